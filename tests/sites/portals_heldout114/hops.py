"""Single-hop portals with chrome (Single Page+ with Ignored URIs): Instructables, Figshare
for institutions, EPrints, an InvenioRDM instance without signposting, Samvera Hyrax, CKAN."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, blob, doc, image, text, ul

CC_BY = "http://creativecommons.hx-licences.test/licenses/by/4.0/"

# --- Instructables -------------------------------------------------------------------

INS = Portal(
    "www.tinkerables.hx114.example",
    "Instructables",
    [
        ("/circuits/", "Circuits"),
        ("/workshop/", "Workshop"),
        ("/craft/", "Craft"),
        ("/cooking/", "Cooking"),
        ("/contest/", "Contests"),
        ("/teachers/", "Teachers"),
        ("/editInstructable/", "Publish"),
    ],
    [
        ("/about/", "About Us"),
        ("/help/", "Help"),
        ("/sitemap/", "Sitemap"),
        ("/terms/", "Terms of Service"),
        ("/privacy/", "Privacy Statement"),
        ("http://autodesk.hx-corp.test/", "Autodesk"),
    ],
    title_format="{title} : 7 Steps - {name}",
    home_title="Instructables - Yours for the making",
)
INS_CDN = "content.tinkerables.hx114.example"
INS_PAGE = "/Tendon-Driven-Robot-Hand-With-Servo-Tensioners/"
INS_FILES = {
    "/FQ7/2KLM/M1X8QZ4P/FQ72KLMM1X8QZ4P.stl": blob("palm.stl", "model/stl"),
    "/F3A/8RT0/M1X8QZ5C/F3A8RT0M1X8QZ5C.stl": blob("finger.stl", "model/stl"),
    "/FHN/P0Q2/M1X8QZ6K/FHNP0Q2M1X8QZ6K.ino": text("// tensioner firmware\n"),
    "/F9D/1W4E/M1X8QZ7A/F9D1W4EM1X8QZ7A.pdf": doc("Robot hand: tendon routing"),
}


def instructables_sites() -> list[Site]:
    steps = "".join(
        f'<section class="step"><h2>Step {i}: {t}</h2><img src="http://{INS_CDN}'
        f'/F{i}X/IMG{i}/M1X8Q{i}/F{i}XIMG{i}M1X8Q{i}.jpg?auto=webp&amp;frame=1&amp;width=1024">'
        f"<p>{t} as shown.</p></section>"
        for i, t in enumerate(
            [
                "Supplies",
                "Print the palm and fingers",
                "Route the tendons",
                "Mount the servos",
                "Tensioners",
                "Wiring",
                "Firmware",
            ],
            1,
        )
    )
    att = ul(
        [
            (f"http://{INS_CDN}{p}", n)
            for p, n in zip(
                INS_FILES,
                ["palm.stl", "finger.stl", "tensioner.ino", "tendon-routing.pdf"],
                strict=True,
            )
        ],
        "attachments",
    )
    main = (
        '<header class="header-title"><h1>Tendon-Driven Robot Hand With Servo Tensioners</h1>'
        f'<div class="sub-header">By {a("/member/rafabots/", "rafabots")} in '
        f"{a('/circuits/', 'Circuits')} &gt; {a('/circuits/robots/projects/', 'Robots')}</div>"
        f'</header>{steps}<div class="attachments"><h3>Attachments</h3>{att}</div>'
        f'<div class="contest-badge">Participated in the '
        f"{a('/contest/robots2026/', 'Robots Contest 2026')}</div>"
        '<div class="recommendations"><h3>Recommendations</h3>'
        f"{ul([('/Simple-Servo-Gripper/', 'Simple Servo Gripper')])}</div>"
    )
    pages = {
        INS_PAGE: INS.page("Tendon-Driven Robot Hand With Servo Tensioners", main),
        "/Simple-Servo-Gripper/": INS.page("Simple Servo Gripper", "<h1>Gripper</h1>"),
    }
    cdn = {p: v for p, v in INS_FILES.items()}
    for i in range(1, 8):
        cdn[f"/F{i}X/IMG{i}/M1X8Q{i}/F{i}XIMG{i}M1X8Q{i}.jpg"] = image()
    return [INS.site(pages), Site(INS_CDN, cdn)]


# --- Figshare for institutions ---------------------------------------------------------

FIG = Portal(
    "data.uni-bristol-robotics.hx114.example",
    "University Research Data Repository",
    [
        ("/", "Home"),
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/projects", "Projects"),
        ("/collections", "Collections"),
    ],
    [
        ("/about", "About"),
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy"),
        ("http://knowledge.figshare-support.hx-help.test/", "Figshare help"),
    ],
    title_format="{title}",
    home_title="University Research Data Repository",
)
FIG_ART = (
    "/articles/dataset/IMU_and_joint-encoder_calibration_sequences_for_a_quadruped_robot/24681357"
)
FIG_FILES = [
    "/ndownloader/files/43210987",
    "/ndownloader/files/43210988",
    "/ndownloader/files/43210991",
]
FIG_ALL = "/ndownloader/articles/24681357/versions/2"


def figshare_site() -> list[Site]:
    names = ["imu_static_tumble.bag", "encoder_zero_sweep.csv", "README.md"]
    files = "".join(
        f'<li class="file"><span>{n}</span> {a(u, "Download")}</li>'
        for u, n in zip(FIG_FILES, names, strict=True)
    )
    title = "IMU and joint-encoder calibration sequences for a quadruped robot"
    main = (
        f'<h1 class="title">{title}</h1><div class="file-list"><ul>{files}</ul>'
        f"{a(FIG_ALL, 'Download all (1.2 GB)')}</div>"
        f'<div class="authors">{a("/authors/Priya_Natarajan/15528190", "Priya Natarajan")}, '
        f"{a('/authors/Tom_Alder/15528204', 'Tom Alder')}</div>"
        '<p class="cite">Natarajan, P.; Alder, T. (2026). Dataset. '
        "https://doi.org/10.5523/bris.24681357.v2</p>"
        f'<div class="categories">{a("/categories/Robotics/24678", "Robotics")}, '
        f"{a('/categories/Control_engineering/24662', 'Control engineering')}</div>"
        f'<div class="keywords">{a("/search?q=:keyword:%20IMU", "IMU")} '
        f"{a('/search?q=:keyword:%20legged%20robots', 'legged robots')}</div>"
        f'<div class="license">{a(CC_BY, "CC BY 4.0")}</div>'
        f"<p>Version 2 of 2 · {a(FIG_ART + '/1', 'Version 1')}</p>"
    )
    pages = {
        FIG_ART: FIG.page(title, main),
        FIG_ART + "/1": FIG.page(title + " (version 1)", f"<h1>{title}</h1><p>v1</p>"),
        FIG_FILES[0]: blob("imu.bag", "application/octet-stream", 2048),
        FIG_FILES[1]: text("joint,offset_rad\nFL_hip,0.0132\nFL_knee,-0.0211\n", "text/csv"),
        FIG_FILES[2]: text("# IMU and encoder calibration\nSee paper.\n", "text/markdown"),
        FIG_ALL: blob("all.zip", "application/zip"),
    }
    return [FIG.site(pages)]


# --- EPrints 3.4 -----------------------------------------------------------------------

EP = Portal(
    "eprints.robotics-thesis-archive.hx114.example",
    "Robotics Thesis Archive",
    [
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/", "Browse"),
        ("/cgi/search/simple", "Search"),
        ("/cgi/users/home", "Login"),
    ],
    [
        ("/policies.html", "Policies"),
        ("/cgi/latest_tool", "Latest additions"),
        ("/cgi/oai2", "OAI-PMH"),
    ],
    title_format="{title} - {name}",
    home_title="Welcome to Robotics Thesis Archive - Robotics Thesis Archive",
)
EP_ITEM = "/id/eprint/4412/"
EP_DOCS = [
    "/id/eprint/4412/1/Osei_K_2025_thesis.pdf",
    "/id/eprint/4412/3/exoskeleton_cad_release.zip",
    "/id/eprint/4412/5/gait_trials_summary.csv",
]


def eprints_site() -> list[Site]:
    title = "A backdrivable knee exoskeleton with series-elastic actuation for gait rehabilitation"
    docs = "".join(
        f'<tr><td><img class="ep_doc_icon" src="/style/images/fileicons/other.png"></td>'
        f"<td>{a(u, u.rsplit('/', 1)[1])}<br>Download ({s})</td></tr>"
        for u, s in zip(EP_DOCS, ["14MB", "88MB", "24kB"], strict=True)
    )
    main = (
        f'<h1 class="ep_tm_pagetitle">{title}</h1><p style="margin-bottom:1em">'
        f"{a('/view/creators/Osei=3AKwame=3A=3A.html', 'Osei, Kwame')} (2025) "
        f"<em>{title}.</em> PhD thesis, University.</p>"
        f'<table class="ep_block">{docs}</table>'
        '<form method="get" action="/cgi/export_redirect"><select name="format">'
        "<option>BibTeX</option><option>EndNote</option></select>"
        '<input type="hidden" name="eprintid" value="4412"><input type="submit" value="Export">'
        '</form><table class="ep_block"><tr><th>Item Type:</th><td>Thesis (PhD)</td></tr>'
        f"<tr><th>Subjects:</th><td>{a('/view/subjects/TJ.html', 'TJ Mechanical engineering')}"
        f"</td></tr><tr><th>Divisions:</th><td>{a('/view/divisions/mech=5Feng/', 'Mechanical Engineering')}"
        f"</td></tr><tr><th>URI:</th><td>{a(EP.url(EP_ITEM), EP.url(EP_ITEM))}</td></tr></table>"
        f"<h3>Actions (login required)</h3>{a('/cgi/users/home?screen=EPrint::View&eprintid=4412', 'View Item')}"
    )
    pages = {
        EP_ITEM: EP.page(title, main),
        "/style/images/fileicons/other.png": image(),
        EP_DOCS[0]: doc(title, "Kwame Osei", "PhD thesis 2025"),
        EP_DOCS[1]: blob("exo.zip", "application/zip"),
        EP_DOCS[2]: text("trial,subject,speed_mps,assist_Nm\n1,S01,0.8,12.1\n", "text/csv"),
    }
    return [EP.site(pages)]


# --- InvenioRDM v11 (institutional, no signposting) -------------------------------------

INV = Portal(
    "researchdata.tu-automation.hx114.example",
    "TU Research Data",
    [
        ("/search", "Search records"),
        ("/communities", "Communities"),
        ("/help/search", "Help"),
        ("/uploads/new", "New upload"),
    ],
    [
        ("/help/terms", "Terms of use"),
        ("/help/privacy-policy", "Privacy policy"),
        ("/help/imprint", "Imprint"),
        ("/api", "API"),
    ],
    title_format="{title}",
    home_title="TU Research Data",
)
INV_REC = "/records/8w3fk-2m417"
INV_FILES = [
    f"{INV_REC}/files/lidar_scans_hall_B.zip?download=1",
    f"{INV_REC}/files/extrinsics.yaml?download=1",
    f"{INV_REC}/files/README.md?download=1",
]
INV_EXPORTS = [
    f"{INV_REC}/export/{f}" for f in ("json", "datacite-xml", "bibtex", "dublincore", "csl")
]


def invenio_v11_site() -> list[Site]:
    title = "Ouster OS1-64 scans of an industrial hall for multi-robot map merging"
    files = "".join(
        f"<tr><td>{a(u.split('?')[0].replace('/files/', '/preview/'), u.split('/')[-1].split('?')[0])}"
        f"</td><td>{a(u, 'Download')}</td></tr>"
        for u in INV_FILES
    )
    exports = ul([(u, u.rsplit("/", 1)[1]) for u in INV_EXPORTS], "export-list")
    main = (
        f'<h1 id="record-title">{title}</h1><section id="creatibutors">'
        f"{a('/search?q=metadata.creators.person_or_org.name:%22Schulz,%20Miriam%22', 'Schulz, Miriam')}"
        f'</section><div id="record-files"><table>{files}</table>'
        f"{a(f'{INV_REC}/files-archive', 'Download all')}</div>"
        f'<div id="record-versions"><h3>Versions</h3>{ul([(INV_REC, "Version v2"), ("/records/1c5hd-xk962", "Version v1")])}</div>'
        f'<div id="communities">{a("/communities/agv-lab", "AGV Lab")}</div>'
        f'<div id="export"><h3>Export</h3>{exports}</div>'
        f'<div id="licenses">{a(CC_BY, "Creative Commons Attribution 4.0 International")}</div>'
    )
    pages = {
        INV_REC: INV.page(title, main),
        "/records/1c5hd-xk962": INV.page(title, f"<h1>{title}</h1><p>Version v1</p>"),
        INV_FILES[0]: blob("scans.zip", "application/zip", 4096),
        INV_FILES[1]: text("os1_to_base_link:\n  xyz: [0.12, 0.0, 0.41]\n", "text/yaml"),
        INV_FILES[2]: text("# OS1-64 hall scans\n", "text/markdown"),
        f"{INV_REC}/files-archive": blob("archive.zip", "application/zip"),
    }
    for u in INV_FILES:
        name = u.split("/")[-1].split("?")[0]
        pages[f"{INV_REC}/preview/{name}"] = INV.page(name, f"<h1>{name}</h1><p>Preview</p>")
    for u in INV_EXPORTS:
        pages[u] = text(f"{title} ({u.rsplit('/', 1)[1]})\n")
    return [INV.site(pages)]


def inv_previews() -> list[str]:
    return [INV.url(u.split("?")[0].replace("/files/", "/preview/")) for u in INV_FILES]


# --- Samvera Hyrax ---------------------------------------------------------------------

HY = Portal(
    "scholarworks.grasp-institute.hx114.example",
    "ScholarWorks",
    [
        ("/", "Home"),
        ("/about", "About"),
        ("/help", "Help"),
        ("/contact", "Contact"),
        ("/catalog", "Browse"),
    ],
    [("/terms", "Terms of Use"), ("/agreement", "Deposit Agreement")],
    title_format="{title} | {name}",
    home_title="ScholarWorks",
)
HY_WORK = "/concern/datasets/9z903078x?locale=en"
HY_FS = ["q524jn84c", "t435gd29m", "w37636h2p"]


def hyrax_site() -> list[Site]:
    title = "Tactile sensor array recordings from a robotic grasping benchmark"
    names = ["tactile_recordings_part1.h5", "object_set_meshes.zip", "readme.txt"]
    rows = "".join(
        f'<tr class="file_set attributes"><td>{a(f"/concern/parent/9z903078x/file_sets/{fs}", n)}'
        f'</td><td><ul class="dropdown-menu">'
        f"<li>{a(f'/downloads/{fs}', 'Download')}</li></ul></td></tr>"
        for fs, n in zip(HY_FS, names, strict=True)
    )
    main = (
        f'<header><h2 class="work-title">{title}</h2></header>'
        '<div class="work-type-tag">Dataset</div>'
        '<dl class="work-show"><dt>Creator</dt><dd>'
        f"{a('/catalog?f%5Bcreator_sim%5D%5B%5D=Okafor%2C+Chidi&locale=en', 'Okafor, Chidi')}</dd>"
        f"<dt>Keyword</dt><dd>{a('/catalog?f%5Bkeyword_sim%5D%5B%5D=tactile+sensing&locale=en', 'tactile sensing')}</dd>"
        f"<dt>License</dt><dd>{a(CC_BY, 'Attribution 4.0 International')}</dd></dl>"
        '<div class="citations">Citations: '
        f"{a('/concern/datasets/9z903078x.endnote?locale=en', 'EndNote')} "
        f"{a('/concern/datasets/9z903078x/citation?locale=en', 'Citations')}</div>"
        f'<table class="related-files"><tbody>{rows}</tbody></table>'
        f'<div class="relationships">In Collection: {a("/collections/0r967374q?locale=en", "Manipulation Lab Data")}</div>'
    )
    pages = {
        HY_WORK: HY.page(f"Dataset | {title} | ID: 9z903078x | ScholarWorks", main, raw_title=True),
        "/concern/datasets/9z903078x.endnote?locale=en": text(
            f"%0 Dataset\n%T {title}\n%A Okafor, Chidi\n", "application/x-endnote-refer"
        ),
        "/concern/datasets/9z903078x/citation?locale=en": HY.page(
            title, f"<h1>Citations</h1><p>APA: Okafor, C. (2025). {title}.</p>"
        ),
        "/collections/0r967374q?locale=en": HY.page("Manipulation Lab Data", "<h1>Lab</h1>"),
    }
    for fs, n in zip(HY_FS, names, strict=True):
        pages[f"/concern/parent/9z903078x/file_sets/{fs}"] = HY.page(
            n,
            f"<h1>{n}</h1>{a(f'/downloads/{fs}', 'Download the file')}"
            f"<p>Parent: {a(HY_WORK, title)}</p>",
        )
        pages[f"/downloads/{fs}"] = blob(n)
    return [HY.site(pages)]


HY_TRUTH = [
    HY_WORK,
    "/concern/datasets/9z903078x.endnote?locale=en",
    "/concern/datasets/9z903078x/citation?locale=en",
    *[f"/concern/parent/9z903078x/file_sets/{fs}" for fs in HY_FS],
    *[f"/downloads/{fs}" for fs in HY_FS],
]

# --- CKAN 2.10 -------------------------------------------------------------------------

CK = Portal(
    "opendata.field-robotics-centre.hx114.example",
    "Field Robotics Open Data",
    [
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    [
        ("/api/3", "API"),
        ("http://ckan.hx-project.test/", "CKAN"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} - {name}",
    home_title="Welcome - Field Robotics Open Data",
)
CK_DS = "/dataset/ouster-os1-camera-extrinsic-calibration-2025"
CK_RES = {
    "3c6f1e2a-7b9d-4f10-a5c8-2e4d6b8f0a13": ("intrinsics.yaml", "text/yaml"),
    "8d2a4c6e-1f3b-4a5d-9e7f-0b1c3d5e7f92": ("extrinsics_os1_to_cam.json", "application/json"),
    "f1e3d5c7-9b2a-4c4e-8d6f-1a3b5c7d9e04": ("checkerboard_sessions.zip", "application/zip"),
}
CK_PKG = "a7c9e1f3-5b2d-4e6a-8c0b-9d1f3e5a7c20"


def ckan_site() -> list[Site]:
    title = "Ouster OS1 to camera extrinsic calibration (2025 field season)"
    items = "".join(
        f'<li class="resource-item">{a(f"{CK_DS}/resource/{rid}", n, "heading")}'
        f'<div class="dropdown">{a(f"{CK_DS}/resource/{rid}", "More information")} '
        f"{a(f'/dataset/{CK_PKG}/resource/{rid}/download/{n}', 'Download')}</div></li>"
        for rid, (n, _t) in CK_RES.items()
    )
    main = (
        f'<ol class="breadcrumb"><li>{a("/organization/perception-group", "Perception Group")}'
        f"</li></ol><h1>{title}</h1><p>Calibration of the OS1-64 to the front RGB camera.</p>"
        f'<ul class="tag-list">{a("/dataset/?tags=lidar", "lidar")} '
        f"{a('/dataset/?tags=calibration', 'calibration')}</ul>"
        f'<section id="dataset-resources"><ul class="resource-list">{items}</ul></section>'
        f'<section class="license">{a(CC_BY, "Creative Commons Attribution")}</section>'
        f'<section class="groups">{a("/group/sensors", "Sensors")}</section>'
    )
    pages = {CK_DS: CK.page(title, main)}
    for rid, (n, t) in CK_RES.items():
        pages[f"{CK_DS}/resource/{rid}"] = CK.page(
            n,
            f"<h1>{n}</h1><p>{a(f'/dataset/{CK_PKG}/resource/{rid}/download/{n}', 'Download')}"
            f"</p><p>From the dataset {a(CK_DS, title)}</p>",
        )
        pages[f"/dataset/{CK_PKG}/resource/{rid}/download/{n}"] = blob(n, t)
    return [CK.site(pages)]


CK_TRUTH = [
    CK_DS,
    *[f"{CK_DS}/resource/{r}" for r in CK_RES],
    *[f"/dataset/{CK_PKG}/resource/{r}/download/{n}" for r, (n, _t) in CK_RES.items()],
]


CASES: list[Case] = [
    # A project write-up whose attachments sit one hop away on the content host, inside
    # heavy site chrome: the seed's JoVE/Figshare pattern, Single Page+ with Ignored URIs.
    # Truth: the page and its four attachment files (step photos are embedded; author,
    # categories, contest and recommendations are not the artifact).
    case(
        "instructables_tendon_hand",
        "Instructables (maker project)",
        "single_hop",
        "single_page_plus_ignored",
        INS.url(INS_PAGE),
        [INS.url(INS_PAGE), *[f"http://{INS_CDN}{p}" for p in INS_FILES]],
        instructables_sites,
        others=[INS.url("/Simple-Servo-Gripper/")],
    ),
    # The seed's Figshare row: landing page + files one hop away, Single Page+ with Ignored
    # URIs.  Truth: landing, three file downloads and the download-all archive.
    case(
        "figshare_quadruped_imu_calibration",
        "Figshare for institutions (robot dataset)",
        "single_hop",
        "single_page_plus_ignored",
        FIG.url(FIG_ART),
        [FIG.url(u) for u in [FIG_ART, *FIG_FILES, FIG_ALL]],
        figshare_site,
        others=[FIG.url(FIG_ART + "/1")],
    ),
    # An EPrints thesis record: abstract page + documents one hop away (exports are a
    # form, not links): the seed's SSRN/bioRxiv pattern.  Truth: record + three documents.
    case(
        "eprints_knee_exoskeleton_thesis",
        "EPrints (thesis repository)",
        "single_hop",
        "single_page_plus_ignored",
        EP.url(EP_ITEM),
        [EP.url(u) for u in [EP_ITEM, *EP_DOCS]],
        eprints_site,
    ),
    # An InvenioRDM instance that does not yet emit signposting: the seed's Zenodo row,
    # Single Page+ with Ignored URIs.  Truth: record, file downloads, previews, archive and
    # the export formats; the other version, community and creator search are not it.
    case(
        "invenio_os1_hall_scans",
        "InvenioRDM (institutional, v11)",
        "single_hop",
        "single_page_plus_ignored",
        INV.url(INV_REC),
        [INV.url(u) for u in [INV_REC, *INV_FILES, f"{INV_REC}/files-archive", *INV_EXPORTS]]
        + inv_previews(),
        invenio_v11_site,
        others=[INV.url("/records/1c5hd-xk962")],
    ),
    # A Hyrax work page lists its file sets with direct download links and citation
    # exports, all one hop away: Single Page+ with Ignored URIs.  Truth: work page, EndNote
    # and citation page, three file-set pages and three downloads.
    case(
        "hyrax_tactile_grasp_recordings",
        "Samvera Hyrax (institutional repository)",
        "single_hop",
        "single_page_plus_ignored",
        HY.url(HY_WORK),
        [HY.url(u) for u in HY_TRUTH],
        hyrax_site,
        others=[HY.url("/collections/0r967374q?locale=en")],
    ),
    # A CKAN dataset: resource pages and downloads (by package id, not name) one hop from
    # the dataset page: Single Page+ with Ignored URIs.  Truth: dataset page, three resource
    # pages, three downloads; organization, tags, group and licence are not it.
    case(
        "ckan_os1_camera_extrinsics",
        "CKAN (open data portal)",
        "single_hop",
        "single_page_plus_ignored",
        CK.url(CK_DS),
        [CK.url(u) for u in CK_TRUTH],
        ckan_site,
    ),
]
