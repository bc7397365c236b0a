"""heldout82 data-server catalogues: a THREDDS-like server, an ERDDAP-like server and a
profiling-float portal with its API host.

The THREDDS-like dataset page is the bare "Catalog Services" page real servers print: the
dataset's access services (OPeNDAP, HTTP file, WMS, WCS, subset service, ISO/NcML/UDDC
metadata) and nothing else, so one hop from it is exactly the dataset (Single Page+).  The
ERDDAP-like server and the float portal key every resource of a dataset or float by its
identifier in the path, across pages, files and an API host, amid chrome that never carries
it: Significant String from URI, as the seed's GBIF example.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case
from sites.portals_heldout82._kit import Chrome, csv, nc, text, ul

# --- THREDDS-like catalogue (bare pages, no site chrome) ---------------------------------

TDS = "tds.coastwatchers.hx82.example"
TDS_O = f"http://{TDS}"


def _bare(title: str, body: str) -> str:
    return (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}</title>"
        "<link rel='stylesheet' href='/thredds/tds.css'></head><body>"
        f"{body}</body></html>\n"
    )


# dataset path -> (display name, services: list of (service, url path))
def _services(path: str, rich: bool) -> list[tuple[str, str]]:
    s = [
        ("OPENDAP", f"/thredds/dodsC/{path}.html"),
        ("HTTPServer", f"/thredds/fileServer/{path}"),
        ("WMS", f"/thredds/wms/{path}?service=WMS&version=1.3.0&request=GetCapabilities"),
        ("NetcdfSubset", f"/thredds/ncss/grid/{path}/dataset.html"),
        ("ISO", f"/thredds/iso/{path}?dataset={path}"),
    ]
    if rich:
        s += [
            ("WCS", f"/thredds/wcs/{path}?service=WCS&version=1.0.0&request=GetCapabilities"),
            ("NCML", f"/thredds/ncml/{path}?dataset={path}"),
            ("UDDC", f"/thredds/uddc/{path}?dataset={path}"),
            ("NetcdfSubsetPoint", f"/thredds/ncss/point/{path}/dataset.html"),
        ]
    return s


TDS_SETS = {
    "satellite/sst/mur-l4-monthly-2023.nc": ("MUR L4 SST monthly means 2023", False),
    "model/ww3/aggregations/ww3-nwatl-best.ncd": (
        "WW3 NW Atlantic wave hindcast – Best Time Series",
        True,
    ),
}


def _entry(path: str) -> str:
    return f"/thredds/catalog/{path.rsplit('/', 1)[0]}/catalog.html?dataset={path}"


def tds_sites() -> list[Site]:
    site = Site(TDS)
    site.add("/", Response.redirect("/thredds/catalog/catalog.html"))
    site.add("/thredds/tds.css", Response.data(b"body{font-family:monospace}", "text/css"))
    folders = sorted({p.rsplit("/", 1)[0] for p in TDS_SETS})
    site.add(
        "/thredds/catalog/catalog.html",
        _bare(
            "TDS Catalog",
            "<h1>Catalog</h1>" + ul([(f"/thredds/catalog/{f}/catalog.html", f) for f in folders]),
        ),
    )
    for f in folders:
        site.add(
            f"/thredds/catalog/{f}/catalog.html",
            _bare(
                f"Catalog {f}",
                f"<h1>Catalog {escape(f)}</h1>"
                + ul([(_entry(p), TDS_SETS[p][0]) for p in TDS_SETS if p.startswith(f + "/")]),
            ),
        )
    for path, (name, rich) in TDS_SETS.items():
        rows = "".join(
            f'<li>{svc}: <a href="{escape(u)}">{escape(u)}</a></li>'
            for svc, u in _services(path, rich)
        )
        site.add(
            _entry(path),
            _bare(
                "Catalog Services",
                f"<h2>Dataset: {escape(name)}</h2><ul><li><em>ID: </em>{escape(path)}</li></ul>"
                f"<h3>Access:</h3><ol>{rows}</ol><h3>Dates:</h3><ul><li>2024-02-01 (modified)</li></ul>",
            ),
        )
        var = "sst" if "sst" in path else "hs"
        site.add(
            f"/thredds/dodsC/{path}.html",
            _bare(
                "OPeNDAP Dataset Access Form",
                f"<h2>OPeNDAP Dataset Access Form</h2><p>Dataset URL: {escape(path)}</p>"
                f'<a href="/thredds/dodsC/{path}.dds">DDS</a> <a href="/thredds/dodsC/{path}.das">DAS</a>',
            ),
        )
        site.add(
            f"/thredds/dodsC/{path}.dds",
            text(f"Dataset {{ Float32 {var}[time][lat][lon]; }} {path};"),
        )
        site.add(
            f"/thredds/dodsC/{path}.das", text(f'Attributes {{ {var} {{ String units "K"; }} }}')
        )
        site.add(f"/thredds/fileServer/{path}", nc(name, [var, "time", "lat", "lon"]))
        xml = "application/xml"
        for svc, u in _services(path, rich):
            if svc in ("WMS", "WCS", "ISO", "NCML"):
                site.add(u, text(f'<?xml version="1.0"?><{svc} dataset="{escape(path)}"/>', xml))
            elif svc.startswith("NetcdfSubset") or svc == "UDDC":
                site.add(
                    u, _bare(f"{svc} {name}", f"<h2>{svc}</h2><p>{escape(name)}</p><form></form>")
                )
    return [site]


# --- ERDDAP-like server --------------------------------------------------------------------

ERD = Chrome(
    Portal(
        "erddap.glidernet.hx82.example",
        "Glider Network ERDDAP",
        [
            ("/erddap/index.html", "ERDDAP"),
            ("/erddap/info/index.html?page=1", "View a List of All Datasets"),
            ("/erddap/search/advanced.html", "Advanced Search"),
            ("/erddap/categorize/index.html", "Categorize"),
            ("/erddap/convert/index.html", "Convert"),
        ],
        [
            ("/erddap/legal.html", "Disclaimers"),
            ("/erddap/rest.html", "RESTful services"),
            ("/erddap/information.html", "Brought to you by"),
            ("/erddap/status.html", "Status"),
        ],
        title_format="{title} - {name}",
    ),
    "ERD-12",
)

# dataset id -> (title, protocol, file names)
ERD_SETS = {
    "ru41-20230915T1522-delayed": (
        "Glider ru41 Mid-Atlantic Bight deployment, Sep 2023 (delayed mode)",
        "tabledap",
        ["ru41-20230915T1522-delayed_trajectory.nc"],
    ),
    "oisstV21MonthlyAnom": (
        "NOAA-style OISST v2.1 Monthly SST Anomaly, 0.25 degree",
        "griddap",
        [f"oisst-v21-monthly-anom-2020{m:02d}.nc" for m in range(1, 13)],
    ),
}


def _erd_form(did: str, title: str, proto: str, files: list[str]) -> str:
    links = [
        (f"/erddap/info/{did}/index.html", "Metadata (info)"),
        (f"/erddap/{proto}/{did}.graph", "Make a graph"),
        (f"/erddap/metadata/iso19115/xml/{did}_iso19115.xml", "ISO 19115"),
        (f"/erddap/metadata/fgdc/xml/{did}_fgdc.xml", "FGDC"),
        (f"/erddap/files/{did}/", "Source files"),
    ]
    if proto == "tabledap":
        links += [
            (f"/erddap/tabledap/{did}.subset", "Subset"),
            (f"/erddap/tabledap/{did}.csv", "Whole dataset as CSV"),
        ]
    else:
        links += [
            (f"/erddap/wms/{did}/index.html", "WMS"),
            (f"/erddap/griddap/{did}.nc?anom%5B(last)%5D", "Latest field as .nc"),
        ]
    related = [
        ("/erddap/tabledap/ru36-20220418T1400-delayed.html", "Glider ru36 (2022)"),
        ("/erddap/griddap/ersstV5Monthly.html", "ERSST v5 monthly"),
    ]
    body = (
        f"<h1>{proto.title()} Data Access Form</h1><table><tr><td>Dataset Title:</td><td>{escape(title)}</td></tr>"
        f"<tr><td>Institution:</td><td>Glider Network DAC (Dataset ID: {escape(did)})</td></tr></table>"
        + ul(links, "dataset-links")
        + '<form action="/erddap/search/index.html"><input name="searchFor"></form>'
        "<h2>Similar datasets</h2>" + ul(related)
    )
    return ERD.page(f"{proto} Data Access Form", body)


def erd_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for did, (title, proto, files) in ERD_SETS.items():
        pages[f"/erddap/{proto}/{did}.html"] = _erd_form(did, title, proto, files)
        pages[f"/erddap/info/{did}/index.html"] = ERD.page(
            f"Information about {did}",
            f"<h1>{escape(title)}</h1><table><tr><td>attribute</td><td>NC_GLOBAL</td><td>id</td>"
            f'<td>{escape(did)}</td></tr></table><a href="/erddap/{proto}/{did}.html">data access form</a>',
        )
        pages[f"/erddap/{proto}/{did}.graph"] = ERD.page(
            "Make A Graph",
            f'<h1>Make A Graph</h1><p>{escape(title)}</p><img src="/erddap/images/graph.png" alt="">',
        )
        xml = "application/xml"
        pages[f"/erddap/metadata/iso19115/xml/{did}_iso19115.xml"] = text(
            f"<gmd:MD_Metadata id='{did}'/>", xml
        )
        pages[f"/erddap/metadata/fgdc/xml/{did}_fgdc.xml"] = text(f"<metadata id='{did}'/>", xml)
        pages[f"/erddap/files/{did}/"] = ERD.page(
            f"ERDDAP - /files/{did}/",
            f"<h1>/files/{did}/</h1>" + ul([(f"/erddap/files/{did}/{f}", f) for f in files]),
        )
        for f in files:
            pages[f"/erddap/files/{did}/{f}"] = nc(title, ["time", "latitude", "longitude"])
        if proto == "tabledap":
            pages[f"/erddap/tabledap/{did}.subset"] = ERD.page(
                "Subset", f"<h1>Subset</h1><p>{escape(title)}</p>"
            )
            pages[f"/erddap/tabledap/{did}.csv"] = csv(
                "time,latitude,longitude,depth,temperature",
                ["2023-09-15T15:22:00Z,39.4,-73.9,5,22.1"],
            )
        else:
            pages[f"/erddap/wms/{did}/index.html"] = ERD.page(
                "WMS",
                f'<h1>ERDDAP WMS for {escape(did)}</h1><a href="/erddap/wms/{did}/request?service=WMS&amp;request=GetCapabilities&amp;version=1.3.0">GetCapabilities</a>',
            )
            pages[f"/erddap/wms/{did}/request"] = text("<WMS_Capabilities/>", xml)
            pages[f"/erddap/griddap/{did}.nc"] = nc(title, ["anom"])
    pages["/erddap/images/graph.png"] = Response.data(b"\x89PNG\r\n\x1a\n", "image/png")
    for other, proto in (("ru36-20220418T1400-delayed", "tabledap"), ("ersstV5Monthly", "griddap")):
        pages[f"/erddap/{proto}/{other}.html"] = ERD.page(
            f"{proto} Data Access Form", f"<h1>{other}</h1>"
        )
    return [ERD.site(pages)]


# --- profiling-float portal with an API host -----------------------------------------------

FLEET = Chrome(
    Portal(
        "www.floatfleet.hx82.example",
        "FloatFleet",
        [
            ("/floats/map", "Map"),
            ("/floats/search", "Find floats"),
            ("/programs", "Programs"),
            ("/data-access", "Data access"),
            ("/about", "About"),
        ],
        [
            ("/data-policy", "Data policy"),
            ("/cite", "How to cite"),
            ("/privacy", "Privacy"),
            ("http://api.floatfleet.hx82.example/docs", "API"),
        ],
        title_format="{name} – {title}",
    ),
    "FF-90",
)
API = "api.floatfleet.hx82.example"

# WMO number -> (platform, cycles, per page, bgc)
FLOATS = {"6903580": ("APEX", 6, 10, False), "6904117": ("NAVIS BGC", 23, 10, True)}


def _profile_ids(wmo: str) -> list[str]:
    return [f"{wmo}_{i:03d}" for i in range(1, FLOATS[wmo][1] + 1)]


def fleet_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    for wmo, (platform, _cycles, per, bgc) in FLOATS.items():
        ids = _profile_ids(wmo)
        n_pages = (len(ids) + per - 1) // per
        params = "TEMP, PSAL, PRES" + (", DOXY, CHLA, NITRATE" if bgc else "")
        body = (
            f"<h1>Float {wmo}</h1><dl><dt>Platform</dt><dd>{platform}</dd><dt>Parameters</dt>"
            f'<dd>{params}</dd><dt>Programme</dt><dd><a href="/programs/euro-floats">Euro floats</a></dd>'
            f'<dt>Deployed from</dt><dd><a href="/cruises/msm-114">MSM-114</a></dd></dl>'
            + ul(
                [
                    (f"/float/{wmo}/profiles", f"All {len(ids)} profiles"),
                    (f"/float/{wmo}/trajectory", "Trajectory"),
                    (f"http://{API}/v1/float/{wmo}/meta.json", "Metadata (JSON)"),
                    (f"http://{API}/v1/float/{wmo}/{wmo}_prof.nc", "All profiles (NetCDF)"),
                ],
                "float-links",
            )
            + '<p>Sensor: <a href="/sensors/sbe41cp">SBE41CP</a>. Nearby floats: '
            '<a href="/float/6902911">6902911</a></p>'
        )
        pages[f"/float/{wmo}"] = FLEET.page(f"Float {wmo}", body, share=FLEET.url(f"/float/{wmo}"))
        for p in range(1, n_pages + 1):
            chunk = ids[(p - 1) * per : p * per]
            pager = " ".join(
                f'<a href="/float/{wmo}/profiles{"" if q == 1 else f"?page={q}"}">{q}</a>'
                for q in range(1, n_pages + 1)
                if q != p
            )
            page = FLEET.page(
                f"Float {wmo} profiles",
                f'<h1>Profiles of <a href="/float/{wmo}">float {wmo}</a></h1>'
                + ul([(f"/profile/{i}", f"Cycle {i[-3:]}") for i in chunk])
                + f'<p class="pager">{pager}</p>',
            )
            pages[f"/float/{wmo}/profiles" + ("" if p == 1 else f"?page={p}")] = page
        pages[f"/float/{wmo}/trajectory"] = FLEET.page(
            f"Float {wmo} trajectory",
            f'<h1>Trajectory of {wmo}</h1><a href="http://{API}/v1/float/{wmo}/trajectory.csv">CSV</a>',
        )
        for i in ids:
            pages[f"/profile/{i}"] = FLEET.page(
                f"Profile {i}",
                f'<h1>Profile {i}</h1><a href="http://{API}/v1/profile/{i}.csv">Download CSV</a> '
                f'<a href="/float/{wmo}">Back to float</a>',
            )
            api[f"/v1/profile/{i}.csv"] = csv("PRES,TEMP,PSAL", ["5,14.2,35.1", "1000,4.1,34.9"])
        api[f"/v1/float/{wmo}/meta.json"] = text(
            f'{{"wmo": "{wmo}", "platform": "{platform}"}}', "application/json"
        )
        api[f"/v1/float/{wmo}/{wmo}_prof.nc"] = nc(f"Float {wmo}", ["PRES", "TEMP", "PSAL"])
        api[f"/v1/float/{wmo}/trajectory.csv"] = csv(
            "JULD,LATITUDE,LONGITUDE", ["2023-03-01,48.1,-25.3"]
        )
    pages["/float/6902911"] = FLEET.page("Float 6902911", "<h1>Float 6902911</h1>")
    api_site = Site(API, api)
    api_site.add(
        "/docs", Response.html("<!doctype html><title>FloatFleet API</title><h1>API v1</h1>")
    )
    return [FLEET.site(pages), api_site]


def _fleet_truth(wmo: str) -> list[str]:
    per, n = FLOATS[wmo][2], len(_profile_ids(wmo))
    out = [
        FLEET.url(f"/float/{wmo}"),
        FLEET.url(f"/float/{wmo}/profiles"),
        FLEET.url(f"/float/{wmo}/trajectory"),
    ]
    out += [
        FLEET.url(f"/float/{wmo}/profiles?page={p}") for p in range(2, (n + per - 1) // per + 1)
    ]
    out += [FLEET.url(f"/profile/{i}") for i in _profile_ids(wmo)]
    out += [f"http://{API}/v1/profile/{i}.csv" for i in _profile_ids(wmo)]
    out += [
        f"http://{API}/v1/float/{wmo}/{f}"
        for f in ("meta.json", f"{wmo}_prof.nc", "trajectory.csv")
    ]
    return out


def _tds_truth(path: str) -> list[str]:
    return [TDS_O + _entry(path)] + [TDS_O + u for _s, u in _services(path, TDS_SETS[path][1])]


def _erd_truth(did: str) -> list[str]:
    title, proto, files = ERD_SETS[did]
    paths = [
        f"/erddap/{proto}/{did}.html",
        f"/erddap/info/{did}/index.html",
        f"/erddap/{proto}/{did}.graph",
        f"/erddap/metadata/iso19115/xml/{did}_iso19115.xml",
        f"/erddap/metadata/fgdc/xml/{did}_fgdc.xml",
        f"/erddap/files/{did}/",
        *[f"/erddap/files/{did}/{f}" for f in files],
    ]
    if proto == "tabledap":
        paths += [f"/erddap/tabledap/{did}.subset", f"/erddap/tabledap/{did}.csv"]
    else:
        paths += [
            f"/erddap/wms/{did}/index.html",
            f"/erddap/wms/{did}/request?service=WMS&request=GetCapabilities&version=1.3.0",
            f"/erddap/griddap/{did}.nc?anom%5B(last)%5D",
        ]
    return [ERD.url(p) for p in paths]


MUR, WW3 = list(TDS_SETS)
CASES: list[Case] = [
    # THREDDS "Catalog Services" page: a Single Hop artifact (the dataset's access services
    # one hop away) on a page with no menus or footer, so one hop is exactly the dataset:
    # Single Page+ (the seed: "captures the entry page and any linked pages").
    case(
        "coastwatchers-tds-mur-monthly",
        "THREDDS data server catalogue (single file, five access services)",
        "dataset",
        "single_page_plus",
        TDS_O + _entry(MUR),
        _tds_truth(MUR),
        tds_sites,
        others=[TDS_O + _entry(WW3)],
    ),
    # Harder: an aggregation with nine services (WCS, NcML, UDDC, point subset...); the
    # OPeNDAP form's DDS/DAS are two hops out and not the dataset's access points.
    case(
        "coastwatchers-tds-ww3-best",
        "THREDDS data server catalogue (aggregation with nine access services)",
        "dataset",
        "single_page_plus",
        TDS_O + _entry(WW3),
        _tds_truth(WW3),
        tds_sites,
    ),
    # ERDDAP: every resource of a dataset (form, info, graph, metadata, files) carries the
    # dataset ID in its path, chrome never does: Significant String from URI (seed: GBIF).
    case(
        "glidernet-erddap-ru41-delayed",
        "ERDDAP data server (glider tabledap dataset)",
        "dataset",
        "sig_uri",
        ERD.url("/erddap/tabledap/ru41-20230915T1522-delayed.html"),
        _erd_truth("ru41-20230915T1522-delayed"),
        erd_sites,
        others=[ERD.url("/erddap/tabledap/ru36-20220418T1400-delayed.html")],
    ),
    # Harder: a gridded dataset with twelve monthly source files two hops out, WMS and a
    # query-bearing download: still keyed by the ID -> sig_uri.
    case(
        "glidernet-erddap-oisst-monthly",
        "ERDDAP data server (gridded monthly anomaly with source files and WMS)",
        "dataset",
        "sig_uri",
        ERD.url("/erddap/griddap/oisstV21MonthlyAnom.html"),
        _erd_truth("oisstV21MonthlyAnom"),
        erd_sites,
        others=[ERD.url("/erddap/griddap/ersstV5Monthly.html")],
    ),
    # Float portal: the WMO number is in the path of every float resource, on the portal
    # and its API host, as GBIF's dataset key: Significant String from URI.
    case(
        "floatfleet-6903580",
        "profiling-float portal (core float, six profiles)",
        "dataset",
        "sig_uri",
        FLEET.url("/float/6903580"),
        _fleet_truth("6903580"),
        fleet_sites,
        others=[FLEET.url("/float/6902911")],
    ),
    # Harder: a BGC float whose 23 profiles are paginated over three pages, each profile
    # page linking its CSV on the API host -> sig_uri (the ID is in every one).
    case(
        "floatfleet-6904117-bgc",
        "profiling-float portal (BGC float, paginated profiles)",
        "dataset",
        "sig_uri",
        FLEET.url("/float/6904117"),
        _fleet_truth("6904117"),
        fleet_sites,
        others=[FLEET.url("/float/6902911")],
    ),
]
