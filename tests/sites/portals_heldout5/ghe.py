"""A GitHub Enterprise Server under an unfamiliar host name (seed row "GitHub").

Pages of a repository sit under /<owner>/<repo> (tree, blobs, issues, pulls, wiki,
releases, /releases/download/ assets, /archive/ zips); with subdomain isolation, raw files
come from raw.<host>, tagged source archives from codeload.<host> and issue attachments
from media.<host>, and those URIs are the project's too.  Expected:
**path_based_externals**.  Truth: the repository's pages and files on all four hosts.  Not
in it: owner and contributor profiles, the DOI badge's target, the project's external
documentation site, explore/topics chrome.
"""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case

from ._skin import Skin, a, blob, file_host, ul

GH = "git.corvane-labs.hx5.example"
RAW, CODELOAD, MEDIA = f"raw.{GH}", f"codeload.{GH}", f"media.{GH}"
GH_SHELL = """<!DOCTYPE html><html lang="{lang}" data-color-mode="auto" data-light-theme="light"><head><meta charset="utf-8">
<link rel="stylesheet" href="/assets/primer-react-0c7e8a1f.css"><title>{title}</title>{head}</head>
<body class="logged-out env-production page-responsive"><div class="position-relative js-header-wrapper">
<header class="HeaderMktg header-logged-out" role="banner"><a class="mr-lg-3 color-fg-inherit flex-order-2" href="/" aria-label="Homepage">
<svg height="32" viewBox="0 0 16 16" width="32"></svg></a><nav aria-label="Global">{nav}</nav>
<qbsearch-input data-scope="repo:"><form action="{search}"><input name="q" placeholder="Search or jump to..."></form></qbsearch-input>
<a href="/login?return_to=%2F" class="HeaderMenu-link">Sign in</a></header></div>
<div class="application-main" data-commit-hovercards-enabled><main id="js-repo-pjax-container">{main}</main></div>
<footer class="footer pt-8 pb-6 f6 color-fg-muted p-responsive" role="contentinfo"><p>&copy; 2026 Corvane Labs · Powered by GitHub Enterprise Server</p>{footer}</footer>
<script crossorigin="anonymous" type="application/javascript" src="/assets/wp-runtime-4d2e1f0a.js"></script>
<script crossorigin="anonymous" type="application/javascript" src="/assets/github-elements-9a8b7c6d.js"></script></body></html>
"""
GH_REPOS = {
    "marine-lab/reefscan": (
        "Coral reef transect image segmentation",
        "v2.1.0",
        ["src/reefscan/segment.py", "setup.cfg"],
        [3, 7],
    ),
    "pkowalczyk/sediment-cores-notebooks": (
        "Notebooks for sediment core grain-size analysis",
        "v0.9",
        ["grain_size.ipynb"],
        [1],
    ),
}


def _gh_members(r: str) -> tuple[list[str], list[str]]:
    """(paths on the main host, absolute URIs on the isolation subdomains)."""
    _d, tag, files, issues = GH_REPOS[r]
    b, name = f"/{r}", r.split("/")[1]
    local = [
        b,
        f"{b}/tree/main",
        f"{b}/issues",
        f"{b}/pulls",
        f"{b}/releases",
        f"{b}/releases/tag/{tag}",
        f"{b}/releases/download/{tag}/{name}-{tag}.tar.gz",
        f"{b}/archive/refs/heads/main.zip",
        f"{b}/wiki",
        f"{b}/commits/main",
        f"{b}/blob/main/README.md",
    ]
    local += [f"{b}/blob/main/{f}" for f in files] + [f"{b}/issues/{i}" for i in issues]
    ext = [f"http://{RAW}{b}/main/{f}" for f in ["README.md", *files]]
    ext += [
        f"http://{CODELOAD}{b}/tar.gz/refs/tags/{tag}",
        f"http://{CODELOAD}{b}/zip/refs/tags/{tag}",
        f"http://{MEDIA}/user/17/files/{name}-figure-{issues[0]}.png",
    ]
    return local, ext


def _gh_sites():
    skin = Skin(
        host=GH,
        name="GitHub",
        shell=GH_SHELL,
        title_fmt="{t}",
        home_title="GitHub Enterprise",
        head=(
            f'<meta name="expected-hostname" content="{GH}"><meta name="enterprise" content="true">'
            '<meta property="og:site_name" content="GitHub Enterprise">'
            f'<meta name="go-import" content="{GH}/marine-lab/reefscan git https://{GH}/marine-lab/reefscan.git">'
        ),
        nav=[
            ("/explore", "Explore"),
            ("/topics", "Topics"),
            ("/trending", "Trending"),
            ("/enterprise/docs", "Docs"),
        ],
        footer=[
            ("/site/terms", "Terms"),
            ("/site/privacy", "Privacy"),
            ("/contact", "Contact Corvane IT"),
        ],
        assets=[
            "/assets/primer-react-0c7e8a1f.css",
            "/assets/wp-runtime-4d2e1f0a.js",
            "/assets/github-elements-9a8b7c6d.js",
        ],
    )
    pages: dict = {}
    raw, code, media = {}, {}, {}
    for r, (desc, tag, files, issues) in GH_REPOS.items():
        b, owner, name = f"/{r}", *r.split("/")
        tabs = (
            '<nav class="UnderlineNav js-repo-nav" aria-label="Repository">'
            + ul(
                [
                    (b, "Code"),
                    (f"{b}/issues", "Issues"),
                    (f"{b}/pulls", "Pull requests"),
                    (f"{b}/wiki", "Wiki"),
                ]
            )
            + "</nav>"
        )

        def pg(
            title: str, body: str, b: str = b, r: str = r, owner: str = owner, tabs: str = tabs
        ) -> str:
            head = f'<div id="repository-container-header">{a(f"/{owner}", owner)} / <strong>{a(b, r.split("/")[1])}</strong></div>'
            return skin.page(f"{title} · {r}", head + tabs + body)

        allfiles = ["README.md", *files]
        pages[b] = pg(
            f"{r}: {desc}",
            f"""<div class="Layout"><div class="Layout-main"><div class="file-navigation">
<details class="get-repo-select-menu"><summary>Code</summary>{a(f"{b}/archive/refs/heads/main.zip", "Download ZIP")}</details>
{a(f"{b}/commits/main", "12 commits")} {a(f"{b}/tree/main", "main")}</div>
<table aria-labelledby="folders-and-files">{"".join(f"<tr><td>{a(f'{b}/blob/main/{f}', f)}</td></tr>" for f in allfiles)}</table>
<article class="markdown-body entry-content"><h1>{escape(name)}</h1><p>{escape(desc)}.
<a href="http://doi.test/10.80001/vault.bq4ts-70m2c"><img src="/assets/badge-doi.svg" alt="DOI"></a></p></article></div>
<div class="Layout-sidebar"><h2>About</h2><p>{escape(desc)}</p>{a(f"http://{name}.docs.corvane.test/", "Documentation")}
<h2>{a(f"{b}/releases", "Releases")}</h2>{a(f"{b}/releases/tag/{tag}", tag)}
<h2>Contributors</h2>{a(f"/{owner}", owner)} {a("/jtamura", "jtamura")}</div></div>""",
        )
        pages["/assets/badge-doi.svg"] = blob("png", "badge")
        pages[f"{b}/tree/main"] = pg("main", ul([(f"{b}/blob/main/{f}", f) for f in allfiles]))
        for f in allfiles:
            pages[f"{b}/blob/main/{f}"] = pg(
                f,
                f'<div class="react-code-view-header">{a(f"http://{RAW}{b}/main/{f}", "Raw")}'
                f" {a(f'{b}/commits/main', 'History')}</div><pre>{escape(f)}</pre>",
            )
            raw[f"{b}/main/{f}"] = blob("txt", f)
        pages[f"{b}/commits/main"] = pg("Commits", "<ol><li>Merge pull request #5</li></ol>")
        pages[f"{b}/issues"] = pg("Issues", ul([(f"{b}/issues/{i}", f"Issue {i}") for i in issues]))
        for i in issues:
            fig = f"/user/17/files/{name}-figure-{i}.png"
            body = f"<h1>Issue #{i}</h1><p>{a('/jtamura', 'jtamura')} opened this issue</p>"
            if i == issues[0]:
                body += f"<p>Screenshot: {a(f'http://{MEDIA}{fig}', 'figure.png')}</p>"
                media[fig] = blob("png", fig)
            pages[f"{b}/issues/{i}"] = pg(f"Issue #{i}", body)
        pages[f"{b}/pulls"] = pg("Pull requests", "<p>0 Open</p>")
        pages[f"{b}/wiki"] = pg("Home", "<p>Welcome to the wiki.</p>")
        pages[f"{b}/releases"] = pg("Releases", ul([(f"{b}/releases/tag/{tag}", f"Release {tag}")]))
        asset = f"{b}/releases/download/{tag}/{name}-{tag}.tar.gz"
        pages[f"{b}/releases/tag/{tag}"] = pg(
            f"Release {tag}",
            "<h2>Assets</h2>"
            + ul(
                [
                    (asset, f"{name}-{tag}.tar.gz"),
                    (f"http://{CODELOAD}{b}/zip/refs/tags/{tag}", "Source code (zip)"),
                    (f"http://{CODELOAD}{b}/tar.gz/refs/tags/{tag}", "Source code (tar.gz)"),
                ]
            ),
        )
        pages[asset] = blob("gz", asset)
        pages[f"{b}/archive/refs/heads/main.zip"] = blob("zip", b)
        code[f"{b}/zip/refs/tags/{tag}"] = blob("zip", tag)
        code[f"{b}/tar.gz/refs/tags/{tag}"] = blob("gz", tag)
        pages[f"/{owner}"] = skin.page(owner, f"<h1>{owner}</h1>" + ul([(b, name)]))
    for path in (
        "/explore",
        "/topics",
        "/trending",
        "/enterprise/docs",
        "/site/terms",
        "/site/privacy",
        "/contact",
        "/jtamura",
        "/login",
        "/search",
    ):
        pages[path] = skin.page(path.strip("/").title(), f"<h1>{escape(path)}</h1>")
    return [
        skin.site(pages),
        file_host(RAW, raw),
        file_host(CODELOAD, code),
        file_host(MEDIA, media),
    ]


def _gh_case(name: str, r: str) -> Case:
    local, ext = _gh_members(r)
    return Case(
        name=name,
        imitates="GitHub Enterprise (self-hosted)",
        artifact_class="multi-hop",
        expected="path_based_externals",
        entry=f"http://{GH}/{r}",
        truth=frozenset([f"http://{GH}{p}" for p in local] + ext),
        build=_gh_sites,
    )


CASES: list[Case] = [
    _gh_case("hx5_ghe_reefscan", "marine-lab/reefscan"),
    _gh_case("hx5_ghe_notebooks", "pkowalczyk/sediment-cores-notebooks"),
]
