"""Data catalogues: CKAN (resources on a city file store; uploads on the portal) and a GBIF IPT.

The artifact is a dataset: its landing page, the pages the catalogue gives its resources,
the data files wherever the portal serves them (the publisher's own file store included:
the seed restricts an artifact to the portal's domains, and the portal's download host is
one of them) and its metadata documents.  The publishing organisation, groups, tags,
search, activity feeds and other datasets are outside.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, ul

# --- CKAN, resources on an external file store ---------------------------------------------
# Each resource has a page under the dataset's path (/dataset/<name>/resource/<id>) whose
# download link points at the city's file store, another organisation's host.  Everything
# of the dataset is under its path except the files: Path-Based with Externals (as the seed
# prescribes for Kaggle).  The organisation, groups, tags and the publisher's site are outside.
CK = Chrome(
    "opendata.harlow-city.hx7.example",
    "Harlow Open Data",
    [
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    [
        ("/api/3", "API"),
        ("/licenses", "Licences"),
        ("http://www.harlow-city.hx7.example/", "Harlow City Council"),
    ],
)
CK_FILES = "files.harlow-filestore.hx7.example"
CK_DS = "/dataset/air-quality-monitoring"


def _ckan() -> list[Site]:
    res = [
        ("3f1c2a9e-5d4b-4e6f-9a1b-2c3d4e5f6a7b", "no2_2023.csv"),
        ("8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d", "sensor_locations.geojson"),
    ]
    body = (
        "<article class='module'><h1>Air quality monitoring</h1><p>Hourly NO2 readings from roadside sensors.</p>"
        "<h3>Data and Resources</h3><ul class='resource-list'>"
        + "".join(
            f"<li><a href='{CK_DS}/resource/{r}'>{n}</a> <a href='http://{CK_FILES}/air-quality/{n}'>Download</a></li>"
            for r, n in res
        )
        + f"</ul><p><a href='{CK_DS}/groups'>Groups</a> · <a href='/dataset/activity/air-quality-monitoring'>Activity stream</a></p>"
        "<p>Tags: <a href='/dataset/?tags=air'>air</a> <a href='/dataset/?tags=pollution'>pollution</a></p>"
        "<p>Publisher: <a href='/organization/environment-services'>Environment Services</a></p>"
        "<p>Source: <a href='http://www.harlow-city.hx7.example/environment/air'>Council air quality page</a></p></article>"
    )
    pages: dict[str, PageValue] = {
        CK_DS: CK.page("Air quality monitoring", body, share=CK.url(CK_DS)),
        f"{CK_DS}/groups": CK.page(
            "Groups - Air quality monitoring",
            "<h1>Groups</h1><p>Environment</p>" + ul([("/group/environment", "Environment")]),
        ),
        "/dataset/activity/air-quality-monitoring": CK.page("Activity", "<h1>Activity stream</h1>"),
        "/organization/environment-services": CK.page(
            "Environment Services", "<h1>Environment Services</h1>"
        ),
        "/group/environment": CK.page("Environment", "<h1>Environment</h1>"),
    }
    for r, n in res:
        pages[f"{CK_DS}/resource/{r}"] = CK.page(
            n,
            f"<h1>{n}</h1><p>Resource of <a href='{CK_DS}'>Air quality monitoring</a></p><a class='resource-url-analytics' href='http://{CK_FILES}/air-quality/{n}'>Download</a>",
        )
    fstore = files_site(
        CK_FILES, {f"/air-quality/{n}": blob("x,y\n1,2\n", "text/csv") for _r, n in res}
    )
    return [CK.site(pages), fstore]


# The activity stream is outside the path but is the portal's change log for this dataset:
# it is arguably metadata of the artifact; recorded as another page (not truth), because
# CKAN serves it as a site-wide feed view rather than as part of the dataset record.
CKAN_EXTERNAL = Case(
    "hx7_ckan_filestore",
    "CKAN",
    "Multi-Hop",
    "path_based_externals",
    CK.url(CK_DS),
    frozenset(
        [
            CK.url(CK_DS),
            CK.url(f"{CK_DS}/groups"),
            CK.url(f"{CK_DS}/resource/3f1c2a9e-5d4b-4e6f-9a1b-2c3d4e5f6a7b"),
            CK.url(f"{CK_DS}/resource/8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d"),
            f"http://{CK_FILES}/air-quality/no2_2023.csv",
            f"http://{CK_FILES}/air-quality/sensor_locations.geojson",
        ]
    ),
    _ckan,
)

# --- CKAN, uploads on the portal itself (university research data catalogue) --------------
# Uploaded files live under the dataset path (/dataset/<id>/resource/<rid>/download/<file>),
# so Path-Based alone gets everything; the prefix-sharing dataset "…-raw" is another one.
UC = Chrome(
    "datacat.penrose-univ.hx7.example",
    "Penrose Research Data Catalogue",
    [("/dataset", "Datasets"), ("/organization", "Departments"), ("/showcase", "Showcases")],
    [("/pages/policy", "Data policy"), ("/pages/contact", "Contact")],
)
UC_DS = "/dataset/bat-echolocation-calls"


def _ckan_local() -> list[Site]:
    rid = "0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a"
    body = (
        f"<h1>Bat echolocation calls</h1><ul class='resource-list'><li><a href='{UC_DS}/resource/{rid}'>calls_metadata.csv</a>"
        f" <a href='{UC_DS}/resource/{rid}/download/calls_metadata.csv'>Download</a></li></ul>"
        "<p>See also the unprocessed recordings: <a href='/dataset/bat-echolocation-calls-raw'>Bat echolocation calls (raw)</a></p>"
        "<p>Department: <a href='/organization/biosciences'>Biosciences</a></p>"
    )
    pages: dict[str, PageValue] = {
        UC_DS: UC.page("Bat echolocation calls", body),
        f"{UC_DS}/resource/{rid}": UC.page(
            "calls_metadata.csv",
            f"<h1>calls_metadata.csv</h1><a href='{UC_DS}/resource/{rid}/download/calls_metadata.csv'>Download</a><p>Data preview</p>",
        ),
        f"{UC_DS}/resource/{rid}/download/calls_metadata.csv": blob(
            "call_id,species\n1,Pipistrellus\n", "text/csv"
        ),
        "/dataset/bat-echolocation-calls-raw": UC.page(
            "Bat echolocation calls (raw)", "<h1>Bat echolocation calls (raw)</h1>"
        ),
        "/organization/biosciences": UC.page("Biosciences", "<h1>Biosciences</h1>"),
    }
    return [UC.site(pages)]


_r = "0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a"
CKAN_LOCAL = Case(
    "hx7_ckan_uploads",
    "CKAN",
    "Multi-Hop",
    "path_based",
    UC.url(UC_DS),
    frozenset(
        UC.url(p)
        for p in [
            UC_DS,
            f"{UC_DS}/resource/{_r}",
            f"{UC_DS}/resource/{_r}/download/calls_metadata.csv",
        ]
    ),
    _ckan_local,
    frozenset({UC.url("/dataset/bat-echolocation-calls-raw")}),
)

# --- GBIF Integrated Publishing Toolkit ----------------------------------------------------
# The resource's short name is in every artifact URI (the resource page, EML, DwC-A, RTF,
# and the museum's registry API on another of its hosts): Significant String from URI, as
# the seed prescribes for GBIF.  Other resources and the IPT's chrome do not carry it.
IP = Chrome(
    "ipt.fenwick-museum.hx7.example",
    "Fenwick Museum IPT",
    [("/ipt/", "Home"), ("/ipt/about.do", "About"), ("/ipt/manage/", "Manage Resources")],
    [("http://www.fenwick-museum.hx7.example/", "Fenwick Museum")],
    sep=" - ",
    name_first=True,
)
IP_API = "api.fenwick-museum.hx7.example"
IP_R = "fenwick_herbarium_vascular"


def _ipt() -> list[Site]:
    entry = f"/ipt/resource?r={IP_R}"
    body = (
        "<h1>Fenwick Herbarium — vascular plants</h1><p>Occurrence dataset, 48,210 records.</p>"
        + ul(
            [
                (f"/ipt/archive.do?r={IP_R}", "Darwin Core Archive (zip)"),
                (f"/ipt/eml.do?r={IP_R}", "Metadata (EML)"),
                (f"/ipt/rtf.do?r={IP_R}", "Metadata (RTF)"),
                (f"http://{IP_API}/v1/dataset/{IP_R}/document", "Registry document"),
            ]
        )
        + "<h3>Other resources</h3>"
        + ul([("/ipt/resource?r=fenwick_entomology", "Fenwick entomology")])
        + "<p>Publisher: <a href='/ipt/publisher.do?id=fenwick'>Fenwick Museum</a></p>"
    )
    pages: dict[str, PageValue] = {
        entry: IP.page("Fenwick Herbarium", body),
        f"/ipt/archive.do?r={IP_R}": blob(b"PK\x03\x04dwca", "application/zip"),
        f"/ipt/eml.do?r={IP_R}": blob(
            "<eml:eml><title>Fenwick Herbarium</title></eml:eml>", "application/xml"
        ),
        f"/ipt/rtf.do?r={IP_R}": blob("{\\rtf1 Fenwick Herbarium}", "application/rtf"),
        "/ipt/resource?r=fenwick_entomology": IP.page(
            "Fenwick entomology", "<h1>Fenwick entomology</h1>"
        ),
        "/ipt/publisher.do?id=fenwick": IP.page("Fenwick Museum", "<h1>Fenwick Museum</h1>"),
    }
    api = files_site(
        IP_API, {f"/v1/dataset/{IP_R}/document": blob("<eml>document</eml>", "application/xml")}
    )
    return [IP.site(pages), api]


IPT = Case(
    "hx7_ipt_resource",
    "GBIF IPT",
    "Multi-Hop",
    "sig_uri",
    IP.url(f"/ipt/resource?r={IP_R}"),
    frozenset(
        [
            IP.url(f"/ipt/resource?r={IP_R}"),
            IP.url(f"/ipt/archive.do?r={IP_R}"),
            IP.url(f"/ipt/eml.do?r={IP_R}"),
            IP.url(f"/ipt/rtf.do?r={IP_R}"),
            f"http://{IP_API}/v1/dataset/{IP_R}/document",
        ]
    ),
    _ipt,
    frozenset({IP.url("/ipt/resource?r=fenwick_entomology")}),
)

CASES: list[Case] = [CKAN_EXTERNAL, CKAN_LOCAL, IPT]
