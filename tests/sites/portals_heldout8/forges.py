"""Software forges: two self-hosted GitLab instances (a current one with ``/-/`` routes and an
old 10.x one without) and a GitHub-like forge whose raw files, release assets and source
archives are served from a separate user-content domain.

Expected heuristics, from the seed's table: GitLab.com "Multi-Hop — Path-Based" (every page
of the project lives under the project's path: tree, blobs, raw files, commits, issues,
merge requests, wiki, releases, archives); GitHub "Multi-Hop — Path-Based with Externals"
(the same, plus files served from another domain, raw.githubusercontent.com in the seed).

Truth: the project's pages and files as the forge presents them to a visitor — overview,
trees, blobs, raw files, commit history and commits, branches/tags/releases and their
downloads, issues and merge/pull requests (lists and the items linked), wiki pages,
contributor graphs — and, for the GitHub-like forge, the raw files, release assets and
source archives on its user-content domain.  Not the artifact: the group/organisation page
and sibling projects whose path merely starts with this project's name (``coreflux-paper``,
``quakeloc-data``, ``snowmelt-model-data``; all in `others`), user profiles, the Web IDE and
sign-in screens (actions, not content), explore/help/pricing pages, CI and DOI badge
targets on other portals, ORCID, licences and social links.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Render, Shell, a, css, image_file, js, text_file, ul, zip_file

# --------------------------------------------------------------------------- GitLab (current)

GLA = "git.osterlund-univ.hx8.example"


def _gl_render(title: str, main: str, head: str) -> str:
    t = f"{title} · GitLab" if title else "Explore projects · GitLab"
    return f"""<!DOCTYPE html>
<html class="gl-light ui-neutral with-top-bar" lang="en"><head>
<meta charset="utf-8"><meta content="IE=edge" http-equiv="X-UA-Compatible">
<meta content="GitLab" property="og:site_name">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/application-9f3c2b1a77.css" media="all">
<link rel="stylesheet" href="/assets/highlight/themes/white-5a7b0e.css">
<link rel="icon" type="image/png" href="/assets/favicon-72a2cad5025aa931d6ea56c3201d1f18e68a8cd39788c7c80d5b2b82aa5143ef.png">
<script src="/assets/webpack/runtime.3b1f02e8.bundle.js" defer></script>
<script src="/assets/webpack/main.81a9c0d2.chunk.js" defer></script>{head}
</head><body class="ui-indigo tab-width-8 gl-browser-firefox" data-page="projects:show">
<header class="header-logged-out"><a class="gl-link" href="/"><img src="/assets/gitlab_logo-7ae504fe.svg" alt="GitLab"></a>
<nav><a href="/explore">Explore</a> <a href="/help">Help</a> <a href="/users/sign_in?redirect_to_referer=yes">Sign in</a>
<a href="/users/sign_up">Register</a></nav><form action="/search"><input name="search"></form></header>
<div class="content-wrapper"><main id="content-body">{main}</main></div>
<footer><a href="http://about.osterlund-univ.hx8.example/it/gitlab-terms">Terms of use</a> ·
<a href="/help/user/index">Documentation</a> · <a href="https://about.gitlab.com/">About GitLab</a></footer>
</body></html>
"""


def _gl_project(
    ns: str,
    name: str,
    desc: str,
    dash: str,
    files: dict[str, str],
    commits: list[tuple[str, str]],
    issues: list[tuple[int, str]],
    mrs: list[tuple[int, str]],
    wiki: list[str],
    tag: str,
    branch: str,
    archive: str,
    old: bool,
    user: tuple[str, str],
    render: Render,
) -> tuple[dict[str, PageValue], set[str], str]:
    """(pages, truth paths, entry path) of one project.  `dash` is "/-" for current GitLab,
    "" for 10.x routes; `archive` the archive route shape ("dash" or "repository");
    `user` the (profile path, name) of the committer; `render` the instance's chrome."""
    _gl_render = render  # noqa: N806 - the instance's chrome under the usual name
    base = f"/{ns}/{name}"
    p = base + dash
    pages: dict[str, PageValue] = {}
    truth = {base}
    dirs = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})
    tree_root = f"{p}/tree/{branch}"
    truth.add(tree_root)

    def tree_list(prefix: str) -> str:
        items = []
        for d in dirs:
            if d.rsplit("/", 1)[0] == prefix.rstrip("/") or (prefix == "" and "/" not in d):
                items.append((f"{p}/tree/{branch}/{d}", d.rsplit("/", 1)[-1] + "/"))
        for f in files:
            parent = f.rsplit("/", 1)[0] if "/" in f else ""
            if parent == prefix.rstrip("/"):
                items.append((f"{p}/blob/{branch}/{f}", f.rsplit("/", 1)[-1]))
        return ul(items, "tree-table")

    for d in dirs:
        truth.add(f"{p}/tree/{branch}/{d}")
        pages[f"{p}/tree/{branch}/{d}"] = _gl_render(
            f"{d} · {branch} · {ns} / {name}",
            f"<h2>{escape(name)} / {escape(d)}</h2>" + tree_list(d),
            "",
        )
    pages[tree_root] = _gl_render(
        f"Files · {branch} · {ns} / {name}", f"<h2>{escape(name)}</h2>" + tree_list(""), ""
    )
    for f, content in files.items():
        blob = f"{p}/blob/{branch}/{f}"
        raw = f"{p}/raw/{branch}/{f}"
        truth |= {blob, raw}
        pages[blob] = _gl_render(
            f"{f} · {branch} · {ns} / {name}",
            f'<div class="file-holder"><div class="file-title">{escape(f)}</div>'
            f'<div class="file-actions"><a href="{escape(raw)}" class="btn">Open raw</a> '
            f"{a(f'{p}/commits/{branch}/{f}' if not old else f'{p}/commits/{branch}', 'History')}</div>"
            f'<pre class="code highlight">{escape(content)}</pre></div>',
            "",
        )
        pages[raw] = text_file(content)
        if not old:
            truth.add(f"{p}/commits/{branch}/{f}")
            pages[f"{p}/commits/{branch}/{f}"] = _gl_render(
                f"History for {f}",
                f"<h2>History for {escape(f)}</h2>"
                + ul([(f"{p}/commit/{commits[0][0]}", commits[0][1])]),
                "",
            )
    clist = f"{p}/commits/{branch}"
    truth.add(clist)
    pages[clist] = _gl_render(
        f"Commits · {ns} / {name}",
        "<h2>Commits</h2>" + ul([(f"{p}/commit/{s}", m) for s, m in commits]),
        "",
    )
    for s, m in commits:
        truth.add(f"{p}/commit/{s}")
        pages[f"{p}/commit/{s}"] = _gl_render(
            f"{m} ({s[:8]}) · Commits · {ns} / {name}",
            f"<h2>{escape(m)}</h2><p>{s}</p><p>{a(user[0], user[1])}</p>",
            "",
        )
    tags = f"{p}/tags"
    tagp = f"{p}/tags/{tag}"
    if archive == "dash":
        arch = [
            f"/{ns}/{name}/-/archive/{tag}/{name}-{tag}.zip",
            f"/{ns}/{name}/-/archive/{tag}/{name}-{tag}.tar.gz",
            f"/{ns}/{name}/-/archive/{branch}/{name}-{branch}.zip",
        ]
    else:
        arch = [
            f"{base}/repository/{tag}/archive.tar.gz",
            f"{base}/repository/{tag}/archive.zip",
            f"{base}/repository/{branch}/archive.zip",
        ]
    for u in arch:
        truth.add(u)
        pages[u] = (
            zip_file({f"{name}/README.md": desc})
            if u.endswith(".zip")
            else Response.data(b"\x1f\x8b\x08\x00tar", "application/gzip")
        )
    truth |= {tags, tagp}
    pages[tags] = _gl_render(f"Tags · {ns} / {name}", "<h2>Tags</h2>" + ul([(tagp, tag)]), "")
    pages[tagp] = _gl_render(
        f"{tag} · Tags · {ns} / {name}",
        f"<h2>{tag}</h2>" + ul([(arch[0], "zip"), (arch[1], "tar.gz")]),
        "",
    )
    ilist = f"{p}/issues"
    truth.add(ilist)
    pages[ilist] = _gl_render(
        f"Issues · {ns} / {name}",
        "<h2>Issues</h2>" + ul([(f"{p}/issues/{n}", t) for n, t in issues]),
        "",
    )
    for n, t in issues:
        truth.add(f"{p}/issues/{n}")
        pages[f"{p}/issues/{n}"] = _gl_render(
            f"{t} (#{n}) · Issues · {ns} / {name}",
            f"<h2>{escape(t)}</h2><p>Opened by {a(user[0], user[1])}</p>",
            "",
        )
    mlist = f"{p}/merge_requests"
    truth.add(mlist)
    pages[mlist] = _gl_render(
        f"Merge requests · {ns} / {name}",
        "<h2>Merge requests</h2>" + ul([(f"{p}/merge_requests/{n}", t) for n, t in mrs]),
        "",
    )
    for n, t in mrs:
        truth.add(f"{p}/merge_requests/{n}")
        pages[f"{p}/merge_requests/{n}"] = _gl_render(
            f"{t} (!{n}) · Merge requests · {ns} / {name}", f"<h2>{escape(t)}</h2>", ""
        )
    wbase = f"{p}/wikis"
    for w in wiki:
        truth.add(f"{wbase}/{w}")
        pages[f"{wbase}/{w}"] = _gl_render(
            f"{w} · Wiki · {ns} / {name}",
            f"<h2>{escape(w)}</h2>" + ul([(f"{wbase}/{x}", x) for x in wiki]),
            "",
        )
    graphs = f"{p}/graphs/{branch}"
    truth.add(graphs)
    pages[graphs] = _gl_render(
        f"Contributors · {ns} / {name}",
        f"<h2>Contributors</h2><p>{escape(user[1])} 41 commits</p>",
        "",
    )
    readme = files.get("README.md", desc)
    sidebar = ul(
        [
            (base, "Project overview"),
            (tree_root, "Repository"),
            (clist, "Commits"),
            (f"{p}/branches" if not old else tags, "Branches" if not old else "Tags"),
            (ilist, f"Issues {len(issues)}"),
            (mlist, f"Merge requests {len(mrs)}"),
            (f"{wbase}/{wiki[0]}", "Wiki"),
            (graphs, "Contributors"),
        ],
        "sidebar-top-level-items",
    )
    if not old:
        truth.add(f"{p}/branches")
        pages[f"{p}/branches"] = _gl_render(
            f"Branches · {ns} / {name}", "<h2>Branches</h2>" + ul([(tree_root, branch)]), ""
        )
        rel = f"{p}/releases"
        truth |= {rel, f"{p}/releases/{tag}"}
        pages[rel] = _gl_render(
            f"Releases · {ns} / {name}",
            "<h2>Releases</h2>" + ul([(f"{p}/releases/{tag}", f"{name} {tag}")]),
            "",
        )
        pages[f"{p}/releases/{tag}"] = _gl_render(
            f"{name} {tag} · Releases · {ns} / {name}",
            f"<h2>{name} {tag}</h2>" + ul([(u, u.rsplit("/", 1)[-1]) for u in arch[:2]]),
            "",
        )
        sidebar += ul([(rel, "Releases"), (tags, "Tags")])
        ide = f"/-/ide/project/{ns}/{name}/edit/{branch}/-/"
        web_ide = a(ide, "Web IDE", 'class="btn"')
    else:
        web_ide = ""
    overview = f"""<div class="project-home-panel"><h1 class="home-panel-title">{escape(name)}</h1>
<p class="home-panel-description">{escape(desc)}</p><p>Project ID: 2841 · {a(f"/{ns}", ns)}</p></div>
<nav class="nav-sidebar">{sidebar}</nav>
<div class="project-buttons">{a("/users/sign_in?redirect_to_referer=yes", "Star")} {web_ide}
{a(arch[2], "Download source code (zip)")}</div>
<div class="tree-holder">{tree_list("")}</div>
<article class="file-holder readme-holder"><div class="file-title">{a(f"{p}/blob/{branch}/README.md", "README.md")}</div>
<div class="md">{escape(readme)}</div></article>"""
    pages[base] = _gl_render(
        f"{ns} / {name}", overview, f'<meta content="{escape(desc)}" name="description">'
    )
    return pages, truth, base


GLA_FILES = {
    "README.md": "coreflux: porewater flux modelling. See docs/usage.md. Cite via the Osterlund Research Data record.",
    "LICENSE": "MIT License\n",
    "coreflux/__init__.py": "__version__ = '1.4.0'\n",
    "coreflux/flux.py": "def fick_flux(phi, d0, grad):\n    return -phi * d0 * grad\n",
    "docs/usage.md": "# Usage\n\n    coreflux run cores.csv\n",
}


def _gla() -> tuple[dict[str, PageValue], set[str], str]:
    return _gl_project(
        "marine",
        "coreflux",
        "Porewater flux modelling toolkit for sediment cores",
        "/-",
        GLA_FILES,
        [
            ("a81f2c09d4be7731c0aa5e1b6f9d2e3c4b5a6978", "Release 1.4.0"),
            ("5d0e9b7c3a2f18e6d4c2b0a9f8e7d6c5b4a39281", "Fix units in fick_flux"),
        ],
        [
            (12, "Negative fluxes for porosity above 0.9"),
            (15, "Support Ogilvie diffusion coefficients"),
        ],
        [(7, "Add temperature correction")],
        ["home", "Installation"],
        "v1.4.0",
        "main",
        "dash",
        False,
        ("/bbrekke", "Oskar Brekke"),
        _gl_render,
    )


def _gla_build() -> list[Site]:
    pages, _t, _e = _gla()
    sibling = "/marine/coreflux-paper"
    pages.update(
        {
            "/marine": _gl_render(
                "marine",
                "<h1>Marine Sciences</h1>"
                + ul([("/marine/coreflux", "coreflux"), (sibling, "coreflux-paper")]),
                "",
            ),
            sibling: _gl_render(
                "marine / coreflux-paper",
                "<h1>coreflux-paper</h1><p>LaTeX sources of the coreflux paper.</p>",
                "",
            ),
            "/bbrekke": _gl_render(
                "Oskar Brekke", "<h1>Oskar Brekke</h1>" + ul([("/marine/coreflux", "coreflux")]), ""
            ),
            "/-/ide/project/marine/coreflux/edit/main/-/": _gl_render(
                "Sign in", "<h1>Sign in to use the Web IDE</h1>", ""
            ),
            "/explore": _gl_render("Explore projects", "<h1>Explore</h1>", ""),
            "/help": _gl_render("Help", "<h1>Help</h1>", ""),
            "/users/sign_in": _gl_render("Sign in", "<h1>Sign in</h1>", ""),
            "/users/sign_up": _gl_render("Register", "<h1>Register</h1>", ""),
            "/help/user/index": _gl_render(
                "User documentation", "<h1>GitLab user documentation</h1>", ""
            ),
            "/assets/application-9f3c2b1a77.css": css(),
            "/assets/highlight/themes/white-5a7b0e.css": css(),
            "/assets/favicon-72a2cad5025aa931d6ea56c3201d1f18e68a8cd39788c7c80d5b2b82aa5143ef.png": image_file(),
            "/assets/webpack/runtime.3b1f02e8.bundle.js": js(),
            "/assets/webpack/main.81a9c0d2.chunk.js": js(),
            "/assets/gitlab_logo-7ae504fe.svg": Response.data(
                b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
            ),
        }
    )
    # The README mentions its archived release in the institution's data repository.
    pages["/marine/coreflux"] = pages["/marine/coreflux"].replace(  # type: ignore[union-attr]
        "Cite via the Osterlund Research Data record.",
        'Cite via the <a href="http://data.osterlund-univ.hx8.example/records/4kq7m-2ab91">Osterlund Research Data record</a>.',
    )
    shell = Shell(
        GLA,
        _gl_render,
        home="<h1>Osterlund University GitLab</h1>" + a("/explore", "Explore projects"),
    )
    return [shell.site(pages)]


# --------------------------------------------------------------------------- GitLab 10.x

GLB = "gitlab.vardenfels-hs.hx8.example"


def _glb() -> tuple[dict[str, PageValue], set[str], str]:
    return _gl_project(
        "ag-seismik",
        "quakeloc",
        "Probabilistic earthquake location for dense local networks",
        "",
        {
            "README.md": "quakeloc - earthquake location (C99). Build with make.",
            "Makefile": "all:\n\tcc -O2 -o quakeloc src/*.c\n",
            "src/locate.c": "int locate(void) { return 0; }\n",
            "src/velmod.c": "double v(double z) { return 5.8 + 0.01 * z; }\n",
        },
        [("0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d", "Merge branch 'velmod-3d' into 'master'")],
        [(3, "Segfault with empty pick files")],
        [(5, "3-D velocity model support")],
        ["home"],
        "v0.9",
        "master",
        "repository",
        True,
        ("/jkessler", "Jana Kessler"),
        _glb_render,
    )


def _glb_render(title: str, main: str, head: str) -> str:
    return (
        _gl_render(title, main, head)
        .replace("/assets/application-9f3c2b1a77.css", "/assets/application-2b0e5e5b0f.css")
        .replace(
            "/assets/webpack/runtime.3b1f02e8.bundle.js", "/assets/webpack/runtime.5e0d.bundle.js"
        )
        .replace(
            "http://about.osterlund-univ.hx8.example/it/gitlab-terms",
            "http://www.vardenfels-hs.hx8.example/rechenzentrum/",
        )
    )


def _glb_build() -> list[Site]:
    pages, _t, _e = _glb()
    pages.update(
        {
            "/ag-seismik": _glb_render(
                "ag-seismik",
                "<h1>AG Seismik</h1>"
                + ul(
                    [
                        ("/ag-seismik/quakeloc", "quakeloc"),
                        ("/ag-seismik/quakeloc-data", "quakeloc-data"),
                    ]
                ),
                "",
            ),
            "/ag-seismik/quakeloc-data": _glb_render(
                "ag-seismik / quakeloc-data",
                "<h1>quakeloc-data</h1><p>Pick files and station lists.</p>",
                "",
            ),
            "/jkessler": _glb_render("Jana Kessler", "<h1>Jana Kessler</h1>", ""),
            "/explore": _glb_render("Explore projects", "<h1>Explore</h1>", ""),
            "/help": _glb_render("Help", "<h1>Help</h1>", ""),
            "/users/sign_in": _glb_render("Sign in", "<h1>Sign in</h1>", ""),
            "/users/sign_up": _glb_render("Register", "<h1>Register</h1>", ""),
            "/help/user/index": _glb_render(
                "User documentation", "<h1>GitLab user documentation</h1>", ""
            ),
            "/assets/highlight/themes/white-5a7b0e.css": css(),
            "/assets/webpack/main.81a9c0d2.chunk.js": js(),
            "/assets/favicon-72a2cad5025aa931d6ea56c3201d1f18e68a8cd39788c7c80d5b2b82aa5143ef.png": image_file(),
            "/assets/gitlab_logo-7ae504fe.svg": Response.data(
                b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
            ),
            "/assets/application-2b0e5e5b0f.css": css(),
            "/assets/webpack/runtime.5e0d.bundle.js": js(),
        }
    )
    shell = Shell(GLB, _glb_render, home="<h1>GitLab der Hochschule Vardenfels</h1>")
    return [shell.site(pages)]


# --------------------------------------------------------------------------- GitHub-like forge

GH = "github.ravensworth-uni.hx8.example"
RAW = "raw.ravensworth-usercontent.hx8.example"
OBJ = "objects.ravensworth-usercontent.hx8.example"


def _gh_render(title: str, main: str, head: str) -> str:
    t = title or "Ravensworth GitHub Enterprise"
    return f"""<!DOCTYPE html>
<html lang="en" data-color-mode="auto" data-light-theme="light"><head>
<meta charset="utf-8"><link rel="dns-prefetch" href="http://assets.ravensworth-usercontent.hx8.example">
<link crossorigin="anonymous" media="all" rel="stylesheet" href="/assets/primer-primitives-8500c2c7ce5f.css">
<link crossorigin="anonymous" media="all" rel="stylesheet" href="/assets/github-ee1ff1b7ba2b.css">
<script crossorigin="anonymous" defer type="application/javascript" src="/assets/wp-runtime-4f1b30e9.js"></script>
<title>{escape(t)}</title><meta name="description" content="{escape(t)}">
<link rel="fluid-icon" href="/fluidicon.png" title="GitHub"><meta name="hostname" content="{GH}">
<meta name="enterprise" content="true">{head}
</head><body class="logged-out env-production page-responsive">
<header class="Header-old header-logged-out"><a class="mr-lg-3" href="/" aria-label="Homepage">
<img src="/images/modules/logos_page/Octocat.png" alt="" width="32"></a>
<nav><a href="/explore">Explore</a> <a href="/topics">Topics</a> <a href="/trending">Trending</a></nav>
<form action="/search" method="get"><input name="q" placeholder="Search or jump to..."></form>
<a href="/login">Sign in</a></header>
<div class="application-main" data-commit-hovercards-enabled><main id="js-repo-pjax-container">{main}</main></div>
<footer class="footer"><a href="https://docs.github.com/enterprise-server@3.10">Docs</a>
<a href="http://www.ravensworth-uni.hx8.example/it/code-hosting-policy">Code hosting policy</a>
<a href="http://www.ravensworth-uni.hx8.example/privacy">Privacy</a> &#169; 2024 Ravensworth University</footer>
</body></html>
"""


def _gh_repo(
    owner: str,
    repo: str,
    desc: str,
    files: dict[str, str],
    sha: str,
    msg: str,
    issues: list[tuple[int, str, bool]],
    pulls: list[tuple[int, str]],
    release: tuple[str, list[str]] | None,
    wiki: list[str],
    extras: str,
) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str], set[str], set[str]]:
    """(forge pages, user-content pages keyed by host+path, truth on forge, truth on raw, truth on objects)."""
    b = f"/{owner}/{repo}"
    fp: dict[str, PageValue] = {}
    uc: dict[str, PageValue] = {}
    t_f = {b}
    t_r: set[str] = set()
    t_o: set[str] = set()
    dirs = sorted({f.rsplit("/", 1)[0] for f in files if "/" in f})

    def listing(prefix: str) -> str:
        rows = [(f"{b}/tree/main/{d}", d) for d in dirs if prefix == ""]
        rows += [
            (f"{b}/blob/main/{f}", f.rsplit("/", 1)[-1])
            for f in files
            if (f.rsplit("/", 1)[0] if "/" in f else "") == prefix
        ]
        return (
            '<div role="grid" aria-labelledby="files" class="Details-content--hidden-not-important js-navigation-container">'
            + ul(rows)
            + "</div>"
        )

    for d in dirs:
        t_f.add(f"{b}/tree/main/{d}")
        fp[f"{b}/tree/main/{d}"] = _gh_render(
            f"{repo}/{d} at main · {owner}/{repo}", listing(d), ""
        )
    for f, content in files.items():
        blob = f"{b}/blob/main/{f}"
        raw = f"http://{RAW}/{owner}/{repo}/main/{f}"
        t_f.add(blob)
        t_r.add(raw)
        uc[raw] = text_file(content)
        fp[blob] = _gh_render(
            f"{repo}/{f} at main · {owner}/{repo}",
            f'<div class="Box-header"><a href="{raw}" class="btn-sm btn" id="raw-url">Raw</a>'
            f' <a href="{b}/blame/main/{f}" class="btn-sm btn">Blame</a> <a href="{b}/commits/main/{f}">History</a></div>'
            f'<table class="highlight tab-size js-file-line-container"><tr><td class="blob-code">{escape(content)}</td></tr></table>',
            "",
        )
        for kind, body in ((f"{b}/blame/main/{f}", "Blame"), (f"{b}/commits/main/{f}", "History")):
            t_f.add(kind)
            fp[kind] = _gh_render(
                f"{body} · {f} · {owner}/{repo}",
                f"<h2>{body} of {escape(f)}</h2>" + a(f"{b}/commit/{sha}", msg),
                "",
            )
    t_f |= {
        f"{b}/commits/main",
        f"{b}/commit/{sha}",
        f"{b}/issues",
        f"{b}/pulls",
        f"{b}/graphs/contributors",
    }
    fp[f"{b}/commits/main"] = _gh_render(
        f"Commits · {owner}/{repo}", ul([(f"{b}/commit/{sha}", msg)]), ""
    )
    fp[f"{b}/commit/{sha}"] = _gh_render(
        f"{msg} · {owner}/{repo}@{sha[:7]}", f"<h2>{escape(msg)}</h2><p>{sha}</p>", ""
    )
    open_i = [(f"{b}/issues/{n}", t) for n, t, closed in issues if not closed]
    closed_i = [(f"{b}/issues/{n}", t) for n, t, closed in issues if closed]
    closed_q = f"{b}/issues?q=is%3Aissue+is%3Aclosed"
    fp[f"{b}/issues"] = _gh_render(
        f"Issues · {owner}/{repo}", ul(open_i) + a(closed_q, f"{len(closed_i)} Closed"), ""
    )
    # The closed-issues listing is linked (and part of the project) even when it is empty.
    t_f.add(closed_q)
    fp[closed_q] = _gh_render(
        f"Issues · {owner}/{repo}", ul(closed_i) or "<p>No results matched your search.</p>", ""
    )
    for n, t, _c in issues:
        t_f.add(f"{b}/issues/{n}")
        fp[f"{b}/issues/{n}"] = _gh_render(
            f"{t} · Issue #{n} · {owner}/{repo}", f"<h1>{escape(t)} #{n}</h1>", ""
        )
    fp[f"{b}/pulls"] = _gh_render(
        f"Pull requests · {owner}/{repo}",
        ul([(f"{b}/pull/{n}", t) for n, t in pulls])
        or "<p>There aren't any open pull requests.</p>",
        "",
    )
    for n, t in pulls:
        t_f |= {f"{b}/pull/{n}", f"{b}/pull/{n}/files"}
        fp[f"{b}/pull/{n}"] = _gh_render(
            f"{t} by tsalo · Pull Request #{n} · {owner}/{repo}",
            f"<h1>{escape(t)}</h1>" + a(f"{b}/pull/{n}/files", "Files changed"),
            "",
        )
        fp[f"{b}/pull/{n}/files"] = _gh_render(
            f"{t} · Pull Request #{n} · Files changed", "<pre>diff --git</pre>", ""
        )
    fp[f"{b}/graphs/contributors"] = _gh_render(
        f"Contributors to {owner}/{repo}", "<h2>Contributors</h2>", ""
    )
    zipu = f"http://{OBJ}/{owner}/{repo}/zip/refs/heads/main"
    t_o.add(zipu)
    uc[zipu] = zip_file({f"{repo}-main/README.md": files.get("README.md", desc)})
    side = ""
    if release:
        tag, assets = release
        t_f |= {f"{b}/releases", f"{b}/releases/tag/{tag}", f"{b}/tags"}
        rel_links = [(f"{b}/releases/download/{tag}/{x}", x) for x in assets]
        for u, x in rel_links:
            t_f.add(u)
            fp[u] = (
                zip_file({x: desc})
                if x.endswith(".zip")
                else Response.data(b"\x1f\x8b\x08\x00tar", "application/gzip")
            )
        src = [
            (f"http://{OBJ}/{owner}/{repo}/zip/refs/tags/{tag}", "Source code (zip)"),
            (f"http://{OBJ}/{owner}/{repo}/tar.gz/refs/tags/{tag}", "Source code (tar.gz)"),
        ]
        for u, _x in src:
            t_o.add(u)
            uc[u] = (
                zip_file({f"{repo}-{tag}/README.md": desc})
                if "zip" in u
                else Response.data(b"\x1f\x8b\x08\x00tar", "application/gzip")
            )
        relpage = _gh_render(
            f"Release {tag} · {owner}/{repo}",
            f"<h1>{tag}</h1><h2>Assets</h2>" + ul(rel_links + src),
            "",
        )
        fp[f"{b}/releases/tag/{tag}"] = relpage
        fp[f"{b}/releases"] = _gh_render(
            f"Releases · {owner}/{repo}", ul([(f"{b}/releases/tag/{tag}", tag)]), ""
        )
        fp[f"{b}/tags"] = _gh_render(
            f"Tags · {owner}/{repo}", ul([(f"{b}/releases/tag/{tag}", tag)] + src), ""
        )
        side += f'<div class="BorderGrid-cell"><h2>Releases 1</h2>{a(f"{b}/releases/tag/{tag}", tag)} {a(f"{b}/releases", "+ releases")} {a(f"{b}/tags", "1 tag")}</div>'
    if wiki:
        for w in wiki:
            wp = f"{b}/wiki" if w == "Home" else f"{b}/wiki/{w}"
            t_f.add(wp)
            fp[wp] = _gh_render(
                f"{w} · {owner}/{repo} Wiki",
                f"<h1>{escape(w)}</h1>" + ul([(f"{b}/wiki/{x}", x) for x in wiki if x != "Home"]),
                "",
            )
    tabs = [
        (b, "Code"),
        (f"{b}/issues", f"Issues {len(open_i)}"),
        (f"{b}/pulls", f"Pull requests {len(pulls)}"),
    ]
    if wiki:
        tabs.append((f"{b}/wiki", "Wiki"))
    tabs.append((f"{b}/graphs/contributors", "Insights"))
    main = f"""<div id="repository-container-header"><strong itemprop="author">{a(f"/{owner}", owner)}</strong> /
<strong itemprop="name">{a(b, repo)}</strong> <span class="Label">Public</span>
<ul class="pagehead-actions"><li>{a(f"/login?return_to=%2F{owner}%2F{repo}", "Fork 3")}</li><li>{a(f"/login?return_to=%2F{owner}%2F{repo}", "Star 17")}</li></ul>
<nav class="UnderlineNav">{ul(tabs)}</nav></div>
<div class="repository-content"><div class="file-navigation">{a(f"{b}/commits/main", "Commits")} <details><summary>Code</summary>{a(zipu, "Download ZIP")}</details></div>
{listing("")}
<div class="Layout-sidebar"><div class="BorderGrid-cell"><h2>About</h2><p>{escape(desc)}</p>{extras}</div>{side}</div>
<div id="readme" class="Box-body readme"><article class="markdown-body">{escape(files.get("README.md", ""))}
<p><a href="http://ci.ravensworth-uni.hx8.example/{owner}/{repo}"><img src="http://ci.ravensworth-uni.hx8.example/{owner}/{repo}/badge.svg" alt="CI"></a></p>
</article></div></div>"""
    fp[b] = _gh_render(
        f"{owner}/{repo}: {desc}", main, f'<meta property="og:title" content="{owner}/{repo}">'
    )
    return fp, uc, t_f, t_r, t_o


def _gh_snow() -> tuple[dict[str, PageValue], dict[str, PageValue], set[str], set[str], set[str]]:
    return _gh_repo(
        "hydro-lab",
        "snowmelt-model",
        "Energy-balance snowmelt model for alpine catchments",
        {
            "README.md": "snowmelt-model: an energy-balance snowmelt model. pip install . ; see the wiki for calibration.",
            "CITATION.cff": "cff-version: 1.2.0\ntitle: snowmelt-model\n",
            "src/melt.py": "def melt(q_net):\n    return max(q_net, 0) / 334000\n",
            "src/radiation.py": "SIGMA = 5.670374419e-8\n",
            "tests/test_melt.py": "from src.melt import melt\n",
        },
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4",
        "Add sublimation term",
        [(21, "Sublimation ignored above 3000 m", False), (18, "Units of albedo decay", True)],
        [(22, "Add sublimation term")],
        ("v2.1.0", ["snowmelt-model-2.1.0.tar.gz", "calibration-params.zip"]),
        ["Home", "Calibration"],
        '<p><a href="http://doi.pidhub-nordvik.hx8.example/10.83412/osterlund.4kq7m-2ab91">DOI badge</a> '
        '<a href="https://orcid.org/0000-0002-4471-0916">Tuuli Salo (ORCID)</a> '
        '<a href="https://choosealicense.com/licenses/gpl-3.0/">GPL-3.0 license</a></p>',
    )


def _gh_lidar() -> tuple[dict[str, PageValue], dict[str, PageValue], set[str], set[str], set[str]]:
    return _gh_repo(
        "tsalo",
        "lidar-denoise",
        "Noise filtering for airborne lidar point clouds",
        {
            "README.md": "lidar-denoise: statistical outlier removal for lidar tiles.",
            "denoise.py": "def sor(points, k=8):\n    return points\n",
            "requirements.txt": "numpy\nlaspy\n",
        },
        "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b",
        "Initial import",
        [(1, "Support LAZ input", False)],
        [],
        None,
        [],
        '<p><a href="http://www.ravensworth-uni.hx8.example/geography/people/tsalo">Tuuli Salo, Dept. of Geography</a></p>',
    )


def _gh_build() -> list[Site]:
    fp1, uc1, *_ = _gh_snow()
    fp2, uc2, *_ = _gh_lidar()
    pages: dict[str, PageValue] = {**fp1, **fp2}
    pages.update(
        {
            "/hydro-lab": _gh_render(
                "hydro-lab",
                "<h1>Hydrology Lab</h1>"
                + ul(
                    [
                        ("/hydro-lab/snowmelt-model", "snowmelt-model"),
                        ("/hydro-lab/snowmelt-model-data", "snowmelt-model-data"),
                    ]
                ),
                "",
            ),
            "/hydro-lab/snowmelt-model-data": _gh_render(
                "hydro-lab/snowmelt-model-data: forcing data",
                "<h1>snowmelt-model-data</h1><p>Forcing data for snowmelt-model.</p>",
                "",
            ),
            "/tsalo": _gh_render(
                "tsalo (Tuuli Salo)",
                "<h1>Tuuli Salo</h1>"
                + ul(
                    [
                        ("/tsalo/lidar-denoise", "lidar-denoise"),
                        ("/tsalo/thesis-code", "thesis-code"),
                    ]
                ),
                "",
            ),
            "/tsalo/thesis-code": _gh_render("tsalo/thesis-code", "<h1>thesis-code</h1>", ""),
            "/login": _gh_render("Sign in to GitHub", "<h1>Sign in</h1>", ""),
            "/explore": _gh_render("Explore", "<h1>Explore</h1>", ""),
            "/topics": _gh_render("Topics", "<h1>Topics</h1>", ""),
            "/trending": _gh_render("Trending", "<h1>Trending</h1>", ""),
            "/assets/primer-primitives-8500c2c7ce5f.css": css(),
            "/assets/github-ee1ff1b7ba2b.css": css(),
            "/assets/wp-runtime-4f1b30e9.js": js(),
            "/fluidicon.png": image_file(),
            "/images/modules/logos_page/Octocat.png": image_file(),
        }
    )
    # Repo B's README points at repo A; the owner's profile lists other repositories.
    pages["/tsalo/lidar-denoise"] = pages["/tsalo/lidar-denoise"].replace(  # type: ignore[union-attr]
        "statistical outlier removal for lidar tiles.",
        'statistical outlier removal for lidar tiles. Used with <a href="/hydro-lab/snowmelt-model">snowmelt-model</a>. '
        'Author: <a href="/tsalo">tsalo</a>.',
    )
    shell = Shell(GH, _gh_render, home="<h1>Ravensworth University GitHub Enterprise</h1>")
    raw = Site(RAW)
    obj = Site(OBJ)
    raw.add("/", Response.text("", 400))
    obj.add("/", Response.text("", 400))
    for u, v in {**uc1, **uc2}.items():
        host, path = u[len("http://") :].split("/", 1)
        (raw if host == RAW else obj).add("/" + path, v)
    return [shell.site(pages), raw, obj]


def _gh_truth(
    parts: tuple[dict[str, PageValue], dict[str, PageValue], set[str], set[str], set[str]],
) -> frozenset[str]:
    _fp, _uc, t_f, t_r, t_o = parts
    return frozenset({f"http://{GH}{p}" for p in t_f} | t_r | t_o)


CASES: list[Case] = [
    Case(
        name="gitlab_coreflux_project",
        imitates="GitLab (self-hosted, current /-/ routes)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=f"http://{GLA}/marine/coreflux",
        truth=frozenset(f"http://{GLA}{p}" for p in _gla()[1]),
        build=_gla_build,
        others=frozenset([f"http://{GLA}/marine", f"http://{GLA}/marine/coreflux-paper"]),
    ),
    Case(
        name="gitlab10_quakeloc_project",
        imitates="GitLab (self-hosted 10.x, routes without /-/)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=f"http://{GLB}/ag-seismik/quakeloc",
        truth=frozenset(f"http://{GLB}{p}" for p in _glb()[1]),
        build=_glb_build,
        others=frozenset([f"http://{GLB}/ag-seismik", f"http://{GLB}/ag-seismik/quakeloc-data"]),
    ),
    Case(
        name="ghe_snowmelt_model",
        imitates="GitHub Enterprise-like forge (user content on its own domain)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=f"http://{GH}/hydro-lab/snowmelt-model",
        truth=_gh_truth(_gh_snow()),
        build=_gh_build,
        others=frozenset([f"http://{GH}/hydro-lab", f"http://{GH}/hydro-lab/snowmelt-model-data"]),
    ),
    Case(
        name="ghe_lidar_denoise",
        imitates="GitHub Enterprise-like forge (user content on its own domain)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=f"http://{GH}/tsalo/lidar-denoise",
        truth=_gh_truth(_gh_lidar()),
        build=_gh_build,
        others=frozenset([f"http://{GH}/hydro-lab/snowmelt-model"]),
    ),
]
