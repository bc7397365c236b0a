"""Public-sector data and publications: a Socrata-like and an ArcGIS-Hub-like open-data
portal, a national statistics office's dataset pages and a GOV.UK-like policy report."""

from __future__ import annotations

import json

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout17._kit import Hub, a, meta, ul

# --- Socrata-like open data portal ------------------------------------------------------
# A dataset's landing page, its /d/ short link, the SODA endpoint and the views API exports
# all carry the dataset's "four-by-four" id: Significant String from URI.
SOC = Hub(
    "Socrata-like open-government data portal",
    "data.healthstate.hx17.example",
    "State Health Open Data",
    [
        ("/browse", "Browse"),
        ("/browse?category=Health", "Health"),
        ("/stories", "Stories"),
        ("/developers", "Developers"),
        ("/about", "About"),
    ],
    title_format="{title} | {name}",
    head=meta(og_site_name="State Health Open Data", generator="Socrata"),
    scripts=["/javascripts/webpack/dataset-landing-page.js"],
)


def _socrata(
    category: str, slug: str, fxf: str, title: str, related: str
) -> tuple[str, str, set[str], set[str]]:
    path = f"/{category}/{slug}/{fxf}"
    csv = "county,beds\nAdams,112\nBrown,87\n"
    truth = {
        SOC.file(SOC.url(f"/api/views/{fxf}/rows.csv?accessType=DOWNLOAD"), csv, "text/csv"),
        SOC.file(
            SOC.url(f"/api/views/{fxf}/rows.json?accessType=DOWNLOAD"),
            json.dumps({"data": [[1, "Adams", 112]]}),
            "application/json",
        ),
        SOC.file(
            SOC.url(f"/api/views/{fxf}"), json.dumps({"id": fxf, "name": title}), "application/json"
        ),
        SOC.file(
            SOC.url(f"/resource/{fxf}.json"), json.dumps([{"county": "Adams"}]), "application/json"
        ),
        SOC.page(
            f"/{category}/{slug}/{fxf}/about_data",
            f"{title} - About this dataset",
            f"<h1>{title}</h1><p>Columns: county, beds</p>",
        ),
    }
    others = {SOC.page(f"/stories/s/{related}", "Hospital capacity story", "<h1>Story</h1>")}
    main = (
        f"<h1>{title}</h1><p>Updated weekly. Data provided by the Department of Health.</p>"
        + ul(
            [
                a(f"/api/views/{fxf}/rows.csv?accessType=DOWNLOAD", "Export CSV"),
                a(f"/api/views/{fxf}/rows.json?accessType=DOWNLOAD", "Export JSON"),
                a(f"/api/views/{fxf}", "Metadata (JSON)"),
                a(f"/resource/{fxf}.json", "API endpoint"),
                a(f"{path}/about_data", "About this dataset"),
                a(f"/stories/s/{related}", "Featured in: Hospital capacity story"),
                a("/browse?category=Health&tags=hospitals", "More tagged hospitals"),
            ]
        )
    )
    landing = SOC.page(path, title, main, head=meta(og_title=title))
    entry = SOC.redirect(SOC.url(f"/d/{fxf}"), landing, 301)
    return entry, landing, truth | {landing}, others


_e1, _l1, _t1, _o1 = _socrata(
    "Health",
    "Hospital-Bed-Capacity-by-County",
    "8xkx-amqh",
    "Hospital Bed Capacity by County",
    "h3pq-77aa",
)
_e2, _l2, _t2, _o2 = _socrata(
    "Public-Health",
    "Childhood-Immunization-Coverage-2015-2024",
    "q9tr-2mzc",
    "Childhood Immunization Coverage 2015-2024",
    "b5vv-0c1d",
)

# --- ArcGIS-Hub-like open data site ------------------------------------------------------
# The dataset's tabs live under its Hub path; the feature service and the downloads are
# on the GIS vendor's hosts: the seed's Path-Based with Externals (GitHub-like).
ARC = Hub(
    "ArcGIS-Hub-like open-government data site",
    "opendata.countyhealth.hx17.example",
    "County Health GIS Open Data",
    [
        ("/search", "Search"),
        ("/pages/maps", "Maps"),
        ("/pages/apps", "Apps"),
        ("/pages/about", "About"),
    ],
    title_format="{title} | {name}",
    head=meta(generator="ArcGIS Hub", og_site_name="County Health GIS Open Data"),
    scripts=["/assets/vendor-4c1f.js", "/assets/opendata-ui-9b21.js"],
)
GEO = "http://services3.geofeatures.hx17.example"
GEODL = "http://hubdownloads.geofeatures.hx17.example"


def _arcgis(slug: str, item: str, service: str, title: str) -> tuple[str, set[str]]:
    base = f"/datasets/countyhealth::{slug}"
    fs = f"{GEO}/Qz81LmN0/arcgis/rest/services/{service}/FeatureServer/0"
    truth = {
        ARC.page(f"{base}/explore", f"{title} (explore)", f"<h1>{title}</h1><div id=map></div>"),
        ARC.page(f"{base}/api", f"{title} (API)", f"<h1>{title}</h1><p>GeoService: {fs}</p>"),
        ARC.file(fs, json.dumps({"name": service, "type": "Feature Layer"}), "application/json"),
        ARC.file(
            f"{fs}/query?where=1%3D1&outFields=*&f=geojson",
            json.dumps({"type": "FeatureCollection", "features": []}),
            "application/geo+json",
        ),
        ARC.file(
            f"{GEODL}/api/download/v1/items/{item}/csv?layers=0",
            "OBJECTID,NAME\n1,Clinic\n",
            "text/csv",
        ),
        ARC.file(
            f"{GEODL}/api/download/v1/items/{item}/shapefile?layers=0",
            b"PK\x03\x04shp",
            "application/zip",
        ),
    }
    main = (
        f"<h1>{title}</h1><p>Feature layer · Updated monthly</p>"
        + ul(
            [
                a(f"{base}/explore", "Explore"),
                a(f"{base}/api", "View API resources"),
                a(fs, "View full details (service)"),
                a(f"{GEODL}/api/download/v1/items/{item}/csv?layers=0", "Download CSV"),
                a(f"{GEODL}/api/download/v1/items/{item}/shapefile?layers=0", "Download Shapefile"),
                a(f"{fs}/query?where=1%3D1&amp;outFields=*&amp;f=geojson", "GeoJSON"),
            ]
        )
        + "<h2>Related</h2>"
        + ul([a("/search?tags=health", "More health datasets")])
    )
    entry = ARC.page(base, title, main)
    return entry, truth | {entry}


_e3, _t3 = _arcgis(
    "community-health-clinics",
    "4f2a9c0e8b7d41f6a1c3e5d7b9f0a2c4",
    "Community_Health_Clinics",
    "Community Health Clinics",
)
_e4, _t4 = _arcgis(
    "overdose-deaths-by-zip-2023",
    "9d8c7b6a5f4e43d2c1b0a9f8e7d6c5b4",
    "Overdose_Deaths_ZIP_2023",
    "Overdose Deaths by ZIP Code 2023",
)

# --- National statistics office (ONS-like) ------------------------------------------------
# A dataset page's editions are served through /file?uri=… with the dataset's slug in the
# query, and its previous versions under the slug: Significant String from URI.  A
# statistical bulletin is one self-contained page: Single Page.
ONS = Hub(
    "national statistics office (ONS-like)",
    "www.natstats.hx17.example",
    "Office for National Statistics",
    [
        ("/economy", "Economy"),
        ("/peoplepopulationandcommunity", "People, population and community"),
        ("/employmentandlabourmarket", "Employment and labour market"),
        ("/releasecalendar", "Release calendar"),
        ("/methodology", "Methodology"),
    ],
    title_format="{title} - {name}",
    head=meta(og_site_name="Office for National Statistics"),
    scripts=["/js/app.js", "/js/cookies.js"],
)
TOPIC = "/peoplepopulationandcommunity/healthandsocialcare/healthandlifeexpectancies"


def _ons_dataset(
    slug: str, title: str, editions: list[tuple[str, str]]
) -> tuple[str, set[str], set[str]]:
    base = f"{TOPIC}/datasets/{slug}"
    truth = set()
    items = []
    for sub, fname in editions:
        u = ONS.file(
            ONS.url(f"/file?uri={base}/{sub}/{fname}"),
            b"PK\x03\x04xlsx",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        )
        truth.add(u)
        items.append(a(f"/file?uri={base}/{sub}/{fname}", f"{fname} ({sub})"))
    prev = ONS.page(
        f"{base}/previousreleases",
        f"{title}: previous releases",
        f"<h1>{title}</h1>" + ul(items[1:]),
    )
    truth.add(prev)
    bulletin = ONS.page(
        f"{TOPIC}/bulletins/{slug}/2021to2023",
        f"{title} bulletin",
        f"<h1>{title}: 2021 to 2023</h1><p>Main points.</p>",
    )
    main = (
        f"<h1>{title}</h1><p>Release date: 14 March 2025</p><h2>Edition in this dataset</h2>"
        + ul(items[:1])
        + ul(
            [
                a(f"{base}/previousreleases", "Previous versions"),
                a(f"{TOPIC}/bulletins/{slug}/2021to2023", "Related bulletin"),
                a("/methodology/methodologytopicsandstatisticalconcepts", "Methodology"),
            ]
        )
    )
    entry = ONS.page(base, title, main)
    return entry, truth | {entry}, {bulletin}


_e5, _t5, _o5 = _ons_dataset(
    "healthstatelifeexpectancyallagesuk",
    "Health state life expectancy, all ages, UK",
    [
        ("current", "hsleallages2025.xlsx"),
        ("2021to2023", "hsleallages2124.xlsx"),
        ("2020to2022", "hsleallages2023.xlsx"),
    ],
)
_bull_main = (
    "<h1>Avoidable mortality in the UK: 2023</h1><p>Release date: 2 April 2025</p>"
    "<h2>Main points</h2><p>Avoidable deaths fell to 22.8% of all deaths.</p>"
    '<figure><img src="/resource?uri=/chart/avoidable/1.png" alt="chart"></figure>'
    + ul(
        [
            a(f"{TOPIC}/datasets/healthstatelifeexpectancyallagesuk", "Related dataset: HSLE"),
            a("/releasecalendar", "Next release"),
        ]
    )
)
ONS.image(ONS.url("/resource?uri=/chart/avoidable/1.png"))
_e6 = ONS.page(
    "/peoplepopulationandcommunity/healthandsocialcare/causesofdeath/bulletins/"
    "avoidablemortalityinuk/2023",
    "Avoidable mortality in the UK: 2023",
    _bull_main,
)

# The office's bulk-download server: an Apache directory index of one release (no chrome;
# its only other links are the column-sort links and the parent directory).  The release is
# the listing and its files, all one hop away: Single Page+.
BULK = "http://download.natstats.hx17.example"
_rel = "/releases/census2021/health-disability/"
_bulk_files = [
    ("census2021-ts037-general-health.csv", "text/csv"),
    ("census2021-ts038-disability.csv", "text/csv"),
    ("census2021-health-disability-metadata.json", "application/json"),
    ("README.txt", "text/plain"),
]
_rows = "".join(
    f'<tr><td><a href="{f}">{f}</a></td><td align="right">2023-01-19 09:30  </td>'
    f'<td align="right">{12 + 3 * i}M</td></tr>\n'
    for i, (f, _c) in enumerate(_bulk_files)
)
_index = (
    '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n<head>\n'
    f"<title>Index of {_rel}</title>\n</head>\n<body>\n<h1>Index of {_rel}</h1>\n<table>"
    '<tr><th><a href="?C=N;O=D">Name</a></th><th><a href="?C=M;O=A">Last modified</a></th>'
    '<th><a href="?C=S;O=A">Size</a></th></tr>\n'
    '<tr><td><a href="/releases/census2021/">Parent Directory</a></td><td></td><td>-</td></tr>\n'
    + _rows
    + "</table>\n<address>Apache/2.4.57 (Unix) Server at download.natstats.hx17.example Port 80"
    "</address>\n</body></html>\n"
)
_e9 = ONS.put(f"{BULK}{_rel}", Response.html(_index))
ONS.put(
    f"{BULK}/releases/census2021/", Response.html("<title>Index of /releases/census2021/</title>")
)
_t9 = {_e9} | {ONS.file(f"{BULK}{_rel}{f}", f"{f}\n", c) for f, c in _bulk_files}

# --- GOV.UK-like publication with annexes --------------------------------------------------
# The publication page and its HTML attachments sit under the publication's path; the PDF
# report and annexes are on the assets host of another domain: Path-Based with Externals.
GOV = Hub(
    "policy report (GOV.UK-like)",
    "www.govpub.hx17.example",
    "GOV.PUB",
    [
        ("/browse/health", "Health and social care"),
        ("/government/organisations", "Departments"),
        ("/search/news-and-communications", "News"),
        ("/government/publications", "Guidance and regulation"),
    ],
    title_format="{title} - {name}",
    head=meta(og_site_name="GOV.PUB", govuk_format="policy_paper"),
    scripts=["/assets/frontend/application-8a1b.js"],
)
ASSETS = "http://assets.govpubassets.hx17.example"


def _publication(
    slug: str, title: str, org: str, html_parts: list[tuple[str, str]], files: list[tuple[str, str]]
) -> tuple[str, set[str], set[str]]:
    base = f"/government/publications/{slug}"
    truth = set()
    items = []
    for sub, label in html_parts:
        truth.add(GOV.page(f"{base}/{sub}", label, f"<h1>{label}</h1><p>Part of {title}.</p>"))
        items.append(a(f"{base}/{sub}", f"{label} (HTML)"))
    for n, (fname, label) in enumerate(files):
        u = GOV.pdf(f"{ASSETS}/media/{6651 + n:x}a0b{len(slug)}c/{fname}", label, title)
        truth.add(u)
        items.append(a(u, f"{label} (PDF)"))
    others = {
        GOV.page(
            f"/government/organisations/{org}",
            org.replace("-", " ").title(),
            "<h1>Organisation</h1>",
        )
    }
    main = (
        f"<h1>{title}</h1><p>From: {a(f'/government/organisations/{org}', org)}</p>"
        "<h2>Documents</h2>"
        + ul(items)
        + ul(
            [
                a("/browse/health/nhs", "Explore the topic: NHS"),
                a("/email-signup?topic=/health", "Get emails about this page"),
            ]
        )
    )
    entry = GOV.page(base, title, main, head=meta(og_title=title))
    GOV.page("/email-signup", "Get emails", "<h1>Sign up</h1>", share=False)
    GOV.page("/browse/health/nhs", "NHS", "<h1>NHS</h1>", share=False)
    return entry, truth | {entry}, others


_e7, _t7, _o7 = _publication(
    "tackling-health-inequalities-in-coastal-communities",
    "Tackling health inequalities in coastal communities: policy paper",
    "department-of-health-and-social-care",
    [("tackling-health-inequalities-in-coastal-communities-html", "Policy paper")],
    [
        ("coastal-health-policy-paper.pdf", "Policy paper"),
        ("annex-a-evidence-review.pdf", "Annex A: evidence review"),
        ("annex-b-data-tables.pdf", "Annex B: data tables"),
    ],
)
_e8, _t8, _o8 = _publication(
    "national-screening-committee-annual-report-2024",
    "National screening committee annual report 2024",
    "national-screening-committee",
    [("annual-report-2024", "Annual report 2024"), ("annex-1-membership", "Annex 1: membership")],
    [("nsc-annual-report-2024-accessible.pdf", "Annual report (accessible PDF)")],
)

CASES: list[Case] = [
    # sig_uri: the /d/ short link redirects to the landing page; every export and API URI
    # carries "8xkx-amqh".  Truth: landing, about page, CSV/JSON exports, views and SODA
    # JSON; not the story that features it (another artifact), not browse/tag pages.
    SOC.case(
        "socrata-bed-capacity-short-link", "Multi-Hop", "sig_uri", _e1, _t1, others=_o1, landing=_l1
    ),
    # sig_uri, as above for "q9tr-2mzc".
    SOC.case(
        "socrata-immunization-short-link", "Multi-Hop", "sig_uri", _e2, _t2, others=_o2, landing=_l2
    ),
    # path_based_externals: tabs under the dataset's Hub path, service and downloads on the
    # GIS vendor's domain.  Truth: the dataset page, explore/api tabs, the feature service,
    # its GeoJSON query and the CSV/shapefile downloads; not "more health datasets".
    ARC.case("arcgis-clinics-layer", "Multi-Hop", "path_based_externals", _e3, _t3),
    # path_based_externals, as above for another layer.
    ARC.case("arcgis-overdose-zip", "Multi-Hop", "path_based_externals", _e4, _t4),
    # sig_uri: the dataset slug is in every edition's /file?uri=… and the previous-releases
    # page.  Truth: dataset page, three editions, previous releases; not the bulletin.
    ONS.case("ons-dataset-editions", "Multi-Hop", "sig_uri", _e5, _t5, others=_o5),
    # single_page: a bulletin is one self-contained page (the chart is embedded).  Truth:
    # the bulletin alone; the dataset it cites is another artifact.
    ONS.case(
        "ons-bulletin",
        "Single Artifact URI",
        "single_page",
        _e6,
        {_e6},
        others={f"{ONS.url(TOPIC)}/datasets/healthstatelifeexpectancyallagesuk"},
    ),
    # single_page_plus: a chrome-less directory index.  Truth: the index and its four
    # files; not the parent directory nor the column-sort links.
    ONS.case(
        "ons-bulk-download-index",
        "Single Hop",
        "single_page_plus",
        _e9,
        _t9,
        variant="bulk download server",
    ),
    # path_based_externals: HTML attachment under the publication path, PDFs on the assets
    # domain.  Truth: publication page, HTML version, report and annex PDFs; not the
    # department's page, topic or email-signup pages.
    GOV.case(
        "govpub-policy-paper-annexes", "Multi-Hop", "path_based_externals", _e7, _t7, others=_o7
    ),
    # path_based_externals: two HTML parts under the path, one PDF on the assets domain.
    GOV.case("govpub-annual-report", "Multi-Hop", "path_based_externals", _e8, _t8, others=_o8),
]
