"""A self-hosted GitLab (seed: GitLab.com software project, multi-hop, Path-Based).

Truth: every page of the project under `/<namespace>/<project>/-/...` that shows the
project's own content: repository tree and blobs, raw files, commits and commit pages,
branches, tags, releases and their source archives, issues and issue pages, merge requests,
wiki pages, activity, members, pipelines and contributor graphs — plus the project page
itself.  Not truth: the `new` actions (they redirect to the sign-in page), the group page,
user profiles, topic explore pages, the help / explore / sign-in chrome, and the sibling
project `tidewatch-docs` whose path merely starts with the same string (a separate
artifact).  Case 2 is a project in a nested subgroup with less content.
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, build_site, e, ul

HOST = "git.lab-kestrel.example"
HEADER = (
    '<header class="navbar navbar-gitlab" data-testid="navbar"><div class="container-fluid">'
    '<a class="tanuki-logo" href="/" title="Homepage"><img src="/assets/logo-911de323fa0def29aaf817fca33916653fc92f3ff31647ac41d2c39bbe243edb.png" alt=""></a>'
    '<ul class="nav navbar-sub-nav">'
    + "<li>"
    + a("/explore", "Explore")
    + "</li><li>"
    + a("/help", "Help")
    + "</li></ul>"
    '<form class="search-form" action="/search" method="get"><input name="search" placeholder="Search GitLab"></form>'
    + a("/users/sign_in?redirect_to_referer=yes", "Sign in", class_="btn")
    + a("/users/sign_up", "Register now", class_="btn")
    + "</div></header>"
)
FOOTER = (
    '<footer class="footer-links">'
    + a("/help", "Help")
    + a("https://about.gitlab.com/", "About GitLab")
    + a("https://lab-kestrel.example/imprint", "Imprint")
    + "</footer>"
)

SHELL = Shell(
    HOST,
    "Explore · GitLab",
    "{title} · GitLab",
    HEADER,
    FOOTER,
    css=("/assets/application-8d2e6a6f7c3b.css", "/assets/highlight/themes/white-0b2.css"),
    js=("/assets/webpack/runtime.2c1d8f4e.bundle.js", "/assets/webpack/main.7ab0a1ee.chunk.js"),
    logo="/assets/logo-911de323fa0def29aaf817fca33916653fc92f3ff31647ac41d2c39bbe243edb.png",
    favicon="/assets/favicon-72a2cad5025aa931d6ea56c3201d1f18e68a8cd39788c7c80d5b2b82aa5143ef.png",
    head_extra='<meta property="og:site_name" content="GitLab">',
    body_attrs='class="ui-indigo tab-width-8 gl-browser-firefox" data-page="projects:show"',
)


def project(
    ns, name, desc, files, issues, mrs, commits, tags, wiki, topics, owner, readme_links=()
):
    p = f"/{ns}/{name}"
    pages: dict = {}
    truth: set[str] = set()
    display = f"{ns.replace('/', ' / ')} / {name}"

    def sidebar():
        items = [
            (p, "Project information"),
            (f"{p}/-/activity", "Activity"),
            (f"{p}/-/project_members", "Members"),
            (f"{p}/-/tree/main", "Repository"),
            (f"{p}/-/commits/main", "Commits"),
            (f"{p}/-/branches", "Branches"),
            (f"{p}/-/tags", "Tags"),
            (f"{p}/-/graphs/main", "Contributor statistics"),
            (f"{p}/-/issues", f"Issues {len(issues)}"),
            (f"{p}/-/merge_requests", f"Merge requests {len(mrs)}"),
            (f"{p}/-/pipelines", "Pipelines"),
            (f"{p}/-/releases", "Releases"),
        ]
        if wiki:
            items.append((f"{p}/-/wikis/home", "Wiki"))
        return '<aside class="nav-sidebar">' + ul(items) + "</aside>"

    def add(path, title, body):
        pages[path] = SHELL.page(f"{title} · {display}", sidebar() + body)
        truth.add(path)

    # repository
    dirs = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})
    for path, content in files.items():
        raw = f"{p}/-/raw/main/{path}"
        pages[raw] = Response.text(content)
        truth.add(raw)
        add(
            f"{p}/-/blob/main/{path}",
            f"{path} · main",
            f"<h1>{e(path)}</h1>{a(raw, 'Open raw')} {a(f'{p}/-/commits/main/{path}', 'History')}"
            f"<pre><code>{e(content)}</code></pre>",
        )
        add(
            f"{p}/-/commits/main/{path}",
            f"History for {path}",
            ul([(f"{p}/-/commit/{commits[0][0]}", commits[0][1])]),
        )

    def listing(prefix):
        entries = []
        for d in dirs:
            if d.rsplit("/", 1)[0] == prefix.rstrip("/") or (prefix == "" and "/" not in d):
                entries.append((f"{p}/-/tree/main/{d}", d.rsplit("/", 1)[-1] + "/"))
        for f in files:
            parent = f.rsplit("/", 1)[0] if "/" in f else ""
            if parent == prefix.rstrip("/"):
                entries.append((f"{p}/-/blob/main/{f}", f.rsplit("/", 1)[-1]))
        return (
            '<table class="tree-table">'
            + "".join(f"<tr><td>{a(h, t)}</td></tr>" for h, t in entries)
            + "</table>"
        )

    for d in dirs:
        add(f"{p}/-/tree/main/{d}", f"{d} · main", f"<h1>{e(d)}</h1>" + listing(d))
    add(f"{p}/-/tree/main", "Files · main", "<h1>Files</h1>" + listing(""))
    # commits
    for sha, msg in commits:
        add(
            f"{p}/-/commit/{sha}",
            f"{msg} ({sha[:8]})",
            f"<h1>{e(msg)}</h1><p>Authored by {a('/' + owner, owner)}</p>"
            f"{a(f'{p}/-/tree/{sha}', 'Browse files')}",
        )
        add(f"{p}/-/tree/{sha}", f"Files · {sha[:8]}", listing(""))
    add(f"{p}/-/commits/main", "Commits · main", ul([(f"{p}/-/commit/{s}", m) for s, m in commits]))
    add(f"{p}/-/branches", "Branches", ul([(f"{p}/-/tree/main", "main")]))
    # tags and releases
    rel = []
    for t in tags:
        arch = [f"{p}/-/archive/{t}/{name}-{t}.{ext}" for ext in ("zip", "tar.gz")]
        for u in arch:
            pages[u] = b"\x1f\x8b\x08\x00" + t.encode()
            truth.add(u)
        add(
            f"{p}/-/releases/{t}",
            f"{t} · Releases",
            f"<h1>{e(name)} {e(t)}</h1>"
            + ul([(u, u.rsplit("/", 1)[-1]) for u in arch])
            + a(f"{p}/-/tags/{t}", "Tag"),
        )
        add(
            f"{p}/-/tags/{t}",
            f"{t} · Tags",
            ul([(f"{p}/-/tree/{t}", "Browse files"), (f"{p}/-/releases/{t}", "Release")]),
        )
        add(f"{p}/-/tree/{t}", f"Files · {t}", listing(""))
        rel.append((f"{p}/-/releases/{t}", t))
    add(f"{p}/-/releases", "Releases", ul(rel))
    add(f"{p}/-/tags", "Tags", ul([(f"{p}/-/tags/{t}", t) for t in tags]))
    # issues and MRs
    for n, t in issues:
        add(
            f"{p}/-/issues/{n}",
            f"{t} (#{n}) · Issues",
            f"<h1>{e(t)}</h1><p>Opened by {a('/' + owner, owner)}</p>"
            f'<p>Label: <span class="gl-label">bug</span></p>{a(f"{p}/-/issues/new", "New issue")}',
        )
    add(
        f"{p}/-/issues",
        "Issues",
        ul([(f"{p}/-/issues/{n}", t) for n, t in issues]) + a(f"{p}/-/issues/new", "New issue"),
    )
    for n, t in mrs:
        add(
            f"{p}/-/merge_requests/{n}",
            f"{t} (!{n})",
            f"<h1>{e(t)}</h1>{a(f'{p}/-/merge_requests/{n}/diffs', 'Changes')}",
        )
        add(f"{p}/-/merge_requests/{n}/diffs", f"{t} (!{n}) · Changes", "<pre>diff</pre>")
    add(
        f"{p}/-/merge_requests",
        "Merge requests",
        ul([(f"{p}/-/merge_requests/{n}", t) for n, t in mrs]),
    )
    for path in (f"{p}/-/issues/new", f"{p}/-/merge_requests/new", f"{p}/-/forks/new"):
        pages[path] = Response.redirect(SHELL.url("/users/sign_in"))
    # wiki and the rest
    for slug, text in wiki.items():
        add(
            f"{p}/-/wikis/{slug}",
            f"{slug} · Wiki",
            f"<h1>{e(slug)}</h1><p>{e(text)}</p>"
            + ul([(f"{p}/-/wikis/{s}", s) for s in wiki])
            + a(f"{p}/-/wikis/pages", "All pages"),
        )
    if wiki:
        add(f"{p}/-/wikis/pages", "Pages · Wiki", ul([(f"{p}/-/wikis/{s}", s) for s in wiki]))
    add(f"{p}/-/activity", "Activity", ul([(f"{p}/-/commit/{s}", m) for s, m in commits[:2]]))
    add(f"{p}/-/project_members", "Members", ul([("/" + owner, owner)]))
    add(f"{p}/-/pipelines", "Pipelines", "<p>passed</p>")
    add(f"{p}/-/graphs/main", "Contributors", ul([("/" + owner, owner)]))
    # the project page
    readme = files.get("README.md", "")
    tops = " ".join(a(f"/explore/projects/topics/{t}", t, class_="gl-badge") for t in topics)
    main = (
        f'<nav class="breadcrumbs">{a("/" + ns, ns)} / {a(p, name)}</nav>'
        f'<div class="project-home-panel"><h1 class="home-panel-title">{e(name)}</h1>'
        f'<p class="home-panel-description">{e(desc)}</p><div class="topics">{tops}</div>'
        f"{a(f'{p}/-/starrers', 'Star')} {a(f'{p}/-/forks/new', 'Fork')}</div>"
        f'<div class="project-last-commit">{a(f"{p}/-/commit/{commits[0][0]}", commits[0][1])}</div>'
        f'<div class="project-buttons">{a(f"{p}/-/commits/main", f"{len(commits)} Commits")} '
        f"{a(f'{p}/-/branches', '1 Branch')} {a(f'{p}/-/tags', f'{len(tags)} Tags')} "
        f"{a(f'{p}/-/releases', 'Releases')}</div>"
        f'<div class="dropdown"><h4>Download source code</h4>'
        + ul([(f"{p}/-/archive/main/{name}-main.{x}", x) for x in ("zip", "tar.gz", "tar.bz2")])
        + f'</div><input readonly value="https://{HOST}{p}.git"><div class="tree-holder">{listing("")}</div>'
        f'<article class="file-content md"><pre>{e(readme)}</pre>'
        + "".join(f"<p>{a(h, t)}</p>" for h, t in readme_links)
        + "</article>"
    )
    for x in ("zip", "tar.gz", "tar.bz2"):
        pages[f"{p}/-/archive/main/{name}-main.{x}"] = b"\x1f\x8b\x08\x00main"
        truth.add(f"{p}/-/archive/main/{name}-main.{x}")
    add(f"{p}/-/starrers", "Starrers", ul([("/" + owner, owner)]))
    pages[p] = SHELL.page(display, sidebar() + main)
    truth.add(p)
    return pages, {SHELL.url(t) for t in truth}


C1 = [
    ("9f3c2a1d7e6b5a4c3d2e1f0a9b8c7d6e5f4a3b2c", "Fix datum offset for Bergen gauge"),
    ("1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b", "Add harmonic constituents table"),
    ("77aa88bb99cc00dd11ee22ff33aa44bb55cc66dd", "Initial commit"),
]
C2 = [
    ("0c0ffee0c0ffee0c0ffee0c0ffee0c0ffee0c0ff", "Flag spikes above 5 sigma"),
    ("5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed", "Initial import"),
]


def _all():
    pa, ta = project(
        "kestrel-lab",
        "tidewatch",
        "Tide gauge ingestion and quality control for Nordic harbours.",
        {
            "README.md": "# tidewatch\n\nIngest tide gauge records.\n",
            "LICENSE": "MIT License\n",
            "pyproject.toml": "[project]\nname = 'tidewatch'\n",
            "src/tidewatch/__init__.py": "__version__ = '0.3.0'\n",
            "src/tidewatch/ingest.py": "def ingest(path):\n    ...\n",
            "tests/test_ingest.py": "def test_ingest():\n    pass\n",
        },
        [(12, "Bergen gauge reports wrong datum"), (9, "Support NetCDF input")],
        [(4, "Add NetCDF reader")],
        C1,
        ["v0.3.0", "v0.2.1"],
        {"home": "Welcome to the tidewatch wiki.", "Installation": "pip install tidewatch"},
        ["tides", "oceanography"],
        "ingrid.haugen",
        readme_links=[
            ("/kestrel-lab/tidewatch-docs", "Documentation: kestrel-lab/tidewatch-docs"),
            ("https://archive.univ-nord.example/records/ahzv0-3pn77", "Archived release"),
        ],
    )
    pb, tb = project(
        "kestrel-lab/hydro",
        "gauge-qc",
        "Spike and flat-line detection for river gauges.",
        {"README.md": "# gauge-qc\n", "gauge_qc.py": "def flag(series):\n    ...\n"},
        [(1, "Flat-line detector misses frozen sensors")],
        [],
        C2,
        ["1.0"],
        {},
        ["hydrology"],
        "arvid.lunde",
    )
    pd, _ = project(
        "kestrel-lab",
        "tidewatch-docs",
        "Documentation of tidewatch.",
        {"README.md": "# tidewatch docs\n"},
        [],
        [],
        [C1[2]],
        [],
        {},
        [],
        "ingrid.haugen",
    )
    return {**pa, **pb, **pd}, ta, tb


def build():
    pages, _, _ = _all()
    SHELL.featured = [
        ("/kestrel-lab/tidewatch", "kestrel-lab / tidewatch"),
        ("/kestrel-lab/hydro/gauge-qc", "kestrel-lab / hydro / gauge-qc"),
        ("/kestrel-lab/tidewatch-docs", "kestrel-lab / tidewatch-docs"),
    ]
    pages["/kestrel-lab"] = SHELL.page("kestrel-lab", "<h1>Kestrel Lab</h1>" + ul(SHELL.featured))
    home = "<h1>Explore projects</h1>" + ul(SHELL.featured)
    return [build_site(SHELL, pages, home)]


_, _TA, _TB = _all()
CASES = [
    Case(
        "gitlab-project",
        "gitlab",
        "multi-hop",
        "path_based",
        SHELL.url("/kestrel-lab/tidewatch"),
        frozenset(_TA),
        build,
        frozenset(
            {
                SHELL.url("/kestrel-lab/tidewatch-docs"),
                "https://archive.univ-nord.example/records/ahzv0-3pn77",
            }
        ),
    ),
    Case(
        "gitlab-subgroup-project",
        "gitlab",
        "multi-hop",
        "path_based",
        SHELL.url("/kestrel-lab/hydro/gauge-qc"),
        frozenset(_TB),
        build,
    ),
]
