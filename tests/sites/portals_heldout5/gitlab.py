"""A self-hosted GitLab under an unfamiliar host name (seed row "GitLab.com": path_based).

A software project is a multi-hop artifact whose every page sits under the project's path
(seed: "the entry page URI is a substring of all artifact URIs"): tree, blobs, raw files
(/-/raw/), commits, issues, releases, tags, wiki, archives (/-/archive/) and release
uploads (/uploads/), reached over several hops (a blob through the tree, an issue through
the issue list, an upload through the release page).  Expected: **path_based**.  Truth:
every such URI the project's pages link.  Not in it: the group and user pages, the help
pages, and a sibling project whose path merely extends this one's
(/geo-group/tidal-model-docs vs /geo-group/tidal-model: `others`).
"""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case

from ._skin import Skin, a, blob, ul

GL = "code.hollins-lab.hx5.example"
GL_SHELL = """<!DOCTYPE html><html class="gl-light ui-neutral with-header" lang="{lang}"><head><meta charset="utf-8">
<title>{title}</title>{head}</head><body class="tab-width-8 gl-browser-firefox" data-page="projects:show" data-group="geo-group">
<header class="header-logged-out" data-testid="navbar"><div class="container-fluid"><a class="brand-logo" href="/"><img src="/assets/gitlab_logo-2957169c8ef64c58616a1ac3f4fc626e8a35ce4eb3ed31bb0d873712f2a041a0.png" alt="{name}"></a>
<nav>{nav}</nav><form class="search-form" action="{search}"><input name="search" placeholder="Search GitLab"></form>
<a href="/users/sign_in?redirect_to_referer=yes">Sign in</a> <a href="/users/sign_up">Register</a></div></header>
<div class="layout-page page-with-super-sidebar"><div class="content-wrapper"><main id="content-body" class="content">{main}</main></div></div>
<footer class="gl-footer">{footer}</footer>
<script src="/assets/webpack/runtime.0f1a9c2b.bundle.js" defer></script><script src="/assets/webpack/main.8e7d6c5b.chunk.js" defer></script></body></html>
"""
GL_PROJECTS = {
    "geo-group/tidal-model": (
        "tidal-model",
        "Harmonic tidal prediction model for the Hollins estuary",
        "v0.3.0",
        "a3f9c21e",
        ["src/model.py", "src/harmonics.py"],
        [1, 2],
        "geo-group/tidal-model-docs",
    ),
    "mwelch/kelp-classifier": (
        "kelp-classifier",
        "Kelp canopy classification from drone imagery",
        "v1.0.0",
        "77be0d94",
        ["train.py"],
        [4],
        None,
    ),
}


def _gl_skin() -> Skin:
    return Skin(
        host=GL,
        name="GitLab",
        shell=GL_SHELL,
        title_fmt="{t} · GitLab",
        home_title="Explore projects · GitLab",
        head=(
            '<meta content="GitLab" property="og:site_name">'
            '<meta name="description" content="GitLab Community Edition">'
            '<link rel="stylesheet" href="/assets/application-9c1c5e2f.css">'
            '<meta name="csrf-token" content="x9Qe">'
        ),
        nav=[
            ("/explore", "Explore"),
            ("/help", "Help"),
            ("/explore/groups", "Groups"),
            ("/explore/snippets", "Snippets"),
        ],
        footer=[
            ("/help/legal", "Terms"),
            ("/help/privacy", "Privacy"),
            ("http://about.hollins-lab.test/", "Hollins Lab"),
        ],
        assets=[
            "/assets/application-9c1c5e2f.css",
            "/assets/webpack/runtime.0f1a9c2b.bundle.js",
            "/assets/webpack/main.8e7d6c5b.chunk.js",
            "/assets/gitlab_logo-2957169c8ef64c58616a1ac3f4fc626e8a35ce4eb3ed31bb0d873712f2a041a0.png",
        ],
        search="/search",
    )


def _gl_members(p: str) -> list[str]:
    short, _d, tag, sha, files, issues, _sib = GL_PROJECTS[p]
    b = f"/{p}"
    out = [
        b,
        f"{b}/-/tree/main",
        f"{b}/-/blob/main/README.md",
        f"{b}/-/raw/main/README.md",
        f"{b}/-/commits/main",
        f"{b}/-/commit/{sha}",
        f"{b}/-/issues",
        f"{b}/-/releases",
        f"{b}/-/releases/{tag}",
        f"{b}/-/tags",
        f"{b}/-/wikis/home",
        f"{b}/-/wikis/Installation",
        f"{b}/-/archive/main/{short}-main.zip",
        f"{b}/-/archive/main/{short}-main.tar.gz",
        f"{b}/-/archive/{tag}/{short}-{tag}.tar.gz",
        f"{b}/uploads/5e8f0a41c2/{short}-{tag}-weights.tar.gz",
    ]
    out += [f"{b}/-/blob/main/{f}" for f in files] + [f"{b}/-/raw/main/{f}" for f in files]
    out += [f"{b}/-/issues/{i}" for i in issues]
    return out


def _gl_sidebar(b: str) -> str:
    return (
        '<aside class="super-sidebar" aria-label="Project navigation">'
        + ul(
            [
                (b, "Project overview"),
                (f"{b}/-/tree/main", "Repository"),
                (f"{b}/-/commits/main", "Commits"),
                (f"{b}/-/tags", "Tags"),
                (f"{b}/-/issues", "Issues"),
                (f"{b}/-/releases", "Releases"),
                (f"{b}/-/wikis/home", "Wiki"),
            ]
        )
        + "</aside>"
    )


def _gl_site():
    skin = _gl_skin()
    pages: dict = {}
    for p, (short, desc, tag, sha, files, issues, sib) in GL_PROJECTS.items():
        b, ns = f"/{p}", p.split("/")[0]

        def pg(title: str, body: str, b: str = b, p: str = p, ns: str = ns) -> str:
            crumbs = f'<nav class="breadcrumbs">{a(f"/{ns}", ns)} / {a(b, p.split("/")[1])}</nav>'
            return skin.page(
                f"{title} · {p}",
                crumbs + _gl_sidebar(b) + f'<div class="project-page">{body}</div>',
            )

        archives = (
            f'<div class="dropdown" data-testid="code-dropdown"><h4>Download source code</h4>'
            f"{a(f'{b}/-/archive/main/{short}-main.zip', 'zip')} {a(f'{b}/-/archive/main/{short}-main.tar.gz', 'tar.gz')}"
            f'<h4>Clone</h4><input readonly value="https://{GL}/{p}.git"></div>'
        )
        sib_html = f"<p>Documentation sources: {a(f'/{sib}', sib)}</p>" if sib else ""
        pages[b] = pg(
            short,
            f"""<h1 class="home-panel-title" data-testid="project-name-content">{escape(short)}</h1>
<p class="home-panel-description">{escape(desc)}</p><p>Project ID: 4{len(p)} · {a(f"{b}/-/commits/main", "Commits")}
· {a(f"{b}/-/tags", "1 Tag")} · {a(f"{b}/-/releases", "1 Release")}</p>{archives}
<ul class="project-files">{"".join(f"<li>{a(f'{b}/-/blob/main/{f}', f)}</li>" for f in ["README.md", *files])}</ul>
<p>{a(f"{b}/-/tree/main", "Browse files")}</p><div class="readme-holder"><h2>README.md</h2><p>{escape(desc)}. See the
{a(f"{b}/-/wikis/home", "wiki")} and the {a(f"{b}/-/issues", "issue tracker")}.</p></div>{sib_html}
<p>Maintainer: {a("/mwelch", "Morgan Welch")} · Last commit {a(f"{b}/-/commit/{sha}", sha)}</p>""",
        )
        pages[f"{b}/-/tree/main"] = pg(
            "Files", ul([(f"{b}/-/blob/main/{f}", f) for f in ["README.md", *files]], "tree-table")
        )
        for f in ["README.md", *files]:
            pages[f"{b}/-/blob/main/{f}"] = pg(
                f,
                f'<div class="file-holder"><div class="file-title">{escape(f)}</div>'
                f'<div class="file-actions">{a(f"{b}/-/raw/main/{f}", "Open raw")} '
                f"{a(f'{b}/-/raw/main/{f}?inline=false', 'Download')}</div>"
                f'<pre class="code highlight"># {escape(f)}</pre></div>',
            )
            pages[f"{b}/-/raw/main/{f}"] = blob("txt", f)
            pages[f"{b}/-/raw/main/{f}?inline=false"] = blob("txt", f)
        pages[f"{b}/-/commits/main"] = pg(
            "Commits", ul([(f"{b}/-/commit/{sha}", f"Fix harmonic phase ({sha})")])
        )
        pages[f"{b}/-/commit/{sha}"] = pg(
            sha,
            f"<h2>Commit {sha}</h2><p>authored by {a('/mwelch', 'Morgan Welch')}</p>"
            + a(f"{b}/-/tree/main", "Browse files"),
        )
        pages[f"{b}/-/issues"] = pg(
            "Issues",
            ul([(f"{b}/-/issues/{i}", f"Issue #{i}") for i in issues], "issues-list")
            + a("/help/user/project/issues/index", "Learn more about issues"),
        )
        for i in issues:
            pages[f"{b}/-/issues/{i}"] = pg(
                f"Issue #{i}",
                f"<h1>Issue #{i}</h1><p>Reported by {a('/mwelch', '@mwelch')}</p>"
                + a(f"{b}/-/issues", "All issues"),
            )
        asset = f"{b}/uploads/5e8f0a41c2/{short}-{tag}-weights.tar.gz"
        pages[f"{b}/-/releases"] = pg("Releases", ul([(f"{b}/-/releases/{tag}", tag)]))
        pages[f"{b}/-/releases/{tag}"] = pg(
            tag,
            f"<h2>{tag}</h2><h3>Assets</h3>{a(asset, 'Model weights')}"
            f"{a(f'{b}/-/archive/{tag}/{short}-{tag}.tar.gz', 'Source code (tar.gz)')}"
            f"<p>Evidence: {a(f'{b}/-/releases/{tag}/evidences/1.json', 'evidence')}</p>",
        )
        pages[f"{b}/-/releases/{tag}/evidences/1.json"] = blob("json", tag)
        pages[f"{b}/-/tags"] = pg("Tags", ul([(f"{b}/-/releases/{tag}", tag)]))
        pages[f"{b}/-/wikis/home"] = pg(
            "Home · Wiki",
            f'<div class="wiki">{a(f"{b}/-/wikis/Installation", "Installation")}</div>',
        )
        pages[f"{b}/-/wikis/Installation"] = pg(
            "Installation · Wiki", "<p>pip install .</p>" + a(f"{b}/-/wikis/home", "Home")
        )
        for arch in (
            f"main/{short}-main.zip",
            f"main/{short}-main.tar.gz",
            f"{tag}/{short}-{tag}.tar.gz",
        ):
            pages[f"{b}/-/archive/{arch}"] = blob("zip" if arch.endswith("zip") else "gz", arch)
        pages[asset] = blob("gz", asset)
        pages[f"/{ns}"] = skin.page(
            ns, f"<h1>{ns}</h1>" + ul([(b, short)] + ([(f"/{sib}", sib)] if sib else []))
        )
        if sib:
            pages[f"/{sib}"] = skin.page(
                sib, f"<h1>{sib}</h1><p>Sphinx sources for the tidal model.</p>"
            )
    for path in (
        "/explore",
        "/help",
        "/explore/groups",
        "/explore/snippets",
        "/help/legal",
        "/help/privacy",
        "/mwelch",
        "/users/sign_in",
        "/users/sign_up",
        "/search",
        "/help/user/project/issues/index",
    ):
        pages[path] = skin.page(path.strip("/").title(), f"<h1>{escape(path)}</h1>")
    return [skin.site(pages)]


def _gl_case(name: str, p: str) -> Case:
    sib = GL_PROJECTS[p][6]
    # the release evidence JSON and the raw files' download variants are under the path too
    files = ["README.md", *GL_PROJECTS[p][4]]
    extra = [f"/{p}/-/releases/{GL_PROJECTS[p][2]}/evidences/1.json"]
    extra += [f"/{p}/-/raw/main/{f}?inline=false" for f in files]
    return Case(
        name=name,
        imitates="GitLab (self-hosted)",
        artifact_class="multi-hop",
        expected="path_based",
        entry=f"http://{GL}/{p}",
        truth=frozenset(f"http://{GL}{u}" for u in _gl_members(p) + extra),
        build=_gl_site,
        others=frozenset({f"http://{GL}/{sib}"} if sib else ()),
    )


CASES: list[Case] = [
    _gl_case("hx5_gitlab_tidal_model", "geo-group/tidal-model"),
    _gl_case("hx5_gitlab_kelp", "mwelch/kelp-classifier"),
]
