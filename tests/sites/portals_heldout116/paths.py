"""Path-based artifacts: earthquake event pages with a product CDN, GitHub and GitLab
projects, HUBzero resources."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, host, image, pdf_doc, text, ul

# --- Earthquake event page (ComCat-style): tabs under the event path, products on a CDN ----

EQ = Portal(
    host("earthquake", "tremorwatch"),
    "Tremorwatch Earthquake Hazards (mock)",
    [
        ("/earthquakes/map/", "Latest Earthquakes"),
        ("/earthquakes/search/", "Search Catalog"),
        ("/fdsnws/event/1/", "Web Services"),
        ("/hazards/", "Hazards"),
        ("/about/", "About"),
    ],
    [
        ("/privacy-policy/", "Privacy"),
        ("/accessibility/", "Accessibility"),
        ("/foia/", "FOIA"),
        ("/contact/", "Contact"),
    ],
    title_format="{title}",
    home_title="Earthquake Hazards Program",
)
CDN = f"http://{host('products', 'tremorcdn')}"
EVENTS = {
    "tw2026cqzx": {
        "title": "M 6.1 - 14 km SSE of Ridgecrest, CA",
        "tabs": [
            "executive",
            "origin/detail",
            "origin/phases",
            "shakemap/intensity",
            "shakemap/pga",
            "dyfi/responses",
            "dyfi/intensity",
            "moment-tensor",
            "finite-fault",
            "region-info",
            "impact/pager",
        ],
        "products": {
            "shakemap/intensity": [
                "shakemap/tw2026cqzx/tw/1771912334100/download/intensity.jpg",
                "shakemap/tw2026cqzx/tw/1771912334100/download/grid.xml",
                "shakemap/tw2026cqzx/tw/1771912334100/download/shape.zip",
            ],
            "shakemap/pga": ["shakemap/tw2026cqzx/tw/1771912334100/download/pga.jpg"],
            "dyfi/intensity": [
                "dyfi/tw2026cqzx/tw/1771913001220/cdi_zip.txt",
                "dyfi/tw2026cqzx/tw/1771913001220/tw2026cqzx_ciim.jpg",
            ],
            "moment-tensor": ["moment-tensor/tw_2026cqzx_mww/tw/1771912801000/beachball.png"],
            "finite-fault": ["finite-fault/tw2026cqzx/tw/1771940000000/basic_inversion.param"],
            "impact/pager": ["losspager/tw2026cqzx/tw/1771912990500/onepager.pdf"],
        },
        "nearby": ["tw2026cqzy", "tw2026cr02"],
    },
    "tw2026dhk4": {
        "title": "M 4.2 - 6 km NW of The Geysers, CA",
        "tabs": ["executive", "origin/detail", "dyfi/responses", "dyfi/intensity"],
        "products": {
            "dyfi/intensity": [
                "dyfi/tw2026dhk4/tw/1773001200001/cdi_zip.txt",
                "dyfi/tw2026dhk4/tw/1773001200001/tw2026dhk4_ciim.jpg",
            ],
        },
        "nearby": ["tw2026dhk1"],
    },
}


def _eq_base(ev: str) -> str:
    return f"/earthquakes/eventpage/{ev}/"


def _eq_page(ev: str, tab: str | None) -> str:
    info = EVENTS[ev]
    base = _eq_base(ev)
    tabs = [(base + t, t.replace("/", " › ").title()) for t in info["tabs"]]
    nav = '<nav class="event-tabs">' + ul([(base, "Overview"), *tabs]) + "</nav>"
    body = f"<h1>{info['title']}</h1>"
    if tab is None:
        body += (
            "<dl><dt>Time</dt><dd>2026-02-24 07:51:12 (UTC)</dd><dt>Location</dt>"
            "<dd>35.532°N 117.611°W</dd><dt>Depth</dt><dd>8.4 km</dd></dl>"
            "<h2>Nearby events</h2>" + ul([(_eq_base(n), f"Event {n}") for n in info["nearby"]])
        )
    else:
        body += f"<h2>{tab.replace('/', ' › ').title()}</h2><p>Contributed by TW.</p>"
        files = info["products"].get(tab, [])
        if files:
            body += "<h3>Downloads</h3>" + ul(
                [(f"{CDN}/product/{f}", f.rsplit("/", 1)[1]) for f in files]
            )
    return EQ.page(info["title"], nav + body)


def build_eq() -> list[Site]:
    pages: dict[str, str | Response] = {}
    cdn = Site(CDN.removeprefix("http://"))
    for ev, info in EVENTS.items():
        pages[_eq_base(ev)] = _eq_page(ev, None)
        for t in info["tabs"]:
            pages[_eq_base(ev) + t] = _eq_page(ev, t)
        for n in info["nearby"]:
            pages[_eq_base(n)] = EQ.page(f"Event {n}", f"<h1>Event {n}</h1>")
        for files in info["products"].values():
            for f in files:
                name = f.rsplit("/", 1)[1]
                if name.endswith((".jpg", ".png")):
                    value: Response = image((250, 200, 0))
                elif name.endswith(".pdf"):
                    value = pdf_doc("PAGER", info["title"])
                else:
                    value = text(f"# {name} for {ev}\n")
                cdn.add(f"/product/{f}", value)
    return [EQ.site(pages), cdn]


def _eq_truth(ev: str) -> list[str]:
    info = EVENTS[ev]
    base = EQ.url(_eq_base(ev))
    out = [base] + [base + t for t in info["tabs"]]
    out += [f"{CDN}/product/{f}" for fs in info["products"].values() for f in fs]
    return out


# --- GitHub: code under the repository path, raw files on a separate content host ----------

GH = Portal(
    host("code", "seishub"),
    "SeisHub",
    [
        ("/explore", "Explore"),
        ("/topics", "Topics"),
        ("/marketplace", "Marketplace"),
        ("/pricing", "Pricing"),
    ],
    [
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("/contact", "Contact"),
        ("/docs", "Docs"),
    ],
    title_format="{title}",
)
RAW = f"http://{host('raw', 'seishubusercontent')}"
REPOS = {
    "/quakeflow-lab/phasenet-picker": {
        "desc": "Deep-learning P and S phase picker for continuous seismic data",
        "files": ["README.md", "phasenet/model.py", "phasenet/predict.py", "setup.cfg"],
        "issues": [41, 44],
        "release": "v1.4.0",
        "asset": "phasenet_picker-1.4.0.tar.gz",
        "sha": "9f2c1e07a4b3d5c6e8f0a1b2c3d4e5f607182930",
    },
    "/volcano-geodesy/insar-deformation-models": {
        "desc": "Mogi, Okada and penny-crack source models for InSAR time series",
        "files": ["README.md", "models/mogi.py", "models/okada.py"],
        "issues": [7],
        "release": "v0.9.2",
        "asset": "insar_deformation_models-0.9.2-py3-none-any.whl",
        "sha": "1b2a3c4d5e6f708192a3b4c5d6e7f80912a3b4c5",
    },
}


def _gh_pages(repo: str) -> dict[str, str]:
    info = REPOS[repo]
    owner = repo.split("/")[1]
    nav = (
        '<nav class="reponav">'
        + ul(
            [
                (repo, "Code"),
                (f"{repo}/issues", "Issues"),
                (f"{repo}/pulls", "Pull requests"),
                (f"{repo}/actions", "Actions"),
                (f"{repo}/wiki", "Wiki"),
                (f"{repo}/releases", "Releases"),
            ]
        )
        + "</nav>"
    )
    head = f"<h1>{a('/' + owner, owner)} / {a(repo, repo.rsplit('/', 1)[1])}</h1>"

    def page(title: str, body: str) -> str:
        return GH.page(title, head + nav + body)

    rel, asset, sha = info["release"], info["asset"], info["sha"]
    pages = {
        repo: page(
            f"GitHub - {repo[1:]}: {info['desc']}",
            f"<p>{info['desc']}</p>"
            + ul([(f"{repo}/blob/main/{f}", f) for f in info["files"]])
            + f"<p>{a(f'{repo}/commits/main', 'History')} · "
            f"{a(f'{repo}/commit/{sha}', sha[:7])} · "
            f"{a(f'{repo}/archive/refs/heads/main.zip', 'Download ZIP')}</p>"
            f"<p>Contributors: {a('/wzhu', 'wzhu')} {a('/kbergen', 'kbergen')}</p>",
        ),
        f"{repo}/issues": page(
            "Issues", ul([(f"{repo}/issues/{n}", f"#{n}") for n in info["issues"]])
        ),
        f"{repo}/pulls": page("Pull requests", "<p>0 Open</p>"),
        f"{repo}/actions": page("Actions", "<p>CI: passing</p>"),
        f"{repo}/wiki": page("Wiki", "<p>Welcome to the wiki.</p>"),
        f"{repo}/releases": page("Releases", ul([(f"{repo}/releases/tag/{rel}", rel)])),
        f"{repo}/releases/tag/{rel}": page(
            f"Release {rel}", ul([(f"{repo}/releases/download/{rel}/{asset}", asset)])
        ),
        f"{repo}/commits/main": page("Commits", ul([(f"{repo}/commit/{sha}", sha[:7])])),
        f"{repo}/commit/{sha}": page(f"Commit {sha[:7]}", "<pre>fix: taper before picking</pre>"),
    }
    for n in info["issues"]:
        pages[f"{repo}/issues/{n}"] = page(
            f"Issue #{n}", f"<p>Issue {n} by {a('/wzhu', 'wzhu')}</p>"
        )
    for f in info["files"]:
        pages[f"{repo}/blob/main/{f}"] = page(
            f, f"<p>{a(f'{RAW}{repo}/main/{f}', 'Raw')} {a(f'{repo}/commits/main', 'History')}</p>"
        )
    return pages


def build_gh() -> list[Site]:
    pages: dict[str, str | Response] = {}
    raw = Site(RAW.removeprefix("http://"))
    for repo, info in REPOS.items():
        pages.update(_gh_pages(repo))
        pages[f"{repo}/archive/refs/heads/main.zip"] = Response.data(
            b"PK\x05\x06" + b"\0" * 18, "application/zip"
        )
        pages[f"{repo}/releases/download/{info['release']}/{info['asset']}"] = Response.data(
            b"\x1f\x8b\x08\x00", "application/gzip"
        )
        for f in info["files"]:
            raw.add(f"{repo}/main/{f}", text(f"# {f}\n"))
    for user in ("/quakeflow-lab", "/volcano-geodesy", "/wzhu", "/kbergen"):
        pages[user] = GH.page(user[1:], f"<h1>{user[1:]}</h1>")
    return [GH.site(pages), raw]


def _gh_truth(repo: str) -> list[str]:
    info = REPOS[repo]
    out = [GH.url(p) for p in _gh_pages(repo)]
    out.append(GH.url(f"{repo}/archive/refs/heads/main.zip"))
    out.append(GH.url(f"{repo}/releases/download/{info['release']}/{info['asset']}"))
    out += [f"{RAW}{repo}/main/{f}" for f in info["files"]]
    return out


# --- GitLab (self-managed): a hazard-model repository and a ground-motion library ----------

GL = Portal(
    host("git", "hazardlab-efm"),
    "GitLab",
    [
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ],
    [
        ("/help/legal", "Terms"),
        ("/-/privacy", "Privacy"),
        ("https://about.gitlab.test/", "About GitLab"),
    ],
    title_format="{title} · GitLab",
)
PROJECTS = {
    "/hazard-models/ssa-2026-source-model": {
        "name": "SSA 2026 seismic source model",
        "files": [
            "README.md",
            "sources/area_sources.xml",
            "sources/fault_sources.xml",
            "logic_tree/source_model_logic_tree.xml",
            "job.ini",
        ],
        "issues": [3, 8, 11],
        "tag": "v2026.1",
        "sha": "c0ffee12a9b8d7e6f5a4b3c2d1e0f9a8b7c6d5e4",
    },
    "/gmm/gmpe-toolkit": {
        "name": "gmpe-toolkit",
        "files": ["README.md", "gmpe_toolkit/abrahamson_2014.py", "pyproject.toml"],
        "issues": [21],
        "tag": "v2.3.0",
        "sha": "ab12cd34ef56ab78cd90ef12ab34cd56ef78ab90",
    },
}


def _gl_pages(p: str) -> dict[str, str]:
    info = PROJECTS[p]
    group = p.split("/")[1]
    side = (
        '<aside class="nav-sidebar">'
        + ul(
            [
                (p, "Project overview"),
                (f"{p}/-/tree/main", "Repository"),
                (f"{p}/-/issues", "Issues"),
                (f"{p}/-/merge_requests", "Merge requests"),
                (f"{p}/-/pipelines", "Pipelines"),
                (f"{p}/-/wikis/home", "Wiki"),
                (f"{p}/-/releases", "Releases"),
            ]
        )
        + "</aside>"
    )
    crumbs = f'<nav class="breadcrumbs">{a("/" + group, group)} / {a(p, info["name"])}</nav>'

    def page(title: str, body: str) -> str:
        return GL.page(f"{title} · {info['name']}", crumbs + side + body)

    tag, sha = info["tag"], info["sha"]
    zipname = f"{p}/-/archive/main/{p.rsplit('/', 1)[1]}-main.zip"
    tree = ul([(f"{p}/-/blob/main/{f}", f) for f in info["files"]])
    pages = {
        p: page(
            "Project",
            f"<h1>{info['name']}</h1>{tree}<p>{a(f'{p}/-/commits/main', 'Commits')} · "
            f"{a(f'{p}/-/tags', 'Tags')} · "
            f"{a(zipname, 'Download zip')}</p>",
        ),
        f"{p}/-/tree/main": page("Files", tree),
        f"{p}/-/issues": page(
            "Issues", ul([(f"{p}/-/issues/{n}", f"#{n}") for n in info["issues"]])
        ),
        f"{p}/-/merge_requests": page("Merge requests", "<p>No open merge requests</p>"),
        f"{p}/-/pipelines": page("Pipelines", "<p>passed</p>"),
        f"{p}/-/wikis/home": page("Wiki", "<p>Calculation notes.</p>"),
        f"{p}/-/releases": page("Releases", ul([(f"{p}/-/releases/{tag}", tag)])),
        f"{p}/-/releases/{tag}": page(tag, f"<p>{a(f'{p}/-/tags/{tag}', 'Tag')}</p>"),
        f"{p}/-/tags": page("Tags", ul([(f"{p}/-/tags/{tag}", tag)])),
        f"{p}/-/tags/{tag}": page(tag, f"<p>{a(f'{p}/-/commit/{sha}', sha[:8])}</p>"),
        f"{p}/-/commits/main": page("Commits", ul([(f"{p}/-/commit/{sha}", sha[:8])])),
        f"{p}/-/commit/{sha}": page("Commit", "<pre>Update logic tree weights</pre>"),
    }
    for n in info["issues"]:
        pages[f"{p}/-/issues/{n}"] = page(
            f"Issue #{n}", f"<p>Opened by {a('/mpagani', 'M. Pagani')}</p>"
        )
    for f in info["files"]:
        pages[f"{p}/-/blob/main/{f}"] = page(f, f"<p>{a(f'{p}/-/raw/main/{f}', 'Open raw')}</p>")
    return pages


def build_gl() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for p, info in PROJECTS.items():
        pages.update(_gl_pages(p))
        pages[f"{p}/-/archive/main/{p.rsplit('/', 1)[1]}-main.zip"] = Response.data(
            b"PK\x05\x06" + b"\0" * 18, "application/zip"
        )
        for f in info["files"]:
            pages[f"{p}/-/raw/main/{f}"] = text(f"<!-- {f} -->\n")
    for g in ("/hazard-models", "/gmm", "/mpagani"):
        pages[g] = GL.page(g[1:], f"<h1>{g[1:]}</h1>")
    return [GL.site(pages)]


def _gl_truth(p: str) -> list[str]:
    info = PROJECTS[p]
    out = [GL.url(x) for x in _gl_pages(p)]
    out.append(GL.url(f"{p}/-/archive/main/{p.rsplit('/', 1)[1]}-main.zip"))
    out += [GL.url(f"{p}/-/raw/main/{f}") for f in info["files"]]
    return out


# --- HUBzero (VHub-style): a simulation tool resource with its tabs ------------------------

HZ = Portal(
    host("vhub", "volcanohub-collab"),
    "VHub",
    [
        ("/resources", "Resources"),
        ("/tools", "Tools"),
        ("/groups", "Groups"),
        ("/members", "Members"),
        ("/support", "Support"),
    ],
    [
        ("/legal/terms", "Terms of Use"),
        ("/legal/privacy", "Privacy"),
        ("/support/ticket/new", "Report a problem"),
    ],
    title_format="{name} - Resources: {title}",
)
HZ_RES = "/resources/tephra2"
HZ_TABS = ["about", "supportingdocs", "citations", "questions", "reviews", "versions", "usage"]


def build_hz() -> list[Site]:
    title = "Tephra2: tephra dispersion and sedimentation model"
    nav = ul([(f"{HZ_RES}/{t}", t.title()) for t in HZ_TABS])
    pages: dict[str, str | Response] = {}
    for t in [None, *HZ_TABS]:
        body = f"<h1>{title}</h1><nav class='sub-menu'>{nav}</nav>"
        if t in (None, "about"):
            body += (
                f"<p>By {a('/members/1022', 'Laura Connor')}, {a('/members/1031', 'Costanza Bonadonna')}</p>"
                f"<p>{a('/tools/tephra2/invoke', 'Launch tool')} (login required)</p>"
            )
        if t == "supportingdocs":
            body += ul(
                [
                    (f"{HZ_RES}/download/tephra2_users_manual.pdf", "User manual (PDF)"),
                    (f"{HZ_RES}/download/tephra2_example_inputs.zip", "Example inputs"),
                ]
            )
        if t == "versions":
            body += ul([(f"{HZ_RES}?rev=61", "Version 2.0.3 (rev 61)")])
        pages[HZ_RES if t is None else f"{HZ_RES}/{t}"] = HZ.page(title, body)
    pages[f"{HZ_RES}?rev=61"] = HZ.page(title, f"<h1>{title} (rev 61)</h1>")
    pages[f"{HZ_RES}/download/tephra2_users_manual.pdf"] = pdf_doc("Tephra2 user manual", "v2.0")
    pages[f"{HZ_RES}/download/tephra2_example_inputs.zip"] = Response.data(
        b"PK\x05\x06" + b"\0" * 18, "application/zip"
    )
    for m in ("/members/1022", "/members/1031", "/tools/tephra2/invoke"):
        pages[m] = HZ.page("Member", "<h1>Member</h1>")
    return [HZ.site(pages)]


HZ_TRUTH = (
    [HZ.url(HZ_RES)]
    + [HZ.url(f"{HZ_RES}/{t}") for t in HZ_TABS]
    + [
        HZ.url(f"{HZ_RES}?rev=61"),
        HZ.url(f"{HZ_RES}/download/tephra2_users_manual.pdf"),
        HZ.url(f"{HZ_RES}/download/tephra2_example_inputs.zip"),
    ]
)

CASES: list[Case] = [
    # ComCat-style event page: every tab of the event lives under /earthquakes/eventpage/<id>/
    # (multi-hop: products sit on tab pages), and the product files are on the CDN host, so
    # the seed's GitHub row applies: Path-Based with Externals.  Truth: the overview, its 11
    # tabs and the 9 product files on the CDN; nearby events are other artifacts.
    case(
        "comcat-m61-ridgecrest",
        "Earthquake event page (ComCat-style, product CDN)",
        "Multi-Hop",
        "path_based_externals",
        EQ.url(_eq_base("tw2026cqzx")),
        _eq_truth("tw2026cqzx"),
        build_eq,
        others=[EQ.url(_eq_base("tw2026cqzy"))],
    ),
    # A small event, same portal and reasoning (Path-Based with Externals).  Truth:
    # overview, 4 tabs, 2 DYFI products on the CDN.
    case(
        "comcat-m42-geysers",
        "Earthquake event page (ComCat-style, product CDN)",
        "Multi-Hop",
        "path_based_externals",
        EQ.url(_eq_base("tw2026dhk4")),
        _eq_truth("tw2026dhk4"),
        build_eq,
        others=[EQ.url(_eq_base("tw2026dhk1"))],
    ),
    # GitHub repository: the seed's own example of Path-Based with Externals (raw files on a
    # separate content host).  Truth: every page under the repository path, the archive and
    # release asset, and the raw files; owner and contributor profiles are not the project.
    case(
        "github-phasenet-picker",
        "GitHub (seismology software repository)",
        "Multi-Hop",
        "path_based_externals",
        GH.url("/quakeflow-lab/phasenet-picker"),
        _gh_truth("/quakeflow-lab/phasenet-picker"),
        build_gh,
    ),
    # A second repository, same reasoning.  Truth: its pages under the repository path,
    # archive, wheel asset and 3 raw files.
    case(
        "github-insar-models",
        "GitHub (volcano geodesy code)",
        "Multi-Hop",
        "path_based_externals",
        GH.url("/volcano-geodesy/insar-deformation-models"),
        _gh_truth("/volcano-geodesy/insar-deformation-models"),
        build_gh,
    ),
    # Self-managed GitLab: the seed's GitLab.com row, Path-Based (raw files are under
    # /-/raw/ of the project path, no second host).  Truth: every page under the project path.
    case(
        "gitlab-ssa-source-model",
        "GitLab (hazard-model repository)",
        "Multi-Hop",
        "path_based",
        GL.url("/hazard-models/ssa-2026-source-model"),
        _gl_truth("/hazard-models/ssa-2026-source-model"),
        build_gl,
    ),
    # A second GitLab project, same reasoning (Path-Based).  Truth: every page under
    # /gmm/gmpe-toolkit, its archive and raw files; the group page is not the project.
    case(
        "gitlab-gmpe-toolkit",
        "GitLab (ground-motion model library)",
        "Multi-Hop",
        "path_based",
        GL.url("/gmm/gmpe-toolkit"),
        _gl_truth("/gmm/gmpe-toolkit"),
        build_gl,
    ),
    # HUBzero resource: tabs, versions and downloads all under /resources/tephra2 (like the
    # seed's Slideshare/BitBucket rows): Path-Based.  Member pages and the tool session are
    # outside.  Truth: the resource page, 7 tabs, one older revision, two downloads.
    case(
        "hubzero-tephra2",
        "HUBzero (VHub simulation tool resource)",
        "Multi-Hop",
        "path_based",
        HZ.url(HZ_RES),
        HZ_TRUTH,
        build_hz,
    ),
]
