"""Significant-string portals: DSpace 7 (title and title+ with ignored URIs), Dryad
(title+ with ignored URIs), OSF, Dataverse and Islandora 2 (filtered title)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, blob, doc, image, redirect, text, ul

CC_BY = "http://creativecommons.hx-licences.test/licenses/by/4.0/"

# --- DSpace 7 (Angular UI, before signposting) ------------------------------------------

DS = Portal(
    "ntnuopen.robotics-univ-trondheim.hx114.example",
    "Open Research Archive",
    [
        ("/home", "Home"),
        ("/community-list", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/browse/title", "By Title"),
        ("/browse/subject", "By Subject"),
    ],
    [
        ("/info/privacy", "Privacy policy"),
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/feedback", "Send Feedback"),
        ("http://www.dspace-project.hx-project.test/", "DSpace software"),
    ],
    title_format="{title}",
    home_title="Open Research Archive :: Home",
)
DS_COLL = "/collections/7e0f2b1c-9a4d-4c3e-8f6a-5b1d2c3e4f50"


def _ds_item(
    uuid: str, title: str, fields: list[tuple[str, str]], files: list[tuple[str, str, str]]
) -> dict:
    """Simple and full item pages; `files`: (bitstream uuid, name, size).

    As in DSpace 7's server-side render: the simple page lists the first 5 files (its "Show
    more" is a script button), the full record lists 8 per page with ``obo.page`` links.
    """

    def flist(fs: list[tuple[str, str, str]]) -> str:
        return "".join(
            f'<div class="file-section">{a(f"/bitstreams/{b}/download", n)} ({s})</div>'
            for b, n, s in fs
        )

    more = '<button class="btn btn-link">Show more</button>' if len(files) > 5 else ""
    meta = "".join(
        f'<div class="item-page-field"><h5>{k}</h5><span>{v}</span></div>' for k, v in fields
    )
    handle = "http://hdl.handle.hx-resolver.test/11250/" + uuid[:7]
    simple = (
        f'<h1 class="item-page-title-field">{title}</h1>'
        f'<div class="row"><div class="col-md-4"><ds-thumbnail><img src="/assets/images/'
        f'replacement_document.svg" alt=""></ds-thumbnail><h5>Files</h5>{flist(files[:5])}'
        f'{more}</div><div class="col-md-8">{meta}<div class="item-page-field"><h5>URI</h5>'
        f"{a(handle, handle)}"
        f'</div><div class="item-page-field"><h5>Collections</h5>'
        f"{a(DS_COLL, 'Department of Mechanical and Industrial Engineering')}</div>"
        f"{a(f'/items/{uuid}/full', 'Show full item record')}</div></div>"
    )
    rows = "".join(
        f"<tr><td>dc.{k.lower().replace(' ', '.')}</td><td>{v}</td></tr>"
        for k, v in [("Title", title), *fields]
    )
    pages = {f"/items/{uuid}": DS.page(title, simple)}
    chunks = [files[i : i + 8] for i in range(0, len(files), 8)]
    full_urls = [f"/items/{uuid}/full"] + [
        f"/items/{uuid}/full?obo.page={n}" for n in range(2, len(chunks) + 1)
    ]
    for n, chunk in enumerate(chunks):
        pager = ""
        if len(chunks) > 1:
            pager = (
                '<ul class="pagination">'
                + "".join(f"<li>{a(u, str(i + 1))}</li>" for i, u in enumerate(full_urls))
                + "</ul>"
            )
        full = (
            f"<h1>{title}</h1>{a(f'/items/{uuid}', 'Show simple item record')}"
            f'<table class="table">{rows}</table><h5>Files in this item</h5>'
            f'<ds-pagination id="obo">{flist(chunk)}{pager}</ds-pagination>'
            f"<div>{a(DS_COLL, 'Department of Mechanical and Industrial Engineering')}</div>"
        )
        pages[full_urls[n]] = DS.page(title, full)
    return pages


DS_LEG = "2f6d9c1e-4b7a-4e2d-9a1c-3b5d7f9e1a24"
DS_LEG_T = "Design and control of a series-elastic quadruped leg"
DS_LEG_B = [
    ("a1c3e5f7-0b2d-4f6a-8c1e-3d5f7a9b1c30", "Haugen_MSc_2025.pdf", "9.4 MB"),
    ("b2d4f6a8-1c3e-4a7b-9d2f-4e6a8c0d2e41", "Haugen_poster.pdf", "1.1 MB"),
]
DS_FT = "5a7c9e1b-3d5f-4a2c-8e0b-6d8f0a2c4e63"
DS_FT_T = "Calibration procedure for a six-axis force-torque sensor on a collaborative robot"
DS_FT_B = [("c3e5a7b9-2d4f-4b8c-a0e3-5f7b9d1f3a52", "SINTEF_TR_2026-0117.pdf", "2.3 MB")]
DS_FT_HANDLE = "/handle/11250/3144871"
DS_IMU = "8c0e2a4d-6f1b-4d3e-a5c7-9e1b3d5f7a86"
DS_IMU_T = "IMU and motor current logs from quadruped field trials 2025"
DS_IMU_B = [
    *[
        (f"d4f6b8c0-3e5a-4c9d-b1f4-6a8c0e2a4b{n:02d}", f"imu_trial_{n:02d}.csv", "6 MB")
        for n in range(1, 9)
    ],
    ("e5a7c9d1-4f6b-4dae-82a5-7b9d1f3b5c74", "motor_currents_rosbag2.zip", "1.2 GB"),
    ("f6b8dae2-5a7c-4ebf-93b6-8c0e2a4c6d85", "README.txt", "3 kB"),
]


def dspace_site() -> list[Site]:
    pages: dict = {}
    pages.update(
        _ds_item(
            DS_LEG,
            DS_LEG_T,
            [("Author", "Haugen, Eirik"), ("Date issued", "2025-06-20"), ("Type", "Master thesis")],
            DS_LEG_B,
        )
    )
    pages.update(
        _ds_item(
            DS_FT,
            DS_FT_T,
            [
                ("Author", "Brekke, Solveig"),
                ("Date issued", "2026-01-30"),
                ("Type", "Research report"),
            ],
            DS_FT_B,
        )
    )
    pages.update(
        _ds_item(
            DS_IMU,
            DS_IMU_T,
            [("Author", "Haugen, Eirik"), ("Date issued", "2025-11-04"), ("Type", "Dataset")],
            DS_IMU_B,
        )
    )
    pages[DS_FT_HANDLE] = redirect(f"/items/{DS_FT}", 301)
    pages[f"/bitstreams/{DS_LEG_B[0][0]}/download"] = doc(
        DS_LEG_T, "Eirik Haugen", "Master thesis, 2025"
    )
    pages[f"/bitstreams/{DS_LEG_B[1][0]}/download"] = doc(DS_LEG_T, "Poster", "Eirik Haugen")
    pages[f"/bitstreams/{DS_FT_B[0][0]}/download"] = doc(DS_FT_T, "Report 2026-0117")
    for b, n, _s in DS_IMU_B[:8]:
        pages[f"/bitstreams/{b}/download"] = text(
            f"# {n}\nt,ax,ay,az,gx,gy,gz\n0.000,0.01,-0.02,9.81,0.001,0.000,-0.002\n", "text/csv"
        )
    pages[f"/bitstreams/{DS_IMU_B[8][0]}/download"] = blob("rosbag2", "application/zip", 2048)
    pages[f"/bitstreams/{DS_IMU_B[9][0]}/download"] = text(
        "Field trials at Gloshaugen, Sept-Oct 2025. Eight trials, one CSV each. IMU: BMI088.\n"
    )
    pages["/assets/images/replacement_document.svg"] = text(
        '<svg xmlns="http://www.w3.org/2000/svg"/>', "image/svg+xml"
    )
    pages[DS_COLL] = DS.page(
        "Department of Mechanical and Industrial Engineering",
        (
            "<h1>Department of Mechanical and Industrial Engineering</h1><h3>Recent Submissions"
            "</h3><ul><li>Topology-optimised bracket for a delta robot (2026)</li>"
            "<li>Friction identification in harmonic drives (2026)</li></ul>"
        ),
    )
    return [DS.site(pages)]


def _ds_truth(uuid: str, files: list) -> list[str]:
    pages = [f"/items/{uuid}"] + [u for u in _ds_item(uuid, "", [], files) if "/full" in u]
    return [DS.url(u) for u in pages] + [DS.url(f"/bitstreams/{b}/download") for b, _n, _s in files]


# --- Dryad ----------------------------------------------------------------------------

DRY = Portal(
    "datadryad.dryad-data.hx114.example",
    "Dryad",
    [
        ("/search", "Explore data"),
        ("/stash/submit", "Submit data"),
        ("/about", "About"),
        ("/help", "Help"),
    ],
    [("/terms", "Terms of service"), ("/privacy", "Privacy policy"), ("/contact", "Contact us")],
    title_format="{title}",
    home_title="Dryad | Home",
)
DRY_DS = "/dataset/doi:10.5061/dryad.8pk0p2nxw"
DRY_T = "Thermal drift of strain-gauge load cells in low-cost robot force sensing"
DRY_FILES = [
    ("/downloads/file_stream/3011234", "thermal_cycles.csv"),
    ("/downloads/file_stream/3011235", "loadcell_geometry.step"),
    ("/downloads/file_stream/3011236", "analysis_scripts.zip"),
    ("/downloads/file_stream/3011237", "README.md"),
]
DRY_ZIP = "/downloads/download_resource/214877"
DRY_ARTICLE = "http://journals.plos-like.hx-journal.test/article?id=10.1371/journal.pone.0321456"


def dryad_site() -> list[Site]:
    files = "".join(f"<li>{a(u, n)}</li>" for u, n in DRY_FILES)
    main = (
        f'<h1 class="o-heading__level1">{DRY_T}</h1><div class="o-metadata__group">'
        "Sandvik, Ola; Reyes, Camila (2026)</div><p>Cite: Sandvik, Ola; Reyes, Camila (2026). "
        f"{DRY_T} [Dataset]. Dryad. https://doi.org/10.5061/dryad.8pk0p2nxw</p>"
        f'<div class="c-file-group"><h2>Data files</h2>{a(DRY_ZIP, "Download full dataset")}'
        f"<ul>{files}</ul></div><h2>Abstract</h2><p>We cycled 24 load cells between -10 and "
        "50 °C ...</p><h2>Related works</h2>"
        f"{ul([(DRY_ARTICLE, 'Primary article'), ('http://zenodo.hx-mirror.test/records/14100221', 'Software')])}"
        f"<p>License: {a('http://creativecommons.hx-licences.test/publicdomain/zero/1.0/', 'CC0 1.0')}</p>"
    )
    pages = {
        DRY_DS: DRY.page(DRY_T, main),
        DRY_FILES[0][0]: text("cell,cycle,temp_c,zero_offset_mV\n1,1,-10,0.012\n", "text/csv"),
        DRY_FILES[1][0]: blob("geometry.step", "model/step"),
        DRY_FILES[2][0]: blob("scripts.zip", "application/zip"),
        DRY_FILES[3][0]: text(
            "# README\nFiles: thermal_cycles.csv (one row per reading).\n", "text/markdown"
        ),
        DRY_ZIP: blob("dryad-full.zip", "application/zip", 1024),
    }
    return [DRY.site(pages)]


# --- OSF (Open Science Framework) --------------------------------------------------------

OSF = Portal(
    "osf.open-research-platform.hx114.example",
    "OSF",
    [
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    [
        ("/terms_of_use", "Terms of Use"),
        ("/privacy_policy", "Privacy Policy"),
        ("http://status.cos-services.hx-status.test/", "Status"),
    ],
    title_format="OSF | {title}",
    home_title="OSF",
)
OSF_P = "/x7k2p/"
OSF_T = "Swarm foraging with Kilobots: preregistration, code and data"
OSF_C = "/k3m9q/"
OSF_F = {  # file guid: (name, node, content)
    "66a1b2c3d4e5f6a7b8c9d0e1": ("README.md", OSF_P, f"# {OSF_T}\n\nSee the wiki.\n"),
    "66a1b2c3d4e5f6a7b8c9d0e2": ("preregistration.pdf", OSF_P, None),
    "66a1b2c3d4e5f6a7b8c9d0e3": (
        "arena_runs_2025.csv",
        OSF_C,
        f"# {OSF_T} - arena logs\nrun,robots,food_collected\n1,50,37\n2,50,41\n",
    ),
}


def osf_site() -> list[Site]:
    crumbs = f'<div class="project-header">{a(OSF_P, OSF_T)}</div>'
    nav = ul(
        [(OSF_P, "Overview"), (f"{OSF_P}files/osfstorage", "Files"), (f"{OSF_P}wiki/home", "Wiki")],
        "project-nav",
    )

    def fpage(node: str) -> str:
        items = [
            (f"{node}files/osfstorage/{g}", n) for g, (n, nd, _c) in OSF_F.items() if nd == node
        ]
        return ul(items)

    main = (
        f"{crumbs}{nav}<h2>Wiki</h2><p>Preregistered foraging study with 50 Kilobots.</p>"
        f"<h2>Files</h2>{fpage(OSF_P)}<h2>Components</h2>{ul([(OSF_C, 'Arena data')])}"
        f"<h2>Contributors</h2>{ul([('/u4n8r/', 'Lena Vogt'), ('/t2b6w/', 'Arjun Mehta')])}"
        f"<h2>Tags</h2>{a('/search?q=tags:%22kilobots%22', 'kilobots')} "
        f"<p>License: {a(CC_BY, 'CC-By Attribution 4.0 International')}</p>"
    )
    pages = {
        OSF_P: OSF.page(OSF_T, main),
        f"{OSF_P}wiki/home": OSF.page(
            f"{OSF_T} Wiki", f"{crumbs}{nav}<h2>Home</h2><p>Protocol and arena layout.</p>"
        ),
        f"{OSF_P}files/osfstorage": OSF.page(f"{OSF_T} Files", f"{crumbs}{nav}{fpage(OSF_P)}"),
        OSF_C: OSF.page(
            "Arena data",
            (
                f'<div class="project-header">{a(OSF_P, OSF_T)} / Arena data</div>'
                f"{ul([(f'{OSF_C}files/osfstorage', 'Files')])}{fpage(OSF_C)}"
            ),
        ),
        f"{OSF_C}files/osfstorage": OSF.page(
            "Arena data Files",
            (f'<div class="project-header">{a(OSF_P, OSF_T)} / Arena data</div>{fpage(OSF_C)}'),
        ),
        "/u4n8r/": OSF.page("Lena Vogt", "<h1>Lena Vogt</h1><p>Public projects: 7</p>"),
        "/t2b6w/": OSF.page("Arjun Mehta", "<h1>Arjun Mehta</h1><p>Public projects: 3</p>"),
    }
    for g, (n, node, content) in OSF_F.items():
        head = (
            f'<div class="project-header">{a(OSF_P, OSF_T)}'
            + (" / Arena data" if node == OSF_C else "")
            + "</div>"
        )
        pages[f"{node}files/osfstorage/{g}"] = OSF.page(
            n, f"{head}<h2>{n}</h2>{a(f'/download/{g}/', 'Download')}"
        )
        pages[f"/download/{g}/"] = (
            text(content) if content else doc(OSF_T, "Preregistration", "Hypotheses H1-H3")
        )
    return [OSF.site(pages)]


OSF_TRUTH = [
    OSF_P,
    f"{OSF_P}wiki/home",
    f"{OSF_P}files/osfstorage",
    OSF_C,
    f"{OSF_C}files/osfstorage",
    *[f"{nd}files/osfstorage/{g}" for g, (_n, nd, _c) in OSF_F.items()],
    *[f"/download/{g}/" for g in OSF_F],
]

# --- Dataverse (5.x installation, no signposting) --------------------------------------

DV = Portal(
    "dataverse.metrology-lab-nl.hx114.example",
    "Metrology Lab Dataverse",
    [
        ("/dataverse/root", "Metrology Lab Dataverse"),
        ("/dataverse/root/search", "Search"),
        ("/guides/en/5.14/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    [
        ("/ApiTermsOfUse.xhtml", "Terms of Use"),
        ("/privacy.xhtml", "Privacy"),
        ("http://dataverse.hx-project.test/", "Powered by Dataverse"),
    ],
    title_format="{title} - {name}",
    home_title="Metrology Lab Dataverse",
)
DV_PID = "doi:10.80123/DVN/QX7R2L"
DV_DS = f"/dataset.xhtml?persistentId={DV_PID}"
DV_T = "Calibration spectra for a low-cost 785 nm Raman spectrometer"
DV_FILES = [
    ("A1B2C3", 5512, "wavenumber_calibration_polystyrene.csv"),
    ("D4E5F6", 5513, "intensity_response_NIST_SRM2241.csv"),
    ("G7H8J9", 5514, "README.txt"),
]
DV_EXPORTS = ["schema.org", "Datacite", "ddi", "dataverse_json"]


def dataverse_site() -> list[Site]:
    rows = "".join(
        f"<tr><td>{a(f'/file.xhtml?persistentId={DV_PID}/{fid}&version=1.0', n)}</td>"
        f"<td>{a(f'/api/access/datafile/{num}', 'Download')}</td></tr>"
        for fid, num, n in DV_FILES
    )
    exports = ul(
        [(f"/api/datasets/export?exporter={e}&persistentId={DV_PID}", e) for e in DV_EXPORTS],
        "dropdown-menu",
    )
    main = (
        f'<ol class="breadcrumb"><li>{a("/dataverse/root", "Metrology Lab Dataverse")}</li>'
        f"<li>{a('/dataverse/raman', 'Raman Instrumentation')}</li></ol>"
        f'<h1 id="title">{DV_T}</h1><div class="citation">van Dijk, Femke, 2025, "{DV_T}", '
        "https://doi.org/10.80123/DVN/QX7R2L, Metrology Lab Dataverse, V1</div>"
        f'<div class="btn-group">Export Metadata {exports}</div>'
        f'<table id="filesTable">{rows}</table>'
        f'<div id="metadata">Keyword: {a("/dataverse/root?q=keywordValue:%22Raman%22", "Raman")}'
        "</div>"
    )
    pages = {
        DV_DS: DV.page(DV_T, main),
        "/dataverse/raman": DV.page(
            "Raman Instrumentation",
            (
                "<h1>Raman Instrumentation</h1><ul><li>Fluorescence background of 3D-printed "
                "sample holders</li></ul>"
            ),
        ),
    }
    for fid, num, n in DV_FILES:
        pages[f"/file.xhtml?persistentId={DV_PID}/{fid}&version=1.0"] = DV.page(
            n,
            f'<h1>{n}</h1><p>This file is part of "{a(DV_DS, DV_T)}".</p>'
            f"{a(f'/api/access/datafile/{num}', 'Access File')}",
        )
        pages[f"/api/access/datafile/{num}"] = text(
            f"# {DV_T}\n# file: {n}\npixel,value\n0,0\n", "text/csv"
        )
    for e in DV_EXPORTS:
        pages[f"/api/datasets/export?exporter={e}&persistentId={DV_PID}"] = text(
            f'{{"exporter": "{e}", "title": "{DV_T}"}}\n', "application/json"
        )
    return [DV.site(pages)]


DV_TRUTH = [
    DV_DS,
    *[f"/file.xhtml?persistentId={DV_PID}/{fid}&version=1.0" for fid, _n, _x in DV_FILES],
    *[f"/api/access/datafile/{num}" for _f, num, _x in DV_FILES],
    *[f"/api/datasets/export?exporter={e}&persistentId={DV_PID}" for e in DV_EXPORTS],
]

# --- Islandora 2 (Drupal) ------------------------------------------------------------------

ISL = Portal(
    "digital.instrument-heritage.hx114.example",
    "Instrument Heritage Archive",
    [("/", "Home"), ("/browse", "Browse"), ("/collections", "Collections"), ("/about", "About")],
    [("/contact", "Contact"), ("/accessibility", "Accessibility"), ("/user/login", "Log in")],
    title_format="{title} | {name}",
    home_title="Home | Instrument Heritage Archive",
)
ISL_NODE = "/node/1234"
ISL_T = "Keithley 610C solid-state electrometer instruction manual"
ISL_PDF = "/_flysystem/fedora/2025-11/keithley-610c-manual.pdf"
ISL_TXT = "/_flysystem/fedora/2025-11/keithley-610c-manual-extracted_text.txt"
ISL_MAN = "/node/1234/book-manifest"


def islandora_site() -> list[Site]:
    back = f'<div class="field--name-field-media-of">Media of: {a(ISL_NODE, ISL_T)}</div>'
    main = (
        f'<h1 class="page-title">{ISL_T}</h1><div class="mirador-viewer" '
        f'data-manifest="{ISL_MAN}"></div><div class="field--name-field-member-of">Member of: '
        f"{a('/node/1200', 'Instrument manuals')}</div>"
        '<div class="field--name-field-subject">Subject: '
        f'{a("/taxonomy/term/77", "Electrometers")}</div><div class="field--name-field-linked-agent">'
        f"Creator: {a('/taxonomy/term/301', 'Keithley Instruments')}</div>"
        f"<h3>Downloads</h3>{ul([(ISL_PDF, 'Original file (PDF, 18 MB)'), (ISL_TXT, 'Extracted text')])}"
        f"<h3>Media</h3>{ul([('/media/5678', 'Original file'), ('/media/5679', 'Extracted text')])}"
        f"{a(ISL_MAN, 'IIIF manifest')}"
    )
    pages = {
        ISL_NODE: ISL.page(ISL_T, main),
        "/media/5678": ISL.page("keithley-610c-manual.pdf", f"{back}{a(ISL_PDF, 'Download')}"),
        "/media/5679": ISL.page(
            "keithley-610c-manual-extracted_text.txt", f"{back}{a(ISL_TXT, 'Download')}"
        ),
        ISL_PDF: doc(ISL_T, "Keithley Instruments, Cleveland, Ohio", "1968"),
        ISL_TXT: text(f"{ISL_T.upper()}\n{ISL_T}\nKEITHLEY INSTRUMENTS CLEVELAND OHIO\n"),
        ISL_MAN: text(
            f'{{"@context": "http://iiif.io/api/presentation/2/context.json", '
            f'"label": "{ISL_T}"}}\n',
            "application/json",
        ),
        "/node/1200": ISL.page(
            "Instrument manuals", "<h1>Instrument manuals</h1><p>412 items.</p>"
        ),
        "/taxonomy/term/77": ISL.page("Electrometers", "<h1>Electrometers</h1>"),
        "/taxonomy/term/301": ISL.page("Keithley Instruments", "<h1>Keithley Instruments</h1>"),
        "/sites/default/files/thumb-1234.png": image(),
    }
    return [ISL.site(pages)]


CASES: list[Case] = [
    # A DSpace 7 thesis: the page title is the item title and every object of the item
    # (simple page, full record, the thesis and poster PDFs, which open with that title)
    # contains it: Significant String from Title.  Truth: those four; the collection page
    # does not list this item and is not the artifact.
    case(
        "dspace_series_elastic_leg_thesis",
        "DSpace 7 (institutional repository)",
        "multi_hop",
        "sig_title",
        DS.url(f"/items/{DS_LEG}"),
        _ds_truth(DS_LEG, DS_LEG_B),
        dspace_site,
        others=[DS.url(DS_COLL)],
    ),
    # The same, entered through the item's Handle path, which redirects to the item page
    # (landing).  Truth: item page, full record, the report PDF (titled).
    case(
        "dspace_ft_sensor_calibration_report",
        "DSpace 7 (institutional repository)",
        "multi_hop",
        "sig_title",
        DS.url(DS_FT_HANDLE),
        _ds_truth(DS_FT, DS_FT_B),
        dspace_site,
        landing=DS.url(f"/items/{DS_FT}"),
    ),
    # A DSpace 7 dataset of ten bitstreams (CSVs, zipped bag, README) that do not carry the
    # title; the item page shows five, the full record pages (1 and obo.page=2) all ten and
    # they carry the title: the seed's Dryad situation, Significant String from Title+ with
    # Ignored URIs.  Truth: item page, both full-record pages and the ten bitstreams.
    case(
        "dspace_quadruped_field_logs",
        "DSpace 7 (institutional repository)",
        "multi_hop",
        "sig_title_plus_ignored",
        DS.url(f"/items/{DS_IMU}"),
        _ds_truth(DS_IMU, DS_IMU_B),
        dspace_site,
    ),
    # The seed's Dryad row: the title names the landing page; data files one hop out do not
    # contain it: Significant String from Title+ with Ignored URIs.  Truth: landing, four
    # file streams and the full-dataset download; related article/software are others'.
    case(
        "dryad_loadcell_thermal_drift",
        "Dryad (data repository)",
        "multi_hop",
        "sig_title_plus_ignored",
        DRY.url(DRY_DS),
        [DRY.url(u) for u in [DRY_DS, *[f for f, _n in DRY_FILES], DRY_ZIP]],
        dryad_site,
    ),
    # The seed's OSF row: "OSF | " prefixes every title, the project title is in every
    # object's content (header, README, preregistration PDF, the component's data file
    # header): Significant String from Filtered Title.  Truth: project, wiki, file
    # listings, component, file pages and downloads; contributor profiles are not it.
    case(
        "osf_kilobot_swarm_foraging",
        "OSF (Open Science Framework)",
        "multi_hop",
        "sig_filtered_title",
        OSF.url(OSF_P),
        [OSF.url(u) for u in OSF_TRUTH],
        osf_site,
    ),
    # The seed's Dataverse row (title filtered from its end): dataset page, file pages
    # ("part of <title>"), access downloads (headed with the title) and metadata exports
    # all carry the dataset title: Significant String from Filtered Title.  Truth: those.
    case(
        "dataverse_raman_calibration",
        "Dataverse (5.x installation)",
        "multi_hop",
        "sig_filtered_title",
        DV.url(DV_DS),
        [DV.url(u) for u in DV_TRUTH],
        dataverse_site,
    ),
    # An Islandora 2 (Drupal) digitized instrument manual: "<title> | <site>", the manual's
    # media pages say "Media of: <title>", the PDF, OCR text and IIIF manifest carry it:
    # Significant String from Filtered Title.  Truth: node, two media pages, PDF, text,
    # manifest; collection and taxonomy pages are not it.
    case(
        "islandora_keithley_610c_manual",
        "Islandora 2 (digital collections)",
        "multi_hop",
        "sig_filtered_title",
        ISL.url(ISL_NODE),
        [ISL.url(u) for u in [ISL_NODE, "/media/5678", "/media/5679", ISL_PDF, ISL_TXT, ISL_MAN]],
        islandora_site,
    ),
]
