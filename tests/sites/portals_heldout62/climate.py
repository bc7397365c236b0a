"""Climate and elevation archives: a climate-model output archive, a climate data store, an
elevation dataset catalogue and a geoportal metadata catalogue (eight cases).

Why each expected heuristic (the seed's table, by portal shape):
- Climate-model output archive: the dataset identifier is in the entry URI and in every
  URI of the dataset (file listings, THREDDS catalogue, wget script, files on the data
  nodes), while facet links, chrome and other versions lack it (like GBIF): Significant
  String from URI.
- Geoportal metadata catalogue: the record UUID is in the entry URI and in every formatter,
  attachment and download-feed URI, on two hosts, under different paths: Significant String
  from URI.
- Climate data store: page titles are "ClimaDesk | <product>", the homepage title starts
  with the same "ClimaDesk | ", and the product title (not the site name) is in every
  resource of the product, which are spread over /datasets, /documentation, /api and
  /samples (like OSF): Significant String from Filtered Title.
- Elevation dataset catalogue: the entry's whole <title> is the dataset title, found in the
  content of every page of the dataset (metadata, products, tile lists, citation), but the
  point-cloud and raster files on the bulk host do not contain it (like Dryad): Significant
  String from Title+ with Ignored URIs.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, json_doc, laz, netcdf, pdfdoc, pngimg, text, tiff, ul, xml_doc, zipfile

# --- Climate-model output archive ---------------------------------------------------------

ESG = Chrome(
    "esgf.cmipvault-node.hx62.example",
    "CMIPVault data node",
    [
        ("/search/cmip6", "CMIP6"),
        ("/search/cordex", "CORDEX"),
        ("/node-status", "Node status"),
        ("/about", "About"),
    ],
    [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    skin="side",
)
DNODE = "data.cmipvault-node.hx62.example"
REPLICA = "replica.climdata-mirror.hx62.example"
ESG_SETS = {
    # dataset id -> (file names, files per listing page, other version, replicated?)
    "CMIP6.CMIP.MPI-M.MPI-ESM1-2-LR.historical.r1i1p1f1.Amon.pr.gn.v20190710": (
        [
            f"pr_Amon_MPI-ESM1-2-LR_historical_r1i1p1f1_gn_{y}01-{y + 19}12.nc"
            for y in range(1950, 2030, 20)
            if y < 2015
        ],
        10,
        "",
        False,
    ),
    "CMIP6.ScenarioMIP.NCAR.CESM2.ssp585.r4i1p1f1.day.tasmax.gn.v20200528": (
        [
            f"tasmax_day_CESM2_ssp585_r4i1p1f1_gn_{y}0101-{y + 9}1231.nc"
            for y in range(2015, 2101, 10)
        ]
        + [
            f"tasmax_day_CESM2_ssp585_r4i1p1f1_gn_{y}0101-{y + 9}1231.nc.sha256"
            for y in range(2015, 2101, 10)
        ]
        + ["tasmax_day_CESM2_ssp585_r4i1p1f1_gn_README.txt"],
        8,
        "CMIP6.ScenarioMIP.NCAR.CESM2.ssp585.r4i1p1f1.day.tasmax.gn.v20190730",
        True,
    ),
}


def _facets(did: str) -> list[tuple[str, str]]:
    parts = did.split(".")
    names = [
        "mip_era",
        "activity_id",
        "institution_id",
        "source_id",
        "experiment_id",
        "member_id",
        "table_id",
        "variable_id",
        "grid_label",
    ]
    return [(f"/search/cmip6?{n}={v}", f"{n}: {v}") for n, v in zip(names, parts, strict=False)]


def _esg_urls(did: str) -> list[str]:
    files, per, _other, rep = ESG_SETS[did]
    pages = (len(files) + per - 1) // per
    out = [
        ESG.url(f"/dataset/{did}"),
        ESG.url(f"/files?dataset_id={did}"),
        ESG.url(f"/wget?dataset_id={did}"),
        ESG.url(f"/citation/{did}.json"),
        f"http://{DNODE}/thredds/catalog/{did}/catalog.html",
    ]
    out += [ESG.url(f"/files?dataset_id={did}&offset={p * per}") for p in range(1, pages)]
    out += [f"http://{DNODE}/thredds/fileServer/{did}/{f}" for f in files]
    if rep:
        out += [f"http://{REPLICA}/esg_dataroot/{did}/{f}" for f in files if f.endswith(".nc")]
    return out


def _esg_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    node = Site(DNODE)
    mirror = Site(REPLICA)
    node.add("/thredds/catalog.html", "<!DOCTYPE html><title>THREDDS catalog</title><p>root</p>")
    mirror.add("/", "<!DOCTYPE html><title>ClimData mirror</title><p>Replica node</p>")
    for did, (files, per, other, rep) in ESG_SETS.items():
        facets = _facets(did)
        rows = "".join(
            f"<tr><th>{n}</th><td>{v}</td></tr>"
            for n, v in zip(["Project", "Version"], ["CMIP6", did[-9:]], strict=True)
        )
        cat = f"http://{DNODE}/thredds/catalog/{did}/catalog.html"
        main = (
            f'<h1 class="dsid">{did}</h1><table>{rows}</table>'
            f'<p><a href="/files?dataset_id={did}">List files ({len(files)})</a> · '
            f'<a href="{cat}">THREDDS catalog</a> · <a href="/wget?dataset_id={did}">wget '
            f'script</a> · <a href="/citation/{did}.json">Citation</a></p>'
            '<p><a href="http://furtherinfo.es-docs.test/CMIP6">Further info (ES-DOC)</a></p>'
            + (
                f'<p>Newer/older version: <a href="/dataset/{other}">{other[-9:]}</a></p>'
                if other
                else ""
            )
        )
        aside = "<h3>Facets</h3>" + ul(facets)
        pages[f"/dataset/{did}"] = ESG.page(did, main, aside=aside)
        for path, _t in facets:
            pages[path] = ESG.page("Search CMIP6", "<h1>Search results</h1><p>1,204 datasets</p>")
        npages = (len(files) + per - 1) // per
        for p in range(npages):
            chunk = files[p * per : (p + 1) * per]
            key = f"/files?dataset_id={did}" + (f"&offset={p * per}" if p else "")
            rowsf = "".join(
                f'<tr><td>{f}</td><td><a href="http://{DNODE}/thredds/fileServer/{did}/{f}">'
                f"HTTPServer</a></td>"
                + (
                    f'<td><a href="http://{REPLICA}/esg_dataroot/{did}/{f}">Replica</a></td>'
                    if rep and f.endswith(".nc")
                    else "<td></td>"
                )
                + "</tr>"
                for f in chunk
            )
            nxt = (
                f'<a href="/files?dataset_id={did}&amp;offset={(p + 1) * per}">Next</a>'
                if p + 1 < npages
                else ""
            )
            pages[key] = ESG.page(
                f"Files of {did}",
                f"<h1>Files</h1><table>{rowsf}</table>"
                f'<p><a href="/dataset/{did}">Dataset</a> {nxt}</p>',
            )
        pages[f"/wget?dataset_id={did}"] = text(
            "#!/bin/bash\n"
            + "".join(f"wget http://{DNODE}/thredds/fileServer/{did}/{f}\n" for f in files),
            "application/x-sh",
        )
        pages[f"/citation/{did}.json"] = json_doc(f'{{"identifier":"{did}","titles":["{did}"]}}')
        node.add(
            f"/thredds/catalog/{did}/catalog.html",
            "<!DOCTYPE html><html><head><title>Catalog "
            + did
            + "</title></head><body>"
            + ul([(f"/thredds/fileServer/{did}/{f}", f) for f in files])
            + "</body></html>",
        )
        for f in files:
            body = netcdf(f.split("_")[0], did) if f.endswith(".nc") else text(f"{f}: see {did}\n")
            node.add(f"/thredds/fileServer/{did}/{f}", body)
            if rep and f.endswith(".nc"):
                mirror.add(f"/esg_dataroot/{did}/{f}", body)
        if other:
            pages[f"/dataset/{other}"] = ESG.page(other, f"<h1>{other}</h1><p>Superseded.</p>")
    return [ESG.site(pages), node, mirror]


def _esg_case(name: str, detail: str, did: str) -> Case:
    other = ESG_SETS[did][2]
    return case(
        name,
        f"climate-model output archive ({detail})",
        "dataset",
        "sig_uri",
        ESG.url(f"/dataset/{did}"),
        _esg_urls(did),
        _esg_sites,
        [ESG.url(f"/dataset/{other}")] if other else [],
    )


# --- Geoportal metadata catalogue ---------------------------------------------------------

GEO = Chrome(
    "catalogue.geoinspire-hub.hx62.example",
    "GeoInspire catalogue",
    [("/catalogue/search", "Search"), ("/catalogue/map", "Map"), ("/catalogue/about", "About")],
    [
        ("/catalogue/legal", "Legal notice"),
        ("/catalogue/privacy", "Data protection"),
        ("http://inspire.eu-portal.test/", "INSPIRE"),
    ],
    skin="app",
    title_format="{name} – {title}",
)
ATOM = "download.geoinspire-hub.hx62.example"
GEO_RECORDS = {
    # uuid -> (title, attachments, feed files, formatters, related records (uuid, title))
    "5f1c2a9e-8b3d-4e6a-9c1f-2d7e8a4b6c01": (
        "Watercourse network 1:25 000",
        ["overview.png"],
        [],
        ["iso19139.xml", "dcat.rdf"],
        [("a0c7e1d2-3f45-4b6a-8c9d-0e1f2a3b4c5d", "View service for hydrography")],
    ),
    "c3e9d1b7-42aa-4f0e-b8d1-7a65f0c9e214": (
        "Orthophotos 20 cm, 2022 flight, western districts",
        ["overview.png", "flight_plan.pdf", "tile_scheme.geojson", "quality_report.pdf"],
        ["ortho_2022_west_part1.zip", "ortho_2022_west_part2.zip", "ortho_2022_west_part3.zip"],
        ["iso19139.xml", "dcat.rdf", "pdf"],
        [
            ("0b4d2e8f-6a1c-4e3b-9f7d-5c2a8e1b3d60", "Orthophoto series 2016 to 2022"),
            ("7e2f9a3c-1d5b-4c8e-a6f0-2b9d4e7c1a83", "Orthophotos 20 cm, 2022, eastern districts"),
            ("91a6c4e2-8b0d-4f3a-b7e5-6d1c2f9a0e47", "WMTS view service for orthophotos"),
        ],
    ),
}


def _geo_urls(uid: str) -> list[str]:
    _t, att, feed, fmts, _rel = GEO_RECORDS[uid]
    api = f"/catalogue/api/records/{uid}"
    out = [GEO.url(f"/catalogue/records/{uid}")]
    out += [GEO.url(f"{api}/formatters/{f}") for f in fmts]
    out += [GEO.url(f"{api}/attachments/{a}") for a in att]
    if feed:
        out.append(f"http://{ATOM}/atom/{uid}/feed.xml")
        out += [f"http://{ATOM}/atom/{uid}/files/{f}" for f in feed]
    return out


def _geo_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    atom = Site(ATOM)
    atom.add("/", "<!DOCTYPE html><title>GeoInspire downloads</title><p>ATOM feeds</p>")
    for uid, (title, att, feed, fmts, rel) in GEO_RECORDS.items():
        api = f"/catalogue/api/records/{uid}"
        kw = ul(
            [
                ("/catalogue/search?keyword=Hydrography", "Hydrography"),
                ("/catalogue/search?keyword=Orthoimagery", "Orthoimagery"),
            ],
            "keywords",
        )
        downloads = ""
        if feed:
            downloads = (
                f'<h2>Download</h2><p><a href="http://{ATOM}/atom/{uid}/feed.xml">ATOM '
                "download feed</a></p>"
                + ul([(f"http://{ATOM}/atom/{uid}/files/{f}", f) for f in feed])
            )
        main = (
            f'<div class="md-view"><h1>{escape(title)}</h1><p class="abstract">Authoritative '
            f"dataset of the State Mapping Agency.</p>{kw}"
            "<h2>Export</h2>"
            + ul([(f"{api}/formatters/{f}", f.upper()) for f in fmts])
            + "<h2>Attachments</h2>"
            + ul([(f"{api}/attachments/{a}", a) for a in att])
            + downloads
            + "<h2>Associated resources</h2>"
            + ul([(f"/catalogue/records/{r}", t) for r, t in rel])
            + f"<p>Identifier: {uid}</p></div>"
        )
        pages[f"/catalogue/records/{uid}"] = GEO.page(title, main)
        for f in fmts:
            pages[f"{api}/formatters/{f}"] = (
                pdfdoc(title, [uid])
                if f == "pdf"
                else xml_doc(
                    f"<gmd:MD_Metadata><gmd:fileIdentifier>{uid}</gmd:fileIdentifier>"
                    f"<gmd:title>{escape(title)}</gmd:title></gmd:MD_Metadata>"
                )
            )
        for a in att:
            pages[f"{api}/attachments/{a}"] = (
                pngimg(len(a))
                if a.endswith(".png")
                else pdfdoc(title, [a])
                if a.endswith(".pdf")
                else json_doc('{"type":"FeatureCollection"}')
            )
        if feed:
            atom.add(
                f"/atom/{uid}/feed.xml",
                xml_doc(
                    f'<feed xmlns="http://www.w3.org/2005/Atom"><title>{escape(title)}</title>'
                    + "".join(
                        f'<entry><link href="http://{ATOM}/atom/{uid}/files/{f}"/></entry>'
                        for f in feed
                    )
                    + "</feed>"
                ),
            )
            for f in feed:
                atom.add(f"/atom/{uid}/files/{f}", zipfile(f))
        for r, t in rel:
            pages[f"/catalogue/records/{r}"] = GEO.page(
                t, f"<h1>{escape(t)}</h1><p>Identifier: {r}</p>"
            )
    for k in ("Hydrography", "Orthoimagery"):
        pages[f"/catalogue/search?keyword={k}"] = GEO.page(f"Search: {k}", f"<h1>{k}</h1>")
    return [GEO.site(pages), atom]


def _geo_case(name: str, detail: str, uid: str) -> Case:
    return case(
        name,
        f"geoportal metadata catalogue ({detail})",
        "dataset",
        "sig_uri",
        GEO.url(f"/catalogue/records/{uid}"),
        _geo_urls(uid),
        _geo_sites,
        [GEO.url(f"/catalogue/records/{r}") for r, _t in GEO_RECORDS[uid][4]],
    )


# --- Climate data store -------------------------------------------------------------------

CDS = Chrome(
    "cds.climadesk-store.hx62.example",
    "ClimaDesk",
    [
        ("/datasets", "Datasets"),
        ("/applications", "Applications"),
        ("/toolbox", "Toolbox"),
        ("/user-support", "Support"),
    ],
    [
        ("/terms-of-use", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{name} | {title}",
    home_title="ClimaDesk | Climate data at your desk",
)
PRODUCTS = {
    # slug -> (title, documentation pages, sample files, related slugs)
    "reanalysis-hourly-single-levels": (
        "Reanalysis hourly data on single levels from 1940 to present",
        ["user-guide"],
        ["sample_2m_temperature.csv"],
        ["seaice-concentration-daily"],
    ),
    "seaice-concentration-daily": (
        "Sea ice concentration daily gridded data from 1978 to present derived from satellite"
        " observations",
        ["user-guide-v3", "user-guide-v2", "algorithm-basis", "quality-assessment", "known-issues"],
        ["ice_conc_nh_sample.nc", "ice_conc_sh_sample.nc", "ice_conc_summary.csv"],
        ["reanalysis-hourly-single-levels"],
    ),
}


def _cds_urls(slug: str) -> list[str]:
    _t, docs, samples, _r = PRODUCTS[slug]
    b = f"/datasets/{slug}"
    out = [
        b,
        f"{b}?tab=download",
        f"{b}?tab=documentation",
        f"/api/catalogue/v1/collections/{slug}",
    ]
    out += [f"/documentation/{slug}/{d}" for d in docs]
    out += [f"/samples/{slug}/{s}" for s in samples]
    return [CDS.url(p) for p in out]


def _cds_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for slug, (title, docs, samples, rel) in PRODUCTS.items():
        b = f"/datasets/{slug}"
        tabs = ul(
            [
                (b, "Overview"),
                (f"{b}?tab=download", "Download"),
                (f"{b}?tab=documentation", "Documentation"),
            ],
            "tabs",
        )
        # The sidebar shows slugs, as the store's related-datasets widget does.
        aside = "<h3>Related datasets</h3>" + ul([(f"/datasets/{r}", r) for r in rel])
        h = f"<h1>{escape(title)}</h1>{tabs}"
        pages[b] = CDS.page(
            title,
            h + "<p>Overview of the product, its variables and its "
            f'temporal coverage.</p><p><a href="/api/catalogue/v1/collections/'
            f'{slug}">Catalogue record (JSON)</a></p>',
            aside=aside,
        )
        pages[f"{b}?tab=download"] = CDS.page(
            title,
            h + '<form method="post" action="/api/retrieve"><label><input type="checkbox"'
            ' name="variable"> variable</label><button>Submit request</button></form>'
            "<h2>Sample files</h2>" + ul([(f"/samples/{slug}/{s}", s) for s in samples]),
        )
        pages[f"{b}?tab=documentation"] = CDS.page(
            title,
            h
            + ul([(f"/documentation/{slug}/{d}", d.replace("-", " ").capitalize()) for d in docs]),
        )
        pages[f"/api/catalogue/v1/collections/{slug}"] = json_doc(
            f'{{"id":"{slug}","title":"{title}","type":"Collection"}}'
        )
        for d in docs:
            pages[f"/documentation/{slug}/{d}"] = CDS.page(
                f"{d} – {title}",
                f"<h1>{d.replace('-', ' ').capitalize()}</h1><p>This document"
                f' describes {escape(title)}.</p><p><a href="{b}?tab=documentation">All '
                "documentation</a></p>",
            )
        for s in samples:
            pages[f"/samples/{slug}/{s}"] = (
                netcdf("ice_conc", f"title={title}")
                if s.endswith(".nc")
                else text(f"# {title}\ntime,value\n2020-01-01,0.5\n", "text/csv")
            )
    pages["/datasets"] = CDS.page(
        "Datasets", "<h1>Datasets</h1>" + ul([(f"/datasets/{s}", s) for s in PRODUCTS])
    )
    return [CDS.site(pages)]


def _cds_case(name: str, detail: str, slug: str) -> Case:
    return case(
        name,
        f"climate data store ({detail})",
        "dataset",
        "sig_filtered_title",
        CDS.url(f"/datasets/{slug}"),
        _cds_urls(slug),
        _cds_sites,
        [CDS.url(f"/datasets/{r}") for r in PRODUCTS[slug][3]],
    )


# --- Elevation dataset catalogue ----------------------------------------------------------

TOPO = Chrome(
    "portal.elevatio-topo.hx62.example",
    "Elevatio",
    [
        ("/find-data", "Find data"),
        ("/learn", "Learn"),
        ("/community", "Community"),
        ("/about", "About"),
    ],
    [
        ("/citing", "Citing Elevatio"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
        ("http://www.funder-agency.test/award/1948997", "Funding"),
    ],
    title_format="{title}",
    home_title="Elevatio: high-resolution topography data and tools",
    home_main='<h1>Elevatio</h1><h2>Data providers</h2><ul><li><a href="/providers/ncalm">'
    "NCALM</a></li></ul>",
)
BULK = "bulk.elevatio-topo.hx62.example"
TOPO_SETS = {
    # id -> (title, short name, tiles per list page, tiles, raster products, related ids)
    "OTLAS.062021.32610.1": (
        "Lidar Survey of the San Andreas Fault Creeping Section, California 2021",
        "CA21_Creep",
        0,
        [f"CA21_Creep_{i:03d}.laz" for i in range(1, 5)],
        [("OTSDEM.062021.32610.1", "dem_1m.tif")],
        ["OTLAS.112017.32610.2"],
    ),
    "OTLAS.092022.6339.1": (
        "Airborne Lidar of Lower Mississippi River Levees and Floodplain 2022",
        "MS22_Levees",
        6,
        [f"MS22_Levees_{x}_{y}.laz" for x in range(4) for y in range(3)],
        [
            ("OTSDEM.092022.6339.1", "dtm_50cm.tif"),
            ("OTSDEM.092022.6339.2", "dsm_50cm.tif"),
            ("OTSDEM.092022.6339.3", "hillshade.tif"),
        ],
        ["OTLAS.052018.6339.1", "OTLAS.032020.6339.4"],
    ),
}


def _topo_urls(tid: str) -> list[str]:
    _t, short, per, tiles, rasters, _r = TOPO_SETS[tid]
    out = [
        TOPO.url(f"/datasets/{tid}"),
        TOPO.url(f"/metadata/{tid}"),
        TOPO.url(f"/citation/{tid}.ris"),
        f"http://{BULK}/pc-bulk/{short}/tile_index.zip",
    ]
    if per:
        out += [
            TOPO.url(f"/tiles?collection={tid}&page={p}")
            for p in range(1, (len(tiles) + per - 1) // per + 1)
        ]
    out += [f"http://{BULK}/pc-bulk/{short}/{t}" for t in tiles]
    for rid, f in rasters:
        out += [TOPO.url(f"/raster?rasterID={rid}"), f"http://{BULK}/raster/{short}/{f}"]
    return out


def _topo_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    bulk = Site(BULK)
    bulk.add("/", "<!DOCTYPE html><title>Elevatio bulk storage</title><p>Bulk storage</p>")
    for tid, (title, short, per, tiles, rasters, rel) in TOPO_SETS.items():
        pc = f"http://{BULK}/pc-bulk/{short}"
        if per:
            n = (len(tiles) + per - 1) // per
            tile_link = (
                f'<a href="/tiles?collection={tid}&amp;page=1">Browse {len(tiles)} tiles</a>'
            )
            for p in range(1, n + 1):
                nxt = (
                    f'<a href="/tiles?collection={tid}&amp;page={p + 1}">Next</a>' if p < n else ""
                )
                pages[f"/tiles?collection={tid}&page={p}"] = TOPO.page(
                    f"Tiles {p} of {n}",
                    f"<h1>Point cloud tiles of {escape(title)}</h1>"
                    + ul([(f"{pc}/{t}", t) for t in tiles[(p - 1) * per : p * per]])
                    + f"<p>{nxt}</p>",
                )
        else:
            tile_link = ul([(f"{pc}/{t}", t) for t in tiles])
        prods = ul([(f"/raster?rasterID={rid}", f.rsplit(".", 1)[0].upper()) for rid, f in rasters])
        main = (
            f"<h1>{escape(title)}</h1><p>Short name: {short}. Collected by "
            '<a href="/providers/ncalm">NCALM</a>.</p><h2>Point cloud</h2>'
            f'{tile_link}<p><a href="{pc}/tile_index.zip">Tile index (shapefile)</a></p>'
            f"<h2>Raster products</h2>{prods}"
            f'<p><a href="/metadata/{tid}">Full metadata</a> · <a href="/citation/{tid}.ris">'
            "Cite (RIS)</a></p>"
        )
        aside = "<h3>Other datasets nearby</h3>" + ul([(f"/datasets/{r}", r) for r in rel])
        pages[f"/datasets/{tid}"] = TOPO.page(
            title, main, aside=aside, share=TOPO.url(f"/datasets/{tid}")
        )
        pages[f"/metadata/{tid}"] = TOPO.page(
            f"Metadata: {tid}",
            f"<h1>Metadata</h1><dl><dt>Title</dt><dd>{escape(title)}</dd>"
            f"<dt>Identifier</dt><dd>{tid}</dd><dt>Horizontal datum</dt><dd>NAD83(2011)</dd>"
            f'</dl><p><a href="/datasets/{tid}">Dataset</a></p>',
        )
        pages[f"/citation/{tid}.ris"] = text(
            f"TY  - DATA\nTI  - {title}\nID  - {tid}\nER  -\n",
            "application/x-research-info-systems",
        )
        bulk.add(f"/pc-bulk/{short}/tile_index.zip", zipfile("tile_index"))
        for t in tiles:
            bulk.add(f"/pc-bulk/{short}/{t}", laz(t))
        for rid, f in rasters:
            pages[f"/raster?rasterID={rid}"] = TOPO.page(
                f"{f} raster",
                f"<h1>{f.rsplit('.', 1)[0].upper()} derived from {escape(title)}"
                f'</h1><p><a href="http://{BULK}/raster/{short}/{f}">Download GeoTIFF</a></p>',
            )
            bulk.add(f"/raster/{short}/{f}", tiff(f))
        for r in rel:
            pages[f"/datasets/{r}"] = TOPO.page(
                f"Earlier survey {r}", f"<h1>Earlier survey {r}</h1><p>Another collection.</p>"
            )
    pages["/providers/ncalm"] = TOPO.page("NCALM", "<h1>NCALM</h1><p>Data provider.</p>")
    return [TOPO.site(pages), bulk]


def _topo_case(name: str, detail: str, tid: str) -> Case:
    return case(
        name,
        f"elevation dataset catalogue ({detail})",
        "dataset",
        "sig_title_plus_ignored",
        TOPO.url(f"/datasets/{tid}"),
        _topo_urls(tid),
        _topo_sites,
        [TOPO.url(f"/datasets/{r}") for r in TOPO_SETS[tid][5]],
    )


CASES: list[Case] = [
    # The dataset id is in every URI of the dataset, facets lack it (GBIF): sig_uri.
    _esg_case(
        "cmip-historical-pr",
        "monthly precipitation, four files",
        "CMIP6.CMIP.MPI-M.MPI-ESM1-2-LR.historical.r1i1p1f1.Amon.pr.gn.v20190710",
    ),
    # Harder: three listing pages, 19 files, a replica node on another domain, and an
    # older version whose id shares a long prefix: sig_uri.
    _esg_case(
        "cmip-ssp585-tasmax",
        "19 files over three listing pages, replica node",
        "CMIP6.ScenarioMIP.NCAR.CESM2.ssp585.r4i1p1f1.day.tasmax.gn.v20200528",
    ),
    # The record UUID is in every formatter and attachment URI: sig_uri.
    _geo_case(
        "geo-watercourses", "two formatters, one attachment", "5f1c2a9e-8b3d-4e6a-9c1f-2d7e8a4b6c01"
    ),
    # Harder: an ATOM feed and files on the download host, three related records:
    # sig_uri.
    _geo_case(
        "geo-orthophotos",
        "ATOM download feed on a second host, related records",
        "c3e9d1b7-42aa-4f0e-b8d1-7a65f0c9e214",
    ),
    # "ClimaDesk | " prefixes every title, the product title is in every resource,
    # spread over four paths (OSF): sig_filtered_title.
    _cds_case("cds-reanalysis", "one guide and one sample", "reanalysis-hourly-single-levels"),
    # Harder: five documents and three samples: sig_filtered_title.
    _cds_case("cds-seaice", "five documents and three samples", "seaice-concentration-daily"),
    # Pages carry the bare title, the bulk files do not (Dryad):
    # sig_title_plus_ignored.
    _topo_case("topo-creeping-section", "four tiles and one DEM", "OTLAS.062021.32610.1"),
    # Harder: paged tile lists and three raster product pages each one hop from their
    # files: sig_title_plus_ignored.
    _topo_case(
        "topo-levees", "twelve tiles over two pages and three rasters", "OTLAS.092022.6339.1"
    ),
]
