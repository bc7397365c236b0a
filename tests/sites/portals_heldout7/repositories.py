"""Institutional repositories of the item/bitstream kind: DSpace (handle and DSpace 7 URLs), EPrints.

Ground-truth rule (the seed's Figshare example): the item landing page plus what describes
or delivers *this* item — its full-metadata view, its files (bitstreams, documents) and its
citation/metadata exports.  Collections, communities, author and subject browse pages,
"items in the same collection", staff-only edit links and the chrome are outside.  A
repository item is Single Hop, so the seed would choose Single Page+ with Ignored URIs (as
for Zenodo and Figshare).
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._chrome import Chrome, blob, pdf_file, ul

SPI = "single_page_plus_ignored"
# --- DSpace 6 (JSPUI-like handle URLs) ---------------------------------------------------
DS = Chrome(
    "repository.northmoor-univ.hx7.example",
    "Northmoor Research Repository",
    [
        ("/community-list", "Communities & Collections"),
        ("/browse?type=dateissued", "By date"),
        ("/browse?type=author", "Authors"),
        ("/statistics", "Statistics"),
    ],
    [
        ("/htmlmap", "Sitemap"),
        ("/feedback", "Feedback"),
        ("http://www.northmoor-univ.hx7.example/", "Northmoor University"),
    ],
    sep=": ",
    name_first=True,
    home_links=[("/handle/20.500.12001/880", "Recently added: Wind loads on tall timber frames")],
)
DS_ITEM = "/handle/20.500.12001/4127"
DS_TITLE = "Groundwater recharge under restored peatland"


def _dspace() -> list[Site]:
    files = [
        (
            "/bitstream/handle/20.500.12001/4127/thesis_final.pdf?sequence=1&isAllowed=y",
            "thesis_final.pdf (4.1Mb)",
        ),
        (
            "/bitstream/handle/20.500.12001/4127/appendix_data.zip?sequence=2&isAllowed=y",
            "appendix_data.zip (12Mb)",
        ),
    ]
    body = (
        f"<h1>{DS_TITLE}</h1><table class='itemDisplayTable'><tr><td>Authors:</td><td><a href='/browse?type=author&value=Okafor%2C+Ada'>Okafor, Ada</a></td></tr>"
        "<tr><td>Keywords:</td><td><a href='/browse?type=subject&value=Hydrology'>Hydrology</a></td></tr>"
        f"<tr><td>URI:</td><td>http://hdl.handle.test/20.500.12001/4127</td></tr></table>"
        f"<p><a href='{DS_ITEM}?mode=full'>Show full item record</a></p><h2>Files in This Item:</h2>{ul(files)}"
        "<p>Appears in Collections: <a href='/handle/20.500.12001/12'>Doctoral theses (Earth Sciences)</a></p>"
        "<h3>Items in the same collection</h3>"
        + ul([("/handle/20.500.12001/4126", "Peat carbon under drought")])
    )
    full = (
        f"<h1>{DS_TITLE}</h1><table><tr><td>dc.title</td><td>{DS_TITLE}</td></tr><tr><td>dc.type</td><td>Thesis</td></tr></table>"
        + ul(files)
        + f"<a href='{DS_ITEM}'>Show simple item record</a>"
    )
    pages: dict[str, PageValue] = {
        DS_ITEM: DS.page(DS_TITLE, body, share=DS.url(DS_ITEM)),
        f"{DS_ITEM}?mode=full": DS.page(DS_TITLE, full),
        files[0][0]: pdf_file(DS_TITLE),
        files[1][0]: blob(b"PK\x03\x04appendix", "application/zip"),
        "/handle/20.500.12001/12": DS.page(
            "Doctoral theses", "<h1>Doctoral theses (Earth Sciences)</h1>"
        ),
        "/handle/20.500.12001/4126": DS.page(
            "Peat carbon under drought", "<h1>Peat carbon under drought</h1>"
        ),
    }
    return [DS.site(pages)]


DSPACE_HANDLE = Case(
    "hx7_dspace_handle",
    "DSpace (handle URLs)",
    "Single Hop",
    SPI,
    DS.url(DS_ITEM),
    frozenset(
        DS.url(p)
        for p in [
            DS_ITEM,
            f"{DS_ITEM}?mode=full",
            "/bitstream/handle/20.500.12001/4127/thesis_final.pdf?sequence=1&isAllowed=y",
            "/bitstream/handle/20.500.12001/4127/appendix_data.zip?sequence=2&isAllowed=y",
        ]
    ),
    _dspace,
    frozenset(DS.url(p) for p in ["/handle/20.500.12001/12", "/handle/20.500.12001/4126"]),
)

# --- DSpace 7 (Angular UI: /items/<uuid>, /bitstreams/<uuid>/download) -------------------
D7 = Chrome(
    "dspace.southfell.hx7.example",
    "Southfell Open Access",
    [
        ("/home", "Home"),
        ("/browse/title", "Titles"),
        ("/browse/author", "Authors"),
        ("/community-list", "Communities"),
    ],
    [
        ("/info/privacy", "Privacy policy"),
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/feedback", "Send Feedback"),
    ],
    sep=" :: ",
)
D7_UUID = "5b1d6f0e-9a7c-4c1e-8e0f-2d6a1c9b7e31"
D7_ITEM = f"/items/{D7_UUID}"
D7_TITLE = "Microplastic counts in estuarine sediment cores"
D7_FILES = [
    "/bitstreams/0c7e3a1d-77aa-4f53-9d2b-1f1e2a3b4c5d/download",
    "/bitstreams/b4e2c9d0-1111-4a2b-8c3d-5e6f7a8b9c0d/download",
]


def _dspace7() -> list[Site]:
    body = (
        f"<ds-item-page><h2 class='item-page-title-field'>{D7_TITLE}</h2>"
        f"<div class='file-section'><a href='{D7_FILES[0]}'>cores_counts.csv</a> <a href='{D7_FILES[1]}'>article.pdf</a></div>"
        "<div>Author: <a href='/browse/author?value=Lindqvist,%20Maja'>Lindqvist, Maja</a></div>"
        f"<a class='btn' href='{D7_ITEM}/full'>Full item page</a>"
        "<div>Collections: <a href='/collections/9e8d7c6b-0000-4000-8000-000000000001'>Marine Science datasets</a></div>"
        "<div>Related: <a href='/items/11111111-2222-4333-8444-555555555555'>Estuarine sediment grain size</a></div></ds-item-page>"
    )
    full = f"<h2>{D7_TITLE}</h2><table><tr><td>dc.contributor.author</td><td>Lindqvist, Maja</td></tr></table><a href='{D7_FILES[0]}'>cores_counts.csv</a> <a href='{D7_FILES[1]}'>article.pdf</a> <a href='{D7_ITEM}'>Simple item page</a>"
    pages: dict[str, PageValue] = {
        D7_ITEM: D7.page(D7_TITLE, body),
        f"{D7_ITEM}/full": D7.page(D7_TITLE, full),
        D7_FILES[0]: blob("core,depth_cm,count\nA,5,12\n", "text/csv"),
        D7_FILES[1]: pdf_file(D7_TITLE),
        "/collections/9e8d7c6b-0000-4000-8000-000000000001": D7.page(
            "Marine Science datasets", "<h2>Marine Science datasets</h2>"
        ),
        "/items/11111111-2222-4333-8444-555555555555": D7.page(
            "Estuarine sediment grain size", "<h2>Estuarine sediment grain size</h2>"
        ),
    }
    return [D7.site(pages)]


DSPACE7 = Case(
    "hx7_dspace7_item",
    "DSpace 7 (items/bitstreams URLs)",
    "Single Hop",
    SPI,
    D7.url(D7_ITEM),
    frozenset(D7.url(p) for p in [D7_ITEM, f"{D7_ITEM}/full", *D7_FILES]),
    _dspace7,
    frozenset({D7.url("/items/11111111-2222-4333-8444-555555555555")}),
)

# --- EPrints -------------------------------------------------------------------------------
EP = Chrome(
    "eprints.westbrook.hx7.example",
    "Westbrook ePrints",
    [
        ("/view/year/", "Browse by Year"),
        ("/view/subjects/", "Browse by Subject"),
        ("/view/divisions/", "Browse by Division"),
        ("/information.html", "About"),
    ],
    [("/policies.html", "Repository policies"), ("/cgi/latest", "Latest additions")],
    sep=" - ",
)
EP_ID = "/id/eprint/9142/"
EP_TITLE = "Seasonal variation of urban heat islands in mid-sized cities"
EP_DOCS = ["/id/eprint/9142/1/heat_islands_accepted.pdf", "/id/eprint/9142/2/station_readings.xlsx"]
EP_EXPORTS = [
    "/cgi/export/eprint/9142/BibTeX/westbrook-eprint-9142.bib",
    "/cgi/export/eprint/9142/RIS/westbrook-eprint-9142.ris",
    "/cgi/export/eprint/9142/DC/westbrook-eprint-9142.txt",
]


def _eprints() -> list[Site]:
    body = (
        f"<h1 class='ep_tm_pagetitle'>{EP_TITLE}</h1><p><span class='person_name'>Moreau, Claire</span> (2023) {EP_TITLE}. Urban Climate, 49.</p>"
        f"<div class='ep_summary_content_main'><a class='ep_document_link' href='{EP_DOCS[0]}'>Text - Accepted Version (1MB)</a>"
        f"<a class='ep_document_link' href='{EP_DOCS[1]}'>Spreadsheet (Station readings) (300kB)</a></div>"
        "<table><tr><th>Divisions:</th><td><a href='/view/divisions/geog/'>Geography</a></td></tr>"
        "<tr><th>Depositing User:</th><td><a href='/view/creators/Moreau=3AClaire=3A=3A.html'>Claire Moreau</a></td></tr></table>"
        "<form action='/cgi/export_redirect' method='get'><select name='format'><option>BibTeX</option></select></form>"
        + ul([(e, e.rsplit("/", 2)[1]) for e in EP_EXPORTS], "ep_export")
        + "<p><a href='/cgi/users/home?screen=EPrint::View&amp;eprintid=9142'>Edit item</a> (repository staff only)</p>"
        + "<h3>Also by this author</h3>"
        + ul([("/id/eprint/8800/", "Green roofs and night-time cooling")])
    )
    pages: dict[str, PageValue] = {
        EP_ID: EP.page(EP_TITLE, body, share=EP.url(EP_ID)),
        EP_DOCS[0]: pdf_file(EP_TITLE),
        EP_DOCS[1]: blob(
            b"PK\x03\x04xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        ),
        EP_EXPORTS[0]: blob(f"@article{{westbrook9142,\n title={{{EP_TITLE}}}\n}}\n", "text/plain"),
        EP_EXPORTS[1]: blob(f"TY  - JOUR\nTI  - {EP_TITLE}\nER  -\n", "text/plain"),
        EP_EXPORTS[2]: blob(f"title: {EP_TITLE}\n", "text/plain"),
        "/id/eprint/8800/": EP.page(
            "Green roofs and night-time cooling", "<h1>Green roofs and night-time cooling</h1>"
        ),
        "/view/divisions/geog/": EP.page("Geography", "<h1>Geography</h1>"),
    }
    return [EP.site(pages)]


EPRINTS = Case(
    "hx7_eprints_article",
    "EPrints",
    "Single Hop",
    SPI,
    EP.url(EP_ID),
    frozenset(EP.url(p) for p in [EP_ID, *EP_DOCS, *EP_EXPORTS]),
    _eprints,
    frozenset({EP.url("/id/eprint/8800/")}),
)

CASES: list[Case] = [DSPACE_HANDLE, DSPACE7, EPRINTS]
