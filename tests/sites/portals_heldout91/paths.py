"""heldout91 portals whose artifact lives under one path: a GitLab-like forge of hydration
scripts and a Silk-like media-monitoring dashboard on its own subdomain (Path-Based), a
GitHub-like code host with a raw-content domain and a Kaggle-like social-media dataset hub
with an external download host (Path-Based with Externals)."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import MediaPortal, links, serve, text


def under(site: Site, prefix: str) -> list[str]:
    """Every served URI of `site` under `prefix` (the whole path-based artifact)."""
    return sorted(site.url(p) for p in site.pages if site.url(p).startswith(prefix))


# --- hydration-script code forge (GitLab-like project: Path-Based) ---

FORGE = MediaPortal(
    "git.socmed-forge.hx91.example",
    "SocMed Forge",
    [("/explore", "Explore"), ("/explore/groups", "Groups"), ("/help", "Help")],
    [("/-/terms", "Terms"), ("/-/privacy", "Privacy"), ("/-/status", "Status")],
    title_format="{title} · {name}",
)
G = FORGE.origin
G1 = G + "/netcomm-lab/thread-hydrator/"
G2 = G + "/observatory/elections/ad-library-pull/"


def _project(
    base: str, name: str, files: dict[str, str], issues: list[str], extra_tabs: dict[str, str]
) -> dict[str, object]:
    """Pages of one forge project under `base` (a path ending in '/')."""
    tabs = [
        ("", "Project"),
        ("-/tree/main", "Repository"),
        ("-/issues", "Issues"),
        ("-/commits/main", "Commits"),
        ("-/tags", "Tags"),
    ]
    tabs += [(k, v) for k, v in extra_tabs.items()]
    side = links([(base + t, n) for t, n in tabs], "project-nav")
    group = base.rstrip("/").rsplit("/", 1)[0]

    def pg(title: str, main: str) -> str:
        crumbs = f'<nav class="crumbs"><a href="{group}">{group.strip("/")}</a> / <a href="{base}">{name}</a></nav>'
        return FORGE.page(f"{title} · {name}", crumbs + side + main)

    tree = links([(f"{base}-/blob/main/{f}", f) for f in files])
    pages: dict[str, object] = {
        base: pg(
            name,
            f"<h1>{name}</h1>{tree}"
            f'<p><a href="{base}-/archive/main/{name}-main.zip">Download zip</a> '
            f'<a href="/explore/projects?topic=twitter">#twitter</a> Forked from '
            f'<a href="/upstream-mirror/{name}/">upstream</a></p>',
        ),
        f"{base}-/tree/main": pg("Files", tree),
        f"{base}-/commits/main": pg(
            "Commits", f'<p><a href="{base}-/commit/3fa9c01">3fa9c01 Initial import</a></p>'
        ),
        f"{base}-/commit/3fa9c01": pg("Commit 3fa9c01", "<pre>+ initial</pre>"),
        f"{base}-/tags": pg("Tags", f'<p><a href="{base}-/tags/v1.0">v1.0</a></p>'),
        f"{base}-/tags/v1.0": pg(
            "v1.0", f'<a href="{base}-/archive/v1.0/{name}-v1.0.tar.gz">Source (tar.gz)</a>'
        ),
        f"{base}-/archive/main/{name}-main.zip": Response.data(
            b"PK\x03\x04" + name.encode(), "application/zip"
        ),
        f"{base}-/archive/v1.0/{name}-v1.0.tar.gz": Response.data(
            b"\x1f\x8b\x08\x00", "application/gzip"
        ),
        f"{base}-/issues": pg(
            "Issues", links([(f"{base}-/issues/{i + 1}", t) for i, t in enumerate(issues)])
        ),
        "/upstream-mirror/" + name + "/": pg(
            "upstream", "<p>Upstream mirror (another project).</p>"
        ),
    }
    for i, t in enumerate(issues):
        pages[f"{base}-/issues/{i + 1}"] = pg(t, f"<h1>{t}</h1><p>Opened by a user.</p>")
    for f, body in files.items():
        pages[f"{base}-/blob/main/{f}"] = pg(
            f, f'<pre>{body}</pre><a href="{base}-/raw/main/{f}">Raw</a>'
        )
        pages[f"{base}-/raw/main/{f}"] = text(body)
    return pages


def forge_sites() -> list[Site]:
    pages = _project(
        "/netcomm-lab/thread-hydrator/",
        "thread-hydrator",
        {
            "README.md": "# thread-hydrator\nRehydrate reply threads from post IDs.",
            "hydrate.py": "import sys\n",
            "requirements.txt": "httpx==0.27\n",
        },
        ["Rate limit handling", "Deleted posts counted twice"],
        {},
    )
    p2 = _project(
        "/observatory/elections/ad-library-pull/",
        "ad-library-pull",
        {
            "README.md": "# ad-library-pull\nCollect political ads from ad transparency libraries.",
            "pull.py": "def main(): ...\n",
            "schema/ad.json": '{"type": "object"}\n',
            "TERMS.md": "Use of collected ads is bound by the libraries' terms.\n",
            "notebooks/spend.ipynb": "{}\n",
        },
        [
            "Spend ranges parsed as strings",
            "Add regional breakdown",
            "Paging token expires",
            "Docs: terms of use",
        ],
        {"-/wikis/home": "Wiki", "-/releases": "Releases"},
    )
    b = "/observatory/elections/ad-library-pull/"
    p2[b + "-/issues"] = p2[b + "-/issues"].replace(
        "</ul>", f'</ul><a href="{b}-/issues?page=2">Next</a>'
    )  # type: ignore[union-attr]
    p2[b + "-/issues?page=2"] = FORGE.page(
        "Issues page 2 · ad-library-pull", f'<a href="{b}-/issues">Prev</a><p>No more issues.</p>'
    )
    p2[b + "-/wikis/home"] = FORGE.page(
        "Home · Wiki · ad-library-pull", f'<h1>Wiki</h1><a href="{b}-/wikis/sampling">Sampling</a>'
    )
    p2[b + "-/wikis/sampling"] = FORGE.page(
        "Sampling · Wiki · ad-library-pull", "<p>How regions are sampled.</p>"
    )
    p2[b + "-/releases"] = FORGE.page(
        "Releases · ad-library-pull",
        f'<h2>v1.0</h2><a href="{b}-/archive/v1.0/ad-library-pull-v1.0.tar.gz">Source</a>',
    )
    pages.update(p2)
    return [serve(FORGE, pages)]  # type: ignore[arg-type]


# --- media-monitoring dashboard subdomain (Silk-like: the whole subdomain is the artifact) ---

BOARD_WWW = MediaPortal(
    "www.monitorboard.hx91.example",
    "MonitorBoard",
    [("/gallery", "Gallery"), ("/pricing", "Pricing"), ("/signup", "Create a board")],
    [("/terms", "Terms"), ("/privacy", "Privacy")],
    home_main='<h1>MonitorBoard</h1><p>Publish media-monitoring dashboards.</p><a href="http://ad-spend-2022.monitorboard.hx91.example/">Example</a>',
)
W = BOARD_WWW.origin
D1_HOST = "ad-spend-2022.monitorboard.hx91.example"
D2_HOST = "tv-coverage-tracker.monitorboard.hx91.example"


def _board(host: str, title: str, views: list[str], data: list[str], paged: bool) -> Site:
    nav = links(
        [("/", "Overview")]
        + [(f"/views/{v}", v.replace("-", " ").title()) for v in views]
        + [("/data", "Data"), ("/about", "About")]
    )
    foot = f'<footer>Made with <a href="{W}/">MonitorBoard</a> · <a href="{W}/report-abuse?board={host.split(".")[0]}">Report</a></footer>'

    def pg(t: str, main: str) -> str:
        return (
            f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{t} — {title}</title>'
            f'<link rel="stylesheet" href="{W}/static/board.css"><script src="{W}/static/board.js"></script></head>'
            f"<body><header><h1>{title}</h1>{nav}</header><main>{main}</main>{foot}</body></html>"
        )

    site = Site(host)
    site.add(
        "/",
        pg(
            "Overview",
            '<div class="chart" data-src="/data/summary.json"></div><p>Overview of the board.</p>',
        ),
    )
    for v in views:
        site.add(
            f"/views/{v}", pg(v, '<div class="chart"></div><a href="/data">Underlying data</a>')
        )
    rows = links([(f"/data/{d}", d) for d in data])
    site.add(
        "/data",
        pg(
            "Data",
            rows
            + '<a href="/data/summary.json">Summary (JSON)</a>'
            + ('<a href="/data?page=2">Next page</a>' if paged else ""),
        ),
    )
    if paged:
        site.add("/data?page=2", pg("Data (2)", '<p>Rows 51-80</p><a href="/data">First page</a>'))
    for d in data:
        site.add(f"/data/{d}", text(f"source,outlet,value\n# {title}\n", "text/csv; charset=utf-8"))
    site.add("/data/summary.json", text("{}", "application/json"))
    site.add("/about", pg("About", "<p>Methods and sources of this board.</p>"))
    return site


def board_sites() -> list[Site]:
    www = serve(
        BOARD_WWW,
        {
            "/static/board.css": text("body{}", "text/css"),
            "/static/board.js": text("", "text/javascript"),
        },
    )
    www.add("/report-abuse", BOARD_WWW.page("Report a board", "<form><textarea></textarea></form>"))
    return [
        www,
        _board(D1_HOST, "Political ad spend 2022", ["by-party", "by-platform"], ["ads.csv"], False),
        _board(
            D2_HOST,
            "TV coverage tracker",
            ["daily-minutes", "by-channel", "topics", "map"],
            ["minutes.csv", "channels.csv", "topics.csv"],
            True,
        ),
    ]


def board_truth(host: str) -> list[str]:
    return [f"http://{host}{p}" for p in next(s for s in board_sites() if s.host == host).pages]


# --- social-media research code host with a raw-content domain (GitHub-like) ---

HUB = Portal(
    "code.postlab-hub.hx91.example",
    "PostLab Hub",
    [("/explore", "Explore"), ("/topics", "Topics"), ("/marketplace", "Marketplace")],
    [("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/security", "Security")],
    title_format="{title} · {name}",
)
RAW_HOST = "raw.postlab-content.hx91.example"
H = HUB.origin
RAW = "http://" + RAW_HOST
H1 = H + "/commslab/reply-graph/"
H2 = H + "/newsobs/rss-archive-tools/"


def _repo(
    owner: str, name: str, files: list[str], releases: list[str]
) -> tuple[dict[str, object], dict[str, object]]:
    base = f"/{owner}/{name}/"
    tabs = links(
        [(base, "Code"), (base + "issues", "Issues"), (base + "pulls", "Pull requests")]
        + ([(base + "releases", "Releases")] if releases else [])
    )

    def pg(t: str, main: str) -> str:
        return HUB.page(
            f"{owner}/{name}: {t}", f'<a href="/{owner}">{owner}</a> / <b>{name}</b>{tabs}{main}'
        )

    pages: dict[str, object] = {
        base: pg(
            "code",
            links([(f"{base}blob/main/{f}", f) for f in files])
            + f'<p><a href="/{owner}/{name}/stargazers">Stars</a></p>',
        ),
        base + "issues": pg("issues", f'<a href="{base}issues/1">#1 Handle protected accounts</a>'),
        base + "issues/1": pg("#1", "<p>Protected accounts raise 403.</p>"),
        base + "pulls": pg("pulls", "<p>No open pull requests.</p>"),
        base + "stargazers": pg("stargazers", "<p>12 stars</p>"),
    }
    raw: dict[str, object] = {}
    for f in files:
        pages[f"{base}blob/main/{f}"] = pg(
            f, f'<pre>...</pre><a href="{RAW}/{owner}/{name}/main/{f}">Raw</a>'
        )
        raw[f"/{owner}/{name}/main/{f}"] = text(f"# {f}\n")
    if releases:
        pages[base + "releases"] = pg(
            "releases", links([(f"{base}releases/tag/{r}", r) for r in releases])
        )
        for r in releases:
            pages[f"{base}releases/tag/{r}"] = pg(
                r, f'<a href="{base}releases/download/{r}/{name}-{r}.whl">{name}-{r}.whl</a>'
            )
            pages[f"{base}releases/download/{r}/{name}-{r}.whl"] = Response.data(
                b"PK\x03\x04", "application/zip"
            )
    return pages, raw


def hub_sites() -> list[Site]:
    p1, r1 = _repo("commslab", "reply-graph", ["README.md", "build_graph.py"], [])
    p2, r2 = _repo(
        "newsobs",
        "rss-archive-tools",
        ["README.md", "fetch_feeds.py", "dedupe.py", "TERMS_OF_USE.md", "data/outlets.csv"],
        ["v0.3.0", "v0.4.1"],
    )
    p2["/newsobs/rss-archive-tools/"] = p2["/newsobs/rss-archive-tools/"].replace(  # type: ignore[union-attr]
        "<p>", '<p>Used by <a href="/commslab/reply-graph/">commslab/reply-graph</a>. <p>', 1
    )
    raw_site = Site(RAW_HOST)
    for path, body in {**r1, **r2}.items():
        raw_site.add(path, body)  # type: ignore[arg-type]
    raw_site.add("/", text("raw content host\n"))
    return [serve(HUB, {**p1, **p2}), raw_site]  # type: ignore[arg-type]


def hub_truth(owner: str, name: str) -> list[str]:
    web, raw = hub_sites()
    return under(web, f"{H}/{owner}/{name}/") + [
        raw.url(p) for p in raw.pages if p.startswith(f"/{owner}/{name}/")
    ]


# --- social-media dataset hub with terms of use and an external storage host (Kaggle-like) ---

PULSE = Portal(
    "www.datapulse-hub.hx91.example",
    "DataPulse",
    [
        ("/datasets", "Datasets"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
    ],
    [("/about/terms", "Terms"), ("/about/privacy", "Privacy"), ("/about/contact", "Contact")],
    title_format="{title} | {name}",
)
STORE_HOST = "blobs.pulse-storage.hx91.example"
K = PULSE.origin
STORE = "http://" + STORE_HOST
K1 = K + "/datasets/ksato/climate-hashtag-ids/"
K2 = K + "/datasets/mediaobs/election-night-posts-2024/"


def _dataset(
    owner: str, slug: str, title: str, files: list[str], threads: list[str], versions: int
) -> tuple[dict[str, object], dict[str, object]]:
    base = f"/datasets/{owner}/{slug}/"
    tabs = links(
        [
            (base, "Data card"),
            (base + "data", "Data"),
            (base + "code", "Code"),
            (base + "discussion", "Discussion"),
            (base + "terms", "Terms of use"),
        ]
    )

    def pg(t: str, main: str) -> str:
        return PULSE.page(
            f"{title} - {t}",
            f'<h1>{title}</h1><p>by <a href="/{owner}">{owner}</a></p>{tabs}{main}',
        )

    dl = links([(f"{STORE}/ds/{owner}/{slug}/v{versions}/{f}", f) for f in files])
    pages: dict[str, object] = {
        base: pg(
            "Data card", f"<p>Post IDs only; use the hydration notebook to rehydrate.</p>{dl}"
        ),
        base + "data": pg(
            "Data",
            dl + f'<a href="{STORE}/ds/{owner}/{slug}/v{versions}/archive.zip">Download all</a>',
        ),
        base + "code": pg("Code", f'<a href="{base}code/hydrate-notebook">Hydrate notebook</a>'),
        base + "code/hydrate-notebook": pg(
            "Hydrate notebook", "<pre>for id in ids: fetch(id)</pre>"
        ),
        base + "terms": pg(
            "Terms of use", "<p>IDs only; redistribution of content is not allowed.</p>"
        ),
        base + "discussion": pg(
            "Discussion",
            links([(f"{base}discussion/{4400 + i}", t) for i, t in enumerate(threads)]),
        ),
    }
    for i, t in enumerate(threads):
        pages[f"{base}discussion/{4400 + i}"] = pg(t, f"<p>{t}</p>")
    if versions > 1:
        pages[base + "versions"] = pg(
            "Versions",
            links([(f"{base}versions/{v}", f"Version {v}") for v in range(1, versions + 1)]),
        )
        for v in range(1, versions + 1):
            pages[f"{base}versions/{v}"] = pg(
                f"Version {v}",
                f'<a href="{STORE}/ds/{owner}/{slug}/v{v}/archive.zip">archive v{v}</a>',
            )
        pages[base] = pages[base].replace(
            "</p>", f'</p><a href="{base}versions">{versions} versions</a>', 1
        )  # type: ignore[union-attr]
    store: dict[str, object] = {
        f"/ds/{owner}/{slug}/v{versions}/{f}": text("post_id\n1\n", "text/csv") for f in files
    }
    for v in range(1, versions + 1):
        store[f"/ds/{owner}/{slug}/v{v}/archive.zip"] = Response.data(
            b"PK\x03\x04", "application/zip"
        )
    return pages, store


def pulse_sites() -> list[Site]:
    p1, s1 = _dataset(
        "ksato",
        "climate-hashtag-ids",
        "Climate hashtag post IDs",
        ["ids.csv"],
        ["How to rehydrate?"],
        1,
    )
    p2, s2 = _dataset(
        "mediaobs",
        "election-night-posts-2024",
        "Election night posts 2024",
        ["ids_part1.csv", "ids_part2.csv", "accounts.csv"],
        ["Missing hour 23", "Terms for teaching use", "Hydration rate limits"],
        3,
    )
    store = Site(STORE_HOST)
    for path, body in {**s1, **s2}.items():
        store.add(path, body)  # type: ignore[arg-type]
    return [serve(PULSE, {**p1, **p2}), store]  # type: ignore[arg-type]


def pulse_truth(owner: str, slug: str) -> list[str]:
    web, store = pulse_sites()
    return under(web, f"{K}/datasets/{owner}/{slug}/") + [
        store.url(p) for p in store.pages if p.startswith(f"/ds/{owner}/{slug}/")
    ]


CASES: list[Case] = [
    # GitLab-like project: every artifact URI contains the entry URI (seed: GitLab -> Path-Based;
    # raw files stay on the same host, so no externals are needed).
    case(
        "forge-thread-hydrator",
        "hydration-script code forge (small project)",
        "software",
        "path_based",
        G1,
        under(forge_sites()[0], G1),
        forge_sites,
    ),
    # Harder: subgroup path, wiki, releases and paginated issues, all under the project path.
    case(
        "forge-ad-library-pull",
        "hydration-script code forge (project with wiki, releases, paged issues)",
        "software",
        "path_based",
        G2,
        under(forge_sites()[0], G2),
        forge_sites,
    ),
    # Silk-like: the board's own subdomain is the artifact (seed: Silk -> Path-Based, "/" path).
    case(
        "board-ad-spend",
        "media-monitoring dashboard subdomain (two views)",
        "data visualization",
        "path_based",
        f"http://{D1_HOST}/",
        board_truth(D1_HOST),
        board_sites,
    ),
    # Harder: four views, three data files and a paginated data table.
    case(
        "board-tv-coverage",
        "media-monitoring dashboard subdomain (many views, paged data)",
        "data visualization",
        "path_based",
        f"http://{D2_HOST}/",
        board_truth(D2_HOST),
        board_sites,
    ),
    # GitHub-like: raw files on another domain (seed: GitHub -> Path-Based with Externals).
    case(
        "hub-reply-graph",
        "social-media research code host (repository with raw files)",
        "software",
        "path_based_externals",
        H1,
        hub_truth("commslab", "reply-graph"),
        hub_sites,
    ),
    # Harder: more files, releases with downloads, and a link to another repository (other).
    case(
        "hub-rss-archive-tools",
        "social-media research code host (repository with releases)",
        "software",
        "path_based_externals",
        H2,
        hub_truth("newsobs", "rss-archive-tools"),
        hub_sites,
        [H1],
    ),
    # Kaggle-like dataset with code, discussion and terms; files on a storage domain
    # (seed: Kaggle -> Path-Based with Externals).
    case(
        "pulse-climate-ids",
        "social-media dataset hub (ID dataset with hydration notebook)",
        "dataset",
        "path_based_externals",
        K1,
        pulse_truth("ksato", "climate-hashtag-ids"),
        pulse_sites,
    ),
    # Harder: three versions, several files and threads.
    case(
        "pulse-election-night",
        "social-media dataset hub (versioned dataset with discussions)",
        "dataset",
        "path_based_externals",
        K2,
        pulse_truth("mediaobs", "election-night-posts-2024"),
        pulse_sites,
    ),
]
