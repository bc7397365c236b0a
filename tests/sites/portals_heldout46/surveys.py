"""Met and geological surveys and agency data catalogues: climate station records,
survey publications, climate metadata catalogues and open-data catalogues (heldout46)."""

from __future__ import annotations

from functools import cache

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

from ._kit import COOKIES, agency_site, analytics, bare_site, blob, csv_file, pdf_file

# --- meteorological station record: the station id runs through every URI (GBIF-like) -----

WX = Portal(
    host="climate.merrowmet.hx46.example",
    name="Merrow Meteorological Service — Climate Data Online",
    menu=[
        ("/cdo/search", "Search tool"),
        ("/cdo/datasets", "Datasets"),
        ("/cdo/maps", "Mapping tool"),
        ("/cdo/help", "Help"),
    ],
    footer=[
        ("/about/privacy", "Privacy"),
        ("/about/disclaimer", "Disclaimer"),
        ("/about/foia", "FOIA"),
    ],
    title_format="{title} | {name}",
    home_title="Climate Data Online | Merrow Meteorological Service",
)
WX_API = "api.merrowmet.hx46.example"
S1, S2 = "MRW00031742", "MRW00058120"
S1_NEAR, S2_NEAR = "MRW00031755", "MRW00058133"


def station_page(sid: str, name: str, tabs: list[tuple[str, str]], near: str) -> str:
    return WX.page(
        f"{name} ({sid})",
        f"""{COOKIES}<h1>Station details: {name}</h1>
<table class="meta"><tr><th>Elevation</th><td>112 m</td></tr>
<tr><th>Period of record</th><td>1948-01-01 to 2026-04-20</td></tr>
<tr><th>Coverage</th><td>97%</td></tr></table>
<ul class="tabs">{"".join(f'<li><a href="{h}">{t}</a></li>' for h, t in tabs)}</ul>
<aside><h3>Nearby stations</h3>{links([(f"/cdo/station/{near}", f"Station {near}")])}
</aside><p><a href="/cdo/search">New search</a> · <a href="/cdo/cart">Data cart (0)</a></p>""",
        head=analytics("merrowmet"),
    )


def obs_page(sid: str, page: int, last: int) -> str:
    rows = "".join(
        f"<tr><td>2026-04-{d:02d}</td><td>{8 + d % 5}.{d % 10}</td><td>{d % 3}.2</td></tr>"
        for d in range(1 + (page - 1) * 10, 11 + (page - 1) * 10)
    )
    nav = ""
    if page < last:
        nav += (
            f'<a rel="next" href="/cdo/observations?stationid={sid}&amp;page={page + 1}">Next</a>'
        )
    return WX.page(
        f"Daily observations, {sid}, page {page}",
        f"<h1>Daily observations: {sid}</h1><table><tr><th>Date</th><th>TMAX</th>"
        f"<th>PRCP</th></tr>{rows}</table><p>{nav}</p>"
        f'<p><a href="/cdo/station/{sid}">Back to station</a></p>',
    )


@cache
def wx_sites() -> list[Site]:
    tabs1 = [
        (f"/cdo/observations?stationid={S1}&page=1", "Daily observations"),
        (f"/cdo/station/{S1}/normals", "Climate normals 1991-2020"),
        (f"http://{WX_API}/v2/stations/{S1}/daily.csv", "Download daily CSV"),
    ]
    tabs2 = [
        (f"/cdo/observations?stationid={S2}&page=1", "Daily observations"),
        (f"/cdo/station/{S2}/normals", "Climate normals 1991-2020"),
        (f"/cdo/station/{S2}/history", "Instrument and siting history"),
        (f"http://{WX_API}/v2/stations/{S2}/daily.csv", "Download daily CSV"),
        (f"http://{WX_API}/v2/stations/{S2}/hourly.csv", "Download hourly CSV"),
        (f"http://{WX_API}/v2/stations/{S2}", "Station metadata (JSON)"),
    ]
    pages: dict[str, object] = {
        f"/cdo/station/{S1}": station_page(S1, "Lockhaven Airport", tabs1, S1_NEAR),
        f"/cdo/station/{S2}": station_page(S2, "Brennock Observatory", tabs2, S2_NEAR),
        f"/cdo/station/{S1_NEAR}": station_page(S1_NEAR, "Lockhaven Harbour", [], S1),
        f"/cdo/station/{S2_NEAR}": station_page(S2_NEAR, "Brennock Hill", [], S2),
        f"/cdo/observations?stationid={S1}&page=1": obs_page(S1, 1, 1),
        f"/cdo/station/{S1}/normals": WX.page(
            f"Normals {S1}", f"<h1>Climate normals 1991-2020: {S1}</h1><p>Mean TMAX 13.1</p>"
        ),
        f"/cdo/station/{S2}/normals": WX.page(
            f"Normals {S2}",
            f"<h1>Climate normals 1991-2020: {S2}</h1>"
            f'<p><a href="http://{WX_API}/v2/stations/{S2}/normals.csv">Normals as CSV</a></p>',
        ),
        f"/cdo/station/{S2}/history": WX.page(
            f"History {S2}",
            f"<h1>Instrument history: {S2}</h1><ol><li>1911 Stevenson screen</li>"
            "<li>1998 automatic weather station</li></ol>",
        ),
        "/cdo/observations": WX.page("Observations", "<h1>Choose a station</h1>"),
    }
    for p in (1, 2, 3):
        pages[f"/cdo/observations?stationid={S2}&page={p}"] = obs_page(S2, p, 3)
    api = bare_site(
        WX_API,
        {
            f"/v2/stations/{S1}/daily.csv": csv_file("DATE,TMAX,PRCP", "2026-04-01,11.2,0.0"),
            f"/v2/stations/{S2}/daily.csv": csv_file("DATE,TMAX,PRCP", "2026-04-01,9.8,1.2"),
            f"/v2/stations/{S2}/hourly.csv": csv_file("DATE,TEMP", "2026-04-01T00:00,4.1"),
            f"/v2/stations/{S2}/normals.csv": csv_file("MONTH,TMAX", "1,6.2"),
            f"/v2/stations/{S2}": data(
                f'{{"id":"{S2}","name":"Brennock Observatory","elevation":201}}',
                "application/json",
            ),
        },
    )
    return [agency_site(WX, pages), api]  # type: ignore[arg-type]


def _ids(sid: str, paths: list[str]) -> frozenset[str]:
    return frozenset(p if p.startswith("http") else WX.url(p) for p in paths)


# --- geological survey publication: every file under the report's directory ---------------

GEO = Portal(
    host="pubs.taskerrock-survey.hx46.example",
    name="Taskerrock Geological Survey Publications Warehouse",
    menu=[
        ("/search", "Advanced search"),
        ("/browse/series", "Browse by series"),
        ("/new", "Recent publications"),
        ("/contact", "Contact"),
    ],
    footer=[
        ("/policies", "Policies and notices"),
        ("/accessibility", "Accessibility"),
        ("/foia", "FOIA"),
        ("/privacy", "Privacy"),
    ],
    title_format="{title} | {name}",
    home_title="Taskerrock Geological Survey Publications Warehouse",
)
OF = "/of/2024/1042/"
SIR = "/sir/2025/5007/"


def pub_page(path: str, title: str, series: str, parts: list[tuple[str, str]], related: str) -> str:
    return GEO.page(
        title,
        f"""{COOKIES}<p class="series"><a href="/browse/series">{series}</a></p><h1>{title}</h1>
<p>Prepared in cooperation with the State Water Board. Published 2024.</p>
<h2>Documents</h2>{links(parts)}<h2>Related</h2>{related}
<h2>Citation</h2><p>{title}: {series}, https://pubs.taskerrock-survey.hx46.example</p>""",
        head=analytics("taskerrock-survey"),
        share=GEO.url(path),
    )


@cache
def geo_sites() -> list[Site]:
    of_title = "Groundwater levels in the Crane Valley alluvial aquifer, 2019-2023"
    sir_title = "Geologic map and structure of the Harrow Fault zone"
    pages: dict[str, object] = {
        OF: pub_page(
            OF,
            of_title,
            "Open-File Report 2024-1042",
            [
                (OF + "ofr20241042.pdf", "Report (PDF, 4 MB)"),
                (OF + "ofr20241042_tables.xlsx", "Tables 1-4 (XLSX)"),
                (OF + "data/", "Well data (directory)"),
            ],
            links([("/of/2019/1177/", "Previous assessment, Open-File Report 2019-1177")]),
        ),
        OF + "ofr20241042.pdf": pdf_file(of_title),
        OF + "ofr20241042_tables.xlsx": blob("application/vnd.ms-excel"),
        OF + "data/": GEO.page(
            "Well data: OFR 2024-1042",
            "<h1>Well data</h1>"
            + links([(OF + "data/wells.csv", "wells.csv"), (OF + "data/levels.csv", "levels.csv")]),
        ),
        OF + "data/wells.csv": csv_file("well,lat,lon", "CV-01,36.1,-119.2"),
        OF + "data/levels.csv": csv_file("well,date,level", "CV-01,2023-09-01,41.2"),
        "/of/2019/1177/": pub_page(
            "/of/2019/1177/",
            "Groundwater in the Crane Valley, 2014-2018",
            "Open-File Report 2019-1177",
            [],
            "",
        ),
        SIR: pub_page(
            SIR,
            sir_title,
            "Scientific Investigations Map 2025-5007",
            [
                (SIR + "sim5007_pamphlet.pdf", "Pamphlet (PDF)"),
                (SIR + "plates/", "Plates 1-3"),
                (SIR + "gis/", "GIS data"),
                (SIR + "versions/", "Version history"),
            ],
            links([(OF, "Open-File Report 2024-1042")]),
        ),
        SIR + "sim5007_pamphlet.pdf": pdf_file(sir_title),
        SIR + "plates/": GEO.page(
            "Plates: SIM 2025-5007",
            "<h1>Plates</h1>"
            + links([(SIR + f"plates/sim5007_plate{i}.pdf", f"Plate {i}") for i in (1, 2, 3)]),
        ),
        SIR + "gis/": GEO.page(
            "GIS data: SIM 2025-5007",
            "<h1>GIS data</h1>"
            + links(
                [
                    (SIR + "gis/sim5007_geodatabase.zip", "File geodatabase"),
                    (SIR + "gis/sim5007_metadata.xml", "FGDC metadata"),
                ]
            ),
        ),
        SIR + "versions/": GEO.page(
            "Version history: SIM 2025-5007",
            "<h1>Version history</h1>"
            + links(
                [(SIR + "versions/1.0/", "Version 1.0 (2025)"), (SIR, "Version 1.1 (current)")]
            ),
        ),
        SIR + "versions/1.0/": GEO.page(
            "Version 1.0: SIM 2025-5007",
            "<h1>Version 1.0 (superseded)</h1>"
            + links([(SIR + "versions/1.0/sim5007_v1.0_pamphlet.pdf", "Pamphlet v1.0")]),
        ),
        SIR + "versions/1.0/sim5007_v1.0_pamphlet.pdf": pdf_file(sir_title, "Version 1.0"),
        SIR + "gis/sim5007_geodatabase.zip": blob("application/zip"),
        SIR + "gis/sim5007_metadata.xml": blob("application/xml"),
    }
    for i in (1, 2, 3):
        pages[SIR + f"plates/sim5007_plate{i}.pdf"] = pdf_file(f"{sir_title}, plate {i}")
    return [agency_site(GEO, pages)]  # type: ignore[arg-type]


def _under(prefix: str) -> frozenset[str]:
    return frozenset(GEO.url(p) for p in geo_sites()[0].pages if p.startswith(prefix))


# --- climate dataset metadata catalogue: the title runs through the metadata pages, the
# data files (on a THREDDS host) do not carry it (Dryad-like) ------------------------------

CLIM = Portal(
    host="metadata.ardent-climate.hx46.example",
    name="Ardent Climate Centre metadata catalogue",
    menu=[
        ("/catalogue/search", "Search"),
        ("/catalogue/map", "Map"),
        ("/catalogue/about", "About"),
        ("/catalogue/help", "Help"),
    ],
    footer=[("/catalogue/privacy", "Privacy"), ("/catalogue/terms", "Terms of use")],
    home_title="Ardent Climate Centre metadata catalogue",
    home_main="<h1>Metadata catalogue</h1><h2>Recently updated</h2>"
    '<ul><li><a href="/srv/view/3880">Daily gridded precipitation, APGD v1.0</a></li></ul>',
)
THREDDS = "thredds.ardent-climate.hx46.example"
APGD = "Daily gridded precipitation for the Ardent basin 1971-2020 (APGD v2.1)"
SNOW = "Snow water equivalent reanalysis for the Ardent highlands 1981-2025 (SWE-R v3)"
APGD_ID, SNOW_ID, OLD_ID = "4417", "5093", "3880"
OLD = "Daily gridded precipitation for the Ardent basin 1971-2010 (APGD v1.0)"


def record(
    title: str, rid: str, tabs: list[tuple[str, str]], files: list[tuple[str, str]], extra: str = ""
) -> str:
    """A record view: its <title> is the bare dataset title, as this catalogue prints it."""
    return CLIM.page(
        title,
        f"""{COOKIES}<h1>{title}</h1><p class="uuid">Record {rid} · ISO 19115-2</p>
<ul class="tabs">{"".join(f'<li><a href="{h}">{t}</a></li>' for h, t in tabs)}</ul>
<h2>Download and services</h2>{links(files)}{extra}""",
        head=analytics("ardent-climate"),
        raw_title=True,
    )


def sub(title: str, rid: str, heading: str, body: str) -> str:
    return CLIM.page(
        f"{heading} — {title}",
        f'<h1>{heading}</h1><p>Dataset: <a href="/srv/view/{rid}">{title}</a></p>{body}',
        raw_title=True,
    )


@cache
def clim_sites() -> list[Site]:
    t = f"http://{THREDDS}/thredds/fileServer"
    apgd_files = [(f"{t}/apgd/apgd_v21_{d}.nc", f"NetCDF {d}") for d in ("1971-1990", "1991-2020")]
    snow_files = [(f"{t}/swe/swe_r3_{y}.nc", f"NetCDF {y}") for y in ("1981-2000", "2001-2025")]
    pages: dict[str, object] = {
        f"/srv/view/{APGD_ID}": record(
            APGD,
            APGD_ID,
            [(f"/srv/lineage/{APGD_ID}", "Lineage"), (f"/srv/xml/{APGD_ID}.xml", "ISO XML")],
            apgd_files,
        ),
        f"/srv/lineage/{APGD_ID}": sub(
            APGD,
            APGD_ID,
            "Lineage",
            "<p>Interpolated from 412 rain gauges; see the processing report.</p>"
            + links([("/docs/apgd_v21_processing.pdf", "Processing report (PDF)")]),
        ),
        f"/srv/xml/{APGD_ID}.xml": data(
            f"<MD_Metadata><title>{APGD}</title></MD_Metadata>", "application/xml"
        ),
        "/docs/apgd_v21_processing.pdf": pdf_file("Processing report", "gauges and kriging"),
        f"/srv/view/{SNOW_ID}": record(
            SNOW,
            SNOW_ID,
            [
                (f"/srv/lineage/{SNOW_ID}", "Lineage"),
                (f"/srv/quality/{SNOW_ID}", "Data quality"),
                (f"/srv/xml/{SNOW_ID}.xml", "ISO XML"),
            ],
            snow_files,
            f'<p>Derived from: <a href="/srv/view/{OLD_ID}">earlier precipitation grid</a></p>',
        ),
        f"/srv/lineage/{SNOW_ID}": sub(
            SNOW,
            SNOW_ID,
            "Lineage",
            "<p>Model forcing and assimilation steps.</p>"
            + f'<p><a href="/srv/lineage/{SNOW_ID}/steps">All processing steps</a></p>',
        ),
        f"/srv/lineage/{SNOW_ID}/steps": sub(
            SNOW,
            SNOW_ID,
            "Processing steps",
            links(
                [
                    (f"{t}/swe/swe_r3_forcing.nc", "Forcing fields (NetCDF)"),
                    ("/docs/swe_r3_assimilation.pdf", "Assimilation note (PDF)"),
                ]
            ),
        ),
        f"/srv/quality/{SNOW_ID}": sub(
            SNOW,
            SNOW_ID,
            "Data quality",
            links([("/docs/swe_r3_validation.csv", "Validation against snow pillows (CSV)")]),
        ),
        f"/srv/xml/{SNOW_ID}.xml": data(
            f"<MD_Metadata><title>{SNOW}</title></MD_Metadata>", "application/xml"
        ),
        "/docs/swe_r3_assimilation.pdf": pdf_file("Assimilation note"),
        "/docs/swe_r3_validation.csv": csv_file("site,bias", "P01,0.12"),
        f"/srv/view/{OLD_ID}": record(OLD, OLD_ID, [], []),
    }
    files = {
        u.split(THREDDS, 1)[1]: blob("application/x-netcdf")
        for u, _ in [*apgd_files, *snow_files, (f"{t}/swe/swe_r3_forcing.nc", "")]
    }
    return [agency_site(CLIM, pages), bare_site(THREDDS, files)]  # type: ignore[arg-type]


# --- agency open-data catalogue: dataset and resource pages under the dataset path,
# the files on a separate blob-storage domain (GitHub raw-like) ----------------------------

OD = Portal(
    host="catalogue.pellmoor-gov.hx46.example",
    name="Pellmoor Open Data",
    menu=[
        ("/dataset", "Datasets"),
        ("/organization", "Publishers"),
        ("/group", "Topics"),
        ("/showcase", "Showcases"),
        ("/about", "About"),
    ],
    footer=[("/api/3", "API"), ("/licence", "Open licence"), ("/privacy", "Privacy")],
    title_format="{title} - {name}",
    home_title="Pellmoor Open Data",
)
BLOB = "blob.pellmoor-files.hx46.example"
TRAFFIC, PERMITS = "/dataset/road-traffic-counts-2025", "/dataset/building-permits-issued"


def od_dataset(path: str, title: str, resources: list[tuple[str, str, str]]) -> str:
    items = "".join(
        f'<li class="resource-item"><a href="{path}/resource/{rid}">{name}</a>'
        f' <span class="format-label">{fmt}</span></li>'
        for rid, name, fmt in resources
    )
    return OD.page(
        title,
        f"""{COOKIES}<ol class="breadcrumb"><li><a href="/dataset">Datasets</a></li></ol>
<h1>{title}</h1><p>Publisher: <a href="/organization/transport-department">Transport
Department</a></p><h2>Data and resources</h2><ul class="resource-list">{items}</ul>
<p class="tags"><a href="/dataset?tags=transport">transport</a></p>
<p><a href="{path}/activity">Activity stream</a> · <a href="/dataset?q=&amp;sort=score">More
datasets</a></p>""",
        head=analytics("pellmoor-gov"),
    )


def od_resource(path: str, title: str, name: str, url: str) -> str:
    return OD.page(
        f"{name} - {title}",
        f"""<ol class="breadcrumb"><li><a href="{path}">{title}</a></li></ol><h1>{name}</h1>
<p><a class="btn" href="{url}">Download</a></p><p>URL: {url}</p>""",
    )


@cache
def od_sites() -> list[Site]:
    tr = [
        ("7c1e2a90", "Traffic counts by site, 2025", "CSV"),
        ("7c1e2a91", "Count site locations", "GeoJSON"),
    ]
    pm = [
        ("b5510f02", "Permits issued, 2018-2025", "CSV"),
        ("b5510f03", "Permits issued, 2018-2025", "XLSX"),
        ("b5510f04", "Data dictionary", "PDF"),
        ("b5510f05", "Live permits feed", "JSON API"),
    ]
    blobs = {
        "7c1e2a90": f"http://{BLOB}/transport/traffic_counts_2025.csv",
        "7c1e2a91": f"http://{BLOB}/transport/count_sites.geojson",
        "b5510f02": f"http://{BLOB}/planning/permits_2018_2025.csv",
        "b5510f03": f"http://{BLOB}/planning/permits_2018_2025.xlsx",
        "b5510f04": f"http://{BLOB}/planning/permits_data_dictionary.pdf",
        "b5510f05": f"http://{BLOB}/planning/api/permits.json",
    }
    pages: dict[str, object] = {
        TRAFFIC: od_dataset(TRAFFIC, "Road traffic counts 2025", tr),
        PERMITS: od_dataset(PERMITS, "Building permits issued", pm),
        f"{TRAFFIC}/activity": OD.page("Activity", "<h1>Activity stream</h1><p>Updated.</p>"),
        f"{PERMITS}/activity": OD.page(
            "Activity",
            "<h1>Activity stream</h1><p>Resource added by the planning team. "
            f'See the <a href="{PERMITS}/resource/b5510f01">withdrawn 2017 extract</a>.</p>',
        ),
        f"{PERMITS}/resource/b5510f01": od_resource(
            PERMITS,
            "Building permits issued",
            "Permits issued, 2010-2017 (withdrawn)",
            f"http://{BLOB}/planning/permits_2010_2017.csv",
        ),
    }
    for path, title, res in (
        (TRAFFIC, "Road traffic counts 2025", tr),
        (PERMITS, "Building permits issued", pm),
    ):
        for rid, name, _fmt in res:
            pages[f"{path}/resource/{rid}"] = od_resource(path, title, name, blobs[rid])
    files = {u.split(BLOB, 1)[1]: blob("application/octet-stream") for u in blobs.values()}
    files["/planning/permits_2010_2017.csv"] = csv_file("id,date", "1,2010-01-04")
    return [agency_site(OD, pages), bare_site(BLOB, files)]  # type: ignore[arg-type]


def _od_truth(path: str) -> frozenset[str]:
    site, blob_site = od_sites()
    own = {OD.url(p) for p in site.pages if p.startswith(path)}
    ext = set()
    for p in site.pages:
        if p.startswith(path + "/resource/"):
            body = site.pages[p].body.decode()  # type: ignore[union-attr]
            ext |= {f"http://{BLOB}{q}" for q in blob_site.pages if f'{BLOB}{q}"' in body}
    return frozenset(own | ext)


CASES: list[Case] = [
    # The station id is in the entry URI and in every URI of the record, on the portal and
    # on its API host, as on GBIF: Significant String from URI.  Nearby stations and the
    # chrome do not carry it.
    Case(
        "mms-lockhaven-station",
        "meteorological station record (station page, observations, normals, CSV on API host)",
        "dataset",
        "sig_uri",
        WX.url(f"/cdo/station/{S1}"),
        _ids(
            S1,
            [
                f"/cdo/station/{S1}",
                f"/cdo/observations?stationid={S1}&page=1",
                f"/cdo/station/{S1}/normals",
                f"http://{WX_API}/v2/stations/{S1}/daily.csv",
            ],
        ),
        wx_sites,
        others=frozenset({WX.url(f"/cdo/station/{S1_NEAR}")}),
    ),
    # Harder: paginated observations, instrument history, JSON metadata and three CSVs on
    # the API host, one reached only from the normals page; the id still marks them all.
    Case(
        "mms-brennock-station",
        "meteorological station record (paginated observations, history, API files)",
        "dataset",
        "sig_uri",
        WX.url(f"/cdo/station/{S2}"),
        _ids(
            S2,
            [f"/cdo/station/{S2}", f"/cdo/station/{S2}/normals", f"/cdo/station/{S2}/history"]
            + [f"/cdo/observations?stationid={S2}&page={p}" for p in (1, 2, 3)]
            + [
                f"http://{WX_API}/v2/stations/{S2}{s}"
                for s in ("", "/daily.csv", "/hourly.csv", "/normals.csv")
            ],
        ),
        wx_sites,
        others=frozenset({WX.url(f"/cdo/station/{S2_NEAR}")}),
    ),
    # Every file of a report lives under its series/year/number directory, like a
    # repository under its project path: Path-Based (the data directory is two hops away).
    Case(
        "tgs-crane-valley-ofr",
        "geological survey publication (open-file report with a data directory)",
        "report",
        "path_based",
        GEO.url(OF),
        _under(OF),
        geo_sites,
        others=frozenset({GEO.url("/of/2019/1177/")}),
    ),
    # Harder: plates, GIS data and a superseded version, all under the map's directory and
    # up to three hops deep; the related report is outside the path.
    Case(
        "tgs-harrow-fault-map",
        "geological survey publication (map with plates, GIS data and version history)",
        "report",
        "path_based",
        GEO.url(SIR),
        _under(SIR),
        geo_sites,
        others=frozenset({GEO.url(OF)}),
    ),
    # The record's metadata pages all carry the dataset title (the <title> is the bare
    # title), the NetCDF files and reports they link do not: the seed's Dryad shape,
    # Significant String from Title+ with Ignored URIs.  The older record is featured on
    # the home page, so ignored.
    Case(
        "acc-apgd-precipitation",
        "climate dataset metadata catalogue (record, lineage and ISO XML, NetCDF on THREDDS)",
        "dataset",
        "sig_title_plus_ignored",
        CLIM.url(f"/srv/view/{APGD_ID}"),
        frozenset(
            {
                CLIM.url(p)
                for p in (
                    f"/srv/view/{APGD_ID}",
                    f"/srv/lineage/{APGD_ID}",
                    f"/srv/xml/{APGD_ID}.xml",
                    "/docs/apgd_v21_processing.pdf",
                )
            }
            | {
                f"http://{THREDDS}/thredds/fileServer/apgd/apgd_v21_{d}.nc"
                for d in ("1971-1990", "1991-2020")
            }
        ),
        clim_sites,
    ),
    # Harder: a processing-steps page two hops deep links more files; quality page.
    Case(
        "acc-swe-reanalysis",
        "climate dataset metadata catalogue (reanalysis with lineage steps and quality)",
        "dataset",
        "sig_title_plus_ignored",
        CLIM.url(f"/srv/view/{SNOW_ID}"),
        frozenset(
            {
                CLIM.url(p)
                for p in (
                    f"/srv/view/{SNOW_ID}",
                    f"/srv/lineage/{SNOW_ID}",
                    f"/srv/lineage/{SNOW_ID}/steps",
                    f"/srv/quality/{SNOW_ID}",
                    f"/srv/xml/{SNOW_ID}.xml",
                    "/docs/swe_r3_assimilation.pdf",
                    "/docs/swe_r3_validation.csv",
                )
            }
            | {
                f"http://{THREDDS}/thredds/fileServer/swe/swe_r3_{y}.nc"
                for y in ("1981-2000", "2001-2025", "forcing")
            }
        ),
        clim_sites,
        others=frozenset({CLIM.url(f"/srv/view/{OLD_ID}")}),
    ),
    # Dataset and resource pages share the dataset's path, the files sit on another domain
    # (GitHub's raw host shape): Path-Based with Externals.
    Case(
        "pod-traffic-counts",
        "agency open-data catalogue (dataset with two resources on blob storage)",
        "dataset",
        "path_based_externals",
        OD.url(TRAFFIC),
        _od_truth(TRAFFIC),
        od_sites,
    ),
    # Harder: four resources (one an API), and a withdrawn extract reached only through the
    # activity stream.
    Case(
        "pod-building-permits",
        "agency open-data catalogue (four resources, API feed, withdrawn extract)",
        "dataset",
        "path_based_externals",
        OD.url(PERMITS),
        _od_truth(PERMITS),
        od_sites,
    ),
]
