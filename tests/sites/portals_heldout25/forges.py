"""Self-hosted code forges: GitLab (with and without GitLab Pages), GitHub Enterprise
(user content on a separate domain, or served under the repository path), Forgejo and
Gitea.

A software project is everything under its repository path (code browser, files, raw
files, commits, issues, merge/pull requests, wiki, releases, release assets, archives),
plus, where the forge serves them elsewhere, its raw files or documentation site on
another host (the seed's GitHub with raw.githubusercontent.com).  Owner/group pages,
user profiles, explore/search, the login link and the project it was forked from are
outside.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Skin, files_site, pdf_file, text_file, zip_file


@dataclass(frozen=True)
class Repo:
    """One repository: its path, its project-level tabs and member pages.

    `pages`: sub-path -> (title, body HTML); `files`: sub-path -> download; `owner`,
    `users`: profile paths linked from pages (outside the artifact).
    """

    base: str
    title: str
    description: str
    tabs: Sequence[tuple[str, str]]
    pages: dict[str, tuple[str, str]]
    files: dict[str, Response]
    owner: tuple[str, str]
    header_extra: str = ""


def repo_pages(skin: Skin, repo: Repo) -> dict[str, PageValue]:
    """Every member page with the forge's repository header and tab bar."""
    tabs = "".join(
        f'<a class="item tab" href="{repo.base}{sub}">{escape(label)}</a>'
        for sub, label in repo.tabs
    )
    header = f"""<div class="repo-header"><div class="repo-title"><a href="{repo.owner[0]}">
{escape(repo.owner[1])}</a> / <a href="{repo.base}"><strong>{escape(repo.base.rsplit("/", 1)[1])}
</strong></a></div><form method="post" action="{repo.base}/action/star"><button>Star 14</button>
</form><form method="post" action="{repo.base}/action/watch"><button>Watch 3</button></form>
<p class="repo-description">{escape(repo.description)}</p>
<input class="clone-url" readonly value="{skin.url(repo.base)}.git">{repo.header_extra}</div>
<nav class="repo-tabs">{tabs}</nav>"""
    out: dict[str, PageValue] = {}
    for sub, (title, body) in repo.pages.items():
        t = (
            f"{title} - {repo.base.lstrip('/')}"
            if sub
            else f"{repo.base.lstrip('/')}: {repo.title}"
        )
        out[repo.base + sub] = skin.page(t, header + f'<div class="repo-content">{body}</div>')
    for sub, resp in repo.files.items():
        out[repo.base + sub] = resp
    return out


def truth_of(skin: Skin, repo: Repo, query: dict[str, str] | None = None) -> list[str]:
    q = query or {}
    return [skin.url(repo.base + s + q.get(s, "")) for s in [*repo.pages, *repo.files]]


def _li(base: str, items: Sequence[tuple[str, str]]) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="{base}{s}">{escape(t)}</a></li>' for s, t in items)
        + "</ul>"
    )


# --- GitLab (Brindlecombe TU, plain) --------------------------------------------------

BRIND = Skin(
    host="gitlab.brindlecombe-tu.hx25.example",
    name="GitLab",
    menu=[("/explore", "Explore"), ("/explore/groups", "Groups"), ("/help", "Help")],
    footer=[("/help/legal", "Terms"), ("https://about.gitlab.test/", "About GitLab")],
    title_format="{title} · GitLab",
    home_title="Explore projects · GitLab",
    body_class="gl-dark-mode-off page-with-super-sidebar",
    login="/users/sign_in",
    login_text="Sign in",
    search=("/search", "search"),
    cookie="Brindlecombe TU uses essential cookies only.",
    generator="GitLab 18.6",
    social=[],
)
GL = "/seismo/quakeflow-tools"
GL_REPO = Repo(
    base=GL,
    title="QuakeFlow tools: picking and association utilities",
    description="Utilities for seismic phase picking.",
    owner=("/seismo", "Seismology Group"),
    tabs=[
        ("/-/tree/main", "Repository"),
        ("/-/commits/main", "Commits"),
        ("/-/issues", "Issues 2"),
        ("/-/merge_requests", "Merge requests 1"),
        ("/-/wikis/home", "Wiki"),
        ("/-/releases", "Releases"),
    ],
    header_extra='<p class="forked">Forked from <a href="/tectonics/quakeflow">Tectonics / '
    "quakeflow</a></p>",
    pages={
        "": (
            "",
            '<article class="readme"><h1>QuakeFlow tools</h1><p>See the <a href="'
            f'{GL}/-/wikis/installation">installation guide</a>. Maintainer: <a href="/kweber">'
            f"@kweber</a></p></article>{_li(GL, [('/-/blob/main/README.md', 'README.md'), ('/-/blob/main/pyproject.toml', 'pyproject.toml')])}"
            '<p>Licence: <a href="https://spdx.test/licenses/BSD-3-Clause">BSD-3-Clause</a></p>',
        ),
        "/-/tree/main": (
            "Files",
            _li(
                GL,
                [
                    ("/-/blob/main/README.md", "README.md"),
                    ("/-/blob/main/pyproject.toml", "pyproject.toml"),
                    ("/-/commit/9f3c2a1b7e", "9f3c2a1b Add PhaseNet wrapper"),
                ],
            ),
        ),
        "/-/blob/main/README.md": (
            "README.md",
            f'<pre># QuakeFlow tools</pre><a href="{GL}/-/raw/main/README.md">Open raw</a>',
        ),
        "/-/blob/main/pyproject.toml": (
            "pyproject.toml",
            f'<pre>[project]</pre><a href="{GL}/-/raw/main/pyproject.toml">Open raw</a>',
        ),
        "/-/commits/main": (
            "Commits",
            _li(GL, [("/-/commit/9f3c2a1b7e", "Add PhaseNet wrapper")])
            + '<a href="/kweber">kweber</a>',
        ),
        "/-/commit/9f3c2a1b7e": ("Add PhaseNet wrapper (9f3c2a1b)", "<pre>+ def pick():</pre>"),
        "/-/issues": (
            "Issues",
            _li(
                GL,
                [
                    ("/-/issues/14", "#14 Picks drift at 100 Hz"),
                    ("/-/issues/15", "#15 Python 3.13"),
                ],
            ),
        ),
        "/-/issues/14": (
            "Picks drift at 100 Hz (#14)",
            '<p>Reported by <a href="/amorel">amorel</a></p>',
        ),
        "/-/issues/15": (
            "Python 3.13 (#15)",
            "<p>Closed by !7</p>" + _li(GL, [("/-/merge_requests/7", "!7")]),
        ),
        "/-/merge_requests": (
            "Merge requests",
            _li(GL, [("/-/merge_requests/7", "!7 Support Python 3.13")]),
        ),
        "/-/merge_requests/7": ("Support Python 3.13 (!7)", "<p>Merged.</p>"),
        "/-/wikis/home": ("Home · Wiki", _li(GL, [("/-/wikis/installation", "Installation")])),
        "/-/wikis/installation": ("Installation · Wiki", "<p>pip install quakeflow-tools</p>"),
        "/-/releases": (
            "Releases",
            _li(
                GL,
                [
                    ("/-/releases/v2.1.0", "v2.1.0"),
                    ("/-/archive/v2.1.0/quakeflow-tools-v2.1.0.tar.gz", "Source code (tar.gz)"),
                    ("/uploads/5e1d9c0a77/quakeflow-manual-2.1.pdf", "User manual (PDF)"),
                ],
            ),
        ),
        "/-/releases/v2.1.0": (
            "v2.1.0 · Releases",
            _li(GL, [("/-/archive/v2.1.0/quakeflow-tools-v2.1.0.tar.gz", "Source code (tar.gz)")]),
        ),
    },
    files={
        "/-/raw/main/README.md": text_file("# QuakeFlow tools\n", "text/plain"),
        "/-/raw/main/pyproject.toml": text_file("[project]\nname='quakeflow-tools'\n"),
        "/-/archive/v2.1.0/quakeflow-tools-v2.1.0.tar.gz": Response.data(
            b"\x1f\x8b\x08tar", "application/gzip"
        ),
        "/uploads/5e1d9c0a77/quakeflow-manual-2.1.pdf": pdf_file("QuakeFlow tools manual", "2.1"),
    },
)


def brind_sites() -> list[Site]:
    pages = repo_pages(BRIND, GL_REPO)
    pages["/seismo"] = BRIND.page("Seismology Group", "<h1>Seismology Group</h1>")
    pages["/tectonics/quakeflow"] = BRIND.page("Tectonics / quakeflow", "<h1>quakeflow</h1>")
    for u in ("/kweber", "/amorel"):
        pages[u] = BRIND.page(u[1:], f"<h1>{u[1:]}</h1>")
    return [BRIND.site(pages)]


# --- GitLab (Quillfeather Lab, with GitLab Pages docs and a package file) -------------

QUILL = Skin(
    host="git.quillfeather-lab.hx25.example",
    name="Quillfeather Lab GitLab",
    menu=[("/explore", "Explore"), ("/help", "Help"), ("/-/snippets", "Snippets")],
    footer=[("/help/legal", "Terms")],
    title_format="{title} · Quillfeather Lab GitLab",
    home_title="Sign in · Quillfeather Lab GitLab",
    body_class="page-with-super-sidebar ui-indigo",
    login="/users/sign_in",
    login_text="Sign in",
    search=("/search", "search"),
    generator="GitLab 17.11",
    social=[],
)
QL = "/hydrolab/flowmeter-cal"
DOCS_HOST = "docs.quillfeather-pages.hx25.example"
DOCS = f"http://{DOCS_HOST}/flowmeter-cal/"
QL_REPO = Repo(
    base=QL,
    title="Flowmeter calibration toolkit",
    description="Calibration of electromagnetic flowmeters.",
    owner=("/hydrolab", "Hydrology Lab"),
    tabs=[
        ("/-/tree/main", "Repository"),
        ("/-/issues", "Issues 1"),
        ("/-/releases", "Releases"),
    ],
    header_extra=f'<p>Documentation: <a href="{DOCS}">{DOCS}</a></p>',
    pages={
        "": (
            "",
            f'<article class="readme"><h1>flowmeter-cal</h1><p><a href="{DOCS}">Docs</a></p></article>',
        ),
        "/-/tree/main": ("Files", _li(QL, [("/-/blob/main/README.md", "README.md")])),
        "/-/blob/main/README.md": (
            "README.md",
            f'<pre># flowmeter-cal</pre><a href="{QL}/-/raw/main/README.md">Open raw</a>',
        ),
        "/-/issues": ("Issues", _li(QL, [("/-/issues/3", "#3 Offset drift")])),
        "/-/issues/3": ("Offset drift (#3)", "<p>Open.</p>"),
        "/-/releases": (
            "Releases",
            _li(
                QL,
                [
                    ("/-/releases/1.4.0", "1.4.0"),
                    ("/-/package_files/311/download", "flowmeter_cal-1.4.0-py3-none-any.whl"),
                ],
            ),
        ),
        "/-/releases/1.4.0": (
            "1.4.0 · Releases",
            _li(QL, [("/-/package_files/311/download", "wheel")]),
        ),
    },
    files={
        "/-/raw/main/README.md": text_file("# flowmeter-cal\n"),
        "/-/package_files/311/download": Response.data(
            b"PK\x03\x04wheel", "application/octet-stream"
        ),
    },
)


def quill_sites() -> list[Site]:
    pages = repo_pages(QUILL, QL_REPO)
    pages["/hydrolab"] = QUILL.page("Hydrology Lab", "<h1>Hydrology Lab</h1>")
    docs = (
        "<!DOCTYPE html><html><head><title>flowmeter-cal documentation</title></head><body>"
        f'<h1>flowmeter-cal</h1><p>Source: <a href="{QUILL.url(QL)}">{QUILL.url(QL)}</a></p>'
        "<h2>Calibration procedure</h2><p>Zero the sensor first.</p></body></html>"
    )
    return [QUILL.site(pages), files_site(DOCS_HOST, {"/flowmeter-cal/": Response.html(docs)})]


# --- GitHub Enterprise (Sorrelbeck University: user content on its own domain) --------

SORREL = Skin(
    host="code.sorrelbeck-univ.hx25.example",
    name="GitHub Enterprise",
    menu=[
        ("/explore", "Explore"),
        ("/pulls", "Pull requests"),
        ("/issues", "Issues"),
        ("/marketplace", "Marketplace"),
    ],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/security", "Security")],
    title_format="{title}",
    home_title="GitHub Enterprise",
    body_class="logged-out env-production page-responsive",
    login="/login",
    login_text="Sign in",
    search=("/search", "q"),
    generator="GitHub Enterprise Cloud",
    social=[],
)
RAW_HOST = "raw.sorrelbeck-usercontent.hx25.example"
GH = "/geo-ml/landslide-susceptibility"
RAW = f"http://{RAW_HOST}{GH}/main"
GH_REPO = Repo(
    base=GH,
    title="Landslide susceptibility mapping with gradient boosting",
    description="Landslide susceptibility models.",
    owner=("/geo-ml", "geo-ml"),
    tabs=[
        ("", "Code"),
        ("/issues", "Issues"),
        ("/pulls", "Pull requests"),
        ("/wiki", "Wiki"),
        ("/graphs/contributors", "Insights"),
    ],
    pages={
        "": (
            "",
            _li(
                GH,
                [
                    ("/tree/main/notebooks", "notebooks"),
                    ("/blob/main/README.md", "README.md"),
                    ("/blob/main/environment.yml", "environment.yml"),
                    ("/commits/main", "42 Commits"),
                ],
            )
            + _li(GH, [("/releases", "Releases 3"), ("/releases/tag/v0.9.2", "v0.9.2 Latest")])
            + '<article class="markdown-body"><h1>landslide-susceptibility</h1><p>By <a href="/hkaur">'
            'hkaur</a>.</p></article><a href="/topics/landslides">landslides</a>',
        ),
        "/tree/main/notebooks": (
            "notebooks",
            _li(GH, [("/blob/main/notebooks/train.ipynb", "train.ipynb")]),
        ),
        "/blob/main/notebooks/train.ipynb": (
            "train.ipynb",
            f'<a href="{RAW}/notebooks/train.ipynb">Raw</a>',
        ),
        "/blob/main/README.md": ("README.md", f'<a href="{RAW}/README.md">Raw</a>'),
        "/blob/main/environment.yml": (
            "environment.yml",
            f'<a href="{RAW}/environment.yml">Raw</a>',
        ),
        "/commits/main": ("Commits", _li(GH, [("/commit/4be1c07d9a", "Tune learning rate")])),
        "/commit/4be1c07d9a": ("Tune learning rate", "<pre>- lr=0.1\n+ lr=0.05</pre>"),
        "/issues": ("Issues", _li(GH, [("/issues/3", "Missing DEM tiles")])),
        "/issues/3": (
            "Missing DEM tiles · Issue #3",
            "<p>Fixed in #5.</p>" + _li(GH, [("/pull/5", "#5")]),
        ),
        "/pulls": ("Pull requests", _li(GH, [("/pull/5", "Add DEM tile fetcher")])),
        "/pull/5": ("Add DEM tile fetcher · Pull Request #5", "<p>Merged.</p>"),
        "/wiki": ("Home · Wiki", "<p>Model cards.</p>"),
        "/graphs/contributors": ("Contributors", '<a href="/hkaur">hkaur</a>'),
        "/releases": ("Releases", _li(GH, [("/releases/tag/v0.9.2", "v0.9.2")])),
        "/releases/tag/v0.9.2": (
            "Release v0.9.2",
            _li(
                GH,
                [
                    ("/releases/download/v0.9.2/model-weights.tar.gz", "model-weights.tar.gz"),
                    ("/archive/refs/tags/v0.9.2.zip", "Source code (zip)"),
                ],
            ),
        ),
    },
    files={
        "/releases/download/v0.9.2/model-weights.tar.gz": Response.data(
            b"\x1f\x8b\x08w", "application/gzip"
        ),
        "/archive/refs/tags/v0.9.2.zip": zip_file(
            {"landslide-susceptibility-0.9.2/README.md": "#\n"}
        ),
    },
)
GH_RAW = {
    f"{GH}/main/README.md": text_file("# landslide-susceptibility\n"),
    f"{GH}/main/environment.yml": text_file("name: lss\n", "text/yaml"),
    f"{GH}/main/notebooks/train.ipynb": text_file('{"cells": []}', "application/json"),
}


def sorrel_sites() -> list[Site]:
    pages = repo_pages(SORREL, GH_REPO)
    for p, t in (("/geo-ml", "geo-ml"), ("/hkaur", "hkaur"), ("/topics/landslides", "landslides")):
        pages[p] = SORREL.page(t, f"<h1>{t}</h1>")
    return [SORREL.site(pages), files_site(RAW_HOST, GH_RAW)]


# --- GitHub Enterprise Server (Mirefield Tech: no subdomain isolation) -----------------

MIRE = Skin(
    host="ghe.mirefield-tech.hx25.example",
    name="GitHub Enterprise",
    menu=[("/explore", "Explore"), ("/pulls", "Pull requests"), ("/issues", "Issues")],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/api/v3", "API")],
    title_format="{title}",
    home_title="GitHub Enterprise",
    body_class="logged-out env-production",
    login="/login",
    login_text="Sign in",
    search=("/search", "q"),
    generator="GitHub Enterprise Server 3.15",
    social=[],
)
MF = "/robotics-lab/gripper-firmware"
MF_REPO = Repo(
    base=MF,
    title="Firmware for the three-finger compliant gripper",
    description="STM32 firmware.",
    owner=("/robotics-lab", "robotics-lab"),
    tabs=[("", "Code"), ("/issues", "Issues"), ("/releases", "Releases")],
    pages={
        "": (
            "",
            _li(
                MF, [("/blob/main/README.md", "README.md"), ("/blob/main/src/main.c", "src/main.c")]
            )
            + '<a href="/jtanaka">jtanaka</a>',
        ),
        "/blob/main/README.md": ("README.md", f'<a href="{MF}/raw/main/README.md">Raw</a>'),
        "/blob/main/src/main.c": ("src/main.c", f'<a href="{MF}/raw/main/src/main.c">Raw</a>'),
        "/issues": ("Issues", _li(MF, [("/issues/11", "Servo jitter at 5 V")])),
        "/issues/11": (
            "Servo jitter at 5 V · Issue #11",
            '<p>By <a href="/jtanaka">jtanaka</a></p>',
        ),
        "/releases": ("Releases", _li(MF, [("/releases/tag/v3.0.1", "v3.0.1")])),
        "/releases/tag/v3.0.1": (
            "Release v3.0.1",
            _li(MF, [("/releases/download/v3.0.1/gripper-v3.0.1.hex", "gripper-v3.0.1.hex")]),
        ),
    },
    files={
        "/raw/main/README.md": text_file("# gripper-firmware\n"),
        "/raw/main/src/main.c": text_file("int main(void){return 0;}\n", "text/x-c"),
        "/releases/download/v3.0.1/gripper-v3.0.1.hex": Response.data(
            b":10000000", "application/octet-stream"
        ),
    },
)


def mire_sites() -> list[Site]:
    pages = repo_pages(MIRE, MF_REPO)
    for p in ("/robotics-lab", "/jtanaka"):
        pages[p] = MIRE.page(p[1:], f"<h1>{p[1:]}</h1>")
    return [MIRE.site(pages)]


# --- Forgejo (Hochschule Lindenhain, German UI) ---------------------------------------

LINDEN = Skin(
    host="forgejo.lindenhain-hs.hx25.example",
    name="Forgejo der HS Lindenhain",
    menu=[
        ("/explore/repos", "Entdecken"),
        ("/explore/organizations", "Organisationen"),
        ("/help", "Hilfe"),
    ],
    footer=[
        ("/assets/licenses.txt", "Lizenzen"),
        ("/api/swagger", "API"),
        ("/impressum", "Impressum"),
        ("/datenschutz", "Datenschutz"),
    ],
    title_format="{title} - Forgejo der HS Lindenhain",
    home_title="Forgejo der HS Lindenhain",
    lang="de",
    body_class="forgejo theme-forgejo-auto",
    login="/user/login?redirect_to=%2f",
    login_text="Anmelden",
    privacy="/datenschutz",
    cookie="Diese Seite verwendet nur technisch notwendige Cookies.",
    search=("/explore/repos", "q"),
    search_text="Suchen",
    not_found="Die Seite, die du suchst, existiert nicht.",
    generator="Forgejo 11.0",
    social=[("https://social.lindenhain.test/@hs", "Mastodon")],
)
FJ = "/ag-bodenkunde/soilmod"
FJ_REPO = Repo(
    base=FJ,
    title="Bodenwasserhaushaltsmodell für Lysimeterdaten",
    description="Bodenwassermodell.",
    owner=("/ag-bodenkunde", "ag-bodenkunde"),
    tabs=[
        ("", "Code"),
        ("/issues", "Issues"),
        ("/pulls", "Pull-Requests"),
        ("/releases", "Releases"),
        ("/wiki", "Wiki"),
        ("/activity", "Aktivität"),
    ],
    pages={
        "": (
            "",
            _li(
                FJ,
                [
                    ("/src/branch/main/README.md", "README.md"),
                    ("/src/branch/main/soilmod/core.py", "soilmod/core.py"),
                    ("/commits/branch/main", "57 Commits"),
                ],
            )
            + '<a href="/hkrause">hkrause</a>',
        ),
        "/src/branch/main/README.md": (
            "README.md",
            f'<a href="{FJ}/raw/branch/main/README.md">Originalformat</a>',
        ),
        "/src/branch/main/soilmod/core.py": (
            "core.py",
            f'<a href="{FJ}/raw/branch/main/soilmod/core.py">Originalformat</a>',
        ),
        "/commits/branch/main": (
            "Commits",
            _li(FJ, [("/commit/e41a7b2c90", "Verdunstung nach Penman-Monteith")]),
        ),
        "/commit/e41a7b2c90": ("Verdunstung nach Penman-Monteith", "<pre>+ def et0():</pre>"),
        "/issues": ("Issues", _li(FJ, [("/issues/4", "Negative Saugspannung bei Frost")])),
        "/issues/4": (
            "Negative Saugspannung bei Frost",
            '<p>Von <a href="/hkrause">hkrause</a></p>',
        ),
        "/pulls": ("Pull-Requests", "<p>Keine offenen Pull-Requests.</p>"),
        "/releases": ("Releases", _li(FJ, [("/releases/tag/v0.4.0", "v0.4.0")])),
        "/releases/tag/v0.4.0": (
            "v0.4.0",
            _li(
                FJ,
                [
                    ("/releases/download/v0.4.0/soilmod-0.4.0.tar.gz", "soilmod-0.4.0.tar.gz"),
                    ("/archive/v0.4.0.zip", "Quellcode (ZIP)"),
                ],
            ),
        ),
        "/wiki": ("Wiki", _li(FJ, [("/wiki/Installation", "Installation")])),
        "/wiki/Installation": ("Installation", "<p>pip install .</p>"),
        "/activity": ("Aktivität", "<p>3 Commits diese Woche.</p>"),
    },
    files={
        "/raw/branch/main/README.md": text_file("# soilmod\n"),
        "/raw/branch/main/soilmod/core.py": text_file("def run():\n    pass\n", "text/x-python"),
        "/releases/download/v0.4.0/soilmod-0.4.0.tar.gz": Response.data(
            b"\x1f\x8b\x08s", "application/gzip"
        ),
        "/archive/v0.4.0.zip": zip_file({"soilmod/README.md": "# soilmod\n"}),
    },
)


def linden_sites() -> list[Site]:
    pages = repo_pages(LINDEN, FJ_REPO)
    for p in ("/ag-bodenkunde", "/hkrause"):
        pages[p] = LINDEN.page(p[1:], f"<h1>{p[1:]}</h1>")
    return [LINDEN.site(pages)]


# --- Gitea (Cragmoor Weather Lab) ------------------------------------------------------

CRAG = Skin(
    host="gitea.cragmoor-lab.hx25.example",
    name="Cragmoor Weather Lab Gitea",
    menu=[("/explore/repos", "Explore"), ("/help", "Help")],
    footer=[("/api/swagger", "API"), ("https://about.gitea.test", "Powered by Gitea")],
    title_format="{title} - Cragmoor Weather Lab Gitea",
    home_title="Cragmoor Weather Lab Gitea",
    body_class="gitea theme-gitea-light",
    login="/user/login",
    login_text="Sign In",
    search=("/explore/repos", "q"),
    generator="Gitea 1.24",
    social=[],
)
GT = "/cragmoor/rainfall-nowcast"
GT_REPO = Repo(
    base=GT,
    title="Radar rainfall nowcasting with optical flow",
    description="Nowcasting.",
    owner=("/cragmoor", "cragmoor"),
    tabs=[("", "Code"), ("/issues", "Issues"), ("/releases", "Releases"), ("/wiki", "Wiki")],
    pages={
        "": (
            "",
            _li(
                GT,
                [
                    ("/src/branch/main/README.md", "README.md"),
                    ("/src/branch/main/nowcast.py", "nowcast.py"),
                ],
            )
            + '<a href="/ebaird">ebaird</a>',
        ),
        "/src/branch/main/README.md": (
            "README.md",
            f'<a href="{GT}/raw/branch/main/README.md">Raw</a>',
        ),
        "/src/branch/main/nowcast.py": (
            "nowcast.py",
            f'<a href="{GT}/raw/branch/main/nowcast.py">Raw</a>',
        ),
        "/issues": ("Issues", _li(GT, [("/issues/2", "Clutter near the mast")])),
        "/issues/2": ("Clutter near the mast", "<p>Open.</p>"),
        "/releases": (
            "Releases",
            _li(
                GT,
                [
                    ("/releases/tag/2026.01", "2026.01"),
                    ("/releases/download/2026.01/nowcast-2026.01.tar.gz", "nowcast-2026.01.tar.gz"),
                ],
            ),
        ),
        "/releases/tag/2026.01": (
            "2026.01",
            _li(
                GT,
                [("/releases/download/2026.01/nowcast-2026.01.tar.gz", "nowcast-2026.01.tar.gz")],
            ),
        ),
        "/wiki": ("Wiki", "<p>Radar sources.</p>"),
    },
    files={
        "/raw/branch/main/README.md": text_file("# rainfall-nowcast\n"),
        "/raw/branch/main/nowcast.py": text_file("import numpy\n", "text/x-python"),
        "/releases/download/2026.01/nowcast-2026.01.tar.gz": Response.data(
            b"\x1f\x8b\x08n", "application/gzip"
        ),
    },
)


def crag_sites() -> list[Site]:
    pages = repo_pages(CRAG, GT_REPO)
    for p in ("/cragmoor", "/ebaird"):
        pages[p] = CRAG.page(p[1:], f"<h1>{p[1:]}</h1>")
    return [CRAG.site(pages)]


CASES = [
    # Path-Based (the seed's GitLab): every member is under /seismo/quakeflow-tools, raw
    # files and uploads included.  Truth: the 16 project pages and 4 files.  The group,
    # users, the fork parent (another artifact) and the chrome are outside.
    Case(
        name="gitlab-brindlecombe-quakeflow",
        imitates="GitLab (self-hosted, 18.x)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=BRIND.url(GL),
        truth=frozenset(truth_of(BRIND, GL_REPO)),
        build=brind_sites,
        others=frozenset([BRIND.url("/tectonics/quakeflow")]),
    ),
    # Path-Based with externals: as above, plus the GitLab Pages documentation on a
    # separate domain.  Truth: 7 project pages, raw README, package file, docs page.
    Case(
        name="gitlab-quillfeather-flowmeter",
        imitates="GitLab (self-hosted, with GitLab Pages)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=QUILL.url(QL),
        truth=frozenset([*truth_of(QUILL, QL_REPO), DOCS]),
        build=quill_sites,
    ),
    # Path-Based with externals (the seed's GitHub): raw files live on a separate
    # user-content domain.  Truth: 15 repository pages, 2 downloads, 3 raw files.
    Case(
        name="ghe-sorrelbeck-landslide",
        imitates="GitHub Enterprise (Cloud, user content on its own domain)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=SORREL.url(GH),
        truth=frozenset(truth_of(SORREL, GH_REPO) + [f"http://{RAW_HOST}{p}" for p in GH_RAW]),
        build=sorrel_sites,
    ),
    # Path-Based: GHE Server without subdomain isolation serves raw files and release
    # assets under the repository path.  Truth: 7 pages, 3 files.
    Case(
        name="ghe-mirefield-gripper",
        imitates="GitHub Enterprise (Server 3.15, no subdomain isolation)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=MIRE.url(MF),
        truth=frozenset(truth_of(MIRE, MF_REPO)),
        build=mire_sites,
    ),
    # Path-Based (German Forgejo UI).  Truth: 13 repository pages, 4 files.
    Case(
        name="forgejo-lindenhain-soilmod",
        imitates="Forgejo (11, German UI)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=LINDEN.url(FJ),
        truth=frozenset(truth_of(LINDEN, FJ_REPO)),
        build=linden_sites,
    ),
    # Path-Based (Gitea).  Truth: 8 repository pages, 3 files.
    Case(
        name="gitea-cragmoor-nowcast",
        imitates="Gitea (1.24)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=CRAG.url(GT),
        truth=frozenset(truth_of(CRAG, GT_REPO)),
        build=crag_sites,
    ),
]
