"""Datasets: files behind a click-through licence, a Dataverse with a paginated file list,
an open-data portal listing files on the landing only in JSON-LD, a Dryad-like record
whose title unrelated records repeat, and a dataset split over a data host and a code
host of one organisation."""

from __future__ import annotations

import json
from functools import cache

from sites.portals._portal import Case

from ._kit import Hub, case, chrome, csv, data, doc, head, jsonld, links

# ------------------------------------------------ polar data centre, click-through licence

POLAR = "data.polardata.hx22.example"
POLAR_SETS = {
    "PD-0077": ("Firn cores from the Lomonosov ice rise, 2018", ["ice_cores.nc", "core_log.pdf"]),
    "PD-0131": ("Sea-ice thickness from helicopter EM, 2021", ["em_2021.csv"]),
    "PD-00771": ("Firn core density profiles, reprocessed", ["density.nc"]),
    "PD-0132": ("Sea-ice thickness from helicopter EM, 2022", ["em_2022.csv"]),
}


@cache
def polar() -> Hub:
    hub = Hub(
        [
            chrome(
                POLAR,
                "Polar Data Centre",
                [("/search?type=dataset", "Datasets"), ("/deposit", "Deposit")],
            )
        ]
    )
    for ds, (title, files) in POLAR_SETS.items():
        rows = []
        for f in files:
            q = f"ds={ds}&file={f}"
            get = f"/get?{q}&accept=1"
            if f.endswith(".pdf"):
                hub.put(get, doc(f"{title}: core log", "Log sheets."))
            elif f.endswith(".csv"):
                hub.put(get, csv("lat,lon,thickness_m", "-75.1,20.2,1.8"))
            else:
                hub.put(get, data(b"CDF\x01 " + f.encode(), "application/x-netcdf"))
            hub.page(
                f"/licence?{q}",
                "Data licence",
                f"<h1>Licence agreement</h1><p>Dataset {ds}, file {f}.</p>"
                "<p>These data are provided under the Polar Data Policy. Cite the dataset.</p>"
                f"<p><a class='btn' href='{get.replace('&', '&amp;')}'>I accept - download</a> "
                f"<a href='/ds/{ds}'>Cancel</a></p><p><a href='/policy'>Read the full data policy</a></p>",
            )
            rows.append((f"/licence?{q}", f"Download {f}"))
        related = {"PD-0077": "PD-00771", "PD-0131": "PD-0132"}.get(ds)
        rel = links([(f"/ds/{related}", POLAR_SETS[related][0])]) if related else ""
        hub.page(
            f"/ds/{ds}",
            title,
            f"<h1>{title}</h1><p>Identifier {ds}. <a href='/policy'>Data policy</a></p>"
            f"<h2>Data files</h2>{links(rows)}<h2>Related datasets</h2>{rel}",
            hd=head(site_name="Polar Data Centre", citation={"title": title}),
        )
    hub.page("/policy", "Data policy", "<h1>Polar Data Policy</h1><p>Open, with citation.</p>")
    return hub


def _polar(ds: str) -> set[str]:
    out = {f"http://{POLAR}/ds/{ds}"}
    for f in POLAR_SETS[ds][1]:
        out |= {
            f"http://{POLAR}/licence?ds={ds}&file={f}",
            f"http://{POLAR}/get?ds={ds}&file={f}&accept=1",
        }
    return out


POLAR_CASES = [
    # sig_uri: every file sits behind its own click-through licence page; the dataset id
    # PD-0077 is in every artifact URI (landing, licence gate, download) as GBIF's key is
    # (seed: Significant String from URI).  Related dataset PD-00771 carries PD-0077 as a
    # prefix.  Truth: landing, per-file licence pages, the files; not the general data
    # policy (shared by all), not the related dataset.
    case(
        polar(),
        "polardata-firn-cores",
        "Polar data centre (click-through licence)",
        "multi_hop",
        "sig_uri",
        f"http://{POLAR}/ds/PD-0077",
        _polar("PD-0077"),
        {f"http://{POLAR}/ds/PD-00771"},
    ),
    # sig_uri: one CSV behind its licence page.
    case(
        polar(),
        "polardata-sea-ice-em",
        "Polar data centre (click-through licence)",
        "multi_hop",
        "sig_uri",
        f"http://{POLAR}/ds/PD-0131",
        _polar("PD-0131"),
        {f"http://{POLAR}/ds/PD-0132"},
    ),
]

# -------------------------------------------------- Dataverse with a paginated file list

DV = "dataverse.socdataverse.hx22.example"
DV_SETS = {
    "QX3K9A": ("Household Panel Survey on Energy Poverty, Waves 1-3", 7, 9001),
    "ZZ81PL": ("Replication Data for: Rent Burden and Mobility", 4, 9101),
    "QX3K9B": ("Household Panel Survey on Energy Poverty, Wave 4", 1, 9201),
}
PER_PAGE = 3


def _dv_landing(pid: str) -> str:
    return f"/dataset.xhtml?persistentId=doi:10.70021/DVN/{pid}"


@cache
def dataverse() -> Hub:
    hub = Hub(
        [
            chrome(
                DV,
                "Social Science Dataverse",
                [("/dataverse/root", "Dataverse"), ("/dataverse/socdept", "Sociology")],
                title_format="{title} - {name}",
                home_title="Social Science Dataverse",
            )
        ]
    )
    for pid, (title, nfiles, first) in DV_SETS.items():
        land = _dv_landing(pid)
        fids = list(range(first, first + nfiles))
        pages = [fids[i : i + PER_PAGE] for i in range(0, nfiles, PER_PAGE)]
        for fid in fids:
            fname = f"wave_{fid - first + 1}.tab"
            hub.put(
                f"/api/access/datafile/{fid}",
                data(f"id\tx\n{fid}\t1\n", "text/tab-separated-values"),
            )
            hub.page(
                f"/file.xhtml?fileId={fid}&version=1.0",
                f"{fname} - {title}",
                f"<h1>{fname}</h1><p>Part of <a href='{land}'>{title}</a>.</p>"
                + links([(f"/api/access/datafile/{fid}", "Download")]),
            )
        for n, chunk in enumerate(pages, 1):
            rows = links(
                [
                    (f"/file.xhtml?fileId={fid}&version=1.0", f"wave_{fid - first + 1}.tab")
                    for fid in chunk
                ]
                + [(f"/api/access/datafile/{fid}", f"Download {fid}") for fid in chunk]
            )
            pager = " ".join(
                f"<a href='{land}&amp;page={k}'>{k}</a>" for k in range(2, len(pages) + 1)
            )
            pager = f"<a href='{land}'>1</a> {pager}" if len(pages) > 1 else ""
            cite = f"<p class='citation'>{title}, https://doi.org/10.70021/DVN/{pid}, Social Science Dataverse, V1</p>"
            rel = ""
            if pid == "QX3K9A":
                rel = links([(_dv_landing("QX3K9B"), DV_SETS["QX3K9B"][0])])
            main = f"<h1>{title}</h1>{cite}<h2>Files</h2>{rows}<div class='pager'>{pager}</div><h2>Related</h2>{rel}"
            hub.page(
                land if n == 1 else f"{land}&page={n}",
                title,
                main,
                hd=head(
                    generator="Dataverse 5.14",
                    citation={"title": title, "doi": f"10.70021/DVN/{pid}"},
                ),
            )
    return hub


def _dv(pid: str) -> set[str]:
    _t, nfiles, first = DV_SETS[pid]
    land = f"http://{DV}{_dv_landing(pid)}"
    out = {land} | {f"{land}&page={k}" for k in range(2, -(-nfiles // PER_PAGE) + 1)}
    for fid in range(first, first + nfiles):
        out |= {
            f"http://{DV}/file.xhtml?fileId={fid}&version=1.0",
            f"http://{DV}/api/access/datafile/{fid}",
        }
    return out


DATAVERSE_CASES = [
    # sig_filtered_title: Dataverse titles end with " - Social Science Dataverse" (the seed:
    # Dataverse is Significant String from Filtered Title, filtering from the title's end).
    # The file list is paginated: pages 2 and 3 of the landing carry the later files.
    # Truth: landing, its pages 2-3, the file pages and downloads; not the parent dataverse,
    # not the related wave-4 dataset (its title shares a long prefix).
    case(
        dataverse(),
        "socdv-energy-poverty",
        "Dataverse installation (paginated file list)",
        "multi_hop",
        "sig_filtered_title",
        f"http://{DV}{_dv_landing('QX3K9A')}",
        _dv("QX3K9A"),
        {f"http://{DV}{_dv_landing('QX3K9B')}"},
    ),
    # sig_filtered_title: four files over two pages.
    case(
        dataverse(),
        "socdv-rent-burden",
        "Dataverse installation (paginated file list)",
        "multi_hop",
        "sig_filtered_title",
        f"http://{DV}{_dv_landing('ZZ81PL')}",
        _dv("ZZ81PL"),
    ),
]

# ------------------------------------ open-data portal, files on the landing only in JSON-LD

GEO = "www.geoportal.hx22.example"
GEO_API = "api.geoportal.hx22.example"
GEO_SETS = {
    "6f1c2a9e-4b7d-4e0a-9c55-2d8e1b0f7a31": (
        "Groundwater levels, Lower Valley aquifer",
        ["levels.csv", "wells.geojson"],
    ),
    "b2d4e6f8-1a3c-4e5f-8a9b-0c1d2e3f4a5b": ("Land-cover map 2020, 10 m", ["landcover_2020.tif"]),
    "c9e8d7f6-5a4b-4c3d-8e2f-1a0b9c8d7e6f": ("Groundwater abstraction licences", ["licences.csv"]),
}


@cache
def geoportal() -> Hub:
    hub = Hub(
        [
            chrome(
                GEO,
                "Regional Open Data",
                [("/dataset", "Datasets"), ("/organization", "Publishers")],
            )
        ]
    )
    for uuid, (title, files) in GEO_SETS.items():
        urls = [f"http://{GEO_API}/v1/dataset/{uuid}/resource/{f}" for f in files]
        for f, u in zip(files, urls, strict=True):
            hub.put(
                u.split(GEO_API, 1)[1],
                data(
                    f"{f} of {title}\n",
                    "text/csv" if f.endswith("csv") else "application/octet-stream",
                ),
                host=GEO_API,
            )
        ld = {
            "@context": "https://schema.org",
            "@type": "Dataset",
            "name": title,
            "distribution": [
                {"@type": "DataDownload", "contentUrl": u, "name": u.rsplit("/", 1)[1]}
                for u in urls
            ],
        }
        hub.page(
            f"/dataset/{uuid}/resources",
            f"Data and resources: {title}",
            f"<h1>{title}</h1><h2>Data and resources</h2>"
            + links([(u, u.rsplit("/", 1)[1]) for u in urls]),
        )
        sim = ""
        if uuid.startswith("6f1c"):
            other = "c9e8d7f6-5a4b-4c3d-8e2f-1a0b9c8d7e6f"
            sim = links([(f"/dataset/{other}", GEO_SETS[other][0])])
        hub.page(
            f"/dataset/{uuid}",
            title,
            f"<h1>{title}</h1><p>Publisher: <a href='/organization/water-board'>Water Board</a>. "
            "Tags: <a href='/dataset?tags=groundwater'>groundwater</a></p>"
            f"<div id='resources' data-src='/api/3/action/package_show?id={uuid}'>Loading files…</div>"
            f"<p><a href='/dataset/{uuid}/resources'>Data and resources</a></p><h2>Similar datasets</h2>{sim}",
            hd=head(generator="ckan 2.10", site_name="Regional Open Data") + jsonld(json.dumps(ld)),
        )
    return hub


def _geo(uuid: str) -> set[str]:
    return {f"http://{GEO}/dataset/{uuid}", f"http://{GEO}/dataset/{uuid}/resources"} | {
        f"http://{GEO_API}/v1/dataset/{uuid}/resource/{f}" for f in GEO_SETS[uuid][1]
    }


GEO_CASES = [
    # sig_uri: the landing page lists its files only in JSON-LD `distribution` (the visible
    # list is filled by script); anchors to them appear one page further, on "Data and
    # resources".  The dataset UUID is in every artifact URI, on both hosts (seed:
    # Significant String from URI, GBIF).  Truth: landing, resources page, the files on the
    # API host; not publisher/tag pages, not the similar dataset.
    case(
        geoportal(),
        "geoportal-groundwater",
        "Open-data portal (CKAN, JSON-LD distribution)",
        "multi_hop",
        "sig_uri",
        f"http://{GEO}/dataset/6f1c2a9e-4b7d-4e0a-9c55-2d8e1b0f7a31",
        _geo("6f1c2a9e-4b7d-4e0a-9c55-2d8e1b0f7a31"),
        {f"http://{GEO}/dataset/c9e8d7f6-5a4b-4c3d-8e2f-1a0b9c8d7e6f"},
    ),
    # sig_uri: one GeoTIFF.
    case(
        geoportal(),
        "geoportal-landcover",
        "Open-data portal (CKAN, JSON-LD distribution)",
        "multi_hop",
        "sig_uri",
        f"http://{GEO}/dataset/b2d4e6f8-1a3c-4e5f-8a9b-0c1d2e3f4a5b",
        _geo("b2d4e6f8-1a3c-4e5f-8a9b-0c1d2e3f4a5b"),
    ),
]

# ---------------------------------- Dryad-like data repository, title repeated by others

DRY = "datadepot.drywell.hx22.example"
DRY_SETS = {
    "dd.8k2p1": (
        "Data from: Thermal tolerance of intertidal limpets across a latitudinal gradient",
        [55121, 55122, 55123],
    ),
    "dd.3m9q7": ("Data from: Pollinator visitation to alpine cushion plants", [60110, 60111]),
}
# unrelated records that repeat a title verbatim (citing it, or a same-named re-analysis)
DRY_ECHOES = {
    "dd.9t4r2": (
        "Re-analysis of Data from: Thermal tolerance of intertidal limpets across a latitudinal gradient",
        "dd.8k2p1",
    ),
    "dd.7h1w5": ("Meta-analysis of gastropod heat tolerance", "dd.8k2p1"),
    "dd.2c6v8": (
        "Alpine flower phenology (cites Data from: Pollinator visitation to alpine cushion plants)",
        "dd.3m9q7",
    ),
}


def _dry_land(doi: str) -> str:
    return f"/stash/dataset/doi:10.60012/{doi}"


@cache
def dryad() -> Hub:
    hub = Hub(
        [
            chrome(
                DRY,
                "DataDepot",
                [("/search", "Explore data"), ("/stash/our_membership", "Members")],
            )
        ]
    )
    for doi, (title, fids) in DRY_SETS.items():
        for fid in fids:
            hub.put(
                f"/stash/downloads/file_stream/{fid}", data(f"col1,col2\n{fid},1\n", "text/csv")
            )
        readme = f"{_dry_land(doi)}/readme"
        hub.page(
            readme, f"README: {title}", f"<h1>README for {title}</h1><p>Column descriptions.</p>"
        )
        echoes = [(_dry_land(e), t) for e, (t, of) in DRY_ECHOES.items() if of == doi]
        hub.page(
            _dry_land(doi),
            title,
            f"<h1>{title}</h1><p>Citation: {title}. DataDepot. doi:10.60012/{doi}</p>"
            + links([(readme, "README")])
            + "<h2>Files</h2>"
            + links([(f"/stash/downloads/file_stream/{f}", f"file_{f}.csv") for f in fids])
            + "<h2>Related works</h2>"
            + links(echoes),
            hd=head(site_name="DataDepot", citation={"title": title, "doi": f"10.60012/{doi}"}),
        )
    for e, (t, of) in DRY_ECHOES.items():
        cited = DRY_SETS[of][0]
        hub.page(
            _dry_land(e),
            t,
            f"<h1>{t}</h1><p>References: {cited}. doi:10.60012/{of}</p>"
            + links(
                [(_dry_land(of), cited), (f"/stash/downloads/file_stream/7{e[3:7]}", "data.csv")]
            ),
        )
        hub.put(f"/stash/downloads/file_stream/7{e[3:7]}", data(b"x\n1\n", "text/csv"))
    return hub


def _dry(doi: str) -> set[str]:
    land = f"http://{DRY}{_dry_land(doi)}"
    return {land, land + "/readme"} | {
        f"http://{DRY}/stash/downloads/file_stream/{f}" for f in DRY_SETS[doi][1]
    }


DRYAD_CASES = [
    # sig_title_plus_ignored: Dryad (seed: "Significant String From Title+ with Ignored URI
    # List"): landing and README carry the title, the file streams do not (one hop out).
    # Two unrelated records repeat the title verbatim ("Re-analysis of Data from: ...", a
    # citing record) and are linked as related works: they match the title but are other
    # artifacts.  Truth: landing, README, the three file streams.
    case(
        dryad(),
        "datadepot-limpets",
        "Data repository (Dryad-like)",
        "multi_hop",
        "sig_title_plus_ignored",
        f"http://{DRY}{_dry_land('dd.8k2p1')}",
        _dry("dd.8k2p1"),
        {f"http://{DRY}{_dry_land('dd.9t4r2')}", f"http://{DRY}{_dry_land('dd.7h1w5')}"},
    ),
    # sig_title_plus_ignored: two files, one citing record repeating the title.
    case(
        dryad(),
        "datadepot-pollinators",
        "Data repository (Dryad-like)",
        "multi_hop",
        "sig_title_plus_ignored",
        f"http://{DRY}{_dry_land('dd.3m9q7')}",
        _dry("dd.3m9q7"),
        {f"http://{DRY}{_dry_land('dd.2c6v8')}"},
    ),
]

# ------------------------------- one organisation's data host and code host (Kaggle-like)

ECO = "data.ecolab.hx22.example"
CODE = "code.ecolab.hx22.example"
ECO_SETS = {
    "soil-moisture-2019": ("Soil moisture network, 2019", "sm_2019.csv"),
    "stream-temperature": ("Stream temperature loggers, upper catchment", "stream_temp.csv"),
    "soil-moisture-2019-raw": ("Soil moisture network, 2019 (raw logger dumps)", "sm_2019_raw.zip"),
}


@cache
def ecolab() -> Hub:
    hub = Hub(
        [
            chrome(
                ECO, "EcoLab Data", [("/datasets", "Datasets"), ("/competitions", "Challenges")]
            ),
            chrome(
                CODE,
                "EcoLab Code",
                [("/explore", "Explore"), ("/ecolab", "EcoLab")],
                title_format="{title} · {name}",
            ),
        ]
    )
    for slug, (title, fname) in ECO_SETS.items():
        base = f"/datasets/{slug}/"
        dl = f"{base}download/{fname}"
        hub.put(dl, csv("station,date,vwc", "S1,2019-01-01,0.31"))
        hub.page(
            f"{base}files", f"Files: {title}", f"<h1>{title}: files</h1>" + links([(dl, fname)])
        )
        hub.page(
            f"{base}discussion",
            f"Discussion: {title}",
            f"<h1>Discussion</h1><p>Is {fname} gap-filled?</p>",
        )
        repo = f"/ecolab/{slug}"
        code = [(f"http://{CODE}{repo}", "Processing code")]
        if slug != "soil-moisture-2019-raw":
            hub.put(
                f"{repo}/archive/refs/heads/main.zip",
                data(b"PK\x03\x04 code", "application/zip"),
                host=CODE,
            )
            hub.page(
                repo,
                f"ecolab/{slug}",
                f"<h1>ecolab/{slug}</h1><pre>README: processing for {title}</pre>"
                + links(
                    [
                        (f"{repo}/archive/refs/heads/main.zip", "Download ZIP"),
                        (f"http://{ECO}{base}", "Dataset"),
                    ]
                ),
                host=CODE,
            )
            code.append((f"http://{CODE}{repo}/archive/refs/heads/main.zip", "Code (zip)"))
        rel = (
            links([("/datasets/soil-moisture-2019-raw/", ECO_SETS["soil-moisture-2019-raw"][0])])
            if slug == "soil-moisture-2019"
            else ""
        )
        hub.page(
            base,
            title,
            f"<h1>{title}</h1><nav class='tabs'>"
            + links(
                [
                    (base, "Data card"),
                    (f"{base}files", "Files"),
                    (f"{base}discussion", "Discussion"),
                ]
            )
            + f"</nav><p>Download: <a href='{dl}'>{fname}</a></p><h2>Code</h2>"
            + links(code)
            + f"<p>Owner <a href='/ecolab'>EcoLab</a> · <a href='/datasets?tag=soil'>soil</a></p><h2>Related</h2>{rel}",
            hd=head(site_name="EcoLab Data"),
        )
    return hub


def _eco(slug: str) -> set[str]:
    b = f"http://{ECO}/datasets/{slug}/"
    return {
        b,
        b + "files",
        b + "discussion",
        b + "download/" + ECO_SETS[slug][1],
        f"http://{CODE}/ecolab/{slug}",
        f"http://{CODE}/ecolab/{slug}/archive/refs/heads/main.zip",
    }


ECOLAB_CASES = [
    # path_based_externals: Kaggle-like (seed: "Kaggle Datasets ... Path-Based with
    # Externals"): data-card tabs and the download under /datasets/<slug>/, the processing
    # code on the organisation's code host (another host of the same registrable domain).
    # The related raw dataset's path carries the slug as a prefix.  Truth: data card, files
    # and discussion tabs, the CSV, the code repository page and its zip; not menus, owner
    # or tag pages, not the raw dataset.
    case(
        ecolab(),
        "ecolab-soil-moisture",
        "Data and code hosts of one lab (Kaggle-like)",
        "multi_hop",
        "path_based_externals",
        f"http://{ECO}/datasets/soil-moisture-2019/",
        _eco("soil-moisture-2019"),
        {f"http://{ECO}/datasets/soil-moisture-2019-raw/"},
    ),
    # path_based_externals: same shape.
    case(
        ecolab(),
        "ecolab-stream-temperature",
        "Data and code hosts of one lab (Kaggle-like)",
        "multi_hop",
        "path_based_externals",
        f"http://{ECO}/datasets/stream-temperature/",
        _eco("stream-temperature"),
    ),
]

CASES: list[Case] = [*POLAR_CASES, *DATAVERSE_CASES, *GEO_CASES, *DRYAD_CASES, *ECOLAB_CASES]
