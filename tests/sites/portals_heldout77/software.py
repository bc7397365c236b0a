"""Software-side portals of heldout77: an analysis container registry, a detector-software
forge, an analysis-examples code host (with raw and release-asset hosts) and a detector
simulation toolkit's release download pages.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, file_host, text, ul

# --- analysis container registry (Docker-Hub-like): path_based ---------------------------

REG = Chrome(
    "hub.detcontainers.hx77.example",
    "DetContainers",
    [
        ("/explore", "Explore"),
        ("/orgs", "Organisations"),
        ("/docs/pull", "Pulling images"),
        ("/pricing", "Plans"),
    ],
    [("/legal/terms", "Terms"), ("/privacy", "Privacy"), ("/status", "Status"), ("/blog", "Blog")],
    title_fmt="{t} · {name}",
)
# repo -> (tags per page, pages of tags, builds)
REG_REPOS = {
    "/r/opendata/root-analysis/": (["6.30-py3", "6.28-py3"], 1, []),
    "/r/opendata/cms-nanoaod-env/": (
        ["2024.2", "2024.1", "2023.4", "2023.3", "2023.2"],
        2,
        ["1021", "1020"],
    ),
}


def _reg_paths(repo: str) -> list[str]:
    tags, npages, builds = REG_REPOS[repo]
    paths = [repo, repo + "tags", repo + "dockerfile"]
    paths += [repo + f"tags/{t}" for t in tags]
    paths += [repo + f"tags/{t}/layers" for t in tags]
    if npages > 1:
        paths.append(repo + "tags?page=2")
    if builds:
        paths.append(repo + "builds")
        paths += [repo + f"builds/{b}" for b in builds]
        paths += [repo + f"builds/{b}/log.txt" for b in builds]
    return paths


def reg_site() -> list[Site]:
    pages: dict[str, object] = {}
    for repo, (tags, npages, builds) in REG_REPOS.items():
        name = repo.strip("/").split("/", 1)[1]
        tabs = [(repo, "Overview"), (repo + "tags", "Tags"), (repo + "dockerfile", "Dockerfile")]
        if builds:
            tabs.append((repo + "builds", "Builds"))
        nav = f'<nav class="tabs">{ul(tabs)}</nav>'
        per = (len(tags) + npages - 1) // npages
        for p in range(npages):
            chunk = tags[p * per : (p + 1) * per]
            more = f'<a href="{repo}tags?page={p + 2}">Next</a>' if p + 1 < npages else ""
            key = repo + "tags" + (f"?page={p + 1}" if p else "")
            pages[key] = REG.page(
                f"{name} tags", nav + ul([(repo + f"tags/{t}", t) for t in chunk]) + more
            )
        for t in tags:
            pages[repo + f"tags/{t}"] = REG.page(
                f"{name}:{t}",
                nav
                + (
                    f"<h1>{escape(name)}:{t}</h1><pre>docker pull hub.detcontainers/{name}:{t}</pre>"
                    f'<a href="{repo}tags/{t}/layers">Image layers</a>'
                ),
            )
            pages[repo + f"tags/{t}/layers"] = REG.page(
                f"{name}:{t} layers",
                nav + ("<ol><li>FROM almalinux:9</li><li>RUN dnf install root</li></ol>"),
            )
        pages[repo + "dockerfile"] = REG.page(
            f"{name} Dockerfile",
            nav + ("<pre>FROM almalinux:9\nRUN dnf install -y root python3</pre>"),
        )
        if builds:
            pages[repo + "builds"] = REG.page(
                f"{name} builds", nav + ul([(repo + f"builds/{b}", f"Build #{b}") for b in builds])
            )
            for b in builds:
                pages[repo + f"builds/{b}"] = REG.page(
                    f"Build {b}",
                    nav + (f'<p>Succeeded.</p><a href="{repo}builds/{b}/log.txt">Raw log</a>'),
                )
                pages[repo + f"builds/{b}/log.txt"] = text(f"build {b}: ok\n")
        pages[repo] = REG.page(
            name,
            nav
            + (
                f"<h1>opendata/{escape(name)}</h1><p>Analysis environment for open collision data."
                f'</p><p>Maintained by <a href="/orgs/opendata">opendata</a>. See also '
                '<a href="/r/opendata/jupyter-physics/">jupyter-physics</a>.</p>'
            ),
        )
    pages["/orgs/opendata"] = REG.page("opendata", "<h1>opendata</h1>")
    pages["/r/opendata/jupyter-physics/"] = REG.page("jupyter-physics", "<h1>jupyter</h1>")
    return [REG.site(pages)]  # type: ignore[arg-type]


# --- detector software forge (GitLab-like): path_based ------------------------------------

GL = Chrome(
    "gitlab.detsoft.hx77.example",
    "DetSoft GitLab",
    [
        ("/explore/projects", "Projects"),
        ("/explore/groups", "Groups"),
        ("/snippets", "Snippets"),
        ("/help/user", "Docs"),
    ],
    [("/help/terms", "Terms"), ("/privacy", "Privacy"), ("/help/about", "About GitLab")],
    title_fmt="{t} · {name}",
)
GL_PROJECTS = {
    "/daq/l1-emulator": (["README.md", "src/emulate.cc"], ["12"], ["v1.2"], None),
    "/calo/clustering": (
        ["README.md", "src/topo.cc", "src/splitter.cc", "CMakeLists.txt"],
        ["40", "41", "45"],
        ["v3.0", "v3.1"],
        "/calo/clustering-hlt",
    ),
}


def _gl_paths(proj: str) -> list[str]:
    files, issues, tags, _fork = GL_PROJECTS[proj]
    name = proj.rsplit("/", 1)[1]
    p = [proj, proj + "/-/tree/main", proj + "/-/issues", proj + "/-/tags"]
    p += [proj + f"/-/blob/main/{f}" for f in files]
    p += [proj + f"/-/raw/main/{f}" for f in files]
    p += [proj + f"/-/issues/{i}" for i in issues]
    p += [proj + f"/-/archive/{t}/{name}-{t}.tar.gz" for t in tags]
    return p


def gl_site() -> list[Site]:
    pages: dict[str, object] = {}
    for proj, (files, issues, tags, fork) in GL_PROJECTS.items():
        name = proj.rsplit("/", 1)[1]
        group = proj.split("/")[1]
        side = ul(
            [
                (proj, "Project overview"),
                (proj + "/-/tree/main", "Repository"),
                (proj + "/-/issues", "Issues"),
                (proj + "/-/tags", "Tags"),
            ]
        )
        pages[proj + "/-/tree/main"] = GL.page(
            f"Files · {name}", ul([(proj + f"/-/blob/main/{f}", f) for f in files]), aside=side
        )
        for f in files:
            pages[proj + f"/-/blob/main/{f}"] = GL.page(
                f"{f} · main · {name}",
                (f'<h1>{escape(f)}</h1><pre>...</pre><a href="{proj}/-/raw/main/{f}">Open raw</a>'),
                aside=side,
            )
            pages[proj + f"/-/raw/main/{f}"] = text(f"// {f} of {name}\n")
        pages[proj + "/-/issues"] = GL.page(
            f"Issues · {name}", ul([(proj + f"/-/issues/{i}", f"#{i}") for i in issues]), aside=side
        )
        for i in issues:
            pages[proj + f"/-/issues/{i}"] = GL.page(
                f"Issue #{i} · {name}",
                (f'<h1>Issue #{i}</h1><p>Opened by <a href="/u/mrossi">mrossi</a></p>'),
                aside=side,
            )
        pages[proj + "/-/tags"] = GL.page(
            f"Tags · {name}",
            ul([(proj + f"/-/archive/{t}/{name}-{t}.tar.gz", f"{t} (tar.gz)") for t in tags]),
            aside=side,
        )
        for t in tags:
            pages[proj + f"/-/archive/{t}/{name}-{t}.tar.gz"] = blob("application/gzip", name + t)
        forked = f'<p>Forked into <a href="{fork}">{fork.rsplit("/", 1)[1]}</a></p>' if fork else ""
        pages[proj] = GL.page(
            f"{group} / {name}",
            (
                f'<h1>{escape(name)}</h1><p><a href="/{group}">{group}</a> / {name}</p>'
                f'<p><a href="{proj}/-/blob/main/README.md">README</a></p>{forked}'
            ),
            aside=side,
        )
        pages[f"/{group}"] = GL.page(group, f"<h1>{group}</h1>")
        if fork:
            pages[fork] = GL.page(f"{group} / {fork.rsplit('/', 1)[1]}", "<h1>Fork</h1>")
    pages["/u/mrossi"] = GL.page("mrossi", "<h1>mrossi</h1>")
    return [GL.site(pages)]  # type: ignore[arg-type]


# --- analysis examples code host (GitHub-like, raw and asset hosts): path_based_externals --

AX = Chrome(
    "code.anaforge.hx77.example",
    "AnaForge",
    [
        ("/explore", "Explore"),
        ("/topics", "Topics"),
        ("/marketplace", "Marketplace"),
        ("/pricing", "Pricing"),
    ],
    [
        ("/site/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/site/security", "Security"),
        ("/site/status", "Status"),
    ],
)
RAW = "raw.anaforge-content.hx77.example"
ASSETS = "objects.anaforge-assets.hx77.example"
AX_REPOS = {
    "/opendata-examples/dimuon-spectrum/": (["README.md", "dimuon.py"], [], False),
    "/opendata-examples/higgs4l-analysis/": (
        ["README.md", "analysis.C", "plot.py", "env.yaml"],
        ["v1.0", "v1.1"],
        True,
    ),
}


def _ax_truth(repo: str) -> list[str]:
    files, releases, _dataset = AX_REPOS[repo]
    name = repo.strip("/").split("/")[1]
    t = [AX.url(repo), AX.url(repo + "issues"), AX.url(repo + "commits/main")]
    t += [AX.url(repo + f"blob/main/{f}") for f in files]
    t += [f"http://{RAW}{repo}main/{f}" for f in files]
    if releases:
        t.append(AX.url(repo + "releases"))
        t += [AX.url(repo + f"releases/tag/{r}") for r in releases]
        t += [
            f"http://{ASSETS}/release-assets{repo}{r}/{name}-{r}-outputs.tar.gz" for r in releases
        ]
    return t


def ax_sites() -> list[Site]:
    pages: dict[str, object] = {}
    raw: dict[str, object] = {}
    assets: dict[str, object] = {}
    for repo, (files, releases, dataset) in AX_REPOS.items():
        name = repo.strip("/").split("/")[1]
        tabs = [(repo, "Code"), (repo + "issues", "Issues"), (repo + "commits/main", "Commits")]
        if releases:
            tabs.append((repo + "releases", "Releases"))
        nav = f'<nav class="repo-tabs">{ul(tabs)}</nav>'
        for f in files:
            pages[repo + f"blob/main/{f}"] = AX.page(
                f"{name}/{f} at main",
                nav + (f'<h1>{escape(f)}</h1><a href="http://{RAW}{repo}main/{f}">Raw</a>'),
            )
            raw[f"{repo}main/{f}"] = text(f"# {f}\n")
        pages[repo + "issues"] = AX.page(f"Issues · {name}", nav + "<p>No open issues.</p>")
        pages[repo + "commits/main"] = AX.page(f"Commits · {name}", nav + "<p>3 commits</p>")
        if releases:
            pages[repo + "releases"] = AX.page(
                f"Releases · {name}", nav + ul([(repo + f"releases/tag/{r}", r) for r in releases])
            )
            for r in releases:
                asset = f"/release-assets{repo}{r}/{name}-{r}-outputs.tar.gz"
                assets[asset] = blob("application/gzip", asset, 1500)
                pages[repo + f"releases/tag/{r}"] = AX.page(
                    f"Release {r} · {name}",
                    nav + (f'<h1>{r}</h1><a href="http://{ASSETS}{asset}">outputs.tar.gz</a>'),
                )
        data = (
            (
                '<p>Input data: <a href="http://portal.lhcopen.hx77.example/record/12071">'
                "open-data record</a></p>"
            )
            if dataset
            else ""
        )
        pages[repo] = AX.page(
            f"opendata-examples/{name}",
            nav
            + (
                f"<h1>{escape(name)}</h1>"
                + ul([(repo + f"blob/main/{f}", f) for f in files])
                + data
                + '<p>Contributors: <a href="/mlopez">mlopez</a>. Forks: '
                '<a href="/opendata-examples">organisation</a></p>'
            ),
        )
    pages["/mlopez"] = AX.page("mlopez", "<h1>mlopez</h1>")
    pages["/opendata-examples"] = AX.page("opendata-examples", "<h1>opendata-examples</h1>")
    return [AX.site(pages), file_host(RAW, raw), file_host(ASSETS, assets)]  # type: ignore[arg-type]


# --- detector simulation toolkit release pages: single_page_plus_ignored -----------------

REL = Chrome(
    "www.geantix.hx77.example",
    "Geantix simulation toolkit",
    [
        ("/download", "Download"),
        ("/docs", "Documentation"),
        ("/forum", "Forum"),
        ("/collaboration", "Collaboration"),
    ],
    [("/privacy", "Privacy"), ("/license", "Software licence"), ("/contact", "Contact")],
    extra_chrome=("/download/archive",),
)
MIRROR = "dl.geantix-mirror.hx77.example"
REL_VERSIONS = {
    "11.2.1": (["geantix-11.2.1.tar.gz"], [], False),
    "11.3.0": (
        [
            "geantix-11.3.0.tar.gz",
            "geantix-11.3.0-el9-gcc13.tar.gz",
            "geantix-11.3.0-macos14-clang.tar.gz",
        ],
        ["G4EMLOW8.6.tar.gz", "G4NDL4.7.tar.gz"],
        True,
    ),
}


def _rel_truth(v: str) -> list[str]:
    files, data, notes_patch = REL_VERSIONS[v]
    t = [
        REL.url(f"/download/{v}"),
        REL.url(f"/download/{v}/release-notes"),
        REL.url(f"/download/{v}/SHA256SUMS"),
    ]
    t += [f"http://{MIRROR}/releases/{v}/{f}" for f in files]
    t += [f"http://{MIRROR}/datasets/{d}" for d in data]
    if notes_patch:
        t.append(REL.url(f"/download/{v}/known-issues"))
    return t


def rel_sites() -> list[Site]:
    pages: dict[str, object] = {}
    mirror: dict[str, object] = {}
    for v, (files, data, patch) in REL_VERSIONS.items():
        links = [(f"http://{MIRROR}/releases/{v}/{f}", f) for f in files]
        for f in files:
            mirror[f"/releases/{v}/{f}"] = blob("application/gzip", f, 1400)
        dlinks = [(f"http://{MIRROR}/datasets/{d}", d) for d in data]
        for d in data:
            mirror[f"/datasets/{d}"] = blob("application/gzip", d, 1100)
        pages[f"/download/{v}/release-notes"] = REL.page(
            f"Release notes {v}", (f"<h1>Geantix {v} release notes</h1><p>Fixes ...</p>")
        )
        pages[f"/download/{v}/SHA256SUMS"] = text("".join(f"abc123  {f}\n" for f in files))
        extra = []
        if patch:
            extra = [(f"/download/{v}/known-issues", "Known issues")]
            pages[f"/download/{v}/known-issues"] = REL.page(f"Known issues {v}", "<h1>Known</h1>")
        pages[f"/download/{v}"] = REL.page(
            f"Download {v}",
            (
                f"<h1>Geantix {v}</h1><h2>Source and binaries</h2>{ul(links)}"
                + (f"<h2>Data libraries</h2>{ul(dlinks)}" if dlinks else "")
                + ul(
                    [
                        (f"/download/{v}/release-notes", "Release notes"),
                        (f"/download/{v}/SHA256SUMS", "Checksums"),
                        *extra,
                    ]
                )
                + '<p>Older versions: <a href="/download/archive">release archive</a> · '
                '<a href="/download/11.1.3">11.1.3</a></p>'
            ),
        )
    pages["/download/11.1.3"] = REL.page("Download 11.1.3", "<h1>Geantix 11.1.3</h1>")
    return [REL.site(pages), file_host(MIRROR, mirror)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # Container repository: like BitBucket/GitLab, every page of the image repository lives
    # under its path (tags, layers, Dockerfile) -> Path-Based with the trailing-slash seed.
    case(
        "detcontainers-root-analysis",
        "analysis container registry (two tags)",
        "multi-hop",
        "path_based",
        REG.url("/r/opendata/root-analysis/"),
        [REG.url(p) for p in _reg_paths("/r/opendata/root-analysis/")],
        reg_site,
        others=[REG.url("/r/opendata/jupyter-physics/")],
    ),
    case(
        "detcontainers-nanoaod-env",
        "analysis container registry (paged tags, build logs)",
        "multi-hop",
        "path_based",
        REG.url("/r/opendata/cms-nanoaod-env/"),
        [REG.url(p) for p in _reg_paths("/r/opendata/cms-nanoaod-env/")],
        reg_site,
        others=[REG.url("/r/opendata/jupyter-physics/")],
    ),
    # GitLab.com in the seed's table: Path-Based (raw files stay on the same host).
    case(
        "detsoft-l1-emulator",
        "detector software forge (small project)",
        "multi-hop",
        "path_based",
        GL.url("/daq/l1-emulator"),
        [GL.url(p) for p in _gl_paths("/daq/l1-emulator")],
        gl_site,
        others=[GL.url("/daq")],
    ),
    # Harder: more files, issues and tags, and a fork whose path extends the entry's string.
    case(
        "detsoft-calo-clustering",
        "detector software forge (issues, tags, a fork with a longer path)",
        "multi-hop",
        "path_based",
        GL.url("/calo/clustering"),
        [GL.url(p) for p in _gl_paths("/calo/clustering")],
        gl_site,
        others=[GL.url("/calo/clustering-hlt"), GL.url("/calo")],
    ),
    # GitHub in the seed's table: Path-Based with Externals (raw files and release assets
    # live on other domains).
    case(
        "anaforge-dimuon",
        "analysis examples code host (repository with raw files)",
        "multi-hop",
        "path_based_externals",
        AX.url("/opendata-examples/dimuon-spectrum/"),
        _ax_truth("/opendata-examples/dimuon-spectrum/"),
        ax_sites,
        others=[AX.url("/opendata-examples")],
    ),
    case(
        "anaforge-higgs4l",
        "analysis examples code host (releases with assets on a CDN)",
        "multi-hop",
        "path_based_externals",
        AX.url("/opendata-examples/higgs4l-analysis/"),
        _ax_truth("/opendata-examples/higgs4l-analysis/"),
        ax_sites,
        others=[AX.url("/opendata-examples")],
    ),
    # A release download page: like Zenodo/Figshare, the artifact is the page plus what it
    # links (files on the project's mirror), inside menus -> Single Page+ with Ignores.
    case(
        "geantix-11-2-1",
        "detector software release page (one source tarball)",
        "single hop",
        "single_page_plus_ignored",
        REL.url("/download/11.2.1"),
        _rel_truth("11.2.1"),
        rel_sites,
        others=[REL.url("/download/11.1.3")],
    ),
    case(
        "geantix-11-3-0",
        "detector software release page (binaries, data libraries, known issues)",
        "single hop",
        "single_page_plus_ignored",
        REL.url("/download/11.3.0"),
        _rel_truth("11.3.0"),
        rel_sites,
        others=[REL.url("/download/11.1.3")],
    ),
]
