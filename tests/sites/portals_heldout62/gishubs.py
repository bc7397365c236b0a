"""GIS services: an open-data hub, a map-service REST directory, hosted web-map project
sites and an OGC map-service page (eight cases).

Why each expected heuristic (the seed's table, by portal shape):
- Open-data hub: every page and download of a dataset sits under the dataset's path
  (about, explore, api, layers, downloads), several hops deep (like GitLab): Path-Based.
- Map-service directory: a service's layers, legend, exports and JSON views are all
  sub-paths of the service URI, reached through the layer pages: Path-Based.
- Hosted web-map project site: one subdomain per project holds the whole story map and its
  data (like Silk): Path-Based from "/", nothing outside the portal needed.
- OGC map-service page: the service's pages and documents sit at shared endpoints (query
  strings on /wms, /wmts, /preview, /metadata) so no path or identifier scopes them, but
  every one carries the service title, which is the page's whole <title> (no site name):
  Significant String from Title.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, data, json_doc, pngimg, text, ul, xml_doc, zipfile

# --- GIS open-data hub --------------------------------------------------------------------

HUB = Chrome(
    "opendata.cityatlas-hub.hx62.example",
    "City Atlas Open Data",
    [
        ("/search?collection=dataset", "Data"),
        ("/maps", "Maps"),
        ("/apps", "Apps"),
        ("/pages/about", "About"),
    ],
    [
        ("/pages/terms", "Terms of use"),
        ("/pages/privacy", "Privacy"),
        ("/pages/contact", "Contact us"),
        ("http://www.cityatlas-council.test/", "City website"),
    ],
    skin="app",
)
HUB_SETS = {
    # slug -> (title, layers (name, download formats), explore pages)
    "parcel-boundaries-2022": (
        "Parcel boundaries 2022",
        [("parcels", ["csv", "geojson", "zip"])],
        1,
    ),
    "stormwater-inlets-and-outfalls": (
        "Stormwater inlets and outfalls",
        [
            ("inlets", ["csv", "geojson", "kml", "zip"]),
            ("outfalls", ["csv", "geojson", "zip"]),
            ("pipes", ["csv", "zip"]),
            ("catchments", ["geojson", "zip"]),
        ],
        3,
    ),
}


def _hub_paths(slug: str) -> list[str]:
    _t, layers, explore = HUB_SETS[slug]
    b = f"/datasets/{slug}"
    out = [b, f"{b}/about", f"{b}/explore", f"{b}/api", f"{b}/api/ogc/items?f=json"]
    out += [f"{b}/explore?page={p}" for p in range(2, explore + 1)]
    if len(layers) > 1:
        out += [f"{b}/layers/{i}" for i in range(len(layers))]
    out += [f"{b}/downloads/{n}.{fmt}" for n, fmts in layers for fmt in fmts]
    return out


def _hub_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    slugs = list(HUB_SETS)
    for slug, (title, layers, explore) in HUB_SETS.items():
        b = f"/datasets/{slug}"
        tabs = ul(
            [
                (b, "Overview"),
                (f"{b}/about", "About"),
                (f"{b}/explore", "Explore"),
                (f"{b}/api", "API"),
            ],
            "tabs",
        )
        related = ul([(f"/datasets/{s}", HUB_SETS[s][0]) for s in slugs if s != slug])
        pages[b] = HUB.page(
            title,
            f"{tabs}<h1>{escape(title)}</h1><p>Published by Public Works. Updated "
            'monthly.</p><div class="map-embed" data-layer="0"></div>'
            '<p><a href="/initiatives/public-works">Part of the Public Works initiative</a></p>',
            aside="<h3>You might also like</h3>" + related,
            share=HUB.url(b),
        )

        def dl(names: list[tuple[str, list[str]]], b: str = b) -> str:
            return ul(
                [(f"{b}/downloads/{n}.{f}", f"{n} ({f.upper()})") for n, fs in names for f in fs],
                "downloads",
            )

        if len(layers) > 1:
            about_dl = ul([(f"{b}/layers/{i}", n) for i, (n, _f) in enumerate(layers)])
            for i, (n, fs) in enumerate(layers):
                pages[f"{b}/layers/{i}"] = HUB.page(
                    f"{n} – {title}",
                    f"{tabs}<h1>Layer {n}</h1>{dl([(n, fs)])}"
                    f'<p><a href="{b}/about">Back to the dataset</a></p>',
                )
        else:
            about_dl = dl(layers)
        pages[f"{b}/about"] = HUB.page(
            f"About {title}",
            f"{tabs}<h1>About {escape(title)}</h1><p>Licence: CC-BY 4.0."
            f"</p><h2>Download</h2>{about_dl}",
        )
        for p in range(1, explore + 1):
            nxt = f'<a href="{b}/explore?page={p + 1}">Next page</a>' if p < explore else ""
            prev = (
                f'<a href="{b}/explore'
                + (f"?page={p - 1}" if p > 2 else "")
                + '">Previous page</a> '
                if p > 1
                else ""
            )
            rows = "".join(
                f"<tr><td>{(p - 1) * 50 + r}</td><td>feature</td></tr>" for r in range(1, 4)
            )
            key = f"{b}/explore" + (f"?page={p}" if p > 1 else "")
            pages[key] = HUB.page(
                f"Explore {title}", f"{tabs}<table>{rows}</table><p>{prev}{nxt}</p>"
            )
        pages[f"{b}/api"] = HUB.page(
            f"API for {title}",
            f'{tabs}<h1>API</h1><p>OGC API Features: <a href="{b}/api/ogc/'
            f'items?f=json">{HUB.url(b)}/api/ogc/items?f=json</a></p>',
        )
        pages[f"{b}/api/ogc/items?f=json"] = json_doc(
            '{"type":"FeatureCollection","numberMatched":1240,"features":[]}'
        )
        for n, fs in layers:
            for f in fs:
                pages[f"{b}/downloads/{n}.{f}"] = (
                    zipfile(n)
                    if f == "zip"
                    else text(f"OBJECTID,{n}\n1,a\n", "text/csv")
                    if f == "csv"
                    else xml_doc(f"<kml><name>{n}</name></kml>")
                    if f == "kml"
                    else json_doc(f'{{"type":"FeatureCollection","name":"{n}"}}')
                )
    pages["/initiatives/public-works"] = HUB.page(
        "Public Works", "<h1>Public Works</h1>" + ul([(f"/datasets/{s}", s) for s in slugs])
    )
    return [HUB.site(pages)]


def _hub_case(name: str, detail: str, slug: str) -> Case:
    return case(
        name,
        f"GIS open-data hub ({detail})",
        "dataset",
        "path_based",
        HUB.url(f"/datasets/{slug}"),
        [HUB.url(p) for p in _hub_paths(slug)],
        _hub_sites,
        [HUB.url(f"/datasets/{s}") for s in HUB_SETS if s != slug],
    )


# --- Map-service REST directory -----------------------------------------------------------

REST = Chrome(
    "gis.hydroline-water.hx62.example",
    "Hydroline GeoServices",
    [("/rest/services", "Services directory"), ("/rest/help", "API reference")],
    [("/rest/about", "About these services"), ("/rest/terms", "Terms")],
    title_format="{title} ({name})",
)
SERVICES = {
    # folder/service -> layers
    "Hydro/Watersheds": ["HUC8 basins", "HUC12 subwatersheds", "Pour points"],
    "Hydro/FloodHazard": [
        "Effective flood zones",
        "Base flood elevations",
        "Cross sections",
        "Levees",
        "Gauges",
        "Study limits",
    ],
}


def _rest_paths(svc: str) -> list[str]:
    b = f"/rest/services/{svc}/MapServer"
    n = len(SERVICES[svc])
    out = [
        b,
        f"{b}?f=pjson",
        f"{b}/layers",
        f"{b}/legend",
        f"{b}/info/iteminfo",
        f"{b}/export?bbox=-84.9,33.1,-83.2,34.6&f=image",
    ]
    for i in range(n):
        out += [f"{b}/{i}", f"{b}/{i}?f=pjson"]
        if n > 3:
            out.append(f"{b}/{i}/query")
    return out


def _rest_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    folders: dict[str, list[str]] = {}
    for svc, layers in SERVICES.items():
        folder, name = svc.split("/")
        folders.setdefault(folder, []).append(name)
        b = f"/rest/services/{svc}/MapServer"
        crumbs = (
            f'<p class="crumbs"><a href="/rest/services">Home</a> &gt; <a href="/rest/'
            f'services/{folder}">{folder}</a> &gt; {name} (MapServer)</p>'
        )
        lay = ul([(f"{b}/{i}", f"{n} ({i})") for i, n in enumerate(layers)])
        main = (
            f"{crumbs}<h2>{svc} (MapServer)</h2>"
            f'<p>View in: <a href="{b}/export?bbox=-84.9,33.1,-83.2,34.6&amp;f=image">Export'
            f' Map</a> | <a href="{b}?f=pjson">JSON</a></p><p><b>Service Description:</b> '
            f"{name} of the district.</p><p><b>Layers:</b></p>{lay}"
            f'<p><a href="{b}/layers">All layers and tables</a> · <a href="{b}/legend">Legend'
            f'</a> · <a href="{b}/info/iteminfo">Item information</a></p>'
            f'<p>Supported operations: Export Map, Identify, Find</p><p>Also: <a href="/rest/'
            f'services/{svc}/FeatureServer">FeatureServer</a></p>'
        )
        pages[b] = REST.page(f"{name} (MapServer)", main)
        pages[f"{b}?f=pjson"] = json_doc(f'{{"mapName":"{name}","layers":{len(layers)}}}')
        pages[f"{b}/layers"] = REST.page(f"All layers of {name}", f"{crumbs}{lay}")
        pages[f"{b}/legend"] = REST.page(
            f"Legend of {name}", f'{crumbs}<img src="{b}/legend.png" alt="legend">'
        )
        pages[f"{b}/legend.png"] = pngimg(len(name))
        pages[f"{b}/info/iteminfo"] = REST.page(
            f"Item info of {name}", f"{crumbs}<p>Owner: hydrology unit. Tags: water, basins.</p>"
        )
        pages[f"{b}/export?bbox=-84.9,33.1,-83.2,34.6&f=image"] = pngimg(len(svc))
        for i, n in enumerate(layers):
            q = f' · <a href="{b}/{i}/query">Query</a>' if len(layers) > 3 else ""
            pages[f"{b}/{i}"] = REST.page(
                f"{n} (MapServer layer {i})",
                f'{crumbs}<h2>Layer: {n} (ID: {i})</h2><p><a href="{b}">Parent service</a> · '
                f'<a href="{b}/{i}?f=pjson">JSON</a>{q}</p><p>Geometry type: polygon</p>',
            )
            pages[f"{b}/{i}?f=pjson"] = json_doc(f'{{"id":{i},"name":"{n}"}}')
            if len(layers) > 3:
                pages[f"{b}/{i}/query"] = REST.page(
                    f"Query: {n}",
                    f'{crumbs}<form action="{b}/{i}/query"><input name="where">'
                    "<button>Query (GET)</button></form>",
                )
        pages[f"/rest/services/{svc}/FeatureServer"] = REST.page(
            f"{name} (FeatureServer)", f"{crumbs}<h2>{svc} (FeatureServer)</h2><p>Editable.</p>"
        )
    for folder, names in folders.items():
        pages[f"/rest/services/{folder}"] = REST.page(
            folder,
            f"<h2>Folder: {folder}</h2>"
            + ul(
                [
                    (f"/rest/services/{folder}/{n}/MapServer", f"{folder}/{n} (MapServer)")
                    for n in names
                ]
            ),
        )
    pages["/rest/services"] = REST.page(
        "Services directory", "<h2>Folders</h2>" + ul([(f"/rest/services/{f}", f) for f in folders])
    )
    return [REST.site(pages)]


def _rest_case(name: str, detail: str, svc: str) -> Case:
    return case(
        name,
        f"map-service directory ({detail})",
        "map service",
        "path_based",
        REST.url(f"/rest/services/{svc}/MapServer"),
        [REST.url(p) for p in _rest_paths(svc)],
        _rest_sites,
        [REST.url(f"/rest/services/{svc}/FeatureServer")],
    )


# --- Hosted web-map project sites ---------------------------------------------------------

PLATFORM = "www.mapfolio-sites.hx62.example"
PROJECTS = {
    # subdomain -> (title, chapters, data files, data table pages)
    "coastal-retreat": (
        "Coastal retreat along the Holderness cliffs, 1990-2020",
        3,
        ["cliff_top_lines.geojson", "retreat_rates.csv"],
        1,
    ),
    "urban-heat-atlas": (
        "Urban heat atlas: land surface temperature of 40 European cities",
        6,
        ["lst_summer_means.csv", "city_boundaries.geojson", "lst_anomaly_2022.tif", "methods.pdf"],
        3,
    ),
}


def _proj_host(sub: str) -> str:
    return f"{sub}.mapfolio-sites.hx62.example"


def _proj_paths(sub: str) -> list[str]:
    _t, chapters, files, tables = PROJECTS[sub]
    out = ["/", "/map", "/about", "/data"] + [f"/chapters/{i}" for i in range(1, chapters + 1)]
    out += [f"/data?page={p}" for p in range(2, tables + 1)]
    return out + [f"/data/{f}" for f in files]


def _proj_site(sub: str) -> Site:
    title, chapters, files, tables = PROJECTS[sub]
    site = Site(_proj_host(sub))
    nav = ul([("/", "Story"), ("/map", "Explore the map"), ("/data", "Data"), ("/about", "About")])

    def frame(t: str, body: str) -> str:
        return (
            f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(t)}</title>'
            '<link rel="stylesheet" href="/_mf/theme.css"></head><body><header '
            f'class="mf-header"><strong>{escape(title)}</strong>{nav}</header>'
            f'<article>{body}</article><footer class="mf-badge"><a href="http://{PLATFORM}/">'
            f'Made with Mapfolio</a> · <a href="http://{PLATFORM}/report?site={sub}">Report'
            "</a></footer></body></html>\n"
        )

    chap = [(f"/chapters/{i}", f"Chapter {i}") for i in range(1, chapters + 1)]
    site.add(
        "/",
        frame(title, f"<h1>{escape(title)}</h1><p>A story in {chapters} chapters.</p>{ul(chap)}"),
    )
    site.add("/_mf/theme.css", data(b"article{max-width:48em}", "text/css"))
    site.add(
        "/map",
        frame(
            f"Map – {title}",
            '<div id="webmap" data-tiles="/tiles/{z}/{x}/{y}">'
            '</div><p><a href="/data">Layers and data</a></p>',
        ),
    )
    site.add("/about", frame(f"About – {title}", "<p>By the Coastal and Urban Change Lab.</p>"))
    for i in range(1, chapters + 1):
        nxt = f'<a href="/chapters/{i + 1}">Next chapter</a>' if i < chapters else ""
        site.add(
            f"/chapters/{i}",
            frame(
                f"Chapter {i} – {title}",
                f'<h2>Chapter {i}</h2><img src="/_mf/ch{i}.png" alt=""><p>{nxt}</p>',
            ),
        )
        site.add(f"/_mf/ch{i}.png", pngimg(i))
    files_ul = ul([(f"/data/{f}", f) for f in files])
    for p in range(1, tables + 1):
        nxt = f' <a href="/data?page={p + 1}">More rows</a>' if p < tables else ""
        key = "/data" + (f"?page={p}" if p > 1 else "")
        site.add(
            key,
            frame(
                f"Data – {title}",
                f"<h2>Data</h2>{files_ul}<table><tr><td>row {p}</td></tr></table><p>{nxt}</p>",
            ),
        )
    for f in files:
        site.add(
            f"/data/{f}",
            text(f"city,lst\n{sub},31.2\n", "text/csv")
            if f.endswith(".csv")
            else json_doc('{"type":"FeatureCollection"}')
            if f.endswith(".geojson")
            else data(b"%PDF-1.4\n%%EOF\n", "application/pdf")
            if f.endswith(".pdf")
            else data(b"II*\x00" + f.encode(), "image/tiff"),
        )
    return site


def _mapfolio_sites() -> list[Site]:
    www = Chrome(
        PLATFORM,
        "Mapfolio",
        [("/gallery", "Gallery"), ("/pricing", "Pricing")],
        [("/legal", "Legal")],
    )
    pages: dict[str, PageValue] = {
        "/report": www.page(
            "Report a site", "<h1>Report a site</h1><form><textarea></textarea></form>"
        ),
    }
    for sub in PROJECTS:
        pages[f"/report?site={sub}"] = pages["/report"]
    return [www.site(pages), *(_proj_site(s) for s in PROJECTS)]


def _proj_case(name: str, detail: str, sub: str) -> Case:
    o = f"http://{_proj_host(sub)}"
    return case(
        name,
        f"hosted web-map project site ({detail})",
        "data visualization",
        "path_based",
        o + "/",
        [o + p for p in _proj_paths(sub)],
        _mapfolio_sites,
    )


# --- OGC map-service page -----------------------------------------------------------------

OWS = Chrome(
    "ows.oceanview-maps.hx62.example",
    "OceanView OGC services",
    [("/services", "Services"), ("/docs/wms-howto", "How to use WMS"), ("/contact", "Contact")],
    [("/disclaimer", "Disclaimer"), ("/privacy", "Privacy")],
    title_format="{title}",
    home_title="OceanView OGC services: ocean and sea ice maps",
)
OWS_SERVICES = {
    # map name -> (service title, layers, WMS versions, has WMTS, has SLD)
    "oisst_daily": (
        "Optimum Interpolation Sea Surface Temperature Daily 0.25 Degree",
        ["sst", "anom"],
        ["1.3.0"],
        False,
        False,
    ),
    "seaice_clim": (
        "Arctic Sea Ice Concentration Monthly Climatology 1991 to 2020",
        ["conc_mar", "conc_sep", "extent_edge", "std_dev"],
        ["1.1.1", "1.3.0"],
        True,
        True,
    ),
}


def _ows_paths(m: str) -> list[str]:
    _t, layers, versions, wmts, sld = OWS_SERVICES[m]
    out = [f"/service/{m}"]
    out += [f"/wms?service=WMS&version={v}&request=GetCapabilities&map={m}" for v in versions]
    out += [f"/preview?map={m}&layer={lay}" for lay in layers]
    out.append(f"/metadata/{m}.xml")
    if wmts:
        out.append(f"/wmts?service=WMTS&request=GetCapabilities&map={m}")
    if sld:
        out.append(f"/styles?map={m}&format=sld")
    return out


def _ows_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    maps = list(OWS_SERVICES)
    for m, (title, layers, _versions, wmts, sld) in OWS_SERVICES.items():
        paths = _ows_paths(m)
        caps = [p for p in paths if "GetCapabilities" in p]
        previews = [p for p in paths if p.startswith("/preview")]
        main = (
            f'<h1>{escape(title)}</h1><p class="kw">WMS{" · WMTS" if wmts else ""} · EPSG:4326'
            " · EPSG:3413</p><h2>Capabilities</h2>"
            + ul(
                [
                    (
                        p,
                        p.split("?", 1)[0].strip("/").upper() + " " + p.split("version=")[1][:5]
                        if "version=" in p
                        else "WMTS",
                    )
                    for p in caps
                ]
            )
            + "<h2>Layers</h2>"
            + ul([(p, p.rsplit("=", 1)[1]) for p in previews])
            + f'<p><a href="/metadata/{m}.xml">ISO 19115 metadata</a>'
            + (f' · <a href="/styles?map={m}&amp;format=sld">Styles (SLD)</a>' if sld else "")
            + "</p>"
        )
        aside = "<h3>Other services</h3>" + ul([(f"/service/{o}", o) for o in maps if o != m])
        pages[f"/service/{m}"] = OWS.page(title, main, aside=aside)
        for p in caps:
            if "WMTS" in p:
                pages[p] = xml_doc(
                    f"<Capabilities><ows:ServiceIdentification><ows:Title>{title}"
                    "</ows:Title></ows:ServiceIdentification></Capabilities>"
                )
            else:
                lay = "".join(
                    f"<Layer><Name>{x}</Name><Title>{x} of {title}</Title></Layer>" for x in layers
                )
                pages[p] = xml_doc(
                    f"<WMS_Capabilities><Service><Title>{title}</Title></Service>"
                    f"<Capability><Layer>{lay}</Layer></Capability>"
                    "</WMS_Capabilities>"
                )
        for p in previews:
            lay = p.rsplit("=", 1)[1]
            pages[p] = OWS.page(
                f"Preview {lay}",
                f'<h1>Layer {lay} of {escape(title)}</h1><img src="/wms?'
                f'service=WMS&amp;request=GetMap&amp;layers={lay}&amp;map={m}" alt="map">'
                f'<p><a href="/service/{m}">Back to the service</a></p>',
            )
        pages[f"/metadata/{m}.xml"] = xml_doc(
            f"<gmd:MD_Metadata><gmd:title>{title}</gmd:title></gmd:MD_Metadata>"
        )
        if sld:
            pages[f"/styles?map={m}&format=sld"] = xml_doc(
                f"<StyledLayerDescriptor><Name>{m}</Name><Title>Styles for {title}</Title>"
                "</StyledLayerDescriptor>"
            )
    pages["/services"] = OWS.page(
        "Services", "<h1>Services</h1>" + ul([(f"/service/{m}", m) for m in maps])
    )
    return [OWS.site(pages)]


def _ows_case(name: str, detail: str, m: str) -> Case:
    return case(
        name,
        f"OGC map-service page ({detail})",
        "map service",
        "sig_title",
        OWS.url(f"/service/{m}"),
        [OWS.url(p) for p in _ows_paths(m)],
        _ows_sites,
        [OWS.url(f"/service/{o}") for o in OWS_SERVICES if o != m],
    )


CASES: list[Case] = [
    # Tabs and downloads all under /datasets/<slug>, downloads two hops in: path_based.
    _hub_case("hub-parcels", "one layer, three downloads", "parcel-boundaries-2022"),
    # Harder: layer pages, paged attribute table, 11 downloads, all under the path:
    # path_based.
    _hub_case(
        "hub-stormwater", "four layers, paged attribute table", "stormwater-inlets-and-outfalls"
    ),
    # Layers, legend, JSON and export are sub-paths of the service: path_based.
    _rest_case("rest-watersheds", "three layers", "Hydro/Watersheds"),
    # Harder: six layers with query pages; the sibling FeatureServer is another
    # artifact outside the path: path_based.
    _rest_case("rest-floodhazard", "six layers with query pages", "Hydro/FloodHazard"),
    # A whole project subdomain (the Silk shape): path_based from /.
    _proj_case("mapsite-coastal", "three chapters, two data files", "coastal-retreat"),
    # Harder: six chapters, paged data table, four files: path_based from /.
    _proj_case(
        "mapsite-urban-heat", "six chapters, paged data table, four files", "urban-heat-atlas"
    ),
    # Shared endpoints, no path or id scope, the bare title in every document: sig_title.
    _ows_case("ows-oisst", "one WMS version, two layers", "oisst_daily"),
    # Harder: two WMS versions, WMTS, SLD, four layer previews: sig_title.
    _ows_case("ows-seaice", "two WMS versions, WMTS, SLD, four layers", "seaice_clim"),
]
