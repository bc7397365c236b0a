"""heldout110 Single Hop repositories and journals (Single Page+ with Ignored URIs): a
landing page whose files and metadata exports are all one hop away, inside portal chrome
that the homepage and the 404 page also carry (more such cases in `pages`)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import bare, binary, host, image_file, other, pdf_file, text_file

# --- Figshare for institutions: a nursing workforce survey dataset ------------------------

FS = Portal(
    host("figshare", "kelso-research"),
    "Kelso University Figshare",
    menu=[("/browse", "Browse"), ("/categories", "Categories"), ("/about", "About")],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("http://knowledge.figshare.test/", "Help"),
    ],
    title_format="{title} | {name}",
    home_main='<h1>Kelso University research data</h1><a href="/browse">Browse all items</a>',
)
FS_ID = "24813377"
FS_ENTRY = f"/articles/dataset/Nurse_staffing_and_missed_care_survey_2025/{FS_ID}"
FS_OTHER = "/articles/thesis/Missed_care_on_acute_wards_a_mixed_methods_study/21765432"
FS_FILES = ["/ndownloader/files/43512345", "/ndownloader/files/43512346"]
FS_ALL = f"/ndownloader/articles/{FS_ID}/versions/1"
FS_CITES = [f"/articles/{FS_ID}/citation.ris", f"/articles/{FS_ID}/citation.bib"]


def fs_build() -> list[Site]:
    main = f"""<div class="article-page"><h1>Nurse staffing and missed care survey 2025</h1>
<p class="authors"><a href="/authors/Fiona_Baird/17654321">Fiona Baird</a></p>
<p>dataset posted on 2025-11-04, version 1. CC BY 4.0.</p>
<section class="files"><h2>Files</h2><ul>
<li>missed_care_survey_2025.xlsx (412 kB) <a href="{FS_FILES[0]}">Download</a></li>
<li>survey_instrument.pdf (96 kB) <a href="{FS_FILES[1]}">Download</a></li></ul>
<a class="download-all" href="{FS_ALL}">Download all (508 kB)</a></section>
<section class="description"><p>Cross-sectional survey of 1,204 registered nurses on
missed care and shift staffing levels.</p></section>
<section class="categories">Categories: <a href="/categories/Nursing">Nursing</a>
<a href="/categories/Health_services_research">Health services research</a></section>
<section class="keywords">Keywords: <a href="/search?q=:keyword:%20%22missed%20care%22">missed
care</a> <a href="/search?q=:keyword:%20%22nurse%20staffing%22">nurse staffing</a></section>
<section class="cite"><h2>Cite</h2><p>Baird F (2025). Nurse staffing and missed care survey
2025. Kelso University. Dataset. https://doi.test/10.25402/kelso.{FS_ID}.v1</p>
Export: <a href="{FS_CITES[0]}">RIS</a> <a href="{FS_CITES[1]}">BibTeX</a></section>
<section class="references"><h2>Related</h2><a href="{FS_OTHER}">Missed care on acute wards:
a mixed methods study (thesis)</a></section></div>"""
    return [
        FS.site(
            {
                FS_ENTRY: FS.page(
                    "Nurse staffing and missed care survey 2025", main, share=FS.url(FS_ENTRY)
                ),
                FS_FILES[0]: binary(
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", 600
                ),
                FS_FILES[1]: pdf_file("Missed care survey instrument"),
                FS_ALL: binary("application/zip", 900),
                FS_CITES[0]: text_file(
                    "TY  - DATA\nTI  - Nurse staffing and missed care survey 2025\nER  -\n",
                    "application/x-research-info-systems",
                ),
                FS_CITES[1]: text_file(
                    "@misc{baird2025, title={Nurse staffing and missed care survey 2025}}\n",
                    "application/x-bibtex",
                ),
                FS_OTHER: other(FS, "Missed care on acute wards: a mixed methods study"),
            }
        )
    ]


# --- EPrints 3.4: a professional body's research repository -------------------------------

EP = Portal(
    host("repository", "cot-research"),
    "College of Occupational Therapy Research Repository",
    menu=[
        ("/", "Home"),
        ("/view/", "Browse"),
        ("/cgi/search/advanced", "Advanced search"),
        ("/information.html", "About"),
    ],
    footer=[
        ("/policies.html", "Repository policies"),
        ("/cgi/latest", "Latest additions"),
        ("http://eprints.test/", "Powered by EPrints 3.4"),
    ],
    title_format="{title} - {name}",
)
EP_ENTRY = "/id/eprint/8123/"
EP_FILES = [
    "/id/eprint/8123/1/COT_fatigue_management_guideline_2025.pdf",
    "/id/eprint/8123/2/COT_fatigue_guideline_appendices.pdf",
]
EP_EXPORTS = [
    ("BibTeX", "/cgi/export/eprint/8123/BibTeX/cot-eprint-8123.bib", "text/plain"),
    ("RIS", "/cgi/export/eprint/8123/RIS/cot-eprint-8123.ris", "text/plain"),
    ("Dublin Core", "/cgi/export/eprint/8123/DC/cot-eprint-8123.txt", "text/plain"),
    (
        "EP3 XML",
        "/cgi/export/eprint/8123/XML/cot-eprint-8123.xml",
        "application/vnd.eprints.data+xml",
    ),
]


def ep_build() -> list[Site]:
    head = "".join(
        f'<link rel="alternate" href="{h}" type="{t}" title="{n}">' for n, h, t in EP_EXPORTS
    )
    main = f"""<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">Fatigue management
for adults with long-term conditions: practice guideline</h1>
<p style="margin-bottom: 1em"><span class="person_name"><a
href="/view/creators/Okafor=3AChidi=3A=3A.html">Okafor, Chidi</a></span> (2025) Fatigue
management for adults with long-term conditions: practice guideline. Practice Guideline.
College of Occupational Therapy, London.</p>
<div class="ep_summary_content_main"><table><tr><td><a class="ep_document_link"
href="{EP_FILES[0]}"><span class="ep_document_citation">PDF - Published Version</span></a>
<br><a href="{EP_FILES[0]}">Download (2MB)</a></td></tr>
<tr><td><a href="{EP_FILES[1]}">Appendices: Download (640kB)</a></td></tr></table>
<h2>Abstract</h2><p>Recommendations for occupational therapists...</p>
<table class="ep_block"><tr><th>Item Type:</th><td>Practice Guideline</td></tr>
<tr><th>Divisions:</th><td><a href="/view/divisions/cot=5Fguidelines/">Practice guidelines</a></td></tr>
<tr><th>Depositing User:</th><td>Repository Admin</td></tr>
<tr><th>URI:</th><td><a href="{EP.url(EP_ENTRY)}">{EP.url(EP_ENTRY)}</a></td></tr></table>
<form method="get" action="/cgi/export_redirect"><input type="hidden" name="eprintid" value="8123">
<select name="format"><option value="BibTeX">BibTeX</option><option value="RIS">RIS</option>
</select><input type="submit" value="Export"></form>
<h3>Actions (login required)</h3><a href="/cgi/users/home?screen=EPrint::View&amp;eprintid=8123">View Item</a>
</div></div>"""
    pages = {
        EP_ENTRY: EP.page(
            "Fatigue management for adults with long-term conditions: practice guideline",
            main,
            head=head,
        ),
        EP_FILES[0]: pdf_file("Fatigue management practice guideline 2025"),
        EP_FILES[1]: pdf_file("Fatigue management guideline appendices"),
    }
    for n, h, _t in EP_EXPORTS:
        pages[h] = text_file(f"{n} export of eprint 8123\n")
    return [EP.site(pages)]


# --- DSpace 6 (XMLUI, Mirage 2): a university's nursing theses ----------------------------

DS6 = Portal(
    host("theses", "lochside-uni"),
    "Lochside Research Repository",
    menu=[
        ("/community-list", "Communities and Collections"),
        ("/browse?type=dateissued", "By Issue Date"),
        ("/browse?type=author", "Authors"),
    ],
    footer=[
        ("/contact", "Contact Us"),
        ("/feedback", "Send Feedback"),
        ("http://www.dspace.test/", "DSpace software"),
    ],
    title_format="{title}",
    home_title="Lochside Research Repository: Home",
)
DS6_ENTRY = "/handle/10023/4512"
DS6_PDF = "/bitstream/handle/10023/4512/OBrienS_DNP_2019.pdf?sequence=1&isAllowed=y"
DS6_FULL = "/handle/10023/4512?show=full"


def ds6_build() -> list[Site]:
    main = f"""<div id="aspect_artifactbrowser_ItemViewer_div_item-view"><h2 class="page-header
first-page-header">Nurse-led discharge planning for older adults with heart failure: a
quality improvement project</h2><div class="row"><div class="col-sm-4">
<div class="thumbnails"><img src="/bitstream/handle/10023/4512/OBrienS_DNP_2019.pdf.jpg?sequence=3" alt="Thumbnail"></div>
<div class="item-page-field-wrapper"><h5>View/Open</h5><a href="{DS6_PDF.replace("&", "&amp;")}">OBrienS_DNP_2019.pdf (1.8Mb)</a></div>
<div class="simple-item-view-date">Date 2019</div>
<div class="simple-item-view-authors"><a href="/discover?filtertype=author&amp;filter_relational_operator=equals&amp;filter=O%27Brien%2C+Siobhan">O'Brien, Siobhan</a></div>
</div><div class="col-sm-8"><h5>Abstract</h5><p>Readmissions fell from 24% to 15%...</p>
<h5>URI</h5><a href="http://hdl.test/10023/4512">http://hdl.test/10023/4512</a>
<h5>Collections</h5><ul><li><a href="/handle/10023/12">Doctor of Nursing Practice projects</a></li></ul>
</div></div><a class="btn" href="/handle/10023/4512?show=full">Show full item record</a></div>"""
    full = DS6.page(
        "Nurse-led discharge planning for older adults with heart failure: a quality improvement project",
        "<h2>Full item record</h2><table><tr><td>dc.contributor.author</td><td>O'Brien, Siobhan</td></tr></table>",
    )
    return [
        DS6.site(
            {
                DS6_ENTRY: DS6.page(
                    "Nurse-led discharge planning for older adults with heart failure: a quality improvement project",
                    main,
                ),
                DS6_PDF: pdf_file("Nurse-led discharge planning DNP project"),
                DS6_FULL: full,
                "/bitstream/handle/10023/4512/OBrienS_DNP_2019.pdf.jpg": image_file(),
                "/handle/10023/12": other(DS6, "Doctor of Nursing Practice projects"),
            }
        )
    ]


# --- OJS 3.4 (Health Sciences theme): a nursing practice journal article ------------------

OJ = Portal(
    host("journals", "nursepractice"),
    "Journal of Advanced Nursing Practice",
    menu=[
        ("/index.php/janp/issue/current", "Current"),
        ("/index.php/janp/issue/archive", "Archives"),
        ("/index.php/janp/about", "About"),
        ("/index.php/janp/about/submissions", "Submissions"),
    ],
    footer=[
        ("/index.php/janp/about/privacy", "Privacy Statement"),
        ("http://pkp.test/ojs/", "Open Journal Systems"),
    ],
    title_format="{title} | {name}",
)
OJ_ENTRY = "/index.php/janp/article/view/2214"
OJ_GALLEY = "/index.php/janp/article/view/2214/1876"
OJ_PDF = "/index.php/janp/article/download/2214/1876/9120"
OJ_CITES = [
    "/index.php/janp/citationstylelanguage/download/ris?submissionId=2214&publicationId=2301",
    "/index.php/janp/citationstylelanguage/download/bibtex?submissionId=2214&publicationId=2301",
]


def oj_build() -> list[Site]:
    c = [u.replace("&", "&amp;") for u in OJ_CITES]
    main = f"""<article class="article-details"><h1 class="article-details-fulltitle">Simulation
debriefing and new graduate nurse confidence: a randomised trial</h1>
<div class="article-details-authors">Mei Lin Tan, Oluwaseun Adeyemi</div>
<div class="article-details-galleys"><a class="galley-link btn btn-primary pdf"
href="{OJ_GALLEY}">PDF</a> <a class="btn" href="{OJ_PDF}">Download PDF</a></div>
<div class="article-details-issue-section"><a href="/index.php/janp/issue/view/88">Vol. 14
No. 2 (2026)</a>, Research Articles</div>
<div class="article-details-doi">DOI: <a href="https://doi.test/10.55012/janp.v14i2.2214">10.55012/janp.v14i2.2214</a></div>
<div class="article-details-abstract"><h2>Abstract</h2><p>Structured debriefing...</p></div>
<div class="article-details-how-to-cite"><h2>How to Cite</h2><p>Tan ML, Adeyemi O. Simulation
debriefing and new graduate nurse confidence. JANP. 2026;14(2).</p>
<p>Download Citation: <a href="{c[0]}">Endnote/Zotero/Mendeley (RIS)</a>
<a href="{c[1]}">BibTeX</a></p></div>
<div class="article-details-license"><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></div></article>"""
    galley = bare(
        "View of Simulation debriefing and new graduate nurse confidence: a randomised trial",
        f"""<header class="header_view"><a href="{OJ_ENTRY}" class="return">Return to Article
Details</a> <a href="{OJ_ENTRY}" class="title">Simulation debriefing and new graduate nurse
confidence: a randomised trial</a> <a href="{OJ_PDF}" class="download" download>Download PDF</a>
</header><div id="pdfCanvasContainer" class="galley_view"><iframe src="/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html?file={OJ_PDF}" width="100%" height="100%"></iframe></div>""",
    )
    return [
        OJ.site(
            {
                OJ_ENTRY: OJ.page(
                    "Simulation debriefing and new graduate nurse confidence: a randomised trial",
                    main,
                ),
                OJ_GALLEY: galley,
                OJ_PDF: pdf_file("Simulation debriefing and new graduate nurse confidence"),
                OJ_CITES[0]: text_file(
                    "TY  - JOUR\nER  -\n", "application/x-research-info-systems"
                ),
                OJ_CITES[1]: text_file("@article{tan2026}\n", "application/x-bibtex"),
                "/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html": bare(
                    "PDF.js viewer", "<div id='viewer'></div>"
                ),
                "/index.php/janp/issue/view/88": other(OJ, "Vol. 14 No. 2 (2026)"),
            }
        )
    ]


# --- Elsevier Pure portal: a school of nursing's research output --------------------------

PU = Portal(
    host("research", "tynemouth-uni"),
    "Tynemouth University Research Portal",
    menu=[
        ("/en/", "Home"),
        ("/en/persons/", "Profiles"),
        ("/en/organisations/", "Research units"),
        ("/en/publications/", "Research output"),
        ("/en/projects/", "Projects"),
    ],
    footer=[
        ("/en/accessibility", "Accessibility statement"),
        ("http://www.elsevier.test/solutions/pure", "Powered by Pure"),
        ("/en/cookies", "Cookie settings"),
    ],
    title_format="{title} \u2014 {name}",
)
PU_SLUG = "/en/publications/effect-of-intentional-rounding-on-inpatient-falls-a-stepped-wedge-clus"
PU_ENTRY = PU_SLUG
PU_FP = PU_SLUG + "/fingerprints/"
PU_PDF = "/files/98765432/Intentional_rounding_falls_AAM.pdf"


def pu_build() -> list[Site]:
    t = "Effect of intentional rounding on inpatient falls: a stepped-wedge cluster randomised trial"
    tabs = f'<nav class="tabs"><a href="{PU_ENTRY}">Overview</a> <a href="{PU_FP}">Fingerprint</a></nav>'
    main = f"""<div class="rendering rendering_researchoutput"><h1>{t}</h1>
<p class="relations persons"><a href="/en/persons/lena-fischer">Lena Fischer</a>, Tom Ashby,
<a href="/en/persons/grace-nkemelu">Grace Nkemelu</a></p>
<p class="relations organisations"><a href="/en/organisations/school-of-nursing-and-midwifery">School
of Nursing and Midwifery</a></p>{tabs}
<div class="textblock">Falls per 1000 bed-days did not differ between arms...</div>
<div class="document"><a class="link" href="{PU_PDF}">Accepted author manuscript, 412 KB</a>
<span>Licence: CC BY</span></div>
<table class="properties"><tr><th>Original language</th><td>English</td></tr>
<tr><th>Journal</th><td>International Journal of Nursing Studies</td></tr>
<tr><th>DOIs</th><td><a href="https://doi.test/10.1016/j.ijnurstu.2025.104990">10.1016/j.ijnurstu.2025.104990</a></td></tr></table>
<div class="related"><h2>Projects</h2><a href="/en/projects/falls-prevention-in-acute-care-2022-2025">Falls prevention in acute care</a></div></div>"""
    fp = PU.page(
        t,
        f"<h1>{t}</h1>{tabs}<h2>Dive into the research topics</h2><ul><li>Accidental Falls 100%</li><li>Nursing Rounds 84%</li></ul>",
    )
    return [
        PU.site(
            {
                PU_ENTRY: PU.page(t, main),
                PU_FP: fp,
                PU_PDF: pdf_file("Intentional rounding falls AAM"),
                "/en/persons/lena-fischer": other(PU, "Lena Fischer"),
                "/en/projects/falls-prevention-in-acute-care-2022-2025": other(
                    PU, "Falls prevention in acute care"
                ),
            }
        )
    ]


# --- Samvera Hyrax: an allied-health school's institutional repository ----------------------

HY = Portal(
    host("scholarworks", "pennine-health"),
    "Pennine ScholarWorks",
    menu=[
        ("/", "Home"),
        ("/about", "About"),
        ("/help", "Help"),
        ("/contact", "Contact"),
        ("/collections", "Collections"),
    ],
    footer=[
        ("/terms", "Deposit agreement"),
        ("http://samvera.test/", "A Samvera Hyrax repository"),
    ],
    title_format="Generic Work | {title} | {name}",
)
HY_ID = "7d278t12k"
HY_ENTRY = f"/concern/generic_works/{HY_ID}"
HY_FS = [
    f"/concern/parent/{HY_ID}/file_sets/0p096705h",
    f"/concern/parent/{HY_ID}/file_sets/1r66j1149",
]
HY_DL = ["/downloads/0p096705h", "/downloads/1r66j1149"]
HY_ENDNOTE = f"/concern/generic_works/{HY_ID}.endnote"


def hy_build() -> list[Site]:
    t = "Validation of a home-visit safety checklist for community occupational therapists"
    rows = "".join(
        f'<tr class="file_set"><td><a href="{fs}">{n}</a></td><td><a href="{dl}" title="Download">Download</a></td></tr>'
        for fs, dl, n in zip(
            HY_FS,
            HY_DL,
            ["checklist_validation_report.pdf", "rater_agreement_data.xlsx"],
            strict=True,
        )
    )
    main = f"""<div class="work-title-wrapper"><h1>{t}</h1><span class="badge">Public</span></div>
<div class="show-actions"><div class="btn-group"><a class="btn" href="{HY_ENDNOTE}">EndNote</a></div></div>
<dl class="work-show generic_work"><dt>Creator</dt><dd><a href="/catalog?f%5Bcreator_sim%5D%5B%5D=Patel%2C+Kiran">Patel, Kiran</a></dd>
<dt>Keyword</dt><dd><a href="/catalog?f%5Bkeyword_sim%5D%5B%5D=home+visits">home visits</a></dd>
<dt>License</dt><dd><a href="http://creativecommons.test/licenses/by-nc/4.0/">CC BY-NC 4.0</a></dd></dl>
<h2>Relationships</h2><p>In Collection: <a href="/collections/2v23vt60s">Occupational Therapy Research</a></p>
<h2>Items</h2><table class="related-files"><tr><th>Title</th><th>Actions</th></tr>{rows}</table>"""
    pages: dict[str, object] = {
        HY_ENTRY: HY.page(t, main),
        HY_ENDNOTE: text_file(f"%0 Generic\n%T {t}\n", "application/x-endnote-refer"),
        HY_DL[0]: pdf_file("Checklist validation report"),
        HY_DL[1]: binary("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", 400),
        "/collections/2v23vt60s": other(HY, "Occupational Therapy Research"),
    }
    for fs, dl, n in zip(
        HY_FS, HY_DL, ["checklist_validation_report.pdf", "rater_agreement_data.xlsx"], strict=True
    ):
        pages[fs] = HY.page(
            n,
            f'<h1>{n}</h1><p>Parent: <a href="{HY_ENTRY}">{t}</a></p><a href="{dl}">Download the file</a>',
        )
    return [HY.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # A Figshare item (seed: Figshare dataset -> Single Page+ with Ignores): the files,
    # "download all" and the citation exports are one hop from the landing page; menus and
    # footer are on the homepage and 404 page too. Categories, keyword searches, the author
    # page and the related thesis are other things. Truth: landing page, 3 downloads, 2 exports.
    case(
        "figshare-missed-care-survey",
        "Figshare for institutions (nursing workforce survey dataset)",
        "Single Hop",
        "single_page_plus_ignored",
        FS.url(FS_ENTRY),
        [FS.url(u) for u in (FS_ENTRY, *FS_FILES, FS_ALL, *FS_CITES)],
        fs_build,
        others=[FS.url(FS_OTHER)],
    ),
    # An EPrints item (repository landing page, like Zenodo -> Single Page+ with Ignores):
    # two documents and four <link rel="alternate"> metadata exports one hop away; the
    # export form, browse views and the login-only "View Item" are not the artifact.
    # Truth: the abstract page, 2 PDFs, 4 exports.
    case(
        "eprints-fatigue-guideline",
        "EPrints (professional-body repository practice guideline)",
        "Single Hop",
        "single_page_plus_ignored",
        EP.url(EP_ENTRY),
        [EP.url(u) for u in (EP_ENTRY, *EP_FILES, *(h for _n, h, _t in EP_EXPORTS))],
        ep_build,
    ),
    # A DSpace 6 item without signposting (seed: preprint/repository landing pages -> Single
    # Page+ with Ignores): the thesis PDF and the full item record are one hop away; the
    # thumbnail is embedded; author browse, handle and collection are not it.
    case(
        "dspace6-dnp-project",
        "DSpace (6.x XMLUI nursing theses)",
        "Single Hop",
        "single_page_plus_ignored",
        DS6.url(DS6_ENTRY),
        [DS6.url(u) for u in (DS6_ENTRY, DS6_PDF, DS6_FULL)],
        ds6_build,
        others=[DS6.url("/handle/10023/12")],
    ),
    # An OJS article (seed: SSRN/bioRxiv papers -> Single Page+ with Ignores): this theme
    # links the PDF galley view and the PDF download straight from the article page, plus
    # two citation downloads. The issue, DOI and licence are not it. Truth: article page,
    # galley view, PDF, RIS, BibTeX.
    case(
        "ojs-simulation-debriefing",
        "OJS (3.4 nursing practice journal article, Health Sciences theme)",
        "Single Hop",
        "single_page_plus_ignored",
        OJ.url(OJ_ENTRY),
        [OJ.url(u) for u in (OJ_ENTRY, OJ_GALLEY, OJ_PDF, *OJ_CITES)],
        oj_build,
        others=[OJ.url("/index.php/janp/issue/view/88")],
    ),
    # A Pure research-output page (repository landing page -> Single Page+ with Ignores):
    # the accepted manuscript sits under /files/, away from the output's path; the
    # Fingerprint tab is one hop. Persons, units and the project are other entities.
    case(
        "pure-intentional-rounding",
        "Elsevier Pure (university research portal output, school of nursing)",
        "Single Hop",
        "single_page_plus_ignored",
        PU.url(PU_ENTRY),
        [PU.url(u) for u in (PU_ENTRY, PU_FP, PU_PDF)],
        pu_build,
        others=[PU.url("/en/projects/falls-prevention-in-acute-care-2022-2025")],
    ),
    # A Hyrax work (repository landing page -> Single Page+ with Ignores): two file-set
    # pages, their /downloads/ and the EndNote export are all linked from the work page.
    # Facet searches, the collection and the licence are not it.
    case(
        "hyrax-home-visit-checklist",
        "Samvera Hyrax (allied-health institutional repository work)",
        "Single Hop",
        "single_page_plus_ignored",
        HY.url(HY_ENTRY),
        [HY.url(u) for u in (HY_ENTRY, HY_ENDNOTE, *HY_FS, *HY_DL)],
        hy_build,
        others=[HY.url("/collections/2v23vt60s")],
    ),
]
