"""Scholarly web presence outside the big portals: a lab project, a project microsite and a
personal homepage (held-out set six).

Ground truth follows the seed's definitions: the artifact URIs are the entry page and the
linked objects that make up the unit of scholarly discourse, on the portal's own hosts;
chrome (menus, search, login, footer, cookie pages), other people's and other projects'
pages, and other portals are outside; embedded resources (CSS, JS, images) are not counted.
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._chrome import Chrome, blob, pdf_file, text, ul

LAB = "fenwick-marine-lab.hx6.example"
ATLAS = "saltmarsh-atlas.hx6.example"
STAFF = "staff.quornford.hx6.example"


def _lab_chrome() -> Chrome:
    return Chrome(
        LAB,
        "Fenwick Marine Ecology Lab",
        [
            ("/research/", "Research"),
            ("/people/", "People"),
            ("/projects/", "Projects"),
            ("/news/", "News"),
            ("/contact", "Contact"),
        ],
        [("/privacy", "Privacy"), ("http://www.quornford.hx6.example/", "Quornford University")],
        variant="table",
        home_main='<h1>Fenwick Lab</h1><p>Current projects: <a href="/projects/tidepool/">TidePool</a>, '
        '<a href="/projects/tidepool-ii/">TidePool II</a></p>',
    )


def lab_project() -> Case:
    """A lab's project site whose artifact spans sub-paths (pages, paginated data, files).

    The seed's Silk reasoning applies: the project is everything under its path, so
    **path_based** (the entry ends with a slash, as the seed asks).  Sub-pages use relative
    links ("team.html", "?page=2", "../team.html"), the data list is paginated (the 2023
    survey is two hops away), and a slash-less alias /projects/tidepool redirects to the
    entry (not an artifact URI: it has no content of its own).  The sister project
    /projects/tidepool-ii/, the PI's profile, lab news and the journals the papers appeared in
    are other artifacts.
    """
    c = _lab_chrome()
    p = "/projects/tidepool/"
    entry = c.url(p)
    title = "TidePool: rock-pool temperature loggers"
    pages = {
        p: c.page(
            title,
            f"<h1>{title}</h1><p>Led by <a href='/people/amara-osei/'>Amara Osei</a>.</p>"
            + ul(
                [
                    ("team.html", "Team"),
                    ("data/", "Data"),
                    ("pubs/", "Publications"),
                    ("files/tidepool-protocol.pdf", "Field protocol (PDF)"),
                    ("/news/2024/tidepool-award", "News: TidePool wins award"),
                    ("/projects/tidepool-ii/", "Follow-up project: TidePool II"),
                ]
            ),
            path=p,
        ),
        "/projects/tidepool": Response.redirect(entry, 301),
        p + "team.html": c.page(
            "TidePool team",
            "<h1>Team</h1>"
            + ul(
                [
                    ("/projects/tidepool", "Project overview"),
                    ("/people/amara-osei/", "Amara Osei"),
                    ("/people/jon-brack/", "Jon Brack"),
                ]
            ),
            path=p + "team.html",
        ),
        p + "data/": c.page(
            "TidePool data",
            "<h1>Data</h1>"
            + ul(
                [
                    ("sites.csv", "Logger sites"),
                    ("?page=2", "Older data »"),
                    ("../team.html", "Who collected it"),
                ]
            ),
            path=p + "data/",
        ),
        p + "data/?page=2": c.page(
            "TidePool data (page 2)",
            "<h1>Data, page 2</h1>"
            + ul([("2023-survey.csv", "2023 survey"), ("./", "« Newer data")]),
            path=p + "data/",
        ),
        p + "data/sites.csv": text("site,lat,lon\nK1,55.1,-1.5\n", "text/csv"),
        p + "data/2023-survey.csv": blob("csv", 23),
        p + "pubs/": c.page(
            "TidePool publications",
            "<h1>Publications</h1>"
            + ul(
                [
                    (
                        "http://journal.coastal.hx6.example/doi/10.5555/cst.2024.11",
                        "Osei & Brack 2024",
                    ),
                    ("../", "Back to project"),
                ]
            ),
            path=p + "pubs/",
        ),
        p + "files/tidepool-protocol.pdf": pdf_file("TidePool protocol"),
        "/projects/tidepool-ii/": c.page(
            "TidePool II", "<h1>TidePool II</h1>", path="/projects/tidepool-ii/"
        ),
    }
    truth = frozenset(
        c.url(p + s)
        for s in (
            "",
            "team.html",
            "data/",
            "data/?page=2",
            "data/sites.csv",
            "data/2023-survey.csv",
            "pubs/",
            "files/tidepool-protocol.pdf",
        )
    )
    return Case(
        "hx6-lab-project-subpaths",
        "lab project website",
        "Multi-Hop",
        "path_based",
        entry,
        truth,
        lambda: [c.site(pages)],
        frozenset(
            {
                c.url("/projects/tidepool-ii/"),
                c.url("/people/amara-osei/"),
                "http://journal.coastal.hx6.example/doi/10.5555/cst.2024.11",
            }
        ),
    )


def atlas_microsite() -> Case:
    """A whole host given to one dataset's visualisation (the seed's Silk example).

    The entry is the host's root, so **path_based** with the single slash takes the whole
    host, and that is the artifact: its menu links (Explore, Sites, Data, About) are
    artifact pages here, unlike on a portal.  The funding lab's site is another portal.
    Map tiles are embedded images and do not count.
    """
    nav = [("/explore", "Explore"), ("/sites/", "Sites"), ("/data/", "Data"), ("/about", "About")]
    c = Chrome(
        ATLAS,
        "Saltmarsh Atlas",
        nav,
        [("http://fenwick-marine-lab.hx6.example/", "Fenwick Lab")],
        variant="app",
        title_format="{name} — {title}",
        login="",
    )
    intro = (
        '<h1>Saltmarsh Atlas of the Kestle estuary</h1><img src="/tiles/0/0/0.png" alt="map">'
        '<p>Explore <a href="/explore?layer=salinity">salinity</a> or browse the '
        '<a href="/sites/">sampling sites</a>.</p>'
    )
    pages = {
        "/": c.page("Saltmarsh Atlas", intro, raw_title=True),
        "/tiles/0/0/0.png": blob("tif", 1),
        "/explore": c.page(
            "Explore",
            '<h1>Explore</h1><a href="/explore?layer=salinity">Salinity layer</a>'
            ' <a href="/explore?layer=elevation">Elevation layer</a>',
            path="/explore",
        ),
        "/explore?layer=salinity": c.page("Salinity", "<h1>Salinity</h1>", path="/explore"),
        "/explore?layer=elevation": c.page("Elevation", "<h1>Elevation</h1>", path="/explore"),
        "/sites/": c.page(
            "Sites",
            "<h1>Sites</h1>"
            + ul([("kestle-creek", "Kestle Creek"), ("morrow-flats", "Morrow Flats")]),
            path="/sites/",
        ),
        "/sites/kestle-creek": c.page(
            "Kestle Creek", "<h1>Kestle Creek</h1>", path="/sites/kestle-creek"
        ),
        "/sites/morrow-flats": c.page(
            "Morrow Flats", "<h1>Morrow Flats</h1>", path="/sites/morrow-flats"
        ),
        "/data/": c.page(
            "Data", '<h1>Data</h1><a href="atlas-2024.csv">atlas-2024.csv</a>', path="/data/"
        ),
        "/data/atlas-2024.csv": blob("csv", 24),
        "/about": c.page("About", "<h1>About</h1><p>Funded by the Fenwick lab.</p>", path="/about"),
    }
    paths = [
        "/",
        "/explore",
        "/explore?layer=salinity",
        "/explore?layer=elevation",
        "/sites/",
        "/sites/kestle-creek",
        "/sites/morrow-flats",
        "/data/",
        "/data/atlas-2024.csv",
        "/about",
    ]
    return Case(
        "hx6-atlas-microsite",
        "project microsite (Silk-like)",
        "Multi-Hop",
        "path_based",
        c.url("/"),
        frozenset(c.url(x) for x in paths),
        lambda: [c.site(pages)],
        frozenset({"http://fenwick-marine-lab.hx6.example/"}),
    )


def _staff_site(pages: dict[str, str | Response]) -> Site:
    dept = Chrome(
        STAFF,
        "School of Computing, Quornford",
        [("/research", "Research"), ("/study", "Study"), ("/staff-directory", "Staff")],
        [("/privacy", "Privacy")],
        variant="bar",
        login="/idp/login",
        login_param="target",
    )
    return dept.site(pages)


def _home_page(who: str, title: str, body: str) -> str:
    """A hand-written personal page: no portal chrome, the person's own menu."""
    menu = " · ".join(
        f'<a href="/{who}/{h}">{t}</a>'
        for h, t in [
            ("", "Home"),
            ("papers/", "Papers"),
            ("teaching.html", "Teaching"),
            ("cv.pdf", "CV"),
        ]
    )
    return (
        f"<html><head><title>{title}</title></head><body bgcolor=white>"
        f"<p>{menu}</p><hr>{body}<hr><address>Last modified 2025-02-03</address></body></html>"
    )


def _paper_pages() -> dict[str, str | Response]:
    base = "/~ivarga/papers/"
    body = (
        "<h2>Sparse echoes: compressed sensing for side-scan sonar</h2>"
        '<p>I. Varga and <a href="/~tmbeki/">T. Mbeki</a>. WLCS 2025.</p><ul>'
        '<li><a href="echo-sparse.pdf">[pdf]</a></li>'
        '<li><a href="../talks/echo-sparse-slides.pdf">[slides]</a></li>'
        '<li><a href="../code/echo-sparse-1.2.tar.gz">[code, v1.2]</a></li>'
        '<li><a href="echo-sparse.bib">[bibtex]</a></li>'
        '<li><a href="http://prepress-lumen.hx6.example/abs/2411.08812">[arXiv-style preprint]</a></li>'
        '<li><a href="http://doi.hx6.example/10.5555/wlcs.2025.117">[DOI]</a></li></ul>'
    )
    return {
        base + "echo-sparse.html": _home_page(
            "~ivarga", "Sparse echoes (Varga & Mbeki, WLCS 2025)", body
        ),
        base + "echo-sparse.pdf": pdf_file("Sparse echoes"),
        "/~ivarga/talks/echo-sparse-slides.pdf": pdf_file("Sparse echoes: slides"),
        "/~ivarga/code/echo-sparse-1.2.tar.gz": blob("gz", 12),
        base + "echo-sparse.bib": text(
            "@inproceedings{varga2025sparse,\n  year=2025\n}\n", "application/x-bibtex"
        ),
        "/~ivarga/": _home_page("~ivarga", "Ilona Varga", "<h1>Ilona Varga</h1>"),
    }


def personal_paper() -> Case:
    """A personal academic homepage hosting a paper with its PDF, slides, code and BibTeX.

    Single Hop: everything belonging to the paper is linked from its page, so the seed's
    **single_page_plus_ignored**.  The person's own menu (Home, Papers, Teaching, CV) is not
    on the department homepage, so the Ignored URIs list cannot remove it; the truth still
    excludes it.  The co-author's homepage, the preprint on a preprint server and the DOI
    are other artifacts.
    """
    base = "/~ivarga/papers/"
    truth = frozenset(
        f"http://{STAFF}{x}"
        for x in (
            base + "echo-sparse.html",
            base + "echo-sparse.pdf",
            "/~ivarga/talks/echo-sparse-slides.pdf",
            "/~ivarga/code/echo-sparse-1.2.tar.gz",
            base + "echo-sparse.bib",
        )
    )
    return Case(
        "hx6-personal-homepage-paper",
        "personal academic homepage",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{STAFF}{base}echo-sparse.html",
        truth,
        lambda: [_staff_site({**_paper_pages(), **_talk_pages()})],
        frozenset({f"http://{STAFF}/~tmbeki/", "http://prepress-lumen.hx6.example/abs/2411.08812"}),
    )


def _talk_pages() -> dict[str, str | Response]:
    who = "/~tmbeki/"
    body = (
        "<h2>Talk: Listening to the seabed (Acoustics Workshop, Leeds, 2024)</h2>"
        '<p><a href="talks/seabed-2024.pdf">Slides (PDF)</a> · '
        '<a href="talks/seabed-2024.key">Keynote original</a> · '
        '<a href="talks/seabed-2024.mp4">Recording</a></p>'
        '<p>Based on our paper <a href="/~ivarga/papers/echo-sparse.html">Sparse echoes</a>. '
        '<a href="http://acoustics-ws.hx6.example/2024/">Workshop site</a></p>'
    )
    return {
        who + "talk-seabed.html": _home_page("~tmbeki", "Listening to the seabed - talk", body),
        who + "talks/seabed-2024.pdf": pdf_file("Listening to the seabed"),
        who + "talks/seabed-2024.key": blob("zip", 7),
        who + "talks/seabed-2024.mp4": blob("mp4", 7),
    }


def personal_talk() -> Case:
    """A talk page on another person's homepage under the same department host.

    The talk is slides (PDF and the Keynote original) and a recording file served from the
    same host; Single Hop, **single_page_plus_ignored**.  The paper the talk presents
    (another page of the same homepage) is a separate artifact, as is the workshop.
    """
    who = "/~tmbeki/"
    truth = frozenset(
        f"http://{STAFF}{who}{x}"
        for x in (
            "talk-seabed.html",
            "talks/seabed-2024.pdf",
            "talks/seabed-2024.key",
            "talks/seabed-2024.mp4",
        )
    )
    return Case(
        "hx6-personal-homepage-talk",
        "personal academic homepage",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{STAFF}{who}talk-seabed.html",
        truth,
        lambda: [_staff_site({**_paper_pages(), **_talk_pages()})],
        frozenset({f"http://{STAFF}/~ivarga/papers/echo-sparse.html"}),
    )


CASES: list[Case] = [lab_project(), atlas_microsite(), personal_paper(), personal_talk()]
