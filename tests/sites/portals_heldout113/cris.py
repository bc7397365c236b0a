"""Research-information systems: an Elsevier Pure portal (a research output, a dataset, a
project), a Figshare-for-institutions repository, a bepress Digital Commons showcase, a
Cineca IRIS (DSpace-CRIS, the Italian VQR assessment's source) and an Ex Libris Esploro
research portal."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, csv, dl, host, meta, pdf, text, ul, zipped

# --- Elsevier Pure ------------------------------------------------------------------------

PU = Portal(
    host("research", "halden-uni"),
    "Halden University Research Portal",
    menu=[
        ("/en/", "Home"),
        ("/en/persons/", "Profiles"),
        ("/en/organisations/", "Research units"),
        ("/en/publications/", "Research output"),
        ("/en/projects/", "Projects"),
        ("/en/datasets/", "Datasets"),
        ("/en/activities/", "Activities"),
        ("/en/prizes/", "Prizes"),
    ],
    footer=[
        ("http://www.elsevier.test/solutions/pure", "Powered by Pure, Scopus & Elsevier"),
        ("/en/cookies/", "Cookie settings"),
        ("/admin/workspace.xhtml", "Log in to Pure"),
        ("/en/accessibility/", "Accessibility"),
    ],
    title_format="{title} — {name}",
    home_main="<h1>Halden University Research Portal</h1><h2>Research units</h2>"
    + ul(
        [
            a("/en/organisations/centre-for-research-evaluation", "Centre for Research Evaluation"),
            a("/en/organisations/department-of-sociology", "Department of Sociology"),
            a("/en/organisations/university-library", "University Library"),
        ]
    ),
)
PU_ORG = "/en/organisations/centre-for-research-evaluation"
PU_OUT = "/en/publications/gender-bias-in-grant-peer-review-a-meta-analysis-of-47-funders"
PU_OUT_FP = PU_OUT + "/fingerprints/"
PU_OUT_PDF = "/ws/portalfiles/portal/98765432/rev_2025_gender_bias_AAM.pdf"
PU_DS = "/en/datasets/panel-scores-of-the-norwegian-research-council-2015-2024"
PU_DS_FILES = [
    "/ws/portalfiles/portal/99011223/panel_scores_2015_2024.csv",
    "/ws/portalfiles/portal/99011224/codebook.pdf",
]
PU_PROJ = "/en/projects/evaluating-evaluation-indicators-in-nordic-research-funding"
PU_PROJ_TABS = ["/publications/", "/publications/?page=1", "/datasets/", "/fingerprints/"]
PU_PERSON = "/en/persons/ingrid-solberg"


def _pure() -> list[Site]:
    out = PU.page(
        "Gender bias in grant peer review: a meta-analysis of 47 funders",
        '<div class="rendering rendering_researchoutput"><h1>Gender bias in grant peer review: '
        "a meta-analysis of 47 funders</h1>"
        '<p class="persons">Ingrid Solberg, Tomasz Wrona, Aisha Bello</p>'
        '<p class="organisations">' + a(PU_ORG, "Centre for Research Evaluation") + "</p>"
        '<p class="type">Research output: Contribution to journal › Article › peer-review</p>'
        '<ul class="tabs"><li class="selected">Overview</li><li>'
        + a(PU_OUT_FP, "Fingerprint")
        + "</li></ul><h2>Abstract</h2><p>We pooled 1.9 million review scores.</p>"
        + dl(
            [
                ("Original language", "English"),
                ("Journal", "Research Evaluation"),
                ("Volume", "34"),
                ("DOI", "10.1093/reseval/rvaf012"),
                ("State", "Published - 3 Feb 2025"),
            ]
        )
        + '<h2>Access to Document</h2><ul class="documents"><li>'
        + a(PU_OUT_PDF, "rev_2025_gender_bias_AAM.pdf", title="Accepted author manuscript")
        + "<span>Accepted author manuscript, 612 KB</span></li></ul></div>",
        head=meta(
            "citation_title", "Gender bias in grant peer review: a meta-analysis of 47 funders"
        )
        + meta("citation_pdf_url", PU.url(PU_OUT_PDF)),
    )
    fp = PU.page(
        "Gender bias in grant peer review: a meta-analysis of 47 funders",
        "<h1>Fingerprint</h1><p>Dive into the research topics of 'Gender bias in grant peer "
        "review'. Together they form a unique fingerprint.</p>"
        + ul(["Peer Review 100%", "Gender Bias 87%", "Research Funding 64%"]),
    )
    ds = PU.page(
        "Panel scores of the Norwegian research council 2015-2024",
        '<div class="rendering rendering_dataset"><h1>Panel scores of the Norwegian research '
        "council 2015-2024</h1><p>Ingrid Solberg (Creator)</p>"
        '<p class="organisations">' + a(PU_ORG, "Centre for Research Evaluation") + "</p>"
        "<p>Dataset</p>"
        + dl(
            [
                ("Date made available", "12 Nov 2025"),
                ("Publisher", "Halden University"),
                ("DOI", "10.60512/hu.ds.7712"),
                ("Temporal coverage", "2015 - 2024"),
            ]
        )
        + "<h2>Files</h2>"
        + ul([a(f, f.rsplit("/", 1)[1]) for f in PU_DS_FILES], "documents")
        + "</div>",
    )
    proj_title = "Evaluating evaluation: indicators in Nordic research funding"
    tab_links = ul(
        [
            a(PU_PROJ, "Overview"),
            a(PU_PROJ + "/publications/", "Research output"),
            a(PU_PROJ + "/datasets/", "Datasets"),
            a(PU_PROJ + "/fingerprints/", "Fingerprint"),
        ],
        "tabs",
    )
    proj = PU.page(
        proj_title,
        f'<div class="rendering rendering_project"><h1>{proj_title}</h1>{tab_links}'
        + dl(
            [
                ("Principal investigator", a(PU_PERSON, "Ingrid Solberg")),
                ("Organisation", a(PU_ORG, "Centre for Research Evaluation")),
                ("Period", "1/01/23 → 31/12/26"),
                ("Funding", "Research Council of Norway: NOK 11,900,000"),
            ]
        )
        + "<h2>Project Details</h2><p>How do funders use bibliometric indicators in panels?</p>"
        "</div>",
    )
    pubs = PU.page(
        proj_title,
        f"<h1>{proj_title}</h1>{tab_links}<h2>Research output</h2>"
        + ul([a(PU_OUT, "Gender bias in grant peer review: a meta-analysis of 47 funders")])
        + '<nav class="pages">'
        + a(PU_PROJ + "/publications/?page=1", "2")
        + "</nav>",
    )
    pubs2 = PU.page(
        proj_title,
        f"<h1>{proj_title}</h1>{tab_links}<h2>Research output</h2>"
        "<p>Solberg I. Indicators in panels: a survey. Working paper, 2023.</p>"
        '<nav class="pages">' + a(PU_PROJ + "/publications/", "1") + "</nav>",
    )
    dsets = PU.page(
        proj_title,
        f"<h1>{proj_title}</h1>{tab_links}<h2>Datasets</h2>"
        + ul([a(PU_DS, "Panel scores of the Norwegian research council 2015-2024")]),
    )
    pfp = PU.page(
        proj_title,
        f"<h1>{proj_title}</h1>{tab_links}<h2>Fingerprint</h2>"
        + ul(["Research Funding 100%", "Bibliometrics 71%"]),
    )
    person = PU.page("Ingrid Solberg", "<h1>Ingrid Solberg</h1><p>Professor</p>")
    org = PU.page("Centre for Research Evaluation", "<h1>Centre for Research Evaluation</h1>")
    return [
        PU.site(
            {
                PU_OUT: out,
                PU_OUT_FP: fp,
                PU_OUT_PDF: pdf("Gender bias in grant peer review", "Accepted manuscript"),
                PU_DS: ds,
                PU_DS_FILES[0]: csv("call_id,panel,score,gender", "NFR-2015-01,P3,5.5,F"),
                PU_DS_FILES[1]: pdf("Codebook", "Variables of panel_scores_2015_2024.csv"),
                PU_PROJ: proj,
                PU_PROJ + "/publications/": pubs,
                PU_PROJ + "/publications/?page=1": pubs2,
                PU_PROJ + "/datasets/": dsets,
                PU_PROJ + "/fingerprints/": pfp,
                PU_PERSON: person,
                PU_ORG: org,
            }
        )
    ]


# --- Figshare for institutions -------------------------------------------------------------

FS = Portal(
    host("figshare", "kestrel-univ"),
    "Kestrel University figshare",
    menu=[("/browse", "Browse"), ("/categories", "Categories"), ("/about", "About")],
    footer=[
        ("/privacy", "Privacy policy"),
        ("/accessibility", "Accessibility statement"),
        ("http://figshare.test/", "Powered by figshare"),
    ],
    title_format="{title} - {name}",
    home_main="<h1>Kestrel University research repository</h1><h2>Categories</h2>"
    + ul(
        [
            a("/categories/Library_and_information_studies/24", "Library and information studies"),
            a("/categories/Science_technology_and_society/91", "Science, technology and society"),
            a("/categories/Sociology/77", "Sociology"),
        ]
    ),
)
FS_ITEM = "/articles/dataset/Altmetric_attention_of_UK_REF2021_outputs/24681357"
FS_V1 = FS_ITEM + "/1"
FS_FILES = ["/ndownloader/files/43215678", "/ndownloader/files/43215679"]
FS_ALL = "/ndownloader/articles/24681357/versions/2"


def _figshare() -> list[Site]:
    body = (
        '<div class="item"><h1>Altmetric attention of UK REF2021 outputs</h1>'
        "<p>Dataset posted on 2025-06-04, 09:12 authored by Rhian Pugh, Omar Haddad</p>"
        "<p>Attention scores, mention counts and sources for 185,594 REF2021 outputs.</p>"
        '<div class="files"><h2>Files (2)</h2>'
        + ul(
            [
                a(FS_FILES[0], "ref2021_outputs_altmetric.csv (88.1 MB)"),
                a(FS_FILES[1], "README.md (4 kB)"),
            ]
        )
        + a(FS_ALL, "Download all (88.1 MB)", class_="download-all")
        + "</div>"
        + dl(
            [
                (
                    "Categories",
                    a(
                        "/categories/Science_technology_and_society/91",
                        "Science, technology and society",
                    ),
                ),
                ("Keywords", "altmetrics · REF2021 · research assessment"),
                ("Licence", "CC BY 4.0"),
                ("DOI", "10.17034/kestrel.24681357.v2"),
                ("Versions", a(FS_V1, "Version 1 (2025-05-30)") + " · Version 2 (current)"),
            ]
        )
        + "</div>"
    )
    item = FS.page("Altmetric attention of UK REF2021 outputs", body)
    v1 = FS.page(
        "Altmetric attention of UK REF2021 outputs",
        "<h1>Altmetric attention of UK REF2021 outputs</h1><p>Version 1. A newer version is "
        "available: " + a(FS_ITEM, "Version 2") + "</p>",
    )
    return [
        FS.site(
            {
                FS_ITEM: item,
                FS_V1: v1,
                FS_FILES[0]: csv("ref_output_id,doi,attention_score", "R21-000001,10.1000/x,17"),
                FS_FILES[1]: text(
                    "# README\nColumns: ref_output_id, doi, attention_score\n", "text/markdown"
                ),
                FS_ALL: zipped("24681357.zip"),
            }
        )
    ]


# --- bepress Digital Commons ---------------------------------------------------------------

DC = Portal(
    host("scholarworks", "ridgeway-college"),
    "ScholarWorks @ Ridgeway",
    menu=[
        ("/", "Home"),
        ("/about.html", "About"),
        ("/faq.html", "FAQ"),
        ("/myaccount.html", "My Account"),
        ("/communities.html", "Collections"),
        ("/authors.html", "Expert Gallery"),
    ],
    footer=[
        ("/accessibility.html", "Accessibility Statement"),
        ("http://www.elsevier.test/legal/privacy-policy", "Privacy"),
        ("http://www.bepress.test/copyright", "Copyright"),
    ],
    title_format='"{title}" by {name}',
    home_title="ScholarWorks @ Ridgeway | Ridgeway College Research",
    home_main="<h1>ScholarWorks @ Ridgeway</h1>"
    + ul([a("/library", "University Library"), a("/lib_facpubs", "Library Faculty Publications")]),
)
DC_ITEM = "/lib_facpubs/142/"
DC_PDF = "/cgi/viewcontent.cgi?article=1141&context=lib_facpubs"


def _digital_commons() -> list[Site]:
    title = "Who cites library science? A citation analysis of LIS faculty, 2000-2024"
    item = DC.page(
        title,
        '<div id="breadcrumb">'
        + a("/", "Home")
        + " &gt; "
        + a("/library", "Library")
        + " &gt; "
        + a("/lib_facpubs", "Faculty Publications")
        + " &gt; 142</div>"
        f'<div id="title"><h1>{title}</h1></div>'
        '<div id="authors"><p>Marisol Ortega, <em>Ridgeway College</em></p></div>'
        '<div id="document_type"><h4>Document Type</h4><p>Article</p></div>'
        '<div id="publication_date"><h4>Publication Date</h4><p>9-2025</p></div>'
        '<div id="abstract"><h4>Abstract</h4><p>Citations to 212 LIS faculty members.</p></div>'
        '<div id="beta_7-3"><h4>Included in</h4><p>Library and Information Science Commons'
        '</p></div><div class="aside download-button">'
        + a(DC_PDF, "Download", id="pdf")
        + '</div><div id="recommended_citation"><p>Ortega, M. (2025). Who cites library '
        "science? <em>College &amp; Research Libraries, 86</em>(5).</p></div>"
        '<script src="http://plu.test/widget.js"></script>',
        head=meta("bepress_citation_title", title)
        + meta("bepress_citation_pdf_url", DC.url(DC_PDF)),
    )
    return [
        DC.site(
            {
                DC_ITEM: item,
                DC_PDF: pdf(title, "Marisol Ortega"),
                "/library": DC.page("University Library", "<h1>University Library</h1>"),
                "/lib_facpubs": DC.page("Faculty Publications", "<h1>Faculty Publications</h1>"),
            }
        )
    ]


# --- Cineca IRIS (DSpace-CRIS) ------------------------------------------------------------

IR = Portal(
    host("iris", "univ-marcona"),
    "IRIS Università di Marcona",
    menu=[
        ("/", "Home"),
        ("/browse?type=dateissued", "Sfoglia"),
        ("/cris/rp", "Ricercatori"),
        ("/cris/ou", "Strutture"),
        ("/simple-search", "Ricerca"),
    ],
    footer=[
        ("/privacy", "Informativa privacy"),
        ("/cookie", "Cookie"),
        ("http://www.cineca.test/", "Powered by IRIS - Cineca"),
    ],
    title_format="{title} - {name}",
    home_main="<h1>IRIS - Institutional Research Information System</h1>"
    + ul(
        [
            a("/handle/11799/5", "1.1 Articolo in rivista"),
            a("/handle/11799/9", "2.1 Contributo in volume"),
        ]
    ),
)
IR_ITEM = "/handle/11799/912345"
IR_FULL = IR_ITEM + "?mode=complete"
IR_PDF = "/retrieve/4b1d2e9a-77c3-4f0e-9d1c-3a6f5b8e2c10/Bonetti_VQR_peer_vs_bibliometrics.pdf"


def _iris() -> list[Site]:
    title = "Peer review versus bibliometrics in the VQR 2015-2019: an agreement study"
    rows = dl(
        [
            ("Autori", "Bonetti, Chiara; Ferraro, Luca"),
            ("Data di pubblicazione", "2024"),
            ("Rivista", "Scientometrics"),
            ("Tipologia", a("/handle/11799/5", "1.1 Articolo in rivista")),
            ("Handle", "11799/912345"),
        ]
    )
    item = IR.page(
        title,
        f'<div class="item-page"><h1>{title}</h1>{rows}'
        + a(IR_FULL, "Mostra record completo", class_="btn")
        + '<table class="files"><tr><th>File</th><th>Tipologia</th><th>Licenza</th></tr><tr>'
        "<td>" + a(IR_PDF, "Bonetti_VQR_peer_vs_bibliometrics.pdf") + "</td>"
        "<td>Versione editoriale</td><td>Creative commons</td></tr></table></div>",
        head=meta("citation_title", title) + meta("citation_pdf_url", IR.url(IR_PDF)),
    )
    full = IR.page(
        title,
        f'<div class="item-page"><h1>{title}</h1><table class="metadata">'
        f"<tr><td>dc.title</td><td>{title}</td></tr>"
        "<tr><td>dc.contributor.author</td><td>Bonetti, Chiara</td></tr>"
        "<tr><td>dc.type</td><td>1.1 Articolo in rivista</td></tr></table>"
        + a(IR_ITEM, "Mostra record breve", class_="btn")
        + "</div>",
    )
    return [
        IR.site(
            {
                IR_ITEM: item,
                IR_FULL: full,
                IR_PDF: pdf(title, "Bonetti, Ferraro"),
                "/handle/11799/5": IR.page("1.1 Articolo in rivista", "<h1>Articoli</h1>"),
            }
        )
    ]


# --- Ex Libris Esploro ---------------------------------------------------------------------

ES = Portal(
    host("researchportal", "sundown-state"),
    "Sundown State University Research Portal",
    menu=[
        ("/esploro/", "Home"),
        ("/esploro/search/outputs", "Research outputs"),
        ("/esploro/search/researchers", "Researchers"),
        ("/esploro/search/projects", "Projects"),
    ],
    footer=[
        ("/esploro/privacy", "Privacy"),
        ("/esploro/accessibility", "Accessibility"),
        ("/esploro/login", "Sign in"),
    ],
    title_format="{title} | {name}",
)
ES_OUT = (
    "/esploro/outputs/journalArticle/Field-normalized-citation-impact-of-green-open-access/"
    "991012345678904106"
)
ES_PDF = "/view/delivery/01SSU_INST/12214837650004106/13214837640004106"


def _esploro() -> list[Site]:
    title = "Field-normalized citation impact of green open access"
    out = ES.page(
        title,
        '<esploro-root><div class="asset-details"><span class="asset-type">Journal article'
        f'</span><h1>{title}</h1><p class="creators">Dana Whitfield, Kofi Mensah</p>'
        "<p>Quantitative Science Studies, Vol.6(3), pp.611-634; 2025</p>"
        "<h2>Abstract</h2><p>Green OA copies raise normalised citation impact by 9%.</p>"
        '<h2>Files and links (1)</h2><div class="file">pdf · Accepted manuscript · 1.02 MB '
        + a(ES_PDF, "Download", class_="download")
        + "</div>"
        + dl(
            [
                ("Details", "DOI: 10.1162/qss_a_00391"),
                ("Academic Unit", "School of Information"),
                ("Language", "English"),
            ]
        )
        + "</div></esploro-root>",
        head=meta("citation_title", title) + meta("citation_pdf_url", ES.url(ES_PDF)),
    )
    return [ES.site({ES_OUT: out, ES_PDF: pdf(title, "Accepted manuscript")})]


def _u(p: Portal, *paths: str) -> list[str]:
    return [p.url(x) for x in paths]


CASES: list[Case] = [
    # A Pure research output: the entry, its Fingerprint tab and the accepted manuscript are
    # all one hop away; research units are listed on the portal homepage, so the ignored-URI
    # list drops them with the menu.  The seed's Single Page+ with Ignored URIs (like SSRN).
    case(
        "pure-research-output",
        "Elsevier Pure (research output)",
        "Single Hop",
        "single_page_plus_ignored",
        PU.url(PU_OUT),
        _u(PU, PU_OUT, PU_OUT_FP, PU_OUT_PDF),
        _pure,
    ),
    # A Pure dataset: landing page plus its two files (/ws/portalfiles/...), one hop away and
    # on no path under the landing page.  Single Page+ with Ignored URIs (like Figshare).
    case(
        "pure-dataset",
        "Elsevier Pure (dataset)",
        "Single Hop",
        "single_page_plus_ignored",
        PU.url(PU_DS),
        _u(PU, PU_DS, *PU_DS_FILES),
        _pure,
    ),
    # A Pure project: its tabs (research output with a second page, datasets, fingerprint)
    # all sit under the project's URI; the outputs and datasets the tabs list live elsewhere
    # (other artifacts).  Path-Based.
    case(
        "pure-project",
        "Elsevier Pure (project)",
        "Multi-Hop",
        "path_based",
        PU.url(PU_PROJ),
        _u(PU, PU_PROJ, *(PU_PROJ + t for t in PU_PROJ_TABS)),
        _pure,
        others=_u(PU, PU_OUT, PU_DS, PU_PERSON),
    ),
    # An institutional figshare dataset: the seed's own Figshare example.  Files, the
    # download-all zip and the earlier version are one hop away; categories are on the
    # homepage.  Single Page+ with Ignored URIs.
    case(
        "figshare-institutional-dataset",
        "Figshare for institutions (dataset)",
        "Single Hop",
        "single_page_plus_ignored",
        FS.url(FS_ITEM),
        _u(FS, FS_ITEM, FS_V1, *FS_FILES, FS_ALL),
        _figshare,
    ),
    # A Digital Commons faculty publication: landing page plus the viewcontent.cgi PDF; the
    # breadcrumb's series and community are on the homepage.  Single Page+ with Ignored URIs.
    case(
        "digital-commons-faculty-article",
        "bepress Digital Commons (faculty publication)",
        "Single Hop",
        "single_page_plus_ignored",
        DC.url(DC_ITEM),
        _u(DC, DC_ITEM, DC_PDF),
        _digital_commons,
    ),
    # An IRIS item (the record the VQR assessment draws on): short record, full record
    # (?mode=complete) and the PDF, one hop each; the item-type collection is listed on the
    # homepage.  Single Page+ with Ignored URIs.
    case(
        "iris-vqr-article",
        "Cineca IRIS (DSpace-CRIS research output)",
        "Single Hop",
        "single_page_plus_ignored",
        IR.url(IR_ITEM),
        _u(IR, IR_ITEM, IR_FULL, IR_PDF),
        _iris,
    ),
    # An Esploro research output: the landing page and its /view/delivery/ PDF (which shares
    # neither path nor identifier with it).  Single Page+ with Ignored URIs.
    case(
        "esploro-journal-article",
        "Ex Libris Esploro (research output)",
        "Single Hop",
        "single_page_plus_ignored",
        ES.url(ES_OUT),
        _u(ES, ES_OUT, ES_PDF),
        _esploro,
    ),
]
