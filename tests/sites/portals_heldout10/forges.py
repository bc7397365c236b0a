"""Software forges and a software archive.

- Self-hosted GitLab (seed's GitLab.com row: Path-Based): every page of the project lives
  under ``/<group>/<project>`` (``/-/tree``, ``/-/blob``, ``/-/issues``, ``/-/releases``,
  ``/-/archive``, ``/-/wikis``).  Truth: those pages; the group page, ``/explore``, help and
  the sibling project ``/<group>/<project>-gui`` (its path extends this one's) are not.
- Forgejo/Gitea (nearest: GitLab/Bitbucket, Path-Based): ``/src/branch``, ``/raw/branch``,
  ``/issues``, ``/releases`` and release downloads ``/releases/download/<tag>/<file>``, the
  source archive ``/archive/<tag>.tar.gz``, the wiki, all under the repository path.  The
  entry is given with a trailing slash (``/<owner>/<repo>/``), as users paste it.
- GitHub-like forge with raw files and release assets on other registrable domains (seed's
  GitHub row: Path-Based with Externals).  Truth: the repository pages under its path plus
  the raw file and release asset URIs on the forge's content and asset hosts, and the
  project's documentation page on the forge's own pages host (the seed counts "project
  documentation" among a software project's parts, and that host is the forge's, as
  raw.githubusercontent.com is GitHub's).  The owner's profile and the sibling
  ``<repo>-paper`` repository are not.
- Software-Heritage-like archive (nearest: the GBIF row, Significant String From URI): its
  browse views are query-string URLs all carrying ``origin_url=<the origin>``: directory,
  visits, branches, releases, a file's content view; the origin's SWHIDs pages are reached
  from them but the artifact is the archived origin as browsed.  Truth: the browse views of
  this origin.  Another origin whose URL extends this one's is another artifact.
"""

from __future__ import annotations

from urllib.parse import quote

from keepnet.testweb.site import Site
from sites.portals._portal import Portal

from ._kit import a, files_host, generator, host, make_case, site, text, tgz, ul, zipped

# ---------------------------------------------------------------- GitLab

GL = host("git", "orvale-lab")
gl = Portal(
    GL,
    "Orvale Lab GitLab",
    [("/explore", "Explore"), ("/explore/groups", "Groups"), ("/explore/snippets", "Snippets")],
    [("/help", "Help"), ("/help/docs", "Docs"), ("http://about.gitlab.test/", "About GitLab")],
    title_format="{title} · GitLab",
    home_title="Sign in · GitLab",
)
GLP = "/hydro/flowsim"
GL_PAGES = [
    "/-/tree/main",
    "/-/tree/main/src",
    "/-/blob/main/README.md",
    "/-/blob/main/src/solver.f90",
    "/-/issues",
    "/-/issues/14",
    "/-/merge_requests",
    "/-/commits/main",
    "/-/releases",
    "/-/tags",
    "/-/archive/v2.1.0/flowsim-v2.1.0.zip",
    "/-/wikis/home",
    "/-/raw/main/README.md",
]


def _gl_sites() -> list[Site]:
    title = "hydro / flowsim"
    nav = ul(
        a(GLP + p, p.split("/")[2].replace("_", " ").title())
        for p in [
            "/-/issues",
            "/-/merge_requests",
            "/-/commits/main",
            "/-/releases",
            "/-/wikis/home",
            "/-/tags",
        ]
    )
    main = (
        f"<nav class=breadcrumbs>{a('/hydro', 'hydro')} / {a(GLP, 'flowsim')}</nav>{nav}"
        f"<h1>flowsim</h1><p>Project ID: 412 · 1D shallow-water flow solver.</p>"
        f"<p>{a(GLP + '/-/tree/main', 'Files')} {a(GLP + '/-/blob/main/README.md', 'README')} "
        f"{a(GLP + '/-/archive/v2.1.0/flowsim-v2.1.0.zip', 'Download zip')}</p>"
        f"<p>Forked as {a('/hydro/flowsim-gui', 'hydro / flowsim-gui')}</p>"
        f"<p>{a('/users/amaru', 'Amaru Quispe')} authored 3 days ago</p>"
    )
    pages: dict[str, object] = {
        GLP: gl.page(
            title,
            main,
            head=generator("GitLab") + '<meta content="GitLab" property="og:site_name">',
        ),
        "/hydro": gl.page(
            "hydro", "<h1>hydro</h1>" + a(GLP, "flowsim") + a("/hydro/flowsim-gui", "flowsim-gui")
        ),
        "/hydro/flowsim-gui": gl.page("hydro / flowsim-gui", "<h1>flowsim-gui</h1>"),
        "/users/amaru": gl.page("Amaru Quispe", "<h1>Amaru Quispe</h1>"),
        GLP + "/-/archive/v2.1.0/flowsim-v2.1.0.zip": zipped({"flowsim/README.md": "# flowsim"}),
        GLP + "/-/raw/main/README.md": text("# flowsim\n"),
    }
    for p in GL_PAGES:
        if GLP + p not in pages:
            links = ""
            if p == "/-/tree/main":
                links = a(GLP + "/-/tree/main/src", "src") + a(
                    GLP + "/-/blob/main/README.md", "README.md"
                )
            elif p == "/-/tree/main/src":
                links = a(GLP + "/-/blob/main/src/solver.f90", "solver.f90")
            elif p == "/-/blob/main/README.md":
                links = a(GLP + "/-/raw/main/README.md", "Open raw")
            elif p == "/-/issues":
                links = a(GLP + "/-/issues/14", "#14 Wetting/drying instability")
            elif p == "/-/releases":
                links = a(GLP + "/-/archive/v2.1.0/flowsim-v2.1.0.zip", "Source code (zip)")
            pages[GLP + p] = gl.page(f"{p.strip('/-')} · {title}", f"<h1>{p}</h1>{links}")
    return [site(gl, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Forgejo

FJ = host("code", "vantry-coop")
fj = Portal(
    FJ,
    "Vantry Code",
    [
        ("/explore/repos", "Explore"),
        ("/explore/users", "Users"),
        ("/explore/organizations", "Organizations"),
    ],
    [
        ("/assets/licenses.txt", "Licenses"),
        ("/api/swagger", "API"),
        ("http://forgejo.test", "Powered by Forgejo"),
    ],
    title_format="{title} - {name}",
)
FJP = "/tessa/meshkit"
FJ_SUB = [
    "/src/branch/main",
    "/src/branch/main/docs",
    "/src/branch/main/README.md",
    "/raw/branch/main/LICENSE",
    "/issues",
    "/issues/7",
    "/pulls",
    "/releases",
    "/releases/tag/v0.3.1",
    "/wiki",
    "/releases/download/v0.3.1/meshkit-0.3.1-linux-amd64.tar.gz",
    "/archive/v0.3.1.tar.gz",
    "/commits/branch/main",
    "/activity",
]


def _fj_sites() -> list[Site]:
    main = (
        f'<div class="repo-header">{a("/tessa", "tessa")} / {a(FJP + "/", "meshkit")}</div>'
        + ul(
            a(FJP + p, p.strip("/"))
            for p in [
                "/src/branch/main",
                "/issues",
                "/pulls",
                "/releases",
                "/wiki",
                "/activity",
                "/commits/branch/main",
            ]
        )
        + f"<p>{a(FJP + '/src/branch/main/README.md', 'README.md')} {a(FJP + '/src/branch/main/docs', 'docs')}</p>"
        f"<p>{a(FJP + '/archive/v0.3.1.tar.gz', 'TAR.GZ')}</p>"
        f"<p>Other repositories by tessa: {a('/tessa/meshkit-docs', 'meshkit-docs')}</p>"
    )
    pages: dict[str, object] = {
        FJP + "/": fj.page(
            "tessa/meshkit: Unstructured mesh toolkit", main, head=generator("Forgejo")
        ),
        "/tessa": fj.page("tessa", "<h1>tessa</h1>"),
        "/tessa/meshkit-docs/": fj.page("tessa/meshkit-docs", "<h1>meshkit-docs</h1>"),
        "/tessa/meshkit-docs": fj.page("tessa/meshkit-docs", "<h1>meshkit-docs</h1>"),
        FJP + "/releases/download/v0.3.1/meshkit-0.3.1-linux-amd64.tar.gz": tgz("meshkit bin"),
        FJP + "/archive/v0.3.1.tar.gz": tgz("meshkit src"),
        FJP + "/raw/branch/main/LICENSE": text("MIT License"),
    }
    for p in FJ_SUB:
        if FJP + p in pages:
            continue
        links = {
            "/src/branch/main": a(FJP + "/raw/branch/main/LICENSE", "LICENSE"),
            "/issues": a(FJP + "/issues/7", "#7 Quad meshes"),
            "/releases": a(FJP + "/releases/tag/v0.3.1", "v0.3.1")
            + a(
                FJP + "/releases/download/v0.3.1/meshkit-0.3.1-linux-amd64.tar.gz",
                "meshkit-0.3.1-linux-amd64.tar.gz",
            ),
        }.get(p, "")
        pages[FJP + p] = fj.page(f"{p.strip('/')} - tessa/meshkit", f"<h1>{p}</h1>{links}")
    return [site(fj, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- GitHub-like

CH = host("www", "codeharbor")
CH_RAW = host("raw", "codeharborcontent")
CH_OBJ = host("objects", "codeharborassets")
CH_PAGES = host("linnea", "codeharborpages")
ch = Portal(
    CH,
    "CodeHarbor",
    [
        ("/features", "Product"),
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
        ("/topics", "Topics"),
    ],
    [
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("http://status.codeharbor.test/", "Status"),
        ("http://docs.codeharbor.test/", "Docs"),
    ],
    title_format="{title}",
    home_title="CodeHarbor: Let's build from here",
)
CHP = "/linnea-k/phenocam-tools"
CH_SUB = [
    "/tree/main/phenocam",
    "/blob/main/README.md",
    "/blob/main/phenocam/gcc.py",
    "/issues",
    "/issues/22",
    "/pulls",
    "/releases",
    "/releases/tag/v1.0.2",
    "/wiki",
    "/commits/main",
    "/graphs/contributors",
    "/archive/refs/tags/v1.0.2.zip",
]
CH_EXT = [
    f"http://{CH_RAW}/linnea-k/phenocam-tools/main/README.md",
    f"http://{CH_OBJ}/releases/5523190/phenocam_tools-1.0.2-py3-none-any.whl?response-content-disposition=attachment",
]


def _ch_sites() -> list[Site]:
    main = (
        f"<h1>{a('/linnea-k', 'linnea-k')} / {a(CHP, 'phenocam-tools')}</h1>"
        + ul(
            a(CHP + p, p)
            for p in [
                "/issues",
                "/pulls",
                "/wiki",
                "/releases",
                "/graphs/contributors",
                "/commits/main",
            ]
        )
        + f"<p>{a(CHP + '/tree/main/phenocam', 'phenocam')} {a(CHP + '/blob/main/README.md', 'README.md')} "
        f"{a(CHP + '/archive/refs/tags/v1.0.2.zip', 'Download ZIP')}</p>"
        f"<p>Docs: {a(f'http://{CH_PAGES}/phenocam-tools/', 'linnea.codeharborpages/phenocam-tools')}</p>"
        f"<p>Used by {a('/linnea-k/phenocam-tools-paper', 'linnea-k/phenocam-tools-paper')}</p>"
    )
    pages: dict[str, object] = {
        CHP: ch.page("linnea-k/phenocam-tools: Greenness indices from PhenoCam imagery", main),
        "/linnea-k": ch.page("linnea-k (Linnea Karlsson)", "<h1>Linnea Karlsson</h1>"),
        "/linnea-k/phenocam-tools-paper": ch.page(
            "linnea-k/phenocam-tools-paper", "<h1>paper</h1>"
        ),
        CHP + "/archive/refs/tags/v1.0.2.zip": zipped({"phenocam-tools-1.0.2/README.md": "#"}),
    }
    for p in CH_SUB:
        if CHP + p in pages:
            continue
        links = {
            "/blob/main/README.md": a(CH_EXT[0], "Raw"),
            "/releases": a(CHP + "/releases/tag/v1.0.2", "v1.0.2"),
            "/releases/tag/v1.0.2": a(CH_EXT[1], "phenocam_tools-1.0.2-py3-none-any.whl")
            + a(CHP + "/archive/refs/tags/v1.0.2.zip", "Source code (zip)"),
            "/tree/main/phenocam": a(CHP + "/blob/main/phenocam/gcc.py", "gcc.py"),
            "/issues": a(CHP + "/issues/22", "Daylight saving offsets #22"),
        }.get(p, "")
        pages[CHP + p] = ch.page(
            f"{p.strip('/')} · linnea-k/phenocam-tools", f"<h1>{p}</h1>{links}"
        )
    raw = files_host(
        CH_RAW, {"/linnea-k/phenocam-tools/main/README.md": text("# phenocam-tools\n")}
    )
    obj = files_host(
        CH_OBJ, {"/releases/5523190/phenocam_tools-1.0.2-py3-none-any.whl": zipped({"x": "y"})}
    )
    pages_site = files_host(
        CH_PAGES, {"/phenocam-tools/": "<title>phenocam-tools docs</title><h1>Docs</h1>"}
    )
    return [site(ch, pages), raw, obj, pages_site]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Software-Heritage-like

SA = host("archive", "codevault-found")
sa = Portal(
    SA,
    "CodeVault Archive",
    [
        ("/", "Home"),
        ("/browse/search/", "Search"),
        ("/coverage/", "Coverage"),
        ("/api/", "API"),
        ("/save/", "Save code now"),
    ],
    [
        ("/legal/", "Legal"),
        ("/jslicenses/", "JavaScript license information"),
        ("http://docs.codevault.test/", "Documentation"),
    ],
    title_format="{title} – {name}",
)
ORIGIN = "https://forge.saltmarsh-univ.test/ecohydro/tidecalc"
SIB_ORIGIN = "https://forge.saltmarsh-univ.test/ecohydro/tidecalc-legacy"
Q = "origin_url=" + quote(ORIGIN, safe=":/")
SA_VIEWS = [
    "/browse/origin/directory/",
    "/browse/origin/visits/",
    "/browse/origin/branches/",
    "/browse/origin/releases/",
]
SA_CONTENT = f"/browse/origin/content/?{Q}&path=tidecalc/harmonics.py"
SIB_DIR = "/browse/origin/directory/?origin_url=" + quote(SIB_ORIGIN, safe=":/")
SA_LOG = f"/browse/origin/log/?{Q}"


def _sa_sites() -> list[Site]:
    tabs = ul(a(f"{v}?{Q}", v.split("/")[3].title()) for v in SA_VIEWS) + a(SA_LOG, "History")
    dir_main = (
        f"<h1>{ORIGIN}</h1><p>Visit type: git · {a('/browse/search/?q=tidecalc', 'Search similar')}</p>{tabs}"
        f"<table><tr><td>{a(SA_CONTENT, 'tidecalc/harmonics.py')}</td></tr></table>"
        f"<p>SWHID: swh:1:dir:6f1d0c4b2e9a7d3c1b0a9f8e7d6c5b4a3f2e1d0c</p>"
        f"<p>{a(ORIGIN, 'Go to origin')} · {a(SIB_DIR, 'tidecalc-legacy')}</p>"
    )
    pages: dict[str, object] = {
        f"/browse/origin/directory/?{Q}": sa.page(ORIGIN, dir_main, head=generator("swh-web")),
        SA_CONTENT: sa.page(
            "harmonics.py", f"<h1>{ORIGIN}</h1><pre>def harmonics(): ...</pre>{tabs}"
        ),
        SA_LOG: sa.page(ORIGIN, f"<h1>{ORIGIN}</h1><p>42 revisions</p>{tabs}"),
        SIB_DIR: sa.page(SIB_ORIGIN, "<h1>legacy</h1>"),
        "/browse/search/?q=tidecalc": sa.page("Search", "<h1>Search</h1>"),
    }
    for v in SA_VIEWS[1:]:
        pages[f"{v}?{Q}"] = sa.page(ORIGIN, f"<h1>{ORIGIN}</h1>{tabs}")
    return [site(sa, pages)]  # type: ignore[arg-type]


CASES = [
    make_case(
        "orvale_gitlab_flowsim",
        "GitLab self-hosted (software project)",
        "Multi-Hop",
        "path_based",
        gl.url(GLP),
        {gl.url(GLP)} | {gl.url(GLP + p) for p in GL_PAGES},
        _gl_sites,
        others={gl.url("/hydro/flowsim-gui")},
    ),
    make_case(
        "vantry_forgejo_meshkit",
        "Forgejo/Gitea (software repository)",
        "Multi-Hop",
        "path_based",
        fj.url(FJP + "/"),
        {fj.url(FJP + "/")} | {fj.url(FJP + p) for p in FJ_SUB},
        _fj_sites,
        others={fj.url("/tessa/meshkit-docs")},
    ),
    make_case(
        "codeharbor_phenocam_tools",
        "GitHub-like forge (software repository)",
        "Multi-Hop",
        "path_based_externals",
        ch.url(CHP),
        {ch.url(CHP)}
        | {ch.url(CHP + p) for p in CH_SUB}
        | set(CH_EXT)
        | {f"http://{CH_PAGES}/phenocam-tools/"},
        _ch_sites,
        others={ch.url("/linnea-k/phenocam-tools-paper")},
    ),
    make_case(
        "codevault_tidecalc_origin",
        "Software-Heritage-like archive (archived origin)",
        "Multi-Hop",
        "sig_uri",
        sa.url(f"/browse/origin/directory/?{Q}"),
        {sa.url(f"{v}?{Q}") for v in SA_VIEWS} | {sa.url(SA_CONTENT), sa.url(SA_LOG)},
        _sa_sites,
        others={sa.url(SIB_DIR)},
    ),
]
