"""heldout79 portals whose artifacts live under one path: an economics code forge, index
dashboard microsites (one subdomain per index), a replication-code host with a separate
raw-file domain and a data-science dataset hub with a storage domain."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import csv_file, portal, render, site, text_file, zip_file

Pages = dict[str, object]


def _tabs(p: Portal, base: str, tabs: list[tuple[str, str]], title: str, body: str) -> str:
    """A project page: project header, its tab bar, then the body."""
    nav = "".join(f'<a href="{base}{h}">{escape(t)}</a> ' for h, t in tabs)
    return render(
        p,
        title,
        f'<h1><a href="{base}">{escape(title)}</a></h1><nav class="tabs">{nav}</nav>{body}',
    )


# --- economics code forge (path_based) -------------------------------------------------------

LL = portal(
    "git.ledgerlab.hx79.example",
    "LedgerLab",
    [("/explore", "Explore"), ("/groups", "Groups"), ("/snippets", "Snippets")],
    [("/help/docs", "Docs"), ("/status", "Status"), ("/terms", "Terms")],
    title_format="{title} · {name}",
)


def _forge_project(
    group: str, proj: str, files: dict[str, str], issues: int, releases: list[str], wiki: list[str]
) -> tuple[str, Pages]:
    base = f"/{group}/{proj}"
    tabs = [("/-/tree/main", "Repository"), ("/-/commits/main", "Commits"), ("/-/issues", "Issues")]
    tabs += [("/-/releases", "Releases")] + ([("/-/wikis/home", "Wiki")] if wiki else [])
    pages: Pages = {}

    def add(path: str, body: str) -> None:
        pages[base + path] = _tabs(LL, base, tabs, f"{group} / {proj}", body)

    tree = links([(f"{base}/-/blob/main/{f}", f) for f in files])
    add(
        "",
        f"<p>Replication code. Default branch main.</p>{tree}<p>Forked from "
        f'<a href="/explore">an upstream template</a>.</p>',
    )
    add("/-/tree/main", tree)
    for f, src in files.items():
        add(f"/-/blob/main/{f}", f'<pre>{escape(src)}</pre><a href="{base}/-/raw/main/{f}">Raw</a>')
        pages[f"{base}/-/raw/main/{f}"] = text_file(src)
    sha = "9f3c2ab71d"
    add("/-/commits/main", links([(f"{base}/-/commit/{sha}", "Update estimation window")]))
    add(f"/-/commit/{sha}", "<pre>diff --git a/x b/x</pre>")
    per_page = 3
    pages_n = max(1, -(-issues // per_page))
    for pg in range(1, pages_n + 1):
        numbers = range((pg - 1) * per_page + 1, min(issues, pg * per_page) + 1)
        items = links([(f"{base}/-/issues/{i}", f"Issue #{i}") for i in numbers])
        more = f'<a href="{base}/-/issues?page={pg + 1}">Next</a>' if pg < pages_n else ""
        add("/-/issues" + (f"?page={pg}" if pg > 1 else ""), items + more)
    for i in range(1, issues + 1):
        add(f"/-/issues/{i}", f"<h2>Issue #{i}</h2><p>Results differ on Windows.</p>")
    rel = []
    for tag in releases:
        asset = f"{base}/-/archive/{tag}/{proj}-{tag}.zip"
        pages[asset] = zip_file({f"{proj}-{tag}/README.md": f"# {proj} {tag}\n"})
        rel.append((asset, f"Source code {tag} (zip)"))
    add("/-/releases", links(rel))
    for w in wiki:
        add(
            f"/-/wikis/{w}",
            f"<h2>{escape(w)}</h2>" + links([(f"{base}/-/wikis/{x}", x) for x in wiki]),
        )
    return LL.url(base), pages


LL_A = _forge_project(
    "cbank-research",
    "phillips-curve-nowcast",
    {"README.md": "# Phillips curve nowcast\n", "estimate.py": "print('fit')\n"},
    2,
    ["v1.0"],
    [],
)
LL_B = _forge_project(
    "trade-lab",
    "gravity-model-replication",
    {
        "README.md": "# Gravity model replication\n",
        "data/README.md": "Data sources\n",
        "code/01_clean.do": "use raw, clear\n",
        "code/02_estimate.R": "fit <- lm(y ~ x)\n",
    },
    7,
    ["v1.0", "v1.1", "v2.0"],
    ["home", "data-sources", "reproducing-table-3"],
)


def _ledgerlab() -> list[Site]:
    pages: Pages = {**LL_A[1], **LL_B[1]}
    for g in ("cbank-research", "trade-lab"):
        pages[f"/{g}"] = render(LL, g, f"<h1>{g}</h1>")
    return [site(LL, pages)]  # type: ignore[arg-type]


def _forge_truth(pages: Pages) -> list[str]:
    return [LL.url(p) for p in pages]


# --- index dashboard microsites (path_based) ---------------------------------------------------

IS_WWW = portal(
    "www.indexsites.hx79.example",
    "IndexSites",
    [("/gallery", "Gallery"), ("/pricing", "Pricing")],
    [("/terms", "Terms"), ("/privacy", "Privacy")],
    home_main="<h1>IndexSites</h1><p>Publish an index as its own site.</p>"
    '<p><a href="http://usmidcap.indexsites.hx79.example/">US Mid-Cap Dividend Index</a></p>',
)


def _microsite(host: str, name: str, years: list[int], members: int) -> tuple[str, list[str], Site]:
    nav = [("/", "Overview"), ("/constituents", "Constituents"), ("/methodology", "Methodology")]
    nav += [(f"/editions/{y}", f"{y} edition") for y in years] + [
        ("/data/levels.csv", "Levels (CSV)")
    ]

    def page(title: str, body: str) -> str:
        menu = "".join(f'<a href="{h}">{escape(t)}</a> ' for h, t in nav)
        return (
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)} - "
            f"{escape(name)}</title><link rel='stylesheet' href='http://www.indexsites.hx79.example/"
            f"static/site.css'></head><body><nav>{menu}</nav><main>{body}</main>"
            '<footer>Made with <a href="http://www.indexsites.hx79.example/">IndexSites</a> · '
            '<a href="http://www.indexsites.hx79.example/login">Log in to edit</a></footer>'
            "</body></html>"
        )

    s = Site(host)
    s.add("/", page("Overview", f"<h1>{escape(name)}</h1><p>Interactive charts of the index.</p>"))
    per = 5
    chunks = max(1, -(-members // per))
    for c in range(1, chunks + 1):
        rows = "".join(f"<li>Member {i}</li>" for i in range((c - 1) * per, min(members, c * per)))
        nxt = f'<a href="/constituents?page={c + 1}">Next page</a>' if c < chunks else ""
        s.add(
            "/constituents" + (f"?page={c}" if c > 1 else ""),
            page("Constituents", f"<ul>{rows}</ul>{nxt}"),
        )
    s.add("/methodology", page("Methodology", "<p>Float-adjusted, rebalanced yearly.</p>"))
    for y in years:
        s.add(
            f"/editions/{y}",
            page(f"{y} edition", f'<p><a href="/data/edition-{y}.csv">Members {y}</a></p>'),
        )
        s.add(f"/data/edition-{y}.csv", csv_file("ticker,weight", ["AAA,0.02"]))
    s.add("/data/levels.csv", csv_file("date,level", ["2024-01-02,1012.4"]))
    origin = f"http://{host}"
    truth = [origin + k for k in s.pages]
    return origin + "/", truth, s


IS_A = _microsite("usmidcap.indexsites.hx79.example", "US Mid-Cap Dividend Index", [2024], 4)
IS_B = _microsite(
    "euroesg.indexsites.hx79.example", "Euro ESG Leaders Index", [2021, 2022, 2023, 2024], 17
)


def _indexsites() -> list[Site]:
    return [
        site(IS_WWW, {"/gallery": render(IS_WWW, "Gallery", "<h1>Gallery</h1>")}),
        IS_A[2],
        IS_B[2],
    ]


# --- replication-code host with a raw-file domain (path_based_externals) ------------------------

RC = portal(
    "hub.replicode.hx79.example",
    "RepliCode",
    [("/explore", "Explore"), ("/topics", "Topics"), ("/marketplace", "Marketplace")],
    [("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/status", "Status")],
    title_format="{title} · {name}",
)
RAW = "http://raw.replicodeusercontent.hx79.example"
OBJ = "http://objects.replicodeusercontent.hx79.example"


def _rc_repo(
    owner: str, repo: str, files: list[str], releases: list[str], issues: int
) -> tuple[str, list[str], Pages, dict[str, tuple[str, object]]]:
    base = f"/{owner}/{repo}"
    tabs = [("/tree/main", "Code"), ("/issues", "Issues"), ("/releases", "Releases")]
    pages: Pages = {}
    ext: dict[str, tuple[str, object]] = {}

    def add(path: str, body: str) -> None:
        pages[base + path] = _tabs(RC, base, tabs, f"{owner}/{repo}", body)

    tree = links([(f"{base}/blob/main/{f}", f) for f in files])
    add("", tree + '<p>Cite: <a href="https://doi.org/10.79001/rc">DOI badge</a></p>')
    add("/tree/main", tree)
    for f in files:
        add(f"/blob/main/{f}", f'<pre>...</pre><a href="{RAW}{base}/main/{f}">Raw</a>')
        ext[f"{RAW}{base}/main/{f}"] = ("raw", text_file(f"// {f}\n"))
    add("/issues", links([(f"{base}/issues/{i}", f"#{i}") for i in range(1, issues + 1)]))
    for i in range(1, issues + 1):
        add(f"/issues/{i}", f"<p>Issue {i}: cannot reproduce Table 2.</p>")
    rel = []
    for tag in releases:
        add(
            f"/releases/tag/{tag}",
            f'<a href="{OBJ}{base}/releases/{tag}/{repo}-{tag}.zip">{repo}-{tag}.zip</a>',
        )
        ext[f"{OBJ}{base}/releases/{tag}/{repo}-{tag}.zip"] = ("obj", zip_file({"README": tag}))
        rel.append((f"{base}/releases/tag/{tag}", tag))
    add("/releases", links(rel))
    truth = [RC.url(p) for p in pages] + list(ext)
    return RC.url(base), truth, pages, ext


RC_A = _rc_repo("mhoang", "fiscal-multipliers-code", ["README.md", "main.py"], [], 1)
RC_B = _rc_repo(
    "aejrep",
    "bank-lending-channel-replication",
    ["README.md", "LICENSE", "code/master.do", "code/tables.do", "data/codebook.md"],
    ["v1.0", "v1.1-revision"],
    4,
)


def _replicode() -> list[Site]:
    pages: Pages = {**RC_A[2], **RC_B[2]}
    for o in ("mhoang", "aejrep"):
        pages[f"/{o}"] = render(RC, o, f"<h1>{o}</h1>")
    raw, obj = Site(RAW.removeprefix("http://")), Site(OBJ.removeprefix("http://"))
    for url, (kind, value) in {**RC_A[3], **RC_B[3]}.items():
        (raw if kind == "raw" else obj).add("/" + url.split("/", 3)[3], value)  # type: ignore[arg-type]
    return [site(RC, pages), raw, obj]  # type: ignore[arg-type]


# --- data-science dataset hub with a storage domain (path_based_externals) ----------------------

QB = portal(
    "www.quantbazaar.hx79.example",
    "QuantBazaar",
    [("/competitions", "Competitions"), ("/datasets", "Datasets"), ("/learn", "Learn")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | {name}",
)
STORE = "http://storage.qbzdata.hx79.example"


def _qb_dataset(
    owner: str, slug: str, key: int, versions: int, threads: int, notebooks: list[str]
) -> tuple[str, list[str], Pages, dict[str, object]]:
    base = f"/datasets/{owner}/{slug}"
    tabs = [
        ("/data", "Data"),
        ("/code", "Code"),
        ("/discussion", "Discussion"),
        ("/versions", "Versions"),
    ]
    pages: Pages = {}
    store: dict[str, object] = {}

    def add(path: str, body: str) -> None:
        pages[base + path] = _tabs(QB, base, tabs, slug.replace("-", " ").title(), body)

    dl = f"{STORE}/datasets/{key}/v{versions}/archive.zip"
    add("", f'<p>Daily data.</p><a href="{dl}">Download ({versions} versions)</a>')
    add("/data", f'<p>Files: prices.csv</p><a href="{dl}">Download all</a>')
    add("/code", links([(f"{base}/code/{n}", n) for n in notebooks]) or "<p>No notebooks yet.</p>")
    for n in notebooks:
        add(f"/code/{n}", f"<p>Notebook {escape(n)}</p>")
    add(
        "/discussion",
        links([(f"{base}/discussion/{700 + t}", f"Thread {t}") for t in range(threads)]),
    )
    for t in range(threads):
        add(f"/discussion/{700 + t}", "<p>Is the close price adjusted?</p>")
    vl = []
    for v in range(1, versions + 1):
        store[f"{STORE}/datasets/{key}/v{v}/archive.zip"] = zip_file({"prices.csv": f"v{v}\n"})
        add(
            f"/versions/{v}", f'<a href="{STORE}/datasets/{key}/v{v}/archive.zip">Download v{v}</a>'
        )
        vl.append((f"{base}/versions/{v}", f"Version {v}"))
    add("/versions", links(vl))
    return QB.url(base), [QB.url(p) for p in pages] + list(store), pages, store


QB_A = _qb_dataset("ledgerfox", "nasdaq-daily-prices", 51234, 1, 1, [])
QB_B = _qb_dataset(
    "cfoanalytics", "sp-filings-sentiment-panel", 51990, 3, 4, ["baseline-lstm", "eda-by-sector"]
)


def _quantbazaar() -> list[Site]:
    pages: Pages = {**QB_A[2], **QB_B[2]}
    store = Site(STORE.removeprefix("http://"))
    for url, value in {**QB_A[3], **QB_B[3]}.items():
        store.add("/" + url.split("/", 3)[3], value)  # type: ignore[arg-type]
    return [site(QB, pages), store]  # type: ignore[arg-type]


CASES: list[Case] = [
    # A forge project: every artifact URI contains the project path (seed: GitLab -> Path-Based).
    case(
        "ledgerlab-phillips-nowcast",
        "economics code forge (small project)",
        "software project",
        "path_based",
        LL_A[0],
        _forge_truth(LL_A[1]),
        _ledgerlab,
    ),
    # Harder: paginated issues, several releases, a wiki: still all under the project path.
    case(
        "ledgerlab-gravity-replication",
        "economics code forge (project with wiki, releases and paginated issues)",
        "software project",
        "path_based",
        LL_B[0],
        _forge_truth(LL_B[1]),
        _ledgerlab,
    ),
    # A Silk-like site per index: the whole subdomain is the artifact (Path-Based on "/").
    case(
        "indexsites-us-midcap",
        "index dashboard microsite (single-edition index)",
        "data visualization",
        "path_based",
        IS_A[0],
        IS_A[1],
        _indexsites,
    ),
    # Harder: yearly editions and paginated constituents, all on the subdomain.
    case(
        "indexsites-euro-esg",
        "index dashboard microsite (index with yearly editions)",
        "data visualization",
        "path_based",
        IS_B[0],
        IS_B[1],
        _indexsites,
    ),
    # GitHub-like: the raw files live on another domain (seed: GitHub -> Path-Based with Externals).
    case(
        "replicode-fiscal-multipliers",
        "replication-code host (small repository)",
        "software project",
        "path_based_externals",
        RC_A[0],
        RC_A[1],
        _replicode,
    ),
    # Harder: release assets on a third domain, more files and issues.
    case(
        "replicode-bank-lending",
        "replication-code host (replication repository with release assets)",
        "software project",
        "path_based_externals",
        RC_B[0],
        RC_B[1],
        _replicode,
    ),
    # Kaggle-like dataset with code and discussion; the download is on a storage domain.
    case(
        "quantbazaar-nasdaq-daily",
        "data-science dataset hub (dataset)",
        "dataset",
        "path_based_externals",
        QB_A[0],
        QB_A[1],
        _quantbazaar,
    ),
    # Harder: three versions, each with its own storage download, notebooks and threads.
    case(
        "quantbazaar-filings-sentiment",
        "data-science dataset hub (versioned dataset with notebooks)",
        "dataset",
        "path_based_externals",
        QB_B[0],
        QB_B[1],
        _quantbazaar,
    ),
]
