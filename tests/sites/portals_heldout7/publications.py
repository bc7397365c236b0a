"""Preprints and articles: a bioRxiv-like preprint server and a journal publisher (both reached
through a DOI redirect, supplementary files on a separate file host), an SSRN-like paper
archive and an OSF-like preprint/project service.

A preprint or article is Single Hop (the seed's BioRxiv and SSRN: Single Page+ with Ignores):
the landing page, its full text (HTML and PDF), the supplementary files wherever the
publisher serves them, and its citation exports.  References it cites, articles citing it,
the issue table of contents, subject collections, alerts and the journal's pages are
outside; an earlier version of a preprint is a page of its own version (own URL, own full
text) and is recorded as another artifact.  The DOI URL itself redirects, so it is not in
the truth: the landing page it resolves to is (`Case.landing`).
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, pdf_file, ul

# --- bioRxiv-like preprint server ------------------------------------------------------------
PP = Chrome(
    "www.preprintarchive.hx7.example",
    "PreprintArchive",
    [
        ("/collection", "Subject Areas"),
        ("/alertsrss", "Alerts"),
        ("/submit-a-manuscript", "Submit"),
        ("/about-preprintarchive", "About"),
    ],
    [("/content/about-preprintarchive#faq", "FAQ"), ("/terms", "TOS"), ("/privacy", "Privacy")],
    sep=" | ",
)
PP_RESOLVER = "doi.handle-resolver.hx7.example"
PP_SUPP = "files.pa-media.hx7.example"
PP_V = "/content/10.71234/2024.05.01.592210v2"
PP_TITLE = "Circadian gating of stomatal responses in drought-stressed maize"


def _preprint() -> list[Site]:
    supp = [
        f"http://{PP_SUPP}/suppl/2024/05/03/592210/media-1.xlsx",
        f"http://{PP_SUPP}/suppl/2024/05/03/592210/media-2.pdf",
    ]
    tabs = ul(
        [
            (PP_V, "Abstract"),
            (f"{PP_V}.full", "Full Text"),
            (f"{PP_V}.supplementary-material", "Info/History"),
            (f"{PP_V}.full.pdf", "Full Text (PDF)"),
        ],
        "tabs",
    )
    body = (
        f"<h1 class='highwire-cite-title'>{PP_TITLE}</h1><p>doi: 10.71234/2024.05.01.592210</p>{tabs}"
        f"<p>This article has an earlier version: <a href='/content/10.71234/2024.05.01.592210v1'>v1</a></p>"
        f"<p>Download citation: <a href='/highwire/citation/592210v2/ris'>RIS</a> <a href='/highwire/citation/592210v2/bibtext'>BibTeX</a></p>"
        "<p>Subject area: <a href='/collection/plant-biology'>Plant Biology</a></p>"
        "<h3>Preview PDF</h3><p>Comments (0)</p><p>Related: <a href='/content/10.71234/2024.03.11.584400v1'>Stomatal clocks in C4 grasses</a></p>"
    )
    pages: dict[str, PageValue] = {
        PP_V: PP.page(PP_TITLE, body, share=PP.url(PP_V)),
        f"{PP_V}.full": PP.page(PP_TITLE, f"<h1>{PP_TITLE}</h1>{tabs}<p>Introduction …</p>"),
        f"{PP_V}.full.pdf": pdf_file(PP_TITLE),
        f"{PP_V}.supplementary-material": PP.page(
            PP_TITLE,
            f"<h1>{PP_TITLE}</h1>{tabs}<h2>Supplementary Material</h2>"
            + ul([(s, s.rsplit("/", 1)[1]) for s in supp]),
        ),
        "/highwire/citation/592210v2/ris": blob(
            f"TY  - JOUR\nTI  - {PP_TITLE}\n", "application/x-research-info-systems"
        ),
        "/highwire/citation/592210v2/bibtext": blob(
            f"@article{{x, title={{{PP_TITLE}}}}}\n", "text/plain"
        ),
        "/content/10.71234/2024.05.01.592210v1": PP.page(PP_TITLE, f"<h1>{PP_TITLE}</h1><p>v1</p>"),
        "/content/10.71234/2024.03.11.584400v1": PP.page(
            "Stomatal clocks in C4 grasses", "<h1>Stomatal clocks in C4 grasses</h1>"
        ),
        "/collection/plant-biology": PP.page("Plant Biology", "<h1>Plant Biology</h1>"),
    }
    resolver = files_site(
        PP_RESOLVER, {"/10.71234/2024.05.01.592210": Response.redirect(PP.url(PP_V), 302)}
    )
    media = files_site(
        PP_SUPP, {s.split(PP_SUPP, 1)[1]: blob(b"supp", "application/octet-stream") for s in supp}
    )
    return [PP.site(pages), resolver, media]


PREPRINT = Case(
    "hx7_preprint_doi",
    "Preprint server",
    "Single Hop",
    "single_page_plus_ignored",
    f"http://{PP_RESOLVER}/10.71234/2024.05.01.592210",
    frozenset(
        [
            *(
                PP.url(p)
                for p in [
                    PP_V,
                    f"{PP_V}.full",
                    f"{PP_V}.full.pdf",
                    f"{PP_V}.supplementary-material",
                    "/highwire/citation/592210v2/ris",
                    "/highwire/citation/592210v2/bibtext",
                ]
            ),
            f"http://{PP_SUPP}/suppl/2024/05/03/592210/media-1.xlsx",
            f"http://{PP_SUPP}/suppl/2024/05/03/592210/media-2.pdf",
        ]
    ),
    _preprint,
    frozenset(
        {
            PP.url("/content/10.71234/2024.05.01.592210v1"),
            PP.url("/content/10.71234/2024.03.11.584400v1"),
        }
    ),
    landing=PP.url(PP_V),
)

# --- Journal publisher ---------------------------------------------------------------------------
JP = Chrome(
    "journals.quarto-press.hx7.example",
    "Quarto Press Journals",
    [
        ("/journals", "Journals"),
        ("/topics", "Topics"),
        ("/authors", "For authors"),
        ("/librarians", "For librarians"),
    ],
    [
        ("/legal/cookies", "Cookie settings"),
        ("/legal/accessibility", "Accessibility"),
        ("http://www.quarto-press.hx7.example/careers", "Careers"),
    ],
    sep=" | ",
)
JP_RESOLVER = "dx.doi-proxy.hx7.example"
JP_CDN = "static.quarto-cdn.hx7.example"
JP_ART = "/jeco/article/10.71300/jeco.2023.0147"
JP_TITLE = "Edge effects on pollinator visitation in fragmented grasslands"


def _journal() -> list[Site]:
    supp = [
        f"http://{JP_CDN}/suppl/jeco.2023.0147/S1_Table.csv",
        f"http://{JP_CDN}/suppl/jeco.2023.0147/S2_Code.zip",
    ]
    body = (
        f"<nav><a href='/jeco'>Journal of Ecological Connectivity</a> › <a href='/jeco/issue/45/3'>Vol 45, Issue 3</a></nav>"
        f"<h1 class='article-title'>{JP_TITLE}</h1><p>Research Article · Open Access</p>"
        f"<a href='/jeco/article/pdf/10.71300/jeco.2023.0147'>Download PDF</a>"
        "<h2>Supplementary information</h2>"
        + ul([(s, s.rsplit("/", 1)[1]) for s in supp])
        + "<h2>Cite</h2><a href='/jeco/citation?doi=10.71300/jeco.2023.0147&amp;format=ris'>RIS</a> <a href='/jeco/citation?doi=10.71300/jeco.2023.0147&amp;format=bibtex'>BibTeX</a>"
        "<h2>References</h2><ol><li><a href='/jeco/article/10.71300/jeco.2019.0021'>Hedgerows as corridors</a></li>"
        "<li><a href='http://dx.doi-proxy.hx7.example/10.71300/other.1'>doi:10.71300/other.1</a></li></ol>"
        "<h2>Cited by</h2><a href='/jeco/article/10.71300/jeco.2024.0310'>Pollinator networks after restoration</a>"
        "<a href='/jeco/alerts?doi=10.71300/jeco.2023.0147'>Get citation alerts</a> <a href='/rights/permissions?doi=10.71300/jeco.2023.0147'>Reprints and permissions</a>"
    )
    pages: dict[str, PageValue] = {
        JP_ART: JP.page(JP_TITLE, body, share=JP.url(JP_ART)),
        "/jeco/article/pdf/10.71300/jeco.2023.0147": pdf_file(JP_TITLE),
        "/jeco/citation?doi=10.71300/jeco.2023.0147&format=ris": blob(
            f"TY  - JOUR\nTI  - {JP_TITLE}\n", "application/x-research-info-systems"
        ),
        "/jeco/citation?doi=10.71300/jeco.2023.0147&format=bibtex": blob(
            f"@article{{q, title={{{JP_TITLE}}}}}\n", "text/plain"
        ),
        "/jeco/issue/45/3": JP.page("Vol 45, Issue 3", "<h1>Vol 45, Issue 3</h1>"),
        "/jeco/article/10.71300/jeco.2019.0021": JP.page(
            "Hedgerows as corridors", "<h1>Hedgerows as corridors</h1>"
        ),
        "/jeco/article/10.71300/jeco.2024.0310": JP.page(
            "Pollinator networks after restoration",
            "<h1>Pollinator networks after restoration</h1>",
        ),
        "/jeco": JP.page(
            "Journal of Ecological Connectivity", "<h1>Journal of Ecological Connectivity</h1>"
        ),
    }
    resolver = files_site(
        JP_RESOLVER, {"/10.71300/jeco.2023.0147": Response.redirect(JP.url(JP_ART), 301)}
    )
    cdn = files_site(
        JP_CDN, {s.split(JP_CDN, 1)[1]: blob(b"supp", "application/octet-stream") for s in supp}
    )
    return [JP.site(pages), resolver, cdn]


JOURNAL = Case(
    "hx7_journal_article",
    "Journal publisher",
    "Single Hop",
    "single_page_plus_ignored",
    f"http://{JP_RESOLVER}/10.71300/jeco.2023.0147",
    frozenset(
        [
            *(
                JP.url(p)
                for p in [
                    JP_ART,
                    "/jeco/article/pdf/10.71300/jeco.2023.0147",
                    "/jeco/citation?doi=10.71300/jeco.2023.0147&format=ris",
                    "/jeco/citation?doi=10.71300/jeco.2023.0147&format=bibtex",
                ]
            ),
            f"http://{JP_CDN}/suppl/jeco.2023.0147/S1_Table.csv",
            f"http://{JP_CDN}/suppl/jeco.2023.0147/S2_Code.zip",
        ]
    ),
    _journal,
    frozenset(
        {
            JP.url("/jeco/article/10.71300/jeco.2019.0021"),
            JP.url("/jeco/article/10.71300/jeco.2024.0310"),
        }
    ),
    landing=JP.url(JP_ART),
)

# --- SSRN-like paper archive ------------------------------------------------------------------
SS = Chrome(
    "papers.econ-archive.hx7.example",
    "EconArchive",
    [("/en/browse", "Browse"), ("/en/rankings", "Rankings"), ("/en/submit", "Submit a paper")],
    [("/en/terms", "Terms"), ("/en/privacy", "Privacy")],
    sep=" :: ",
    name_first=True,
)
SS_E = "/sol3/papers.cfm?abstract_id=4412345"


def _ssrn() -> list[Site]:
    title = "Bank lending and the carbon transition"
    body = (
        f"<h1>{title}</h1><p>42 Pages · Posted: 12 Apr 2024</p><a href='/sol3/Delivery.cfm?abstractid=4412345&amp;type=2'>Download This Paper</a>"
        " <a href='/sol3/Delivery.cfm?abstractid=4412345&amp;type=2&amp;open=1'>Open PDF in Browser</a>"
        "<p>Authors: <a href='/sol3/cf_dev/AbsByAuth.cfm?per_id=771234'>Ines Carvalho</a></p>"
        "<p>Recommended papers: <a href='/sol3/papers.cfm?abstract_id=4400001'>Green bonds pricing</a></p>"
    )
    pages: dict[str, PageValue] = {
        SS_E: SS.page(title, body),
        "/sol3/Delivery.cfm?abstractid=4412345&type=2": pdf_file(title),
        "/sol3/Delivery.cfm?abstractid=4412345&type=2&open=1": pdf_file(title),
        "/sol3/papers.cfm?abstract_id=4400001": SS.page(
            "Green bonds pricing", "<h1>Green bonds pricing</h1>"
        ),
        "/sol3/cf_dev/AbsByAuth.cfm?per_id=771234": SS.page(
            "Ines Carvalho", "<h1>Ines Carvalho</h1>"
        ),
    }
    return [SS.site(pages)]


SSRN = Case(
    "hx7_paper_archive",
    "Paper archive (SSRN-like)",
    "Single Hop",
    "single_page_plus_ignored",
    SS.url(SS_E),
    frozenset(
        SS.url(p)
        for p in [
            SS_E,
            "/sol3/Delivery.cfm?abstractid=4412345&type=2",
            "/sol3/Delivery.cfm?abstractid=4412345&type=2&open=1",
        ]
    ),
    _ssrn,
    frozenset({SS.url("/sol3/papers.cfm?abstract_id=4400001")}),
)

# --- OSF-like project service --------------------------------------------------------------------
# Page titles are "PRISM | <project title>"; the homepage title is "PRISM": the seed's OSF
# case, Significant String from Filtered Title.  Project pages (files, wiki, a file's page)
# carry the project title; the file download host serves bytes without it (in the truth,
# possibly missed by the seed's heuristic).  Contributors' profiles and the "Forks"/linked
# registrations are outside.
OS = Chrome(
    "osf.prism-research.hx7.example",
    "PRISM",
    [
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    [
        ("/terms_of_use", "Terms of Use"),
        ("/privacy_policy", "Privacy Policy"),
        ("http://status.prism-research.hx7.example/", "Status"),
    ],
    name_first=True,
)
OS_P = "/k8f3p/"
OS_TITLE = "Role of RecQ helicase in replication fork restart"
OS_STORE = "files.prism-storage.hx7.example"


def _osf() -> list[Site]:
    dl = f"http://{OS_STORE}/v1/resources/k8f3p/providers/osfstorage/5f3a1b2c?action=download"
    tabs = ul(
        [(OS_P, "Overview"), (f"{OS_P}files/", "Files"), (f"{OS_P}wiki/", "Wiki")], "project-nav"
    )
    pages: dict[str, PageValue] = {
        OS_P: OS.page(
            OS_TITLE,
            f"{tabs}<h2>{OS_TITLE}</h2><p>Contributors: <a href='/t4xzq/'>R. Iyer</a></p><p>Linked project: <a href='/m2n7r/'>Fork stalling assays</a></p>",
        ),
        f"{OS_P}files/": OS.page(
            OS_TITLE, f"{tabs}<h2>{OS_TITLE}: Files</h2><a href='/5f3a1b2c/'>gel_images.zip</a>"
        ),
        f"{OS_P}wiki/": OS.page(
            OS_TITLE, f"{tabs}<h2>{OS_TITLE}: Wiki</h2><p>Protocols for the {OS_TITLE} project.</p>"
        ),
        "/5f3a1b2c/": OS.page(
            f"gel_images.zip - {OS_TITLE}",
            f"<p>{OS_TITLE} › Files</p><h2>gel_images.zip</h2><a href='{dl}'>Download</a>",
        ),
        "/t4xzq/": OS.page("R. Iyer", "<h2>R. Iyer</h2>"),
        "/m2n7r/": OS.page("Fork stalling assays", "<h2>Fork stalling assays</h2>"),
    }
    return [
        OS.site(pages),
        files_site(OS_STORE, {dl.split(OS_STORE, 1)[1]: blob(b"PK", "application/zip")}),
    ]


OSF = Case(
    "hx7_osf_project",
    "OSF-like project service",
    "Multi-Hop",
    "sig_filtered_title",
    OS.url(OS_P),
    frozenset(
        [
            *(OS.url(p) for p in [OS_P, f"{OS_P}files/", f"{OS_P}wiki/", "/5f3a1b2c/"]),
            f"http://{OS_STORE}/v1/resources/k8f3p/providers/osfstorage/5f3a1b2c?action=download",
        ]
    ),
    _osf,
    frozenset({OS.url("/m2n7r/")}),
)

CASES: list[Case] = [PREPRINT, JOURNAL, SSRN, OSF]
