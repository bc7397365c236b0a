"""heldout88's multi-hop portals bounded by a significant string: a smart-city open-data
portal (dataset id in every URI), a building-performance data repository and a building
energy benchmark catalogue (title in every page), a transport project hub (title behind a
site prefix) and a planning document archive (title before a site suffix)."""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, csv, ul

# --- smart-city open-data portal (sig_uri) --------------------------------------------------

ODP = Chrome(
    "data.metropolis-open.hx88.example",
    "Metropolis Open Data",
    [
        ("/dataset/", "Datasets"),
        ("/organization/", "Publishers"),
        ("/group/", "Themes"),
        ("/showcase/", "Apps"),
    ],
    [("/pages/about", "About"), ("/pages/licence", "Licence"), ("/api-guide", "API")],
    title_fmt="{title} - {name}",
    login="/user/login",
)
ODP_API = "api.metropolis-open.hx88.example"
ODP_SETS = {
    "7c1e9a52-3d4b-4e8f-a0c1-5b2d9e6f7a10": (
        "Pedestrian counts, city centre sensors",
        [("e01", "counts-2023.csv")],
        1,
    ),
    "b3f80d17-9e2a-4c6b-8d45-0a1f2e3c4d5b": (
        "Traffic signal loop counts, yearly",
        [(f"r{y}", f"loops-{y}.csv") for y in range(2015, 2024)]
        + [("rmeta", "loop-locations.geojson")],
        2,
    ),
    "51aa0c3e-0000-4b1d-9e7f-6a5b4c3d2e1f": ("Public EV chargers", [("c1", "chargers.csv")], 1),
}
ODP_PER_PAGE = 5


def _odp_urls(uid: str) -> list[str]:
    """Every URI of one dataset: each carries the dataset id."""
    _t, res, pages = ODP_SETS[uid]
    out = [ODP.url(f"/dataset/{uid}"), ODP.url(f"/dataset/activity/{uid}")]
    out += [f"http://{ODP_API}/api/3/action/package_show?id={uid}"]
    for rid, f in res:
        out += [
            ODP.url(f"/dataset/{uid}/resource/{rid}"),
            ODP.url(f"/dataset/{uid}/resource/{rid}/download/{f}"),
        ]
    out += [ODP.url(f"/dataset/{uid}/resources?page={p}") for p in range(2, pages + 1)]
    return out


def _odp_sites() -> list[Site]:
    pages: dict[str, object] = {}
    api = Site(ODP_API)
    others = list(ODP_SETS)
    for uid, (title, res, npages) in ODP_SETS.items():
        chunks = [res[i : i + ODP_PER_PAGE] for i in range(0, len(res), ODP_PER_PAGE)]

        def listing(chunk: list[tuple[str, str]], p: int, uid: str = uid, n: int = npages) -> str:
            items = ul([(f"/dataset/{uid}/resource/{r}", f) for r, f in chunk], "resources")
            if p < n:
                items += f'<a rel="next" href="/dataset/{uid}/resources?page={p + 1}">Next page</a>'
            return items

        rel = ul([(f"/dataset/{o}", ODP_SETS[o][0]) for o in others if o != uid][:1])
        main = (
            f"<h1>{escape(title)}</h1><p>Publisher: <a href='/organization/city-transport'>City transport"
            "</a> \u00b7 Tags: <a href='/dataset/?tags=mobility'>mobility</a></p>"
            f"<h2>Data and resources</h2>{listing(chunks[0], 1)}"
            f'<p><a href="/dataset/activity/{uid}">Activity stream</a> \u00b7 '
            f'<a href="http://{ODP_API}/api/3/action/package_show?id={uid}">API (JSON)</a></p>'
        )
        pages[f"/dataset/{uid}"] = ODP.page(title, main, aside="<h3>Related datasets</h3>" + rel)
        pages[f"/dataset/activity/{uid}"] = ODP.page(
            title, f'<h1>Activity</h1><a href="/dataset/{uid}">back</a>'
        )
        for p, chunk in enumerate(chunks[1:], 2):
            pages[f"/dataset/{uid}/resources?page={p}"] = ODP.page(title, listing(chunk, p))
        for rid, f in res:
            pages[f"/dataset/{uid}/resource/{rid}"] = ODP.page(
                f,
                f'<h1>{escape(f)}</h1><a href="/dataset/{uid}/resource/{rid}/download/{f}">Download</a>'
                f' <a href="/dataset/{uid}">{escape(title)}</a>',
            )
            pages[f"/dataset/{uid}/resource/{rid}/download/{f}"] = blob(f"id\n{rid}\n", "text/csv")
        api.add(
            f"/api/3/action/package_show?id={uid}",
            blob(json.dumps({"result": {"id": uid, "title": title}}), "application/json"),
        )
    ODP.home_main = "<h1>Open data for a smarter city</h1>" + ul(
        [("/group/mobility", "Mobility"), ("/group/energy", "Energy")]
    )
    return [
        ODP.site(pages, forbid=["/dataset/" + u for u in ODP_SETS] + ["/dataset/activity/"]),
        api,
    ]  # type: ignore[arg-type]


# --- building-performance data repository (sig_title_plus_ignored) --------------------------

DRY = Chrome(
    "data.envelopedata.hx88.example",
    "EnvelopeData",
    [("/search", "Explore data"), ("/submit", "Submit"), ("/pricing", "Fees")],
    [("/about", "About"), ("/privacy", "Privacy"), ("/terms", "Terms of service")],
    title_fmt="{title}",
    home_title="EnvelopeData: building-performance data",
)
DRY_SETS = {
    "edx.4k2j9": (
        "Data from: Hourly heat-pump electricity use in 42 retrofitted row houses",
        {1: [("88121", "hp-electricity.csv")]},
    ),
    "edx.9p3m7": (
        "Data from: Airtightness and indoor temperature of 310 timber-frame dwellings",
        {
            1: [("90310", "blower-door.csv")],
            2: [
                ("91402", "blower-door.csv"),
                ("91403", "indoor-temp-2021.csv"),
                ("91404", "indoor-temp-2022.csv"),
                ("91405", "README.txt"),
            ],
        },
    ),
    "edx.2b8z1": ("Data from: Window U-values in social housing", {1: [("70001", "u.csv")]}),
}
DRY_FEATURED = ["edx.2b8z1"]


def _dry_string_pages(did: str) -> list[str]:
    vers = DRY_SETS[did][1]
    base = f"/stash/dataset/doi:10.5061/{did}"
    return [base, base + "/metadata"] + [f"{base}?version={v}" for v in vers if v != max(vers)]


def _dry_truth(did: str) -> list[str]:
    files = {
        f"/stash/downloads/file_stream/{fid}" for fl in DRY_SETS[did][1].values() for fid, _ in fl
    }
    files.add(f"/stash/downloads/download_resource/{did}")
    return [DRY.url(u) for u in _dry_string_pages(did) + sorted(files)]


def _dry_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for did, (title, vers) in DRY_SETS.items():
        base = f"/stash/dataset/doi:10.5061/{did}"
        latest = max(vers)
        related = ul(
            [
                (f"/stash/dataset/doi:10.5061/{f}", "Related dataset")
                for f in DRY_FEATURED
                if f != did
            ]
        )
        for v, files in vers.items():
            fl = ul([(f"/stash/downloads/file_stream/{fid}", n) for fid, n in files], "files")
            vl = ul(
                [
                    (base if w == latest else f"{base}?version={w}", f"Version {w}")
                    for w in vers
                    if w != v
                ]
            )
            main = (
                f"<h1>{escape(title)}</h1><p>Version {v}. Cite: doi:10.5061/{did}</p>"
                f'<a class="btn" href="/stash/downloads/download_resource/{did}">Download full dataset</a>'
                f'<h2>Files</h2>{fl}<p><a href="{base}/metadata">Full metadata</a></p><h3>Versions</h3>{vl}'
            )
            pages[base if v == latest else f"{base}?version={v}"] = DRY.page(
                title, main, aside=related
            )
            for fid, n in files:
                pages[f"/stash/downloads/file_stream/{fid}"] = blob(f"{n}\nrow,1\n", "text/plain")
        pages[base + "/metadata"] = DRY.page(
            title,
            f"<h1>{escape(title)}</h1><dl><dt>Keywords</dt><dd>building physics</dd></dl>"
            f'<a href="{base}">Back to dataset</a>',
        )
        pages[f"/stash/downloads/download_resource/{did}"] = Response.data(
            b"PK\x03\x04", "application/zip"
        )
    DRY.home_main = "<h1>Recently published</h1>" + ul(
        [(f"/stash/dataset/doi:10.5061/{f}", "Recently published dataset") for f in DRY_FEATURED]
    )
    return [DRY.site(pages, forbid=["/stash/"])]  # type: ignore[arg-type]


# --- building energy benchmark catalogue (sig_title) ----------------------------------------

BEB = Chrome(
    "catalogue.benchmarq-buildings.hx88.example",
    "Benchmarq",
    [("/benchmarks/", "All benchmarks"), ("/map", "Map"), ("/contribute", "Contribute")],
    [("/about", "About"), ("/data-policy", "Data policy"), ("/contact", "Contact")],
    title_fmt="{title}",
    home_title="Benchmarq building energy benchmarks",
)
BEB_SETS = {
    "0412": ("BEB-0412 Office tower Rotterdam, measured energy use 2019-2022", {"electricity": 1}),
    "0977": (
        "BEB-0977 Passive-house school Freiburg, monitored 2016-2023",
        {"heat": 3, "electricity": 2, "pv-yield": 1, "water": 1},
    ),
    "0105": ("BEB-0105 Retrofitted terrace, Leeds", {"gas": 1}),
}


def _beb_paths(bid: str) -> list[str]:
    out = [f"/benchmarks/{bid}/", f"/benchmarks/{bid}/meters", f"/benchmarks/{bid}/method"]
    for m, n in BEB_SETS[bid][1].items():
        out.append(f"/benchmarks/{bid}/meters/{m}")
        out += [f"/benchmarks/{bid}/meters/{m}?page={p}" for p in range(2, n + 1)]
        out.append(f"/download/beb-{bid}-{m}.csv")
    return out


def _beb_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for bid, (title, meters) in BEB_SETS.items():
        t = escape(title)
        rel = ul([(f"/benchmarks/{o}/", f"BEB-{o}") for o in BEB_SETS if o != bid])
        pages[f"/benchmarks/{bid}/"] = BEB.page(
            title,
            (
                f"<h1>{t}</h1><p>Floor area and climate zone on the method page.</p>"
                + ul(
                    [
                        (f"/benchmarks/{bid}/meters", "Meters"),
                        (f"/benchmarks/{bid}/method", "Method"),
                    ]
                )
            ),
            aside="<h3>Similar buildings</h3>" + rel,
        )
        pages[f"/benchmarks/{bid}/method"] = BEB.page(
            f"Method - {title}", f"<h1>Method</h1><p>{t}</p>"
        )
        pages[f"/benchmarks/{bid}/meters"] = BEB.page(
            f"Meters - {title}",
            f"<h1>Meters of {t}</h1>" + ul([(f"/benchmarks/{bid}/meters/{m}", m) for m in meters]),
        )
        for m, n in meters.items():
            for p in range(1, n + 1):
                nxt = (
                    f'<a href="/benchmarks/{bid}/meters/{m}?page={p + 1}">Older readings</a>'
                    if p < n
                    else ""
                )
                pages[f"/benchmarks/{bid}/meters/{m}" + (f"?page={p}" if p > 1 else "")] = BEB.page(
                    f"{m} - {title}",
                    f"<h1>{m} readings</h1><p>{t}</p><table><tr><td>2019-01</td><td>41.2</td></tr></table>"
                    f'{nxt}<a href="/download/beb-{bid}-{m}.csv">CSV</a>',
                )
            pages[f"/download/beb-{bid}-{m}.csv"] = csv(title, "month,kwh", ["2019-01,41.2"])
    BEB.home_main = "<h1>Benchmarks</h1>" + ul(
        [(f"/benchmarks/{b}/", f"BEB-{b}") for b in BEB_SETS]
    )
    return [BEB.site(pages, forbid=["/benchmarks/0", "/download/"])]  # type: ignore[arg-type]


# --- transport project hub, site-prefixed titles (sig_filtered_title) -----------------------

WAY = Chrome(
    "www.waypointscience.hx88.example",
    "Waypoint",
    [
        ("/dashboard", "My projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    [("/terms", "Terms of use"), ("/privacy", "Privacy policy"), ("/status", "Status")],
    title_fmt="Waypoint | {title}",
    home_title="Waypoint | Home",
)
# project guid -> (title, components, files by guid)
WAY_PROJECTS = {
    "x7k2p": (
        "Commute mode choice after the congestion charge",
        [],
        {"3hq7z": "survey-wave1.csv", "5tg8w": "codebook.pdf"},
    ),
    "q4n9d": (
        "Microtransit pilots in four suburbs: data and analysis code",
        ["m4n8r", "j2w6e"],
        {
            "8vb3c": "trips-pilot-a.csv",
            "7kd2s": "trips-pilot-b.csv",
            "6rf4y": "analysis.R",
            "2pq9l": "preregistration.pdf",
            "9zx1h": "ridership-model-outputs.csv",
        },
    ),
}
WAY_COMPONENT = {"m4n8r": "Pilot A", "j2w6e": "Pilot B"}


def _way_paths(guid: str) -> list[str]:
    _t, comps, files = WAY_PROJECTS[guid]
    out = [f"/{guid}/", f"/{guid}/files/", f"/{guid}/wiki/"]
    out += (
        [f"/{c}/" for c in comps] + [f"/{f}/" for f in files] + [f"/download/{f}/" for f in files]
    )
    return out


def _way_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for guid, (title, comps, files) in WAY_PROJECTS.items():
        t = escape(title)
        tabs = ul(
            [(f"/{guid}/", "Overview"), (f"/{guid}/files/", "Files"), (f"/{guid}/wiki/", "Wiki")],
            "tabs",
        )
        comp = ul([(f"/{c}/", WAY_COMPONENT[c]) for c in comps])
        pages[f"/{guid}/"] = WAY.page(
            title,
            f"<h1>{t}</h1>{tabs}<p>Contributors: <a href='/profile/hn3kd/'>"
            f"H. Novak</a></p><h2>Components</h2>{comp}",
        )
        pages[f"/{guid}/files/"] = WAY.page(
            f"{title} - Files",
            f"<h1>{t}</h1>{tabs}" + ul([(f"/{f}/", n) for f, n in files.items()]),
        )
        pages[f"/{guid}/wiki/"] = WAY.page(
            f"{title} - Wiki", f"<h1>{t}</h1>{tabs}<p>Home of the wiki for {t}.</p>"
        )
        for c in comps:
            pages[f"/{c}/"] = WAY.page(
                WAY_COMPONENT[c],
                f'<h1>{WAY_COMPONENT[c]}</h1><p>Component of <a href="/{guid}/">{t}</a></p>',
            )
        for f, n in files.items():
            pages[f"/{f}/"] = WAY.page(
                n,
                f"<h1>{escape(n)}</h1><p>Project: <a href='/{guid}/'>{t}</a></p>"
                f'<a href="/download/{f}/">Download</a>',
            )
            pages[f"/download/{f}/"] = (
                Response.data(pdf(title, [n]), "application/pdf")
                if n.endswith(".pdf")
                else csv(title, "col", ["1"])
            )
    return [WAY.site(pages, forbid=[f"/{g}/" for g in WAY_PROJECTS] + ["/download/"])]  # type: ignore[arg-type]


# --- planning document archive, site-suffixed titles (sig_filtered_title) -------------------

PV = Chrome(
    "archive.planvault-gov.hx88.example",
    "PlanVault",
    [("/dataverse/root", "Collections"), ("/guides", "User guide"), ("/support", "Support")],
    [("/accessibility", "Accessibility"), ("/privacy", "Privacy"), ("/about", "About")],
    title_fmt="{title} | PlanVault",
    home_title="Home | PlanVault",
    login="/loginpage.xhtml",
)
PV_SETS = {
    "QX7T1A": (
        "Riverside district masterplan 2040: maps and annexes",
        {"1.0": [(9011, "masterplan.pdf"), (9012, "map-land-use.pdf")]},
    ),
    "ZL3K8M": (
        "Eastbank tram corridor local plan, consultation draft 2025",
        {
            "1.0": [(9101, "local-plan-draft.pdf")],
            "2.0": [
                (9201, "local-plan-draft.pdf"),
                (9202, "annex-a-transport-assessment.pdf"),
                (9203, "annex-b-noise-maps.pdf"),
                (9204, "map-tram-alignment.pdf"),
                (9205, "annex-c-heritage.pdf"),
            ],
        },
    ),
}


def _pv_urls(doi: str) -> list[str]:
    title, vers = PV_SETS[doi]
    latest = max(vers)
    ds = f"/dataset.xhtml?persistentId=doi:10.80123/PV2/{doi}"
    out = [ds, f"/api/datasets/export?exporter=dataverse_json&persistentId=doi:10.80123/PV2/{doi}"]
    out += [f"{ds}&version={v}" for v in vers if v != latest]
    for v, files in vers.items():
        for fid, _n in files:
            out += [f"/file.xhtml?fileId={fid}&version={v}", f"/api/access/datafile/{fid}"]
    return [PV.url(u) for u in out]


def _pv_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for doi, (title, vers) in PV_SETS.items():
        t = escape(title)
        latest = max(vers)
        ds = f"/dataset.xhtml?persistentId=doi:10.80123/PV2/{doi}"
        export = f"/api/datasets/export?exporter=dataverse_json&persistentId=doi:10.80123/PV2/{doi}"
        for v, files in vers.items():
            vl = ul([(ds if w == latest else f"{ds}&version={w}", f"Version {w}") for w in vers])
            fl = ul([(f"/file.xhtml?fileId={fid}&version={v}", n) for fid, n in files], "files")
            main = (
                f'<p class="crumbs"><a href="/dataverse/root">PlanVault</a> &gt; <a href="/dataverse/planning">'
                f"Planning Department</a></p><h1>{t}</h1><p>Version {v}</p>{fl}<h3>Versions</h3>{vl}"
                f'<p><a href="{escape(export)}">Export metadata (JSON)</a></p>'
            )
            pages[ds if v == latest else f"{ds}&version={v}"] = PV.page(title, main)
            for fid, n in files:
                pages[f"/file.xhtml?fileId={fid}&version={v}"] = PV.page(
                    f"{n} - {title}",
                    f'<h1>{escape(n)}</h1><p>This file is part of <a href="{escape(ds)}">{t}</a>'
                    f'</p><a href="/api/access/datafile/{fid}">Download</a>',
                )
                pages[f"/api/access/datafile/{fid}"] = Response.data(
                    pdf(title, [n]), "application/pdf"
                )
        pages[export] = blob(json.dumps({"datasetVersion": {"title": title}}), "application/json")
    return [PV.site(pages)]  # type: ignore[arg-type]


# --- cases ----------------------------------------------------------------------------------

_O1, _O2, _O3 = list(ODP_SETS)
CASES: list[Case] = [
    # CKAN-like: the dataset id is in every artifact URI (resources, downloads, activity,
    # API on a sibling host), never in chrome (seed: GBIF -> sig_uri).
    case(
        "metropolis-pedestrians",
        "smart-city open-data portal (pedestrian sensor counts)",
        "multi-hop",
        "sig_uri",
        ODP.url(f"/dataset/{_O1}"),
        _odp_urls(_O1),
        _odp_sites,
        others=[ODP.url(f"/dataset/{_O2}")],
    ),
    # Ten resources over two listing pages, yearly files.
    case(
        "metropolis-loop-counts",
        "smart-city open-data portal (yearly loop counts, paged resources)",
        "multi-hop",
        "sig_uri",
        ODP.url(f"/dataset/{_O2}"),
        _odp_urls(_O2),
        _odp_sites,
        others=[ODP.url(f"/dataset/{_O1}")],
    ),
    # Dryad-like: the bare title is in every page, files lack it and hang one hop off those
    # pages (seed: Dryad -> sig_title_plus_ignored).
    case(
        "envelopedata-heat-pumps",
        "building-performance data repository (heat-pump electricity use)",
        "multi-hop",
        "sig_title_plus_ignored",
        DRY.url("/stash/dataset/doi:10.5061/edx.4k2j9"),
        _dry_truth("edx.4k2j9"),
        _dry_sites,
        others=[DRY.url("/stash/dataset/doi:10.5061/edx.2b8z1")],
    ),
    # Two versions, each with its own files, plus a metadata page and a zip of the whole.
    case(
        "envelopedata-airtightness",
        "building-performance data repository (airtightness, two versions)",
        "multi-hop",
        "sig_title_plus_ignored",
        DRY.url("/stash/dataset/doi:10.5061/edx.9p3m7"),
        _dry_truth("edx.9p3m7"),
        _dry_sites,
        others=[DRY.url("/stash/dataset/doi:10.5061/edx.2b8z1")],
    ),
    # The bare page title is written into every page and CSV of the benchmark, no site
    # name to strip, nothing without it: sig_title.
    case(
        "benchmarq-office-tower",
        "building energy benchmark catalogue (office tower, one meter)",
        "multi-hop",
        "sig_title",
        BEB.url("/benchmarks/0412/"),
        [BEB.url(p) for p in _beb_paths("0412")],
        _beb_sites,
        others=[BEB.url("/benchmarks/0977/"), BEB.url("/benchmarks/0105/")],
    ),
    # Four meters, paged readings, a CSV per meter.
    case(
        "benchmarq-passive-school",
        "building energy benchmark catalogue (passive school, paged meters)",
        "multi-hop",
        "sig_title",
        BEB.url("/benchmarks/0977/"),
        [BEB.url(p) for p in _beb_paths("0977")],
        _beb_sites,
        others=[BEB.url("/benchmarks/0412/"), BEB.url("/benchmarks/0105/")],
    ),
    # OSF-like: "Waypoint | " prefixes every title; files and components have their own
    # guids, so no common path, but all carry the project title (seed: OSF ->
    # sig_filtered_title).
    case(
        "waypoint-congestion",
        "transport project hub (congestion-charge survey project)",
        "multi-hop",
        "sig_filtered_title",
        WAY.url("/x7k2p/"),
        [WAY.url(p) for p in _way_paths("x7k2p")],
        _way_sites,
    ),
    # Two components, five files including model outputs.
    case(
        "waypoint-microtransit",
        "transport project hub (microtransit pilots with components)",
        "multi-hop",
        "sig_filtered_title",
        WAY.url("/q4n9d/"),
        [WAY.url(p) for p in _way_paths("q4n9d")],
        _way_sites,
    ),
    # Dataverse-like: " | PlanVault" ends every title (seed: Dataverse, filtered from the
    # title's end); file pages, PDFs and the export all carry the dataset title.
    case(
        "planvault-riverside",
        "planning document archive (riverside masterplan maps)",
        "multi-hop",
        "sig_filtered_title",
        PV.url("/dataset.xhtml?persistentId=doi:10.80123/PV2/QX7T1A"),
        _pv_urls("QX7T1A"),
        _pv_sites,
    ),
    # Two versions, five annexes and maps in the latest.
    case(
        "planvault-eastbank",
        "planning document archive (tram corridor plan, two versions, annexes)",
        "multi-hop",
        "sig_filtered_title",
        PV.url("/dataset.xhtml?persistentId=doi:10.80123/PV2/ZL3K8M"),
        _pv_urls("ZL3K8M"),
        _pv_sites,
    ),
]
