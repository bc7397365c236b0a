"""heldout71's path-shaped portals: a digitised-book reader and a newspaper archive (every
page of the object lives under the entry's path), a manuscript viewer whose images come
from an image server on another domain, and a georeferenced-map portal whose files sit on
a file depot on another domain."""

from __future__ import annotations

import json

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case
from sites.portals_heldout71._kit import (
    a,
    bare_site,
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

# ---------------------------------------------------------------- digitised book reader
BOOKS = lib(
    "read.thornbury.hx71.example",
    "Thornbury Digitised Books",
    (("/browse/subjects", "Subjects"), ("/browse/dates", "Dates"), ("/about", "About")),
)


def book_pages(
    bid: str, title: str, n: int, per_list: int
) -> tuple[dict[str, PageValue], list[str]]:
    """The reader of one book: entry, paged leaf lists, leaves, files; and its paths."""
    base = f"/details/{bid}/"
    lists = [list(range(i, min(i + per_list, n + 1))) for i in range(1, n + 1, per_list)]
    pages: dict[str, PageValue] = {}
    paths = [base]
    files = [(f"{base}download/{bid}.pdf", "PDF"), (f"{base}download/{bid}_djvu.txt", "Full text")]
    for k, chunk in enumerate(lists, 1):
        items = ul([a(f"{base}page/{i}/", f"Page {i}") for i in chunk])
        nav = a(f"{base}leaves?p={k + 1}", "More pages →") if k < len(lists) else ""
        main = f"<h2>Leaves</h2>{items}{nav}"
        if k == 1:
            main = (
                f"<h1>{title}</h1>{dl([('Identifier', bid), ('Leaves', str(n))])}"
                f"<h2>Download</h2>{ul([a(h, t) for h, t in files])}{main}"
                "<aside><h2>Similar books</h2>"
                + ul([a("/details/thb-0001-herbarium-vivae/", "Herbarium vivae eicones")])
                + "</aside>"
            )
            pages[base] = page(BOOKS, title, main, share=BOOKS.url(base))
        else:
            path = f"{base}leaves?p={k}"
            pages[path] = page(BOOKS, f"{title}: leaves", main)
            paths.append(path)
    for i in range(1, n + 1):
        nxt = a(f"{base}page/{i + 1}/", "Next") if i < n else ""
        pages[f"{base}page/{i}/"] = page(
            BOOKS,
            f"{title}, page {i}",
            f'<h1>{a(base, title)}</h1><img src="{base}page/{i}/image.png" alt="">{nxt}',
        )
        pages[f"{base}page/{i}/image.png"] = jpeg_like(i)
        paths.append(f"{base}page/{i}/")
    pages[files[0][0]] = pdf_file(title, bid)
    pages[files[1][0]] = text_file(f"{title}\n")
    paths += [h for h, _t in files]
    return pages, paths


KALENDAR = "thb-1742-gardeners-kalendar"
ATLAS = "thb-1698-atlas-maritimus-v2"


def books_sites() -> list[Site]:
    p1, _ = book_pages(KALENDAR, "The Gardener's Kalendar (1742)", 3, 10)
    p2, _ = book_pages(ATLAS, "Atlas maritimus, volume 2 (1698)", 9, 4)
    p3, _ = book_pages("thb-0001-herbarium-vivae", "Herbarium vivae eicones", 1, 10)
    return [finish(BOOKS, {**p1, **p2, **p3})]


# ---------------------------------------------------------------- newspaper archive issue
NEWS = lib(
    "papers.saltmarsh.hx71.example",
    "Saltmarsh Historic Newspapers",
    (("/titles", "All titles"), ("/search/pages/advanced", "Advanced search"), ("/help", "Help")),
)
LCCN = "sn87011204"


def issue_pages(date: str, n: int, prev: str, nxt: str) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/lccn/{LCCN}/{date}/ed-1/"
    pages: dict[str, PageValue] = {}
    paths = [base]
    seqs = ul([a(f"{base}seq-{i}/", f"Page {i}") for i in range(1, n + 1)])
    pages[base] = page(
        NEWS,
        f"The Saltmarsh Courier, {date}, Edition 1",
        f"<p>{a(f'/lccn/{LCCN}/', 'The Saltmarsh Courier')} › {date}</p>"
        f"<h1>The Saltmarsh Courier, {date}</h1>{seqs}"
        f"<p>{a(f'/lccn/{LCCN}/{prev}/ed-1/', 'Previous issue')} "
        f"{a(f'/lccn/{LCCN}/{nxt}/ed-1/', 'Next issue')} "
        f"{a(f'/lccn/{LCCN}/issues/{date[:4]}/', 'All issues ' + date[:4])}</p>",
        share=NEWS.url(base),
    )
    for i in range(1, n + 1):
        s = f"{base}seq-{i}/"
        links = [
            a(f"{s}ocr/", "Text"),
            a(f"{base}seq-{i}.pdf", "PDF"),
            a(f"{base}seq-{i}/ocr.xml", "ALTO XML"),
        ]
        if i < n:
            links.append(a(f"{base}seq-{i + 1}/", "Next page"))
        pages[s] = page(
            NEWS,
            f"The Saltmarsh Courier, {date}, Image {i}",
            f"<h1>{a(base, 'The Saltmarsh Courier, ' + date)}, page {i}</h1>"
            f'<img src="{s}thumbnail.png" alt="">{ul(links)}',
        )
        pages[f"{s}thumbnail.png"] = jpeg_like(i)
        pages[f"{s}ocr/"] = page(NEWS, f"OCR, page {i}", f"<pre>Courier {date} page {i}</pre>")
        pages[f"{base}seq-{i}.pdf"] = pdf_file(f"Saltmarsh Courier {date} p{i}")
        pages[f"{base}seq-{i}/ocr.xml"] = xml_file("<alto><Layout/></alto>")
        paths += [s, f"{s}ocr/", f"{base}seq-{i}.pdf", f"{base}seq-{i}/ocr.xml"]
    return pages, paths


def news_sites() -> list[Site]:
    p1, _ = issue_pages("1887-04-09", 2, "1887-04-02", "1887-04-16")
    p2, _ = issue_pages("1891-12-24", 6, "1891-12-17", "1891-12-31")
    p3, _ = issue_pages("1887-04-02", 1, "1887-03-26", "1887-04-09")
    return [finish(NEWS, {**p1, **p2, **p3})]


# ---------------------------------------------------------------- manuscript viewer
MSS = lib(
    "mss.kellingrave.hx71.example",
    "Kellingrave Digitised Manuscripts",
    (("/manuscripts/", "Manuscripts"), ("/collections", "Collections"), ("/about", "About")),
)
IIIF = "img.scriptoria-cdn.hx71.example"


def folio_ids(n: int) -> list[str]:
    return [f"{(i + 2) // 2:03d}{'r' if i % 2 else 'v'}" for i in range(1, n + 1)]


def ms_pages(mid: str, title: str, n: int) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    base = f"/manuscripts/{mid}/"
    pages: dict[str, PageValue] = {}
    images: dict[str, PageValue] = {}
    fols = folio_ids(n)
    pages[base] = page(
        MSS,
        title,
        f"<h1>{title}</h1>{dl([('Shelfmark', mid), ('Folios', str(n))])}"
        f"<h2>Folios</h2>{ul([a(f'{base}folio/{f}', f) for f in fols])}"
        f"<p>{a(f'{base}manifest.json', 'IIIF manifest')} {a(f'{base}description', 'Full description')}</p>",
    )
    pages[f"{base}description"] = page(
        MSS, f"{title}: description", f"<h1>{title}</h1><p>Vellum.</p>"
    )
    pages[f"{base}manifest.json"] = json_file(json.dumps({"@type": "sc:Manifest", "label": mid}))
    for f in fols:
        img = f"/iiif/2/{mid}_{f}/full/full/0/default.png"
        images[img] = jpeg_like(len(f))
        pages[f"{base}folio/{f}"] = page(
            MSS,
            f"{title}, f. {f}",
            f"<h1>{a(base, title)}, f. {f}</h1>"
            f'<img src="http://{IIIF}/iiif/2/{mid}_{f}/full/400,/0/default.png" alt="">'
            f"<p>{a(f'http://{IIIF}{img}', 'Download full-size image')}</p>",
        )
        images[f"/iiif/2/{mid}_{f}/full/400,/0/default.png"] = jpeg_like(4)
    return pages, images


def mss_sites() -> list[Site]:
    p1, i1 = ms_pages("ms-add-118", "Book of hours, use of Sarum", 2)
    p2, i2 = ms_pages("ms-egerton-77", "Chronicle of the abbots of Wrenfield", 5)
    p3, i3 = ms_pages("ms-royal-4c", "Psalter fragment", 1)
    pages = {**p1, **p2, **p3}
    # the book of hours' description links its companion; a separate artifact
    pages["/manuscripts/ms-egerton-77/description"] = page(
        MSS,
        "Chronicle: description",
        f"<h1>Chronicle of the abbots of Wrenfield</h1><p>Companion: {a('/manuscripts/ms-royal-4c/', 'Psalter fragment')}</p>",
    )
    return [finish(MSS, pages), bare_site(IIIF, {**i1, **i2, **i3})]


def ms_truth(mid: str, n: int) -> list[str]:
    base = MSS.url(f"/manuscripts/{mid}/")
    out = [base, base + "description", base + "manifest.json"]
    for f in folio_ids(n):
        out += [f"{base}folio/{f}", f"http://{IIIF}/iiif/2/{mid}_{f}/full/full/0/default.png"]
    return out


# ---------------------------------------------------------------- georeferenced maps
GEO = lib(
    "geo.hadleighmaps.hx71.example",
    "Hadleigh Map Collection Online",
    (("/maps/", "All maps"), ("/places", "Places"), ("/georeferencer", "Help us georeference")),
)
DEPOT = "files.geodepot-h.hx71.example"


def geo_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}

    def one_map(mid: str, title: str, plates: int) -> None:
        base = f"/maps/{mid}/"
        ext = [
            (f"http://{DEPOT}/{mid}/{mid}.tif", "GeoTIFF"),
            (f"http://{DEPOT}/{mid}/{mid}-gcps.txt", "Control points"),
        ]
        for h, _t in ext:
            files[h.split(DEPOT, 1)[1]] = (
                text_file("GCP 1 2 3 4\n") if h.endswith(".txt") else jpeg_like(5)
            )
        plate_links = [a(f"{base}plate/{i}/", f"Plate {i}") for i in range(1, plates + 1)]
        pages[base] = page(
            GEO,
            title,
            f"<h1>{title}</h1>{ul([a(f'{base}georef/', 'Georeferencing'), a(f'{base}view/', 'Map viewer'), *plate_links])}"
            f"<h2>Files</h2>{ul([a(h, t) for h, t in ext])}",
        )
        pages[f"{base}georef/"] = page(
            GEO, f"{title}: georeferencing", f"<h1>{a(base, title)}</h1><p>RMS error 4.2 m.</p>"
        )
        pages[f"{base}view/"] = page(
            GEO,
            f"{title}: viewer",
            f'<div id="map" data-tiles="http://{DEPOT}/{mid}/tiles/"></div>',
        )
        for i in range(1, plates + 1):
            ph = f"http://{DEPOT}/{mid}/plate-{i}.tif"
            files[f"/{mid}/plate-{i}.tif"] = jpeg_like(i)
            pages[f"{base}plate/{i}/"] = page(
                GEO,
                f"{title}, plate {i}",
                f"<h1>{a(base, title)}, plate {i}</h1>{a(ph, 'GeoTIFF')}",
            )

    one_map("hm-5521", "Plan of the Hadleigh estates, 1764", 0)
    one_map("hm-7030", "Atlas of the Lowmoor drainage district, 1851", 3)
    return [finish(GEO, pages), bare_site(DEPOT, files)]


def geo_truth(mid: str, plates: int) -> list[str]:
    base = GEO.url(f"/maps/{mid}/")
    out = [
        base,
        base + "georef/",
        base + "view/",
        f"http://{DEPOT}/{mid}/{mid}.tif",
        f"http://{DEPOT}/{mid}/{mid}-gcps.txt",
    ]
    for i in range(1, plates + 1):
        out += [f"{base}plate/{i}/", f"http://{DEPOT}/{mid}/plate-{i}.tif"]
    return out


def cases() -> list[Case]:
    _, k = book_pages(KALENDAR, "", 3, 10)
    _, at = book_pages(ATLAS, "", 9, 4)
    _, i1 = issue_pages("1887-04-09", 2, "", "")
    _, i2 = issue_pages("1891-12-24", 6, "", "")
    bk, nw = BOOKS.url, NEWS.url
    return [
        # Every leaf and file lives under /details/<id>/: the seed's Path-Based (GitLab,
        # Slideshare); no file of the book is on another host.
        case(
            "thornbury-kalendar",
            "digitised book reader (3 leaves)",
            "digitised book",
            "path_based",
            bk(f"/details/{KALENDAR}/"),
            [bk(p) for p in k],
            books_sites,
            others=[bk("/details/thb-0001-herbarium-vivae/")],
        ),
        case(
            "thornbury-atlas",
            "digitised book reader (9 leaves, paged leaf lists)",
            "digitised book",
            "path_based",
            bk(f"/details/{ATLAS}/"),
            [bk(p) for p in at],
            books_sites,
            others=[bk("/details/thb-0001-herbarium-vivae/")],
        ),
        # An issue's pages, OCR and PDFs are all under /lccn/<id>/<date>/ed-1/: Path-Based.
        case(
            "saltmarsh-1887",
            "newspaper archive issue (2 pages)",
            "newspaper issue",
            "path_based",
            nw(f"/lccn/{LCCN}/1887-04-09/ed-1/"),
            [nw(p) for p in i1],
            news_sites,
            others=[nw(f"/lccn/{LCCN}/1887-04-02/ed-1/")],
        ),
        case(
            "saltmarsh-1891",
            "newspaper archive issue (6 pages, chained page nav)",
            "newspaper issue",
            "path_based",
            nw(f"/lccn/{LCCN}/1891-12-24/ed-1/"),
            [nw(p) for p in i2],
            news_sites,
        ),
        # Folio pages under the entry path, full-size images on an image server of another
        # domain (GitHub's raw.githubusercontent case): Path-Based with Externals.
        case(
            "kellingrave-hours",
            "manuscript viewer (2 folios, external IIIF images)",
            "digitised manuscript",
            "path_based_externals",
            MSS.url("/manuscripts/ms-add-118/"),
            ms_truth("ms-add-118", 2),
            mss_sites,
        ),
        case(
            "kellingrave-chronicle",
            "manuscript viewer (5 folios, companion manuscript)",
            "digitised manuscript",
            "path_based_externals",
            MSS.url("/manuscripts/ms-egerton-77/"),
            ms_truth("ms-egerton-77", 5),
            mss_sites,
            others=[MSS.url("/manuscripts/ms-royal-4c/")],
        ),
        # Map pages under /maps/<id>/, GeoTIFFs on a separate file depot: Path-Based with
        # Externals (the depot is another organisation's domain).
        case(
            "hadleigh-estates",
            "georeferenced map portal (single map, depot files)",
            "georeferenced map",
            "path_based_externals",
            GEO.url("/maps/hm-5521/"),
            geo_truth("hm-5521", 0),
            geo_sites,
        ),
        case(
            "hadleigh-lowmoor",
            "georeferenced map portal (atlas with 3 plates)",
            "georeferenced atlas",
            "path_based_externals",
            GEO.url("/maps/hm-7030/"),
            geo_truth("hm-7030", 3),
            geo_sites,
        ),
    ]
