"""Path-shaped mission archives of heldout89: a bundle/collection/product browser, a mission
archive whose files sit on a mirror host, a navigation-kernel directory archive, and a code
forge carrying instrument calibration releases.

The seed prescribes Path-Based where every artifact URI extends the entry URI (its BitBucket,
GitLab and Silk cases), and Path-Based with Externals where the artifact also has files on a
different domain (its GitHub raw host and Kaggle cases).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import binary, frame, host, image, pdf_file, portal, site, table, text, ul

# ---------------------------------------------------------------- bundle browser (path_based)

BUN = portal(
    host("atlas", "regolithnode"),
    "Regolith Node Archive",
    [("/bundles", "Bundles"), ("/missions", "Missions"), ("/tools", "Tools"), ("/news", "News")],
    [("/about", "About the node"), ("/accessibility", "Accessibility"), ("/terms", "Terms")],
)


def _bundle(
    slug: str,
    lid: str,
    title: str,
    collections: dict[str, list[str]],
    *,
    versions: int = 0,
    per_page: int = 0,
    related: str = "",
) -> tuple[dict[str, PageValue], set[str]]:
    """A bundle under /bundles/<slug>/: label, readme, collection pages, product pages."""
    base = f"/bundles/{slug}/"
    pages: dict[str, PageValue] = {}
    colls = [(f"{base}{c}/", f"{c} collection") for c in collections]
    extra = [(f"{base}bundle.xml", "Bundle label (XML)"), (f"{base}readme.txt", "Readme")]
    vers = [(f"{base}v{i}.0/", f"Version {i}.0 (superseded)") for i in range(1, versions + 1)]
    side = "<h3>Related bundles</h3>" + ul([(related, "Related bundle")]) if related else ""
    main = (
        f"<h1>{escape(title)}</h1>"
        + table([("Logical identifier", escape(lid)), ("Version", f"{versions + 1}.0")])
        + "<h2>Collections</h2>"
        + ul(colls)
        + "<h2>Bundle files</h2>"
        + ul(extra)
        + (("<h2>Earlier versions</h2>" + ul(vers)) if vers else "")
    )
    pages[base] = frame(BUN, title, main, sidebar=side, share=BUN.url(base))
    pages[f"{base}bundle.xml"] = text(
        f'<?xml version="1.0"?><Product_Bundle><logical_identifier>{lid}'
        "</logical_identifier></Product_Bundle>\n",
        "application/xml",
    )
    pages[f"{base}readme.txt"] = text(f"{title}\nBundle {lid}: see the collections.\n")
    for path, label in vers:
        pages[path] = frame(
            BUN,
            f"{title} ({label})",
            f"<h1>{escape(title)}</h1><p>{label}.</p>" + ul([(base, "Current version")]),
        )
    for cname, products in collections.items():
        cbase = f"{base}{cname}/"
        chunks = [products]
        if per_page and len(products) > per_page:
            chunks = [products[i : i + per_page] for i in range(0, len(products), per_page)]
        for n, chunk in enumerate(chunks, 1):
            items = [(f"{cbase}{p}/", p) for p in chunk]
            nav = []
            if n < len(chunks):
                nav.append((f"{cbase}?page={n + 1}", "Next page"))
            if n > 1:
                nav.append((cbase if n == 2 else f"{cbase}?page={n - 1}", "Previous page"))
            body = (
                f'<h1>{escape(cname)} collection</h1><p>Bundle: <a href="{base}">'
                f"{escape(title)}</a></p>"
                + ul(items)
                + ul(nav, "pager")
                + ul([(f"{cbase}inventory.csv", "Collection inventory")])
            )
            key = cbase if n == 1 else f"{cbase}?page={n}"
            pages[key] = frame(BUN, f"{cname} collection", body)
        pages[f"{cbase}inventory.csv"] = text(
            "".join(f"P,{lid}:{cname}:{p}::1.0\n" for p in products), "text/csv"
        )
        for p in products:
            pb = f"{cbase}{p}/"
            files = [(f"{pb}{p}.xml", "Label"), (f"{pb}{p}.img", "Data file")]
            pages[pb] = frame(BUN, p, f"<h1>Product {escape(p)}</h1>" + ul(files))
            pages[f"{pb}{p}.xml"] = text(
                f"<Product_Observational>{p}</Product_Observational>\n", "application/xml"
            )
            pages[f"{pb}{p}.img"] = binary(p)
    return pages, {BUN.url(k) for k in pages}


def _bundles_site() -> list[Site]:
    return [site(BUN, {**_DIV[0], **_MSL[0], **_OTHER})]


_DIV = _bundle(
    "lro-diviner-derived",
    "urn:nasa:pds:lro_diviner_derived",
    "LRO Diviner Derived Thermal Products",
    {"data": ["gdr_l3_2019_01", "gdr_l3_2019_02"], "document": ["diviner_sis"]},
    related="/bundles/msl-chemcam-cal/",
)
_MSL = _bundle(
    "msl-chemcam-cal",
    "urn:nasa:pds:msl_chemcam_calibration",
    "MSL ChemCam Calibration Target Spectra",
    {
        "data_raw": [f"cl5_{n:03d}_ccs" for n in range(1, 8)],
        "data_calibrated": ["cl5_001_rdr", "cl5_002_rdr"],
        "calibration": ["ccam_wavelength_cal"],
    },
    versions=2,
    per_page=3,
    related="/bundles/lro-diviner-derived/",
)
_OTHER = {
    "/missions": frame(
        BUN,
        "Missions",
        "<h1>Missions</h1>"
        + ul(
            [("/bundles/lro-diviner-derived/", "LRO Diviner"), ("/bundles/msl-chemcam-cal/", "MSL")]
        ),
    ),
}

# ------------------------------------------------- mission archive + mirror (path_based_externals)

PSA = portal(
    host("archive", "helioplanet"),
    "Helio-Planetary Science Archive",
    [("/search-ui", "Search"), ("/missions", "Missions"), ("/ftp-info", "FTP access")],
    [("/legal", "Legal notice"), ("/contact", "Contact"), ("/credits", "Credits")],
    title_format="{name} - {title}",
)
MIRROR = host("dl", "psamirror")


def _psa(
    slug: str, title: str, files: list[str], docs: list[str], related: str
) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    base = f"/datasets/{slug}/"
    own: dict[str, PageValue] = {}
    ext: dict[str, PageValue] = {}
    dl = [(f"http://{MIRROR}/pub/{slug}/{f}", f) for f in files]
    doc_pages = [(f"{base}documents/{d}/", d) for d in docs]
    main = (
        f"<h1>{escape(title)}</h1>"
        + table([("Dataset ID", slug.upper()), ("Processing level", "3 (calibrated)")])
        + "<h2>Data files (mirror)</h2>"
        + ul(dl)
        + "<h2>Documentation</h2>"
        + ul(doc_pages)
        + ul([(f"{base}browse/", "Quick-look browse"), (f"{base}citation.ris", "Export RIS")])
    )
    side = "<h3>Also from this mission</h3>" + ul([(related, "Related dataset")])
    own[base] = frame(PSA, title, main, sidebar=side, share=PSA.url(base))
    own[f"{base}citation.ris"] = text(
        f"TY  - DATA\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
    )
    own[f"{base}browse/"] = frame(
        PSA,
        f"{title} browse",
        "<h1>Browse</h1>" + ul([(f"{base}browse/thumb_{i}.png", f"Thumbnail {i}") for i in (1, 2)]),
    )
    for i in (1, 2):
        own[f"{base}browse/thumb_{i}.png"] = image((30 * i, 80, 140))
    for path, d in doc_pages:
        own[path] = frame(PSA, d, f"<h1>{escape(d)}</h1>" + ul([(f"{path}{d}.pdf", "PDF")]))
        own[f"{path}{d}.pdf"] = pdf_file(d, title)
    for _u, f in dl:
        ext[f"/pub/{slug}/{f}"] = binary(f)
    truth = {PSA.url(k) for k in own} | {u for u, _f in dl}
    return own, ext, truth


_VEX = _psa(
    "vex-vmc-img-l3",
    "Venus Express VMC Calibrated Images, Orbit 0500-0599",
    ["vmc_0500.tar.gz", "vmc_0501.tar.gz"],
    ["vmc_eaicd"],
    "/datasets/ros-osiris-nac-l4/",
)
_ROS = _psa(
    "ros-osiris-nac-l4",
    "Rosetta OSIRIS NAC Reflectance Products, Comet Escort 3",
    [f"osinac_ce3_{n:02d}.fits" for n in range(1, 7)] + ["checksums.md5"],
    ["osiris_eaicd", "osiris_calibration_report"],
    "/datasets/vex-vmc-img-l3/",
)


def _mirror_site() -> Site:
    idx = "<h1>PSA download mirror</h1><p>Files are linked from the archive pages.</p>"
    pages: dict[str, PageValue] = {
        "/": f"<html><head><title>Mirror</title></head>{idx}</html>",
        **_VEX[1],
        **_ROS[1],
    }
    return Site(MIRROR, pages)


def _psa_sites() -> list[Site]:
    miss = frame(
        PSA,
        "Missions",
        "<h1>Missions</h1>"
        + ul(
            [
                ("/datasets/vex-vmc-img-l3/", "Venus Express"),
                ("/datasets/ros-osiris-nac-l4/", "Rosetta"),
            ]
        ),
    )
    return [site(PSA, {**_VEX[0], **_ROS[0], "/missions": miss}), _mirror_site()]


# ---------------------------------------------------------- navigation kernel archive (path_based)

NAIF = host("kernels", "ephemerides-lab")


def _listing(title: str, entries: list[tuple[str, str]]) -> str:
    rows = "".join(
        f'<tr><td><a href="{escape(h)}">{escape(n)}</a></td><td>2021-03-04</td><td>-</td></tr>'
        for h, n in entries
    )
    return (
        f"<!DOCTYPE html><html><head><title>Index of {escape(title)}</title></head><body>"
        f"<h1>Index of {escape(title)}</h1><table><tr><th>Name</th><th>Last modified</th>"
        f'<th>Size</th></tr><tr><td><a href="../">Parent Directory</a></td></tr>{rows}'
        "</table><address>Kernel archive server at kernels.ephemerides-lab</address>"
        "</body></html>"
    )


def _kernel_tree(root: str, tree: dict[str, list[str]]) -> dict[str, PageValue]:
    """A directory tree: `tree` maps sub-directories (relative, "" = root) to file names."""
    pages: dict[str, PageValue] = {}
    for sub, files in tree.items():
        d = root + sub
        kids = [
            (f"{k[len(sub) :].split('/')[0]}/", k[len(sub) :].split("/")[0] + "/")
            for k in tree
            if k != sub and k.startswith(sub) and k.count("/") == sub.count("/") + 1
        ]
        pages[d] = _listing(d, kids + [(f, f) for f in files])
        for f in files:
            pages[d + f] = text(f"KPL/{f.rsplit('.', 1)[-1].upper()}\n\\begindata\n", "text/plain")
    return pages


_JUNO = _kernel_tree(
    "/pub/naif/JUNO/kernels/",
    {
        "": ["aareadme.txt"],
        "ck/": ["juno_sc_rec_230101_230107.bc"],
        "spk/": ["juno_rec_orbit.bsp"],
    },
)
_CAS = _kernel_tree(
    "/pub/naif/CASSINI/kernels/",
    {
        "": ["aareadme.txt", "cassini_kernels.tm"],
        "fk/": ["cas_v43.tf"],
        "ik/": ["cas_iss_v10.ti"],
        "lsk/": ["naif0012.tls"],
        "spk/": ["de440.bsp", "sat441.bsp"],
        "spk/former_versions/": ["sat427.bsp"],
        "sclk/": ["cas00172.tsc"],
    },
)


def _naif_sites() -> list[Site]:
    top = {
        "/": _listing("/", [("/pub/", "pub/")]),
        "/pub/": _listing("/pub/", [("/pub/naif/", "naif/")]),
        "/pub/naif/": _listing("/pub/naif/", [("JUNO/", "JUNO/"), ("CASSINI/", "CASSINI/")]),
        "/pub/naif/JUNO/": _listing("/pub/naif/JUNO/", [("kernels/", "kernels/")]),
        "/pub/naif/CASSINI/": _listing("/pub/naif/CASSINI/", [("kernels/", "kernels/")]),
    }
    return [Site(NAIF, {**top, **_JUNO, **_CAS})]


# -------------------------------------------------- calibration forge (path_based_externals)

FORGE = portal(
    host("code", "instrumentforge"),
    "InstrumentForge",
    [("/explore", "Explore"), ("/groups", "Groups"), ("/snippets", "Snippets")],
    [("/pricing", "Pricing"), ("/status", "Status"), ("/docs", "Docs")],
    title_format="{title} · {name}",
)
RAW = host("raw", "forgeusercontent")


def _repo(
    owner: str, repo: str, title: str, files: list[str], releases: list[str], issues: int
) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    base = f"/{owner}/{repo}"
    own: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    tree = [(f"{base}/blob/main/{f}", f) for f in files]
    raws = [(f"http://{RAW}/{owner}/{repo}/main/{f}", f"raw {f}") for f in files]
    rel = [(f"{base}/releases/tag/{r}", r) for r in releases]
    main = (
        f"<h1>{escape(owner)} / {escape(repo)}</h1><p>{escape(title)}</p>"
        + ul(
            [
                (f"{base}/issues", f"Issues {issues}"),
                (f"{base}/releases", "Releases"),
                (f"{base}/commits/main", "Commits"),
                (f"{base}/wiki", "Wiki"),
            ],
            "tabs",
        )
        + ul(tree)
        + "<h2>README</h2><p>Download tables directly:</p>"
        + ul(raws)
    )
    own[base] = frame(FORGE, f"{owner}/{repo}", main, share=FORGE.url(base))
    own[f"{base}/issues"] = frame(
        FORGE, "Issues", ul([(f"{base}/issues/{i}", f"Issue #{i}") for i in range(1, issues + 1)])
    )
    for i in range(1, issues + 1):
        own[f"{base}/issues/{i}"] = frame(
            FORGE, f"Issue #{i}", f"<h1>Issue {i}</h1>" + ul([(base, "Back to repository")])
        )
    own[f"{base}/releases"] = frame(FORGE, "Releases", ul(rel))
    for path, r in rel:
        asset = f"http://{RAW}/{owner}/{repo}/releases/{r}/{repo}-{r}.tar.gz"
        own[path] = frame(FORGE, r, f"<h1>{escape(r)}</h1>" + ul([(asset, "Source archive")]))
        raw[f"/{owner}/{repo}/releases/{r}/{repo}-{r}.tar.gz"] = binary(r)
    own[f"{base}/commits/main"] = frame(
        FORGE, "Commits", ul([(f"{base}/commit/{h}", h) for h in ("a91f3c2", "0be7d41")])
    )
    for h in ("a91f3c2", "0be7d41"):
        own[f"{base}/commit/{h}"] = frame(FORGE, h, f"<h1>Commit {h}</h1>")
    own[f"{base}/wiki"] = frame(FORGE, "Wiki", "<h1>Wiki</h1><p>Calibration notes.</p>")
    for path, f in tree:
        own[path] = frame(
            FORGE,
            f,
            f"<h1>{escape(f)}</h1>" + ul([(f"http://{RAW}/{owner}/{repo}/main/{f}", "Raw")]),
        )
        raw[f"/{owner}/{repo}/main/{f}"] = text(f"# {f}\n1,2,3\n")
    truth = {FORGE.url(k) for k in own} | {f"http://{RAW}{k}" for k in raw}
    return own, raw, truth


_LOR = _repo(
    "lorri-team",
    "lorri-flatfields",
    "LORRI flat-field and dark calibration",
    ["flat_1x1.csv", "README.md"],
    ["v1.2"],
    1,
)
_TGO = _repo(
    "cassis-cal",
    "cassis-radiometric",
    "CaSSIS radiometric calibration pipeline",
    ["coeffs/blue.csv", "coeffs/pan.csv", "coeffs/red.csv", "pipeline.py"],
    ["v2.0.0", "v2.1.0", "v2.1.1"],
    3,
)


def _forge_sites() -> list[Site]:
    explore = frame(
        FORGE,
        "Explore",
        ul(
            [
                ("/lorri-team/lorri-flatfields", "lorri-flatfields"),
                ("/cassis-cal/cassis-radiometric", "cassis-radiometric"),
            ]
        ),
    )
    rawhome = "<html><head><title>raw</title></head><body>raw content host</body></html>"
    return [
        site(FORGE, {**_LOR[0], **_TGO[0], "/explore": explore}),
        Site(RAW, {"/": rawhome, **_LOR[1], **_TGO[1]}),
    ]


CASES: list[Case] = [
    # Every URI of the bundle extends /bundles/<slug>/ on one host (GitLab/Silk shape):
    # Path-Based takes the whole tree and nothing of the node's menus.
    case(
        "regolith-diviner",
        "bundle browser (two collections)",
        "dataset",
        "path_based",
        BUN.url("/bundles/lro-diviner-derived/"),
        _DIV[1],
        _bundles_site,
        others=[BUN.url("/bundles/msl-chemcam-cal/")],
    ),
    # Harder: three collections, a paginated collection listing (?page=), two superseded
    # versions; all still below the bundle path.
    case(
        "regolith-chemcam",
        "bundle browser (paginated collections, versions)",
        "dataset",
        "path_based",
        BUN.url("/bundles/msl-chemcam-cal/"),
        _MSL[1],
        _bundles_site,
        others=[BUN.url("/bundles/lro-diviner-derived/")],
    ),
    # Dataset pages under /datasets/<id>/, files on a mirror domain (GitHub raw / Kaggle
    # shape): Path-Based with Externals.
    case(
        "helio-vex",
        "mission archive with mirror (venus imaging)",
        "dataset",
        "path_based_externals",
        PSA.url("/datasets/vex-vmc-img-l3/"),
        _VEX[2],
        _psa_sites,
        others=[PSA.url("/datasets/ros-osiris-nac-l4/")],
    ),
    case(
        "helio-rosetta",
        "mission archive with mirror (many files, two documents)",
        "dataset",
        "path_based_externals",
        PSA.url("/datasets/ros-osiris-nac-l4/"),
        _ROS[2],
        _psa_sites,
        others=[PSA.url("/datasets/vex-vmc-img-l3/")],
    ),
    # A mission's kernel directory tree: everything below the entry directory is the
    # artifact, the Parent Directory link is not (Path-Based, the Silk single-slash case).
    case(
        "kernels-juno",
        "kernel directory archive (juno)",
        "dataset",
        "path_based",
        f"http://{NAIF}/pub/naif/JUNO/kernels/",
        {f"http://{NAIF}{k}" for k in _JUNO},
        _naif_sites,
    ),
    case(
        "kernels-cassini",
        "kernel directory archive (nested, former versions)",
        "dataset",
        "path_based",
        f"http://{NAIF}/pub/naif/CASSINI/kernels/",
        {f"http://{NAIF}{k}" for k in _CAS},
        _naif_sites,
    ),
    # A code forge with raw files and release assets on a separate user-content domain:
    # the seed's GitHub case, Path-Based with Externals.
    case(
        "forge-lorri",
        "calibration code forge (flat fields)",
        "software",
        "path_based_externals",
        FORGE.url("/lorri-team/lorri-flatfields"),
        _LOR[2],
        _forge_sites,
    ),
    case(
        "forge-cassis",
        "calibration code forge (releases, issues)",
        "software",
        "path_based_externals",
        FORGE.url("/cassis-cal/cassis-radiometric"),
        _TGO[2],
        _forge_sites,
    ),
]
