"""Open-data portals of the theme where an identifier in the entry's URI recurs in every
artifact URI, as in the seed's GBIF (Significant String from URI): a CKAN road-authority
data portal (the dataset name) and an ArcGIS Hub traffic-count site whose item ID recurs
across the hub, the item-details host and the download API."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import csv_file, host, text_file

# --- CKAN 2.10 with ckanext-dcat --------------------------------------------------------

CKAN = Portal(
    host("opendata", "roadsauthority"),
    "Roads Authority Open Data",
    [
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    [("/api/3", "API"), ("http://ckan.test", "Powered by CKAN")],
    title_format="{title} - {name}",
)
CKAN_SETS = [
    (
        "traffic-counts-a9-2024",
        "Traffic counts A9 corridor 2024",
        [
            ("3b5f9c1e-2d44-4c1a-9e77-0a1b2c3d4e5f", "a9_counts_2024.csv"),
            ("8e2d7a10-5c3b-4f6e-a1d2-9f8e7d6c5b4a", "a9_sites.csv"),
        ],
    ),
    (
        "gtfs-regional-bus-network",
        "GTFS timetable, regional bus network",
        [("c41e0b7d-9a2f-4d3e-8b1c-6f5e4d3c2b1a", "gtfs.zip")],
    ),
]


def ckan_site() -> Site:
    pages: dict = {}
    for name, title, res in CKAN_SETS:
        d = f"/dataset/{name}"
        items = "".join(
            f'<li class="resource-item"><a class="heading" href="{d}/resource/{rid}">{fn}</a>'
            f'<a class="resource-url-analytics" href="{d}/resource/{rid}/download/{fn}">Download</a></li>'
            for rid, fn in res
        )
        pages[d] = CKAN.page(
            title,
            '<ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/organization/'
            'roads-authority">Roads Authority</a></li><li><a href="/dataset/">Datasets</a></li></ol>'
            f'<ul class="nav nav-tabs"><li><a href="{d}">Dataset</a></li><li><a href="/dataset/groups/'
            f'{name}">Groups</a></li><li><a href="/dataset/activity/{name}">Activity Stream</a></li></ul>'
            f'<h1>{escape(title)}</h1><ul class="resource-list">{items}</ul>'
            '<ul class="tag-list"><li><a href="/dataset/?tags=traffic">traffic</a></li></ul>'
            f'<div class="dcat">Metadata: <a href="{d}.rdf">RDF/XML</a> <a href="{d}.jsonld">JSON-LD</a></div>',
            share=CKAN.url(d),
        )
        pages[f"/dataset/groups/{name}"] = CKAN.page(
            f"{title} - Groups", '<a href="/group/road-traffic">Road traffic</a>'
        )
        pages[f"/dataset/activity/{name}"] = CKAN.page(
            f"{title} - Activity Stream", "<p>Resource updated</p>"
        )
        pages[f"{d}.rdf"] = text_file(
            f'<rdf:RDF><dcat:Dataset rdf:about="{CKAN.url(d)}"/></rdf:RDF>', "application/rdf+xml"
        )
        pages[f"{d}.jsonld"] = text_file(f'{{"@id": "{CKAN.url(d)}"}}', "application/ld+json")
        for rid, fn in res:
            pages[f"{d}/resource/{rid}"] = CKAN.page(
                fn,
                f'<a href="{d}/resource/{rid}/download/{fn}">Download</a>'
                f'<a href="/api/3/action/datastore_search?resource_id={rid}">Data API</a>',
            )
            pages[f"{d}/resource/{rid}/download/{fn}"] = csv_file(
                "site,hour,vehicles", "A9-07,8,1432"
            )
            pages[f"/api/3/action/datastore_search?resource_id={rid}"] = text_file(
                '{"success": true}', "application/json"
            )
    return CKAN.site(pages)


def ckan_truth(name: str, res: list[tuple[str, str]]) -> list[str]:
    d = CKAN.url(f"/dataset/{name}")
    out = [
        d,
        d + ".rdf",
        d + ".jsonld",
        CKAN.url(f"/dataset/groups/{name}"),
        CKAN.url(f"/dataset/activity/{name}"),
    ]
    for rid, fn in res:
        out += [f"{d}/resource/{rid}", f"{d}/resource/{rid}/download/{fn}"]
    return out


# --- ArcGIS Hub site of a city transport department --------------------------------------

HUB = Portal(
    host("hub", "citytransport"),
    "City Transport Open Data Hub",
    [("/search", "Explore all data"), ("/pages/about", "About"), ("/pages/contact", "Contact")],
    [("/pages/terms", "Terms of use")],
    title_format="{title} | {name}",
)
MAPS = Portal(
    host("maps", "citytransport"),
    "ArcGIS Online",
    [
        ("/home/index.html", "Home"),
        ("/home/gallery.html", "Gallery"),
        ("/home/signin.html", "Sign in"),
    ],
    title_format="{title} | {name}",
)
SERVICES = host("services", "citytransport")
HUB_ITEMS = [
    ("4f1e0a9b2c7d4e3f8a6b5c4d3e2f1a0b", "Bicycle counter hourly counts", "Bicycle_Counters"),
    (
        "9d8c7b6a5f4e4d3c2b1a0f9e8d7c6b5a",
        "Bus stop boardings and alightings 2025",
        "Bus_Stop_Activity_2025",
    ),
]


def hub_sites() -> list[Site]:
    hub: dict = {}
    maps: dict = {}
    svc = Site(SERVICES)
    for iid, title, svcname in HUB_ITEMS:
        fs = f"http://{SERVICES}/arcgis/rest/services/{svcname}/FeatureServer/0"
        d = f"/datasets/{iid}_0"
        hub[d + "/about"] = HUB.page(
            title,
            f"<h1>{escape(title)}</h1>"
            f'<nav class="content-tabs"><a href="{d}/about">About</a><a href="{d}/explore">Explore</a>'
            f'<a href="{d}/api">I want to use this</a></nav>'
            f'<div class="downloads"><a href="/api/download/v1/items/{iid}/csv?layers=0">CSV</a>'
            f'<a href="/api/download/v1/items/{iid}/geojson?layers=0">GeoJSON</a></div>'
            f'<a href="http://{MAPS.host}/home/item.html?id={iid}">View Full Details</a>'
            f'<a href="{fs}">Service URL</a>',
        )
        hub[d + "/explore"] = HUB.page(
            f"{title} (Explore)", f'<div id="map" data-service="{fs}"></div>'
        )
        hub[d + "/api"] = HUB.page(f"{title} (API)", f"<code>{fs}/query?where=1%3D1</code>")
        hub[f"/api/download/v1/items/{iid}/csv?layers=0"] = csv_file(
            "counter,hour,count", "C12,7,88"
        )
        hub[f"/api/download/v1/items/{iid}/geojson?layers=0"] = text_file(
            '{"type": "FeatureCollection", "features": []}', "application/geo+json"
        )
        maps[f"/home/item.html?id={iid}"] = MAPS.page(
            title,
            f"<h1>{escape(title)}</h1><p>Feature layer by citytransport_gis</p>"
            f'<a href="/sharing/rest/content/items/{iid}/info/metadata/metadata.xml">Metadata</a>',
        )
        maps[f"/sharing/rest/content/items/{iid}/info/metadata/metadata.xml"] = text_file(
            f"<metadata><dataIdInfo><idCitation><resTitle>{escape(title)}</resTitle></idCitation>"
            "</dataIdInfo></metadata>",
            "application/xml",
        )
        svc.add(
            f"/arcgis/rest/services/{svcname}/FeatureServer/0",
            text_file("<html><body>Layer</body></html>", "text/html"),
        )
    return [HUB.site(hub), MAPS.site(maps), svc]


def hub_truth(iid: str) -> list[str]:
    d = HUB.url(f"/datasets/{iid}_0")
    return [
        d + "/about",
        d + "/explore",
        d + "/api",
        HUB.url(f"/api/download/v1/items/{iid}/csv?layers=0"),
        HUB.url(f"/api/download/v1/items/{iid}/geojson?layers=0"),
        MAPS.url(f"/home/item.html?id={iid}"),
        MAPS.url(f"/sharing/rest/content/items/{iid}/info/metadata/metadata.xml"),
    ]


CASES: list[Case] = [
    # The dataset name of the entry's path recurs in every URI of the dataset (resource
    # pages, downloads, groups and activity tabs, DCAT exports) but not all under one path
    # (/dataset/activity/<name>): Significant String from URI, as the seed's GBIF.  Truth:
    # those URIs.  The datastore API (resource id only), organization and tags are not.
    *[
        case(
            f"ckan-{name}",
            "CKAN (road-authority open data portal)",
            "Multi-Hop",
            "sig_uri",
            CKAN.url(f"/dataset/{name}"),
            ckan_truth(name, res),
            lambda: [ckan_site()],
        )
        for name, _t, res in CKAN_SETS
    ],
    # The item ID recurs in the hub's tabs, the download API and the item-details host
    # (the seed's GBIF: gbif.org and api.gbif.org): Significant String from URI.  Truth:
    # those seven URIs; the FeatureServer URL (service name, no ID) is not collected.
    *[
        case(
            f"arcgis-hub-{iid[:8]}",
            "ArcGIS Hub (city traffic-count open data site)",
            "Multi-Hop",
            "sig_uri",
            HUB.url(f"/datasets/{iid}_0/about"),
            hub_truth(iid),
            hub_sites,
        )
        for iid, _t, _s in HUB_ITEMS
    ],
]
