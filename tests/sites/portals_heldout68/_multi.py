"""Multi-hop portals whose artifact shares its entry's path: a GitLab-shaped forge for
computational-chemistry codes and per-project subdomain sites (path_based); a GitHub-shaped
force-field forge with a raw-file host and a Kaggle-shaped reaction-dataset arena with a
user-content download host (path_based_externals)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import binary, main, portal, text, ul

# A project: entry path, {subpath: title}, {external url: body}, other-project paths.
Project = tuple[str, dict[str, str], dict[str, PageValue], list[str]]


def _project_pages(p: Portal, projects: list[Project], sidebar: bool) -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    for entry, subs, externals, others in projects:
        tabs = ul([(entry + s, t) for s, t in subs.items()])
        ext = ul([(u, u.rsplit("/", 1)[-1]) for u in externals])
        side = ""
        if sidebar and others:
            side = (
                "<aside><h3>Forks and related projects</h3>"
                + ul([(o, o) for o in others])
                + "</aside>"
            )
        owner = entry.split("/")[1]
        for s, title in {"": "Overview", **subs}.items():
            body = main(
                f"<h1><a href='/{owner}'>{owner}</a> / {escape(entry.rsplit('/', 1)[1])}</h1>"
                f"<nav class=tabs>{tabs}</nav><h2>{escape(title)}</h2><p>Content of {escape(title)}.</p>"
                f"<h3>Downloads</h3>{ext}{side}"
            )
            pages[entry + s] = p.page(f"{title} · {entry[1:]}", body)
        pages[f"/{owner}"] = p.page(owner, f"<h1>{owner}</h1>")
        for o in others:
            pages[o] = p.page(o, f"<h1>{o}</h1>")
    return pages


def _ext_sites(externals: dict[str, PageValue]) -> list[Site]:
    sites: dict[str, Site] = {}
    for u, value in externals.items():
        host, path = u[len("http://") :].split("/", 1)
        sites.setdefault(host, Site(host)).add("/" + path, value)
    for s in sites.values():
        s.add("/", Response.html("<!DOCTYPE html><title>content host</title><p>Files only</p>"))
    return list(sites.values())


def _cases(
    prefix: str,
    kind: str,
    details: tuple[str, str],
    expected: str,
    p: Portal,
    projects: list[Project],
    build: Callable[[], list[Site]],
) -> list[Case]:
    out = []
    for n, (entry, subs, externals, others) in enumerate(projects, 1):
        truth = [p.url(entry), *[p.url(entry + s) for s in subs]]
        if expected == "path_based_externals":
            truth += list(externals)
        out.append(
            case(
                f"{prefix}-{n}",
                f"{kind} ({details[n - 1]})",
                "multi-hop",
                expected,
                p.url(entry),
                truth,
                build,
                others=[p.url(o) for o in others],
            )
        )
    return out


# --- GitLab-shaped forge: everything of the project is under its path (seed: GitLab ->
# Path-Based); the group page, explore and user pages are outside the path.
FORGE = portal(
    "git.molforgeworks.hx68.example",
    "MolForge",
    menu=(("/explore", "Explore"), ("/snippets", "Snippets"), ("/help", "Help")),
)
FORGE_PROJECTS: list[Project] = [
    (
        "/dft-group/qmtools",
        {"/-/tree/main": "Files", "/-/blob/main/README.md": "README.md", "/-/issues": "Issues"},
        {},
        ["/dft-group/basis-sets-archive"],
    ),
    (
        "/catalysis-lab/microkinetics",
        {
            "/-/tree/main": "Files",
            "/-/tree/main/examples": "examples",
            "/-/blob/main/examples/co_oxidation.yaml": "co_oxidation.yaml",
            "/-/issues": "Issues",
            "/-/issues/17": "Issue 17: stiff solver diverges",
            "/-/merge_requests": "Merge requests",
            "/-/releases": "Releases",
            "/-/releases/v2.1.0": "v2.1.0",
            "/-/wikis/home": "Wiki",
            "/-/commits/main": "Commits",
        },
        {},
        ["/catalysis-lab/dft-screening", "/catalysis-lab/paper-figures-2024"],
    ),
]


def forge_sites() -> list[Site]:
    return [*FORGE.sites(_project_pages(FORGE, FORGE_PROJECTS, sidebar=True))]


# --- per-project subdomain sites: the whole subdomain is the artifact (seed: Silk) -----------
VIZ_ORG = "polyviz-sites.hx68.example"
VIZ = {
    "mofatlas": {
        "/": "MOF Atlas",
        "/explore": "Explore",
        "/data": "Data table",
        "/about-data": "About the data",
    },
    "perovskite-map": {
        "/": "Perovskite Stability Map",
        "/map": "Map",
        "/compare": "Compare",
        "/table": "Table",
        "/table?page=2": "Table page 2",
        "/entries/cspbi3": "CsPbI3",
        "/entries/mapbbr3": "MAPbBr3",
        "/methods": "Methods",
    },
}


def viz_sites() -> list[Site]:
    sites = []
    for sub, pages in VIZ.items():
        s = Site(f"{sub}.{VIZ_ORG}")
        nav = ul(list(pages.items()))
        for path, title in pages.items():
            s.add(
                path,
                Response.html(
                    f"<!DOCTYPE html><html><head><title>{escape(title)} - {sub}</title>"
                    f"<link rel=stylesheet href='/theme.css'></head><body><nav>{nav}</nav>"
                    f"<h1>{escape(title)}</h1><div class=viz data-src='/data.json'></div>"
                    f"<footer>Made with <a href='http://www.{VIZ_ORG}/'>PolyViz</a> · "
                    f"<a href='http://www.{VIZ_ORG}/signup'>Make your own</a></footer></body></html>"
                ),
            )
        s.add("/theme.css", Response.data(b"body{margin:0}", "text/css"))
        sites.append(s)
    www = portal(f"www.{VIZ_ORG}", "PolyViz")
    sites.extend(www.sites({}))
    return sites


def _viz_cases() -> list[Case]:
    out = []
    for n, (sub, pages) in enumerate(VIZ.items(), 1):
        origin = f"http://{sub}.{VIZ_ORG}"
        # Seed (Silk): the project subdomain is the artifact -> Path-Based on "/"; the
        # "Made with PolyViz" links go to the vendor's host, outside the path.
        out.append(
            case(
                f"project-site-{n}",
                "materials data visualisation site ("
                + ("small site" if n == 1 else "paginated table, entries")
                + ")",
                "multi-hop",
                "path_based",
                origin + "/",
                [origin + p for p in pages],
                viz_sites,
            )
        )
    return out


# --- GitHub-shaped force-field forge with raw and release hosts (seed: GitHub ->
# Path-Based with Externals); no share links or external chrome on project pages.
FF = portal(
    "hub.forcefieldry.hx68.example",
    "Forcefieldry",
    menu=(("/explore", "Explore"), ("/marketplace", "Marketplace"), ("/pricing", "Pricing")),
)
FF_RAW = "raw.ffry-usercontent.hx68.example"
FF_PROJECTS: list[Project] = [
    (
        "/ahmadi/gaff-ionic",
        {"/blob/main/params.frcmod": "params.frcmod", "/issues": "Issues"},
        {f"http://{FF_RAW}/ahmadi/gaff-ionic/main/params.frcmod": text("MASS\nc3 12.01\n")},
        ["/ahmadi/benchmarks-gaff"],
    ),
    (
        "/openmat/water-models",
        {
            "/tree/main/tip4p": "tip4p",
            "/blob/main/tip4p/tip4p-ew.xml": "tip4p-ew.xml",
            "/blob/main/spce.xml": "spce.xml",
            "/issues": "Issues",
            "/issues/42": "Issue 42: LJ cutoff",
            "/pulls": "Pull requests",
            "/releases": "Releases",
            "/releases/tag/v1.3": "v1.3",
            "/wiki": "Wiki",
            "/graphs/contributors": "Contributors",
        },
        {
            f"http://{FF_RAW}/openmat/water-models/main/tip4p/tip4p-ew.xml": text(
                "<ForceField/>", "application/xml"
            ),
            f"http://{FF_RAW}/openmat/water-models/main/spce.xml": text(
                "<ForceField/>", "application/xml"
            ),
            "http://objects.ffry-releases.hx68.example/openmat/water-models/v1.3.tar.gz": binary(
                "tarball", 600
            ),
        },
        ["/openmat/ion-parameters", "/openmat/docs-site"],
    ),
]


def ff_sites() -> list[Site]:
    ext: dict[str, PageValue] = {}
    for _e, _s, x, _o in FF_PROJECTS:
        ext.update(x)
    return [*FF.sites(_project_pages(FF, FF_PROJECTS, sidebar=True)), *_ext_sites(ext)]


# --- Kaggle-shaped reaction-dataset arena with a user-content download host (seed: Kaggle
# datasets -> Path-Based with Externals).
RX = portal(
    "www.reactarena.hx68.example",
    "ReactArena",
    menu=(("/competitions", "Competitions"), ("/datasets", "Datasets"), ("/learn", "Learn")),
)
RX_DL = "storage.reactarena-content.hx68.example"
RX_PROJECTS: list[Project] = [
    (
        "/datasets/jlin/buchwald-hartwig-yields",
        {"/data": "Data", "/code": "Code"},
        {
            f"http://{RX_DL}/datasets/88121/bh_yields.csv": text(
                "ligand,base,yield\nXPhos,K3PO4,0.81\n", "text/csv"
            )
        },
        ["/datasets/jlin/suzuki-yields"],
    ),
    (
        "/datasets/orgsyn-ml/uspto-50k-cleaned",
        {
            "/data": "Data",
            "/code": "Code",
            "/code/baseline-transformer": "Notebook: baseline transformer",
            "/discussion": "Discussion",
            "/discussion/301877": "Atom mapping errors",
            "/versions": "Versions",
            "/versions/3": "Version 3",
            "/versions/2": "Version 2",
        },
        {
            f"http://{RX_DL}/datasets/90417/3/train.csv": text(
                "rxn_smiles,class\nCCO>>CC=O,9\n", "text/csv"
            ),
            f"http://{RX_DL}/datasets/90417/3/test.csv": text("rxn_smiles,class\n", "text/csv"),
            f"http://{RX_DL}/datasets/90417/archive.zip": binary("zip90417", 500),
        },
        ["/datasets/orgsyn-ml/uspto-full", "/competitions/retrosynthesis-2025"],
    ),
]


def rx_sites() -> list[Site]:
    ext: dict[str, PageValue] = {}
    for _e, _s, x, _o in RX_PROJECTS:
        ext.update(x)
    return [*RX.sites(_project_pages(RX, RX_PROJECTS, sidebar=True)), *_ext_sites(ext)]


# Expected heuristics: GitLab -> Path-Based, GitHub and Kaggle -> Path-Based with Externals
# (the seed's table); the truth is every page under the entry path plus, for the latter,
# the files linked on other hosts.
CASES: list[Case] = [
    *_cases(
        "code-forge",
        "computational chemistry code forge",
        ("small project", "issues, releases, wiki, nested tree"),
        "path_based",
        FORGE,
        FORGE_PROJECTS,
        forge_sites,
    ),
    *_viz_cases(),
    *_cases(
        "forcefield-hub",
        "force-field repository hub",
        ("one raw file", "raw files and a release tarball on two hosts"),
        "path_based_externals",
        FF,
        FF_PROJECTS,
        ff_sites,
    ),
    *_cases(
        "reaction-arena",
        "reaction dataset arena",
        ("one CSV", "notebooks, discussion, versions, three downloads"),
        "path_based_externals",
        RX,
        RX_PROJECTS,
        rx_sites,
    ),
]
