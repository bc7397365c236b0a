"""heldout90's multi-hop portals whose artifact lives under one path: a GitLab-like forge of
accelerometer-processing code and Silk-like dashboard subdomains (Path-Based), a GitHub-like
forge of nutrition software with a raw-file host and a Kaggle-like activity dataset hub with
a storage host (Path-Based with Externals)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case, data
from sites.portals_heldout90._kit import anchors, binary, chrome_site, csv, head


@dataclass(frozen=True)
class Project:
    """One code project: files, issues, commits and releases (assets on the forge or away)."""

    path: str
    title: str
    files: tuple[str, ...]
    issues: tuple[str, ...]
    commits: tuple[str, ...]
    releases: tuple[str, ...] = ()


def _code(name: str) -> str:
    return f"# {name}\nimport numpy as np\n\n\ndef run(x):\n    return np.asarray(x)\n"


def forge_pages(
    portal: Portal,
    p: Project,
    sep: str,
    raw: Callable[[str], str],
    asset: Callable[[str, str], str],
) -> tuple[dict[str, PageValue], list[str], list[str]]:
    """A project's pages, its same-host paths and its off-host URLs.  `sep` is "/-" on the
    GitLab-like forge, "" on the GitHub-like one; `raw` and `asset` give file and release
    asset URLs (absolute when they live on another host)."""
    b, pages, own, away = p.path, {}, [], []

    def add(path: str, value: PageValue) -> None:
        pages[path] = value
        own.append(path)

    def link(url: str) -> None:
        if url.startswith("http://"):
            away.append(url)

    tree = [(f"{b}{sep}/blob/main/{f}", f) for f in p.files]
    nav = [
        (f"{b}{sep}/tree/main", "Files"),
        (f"{b}{sep}/issues", f"Issues {len(p.issues)}"),
        (f"{b}{sep}/commits/main", "Commits"),
        (f"{b}{sep}/releases", "Releases"),
    ]
    readme = raw("README.md")
    link(readme)
    main = (
        f'<div class="project-nav">{anchors(nav)}</div><h1>{escape(p.title)}</h1>'
        f'<p><a href="/{b.split("/")[1]}">{b.split("/")[1]}</a> / {b.split("/")[2]}</p>'
        f'{anchors(tree, "tree")}<p><a href="{readme}">README.md (raw)</a></p>'
    )
    add(b, portal.page(p.title, main, head=head(portal.host.split(".")[1])))
    add(f"{b}{sep}/tree/main", portal.page(f"Files · {p.title}", anchors(tree)))
    for path, f in tree:
        url = raw(f)
        link(url)
        add(
            path,
            portal.page(
                f"{f} · {p.title}", f'<pre>{escape(_code(f))}</pre><a href="{url}">Raw</a>'
            ),
        )
        if not url.startswith("http://"):
            own.append(url)
    issues = [(f"{b}{sep}/issues/{i + 1}", t) for i, t in enumerate(p.issues)]
    if len(issues) > 3:  # paginated issue list
        add(
            f"{b}{sep}/issues",
            portal.page(
                f"Issues · {p.title}",
                anchors(issues[:3]) + f'<a rel="next" href="{b}{sep}/issues?page=2">Next</a>',
            ),
        )
        add(f"{b}{sep}/issues?page=2", portal.page(f"Issues · {p.title}", anchors(issues[3:])))
    else:
        add(f"{b}{sep}/issues", portal.page(f"Issues · {p.title}", anchors(issues)))
    for path, t in issues:
        add(
            path,
            portal.page(t, f'<h1>{escape(t)}</h1><p>Opened by <a href="/login">a member</a></p>'),
        )
    commits = [(f"{b}{sep}/commit/{sha}", f"commit {sha[:8]}") for sha in p.commits]
    add(f"{b}{sep}/commits/main", portal.page(f"Commits · {p.title}", anchors(commits)))
    for path, t in commits:
        add(path, portal.page(t, f"<h1>{t}</h1><pre>diff --git</pre>"))
    rels = []
    for tag in p.releases:
        rels.append((f"{b}{sep}/releases/tag/{tag}", tag))
        for kind in ("tar.gz", "zip"):
            url = asset(tag, kind)
            link(url)
            rels.append((url, f"Source code ({kind})"))
            if not url.startswith("http://"):
                own.append(url)
    add(f"{b}{sep}/releases", portal.page(f"Releases · {p.title}", anchors(rels)))
    for tag in p.releases:
        add(f"{b}{sep}/releases/tag/{tag}", portal.page(f"{tag} · {p.title}", f"<h1>{tag}</h1>"))
    return pages, own, away


def _files_for(
    p: Project, raw: Callable[[str], str], asset: Callable[[str, str], str]
) -> dict[str, PageValue]:
    """Bodies of the raw files and release assets, by URL."""
    out: dict[str, PageValue] = {raw("README.md"): Response.text(f"# {p.title}\n")}
    for f in p.files:
        out[raw(f)] = Response.text(_code(f))
    for tag in p.releases:
        for kind in ("tar.gz", "zip"):
            out[asset(tag, kind)] = binary(f"{p.path}{tag}.{kind}")
    return out


# --- GitLab-like forge of accelerometer code (Path-Based) -------------------------------

LAB = Portal(
    "git.movesense-lab.hx90.example",
    "MoveSense Lab GitLab",
    [("/explore", "Explore"), ("/explore/groups", "Groups"), ("/help", "Help")],
    [("/-/about", "About GitLab"), ("/-/privacy", "Privacy")],
    title_format="{title} · {name}",
)
LAB_PROJECTS = [
    Project(
        "/sensorgroup/epochify",
        "epochify",
        ("README.md", "epochify/core.py"),
        ("Support GT3X+ files",),
        ("9f1c2ab47d0e11aa",),
    ),
    Project(
        "/sensorgroup/wearflag",
        "wearflag: non-wear detection for raw accelerometry",
        (
            "README.md",
            "wearflag/__init__.py",
            "wearflag/detect.py",
            "tests/test_detect.py",
            "docs/method.md",
        ),
        (
            "Temperature channel ignored",
            "False non-wear in sleep",
            "Add Axivity CWA reader",
            "Document 60-minute window",
            "Speed up on long files",
        ),
        ("4a7e0c1d9b2f3e55", "0b9d8e7f6a5c4d33", "77e1f2a3b4c5d6e7"),
        ("v0.3.0", "v0.4.1"),
    ),
]


def _lab_raw(p: Project) -> Callable[[str], str]:
    return lambda f: f"{p.path}/-/raw/main/{f}"


def _lab_asset(p: Project) -> Callable[[str, str], str]:
    return lambda tag, kind: f"{p.path}/-/archive/{tag}/{p.path.rsplit('/', 1)[1]}-{tag}.{kind}"


def _lab() -> tuple[list[Site], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    truth: dict[str, list[str]] = {}
    for p in LAB_PROJECTS:
        pg, own, _away = forge_pages(LAB, p, "/-", _lab_raw(p), _lab_asset(p))
        pages |= pg | _files_for(p, _lab_raw(p), _lab_asset(p))
        truth[p.path] = [LAB.url(u) for u in own]
        g = p.path.split("/")[1]
        pages[f"/{g}"] = LAB.page(g, anchors([(q.path, q.title) for q in LAB_PROJECTS]))
    return [chrome_site(LAB, pages)], truth


# --- GitHub-like forge of nutrition software (Path-Based with Externals) ----------------

HUB = Portal(
    "code.nutriforge.hx90.example",
    "NutriForge",
    [("/explore", "Explore"), ("/topics", "Topics"), ("/pricing", "Pricing")],
    [("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/security", "Security")],
    title_format="{title} · {name}",
)
HUB_RAW = "http://raw.nutriforgecontent.hx90.example"
HUB_OBJ = "http://objects.nutriforgecontent.hx90.example"
HUB_PROJECTS = [
    Project(
        "/fcdb-tools/fctmatch",
        "fctmatch: match recipes to food-composition tables",
        ("README.md", "fctmatch/match.py"),
        ("Handle yield factors",),
        ("c0ffee12aa34bb56",),
        ("v1.0.0",),
    ),
    Project(
        "/diet-epi/nutricalc",
        "nutricalc: nutrient intake from 24-hour recalls",
        (
            "README.md",
            "nutricalc/intake.py",
            "nutricalc/tables.py",
            "data/retention.csv",
            "CITATION.cff",
        ),
        (
            "Add vitamin D retention",
            "Wrong unit for folate",
            "Support ASA24 export",
            "Energy adjustment option",
        ),
        ("1a2b3c4d5e6f7a8b", "2b3c4d5e6f7a8b9c"),
        ("v2.1.0", "v2.2.0", "v3.0.0"),
    ),
]


def _hub_raw(p: Project) -> Callable[[str], str]:
    return lambda f: f"{HUB_RAW}{p.path}/main/{f}"


def _hub_asset(p: Project) -> Callable[[str, str], str]:
    return lambda tag, kind: f"{HUB_OBJ}/archive{p.path}/{tag}.{kind}"


def _hub() -> tuple[list[Site], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    ext: dict[str, dict[str, PageValue]] = {HUB_RAW: {}, HUB_OBJ: {}}
    truth: dict[str, list[str]] = {}
    for p in HUB_PROJECTS:
        pg, own, away = forge_pages(HUB, p, "", _hub_raw(p), _hub_asset(p))
        pages |= pg
        for url, body in _files_for(p, _hub_raw(p), _hub_asset(p)).items():
            origin = HUB_RAW if url.startswith(HUB_RAW) else HUB_OBJ
            ext[origin][url[len(origin) :]] = body
        truth[p.path] = [HUB.url(u) for u in own] + away
        owner = p.path.split("/")[1]
        pages[f"/{owner}"] = HUB.page(owner, anchors([(p.path, p.title)]))
    sites = [chrome_site(HUB, pages)]
    for origin, files in ext.items():
        sites.append(Site(origin[len("http://") :], files))
    return sites, truth


# --- Kaggle-like activity dataset hub (Path-Based with Externals) -----------------------

KHUB = Portal(
    "www.fitdatahub.hx90.example",
    "FitDataHub",
    [("/datasets", "Datasets"), ("/competitions", "Competitions"), ("/learn", "Learn")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | {name}",
)
KSTORE = "http://storage.fitdatahubusercontent.hx90.example"
KDATA = {
    "/datasets/rbarros/commuter-cycling-gps-and-hr": (
        "Commuter cycling GPS and heart rate",
        70311,
        ("rides.csv",),
        ("eda-of-rides",),
        1,
        1,
    ),
    "/datasets/openwear-consortium/free-living-wrist-accelerometry-100-adults": (
        "Free-living wrist accelerometry, 100 adults",
        81544,
        ("participants.csv", "epochs/part-000.parquet", "epochs/part-001.parquet", "labels.csv"),
        ("baseline-activity-classifier", "sleep-window-detection", "mvpa-by-weekday"),
        3,
        4,
    ),
}


def _khub() -> tuple[list[Site], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    truth: dict[str, list[str]] = {}
    for b, (title, num, files, nbs, versions, topics) in KDATA.items():
        own, away = [b], []
        dl = f"{KSTORE}/datasets/{num}/v{versions}/archive.zip"
        fl = [(f"{KSTORE}/datasets/{num}/v{versions}/{f}", f) for f in files]
        tabs = [
            (f"{b}/data", "Data card"),
            (f"{b}/code", "Code"),
            (f"{b}/discussion", "Discussion"),
            (f"{b}/versions", f"Versions ({versions})"),
        ]
        main = (
            f'<h1>{escape(title)}</h1>{anchors(tabs, "tabs")}<a class="btn" href="{dl}">Download'
            f' (zip)</a><h2>Data Explorer</h2>{anchors(fl)}<p>Owner <a href="/{b.split("/")[2]}">'
            f"{b.split('/')[2]}</a></p>"
        )
        pages[b] = KHUB.page(title, main, head=head("fitdatahub"))
        pages[f"{b}/data"] = KHUB.page(f"Data card · {title}", anchors(fl))
        code = [(f"{b}/code/{n}", n) for n in nbs]
        pages[f"{b}/code"] = KHUB.page(f"Code · {title}", anchors(code))
        for path, n in code:
            nb = f"{KSTORE}/kernels/{num}/{n}.ipynb"
            pages[path] = KHUB.page(n, f'<h1>{n}</h1><a href="{nb}">Download notebook</a>')
            store[nb[len(KSTORE) :]] = data('{"cells": []}', "application/x-ipynb+json")
            away.append(nb)
        threads = [(f"{b}/discussion/{500 + i}", f"Topic {i + 1}") for i in range(topics)]
        pages[f"{b}/discussion"] = KHUB.page(f"Discussion · {title}", anchors(threads))
        for path, t in threads:
            pages[path] = KHUB.page(t, f"<h1>{t}</h1><p>Question about {escape(title)}.</p>")
        vers = [(f"{b}/versions/{v}", f"Version {v}") for v in range(1, versions + 1)]
        pages[f"{b}/versions"] = KHUB.page(f"Versions · {title}", anchors(vers))
        for path, t in vers:
            pages[path] = KHUB.page(t, f"<h1>{t}</h1>")
        own += [p for p, _ in [*tabs, *code, *threads, *vers]]
        store[dl[len(KSTORE) :]] = binary(dl)
        for url, f in fl:
            store[url[len(KSTORE) :]] = csv(("t", "x")) if f.endswith(".csv") else binary(url)
        away += [dl, *(u for u, _ in fl)]
        pages[f"/{b.split('/')[2]}"] = KHUB.page(b.split("/")[2], anchors([(b, title)]))
        truth[b] = [KHUB.url(p) for p in own] + away
    return [chrome_site(KHUB, pages), Site(KSTORE[len("http://") :], store)], truth


# --- Silk-like dashboard subdomains (Path-Based) ----------------------------------------

VIZ_MAIN = Portal(
    "www.vizboard-health.hx90.example",
    "VizBoard",
    [("/explore", "Explore"), ("/pricing", "Pricing"), ("/blog", "Blog")],
    [("/terms", "Terms"), ("/privacy", "Privacy")],
)
VIZ = {
    "schoolmeals.vizboard-health.hx90.example": (
        "School meal uptake by district",
        ["north", "south"],
        ["uptake-by-year"],
    ),
    "parkrun-ageing.vizboard-health.hx90.example": (
        "Parkrun participation and healthy ageing",
        ["over-60s", "over-70s", "over-80s", "volunteers"],
        ["by-region", "by-sex", "timeline"],
    ),
}


def _viz_page(title: str, body: str) -> str:
    m = VIZ_MAIN.origin
    return (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>'
        '<link rel="stylesheet" href="/assets/viz.css"></head><body><header>'
        f'<a href="{m}/">Made with VizBoard</a> <a href="{m}/signup">Create your own</a>'
        f'</header>{body}<footer><a href="{m}/terms">Terms</a></footer></body></html>'
    )


def _viz() -> tuple[list[Site], dict[str, list[str]]]:
    sites, truth = [], {}
    for host, (title, items, charts) in VIZ.items():
        pages: dict[str, PageValue] = {"/assets/viz.css": data("body{margin:0}", "text/css")}
        coll = [(f"/collection/{i}", i) for i in items]
        viz = [(f"/chart/{c}", c) for c in charts]
        nav = [
            ("/", "Home"),
            ("/collection", "Collection"),
            ("/charts", "Charts"),
            ("/download/data.csv", "Download data (CSV)"),
        ]
        pages["/"] = _viz_page(title, f"<h1>{escape(title)}</h1>{anchors(nav)}")
        pages["/collection"] = _viz_page(f"Collection · {title}", anchors(coll))
        pages["/charts"] = _viz_page(f"Charts · {title}", anchors(viz))
        for p, t in [*coll, *viz]:
            pages[p] = _viz_page(
                f"{t} · {title}", f'<h1>{t}</h1><img src="/assets/{t}.png" alt="">'
            )
            pages[f"/assets/{t}.png"] = data(png(4, 4), "image/png")
        pages["/download/data.csv"] = csv(("item", "value"), *((i, 1) for i in items))
        sites.append(Site(host, pages))
        truth[host] = [f"http://{host}{p}" for p, _ in [*nav, *coll, *viz]]
    main_pages: dict[str, PageValue] = {"/signup": VIZ_MAIN.page("Sign up", "<h1>Sign up</h1>")}
    main_pages["/explore"] = VIZ_MAIN.page(
        "Explore", anchors([(f"http://{h}/", t) for h, (t, _i, _c) in VIZ.items()])
    )
    return [chrome_site(VIZ_MAIN, main_pages), *sites], truth


def _sites(make: Callable[[], tuple[list[Site], dict[str, list[str]]]]) -> Callable[[], list[Site]]:
    return lambda: make()[0]


_LAB_T, _HUB_T, _K_T, _VIZ_T = _lab()[1], _hub()[1], _khub()[1], _viz()[1]
_K1, _K2 = list(KDATA)
_V1, _V2 = list(VIZ)

CASES: list[Case] = [
    # A GitLab-hosted software project: every artifact URI (files, raw files, issues,
    # commits) has the project URI as a prefix (seed: GitLab.com -> Path-Based).
    case(
        "movesense-epochify",
        "accelerometer code forge (small project)",
        "software",
        "path_based",
        LAB.url("/sensorgroup/epochify"),
        _LAB_T["/sensorgroup/epochify"],
        _sites(_lab),
        others=[LAB.url("/sensorgroup/wearflag")],
    ),
    # Bigger project: paginated issues, several commits, release archives on the forge.
    case(
        "movesense-wearflag",
        "accelerometer code forge (releases, paginated issues)",
        "software",
        "path_based",
        LAB.url("/sensorgroup/wearflag"),
        _LAB_T["/sensorgroup/wearflag"],
        _sites(_lab),
    ),
    # GitHub-like: the project path plus raw files and release archives on the forge's own
    # content hosts, another domain (seed: GitHub -> Path-Based with Externals).
    case(
        "nutriforge-fctmatch",
        "nutrition software forge (one release)",
        "software",
        "path_based_externals",
        HUB.url("/fcdb-tools/fctmatch"),
        _HUB_T["/fcdb-tools/fctmatch"],
        _sites(_hub),
    ),
    case(
        "nutriforge-nutricalc",
        "nutrition software forge (three releases, paginated issues)",
        "software",
        "path_based_externals",
        HUB.url("/diet-epi/nutricalc"),
        _HUB_T["/diet-epi/nutricalc"],
        _sites(_hub),
    ),
    # Kaggle-like dataset with code and discussion under its path, files and notebooks on a
    # storage host (seed: Kaggle Datasets -> Path-Based with Externals).
    case(
        "fitdatahub-cycling",
        "activity dataset hub (one file, one notebook)",
        "dataset",
        "path_based_externals",
        KHUB.url(_K1),
        _K_T[_K1],
        _sites(_khub),
    ),
    case(
        "fitdatahub-wrist-100",
        "activity dataset hub (versions, notebooks, discussions)",
        "dataset",
        "path_based_externals",
        KHUB.url(_K2),
        _K_T[_K2],
        _sites(_khub),
    ),
    # Silk-like: the whole subdomain is the artifact, crawled from "/" (seed: Silk ->
    # Path-Based without externals); the VizBoard main site is not part of it.
    case(
        "vizboard-school-meals",
        "dashboard subdomain (two districts)",
        "data visualization",
        "path_based",
        f"http://{_V1}/",
        _VIZ_T[_V1],
        _sites(_viz),
    ),
    case(
        "vizboard-parkrun-ageing",
        "dashboard subdomain (collections and charts)",
        "data visualization",
        "path_based",
        f"http://{_V2}/",
        _VIZ_T[_V2],
        _sites(_viz),
        others=[f"http://{_V1}/"],
    ),
]
