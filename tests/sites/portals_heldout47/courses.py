"""Course portals of heldout47: open courseware, MOOC catalogue, course-materials forge,
OER repository (title prefix) and open-textbook library (title suffix)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case
from sites.portals_heldout47._kit import (
    Portal,
    bibtex,
    chrome_page,
    data,
    escape,
    file_pdf,
    host,
    links,
    ris,
    serve,
)

# --- open courseware: every course page lives under /courses/<slug>/ -> path_based ------

OCW = Portal(
    host("ocw", "lumenhall"),
    "Lumenhall OpenCourseWare",
    [
        ("/search", "Find courses"),
        ("/educators", "Educators"),
        ("/about", "About"),
        ("/donate", "Give now"),
    ],
    [
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("/contact", "Contact"),
    ],
)
OCW_CDN = host("media", "lumenhall-cdn")  # the lecture videos are embedded from a CDN
OCW_COURSES = [
    ("phys-8-02-electromagnetism-fall-2023", "Electromagnetism", "Prof. Anika Sorrel", 3, 2, False),
    (
        "math-18-065-matrix-methods-spring-2024",
        "Matrix Methods in Data Analysis",
        "Prof. Ivo Brandt",
        6,
        4,
        True,
    ),
]


def _ocw_paths(slug: str, lectures: int, psets: int, videos: bool) -> list[str]:
    b = f"/courses/{slug}/"
    out = [
        b,
        b + "pages/syllabus/",
        b + "pages/calendar/",
        b + "pages/lecture-notes/",
        b + "download/",
        b + f"{slug}.zip",
    ]
    out += [b + "pages/assignments/"] if psets else []
    for i in range(1, lectures + 1):
        out += [b + f"resources/lec{i:02d}-notes/", b + f"lec{i:02d}-notes.pdf"]
    for i in range(1, psets + 1):
        out += [b + f"resources/pset{i}/", b + f"pset{i}.pdf", b + f"pset{i}-sol.pdf"]
    if videos:
        out += [b + "video-lectures/", b + "video-lectures/?page=2"]
        for i in range(1, lectures + 1):
            out += [b + f"resources/lecture-{i}-video/", b + f"lecture-{i}-transcript.pdf"]
    return out


def ocw_build() -> list[Site]:
    p, pages, cdn = OCW, {}, {}
    for slug, title, who, lectures, psets, videos in OCW_COURSES:
        b = f"/courses/{slug}/"
        nav = [
            (b, "Course home"),
            (b + "pages/syllabus/", "Syllabus"),
            (b + "pages/calendar/", "Calendar"),
            (b + "pages/lecture-notes/", "Lecture notes"),
            (b + "download/", "Download course"),
        ]
        if psets:
            nav.append((b + "pages/assignments/", "Assignments"))
        if videos:
            nav.append((b + "video-lectures/", "Video lectures"))
        side = '<nav class="course-nav">' + links(nav) + "</nav>"
        related = [
            ("/courses/18-01-single-variable-calculus-fall-2006/", "Single Variable Calculus"),
            ("/search?d=physics", "More in this department"),
        ]

        def pg(t: str, main: str, _side: str = side, _title: str = title, _b: str = b) -> str:
            return chrome_page(p, f"{t} | {_title}", _side + main, share=p.url(_b))

        pages[b] = pg(
            "Course home",
            f"<h1>{escape(title)}</h1><p>Instructor: <a href='/instructors/{who.split()[-1].lower()}'>{escape(who)}</a></p>"
            f"<p>Related: {links(related)}</p><p><a href='/courses/{slug}/download/'>Download this course</a></p>",
        )
        pages[b + "pages/syllabus/"] = pg(
            "Syllabus", "<h2>Syllabus</h2><p>Prerequisites and grading.</p>"
        )
        pages[b + "pages/calendar/"] = pg(
            "Calendar", "<h2>Calendar</h2><table><tr><td>Week 1</td></tr></table>"
        )
        notes = [
            (b + f"resources/lec{i:02d}-notes/", f"Lecture {i} notes")
            for i in range(1, lectures + 1)
        ]
        pages[b + "pages/lecture-notes/"] = pg("Lecture notes", links(notes))
        for i in range(1, lectures + 1):
            pages[b + f"resources/lec{i:02d}-notes/"] = pg(
                f"Lecture {i} notes", f"<a href='{b}lec{i:02d}-notes.pdf'>Download PDF</a>"
            )
            pages[b + f"lec{i:02d}-notes.pdf"] = file_pdf(f"{title}: lecture {i}", "Notes")
        if psets:
            ps = [(b + f"resources/pset{i}/", f"Problem set {i}") for i in range(1, psets + 1)]
            pages[b + "pages/assignments/"] = pg("Assignments", links(ps))
            for i in range(1, psets + 1):
                pages[b + f"resources/pset{i}/"] = pg(
                    f"Problem set {i}",
                    links(
                        [(b + f"pset{i}.pdf", "Problems"), (b + f"pset{i}-sol.pdf", "Solutions")]
                    ),
                )
                pages[b + f"pset{i}.pdf"] = file_pdf(f"Problem set {i}")
                pages[b + f"pset{i}-sol.pdf"] = file_pdf(f"Solutions {i}")
        if videos:
            vids = [
                (b + f"resources/lecture-{i}-video/", f"Lecture {i}")
                for i in range(1, lectures + 1)
            ]
            half = lectures // 2
            pages[b + "video-lectures/"] = pg(
                "Video lectures",
                links(vids[:half]) + f"<a href='{b}video-lectures/?page=2'>Next page</a>",
            )
            pages[b + "video-lectures/?page=2"] = pg("Video lectures, page 2", links(vids[half:]))
            for i in range(1, lectures + 1):
                pages[b + f"resources/lecture-{i}-video/"] = pg(
                    f"Lecture {i} video",
                    f"<video src='//{OCW_CDN}/ocw/{slug}/lec{i}.mp4' controls></video>"
                    f"<a href='{b}lecture-{i}-transcript.pdf'>Transcript (PDF)</a>",
                )
                pages[b + f"lecture-{i}-transcript.pdf"] = file_pdf(f"Transcript {i}")
                cdn[f"/ocw/{slug}/lec{i}.mp4"] = data(
                    b"\x00\x00\x00\x18ftypmp42" + bytes(40), "video/mp4"
                )
        pages[b + "download/"] = pg(
            "Download", f"<a href='{b}{slug}.zip'>Download course (zip)</a>"
        )
        pages[b + f"{slug}.zip"] = data(b"PK\x05\x06" + bytes(18), "application/zip")
    pages["/courses/18-01-single-variable-calculus-fall-2006/"] = chrome_page(
        p, "Single Variable Calculus", "<h1>Single Variable Calculus</h1>"
    )
    return [serve(p, pages), Site(OCW_CDN, cdn)]


def ocw_cases() -> list[Case]:
    out = []
    for n, (slug, _title, _w, lectures, psets, videos) in enumerate(OCW_COURSES):
        out.append(
            Case(
                f"ocw-{slug.split('-')[0]}",
                f"open courseware (course {'with video lectures and paginated listings' if n else 'notes only'})",
                "Multi-Hop",
                # Slideshare/GitLab shape: every course page and file sits under the course path.
                "path_based",
                OCW.url(f"/courses/{slug}/"),
                frozenset(OCW.url(x) for x in _ocw_paths(slug, lectures, psets, videos)),
                ocw_build,
                others=frozenset({OCW.url("/courses/18-01-single-variable-calculus-fall-2006/")}),
            )
        )
    return out


# --- MOOC catalogue: about page linking its own files from an asset store -> single_page_plus_ignored

MOOC = Portal(
    host("learn", "courseloft"),
    "Courseloft",
    [
        ("/courses", "Catalog"),
        ("/programs", "Programs"),
        ("/for-business", "For business"),
        ("/schools", "Schools & partners"),
    ],
    [
        ("/about", "About"),
        ("/careers", "Careers"),
        ("/legal/tos", "Terms of service"),
        ("/legal/privacy", "Privacy"),
        ("/help", "Help center"),
    ],
    title_format="{title} | Courseloft",
)
MOOC_COURSES = [
    ("EpiX+EPI101+2024_T1", "Introduction to Epidemiology", ["syllabus.pdf"], False),
    (
        "DataU+ML204+2025_T2",
        "Machine Learning for Field Ecologists",
        ["syllabus.pdf", "reading-list.pdf", "faq.pdf"],
        True,
    ),
]


def _mooc_files(key: str, files: list[str], extra: bool) -> list[str]:
    slug = key.replace("+", "-").lower()
    out = [f"/course/{key}/about"]
    out += [f"/asset-v1:{key}+type@asset+block/{f}" for f in files]
    out += [f"/media/trailers/{slug}.mp4", f"/course/{key}/about.ics"]
    if extra:
        out += [f"/media/trailers/{slug}.vtt", f"/course/{key}/citation.ris"]
    return out


def mooc_build() -> list[Site]:
    p, pages = MOOC, {}
    for key, title, files, extra in MOOC_COURSES:
        own = _mooc_files(key, files, extra)
        slug = key.replace("+", "-").lower()
        items = [(u, u.rsplit("/", 1)[-1]) for u in own[1:]]
        related = [
            ("/course/EpiX+EPI102+2024_T3/about", "Epidemiology II"),
            ("/programs/public-health", "Public Health program"),
        ]
        main = (
            f"<h1>{escape(title)}</h1><p>Self-paced · 6 weeks · <a href='/enroll?course_id={key}'>Enroll now</a></p>"
            f"<h2>Course materials</h2>{links(items)}"
            f"<h2>Instructors</h2><a href='/instructors/{slug[:4]}-lead'>Lead instructor</a>"
            f"<aside><h2>You may also like</h2>{links(related)}</aside>"
        )
        pages[own[0]] = chrome_page(p, title, main, share=p.url(own[0]))
        for f in files:
            pages[f"/asset-v1:{key}+type@asset+block/{f}"] = file_pdf(f"{title}: {f}")
        pages[f"/media/trailers/{slug}.mp4"] = data(
            b"\x00\x00\x00\x18ftypmp42" + bytes(40), "video/mp4"
        )
        pages[f"/course/{key}/about.ics"] = data(
            f"BEGIN:VCALENDAR\nSUMMARY:{title}\nEND:VCALENDAR\n", "text/calendar"
        )
        if extra:
            pages[f"/media/trailers/{slug}.vtt"] = data(
                "WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome\n", "text/vtt"
            )
            pages[f"/course/{key}/citation.ris"] = ris(title, "Courseloft", 2025, p.url(own[0]))
    pages["/course/EpiX+EPI102+2024_T3/about"] = chrome_page(
        p, "Epidemiology II", "<h1>Epidemiology II</h1>"
    )
    return [serve(p, pages)]


def mooc_cases() -> list[Case]:
    out = []
    for n, (key, _t, files, extra) in enumerate(MOOC_COURSES):
        own = _mooc_files(key, files, extra)
        out.append(
            Case(
                f"mooc-{key.split('+')[1].lower()}",
                f"MOOC catalog ({'course about page with trailer, captions and several handouts' if n else 'course about page'})",
                "Single Hop",
                # Figshare/Zenodo shape: one landing page, its files one hop away, heavy chrome.
                "single_page_plus_ignored",
                MOOC.url(own[0]),
                frozenset(MOOC.url(u) for u in own),
                mooc_build,
                others=frozenset({MOOC.url("/course/EpiX+EPI102+2024_T3/about")}),
            )
        )
    return out


# --- course-materials forge: repo pages under /<owner>/<repo>/, raw files on a usercontent
# host -> path_based_externals (the GitHub shape of the seed)

FORGE = Portal(
    host("git", "syllabforge"),
    "SyllabForge",
    [("/explore", "Explore"), ("/classrooms", "Classrooms"), ("/pricing", "Pricing")],
    [
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/site/status", "Status"),
        ("/docs", "Docs"),
    ],
    title_format="{title} · SyllabForge",
)
RAW = host("raw", "syllabforge-usercontent")
FORGE_REPOS = [
    ("tlee", "stats101-notes", ["README.md", "week1.md", "week2.md"], 0, 1),
    (
        "hydro-lab",
        "field-methods-course",
        ["README.md", "syllabus.md", "labs/lab1.ipynb", "labs/lab2.ipynb", "data/stream.csv"],
        2,
        3,
    ),
]


def _forge_urls(owner: str, repo: str, files: list[str], releases: int, issues: int) -> list[str]:
    b = f"http://{FORGE.host}/{owner}/{repo}/"
    out = [b, b + "issues", b + "commits/main"]
    out += [b + f"blob/main/{f}" for f in files]
    out += [f"http://{RAW}/{owner}/{repo}/main/{f}" for f in files]
    out += [b + f"issues/{i}" for i in range(1, issues + 1)]
    if releases:
        out.append(b + "releases")
        for r in range(1, releases + 1):
            out += [b + f"releases/tag/v{r}.0", b + f"archive/refs/tags/v{r}.0.zip"]
    return out


def forge_build() -> list[Site]:
    p, pages, raw = FORGE, {}, {}
    for owner, repo, files, releases, issues in FORGE_REPOS:
        b = f"/{owner}/{repo}/"
        tabs = links(
            [(b, "Code"), (b + "issues", "Issues"), (b + "commits/main", "Commits")]
            + ([(b + "releases", "Releases")] if releases else [])
        )

        head = f"<div class='repo-head'><a href='/{owner}'>{owner}</a> / {repo}</div>{tabs}"

        def pg(t: str, main: str, _head: str = head) -> str:
            return chrome_page(p, t, _head + main)

        tree = links([(b + f"blob/main/{f}", f) for f in files])
        pages[b] = pg(
            f"{owner}/{repo}",
            f"{tree}<p>Forked from <a href='/template-org/course-template'>template-org/course-template</a></p>"
            f"",
        )
        pages[b + "issues"] = pg(
            f"Issues · {owner}/{repo}",
            links([(b + f"issues/{i}", f"Issue {i}") for i in range(1, issues + 1)]),
        )
        for i in range(1, issues + 1):
            pages[b + f"issues/{i}"] = pg(
                f"Issue #{i} · {owner}/{repo}",
                f"<p>Typo in week {i}.</p><a href='/{owner}'>{owner}</a>",
            )
        pages[b + "commits/main"] = pg(
            f"Commits · {owner}/{repo}", "<ol><li>Update notes</li><li>Initial commit</li></ol>"
        )
        for f in files:
            pages[b + f"blob/main/{f}"] = pg(
                f"{repo}/{f} at main",
                f"<pre>…</pre><a href='http://{RAW}/{owner}/{repo}/main/{f}'>Raw</a>",
            )
            raw[f"/{owner}/{repo}/main/{f}"] = data(f"# {f}\n", "text/plain")
        if releases:
            rel = []
            for r in range(1, releases + 1):
                rel += [
                    (b + f"releases/tag/v{r}.0", f"v{r}.0"),
                    (b + f"archive/refs/tags/v{r}.0.zip", f"Source code v{r}.0 (zip)"),
                ]
                pages[b + f"releases/tag/v{r}.0"] = pg(
                    f"Release v{r}.0 · {owner}/{repo}",
                    f"<a href='{b}archive/refs/tags/v{r}.0.zip'>Source code (zip)</a>",
                )
                pages[b + f"archive/refs/tags/v{r}.0.zip"] = data(
                    b"PK\x05\x06" + bytes(18), "application/zip"
                )
            pages[b + "releases"] = pg(f"Releases · {owner}/{repo}", links(rel))
    pages["/template-org/course-template/"] = chrome_page(
        p, "template-org/course-template", "<h1>course-template</h1>"
    )
    pages["/template-org/course-template"] = pages["/template-org/course-template/"]
    return [serve(p, pages), Site(RAW, raw)]


def forge_cases() -> list[Case]:
    out = []
    for n, (owner, repo, files, releases, issues) in enumerate(FORGE_REPOS):
        out.append(
            Case(
                f"forge-{repo}",
                f"course-materials forge ({'repository with notebooks, data, releases and issues' if n else 'lecture-notes repository'})",
                "Multi-Hop",
                # GitHub shape: the repo path prefixes every page, raw files live on another domain.
                "path_based_externals",
                FORGE.url(f"/{owner}/{repo}/"),
                frozenset(_forge_urls(owner, repo, files, releases, issues)),
                forge_build,
                others=frozenset({FORGE.url("/template-org/course-template")}),
            )
        )
    return out


# --- OER repository: "CommonShelf | <title>" titles, files and versions off the record path
# -> sig_filtered_title (the OSF shape)

OER = Portal(
    host("oer", "commonshelf"),
    "CommonShelf",
    [("/browse", "Browse"), ("/hubs", "Hubs"), ("/authoring", "Create OER"), ("/groups", "Groups")],
    [
        ("/about", "About CommonShelf"),
        ("/policies/license", "License"),
        ("/policies/privacy", "Privacy"),
        ("/help", "Help"),
    ],
    title_format="CommonShelf | {title}",
    home_title="CommonShelf | Open Educational Resources",
)
OER_RECORDS = [
    ("48213", "Tidal Pools: A Field Lesson for Grade 5", ["f3a91c"], []),
    (
        "50377",
        "Kinetics Lab Sequence for General Chemistry",
        ["a81d02", "a81d03", "a81d04"],
        ["49120", "47701"],
    ),
]


def _oer_urls(rid: str, files: list[str], old: list[str]) -> list[str]:
    out = [f"/courseware/{rid}", f"/courseware/{rid}/cite.bib"]
    for f in files:
        out += [f"/files/{f}", f"/download/{f}/lesson.md"]
    out += [f"/courseware/{o}" for o in old]
    if old:
        out += [f"/bundles/{rid}/imsmanifest.xml"]
    return out


def oer_build() -> list[Site]:
    p, pages = OER, {}
    for rid, title, files, old in OER_RECORDS:
        t = escape(title)
        ver = links([(f"/courseware/{o}", f"Earlier version ({o})") for o in old]) if old else ""
        bundle = (
            f"<a href='/bundles/{rid}/imsmanifest.xml'>Common Cartridge manifest</a>" if old else ""
        )
        main = (
            f"<h1>{t}</h1><p>Subject: <a href='/browse?subject=science'>Science</a></p>"
            f"<h2>Files</h2>{links([(f'/files/{f}', f'Lesson file {f}') for f in files])}{bundle}"
            f"<h2>Other versions</h2>{ver}<p><a href='/courseware/{rid}/cite.bib'>Cite (BibTeX)</a></p>"
            f"<aside>Related: <a href='/courseware/31005'>Rock Cycle Stations</a></aside>"
        )
        pages[f"/courseware/{rid}"] = chrome_page(p, title, main, share=p.url(f"/courseware/{rid}"))
        pages[f"/courseware/{rid}/cite.bib"] = bibtex(
            f"cs{rid}", title, "CommonShelf contributors", 2024, p.url(f"/courseware/{rid}")
        )
        for f in files:
            pages[f"/files/{f}"] = chrome_page(
                p,
                f"lesson.md ({f})",
                f"<h1>lesson.md</h1><p>Part of {t}.</p><a href='/download/{f}/lesson.md'>Download</a>",
            )
            pages[f"/download/{f}/lesson.md"] = data(
                f"# {title}\n\nLesson file {f}.\n", "text/markdown"
            )
        for o in old:
            pages[f"/courseware/{o}"] = chrome_page(
                p,
                f"{title} (earlier version)",
                f"<h1>{t}</h1><p>Superseded by <a href='/courseware/{rid}'>the current version</a>.</p>",
            )
        if old:
            pages[f"/bundles/{rid}/imsmanifest.xml"] = data(
                f"<?xml version='1.0'?><manifest><title>{t}</title></manifest>", "application/xml"
            )
    pages["/courseware/31005"] = chrome_page(
        p, "Rock Cycle Stations", "<h1>Rock Cycle Stations</h1>"
    )
    return [serve(p, pages)]


def oer_cases() -> list[Case]:
    out = []
    for n, (rid, _t, files, old) in enumerate(OER_RECORDS):
        out.append(
            Case(
                f"oer-{rid}",
                f"OER repository ({'lesson sequence with earlier versions and a cartridge bundle' if n else 'single lesson'})",
                "Multi-Hop",
                # OSF shape: every own object repeats the title, the site name prefixes every <title>.
                "sig_filtered_title",
                OER.url(f"/courseware/{rid}"),
                frozenset(OER.url(u) for u in _oer_urls(rid, files, old)),
                oer_build,
                others=frozenset({OER.url("/courseware/31005")}),
            )
        )
    return out
