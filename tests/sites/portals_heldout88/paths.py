"""heldout88's multi-hop portals whose artifact lives under one path: an energy-model code
forge, a mobility dashboard builder (one subdomain per project), an energy-model code hub
whose raw files and release assets sit on other domains, and a traffic data-science
community whose downloads sit on a storage domain (two records each)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, ul

Spec = dict[str, list[tuple[str, str]]]  # page path under the project -> its links


def _project_pages(
    chrome: Chrome,
    prefix: str,
    title: str,
    tabs: Sequence[tuple[str, str]],
    spec: Spec,
    extra: str = "",
) -> dict[str, object]:
    """HTML pages of one project: the project tabs on every page, then that page's links.

    A link starting with "http" or "/" is kept as is (an external file, another artifact);
    "" is the project root; anything else is a path under `prefix`."""

    def href(h: str) -> str:
        return h if h.startswith(("http", "/")) else prefix + h

    tabbar = ul([(href(h), t) for h, t in tabs], "tabs")
    pages: dict[str, object] = {}
    for rel, items in spec.items():
        heading = rel.strip("/").split("/")[-1] or "Overview"
        body = ul([(href(h), t) for h, t in items])
        pages[prefix + rel] = chrome.page(
            f"{title} \u00b7 {heading}",
            f"<h1>{escape(title)}</h1>{tabbar}<h2>{escape(heading)}</h2>{body}{extra if not rel else ''}",
        )
    return pages


# --- energy-model code forge (path_based) ---------------------------------------------------

FORGE = Chrome(
    "code.voltforge.hx88.example",
    "VoltForge",
    [("/explore", "Explore"), ("/explore/groups", "Groups"), ("/snippets", "Snippets")],
    [("/help", "Help"), ("/help/docs/terms", "Terms"), ("/-/status", "Status")],
    title_fmt="{title} \u00b7 {name}",
    login="/users/sign_in",
)
FORGE_TABS = [
    ("", "Project"),
    ("-/tree/main", "Repository"),
    ("-/issues", "Issues"),
    ("-/merge_requests", "Merge requests"),
    ("-/releases", "Releases"),
    ("-/wikis/home", "Wiki"),
]


def _forge_spec(
    name: str, issues: int, releases: list[str], wiki: list[str], files: list[str], paged: bool
) -> Spec:
    spec: Spec = {
        "": [("-/blob/main/README.md", "README.md"), ("-/commits/main", "History")],
        "-/tree/main": [(f"-/blob/main/{f}", f) for f in files] + [("-/commits/main", "History")],
        "-/commits/main": [(f"-/commit/{c}", c) for c in ("9f3c2ad", "41be07e")],
        "-/commit/9f3c2ad": [("-/tree/main", "Browse files")],
        "-/commit/41be07e": [("-/tree/main", "Browse files")],
        "-/blob/main/README.md": [],
        "-/merge_requests": [("-/merge_requests/3", "!3 Add storage dispatch")],
        "-/merge_requests/3": [],
        "-/releases": [
            (f"-/archive/{r}/{name}-{r}.tar.gz", f"{name} {r} source") for r in releases
        ],
        "-/wikis/home": [(f"-/wikis/{w}", w) for w in wiki],
    }
    for f in files:
        spec[f"-/blob/main/{f}"] = []
    for w in wiki:
        spec[f"-/wikis/{w}"] = []
    shown = range(1, min(issues, 5) + 1)
    spec["-/issues"] = [(f"-/issues/{i}", f"#{i}") for i in shown]
    if paged:
        spec["-/issues"].append(("-/issues?page=2", "Next"))
        spec["-/issues?page=2"] = [(f"-/issues/{i}", f"#{i}") for i in range(6, issues + 1)]
    for i in range(1, issues + 1):
        spec[f"-/issues/{i}"] = [("-/issues", "All issues")]
    return spec


FORGE_PROJECTS = {
    "/enersys/nordgrid/": _forge_spec(
        "nordgrid", 3, ["v1.0"], [], ["model.py", "scenarios/ref.yaml"], False
    ),
    "/urbanlab/heatnet-sim/": _forge_spec(
        "heatnet-sim",
        8,
        ["v0.9", "v1.0", "v1.1"],
        ["installation", "scenario-outputs", "input-data"],
        ["heatnet/solver.py", "heatnet/pipes.py", "inputs/buildings.csv", "outputs/ref-2040.csv"],
        True,
    ),
}


def _forge_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for prefix, spec in FORGE_PROJECTS.items():
        group = prefix.split("/")[1]
        pages.update(
            _project_pages(
                FORGE,
                prefix,
                prefix.strip("/"),
                FORGE_TABS,
                spec,
                extra=f'<p>Group: <a href="/{group}">{group}</a> \u00b7 '
                '<a href="/jdoe/heatnet-sim/">Forks (1)</a></p>',
            )
        )
        for items in spec.values():
            for h, _t in items:
                if "/archive/" in h:
                    pages[prefix + h] = Response.data(
                        b"\x1f\x8b\x08\x00fake-tar", "application/gzip"
                    )
    pages["/jdoe/heatnet-sim/"] = FORGE.page(
        "jdoe / heatnet-sim",
        "<h1>jdoe/heatnet-sim</h1><p>Forked from "
        '<a href="/urbanlab/heatnet-sim/">urbanlab/heatnet-sim</a></p>',
    )
    FORGE.home_main = "<h1>Explore projects</h1>" + ul([(p, p.strip("/")) for p in FORGE_PROJECTS])
    return [FORGE.site(pages, forbid=list(FORGE_PROJECTS))]  # type: ignore[arg-type]


def _forge_truth(prefix: str) -> list[str]:
    spec = FORGE_PROJECTS[prefix]
    out = [FORGE.url(prefix + rel) for rel in spec]
    out += [FORGE.url(prefix + h) for items in spec.values() for h, _t in items if "/archive/" in h]
    return out


# --- mobility dashboard builder, one subdomain per project (path_based) ---------------------

DASH_HOME = "www.dashgrove.hx88.example"
DASHES = {
    "bikeflow": (
        "Bikeflow: bicycle counter dashboard",
        {
            "/": ["/explore/", "/data/counts.csv"],
            "/explore/": ["/", "/explore/station-12"],
            "/explore/station-12": ["/explore/"],
            "/data/counts.csv": [],
        },
    ),
    "retrofit-atlas": (
        "Retrofit Atlas: building-performance dashboard",
        {
            "/": ["/districts/", "/charts/", "/about", "/data/"],
            "/districts/": [f"/districts/{d}" for d in ("north", "harbour", "old-town", "east")],
            "/districts/north": ["/districts/", "/data/north.csv"],
            "/districts/harbour": ["/districts/", "/data/harbour.csv"],
            "/districts/old-town": ["/districts/"],
            "/districts/east": ["/districts/"],
            "/charts/": ["/charts/heat-demand", "/charts/u-values"],
            "/charts/heat-demand": [],
            "/charts/u-values": [],
            "/about": [],
            "/data/": ["/data/north.csv", "/data/harbour.csv", "/data/all-buildings.geojson"],
            "/data/north.csv": [],
            "/data/harbour.csv": [],
            "/data/all-buildings.geojson": [],
        },
    ),
}


def _dash_sites() -> list[Site]:
    sites = []
    for sub, (title, spec) in DASHES.items():
        site = Site(f"{sub}.dashgrove.hx88.example")
        for path, targets in spec.items():
            if "." in path.rsplit("/", 1)[-1]:
                site.add(path, blob(f"id,value\n{sub},1\n", "text/csv"))
                continue
            nav = ul([(t, t) for t in targets])
            site.add(
                path,
                (
                    f"<!DOCTYPE html><html><head><title>{escape(title)}</title>"
                    f'<script src="http://{DASH_HOME}/embed/runtime.js"></script></head><body>'
                    f'<div class="dg-canvas"><h1>{escape(title)}</h1>{nav}</div>'
                    f'<footer>Made with <a href="http://{DASH_HOME}/">Dashgrove</a></footer></body></html>'
                ),
            )
        sites.append(site)
    home = Chrome(
        DASH_HOME,
        "Dashgrove",
        [("/gallery", "Gallery"), ("/pricing", "Pricing")],
        [("/terms", "Terms"), ("/privacy", "Privacy")],
    )
    home.home_main = "<h1>Gallery</h1>" + ul(
        [(f"http://{s}.dashgrove.hx88.example/", t) for s, (t, _) in DASHES.items()]
    )
    gallery = home.page("Gallery", home.home_main)
    sites.append(
        home.site({"/gallery": gallery, "/embed/runtime.js": blob("/*dg*/", "text/javascript")})
    )
    return sites


def _dash_truth(sub: str) -> list[str]:
    return [f"http://{sub}.dashgrove.hx88.example{p}" for p in DASHES[sub][1]]


# --- energy-model code hub with external raw and asset hosts (path_based_externals) ---------

HUB = Chrome(
    "hub.gridcommons.hx88.example",
    "GridCommons",
    [("/explore", "Explore"), ("/topics", "Topics"), ("/marketplace", "Marketplace")],
    [("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/security", "Security")],
    title_fmt="{title}",
    home_title="GridCommons \u00b7 Build energy models together",
    login="/login",
)
RAW = "raw.gridcommons-usercontent.hx88.example"
ASSETS = "objects.gridcommons-assets.hx88.example"
HUB_TABS = [
    ("", "Code"),
    ("issues", "Issues"),
    ("pulls", "Pull requests"),
    ("releases", "Releases"),
]


def _hub_spec(repo: str, files: list[str], releases: dict[str, list[str]], issues: int) -> Spec:
    spec: Spec = {
        "": [(f"blob/main/{f}", f) for f in files] + [("commits/main", "Commits")],
        "commits/main": [("commit/c0ffee1", "c0ffee1")],
        "commit/c0ffee1": [],
        "issues": [(f"issues/{i}", f"#{i}") for i in range(1, issues + 1)],
        "pulls": [],
        "releases": [(f"releases/tag/{t}", t) for t in releases],
    }
    for f in files:
        spec[f"blob/main/{f}"] = [(f"http://{RAW}{repo}main/{f}", "Raw")]
    for i in range(1, issues + 1):
        spec[f"issues/{i}"] = []
    for t, assets in releases.items():
        spec[f"releases/tag/{t}"] = [(f"http://{ASSETS}/rel{repo}{t}/{a}", a) for a in assets]
    return spec


HUB_REPOS = {
    "/openenergy-lab/flexplan/": _hub_spec(
        "/openenergy-lab/flexplan/",
        ["flexplan/model.py", "data/demand.csv"],
        {"v1.2.0": ["flexplan-1.2.0.tar.gz"]},
        2,
    ),
    "/mobility-models/ttsim/": _hub_spec(
        "/mobility-models/ttsim/",
        [
            "ttsim/network.py",
            "ttsim/assign.py",
            "inputs/od-matrix-2019.csv",
            "outputs/flows-base.csv",
            "docs/index.md",
        ],
        {
            "v2.0.0": [
                "ttsim-2.0.0-py3-none-any.whl",
                "ttsim-2.0.0.tar.gz",
                "scenario-outputs.zip",
            ],
            "v1.4.1": ["ttsim-1.4.1.tar.gz"],
        },
        4,
    ),
}


def _hub_externals(repo: str) -> list[str]:
    return [h for items in HUB_REPOS[repo].values() for h, _t in items if h.startswith("http")]


def _hub_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for repo, spec in HUB_REPOS.items():
        owner = repo.split("/")[1]
        pages.update(
            _project_pages(
                HUB,
                repo,
                repo.strip("/"),
                HUB_TABS,
                spec,
                extra=f'<p>Owner: <a href="/{owner}">{owner}</a> \u00b7 '
                '<a href="/topics/energy-system-model">energy-system-model</a></p>',
            )
        )
    raw, assets = Site(RAW), Site(ASSETS)
    for repo in HUB_REPOS:
        for url in _hub_externals(repo):
            host, path = url[7:].split("/", 1)
            (raw if host == RAW else assets).add(
                "/" + path, blob(f"{path}\n", "application/octet-stream")
            )
    HUB.home_main = "<h1>Trending</h1>" + ul([(r, r.strip("/")) for r in HUB_REPOS])
    return [HUB.site(pages, forbid=list(HUB_REPOS)), raw, assets]  # type: ignore[arg-type]


def _hub_truth(repo: str) -> list[str]:
    return [HUB.url(repo + rel) for rel in HUB_REPOS[repo]] + _hub_externals(repo)


# --- traffic data-science community (path_based_externals) -----------------------------------

DS = Chrome(
    "www.traffiq-ds.hx88.example",
    "Traffiq",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/code", "Code"),
        ("/learn", "Learn"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_fmt="{title} | {name}",
)
BLOBS = "storage.traffiq-blobs.hx88.example"
DS_TABS = [
    ("", "Data Card"),
    ("data", "Data"),
    ("code", "Code"),
    ("discussion", "Discussion"),
    ("versions", "Versions"),
]


def _ds_spec(
    slug: str, files: list[str], versions: int, threads: int, notebooks: list[str]
) -> Spec:
    spec: Spec = {
        "": [("data", "Data explorer")],
        "data": [(f"http://{BLOBS}/datasets/{slug}/{versions}/{f}", f) for f in files]
        + [(f"http://{BLOBS}/datasets/{slug}/{versions}/archive.zip", "Download all")],
        "code": [(n, n.rsplit("/", 1)[-1]) for n in notebooks],
        "discussion": [(f"discussion/{400 + i}", f"Thread {i}") for i in range(1, threads + 1)],
        "versions": [(f"versions/{v}", f"Version {v}") for v in range(1, versions + 1)],
    }
    for i in range(1, threads + 1):
        spec[f"discussion/{400 + i}"] = []
    for v in range(1, versions + 1):
        spec[f"versions/{v}"] = [
            (f"http://{BLOBS}/datasets/{slug}/{v}/archive.zip", f"Version {v} archive")
        ]
    return spec


DS_SETS = {
    "/datasets/metro-mobility/bike-counters-2015-2023/": _ds_spec(
        "bike-counters-2015-2023",
        ["counters.csv", "sites.csv"],
        1,
        1,
        ["/code/akim/eda-bike-counters"],
    ),
    "/datasets/gridwatch/substation-loads-hourly/": _ds_spec(
        "substation-loads-hourly",
        [f"loads-{y}.parquet" for y in range(2018, 2024)] + ["substations.geojson"],
        3,
        4,
        ["/code/mira/load-forecast-lgbm", "/code/tom/peak-shaving"],
    ),
}
DS_NOTEBOOKS = [
    "/code/akim/eda-bike-counters",
    "/code/mira/load-forecast-lgbm",
    "/code/tom/peak-shaving",
]


def _ds_externals(prefix: str) -> list[str]:
    return sorted(
        {h for items in DS_SETS[prefix].values() for h, _t in items if h.startswith("http")}
    )


def _ds_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for prefix, spec in DS_SETS.items():
        pages.update(
            _project_pages(
                DS,
                prefix,
                prefix.split("/")[-2].replace("-", " "),
                DS_TABS,
                spec,
                extra=f'<p>Owner: <a href="/{prefix.split("/")[2]}">{prefix.split("/")[2]}</a></p>',
            )
        )
    for n in DS_NOTEBOOKS:
        pages[n] = DS.page(n.rsplit("/", 1)[-1], f"<h1>Notebook {escape(n)}</h1>")
    store = Site(BLOBS)
    for prefix in DS_SETS:
        for url in _ds_externals(prefix):
            store.add(url.split(BLOBS, 1)[1], Response.data(b"PK\x03\x04", "application/zip"))
    DS.home_main = "<h1>Trending datasets</h1>" + ul([(p, p.split("/")[-2]) for p in DS_SETS])
    return [DS.site(pages, forbid=list(DS_SETS)), store]  # type: ignore[arg-type]


def _ds_truth(prefix: str) -> list[str]:
    spec = DS_SETS[prefix]
    return [DS.url(prefix + rel) for rel in spec] + _ds_externals(prefix)


# --- cases ----------------------------------------------------------------------------------

_F1, _F2 = list(FORGE_PROJECTS)
_H1, _H2 = list(HUB_REPOS)
_D1, _D2 = list(DS_SETS)
CASES: list[Case] = [
    # GitLab-like forge: every project URI extends the entry URI, nothing needed elsewhere
    # (seed: GitLab.com, BitBucket -> path_based).
    case(
        "voltforge-nordgrid",
        "energy-model code forge (nordgrid model, one release)",
        "multi-hop",
        "path_based",
        FORGE.url(_F1),
        _forge_truth(_F1),
        _forge_sites,
    ),
    # Paged issue list, three releases, wiki pages on inputs and scenario outputs, a fork.
    case(
        "voltforge-heatnet",
        "energy-model code forge (heatnet-sim with wiki, paged issues, fork)",
        "multi-hop",
        "path_based",
        FORGE.url(_F2),
        _forge_truth(_F2),
        _forge_sites,
        others=[FORGE.url("/jdoe/heatnet-sim/")],
    ),
    # Silk-like: the whole project subdomain is the artifact, its path is "/" (seed: Silk
    # -> path_based); the builder's own site is another host.
    case(
        "dashgrove-bikeflow",
        "mobility dashboard builder (bicycle counter dashboard)",
        "multi-hop",
        "path_based",
        "http://bikeflow.dashgrove.hx88.example/",
        _dash_truth("bikeflow"),
        _dash_sites,
    ),
    # Deeper microsite: district pages, charts and a data folder.
    case(
        "dashgrove-retrofit",
        "mobility dashboard builder (building retrofit atlas, deeper site)",
        "multi-hop",
        "path_based",
        "http://retrofit-atlas.dashgrove.hx88.example/",
        _dash_truth("retrofit-atlas"),
        _dash_sites,
    ),
    # GitHub-like: repository pages under the entry path, raw files and release assets on
    # other domains (seed: GitHub -> path_based_externals).
    case(
        "gridcommons-flexplan",
        "energy-model code hub (flexplan, one release)",
        "multi-hop",
        "path_based_externals",
        HUB.url(_H1),
        _hub_truth(_H1),
        _hub_sites,
    ),
    # Five files including input data and scenario outputs, two releases with several assets.
    case(
        "gridcommons-ttsim",
        "energy-model code hub (ttsim with inputs, outputs, two releases)",
        "multi-hop",
        "path_based_externals",
        HUB.url(_H2),
        _hub_truth(_H2),
        _hub_sites,
    ),
    # Kaggle-like dataset: tabs under the dataset path, files on a storage domain; notebooks
    # are their own artifacts (seed: Kaggle -> path_based_externals).
    case(
        "traffiq-bike-counters",
        "traffic data-science community (bike counters dataset)",
        "multi-hop",
        "path_based_externals",
        DS.url(_D1),
        _ds_truth(_D1),
        _ds_sites,
        others=[DS.url("/code/akim/eda-bike-counters")],
    ),
    # Seven yearly files, three versions with their archives, four threads, two notebooks.
    case(
        "traffiq-substation-loads",
        "traffic data-science community (substation loads, three versions)",
        "multi-hop",
        "path_based_externals",
        DS.url(_D2),
        _ds_truth(_D2),
        _ds_sites,
        others=[DS.url("/code/mira/load-forecast-lgbm"), DS.url("/code/tom/peak-shaving")],
    ),
]
