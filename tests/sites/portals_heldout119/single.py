"""Single-object portals of the theme: a WordPress mobility-lab blog, a Drupal rail-safety
agency site, an Omeka S transport-heritage collection (Single Page), and a hand-made
aviation-occurrence report server whose report pages carry no chrome (Single Page+)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import bare_page, csv_file, host, pdf_file

# --- WordPress: a university mobility lab's blog --------------------------------------

WP = Portal(
    host("blog", "mobilitylab"),
    "Urban Mobility Lab",
    [
        ("/", "Home"),
        ("/about/", "About the lab"),
        ("/projects/", "Projects"),
        ("/publications/", "Publications"),
        ("/contact/", "Contact"),
    ],
    [
        ("/privacy-policy/", "Privacy policy"),
        ("/feed/", "RSS"),
        ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
    ],
    title_format="{title} – {name}",
)
WP_POSTS = [
    (
        "/2025/09/14/e-bikes-in-the-2024-household-travel-survey/",
        "E-bikes in the 2024 household travel survey",
        "Trips by e-bike tripled since the 2018 wave, mostly replacing car trips under 8 km.",
    ),
    (
        "/2025/11/03/modelling-cargo-bike-deliveries-in-dense-districts/",
        "Modelling cargo-bike deliveries in dense districts",
        "We ran the last-mile model with 40 micro-hubs and compared van kilometres.",
    ),
    (
        "/2025/12/01/what-floating-car-data-misses/",
        "What floating car data misses",
        "Probe-vehicle speeds under-represent night freight; a note on weighting.",
    ),
]


def wp_site() -> Site:
    pages = {}
    for i, (path, title, lead) in enumerate(WP_POSTS):
        nav = []
        if i > 0:
            nav.append((WP_POSTS[i - 1][0], "« " + WP_POSTS[i - 1][1]))
        if i + 1 < len(WP_POSTS):
            nav.append((WP_POSTS[i + 1][0], WP_POSTS[i + 1][1] + " »"))
        main = (
            f'<article class="post type-post"><h1 class="entry-title">{escape(title)}</h1>'
            '<p class="byline">Posted on <time>2025</time> by '
            '<a href="/author/jkovac/">Jana Kovač</a> in '
            '<a href="/category/travel-behaviour/" rel="category tag">Travel behaviour</a></p>'
            f'<div class="entry-content"><p>{escape(lead)}</p>'
            '<figure><img src="/wp-content/uploads/2025/09/chart.png" alt="chart"></figure>'
            '<p>Tags: <a href="/tag/survey/" rel="tag">survey</a></p></div></article>'
            f'<nav class="post-navigation">{links(nav)}</nav>'
            '<div id="comments"><h2>Leave a reply</h2><form action="/wp-comments-post.php" '
            'method="post"><textarea name="comment"></textarea></form></div>'
        )
        pages[path] = WP.page(title, main, share=WP.url(path))
    pages["/wp-content/uploads/2025/09/chart.png"] = Response.data(png(16, 10), "image/png")
    return WP.site(pages)


# --- Drupal: a national rail-safety agency ------------------------------------------

DRUPAL = Portal(
    host("www", "railsafety"),
    "National Rail Safety Agency",
    [
        ("/en/investigations", "Investigations"),
        ("/en/recommendations", "Safety recommendations"),
        ("/en/statistics", "Statistics"),
        ("/en/news", "News"),
        ("/en/about-us", "About us"),
    ],
    [
        ("/en/accessibility", "Accessibility"),
        ("/en/privacy-notice", "Privacy notice"),
        ("/en/legal-notice", "Legal notice"),
    ],
)
DRUPAL_NEWS = [
    (
        "/en/news/2025/safety-alert-broken-rail-detection-track-circuits",
        "Safety alert: broken-rail detection on axle-counter sections",
    ),
    (
        "/en/news/2026/level-crossing-fatalities-fell-2025",
        "Level-crossing fatalities fell in 2025",
    ),
]


def drupal_site() -> Site:
    pages = {}
    for path, title in DRUPAL_NEWS:
        main = (
            '<nav class="breadcrumb"><a href="/en">Home</a> › <a href="/en/news">News</a></nav>'
            f'<article class="node node--type-news"><h1 class="page-title">{escape(title)}</h1>'
            '<div class="field--name-field-date">Published 2025</div>'
            '<div class="field--name-body"><p>Infrastructure managers are asked to review '
            "their detection arrangements. The agency will publish the full investigation "
            "report when it is complete.</p></div>"
            '<div class="field--name-field-topics"><a href="/en/topics/infrastructure" '
            'hreflang="en">Infrastructure</a></div></article>'
            '<aside class="block-related"><h2>More news</h2>'
            + links([(p, t) for p, t in DRUPAL_NEWS if p != path])
            + "</aside>"
        )
        pages[path] = DRUPAL.page(title, main, share=DRUPAL.url(path))
    return DRUPAL.site(pages)


# --- Omeka S: a transport-museum collection ---------------------------------------

OMEKA = Portal(
    host("collections", "transportheritage"),
    "Railway & Tramway Heritage Collections",
    [
        ("/s/railway-heritage/page/welcome", "Welcome"),
        ("/s/railway-heritage/item", "Browse items"),
        ("/s/railway-heritage/item-set", "Collections"),
        ("/s/railway-heritage/page/about", "About"),
    ],
    [("/s/railway-heritage/page/rights", "Rights statement")],
    title_format="{title} · {name}",
)
OMEKA_ITEMS = [
    (1432, "Tramcar No. 27 at the Eastgate depot, 1953", "Photographic print"),
    (2087, "Goods timetable, Northern Division, winter 1961", "Working timetable"),
]


def omeka_site() -> Site:
    pages = {}
    for n, title, kind in OMEKA_ITEMS:
        main = (
            f'<div class="resource-title"><h2>{escape(title)}</h2></div>'
            f'<div class="media-embeds"><img src="/files/large/{n}a9e3.jpg" alt=""></div>'
            '<dl class="property"><dt>Type</dt>'
            f'<dd class="value"><a class="metadata-browse-link" href="/s/railway-heritage/item?'
            f'property%5B0%5D%5Bproperty%5D=8&amp;property%5B0%5D%5Btext%5D={n}">{kind}</a></dd>'
            "<dt>Rights</dt><dd>In copyright – educational use permitted</dd></dl>"
            '<div class="item-sets"><h4>Item sets</h4><a href="/s/railway-heritage/item-set/12">'
            "Depots and works</a></div>"
        )
        pages[f"/s/railway-heritage/item/{n}"] = OMEKA.page(title, main)
        pages[f"/files/large/{n}a9e3.jpg"] = Response.data(png(12, 9), "image/png")
    return OMEKA.site(pages)


# --- Hand-made aviation occurrence report server (no chrome on report pages) -----------

AVIATION = host("reports", "aviationsafetyboard")
AV_REPORTS = {
    "2025-0147": (
        "Final Report 2025-0147: Runway excursion, ATR 72-600, wet runway 27",
        ["report.pdf", "annex-a-fdr-plots.pdf", "annex-b-runway-friction.csv", "report-fr.pdf"],
    ),
    "2025-0212": (
        "Final Report 2025-0212: Loss of separation between A320 and light aircraft",
        ["report.pdf", "annex-a-radar-replay.csv", "safety-recommendations.pdf"],
    ),
}


def aviation_site() -> Site:
    site = Site(AVIATION)
    site.add(
        "/",
        bare_page(
            "Occurrence reports",
            "<h1>Occurrence reports</h1>"
            + links([(f"/final/{k}/", v[0]) for k, v in AV_REPORTS.items()]),
        ),
    )
    for key, (title, files) in AV_REPORTS.items():
        base = f"/final/{key}/"
        rows = "".join(f'<tr><td><a href="{base}{f}">{escape(f)}</a></td></tr>' for f in files)
        site.add(
            base,
            bare_page(
                title,
                f"<h1>{escape(title)}</h1><p>Investigation closed. The report and its annexes "
                f"are published below.</p><table>{rows}</table>",
            ),
        )
        for f in files:
            if f.endswith(".pdf"):
                site.add(base + f, pdf_file(title, f))
            else:
                site.add(base + f, csv_file("time_s,value", "0,0.41", "1,0.38"))
    return site


def _wp(i: int) -> Case:
    path = WP_POSTS[i][0]
    return case(
        f"wordpress-lab-post-{i}",
        "WordPress (mobility-lab blog post)",
        "Single Artifact URI",
        "single_page",
        WP.url(path),
        [WP.url(path)],
        lambda: [wp_site()],
        others=[WP.url(p) for j, (p, _t, _l) in enumerate(WP_POSTS) if abs(j - i) == 1],
    )


CASES: list[Case] = [
    # A blog post is the seed's archetypal Single Artifact URI (ScienceBlogs, Hypotheses,
    # SciLogs...): Single Page.  Truth: the post itself; neighbours are other artifacts,
    # category/tag/author pages are portal chrome, the inline chart is an embedded resource.
    _wp(0),
    _wp(1),
    # An agency news item (like JSTOR Daily / The Conversation articles in the seed's table):
    # Single Page.  Truth: the node page; related news are other artifacts.
    *[
        case(
            f"drupal-rail-news-{i}",
            "Drupal (rail-safety agency news item)",
            "Single Artifact URI",
            "single_page",
            DRUPAL.url(p),
            [DRUPAL.url(p)],
            lambda: [drupal_site()],
            others=[DRUPAL.url(q) for q, _t in DRUPAL_NEWS if q != p],
        )
        for i, (p, _t) in enumerate(DRUPAL_NEWS)
    ],
    # Omeka (the seed: Omeka.net collection item, Single Page "but depends on
    # installation"): this installation embeds the media inline and links no media pages,
    # so Single Page.  Truth: the item page (the image is embedded; browse links are chrome).
    *[
        case(
            f"omeka-s-heritage-item-{n}",
            "Omeka S (transport-heritage collection item)",
            "Single Artifact URI",
            "single_page",
            OMEKA.url(f"/s/railway-heritage/item/{n}"),
            [OMEKA.url(f"/s/railway-heritage/item/{n}")],
            lambda: [omeka_site()],
        )
        for n, _t, _k in OMEKA_ITEMS
    ],
    # A hand-made report page with no menu, footer or back link: every link one hop away
    # is a part of the report (PDF, annexes, translation).  Single Hop with nothing to
    # ignore: Single Page+.  Truth: the page and every file it links.
    *[
        case(
            f"handmade-aviation-final-report-{k}",
            "hand-made report server (aviation occurrence final report)",
            "Single Hop",
            "single_page_plus",
            f"http://{AVIATION}/final/{k}/",
            [f"http://{AVIATION}/final/{k}/"] + [f"http://{AVIATION}/final/{k}/{f}" for f in v[1]],
            lambda: [aviation_site()],
        )
        for k, v in AV_REPORTS.items()
    ],
]
