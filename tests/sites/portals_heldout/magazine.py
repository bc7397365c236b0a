"""An academic news magazine in the style of The Conversation / JSTOR Daily (seed: Article,
single artifact URI, Single Page).  Title separator " — " (em dash).

Truth: the article page.  Not truth: the "Republish this article" page under the article's
path (a copy for republishers), author profiles, topic pages, the author's institution,
related articles (other artifacts), newsletter sign-up, donate, share links, the cited
study on another portal.
"""

from __future__ import annotations

from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, e, ul

HOST = "review.open-humanities.example"
SHELL = Shell(
    HOST,
    "Open Humanities Review — Academic rigour, journalistic flair",
    "{title} — Open Humanities Review",
    '<header class="site-header"><a class="logo" href="/"><img src="/assets/ohr-logo-2x.png" alt="Open Humanities Review"></a>'
    '<nav class="sections">'
    + ul(
        [
            ("/arts", "Arts + Culture"),
            ("/history", "History"),
            ("/environment", "Environment"),
            ("/podcasts", "Podcasts"),
            ("/newsletter", "Newsletter"),
        ]
    )
    + "</nav>"
    + a("/donate", "Donate", class_="donate")
    + a("/sign_in", "Sign in")
    + '<form action="/search" method="get"><input name="q"></form></header>',
    '<footer class="site-footer">'
    + ul(
        [
            ("/who-we-are", "Who we are"),
            ("/charter", "Our charter"),
            ("/team", "Our team"),
            ("/republishing-guidelines", "Republishing guidelines"),
            ("/privacy-policy", "Privacy policy"),
            ("https://www.facebook.com/OpenHumanitiesReview", "Facebook"),
            ("https://mastodon.social/@ohreview", "Mastodon"),
        ]
    )
    + "<p>Copyright © 2010–2024, Open Humanities Review Trust</p></footer>",
    css=("/assets/application-5c7e1a2b.css",),
    js=("/assets/application-9d8c7b6a.js", "/assets/analytics-1f2e3d4c.js"),
    logo="/assets/ohr-logo-2x.png",
    favicon="/favicon.ico",
)

ARTS = [
    (
        "why-medieval-maps-lied-and-why-that-mattered-214567",
        "Why medieval maps lied, and why that mattered",
        ("anna-berg-1432117", "Anna Berg"),
        [("cartography-8812", "Cartography"), ("medieval-history-1290", "Medieval history")],
    ),
    (
        "the-forgotten-women-of-the-herring-trade-219904",
        "The forgotten women of the herring trade",
        ("kari-rønning-1532001", "Kari Rønning"),
        [("maritime-history-4410", "Maritime history")],
    ),
    (
        "what-shipwrecks-tell-us-about-baltic-trade-220311",
        "What shipwrecks tell us about Baltic trade",
        ("piet-verhoeven-1190332", "Piet Verhoeven"),
        [("archaeology-77", "Archaeology")],
    ),
]


def article(i):
    slug, title, (aslug, aname), topics = ARTS[i]
    others = [(f"/{x[0]}", x[1]) for j, x in enumerate(ARTS) if j != i]
    tlist = "".join("<li>" + a(f"/topics/{t}", n) + "</li>" for t, n in topics)
    main = (
        f'<article class="content"><header><ul class="topic-list">{tlist}</ul>'
        f'<h1 class="legacy entry-title instapaper_title">{e(title)}</h1>'
        f'<p class="byline">{a(f"/profiles/{aslug}", aname, rel="author")}, '
        f"{a('https://univ-nord.example/', 'University of the North')}</p>"
        f'<time datetime="2024-02-11T14:02:11Z">Published: February 11, 2024</time></header>'
        f'<div itemprop="articleBody" class="grid-ten large-grid-nine"><p>{e(title)}. The long read.</p>'
        f"<p>The study is {a('https://eprints.marlow-college.example/2201/', 'available from the author’s repository')}.</p>"
        f'<img src="/images/uploads/{slug[:12]}.jpg" alt=""></div>'
        f'<aside class="content-sidebar"><h2>Share</h2><a href="https://twitter.com/intent/tweet?url=https://{HOST}/{slug}">Share on X</a> '
        f'<a href="mailto:?subject={slug}">Email</a> {a(f"/{slug}/republish", "Republish this article")}</aside>'
        f'<section class="related"><h2>Related articles</h2>{ul(others)}</section>'
        f'<section class="newsletter">{a("/newsletter", "Get our newsletter")}</section></article>'
    )
    return f"/{slug}", SHELL.page(title, main)


def build():
    pages = {}
    for i in range(len(ARTS)):
        path, html = article(i)
        pages[path] = html
        pages[path + "/republish"] = SHELL.page(
            "Republish: " + ARTS[i][1], f"<h1>{e(ARTS[i][1])}</h1><textarea>...</textarea>"
        )
    SHELL.featured = [(f"/{x[0]}", x[1]) for x in ARTS]
    return [build_site(SHELL, pages, "<h1>Top stories</h1>" + ul(SHELL.featured))]


def _case(i, name):
    url = SHELL.url(f"/{ARTS[i][0]}")
    return Case(
        name,
        "news-magazine",
        "single-artifact-uri",
        "single_page",
        url,
        frozenset({url}),
        build,
        frozenset(SHELL.url(f"/{x[0]}") for j, x in enumerate(ARTS) if j != i)
        | {"https://eprints.marlow-college.example/2201/"},
    )


CASES = [_case(0, "magazine-medieval-maps"), _case(1, "magazine-herring-women")]
