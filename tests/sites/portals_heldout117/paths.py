"""Multi-hop artifacts whose URIs share the entry's path: GitLab and GitHub projects of
preservation tools, a Read the Docs manual, and Indico contributions of a conference."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import host, one_site, pdf_file, text

# ---------------------------------------------------------------- GitLab (self-hosted)

GL = Portal(
    host=host("gitlab", "preserv"),
    name="GitLab",
    menu=[
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    footer=[
        ("/help", "Help"),
        ("/-/user_settings/profile", "Preferences"),
        ("http://about.gitlab.test", "About GitLab"),
    ],
    title_format="{title} · {name}",
)
GL_PROJECTS = {
    "/wdp/fixity-checker": (
        "fixity-checker",
        "Scheduled fixity checks for storage volumes",
        ["v1.4.0", "v1.3.2"],
        [12, 15],
    ),
    "/openheritage/mets-profile-validator": (
        "mets-profile-validator",
        "Validate METS files against registered profiles",
        ["v0.8.1"],
        [3],
    ),
}


def _gl_project(
    pages: dict[str, PageValue], p: str, name: str, desc: str, tags: list[str], issues: list[int]
) -> None:
    def pg(title: str, main: str) -> str:
        nav = "".join(
            f'<li><a href="{p}{s}">{t}</a></li>'
            for s, t in (
                ("", "Project overview"),
                ("/-/tree/main", "Repository"),
                ("/-/issues", "Issues"),
                ("/-/merge_requests", "Merge requests"),
                ("/-/releases", "Releases"),
                ("/-/wikis/home", "Wiki"),
            )
        )
        group = p.rsplit("/", 1)[0]
        return GL.page(
            f"{title} · {group[1:]} / {name}",
            f'<aside class="nav-sidebar"><a href="{group}">{group[1:]}</a><ul>{nav}</ul></aside><div class="content">{main}</div>',
        )

    files = ["README.md", "LICENSE", "pyproject.toml", "src/fixity/__init__.py"]
    tree = "".join(f'<tr><td><a href="{p}/-/blob/main/{f}">{f}</a></td></tr>' for f in files)
    pages[p] = pg(
        name,
        f"<h1>{name}</h1><p>{escape(desc)}</p>"
        f'<p><a href="{p}/-/commits/main">214 Commits</a> · <a href="{p}/-/branches">3 Branches</a> · '
        f'<a href="{p}/-/tags">{len(tags)} Tags</a></p>'
        f'<a href="{p}/-/archive/main/{name}-main.zip">Download source code (zip)</a>'
        f"<table>{tree}</table><article><h2>README.md</h2><p>{escape(desc)}. Maintained by "
        '<a href="/mkowalski">@mkowalski</a>.</p></article>',
    )
    pages[p + "/-/tree/main"] = pg("Files", tree and f"<table>{tree}</table>")
    for f in files:
        pages[f"{p}/-/blob/main/{f}"] = pg(
            f,
            f'<h2>{f}</h2><a href="{p}/-/raw/main/{f}">Open raw</a> <a href="{p}/-/blame/main/{f}">Blame</a><pre>…</pre>',
        )
        pages[f"{p}/-/raw/main/{f}"] = text(f"# {f}\n")
        pages[f"{p}/-/blame/main/{f}"] = pg(f"Blame {f}", "<pre>…</pre>")
    pages[f"{p}/-/archive/main/{name}-main.zip"] = Response.data(
        b"PK\x05\x06" + b"\0" * 18, "application/zip"
    )
    pages[p + "/-/commits/main"] = pg(
        "Commits",
        "".join(
            f'<a href="{p}/-/commit/{c}">{c[:8]}</a> ' for c in ("a1b2c3d4e5f6", "0f9e8d7c6b5a")
        ),
    )
    for c in ("a1b2c3d4e5f6", "0f9e8d7c6b5a"):
        pages[f"{p}/-/commit/{c}"] = pg(f"Commit {c[:8]}", "<pre>diff</pre>")
    pages[p + "/-/branches"] = pg("Branches", f'<a href="{p}/-/tree/main">main</a>')
    pages[p + "/-/tags"] = pg("Tags", "".join(f'<a href="{p}/-/tags/{t}">{t}</a> ' for t in tags))
    for t in tags:
        pages[f"{p}/-/tags/{t}"] = pg(t, f'<a href="{p}/-/releases/{t}">Release {t}</a>')
        pages[f"{p}/-/releases/{t}"] = pg(
            t, f'<a href="{p}/-/archive/{t}/{name}-{t}.tar.gz">Source code (tar.gz)</a>'
        )
        pages[f"{p}/-/archive/{t}/{name}-{t}.tar.gz"] = Response.data(
            b"\x1f\x8b\x08\0" + b"\0" * 16, "application/gzip"
        )
    pages[p + "/-/releases"] = pg(
        "Releases", "".join(f'<a href="{p}/-/releases/{t}">{t}</a> ' for t in tags)
    )
    pages[p + "/-/issues"] = pg(
        "Issues",
        "".join(f'<a href="{p}/-/issues/{i}">#{i}</a> ' for i in issues)
        + '<a href="/users/sign_in">Sign in to create a new issue</a>',
    )
    for i in issues:
        pages[f"{p}/-/issues/{i}"] = pg(
            f"Issue #{i}", f'<h1>#{i}</h1><p>Opened by <a href="/mkowalski">mkowalski</a></p>'
        )
    pages[p + "/-/merge_requests"] = pg("Merge requests", "<p>There are no open merge requests</p>")
    pages[p + "/-/wikis/home"] = pg(
        "Wiki", f'<h1>Home</h1><a href="{p}/-/wikis/deployment">Deployment</a>'
    )
    pages[p + "/-/wikis/deployment"] = pg("Deployment", "<h1>Deployment</h1>")


def _gl_pages() -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {"/mkowalski": GL.page("Marta Kowalski", "<h1>@mkowalski</h1>")}
    for p, (name, desc, tags, issues) in GL_PROJECTS.items():
        _gl_project(pages, p, name, desc, tags, issues)
        g = p.rsplit("/", 1)[0]
        pages[g] = GL.page(g[1:], f'<h1>{g[1:]}</h1><a href="{p}">{name}</a>')
    return pages


def gl_truth(p: str) -> list[str]:
    return [GL.url(k) for k in _gl_pages() if k == p or k.startswith(p + "/")]


# ---------------------------------------------------------------- GitHub (+ raw host)

GH = Portal(
    host=host("www", "gitcove"),
    name="GitCove",
    menu=[
        ("/features", "Product"),
        ("/explore", "Explore"),
        ("/topics", "Topics"),
        ("/pricing", "Pricing"),
    ],
    footer=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("http://status.gitcove.test", "Status"),
    ],
    title_format="{title}",
    home_title="GitCove: Let's build from here",
)
RAW = host("raw", "gitcoveusercontent")
GH_REPOS = {
    "/dpc-tools/warc-inspector": (
        "v0.9.2",
        ["README.md", "warc_inspector/cli.py", "CITATION.cff"],
        [3, 7],
    ),
    "/ipres-conf/ipres-proceedings-template": (
        "2025.1",
        ["README.md", "ipres.cls", "sample-paper.tex"],
        [21],
    ),
}


def _gh_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    for p, (tag, files, issues) in GH_REPOS.items():
        owner = p.split("/")[1]
        name = p.split("/")[2]
        tabs = (
            f'<nav class="UnderlineNav"><a href="{p}">Code</a> <a href="{p}/issues">Issues</a> '
            f'<a href="{p}/pulls">Pull requests</a> <a href="{p}/actions">Actions</a></nav>'
        )

        def pg(title: str, main: str, _tabs: str = tabs, _o: str = owner) -> str:
            return GH.page(title, f'<a href="/{_o}">{_o}</a>{_tabs}{main}')

        tree = "".join(f'<a href="{p}/blob/main/{f}">{f}</a><br>' for f in files)
        pages[p] = pg(
            f"GitCove - {owner}/{name}",
            f'<div id="repo-content"><a href="{p}/commits/main">Commits</a> {tree}'
            f'<a href="{p}/archive/refs/heads/main.zip">Download ZIP</a>'
            f'<div class="BorderGrid"><a href="{p}/releases/tag/{tag}">Latest release {tag}</a> '
            f'<a href="/{owner}/{name}/stargazers">stars</a> <a href="/topics/digital-preservation">digital-preservation</a>'
            "</div></div>",
        )
        pages[f"{p}/stargazers"] = pg("Stargazers", "<p>42 stars</p>")
        pages[f"{p}/commits/main"] = pg("Commits", f'<a href="{p}/commit/9c0ffee1d2">9c0ffee</a>')
        pages[f"{p}/commit/9c0ffee1d2"] = pg("Commit", "<pre>diff</pre>")
        pages[f"{p}/archive/refs/heads/main.zip"] = Response.data(
            b"PK\x05\x06" + b"\0" * 18, "application/zip"
        )
        for f in files:
            pages[f"{p}/blob/main/{f}"] = pg(
                f"{name}/{f} at main · {owner}/{name}",
                f'<a href="http://{RAW}/{owner}/{name}/main/{f}">Raw</a> <a href="{p}/blame/main/{f}">Blame</a><pre>…</pre>',
            )
            pages[f"{p}/blame/main/{f}"] = pg(f"Blame {f}", "<pre>…</pre>")
            raw[f"/{owner}/{name}/main/{f}"] = text(f"{f}\n")
        pages[f"{p}/issues"] = pg(
            "Issues", "".join(f'<a href="{p}/issues/{i}">#{i}</a> ' for i in issues)
        )
        for i in issues:
            pages[f"{p}/issues/{i}"] = pg(
                f"Issue #{i}", f'<p>by <a href="/{owner}">{owner}</a></p>'
            )
        pages[f"{p}/pulls"] = pg("Pull requests", "<p>0 Open</p>")
        pages[f"{p}/actions"] = pg("Actions", "<p>All workflows</p>")
        pages[f"{p}/releases/tag/{tag}"] = pg(
            f"Release {tag}",
            f'<a href="{p}/releases/download/{tag}/{name}-{tag}.tar.gz">{name}-{tag}.tar.gz</a> '
            f'<a href="{p}/archive/refs/tags/{tag}.zip">Source code (zip)</a>',
        )
        pages[f"{p}/releases/download/{tag}/{name}-{tag}.tar.gz"] = Response.data(
            b"\x1f\x8b\x08\0" + b"\0" * 16, "application/gzip"
        )
        pages[f"{p}/archive/refs/tags/{tag}.zip"] = Response.data(
            b"PK\x05\x06" + b"\0" * 18, "application/zip"
        )
        pages[f"/{owner}"] = GH.page(owner, f"<h1>{owner}</h1>")
    return [GH.site(pages), Site(RAW, raw)]


def gh_truth(p: str) -> list[str]:
    gh, raw = _gh_sites()
    owner, name = p.split("/")[1:3]
    return [GH.url(k) for k in gh.pages if k == p or k.startswith(p + "/")] + [
        f"http://{RAW}{k}" for k in raw.pages if k.startswith(f"/{owner}/{name}/")
    ]


# ---------------------------------------------------------------- Read the Docs (Sphinx)

RTD = host("brunnhilde", "rtfd")
RTD_PAGES = [
    "",
    "installation.html",
    "usage.html",
    "reports.html",
    "api.html",
    "changelog.html",
    "genindex.html",
    "search.html",
]


def _rtd_site() -> list[Site]:
    toc = "".join(
        f'<li class="toctree-l1"><a class="reference internal" href="{q}">{q[:-5].title()}</a></li>'
        for q in RTD_PAGES[1:6]
    )

    def pg(q: str) -> str:
        t = q[:-5].title() if q else "Brunnhilde documentation"
        src = (
            ""
            if q in ("genindex.html", "search.html")
            else f'<a href="_sources/{(q[:-5] or "index")}.rst.txt">View page source</a>'
        )
        return (
            f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{t} — Brunnhilde 1.9 documentation</title>'
            '<link rel="stylesheet" href="_static/css/theme.css"><link rel="index" title="Index" href="genindex.html">'
            '<link rel="search" title="Search" href="search.html"></head><body class="wy-body-for-nav">'
            f'<nav class="wy-nav-side"><a href="./" class="icon icon-home">Brunnhilde</a><ul>{toc}</ul></nav>'
            f'<section class="wy-nav-content"><div role="navigation">{src} '
            '<a href="http://www.gitcove.test/tw4l/brunnhilde/blob/main/docs/index.rst">Edit on GitCove</a></div>'
            f"<h1>{t}</h1><p>Brunnhilde generates aggregate reports of files in a directory or disk image "
            "using Siegfried.</p></section>"
            '<footer>Built with <a href="http://sphinx-doc.test/">Sphinx</a> using a theme provided by '
            '<a href="http://readthedocs.test">Read the Docs</a>.</footer></body></html>'
        )

    pages: dict[str, PageValue] = {"/": Response.redirect("/en/latest/", 302)}
    for q in RTD_PAGES:
        pages["/en/latest/" + q] = pg(q)
        if q not in ("genindex.html", "search.html"):
            pages[f"/en/latest/_sources/{(q[:-5] or 'index')}.rst.txt"] = text(f"{q}\n=====\n")
    pages["/en/latest/_static/css/theme.css"] = Response.data(b"body{}", "text/css")
    return [Site(RTD, pages)]


RTD_TRUTH = [
    f"http://{RTD}{k}"
    for k in _rtd_site()[0].pages
    if k.startswith("/en/latest/") and "/_static/" not in k
]

# ---------------------------------------------------------------- Indico (conference)

IND = Portal(
    host=host("indico", "ipresconf"),
    name="Indico",
    menu=[
        ("/category/3/", "iPRES"),
        ("/event/7/", "iPRES 2025"),
        ("/event/7/timetable/", "Timetable"),
        ("/event/7/contributions/", "Contribution List"),
        ("/event/7/registrations/", "Registration"),
    ],
    footer=[
        ("/tos", "Terms and conditions"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
        ("http://getindico.test", "Powered by Indico"),
    ],
    title_format="{title} · {name}",
)
IND_CONTRIBS = {
    142: (
        "Fifteen years of format migration at a national archive",
        "Long paper",
        [(88, [(201, "iPRES2025_paper_142.pdf"), (202, "slides_142.pdf")])],
    ),
    156: (
        "A poster on emulation-based access for CD-ROM art",
        "Poster",
        [(95, [(219, "poster_156.pdf")])],
    ),
}


def _ind_pages() -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {
        "/event/7/sessions/12/": IND.page("Session 4B", "<h1>Session 4B</h1>")
    }
    for n, (title, kind, folders) in IND_CONTRIBS.items():
        base = f"/event/7/contributions/{n}/"
        atts = ""
        for fid, files in folders:
            for aid, fn in files:
                u = f"{base}attachments/{fid}/{aid}/{fn}"
                atts += f'<li><a class="attachment" href="{u}">{fn}</a></li>'
                pages[u] = pdf_file(title, fn)
        body = (
            f'<div class="contribution-display"><h1>{escape(title)}</h1>'
            f'<div class="contrib-type">{kind}</div><p>15 Sept 2025, 11:00 · 20m · Room 2 · '
            '<a href="/event/7/sessions/12/">Session 4B: Formats</a></p>'
            '<div class="description">We report on migration campaigns.</div>'
            "<h3>Speakers</h3><ul><li>Hannah Weber (Bundesarchiv)</li></ul>"
            f'<h3>Presentation materials</h3><ul class="attachments">{atts}</ul></div>'
        )
        pages[base] = IND.page(f"{title} · iPRES 2025", body)
    return pages


def ind_truth(n: int) -> list[str]:
    return [IND.url(k) for k in _ind_pages() if k.startswith(f"/event/7/contributions/{n}/")]


# ---------------------------------------------------------------- the cases

CASES: list[Case] = [
    # The seed's GitLab.com row: Path-Based; every page of the project (tree, blobs, raw,
    # blame, commits, tags, releases, archives, issues, wiki) is under its path.
    case(
        "gitlab-fixity-checker",
        "GitLab (self-hosted project)",
        "multi-hop",
        "path_based",
        GL.url("/wdp/fixity-checker"),
        gl_truth("/wdp/fixity-checker"),
        one_site(GL, _gl_pages),
    ),
    case(
        "gitlab-mets-profile-validator",
        "GitLab (self-hosted project)",
        "multi-hop",
        "path_based",
        GL.url("/openheritage/mets-profile-validator"),
        gl_truth("/openheritage/mets-profile-validator"),
        one_site(GL, _gl_pages),
    ),
    # The seed's GitHub row: Path-Based with Externals, the raw files living on the
    # portal's other domain.  Truth: all repo pages under the path (stargazers included,
    # like the seed's /graphs/contributors) + the raw files; owner and topic pages are not.
    case(
        "gitcove-warc-inspector",
        "GitHub (repository with raw host)",
        "multi-hop",
        "path_based_externals",
        GH.url("/dpc-tools/warc-inspector"),
        gh_truth("/dpc-tools/warc-inspector"),
        _gh_sites,
    ),
    case(
        "gitcove-ipres-template",
        "GitHub (repository with raw host)",
        "multi-hop",
        "path_based_externals",
        GH.url("/ipres-conf/ipres-proceedings-template"),
        gh_truth("/ipres-conf/ipres-proceedings-template"),
        _gh_sites,
    ),
    # A tool's manual on its own docs subdomain, like the seed's Silk project sites: the
    # /en/latest/ tree is the artifact, Path-Based.  Truth: its pages and page sources.
    case(
        "rtd-brunnhilde-manual",
        "Read the Docs (Sphinx manual)",
        "multi-hop",
        "path_based",
        f"http://{RTD}/en/latest/",
        RTD_TRUTH,
        _rtd_site,
    ),
    # An Indico contribution: paper and slides under /contributions/N/attachments/...;
    # session and event pages are outside the path: Path-Based.
    case(
        "indico-ipres-migration-paper",
        "Indico (conference contribution)",
        "multi-hop",
        "path_based",
        IND.url("/event/7/contributions/142/"),
        ind_truth(142),
        one_site(IND, _ind_pages),
    ),
    case(
        "indico-ipres-emulation-poster",
        "Indico (conference contribution)",
        "multi-hop",
        "path_based",
        IND.url("/event/7/contributions/156/"),
        ind_truth(156),
        one_site(IND, _ind_pages),
    ),
]
