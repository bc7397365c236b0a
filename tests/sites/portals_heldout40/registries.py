"""Package and image registries: a PyPI-like index with a separate files host, a CRAN-like
archive of bare package pages, an npm-like registry, a conda-like channel host and a
container-image registry."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

from ._kit import blob, build, case, cdn_sites, page, text, ul

# --- Python package index (PyPI-like): one release page, files on a files host ----------

SHELF = Portal(
    "pkg.pyshelf.hx40.example",
    "PyShelf",
    [("/help/", "Help"), ("/sponsors/", "Sponsors"), ("/search/", "Browse projects")],
    [
        ("/help/", "Help"),
        ("/security/", "Security"),
        ("/privacy", "Privacy"),
        ("/stats/", "Statistics"),
    ],
    title_format="{title} · {name}",
)
SHELF_FILES = "files.pyshelfhosted.hx40.example"

# (project, version) -> (summary, file names, with provenance pages, older versions)
SHELF_RELEASES = {
    ("whistle-count", "1.0.0"): (
        "Count dolphin whistles in hydrophone recordings",
        ["whistle_count-1.0.0.tar.gz", "whistle_count-1.0.0-py3-none-any.whl"],
        False,
        ["0.9.1", "0.9.0"],
    ),
    ("tidewater-hydro", "2.3.1"): (
        "Shallow-water tide model for estuaries",
        [
            "tidewater_hydro-2.3.1.tar.gz",
            "tidewater_hydro-2.3.1-cp311-cp311-manylinux_2_17_x86_64.whl",
            "tidewater_hydro-2.3.1-cp312-cp312-manylinux_2_17_x86_64.whl",
            "tidewater_hydro-2.3.1-cp312-cp312-macosx_11_0_arm64.whl",
            "tidewater_hydro-2.3.1-cp312-cp312-win_amd64.whl",
        ],
        True,
        ["2.3.0", "2.2.0", "2.1.4", "2.0.0"],
    ),
}


def _shelf_release(
    proj: str, ver: str
) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    summary, files, provenance, older = SHELF_RELEASES[(proj, ver)]
    entry = f"/project/{proj}/{ver}/"
    meta = f"/pypi/{proj}/{ver}/json"
    pages: dict[str, PageValue] = {}
    hosted: dict[str, PageValue] = {}
    truth = {SHELF.url(entry), SHELF.url(meta)}
    rows = []
    for i, f in enumerate(files):
        fpath = f"/packages/{proj[:2]}/{i:02d}/{f}"
        url = f"http://{SHELF_FILES}{fpath}"
        hosted[fpath] = blob(f)
        truth.add(url)
        row = f'<tr><td><a href="{url}">{escape(f)}</a></td><td>sha256:{i:064x}</td>'
        if provenance:
            prov = f"/integrity/{proj}/{ver}/{f}/provenance"
            pages[prov] = text(f'{{"file": "{f}", "publisher": "ci"}}\n', "application/json")
            truth.add(SHELF.url(prov))
            row += f'<td><a href="{prov}">Provenance</a></td>'
        rows.append(row + "</tr>")
    # Other versions only in a <select> (no links): the release page stands alone.
    options = "".join(f'<option value="/project/{proj}/{v}/">{v}</option>' for v in [ver, *older])
    pages[entry] = page(
        SHELF,
        f"{proj} {ver}",
        f'<h1 class="package-header">{escape(proj)} {ver}</h1><p>{escape(summary)}</p>'
        f"<p><code>pip install {proj}=={ver}</code></p>"
        f'<label>Version <select onchange="location=this.value">{options}</select></label>'
        f'<h2 id="files">Download files</h2><table>{"".join(rows)}</table>'
        f'<p><a href="{meta}">JSON metadata</a> · <a href="#files">Files</a></p>',
    )
    pages[meta] = text(
        f'{{"info": {{"name": "{proj}", "version": "{ver}"}}}}\n', "application/json"
    )
    return pages, hosted, truth


def _shelf_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    hosted: dict[str, PageValue] = {}
    for proj, ver in SHELF_RELEASES:
        p, h, _t = _shelf_release(proj, ver)
        pages.update(p)
        hosted.update(h)
    return [build(SHELF, pages), Site(SHELF_FILES, hosted)]


# --- R package archive (CRAN-like): a bare page, no site chrome at all ------------------

RARCH = "cran.rpkgarchive.hx40.example"

# package -> (version, title, vignettes, binary platforms, has archive of old versions)
RARCH_PACKAGES = {
    "reefsound": ("1.2.0", "Acoustic Indices for Reef Soundscapes", [], ["windows"], False),
    "flowlineR": (
        "0.8.3",
        "Flowline Models of Glaciers and Ice Streams",
        ["intro", "calving", "inversion"],
        ["windows", "macosx"],
        True,
    ),
}


def _rarch_package(pkg: str) -> tuple[dict[str, PageValue], set[str]]:
    ver, title, vignettes, bins, archive = RARCH_PACKAGES[pkg]
    base = f"/web/packages/{pkg}/"
    links = [
        (f"/src/contrib/{pkg}_{ver}.tar.gz", f"{pkg}_{ver}.tar.gz"),
        (f"{base}{pkg}.pdf", "Reference manual"),
        (f"{base}news/news.html", "NEWS"),
        (f"/web/checks/check_results_{pkg}.html", "Check results"),
    ]
    links += [
        (
            f"/bin/{b}/contrib/4.4/{pkg}_{ver}.{'zip' if b == 'windows' else 'tgz'}",
            f"r-release ({b})",
        )
        for b in bins
    ]
    links += [(f"{base}vignettes/{v}.html", f"Vignette: {v}") for v in vignettes]
    if archive:
        links.append((f"/src/contrib/Archive/{pkg}/", "Old sources"))
    pages: dict[str, PageValue] = {}
    rows = "".join(
        f'<tr><td>{escape(t)}:</td><td><a href="{h}">{escape(h.rsplit("/", 1)[-1] or t)}</a></td></tr>'
        for h, t in links
    )
    pages[base + "index.html"] = (
        f"<!DOCTYPE html><html><head><title>CRAN: Package {pkg}</title>"
        '<link rel="stylesheet" type="text/css" href="/CRAN_web.css"></head><body>'
        f"<h2>{pkg}: {escape(title)}</h2><p>Tools for {escape(title.lower())}.</p>"
        f"<table><tr><td>Version:</td><td>{ver}</td></tr><tr><td>Imports:</td>"
        "<td>tuneR (&ge; 1.4), signal</td></tr></table>"
        f"<h4>Downloads:</h4><table>{rows}</table>"
        f"<p>Please use the canonical form https://cran.rpkgarchive.hx40.example/package={pkg} "
        "to link to this page.</p></body></html>"
    )
    for h, _t in links:
        if h.endswith(".html"):
            pages[h] = (
                f"<!DOCTYPE html><html><head><title>{pkg} {h.rsplit('/', 1)[1]}</title></head><body><h1>{pkg}</h1></body></html>"
            )
        elif h.endswith("/"):
            old = [f"{pkg}_0.{n}.0.tar.gz" for n in range(5, 8)]
            pages[h] = (
                f"<html><head><title>Index of {h}</title></head><body><h1>Index of {h}</h1>"
                '<a href="/src/contrib/Archive/">Parent Directory</a>'
                + "".join(f'<br><a href="{h}{o}">{o}</a>' for o in old)
                + "</body></html>"
            )
            for o in old:
                pages[h + o] = blob(o)
        elif h.endswith(".pdf"):
            pages[h] = Response.data(b"%PDF-1.4\n%" + pkg.encode(), "application/pdf")
        else:
            pages[h] = blob(h)
    truth = {f"http://{RARCH}{base}index.html"} | {f"http://{RARCH}{h}" for h, _t in links}
    return pages, truth


def _rarch_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/": "<!DOCTYPE html><html><head><title>The Comprehensive R Package Archive</title></head>"
        '<body><h1>R package archive</h1><a href="/web/packages/">Packages</a></body></html>',
        "/web/packages/": "<!DOCTYPE html><html><head><title>Packages</title></head><body>"
        + "".join(f'<a href="/web/packages/{p}/index.html">{p}</a> ' for p in RARCH_PACKAGES)
        + "</body></html>",
        "/src/contrib/Archive/": "<html><head><title>Index of /src/contrib/Archive/</title></head><body>Archive</body></html>",
        "/CRAN_web.css": Response.data(b"body{background:#fff}\n", "text/css"),
    }
    for pkg in RARCH_PACKAGES:
        pages.update(_rarch_package(pkg)[0])
        pages[f"/package={pkg}"] = Response.redirect(f"/web/packages/{pkg}/index.html", 301)
    return [Site(RARCH, pages)]


# --- JavaScript package registry (npm-like): the package name is in every URI -----------

YARD = Portal(
    "www.nodeyard.hx40.example",
    "nodeyard",
    [("/products", "Pro"), ("/support", "Support"), ("/blog", "Blog")],
    [("/policies/terms", "Terms"), ("/privacy", "Privacy"), ("/status", "Status")],
    title_format="{title} - {name}",
)
YARD_REG = "registry.nodeyard.hx40.example"

# package -> (description, versions newest first, dependencies, sibling packages of the scope)
YARD_PACKAGES = {
    "quokka-geo": ("Tiny geodesy helpers for field data.", ["2.1.0", "2.0.3"], ["proj-lite"], []),
    "@reeflab/hydrophone-io": (
        "Read and write hydrophone recordings (WAV, FLAC, SoundTrap).",
        ["3.0.0", "2.4.1", "2.4.0", "2.3.0", "2.2.2"],
        ["wav-chunks", "flac-lite"],
        ["@reeflab/hydrophone-cli"],
    ),
}


def _yard_package(pkg: str) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    desc, versions, deps, siblings = YARD_PACKAGES[pkg]
    base = f"/package/{pkg}"
    short = pkg.rsplit("/", 1)[-1]
    tabs = ul(
        [
            (base, "Readme"),
            (f"{base}?activeTab=code", "Code"),
            (f"{base}?activeTab=dependencies", f"{len(deps)} Dependencies"),
            (f"{base}?activeTab=versions", f"{len(versions)} Versions"),
        ],
        "tabs",
    )
    head = f"<h1>{escape(pkg)}</h1><p>{escape(desc)}</p>{tabs}"
    pages: dict[str, PageValue] = {}
    reg: dict[str, PageValue] = {}
    truth = {
        base,
        f"{base}?activeTab=code",
        f"{base}?activeTab=dependencies",
        f"{base}?activeTab=versions",
    }
    tarball = f"/{pkg}/-/{short}-{versions[0]}.tgz"
    side = ul(
        [
            (f"http://{YARD_REG}{tarball}", "Download tarball"),
            (f"http://{YARD_REG}/{pkg}", "Registry metadata"),
        ]
    )
    side += (
        "<h3>Also from this scope</h3>" + ul([(f"/package/{s}", s) for s in siblings])
        if siblings
        else ""
    )
    pages[base] = page(
        YARD, pkg, head + f"<article>npm i {escape(pkg)}</article><aside>{side}</aside>"
    )
    pages[f"{base}?activeTab=code"] = page(YARD, pkg, head + "<p>index.js, package.json</p>")
    pages[f"{base}?activeTab=dependencies"] = page(
        YARD, pkg, head + ul([(f"/package/{d}", d) for d in deps])
    )
    for d in [*deps, *siblings]:
        pages[f"/package/{d}"] = page(YARD, d, f"<h1>{escape(d)}</h1><p>Another package.</p>")
    per = 3
    chunks = [versions[i : i + per] for i in range(0, len(versions), per)]
    for n, chunk in enumerate(chunks, 1):
        path = f"{base}?activeTab=versions" + ("" if n == 1 else f"&page={n}")
        vlinks = [(f"{base}/v/{v}", v) for v in chunk]
        more = (
            f'<a href="{base}?activeTab=versions&amp;page={n + 1}">Older versions</a>'
            if n < len(chunks)
            else ""
        )
        pages[path] = page(YARD, pkg, head + ul(vlinks) + more)
        truth.add(path)
        for vpath, v in vlinks:
            tgz = f"/{pkg}/-/{short}-{v}.tgz"
            pages[vpath] = page(
                YARD, f"{pkg} {v}", head + f'<a href="http://{YARD_REG}{tgz}">{short}-{v}.tgz</a>'
            )
            reg[tgz] = blob(f"{short}-{v}.tgz")
            truth |= {vpath, f"http://{YARD_REG}{tgz}"}
    reg[f"/{pkg}"] = text(
        f'{{"name": "{pkg}", "dist-tags": {{"latest": "{versions[0]}"}}}}\n', "application/json"
    )
    truth.add(f"http://{YARD_REG}/{pkg}")
    return pages, reg, {YARD.url(t) if t.startswith("/") else t for t in truth}


def _yard_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    reg: dict[str, PageValue] = {"/": text("{}\n", "application/json")}
    for pkg in YARD_PACKAGES:
        p, r, _t = _yard_package(pkg)
        pages.update(p)
        reg.update(r)
    return [build(YARD, pages), Site(YARD_REG, reg), *cdn_sites(YARD)]


# --- Conda channel host (anaconda.org-like): package pages, files on a CDN host ----------

CRATE = Portal(
    "www.condacrate.hx40.example",
    "CondaCrate",
    [("/search", "Packages"), ("/channels", "Channels"), ("/docs", "Docs")],
    [("/about", "About"), ("/privacy", "Privacy"), ("/terms", "Terms")],
    title_format="{title} :: {name}",
)
CRATE_CDN = "pkgs.condacratecdn.hx40.example"

# channel/package -> (summary, [(subdir, filename)], labels)
CRATE_PACKAGES = {
    "reefsound-forge/whistle-count": (
        "Counting dolphin whistles",
        [
            ("noarch", "whistle-count-1.0.0-pyhd8ed1ab_0.conda"),
            ("noarch", "whistle-count-0.9.1-pyhd8ed1ab_0.conda"),
        ],
        [],
    ),
    "geo-forge/tidewater-hydro": (
        "Shallow-water tide model",
        [
            (sub, f"tidewater-hydro-{v}-py312h{n}_0.conda")
            for v in ("2.3.1", "2.3.0", "2.2.0")
            for n, sub in enumerate(("linux-64", "osx-arm64", "win-64"))
        ],
        ["main", "dev"],
    ),
}


def _crate_package(slug: str) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    summary, files, labels = CRATE_PACKAGES[slug]
    base = f"/{slug}"
    channel = slug.split("/")[0]
    tabs = [(base, "Overview"), (f"{base}/files", "Files"), (f"{base}/badges", "Badges")]
    tabs += [(f"{base}/labels/{lab}", f"Label {lab}") for lab in labels]
    head = f'<h1><a href="/{channel}">{escape(channel)}</a> / {escape(slug.split("/")[1])}</h1>{ul(tabs, "tabs")}'
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    truth = {p for p, _ in tabs}
    pages[base] = page(
        CRATE,
        slug,
        head
        + f"<p>{escape(summary)}</p><pre>conda install -c {channel} {slug.split('/')[1]}</pre>",
    )
    pages[f"{base}/badges"] = page(CRATE, slug, head + "<p>Badge markdown</p>")
    for lab in labels:
        pages[f"{base}/labels/{lab}"] = page(CRATE, slug, head + f"<p>Files labelled {lab}</p>")
    per = 4
    chunks = [files[i : i + per] for i in range(0, len(files), per)]
    for n, chunk in enumerate(chunks, 1):
        path = f"{base}/files" + ("" if n == 1 else f"?page={n}")
        flinks = [(f"http://{CRATE_CDN}/{channel}/{sub}/{f}", f"{sub}/{f}") for sub, f in chunk]
        more = f'<a href="{base}/files?page={n + 1}">Next page</a>' if n < len(chunks) else ""
        pages[path] = page(CRATE, slug, head + ul(flinks) + more)
        truth.add(path)
        for url, label in flinks:
            cdn[url.split(CRATE_CDN, 1)[1]] = blob(label)
            truth.add(url)
    pages[f"/{channel}"] = page(CRATE, channel, f"<h1>{escape(channel)}</h1><p>Channel.</p>")
    return pages, cdn, {CRATE.url(t) if t.startswith("/") else t for t in truth}


def _crate_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    for slug in CRATE_PACKAGES:
        p, c, _t = _crate_package(slug)
        pages.update(p)
        cdn.update(c)
    return [build(CRATE, pages), Site(CRATE_CDN, cdn)]


# --- Container image registry: every page of an image names it; URIs are by digest -------

PORT = Portal(
    "hub.crateport.hx40.example",
    "CratePort",
    [("/explore", "Explore"), ("/pricing", "Pricing"), ("/docs", "Docs")],
    [("/privacy", "Privacy"), ("/terms", "Terms"), ("/status", "Status")],
)

# repository -> (repo id, [(tag, digest)], builds)
PORT_REPOS = {
    "reeflab/whistle-detector": (7731, [("1.4", "9f3c2a")], []),
    "fjordinst/icesheet-runner": (
        8120,
        [("2.0.1", "b71e04"), ("2.0.0", "4ac9d3"), ("1.9", "0e55f1")],
        ["b-55120", "b-55007"],
    ),
}


def _port_repo(repo: str) -> tuple[dict[str, PageValue], set[str]]:
    rid, tags, builds = PORT_REPOS[repo]
    org, name = repo.split("/")
    entry = f"/r/{org}/{name}"
    pages: dict[str, PageValue] = {}
    truth = {entry, f"/tags/{rid}"}
    pages[entry] = page(
        PORT,
        repo,
        f'<p><a href="/org/{org}">{escape(org)}</a></p><h1>{escape(repo)}</h1>'
        f"<pre>docker pull hub.crateport.hx40.example/{escape(repo)}:{tags[0][0]}</pre>"
        + ul([(f"/tags/{rid}", "Tags")] + [(f"/build/{b}", f"Build {b}") for b in builds]),
        raw_title=True,
        share=PORT.url(entry),
    )
    rows = []
    for tag, dig in tags:
        man, scan, sbom = (
            f"/manifest/sha256-{dig}",
            f"/scan/sha256-{dig}",
            f"/sbom/sha256-{dig}.spdx.json",
        )
        rows.append((man, f"{tag} sha256:{dig}"))
        pages[man] = page(
            PORT,
            f"{repo}:{tag}",
            f"<h1>{escape(repo)}:{tag}</h1><p>Manifest sha256:{dig}</p>"
            + ul([(scan, "Vulnerability scan"), (sbom, "SBOM (SPDX)")]),
        )
        pages[scan] = page(
            PORT,
            f"Scan {dig}",
            f"<h1>Vulnerability scan of {escape(repo)}:{tag}</h1><p>0 critical</p>",
        )
        pages[sbom] = text(
            f'{{"spdxVersion": "SPDX-2.3", "name": "{repo}:{tag}"}}\n', "application/spdx+json"
        )
        truth |= {man, scan, sbom}
    pages[f"/tags/{rid}"] = page(PORT, f"Tags {rid}", f"<h1>Tags of {escape(repo)}</h1>" + ul(rows))
    for b in builds:
        pages[f"/build/{b}"] = page(
            PORT,
            f"Build {b}",
            f"<h1>Build {b}</h1><pre>Building {escape(repo)} from Containerfile\nok</pre>",
        )
        truth.add(f"/build/{b}")
    # The organisation page lists repositories by short name only.
    pages[f"/org/{org}"] = page(
        PORT, org, f"<h1>{escape(org)}</h1><p>1 repository: {escape(name)}</p>"
    )
    return pages, {PORT.url(t) for t in truth}


def _port_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for repo in PORT_REPOS:
        pages.update(_port_repo(repo)[0])
    return [build(PORT, pages)]


CASES: list[Case] = [
    # A release page whose every non-chrome link is one of its files (on the files host)
    # or its metadata, inside menu/footer chrome the 404 page repeats: the seed's Zenodo /
    # Figshare shape, Single Page+ with Ignored URIs (other versions sit in a <select>).
    case(
        "shelf-whistle-count",
        "Python package index (PyPI-like, two files)",
        "single-hop",
        "single_page_plus_ignored",
        SHELF.url("/project/whistle-count/1.0.0/"),
        _shelf_release("whistle-count", "1.0.0")[2],
        _shelf_sites,
    ),
    case(
        "shelf-tidewater-hydro",
        "Python package index (PyPI-like, five files with provenance)",
        "single-hop",
        "single_page_plus_ignored",
        SHELF.url("/project/tidewater-hydro/2.3.1/"),
        _shelf_release("tidewater-hydro", "2.3.1")[2],
        _shelf_sites,
    ),
    # A bare package page with no chrome: every link on it (sources, binaries, manual,
    # NEWS, checks, vignettes, old-sources folder) is the package's, one hop: Single Page+.
    case(
        "rarch-reefsound",
        "R package archive (CRAN-like, one binary)",
        "single-hop",
        "single_page_plus",
        f"http://{RARCH}/web/packages/reefsound/index.html",
        _rarch_package("reefsound")[1],
        _rarch_sites,
    ),
    case(
        "rarch-flowliner",
        "R package archive (CRAN-like, vignettes, two binaries, old sources)",
        "single-hop",
        "single_page_plus",
        f"http://{RARCH}/web/packages/flowlineR/index.html",
        _rarch_package("flowlineR")[1],
        _rarch_sites,
    ),
    # The package name is in every URI of the package (tabs, version pages, tarballs and
    # metadata on the registry host), like GBIF's dataset key: Significant String from URI.
    case(
        "yard-quokka-geo",
        "JavaScript package registry (npm-like, two versions)",
        "multi-hop",
        "sig_uri",
        YARD.url("/package/quokka-geo"),
        _yard_package("quokka-geo")[2],
        _yard_sites,
    ),
    case(
        "yard-hydrophone-io",
        "JavaScript package registry (npm-like, scoped, paginated versions, scope siblings)",
        "multi-hop",
        "sig_uri",
        YARD.url("/package/@reeflab/hydrophone-io"),
        _yard_package("@reeflab/hydrophone-io")[2],
        _yard_sites,
        [YARD.url("/package/@reeflab/hydrophone-cli")],
    ),
    # Package pages under /channel/package with the files on a CDN host: the seed's
    # GitHub + raw host shape, Path-Based with Externals.
    case(
        "crate-whistle-count",
        "Conda channel host (anaconda.org-like, two files)",
        "multi-hop",
        "path_based_externals",
        CRATE.url("/reefsound-forge/whistle-count"),
        _crate_package("reefsound-forge/whistle-count")[2],
        _crate_sites,
    ),
    case(
        "crate-tidewater-hydro",
        "Conda channel host (anaconda.org-like, nine files over three pages, labels)",
        "multi-hop",
        "path_based_externals",
        CRATE.url("/geo-forge/tidewater-hydro"),
        _crate_package("geo-forge/tidewater-hydro")[2],
        _crate_sites,
    ),
    # Image pages live at unrelated URIs (tags by id, manifests by digest) but each names
    # the repository, which is the entry's whole <title>, and every member (the SBOM too)
    # contains it: the seed's Dryad reasoning, Significant String from Title.
    case(
        "port-whistle-detector",
        "Container image registry (one tag)",
        "multi-hop",
        "sig_title",
        PORT.url("/r/reeflab/whistle-detector"),
        _port_repo("reeflab/whistle-detector")[1],
        _port_sites,
    ),
    case(
        "port-icesheet-runner",
        "Container image registry (three tags, build logs)",
        "multi-hop",
        "sig_title",
        PORT.url("/r/fjordinst/icesheet-runner"),
        _port_repo("fjordinst/icesheet-runner")[1],
        _port_sites,
    ),
]
