"""Path-Based portals of heldout123: GitLab, Forgejo (with externals) and project
sites on their own Pages subdomain (like the seed's Silk)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import csv, host, pdf_of, portal, text

# --- GitLab: every project URI extends the project URI ---------------------------------
GL = portal(
    "gitlab",
    "silvics",
    "GitLab",
    [("/explore", "Explore"), ("/help", "Help")],
    title_format="{title} · {name}",
)
GL_PROJ = {
    "forest-growth/3pg-calibration": (
        "3-PG calibration for Douglas-fir",
        ["params.csv", "calibrate.R"],
    ),
    "remote-sensing/lidar-itd": (
        "Individual tree detection from ALS point clouds",
        ["itd.py", "README.md"],
    ),
}


def _gl_site() -> list[Site]:
    pages = {}
    for p, (title, files) in GL_PROJ.items():
        group = p.split("/")[0]
        fl = "".join(f'<li><a href="/{p}/-/blob/main/{f}">{f}</a></li>' for f in files)
        pages[f"/{p}"] = GL.page(
            p,
            f'<nav class="breadcrumbs"><a href="/{group}">{group}</a></nav>'
            f"<h1>{escape(p.split('/')[1])}</h1><p>{escape(title)}</p>"
            f'<a href="/{p}/-/issues">Issues 3</a> <a href="/{p}/-/merge_requests">Merge requests</a>'
            f' <a href="/{p}/-/releases">Releases</a> <a href="/{p}/-/commits/main">Commits</a>'
            f'<ul class="tree">{fl}</ul>',
        )
        pages[f"/{p}/-/issues"] = GL.page(
            "Issues", f'<ul><li><a href="/{p}/-/issues/12">Fix site index bias</a></li></ul>'
        )
        pages[f"/{p}/-/issues/12"] = GL.page("Fix site index bias (#12)", "<h1>#12</h1>")
        pages[f"/{p}/-/merge_requests"] = GL.page("Merge requests", "<p>None open.</p>")
        pages[f"/{p}/-/releases"] = GL.page(
            "Releases", f'<a href="/{p}/-/archive/v1.0/{p.split("/")[1]}-v1.0.zip">Source (zip)</a>'
        )
        pages[f"/{p}/-/archive/v1.0/{p.split('/')[1]}-v1.0.zip"] = text("zip")
        pages[f"/{p}/-/commits/main"] = GL.page("Commits", "<p>42 commits</p>")
        for f in files:
            pages[f"/{p}/-/blob/main/{f}"] = GL.page(
                f, f'<pre>{f}</pre><a href="/{p}/-/raw/main/{f}">Open raw</a>'
            )
            pages[f"/{p}/-/raw/main/{f}"] = text(f"# {f}\n")
        pages[f"/{group}"] = GL.page(group, f"<h1>{group}</h1>")
    return [GL.site(pages)]


def _gl_truth(p: str) -> list[str]:
    files = GL_PROJ[p][1]
    paths = [
        "",
        "/-/issues",
        "/-/issues/12",
        "/-/merge_requests",
        "/-/releases",
        f"/-/archive/v1.0/{p.split('/')[1]}-v1.0.zip",
        "/-/commits/main",
    ]
    paths += [f"/-/blob/main/{f}" for f in files] + [f"/-/raw/main/{f}" for f in files]
    return [GL.url(f"/{p}{s}") for s in paths]


# --- Forgejo: release assets and docs on other hosts (seed: GitHub -> with Externals) --
FJ = Portal(
    host("forge", "dendro"),
    "Dendro Forge",
    [("/explore/repos", "Explore"), ("/user/login", "Sign in")],
    footer=[("/assets/licenses.txt", "Licenses"), ("/api/swagger", "API")],
    title_format="{title} - {name}",
)
FJ_ASSETS = host("releases", "dendro")
FJ_DOCS = host("docs", "dendro")
FJ_REPOS = {
    "dendro/treeringr": ("R tools for crossdating ring-width series", "0.9.2"),
    "fire-history/scarfinder": ("Fire-scar detection in cross-section images", "1.3.0"),
}


def _fj_sites() -> list[Site]:
    pages = {}
    assets = Site(FJ_ASSETS)
    docs = Site(FJ_DOCS)
    for p, (desc, v) in FJ_REPOS.items():
        name = p.split("/")[1]
        tarball = f"/{name}/{name}-{v}.tar.gz"
        pages[f"/{p}"] = FJ.page(
            p,
            f'<div class="repo-header"><a href="/{p.split("/")[0]}">{p.split("/")[0]}</a>/'
            f'<a href="/{p}">{name}</a></div><p>{escape(desc)}</p>'
            f'<a href="/{p}/issues">Issues</a> <a href="/{p}/releases">Releases</a> '
            f'<a href="/{p}/wiki">Wiki</a> <a href="/{p}/src/branch/main/DESCRIPTION">DESCRIPTION</a>'
            f' <a href="http://{FJ_DOCS}/{name}/">Documentation</a>',
        )
        pages[f"/{p}/issues"] = FJ.page("Issues", "<p>No open issues.</p>")
        pages[f"/{p}/wiki"] = FJ.page("Wiki", f"<h1>{name} wiki</h1>")
        pages[f"/{p}/releases"] = FJ.page(
            "Releases",
            f'<h2>v{v}</h2><a href="http://{FJ_ASSETS}{tarball}">{name}-{v}.tar.gz</a> '
            f'<a href="/{p}/archive/v{v}.zip">Source code (ZIP)</a>',
        )
        pages[f"/{p}/archive/v{v}.zip"] = text("zip")
        pages[f"/{p}/src/branch/main/DESCRIPTION"] = FJ.page(
            "DESCRIPTION",
            f'<pre>Package: {name}</pre><a href="/{p}/raw/branch/main/DESCRIPTION">Raw</a>',
        )
        pages[f"/{p}/raw/branch/main/DESCRIPTION"] = text(f"Package: {name}\nVersion: {v}\n")
        pages[f"/{p.split('/')[0]}"] = FJ.page(p.split("/")[0], "<h1>Organisation</h1>")
        assets.add(tarball, text("tarball"))
        docs.add(
            f"/{name}/",
            f"<html><head><title>{name} docs</title></head><body><h1>{name}</h1>"
            f'<a href="/{name}/reference.html">Reference</a></body></html>',
        )
        docs.add(
            f"/{name}/reference.html",
            f"<html><head><title>Ref</title></head><body>{name}</body></html>",
        )
    return [FJ.site(pages), assets, docs]


def _fj_truth(p: str) -> list[str]:
    desc, v = FJ_REPOS[p]
    name = p.split("/")[1]
    out = [
        FJ.url(f"/{p}{s}")
        for s in (
            "",
            "/issues",
            "/wiki",
            "/releases",
            f"/archive/v{v}.zip",
            "/src/branch/main/DESCRIPTION",
            "/raw/branch/main/DESCRIPTION",
        )
    ]
    return out + [f"http://{FJ_ASSETS}/{name}/{name}-{v}.tar.gz", f"http://{FJ_DOCS}/{name}/"]


# --- A project website on its own Pages subdomain (seed: Silk -> Path-Based on "/") -----
PG_SITES = {
    "standatlas": "Stand structure atlas of the Harz National Park",
    "firescar": "Fire history of Sierra Nevada mixed-conifer forests",
}


def _pg_sites() -> list[Site]:
    out = []
    for label, title in PG_SITES.items():
        s = Site(host(label, "pages"))
        nav = (
            '<nav><a href="/">Home</a> <a href="/map.html">Map</a> <a href="/data.html">Data</a>'
            ' <a href="/about.html">About</a></nav>'
        )
        head = f'<link rel="stylesheet" href="/site_libs/quarto.css"><title>{{}} – {escape(title)}</title>'

        def page(t: str, body: str, head: str = head, nav: str = nav) -> str:
            return (
                f"<!DOCTYPE html><html><head>{head.format(t)}</head><body>{nav}{body}</body></html>"
            )

        s.add("/", page("Home", f"<h1>{escape(title)}</h1><p>An interactive atlas.</p>"))
        s.add(
            "/map.html",
            page("Map", '<div id="map"></div><script src="/site_libs/leaflet.js"></script>'),
        )
        s.add(
            "/data.html",
            page(
                "Data",
                '<a href="/data/plots.geojson">plots.geojson</a> <a href="/data/report.pdf">Report</a>',
            ),
        )
        s.add(
            "/about.html",
            page(
                "About",
                f'<p>Made by the <a href="http://{host("www", "harzlab")}/">Harz lab</a>.</p>',
            ),
        )
        s.add("/data/plots.geojson", csv('{"type": "FeatureCollection", "features": []}'))
        s.add("/data/report.pdf", pdf_of(title))
        s.add("/site_libs/quarto.css", text("body{}"))
        s.add("/site_libs/leaflet.js", text("//"))
        out.append(s)
    return out


def _pg_truth(label: str) -> list[str]:
    o = f"http://{host(label, 'pages')}"
    return [
        o + p
        for p in (
            "/",
            "/map.html",
            "/data.html",
            "/about.html",
            "/data/plots.geojson",
            "/data/report.pdf",
        )
    ]


CASES: list[Case] = [
    # A GitLab project (seed's table: GitLab -> Path-Based): issues, merge requests,
    # releases, commits, blobs and raw files all extend the project URI; the group page and
    # chrome do not.  Truth: the project URIs reachable from the entry.
    *(
        case(
            f"gitlab-{p.split('/')[1]}",
            "GitLab (forest modelling code)",
            "software",
            "path_based",
            GL.url(f"/{p}"),
            _gl_truth(p),
            _gl_site,
        )
        for p in GL_PROJ
    ),
    # A Forgejo repository whose release tarball and documentation live on other hosts
    # (seed's table: GitHub with raw files elsewhere -> Path-Based with Externals).  Truth:
    # the repository's URIs plus the two linked external URIs (not the docs' own subpages).
    *(
        case(
            f"forgejo-{p.split('/')[1]}",
            "Forgejo (dendrochronology software)",
            "software",
            "path_based_externals",
            FJ.url(f"/{p}"),
            _fj_truth(p),
            _fj_sites,
        )
        for p in FJ_REPOS
    ),
    # A Quarto project site on its own subdomain (seed: Silk -> Path-Based on "/"): the
    # whole host is the artifact.  Truth: its pages and data; not its embedded CSS/JS, nor
    # the lab's site on another host.
    *(
        case(
            f"pages-{label}",
            "Quarto site on Pages (forest data atlas)",
            "data visualization",
            "path_based",
            f"http://{host(label, 'pages')}/",
            _pg_truth(label),
            _pg_sites,
        )
        for label in PG_SITES
    ),
]
