"""Software archives: a release-tarball mirror, a source-code heritage archive with a vault
host, an astrophysics code library, a university research-software repository and a numeric
computing file exchange.
"""

from __future__ import annotations

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, blob, listing, sha256_of, ul

# --- release tarball mirror: bare release index pages, no portal chrome -----------------------

VAULT_FTP = "ftp.tarballvault.hx94.example"
VAULT_MIRROR = "mirror2.tarballvault.hx94.example"

_NUMKIT = ("numkit", "3.2.1", ["numkit-3.2.1.tar.gz", "numkit-3.2.1.tar.xz"], False)
_ODEPACK = (
    "odepackx",
    "11.0.0",
    [
        "odepackx-11.0.0.tar.gz",
        "odepackx-11.0.0-linux-x86_64.tar.gz",
        "odepackx-11.0.0-linux-aarch64.tar.gz",
        "odepackx-11.0.0-macos-universal.tar.gz",
        "odepackx-11.0.0-win64.zip",
    ],
    True,
)


def _release(spec: tuple[str, str, list[str], bool]) -> tuple[str, dict[str, PageValue], list[str]]:
    """(entry path, pages of the main host, member URLs) of one release index."""
    proj, ver, files, mirrored = spec
    d = f"/pub/{proj}/{ver}/"
    rows: list[tuple[str, str, str]] = []
    pages: dict[str, PageValue] = {}
    members = [f"http://{VAULT_FTP}{d}index.html"]
    for f in files:
        kind = "zip" if f.endswith(".zip") else "tgz"
        for suffix, k in (("", kind), (".sha256", "txt"), (".asc", "txt")):
            name = f + suffix
            rows.append((name, "1.2M" if not suffix else "1K", "2024-05-14 09:12"))
            content = f"{sha256_of(f)}  {f}" if suffix == ".sha256" else f"-----PGP {f}-----"
            pages[d + name] = blob(k, name, content)
            members.append(f"http://{VAULT_FTP}{d}{name}")
    for extra in ("RELEASE-NOTES.txt", "SHA256SUMS"):
        rows.append((extra, "4K", "2024-05-14 09:10"))
        pages[d + extra] = blob("txt", f"{proj} {ver} {extra}")
        members.append(f"http://{VAULT_FTP}{d}{extra}")
    if mirrored:
        # the large binaries are also offered on the archive's second mirror host
        for f in files[1:]:
            url = f"http://{VAULT_MIRROR}{d}{f}"
            rows.append((url, "1.2M", "mirror"))
            members.append(url)
    pages[d + "index.html"] = listing(f"{proj} {ver} release files", rows, parent=None)
    return d + "index.html", pages, members


def tarballvault_sites() -> list[Site]:
    ftp, mirror = Site(VAULT_FTP), Site(VAULT_MIRROR)
    ftp.add("/", listing("Index of /", [("/pub/", "-", "2024-05-14")], parent=None))
    projects = [("/pub/numkit/", "-", "2024"), ("/pub/odepackx/", "-", "2024")]
    ftp.add("/pub/", listing("Index of /pub", projects, parent="/"))
    for spec in (_NUMKIT, _ODEPACK):
        entry, pages, members = _release(spec)
        proj, ver = spec[0], spec[1]
        ftp.add(
            f"/pub/{proj}/", listing(f"Index of /pub/{proj}", [(entry, "-", ver)], parent="/pub/")
        )
        for path, value in pages.items():
            ftp.add(path, value)
        for m in members:
            if m.startswith(f"http://{VAULT_MIRROR}"):
                mirror.add(m.split(VAULT_MIRROR, 1)[1], blob("tgz", m))
    mirror.add("/", listing("mirror2", [], parent=None))
    return [ftp, mirror]


def _vault_cases() -> list[Case]:
    out = []
    for spec, detail in (
        (_NUMKIT, "release index with checksums and signatures"),
        (_ODEPACK, "per-platform binaries, mirror host copies"),
    ):
        entry, _pages, members = _release(spec)
        # A bare release index has no menus, footers or related items: every link is one
        # of the release's files, one hop away (the seed's Single Hop) -> plain Single Page+.
        out.append(
            case(
                f"tarballvault-{spec[0]}",
                f"software release archive ({detail})",
                "Single Hop",
                "single_page_plus",
                f"http://{VAULT_FTP}{entry}",
                members,
                tarballvault_sites,
            )
        )
    return out


# --- source code heritage archive: every URI of a release carries its hash ---------------------

HERITAGE = Chrome(
    host="archive.codeheritage-vault.hx94.example",
    name="Code Heritage Vault",
    title_fmt="{title} – Code Heritage Vault",
    menu=(
        ("/browse/search/", "Search archive"),
        ("/save/", "Save code now"),
        ("/coverage/", "Coverage"),
    ),
    footer=(("/legal/", "Legal"), ("/jobs/", "Jobs"), ("/donate/", "Donate")),
    signin=(("/oidc/login/", "Login"),),
)
HVAULT = "vault.codeheritage-vault.hx94.example"

_REL1 = "7c2f9e10d4b3a8f61e05c9d2b7a4f3e8019dc6ab"
_REL2 = "e41b0a9f7d3c25e86b1f40a7c9d3e2b5f6a80917"
_TREES = {
    _REL1: ("pyspectra", "v0.8.0", {"": ["README.md", "setup.py", "src/"], "src": ["core.py"]}),
    _REL2: (
        "cosmosim",
        "v4.1.2",
        {
            "": ["README.rst", "CMakeLists.txt", "src/", "tests/"],
            "src": ["integrator.c", "io/"],
            "src/io": ["hdf5.c"],
            "tests": ["test_energy.py"],
        },
    ),
}


def _heritage_pages(rel: str) -> tuple[dict[str, PageValue], list[str]]:
    h = HERITAGE
    name, tag, tree = _TREES[rel]
    base = f"/browse/release/{rel}/"
    origin = f"/browse/origin/?origin_url=http://forge.test/{name}"
    rev = f"/browse/revision/{rel[::-1]}/"
    tabs = ul([(base, "Release"), (base + "directory/", "Code"), (base + "log/", "History")])
    pages: dict[str, PageValue] = {}
    ours = [base, base + "directory/", base + "log/", f"/api/1/release/{rel}/"]
    pages[base] = h.page(
        f"Release {tag} of {name}",
        f"<h1>{name} {tag}</h1>{tabs}<p>Target: {a(rev, 'revision')} · Origin: "
        f"{a(origin, 'http://forge.test/' + name)}</p><p>SWHID: swh:1:rel:{rel}</p>"
        f"<p>{a(f'/api/1/release/{rel}/', 'Browse this release in the API')}</p>"
        f"<p>Download: {a(f'http://{HVAULT}/api/1/vault/flat/swh:1:rel:{rel}/raw/', 'tarball')}"
        "</p>",
    )
    for d, entries in tree.items():
        key = base + "directory/" + (f"?path={d}" if d else "")
        rows = []
        for e in entries:
            p = f"{d}/{e}" if d else e
            if e.endswith("/"):
                rows.append((base + f"directory/?path={p.rstrip('/')}", e))
            else:
                rows.append((base + f"content/?path={p}", e))
                pages[base + f"content/?path={p}"] = h.page(
                    f"{p} – {name} {tag}", f"<h1>{p}</h1>{tabs}<pre># {p}</pre>"
                )
                ours.append(base + f"content/?path={p}")
        if d:
            ours.append(key)
        pages[key] = h.page(f"{name} {tag} /{d}", f"<h1>/{d}</h1>{tabs}{ul(rows)}")
    pages[base + "log/"] = h.page(
        f"{name} {tag} history", f"<h1>History</h1>{tabs}{ul([(rev, 'commit')])}"
    )
    pages[f"/api/1/release/{rel}/"] = blob("json", f'{{"id": "{rel}", "name": "{tag}"}}')
    pages[rev] = h.page("Revision", f"<h1>Revision {rel[::-1]}</h1>")
    pages[origin] = h.page(f"Origin {name}", f"<h1>http://forge.test/{name}</h1>")
    urls = [h.url(p) for p in ours]
    urls.append(f"http://{HVAULT}/api/1/vault/flat/swh:1:rel:{rel}/raw/")
    if rel == _REL2:
        urls.append(f"http://{HVAULT}/api/1/vault/git-bare/swh:1:rel:{rel}/raw/")
    return pages, urls


def heritage_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    vault = Site(HVAULT)
    vault.add("/", "<html><head><title>Vault</title></head><body>Vault API</body></html>")
    for rel in (_REL1, _REL2):
        p, urls = _heritage_pages(rel)
        pages.update(p)
        for u in urls:
            if HVAULT in u:
                vault.add(u.split(HVAULT, 1)[1], blob("tgz", u))
    # the bigger release also offers a git-bare bundle, linked from its log page
    log = f"/browse/release/{_REL2}/log/"
    pages[log] = HERITAGE.page(
        "cosmosim v4.1.2 history",
        "<h1>History</h1>"
        + ul(
            [
                (f"/browse/revision/{_REL2[::-1]}/", "commit"),
                (f"http://{HVAULT}/api/1/vault/git-bare/swh:1:rel:{_REL2}/raw/", "git bundle"),
            ]
        ),
    )
    return [HERITAGE.site(pages), vault]


def _heritage_cases() -> list[Case]:
    out = []
    for rel, detail in ((_REL1, "small release"), (_REL2, "nested directories, two vault bundles")):
        _p, urls = _heritage_pages(rel)
        # Like the seed's GBIF: an identifier in the entry's path (the release hash) is in
        # every URI of the artifact, on the browse and vault hosts alike, and in no other
        # -> Significant String from URI.
        out.append(
            case(
                f"heritage-{_TREES[rel][0]}",
                f"source code heritage archive ({detail})",
                "Multi-Hop",
                "sig_uri",
                urls[0],
                urls,
                heritage_sites,
                others=[HERITAGE.url(f"/browse/revision/{rel[::-1]}/")],
            )
        )
    return out


# --- astrophysics code library: pages carry the code's title, files do not ------------------

ACL = Chrome(
    host="www.astrocodelib.hx94.example",
    name="AstroCodeLib",
    title_fmt="AstroCodeLib: {title}",
    menu=(("/code/all", "Browse"), ("/code/submit", "Submit a code"), ("/news", "News")),
    footer=(("/about", "About"), ("/editors", "Editors"), ("/policy", "Policies")),
    signin=(("/user/login", "Log in"),),
)

_GAL = ("2104.012", "GalDynX: Galactic dynamics N-body integrator", ["1.4"], ["2104.008"])
_RAD = (
    "2311.005",
    "RadXfer3D: Monte Carlo radiative transfer in dusty media",
    ["2.0", "2.1"],
    ["2311.001", "2309.017"],
)


def _acl_record(
    spec: tuple[str, str, list[str], list[str]],
) -> tuple[dict[str, PageValue], list[str]]:
    c = ACL
    rid, title, vers, related = spec
    base = f"/record/{rid}"
    code = title.split(":")[0]
    files = [f"/codes/{rid}/{code.lower()}-{v}.tar.gz" for v in vers] + [f"/codes/{rid}/manual.pdf"]
    pages: dict[str, PageValue] = {}
    for f in files:
        if f.endswith(".pdf"):
            pages[f] = Response.data(
                pdf(f"{code} user manual", ["Installation"]), "application/pdf"
            )
        else:
            pages[f] = blob("tgz", f.rsplit("/", 1)[-1], "Makefile", "src/main.f90")
    rel = ul([(f"/record/{r}", f"ascl:{r}") for r in related])
    cite = f"@software{{{code}, title = {{{title}}}, howpublished = {{ascl:{rid}}}}}"
    members = [base, base + "/bibtex", base + "/discuss"]
    # a code with several releases lists the older tarball and a codemeta file only on its
    # versions page, two hops from the landing
    allv = f" · {a(base + '/versions', 'All versions')}" if len(vers) > 1 else ""
    pages[base] = c.page(
        title,
        f"<h1>[ascl:{rid}] {title}</h1><p>{code} integrates orbits.</p>"
        f"<p>Code site: {a(files[0], 'download latest')} · {a(files[-1], 'manual')}</p>"
        f"<p>{a(base + '/bibtex', 'Export BibTeX')} · {a(base + '/discuss', 'Discuss')}{allv}</p>"
        f"<p>{a('http://adsabs.test/abs/' + rid, 'ADS')}</p>",
        raw_title=True,
        aside=f"<h3>Related codes</h3>{rel}",
        share=c.url(base),
    )
    pages[base + "/bibtex"] = blob("bib", cite)
    pages[base + "/discuss"] = c.page(
        f"Discussion of {code}",
        f"<h1>Discussion: {title}</h1><p>Has anyone compiled this on ARM?</p>",
    )
    if len(vers) > 1:
        members += [base + "/versions", base + "/codemeta.json"]
        pages[base + "/versions"] = c.page(
            f"{code} versions",
            f"<h1>Versions of {title}</h1>"
            + ul([(f, f.rsplit("/", 1)[-1]) for f in files[:-1]])
            + f"<p>{a(base + '/codemeta.json', 'codemeta.json')}</p>",
        )
        pages[base + "/codemeta.json"] = blob("json", f'{{"name": "{title}"}}')
    for r in related:
        pages[f"/record/{r}"] = c.page(
            f"ascl:{r}", f"<h1>[ascl:{r}] Another code</h1>", raw_title=True
        )
    return pages, [c.url(m) for m in members] + [c.url(f) for f in files]


def acl_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for spec in (_GAL, _RAD):
        pages.update(_acl_record(spec)[0])
    return [ACL.site(pages)]


def _acl_cases() -> list[Case]:
    out = []
    for spec, detail in ((_GAL, "one release"), (_RAD, "versions page, codemeta, two releases")):
        _p, truth = _acl_record(spec)
        # As the seed's Dryad: the record's own pages (landing, BibTeX, discussion, versions,
        # codemeta) all carry the entry's title, the code tarballs and manual do not, so
        # they are taken one hop from matching pages, chrome ignored
        # -> Significant String from Title+ with Ignored URIs.
        out.append(
            case(
                f"astrocodelib-{spec[0].replace('.', '-')}",
                f"astrophysics code library ({detail})",
                "Multi-Hop",
                "sig_title_plus_ignored",
                truth[0],
                truth,
                acl_sites,
                others=[ACL.url(f"/record/{r}") for r in spec[3]],
            )
        )
    return out


# --- university research-software repository: titles end with the repository's name ---------

ELMS = Chrome(
    host="software.univ-elmsford.hx94.example",
    name="Elmsford Research Software",
    title_fmt="{title} | Elmsford Research Software",
    home_title="Welcome | Elmsford Research Software",
    menu=(("/collections", "Collections"), ("/deposit", "Deposit"), ("/guides", "Guides")),
    footer=(
        ("/accessibility", "Accessibility"),
        ("/privacy-notice", "Privacy"),
        ("/contact", "Contact"),
    ),
    signin=(("/shibboleth/login", "Institutional login"),),
    cookie="/cookie-preferences",
)

_FLUX = (
    "elm-7qx2tb",
    "FluxSolver2D: finite-volume shallow water solver, v2.3",
    ["fluxsolver2d-2.3.tar.gz", "README.txt"],
    [],
)
_OCEAN = (
    "elm-k3m9wd",
    "OceanMixPy ensemble tools (code and test data)",
    ["oceanmixpy-1.1.tar.gz", "testdata-small.nc.txt", "environment.yml", "LICENSE.txt"],
    ["1.0"],
)


def _elms_dataset(
    spec: tuple[str, str, list[str], list[str]],
) -> tuple[dict[str, PageValue], list[str]]:
    e = ELMS
    pid, title, files, old = spec
    base = f"/dataset/{pid}"
    pages: dict[str, PageValue] = {}
    members = [base]
    rows = []
    for n, f in enumerate(files, 1):
        fp, dl = f"/file/{pid}-{n}", f"/api/access/datafile/{pid}-{n}"
        kind = "tgz" if f.endswith(".tar.gz") else "txt"
        pages[dl] = blob(kind, f, f"Part of: {title}")
        pages[fp] = e.page(
            f, f"<p>Dataset: {a(base, title)}</p><h1>{f}</h1><p>{a(dl, 'Download')}</p>"
        )
        rows.append(f"<tr><td>{a(fp, f)}</td><td>{a(dl, 'Download')}</td></tr>")
        members += [fp, dl]
    exports = [(f"/api/datasets/export/{pid}/{x}", x) for x in ("ddi", "datacite", "schema.org")]
    for href, x in exports:
        pages[href] = blob("xml" if x != "schema.org" else "json", f"<title>{title}</title>", x)
        members.append(href)
    vers = ""
    if old:
        vhref = f"{base}/versions"
        vers = f"<p>{a(vhref, 'Versions')}</p>"
        members.append(vhref)
        pages[vhref] = e.page(
            f"Versions: {title}",
            f"<h1>{title}</h1>" + ul([(f"{base}/v/{v}", f"Version {v}") for v in old]),
        )
        for v in old:
            pages[f"{base}/v/{v}"] = e.page(
                f"{title} (version {v})", f"<h1>{title}</h1><p>v{v}</p>"
            )
            members.append(f"{base}/v/{v}")
    pages[base] = e.page(
        title,
        f"<h1>{title}</h1><p>Research software deposited by the School of Earth Sciences.</p>"
        f"<table>{''.join(rows)}</table><h3>Export metadata</h3>{ul(exports)}{vers}",
        aside=ul([("/collections/earth-sciences", "Earth Sciences collection")]),
        share=e.url(base),
    )
    pages["/collections/earth-sciences"] = e.page("Earth Sciences", "<h1>Earth Sciences</h1>")
    return pages, [e.url(m) for m in members]


def elms_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for spec in (_FLUX, _OCEAN):
        pages.update(_elms_dataset(spec)[0])
    return [ELMS.site(pages)]


def _elms_cases() -> list[Case]:
    out = []
    for spec, detail in (
        (_FLUX, "code deposit"),
        (_OCEAN, "code with test data and an older version"),
    ):
        _p, truth = _elms_dataset(spec)
        # Titles end with " | Elmsford Research Software", the homepage's too: as the seed's
        # Dataverse, the portal's name is filtered off the title's end and the remainder is
        # in every file page, download, export and version -> Significant String from
        # Filtered Title.
        out.append(
            case(
                f"elmsford-{spec[0]}",
                f"university research software repository ({detail})",
                "Multi-Hop",
                "sig_filtered_title",
                truth[0],
                truth,
                elms_sites,
                others=[ELMS.url("/collections/earth-sciences")],
            )
        )
    return out


# --- numeric computing file exchange: a submission and its downloads, one hop ------------------

NLC = Chrome(
    host="fileexchange.numlabcentral.hx94.example",
    name="NumLab Central",
    title_fmt="{title} - File Exchange - NumLab Central",
    home_title="NumLab Central",
    menu=(
        ("/fileexchange/", "File Exchange"),
        ("/answers/", "Answers"),
        ("/cody/", "Cody"),
        ("/blogs/", "Blogs"),
    ),
    footer=(
        ("/trust-center", "Trust Center"),
        ("/legal/privacy", "Privacy Policy"),
        ("/legal/trademarks", "Trademarks"),
    ),
    signin=(("/login?uri=/fileexchange/", "Sign In"),),
    social=(
        ("http://www.youtube.test/numlab", "YouTube"),
        ("http://www.linkedin.test/company/numlab", "LinkedIn"),
    ),
)

_SAVGOL = ("88123", "savgol-smoother", "Savitzky-Golay smoother", [4], ["71002-moving-average"])
_TOOLBOX = (
    "90417",
    "spectral-toolbox",
    "Spectral Estimation Toolbox",
    [1, 2, 3, 4, 5],
    ["66110-welch-psd", "73009-multitaper"],
)


def _nlc_sub(
    spec: tuple[str, str, str, list[int], list[str]],
) -> tuple[dict[str, PageValue], list[str]]:
    n = NLC
    sid, slug, title, vers, related = spec
    entry = f"/fileexchange/{sid}-{slug}"

    def dl(v: int) -> str:
        return f"/mlc-downloads/submissions/{sid}/v/{v}/download/zip"

    latest = vers[-1]
    lic = f"/mlc-downloads/submissions/{sid}/v/{latest}/license.txt"
    pages: dict[str, PageValue] = {}
    members = [entry, dl(latest), lic]
    hist = ""
    if len(vers) > 1:
        rows = "".join(f"<tr><td>{v}.0</td><td>{a(dl(v), 'Download')}</td></tr>" for v in vers)
        hist = f"<h3>Version history</h3><table>{rows}</table>"
        members += [dl(v) for v in vers[:-1]]
        cite = f"/fileexchange/{sid}-{slug}/cite.ris"
        hist += f"<p>{a(cite, 'Cite as (RIS)')}</p>"
        pages[cite] = blob("txt", f"TY  - COMP\nTI  - {title}")
        members.append(cite)
    for v in vers:
        pages[dl(v)] = blob("zip", f"{slug} v{v}", f"{slug}.m")
    pages[lic] = blob("txt", "Copyright (c) 2023, the author. BSD-3-Clause.")
    pages[entry] = n.page(
        title,
        f"<h1>{title}</h1><p>version {latest}.0 (12 KB) by A. Author</p>"
        f"<p>{a(dl(latest), 'Download')} · {a(lic, 'View License')}</p>"
        f"<p>Smooths noisy signals.</p>{hist}",
        aside="<h3>Inspired by</h3>"
        + ul([(f"/fileexchange/{r}", r.split("-", 1)[1]) for r in related]),
        share=n.url(entry),
    )
    for r in related:
        pages[f"/fileexchange/{r}"] = n.page(r, f"<h1>{r}</h1><p>Another submission.</p>")
    return pages, [n.url(m) for m in members]


def nlc_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for spec in (_SAVGOL, _TOOLBOX):
        pages.update(_nlc_sub(spec)[0])
    return [NLC.site(pages)]


def _nlc_cases() -> list[Case]:
    out = []
    for spec, detail in (
        (_SAVGOL, "single file submission"),
        (_TOOLBOX, "five versions, citation export"),
    ):
        _p, truth = _nlc_sub(spec)
        # A submission page with its downloads and licence one hop away, among menus and
        # "inspired by" links: the seed's Figshare/Zenodo Single Hop -> Single Page+ with
        # Ignored URIs.
        out.append(
            case(
                f"numlab-{spec[1]}",
                f"numeric computing file exchange ({detail})",
                "Single Hop",
                "single_page_plus_ignored",
                truth[0],
                truth,
                nlc_sites,
                others=[NLC.url(f"/fileexchange/{r}") for r in spec[4]],
            )
        )
    return out


CASES: list[Case] = [
    *_vault_cases(),
    *_heritage_cases(),
    *_acl_cases(),
    *_elms_cases(),
    *_nlc_cases(),
]
