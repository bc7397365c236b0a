"""Title-string portals of heldout100: a Dryad-like borehole-log archive, an open-file
report library, a Dataverse installation for basin subsurface data, and an OSF-like
project workspace.

The significant string is the entry's <title> (whole, or with the portal's name filtered
off against the homepage's title: a common prefix on the workspace, a common suffix on the
Dataverse).  Titles use plain characters so the string reads the same in HTML and text.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, text, ul, zipfile_bytes

# ---------------------------------------------------------------- Dryad-like borehole-log archive

LC = Chrome(
    host="archive.logcellar.hx100.example",
    name="LogCellar",
    tagline="Curated borehole log data",
    menu=[
        ("/search", "Explore data"),
        ("/submit", "Submit data"),
        ("/about", "About"),
        ("/pricing", "Membership"),
    ],
    footer=[
        ("/about/terms", "Terms of service"),
        ("/about/privacy", "Privacy"),
        ("/about/api", "API"),
        ("/help", "Help"),
    ],
    social=[("http://mastodon.test/@logcellar", "Mastodon")],
    title_format="{title}",
    home_title="LogCellar borehole data archive",
)
LC_A, LC_B = "lc-4r7t2", "lc-8m3q5"
LC_TA = "Data from: Spectral gamma-ray logs of the Kelso Moor boreholes"
LC_TB = "Data from: Wireline logs and core descriptions of the Ravensike buried valley"
LC_A_FILES = ["KM-01_sgr.las", "KM-02_sgr.las"]
LC_B_FILES = [
    "RS-1_wireline.las",
    "RS-2_wireline.las",
    "RS-3_wireline.las",
    "core_descriptions.csv",
    "core_photos.zip",
]
LC_FEATURED = [
    ("/record/lc-2k9w1", "Data from: Downhole temperature of the Coldwell geothermal well")
]


def _lc_dl(rid: str, n: int, name: str, v: str = "") -> str:
    return f"/download/{rid}/{v}file/{n}/{name}"


def _lc_record(rid: str, title: str, files: list[str], extra: str = "") -> str:
    rows = "".join(
        f'<li><a href="/record/{rid}/file/{i}">{escape(f)}</a></li>' for i, f in enumerate(files, 1)
    )
    main = (
        f'<h1 class="dataset-title">{escape(title)}</h1>'
        '<p class="authors">Fenwick, A.; Osei, K.</p>'
        f"<p>Cite: Fenwick A, Osei K (2024) {escape(title)}. LogCellar. "
        f'<a href="http://doi.test/10.5061/logcellar.{rid[3:]}">doi:10.5061/logcellar.{rid[3:]}</a></p>'
        f"<h2>Data files</h2><ul>{rows}</ul>"
        f'<p><a href="/download/{rid}.zip">Download dataset (zip)</a> · '
        f'<a href="/record/{rid}/cite.ris">Export RIS</a></p>{extra}'
        '<p>Related article: <a href="http://doi.test/10.1144/qjegh2023-118">Q J Eng Geol Hydrogeol</a></p>'
    )
    aside = "<h3>Featured</h3>" + ul(LC_FEATURED)
    return LC.page(title, main, aside=aside, share=LC.url(f"/record/{rid}"))


def _lc_file_page(rid: str, title: str, i: int, name: str) -> str:
    main = (
        f'<h1>{escape(name)}</h1><p>This file is part of: <a href="/record/{rid}">{escape(title)}</a></p>'
        f'<p><a class="download" href="{_lc_dl(rid, i, name)}">Download {escape(name)}</a></p>'
    )
    return LC.page(name, main)


def _lc_data(name: str) -> PageValue:
    if name.endswith(".zip"):
        return zipfile_bytes(name)
    if name.endswith(".csv"):
        return text(
            "depth_top_m,depth_base_m,lithology\n0.0,3.2,TILL\n3.2,17.9,SAND AND GRAVEL\n",
            "text/csv",
        )
    well = name.split("_", 1)[0]
    return text(
        f"~Version\nVERS. 2.0\n~Well\nWELL. {well}\nSTRT.M 0.0\nSTOP.M 42.5\n~A\n0.0 45.1\n",
        "text/plain",
    )


def _lc_sites() -> list[Site]:
    versions = f'<p><a href="/record/{LC_B}/versions">Version history</a> (2 versions)</p>'
    pages: dict[str, PageValue] = {
        f"/record/{LC_A}": _lc_record(LC_A, LC_TA, LC_A_FILES),
        f"/record/{LC_B}": _lc_record(LC_B, LC_TB, LC_B_FILES, versions),
        f"/record/{LC_B}/versions": LC.page(
            "Version history",
            f"<h1>Versions of {escape(LC_TB)}</h1>"
            + ul(
                [
                    (f"/record/{LC_B}", "Version 2 (current)"),
                    (f"/record/{LC_B}?version=1", "Version 1"),
                ]
            ),
        ),
        f"/record/{LC_B}?version=1": LC.page(
            LC_TB,
            f"<h1>{escape(LC_TB)}</h1><p>Version 1 (superseded). Contained one archive.</p>"
            f'<p><a href="{_lc_dl(LC_B, 1, "RS_logs_2019.zip", "v1/")}">RS_logs_2019.zip</a></p>',
        ),
        _lc_dl(LC_B, 1, "RS_logs_2019.zip", "v1/"): zipfile_bytes("v1"),
        "/record/lc-2k9w1": LC.page(LC_FEATURED[0][1], f"<h1>{LC_FEATURED[0][1]}</h1>"),
    }
    for rid, title, files in [(LC_A, LC_TA, LC_A_FILES), (LC_B, LC_TB, LC_B_FILES)]:
        pages[f"/download/{rid}.zip"] = zipfile_bytes(rid)
        pages[f"/record/{rid}/cite.ris"] = text(
            f"TY  - DATA\nTI  - {title}\nPB  - LogCellar\nER  - \n",
            "application/x-research-info-systems",
        )
        for i, f in enumerate(files, 1):
            pages[f"/record/{rid}/file/{i}"] = _lc_file_page(rid, title, i, f)
            pages[_lc_dl(rid, i, f)] = _lc_data(f)
    LC.home_main = "<h1>LogCellar</h1><h2>Featured data</h2>" + ul(LC_FEATURED)
    return [LC.site(pages)]


def _lc_truth(rid: str, files: list[str]) -> list[str]:
    out = [f"/record/{rid}", f"/download/{rid}.zip", f"/record/{rid}/cite.ris"]
    for i, f in enumerate(files, 1):
        out += [f"/record/{rid}/file/{i}", _lc_dl(rid, i, f)]
    return [LC.url(p) for p in out]


# ---------------------------------------------------------------- open-file report library

OFR = Chrome(
    host="pubs.ofrshelf.hx100.example",
    name="OFR Shelf",
    tagline="Open-file reports of the Northern Provinces Geological Survey",
    menu=[
        ("/series/ofr", "Open-file reports"),
        ("/series/bulletins", "Bulletins"),
        ("/maps", "Maps"),
        ("/order", "Order print"),
    ],
    footer=[
        ("/about", "About"),
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy"),
        ("/foia", "Information requests"),
    ],
    title_format="{title}",
    home_title="Survey publications shelf",
    cookie=False,
)
OFR_A, OFR_B = "/ofr/2019-07", "/ofr/2021-03"
OFR_TA = "Open-File Report 2019-07, Hydrogeology of the Ravensike sand and gravel aquifer"
OFR_TB = "Open-File Report 2021-03, Borehole geology of the Whinfell coalfield margin"
CHAPTERS = [
    ("a", "Drilling and sampling"),
    ("b", "Lithostratigraphy of the boreholes"),
    ("c", "Coal seam correlation"),
]


def _ofr_landing(base: str, title: str, parts: list[tuple[str, str]], related: str) -> str:
    main = (
        f"<h1>{escape(title)}</h1>"
        '<p>By <a href="/authors/j-arkwright">J. Arkwright</a> and <a href="/authors/m-tully">M. Tully</a>. '
        'Subjects: <a href="/search?subject=hydrogeology">hydrogeology</a>, <a href="/search?subject=boreholes">boreholes</a></p>'
        f"<h2>Read and download</h2>{ul(parts)}"
        f'<p>Related: <a href="{related}">{related.rsplit("/", 1)[1]}</a></p>'
    )
    return OFR.page(title, main, crumbs=[("/", "Home"), ("/series/ofr", "Open-file reports")])


def _ofr_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    a_parts = [
        (f"{OFR_A}/fulltext", "Read online"),
        (f"{OFR_A}/ofr2019-07.txt", "Plain-text edition"),
        (f"{OFR_A}/metadata.xml", "Metadata (FGDC)"),
        (f"{OFR_A}/cite", "How to cite"),
    ]
    pages[OFR_A] = _ofr_landing(OFR_A, OFR_TA, a_parts, OFR_B)
    pages[f"{OFR_A}/fulltext"] = OFR.page(
        "Full text",
        f"<h1>{escape(OFR_TA)}</h1><h2>Abstract</h2><p>The aquifer is a buried glacial channel ...</p>"
        f'<p><a href="{OFR_A}">Back to report page</a></p>',
    )
    pages[f"{OFR_A}/ofr2019-07.txt"] = text(
        f"{OFR_TA}\n\nAbstract\nThe aquifer is a buried glacial channel...\n"
    )
    pages[f"{OFR_A}/metadata.xml"] = text(
        f"<metadata><idinfo><citation><title>{escape(OFR_TA)}</title></citation></idinfo></metadata>",
        "application/xml",
    )
    pages[f"{OFR_A}/cite"] = OFR.page(
        "Cite",
        f"<h1>How to cite</h1><p>Arkwright J, Tully M (2019) {escape(OFR_TA)}. Northern Provinces Geological Survey.</p>",
    )

    b_parts = [(f"{OFR_B}/chapter-{k}", f"Chapter {k.upper()}: {t}") for k, t in CHAPTERS]
    b_parts += [(f"{OFR_B}/errata", "Errata"), (f"{OFR_B}/metadata.xml", "Metadata (FGDC)")]
    pages[OFR_B] = _ofr_landing(OFR_B, OFR_TB, b_parts, OFR_A)
    for n, (k, t) in enumerate(CHAPTERS):
        nav = []
        if n + 1 < len(CHAPTERS):
            nav.append((f"{OFR_B}/chapter-{CHAPTERS[n + 1][0]}", "Next chapter"))
        nav.append((OFR_B, "Report contents"))
        pages[f"{OFR_B}/chapter-{k}"] = OFR.page(
            f"Chapter {k.upper()}",
            f'<h1>Chapter {k.upper()}. {escape(t)}</h1><p class="series">Chapter {k.upper()} of {escape(OFR_TB)}</p>'
            f'<p>Data: <a href="{OFR_B}/appendix/{k}.csv">Appendix {k.upper()} (CSV)</a></p>{ul(nav)}',
        )
        pages[f"{OFR_B}/appendix/{k}.csv"] = text(
            f"# {OFR_TB}, appendix {k.upper()}\nborehole,depth_m,unit\nWF-1,12.0,Pennine Middle Coal Measures\n",
            "text/csv",
        )
    pages[f"{OFR_B}/errata"] = OFR.page(
        "Errata",
        f"<h1>Errata</h1><p>{escape(OFR_TB)}: figure 4 scale bar corrected 2022-01-10.</p>",
    )
    pages[f"{OFR_B}/metadata.xml"] = text(
        f"<metadata><idinfo><citation><title>{escape(OFR_TB)}</title></citation></idinfo></metadata>",
        "application/xml",
    )
    OFR.home_main = "<h1>Survey publications</h1>" + ul(
        [("/series/ofr", "Latest open-file reports")]
    )
    return [OFR.site(pages)]


# ---------------------------------------------------------------- Dataverse for basin subsurface data

DV = Chrome(
    host="dataverse.basinsub.hx100.example",
    name="Basin Subsurface Dataverse",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Add data"),
        ("/guides/user", "User guide"),
        ("/support", "Support"),
    ],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/about", "About")],
    social=[("http://dataverse.test/", "Powered by Dataverse")],
    title_format="{title} | {name}",
    home_title="Basin Subsurface Research Data | Basin Subsurface Dataverse",
    login="/loginpage.xhtml",
    register="/dataverseuser.xhtml",
    search="/dataverse/root",
)
DV_A, DV_B = "doi:10.70122/BSD/QX7T2M", "doi:10.70122/BSD/L4WZ9K"
DV_TA = "Core CT scans and porosity of the Wenlock reef cores (2021)"
DV_TB = "Wireline logs, cuttings descriptions and formation tops for 14 Kestrel Basin wells (v2)"
DV_A_FILES = [(5512, "wenlock_porosity.csv"), (5513, "ct_scan_index.csv")]
DV_B_FILES = [
    (7701, "formation_tops.tab"),
    (7702, "cuttings_descriptions.tab"),
    (7703, "well_headers.tab"),
    (7704, "logs_manifest.txt"),
]


def _dv_ds(pid: str, version: str = "") -> str:
    return f"/dataset.xhtml?persistentId={pid}" + (f"&version={version}" if version else "")


def _dv_dataset(
    pid: str, title: str, files: list[tuple[int, str]], collection: str, extra: str = ""
) -> str:
    rows = "".join(
        f'<tr><td><a href="{escape(f"/file.xhtml?fileId={i}&version=1.0")}">{escape(n)}</a></td>'
        f'<td><a href="/api/access/datafile/{i}">Access file</a></td></tr>'
        for i, n in files
    )
    export = escape(f"/api/datasets/export?exporter=ddi&persistentId={pid}")
    main = (
        f'<ol class="breadcrumb"><li><a href="/">Basin Subsurface Research Data</a></li><li><a href="/dataverse/{collection}">{collection}</a></li></ol>'
        f'<h1 id="title">{escape(title)}</h1><p>Persistent identifier: {pid}</p>'
        f'<p><a href="{export}">Export metadata (DDI)</a></p>'
        f'<table class="files">{rows}</table>{extra}'
        '<p>Terms: <a href="http://creativecommons.test/publicdomain/zero/1.0/">CC0 1.0</a></p>'
    )
    return DV.page(title, main, share=DV.url(_dv_ds(pid)))


def _dv_file_page(pid: str, title: str, i: int, name: str, tabular: bool) -> str:
    fmts = ""
    if tabular:
        fmts = " ".join(
            f'<a href="{escape(f"/api/access/datafile/{i}?format={f}")}">{f}</a>'
            for f in ("original", "tab")
        )
        fmts = f"<p>Download as: {fmts}</p>"
    main = (
        f'<h1>{escape(name)}</h1><p>Dataset: <a href="{escape(_dv_ds(pid))}">{escape(title)}</a></p>'
        f'<p><a href="/api/access/datafile/{i}">Access file</a></p>{fmts}'
    )
    return DV.page(f"{name} - {title}", main)


def _dv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    v_links = escape(_dv_ds(DV_B, "1.0"))
    versions = (
        f'<h2>Versions</h2><ul><li>2.0 (this version)</li><li><a href="{v_links}">1.0</a></li></ul>'
    )
    pages[_dv_ds(DV_A)] = _dv_dataset(DV_A, DV_TA, DV_A_FILES, "wenlock-reefs")
    pages[_dv_ds(DV_B)] = _dv_dataset(DV_B, DV_TB, DV_B_FILES, "kestrel-basin", versions)
    pages[_dv_ds(DV_B, "1.0")] = _dv_dataset(
        DV_B, DV_TB, DV_B_FILES[:2], "kestrel-basin", "<p>Version 1.0, superseded.</p>"
    )
    for pid, title, files in [(DV_A, DV_TA, DV_A_FILES), (DV_B, DV_TB, DV_B_FILES)]:
        pages[f"/api/datasets/export?exporter=ddi&persistentId={pid}"] = text(
            f"<codeBook><stdyDscr><citation><titlStmt><titl>{escape(title)}</titl></titlStmt></citation></stdyDscr></codeBook>",
            "application/xml",
        )
        for i, n in files:
            tabular = n.endswith(".tab")
            pages[f"/file.xhtml?fileId={i}&version=1.0"] = _dv_file_page(pid, title, i, n, tabular)
            body = f"# {title}\n# file: {n}\nwell,value\nKB-1,12.4\n"
            pages[f"/api/access/datafile/{i}"] = text(
                body, "text/tab-separated-values" if tabular else "text/csv"
            )
            if tabular:
                for f in ("original", "tab"):
                    pages[f"/api/access/datafile/{i}?format={f}"] = text(body, "text/plain")
    DV.home_main = "<h1>Basin Subsurface Research Data</h1>" + ul(
        [
            ("/dataverse/wenlock-reefs", "Wenlock reefs"),
            ("/dataverse/kestrel-basin", "Kestrel Basin"),
        ]
    )
    return [DV.site(pages)]


def _dv_truth(pid: str, files: list[tuple[int, str]], version1: bool = False) -> list[str]:
    out = [_dv_ds(pid), f"/api/datasets/export?exporter=ddi&persistentId={pid}"]
    if version1:
        out.append(_dv_ds(pid, "1.0"))
    for i, n in files:
        out += [f"/file.xhtml?fileId={i}&version=1.0", f"/api/access/datafile/{i}"]
        if n.endswith(".tab"):
            out += [
                f"/api/access/datafile/{i}?format=original",
                f"/api/access/datafile/{i}?format=tab",
            ]
    return [DV.url(p) for p in out]


# ---------------------------------------------------------------- OSF-like project workspace

GW = Chrome(
    host="hub.geoworkspace.hx100.example",
    name="GeoWork",
    menu=[
        ("/dashboard/", "My projects"),
        ("/search/", "Search"),
        ("/support/", "Support"),
        ("/donate/", "Donate"),
    ],
    footer=[
        ("/terms/", "Terms of use"),
        ("/privacy/", "Privacy policy"),
        ("/status/", "Status"),
        ("/api/docs/", "API"),
    ],
    social=[("http://github.test/geowork", "GitHub")],
    title_format="GeoWork | {title}",
    home_title="GeoWork | Welcome",
    login="/login/",
    register="/register/",
    search="/search/",
)
GW_A, GW_B = "pr4mz", "k3v8n"
GW_TA = "Tarn Valley borehole hydrochemistry"
GW_TB = "Kestrel Rigg vein paragenesis and fluid inclusions"
# project guid -> (title, files as (file guid, name), components as (guid, suffix))
GW_A_FILES = [("f7q2a", "major_ions_2022.csv"), ("g2m8w", "sampling_protocol.txt")]
GW_B_FILES = [("h5t1c", "paragenetic_sequence.txt")]
GW_B_COMPONENTS = [
    (
        "c9w3t",
        "Microthermometry",
        [("j8r4d", "homogenisation_temps.csv"), ("m3x7p", "salinities.csv")],
    ),
    ("d2p6r", "Field mapping", [("n6y2s", "vein_orientations.csv")]),
]


def _gw_project(
    guid: str, title: str, files: list[tuple[str, str]], components: list[tuple[str, str]]
) -> str:
    nav = ul(
        [(f"/{guid}/", "Overview"), (f"/{guid}/files/", "Files"), (f"/{guid}/wiki/", "Wiki")],
        "project-nav",
    )
    comp = (
        ("<h2>Components</h2>" + ul([(f"/{g}/", f"{title}: {s}") for g, s in components]))
        if components
        else ""
    )
    main = (
        f'<h1 class="project-title">{escape(title)}</h1>{nav}'
        '<p>Contributors: <a href="/u/9hx3d/">Priya Raman</a>, <a href="/u/4kq1z/">Tom Hale</a></p>'
        f'<p>Tags: <a href="/search/?q=tags:hydrochemistry">hydrochemistry</a></p>{comp}'
        f"<h2>Files</h2>{ul([(f'/{g}/', n) for g, n in files])}"
    )
    return GW.page(title, main, share=GW.url(f"/{guid}/"))


def _gw_add(
    pages: dict[str, PageValue],
    guid: str,
    title: str,
    files: list[tuple[str, str]],
    comps: list[tuple[str, str]],
) -> None:
    pages[f"/{guid}/"] = _gw_project(guid, title, files, comps)
    pages[f"/{guid}/files/"] = GW.page(
        f"{title} | Files",
        f"<h1>{escape(title)}: files</h1>" + ul([(f"/{g}/", n) for g, n in files]),
    )
    pages[f"/{guid}/wiki/"] = GW.page(
        f"{title} | Wiki",
        f"<h1>{escape(title)}</h1><p>Project wiki: aims, methods and data conventions.</p>",
    )
    for g, n in files:
        pages[f"/{g}/"] = GW.page(
            n,
            f'<p class="crumbs">{escape(title)} / Files</p><h1>{escape(n)}</h1>'
            f'<p><a href="/download/{g}/">Download</a> · <a href="/{guid}/">Back to project</a></p>',
        )
        pages[f"/download/{g}/"] = text(f"# Project: {title}\n# File: {n}\nsample,value\nA1,3.2\n")


def _gw_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    _gw_add(pages, GW_A, GW_TA, GW_A_FILES, [])
    _gw_add(pages, GW_B, GW_TB, GW_B_FILES, [(g, s) for g, s, _f in GW_B_COMPONENTS])
    for g, s, files in GW_B_COMPONENTS:
        _gw_add(pages, g, f"{GW_TB}: {s}", files, [])
    GW.home_main = "<h1>GeoWork</h1><p>Plan, share and archive your geoscience projects.</p>" + ul(
        [("/explore/", "Explore public projects")]
    )
    return [GW.site(pages)]


def _gw_truth(guid: str, files: list[tuple[str, str]]) -> list[str]:
    out = [f"/{guid}/", f"/{guid}/files/", f"/{guid}/wiki/"]
    for g, _n in files:
        out += [f"/{g}/", f"/download/{g}/"]
    return [GW.url(p) for p in out]


# ---------------------------------------------------------------- cases

CASES: list[Case] = [
    # Dryad's shape: every page of the package carries the "Data from: ..." title, the data
    # files do not, and sit one hop from those pages: Sig. String from Title+ with Ignored.
    case(
        "logcellar-kelso-moor",
        "borehole-log data archive (spectral gamma package)",
        "multi_hop",
        "sig_title_plus_ignored",
        LC.url(f"/record/{LC_A}"),
        _lc_truth(LC_A, LC_A_FILES),
        _lc_sites,
        others=[LC.url("/record/lc-2k9w1")],
    ),
    # Five files with their pages, and a version history whose version-1 page (same title)
    # links its own archive one hop away.
    case(
        "logcellar-ravensike",
        "borehole-log data archive (versioned wireline package)",
        "multi_hop",
        "sig_title_plus_ignored",
        LC.url(f"/record/{LC_B}"),
        [
            *_lc_truth(LC_B, LC_B_FILES),
            LC.url(f"/record/{LC_B}/versions"),
            LC.url(f"/record/{LC_B}?version=1"),
            LC.url(_lc_dl(LC_B, 1, "RS_logs_2019.zip", "v1/")),
        ],
        _lc_sites,
        others=[LC.url("/record/lc-2k9w1")],
    ),
    # The report's bare title (no site name in <title>) is in every one of its objects (text
    # editions, metadata, citation page) and in no chrome: Significant String from Title.
    case(
        "ofrshelf-2019-07",
        "open-file report library (hydrogeology report)",
        "multi_hop",
        "sig_title",
        OFR.url(OFR_A),
        [
            OFR.url(p)
            for p in (
                OFR_A,
                f"{OFR_A}/fulltext",
                f"{OFR_A}/ofr2019-07.txt",
                f"{OFR_A}/metadata.xml",
                f"{OFR_A}/cite",
            )
        ],
        _ofr_sites,
        others=[OFR.url(OFR_B)],
    ),
    # Chaptered report: chapters (each naming the report) link their data appendices, two
    # hops out; the chapter chain and errata also carry the title.
    case(
        "ofrshelf-2021-03",
        "open-file report library (chaptered report with data appendices)",
        "multi_hop",
        "sig_title",
        OFR.url(OFR_B),
        [
            OFR.url(OFR_B),
            OFR.url(f"{OFR_B}/errata"),
            OFR.url(f"{OFR_B}/metadata.xml"),
            *(OFR.url(f"{OFR_B}/chapter-{k}") for k, _t in CHAPTERS),
            *(OFR.url(f"{OFR_B}/appendix/{k}.csv") for k, _t in CHAPTERS),
        ],
        _ofr_sites,
        others=[OFR.url(OFR_A)],
    ),
    # Dataverse: "<dataset> | Basin Subsurface Dataverse", the home title shares the suffix;
    # filtered from the end, the dataset title is in all its files and pages (the seed's
    # Dataverse row: Significant String from Filtered Title, from the end).
    case(
        "basinsub-wenlock-ct",
        "subsurface data Dataverse (core CT dataset)",
        "multi_hop",
        "sig_filtered_title",
        DV.url(_dv_ds(DV_A)),
        _dv_truth(DV_A, DV_A_FILES),
        _dv_sites,
        others=[DV.url("/dataverse/wenlock-reefs")],
    ),
    # Tabular files with download variants two hops out, and version 1.0's page.
    case(
        "basinsub-kestrel-wells",
        "subsurface data Dataverse (versioned well dataset with tabular files)",
        "multi_hop",
        "sig_filtered_title",
        DV.url(_dv_ds(DV_B)),
        _dv_truth(DV_B, DV_B_FILES, version1=True),
        _dv_sites,
        others=[DV.url("/dataverse/kestrel-basin")],
    ),
    # OSF's shape: "GeoWork | <project>", the homepage "GeoWork | Welcome": the filtered
    # title is in the project's pages, file pages and files (Sig. String from Filtered Title).
    case(
        "geowork-tarn-hydrochem",
        "geoscience project workspace (hydrochemistry project)",
        "multi_hop",
        "sig_filtered_title",
        GW.url(f"/{GW_A}/"),
        _gw_truth(GW_A, GW_A_FILES),
        _gw_sites,
    ),
    # A project with two components (titled "<project>: <component>"), each with files.
    case(
        "geowork-kestrel-veins",
        "geoscience project workspace (project with components)",
        "multi_hop",
        "sig_filtered_title",
        GW.url(f"/{GW_B}/"),
        [
            *_gw_truth(GW_B, GW_B_FILES),
            *(u for g, _s, f in GW_B_COMPONENTS for u in _gw_truth(g, f)),
        ],
        _gw_sites,
    ),
]
