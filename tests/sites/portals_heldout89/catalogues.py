"""One-hop and title-string catalogues of heldout89: a planetary image catalogue with derived
products, a mission technical-report server, a space-science data repository whose pages
repeat the dataset title, a signposted DOI archive, and bare instrument product-label pages.

Seed reasoning: Figshare/Zenodo/SSRN-shaped landing pages whose files are one hop away
inside portal chrome call for Single Page+ with Ignored URIs; a Dryad-shaped record whose
metadata pages carry the title but whose files do not calls for Significant String from
Title+ with Ignored URIs; a page whose every link is its own (no chrome) is Single Page+;
Link-header typed links give the boundary directly (Signposting).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import binary, frame, host, image, pdf_file, portal, site, table, text, ul

# ------------------------------------------- image catalogue (single_page_plus_ignored)

PJ = portal(
    host("catalog", "skyplates"),
    "SkyPlates Image Catalog",
    [
        ("/targets", "Targets"),
        ("/missions", "Missions"),
        ("/latest", "Latest images"),
        ("/gallery", "Galleries"),
    ],
    [("/image-use", "Image use policy"), ("/feedback", "Feedback"), ("/sitemap", "Site map")],
)


def _image(
    pid: str, title: str, derived: list[str], related: list[str]
) -> tuple[dict[str, PageValue], set[str]]:
    base = f"/catalog/{pid}"
    files = [(f"/figures/{pid}_{d}", d) for d in derived]
    files.append((f"/catalog/{pid}/caption.txt", "Caption (text)"))
    files.append((f"/catalog/{pid}/label.json", "Metadata (JSON)"))
    side = "<h3>Related images</h3>" + ul([(f"/catalog/{r}", r) for r in related])
    main = (
        f"<h1>{escape(pid)}: {escape(title)}</h1>"
        f'<img src="/figures/{pid}_thumb.jpg" alt="">'
        + table([("Target", "Mars"), ("Instrument", "HiRISE-like camera")])
        + "<h2>Downloads</h2>"
        + ul(files)
        + ul([("/targets", "All targets"), ("/image-use", "How to credit")])
    )
    pages: dict[str, PageValue] = {
        base: frame(PJ, f"{pid}: {title}", main, sidebar=side, share=PJ.url(base))
    }
    pages[f"/figures/{pid}_thumb.jpg"] = image((200, 120, 80), 8)
    for path, d in files:
        if d.endswith(".tif") or d.endswith(".jpg") or d.endswith(".png"):
            pages[path] = image((90, 60, 40))
        elif d.endswith(".txt") or "Caption" in d:
            pages[path] = text(f"{pid}: {title}. Image credit: the instrument team.\n")
        else:
            pages[path] = text(f'{{"id": "{pid}", "title": "{title}"}}', "application/json")
    truth = {PJ.url(base)} | {PJ.url(p) for p, _d in files}
    return pages, truth


_JEZ = _image(
    "PIA24311", "Delta Deposits in Jezero Crater", ["full.tif", "browse.jpg"], ["PIA25020"]
)
_GALE = _image(
    "PIA25020",
    "Mosaic of Gale Crater Layered Buttes",
    ["full.tif", "browse.jpg", "anaglyph.jpg", "annotated.png", "dtm_shaded.png"],
    ["PIA24311"],
)


def _pj_sites() -> list[Site]:
    latest = frame(
        PJ, "Latest images", ul([("/catalog/PIA24311", "Jezero"), ("/catalog/PIA25020", "Gale")])
    )
    return [site(PJ, {**_JEZ[0], **_GALE[0], "/latest": latest})]


# --------------------------------------- technical report server (single_page_plus_ignored)

TRS = portal(
    host("reports", "missiondocs"),
    "Mission Technical Reports Server",
    [
        ("/search/advanced", "Advanced search"),
        ("/collections", "Collections"),
        ("/api-docs", "API"),
    ],
    [("/foia", "FOIA"), ("/no-fear", "No Fear Act"), ("/web-policies", "Web policies")],
    title_format="{title} - {name}",
)


def _report(
    num: str, title: str, files: list[str], exports: list[str], related: str
) -> tuple[dict[str, PageValue], set[str]]:
    base = f"/citations/{num}"
    dls = [(f"/api/citations/{num}/downloads/{f}", f) for f in files]
    exp = [(f"/citations/{num}/export.{e}", e.upper()) for e in exports]
    main = (
        f"<h1>{escape(title)}</h1>"
        + table(
            [
                ("Document ID", num),
                ("Report type", "Technical Memorandum"),
                ("Subject category", "Lunar and Planetary Science"),
            ]
        )
        + "<h2>Downloads</h2>"
        + ul(dls)
        + "<h2>Export citation</h2>"
        + ul(exp)
    )
    side = "<h3>Similar documents</h3>" + ul([(related, "Similar report")])
    pages: dict[str, PageValue] = {base: frame(TRS, title, main, sidebar=side, share=TRS.url(base))}
    for p, f in dls:
        pages[p] = pdf_file(title, f) if f.endswith(".pdf") else binary(f)
    for p, e in exp:
        pages[p] = text(f"{e}: {title} ({num})\n")
    truth = {TRS.url(base)} | {TRS.url(p) for p, _ in dls} | {TRS.url(p) for p, _ in exp}
    return pages, truth


_APOLLO = _report(
    "19720018205",
    "Apollo 15 Preliminary Science Report",
    ["19720018205.pdf"],
    ["bib", "ris"],
    "/citations/20210011446",
)
_ARTEMIS = _report(
    "20210011446",
    "Lunar Surface Thermal Model Validation for South Pole Sites",
    [
        "20210011446.pdf",
        "20210011446_appendix_a.pdf",
        "20210011446_data.zip",
        "20210011446_presentation.pdf",
    ],
    ["bib", "ris", "xml"],
    "/citations/19720018205",
)


def _trs_sites() -> list[Site]:
    return [site(TRS, {**_APOLLO[0], **_ARTEMIS[0]})]


# ------------------------------------- data repository with titled pages (sig_title_plus_ignored)

DRY = portal(
    host("repo", "cosmodepot"),
    "CosmoDepot",
    [("/discover", "Discover"), ("/deposit", "Deposit"), ("/stats", "Stats")],
    [("/mission-statement", "Mission"), ("/fees", "Fees"), ("/governance", "Governance")],
    title_format="Data from: {title}",
)


def _deposit(
    did: str, title: str, files: list[str], pages_extra: list[str], related: str
) -> tuple[dict[str, PageValue], set[str]]:
    """Landing, metadata and file-detail pages all repeat the title; files do not."""
    base = f"/dataset/doi:10.80089/cd.{did}"
    meta = [(f"/resource/doi:10.80089/cd.{did}/{x}", x) for x in pages_extra]
    fpages = [(f"/resource/doi:10.80089/cd.{did}/file/{n}", f) for n, f in enumerate(files, 1)]
    cite = f"Data from: {escape(title)}"
    main = (
        f"<h1>{cite}</h1><p>Cite: {cite}. CosmoDepot. doi:10.80089/cd.{did}</p>"
        + "<h2>Files</h2>"
        + ul(fpages)
        + "<h2>Metadata</h2>"
        + ul(meta)
    )
    side = "<h3>Related datasets</h3>" + ul([(related, "Related deposit")])
    pages: dict[str, PageValue] = {base: frame(DRY, title, main, sidebar=side)}
    truth = {DRY.url(base)}
    for p, x in meta:
        pages[p] = frame(
            DRY, title, f"<h1>{cite}</h1><h2>{escape(x)}</h2>" + ul([(base, "Back to dataset")])
        )
        truth.add(DRY.url(p))
    for p, f in fpages:
        bit = f"/bitstream/cd.{did}/{f}"
        pages[p] = frame(
            DRY, title, f"<h1>{cite}</h1><p>File {escape(f)}</p>" + ul([(bit, "Download")])
        )
        pages[bit] = binary(f)
        truth |= {DRY.url(p), DRY.url(bit)}
    return pages, truth


_DUST = _deposit(
    "4kq2",
    "Interplanetary dust particle counts from the Student Dust Counter",
    ["sdc_counts_2006_2022.csv"],
    ["metadata-full"],
    "/dataset/doi:10.80089/cd.9tz7",
)
_ICE = _deposit(
    "9tz7",
    "Ice-shell thickness retrievals for Europa from radar sounding",
    ["retrievals.nc", "tracks.kml", "processing.ipynb"],
    ["metadata-full", "versions", "usage"],
    "/dataset/doi:10.80089/cd.4kq2",
)


def _dry_sites() -> list[Site]:
    return [site(DRY, {**_DUST[0], **_ICE[0]})]


# ------------------------------------------------------------- signposted archive (signposting)

SP = portal(
    host("data", "lunarvault"),
    "LunarVault",
    [("/browse", "Browse"), ("/communities", "Communities"), ("/upload", "Upload")],
    [("/policies", "Policies"), ("/developers", "Developers"), ("/support", "Support")],
)
DOI = host("doi", "vaultresolve")


def _signposted(rid: str, title: str, files: list[str]) -> tuple[dict[str, PageValue], set[str]]:
    base = f"/records/{rid}"
    items = [f"{base}/files/{f}" for f in files]
    meta = [
        (f"{base}/export/datacite.xml", "application/vnd.datacite.datacite+xml"),
        (f"{base}/export/json-ld", "application/ld+json"),
    ]
    link = ", ".join(
        [f'<http://{DOI}/10.80089/lv.{rid}>; rel="cite-as"']
        + [f'<{SP.url(i)}>; rel="item"; type="application/octet-stream"' for i in items]
        + [f'<{SP.url(m)}>; rel="describedby"; type="{t}"' for m, t in meta]
    )
    head = "".join(f'<link rel="item" href="{i}">' for i in items) + "".join(
        f'<link rel="describedby" href="{m}" type="{t}">' for m, t in meta
    )
    main = (
        f"<h1>{escape(title)}</h1>"
        + table([("DOI", f"10.80089/lv.{rid}")])
        + "<h2>Files</h2>"
        + ul([(i, i.rsplit("/", 1)[1]) for i in items])
        + "<h2>Export</h2>"
        + ul([(m, t) for m, t in meta])
        + "<h3>Communities</h3>"
        + ul([("/communities", "Lunar science")])
    )
    html = frame(SP, title, main, head=head, share=SP.url(base))
    pages: dict[str, PageValue] = {
        base: Response.html(html, headers=[("Link", link)]),
        **{i: binary(i) for i in items},
        **{m: text(f"<resource>{title}</resource>", t) for m, t in meta},
    }
    return pages, {SP.url(base)} | {SP.url(i) for i in items} | {SP.url(m) for m, _ in meta}


_REGO = _signposted("771204", "Apollo 17 regolith core grain-size tables", ["grain_size.csv"])
_SEIS = _signposted(
    "803518",
    "Reprocessed Apollo passive seismic experiment waveforms, 1969-1977",
    [f"apse_station{n}.mseed" for n in (12, 14, 15, 16)] + ["stations.xml"],
)


def _sp_sites() -> list[Site]:
    doi = Site(
        DOI,
        {
            "/": "<html><head><title>Resolver</title></head><body>DOI resolver</body></html>",
            "/10.80089/lv.771204": Response.redirect(SP.url("/records/771204"), 302),
            "/10.80089/lv.803518": Response.redirect(SP.url("/records/803518"), 302),
        },
    )
    return [site(SP, {**_REGO[0], **_SEIS[0]}), doi]


# ------------------------------------------------------ bare product-label pages (single_page_plus)

LBL = host("products", "magnetometer-team")


def _label(pid: str, files: list[tuple[str, str]]) -> tuple[dict[str, PageValue], set[str]]:
    """An instrument team's generated label page: no chrome, every link is one of its files."""
    path = f"/labels/{pid}.html"
    rows = "".join(f'<li><a href="{escape(h)}">{escape(n)}</a></li>' for h, n in files)
    html = (
        f"<!DOCTYPE html><html><head><title>{pid}</title></head><body>"
        f"<h1>{pid}</h1><pre>PRODUCT_ID = {pid}\nINSTRUMENT_ID = MAG</pre><ul>{rows}</ul>"
        "</body></html>"
    )
    pages: dict[str, PageValue] = {path: html}
    truth = {f"http://{LBL}{path}"}
    for h, _n in files:
        if h.startswith("/"):
            pages[h] = binary(h)
            truth.add(f"http://{LBL}{h}")
        else:
            truth.add(h)
    return pages, truth


MIRR = host("mirror", "magarchive-backup")
_MAGA = _label(
    "MAG_1S_2015_091",
    [("/data/MAG_1S_2015_091.TAB", "MAG_1S_2015_091.TAB"), ("/data/MAG_1S_2015_091.LBL", "Label")],
)
_MAGB = _label(
    "MAG_HIRES_2016_200",
    [
        ("/data/MAG_HIRES_2016_200.TAB", "Table"),
        ("/data/MAG_HIRES_2016_200.LBL", "Label"),
        ("/data/MAG_HIRES_2016_200_QL.PNG", "Quick-look plot"),
        ("/doc/MAG_SIS.PDF", "SIS"),
        (f"http://{MIRR}/mag/MAG_HIRES_2016_200.TAB.gz", "Compressed copy (mirror)"),
    ],
)


def _label_sites() -> list[Site]:
    mirror = Site(
        MIRR,
        {
            "/": "<html><head><title>mirror</title></head><body>Backup mirror</body></html>",
            "/mag/MAG_HIRES_2016_200.TAB.gz": binary("gz"),
        },
    )
    return [
        Site(
            LBL,
            {
                "/": "<html><head><title>MAG products</title></head><body>"
                "Magnetometer team product server</body></html>",
                **_MAGA[0],
                **_MAGB[0],
            },
        ),
        mirror,
    ]


CASES: list[Case] = [
    # Figshare/Zenodo shape: the image, its derived products, caption and metadata are one
    # hop from the entry, inside catalogue chrome: Single Page+ with Ignored URIs.
    case(
        "skyplates-jezero",
        "image catalogue (derived products)",
        "image",
        "single_page_plus_ignored",
        PJ.url("/catalog/PIA24311"),
        _JEZ[1],
        _pj_sites,
        others=[PJ.url("/catalog/PIA25020")],
    ),
    case(
        "skyplates-gale",
        "image catalogue (five derived products)",
        "image",
        "single_page_plus_ignored",
        PJ.url("/catalog/PIA25020"),
        _GALE[1],
        _pj_sites,
        others=[PJ.url("/catalog/PIA24311")],
    ),
    # SSRN/BioRxiv shape: a report landing with its PDF and citation exports one hop away.
    case(
        "reports-apollo15",
        "technical report server (single pdf)",
        "report",
        "single_page_plus_ignored",
        TRS.url("/citations/19720018205"),
        _APOLLO[1],
        _trs_sites,
        others=[TRS.url("/citations/20210011446")],
    ),
    case(
        "reports-southpole",
        "technical report server (appendices, data, exports)",
        "report",
        "single_page_plus_ignored",
        TRS.url("/citations/20210011446"),
        _ARTEMIS[1],
        _trs_sites,
        others=[TRS.url("/citations/19720018205")],
    ),
    # Dryad shape: every page carries "Data from: <title>"; the files do not, so one hop out
    # from the titled pages, ignoring chrome: Significant String from Title+ with Ignored URIs.
    case(
        "cosmodepot-dust",
        "title-repeating data repository (one file)",
        "dataset",
        "sig_title_plus_ignored",
        DRY.url("/dataset/doi:10.80089/cd.4kq2"),
        _DUST[1],
        _dry_sites,
        others=[DRY.url("/dataset/doi:10.80089/cd.9tz7")],
    ),
    case(
        "cosmodepot-europa",
        "title-repeating data repository (three files, metadata pages)",
        "dataset",
        "sig_title_plus_ignored",
        DRY.url("/dataset/doi:10.80089/cd.9tz7"),
        _ICE[1],
        _dry_sites,
        others=[DRY.url("/dataset/doi:10.80089/cd.4kq2")],
    ),
    # Link headers name the items and metadata of the record: Signposting.
    case(
        "lunarvault-regolith",
        "signposted archive (one item)",
        "dataset",
        "signposting",
        SP.url("/records/771204"),
        _REGO[1],
        _sp_sites,
    ),
    # Harder: entered through the DOI resolver, five items.
    case(
        "lunarvault-seismic",
        "signposted archive (doi entry, five items)",
        "dataset",
        "signposting",
        f"http://{DOI}/10.80089/lv.803518",
        _SEIS[1],
        _sp_sites,
        landing=SP.url("/records/803518"),
    ),
    # No chrome at all: every link of the label page is one of the product's files, so
    # one hop is exactly the artifact: Single Page+.
    case(
        "maglabel-1s",
        "product label page (two files)",
        "dataset",
        "single_page_plus",
        f"http://{LBL}/labels/MAG_1S_2015_091.html",
        _MAGA[1],
        _label_sites,
    ),
    case(
        "maglabel-hires",
        "product label page (plot, document, mirror copy)",
        "dataset",
        "single_page_plus",
        f"http://{LBL}/labels/MAG_HIRES_2016_200.html",
        _MAGB[1],
        _label_sites,
    ),
]
