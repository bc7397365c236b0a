"""Path-Based and Path-Based with Externals cases of heldout112 on code and model forges:
GitLab, Forgejo, GitHub (raw, release and archive hosts) and a model hub with an LFS CDN."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import blob, host, text, ul, zipfile

# --- GitLab CE at a fusion consortium: an integrated-modelling code ---------------------

GL = host("gitlab", "eurofusion-codes")
GL_P = "/imas/imas-validator"
SHA = "9c4e1b7a2d"


def gitlab_sites() -> list[Site]:
    p = Portal(
        GL,
        "GitLab",
        [("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in")],
        [("http://about.gitlab.test/", "About GitLab"), ("/help/docs", "Docs")],
        title_format="{title} · GitLab",
    )
    b = GL_P
    side = ul(
        [
            (f"{b}", "Project overview"),
            (f"{b}/-/tree/main", "Repository"),
            (f"{b}/-/commits/main", "Commits"),
            (f"{b}/-/issues", "Issues"),
            (f"{b}/-/merge_requests", "Merge requests"),
            (f"{b}/-/releases", "Releases"),
            (f"{b}/-/wikis/home", "Wiki"),
        ],
        "sidebar",
    )

    def pg(t: str, main: str) -> str:
        return p.page(
            f"{t} · IMAS / imas-validator",
            f'<aside class="nav-sidebar">{side}</aside>'
            f'<nav class="breadcrumbs"><a href="/imas">IMAS</a> / <a href="{b}">imas-validator</a></nav>'
            + main,
        )

    overview = pg(
        "Files",
        f"""<h1 class="home-panel-title">imas-validator</h1>
<p class="home-panel-description">Rule-based validation of IMAS data entries.</p>
<div class="project-stats"><a href="{b}/-/commits/main">412 Commits</a>
<a href="{b}/-/branches">3 Branches</a> <a href="{b}/-/tags">18 Tags</a>
<a href="{b}/-/releases">v1.4.0</a></div>
<table class="tree-table"><tr><td><a href="{b}/-/tree/main/imas_validator">imas_validator</a></td></tr>
<tr><td><a href="{b}/-/blob/main/README.md">README.md</a></td></tr>
<tr><td><a href="{b}/-/blob/main/pyproject.toml">pyproject.toml</a></td></tr></table>
<article class="readme"><h1>imas-validator</h1><p>Validates IDS data against physics rules.
Docs: <a href="http://imas-validator.readthedocs.test/">readthedocs</a>.</p></article>
<a href="{b}/-/archive/main/imas-validator-main.zip">Download zip</a>""",
    )
    tree = pg(
        "imas_validator",
        f"""<table class="tree-table">
<tr><td><a href="{b}/-/blob/main/imas_validator/rules.py">rules.py</a></td></tr>
<tr><td><a href="{b}/-/blob/main/imas_validator/cli.py">cli.py</a></td></tr></table>""",
    )
    pages = {
        b: overview,
        f"{b}/-/tree/main": overview,
        f"{b}/-/tree/main/imas_validator": tree,
        f"{b}/-/archive/main/imas-validator-main.zip": zipfile("main"),
        f"{b}/-/archive/v1.4.0/imas-validator-v1.4.0.tar.gz": blob(
            b"\x1f\x8b\x08\x00" + b"\x00" * 20, "application/gzip"
        ),
        "/imas": p.page("IMAS", "<h1>IMAS group</h1>"),
    }
    for f in ("README.md", "pyproject.toml", "imas_validator/rules.py", "imas_validator/cli.py"):
        pages[f"{b}/-/blob/main/{f}"] = pg(
            f,
            f'<div class="file-holder"><a href="{b}/-/raw/main/{f}">Open raw</a>'
            f'<a href="{b}/-/blame/main/{f}">Blame</a><pre>…</pre></div>',
        )
        pages[f"{b}/-/raw/main/{f}"] = text(f"# {f}\n")
        pages[f"{b}/-/blame/main/{f}"] = pg(f"Blame {f}", "<pre>…</pre>")
    pages[f"{b}/-/commits/main"] = pg(
        "Commits",
        f'<ul><li><a href="{b}/-/commit/{SHA}">Add equilibrium rules</a> '
        f'<a href="/u/okoller">Olga Koller</a></li></ul>',
    )
    pages[f"{b}/-/commit/{SHA}"] = pg("Add equilibrium rules", "<pre>diff</pre>")
    pages[f"{b}/-/branches"] = pg("Branches", f'<a href="{b}/-/tree/main">main</a>')
    pages[f"{b}/-/tags"] = pg("Tags", f'<a href="{b}/-/releases">v1.4.0</a>')
    pages[f"{b}/-/issues"] = pg(
        "Issues",
        f'<a href="{b}/-/issues/57">Rule for q95 fails on '
        f'negative Ip</a> <a href="{b}/-/issues?state=closed">Closed</a>',
    )
    pages[f"{b}/-/issues?state=closed"] = pg("Issues", "<p>31 closed</p>")
    pages[f"{b}/-/issues/57"] = pg(
        "Rule for q95 fails on negative Ip (#57)",
        '<p>Reported by <a href="/u/okoller">Olga Koller</a></p>',
    )
    pages[f"{b}/-/merge_requests"] = pg("Merge requests", "<p>No open merge requests</p>")
    pages[f"{b}/-/releases"] = pg(
        "Releases",
        f'<h2>v1.4.0</h2><a href="{b}/-/archive/v1.4.0/'
        f'imas-validator-v1.4.0.tar.gz">Source code (tar.gz)</a>',
    )
    pages[f"{b}/-/wikis/home"] = pg(
        "Home · Wiki", f'<a href="{b}/-/wikis/writing-rules">Writing rules</a>'
    )
    pages[f"{b}/-/wikis/writing-rules"] = pg("Writing rules · Wiki", "<p>Rules are Python…</p>")
    pages["/u/okoller"] = p.page("Olga Koller", "<h1>Olga Koller</h1>")
    return [p.site(pages)]


def gitlab_truth() -> list[str]:
    """Every page and file the project serves under its path (all are linked from it)."""
    site = gitlab_sites()[0]
    return [site.url(k) for k in site.pages if k.startswith(GL_P)]


# --- Forgejo (Codeberg-style): an open energy-system model ------------------------------

FJ = host("codeberg", "openmod-forge")
FJ_P = "/heatflow/hfm-core"


def forgejo_sites() -> list[Site]:
    p = Portal(
        FJ,
        "Codeberg",
        [("/explore/repos", "Explore"), ("/user/login", "Sign in"), ("/user/sign_up", "Register")],
        [
            ("/codeberg/org/src/branch/main/PrivacyPolicy.md", "Privacy"),
            ("/codeberg/org/src/branch/main/Imprint.md", "Imprint"),
            ("http://forgejo.test/", "Forgejo"),
        ],
        title_format="{title} - Codeberg.org",
    )
    b = FJ_P
    tabs = ul(
        [
            (f"{b}", "Code"),
            (f"{b}/issues", "Issues"),
            (f"{b}/pulls", "Pull requests"),
            (f"{b}/releases", "Releases"),
            (f"{b}/wiki", "Wiki"),
            (f"{b}/activity", "Activity"),
        ],
        "repo-tabs",
    )

    def pg(t: str, main: str) -> str:
        return p.page(
            t,
            f'<div class="repo-header"><a href="/heatflow">heatflow</a>/<a href="{b}">hfm-core</a></div>'
            f"{tabs}{main}",
            head=f'<link rel="alternate" type="application/rss+xml" href="{b}.rss">',
        )

    pages = {
        b: pg(
            "hfm-core",
            f"""<p class="repo-description">Linear-programming model of district heating
networks with storage.</p>
<div class="repo-button-row"><a href="{b}/archive/main.zip">ZIP</a> <a href="{b}/archive/main.tar.gz">TAR.GZ</a></div>
<table id="repo-files-table"><tr><td><a href="{b}/src/branch/main/hfm">hfm</a></td></tr>
<tr><td><a href="{b}/src/branch/main/README.md">README.md</a></td></tr>
<tr><td><a href="{b}/src/branch/main/LICENSE">LICENSE</a></td></tr></table>
<div id="readme"><h2>hfm-core</h2><p>See <a href="{b}/wiki">the wiki</a>.</p></div>
<a href="/heatflow/hfm-data">hfm-data</a> holds the input data.""",
        ),
        f"{b}.rss": blob(
            "<rss><channel><title>hfm-core</title></channel></rss>", "application/rss+xml"
        ),
        f"{b}/archive/main.zip": zipfile("hfm"),
        f"{b}/archive/main.tar.gz": blob(b"\x1f\x8b\x08\x00" + b"\x00" * 20, "application/gzip"),
        f"{b}/src/branch/main/hfm": pg(
            "hfm", f'<a href="{b}/src/branch/main/hfm/model.py">model.py</a>'
        ),
        f"{b}/issues": pg("Issues", f'<a href="{b}/issues/9">Storage losses ignored in summer</a>'),
        f"{b}/issues/9": pg(
            "Storage losses ignored in summer", '<a href="/mbauer">mbauer</a> opened'
        ),
        f"{b}/pulls": pg("Pull requests", "<p>No results</p>"),
        f"{b}/releases": pg(
            "Releases",
            f'<h3>v0.9.2</h3><a href="{b}/releases/download/v0.9.2/hfm-core-0.9.2.tar.gz">'
            f"hfm-core-0.9.2.tar.gz</a>",
        ),
        f"{b}/releases/download/v0.9.2/hfm-core-0.9.2.tar.gz": blob(
            b"\x1f\x8b\x08\x00" + b"\x01" * 20, "application/gzip"
        ),
        f"{b}/wiki": pg("Wiki", f'<a href="{b}/wiki/Input-format">Input format</a>'),
        f"{b}/wiki/Input-format": pg("Input format", "<p>CSV per node…</p>"),
        f"{b}/activity": pg("Activity", "<p>12 commits this month</p>"),
        "/heatflow": p.page("heatflow", "<h1>heatflow</h1>"),
        "/heatflow/hfm-data": p.page("hfm-data", "<h1>hfm-data</h1>"),
        "/mbauer": p.page("mbauer", "<h1>mbauer</h1>"),
    }
    for f in ("README.md", "LICENSE", "hfm/model.py"):
        pages[f"{b}/src/branch/main/{f}"] = pg(
            f,
            f'<a href="{b}/raw/branch/main/{f}">Raw</a>'
            f'<a href="{b}/commits/branch/main/{f}">History</a><pre>…</pre>',
        )
        pages[f"{b}/raw/branch/main/{f}"] = text(f"{f}\n")
        pages[f"{b}/commits/branch/main/{f}"] = pg(f"History of {f}", "<p>3 commits</p>")
    return [p.site(pages)]


# --- GitHub: an open European power-system model (raw and release hosts) -----------------

GH = host("github", "codehub")
GHR = host("raw", "codehub")
GHO = host("objects", "codehub")
GHC = host("codeload", "codehub")
GH_P = "/PyPSA/pypsa-eur-sec-h2"


def github_sites() -> list[Site]:
    p = Portal(
        GH,
        "GitHub",
        [
            ("/features", "Features"),
            ("/pricing", "Pricing"),
            ("/explore", "Explore"),
            ("/login", "Sign in"),
            ("/signup", "Sign up"),
        ],
        [
            ("/site/terms", "Terms"),
            ("/site/privacy", "Privacy"),
            ("/security", "Security"),
            ("http://www.githubstatus.test/", "Status"),
            ("http://docs.github.test/", "Docs"),
        ],
        title_format="{title}",
        home_title="GitHub: Let's build from here",
    )
    b = GH_P
    raw = f"http://{GHR}{b}/refs/heads/master"
    tabs = ul(
        [
            (b, "Code"),
            (f"{b}/issues", "Issues"),
            (f"{b}/pulls", "Pull requests"),
            (f"{b}/actions", "Actions"),
            (f"{b}/wiki", "Wiki"),
        ],
        "UnderlineNav",
    )

    def pg(t: str, main: str) -> str:
        return p.page(
            f"{t} · PyPSA/pypsa-eur-sec-h2",
            f'<div class="AppHeader-context"><a href="/PyPSA">PyPSA</a> / '
            f'<a href="{b}">pypsa-eur-sec-h2</a></div>{tabs}{main}',
        )

    pages = {
        b: p.page(
            "GitHub - PyPSA/pypsa-eur-sec-h2: Sector-coupled European model with a hydrogen backbone",
            f"""{tabs}<div class="repository-content"><p>Sector-coupled European model with a hydrogen
backbone</p><a class="topic-tag" href="/topics/energy-system-model">energy-system-model</a>
<a class="Link--muted" href="{b}/stargazers">412 stars</a> <a href="{b}/forks">97 forks</a>
<table aria-labelledby="folders-and-files"><tr><td><a href="{b}/tree/master/scripts">scripts</a></td></tr>
<tr><td><a href="{b}/blob/master/Snakefile">Snakefile</a></td></tr>
<tr><td><a href="{b}/blob/master/README.md">README.md</a></td></tr></table>
<a href="http://{GHC}{b}/zip/refs/heads/master">Download ZIP</a>
<div class="BorderGrid-cell"><h2>Releases</h2><a href="{b}/releases/tag/v0.6.0">v0.6.0 Latest</a>
<a href="{b}/releases">+ 5 releases</a></div>
<article class="markdown-body"><h1>PyPSA-Eur-Sec-H2</h1><p><img src="http://img.shields.test/badge/docs-passing-green"
alt="docs"> Documentation on <a href="http://pypsa-eur-sec-h2.readthedocs.test/">Read the Docs</a>; cite the
model as <a href="http://doi.test/10.5281/zenodo.14112233">doi:10.5281/zenodo.14112233</a>.</p></article>
<div class="contributors"><a href="{b}/graphs/contributors">Contributors 14</a>
<a href="/fneumann">fneumann</a></div></div>""",
        ),
        f"{b}/tree/master/scripts": pg(
            "scripts",
            f'<a href="{b}/blob/master/scripts/build_h2_network.py">build_h2_network.py</a>',
        ),
        f"{b}/issues": pg(
            "Issues", f'<a href="{b}/issues/88">H2 pipeline retrofit costs too low</a>'
        ),
        f"{b}/issues/88": pg(
            "H2 pipeline retrofit costs too low · Issue #88",
            '<p><a href="/fneumann">fneumann</a> opened this issue</p>',
        ),
        f"{b}/pulls": pg("Pull requests", "<p>0 Open</p>"),
        f"{b}/actions": pg("Actions", "<p>All workflows</p>"),
        f"{b}/wiki": pg("Home", "<p>Welcome to the wiki.</p>"),
        f"{b}/stargazers": pg("Stargazers", '<a href="/fneumann">fneumann</a>'),
        f"{b}/forks": pg("Forks", "<p>97 forks</p>"),
        f"{b}/graphs/contributors": pg("Contributors", '<a href="/fneumann">fneumann</a>'),
        f"{b}/releases": pg("Releases", f'<a href="{b}/releases/tag/v0.6.0">v0.6.0</a>'),
        f"{b}/releases/tag/v0.6.0": pg(
            "Release v0.6.0",
            f"""<h1>v0.6.0</h1><p>Adds retrofitted
pipelines.</p><a href="http://{GHO}/github-production-release-asset/5519831/resources-v0.6.0.tar.xz">resources-v0.6.0.tar.xz</a>
<a href="http://{GHC}{b}/zip/refs/tags/v0.6.0">Source code (zip)</a>""",
        ),
        "/PyPSA": p.page("PyPSA", "<h1>PyPSA</h1>"),
        "/fneumann": p.page("fneumann", "<h1>fneumann</h1>"),
        "/topics/energy-system-model": p.page("energy-system-model", "<h1>Topic</h1>"),
    }
    files = ["Snakefile", "README.md", "scripts/build_h2_network.py"]
    for f in files:
        pages[f"{b}/blob/master/{f}"] = pg(
            f,
            f'<a href="{raw}/{f}" data-testid="raw-button">Raw</a>'
            f'<a href="{b}/commits/master/{f}">History</a><pre>…</pre>',
        )
        pages[f"{b}/commits/master/{f}"] = pg(f"History for {f}", "<p>8 commits</p>")
    rawsite = Portal(GHR, "raw", []).site(
        {f"{b}/refs/heads/master/{f}": text(f"# {f}\n") for f in files}
    )
    objsite = Portal(GHO, "objects", []).site(
        {
            "/github-production-release-asset/5519831/resources-v0.6.0.tar.xz": blob(
                b"\xfd7zXZ\x00" + b"\x00" * 20, "application/x-xz"
            )
        }
    )
    cl = Portal(GHC, "codeload", []).site(
        {
            f"{b}/zip/refs/heads/master": zipfile("master"),
            f"{b}/zip/refs/tags/v0.6.0": zipfile("v0.6.0"),
        }
    )
    return [p.site(pages), rawsite, objsite, cl]


def github_truth() -> list[str]:
    sites = github_sites()
    out = [sites[0].url(k) for k in sites[0].pages if k.startswith(GH_P)]
    for s in sites[1:]:
        out += [s.url(k) for k in s.pages if k != "/" and not k.startswith("/static/")]
    return out


# --- Hugging Face Hub: an energy time-series forecasting model (LFS on a CDN host) -------

HF = host("huggingface", "modelhub")
HFC = host("cdn-lfs", "modelhub")
HF_P = "/gridlab/loadcast-tsfm-base"


def hf_sites() -> list[Site]:
    p = Portal(
        HF,
        "Hugging Face",
        [
            ("/models", "Models"),
            ("/datasets", "Datasets"),
            ("/spaces", "Spaces"),
            ("/docs", "Docs"),
            ("/pricing", "Pricing"),
            ("/login", "Log In"),
        ],
        [("/terms-of-service", "TOS"), ("/privacy", "Privacy"), ("/huggingface", "About")],
        title_format="{title}",
        home_title="Hugging Face – The AI community building the future.",
    )
    b = HF_P
    tabs = ul(
        [
            (b, "Model card"),
            (f"{b}/tree/main", "Files and versions"),
            (f"{b}/discussions", "Community"),
        ]
    )
    lfs = f"http://{HFC}/repos/7e/21/7e21c9d0a4f3b2e1/9f8e7d6c5b4a39281706f5e4d3c2b1a0"

    def pg(t: str, main: str) -> str:
        return p.page(f"{t} · gridlab/loadcast-tsfm-base at main", tabs + main)

    pages = {
        b: p.page(
            "gridlab/loadcast-tsfm-base · Hugging Face",
            f"""{tabs}<div class="model-card-content">
<h1>LoadCast TSFM (base)</h1><p>A 200M-parameter foundation model for day-ahead electricity load
forecasting, pretrained on 41 TSO load series.</p><p>Training data:
<a href="/datasets/gridlab/tso-load-41">gridlab/tso-load-41</a>. Paper:
<a href="http://arxiv.test/abs/2509.01234">arXiv:2509.01234</a>.</p></div>
<div class="tags"><a href="/models?pipeline_tag=time-series-forecasting">Time Series Forecasting</a>
<a href="/models?license=license%3Aapache-2.0">apache-2.0</a></div>""",
        ),
        f"{b}/tree/main": pg(
            "Files",
            ul(
                [
                    (f"{b}/blob/main/{f}", f)
                    for f in ("config.json", "README.md", "model.safetensors")
                ]
            )
            + f'<a href="{b}/commits/main">History: 6 commits</a>',
        ),
        f"{b}/commits/main": pg("Commits", f'<a href="{b}/commit/a41c0e9">Upload model</a>'),
        f"{b}/commit/a41c0e9": pg("Upload model", "<pre>diff</pre>"),
        f"{b}/discussions": pg("Discussions", f'<a href="{b}/discussions/3">Holiday effects?</a>'),
        f"{b}/discussions/3": pg("Holiday effects?", "<p>Are holidays encoded?</p>"),
        f"{b}/blob/main/model.safetensors": pg(
            "model.safetensors", f'<p>Git LFS, 802 MB</p><a href="{lfs}">download</a>'
        ),
        "/datasets/gridlab/tso-load-41": p.page(
            "gridlab/tso-load-41 · Datasets", "<h1>dataset</h1>"
        ),
        "/models?pipeline_tag=time-series-forecasting": p.page("Models", "<h1>Models</h1>"),
        "/models?license=license%3Aapache-2.0": p.page("Models", "<h1>Models</h1>"),
    }
    for f, body in (("config.json", '{"d_model": 768}'), ("README.md", "# LoadCast TSFM\n")):
        pages[f"{b}/blob/main/{f}"] = pg(
            f,
            f'<a href="{b}/resolve/main/{f}">download</a>'
            f'<a href="{b}/raw/main/{f}">raw</a><pre>…</pre>',
        )
        pages[f"{b}/resolve/main/{f}"] = text(body)
        pages[f"{b}/raw/main/{f}"] = text(body)
    cdn = Portal(HFC, "cdn", []).site(
        {
            lfs[len(f"http://{HFC}") :]: blob(
                b"\x08\x00\x00\x00" + b"\x00" * 40, "application/octet-stream"
            )
        }
    )
    return [p.site(pages), cdn]


def hf_truth() -> list[str]:
    main, cdn = hf_sites()
    return [main.url(k) for k in main.pages if k.startswith(HF_P)] + [
        cdn.url(k) for k in cdn.pages if k.startswith("/repos/")
    ]


CASES: list[Case] = [
    # GitLab project: the seed's GitLab.com row, Path-Based; every project page lives
    # under /imas/imas-validator/-/..., the group, user profiles and /explore do not.
    # Truth: every page and file under the project path reachable from it (overview,
    # tree, blobs, raw, blame, commits, a commit, branches, tags, issues, an issue, the
    # closed-issue list, MRs, releases, archives, wiki pages).
    case(
        "gitlab-imas-validator",
        "GitLab (fusion consortium code forge)",
        "Multi-Hop",
        "path_based",
        f"http://{GL}{GL_P}",
        gitlab_truth(),
        gitlab_sites,
    ),
    # Forgejo repository (the seed's BitBucket/GitLab rows): Path-Based.  The repo's RSS
    # feed /heatflow/hfm-core.rss extends the path string too and is the repo's own.
    # The sibling repo hfm-data, the owner and user pages are outside.
    case(
        "forgejo-hfm-core",
        "Forgejo (open energy-model forge)",
        "Multi-Hop",
        "path_based",
        f"http://{FJ}{FJ_P}",
        [
            u
            for u in (s.url(k) for s in forgejo_sites() for k in s.pages)
            if u.startswith(f"http://{FJ}{FJ_P}")
        ],
        forgejo_sites,
    ),
    # GitHub repository: the seed's GitHub row, Path-Based with Externals: raw files,
    # release assets and zip archives are served from the portal's other hosts (raw.,
    # objects., codeload.).  Read the Docs, Zenodo, shields badges are other portals.
    # Truth: every page under the repo path reachable from it, plus the external files.
    case(
        "github-pypsa-eur-sec-h2",
        "GitHub (energy system model repository)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{GH}{GH_P}",
        github_truth(),
        github_sites,
    ),
    # Hugging Face model repo: card, files, commits and discussions under the repo path,
    # the LFS weights on the cdn-lfs host (like GitHub's raw host; the seed's Kaggle
    # row, datasets with code and discussion, is Path-Based with Externals too).
    case(
        "hf-loadcast-tsfm",
        "Hugging Face Hub (energy forecasting model)",
        "Multi-Hop",
        "path_based_externals",
        f"http://{HF}{HF_P}",
        hf_truth(),
        hf_sites,
    ),
]
