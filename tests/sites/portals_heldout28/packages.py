"""Package and image registries: a PyPI-like index, a CRAN-like archive, an npm-like registry,
a Docker-Hub-like container registry and a small project's own download site."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, links
from sites.portals_heldout28._kit import binary, case, cookie_banner, fill, host, pdf_file, text

# --------------------------------------------------------------------------------------------
# Wheelyard: a PyPI-like index.  A release page (/project/<name>/<version>/) links its sdist
# and wheel on a file host of another registrable domain and the provenance of each file; the
# rest is chrome, the project's other releases, maintainers, classifier searches and the
# project's external homepage and repository.  One hop from the entry, like the seed's Zenodo
# and Figshare: Single Page+ with Ignored URIs.

WY = host("pypi", "wheelyard")
WY_FILES = host("files", "wheelyardhosted")
WYP = Portal(
    WY,
    "Wheelyard",
    [
        ("/help/", "Help"),
        ("/sponsors/", "Sponsors"),
        ("/account/login/", "Log in"),
        ("/account/register/", "Register"),
    ],
    [
        ("/help/", "Help"),
        ("/security/", "Security"),
        ("/policy/terms-of-use/", "Terms of use"),
        ("/policy/acceptable-use-policy/", "Acceptable use"),
        ("http://status.wheelyard-status.hx28.example/", "Status"),
        ("/sitemap/", "Site map"),
    ],
    title_format="{title} · Wheelyard",
    home_title="Wheelyard · The Python Package Index",
    home_main="<h1>Find, install and publish Python packages</h1>"
    + links(
        [
            ("/search/?q=&o=-created", "Newest packages"),
            ("/project/torchlattice/", "torchlattice 1.0.0"),
            ("/sponsors/", "Our sponsors"),
        ]
    ),
)

WY_RELEASES = {
    # name: (version, previous versions, summary, sdist hash dir, wheel tag)
    "fastgrid": (
        "2.3.1",
        ["2.3.0", "2.2.4"],
        "Fast sparse-grid interpolation kernels",
        "9a/4c/e1",
        "cp312-cp312-manylinux_2_28_x86_64",
    ),
    "latticekit": (
        "0.9.0",
        ["0.8.2"],
        "Lattice graph utilities for ML routing",
        "3d/77/0b",
        "py3-none-any",
    ),
}


def _wy_file(name: str, version: str, hdir: str, fname: str) -> str:
    return f"http://{WY_FILES}/packages/{hdir}/{fname}"


def _wy_files(name: str, version: str, hdir: str, tag: str) -> list[str]:
    return [
        _wy_file(name, version, hdir, f"{name}-{version}.tar.gz"),
        _wy_file(name, version, hdir, f"{name}-{version}-{tag}.whl"),
    ]


def wheelyard() -> list[Site]:
    p: dict[str, PageValue] = {}
    files = Site(WY_FILES)
    for name, (version, older, summary, hdir, tag) in WY_RELEASES.items():
        sdist, wheel = _wy_files(name, version, hdir, tag)
        prov = [
            f"/integrity/{name}/{version}/{u.rsplit('/', 1)[1]}/provenance" for u in (sdist, wheel)
        ]
        hist = "".join(
            f'<li><a href="/project/{name}/{v}/">{v}</a></li>' for v in [version, *older]
        )
        p[f"/project/{name}/{version}/"] = WYP.page(
            f"{name} {version}",
            cookie_banner("/policy/privacy/")
            + f'<div class="package-header"><h1>{name} {version}</h1>'
            f'<p>pip install {name}=={version}</p><p class="summary">{summary}</p>'
            f'<p>Newer version available? See <a href="/project/{name}/">latest</a>.</p></div>'
            '<aside class="sidebar"><h3>Navigation</h3>'
            '<a href="#description">Project description</a> <a href="#history">Release history</a> '
            '<a href="#files">Download files</a>'
            "<h3>Project links</h3>"
            f'<a href="http://forge.lumenforge.hx28.example/lumenlab/{name}">Source</a> '
            f'<a href="http://{name}.docsbay.hx28.example/">Documentation</a>'
            '<h3>Meta</h3><p>License: <a href="/search/?c=License+%3A%3A+OSI+Approved+%3A%3A+MIT+License">MIT</a></p>'
            "<p>Requires: Python &gt;=3.10</p>"
            '<h3>Maintainers</h3><a href="/user/mokafor/">mokafor</a> <a href="/user/lumen-ci/">lumen-ci</a>'
            '<h3>Classifiers</h3><a href="/search/?c=Topic+%3A%3A+Scientific%2FEngineering+%3A%3A+'
            'Artificial+Intelligence">Artificial Intelligence</a></aside>'
            f'<section id="description"><h2>Project description</h2><p>{summary}. Wheels for '
            "Linux, macOS and Windows.</p></section>"
            f'<section id="history"><h2>Release history</h2><ul>{hist}</ul></section>'
            '<section id="files"><h2>Download files</h2>'
            f'<h3>Source Distribution</h3><a href="{sdist}">{sdist.rsplit("/", 1)[1]}</a> '
            f'(<a href="{prov[0]}">provenance</a>)'
            f'<h3>Built Distribution</h3><a href="{wheel}">{wheel.rsplit("/", 1)[1]}</a> '
            f'(<a href="{prov[1]}">provenance</a>)'
            '<p>See <a href="/help/#installing">installing packages</a>.</p></section>',
            share=f"http://{WY}/project/{name}/{version}/",
        )
        for u, pr in zip((sdist, wheel), prov, strict=True):
            files.add(u.split(WY_FILES, 1)[1], binary(u, "application/octet-stream"))
            p[pr] = text(
                f'{{"attestation_bundles": [{{"publisher": {{"kind": "GitHub", '
                f'"repository": "lumenlab/{name}"}}, "file": "{u.rsplit("/", 1)[1]}"}}]}}',
                "application/json",
            )
        fill(p, WYP, {f"/project/{name}/": f"{name} {version}"})
        for v in older:
            fill(p, WYP, {f"/project/{name}/{v}/": f"{name} {v}"})
    fill(
        p,
        WYP,
        {
            "/user/mokafor/": "Profile of mokafor",
            "/user/lumen-ci/": "Profile of lumen-ci",
            "/project/torchlattice/": "torchlattice 1.0.0",
            "/help/": "Help",
            "/sponsors/": "Sponsors",
            "/account/login/": "Log in",
            "/account/register/": "Create an account",
            "/security/": "Security",
            "/policy/terms-of-use/": "Terms of use",
            "/policy/acceptable-use-policy/": "Acceptable use",
            "/policy/privacy/": "Privacy notice",
            "/sitemap/": "Site map",
            "/login": "Log in",
            "/signup": "Register",
            "/search/?c=License+%3A%3A+OSI+Approved+%3A%3A+MIT+License": "Search results",
            "/search/?c=Topic+%3A%3A+Scientific%2FEngineering+%3A%3A+Artificial+Intelligence": "Search results",
        },
    )
    return [WYP.site(p), files]


def _wy_case(name: str) -> Case:
    version, older, _s, hdir, tag = WY_RELEASES[name]
    entry = f"http://{WY}/project/{name}/{version}/"
    files = _wy_files(name, version, hdir, tag)
    prov = [
        f"http://{WY}/integrity/{name}/{version}/{u.rsplit('/', 1)[1]}/provenance" for u in files
    ]
    # single_page_plus_ignored: the release page, its two files (file host) and their
    # provenance records, all one hop out.  Not the project's latest page or other releases
    # (other versions are other artifacts), the external source and docs, maintainers, searches.
    return case(
        f"wheelyard-{name}",
        "Wheelyard index (PyPI-like) release",
        "Single Hop",
        "single_page_plus_ignored",
        entry,
        [entry, *files, *prov],
        wheelyard,
        others=[f"http://{WY}/project/{name}/{older[0]}/"],
    )


WHEELYARD = [_wy_case("fastgrid"), _wy_case("latticekit")]


# --------------------------------------------------------------------------------------------
# RPKG: a CRAN-like archive.  /package=<name> redirects to the package page, which links in
# one hop its source tarball, binaries, reference manual, vignettes, NEWS and check results;
# also its dependencies (other packages), task views, licence texts and the mirror chrome.
# Single Page+ with Ignored URIs.

RP = host("cran", "rpkgarchive")
RPP = Portal(
    RP,
    "RPKG",
    [
        ("/mirrors.html", "Mirrors"),
        ("/web/packages/", "Packages"),
        ("/web/views/", "Task Views"),
        ("/manuals.html", "Manuals"),
        ("/faqs.html", "FAQs"),
        ("/submit.html", "Submit"),
    ],
    [("/about.html", "About"), ("/web/licenses/", "Licenses"), ("/contact.html", "Contact")],
    title_format="RPKG: {title}",
    home_title="The Comprehensive R Package Kitchen",
    home_main="<h1>The Comprehensive R Package Kitchen</h1>"
    + links(
        [
            ("/web/packages/available_packages_by_date.html", "New packages"),
            ("/bin/windows/base/", "Download R for Windows"),
        ]
    ),
)

RP_PKGS = {
    # name: (version, title, depends, vignettes)
    "gridsmooth": (
        "1.4-2",
        "Penalised Smoothing on Irregular Sensor Grids",
        ["Rcpp", "Matrix"],
        ["intro", "benchmarks"],
    ),
    "treeprune": (
        "0.7-1",
        "Cost-Complexity Pruning for Gradient-Boosted Trees",
        ["data.table"],
        ["tutorial"],
    ),
}


def _rp_members(name: str) -> list[str]:
    version, _t, _d, vigs = RP_PKGS[name]
    w = f"/web/packages/{name}"
    return [
        f"{w}/index.html",
        f"/src/contrib/{name}_{version}.tar.gz",
        f"/bin/windows/contrib/4.4/{name}_{version}.zip",
        f"/bin/macosx/big-sur-arm64/contrib/4.4/{name}_{version}.tgz",
        f"{w}/{name}.pdf",
        f"{w}/news/news.html",
        f"/web/checks/check_results_{name}.html",
        *(f"{w}/vignettes/{v}.html" for v in vigs),
        *(f"{w}/vignettes/{v}.Rmd" for v in vigs),
        *(f"{w}/vignettes/{v}.R" for v in vigs),
    ]


def rpkg() -> list[Site]:
    p: dict[str, PageValue] = {}
    for name, (version, title, deps, vigs) in RP_PKGS.items():
        w = f"/web/packages/{name}"
        vrows = "".join(
            f'<tr><td>{v}:</td><td><a href="vignettes/{v}.html">HTML</a> '
            f'<a href="vignettes/{v}.Rmd">source</a> <a href="vignettes/{v}.R">R code</a></td></tr>'
            for v in vigs
        )
        dep = ", ".join(f'<a href="../{d}/index.html">{d}</a>' for d in deps)
        p[f"{w}/index.html"] = RPP.page(
            f"Package {name}",
            f"<h2>{name}: {title}</h2><p>{title}, with sparse back ends written in C++.</p>"
            f"<table><tr><td>Version:</td><td>{version}</td></tr>"
            f"<tr><td>Depends:</td><td>R (&ge; 4.1.0)</td></tr><tr><td>Imports:</td><td>{dep}</td></tr>"
            "<tr><td>Published:</td><td>2025-04-02</td></tr>"
            "<tr><td>Author:</td><td>Mira Okafor [aut, cre]</td></tr>"
            '<tr><td>License:</td><td><a href="../../licenses/GPL-3">GPL-3</a></td></tr>'
            f'<tr><td>URL:</td><td><a href="http://forge.lumenforge.hx28.example/lumenlab/{name}">'
            f"forge.lumenforge/lumenlab/{name}</a></td></tr>"
            f'<tr><td>NEWS:</td><td><a href="news/news.html">NEWS</a></td></tr>'
            '<tr><td>In views:</td><td><a href="../../views/MachineLearning.html">MachineLearning</a></td></tr>'
            f'<tr><td>CRAN checks:</td><td><a href="../../checks/check_results_{name}.html">{name} results</a></td></tr>'
            "</table><h4>Documentation:</h4><table>"
            f'<tr><td>Reference manual:</td><td><a href="{name}.pdf">{name}.pdf</a></td></tr>{vrows}</table>'
            "<h4>Downloads:</h4><table>"
            f'<tr><td>Package source:</td><td><a href="../../../src/contrib/{name}_{version}.tar.gz">'
            f"{name}_{version}.tar.gz</a></td></tr>"
            f'<tr><td>Windows binaries:</td><td><a href="../../../bin/windows/contrib/4.4/{name}_{version}.zip">'
            f"r-release: {name}_{version}.zip</a></td></tr>"
            f'<tr><td>macOS binaries:</td><td><a href="../../../bin/macosx/big-sur-arm64/contrib/4.4/'
            f'{name}_{version}.tgz">r-release (arm64): {name}_{version}.tgz</a></td></tr>'
            f'<tr><td>Old sources:</td><td><a href="../../../src/contrib/Archive/{name}">{name} archive</a></td></tr>'
            "</table><h4>Reverse dependencies:</h4>"
            '<table><tr><td>Reverse imports:</td><td><a href="../sensorfuse/index.html">sensorfuse</a></td></tr></table>'
            f'<h4>Linking:</h4><p>Please use the canonical form <a href="/package={name}">'
            f"/package={name}</a> to link to this page.</p>",
        )
        p[f"/package={name}"] = Response.redirect(f"/web/packages/{name}/index.html", 301)
        p[f"/src/contrib/{name}_{version}.tar.gz"] = binary(f"{name}.tar.gz", "application/x-gzip")
        p[f"/bin/windows/contrib/4.4/{name}_{version}.zip"] = binary(
            f"{name}.zip", "application/zip"
        )
        p[f"/bin/macosx/big-sur-arm64/contrib/4.4/{name}_{version}.tgz"] = binary(
            f"{name}.tgz", "application/x-gzip"
        )
        p[f"{w}/{name}.pdf"] = pdf_file(f"Package '{name}'", f"Version {version}", title)
        p[f"{w}/news/news.html"] = RPP.page(
            f"NEWS for {name}", f"<h2>{name} {version}</h2><ul><li>Faster solver.</li></ul>"
        )
        p[f"/web/checks/check_results_{name}.html"] = RPP.page(
            f"Check results for package {name}",
            f"<h2>CRAN Package Check Results for Package {name}</h2><table><tr><td>r-devel-linux</td>"
            f'<td>{version}</td><td>OK</td></tr></table><a href="../packages/{name}/index.html">{name}</a>',
        )
        for v in vigs:
            p[f"{w}/vignettes/{v}.html"] = RPP.page(
                f"{name} vignette: {v}", f"<h1>{v}</h1><p>library({name})</p>"
            )
            p[f"{w}/vignettes/{v}.Rmd"] = text(
                f"---\ntitle: {v}\n---\n```{{r}}\nlibrary({name})\n```\n"
            )
            p[f"{w}/vignettes/{v}.R"] = text(f"library({name})\n")
        p[f"/src/contrib/Archive/{name}/"] = RPP.page(
            f"Index of /src/contrib/Archive/{name}",
            f'<a href="{name}_1.0-0.tar.gz">{name}_1.0-0.tar.gz</a>',
        )
        p[f"/src/contrib/Archive/{name}"] = Response.redirect(f"/src/contrib/Archive/{name}/", 301)
        for d in deps:
            fill(p, RPP, {f"/web/packages/{d}/index.html": f"Package {d}"})
    fill(
        p,
        RPP,
        {
            "/web/packages/sensorfuse/index.html": "Package sensorfuse",
            "/web/licenses/GPL-3": "GPL-3",
            "/web/views/MachineLearning.html": "Task View: Machine Learning",
            "/mirrors.html": "Mirrors",
            "/web/packages/": "Packages",
            "/web/views/": "Task Views",
            "/manuals.html": "Manuals",
            "/faqs.html": "FAQs",
            "/submit.html": "Submit",
            "/about.html": "About",
            "/web/licenses/": "Licenses",
            "/contact.html": "Contact",
            "/login": "Log in",
            "/signup": "Sign up",
            "/web/packages/available_packages_by_date.html": "Available packages by date",
            "/bin/windows/base/": "R for Windows",
        },
    )
    return [RPP.site(p)]


rp = f"http://{RP}"
RPKG: list[Case] = [
    # single_page_plus_ignored: the entry is the canonical /package=gridsmooth link, which
    # redirects to the package page.  Truth: the page, sources, both binaries, reference
    # manual, NEWS, check results and each vignette in HTML, source and R code — all one hop
    # out.  Not the imported packages, reverse dependencies, task view, licence text, the
    # Archive of old sources (other releases) or the package's external repository.
    case(
        "rpkg-gridsmooth",
        "RPKG archive (CRAN-like) package",
        "Single Hop",
        "single_page_plus_ignored",
        f"{rp}/package=gridsmooth",
        [rp + m for m in _rp_members("gridsmooth")],
        rpkg,
        others=[f"{rp}/web/packages/Rcpp/index.html", f"{rp}/web/packages/sensorfuse/index.html"],
        landing=f"{rp}/web/packages/gridsmooth/index.html",
    ),
    # single_page_plus_ignored: as gridsmooth, entered at the package page itself.
    case(
        "rpkg-treeprune",
        "RPKG archive (CRAN-like) package",
        "Single Hop",
        "single_page_plus_ignored",
        f"{rp}/web/packages/treeprune/index.html",
        [rp + m for m in _rp_members("treeprune")],
        rpkg,
        others=[f"{rp}/web/packages/data.table/index.html"],
    ),
]


# --------------------------------------------------------------------------------------------
# Nodebin: an npm-like registry.  A package page's tabs are query variants of its URI
# (?activeTab=code|dependencies|dependents|versions) and its version pages sit under /v/<x>;
# dependencies, dependents, maintainers and keyword searches are elsewhere.  Path-Based (the
# seed's GitLab/BitBucket shape, without external files: the registry pages link no tarball).

NB = host("www", "nodebinreg")
NBP = Portal(
    NB,
    "nodebin",
    [
        ("/products", "Pro"),
        ("/products/teams", "Teams"),
        ("/pricing", "Pricing"),
        ("/docs", "Documentation"),
    ],
    [
        ("/support", "Support"),
        ("/policies/terms", "Terms"),
        ("/policies/privacy", "Privacy"),
        ("http://gh.socialsite28.test/nodebin", "GitHub"),
    ],
    title_format="{title} - nodebin",
    home_title="nodebin | Home",
    home_main="<h1>Build amazing things</h1>"
    + links(
        [("/package/express-lite", "express-lite"), ("/search?q=keywords:wasm", "wasm packages")]
    ),
)

NB_PKGS = {
    # name: (latest, older versions, description, deps, dependents)
    "@lumenlab/tiny-tensor": (
        "0.4.1",
        ["0.4.0", "0.3.2"],
        "Tiny typed tensors for the browser",
        ["long", "@lumenlab/core-utils"],
        ["onnx-lite-runner"],
    ),
    "gridwalk-wasm": (
        "1.1.0",
        ["1.0.0"],
        "WebAssembly build of the GridWalk lattice router",
        ["@lumenlab/tiny-tensor"],
        [],
    ),
}
NB_TABS = ("readme", "code", "dependencies", "dependents", "versions")


def _nb_members(name: str) -> list[str]:
    latest, older, *_ = NB_PKGS[name]
    base = f"/package/{name}"
    return [
        base,
        *(f"{base}?activeTab={t}" for t in NB_TABS[1:]),
        *(f"{base}/v/{v}" for v in older),
    ]


def nodebin() -> list[Site]:
    p: dict[str, PageValue] = {}
    for name, (latest, older, desc, deps, dependents) in NB_PKGS.items():
        base = f"/package/{name}"
        tabs = (
            '<ul class="tabs">'
            + "".join(f'<li><a href="{base}?activeTab={t}">{t.title()}</a></li>' for t in NB_TABS)
            + "</ul>"
        )
        side = (
            f"<aside><h3>Install</h3><code>npm i {name}</code><h3>Repository</h3>"
            f'<a href="http://forge.lumenforge.hx28.example/lumenlab/{name.split("/")[-1]}">'
            f"forge.lumenforge/lumenlab/{name.split('/')[-1]}</a><h3>Version</h3><p>{latest}</p>"
            '<h3>License</h3><p>MIT</p><h3>Collaborators</h3><a href="/~mokafor">mokafor</a> '
            '<a href="/~lumen-bot">lumen-bot</a>'
            f'<p><a href="/support?inquire=security&amp;package={name}">Report malware</a></p></aside>'
        )
        head = f"<h1>{name}</h1><p>{latest} • Public • Published 12 days ago</p>"
        contents = {
            "readme": f"<article><h2>{name}</h2><p>{desc}.</p>"
            '<p>Keywords: <a href="/search?q=keywords:tensor">tensor</a> '
            '<a href="/search?q=keywords:wasm">wasm</a></p></article>',
            "code": "<p>Beta: explore the package files.</p><ul><li>package.json</li><li>dist/index.js</li></ul>",
            "dependencies": "<h2>Dependencies</h2>" + links([(f"/package/{d}", d) for d in deps]),
            "dependents": "<h2>Dependents</h2>"
            + (links([(f"/package/{d}", d) for d in dependents]) if dependents else "<p>none</p>"),
            "versions": "<h2>Version History</h2>"
            + links([(base, f"{latest} (latest)"), *((f"{base}/v/{v}", v) for v in older)]),
        }
        for t, content in contents.items():
            page = NBP.page(
                f"{name}", cookie_banner("/policies/privacy") + head + tabs + content + side
            )
            if t == "readme":
                p[base] = page
                p[f"{base}?activeTab=readme"] = page
            else:
                p[f"{base}?activeTab={t}"] = page
        for v in older:
            p[f"{base}/v/{v}"] = NBP.page(
                name,
                f"<h1>{name}</h1><p>{v} • Public • Published 4 months ago</p>"
                f'<p>This is not the <a href="{base}">latest version</a>.</p>'
                + contents["readme"]
                + side,
            )
        fill(p, NBP, {f"/package/{d}": d for d in [*deps, *dependents]})
    fill(
        p,
        NBP,
        {
            "/~mokafor": "mokafor",
            "/~lumen-bot": "lumen-bot",
            "/search?q=keywords:tensor": "search",
            "/search?q=keywords:wasm": "search",
            "/package/express-lite": "express-lite",
            "/products": "Pro",
            "/products/teams": "Teams",
            "/pricing": "Pricing",
            "/docs": "Docs",
            "/support": "Support",
            "/policies/terms": "Terms",
            "/policies/privacy": "Privacy",
            "/login": "Sign In",
            "/signup": "Sign Up",
        },
    )
    return [NBP.site(p)]


def _nb_case(slug: str, name: str) -> Case:
    entry = f"http://{NB}/package/{name}"
    _l, _o, _d, deps, dependents = NB_PKGS[name]
    # path_based: the package page, its tab variants (readme included: the same page under
    # a query) and its older version pages all carry the entry URI; dependencies,
    # dependents, collaborators, keyword searches and the external repository do not.
    return case(
        f"nodebin-{slug}",
        "nodebin registry (npm-like) package",
        "Multi-Hop",
        "path_based",
        entry,
        [f"http://{NB}{m}" for m in _nb_members(name)] + [f"{entry}?activeTab=readme"],
        nodebin,
        others=[f"http://{NB}/package/{d}" for d in [*deps, *dependents]],
    )


NODEBIN = [
    _nb_case("tiny-tensor", "@lumenlab/tiny-tensor"),
    _nb_case("gridwalk-wasm", "gridwalk-wasm"),
]


# --------------------------------------------------------------------------------------------
# Boxwharf: a Docker-Hub-like registry.  A repository page (/r/<ns>/<repo>) links its tags page
# under its path, but each image's layer page is under /layers/<ns>/<repo>/<tag>/images/...:
# the namespace/repository string is what every member URI shares.  Significant String from
# URI.

BW = host("hub", "boxwharf")
BWP = Portal(
    BW,
    "Boxwharf Hub",
    [
        ("/search?q=", "Explore"),
        ("/repositories", "My Hub"),
        ("/usage", "Usage"),
        ("/pricing", "Pricing"),
    ],
    [
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/status", "Status"),
        ("http://x.socialsite28.test/boxwharf", "X"),
    ],
    title_format="{title} | Boxwharf Hub",
    home_title="Boxwharf Hub Container Image Library | App Containerization",
    home_main="<h1>Develop faster. Run anywhere.</h1>"
    + links([("/_/python", "python (official)"), ("/_/ubuntu", "ubuntu (official)")]),
)

BW_REPOS = {
    # repo: (tags with digests, summary, sibling repos)
    "lumenlab/gridserve": (
        {"1.2.0": "4f1c9a7e22d0", "1.2.0-cuda12": "b83d01c5e9aa", "1.1.4": "0c2e7719fd31"},
        "Inference server for GridWalk lattice routers",
        ["lumenlab/gridtrain"],
    ),
    "okafor/edgebench-runner": (
        {"2025.05": "91aa0f3c6b72", "2025.02": "5d7e23c81b04"},
        "Reproducible edge-latency benchmark harness",
        ["okafor/tflite-builder"],
    ),
}


def _bw_layer(repo: str, tag: str, digest: str) -> str:
    return f"/layers/{repo}/{tag}/images/sha256-{digest}7c1f0e55a9b3d2c4e6f8a0b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9"


def boxwharf() -> list[Site]:
    p: dict[str, PageValue] = {}
    for repo, (tags, summary, siblings) in BW_REPOS.items():
        ns = repo.split("/")[0]
        base = f"/r/{repo}"
        rows = "".join(
            f'<tr><td>{t}</td><td><a href="{_bw_layer(repo, t, d)}">sha256:{d}</a></td>'
            f"<td>linux/amd64</td><td>1.1 GB</td></tr>"
            for t, d in tags.items()
        )
        first_tag, first_digest = next(iter(tags.items()))
        nav = (
            f'<nav class="tabs"><a href="{base}">Overview</a> <a href="{base}/tags">Tags</a></nav>'
        )
        p[base] = BWP.page(
            repo,
            cookie_banner("/legal/privacy")
            + f'<h1><a href="/u/{ns}">{ns}</a>/{repo.split("/")[1]}</h1><p>{summary}</p>'
            "<p>Pulls 18K · Stars 42 · Last pushed 9 days ago</p>"
            + nav
            + f"<pre>docker pull hub.boxwharf/{repo}:{first_tag}</pre>"
            f'<p>Recent tag: <a href="{_bw_layer(repo, first_tag, first_digest)}">{first_tag}</a> · '
            f'<a href="{base}/tags">see all tags</a></p>'
            "<article><h2>Overview</h2><p>Based on "
            '<a href="/_/python">python:3.12-slim</a>. Configure with GRID_MODEL.</p></article>'
            f"<aside><h3>More from {ns}</h3>"
            + links([(f"/r/{s}", s) for s in siblings])
            + '<h3>Categories</h3><a href="/search?categories=machine-learning">Machine learning</a></aside>',
            share=f"http://{BW}{base}",
        )
        p[f"{base}/tags"] = BWP.page(
            f"{repo} Tags",
            f"<h1>{repo}</h1>" + nav + f"<table><tr><th>Tag</th><th>Digest</th></tr>{rows}</table>",
        )
        for t, d in tags.items():
            p[_bw_layer(repo, t, d)] = BWP.page(
                f"Image Layer Details - {repo}:{t}",
                f'<h1><a href="{base}">{repo}</a>:{t}</h1><p>Digest sha256:{d}… · OS/ARCH linux/amd64</p>'
                '<ol class="layers"><li>ADD file:7a1… in /</li><li>RUN pip install gridwalk</li></ol>'
                f'<p><a href="{base}/tags">All tags</a> · <a href="/_/python">base image</a></p>',
            )
        fill(p, BWP, {f"/u/{ns}": f"{ns}'s Profile"})
        fill(p, BWP, {f"/r/{s}": s for s in siblings})
    fill(
        p,
        BWP,
        {
            "/_/python": "python - Official Image",
            "/_/ubuntu": "ubuntu - Official Image",
            "/search?categories=machine-learning": "Explore",
            "/search?q=": "Explore",
            "/repositories": "Repositories",
            "/usage": "Usage",
            "/pricing": "Pricing",
            "/legal/terms": "Terms",
            "/legal/privacy": "Privacy",
            "/status": "Status",
            "/login": "Sign In",
            "/signup": "Sign Up",
        },
    )
    return [BWP.site(p)]


def _bw_case(slug: str, repo: str) -> Case:
    tags, _s, siblings = BW_REPOS[repo]
    b = f"http://{BW}"
    # sig_uri: "<ns>/<repo>" is in the repository page, its tags page and every tag's layer
    # page (reached from the tags page, two hops out for the older tags); not in the
    # publisher profile, its other repositories, the official base image or category search.
    return case(
        f"boxwharf-{slug}",
        "Boxwharf Hub (Docker-Hub-like) image repository",
        "Multi-Hop",
        "sig_uri",
        f"{b}/r/{repo}",
        [
            f"{b}/r/{repo}",
            f"{b}/r/{repo}/tags",
            *(b + _bw_layer(repo, t, d) for t, d in tags.items()),
        ],
        boxwharf,
        others=[f"{b}/r/{s}" for s in siblings] + [f"{b}/_/python"],
    )


BOXWHARF = [
    _bw_case("gridserve", "lumenlab/gridserve"),
    _bw_case("edgebench", "okafor/edgebench-runner"),
]


# --------------------------------------------------------------------------------------------
# Pathrouter: a small open-source project's own site.  A release page links its tarball, zip,
# detached signatures, checksums and release notes — and the homepage links the latest
# stable and LTS releases' files too ("Download 2.1.0 (stable)"), so an Ignored-URIs list built from the homepage would
# throw away the very files of the latest release (the seed removes only the entry page from
# that list).  Single Page+, without the ignore list; the site's chrome is a four-link menu.

PR = host("www", "pathrouter-project")
PR_REL = {"2.1.0": "2025-06-02", "2.0.3": "2025-01-17"}


def _pr_files(v: str) -> list[str]:
    d = f"/download/pathrouter-{v}"
    return [
        f"{d}.tar.gz",
        f"{d}.tar.gz.asc",
        f"{d}.zip",
        f"{d}.zip.asc",
        f"/download/SHA256SUMS-{v}",
        f"/releases/{v}/NOTES.txt",
    ]


PRP = Portal(
    PR,
    "pathrouter",
    [
        ("/", "Home"),
        ("/docs/", "Docs"),
        ("/releases/", "Releases"),
        ("/community.html", "Community"),
    ],
    [("/COPYING.txt", "BSD-3-Clause"), ("http://gh.socialsite28.test/pathrouter", "Mirror")],
    title_format="{title} — {name}",
    home_title="pathrouter — fast shortest paths on huge sparse graphs",
    home_main=(
        "<h1>pathrouter</h1><p>Fast shortest paths on huge sparse graphs, in C with Python bindings.</p>"
        + "".join(
            f"<h2>Download {v} ({kind})</h2>"
            + links(
                [
                    (_pr_files(v)[0], f"pathrouter-{v}.tar.gz"),
                    (_pr_files(v)[1], "signature"),
                    (_pr_files(v)[2], f"pathrouter-{v}.zip"),
                    (_pr_files(v)[3], "signature"),
                    (_pr_files(v)[4], "SHA256SUMS"),
                    (f"/releases/{v}.html", "Release announcement"),
                ]
            )
            for v, kind in (("2.1.0", "stable"), ("2.0.3", "LTS"))
        )
    ),
)


def pathrouter() -> list[Site]:
    p: dict[str, PageValue] = {}
    for v, date in PR_REL.items():
        tgz, tgz_sig, zp, zp_sig, sums, notes = _pr_files(v)
        p[f"/releases/{v}.html"] = PRP.page(
            f"pathrouter {v} released",
            f"<h1>pathrouter {v}</h1><p>Released {date} by the pathrouter maintainers.</p>"
            "<h2>Downloads</h2>"
            + links(
                [
                    (tgz, f"pathrouter-{v}.tar.gz"),
                    (tgz_sig, "PGP signature"),
                    (zp, f"pathrouter-{v}.zip"),
                    (zp_sig, "PGP signature"),
                    (sums, "SHA256SUMS"),
                    (notes, "Full release notes"),
                ]
            )
            + '<p>Verify with the <a href="/KEYS.txt">maintainers\' keys</a>.</p>'
            "<h2>Highlights</h2><ul><li>Bidirectional A* is now the default.</li></ul>",
        )
        p[tgz] = binary(tgz, "application/gzip")
        p[zp] = binary(zp, "application/zip")
        p[tgz_sig] = text(
            "-----BEGIN PGP SIGNATURE-----\niQIz\n-----END PGP SIGNATURE-----\n",
            "application/pgp-signature",
        )
        p[zp_sig] = text(
            "-----BEGIN PGP SIGNATURE-----\niQJA\n-----END PGP SIGNATURE-----\n",
            "application/pgp-signature",
        )
        p[sums] = text(f"e3b0c442  pathrouter-{v}.tar.gz\n9f86d081  pathrouter-{v}.zip\n")
        p[notes] = text(f"pathrouter {v}\n============\n* bidirectional A* default\n")
    p["/releases/"] = PRP.page("Releases", links([(f"/releases/{v}.html", v) for v in PR_REL]))
    fill(
        p,
        PRP,
        {
            "/docs/": "Documentation",
            "/community.html": "Community",
            "/KEYS.txt": "KEYS",
            "/COPYING.txt": "Licence",
        },
    )
    return [PRP.site(p)]


def _pr_case(v: str) -> Case:
    entry = f"http://{PR}/releases/{v}.html"
    # single_page_plus: the release page and its six files, one hop out; the homepage links
    # both releases' files, so only Single Page+ (not its Ignored-URIs variant) keeps them.
    return case(
        f"pathrouter-{v}",
        "pathrouter project site (self-hosted downloads) release",
        "Single Hop",
        "single_page_plus",
        entry,
        [entry, *(f"http://{PR}{f}" for f in _pr_files(v))],
        pathrouter,
    )


PATHROUTER = [_pr_case("2.1.0"), _pr_case("2.0.3")]

CASES: list[Case] = [*WHEELYARD, *RPKG, *NODEBIN, *BOXWHARF, *PATHROUTER]
