"""A GitHub Enterprise Server with subdomain isolation (seed: GitHub software project,
multi-hop, Path-Based with Externals).

Raw files are served from `raw.code.halvorsen-uni.example` and Git LFS objects from
`media.code.halvorsen-uni.example`, like raw.githubusercontent.com / media.githubusercontent.com.
Truth: the repository pages under `/<owner>/<repo>/...` (tree, blobs, commits, commit pages,
branches, tags, releases with their assets and source archives, issues, pull requests,
wiki, contributor graph, stargazers, forks list, watchers) and the raw / media files the
blob pages link to on the two isolated hosts.  Not truth: the organisation and user
profiles, topic pages, the login / explore / search chrome, the Sign-in-to-star action, the
archived release on the university archive (another portal's artifact) and the
sibling repository `fjordsim-data`.
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, bare_site, build_site, e, ul

HOST = "code.halvorsen-uni.example"
RAW = "raw.code.halvorsen-uni.example"
MEDIA = "media.code.halvorsen-uni.example"

HEADER = (
    '<header class="Header js-details-container Details" role="banner">'
    '<a class="Header-link" href="/" aria-label="Homepage"><svg height="32" class="octicon octicon-mark-github"></svg></a>'
    '<form class="js-site-search-form" role="search" action="/search" method="get">'
    '<input type="text" name="q" placeholder="Search or jump to..."></form>'
    '<nav class="d-flex">'
    + a("/pulls", "Pull requests")
    + a("/issues", "Issues")
    + a("/explore", "Explore")
    + "</nav>"
    + a("/login?return_to=%2F", "Sign in", class_="HeaderMenu-link")
    + "</header>"
)
FOOTER = (
    '<footer class="footer width-full container-xl p-responsive" role="contentinfo">'
    "<p>© 2024 Halvorsen University IT</p>"
    + ul(
        [
            ("https://docs.github.com/enterprise-server@3.11", "Help"),
            ("/site/privacy", "Privacy"),
            ("/site/terms", "Terms"),
            ("https://status.halvorsen-uni.example", "Status"),
        ]
    )
    + "</footer>"
)
SHELL = Shell(
    HOST,
    "GitHub Enterprise",
    "{title}",
    HEADER,
    FOOTER,
    css=(
        "/assets/light-0eace2597ca3.css",
        "/assets/primer-8d0e3ddeb5c1.css",
        "/assets/github-4a9c5de1fcb3.css",
    ),
    js=(
        "/assets/wp-runtime-b9a6ec30f3a2.js",
        "/assets/vendors-node_modules_github_remote-form-cd9a2b0c.js",
        "/assets/github-elements-0c1e2b3a.js",
    ),
    logo="/images/modules/logos_page/GitHub-Mark.png",
    favicon="/favicon.ico",
    head_extra='<meta property="og:site_name" content="GitHub">',
    body_attrs='class="logged-out env-production page-responsive"',
)


def repo(
    owner, name, desc, files, lfs, issues, pulls, commits, releases, wiki, topics, readme_links=()
):
    p = f"/{owner}/{name}"
    pages, raws, medias = {}, {}, {}
    truth: set[str] = set()

    def tabs():
        t = [
            (p, "Code"),
            (f"{p}/issues", f"Issues {len(issues)}"),
            (f"{p}/pulls", f"Pull requests {len(pulls)}"),
            (f"{p}/actions", "Actions"),
            (f"{p}/security", "Security"),
            (f"{p}/pulse", "Insights"),
        ]
        if wiki:
            t.insert(4, (f"{p}/wiki", "Wiki"))
        return (
            f'<div class="AppHeader-context">{a("/" + owner, owner)} / <strong>{a(p, name)}</strong> '
            f'<span class="Label">Public</span> {a(f"/login?return_to={p}", "Star")} </div>'
            f'<nav class="UnderlineNav js-repo-nav">{ul(t)}</nav>'
        )

    def add(path, title, body):
        pages[path] = SHELL.page(title, tabs() + body)
        truth.add(SHELL.url(path))

    for path, content in files.items():
        rawurl = f"https://{RAW}/{owner}/{name}/main/{path}"
        raws[f"/{owner}/{name}/main/{path}"] = Response.text(content)
        truth.add(rawurl)
        add(
            f"{p}/blob/main/{path}",
            f"{name}/{path} at main · {owner}/{name}",
            f"<h1>{e(path)}</h1>{a(rawurl, 'Raw', class_='btn-sm')} {a(f'{p}/commits/main/{path}', 'History')}"
            f"<pre>{e(content)}</pre>",
        )
        add(
            f"{p}/commits/main/{path}",
            f"History for {path} - {owner}/{name}",
            ul([(f"{p}/commit/{commits[0][0]}", commits[0][1])]),
        )
    for path, size in lfs.items():
        mediaurl = f"https://{MEDIA}/{owner}/{name}/main/{path}"
        medias[f"/{owner}/{name}/main/{path}"] = Response.data(
            b"\x89HDF\r\n\x1a\n" + bytes(size % 50)
        )
        truth.add(mediaurl)
        add(
            f"{p}/blob/main/{path}",
            f"{name}/{path} at main · {owner}/{name}",
            f"<h1>{e(path)}</h1><p>Stored with Git LFS</p>{a(mediaurl, 'View raw')}",
        )
    allfiles = list(files) + list(lfs)
    dirs = sorted({f.rsplit("/", 1)[0] for f in allfiles if "/" in f})

    def listing(prefix):
        rows = [
            (f"{p}/tree/main/{d}", d.rsplit("/", 1)[-1])
            for d in dirs
            if (d.rsplit("/", 1)[0] if "/" in d else "") == prefix
        ]
        rows += [
            (f"{p}/blob/main/{f}", f.rsplit("/", 1)[-1])
            for f in allfiles
            if (f.rsplit("/", 1)[0] if "/" in f else "") == prefix
        ]
        return (
            '<table aria-labelledby="folders-and-files">'
            + "".join(f"<tr><td>{a(h, t)}</td></tr>" for h, t in rows)
            + "</table>"
        )

    for d in dirs:
        add(f"{p}/tree/main/{d}", f"{name}/{d} at main · {owner}/{name}", listing(d))
    for sha, msg in commits:
        add(
            f"{p}/commit/{sha}",
            f"{msg} · {owner}/{name}@{sha[:7]}",
            f"<h1>{e(msg)}</h1>{a(f'{p}/tree/{sha}', 'Browse files')}",
        )
        add(f"{p}/tree/{sha}", f"{owner}/{name} at {sha}", listing(""))
    add(
        f"{p}/commits/main",
        f"Commits · {owner}/{name}",
        ul([(f"{p}/commit/{s}", m) for s, m in commits]),
    )
    add(f"{p}/branches", f"Branches · {owner}/{name}", ul([(f"{p}/tree/main", "main")]))
    rel = []
    for tag, assets in releases:
        links = []
        for fname in assets:
            u = f"{p}/releases/download/{tag}/{fname}"
            pages[u] = Response.data(b"\x1f\x8b\x08\x00" + fname.encode())
            truth.add(SHELL.url(u))
            links.append((u, fname))
        for ext in ("zip", "tar.gz"):
            u = f"{p}/archive/refs/tags/{tag}.{ext}"
            pages[u] = Response.data(b"PK" + tag.encode())
            truth.add(SHELL.url(u))
            links.append((u, f"Source code ({ext})"))
        add(
            f"{p}/releases/tag/{tag}",
            f"Release {tag} · {owner}/{name}",
            f"<h1>{e(tag)}</h1>" + ul(links),
        )
        add(f"{p}/tree/{tag}", f"{owner}/{name} at {tag}", listing(""))
        rel.append((f"{p}/releases/tag/{tag}", tag))
    add(f"{p}/releases", f"Releases · {owner}/{name}", ul(rel))
    add(f"{p}/tags", f"Tags · {owner}/{name}", ul([(f"{p}/tree/{t}", t) for t, _ in releases]))
    for n, t in issues:
        add(
            f"{p}/issues/{n}",
            f"{t} · Issue #{n} · {owner}/{name}",
            f"<h1>{e(t)}</h1><p>{a('/' + owner, owner)} opened this issue</p>",
        )
    add(f"{p}/issues", f"Issues · {owner}/{name}", ul([(f"{p}/issues/{n}", t) for n, t in issues]))
    for n, t in pulls:
        add(
            f"{p}/pull/{n}",
            f"{t} by {owner} · Pull Request #{n} · {owner}/{name}",
            f"<h1>{e(t)}</h1>{a(f'{p}/pull/{n}/files', 'Files changed')}",
        )
        add(f"{p}/pull/{n}/files", f"{t} · Pull Request #{n} · {owner}/{name}", "<pre>diff</pre>")
    add(
        f"{p}/pulls",
        f"Pull requests · {owner}/{name}",
        ul([(f"{p}/pull/{n}", t) for n, t in pulls]),
    )
    for slug, text in wiki.items():
        add(
            f"{p}/wiki/{slug}",
            f"{slug} · {owner}/{name} Wiki",
            f"<p>{e(text)}</p>" + ul([(f"{p}/wiki/{s}", s) for s in wiki]),
        )
    if wiki:
        add(f"{p}/wiki", f"Home · {owner}/{name} Wiki", ul([(f"{p}/wiki/{s}", s) for s in wiki]))
    add(f"{p}/actions", f"Workflow runs · {owner}/{name}", "<p>CI</p>")
    add(
        f"{p}/security", f"Security Overview · {owner}/{name}", "<p>No security policy detected</p>"
    )
    add(f"{p}/pulse", f"Pulse · {owner}/{name}", a(f"{p}/graphs/contributors", "Contributors"))
    add(f"{p}/graphs/contributors", f"Contributors to {owner}/{name}", ul([("/" + owner, owner)]))
    for what in ("stargazers", "watchers", "forks"):
        add(f"{p}/{what}", f"{what.title()} · {owner}/{name}", ul([("/" + owner, owner)]))
    zipu = f"{p}/archive/refs/heads/main.zip"
    pages[zipu] = Response.data(b"PK main")
    truth.add(SHELL.url(zipu))
    readme = files.get("README.md", "")
    main = (
        f'<div class="Layout"><div class="Layout-main">'
        f'<div class="file-navigation">{a(f"{p}/branches", "1 Branch")} {a(f"{p}/tags", f"{len(releases)} Tags")}'
        f' <details><summary>Code</summary><input value="https://{HOST}{p}.git" readonly>{a(zipu, "Download ZIP")}</details></div>'
        f'<div class="Box">{a(f"{p}/commit/{commits[0][0]}", commits[0][1])} {a(f"{p}/commits/main", f"{len(commits)} Commits")}'
        f"{listing('')}</div>"
        f'<article class="markdown-body"><pre>{e(readme)}</pre><img src="https://{RAW}/{owner}/{name}/main/docs/figure.png" alt="">'
        + "".join(f"<p>{a(h, t)}</p>" for h, t in readme_links)
        + "</article></div>"
        f'<div class="Layout-sidebar"><h2>About</h2><p>{e(desc)}</p>'
        + " ".join(a(f"/topics/{t}", t, class_="topic-tag") for t in topics)
        + f"<p>{a(f'{p}/stargazers', 'Stars')} {a(f'{p}/watchers', 'Watchers')} {a(f'{p}/forks', 'Forks')}</p>"
        f"<h2>{a(f'{p}/releases', 'Releases')}</h2>{ul(rel[:1])}"
        f"<h2>{a(f'{p}/graphs/contributors', 'Contributors')}</h2>{ul([('/' + owner, owner)])}</div></div>"
    )
    pages[p] = SHELL.page(f"GitHub - {owner}/{name}: {desc}", tabs() + main)
    truth.add(SHELL.url(p))
    return pages, raws, medias, truth


C1 = [
    ("4e1d9a0b6f2c8e7d5a3b1c0f9e8d7c6b5a4f3e2d", "Couple sill exchange to tracer module"),
    ("aa11bb22cc33dd44ee55ff6600aa11bb22cc33dd", "Initial model import"),
]
C2 = [("b0b0b0b0c1c1c1c1d2d2d2d2e3e3e3e3f4f4f4f4", "First public version")]


def _all():
    pa, ra, ma, ta = repo(
        "halvorsen-lab",
        "fjordsim",
        "Coupled fjord circulation model",
        {
            "README.md": "# fjordsim\n\nA coupled fjord circulation model.\n",
            "LICENSE": "BSD 3-Clause\n",
            "CITATION.cff": "title: fjordsim\n",
            "fjordsim/__init__.py": "",
            "fjordsim/sill.py": "def exchange(): ...\n",
            "docs/index.md": "# fjordsim docs\n",
        },
        {"data/bathymetry_masfjorden.h5": 4096},
        [(31, "Sill exchange unstable at high tide"), (27, "Document forcing files")],
        [(33, "Stabilise sill exchange")],
        C1,
        [("v2.0.0", ["fjordsim-2.0.0-linux-x86_64.tar.gz"]), ("v1.0.0", [])],
        {"Home": "fjordsim wiki", "Forcing-files": "How to prepare forcing"},
        ["ocean-modelling", "fjords"],
        readme_links=[
            ("https://archive.univ-nord.example/records/ahzv0-3pn77", "Archived at UNord Archive"),
            ("/halvorsen-lab/fjordsim-data", "Input data: halvorsen-lab/fjordsim-data"),
        ],
    )
    pb, rb, mb, tb = repo(
        "aud-eriksen",
        "ctd-despike",
        "Despiking of CTD casts",
        {"README.md": "# ctd-despike\n", "despike.py": "def despike(x): ...\n"},
        {},
        [(2, "Handle NaN at surface")],
        [],
        C2,
        [("0.1", [])],
        {},
        ["oceanography"],
    )
    pd, rd, md, _ = repo(
        "halvorsen-lab",
        "fjordsim-data",
        "Input data for fjordsim",
        {"README.md": "# data\n"},
        {},
        [],
        [],
        C2,
        [],
        {},
        [],
    )
    return ({**pa, **pb, **pd}, {**ra, **rb, **rd}, {**ma, **mb, **md}), ta, tb


def build():
    (pages, raws, medias), _, _ = _all()
    SHELL.featured = [
        ("/halvorsen-lab/fjordsim", "halvorsen-lab/fjordsim"),
        ("/aud-eriksen/ctd-despike", "aud-eriksen/ctd-despike"),
    ]
    home = "<h1>Halvorsen University GitHub Enterprise</h1><h2>Explore repositories</h2>" + ul(
        SHELL.featured
    )
    return [
        build_site(SHELL, pages, home),
        bare_site(RAW, raws, SHELL.url("/")),
        bare_site(MEDIA, medias),
    ]


_, _TA, _TB = _all()
CASES = [
    Case(
        "ghe-repo-raw-and-lfs",
        "github-enterprise",
        "multi-hop",
        "path_based_externals",
        SHELL.url("/halvorsen-lab/fjordsim"),
        frozenset(_TA),
        build,
        frozenset(
            {
                "https://archive.univ-nord.example/records/ahzv0-3pn77",
                SHELL.url("/halvorsen-lab/fjordsim-data"),
            }
        ),
    ),
    Case(
        "ghe-small-repo",
        "github-enterprise",
        "multi-hop",
        "path_based_externals",
        SHELL.url("/aud-eriksen/ctd-despike"),
        frozenset(_TB),
        build,
    ),
]
