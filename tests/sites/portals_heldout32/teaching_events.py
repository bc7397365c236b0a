"""Course pages with lecture materials, a workshop website's paper pages (poster, talk
video) and GitHub-Pages-like project sites."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import (
    Skin,
    bibtex,
    case,
    csv_file,
    host,
    mp4_file,
    pdf_file,
    text_file,
    ul,
    zip_file,
)

# --- a statistics department's course pages ---------------------------------------------

CRS = host("courses", "kirraweestats")
CRS_O = f"http://{CRS}"
COURSES = {
    "/teaching/2024-fall/stat5401/": (
        "STAT 5401: Applied Regression",
        ["01-intro", "02-least-squares", "03-diagnostics", "04-glm"],
        ["hw1", "hw2"],
        ["births.csv", "housing.csv"],
    ),
    "/teaching/2025-spring/stat6620/": (
        "STAT 6620: Bayesian Data Analysis",
        ["01-bayes-rule", "02-mcmc", "03-hierarchical"],
        ["hw1"],
        ["radon.csv"],
    ),
}
OLD_COURSE = "/teaching/2023-fall/stat5401/"


def _course_site() -> list[Site]:
    skin = Skin(
        CRS,
        "Department of Statistics, Kirrawee University",
        '<div class="univ-bar"><a href="http://www.kirrawee.test/">Kirrawee University</a> '
        '<a href="http://lms.kirrawee.test/">Canvas</a></div><header><a href="/">'
        'Department of Statistics</a><nav><a href="/teaching/">Courses</a> '
        '<a href="/people/">People</a> <a href="/research/">Research</a> '
        '<a href="/seminars/">Seminars</a></nav></header>',
        '<footer>&copy; Kirrawee University &middot; <a href="/accessibility/">Accessibility'
        '</a> &middot; <a href="/privacy/">Privacy</a></footer>',
    )
    pages: dict[str, PageValue] = {
        "/teaching/": skin.page(
            "Courses", ul([(p, t) for p, (t, *_r) in COURSES.items()] + [(OLD_COURSE, "old")])
        ),
        "/people/": skin.page("People", "<h1>People</h1>"),
        "/people/akhtar/": skin.page("Samina Akhtar", "<h1>Samina Akhtar</h1>"),
        OLD_COURSE: skin.page("STAT 5401 (Fall 2023)", "<h1>STAT 5401, Fall 2023</h1>"),
    }
    for base, (title, lectures, hws, data) in COURSES.items():
        cnav = (
            '<nav class="course-nav">'
            f'<a href="{base}">Overview</a> <a href="{base}syllabus.html">Syllabus</a> '
            f'<a href="{base}schedule.html">Schedule</a> <a href="{base}homework/">Homework</a>'
            f' <a href="{base}data/">Datasets</a></nav>'
        )

        def cp(t: str, body: str, cnav: str = cnav, title: str = title) -> str:
            return skin.page(f"{t} - {title}", f"<h1>{title}</h1>{cnav}{body}")

        pages[base] = cp(
            "Overview",
            '<p>Instructor: <a href="/people/akhtar/">Samina Akhtar</a>. Lectures Tue/Thu '
            '10:30. Recordings are on <a href="http://echo.kirrawee.test/section/88">'
            'Echo360</a> (login).</p><p>Textbook: <a href="http://doi.test/10.1007/978-1-'
            f'0716-1418-1">ISLR</a>.</p><p>Previous offering: <a href="{OLD_COURSE}">Fall 2023'
            "</a>.</p>",
        )
        pages[base + "syllabus.html"] = cp(
            "Syllabus",
            f'<p>Grading...</p><p><a href="{base}syllabus.pdf">Syllabus (PDF)</a></p>',
        )
        pages[base + "syllabus.pdf"] = pdf_file(title + " syllabus")
        rows = "".join(
            f'<tr><td>{i + 1}</td><td>{lec}</td><td><a href="{base}lectures/{lec}.pdf">slides'
            f'</a></td><td><a href="{base}notebooks/{lec}.ipynb">notebook</a></td></tr>'
            for i, lec in enumerate(lectures)
        )
        pages[base + "schedule.html"] = cp("Schedule", f"<table>{rows}</table>")
        for lec in lectures:
            pages[f"{base}lectures/{lec}.pdf"] = pdf_file(f"{title}: {lec}")
            pages[f"{base}notebooks/{lec}.ipynb"] = text_file(
                '{"cells": [], "nbformat": 4}', "application/x-ipynb+json"
            )
        pages[base + "homework/"] = cp(
            "Homework", ul([(f"{base}homework/{h}.pdf", h.upper()) for h in hws])
        )
        for h in hws:
            pages[f"{base}homework/{h}.pdf"] = pdf_file(f"{title} {h}")
        pages[base + "data/"] = cp("Datasets", ul([(f"{base}data/{d}", d) for d in data]))
        for d in data:
            pages[f"{base}data/{d}"] = csv_file("y,x1,x2", "1,2,3")
    return [skin.site(pages)]


def course_truth(base: str) -> list[str]:
    _t, lectures, hws, data = COURSES[base]
    paths = [base] + [base + p for p in ("syllabus.html", "syllabus.pdf", "schedule.html")]
    paths += [f"{base}lectures/{lec}.pdf" for lec in lectures]
    paths += [f"{base}notebooks/{lec}.ipynb" for lec in lectures]
    paths += [base + "homework/"] + [f"{base}homework/{h}.pdf" for h in hws]
    paths += [base + "data/"] + [f"{base}data/{d}" for d in data]
    return [CRS_O + p for p in paths]


# --- a workshop website (static, Jekyll-built) with per-paper pages ----------------------

WS = host("mlseis2024", "seismolearn")
WS_MEDIA = host("media", "seismolearn")
WS_O = f"http://{WS}"
WS_PAPERS = {
    16: "Transformers for phase picking on ocean-bottom seismometers",
    17: "Self-supervised denoising of distributed acoustic sensing records",
    18: "Graph neural networks for earthquake location in sparse networks",
    19: "Uncertainty-aware magnitude estimation",
}
WS_CASES = (17, 18)


def ws_files(n: int) -> list[str]:
    return [
        f"{WS_O}/assets/papers/mlseis24-paper{n}.pdf",
        f"{WS_O}/assets/posters/mlseis24-poster{n}.pdf",
        f"{WS_O}/assets/supp/mlseis24-paper{n}-supp.zip",
        f"{WS_O}/assets/bib/mlseis24-paper{n}.bib",
        f"http://{WS_MEDIA}/talks/mlseis24-paper{n}.mp4",
    ]


def _ws_sites() -> list[Site]:
    skin = Skin(
        WS,
        "MLSeis 2024",
        '<nav class="navbar"><a class="brand" href="/">MLSeis 2024</a><a href="/cfp.html">'
        'Call for Papers</a><a href="/program.html">Program</a><a href="/accepted.html">'
        'Accepted Papers</a><a href="/organizers.html">Organizers</a><a href="/venue.html">'
        "Venue</a></nav>",
        '<footer><p>Co-located with <a href="http://www.agu-meeting.test/2024">AGU Fall '
        'Meeting 2024</a>. Sponsors: <a href="http://www.seisco.test/">SeisCo</a>. Contact: '
        '<a href="mailto:mlseis@ex.test">organizers</a>. <a href="/code-of-conduct.html">'
        "Code of conduct</a></p></footer>",
        title_format="{title} | {name}",
        home_main="<h1>MLSeis 2024</h1><p>Workshop on Machine Learning for Seismology, "
        'Washington D.C., 9 December 2024.</p><a href="/accepted.html">Accepted papers</a>',
    )
    pages: dict[str, PageValue] = {
        p: skin.page(t, f"<h1>{t}</h1>")
        for p, t in (
            ("/cfp.html", "Call for Papers"),
            ("/program.html", "Program"),
            ("/organizers.html", "Organizers"),
            ("/venue.html", "Venue"),
            ("/code-of-conduct.html", "Code of conduct"),
        )
    }
    pages["/accepted.html"] = skin.page(
        "Accepted Papers",
        ul([(f"/accepted/paper-{n}.html", t) for n, t in WS_PAPERS.items()]),
    )
    media = Site(WS_MEDIA)
    ns = sorted(WS_PAPERS)
    for n, title in WS_PAPERS.items():
        pdf, poster, supp, bib, video = ws_files(n)
        prev_next = ""
        i = ns.index(n)
        if i > 0:
            prev_next += f'<a href="/accepted/paper-{ns[i - 1]}.html">&larr; previous paper</a> '
        if i + 1 < len(ns):
            prev_next += f'<a href="/accepted/paper-{ns[i + 1]}.html">next paper &rarr;</a>'
        pages[f"/accepted/paper-{n}.html"] = skin.page(
            title,
            f'<article class="paper"><h1>{title}</h1><p class="authors">'
            f'<a href="http://openreview.test/profile?id=~A_Author{n}">A. Author</a>, '
            f'<a href="http://openreview.test/profile?id=~B_Author{n}">B. Author</a></p>'
            f'<p>Poster session 2, board {n}. <a href="/program.html#poster-2">See the program'
            "</a>.</p><h2>Abstract</h2><p>We propose...</p>"
            f'<div class="materials"><a class="btn" href="{pdf}">Paper</a> '
            f'<a class="btn" href="{poster}">Poster</a> <a class="btn" href="{supp}">'
            f'Supplementary</a> <a class="btn" href="{bib}">BibTeX</a> <a class="btn" '
            f'href="{video}">Talk video</a> <a class="btn" href="http://openreview.test/'
            f'forum?id=mls24p{n}">Reviews</a></div>'
            f'<nav class="pager">{prev_next}</nav></article>',
        )
        pages[pdf[len(WS_O) :]] = pdf_file(title, "MLSeis 2024")
        pages[poster[len(WS_O) :]] = pdf_file(title + " (poster)")
        pages[supp[len(WS_O) :]] = zip_file({"appendix.txt": "extra tables\n"})
        pages[bib[len(WS_O) :]] = bibtex(f"mlseis24p{n}", title, "Author, A.", 2024, "MLSeis")
        media.add(f"/talks/mlseis24-paper{n}.mp4", mp4_file(f"talk{n}"))
    return [skin.site(pages), media]


# --- GitHub-Pages-like user project sites (user.pages.../<project>/) ---------------------

QP = host("ohlsson", "quaypages")
QP_O = f"http://{QP}"
FORGE = host("forge", "quayhub")
RAW = host("raw", "quayusercontent")
SEAGRASS = "/seagrass-atlas/"
KELP = "/kelp-cli/"
KELP_RAW = [
    f"http://{RAW}/ohlsson/kelp-cli/v2.1.0/examples/{f}"
    for f in ("transect_demo.csv", "config.example.toml", "expected_output.geojson")
]


def _pages_sites() -> list[Site]:
    def jtd(base: str, name: str, nav: list[tuple[str, str]], t: str, body: str) -> str:
        side = ul([(base + p, label) for p, label in nav])
        return (
            f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{t} | {name}</title>'
            f'<link rel="stylesheet" href="{base}assets/css/just-the-docs-default.css">'
            f'<script src="{base}assets/js/just-the-docs.js"></script></head><body>'
            f'<div class="side-bar"><a href="{base}" class="site-title">{name}</a>{side}'
            '<footer class="site-footer">This site uses <a href="https://just-the-docs.test/">'
            "Just the Docs</a>.</footer></div>"
            '<div class="main"><div class="main-header"><a href="http://'
            f'{FORGE}/ohlsson{base.rstrip("/")}">View on QuayHub</a></div>'
            f'<div class="main-content">{body}</div></div></body></html>'
        )

    s = Site(QP)
    s.add(
        "/",
        "<!DOCTYPE html><title>ohlsson</title><h1>Projects</h1>"
        + ul([(SEAGRASS, "seagrass-atlas"), (KELP, "kelp-cli")]),
    )
    for base in (SEAGRASS, KELP):
        s.add(base + "assets/css/just-the-docs-default.css", b"body{}")
        s.add(base + "assets/js/just-the-docs.js", b"1;")
    sg_nav = [
        ("", "Home"),
        ("docs/install/", "Installation"),
        ("docs/usage/", "Usage"),
        ("docs/api/", "API reference"),
        ("changelog/", "Changelog"),
    ]
    for p, label in sg_nav:
        extra = ""
        if p == "":
            extra = (
                '<p>Download the <a href="assets/seagrass-atlas-manual.pdf">user manual</a>.'
                f' See also my <a href="{KELP}">kelp-cli</a> tool. Cite: <a href="http://'
                'doi.test/10.21105/joss.05511">JOSS paper</a>.</p>'
            )
        s.add(
            SEAGRASS + p,
            jtd(
                SEAGRASS,
                "seagrass-atlas",
                sg_nav,
                label,
                f"<h1>{label}</h1><p>seagrass-atlas maps seagrass meadows from drone "
                f"imagery.</p>{extra}",
            ),
        )
    s.add(SEAGRASS + "assets/seagrass-atlas-manual.pdf", pdf_file("seagrass-atlas manual"))
    kelp_nav = [("", "Home"), ("getting-started/", "Getting started"), ("examples/", "Examples")]
    for p, label in kelp_nav:
        extra = ""
        if p == "examples/":
            extra = "<p>Example inputs (from the tagged release):</p>" + ul(
                [(u, u.rsplit("/", 1)[1]) for u in KELP_RAW]
            )
        if p == "":
            extra = f'<p>Companion of <a href="{SEAGRASS}">seagrass-atlas</a>.</p>'
        s.add(
            KELP + p,
            jtd(KELP, "kelp-cli", kelp_nav, label, f"<h1>{label}</h1><p>kelp-cli ...</p>{extra}"),
        )
    raw = Site(RAW)
    for u in KELP_RAW:
        raw.add(u[len(f"http://{RAW}") :], text_file("x,y\n1,2\n"))
    forge = Site(FORGE)
    for repo in ("seagrass-atlas", "kelp-cli"):
        forge.add(
            f"/ohlsson/{repo}",
            f"<!DOCTYPE html><title>ohlsson/{repo}: QuayHub</title><h1>ohlsson/{repo}</h1>",
        )
    return [s, raw, forge]


def cases() -> list[Case]:
    out = []
    for base in COURSES:
        # path_based: everything of the course lives under its /teaching/<term>/<code>/
        # directory (syllabus, schedule -> slides and notebooks two hops away, homework,
        # datasets); department chrome, the instructor's page, the previous offering, the
        # LMS/Echo360 and the textbook are outside.  Truth: the course directory's pages.
        code = base.rstrip("/").rsplit("/", 1)[1]
        out.append(
            case(
                f"kirrawee-{code}",
                "course website (department server)",
                "course materials",
                "path_based",
                CRS_O + base,
                course_truth(base),
                _course_site,
                others=[CRS_O + OLD_COURSE],
            )
        )
    for n in WS_CASES:
        # single_page_plus_ignored: a workshop paper page is single-hop: paper, poster,
        # supplement, BibTeX and the talk video (on the workshop's media host) are linked
        # from it; the workshop navbar and footer are on the homepage and 404 page and get
        # ignored.  Truth: page + those five.  Prev/next papers are other artifacts,
        # OpenReview profiles/reviews are another portal.
        page = f"{WS_O}/accepted/paper-{n}.html"
        out.append(
            case(
                f"mlseis24-paper{n}",
                "workshop website (static)",
                "paper with poster and talk",
                "single_page_plus_ignored",
                page,
                [page, *ws_files(n)],
                _ws_sites,
                others=[
                    f"{WS_O}/accepted/paper-{n - 1}.html",
                    f"{WS_O}/accepted/paper-{n + 1}.html",
                ],
            )
        )
    sg = [
        "",
        "docs/install/",
        "docs/usage/",
        "docs/api/",
        "changelog/",
        "assets/seagrass-atlas-manual.pdf",
    ]
    # path_based: a GitHub-Pages project site is everything under /<project>/ on the
    # user's pages host (the Silk case); the forge repository and the JOSS paper are
    # separate artifacts.  Truth: the site's pages and manual.
    out.append(
        case(
            "quaypages-seagrass-atlas",
            "GitHub-Pages-like project site",
            "software documentation site",
            "path_based",
            QP_O + SEAGRASS,
            [QP_O + SEAGRASS + p for p in sg],
            _pages_sites,
            others=[QP_O + KELP, f"http://{FORGE}/ohlsson/seagrass-atlas"],
        )
    )
    # path_based_externals: the same kind of site, but its example inputs are served from
    # the raw-content domain (raw.githubusercontent.com-like), outside the path and host.
    # Truth: the site's pages and the three raw files; the forge repo is another artifact.
    out.append(
        case(
            "quaypages-kelp-cli",
            "GitHub-Pages-like project site",
            "software documentation site with examples",
            "path_based_externals",
            QP_O + KELP,
            [QP_O + KELP + p for p in ("", "getting-started/", "examples/")] + KELP_RAW,
            _pages_sites,
            others=[QP_O + SEAGRASS, f"http://{FORGE}/ohlsson/kelp-cli"],
        )
    )
    return out
