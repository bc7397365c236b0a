"""Software projects and a campaign microsite (Path-Based, Path-Based with Externals):
GitLab, Forgejo, a GitHub-style forge with a raw-content domain, and a Hugo field-campaign
site that is a whole subdomain (the seed's Silk case)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import bare, blob, csv, jpg, pdf_file, txt


def _forge_tree(
    portal: Portal, root: str, files: dict[str, str], pages: dict[str, str], extra: str = ""
) -> str:
    rows = "".join(f'<tr><td><a href="{root}{p}">{n}</a></td></tr>' for n, p in files.items())
    tabs = "".join(f'<li><a href="{root}{p}">{n}</a></li>' for n, p in pages.items())
    return (
        f'<nav class="project-tabs"><ul>{tabs}</ul></nav><table class="tree">{rows}</table>{extra}'
    )


# --- GitLab (self-managed, a university's instance) ---------------------------------------
GL = Portal(
    host="git.polarcode.hx122.example",
    name="PolarCode GitLab",
    menu=[("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in")],
    footer=[("/-/privacy", "Privacy"), ("http://about.gitlab.test/", "About GitLab")],
    title_format="{title} · GitLab",
    home_title="Explore projects · GitLab",
)


def _gitlab_project(
    group: str, proj: str, desc: str, files: dict[str, str], issues: list[tuple[int, str]]
) -> tuple[str, dict[str, str | object], list[str]]:
    root = f"/{group}/{proj}"
    tabs = {
        "Issues": "/-/issues",
        "Merge requests": "/-/merge_requests",
        "Wiki": "/-/wikis/home",
        "Releases": "/-/releases",
        "Commits": "/-/commits/main",
    }
    pages: dict[str, str | object] = {}
    blobs = {n: f"/-/blob/main/{n}" for n in files}
    pages[root] = GL.page(
        f"{group} / {proj}",
        f'<div class="breadcrumbs"><a href="/{group}">{group}</a> / <a href="{root}">{proj}</a>'
        f'</div><h1>{proj}</h1><p class="description">{desc}</p>'
        + _forge_tree(GL, root, blobs, tabs)
        + f'<a href="{root}/-/archive/main/{proj}-main.tar.gz">Download source (tar.gz)</a>'
        f'<div class="readme"><h2>README.md</h2><p>{desc}. Maintained by '
        f'<a href="/users/ahubbard">@ahubbard</a>.</p></div>',
    )
    for n, content in files.items():
        pages[f"{root}/-/blob/main/{n}"] = GL.page(
            f"{n} · main · {group} / {proj}",
            f'<a href="{root}">{proj}</a><h2>{n}</h2><pre>{content}</pre>'
            f'<a href="{root}/-/raw/main/{n}">Open raw</a>',
        )
        pages[f"{root}/-/raw/main/{n}"] = txt(content)
    pages[f"{root}/-/archive/main/{proj}-main.tar.gz"] = blob(proj, "application/gzip")
    pages[f"{root}/-/issues"] = GL.page(
        f"Issues · {group} / {proj}",
        "<ul>"
        + "".join(f'<li><a href="{root}/-/issues/{i}">{t}</a></li>' for i, t in issues)
        + "</ul>",
    )
    for i, t in issues:
        pages[f"{root}/-/issues/{i}"] = GL.page(
            f"{t} (#{i}) · Issues · {group} / {proj}",
            f'<h1>{t}</h1><p>Opened by <a href="/users/ahubbard">ahubbard</a></p>'
            f'<a href="{root}/-/issues">Issues</a>',
        )
    pages[f"{root}/-/merge_requests"] = GL.page(
        f"Merge requests · {group} / {proj}", "<p>There are no open merge requests</p>"
    )
    pages[f"{root}/-/wikis/home"] = GL.page(
        f"Home · Wiki · {group} / {proj}",
        f'<h1>Home</h1><a href="{root}/-/wikis/Installation">Installation</a>',
    )
    pages[f"{root}/-/wikis/Installation"] = GL.page(
        f"Installation · Wiki · {group} / {proj}", "<h1>Installation</h1><pre>pip install .</pre>"
    )
    pages[f"{root}/-/releases"] = GL.page(
        f"Releases · {group} / {proj}",
        f'<h2><a href="{root}/-/releases/v1.2.0">v1.2.0</a></h2>'
        f'<a href="{root}/-/archive/v1.2.0/{proj}-v1.2.0.zip">Source code (zip)</a>',
    )
    pages[f"{root}/-/releases/v1.2.0"] = GL.page(f"v1.2.0 · {proj}", "<h1>v1.2.0</h1>")
    pages[f"{root}/-/archive/v1.2.0/{proj}-v1.2.0.zip"] = blob(proj + "zip", "application/zip")
    pages[f"{root}/-/commits/main"] = GL.page(
        f"Commits · main · {group} / {proj}",
        f'<ul><li><a href="{root}/-/commit/9f1e2d3c4b5a69788796a5b4c3d2e1f00a1b2c3d">'
        "Fix basal drag units</a></li></ul>",
    )
    pages[f"{root}/-/commit/9f1e2d3c4b5a69788796a5b4c3d2e1f00a1b2c3d"] = GL.page(
        f"Fix basal drag units (9f1e2d3c) · Commits · {group} / {proj}", "<pre>diff</pre>"
    )
    return root, pages, [GL.url(p) for p in pages]


GL1_ROOT, GL1_PAGES, GL1_TRUTH = _gitlab_project(
    "glacier-dynamics",
    "flowline-sia",
    "A shallow-ice flowline model for valley glaciers",
    {"README.md": "# flowline-sia", "flowline/solver.py": "def step(h, dt): ...", "LICENSE": "MIT"},
    [(14, "Mass conservation at the terminus"), (9, "Add Glen exponent option")],
)
GL2_ROOT, GL2_PAGES, GL2_TRUTH = _gitlab_project(
    "remote-sensing",
    "sentinel1-iceberg-tracker",
    "Iceberg detection and tracking in Sentinel-1 SAR scenes",
    {"README.md": "# sentinel1-iceberg-tracker", "tracker/cfar.py": "def detect(img): ..."},
    [(3, "False positives near fast ice")],
)
GL_PAGES: dict[str, object] = {
    **GL1_PAGES,
    **GL2_PAGES,
    "/glacier-dynamics": GL.page("glacier-dynamics", "<h1>Group</h1>"),
    "/remote-sensing": GL.page("remote-sensing", "<h1>Group</h1>"),
    "/users/ahubbard": GL.page("Alun Hubbard", "<h1>@ahubbard</h1>"),
}


def _gl() -> list[Site]:
    return [GL.site(GL_PAGES)]  # type: ignore[arg-type]


# --- Forgejo: a sea-ice lab's self-hosted forge -----------------------------------------
FJ = Portal(
    host="forge.seaicelab.hx122.example",
    name="Sea Ice Lab Forge",
    menu=[("/explore/repos", "Explore"), ("/user/login?redirect_to=%2f", "Sign in")],
    footer=[("/assets/licenses.txt", "Licenses"), ("http://forgejo.test/", "Powered by Forgejo")],
    title_format="{title} - {name}",
)
FJ_ROOT = "/meltponds/mpf-retrieval"
FJ_SUB = {
    "/src/branch/main/README.md": FJ.page(
        "mpf-retrieval/README.md at main",
        f'<pre># Melt-pond fraction retrieval</pre><a href="{FJ_ROOT}/raw/branch/main/README.md">Raw</a>',
    ),
    "/raw/branch/main/README.md": txt("# Melt-pond fraction retrieval from MODIS\n"),
    "/src/branch/main/mpf/retrieve.py": FJ.page(
        "mpf-retrieval/mpf/retrieve.py at main",
        f'<pre>import numpy</pre><a href="{FJ_ROOT}/raw/branch/main/mpf/retrieve.py">Raw</a>',
    ),
    "/raw/branch/main/mpf/retrieve.py": txt("import numpy as np\n"),
    "/issues": FJ.page(
        "Issues - mpf-retrieval", f'<a href="{FJ_ROOT}/issues/7">Cloud mask misses thin cirrus</a>'
    ),
    "/issues/7": FJ.page("Cloud mask misses thin cirrus", "<h1>#7</h1>"),
    "/releases": FJ.page(
        "Releases - mpf-retrieval",
        f'<a href="{FJ_ROOT}/releases/tag/v0.4.1">v0.4.1</a>'
        f'<a href="{FJ_ROOT}/releases/download/v0.4.1/mpf_2002-2023_weekly.nc">'
        "mpf_2002-2023_weekly.nc</a>",
    ),
    "/releases/tag/v0.4.1": FJ.page("v0.4.1", "<h1>v0.4.1</h1>"),
    "/releases/download/v0.4.1/mpf_2002-2023_weekly.nc": blob("mpf", "application/x-netcdf"),
    "/wiki": FJ.page("Wiki - mpf-retrieval", "<h1>Wiki</h1>"),
    "/commits/branch/main": FJ.page("Commits - mpf-retrieval", "<p>41 commits</p>"),
    "/archive/main.zip": blob("mpf-main", "application/zip"),
}
FJ_PAGES: dict[str, object] = {
    FJ_ROOT: FJ.page(
        "meltponds/mpf-retrieval: Melt-pond fraction retrieval from MODIS",
        '<div class="repo-header"><a href="/meltponds">meltponds</a> / <a href="'
        f'{FJ_ROOT}">mpf-retrieval</a></div><div class="ui tabs">'
        f'<a href="{FJ_ROOT}">Code</a><a href="{FJ_ROOT}/issues">Issues</a>'
        f'<a href="{FJ_ROOT}/releases">Releases</a><a href="{FJ_ROOT}/wiki">Wiki</a></div>'
        f'<a href="{FJ_ROOT}/commits/branch/main">41 Commits</a>'
        f'<table id="repo-files-table"><tr><td><a href="{FJ_ROOT}/src/branch/main/README.md">'
        f'README.md</a></td></tr><tr><td><a href="{FJ_ROOT}/src/branch/main/mpf/retrieve.py">'
        "mpf/retrieve.py</a></td></tr></table>"
        f'<a href="{FJ_ROOT}/archive/main.zip">Download ZIP</a>'
        f'<a href="/user/login?redirect_to=%2fmeltponds%2fmpf-retrieval">Sign in to star</a>',
    ),
    **{FJ_ROOT + k: v for k, v in FJ_SUB.items()},
    "/meltponds": FJ.page("meltponds", "<h1>meltponds</h1>"),
}


def _fj() -> list[Site]:
    return [FJ.site(FJ_PAGES)]  # type: ignore[arg-type]


# --- Hugo microsite of a field campaign (a whole subdomain is the artifact) -------------
HU = "snowex-alaska-2023.campaigns.hx122.example"
_HU_NAV = (
    '<nav><a href="/">Home</a> <a href="/science/">Science</a> <a href="/team/">Team</a> '
    '<a href="/data/">Data</a> <a href="/blog/">Field blog</a></nav>'
)


def _hu(title: str, body: str) -> str:
    return bare(
        f"{title} | SnowEx Alaska 2023",
        _HU_NAV + body + '<footer>Funded by <a href="http://science.nasa.test/earth-science">'
        'NASA Terrestrial Hydrology</a> · <a href="http://gohugo.test/">Hugo</a></footer>',
        head='<meta name="generator" content="Hugo 0.126.1">'
        "<style>body{font-family:system-ui}</style>",
    )


HU_PAGES: dict[str, object] = {
    "/": _hu("Home", "<h1>SnowEx Alaska 2023</h1><p>Tundra and boreal snow, March 2023.</p>"),
    "/science/": _hu("Science", "<h1>Science goals</h1><p>Snow water equivalent from L-band.</p>"),
    "/team/": _hu("Team", "<h1>Team</h1><p>Twenty-six scientists from eleven institutions.</p>"),
    "/data/": _hu(
        "Data",
        '<h1>Data</h1><ul><li><a href="/data/snowpits_2023.csv">Snow pits (CSV)</a></li>'
        '<li><a href="/data/campaign_plan.pdf">Campaign plan</a></li>'
        '<li><a href="http://nsidc.test/data/snex23_ssa">Archived at NSIDC</a></li></ul>',
    ),
    "/data/snowpits_2023.csv": csv("pit,site,depth_cm,swe_mm\nFLCF1,Farmers Loop,78,161\n"),
    "/data/campaign_plan.pdf": pdf_file("SnowEx Alaska 2023 campaign plan"),
    "/blog/": _hu(
        "Field blog",
        '<ul><li><a href="/blog/2023-03-10-first-pits/">First pits at Farmers Loop</a></li>'
        '<li><a href="/blog/2023-03-16-minus-forty/">Minus forty</a></li></ul>',
    ),
    "/blog/2023-03-10-first-pits/": _hu(
        "First pits at Farmers Loop",
        '<h1>First pits</h1><p><a href="/blog/2023-03-10-first-pits/pit-wall.jpg">'
        "Depth hoar at the base</a></p>",
    ),
    "/blog/2023-03-10-first-pits/pit-wall.jpg": jpg(5),
    "/blog/2023-03-16-minus-forty/": _hu("Minus forty", "<h1>Minus forty</h1>"),
}


def _hugo() -> list[Site]:
    return [Site(HU, HU_PAGES)]  # type: ignore[arg-type]


# --- GitHub-style forge: raw files and release assets on a separate content domain ------
GH = Portal(
    host="www.cryohub.hx122.example",
    name="CryoHub",
    menu=[
        ("/features", "Product"),
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
        ("/login", "Sign in"),
    ],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/security", "Security")],
    title_format="{title}",
    home_title="CryoHub: Let's build from here",
)
RAW = "raw.cryohubusercontent.hx122.example"
OBJ = "objects.cryohubusercontent.hx122.example"


def _gh_repo(
    owner: str,
    repo: str,
    desc: str,
    files: dict[str, str],
    release: str,
    asset: str,
    readme_extra: str = "",
) -> tuple[dict[str, object], dict[str, object], dict[str, object], list[str]]:
    root = f"/{owner}/{repo}"
    pages: dict[str, object] = {}
    raw: dict[str, object] = {}
    obj: dict[str, object] = {}
    truth = [GH.url(root)]
    rows = "".join(f'<tr><td><a href="{root}/blob/main/{n}">{n}</a></td></tr>' for n in files)
    pages[root] = GH.page(
        f"{owner}/{repo}: {desc}",
        f'<div class="AppHeader-context"><a href="/{owner}">{owner}</a> / <a href="{root}">'
        f'{repo}</a></div><nav class="UnderlineNav"><a href="{root}">Code</a>'
        f'<a href="{root}/issues">Issues</a><a href="{root}/pulls">Pull requests</a>'
        f'<a href="{root}/actions">Actions</a><a href="{root}/wiki">Wiki</a></nav>'
        f'<table aria-labelledby="folders-and-files">{rows}</table>'
        f'<a href="{root}/archive/refs/heads/main.zip">Download ZIP</a>'
        f'<article class="markdown-body"><h1>{repo}</h1><p>{desc}.</p>{readme_extra}</article>'
        f'<div class="BorderGrid"><h2>Releases</h2><a href="{root}/releases/tag/{release}">'
        f'{release} Latest</a><h2>Contributors</h2><a href="{root}/graphs/contributors">'
        'Contributors</a><a href="/topics/glaciology">glaciology</a></div>',
    )
    for n, content in files.items():
        pages[f"{root}/blob/main/{n}"] = GH.page(
            f"{repo}/{n} at main · {owner}/{repo}",
            f'<pre>{content}</pre><a href="http://{RAW}{root}/main/{n}">Raw</a>'
            f'<a href="{root}/commits/main/{n}">History</a>',
        )
        pages[f"{root}/commits/main/{n}"] = GH.page(f"History for {n}", "<ol><li>init</li></ol>")
        raw[f"{root}/main/{n}"] = txt(content)
        truth += [GH.url(f"{root}/blob/main/{n}"), GH.url(f"{root}/commits/main/{n}")]
        truth.append(f"http://{RAW}{root}/main/{n}")
    asset_path = f"/release-assets/{owner}-{repo}/{release}/{asset}"
    sub = {
        "/issues": f'<a href="{root}/issues/21">Velocity gaps over shear margins</a>',
        "/issues/21": "<h1>Velocity gaps over shear margins #21</h1>",
        "/pulls": "<p>0 Open</p>",
        "/actions": "<p>CI workflow runs</p>",
        "/wiki": "<h1>Wiki</h1>",
        "/graphs/contributors": "<p>3 contributors</p>",
        f"/releases/tag/{release}": f'<h1>{release}</h1><a href="http://{OBJ}{asset_path}">'
        f"{asset}</a>"
        f'<a href="{root}/archive/refs/tags/{release}.tar.gz">Source code (tar.gz)</a>',
    }
    for p, body in sub.items():
        pages[root + p] = GH.page(f"{p.strip('/')} · {owner}/{repo}", body)
        truth.append(GH.url(root + p))
    pages[f"{root}/archive/refs/heads/main.zip"] = blob(repo, "application/zip")
    pages[f"{root}/archive/refs/tags/{release}.tar.gz"] = blob(repo + release, "application/gzip")
    truth += [
        GH.url(f"{root}/archive/refs/heads/main.zip"),
        GH.url(f"{root}/archive/refs/tags/{release}.tar.gz"),
    ]
    obj[asset_path] = blob(asset)
    truth.append(f"http://{OBJ}{asset_path}")
    return pages, raw, obj, truth


GH1_PAGES, GH1_RAW, GH1_OBJ, GH1_TRUTH = _gh_repo(
    "icevel",
    "itslive-tools",
    "Tools to subset ice-velocity mosaics and time series",
    {
        "README.md": "# itslive-tools",
        "itslive/cube.py": "def subset(cube, bbox): ...",
        "environment.yml": "name: itslive",
    },
    "v2.1.0",
    "itslive-tools-2.1.0-py3-none-any.whl",
)
GH2_PAGES, GH2_RAW, GH2_OBJ, GH2_TRUTH = _gh_repo(
    "firnlab",
    "community-firn-model",
    "The Community Firn Model: firn densification and heat transport",
    {
        "README.md": "# CFM",
        "CFM_main/firn_density_nospin.py": "class FirnDensityNoSpin: ...",
        "CFM_main/example.json": '{"physRho": "HLdynamic"}',
    },
    "v3.0.1",
    "CFM_example_forcing.zip",
    readme_extra='<p>Cite the model description paper: <a href="http://doi.org/10.5194/'
    'gmd-13-4355-2020">Stevens et al. (2020)</a>. Archived snapshot: <a href="http://'
    'repository.cryodata.hx122.example/records/k7r2m-0pq41">see the repository</a>.</p>',
)
GH_PAGES: dict[str, object] = {
    **GH1_PAGES,
    **GH2_PAGES,
    "/icevel": GH.page("icevel", "<h1>icevel</h1>"),
    "/firnlab": GH.page("firnlab", "<h1>firnlab</h1>"),
    "/topics/glaciology": GH.page("glaciology · CryoHub Topics", "<h1>#glaciology</h1>"),
}


def _gh() -> list[Site]:
    return [
        GH.site(GH_PAGES),  # type: ignore[arg-type]
        Site(RAW, {**GH1_RAW, **GH2_RAW}),  # type: ignore[arg-type]
        Site(OBJ, {**GH1_OBJ, **GH2_OBJ}),  # type: ignore[arg-type]
    ]


CASES: list[Case] = [
    # GitLab is in the seed's table: Path-Based.  Every project URI extends the project
    # path (/-/blob, /-/raw, /-/issues, /-/wikis, /-/releases, /-/archive...).  Truth:
    # every page and file under /glacier-dynamics/flowline-sia reachable from the entry;
    # the group, the user profile and the instance chrome are not.
    case(
        "gitlab-flowline-sia",
        "GitLab (self-managed instance)",
        "multi_hop",
        "path_based",
        GL.url(GL1_ROOT),
        GL1_TRUTH,
        _gl,
    ),
    # Second GitLab project on the same instance: Path-Based; truth as above.
    case(
        "gitlab-sentinel1-iceberg-tracker",
        "GitLab (self-managed instance)",
        "multi_hop",
        "path_based",
        GL.url(GL2_ROOT),
        GL2_TRUTH,
        _gl,
    ),
    # Forgejo keeps everything of a repository under /owner/repo (src, raw, issues,
    # releases and their downloads, wiki, archive): Path-Based as for the seed's BitBucket
    # and GitLab rows.  Truth: the repo's pages and files; the sign-in link carries the
    # path only percent-encoded and is chrome.
    case(
        "forgejo-melt-pond-retrieval",
        "Forgejo (lab forge)",
        "multi_hop",
        "path_based",
        FJ.url(FJ_ROOT),
        [FJ.url(FJ_ROOT), *(FJ.url(FJ_ROOT + k) for k in FJ_SUB)],
        _fj,
    ),
    # A Hugo campaign microsite owns its whole subdomain, like the seed's Silk: Path-Based
    # from "/".  Truth: every page and file of the subdomain; the funder, NSIDC and Hugo
    # links are elsewhere.
    case(
        "hugo-snowex-alaska-2023",
        "Hugo (field-campaign microsite on its own subdomain)",
        "multi_hop",
        "path_based",
        f"http://{HU}/",
        [f"http://{HU}{p}" for p in HU_PAGES],
        _hugo,
    ),
    # A GitHub-style forge, the seed's GitHub row: Path-Based with Externals -- the raw
    # files and release assets live on the forge's other domain (cryohubusercontent).
    # Truth: everything under /icevel/itslive-tools plus the raw and asset URIs it links.
    case(
        "cryohub-itslive-tools",
        "GitHub (GitHub-style forge with a user-content domain)",
        "multi_hop",
        "path_based_externals",
        GH.url("/icevel/itslive-tools"),
        GH1_TRUTH,
        _gh,
    ),
    # Same forge, another repository: Path-Based with Externals.  Truth as above; the
    # README's DOI link and the link to the archived record on another portal are
    # other artifacts, not this project's (the seed keeps artifacts to the portal's own
    # domains), though the heuristic's "externals" may pick them up.
    case(
        "cryohub-community-firn-model",
        "GitHub (GitHub-style forge with a user-content domain)",
        "multi_hop",
        "path_based_externals",
        GH.url("/firnlab/community-firn-model"),
        GH2_TRUTH,
        _gh,
    ),
]
