"""Package registries of scientific languages: a CRAN-like R archive, a Julia package index,
a conda channel browser with a separate binary store, and a Bioconductor-like repository.

Each portal is built whole (both of its records, its filler packages and its chrome) so the
cases of one portal share one site.
"""

from __future__ import annotations

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, blob, sha256_of, ul

# --- R package archive (CRAN-like): a landing page with sources, binaries, manual ------------

RCAMN = Chrome(
    host="cloud.rcamn-archive.hx94.example",
    name="RCAMN",
    title_fmt="RCAMN: Package {title}",
    home_title="The Comprehensive R Archive Mirror Network",
    menu=(
        ("/mirrors.html", "Mirrors"),
        ("/web/packages/index.html", "Packages"),
        ("/web/views/index.html", "Task Views"),
        ("/manuals.html", "Manuals"),
        ("/faqs.html", "FAQs"),
    ),
    footer=(("/about.html", "About RCAMN"), ("/legal/privacy.html", "Privacy")),
    signin=(("/submit.html", "Submit a package"),),
    cookie=None,
)


def _rcamn_pkg(name: str, ver: str, title: str, deps: list[str], extra: str = "") -> str:
    dep = ", ".join(a(f"../{d}/index.html", d) for d in deps)
    return RCAMN.page(
        name,
        f"""<h2>{name}: {title}</h2><p>Tools for {title.lower()}, with examples.</p>
<table class="meta"><tr><td>Version:</td><td>{ver}</td></tr>
<tr><td>Imports:</td><td>{dep}</td></tr><tr><td>Published:</td><td>2024-03-02</td></tr>
<tr><td>License:</td><td>GPL-3</td></tr>
<tr><td>CRAN checks:</td><td>{a(f"../../checks/check_results_{name}.html", f"{name} results")}
</td></tr></table>
<h4>Documentation:</h4><table><tr><td>Reference manual:</td>
<td>{a(f"{name}.pdf", f"{name}.pdf")}</td></tr>{extra}</table>
<h4>Downloads:</h4><table><tr><td>Package source:</td>
<td>{a(f"../../../src/contrib/{name}_{ver}.tar.gz", f"{name}_{ver}.tar.gz")}</td></tr>
<tr><td>Windows binaries:</td>
<td>{a(f"../../../bin/windows/contrib/4.4/{name}_{ver}.zip", "r-release: zip")}</td></tr>
<tr><td>Old sources:</td>
<td>{a(f"../../../src/contrib/Archive/{name}/", f"{name} archive")}</td></tr></table>
<h4>Linking:</h4><p>Please use the canonical form
<code>https://RCAMN.R-project.example/package={name}</code> to link to this page.</p>""",
    )


def rcamn_sites() -> list[Site]:
    r = RCAMN
    pages: dict[str, PageValue] = {}
    for dep in ("sp4", "gstatx", "Rcpp2", "ape", "phangornLite"):
        pages[f"/web/packages/{dep}/index.html"] = r.page(
            dep, f"<h2>{dep}: Supporting classes</h2><p>Version 1.0.</p>"
        )
    # kriginglite: plain landing page
    pages["/web/packages/kriginglite/index.html"] = _rcamn_pkg(
        "kriginglite",
        "0.4.2",
        "Lightweight Ordinary Kriging",
        ["sp4", "gstatx"],
        f"<tr><td>NEWS:</td><td>{a('news/news.html', 'NEWS')}</td></tr>"
        f"<tr><td>Vignettes:</td><td>{a('vignettes/intro.html', 'Getting started')}</td></tr>",
    )
    pages["/web/packages/kriginglite/kriginglite.pdf"] = Response.data(
        pdf("Package 'kriginglite'", ["Lightweight Ordinary Kriging", "Version 0.4.2"]),
        "application/pdf",
    )
    pages["/web/packages/kriginglite/news/news.html"] = (
        "<html><head><title>NEWS</title></head><body><h2>kriginglite 0.4.2</h2>"
        "<ul><li>Faster variogram fitting.</li></ul></body></html>"
    )
    pages["/web/packages/kriginglite/vignettes/intro.html"] = (
        "<html><head><title>Getting started with kriginglite</title></head><body>"
        "<h1>Getting started</h1><pre>library(kriginglite)</pre></body></html>"
    )
    pages["/web/checks/check_results_kriginglite.html"] = (
        "<html><head><title>RCAMN Package Check Results for Package kriginglite</title></head>"
        "<body><table><tr><td>r-devel-linux</td><td>OK</td></tr></table></body></html>"
    )
    pages["/src/contrib/kriginglite_0.4.2.tar.gz"] = blob("tgz", "kriginglite/DESCRIPTION")
    pages["/bin/windows/contrib/4.4/kriginglite_0.4.2.zip"] = blob("zip", "kriginglite")
    pages["/src/contrib/Archive/kriginglite/"] = (
        "<html><head><title>Index of /src/contrib/Archive/kriginglite</title></head><body>"
        '<a href="kriginglite_0.3.0.tar.gz">kriginglite_0.3.0.tar.gz</a></body></html>'
    )
    pages["/src/contrib/Archive/kriginglite/kriginglite_0.3.0.tar.gz"] = blob("tgz", "kl 0.3")
    # phylotreeR: many binaries, vignettes, citation, reverse dependencies
    vig = "".join(
        f"<tr><td>{t}:</td><td>{a(f'vignettes/{v}.html', 'HTML')} "
        f"{a(f'vignettes/{v}.R', 'R code')} {a(f'vignettes/{v}.Rmd', 'source')}</td></tr>"
        for v, t in (("trees", "Reading trees"), ("ancestral", "Ancestral states"))
    )
    extra = (
        f"<tr><td>README:</td><td>{a('readme/README.html', 'README')}</td></tr>"
        f"<tr><td>NEWS:</td><td>{a('news/news.html', 'NEWS')}</td></tr>{vig}"
        f"<tr><td>Citation:</td><td>{a('citation.html', 'phylotreeR citation info')}</td></tr>"
        f"<tr><td>Reverse imports:</td><td>{a('../phangornLite/index.html', 'phangornLite')}"
        "</td></tr>"
        "<tr><td>macOS binaries:</td><td>"
        + a("../../../bin/macosx/big-sur-arm64/contrib/4.4/phylotreeR_2.1.0.tgz", "arm64")
        + " "
        + a("../../../bin/macosx/big-sur-x86_64/contrib/4.4/phylotreeR_2.1.0.tgz", "x86_64")
        + "</td></tr>"
        "<tr><td>Windows (r-oldrel):</td><td>"
        + a("../../../bin/windows/contrib/4.3/phylotreeR_2.1.0.zip", "r-oldrel: zip")
        + "</td></tr>"
    )
    pages["/web/packages/phylotreeR/index.html"] = _rcamn_pkg(
        "phylotreeR", "2.1.0", "Phylogenetic Tree Manipulation", ["ape", "Rcpp2"], extra
    )
    p = "/web/packages/phylotreeR/"
    pages[p + "phylotreeR.pdf"] = Response.data(
        pdf("Package 'phylotreeR'", ["Phylogenetic Tree Manipulation"]), "application/pdf"
    )
    for sub in ("readme/README.html", "news/news.html", "citation.html"):
        pages[p + sub] = f"<html><head><title>phylotreeR {sub}</title></head><body>x</body></html>"
    for v in ("trees", "ancestral"):
        pages[p + f"vignettes/{v}.html"] = (
            f"<html><head><title>{v}</title></head><body><h1>{v}</h1></body></html>"
        )
        pages[p + f"vignettes/{v}.R"] = blob("txt", f"## {v}.R", "library(phylotreeR)")
        pages[p + f"vignettes/{v}.Rmd"] = blob("txt", f"---\ntitle: {v}\n---")
    pages["/web/checks/check_results_phylotreeR.html"] = (
        "<html><head><title>Check results phylotreeR</title></head><body>OK</body></html>"
    )
    pages["/src/contrib/phylotreeR_2.1.0.tar.gz"] = blob("tgz", "phylotreeR/DESCRIPTION")
    for b in (
        "/bin/windows/contrib/4.4/phylotreeR_2.1.0.zip",
        "/bin/windows/contrib/4.3/phylotreeR_2.1.0.zip",
    ):
        pages[b] = blob("zip", b)
    for b in (
        "/bin/macosx/big-sur-arm64/contrib/4.4/phylotreeR_2.1.0.tgz",
        "/bin/macosx/big-sur-x86_64/contrib/4.4/phylotreeR_2.1.0.tgz",
    ):
        pages[b] = blob("tgz", b)
    pages["/src/contrib/Archive/phylotreeR/"] = (
        "<html><head><title>Index of /src/contrib/Archive/phylotreeR</title></head><body>"
        '<a href="phylotreeR_2.0.3.tar.gz">phylotreeR_2.0.3.tar.gz</a></body></html>'
    )
    pages["/src/contrib/Archive/phylotreeR/phylotreeR_2.0.3.tar.gz"] = blob("tgz", "pt 2.0.3")
    return [r.site(pages)]


def _rcamn_cases() -> list[Case]:
    u = RCAMN.url
    k = "/web/packages/kriginglite/"
    p = "/web/packages/phylotreeR/"
    return [
        # A CRAN-like landing page is a Single Hop artifact like the seed's Figshare/SSRN
        # landings: sources, binaries, manual and news sit one hop away on the same host,
        # among menus and dependency links -> Single Page+ with the ignored (chrome) list.
        case(
            "rcamn-kriginglite",
            "R package archive (landing page with source and binary downloads)",
            "Single Hop",
            "single_page_plus_ignored",
            u(k + "index.html"),
            [
                u(k + "index.html"),
                u(k + "kriginglite.pdf"),
                u(k + "news/news.html"),
                u(k + "vignettes/intro.html"),
                u("/web/checks/check_results_kriginglite.html"),
                u("/src/contrib/kriginglite_0.4.2.tar.gz"),
                u("/bin/windows/contrib/4.4/kriginglite_0.4.2.zip"),
                u("/src/contrib/Archive/kriginglite/"),
            ],
            rcamn_sites,
            others=[u("/web/packages/sp4/index.html"), u("/web/packages/gstatx/index.html")],
        ),
        # Same shape, more members (vignette triples, mac and old-release binaries, citation)
        # and a reverse dependency: still everything is one hop from the landing page.
        case(
            "rcamn-phylotreer",
            "R package archive (many binaries, vignettes and reverse dependencies)",
            "Single Hop",
            "single_page_plus_ignored",
            u(p + "index.html"),
            [
                u(p + "index.html"),
                u(p + "phylotreeR.pdf"),
                u(p + "readme/README.html"),
                u(p + "news/news.html"),
                u(p + "citation.html"),
                *(
                    u(p + f"vignettes/{v}.{e}")
                    for v in ("trees", "ancestral")
                    for e in ["html", "R", "Rmd"]
                ),
                u("/web/checks/check_results_phylotreeR.html"),
                u("/src/contrib/phylotreeR_2.1.0.tar.gz"),
                u("/bin/windows/contrib/4.4/phylotreeR_2.1.0.zip"),
                u("/bin/windows/contrib/4.3/phylotreeR_2.1.0.zip"),
                u("/bin/macosx/big-sur-arm64/contrib/4.4/phylotreeR_2.1.0.tgz"),
                u("/bin/macosx/big-sur-x86_64/contrib/4.4/phylotreeR_2.1.0.tgz"),
                u("/src/contrib/Archive/phylotreeR/"),
            ],
            rcamn_sites,
            others=[
                u("/web/packages/ape/index.html"),
                u("/web/packages/Rcpp2/index.html"),
                u("/web/packages/phangornLite/index.html"),
            ],
        ),
    ]


# --- Julia package index: everything of a package lives under its path ------------------------

JLDEX = Chrome(
    host="index.jlpkgdex.hx94.example",
    name="JlPkgDex",
    title_fmt="{title} | JlPkgDex",
    menu=(("/packages", "Packages"), ("/registries", "Registries"), ("/blog", "Blog")),
    footer=(("/docs/about", "About"), ("/docs/terms", "Terms"), ("/docs/status", "Status")),
    social=(("http://mastodon.test/@jlpkgdex", "Mastodon"),),
)


def _jl_pkg_pages(
    pkg: str, versions: list[str], deps: list[str], per_page: int
) -> dict[str, PageValue]:
    j, base = JLDEX, f"/packages/{pkg}/"
    tabs = ul(
        [
            (base, "Readme"),
            (base + "versions", "Versions"),
            (base + "dependencies", "Dependencies"),
            (base + "dependents", "Dependents"),
            (base + "docs/", "Docs"),
        ],
        "tabs",
    )
    pages: dict[str, PageValue] = {}
    pages[base] = j.page(
        f"{pkg}.jl",
        f"<h1>{pkg}.jl</h1>{tabs}<article><p>{pkg} latest {versions[0]}.</p>"
        f"<pre>pkg&gt; add {pkg}</pre></article><p>{a('http://forge.test/jl/' + pkg, 'Repository')}"
        f"</p>",
        share=j.url(base),
    )
    chunks = [versions[i : i + per_page] for i in range(0, len(versions), per_page)]
    for n, chunk in enumerate(chunks, 1):
        rows = ul([(f"{base}versions/{v}", f"v{v}") for v in chunk])
        nav = ""
        if n < len(chunks):
            nav += a(f"{base}versions?page={n + 1}", "Next page")
        if n > 1:
            nav += " " + a(f"{base}versions" + (f"?page={n - 1}" if n > 2 else ""), "Previous")
        key = base + "versions" + (f"?page={n}" if n > 1 else "")
        pages[key] = j.page(f"{pkg} versions", f"<h1>Versions</h1>{tabs}{rows}<p>{nav}</p>")
    for v in versions:
        pages[f"{base}versions/{v}"] = j.page(
            f"{pkg} v{v}",
            f"<h1>{pkg} v{v}</h1>{tabs}<p>Registered 2024.</p>"
            f"<p>{a(f'{base}versions/{v}/source.tar.gz', 'Source tarball')}</p>",
        )
        pages[f"{base}versions/{v}/source.tar.gz"] = blob("tgz", f"{pkg}-{v}")
    pages[base + "dependencies"] = j.page(
        f"{pkg} dependencies",
        f"<h1>Dependencies</h1>{tabs}" + ul([(f"/packages/{d}/", d) for d in deps]),
    )
    pages[base + "dependents"] = j.page(
        f"{pkg} dependents", f"<h1>Dependents</h1>{tabs}<p>No registered dependents.</p>"
    )
    pages[base + "docs/"] = j.page(
        f"{pkg} docs",
        f"<h1>Documentation</h1>{tabs}" + ul([(base + "docs/api", "API reference")]),
    )
    pages[base + "docs/api"] = j.page(f"{pkg} API", f"<h1>API</h1>{tabs}")
    return pages


def jldex_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for d in ("StaticArraysX", "LinearMapsLite", "SparseDiffTools2", "ForwardDualNums"):
        pages[f"/packages/{d}/"] = JLDEX.page(f"{d}.jl", f"<h1>{d}.jl</h1><p>Dependency.</p>")
    pages.update(_jl_pkg_pages("Interpolant3D", ["1.3.0", "1.2.1"], ["StaticArraysX"], 10))
    pages.update(
        _jl_pkg_pages(
            "DiffEqSparseKit",
            ["0.9.2", "0.9.1", "0.9.0", "0.8.4", "0.8.3", "0.8.0", "0.7.1"],
            ["LinearMapsLite", "SparseDiffTools2", "ForwardDualNums"],
            3,
        )
    )
    return [JLDEX.site(pages)]


def _jl_truth(pkg: str, versions: list[str], pages: int) -> list[str]:
    base = JLDEX.url(f"/packages/{pkg}/")
    out = [base, base + "versions", base + "dependencies", base + "dependents"]
    out += [base + "docs/", base + "docs/api"]
    out += [base + f"versions?page={n}" for n in range(2, pages + 1)]
    out += [base + f"versions/{v}" for v in versions]
    out += [base + f"versions/{v}/source.tar.gz" for v in versions]
    return out


def _jldex_cases() -> list[Case]:
    big = ["0.9.2", "0.9.1", "0.9.0", "0.8.4", "0.8.3", "0.8.0", "0.7.1"]
    return [
        # Like the seed's GitLab/BitBucket projects: every page of the package (versions,
        # dependencies, docs, tarballs) has the entry URI as its prefix -> Path-Based.
        case(
            "jldex-interpolant3d",
            "Julia package index (package with two versions)",
            "Multi-Hop",
            "path_based",
            JLDEX.url("/packages/Interpolant3D/"),
            _jl_truth("Interpolant3D", ["1.3.0", "1.2.1"], 1),
            jldex_sites,
            others=[JLDEX.url("/packages/StaticArraysX/")],
        ),
        # Harder: seven versions paginated three to a page, three dependencies.
        case(
            "jldex-diffeqsparsekit",
            "Julia package index (paginated version history)",
            "Multi-Hop",
            "path_based",
            JLDEX.url("/packages/DiffEqSparseKit/"),
            _jl_truth("DiffEqSparseKit", big, 3),
            jldex_sites,
            others=[
                JLDEX.url("/packages/LinearMapsLite/"),
                JLDEX.url("/packages/SparseDiffTools2/"),
                JLDEX.url("/packages/ForwardDualNums/"),
            ],
        ),
    ]


# --- conda channel browser: package pages under a path, binaries on another domain ------------

CONDA = Chrome(
    host="browse.condaquay.hx94.example",
    name="CondaQuay",
    title_fmt="{title} :: CondaQuay",
    menu=(("/explore", "Explore"), ("/channels", "Channels"), ("/pricing", "Pricing")),
    footer=(("/about", "About"), ("/privacy", "Privacy"), ("/tos", "Terms")),
    signin=(("/sign_in", "Sign in"), ("/sign_up", "Sign up")),
)
BINSTORE = "dl.condabinstore.hx94.example"


def _conda_pages(
    chan: str, pkg: str, ver: str, builds: list[str], labels: list[str], per_page: int
) -> tuple[dict[str, PageValue], list[str], list[str]]:
    """Pages of one package, its on-portal URIs and its binary-store URIs."""
    c, base = CONDA, f"/{chan}/{pkg}/"
    tabs = ul(
        [(base, "Overview"), (base + "files", "Files"), (base + "badges", "Badges")]
        + [(base + f"labels/{lab}", f"label: {lab}") for lab in labels],
        "tabs",
    )
    files = [
        f"http://{BINSTORE}/{chan}/{b.split('/')[0]}/{pkg}-{ver}-{b.split('/')[1]}" for b in builds
    ]
    pages: dict[str, PageValue] = {}
    pages[base] = c.page(
        f"{chan}/{pkg}",
        f"<h1>{a(f'/{chan}/', chan)} / {pkg} {ver}</h1>{tabs}"
        f"<pre>conda install -c {chan} {pkg}</pre><p>Last upload: 3 days ago</p>",
    )
    chunks = [files[i : i + per_page] for i in range(0, len(files), per_page)]
    ours = [base, base + "badges"] + [base + f"labels/{lab}" for lab in labels]
    for n, chunk in enumerate(chunks, 1):
        key = base + "files" + (f"?page={n}" if n > 1 else "")
        ours.append(key)
        rows = "".join(
            f"<tr><td>{a(f, f.rsplit('/', 1)[-1])}</td><td>sha256 {sha256_of(f)[:16]}</td></tr>"
            for f in chunk
        )
        nav = a(base + f"files?page={n + 1}", "Next") if n < len(chunks) else ""
        pages[key] = c.page(
            f"Files :: {chan}/{pkg}", f"<h1>Files</h1>{tabs}<table>{rows}</table>{nav}"
        )
    pages[base + "badges"] = c.page(
        f"Badges :: {pkg}", f"<h1>Badges</h1>{tabs}<pre>[![badge]]</pre>"
    )
    for lab in labels:
        pages[base + f"labels/{lab}"] = c.page(
            f"{pkg} label {lab}", f"<h1>Label {lab}</h1>{tabs}<p>{ver} is on {lab}.</p>"
        )
    return pages, [c.url(p) for p in ours], files


_FITS = ("astro-forge", "fitsblend", "2.1.0", ["noarch/pyhd8ed1ab_0.conda"], ["main"], 10)
_GRID = (
    "geo-forge",
    "gridcorr",
    "0.12.1",
    [
        "linux-64/py311h1a2b3c4_0.conda",
        "linux-64/py312h1a2b3c4_0.conda",
        "osx-arm64/py311h5d6e7f8_0.conda",
        "osx-arm64/py312h5d6e7f8_0.conda",
        "win-64/py311h9a8b7c6_0.conda",
        "win-64/py312h9a8b7c6_0.conda",
    ],
    ["main", "dev"],
    4,
)


def conda_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store = Site(BINSTORE)
    store.add("/", "<html><head><title>condabinstore</title></head><body>binaries</body></html>")
    for chan in ("astro-forge", "geo-forge"):
        pages[f"/{chan}/"] = CONDA.page(chan, f"<h1>Channel {chan}</h1><p>Packages.</p>")
    for spec in (_FITS, _GRID):
        p, _ours, files = _conda_pages(*spec)
        pages.update(p)
        for f in files:
            store.add(f.split(BINSTORE, 1)[1], blob("conda", f))
    return [CONDA.site(pages), store]


def _conda_cases() -> list[Case]:
    cases = []
    for spec, name, detail in (
        (_FITS, "condaquay-fitsblend", "noarch package"),
        (_GRID, "condaquay-gridcorr", "six platform builds, paginated files"),
    ):
        _p, ours, files = _conda_pages(*spec)
        cases.append(
            # Like the seed's GitHub with raw.githubusercontent.com: the package's pages share
            # the entry path, its binaries live on another domain -> Path-Based with Externals.
            case(
                name,
                f"conda channel browser ({detail})",
                "Multi-Hop",
                "path_based_externals",
                ours[0],
                [*ours, *files],
                conda_sites,
                others=[CONDA.url(f"/{spec[0]}/")],
            )
        )
    return cases


# --- Bioconductor-like repository: titles "BiocKit - <package>" -------------------------------

BIOC = Chrome(
    host="www.biocondukit.hx94.example",
    name="BiocKit",
    title_fmt="BiocKit - {title}",
    home_title="BiocKit - Home",
    menu=(
        ("/about/", "About"),
        ("/install/", "Install"),
        ("/help/", "Help"),
        ("/developers/", "Developers"),
        ("/packages/", "Packages"),
    ),
    footer=(("/about/code-of-conduct/", "Code of conduct"), ("/privacy/", "Privacy")),
    signin=(("/support/login/", "Support site"),),
)


def _bioc_landing(pkg: str, branch: str, desc: str, members: list[tuple[str, str]]) -> str:
    return BIOC.page(
        pkg,
        f"""<h1>{pkg}</h1><p class="branch">Bioconductor-style {branch} branch</p>
<p>{desc}</p><p>To install this package, start R and enter:</p>
<pre>BiocKitManager::install("{pkg}")</pre><h3>Documentation</h3>{ul(members)}
<h3>Details</h3><table><tr><td>biocViews</td><td>{a("/packages/release/BiocViews.html#___RNASeq", "RNASeq")}
</td></tr><tr><td>Depends</td><td>{a("/packages/release/bioc/html/GenomicRangesX.html", "GenomicRangesX")}
</td></tr></table>""",
        share=BIOC.url(f"/packages/{branch}/bioc/html/{pkg}.html"),
    )


def bioc_sites() -> list[Site]:
    b = BIOC
    pages: dict[str, PageValue] = {
        "/packages/release/BiocViews.html": b.page("BiocViews", "<h1>All views</h1>"),
        "/packages/release/bioc/html/GenomicRangesX.html": b.page(
            "GenomicRangesX", "<h1>GenomicRangesX</h1><p>Range containers.</p>"
        ),
    }
    for pkg, desc, members, extra in _BIOC_PKGS:
        pages[f"/packages/release/bioc/html/{pkg}.html"] = _bioc_landing(
            pkg, "release", desc, members + extra
        )
        for href, text in members + extra:
            if href.endswith(".html"):
                pages[href] = b.page(f"{pkg} {text}", f"<h1>{pkg}: {text}</h1><p>{desc}</p>")
            elif href.endswith(".pdf"):
                pages[href] = Response.data(pdf(f"Package {pkg}", [desc]), "application/pdf")
            else:
                pages[href] = blob("tgz" if ".t" in href else "zip", f"{pkg}/DESCRIPTION", desc)
    # the devel landing of ribosomeProfileQC, linked from its release landing
    pkg, desc, members, _extra = _BIOC_PKGS[1]
    pages[f"/packages/devel/bioc/html/{pkg}.html"] = _bioc_landing(pkg, "devel", desc, members)
    return [b.site(pages)]


_SG = "spliceGraphR"
_RP = "ribosomeProfileQC"
_BIOC_PKGS: list[tuple[str, str, list[tuple[str, str]], list[tuple[str, str]]]] = [
    (
        _SG,
        "Splice graphs from short-read alignments",
        [
            (f"/packages/release/bioc/vignettes/{_SG}/inst/doc/intro.html", "Introduction"),
            (f"/packages/release/bioc/manuals/{_SG}/man/{_SG}.pdf", "Reference manual"),
            (f"/packages/release/bioc/src/contrib/{_SG}_1.6.0.tar.gz", "Source package"),
        ],
        [],
    ),
    (
        _RP,
        "Quality control for ribosome profiling experiments",
        [
            (f"/packages/release/bioc/vignettes/{_RP}/inst/doc/overview.html", "Overview"),
            (f"/packages/release/bioc/vignettes/{_RP}/inst/doc/periodicity.html", "Periodicity"),
            (f"/packages/release/bioc/manuals/{_RP}/man/{_RP}.pdf", "Reference manual"),
            (f"/packages/release/bioc/news/{_RP}/NEWS", "NEWS"),
            (f"/packages/release/bioc/src/contrib/{_RP}_2.4.1.tar.gz", "Source package"),
        ],
        [
            (f"/packages/release/bioc/bin/windows/contrib/4.4/{_RP}_2.4.1.zip", "Windows"),
            (
                f"/packages/release/bioc/bin/macosx/big-sur-arm64/contrib/4.4/{_RP}_2.4.1.tgz",
                "macOS",
            ),
            (f"/checkResults/release/bioc-LATEST/{_RP}/report.html", "Build report"),
            (f"/packages/devel/bioc/html/{_RP}.html", "Devel version"),
        ],
    ),
]


def _bioc_cases() -> list[Case]:
    out = []
    for (pkg, _d, members, extra), detail in zip(
        _BIOC_PKGS,
        ("release landing", "release and devel landings, binaries, build report"),
        strict=True,
    ):
        # Titles are "BiocKit - <pkg>" and the homepage's "BiocKit - Home": as on the seed's
        # OSF, the portal's prefix must be filtered off the title before the package name is
        # searched in every member -> Significant String from Filtered Title.
        out.append(
            case(
                f"biockit-{pkg.lower()}",
                f"Bioconductor-like package repository ({detail})",
                "Multi-Hop",
                "sig_filtered_title",
                BIOC.url(f"/packages/release/bioc/html/{pkg}.html"),
                [BIOC.url(f"/packages/release/bioc/html/{pkg}.html")]
                + [BIOC.url(h) for h, _t in members + extra],
                bioc_sites,
                others=[BIOC.url("/packages/release/bioc/html/GenomicRangesX.html")],
            )
        )
    return out


CASES: list[Case] = [*_rcamn_cases(), *_jldex_cases(), *_conda_cases(), *_bioc_cases()]
