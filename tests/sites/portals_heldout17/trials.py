"""Clinical research registries: a ClinicalTrials.gov-like registry, an ISRCTN-like register,
a PROSPERO-like systematic-review registry and a Mica-like cohort/biobank catalogue."""

from __future__ import annotations

import json

from sites.portals._portal import Case
from sites.portals_heldout17._kit import Hub, a, meta, ul

# --- ClinicalTrials.gov-like registry -------------------------------------------------
# Every view of a study carries its NCT number in the URI (tabs, history, API record,
# documents on the document store), and related studies carry another NCT number:
# the seed's Significant String from URI (GBIF-like).
CTR = Hub(
    "trial registry (ClinicalTrials.gov-like)",
    "clinicaltrials.ctregistry.hx17.example",
    "CTRegistry",
    [
        ("/search", "Find studies"),
        ("/learn", "Learn about studies"),
        ("/submit", "Submit studies"),
        ("/data-api", "Data and API"),
        ("/help", "Help"),
    ],
    head=meta(og_site_name="CTRegistry", description="Registry of clinical studies"),
    scripts=["/assets/runtime.3f1c.js", "/assets/main.a81e.js"],
)
CTR_DOCS = "http://cdn.ctregistry.hx17.example"


def _study(
    nct: str, title: str, *, results: bool, docs: list[tuple[str, str]], related: str | None
) -> tuple[str, set[str], set[str]]:
    base = f"/study/{nct}"
    truth: set[str] = set()
    others: set[str] = set()
    doc_links = []
    for fname, label in docs:
        u = CTR.pdf(f"{CTR_DOCS}/ProvidedDocs/{nct[-2:]}/{nct}/{fname}", f"{label} - {nct}")
        truth.add(u)
        doc_links.append(a(u, f"{label} [PDF]"))
    hist = CTR.page(
        f"{base}/history",
        f"History of Changes for Study: {nct}",
        f"<h1>History of changes</h1><p>{title}</p>"
        + ul(
            [
                a(f"{base}/history?a=1#version-content-panel", "Version 1"),
                a(f"{base}/history?a=4#version-content-panel", "Version 4"),
            ]
        ),
    )
    v1 = CTR.page(f"{base}/history?a=1", f"Version 1 of {nct}", f"<h1>{title}</h1><p>v1</p>")
    v4 = CTR.page(f"{base}/history?a=4", f"Version 4 of {nct}", f"<h1>{title}</h1><p>v4</p>")
    api = CTR.file(
        CTR.url(f"/api/v2/studies/{nct}"),
        json.dumps(
            {"protocolSection": {"identificationModule": {"nctId": nct, "briefTitle": title}}}
        ),
        "application/json",
    )
    truth |= {hist, v1, v4, api}
    tabs = [a(f"{base}?tab=table", "Study details (table view)")]
    truth.add(
        CTR.page(
            f"{base}?tab=table",
            f"Study Details | {nct}",
            f"<h1>{title}</h1><table><tr><th>Phase</th><td>Phase 3</td></tr></table>",
        )
    )
    if results:
        tabs.append(a(f"{base}?tab=results", "Researcher view: results"))
        truth.add(
            CTR.page(
                f"{base}?tab=results",
                f"Study Results | {nct}",
                f"<h1>{title}</h1><h2>Participant flow</h2><p>412 enrolled.</p>",
            )
        )
    rel = ""
    if related:
        others.add(CTR.page(f"/study/{related}", f"Study {related}", "<h1>Related study</h1>"))
        rel = "<h2>Similar studies</h2>" + ul([a(f"/study/{related}", related)])
    main = (
        f'<nav class="crumbs">{a("/search?cond=Heart%20Failure", "Search results")}</nav>'
        f"<h1>{title}</h1><p>ClinicalTrials ID: {nct}</p>"
        + ul(tabs)
        + "<h2>Documents</h2>"
        + ul(doc_links)
        + ul(
            [
                a(f"{base}/history", "Record history"),
                a(f"/api/v2/studies/{nct}", "Download record (JSON)"),
                a("http://pubmed.ncbi.test/?term=" + nct, "Publications in PubMed"),
            ]
        )
        + rel
    )
    entry = CTR.page(base, title, main, head=meta(og_title=title))
    truth.add(entry)
    return entry, truth, others


_e1, _t1, _o1 = _study(
    "NCT06123457",
    "Empagliflozin After Acute Decompensated Heart Failure (EMPA-RESTORE)",
    results=True,
    docs=[
        ("Prot_SAP_000.pdf", "Study Protocol and Statistical Analysis Plan"),
        ("ICF_001.pdf", "Informed Consent Form"),
    ],
    related="NCT05990112",
)
_e2, _t2, _o2 = _study(
    "NCT05877301",
    "Home-Based Cardiac Rehabilitation in Older Adults (HEART-HOME)",
    results=False,
    docs=[("Prot_000.pdf", "Study Protocol")],
    related=None,
)

# --- ISRCTN-like register --------------------------------------------------------------
# One record page whose outputs (protocol file, results summary, participant sheet) are
# served by opaque file ids, one hop away, amid a register's chrome: Zenodo-like, the seed's
# Single Page+ with Ignored URIs.
ISR = Hub(
    "trial register (ISRCTN-like)",
    "www.trialsregister.hx17.example",
    "TrialsRegister",
    [
        ("/search", "Search"),
        ("/about-the-register", "About"),
        ("/submit-a-trial", "Submit"),
        ("/faq", "FAQ"),
    ],
    title_format="{title}: {name}",
    head=meta(og_site_name="TrialsRegister", generator="Drupal 10"),
    scripts=["/themes/custom/trials/js/app.js"],
)


def _record(num: str, title: str, files: list[tuple[str, str, str]]) -> tuple[str, set[str]]:
    truth: set[str] = set()
    out = []
    for fid, uuid, label in files:
        u = ISR.pdf(ISR.url(f"/editorial/retrieveFile/{uuid}/{fid}"), label, title)
        truth.add(u)
        out.append(a(f"/editorial/retrieveFile/{uuid}/{fid}", label))
    xml = ISR.file(
        ISR.url(f"/api/trial/ISRCTN{num}/format/default"),
        f"<trial><isrctn>{num}</isrctn><title>{title}</title></trial>",
        "application/xml",
    )
    truth.add(xml)
    main = (
        f"<h1>{title}</h1><p>ISRCTN{num} · DOI 10.186xx/ISRCTN{num}</p>"
        f"<p>{a('/search?q=condition:Stroke', 'Condition category: Circulatory System')}</p>"
        + "<h2>Trial outputs</h2>"
        + ul(out)
        + ul(
            [
                a(f"/api/trial/ISRCTN{num}/format/default", "Download XML"),
                a("/editorial/editorial-policy", "Editorial policy"),
            ]
        )
    )
    entry = ISR.page(f"/ISRCTN{num}", title, main, head=meta(citation_title=title))
    truth.add(entry)
    return entry, truth


ISR.page("/editorial/editorial-policy", "Editorial policy", "<h1>Editorial policy</h1>")
_e3, _t3 = _record(
    "31415926",
    "Early supported discharge after stroke in rural areas",
    [
        ("44501", "6ea1c2b7-0d5e-4c8a-9d1a-3b7e2f0a9c11", "Protocol file"),
        ("44502", "0b9d7f31-77c2-4a1e-8f4b-92d6e1a0c5d3", "Participant information sheet"),
    ],
)
_e4, _t4 = _record(
    "27182818",
    "Vitamin D supplementation in care-home residents (VIDICARE)",
    [
        ("51220", "c1a4e9b2-5f0d-4f3e-a7b8-1d2c3e4f5a6b", "Basic results summary"),
        ("51221", "d2b5f0c3-6a1e-4a4f-b8c9-2e3d4f5a6b7c", "Statistical analysis plan"),
        ("51223", "e3c6a1d4-7b2f-4b5a-c9d0-3f4e5a6b7c8d", "Protocol file"),
    ],
)

# --- PROSPERO-like systematic review registry --------------------------------------------
# A registration is one record id shown, exported and versioned by query strings carrying
# that id: Significant String from URI.
PRO = Hub(
    "systematic review registry (PROSPERO-like)",
    "www.reviewreg.hx17.example",
    "ReviewReg International prospective register of systematic reviews",
    [
        ("/prospero/", "Home"),
        ("/prospero/search", "Search"),
        ("/prospero/register", "Register a review"),
        ("/prospero/guidance", "Guidance"),
    ],
    title_format="{name}",  # the real register's pages all share one site-wide title
    scripts=["/prospero/js/jquery.min.js", "/prospero/js/prospero.js"],
)


def _review(rid: str, title: str, versions: list[str]) -> tuple[str, set[str]]:
    crd = f"CRD42024{rid}"
    q = f"RecordID={rid}"
    pdfu = PRO.pdf(PRO.url(f"/prospero/export_details_pdf.php?{q}"), crd, title)
    ris = PRO.file(
        PRO.url(f"/prospero/export_ris.php?{q}"),
        f"TY  - GEN\nTI  - {title}\nER  -\n",
        "application/x-research-info-systems",
    )
    truth = {pdfu, ris}
    vlinks = []
    for i, date in enumerate(versions, 1):
        u = PRO.page(
            f"/prospero/display_record.php?{q}&VersionID={i}",
            "record",
            f"<h1>{title}</h1><p>{crd} version {i}, {date}</p>",
        )
        truth.add(u)
        vlinks.append(a(f"display_record.php?{q}&amp;VersionID={i}", f"Version {i} ({date})"))
    main = (
        f"<h1>{title}</h1><p>Citation: {crd}. Available from "
        f"{a(f'display_record.php?ID={crd}', f'ID={crd}')}</p>"
        + "<h2>Record history</h2>"
        + ul(vlinks)
        + ul(
            [
                a(f"export_details_pdf.php?{q}", "Print PDF"),
                a(f"export_ris.php?{q}", "Export RIS"),
                a("/prospero/search?q=diabetes", "Related searches"),
            ]
        )
    )
    entry = PRO.page(f"/prospero/display_record.php?{q}", "record", main)
    alias = PRO.page(f"/prospero/display_record.php?ID={crd}", "record", f"<h1>{title}</h1>")
    return entry, truth | {entry, alias}


_e5, _t5 = _review(
    "512733",
    "Glycaemic outcomes of continuous glucose monitoring in type 2 "
    "diabetes: a systematic review and meta-analysis",
    ["2024-02-01", "2024-07-19"],
)
_e6, _t6 = _review(
    "530018",
    "Interventions to reduce antibiotic prescribing in primary care "
    "for children: a network meta-analysis",
    ["2024-04-11"],
)

# --- Mica-like cohort / biobank catalogue --------------------------------------------------
# A study's populations, data-collection events, variables and documents all live under the
# study's path: the seed's Path-Based (GitLab-like).  Networks and other studies are other
# artifacts.
COH = Hub(
    "cohort catalogue (Mica-like)",
    "catalogue.cohortnet.hx17.example",
    "CohortNet Catalogue",
    [
        ("/networks", "Networks"),
        ("/studies", "Studies"),
        ("/variables", "Variables"),
        ("/search", "Search"),
        ("/about", "About"),
    ],
    title_format="{name} - {title}",
    head=meta(generator="OBiBa Mica 5", og_site_name="CohortNet Catalogue"),
    scripts=["/assets/libs/node_modules/jquery/dist/jquery.min.js", "/assets/js/mica.js"],
)


def _cohort(
    sid: str, name: str, pops: list[str], dces: list[str], network: str
) -> tuple[str, set[str], set[str]]:
    base = f"/study/{sid}"
    truth = set()
    items = []
    for i, p in enumerate(pops, 1):
        truth.add(COH.page(f"{base}/population/{i}", f"{name} - {p}", f"<h1>{p}</h1><p>{name}</p>"))
        items.append(a(f"{base}/population/{i}", f"Population: {p}"))
    for d in dces:
        slug = d.lower().replace(" ", "-")
        truth.add(COH.page(f"{base}/dce/{slug}", f"{name} - {d}", f"<h1>{d}</h1>"))
        items.append(a(f"{base}/dce/{slug}", f"Data collection event: {d}"))
    truth.add(
        COH.page(
            f"{base}/variables",
            f"{name} variables",
            "<h1>Variables</h1><table><tr><td>SBP_1</td><td>Systolic BP</td></tr></table>",
        )
    )
    truth.add(
        COH.file(
            COH.url(f"{base}/download/data-dictionary.xlsx"),
            b"PK\x03\x04dictionary",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        )
    )
    truth.add(COH.pdf(COH.url(f"{base}/download/access-policy.pdf"), f"{name} data access policy"))
    others = {COH.page(f"/network/{network}", f"Network {network}", "<h1>Network</h1>")}
    main = (
        f"<h1>{name}</h1><p>Acronym: {sid.upper()}</p>"
        + ul(items)
        + ul(
            [
                a(f"{base}/variables", "Harmonizable variables"),
                a(f"{base}/download/data-dictionary.xlsx", "Data dictionary (XLSX)"),
                a(f"{base}/download/access-policy.pdf", "Access policy (PDF)"),
                a(f"/network/{network}", f"Member of the {network.upper()} network"),
                a(
                    "/search#lists?type=variables&query=study(in(Mica_study.id,cls))",
                    "Search variables",
                ),
            ]
        )
    )
    entry = COH.page(base, name, main)
    return entry, truth | {entry}, others


_e7, _t7, _o7 = _cohort(
    "nhlc",
    "Northern Heart and Lung Cohort",
    ["Adults 40-69", "Offspring"],
    ["Baseline 2009", "Follow-up 2015", "Follow-up 2022"],
    "euchron",
)
_e8, _t8, _o8 = _cohort(
    "pbb", "Paediatric Biobank Birth Cohort", ["Mother-child pairs"], ["Birth", "Age 7"], "kidnet"
)

CASES: list[Case] = [
    # sig_uri: "NCT06123457" is in the tabs, history versions, API record and the documents
    # on the CDN.  Truth: study page, table and results tabs, history and two versions, the
    # JSON record, protocol/SAP and consent PDFs; not the similar study, search or PubMed.
    CTR.case("ctr-study-with-results", "Multi-Hop", "sig_uri", _e1, _t1, others=_o1),
    # sig_uri, as above for a study without results (one protocol document).
    CTR.case("ctr-study-recruiting", "Multi-Hop", "sig_uri", _e2, _t2, others=_o2),
    # single_page_plus_ignored: outputs behind opaque file ids, one hop from the record.
    # Truth: record, XML export, protocol and information-sheet files; not the editorial
    # policy, condition search or the register's menus.
    ISR.case("isrctn-record-protocol", "Single Hop", "single_page_plus_ignored", _e3, _t3),
    # single_page_plus_ignored, as above with three output files.
    ISR.case("isrctn-record-results", "Single Hop", "single_page_plus_ignored", _e4, _t4),
    # sig_uri: "RecordID=512733" / "512733" is in the PDF and RIS exports, the versions and
    # the CRD alias; every page has the same site-wide title, so no title heuristic works.
    # Truth: record, its CRD alias, two versions, PDF, RIS; not the search pages.
    PRO.case("prospero-two-versions", "Multi-Hop", "sig_uri", _e5, _t5),
    # sig_uri, as above with one version.
    PRO.case("prospero-one-version", "Multi-Hop", "sig_uri", _e6, _t6),
    # path_based: populations, collection events, variables and downloads under
    # /study/nhlc.  Truth: those pages and files; not the network (another artifact) nor
    # the variable search.
    COH.case("cohort-adult-study", "Multi-Hop", "path_based", _e7, _t7, others=_o7),
    # path_based, as above for a birth-cohort biobank.
    COH.case("cohort-birth-biobank", "Multi-Hop", "path_based", _e8, _t8, others=_o8),
]
