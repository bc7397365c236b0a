"""Single-hop document repositories of heldout73: a WHO-like institutional repository of
technical documents in several languages, a hospital research repository, a medical
preprint server (Single Page+ with Ignored URIs, as the seed prescribes for Zenodo,
Figshare, SSRN and bioRxiv), a public-health institute repository that signposts its
items in HTTP Link headers (Signposting), and a bare download index of a document
mirror with no chrome at all (Single Page+)."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site

from ._kit import dl, meta, pdfr, portal, site, txt, wrap

# --- WHO-like institutional repository (IRIS-style handles, bitstreams per language) ---

IRIS = portal(
    "apps.globhealth-iris.hx73.example",
    "GH-IRIS Institutional Repository",
    [
        ("/communities", "Communities & collections"),
        ("/browse/date", "By issue date"),
        ("/browse/author", "Authors"),
        ("/browse/subject", "Subjects"),
        ("/about", "About IRIS"),
    ],
    [("/terms", "Terms of use"), ("/contact", "Contact")],
)


def _iris_item(
    hid: str,
    title: str,
    langs: list[tuple[str, str, str]],
    extra: list[tuple[str, str]],
    related: list[tuple[str, str]],
) -> tuple[str, dict[str, PageValue], list[str]]:
    base = f"/handle/10665/{hid}"
    files: list[tuple[str, str]] = []
    pages: dict[str, PageValue] = {}
    for code, fname, label in langs:
        path = f"/bitstream/handle/10665/{hid}/{fname}?sequence=1&isAllowed=y"
        files.append((path, f"{label} ({code}) — PDF"))
        pages[path] = pdfr(title, f"Language: {label}", f"WHO-like technical document {hid}")
    for fname, label in extra:
        path = f"/bitstream/handle/10665/{hid}/{fname}"
        files.append((path, label))
        pages[path] = pdfr(f"{title} — {label}", "Annex")
    main = (
        f'<h1 class="item-title">{title}</h1>'
        + meta(
            [
                ("Corporate author", "Global Health Organization-like body"),
                ("Date", "2023"),
                ("Handle", f"10665/{hid}"),
                ("Languages", ", ".join(c for c, _, _ in langs)),
            ]
        )
        + "<h2>Files in this item</h2>"
        + dl(files, "bitstreams")
        + '<form action="/export" method="post"><select name="fmt"><option>RIS</option><option>BibTeX</option>'
        + "</select><button>Export citation</button></form>"
        + '<aside class="related"><h3>Related items</h3>'
        + dl(related, "related")
        + "</aside>"
        + '<p><a href="/browse/subject">Browse by subject</a></p>'
    )
    pages[base] = wrap(IRIS, title, main, share=IRIS.url(base))
    truth = [IRIS.url(base)] + [IRIS.url(p) for p, _ in files]
    return base, pages, truth


IRIS_A = _iris_item(
    "372104",
    "Guidance on ambient air quality monitoring for health protection",
    [("en", "9789240061234-eng.pdf", "English"), ("fr", "9789240061234-fre.pdf", "Français")],
    [],
    [("/handle/10665/365551", "Indoor air and household fuels")],
)
IRIS_B = _iris_item(
    "380917",
    "Operational handbook on tuberculosis: module 4 treatment",
    [
        ("en", "9789240077089-eng.pdf", "English"),
        ("fr", "9789240077089-fre.pdf", "Français"),
        ("es", "9789240077089-spa.pdf", "Español"),
        ("ru", "9789240077089-rus.pdf", "Русский"),
        ("ar", "9789240077089-ara.pdf", "العربية"),
        ("zh", "9789240077089-chi.pdf", "中文"),
    ],
    [
        ("9789240077089-annex-web.pdf", "Web Annex A: evidence-to-decision tables"),
        ("9789240077089-corrigenda.pdf", "Corrigenda (2024)"),
    ],
    [
        ("/handle/10665/372104", "Guidance on ambient air quality monitoring"),
        ("/handle/10665/353829", "Consolidated guidelines on tuberculosis, module 4"),
    ],
)


def iris_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**IRIS_A[1], **IRIS_B[1]}
    for path, t in [
        ("/handle/10665/365551", "Indoor air and household fuels"),
        ("/handle/10665/353829", "Consolidated guidelines on tuberculosis, module 4"),
        ("/export", "Export citation"),
    ]:
        pages[path] = wrap(IRIS, t, f"<h1>{t}</h1><p>Another item of the repository.</p>")
    return [site(IRIS, pages)]


# --- Hospital research repository (DSpace-like, /items/<uuid>, bitstreams on /server/api) ---

HOSP = portal(
    "openresearch.stbarnabas-hosp.hx73.example",
    "St Barnabas Research Online",
    [
        ("/home", "Home"),
        ("/community-list", "Departments"),
        ("/browse/dateissued", "Recent"),
        ("/statistics", "Usage statistics"),
    ],
    [("/feedback", "Send feedback"), ("/end-user-agreement", "End user agreement")],
)


def _hosp_item(
    uuid: str, title: str, files: list[tuple[str, str]], versions: list[tuple[str, str]]
) -> tuple[str, dict[str, PageValue], list[str], list[str]]:
    base = f"/items/{uuid}"
    pages: dict[str, PageValue] = {}
    links = []
    for i, (fname, label) in enumerate(files):
        p = f"/bitstreams/{uuid[:8]}-{i:04d}/download"
        links.append((p, f"{fname} — {label}"))
        pages[p] = pdfr(title, label) if fname.endswith(".pdf") else txt(f"{title}\n{label}\n")
    full = f"{base}/full"
    pages[full] = wrap(
        HOSP,
        title,
        f"<h1>{title}</h1><table class='full-record'><tr><td>dc.title</td>"
        f"<td>{title}</td></tr><tr><td>dc.type</td><td>Thesis</td></tr></table>"
        f'<p><a href="{base}">Simple item page</a></p>',
    )
    vrows = "".join(f'<tr><td><a href="{h}">{t}</a></td></tr>' for h, t in versions)
    main = (
        f"<h1>{title}</h1>"
        + meta([("Department", "Clinical research unit"), ("Type", "Report")])
        + "<h2>Files</h2>"
        + dl(links)
        + f'<p><a href="{full}">Full item page</a></p>'
        + (f"<h2>Versions</h2><table class='versions'>{vrows}</table>" if versions else "")
        + '<p class="stats"><a href="/statistics">View usage statistics</a></p>'
    )
    pages[base] = wrap(HOSP, title, main)
    truth = [HOSP.url(base), HOSP.url(full)] + [HOSP.url(p) for p, _ in links]
    return base, pages, truth, [HOSP.url(h) for h, _ in versions]


HOSP_A = _hosp_item(
    "5c1e0a7d-2b44-4f3e-9d1a-0f7be2a11c90",
    "Audit of sepsis bundle compliance in the emergency department 2021-2022",
    [("sepsis-audit-report.pdf", "Audit report")],
    [],
)
HOSP_B = _hosp_item(
    "a93f7c20-6e1b-4c8d-b2f5-77d0c4e1a3b8",
    "Post-discharge readmission after hip fracture surgery: a cohort study (version 2)",
    [
        ("readmission-cohort-v2.pdf", "Manuscript, accepted version"),
        ("supplementary-tables.pdf", "Supplementary tables S1-S6"),
        ("analysis-codebook.txt", "Codebook"),
        ("ethics-approval-letter.pdf", "Ethics approval"),
    ],
    [
        ("/items/11d6e8b2-0c3a-4f77-a1e9-3b5c2d8f9e01", "Version 1 (2022-03-01)"),
        ("/items/a93f7c20-6e1b-4c8d-b2f5-77d0c4e1a3b8", "Version 2 (2023-06-12) current"),
    ],
)


def hosp_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**HOSP_A[1], **HOSP_B[1]}
    pages["/items/11d6e8b2-0c3a-4f77-a1e9-3b5c2d8f9e01"] = wrap(
        HOSP,
        "Readmission cohort, version 1",
        "<h1>Post-discharge readmission after hip fracture surgery (version 1)</h1><p>Superseded.</p>",
    )
    return [site(HOSP, pages)]


# --- Medical preprint server (bioRxiv-like: abstract, full text, supplementary, PDF) ---

PRE = portal(
    "www.medarxion.hx73.example",
    "medArxion",
    [
        ("/collection", "Subject areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about/faq", "FAQ"),
        ("/alerts", "Alerts / RSS"),
    ],
    [("/about/funding", "Funding"), ("/about/policies", "Screening policy")],
)


def _preprint(
    doi: str, title: str, supp: int, versions: int
) -> tuple[str, dict[str, PageValue], list[str]]:
    v = f"v{versions}"
    base = f"/content/10.9999/{doi}{v}"
    pages: dict[str, PageValue] = {}
    members = [f"{base}.full", f"{base}.full.pdf", f"{base}.supplementary-material"]
    pages[f"{base}.full"] = wrap(
        PRE, title, f"<h1>{title}</h1><h2>Full text</h2><p>Methods, results…</p>"
    )
    pages[f"{base}.full.pdf"] = pdfr(title, "Preprint, not peer reviewed")
    sm = []
    for i in range(1, supp + 1):
        p = f"/content/medarxion/early/2024/02/1{i}/{doi}/DC{i}/embed/media-{i}.pdf"
        sm.append((p, f"media-{i}.pdf"))
        pages[p] = pdfr(f"Supplementary file {i}", title)
    pages[f"{base}.supplementary-material"] = wrap(PRE, title, f"<h1>{title}</h1>" + dl(sm))
    older = "".join(
        f'<li><a href="/content/10.9999/{doi}v{k}">Version {k}</a></li>' for k in range(1, versions)
    )
    for k in range(1, versions):
        pages[f"/content/10.9999/{doi}v{k}"] = wrap(
            PRE, f"{title} (v{k})", f"<h1>{title}</h1><p>Earlier version {k}.</p>"
        )
    tabs = dl(
        [
            (f"{base}", "Abstract"),
            (f"{base}.full", "Full text"),
            (f"{base}.supplementary-material", "Info/History & supplementary material"),
            (f"{base}.full.pdf", "Full PDF"),
        ],
        "tabs",
    )
    main = (
        f'<div class="warning">This article is a preprint and has not been peer-reviewed.</div>'
        f"<h1>{title}</h1>{tabs}<p>Abstract: background, methods, findings.</p>"
        + (f"<h3>Supplementary material</h3>{dl(sm)}" if sm else "")
        + (f"<h3>Previous versions</h3><ul>{older}</ul>" if older else "")
        + '<p><a href="/collection/epidemiology">Epidemiology</a></p>'
    )
    pages[base] = wrap(PRE, title, main, share=PRE.url(base))
    pages["/collection/epidemiology"] = wrap(PRE, "Epidemiology", "<h1>Epidemiology</h1>")
    truth = [PRE.url(base)] + [PRE.url(m) for m in members] + [PRE.url(p) for p, _ in sm]
    return base, pages, truth


PRE_A = _preprint("2024.01.17.24301422", "Wastewater surveillance of RSV in three cities", 0, 1)
PRE_B = _preprint(
    "2024.02.05.24302299",
    "Excess mortality during the 2022 heatwave in southern Europe: a time-series analysis",
    3,
    3,
)


def pre_sites() -> list[Site]:
    return [site(PRE, {**PRE_A[1], **PRE_B[1]})]
