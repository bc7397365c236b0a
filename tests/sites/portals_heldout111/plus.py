"""Single Hop portals with chrome (Single Page+ with Ignored URIs): an EPrints e-theses
repository, an OJS interpreting-pedagogy journal, a Figshare-for-institutions data site and
an InvenioRDM (v9, before signposting) data repository.  The seed prescribes Single Page+
with Ignores for preprints, Figshare and Zenodo: the entry and what it links one hop away
make the artifact, once the portal's menus (links of the homepage and of a 404 page) are
ignored.
"""

from __future__ import annotations

from sites.portals._portal import Case, Portal, case, data
from sites.portals_heldout111._kit import a, dl, esc, json_doc, lis, pdf_file, txt, xml

# --- EPrints 3.4: a PhD thesis in translation studies -------------------------------------

EP = Portal(
    host="etheses.northbridge.hx111.example",
    name="Northbridge eTheses Online",
    menu=[
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/", "Browse"),
        ("/cgi/search/simple", "Search"),
        ("/cgi/register", "Register"),
    ],
    footer=[
        ("/policies.html", "Repository policies"),
        ("/accessibility.html", "Accessibility"),
        ("/cgi/latest", "Latest additions"),
    ],
    title_format="{title} - {name}",
)
EP_ID = 4821
EP_ENTRY = f"/id/eprint/{EP_ID}/"
EP_TITLE = (
    "Voicing the untranslatable: Igbo proverbs in Nigerian fiction in English and its "
    "French and German translations"
)
EP_DOCS = [
    f"/id/eprint/{EP_ID}/1/Okonkwo_AC_SML_PhD_2024.pdf",
    f"/id/eprint/{EP_ID}/7/Okonkwo_AC_Appendix_C_proverb_corpus.pdf",
]
EP_EXPORTS = [
    ("BibTeX", "BibTeX", "bib", "text/plain; charset=utf-8"),
    ("DC", "Dublin Core", "txt", "text/plain; charset=utf-8"),
    ("EndNote", "EndNote", "enw", "text/plain; charset=utf-8"),
    ("RIS", "Reference Manager", "ris", "text/plain"),
    ("JSON", "JSON", "js", "application/json; charset=utf-8"),
    ("METS", "METS", "xml", "text/xml; charset=utf-8"),
]


def _ep_export(plugin: str, ext: str) -> str:
    return f"/cgi/export/eprint/{EP_ID}/{plugin}/northbridge-eprint-{EP_ID}.{ext}"


def _ep_site():
    head = "".join(
        f'<link rel="alternate" href="{EP.url(_ep_export(p, ext))}" type="{esc(t)}" '
        f'title="{esc(label)}">'
        for p, label, ext, t in EP_EXPORTS
    ) + (
        '<link rel="Top" href="http://etheses.northbridge.hx111.example/">'
        '<link rel="Sword" href="http://etheses.northbridge.hx111.example/sword-app/servicedocument">'
        '<link rel="Search" type="text/html" href="http://etheses.northbridge.hx111.example/cgi/search">'
        f'<meta name="eprints.title" content="{esc(EP_TITLE)}">'
        f'<meta name="eprints.document_url" content="{EP.url(EP_DOCS[0])}">'
    )
    docs = lis(
        [
            a(EP_DOCS[0], "Okonkwo_AC_SML_PhD_2024.pdf")
            + " — Thesis, Available under License CC BY-NC-ND, 4MB",
            a(EP_DOCS[1], "Okonkwo_AC_Appendix_C_proverb_corpus.pdf")
            + " — Supplemental material, 1MB",
        ],
        "ep_summary_content_docs",
    )
    meta = dl(
        [
            ("Item Type", "Thesis (PhD)"),
            ("Supervisors", "Hall, Marian and Ibe, Chinedu"),
            ("Keywords", "proverbs; Igbo; literary translation; paratext"),
            ("Academic Units", a("/view/divisions/sml/", "School of Modern Languages")),
            ("Subjects", a("/view/subjects/PL8261.html", "PL Languages of Africa > Igbo")),
            (
                "Depositing User",
                a("/view/creators/Okonkwo=3AAdaeze=3A=3A.html", "Dr Adaeze Okonkwo"),
            ),
            ("Date Deposited", a("/view/year/2024.html", "14 Mar 2024 10:12")),
            ("Downloads", a(f"/cgi/stats/report/eprint/{EP_ID}", "Download statistics")),
        ]
    )
    main = (
        f'<div class="ep_summary_content"><h1>{esc(EP_TITLE)}</h1>'
        f"<p>{a('/view/creators/Okonkwo=3AAdaeze=3A=3A.html', 'Okonkwo, Adaeze Chioma')} "
        "(2024) <em>Voicing the untranslatable…</em> PhD thesis, Northbridge University.</p>"
        + docs
        + "<h2>Abstract</h2><p>This thesis follows 214 Igbo proverbs from four novels into their "
        "French and German translations and asks what the paratexts promise the reader.</p>"
        + meta
        + '<form action="/cgi/export_redirect" method="get"><select name="format">'
        + "".join(f'<option value="{p}">{label}</option>' for p, label, _e, _t in EP_EXPORTS)
        + f'</select><input type="hidden" name="eprintid" value="{EP_ID}"><button>Export</button></form>'
        + f"<p>{a(f'/cgi/users/home?screen=EPrint::View&eprintid={EP_ID}', 'View Item (login required)')}</p></div>"
    )
    pages = {EP_ENTRY: EP.page(EP_TITLE, main, head=head)}
    pages[EP_DOCS[0]] = pdf_file(EP_TITLE, "PhD thesis, Northbridge University, 2024")
    pages[EP_DOCS[1]] = pdf_file("Appendix C: proverb corpus", "214 proverbs with glosses")
    for p, _label, ext, t in EP_EXPORTS:
        pages[_ep_export(p, ext)] = data(
            f"{p} record for eprint {EP_ID}: {EP_TITLE}\n", t.split(";")[0]
        )
    pages["/view/divisions/sml/"] = EP.page("School of Modern Languages", "<h1>SML theses</h1>")
    pages["/view/year/2024.html"] = EP.page("2024", "<h1>Items deposited in 2024</h1>")
    return [EP.site(pages)]


# --- OJS 3.3: an article in an interpreting-pedagogy journal ------------------------------

OJS = Portal(
    host="journals.interpedag.hx111.example",
    name="Journal of Interpreting Pedagogy",
    menu=[
        ("/index.php/jip/issue/current", "Current"),
        ("/index.php/jip/issue/archive", "Archives"),
        ("/index.php/jip/announcement", "Announcements"),
        ("/index.php/jip/about", "About"),
        ("/index.php/jip/about/submissions", "Submissions"),
    ],
    footer=[
        ("/index.php/jip/about/privacy", "Privacy Statement"),
        ("/index.php/jip/about/contact", "Contact"),
        ("/index.php/index/about/aboutThisPublishingSystem", "Platform & workflow by OJS / PKP"),
    ],
    title_format="{title} | {name}",
)
J = "/index.php/jip"
OJS_ART = f"{J}/article/view/312"
OJS_PDF_VIEW = f"{J}/article/view/312/287"
OJS_PDF_DL = f"{J}/article/download/312/287/1204"
OJS_HTML = f"{J}/article/view/312/288"
OJS_Q = "submissionId=312&publicationId=298"
OJS_CITES = [
    f"{J}/citationstylelanguage/get/acm-sig-proceedings?{OJS_Q}",
    f"{J}/citationstylelanguage/get/chicago-author-date?{OJS_Q}",
    f"{J}/citationstylelanguage/get/mla?{OJS_Q}",
    f"{J}/citationstylelanguage/download/ris?{OJS_Q}",
    f"{J}/citationstylelanguage/download/bibtex?{OJS_Q}",
]
OJS_TITLE = "Shadowing with remote booths: a classroom study of trainee simultaneous interpreters"


def _ojs_site():
    head = (
        f'<link rel="alternate" type="application/atom+xml" href="{J}/gateway/plugin/WebFeedGatewayPlugin/atom">'
        f'<meta name="citation_title" content="{esc(OJS_TITLE)}">'
        f'<meta name="citation_pdf_url" content="{OJS.url(OJS_PDF_DL)}">'
    )
    main = (
        f'<nav class="cmp_breadcrumbs">{a("/index.php/jip/index", "Home")} / '
        f"{a(f'{J}/issue/archive', 'Archives')} / {a(f'{J}/issue/view/24', 'Vol. 9 No. 2 (2025)')} / "
        "Articles</nav>"
        f'<article class="obj_article_details"><h1 class="page_title">{esc(OJS_TITLE)}</h1>'
        '<ul class="authors"><li>Lucía Ferrer, Universitat de València '
        f"{a('http://orcid.test/0000-0002-1825-0097', 'ORCID')}</li>"
        "<li>Tomasz Wierzbicki, University of Wrocław</li></ul>"
        '<section class="item abstract"><h2>Abstract</h2><p>Twenty-four trainees practised '
        "shadowing in remote booths for a semester…</p></section>"
        "<section class='item keywords'>Keywords: interpreter training, remote simultaneous "
        "interpreting, shadowing</section>"
        '<div class="item galleys"><ul class="value galleys_links">'
        f"<li>{a(OJS_PDF_VIEW, 'PDF', class_='obj_galley_link pdf')} "
        f"{a(OJS_PDF_DL, 'Download PDF', class_='download')}</li>"
        f"<li>{a(OJS_HTML, 'HTML', class_='obj_galley_link file')}</li></ul></div>"
        '<div class="item citation"><h2>How to Cite</h2><div id="citationOutput">Ferrer, L., '
        f"&amp; Wierzbicki, T. (2025). {esc(OJS_TITLE)}. <i>Journal of Interpreting Pedagogy</i>, "
        "<i>9</i>(2), 45–71.</div><div class='citation_formats'><h3>More Citation Formats</h3>"
        + lis([a(OJS_CITES[0], "ACM"), a(OJS_CITES[1], "Chicago"), a(OJS_CITES[2], "MLA")])
        + "<h3>Download Citation</h3>"
        + lis([a(OJS_CITES[3], "Endnote/Zotero/Mendeley (RIS)"), a(OJS_CITES[4], "BibTeX")])
        + "</div></div>"
        f'<div class="item issue">Issue: {a(f"{J}/issue/view/24", "Vol. 9 No. 2 (2025)")} · '
        f"Section: Articles · License: {a('http://creativecommons.test/licenses/by/4.0/', 'CC BY 4.0')}</div>"
        '<div class="item similar"><h2>Similar Articles</h2>'
        + lis(
            [
                a(f"{J}/article/view/287", "Sight translation drills revisited"),
                a(f"{J}/article/view/305", "Booth manners online"),
            ]
        )
        + "</div></article>"
        '<div class="pkp_block block_information"><h2>Information</h2>'
        + lis(
            [
                a(f"{J}/information/readers", "For Readers"),
                a(f"{J}/information/authors", "For Authors"),
            ]
        )
        + "</div>"
    )
    viewer = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'>"
        f"<title>View of {esc(OJS_TITLE)} | Journal of Interpreting Pedagogy</title>"
        "<link rel='stylesheet' href='/plugins/generic/pdfJsViewer/pdf.js/web/viewer.css'></head>"
        f"<body><header class='header_view'>{a(OJS_ART, '← Back to Article Details', class_='return')} "
        f"{a(OJS_ART, OJS_TITLE, class_='title')} "
        f"{a(OJS_PDF_DL, 'Download', class_='download')}</header>"
        f"<iframe src='/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html?file={OJS.url(OJS_PDF_DL)}'>"
        "</iframe></body></html>"
    )
    html_galley = OJS.page(
        f"View of {OJS_TITLE}",
        f"<p>{a(OJS_ART, '← Back to Article Details')}</p><h1>{esc(OJS_TITLE)}</h1>"
        "<h2>1. Introduction</h2><p>Remote simultaneous interpreting moved into the classroom…</p>",
        raw_title=False,
    )
    pages = {
        OJS_ART: OJS.page(OJS_TITLE, main, head=head),
        OJS_PDF_VIEW: viewer,
        OJS_PDF_DL: pdf_file(OJS_TITLE, "Journal of Interpreting Pedagogy 9(2), 45-71"),
        OJS_HTML: html_galley,
        OJS_CITES[0]: OJS.page("ACM citation", f"<p>Ferrer, L. 2025. {esc(OJS_TITLE)}.</p>"),
        OJS_CITES[1]: OJS.page(
            "Chicago citation", f"<p>Ferrer, Lucía. 2025. “{esc(OJS_TITLE)}.”</p>"
        ),
        OJS_CITES[2]: OJS.page("MLA citation", f"<p>Ferrer, Lucía. “{esc(OJS_TITLE)}.”</p>"),
        OJS_CITES[3]: data(
            f"TY  - JOUR\nTI  - {OJS_TITLE}\nER  -\n", "application/x-research-info-systems"
        ),
        OJS_CITES[4]: data(f"@article{{jip312, title={{{OJS_TITLE}}}}}\n", "application/x-bibtex"),
        f"{J}/issue/view/24": OJS.page(
            "Vol. 9 No. 2 (2025)", "<h1>Vol. 9 No. 2 (2025)</h1>" + lis([a(OJS_ART, OJS_TITLE)])
        ),
        f"{J}/article/view/287": OJS.page("Sight translation drills revisited", "<h1>Sight</h1>"),
        f"{J}/article/view/305": OJS.page("Booth manners online", "<h1>Booth manners</h1>"),
    }
    return [OJS.site(pages)]


# --- Figshare for institutions: a dataset of classroom transcripts ------------------------

FS = Portal(
    host="figshare.steppeuniv.hx111.example",
    name="Steppe University Research Data",
    menu=[
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/projects", "Projects"),
        ("/collections", "Collections"),
        ("/about", "About"),
    ],
    footer=[
        ("/about/terms", "Terms"),
        ("/about/privacy", "Privacy"),
        ("http://www.figshare-platform.hx111.example/", "Powered by figshare"),
    ],
    title_format="{title}",
    home_title="Steppe University Research Data",
)
FS_ID = 24681357
FS_SLUG = "Kazakh_Russian_code-switching_in_Almaty_classroom_talk_annotated_transcripts"
FS_ENTRY = f"/articles/dataset/{FS_SLUG}/{FS_ID}"
FS_TITLE = "Kazakh–Russian code-switching in Almaty classroom talk: annotated transcripts"
FS_FILES = [
    (43219876, "transcripts_ELAN.zip"),
    (43219877, "annotation_guidelines.pdf"),
    (43219878, "README.txt"),
]


def _fs_site():
    files = lis(
        [a(f"/ndownloader/files/{fid}", f"{name} — Download") for fid, name in FS_FILES],
        "file-list",
    )
    main = (
        f'<h1 class="title">{esc(FS_TITLE)}</h1><p class="type">Dataset · posted on 2024-11-05, '
        f"{a('/authors/Aigerim_Seitkali/13377001', 'Aigerim Seitkali')} and "
        f"{a('/authors/Dmitri_Volkov/13377002', 'Dmitri Volkov')}</p>"
        f"<p>{a(f'/ndownloader/articles/{FS_ID}/versions/1', 'Download all (38.2 MB)')}</p>"
        + files
        + "<p>Forty lessons of Grade 7 history taught in Kazakh with Russian switches, "
        "transcribed in ELAN and annotated for switch type and pedagogical function.</p>"
        + dl(
            [
                (
                    "Categories",
                    a("/categories/Sociolinguistics/20401", "Sociolinguistics")
                    + ", "
                    + a("/categories/Language_in_education/20405", "Language in education"),
                ),
                (
                    "Keywords",
                    a("/search?q=:keyword:%20%22code-switching%22", "code-switching")
                    + ", "
                    + a("/search?q=:keyword:%20%22Kazakh%22", "Kazakh"),
                ),
                ("Licence", a("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0")),
                (
                    "Cite",
                    f"Seitkali, A.; Volkov, D. (2024). {esc(FS_TITLE)}. Steppe University. "
                    "Dataset. https://doi.org/10.88112/steppe.24681357.v1",
                ),
            ]
        )
    )
    pages = {
        FS_ENTRY: FS.page(FS_TITLE, main, share=FS.url(FS_ENTRY)),
        f"/ndownloader/files/{FS_FILES[0][0]}": data(
            b"PK\x05\x06" + b"\x00" * 18, "application/zip"
        ),
        f"/ndownloader/files/{FS_FILES[1][0]}": pdf_file("Annotation guidelines", "Switch types"),
        f"/ndownloader/files/{FS_FILES[2][0]}": txt("40 ELAN files, one per lesson.\n"),
        f"/ndownloader/articles/{FS_ID}/versions/1": data(
            b"PK\x05\x06" + b"\x00" * 18, "application/zip"
        ),
        "/authors/Aigerim_Seitkali/13377001": FS.page(
            "Aigerim Seitkali", "<h1>Aigerim Seitkali</h1>" + lis([a(FS_ENTRY, FS_TITLE)])
        ),
        "/categories/Sociolinguistics/20401": FS.page(
            "Sociolinguistics", "<h1>Sociolinguistics</h1>"
        ),
    }
    return [FS.site(pages)]


# --- InvenioRDM v9 (no signposting yet): a parallel corpus record --------------------------

IRDM = Portal(
    host="rdm.turkicdata.hx111.example",
    name="TurkLang Data",
    menu=[
        ("/search", "Search records"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/help", "Help"),
    ],
    footer=[("/terms", "Terms of use"), ("/privacy", "Privacy policy"), ("/api", "Developers")],
    title_format="{title} | {name}",
)
IR_ID = "8k2mq-zt731"
IR_ENTRY = f"/records/{IR_ID}"
IR_TITLE = "Uyghur–English parallel corpus of public health notices (v2.0)"
IR_FILES = ["uyghur_english_health_v2.tmx", "README.md", "alignment_report.pdf"]
IR_EXPORTS = ["json", "csl", "datacite-json", "datacite-xml", "dublincore"]


def _ir_site():
    files = (
        "<table class='files'>"
        + "".join(
            f"<tr><td>{a(f'/records/{IR_ID}/files/{f}?download=1', f)}</td>"
            f"<td>{a(f'/records/{IR_ID}/preview/{f}', 'Preview')}</td></tr>"
            for f in IR_FILES
        )
        + "</table>"
    )
    exports = lis([a(f"/records/{IR_ID}/export/{e}", e.upper()) for e in IR_EXPORTS], "export")
    main = (
        f'<h1 id="record-title">{esc(IR_TITLE)}</h1><p>Published March 2, 2026 | Version v2.0 | '
        "Dataset | Open</p><p class='creators'>Tursun, Mehray; Abdukerim, Ilham</p>"
        "<p>12,480 aligned segments of public health notices issued in Uyghur and English, "
        "2019–2024, with a translation-memory export.</p>"
        "<h2>Files</h2>"
        + files
        + "<h2>Versions</h2>"
        + lis([a(IR_ENTRY, "Version v2.0 (current)"), a("/records/3fd9s-1ab22", "Version v1.0")])
        + "<h2>Communities</h2>"
        + lis([a("/communities/turkic-nlp", "Turkic NLP")])
        + "<h2>Keywords</h2>"
        + lis(
            [
                a("/search?q=metadata.subjects.subject:%22Uyghur%22", "Uyghur"),
                a(
                    "/search?q=metadata.subjects.subject:%22translation+memory%22",
                    "translation memory",
                ),
            ]
        )
        + "<h2>Export</h2>"
        + exports
        + f"<p>Rights: {a('http://creativecommons.test/licenses/by/4.0/legalcode', 'CC BY 4.0')}</p>"
    )
    pages = {IR_ENTRY: IRDM.page(IR_TITLE, main)}
    pages[f"/records/{IR_ID}/files/{IR_FILES[0]}?download=1"] = xml(
        '<tmx version="1.4"><body><tu><tuv xml:lang="ug"><seg>…</seg></tuv></tu></body></tmx>'
    )
    pages[f"/records/{IR_ID}/files/{IR_FILES[1]}?download=1"] = txt(
        f"# {IR_TITLE}\n", "text/markdown; charset=utf-8"
    )
    pages[f"/records/{IR_ID}/files/{IR_FILES[2]}?download=1"] = pdf_file("Alignment report", "v2.0")
    for f in IR_FILES:
        pages[f"/records/{IR_ID}/preview/{f}"] = (
            f"<!DOCTYPE html><html><head><title>{esc(f)}</title></head><body><pre>Preview of "
            f"{esc(f)}</pre></body></html>"
        )
    for e in IR_EXPORTS:
        doc = f'{{"id": "{IR_ID}", "title": "{IR_TITLE}"}}'
        pages[f"/records/{IR_ID}/export/{e}"] = (
            xml(f"<resource><title>{esc(IR_TITLE)}</title></resource>")
            if e.endswith("xml") or e == "dublincore"
            else json_doc(doc)
        )
    pages["/records/3fd9s-1ab22"] = IRDM.page(
        "Uyghur–English parallel corpus of public health notices (v1.0)", "<h1>v1.0</h1>"
    )
    pages["/communities/turkic-nlp"] = IRDM.page("Turkic NLP", "<h1>Turkic NLP</h1>")
    return [IRDM.site(pages)]


CASES: list[Case] = [
    # An EPrints e-thesis: a Single Hop preprint-like record (the seed's bioRxiv/SSRN rows):
    # Single Page+ with Ignores.  Truth: the abstract page, its two documents and the six
    # export records EPrints announces with <link rel="alternate"> (bibliographic metadata
    # in various forms, as in the seed's Figshare example).  Browse views (creator,
    # division, subject, year), the statistics report and the staff link are not the thesis.
    case(
        "eprints-igbo-proverbs-thesis",
        "EPrints (e-theses repository)",
        "single_hop",
        "single_page_plus_ignored",
        EP.url(EP_ENTRY),
        [EP.url(EP_ENTRY)]
        + [EP.url(d) for d in EP_DOCS]
        + [EP.url(_ep_export(p, ext)) for p, _l, ext, _t in EP_EXPORTS],
        _ep_site,
    ),
    # An OJS article: Single Hop like the seed's preprints → Single Page+ with Ignores.
    # Truth: the article page, its PDF galley viewer, the PDF download, the HTML galley and
    # the five citation formats.  The issue, similar articles, sidebar blocks and the licence
    # are out; menus and footer are ignored.
    case(
        "ojs-remote-booth-shadowing",
        "OJS (interpreting-pedagogy journal article)",
        "single_hop",
        "single_page_plus_ignored",
        OJS.url(OJS_ART),
        [OJS.url(u) for u in [OJS_ART, OJS_PDF_VIEW, OJS_PDF_DL, OJS_HTML, *OJS_CITES]],
        _ojs_site,
    ),
    # Figshare for institutions: the seed's Figshare row → Single Page+ with Ignores.
    # Truth: the landing page, its three files and the "download all" archive; authors,
    # categories, keywords, licence and share links are not the dataset.
    case(
        "figshare-code-switching-transcripts",
        "Figshare for institutions (dataset)",
        "single_hop",
        "single_page_plus_ignored",
        FS.url(FS_ENTRY),
        [FS.url(FS_ENTRY), FS.url(f"/ndownloader/articles/{FS_ID}/versions/1")]
        + [FS.url(f"/ndownloader/files/{fid}") for fid, _n in FS_FILES],
        _fs_site,
    ),
    # An InvenioRDM v9 record (no Link headers yet): the seed's Zenodo row, Single Page+
    # with Ignores.  Truth: the record, its three files (download links), their previews
    # and its five metadata exports; the v1.0 record is another version (another artifact),
    # communities and keyword searches are the portal's.
    case(
        "invenio-uyghur-parallel-corpus",
        "InvenioRDM (v9 data repository record)",
        "single_hop",
        "single_page_plus_ignored",
        IRDM.url(IR_ENTRY),
        [IRDM.url(IR_ENTRY)]
        + [IRDM.url(f"/records/{IR_ID}/files/{f}?download=1") for f in IR_FILES]
        + [IRDM.url(f"/records/{IR_ID}/preview/{f}") for f in IR_FILES]
        + [IRDM.url(f"/records/{IR_ID}/export/{e}") for e in IR_EXPORTS],
        _ir_site,
        others=[IRDM.url("/records/3fd9s-1ab22")],
    ),
]
