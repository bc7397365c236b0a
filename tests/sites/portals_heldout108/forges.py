"""Code forges hosting hydrological model code: a self-hosted GitLab (everything under the
project path: Path-Based) and GitHub (raw files on another domain: Path-Based with
Externals)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import (
    Skin,
    assets,
    css,
    doc,
    js,
    text_file,
    zip_file,
)

# A repository: (owner/name, description, files {path: text}, issues [(n, title)], release
# tag, commits [(sha, message)])
Repo = tuple[str, str, dict[str, str], list[tuple[int, str]], str, list[tuple[str, str]]]


# --------------------------------------------------------------------------- GitLab
GL = "gitlab.wflowdev.hx108.example"
GL_ASSETS = (
    "/assets/application-5f3c1e.css",
    "/assets/webpack/main.8c2d41e0.chunk.js",
    "/uploads/-/system/appearance/header_logo/1/wflowdev.png",
)


def _gl_layout(s: Skin, title: str, main: str, head: str) -> str:
    body = (
        '<header class="header-logged-out" data-testid="navbar"><div class="container-fluid">'
        f'<a class="header-logged-out-logo" href="/"><img src="{GL_ASSETS[2]}" alt="wflowdev">'
        '</a><ul class="gl-list-none"><li><a href="/explore">Explore</a></li>'
        '<li><a href="/help">Help</a></li><li><a href="http://about.gitlab.test/">About GitLab'
        '</a></li></ul><a href="/users/sign_in?redirect_to_referer=yes">Sign in</a>'
        '<a href="/users/sign_up">Register</a><form action="/search"><input name="search">'
        f'</form></div></header><div class="layout-page">{main}</div>'
    )
    return doc(title, css(GL_ASSETS[0]) + head, body + js(GL_ASSETS[1]))


def _gl_skin() -> Skin:
    return Skin(
        host=GL,
        name="GitLab",
        title_format="{title} · GitLab",
        home_title="Explore projects · GitLab",
        menu=[],
        home_main='<h1>Explore projects</h1><a href="/explore/projects/starred">Most starred</a>',
        layout=_gl_layout,
    )


def _gl_project(s: Skin, repo: Repo) -> tuple[dict[str, object], set[str]]:
    """The pages of one GitLab project and the paths of those the artifact holds."""
    full, desc, files, issues, tag, commits = repo
    group, name = full.split("/")
    p = f"/{full}"
    side = [
        (p, "Project overview"),
        (f"{p}/-/tree/main", "Repository"),
        (f"{p}/-/commits/main", "Commits"),
        (f"{p}/-/branches", "Branches"),
        (f"{p}/-/tags", "Tags"),
        (f"{p}/-/graphs/main", "Contributor statistics"),
        (f"{p}/-/issues", "Issues"),
        (f"{p}/-/merge_requests", "Merge requests"),
        (f"{p}/-/pipelines", "Pipelines"),
        (f"{p}/-/releases", "Releases"),
        (f"{p}/-/wikis/home", "Wiki"),
    ]
    nav = (
        '<aside class="super-sidebar" aria-label="Project navigation"><div class="context">'
        f'<a href="/{group}">{escape(group)}</a> / <a href="{p}">{escape(name)}</a></div>'
        + "".join(f'<a class="nav-item" href="{h}">{t}</a>' for h, t in side)
        + "</aside>"
    )
    pages: dict[str, object] = {}

    def pg(path: str, title: str, body: str) -> None:
        pages[path] = s.page(f"{title} · {full}", f'{nav}<div class="content-wrapper">{body}</div>')

    tree = "".join(
        f'<tr class="tree-item"><td><a href="{p}/-/blob/main/{f}">{escape(f)}</a></td></tr>'
        for f in files
    )
    pg(
        p,
        full,
        f'<h1 class="home-panel-title">{escape(name)}</h1><p class="home-panel-description">'
        f'{escape(desc)}</p><p>Project ID: 1{len(full)}42 · <a href="/users/sign_in?'
        'redirect_to_referer=yes">Star</a> 12</p>'
        f'<div class="project-last-commit"><a href="{p}/-/commit/{commits[0][0]}">'
        f'{escape(commits[0][1])}</a></div><table class="tree-table">{tree}</table>'
        f'<a class="btn" href="{p}/-/archive/main/{name}-main.zip">Download source code (zip)</a>'
        f'<div class="readme"><article class="file-content md">{escape(files.get("README.md", ""))}'
        "</article></div>",
    )
    pg(f"{p}/-/tree/main", "Files", f'<h2>main</h2><table class="tree-table">{tree}</table>')
    for f, text in files.items():
        pg(
            f"{p}/-/blob/main/{f}",
            f,
            f'<div class="file-holder"><div class="file-title">{escape(f)}</div>'
            f'<a class="btn" href="{p}/-/raw/main/{f}">Open raw</a>'
            f'<a class="btn" href="{p}/-/blame/main/{f}">Blame</a>'
            f"<pre>{escape(text)}</pre></div>",
        )
        pg(f"{p}/-/blame/main/{f}", f"Blame {f}", f"<pre>{escape(text)}</pre>")
        pages[f"{p}/-/raw/main/{f}"] = text_file(text)
    pg(
        f"{p}/-/commits/main",
        "Commits",
        "<ul>"
        + "".join(f'<li><a href="{p}/-/commit/{h}">{escape(m)}</a></li>' for h, m in commits)
        + "</ul>",
    )
    for h, m in commits:
        pg(
            f"{p}/-/commit/{h}",
            m,
            f'<h2>{escape(m)}</h2><p>Commit {h[:8]}</p><a href="{p}/-/tree/{h}">Browse files</a>',
        )
        pg(f"{p}/-/tree/{h}", f"Files at {h[:8]}", f"<table>{tree}</table>")
    pg(f"{p}/-/branches", "Branches", f'<a href="{p}/-/tree/main">main</a> default')
    pg(f"{p}/-/tags", "Tags", f'<a href="{p}/-/tags/{tag}">{tag}</a>')
    pg(f"{p}/-/tags/{tag}", tag, f'<h2>{tag}</h2><a href="{p}/-/releases/{tag}">Release</a>')
    pg(f"{p}/-/graphs/main", "Contributor statistics", "<h2>Commits to main</h2>")
    pg(
        f"{p}/-/issues",
        "Issues",
        "<ul>"
        + "".join(f'<li><a href="{p}/-/issues/{n}">{escape(t)}</a> #{n}</li>' for n, t in issues)
        + "</ul>",
    )
    for n, t in issues:
        pg(
            f"{p}/-/issues/{n}",
            t,
            f'<h1>{escape(t)}</h1><p>Opened by <a href="/jvdberg">Jeroen van den Berg</a></p>',
        )
    pg(f"{p}/-/merge_requests", "Merge requests", "<p>There are no open merge requests</p>")
    pg(f"{p}/-/pipelines", "Pipelines", "<p>#48213 passed (main)</p>")
    pg(
        f"{p}/-/releases",
        "Releases",
        f'<h2><a href="{p}/-/releases/{tag}">{tag}</a></h2><a href="{p}/-/archive/{tag}/'
        f'{name}-{tag}.tar.gz">Source code (tar.gz)</a>',
    )
    pg(
        f"{p}/-/releases/{tag}",
        tag,
        f'<h2>{tag}</h2><a href="{p}/-/archive/{tag}/{name}-{tag}.tar.gz">Source code (tar.gz)</a>',
    )
    pages[f"{p}/-/archive/main/{name}-main.zip"] = zip_file(f"{name} main")
    pages[f"{p}/-/archive/{tag}/{name}-{tag}.tar.gz"] = Response.data(
        b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"
    )
    pg(f"{p}/-/wikis/home", "Home · Wiki", "<h1>Home</h1><p>Calibration notes.</p>")
    return pages, set(pages)


GL_REPOS: list[Repo] = [
    (
        "hydrology/soilgrids-ptf",
        "Pedotransfer functions mapping SoilGrids texture and organic carbon to van Genuchten "
        "parameters and Ksat for wflow_sbm.",
        {
            "README.md": "# soilgrids-ptf\nDerive wflow_sbm soil parameters from SoilGrids 250m.",
            "src/ptf.py": "def brakensiek(sand, clay, phi):\n    ...\n",
            "pyproject.toml": '[project]\nname = "soilgrids-ptf"\nversion = "1.2.0"\n',
        },
        [(7, "Ksat too high for clay loams"), (9, "Support SoilGrids v2.1 layers")],
        "v1.2.0",
        [
            ("4e1d9a7c2b3f08d6e5a1c9b7f3d2e6a8c0b1d4f7", "Use Saxton-Rawls for organic soils"),
            ("9b2c7e1f4a8d3b6c5e0f1a2d7c9b8e3f6a4d1c20", "Add tests for van Genuchten fit"),
        ],
    ),
    (
        "flood-forecasting/rhine-ewars-setup",
        "Model setup (wflow_sbm + D-Flow FM) of the Rhine early-warning system for operational "
        "flood forecasting at Lobith.",
        {
            "README.md": "# rhine-ewars-setup\nConfiguration of the Rhine forecasting chain.",
            "config/wflow_rhine.toml": 'casename = "rhine"\ntimestepsecs = 3600\n',
            "scripts/update_states.sh": "#!/bin/sh\nwflow_cli run config/wflow_rhine.toml\n",
        },
        [(21, "Snow states drift in the Alpine Rhine"), (23, "Lobith rating curve 2025")],
        "2025.10",
        [
            ("c3a9e2d17f5b4c08a6e1d9f2b7c4a3e5d8f0b6a1", "Update Lobith rating curve"),
            ("f7b1d4e9a2c63e5f8d0a1b7c4e9d2f6a3b8c5e07", "Recalibrate Moselle subcatchments"),
        ],
    ),
]


def gitlab_sites() -> list[Site]:
    s = _gl_skin()
    pages: dict[str, object] = dict(assets(*GL_ASSETS))
    for repo in GL_REPOS:
        pages.update(_gl_project(s, repo)[0])
        group = repo[0].split("/")[0]
        pages[f"/{group}"] = s.page(group, f"<h1>{escape(group)}</h1>")
    pages["/jvdberg"] = s.page("Jeroen van den Berg", "<h1>Jeroen van den Berg</h1>")
    pages["/explore"] = s.page("Explore", "<h1>Explore</h1>")
    return [s.site(pages)]  # type: ignore[arg-type]


def _gl_truth(repo: Repo) -> set[str]:
    return {f"http://{GL}{p}" for p in _gl_project(_gl_skin(), repo)[1]}


# --------------------------------------------------------------------------- GitHub
GH = "www.github.hx108.example"
GH_RAW = "raw.githubusercontent.hx108.example"
GH_ASSETS = ("/assets/github-3c1f9a.css", "/assets/behaviors-7e2b0d.js", "/favicon.ico")


def _gh_layout(s: Skin, title: str, main: str, head: str) -> str:
    body = (
        '<div class="position-relative js-header-wrapper"><header class="HeaderMktg header-logged'
        '-out" role="banner"><a class="mr-lg-3" href="/" aria-label="Homepage"><svg height="32">'
        '</svg></a><nav aria-label="Global"><ul><li><a href="/features">Product</a></li>'
        '<li><a href="/solutions">Solutions</a></li><li><a href="/resources">Resources</a></li>'
        '<li><a href="/enterprise">Enterprise</a></li><li><a href="/pricing">Pricing</a></li>'
        '</ul></nav><form action="/search"><input name="q"></form><a href="/login">Sign in</a>'
        ' <a href="/signup">Sign up</a></header></div>'
        f'<div class="application-main" data-commit-hovercards-enabled>{main}</div>'
        '<footer class="footer" role="contentinfo"><ul><li><a href="/site/terms">Terms</a></li>'
        '<li><a href="/site/privacy">Privacy</a></li><li><a href="/security">Security</a></li>'
        '<li><a href="http://www.githubstatus.test/">Status</a></li><li><a href="http://docs.'
        'github.test/">Docs</a></li><li><a href="http://support.github.test/">Contact</a></li>'
        "</ul></footer>"
    )
    return doc(title, css(GH_ASSETS[0]) + head, body + js(GH_ASSETS[1]))


def _gh_skin() -> Skin:
    return Skin(
        host=GH,
        name="GitHub",
        title_format="{title}",
        home_title="GitHub · Build and ship software on a single, collaborative platform",
        menu=[],
        home_main="<h1>Build and ship software on a single, collaborative platform</h1>",
        layout=_gh_layout,
    )


def _gh_repo(
    s: Skin, repo: Repo, doi: str
) -> tuple[dict[str, object], dict[str, object], set[str]]:
    """The repository's pages on GitHub, its raw files, and the artifact's URIs."""
    full, desc, files, issues, tag, commits = repo
    owner, name = full.split("/")
    p = f"/{full}"
    tabs = [
        (p, "Code"),
        (f"{p}/issues", "Issues"),
        (f"{p}/pulls", "Pull requests"),
        (f"{p}/actions", "Actions"),
        (f"{p}/wiki", "Wiki"),
        (f"{p}/pulse", "Insights"),
    ]
    head = (
        '<div id="repository-container-header"><div class="d-flex"><span class="author"><a '
        f'href="/{owner}" rel="author">{escape(owner)}</a></span>/<strong itemprop="name"><a '
        f'href="{p}">{escape(name)}</a></strong><span class="Label">Public</span>'
        f'<a href="/login?return_to=%2F{owner}%2F{name}">Star</a> '
        f'<a href="/login?return_to=%2F{owner}%2F{name}">Fork</a></div>'
        '<nav class="UnderlineNav js-repo-nav" aria-label="Repository">'
        + "".join(f'<a class="UnderlineNav-item" href="{h}">{t}</a>' for h, t in tabs)
        + "</nav></div>"
    )
    pages: dict[str, object] = {}
    raw: dict[str, object] = {}
    truth: set[str] = set()

    def pg(path: str, title: str, body: str) -> None:
        pages[path] = s.page(title, f'{head}<div class="container-xl">{body}</div>')
        truth.add(f"http://{GH}{path}")

    tree = "".join(
        f'<div role="row"><a class="Link--primary" href="{p}/blob/main/{f}">{escape(f)}</a></div>'
        for f in files
    )
    pg(
        p,
        f"GitHub - {full}: {desc}",
        f'<div class="Box"><div class="Box-header"><a href="{p}/commits/main">'
        f'{len(commits)} Commits</a> <a href="{p}/tree/main">main</a></div>{tree}</div>'
        f'<article class="markdown-body entry-content" itemprop="text"><h1>{escape(name)}</h1>'
        f'<p><a href="https://doi.org/{doi}"><img src="http://zenodo.test/badge/DOI/{doi}.svg" '
        f'alt="DOI"></a></p><p>{escape(desc)}</p></article>'
        '<div class="BorderGrid about-margin"><h2>About</h2>'
        f"<p>{escape(desc)}</p>"
        f'<a href="{p}/releases">Releases 1</a> <a href="{p}/releases/tag/{tag}">{tag} Latest</a>'
        f' <a href="{p}/graphs/contributors">Contributors 3</a></div>',
    )
    pg(f"{p}/tree/main", f"{full} at main", tree)
    for f, text in files.items():
        pg(
            f"{p}/blob/main/{f}",
            f"{name}/{f} at main · {full}",
            f'<div class="react-code-view-header"><a href="http://{GH_RAW}/{full}/refs/heads/'
            f'main/{f}" data-testid="raw-button">Raw</a> <a href="{p}/blame/main/{f}">Blame</a>'
            f"</div><pre>{escape(text)}</pre>",
        )
        pg(f"{p}/blame/main/{f}", f"Blame {f}", f"<pre>{escape(text)}</pre>")
        raw[f"/{full}/refs/heads/main/{f}"] = text_file(text)
        truth.add(f"http://{GH_RAW}/{full}/refs/heads/main/{f}")
    pg(
        f"{p}/commits/main",
        f"Commits · {full}",
        "".join(f'<p><a href="{p}/commit/{h}">{escape(m)}</a></p>' for h, m in commits),
    )
    for h, m in commits:
        pg(f"{p}/commit/{h}", f"{m} · {full}@{h[:7]}", f"<h1>{escape(m)}</h1>")
    pg(
        f"{p}/issues",
        f"Issues · {full}",
        "".join(f'<p><a href="{p}/issues/{n}">{escape(t)}</a> #{n}</p>' for n, t in issues),
    )
    for n, t in issues:
        pg(f"{p}/issues/{n}", f"{t} · Issue #{n} · {full}", f"<h1>{escape(t)}</h1>")
    pg(f"{p}/pulls", f"Pull requests · {full}", "<p>0 Open</p>")
    pg(f"{p}/actions", f"Workflow runs · {full}", "<p>CI #112 passed</p>")
    pg(f"{p}/wiki", f"Home · {full} Wiki", "<h1>Home</h1><p>Installation notes.</p>")
    pg(f"{p}/pulse", f"Pulse · {full}", f'<a href="{p}/graphs/contributors">Contributors</a>')
    pg(f"{p}/graphs/contributors", f"Contributors to {full}", "<p>3 contributors</p>")
    asset = f"{name}-{tag.lstrip('v')}.tar.gz"
    pg(f"{p}/releases", f"Releases · {full}", f'<a href="{p}/releases/tag/{tag}">{tag}</a>')
    pg(
        f"{p}/releases/tag/{tag}",
        f"Release {tag} · {full}",
        f'<h1>{tag}</h1><a href="{p}/releases/download/{tag}/{asset}">{asset}</a> '
        f'<a href="{p}/archive/refs/tags/{tag}.zip">Source code (zip)</a>',
    )
    pages[f"{p}/releases/download/{tag}/{asset}"] = Response.data(
        b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"
    )
    pages[f"{p}/archive/refs/tags/{tag}.zip"] = zip_file(f"{name} {tag}")
    truth |= {
        f"http://{GH}{p}/releases/download/{tag}/{asset}",
        f"http://{GH}{p}/archive/refs/tags/{tag}.zip",
    }
    return pages, raw, truth


GH_REPOS: list[tuple[Repo, str]] = [
    (
        (
            "catchment-ml/lstm-rainfall-runoff",
            "LSTM rainfall-runoff models trained on 671 CAMELS catchments, with "
            "regionalisation to ungauged basins",
            {
                "README.md": "# lstm-rainfall-runoff\nTrain and evaluate LSTMs on CAMELS.",
                "lstmrr/model.py": "import torch\nclass CudaLSTM(torch.nn.Module):\n    ...\n",
                "configs/camels_us.yml": "basins: 671\nepochs: 30\n",
            },
            [(14, "NSE drops for arid basins"), (18, "Add CAMELS-GB support")],
            "v0.9.1",
            [
                ("1a7c3e9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a13", "Add ungauged cross-validation"),
                ("5d2f8b1e4a7c0d3f6b9e2a5c8d1f4b7e0a3c6d92", "Fix static attribute scaling"),
            ],
        ),
        "10.5281/zenodo.14412087",
    ),
    (
        (
            "soilwater/pyhydrus1d",
            "Python wrapper and calibration tools for HYDRUS-1D vadose-zone simulations",
            {
                "README.md": "# pyhydrus1d\nBuild, run and calibrate HYDRUS-1D projects from Python.",
                "pyhydrus1d/project.py": "class Project:\n    def write_selector(self):\n        ...\n",
                "examples/lysimeter_grass.ipynb": '{"cells": [], "nbformat": 4}\n',
            },
            [(31, "Root water uptake (Feddes) parameters ignored"), (33, "Read ATMOSPH.IN")],
            "v2.3.0",
            [
                ("8e4b1d7a0c3f6e9b2d5a8c1f4e7b0d3a6c9f2e58", "Support dual-porosity models"),
                ("2c9f5a8d1b4e7c0a3f6d9b2e5a8c1d4f7b0e3a66", "Docs: lysimeter example"),
            ],
        ),
        "10.5281/zenodo.15230041",
    ),
]


def github_sites() -> list[Site]:
    s = _gh_skin()
    pages: dict[str, object] = dict(assets(*GH_ASSETS))
    raw = Site(GH_RAW)
    for repo, doi in GH_REPOS:
        gp, rp, _t = _gh_repo(s, repo, doi)
        pages.update(gp)
        for k, v in rp.items():
            raw.add(k, v)  # type: ignore[arg-type]
        owner = repo[0].split("/")[0]
        pages[f"/{owner}"] = s.page(owner, f"<h1>{escape(owner)}</h1>")
    pages["/login"] = s.page(
        "Sign in to GitHub · GitHub", "<form><input name=login></form>", raw_title=True
    )
    return [s.site(pages), raw]  # type: ignore[arg-type]


def _gh_truth(k: int) -> set[str]:
    repo, doi = GH_REPOS[k]
    return _gh_repo(_gh_skin(), repo, doi)[2]


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # Self-hosted GitLab project (soil parameter code): the seed's GitLab row, Path-Based.
    # Everything of the project is under /hydrology/soilgrids-ptf (files, blame, raw,
    # commits, tags, issues, MRs, pipelines, releases, archives, wiki); truth = every such
    # page linked from the project.  Group, user and sign-in pages are outside.
    case(
        "gitlab-soilgrids-ptf",
        "GitLab (self-hosted, hydrological modelling group)",
        "Multi-Hop",
        "path_based",
        _u(GL, "/hydrology/soilgrids-ptf"),
        _gl_truth(GL_REPOS[0]),
        gitlab_sites,
    ),
    # Second GitLab project (Rhine forecasting chain configuration): same heuristic.
    case(
        "gitlab-rhine-ewars-setup",
        "GitLab (self-hosted, hydrological modelling group)",
        "Multi-Hop",
        "path_based",
        _u(GL, "/flood-forecasting/rhine-ewars-setup"),
        _gl_truth(GL_REPOS[1]),
        gitlab_sites,
    ),
    # GitHub repository of a rainfall-runoff LSTM: the seed's GitHub row, Path-Based with
    # Externals: the repository pages are under /catchment-ml/lstm-rainfall-runoff, the raw
    # files on raw.githubusercontent.  Truth = repository pages, release asset, source zip
    # and raw files; the DOI badge (archived release, another artifact), docs/status links
    # and the owner's profile are outside.
    case(
        "github-lstm-rainfall-runoff",
        "GitHub (hydrology model repositories)",
        "Multi-Hop",
        "path_based_externals",
        _u(GH, "/catchment-ml/lstm-rainfall-runoff"),
        _gh_truth(0),
        github_sites,
    ),
    # GitHub repository of a HYDRUS-1D wrapper: same heuristic and shape.
    case(
        "github-pyhydrus1d",
        "GitHub (hydrology model repositories)",
        "Multi-Hop",
        "path_based_externals",
        _u(GH, "/soilwater/pyhydrus1d"),
        _gh_truth(1),
        github_sites,
    ),
]
