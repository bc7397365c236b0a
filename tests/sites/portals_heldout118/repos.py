"""Publication repositories of marine and fisheries institutes: DSpace 6 (XMLUI) and
DSpace 7 (signposting on), EPrints, an OJS fisheries journal and a Drupal council site."""

from __future__ import annotations

from html import escape
from urllib.parse import quote_plus

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, links

from ._kit import Portal, a, dl, host, pdf_file, text_file, xml_file

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

# ---------------------------------------------------------------- DSpace 6 XMLUI
D6 = Portal(
    host("oceandocs", "iode"),
    "OceanDocs",
    menu=[
        ("/community-list", "Communities & Collections"),
        ("/browse?type=dateissued", "By Issue Date"),
        ("/browse?type=author", "Authors"),
        ("/browse?type=title", "Titles"),
        ("/browse?type=subject", "Subjects"),
    ],
    footer=[
        ("/contact", "Contact Us"),
        ("/feedback", "Send Feedback"),
        ("http://www.dspace.test", "DSpace software"),
    ],
    title_format="{name}: {title}",
    home_title="OceanDocs: Home",
)
D6_ITEMS = {
    "42117": (
        "Report of the 2024 Baltic International Acoustic Survey (BIAS), RV Baltica",
        "Grygiel, W.; Orlowski, A.",
        ["BIAS_2024_RV_Baltica_report.pdf"],
        "390",
        "Cruise reports",
    ),
    "42230": (
        "Status of the Gulf of Riga herring stock in 2023: working document for WGBFAS",
        "Putnis, I.; Sics, I.",
        ["WGBFAS_2024_WD_Gulf_of_Riga_herring.pdf", "WD_herring_annex_tables.xlsx"],
        "412",
        "Stock assessment working documents",
    ),
}


def _d6_bitstream(handle: str, name: str) -> str:
    return f"/bitstream/handle/1834/{handle}/{name}?sequence={1}&isAllowed=y"


def d6_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for h, (title, authors, files, coll, cname) in D6_ITEMS.items():
        base = f"/handle/1834/{h}"
        first = authors.split(";")[0]
        files_html = "".join(
            f'<div class="file-wrapper"><a href="{escape(_d6_bitstream(h, f))}">'
            f'<img src="/themes/Mirage2/images/mime.png" alt="Icon"></a>'
            f'<div class="file-metadata"><span>{escape(f)}</span> '
            f'<a href="{escape(_d6_bitstream(h, f))}">View/Open</a></div></div>'
            for f in files
        )
        summary = (
            f'<h2 class="page-header first-page-header">{escape(title)}</h2>'
            f'<div class="item-page-field-wrapper"><h5>View/Open</h5>{files_html}</div>'
            '<div class="simple-item-view-authors"><h5>Author</h5>'
            + a(
                f"/discover?filtertype=author&filter_relational_operator=equals&filter={quote_plus(first)}",
                first,
            )
            + "</div><div><h5>Date</h5>2024</div>"
            '<div class="simple-item-view-uri"><h5>URI</h5>'
            f'<a href="http://hdl.handle.test/1834/{h}">http://hdl.handle.test/1834/{h}</a></div>'
            f"<h5>Metadata</h5>{a(base + '?show=full', 'Show full item record')}"
            f"<h4>This item appears in the following Collection(s)</h4>{links([(f'/handle/1834/{coll}', cname)])}"
            '<div id="aspect_statistics"><h2>Statistics</h2>'
            + a(base + "/statistics", "View Usage Statistics")
            + "</div>"
        )
        full = (
            f'<h2 class="page-header">{escape(title)}</h2>'
            + dl(
                [
                    ("dc.contributor.author", escape(authors)),
                    ("dc.date.issued", "2024"),
                    ("dc.identifier.uri", f"http://hdl.handle.test/1834/{h}"),
                    ("dc.title", escape(title)),
                    ("dc.type", "Report"),
                ]
            )
            + files_html
            + a(base, "Show simple item record")
        )
        pages[base] = D6.page(title, summary)
        pages[base + "?show=full"] = D6.page(title, full)
        pages[base + "/statistics"] = D6.page("Statistics", "<h2>Total visits</h2><p>212</p>")
        pages[f"/handle/1834/{coll}"] = D6.page(
            cname, f"<h2>{escape(cname)}</h2><p>Recent submissions</p>"
        )
        for f in files:
            path = _d6_bitstream(h, f).split("?")[0]
            pages[path] = (
                pdf_file(title) if f.endswith(".pdf") else Response.data(b"PK\x03\x04", XLSX)
            )
    pages["/themes/Mirage2/images/mime.png"] = Response.data(b"\x89PNG\r\n\x1a\n", "image/png")
    return [D6.site(pages)]  # type: ignore[arg-type]


def _d6_truth(h: str) -> list[str]:
    files = D6_ITEMS[h][2]
    return [D6.url(f"/handle/1834/{h}"), D6.url(f"/handle/1834/{h}?show=full")] + [
        D6.url(_d6_bitstream(h, f)) for f in files
    ]


# ---------------------------------------------------------------- DSpace 7.6 (signposting)
D7 = Portal(
    host("repository", "aquadocs"),
    "AquaDocs",
    menu=[
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
    ],
    footer=[
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send Feedback"),
    ],
    title_format="{title} | {name}",
)
D7_ITEM = "8d3f4c1e-2b6a-4c59-9e0d-51f7a2c4b913"
D7_BITS = [
    (
        "2e7b1a90-4c3d-4e8f-a1b2-6f0c9d8e7a15",
        "Mussel_longline_trials_Puck_Bay_2024.pdf",
        "application/pdf",
    ),
    ("9a6c3e21-7f54-4b0d-8c2e-1d3b5a7f9e04", "Mussel_growth_and_biofouling_data.csv", "text/csv"),
]


def d7_sites() -> list[Site]:
    title = (
        "Blue mussel longline culture trials in Puck Bay, southern Baltic: technical report 2024"
    )
    item = f"/items/{D7_ITEM}"
    desc = f"/server/signposting/describedby/{D7_ITEM}"
    lset = f"/server/signposting/linksets/{D7_ITEM}"
    link_values = [
        '<http://hdl.handle.test/1834/50001> ; rel="cite-as"',
        '<https://schema.org/AboutPage> ; rel="type"',
        '<https://schema.org/Report> ; rel="type"',
        '<http://creativecommons.test/licenses/by/4.0/> ; rel="license"',
        '<http://orcid.test/0000-0002-1825-0097> ; rel="author"',
    ]
    heads = []
    for uuid, _name, mime in D7_BITS:
        u = D7.url(f"/bitstreams/{uuid}/download")
        link_values.append(f'<{u}> ; rel="item" ; type="{mime}"')
        heads.append(f'<link href="{u}" rel="item" type="{mime}">')
    link_values.append(
        f'<{D7.url(desc)}> ; rel="describedby" ; type="application/vnd.datacite.datacite+xml"'
    )
    link_values.append(f'<{D7.url(lset)}> ; rel="linkset" ; type="application/linkset"')
    link_values.append(f'<{D7.url(lset)}/json> ; rel="linkset" ; type="application/linkset+json"')
    heads.append(
        f'<link href="{D7.url(desc)}" rel="describedby" type="application/vnd.datacite.datacite+xml">'
    )
    files = "".join(
        f'<div class="file-section">{a(f"/bitstreams/{uuid}/download", name)} ({mime})</div>'
        for uuid, name, mime in D7_BITS
    )
    main = (
        '<ds-item-page><div class="item-page"><h1 class="item-page-title-field">'
        f"{escape(title)}</h1>"
        '<div class="thumbnail"><img src="/assets/images/replacement_document.svg" alt=""></div>'
        f"<ds-item-page-file-section><h2>Files</h2>{files}</ds-item-page-file-section>"
        "<h2>Authors</h2>"
        + a("/browse/author?value=Kowalczyk,%20Anna", "Kowalczyk, Anna")
        + "<h2>Abstract</h2><p>Two seasons of longline culture of <i>Mytilus trossulus</i> at three "
        "sites in Puck Bay: growth, condition index and biofouling.</p>"
        '<h2>URI</h2><a href="http://hdl.handle.test/1834/50001">http://hdl.handle.test/1834/50001</a>'
        "<h2>Collections</h2>"
        + a("/collections/5c1d2e3f-aaaa-4bbb-8ccc-0d1e2f3a4b5c", "Aquaculture reports")
        + "<p>"
        + a(item + "/full", "Full item page")
        + "</p></div></ds-item-page>"
    )
    html_page = D7.page(title, main, head="".join(heads))
    pages: dict[str, object] = {
        item: Response.html(html_page, headers=[("Link", ", ".join(link_values))]),
        item + "/full": D7.page(
            title, f"<h1>{escape(title)}</h1>" + dl([("dc.title", escape(title))])
        ),
        desc: xml_file(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles><title>{escape(title)}'
            "</title></titles></resource>",
            "application/vnd.datacite.datacite+xml",
        ),
        lset: text_file(", ".join(link_values), "application/linkset"),
        lset + "/json": text_file('{"linkset": []}', "application/linkset+json"),
        "/assets/images/replacement_document.svg": text_file(
            "<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
        ),
        "/collections/5c1d2e3f-aaaa-4bbb-8ccc-0d1e2f3a4b5c": D7.page(
            "Aquaculture reports", "<h1>Aquaculture reports</h1>"
        ),
    }
    pages[f"/bitstreams/{D7_BITS[0][0]}/download"] = pdf_file(title)
    pages[f"/bitstreams/{D7_BITS[1][0]}/download"] = text_file(
        "site,date,shell_length_mm\nP1,2024-05-02,21.4\n", "text/csv"
    )
    return [D7.site(pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- EPrints 3.4
EP = Portal(
    host("plymsea", "marinelab"),
    "PlymSEA - Marine Lab Publications",
    menu=[
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/", "Browse"),
        ("/cgi/search/simple", "Search"),
    ],
    footer=[
        ("/policies.html", "Repository policies"),
        ("http://eprints.test/software/", "EPrints"),
    ],
    title_format="{title} - {name}",
)
EP_ID = "10234"


def ep_sites() -> list[Site]:
    title = "Bycatch of harbour porpoise in Celtic Sea gillnet fisheries, 2019 to 2023"
    base = f"/id/eprint/{EP_ID}/"
    docs = [
        f"/id/eprint/{EP_ID}/1/Porpoise_bycatch_Celtic_Sea_2024.pdf",
        f"/id/eprint/{EP_ID}/2/Supplementary_tables_S1-S4.xlsx",
    ]
    exports = [
        f"/cgi/export/eprint/{EP_ID}/BibTeX/plymsea-eprint-{EP_ID}.bib",
        f"/cgi/export/eprint/{EP_ID}/RIS/plymsea-eprint-{EP_ID}.ris",
    ]
    main = (
        f'<h1 class="ep_tm_pagetitle">{escape(title)}</h1>'
        '<p style="margin-bottom: 1em">Hardy, T. and Penrose, L. (2024) '
        f"<em>{escape(title)}.</em> Fisheries Research, 271. 106913.</p>"
        '<table><tr><td><a class="ep_document_link" href="' + docs[0] + '">'
        '<img class="ep_doc_icon" src="/style/images/fileicons/application_pdf.png" alt="[img]"></a></td>'
        f"<td>{a(docs[0], 'Text')} - Accepted Version<br>Available under License Creative Commons Attribution.<br>1MB</td></tr>"
        f"<tr><td></td><td>{a(docs[1], 'Spreadsheet')} - Supplemental Material<br>68kB</td></tr></table>"
        f'<div>Official URL: <a href="http://doi.test/10.1016/j.fishres.2024.106913">http://doi.test/10.1016/j.fishres.2024.106913</a></div>'
        "<h2>Abstract</h2><p>Observer and remote electronic monitoring data from 1,412 gillnet hauls "
        "were used to estimate porpoise bycatch rates by metier.</p>"
        + dl(
            [
                ("Item Type:", "Article"),
                ("Divisions:", a("/view/divisions/mee/", "Marine Ecology and Ecosystems")),
                ("Depositing User:", "Tom Hardy"),
                ("Date Deposited:", "05 Mar 2024 11:02"),
                ("URI:", a(base, EP.url(base))),
            ]
        )
        + f"<h3>Export</h3><p>Cite as: {a(exports[0], 'BibTeX')} | {a(exports[1], 'RIS')}</p>"
        '<form method="get" action="/cgi/export_redirect"><input type="hidden" name="eprintid" value="10234">'
        '<select name="format"><option value="EndNote">EndNote</option><option value="JSON">JSON</option></select>'
        "<button>Export</button></form>"
        "<h3>Actions (login required)</h3>"
        + a(f"/cgi/users/home?screen=EPrint::View&eprintid={EP_ID}", "View Item")
    )
    pages: dict[str, object] = {
        base: EP.page(title, main),
        docs[0]: pdf_file(title, "Accepted manuscript"),
        docs[1]: Response.data(b"PK\x03\x04", XLSX),
        exports[0]: text_file(
            f"@article{{plymsea{EP_ID},\n title = {{{title}}}\n}}\n", "text/x-bibtex"
        ),
        exports[1]: text_file(
            f"TY  - JOUR\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        ),
        "/view/divisions/mee/": EP.page(
            "Marine Ecology and Ecosystems", "<h1>Marine Ecology and Ecosystems</h1>"
        ),
        "/style/images/fileicons/application_pdf.png": Response.data(
            b"\x89PNG\r\n\x1a\n", "image/png"
        ),
    }
    return [EP.site(pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- OJS 3.4 (fisheries journal)
OJS = Portal(
    host("journals", "fishsci-society"),
    "Journal of Fisheries and Aquatic Science",
    menu=[
        ("/index.php/jfas/issue/current", "Current"),
        ("/index.php/jfas/issue/archive", "Archives"),
        ("/index.php/jfas/about", "About"),
        ("/index.php/jfas/about/submissions", "Submissions"),
    ],
    footer=[
        ("/index.php/jfas/about/privacy", "Privacy Statement"),
        ("http://pkp.test/ojs", "Open Journal Systems"),
    ],
    title_format="{title} | {name}",
)
OJS_ART = "/index.php/jfas/article/view/2231"
OJS_GALLEY = "/index.php/jfas/article/view/2231/1874"
OJS_DL = "/index.php/jfas/article/download/2231/1874/5520"
OJS_CITES = [
    "/index.php/jfas/citationstylelanguage/download/ris?submissionId=2231&publicationId=2310",
    "/index.php/jfas/citationstylelanguage/download/bibtex?submissionId=2231&publicationId=2310",
]


def ojs_sites() -> list[Site]:
    title = "Otolith-based age validation of blackspot seabream in the Strait of Gibraltar"
    main = (
        f'<article class="obj_article_details"><h1 class="page_title">{escape(title)}</h1>'
        '<section class="item authors"><ul><li>Lucia Serrano, Instituto Espanol de Oceanografia</li>'
        "<li>Karim El Idrissi, INRH Tanger</li></ul></section>"
        '<section class="item doi">DOI: <a href="http://doi.test/10.70118/jfas.2231">http://doi.test/10.70118/jfas.2231</a></section>'
        '<section class="item keywords">Keywords: Pagellus bogaraveo, otolith, age validation</section>'
        '<section class="item abstract"><h2>Abstract</h2><p>Marginal increment analysis and '
        "bomb-radiocarbon dating of 640 otoliths confirm annual ring formation.</p></section>"
        f'<div class="entry_details"><ul class="value galleys_links"><li>{a(OJS_GALLEY, "PDF", "obj_galley_link pdf")}</li></ul>'
        '<div class="item published">Published 2025-06-30</div>'
        '<div class="item citation"><h2>How to Cite</h2><p>Serrano L, El Idrissi K. Otolith-based age validation. '
        "J Fish Aquat Sci. 2025;41(2):77-91.</p>"
        f'<div class="citation_formats"><h3>Download Citation</h3>{links([(OJS_CITES[0], "Endnote/Zotero/Mendeley (RIS)"), (OJS_CITES[1], "BibTeX")])}</div></div>'
        f'<div class="item issue"><h2>Issue</h2>{a("/index.php/jfas/issue/view/118", "Vol. 41 No. 2 (2025)")}</div>'
        f'<div class="item section"><h2>Section</h2>Research Articles</div>'
        f'<div class="item copyright"><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></div></div></article>'
        f'<div class="pkp_block block_make_submission">{a("/index.php/jfas/about/submissions", "Make a Submission")}</div>'
    )
    viewer = (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        f"<title>View of {escape(title)}</title>"
        '<link rel="stylesheet" href="/plugins/generic/pdfJsViewer/pdf.js/web/viewer.css"></head><body>'
        f'<header class="header_view">{a(OJS_ART, "← Back to Article Details", "return")}'
        f"{a(OJS_ART, title, 'title')}{a(OJS_DL, 'Download', 'download')}</header>"
        '<div id="pdfCanvasContainer"><iframe src="/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html?file='
        "http%3A%2F%2F" + OJS.host + "%2Findex.php%2Fjfas%2Farticle%2Fdownload%2F2231%2F1874%2F5520"
        '" width="100%" height="100%"></iframe></div></body></html>'
    )
    pages: dict[str, object] = {
        OJS_ART: OJS.page(title, main),
        OJS_GALLEY: viewer,
        OJS_DL: pdf_file(title),
        OJS_CITES[0].split("?")[0]: text_file(
            f"TY  - JOUR\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        ),
        OJS_CITES[1].split("?")[0]: text_file(
            f"@article{{jfas2231, title={{{title}}}}}\n", "application/x-bibtex"
        ),
        "/index.php/jfas/issue/view/118": OJS.page(
            "Vol. 41 No. 2 (2025)", "<h1>Vol. 41 No. 2 (2025)</h1>"
        ),
        "/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html": "<!DOCTYPE html><title>PDF.js viewer</title>",
        "/plugins/generic/pdfJsViewer/pdf.js/web/viewer.css": Response.data(
            b"body{margin:0}", "text/css"
        ),
    }
    return [OJS.site(pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- Drupal 10 (management council)
DRU = Portal(
    host("www", "nsfmc"),
    "North Sea Fishery Management Council",
    menu=[
        ("/about", "About"),
        ("/fisheries", "Fisheries"),
        ("/meetings", "Meetings"),
        ("/documents", "Documents"),
        ("/news", "News"),
    ],
    footer=[
        ("/accessibility", "Accessibility"),
        ("/privacy-notice", "Privacy notice"),
        ("http://linkedin.test/company/nsfmc", "LinkedIn"),
    ],
)
DRU_NODE = "/documents/monkfish-stock-assessment-summary-2025"
DRU_FILES = [
    "/sites/default/files/2025-02/Monkfish_SAFE_report_2025.pdf",
    "/sites/default/files/2025-02/Monkfish_assessment_input_data_2025.xlsx",
]


def drupal_sites() -> list[Site]:
    title = "Monkfish stock assessment summary 2025"
    main = (
        f'<article class="node node--type-document"><h1 class="page-title"><span>{escape(title)}</span></h1>'
        '<div class="field field--name-field-document-date">Published 21 February 2025</div>'
        '<div class="field--name-body"><p>Summary of the 2025 research track assessment of '
        "monkfish (<i>Lophius piscatorius</i> and <i>L. budegassa</i>) in the northern and southern "
        "management areas, with the biological reference points adopted by the SSC.</p></div>"
        '<div class="field field--name-field-attachments"><div class="field__label">Attachments</div>'
        f'<span class="file file--application-pdf">{a(DRU_FILES[0], "Monkfish_SAFE_report_2025.pdf")}</span> (3.4 MB)<br>'
        f'<span class="file file--x-office-spreadsheet">{a(DRU_FILES[1], "Monkfish_assessment_input_data_2025.xlsx")}</span> (410 KB)</div>'
        f'<div class="field field--name-field-topics">Topics: {a("/topics/groundfish", "Groundfish")}, {a("/topics/stock-assessment", "Stock assessment")}</div>'
        f'<div class="field field--name-field-related-meeting">Related meeting: {a("/meetings/2025-03-ssc", "Scientific and Statistical Committee, March 2025")}</div>'
        "</article>"
    )
    pages: dict[str, object] = {
        DRU_NODE: DRU.page(title, main, share=DRU.url(DRU_NODE)),
        DRU_FILES[0]: pdf_file("Monkfish SAFE report 2025"),
        DRU_FILES[1]: Response.data(b"PK\x03\x04", XLSX),
        "/topics/groundfish": DRU.page("Groundfish", "<h1>Groundfish</h1>"),
        "/topics/stock-assessment": DRU.page("Stock assessment", "<h1>Stock assessment</h1>"),
        "/meetings/2025-03-ssc": DRU.page(
            "SSC March 2025", "<h1>Scientific and Statistical Committee</h1>"
        ),
    }
    return [DRU.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # DSpace 6 XMLUI item (seed: repository items like bioRxiv/SSRN/Zenodo are Single Hop ->
    # Single Page+ with Ignored URIs; the entry's URI is not a prefix of the bitstream URIs).
    # Truth: item page, full record, the cruise-report PDF; author browse, collection and
    # usage statistics are the repository's.
    case(
        "dspace6-bias-2024-cruise-report",
        "DSpace (6, XMLUI institute repository)",
        "Single Hop",
        "single_page_plus_ignored",
        D6.url("/handle/1834/42117"),
        _d6_truth("42117"),
        d6_sites,
    ),
    # Same repository, a stock-assessment working document with a PDF and an annex
    # spreadsheet.  Truth: item, full record, both bitstreams.
    case(
        "dspace6-riga-herring-wd",
        "DSpace (6, XMLUI institute repository)",
        "Single Hop",
        "single_page_plus_ignored",
        D6.url("/handle/1834/42230"),
        _d6_truth("42230"),
        d6_sites,
    ),
    # DSpace 7.6 with FAIR Signposting turned on: the item page's Link header (and <link>
    # elements) name the files (rel=item) and the DataCite metadata (rel=describedby) ->
    # Signposting.  Truth: item page, both bitstreams, the describedby record; the handle
    # (cite-as) is another service, the linksets are signposting plumbing, the full item
    # page is not advertised.
    case(
        "dspace7-mussel-longline-report",
        "DSpace (7.6, signposting enabled)",
        "Single Hop",
        "signposting",
        D7.url(f"/items/{D7_ITEM}"),
        [D7.url(f"/items/{D7_ITEM}"), D7.url(f"/server/signposting/describedby/{D7_ITEM}")]
        + [D7.url(f"/bitstreams/{u}/download") for u, _n, _m in D7_BITS],
        d7_sites,
    ),
    # EPrints abstract page: documents and citation exports one hop away, exports outside
    # the /id/eprint/N/ path -> Single Page+ with Ignored URIs (like the seed's preprint
    # servers).  Truth: abstract page, both documents, BibTeX and RIS exports; division
    # browse, DOI of the journal version and the login-only action are not the item.
    case(
        "eprints-porpoise-bycatch",
        "EPrints (3.4, marine lab repository)",
        "Single Hop",
        "single_page_plus_ignored",
        EP.url(f"/id/eprint/{EP_ID}/"),
        [
            EP.url(f"/id/eprint/{EP_ID}/"),
            EP.url(f"/id/eprint/{EP_ID}/1/Porpoise_bycatch_Celtic_Sea_2024.pdf"),
            EP.url(f"/id/eprint/{EP_ID}/2/Supplementary_tables_S1-S4.xlsx"),
            EP.url(f"/cgi/export/eprint/{EP_ID}/BibTeX/plymsea-eprint-{EP_ID}.bib"),
            EP.url(f"/cgi/export/eprint/{EP_ID}/RIS/plymsea-eprint-{EP_ID}.ris"),
        ],
        ep_sites,
    ),
    # OJS article (seed: journal-like preprint pages are Single Hop -> Single Page+ with
    # Ignored URIs).  Truth: article page, the PDF galley's viewer page (one hop) and the two
    # citation downloads.  The PDF itself is loaded by the viewer's embedded pdf.js frame
    # (an embedded resource of the galley page, two hops by link), so it is not listed.
    case(
        "ojs-seabream-otolith-article",
        "OJS (3.4, fisheries society journal)",
        "Single Hop",
        "single_page_plus_ignored",
        OJS.url(OJS_ART),
        [OJS.url(OJS_ART), OJS.url(OJS_GALLEY), *(OJS.url(c) for c in OJS_CITES)],
        ojs_sites,
    ),
    # Drupal document node with attached files (a council's assessment summary): Single Hop
    # -> Single Page+ with Ignored URIs.  Truth: node and its two attachments; topics and
    # the related meeting are site navigation/other content.
    case(
        "drupal-monkfish-assessment-summary",
        "Drupal (10, fishery management council site)",
        "Single Hop",
        "single_page_plus_ignored",
        DRU.url(DRU_NODE),
        [DRU.url(DRU_NODE), *(DRU.url(f) for f in DRU_FILES)],
        drupal_sites,
    ),
]
