"""Instrument software: a GitLab-like forge of a detector lab (everything under the project
path), a GitHub-like forge with raw files and release assets on another registrable domain,
and an X-ray instrument team's bare release pages (each links only its own files)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal

from ._kit import blob, host, text, ul

# --------------------------------------------------------------------------- GitLab-like
GL = Portal(
    host=host("git", "detectorlab"),
    name="DetectorLab GitLab",
    menu=[
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    footer=[
        ("/help/terms", "Terms"),
        ("/help/privacy", "Privacy"),
        ("http://about.gitlab.test/", "About GitLab"),
    ],
    title_format="{title} · {name}",
    home_title="Explore projects · DetectorLab GitLab",
)
# project path -> (description, files, issues {n: title}, release tag, maintainer)
GL_PROJECTS = {
    "/pixel-daq/tracker-calib": (
        "Calibration suite for the silicon pixel tracker readout",
        ["README.md", "calib/threshold_scan.py", "calib/tot_fit.py", "setup.cfg"],
        {"7": "Threshold scan fails for masked pixels", "9": "Add ToT fit for 65nm chips"},
        "v3.2.0",
        "hweber",
    ),
    "/beam-monitor/bcm-online": (
        "Online software of the beam condition monitor",
        ["README.md", "src/bcm_reader.cpp", "CMakeLists.txt"],
        {"21": "Rate histogram overflows at high lumi"},
        "v1.4.1",
        "rnakamura",
    ),
}


def _gl_sidebar(p: str) -> str:
    return ul(
        [
            (p, "Project overview"),
            (f"{p}/-/tree/main", "Repository"),
            (f"{p}/-/commits/main", "Commits"),
            (f"{p}/-/issues", "Issues"),
            (f"{p}/-/releases", "Releases"),
            (f"{p}/-/wikis/home", "Wiki"),
        ],
        "sidebar",
    )


def _gl_page(p: str, title: str, body: str) -> str:
    group = p.split("/")[1]
    crumbs = f'<nav class="breadcrumbs"><a href="/{group}">{group}</a> / <a href="{p}">{p.split("/")[2]}</a></nav>'
    return GL.page(f"{title} · {group} / {p.split('/')[2]}", crumbs + _gl_sidebar(p) + body)


def gl_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for p, (desc, files, issues, tag, user) in GL_PROJECTS.items():
        name = p.split("/")[2]
        pages[p] = _gl_page(
            p,
            "Project",
            f"""<h1>{name}</h1><p>{escape(desc)}</p>
<p>Maintainer: <a href="/{user}">@{user}</a> · <a href="{p}/-/starrers">12 stars</a> ·
<a href="/{p.split("/")[1]}">group</a></p>
<div class="readme"><h2>README.md</h2><p>Install with pip. See the
<a href="{p}/-/wikis/home">wiki</a> and the <a href="{p}/-/blob/main/README.md">full README</a>.</p>
</div><p>Latest release: <a href="{p}/-/releases/{tag}">{tag}</a></p>""",
        )
        pages[f"{p}/-/tree/main"] = _gl_page(
            p, "Files", "<h2>Files</h2>" + ul([(f"{p}/-/blob/main/{f}", f) for f in files])
        )
        for f in files:
            pages[f"{p}/-/blob/main/{f}"] = _gl_page(
                p,
                f,
                f"<h2>{escape(f)}</h2><pre># {escape(f)}</pre>"
                f'<a href="{p}/-/raw/main/{f}">Open raw</a>',
            )
            pages[f"{p}/-/raw/main/{f}"] = text(f"# {f} of {name}\n")
        pages[f"{p}/-/commits/main"] = _gl_page(
            p,
            "Commits",
            "<h2>Commits</h2>"
            + ul(
                [
                    (f"{p}/-/commit/3f9a1c2e", "Fix threshold scan"),
                    (f"{p}/-/commit/b7d0e441", "Release " + tag),
                ]
            ),
        )
        for c in ("3f9a1c2e", "b7d0e441"):
            pages[f"{p}/-/commit/{c}"] = _gl_page(
                p, f"Commit {c}", f"<h2>Commit {c}</h2><pre>diff --git</pre>"
            )
        pages[f"{p}/-/issues"] = _gl_page(
            p,
            "Issues",
            "<h2>Issues</h2>" + ul([(f"{p}/-/issues/{n}", t) for n, t in issues.items()]),
        )
        for n, t in issues.items():
            pages[f"{p}/-/issues/{n}"] = _gl_page(
                p, t, f'<h2>{escape(t)} (#{n})</h2><p>Opened by <a href="/{user}">{user}</a></p>'
            )
        pages[f"{p}/-/releases"] = _gl_page(
            p, "Releases", "<h2>Releases</h2>" + ul([(f"{p}/-/releases/{tag}", tag)])
        )
        pages[f"{p}/-/releases/{tag}"] = _gl_page(
            p,
            tag,
            f"<h2>{tag}</h2>"
            + ul(
                [
                    (f"{p}/-/archive/{tag}/{name}-{tag}.tar.gz", "Source code (tar.gz)"),
                    (f"{p}/-/archive/{tag}/{name}-{tag}.zip", "Source code (zip)"),
                ]
            ),
        )
        for ext in ("tar.gz", "zip"):
            pages[f"{p}/-/archive/{tag}/{name}-{tag}.{ext}"] = blob(
                f"{name}{ext}", 400, "application/gzip"
            )
        pages[f"{p}/-/wikis/home"] = _gl_page(
            p,
            "Wiki",
            "<h2>Home</h2><p>Operating manual.</p>"
            + ul([(f"{p}/-/wikis/installation", "Installation")]),
        )
        pages[f"{p}/-/wikis/installation"] = _gl_page(p, "Installation", "<h2>Installation</h2>")
        pages[f"{p}/-/starrers"] = _gl_page(p, "Starrers", "<h2>Starrers</h2>")
        pages[f"/{user}"] = GL.page(user, f"<h1>{user}</h1><p>User profile</p>")
        pages[f"/{p.split('/')[1]}"] = GL.page(p.split("/")[1], "<h1>Group</h1>")
    return [GL.site(pages)]


def _gl_truth(p: str) -> frozenset[str]:
    _d, files, issues, tag, _u = GL_PROJECTS[p]
    name = p.split("/")[2]
    paths = [
        p,
        f"{p}/-/tree/main",
        *(f"{p}/-/blob/main/{f}" for f in files),
        *(f"{p}/-/raw/main/{f}" for f in files),
        f"{p}/-/commits/main",
        f"{p}/-/commit/3f9a1c2e",
        f"{p}/-/commit/b7d0e441",
        f"{p}/-/issues",
        *(f"{p}/-/issues/{n}" for n in issues),
        f"{p}/-/releases",
        f"{p}/-/releases/{tag}",
        *(f"{p}/-/archive/{tag}/{name}-{tag}.{e}" for e in ("tar.gz", "zip")),
        f"{p}/-/wikis/home",
        f"{p}/-/wikis/installation",
        f"{p}/-/starrers",
    ]
    return frozenset(GL.url(x) for x in paths)


# --------------------------------------------------------------------------- GitHub-like
GH = Portal(
    host=host("code", "orbithub"),
    name="OrbitHub",
    menu=[
        ("/features", "Product"),
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
        ("/topics", "Topics"),
    ],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("http://status.orbithub-status.test/", "Status"),
        ("/contact", "Contact"),
    ],
    title_format="{title}",
    home_title="OrbitHub: Let's build from here",
)
GH_RAW = host("raw", "orbitusercontent")
GH_OBJ = host("objects", "orbitusercontent")
# repo -> (description, files, release tag, assets, issues, docs page on the forge's Pages)
GH_REPOS = {
    "/spectro-team/echelle-reduce": (
        "Data reduction pipeline for the high-resolution echelle spectrograph",
        ["README.md", "echelle/extract.py", "echelle/wavecal.py", "pyproject.toml"],
        "v0.9.3",
        ["echelle_reduce-0.9.3-py3-none-any.whl", "echelle_reduce-0.9.3.tar.gz"],
        {"41": "Wavelength solution drifts at order 87"},
    ),
    "/cmb-pol/hwp-demod": (
        "Half-wave plate demodulation for CMB polarimetry time streams",
        ["README.md", "hwp_demod/demod.py", "LICENSE"],
        "v2.0.0",
        ["hwp_demod-2.0.0-linux-x86_64.tar.gz"],
        {"3": "Support 4f harmonic", "5": "Docs typo"},
    ),
}


def _gh_nav(r: str) -> str:
    return ul(
        [
            (r, "Code"),
            (f"{r}/issues", "Issues"),
            (f"{r}/pulls", "Pull requests"),
            (f"{r}/actions", "Actions"),
            (f"{r}/wiki", "Wiki"),
        ],
        "reponav",
    )


def gh_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    raw = Site(GH_RAW)
    obj = Site(GH_OBJ)
    for r, (desc, files, tag, assets, issues) in GH_REPOS.items():
        owner, name = r.split("/")[1:]

        def page(t: str, b: str, owner: str = owner, name: str = name, r: str = r) -> str:
            return GH.page(f"{t} · {owner}/{name}", _gh_nav(r) + b)

        pages[r] = GH.page(
            f"{owner}/{name}: {desc}",
            f"""{_gh_nav(r)}<h1><a href="/{owner}">{owner}</a> / <a href="{r}">{name}</a></h1>
<p>{escape(desc)}</p><p><a href="{r}/stargazers">34 stars</a> · <a href="{r}/forks">9 forks</a>
· <a href="/login?return_to={r}">Star</a></p>
<div class="files">{ul([(f"{r}/blob/main/{f}", f) for f in files])}</div>
<div class="readme"><h2>README</h2><p>Reduction of echelle frames. Citation: see
<a href="http://doi.test/10.5281/zenodo.hx31-{name}">the archived release</a>.</p></div>
<aside><h2>Releases</h2><a href="{r}/releases/tag/{tag}">{tag} Latest</a>
<a href="{r}/releases">All releases</a><h2>Contributors</h2>
<a href="/ana-cortes">ana-cortes</a> <a href="/b-halvorsen">b-halvorsen</a></aside>""",
        )
        for f in files:
            pages[f"{r}/blob/main/{f}"] = page(
                f,
                f'<h2>{escape(f)}</h2><a href="http://{GH_RAW}'
                f'{r}/main/{f}">Raw</a> <a href="{r}/commits/main/'
                f'{f}">History</a>',
            )
            raw.add(f"{r}/main/{f}", text(f"# {f}\n"))
            pages[f"{r}/commits/main/{f}"] = page(f"History for {f}", "<h2>History</h2>")
        pages[f"{r}/issues"] = page(
            "Issues", ul([(f"{r}/issues/{n}", t) for n, t in issues.items()])
        )
        for n, t in issues.items():
            pages[f"{r}/issues/{n}"] = page(t, f"<h2>{escape(t)} #{n}</h2>")
        pages[f"{r}/pulls"] = page("Pull requests", "<p>0 open</p>")
        pages[f"{r}/actions"] = page("Actions", "<p>CI runs</p>")
        pages[f"{r}/wiki"] = page("Wiki", "<h2>Wiki home</h2>")
        pages[f"{r}/stargazers"] = page("Stargazers", "<h2>Stargazers</h2>")
        pages[f"{r}/forks"] = page("Forks", "<h2>Forks</h2>")
        pages[f"{r}/releases"] = page("Releases", ul([(f"{r}/releases/tag/{tag}", tag)]))
        pages[f"{r}/releases/tag/{tag}"] = page(
            f"Release {tag}",
            f"<h2>{tag}</h2>"
            + ul(
                [(f"http://{GH_OBJ}/release-assets/{owner}/{name}/{tag}/{a}", a) for a in assets]
                + [(f"{r}/archive/refs/tags/{tag}.zip", "Source code (zip)")]
            ),
        )
        for a in assets:
            obj.add(f"/release-assets/{owner}/{name}/{tag}/{a}", blob(a, 500, "application/gzip"))
        pages[f"{r}/archive/refs/tags/{tag}.zip"] = blob(name, 300, "application/zip")
        pages[f"/{owner}"] = GH.page(owner, f"<h1>{owner}</h1><p>Organisation</p>")
    for u in ("ana-cortes", "b-halvorsen"):
        pages[f"/{u}"] = GH.page(u, f"<h1>{u}</h1>")
    return [GH.site(pages), raw, obj]


def _gh_truth(r: str) -> frozenset[str]:
    owner, name = r.split("/")[1:]
    _d, files, tag, assets, issues = GH_REPOS[r]
    paths = [
        r,
        *(f"{r}/blob/main/{f}" for f in files),
        *(f"{r}/commits/main/{f}" for f in files),
        f"{r}/issues",
        *(f"{r}/issues/{n}" for n in issues),
        f"{r}/pulls",
        f"{r}/actions",
        f"{r}/wiki",
        f"{r}/stargazers",
        f"{r}/forks",
        f"{r}/releases",
        f"{r}/releases/tag/{tag}",
        f"{r}/archive/refs/tags/{tag}.zip",
    ]
    return frozenset(
        {
            *(GH.url(p) for p in paths),
            *(f"http://{GH_RAW}{r}/main/{f}" for f in files),
            *(f"http://{GH_OBJ}/release-assets/{owner}/{name}/{tag}/{a}" for a in assets),
        }
    )


# --------------------------------------------------------------------------- bare release pages
REL_HOST = host("heasarc-sw", "xraytelteam")
# version -> (files, notes)
RELEASES = {
    "6.31": [
        "xspecx-6.31-src.tar.gz",
        "xspecx-6.31-linux-x86_64.tar.gz",
        "xspecx-6.31-macos-arm64.tar.gz",
        "SHA256SUMS",
    ],
    "6.32": ["xspecx-6.32-src.tar.gz", "xspecx-6.32-linux-x86_64.tar.gz", "SHA256SUMS"],
}


def _rel_page(v: str) -> str:
    items = [(f"/software/xspecx/{v}/{f}", f) for f in RELEASES[v]]
    items += [
        (f"/software/xspecx/{v}/RELEASE_NOTES.txt", "Release notes"),
        (f"/software/xspecx/{v}/install-{v}.html", "Installation guide"),
    ]
    return (
        f"<html><head><title>XSPECX {v} release</title></head><body bgcolor=white>"
        f"<h2>XSPECX {v}</h2><p>X-ray spectral fitting package of the instrument team, "
        f"version {v}.</p>{ul(items)}<hr><address>xspecx-help at xraytelteam</address>"
        "</body></html>"
    )


def rel_sites() -> list[Site]:
    s = Site(REL_HOST)
    s.add(
        "/",
        "<html><head><title>XSPECX software</title></head><body><h1>XSPECX</h1>"
        + ul([(f"/software/xspecx/release-{v}.html", f"Version {v}") for v in RELEASES])
        + "</body></html>",
    )
    for v, files in RELEASES.items():
        s.add(f"/software/xspecx/release-{v}.html", _rel_page(v))
        for f in files:
            s.add(
                f"/software/xspecx/{v}/{f}",
                text(f"{f} checksums\n") if f == "SHA256SUMS" else blob(f, 700, "application/gzip"),
            )
        s.add(f"/software/xspecx/{v}/RELEASE_NOTES.txt", text(f"XSPECX {v}\n- new models\n"))
        s.add(
            f"/software/xspecx/{v}/install-{v}.html",
            f"<html><head><title>Installing XSPECX {v}</title></head><body><pre>./configure"
            "</pre></body></html>",
        )
    return [s]


def _rel_truth(v: str) -> frozenset[str]:
    paths = [
        f"/software/xspecx/release-{v}.html",
        *(f"/software/xspecx/{v}/{f}" for f in RELEASES[v]),
        f"/software/xspecx/{v}/RELEASE_NOTES.txt",
        f"/software/xspecx/{v}/install-{v}.html",
    ]
    return frozenset(f"http://{REL_HOST}{p}" for p in paths)


_GLP = list(GL_PROJECTS)
_GHR = list(GH_REPOS)
CASES: list[Case] = [
    # path_based (seed: GitLab.com, BitBucket): the project's files, commits, issues,
    # releases with source archives, raw files and wiki are all under the project path,
    # several hops deep; the group, the maintainer's profile and Explore are not.
    *(
        Case(
            f"dl-{p.rsplit('/', 1)[1]}",
            "GitLab-like forge (detector lab)",
            "Multi-Hop",
            "path_based",
            GL.url(p),
            _gl_truth(p),
            gl_sites,
        )
        for p in _GLP
    ),
    # path_based_externals (seed: GitHub): everything under the repository path, plus raw
    # files on raw.orbitusercontent and release assets on objects.orbitusercontent (another
    # registrable domain, like raw.githubusercontent.com). The DOI of the archived
    # release, contributors and the owner page are not the project.
    *(
        Case(
            f"oh-{r.rsplit('/', 1)[1]}",
            "GitHub-like forge",
            "Multi-Hop",
            "path_based_externals",
            GH.url(r),
            _gh_truth(r),
            gh_sites,
        )
        for r in _GHR
    ),
    # single_page_plus: a bare static release page with no site chrome links only the
    # release's tarballs, checksums, notes and install guide, all one hop; nothing to ignore.
    *(
        Case(
            f"xspecx-{v}",
            "Instrument team software release pages",
            "Single Hop",
            "single_page_plus",
            f"http://{REL_HOST}/software/xspecx/release-{v}.html",
            _rel_truth(v),
            rel_sites,
        )
        for v in RELEASES
    ),
]
