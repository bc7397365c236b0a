"""Multi-hop record portals found by a significant string: a Dryad-shaped reaction-data
depot (sig_title_plus_ignored), an OSF-shaped public lab workspace and a Dataverse-shaped
neutron-facility repository (sig_filtered_title, prefix and suffix), materials-property and
spectral databases whose identifier is in every artifact URI (sig_uri), and a synchrotron
facility portal that signposts its investigations in Link headers (signposting)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import SHARE, binary, main, portal, text, ul

# --- Dryad-shaped depot: metadata pages carry "Data from: <article>", the files do not -------
DEPOT = portal("datadepot.rxnarchiva.hx68.example", "RxnArchiva", title_format="{title}")
DEPOT_RECORDS = [
    ("rxa.4k7q2", "Kinetics of amide coupling in flow", ["rates.csv"]),
    (
        "rxa.9m3t8",
        "Solvent effects on SN2 selectivity: a 600-reaction screen",
        ["screen.csv", "conditions.xlsx", "hplc_traces.zip", "readme.txt"],
    ),
]


def depot_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for key, art, files in DEPOT_RECORDS:
        sig = f"Data from: {art}"
        land = f"/resource/doi:10.80316/{key}"
        parts = [f"{land}/{i}" for i in range(1, len(files) + 1)]
        pages[land] = DEPOT.page(
            sig,
            main(
                f"<h1>{escape(sig)}</h1><p>Cite: {escape(sig)}. RxnArchiva.</p><h2>Files in this package</h2>"
                + ul([(p, f) for p, f in zip(parts, files, strict=True)])
            ),
        )
        for i, (part, f) in enumerate(zip(parts, files, strict=True), 1):
            pages[part] = DEPOT.page(
                f"{sig} - {f}",
                main(
                    f"<h1>{escape(f)}</h1><p>Part of: {escape(sig)}</p><p><a href='{land}'>Back to package</a>"
                    f" <a href='/bitstream/handle/10255/{key}.{i}/{f}?sequence=1'>Download</a></p>"
                ),
            )
            pages[f"/bitstream/handle/10255/{key}.{i}/{f}"] = binary(f"{key}{f}", 300)
    return [*DEPOT.sites(pages)]


def _depot_cases() -> list[Case]:
    out = []
    for n, (key, _art, files) in enumerate(DEPOT_RECORDS, 1):
        land = DEPOT.url(f"/resource/doi:10.80316/{key}")
        parts = [f"{land}/{i}" for i in range(1, len(files) + 1)]
        bits = [
            DEPOT.url(f"/bitstream/handle/10255/{key}.{i}/{f}?sequence=1")
            for i, f in enumerate(files, 1)
        ]
        # Seed (Dryad): the title string is on the package and file pages but not in the
        # files -> Significant String from Title+ with Ignored URIs (one hop past the
        # matching pages, chrome ignored).
        out.append(
            case(
                f"reaction-depot-{n}",
                "reaction data depot (" + ("one file" if n == 1 else "four-file package") + ")",
                "multi-hop",
                "sig_title_plus_ignored",
                land,
                [land, *parts, *bits],
                depot_sites,
            )
        )
    return out


# --- OSF-shaped public lab workspace: "LabCommons | " prefix on every title -------------------
LAB = portal(
    "open.labcommonsio.hx68.example",
    "LabCommons",
    title_format="LabCommons | {title}",
    home_title="LabCommons | Home",
    menu=(("/search", "Search"), ("/support", "Support"), ("/donate", "Donate")),
)
LAB_PROJECTS = [
    ("x7k2p", "Cobalt water oxidation catalysts: raw electrochemistry", ["cv_scans.csv"], []),
    (
        "b3nq8",
        "Open notebook: solid-state electrolytes for sodium cells",
        ["eis_cell1.csv", "xrd_pattern.xy", "notebook_export.pdf"],
        ["t5rw2", "z8mv4"],
    ),
]


def lab_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for guid, title, files, comps in LAB_PROJECTS:
        nav = ul(
            [(f"/{guid}/", "Overview"), (f"/{guid}/files/", "Files"), (f"/{guid}/wiki/", "Wiki")]
        )
        comp = ul([(f"/{c}/", f"Component {c}") for c in comps])
        fl = ul([(f"/{guid}/files/osfstorage/{f}", f) for f in files])
        for sub, head in (("", "Overview"), ("files/", "Files"), ("wiki/", "Wiki")):
            pages[f"/{guid}/{sub}"] = LAB.page(
                title,
                main(f"<h1>{escape(title)}</h1>{nav}<h2>{head}</h2>{fl}<h3>Components</h3>{comp}"),
            )
        for f in files:
            pages[f"/{guid}/files/osfstorage/{f}"] = LAB.page(
                f"{title} - {f}",
                main(
                    f"<h1>{escape(f)}</h1><p>Project: {escape(title)}</p><a href='/download/{guid}-{f}/'>Download</a>"
                ),
            )
            pages[f"/download/{guid}-{f}/"] = text(f"# {title}\n# file {f}\n1,2,3\n")
        for c in comps:
            pages[f"/{c}/"] = LAB.page(
                f"Component {c}",
                main(f"<h1>Component {c}</h1><p>Component of {escape(title)}</p>{nav}"),
            )
    return [*LAB.sites(pages)]


def _lab_cases() -> list[Case]:
    out = []
    for n, (guid, _t, files, comps) in enumerate(LAB_PROJECTS, 1):
        u = LAB.url
        truth = [u(f"/{guid}/"), u(f"/{guid}/files/"), u(f"/{guid}/wiki/")]
        truth += [u(f"/{guid}/files/osfstorage/{f}") for f in files]
        truth += [u(f"/download/{guid}-{f}/") for f in files]
        truth += [u(f"/{c}/") for c in comps]
        # Seed (OSF): the project title is in every object but the page titles carry the
        # "LabCommons | " prefix the homepage shares -> Significant String from Filtered Title.
        out.append(
            case(
                f"lab-workspace-{n}",
                "public lab workspace ("
                + ("one file" if n == 1 else "files and two components")
                + ")",
                "multi-hop",
                "sig_filtered_title",
                u(f"/{guid}/"),
                truth,
                lab_sites,
            )
        )
    return out


# --- Dataverse-shaped facility repository: " - NeutronVerse" suffix (seed: Dataverse,
# filtered from the title's end) ----------------------------------------------------------
NV = portal(
    "data.neutronversa.hx68.example",
    "NeutronVersa",
    title_format="{title} - {name}",
    home_title="Home Dataverse - NeutronVersa",
)
NV_SETS = [
    (
        "NV/QX81TA",
        "Inelastic scattering of methane clathrate at 5 K",
        [(701, "clathrate_5K.nxs")],
        ["1.0"],
    ),
    (
        "NV/ZK20PL",
        "Diffraction of lithium garnets across the cubic transition",
        [(811, "garnet_300K.nxs"), (812, "garnet_900K.nxs"), (813, "reduction_script.py")],
        ["2.0", "1.1", "1.0"],
    ),
]


def _nv(pid: str) -> str:
    return f"/dataset.xhtml?persistentId=doi:10.70442/{pid}"


def nv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for pid, title, files, versions in NV_SETS:
        land = _nv(pid)
        fl = ul([(f"/file.xhtml?fileId={i}", f) for i, f in files])
        vl = ul([(f"{land}&version={v}", f"Version {v}") for v in versions[1:]])
        exp = f"/api/datasets/export?exporter=ddi&persistentId=doi:10.70442/{pid}"
        body = f"<h1>{escape(title)}</h1><h2>Files</h2>{fl}<h2>Versions</h2>{vl}<p><a href='{exp.replace('&', '&amp;')}'>Export DDI</a></p>"
        pages[land] = NV.page(title, main(body))
        for v in versions[1:]:
            pages[f"{land}&version={v}"] = NV.page(
                f"{title} (v{v})", main(f"<h1>{escape(title)}</h1><p>Version {v}</p>")
            )
        pages[exp] = text(f"<codeBook><titl>{escape(title)}</titl></codeBook>", "application/xml")
        for i, f in files:
            pages[f"/file.xhtml?fileId={i}"] = NV.page(
                f,
                main(
                    f"<h1>{f}</h1><p>Dataset: {escape(title)}</p><a href='/api/access/datafile/{i}'>Download</a>"
                ),
            )
            pages[f"/api/access/datafile/{i}"] = text(f"# NeXus export of: {title}\n")
    pages["/file.xhtml"] = NV.page("File", "<h1>File</h1>")
    pages["/dataset.xhtml"] = NV.page("Dataset", "<h1>Dataset</h1>")
    return [*NV.sites(pages)]


def _nv_cases() -> list[Case]:
    out = []
    for n, (pid, _t, files, versions) in enumerate(NV_SETS, 1):
        land = NV.url(_nv(pid))
        truth = [land, NV.url(f"/api/datasets/export?exporter=ddi&persistentId=doi:10.70442/{pid}")]
        truth += [f"{land}&version={v}" for v in versions[1:]]
        truth += [NV.url(f"/file.xhtml?fileId={i}") for i, _ in files]
        truth += [NV.url(f"/api/access/datafile/{i}") for i, _ in files]
        # Seed (Dataverse): Significant String from Filtered Title, filtered from the end.
        out.append(
            case(
                f"neutron-dataverse-{n}",
                "facility dataverse ("
                + ("one file" if n == 1 else "three files, older versions")
                + ")",
                "multi-hop",
                "sig_filtered_title",
                land,
                truth,
                nv_sites,
            )
        )
    return out


# --- identifier in every artifact URI (seed: GBIF -> Significant String from URI) -----------
# (portal, api/file host, id, {path-with-{id}: title}, {external url: body}, related ids)
MAT = portal("next.matpropdb-x.hx68.example", "MatPropDB")
MAT_API = "api.matpropdb-x.hx68.example"
SPX = portal("www.spectraindexum.hx68.example", "SpectraIndexum")
SPX_FILES = "files.spectraindexum.hx68.example"
IdRecord = tuple[str, list[str], list[str], list[str]]  # id, pages, external urls, related ids
MAT_RECORDS: list[IdRecord] = [
    (
        "mp-29431",
        ["/materials/mp-29431/", "/materials/mp-29431/bandstructure"],
        [f"http://{MAT_API}/v2/materials/mp-29431/summary.json"],
        ["mp-5520"],
    ),
    (
        "mp-1184602",
        [
            "/materials/mp-1184602/",
            "/materials/mp-1184602/bandstructure",
            "/materials/mp-1184602/elasticity",
            "/calculations?material_id=mp-1184602",
            "/calculations?material_id=mp-1184602&page=2",
        ],
        [
            f"http://{MAT_API}/v2/materials/mp-1184602/summary.json",
            f"http://{MAT_API}/v2/tasks/task-77301/mp-1184602/OUTCAR.gz",
            f"http://{MAT_API}/v2/tasks/task-77302/mp-1184602/vasprun.xml.gz",
        ],
        ["mp-390", "mp-2657"],
    ),
]
SPX_RECORDS: list[IdRecord] = [
    (
        "SDX-04417",
        ["/compound/SDX-04417", "/spectrum/ir?cid=SDX-04417"],
        [f"http://{SPX_FILES}/mol/SDX-04417.mol"],
        ["SDX-04418"],
    ),
    (
        "SDX-11902",
        [
            "/compound/SDX-11902",
            "/spectrum/ir?cid=SDX-11902",
            "/spectrum/ms?cid=SDX-11902",
            "/spectrum/nmr1h?cid=SDX-11902",
            "/spectrum/nmr13c?cid=SDX-11902",
        ],
        [f"http://{SPX_FILES}/mol/SDX-11902.{fmt}" for fmt in ("mol", "sdf", "cml", "jdx")],
        ["SDX-11903", "SDX-00871", "SDX-20001"],
    ),
]


def _id_sites(p: Portal, ext_host: str, records: list[IdRecord], rel: str) -> list[Site]:
    pages: dict[str, PageValue] = {}
    ext = Site(ext_host)
    ext.add("/", Response.html("<!DOCTYPE html><title>API</title><p>JSON API root</p>"))
    for rid, own, extern, related in records:
        nav = ul([(u, u.split("/")[-1] or u) for u in own])
        dl = ul([(u, u.rsplit("/", 1)[-1]) for u in extern])
        side = "<aside><h3>Similar</h3>" + ul([(rel.format(r), r) for r in related]) + "</aside>"
        for path in own:
            pages[path] = p.page(
                f"{rid} {path.split('/')[-1] or 'summary'}",
                main(f"<h1>{rid}</h1>{nav}<h2>Downloads</h2>{dl}{side}{SHARE}"),
            )
        for u in extern:
            ext.add(
                u.split(ext_host, 1)[1],
                text(f'{{"id": "{rid}"}}\n', "application/json")
                if u.endswith(".json")
                else binary(rid, 200),
            )
        for r in related:
            pages[rel.format(r)] = p.page(r, f"<h1>{r}</h1>")
    for path in (
        "/calculations",
        "/spectrum/ir",
        "/spectrum/ms",
        "/spectrum/nmr1h",
        "/spectrum/nmr13c",
    ):
        pages.setdefault(path, p.page("Query", "<h1>No identifier given</h1>"))
    return [*p.sites(pages), ext]


def mat_sites() -> list[Site]:
    return _id_sites(MAT, MAT_API, MAT_RECORDS, "/materials/{}/")


def spx_sites() -> list[Site]:
    return _id_sites(SPX, SPX_FILES, SPX_RECORDS, "/compound/{}")


def _id_cases(
    prefix: str,
    kind: str,
    details: tuple[str, str],
    p: Portal,
    records: list[IdRecord],
    rel: str,
    build: Callable[[], list[Site]],
) -> list[Case]:
    out = []
    for n, (_rid, own, extern, related) in enumerate(records, 1):
        # Seed (GBIF): the record's identifier is in every artifact URI, on the portal and
        # its API/file host; chrome and similar records lack it -> Significant String from URI.
        out.append(
            case(
                f"{prefix}-{n}",
                f"{kind} ({details[n - 1]})",
                "multi-hop",
                "sig_uri",
                p.url(own[0]),
                [*[p.url(u) for u in own], *extern],
                build,
                others=[p.url(rel.format(r)) for r in related],
            )
        )
    return out


# --- synchrotron facility portal with signposting Link headers -------------------------------
BL = portal("data.beamlinefacil.hx68.example", "BeamlineFacil Data Portal")
BL_ID = "id.beamlinefacil.hx68.example"
BL_FILES = "files.beamlinefacil.hx68.example"
BL_INV = [
    ("2025-0113", "XANES of Fe single-atom catalysts", ["scan_0001.h5"]),
    (
        "2025-0407",
        "In situ PXRD of MOF activation",
        ["scan_0001.h5", "scan_0002.h5", "scan_0003.h5", "calibration.poni", "processed.zip"],
    ),
]


def bl_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    ids = Site(BL_ID)
    files = Site(BL_FILES)
    files.add("/", Response.html("<!DOCTYPE html><title>files</title><p>Storage</p>"))
    ids.add("/", Response.html("<!DOCTYPE html><title>identifiers</title><p>Resolver</p>"))
    for inv, title, fl in BL_INV:
        land = f"/investigations/{inv}"
        items = [f"http://{BL_FILES}/inv/{inv}/{f}" for f in fl]
        meta = BL.url(f"{land}/metadata.json")
        link = ", ".join(
            [
                f'<http://{BL_ID}/10.71093/BLF-{inv}>; rel="cite-as"',
                f'<{meta}>; rel="describedby"; type="application/json"',
            ]
            + [f'<{u}>; rel="item"' for u in items]
            + [
                '<https://schema.org/Dataset>; rel="type"',
                '<https://creativecommons.org/licenses/by/4.0/>; rel="license"',
                '<https://orcid.test/0000-0002-1825-0097>; rel="author"',
                f'<{BL.url(f"/proposals/{inv[:4]}-P17")}>; rel="collection"',
            ]
        )
        body = main(
            f"<h1>{escape(title)}</h1><p>Proposal <a href='/proposals/{inv[:4]}-P17'>{inv[:4]}-P17</a>; "
            f"beamline <a href='/instruments/bm23'>BM23</a></p><h2>Data files</h2>"
            + ul([(u, u.rsplit("/", 1)[-1]) for u in items])
            + f"<p><a href='{land}/metadata.json'>Metadata (JSON)</a></p>"
        )
        page = BL.page(title, body, head="".join(f'<link rel="item" href="{u}">' for u in items))
        pages[land] = Response.html(page, headers=[("Link", link)])
        pages[f"{land}/metadata.json"] = text(f'{{"title": "{title}"}}', "application/json")
        pages[f"/proposals/{inv[:4]}-P17"] = BL.page("Proposal", "<h1>Proposal</h1>")
        ids.add(f"/10.71093/BLF-{inv}", Response.redirect(BL.url(land), 302))
        for u in items:
            files.add(u.split(BL_FILES, 1)[1], binary(u, 400))
    pages["/instruments/bm23"] = BL.page("BM23", "<h1>BM23</h1>")
    return [*BL.sites(pages), ids, files]


def _bl_cases() -> list[Case]:
    out = []
    for n, (inv, _t, fl) in enumerate(BL_INV, 1):
        land = BL.url(f"/investigations/{inv}")
        # The landing page declares its boundary (cite-as, describedby, item) in Link
        # headers -> Signposting (author, license, type and the proposal collection are
        # not members); the entry is the DOI, which redirects to the landing.
        out.append(
            case(
                f"beamline-investigation-{n}",
                "synchrotron facility data portal ("
                + ("one scan" if n == 1 else "five files incl. calibration")
                + ")",
                "multi-hop",
                "signposting",
                f"http://{BL_ID}/10.71093/BLF-{inv}",
                [land, f"{land}/metadata.json", *[f"http://{BL_FILES}/inv/{inv}/{f}" for f in fl]],
                bl_sites,
                others=[BL.url(f"/proposals/{inv[:4]}-P17")],
                landing=land,
            )
        )
    return out


CASES: list[Case] = [
    *_depot_cases(),
    *_lab_cases(),
    *_nv_cases(),
    *_id_cases(
        "materials-db",
        "materials property database",
        ("summary and band structure", "calculations with pagination, task outputs"),
        MAT,
        MAT_RECORDS,
        "/materials/{}/",
        mat_sites,
    ),
    *_id_cases(
        "spectral-db",
        "spectral compound database",
        ("one spectrum, one structure", "four spectra, four structure formats"),
        SPX,
        SPX_RECORDS,
        "/compound/{}",
        spx_sites,
    ),
    *_bl_cases(),
]
