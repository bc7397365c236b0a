"""heldout55's one-page and one-hop portals: a hosted community-museum catalogue (Omeka-like),
a bare digitisation-release file server, a specimen-image data repository and a museum's
public loans register.

Seed reasoning, per portal shape: an item page whose images are only embedded is a Single
Artifact URI (Single Page, as the seed reads Omeka.net); a repository landing page whose
files, versions and citation exports sit one hop away inside portal chrome is Single Hop
with Ignored URIs (the seed's Figshare/Zenodo row); a chrome-less release listing whose host
homepage lists the very same files is Single Hop where the ignored list would throw the
files away, so plain Single Page+ is the one that gives the artifact.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, binary, dl, file_host, host, image, pdf_file, text, ul

# ---------------------------------------------------------------------------------------
# Kistenweb: hosted catalogues for small museums (one subdomain per museum).

KISTEN = host("grebemarsh", "kistenweb")
_KISTEN_ITEMS = {
    214: ("Eel trap woven from willow, c. 1910", "eel-traps", ["fishing", "basketry"], 1),
    215: ("Punt gun barrel fragment", "wildfowling", ["wildfowling"], 0),
    377: ("Sampler of pressed marsh plants, 1888", "botany", ["botany", "schools"], 4),
    376: ("Schoolroom herbarium press", "botany", ["schools"], 0),
    378: ("Reed-cutter's sickle", "reed-cutting", ["reed-cutting"], 0),
}


def _kisten_chrome() -> Chrome:
    return Chrome(
        KISTEN,
        "Grebe Marsh Village Museum",
        nav=[
            ("/collection", "Browse the collection"),
            ("/collection/sets", "Sets"),
            ("/stories", "Stories"),
            ("/visit", "Visit us"),
        ],
        footer=[
            ("/about", "About the museum"),
            ("/privacy", "Privacy"),
            ("/collection/rights", "Reuse & rights"),
        ],
        title_format="{name} · {title}",
        accent="#5b3a1e",
        tagline="Volunteer-run since 1974 · catalogue powered by Kistenweb",
        signin=(("/admin/users/login", "Volunteer login"),),
        home_main=(
            "<h1>Grebe Marsh Village Museum</h1><p>Objects from the fen villages.</p>"
            '<h2>Featured piece</h2><p><a href="/collection/piece/214">Eel trap woven from '
            "willow, c. 1910</a></p>"
        ),
    )


def _kisten_item(ch: Chrome, pid: int) -> str:
    title, subject, tags, extra_images = _KISTEN_ITEMS[pid]
    gallery = "".join(
        f'<figure><img src="/files/square/{pid}-{i}.png" alt="view {i}"><figcaption>'
        f"View {i}</figcaption></figure>"
        for i in range(1, extra_images + 1)
    )
    tag_links = " ".join(f'<a rel="tag" href="/collection?tag={t}">{t}</a>' for t in tags)
    ids = sorted(_KISTEN_ITEMS)
    k = ids.index(pid)
    prev_next = ""
    if k > 0:
        prev_next += f'<a rel="prev" href="/collection/piece/{ids[k - 1]}">&larr; Previous</a> '
    if k < len(ids) - 1:
        prev_next += f'<a rel="next" href="/collection/piece/{ids[k + 1]}">Next &rarr;</a>'
    meta = dl(
        [
            ("Title", escape(title)),
            ("Subject", f'<a href="/collection?subject={subject}">{subject}</a>'),
            ("Identifier", f"GMVM.{pid:04d}"),
            ("Rights", "CC BY-NC 4.0"),
        ]
    )
    main = (
        f'<article class="piece"><h1>{escape(title)}</h1>'
        f'<div class="hero"><img src="/files/display/{pid}.png" alt="{escape(title)}"></div>'
        f'<div class="gallery">{gallery}</div>{meta}<p class="tags">Tags: {tag_links}</p>'
        f'<p class="cite">Cite as: Grebe Marsh Village Museum, "{escape(title)}", GMVM.{pid:04d}.'
        f'</p><nav class="pager">{prev_next}</nav></article>'
    )
    related = [
        (f"/collection/piece/{o}", _KISTEN_ITEMS[o][0])
        for o in ids
        if o != pid and _KISTEN_ITEMS[o][1] == subject
    ]
    aside = "<h2>Also in this set</h2>" + ul(related) if related else ""
    return ch.page(title, main, aside=aside)


def _kisten_sites() -> list[Site]:
    ch = _kisten_chrome()
    pages: dict[str, object] = {}
    tags = {t for v in _KISTEN_ITEMS.values() for t in v[2]}
    subjects = {v[1] for v in _KISTEN_ITEMS.values()}
    for pid, (_title, _s, _t, n) in _KISTEN_ITEMS.items():
        pages[f"/collection/piece/{pid}"] = _kisten_item(ch, pid)
        pages[f"/files/display/{pid}.png"] = image((140, 120, 80))
        for i in range(1, n + 1):
            pages[f"/files/square/{pid}-{i}.png"] = image((100 + i * 20, 120, 70))
    for t in tags:
        pages[f"/collection?tag={t}"] = ch.page(f"Tag: {t}", f"<h1>Pieces tagged {t}</h1>")
    for s in subjects:
        pages[f"/collection?subject={s}"] = ch.page(f"Subject: {s}", f"<h1>{s}</h1>")
    return [ch.site(pages)]


def _kisten_case(name: str, pid: int, others: list[int]) -> Case:
    title = _KISTEN_ITEMS[pid][0]
    return Case(
        name=name,
        imitates=f"hosted community museum catalogue (item page: {title})",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=f"http://{KISTEN}/collection/piece/{pid}",
        truth=frozenset({f"http://{KISTEN}/collection/piece/{pid}"}),
        build=_kisten_sites,
        others=frozenset(f"http://{KISTEN}/collection/piece/{o}" for o in others),
    )


# ---------------------------------------------------------------------------------------
# Scanwharf: a digitisation bureau's bare release server (no chrome at all).

WHARF = host("batches", "scanwharf")
WHARF_MIRROR = host("mirror", "scanwharf")
_RELEASES = {
    "bryo-2023-04": {
        "what": "Bryophyte packets, cabinet 12, imaged April 2023",
        "files": [
            (WHARF, "/store/3f/a1/bryo-2023-04_0001.tif"),
            (WHARF, "/store/3f/a2/bryo-2023-04_0002.tif"),
            (WHARF, "/store/3f/a3/bryo-2023-04_0003.tif"),
            (WHARF, "/store/3f/manifest-bryo-2023-04.csv"),
            (WHARF, "/store/3f/MD5SUMS-bryo-2023-04.txt"),
            (WHARF, "/store/3f/README-bryo-2023-04.txt"),
        ],
    },
    "lepi-drawer-0412": {
        "what": "Lepidoptera drawer 412 (Noctuidae), imaged with dorsal/ventral pairs",
        "files": [
            *[
                (WHARF_MIRROR, f"/masters/lepi-drawer-0412/ld0412_{n:03d}{side}.tif")
                for n in (1, 2, 3, 4)
                for side in ("d", "v")
            ],
            *[(WHARF, f"/store/c9/{n:02d}/ld0412_{n:03d}_preview.jpg") for n in (1, 2, 3, 4)],
            (WHARF, "/store/c9/ld0412-labels.csv"),
            (WHARF, "/store/c9/ld0412-manifest.json"),
            (WHARF, "/store/c9/SHA256SUMS-ld0412.txt"),
            (WHARF, "/store/c9/README-ld0412.md"),
            (WHARF, "/store/c9/LICENSE-ld0412.txt"),
        ],
    },
}


def _wharf_file(path: str, rid: str) -> Response:
    if path.endswith(".tif"):
        return binary(path, 700, "image/tiff")
    if path.endswith(".jpg"):
        return image((200, 190, 150))
    if path.endswith(".csv"):
        return text("file,catalogue_no,taxon\n" + f"{rid}_0001,BRY-88120,Sphagnum\n", "text/csv")
    if path.endswith(".json"):
        return text(f'{{"release": "{rid}", "count": 4}}\n', "application/json")
    return text(f"{rid}\nChecksums, readme and licence for this release.\n", "text/plain")


def _bare(title: str, body: str) -> str:
    return (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}</title>"
        f"</head><body>{body}<hr><address>wharfd/2.3 (release server)</address></body></html>\n"
    )


def _wharf_sites() -> list[Site]:
    main: dict[str, object] = {}
    mirror: dict[str, object] = {}
    every: list[str] = []
    for rid, rel in _RELEASES.items():
        rows = "".join(
            f'<tr><td><a href="http://{h}{p}">{escape(p.rsplit("/", 1)[1])}</a></td>'
            f"<td>{len(p) * 1013} bytes</td></tr>"
            for h, p in rel["files"]
        )
        main[f"/release/{rid}.html"] = _bare(
            f"Release {rid}",
            f"<h1>Release {rid}</h1><p>{escape(str(rel['what']))}</p>"
            f"<table><tr><th>File</th><th>Size</th></tr>{rows}</table>",
        )
        for h, p in rel["files"]:
            (main if h == WHARF else mirror)[p] = _wharf_file(p, rid)
            every.append(f'<li><a href="http://{h}{p}">{escape(p)}</a></li>')
    # The server's own index is a flat list of every file it holds: the homepage an
    # ignored-URIs list is built from names every file of every release.
    main["/"] = _bare(
        "wharfd file index", "<h1>Files on this server</h1><ul>" + "".join(every) + "</ul>"
    )
    mirror["/"] = _bare("wharfd mirror", "<h1>Mirror of large masters</h1><p>No index.</p>")
    sites = []
    for h, pages in ((WHARF, main), (WHARF_MIRROR, mirror)):
        s = Site(h, not_found=lambda r: Response.html(_bare("404 Not Found", "<h1>404</h1>"), 404))
        for p, v in pages.items():
            s.add(p, v)
        sites.append(s)
    return sites


def _wharf_case(name: str, rid: str) -> Case:
    entry = f"http://{WHARF}/release/{rid}.html"
    files = {f"http://{h}{p}" for h, p in _RELEASES[rid]["files"]}
    return Case(
        name=name,
        imitates=f"digitisation release file server (release listing {rid})",
        artifact_class="Single Hop",
        expected="single_page_plus",
        entry=entry,
        truth=frozenset({entry, *files}),
        build=_wharf_sites,
    )


# ---------------------------------------------------------------------------------------
# SpecimenShelf: a specimen-image data repository (files, versions, citation exports).

SHELF = host("www", "specimenshelf")
SHELF_DL = host("ndl", "specimenshelf")
SHELF_HDL = host("hdl", "specimenshelf")
_CATS = [("/categories/botany", "Botany"), ("/categories/entomology", "Entomology")]


def _shelf_chrome() -> Chrome:
    return Chrome(
        SHELF,
        "SpecimenShelf",
        nav=[("/browse", "Browse"), *_CATS, ("/collections", "Collections"), ("/upload", "Upload")],
        footer=[
            ("/about", "About"),
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/api-docs", "API"),
            ("/status", "Status"),
        ],
        accent="#0d5c63",
        title_format="{title} - {name}",
        tracker="http://tags.ledgerlytics.test/t.js?id=SSH-1",
        cdn_css="http://cdn.staticmoth.test/npm/bulma@0.9.4/css/bulma.min.css",
        home_main="<h1>Share specimen images and data</h1>" + ul(_CATS),
    )


def _shelf_record(
    ch: Chrome,
    aid: int,
    slug: str,
    title: str,
    version: int,
    files: list[tuple[str, str]],
    cited_by: tuple[str, str],
    collection: tuple[str, str],
) -> tuple[str, dict[str, object], set[str]]:
    """The landing page (one per version), its files and exports, and their URIs."""
    base = f"/articles/dataset/{slug}/{aid}"
    vers = [f"{base}/{v}" for v in range(1, version + 1)]
    exports = [
        (f"/articles/{aid}/export/bibtex", "BibTeX"),
        (f"/articles/{aid}/export/ris", "RIS"),
        (f"/articles/{aid}/export/datacite", "DataCite XML"),
    ]
    zip_all = f"/ndownloader/articles/{aid}/versions/{version}"
    file_rows = "".join(
        f'<li><span>{escape(n)}</span> <a class="dl" href="http://{SHELF_DL}{p}">Download</a></li>'
        for n, p in files
    )
    ver_links = " ".join(f'<a href="{v}">Version {v.rsplit("/", 1)[1]}</a>' for v in vers)
    main = (
        f'<article itemscope itemtype="https://schema.org/Dataset"><p class="kind">Dataset</p>'
        f'<h1 itemprop="name">{escape(title)}</h1>'
        f'<p class="authors"><a href="/authors/edda_varga/880124">Edda Varga</a>, '
        f'<a href="/authors/tomas_liu/880377">Tomas Liu</a></p>'
        f'<p class="versions">{ver_links}</p>'
        f'<section class="files"><h2>Files ({len(files)})</h2><ul>{file_rows}</ul>'
        f'<a class="all" href="{zip_all}">Download all</a></section>'
        f'<section class="cite"><h2>Cite</h2><p>Varga, E.; Liu, T. (2024). {escape(title)}. '
        f"SpecimenShelf. Dataset. https://doi.test/10.55021/ss.{aid}.v{version}</p>"
        + ul(exports)
        + "</section>"
        '<p class="cats">Categories: <a href="/categories/botany">Botany</a></p>'
        '<p class="lic">Licence: <a href="http://licenses.example.test/by/4.0/">CC BY 4.0</a></p>'
        "</article>"
    )
    aside = (
        "<h2>Cited by</h2>"
        + ul([cited_by])
        + "<h2>Part of collection</h2>"
        + ul([collection])
        + '<p><a href="http://www.linkedin.test/share?u=x">Share</a></p>'
    )
    page = ch.page(title, main, aside=aside)
    pages: dict[str, object] = {base: page, **dict.fromkeys(vers, page)}
    for p, label in exports:
        pages[p] = text(f"@misc{{ss{aid}, title={{{title}}}, note={{{label}}}}}\n", "text/plain")
    pages[zip_all] = binary(f"zip-{aid}", 900, "application/zip")
    uris = {ch.url(base), *(ch.url(v) for v in vers), *(ch.url(p) for p, _ in exports)}
    uris |= {ch.url(zip_all)} | {f"http://{SHELF_DL}{p}" for _n, p in files}
    pages[cited_by[0]] = ch.other(cited_by[1], "Thesis deposited on SpecimenShelf.")
    pages[collection[0]] = ch.other(collection[1], "A collection of datasets.")
    return base, pages, uris


_SHELF_A = dict(
    aid=7730021,
    slug="Sphagnum_herbarium_sheets_Kettle_Moss",
    title="Herbarium sheet images of Sphagnum from Kettle Moss",
    version=1,
    files=[
        ("KM-0031_sheet.png", "/files/41120011"),
        ("KM-0032_sheet.png", "/files/41120012"),
        ("kettle_moss_labels.csv", "/files/41120013"),
    ],
    cited_by=("/articles/thesis/Peat_moss_decline/7729940", "Peat moss decline (thesis)"),
    collection=("/collections/Kettle_Moss_survey/5581", "Kettle Moss survey"),
)
_SHELF_B = dict(
    aid=7730145,
    slug="Micro-CT_scans_of_fossil_beetle_elytra",
    title="Micro-CT scans of fossil beetle elytra, Oeningen collection",
    version=3,
    files=[
        ("elytra_scan_01.tif", "/files/41130001"),
        ("elytra_scan_02.tif", "/files/41130002"),
        ("elytra_scan_03.tif", "/files/41130003"),
        ("reconstruction_params.json", "/files/41130004"),
        ("specimen_list.csv", "/files/41130005"),
        ("data_descriptor.pdf", "/files/41130006"),
        ("preview_montage.png", "/files/41130007"),
        ("README.txt", "/files/41130008"),
    ],
    cited_by=("/articles/journal_contribution/Oeningen_beetles/7729002", "Oeningen beetles"),
    collection=("/collections/Oeningen_digitisation/5601", "Oeningen digitisation"),
)


def _shelf_sites() -> list[Site]:
    ch = _shelf_chrome()
    pages: dict[str, object] = {}
    dl_pages: dict[str, object] = {}
    for spec in (_SHELF_A, _SHELF_B):
        _b, p, _u = _shelf_record(ch, **spec)
        pages.update(p)
        for name, path in spec["files"]:
            if name.endswith(".pdf"):
                dl_pages[path] = pdf_file(str(spec["title"]), "Data descriptor")
            elif name.endswith((".png", ".tif")):
                dl_pages[path] = image((60, 90, 60))
            else:
                dl_pages[path] = text(f"{name}\nspecimen,taxon\n", "text/plain")
    for author in ("/authors/edda_varga/880124", "/authors/tomas_liu/880377"):
        pages[author] = ch.page("Profile", "<h1>Researcher profile</h1>")
    dl = file_host(SHELF_DL, ch, dl_pages)
    hdl = Site(SHELF_HDL, {"/": Response.redirect(f"http://{SHELF}/", 302)})
    hdl.add(
        "/10.55021/ss.7730145",
        Response.redirect(f"http://{SHELF}/articles/dataset/{_SHELF_B['slug']}/7730145", 302),
    )
    return [ch.site(pages), dl, hdl]


def _shelf_case(name: str, spec: dict[str, object], *, via_handle: bool) -> Case:
    base, _p, uris = _shelf_record(_shelf_chrome(), **spec)
    landing = f"http://{SHELF}{base}"
    return Case(
        name=name,
        imitates=f"specimen image data repository ({spec['title']})",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{SHELF_HDL}/10.55021/ss.{spec['aid']}" if via_handle else landing,
        truth=frozenset(uris),
        build=_shelf_sites,
        others=frozenset(
            f"http://{SHELF}{p}" for p in (spec["cited_by"][0], spec["collection"][0])
        ),
        landing=landing if via_handle else None,
    )


# ---------------------------------------------------------------------------------------
# Holmgard Museum: the public register of outgoing loans (agreements, condition reports).

LOANS = host("loans", "holmgardmuseum")
LOANS_FILES = host("files", "holmgardmuseum")
_LOANS = {
    "L-2019-044": {
        "title": "Outgoing loan L-2019-044: great auk egg to the Ferrybridge Natural History Society",
        "objects": ["HM.1931.22"],
        "venue": ("/exhibitions/339", "Lost Birds of the North Atlantic (2019)"),
        "docs": [
            ("/documents/8812/download", "Loan agreement"),
            ("/documents/8813/download", "Condition report"),
        ],
        "ext": [],
    },
    "L-2022-107": {
        "title": "Outgoing loan L-2022-107: Wallace bird skins for Islands of Change",
        "objects": ["HM.1894.301", "HM.1894.302", "HM.1894.317", "HM.1902.8", "HM.1902.9"],
        "venue": ("/exhibitions/412", "Islands of Change (2022-2023)"),
        "docs": [
            ("/documents/9920/download", "Loan agreement (signed)"),
            ("/documents/9921/download", "Condition report, outgoing"),
            ("/documents/9922/download", "Condition report, on return"),
            ("/documents/9923/download", "Courier report"),
        ],
        "ext": [
            ("/loan-files/L-2022-107/facility-report.pdf", "Borrower facility report"),
            ("/loan-files/L-2022-107/insurance-schedule.pdf", "Insurance schedule"),
            ("/loan-files/L-2022-107/packing-photos.zip", "Packing photographs"),
        ],
    },
}


def _loans_chrome() -> Chrome:
    return Chrome(
        LOANS,
        "Holmgard Museum · Loans register",
        nav=[
            ("/loans/outgoing", "Outgoing loans"),
            ("/loans/incoming", "Incoming loans"),
            ("/exhibitions", "Exhibition history"),
            ("/objects", "Objects"),
            ("/loans/how-to-borrow", "How to borrow"),
        ],
        accent="#6b1d2a",
        signin=(("/staff/sign-in", "Staff sign-in"),),
        home_title="Holmgard Museum · Loans register",
    )


def _loan_paths(lid: str) -> tuple[list[str], list[str]]:
    loan = _LOANS[lid]
    exports = [
        f"/reports/objectlist?loan={lid}&format=csv",
        f"/reports/objectlist?loan={lid}&format=xlsx",
    ]
    same = [f"/loans/outgoing/{lid}", *(p for p, _ in loan["docs"]), *exports]
    ext = [f"http://{LOANS_FILES}{p}" for p, _ in loan["ext"]]
    return same, ext


def _loans_sites() -> list[Site]:
    ch = _loans_chrome()
    pages: dict[str, object] = {}
    files: dict[str, object] = {}
    for lid, loan in _LOANS.items():
        same, _ext = _loan_paths(lid)
        title = str(loan["title"])
        objs = ul([(f"/objects/{o}", f"{o}") for o in loan["objects"]])
        docs = ul(list(loan["docs"]))
        ext = ul([(f"http://{LOANS_FILES}{p}", t) for p, t in loan["ext"]])
        venue = loan["venue"]
        main = (
            f"<h1>{escape(title)}</h1>"
            + dl(
                [
                    ("Loan number", lid),
                    ("Status", "Returned"),
                    ("Exhibition", f'<a href="{venue[0]}">{escape(venue[1])}</a>'),
                ]
            )
            + f"<h2>Objects on loan</h2>{objs}<h2>Documents</h2>{docs}"
            + (f"<h2>Borrower's documents</h2>{ext}" if loan["ext"] else "")
            + "<h2>Object list</h2>"
            + ul([(same[-2], "CSV"), (same[-1], "Excel")])
        )
        pages[same[0]] = ch.page(title, main, crumbs=[("/loans/outgoing", "Outgoing loans")])
        for p, label in loan["docs"]:
            pages[p] = pdf_file(title, label)
        pages[same[-2]] = text("object,description\nHM.1931.22,egg\n", "text/csv")
        pages[same[-1]] = binary(lid, 400, "application/vnd.ms-excel")
        for p, label in loan["ext"]:
            files[p] = binary(p) if p.endswith(".zip") else pdf_file(title, label)
        pages[venue[0]] = ch.other(venue[1], "Exhibition record.")
        for o in loan["objects"]:
            pages[f"/objects/{o}"] = ch.other(f"Object {o}", "Catalogue record.")
    return [ch.site(pages), file_host(LOANS_FILES, ch, files)]


def _loan_case(name: str, lid: str) -> Case:
    same, ext = _loan_paths(lid)
    loan = _LOANS[lid]
    return Case(
        name=name,
        imitates=f"museum loans register (loan record {lid})",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{LOANS}{same[0]}",
        truth=frozenset({*(f"http://{LOANS}{p}" for p in same), *ext}),
        build=_loans_sites,
        others=frozenset(
            {f"http://{LOANS}{loan['venue'][0]}"}
            | {f"http://{LOANS}/objects/{o}" for o in loan["objects"]}
        ),
    )


CASES = [
    # An item page of a hosted small-museum catalogue: images only embedded, no files or
    # exports linked; the seed reads Omeka.net collection items as Single Page.
    _kisten_case("kisten-eel-trap", 214, [215]),
    # Harder: a gallery of embedded views, tags, a set sidebar and pager linking other
    # pieces (other artifacts), still nothing of its own one hop away: Single Page.
    _kisten_case("kisten-pressed-sampler", 377, [376, 378]),
    # A chrome-less release listing: every link is a file of the release, and the
    # server's homepage lists the same files, so an ignored-URIs list would discard them;
    # the seed's Single Page+ takes the one hop whole.
    _wharf_case("wharf-bryo-release", "bryo-2023-04"),
    # Harder: 17 files, the TIFF masters on the bureau's mirror host.
    _wharf_case("wharf-lepidoptera-drawer", "lepi-drawer-0412"),
    # Figshare-shaped: files on the download host, citation exports and a zip one hop from
    # a landing page inside menus; the seed's Figshare row: Single Page+ with Ignored URIs.
    _shelf_case("shelf-sphagnum-sheets", _SHELF_A, via_handle=False),
    # Harder: entered by its handle (redirects), three versions, eight files.
    _shelf_case("shelf-fossil-elytra", _SHELF_B, via_handle=True),
    # A loan record: agreement and condition reports one hop away, object list exports;
    # objects and the exhibition are other records.  Single hop inside chrome.
    _loan_case("holmgard-loan-auk-egg", "L-2019-044"),
    # Harder: five objects, four documents, borrower's files on the museum's file host.
    _loan_case("holmgard-loan-wallace-skins", "L-2022-107"),
]
