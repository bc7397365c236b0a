"""Artifacts held together by an identifier in their URIs: a VIVO grant, an NSF award (with
its API and public-access-repository pages on sibling hosts), a REF2014 impact case study
(ASP.NET page and WCF service) and a dblp record with its export formats."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, as_json, dl, host, pdf, text, ul, xml

# --- VIVO --------------------------------------------------------------------------------------

VI = Portal(
    host("scholars", "brackenridge"),
    "Scholars@Brackenridge",
    menu=[
        ("/", "Home"),
        ("/people", "People"),
        ("/organizations", "Organizations"),
        ("/research", "Research"),
        ("/events", "Events"),
        ("/vis/capabilitymap", "Capability Map"),
    ],
    footer=[
        ("/about", "About"),
        ("/contact", "Contact Us"),
        ("/termsOfUse", "Terms of Use"),
        ("http://vivoweb.test/", "Powered by VIVO"),
    ],
    title_format="{title} | {name}",
)
VI_ID = "n4821"
VI_G = f"/display/{VI_ID}"
VI_RDF = [
    f"/individual/{VI_ID}/{VI_ID}.rdf",
    f"/individual/{VI_ID}/{VI_ID}.ttl",
    f"/individual/{VI_ID}/{VI_ID}.n3",
]
VI_OTHERS = ["/display/n1290", "/display/n77", "/display/n5530"]


def _vivo() -> list[Site]:
    title = "Science of Science Policy: career effects of research assessment reforms"
    head = (
        f'<link rel="alternate" type="application/rdf+xml" href="{VI_RDF[0]}">'
        f'<link rel="alternate" type="text/turtle" href="{VI_RDF[1]}">'
        f'<link rel="alternate" type="text/n3" href="{VI_RDF[2]}">'
    )
    grant = VI.page(
        title,
        f'<section id="individual-intro" class="vcard"><h1 class="fn">{title}</h1>'
        '<span class="display-title">Grant</span>'
        f'<a class="rdf-link" href="{VI_RDF[0]}" title="View this individual in RDF format">'
        '<img src="/images/individual/rdf.png" alt="RDF"></a></section>'
        '<section class="property-group" id="overview">'
        + dl(
            [
                ("principal investigator", a(VI_OTHERS[0], "Okonkwo, Adaeze")),
                ("administered by", a(VI_OTHERS[1], "Department of Information Science")),
                ("awarded by", a(VI_OTHERS[2], "National Science Foundation")),
                ("sponsor award ID", "SBE-2139876"),
                ("date/time interval", "2022 - 2026"),
                ("total award amount", "$598,412"),
            ]
        )
        + "</section>",
        head=head,
    )
    pages: dict[str, object] = {VI_G: grant}
    rdf_body = f'<rdf:RDF><rdf:Description rdf:about="http://scholars.brackenridge.edu/individual/{VI_ID}"/></rdf:RDF>'
    pages[VI_RDF[0]] = xml(rdf_body, "application/rdf+xml")
    pages[VI_RDF[1]] = text(
        f"<http://scholars.brackenridge.edu/individual/{VI_ID}> a vivo:Grant .\n", "text/turtle"
    )
    pages[VI_RDF[2]] = text(
        f"<http://scholars.brackenridge.edu/individual/{VI_ID}> a vivo:Grant .\n", "text/n3"
    )
    for p, label in zip(
        VI_OTHERS,
        ["Okonkwo, Adaeze", "Department of Information Science", "National Science Foundation"],
        strict=True,
    ):
        pages[p] = VI.page(label, f"<h1>{label}</h1>")
    return [VI.site(pages)]  # type: ignore[arg-type]


# --- NSF Award Search, NSF API, NSF Public Access Repository ----------------------------------

NSF = Portal(
    host("www", "nsf"),
    "NSF - National Science Foundation",
    menu=[
        ("/funding", "Find Funding"),
        ("/funding/manage", "Manage Your Award"),
        ("/focus-areas", "Focus Areas"),
        ("/news", "News & Events"),
        ("/awardsearch/", "Award Search"),
    ],
    footer=[
        ("/policies", "Policies"),
        ("/accessibility", "Accessibility"),
        ("/policies/privacy", "Privacy"),
        ("/foia", "FOIA"),
    ],
    title_format="{name} - {title}",
    home_title="NSF - National Science Foundation",
)
PAR = Portal(
    host("par", "nsf"),
    "NSF Public Access Repository",
    menu=[("/search", "Search"), ("/about", "About"), ("/help", "Help")],
    footer=[("/accessibility", "Accessibility"), ("/privacy", "Privacy")],
    title_format="{title} | {name}",
)
API = host("api", "nsf")
AWD = "2139876"
NSF_AW = f"/awardsearch/showAward?AWD_ID={AWD}&HistoricalAwards=false"
NSF_XML = f"/awardsearch/download-award?AWD_ID={AWD}&type=xml"
API_URLS = [f"/services/v1/awards/{AWD}.json", f"/services/v1/awards/{AWD}.xml"]
PAR_SEARCH = f"/search/award_ids:{AWD}"
PAR_PUBS = ["/biblio/10412345", "/biblio/10498761"]


def _nsf() -> list[Site]:
    aw = NSF.page(
        "Award # 2139876 - Collaborative Research: How Research Assessment Shapes Careers",
        '<div class="award"><h1>Award Abstract # 2139876</h1><h2>Collaborative Research: '
        "How Research Assessment Shapes Careers</h2>"
        + dl(
            [
                ("NSF Org:", "SMA, SBE Off Of Multidisciplinary Activities"),
                ("Recipient:", "BRACKENRIDGE UNIVERSITY"),
                ("Initial Amendment Date:", "August 9, 2022"),
                ("Award Number (FAIN):", AWD),
                ("Award Instrument:", "Standard Grant"),
                ("Program Officer:", "Mark Ellison"),
                ("Total Intended Award Amount:", "$598,412.00"),
                (
                    "Investigator(s):",
                    a("/awardsearch/simpleSearchResult?PIId=000812766", "Adaeze Okonkwo")
                    + " (Principal Investigator)",
                ),
                (
                    "NSF Program(s):",
                    a("/funding/opportunities/sciscipol", "SciSIP-Sci of Sci Innov Pol"),
                ),
            ]
        )
        + "<h3>ABSTRACT</h3><p>This award funds a study of promotion files before and after "
        "DORA signature.</p><h3>PUBLICATIONS PRODUCED AS A RESULT OF THIS RESEARCH</h3>"
        f"<p>{a(f'http://{PAR.host}{PAR_SEARCH}', 'Publications in the NSF Public Access Repository')}</p>"
        f"<p>Download: {a(NSF_XML, 'Award XML')} | "
        f"{a(f'http://{API}{API_URLS[0]}', 'API (JSON)')} | "
        f"{a(f'http://{API}{API_URLS[1]}', 'API (XML)')}</p></div>",
    )
    nsf = NSF.site(
        {
            NSF_AW: aw,
            NSF_XML: xml(f"<rootTag><Award><AwardID>{AWD}</AwardID></Award></rootTag>"),
        }
    )
    api = Site(
        API,
        {
            API_URLS[0]: as_json(
                {
                    "response": {
                        "award": [{"id": AWD, "title": "How Research Assessment Shapes Careers"}]
                    }
                }
            ),
            API_URLS[1]: xml(f"<response><award><id>{AWD}</id></award></response>"),
        },
    )
    par_search = PAR.page(
        f"Search results for award_ids:{AWD}",
        f"<h1>2 results for award_ids:{AWD}</h1>"
        + ul(
            [
                a(PAR_PUBS[0], "Promotion criteria after DORA: a text analysis"),
                a(PAR_PUBS[1], "Who signs DORA? Institutional determinants"),
            ]
        ),
    )
    par = PAR.site(
        {
            PAR_SEARCH: par_search,
            PAR_PUBS[0]: PAR.page(
                "Promotion criteria after DORA", "<h1>Promotion criteria after DORA</h1>"
            ),
            PAR_PUBS[1]: PAR.page("Who signs DORA?", "<h1>Who signs DORA?</h1>"),
        }
    )
    return [nsf, api, par]


# --- REF2014 impact case studies database -----------------------------------------------------

IM = Portal(
    host("impact", "ref-uk"),
    "REF 2014",
    menu=[
        ("/casestudies/", "Home"),
        ("/casestudies/Search.aspx", "Search"),
        ("/casestudies/Browse.aspx", "Browse"),
        ("/casestudies/About.aspx", "About"),
        ("/casestudies/FAQ.aspx", "FAQ"),
        ("/casestudies/API.aspx", "API"),
    ],
    footer=[
        ("/casestudies/Terms.aspx", "Terms of use"),
        ("/casestudies/Privacy.aspx", "Privacy"),
        ("/casestudies/Contact.aspx", "Contact"),
    ],
    title_format="{title} : {name} Impact Case Studies",
)
IM_ID = "43514"
IM_CS = f"/casestudies/CaseStudy.aspx?Id={IM_ID}"
IM_PDF = f"/casestudies2/refservice.svc/GetCaseStudyPDF/{IM_ID}"
IM_API = f"/casestudies2/refservice.svc/SearchCaseStudies?ID={IM_ID}&format=json"
IM_REL = ["/casestudies/CaseStudy.aspx?Id=40122", "/casestudies/CaseStudy.aspx?Id=12877"]


def _ref2014() -> list[Site]:
    title = "Citation indexes for the arts and humanities change library purchasing"
    cs = IM.page(
        "Impact case study (REF3b)",
        f'<form id="aspnetForm" method="post" action="./CaseStudy.aspx?Id={IM_ID}">'
        '<input type="hidden" name="__VIEWSTATE" value="/wEPDwUKLTk3NjQ1MjQ4Nw9kFgJmD2QWAgIDD2QWAg">'
        f'<div id="ctl00_ContentPlaceHolder1_caseStudy"><h1>{title}</h1>'
        + dl(
            [
                (
                    "Submitting Institution",
                    a("/casestudies/Results.aspx?UKPRN=10007814", "Loughton University"),
                ),
                (
                    "Unit of Assessment",
                    a(
                        "/casestudies/Results.aspx?UoA=36",
                        "Communication, Cultural and Media Studies, Library and Information Management",
                    ),
                ),
                ("Summary Impact Type", "Economic"),
                (
                    "Research Subject Area(s)",
                    "Information and Computing Sciences: Library and Information Studies",
                ),
            ]
        )
        + "<p>"
        + a(IM_PDF, "Download original PDF")
        + " | "
        + a(IM_API, "Case study data (JSON)")
        + "</p><h2>Summary of the impact</h2><p>Purchasing of arts journals shifted after "
        "the indexes launched.</p><h2>Related case studies</h2>"
        + ul(
            [
                a(IM_REL[0], "Open bibliographic data for museums"),
                a(IM_REL[1], "Reading lists and citation"),
            ]
        )
        + "</div></form>",
    )
    return [
        IM.site(
            {
                IM_CS: cs,
                IM_PDF: pdf(title, f"Impact case study {IM_ID} (REF3b)"),
                IM_API: as_json([{"CaseStudyId": int(IM_ID), "Title": title, "UKPRN": 10007814}]),
                IM_REL[0]: IM.page(
                    "Impact case study (REF3b)", "<h1>Open bibliographic data for museums</h1>"
                ),
                IM_REL[1]: IM.page(
                    "Impact case study (REF3b)", "<h1>Reading lists and citation</h1>"
                ),
            }
        )
    ]


# --- dblp -------------------------------------------------------------------------------------

DB = Portal(
    host("dblp", "lzi-dagstuhl"),
    "dblp",
    menu=[
        ("/db/", "browse"),
        ("/search", "search"),
        ("/faq/", "faq"),
        ("/statistics/", "statistics"),
        ("/db/about/team.html", "team"),
    ],
    footer=[
        ("/db/about/privacy.html", "privacy"),
        ("/db/about/imprint.html", "imprint"),
        ("http://www.dagstuhl.test/", "Schloss Dagstuhl - LZI"),
    ],
    title_format="dblp: {title}",
    home_title="dblp: computer science bibliography",
)
DB_KEY = "journals/qss/VerhoevenL21"
DB_REC = f"/rec/{DB_KEY}.html"
DB_EXP = [
    f"/rec/{DB_KEY}.bib?param=1",
    f"/rec/{DB_KEY}.xml",
    f"/rec/{DB_KEY}.ris",
    f"/rec/{DB_KEY}.nt",
    f"/rec/{DB_KEY}.ttl",
    f"/rec/{DB_KEY}.rdf",
    f"/rec/{DB_KEY}.html?view=bibtex",
]
DB_AUTH = ["/pid/227/4410.html", "/pid/88/1123.html"]


def _dblp() -> list[Site]:
    title = "Open bibliographic metadata and the coverage of computer science venues"
    exports = ul(
        [
            a(DB_EXP[6], "BibTeX"),
            a(DB_EXP[0], "download as .bib file"),
            a(DB_EXP[1], "XML"),
            a(DB_EXP[2], "RIS"),
            a(DB_EXP[3], "RDF N-Triples"),
            a(DB_EXP[4], "RDF Turtle"),
            a(DB_EXP[5], "RDF/XML"),
        ],
        "export",
    )
    rec = DB.page(
        title,
        f'<div id="publ-section"><ul class="publ-list"><li class="entry article" id="{DB_KEY.rsplit("/", 1)[1]}">'
        f'<nav class="publ"><div class="head">export record</div>{exports}</nav>'
        f'<cite class="data"><span itemprop="author">{a(DB_AUTH[0], "Daan Verhoeven")}</span>, '
        f'<span itemprop="author">{a(DB_AUTH[1], "Mei Lin")}</span>: '
        f'<span class="title">{title}.</span> '
        + a("/db/journals/qss/qss2.html#VerhoevenL21", "Quant. Sci. Stud. 2(4)")
        + ": 1210-1233 (2021)</cite>"
        '<p>electronic edition: <a href="http://doi.test/10.1162/qss_a_00161">doi.org</a></p>'
        "</li></ul></div>",
    )
    bib = (
        f"@article{{DBLP:{DB_KEY},\n  author = {{Daan Verhoeven and Mei Lin}},\n"
        f"  title = {{{title}}},\n  journal = {{Quant. Sci. Stud.}},\n  year = {{2021}}\n}}\n"
    )
    pages: dict[str, object] = {
        DB_REC: rec,
        DB_EXP[0]: text(bib, "application/x-bibtex"),
        DB_EXP[1]: xml(f'<dblp><article key="{DB_KEY}"><title>{title}.</title></article></dblp>'),
        DB_EXP[2]: text(
            f"TY  - JOUR\nTI  - {title}.\nER  -\n", "application/x-research-info-systems"
        ),
        DB_EXP[3]: text(
            f'<https://dblp.org/rec/{DB_KEY}> <https://dblp.org/rdf/schema#title> "{title}." .\n',
            "application/n-triples",
        ),
        DB_EXP[4]: text(
            f'<https://dblp.org/rec/{DB_KEY}> dblp:title "{title}." .\n', "text/turtle"
        ),
        DB_EXP[5]: xml(
            f'<rdf:RDF><dblp:Publication rdf:about="https://dblp.org/rec/{DB_KEY}"/></rdf:RDF>',
            "application/rdf+xml",
        ),
        DB_EXP[6]: DB.page(
            title,
            f"<h1>BibTeX record {DB_KEY}</h1><pre>{bib}</pre>"
            + a(DB_EXP[0], "download as .bib file")
            + " "
            + a(DB_REC, "back to the record"),
        ),
        "/db/journals/qss/qss2.html": DB.page(
            "Quantitative Science Studies, Volume 2", "<h1>Volume 2, 2021</h1>"
        ),
    }
    for p, name in zip(DB_AUTH, ["Daan Verhoeven", "Mei Lin"], strict=True):
        pages[p] = DB.page(name, f"<h1>{name}</h1>")
    return [DB.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # A VIVO grant: its display page and RDF serialisations all carry the individual's id
    # n4821, the linked PI, department and funder pages other ids.  Significant String from
    # URI (as the seed's GBIF, the id links the artifact's pieces across paths).
    case(
        "vivo-grant",
        "VIVO (grant)",
        "Single Hop",
        "sig_uri",
        VI.url(VI_G),
        [VI.url(VI_G), *(VI.url(p) for p in VI_RDF)],
        _vivo,
        others=[VI.url(p) for p in VI_OTHERS],
    ),
    # An NSF award: award page and XML download, the API records on api.* and the public
    # access repository's search for the award on par.*, all carrying 2139876; the
    # publications found are other artifacts.  Significant String from URI, GBIF-like
    # (sibling hosts, one id).
    case(
        "nsf-award",
        "NSF Award Search (award)",
        "Multi-Hop",
        "sig_uri",
        NSF.url(NSF_AW),
        [
            NSF.url(NSF_AW),
            NSF.url(NSF_XML),
            *(f"http://{API}{p}" for p in API_URLS),
            PAR.url(PAR_SEARCH),
        ],
        _nsf,
        others=[PAR.url(p) for p in PAR_PUBS],
    ),
    # A REF2014 impact case study: the ASP.NET page, the PDF and JSON from the WCF service,
    # all with Id 43514 in different paths; related case studies have other ids.
    # Significant String from URI.
    case(
        "ref2014-impact-case-study",
        "REF2014 impact case studies database (case study)",
        "Single Hop",
        "sig_uri",
        IM.url(IM_CS),
        [IM.url(IM_CS), IM.url(IM_PDF), IM.url(IM_API)],
        _ref2014,
        others=[IM.url(p) for p in IM_REL],
    ),
    # A dblp record: the record page and its export formats (BibTeX view and file, XML, RIS,
    # RDF) share the key journals/qss/VerhoevenL21 but not the ".html" path; author and
    # volume pages do not carry it (the volume link only in a fragment).  Significant String
    # from URI.
    case(
        "dblp-record",
        "dblp (publication record)",
        "Single Hop",
        "sig_uri",
        DB.url(DB_REC),
        [DB.url(DB_REC), *(DB.url(p) for p in DB_EXP)],
        _dblp,
        others=[DB.url(p) for p in DB_AUTH],
    ),
]
