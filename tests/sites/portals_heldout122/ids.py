"""Artifacts held together by an identifier in their URIs (Significant String from URI): a
GBIF-style Antarctic biodiversity portal and an ERDDAP server of polar data."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, data

from ._kit import blob, txt, xml

# --- GBIF-style portal (the seed's GBIF row) ---------------------------------------------
GB = Portal(
    host="data.antabif.hx122.example",
    name="Antarctic Biodiversity Information Facility",
    menu=[
        ("/occurrence/search", "Occurrences"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
        ("/resource/search", "Literature"),
        ("/what-is-antabif", "About"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/privacy-policy", "Privacy"),
        ("/developer/summary", "API"),
    ],
    title_format="{title}",
)
GB_API = "api.antabif.hx122.example"
GB_KEY = "c8a5d3f2-41e6-4b90-9a7d-3e2f1b0c6d58"
GB_PUB = "0f7e6d5c-4b3a-4291-8e7f-6a5b4c3d2e1f"
GB_ENTRY = f"/dataset/{GB_KEY}"
GB_SUB = {
    f"/dataset/{GB_KEY}/metrics": "Metrics",
    f"/dataset/{GB_KEY}/project": "Project",
    f"/dataset/{GB_KEY}/activity": "Citations",
}
GB_OCC = f"/occurrence/search?dataset_key={GB_KEY}"
GB_TABS = "".join(f'<a href="{p}">{t}</a>' for p, t in GB_SUB.items())


def _gb_page(title: str, body: str) -> str:
    return GB.page(
        title,
        f'<nav class="tabs"><a href="{GB_ENTRY}">About</a>{GB_TABS}</nav>{body}',
    )


GB_PAGES: dict[str, object] = {
    GB_ENTRY: _gb_page(
        "Southern Ocean krill net hauls, Discovery Investigations 1926-1938",
        "<h1>Southern Ocean krill net hauls, Discovery Investigations 1926-1938</h1>"
        f'<p>Published by <a href="/publisher/{GB_PUB}">British Antarctic Survey</a></p>'
        f'<p><a href="{GB_OCC}">14,203 occurrences</a></p>'
        "<section><h2>Description</h2><p>Digitised net-haul records of Euphausia superba.</p>"
        '<h2>Data access</h2><ul><li><a href="http://ipt.antabif.hx122.example/resource?'
        'r=discovery_krill">Source archive (DwC-A) at the IPT</a></li>'
        f'<li><a href="http://{GB_API}/v1/dataset/{GB_KEY}/document">EML metadata</a></li>'
        f'<li><a href="http://{GB_API}/v1/dataset/{GB_KEY}">JSON (API)</a></li></ul>'
        '<h2>Geographic coverage</h2><a href="/country/AQ">Antarctica</a></section>',
    ),
    GB_OCC: GB.page(
        "Occurrence search",
        '<table><tr><td><a href="/occurrence/3011457782">Euphausia superba</a></td></tr></table>',
    ),
    "/occurrence/3011457782": GB.page("Occurrence Detail 3011457782", "<h1>Euphausia superba</h1>"),
    f"/publisher/{GB_PUB}": GB.page(
        "British Antarctic Survey", "<h1>British Antarctic Survey</h1>"
    ),
    "/country/AQ": GB.page("Antarctica", "<h1>Antarctica</h1>"),
}
for _p, _t in GB_SUB.items():
    GB_PAGES[_p] = _gb_page(f"{_t} - Southern Ocean krill net hauls", f"<h2>{_t}</h2>")
GB_API_PAGES = {
    f"/v1/dataset/{GB_KEY}/document": xml(
        "<eml:eml packageId='" + GB_KEY + "'><dataset><title>Southern Ocean krill net hauls"
        "</title></dataset></eml:eml>"
    ),
    f"/v1/dataset/{GB_KEY}": data(
        '{"key": "' + GB_KEY + '", "type": "OCCURRENCE"}', "application/json"
    ),
}


def _gb() -> list[Site]:
    return [GB.site(GB_PAGES), Site(GB_API, GB_API_PAGES)]  # type: ignore[arg-type]


# --- ERDDAP: a polar data server ---------------------------------------------------------
ED = Portal(
    host="erddap.polarwatch.hx122.example",
    name="ERDDAP",
    menu=[
        ("/erddap/index.html", "ERDDAP"),
        ("/erddap/info/index.html?page=1&itemsPerPage=1000", "List of All Datasets"),
        ("/erddap/search/advanced.html", "Advanced Search"),
        ("/erddap/information.html", "Information"),
    ],
    footer=[
        ("/erddap/legal.html", "Disclaimers"),
        ("/erddap/rest.html", "RESTful Web Services"),
        ("http://polarwatch.noaa.test/", "NOAA PolarWatch"),
    ],
    title_format="{name} - {title}",
    home_title="ERDDAP",
)


def _erddap(
    dap: str, did: str, title: str, files: list[str], other: str
) -> tuple[dict[str, object], list[str]]:
    e = "/erddap"
    form = f"{e}/{dap}/{did}.html"
    pages: dict[str, object] = {}
    meta = {
        f"{e}/info/{did}/index.html": "Information",
        f"{e}/{dap}/{did}.graph": "Make A Graph",
        f"{e}/files/{did}/": "Files",
    }
    docs = {
        f"{e}/metadata/iso19115/xml/{did}_iso19115.xml": xml(
            f"<gmi:MI_Metadata><fileIdentifier>{did}</fileIdentifier></gmi:MI_Metadata>"
        ),
        f"{e}/metadata/fgdc/xml/{did}_fgdc.xml": xml(
            f"<metadata><title>{title}</title></metadata>"
        ),
        f"{e}/{dap}/{did}.das": txt(
            f'Attributes {{\n  NC_GLOBAL {{\n    String title "{title}";\n'
        ),
        f"{e}/rss/{did}.rss": xml(f"<rss><channel><title>ERDDAP: {title}</title></channel></rss>"),
    }
    links = "".join(f'<a href="{p}">{t}</a> ' for p, t in meta.items())
    doc_links = (
        f'<a href="{e}/metadata/iso19115/xml/{did}_iso19115.xml">ISO 19115</a> '
        f'<a href="{e}/metadata/fgdc/xml/{did}_fgdc.xml">FGDC</a> '
        f'<a href="{e}/{dap}/{did}.das">.das</a> <a href="{e}/rss/{did}.rss">RSS</a>'
    )
    header = (
        f"<table><tr><td>Dataset Title:</td><td><b>{title}</b> {doc_links}</td></tr>"
        f"<tr><td>Institution:</td><td>NSIDC</td></tr><tr><td>Dataset ID:</td><td>{did}</td>"
        f"</tr><tr><td>Information:</td><td>{links}</td></tr></table>"
    )
    pages[form] = ED.page(
        f"{dap.capitalize()} Data Access Form",
        f"<h1>ERDDAP &gt; {dap} &gt; Data Access Form</h1>{header}"
        f'<form action="{e}/{dap}/{did}.htmlTable"><select name="fileType"><option>.nc'
        "</option></select></form>"
        f'<p>See also <a href="{e}/{dap}/{other}.html">{other}</a> and the '
        f'<a href="{e}/{dap}/documentation.html">{dap} documentation</a>.</p>',
    )
    pages[f"{e}/info/{did}/index.html"] = ED.page(
        f"Information about {title}",
        header + "<table><tr><td>attribute</td><td>NC_GLOBAL</td></tr></table>"
        f'<a href="{form}">Data Access Form</a>',
    )
    pages[f"{e}/{dap}/{did}.graph"] = ED.page("Make A Graph", header)
    pages[f"{e}/files/{did}/"] = ED.page(
        f"Browse {did}",
        '<table><tr><td><a href="../">Parent Directory</a></td></tr>'
        + "".join(f'<tr><td><a href="{f}">{f}</a></td></tr>' for f in files)
        + "</table>",
    )
    for f in files:
        pages[f"{e}/files/{did}/{f}"] = blob(f, "application/x-netcdf")
    pages.update(docs)
    pages[f"{e}/{dap}/{other}.html"] = ED.page("Data Access Form", f"<h1>{other}</h1>")
    pages[f"{e}/files/"] = ED.page("Browse", "<p>Datasets with files</p>")
    truth = [form, *meta, *docs, *(f"{e}/files/{did}/{f}" for f in files)]
    return pages, [ED.url(p) for p in truth]


ED1_PAGES, ED1_TRUTH = _erddap(
    "griddap",
    "nsidcG02202v4nh1day",
    "Sea Ice Concentration, NOAA/NSIDC Climate Data Record V4, Arctic, 25km, 1978-present, Daily",
    ["seaice_conc_daily_nh_20240101_f17_v04r00.nc", "seaice_conc_daily_nh_20240102_f17_v04r00.nc"],
    "nsidcG02202v4sh1day",
)
ED2_PAGES, ED2_TRUTH = _erddap(
    "tabledap",
    "mosaicMetCityTower10min",
    "MOSAiC Met City tower, 10-minute meteorology, 2019-2020",
    ["mosaic_tower_10min_201910.nc", "mosaic_tower_10min_201911.nc"],
    "mosaicAsfs30Flux10min",
)


def _ed() -> list[Site]:
    return [ED.site({**ED1_PAGES, **ED2_PAGES})]  # type: ignore[arg-type]


CASES: list[Case] = [
    # The seed's GBIF row: the dataset key is in every URI of the dataset -- its tabs, the
    # occurrence search filtered by it and the API's JSON and EML on another host --
    # though not under one path: Significant String from URI.  Truth: those URIs; the
    # occurrence records, publisher, country page are others, and the IPT source archive
    # (no key in its URI) is missed by the heuristic and so left out.
    case(
        "antabif-discovery-krill-hauls",
        "GBIF (hosted biodiversity data portal)",
        "multi_hop",
        "sig_uri",
        GB.url(GB_ENTRY),
        [
            GB.url(GB_ENTRY),
            *(GB.url(p) for p in GB_SUB),
            GB.url(GB_OCC),
            *(f"http://{GB_API}{p}" for p in GB_API_PAGES),
        ],
        _gb,
        others=[GB.url(f"/publisher/{GB_PUB}")],
    ),
    # ERDDAP spreads a dataset over /griddap, /info, /metadata, /files and /rss, all named
    # by the datasetID: Significant String from URI.  Truth: the data access form, info
    # page, graph page, metadata documents, .das, RSS and the file listing with its files.
    case(
        "erddap-nsidc-cdr-sea-ice-nh",
        "ERDDAP (polar data server)",
        "multi_hop",
        "sig_uri",
        ED1_TRUTH[0],
        ED1_TRUTH,
        _ed,
        others=[ED.url("/erddap/griddap/nsidcG02202v4sh1day.html")],
    ),
    # A tabledap dataset on the same server: Significant String from URI; truth likewise.
    case(
        "erddap-mosaic-met-city-tower",
        "ERDDAP (polar data server)",
        "multi_hop",
        "sig_uri",
        ED2_TRUTH[0],
        ED2_TRUTH,
        _ed,
        others=[ED.url("/erddap/tabledap/mosaicAsfs30Flux10min.html")],
    ),
]
