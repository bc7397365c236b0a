"""Student code and project portals whose artifact lives under the entry's path: a
group-and-project code forge for capstone teams (Path-Based, like GitLab), capstone
microsites with one host per project (Path-Based on "/", like Silk), a project forge whose
raw files and release downloads come from a separate content domain (Path-Based with
Externals, like GitHub) and a design-project showcase with notebooks, discussion and files
on a storage domain (Path-Based with Externals, like Kaggle)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import CSS, Skin, figure, pdf_file, text_file, ul

# --- group/project code forge (Path-Based) -------------------------------------------------

TARN = Skin(
    host="code.tarnhollowcs.hx95.example",
    name="Tarn Hollow CS GitForge",
    menu=[("/explore", "Explore"), ("/snippets", "Snippets"), ("/help", "Help")],
    footer=[("/help/terms", "Terms"), ("/help/privacy", "Privacy"), ("/status", "Status")],
    cdn="assets.tarnhollowstatic.hx95.example",
    cls="gf",
    title_format="{title} · {name}",
    login="/users/sign_in",
    signup="/users/sign_up",
    search="/search",
    share=False,
)


def _tarn_project(base: str, name: str, spec: dict[str, Sequence[str]]) -> dict[str, PageValue]:
    """Every page of one project under `base`: tree, blobs, raw files, issues (paginated),
    merge requests, commits, wiki and releases, each with the project sidebar."""
    group = base.rsplit("/", 1)[0]
    side = [
        ("", "Project"),
        ("/-/tree/main", "Repository"),
        ("/-/issues", "Issues"),
        ("/-/commits/main", "Commits"),
    ]
    if spec.get("mrs"):
        side.append(("/-/merge_requests", "Merge requests"))
    if spec.get("wiki"):
        side.append(("/-/wikis/home", "Wiki"))
    if spec.get("releases"):
        side.append(("/-/releases", "Releases"))
    nav = ul([(base + p, t) for p, t in side], "gf-sidebar")

    def pg(title: str, main: str) -> str:
        crumbs = [(group, group.strip("/").split("/")[-1]), (base, name)]
        return TARN.page(f"{title} · {name}", main, aside=nav, crumbs=crumbs)

    pages: dict[str, PageValue] = {}
    files = list(spec["files"])
    dirs = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})
    pages[base] = pg(
        name,
        f'<h1>{escape(name)}</h1><p class="gf-owner">Owned by <a href="{group}">{group}</a></p>'
        f'<p><a href="{base}/-/archive/main/{name}-main.zip">Download source (zip)</a></p>'
        + ul(
            [(f"{base}/-/blob/main/{f}", f) for f in files if "/" not in f]
            + [(f"{base}/-/tree/main/{d}", d + "/") for d in dirs]
        )
        + f"<h2>README</h2><p>{escape(spec['readme'][0])}</p>",
    )
    pages[f"{base}/-/archive/main/{name}-main.zip"] = text_file("PK", "application/zip")
    pages[f"{base}/-/tree/main"] = pg("Files", ul([(f"{base}/-/blob/main/{f}", f) for f in files]))
    for d in dirs:
        inside = [f for f in files if f.startswith(d + "/")]
        pages[f"{base}/-/tree/main/{d}"] = pg(
            d, ul([(f"{base}/-/blob/main/{f}", f) for f in inside])
        )
    for f in files:
        pages[f"{base}/-/blob/main/{f}"] = pg(
            f,
            f'<h1>{escape(f)}</h1><p><a href="{base}/-/raw/main/{f}">Open raw</a> '
            f'<a href="{base}/-/blame/main/{f}">Blame</a></p><pre>…</pre>',
        )
        pages[f"{base}/-/raw/main/{f}"] = text_file(f"# {f}\n")
        pages[f"{base}/-/blame/main/{f}"] = pg(f"Blame {f}", f"<pre># {escape(f)}</pre>")
    issues = list(spec["issues"])
    per = 3
    npages = (len(issues) + per - 1) // per
    for i in range(npages):
        chunk = issues[i * per : (i + 1) * per]
        more = f'<a href="{base}/-/issues?page={i + 2}">Next</a>' if i + 1 < npages else ""
        key = f"{base}/-/issues" + (f"?page={i + 1}" if i else "")
        pages[key] = pg(
            "Issues",
            ul(
                [(f"{base}/-/issues/{n}", t) for n, t in enumerate(issues, 1)][
                    i * per : i * per + len(chunk)
                ]
            )
            + more,
        )
    for n, t in enumerate(issues, 1):
        pages[f"{base}/-/issues/{n}"] = pg(
            f"{t} (#{n})", f"<h1>{escape(t)}</h1><p>Opened by a team member.</p>"
        )
    commits = list(spec["commits"])
    pages[f"{base}/-/commits/main"] = pg(
        "Commits", ul([(f"{base}/-/commit/{c}", c) for c in commits])
    )
    for c in commits:
        pages[f"{base}/-/commit/{c}"] = pg(f"Commit {c}", f"<h1>{c}</h1><pre>diff …</pre>")
    mrs = list(spec.get("mrs", ()))
    if mrs:
        pages[f"{base}/-/merge_requests"] = pg(
            "Merge requests",
            ul([(f"{base}/-/merge_requests/{n}", t) for n, t in enumerate(mrs, 1)]),
        )
        for n, t in enumerate(mrs, 1):
            pages[f"{base}/-/merge_requests/{n}"] = pg(t, f"<h1>{escape(t)}</h1><p>Merged.</p>")
    wiki = list(spec.get("wiki", ()))
    if wiki:
        pages[f"{base}/-/wikis/home"] = pg("Wiki", ul([(f"{base}/-/wikis/{w}", w) for w in wiki]))
        for w in wiki:
            pages[f"{base}/-/wikis/{w}"] = pg(w, f"<h1>{escape(w)}</h1><p>Notes.</p>")
    rel = list(spec.get("releases", ()))
    if rel:
        pages[f"{base}/-/releases"] = pg(
            "Releases", ul([(f"{base}/-/releases/{r}", r) for r in rel])
        )
        for r in rel:
            asset = f"{base}/-/releases/{r}/downloads/{name}-{r}.tar.gz"
            pages[f"{base}/-/releases/{r}"] = pg(
                r, f'<h1>{r}</h1><p><a href="{asset}">{name}-{r}.tar.gz</a></p>'
            )
            pages[asset] = text_file("tgz", "application/gzip")
    return pages


TARN_1 = "/capstone-2024/team-11/route-planner"
TARN_1_SPEC: dict[str, Sequence[str]] = {
    "readme": ["Shortest bus routes across campus for the 2024 capstone."],
    "files": ["README.md", "src/planner.py"],
    "issues": ["Handle one-way streets", "Add stop timetable"],
    "commits": ["9f2c41e", "1b07d3a"],
}
TARN_2 = "/thesis-lab/m-okonkwo/mesh-refinement-solver"
TARN_2_SPEC: dict[str, Sequence[str]] = {
    "readme": ["Adaptive mesh refinement code for an MSc thesis on shallow-water flows."],
    "files": ["README.md", "LICENSE", "solver/amr.f90", "solver/flux.f90", "cases/dam_break.nml"],
    "issues": [
        "Refinement stalls at level 6",
        "Wrong CFL in 2D",
        "Document build on macOS",
        "Add Riemann test",
        "Output in NetCDF",
    ],
    "commits": ["e41a0c9", "77bd012", "c0ffe42"],
    "mrs": ["Use HLLC flux", "Add CI"],
    "wiki": ["Building", "Test-cases", "Thesis-figures"],
    "releases": ["v1.0", "v1.1"],
}
TARN_FORK = "/thesis-lab/j-park/amr-solver-fork"


def tarn_sites() -> list[Site]:
    pages = {
        **_tarn_project(TARN_1, "route-planner", TARN_1_SPEC),
        **_tarn_project(TARN_2, "mesh-refinement-solver", TARN_2_SPEC),
    }
    fork_spec: dict[str, Sequence[str]] = {
        "readme": ["A fork."],
        "files": ["README.md"],
        "issues": [],
        "commits": ["aa11bb2"],
    }
    pages.update(_tarn_project(TARN_FORK, "amr-solver-fork", fork_spec))
    entry2 = pages[TARN_2]
    assert isinstance(entry2, str)
    pages[TARN_2] = entry2.replace(
        "<h2>README</h2>",
        f'<p>Forks: <a href="{TARN_FORK}">j-park/amr-solver-fork</a></p><h2>README</h2>',
    )
    return TARN.sites(pages)


def _tarn_truth(base: str, spec: dict[str, Sequence[str]]) -> list[str]:
    return [TARN.url(p) for p in _tarn_project(base, base.rsplit("/", 1)[1], spec)]


# --- capstone microsites, one host per project (Path-Based on "/") -------------------------

EXPO = Skin(
    host="www.expoforge.hx95.example",
    name="ExpoForge Capstone Showcase",
    menu=[
        ("/showcase", "Showcase"),
        ("/for-students", "For students"),
        ("/for-sponsors", "Sponsors"),
    ],
    footer=[("/abuse", "Report abuse"), ("/terms", "Terms"), ("/privacy", "Privacy")],
    cdn="cdn.expoforgestatic.hx95.example",
    cls="xf",
    login="/signin",
)
KILN = "solarkiln.expoforge.hx95.example"
TIDE = "tidewatch.expoforge.hx95.example"


def _micro(host: str, title: str, nav: list[tuple[str, str]], path: str, body: str) -> str:
    links = "".join(f'<a href="{h}">{escape(t)}</a>' for h, t in nav)
    return (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>'
        '<link rel="stylesheet" href="/theme.css"></head><body class="xf-micro">'
        f'<header><a href="/" class="logo">{escape(title.split(" — ")[0])}</a><nav>{links}</nav>'
        f"</header><section>{body}</section><footer>Built with "
        f'<a href="http://{EXPO.host}/">ExpoForge</a> · <a href="http://{EXPO.host}/abuse?site='
        f'{host}">Report this site</a></footer></body></html>'
    )


def micro_sites(host: str, name: str, spec: dict[str, str]) -> Site:
    nav = [
        (p, p.strip("/").capitalize() or "Home")
        for p in spec
        if p.count("/") == 1 and "?" not in p and not p.endswith((".pdf", ".csv"))
    ]
    site = Site(host)
    for path, body in spec.items():
        if path.endswith(".pdf"):
            site.add(path, pdf_file(name, body))
        elif path.endswith(".csv"):
            site.add(path, text_file(body, "text/csv"))
        else:
            site.add(path, _micro(host, f"{name} — {path.strip('/') or 'home'}", nav, path, body))
    site.add("/theme.css", text_file(CSS.decode(), "text/css"))
    site.add("/img/hero.png", figure((220, 140, 30)))
    return site


KILN_SPEC = {
    "/": '<h1>SolarKiln</h1><img src="/img/hero.png" alt=""><p>A solar-heated kiln for drying'
    ' lumber. <a href="/report.pdf">Final report</a>.</p>',
    "/team": "<h1>Team</h1><p>Four mechanical engineering seniors.</p>",
    "/process": "<h1>Process</h1><p>Design, build, test.</p>",
    "/gallery": '<h1>Gallery</h1><img src="/img/hero.png" alt="">',
    "/report.pdf": "Final report",
}
TIDE_SPEC = {
    "/": '<h1>TideWatch</h1><p>Low-cost tide gauges for a harbour town. Read the <a href="/journal">'
    'build journal</a>, the <a href="/report.pdf">report</a> and the <a href="/data/tide-readings.csv">'
    "data</a>.</p>",
    "/team": "<h1>Team</h1><p>Electrical and civil engineering students.</p>",
    "/journal": '<h1>Journal</h1><ul><li><a href="/journal/week-01">Week 1</a></li>'
    '<li><a href="/journal/week-02">Week 2</a></li></ul><a href="/journal?page=2">Older</a>',
    "/journal?page=2": '<h1>Journal, page 2</h1><ul><li><a href="/journal/week-03">Week 3</a></li>'
    '<li><a href="/journal/week-04">Week 4</a></li></ul>',
    "/journal/week-01": '<h1>Week 1</h1><p>Sensor choice.</p><a href="/journal/week-02">Next</a>',
    "/journal/week-02": '<h1>Week 2</h1><p>Housing. See <a href="/prototype/v1">prototype 1</a>.</p>',
    "/journal/week-03": '<h1>Week 3</h1><p>Deployment. See <a href="/prototype/v2">prototype 2</a>.</p>',
    "/journal/week-04": "<h1>Week 4</h1><p>Calibration.</p>",
    "/prototype/v1": "<h1>Prototype 1</h1><p>Ultrasonic sensor in PVC.</p>",
    "/prototype/v2": "<h1>Prototype 2</h1><p>Pressure sensor.</p>",
    "/gallery": '<h1>Gallery</h1><img src="/img/hero.png" alt="">',
    "/report.pdf": "TideWatch final report",
    "/data/tide-readings.csv": "time,level_m\n2025-03-01T00:00,1.21\n",
}


def expo_sites() -> list[Site]:
    showcase = ul([(f"http://{h}/", n) for h, n in [(KILN, "SolarKiln"), (TIDE, "TideWatch")]])
    www = EXPO.sites({"/showcase": EXPO.page("Showcase", "<h1>Projects</h1>" + showcase)})
    return [
        *www,
        micro_sites(KILN, "SolarKiln", KILN_SPEC),
        micro_sites(TIDE, "TideWatch", TIDE_SPEC),
    ]


# --- project forge with a separate content domain (Path-Based with Externals) --------------

GIT = Skin(
    host="forge.gitmere.hx95.example",
    name="Gitmere",
    menu=[("/explore", "Explore"), ("/topics", "Topics"), ("/features", "Features")],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/docs", "Docs")],
    cdn="assets.gitmerestatic.hx95.example",
    cls="gm",
    title_format="{title} · {name}",
    login="/login",
    signup="/join",
    search="/search",
    share=False,
)
RAW = "raw.gitmerecontent.hx95.example"
OBJ = "objects.gitmerecontent.hx95.example"
DOCS = "ceri-lab.gitmerepages.hx95.example"


def _git_project(
    base: str,
    files: list[str],
    issues: list[str],
    releases: list[tuple[str, list[str]]],
    wiki: list[str],
    docs: bool = False,
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """(forge pages, content-domain pages, the project's own URIs)."""
    tabs = [("", "Code"), ("/issues", "Issues"), ("/releases", "Releases")] + (
        [("/wiki", "Wiki")] if wiki else []
    )
    tabbar = "".join(f'<a class="gm-tab" href="{base}{p}">{t}</a>' for p, t in tabs)
    owner = base.rsplit("/", 1)[0]

    def pg(title: str, main: str) -> str:
        head = f'<h2 class="gm-repo"><a href="{owner}">{owner[1:]}</a> / <a href="{base}">{base.rsplit("/", 1)[1]}</a></h2>'
        return GIT.page(f"{title} · {base[1:]}", head + f"<nav>{tabbar}</nav>" + main)

    forge: dict[str, PageValue] = {}
    content: dict[str, PageValue] = {}
    ext: list[str] = []
    docs_link = (
        f'<p>Documentation: <a href="http://{DOCS}/coastal-erosion/">{DOCS}/coastal-erosion</a></p>'
        if docs
        else ""
    )
    forge[base] = pg(
        base[1:],
        ul([(f"{base}/blob/main/{f}", f) for f in files])
        + docs_link
        + f'<p><a href="{base}/graphs/contributors">Contributors</a> · <a href="{base}/stargazers">Stars</a></p>',
    )
    forge[f"{base}/graphs/contributors"] = pg("Contributors", "<p>2 contributors</p>")
    forge[f"{base}/stargazers"] = pg("Stargazers", "<p>14 stars</p>")
    for f in files:
        raw = f"/{base[1:]}/main/{f}"
        forge[f"{base}/blob/main/{f}"] = pg(
            f, f'<p><a href="http://{RAW}{raw}">Raw</a></p><pre>…</pre>'
        )
        content[raw] = text_file(f"{f}\n")
        ext.append(f"http://{RAW}{raw}")
    forge[f"{base}/issues"] = pg(
        "Issues", ul([(f"{base}/issues/{n}", t) for n, t in enumerate(issues, 1)])
    )
    for n, t in enumerate(issues, 1):
        forge[f"{base}/issues/{n}"] = pg(t, f"<h1>{escape(t)}</h1>")
    items = []
    for tag, assets in releases:
        links = []
        for a in assets:
            p = f"/releases/{base[1:]}/{tag}/{a}"
            content[p] = text_file("asset", "application/octet-stream")
            ext.append(f"http://{OBJ}{p}")
            links.append((f"http://{OBJ}{p}", a))
        forge[f"{base}/releases/tag/{tag}"] = pg(tag, f"<h1>{tag}</h1>" + ul(links))
        items.append((f"{base}/releases/tag/{tag}", tag))
    forge[f"{base}/releases"] = pg("Releases", ul(items))
    if wiki:
        forge[f"{base}/wiki"] = pg("Wiki", ul([(f"{base}/wiki/{w}", w) for w in wiki]))
        for w in wiki:
            forge[f"{base}/wiki/{w}"] = pg(w, f"<h1>{w}</h1>")
    own = [GIT.url(p) for p in forge] + ext
    if docs:
        own.append(f"http://{DOCS}/coastal-erosion/")
    return forge, content, own


GIT_1 = "/ada-mensah/thesis-sim"
GIT_2 = "/ceri-lab/coastal-erosion-thesis"


def _git_all() -> tuple[dict[str, PageValue], dict[str, PageValue], list[str], list[str]]:
    f1, c1, own1 = _git_project(
        GIT_1,
        ["README.md", "sim/model.py"],
        ["Seed is not fixed"],
        [("v1.0", ["thesis-sim-1.0.tar.gz"])],
        [],
    )
    f2, c2, own2 = _git_project(
        GIT_2,
        ["README.md", "CITATION.cff", "notebooks/figures.ipynb", "data/profiles.csv"],
        ["Profiles for 2021 missing", "Figure 4.2 colour scale", "Add DOI badge"],
        [("v2.0-defended", ["thesis.pdf", "model-output.zip"]), ("v1.0-submitted", ["thesis.pdf"])],
        ["Reproducing-figures", "Field-campaigns"],
        docs=True,
    )
    return {**f1, **f2}, {**c1, **c2}, own1, own2


def git_sites() -> list[Site]:
    forge, content, _o1, _o2 = _git_all()
    raw, obj = Site(RAW), Site(OBJ)
    for p, v in content.items():
        (obj if p.startswith("/releases/") else raw).add(p, v)
    docs = Site(
        DOCS,
        {
            "/coastal-erosion/": "<!doctype html><title>Coastal erosion thesis docs</title><h1>Docs</h1>"
        },
    )
    return [*GIT.sites(forge), raw, obj, docs]


# --- design-project showcase with storage domain (Path-Based with Externals) ---------------

DOCK = Skin(
    host="www.designdock.hx95.example",
    name="DesignDock",
    menu=[("/projects", "Projects"), ("/challenges", "Challenges"), ("/learn", "Learn")],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    cdn="static.designdockcdn.hx95.example",
    cls="dd",
    title_format="{title} | {name}",
    login="/account/login",
    signup="/account/register",
    share=False,
)
STORE = "storage.designdockfiles.hx95.example"


def _dock_project(
    base: str,
    pid: str,
    title: str,
    files: list[str],
    notebooks: list[str],
    threads: list[str],
    versions: int,
) -> tuple[dict[str, PageValue], list[str], list[str]]:
    tabs = [("", "Overview"), ("/files", "Files"), ("/code", "Code"), ("/discussion", "Discussion")]
    if versions > 1:
        tabs.append(("/versions", "Versions"))
    bar = "".join(f'<a href="{base}{p}">{t}</a>' for p, t in tabs)
    team = base.split("/")[2]

    def pg(t: str, main: str) -> str:
        return DOCK.page(
            f"{t} — {title}",
            f'<div class="dd-tabs">{bar}</div>{main}',
            aside=f'<p>Team <a href="/teams/{team}">{team}</a></p>',
        )

    pages: dict[str, PageValue] = {}
    ext = [f"http://{STORE}/p/{pid}/{f}" for f in files]
    pages[base] = pg(
        "Overview",
        f"<h1>{escape(title)}</h1><p>A student design project.</p>"
        f'<p><a href="http://{STORE}/p/{pid}/bundle.zip">Download all files</a></p>',
    )
    ext.append(f"http://{STORE}/p/{pid}/bundle.zip")
    pages[f"{base}/files"] = pg("Files", ul([(u, u.rsplit("/", 1)[1]) for u in ext[:-1]]))
    pages[f"{base}/code"] = pg("Code", ul([(f"{base}/code/{n}", n) for n in notebooks]))
    for n in notebooks:
        pages[f"{base}/code/{n}"] = pg(n, f"<h1>{n}</h1><pre>import numpy</pre>")
    pages[f"{base}/discussion"] = pg(
        "Discussion", ul([(f"{base}/discussion/{i}", t) for i, t in threads])
    )
    for i, t in threads:
        pages[f"{base}/discussion/{i}"] = pg(t, f"<h1>{escape(t)}</h1>")
    if versions > 1:
        pages[f"{base}/versions"] = pg(
            "Versions",
            ul([(f"{base}/versions/{v}", f"Version {v}") for v in range(1, versions + 1)]),
        )
        for v in range(1, versions + 1):
            u = f"http://{STORE}/p/{pid}/v{v}/bundle.zip"
            pages[f"{base}/versions/{v}"] = pg(
                f"Version {v}", f'<a href="{u}">Files of version {v}</a>'
            )
            ext.append(u)
    return pages, [DOCK.url(p) for p in pages], ext


DOCK_1 = "/projects/aurora-team/smart-irrigation-controller"
DOCK_2 = "/projects/helix-racing/carbon-bike-frame"


def _dock_all() -> tuple[dict[str, PageValue], list[str], list[str]]:
    p1, o1, e1 = _dock_project(
        DOCK_1,
        "4471a",
        "Smart irrigation controller",
        ["schematic.pdf", "bom.csv"],
        ["moisture-model"],
        [("1183", "Which valve?")],
        1,
    )
    p2, o2, e2 = _dock_project(
        DOCK_2,
        "9c02f",
        "Carbon bike frame",
        ["frame.step", "layup.xlsx", "fea-report.pdf", "test-rig.mp4"],
        ["stiffness-fea", "layup-optimiser", "fatigue-data"],
        [("2210", "Tube mould"), ("2214", "Resin choice"), ("2231", "Judging feedback")],
        3,
    )
    return {**p1, **p2}, o1 + e1, o2 + e2


def dock_sites() -> list[Site]:
    pages, own1, own2 = _dock_all()
    store = Site(STORE)
    for u in own1 + own2:
        if u.startswith(f"http://{STORE}"):
            path = u[len(f"http://{STORE}") :]
            store.add(
                path,
                pdf_file("file", path)
                if path.endswith(".pdf")
                else text_file("bytes", "application/octet-stream"),
            )
    return [*DOCK.sites(pages), store]


CASES: list[Case] = [
    # A capstone team's project on a GitLab-like forge: issues, commits and files all under
    # the project path (the seed's GitLab/BitBucket shape): Path-Based.
    case(
        "tarnhollow-route-planner",
        "group-and-project code forge (capstone team project)",
        "multi_hop",
        "path_based",
        TARN.url(TARN_1),
        _tarn_truth(TARN_1, TARN_1_SPEC),
        tarn_sites,
    ),
    # Harder: paginated issues, merge requests, a wiki, two releases with assets, a fork.
    case(
        "tarnhollow-amr-solver",
        "group-and-project code forge (thesis code with wiki and releases)",
        "multi_hop",
        "path_based",
        TARN.url(TARN_2),
        _tarn_truth(TARN_2, TARN_2_SPEC),
        tarn_sites,
        others=[TARN.url(TARN_FORK)],
    ),
    # A capstone microsite on its own host (the seed's Silk): the whole host is the artifact,
    # Path-Based on "/".
    case(
        "expoforge-solarkiln",
        "capstone microsites (small project site)",
        "multi_hop",
        "path_based",
        f"http://{KILN}/",
        [f"http://{KILN}{p}" for p in KILN_SPEC],
        expo_sites,
    ),
    # Harder: a paginated build journal reaching prototypes, data and report several hops in.
    case(
        "expoforge-tidewatch",
        "capstone microsites (project site with paginated journal)",
        "multi_hop",
        "path_based",
        f"http://{TIDE}/",
        [f"http://{TIDE}{p}" for p in TIDE_SPEC],
        expo_sites,
    ),
    # A thesis code project whose raw files and release assets are on another domain (the
    # seed's GitHub): Path-Based with Externals.
    case(
        "gitmere-thesis-sim",
        "project forge with content domain (thesis simulation code)",
        "multi_hop",
        "path_based_externals",
        GIT.url(GIT_1),
        _git_all()[2],
        git_sites,
    ),
    # Harder: two releases, notebooks and data, a wiki and external documentation pages.
    case(
        "gitmere-coastal-erosion",
        "project forge with content domain (thesis repo with releases and docs)",
        "multi_hop",
        "path_based_externals",
        GIT.url(GIT_2),
        _git_all()[3],
        git_sites,
    ),
    # A design project with code, discussion and files on a storage domain (the seed's
    # Kaggle): Path-Based with Externals.
    case(
        "designdock-irrigation",
        "design-project showcase (capstone controller)",
        "multi_hop",
        "path_based_externals",
        DOCK.url(DOCK_1),
        _dock_all()[1],
        dock_sites,
    ),
    # Harder: three notebooks, three threads and three versions each with its own bundle.
    case(
        "designdock-bike-frame",
        "design-project showcase (versioned frame design)",
        "multi_hop",
        "path_based_externals",
        DOCK.url(DOCK_2),
        _dock_all()[2],
        dock_sites,
    ),
]
