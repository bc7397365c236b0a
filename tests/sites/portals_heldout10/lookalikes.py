"""Portals of the seed's table under unfamiliar names: Bitbucket, SlideShare, Silk, PubPeer.

- Bitbucket-like (seed's BitBucket row, Path-Based): source, commits, branches, issues, wiki,
  pull requests and the downloads page with its files all live under ``/<team>/<repo>/``.
  Truth: those.  The team page and ``/<team>/<repo>-web`` (whose path extends this one's)
  are not.
- SlideShare-like (seed's Slideshare row, Path-Based): the deck page, its per-slide
  permalink pages ``/<user>/<deck>/<n>`` and its ``/download`` PDF.  The slide images are
  embedded (not artifact URIs); the user's other decks, including the "part 2" deck whose
  path extends this one's, and the "related" decks are other artifacts.
- Silk-like (seed's Silk row, Path-Based with the single slash): a sub-domain devoted to one
  data visualisation; every page of that sub-domain (explore views, entity pages, the data
  download) is the artifact.  The service's own site (``www.``, same organisation, another
  host) with its pricing, sign-up and gallery of other sites is not.
- PubPeer-like discussion (seed's PubPeer row, Single Page): the thread page only; the
  discussed article is on a journal, "add a comment" is a login form, other threads are
  other artifacts.
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Portal

from ._kit import a, csv, generator, host, image, make_case, pdf, site, social, tgz, ul

# ---------------------------------------------------------------- Bitbucket-like

BB = host("www", "pailbucket")
bb = Portal(
    BB,
    "Pailbucket",
    [
        ("/dashboard/overview", "Your work"),
        ("/repo/all", "Repositories"),
        ("/product/features", "Features"),
    ],
    [
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("http://status.pailbucket.test/", "Status"),
    ],
    title_format="{title} — {name}",
)
BBP = "/seabird-group/colony-counter/"
BB_SUB = [
    "src/master/",
    "src/master/counter/detect.py",
    "commits/",
    "branches/",
    "issues?status=new&status=open",
    "issues/5/false-positives-on-wet-rock",
    "wiki/Home",
    "pull-requests/",
    "downloads/",
    "downloads/colony-counter-0.9.tar.gz",
]


def _bb_sites() -> list[Site]:
    nav = ul(
        a(BBP + p, label)
        for p, label in [
            ("src/master/", "Source"),
            ("commits/", "Commits"),
            ("branches/", "Branches"),
            ("pull-requests/", "Pull requests"),
            ("issues?status=new&status=open", "Issues"),
            ("wiki/Home", "Wiki"),
            ("downloads/", "Downloads"),
        ]
    )
    main = (
        f"<nav>{a('/seabird-group/', 'Seabird Group')} / colony-counter</nav>{nav}"
        "<h1>colony-counter</h1><p>Counts nesting seabirds in drone orthomosaics.</p>"
        f"<p>See also {a('/seabird-group/colony-counter-web/', 'colony-counter-web')}</p>"
    )
    sub = {
        "src/master/": a(BBP + "src/master/counter/detect.py", "counter/detect.py"),
        "issues?status=new&status=open": a(
            BBP + "issues/5/false-positives-on-wet-rock", "#5 False positives on wet rock"
        ),
        "downloads/": a(BBP + "downloads/colony-counter-0.9.tar.gz", "colony-counter-0.9.tar.gz"),
    }
    pages: dict[str, object] = {
        BBP: bb.page("seabird-group / colony-counter", main),
        "/seabird-group/": bb.page("Seabird Group", "<h1>Seabird Group</h1>"),
        "/seabird-group/colony-counter-web/": bb.page(
            "seabird-group / colony-counter-web", "<h1>web</h1>"
        ),
        BBP + "downloads/colony-counter-0.9.tar.gz": tgz("colony-counter 0.9"),
    }
    for p in BB_SUB:
        if BBP + p not in pages:
            pages[BBP + p] = bb.page(
                f"seabird-group / colony-counter / {p.split('?')[0]}",
                f"{nav}<h1>{p.split('?')[0]}</h1>{sub.get(p, '')}",
            )
    return [site(bb, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- SlideShare-like

SL = host("www", "slidewell")
SL_IMG = host("image", "slidewellcdn")
sl = Portal(
    SL,
    "SlideWell",
    [("/explore", "Explore"), ("/upload", "Upload"), ("/business", "For business")],
    [
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("http://x.test/slidewell", "X"),
    ],
    title_format="{title} | {name}",
)
SLP = "/mkovacs/reproducible-fieldwork-workflows"
SL_TITLE = "Reproducible fieldwork workflows"


def _sl_sites() -> list[Site]:
    slides = "".join(
        f"<figure><img src='http://{SL_IMG}/rfw-2024/95/slide-{n}-1024.jpg' alt='slide {n}'>"
        f"<figcaption>{a(f'{SLP}/{n}', f'{n}')}</figcaption></figure>"
        for n in range(1, 5)
    )
    main = (
        f"<h1>{SL_TITLE}</h1><p>by {a('/mkovacs', 'Márta Kovács')} · 4 slides</p>{slides}"
        f"<p>{a(SLP + '/download', 'Download now')}</p>"
        f"<h3>More from Márta</h3>{ul([a(SLP + '-part-2', SL_TITLE + ' (part 2)')])}"
        f"<h3>Related</h3>{ul([a('/dchen/field-data-management-101', 'Field data management 101')])}"
        + social(sl.url(SLP))
    )
    pages: dict[str, object] = {
        SLP: sl.page(SL_TITLE, main, head=generator("SlideWell")),
        SLP + "/download": pdf(SL_TITLE, "Slides"),
        SLP + "-part-2": sl.page(SL_TITLE + " (part 2)", "<h1>Part 2</h1>"),
        "/dchen/field-data-management-101": sl.page("Field data management 101", "<h1>101</h1>"),
        "/mkovacs": sl.page("Márta Kovács", "<h1>Márta Kovács</h1>"),
    }
    for n in range(1, 5):
        pages[f"{SLP}/{n}"] = sl.page(
            f"{SL_TITLE} - slide {n}",
            f"<h1>{SL_TITLE}</h1><img src='http://{SL_IMG}/rfw-2024/95/slide-{n}-1024.jpg' alt=''>"
            f"{a(SLP, 'Back to the deck')}",
        )
    cdn = Site(
        SL_IMG, {f"/rfw-2024/95/slide-{n}-1024.jpg": image("image/jpeg") for n in range(1, 5)}
    )
    return [site(sl, pages), cdn]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Silk-like

SK = host("ferry-ridership", "datavista")
SK_WWW = host("www", "datavista")
SK_PAGES = ["/", "/explore/route", "/explore/year", "/page/Route-7", "/page/Route-12", "/about"]


def _sk_sites() -> list[Site]:
    nav = ul(
        a(p, label)
        for p, label in [
            ("/", "Ferry ridership 2015-2023"),
            ("/explore/route", "By route"),
            ("/explore/year", "By year"),
            ("/about", "About this site"),
        ]
    )
    bar = (
        f"<div class=vista-bar>Made with {a(f'http://{SK_WWW}/', 'DataVista')} · "
        f"{a(f'http://{SK_WWW}/signup', 'Create your own')} · {a(f'http://{SK_WWW}/gallery', 'Gallery')}</div>"
    )

    def page(title: str, body: str) -> str:
        return (
            f"<!DOCTYPE html><html><head><meta charset=utf-8><title>{title}</title>"
            f"<link rel=stylesheet href='http://{SK_WWW}/static/vista.css'>"
            f"<script src='http://{SK_WWW}/static/vista.js'></script></head>"
            f"<body>{bar}<header>{nav}</header><main>{body}</main></body></html>"
        )

    pages: dict[str, object] = {
        "/": page(
            "Ferry ridership 2015-2023",
            "<h1>Ferry ridership 2015-2023</h1><div class=chart data-src='/download/ridership.csv'></div>"
            f"{a('/page/Route-7', 'Route 7')} {a('/page/Route-12', 'Route 12')}"
            f"{a('/download/ridership.csv', 'Download the data (CSV)')}",
        ),
        "/explore/route": page(
            "By route - Ferry ridership", "<h1>By route</h1>" + a("/page/Route-7", "Route 7")
        ),
        "/explore/year": page("By year - Ferry ridership", "<h1>By year</h1>"),
        "/page/Route-7": page(
            "Route 7 - Ferry ridership", "<h1>Route 7</h1><p>Harbour–Isle of Wend</p>"
        ),
        "/page/Route-12": page("Route 12 - Ferry ridership", "<h1>Route 12</h1>"),
        "/about": page(
            "About - Ferry ridership", "<h1>About</h1><p>Compiled by the Wend Transit Lab.</p>"
        ),
        "/download/ridership.csv": csv("route,year,passengers", "7,2023,412000"),
    }
    vis = Site(SK, pages)
    www = Portal(
        SK_WWW,
        "DataVista",
        [("/gallery", "Gallery"), ("/pricing", "Pricing"), ("/signup", "Sign up")],
        [("/terms", "Terms")],
    )
    www_site = site(
        www,
        {
            "/static/vista.css": Response.data(b"body{margin:0}", "text/css"),
            "/static/vista.js": Response.data(b"void 0;", "text/javascript"),
        },
    )
    return [vis, www_site]


# ---------------------------------------------------------------- PubPeer-like

PP = host("www", "peerthread")
pp = Portal(
    PP,
    "PeerThread",
    [
        ("/recent", "Recent"),
        ("/journals", "Journals"),
        ("/static/faq", "FAQ"),
        ("/static/about", "About"),
    ],
    [("/static/guidelines", "Guidelines"), ("/static/contact", "Contact")],
    title_format="{name} - {title}",
)
PPP = "/publications/3F9A2C1B7E0D45E6A8B9C0D1E2F3A4"
PP_TITLE = "Circadian gating of stomatal opening in Arabidopsis guard cells"


def _pp_sites() -> list[Site]:
    main = (
        f"<h1>{PP_TITLE}</h1><p>{a('http://journal.test/doi/10.5555/plcell.2019.0412', 'Plant Cell (2019)')}</p>"
        "<div class=comments><article><h4>#1 Hoya carnosa</h4><p>Figure 3B and 5D appear to share a panel.</p>"
        "</article><article><h4>#2 Author response</h4><p>Thank you; a corrigendum is submitted.</p></article></div>"
        f"<p>{a(PPP + '/comments/new', 'Add a comment')} · {a('/publications/7C1D2E3F4A5B6C7D8E9F0A1B2C3D4E', 'Other thread: same authors, 2021')}</p>"
    )
    pages: dict[str, object] = {
        PPP: pp.page(PP_TITLE, main),
        PPP + "/comments/new": pp.page("Log in", "<h1>Log in to comment</h1>"),
        "/publications/7C1D2E3F4A5B6C7D8E9F0A1B2C3D4E": pp.page(
            "Guard cell clocks (2021)", "<h1>2021</h1>"
        ),
    }
    return [site(pp, pages)]  # type: ignore[arg-type]


CASES = [
    make_case(
        "pailbucket_colony_counter",
        "Bitbucket-like forge (software project)",
        "Multi-Hop",
        "path_based",
        bb.url(BBP),
        {bb.url(BBP)} | {bb.url(BBP + p) for p in BB_SUB},
        _bb_sites,
        others={bb.url("/seabird-group/colony-counter-web/")},
    ),
    make_case(
        "slidewell_fieldwork_deck",
        "SlideShare-like slide host (slideshow)",
        "Multi-Hop",
        "path_based",
        sl.url(SLP),
        {sl.url(SLP), sl.url(SLP + "/download")} | {sl.url(f"{SLP}/{n}") for n in range(1, 5)},
        _sl_sites,
        others={sl.url(SLP + "-part-2"), sl.url("/dchen/field-data-management-101")},
    ),
    make_case(
        "datavista_ferry_ridership",
        "Silk-like data visualisation site (sub-domain)",
        "Multi-Hop",
        "path_based",
        f"http://{SK}/",
        {f"http://{SK}{p}" for p in SK_PAGES} | {f"http://{SK}/download/ridership.csv"},
        _sk_sites,
    ),
    make_case(
        "peerthread_stomata_discussion",
        "PubPeer-like post-publication discussion",
        "Single Artifact URI",
        "single_page",
        pp.url(PPP),
        {pp.url(PPP)},
        _pp_sites,
        others={pp.url("/publications/7C1D2E3F4A5B6C7D8E9F0A1B2C3D4E")},
    ),
]
