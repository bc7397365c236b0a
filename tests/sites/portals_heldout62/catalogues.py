"""Scene catalogues: a STAC browser with assets on object storage, a satellite-scene search
portal, an EO data repository and a LiDAR tile index (eight cases).

Why each expected heuristic (the seed's table, by portal shape):
- STAC browser: the item's pages share the item path (like GitHub's repository path) while
  its assets live on another registrable domain, the object store (like
  raw.githubusercontent.com): Path-Based with Externals.
- Scene search portal and EO repository: one landing page links its metadata exports and
  downloads directly, inside heavy chrome (like Zenodo or Figshare): Single Page+ with
  Ignored URIs.
- LiDAR tile index: a server-generated page without any frame whose every link is a tile
  or metadata file of the project: Single Page+ (one hop, nothing to ignore).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import (
    Chrome,
    bare,
    json_doc,
    laz,
    netcdf,
    pdfdoc,
    pngimg,
    text,
    tiff,
    ul,
    xml_doc,
    zipfile,
)

# --- STAC browser -------------------------------------------------------------------------

STAC = Chrome(
    "browse.terrastac-eo.hx62.example",
    "TerraSTAC Browser",
    [
        ("/collections", "Collections"),
        ("/map", "Map search"),
        ("/api-docs", "STAC API"),
        ("/about", "About"),
    ],
    [
        ("/imprint", "Imprint"),
        ("/privacy", "Privacy"),
        ("/terms", "Terms of use"),
        ("http://social.test/@terrastac", "Mastodon"),
    ],
    skin="app",
    title_format="{title} – {name}",
)
BUCKET = "scenes.orbitbucket-store.hx62.example"
STAC_ITEMS: dict[str, list[tuple[str, list[str], int]]] = {
    # collection -> (item id, asset files, earlier processing versions)
    "sentinel-2-l2a": [
        (
            "S2B_31UFU_20230612_0_L2A",
            [
                "B02.tif",
                "B03.tif",
                "B04.tif",
                "B08.tif",
                "SCL.tif",
                "thumbnail.png",
                "granule_metadata.xml",
            ],
            0,
        ),
        ("S2A_31UFU_20230607_0_L2A", ["B04.tif", "thumbnail.png"], 0),
        ("S2A_31UFU_20230617_0_L2A", ["B04.tif", "thumbnail.png"], 0),
    ],
    "landsat-c2-l2": [
        (
            "LC09_L2SP_198024_20230904_02_T1",
            [f"SR_B{i}.TIF" for i in range(1, 8)]
            + ["ST_B10.TIF", "QA_PIXEL.TIF", "MTL.json", "ANG.txt", "thumb_small.png"],
            2,
        ),
        ("LC08_L2SP_198024_20230827_02_T1", ["SR_B4.TIF", "thumb_small.png"], 0),
    ],
}


def _asset(coll: str, iid: str, f: str, version: int = 0) -> str:
    v = f"v{version}/" if version else ""
    return f"http://{BUCKET}/{coll}/{iid}/{v}{f}"


def _stac_item(
    coll: str,
    iid: str,
    files: list[str],
    versions: int,
    neighbours: list[str],
    pages: dict[str, PageValue],
    blobs: dict[str, PageValue],
) -> None:
    base = f"/collections/{coll}/items/{iid}/"
    rows = "".join(
        f'<tr><td>{escape(f.rsplit(".", 1)[0])}</td><td><a href="{_asset(coll, iid, f)}" '
        f"download>{escape(f)}</a></td></tr>"
        for f in files
    )
    nb = ul([(f"/collections/{coll}/items/{n}/", n) for n in neighbours], "neighbours")
    hist = f'<a href="{base}history">Processing history</a> · ' if versions else ""
    main = (
        f'<nav class="crumbs"><a href="/collections">Collections</a> / <a href="/collections/'
        f'{coll}/">{coll}</a> / {iid}</nav><h1 class="item-id">{iid}</h1>'
        f"<dl><dt>Collection</dt><dd>{coll}</dd><dt>eo:cloud_cover</dt><dd>12.4</dd>"
        f'<dt>proj:epsg</dt><dd>32631</dd></dl><div id="map" data-bbox="4.4,51.3,5.9,52.3"></div>'
        f'<h2>Assets</h2><table class="assets">{rows}</table>'
        f'<p><a href="{base}assets">Asset details</a> · {hist}<a href="{base}item.json">'
        f"Item JSON</a></p>"
    )
    pages[base] = STAC.page(
        iid, main, aside="<h3>Nearby acquisitions</h3>" + nb, share=STAC.url(base)
    )
    pages[base + "assets"] = STAC.page(
        f"Assets of {iid}",
        f'<h1>Assets of <a href="{base}">{iid}</a></h1><table>'
        + "".join(
            f'<tr><td><a href="{_asset(coll, iid, f)}">{_asset(coll, iid, f)}</a></td>'
            f"<td>file:size {400 + i * 37} kB</td><td>roles: data</td></tr>"
            for i, f in enumerate(files)
        )
        + "</table>",
    )
    links = ",".join(f'"{f}":{{"href":"{_asset(coll, iid, f)}"}}' for f in files)
    pages[base + "item.json"] = json_doc(
        f'{{"type":"Feature","stac_version":"1.0.0","id":"{iid}","collection":"{coll}",'
        f'"assets":{{{links}}}}}'
    )
    for f in files:
        blobs[_asset(coll, iid, f)] = (
            pngimg(len(f))
            if f.endswith(".png")
            else json_doc(f'{{"scene":"{iid}"}}')
            if f.endswith(".json")
            else xml_doc(f"<granule>{iid}</granule>")
            if f.endswith(".xml")
            else text(f"angles {iid}\n")
            if f.endswith(".txt")
            else tiff(f)
        )
    if versions:
        vlinks = [
            (f"{base}history/v{v}", f"Collection 2 reprocessing v{v}")
            for v in range(1, versions + 1)
        ]
        pages[base + "history"] = STAC.page(
            f"History of {iid}", f"<h1>Processing history of {iid}</h1>" + ul(vlinks)
        )
        for v in range(1, versions + 1):
            old = files[:3]
            pages[f"{base}history/v{v}"] = STAC.page(
                f"{iid} v{v}",
                f"<h1>{iid}, processing version {v}</h1>"
                + ul([(_asset(coll, iid, f, v), f) for f in old])
                + f'<p><a href="{base}history">All versions</a></p>',
            )
            for f in old:
                blobs[_asset(coll, iid, f, v)] = tiff(f)


def _stac_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    blobs: dict[str, PageValue] = {}
    coll_pages = []
    for coll, items in STAC_ITEMS.items():
        ids = [i for i, _f, _v in items]
        for iid, files, versions in items:
            _stac_item(coll, iid, files, versions, [n for n in ids if n != iid], pages, blobs)
        pages[f"/collections/{coll}/"] = STAC.page(
            coll, f"<h1>{coll}</h1>" + ul([(f"/collections/{coll}/items/{i}/", i) for i in ids])
        )
        coll_pages.append((f"/collections/{coll}/", coll))
    pages["/collections"] = STAC.page("Collections", "<h1>Collections</h1>" + ul(coll_pages))
    bucket = Site(BUCKET)
    bucket.add("/", xml_doc("<ListAllMyBucketsResult><Buckets/></ListAllMyBucketsResult>"))
    for url, body in blobs.items():
        bucket.add(url.removeprefix(f"http://{BUCKET}"), body)
    return [STAC.site(pages), bucket]


def _stac_truth(coll: str, iid: str) -> set[str]:
    files, versions = next((f, v) for i, f, v in STAC_ITEMS[coll] if i == iid)
    base = STAC.url(f"/collections/{coll}/items/{iid}/")
    out = {base, base + "assets", base + "item.json"} | {_asset(coll, iid, f) for f in files}
    if versions:
        out.add(base + "history")
        for v in range(1, versions + 1):
            out.add(f"{base}history/v{v}")
            out |= {_asset(coll, iid, f, v) for f in files[:3]}
    return out


def _stac_case(name: str, detail: str, coll: str, iid: str) -> Case:
    others = [
        STAC.url(f"/collections/{coll}/items/{i}/") for i, _f, _v in STAC_ITEMS[coll] if i != iid
    ]
    return case(
        name,
        f"STAC catalogue browser ({detail})",
        "dataset",
        "path_based_externals",
        STAC.url(f"/collections/{coll}/items/{iid}/"),
        _stac_truth(coll, iid),
        _stac_sites,
        others,
    )


# --- Satellite-scene search portal --------------------------------------------------------

SCENE = Chrome(
    "search.landlook-eo.hx62.example",
    "LandLook Explorer",
    [
        ("/datasets", "Data sets"),
        ("/bulk-download", "Bulk download"),
        ("/news", "News"),
        ("/faq", "FAQ"),
    ],
    [
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy policy"),
        ("/foia", "Freedom of information"),
        ("http://www.usa-portal.test/", "USA portal"),
    ],
    title_format="{name} - {title}",
)
DDS = "dds.landlook-eo.hx62.example"
SCENES = {
    # entity id -> (sensor, metadata exports, product bundles on the download host, neighbours)
    "LC81980242023247LGN00": (
        "Landsat 8 OLI/TIRS C2 L1",
        ["fgdc", "json"],
        ["L1TP_bundle.tar"],
        ["LC81980252023247LGN00", "LC81970242023240LGN00"],
    ),
    "ENT_AST_L1T_00309152022104512": (
        "ASTER L1T",
        ["fgdc", "json", "xml", "csv"],
        ["VNIR_Swath.tif", "SWIR_Swath.tif", "TIR_Swath.tif", "QA_browse.jpg", "full.hdf"],
        [
            "ENT_AST_L1T_00309152022104521",
            "ENT_AST_L1T_00309082022103950",
            "ENT_AST_L1T_00309222022105033",
        ],
    ),
}


def _scene_urls(eid: str) -> list[str]:
    _s, exports, bundles, _n = SCENES[eid]
    return (
        [SCENE.url(f"/scene/{eid}/export.{fmt}") for fmt in exports]
        + [SCENE.url(f"/browse/{eid}.jpg")]
        + [f"http://{DDS}/download/{eid}/{b}" for b in bundles]
    )


def _scene_page(eid: str, sensor: str, neighbours: list[str]) -> str:
    urls = _scene_urls(eid)
    exports = [u for u in urls if "/export." in u]
    downloads = [u for u in urls if u.startswith(f"http://{DDS}")]
    meta = "".join(
        f"<tr><th>{k}</th><td>{v}</td></tr>"
        for k, v in [
            ("Entity ID", eid),
            ("Sensor", sensor),
            ("Acquisition date", "2023/09/04"),
            ("Cloud cover", "7.00"),
            ("WRS path/row", "198/024"),
        ]
    )
    main = (
        f'<h1>Scene {eid}</h1><img src="/browse/{eid}.jpg" alt="browse" width="300">'
        f'<p><a href="/browse/{eid}.jpg">Full-size browse</a></p>'
        f'<table class="metadata">{meta}</table><h2>Metadata export</h2>'
        + ul([(u, u.rsplit(".", 1)[1].upper()) for u in exports])
        + "<h2>Download options</h2>"
        + ul([(u, u.rsplit("/", 1)[1]) for u in downloads])
        + '<form action="/bulk-download" method="post"><input type="hidden" name="e" value="'
        f'{eid}"><button>Add to bulk order</button></form>'
    )
    aside = "<h3>Overlapping scenes</h3>" + ul([(f"/scene/{n}", n) for n in neighbours])
    return SCENE.page(f"Scene {eid}", main, aside=aside, share=SCENE.url(f"/scene/{eid}"))


def _scene_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    dds = Site(DDS)
    dds.add("/", "<!DOCTYPE html><title>Download service</title><p>LandLook DDS</p>")
    for eid, (sensor, exports, bundles, neighbours) in SCENES.items():
        pages[f"/scene/{eid}"] = _scene_page(eid, sensor, neighbours)
        for fmt in exports:
            pages[f"/scene/{eid}/export.{fmt}"] = text(f"entity_id,{eid}\nsensor,{sensor}\n")
        pages[f"/browse/{eid}.jpg"] = pngimg(len(eid))
        for b in bundles:
            dds.add(f"/download/{eid}/{b}", tiff(b) if b.endswith("tif") else zipfile(b))
        for n in neighbours:
            pages[f"/scene/{n}"] = SCENE.page(f"Scene {n}", f"<h1>Scene {n}</h1><p>{sensor}</p>")
    return [SCENE.site(pages), dds]


def _scene_case(name: str, detail: str, eid: str) -> Case:
    return case(
        name,
        f"satellite scene search portal ({detail})",
        "dataset",
        "single_page_plus_ignored",
        SCENE.url(f"/scene/{eid}"),
        [SCENE.url(f"/scene/{eid}"), *_scene_urls(eid)],
        _scene_sites,
        [SCENE.url(f"/scene/{n}") for n in SCENES[eid][3]],
    )


# --- EO data repository (deposit-style) ---------------------------------------------------

REPO = Chrome(
    "records.geodeposit-repo.hx62.example",
    "GeoDeposit",
    [
        ("/communities", "Communities"),
        ("/deposit", "Upload"),
        ("/about", "About"),
        ("/blog", "Blog"),
    ],
    [
        ("/policies", "Policies"),
        ("/privacy", "Privacy"),
        ("/terms", "Terms"),
        ("/support", "Support"),
        ("http://status.geodeposit.test/", "Status"),
    ],
    skin="side",
    home_main='<h1>GeoDeposit</h1><h2>Featured communities</h2><ul><li><a href="/communities/'
    'remote-sensing">Remote sensing</a></li></ul>',
)
FILEHOST = "files.geodeposit-repo.hx62.example"
RECORDS = {
    # id -> (title, files, other versions, files on the file host?)
    "7720431": (
        "Global mangrove canopy height from spaceborne lidar fusion, 2019",
        ["canopy_height_2019.tif", "README.md"],
        ["7720430"],
        False,
    ),
    "8861205": (
        "Daily snow cover fraction over the Alps from MODIS and VIIRS, 2000-2023",
        [f"scf_{y}.nc" for y in range(2016, 2024)]
        + ["scf_daily_stats.csv", "validation_report.pdf"],
        ["8861204", "8123999", "7011022"],
        True,
    ),
}


def _rec_urls(rid: str) -> list[str]:
    _t, files, _v, on_host = RECORDS[rid]
    f_urls = [
        f"http://{FILEHOST}/{rid}/{f}" if on_host else REPO.url(f"/records/{rid}/files/{f}")
        for f in files
    ]
    exports = [REPO.url(f"/records/{rid}/export/{fmt}") for fmt in ("bibtex", "datacite", "json")]
    return [REPO.url(f"/records/{rid}"), *f_urls, *exports]


def _repo_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    fh = Site(FILEHOST)
    fh.add("/", "<!DOCTYPE html><title>GeoDeposit file store</title><p>files</p>")
    for rid, (title, files, versions, on_host) in RECORDS.items():
        urls = _rec_urls(rid)
        file_rows = "".join(
            f'<tr><td>{escape(u.rsplit("/", 1)[1])}</td><td><a href="{u}">Download</a></td></tr>'
            for u in urls[1 : 1 + len(files)]
        )
        exports = " ".join(f'<a href="{u}">{u.rsplit("/", 1)[1]}</a>' for u in urls[-3:])
        vers = ul([(f"/records/{v}", f"Version {i + 1}") for i, v in enumerate(versions)])
        main = (
            f'<span class="badge">Dataset</span> <span class="badge">Open Access</span>'
            f'<h1>{escape(title)}</h1><p class="creators">Okafor, N.; Lindqvist, A.</p>'
            f"<p>DOI 10.5555/geodeposit.{rid}</p><h2>Files</h2><table>{file_rows}</table>"
            f"<h2>Export</h2><p>{exports}</p>"
        )
        aside = (
            "<h3>Versions</h3>" + vers + '<h3>Communities</h3><a href="/communities/'
            'remote-sensing">Remote sensing</a>'
        )
        pages[f"/records/{rid}"] = REPO.page(
            title, main, aside=aside, share=REPO.url(f"/records/{rid}")
        )
        for u in urls[1 : 1 + len(files)]:
            f = u.rsplit("/", 1)[1]
            body = (
                text(f"# {title}\n")
                if f.endswith((".md", ".csv"))
                else tiff(f)
                if f.endswith(".tif")
                else pdfdoc(title, [f])
                if f.endswith(".pdf")
                else netcdf("scf", title)
            )
            if on_host:
                fh.add(f"/{rid}/{f}", body)
            else:
                pages[f"/records/{rid}/files/{f}"] = body
        for u in urls[-3:]:
            pages[u.removeprefix(REPO.origin)] = text(f"@misc{{gd{rid}, title={{{title}}}}}\n")
        for v in versions:
            pages[f"/records/{v}"] = REPO.page(
                f"{title} (earlier)",
                f"<h1>{escape(title)}</h1><p>An earlier version, record {v}.</p>",
            )
    pages["/communities/remote-sensing"] = REPO.page(
        "Remote sensing", "<h1>Remote sensing community</h1>"
    )
    return [REPO.site(pages), fh]


def _repo_case(name: str, detail: str, rid: str) -> Case:
    return case(
        name,
        f"EO data repository ({detail})",
        "dataset",
        "single_page_plus_ignored",
        REPO.url(f"/records/{rid}"),
        _rec_urls(rid),
        _repo_sites,
        [REPO.url(f"/records/{v}") for v in RECORDS[rid][2]],
    )


# --- LiDAR tile index ---------------------------------------------------------------------

TILEHOST = "tiles.lasgrid-survey.hx62.example"
TILE_DL = "dl.lasgrid-survey.hx62.example"
PROJECTS = {
    # slug -> (title, tile files, metadata files, files on the download host?)
    "wa-cascades-2021": (
        "Index of LiDAR tiles: WA Cascades foothills 2021 (QL1)",
        [f"USGS_LPC_WA_Cascades_2021_{x}_{y}.laz" for x in (10, 11) for y in (4, 5)],
        ["metadata.xml", "tile_index.geojson"],
        False,
    ),
    "nc-phase5-coast-2022": (
        "Index of LiDAR tiles: NC Phase 5 coastal plain 2022 (QL2) with DEM and DSM",
        [
            f"NC5_{k}_{x:03d}{y:03d}.{ext}"
            for k, ext in (("LPC", "laz"), ("DEM", "tif"), ("DSM", "tif"))
            for x in (210, 211, 212)
            for y in (88, 89)
        ],
        ["project_report.pdf", "breaklines.zip", "tile_index.geojson", "metadata.xml"],
        True,
    ),
}


def _tile_urls(slug: str) -> list[str]:
    _t, tiles, meta, ext = PROJECTS[slug]
    host = TILE_DL if ext else TILEHOST
    return [f"http://{host}/projects/{slug}/{f}" for f in [*tiles, *meta]]


def _tile_sites() -> list[Site]:
    main = Site(TILEHOST)
    dl = Site(TILE_DL)
    dl.add("/", bare("LasGrid downloads", "<p>Bulk downloads of LasGrid projects.</p>"))
    rows = []
    for slug, (title, _tiles, _meta, ext) in PROJECTS.items():
        urls = _tile_urls(slug)
        body = (
            f"<h1>{escape(title)}</h1><pre>Name{' ' * 40}Size\n"
            + "\n".join(
                f'<a href="{u}">{u.rsplit("/", 1)[1]}</a>   {120 + i} MB'
                for i, u in enumerate(urls)
            )
            + "</pre>"
        )
        main.add(f"/projects/{slug}/", bare(title, body))
        rows.append(f'<li><a href="/projects/{slug}/">{slug}</a></li>')
        for u in urls:
            f = u.rsplit("/", 1)[1]
            value = (
                laz(f)
                if f.endswith(".laz")
                else tiff(f)
                if f.endswith(".tif")
                else xml_doc(f"<metadata><title>{slug}</title></metadata>")
                if f.endswith(".xml")
                else json_doc('{"type":"FeatureCollection","features":[]}')
                if f.endswith(".geojson")
                else zipfile(f)
            )
            (dl if ext else main).add("/" + u.split("/", 3)[3], value)
    main.add("/", bare("LasGrid tile server", "<h1>Projects</h1><ul>" + "".join(rows) + "</ul>"))
    return [main, dl]


def _tile_case(name: str, detail: str, slug: str) -> Case:
    entry = f"http://{TILEHOST}/projects/{slug}/"
    return case(
        name,
        f"LiDAR tile index ({detail})",
        "dataset",
        "single_page_plus",
        entry,
        [entry, *_tile_urls(slug)],
        _tile_sites,
    )


CASES: list[Case] = [
    # Item pages under the item path, seven band files on the object store's own domain:
    # path_based_externals (the GitHub + raw-content shape).
    _stac_case(
        "stac-s2-item",
        "Sentinel-2 item, bands on the object store",
        "sentinel-2-l2a",
        "S2B_31UFU_20230612_0_L2A",
    ),
    # Harder: history pages two hops down the item path link older versions' files on
    # the store: still path_based_externals.
    _stac_case(
        "stac-landsat-item-history",
        "Landsat item with reprocessing history pages",
        "landsat-c2-l2",
        "LC09_L2SP_198024_20230904_02_T1",
    ),
    # One scene page links its exports, browse and bundle in heavy chrome: the Figshare/
    # Zenodo single-hop shape, single_page_plus_ignored.
    _scene_case("scene-landsat", "Landsat scene, one bundle", "LC81980242023247LGN00"),
    # Harder: four exports, five downloads on the download host, three neighbour scenes
    # (other artifacts): single_page_plus_ignored.
    _scene_case(
        "scene-aster", "ASTER scene, five downloads, four exports", "ENT_AST_L1T_00309152022104512"
    ),
    # A deposit record: files and exports one hop from the landing page (Zenodo):
    # single_page_plus_ignored.
    _repo_case("deposit-mangrove", "single raster and readme", "7720431"),
    # Harder: ten files on the file host, three earlier versions linked (others):
    # single_page_plus_ignored.
    _repo_case("deposit-snow-cover", "ten files on a file host, three versions", "8861205"),
    # A frameless tile index: every link is the project's: single_page_plus.
    _tile_case("lidar-cascades", "four LAZ tiles", "wa-cascades-2021"),
    # Harder: 22 files on another host, still one hop and nothing to ignore:
    # single_page_plus.
    _tile_case(
        "lidar-nc-phase5", "point clouds, DEM and DSM on a download host", "nc-phase5-coast-2022"
    ),
]
