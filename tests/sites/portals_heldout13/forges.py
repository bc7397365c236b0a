"""Code forges, a package index, a notebook host and a documentation host, under
unfamiliar names.

Forgeyard imitates GitLab (``/-/`` separated project paths, a sibling project whose name
extends this one's, a "new issue" link that bounces to the login page), Codewharf
imitates GitHub (raw files and release assets on registrable domains of their own, a
documentation page on the forge's pages domain), Wheelhouse imitates PyPI (release pages
under the project, distribution files on a files domain) and Cellhub imitates Kaggle
(dataset and notebook tabs, downloads on blob storage), Docuport imitates Read the Docs
(a documentation build under /en/latest/, other builds and a translation beside it).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Shell, a, blob, files_site, ul

# --- Forgeyard (GitLab-like) -----------------------------------------------------------

FY = Shell(
    host="code.forgeyard.hx13.example",
    name="Forgeyard",
    nav=(
        ("/explore", "Explore"),
        ("/explore/groups", "Groups"),
        ("/explore/snippets", "Snippets"),
        ("/help", "Help"),
    ),
    footer=(("/about", "About Forgeyard"), ("/status", "Status"), ("/terms", "Terms")),
    title_format="{title} · Forgeyard",
    layout="side",
    assets="/assets/fy",
    account=(("/users/sign_in", "Sign in"),),
)
SHA = "4e1b9c07d2"
# (namespace, project, description, files, issues, tag, sibling or None)
FY_PROJECTS = [
    (
        "hydro-ml",
        "floodcast",
        "Probabilistic flood forecasting with gradient-boosted ensembles",
        ["README.md", "floodcast/model.py", "floodcast/features.py"],
        [(14, "Forecast skill drops for snowmelt basins"), (15, "Add CRPS to evaluation")],
        "v2.1.0",
        "floodcast-data",
    ),
    (
        "mvasquez",
        "ladino-corpus-tools",
        "Tokeniser and normaliser for Judeo-Spanish texts",
        ["README.md", "LICENSE", "ladino/normalise.py"],
        [(3, "Handle Rashi script input")],
        "v0.4.2",
        None,
    ),
]


def _forgeyard() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for ns, proj, desc, files, issues, tag, sibling in FY_PROJECTS:
        p = f"/{ns}/{proj}"
        tabs = ul(
            [
                (f"{p}/-/tree/main", "Repository"),
                (f"{p}/-/issues", "Issues"),
                (f"{p}/-/releases", "Releases"),
                (f"{p}/-/wikis/home", "Wiki"),
                (f"{p}/-/commits/main", "Commits"),
            ],
            "project-tabs",
        )
        crumbs = f'<p class="crumbs">{a(f"/{ns}", ns)} / {a(p, proj)}</p>'
        sib = (
            f"<p>Training data is kept in {a(f'/{ns}/{sibling}', f'{ns}/{sibling}')}.</p>"
            if sibling
            else ""
        )
        pages[p] = FY.page(
            f"{ns} / {proj}",
            f"{crumbs}<h1>{escape(proj)}</h1><p>{escape(desc)}</p>{tabs}"
            f"<p>Project ID: 40{len(proj)} · {a(f'{p}/-/commit/{SHA}', SHA)} · "
            f"{a(f'{p}/-/archive/{tag}/{proj}-{tag}.tar.gz', 'Download tar.gz')}</p>"
            f'<div class="readme"><h2>README.md</h2><p>{escape(desc)}.</p>{sib}'
            f"<p>Licence: MIT. Maintained by {a(f'/{ns}', '@' + ns)}.</p></div>"
            f"<p>Topics: {a('/explore/projects/topics/hydrology', 'hydrology')} "
            f"{a('/explore/projects/topics/python', 'python')}</p>",
            aside=f"<p>Star · Fork · {a(f'{p}/-/issues/new', 'New issue')}</p>",
        )
        pages[f"{p}/-/tree/main"] = FY.page(
            f"Files · main · {ns} / {proj}",
            crumbs + ul([(f"{p}/-/blob/main/{f}", f) for f in files]),
        )
        for f in files:
            pages[f"{p}/-/blob/main/{f}"] = FY.page(
                f"{f} · main · {ns} / {proj}",
                f"{crumbs}<h1>{escape(f)}</h1><pre>source</pre>"
                f"{a(f'{p}/-/commits/main', 'History')}",
            )
        pages[f"{p}/-/issues"] = FY.page(
            f"Issues · {ns} / {proj}",
            crumbs + ul([(f"{p}/-/issues/{n}", f"#{n} {t}") for n, t in issues]),
        )
        for n, t in issues:
            pages[f"{p}/-/issues/{n}"] = FY.page(
                f"{t} (#{n}) · Issues · {ns} / {proj}",
                f"{crumbs}<h1>{escape(t)}</h1><p>Opened by {a('/kpetrov', '@kpetrov')}</p>",
            )
        pages[f"{p}/-/issues/new"] = Response.redirect(
            FY.url(f"/users/sign_in?redirect_to={p}/-/issues/new"), 302
        )
        pages[f"{p}/-/releases"] = FY.page(
            f"Releases · {ns} / {proj}",
            f"{crumbs}<h1>{tag}</h1>{a(f'{p}/-/archive/{tag}/{proj}-{tag}.tar.gz', 'Source code (tar.gz)')}",
        )
        pages[f"{p}/-/archive/{tag}/{proj}-{tag}.tar.gz"] = blob(proj + tag)
        pages[f"{p}/-/wikis/home"] = FY.page(
            f"Home · Wiki · {ns} / {proj}", f"{crumbs}<h1>Wiki</h1>"
        )
        pages[f"{p}/-/commits/main"] = FY.page(
            f"Commits · main · {ns} / {proj}", crumbs + ul([(f"{p}/-/commit/{SHA}", "Fix CI")])
        )
        pages[f"{p}/-/commit/{SHA}"] = FY.page(
            f"Fix CI ({SHA}) · {ns} / {proj}", f"{crumbs}<pre>diff</pre>"
        )
        pages[f"/{ns}"] = FY.page(ns, f"<h1>{ns}</h1>" + ul([(p, proj)]))
        if sibling:
            pages[f"/{ns}/{sibling}"] = FY.page(f"{ns} / {sibling}", f"<h1>{sibling}</h1>")
    pages["/users/sign_in"] = FY.page("Sign in", "<h1>Sign in</h1><form></form>")
    return [FY.site(pages)]


def _fy_case(k: int, name: str) -> Case:
    ns, proj, _d, files, issues, tag, sibling = FY_PROJECTS[k]
    p = f"/{ns}/{proj}"
    paths = [
        p,
        f"{p}/-/tree/main",
        f"{p}/-/issues",
        f"{p}/-/releases",
        f"{p}/-/wikis/home",
        f"{p}/-/commits/main",
        f"{p}/-/commit/{SHA}",
        f"{p}/-/archive/{tag}/{proj}-{tag}.tar.gz",
        *(f"{p}/-/blob/main/{f}" for f in files),
        *(f"{p}/-/issues/{n}" for n, _ in issues),
    ]
    return Case(
        name=name,
        imitates="GitLab (code forge: Forgeyard)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=FY.url(p),
        truth=frozenset(FY.url(x) for x in paths),
        build=_forgeyard,
        others=frozenset({FY.url(f"/{ns}/{sibling}")} if sibling else set()),
    )


# GitLab is Path-Based: code, issues, releases, wiki and commits all live under the
# project's path.  The group page is a prefix of it, not an extension.  The sibling project
# hydro-ml/floodcast-data begins with the same characters (the entry has no trailing
# slash) but is another project; "New issue" is under the path but redirects to the login
# form and is no part.
FY_CASES = [_fy_case(0, "forgeyard-floodcast"), _fy_case(1, "forgeyard-ladino-tools")]

# --- Codewharf (GitHub-like) -----------------------------------------------------------

CW = Shell(
    host="www.codewharf.hx13.example",
    name="Codewharf",
    nav=(
        ("/features", "Features"),
        ("/explore", "Explore"),
        ("/marketplace", "Marketplace"),
        ("/pricing", "Pricing"),
    ),
    footer=(
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/security", "Security"),
        ("/contact", "Contact"),
        ("/docs", "Docs"),
    ),
    title_format="{title}",
    home_title="Codewharf: where software is built",
    layout="top",
    assets="/_assets",
    account=(("/login", "Sign in"), ("/join", "Sign up")),
)
CW_RAW = "http://raw.codewharf-usercontent.hx13.example"
CW_REL = "http://objects.codewharf-releases.hx13.example"
# (owner, repo, description, files, issue, tag, asset, docs page host or None)
CW_REPOS = [
    (
        "lenafischer",
        "tidyflux",
        "Tidy tools for eddy-covariance flux data",
        ["README.md", "R/read_flux.R"],
        (12, "Gap-filling fails on leap years"),
        "v0.9.1",
        "tidyflux_0.9.1.tar.gz",
        "lenafischer.codewharf-pages.hx13.example",
    ),
    (
        "qubit-lab-ethz",
        "pulse-shaper",
        "Optimal control pulse design for transmon qubits",
        ["README.md", "pulse_shaper/grape.py", "examples/cz_gate.ipynb"],
        (31, "Support flux-tunable couplers"),
        "v2.0.0",
        "pulse_shaper-2.0.0-py3-none-any.whl",
        None,
    ),
]


def _codewharf() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, bytes] = {}
    rel: dict[str, bytes] = {}
    docs: list[Site] = []
    for owner, repo, desc, files, (inum, ititle), tag, asset, docs_host in CW_REPOS:
        r = f"/{owner}/{repo}"
        doclink = (
            f'<p>Documentation: <a href="http://{docs_host}/{repo}/">{docs_host}/{repo}</a></p>'
            if docs_host
            else ""
        )
        pages[r] = CW.page(
            f"{owner}/{repo}: {desc}",
            f'<div class="repohead">{a(f"/{owner}", owner)} / <strong>{a(r, repo)}</strong> '
            f'<span class="Label">Public</span></div>'
            + ul(
                [
                    (r, "Code"),
                    (f"{r}/issues", "Issues"),
                    (f"{r}/pulls", "Pull requests"),
                    (f"{r}/wiki", "Wiki"),
                    (f"{r}/releases", "Releases"),
                ],
                "UnderlineNav",
            )
            + ul([(f"{r}/blob/main/{f}", f) for f in files], "files")
            + f'<article class="markdown-body"><h1>{escape(repo)}</h1><p>{escape(desc)}.</p>'
            f'<p><img src="http://ci.buildbot.test/badge/{repo}.svg" alt="build"> '
            f'<a href="http://ci.buildbot.test/{owner}/{repo}">CI status</a></p>{doclink}'
            f'<p>Cite the paper: <a href="http://doi.test/10.5555/{repo}">doi:10.5555/{repo}</a></p>'
            "</article>"
            f"<p>Topics: {a('/topics/science', 'science')} {a('/topics/open-source', 'open-source')}</p>",
            aside=f"<h2>Releases</h2>{a(f'{r}/releases/tag/{tag}', tag)}"
            f"<h2>Used by</h2>{a('/hydro-collective/flux-pipelines', 'hydro-collective/flux-pipelines')}",
        )
        for f in files:
            pages[f"{r}/blob/main/{f}"] = CW.page(
                f"{repo}/{f} at main · {owner}/{repo}",
                f"<h1>{escape(f)}</h1>{a(f'{CW_RAW}/{owner}/{repo}/main/{f}', 'Raw')}"
                f"{a(f'{r}/commits/main/{f}', 'History')}<pre>…</pre>",
            )
            raw[f"/{owner}/{repo}/main/{f}"] = f"# {f}\n".encode()
            pages[f"{r}/commits/main/{f}"] = CW.page(f"History for {f}", "<h1>History</h1>")
        pages[f"{r}/issues"] = CW.page(
            f"Issues · {owner}/{repo}", ul([(f"{r}/issues/{inum}", ititle)])
        )
        pages[f"{r}/issues/{inum}"] = CW.page(
            f"{ititle} · Issue #{inum} · {owner}/{repo}",
            f"<h1>{escape(ititle)}</h1><p>{a('/mkaya', 'mkaya')} opened this issue</p>",
        )
        pages[f"{r}/pulls"] = CW.page(f"Pull requests · {owner}/{repo}", "<p>0 open</p>")
        pages[f"{r}/wiki"] = CW.page(f"Home · {owner}/{repo} Wiki", "<h1>Wiki</h1>")
        pages[f"{r}/releases"] = CW.page(
            f"Releases · {owner}/{repo}", a(f"{r}/releases/tag/{tag}", f"Release {tag}")
        )
        pages[f"{r}/releases/tag/{tag}"] = CW.page(
            f"Release {tag} · {owner}/{repo}",
            f"<h1>{tag}</h1>{a(f'{CW_REL}/{owner}/{repo}/{tag}/{asset}', asset)} "
            f"{a(f'{r}/archive/refs/tags/{tag}.zip', 'Source code (zip)')}",
        )
        pages[f"{r}/archive/refs/tags/{tag}.zip"] = blob(repo + tag)
        rel[f"/{owner}/{repo}/{tag}/{asset}"] = blob(asset)
        pages[f"/{owner}"] = CW.page(owner, f"<h1>{owner}</h1>" + ul([(r, repo)]))
        if docs_host:
            docs.append(
                Site(
                    docs_host,
                    {
                        f"/{repo}/": f"<!doctype html><title>{repo} documentation</title><h1>{repo}</h1>"
                        f'<p>User guide.</p><a href="{CW.url(r)}">Source</a>',
                    },
                )
            )
    pages["/hydro-collective/flux-pipelines"] = CW.page(
        "hydro-collective/flux-pipelines", "<h1>flux-pipelines</h1>"
    )
    return [
        CW.site(pages),
        files_site("raw.codewharf-usercontent.hx13.example", raw),
        files_site("objects.codewharf-releases.hx13.example", rel),
        *docs,
    ]


def _cw_case(k: int, name: str) -> Case:
    owner, repo, _d, files, (inum, _it), tag, asset, docs_host = CW_REPOS[k]
    r = CW.url(f"/{owner}/{repo}")
    truth = {
        r,
        f"{r}/issues",
        f"{r}/issues/{inum}",
        f"{r}/pulls",
        f"{r}/wiki",
        f"{r}/releases",
        f"{r}/releases/tag/{tag}",
        f"{r}/archive/refs/tags/{tag}.zip",
        f"{CW_REL}/{owner}/{repo}/{tag}/{asset}",
    }
    for f in files:
        truth |= {
            f"{r}/blob/main/{f}",
            f"{r}/commits/main/{f}",
            f"{CW_RAW}/{owner}/{repo}/main/{f}",
        }
    if docs_host:
        truth.add(f"http://{docs_host}/{repo}/")
    return Case(
        name=name,
        imitates="GitHub (code forge: Codewharf)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=r,
        truth=frozenset(truth),
        build=_codewharf,
        others=frozenset({CW.url("/hydro-collective/flux-pipelines")}),
    )


# GitHub is Path-Based with Externals: everything of the repository is under its path but
# the raw files (raw.codewharf-usercontent) and release assets (objects.codewharf-releases)
# are on registrable domains of their own.  The project's documentation page on the
# forge's pages domain is the project's own documentation, so it is part (a judgement: it
# is a separate host, but the seed counts documentation in a software artifact).  The CI
# service and the paper's DOI are external links that are not parts; "Used by" is another
# repository.
CW_CASES = [_cw_case(0, "codewharf-tidyflux"), _cw_case(1, "codewharf-pulse-shaper")]

# --- Wheelhouse (PyPI-like) ------------------------------------------------------------

WH = Shell(
    host="pkg.wheelhouse.hx13.example",
    name="Wheelhouse",
    nav=(("/help/", "Help"), ("/sponsors/", "Sponsors"), ("/manage/account/", "Account")),
    footer=(
        ("/help/#faq", "FAQ"),
        ("/security/", "Security"),
        ("/policy/terms-of-use/", "Terms"),
        ("/stats/", "Statistics"),
    ),
    title_format="{title} · Wheelhouse",
    layout="top",
    assets="/static/wh",
    account=(("/account/login/", "Log in"), ("/account/register/", "Register")),
)
WH_FILES = "http://dist.wheelhouse-files.hx13.example"
PKG = "spectrafit"
RELEASES = ["1.3.0", "1.2.1"]


def _dist(v: str) -> list[str]:
    return [
        f"/packages/a{v[0]}/{v.replace('.', '')}/{PKG}-{v}.tar.gz",
        f"/packages/b{v[0]}/{v.replace('.', '')}/{PKG}-{v}-py3-none-any.whl",
    ]


def _wheelhouse() -> list[Site]:
    pages: dict[str, PageValue] = {}
    dist: dict[str, bytes] = {}
    history = ul([(f"/project/{PKG}/{v}/", v) for v in RELEASES], "release-history")
    for i, v in enumerate(RELEASES):
        files = "".join(f"<li>{a(WH_FILES + d, d.rsplit('/', 1)[1])}</li>" for d in _dist(v))
        for d in _dist(v):
            dist[d] = blob(d)
        body = (
            f"<h1>{PKG} {v}</h1><p>pip install {PKG}=={v}</p>"
            "<p>Peak fitting for Raman and IR spectra.</p>"
            f"<h2>Download files</h2><ul>{files}</ul><h2>Release history</h2>{history}"
            "<h2>Meta</h2><p>License: BSD-3-Clause · Author: Ana Dobrev</p>"
            '<p>Homepage: <a href="http://www.codewharf.hx13.example/adobrev/spectrafit">'
            "source repository</a></p>"
            f"<p>Maintainers: {a('/user/adobrev/', 'adobrev')}</p>"
            f"<p>Classifiers: {a('/search/?c=Topic+%3A%3A+Scientific%2FEngineering+%3A%3A+Chemistry', 'Chemistry')} "
            f"{a('/search/?c=Programming+Language+%3A%3A+Python+%3A%3A+3', 'Python 3')}</p>"
        )
        if i == 0:
            pages[f"/project/{PKG}/"] = WH.page(f"{PKG}", body)
        pages[f"/project/{PKG}/{v}/"] = WH.page(f"{PKG} {v}", body)
    pages["/user/adobrev/"] = WH.page(
        "adobrev",
        "<h1>adobrev</h1>" + ul([(f"/project/{PKG}/", PKG), ("/project/ramanbase/", "ramanbase")]),
    )
    pages["/project/ramanbase/"] = WH.page("ramanbase", "<h1>ramanbase</h1>")
    return [WH.site(pages), files_site("dist.wheelhouse-files.hx13.example", dist)]


_WH_TRUTH = {WH.url(f"/project/{PKG}/")}
for _v in RELEASES:
    _WH_TRUTH |= {WH.url(f"/project/{PKG}/{_v}/"), *(WH_FILES + d for d in _dist(_v))}

# A package index is not in the seed's table; its nearest kind is GitHub's (a software
# project whose pages share a path and whose distributions are on another registrable
# domain, dist.wheelhouse-files): Path-Based with Externals.  The project page names the
# package across releases, so every release page and every release's files are part (the
# 1.2.1 files are linked only from the 1.2.1 page).  The source repository is on a code
# forge (another artifact); maintainers' pages and classifier searches are chrome.
WH_CASE = Case(
    name="wheelhouse-spectrafit",
    imitates="PyPI (package index: Wheelhouse)",
    artifact_class="Multi-Hop",
    expected="path_based_externals",
    entry=WH.url(f"/project/{PKG}/"),
    truth=frozenset(_WH_TRUTH),
    build=_wheelhouse,
    others=frozenset({WH.url("/project/ramanbase/")}),
)

# --- Cellhub (Kaggle-like) -------------------------------------------------------------

CH = Shell(
    host="www.cellhub.hx13.example",
    name="Cellhub",
    nav=(
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
    ),
    footer=(
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ),
    title_format="{title} | Cellhub",
    layout="side",
    assets="/static/ch",
)
CH_BLOB = "http://blobs.cellhub-storage.hx13.example"
DSET = (
    "/d/oceanlab/argo-float-profiles-north-atlantic",
    "Argo Float Profiles, North Atlantic 2015–2023",
)
NB = ("/code/priya-s/mixed-layer-depth-from-argo", "Mixed-layer depth from Argo profiles")
CH_OTHERS = [
    ("/code/priya-s/mixed-layer-depth-from-argo", NB[1]),
    ("/d/noaa-mirror/sea-surface-temperature-daily", "Sea Surface Temperature, daily"),
]


def _cellhub() -> list[Site]:
    d, dt = DSET
    n, nt = NB
    trending = "<h3>Trending datasets</h3>" + ul(
        [
            ("/d/noaa-mirror/sea-surface-temperature-daily", "Sea Surface Temperature, daily"),
            ("/datasets?sort=hotness", "More"),
        ]
    )
    dtabs = ul(
        [
            (d, "Data card"),
            (f"{d}/data", "Data"),
            (f"{d}/code", "Code"),
            (f"{d}/discussion", "Discussion"),
        ],
        "tabs",
    )
    pages: dict[str, PageValue] = {
        d: CH.page(
            dt,
            f"<h1>{escape(dt)}</h1><p>{a('/u/oceanlab', 'oceanlab')} · updated 2024</p>{dtabs}"
            f"<p>{a(f'{CH_BLOB}/archive/771203/argo-profiles.zip', 'Download (1 GB)')}</p>"
            "<p>License: ODbL</p><p>Tags: "
            f"{a('/datasets?tags=oceanography', 'oceanography')} {a('/datasets?tags=climate', 'climate')}</p>",
            aside=trending,
        ),
        f"{d}/data": CH.page(
            f"{dt} — data",
            f"<h1>Data explorer</h1>{dtabs}"
            + ul(
                [
                    (f"{CH_BLOB}/files/771203/profiles_2015.parquet", "profiles_2015.parquet"),
                    (f"{CH_BLOB}/files/771203/floats.csv", "floats.csv"),
                ]
            ),
        ),
        f"{d}/code": CH.page(f"{dt} — code", f"<h1>Code</h1>{dtabs}" + ul([(n, nt)])),
        f"{d}/discussion": CH.page(
            f"{dt} — discussion",
            f"<h1>Discussion</h1>{dtabs}" + ul([(f"{d}/discussion/55012", "Salinity units?")]),
        ),
        f"{d}/discussion/55012": CH.page("Salinity units?", "<h1>Salinity units?</h1><p>PSU.</p>"),
        n: CH.page(
            nt,
            f"<h1>{escape(nt)}</h1><p>{a('/u/priya-s', 'priya-s')} · Version 7</p>"
            + ul(
                [
                    (n, "Notebook"),
                    (f"{n}/input", "Input"),
                    (f"{n}/output", "Output"),
                    (f"{n}/log", "Logs"),
                    (f"{n}/comments", "Comments"),
                ],
                "tabs",
            )
            + f"<p>{a(f'{CH_BLOB}/kernels/88120/v7/mixed-layer-depth.ipynb', 'Download notebook')}</p>"
            f"<p>Versions: {a(f'{n}?scriptVersionId=160221', 'Version 6')} "
            f"{a(f'{n}?scriptVersionId=158803', 'Version 5')}</p>"
            f"<p>Input data: {a(d, dt)}</p>",
            aside=trending,
        ),
        f"{n}/input": CH.page(f"{nt} — input", f"<h1>Input</h1>{a(d, dt)}"),
        f"{n}/output": CH.page(
            f"{nt} — output",
            f"<h1>Output</h1>{a(f'{CH_BLOB}/kernels/88120/v7/output/mld_climatology.csv', 'mld_climatology.csv')}",
        ),
        f"{n}/log": CH.page(f"{nt} — log", "<pre>run log</pre>"),
        f"{n}/comments": CH.page(f"{nt} — comments", "<p>Nice work!</p>"),
        f"{n}?scriptVersionId=160221": CH.page(f"{nt} (version 6)", "<h1>Version 6</h1>"),
        f"{n}?scriptVersionId=158803": CH.page(f"{nt} (version 5)", "<h1>Version 5</h1>"),
        "/d/noaa-mirror/sea-surface-temperature-daily": CH.page(CH_OTHERS[1][1], "<h1>SST</h1>"),
        "/u/oceanlab": CH.page("oceanlab", "<h1>oceanlab</h1>"),
    }
    store = {
        "/archive/771203/argo-profiles.zip": blob("argo"),
        "/files/771203/profiles_2015.parquet": blob("pq"),
        "/files/771203/floats.csv": b"float_id,wmo\n1,6902\n",
        "/kernels/88120/v7/mixed-layer-depth.ipynb": b'{"cells": []}',
        "/kernels/88120/v7/output/mld_climatology.csv": b"month,mld\n1,80\n",
    }
    return [CH.site(pages), files_site("blobs.cellhub-storage.hx13.example", store)]


_D, _N = CH.url(DSET[0]), CH.url(NB[0])
CH_DATASET = Case(
    name="cellhub-argo-dataset",
    imitates="Kaggle (notebook and dataset host: Cellhub)",
    artifact_class="Multi-Hop",
    expected="path_based_externals",
    entry=_D,
    truth=frozenset(
        {
            _D,
            f"{_D}/data",
            f"{_D}/code",
            f"{_D}/discussion",
            f"{_D}/discussion/55012",
            f"{CH_BLOB}/archive/771203/argo-profiles.zip",
            f"{CH_BLOB}/files/771203/profiles_2015.parquet",
            f"{CH_BLOB}/files/771203/floats.csv",
        }
    ),
    build=_cellhub,
    others=frozenset({_N, CH.url(CH_OTHERS[1][0])}),
)
CH_NOTEBOOK = Case(
    name="cellhub-mixed-layer-notebook",
    imitates="Kaggle (notebook and dataset host: Cellhub)",
    artifact_class="Multi-Hop",
    expected="path_based_externals",
    entry=_N,
    truth=frozenset(
        {
            _N,
            f"{_N}/input",
            f"{_N}/output",
            f"{_N}/log",
            f"{_N}/comments",
            f"{_N}?scriptVersionId=160221",
            f"{_N}?scriptVersionId=158803",
            f"{CH_BLOB}/kernels/88120/v7/mixed-layer-depth.ipynb",
            f"{CH_BLOB}/kernels/88120/v7/output/mld_climatology.csv",
        }
    ),
    build=_cellhub,
    others=frozenset({_D, CH.url(CH_OTHERS[1][0])}),
)

# Kaggle is Path-Based with Externals: the dataset's card, data explorer, code and
# discussion tabs and threads are under its path; the downloads are on blob storage
# (another registrable domain).  The notebook that uses the dataset is an artifact of its
# own (linked both ways).  A notebook's earlier versions share its URI (a query on it):
# they are the notebook's history, so part of it; its input dataset is not.
CH_CASES = [CH_DATASET, CH_NOTEBOOK]

# --- Docuport (Read the Docs-like documentation host) ----------------------------------

DOC = Shell(
    host="meshkit.docuport.hx13.example",
    name="MeshKit",
    nav=(
        ("/en/latest/", "MeshKit 2.3"),
        ("/en/latest/installation.html", "Installation"),
        ("/en/latest/tutorial/quickstart.html", "Quickstart"),
        ("/en/latest/tutorial/boundary-layers.html", "Boundary layers"),
        ("/en/latest/api/meshkit.core.html", "API reference"),
        ("/en/latest/changelog.html", "Changelog"),
    ),
    footer=(
        ("http://www.docuport.hx13.example/", "Hosted by Docuport"),
        ("http://www.docuport.hx13.example/privacy/", "Privacy"),
    ),
    title_format="{title} — MeshKit 2.3 documentation",
    layout="side",
    assets="/en/latest/_static",
    account=(),
    search="/en/latest/search.html",
)
DOC_PLATFORM = Shell(
    host="www.docuport.hx13.example",
    name="Docuport",
    nav=(("/explore/", "Explore projects"), ("/pricing/", "Pricing"), ("/docs/", "Docs")),
    footer=(("/privacy/", "Privacy"), ("/terms/", "Terms")),
    title_format="{title} | Docuport",
)
DOC_PAGES = [
    ("", "MeshKit: unstructured meshes for coastal models"),
    ("installation.html", "Installation"),
    ("tutorial/quickstart.html", "Quickstart"),
    ("tutorial/boundary-layers.html", "Boundary layers"),
    ("api/meshkit.core.html", "meshkit.core"),
    ("changelog.html", "Changelog"),
    ("genindex.html", "Index"),
]
DOC_PDF = "/_/downloads/en/latest/pdf/"


def _docuport() -> list[Site]:
    base = "/en/latest/"
    flyout = (
        '<div class="flyout"><p>Versions: '
        f"{a('/en/latest/', 'latest')} {a('/en/stable/', 'stable')} {a('/en/v1.2/', 'v1.2')}</p>"
        f"<p>Languages: {a('/fr/latest/', 'fr')}</p>"
        f"<p>Downloads: {a(DOC_PDF, 'PDF')}</p>"
        '<p><a href="http://www.codewharf.hx13.example/meshkit/meshkit/edit/main/docs">'
        "Edit on Codewharf</a></p></div>"
    )
    pages: dict[str, PageValue] = {"/": Response.redirect(DOC.url(base), 302)}
    for rel, title in DOC_PAGES:
        src = f"{base}_sources/{rel or 'index.html'}".replace(".html", ".rst.txt")
        pages[base + rel] = DOC.page(
            title,
            f'<div class="document"><h1>{escape(title)}</h1><p>Documentation text.</p>'
            f"<p>{a(src, 'View page source')} · {a(base + 'genindex.html', 'Index')}</p></div>",
            aside=flyout,
        )
        pages[src] = Response.text(f"{title}\n{'=' * len(title)}\n")
    pages[base + "search.html"] = DOC.page("Search", "<h1>Search</h1><form></form>")
    for other in ("/en/stable/", "/en/v1.2/", "/fr/latest/"):
        pages[other] = DOC.page("MeshKit", f"<h1>MeshKit ({other.strip('/')})</h1>")
    pages[DOC_PDF] = Response.data(
        pdf("MeshKit 2.3 documentation", ["Release 2.3"]), "application/pdf"
    )
    return [DOC.site(pages), DOC_PLATFORM.site({})]


_DOC_TRUTH = {DOC.url("/en/latest/" + r) for r, _ in DOC_PAGES}
_DOC_TRUTH |= {
    DOC.url(f"/en/latest/_sources/{r or 'index.html'}".replace(".html", ".rst.txt"))
    for r, _ in DOC_PAGES
}
_DOC_TRUTH.add(DOC.url(DOC_PDF))

# Documentation of a software project, a multi-page artifact.  The seed's nearest rows
# are GitHub's (documentation is part of a software artifact) and Silk's (a site of its
# own): Path-Based from /en/latest/, with its ending slash.  The pages, the index and the
# reStructuredText sources are under it.  The other builds (stable, v1.2) and the French
# translation are other editions of the documentation, not this one; the search page is
# a form.  The PDF of the same build is part of it although the host serves it outside
# the path (a Path-Based crawl misses it: "depends on portal").
DOC_CASE = Case(
    name="docuport-meshkit-docs",
    imitates="Read the Docs (documentation host: Docuport)",
    artifact_class="Multi-Hop",
    expected="path_based",
    entry=DOC.url("/en/latest/"),
    truth=frozenset(_DOC_TRUTH),
    build=_docuport,
    others=frozenset({DOC.url("/en/stable/"), DOC.url("/en/v1.2/")}),
)

CASES = [*FY_CASES, *CW_CASES, WH_CASE, *CH_CASES, DOC_CASE]
