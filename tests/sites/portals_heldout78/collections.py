"""heldout78's college and heritage portals: a Digital-Commons-like repository (landing
/series/N/, downloads through viewcontent.cgi), Omeka Classic (items with embedded media
only), Omeka S ("Item · Site · Omeka S" titles), an EPrints 3 ReCollect data repository
(bare dataset titles) and Greenstone 2 (documents addressed by a HASH identifier in the
query string)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, bare_record, image, pdf_file, text, ul, zip_file

# --- Larchmont College Digital Commons-like repository ------------------------------------

LAR = Chrome(
    host="digitalcommons.larchmont.hx78.example",
    name="Larchmont Commons",
    menu=[
        ("/", "Home"),
        ("/communities.html", "Browse Collections"),
        ("/authors.html", "Author Corner"),
        ("/do/discipline_browser/disciplines", "Disciplines"),
        ("/faq.html", "FAQ"),
    ],
    footer=[
        ("/about.html", "About"),
        ("/accessibility.html", "Accessibility"),
        ("/cookies", "Cookies"),
        ("/cgi/myaccount.cgi", "My Account"),
        ("http://www.bepress.test/", "Elsevier - Digital Commons"),
    ],
    title_format='"{title}" by Larchmont Faculty',
    software="Digital Commons",
    login="/cgi/myaccount.cgi",
    search="/do/search/",
)


def _lar_record(
    series: str,
    n: int,
    article: int,
    title: str,
    author: str,
    supp: list[str],
    related: list[tuple[int, str]],
) -> dict[str, PageValue]:
    b = f"/{series}/{n}/"
    pages: dict[str, PageValue] = {}
    dl = f"/cgi/viewcontent.cgi?article={article}&context={series}"
    pages[dl] = pdf_file(title, author)
    sl = []
    for i, f in enumerate(supp):
        p = f"/context/{series}/article/{article}/filename/{i}/type/additional/viewcontent/{f}"
        pages[p] = zip_file() if f.endswith(".zip") else text("col1,col2\n1,2\n", "text/csv")
        sl.append((p, f))
    for m, t in related:
        pages[f"/{series}/{m}/"] = bare_record(LAR, t, "Another Larchmont work.")
    supp_html = f"<h4>Additional Files</h4>{ul(sl)}" if sl else ""
    pages[b] = LAR.page(
        title,
        f'<div id="title"><h1>{escape(title)}</h1></div><p class="author">{escape(author)}, '
        f'<em>Larchmont College</em></p><div id="download"><a href="{dl.replace("&", "&amp;")}" '
        f'class="btn">Download</a></div><p class="abstract">Abstract text.</p>{supp_html}'
        '<h4>Included in</h4><p><a href="/do/discipline_browser/disciplines/ecology">Ecology</a></p>'
        f'<h4>Recommended Citation</h4><p>{escape(author)}, "{escape(title)}" (2018).</p>'
        f"<h4>Related works</h4>{ul([(f'/{series}/{m}/', t) for m, t in related])}"
        '<p class="plumx"><a href="http://plu.mx.test/plum/a/?repo_url=larchmont">PlumX</a></p>'
        '<p class="share"><a href="http://www.addthis.test/bookmark.php">Share</a></p>',
    )
    return pages


LAR_1 = _lar_record(
    "facpubs",
    42,
    1042,
    "Tree swallow nest box occupancy on a college campus",
    "Dunmore, Claire",
    [],
    [(39, "Campus bird counts, winter 2016")],
)
LAR_2 = _lar_record(
    "biology_theses",
    17,
    1117,
    "Vernal pool amphibians of the Larchmont reserve",
    "Okafor, Daniel",
    ["pool_depths.csv", "egg_mass_counts.csv", "pool_photos.zip"],
    [(15, "Wood frog breeding chronology"), (21, "Salamander road crossings")],
)


def build_lar() -> list[Site]:
    home = "<h1>Larchmont Commons</h1><p>The open access repository of Larchmont College.</p>"
    return [LAR.site(home, {**LAR_1, **LAR_2})]


def _lar_truth(series: str, n: int, article: int, record: dict[str, PageValue]) -> list[str]:
    own = [p for p in record if p == f"/{series}/{n}/" or str(article) in p]
    return [LAR.url(p) for p in own]


# --- Fennick Maritime Museum (Omeka Classic) ----------------------------------------------

FEN = Chrome(
    host="omeka.fennick.hx78.example",
    name="Fennick Maritime Museum Collections",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    footer=[("/items/search", "Advanced search"), ("/cookies", "Cookies"), ("/admin", "Staff")],
    title_format="{title} · {name}",
    software="Omeka Classic 2.8",
    login="/admin/users/login",
    search="/search",
)


def _fen_item(
    n: int,
    title: str,
    images: list[tuple[str, tuple[int, int, int]]],
    audio: str,
    tags: list[str],
    prev_next: tuple[int, int],
) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    # The theme embeds the files (img, audio) and prints no link to them or to output formats.
    figs = ""
    for f, rgb in images:
        pages[f"/files/fullsize/{f}"] = image(rgb)
        figs += f'<div class="item-file image-jpeg"><img src="/files/fullsize/{f}" alt="{escape(title)}"></div>'
    if audio:
        pages[f"/files/original/{audio}"] = text("ID3", "audio/mpeg")
        figs += f'<audio controls src="/files/original/{audio}"></audio><h3>Transcript</h3><p>Recorded aboard.</p>'
    for m in prev_next:
        pages[f"/items/show/{m}"] = bare_record(FEN, f"Item {m}", "Another museum object.")
    tag_links = " ".join(f'<a href="/items/browse?tags={t}">{t}</a>' for t in tags)
    pages[f"/items/show/{n}"] = FEN.page(
        title,
        f'<h1>{escape(title)}</h1><div id="item-images">{figs}</div>'
        f'<div class="element-set"><h2>Dublin Core</h2><h3>Date</h3><p>c. 1890</p></div>'
        f'<div id="collection"><a href="/collections/show/4">Harbour life</a></div>'
        f'<div class="tags">{tag_links}</div><div id="item-citation"><p>"{escape(title)}," '
        f"Fennick Maritime Museum Collections, accessed 2026.</p></div>"
        f'<ul class="item-pagination"><li><a href="/items/show/{prev_next[0]}">Previous Item</a></li>'
        f'<li><a href="/items/show/{prev_next[1]}">Next Item</a></li></ul>',
    )
    return pages


FEN_1 = _fen_item(
    212,
    "Brass binnacle from the lugger Kittiwake",
    [("a7c3e1b2.jpg", (170, 140, 60))],
    "",
    ["navigation"],
    (211, 213),
)
FEN_2 = _fen_item(
    388,
    "Net mending on Fennick quay, oral history",
    [
        ("d41d8cd9.jpg", (90, 100, 110)),
        ("e2fc714c.jpg", (95, 105, 115)),
        ("f3a9b8c7.jpg", (99, 99, 99)),
    ],
    "netmending_1978.mp3",
    ["fishing", "oral-history", "quay"],
    (387, 389),
)


def build_fen() -> list[Site]:
    return [FEN.site("<h1>Fennick Maritime Museum</h1>", {**FEN_1, **FEN_2})]


# --- Corrowby Heritage (Omeka S) -----------------------------------------------------------

COR = Chrome(
    host="omeka.corrowby.hx78.example",
    name="Corrowby Heritage",
    menu=[
        ("/s/heritage/page/welcome", "Welcome"),
        ("/s/heritage/item", "Browse items"),
        ("/s/heritage/item-set", "Item sets"),
        ("/s/heritage/page/visit", "Visit"),
    ],
    footer=[("/s/heritage/page/credits", "Credits"), ("/cookies", "Cookies"), ("/login", "Log in")],
    title_format="{title} · {name} · Omeka S",
    home_title="Corrowby Heritage · Omeka S",
    software="Omeka S 4.0.4",
    search="/s/heritage/index/search",
)


def _cor_item(
    n: int, title: str, media: list[tuple[int, str]], linked: list[tuple[int, str]]
) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    ml = []
    for mid, f in media:
        orig = f"/files/original/{mid}-{f}"
        pages[orig] = text(f"{title}\n{f}: transcription of the original.\n")
        pages[f"/s/heritage/media/{mid}"] = COR.page(
            f,
            f'<h2>{escape(f)}</h2><p>Part of item: <a href="/s/heritage/item/{n}">{escape(title)}</a></p>'
            f'<p><a href="{orig}">Download original</a></p>',
        )
        ml.append((f"/s/heritage/media/{mid}", f))
    pages[f"/api/items/{n}"] = text(
        f'{{"@id": "/api/items/{n}", "dcterms:title": "{title}"}}', "application/ld+json"
    )
    for m, t in linked:
        pages[f"/s/heritage/item/{m}"] = bare_record(COR, t, "Another Corrowby item.")
    pages[f"/s/heritage/item/{n}"] = COR.page(
        title,
        f'<h2>{escape(title)}</h2><div class="media-list">{ul(ml)}</div>'
        f'<dl><dt>Item sets</dt><dd><a href="/s/heritage/item-set/12">Corrowby chapel</a></dd></dl>'
        f"<h3>Linked resources</h3>{ul([(f'/s/heritage/item/{m}', t) for m, t in linked])}"
        f'<p><a href="/api/items/{n}">JSON-LD</a></p>',
    )
    return pages


COR_1 = _cor_item(
    1450,
    "Chapel restoration appeal leaflet",
    [(1451, "appeal_leaflet.txt")],
    [(1302, "Chapel bell inscription")],
)
COR_2 = _cor_item(
    1610,
    "Letters of the Corrowby lifeboat coxswain",
    [(1611, "letter_1894.txt"), (1612, "letter_1896.txt"), (1613, "letter_1901.txt")],
    [(1580, "Lifeboat station logbook"), (1599, "Coxswain portrait")],
)


def build_cor() -> list[Site]:
    return [COR.site("<h1>Corrowby Heritage</h1>", {**COR_1, **COR_2})]


def _cor_truth(n: int, record: dict[str, PageValue]) -> list[str]:
    return [
        COR.url(p) for p in record if not p.startswith("/s/heritage/item/") or p.endswith(f"/{n}")
    ]


# --- Deerhurst Institute data (EPrints 3 ReCollect) ----------------------------------------

DEE = Chrome(
    host="data.deerhurst.hx78.example",
    name="Deerhurst Research Data",
    menu=[
        ("/", "Home"),
        ("/view/divisions/", "Browse by Division"),
        ("/view/subjects/", "Browse by Subject"),
        ("/deposit.html", "Deposit data"),
        ("/policies.html", "Policies"),
    ],
    footer=[("/contact.html", "Contact"), ("/cookies", "Cookies"), ("/cgi/oai2", "OAI-PMH")],
    title_format="{title}",
    home_title="Deerhurst Research Data repository",
    software="EPrints 3.4 ReCollect",
    login="/cgi/users/home",
    search="/cgi/search/simple",
)


def _dee_record(
    n: int, title: str, files: list[str], exports: list[str], other: tuple[int, str]
) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    fl = []
    for i, f in enumerate(files, 1):
        p = f"/{n}/{i}/{f}"
        # Every document repeats the dataset title (README header, CSV comment line).
        pages[p] = text(
            f"# {title}\n# Deerhurst Research Data, eprint {n}\nx,y\n1,2\n",
            "text/csv" if f.endswith(".csv") else "text/plain; charset=utf-8",
        )
        fl.append((p, f))
    coll = f"/cgi/datacollection?eprintid={n}"
    pages[coll] = DEE.page(title, f"<h1>Data collection: {escape(title)}</h1>{ul(fl)}")
    xl = []
    for fmt in exports:
        p = f"/cgi/export/eprint/{n}/{fmt}/deerhurst-eprint-{n}.txt"
        pages[p] = text(f"{fmt}\ntitle: {title}\n")
        xl.append((p, fmt))
    pages[f"/id/eprint/{other[0]}/"] = bare_record(
        DEE, other[1], "A publication using this dataset."
    )
    pages[f"/id/eprint/{n}/"] = DEE.page(
        title,
        f'<h1 class="ep_tm_pagetitle">{escape(title)}</h1><p>Dataset, Deerhurst Institute.</p>'
        f'<h2>Documents</h2>{ul(fl[:1])}<p><a href="{coll.replace("&", "&amp;")}">View all files of the '
        f"data collection</a></p><h2>Export</h2>{ul(xl)}"
        f'<p>Divisions: <a href="/view/divisions/hydro/">Hydrology</a></p>'
        f'<p>Related publication: <a href="/id/eprint/{other[0]}/">{escape(other[1])}</a></p>',
    )
    return pages


DEE_1 = _dee_record(
    88,
    "Severn vale groundwater levels 2010 to 2020",
    ["README.txt", "boreholes.csv"],
    ["DataCite"],
    (61, "Trends in vale groundwater"),
)
DEE_2 = _dee_record(
    131,
    "Deerhurst floodplain sediment cores",
    ["README.txt", "core_depths.csv", "grain_size.csv", "loss_on_ignition.csv", "dates.csv"],
    ["DataCite", "BibTeX", "DC"],
    (117, "Holocene floodplain history of the lower Severn"),
)


def build_dee() -> list[Site]:
    return [DEE.site("<h1>Deerhurst Research Data</h1>", {**DEE_1, **DEE_2})]


def _dee_truth(n: int, record: dict[str, PageValue]) -> list[str]:
    return [
        DEE.url(p)
        for p in record
        if str(n) in p and not p.startswith("/id/eprint/") or p == f"/id/eprint/{n}/"
    ]


# --- Ottershaw Survey Archive (Greenstone 2) -----------------------------------------------

OTT = Chrome(
    host="greenstone.ottershaw.hx78.example",
    name="Ottershaw Survey Archive",
    menu=[
        ("/cgi-bin/library.cgi?a=p&p=about&c=surveys", "About"),
        ("/cgi-bin/library.cgi?a=q&c=surveys", "Search"),
        ("/cgi-bin/library.cgi?a=d&cl=CL1&c=surveys", "Titles A-Z"),
        ("/cgi-bin/library.cgi?a=d&cl=CL2&c=surveys", "Subjects"),
    ],
    footer=[
        ("/cgi-bin/library.cgi?a=p&p=help", "Help"),
        ("/cgi-bin/library.cgi?a=p&p=preferences", "Preferences"),
        ("/cookies", "Cookies"),
    ],
    title_format="{name} -- {title}",
    software="Greenstone 2.87",
    login="/cgi-bin/library.cgi?a=p&p=login",
    search="/cgi-bin/library.cgi",
)


def _ott_doc(
    h: str, title: str, sections: list[str], files: list[str], similar: list[tuple[str, str]]
) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}

    def doc(d: str) -> str:
        return f"/cgi-bin/library.cgi?a=d&c=surveys&d={d}"

    fl = []
    for f in files:
        p = f"/gsdl/collect/surveys/index/assoc/{h}.dir/{f}"
        pages[p] = pdf_file(title, f)
        fl.append((p, f))
    for i, s in enumerate(sections, 1):
        nxt = (
            f'<a href="{doc(f"{h}.{i + 1}").replace("&", "&amp;")}">Next section</a>'
            if i < len(sections)
            else ""
        )
        pages[doc(f"{h}.{i}")] = OTT.page(
            f"{title}: {s}", f"<h2>{escape(s)}</h2><p>Section text.</p>{nxt}"
        )
    for d, t in similar:
        pages[doc(d)] = bare_record(OTT, t, "Another survey document.")
    sec = (
        f'<p><a href="{doc(f"{h}.1").replace("&", "&amp;")}">Read the document</a></p>'
        if sections
        else ""
    )
    sim = ul([(doc(d), t) for d, t in similar])
    pages[doc(h)] = OTT.page(
        title,
        f"<h1>{escape(title)}</h1>{sec}<h3>Associated files</h3>{ul(fl)}"
        f"<h3>More like this</h3>{sim}",
    )
    return pages


OTT_1 = _ott_doc(
    "HASH01a3c5e2",
    "Parish boundary survey of Ottershaw 1931",
    [],
    ["survey_1931.pdf"],
    [("HASH0f88d2b1", "Enclosure map notes 1854")],
)
OTT_2 = _ott_doc(
    "HASH7c21e0f4",
    "Ottershaw heathland botanical survey",
    ["Introduction", "Methods", "Species list", "Maps"],
    ["species.pdf", "maps.pdf"],
    [("HASH5d90aa13", "Chobham common survey"), ("HASH2b44ce07", "Heathland fire records")],
)


def build_ott() -> list[Site]:
    home = "<h1>Ottershaw Survey Archive</h1><p>Digitised surveys of the parish.</p>"
    return [
        OTT.site(home, {**OTT_1, **OTT_2, "/cgi-bin/library.cgi": OTT.page("Collection", home)})
    ]


def _ott_truth(h: str, record: dict[str, PageValue]) -> list[str]:
    return [OTT.url(p) for p in record if h in p]


CASES: list[Case] = [
    # The landing links one download and chrome (disciplines, menus) -> Single Page+ with
    # Ignored URIs (the seed's SSRN/BioRxiv preprint shape).
    case(
        "lar-facpubs-42",
        "Digital Commons-like repository (faculty article)",
        "article",
        "single_page_plus_ignored",
        LAR.url("/facpubs/42/"),
        _lar_truth("facpubs", 42, 1042, LAR_1),
        build_lar,
        [LAR.url("/facpubs/39/")],
    ),
    # Download plus three additional files, all one hop -> Single Page+ with Ignored URIs.
    case(
        "lar-theses-17",
        "Digital Commons-like repository (thesis with additional files)",
        "thesis",
        "single_page_plus_ignored",
        LAR.url("/biology_theses/17/"),
        _lar_truth("biology_theses", 17, 1117, LAR_2),
        build_lar,
        [LAR.url("/biology_theses/15/"), LAR.url("/biology_theses/21/")],
    ),
    # Omeka item whose theme embeds its image and links nothing of its own: the page is the
    # artifact -> Single Page (the seed's Omeka.net row).
    case(
        "fen-212",
        "Omeka Classic (museum object, one image)",
        "image",
        "single_page",
        FEN.url("/items/show/212"),
        [FEN.url("/items/show/212")],
        build_fen,
        [FEN.url("/items/show/211"), FEN.url("/items/show/213")],
    ),
    # Three embedded images and embedded audio with an inline transcript, tags and
    # previous/next items: still one artifact URI -> Single Page.
    case(
        "fen-388",
        "Omeka Classic (oral history with images and audio)",
        "audio",
        "single_page",
        FEN.url("/items/show/388"),
        [FEN.url("/items/show/388")],
        build_fen,
        [FEN.url("/items/show/387"), FEN.url("/items/show/389")],
    ),
    # "Item · Corrowby Heritage · Omeka S": the site part must be filtered (from the end,
    # like the seed's Dataverse) before the title is found in media pages and files ->
    # Significant String from Filtered Title.
    case(
        "cor-1450",
        "Omeka S (item with one transcription)",
        "document",
        "sig_filtered_title",
        COR.url("/s/heritage/item/1450"),
        _cor_truth(1450, COR_1),
        build_cor,
        [COR.url("/s/heritage/item/1302")],
    ),
    case(
        "cor-1610",
        "Omeka S (letters item, three media)",
        "document",
        "sig_filtered_title",
        COR.url("/s/heritage/item/1610"),
        _cor_truth(1610, COR_2),
        build_cor,
        [COR.url("/s/heritage/item/1580"), COR.url("/s/heritage/item/1599")],
    ),
    # <title> is the bare dataset title, repeated in every file, export and the data
    # collection page -> Significant String from Title (the seed's Dryad shape, with files
    # that carry the string).
    case(
        "dee-88",
        "EPrints 3 ReCollect data repository (groundwater dataset)",
        "dataset",
        "sig_title",
        DEE.url("/id/eprint/88/"),
        _dee_truth(88, DEE_1),
        build_dee,
        [DEE.url("/id/eprint/61/")],
    ),
    case(
        "dee-131",
        "EPrints 3 ReCollect data repository (sediment cores, five files)",
        "dataset",
        "sig_title",
        DEE.url("/id/eprint/131/"),
        _dee_truth(131, DEE_2),
        build_dee,
        [DEE.url("/id/eprint/117/")],
    ),
    # The document's HASH identifier is in the query of every section and the path of its
    # associated files -> Significant String from URI (GBIF).
    case(
        "ott-1931",
        "Greenstone 2 (survey document, one associated file)",
        "document",
        "sig_uri",
        OTT.url("/cgi-bin/library.cgi?a=d&c=surveys&d=HASH01a3c5e2"),
        _ott_truth("HASH01a3c5e2", OTT_1),
        build_ott,
        [OTT.url("/cgi-bin/library.cgi?a=d&c=surveys&d=HASH0f88d2b1")],
    ),
    case(
        "ott-heath",
        "Greenstone 2 (sectioned survey, chained sections)",
        "document",
        "sig_uri",
        OTT.url("/cgi-bin/library.cgi?a=d&c=surveys&d=HASH7c21e0f4"),
        _ott_truth("HASH7c21e0f4", OTT_2),
        build_ott,
        [
            OTT.url("/cgi-bin/library.cgi?a=d&c=surveys&d=HASH5d90aa13"),
            OTT.url("/cgi-bin/library.cgi?a=d&c=surveys&d=HASH2b44ce07"),
        ],
    ),
]
