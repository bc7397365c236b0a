"""heldout78's DSpace portals: DSpace 5 JSPUI (handles, /bitstream/ paths, a handle
resolver on its own host), DSpace 6 XMLUI (item title alone in <title>, files listed in
full on the full item record) and DSpace 7 Angular (item UUIDs in page, statistics and
REST-API URIs on a separate API host)."""

from __future__ import annotations

from html import escape
from urllib.parse import quote_plus

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, bare_record, image, pdf_file, text, ul, zip_file

# --- Halvergate Institute DSpace 5 JSPUI ---------------------------------------------------

HAL = Chrome(
    host="dspace.halvergate.hx78.example",
    name="Halvergate Institute Repository",
    menu=[
        ("/jspui/", "Home"),
        ("/jspui/community-list", "Communities and Collections"),
        ("/jspui/browse?type=dateissued", "Issue Date"),
        ("/jspui/browse?type=author", "Author"),
        ("/jspui/browse?type=title", "Title"),
        ("/jspui/help/index.html", "Help"),
    ],
    footer=[
        ("/jspui/feedback", "Feedback"),
        ("/jspui/htmlmap", "Site map"),
        ("/cookies", "Cookies"),
        ("http://www.dspace.test/", "DSpace Software"),
    ],
    title_format="{name}: {title}",
    software="DSpace 5.10",
    login="/jspui/mydspace",
    search="/jspui/simple-search",
)
HDL = "hdl.halvergate.hx78.example"


def _hal_record(
    h: str, title: str, authors: str, files: list[str], collection: str, other: tuple[str, str]
) -> dict[str, PageValue]:
    base = f"/jspui/handle/{h}"
    pages: dict[str, PageValue] = {}
    rows = ""
    for i, f in enumerate(files, 1):
        path = f"/jspui/bitstream/{h}/{i}/{f}"
        pages[path] = (
            pdf_file(title, authors)
            if f.endswith(".pdf")
            else (
                zip_file()
                if f.endswith(".zip")
                else text("id,depth_m,temp_c\n1,0.5,11.2\n", "text/csv")
            )
        )
        pages[f"/jspui/retrieve/{i}/{f}.jpg"] = image((200, 200, 200))
        rows += (
            f'<tr><td class="standard"><img src="/jspui/retrieve/{i}/{f}.jpg" alt="">'
            f'<a href="{path}">{escape(f)}</a></td><td>Open</td></tr>'
        )
    exports = [(f"{base}/export?format={fmt}", fmt.upper()) for fmt in ("bibtex", "ris", "endnote")]
    for p, fmt in exports:
        pages[p] = text(f"{fmt} record\nTI  - {title}\nAU  - {authors}\nUR  - http://{HDL}/{h}\n")
    pages[f"{base}?mode=full"] = HAL.page(
        title,
        f"<h1>Full metadata record</h1><table><tr><td>dc.title</td><td>{escape(title)}</td>"
        f"</tr><tr><td>dc.contributor.author</td><td>{escape(authors)}</td></tr></table>"
        f'<a href="{base}?mode=simple">Show simple item record</a>',
    )
    pages[f"{base}/statistics"] = HAL.page(
        f"Statistics for {title}", f"<h1>Total visits</h1><p>{escape(title)}: 212</p>"
    )
    pages[f"/jspui/handle/{other[0]}"] = bare_record(HAL, other[1], "Another Halvergate item.")
    main = (
        f'<div class="well"><p>Please use this identifier to cite or link to this item: '
        f"<code>http://{HDL}/{h}</code></p></div>"
        f'<table class="itemDisplayTable"><tr><td>Title:</td><td>{escape(title)}</td></tr>'
        f'<tr><td>Authors:</td><td><a href="/jspui/browse?type=author&amp;value={quote_plus(authors)}">'
        f"{escape(authors)}</a></td></tr><tr><td>Appears in Collections:</td><td>"
        f'<a href="/jspui/handle/20.500.1188/{collection}">Marine Science Reports</a></td></tr>'
        f'<tr><td>Is version of:</td><td><a href="/jspui/handle/{other[0]}">{escape(other[1])}</a></td></tr>'
        f'</table><table class="panel">{rows}</table>'
        f'<p><a href="{base}?mode=full">Show full item record</a> '
        f'<a href="{base}/statistics">View Statistics</a></p>'
        f"<p>Export citation: {''.join(f'<a href={chr(34)}{p}{chr(34)}>{t}</a> ' for p, t in exports)}</p>"
        '<p class="share"><a href="http://www.mendeley.test/import">Mendeley</a></p>'
    )
    pages[base] = HAL.page(title, main)
    pages[f"{base}?mode=simple"] = pages[base]
    return pages


HAL_1 = _hal_record(
    "20.500.1188/731",
    "Salinity intrusion in the Halvergate marshes 2012",
    "Ketteringham, June",
    ["salinity_report_2012.pdf"],
    "12",
    ("20.500.1188/698", "Salinity intrusion, preliminary note"),
)
HAL_2 = _hal_record(
    "20.500.1188/902",
    "Dyke water temperature loggers, winter series",
    "Yaxley, Sam; Ormesby, Ruth",
    [
        "logger_summary.pdf",
        "loggers_2019.csv",
        "loggers_2020.csv",
        "logger_photos.zip",
        "calibration_notes.pdf",
    ],
    "14",
    ("20.500.1188/655", "Dyke water temperature, first season"),
)


def build_hal() -> list[Site]:
    home = "<h1>Halvergate Institute Repository</h1>" + ul(
        [
            ("/jspui/community-list", "Browse communities"),
            ("/jspui/handle/20.500.1188/655", "Featured"),
        ]
    )
    site = HAL.site(home, {**HAL_1, **HAL_2, "/jspui/": HAL.page("Home", home)})
    hdl = Site(HDL)
    hdl.add("/", text("Handle proxy server for prefix 20.500.1188 (Halvergate Institute).\n"))
    for h in ("20.500.1188/731", "20.500.1188/902"):
        hdl.add(f"/{h}", Response.redirect(HAL.url(f"/jspui/handle/{h}"), 302))
    return [site, hdl]


def _hal_truth(h: str, record: dict[str, PageValue]) -> list[str]:
    # The full and simple views, statistics, exports and bitstreams of this handle only.
    own = [p for p in record if p.startswith((f"/jspui/handle/{h}", f"/jspui/bitstream/{h}/"))]
    return [HAL.url(p) for p in own if not p.endswith("?mode=simple")]


# --- Tollerton Research Institute DSpace 6 XMLUI (Mirage 2) --------------------------------

TOL = Chrome(
    host="repository.tollerton.hx78.example",
    name="Tollerton Repository",
    menu=[
        ("/xmlui/community-list", "Communities and Collections"),
        ("/xmlui/browse?type=dateissued", "By Issue Date"),
        ("/xmlui/browse?type=author", "Authors"),
        ("/xmlui/browse?type=subject", "Subjects"),
        ("/xmlui/page/about", "About"),
    ],
    footer=[
        ("/xmlui/contact", "Contact Us"),
        ("/xmlui/feedback", "Send Feedback"),
        ("/cookies", "Cookies"),
    ],
    title_format="{title}",
    home_title="Tollerton Repository Home",
    software="DSpace 6.3",
    login="/xmlui/login",
    search="/xmlui/discover",
    body_class="mirage2",
)


def _tol_record(
    h: str, title: str, shown: list[str], hidden: list[str], related: list[tuple[str, str]]
) -> dict[str, PageValue]:
    base = f"/xmlui/handle/{h}"
    pages: dict[str, PageValue] = {}

    def bs(f: str) -> str:
        return f"/xmlui/bitstream/handle/{h}/{f}?sequence=1"

    for f in shown + hidden:
        # The data files carry no title: only the metadata pages do (the Dryad shape).
        pages[bs(f)] = (
            zip_file()
            if f.endswith(".zip")
            else text("plot,species,cover\n1,Carex,12\n", "text/csv")
        )
    rel = "".join(f'<li><a href="/xmlui/handle/{r}">{escape(t)}</a></li>' for r, t in related)
    for r, t in related:
        pages[f"/xmlui/handle/{r}"] = bare_record(TOL, t, "Another Tollerton item.")
    pages[f"{base}?show=full"] = TOL.page(
        title,
        f"<h2>{escape(title)}</h2><table><tr><td>dc.title</td><td>{escape(title)}</td></tr>"
        "<tr><td>dc.type</td><td>Dataset</td></tr></table><h4>Files in this item</h4>"
        + ul([(bs(f), f) for f in shown + hidden])
        + f'<a href="{base}">Show simple item record</a>',
    )
    pages[f"/xmlui/handle/{h}/statistics"] = TOL.page(
        f"Statistics for {title}", f"<h2>Total visits</h2><p>{escape(title)}</p><p>Views: 87</p>"
    )
    pages[base] = TOL.page(
        title,
        f'<h2 class="page-header">{escape(title)}</h2><div class="item-page-field-wrapper">'
        f"<h5>View/Open</h5>{ul([(bs(f), f) for f in shown])}</div>"
        f'<p><a href="{base}?show=full">Show full item record</a></p>'
        f'<p><a href="/xmlui/handle/{h}/statistics">View Usage Statistics</a></p>'
        "<p>This item appears in the following Collection(s): "
        '<a href="/xmlui/handle/11290/3">Field Ecology Data</a></p>'
        f'<h4>Related items</h4><ul class="related">{rel}</ul>',
    )
    # XMLUI prints Dublin Core and Highwire tags, and a schema link, in every item head.
    head = (
        '<link rel="schema.DCTERMS" href="http://purl.org/dc/terms/">'
        f'<meta name="DC.title" content="{escape(title)}">'
        f'<meta name="citation_title" content="{escape(title)}">'
    )
    landing = pages[base]
    assert isinstance(landing, str)
    pages[base] = landing.replace("</head>", head + "</head>", 1)
    return pages


TOL_1 = _tol_record(
    "11290/418",
    "Grassland plot cover at Tollerton Common 2014 to 2018",
    ["plot_cover.csv"],
    ["species_list.csv"],
    [("11290/402", "Grassland plot cover at Ruddington 2014")],
)
TOL_2 = _tol_record(
    "11290/577",
    "Pollinator transect counts along the Grantham canal towpath",
    ["transects_2020.csv", "transects_2021.csv"],
    ["transect_maps.zip", "observer_codes.csv", "weather_2020_2021.csv"],
    [
        ("11290/533", "Hoverfly records from garden traps"),
        ("11290/560", "Bumblebee nest survey, Tollerton"),
    ],
)


def build_tol() -> list[Site]:
    home = "<h1>Tollerton Repository</h1>" + ul([("/xmlui/handle/11290/533", "Recent submission")])
    return [TOL.site(home, {**TOL_1, **TOL_2})]


def _tol_truth(h: str, record: dict[str, PageValue]) -> list[str]:
    return [
        TOL.url(p)
        for p in record
        if p.startswith((f"/xmlui/handle/{h}", f"/xmlui/bitstream/handle/{h}/"))
    ]


# --- Quenby Polytechnic DSpace 7 (Angular UI, REST API host) -------------------------------

QNB = Chrome(
    host="repository.quenby.hx78.example",
    name="Quenby Open Research",
    menu=[
        ("/home", "Home"),
        ("/community-list", "All of DSpace"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/statistics", "Statistics"),
    ],
    footer=[
        ("/info/privacy", "Privacy policy"),
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/feedback", "Send Feedback"),
        ("/cookies", "Cookie settings"),
    ],
    title_format="{title}",
    home_title="Quenby Open Research :: Home",
    software="DSpace 7.6",
    login="/login",
    search="/search",
)
API = "api.quenby.hx78.example"


def _qnb_record(
    uuid: str, title: str, files: list[str], versions: list[str], author_uuid: str
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    links = []
    for i, f in enumerate(files, 1):
        p = f"/server/api/core/items/{uuid}/bitstreams/{i}/content"
        api[p] = pdf_file(title) if f.endswith(".pdf") else text("a,b\n1,2\n", "text/csv")
        links.append((f"http://{API}{p}", f))
    api[f"/server/api/core/items/{uuid}"] = text(
        f'{{"uuid": "{uuid}", "name": "{title}", "type": "item"}}', "application/json"
    )
    full = f"/items/{uuid}/full"
    pages[full] = QNB.page(
        title,
        f"<ds-full-item-page><h2>{escape(title)}</h2><table><tr><td>dc.title</td>"
        f"<td>{escape(title)}</td></tr></table><h3>Files</h3>{ul(links)}"
        f'<a href="http://{API}/server/api/core/items/{uuid}">REST representation</a></ds-full-item-page>',
    )
    stats = f"/statistics/items/{uuid}"
    pages[stats] = QNB.page(
        f"Statistics for {title}", f"<h2>Total visits</h2><p>{escape(title)}: 64</p>"
    )
    ver = ""
    if versions:
        vrows = "".join(
            f'<tr><td><a href="/items/{v}">Version {n}</a></td></tr>'
            for n, v in enumerate(versions, 1)
        )
        ver = f"<h3>Version history</h3><table>{vrows}</table>"
        for v in versions:
            pages[f"/items/{v}"] = bare_record(
                QNB, f"{title} (earlier version)", "Superseded version."
            )
    pages[f"/entities/person/{author_uuid}"] = bare_record(
        QNB, "Author profile", "Researcher at Quenby."
    )
    pages[f"/items/{uuid}"] = QNB.page(
        title,
        f'<ds-item-page><h2 class="item-page-title-field">{escape(title)}</h2>'
        f"<h3>Files</h3>{ul(links[:1])}"
        f'<p>Author: <a href="/entities/person/{author_uuid}">profile</a></p>'
        f'<p><a href="/collections/3f2c77aa-0c19-4c4f-8d3e-5aa1e0b8f001">Engineering</a></p>'
        f'<p><a href="{full}">Full item page</a> <a href="{stats}">Statistics</a></p>{ver}'
        '<div class="share" data-share="twitter facebook"></div></ds-item-page>',
    )
    return pages, api


Q1 = "5c0f3e2a-8b1d-4f7e-9a26-d41b7c03e915"
Q2 = "a8e41d09-62b3-4c5f-b7f0-19de3c6a2b74"
QNB_1, QNB_1_API = _qnb_record(
    Q1,
    "Fatigue of riveted wrought iron in canal swing bridges",
    ["swing_bridge_fatigue.pdf"],
    [],
    "0d1e2f30-4a5b-4c6d-8e9f-a0b1c2d3e4f5",
)
QNB_2, QNB_2_API = _qnb_record(
    Q2,
    "Load tests of the Quenby footbridge deck panels",
    ["deck_panels_report.pdf", "strain_gauges.csv", "deflection.csv", "temperature.csv"],
    ["c1d2e3f4-0a1b-4c2d-9e3f-4a5b6c7d8e90", "d2e3f4a5-1b2c-4d3e-8f4a-5b6c7d8e9f01"],
    "1e2f3a4b-5c6d-4e7f-8a9b-c0d1e2f3a4b5",
)


def build_qnb() -> list[Site]:
    home = "<h1>Quenby Open Research</h1><p>Research outputs of Quenby Polytechnic.</p>"
    site = QNB.site(home, {**QNB_1, **QNB_2, "/home": QNB.page("Home", home)})
    api = Site(API)
    for p, v in {**QNB_1_API, **QNB_2_API}.items():
        api.add(p, v)
    api.add("/", Response.redirect(f"http://{API}/server/api", 302))
    api.add("/server/api", text('{"dspaceVersion": "DSpace 7.6"}', "application/json"))
    return [site, api]


def _qnb_truth(uuid: str, pages: dict[str, PageValue], api: dict[str, PageValue]) -> list[str]:
    # Every URI carrying the item's UUID (the GBIF shape), on the UI and the API host.
    return [QNB.url(p) for p in pages if uuid in p] + [f"http://{API}{p}" for p in api if uuid in p]


CASES: list[Case] = [
    # One hop from the item page: full record, statistics, exports, bitstream; the menu,
    # browse and collection links are chrome -> Single Page+ with Ignored URIs.
    case(
        "hal-731",
        "DSpace 5 JSPUI (report, one bitstream)",
        "report",
        "single_page_plus_ignored",
        HAL.url("/jspui/handle/20.500.1188/731"),
        _hal_truth("20.500.1188/731", HAL_1),
        build_hal,
        [HAL.url("/jspui/handle/20.500.1188/698")],
    ),
    # Entered through the handle resolver (redirect); five bitstreams, still one hop from
    # the landing -> Single Page+ with Ignored URIs.
    case(
        "hal-902",
        "DSpace 5 JSPUI (dataset via handle resolver, five bitstreams)",
        "dataset",
        "single_page_plus_ignored",
        f"http://{HDL}/20.500.1188/902",
        _hal_truth("20.500.1188/902", HAL_2),
        build_hal,
        [HAL.url("/jspui/handle/20.500.1188/655")],
        landing=HAL.url("/jspui/handle/20.500.1188/902"),
    ),
    # The <title> is the item title alone; item, full record and statistics pages carry it,
    # the data files do not -> Significant String from Title+ with Ignored URIs (Dryad).
    case(
        "tol-418",
        "DSpace 6 XMLUI (dataset, two files)",
        "dataset",
        "sig_title_plus_ignored",
        TOL.url("/xmlui/handle/11290/418"),
        _tol_truth("11290/418", TOL_1),
        build_tol,
        [TOL.url("/xmlui/handle/11290/402")],
    ),
    # Three of five files are only on the full item record (two hops) -> Significant
    # String from Title+ with Ignored URIs.
    case(
        "tol-577",
        "DSpace 6 XMLUI (dataset, files on the full record)",
        "dataset",
        "sig_title_plus_ignored",
        TOL.url("/xmlui/handle/11290/577"),
        _tol_truth("11290/577", TOL_2),
        build_tol,
        [TOL.url("/xmlui/handle/11290/533"), TOL.url("/xmlui/handle/11290/560")],
    ),
    # The item UUID is in every URI of the item, on the UI and the REST host -> Significant
    # String from URI (GBIF).
    case(
        "qnb-fatigue",
        "DSpace 7 Angular (article, REST bitstream)",
        "article",
        "sig_uri",
        QNB.url(f"/items/{Q1}"),
        _qnb_truth(Q1, QNB_1, QNB_1_API),
        build_qnb,
    ),
    # Four bitstreams only on the full page, version history to other UUIDs (others) ->
    # Significant String from URI.
    case(
        "qnb-deck",
        "DSpace 7 Angular (dataset with versions)",
        "dataset",
        "sig_uri",
        QNB.url(f"/items/{Q2}"),
        _qnb_truth(Q2, QNB_2, QNB_2_API),
        build_qnb,
        [
            QNB.url("/items/c1d2e3f4-0a1b-4c2d-9e3f-4a5b6c7d8e90"),
            QNB.url("/items/d2e3f4a5-1b2c-4d3e-8f4a-5b6c7d8e9f01"),
        ],
    ),
]
