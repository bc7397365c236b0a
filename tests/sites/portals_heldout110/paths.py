"""heldout110 Path-Based families: a self-managed GitLab project, a national guideline's
tabbed pages, an open nursing textbook on Pressbooks and a project site on its own host
(the Path-Based with Externals cases are in `externals`)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import bare, binary, csv_file, host, image_file, other, pdf_file, text_file, ul

# --- GitLab (self-managed): a nursing-informatics project ---------------------------------

GL = Portal(
    host("gitlab", "kelso-health"),
    "GitLab",
    menu=[("/explore", "Explore"), ("/help", "Help"), ("/users/sign_in", "Sign in / Register")],
    footer=[
        ("/-/user_settings/profile", "Preferences"),
        ("http://about.gitlab.test/", "About GitLab"),
    ],
    title_format="{title} \u00b7 GitLab",
)
GL_P = "/nursing-informatics/news2-calculator"
GL_NAME = "Nursing Informatics / NEWS2 calculator"


def _gl_pages() -> dict[str, tuple[str, list[tuple[str, str]]]]:
    p = GL_P
    blobs = ["README.md", "DESCRIPTION", "R/news2.R", "R/thresholds.R"]
    pages: dict[str, tuple[str, list[tuple[str, str]]]] = {
        "": (
            GL_NAME,
            [
                (p + "/-/tree/main", "Repository"),
                (p + "/-/issues", "Issues 2"),
                (p + "/-/merge_requests", "Merge requests 0"),
                (p + "/-/releases", "Releases"),
                (p + "/-/wikis/home", "Wiki"),
                (p + "/-/commits/main", "2 Commits"),
                (p + "/-/blob/main/README.md", "README.md"),
                (p + "/-/blob/main/DESCRIPTION", "DESCRIPTION"),
                (p + "/-/tree/main/R", "R"),
                (p + "/-/archive/main/news2-calculator-main.zip", "Download zip"),
                (p + "/-/archive/main/news2-calculator-main.tar.gz", "Download tar.gz"),
                ("/nursing-informatics", "Nursing Informatics group"),
                ("/amorris", "Alison Morris"),
            ],
        ),
        "/-/tree/main": (
            "Files \u00b7 main",
            [
                (p + "/-/tree/main/R", "R"),
                (p + "/-/blob/main/README.md", "README.md"),
                (p + "/-/blob/main/DESCRIPTION", "DESCRIPTION"),
            ],
        ),
        "/-/tree/main/R": (
            "R \u00b7 main",
            [
                (p + "/-/blob/main/R/news2.R", "news2.R"),
                (p + "/-/blob/main/R/thresholds.R", "thresholds.R"),
            ],
        ),
        "/-/issues": (
            "Issues",
            [
                (p + "/-/issues/1", "Score 3 in a single parameter should trigger"),
                (p + "/-/issues/2", "Add SpO2 scale 2"),
            ],
        ),
        "/-/issues/1": (
            "Score 3 in a single parameter should trigger (#1)",
            [("/amorris", "Alison Morris")],
        ),
        "/-/issues/2": ("Add SpO2 scale 2 (#2)", [("/jbell", "Jamie Bell")]),
        "/-/merge_requests": ("Merge requests", []),
        "/-/releases": (
            "Releases",
            [
                (p + "/-/releases/v1.2.0", "v1.2.0"),
                (p + "/-/archive/v1.2.0/news2-calculator-v1.2.0.zip", "Source code (zip)"),
            ],
        ),
        "/-/releases/v1.2.0": (
            "v1.2.0",
            [(p + "/-/archive/v1.2.0/news2-calculator-v1.2.0.zip", "Source code (zip)")],
        ),
        "/-/wikis/home": (
            "home \u00b7 Wiki",
            [(p + "/-/wikis/validation-notes", "Validation notes")],
        ),
        "/-/wikis/validation-notes": (
            "validation notes \u00b7 Wiki",
            [(p + "/-/wikis/home", "Home")],
        ),
        "/-/commits/main": (
            "Commits \u00b7 main",
            [
                (
                    p + "/-/commit/3f9c2a1e7b5d4c08a6e2f1b0d9c8e7a6b5c4d3e2",
                    "Add SpO2 scale 2 thresholds",
                ),
                (p + "/-/commit/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678", "Initial commit"),
            ],
        ),
        "/-/commit/3f9c2a1e7b5d4c08a6e2f1b0d9c8e7a6b5c4d3e2": (
            "Add SpO2 scale 2 thresholds",
            [("/amorris", "Alison Morris")],
        ),
        "/-/commit/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678": (
            "Initial commit",
            [("/amorris", "Alison Morris")],
        ),
    }
    for b in blobs:
        pages[f"/-/blob/main/{b}"] = (
            b,
            [(p + f"/-/raw/main/{b}", "Open raw"), (p + "/-/tree/main", "main")],
        )
    return pages


GL_FILES = {
    "/-/raw/main/README.md": "# NEWS2 calculator\nNational Early Warning Score 2 for R.\n",
    "/-/raw/main/DESCRIPTION": "Package: news2\nVersion: 1.2.0\n",
    "/-/raw/main/R/news2.R": "news2 <- function(rr, spo2, ...) {}\n",
    "/-/raw/main/R/thresholds.R": "thresholds <- list()\n",
}
GL_ARCHIVES = [
    "/-/archive/main/news2-calculator-main.zip",
    "/-/archive/main/news2-calculator-main.tar.gz",
    "/-/archive/v1.2.0/news2-calculator-v1.2.0.zip",
]


def gl_build() -> list[Site]:
    served: dict[str, object] = {}
    side = f'<aside class="project-sidebar"><a href="{GL_P}">Project overview</a></aside>'
    for sub, (title, items) in _gl_pages().items():
        served[GL_P + sub] = GL.page(title, f"{side}<h1>{escape(title)}</h1>{ul(items)}")
    for sub, body in GL_FILES.items():
        served[GL_P + sub] = text_file(body)
    for sub in GL_ARCHIVES:
        served[GL_P + sub] = binary(
            "application/zip" if sub.endswith("zip") else "application/gzip", 300
        )
    served["/nursing-informatics"] = other(GL, "Nursing Informatics")
    return [GL.site(served)]  # type: ignore[arg-type]


GL_TRUTH = [GL.url(GL_P + s) for s in [*_gl_pages(), *GL_FILES, *GL_ARCHIVES]]

# --- A national guideline body's site (NICE-style): a guideline with tabs and chapters ---

NG = Portal(
    host("www", "careexcellence"),
    "National Institute for Care Excellence",
    menu=[
        ("/guidance", "Guidance"),
        ("/standards-and-indicators", "Standards and indicators"),
        ("/life-sciences", "Life sciences"),
        ("/about", "About"),
    ],
    footer=[
        ("/terms-and-conditions", "Terms and conditions"),
        ("/privacy-notice", "Privacy notice"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} | Guidance | {name}",
)
NG_G = "/guidance/ng251"
NG_T = "Pressure ulcers: prevention and management"
NG_CH = [
    "Recommendations",
    "Recommendations-for-research",
    "Rationale-and-impact",
    "Context",
    "Finding-more-information-and-committee-details",
]
NG_PDF = "/resources/pressure-ulcers-prevention-and-management-pdf-66143958127301"
NG_EVID = [
    "/evidence/a-risk-assessment-pdf-11324585231",
    "/evidence/b-repositioning-pdf-11324585232",
]
NG_TOOL = "/resources/baseline-assessment-tool-xlsx-11324585233"


def ng_build() -> list[Site]:
    g = NG_G
    tabs = ul(
        [
            (g, "Overview"),
            (g + "/chapter/Recommendations", "Guidance"),
            (g + "/informationforpublic", "Information for the public"),
            (g + "/resources", "Tools and resources"),
            (g + "/evidence", "Evidence"),
            (g + "/history", "History"),
        ],
        "tabs",
    )
    chapters = ul([(f"{g}/chapter/{c}", c.replace("-", " ")) for c in NG_CH], "chapters")
    head = f"<h1>{NG_T}</h1><p>NICE guideline [NG251] Published: 14 January 2026</p>{tabs}"
    pages: dict[str, object] = {
        g: NG.page(
            f"Overview | {NG_T}",
            f"""{head}<p>This guideline covers preventing and managing pressure
ulcers in adults, young people and children in all settings.</p><a href="{g}{NG_PDF}">Download
guidance (PDF)</a><h2>Related</h2><a href="/guidance/qs89">Quality standard QS89</a>
<a href="/guidance/conditions-and-diseases/skin-conditions">Skin conditions</a>""",
        ),
        g + "/informationforpublic": NG.page(
            f"Information for the public | {NG_T}", head + "<p>What you can expect.</p>"
        ),
        g + "/resources": NG.page(
            f"Tools and resources | {NG_T}",
            head
            + ul(
                [(g + NG_PDF, "Guideline (PDF)"), (g + NG_TOOL, "Baseline assessment tool (XLSX)")]
            ),
        ),
        g + "/evidence": NG.page(
            f"Evidence | {NG_T}", head + ul([(g + e, e.split("/")[-1]) for e in NG_EVID])
        ),
        g + "/history": NG.page(
            f"History | {NG_T}",
            head + '<p>This guideline replaces <a href="/guidance/cg179">CG179</a>.</p>',
        ),
        g + NG_PDF: pdf_file(NG_T, "NICE guideline NG251"),
        g + NG_TOOL: binary(
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", 300
        ),
        "/guidance/qs89": other(NG, "Pressure ulcers quality standard"),
        "/guidance/cg179": other(NG, "Pressure ulcers (withdrawn CG179)"),
    }
    for e in NG_EVID:
        pages[g + e] = pdf_file(f"{NG_T} evidence review", e)
    for c in NG_CH:
        pages[f"{g}/chapter/{c}"] = NG.page(
            f"{c.replace('-', ' ')} | {NG_T}",
            f"{head}<nav>{chapters}</nav><h2>{c.replace('-', ' ')}</h2><p>...</p>",
        )
    return [NG.site(pages)]  # type: ignore[arg-type]


NG_TRUTH = [
    NG.url(NG_G + s)
    for s in [
        "",
        "/informationforpublic",
        "/resources",
        "/evidence",
        "/history",
        NG_PDF,
        NG_TOOL,
        *NG_EVID,
        *(f"/chapter/{c}" for c in NG_CH),
    ]
]

# --- GitLab Pages: a dental epidemiology atlas that is a whole host ----------------------

AT = host("caries-atlas", "dentpages")
AT_NAV = '<nav><a href="/">Atlas</a> <a href="/methods/">Methods</a> <a href="/data/">Data</a> <a href="/about/">About</a></nav>'
AT_PAGES = [
    "/",
    "/methods/",
    "/regions/north-east/",
    "/regions/south-west/",
    "/regions/midlands/",
    "/data/",
    "/about/",
]
AT_FILES = ["/data/caries_prevalence_5yo_2024.csv", "/data/atlas_technical_report.pdf"]


def at_build() -> list[Site]:
    amap = "".join(
        f'<area shape="rect" coords="{i * 10},0,{i * 10 + 9},9" href="{r}" alt="{r.split("/")[2]}">'
        for i, r in enumerate(AT_PAGES[2:5])
    )
    pages: dict[str, object] = {
        "/": bare(
            "Child dental caries atlas 2024",
            f'{AT_NAV}<h1>Child dental caries atlas 2024</h1><img src="map.png" usemap="#regions" alt="Map"><map name="regions">{amap}</map><p>Source code on <a href="https://gitlab.test/dentpages/caries-atlas">GitLab</a>.</p>',
        ),
        "/map.png": image_file(),
        "/methods/": bare(
            "Methods - Child dental caries atlas 2024",
            AT_NAV + "<p>Weighted prevalence of dmft &gt; 0 in five-year-olds.</p>",
        ),
        "/data/": bare(
            "Data - Child dental caries atlas 2024",
            AT_NAV
            + ul(
                [
                    (AT_FILES[0], "Prevalence by region (CSV)"),
                    (AT_FILES[1], "Technical report (PDF)"),
                ]
            ),
        ),
        "/about/": bare(
            "About - Child dental caries atlas 2024",
            AT_NAV + "<p>Made by the oral epidemiology group.</p>",
        ),
        AT_FILES[0]: csv_file("region,prevalence", "north-east,0.31"),
        AT_FILES[1]: pdf_file("Child dental caries atlas technical report"),
    }
    for r in AT_PAGES[2:5]:
        name = r.split("/")[2]
        pages[r] = bare(
            f"{name} - Child dental caries atlas 2024",
            f'{AT_NAV}<h1>{name}</h1><p><a href="/data/">Download the data</a></p>',
        )
    return [Site(AT, pages)]  # type: ignore[arg-type]


# --- Pressbooks: an open nursing-skills textbook in a multisite network --------------------

PB = Portal(
    host("pressbooks", "open-nursing"),
    "Open Nursing Pressbooks",
    menu=[("/", "Home"), ("/catalog/", "Catalog"), ("/about/", "About")],
    footer=[("/wp/wp-login.php", "Sign in"), ("http://pressbooks.test/", "Powered by Pressbooks")],
    title_format="{title} \u2013 {name}",
)
PB_B = "/nursingskills/"
PB_SEQ = [
    "front-matter/introduction/",
    "chapter/1-1-general-survey-introduction/",
    "chapter/1-2-general-survey-basic-concepts/",
    "chapter/1-3-general-survey-assessment/",
    "chapter/2-1-aseptic-technique-introduction/",
    "chapter/2-2-hand-hygiene/",
    "back-matter/glossary/",
]
PB_DL = ["open/download?type=pdf", "open/download?type=epub"]


def pb_build() -> list[Site]:
    b = PB_B
    toc = ul(
        [
            (b + PB_SEQ[0], "Introduction"),
            (b + "part/chapter-1-general-survey/", "Chapter 1 General Survey"),
            (b + "part/chapter-2-aseptic-technique/", "Chapter 2 Aseptic Technique"),
            (b + PB_SEQ[-1], "Glossary"),
        ]
    )
    pages: dict[str, object] = {
        b: PB.page(
            "Nursing Skills \u2013 2e",
            f"""<div class="block-meta"><h1>Nursing Skills, 2e</h1><p>Open RN-style open
textbook, CC BY 4.0 <a href="http://creativecommons.test/licenses/by/4.0/">licence</a>.</p>
<a class="call-to-action" href="{b}{PB_SEQ[0]}">Read Book</a> Download this book:
<a href="{b}{PB_DL[0]}">PDF</a> <a href="{b}{PB_DL[1]}">EPUB</a></div><h2>Contents</h2>{toc}""",
        ),
        b + "part/chapter-1-general-survey/": PB.page(
            "Chapter 1 General Survey \u2013 Nursing Skills",
            ul([(b + PB_SEQ[1], "1.1"), (b + PB_SEQ[2], "1.2"), (b + PB_SEQ[3], "1.3")]),
        ),
        b + "part/chapter-2-aseptic-technique/": PB.page(
            "Chapter 2 Aseptic Technique \u2013 Nursing Skills", ul([(b + PB_SEQ[4], "2.1")])
        ),
        b + "open/download": pdf_file("Nursing Skills 2e"),
        b + PB_DL[1]: binary("application/epub+zip", 700),
    }
    for i, s in enumerate(PB_SEQ):
        nav = [(b, "Contents")]
        if i:
            nav.append((b + PB_SEQ[i - 1], "Previous"))
        if i + 1 < len(PB_SEQ):
            nav.append((b + PB_SEQ[i + 1], "Next"))
        pages[b + s] = PB.page(
            f"{s.split('/')[1]} \u2013 Nursing Skills",
            f"<h1>{s.split('/')[1]}</h1><p>...</p><nav class='nav-reading'>{ul(nav)}</nav>",
        )
    return [PB.site(pages)]  # type: ignore[arg-type]


PB_TRUTH = [
    PB.url(PB_B + s)
    for s in [
        "",
        "part/chapter-1-general-survey/",
        "part/chapter-2-aseptic-technique/",
        *PB_SEQ,
        *PB_DL,
    ]
]

CASES: list[Case] = [
    # A software project on a self-managed GitLab (seed: GitLab.com -> Path-Based): every
    # page of the project (tree, blobs, raw files, issues, releases, wiki, commits, archives)
    # sits under /nursing-informatics/news2-calculator. The group, user pages and the
    # instance chrome are outside. Truth: the 25 project URIs.
    case(
        "gitlab-news2-calculator",
        "GitLab (self-managed, nursing-informatics R package)",
        "Multi-Hop",
        "path_based",
        GL.url(GL_P),
        GL_TRUTH,
        gl_build,
    ),
    # A national guideline (NICE-style): overview, tabs, five chapters (reached from the
    # Guidance tab's chapter list), evidence reviews, the PDF and a tool, all under
    # /guidance/ng251. The quality standard, the replaced guideline and topic pages are other
    # artifacts. Multi-Hop by path -> Path-Based.
    case(
        "national-guideline-pressure-ulcers",
        "Guideline publisher site (NICE-style national nursing guideline)",
        "Multi-Hop",
        "path_based",
        NG.url(NG_G),
        NG_TRUTH,
        ng_build,
        others=[NG.url("/guidance/qs89"), NG.url("/guidance/cg179")],
    ),
    # A project site that is a whole host (seed: Silk -> Path-Based on "/"): pages, region
    # pages reached through an image map, and the data files. The GitLab repository is a
    # separate artifact on another portal (https). Truth: every page and file of the host
    # (the map image is embedded).
    case(
        "gitlab-pages-caries-atlas",
        "GitLab Pages (dental epidemiology atlas project site)",
        "Multi-Hop",
        "path_based",
        f"http://{AT}/",
        [f"http://{AT}{p}" for p in [*AT_PAGES, *AT_FILES]],
        at_build,
    ),
    # An open textbook on Pressbooks: the book home, parts, chapters (read by previous/next
    # links), glossary and PDF/EPUB exports are all under /nursingskills/; the network home,
    # catalog and sign-in are not. Multi-Hop by path -> Path-Based.
    case(
        "pressbooks-nursing-skills",
        "Pressbooks (open nursing-skills textbook)",
        "Multi-Hop",
        "path_based",
        PB.url(PB_B),
        PB_TRUTH,
        pb_build,
    ),
]
