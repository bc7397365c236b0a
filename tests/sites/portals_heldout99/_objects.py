"""Museum-object portals of heldout99: an online collection of object records, the public
front of a collection management database (loans, exhibitions, conservation, media tabs as
sub-paths), an exhibition archive with press kits and installation photographs, and a
virtual-exhibition builder (Omeka-style exhibits with nested pages).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, data, doc, jpeg, jsonr, table, ul

# --- online collection: single page ----------------------------------------------------------

COLL = Chrome(
    host="collection.marlowgate.hx99.example",
    name="Marlowgate Museum",
    tagline="Collection online",
    menu=(
        ("/visit", "Visit"),
        ("/whats-on", "What's on"),
        ("/collection", "Collection"),
        ("/learn", "Learn"),
        ("/shop", "Shop"),
        ("/support-us", "Support us"),
    ),
    title_fmt="{title} | {name}",
    home_main='<h1>Marlowgate Museum</h1><p><a href="/collection">Search 380,000 objects</a></p>',
)
EWER = "/objects/84213/bronze-ewer-with-lion-handle"
CASKET = "/objects/112907/casket-with-scenes-of-courtly-love"
RELATED = {
    "/objects/84214/bronze-basin": "Bronze basin",
    "/objects/84301/brass-candlestick": "Brass candlestick",
    "/objects/112911/ivory-mirror-case": "Ivory mirror case",
    "/objects/112955/comb-with-hunting-scene": "Comb with hunting scene",
    "/objects/113002/writing-tablet-cover": "Writing tablet cover",
}


def _object(
    path: str, title: str, fields: list[tuple[str, str]], body: str, related: list[str]
) -> str:
    side = "<h2>Related objects</h2>" + ul([(p, RELATED[p]) for p in related])
    return COLL.page(
        title,
        f"<h1>{escape(title)}</h1>"
        '<img src="/iiif/objects/preview.jpg" alt="">'
        + table(fields)
        + body
        + '<p class="rights">Image &copy; Marlowgate Museum. For reproductions contact '
        '<a href="/picture-library">the picture library</a>.</p>',
        aside=side,
        share=COLL.url(path),
        crumbs=(("/", "Home"), ("/collection", "Collection"), ("/collection/search", "Search")),
    )


def build_collection() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/iiif/objects/preview.jpg": jpeg(4),
        "/picture-library": COLL.page("Picture library", "<h1>Picture library</h1>"),
        "/collection/search": COLL.page("Search", "<h1>Search the collection</h1>"),
    }
    pages[EWER] = _object(
        EWER,
        "Ewer with lion handle",
        [
            ("Object number", "M.211-1921"),
            ("Date", "about 1400"),
            ("Materials", "Bronze, cast"),
            ("Place", '<a href="/collection/search?place=lower-saxony">Lower Saxony</a>'),
        ],
        "<h2>Description</h2><p>Aquamanile-type ewer with a lion-shaped handle.</p>",
        ["/objects/84214/bronze-basin", "/objects/84301/brass-candlestick"],
    )
    tags = ul(
        [
            (f"/collection/search?tag={t}", t)
            for t in ("ivory", "romance", "gothic", "courtly-love", "paris")
        ],
        "tags",
    )
    pages[CASKET] = _object(
        CASKET,
        "Casket with scenes of courtly love",
        [
            ("Object number", "A.560-1910"),
            ("Date", "1330-1350"),
            ("Maker", '<a href="/people/atelier-of-the-boxes">Atelier of the Boxes</a>'),
            ("Gallery", '<a href="/visit/galleries/medieval-and-renaissance">Room 8</a>'),
        ],
        "<h2>Description</h2><p>Four panels from the romance of the Chatelaine of Vergy.</p>"
        '<h2 id="tags">Tags</h2>' + tags + "<h2>Exhibition history</h2><p>Gothic Ivories "
        '(2019), see <a href="/whats-on/past">past exhibitions</a>.</p>'
        '<h2>Comments</h2><div id="comments" data-thread="112907"></div>'
        '<p><a href="/login">Log in</a> to add a comment.</p>',
        [
            "/objects/112911/ivory-mirror-case",
            "/objects/112955/comb-with-hunting-scene",
            "/objects/113002/writing-tablet-cover",
        ],
    )
    for path, title in RELATED.items():
        pages[path] = _object(path, title, [("Object number", path.split("/")[2])], "", [])
    for path in (
        "/people/atelier-of-the-boxes",
        "/visit/galleries/medieval-and-renaissance",
        "/whats-on/past",
    ):
        pages[path] = COLL.page(path.rsplit("/", 1)[1], f"<h1>{escape(path)}</h1>")
    return COLL.sites(pages)


# --- collection management database (public front): path based ------------------------------

CMS = Chrome(
    host="objects.thornquist.hx99.example",
    name="Thornquist Collections Database",
    title_fmt="{name}: {title}",
    tagline="Public access to the collection records",
    menu=(
        ("/objects/", "Objects"),
        ("/people/", "People"),
        ("/exhibitions/", "Exhibitions"),
        ("/loans/", "Loans"),
        ("/advancedsearch", "Advanced search"),
    ),
)
MASK = "/objects/1978.41.2/"
ORRERY = "/objects/2004.117.1/"


def _tabs(base: str, tabs: list[tuple[str, str]]) -> str:
    return (
        '<nav class="tabs">' + ul([(base + p, t) for p, t in [("", "Summary"), *tabs]]) + "</nav>"
    )


def build_cms() -> list[Site]:
    pages: dict[str, PageValue] = {}
    m = MASK
    mtabs = [("exhibitions/", "Exhibitions"), ("loans/", "Loans"), ("media/", "Media (2)")]
    pages[m] = CMS.page(
        "Dance mask (1978.41.2)",
        "<h1>Dance mask</h1>"
        + _tabs(m, mtabs)
        + table(
            [
                ("Accession number", "1978.41.2"),
                ("Culture", "Baining"),
                ("Acquired", '<a href="/people/e-vandersloot/">E. van der Sloot</a>, 1978'),
            ]
        )
        + '<p><a href="/objects/1978.41.1/">Previous in accession</a> · '
        '<a href="/objects/1978.41.3/">Next in accession</a></p>',
    )
    pages[m + "exhibitions/"] = CMS.page(
        "Exhibitions (1978.41.2)",
        "<h1>Exhibition history</h1>"
        + _tabs(m, mtabs)
        + ul([("/exhibitions/1985-masks-of-new-britain/", "Masks of New Britain, 1985")]),
    )
    pages[m + "loans/"] = CMS.page(
        "Loans (1978.41.2)",
        "<h1>Outgoing loans</h1>"
        + _tabs(m, mtabs)
        + ul([("/loans/L-2011-0093/", "L-2011-0093 to the Pitt Rivers, 2011-2012")]),
    )
    pages[m + "media/"] = CMS.page(
        "Media (1978.41.2)",
        "<h1>Media</h1>"
        + _tabs(m, mtabs)
        + ul([(m + f"media/{i}/", f"Image {i}") for i in (1, 2)]),
    )
    for i in (1, 2):
        pages[m + f"media/{i}/"] = CMS.page(
            f"Image {i} (1978.41.2)",
            f'<h1>Image {i}</h1><img src="{m}media/{i}/preview.jpg" alt="">'
            f'<p><a href="{m}media/{i}/full.jpg">Full resolution</a> · '
            f'<a href="{m}media/">All media</a></p>',
        )
        pages[m + f"media/{i}/full.jpg"] = jpeg(20 + i)
        pages[m + f"media/{i}/preview.jpg"] = jpeg(30 + i)

    o = ORRERY
    otabs = [
        ("exhibitions/", "Exhibitions"),
        ("loans/", "Loans (3)"),
        ("conservation/", "Conservation"),
        ("media/", "Media (4)"),
        ("export.json", "JSON"),
    ]
    pages[o] = CMS.page(
        "Orrery (2004.117.1)",
        "<h1>Grand orrery</h1>"
        + _tabs(o, otabs)
        + table(
            [
                ("Accession number", "2004.117.1"),
                ("Maker", '<a href="/people/t-wright/">Thomas Wright</a>'),
                ("Date", "about 1733"),
            ]
        )
        + '<p><a href="/objects/2004.117.2/">Part of the same gift</a></p>',
    )
    pages[o + "exhibitions/"] = CMS.page(
        "Exhibitions (2004.117.1)",
        "<h1>Exhibition history</h1>"
        + _tabs(o, otabs)
        + ul(
            [
                ("/exhibitions/2008-clockwork-heavens/", "Clockwork Heavens, 2008"),
                ("/exhibitions/2016-instruments-of-light/", "Instruments of Light, 2016"),
            ]
        ),
    )
    loans = [
        ("L-2009-0211", "Science Museum, 2009"),
        ("L-2014-0040", "Royal Observatory, 2014"),
        ("L-2022-0007", "Musee des Arts et Metiers, 2022"),
    ]
    pages[o + "loans/"] = CMS.page(
        "Loans (2004.117.1)",
        "<h1>Outgoing loans</h1>"
        + _tabs(o, otabs)
        + ul([(f"/loans/{k}/", t) for k, t in loans[:2]])
        + f'<p>Page 1 of 2 · <a href="{o}loans/?page=2">Next</a></p>',
    )
    pages[o + "loans/?page=2"] = CMS.page(
        "Loans, page 2 (2004.117.1)",
        "<h1>Outgoing loans</h1>"
        + ul([(f"/loans/{k}/", t) for k, t in loans[2:]])
        + f'<p><a href="{o}loans/">Previous</a> · Page 2 of 2</p>',
    )
    pages[o + "conservation/"] = CMS.page(
        "Conservation (2004.117.1)",
        "<h1>Conservation</h1>"
        + _tabs(o, otabs)
        + ul(
            [
                (o + "conservation/report-2013.pdf", "Treatment report, 2013 (PDF)"),
                (o + "conservation/condition-2022.pdf", "Condition check before loan, 2022"),
            ]
        ),
    )
    pages[o + "conservation/report-2013.pdf"] = doc("Treatment report 2004.117.1", ["2013"])
    pages[o + "conservation/condition-2022.pdf"] = doc("Condition report 2004.117.1", ["2022"])
    pages[o + "media/"] = CMS.page(
        "Media (2004.117.1)",
        "<h1>Media</h1>"
        + _tabs(o, otabs)
        + ul([(o + f"media/{i}/", f"Image {i}") for i in (1, 2, 3, 4)]),
    )
    for i in (1, 2, 3, 4):
        pages[o + f"media/{i}/"] = CMS.page(
            f"Image {i} (2004.117.1)",
            f'<h1>Image {i}</h1><p><a href="{o}media/{i}/full.jpg">Full resolution</a>'
            f' · <a href="{o}media/{i}/full.tif">Master TIFF</a></p>',
        )
        pages[o + f"media/{i}/full.jpg"] = jpeg(40 + i)
        pages[o + f"media/{i}/full.tif"] = data(b"II*\x00" + bytes([i]) * 16, "image/tiff")
    pages[o + "export.json"] = jsonr({"accession": "2004.117.1", "title": "Grand orrery"})

    for path in (
        "/objects/1978.41.1/",
        "/objects/1978.41.3/",
        "/objects/2004.117.2/",
        "/people/e-vandersloot/",
        "/people/t-wright/",
        "/exhibitions/1985-masks-of-new-britain/",
        "/exhibitions/2008-clockwork-heavens/",
        "/exhibitions/2016-instruments-of-light/",
        "/loans/L-2011-0093/",
        *(f"/loans/{k}/" for k, _t in loans),
    ):
        pages[path] = CMS.page(path.strip("/").rsplit("/", 1)[1], f"<h1>{escape(path)}</h1>")
    return CMS.sites(pages)


# --- exhibition archive: single page plus with ignored URIs ----------------------------------

EXA = Chrome(
    host="exhibitions.kelderhall.hx99.example",
    name="Kelderhall Exhibition Archive",
    tagline="Fifty years of exhibitions",
    menu=(
        ("/exhibitions/", "All exhibitions"),
        ("/exhibitions/current", "Current"),
        ("/publications", "Publications"),
        ("/press", "Press office"),
    ),
    home_main="<h1>Exhibition archive</h1>"
    + ul(
        [
            ("/exhibitions/1988/glass-flowers", "Glass Flowers (1988)"),
            ("/exhibitions/2002/deep-time", "Deep Time (2002)"),
        ]
    ),
)
WUNDER = "/exhibitions/1994/wunderkammer-revisited"
MOTHS = "/exhibitions/2017/night-flyers-moths-of-the-lowlands"


def _exhibition(title: str, when: str, files: list[tuple[str, str]], photos: int, key: str) -> str:
    gallery = "".join(
        f'<a href="/files/{key}/photos/install-{i:02d}.jpg">'
        f'<img src="/files/{key}/photos/thumb-{i:02d}.jpg" alt="Installation view {i}"></a>'
        for i in range(1, photos + 1)
    )
    return EXA.page(
        title,
        f"<h1>{escape(title)}</h1><p class='dates'>{when}</p>"
        f"<h2>Installation views</h2><div class='gallery'>{gallery}</div>"
        "<h2>Documents</h2>"
        + ul(files)
        + f'<p>Cite this page: <a href="/cite/{key}.ris">RIS</a> · '
        f'<a href="/cite/{key}.bib">BibTeX</a></p>',
        share=EXA.url("/exhibitions/"),
    )


def build_exhibitions() -> list[Site]:
    pages: dict[str, PageValue] = {}
    w_files = [
        ("/files/wunderkammer/press-release.pdf", "Press release (PDF)"),
        ("/files/wunderkammer/checklist.pdf", "Checklist of exhibited objects (PDF)"),
    ]
    pages[WUNDER] = _exhibition(
        "Wunderkammer Revisited", "12 March - 4 September 1994", w_files, 3, "wunderkammer"
    )
    m_files = [
        ("/files/nightflyers/press-kit.pdf", "Press kit (PDF)"),
        ("/files/nightflyers/checklist.pdf", "Checklist (PDF)"),
        ("/files/nightflyers/wall-texts.pdf", "Wall texts (PDF)"),
        ("/files/nightflyers/floor-plan.pdf", "Floor plan (PDF)"),
        ("/files/nightflyers/audio-guide.mp3", "Audio guide (MP3, 24 min)"),
        ("/files/nightflyers/moth-counts-2016.csv", "Light-trap counts behind the show (CSV)"),
    ]
    pages[MOTHS] = _exhibition(
        "Night Flyers: Moths of the Lowlands",
        "6 October 2017 - 25 February 2018",
        m_files,
        6,
        "nightflyers",
    )
    for key, files, photos in (("wunderkammer", w_files, 3), ("nightflyers", m_files, 6)):
        for path, label in files:
            if path.endswith(".pdf"):
                pages[path] = doc(label, [key])
            elif path.endswith(".mp3"):
                pages[path] = data(b"ID3\x03\x00\x00\x00\x00\x00\x00\xff\xfb", "audio/mpeg")
            else:
                pages[path] = data("date,trap,count\n2016-07-01,A,212\n", "text/csv")
        for i in range(1, photos + 1):
            pages[f"/files/{key}/photos/install-{i:02d}.jpg"] = jpeg(50 + i)
            pages[f"/files/{key}/photos/thumb-{i:02d}.jpg"] = jpeg(60 + i)
        pages[f"/cite/{key}.ris"] = data(f"TY  - ART\nTI  - {key}\nER  -\n", "application/x-ris")
        pages[f"/cite/{key}.bib"] = data(
            f"@misc{{{key}, title={{{key}}}}}\n", "application/x-bibtex"
        )
    for path in ("/exhibitions/1988/glass-flowers", "/exhibitions/2002/deep-time"):
        pages[path] = EXA.page(path.rsplit("/", 1)[1], f"<h1>{escape(path)}</h1>")
    return EXA.sites(pages)


def _exa_truth(entry: str, key: str, files: list[str], photos: int) -> list[str]:
    paths = [entry, *files, f"/cite/{key}.ris", f"/cite/{key}.bib"]
    paths += [f"/files/{key}/photos/install-{i:02d}.jpg" for i in range(1, photos + 1)]
    return [EXA.url(p) for p in paths]


# --- virtual exhibition builder (Omeka-style exhibits): path based ---------------------------

VEX = Chrome(
    host="exhibits.wrenfield.hx99.example",
    name="Wrenfield Digital Exhibits",
    title_fmt="{title} · {name}",
    menu=(
        ("/items/browse", "Browse items"),
        ("/collections/browse", "Collections"),
        ("/exhibits", "Exhibits"),
    ),
    footer=(("/about", "About"), ("/contact", "Contact"), ("/privacy", "Privacy")),
)
FENS = "/exhibits/show/beetles-of-the-fens"
DREDGE = "/exhibits/show/the-challenger-dredgings"


def _exhibit_page(base: str, title: str, body: str, toc: list[tuple[str, str]], pn: str) -> str:
    return VEX.page(
        title,
        f"<h1>{escape(title)}</h1>{body}<nav class='exhibit-nav'>{pn}</nav>",
        aside="<h2>Contents</h2>" + ul(toc),
        share=VEX.url(base),
    )


def build_exhibits() -> list[Site]:
    pages: dict[str, PageValue] = {}
    # small exhibit: landing plus three pages in sequence
    f_pages = ["introduction", "collectors", "extinct-species"]
    toc = [(f"{FENS}/{p}", p.replace("-", " ").title()) for p in f_pages]
    item = '<p>Featured item: <a href="/items/show/{n}">Item {n}</a></p>'
    pages[FENS] = _exhibit_page(
        FENS,
        "Beetles of the Fens",
        "<p>An exhibit by the entomology volunteers.</p>",
        toc,
        f'<a href="{FENS}/introduction">Begin</a>',
    )
    for i, p in enumerate(f_pages):
        nxt = f'<a href="{FENS}/{f_pages[i + 1]}">Next</a>' if i + 1 < len(f_pages) else ""
        prv = f'<a href="{FENS}/{f_pages[i - 1]}">Previous</a>' if i else ""
        pages[f"{FENS}/{p}"] = _exhibit_page(
            FENS, p.replace("-", " ").title(), item.format(n=300 + i), toc, prv + nxt
        )
    # larger exhibit: sections with nested pages, reached only through previous/next links,
    # and an exhibit summary page
    sections = {"voyage": ["route", "the-dredge"], "finds": ["sponges", "echinoderms", "crinoids"]}
    toc = [(f"{DREDGE}/{s}", s.title()) for s in sections] + [(f"{DREDGE}/summary", "Summary")]
    pages[DREDGE] = _exhibit_page(
        DREDGE,
        "The Challenger Dredgings",
        "<p>Deep-sea specimens from 1873-1876.</p>",
        toc,
        f'<a href="{DREDGE}/voyage">Begin</a>',
    )
    seq = [f"{s}/{p}" for s in sections for p in sections[s]]
    for s, subs in sections.items():
        pages[f"{DREDGE}/{s}"] = _exhibit_page(
            DREDGE,
            s.title(),
            "<p>Section introduction.</p>",
            toc,
            f'<a href="{DREDGE}/{s}/{subs[0]}">Next</a>',
        )
    for i, p in enumerate(seq):
        nxt = f'<a href="{DREDGE}/{seq[i + 1]}">Next</a>' if i + 1 < len(seq) else ""
        pages[f"{DREDGE}/{p}"] = _exhibit_page(
            DREDGE,
            p.split("/")[1].replace("-", " ").title(),
            item.format(n=410 + i) + '<a href="/files/original/dredge-log-1874.pdf">Log</a>',
            toc,
            nxt,
        )
    pages[f"{DREDGE}/summary"] = _exhibit_page(
        DREDGE, "Summary", "<p>Credits and sources.</p>", toc, ""
    )
    pages["/files/original/dredge-log-1874.pdf"] = doc("Dredge log 1874", ["station 241"])
    for n in [*range(300, 303), *range(410, 410 + len(seq))]:
        pages[f"/items/show/{n}"] = VEX.page(f"Item {n}", f"<h1>Item {n}</h1>")
    return VEX.sites(pages)


# --- cases -------------------------------------------------------------------------------------

CASES: list[Case] = [
    # An object record with no downloads: the page is the artifact, and everything it links
    # (menus, related objects, picture library) is the museum's site; the seed's Single Page,
    # as for Omeka collection items.
    case(
        "marlowgate-bronze-ewer",
        "museum online collection (object record with related objects)",
        "Single Artifact URI",
        "single_page",
        COLL.url(EWER),
        [COLL.url(EWER)],
        build_collection,
        others=[
            COLL.url("/objects/84214/bronze-basin"),
            COLL.url("/objects/84301/brass-candlestick"),
        ],
    ),
    # Harder: tags, maker, gallery, comments and three related objects, still no file of
    # the object's own: Single Page.
    case(
        "marlowgate-ivory-casket",
        "museum online collection (object record with tags, comments, exhibition history)",
        "Single Artifact URI",
        "single_page",
        COLL.url(CASKET),
        [COLL.url(CASKET)],
        build_collection,
        others=[
            COLL.url(p)
            for p in (
                "/objects/112911/ivory-mirror-case",
                "/objects/112955/comb-with-hunting-scene",
                "/objects/113002/writing-tablet-cover",
            )
        ],
    ),
    # Every tab of the record is a sub-path of the object's URI and its files hang under the
    # tabs; loans, exhibitions and people are records of their own elsewhere: Path-Based.
    case(
        "thornquist-dance-mask",
        "collection management database (object with loan, exhibition and media tabs)",
        "Multi-Hop",
        "path_based",
        CMS.url(MASK),
        [
            CMS.url(MASK + p)
            for p in [
                "",
                "exhibitions/",
                "loans/",
                "media/",
                "media/1/",
                "media/2/",
                "media/1/full.jpg",
                "media/2/full.jpg",
            ]
        ],
        build_cms,
        others=[CMS.url("/objects/1978.41.1/"), CMS.url("/objects/1978.41.3/")],
    ),
    # Harder: a paginated loans tab, conservation reports and master files three hops
    # under the object's path, exhibitions and loans elsewhere: still Path-Based.
    case(
        "thornquist-grand-orrery",
        "collection management database (object with paginated loans, conservation reports, "
        "four media, JSON export)",
        "Multi-Hop",
        "path_based",
        CMS.url(ORRERY),
        [
            CMS.url(ORRERY + p)
            for p in [
                "",
                "exhibitions/",
                "loans/",
                "loans/?page=2",
                "conservation/",
                "conservation/report-2013.pdf",
                "conservation/condition-2022.pdf",
                "media/",
                "export.json",
                *(f"media/{i}/" for i in (1, 2, 3, 4)),
                *(f"media/{i}/full.jpg" for i in (1, 2, 3, 4)),
                *(f"media/{i}/full.tif" for i in (1, 2, 3, 4)),
            ]
        ],
        build_cms,
        others=[CMS.url("/objects/2004.117.2/")],
    ),
    # Figshare/Zenodo-like: the exhibition page and the files it links one hop away; the
    # archive's menus and featured exhibitions are on its homepage and 404 page, so the
    # seed's Single Page+ with Ignored URIs.
    case(
        "kelderhall-wunderkammer-1994",
        "exhibition archive (press release, checklist, three installation views)",
        "Single Hop",
        "single_page_plus_ignored",
        EXA.url(WUNDER),
        _exa_truth(
            WUNDER,
            "wunderkammer",
            ["/files/wunderkammer/press-release.pdf", "/files/wunderkammer/checklist.pdf"],
            3,
        ),
        build_exhibitions,
    ),
    # Harder: six documents of four types and six installation views, all one hop away
    # and none on the homepage: still Single Page+ with Ignored URIs.
    case(
        "kelderhall-night-flyers-2017",
        "exhibition archive (press kit, wall texts, audio guide, data file, six installation "
        "views)",
        "Single Hop",
        "single_page_plus_ignored",
        EXA.url(MOTHS),
        _exa_truth(
            MOTHS,
            "nightflyers",
            [
                f"/files/nightflyers/{n}"
                for n in (
                    "press-kit.pdf",
                    "checklist.pdf",
                    "wall-texts.pdf",
                    "floor-plan.pdf",
                    "audio-guide.mp3",
                    "moth-counts-2016.csv",
                )
            ],
            6,
        ),
        build_exhibitions,
    ),
    # Omeka exhibits: every page of an exhibit extends the exhibit's slug path, items and
    # files are the site's own records (Path-Based, as for Silk's one-site artifacts).
    case(
        "wrenfield-fen-beetles",
        "virtual exhibition builder (exhibit with three pages)",
        "Multi-Hop",
        "path_based",
        VEX.url(FENS),
        [VEX.url(FENS)]
        + [VEX.url(f"{FENS}/{p}") for p in ("introduction", "collectors", "extinct-species")],
        build_exhibits,
        others=[VEX.url("/items/show/300")],
    ),
    # Harder: nested section pages reached only through previous/next links and an
    # original file outside the exhibit path (an item's file, not the exhibit's): Path-Based.
    case(
        "wrenfield-challenger-dredgings",
        "virtual exhibition builder (sections with nested pages reached by next links, summary)",
        "Multi-Hop",
        "path_based",
        VEX.url(DREDGE),
        [VEX.url(DREDGE)]
        + [
            VEX.url(f"{DREDGE}/{p}")
            for p in (
                "voyage",
                "finds",
                "summary",
                "voyage/route",
                "voyage/the-dredge",
                "finds/sponges",
                "finds/echinoderms",
                "finds/crinoids",
            )
        ],
        build_exhibits,
    ),
]
