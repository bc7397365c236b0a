"""Medicines agencies' portals: drug safety communications, assessment reports with annexes,
drug approval packages and a prescribing-information archive with label revisions.

Four portal types, two records each (the second harder): which seed heuristic fits each is
argued in a comment above its cases.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import SUFFIX, Chrome, a, pdf_file, table, ul

# -- drug safety communications (single page) -------------------------------------------

DSC = Chrome(
    host=f"www.medwatchdesk.{SUFFIX}",
    name="MedWatch Desk",
    menu=[
        ("/drug-safety", "Drug safety"),
        ("/drug-safety/communications", "Safety communications"),
        ("/report-a-problem", "Report a problem"),
        ("/news-events", "News & events"),
        ("/about", "About"),
    ],
    footer=[
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("/foia", "Freedom of information"),
        ("/contact", "Contact"),
        ("/subscribe", "Email updates"),
    ],
    social=[
        ("http://twitter.test/medwatchdesk", "X"),
        ("http://www.linkedin.test/company/medwatchdesk", "LinkedIn"),
    ],
)
DSC_BASE = "/drug-safety/communications"


def _dsc_page(title: str, date: str, body: str, related: list[tuple[str, str]]) -> str:
    main = (
        f'<article class="dsc"><p class="kicker">Drug Safety Communication</p>'
        f'<h1>{escape(title)}</h1><p class="date">Issued {escape(date)}</p>{body}'
        '<p class="print"><button onclick="window.print()">Print</button> '
        '<button data-share="copy">Copy link</button></p></article>'
    )
    aside = "<h2>Related communications</h2>" + ul(related)
    return DSC.page(
        title,
        main,
        aside=aside,
        crumbs=[("/drug-safety", "Drug safety"), (DSC_BASE, "Safety communications")],
    )


def _dsc_sites() -> list[Site]:
    rel1 = [
        (f"{DSC_BASE}/2022/aceluvir-dosing-renal", "Aceluvir dosing in renal impairment"),
        (f"{DSC_BASE}/2021/hepatitis-c-antivirals-interactions", "Antiviral interactions"),
    ]
    body1 = (
        "<h2>What safety concern is the agency announcing?</h2><p>Cases of serious liver "
        "injury, some fatal, have been reported in patients taking aceluvir for chronic "
        "hepatitis B.  We are adding a Boxed Warning to the prescribing information.</p>"
        "<h2>What should health care professionals do?</h2><p>Check liver tests before and "
        "during treatment.  Report adverse events to the "
        + a("/report-a-problem", "reporting programme")
        + ".</p><h2>Data summary</h2><p>We identified 41 cases in the adverse event "
        "reporting database between 2016 and 2023 (median time to onset 54 days).</p>"
    )
    rel2 = [
        (f"{DSC_BASE}/2019/tenaflox-aortic-aneurysm", "Tenaflox and aortic aneurysm (2019)"),
        (f"{DSC_BASE}/2016/tenaflox-disabling-effects", "Tenaflox disabling side effects (2016)"),
        (f"{DSC_BASE}/2023/aceluvir-liver-injury", "Aceluvir and serious liver injury"),
    ]
    timeline = table(
        ["Date", "Communication"],
        [
            ["2016-05-12", a(rel2[1][0], "Restricting use for uncomplicated infections")],
            ["2019-12-20", a(rel2[0][0], "Risk of aortic aneurysm and dissection")],
            ["2024-03-07", "This update: tendon rupture in patients over 60"],
        ],
    )
    body2 = (
        "<h2>Summary</h2><p>The agency is strengthening the warning about tendon rupture "
        "with the fluoroquinolone tenaflox, which can occur within hours of the first dose "
        "and up to months after stopping treatment.</p>"
        "<h2>Facts about tenaflox</h2><ul><li>Tenaflox is approved for complicated urinary "
        "tract infections and hospital-acquired pneumonia.</li><li>About 2.1 million "
        "prescriptions were dispensed in 2023.</li></ul>"
        f"<h2>Previous communications</h2>{timeline}"
        "<h2>References</h2><ol>"
        f"<li>{a('http://doi.test/10.1000/jama.2023.1187', 'Cohort study of tendinopathy')}</li>"
        f"<li>{a('http://doi.test/10.1000/bmj.2022.4410', 'Nested case-control analysis')}</li>"
        "</ol><h2>Reporting</h2><p>Report side effects through the "
        + a("/report-a-problem", "online form")
        + " or call 1-800-555-0199.</p>"
    )
    pages: dict[str, str] = {
        f"{DSC_BASE}/2023/aceluvir-liver-injury": _dsc_page(
            "Aceluvir and risk of serious liver injury", "14 June 2023", body1, rel1
        ),
        f"{DSC_BASE}/2024/tenaflox-tendon-rupture-update": _dsc_page(
            "Updated warning: tenaflox and tendon rupture in older adults",
            "7 March 2024",
            body2,
            rel2,
        ),
    }
    for path, title in rel1 + rel2[:2]:
        pages.setdefault(path, _dsc_page(title, "2016-2022", "<p>Archived notice.</p>", []))
    listing = ul([(p, "Communication") for p in pages])
    pages[DSC_BASE] = DSC.page("Safety communications", f"<h1>Communications</h1>{listing}")
    return [DSC.site(pages)]


# The seed's table gives Single Page for article-like records (blog posts, news articles):
# a safety communication is one web page; its related notices, references and reporting
# form are other resources, so the artifact is the entry alone.
_DSC_CASES = [
    case(
        "dsc-aceluvir-liver",
        "drug safety communication (one notice)",
        "Single Artifact URI",
        "single_page",
        DSC.url(f"{DSC_BASE}/2023/aceluvir-liver-injury"),
        [DSC.url(f"{DSC_BASE}/2023/aceluvir-liver-injury")],
        _dsc_sites,
        others=[DSC.url(f"{DSC_BASE}/2022/aceluvir-dosing-renal")],
    ),
    # Harder: a long update with a timeline of earlier notices, references and sidebar.
    case(
        "dsc-tenaflox-tendon",
        "drug safety communication (update with timeline of earlier notices)",
        "Single Artifact URI",
        "single_page",
        DSC.url(f"{DSC_BASE}/2024/tenaflox-tendon-rupture-update"),
        [DSC.url(f"{DSC_BASE}/2024/tenaflox-tendon-rupture-update")],
        _dsc_sites,
        others=[
            DSC.url(f"{DSC_BASE}/2019/tenaflox-aortic-aneurysm"),
            DSC.url(f"{DSC_BASE}/2016/tenaflox-disabling-effects"),
        ],
    ),
]


# -- assessment reports with annexes (single page+ with ignored URIs) --------------------

EPAR = Chrome(
    host=f"www.medevalagency.{SUFFIX}",
    name="Medicines Evaluation Agency",
    menu=[
        ("/en/medicines", "Medicines"),
        ("/en/human-regulatory", "Human regulatory"),
        ("/en/committees", "Committees"),
        ("/en/news-events", "News"),
        ("/en/about-us", "About us"),
    ],
    footer=[
        ("/en/about-us/legal-notice", "Legal notice"),
        ("/en/about-us/data-protection", "Data protection"),
        ("/en/about-us/contact", "Contact"),
        ("/en/glossary", "Glossary"),
    ],
    title_format="{title} | {name}",
    social=[("http://www.youtube.test/medevalagency", "YouTube")],
)
EPAR_MED = "/en/medicines/human/assessment"
EPAR_DOC = "/en/documents"


def _epar_record(
    slug: str,
    name: str,
    inn: str,
    facts: list[tuple[str, str]],
    docs: list[tuple[str, str, str]],
    related: list[tuple[str, str]],
) -> str:
    """docs: (path, label, section)."""
    sections: dict[str, list[str]] = {}
    for path, label, sec in docs:
        sections.setdefault(sec, []).append(
            f'<li class="file">{a(path, label)} <span class="meta">PDF</span></li>'
        )
    docs_html = "".join(
        f'<section class="docs"><h2>{escape(sec)}</h2><ul>{"".join(items)}</ul></section>'
        for sec, items in sections.items()
    )
    main = (
        f'<div class="medicine-header"><h1>{escape(name)}</h1><p class="inn">{escape(inn)}</p>'
        '<span class="status authorised">Authorised</span></div>'
        f"<h2>Key facts</h2>{table(['Field', 'Value'], [[escape(k), escape(v)] for k, v in facts])}"
        f"{docs_html}"
        '<p class="updated">Last updated: 02/10/2024</p>'
    )
    aside = "<h3>Other medicines in this area</h3>" + ul(related)
    return EPAR.page(
        f"{name} | European public assessment report",
        main,
        aside=aside,
        crumbs=[("/en/medicines", "Medicines")],
    )


def _epar_sites() -> list[Site]:
    d1 = [
        (
            f"{EPAR_DOC}/overview/ostrevimab-epar-medicine-overview_en.pdf",
            "Medicine overview",
            "Overview",
        ),
        (
            f"{EPAR_DOC}/product-information/ostrevimab-epar-product-information_en.pdf",
            "Product information",
            "Product information",
        ),
        (
            f"{EPAR_DOC}/assessment-report/ostrevimab-epar-public-assessment-report_en.pdf",
            "Public assessment report",
            "Assessment history",
        ),
        (
            f"{EPAR_DOC}/procedural-steps/ostrevimab-epar-procedural-steps-taken-authorisation_en.pdf",
            "Procedural steps taken and scientific information after authorisation",
            "Assessment history",
        ),
    ]
    d2 = (
        [
            (
                f"{EPAR_DOC}/overview/velarixostat-epar-medicine-overview_{lang}.pdf",
                f"Medicine overview ({lang})",
                "Overview",
            )
            for lang in ("en", "de", "fr", "it")
        ]
        + [
            (
                f"{EPAR_DOC}/product-information/velarixostat-epar-product-information_{lang}.pdf",
                f"Product information ({lang})",
                "Product information",
            )
            for lang in ("en", "de", "fr")
        ]
        + [
            (f"{EPAR_DOC}/product-information/velarixostat-annex-{n}_en.pdf", label, "Annexes")
            for n, label in (
                ("i", "Annex I: summary of product characteristics"),
                ("ii", "Annex II: conditions of the marketing authorisation"),
                ("iii", "Annex III: labelling and package leaflet"),
                ("iv", "Annex IV: scientific conclusions on conditional approval"),
            )
        ]
        + [
            (
                f"{EPAR_DOC}/assessment-report/velarixostat-epar-public-assessment-report_en.pdf",
                "Public assessment report (initial authorisation)",
                "Assessment history",
            ),
            (
                f"{EPAR_DOC}/variation-report/velarixostat-h-c-005512-ii-0014-epar-assessment-report-variation_en.pdf",
                "Variation assessment report II/0014 (new indication)",
                "Assessment history",
            ),
            (
                f"{EPAR_DOC}/rmp-summary/velarixostat-epar-risk-management-plan-summary_en.pdf",
                "Risk management plan summary",
                "Risk management",
            ),
        ]
    )
    rel = [
        (f"{EPAR_MED}/belzatinib", "Belzatinib"),
        (f"{EPAR_MED}/kortavimab", "Kortavimab"),
    ]
    pages: dict[str, PageValue] = {
        f"{EPAR_MED}/ostrevimab": _epar_record(
            "ostrevimab",
            "Ostrevimab",
            "ostrevimab",
            [
                ("Therapeutic area", "Psoriasis"),
                ("Marketing authorisation holder", "Lumen Bio"),
                ("Product number", "EMEA/H/C/005307"),
                ("Authorisation date", "11/03/2021"),
            ],
            d1,
            rel[:1],
        ),
        f"{EPAR_MED}/velarixostat": _epar_record(
            "velarixostat",
            "Velarixostat",
            "velarixostat hydrochloride",
            [
                ("Therapeutic area", "Myelofibrosis"),
                ("Conditional approval", "Yes"),
                ("Product number", "EMEA/H/C/005512"),
                ("Authorisation date", "26/08/2022"),
            ],
            d2,
            rel,
        ),
    }
    for path, label, _s in d1 + d2:
        pages[path] = pdf_file(label, "Medicines Evaluation Agency", path.rsplit("/", 1)[-1])
    for path, label in rel:
        pages[path] = EPAR.page(label, f"<h1>{escape(label)}</h1><p>Authorised medicine.</p>")
    # The homepage features recent authorisations (so the related ones are ignorable).
    feat = ul(
        [
            (f"{EPAR_MED}/ostrevimab", "Ostrevimab"),
            (f"{EPAR_MED}/velarixostat", "Velarixostat"),
            *rel,
        ]
    )
    home = f"<h1>Medicines Evaluation Agency</h1><h2>Recently authorised</h2>{feat}"
    return [replace(EPAR, home_main=home).site(pages)]


def _epar_truth(slug: str) -> list[str]:
    return [EPAR.url(p) for p in _epar_doc_paths(slug)]


def _epar_doc_paths(slug: str) -> list[str]:
    site = _epar_sites()[0]
    return [f"{EPAR_MED}/{slug}"] + sorted(
        p for p in site.pages if p.startswith(EPAR_DOC) and f"/{slug}-" in p
    )


# The seed's table gives Single Page+ with ignored URIs for single-hop portals with chrome
# (Figshare, Zenodo, SSRN): every report, annex and product-information PDF is one hop from
# the medicine's page, and the menu, footer and "recently authorised" links are on the
# homepage and the 404 page, so the ignored-URI list removes them.
_EPAR_CASES = [
    case(
        "epar-ostrevimab",
        "medicines agency assessment report page (four documents)",
        "Single Hop",
        "single_page_plus_ignored",
        EPAR.url(f"{EPAR_MED}/ostrevimab"),
        _epar_truth("ostrevimab"),
        _epar_sites,
        others=[EPAR.url(f"{EPAR_MED}/belzatinib")],
    ),
    # Harder: four annexes, product information in three languages, variation report.
    case(
        "epar-velarixostat",
        "medicines agency assessment report page (annexes, translations, variation report)",
        "Single Hop",
        "single_page_plus_ignored",
        EPAR.url(f"{EPAR_MED}/velarixostat"),
        _epar_truth("velarixostat"),
        _epar_sites,
        others=[EPAR.url(f"{EPAR_MED}/belzatinib"), EPAR.url(f"{EPAR_MED}/kortavimab")],
    ),
]


# -- drug approval packages (significant string from URI) -------------------------------

APP = Chrome(
    host=f"docs.fedrugreview.{SUFFIX}",
    name="Federal Drug Review Documents",
    menu=[
        ("/scripts/approvals/index.cfm", "Approved drugs search"),
        ("/approval_docs/whats-new.cfm", "What's new"),
        ("/approval_docs/glossary.cfm", "Glossary"),
        ("/approval_docs/faq.cfm", "FAQ"),
    ],
    footer=[
        ("/site/privacy.cfm", "Privacy"),
        ("/site/disclaimers.cfm", "Disclaimers"),
        ("/site/vulnerability-disclosure.cfm", "Vulnerability disclosure"),
        ("/site/contact.cfm", "Contact"),
    ],
    title_format="{title}",
    home_title="Federal Drug Review Documents",
    account=(),
)

# application -> (brand, generic, year, package id, [(suffix, label)], others' package ids)
APPLICATIONS = {
    "216781": (
        "Quorvella",
        "quorbastine fumarate",
        2022,
        "216781Orig1s000",
        [
            ("Approv.pdf", "Approval letter"),
            ("Lbl.pdf", "Labeling"),
            ("SumR.pdf", "Summary review"),
            ("MultidisciplineR.pdf", "Multidiscipline review"),
            ("AdminCorres.pdf", "Administrative and correspondence documents"),
        ],
        [],
    ),
    "214455": (
        "Davrelto",
        "davrelimab",
        2023,
        "214455Orig1s012",
        [
            ("Ltr.pdf", "Supplement approval letter"),
            ("Lbl.pdf", "Labeling"),
            ("MedR_Part1.pdf", "Medical review, part 1"),
            ("MedR_Part2.pdf", "Medical review, part 2"),
            ("MedR_Part3.pdf", "Medical review, part 3"),
            ("StatR.pdf", "Statistical review"),
            ("ClinPharmR.pdf", "Clinical pharmacology review"),
            ("RiskR.pdf", "Risk assessment and risk mitigation review"),
            ("OtherR.pdf", "Other review(s)"),
        ],
        ["214455Orig1s008", "214455Orig1s000"],
    ),
}
APP_DIR = "/approval_docs/bla"


def _app_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for appl, (brand, inn, year, pkg, files, olds) in APPLICATIONS.items():
        d = f"{APP_DIR}/{year}"
        rows = []
        medr = [(s, lab) for s, lab in files if s.startswith("MedR_")]
        for suffix, label in files:
            if suffix.startswith("MedR_"):
                continue
            rows.append([a(f"{d}/{pkg}{suffix}", label)])
            pages[f"{d}/{pkg}{suffix}"] = pdf_file(
                f"{brand} {label}", f"Application {appl}", f"Package {pkg}"
            )
        if medr:
            # Big medical reviews are split: their parts are listed on a sub-page.
            rows.insert(2, [a(f"{d}/{pkg}MedR.cfm", "Medical review(s)")])
            parts = ul([(f"{d}/{pkg}{s}", lab) for s, lab in medr])
            pages[f"{d}/{pkg}MedR.cfm"] = APP.page(
                f"Medical Review(s): {brand} ({inn}) {pkg}",
                f"<h1>Medical Review(s)</h1><p>{escape(brand)} {escape(pkg)}</p>{parts}"
                + a(f"{d}/{pkg}TOC.cfm", "Back to the approval package"),
            )
            for s, lab in medr:
                pages[f"{d}/{pkg}{s}"] = pdf_file(f"{brand} {lab}", f"Package {pkg}")
        older = ""
        if olds:
            older = "<h2>Other approval packages for this application</h2>" + ul(
                [(f"{APP_DIR}/{2020 + i}/{o}TOC.cfm", o) for i, o in enumerate(olds)]
            )
            for i, o in enumerate(olds):
                pages[f"{APP_DIR}/{2020 + i}/{o}TOC.cfm"] = APP.page(
                    f"Drug Approval Package: {brand} {o}",
                    f"<h1>Drug Approval Package</h1><p>{escape(o)} (archived)</p>",
                )
        overview = f"/scripts/approvals/index.cfm?event=overview.process&ApplNo={appl}"
        pages[overview] = APP.page(
            f"Product details for BLA {appl}",
            f"<h1>{escape(brand)}</h1><p>All submissions of BLA {appl}.</p>",
        )
        pages[f"{d}/{pkg}TOC.cfm"] = APP.page(
            f"Drug Approval Package: {brand} ({inn}) BLA {appl}",
            f'<h1>Drug Approval Package</h1><dl class="pkg"><dt>Company</dt><dd>Helion '
            f"Therapeutics</dd><dt>Application No.</dt><dd>{appl}</dd><dt>Approval date</dt>"
            f"<dd>{year}-05-19</dd></dl>"
            + table(["Documents"], rows)
            + f"<p>{a(overview, 'All submissions for this application')}</p>{older}",
            crumbs=[("/scripts/approvals/index.cfm", "Approved drugs search")],
        )
    return [APP.site(pages)]


def _app_truth(appl: str) -> list[str]:
    pkg = APPLICATIONS[appl][3]
    return sorted(APP.url(p) for p in _app_sites()[0].pages if pkg in p)


# The seed's GBIF reasoning: every document of one approval package carries the package id
# (e.g. 216781Orig1s000) in its URI, while the record page's own path shares no prefix with
# the PDFs; the application overview and the other supplements' packages lack that id.
_APP_CASES = [
    case(
        "approval-quorvella",
        "drug approval package (original approval, five documents)",
        "Multi-Hop",
        "sig_uri",
        APP.url(f"{APP_DIR}/2022/216781Orig1s000TOC.cfm"),
        _app_truth("216781"),
        _app_sites,
        others=[APP.url("/scripts/approvals/index.cfm?event=overview.process&ApplNo=216781")],
    ),
    # Harder: efficacy supplement, split medical review on a sub-page, older packages.
    case(
        "approval-davrelto-s012",
        "drug approval package (supplement, multi-part reviews, earlier packages)",
        "Multi-Hop",
        "sig_uri",
        APP.url(f"{APP_DIR}/2023/214455Orig1s012TOC.cfm"),
        _app_truth("214455"),
        _app_sites,
        others=[
            APP.url(f"{APP_DIR}/2020/214455Orig1s008TOC.cfm"),
            APP.url("/scripts/approvals/index.cfm?event=overview.process&ApplNo=214455"),
        ],
    ),
]


# -- prescribing-information archive with revisions (significant string from title) -----

PI = Chrome(
    host=f"www.kyrosmedicinesboard.{SUFFIX}",
    name="Kyros Medicines Board",
    menu=[
        ("/medicines", "Medicines"),
        ("/safety-information", "Safety information"),
        ("/regulatory-guidance", "Regulatory guidance"),
        ("/publications", "Publications"),
        ("/about-the-board", "About the board"),
    ],
    footer=[
        ("/terms-of-use", "Terms of use"),
        ("/privacy-statement", "Privacy statement"),
        ("/sitemap", "Sitemap"),
        ("/feedback", "Feedback"),
    ],
    title_format="{title}",
    home_title="Kyros Medicines Board",
    account=(("/user/login", "Staff login"),),
    extra_head='<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
)

# record -> (title, node, [(revision node, date, file path, summary)], others)
LABELS = {
    "tenaflox": (
        "Tenaflox 500 mg film-coated tablets prescribing information",
        48213,
        [
            (
                51870,
                "2024-03-11",
                "/sites/default/files/2024-03/PI_TFX500_r3.pdf",
                "Boxed warning on tendon rupture strengthened",
            ),
            (
                49902,
                "2022-08-02",
                "/sites/default/files/2022-08/PI_TFX500_r2.pdf",
                "Aortic aneurysm added to warnings",
            ),
        ],
        [(48250, "Tenaflox consumer medicine information")],
    ),
    "ostrevimab": (
        "Ostrevimab 150 mg solution for injection in pre-filled pen prescribing information",
        50311,
        [
            (
                53120,
                "2024-09-30",
                "/sites/default/files/2024-09/PI_OSV150_r5.pdf",
                "Paediatric psoriasis indication",
            ),
            (
                52477,
                "2024-01-15",
                "/sites/default/files/2024-01/PI_OSV150_r4.pdf",
                "Hypersensitivity section revised",
            ),
            (
                51506,
                "2023-05-22",
                "/sites/default/files/2023-05/PI_OSV150_r3.pdf",
                "Storage conditions updated",
            ),
            (
                50918,
                "2022-10-04",
                "/sites/default/files/2022-10/PI_OSV150_r2.pdf",
                "Injection-site reactions frequency",
            ),
            (
                50312,
                "2021-11-19",
                "/sites/default/files/2021-11/PI_OSV150_r1.pdf",
                "First registration",
            ),
        ],
        [
            (50340, "Ostrevimab consumer medicine information"),
            (47011, "Biosimilar medicines: a guide for prescribers"),
        ],
    ),
}


def _pi_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for title, node, revs, others in LABELS.values():
        hist_node = node + 3000
        current = revs[0]
        links_ = [
            (f"/node/{current[0]}", f"Current revision ({current[1]})"),
            (f"/node/{hist_node}", "Revision history"),
        ] + [(f"/node/{n}", t) for n, t in others]
        pages[f"/node/{node}"] = PI.page(
            title,
            f'<h1 class="page-title">{escape(title)}</h1>'
            f'<div class="field--name-body"><p>{escape(title)}: approved product information '
            f"for prescribers, kept with every revision since first registration.</p></div>"
            + ul(links_, "links")
            + f"<p>Download: {a(current[2], 'current prescribing information (PDF)')}</p>",
            crumbs=[("/medicines", "Medicines")],
        )
        per_page = 3
        chunks = [revs[i : i + per_page] for i in range(0, len(revs), per_page)]
        for i, chunk in enumerate(chunks):
            rows = [[escape(d), a(f"/node/{n}", s), a(f, "PDF")] for n, d, f, s in chunk]
            nav = ""
            if i + 1 < len(chunks):
                nav = a(f"/node/{hist_node}?page={i + 1}", "Older revisions", "pager-next")
            path = f"/node/{hist_node}" + (f"?page={i}" if i else "")
            pages[path] = PI.page(
                f"Revision history: {title}",
                f"<h1>Revision history</h1><p>{escape(title)}</p>"
                + table(["Date", "Changes", "File"], rows)
                + nav,
            )
        for n, d, f, s in revs:
            pages[f"/node/{n}"] = PI.page(
                f"{title} revision {d}",
                f'<h1>{escape(title)}</h1><p class="rev">Revision of {escape(d)}: '
                f"{escape(s)}.</p><p>{a(f, 'Prescribing information (PDF)')}</p>"
                + a(f"/node/{hist_node}", "All revisions"),
            )
            pages[f] = pdf_file(title, f"Revision {d}", s)
        for n, t in others:
            pages[f"/node/{n}"] = PI.page(t, f"<h1>{escape(t)}</h1><p>Leaflet for patients.</p>")
    pages["/user/login"] = PI.page("Log in", '<h1>Log in</h1><form method="post"></form>')
    return [PI.site(pages)]


def _pi_truth(key: str) -> list[str]:
    title, node, revs, _o = LABELS[key]
    hist = node + 3000
    out = [f"/node/{node}", f"/node/{hist}"]
    out += [f"/node/{hist}?page={i}" for i in range(1, (len(revs) + 2) // 3)]
    for n, _d, f, _s in revs:
        out += [f"/node/{n}", f]
    return [PI.url(p) for p in out]


# Significant String from Title: the board's CMS gives opaque node URIs (no shared path or
# id between the label, its revisions and their PDFs), but its <title> is the bare record
# title, which every page and PDF of the label repeats, while the leaflet, the guides and
# the chrome do not.
_PI_CASES = [
    case(
        "label-tenaflox",
        "prescribing-information archive (two revisions)",
        "Multi-Hop",
        "sig_title",
        PI.url("/node/48213"),
        _pi_truth("tenaflox"),
        _pi_sites,
        others=[PI.url("/node/48250")],
    ),
    # Harder: five revisions, a paginated revision history, two sibling documents.
    case(
        "label-ostrevimab",
        "prescribing-information archive (five revisions, paginated history)",
        "Multi-Hop",
        "sig_title",
        PI.url("/node/50311"),
        _pi_truth("ostrevimab"),
        _pi_sites,
        others=[PI.url("/node/50340"), PI.url("/node/47011")],
    ),
]

CASES: list[Case] = _DSC_CASES + _EPAR_CASES + _APP_CASES + _PI_CASES
