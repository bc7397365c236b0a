"""Single-artifact-URI and bare single-hop portals: a lab-report archive and a poster
gallery (each report or poster is one HTML page, its figures, video and poster image
embedded: Single Page), and a physics department's hand-written thesis pages (no chrome at
all, every link a file of the thesis: Single Page+)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Skin, bare_site, figure, pdf_file, text_file, ul

# --- lab-report archive --------------------------------------------------------------------

LAB = Skin(
    host="reports.quillbench.hx95.example",
    name="QuillBench Lab Reports",
    menu=[("/courses", "Courses"), ("/recent", "Recent"), ("/guidelines", "Writing guide")],
    footer=[("/about", "About"), ("/terms", "Terms"), ("/accessibility", "Accessibility")],
    cdn="cdn.quillbenchstatic.hx95.example",
    cls="qb",
    login="/auth/login",
    signup="/auth/join",
)
LAB_R1 = "/r/chem-231/2024/titration-of-a-weak-acid-with-naoh"
LAB_R2 = "/r/bio-305/2023/photosynthetic-rate-under-coloured-light"
LAB_R2_PREV = "/r/bio-305/2023/leaf-disc-flotation-pilot"
LAB_R2_NEXT = "/r/bio-305/2023/chlorophyll-extraction-by-tlc"


def _lab_report(path: str, title: str, course: str, body: str, extra: str = "") -> str:
    main = (
        f'<article class="qb-report"><p class="qb-course"><a href="/courses/{course}">'
        f"{course.upper()}</a> · Lab report</p><h1>{escape(title)}</h1>"
        f'<p class="qb-by">Submitted by <a href="/people/{path.split("/")[-1][:6]}">a student</a>'
        f" · graded · public</p>{body}</article>{extra}"
        '<section class="qb-cite"><h2>Cite</h2><p>Copy the citation text below into your'
        " reference manager.</p><pre>" + escape(title) + ". QuillBench Lab Reports.</pre></section>"
    )
    aside = "<h3>Course</h3>" + ul(
        [(f"/courses/{course}", "All reports in this course"), ("/guidelines", "How to write")]
    )
    return LAB.page(title, main, aside=aside, share=LAB.url(path))


def lab_sites() -> list[Site]:
    r1 = _lab_report(
        LAB_R1,
        "Titration of a weak acid with NaOH",
        "chem-231",
        "<h2>Aim</h2><p>To find the pKa of acetic acid by potentiometric titration.</p>"
        '<figure><img src="/media/chem-231/titration-curve.png" alt="curve">'
        "<figcaption>Figure 1. pH against volume of NaOH added.</figcaption></figure>"
        "<h2>Results</h2><table><tr><th>V (mL)</th><th>pH</th></tr><tr><td>12.5</td>"
        "<td>4.74</td></tr></table><h2>Discussion</h2><p>The half-equivalence point gives"
        ' pKa = 4.74, matching the <a href="http://doi.test/10.1021/ed.example">literature'
        " value</a>.</p>",
    )
    r2_body = (
        "<h2>Introduction</h2><p>Elodea sprigs were lit through coloured filters.</p>"
        + "".join(
            f'<figure><img src="/media/bio-305/light-{c}.png" alt="{c}"><figcaption>Figure {i}.'
            f" Oxygen bubbles per minute under {c} light.</figcaption></figure>"
            for i, c in enumerate(["red", "green", "blue", "white"], 1)
        )
        + '<iframe src="/embed/clip/5531" title="Time-lapse" width="480" height="270"></iframe>'
        "<h2>Conclusion</h2><p>Rates were lowest under green light.</p>"
    )
    r2_extra = (
        '<nav class="qb-seq"><a rel="prev" href="' + LAB_R2_PREV + '">Previous report</a> '
        '<a rel="next" href="' + LAB_R2_NEXT + '">Next report</a></nav>'
        '<section class="qb-comments"><h2>Comments (3)</h2><ol>'
        "<li><b>TA</b>: Good control of temperature.</li><li><b>Peer</b>: Figure 3 axis?</li>"
        "<li><b>Author</b>: Fixed in the final version.</li></ol>"
        f'<p><a href="{LAB.login}">Sign in to comment</a></p></section>'
        "<p>Tags: "
        + " ".join(f'<a href="/tags/{t}">{t}</a>' for t in ["photosynthesis", "elodea"])
        + "</p>"
    )
    r2 = _lab_report(
        LAB_R2, "Photosynthetic rate under coloured light", "bio-305", r2_body, r2_extra
    )
    pages: dict[str, PageValue] = {
        LAB_R1: r1,
        LAB_R2: r2,
        "/media/chem-231/titration-curve.png": figure(),
        "/embed/clip/5531": "<!doctype html><title>clip</title><video src='/media/clip-5531.mp4'></video>",
        "/media/clip-5531.mp4": text_file("mp4", "video/mp4"),
        LAB_R2_PREV: _lab_report(
            LAB_R2_PREV, "Leaf disc flotation pilot", "bio-305", "<p>Pilot.</p>"
        ),
        LAB_R2_NEXT: _lab_report(
            LAB_R2_NEXT, "Chlorophyll extraction by TLC", "bio-305", "<p>TLC plates.</p>"
        ),
    }
    for c in ["red", "green", "blue", "white"]:
        pages[f"/media/bio-305/light-{c}.png"] = figure((200, 80, 40))
    return LAB.sites(pages)


# --- poster gallery ------------------------------------------------------------------------

POSTER = Skin(
    host="gallery.posterwick.hx95.example",
    name="Posterwick Student Research Gallery",
    menu=[("/symposia", "Symposia"), ("/disciplines", "Disciplines"), ("/awards", "Awards")],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    cdn="assets.posterwickcdn.hx95.example",
    cls="pw",
    title_format="{title} — {name}",
    login="/account/signin",
    signup="/account/new",
    search="/find",
)
PW_1 = "/p/2024-spring/118"
PW_2 = "/p/2025-summer-undergrad-research/407"
PW_2_SESSION = ["/p/2025-summer-undergrad-research/406", "/p/2025-summer-undergrad-research/408"]


def _poster(path: str, title: str, authors: str, abstract: str, more: str = "") -> str:
    pid = path.rsplit("/", 1)[1]
    main = (
        f'<div class="pw-poster"><h1>{escape(title)}</h1><p class="pw-authors">{authors}</p>'
        f'<img class="pw-full" src="/img/posters/{pid}/full.png" alt="Poster">'
        f"<h2>Abstract</h2><p>{abstract}</p>{more}"
        '<form method="post" action="/vote"><input type="hidden" name="poster" value="'
        f"{pid}\"><button>Vote for the People's Choice award</button></form></div>"
    )
    return POSTER.page(title, main, share=POSTER.url(path))


def poster_sites() -> list[Site]:
    p1 = _poster(
        PW_1,
        "Microplastics in campus pond sediment",
        "J. Alvarez, K. Osei (mentor: Dr. R. Lindgren)",
        "Sediment cores from two ponds held 40 to 210 particles per 100 g.",
    )
    more = (
        '<div class="pw-tiles">'
        + "".join(f'<img src="/img/posters/407/tile-{i}.png" alt="">' for i in range(4))
        + '</div><h2>Lightning talk</h2><video controls src="/media/talks/407.mp4"'
        ' poster="/img/posters/407/full.png"></video>'
        '<p class="pw-award">Winner, <a href="/awards/2025">Dean\'s Award 2025</a></p>'
        '<h2>Comments</h2><p>2 comments. <a href="/account/signin">Sign in</a> to reply.</p>'
        '<nav class="pw-session">Session B: '
        + " ".join(f'<a href="{p}">Poster {p.rsplit("/", 1)[1]}</a>' for p in PW_2_SESSION)
        + ' <a href="/symposia/2025-summer-undergrad-research">All posters</a></nav>'
    )
    p2 = _poster(
        PW_2,
        "Low-cost soil moisture sensing with capacitive probes",
        "A. Brennan, T. Nakamura, L. Petrov",
        "Eleven probes were calibrated against gravimetric samples across three soils.",
        more,
    )
    pages: dict[str, PageValue] = {
        PW_1: p1,
        PW_2: p2,
        "/media/talks/407.mp4": text_file("v", "video/mp4"),
    }
    for pid in ["118", "407"]:
        pages[f"/img/posters/{pid}/full.png"] = figure((30, 60, 150))
    for i in range(4):
        pages[f"/img/posters/407/tile-{i}.png"] = figure((30, 60, 150))
    for p in PW_2_SESSION:
        pages[p] = _poster(p, f"Session B poster {p[-3:]}", "Students", "Another study.")
        pages[f"/img/posters/{p[-3:]}/full.png"] = figure()
    return POSTER.sites(pages)


# --- department thesis pages (bare, hand-written) ------------------------------------------

DEPT = "pub.kelvarphys.hx95.example"
DEPT_1 = "/theses/2019-okafor.html"
DEPT_1_FILES = ["/pdf/okafor-2019-msc-thesis.pdf", "/pdf/okafor-2019-defence-slides.pdf"]
DEPT_2 = "/theses/2022-lindqvist-phd.html"
DEPT_2_FILES = [
    "/pdf/lindqvist-2022/front-matter.pdf",
    "/pdf/lindqvist-2022/ch1-introduction.pdf",
    "/pdf/lindqvist-2022/ch2-cryostat-design.pdf",
    "/pdf/lindqvist-2022/ch3-results.pdf",
    "/pdf/lindqvist-2022/appendices.pdf",
    "/data/lindqvist-2022/magnetisation-runs.tar.gz",
    "/data/lindqvist-2022/README.txt",
    "/theses/2022-lindqvist-errata.html",
]


def _bare(title: str, body: str) -> str:
    return (
        f'<html><head><title>{escape(title)}</title></head><body bgcolor="#ffffff">'
        f"<h2>{escape(title)}</h2>{body}<hr><address>Maintained by the graduate office."
        " Last modified: 3 March 2023.</address></body></html>"
    )


def dept_sites() -> list[Site]:
    d1 = _bare(
        "Okafor, C. (2019) Thin-film strain sensors for cryogenic use. MSc thesis",
        "<p>Supervisor: Prof. H. Varn. Submitted September 2019.</p>"
        "<p><b>Abstract.</b> Constantan films were patterned on Kapton and tested to 4 K.</p>"
        f'<ul><li><a href="{DEPT_1_FILES[0]}">Thesis (PDF, 4.1 MB)</a></li>'
        f'<li><a href="{DEPT_1_FILES[1]}">Defence slides (PDF)</a></li></ul>',
    )
    items = "".join(f'<li><a href="{p}">{p.rsplit("/", 1)[1]}</a></li>' for p in DEPT_2_FILES[:7])
    d2 = _bare(
        "Lindqvist, M. (2022) A compact dilution-refrigerator insert. PhD thesis",
        "<p>Supervisors: Prof. H. Varn, Dr. E. Sato. Defended 14 June 2022.</p>"
        "<p><b>Abstract.</b> A 40 mm insert reached 18 mK with a 3He circulation of 90 umol/s."
        "</p><p>The thesis is split by chapter:</p><ol>" + items + "</ol>"
        f'<p>Corrections after the defence are listed on the <a href="{DEPT_2_FILES[7]}">'
        "errata page</a>.</p>",
    )
    errata = _bare(
        "Errata: Lindqvist (2022)",
        "<ul><li>p. 41, eq. 3.2: the sign of the second term is negative.</li></ul>",
    )
    pages: dict[str, PageValue] = {DEPT_1: d1, DEPT_2: d2, DEPT_2_FILES[7]: errata}
    for p in DEPT_1_FILES:
        pages[p] = pdf_file("Okafor 2019", p.rsplit("/", 1)[1])
    for p in DEPT_2_FILES[:5]:
        pages[p] = pdf_file("Lindqvist 2022", p.rsplit("/", 1)[1])
    pages[DEPT_2_FILES[5]] = text_file("tarball", "application/gzip")
    pages[DEPT_2_FILES[6]] = text_file("Magnetisation runs, one file per cooldown.\n")
    return [bare_site(DEPT, pages)]


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # A lab report is one HTML page; its figures are embedded and every link is chrome, the
    # course, tags or a DOI: the seed's blog-post shape, Single Page.
    case(
        "quillbench-titration",
        "lab-report archive (one chemistry report)",
        "single_artifact_uri",
        "single_page",
        LAB.url(LAB_R1),
        [LAB.url(LAB_R1)],
        lab_sites,
    ),
    # Harder: four embedded figures, an embedded clip, comments, tags and previous/next
    # reports of the same course.  Still one artifact URI: Single Page.
    case(
        "quillbench-photosynthesis",
        "lab-report archive (biology report with comments and neighbours)",
        "single_artifact_uri",
        "single_page",
        LAB.url(LAB_R2),
        [LAB.url(LAB_R2)],
        lab_sites,
        others=[LAB.url(LAB_R2_PREV), LAB.url(LAB_R2_NEXT)],
    ),
    # A poster is shown as an embedded image on its page, like a video on Benchfly: Single Page.
    case(
        "posterwick-microplastics",
        "poster gallery (single poster)",
        "single_artifact_uri",
        "single_page",
        POSTER.url(PW_1),
        [POSTER.url(PW_1)],
        poster_sites,
    ),
    # Harder: zoom tiles, an embedded lightning talk, an award and the session's neighbours.
    case(
        "posterwick-soil-moisture",
        "poster gallery (awarded poster with talk and session)",
        "single_artifact_uri",
        "single_page",
        POSTER.url(PW_2),
        [POSTER.url(PW_2)],
        poster_sites,
        others=[POSTER.url(p) for p in PW_2_SESSION],
    ),
    # A hand-written page with no menus: everything one hop away is the thesis (Single Hop
    # with nothing to ignore), so Single Page+.
    case(
        "kelvar-okafor-msc",
        "department thesis pages (MSc thesis and slides)",
        "single_hop",
        "single_page_plus",
        _u(DEPT, DEPT_1),
        [_u(DEPT, p) for p in [DEPT_1, *DEPT_1_FILES]],
        dept_sites,
    ),
    # Harder: chapters as separate PDFs, a data tarball, a README and an errata page.
    case(
        "kelvar-lindqvist-phd",
        "department thesis pages (PhD thesis split by chapter with data and errata)",
        "single_hop",
        "single_page_plus",
        _u(DEPT, DEPT_2),
        [_u(DEPT, p) for p in [DEPT_2, *DEPT_2_FILES]],
        dept_sites,
    ),
]
