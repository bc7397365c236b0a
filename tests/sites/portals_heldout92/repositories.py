"""heldout92's repositories: engineering test-data forges, a materials-testing database and
two facility data repositories.

- engineering test-data forge (git.rigtestlab): a GitLab-shaped project whose every page
  lives under the project path -> path_based.
- test-rig code forge (code.benchforgeq, raw.benchforgeqcontent, objects.benchforgeqassets):
  GitHub-shaped, raw files and release assets on hosts of their own -> path_based_externals.
- materials-testing database (matdb.alloytestarchive): Dryad-shaped, "Data from: ..." on the
  record and its item pages, the data files carry no title -> sig_title_plus_ignored.
- facility dataverse (dataverse.reactorneutronfac): Dataverse-shaped, every title ends in the
  repository's name -> sig_filtered_title (filtered from the end).
- engineering collaboration workspace (workspace.engcollab-hub): OSF-shaped, GUID paths and
  every title starts "EngHub | " -> sig_filtered_title (filtered from the start).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, blob, csv_rows, data, table, ul

Pages = dict[str, str | Response]

# ---------------------------------------------------------------------------------------
# Engineering test-data forge (GitLab-like) -> path_based

RTL = "git.rigtestlab.hx92.example"

# project path -> (description, {file path: csv rows}, issues, wiki pages, releases)
_RTL_PROJECTS: dict[str, tuple[str, dict[str, int], list[str], list[str], list[str]]] = {
    "/aero-lab/wt-balance-calibration": (
        "Six-component wind-tunnel balance calibration loads and fits, 2019 campaign",
        {"data/run_017.csv": 12, "fits/interaction_matrix.csv": 6},
        ["Drift in Fz channel after re-zeroing"],
        [],
        [],
    ),
    "/structures/fatigue-coupons-al7075": (
        "Constant-amplitude fatigue of Al 7075-T6 coupons: raw load-cycle logs and S-N fits",
        {
            "raw/coupon_A01.csv": 20,
            "raw/coupon_A02.csv": 20,
            "raw/coupon_A03.csv": 18,
            "raw/coupon_B01.csv": 25,
            "fits/sn_curve.csv": 8,
            "docs/test_matrix.csv": 6,
        },
        [
            "Coupon A02 failed at grip, exclude?",
            "Add R=0.5 series",
            "Units of strain column",
            "Frequency in metadata",
            "Humidity log missing for B01",
            "Publish v1.1 with corrected fits",
        ],
        ["home", "test-matrix", "machine-settings"],
        ["v1.0", "v1.1"],
    ),
}


def _rtl_chrome() -> Chrome:
    return Chrome(
        RTL,
        "RigTestLab GitLab",
        [("/explore", "Explore"), ("/groups", "Groups"), ("/snippets", "Snippets")],
        [("/help", "Help"), ("/help/terms", "Terms"), ("/status", "Status")],
        title_format="{title} · {name}",
        home_main="<h1>RigTestLab GitLab</h1><p>Test data and analysis for the lab's rigs.</p>",
        login="/users/sign_in",
        signup="/users/sign_up",
        cookie=False,
    )


def _rtl_project(path: str) -> Pages:
    """Every page of one project, all under its path."""
    desc, files, issues, wiki, releases = _RTL_PROJECTS[path]
    ch = _rtl_chrome()
    name = path.rsplit("/", 1)[1]
    p = path + "/-"
    side = [
        (path, "Project overview"),
        (f"{p}/tree/main", "Repository"),
        (f"{p}/commits/main", "Commits"),
        (f"{p}/issues", "Issues"),
    ]
    if wiki:
        side.append((f"{p}/wikis/home", "Wiki"))
    if releases:
        side += [(f"{p}/releases", "Releases"), (f"{p}/tags", "Tags")]

    def page(title: str, main: str) -> str:
        return ch.page(f"{title} · {path[1:]}", f'<nav class="project-nav">{ul(side)}</nav>{main}')

    out: Pages = {}
    dirs = sorted({f.split("/")[0] for f in files})
    tree_rows = [[a(f"{p}/tree/main/{d}", d + "/"), "directory"] for d in dirs]
    tree_rows.append([a(f"{p}/blob/main/README.md", "README.md"), "file"])
    out[path] = page(
        name,
        f"<h1>{escape(name)}</h1><p>{escape(desc)}</p>{table(['Name', 'Type'], tree_rows)}"
        f"<p>{a(f'/users/sign_in?redirect_to={path}', 'Sign in to star or fork')}</p>"
        f"<h2>README</h2><p>{escape(desc)}. Data are CSV, one row per sample.</p>",
    )
    out[f"{p}/tree/main"] = page("Repository", table(["Name", "Type"], tree_rows))
    out[f"{p}/blob/main/README.md"] = page(
        "README.md",
        f"<pre># {escape(name)}\n\n{escape(desc)}</pre>" + a(f"{p}/raw/main/README.md", "Open raw"),
    )
    out[f"{p}/raw/main/README.md"] = data(f"# {name}\n\n{desc}\n", "text/markdown")
    for d in dirs:
        rows = [
            [a(f"{p}/blob/main/{f}", f.split("/")[1]), "file"] for f in files if f.startswith(d)
        ]
        out[f"{p}/tree/main/{d}"] = page(d, table(["Name", "Type"], rows))
    for f, n in files.items():
        body = csv_rows("sample,load_kN,strain_ue", n)
        out[f"{p}/blob/main/{f}"] = page(
            f, f"<pre>{escape(body)}</pre>{a(f'{p}/raw/main/{f}', 'Open raw')}"
        )
        out[f"{p}/raw/main/{f}"] = data(body, "text/csv")
    out[f"{p}/commits/main"] = page(
        "Commits", "<ol><li>Add campaign data</li><li>Initial commit</li></ol>"
    )
    per = 5
    chunks = [issues[i : i + per] for i in range(0, len(issues), per)]
    for k, chunk in enumerate(chunks, 1):
        rows = [[a(f"{p}/issues/{i + 1 + (k - 1) * per}", t)] for i, t in enumerate(chunk)]
        pager = (
            "".join(
                a(f"{p}/issues" + (f"?page={j}" if j > 1 else ""), f"Page {j}")
                for j in range(1, len(chunks) + 1)
            )
            if len(chunks) > 1
            else ""
        )
        out[f"{p}/issues" + (f"?page={k}" if k > 1 else "")] = page(
            "Issues", table(["Title"], rows) + pager
        )
    for i, t in enumerate(issues, 1):
        out[f"{p}/issues/{i}"] = page(
            t, f"<h1>{escape(t)}</h1><p>Opened by {a('/jchen', 'jchen')}.</p>"
        )
    for w in wiki:
        links = " ".join(a(f"{p}/wikis/{x}", x) for x in wiki if x != w)
        out[f"{p}/wikis/{w}"] = page(w, f"<h1>{escape(w)}</h1><p>See also: {links}</p>")
    if releases:
        rel = []
        for r in releases:
            asset = f"{p}/releases/{r}/downloads/{name}-{r}.zip"
            out[asset] = data(b"PK\x03\x04" + r.encode(), "application/zip")
            rel.append(f"<h2>{r}</h2><p>{a(asset, f'{name}-{r}.zip')}</p>")
        out[f"{p}/releases"] = page("Releases", "".join(rel))
        out[f"{p}/tags"] = page("Tags", ul([(f"{p}/releases", r) for r in releases]))
    return out


def _rtl_build() -> list[Site]:
    ch = _rtl_chrome()
    pages: Pages = {}
    for path in _RTL_PROJECTS:
        pages.update(_rtl_project(path))
        group = path.split("/")[1]
        pages[f"/{group}"] = ch.page(group, f"<h1>Group {group}</h1>")
        pages[f"/users/sign_in?redirect_to={path}"] = ch.chrome_page("Sign in")
    pages["/jchen"] = ch.page("J. Chen", "<h1>J. Chen</h1><p>Test engineer.</p>")
    return [ch.site(pages)]


def _rtl_case(name: str, path: str, detail: str) -> Case:
    return case(
        name,
        f"engineering test-data forge ({detail})",
        "Multi-Hop",
        # GitLab-shaped: the project URI is a prefix of every URI of the project (tree,
        # blobs, raw files, issues, wiki, releases, their assets), all on the forge's host:
        # the seed's Path-Based, as for GitLab.com.
        "path_based",
        f"http://{RTL}{path}",
        [f"http://{RTL}{u}" for u in _rtl_project(path)],
        _rtl_build,
    )


# ---------------------------------------------------------------------------------------
# Test-rig code forge with raw and release hosts (GitHub-like) -> path_based_externals

BFQ = "code.benchforgeq.hx92.example"
BFQ_RAW = "raw.benchforgeqcontent.hx92.example"
BFQ_OBJ = "objects.benchforgeqassets.hx92.example"

# repo -> (description, files, releases with assets)
_BFQ_REPOS: dict[str, tuple[str, list[str], dict[str, list[str]]]] = {
    "/hydrolab/pump-cavitation-rig": (
        "DAQ scripts and NPSH test results for the closed-loop pump cavitation rig",
        ["daq/acquire.py", "results/npsh_3000rpm.csv"],
        {},
    ),
    "/structlab/shaker-modal-survey": (
        "Modal survey of a satellite structural model on the 80 kN shaker: FRFs and mode fits",
        [
            "analysis/fit_modes.py",
            "data/frf_x_axis.csv",
            "data/frf_y_axis.csv",
            "data/frf_z_axis.csv",
            "data/modes_summary.csv",
        ],
        {"v2.0": ["frf-all-axes-v2.0.tar.gz", "mode-shapes-v2.0.unv"], "v1.0": ["frf-v1.0.zip"]},
    ),
}


def _bfq_chrome() -> Chrome:
    return Chrome(
        BFQ,
        "BenchForge",
        [("/explore", "Explore"), ("/marketplace", "Marketplace"), ("/pricing", "Pricing")],
        [("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/security", "Security")],
        title_format="{title} · {name}",
        home_main="<h1>Where test rigs keep their code</h1>",
        login="/session/new",
        signup="/join",
        analytics="http://collector.benchforge-telemetry.test/t.js",
    )


def _bfq_repo(repo: str) -> tuple[Pages, dict[str, Response], dict[str, Response]]:
    """Pages on the forge, raw files and release assets of one repository."""
    desc, files, releases = _BFQ_REPOS[repo]
    ch = _bfq_chrome()
    tabs = [(repo, "Code"), (f"{repo}/issues", "Issues"), (f"{repo}/pulls", "Pull requests")]
    if releases:
        tabs += [(f"{repo}/releases", "Releases"), (f"{repo}/wiki", "Wiki")]

    def page(title: str, main: str) -> str:
        return ch.page(f"{title} · {repo[1:]}", f'<nav class="repo-tabs">{ul(tabs)}</nav>{main}')

    out: Pages = {}
    raw: dict[str, Response] = {}
    obj: dict[str, Response] = {}
    rows = [[a(f"{repo}/blob/main/{f}", f)] for f in files]
    out[repo] = page(
        repo[1:], f"<h1>{escape(repo[1:])}</h1><p>{escape(desc)}</p>{table(['File'], rows)}"
    )
    for f in files:
        body = csv_rows("freq_hz,amp,phase", 10) if f.endswith(".csv") else "import numpy\n"
        rurl = f"http://{BFQ_RAW}{repo}/main/{f}"
        raw[f"{repo}/main/{f}"] = data(body, "text/plain; charset=utf-8")
        out[f"{repo}/blob/main/{f}"] = page(
            f,
            f"<pre>{escape(body)}</pre><p>{a(rurl, 'Raw')} {a(f'{repo}/blame/main/{f}', 'Blame')}</p>",
        )
        out[f"{repo}/blame/main/{f}"] = page(f"Blame {f}", f"<pre>{escape(body)}</pre>")
    issue_titles = ["Sensor 4 saturates above 2 kHz"] + (
        ["Z-axis FRF coherence low", "Add damping estimates"] if releases else []
    )
    out[f"{repo}/issues"] = page(
        "Issues", ul([(f"{repo}/issues/{i}", t) for i, t in enumerate(issue_titles, 1)])
    )
    for i, t in enumerate(issue_titles, 1):
        out[f"{repo}/issues/{i}"] = page(t, f"<h1>{escape(t)}</h1>")
    out[f"{repo}/pulls"] = page("Pull requests", "<p>No open pull requests.</p>")
    if releases:
        blocks = []
        for tag, assets in releases.items():
            items = []
            for name in assets:
                obj[f"/releases/{repo[1:].replace('/', '-')}/{tag}/{name}"] = data(
                    blob(name), "application/octet-stream"
                )
                items.append(
                    (f"http://{BFQ_OBJ}/releases/{repo[1:].replace('/', '-')}/{tag}/{name}", name)
                )
            out[f"{repo}/releases/tag/{tag}"] = page(tag, f"<h1>{tag}</h1>{ul(items)}")
            blocks.append(a(f"{repo}/releases/tag/{tag}", tag))
        out[f"{repo}/releases"] = page("Releases", "<p>" + " ".join(blocks) + "</p>")
        out[f"{repo}/wiki"] = page(
            "Wiki", f"<h1>Wiki</h1><p>{a(f'{repo}/wiki/Test-procedure', 'Test procedure')}</p>"
        )
        out[f"{repo}/wiki/Test-procedure"] = page("Test procedure", "<p>Sine sweep 5-2000 Hz.</p>")
    return out, raw, obj


def _bfq_build() -> list[Site]:
    ch = _bfq_chrome()
    pages: Pages = {}
    raw, obj = Site(BFQ_RAW), Site(BFQ_OBJ)
    for repo in _BFQ_REPOS:
        p, r, o = _bfq_repo(repo)
        pages.update(p)
        for k, v in r.items():
            raw.add(k, v)
        for k, v in o.items():
            obj.add(k, v)
    return [ch.site(pages), raw, obj]


def _bfq_case(name: str, repo: str, detail: str) -> Case:
    p, r, o = _bfq_repo(repo)
    truth = [f"http://{BFQ}{u}" for u in p] + [f"http://{BFQ_RAW}{u}" for u in r]
    truth += [f"http://{BFQ_OBJ}{u}" for u in o]
    return case(
        name,
        f"test-rig code forge ({detail})",
        "Multi-Hop",
        # GitHub-shaped: the repository path prefixes every page, but raw files and release
        # assets live on other domains the forge links to: the seed's Path-Based with
        # Externals, as for GitHub (raw.githubusercontent.com).
        "path_based_externals",
        f"http://{BFQ}{repo}",
        truth,
        _bfq_build,
    )


CASES: list[Case] = [
    # GitLab.com-shaped project: all its URIs under its path (path_based; see _rtl_case).
    _rtl_case(
        "rigtestlab-wt-balance", "/aero-lab/wt-balance-calibration", "small calibration project"
    ),
    # Same shape, more hops: issue pages, wiki pages, release assets all under the path.
    _rtl_case(
        "rigtestlab-fatigue-al7075",
        "/structures/fatigue-coupons-al7075",
        "project with paginated issues, wiki and release assets",
    ),
    # GitHub-shaped: path prefix plus raw files on another domain (path_based_externals).
    _bfq_case("benchforge-pump-cavitation", "/hydrolab/pump-cavitation-rig", "DAQ repository"),
    # Same shape, release assets on a third domain reached through release pages.
    _bfq_case(
        "benchforge-shaker-modal",
        "/structlab/shaker-modal-survey",
        "repository with releases on an asset host and a wiki",
    ),
]
