"""Identifier-driven portals: ERDDAP, THREDDS and Printables (Significant String from URI);
Zenodo-style InvenioRDM, Dataverse 6 and DSpace 8 (Signposting)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, blob, html, image, linkheader, text, ul

# --- ERDDAP ---------------------------------------------------------------------------

ERD = Portal(
    "erddap.axial-seamount-observatory.hx114.example",
    "ERDDAP",
    [
        ("/erddap/index.html", "ERDDAP"),
        ("/erddap/search/advanced.html", "Advanced Search"),
        ("/erddap/categorize/index.html", "Categorize"),
        ("/erddap/information.html", "Information"),
    ],
    [
        ("/erddap/legal.html", "Disclaimers"),
        ("/erddap/rest.html", "RESTful services"),
        ("/erddap/tabledap/documentation.html", "Tabledap documentation"),
    ],
    title_format="ERDDAP - {title}",
    home_title="ERDDAP",
)
ERD_ID = "ooi_rs03axps_ctdpfa302"
ERD_ENTRY = f"/erddap/tabledap/{ERD_ID}.html"
ERD_NC = [
    f"/erddap/files/{ERD_ID}/deployment0008_CTDPFA302_20250101T000000.nc",
    f"/erddap/files/{ERD_ID}/deployment0008_CTDPFA302_20250201T000000.nc",
]


def erddap_site() -> list[Site]:
    t = "Axial Base Shallow Profiler Mooring: CTD (RS03AXPS-SF03A-2A-CTDPFA302)"
    svc = ul(
        [
            (f"/erddap/info/{ERD_ID}/index.html", "Background info / metadata"),
            (f"/erddap/tabledap/{ERD_ID}.graph", "Make A Graph"),
            (f"/erddap/files/{ERD_ID}/", "Files"),
            (f"/erddap/tabledap/{ERD_ID}.das", "DAS"),
            (f"/erddap/tabledap/{ERD_ID}.dds", "DDS"),
            (f"/erddap/metadata/iso19115/xml/{ERD_ID}_iso19115.xml", "ISO 19115"),
            (f"/erddap/metadata/fgdc/xml/{ERD_ID}_fgdc.xml", "FGDC"),
            (f"/erddap/rss/{ERD_ID}.rss", "RSS"),
        ]
    )
    form = (
        f"<h1>ERDDAP - {t} - Data Access Form</h1>{svc}"
        f'<form action="/erddap/tabledap/{ERD_ID}.html" method="get"><table>'
        "<tr><td>time</td><td><input name=time></td></tr><tr><td>sea_water_temperature</td>"
        "</tr></table><select name=fileType><option>.csv</option><option>.nc</option>"
        '</select><input type="submit" value="Submit"></form>'
        f"<p>Institution: {a('http://oceanobservatories.hx-ooi.test/', 'OOI')} · "
        f"{a('/erddap/tabledap/documentation.html', 'Tabledap documentation')}</p>"
    )
    info = (
        f"<h1>{t}</h1>{a(ERD_ENTRY, 'Data Access Form')}<table><tr><td>attribute</td>"
        f"<td>NC_GLOBAL</td><td>cdm_data_type</td><td>TimeSeriesProfile</td></tr></table>"
    )
    files = (
        "<h1>Index of /erddap/files/"
        + ERD_ID
        + "/</h1>"
        + ul([(u, u.rsplit("/", 1)[1]) for u in ERD_NC])
        + a("/erddap/files/", "Parent Directory")
    )
    pages = {
        ERD_ENTRY: ERD.page(f"{t} - Data Access Form", form, raw_title=False),
        f"/erddap/info/{ERD_ID}/index.html": ERD.page(f"Information about {t}", info),
        f"/erddap/tabledap/{ERD_ID}.graph": ERD.page(
            f"{t} - Make A Graph", f"<h1>Make A Graph</h1>{a(ERD_ENTRY, 'Data Access Form')}"
        ),
        f"/erddap/files/{ERD_ID}/": ERD.page(f"Index of /erddap/files/{ERD_ID}/", files),
        f"/erddap/tabledap/{ERD_ID}.das": text("Attributes {\n s {\n  time {}\n }\n}\n"),
        f"/erddap/tabledap/{ERD_ID}.dds": text(
            f"Dataset {{\n  Sequence {{ Float64 time; }} s;\n}} {ERD_ID};\n"
        ),
        f"/erddap/metadata/iso19115/xml/{ERD_ID}_iso19115.xml": text(
            f"<gmi:MI_Metadata><gmd:fileIdentifier>{ERD_ID}</gmd:fileIdentifier>"
            "</gmi:MI_Metadata>\n",
            "application/xml",
        ),
        f"/erddap/metadata/fgdc/xml/{ERD_ID}_fgdc.xml": text(
            f"<metadata><idinfo><citation>{ERD_ID}</citation></idinfo></metadata>\n",
            "application/xml",
        ),
        f"/erddap/rss/{ERD_ID}.rss": text(
            f"<rss><channel><title>{ERD_ID}</title></channel></rss>\n", "application/rss+xml"
        ),
        "/erddap/files/": ERD.page(
            "Index of /erddap/files/",
            ul(
                [
                    (f"/erddap/files/{ERD_ID}/", ERD_ID + "/"),
                    ("/erddap/files/ooi_ce04osps_ctdpfa107/", "ooi_ce04osps_ctdpfa107/"),
                ]
            ),
        ),
    }
    for u in ERD_NC:
        pages[u] = blob(u, "application/x-netcdf", 1024)
    return [ERD.site(pages)]


ERD_TRUTH = [
    ERD_ENTRY,
    f"/erddap/info/{ERD_ID}/index.html",
    f"/erddap/tabledap/{ERD_ID}.graph",
    f"/erddap/files/{ERD_ID}/",
    f"/erddap/tabledap/{ERD_ID}.das",
    f"/erddap/tabledap/{ERD_ID}.dds",
    f"/erddap/metadata/iso19115/xml/{ERD_ID}_iso19115.xml",
    f"/erddap/metadata/fgdc/xml/{ERD_ID}_fgdc.xml",
    f"/erddap/rss/{ERD_ID}.rss",
    *ERD_NC,
]

# --- THREDDS Data Server ----------------------------------------------------------------

TDS = Portal(
    "thredds.glider-operations.hx114.example",
    "THREDDS Data Server",
    [
        ("/thredds/catalog/catalog.html", "Catalog"),
        ("/thredds/info/serverInfo.html", "Server info"),
    ],
    [("http://www.unidata.hx-ucar.test/software/tds/", "THREDDS Data Server 5.6")],
    title_format="{title}",
    home_title="THREDDS Data Server",
)
TDS_DS = "glider/unit_507/unit_507-20250612T1400_delayed.nc"
TDS_ENTRY = f"/thredds/catalog/glider/unit_507/catalog.html?dataset={TDS_DS}"
TDS_SVC = [
    (f"/thredds/dodsC/{TDS_DS}.html", "OPENDAP"),
    (f"/thredds/fileServer/{TDS_DS}", "HTTPServer"),
    (f"/thredds/ncss/point/{TDS_DS}/dataset.html", "NetcdfSubset"),
    (f"/thredds/ncml/{TDS_DS}?catalog=glider/unit_507/catalog.html&dataset={TDS_DS}", "NCML"),
    (f"/thredds/uddc/{TDS_DS}?catalog=glider/unit_507/catalog.html&dataset={TDS_DS}", "UDDC"),
    (f"/thredds/iso/{TDS_DS}?catalog=glider/unit_507/catalog.html&dataset={TDS_DS}", "ISO"),
]


def thredds_site() -> list[Site]:
    rows = "".join(f"<li><b>{n}:</b> {a(u, u.split('?')[0])}</li>" for u, n in TDS_SVC)
    main = (
        f"<h2>Catalog {a('/thredds/catalog/glider/unit_507/catalog.html', 'glider/unit_507')}"
        f"</h2><h2>Dataset: unit_507-20250612T1400_delayed.nc</h2><ul><li>Data size: 84 MB"
        f"</li><li>ID: {TDS_DS}</li></ul><h3>Access:</h3><ol>{rows}</ol>"
        "<h3>Documentation:</h3><ul><li>Slocum G3 glider, deployment June 2025, CTD and "
        "optode</li></ul><h3>Viewers:</h3><ul><li>"
        f"{a('http://ioos-glider-dac.hx-ioos.test/deployment/unit_507-20250612T1400', 'Glider DAC')}"
        "</li></ul>"
    )
    pages = {
        TDS_ENTRY: TDS.page(f"Catalog Services for {TDS_DS}", main),
        "/thredds/catalog/glider/unit_507/catalog.html": TDS.page(
            "Catalog glider/unit_507",
            ul(
                [
                    (TDS_ENTRY, "unit_507-20250612T1400_delayed.nc"),
                    (
                        "/thredds/catalog/glider/unit_507/catalog.html?dataset=glider/unit_507/"
                        "unit_507-20240903T1200_delayed.nc",
                        "unit_507-20240903T1200_delayed.nc",
                    ),
                ]
            ),
        ),
        TDS_SVC[0][0]: TDS.page(
            f"OPeNDAP Dataset Access Form {TDS_DS}",
            (
                f"<h1>OPeNDAP Dataset Access Form</h1><p>Data URL: /thredds/dodsC/{TDS_DS}</p>"
                f"{a(f'/thredds/dodsC/{TDS_DS}.das', 'DAS')} {a(f'/thredds/dodsC/{TDS_DS}.dds', 'DDS')}"
            ),
        ),
        f"/thredds/dodsC/{TDS_DS}.das": text('Attributes { temperature { String units "C"; } }\n'),
        f"/thredds/dodsC/{TDS_DS}.dds": text("Dataset { Float64 temperature[obs = 81233]; }\n"),
        TDS_SVC[1][0]: blob(TDS_DS, "application/x-netcdf", 2048),
        TDS_SVC[2][0]: TDS.page("NetCDF Subset Service for point data", "<form></form>"),
        TDS_SVC[3][0]: text(f'<netcdf location="{TDS_DS}"/>\n', "application/xml"),
        TDS_SVC[4][0]: TDS.page("UDDC", "<h1>Unidata Dataset Discovery Conventions</h1>"),
        TDS_SVC[5][0]: text(f"<gmi:MI_Metadata>{TDS_DS}</gmi:MI_Metadata>\n", "application/xml"),
    }
    return [TDS.site(pages)]


TDS_TRUTH = [
    TDS_ENTRY,
    *[u for u, _n in TDS_SVC],
    f"/thredds/dodsC/{TDS_DS}.das",
    f"/thredds/dodsC/{TDS_DS}.dds",
]

# --- Printables -----------------------------------------------------------------------

PR = Portal(
    "www.printshare.hx114.example",
    "Printables.com",
    [
        ("/model", "Models"),
        ("/contest", "Contests"),
        ("/education", "Education"),
        ("/store", "Store"),
        ("/login", "Log in"),
    ],
    [("/about", "About"), ("/terms", "Terms"), ("/privacy", "Privacy policy")],
    title_format="{title} | Download free STL model | Printables.com",
    home_title="Printables.com - 3D Models, Contests, Community",
)
PR_MEDIA = "media.printshare.hx114.example"
PR_M = "/model/482913-fin-ray-gripper-jaw-for-so-101-arm"
PR_FILES = [
    f"http://{PR_MEDIA}/media/prints/482913/stls/4107741_5c2b1e0a/finray-jaw-left.stl",
    f"http://{PR_MEDIA}/media/prints/482913/stls/4107742_9d3f2a1b/finray-jaw-right.stl",
    f"http://{PR_MEDIA}/media/prints/482913/stls/4107743_1e7c4b2d/jaw-adapter.3mf",
    f"http://{PR_MEDIA}/media/prints/482913/gcodes/4107744_7a2e9c0f/"
    "finray-pair_0.2mm_TPU_MK4S.bgcode",
]
PR_REMIX = "/model/391102-so-101-robot-arm-printed-parts"


def printables_sites() -> list[Site]:
    tabs = ul(
        [
            (PR_M, "Details"),
            (f"{PR_M}/files", "Files"),
            (f"{PR_M}/comments", "Comments (6)"),
            (f"{PR_M}/makes", "Makes (3)"),
            (f"{PR_M}/remixes", "Remixes (1)"),
        ]
    )
    head = (
        f"<h1>Fin-ray gripper jaw for SO-101 arm</h1><p>by "
        f"{a('/@mirka_bots_2210', 'mirka_bots')}</p>{tabs}"
    )
    files = ul([(u, u.rsplit("/", 1)[1]) for u in PR_FILES])
    pages = {
        PR_M: PR.page(
            "Fin-ray gripper jaw for SO-101 arm",
            (
                f'{head}<img src="http://{PR_MEDIA}/media/prints/482913/images/6620001_a1b2/'
                'finray.webp"><p>Print in TPU 95A, 3 walls, 15 % gyroid.</p>'
                f"<p>Remixed from {a(PR_REMIX, 'SO-101 robot arm printed parts')}</p>"
                f'<div class="tags">{a("/tag/gripper", "gripper")} {a("/tag/robot", "robot")}</div>'
                f"<p>License: {a('http://creativecommons.hx-licences.test/licenses/by-nc/4.0/', 'CC BY-NC 4.0')}</p>"
            ),
        ),
        f"{PR_M}/files": PR.page("Files", f"{head}{files}"),
        f"{PR_M}/comments": PR.page("Comments", f"{head}<p>Works with the v2 wrist.</p>"),
        f"{PR_M}/makes": PR.page("Makes", f"{head}<p>3 makes</p>"),
        f"{PR_M}/remixes": PR.page("Remixes", f"{head}<p>1 remix</p>"),
        PR_REMIX: PR.page("SO-101 robot arm printed parts", "<h1>SO-101 parts</h1>"),
    }
    media = {u.split(PR_MEDIA, 1)[1]: blob(u) for u in PR_FILES}
    media["/media/prints/482913/images/6620001_a1b2/finray.webp"] = image()
    return [PR.site(pages), Site(PR_MEDIA, media)]


PR_TRUTH = [
    PR.url(u)
    for u in [PR_M, f"{PR_M}/files", f"{PR_M}/comments", f"{PR_M}/makes", f"{PR_M}/remixes"]
] + PR_FILES

# --- InvenioRDM (Zenodo-style, with signposting) ----------------------------------------

ZEN = Portal(
    "zenodo.open-archive-eu.hx114.example",
    "Zenodo",
    [
        ("/communities", "Communities"),
        ("/me/uploads", "My dashboard"),
        ("/login", "Log in"),
        ("/signup", "Sign up"),
    ],
    [
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/infrastructure", "Infrastructure"),
        ("/terms", "Terms of Use"),
        ("/privacy-policy", "Privacy policy"),
        ("/api", "API"),
    ],
    title_format="{title}",
    home_title="Zenodo",
)
ZEN_R = "/records/15123456"
ZEN_ITEMS = [
    (f"{ZEN_R}/files/so100_teleop_episodes.zip", "application/zip"),
    (f"{ZEN_R}/files/calibration_leader_follower.json", "application/json"),
    (f"{ZEN_R}/files/README.md", "text/markdown"),
]
ZEN_DESC = [
    (f"{ZEN_R}/export/datacite-json", "application/vnd.datacite.datacite+json"),
    (f"{ZEN_R}/export/json-ld", "application/ld+json"),
    (f"{ZEN_R}/export/bibtex", "application/x-bibtex"),
]
ZEN_OTHER_EXPORTS = ["json", "csl", "datacite-xml", "dublincore", "marcxml", "dcat-ap"]


def zenodo_site() -> list[Site]:
    o = ZEN.origin
    t = "SO-100 bimanual teleoperation episodes: towel folding"
    link = linkheader(
        [
            ("http://doi.hx-resolver.test/10.5281/zenodo.15123456", "cite-as", None),
            ("http://orcid.hx-ids.test/0000-0002-7140-5583", "author", None),
            ("http://creativecommons.hx-licences.test/licenses/by/4.0/legalcode", "license", None),
            ("http://schema.hx-vocab.test/Dataset", "type", None),
            ("http://schema.hx-vocab.test/AboutPage", "type", None),
            *[(o + u, "describedby", ct) for u, ct in ZEN_DESC],
            *[(o + u, "item", ct) for u, ct in ZEN_ITEMS],
        ]
    )
    files = "".join(
        f"<tr><td>{a(u, u.rsplit('/', 1)[1])}</td><td>"
        f"{a(u.replace('/files/', '/preview/'), 'Preview')} {a(u + '?download=1', 'Download')}"
        "</td></tr>"
        for u, _c in ZEN_ITEMS
    )
    exports = ul(
        [(u, u.rsplit("/", 1)[1]) for u, _c in ZEN_DESC]
        + [(f"{ZEN_R}/export/{e}", e) for e in ZEN_OTHER_EXPORTS]
    )
    main = (
        f'<h1 id="record-title">{t}</h1><p>{a("http://orcid.hx-ids.test/0000-0002-7140-5583", "Nakamura, Yui")}'
        f'</p><table class="files">{files}</table>'
        f"{a(f'{ZEN_R}/files-archive', 'Download all')}"
        f"<h3>Communities</h3>{a('/communities/lerobot', 'LeRobot')}"
        f"<h3>Versions</h3>{ul([(ZEN_R, 'Version 2'), ('/records/14988102', 'Version 1')])}"
        f"<h3>Export</h3>{exports}"
    )
    pages = {
        ZEN_R: html(ZEN.page(t, main), link),
        "/records/14988102": ZEN.page(t, f"<h1>{t}</h1><p>Version 1</p>"),
        f"{ZEN_R}/files-archive": blob("zen-all", "application/zip"),
    }
    for u, ct in ZEN_ITEMS:
        pages[u] = blob(u, ct)
        pages[u + "?download=1"] = blob(u, ct)
        pages[u.replace("/files/", "/preview/")] = ZEN.page(u.rsplit("/", 1)[1], "<p>Preview</p>")
    for u, ct in ZEN_DESC:
        pages[u] = text(f'{{"title": "{t}"}}\n', ct)
    for e in ZEN_OTHER_EXPORTS:
        pages[f"{ZEN_R}/export/{e}"] = text(f"{t} ({e})\n")
    return [ZEN.site(pages)]


# --- Dataverse 6 (with signposting) ---------------------------------------------------

DV6 = Portal(
    "data.robot-learning-consortium.hx114.example",
    "Robot Learning Data",
    [
        ("/dataverse/root", "Robot Learning Data"),
        ("/dataverse/root/search", "Search"),
        ("/guides/en/6.5/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    [
        ("/ApiTermsOfUse.xhtml", "Terms of Use"),
        ("http://dataverse.hx-project.test/", "Powered by Dataverse"),
    ],
    title_format="{title} - {name}",
    home_title="Robot Learning Data",
)
DV6_PID = "doi:10.70122/FK2/LX4W9A"
DV6_DS = f"/dataset.xhtml?persistentId={DV6_PID}"
DV6_FILES = [
    ("7QKXNE", "mobile_manipulation_demos.tar", "application/x-tar"),
    ("Q2ZB0M", "robot_urdf_and_meshes.zip", "application/zip"),
    ("J8RT4C", "codebook.pdf", "application/pdf"),
]
DV6_DESC = [
    (f"/api/datasets/export?exporter=schema.org&persistentId={DV6_PID}", "application/ld+json"),
    (f"/api/datasets/export?exporter=Datacite&persistentId={DV6_PID}", "application/xml"),
]


def dataverse6_site() -> list[Site]:
    o = DV6.origin
    t = "Teleoperated mobile manipulation demonstrations in home kitchens"
    items = [
        (f"/api/access/datafile/:persistentId?persistentId={DV6_PID}/{f}", ct)
        for f, _n, ct in DV6_FILES
    ]
    link = linkheader(
        [
            ("http://doi.hx-resolver.test/10.70122/FK2/LX4W9A", "cite-as", None),
            ("http://orcid.hx-ids.test/0000-0001-8842-3310", "author", None),
            *[(o + u, "describedby", ct) for u, ct in DV6_DESC],
            ("http://schema.hx-vocab.test/AboutPage", "type", None),
            ("http://schema.hx-vocab.test/Dataset", "type", None),
            ("http://creativecommons.hx-licences.test/publicdomain/zero/1.0", "license", None),
            *[(o + u, "item", ct) for u, ct in items],
        ]
    )
    rows = "".join(
        f"<tr><td>{a(f'/file.xhtml?persistentId={DV6_PID}/{f}&version=2.0', n)}</td>"
        f"<td>{a(u, 'Access File')}</td></tr>"
        for (f, n, _c), (u, _ct) in zip(DV6_FILES, items, strict=True)
    )
    main = (
        f'<ol class="breadcrumb"><li>{a("/dataverse/root", "Robot Learning Data")}</li>'
        f"<li>{a('/dataverse/kitchens', 'Kitchen Manipulation')}</li></ol><h1>{t}</h1>"
        f"<div>Export Metadata {ul([(u, u.split('exporter=')[1].split('&')[0]) for u, _c in DV6_DESC])}"
        f'</div><table id="filesTable">{rows}</table>'
    )
    pages = {
        DV6_DS: html(DV6.page(t, main), link),
        "/dataverse/kitchens": DV6.page("Kitchen Manipulation", "<h1>Kitchens</h1>"),
    }
    for (f, n, ct), (u, _c) in zip(DV6_FILES, items, strict=True):
        pages[u] = blob(n, ct)
        pages[f"/file.xhtml?persistentId={DV6_PID}/{f}&version=2.0"] = DV6.page(
            n, f"<h1>{n}</h1>{a(u, 'Access File')}<p>Dataset: {a(DV6_DS, t)}</p>"
        )
    for u, ct in DV6_DESC:
        pages[u] = text(f'{{"name": "{t}"}}\n', ct)
    return [DV6.site(pages)]


DV6_TRUTH = [
    DV6_DS,
    *[u for u, _c in DV6_DESC],
    *[f"/api/access/datafile/:persistentId?persistentId={DV6_PID}/{f}" for f, _n, _c in DV6_FILES],
]

# --- DSpace 8 (with signposting) ------------------------------------------------------

D8 = Portal(
    "repository.tu-field-robotics.hx114.example",
    "TU Repository",
    [
        ("/home", "Home"),
        ("/community-list", "Communities & Collections"),
        ("/browse/dateissued", "All of DSpace"),
        ("/statistics", "Statistics"),
    ],
    [
        ("/info/privacy", "Privacy policy"),
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/feedback", "Send Feedback"),
    ],
    title_format="{title}",
    home_title="TU Repository :: Home",
)
D8_ITEM = "/items/0b5e7a9c-2d4f-4a6b-8c1d-3e5f7a9b1c2d"
D8_UUID = D8_ITEM.rsplit("/", 1)[1]
D8_BITS = [
    (
        "/bitstreams/1a3c5e7b-9d2f-4b4c-a6e8-0f2b4d6f8a1c/download",
        "application/zip",
        "orchard_rosbags_2025.zip",
    ),
    (
        "/bitstreams/2b4d6f8c-0e3a-4c5d-b7f9-1a3c5e7a9b2d/download",
        "application/x-yaml",
        "sensor_extrinsics.yaml",
    ),
    ("/bitstreams/3c5e7a9d-1f4b-4d6e-88a1-2b4d6f8b0c3e/download", "text/plain", "README.txt"),
]
D8_DESC = f"/server/signposting/describedby/{D8_UUID}"


def dspace8_site() -> list[Site]:
    o = D8.origin
    t = "Orchard navigation sensor logs from an autonomous ground robot"
    rels = [
        ("http://hdl.handle.hx-resolver.test/20.500.12345/8812", "cite-as", None),
        ("http://orcid.hx-ids.test/0000-0003-1276-4410", "author", None),
        (o + D8_DESC, "describedby", "application/vnd.datacite.datacite+xml"),
        *[(o + u, "item", ct) for u, ct, _n in D8_BITS],
        ("http://creativecommons.hx-licences.test/licenses/by/4.0/", "license", None),
        ("http://schema.hx-vocab.test/AboutPage", "type", None),
        ("http://schema.hx-vocab.test/Dataset", "type", None),
    ]
    head = "".join(
        f'<link href="{u}" rel="{r}"' + (f' type="{ct}"' if ct else "") + ">" for u, r, ct in rels
    )
    files = "".join(f"<div>{a(u, n)}</div>" for u, _c, n in D8_BITS)
    main = (
        f'<h1 class="item-page-title-field">{t}</h1><h5>Files</h5>{files}'
        f"<h5>Collections</h5>{a('/collections/5d7f9b1e-3a5c-4e7f-9b2d-4f6a8c0e2b4d', 'Field Robotics Datasets')}"
        f"{a(f'{D8_ITEM}/full', 'Show full item record')}"
    )
    pages = {
        D8_ITEM: html(D8.page(t, main, head=head), linkheader(rels)),
        f"{D8_ITEM}/full": D8.page(
            t, f"<h1>{t}</h1><table><tr><td>dc.title</td><td>{t}</td></tr></table>{files}"
        ),
        D8_DESC: text(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles><title>'
            f"{t}</title></titles></resource>\n",
            "application/vnd.datacite.datacite+xml",
        ),
        "/collections/5d7f9b1e-3a5c-4e7f-9b2d-4f6a8c0e2b4d": D8.page(
            "Field Robotics Datasets", "<h1>Field Robotics Datasets</h1>"
        ),
    }
    for u, ct, n in D8_BITS:
        pages[u] = blob(n, ct)
    return [D8.site(pages)]


CASES: list[Case] = [
    # An ERDDAP dataset: every service URI of the dataset (metadata, graph, files and
    # their netCDF files, DAS/DDS, ISO/FGDC, RSS) carries the dataset ID in its path, the
    # seed's GBIF pattern: Significant String from URI ("ooi_rs03axps_ctdpfa302").  Truth:
    # those URIs; ERDDAP menus, documentation and the parent file index do not carry it.
    case(
        "erddap_axial_ctd_profiler",
        "ERDDAP (ocean observatory data server)",
        "multi_hop",
        "sig_uri",
        ERD.url(ERD_ENTRY),
        [ERD.url(u) for u in ERD_TRUTH],
        erddap_site,
    ),
    # A glider deployment on a THREDDS Data Server: the catalog's access services all
    # carry the dataset path: Significant String from URI.  Truth: catalog entry, the six
    # service URIs and the OPeNDAP DAS/DDS; the parent catalog and sibling deployment not.
    case(
        "thredds_glider_unit507_deployment",
        "THREDDS Data Server (glider data)",
        "multi_hop",
        "sig_uri",
        TDS.url(TDS_ENTRY),
        [TDS.url(u) for u in TDS_TRUTH],
        thredds_site,
    ),
    # A Printables model: its tabs and its files on the media host all carry the model ID
    # 482913 (the path alone misses the media host): Significant String from URI.  Truth:
    # model page, four tabs, four files; the remixed model, maker profile, tags are not.
    case(
        "printables_finray_jaw",
        "Printables (3D model repository)",
        "multi_hop",
        "sig_uri",
        PR.url(PR_M),
        PR_TRUTH,
        printables_sites,
        others=[PR.url(PR_REMIX)],
    ),
    # A Zenodo record (InvenioRDM v12+) announcing its boundary with signposting Link
    # headers: Signposting.  Truth: the landing page, the three items and the three
    # describedby exports (cite-as, author, licence and type are not members).
    case(
        "zenodo_so100_teleop_episodes",
        "InvenioRDM (Zenodo)",
        "multi_hop",
        "signposting",
        ZEN.url(ZEN_R),
        [ZEN.url(u) for u in [ZEN_R, *[i for i, _c in ZEN_ITEMS], *[d for d, _c in ZEN_DESC]]],
        zenodo_site,
        others=[ZEN.url("/records/14988102")],
    ),
    # A Dataverse 6 dataset: signposting level 1 lists its files (under the item limit)
    # and two metadata exports: Signposting.  Truth: dataset page, two describedby exports,
    # three file access URIs.
    case(
        "dataverse6_kitchen_mobile_manipulation",
        "Dataverse (6.x with signposting)",
        "multi_hop",
        "signposting",
        DV6.url(DV6_DS),
        [DV6.url(u) for u in DV6_TRUTH],
        dataverse6_site,
    ),
    # A DSpace 8 item: signposting in Link headers and head links (items, DataCite
    # describedby): Signposting.  Truth: item page, three bitstreams, the describedby
    # record.
    case(
        "dspace8_orchard_navigation_logs",
        "DSpace 8 (with signposting)",
        "multi_hop",
        "signposting",
        D8.url(D8_ITEM),
        [D8.url(u) for u in [D8_ITEM, D8_DESC, *[b for b, _c, _n in D8_BITS]]],
        dspace8_site,
    ),
]
