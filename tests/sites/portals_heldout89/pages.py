"""Single-page artifacts of heldout89: a mission science blog, a planetary nomenclature
gazetteer, and a conference-abstract programme whose abstracts are full HTML pages.

Seed reasoning: a blog post, an encyclopedia-style entry or an article is a Single Artifact
URI (its Academic Room, Hypotheses, Wikipedia, The Conversation rows): Single Page.  Every
link on these pages is chrome or another artifact; embedded figures are not artifact URIs.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import frame, host, image, portal, site, table, text, ul

# ---------------------------------------------------------------- mission science blog

BLOG = portal(
    host("blog", "roverlog"),
    "Rover Log",
    [("/posts", "All posts"), ("/team", "Team"), ("/tags", "Tags"), ("/feed.xml", "RSS")],
    [("/disclaimer", "Disclaimer"), ("/archive", "Archive")],
    title_format="{title} – {name}",
)


def _post(
    path: str,
    title: str,
    paras: list[str],
    figs: int,
    tags: list[str],
    prev: str,
    nxt: str,
    comments: int,
) -> dict[str, PageValue]:
    figs_html = "".join(
        f'<figure><img src="/media/{path.rsplit("/", 1)[1]}_{i}.png" alt="">'
        f"<figcaption>Figure {i}</figcaption></figure>"
        for i in range(1, figs + 1)
    )
    com = "".join(
        f'<div class="comment"><p>Comment {i}: great sol report!</p></div>'
        for i in range(1, comments + 1)
    )
    main = (
        f'<article><h1>{escape(title)}</h1><p class="byline">By the science team, '
        f'<a href="/team">Team page</a></p>{"".join(f"<p>{escape(p)}</p>" for p in paras)}'
        f"{figs_html}<p>Tags: "
        + " ".join(f'<a href="/tags/{t}">{t}</a>' for t in tags)
        + f'</p><nav class="post-nav"><a href="{prev}">Previous</a> <a href="{nxt}">Next</a>'
        f'</nav><section id="comments"><h2>{comments} comments</h2>{com}'
        '<p><a href="/login">Log in to comment</a></p></section></article>'
    )
    pages: dict[str, PageValue] = {path: frame(BLOG, title, main, share=BLOG.url(path))}
    for i in range(1, figs + 1):
        pages[f"/media/{path.rsplit('/', 1)[1]}_{i}.png"] = image((150, 90, 60), 8)
    for t in tags:
        pages[f"/tags/{t}"] = frame(BLOG, f"Tag {t}", f"<h1>Posts tagged {t}</h1>")
    return pages


_NEIGH = {
    p: frame(BLOG, t, f"<article><h1>{t}</h1></article>")
    for p, t in [
        ("/2023/05/sol-810-drive", "Sol 810: A Short Drive"),
        ("/2023/05/sol-815-sample", "Sol 815: Sample Sealed"),
        ("/2023/06/upper-fan", "Onward to the Upper Fan"),
    ]
}


_SOL_PAGES = _post(
    "/2023/05/sol-812-abrasion",
    "Sol 812: Abrading the Third Rock on the Crater Rim",
    ["The rover abraded a patch today.", "Spectra come down tomorrow."],
    1,
    ["abrasion"],
    "/2023/05/sol-810-drive",
    "/2023/05/sol-815-sample",
    2,
)
_DELTA_PAGES = _post(
    "/2023/06/delta-front-summary",
    "Delta Front Campaign: A Summary of 180 Sols",
    [
        "We look back at the delta front campaign.",
        "Twelve cores were sealed.",
        "The next campaign climbs the upper fan.",
    ],
    4,
    ["delta", "sampling", "geology"],
    "/2023/05/sol-815-sample",
    "/2023/06/upper-fan",
    7,
)


def _blog_sites() -> list[Site]:
    rss = (
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Rover Log</title></channel></rss>'
    )
    return [
        site(
            BLOG,
            {
                **_SOL_PAGES,
                **_DELTA_PAGES,
                **_NEIGH,
                "/feed.xml": text(rss, "application/rss+xml"),
                "/tags": frame(
                    BLOG, "Tags", ul([("/tags/abrasion", "abrasion"), ("/tags/delta", "delta")])
                ),
            },
        )
    ]


# ------------------------------------------------------------ nomenclature gazetteer

GAZ = portal(
    host("names", "planetgazette"),
    "Planetary Names Gazette",
    [
        ("/bodies", "Target bodies"),
        ("/descriptor-terms", "Descriptor terms"),
        ("/search-features", "Feature search"),
        ("/maps", "Maps"),
    ],
    [("/working-group", "Working group"), ("/rules", "Naming rules"), ("/news", "News")],
)


def _feature(
    fid: int, name: str, body: str, rows: list[tuple[str, str]], see: list[int]
) -> dict[str, PageValue]:
    path = f"/feature/{fid}"
    main = (
        f"<h1>{escape(name)}</h1>"
        + table([("Target", body), *rows])
        + '<p>Origin: named in honour of the source listed. <a href="/rules">Rules</a></p>'
        + "<h3>Nearby features</h3>"
        + ul([(f"/feature/{s}", f"Feature {s}") for s in see])
        + ul(
            [
                (f"/bodies/{body.lower()}", f"All {body} features"),
                (f"/maps/{body.lower()}", f"{body} quadrangle maps"),
            ]
        )
    )
    return {
        path: frame(GAZ, f"{name} ({body})", main, share=GAZ.url(path)),
        f"/bodies/{body.lower()}": frame(GAZ, body, f"<h1>{body}</h1>"),
        f"/maps/{body.lower()}": frame(GAZ, f"{body} maps", f"<h1>{body} maps</h1>"),
    }


_GAZ = {
    **_feature(14512, "Jezero", "Mars", [("Diameter", "49 km"), ("Approval", "1979")], [7711]),
    **_feature(
        7711,
        "Sputnik Planitia",
        "Pluto",
        [
            ("Diameter", "1050 km"),
            ("Approval", "2017"),
            ("Coordinates", "20N 180E"),
            ("Descriptor", "planitia"),
            ("Ethnicity", "—"),
        ],
        [14512, 7712, 7713],
    ),
    **{f"/feature/{n}": frame(GAZ, f"Feature {n}", f"<h1>Feature {n}</h1>") for n in (7712, 7713)},
}


def _gaz_sites() -> list[Site]:
    return [site(GAZ, _GAZ)]


# ------------------------------------------------------------ conference abstract programme

ABS = portal(
    host("programme", "planetsci-meeting"),
    "Planetary Science Meeting Programme",
    [("/sessions", "Sessions"), ("/authors", "Author index"), ("/schedule", "Schedule")],
    [("/venue", "Venue"), ("/code-of-conduct", "Code of conduct"), ("/sponsors", "Sponsors")],
)


def _abstract(
    num: int, title: str, authors: list[str], session: str, paras: int
) -> dict[str, PageValue]:
    path = f"/abstract/{num}"
    auth = " ".join(
        f'<a href="/authors/{a.lower().replace(" ", "-")}">{escape(a)}</a>' for a in authors
    )
    text_html = "".join(f"<p>Paragraph {i} of the abstract.</p>" for i in range(1, paras + 1))
    main = (
        f'<h1>{escape(title)}</h1><p>{auth}</p><p>Session: <a href="/sessions/{session}">'
        f'{session}</a></p>{text_html}<nav><a href="/abstract/{num - 1}">Previous abstract</a> '
        f'<a href="/abstract/{num + 1}">Next abstract</a></nav>'
    )
    pages: dict[str, PageValue] = {path: frame(ABS, title, main, share=ABS.url(path))}
    for a in authors:
        slug = a.lower().replace(" ", "-")
        pages[f"/authors/{slug}"] = frame(ABS, a, f"<h1>{escape(a)}</h1>")
    pages[f"/sessions/{session}"] = frame(ABS, session, f"<h1>Session {session}</h1>")
    for n in (num - 1, num + 1):
        pages.setdefault(f"/abstract/{n}", frame(ABS, f"Abstract {n}", f"<h1>Abstract {n}</h1>"))
    return pages


_ABS = {
    **_abstract(1203, "Thermal Inertia of Boulder Fields on Bennu", ["A. Okafor"], "T21", 2),
    **_abstract(
        2417,
        "Noble Gas Inventory of a New CM Chondrite Fall",
        ["R. Lindqvist", "M. Takeda", "S. Ibarra", "J. Novak"],
        "M44",
        6,
    ),
}


def _abs_sites() -> list[Site]:
    return [site(ABS, _ABS)]


CASES: list[Case] = [
    # Blog post: a Single Artifact URI (the seed's blog rows): Single Page.
    case(
        "roverlog-sol812",
        "mission science blog (short post)",
        "blog post",
        "single_page",
        BLOG.url("/2023/05/sol-812-abrasion"),
        [BLOG.url("/2023/05/sol-812-abrasion")],
        _blog_sites,
    ),
    # Harder: four figures, tags, inline comments, prev/next posts: still one URI.
    case(
        "roverlog-delta",
        "mission science blog (figures, comments)",
        "blog post",
        "single_page",
        BLOG.url("/2023/06/delta-front-summary"),
        [BLOG.url("/2023/06/delta-front-summary")],
        _blog_sites,
    ),
    # Encyclopedia-like entry (the Wikipedia row): Single Page.
    case(
        "gazette-jezero",
        "nomenclature gazetteer (crater)",
        "encyclopedia entry",
        "single_page",
        GAZ.url("/feature/14512"),
        [GAZ.url("/feature/14512")],
        _gaz_sites,
        others=[GAZ.url("/feature/7711")],
    ),
    case(
        "gazette-sputnik",
        "nomenclature gazetteer (nearby features, maps)",
        "encyclopedia entry",
        "single_page",
        GAZ.url("/feature/7711"),
        [GAZ.url("/feature/7711")],
        _gaz_sites,
        others=[GAZ.url(f"/feature/{n}") for n in (14512, 7712, 7713)],
    ),
    # An abstract published as one HTML page (The Conversation / JSTOR daily rows).
    case(
        "meeting-bennu",
        "conference abstract programme (one author)",
        "abstract",
        "single_page",
        ABS.url("/abstract/1203"),
        [ABS.url("/abstract/1203")],
        _abs_sites,
        others=[ABS.url("/abstract/1202"), ABS.url("/abstract/1204")],
    ),
    case(
        "meeting-chondrite",
        "conference abstract programme (four authors, long)",
        "abstract",
        "single_page",
        ABS.url("/abstract/2417"),
        [ABS.url("/abstract/2417")],
        _abs_sites,
        others=[ABS.url("/abstract/2416"), ABS.url("/abstract/2418")],
    ),
]
