"""A WordPress multisite blog network (seed: blog posts — Hypotheses, Scientopia, SciLogs... —
single artifact URI, Single Page).

Truth: the post page only.  Its comments are on the page.  Not truth: the comment-reply
variants (`?replytocom=`) and the comment feed, although they sit under the post's path;
categories, tags, author archive, date archives, previous / next posts (other artifacts),
the REST API, oEmbed and shortlink alternates, login, the feeds, share links.  Title
separator: " – " (en dash).
"""

from __future__ import annotations

from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, e, ul

HOST = "blogs.marine-station.example"
B = "/tidelines"
SHELL = Shell(
    HOST,
    "Tidelines – Notes from the Marine Station",
    "{title} – Tidelines",
    f'<div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title">{a(B + "/", "Tidelines")}</p>'
    '<p class="site-description">Notes from the Marine Station</p><nav id="site-navigation" class="main-navigation">'
    + ul(
        [
            (f"{B}/", "Home"),
            (f"{B}/about/", "About"),
            (f"{B}/category/fieldwork/", "Fieldwork"),
            (f"{B}/category/outreach/", "Outreach"),
            ("/", "All station blogs"),
        ],
        "menu",
    )
    + f'</nav><form role="search" method="get" class="search-form" action="{B}/"><input type="search" name="s"></form></header>',
    '<aside id="secondary" class="widget-area"><section class="widget widget_archive"><h2>Archives</h2>'
    + ul(
        [
            (f"{B}/2023/05/", "May 2023"),
            (f"{B}/2023/04/", "April 2023"),
            (f"{B}/2023/03/", "March 2023"),
        ]
    )
    + '</section><section class="widget widget_meta"><h2>Meta</h2>'
    + ul(
        [
            (f"{B}/wp-login.php", "Log in"),
            (f"{B}/feed/", "Entries feed"),
            (f"{B}/comments/feed/", "Comments feed"),
            ("https://wordpress.org/", "WordPress.org"),
        ]
    )
    + '</section></aside><footer id="colophon" class="site-footer"><div class="site-info">'
    + a("https://wordpress.org/", "Proudly powered by WordPress")
    + " | "
    + a("https://marine-station.example/privacy/", "Privacy")
    + "</div></footer></div>",
    css=(
        f"{B}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2",
        f"{B}/wp-content/themes/twentytwentyone/style.css?ver=1.9",
    ),
    js=(
        f"{B}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1",
        f"{B}/wp-content/themes/twentytwentyone/assets/js/primary-navigation.js?ver=1.9",
    ),
    logo=f"{B}/wp-content/uploads/sites/3/2021/02/cropped-tidelines-logo.png",
    favicon=f"{B}/wp-content/uploads/sites/3/2021/02/cropped-icon-32x32.png",
    generator="WordPress 6.4.2",
    body_attrs='class="post-template-default single single-post"',
)

POSTS = [
    (
        412,
        "2023/04/12/why-kelp-forests-matter-for-cod",
        "Why kelp forests matter for cod",
        "fieldwork",
        ["kelp", "cod", "nursery habitat"],
        "ingrid",
    ),
    (
        430,
        "2023/05/03/a-night-on-the-plankton-net",
        "A night on the plankton net",
        "fieldwork",
        ["plankton", "night sampling"],
        "tomas",
    ),
    (
        401,
        "2023/03/20/open-day-at-the-station",
        "Open day at the station",
        "outreach",
        ["outreach"],
        "ingrid",
    ),
]


def post(i):
    pid, path, title, cat, tags, author = POSTS[i]
    url = f"{B}/{path}/"
    prev_ = POSTS[i - 1] if i > 0 else POSTS[-1]
    next_ = POSTS[(i + 1) % len(POSTS)]
    head = (
        f'<link rel="https://api.w.org/" href="{B}/wp-json/"><link rel="alternate" type="application/json" href="{B}/wp-json/wp/v2/posts/{pid}">'
        f'<link rel="shortlink" href="https://{HOST}{B}/?p={pid}"><link rel="canonical" href="https://{HOST}{url}">'
        f'<link rel="alternate" type="application/json+oembed" href="{B}/wp-json/oembed/1.0/embed?url=https%3A%2F%2F{HOST}{B}%2F{path}%2F">'
        f'<link rel="alternate" type="application/rss+xml" title="Tidelines » {e(title)} Comments Feed" href="{url}feed/">'
    )
    taglinks = " ".join(a(B + "/tag/" + t.replace(" ", "-") + "/", t) for t in tags)
    comments = "".join(
        f'<li id="comment-{n}" class="comment"><article class="comment-body"><b class="fn">{who}</b><p>{e(txt)}</p>'
        f'<a rel="nofollow" class="comment-reply-link" href="{url}?replytocom={n}#respond">Reply</a></article></li>'
        for n, who, txt in (
            (pid * 10 + 1, "Kari", "Lovely write-up!"),
            (pid * 10 + 2, "Arvid", "Which station was this?"),
        )
    )
    main = (
        f'<article id="post-{pid}" class="post-{pid} post type-post status-publish"><header class="entry-header">'
        f'<h1 class="entry-title">{e(title)}</h1></header><div class="entry-content">'
        f"<p>{e(title)}: a short field report from the station.</p>"
        f'<figure class="wp-block-image"><img src="{B}/wp-content/uploads/sites/3/2023/04/field-{pid}.jpg" alt=""></figure>'
        f"<p>See also the {a('https://archive.univ-nord.example/records/k7r2m-9qd41', 'dataset')} behind the figures.</p></div>"
        f'<footer class="entry-footer"><span class="byline">By {a(f"{B}/author/{author}/", author.title())}</span> '
        f'<span class="posted-on">{a(url, "Published " + path[:10])}</span> '
        f'<span class="cat-links">{a(f"{B}/category/{cat}/", cat.title())}</span> '
        f'<span class="tags-links">{taglinks}</span></footer>'
        f'<div class="sharedaddy"><a href="https://www.facebook.com/sharer.php?u=https://{HOST}{url}">Facebook</a> '
        f'<a href="https://bsky.app/intent/compose?text=https://{HOST}{url}">Bluesky</a></div></article>'
        f'<nav class="navigation post-navigation"><div class="nav-previous">{a(f"{B}/{prev_[1]}/", "Previous: " + prev_[2])}</div>'
        f'<div class="nav-next">{a(f"{B}/{next_[1]}/", "Next: " + next_[2])}</div></nav>'
        f'<div id="comments" class="comments-area"><h2 class="comments-title">2 thoughts on “{e(title)}”</h2>'
        f'<ol class="comment-list">{comments}</ol><div id="respond" class="comment-respond">'
        f'<form action="{B}/wp-comments-post.php" method="post" id="commentform"><textarea name="comment"></textarea></form></div></div>'
    )
    return (
        url,
        SHELL.page(title, main, head=head),
        [f"{url}?replytocom={pid * 10 + n}" for n in (1, 2)],
    )


def build():
    pages = {}
    for i in range(len(POSTS)):
        url, html, replies = post(i)
        pages[url] = html
        for r in replies:
            pages[r] = html
    SHELL.featured = [(f"{B}/{p[1]}/", p[2]) for p in POSTS]
    home = "<h1>Tidelines</h1>" + "".join(
        f"<article><h2>{a(h, t)}</h2></article>" for h, t in SHELL.featured
    )
    pages[f"{B}/"] = SHELL.page(SHELL.home_title, home, raw_title=True)
    return [
        build_site(SHELL, pages, "<h1>Marine Station Blogs</h1>" + ul([(f"{B}/", "Tidelines")]))
    ]


def _case(i, name):
    url = SHELL.url(f"{B}/{POSTS[i][1]}/")
    return Case(
        name,
        "wordpress-blog",
        "single-artifact-uri",
        "single_page",
        url,
        frozenset({url}),
        build,
        frozenset({"https://archive.univ-nord.example/records/k7r2m-9qd41"}),
    )


CASES = [_case(0, "wordpress-post-kelp"), _case(1, "wordpress-post-plankton")]
