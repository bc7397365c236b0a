"""A SlideShare-like presentation portal (seed: Slideshare slideshow, multi-hop,
Path-Based).  Title separator " | ".

Truth: the deck page (`/<user>/<deck-slug>`), its per-slide pages (`/<user>/<deck-slug>/<n>`)
and the PDF download under the deck's path.  Not truth: the uploader's profile `/<user>`
(a prefix of the deck's path), the uploader's other decks (same `/<user>/` prefix), the
embed player, category and tag pages, login, upload, share links.  Slide images are
embedded from the image CDN.
"""

from __future__ import annotations

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, bare_site, build_site, doc_pdf, e, ul

HOST = "www.confdeck.example"
IMG = "image.confdeck-cdn.example"
SHELL = Shell(
    HOST,
    "ConfDeck - share your presentations",
    "{title} | ConfDeck",
    '<header class="cd-header"><a href="/" class="cd-logo"><img src="/assets/confdeck-logo.png" alt="ConfDeck"></a>'
    + ul(
        [
            ("/explore", "Explore"),
            ("/category/science", "Science"),
            ("/category/technology", "Technology"),
            ("/upload", "Upload"),
        ]
    )
    + '<form action="/search" method="get"><input name="searchfrom" type="hidden" value="header"><input name="q"></form>'
    + a("/login?from_source=%2F", "Login")
    + a("/signup", "Signup")
    + "</header>",
    '<footer class="cd-footer">'
    + ul(
        [
            ("/about", "About"),
            ("/privacy", "Privacy"),
            ("/terms", "Terms"),
            ("https://www.linkedin.com/company/confdeck", "LinkedIn"),
        ]
    )
    + "</footer>",
    css=("/assets/css/player-9b8a7c.css", "/assets/css/site-1f2e3d.css"),
    js=("/assets/js/player-2c3d4e.js",),
    logo="/assets/confdeck-logo.png",
    favicon="/favicon.ico",
)

DECKS = [
    (
        "maren-solberg",
        "coastal-cliff-retreat-from-repeat-uav-surveys-258841077",
        "Coastal cliff retreat from repeat UAV surveys",
        [
            "Motivation",
            "Study sites",
            "UAV photogrammetry workflow",
            "Retreat rates 2019-2023",
            "Storm surge of 2022",
            "Conclusions",
        ],
        "science",
    ),
    (
        "maren-solberg",
        "uav-photogrammetry-for-beginners-241100233",
        "UAV photogrammetry for beginners",
        ["Why drones?", "Ground control points", "Processing"],
        "technology",
    ),
    (
        "arvid-lunde",
        "ferry-data-hackathon-report-260010042",
        "Ferry data hackathon: report",
        ["Data", "Teams", "Results", "Next steps"],
        "technology",
    ),
]


def deck(i):
    user, slug, title, slides, cat = DECKS[i]
    b = f"/{user}/{slug}"
    pages, cdn = {}, {}
    truth = {b, f"{b}/download"}
    pages[f"{b}/download"] = Response.data(doc_pdf(title, *slides), "application/pdf")
    nav = "".join(f"<li>{a(f'{b}/{n}', str(n))}</li>" for n in range(1, len(slides) + 1))
    for n, s in enumerate(slides, 1):
        cdn[f"/{slug}/95/slide-{n}-1024.jpg"] = Response.data(png(16, 9), "image/png")
        pages[f"{b}/{n}"] = SHELL.page(
            f"{title}: slide {n}",
            f'<h1>{e(title)}</h1><img src="https://{IMG}/{slug}/95/slide-{n}-1024.jpg" alt="{e(s)}">'
            f'<p class="slide-text">{n}. {e(s)}</p><ol class="slide-nav">{nav}</ol>{a(b, "Back to presentation")}',
        )
        truth.add(f"{b}/{n}")
    others = [(f"/{u}/{s}", t) for j, (u, s, t, _, _) in enumerate(DECKS) if j != i and u == user]
    transcript = "".join(f"<li>{a(f'{b}/{n}', f'{n}. {s}')}</li>" for n, s in enumerate(slides, 1))
    main = (
        f'<div class="player"><img src="https://{IMG}/{slug}/95/slide-1-1024.jpg" alt="{e(title)}"></div>'
        f'<h1 class="title">{e(title)}</h1><p>{a(f"/{user}", user.replace("-", " ").title())} · {len(slides)} slides</p>'
        f"{a(f'{b}/download', 'Download now', class_='download-btn')} "
        f'<a href="/slideshow/embed_code/key/{slug[-9:]}">Embed</a> '
        f'<a href="https://www.linkedin.com/shareArticle?url=https://{HOST}{b}">Share</a>'
        f"<p>Category: {a(f'/category/{cat}', cat.title())}</p>"
        f'<h2>Transcript</h2><ol class="transcript">{transcript}</ol>'
        f"<aside><h2>More from {e(user)}</h2>{ul(others)}<h2>Recommended</h2>{ul([(f'/{u}/{s}', t) for u, s, t, _, _ in DECKS if s != slug])}</aside>"
    )
    pages[b] = SHELL.page(title, main)
    return pages, cdn, {SHELL.url(t) for t in truth}


def build():
    pages, cdn = {}, {}
    for i in range(len(DECKS)):
        p, c, _ = deck(i)
        pages.update(p)
        cdn.update(c)
    SHELL.featured = [(f"/{u}/{s}", t) for u, s, t, _, _ in DECKS]
    for user in ("maren-solberg", "arvid-lunde"):
        pages[f"/{user}"] = SHELL.page(
            user,
            f"<h1>{user}</h1>" + ul([x for x in SHELL.featured if x[0].startswith(f"/{user}/")]),
        )
    return [
        build_site(SHELL, pages, "<h1>ConfDeck</h1><h2>Featured</h2>" + ul(SHELL.featured)),
        bare_site(IMG, cdn),
    ]


CASES = [
    Case(
        "slides-cliff-retreat",
        "slideshare-like",
        "multi-hop",
        "path_based",
        SHELL.url(f"/{DECKS[0][0]}/{DECKS[0][1]}"),
        frozenset(deck(0)[2]),
        build,
        frozenset(
            {SHELL.url(f"/{DECKS[1][0]}/{DECKS[1][1]}"), SHELL.url(f"/{DECKS[2][0]}/{DECKS[2][1]}")}
        ),
    ),
    Case(
        "slides-hackathon-report",
        "slideshare-like",
        "multi-hop",
        "path_based",
        SHELL.url(f"/{DECKS[2][0]}/{DECKS[2][1]}"),
        frozenset(deck(2)[2]),
        build,
        frozenset(
            {SHELL.url(f"/{DECKS[0][0]}/{DECKS[0][1]}"), SHELL.url(f"/{DECKS[1][0]}/{DECKS[1][1]}")}
        ),
    ),
]
