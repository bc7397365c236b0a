"""Research software and its archives: an archived origin, package indexes, a software
release on a data repository, a documentation site and a forge."""

from __future__ import annotations

import json

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

from ._kit import build, file_host, pdf_file, redirect

TGZ = b"\x1f\x8b\x08\x00fake-tarball-bytes"

# --- Software-Heritage-like archive: every view of an archived origin carries the origin
# URL as a query parameter.

ARCH = Portal(
    "archive.swvault.hx11.example",
    "SWVault",
    menu=[("/browse/search/", "Search origins"), ("/coverage/", "Coverage"), ("/api/", "API")],
    footer=[
        ("/legal/", "Legal"),
        ("/contact/", "Contact"),
        ("http://social.swvault-mastodon.hx11.example/@swvault", "Mastodon"),
    ],
    title_format="{title} – SWVault archive",
)
ORIGIN = "https://code.tidelab.hx11.example/tidelab/tidepredict"
Q = "origin_url=" + ORIGIN
SIBLING_Q = "origin_url=" + ORIGIN + "-notebooks"


def _archive() -> list[Site]:
    def view(title: str, body: str) -> str:
        tabs = links(
            [
                (f"/browse/origin/directory/?{Q}", "Code"),
                (f"/browse/origin/branches/?{Q}", "Branches"),
                (f"/browse/origin/releases/?{Q}", "Releases"),
                (f"/browse/origin/visits/?{Q}", "Visits"),
            ]
        )
        return ARCH.page(title, f"<h1>{ORIGIN}</h1><nav class='tabs'>{tabs}</nav>{body}")

    pages = {
        f"/browse/origin/directory/?{Q}": view(
            ORIGIN,
            "<table><tr><td><a href='/browse/origin/directory/?"
            + Q
            + "&amp;path=src'>src/</a></td></tr><tr><td><a href='/browse/origin/content/?"
            + Q
            + "&amp;path=README.md'>README.md</a></td></tr></table>"
            "<p>SWHID: swh:1:dir:5b2e0d8c6f1d</p>"
            f"<p>Also archived: <a href='/browse/origin/directory/?{SIBLING_Q}'>"
            f"{ORIGIN}-notebooks</a></p>"
            f"<p>Original: <a href='{ORIGIN}'>{ORIGIN}</a></p>",
        ),
        f"/browse/origin/directory/?{Q}&path=src": view(
            "src – " + ORIGIN,
            f"<a href='/browse/origin/content/?{Q}&amp;path=src/predict.py'>predict.py</a>",
        ),
        f"/browse/origin/content/?{Q}&path=README.md": view(
            "README.md – " + ORIGIN, "<pre># tidepredict</pre>"
        ),
        f"/browse/origin/content/?{Q}&path=src/predict.py": view(
            "predict.py – " + ORIGIN, "<pre>def predict(): ...</pre>"
        ),
        f"/browse/origin/branches/?{Q}": view("Branches – " + ORIGIN, "<p>main, dev</p>"),
        f"/browse/origin/releases/?{Q}": view("Releases – " + ORIGIN, "<p>v0.9, v1.0</p>"),
        f"/browse/origin/visits/?{Q}": view(
            "Visits – " + ORIGIN, "<p>2024-01-03, 2024-06-11, 2025-02-19</p>"
        ),
        f"/browse/origin/directory/?{SIBLING_Q}": ARCH.page(
            ORIGIN + "-notebooks", f"<h1>{ORIGIN}-notebooks</h1>"
        ),
    }
    return [build(ARCH, pages)]


ARCH_TRUTH = frozenset(
    ARCH.url(p)
    for p in (
        f"/browse/origin/directory/?{Q}",
        f"/browse/origin/directory/?{Q}&path=src",
        f"/browse/origin/content/?{Q}&path=README.md",
        f"/browse/origin/content/?{Q}&path=src/predict.py",
        f"/browse/origin/branches/?{Q}",
        f"/browse/origin/releases/?{Q}",
        f"/browse/origin/visits/?{Q}",
    )
)

# --- PyPI-like package index: release files on a separate file host.

PKG = Portal(
    "pkgs.pyindex.hx11.example",
    "PyIndex",
    menu=[("/help/", "Help"), ("/sponsors/", "Sponsors"), ("/account/register/", "Register")],
    footer=[
        ("/policy/terms-of-use/", "Terms"),
        ("/security/", "Security"),
        ("http://status.pyindex-status.hx11.example/", "Status"),
    ],
    title_format="{title} · PyIndex",
)
PKG_FILES = "files.pyindex-files.hx11.example"


def _pyindex() -> list[Site]:
    f2 = f"http://{PKG_FILES}/packages/3a/9c/tidepredict-1.2.0.tar.gz"
    w2 = f"http://{PKG_FILES}/packages/7e/01/tidepredict-1.2.0-py3-none-any.whl"
    f1 = f"http://{PKG_FILES}/packages/c4/5d/tidepredict-1.1.0.tar.gz"

    def release(ver: str, files: list[tuple[str, str]]) -> str:
        return PKG.page(
            f"tidepredict {ver}",
            f"<h1 class='package-header__name'>tidepredict {ver}</h1>"
            "<p>pip install tidepredict</p>"
            "<h2 id='history'>Release history</h2>"
            + links(
                [("/project/tidepredict/1.2.0/", "1.2.0"), ("/project/tidepredict/1.1.0/", "1.1.0")]
            )
            + "<h2 id='files'>Download files</h2>"
            + links(files)
            + "<h3>Project links</h3>"
            + links(
                [
                    ("http://code.tidelab.hx11.example/tidelab/tidepredict", "Homepage"),
                    ("/user/tidelab/", "Maintainer: tidelab"),
                    (
                        "/search/?c=Topic+%3A%3A+Scientific%2FEngineering",
                        "Topic: Scientific/Engineering",
                    ),
                    ("/project/tidepredict-plot/", "See also: tidepredict-plot"),
                ]
            ),
        )

    pages = {
        "/project/tidepredict/": release(
            "1.2.0", [(f2, "tidepredict-1.2.0.tar.gz"), (w2, "tidepredict-1.2.0-py3-none-any.whl")]
        ),
        "/project/tidepredict/1.2.0/": release(
            "1.2.0", [(f2, "tidepredict-1.2.0.tar.gz"), (w2, "tidepredict-1.2.0-py3-none-any.whl")]
        ),
        "/project/tidepredict/1.1.0/": release("1.1.0", [(f1, "tidepredict-1.1.0.tar.gz")]),
        "/project/tidepredict-plot/": PKG.page("tidepredict-plot 0.3", "<h1>tidepredict-plot</h1>"),
        "/user/tidelab/": PKG.page("Profile of tidelab", "<h1>tidelab</h1>"),
        "/search/?c=Topic+%3A%3A+Scientific%2FEngineering": PKG.page(
            "Search results", "<h1>Results</h1>"
        ),
    }
    files = file_host(
        PKG_FILES,
        {
            "/packages/3a/9c/tidepredict-1.2.0.tar.gz": data(TGZ, "application/x-tar"),
            "/packages/7e/01/tidepredict-1.2.0-py3-none-any.whl": data(
                b"PK\x03\x04whl", "application/zip"
            ),
            "/packages/c4/5d/tidepredict-1.1.0.tar.gz": data(TGZ, "application/x-tar"),
        },
    )
    return [build(PKG, pages), files]


PKG_TRUTH = frozenset(
    {
        PKG.url("/project/tidepredict/"),
        PKG.url("/project/tidepredict/1.2.0/"),
        PKG.url("/project/tidepredict/1.1.0/"),
        f"http://{PKG_FILES}/packages/3a/9c/tidepredict-1.2.0.tar.gz",
        f"http://{PKG_FILES}/packages/7e/01/tidepredict-1.2.0-py3-none-any.whl",
        f"http://{PKG_FILES}/packages/c4/5d/tidepredict-1.1.0.tar.gz",
    }
)

# --- CRAN-like package page: heterogeneous paths (web/packages, src/contrib, checks).

CRAN = Portal(
    "cran.rmirror.hx11.example",
    "The Comprehensive R Mirror",
    menu=[
        ("/mirrors.html", "Mirrors"),
        ("/web/packages/", "Packages"),
        ("/manuals.html", "Manuals"),
        ("/faqs.html", "FAQs"),
    ],
    footer=[("/web/licenses/", "Licenses")],
    title_format="CRAN: Package {title}",
)


def _cran() -> list[Site]:
    pages = {
        "/web/packages/soilwater/index.html": CRAN.page(
            "soilwater",
            "<h2>soilwater: Soil Water Retention Curves</h2>"
            "<table><tr><td>Version:</td><td>2.1.4</td></tr>"
            "<tr><td>Depends:</td><td><a href='../sp/index.html'>sp</a></td></tr>"
            "<tr><td>License:</td><td><a href='../../licenses/GPL-3'>GPL-3</a></td></tr>"
            "<tr><td>CRAN checks:</td><td><a href='../../checks/check_results_soilwater.html'>"
            "soilwater results</a></td></tr></table>"
            "<h4>Documentation:</h4><table><tr><td>Reference manual:</td><td>"
            "<a href='soilwater.pdf'>soilwater.pdf</a></td></tr><tr><td>Vignettes:</td><td>"
            "<a href='vignettes/fitting.html'>Fitting curves</a></td></tr></table>"
            "<h4>Downloads:</h4><table><tr><td>Package source:</td><td>"
            "<a href='../../../src/contrib/soilwater_2.1.4.tar.gz'>soilwater_2.1.4.tar.gz</a></td></tr>"
            "<tr><td>Windows binaries:</td><td><a href='../../../bin/windows/contrib/4.4/soilwater_2.1.4.zip'>"
            "r-release: soilwater_2.1.4.zip</a></td></tr>"
            "<tr><td>Old sources:</td><td><a href='../../../src/contrib/Archive/soilwater/'>"
            "soilwater archive</a></td></tr></table>"
            "<h4>Reverse dependencies:</h4><a href='../soilwaterplus/index.html'>soilwaterplus</a>"
            "<p>Please use the canonical form <a href='https://cran.rmirror.hx11.example/package=soilwater'>"
            "https://CRAN.R-project.org/package=soilwater</a></p>",
        ),
        "/web/packages/soilwater/soilwater.pdf": pdf_file("soilwater reference manual"),
        "/web/packages/soilwater/vignettes/fitting.html": "<html><head><title>Fitting soil water retention curves with soilwater</title></head><body><h1>Fitting curves</h1></body></html>",
        "/src/contrib/soilwater_2.1.4.tar.gz": data(TGZ, "application/x-gzip"),
        "/bin/windows/contrib/4.4/soilwater_2.1.4.zip": data(b"PK\x03\x04", "application/zip"),
        "/src/contrib/Archive/soilwater/": "<html><head><title>Index of /src/contrib/Archive/soilwater</title></head><body><h1>Index of /src/contrib/Archive/soilwater</h1><a href='soilwater_2.0.0.tar.gz'>soilwater_2.0.0.tar.gz</a></body></html>",
        "/src/contrib/Archive/soilwater/soilwater_2.0.0.tar.gz": data(TGZ, "application/x-gzip"),
        "/web/checks/check_results_soilwater.html": CRAN.page(
            "soilwater check results", "<h2>CRAN Package Check Results for Package soilwater</h2>"
        ),
        "/web/packages/sp/index.html": CRAN.page(
            "sp", "<h2>sp: Classes and Methods for Spatial Data</h2>"
        ),
        "/web/packages/soilwaterplus/index.html": CRAN.page(
            "soilwaterplus", "<h2>soilwaterplus</h2>"
        ),
        "/web/licenses/GPL-3": data("GNU GENERAL PUBLIC LICENSE Version 3", "text/plain"),
        "/package=soilwater": redirect(CRAN.url("/web/packages/soilwater/index.html")),
    }
    return [build(CRAN, pages)]


CRAN_TRUTH = frozenset(
    CRAN.url(p)
    for p in (
        "/web/packages/soilwater/index.html",
        "/web/packages/soilwater/soilwater.pdf",
        "/web/packages/soilwater/vignettes/fitting.html",
        "/src/contrib/soilwater_2.1.4.tar.gz",
        "/bin/windows/contrib/4.4/soilwater_2.1.4.zip",
        "/src/contrib/Archive/soilwater/",
        "/src/contrib/Archive/soilwater/soilwater_2.0.0.tar.gz",
        "/web/checks/check_results_soilwater.html",
    )
)

# --- npm-like registry: tabs are query strings; tarballs on the registry host.

NPM = Portal(
    "www.jsreg.hx11.example",
    "jsreg",
    menu=[("/products", "Products"), ("/pricing", "Pricing"), ("/docs", "Documentation")],
    footer=[
        ("/policies/terms", "Terms"),
        ("/policies/privacy", "Privacy"),
        ("http://github.jsreg-org.hx11.example/jsreg", "GitHub"),
    ],
    title_format="{title} - jsreg",
)
NPM_REG = "registry.jsreg-cdn.hx11.example"


def _npm() -> list[Site]:
    def tab(active: str, body: str) -> str:
        tabs = links(
            [
                ("/package/citeproc-lite?activeTab=readme", "Readme"),
                ("/package/citeproc-lite?activeTab=code", "Code"),
                ("/package/citeproc-lite?activeTab=dependencies", "2 Dependencies"),
                ("/package/citeproc-lite?activeTab=versions", "14 Versions"),
            ]
        )
        return NPM.page(
            "citeproc-lite",
            f"<h1>citeproc-lite</h1><p>3.0.1 • Public • {active}</p>{tabs}{body}"
            "<h3>Install</h3><code>npm i citeproc-lite</code>"
            "<p><a href='/~mkeller'>mkeller</a> · <a href='/package/citeproc-lite-cli'>citeproc-lite-cli</a>"
            " · <a href='/search?q=keywords:citation'>citation</a></p>",
        )

    pages = {
        "/package/citeproc-lite": tab("readme", "<p>A small CSL processor.</p>"),
        "/package/citeproc-lite?activeTab=readme": tab("readme", "<p>A small CSL processor.</p>"),
        "/package/citeproc-lite?activeTab=code": tab(
            "code",
            f"<a href='http://{NPM_REG}/citeproc-lite/-/citeproc-lite-3.0.1.tgz'>citeproc-lite-3.0.1.tgz</a>",
        ),
        "/package/citeproc-lite?activeTab=dependencies": tab(
            "dependencies", "<a href='/package/xmldom'>xmldom</a>"
        ),
        "/package/citeproc-lite?activeTab=versions": tab(
            "versions",
            links(
                [
                    ("/package/citeproc-lite/v/3.0.1", "3.0.1"),
                    ("/package/citeproc-lite/v/2.4.0", "2.4.0"),
                ]
            ),
        ),
        "/package/citeproc-lite/v/3.0.1": tab("3.0.1", ""),
        "/package/citeproc-lite/v/2.4.0": tab(
            "2.4.0",
            f"<a href='http://{NPM_REG}/citeproc-lite/-/citeproc-lite-2.4.0.tgz'>tarball</a>",
        ),
        "/package/citeproc-lite-cli": NPM.page("citeproc-lite-cli", "<h1>citeproc-lite-cli</h1>"),
        "/package/xmldom": NPM.page("xmldom", "<h1>xmldom</h1>"),
        "/~mkeller": NPM.page("mkeller", "<h1>mkeller</h1>"),
        "/search?q=keywords:citation": NPM.page("search", "<h1>citation</h1>"),
    }
    reg = file_host(
        NPM_REG,
        {
            "/citeproc-lite/-/citeproc-lite-3.0.1.tgz": data(TGZ, "application/octet-stream"),
            "/citeproc-lite/-/citeproc-lite-2.4.0.tgz": data(TGZ, "application/octet-stream"),
        },
    )
    return [build(NPM, pages), reg]


NPM_TRUTH = frozenset(
    {
        *(
            NPM.url(p)
            for p in (
                "/package/citeproc-lite",
                "/package/citeproc-lite?activeTab=readme",
                "/package/citeproc-lite?activeTab=code",
                "/package/citeproc-lite?activeTab=dependencies",
                "/package/citeproc-lite?activeTab=versions",
                "/package/citeproc-lite/v/3.0.1",
                "/package/citeproc-lite/v/2.4.0",
            )
        ),
        f"http://{NPM_REG}/citeproc-lite/-/citeproc-lite-3.0.1.tgz",
        f"http://{NPM_REG}/citeproc-lite/-/citeproc-lite-2.4.0.tgz",
    }
)

# --- Zenodo-like software release archived from a forge, reached through its DOI.

ZEN = Portal(
    "records.opendeposit.hx11.example",
    "OpenDeposit",
    menu=[("/communities", "Communities"), ("/uploads/new", "Upload"), ("/about", "About")],
    footer=[
        ("/policies", "Policies"),
        ("/support", "Support"),
        ("http://blog.opendeposit-news.hx11.example/", "Blog"),
    ],
)
ZEN_DOI = "doi.resolve-od.hx11.example"


def _zenodo() -> list[Site]:
    title = "tidelab/tidepredict: v1.2.0 – faster harmonic fits"
    jsonld = json.dumps(
        {
            "@context": "https://schema.org",
            "@type": "SoftwareSourceCode",
            "name": title,
            "identifier": f"http://{ZEN_DOI}/10.5281/opendeposit.884211",
            "codeRepository": "https://code.tidelab.hx11.example/tidelab/tidepredict/tree/v1.2.0",
        }
    )
    pages = {
        "/records/884211": ZEN.page(
            title,
            f"<h1>{title}</h1><p>Software · Published 2025-03-02 · Version v1.2.0</p>"
            "<h2>Files</h2><table><tr><td><a href='/records/884211/files/tidelab/tidepredict-v1.2.0.zip?download=1'>"
            "tidepredict-v1.2.0.zip</a></td><td>412 kB</td></tr></table>"
            "<a href='/records/884211/files-archive'>Download all</a>"
            "<h3>Export</h3>"
            + links(
                [
                    ("/records/884211/export/json", "JSON"),
                    ("/records/884211/export/bibtex", "BibTeX"),
                    ("/records/884211/export/datacite-xml", "DataCite XML"),
                ]
            )
            + "<h3>Versions</h3>"
            + links(
                [
                    ("/records/871002", "v1.1.0"),
                    ("/search?q=parent.id:871001&f=allversions:true", "View all 4 versions"),
                ]
            )
            + "<p>Related: <a href='https://code.tidelab.hx11.example/tidelab/tidepredict/tree/v1.2.0'>is supplement to</a></p>"
            "<p>License: <a href='http://licences.spdxref.hx11.example/MIT'>MIT</a></p>"
            "<p>Creators: <a href='http://orcid.idreg.hx11.example/0000-0002-1825-0097'>Ada Tide</a></p>",
            head=f"<script type='application/ld+json'>{jsonld}</script>",
        ),
        "/records/884211/files/tidelab/tidepredict-v1.2.0.zip?download=1": data(
            b"PK\x03\x04src", "application/zip"
        ),
        "/records/884211/files-archive": data(b"PK\x03\x04all", "application/zip"),
        "/records/884211/export/json": data(json.dumps({"title": title}), "application/json"),
        "/records/884211/export/bibtex": data(
            "@software{tidepredict_884211, title={" + title + "}}", "text/plain"
        ),
        "/records/884211/export/datacite-xml": data(
            f"<resource><title>{title}</title></resource>", "application/xml"
        ),
        "/records/871002": ZEN.page(
            "tidelab/tidepredict: v1.1.0", "<h1>tidelab/tidepredict: v1.1.0</h1>"
        ),
        "/search?q=parent.id:871001&f=allversions:true": ZEN.page("Search", "<h1>4 results</h1>"),
    }
    doi = file_host(ZEN_DOI, {"/10.5281/opendeposit.884211": redirect(ZEN.url("/records/884211"))})
    return [build(ZEN, pages), doi]


ZEN_TRUTH = frozenset(
    ZEN.url(p)
    for p in (
        "/records/884211",
        "/records/884211/files/tidelab/tidepredict-v1.2.0.zip?download=1",
        "/records/884211/files-archive",
        "/records/884211/export/json",
        "/records/884211/export/bibtex",
        "/records/884211/export/datacite-xml",
    )
)

# --- Read-the-Docs-like documentation: one subdomain per project, /en/latest/ per version.

DOCS = Portal(
    "tidepredict.docsite.hx11.example",
    "tidepredict",
    menu=[("/en/latest/", "tidepredict docs")],
    footer=[("http://about.docsite-hosting.hx11.example/", "Hosted by DocSite")],
    title_format="{title} — tidepredict 1.2 documentation",
)


def _docs() -> list[Site]:
    toc = links(
        [
            ("/en/latest/install.html", "Installation"),
            ("/en/latest/tutorial/index.html", "Tutorial"),
            ("/en/latest/api.html", "API reference"),
            ("/en/latest/changelog.html", "Changelog"),
        ]
    )
    flyout = (
        "<div class='rst-versions'>Versions: <a href='/en/stable/'>stable</a> "
        "<a href='/en/v1.1.0/'>v1.1.0</a> Downloads: "
        "<a href='/_/downloads/en/latest/pdf/'>PDF</a> <a href='/_/downloads/en/latest/epub/'>Epub</a></div>"
    )

    def doc(title: str, body: str) -> str:
        return DOCS.page(
            title,
            f"<div class='toc'>{toc}</div><h1>{title}</h1>{body}{flyout}"
            "<p><a href='/en/latest/_sources/index.rst.txt'>View page source</a></p>",
        )

    pages = {
        "/en/latest/": doc("Welcome to tidepredict", "<p>Harmonic tide prediction.</p>"),
        "/en/latest/install.html": doc("Installation", "<pre>pip install tidepredict</pre>"),
        "/en/latest/tutorial/index.html": doc(
            "Tutorial", "<a href='/en/latest/tutorial/fitting.html'>Fitting constituents</a>"
        ),
        "/en/latest/tutorial/fitting.html": doc("Fitting constituents", "<p>...</p>"),
        "/en/latest/api.html": doc("API reference", "<p>predict()</p>"),
        "/en/latest/changelog.html": doc("Changelog", "<p>1.2.0</p>"),
        "/en/latest/_sources/index.rst.txt": data("Welcome to tidepredict\n=====", "text/plain"),
        "/_/downloads/en/latest/pdf/": pdf_file("tidepredict documentation"),
        "/_/downloads/en/latest/epub/": data(b"PK\x03\x04epub", "application/epub+zip"),
        "/en/stable/": DOCS.page("Welcome to tidepredict (stable)", "<h1>stable</h1>"),
        "/en/v1.1.0/": DOCS.page("Welcome to tidepredict (v1.1.0)", "<h1>v1.1.0</h1>"),
    }
    return [build(DOCS, pages)]


DOCS_TRUTH = frozenset(
    DOCS.url(p)
    for p in (
        "/en/latest/",
        "/en/latest/install.html",
        "/en/latest/tutorial/index.html",
        "/en/latest/tutorial/fitting.html",
        "/en/latest/api.html",
        "/en/latest/changelog.html",
        "/en/latest/_sources/index.rst.txt",
        "/_/downloads/en/latest/pdf/",
        "/_/downloads/en/latest/epub/",
    )
)

# --- Gitea-like forge: the repository without trailing slash, a sibling whose name extends it.

FORGE = Portal(
    "code.tidelab.hx11.example",
    "TideForge",
    menu=[("/explore/repos", "Explore"), ("/explore/organizations", "Organizations")],
    footer=[("/assets/licenses.txt", "Licenses"), ("/api/swagger", "API")],
    title_format="{title} - TideForge",
)


def _forge() -> list[Site]:
    r = "/tidelab/tidepredict"

    def repo(title: str, body: str) -> str:
        tabs = links(
            [
                (r, "Code"),
                (r + "/issues", "Issues 3"),
                (r + "/pulls", "Pull requests"),
                (r + "/releases", "Releases 4"),
                (r + "/wiki", "Wiki"),
            ]
        )
        return FORGE.page(
            f"{title}", f"<h1><a href='/tidelab'>tidelab</a>/tidepredict</h1>{tabs}{body}"
        )

    pages = {
        r: repo(
            "tidelab/tidepredict: Harmonic tide prediction",
            f"<table><tr><td><a href='{r}/src/branch/main/src'>src</a></td></tr>"
            f"<tr><td><a href='{r}/src/branch/main/README.md'>README.md</a></td></tr></table>"
            f"<a href='{r}/archive/main.zip'>Download ZIP</a>"
            "<p>Forks: <a href='/tidelab/tidepredict-notebooks'>tidelab/tidepredict-notebooks</a></p>",
        ),
        r + "/src/branch/main/src": repo(
            "tidepredict/src at main",
            f"<a href='{r}/src/branch/main/src/predict.py'>predict.py</a>",
        ),
        r + "/src/branch/main/src/predict.py": repo(
            "tidepredict/src/predict.py at main",
            f"<a href='{r}/raw/branch/main/src/predict.py'>Raw</a>",
        ),
        r + "/raw/branch/main/src/predict.py": data("def predict(): ...\n", "text/plain"),
        r + "/src/branch/main/README.md": repo(
            "tidepredict/README.md at main", "<p># tidepredict</p>"
        ),
        r + "/archive/main.zip": data(b"PK\x03\x04main", "application/zip"),
        r + "/issues": repo(
            "Issues - tidelab/tidepredict", f"<a href='{r}/issues/7'>#7 Leap seconds</a>"
        ),
        r + "/issues/7": repo(
            "#7 - Leap seconds - tidelab/tidepredict", "<p>...</p><a href='/ada'>ada</a>"
        ),
        r + "/pulls": repo("Pull requests - tidelab/tidepredict", "<p>No results</p>"),
        r + "/releases": repo(
            "Releases - tidelab/tidepredict",
            f"<a href='{r}/releases/download/v1.2.0/tidepredict-1.2.0.tar.gz'>tidepredict-1.2.0.tar.gz</a>",
        ),
        r + "/releases/download/v1.2.0/tidepredict-1.2.0.tar.gz": data(TGZ, "application/gzip"),
        r + "/wiki": repo("Wiki - tidelab/tidepredict", "<p>Home</p>"),
        "/tidelab": FORGE.page("tidelab", "<h1>tidelab</h1>"),
        "/ada": FORGE.page("ada", "<h1>ada</h1>"),
        "/tidelab/tidepredict-notebooks": FORGE.page(
            "tidelab/tidepredict-notebooks", "<h1>notebooks</h1>"
        ),
    }
    return [build(FORGE, pages)]


FORGE_TRUTH = frozenset(
    FORGE.url("/tidelab/tidepredict" + s)
    for s in (
        "",
        "/src/branch/main/src",
        "/src/branch/main/src/predict.py",
        "/raw/branch/main/src/predict.py",
        "/src/branch/main/README.md",
        "/archive/main.zip",
        "/issues",
        "/issues/7",
        "/pulls",
        "/releases",
        "/releases/download/v1.2.0/tidepredict-1.2.0.tar.gz",
        "/wiki",
    )
)

CASES = [
    Case(
        # Not in the seed's table.  Nearest kind: GBIF — every view of the artifact carries
        # an identifier (here the origin URL) in its URI, while paths are shared by all
        # origins.  Truth: the origin's directory, content, branch, release and visit views;
        # not the sibling origin "-notebooks" (whose URL extends this one), nor the live forge.
        name="hx11-archived-origin",
        imitates="Software-Heritage-like archive (archived origin)",
        artifact_class="multi-hop",
        expected="sig_uri",
        entry=ARCH.url(f"/browse/origin/directory/?{Q}"),
        truth=ARCH_TRUTH,
        build=_archive,
        others=frozenset({ARCH.url(f"/browse/origin/directory/?{SIBLING_Q}")}),
    ),
    Case(
        # Not in the table.  Nearest kind: GitHub — the project's pages sit under
        # /project/<name>/ and its release files live on another registrable domain.
        # Truth: the project page, both release pages, the three release files; not the
        # maintainer, topic search or the sibling package tidepredict-plot.
        name="hx11-pyindex-package",
        imitates="PyPI-like package index",
        artifact_class="multi-hop",
        expected="path_based_externals",
        entry=PKG.url("/project/tidepredict/"),
        truth=PKG_TRUTH,
        build=_pyindex,
        others=frozenset({PKG.url("/project/tidepredict-plot/")}),
    ),
    Case(
        # Not in the table.  Nearest kind: Zenodo/Figshare (single hop) — the package page
        # links every part of the package (manual, vignette, sources, binaries, old-source
        # listing, check results) on paths that share nothing.  Truth adds the archived
        # 2.0.0 tarball (two hops, via the archive listing) since old sources are part of
        # the package's record; not dependencies, reverse dependencies or the licence text.
        name="hx11-cran-package",
        imitates="CRAN-like package archive",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=CRAN.url("/web/packages/soilwater/index.html"),
        truth=CRAN_TRUTH,
        build=_cran,
        others=frozenset(
            {
                CRAN.url("/web/packages/sp/index.html"),
                CRAN.url("/web/packages/soilwaterplus/index.html"),
            }
        ),
    ),
    Case(
        # Not in the table.  Nearest kind: GitHub — tabs and version pages extend the entry
        # URI, the tarballs sit on the registry's own domain.  Truth: the package page, its
        # four tab views, two version pages and two tarballs; not citeproc-lite-cli (whose
        # URI extends the entry's string), dependencies, the maintainer or keyword search.
        name="hx11-jsreg-package",
        imitates="npm-like package registry",
        artifact_class="multi-hop",
        expected="path_based_externals",
        entry=NPM.url("/package/citeproc-lite"),
        truth=NPM_TRUTH,
        build=_npm,
        others=frozenset({NPM.url("/package/citeproc-lite-cli"), NPM.url("/package/xmldom")}),
    ),
    Case(
        # Zenodo is in the table: Single Page+ with ignores.  The DOI redirects to the
        # record.  Truth: the record, its file, "Download all" and three exports; not the
        # previous version (a record of its own), the version search, the forge release it
        # was archived from, licence or creator profile.
        name="hx11-opendeposit-software",
        imitates="Zenodo-like software release",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=f"http://{ZEN_DOI}/10.5281/opendeposit.884211",
        landing=ZEN.url("/records/884211"),
        truth=ZEN_TRUTH,
        build=_zenodo,
        others=frozenset({ZEN.url("/records/871002")}),
    ),
    Case(
        # Not in the table.  Nearest kind: Silk — a subdomain per project; here one version
        # (/en/latest/) of the documentation is the artifact.  Truth: every page of that
        # version, its page source and the PDF and Epub builds of the same version (served
        # under /_/downloads/); not the other versions (stable, v1.1.0) nor the host's site.
        name="hx11-docsite-latest",
        imitates="Read-the-Docs-like documentation site",
        artifact_class="multi-hop",
        expected="path_based",
        entry=DOCS.url("/en/latest/"),
        truth=DOCS_TRUTH,
        build=_docs,
        others=frozenset({DOCS.url("/en/stable/"), DOCS.url("/en/v1.1.0/")}),
    ),
    Case(
        # GitLab/BitBucket-like forge: Path-Based.  Truth: code, raw file, archive, issues,
        # pulls, releases and the release asset, wiki — all under the repository path; not
        # the organisation, user, or the fork tidepredict-notebooks whose path extends it.
        name="hx11-tideforge-repo",
        imitates="Gitea-like forge",
        artifact_class="multi-hop",
        expected="path_based",
        entry=FORGE.url("/tidelab/tidepredict"),
        truth=FORGE_TRUTH,
        build=_forge,
        others=frozenset({FORGE.url("/tidelab/tidepredict-notebooks")}),
    ),
]
