"""Single-URI and single-hop artifacts: funder award pages (360Giving GrantNav, DFG GEPRIS,
NIH RePORTER), scientometrics blog posts (WordPress, Drupal) and two hand-made, chrome-less
download pages (a citation-index dump release, a paper's supplementary-material page)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, csv, dl, host, pdf, text, ul, zipped

# --- 360Giving GrantNav ------------------------------------------------------------------

GN = Portal(
    host("grantnav", "threesixtygiving"),
    "GrantNav",
    menu=[
        ("/search", "Search"),
        ("/funders", "Funders"),
        ("/recipients", "Recipients"),
        ("/datasets", "Data used in GrantNav"),
        ("/help", "Help"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact 360Giving"),
    ],
    home_title="GrantNav - 360Giving",
    home_main="<h1>Search UK grants data</h1><p>Over 1,000,000 grants from 300 funders.</p>",
)
GN_GRANT = "/grant/360G-Wellcome-226789_Z_22_Z"
GN_RECIP = "/org/GB-CHC-1164018"
GN_FUNDER = "/org/GB-CHC-210183"


def _grantnav() -> list[Site]:
    grant = GN.page(
        "Metascience of research assessment: evidence synthesis 2023-2026",
        "<h1>Metascience of research assessment: evidence synthesis 2023-2026</h1>"
        + dl(
            [
                ("Amount awarded", "£1,240,871"),
                ("Award date", "14 March 2023"),
                ("Recipient organisation", a(GN_RECIP, "Research on Research Institute")),
                ("Funding organisation", a(GN_FUNDER, "The Wellcome Trust")),
                ("Grant programme", "Discovery Research Platforms"),
                ("Identifier", "360G-Wellcome-226789_Z_22_Z"),
            ]
        )
        + "<h2>Description</h2><p>A living evidence synthesis of how research assessment "
        "reforms change hiring, promotion and funding decisions.</p>"
        "<h2>Where is this data from?</h2><p>This data was published by "
        + a(GN_FUNDER, "The Wellcome Trust")
        + " under a CC-BY licence and last modified 02 October 2025.</p>",
    )
    recip = GN.page(
        "Research on Research Institute",
        "<h1>Research on Research Institute</h1><p>Grants received: 7</p>",
    )
    funder = GN.page("The Wellcome Trust", "<h1>The Wellcome Trust</h1><p>Grants made: 23,901</p>")
    return [GN.site({GN_GRANT: grant, GN_RECIP: recip, GN_FUNDER: funder})]


# --- DFG GEPRIS ---------------------------------------------------------------------------

GE = Portal(
    host("gepris", "dfg"),
    "GEPRIS",
    menu=[
        ("/gepris/OCTOPUS?task=showSearchSimple", "Suche"),
        ("/gepris/OCTOPUS?task=showKatalog", "Katalog"),
        ("/gepris/OCTOPUS?task=showSearchSimple&language=en", "English"),
        ("/gepris/hilfe", "Hilfe"),
    ],
    footer=[("/gepris/impressum", "Impressum"), ("/gepris/datenschutz", "Datenschutz")],
    title_format="DFG - GEPRIS - {title}",
    home_title="DFG - GEPRIS",
)
GE_PROJ = "/gepris/projekt/501234567"
GE_PERSON = "/gepris/person/1198765"
GE_INST = "/gepris/institution/20367"


def _gepris() -> list[Site]:
    proj = GE.page(
        "Bibliometrische Indikatoren in der Berufungspraxis deutscher Universitäten",
        "<h1>Bibliometrische Indikatoren in der Berufungspraxis deutscher Universitäten</h1>"
        + dl(
            [
                ("Antragsteller", a(GE_PERSON, "Professorin Dr. Katrin Albers")),
                ("Fachliche Zuordnung", "Wissenschaftsforschung"),
                ("Förderung", "Förderung seit 2022"),
                (
                    "Projektkennung",
                    "Deutsche Forschungsgemeinschaft (DFG) - Projektnummer 501234567",
                ),
                ("Antragstellende Institution", a(GE_INST, "Universität Bielefeld")),
            ]
        )
        + "<h2>Projektbeschreibung</h2><p>Das Projekt untersucht, wie Zitationsindikatoren "
        "in Berufungsverfahren verwendet werden.</p>",
    )
    person = GE.page("Katrin Albers", "<h1>Professorin Dr. Katrin Albers</h1>")
    inst = GE.page("Universität Bielefeld", "<h1>Universität Bielefeld</h1>")
    return [GE.site({GE_PROJ: proj, GE_PERSON: person, GE_INST: inst})]


# --- NIH RePORTER -------------------------------------------------------------------------

RP = Portal(
    host("reporter", "nih"),
    "NIH RePORTER",
    menu=[
        ("/", "Search"),
        ("/exporter", "ExPORTER"),
        ("/matchmaker", "Matchmaker"),
        ("/faqs", "FAQs"),
        ("/glossary", "Glossary"),
    ],
    footer=[
        ("/policies", "Policies"),
        ("/accessibility", "Accessibility"),
        ("/foia", "FOIA"),
    ],
    title_format="{name}",  # a single-page app: one title for every page
)
RP_PROJ = "/project-details/11023456"


def _reporter() -> list[Site]:
    tabs = ["description", "details", "publications", "history", "similar-projects"]
    proj = RP.page(
        "",
        "<app-root><h1>Measuring the downstream impact of NIH-funded research with citation "
        "networks</h1>"
        + ul([a(f"{RP_PROJ}#{t}", t.replace("-", " ").title()) for t in tabs], "tabs")
        + dl(
            [
                ("Project Number", "5R01LM014321-03"),
                ("Contact PI", "SANCHEZ, MARIA"),
                ("Awardee Organization", "INDIANA UNIVERSITY BLOOMINGTON"),
                ("Fiscal Year", "2025"),
                ("Total Funding", "$412,553"),
            ]
        )
        + '<section id="description"><h2>Abstract Text</h2><p>We build linked citation '
        "networks from PubMed Central to trace clinical guidelines back to funded "
        "grants.</p></section>"
        + '<section id="publications"><h2>Publications</h2><p>Sanchez M, et al. Grant-to-'
        "guideline linkage. Quant Sci Stud. 2025;6(2):301-322. PMID: 40123456</p></section>"
        "</app-root>",
    )
    return [RP.site({RP_PROJ: proj})]


# --- WordPress: LIS-Bibliometrics "The Bibliomagician" -----------------------------------

WP = Portal(
    host("thebibliomagician", "lisbib"),
    "The Bibliomagician",
    menu=[
        ("/about/", "About"),
        ("/responsible-metrics/", "Responsible Metrics"),
        ("/resources/", "Resources"),
        ("/events/", "Events"),
        ("/competencies/", "Competencies"),
    ],
    footer=[
        ("/feed/", "RSS"),
        ("/privacy-policy/", "Privacy Policy"),
        ("http://wordpress.test/", "Blog at WordPress.com"),
    ],
    title_format="{title} – {name}",
    home_title="The Bibliomagician – Comment, news and resources for bibliometrics practitioners",
)
WP_POST = "/2025/03/11/a-responsible-metrics-checklist-for-research-assessment-panels/"
WP_PREV = "/2025/02/20/lis-bibliometrics-conference-2025-recap/"


def _wordpress() -> list[Site]:
    title = "A responsible metrics checklist for research assessment panels"
    post = WP.page(
        title,
        f'<article class="post"><h1 class="entry-title">{title}</h1>'
        '<p class="byline">Posted on 11 March 2025 by '
        + a("/author/lisbibliometrics/", "lisbibliometrics")
        + "</p><p>Panels for REF2029 will see more metrics than ever. Here is a ten-point "
        'checklist.</p><figure><img src="/wp-content/uploads/2025/03/checklist.png" '
        'alt="Checklist"></figure><p>Posted in '
        + a("/category/responsible-metrics/", "Responsible Metrics")
        + " | Tagged "
        + a("/tag/dora/", "DORA")
        + ", "
        + a("/tag/ref2029/", "REF2029")
        + '</p><nav class="post-navigation">'
        + a(WP_PREV, "← LIS-Bibliometrics conference 2025 recap")
        + '</nav><section id="comments"><h2>2 thoughts on this post</h2>'
        "<p>Great list — we will use it in our faculty.</p>"
        '<form action="/wp-comments-post.php" method="post"><textarea name="comment">'
        "</textarea></form></section></article>",
        share=WP.url(WP_POST),
    )
    prev = WP.page("LIS-Bibliometrics conference 2025 recap", "<h1>Conference recap</h1>")
    return [WP.site({WP_POST: post, WP_PREV: prev})]


# --- Drupal: a research institute's blog ---------------------------------------------------

DR = Portal(
    host("madtrics", "cwts-leiden"),
    "Leiden Madtrics",
    menu=[
        ("/articles", "Articles"),
        ("/topics", "Topics"),
        ("/authors", "Authors"),
        ("/about", "About"),
    ],
    footer=[
        ("/user/login", "Editor login"),
        ("/privacy-statement", "Privacy statement"),
        ("/rss.xml", "RSS"),
    ],
    home_title="Leiden Madtrics | Blog of the Centre for Science and Technology Studies",
)
DR_POST = "/articles/what-counts-as-a-citation-in-2026"
DR_AUTH = "/authors/ludo-vermeulen"


def _drupal() -> list[Site]:
    post = DR.page(
        "What counts as a citation in 2026?",
        '<article class="node node--type-article"><h1>What counts as a citation in 2026?</h1>'
        '<div class="field--name-field-authors">'
        + a(DR_AUTH, "Ludo Vermeulen")
        + '</div><div class="field--name-body"><p>Preprints, datasets and software now '
        "collect citations of their own. We compare four citation indexes.</p>"
        '<img src="/sites/default/files/styles/wide/public/2026-01/coverage.png" alt="">'
        "</div>"
        '<div class="field--name-field-tags">'
        + a("/topics/citation-indexes", "Citation indexes")
        + "</div><p>DOI: 10.59350/k7f3q-2ab91</p></article>",
        head='<link rel="shortlink" href="/node/1187">',
        share=DR.url(DR_POST),
    )
    auth = DR.page("Ludo Vermeulen", "<h1>Ludo Vermeulen</h1>")
    return [DR.site({DR_POST: post, DR_AUTH: auth, "/node/1187": post})]


# --- Hand-made download pages without chrome (Single Page+) ------------------------------

DUMP_HOST = host("download", "opencit-index")
DUMP_PAGE = "/releases/coci/2025-10.html"
DUMP_FILES = [
    ("/dumps/coci/2025-10/coci_2025-10_csv.zip", "CSV (34 parts, zipped)"),
    ("/dumps/coci/2025-10/coci_2025-10_nt.zip", "N-Triples (zipped)"),
    ("/dumps/coci/2025-10/coci_2025-10_scholix.zip", "Scholix JSON (zipped)"),
    ("/dumps/coci/2025-10/README.txt", "README"),
    ("/dumps/coci/2025-10/MD5SUMS", "MD5 checksums"),
]


def _dump() -> list[Site]:
    body = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'>"
        "<title>COCI dump, October 2025 release</title></head><body>"
        "<h1>COCI, the index of Crossref open DOI-to-DOI citations: October 2025 dump</h1>"
        "<p>1,874,310,552 citations. Released 2025-10-28 under CC0.</p>"
        + ul([a(h, t) for h, t in DUMP_FILES])
        + "<p>Questions: contact@opencit-index.example.org</p></body></html>"
    )
    pages: dict[str, object] = {DUMP_PAGE: body}
    for h, _t in DUMP_FILES:
        if h.endswith(".zip"):
            pages[h] = zipped(h.rsplit("/", 1)[1])
        else:
            pages[h] = text(f"COCI 2025-10 {h.rsplit('/', 1)[1]}\n")
    return [Site(DUMP_HOST, pages)]  # type: ignore[arg-type]


STAFF_HOST = host("staff", "univ-tilbrook")
SUPP_PAGE = "/~kvdberg/supplementary/hindex-replication.html"
SUPP_FILES = [
    ("/~kvdberg/data/hindex_panel_2010_2024.csv", "Panel data (CSV, 41 MB)"),
    ("/~kvdberg/code/replicate.R", "R script"),
    ("/~kvdberg/papers/hindex-replication-appendix.pdf", "Online appendix (PDF)"),
]


def _supp() -> list[Site]:
    body = (
        "<html><head><title>Supplementary material: Does the h-index predict promotion? "
        "A replication</title></head><body bgcolor='#ffffff'>"
        "<h2>Supplementary material</h2><p>K. van den Berg and P. Osei, <i>Does the h-index "
        "predict promotion? A replication</i>, Scientometrics 131 (2026).</p>"
        + ul([a(h, t) for h, t in SUPP_FILES])
        + "<hr><address>Last modified: 9 January 2026</address></body></html>"
    )
    return [
        Site(
            STAFF_HOST,
            {
                SUPP_PAGE: body,
                SUPP_FILES[0][0]: csv("person_id,year,h_index,promoted", "p001,2010,7,0"),
                SUPP_FILES[1][0]: text("library(fixest)\n# replicate Table 2\n"),
                SUPP_FILES[2][0]: pdf("Online appendix", "Tables A1-A9"),
            },
        )
    ]


def _u(origin: str, *paths: str) -> list[str]:
    return [origin + p for p in paths]


CASES: list[Case] = [
    # A grant record in a funder-data aggregator: one page, its links go to the recipient and
    # funder organisation pages (other records) and the chrome; the seed's Single Page.
    case(
        "grantnav-wellcome-grant",
        "360Giving GrantNav (grant record)",
        "Single Artifact URI",
        "single_page",
        GN.url(GN_GRANT),
        [GN.url(GN_GRANT)],
        _grantnav,
        others=_u(GN.origin, GN_RECIP, GN_FUNDER),
    ),
    # A DFG project record: a single page linking the applicant and institution records;
    # nothing else belongs to it.  Single Page.
    case(
        "gepris-project",
        "DFG GEPRIS (project record)",
        "Single Artifact URI",
        "single_page",
        GE.url(GE_PROJ),
        [GE.url(GE_PROJ)],
        _gepris,
        others=_u(GE.origin, GE_PERSON, GE_INST),
    ),
    # A RePORTER project: a single-page app whose "tabs" are fragments of the same URI;
    # the artifact is that one page.  Single Page.
    case(
        "reporter-project-details",
        "NIH RePORTER (project details)",
        "Single Artifact URI",
        "single_page",
        RP.url(RP_PROJ),
        [RP.url(RP_PROJ)],
        _reporter,
    ),
    # A blog post: the seed's Single Page for blogs; categories, tags, author and the
    # previous post are the blog's, not the post's.
    case(
        "wordpress-bibliomagician-post",
        "WordPress (bibliometrics practitioners' blog)",
        "Single Artifact URI",
        "single_page",
        WP.url(WP_POST),
        [WP.url(WP_POST)],
        _wordpress,
        others=[WP.url(WP_PREV)],
    ),
    # A research-institute blog article (Drupal): Single Page; the shortlink /node/1187 is
    # an alias of the same article, not a second object, and is left out.
    case(
        "drupal-madtrics-article",
        "Drupal (research institute blog)",
        "Single Artifact URI",
        "single_page",
        DR.url(DR_POST),
        [DR.url(DR_POST)],
        _drupal,
        others=[DR.url(DR_AUTH)],
    ),
    # A bare release page of a citation-index dump: no menu, no footer, no embedded CSS;
    # every link is one of the release's files, one hop away.  Single Page+ takes exactly
    # the page and its five files.
    case(
        "citation-index-dump-release",
        "Hand-made site (citation index dump release page)",
        "Single Hop",
        "single_page_plus",
        f"http://{DUMP_HOST}{DUMP_PAGE}",
        [f"http://{DUMP_HOST}{p}" for p in [DUMP_PAGE, *(h for h, _t in DUMP_FILES)]],
        _dump,
    ),
    # A researcher's hand-written supplementary-material page on a staff web server: three
    # files one hop away in other folders (so no path prefix), no chrome.  Single Page+.
    case(
        "staff-page-supplementary-material",
        "Hand-made site (staff web space supplementary material)",
        "Single Hop",
        "single_page_plus",
        f"http://{STAFF_HOST}{SUPP_PAGE}",
        [f"http://{STAFF_HOST}{p}" for p in [SUPP_PAGE, *(h for h, _t in SUPP_FILES)]],
        _supp,
    ),
]
