"""Multi-Hop code and model sites of the theme: a GitLab instance hosting freight and
traffic models (Path-Based), Hugo sites of mobility models each on its own subdomain (the
seed's Silk case: Path-Based from "/"), and a GitHub-style forge whose raw files and release
assets live on other hosts of the portal (Path-Based with Externals)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import bare_page, host, text_file

# --- GitLab CE: a transport-modelling group's instance ----------------------------------

GL = Portal(
    host("git", "transportmodels"),
    "GitLab",
    [("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in")],
    [("/-/privacy", "Privacy"), ("/help/legal", "Terms")],
    title_format="{title} · GitLab",
)
GL_PROJECTS = {
    "tfm-group/freight-abm": ("Agent-based urban freight model", 12, "v2.1.0"),
    "tfm-group/od-matrix-tools": ("Origin-destination matrix estimation tools", 4, "v0.9.3"),
}
GL_SIDE = [
    ("", "Project overview"),
    ("/-/tree/main", "Repository"),
    ("/-/issues", "Issues"),
    ("/-/merge_requests", "Merge requests"),
    ("/-/releases", "Releases"),
    ("/-/wikis/home", "Wiki"),
]


def gitlab_site() -> Site:
    pages: dict[str, str | Response] = {}
    for p, (desc, issue, tag) in GL_PROJECTS.items():
        b = "/" + p
        name = p.split("/")[1]
        side = '<aside class="nav-sidebar">' + links([(b + s, t) for s, t in GL_SIDE]) + "</aside>"
        crumbs = f'<nav class="breadcrumbs"><a href="/tfm-group">tfm-group</a> / <a href="{b}">{name}</a></nav>'

        def pg(title: str, main: str, side: str = side, crumbs: str = crumbs) -> str:
            return GL.page(title, crumbs + side + main)

        readme = f"<h1>{escape(desc)}</h1><p>Run <code>make calibrate</code>.</p>"
        if name == "freight-abm":
            readme += (
                '<p>Input data: <a href="/tfm-group/freight-abm-data">freight-abm-data</a></p>'
            )
        pages[b] = pg(
            f"{name} · tfm-group",
            f'<h1 class="project-title">{name}</h1><p>{escape(desc)}</p>'
            f'<a href="{b}/-/blob/main/README.md">README.md</a><div class="readme">{readme}</div>',
        )
        pages[b + "/-/tree/main"] = pg(
            f"Files · main · {name}",
            links(
                [
                    (f"{b}/-/blob/main/README.md", "README.md"),
                    (f"{b}/-/blob/main/Makefile", "Makefile"),
                ]
            ),
        )
        pages[b + "/-/blob/main/README.md"] = pg(
            f"README.md · main · {name}",
            f'<a href="{b}/-/raw/main/README.md">Open raw</a>{readme}',
        )
        pages[b + "/-/blob/main/Makefile"] = pg(
            f"Makefile · main · {name}",
            f'<a href="{b}/-/raw/main/Makefile">Open raw</a><pre>calibrate:</pre>',
        )
        pages[b + "/-/raw/main/README.md"] = text_file(f"# {desc}\n")
        pages[b + "/-/raw/main/Makefile"] = text_file("calibrate:\n\tpython -m calib\n")
        pages[b + "/-/issues"] = pg(
            f"Issues · {name}",
            links([(f"{b}/-/issues/{issue}", "Calibration diverges for 2024 counts")]),
        )
        pages[f"{b}/-/issues/{issue}"] = pg(
            f"Calibration diverges (#{issue}) · {name}", "<p>...</p>"
        )
        pages[b + "/-/merge_requests"] = pg(
            f"Merge requests · {name}", "<p>There are no open merge requests</p>"
        )
        pages[b + "/-/releases"] = pg(
            f"Releases · {name}",
            f'<h2>{tag}</h2><a href="{b}/-/archive/{tag}/{name}-{tag}.tar.gz">Source code (tar.gz)</a>',
        )
        pages[f"{b}/-/archive/{tag}/{name}-{tag}.tar.gz"] = Response.data(
            b"\x1f\x8b" + name.encode(), "application/gzip"
        )
        pages[b + "/-/wikis/home"] = pg(
            f"home · Wiki · {name}", "<h1>Model documentation</h1><p>...</p>"
        )
    pages["/tfm-group/freight-abm-data"] = GL.page(
        "freight-abm-data · tfm-group", "<h1>freight-abm-data</h1>"
    )
    pages["/tfm-group"] = GL.page("tfm-group", links([("/" + p, p) for p in GL_PROJECTS]))
    return GL.site(pages)


def gitlab_truth(p: str) -> list[str]:
    desc, issue, tag = GL_PROJECTS[p]
    name = p.split("/")[1]
    b = GL.url("/" + p)
    return [
        b,
        b + "/-/tree/main",
        b + "/-/blob/main/README.md",
        b + "/-/blob/main/Makefile",
        b + "/-/raw/main/README.md",
        b + "/-/raw/main/Makefile",
        b + "/-/issues",
        f"{b}/-/issues/{issue}",
        b + "/-/merge_requests",
        b + "/-/releases",
        f"{b}/-/archive/{tag}/{name}-{tag}.tar.gz",
        b + "/-/wikis/home",
    ]


# --- Hugo sites, one subdomain per mobility model (the seed's Silk case) -----------------

HUGO = {
    host("railsim-lite", "mobilitymodels"): ("RailSim Lite", "3.2.0"),
    host("ped-flow", "mobilitymodels"): ("PedFlow crowd model", "1.7.1"),
}
HUGO_PAGES = ["/docs/", "/docs/install/", "/docs/calibration/", "/download/", "/publications/"]


def hugo_site(h: str) -> Site:
    name, ver = HUGO[h]
    nav = (
        '<nav><a href="/">Home</a> <a href="/docs/">Docs</a> <a href="/download/">Download</a> '
        '<a href="/publications/">Publications</a> '
        '<a href="http://github.test/mobilitymodels">Source on GitHub</a></nav>'
    )
    head = '<link rel="stylesheet" href="/css/main.min.css"><meta name="generator" content="Hugo 0.139.0">'
    site = Site(h)
    zipname = f"/download/{name.split()[0].lower()}-{ver}.zip"
    bodies = {
        "/": f"<h1>{escape(name)}</h1><p>An open model. Current release {ver}.</p>",
        "/docs/": links(
            [("/docs/install/", "Installation"), ("/docs/calibration/", "Calibration")]
        ),
        "/docs/install/": "<p>Unzip and run.</p>",
        "/docs/calibration/": "<p>Fit to counts.</p>",
        "/download/": f'<a href="{zipname}">{escape(name)} {ver} (zip)</a>',
        "/publications/": "<p>Cite the 2024 Transportation Research Part C paper.</p>",
    }
    for path, body in bodies.items():
        site.add(
            path,
            bare_page(f"{name} – {path.strip('/') or 'home'}", nav + f"<main>{body}</main>", head),
        )
    site.add("/css/main.min.css", Response.data(b"body{margin:0}", "text/css"))
    site.add(zipname, Response.data(b"PK\x03\x04" + name.encode(), "application/zip"))
    return site


def hugo_truth(h: str) -> list[str]:
    name, ver = HUGO[h]
    zipname = f"/download/{name.split()[0].lower()}-{ver}.zip"
    return [f"http://{h}{p}" for p in ["/", *HUGO_PAGES, zipname]]


# --- GitHub-style forge with raw and release-asset hosts --------------------------------

GH = Portal(
    host("code", "mobsimhub"),
    "MobSimHub",
    [
        ("/features", "Features"),
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
        ("/login", "Sign in"),
    ],
    [("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/security", "Security")],
    title_format="{title}",
)
RAW = host("raw", "mobsimhub")
OBJ = host("objects", "mobsimhub")
GH_REPOS = {
    "transitlab/ridership-nowcast": (
        "Nowcasting transit ridership from fare-card taps",
        "v0.4.0",
        "nowcast-model.tar.gz",
    ),
    "evgrid/charging-demand-sim": (
        "EV charging demand simulator",
        "v1.3.2",
        "cds-linux-x86_64.tar.gz",
    ),
}


def gh_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    raw = Site(RAW)
    obj = Site(OBJ)
    for p, (desc, tag, asset) in GH_REPOS.items():
        b = "/" + p
        owner, name = p.split("/")
        tabs = links(
            [
                (b, "Code"),
                (b + "/issues", "Issues"),
                (b + "/releases", "Releases"),
                (b + "/graphs/contributors", "Insights"),
            ]
        )
        head = f'<div class="repohead"><a href="/{owner}">{owner}</a> / <a href="{b}">{name}</a>{tabs}</div>'

        def pg(title: str, main: str, head: str = head) -> str:
            return GH.page(title, head + main)

        pages[b] = pg(
            f"{p}: {desc}",
            links([(b + "/tree/main/src", "src"), (b + "/blob/main/README.md", "README.md")])
            + f'<article class="markdown-body"><h1>{escape(desc)}</h1></article>'
            + f'<a href="{b}/releases/tag/{tag}">{tag} Latest</a>',
        )
        pages[b + "/tree/main/src"] = pg(
            f"{name}/src at main · {p}", links([(b + "/blob/main/src/model.py", "model.py")])
        )
        for f in ("README.md", "src/model.py"):
            pages[f"{b}/blob/main/{f}"] = pg(
                f"{name}/{f} at main · {p}", f'<a href="http://{RAW}/{p}/main/{f}">Raw</a>'
            )
            raw.add(f"/{p}/main/{f}", text_file(f"# {desc}\n"))
        pages[b + "/issues"] = pg(
            f"Issues · {p}", links([(b + "/issues/7", "Model drifts on holidays")])
        )
        pages[b + "/issues/7"] = pg(f"Model drifts on holidays · Issue #7 · {p}", "<p>...</p>")
        pages[b + "/releases"] = pg(
            f"Releases · {p}", f'<a href="{b}/releases/tag/{tag}">{tag}</a>'
        )
        pages[f"{b}/releases/tag/{tag}"] = pg(
            f"Release {tag} · {p}", f'<a href="http://{OBJ}/{p}/releases/{tag}/{asset}">{asset}</a>'
        )
        obj.add(
            f"/{p}/releases/{tag}/{asset}",
            Response.data(b"\x1f\x8b" + asset.encode(), "application/gzip"),
        )
        pages[b + "/graphs/contributors"] = pg(f"Contributors to {p}", "<p>2 contributors</p>")
        pages["/" + owner] = GH.page(owner, links([(b, p)]))
    return [GH.site(pages), raw, obj]


def gh_truth(p: str) -> list[str]:
    desc, tag, asset = GH_REPOS[p]
    b = GH.url("/" + p)
    return [
        b,
        b + "/tree/main/src",
        b + "/blob/main/README.md",
        b + "/blob/main/src/model.py",
        f"http://{RAW}/{p}/main/README.md",
        f"http://{RAW}/{p}/main/src/model.py",
        b + "/issues",
        b + "/issues/7",
        b + "/releases",
        f"{b}/releases/tag/{tag}",
        f"http://{OBJ}/{p}/releases/{tag}/{asset}",
        b + "/graphs/contributors",
    ]


CASES: list[Case] = [
    # GitLab.com is in the seed's table as Path-Based: every page of the project has the
    # project URI as prefix.  Truth: overview, tree, blobs and raw files, issues, merge
    # requests, releases with the source archive, the wiki.  The group page, explore/help
    # and the sibling "freight-abm-data" project (another artifact) are not.
    *[
        case(
            f"gitlab-{p.split('/')[1]}",
            "GitLab CE (transport-model project)",
            "Multi-Hop",
            "path_based",
            GL.url("/" + p),
            gitlab_truth(p),
            lambda: [gitlab_site()],
            others=[GL.url("/tfm-group/freight-abm-data")] if p.endswith("freight-abm") else [],
        )
        for p in GL_PROJECTS
    ],
    # A model's whole Hugo site on its own subdomain is the artifact (the seed's Silk:
    # Path-Based, "a single slash").  Truth: every page of the site and the release zip;
    # the stylesheet is embedded, the GitHub link is off-portal.
    *[
        case(
            f"hugo-model-site-{h.split('.')[0]}",
            "Hugo project site (mobility model on its own subdomain)",
            "Multi-Hop",
            "path_based",
            f"http://{h}/",
            hugo_truth(h),
            lambda h=h: [hugo_site(h)],
        )
        for h in HUGO
    ],
    # The seed's GitHub: Path-Based with Externals, since raw files and release assets sit
    # on other hosts of the portal.  Truth: the repository's pages under its path plus the
    # raw and release-asset URIs on raw./objects.; owner page and site chrome excluded.
    *[
        case(
            f"forge-{p.split('/')[1]}",
            "GitHub-style forge (mobility research code with raw and asset hosts)",
            "Multi-Hop",
            "path_based_externals",
            GH.url("/" + p),
            gh_truth(p),
            gh_sites,
        )
        for p in GH_REPOS
    ],
]
