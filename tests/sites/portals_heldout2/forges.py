"""Software forges: self-hosted GitLab (a current one with `/-/` routes and an old 11.x one
without), Forgejo and an older Gitea, and GitHub Enterprise Server with subdomain isolation.

Heuristics (seed's table): GitLab -> `path_based` (GitLab.com row); Gitea/Forgejo are not in
the table but are the same kind of forge as GitLab/BitBucket with everything (raw files,
archives, release assets) under the repository path -> `path_based`; GitHub Enterprise ->
`path_based_externals` (GitHub row: raw files and archives live on other hosts).

Truth reasoning: a software project is its repository pages: code tree and file views, raw
files, commits and individual commits, issues and single issues, releases/tags, release
assets and source archives, wiki.  Not: the owning group/organisation, user profiles,
explore/help/login pages, topics, a sibling repository whose path merely starts with the
same characters (`lightcurve-fit-docs`, `specfit-data`, `rotor-sim-data`, a trap for naive
prefix matching), or repositories elsewhere.  Pages one and two hops from the entry are both
in the truth (commit pages are reached through the commit list, issue pages through the
issue list, release assets through the releases page).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case
from sites.portals_heldout2._chrome import Skin, data, ul, zip_file

Page = tuple[str, list[tuple[str, str]], str]  # title, links, text


def _site_pages(skin: Skin, spec: dict[str, Page | object], chrome_pages: list[str]) -> dict:
    pages: dict = {}
    for path, value in spec.items():
        if isinstance(value, tuple):
            title, links, text = value
            pages[path] = skin.page(title, f"{text}{ul(links)}")
        else:
            pages[path] = value
    for p in chrome_pages:
        pages.setdefault(
            p, skin.page(p.strip("/").split("/")[-1] or "Home", f"<h1>{escape(p)}</h1>")
        )
    return pages


def _truth(origin: str, spec: dict, extra: list[str] = ()) -> frozenset[str]:
    return frozenset(origin + p for p in spec) | frozenset(extra)


# ------------------------------------------------------------------- GitLab 16 (with /-/)
GL = Skin(
    host="gitlab.vesper-observatory.example",
    name="GitLab",
    nav=(
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ),
    footer=(
        ("/help", "Help"),
        ("https://about.gitlab.com/", "About GitLab"),
        ("https://forum.gitlab.com/", "Community forum"),
        ("/-/profile/preferences", "Preferences"),
    ),
    title=lambda t: f"{t} · GitLab",
    layout="app",
    search="/search",
    search_param="search",
    login=(("/users/sign_in?redirect_to_referer=yes", "Sign in"), ("/users/sign_up", "Register")),
    assets=(
        "/assets/application-4e81b2.css",
        "/assets/webpack/main.7a19c.chunk.js",
        "/uploads/-/system/appearance/header_logo/1/vesper.png",
    ),
    home_title="Explore projects · GitLab",
    home_body="<h1>Explore projects</h1>"
    + ul(
        [
            ("/astro-tools/lightcurve-fit", "Astro Tools / lightcurve-fit"),
            ("/astro-tools/lightcurve-fit-docs", "Astro Tools / lightcurve-fit-docs"),
            ("/instruments/ccd-control", "Instruments / ccd-control"),
        ]
    ),
)
GLP = "/astro-tools/lightcurve-fit"
GL_SHA = "9f3c1ab27d4e8b0c6f5a2e1d0c9b8a7f6e5d4c3b"


def _gl_spec() -> dict:
    P, T = GLP, "Astro Tools / lightcurve-fit"
    tabs = [
        (f"{P}/-/tree/main", "Repository"),
        (f"{P}/-/issues", "Issues 3"),
        (f"{P}/-/merge_requests", "Merge requests 1"),
        (f"{P}/-/releases", "Releases"),
        (f"{P}/-/wikis/home", "Wiki"),
        (f"{P}/-/commits/main", "Commits 214"),
    ]
    chrome = [
        ("/astro-tools", "Astro Tools"),
        ("/users/jmorales", "Jaime Morales"),
        ("/astro-tools/lightcurve-fit-docs", "Related: lightcurve-fit-docs"),
        ("/explore/projects/topics/photometry", "photometry"),
    ]
    return {
        P: (
            T,
            [
                *tabs,
                (f"{P}/-/blob/main/README.md", "README.md"),
                (f"{P}/-/blob/main/pyproject.toml", "pyproject.toml"),
                (f"{P}/-/archive/v0.4.2/lightcurve-fit-v0.4.2.tar.gz", "Download tar.gz"),
                (f"{P}/-/archive/v0.4.2/lightcurve-fit-v0.4.2.zip", "Download zip"),
                *chrome,
            ],
            "<h1>lightcurve-fit</h1><p>Fit transit light curves. Project ID: 412</p>",
        ),
        f"{P}/-/tree/main": (
            f"Files · main · {T}",
            [
                *tabs,
                (f"{P}/-/blob/main/README.md", "README.md"),
                (f"{P}/-/tree/main/lcfit", "lcfit"),
            ],
            "<h1>Files</h1>",
        ),
        f"{P}/-/tree/main/lcfit": (
            f"lcfit · main · {T}",
            [(f"{P}/-/blob/main/lcfit/model.py", "model.py")],
            "<h1>lcfit</h1>",
        ),
        f"{P}/-/blob/main/README.md": (
            f"README.md · main · {T}",
            [(f"{P}/-/raw/main/README.md", "Open raw"), (f"{P}/-/blame/main/README.md", "Blame")],
            "<h1>README.md</h1>",
        ),
        f"{P}/-/blob/main/pyproject.toml": (
            f"pyproject.toml · main · {T}",
            [(f"{P}/-/raw/main/pyproject.toml", "Open raw")],
            "<h1>pyproject.toml</h1>",
        ),
        f"{P}/-/blob/main/lcfit/model.py": (
            f"model.py · main · {T}",
            [(f"{P}/-/raw/main/lcfit/model.py", "Open raw")],
            "<h1>model.py</h1>",
        ),
        f"{P}/-/blame/main/README.md": (f"Blame · README.md · {T}", [], "<h1>Blame</h1>"),
        f"{P}/-/raw/main/README.md": data("# lightcurve-fit\n", "text/plain"),
        f"{P}/-/raw/main/pyproject.toml": data("[project]\nname='lightcurve-fit'\n", "text/plain"),
        f"{P}/-/raw/main/lcfit/model.py": data("def transit(t):\n    return 1.0\n", "text/plain"),
        f"{P}/-/issues": (
            f"Issues · {T}",
            [(f"{P}/-/issues/12", "Limb darkening priors"), (f"{P}/-/issues/11", "Crash on NaNs")],
            "<h1>Issues</h1>",
        ),
        f"{P}/-/issues/12": (
            f"Limb darkening priors (#12) · Issues · {T}",
            [("/users/jmorales", "Jaime Morales")],
            "<h1>Limb darkening priors</h1>",
        ),
        f"{P}/-/issues/11": (f"Crash on NaNs (#11) · Issues · {T}", [], "<h1>Crash on NaNs</h1>"),
        f"{P}/-/merge_requests": (
            f"Merge requests · {T}",
            [(f"{P}/-/merge_requests/7", "Add batman backend")],
            "<h1>Merge requests</h1>",
        ),
        f"{P}/-/merge_requests/7": (
            f"Add batman backend (!7) · Merge requests · {T}",
            [],
            "<h1>!7</h1>",
        ),
        f"{P}/-/releases": (
            f"Releases · {T}",
            [
                (f"{P}/-/releases/v0.4.2", "v0.4.2"),
                (f"{P}/-/archive/v0.4.2/lightcurve-fit-v0.4.2.tar.gz", "Source code (tar.gz)"),
            ],
            "<h1>Releases</h1>",
        ),
        f"{P}/-/releases/v0.4.2": (
            f"v0.4.2 · Releases · {T}",
            [(f"{P}/-/archive/v0.4.2/lightcurve-fit-v0.4.2.zip", "Source code (zip)")],
            "<h1>v0.4.2</h1>",
        ),
        f"{P}/-/archive/v0.4.2/lightcurve-fit-v0.4.2.tar.gz": data(
            b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"
        ),
        f"{P}/-/archive/v0.4.2/lightcurve-fit-v0.4.2.zip": zip_file("lightcurve-fit-v0.4.2"),
        f"{P}/-/wikis/home": (
            f"Home · Wiki · {T}",
            [(f"{P}/-/wikis/Installation", "Installation")],
            "<h1>Wiki</h1>",
        ),
        f"{P}/-/wikis/Installation": (f"Installation · Wiki · {T}", [], "<h1>Installation</h1>"),
        f"{P}/-/commits/main": (
            f"Commits · main · {T}",
            [(f"{P}/-/commit/{GL_SHA}", "Fix limb darkening sign")],
            "<h1>Commits</h1>",
        ),
        f"{P}/-/commit/{GL_SHA}": (
            f"Fix limb darkening sign ({GL_SHA[:8]}) · Commits · {T}",
            [],
            "<h1>Commit</h1>",
        ),
    }


GL_CHROME = [
    "/explore",
    "/explore/groups",
    "/explore/snippets",
    "/help",
    "/search",
    "/users/sign_in",
    "/users/sign_up",
    "/astro-tools",
    "/users/jmorales",
    "/astro-tools/lightcurve-fit-docs",
    "/explore/projects/topics/photometry",
    "/-/profile/preferences",
    "/instruments/ccd-control",
]


def build_gl() -> list[Site]:
    return [GL.site(_site_pages(GL, _gl_spec(), GL_CHROME))]


# ------------------------------------------------------------- GitLab 11 (no /-/ routes)
GL11 = Skin(
    host="git.ashgrove-hydro.example",
    name="Ashgrove GitLab",
    nav=(("/explore", "Projects"), ("/explore/groups", "Groups"), ("/help", "Help")),
    footer=(("/help", "Help"), ("https://about.gitlab.com/", "About GitLab")),
    title=lambda t: f"{t} · Ashgrove GitLab",
    layout="bootstrap",
    search_param="search",
    login=(("/users/sign_in", "Sign in / Register"),),
    assets=(
        "/assets/application-0ab1.css",
        "/assets/webpack/common.bundle.js",
        "/assets/gitlab_logo-7ae504fe.png",
    ),
    home_title="Projects · Ashgrove GitLab",
)
GL11P = "/hydro/flowsim"


def _gl11_spec() -> dict:
    P, T = GL11P, "Hydro / flowsim"
    return {
        P: (
            T,
            [
                (f"{P}/tree/master", "Files"),
                (f"{P}/issues", "Issues"),
                (f"{P}/tags", "Tags"),
                (f"{P}/blob/master/README.md", "README"),
                ("/hydro", "Hydro"),
                ("/u/pwhitlock", "P. Whitlock"),
                (f"{P}/repository/v2.0/archive.tar.gz", "Download tar.gz"),
            ],
            "<h1>flowsim</h1><p>1D river flow simulator.</p>",
        ),
        f"{P}/tree/master": (
            f"Files · master · {T}",
            [
                (f"{P}/blob/master/README.md", "README.md"),
                (f"{P}/blob/master/flowsim.f90", "flowsim.f90"),
            ],
            "<h1>Files</h1>",
        ),
        f"{P}/blob/master/README.md": (
            f"README.md · master · {T}",
            [(f"{P}/raw/master/README.md", "Open raw")],
            "<h1>README.md</h1>",
        ),
        f"{P}/blob/master/flowsim.f90": (
            f"flowsim.f90 · master · {T}",
            [(f"{P}/raw/master/flowsim.f90", "Open raw")],
            "<h1>flowsim.f90</h1>",
        ),
        f"{P}/raw/master/README.md": data("flowsim\n", "text/plain"),
        f"{P}/raw/master/flowsim.f90": data("program flowsim\nend program\n", "text/plain"),
        f"{P}/issues": (
            f"Issues · {T}",
            [(f"{P}/issues/4", "Courant number check")],
            "<h1>Issues</h1>",
        ),
        f"{P}/issues/4": (f"Courant number check (#4) · Issues · {T}", [], "<h1>#4</h1>"),
        f"{P}/tags": (
            f"Tags · {T}",
            [(f"{P}/tags/v2.0", "v2.0"), (f"{P}/repository/v2.0/archive.tar.gz", "tar.gz")],
            "<h1>Tags</h1>",
        ),
        f"{P}/tags/v2.0": (
            f"v2.0 · Tags · {T}",
            [(f"{P}/repository/v2.0/archive.tar.gz", "tar.gz")],
            "<h1>v2.0</h1>",
        ),
        f"{P}/repository/v2.0/archive.tar.gz": data(
            b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"
        ),
    }


def build_gl11() -> list[Site]:
    return [
        GL11.site(
            _site_pages(
                GL11,
                _gl11_spec(),
                [
                    "/explore",
                    "/explore/groups",
                    "/help",
                    "/search",
                    "/users/sign_in",
                    "/hydro",
                    "/u/pwhitlock",
                ],
            )
        )
    ]


# --------------------------------------------------------------------------------- Forgejo
FJ = Skin(
    host="code.thornbury-lab.example",
    name="Thornbury Lab Code",
    nav=(("/explore/repos", "Explore"), ("https://forgejo.org/docs/latest/", "Help")),
    footer=(
        ("https://forgejo.org", "Powered by Forgejo"),
        ("/assets/licenses.txt", "Licenses"),
        ("/api/swagger", "API"),
    ),
    title=lambda t: f"{t} - Thornbury Lab Code",
    layout="app",
    search="/explore/repos",
    login=(("/user/sign_up", "Register"), ("/user/login?redirect_to=%2f", "Sign in")),
    assets=("/assets/css/index.css?v=7.0.5", "/assets/js/index.js?v=7.0.5", "/assets/img/logo.svg"),
    home_title="Thornbury Lab Code",
    home_body="<h1>Thornbury Lab Code</h1><p>Beyond coding. We Forge.</p>",
)
FJP = "/thornbury/specfit"
FJ_SHA = "e4d2a91c0b7f3e6d5c8a1b2f9e0d7c6b5a4f3e2d"


def _fj_spec() -> dict:
    P, T = FJP, "thornbury/specfit"
    tabs = [
        (P, "Code"),
        (f"{P}/issues", "Issues"),
        (f"{P}/pulls", "Pull requests"),
        (f"{P}/releases", "Releases"),
        (f"{P}/wiki", "Wiki"),
        (f"{P}/activity", "Activity"),
    ]
    return {
        P: (
            f"{T}: Spectral line fitting for Raman spectroscopy",
            [
                *tabs,
                (f"{P}/src/branch/main/specfit", "specfit"),
                (f"{P}/src/branch/main/README.md", "README.md"),
                (f"{P}/commits/branch/main", "87 Commits"),
                (f"{P}/archive/main.zip", "Download ZIP"),
                (f"{P}/archive/main.tar.gz", "Download TAR.GZ"),
                ("/thornbury", "thornbury"),
                ("/thornbury/specfit-data", "Related: specfit-data"),
                ("/explore/repos?q=raman&topic=1", "raman"),
            ],
            "<h1>specfit</h1>",
        ),
        f"{P}/src/branch/main/specfit": (
            f"{T}/specfit at main",
            [(f"{P}/src/branch/main/specfit/peaks.py", "peaks.py")],
            "<h1>specfit</h1>",
        ),
        f"{P}/src/branch/main/specfit/peaks.py": (
            f"{T}/specfit/peaks.py at main",
            [
                (f"{P}/raw/branch/main/specfit/peaks.py", "Raw"),
                (f"{P}/blame/branch/main/specfit/peaks.py", "Blame"),
            ],
            "<h1>peaks.py</h1>",
        ),
        f"{P}/src/branch/main/README.md": (
            f"{T}/README.md at main",
            [(f"{P}/raw/branch/main/README.md", "Raw")],
            "<h1>README.md</h1>",
        ),
        f"{P}/blame/branch/main/specfit/peaks.py": (
            f"{T}/specfit/peaks.py at main (blame)",
            [],
            "<h1>Blame</h1>",
        ),
        f"{P}/raw/branch/main/specfit/peaks.py": data(
            "def lorentzian(x):\n    pass\n", "text/x-python"
        ),
        f"{P}/raw/branch/main/README.md": data("# specfit\n", "text/markdown"),
        f"{P}/commits/branch/main": (
            f"Commits - {T}",
            [(f"{P}/commit/{FJ_SHA}", "Add Voigt profile")],
            "<h1>Commits</h1>",
        ),
        f"{P}/commit/{FJ_SHA}": (f"Add Voigt profile - {T}", [], "<h1>Commit</h1>"),
        f"{P}/archive/main.zip": zip_file("specfit-main"),
        f"{P}/archive/main.tar.gz": data(b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"),
        f"{P}/issues": (
            f"Issues - {T}",
            [(f"{P}/issues/3", "Baseline subtraction fails on short spectra")],
            "<h1>Issues</h1>",
        ),
        f"{P}/issues/3": (
            f"#3 - Baseline subtraction fails on short spectra - {T}",
            [("/hbrennan", "hbrennan")],
            "<h1>#3</h1>",
        ),
        f"{P}/pulls": (f"Pull requests - {T}", [], "<h1>Pull requests</h1>"),
        f"{P}/releases": (
            f"Releases - {T}",
            [
                (f"{P}/releases/tag/v1.0.0", "v1.0.0"),
                (
                    f"{P}/releases/download/v1.0.0/specfit-1.0.0-py3-none-any.whl",
                    "specfit-1.0.0-py3-none-any.whl",
                ),
                (f"{P}/archive/v1.0.0.tar.gz", "Source code (TAR.GZ)"),
            ],
            "<h1>Releases</h1>",
        ),
        f"{P}/releases/tag/v1.0.0": (
            f"v1.0.0 - {T}",
            [(f"{P}/archive/v1.0.0.zip", "Source code (ZIP)")],
            "<h1>v1.0.0</h1>",
        ),
        f"{P}/releases/download/v1.0.0/specfit-1.0.0-py3-none-any.whl": zip_file("specfit-1.0.0"),
        f"{P}/archive/v1.0.0.tar.gz": data(b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"),
        f"{P}/archive/v1.0.0.zip": zip_file("specfit-1.0.0"),
        f"{P}/wiki": (
            f"Home - {T} - Wiki",
            [(f"{P}/wiki/Calibration", "Calibration")],
            "<h1>Wiki</h1>",
        ),
        f"{P}/wiki/Calibration": (f"Calibration - {T} - Wiki", [], "<h1>Calibration</h1>"),
        f"{P}/activity": (f"Activity - {T}", [], "<h1>Activity</h1>"),
    }


def build_fj() -> list[Site]:
    chrome = [
        "/explore/repos",
        "/assets/licenses.txt",
        "/api/swagger",
        "/user/sign_up",
        "/user/login",
        "/thornbury",
        "/thornbury/specfit-data",
        "/hbrennan",
    ]
    return [FJ.site(_site_pages(FJ, _fj_spec(), chrome))]


# ---------------------------------------------------------------------- Gitea 1.12 (older)
GT = Skin(
    host="git.quillfeather.example",
    name="Quillfeather Git",
    nav=(("/", "Home"), ("/explore/repos", "Explore"), ("https://docs.gitea.io", "Help")),
    footer=(
        ("https://gitea.io", "Powered by Gitea Version: 1.12.6"),
        ("/vendor/librejs.html", "JavaScript licenses"),
        ("/api/swagger", "API"),
        ("https://gitea.io", "Website"),
    ),
    title=lambda t: f"{t} - Quillfeather Git",
    layout="plain",
    search="/explore/repos",
    login=(("/user/sign_up", "Register"), ("/user/login?redirect_to=%2f", "Sign In")),
    assets=("/css/index.css?v=9e1b", "/js/index.js?v=9e1b", "/img/gitea-sm.png"),
    home_title="Quillfeather Git",
)
GTP = "/mkarlsson/tidegauge-qc"


def _gt_spec() -> dict:
    P, T = GTP, "mkarlsson/tidegauge-qc"
    return {
        P: (
            f"{T}: Quality control for tide gauge records",
            [
                (f"{P}/src/branch/master/qc.py", "qc.py"),
                (f"{P}/releases", "1 Release"),
                (f"{P}/archive/master.zip", "ZIP"),
                ("/mkarlsson", "mkarlsson"),
            ],
            "<h1>tidegauge-qc</h1>",
        ),
        f"{P}/src/branch/master/qc.py": (
            f"{T}/qc.py at master",
            [(f"{P}/raw/branch/master/qc.py", "Raw")],
            "<h1>qc.py</h1>",
        ),
        f"{P}/raw/branch/master/qc.py": data("import numpy\n", "text/x-python"),
        f"{P}/releases": (
            f"Releases - {T}",
            [(f"{P}/archive/v0.9.tar.gz", "Source code (TAR.GZ)")],
            "<h1>Releases</h1>",
        ),
        f"{P}/archive/v0.9.tar.gz": data(b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"),
        f"{P}/archive/master.zip": zip_file("tidegauge-qc-master"),
    }


def build_gt() -> list[Site]:
    chrome = [
        "/explore/repos",
        "/vendor/librejs.html",
        "/api/swagger",
        "/user/sign_up",
        "/user/login",
        "/mkarlsson",
    ]
    return [GT.site(_site_pages(GT, _gt_spec(), chrome))]


# ------------------------------------------------------------------ GitHub Enterprise
GHE = Skin(
    host="github.hollins-aerospace.example",
    name="GitHub Enterprise",
    nav=(
        ("/pulls", "Pull requests"),
        ("/issues", "Issues"),
        ("/explore", "Explore"),
        ("/codespaces", "Codespaces"),
    ),
    footer=(
        ("https://docs.github.com/enterprise-server@3.11", "Docs"),
        ("/contact", "Contact GitHub"),
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/api/v3", "API"),
    ),
    title=lambda t: t,
    layout="app",
    login=(("/login?return_to=%2F", "Sign in"),),
    assets=(
        "/assets/primer-3a1b.css",
        "/assets/github-elements-8c2d.js",
        "/assets/pinned-octocat.svg",
    ),
    home_title="GitHub Enterprise",
)
GHE_RAW = "raw.github.hollins-aerospace.example"
GHE_CL = "codeload.github.hollins-aerospace.example"
GHEP = "/hollins/rotor-sim"


def _ghe_spec() -> dict:
    P, T = GHEP, "hollins/rotor-sim"
    return {
        P: (
            f"{T}: Rotorcraft wake simulation",
            [
                (f"{P}/issues", "Issues 5"),
                (f"{P}/pulls", "Pull requests 2"),
                (f"{P}/actions", "Actions"),
                (f"{P}/wiki", "Wiki"),
                (f"{P}/tree/main/src", "src"),
                (f"{P}/blob/main/README.md", "README.md"),
                (f"{P}/commits/main", "1,203 commits"),
                (f"{P}/releases", "Releases 6"),
                (f"http://{GHE_CL}{P}/zip/refs/heads/main", "Download ZIP"),
                ("/hollins", "hollins"),
                ("/hollins/rotor-sim-data", "rotor-sim-data"),
                ("/topics/cfd", "cfd"),
                ("/hollins/rotor-sim/stargazers", "12 stars"),
            ],
            "<h1>rotor-sim</h1>",
        ),
        f"{P}/tree/main/src": (
            f"rotor-sim/src at main · {T}",
            [(f"{P}/blob/main/src/wake.cpp", "wake.cpp")],
            "<h1>src</h1>",
        ),
        f"{P}/blob/main/src/wake.cpp": (
            f"rotor-sim/src/wake.cpp at main · {T}",
            [(f"http://{GHE_RAW}{P}/main/src/wake.cpp", "Raw")],
            "<h1>wake.cpp</h1>",
        ),
        f"{P}/blob/main/README.md": (
            f"rotor-sim/README.md at main · {T}",
            [(f"http://{GHE_RAW}{P}/main/README.md", "Raw")],
            "<h1>README.md</h1>",
        ),
        f"{P}/issues": (
            f"Issues · {T}",
            [(f"{P}/issues/41", "Vortex ring state diverges")],
            "<h1>Issues</h1>",
        ),
        f"{P}/issues/41": (
            f"Vortex ring state diverges · Issue #41 · {T}",
            [("/akimura", "akimura")],
            "<h1>#41</h1>",
        ),
        f"{P}/pulls": (f"Pull requests · {T}", [], "<h1>Pull requests</h1>"),
        f"{P}/actions": (f"Workflow runs · {T}", [], "<h1>Actions</h1>"),
        f"{P}/wiki": (f"Home · {T} Wiki", [], "<h1>Wiki</h1>"),
        f"{P}/stargazers": (f"Stargazers · {T}", [("/akimura", "akimura")], "<h1>Stargazers</h1>"),
        f"{P}/commits/main": (
            f"Commits · {T}",
            [(f"{P}/commit/5be0c3a", "Tip-vortex core model")],
            "<h1>Commits</h1>",
        ),
        f"{P}/commit/5be0c3a": (f"Tip-vortex core model · {T}@5be0c3a", [], "<h1>Commit</h1>"),
        f"{P}/releases": (
            f"Releases · {T}",
            [
                (f"{P}/releases/tag/v3.1.0", "v3.1.0"),
                (
                    f"{P}/releases/download/v3.1.0/rotor-sim-3.1.0-linux-x86_64.tar.gz",
                    "rotor-sim-3.1.0-linux-x86_64.tar.gz",
                ),
                (f"http://{GHE_CL}{P}/tar.gz/refs/tags/v3.1.0", "Source code (tar.gz)"),
            ],
            "<h1>Releases</h1>",
        ),
        f"{P}/releases/tag/v3.1.0": (f"Release v3.1.0 · {T}", [], "<h1>v3.1.0</h1>"),
        f"{P}/releases/download/v3.1.0/rotor-sim-3.1.0-linux-x86_64.tar.gz": data(
            b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"
        ),
    }


def build_ghe() -> list[Site]:
    chrome = [
        "/pulls",
        "/issues",
        "/explore",
        "/codespaces",
        "/contact",
        "/site/terms",
        "/site/privacy",
        "/api/v3",
        "/login",
        "/hollins",
        "/hollins/rotor-sim-data",
        "/topics/cfd",
        "/akimura",
    ]
    raw = Site(GHE_RAW)
    raw.add(f"{GHEP}/main/src/wake.cpp", data("// wake model\n", "text/plain"))
    raw.add(f"{GHEP}/main/README.md", data("# rotor-sim\n", "text/plain"))
    cl = Site(GHE_CL)
    cl.add(f"{GHEP}/zip/refs/heads/main", zip_file("rotor-sim-main"))
    cl.add(
        f"{GHEP}/tar.gz/refs/tags/v3.1.0",
        data(b"\x1f\x8b\x08\x00" + b"\x00" * 16, "application/gzip"),
    )
    return [GHE.site(_site_pages(GHE, _ghe_spec(), chrome)), raw, cl]


_GHE_EXTRA = [
    f"http://{GHE_RAW}{GHEP}/main/src/wake.cpp",
    f"http://{GHE_RAW}{GHEP}/main/README.md",
    f"http://{GHE_CL}{GHEP}/zip/refs/heads/main",
    f"http://{GHE_CL}{GHEP}/tar.gz/refs/tags/v3.1.0",
]

CASES = [
    Case(
        "gitlab16-project",
        "GitLab self-hosted",
        "multi_hop",
        "path_based",
        GL.url(GLP),
        _truth(GL.origin, _gl_spec()),
        build_gl,
        frozenset({GL.url("/astro-tools/lightcurve-fit-docs")}),
    ),
    Case(
        "gitlab11-project",
        "GitLab self-hosted",
        "multi_hop",
        "path_based",
        GL11.url(GL11P),
        _truth(GL11.origin, _gl11_spec()),
        build_gl11,
    ),
    Case(
        "forgejo-repo",
        "Gitea/Forgejo",
        "multi_hop",
        "path_based",
        FJ.url(FJP),
        _truth(FJ.origin, _fj_spec()),
        build_fj,
        frozenset({FJ.url("/thornbury/specfit-data")}),
    ),
    Case(
        "gitea-old-repo",
        "Gitea/Forgejo",
        "multi_hop",
        "path_based",
        GT.url(GTP),
        _truth(GT.origin, _gt_spec()),
        build_gt,
    ),
    Case(
        "ghe-repo",
        "GitHub Enterprise Server",
        "multi_hop",
        "path_based_externals",
        GHE.url(GHEP),
        _truth(GHE.origin, _ghe_spec(), _GHE_EXTRA),
        build_ghe,
        frozenset({GHE.url("/hollins/rotor-sim-data")}),
    ),
]
