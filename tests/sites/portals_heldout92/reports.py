"""heldout92's reports, drafts, certificates and samples.

- standards body publication library (library.nsbi-standards) and national lab report server
  (reports.kestrel-natlab): a landing page, its PDFs and citation exports one hop away,
  everything else on the page also on the homepage or the 404 page ->
  single_page_plus_ignored (as Zenodo, SSRN, Figshare).
- technical committee draft reader (drafts.tc-ballot-reader): the draft's whole title is the
  entry's <title> and the running header of every clause, annex and table -> sig_title.
- instrument calibration archive (calib.metrocal-dept): bare certificate pages exported by a
  LIMS, every link a file of the certificate -> single_page_plus.
- physical sample registry (registry.igsn-samplebase, api.igsn-samplebase): GBIF-shaped, the
  sample number in every URI of the sample -> sig_uri.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, blob, csv_rows, data, table, ul

Pages = dict[str, str | Response]


def _pdf(title: str) -> Response:
    return data(pdf(title, ["Technical report"]), "application/pdf")


# ---------------------------------------------------------------------------------------
# Standards body publication library -> single_page_plus_ignored

NSB = "library.nsbi-standards.hx92.example"

# id -> (title, series, [(file, label)], superseded id)
_NSB_PUBS: dict[str, tuple[str, str, list[tuple[str, str]], str]] = {
    "tn-2291": (
        "Uncertainty of strain-gauge load cells in creep testing frames",
        "Technical Note",
        [("/files/tn/NSBI.TN.2291.pdf", "Full text (PDF)")],
        "",
    ),
    "sp-1188r2": (
        "Guide to the calibration of Charpy impact machines, Revision 2",
        "Special Publication",
        [
            ("/files/sp/NSBI.SP.1188r2.partA.pdf", "Part A: Direct verification (PDF)"),
            ("/files/sp/NSBI.SP.1188r2.partB.pdf", "Part B: Indirect verification (PDF)"),
            ("/files/sp/NSBI.SP.1188r2.errata-2024.pdf", "Errata, March 2024 (PDF)"),
            ("/files/sp/NSBI.SP.1188r2.reference-energies.zip", "Reference energies (ZIP)"),
        ],
        "sp-1188r1",
    ),
}
_NSB_LATEST = {"tn-2300": "Thermocouple drift in vacuum furnaces"}
_NSB_WITHDRAWN = {"sp-1188r1": "Guide to the calibration of Charpy impact machines, Revision 1"}
_NSB_SERIES = [
    ("/series/technical-notes", "Technical Notes"),
    ("/series/special-publications", "Special Publications"),
]
_NSB_TOPICS = [
    ("/topics/mechanical-metrology", "Mechanical metrology"),
    ("/topics/materials-testing", "Materials testing"),
]


def _nsb_chrome() -> Chrome:
    return Chrome(
        NSB,
        "NSBI Publications",
        [
            ("/series", "Series"),
            ("/topics", "Topics"),
            ("/standards", "Standards"),
            ("/news", "News"),
        ],
        [
            ("/foia", "FOIA"),
            ("/accessibility", "Accessibility"),
            ("/privacy", "Privacy policy"),
            ("/disclaimer", "Disclaimer"),
        ],
        title_format="{title} | {name}",
        home_main="<h1>NSBI Publications</h1>"
        f"<h2>Series</h2>{ul(_NSB_SERIES)}<h2>Topics</h2>{ul(_NSB_TOPICS)}"
        f"<h2>Latest</h2>{ul([(f'/pub/{k}', v) for k, v in _NSB_LATEST.items()])}"
        f"<h2>Withdrawn and superseded</h2>"
        f"{ul([(f'/pub/{k}', v) for k, v in _NSB_WITHDRAWN.items()])}",
        login="/myaccount",
        signup="/myaccount/new",
        tagline="National Standards Bureau",
        analytics="http://dap.digitalgov-hx.test/Universal-Federated-Analytics-Min.js",
    )


def _nsb_pub(pid: str) -> tuple[Pages, list[str]]:
    title, series, files, superseded = _NSB_PUBS[pid]
    ch = _nsb_chrome()
    out: Pages = {}
    exports = [
        (f"/pub/{pid}/export?format={f}", label)
        for f, label in (("bibtex", "BibTeX"), ("ris", "RIS"), ("endnote", "EndNote"))
    ]
    truth = [ch.url(f"/pub/{pid}")]
    for href, _l in files:
        out[href] = _pdf(title) if href.endswith(".pdf") else data(blob(href), "application/zip")
        truth.append(ch.url(href))
    formats = {
        "BibTeX": f"@techreport{{{pid}, title={{{title}}}}}\n",
        "RIS": f"TY  - RPRT\nTI  - {title}\nER  -\n",
        "EndNote": f"%0 Report\n%T {title}\n",
    }
    for href, label in exports:
        out[href] = data(formats[label], "text/plain")
        truth.append(ch.url(href))
    ser = _NSB_SERIES[0] if series == "Technical Note" else _NSB_SERIES[1]
    sup = ""
    if superseded:
        sup = f"<p class='supersedes'>Supersedes {a(f'/pub/{superseded}', superseded.upper())}</p>"
    out[f"/pub/{pid}"] = ch.page(
        title,
        f"<p class='series'>{a(*ser)}</p><h1>{escape(title)}</h1>{sup}"
        f"<dl><dt>Series</dt><dd>{escape(series)}</dd><dt>Topics</dt><dd>"
        f"{' '.join(a(h, t) for h, t in _NSB_TOPICS)}</dd></dl>"
        f"<h2>Download</h2>{ul(files)}<h2>Cite this</h2>{ul(exports)}"
        f"<aside><h2>Latest</h2>{ul([(f'/pub/{k}', v) for k, v in _NSB_LATEST.items()])}</aside>",
    )
    return out, truth


def _nsb_build() -> list[Site]:
    ch = _nsb_chrome()
    pages: Pages = {}
    for pid in _NSB_PUBS:
        pages.update(_nsb_pub(pid)[0])
    for k, v in {**_NSB_LATEST, **_NSB_WITHDRAWN}.items():
        pages[f"/pub/{k}"] = ch.page(v, f"<h1>{escape(v)}</h1>")
    for href, t in [*_NSB_SERIES, *_NSB_TOPICS]:
        pages[href] = ch.page(t, f"<h1>{escape(t)}</h1>")
    return [ch.site(pages)]


# ---------------------------------------------------------------------------------------
# National lab report server (OSTI-like) -> single_page_plus_ignored

KNL = "reports.kestrel-natlab.hx92.example"

# osti-like id -> (title, report number, files, associated dataset)
_KNL_REPORTS: dict[str, tuple[str, str, list[tuple[str, str]], str]] = {
    "2318840": (
        "Irradiation creep of Grade 91 steel at 500 C in a test reactor",
        "KNL-TR-2023-1187",
        [("/servlets/purl/2318840", "Full text (PDF)")],
        "",
    ),
    "2402217": (
        "Seismic qualification testing of a pressurizer relief valve assembly",
        "KNL-TR-2024-0412",
        [
            ("/servlets/purl/2402217", "Full text (PDF)"),
            ("/servlets/purl/2402217/appendix-a", "Appendix A: Shake-table logs (PDF)"),
            ("/servlets/purl/2402217/appendix-b", "Appendix B: Accelerometer layout (PDF)"),
        ],
        "2402290",
    ),
}
_KNL_FEATURED = {
    "2402290": "Shake-table acceleration records, relief valve qualification",
    "2399001": "Annual report of the materials test reactor, FY2023",
}
_KNL_SUBJECTS = [
    ("/search?subject=materials", "Materials science"),
    ("/search?subject=reactors", "Nuclear reactors"),
]


def _knl_chrome() -> Chrome:
    return Chrome(
        KNL,
        "Kestrel National Laboratory Reports",
        [
            ("/search/advanced", "Advanced search"),
            ("/collections", "Collections"),
            ("/submit", "Submit a report"),
        ],
        [("/about", "About"), ("/faq", "FAQ"), ("/website-policies", "Website policies")],
        title_format="{title} (Technical Report) | {name}",
        home_main="<h1>Reports of the Kestrel National Laboratory</h1>"
        f"<h2>Subjects</h2>{ul(_KNL_SUBJECTS)}"
        f"<h2>Featured</h2>{ul([(f'/biblio/{k}', v) for k, v in _KNL_FEATURED.items()])}",
        login="/account/signin",
        signup="/account/signup",
        cookie=False,
    )


def _knl_report(rid: str) -> tuple[Pages, list[str]]:
    title, number, files, dataset = _KNL_REPORTS[rid]
    ch = _knl_chrome()
    out: Pages = {}
    truth = [ch.url(f"/biblio/{rid}")]
    cites = [(f"/biblio/{rid}?format=bibtex", "BibTeX"), (f"/biblio/{rid}?format=ris", "RIS")]
    for href, _l in files:
        out[href] = _pdf(title)
        truth.append(ch.url(href))
    for href, label in cites:
        out[href] = data(
            f"% {label}\n@techreport{{osti_{rid}, title = {{{title}}}}}\n", "text/plain"
        )
        truth.append(ch.url(href))
    rel = ""
    if dataset:
        rel = f"<h2>Associated dataset</h2><p>{a(f'/biblio/{dataset}', _KNL_FEATURED[dataset])}</p>"
    meta = table(
        ["", ""],
        [
            ["Report number", escape(number)],
            ["Research org", "Kestrel NL"],
            ["Subject", " ".join(a(h, t) for h, t in _KNL_SUBJECTS)],
        ],
    )
    out[f"/biblio/{rid}"] = ch.page(
        title,
        f"<h1>{escape(title)}</h1>{meta}<h2>Full text</h2>{ul(files)}"
        f"<h2>Export citation</h2>{ul(cites)}{rel}",
    )
    return out, truth


def _knl_build() -> list[Site]:
    ch = _knl_chrome()
    pages: Pages = {}
    for rid in _KNL_REPORTS:
        pages.update(_knl_report(rid)[0])
    for k, v in _KNL_FEATURED.items():
        pages[f"/biblio/{k}"] = ch.page(v, f"<h1>{escape(v)}</h1>")
    for href, t in _KNL_SUBJECTS:
        pages[href] = ch.page(t, f"<h1>Results: {escape(t)}</h1>")
    return [ch.site(pages)]


def _sppi(
    name: str,
    kind: str,
    entry: str,
    truth: list[str],
    build: Callable[[], list[Site]],
    others: list[str],
) -> Case:
    """A Single Hop case: landing page plus its files and citation exports."""
    return case(name, kind, "Single Hop", "single_page_plus_ignored", entry, truth, build, others)


# ---------------------------------------------------------------------------------------
# Technical committee draft reader -> sig_title

TCR = "drafts.tc-ballot-reader.hx92.example"

# doc id -> (title, clauses, annexes (reached from the last clause), tables)
_TCR_DRAFTS: dict[str, tuple[str, list[str], list[str], list[str]]] = {
    "8841": (
        "prEN 17842 Cryogenic vessels - Bolted flange joints - Design rules",
        ["Scope", "Normative references", "Design loads"],
        [],
        ["t1"],
    ),
    "9027": (
        "ISO/DIS 23190 Metallic materials - Instrumented indentation at elevated temperature",
        [
            "Scope",
            "Terms and definitions",
            "Apparatus",
            "Test piece",
            "Procedure",
            "Calibration of the testing machine",
            "Test report",
        ],
        ["A", "B"],
        ["t2", "t5", "tA1"],
    ),
}
_TCR_OTHER = {
    "8790": "prEN 17801 Cryogenic vessels - Valves - Leak testing",
    "9011": "ISO/DIS 23188 Metallic materials - Nanoindentation - Verification",
}


def _tcr_chrome() -> Chrome:
    return Chrome(
        TCR,
        "TC Ballot Reader",
        [("/committees", "Committees"), ("/ballots", "Open ballots"), ("/help/reading", "Help")],
        [("/legal", "Legal notice"), ("/copyright", "Copyright"), ("/contact", "Contact")],
        title_format="{title}",
        home_title="TC Ballot Reader",
        home_main="<h1>Drafts open for comment</h1>",
        login="/sso/login",
        signup="/sso/request",
    )


def _tcr_draft(doc: str) -> tuple[Pages, list[str]]:
    title, clauses, annexes, tables = _TCR_DRAFTS[doc]
    ch = _tcr_chrome()
    out: Pages = {}
    run = f'<p class="running-head">{escape(title)}</p>'
    truth = [ch.url(f"/read/{doc}")]
    cl = [(f"/read/{doc}/clause/{i}", f"{i} {c}") for i, c in enumerate(clauses, 1)]
    for i, (href, label) in enumerate(cl):
        nxt = a(cl[i + 1][0], "Next clause") if i + 1 < len(cl) else ""
        extra = ""
        if i == len(cl) - 1 and annexes:
            extra = (
                "<p>Annexes: "
                + " ".join(a(f"/read/{doc}/annex/{x}", f"Annex {x}") for x in annexes)
                + "</p>"
            )
        # Table tN is printed in clause N+1 (0-based i == N); annex tables (tA1) in annexes.
        tabs = [t for t in tables if not t.startswith("tA") and i == int(t[1:]) % len(cl)]
        tl = " ".join(a(f"/read/{doc}/tables/{t}.csv", f"Table {t[1:]} (CSV)") for t in tabs)
        out[href] = ch.page(
            f"{label} - {title}",
            f"{run}<h1>{escape(label)}</h1><p>Text of the clause.</p><p>{tl}</p>"
            f"<p>{a(f'/read/{doc}', 'Contents')} {nxt}</p>{extra}",
            raw_title=True,
        )
        truth.append(ch.url(href))
    for x in annexes:
        href = f"/read/{doc}/annex/{x}"
        tl = " ".join(
            a(f"/read/{doc}/tables/{t}.csv", f"Table {t[1:]} (CSV)")
            for t in tables
            if t == f"t{x}1"
        )
        out[href] = ch.page(
            f"Annex {x} - {title}", f"{run}<h1>Annex {x}</h1><p>{tl}</p>", raw_title=True
        )
        truth.append(ch.url(href))
    for t in tables:
        out[f"/read/{doc}/tables/{t}.csv"] = data(
            f"# {title}, Table {t[1:]}\n" + csv_rows("bolt,torque_Nm,preload_kN", 5), "text/csv"
        )
        truth.append(ch.url(f"/read/{doc}/tables/{t}.csv"))
    related = [(f"/read/{k}", v) for k, v in _TCR_OTHER.items() if v.split()[0] == title.split()[0]]
    out[f"/read/{doc}"] = ch.page(
        title,
        f"{run}<h1>{escape(title)}</h1><p class='stage'>Enquiry stage, comments close "
        f"2025-02-28. {a('/ballots', 'All open ballots')}</p><h2>Contents</h2>{ul(cl)}"
        f"<h2>Other drafts of this committee</h2>{ul(related)}",
        raw_title=True,
    )
    return out, truth


def _tcr_build() -> list[Site]:
    ch = _tcr_chrome()
    pages: Pages = {}
    for doc in _TCR_DRAFTS:
        pages.update(_tcr_draft(doc)[0])
    for k, v in _TCR_OTHER.items():
        pages[f"/read/{k}"] = ch.page(v, f"<h1>{escape(v)}</h1>", raw_title=True)
    return [ch.site(pages)]


# ---------------------------------------------------------------------------------------
# Instrument calibration archive (bare LIMS export) -> single_page_plus

MCD = "calib.metrocal-dept.hx92.example"

# certificate -> (instrument, [(file, label)])
_MCD_CERTS: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "CAL-24-0917": (
        "Load cell, 100 kN, S/N 40917-B, compression",
        [
            ("/certs/2024/CAL-24-0917.pdf", "Certificate (PDF)"),
            ("/certs/2024/CAL-24-0917_readings.csv", "Readings (CSV)"),
        ],
    ),
    "CAL-24-1352": (
        "Extensometer, 25 mm gauge length, class 0.5, S/N EX-1352",
        [
            ("/certs/2024/CAL-24-1352.pdf", "Certificate (PDF)"),
            ("/certs/2024/CAL-24-1352_dcc.xml", "Digital calibration certificate (DCC XML)"),
            ("/certs/2024/CAL-24-1352_run1.csv", "Run 1 readings (CSV)"),
            ("/certs/2024/CAL-24-1352_run2.csv", "Run 2 readings (CSV)"),
            ("/certs/2024/CAL-24-1352_run3.csv", "Run 3 readings (CSV)"),
            ("/certs/2024/CAL-24-1352_uncertainty.csv", "Uncertainty budget (CSV)"),
            ("/certs/2023/CAL-23-1102.pdf", "Previous issue, 2023 (PDF, superseded)"),
        ],
    ),
}


def _mcd_page(cert: str) -> str:
    inst, files = _MCD_CERTS[cert]
    rows = [[a(h, label)] for h, label in files]
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Calibration certificate {cert}</title>
<link rel="stylesheet" href="/lims/export.css"></head>
<body><img src="/lims/accreditation.png" alt="Accredited laboratory no. 0471">
<h1>Calibration certificate {cert}</h1>
<p>Metrology and Calibration Department, Building 12, Test Centre Road.</p>
<table><tr><th>Instrument</th><td>{escape(inst)}</td></tr>
<tr><th>Procedure</th><td>MCD-P-031 rev 7</td></tr><tr><th>Issued</th><td>2024</td></tr></table>
<h2>Documents</h2>{table(["Document"], rows)}
<p class="small">Exported by LabLIMS 6.2. This page is a static export; no navigation.</p>
</body></html>
"""


def _mcd_build() -> list[Site]:
    site = Site(MCD)
    index = "".join(
        f'<li><a href="/certs/20{c[4:6]}/{c}.html">{c}</a> {escape(i)}</li>'
        for c, (i, _f) in _MCD_CERTS.items()
    )
    site.add(
        "/",
        f"<!DOCTYPE html><html><head><title>Certificate archive</title></head><body>"
        f"<h1>Certificate archive</h1><ul>{index}</ul></body></html>",
    )
    site.add("/lims/export.css", data("table{border-collapse:collapse}\n", "text/css"))
    site.add("/lims/accreditation.png", data(png(10, 10, (0, 90, 40)), "image/png"))
    for cert, (inst, files) in _MCD_CERTS.items():
        site.add(f"/certs/20{cert[4:6]}/{cert}.html", _mcd_page(cert))
        for href, _label in files:
            if href.endswith(".pdf"):
                site.add(href, data(pdf(f"Certificate {cert}", [inst]), "application/pdf"))
            elif href.endswith(".xml"):
                site.add(
                    href,
                    data(
                        f"<dcc:digitalCalibrationCertificate><dcc:id>{cert}</dcc:id>"
                        "</dcc:digitalCalibrationCertificate>",
                        "application/xml",
                    ),
                )
            else:
                site.add(href, data(csv_rows("point,applied,indicated", 10), "text/csv"))
    return [site]


def _mcd_case(name: str, cert: str, detail: str) -> Case:
    entry = f"http://{MCD}/certs/20{cert[4:6]}/{cert}.html"
    return case(
        name,
        f"instrument calibration archive ({detail})",
        "Single Hop",
        # A static LIMS export: the certificate page and the documents it links, one hop,
        # and no menu, footer or other link at all: the seed's Single Page+ takes exactly
        # the artifact (an ignored-URI list would have nothing to remove).
        "single_page_plus",
        entry,
        [entry, *(f"http://{MCD}{h}" for h, _l in _MCD_CERTS[cert][1])],
        _mcd_build,
    )


# ---------------------------------------------------------------------------------------
# Physical sample registry (IGSN-like) -> sig_uri

ISB = "registry.igsn-samplebase.hx92.example"
ISB_API = "api.igsn-samplebase.hx92.example"

# igsn -> (description, measurement count, photos, parent, children)
_ISB_SAMPLES: dict[str, tuple[str, int, int, str, list[str]]] = {
    "NRFX00017Q": ("Reference steel block for hardness calibration, HRC 45", 4, 1, "", []),
    "NRFX00021C": (
        "Ti-6Al-4V plate, heat 7741, cut for residual stress round robin",
        13,
        3,
        "NRFX00009K",
        ["NRFX00033A", "NRFX00033B"],
    ),
}


def _isb_chrome() -> Chrome:
    return Chrome(
        ISB,
        "SampleBase",
        [("/browse", "Browse samples"), ("/register-samples", "Register"), ("/docs", "Docs")],
        [("/about", "About"), ("/cite-us", "How to cite"), ("/privacy", "Privacy")],
        title_format="{name} - {title}",
        home_main="<h1>SampleBase: registered physical samples</h1>",
        login="/signin",
        signup="/signup",
        analytics="http://stats.matomo-hx.test/piwik.js",
    )


def _isb_sample(igsn: str) -> tuple[Pages, list[str]]:
    desc, n_meas, n_photo, parent, children = _ISB_SAMPLES[igsn]
    ch = _isb_chrome()
    out: Pages = {}
    truth = [ch.url(f"/sample/{igsn}")]
    meas = f"/measurements?igsn={igsn}"
    per = 10
    npages = (n_meas + per - 1) // per
    for k in range(1, npages + 1):
        path = meas if k == 1 else f"{meas}&page={k}"
        rows = []
        for m in range((k - 1) * per + 1, min(n_meas, k * per) + 1):
            rows.append(
                [f"M{m:03d}", a(f"http://{ISB_API}/v1/samples/{igsn}/measurements/{m}.csv", "CSV")]
            )
        pager = " ".join(
            a(meas if j == 1 else f"{meas}&page={j}", str(j)) for j in range(1, npages + 1)
        )
        out[path] = ch.page(f"Measurements of {igsn}", table(["Id", "Data"], rows) + pager)
        truth.append(ch.url(path))
    api_paths = [f"/v1/samples/{igsn}/measurements/{m}.csv" for m in range(1, n_meas + 1)]
    api_paths += [f"/v1/samples/{igsn}.xml", f"/v1/samples/{igsn}.json"]
    truth += [f"http://{ISB_API}{p}" for p in api_paths]
    photos = [f"/images/{igsn}/photo{i}.jpg" for i in range(1, n_photo + 1)]
    truth += [ch.url(p) for p in photos]
    fam = ""
    if parent:
        fam = (
            f"<h2>Sample family</h2><p>Parent: {a(f'/sample/{parent}', parent)}</p>"
            f"<p>Sub-samples: {' '.join(a(f'/sample/{c}', c) for c in children)}</p>"
        )
    out[f"/sample/{igsn}"] = ch.page(
        igsn,
        f"<h1>IGSN {igsn}</h1><p>{escape(desc)}</p>"
        f"<p>Material: {a('/browse?material=metal', 'metal')} · Collector: "
        f"{a('/browse?collector=nrf-stress-lab', 'NRF stress lab')}</p>"
        f"<h2>Measurements</h2><p>{a(meas, f'{n_meas} measurements')}</p>"
        f"<h2>Photos</h2>{ul([(p, p.rsplit('/', 1)[1]) for p in photos])}"
        f"<h2>Metadata</h2><p>{a(f'http://{ISB_API}/v1/samples/{igsn}.xml', 'XML')} "
        f"{a(f'http://{ISB_API}/v1/samples/{igsn}.json', 'JSON')}</p>{fam}",
    )
    for p in photos:
        out[p] = data(b"\xff\xd8\xff\xe0" + p.encode(), "image/jpeg")
    return out, truth


def _isb_build() -> list[Site]:
    ch = _isb_chrome()
    pages: Pages = {}
    api = Site(ISB_API)
    for igsn, (desc, n_meas, _p, parent, children) in _ISB_SAMPLES.items():
        pages.update(_isb_sample(igsn)[0])
        for m in range(1, n_meas + 1):
            api.add(
                f"/v1/samples/{igsn}/measurements/{m}.csv",
                data(csv_rows("position_mm,hardness,unit", 4), "text/csv"),
            )
        api.add(
            f"/v1/samples/{igsn}.xml",
            data(
                f"<sample><igsn>{igsn}</igsn><description>{desc}</description></sample>",
                "application/xml",
            ),
        )
        api.add(f"/v1/samples/{igsn}.json", data(f'{{"igsn":"{igsn}"}}', "application/json"))
        for o in [parent, *children] if parent else []:
            pages[f"/sample/{o}"] = ch.page(o, f"<h1>IGSN {o}</h1><p>Related sample.</p>")
    pages["/browse?material=metal"] = ch.page("Metal samples", "<h1>Metal</h1>")
    pages["/browse?collector=nrf-stress-lab"] = ch.page("NRF stress lab", "<h1>Collector</h1>")
    return [ch.site(pages), api]


def _isb_case(name: str, igsn: str, detail: str) -> Case:
    _d, _n, _p, parent, children = _ISB_SAMPLES[igsn]
    return case(
        name,
        f"physical sample registry ({detail})",
        "Multi-Hop",
        # GBIF-shaped: the sample number is in the entry URI and in every URI of the sample
        # (measurement listing and its pages, API metadata and measurement files, photos);
        # related samples have numbers of their own: Significant String from URI.
        "sig_uri",
        f"http://{ISB}/sample/{igsn}",
        _isb_sample(igsn)[1],
        _isb_build,
        others=[f"http://{ISB}/sample/{o}" for o in [parent, *children] if o],
    )


CASES: list[Case] = [
    # Zenodo/Figshare-shaped landing page: files and citation exports one hop away; the
    # series, topic and "latest" links are also on the homepage: Single Page+ with Ignores.
    _sppi(
        "nsbi-tn-2291-load-cells",
        "standards body publication library (technical note with one PDF)",
        f"http://{NSB}/pub/tn-2291",
        _nsb_pub("tn-2291")[1],
        _nsb_build,
        [],
    ),
    # Same portal, a special publication in two parts with errata and reference data; the
    # superseded revision it links is another artifact, listed on the homepage too.
    _sppi(
        "nsbi-sp-1188r2-charpy",
        "standards body publication library (special publication, parts, errata, data)",
        f"http://{NSB}/pub/sp-1188r2",
        _nsb_pub("sp-1188r2")[1],
        _nsb_build,
        [f"http://{NSB}/pub/sp-1188r1"],
    ),
    # SSRN-shaped report record: full text and citation exports one hop away, subjects and
    # featured records are homepage links: Single Page+ with Ignores.
    _sppi(
        "kestrel-grade91-irradiation-creep",
        "national lab report server (report with full text)",
        f"http://{KNL}/biblio/2318840",
        _knl_report("2318840")[1],
        _knl_build,
        [],
    ),
    # Same, with two appendices and an associated dataset record (another artifact).
    _sppi(
        "kestrel-relief-valve-seismic",
        "national lab report server (report with appendices and associated dataset)",
        f"http://{KNL}/biblio/2402217",
        _knl_report("2402217")[1],
        _knl_build,
        [f"http://{KNL}/biblio/2402290"],
    ),
    case(
        "tcreader-cryogenic-flanges",
        "technical committee draft reader (three-clause draft)",
        "Multi-Hop",
        # The <title> is the draft's whole title (no portal name), printed as the running
        # head of every clause and inside its tables: the seed's Significant String from
        # Title, with nothing outside the draft carrying that string.
        "sig_title",
        f"http://{TCR}/read/8841",
        _tcr_draft("8841")[1],
        _tcr_build,
        others=[f"http://{TCR}/read/8790"],
    ),
    case(
        "tcreader-indentation-dis",
        "technical committee draft reader (seven clauses, annexes reached from the last)",
        "Multi-Hop",
        # As above; annexes and their tables are only reachable through the clauses.
        "sig_title",
        f"http://{TCR}/read/9027",
        _tcr_draft("9027")[1],
        _tcr_build,
        others=[f"http://{TCR}/read/9011"],
    ),
    # Bare certificate page, every link a document of it (single_page_plus; see _mcd_case).
    _mcd_case("metrocal-load-cell", "CAL-24-0917", "load-cell certificate with readings"),
    # Same, seven documents including the superseded previous issue of the certificate.
    _mcd_case(
        "metrocal-extensometer",
        "CAL-24-1352",
        "certificate with DCC, three runs, budget and previous issue",
    ),
    # GBIF-shaped sample record: its IGSN in every URI of it (sig_uri; see _isb_case).
    _isb_case("samplebase-hardness-block", "NRFX00017Q", "reference block"),
    # Same, paginated measurements; parent and sub-samples have IGSNs of their own.
    _isb_case(
        "samplebase-ti64-plate",
        "NRFX00021C",
        "plate with paginated measurements, parent and sub-samples",
    ),
]
