"""heldout71's one-page and one-hop portals: a special-collections blog, an online exhibit
(Omeka-like items), an embeddable page-turner with no chrome, a digital-collections item
page with downloads, and a map library's sheet records."""

from __future__ import annotations

import json

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case
from sites.portals_heldout71._kit import (
    a,
    dl,
    finish,
    jpeg_like,
    json_file,
    lib,
    page,
    pdf_file,
    text_file,
    ul,
    xml_file,
)

# ---------------------------------------------------------------- special-collections blog
BLOG = lib(
    "notes.quirewell.hx71.example",
    "Quirewell Library Special Collections Blog",
    (
        ("/", "Posts"),
        ("/category/manuscripts/", "Manuscripts"),
        ("/category/rare-books/", "Rare books"),
        ("/about/", "About"),
        ("/feed/", "RSS"),
    ),
    title_format="{title} – {name}",
)
POST1 = "/2024/03/marginalia-in-the-ashby-psalter/"
POST2 = "/2024/06/a-binders-waste-fragment-recovered/"
POST3 = "/2023/11/conserving-the-fenwick-hours/"


def _post(path: str, title: str, body: str, related: list[tuple[str, str]], extra: str) -> str:
    comments = (
        '<section id="comments"><h2>2 comments</h2><article><p>Wonderful find!</p>'
        '<a href="?replytocom=41#respond">Reply</a></article><article><p>Is the psalter '
        'digitised?</p><a href="?replytocom=42#respond">Reply</a></article></section>'
    )
    side = "<aside><h2>Related posts</h2>" + ul([a(h, t) for h, t in related]) + "</aside>"
    main = (
        f'<article><h1>{title}</h1><p class="byline">Posted by {a("/author/jmerrow/", "J. Merrow")}'
        f" in {a('/category/manuscripts/', 'Manuscripts')}</p>{body}"
        f'<img src="/wp-content/uploads{path}fig1.png" alt="detail">{extra}'
        f"<p>Tags: {a('/tag/marginalia/', 'marginalia')} {a('/tag/psalters/', 'psalters')}</p>"
        f"</article>{comments}{side}"
    )
    return page(BLOG, title, main, share=BLOG.url(path))


def blog_sites() -> list[Site]:
    rel = [(POST2, "A binder's waste fragment recovered"), (POST3, "Conserving the Fenwick Hours")]
    pages = {
        POST1: _post(
            POST1,
            "Marginalia in the Ashby Psalter",
            "<p>Readers left notes in the margins of the Ashby Psalter for three centuries.</p>",
            rel,
            "",
        ),
        POST2: _post(
            POST2,
            "A binder's waste fragment recovered",
            "<p>Lifting a pastedown revealed a twelfth-century fragment of Gregory.</p>"
            "<p>See the catalogue entry on "
            + a("http://cat.brindleford.hx71.example/record/b3319004", "Brindleford catalogue")
            + ".</p>",
            [(POST1, "Marginalia in the Ashby Psalter"), (POST3, "Conserving the Fenwick Hours")],
            '<p class="pager">'
            + a("/2024/06/a-binders-waste-fragment-recovered/2/", "Page 2")
            + "</p>",
        ),
        POST3: _post(POST3, "Conserving the Fenwick Hours", "<p>Rebinding notes.</p>", [], ""),
    }
    for p in (POST1, POST2, POST3):
        pages[f"/wp-content/uploads{p}fig1.png"] = jpeg_like(len(p))
    return [finish(BLOG, pages)]


# ---------------------------------------------------------------- online exhibit item
EXH = lib(
    "show.vellumhall.hx71.example",
    "Vellum Hall Online Exhibits",
    (
        ("/exhibits", "Exhibits"),
        ("/items/browse", "Browse items"),
        ("/collections/browse", "Collections"),
        ("/about", "About"),
    ),
    title_format="{name} · {title}",
)
ITEM1 = "/items/show/2207"
ITEM2 = "/items/show/2231"
ITEM3 = "/items/show/2232"


def _exhibit_item(
    path: str, title: str, fields: list[tuple[str, str]], n_images: int, nav: str
) -> str:
    imgs = "".join(
        f'<img src="/files/thumbnails/{title[:4].lower()}-{i}.png" alt="view {i}">'
        for i in range(1, n_images + 1)
    )
    cite = f'<div class="item-citation"><h3>Citation</h3><p>“{title},” Vellum Hall Online Exhibits.</p></div>'
    return page(
        EXH,
        title,
        f'<h1>{title}</h1><div class="item-images">{imgs}</div>{dl(fields)}{cite}'
        f"<p>Tags: {a('/items/browse?tags=harbours', 'harbours')}</p>{nav}",
        share=EXH.url(path),
    )


def exhibit_sites() -> list[Site]:
    pages = {
        ITEM1: _exhibit_item(
            ITEM1,
            "Chart of the harbour of Tidewick, 1781",
            [("Creator", "Hallam, Thomas"), ("Date", "1781"), ("Format", "Ink on vellum")],
            1,
            "",
        ),
        ITEM2: _exhibit_item(
            ITEM2,
            "Letter book of the Tidewick Harbour Trust",
            [
                ("Creator", "Tidewick Harbour Trust"),
                ("Date", "1802-1809"),
                ("Extent", "212 leaves"),
                ("Rights", "Public domain"),
            ],
            4,
            '<nav class="item-pagination">'
            + a("/items/show/2230", "← Previous item")
            + " "
            + a(ITEM3, "Next item →")
            + "</nav><p>In exhibit "
            + a("/exhibits/show/tide-and-ink", "Tide and Ink")
            + "</p>",
        ),
        ITEM3: _exhibit_item(ITEM3, "Tide table, 1803", [("Date", "1803")], 1, ""),
    }
    for title, n in (
        ("Chart of the harbour of Tidewick, 1781", 1),
        ("Letter book of the Tidewick Harbour Trust", 4),
        ("Tide table, 1803", 1),
    ):
        for i in range(1, n + 1):
            pages[f"/files/thumbnails/{title[:4].lower()}-{i}.png"] = jpeg_like(i)
    return [finish(EXH, pages)]


# ---------------------------------------------------------------- embeddable page-turner
# The viewer host prints no menu, footer or search: only the book's own pages and files.
VIEWER = "turn.foliant.hx71.example"
FOLIANT = lib(
    "www.foliant.hx71.example",
    "Foliant Digital Library",
    (("/browse", "Browse"), ("/collections", "Collections"), ("/about", "About")),
)


def _embed(bid: str, title: str, pages_n: int, files: list[tuple[str, str]]) -> str:
    leaves = "".join(
        f'<li><a href="/embed/{bid}/leaf/{i}.png" data-leaf="{i}">p. {i}</a></li>'
        for i in range(1, pages_n + 1)
    )
    dls = "".join(f"<li>{a(h, t)}</li>" for h, t in files)
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{title} (viewer)</title>
<style>body{{margin:0;background:#222;color:#eee}}</style>
<script>var BOOK={{id:"{bid}",leaves:{pages_n}}};</script></head>
<body><div id="turner"><ol class="leaves">{leaves}</ol>
<div class="tools"><ul>{dls}</ul>
<a href="http://www.foliant.hx71.example/record/{bid}" target="_top">View full record</a></div>
</div></body></html>
"""


def foliant_sites() -> list[Site]:
    books = {
        "fol-0413": (
            "Herbal of Adam Lonicer (abridged)",
            3,
            [("/embed/fol-0413/download.pdf", "PDF")],
        ),
        "fol-0977": (
            "Voyage to the Levant, volume 2",
            6,
            [
                ("/embed/fol-0977/download.pdf", "PDF (high resolution)"),
                ("/embed/fol-0977/download-small.pdf", "PDF (small)"),
                ("/embed/fol-0977/ocr.txt", "Full text (OCR)"),
                ("/embed/fol-0977/manifest.json", "IIIF manifest"),
            ],
        ),
    }
    vpages: dict[str, object] = {}
    rpages = {}
    for bid, (title, n, files) in books.items():
        vpages[f"/embed/{bid}"] = _embed(bid, title, n, files)
        for i in range(1, n + 1):
            vpages[f"/embed/{bid}/leaf/{i}.png"] = jpeg_like(i)
        for h, _t in files:
            if h.endswith(".pdf"):
                vpages[h] = pdf_file(title, bid)
            elif h.endswith(".txt"):
                vpages[h] = text_file(f"{title}\nOCR text.\n")
            else:
                vpages[h] = json_file(json.dumps({"@type": "sc:Manifest", "label": title}))
        rpages[f"/record/{bid}"] = page(
            FOLIANT,
            title,
            f"<h1>{title}</h1>"
            f'<iframe src="http://{VIEWER}/embed/{bid}" title="viewer"></iframe>'
            f"<p>{a(f'http://{VIEWER}/embed/{bid}', 'Open the viewer')}</p>",
        )
    viewer = Site(VIEWER, vpages)  # type: ignore[arg-type]
    return [viewer, finish(FOLIANT, rpages)]


def _embed_truth(bid: str, n: int, files: list[str]) -> list[str]:
    v = f"http://{VIEWER}"
    return [
        f"{v}/embed/{bid}",
        *(f"{v}/embed/{bid}/leaf/{i}.png" for i in range(1, n + 1)),
        *(v + f for f in files),
        f"http://www.foliant.hx71.example/record/{bid}",
    ]


# ---------------------------------------------------------------- digital collections item
CDM = lib(
    "digital.larchmere.hx71.example",
    "Larchmere University Library Digital Collections",
    (
        ("/digital/collections", "Collections"),
        ("/digital/search", "Advanced search"),
        ("/digital/about", "About"),
    ),
    home_main="<h1>Digital Collections</h1><h2>Collections</h2>"
    + ul(
        [
            a("/digital/collection/photos", "Campus Photographs"),
            a("/digital/collection/scrap", "Scrapbooks"),
        ]
    )
    + "<h2>Featured</h2>"
    + ul(
        [
            a("/digital/collection/photos/id/118", "Boathouse regatta, 1911"),
            a("/digital/collection/scrap/id/3402", "Women's Suffrage League scrapbook"),
        ]
    ),
)
FEATURED = (
    "<aside><h2>Featured</h2>"
    + ul(
        [
            a("/digital/collection/photos/id/118", "Boathouse regatta, 1911"),
            a("/digital/collection/scrap/id/3402", "Women's Suffrage League scrapbook"),
        ]
    )
    + "</aside>"
)


def _cdm_item(coll: str, iid: int, title: str, files: list[tuple[str, str]], meta: str) -> str:
    crumbs = (
        f'<nav class="breadcrumb">{a("/", "Home")} › '
        f"{a(f'/digital/collection/{coll}', coll.capitalize())}</nav>"
    )
    dls = ul([a(h, t) for h, t in files])
    return page(
        CDM,
        title,
        f"{crumbs}<h1>{title}</h1>"
        f'<img src="/digital/api/singleitem/{coll}/{iid}/thumbnail" alt="">'
        f'<div class="download"><h2>Download</h2>{dls}</div>{meta}{FEATURED}',
    )


def cdm_sites() -> list[Site]:
    p1 = "/digital/collection/photos/id/118"
    p2 = "/digital/collection/scrap/id/3402"
    f1 = [
        ("/digital/api/collection/photos/id/118/download?size=large", "Large image"),
        ("/digital/api/collection/photos/id/118/download?size=full", "Full size TIFF"),
    ]
    f2 = [
        (f"/digital/api/collection/scrap/id/3402/page/{i}/download", f"Page {i} image")
        for i in range(1, 6)
    ] + [
        ("/digital/api/collection/scrap/id/3402/download.pdf", "Whole scrapbook (PDF)"),
        ("/digital/api/collection/scrap/id/3402/transcript.txt", "Transcript"),
        ("/digital/api/collection/scrap/id/3402/export?format=ris", "Cite (RIS)"),
    ]
    pages: dict[str, object] = {
        p1: _cdm_item(
            "photos",
            118,
            "Boathouse regatta, 1911",
            f1,
            dl([("Date", "1911-06-03"), ("Photographer", "Unknown")]),
        ),
        p2: _cdm_item(
            "scrap",
            3402,
            "Women's Suffrage League scrapbook",
            f2,
            dl([("Date", "1909-1914"), ("Pages", "5")]),
        ),
        "/digital/api/singleitem/photos/118/thumbnail": jpeg_like(118),
        "/digital/api/singleitem/scrap/3402/thumbnail": jpeg_like(3402),
    }
    for h, _t in f1 + f2:
        if "pdf" in h:
            pages[h] = pdf_file("Women's Suffrage League scrapbook")
        elif "txt" in h or "ris" in h:
            pages[h] = text_file("TY  - GEN\nTI  - Women's Suffrage League scrapbook\nER  -\n")
        else:
            pages[h] = jpeg_like(len(h))
    return [finish(CDM, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- map library sheet record
MAPS = lib(
    "sheets.ordwick.hx71.example",
    "Ordwick Map Library",
    (("/series", "Map series"), ("/gazetteer", "Gazetteer"), ("/about", "About the library")),
    home_main="<h1>Ordwick Map Library</h1><h2>Series</h2>"
    + ul(
        [
            a("/series/six-inch", "Six-inch county series"),
            a("/series/town-plans", "Town plans 1:500"),
        ]
    ),
)


def _sheet(
    title: str, series: tuple[str, str], fields: list[tuple[str, str]], files: list[tuple[str, str]]
) -> str:
    return page(
        MAPS,
        title,
        f'<p class="crumbs">{a("/series", "Series")} › {a(*series)}</p><h1>{title}</h1>'
        f'<img src="/thumbs/{title[:6].replace(" ", "")}.png" alt="sheet">{dl(fields)}'
        f"<h2>Download this sheet</h2>{ul([a(h, t) for h, t in files])}",
    )


def maps_sites() -> list[Site]:
    s1 = [
        ("/files/six-inch/kent-44ne.png", "Image (JPEG-sized PNG)"),
        ("/files/six-inch/kent-44ne.kml", "Sheet footprint (KML)"),
    ]
    s2 = [
        ("/files/town-plans/wexbury-12.png", "Image"),
        ("/files/town-plans/wexbury-12.tif", "GeoTIFF"),
        ("/files/town-plans/wexbury-12-1895.png", "1895 revision image"),
        ("/files/town-plans/wexbury-12.xml", "ISO 19115 metadata"),
        ("/files/town-plans/wexbury-12.kml", "Sheet footprint (KML)"),
        ("/files/town-plans/wexbury-12-all.zip", "All files (ZIP)"),
    ]
    pages: dict[str, object] = {
        "/sheet/six-inch/kent-44ne": _sheet(
            "Kent sheet XLIV.NE (six-inch, 1872)",
            ("/series/six-inch", "Six-inch county series"),
            [("Surveyed", "1869"), ("Published", "1872"), ("Scale", "1:10,560")],
            s1,
        ),
        "/sheet/town-plans/wexbury-12": _sheet(
            "Wexbury town plan sheet 12 (1:500, 1884)",
            ("/series/town-plans", "Town plans 1:500"),
            [("Surveyed", "1882"), ("Published", "1884"), ("Revised", "1895")],
            s2,
        ),
        "/thumbs/Kents.png": jpeg_like(1),
        "/thumbs/Wexbur.png": jpeg_like(2),
    }
    for h, _t in s1 + s2:
        if h.endswith(".xml"):
            pages[h] = xml_file("<MD_Metadata><title>Wexbury 12</title></MD_Metadata>")
        elif h.endswith(".kml"):
            pages[h] = xml_file("<kml><Placemark><name>sheet</name></Placemark></kml>")
        elif h.endswith((".tif", ".zip")):
            pages[h] = jpeg_like(9).with_(headers=[("Content-Type", "application/octet-stream")])
        else:
            pages[h] = jpeg_like(len(h))
    return [finish(MAPS, pages)]  # type: ignore[arg-type]


def cases() -> list[Case]:
    b, e, c, m = BLOG.url, EXH.url, CDM.url, MAPS.url
    return [
        # A blog post is the seed's Single Artifact URI class (Hypotheses, SciLogs...).
        case(
            "quirewell-post",
            "special collections blog (post on a psalter)",
            "blog post",
            "single_page",
            b(POST1),
            [b(POST1)],
            blog_sites,
            others=[b(POST2), b(POST3)],
        ),
        # Same class; the post also has comments, a second page link and an outside record.
        case(
            "quirewell-post-fragment",
            "special collections blog (post with comments, pages)",
            "blog post",
            "single_page",
            b(POST2),
            [b(POST2)],
            blog_sites,
            others=[b(POST1), b(POST3)],
        ),
        # Omeka item pages: the seed reviews Omeka.net items as Single Artifact URI.
        case(
            "vellumhall-chart",
            "online exhibit item (single chart)",
            "collection item",
            "single_page",
            e(ITEM1),
            [e(ITEM1)],
            exhibit_sites,
        ),
        case(
            "vellumhall-letterbook",
            "online exhibit item (letter book, prev/next, exhibit)",
            "collection item",
            "single_page",
            e(ITEM2),
            [e(ITEM2)],
            exhibit_sites,
            others=[e(ITEM3)],
        ),
        # A chrome-less viewer: Single Hop with nothing to ignore, so plain Single Page+.
        case(
            "foliant-herbal",
            "embeddable page-turner (3 leaves, PDF)",
            "digitised book",
            "single_page_plus",
            f"http://{VIEWER}/embed/fol-0413",
            _embed_truth("fol-0413", 3, ["/embed/fol-0413/download.pdf"]),
            foliant_sites,
        ),
        case(
            "foliant-levant",
            "embeddable page-turner (6 leaves, PDFs, OCR, manifest)",
            "digitised book",
            "single_page_plus",
            f"http://{VIEWER}/embed/fol-0977",
            _embed_truth(
                "fol-0977",
                6,
                [
                    "/embed/fol-0977/download.pdf",
                    "/embed/fol-0977/download-small.pdf",
                    "/embed/fol-0977/ocr.txt",
                    "/embed/fol-0977/manifest.json",
                ],
            ),
            foliant_sites,
        ),
        # Item page with one-hop downloads inside full chrome: Figshare/Zenodo-like, so the
        # seed's Single Page+ with Ignores (home page lists collections and featured items).
        case(
            "larchmere-regatta",
            "digital collections item (photograph, 2 sizes)",
            "photograph",
            "single_page_plus_ignored",
            c("/digital/collection/photos/id/118"),
            [
                c("/digital/collection/photos/id/118"),
                c("/digital/api/collection/photos/id/118/download?size=large"),
                c("/digital/api/collection/photos/id/118/download?size=full"),
            ],
            cdm_sites,
            others=[c("/digital/collection/scrap/id/3402")],
        ),
        case(
            "larchmere-scrapbook",
            "digital collections item (compound scrapbook, PDF, RIS)",
            "digitised scrapbook",
            "single_page_plus_ignored",
            c("/digital/collection/scrap/id/3402"),
            [
                c("/digital/collection/scrap/id/3402"),
                *(
                    c(f"/digital/api/collection/scrap/id/3402/page/{i}/download")
                    for i in range(1, 6)
                ),
                c("/digital/api/collection/scrap/id/3402/download.pdf"),
                c("/digital/api/collection/scrap/id/3402/transcript.txt"),
                c("/digital/api/collection/scrap/id/3402/export?format=ris"),
            ],
            cdm_sites,
            others=[c("/digital/collection/photos/id/118")],
        ),
        # Map sheet record + its files one hop away, series chrome on the home page.
        case(
            "ordwick-kent",
            "map library sheet (image and KML)",
            "map sheet",
            "single_page_plus_ignored",
            m("/sheet/six-inch/kent-44ne"),
            [
                m("/sheet/six-inch/kent-44ne"),
                m("/files/six-inch/kent-44ne.png"),
                m("/files/six-inch/kent-44ne.kml"),
            ],
            maps_sites,
        ),
        case(
            "ordwick-wexbury",
            "map library sheet (revisions, GeoTIFF, metadata, ZIP)",
            "map sheet",
            "single_page_plus_ignored",
            m("/sheet/town-plans/wexbury-12"),
            [
                m("/sheet/town-plans/wexbury-12"),
                *(
                    m(f"/files/town-plans/wexbury-12{s}")
                    for s in (".png", ".tif", "-1895.png", ".xml", ".kml", "-all.zip")
                ),
            ],
            maps_sites,
        ),
    ]
