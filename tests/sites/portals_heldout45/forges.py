"""heldout45 software and project sites: a self-hosted code forge, a hosted forge with
raw-file and release-object hosts, a package registry with a separate file host, and a
data-story site builder that gives every project its own subdomain."""

from __future__ import annotations

import re
from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import CSS, Chrome, data, ul

# --- self-hosted code forge (Forgejo-style; everything under /<owner>/<repo>/) ------------

MP = Chrome(
    "code.marlpit.hx45.example",
    "Marlpit Code",
    menu=[
        ("/explore/repos", "Explore"),
        ("/explore/users", "Users"),
        ("/explore/organizations", "Organisations"),
    ],
    footer=[("/assets/licenses", "Licences"), ("/api/swagger", "API"), ("/help", "Help")],
    account=(("/user/login", "Sign in"), ("/user/sign_up", "Register")),
    title_fmt="{title} - {name}",
    cookie=False,
)


def _mp_repo(
    owner: str, repo: str, files: list[str], issues: int, tags: list[str]
) -> tuple[dict[str, object], list[str]]:
    """The repository's pages and their paths (all under /owner/repo/)."""
    b = f"/{owner}/{repo}/"
    tabs = ul(
        [
            (b, "Code"),
            (f"{b}issues", f"Issues {issues}"),
            (f"{b}releases", "Releases"),
            (f"{b}wiki", "Wiki"),
            (f"{b}activity", "Activity"),
        ],
        "repo-tabs",
    )
    head = f'<h1><a href="/{owner}">{owner}</a> / <a href="{b}">{repo}</a></h1>{tabs}'
    p: dict[str, object] = {}
    tree = "".join(f'<li><a href="{b}src/branch/main/{f}">{f}</a></li>' for f in files)
    p[b] = MP.page(
        f"{owner}/{repo}",
        f"""{head}<p class="desc">Tidal simulation tools.</p>
<p><a href="{b}commits/branch/main">12 commits</a> · <a href="{b}archive/main.zip">Download ZIP</a></p>
<ul class="tree">{tree}</ul><div class="readme"><h2>README</h2><p>Build with make.</p></div>""",
    )
    for f in files:
        p[f"{b}src/branch/main/{f}"] = MP.page(
            f"{f} at main - {owner}/{repo}",
            f'{head}<pre>…</pre><a href="{b}raw/branch/main/{f}">Raw</a>',
        )
        p[f"{b}raw/branch/main/{f}"] = data(f"# {f}\n", "text/plain")
    p[f"{b}archive/main.zip"] = data(b"PK\x05\x06" + b"\0" * 18, "application/zip")
    p[f"{b}commits/branch/main"] = MP.page(
        f"Commits - {owner}/{repo}",
        f'{head}<ul><li><a href="{b}commit/9f2c1e7">Fix tide table</a></li></ul>',
    )
    p[f"{b}commit/9f2c1e7"] = MP.page(
        f"Fix tide table - {owner}/{repo}", f"{head}<pre>diff …</pre>"
    )
    pages = (issues + 4) // 5
    for n in range(1, pages + 1):
        q = "" if n == 1 else f"?page={n}"
        items = "".join(
            f'<li><a href="{b}issues/{i}">Issue {i}</a></li>'
            for i in range(5 * n - 4, min(5 * n, issues) + 1)
        )
        nxt = f'<a rel="next" href="{b}issues?page={n + 1}">Next</a>' if n < pages else ""
        p[f"{b}issues{q}"] = MP.page(f"Issues - {owner}/{repo}", f"{head}<ul>{items}</ul>{nxt}")
    for i in range(1, issues + 1):
        p[f"{b}issues/{i}"] = MP.page(
            f"Issue {i} - {owner}/{repo}",
            f'{head}<h2>Issue {i}</h2><p>by <a href="/{owner}">{owner}</a></p>',
        )
    rel = "".join(
        f'<li><a href="{b}releases/tag/{t}">{t}</a> '
        f'<a href="{b}releases/download/{t}/{repo}-{t}.tar.gz">{repo}-{t}.tar.gz</a></li>'
        for t in tags
    )
    p[f"{b}releases"] = MP.page(f"Releases - {owner}/{repo}", f"{head}<ul>{rel}</ul>")
    for t in tags:
        p[f"{b}releases/tag/{t}"] = MP.page(f"{t} - {owner}/{repo}", f"{head}<h2>{t}</h2>")
        p[f"{b}releases/download/{t}/{repo}-{t}.tar.gz"] = data(
            b"\x1f\x8b" + b"\0" * 20, "application/gzip"
        )
    p[f"{b}wiki"] = MP.page(f"Wiki - {owner}/{repo}", f"{head}<p>Welcome to the wiki.</p>")
    p[f"{b}activity"] = MP.page(f"Activity - {owner}/{repo}", f"{head}<p>3 active issues.</p>")
    return p, list(p)


_MP_REPOS = [
    ("ecolab", "tide-sim", ["Makefile", "tide.c"], 2, ["v0.1"]),
    (
        "hydro-group",
        "estuary-mesh",
        ["Makefile", "mesh.py", "cli.py", "docs.md", "LICENSE"],
        8,
        ["v1.0", "v1.1", "v2.0"],
    ),
]


def _mp_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for owner, repo, files, issues, tags in _MP_REPOS:
        pages.update(_mp_repo(owner, repo, files, issues, tags)[0])
        pages[f"/{owner}"] = MP.page(owner, f"<h1>{owner}</h1>" + ul([(f"/{owner}/{repo}/", repo)]))
    # A sibling whose path extends the entry's without its slash: not part of estuary-mesh.
    pages["/hydro-group"] = MP.page(
        "hydro-group",
        "<h1>hydro-group</h1>"
        + ul(
            [
                ("/hydro-group/estuary-mesh/", "estuary-mesh"),
                ("/hydro-group/estuary-mesh-legacy/", "estuary-mesh-legacy"),
            ]
        ),
    )
    pages["/hydro-group/estuary-mesh-legacy/"] = MP.page(
        "hydro-group/estuary-mesh-legacy", "<h1>Legacy mesher</h1>"
    )
    return [MP.site(pages)]  # type: ignore[arg-type]


def _mp_truth(i: int) -> frozenset[str]:
    return frozenset(MP.url(p) for p in _mp_repo(*_MP_REPOS[i])[1])


# --- hosted forge with raw and release-object hosts (GitHub-style) ------------------------

QH = Chrome(
    "www.quillhub.hx45.example",
    "QuillHub",
    menu=[("/features", "Product"), ("/explore", "Explore"), ("/pricing", "Pricing")],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("/status", "Status"),
    ],
    account=(("/login", "Sign in"), ("/signup", "Sign up")),
    title_fmt="{title}",
    analytics="http://t.pulsemeter.hx45.example/h.js",
)
QH_RAW = "raw.quillhub-content.hx45.example"
QH_OBJ = "objects.quillhub-content.hx45.example"


def _qh_repo(
    owner: str, repo: str, files: list[str], tags: list[str], issues: list[int]
) -> tuple[dict[str, object], dict[str, object], dict[str, object], frozenset[str]]:
    b = f"/{owner}/{repo}/"
    tabs = ul(
        [
            (b, "Code"),
            (f"{b}issues", "Issues"),
            (f"{b}pulls", "Pull requests"),
            (f"{b}actions", "Actions"),
            (f"{b}releases", "Releases"),
        ],
        "UnderlineNav",
    )
    head = f'<div class="repohead"><a href="/{owner}">{owner}</a> / <strong>{repo}</strong>{tabs}</div>'
    p: dict[str, object] = {}
    raw: dict[str, object] = {}
    obj: dict[str, object] = {}
    ext: list[str] = []
    rows = "".join(f'<tr><td><a href="{b}blob/main/{f}">{f}</a></td></tr>' for f in files)
    p[b] = QH.page(
        f"{owner}/{repo}: WARC tooling",
        f"""{head}<table class="files">{rows}</table>
<article class="markdown-body"><h1>{repo}</h1><p>Split and merge WARC files.</p></article>
<p><a href="{b}commits/main">Commits</a></p>""",
    )
    for f in files:
        r = f"http://{QH_RAW}/{owner}/{repo}/main/{f}"
        raw[f"/{owner}/{repo}/main/{f}"] = data(f"{f}\n", "text/plain")
        ext.append(r)
        p[f"{b}blob/main/{f}"] = QH.page(
            f"{repo}/{f} at main · {owner}/{repo}", f'{head}<pre>…</pre><a href="{r}">Raw</a>'
        )
    p[f"{b}commits/main"] = QH.page(f"Commits · {owner}/{repo}", f"{head}<p>Latest: tidy CLI</p>")
    p[f"{b}pulls"] = QH.page(f"Pull requests · {owner}/{repo}", f"{head}<p>0 open</p>")
    p[f"{b}actions"] = QH.page(f"Actions · {owner}/{repo}", f"{head}<p>All workflows passing</p>")
    il = "".join(f'<li><a href="{b}issues/{i}">#{i}</a></li>' for i in issues)
    p[f"{b}issues"] = QH.page(f"Issues · {owner}/{repo}", f"{head}<ul>{il}</ul>")
    for i in issues:
        p[f"{b}issues/{i}"] = QH.page(f"Issue #{i} · {owner}/{repo}", f"{head}<h2>#{i}</h2>")
    rl = ""
    for t in tags:
        o = f"http://{QH_OBJ}/releases/{owner}/{repo}/{t}/{repo}-{t}.tar.gz"
        obj[o.split(QH_OBJ, 1)[1]] = data(b"\x1f\x8b" + b"\0" * 20, "application/gzip")
        ext.append(o)
        rl += f'<li><a href="{b}releases/tag/{t}">{t}</a> <a href="{o}">{repo}-{t}.tar.gz</a></li>'
        p[f"{b}releases/tag/{t}"] = QH.page(
            f"Release {t} · {owner}/{repo}",
            f'{head}<h2>{t}</h2><a href="{o}">{repo}-{t}.tar.gz</a>',
        )
    p[f"{b}releases"] = QH.page(f"Releases · {owner}/{repo}", f"{head}<ul>{rl}</ul>")
    truth = frozenset([QH.url(x) for x in p] + ext)
    return p, raw, obj, truth


_QH_REPOS = [
    ("nadia-k", "warcsplit", ["README.md", "warcsplit.py"], ["v0.4.0"], [3]),
    (
        "lab-lumen",
        "cdx-indexer",
        ["README.md", "pyproject.toml", "src/cdx.py", "tests/test_cdx.py"],
        ["v1.0.0", "v1.1.0", "v1.2.0"],
        [11, 14, 19],
    ),
]


def _qh_sites() -> list[Site]:
    pages: dict[str, object] = {}
    raw, obj = Site(QH_RAW), Site(QH_OBJ)
    for owner, repo, files, tags, issues in _QH_REPOS:
        p, r, o, _t = _qh_repo(owner, repo, files, tags, issues)
        pages.update(p)
        pages[f"/{owner}"] = QH.stub(owner, f"{owner}'s repositories")
        for k, v in r.items():
            raw.add(k, v)  # type: ignore[arg-type]
        for k, v in o.items():
            obj.add(k, v)  # type: ignore[arg-type]
    return [QH.site(pages), raw, obj]  # type: ignore[arg-type]


def _qh_truth(i: int) -> frozenset[str]:
    return _qh_repo(*_QH_REPOS[i])[3]


# --- package registry with a separate file host (PyPI-style) -----------------------------

WH = Chrome(
    "index.wheelyard.hx45.example",
    "Wheelyard",
    menu=[("/help/", "Help"), ("/sponsors/", "Sponsors"), ("/stats/", "Statistics")],
    footer=[
        ("/policy/terms-of-use/", "Terms"),
        ("/security/", "Security"),
        ("/sitemap/", "Site map"),
    ],
    account=(("/account/login/", "Log in"), ("/account/register/", "Register")),
    title_fmt="{title} · {name}",
)
WH_FILES = "dl.wheelyard-files.hx45.example"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _wh_project(
    name: str, versions: list[str], classifiers: list[str]
) -> tuple[dict[str, object], dict[str, object], frozenset[str]]:
    b = f"/project/{name}/"
    p: dict[str, object] = {}
    f: dict[str, object] = {}
    ext: list[str] = []
    latest = versions[-1]

    def dl(v: str) -> list[str]:
        return [
            f"http://{WH_FILES}/packages/{name[0]}/{name}/{name}-{v}.tar.gz",
            f"http://{WH_FILES}/packages/{name[0]}/{name}/{name.replace('-', '_')}-{v}-py3-none-any.whl",
        ]

    side = ul(
        [
            (f"{b}#description", "Project description"),
            (f"{b}history/", "Release history"),
            (f"{b}files/", "Download files"),
        ],
        "vertical-tabs",
    )
    cls = ul([(f"/search/?c={_slug(c)}", c) for c in classifiers])
    p[b] = WH.page(
        f"{name} {latest}",
        f"""<div class="banner"><h1>{name} {latest}</h1>
<code>pip install {name}</code></div>{side}<section id="description"><p>Tools for {name}.</p></section>
<h3>Classifiers</h3>{cls}""",
    )
    hist = ul([(f"{b}{v}/", v) for v in reversed(versions)])
    p[f"{b}history/"] = WH.page(f"{name} release history", f"<h1>{name}</h1>{side}{hist}")
    p[f"{b}files/"] = WH.page(
        f"{name} files",
        f"<h1>{name} {latest}</h1>{side}" + ul([(u, u.rsplit("/", 1)[1]) for u in dl(latest)]),
    )
    for v in versions:
        if v != latest:
            p[f"{b}{v}/"] = WH.page(
                f"{name} {v}",
                f"<h1>{name} {v}</h1>{side}" + ul([(u, u.rsplit("/", 1)[1]) for u in dl(v)]),
            )
        else:
            p[f"{b}{v}/"] = WH.page(f"{name} {v}", f'<h1>{name} {v}</h1><a href="{b}">latest</a>')
    for v in versions:
        for u in dl(v) if v != latest else dl(latest):
            f[u.split(WH_FILES, 1)[1]] = data(
                b"PK\x03\x04" + b"\0" * 26, "application/octet-stream"
            )
    for v in versions:
        ext += dl(v)
    for c in classifiers:
        p[f"/search/?c={_slug(c)}"] = WH.stub(f"Projects classified {c}")
    truth = frozenset([WH.url(x) for x in p if x.startswith(b)] + ext)
    return p, f, truth


_WH_PROJECTS = [
    ("warc-tally", ["0.2.0"], ["Topic :: Internet :: WWW/HTTP"]),
    (
        "seabed-grid",
        ["1.0.0", "1.1.0", "1.2.3", "2.0.0"],
        ["Topic :: Scientific/Engineering :: GIS", "License :: OSI Approved :: BSD License"],
    ),
]


def _wh_sites() -> list[Site]:
    pages: dict[str, object] = {}
    files = Site(WH_FILES)
    for name, versions, cls in _WH_PROJECTS:
        p, fl, _t = _wh_project(name, versions, cls)
        pages.update(p)
        for k, v in fl.items():
            files.add(k, v)  # type: ignore[arg-type]
    return [WH.site(pages), files]  # type: ignore[arg-type]


def _wh_truth(i: int) -> frozenset[str]:
    return _wh_project(*_WH_PROJECTS[i])[2]


# --- data-story site builder: one subdomain per project (the seed's Silk shape) ------------

FP_HOME = "www.fathompages.hx45.example"
FP = Chrome(
    FP_HOME,
    "Fathom Pages",
    menu=[("/gallery", "Gallery"), ("/pricing", "Pricing")],
    footer=[("/terms", "Terms"), ("/abuse", "Report abuse")],
)


def _fp_page(title: str, nav: list[tuple[str, str]], body: str) -> str:
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>{escape(title)}</title><link rel="stylesheet" href="/_fathom/theme.css"></head>
<body><header class="site-nav">{ul(nav)}</header><main>{body}</main>
<footer><a href="http://{FP_HOME}/">Made with Fathom Pages</a> ·
<a href="http://{FP_HOME}/abuse">Report abuse</a></footer></body></html>
"""


def _fp_site(
    sub: str, title: str, views: list[str], tables: list[str]
) -> tuple[Site, frozenset[str]]:
    host = f"{sub}.fathompages.hx45.example"
    nav = [("/", "Overview")] + [(f"/view/{v}", v.title()) for v in views] + [("/data/", "Data")]
    s = Site(host)
    s.add("/", _fp_page(title, nav, f"<h1>{escape(title)}</h1><p>An interactive data story.</p>"))
    s.add("/_fathom/theme.css", data(CSS, "text/css"))
    for v in views:
        s.add(
            f"/view/{v}",
            _fp_page(f"{v.title()} — {title}", nav, f"<h2>{v}</h2><div data-chart='{v}'></div>"),
        )
    rows = "".join(
        f'<li><a href="/data/{t}">{t}</a> (<a href="/data/{t}.csv">CSV</a>)</li>' for t in tables
    )
    s.add("/data/", _fp_page(f"Data — {title}", nav, f"<ul>{rows}</ul>"))
    paths = ["/", "/data/"] + [f"/view/{v}" for v in views]
    for t in tables:
        s.add(
            f"/data/{t}", _fp_page(f"{t} — {title}", nav, f"<table><tr><th>{t}</th></tr></table>")
        )
        s.add(f"/data/{t}.csv", data(f"id,{t}\n1,0.5\n", "text/csv"))
        paths += [f"/data/{t}", f"/data/{t}.csv"]
    return s, frozenset(f"http://{host}{p}" for p in paths)


_FP_PROJECTS = [
    ("coastline-erosion", "Coastline erosion in Norfolk, 1990–2025", ["map"], ["transects"]),
    (
        "kelp-watch",
        "Kelp Watch: canopy cover along the Pacific coast",
        ["map", "timeline", "compare"],
        ["sites", "canopy-yearly", "sst-anomaly"],
    ),
]


def _fp_sites() -> list[Site]:
    home = FP.site(
        {
            "/gallery": FP.page(
                "Gallery",
                ul([(f"http://{s}.fathompages.hx45.example/", t) for s, t, _v, _d in _FP_PROJECTS]),
            )
        }
    )
    return [home] + [_fp_site(*p)[0] for p in _FP_PROJECTS]


CASES: list[Case] = [
    # The seed's GitLab/BitBucket shape: every artifact URI extends the entry URI -> path_based.
    Case(
        "marlpit-tide-sim",
        "code forge (Forgejo-style repository)",
        "software",
        "path_based",
        MP.url("/ecolab/tide-sim/"),
        _mp_truth(0),
        _mp_sites,
    ),
    # Harder: paginated issues, three tagged releases with attachments, more files.
    Case(
        "marlpit-estuary-mesh",
        "code forge (Forgejo-style, paginated issues, three releases)",
        "software",
        "path_based",
        MP.url("/hydro-group/estuary-mesh/"),
        _mp_truth(1),
        _mp_sites,
    ),
    # The seed's GitHub shape: raw files and release tarballs on other domains ->
    # path_based_externals.
    Case(
        "quillhub-warcsplit",
        "hosted forge (GitHub-style with raw host)",
        "software",
        "path_based_externals",
        QH.url("/nadia-k/warcsplit/"),
        _qh_truth(0),
        _qh_sites,
    ),
    Case(
        "quillhub-cdx-indexer",
        "hosted forge (GitHub-style, raw and release-object hosts, three releases)",
        "software",
        "path_based_externals",
        QH.url("/lab-lumen/cdx-indexer/"),
        _qh_truth(1),
        _qh_sites,
    ),
    # Project pages under /project/<name>/, distributions on a separate file host ->
    # path_based_externals (the Kaggle/GitHub reading).
    Case(
        "wheelyard-warc-tally",
        "package registry (PyPI-style project)",
        "software",
        "path_based_externals",
        WH.url("/project/warc-tally/"),
        _wh_truth(0),
        _wh_sites,
    ),
    Case(
        "wheelyard-seabed-grid",
        "package registry (PyPI-style, four releases, wheels and sdists)",
        "software",
        "path_based_externals",
        WH.url("/project/seabed-grid/"),
        _wh_truth(1),
        _wh_sites,
    ),
    # The seed's Silk shape: the whole project subdomain is the artifact -> path_based from "/".
    Case(
        "fathom-coastline",
        "data story site (Silk-style project subdomain)",
        "visualization",
        "path_based",
        "http://coastline-erosion.fathompages.hx45.example/",
        _fp_site(*_FP_PROJECTS[0])[1],
        _fp_sites,
    ),
    Case(
        "fathom-kelp-watch",
        "data story site (Silk-style, three views, three tables)",
        "visualization",
        "path_based",
        "http://kelp-watch.fathompages.hx45.example/",
        _fp_site(*_FP_PROJECTS[1])[1],
        _fp_sites,
    ),
]
