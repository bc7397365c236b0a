"""Multi-hop course sites whose URIs share the entry's path: an open-courseware archive,
an open-textbook press and a lecture-deck host (the seed's Path-Based portals).

Each portal's `build()` makes its whole host (both records and the pages they link).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Shell, data, ul

# --- Open-courseware archive (MIT OCW-like) ----------------------------------------------

OCV = Shell(
    "courses.opencoursevault.hx65.example",
    "Open Course Vault",
    [
        ("/search/", "Find courses"),
        ("/collections/", "Collections"),
        ("/educators/", "For educators"),
    ],
    [
        ("/about/", "About"),
        ("/donate/", "Donate"),
        ("/license/", "License"),
        ("/accessibility/", "Accessibility"),
    ],
    title_format="{title} | {name}",
    chrome_extra={
        "/search/?d=History": "History",
        "/search/?d=Mathematics": "Mathematics",
        "/instructors/r-achebe/": "Prof. R. Achebe",
        "/instructors/l-moreau/": "Prof. L. Moreau",
    },
)


def _course(slug: str, title: str, sections: list[tuple[str, str]], side: str) -> str:
    nav = ul([(f"/courses/{slug}/{s}/", t) for s, t in sections], "course-nav")
    return nav + side


def ocv_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    # Course 1: a small history course with notes and assignments.
    s1 = "21h-114-teaching-world-history-fall-2022"
    t1 = "Teaching World History"
    c1 = f"/courses/{s1}"
    secs1 = [
        ("syllabus", "Syllabus"),
        ("lecture-notes", "Lecture Notes"),
        ("assignments", "Assignments"),
    ]
    nav1 = _course(
        s1, t1, secs1, '<p>Instructor: <a href="/instructors/r-achebe/">Prof. R. Achebe</a></p>'
    )
    pages[c1 + "/"] = OCV.page(
        f"{t1} | History",
        f"<h1>{t1}</h1>{nav1}<p>Course description: methods for teaching world history.</p>"
        '<p>Department: <a href="/search/?d=History">History</a></p>'
        f'<p><a href="{c1}/{s1}.zip">Download course</a></p>',
        share=OCV.url(c1 + "/"),
    )
    pages[f"{c1}/{s1}.zip"] = b"PK\x05\x06" + bytes(18)
    pages[c1 + "/syllabus/"] = OCV.page(f"Syllabus | {t1}", f"<h1>Syllabus</h1>{nav1}")
    notes1 = [f"{c1}/resources/lec{i:02d}-notes/" for i in (1, 2, 3)]
    pages[c1 + "/lecture-notes/"] = OCV.page(
        f"Lecture Notes | {t1}",
        f"<h1>Lecture Notes</h1>{nav1}"
        + ul([(n, f"Lecture {i}") for i, n in enumerate(notes1, 1)]),
    )
    for i, n in enumerate(notes1, 1):
        pdfp = f"{c1}/lec{i:02d}-notes.pdf"
        pages[n] = OCV.page(f"Lecture {i} notes | {t1}", f'{nav1}<a href="{pdfp}">Download PDF</a>')
        pages[pdfp] = pdf(t1, [f"Lecture {i}"])
    pages[c1 + "/assignments/"] = OCV.page(
        f"Assignments | {t1}",
        f"<h1>Assignments</h1>{nav1}"
        + ul([(f"{c1}/ps{i}.pdf", f"Problem set {i}") for i in (1, 2)]),
    )
    for i in (1, 2):
        pages[f"{c1}/ps{i}.pdf"] = pdf(t1, [f"Problem set {i}"])
    # Course 2: bigger, with videos, paginated resource list and an archived earlier run.
    s2 = "18-s191-linear-algebra-for-teachers-spring-2024"
    t2 = "Linear Algebra for Teachers"
    c2 = f"/courses/{s2}"
    old = "/courses/18-s191-linear-algebra-for-teachers-spring-2020/"
    secs2 = [
        ("syllabus", "Syllabus"),
        ("calendar", "Calendar"),
        ("lecture-notes", "Lecture Notes"),
        ("assignments", "Problem Sets"),
        ("video-galleries/lecture-videos", "Lecture Videos"),
        ("download", "Download"),
    ]
    nav2 = _course(
        s2,
        t2,
        secs2,
        '<p>Instructor: <a href="/instructors/l-moreau/">Prof. L. Moreau</a></p>'
        f'<aside>Other versions: <a href="{old}">Spring 2020</a></aside>',
    )
    pages[c2 + "/"] = OCV.page(
        f"{t2} | Mathematics",
        f"<h1>{t2}</h1>{nav2}<p>Vectors, matrices and their teaching.</p>"
        '<p>Department: <a href="/search/?d=Mathematics">Mathematics</a></p>',
        share=OCV.url(c2 + "/"),
    )
    for sec, title in (("syllabus", "Syllabus"), ("calendar", "Calendar")):
        pages[f"{c2}/{sec}/"] = OCV.page(f"{title} | {t2}", f"<h1>{title}</h1>{nav2}")
    notes2 = [f"{c2}/resources/mit18_s191s24_lec{i:02d}/" for i in range(1, 9)]
    pages[c2 + "/lecture-notes/"] = OCV.page(
        f"Lecture Notes | {t2}",
        f"<h1>Lecture Notes</h1>{nav2}"
        + ul([(n, f"Lecture {i}") for i, n in enumerate(notes2[:4], 1)])
        + f'<a href="{c2}/lecture-notes/?page=2">Next page</a>',
    )
    pages[c2 + "/lecture-notes/?page=2"] = OCV.page(
        f"Lecture Notes | {t2}",
        f"<h1>Lecture Notes (2)</h1>{nav2}"
        + ul([(n, f"Lecture {i}") for i, n in enumerate(notes2[4:], 5)]),
    )
    for i, n in enumerate(notes2, 1):
        pdfp = f"{c2}/mit18_s191s24_lec{i:02d}.pdf"
        pages[n] = OCV.page(f"Lecture {i} | {t2}", f'{nav2}<a href="{pdfp}">Download PDF</a>')
        pages[pdfp] = pdf(t2, [f"Lecture {i}"])
    pages[c2 + "/assignments/"] = OCV.page(
        f"Problem Sets | {t2}",
        f"<h1>Problem Sets</h1>{nav2}"
        + ul(
            [
                (f"{c2}/pset{i}{k}.pdf", f"Problem set {i} {k}")
                for i in (1, 2, 3)
                for k in ("", "-sol")
            ]
        ),
    )
    for i in (1, 2, 3):
        for k in ("", "-sol"):
            pages[f"{c2}/pset{i}{k}.pdf"] = pdf(t2, [f"Problem set {i}{k}"])
    vids = [f"{c2}/resources/lecture-{i}-video/" for i in (1, 2, 3)]
    pages[c2 + "/video-galleries/lecture-videos/"] = OCV.page(
        f"Lecture Videos | {t2}",
        f"<h1>Lecture Videos</h1>{nav2}" + ul([(v, f"Lecture {i}") for i, v in enumerate(vids, 1)]),
    )
    for i, v in enumerate(vids, 1):
        pages[v] = OCV.page(
            f"Lecture {i} video | {t2}",
            f'{nav2}<video src="{c2}/lecture-{i}-360p.mp4" controls></video>'
            f'<p><a href="{c2}/lecture-{i}-360p.mp4">Download video</a> · '
            f'<a href="{c2}/lecture-{i}-transcript.pdf">Transcript</a></p>',
        )
        pages[f"{c2}/lecture-{i}-360p.mp4"] = b"\x00\x00\x00\x18ftypmp42"
        pages[f"{c2}/lecture-{i}-transcript.pdf"] = pdf(t2, [f"Transcript {i}"])
    pages[c2 + "/download/"] = OCV.page(
        f"Download | {t2}", f'<h1>Download course</h1>{nav2}<a href="{c2}/{s2}.zip">ZIP</a>'
    )
    pages[f"{c2}/{s2}.zip"] = b"PK\x05\x06" + bytes(18)
    pages[old] = OCV.page(f"{t2} (2020) | Mathematics", f"<h1>{t2}, spring 2020</h1>")
    return [OCV.site(pages)]


def _ocv_cases() -> list[Case]:
    u = OCV.url
    s1 = "/courses/21h-114-teaching-world-history-fall-2022"
    s2 = "/courses/18-s191-linear-algebra-for-teachers-spring-2024"
    t1 = [s1 + "/", f"{s1}/21h-114-teaching-world-history-fall-2022.zip", s1 + "/syllabus/"]
    t1 += [s1 + "/lecture-notes/", s1 + "/assignments/", f"{s1}/ps1.pdf", f"{s1}/ps2.pdf"]
    t1 += [f"{s1}/resources/lec{i:02d}-notes/" for i in (1, 2, 3)]
    t1 += [f"{s1}/lec{i:02d}-notes.pdf" for i in (1, 2, 3)]
    t2 = [s2 + "/"] + [
        f"{s2}/{x}/" for x in ("syllabus", "calendar", "lecture-notes", "assignments")
    ]
    t2 += [
        s2 + "/video-galleries/lecture-videos/",
        s2 + "/download/",
        s2 + "/lecture-notes/?page=2",
    ]
    t2 += [f"{s2}/18-s191-linear-algebra-for-teachers-spring-2024.zip"]
    t2 += [f"{s2}/resources/mit18_s191s24_lec{i:02d}/" for i in range(1, 9)]
    t2 += [f"{s2}/mit18_s191s24_lec{i:02d}.pdf" for i in range(1, 9)]
    t2 += [f"{s2}/pset{i}{k}.pdf" for i in (1, 2, 3) for k in ("", "-sol")]
    t2 += [f"{s2}/resources/lecture-{i}-video/" for i in (1, 2, 3)]
    t2 += [f"{s2}/lecture-{i}-{k}" for i in (1, 2, 3) for k in ("360p.mp4", "transcript.pdf")]
    return [
        # A course site is Multi-Hop and every page and file sits under the course's path,
        # as on GitLab/BitBucket or a Silk subsite -> Path-Based.
        case(
            "opencoursevault-world-history",
            "Open-courseware archive (course with notes and problem sets)",
            "Multi-Hop",
            "path_based",
            u(s1 + "/"),
            [u(x) for x in t1],
            ocv_build,
        ),
        # Harder: paginated notes, video pages with files, a course download, and the
        # earlier run of the course (another artifact, outside the path) -> Path-Based.
        case(
            "opencoursevault-linear-algebra",
            "Open-courseware archive (course with videos, pagination and an earlier run)",
            "Multi-Hop",
            "path_based",
            u(s2 + "/"),
            [u(x) for x in t2],
            ocv_build,
            others=[u("/courses/18-s191-linear-algebra-for-teachers-spring-2020/")],
        ),
    ]


# --- Open-textbook press (Pressbooks-like) -----------------------------------------------

PRESS = Shell(
    "press.openshelfbooks.hx65.example",
    "OpenShelf Press",
    [("/catalog/", "Catalog"), ("/adopt/", "Adopt a book"), ("/authors/", "For authors")],
    [("/about/", "About"), ("/accessibility/", "Accessibility"), ("/contact/", "Contact")],
    title_format="{title} – {name}",
)


def press_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    books = {
        "primarysources": (
            "Teaching with Primary Sources",
            [
                ("front-matter", "introduction"),
                ("chapter", "finding-sources"),
                ("chapter", "close-reading"),
                ("back-matter", "glossary"),
            ],
            ["pdf", "epub"],
        ),
        "statsforeducators": (
            "Statistics for Educators",
            [("front-matter", "preface")]
            + [("chapter", f"chapter-{i}") for i in range(1, 9)]
            + [
                ("part", "part-1"),
                ("part", "part-2"),
                ("back-matter", "answer-key"),
                ("back-matter", "data-sets"),
            ],
            ["pdf", "epub", "html", "xml"],
        ),
    }
    for slug, (title, toc, exports) in books.items():
        b = f"/{slug}"
        toc_links = [(f"{b}/{k}/{s}/", s.replace("-", " ").title()) for k, s in toc]
        ex = [(f"{b}/open/download?type={t}", t.upper()) for t in exports]
        pages[b + "/"] = PRESS.page(
            title,
            f"<h1>{title}</h1><p>An open textbook.</p><h2>Contents</h2>{ul(toc_links)}"
            f"<h2>Download this book</h2>{ul(ex)}"
            '<p><a href="/catalog/">More books in the catalog</a></p>',
            share=PRESS.url(b + "/"),
        )
        for i, (href, text) in enumerate(toc_links):
            nxt = toc_links[i + 1][0] if i + 1 < len(toc_links) else b + "/"
            extra = ""
            if text.startswith("Chapter"):
                extra = (
                    f'<iframe src="{b}/wp-admin/admin-ajax.php?action=h5p_embed&id={i}"></iframe>'
                )
                extra += f'<p><a href="{b}/h5p-activity/{i}/">Open the activity</a></p>'
                pages[f"{b}/h5p-activity/{i}/"] = PRESS.page(
                    f"Activity {i} – {title}", "<p>Quiz</p>"
                )
                pages[f"{b}/wp-admin/admin-ajax.php?action=h5p_embed&id={i}"] = "<p>h5p</p>"
            pages[href] = PRESS.page(
                f"{text} – {title}",
                f'<nav class="book"><a href="{b}/">{title}</a></nav><h1>{text}</h1>{extra}'
                f'<a rel="next" href="{nxt}">Next</a>',
            )
        for t in exports:
            pages[f"{b}/open/download?type={t}"] = data(
                f"{title} ({t})", "application/octet-stream"
            )
    return [PRESS.site(pages)]


def _press_cases() -> list[Case]:
    u = PRESS.url

    def truth(slug: str, toc: list[str], exports: list[str], activities: list[int]) -> list[str]:
        t = [u(f"/{slug}/")] + [u(f"/{slug}/{x}/") for x in toc]
        t += [u(f"/{slug}/open/download?type={x}") for x in exports]
        t += [u(f"/{slug}/h5p-activity/{i}/") for i in activities]
        return t

    toc2 = ["front-matter/preface"] + [f"chapter/chapter-{i}" for i in range(1, 9)]
    toc2 += ["part/part-1", "part/part-2", "back-matter/answer-key", "back-matter/data-sets"]
    return [
        # A book is a small site under its own path (like a Silk subsite) -> Path-Based.
        case(
            "openshelf-primary-sources",
            "Open-textbook press (short book with two exports)",
            "Multi-Hop",
            "path_based",
            u("/primarysources/"),
            truth(
                "primarysources",
                [
                    "front-matter/introduction",
                    "chapter/finding-sources",
                    "chapter/close-reading",
                    "back-matter/glossary",
                ],
                ["pdf", "epub"],
                [],
            ),
            press_build,
        ),
        # Harder: thirteen sections chained by "next" links, parts, embedded H5P activities
        # with their own pages, four exports -> Path-Based.
        case(
            "openshelf-stats-for-educators",
            "Open-textbook press (long book with activities and four exports)",
            "Multi-Hop",
            "path_based",
            u("/statsforeducators/"),
            truth("statsforeducators", toc2, ["pdf", "epub", "html", "xml"], list(range(1, 9))),
            press_build,
        ),
    ]


# --- Lecture-deck host (Slideshare-like) -------------------------------------------------

DECK = Shell(
    "decks.slidelectern.hx65.example",
    "SlideLectern",
    [("/explore", "Explore"), ("/upload", "Upload"), ("/pro", "Pro")],
    [("/about", "About"), ("/legal/terms", "Terms"), ("/legal/privacy", "Privacy")],
    chrome_extra={
        "/dr-okafor": "Dr. Okafor",
        "/t-nguyen": "T. Nguyen",
        "/explore/education": "Education",
    },
)


def deck_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    decks = {
        "/dr-okafor/intro-stats-lecture-4": ("Intro to Statistics, Lecture 4: Sampling", 4, False),
        "/t-nguyen/formative-assessment-workshop": ("Formative Assessment Workshop", 12, True),
        "/t-nguyen/exit-tickets-that-work": ("Exit Tickets That Work", 3, False),
    }
    for d, (title, n, rich) in decks.items():
        owner = d.rsplit("/", 1)[0]
        slides = [(f"{d}/slide/{i}", f"Slide {i}") for i in range(1, n + 1)]
        extra = ""
        if rich:
            extra = (
                f'<p><a href="{d}/transcript">Transcript</a> · <a href="{d}/embed">Embed</a></p>'
                "<aside>More from this author "
                + ul([("/t-nguyen/exit-tickets-that-work/", "Exit Tickets That Work")])
                + "</aside>"
            )
            pages[f"{d}/transcript"] = DECK.page(f"Transcript: {title}", "<p>Transcript.</p>")
            pages[f"{d}/embed"] = DECK.page(f"Embed: {title}", "<pre>&lt;iframe&gt;</pre>")
        pages[d + "/"] = DECK.page(
            title,
            f'<h1>{escape(title)}</h1><p>by <a href="{owner}">{owner[1:]}</a> in '
            '<a href="/explore/education">Education</a></p>'
            f'<img src="{d}/thumb/1.png" alt="">{ul(slides, "slides")}'
            f'<p><a href="{d}/download">Download PDF</a></p>{extra}',
            share=DECK.url(d + "/"),
        )
        pages[f"{d}/thumb/1.png"] = png(16, 9)
        pages[f"{d}/download"] = pdf(title, ["slides"])
        for href, text in slides:
            pages[href] = DECK.page(
                f"{text} – {title}", f'<img src="{d}/thumb/1.png" alt="{text}">'
            )
    return [DECK.site(pages)]


def _deck_cases() -> list[Case]:
    u = DECK.url
    d1, d2 = "/dr-okafor/intro-stats-lecture-4", "/t-nguyen/formative-assessment-workshop"
    return [
        # Slideshare is Multi-Hop/Path-Based in the seed: every slide under the deck path.
        case(
            "slidelectern-sampling-lecture",
            "Lecture-deck host (four-slide deck)",
            "Multi-Hop",
            "path_based",
            u(d1 + "/"),
            [u(d1 + "/"), u(d1 + "/download")] + [u(f"{d1}/slide/{i}") for i in range(1, 5)],
            deck_build,
        ),
        # Harder: twelve slides, transcript and embed pages, and a sibling deck of the same
        # author (another artifact) -> Path-Based.
        case(
            "slidelectern-formative-workshop",
            "Lecture-deck host (twelve-slide deck with transcript and sibling decks)",
            "Multi-Hop",
            "path_based",
            u(d2 + "/"),
            [u(d2 + "/"), u(d2 + "/download"), u(d2 + "/transcript"), u(d2 + "/embed")]
            + [u(f"{d2}/slide/{i}") for i in range(1, 13)],
            deck_build,
            others=[u("/t-nguyen/exit-tickets-that-work/")],
        ),
    ]


CASES: list[Case] = [*_ocv_cases(), *_press_cases(), *_deck_cases()]
