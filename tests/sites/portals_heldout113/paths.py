"""Artifacts whose URIs all extend the entry's: a CORDIS project, a REF2021 impact case study,
an Altmetric details page, a self-hosted GitLab project of a bibliometrics tool and a Quarto
Pub report site."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, as_json, csv, dl, host, pdf, text, ul, xml, zipped

# --- CORDIS --------------------------------------------------------------------------------

CO = Portal(
    host("cordis", "eu-commission"),
    "CORDIS | European Commission",
    menu=[
        ("/projects/en", "Projects & results"),
        ("/news/en", "News"),
        ("/research-eu/en", "Research*eu magazine"),
        ("/datalab/en", "Datalab"),
    ],
    footer=[
        ("/about/en", "About CORDIS"),
        ("/about/legal-notice/en", "Legal notice"),
        ("/about/privacy/en", "Privacy policy"),
        ("/contact/en", "Contact"),
    ],
    title_format="{title} | {name}",
    home_title="CORDIS | European Commission",
)
CO_P = "/project/id/101094817"
CO_SUB = ["/results", "/reporting", "/de", "/fr", "/en?format=xml", "/en?format=json"]
CO_ORG = "/organisation/id/999984059"
CO_RIB = "/article/id/458102-measuring-what-matters-in-eu-research-evaluation"


def _cordis() -> list[Site]:
    acr = "GRAPHIA"
    title = "Graph-based indicators for responsible research assessment"

    def tabs() -> str:
        return ul(
            [
                a(CO_P, "Fact Sheet"),
                a(CO_P + "/reporting", "Reporting"),
                a(CO_P + "/results", "Results"),
            ],
            "tabs",
        ) + (
            '<p class="langs">'
            + a(CO_P + "/de", "Deutsch")
            + " "
            + a(CO_P + "/fr", "français")
            + "</p>"
        )

    fact = CO.page(
        f"{title} | {acr} | Project | Fact Sheet | HORIZON",
        f"<h1>{title}</h1><p>{acr}</p>{tabs()}"
        + dl(
            [
                ("Project ID", "101094817"),
                ("Funded under", "HORIZON.2.5 - Research Infrastructures"),
                ("Total cost", "€ 2 998 750"),
                ("Coordinated by", a(CO_ORG, "UNIVERSITEIT LEIDEN")),
                ("Start / End", "1 January 2023 - 31 December 2025"),
            ]
        )
        + "<h2>Objective</h2><p>GRAPHIA builds open citation-graph indicators for CoARA "
        "signatories.</p><p>Download: "
        + a(CO_P + "/en?format=xml", "XML")
        + " "
        + a(CO_P + "/en?format=json", "JSON")
        + "</p>",
    )
    results = CO.page(
        f"{title} | {acr} | Project | Results | HORIZON",
        f"<h1>{title}</h1>{tabs()}<h2>Results in Brief</h2>"
        + ul([a(CO_RIB, "Measuring what matters in EU research evaluation")])
        + "<h2>Publications</h2><p>Author(s): N. Jansen. Open citation graphs for assessment. "
        "Published in: Quantitative Science Studies, 2025. DOI: 10.1162/qss_a_00402</p>",
    )
    reporting = CO.page(
        f"{title} | {acr} | Project | Reporting | HORIZON",
        f"<h1>{title}</h1>{tabs()}<h2>Periodic Reporting for period 1 - {acr}</h2>"
        "<p>Reporting period: 2023-01-01 to 2024-06-30. Summary of the context and overall "
        "objectives of the project.</p>",
    )
    de = CO.page(
        f"{title} | {acr} | Projekt | Fact Sheet | HORIZON",
        f"<h1>{title}</h1>{tabs()}<p>Ziel: offene Zitationsgraph-Indikatoren.</p>",
    )
    fr = CO.page(
        f"{title} | {acr} | Projet | Fiche d'information | HORIZON",
        f"<h1>{title}</h1>{tabs()}<p>Objectif : indicateurs ouverts.</p>",
    )
    return [
        CO.site(
            {
                CO_P: fact,
                CO_P + "/results": results,
                CO_P + "/reporting": reporting,
                CO_P + "/de": de,
                CO_P + "/fr": fr,
                CO_P + "/en?format=xml": xml(
                    f"<project><id>101094817</id><acronym>{acr}</acronym><title>{title}</title>"
                    "</project>"
                ),
                CO_P + "/en?format=json": as_json(
                    {"id": "101094817", "acronym": acr, "title": title}
                ),
                CO_ORG: CO.page("UNIVERSITEIT LEIDEN", "<h1>UNIVERSITEIT LEIDEN</h1>"),
                CO_RIB: CO.page(
                    "Measuring what matters in EU research evaluation",
                    "<h1>Measuring what matters in EU research evaluation</h1>",
                ),
            }
        )
    ]


# --- REF2021 results and submissions ---------------------------------------------------------

RF = Portal(
    host("results2021", "ref-uk"),
    "REF 2021",
    menu=[
        ("/", "Home"),
        ("/impact", "Impact case studies"),
        ("/environment", "Environment statements"),
        ("/outputs", "Outputs"),
        ("/profiles", "Results and submissions"),
    ],
    footer=[
        ("/accessibility", "Accessibility"),
        ("/cookies", "Cookies"),
        ("/privacy", "Privacy notice"),
    ],
    title_format="{title} - {name}",
    home_title="Results and submissions : REF 2021",
)
RF_IMP = "/impact/6c3f1a92-0d4e-4b7c-9a51-2e8d7f3c1b04"
RF_INST = "/profiles/institutions/10007795"
RF_UOA = "/profiles/units-of-assessment/34"


def _ref2021() -> list[Site]:
    title = "Open bibliometric dashboards change how UK universities select outputs"
    page = RF.page(
        title,
        f'<div class="case-study"><h1>{title}</h1>'
        + dl(
            [
                ("Submitting institution", a(RF_INST, "The University of Leeds")),
                (
                    "Unit of assessment",
                    a(
                        RF_UOA,
                        "34 - Communication, Cultural and Media Studies, Library and Information Management",
                    ),
                ),
                ("Summary impact type", "Societal"),
                ("Is this case study continued from a case study submitted in 2014?", "No"),
            ]
        )
        + '<p class="download">'
        + a(RF_IMP + "/pdf", "Download case study PDF")
        + "</p>"
        "<h2>1. Summary of the impact</h2><p>Our open dashboards were adopted by 41 "
        "institutions.</p><h2>2. Underpinning research</h2><p>...</p>"
        "<h2>3. References to the research</h2><p>...</p>"
        "<h2>4. Details of the impact</h2><p>...</p>"
        "<h2>5. Sources to corroborate the impact</h2><p>...</p></div>",
    )
    return [
        RF.site(
            {
                RF_IMP: page,
                RF_IMP + "/pdf": pdf(title, "REF2021 impact case study (REF3)"),
                RF_INST: RF.page("The University of Leeds", "<h1>The University of Leeds</h1>"),
                RF_UOA: RF.page("Unit of assessment 34", "<h1>UoA 34</h1>"),
            }
        )
    ]


# --- Altmetric details pages -----------------------------------------------------------------

AL = Portal(
    host("www", "altmetric"),
    "Altmetric",
    menu=[
        ("/products/explorer-for-institutions", "Explorer for Institutions"),
        ("/products/badges", "Badges"),
        ("/about-us", "About"),
        ("/support", "Support"),
    ],
    footer=[("/privacy-policy", "Privacy policy"), ("/terms", "Terms"), ("/cookies", "Cookies")],
    title_format="{name} – {title}",
    home_title="Altmetric – Discover the attention surrounding your research",
)
AL_D = "/details/167823455"
AL_TABS = ["news", "blogs", "policy", "bluesky", "wikipedia", "citations"]


def _altmetric() -> list[Site]:
    title = "The rise of preprint citations in the life sciences, 2013-2024"

    def tabs() -> str:
        return ul(
            [a(AL_D, "Summary")] + [a(f"{AL_D}/{t}", t.title()) for t in AL_TABS],
            "tabs",
        )

    def shell(body: str) -> str:
        return AL.page(
            title,
            f'<div class="document-header"><h1>{title}</h1><p>Overview of attention for '
            "article published in Quantitative Science Studies, March 2025</p>"
            '<img src="http://badges.altmetric.test/?size=128&amp;score=412" alt="score 412">'
            f"</div>{tabs()}{body}",
        )

    pages = {
        AL_D: shell("<p>Mentioned by 31 news outlets, 6 blogs, 2 policy sources.</p>"),
        f"{AL_D}/news": shell(
            "<h2>News</h2><p>31 news stories.</p>" + a(f"{AL_D}/news/page:2", "Next page")
        ),
        f"{AL_D}/news/page:2": shell(
            "<h2>News</h2><p>Stories 26-31.</p>" + a(f"{AL_D}/news", "Previous")
        ),
        f"{AL_D}/blogs": shell("<h2>Blogs</h2><p>6 blog posts.</p>"),
        f"{AL_D}/policy": shell("<h2>Policy documents</h2><p>2 policy sources.</p>"),
        f"{AL_D}/bluesky": shell("<h2>Bluesky</h2><p>208 posts.</p>"),
        f"{AL_D}/wikipedia": shell("<h2>Wikipedia</h2><p>1 page.</p>"),
        f"{AL_D}/citations": shell("<h2>Dimensions citations</h2><p>57 citations.</p>"),
    }
    return [AL.site(pages)]


# --- GitLab (self-hosted) ---------------------------------------------------------------------

GL = Portal(
    host("gitlab", "scimetrics-lab"),
    "GitLab",
    menu=[("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in")],
    footer=[("/help/legal", "Terms"), ("/-/privacy", "Privacy")],
    title_format="{title} · GitLab",
)
GL_P = "/metascience/citation-normalizer"
GL_SUB = [
    "/-/tree/main",
    "/-/blob/main/README.md",
    "/-/blob/main/src/normalizer/fields.py",
    "/-/raw/main/README.md",
    "/-/issues",
    "/-/issues/12",
    "/-/merge_requests",
    "/-/releases",
    "/-/archive/v2.1.0/citation-normalizer-v2.1.0.zip",
    "/-/commits/main",
    "/-/commit/9f2c41e7d0b3a85c6e1f4d2a7b9c0e3f5a6d8b1c",
    "/-/wikis/home",
]


def _gitlab() -> list[Site]:
    t = "Metascience / citation-normalizer"

    def nav() -> str:
        return ul(
            [
                a(GL_P, "Project overview"),
                a(GL_P + "/-/tree/main", "Repository"),
                a(GL_P + "/-/commits/main", "Commits"),
                a(GL_P + "/-/issues", "Issues 3"),
                a(GL_P + "/-/merge_requests", "Merge requests 0"),
                a(GL_P + "/-/releases", "Releases"),
                a(GL_P + "/-/wikis/home", "Wiki"),
            ],
            "sidebar",
        )

    def pg(title: str, body: str) -> str:
        return GL.page(f"{title} · {t}", nav() + body)

    pages = {
        GL_P: pg(
            "Files",
            "<h1>citation-normalizer</h1><p>Field-normalised citation scores (MNCS, PP-top10%) "
            "for CRIS exports.</p>"
            + a("/metascience", "Metascience", class_="group")
            + ul([a(GL_P + "/-/blob/main/README.md", "README.md"), a(GL_P + "/-/tree/main", "src")])
            + "<p>Last commit "
            + a(GL_P + "/-/commit/9f2c41e7d0b3a85c6e1f4d2a7b9c0e3f5a6d8b1c", "9f2c41e7")
            + "</p>",
        ),
        GL_P + "/-/tree/main": pg(
            "src",
            ul(
                [
                    a(GL_P + "/-/blob/main/src/normalizer/fields.py", "src/normalizer/fields.py"),
                    a(GL_P + "/-/blob/main/README.md", "README.md"),
                ]
            ),
        ),
        GL_P + "/-/blob/main/README.md": pg(
            "README.md",
            "<article><h1>citation-normalizer</h1><p>pip install .</p></article>"
            + a(GL_P + "/-/raw/main/README.md", "Open raw"),
        ),
        GL_P + "/-/blob/main/src/normalizer/fields.py": pg(
            "fields.py", "<pre>FIELDS = load_asjc()</pre>"
        ),
        GL_P + "/-/raw/main/README.md": text("# citation-normalizer\n\npip install .\n"),
        GL_P + "/-/issues": pg(
            "Issues",
            ul([a(GL_P + "/-/issues/12", "#12 Scopus ASJC 2025 mapping")])
            + "<p>Opened by "
            + a("/hbakker", "Hanna Bakker")
            + "</p>",
        ),
        GL_P + "/-/issues/12": pg(
            "Scopus ASJC 2025 mapping (#12)", "<h1>Scopus ASJC 2025 mapping</h1>"
        ),
        GL_P + "/-/merge_requests": pg(
            "Merge requests", "<p>There are no open merge requests.</p>"
        ),
        GL_P + "/-/releases": pg(
            "Releases",
            "<h2>v2.1.0</h2>"
            + a(GL_P + "/-/archive/v2.1.0/citation-normalizer-v2.1.0.zip", "Source code (zip)"),
        ),
        GL_P + "/-/archive/v2.1.0/citation-normalizer-v2.1.0.zip": zipped(
            "citation-normalizer-v2.1.0"
        ),
        GL_P + "/-/commits/main": pg(
            "Commits",
            ul(
                [
                    a(
                        GL_P + "/-/commit/9f2c41e7d0b3a85c6e1f4d2a7b9c0e3f5a6d8b1c",
                        "Add ASJC 2025 table",
                    )
                ]
            ),
        ),
        GL_P + "/-/commit/9f2c41e7d0b3a85c6e1f4d2a7b9c0e3f5a6d8b1c": pg(
            "Add ASJC 2025 table", "<pre>+ 330 lines</pre>"
        ),
        GL_P + "/-/wikis/home": pg("Home · Wiki", "<h1>Wiki</h1><p>How to map WoS categories.</p>"),
        "/metascience": GL.page(
            "Metascience", "<h1>Metascience group</h1>" + a(GL_P, "citation-normalizer")
        ),
        "/hbakker": GL.page("Hanna Bakker", "<h1>Hanna Bakker</h1>"),
    }
    return [GL.site(pages)]


# --- Quarto Pub: a published report site -------------------------------------------------------

QP_HOST = host("hpetersen", "quarto-pub")
QP = "/uoa-bibliometric-profile-2026/"
QP_SUB = ["methods.html", "results.html", "appendix.html", "data/indicators.csv"]


def _quarto() -> list[Site]:
    def pg(title: str, body: str) -> str:
        nav = ul(
            [
                a(QP, "Overview"),
                a(QP + "methods.html", "Methods"),
                a(QP + "results.html", "Results"),
                a(QP + "appendix.html", "Appendix"),
            ],
            "navbar-nav",
        )
        return (
            "<!DOCTYPE html><html><head><meta charset='utf-8'>"
            '<meta name="generator" content="quarto-1.6.39">'
            f"<title>{title} – UoA bibliometric profile 2026</title><style>body{{margin:2em}}</style>"
            f"</head><body><nav>{nav}</nav><main>{body}</main>"
            '<footer><a href="http://quarto.test/">Published with Quarto Pub</a></footer></body></html>'
        )

    pages = {
        QP: pg(
            "Overview",
            "<h1>Unit of assessment bibliometric profile 2026</h1><p>Prepared for the internal REF2029 readiness review.</p>",
        ),
        QP + "methods.html": pg(
            "Methods", "<h1>Methods</h1><p>Indicators from OpenAlex, field-normalised.</p>"
        ),
        QP + "results.html": pg(
            "Results",
            "<h1>Results</h1><p>PP-top10% = 14.2%.</p>"
            + a(QP + "data/indicators.csv", "Download the indicator table"),
        ),
        QP + "appendix.html": pg("Appendix", "<h1>Appendix</h1><p>Sensitivity analyses.</p>"),
        QP + "data/indicators.csv": csv("indicator,value", "PP_top10,0.142", "MNCS,1.21"),
    }
    return [Site(QP_HOST, pages)]  # type: ignore[arg-type]


def _u(p: Portal, base: str, subs: list[str]) -> list[str]:
    return [p.url(base)] + [p.url(base + s) for s in subs]


CASES: list[Case] = [
    # A CORDIS project: fact sheet, results and reporting tabs, language versions and the
    # XML/JSON exports all extend /project/id/101094817; the coordinator and the Results in
    # Brief article are other records.  Path-Based.
    case(
        "cordis-horizon-project",
        "CORDIS (EU project)",
        "Multi-Hop",
        "path_based",
        CO.url(CO_P),
        _u(CO, CO_P, CO_SUB),
        _cordis,
        others=[CO.url(CO_ORG), CO.url(CO_RIB)],
    ),
    # A REF2021 impact case study: the page and its PDF (/pdf under it); the institution and
    # unit-of-assessment profiles it links are submission-level pages of their own, which a
    # one-hop crawl would drag in.  Path-Based.
    case(
        "ref2021-impact-case-study",
        "REF2021 results and submissions (impact case study)",
        "Single Hop",
        "path_based",
        RF.url(RF_IMP),
        [RF.url(RF_IMP), RF.url(RF_IMP + "/pdf")],
        _ref2021,
        others=[RF.url(RF_INST), RF.url(RF_UOA)],
    ),
    # An Altmetric details page: one attention record split into tabs and paged tabs, all
    # under /details/167823455.  Path-Based.
    case(
        "altmetric-details-page",
        "Altmetric (details page)",
        "Multi-Hop",
        "path_based",
        AL.url(AL_D),
        _u(AL, AL_D, ["/" + t for t in AL_TABS] + ["/news/page:2"]),
        _altmetric,
    ),
    # A self-hosted GitLab project of a bibliometrics tool: the seed's GitLab.com row,
    # Path-Based; raw files and release archives are under the project path too.
    case(
        "gitlab-citation-normalizer",
        "GitLab (software project)",
        "Multi-Hop",
        "path_based",
        GL.url(GL_P),
        _u(GL, GL_P, GL_SUB),
        _gitlab,
        others=[GL.url("/metascience"), GL.url("/hbakker")],
    ),
    # A report site on Quarto Pub (one site per folder of the user's subdomain), like the
    # seed's Silk: the whole site is the artifact.  Path-Based on the site folder.
    case(
        "quarto-pub-uoa-report",
        "Quarto Pub (published report site)",
        "Multi-Hop",
        "path_based",
        f"http://{QP_HOST}{QP}",
        [f"http://{QP_HOST}{QP}"] + [f"http://{QP_HOST}{QP}{s}" for s in QP_SUB],
        _quarto,
    ),
]
