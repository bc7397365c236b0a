"""Single-URI articles of the theme: WordPress blog posts (a hydrological society's and a
hydrometrist's) and a Drupal news article of a river basin authority."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Skin, a, assets, css, doc, js, ul

# --------------------------------------------------------------------------- WordPress
WP1 = "blog.hydrosoc.hx108.example"
WP2 = "ratingcurves.hydrologist.hx108.example"


def _wp_layout(site_title: str, tagline: str, theme: str) -> object:
    def layout(s: Skin, title: str, main: str, head: str) -> str:
        nav = "".join(
            f'<li class="menu-item menu-item-type-post_type"><a href="{h}">{escape(t)}</a></li>'
            for h, t in s.menu
        )
        side = (
            '<aside id="secondary" class="widget-area"><section class="widget widget_search">'
            '<form role="search" method="get" action="/"><input type="search" name="s"></form>'
            '</section><section class="widget widget_recent_entries"><h2>Recent Posts</h2>'
            + ul(s.extra_recent)  # type: ignore[attr-defined]
            + '</section><section class="widget widget_categories"><h2>Categories</h2>'
            + ul(s.extra_cats)  # type: ignore[attr-defined]
            + '</section><section class="widget widget_meta"><h2>Meta</h2><ul><li><a href="/wp-'
            'login.php">Log in</a></li><li><a href="/feed/">Entries feed</a></li><li><a href="/'
            'comments/feed/">Comments feed</a></li></ul></section></aside>'
        )
        body = (
            f'<div id="page" class="site"><header id="masthead" class="site-header">'
            f'<p class="site-title"><a href="/" rel="home">{escape(site_title)}</a></p>'
            f'<p class="site-description">{escape(tagline)}</p><nav id="site-navigation" '
            f'class="main-navigation"><ul id="primary-menu" class="menu">{nav}</ul></nav></header>'
            f'<div id="content" class="site-content"><main id="primary" class="site-main">{main}'
            f"</main>{side}</div>"
            '<footer id="colophon" class="site-footer">'
            + " | ".join(a(h, t) for h, t in s.footer)
            + ' | Proudly powered by <a href="http://wordpress.test/">WordPress</a></footer></div>'
        )
        head = (
            css(f"/wp-content/themes/{theme}/style.css?ver=6.8.3")
            + css("/wp-includes/css/dist/block-library/style.min.css?ver=6.8.3")
            + '<link rel="alternate" type="application/rss+xml" href="/feed/">'
            + '<link rel="https://api.w.org/" href="/wp-json/">'
            + head
        )
        return doc(
            title,
            head,
            body + js("/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"),
            body_attrs=' class="post-template-default single single-post"',
        )

    return layout


class _WpSkin(Skin):
    extra_recent: list[tuple[str, str]]
    extra_cats: list[tuple[str, str]]


def _wp_post(
    s: _WpSkin,
    path: str,
    title: str,
    author: tuple[str, str],
    date: str,
    cats: list[str],
    tags: list[str],
    content: str,
    prev: tuple[str, str],
    comments: list[tuple[int, str, str]],
) -> str:
    cat = ", ".join(
        f'<a href="/category/{c}/" rel="category tag">{escape(c.title())}</a>' for c in cats
    )
    tag = ", ".join(f'<a href="/tag/{t}/" rel="tag">{escape(t)}</a>' for t in tags)
    com = "".join(
        f'<li id="comment-{n}" class="comment"><article class="comment-body"><footer><b '
        f'class="fn">{escape(who)}</b> <a href="{path}#comment-{n}">{date}</a></footer>'
        f'<div class="comment-content"><p>{escape(txt)}</p></div><a rel="nofollow" '
        f'class="comment-reply-link" href="{path}?replytocom={n}#respond">Reply</a></article></li>'
        for n, who, txt in comments
    )
    main = (
        f'<article class="post type-post status-publish format-standard hentry"><header '
        f'class="entry-header"><h1 class="entry-title">{escape(title)}</h1><div class="entry-'
        f'meta">Posted on <a href="{path}" rel="bookmark"><time>{date}</time></a> by <span '
        f'class="author vcard"><a class="url fn n" href="/author/{author[0]}/">'
        f"{escape(author[1])}</a></span></div></header>"
        f'<div class="entry-content">{content}</div><footer class="entry-footer">Posted in '
        f"{cat} | Tagged {tag}</footer></article>"
        f'<nav class="navigation post-navigation"><div class="nav-previous"><a href="{prev[0]}" '
        f'rel="prev">{escape(prev[1])}</a></div></nav>'
        f'<div id="comments" class="comments-area"><h2 class="comments-title">{len(comments)} '
        f'thoughts on "{escape(title)}"</h2><ol class="comment-list">{com}</ol>'
        '<div id="respond" class="comment-respond"><form action="/wp-comments-post.php" '
        'method="post"><textarea name="comment"></textarea></form></div></div>'
    )
    return s.page(title, main)


def _wp_site(
    host: str,
    blog: str,
    tagline: str,
    theme: str,
    menu: list[tuple[str, str]],
    posts: list[tuple[str, str, str]],
    cats: list[str],
) -> tuple[_WpSkin, dict]:
    s = _WpSkin(
        host=host,
        name=blog,
        title_format="{title} – " + blog,
        home_title=f"{blog} – {tagline}",
        menu=menu,
        footer=[("/privacy-policy/", "Privacy Policy")],
        home_main="".join(
            f'<article><h2><a href="{p}">{escape(t)}</a></h2></article>' for p, t, _d in posts[:3]
        ),
        layout=_wp_layout(blog, tagline, theme),  # type: ignore[arg-type]
    )
    s.extra_recent = [(p, t) for p, t, _d in posts[:5]]
    s.extra_cats = [(f"/category/{c}/", c.title()) for c in cats]
    pages: dict[str, object] = dict(
        assets(
            f"/wp-content/themes/{theme}/style.css",
            "/wp-includes/css/dist/block-library/style.min.css",
            "/wp-includes/js/jquery/jquery.min.js",
        )
    )
    for p, t, _d in posts:
        pages[p] = s.page(t, f"<h1>{escape(t)}</h1>")
    for c in cats:
        pages[f"/category/{c}/"] = s.page(c.title(), f"<h1>Category: {c.title()}</h1>")
    return s, pages


WP1_POST = "/2025/09/18/what-the-2025-drought-taught-us-about-groundwater-monitoring/"
WP1_OTHERS = [
    (
        "/2025/08/27/early-career-hydrologist-award-2025-winners/",
        "Early Career Hydrologist Award 2025: winners",
        "2025-08-27",
    ),
    (
        "/2025/07/02/report-from-the-national-hydrology-symposium/",
        "Report from the National Hydrology Symposium",
        "2025-07-02",
    ),
]
WP2_POST = "/why-my-rating-curve-drifted-and-how-we-caught-it/"
WP2_OTHERS = [
    ("/gauging-under-ice-a-field-diary/", "Gauging under ice: a field diary", "2025-02-11")
]


def wordpress_sites() -> list[Site]:
    out = []
    s1, p1 = _wp_site(
        WP1,
        "Hydrological Society Blog",
        "News and views from the hydrological community",
        "hydrosoc-2023",
        [
            ("/", "Home"),
            ("/about/", "About the Society"),
            ("/events/", "Events"),
            ("/membership/", "Membership"),
            ("/contact/", "Contact"),
        ],
        [
            (WP1_POST, "What the 2025 drought taught us about groundwater monitoring", ""),
            *WP1_OTHERS,
        ],
        ["drought", "groundwater", "society-news"],
    )
    p1[WP1_POST] = _wp_post(
        s1,
        WP1_POST,
        "What the 2025 drought taught us about groundwater monitoring",
        ("mhughes", "Megan Hughes"),
        "18 September 2025",
        ["drought", "groundwater"],
        ["boreholes", "chalk-aquifer", "monitoring-networks"],
        "<p>By August, 38% of the observation boreholes in the Chalk recorded their lowest "
        "levels since 1976. Three lessons for the monitoring network follow.</p>"
        '<figure class="wp-block-image"><img src="/wp-content/uploads/2025/09/chalk-hydrograph'
        '-1024x576.png" alt="Hydrograph"></figure>'
        '<p>The national hydrological summary is <a href="http://nrfa.ceh.test/monthly-hydro-'
        'summaries">published monthly</a>; see also our <a href="/2025/07/02/report-from-the-'
        'national-hydrology-symposium/">symposium report</a>.</p>',
        (WP1_OTHERS[0][0], WP1_OTHERS[0][1]),
        [
            (4412, "Tom Reed", "Good summary: telemetry gaps were the real problem in Kent."),
            (4415, "Anika Shah", "Could the Society publish the borehole list?"),
        ],
    )
    from ._kit import image_file

    p1["/wp-content/uploads/2025/09/chalk-hydrograph-1024x576.png"] = image_file()
    out.append(s1.site(p1))  # type: ignore[arg-type]
    s2, p2 = _wp_site(
        WP2,
        "Rating Curves",
        "Field notes of a hydrometrist",
        "twentytwentyfive",
        [("/", "Blog"), ("/about/", "About me"), ("/publications/", "Publications")],
        [(WP2_POST, "Why my rating curve drifted, and how we caught it", ""), *WP2_OTHERS],
        ["field-work", "hydrometry"],
    )
    p2[WP2_POST] = _wp_post(
        s2,
        WP2_POST,
        "Why my rating curve drifted, and how we caught it",
        ("lpetit", "Laure Petit"),
        "3 November 2025",
        ["hydrometry"],
        ["adcp", "rating-curve", "vegetation"],
        "<p>Twelve ADCP gaugings over a summer showed a 14% shift at low flow: macrophytes in "
        "the control section. Here is the BaRatin analysis.</p>"
        '<p>Data and code: <a href="http://zenodo.test/records/15502211">Zenodo</a>. Paper: '
        '<a href="https://doi.org/10.1002/hyp.15410">Hydrological Processes</a>.</p>'
        '<div class="sharedaddy sd-sharing-enabled"><a href="' + WP2_POST + '?share=x" '
        'class="share-twitter">Share on X</a> <a href="' + WP2_POST + '?share=linkedin">'
        "Share on LinkedIn</a></div>",
        (WP2_OTHERS[0][0], WP2_OTHERS[0][1]),
        [(91, "Jonas", "We saw the same on the Aare with Ranunculus.")],
    )
    out.append(s2.site(p2))  # type: ignore[arg-type]
    return out


# --------------------------------------------------------------------------- Drupal
DR = "www.tweedbasin.hx108.example"
DR_NEWS = "/news/2025/11/tweed-flood-warning-scheme-extended-to-kelso-and-coldstream"


def _dru_layout(s: Skin, title: str, main: str, head: str) -> str:
    nav = "".join(
        f'<li class="menu__item"><a href="{h}" class="menu__link">{escape(t)}</a></li>'
        for h, t in s.menu
    )
    body = (
        '<a href="#main-content" class="skip-link">Skip to main content</a>'
        '<div class="dialog-off-canvas-main-canvas"><header role="banner" class="site-header">'
        '<div class="region region-header"><a href="/" rel="home" class="site-logo"><img src="/'
        'themes/custom/tweed/logo.svg" alt="Home"></a><div class="block-search"><form action="/'
        'search/node" method="get"><input name="keys"></form></div></div>'
        f'<nav role="navigation" class="block-system-menu-blockmain"><ul class="menu">{nav}</ul>'
        "</nav></header>"
        f'<main role="main"><a id="main-content" tabindex="-1"></a>{main}</main>'
        '<footer role="contentinfo" class="site-footer"><ul class="menu">'
        + "".join(f"<li>{a(h, t)}</li>" for h, t in s.footer)
        + '</ul><p><a href="http://www.facebook.test/tweedbasin">Facebook</a> '
        '<a href="http://twitter.test/tweedbasin">X</a></p></footer></div>'
    )
    return doc(
        title,
        css("/core/themes/olivero/css/base/fonts.css?t2b1x")
        + css("/sites/default/files/css/css_q8Xk3.css")
        + head,
        body + js("/sites/default/files/js/js_7LbZ2.js"),
        body_attrs=' class="path-node page-node-type-news"',
    )


def drupal_sites() -> list[Site]:
    s = Skin(
        host=DR,
        name="Tweed Basin Authority",
        title_format="{title} | Tweed Basin Authority",
        menu=[
            ("/flooding", "Flooding"),
            ("/water-quality", "Water quality"),
            ("/river-basin-plan", "River basin plan"),
            ("/news", "News"),
            ("/about-us", "About us"),
        ],
        footer=[
            ("/contact", "Contact"),
            ("/accessibility-statement", "Accessibility"),
            ("/privacy-notice", "Privacy"),
            ("/cookies", "Cookies"),
            ("/foi", "FOI"),
        ],
        home_main="<h1>Tweed Basin Authority</h1>",
        layout=_dru_layout,
    )
    pages: dict[str, object] = dict(
        assets(
            "/core/themes/olivero/css/base/fonts.css",
            "/sites/default/files/css/css_q8Xk3.css",
            "/sites/default/files/js/js_7LbZ2.js",
            "/themes/custom/tweed/logo.svg",
        )
    )
    title = "Tweed flood warning scheme extended to Kelso and Coldstream"
    pages[DR_NEWS] = s.page(
        title,
        '<nav class="breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/news">News</a>'
        f'</li></ol></nav><article class="node node--type-news"><h1 class="page-title"><span '
        f'class="field--name-title">{escape(title)}</span></h1><div class="node__meta">14 '
        'November 2025</div><div class="field--name-body"><p>From 1 December, residents of '
        "Kelso and Coldstream can receive flood warnings based on two new river level gauges on "
        'the Teviot and the Leet Water.</p><p>Sign up to Floodline or read more about <a href="'
        '/flooding/flood-warnings">how flood warnings work</a>.</p></div>'
        '<div class="field--name-field-tags"><a href="/taxonomy/term/14">Flood warning</a> '
        '<a href="/taxonomy/term/22">Kelso</a></div></article>'
        '<div class="views-element-container block-views-blockrelated-news"><h2>Related news</h2>'
        '<ul><li><a href="/news/2025/10/new-river-level-gauge-on-the-leet-water">New river level '
        'gauge on the Leet Water</a></li></ul></div><div class="share"><a href="http://twitter.'
        f'test/intent/tweet?url=http%3A//{DR}{DR_NEWS}">Share on X</a></div>',
    )
    for p, t in [
        ("/news", "News"),
        ("/flooding/flood-warnings", "Flood warnings"),
        ("/taxonomy/term/14", "Flood warning"),
        ("/taxonomy/term/22", "Kelso"),
        (
            "/news/2025/10/new-river-level-gauge-on-the-leet-water",
            "New river level gauge on the Leet Water",
        ),
    ]:
        pages[p] = s.page(t, f"<h1>{escape(t)}</h1>")
    return [s.site(pages)]  # type: ignore[arg-type]


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # A society blog post: the seed's blog rows (Hypotheses, SciLogs, ...) are Single Page.
    # Truth = the post; comments are in the page, reply/permalink variants, categories,
    # tags, author archive, previous post, sidebar and feeds are not artifact URIs.
    case(
        "wordpress-drought-groundwater-post",
        "WordPress (hydrological society blog)",
        "Single Artifact URI",
        "single_page",
        _u(WP1, WP1_POST),
        {_u(WP1, WP1_POST)},
        wordpress_sites,
        others=[_u(WP1, WP1_OTHERS[0][0]), _u(WP1, WP1_OTHERS[1][0])],
    ),
    # A hydrometrist's personal WordPress blog post: Single Page; the Zenodo record and
    # paper it cites are other artifacts on other portals; share links are chrome.
    case(
        "wordpress-rating-curve-drift-post",
        "WordPress (hydrologist's personal blog)",
        "Single Artifact URI",
        "single_page",
        _u(WP2, WP2_POST),
        {_u(WP2, WP2_POST)},
        wordpress_sites,
        others=[_u(WP2, WP2_OTHERS[0][0])],
    ),
    # Drupal news article of a river basin authority: an article (seed: The Conversation,
    # JSTOR Daily, Nautilus rows): Single Page.  Related news, tags, breadcrumbs are outside.
    case(
        "drupal-tweed-flood-warning-news",
        "Drupal (river basin authority website)",
        "Single Artifact URI",
        "single_page",
        _u(DR, DR_NEWS),
        {_u(DR, DR_NEWS)},
        drupal_sites,
    ),
]
