"""Registries and report servers: clinical-trial records, observational study registries
with signposting, and a national laboratory's technical-report server (heldout46)."""

from __future__ import annotations

from functools import cache

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, data, links

from ._kit import COOKIES, agency_site, analytics, bare_site, blob, csv_file, pdf_file, signposted

# --- clinical trial registry: the registry number in every URI of the record -------------

CT = Portal(
    host="register.quillon-trials.hx46.example",
    name="Quillon Clinical Trials Register",
    menu=[
        ("/ct/search", "Find studies"),
        ("/ct/about-studies", "About clinical studies"),
        ("/ct/submit", "Submit studies"),
        ("/ct/resources", "Resources"),
    ],
    footer=[
        ("/ct/about-site/disclaimer", "Disclaimer"),
        ("/ct/about-site/privacy", "Privacy"),
        ("/ct/about-site/accessibility", "Accessibility"),
        ("/ct/rss", "RSS feeds"),
    ],
    title_format="{title} - Full Text View - {name}",
    home_title="Home - Quillon Clinical Trials Register",
)
N1, N2 = "QCT04417302", "QCT05120968"
N1_OTHER, N2_OTHER = "QCT03998127", "QCT04871550"


def trial_tabs(n: str, results: bool) -> list[tuple[str, str]]:
    tabs = [(f"/ct/show/{n}", "Study details"), (f"/ct/show/record/{n}", "Tabular view")]
    if results:
        tabs.append((f"/ct/show/results/{n}", "Study results"))
    tabs.append((f"/ct/show/{n}?displayxml=true", "Display XML"))
    return tabs


def trial_page(n: str, title: str, results: bool, body: str, related: str) -> str:
    return CT.page(
        title,
        f"""{COOKIES}<div class="warning">The safety and scientific validity of this study is
the responsibility of the study sponsor and investigators.</div>
<h1>{title}</h1><p>Registry ID: <b>{n}</b> · Recruitment status: Completed</p>
<ul class="tabs">{"".join(f'<li><a href="{h}">{t}</a></li>' for h, t in trial_tabs(n, results))}
</ul>{body}<p><a href="/ct/history/{n}">History of changes</a></p>
<aside><h3>Similar studies</h3>{related}</aside>""",
        head=analytics("quillon-trials"),
    )


@cache
def ct_sites() -> list[Site]:
    t1 = "Vitamin D Supplementation and Winter Respiratory Infections in Care Homes"
    t2 = "Low-dose Colchicine After Acute Coronary Syndrome in Older Adults (COLD-ACS)"
    pages: dict[str, object] = {
        f"/ct/show/{N1}": trial_page(
            N1,
            t1,
            False,
            "<h2>Brief summary</h2><p>A cluster randomised trial.</p>",
            links([(f"/ct/show/{N1_OTHER}", "Vitamin D in school children")]),
        ),
        f"/ct/show/{N1}?displayxml=true": data(
            f"<clinical_study><id>{N1}</id></clinical_study>", "application/xml"
        ),
        f"/ct/show/record/{N1}": CT.page(
            t1, f"<h1>{t1}</h1><table><tr><th>ID</th><td>{N1}</td></tr></table>"
        ),
        f"/ct/history/{N1}": CT.page(
            f"History of changes for {N1}",
            "<h1>History of changes</h1>"
            + links(
                [
                    (f"/ct/history/{N1}?V_1=View", "Version 1, 2021-03-02"),
                    (f"/ct/history/{N1}?V_2=View", "Version 2, 2023-10-19"),
                ]
            ),
        ),
        f"/ct/show/{N1_OTHER}": trial_page(N1_OTHER, "Vitamin D in school children", False, "", ""),
        f"/ct/show/{N2}": trial_page(
            N2,
            t2,
            True,
            "<h2>Brief summary</h2><p>Double-blind, placebo-controlled.</p>"
            "<h2>Documents</h2>"
            + links(
                [
                    (f"/ProvidedDocs/68/{N2}/Prot_SAP_000.pdf", "Study protocol and SAP"),
                    (f"/ProvidedDocs/68/{N2}/ICF_001.pdf", "Informed consent form"),
                ]
            ),
            links(
                [(f"/ct/show/{N2_OTHER}", "Colchicine in stable angina"), (f"/ct/show/{N1}", t1)]
            ),
        ),
        f"/ct/show/{N2}?displayxml=true": data(
            f"<clinical_study><id>{N2}</id></clinical_study>", "application/xml"
        ),
        f"/ct/show/record/{N2}": CT.page(t2, f"<h1>{t2}</h1><p>{N2}</p>"),
        f"/ct/show/results/{N2}": CT.page(
            t2,
            f"<h1>Study results: {N2}</h1><h2>Participant flow</h2><p>1,204 enrolled.</p>"
            + links(
                [
                    (f"/ct/show/results/{N2}?sect=X01256", "Adverse events"),
                    (f"/ct/show/results/{N2}?sect=X4301", "Outcome measures"),
                ]
            ),
        ),
        f"/ct/show/results/{N2}?sect=X01256": CT.page(t2, f"<h1>Adverse events: {N2}</h1>"),
        f"/ct/show/results/{N2}?sect=X4301": CT.page(t2, f"<h1>Outcome measures: {N2}</h1>"),
        f"/ct/history/{N2}": CT.page(
            f"History of changes for {N2}",
            "<h1>History of changes</h1>"
            + links([(f"/ct/history/{N2}?V_{v}=View", f"Version {v}") for v in range(1, 6)])
            + f'<p><a href="/ct/history/{N2}?A=1&amp;B=5&amp;C=merged">Compare v1 and v5</a></p>',
        ),
        f"/ProvidedDocs/68/{N2}/Prot_SAP_000.pdf": pdf_file(t2, "Protocol and SAP"),
        f"/ProvidedDocs/68/{N2}/ICF_001.pdf": pdf_file(t2, "Consent form"),
        f"/ct/show/{N2_OTHER}": trial_page(N2_OTHER, "Colchicine in stable angina", False, "", ""),
    }
    for v in (1, 2):
        pages[f"/ct/history/{N1}?V_{v}=View"] = CT.page(
            f"Version {v} of {N1}", f"<h1>{N1}, version {v}</h1>"
        )
    for v in range(1, 6):
        pages[f"/ct/history/{N2}?V_{v}=View"] = CT.page(
            f"Version {v} of {N2}", f"<h1>{N2}, version {v}</h1>"
        )
    pages[f"/ct/history/{N2}?A=1&B=5&C=merged"] = CT.page(
        f"Changes to {N2}", f"<h1>Changes between version 1 and 5 of {N2}</h1>"
    )
    return [agency_site(CT, pages)]  # type: ignore[arg-type]


def _ct_truth(n: str) -> frozenset[str]:
    return frozenset(CT.url(p) for p in ct_sites()[0].pages if n in p)


# --- observational study registry with signposting in the Link header --------------------

ST = Portal(
    host="studies.orvane-cohorts.hx46.example",
    name="Orvane Cohort Studies Registry",
    menu=[
        ("/studies", "Browse studies"),
        ("/access", "Request data access"),
        ("/about", "About the registry"),
        ("/news", "News"),
    ],
    footer=[("/privacy", "Privacy notice"), ("/terms", "Terms"), ("/contact", "Contact")],
    title_format="{title} · {name}",
)
ST_FILES = "files.orvane-cohorts.hx46.example"


def study_response(
    sid: str,
    title: str,
    items: list[tuple[str, str, str]],
    described: list[tuple[str, str]],
    related: list[tuple[str, str]],
) -> Response:
    landing = ST.url(f"/study/{sid}")
    html = ST.page(
        title,
        f"""{COOKIES}<h1>{title}</h1><p class="sid">Study {sid} · Cohort · Ongoing</p>
<h2>Documents and data</h2>{links([(u, n) for u, n, _t in items])}
<h2>Metadata</h2>{links(described)}
<h2>Related studies</h2>{links(related)}
<p><a href="/access?study={sid}">Apply for access to individual-level data</a></p>""",
        head=analytics("orvane-cohorts"),
    )
    return signposted(
        html,
        [(landing, "cite-as", None)]
        + [(u, "item", t) for u, _n, t in items]
        + [
            (
                u,
                "describedby",
                "application/ld+json"
                if u.endswith(".jsonld")
                else "application/vnd.datacite.datacite+xml",
            )
            for u, _n in described
        ],
    )


S_A, S_B, S_OTHER = "ORV-2291", "ORV-3057", "ORV-1140"


@cache
def st_sites() -> list[Site]:
    a_items = [
        (ST.url(f"/study/{S_A}/documents/protocol-v3.pdf"), "Protocol v3", "application/pdf"),
        (
            ST.url(f"/study/{S_A}/documents/questionnaire-wave1.pdf"),
            "Wave 1 questionnaire",
            "application/pdf",
        ),
    ]
    a_desc = [(ST.url(f"/api/studies/{S_A}.jsonld"), "Schema.org JSON-LD")]
    b_items = [
        (ST.url(f"/study/{S_B}/documents/protocol.pdf"), "Protocol", "application/pdf"),
        (ST.url(f"/study/{S_B}/documents/data-dictionary.csv"), "Data dictionary", "text/csv"),
        (ST.url(f"/study/{S_B}/documents/consent-form.pdf"), "Consent form", "application/pdf"),
        (
            f"http://{ST_FILES}/open/{S_B}/aggregate-tables-2025.xlsx",
            "Aggregate tables",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
        (f"http://{ST_FILES}/open/{S_B}/synthetic-sample.csv", "Synthetic sample", "text/csv"),
    ]
    b_desc = [
        (ST.url(f"/api/studies/{S_B}.jsonld"), "Schema.org JSON-LD"),
        (ST.url(f"/api/studies/{S_B}.datacite.xml"), "DataCite XML"),
    ]
    pages: dict[str, object] = {
        f"/study/{S_A}": study_response(
            S_A,
            "Orvane Birth Cohort: early-life exposures and child growth",
            a_items,
            a_desc,
            [(f"/study/{S_OTHER}", "Orvane Adolescent Sleep Study")],
        ),
        f"/study/{S_B}": study_response(
            S_B,
            "Harbour Workers Lung Health Cohort (HWLH)",
            b_items,
            b_desc,
            [
                (f"/study/{S_OTHER}", "Orvane Adolescent Sleep Study"),
                (f"/study/{S_A}", "Orvane Birth Cohort"),
            ],
        ),
        f"/study/{S_OTHER}": study_response(S_OTHER, "Orvane Adolescent Sleep Study", [], [], []),
        f"/api/studies/{S_A}.jsonld": data(
            f'{{"@id":"{ST.url("/study/" + S_A)}"}}', "application/ld+json"
        ),
        f"/api/studies/{S_B}.jsonld": data(
            f'{{"@id":"{ST.url("/study/" + S_B)}"}}', "application/ld+json"
        ),
        f"/api/studies/{S_B}.datacite.xml": data("<resource/>", "application/xml"),
        "/access": ST.page("Request data access", "<h1>Request data access</h1>"),
    }
    for u, _n, t in a_items + b_items:
        if u.startswith(ST.origin):
            path = u[len(ST.origin) :]
            pages[path] = csv_file("var,label", "age,Age") if t == "text/csv" else pdf_file(path)
    files = bare_site(
        ST_FILES,
        {
            f"/open/{S_B}/aggregate-tables-2025.xlsx": blob("application/vnd.ms-excel"),
            f"/open/{S_B}/synthetic-sample.csv": csv_file("id,fev1", "1,3.1"),
        },
    )
    return [agency_site(ST, pages), files]  # type: ignore[arg-type]


def _st_truth(sid: str) -> frozenset[str]:
    link = st_sites()[0].pages[f"/study/{sid}"].header("Link") or ""  # type: ignore[union-attr]
    return frozenset(part.split(">", 1)[0].strip(" <") for part in link.split(" , "))


# --- national laboratory technical-report server (OSTI-like landing with full text) ------

TR = Portal(
    host="reports.hollis-natlab.hx46.example",
    name="Hollis National Laboratory Technical Reports",
    menu=[
        ("/search", "Search"),
        ("/collections", "Collections"),
        ("/submit", "Submit"),
        ("/help", "Help"),
    ],
    footer=[
        ("/disclaimer", "Disclaimer"),
        ("/privacy", "Privacy"),
        ("/vulnerability", "Report a vulnerability"),
    ],
    title_format="{title} (Technical Report) | {name}",
    home_title="Hollis National Laboratory Technical Reports",
)
TR_STORE = "store.hollis-natlab.hx46.example"
DOI = "doi.kelvara-resolve.hx46.example"
R1, R2, R_SIM1, R_SIM2 = "2318847", "2320115", "2299310", "2301776"
# The file store names directories by test series, not by report id.
STORE_DIR = {R1: "/hnl/none/", R2: "/hnl/cask-series-b/"}
TR.home_main = "<h1>Technical reports</h1><h2>Recently added</h2>" + links(
    [
        (f"/biblio/{R_SIM1}", "Irradiation creep in ferritic steels"),
        (f"/biblio/{R_SIM2}", "Grid-edge inverter stability study"),
    ]
)


def report(rid: str, title: str, files: list[tuple[str, str]], extra: str = "") -> str:
    cites = [(f"/biblio/{rid}/cite/{f}", f.upper()) for f in ("bibtex", "ris", "endnote")]
    return TR.page(
        title,
        f"""{COOKIES}<h1>{title}</h1><dl><dt>Report number</dt><dd>HNL-TR-{rid}</dd>
<dt>Sponsoring org</dt><dd>Office of Energy Research</dd><dt>OSTI-style ID</dt><dd>{rid}</dd>
</dl><h2>Full text</h2>{links(files)}<h2>Cite</h2>{links(cites)}{extra}
<aside><h3>Similar records</h3>{
            links(
                [
                    (f"/biblio/{R_SIM1}", "Irradiation creep"),
                    (f"/biblio/{R_SIM2}", "Inverter stability"),
                ]
            )
        }</aside>""",
        head=analytics("hollis-natlab")
        + f'<meta name="citation_pdf_url" content="{TR.url("/servlets/purl/" + rid)}">',
    )


def cite_pages(rid: str, title: str) -> dict[str, object]:
    return {
        f"/biblio/{rid}/cite/bibtex": data(
            f"@techreport{{hnl{rid}, title={{{title}}}}}\n", "application/x-bibtex"
        ),
        f"/biblio/{rid}/cite/ris": data(
            f"TY  - RPRT\nTI  - {title}\nER  - \n", "application/x-research-info-systems"
        ),
        f"/biblio/{rid}/cite/endnote": data(f"%0 Report\n%T {title}\n", "text/plain"),
    }


@cache
def tr_sites() -> list[Site]:
    t1 = "Corrosion of alloy 709 in flowing sodium at 650 C"
    t2 = "Seismic fragility of spent fuel storage casks: test series B"
    pages: dict[str, object] = {
        f"/biblio/{R1}": report(R1, t1, [(f"/servlets/purl/{R1}", "Full text (PDF)")]),
        f"/servlets/purl/{R1}": pdf_file(t1),
        **cite_pages(R1, t1),
        f"/biblio/{R2}": report(
            R2,
            t2,
            [
                (f"/servlets/purl/{R2}", "Full text (PDF)"),
                (
                    f"http://{TR_STORE}/hnl/cask-series-b/shake-table-records.zip",
                    "Shake-table records",
                ),
                (f"http://{TR_STORE}/hnl/cask-series-b/supplement-A.pdf", "Supplement A"),
            ],
            f"<p>DOI: 10.99046/{R2} (resolves to this page)</p>",
        ),
        f"/servlets/purl/{R2}": pdf_file(t2),
        **cite_pages(R2, t2),
        f"/biblio/{R_SIM1}": report(R_SIM1, "Irradiation creep in ferritic steels", []),
        f"/biblio/{R_SIM2}": report(R_SIM2, "Grid-edge inverter stability study", []),
    }
    store = bare_site(
        TR_STORE,
        {
            "/hnl/cask-series-b/shake-table-records.zip": blob("application/zip"),
            "/hnl/cask-series-b/supplement-A.pdf": pdf_file(t2, "Supplement A"),
        },
    )
    resolver = bare_site(DOI, {f"/10.99046/{R2}": Response.redirect(TR.url(f"/biblio/{R2}"))})
    return [agency_site(TR, pages), store, resolver]  # type: ignore[arg-type]


def _tr_truth(rid: str) -> frozenset[str]:
    own = {
        TR.url(p)
        for p in tr_sites()[0].pages
        if p.startswith((f"/biblio/{rid}", f"/servlets/purl/{rid}"))
    }
    ext = {f"http://{TR_STORE}{p}" for p in tr_sites()[1].pages if p.startswith(STORE_DIR[rid])}
    return frozenset(own | ext)


CASES: list[Case] = [
    # Registry pages are spread over unrelated paths (show, record, history) but all carry
    # the registry number, as GBIF's dataset key: Significant String from URI.
    Case(
        "qctr-vitamin-d-trial",
        "clinical trial registry record (details, tabular view, XML and two versions)",
        "clinical trial record",
        "sig_uri",
        CT.url(f"/ct/show/{N1}"),
        _ct_truth(N1),
        ct_sites,
        others=frozenset({CT.url(f"/ct/show/{N1_OTHER}")}),
    ),
    # Harder: results with sections, five archived versions and a comparison, and the
    # protocol documents under a document store path that still carries the number.
    Case(
        "qctr-colchicine-trial",
        "clinical trial registry record (results sections, five versions, provided documents)",
        "clinical trial record",
        "sig_uri",
        CT.url(f"/ct/show/{N2}"),
        _ct_truth(N2),
        ct_sites,
        others=frozenset({CT.url(f"/ct/show/{N2_OTHER}"), CT.url(f"/ct/show/{N1}")}),
    ),
    # The landing page declares its boundary in the HTTP Link header (cite-as, item,
    # describedby): the seed's machine-readable answer, Signposting.
    Case(
        "ocsr-birth-cohort",
        "observational study registry (signposted landing with protocol and questionnaire)",
        "study record",
        "signposting",
        ST.url(f"/study/{S_A}"),
        _st_truth(S_A),
        st_sites,
        others=frozenset({ST.url(f"/study/{S_OTHER}")}),
    ),
    # Harder: five items, two of them on the files host, and two describedby formats.
    Case(
        "ocsr-lung-health-cohort",
        "observational study registry (signposted items on a files host, two metadata formats)",
        "study record",
        "signposting",
        ST.url(f"/study/{S_B}"),
        _st_truth(S_B),
        st_sites,
        others=frozenset({ST.url(f"/study/{S_OTHER}"), ST.url(f"/study/{S_A}")}),
    ),
    # Landing, full-text PDF and citation exports one hop away among chrome, like SSRN
    # or Zenodo: Single Page+ with Ignored URIs (similar records are featured on the home
    # page, so ignored).
    Case(
        "hnl-alloy-corrosion-report",
        "national lab report server (landing, full text and citation exports)",
        "technical report",
        "single_page_plus_ignored",
        TR.url(f"/biblio/{R1}"),
        _tr_truth(R1),
        tr_sites,
        others=frozenset({TR.url(f"/biblio/{R_SIM1}")}),
    ),
    # Harder: entered through its DOI (a redirect), with data and a supplement on the
    # laboratory's file store; still one hop from the landing.
    Case(
        "hnl-cask-fragility-report",
        "national lab report server (DOI entry, supplements on a file store)",
        "technical report",
        "single_page_plus_ignored",
        f"http://{DOI}/10.99046/{R2}",
        _tr_truth(R2),
        tr_sites,
        others=frozenset({TR.url(f"/biblio/{R_SIM2}")}),
        landing=TR.url(f"/biblio/{R2}"),
    ),
]
