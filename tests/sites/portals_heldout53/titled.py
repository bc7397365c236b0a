"""Portals whose artifacts are held together by their title string: a lab report server's
HTML editions (every part repeats the bare report title), a materials data repository with
"Data from:" packages whose data files do not, a lab project hub that prefixes every title
with its name, and an observatory Dataverse that suffixes it."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Skin, blob, cdn_site, ecsv, li, opaque, ris, text

# --- Lab report server, HTML editions (title tag is the bare report title) ---------------

LR = Skin(
    host="editions.fluxline-nuclear.hx53.example",
    name="Fluxline Laboratory Reports",
    menu=[
        ("/browse/division", "By division"),
        ("/browse/year", "By year"),
        ("/series", "Report series"),
        ("/help/ordering", "Ordering"),
    ],
    footer=[
        ("/about", "About"),
        ("/export-control", "Export control"),
        ("/privacy", "Privacy"),
        ("/webmaster", "Webmaster"),
    ],
    title_fmt="{title}",
    banner=False,
    analytics="http://web-analytics.labsites.test/tracker.js",
    login=("/staff/login", "Staff login"),
    tagline="Unclassified reports of the Fluxline Laboratory",
)

LR_REPORTS = {
    "LR-2021-044": dict(
        title="Thermal-hydraulic qualification of the XR-4 sodium loop heat exchanger",
        sections=["Introduction", "Test facility", "Results"],
        toc_pages=1,
        errata=False,
        appendix=False,
        division="Reactor Engineering",
        others=["LR-2020-131"],
    ),
    "LR-2023-117": dict(
        title="Irradiation creep of SiC-SiC cladding tubes at 600 C: final report",
        sections=[
            "Introduction",
            "Materials",
            "Irradiation rig",
            "Dosimetry",
            "Creep measurements",
            "Microscopy",
            "Discussion",
            "Conclusions",
        ],
        toc_pages=2,
        errata=True,
        appendix=True,
        division="Materials Science",
        others=["LR-2022-009", "LR-2023-061"],
    ),
}


# The server's internal document keys: part URLs carry these, not the report number, so
# only the report's title ties its parts together.
LR_KEYS = {"LR-2021-044": "8841", "LR-2023-117": "9127"}


def _sec(rid: str, i: int) -> str:
    return f"/view?doc={LR_KEYS[rid]}&sec={i}"


def _meta(rid: str) -> str:
    return f"/oai?verb=GetRecord&identifier=oai:fluxline:{LR_KEYS[rid]}"


def _abstract(rid: str) -> str:
    return f"/abstract/{LR_KEYS[rid]}.txt"


def _erratum(rid: str) -> str:
    return f"/notice/{LR_KEYS[rid]}-e1"


def _appendix(rid: str) -> str:
    return f"/att/{LR_KEYS[rid]}/appendix-d.csv"


def _lr_paths(rid: str) -> list[str]:
    r = LR_REPORTS[rid]
    out = [f"/r/{rid}", _meta(rid), _abstract(rid)]
    out += [f"/r/{rid}?toc={n}" for n in range(2, r["toc_pages"] + 1)]
    out += [_sec(rid, i) for i in range(1, len(r["sections"]) + 1)]
    if r["errata"]:
        out.append(_erratum(rid))
    if r["appendix"]:
        out.append(_appendix(rid))
    return out


def lr_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for rid, r in LR_REPORTS.items():
        t, secs = r["title"], r["sections"]
        per = (len(secs) + r["toc_pages"] - 1) // r["toc_pages"]
        for n in range(1, r["toc_pages"] + 1):
            toc = li(
                [(_sec(rid, i), f"{i}. {s}") for i, s in enumerate(secs, 1)][
                    (n - 1) * per : n * per
                ],
                "toc",
            )
            pager = "".join(
                f' <a href="/r/{rid}' + (f"?toc={k}" if k > 1 else "") + f'">Contents page {k}</a>'
                for k in range(1, r["toc_pages"] + 1)
            )
            extra = ""
            if r["errata"]:
                extra += f'<p class="notice"><a href="{_erratum(rid)}">Erratum issued</a></p>'
            if r["appendix"]:
                extra += f'<p><a href="{_appendix(rid)}">Appendix D data</a></p>'
            main = (
                f'<p class="repno">{rid}</p><h1>{escape(t)}</h1><p>Division: <a href="/browse/'
                f'division?d={r["division"].replace(" ", "+")}">{r["division"]}</a></p>'
                f"<h2>Contents</h2>{toc}<nav>{pager if r['toc_pages'] > 1 else ''}</nav>{extra}"
                f'<p>Formats: <a href="{escape(_meta(rid))}">MARCXML</a> · '
                f'<a href="{_abstract(rid)}">Abstract (text)</a></p>'
            )
            aside = "<h3>Other reports of the division</h3>" + li(
                [(f"/r/{o}", o) for o in r["others"]]
            )
            key = f"/r/{rid}" + (f"?toc={n}" if n > 1 else "")
            pages[key] = LR.page(t, main, aside=aside)
        for i, s in enumerate(secs, 1):
            nav = f'<a href="/r/{rid}">Contents</a>' + (
                f' <a href="{escape(_sec(rid, i + 1))}">Next</a>' if i < len(secs) else ""
            )
            pages[_sec(rid, i)] = LR.page(
                f"{t} – {i}. {s}",
                f'<p class="running-head">{escape(t)}</p><h1>{i}. {s}</h1>'
                f"<p>...</p><nav>{nav}</nav>",
                raw_title=True,
            )
        pages[_meta(rid)] = text(
            f'<record><datafield tag="245"><subfield code="a">{escape(t)}</subfield>'
            f'</datafield><datafield tag="088"><subfield code="a">{rid}</subfield></datafield>'
            "</record>\n",
            "application/marcxml+xml",
        )
        pages[_abstract(rid)] = text(f"{t}\n{rid}\n\nAbstract. We report ...\n")
        if r["errata"]:
            pages[_erratum(rid)] = LR.page(
                f"Erratum: {t}",
                f"<h1>Erratum</h1><p>In {rid}, <cite>{escape(t)}</cite>, "
                "Table 4 lists creep strain in percent, not per mille.</p>"
                f'<a href="/r/{rid}">Back to the report</a>',
                raw_title=True,
            )
        if r["appendix"]:
            pages[_appendix(rid)] = ecsv([f"{t}: Appendix D"], ["dpa", "strain"], 15)
        for o in r["others"]:
            pages[f"/r/{o}"] = LR.page(
                f"Report {o} of the {r['division']} division",
                f"<h1>Report {o}</h1><p>Summary only.</p>",
            )
    return [LR.site(pages)]


# --- Materials data repository ("Data from:" packages) -------------------------------------

MD = Skin(
    host="datashelf.alloyrepo.hx53.example",
    name="AlloyRepo",
    menu=[
        ("/discover", "Explore data"),
        ("/submit", "Submit data"),
        ("/pages/faq", "FAQ"),
        ("/pages/about", "About"),
    ],
    footer=[
        ("/pages/policies", "Policies"),
        ("/pages/fees", "Fees"),
        ("/pages/privacy", "Privacy"),
        ("/feedback", "Feedback"),
    ],
    title_fmt="{title}",
    home_title="AlloyRepo Digital Repository",
    analytics="http://ga.trackingpix.test/analytics.js",
    tagline="Curated data underlying materials science publications",
)

MD_PKGS = {
    "am.7q41": dict(
        article="Grain-boundary segregation of Mn in ferritic steels observed by atom probe",
        files=[("apt_reconstructions.zip", ["apt_reconstructions.zip", "reconstruction_log.txt"])],
        journal="http://journals.test/actamat/2025/118204",
    ),
    "am.9k05": dict(
        article="High-throughput nanoindentation maps of CoCrFeNi high-entropy alloy welds",
        files=[
            ("hardness_maps.csv", ["hardness_maps.csv", "hardness_maps.csv.md5"]),
            ("modulus_maps.csv", ["modulus_maps.csv"]),
            ("ebsd_orientation.ang", ["ebsd_orientation.ang"]),
            ("weld_parameters.xlsx", ["weld_parameters.xlsx"]),
            ("README.txt", ["README.txt"]),
        ],
        journal="http://journals.test/mse-a/2026/145002",
    ),
}


def _bitstream(h: str, n: int, name: str) -> str:
    """Data files sit under the repository's own handle numbers, not the package DOI."""
    handle = 40000 + int(opaque(h, str(n)), 16) % 9999
    return f"/bitstream/handle/10255/dryad.{handle}/{name}?sequence=1"


def _md_title(h: str) -> str:
    return f"Data from: {MD_PKGS[h]['article']}"


def _md_members(h: str) -> set[str]:
    d = MD_PKGS[h]
    out = {
        f"/resource/doi:10.5072/{h}",
        f"/resource/doi:10.5072/{h}?show=full",
        f"/resource/doi:10.5072/{h}/cite.ris",
    }
    for n, (_label, bits) in enumerate(d["files"], 1):
        out.add(f"/resource/doi:10.5072/{h}/{n}")
        out |= {_bitstream(h, n, b) for b in bits}
    return {MD.url(x) for x in out}


def md_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for h, d in MD_PKGS.items():
        title = _md_title(h)
        base = f"/resource/doi:10.5072/{h}"
        files = "".join(
            f'<div class="file"><a href="{base}/{n}">{escape(label)}</a> '
            f'<a class="dl" href="{_bitstream(h, n, bits[0])}">'
            "Download</a></div>"
            for n, (label, bits) in enumerate(d["files"], 1)
        )
        pkg = (
            f'<div class="citation-box"><h1>{escape(title)}</h1><p>Please cite both the '
            f'article (<a href="{d["journal"]}">journal</a>) and this data package.</p></div>'
            f"<h2>Files in this package</h2>{files}"
            f'<p><a href="{base}?show=full">Show full metadata</a> · '
            f'<a href="{base}/cite.ris">Export citation (RIS)</a></p>'
            '<p>Keywords: <a href="/discover?query=atom+probe">microstructure</a></p>'
        )
        pages[base] = MD.page(title, pkg)
        pages[f"{base}?show=full"] = MD.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}"
            f'</td></tr><tr><td>dc.type</td><td>Dataset</td></tr></table><a href="{base}">'
            "Show simple item record</a>",
        )
        pages[f"{base}/cite.ris"] = ris(title, "Okonjo, A. and Varga, L.", 2026, MD.url(base))
        for n, (label, bits) in enumerate(d["files"], 1):
            links = li([(_bitstream(h, n, b), b) for b in bits])
            pages[f"{base}/{n}"] = MD.page(
                f"{label}: {title}",
                f"<h1>{escape(label)}</h1><p>Part of the data package "
                f'<a href="{base}">{escape(title)}</a></p><h2>Files</h2>{links}',
                raw_title=True,
            )
            for b in bits:
                pages[_bitstream(h, n, b)] = (
                    ecsv(["x_um,y_um,H_GPa"], ["x", "y", "H"], 25, n)
                    if b.endswith(".csv")
                    else text("9f2c41e0  hardness_maps.csv\n")
                    if b.endswith(".md5")
                    else text("# orientation data\n")
                    if b.endswith((".ang", ".txt"))
                    else blob(b"PK\x05\x06" + bytes(18), "application/zip")
                )
    return [MD.site(pages)]


# --- Lab project hub (every title prefixed "Labyard | ") -----------------------------------

LY = Skin(
    host="hub.labyard.hx53.example",
    name="Labyard",
    menu=[
        ("/dashboard/", "My projects"),
        ("/search/", "Search"),
        ("/support/", "Support"),
        ("/donate/", "Donate"),
    ],
    footer=[
        ("/terms/", "Terms of use"),
        ("/privacy/", "Privacy policy"),
        ("/status/", "Status"),
        ("/api/v2/", "API"),
    ],
    title_fmt="{name} | {title}",
    home_title="Labyard | Home",
    cdn="http://static.labyard-cdn.hx53.example",
    login=("/login/?next=/", "Sign in"),
    search="/search/",
    tagline="Plan, run and share your experiments",
)

LY_PROJECTS = {
    "k4w9t": dict(
        title="Vibration isolation benchmark for a 4 K optical table",
        files={"q2m7c": "accelerometer_runs.csv", "r8d3v": "table_modes.txt"},
        components={},
        wiki=True,
        file_pages=1,
    ),
    "p6z2n": dict(
        title="Strain-gauge fatigue campaign on a composite wing spar",
        files={
            "b1x5f": "campaign_plan.txt",
            "c9k0s": "gauge_layout.txt",
            "d2m8w": "load_spectrum.csv",
            "e7j4q": "cycles_block1.csv",
            "f3n6y": "cycles_block2.csv",
        },
        components={"t5h1r": ("Spar coupon tests", {"g4v7p": "coupon_results.csv"})},
        wiki=True,
        file_pages=2,
    ),
}


def _ly_members(pid: str) -> set[str]:
    d = LY_PROJECTS[pid]
    out = {f"/{pid}/", f"/{pid}/files/"}
    out |= {f"/{pid}/files/?page={n}" for n in range(2, d["file_pages"] + 1)}
    if d["wiki"]:
        out.add(f"/{pid}/wiki/")
    every = dict(d["files"])
    for cid, (_t, cf) in d["components"].items():
        out |= {f"/{cid}/", f"/{cid}/files/"}
        every.update(cf)
    for fid in every:
        out |= {f"/{fid}/", f"/download/{fid}/"}
    return {LY.url(x) for x in out}


def ly_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}

    def add_files(owner: str, title: str, files: dict[str, str], npages: int) -> None:
        items = list(files.items())
        per = (len(items) + npages - 1) // npages
        for n in range(1, npages + 1):
            pager = (
                "".join(
                    f' <a href="/{owner}/files/' + (f"?page={k}" if k > 1 else "") + f'">{k}</a>'
                    for k in range(1, npages + 1)
                )
                if npages > 1
                else ""
            )
            pages[f"/{owner}/files/" + (f"?page={n}" if n > 1 else "")] = LY.page(
                f"{title} · Files",
                f'<h2 class="project-title">{escape(title)}</h2>'
                "<h3>Lab storage</h3>"
                + li([(f"/{f}/", name) for f, name in items[(n - 1) * per : n * per]])
                + pager,
            )
        for fid, name in files.items():
            pages[f"/{fid}/"] = LY.page(
                name,
                f'<h1>{escape(name)}</h1><p>In project <a href="/{owner}/">'
                f'{escape(title)}</a></p><a class="btn" href="/download/{fid}/">Download</a>'
                f'<a href="/{owner}/files/">All files</a>',
            )
            pages[f"/download/{fid}/"] = (
                ecsv([f"{title} / {name}"], ["cycle", "microstrain"], 12)
                if name.endswith(".csv")
                else text(f"{title}\n{name}\n\nNotes ...\n")
            )

    for pid, d in LY_PROJECTS.items():
        t = d["title"]
        comps = li([(f"/{c}/", ct) for c, (ct, _f) in d["components"].items()])
        wiki = f'<a href="/{pid}/wiki/">Wiki</a>' if d["wiki"] else ""
        pages[f"/{pid}/"] = LY.page(
            t,
            (
                f'<h2 class="project-title">{escape(t)}</h2><p>Contributors: '
                f'<a href="/profile/u{len(t)}/">M. Ivanova</a></p><nav><a href="/{pid}/files/">'
                f"Files</a> {wiki}</nav><h3>Components</h3>{comps}"
                '<p>License: <a href="/licenses/cc-by-4/">CC-BY 4.0</a></p>'
            ),
        )
        if d["wiki"]:
            pages[f"/{pid}/wiki/"] = LY.page(
                f"{t} · Wiki", f'<h2>{escape(t)}</h2><p>Protocol.</p><a href="/{pid}/">Overview</a>'
            )
        add_files(pid, t, d["files"], d["file_pages"])
        for cid, (ct, cf) in d["components"].items():
            pages[f"/{cid}/"] = LY.page(
                ct,
                (
                    f'<h2>{escape(ct)}</h2><p>Component of <a href="/{pid}/">{escape(t)}</a></p>'
                    f'<a href="/{cid}/files/">Files</a>'
                ),
            )
            add_files(cid, t, cf, 1)
    return [LY.site(pages), cdn_site("static.labyard-cdn.hx53.example", ["labyard"])]


# --- Observatory Dataverse (titles end " - <Collection> Dataverse") -----------------------

DV = Skin(
    host="dataverse.polarsky-obs.hx53.example",
    name="PolarSky Dataverse",
    menu=[
        ("/dataverse/root", "Browse"),
        ("/guides/user", "User guide"),
        ("/dataverse/root?q=&types=datasets", "Datasets"),
    ],
    footer=[
        ("/guides/terms", "Terms"),
        ("/guides/privacy", "Privacy"),
        ("/guides/api", "API guide"),
    ],
    title_fmt="{title} - {name}",
    home_title="Root - PolarSky Dataverse",
    login=("/loginpage.xhtml", "Log In"),
    search="/dataverse/root",
    tagline="Data from the PolarSky high-latitude observatory",
)

DV_SETS = {
    "FK2/AUR7QX": dict(
        title="All-sky auroral imager keograms, winter 2024-25",
        files={"8841": "keogram_557nm_2024-12.tab", "8842": "station_metadata.txt"},
    ),
    "FK2/MAG2RB": dict(
        title="Fluxgate magnetometer one-second data with revised baselines",
        files={
            "9910": "mag_1s_2025Q1.tab",
            "9911": "mag_1s_2025Q2.tab",
            "9912": "baseline_revision_notes.txt",
            "9913": "calibration_matrix.txt",
            "9914": "erratum_2025-09.txt",
        },
    ),
}


def _dv_members(pid: str) -> set[str]:
    d = DV_SETS[pid]
    out = {
        f"/dataset.xhtml?persistentId=doi:10.5072/{pid}",
        f"/dataset.xhtml?persistentId=doi:10.5072/{pid}&tab=versions",
        f"/api/datasets/export?exporter=ddi&persistentId=doi:10.5072/{pid}",
    }
    for fid in d["files"]:
        out |= {f"/file.xhtml?fileId={fid}", f"/api/access/datafile/{fid}"}
    return {DV.url(x) for x in out}


def dv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for pid, d in DV_SETS.items():
        t = d["title"]
        ds = f"/dataset.xhtml?persistentId=doi:10.5072/{pid}"
        rows = "".join(
            f'<tr><td><a href="/file.xhtml?fileId={fid}">{n}</a></td><td>'
            f'<a href="/api/access/datafile/{fid}">Access file</a></td></tr>'
            for fid, n in d["files"].items()
        )
        tabs = (
            f'<a href="{ds}">Files</a> <a href="{ds}&amp;tab=versions">Versions</a> '
            f'<a href="/api/datasets/export?exporter=ddi&amp;persistentId=doi:10.5072/{pid}">'
            "Export metadata (DDI)</a>"
        )
        pages[ds] = DV.page(
            t,
            (
                f'<div id="breadcrumb"><a href="/dataverse/root">PolarSky Dataverse</a> &gt; '
                f'<a href="/dataverse/aurora">Aurora and geomagnetism</a></div>'
                f'<h1 id="title">{escape(t)}</h1><p>doi:10.5072/{pid}</p><nav>{tabs}</nav>'
                f"<table>{rows}</table>"
            ),
        )
        pages[f"{ds}&tab=versions"] = DV.page(
            t,
            (
                f"<h1>{escape(t)}</h1><table><tr><td>1.0</td><td>Initial release</td></tr></table>"
                f'<a href="{ds}">Back</a>'
            ),
        )
        pages[f"/api/datasets/export?exporter=ddi&persistentId=doi:10.5072/{pid}"] = text(
            f"<codeBook><stdyDscr><titl>{escape(t)}</titl></stdyDscr></codeBook>\n",
            "application/xml",
        )
        for fid, n in d["files"].items():
            pages[f"/file.xhtml?fileId={fid}"] = DV.page(
                n,
                (
                    f'<h1>{escape(n)}</h1><p>This file is part of <a href="{ds}">{escape(t)}</a>'
                    f'</p><a href="/api/access/datafile/{fid}">Download</a>'
                ),
            )
            pages[f"/api/access/datafile/{fid}"] = text(
                f"# {t}\n# {n}\ntime\tvalue\n0\t1.0\n", "text/tab-separated-values"
            )
    pages["/dataverse/aurora"] = DV.page(
        "Aurora and geomagnetism",
        "<h1>Aurora and geomagnetism</h1><p>2 datasets. "
        '<a href="/dataverse/root?q=&amp;types=datasets">Search them</a></p>',
    )
    return [DV.site(pages)]


CASES = [
    # Every part of a report (contents, sections, MARCXML, text abstract, errata, appendix)
    # carries the bare report title, which is the whole <title> of the entry: the seed's
    # Significant String from Title finds them all, and nothing else carries it.
    Case(
        "fluxline-sodium-loop",
        "lab report server HTML editions (three-section report)",
        "multi_hop",
        "sig_title",
        LR.url("/r/LR-2021-044"),
        frozenset(LR.url(x) for x in _lr_paths("LR-2021-044")),
        lr_sites,
        others=frozenset({LR.url("/r/LR-2020-131")}),
    ),
    Case(
        "fluxline-sic-creep",
        "lab report server HTML editions (eight sections over two "
        "contents pages, erratum, data appendix)",
        "multi_hop",
        "sig_title",
        LR.url("/r/LR-2023-117"),
        frozenset(LR.url(x) for x in _lr_paths("LR-2023-117")),
        lr_sites,
        others=frozenset(LR.url(f"/r/{o}") for o in ("LR-2022-009", "LR-2023-061")),
    ),
    # "Data from:" package pages all carry the title but the data files do not, the seed's
    # Dryad row -> Significant String from Title+ with Ignored URIs (one hop out from the
    # matching pages, chrome ignored; the journal article is someone else's).
    Case(
        "alloyrepo-atom-probe",
        "materials data repository (package with one data file)",
        "multi_hop",
        "sig_title_plus_ignored",
        MD.url("/resource/doi:10.5072/am.7q41"),
        frozenset(_md_members("am.7q41")),
        md_sites,
    ),
    Case(
        "alloyrepo-hea-nanoindent",
        "materials data repository (package with five data files and a checksum)",
        "multi_hop",
        "sig_title_plus_ignored",
        MD.url("/resource/doi:10.5072/am.9k05"),
        frozenset(_md_members("am.9k05")),
        md_sites,
    ),
    # Project hub titles read "Labyard | <project>"; the prefix (shared with the homepage's
    # "Labyard | Home") is not in the content, the seed's OSF row -> Significant String
    # from Filtered Title.  File pages, downloads and components name the project.
    Case(
        "labyard-vibration-table",
        "lab project hub (project with two files and a wiki)",
        "multi_hop",
        "sig_filtered_title",
        LY.url("/k4w9t/"),
        frozenset(_ly_members("k4w9t")),
        ly_sites,
    ),
    Case(
        "labyard-wing-spar",
        "lab project hub (project with paginated files and a component)",
        "multi_hop",
        "sig_filtered_title",
        LY.url("/p6z2n/"),
        frozenset(_ly_members("p6z2n")),
        ly_sites,
    ),
    # Dataverse: titles end " - PolarSky Dataverse" (the homepage's whole title), filtered
    # from the end as the seed's Dataverse row says -> Significant String from Filtered Title.
    Case(
        "polarsky-keograms",
        "observatory Dataverse (dataset with two files)",
        "multi_hop",
        "sig_filtered_title",
        DV.url("/dataset.xhtml?persistentId=doi:10.5072/FK2/AUR7QX"),
        frozenset(_dv_members("FK2/AUR7QX")),
        dv_sites,
    ),
    Case(
        "polarsky-magnetometer",
        "observatory Dataverse (dataset with five files incl. erratum)",
        "multi_hop",
        "sig_filtered_title",
        DV.url("/dataset.xhtml?persistentId=doi:10.5072/FK2/MAG2RB"),
        frozenset(_dv_members("FK2/MAG2RB")),
        dv_sites,
    ),
]
