"""Single-hop deposit portals with heavy chrome (a calibration-file deposit repository, a
physics preprint server, an agency technical-report server) and a national-lab data
repository that declares its records' boundary with Signposting Link headers."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Skin, bibtex, blob, cdn_site, ecsv, li, opaque, pdf, ris, text

# --- Calibration-file deposit repository (Zenodo-like, but its own markup) ----------------

CAL = Skin(
    host="deposit.calibrant.hx53.example",
    name="Calibrant",
    menu=[
        ("/communities", "Communities"),
        ("/search?type=dataset", "Datasets"),
        ("/deposit/new", "Upload"),
        ("/help/faq", "FAQ"),
    ],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/status", "Status"),
        ("/api/docs", "Developers"),
    ],
    title_fmt="{title} | {name}",
    analytics="http://matomo.sitestats.test/m.js",
    tagline="Open calibration products for instruments",
)

CAL_RECORDS = {
    "88812": dict(
        title="SPX-2 camera flat fields and bad-pixel maps, observing cycle 14",
        authors="Lindqvist, E. and Achebe, N.",
        files=["flat_g.fits", "flat_r.fits", "badpix_c14.fits", "README.md"],
        versions=[],
        related=["77410"],
    ),
    "91022": dict(
        title="Thermocouple calibration coefficients for the HX-7 furnace array (v3, with erratum)",
        authors="Moreau, C. and Basu, P. and Kowalczyk, J.",
        files=[
            "coeffs_typeK.csv",
            "coeffs_typeS.csv",
            "coeffs_typeB.csv",
            "fit_report.pdf",
            "raw_reference_runs.zip",
            "erratum_2026-01.txt",
            "procedure.pdf",
            "README.md",
        ],
        versions=["90307", "89551"],
        related=["77410", "85002"],
    ),
}


def _bucket(rid: str) -> str:
    """A record's file bucket: an opaque UUID of the storage layer, not the record id."""
    h = opaque("bucket", rid) + opaque(rid, "files") + opaque("cal", rid) + opaque(rid)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def _cal_record(rid: str) -> str:
    r = CAL_RECORDS[rid]
    files = "".join(
        f'<tr><td><a href="/records/{rid}/preview/{f}">{f}</a></td><td>{len(f) * 41} kB</td>'
        f'<td><a class="btn" href="/api/files/{_bucket(rid)}/{f}?download=1">Download</a></td></tr>'
        for f in r["files"]
    )
    exports = " ".join(
        f'<a href="/records/{rid}/export/{x}">{n}</a>'
        for x, n in (("bibtex", "BibTeX"), ("datacite", "DataCite XML"), ("json", "JSON"))
    )
    versions = li([(f"/records/{v}", f"Version {i}") for i, v in enumerate(r["versions"], 1)])
    related = li([(f"/records/{o}", f"Related record {o}") for o in r["related"]])
    main = (
        f'<div class="record-header"><span class="badge">Dataset</span> <span>Open</span>'
        f'<h1>{escape(r["title"])}</h1><p class="creators">{escape(r["authors"])}</p>'
        f'<p>Cite as: <a href="http://doi.test/10.5072/calibrant.{rid}">10.5072/calibrant.{rid}'
        f"</a></p></div><section><h2>Description</h2><p>Calibration products derived from "
        f"dome and reference-source exposures.</p></section>"
        f'<section id="files"><h2>Files</h2><table>{files}</table>'
        f'<a href="/records/{rid}/files-archive">Download all</a></section>'
        f"<section><h2>Export</h2>{exports}</section>"
        f'<section><a href="/communities/instrument-calibration">Community: Instrument '
        f"calibration</a></section>"
    )
    aside = f"<h3>Versions</h3>{versions}<h3>Related works</h3>{related}" + (
        '<h3>Share</h3><a href="http://social.example-share.test/?u='
        f'{CAL.url("/records/" + rid)}">Share</a>'
    )
    return CAL.page(r["title"], main, aside=aside)


def _cal_members(rid: str) -> set[str]:
    files = CAL_RECORDS[rid]["files"]
    return (
        {CAL.url(f"/records/{rid}"), CAL.url(f"/records/{rid}/files-archive")}
        | {CAL.url(f"/records/{rid}/preview/{f}") for f in files}
        | {CAL.url(f"/api/files/{_bucket(rid)}/{f}?download=1") for f in files}
        | {CAL.url(f"/records/{rid}/export/{x}") for x in ("bibtex", "datacite", "json")}
    )


def cal_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for rid, r in CAL_RECORDS.items():
        title, authors = r["title"], r["authors"]
        pages[f"/records/{rid}"] = _cal_record(rid)
        pages[f"/records/{rid}/files-archive"] = blob(b"PK\x05\x06" + bytes(18), "application/zip")
        for f in r["files"]:
            pages[f"/records/{rid}/preview/{f}"] = CAL.page(
                f"{f} preview",
                f'<h1>{f}</h1><iframe src="/static/viewer.html"></iframe>'
                f'<a href="/records/{rid}">Back to record</a>',
            )
            body: Response
            if f.endswith(".pdf"):
                body = blob(pdf(f, [title]), "application/pdf")
            elif f.endswith(".csv"):
                body = ecsv([f], ["T_C", "mV"], 12)
            elif f.endswith((".md", ".txt")):
                body = text(f"{f}\n\nSee the record for details.\n")
            else:
                body = blob(b"SIMPLE  =                    T" + bytes(50))
            pages[f"/api/files/{_bucket(rid)}/{f}?download=1"] = body
        pages[f"/records/{rid}/export/bibtex"] = bibtex(
            f"cal{rid}", title, authors, 2026, CAL.url(f"/records/{rid}")
        )
        pages[f"/records/{rid}/export/datacite"] = text(
            f"<resource><titles><title>{escape(title)}</title></titles></resource>\n",
            "application/xml",
        )
        pages[f"/records/{rid}/export/json"] = text(f'{{"id": {rid}}}\n', "application/json")
        for o in r["versions"] + r["related"]:
            pages.setdefault(
                f"/records/{o}",
                CAL.page(
                    f"Calibration record {o}",
                    f"<h1>Calibration record {o}</h1><p>Earlier "
                    'calibration product.</p><a href="/communities/instrument-calibration">'
                    "Instrument calibration</a>",
                ),
            )
    pages["/static/viewer.html"] = "<html><head><title>viewer</title></head><body></body></html>"
    return [CAL.site(pages)]


# --- Physics preprint server ----------------------------------------------------------------

PRE = Skin(
    host="www.quantaprint.hx53.example",
    name="quantaPrint",
    menu=[
        ("/subjects", "Subject areas"),
        ("/submit", "Submit a manuscript"),
        ("/alerts", "Alerts"),
        ("/about/faq", "FAQ"),
    ],
    footer=[
        ("/about", "About"),
        ("/about/funding", "Funding"),
        ("/content/policy", "Policies"),
        ("/privacy", "Privacy"),
        ("/feeds", "RSS"),
    ],
    title_fmt="{title} | {name}",
    home_title="quantaPrint: the preprint server for physics",
    cdn="http://assets.quantaprint-cdn.hx53.example",
    login=("/user/login?destination=/", "Log in"),
    analytics="http://tag.adsmeasure.test/gtag.js",
    tagline="Preprints in physics and applied physics",
)

PREPRINTS = {
    "2026.02.0871": dict(
        v=1,
        title="Anomalous thermal Hall signal in a kagome antiferromagnet",
        authors="Ferreira, T. and Nakamura, Y.",
        supp=["S1_data.csv"],
        older=[],
    ),
    "2026.03.1142": dict(
        v=3,
        title="Laser-driven shock compression of boron carbide to 220 GPa",
        authors="Ogunleye, B. and Hart, S. and Wei, Z. and Castillo, M.",
        supp=["S1_VISAR_traces.csv", "S2_hugoniot_table.csv", "S3_methods.pdf", "S4_movie.mp4"],
        older=[1, 2],
    ),
}


def _node(pid: str) -> int:
    """The CMS node number the citation exporter keys on (not the preprint's DOI)."""
    return 480000 + int(opaque("node", pid), 16) % 99999


def _pre_page(pid: str) -> str:
    p = PREPRINTS[pid]
    v = p["v"]
    supp = li([(f"/suppl/{opaque(pid, s)}/{s}", s) for s in p["supp"]], "supplementary")
    hist = li([(f"/preprint/{pid}v{o}", f"Version {o}") for o in p["older"]])
    tabs = " ".join(
        f'<a class="tab" href="{h}">{t}</a>'
        for h, t in (
            (f"/preprint/{pid}v{v}", "Abstract"),
            (f"/preprint/{pid}v{v}.full-text", "Full text"),
            (f"/pdf/{pid}v{v}.pdf", "Download PDF"),
        )
    )
    cite = " ".join(
        f'<a href="/export/citation?node={_node(pid)}&amp;fmt={f}">{f.upper()}</a>'
        for f in ("bibtex", "ris")
    )
    main = (
        f'<div class="preprint-banner">This article is a preprint and has not been '
        f'certified by peer review. <a href="/about/what-is-a-preprint">What does this mean?'
        f"</a></div><h1>{escape(p['title'])}</h1><p>{escape(p['authors'])}</p>"
        f"<p>doi: 10.5072/{pid} · Posted March 2026 · version {v}</p><nav>{tabs}</nav>"
        f"<h2>Abstract</h2><p>We report measurements and analysis...</p>"
        f"<h2>Supplementary material</h2>{supp}<p>Download citation: {cite}</p>"
        f'<p><a href="/subjects/condensed-matter">Condensed matter</a></p>'
    )
    aside = f"<h3>Preview history</h3>{hist}" if p["older"] else "<h3>Preview history</h3>"
    aside += "<h3>Recent in this subject</h3>" + li([("/preprint/2026.01.0033v1", "Recent")])
    return PRE.page(p["title"], main, aside=aside)


def _pre_members(pid: str) -> set[str]:
    p = PREPRINTS[pid]
    v = p["v"]
    return (
        {
            PRE.url(f"/preprint/{pid}v{v}"),
            PRE.url(f"/preprint/{pid}v{v}.full-text"),
            PRE.url(f"/pdf/{pid}v{v}.pdf"),
        }
        | {PRE.url(f"/suppl/{opaque(pid, s)}/{s}") for s in p["supp"]}
        | {PRE.url(f"/export/citation?node={_node(pid)}&fmt={f}") for f in ("bibtex", "ris")}
    )


def pre_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for pid, p in PREPRINTS.items():
        v, title = p["v"], p["title"]
        pages[f"/preprint/{pid}v{v}"] = _pre_page(pid)
        pages[f"/preprint/{pid}v{v}.full-text"] = PRE.page(
            title + " (full text)",
            f"<h1>{escape(title)}</h1><p>1. Introduction ...</p>"
            f'<a href="/preprint/{pid}v{v}">Abstract</a>',
        )
        pages[f"/pdf/{pid}v{v}.pdf"] = blob(pdf(title, [p["authors"]]), "application/pdf")
        for s in p["supp"]:
            pages[f"/suppl/{opaque(pid, s)}/{s}"] = (
                ecsv([s], ["t_ns", "u_kms"], 20)
                if s.endswith(".csv")
                else blob(pdf(s, [title]), "application/pdf")
                if s.endswith(".pdf")
                else blob(b"\x00\x00\x00\x18ftypmp42" + bytes(40), "video/mp4")
            )
        pages[f"/export/citation?node={_node(pid)}&fmt=bibtex"] = bibtex(
            f"qp{pid}", title, p["authors"], 2026, PRE.url(f"/preprint/{pid}v{v}"), "article"
        )
        pages[f"/export/citation?node={_node(pid)}&fmt=ris"] = ris(
            title, p["authors"], 2026, PRE.url(f"/preprint/{pid}v{v}"), "JOUR"
        )
        for o in p["older"]:
            pages[f"/preprint/{pid}v{o}"] = PRE.page(
                f"{title} (version {o})",
                f"<h1>{escape(title)}</h1><p>Version {o}. A newer "
                f'version is available: <a href="/preprint/{pid}v{v}">version {v}</a></p>',
            )
    pages["/preprint/2026.01.0033v1"] = PRE.page(
        "Spin-wave damping in YIG thin films", "<h1>Spin-wave damping in YIG thin films</h1>"
    )
    return [PRE.site(pages), cdn_site("assets.quantaprint-cdn.hx53.example", ["quantaprint"])]


# --- Agency technical-report server (NTRS-like) --------------------------------------------

STI = Skin(
    host="sti.aerospace-agency.hx53.example",
    name="Technical Reports Server",
    menu=[("/search", "Search"), ("/collections", "Collections"), ("/help/citation", "Help")],
    footer=[
        ("/about", "About the server"),
        ("/accessibility", "Accessibility"),
        ("/foia", "FOIA"),
        ("/privacy", "Privacy and security notices"),
        ("/vulnerability-disclosure", "Vulnerability disclosure"),
    ],
    title_fmt="{title} - {name}",
    banner=False,
    analytics="http://dap.federal-analytics.test/Universal.js",
    login=("/account/login", "Log in"),
    tagline="Scientific and technical information",
    not_found_status=200,  # the server answers unknown paths with a 200 "not found" page
)

STI_RECS = {
    "20260004412": dict(
        title="Ablation response of a woven TPS coupon in arc-jet test AJ-112",
        kind="Technical Memorandum",
        downloads=["TM-2026-0412.pdf"],
        related=[],
    ),
    "20250019870": dict(
        title="Cryogenic propellant tank slosh damping: subscale test campaign results",
        kind="Contractor Report",
        downloads=[
            "CR-2025-9870.pdf",
            "CR-2025-9870_errata.pdf",
            "CR-2025-9870_slides.pdf",
            "appendix_C_accelerometer_data.zip",
        ],
        related=["20240008831", "20230015512"],
    ),
}


def _sti_page(rid: str) -> str:
    r = STI_RECS[rid]
    dls = li([(f"/dl/{opaque(rid, d)}/{d}", d) for d in r["downloads"]], "downloads")
    rel = li([(f"/citations/{o}", f"Report {o}") for o in r["related"]])
    main = (
        f'<h1 class="citation-title">{escape(r["title"])}</h1><table class="meta">'
        f"<tr><th>Document ID</th><td>{rid}</td></tr><tr><th>Document type</th><td>"
        f'{r["kind"]}</td></tr><tr><th>Subject category</th><td><a href="/search?subject='
        f'Spacecraft%20Design">Spacecraft design, testing and performance</a></td></tr>'
        f"<tr><th>Distribution</th><td>Public use permitted</td></tr></table>"
        f"<h2>Downloads</h2>{dls}"
        f'<p><a href="/citations/{rid}/export.ris">Export citation (RIS)</a> '
        f'<a href="/citations/{rid}/export.json">Metadata (JSON)</a></p>'
    )
    return STI.page(r["title"], main, aside="<h3>Related records</h3>" + rel)


def _sti_members(rid: str) -> set[str]:
    r = STI_RECS[rid]
    return {
        STI.url(f"/citations/{rid}"),
        STI.url(f"/citations/{rid}/export.ris"),
        STI.url(f"/citations/{rid}/export.json"),
    } | {STI.url(f"/dl/{opaque(rid, d)}/{d}") for d in r["downloads"]}


def sti_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for rid, r in STI_RECS.items():
        pages[f"/citations/{rid}"] = _sti_page(rid)
        pages[f"/citations/{rid}/export.ris"] = ris(
            r["title"], "Staff", 2026, STI.url(f"/citations/{rid}"), "RPRT"
        )
        pages[f"/citations/{rid}/export.json"] = text(f'{{"id": "{rid}"}}\n', "application/json")
        for d in r["downloads"]:
            pages[f"/dl/{opaque(rid, d)}/{d}"] = (
                blob(pdf(d, [r["title"]]), "application/pdf")
                if d.endswith(".pdf")
                else blob(b"PK\x05\x06" + bytes(18), "application/zip")
            )
        for o in r["related"]:
            pages[f"/citations/{o}"] = STI.page(f"Report {o}", f"<h1>Report {o}</h1>")
    return [STI.site(pages)]


# --- National-lab data repository with Signposting ----------------------------------------

ILD = Skin(
    host="data.isotopelab.hx53.example",
    name="Isotope Lab Data Repository",
    menu=[("/datasets", "Browse"), ("/deposit", "Deposit"), ("/guides/fair", "FAIR guide")],
    footer=[
        ("/about", "About"),
        ("/policy/retention", "Retention policy"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_fmt="{name}: {title}",
    analytics="http://stats.labnet-metrics.test/p.js",
    tagline="Research data from the isotope separation facility",
)
PID_HOST = "hdl.isotopelab-pid.hx53.example"
STORE_HOST = "objects.isotopelab-store.hx53.example"

ILD_SETS = {
    "ILD-3321": dict(
        title="Gamma spectra of Sm-153 sources, HPGe detector B",
        files=[
            (f"/objects/{opaque('ILD-3321', 'spectra.h5')}/spectra.h5", "application/x-hdf5"),
            (f"/objects/{opaque('ILD-3321', 'README.txt')}/README.txt", "text/plain"),
        ],
        meta=["datacite.xml", "ro-crate.json"],
        versions=[],
    ),
    "ILD-4107": dict(
        title="Neutron capture cross sections of Gd-157, TOF run series 2025",
        files=[
            (
                f"/objects/{opaque('ILD-4107', 'tof_runs_part1.h5')}/tof_runs_part1.h5",
                "application/x-hdf5",
            ),
            (
                f"/objects/{opaque('ILD-4107', 'tof_runs_part2.h5')}/tof_runs_part2.h5",
                "application/x-hdf5",
            ),
            (
                f"/objects/{opaque('ILD-4107', 'efficiency_calibration.csv')}/efficiency_calibration.csv",
                "text/csv",
            ),
            (
                f"/objects/{opaque('ILD-4107', 'analysis_params.yaml')}/analysis_params.yaml",
                "application/yaml",
            ),
            (f"http://{STORE_HOST}/bucket/ild-4107/raw_listmode.tar", "application/x-tar"),
        ],
        meta=["datacite.xml", "ro-crate.json", "schemaorg.jsonld"],
        versions=["ILD-3990"],
    ),
}


def _abs(u: str) -> str:
    return u if u.startswith("http") else ILD.url(u)


def _ild_landing(did: str) -> Response:
    d = ILD_SETS[did]
    cite = f"http://{PID_HOST}/21.T11999/{did.lower()}"
    links = [f'<{cite}>; rel="cite-as"']
    links += [f'<{_abs(u)}>; rel="item"; type="{t}"' for u, t in d["files"]]
    links += [f'<{ILD.url(f"/datasets/{did}/meta/{m}")}>; rel="describedby"' for m in d["meta"]]
    links += [
        '<http://orcid.test/0000-0002-1825-0097>; rel="author"',
        '<http://licenses.test/by/4.0/>; rel="license"',
        '<http://schema.test/Dataset>; rel="type"',
    ]
    head = "".join(f'<link rel="item" href="{_abs(u)}" type="{t}">' for u, t in d["files"])
    files = li([(u, u.rsplit("/", 1)[1]) for u, _t in d["files"]], "files")
    meta = li([(f"/datasets/{did}/meta/{m}", m) for m in d["meta"]])
    vers = li([(f"/datasets/{v}", f"Earlier version {v}") for v in d["versions"]])
    main = (
        f'<h1>{escape(d["title"])}</h1><p>Persistent identifier: <a href="{cite}">{cite}'
        f"</a></p><h2>Files</h2>{files}<h2>Metadata</h2>{meta}"
        f'<p>Authors: <a href="http://orcid.test/0000-0002-1825-0097">R. Abiodun</a></p>'
        f'<p>Licence: <a href="http://licenses.test/by/4.0/">CC BY 4.0</a></p>'
    )
    html = ILD.page(d["title"], main, head=head, aside="<h3>Versions</h3>" + vers)
    return Response.html(html, headers=[("Link", ", ".join(links))])


def _ild_members(did: str) -> set[str]:
    d = ILD_SETS[did]
    return (
        {ILD.url(f"/datasets/{did}")}
        | {_abs(u) for u, _t in d["files"]}
        | {ILD.url(f"/datasets/{did}/meta/{m}") for m in d["meta"]}
    )


def ild_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pid = Site(PID_HOST)
    pid.add("/", "<html><head><title>PID service</title></head><body>Handle proxy</body></html>")
    store = Site(STORE_HOST)
    store.add("/", "<html><head><title>object store</title></head><body>S3</body></html>")
    for did, d in ILD_SETS.items():
        pages[f"/datasets/{did}"] = _ild_landing(did)
        pid.add(f"/21.T11999/{did.lower()}", Response.redirect(ILD.url(f"/datasets/{did}"), 302))
        for u, t in d["files"]:
            body = (
                text(f"# {did}\n", t)
                if t.startswith("text") or "yaml" in t
                else blob(b"\x89HDF\r\n\x1a\n" + bytes(64), t)
            )
            # Signposting's way back: each item names its landing page as its collection.
            body.headers.append(("Link", f'<{ILD.url(f"/datasets/{did}")}>; rel="collection"'))
            if u.startswith("http"):
                store.add(u.split(STORE_HOST, 1)[1], body)
            else:
                pages[u] = body
        for m in d["meta"]:
            meta = text(
                f"<!-- {did} -->\n" if m.endswith(".xml") else f'{{"@id": "{did}"}}\n',
                "application/xml" if m.endswith(".xml") else "application/ld+json",
            )
            meta.headers.append(("Link", f'<{ILD.url(f"/datasets/{did}")}>; rel="describes"'))
            pages[f"/datasets/{did}/meta/{m}"] = meta
        for v in d["versions"]:
            pages[f"/datasets/{v}"] = ILD.page(f"Dataset {v}", f"<h1>Dataset {v}</h1>")
    return [ILD.site(pages), pid, store]


CASES = [
    # Deposit record: landing, files, previews and bibliographic exports all one hop from
    # the landing page amid heavy chrome: the seed's Zenodo/Figshare Single Hop ->
    # Single Page+ with Ignored URIs.  Other versions and related records are others.
    Case(
        "calibrant-flatfields",
        "calibration deposit repository (camera flat fields)",
        "single_hop",
        "single_page_plus_ignored",
        CAL.url("/records/88812"),
        frozenset(_cal_members("88812")),
        cal_sites,
        others=frozenset({CAL.url("/records/77410")}),
    ),
    Case(
        "calibrant-thermocouple-v3",
        "calibration deposit repository (v3 record with erratum, eight files, older versions)",
        "single_hop",
        "single_page_plus_ignored",
        CAL.url("/records/91022"),
        frozenset(_cal_members("91022")),
        cal_sites,
        others=frozenset(CAL.url(f"/records/{o}") for o in ("90307", "89551", "85002")),
    ),
    # Preprint: abstract, full text, PDF, supplements and citation exports one hop out,
    # the seed's bioRxiv row -> Single Page+ with Ignored URIs.
    Case(
        "quantaprint-thermal-hall",
        "physics preprint server (preprint with one supplement)",
        "single_hop",
        "single_page_plus_ignored",
        PRE.url("/preprint/2026.02.0871v1"),
        frozenset(_pre_members("2026.02.0871")),
        pre_sites,
    ),
    Case(
        "quantaprint-shock-v3",
        "physics preprint server (third version, four supplements)",
        "single_hop",
        "single_page_plus_ignored",
        PRE.url("/preprint/2026.03.1142v3"),
        frozenset(_pre_members("2026.03.1142")),
        pre_sites,
        others=frozenset(PRE.url(f"/preprint/2026.03.1142v{o}") for o in (1, 2)),
    ),
    # Report record: PDF(s) and citation exports one hop from a chrome-heavy record page,
    # like the seed's SSRN row -> Single Page+ with Ignored URIs.
    Case(
        "sti-arcjet-tm",
        "agency technical-report server (memorandum with one PDF)",
        "single_hop",
        "single_page_plus_ignored",
        STI.url("/citations/20260004412"),
        frozenset(_sti_members("20260004412")),
        sti_sites,
    ),
    Case(
        "sti-slosh-errata",
        "agency technical-report server (contractor report with errata, slides, data appendix)",
        "single_hop",
        "single_page_plus_ignored",
        STI.url("/citations/20250019870"),
        frozenset(_sti_members("20250019870")),
        sti_sites,
        others=frozenset(STI.url(f"/citations/{o}") for o in ("20240008831", "20230015512")),
    ),
    # The landing page's Link header names the boundary (item, describedby; cite-as is the
    # PID that redirects here): Signposting, the machine-readable boundary the seed cites.
    Case(
        "isotope-gamma-spectra",
        "signposted national-lab data repository (dataset with two files)",
        "single_hop",
        "signposting",
        ILD.url("/datasets/ILD-3321"),
        frozenset(_ild_members("ILD-3321")),
        ild_sites,
    ),
    Case(
        "isotope-gd157-pid",
        "signposted national-lab data repository (entry by PID, "
        "file on an object store, earlier version)",
        "single_hop",
        "signposting",
        f"http://{PID_HOST}/21.T11999/ild-4107",
        frozenset(_ild_members("ILD-4107")),
        ild_sites,
        others=frozenset({ILD.url("/datasets/ILD-3990")}),
        landing=ILD.url("/datasets/ILD-4107"),
    ),
]
