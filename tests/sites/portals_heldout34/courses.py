"""Teaching portals of heldout34: OER-Commons-, MERLOT-, MIT-OCW-like course packages, a
MOOC's public course page, course web sites on their own subdomains and a lab-manual wiki."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import COOKIES, FOOTER, a, blob, case, host, image, pdf_file, portal, site, ul

# ---------------------------------------------------------------- OER-Commons-like
OER = host("www", "oerhubtide")
OER_S3 = host("s3", "oerhubstore")
OER_T = "OER-Commons-like open educational resource (single hop)"
OER_L1 = f"http://{OER}/courseware/lesson/48213-balancing-chemical-equations-with-building-bricks"
OER_L2 = f"http://{OER}/courseware/lesson/51077-bridge-loads-an-engineering-design-challenge"
OER_L3 = f"http://{OER}/courseware/lesson/39920-stoichiometry-escape-room"
OER_FILES = {
    OER_L1: ["bricks-lesson-plan.pdf", "bricks-student-worksheet.pdf", "bricks-slides.pptx"],
    OER_L2: ["bridge-design-brief.pdf", "bridge-scoring-rubric.docx"],
}
OER_ID = {OER_L1: "48213", OER_L2: "51077"}
OER_TITLE = {
    OER_L1: "Balancing Chemical Equations with Building Bricks",
    OER_L2: "Bridge Loads: An Engineering Design Challenge",
}


def _oer_file_url(name: str) -> str:
    return f"http://{OER_S3}/media/courseware/relatedresource/file/{name}"


def _oer() -> list[Site]:
    p = portal(
        OER,
        "OER Hub Tide",
        [
            ("/browse", "Explore"),
            ("/hubs", "Hubs"),
            ("/groups", "Groups"),
            ("/authoring", "Create"),
        ],
        home_main="<h1>Open educational resources for every classroom</h1>"
        + a(OER_L3, "Featured: Stoichiometry Escape Room"),
    )
    pages: dict[str, object] = {}
    s3 = Site(OER_S3)
    for url, files in OER_FILES.items():
        lid, title = OER_ID[url], OER_TITLE[url]
        other = OER_L2 if url == OER_L1 else OER_L1
        student = f"/courseware/lesson/{lid}/student/"
        main = (
            COOKIES
            + f'<nav class="breadcrumb">{a("/browse", "Explore")} › '
            + f"{a('/browse?f.general_subject=physical-science', 'Physical Science')}</nav>"
            + f'<article class="material-details"><h1 class="material-title">{title}</h1>'
            + f'<p class="author">Author: {a("/profile/view/88213-mara-okafor", "Mara Okafor")}'
            + f" · Provider: {a('/hubs/ngss-chemistry', 'NGSS Chemistry Hub')}</p>"
            + "<dl><dt>Level</dt><dd>High School</dd><dt>Material type</dt><dd>Lesson Plan"
            + "</dd><dt>License</dt><dd>"
            + a("http://creativecommons.test/licenses/by-sa/4.0/", "CC BY-SA")
            + "</dd><dt>Standards</dt><dd>"
            + a("/browse?f.alignment_standard=HS-PS1-7", "NGSS HS-PS1-7")
            + "</dd></dl>"
            + f'<p class="view-resource">{a(student, "View Resource", "btn btn-primary")}</p>'
            + "<h2>Attachments (download)</h2>"
            + ul(a(_oer_file_url(f), f) for f in files)
            + '<div class="actions">'
            + a(f"/login?next=/courseware/lesson/{lid}/save", "Save to folder")
            + " "
            + a(f"/login?next=/courseware/lesson/{lid}/rate", "Rate")
            + " "
            + a(f"/login?next=/courseware/lesson/{lid}/remix", "Remix")
            + "</div></article>"
            + '<aside class="related"><h2>More like this</h2>'
            + ul([a(other, OER_TITLE[other]), a(OER_L3, "Stoichiometry Escape Room")])
            + "</aside>"
        )
        path = url.split(OER, 1)[1]
        pages[path] = p.page(title, main, share=url)
        pages[student] = p.page(
            f"{title} (student view)",
            f"<h1>{title}</h1><section><h2>Section 1: Introduction</h2><p>Students model "
            "molecules.</p></section><section><h2>Section 2: Activity</h2></section>"
            + a(path, "Back to overview"),
        )
        for f in files:
            if f.endswith(".pdf"):
                s3.add(f"/media/courseware/relatedresource/file/{f}", pdf_file(title, f))
            else:
                s3.add(
                    f"/media/courseware/relatedresource/file/{f}",
                    blob("PK\x03\x04 " + f, "application/vnd.openxmlformats-officedocument"),
                )
    pages["/courseware/lesson/39920-stoichiometry-escape-room"] = p.page(
        "Stoichiometry Escape Room", "<h1>Stoichiometry Escape Room</h1>"
    )
    pages["/profile/view/88213-mara-okafor"] = p.page("Mara Okafor", "<h1>Mara Okafor</h1>")
    pages["/hubs/ngss-chemistry"] = p.page("NGSS Chemistry Hub", "<h1>NGSS Chemistry Hub</h1>")
    return [site(p, pages), s3]  # type: ignore[arg-type]


def _oer_case(name: str, url: str) -> Case:
    lid = OER_ID[url]
    student = f"http://{OER}/courseware/lesson/{lid}/student/"
    other = OER_L2 if url == OER_L1 else OER_L1
    # Zenodo/Figshare shape: landing page, the lesson's student view and its attachments are
    # all one hop away, among menus, hubs and profiles -> single_page_plus_ignored.
    return case(
        name,
        OER_T,
        "Single Hop",
        "single_page_plus_ignored",
        url,
        [url, student, *(_oer_file_url(f) for f in OER_FILES[url])],
        _oer,
        [other, OER_L3],
    )


# ---------------------------------------------------------------- MERLOT-like
MER = host("www", "merlinmats")
MER_SIM = host("sims", "physlabsims")
MER_T = "MERLOT-like learning material record (multi hop, id in every URI)"
MER_IDS = {"773344": "Circuit Construction Lab Simulation", "812001": "Beam Deflection Calculator"}


def _mer_urls(mid: str) -> list[str]:
    return [
        f"http://{MER}/viewMaterial.htm?id={mid}",
        f"http://{MER}/viewCompositeReview.htm?id={mid}",
        f"http://{MER}/viewMaterialComments.htm?id={mid}",
        f"http://{MER}/viewMaterialExercises.htm?id={mid}",
    ]


def _merlot() -> list[Site]:
    p = portal(
        MER,
        "MERLIN Materials",
        [
            ("/materials.htm", "Materials"),
            ("/members.htm", "Members"),
            ("/communities.htm", "Communities"),
        ],
        title_format="{name} - {title}",
    )
    pages: dict[str, object] = {}
    sim = Site(MER_SIM)
    for mid, title in MER_IDS.items():
        other = next(m for m in MER_IDS if m != mid)
        mat, rev, com, exe = _mer_urls(mid)
        slug = title.lower().replace(" ", "-")
        sim.add(f"/en/{slug}/", f"<!doctype html><title>{title}</title><h1>{title}</h1>")
        tabs = (
            '<ul class="nav nav-tabs">'
            + f"<li>{a(mat, 'Material details')}</li><li>{a(rev, 'Peer Reviews (1)')}</li>"
            + f"<li>{a(com, 'Comments (3)')}</li><li>{a(exe, 'Learning Exercises (2)')}</li></ul>"
        )
        chrome = (
            f"<p>{a('/viewMember.htm?id=4412', 'Submitted by: Dana Whitcombe')}"
            + f" · {a('/materials.htm?category=2513', 'Physics › Electricity')}</p>"
            + a("/login", "Add to Bookmark Collection")
            + f"<aside><h3>Other materials</h3>{a(f'/viewMaterial.htm?id={other}', MER_IDS[other])}"
            + "</aside>"
        )
        pages[f"/viewMaterial.htm?id={mid}"] = p.page(
            title,
            COOKIES
            + f"<h1>{title}</h1>{tabs}<p>Material type: Simulation</p>"
            + f"<p>{a(f'http://{MER_SIM}/en/{slug}/', 'Go to Material', 'btn')}</p>{chrome}",
            share=mat,
        )
        pages[f"/viewCompositeReview.htm?id={mid}"] = p.page(
            f"Peer Review: {title}",
            f"<h1>Peer Review for {title}</h1>{tabs}<p>Overall rating 4.5 stars.</p>{chrome}",
        )
        pages[f"/viewMaterialComments.htm?id={mid}"] = p.page(
            f"Comments: {title}",
            f"<h1>Comments on {title}</h1>{tabs}<ol><li>Used it in ENGR 101.</li></ol>{chrome}",
        )
        pages[f"/viewMaterialExercises.htm?id={mid}"] = p.page(
            f"Learning Exercises: {title}",
            f"<h1>Learning Exercises for {title}</h1>{tabs}<p>Exercise 1: series circuit.</p>"
            + chrome,
        )
    pages["/viewMember.htm"] = p.page("Member", "<h1>Dana Whitcombe</h1>")
    pages["/bookmark.htm"] = Response.redirect("/login", 302)
    return [site(p, pages), sim]  # type: ignore[arg-type]


def _mer_case(name: str, mid: str) -> Case:
    other = next(m for m in MER_IDS if m != mid)
    slug = MER_IDS[mid].lower().replace(" ", "-")
    # GBIF shape: the material id is in every record URI (details, reviews, comments,
    # exercises), which are spread over different paths -> sig_uri.  The material itself
    # lives on another portal (another artifact).
    return case(
        name,
        MER_T,
        "Multi-Hop",
        "sig_uri",
        _mer_urls(mid)[0],
        _mer_urls(mid),
        _merlot,
        [f"http://{MER}/viewMaterial.htm?id={other}", f"http://{MER_SIM}/en/{slug}/"],
    )


# ---------------------------------------------------------------- MIT-OCW-like
OCW = host("ocw", "ocwarchivum")
OCW_MEDIA = host("archive", "lecvidvault")
OCW_T = "MIT-OCW-like course package (multi hop, under the course path)"
OCW_C1 = f"http://{OCW}/courses/2-017j-design-of-electromechanical-robotic-systems-fall-2023/"
OCW_C2 = f"http://{OCW}/courses/18-085-computational-science-and-engineering-i-fall-2024/"
OCW_REL = f"http://{OCW}/courses/2-007-design-and-manufacturing-i-spring-2022/"
OCW_VIDEOS = ["lecture-1-positive-definite-matrices", "lecture-2-differential-equations"]


def _ocw_parts(c: str) -> dict[str, tuple[str, str]]:
    """course-relative path -> (kind, title) for every part of a course."""
    parts = {
        "pages/syllabus/": ("page", "Syllabus"),
        "pages/calendar/": ("page", "Calendar"),
        "pages/lecture-notes/": ("page", "Lecture Notes"),
        "pages/assignments/": ("page", "Assignments"),
        "resources/lec01-pdf/": ("res", "Lecture 1 notes"),
        "resources/lec02-pdf/": ("res", "Lecture 2 notes"),
        "resources/ps1-pdf/": ("res", "Problem Set 1"),
        "download/": ("page", "Download course"),
    }
    if c == OCW_C2:
        parts["video_galleries/lecture-videos/"] = ("page", "Lecture Videos")
        for v in OCW_VIDEOS:
            parts[f"resources/{v}/"] = ("video", v.replace("-", " ").title())
    return parts


def _ocw_truth(c: str) -> list[str]:
    out = [c, *(c + p for p in _ocw_parts(c))]
    out += [c + f for f in ("5d8e_lec01.pdf", "7a21_lec02.pdf", "c09f_ps1.pdf")]
    out.append(c + c.rstrip("/").rsplit("/", 1)[1] + ".zip")
    if c == OCW_C2:
        out += [f"http://{OCW_MEDIA}/download/MIT18085F24/{v}_360p.mp4" for v in OCW_VIDEOS]
    return out


def _ocw() -> list[Site]:
    p = portal(
        OCW,
        "OCW Archivum",
        [("/search/", "Find Courses"), ("/educator/", "For Educators"), ("/about/", "About")],
        title_format="{title} | OCW Archivum",
        footer=[*FOOTER, ("http://giving.test/ocw", "Give Now")],
    )
    pages: dict[str, object] = {}
    media = Site(OCW_MEDIA)
    names = {
        OCW_C1: "Design of Electromechanical Robotic Systems",
        OCW_C2: "Computational Science and Engineering I",
    }
    for c, cname in names.items():
        base = c.split(OCW, 1)[1]
        slug = c.rstrip("/").rsplit("/", 1)[1]
        parts = _ocw_parts(c)
        side = ul(
            [
                a(base, "Course Home"),
                *(a(base + k, t) for k, (kind, t) in parts.items() if kind == "page"),
            ]
        )
        instr = a("/search/?q=Anna%20Ruiz", "Prof. Anna Ruiz")
        head = f'<nav class="course-nav">{side}</nav>'
        pages[base] = p.page(
            cname,
            COOKIES
            + head
            + f"<h1>{cname}</h1><p>Instructor: {instr} · "
            + a("/search/?d=Mechanical%20Engineering", "Department")
            + "</p><p>As taught in Fall. Level: Undergraduate.</p>"
            + f"<p>{a(base + 'download/', 'Download Course')}</p>"
            + f"<aside><h2>Related courses</h2>{a(OCW_REL, 'Design and Manufacturing I')}</aside>",
            share=c,
        )
        files = {
            "lec01-pdf": "5d8e_lec01.pdf",
            "lec02-pdf": "7a21_lec02.pdf",
            "ps1-pdf": "c09f_ps1.pdf",
        }
        for k, (kind, t) in parts.items():
            body = f"<h1>{t}</h1>"
            if k == "pages/lecture-notes/":
                body += ul(
                    [
                        a(base + "resources/lec01-pdf/", "Lecture 1"),
                        a(base + "resources/lec02-pdf/", "Lecture 2"),
                    ]
                )
            elif k == "pages/assignments/":
                body += ul([a(base + "resources/ps1-pdf/", "Problem Set 1")])
            elif k == "download/":
                body += a(base + slug + ".zip", "Download course materials (zip)")
            elif k == "video_galleries/lecture-videos/":
                body += ul(a(base + f"resources/{v}/", v) for v in OCW_VIDEOS)
            elif kind == "res":
                f = files[k.split("/")[1]]
                body += f"<p>{a(base + f, 'Download File')}</p>"
                pages[base + f] = pdf_file(f"{cname}: {t}")
            elif kind == "video":
                v = k.split("/")[1]
                mp4 = f"http://{OCW_MEDIA}/download/MIT18085F24/{v}_360p.mp4"
                body += (
                    f'<iframe src="http://www.youtube.test/embed/{v}"></iframe>'
                    + f"<p>{a(mp4, 'Download video')} · "
                    + a(f"http://www.youtube.test/watch?v={v}", "Watch on YouTube")
                    + "</p>"
                )
                media.add(
                    f"/download/MIT18085F24/{v}_360p.mp4",
                    blob("\x00\x00\x00 ftypmp42", "video/mp4"),
                )
            if k == "pages/syllabus/" and c == OCW_C2:
                body += "<p>Videos: " + a(base + "video_galleries/lecture-videos/", "all") + "</p>"
            pages[base + k] = p.page(f"{t} | {cname}", head + body)
        pages[base + slug + ".zip"] = blob("PK\x03\x04 course", "application/zip")
    pages[OCW_REL.split(OCW, 1)[1]] = p.page("Design and Manufacturing I", "<h1>2.007</h1>")
    media.add("/", "<!doctype html><title>Lecture Video Vault</title><h1>Vault</h1>")
    return [site(p, pages), media]  # type: ignore[arg-type]


def _ocw_cases() -> list[Case]:
    return [
        # Bitbucket/GitLab shape: everything of the course lies under the course URI
        # (pages, resource pages, files, the zip) -> path_based.
        case(
            "ocw-robotics-course",
            OCW_T,
            "Multi-Hop",
            "path_based",
            OCW_C1,
            _ocw_truth(OCW_C1),
            _ocw,
            [OCW_REL],
        ),
        # Same shape, but the lecture videos are downloaded from another domain (GitHub's
        # raw host) -> path_based_externals; the YouTube watch pages are another portal's.
        case(
            "ocw-cse-course-with-videos",
            OCW_T,
            "Multi-Hop",
            "path_based_externals",
            OCW_C2,
            _ocw_truth(OCW_C2),
            _ocw,
            [OCW_REL],
        ),
    ]


# ---------------------------------------------------------------- MOOC course page
MOOC = host("www", "moocvista")
MOOC_T = "MOOC public course about page (single page)"
MOOC_C = {
    "introduction-to-control-systems": "Introduction to Control Systems",
    "fundamentals-of-digital-signal-processing": "Fundamentals of Digital Signal Processing",
    "robot-kinematics": "Robot Kinematics",
}


def _mooc() -> list[Site]:
    p = portal(
        MOOC,
        "MOOCVista",
        [("/search", "Explore courses"), ("/programs", "Programs"), ("/business", "For business")],
        title_format="{title} | MOOCVista",
    )
    pages: dict[str, object] = {}
    for slug, title in MOOC_C.items():
        rel = [a(f"/course/{s}", t) for s, t in MOOC_C.items() if s != slug]
        pages[f"/course/{slug}"] = p.page(
            title,
            COOKIES + f'<section class="course-hero"><h1>{title}</h1><p>Self-paced · 8 weeks · 4-6 '
            "hours per week</p>"
            + a(f"/register?course_id=course-v1:VistaX+{slug[:6]}+2026T1", "Enroll now", "btn")
            + "</section><section><h2>What you'll learn</h2><ul><li>Transfer functions</li>"
            "<li>Stability</li></ul><h2>Syllabus</h2><ol><li>Week 1: Modeling</li><li>Week 2: "
            "Feedback</li></ol><h2>Meet your instructors</h2>"
            + a("/bio/renata-alves", "Renata Alves")
            + " · "
            + a("/school/northbay-polytechnic", "NorthBay Polytechnic")
            + "<h2>Frequently asked questions</h2><p>Is there a certificate? Yes.</p></section>"
            + f"<aside><h2>Related courses</h2>{ul(rel)}</aside>",
            share=f"http://{MOOC}/course/{slug}",
        )
    pages["/register"] = p.page("Register", "<h1>Create your account</h1>")
    pages["/bio/renata-alves"] = p.page("Renata Alves", "<h1>Renata Alves</h1>")
    pages["/school/northbay-polytechnic"] = p.page("NorthBay", "<h1>NorthBay Polytechnic</h1>")
    return [site(p, pages)]  # type: ignore[arg-type]


def _mooc_case(name: str, slug: str) -> Case:
    # Blog-post/video shape: the public course page is the whole public artifact (the
    # course content needs an enrolment) -> single_page.
    return case(
        name,
        MOOC_T,
        "Single Artifact URI",
        "single_page",
        f"http://{MOOC}/course/{slug}",
        [f"http://{MOOC}/course/{slug}"],
        _mooc,
        [f"http://{MOOC}/course/{s}" for s in MOOC_C if s != slug],
    )


# ---------------------------------------------------------------- course sites on subdomains
UNI = host("www", "polyunicourse")
LMS = host("lms", "polyunicourse")
CS_T = "Course web site on its own subdomain (Silk-like, the whole host)"
COURSES = {
    host("me340", "polyunicourse"): ("ME 340 Heat Transfer", "L01-conduction", "ee210"),
    host("ee210", "polyunicourse"): ("EE 210 Circuits II", "L01-phasors", "me340"),
}


def _course_paths(h: str) -> list[str]:
    lec = COURSES[h][1]
    return [
        "/",
        "/syllabus.html",
        "/schedule.html",
        "/lectures/",
        f"/lectures/{lec}.pdf",
        "/lectures/L02-review.pdf",
        "/psets/",
        "/psets/ps1.pdf",
        "/psets/ps1-solutions.pdf",
        "/labs/lab1.html",
    ]


def _courses() -> list[Site]:
    out: list[Site] = []
    for h, (title, lec, _pre) in COURSES.items():
        s = Site(h)
        nav = ul(
            [
                a("/", "Home"),
                a("/syllabus.html", "Syllabus"),
                a("/schedule.html", "Schedule"),
                a("/lectures/", "Lectures"),
                a("/psets/", "Problem sets"),
                a("/labs/lab1.html", "Lab 1"),
                a(f"http://{LMS}/login", "Course LMS (login)"),
            ]
        )
        others = [hh for hh in COURSES if hh != h]

        def pg(t: str, body: str, title: str = title, nav: str = nav) -> str:
            return (
                f"<!DOCTYPE html><html><head><title>{t} - {title}</title>"
                '<link rel="stylesheet" href="/style.css"></head><body>'
                f"<header><h1>{title}</h1><nav>{nav}</nav></header><main>{body}</main>"
                f"<footer>{a(f'http://{UNI}/', 'Poly University')} · "
                f"{a(f'http://{UNI}/engineering/', 'College of Engineering')}</footer></body></html>"
            )

        s.add("/style.css", Response.data(b"body{margin:2em}", "text/css"))
        s.add(
            "/",
            pg(
                "Home",
                f"<p>Welcome. Prerequisite: {a(f'http://{others[0]}/', 'the other course')}."
                " Textbook: " + a(f"http://{UNI}/bookstore/", "campus bookstore") + "</p>",
            ),
        )
        s.add("/syllabus.html", pg("Syllabus", "<p>Grading: 40% problem sets.</p>"))
        s.add(
            "/schedule.html",
            pg(
                "Schedule",
                ul([a(f"/lectures/{lec}.pdf", "Week 1"), a("/lectures/L02-review.pdf", "Week 2")]),
            ),
        )
        s.add(
            "/lectures/",
            pg("Lectures", ul([a(f"{lec}.pdf", "Lecture 1"), a("L02-review.pdf", "Lecture 2")])),
        )
        s.add(f"/lectures/{lec}.pdf", pdf_file(f"{title} lecture 1"))
        s.add("/lectures/L02-review.pdf", pdf_file(f"{title} lecture 2"))
        s.add(
            "/psets/",
            pg(
                "Problem sets", ul([a("ps1.pdf", "PS 1"), a("ps1-solutions.pdf", "PS 1 solutions")])
            ),
        )
        s.add("/psets/ps1.pdf", pdf_file(f"{title} problem set 1"))
        s.add("/psets/ps1-solutions.pdf", pdf_file(f"{title} problem set 1 solutions"))
        s.add("/labs/lab1.html", pg("Lab 1", "<p>Bring safety glasses.</p>"))
        out.append(s)
    p = portal(
        UNI,
        "Poly University",
        [
            ("/engineering/", "Engineering"),
            ("/bookstore/", "Bookstore"),
            ("/admissions/", "Admissions"),
        ],
        title_format="{title} | {name}",
    )
    out.append(site(p, {}))
    lms = portal(LMS, "Poly LMS", [("/login", "Log in")])
    out.append(site(lms, {}))
    return out


def _course_case(name: str, h: str) -> Case:
    other = next(hh for hh in COURSES if hh != h)
    # Silk shape: the whole subdomain is the course artifact -> path_based from "/".
    return case(
        name,
        CS_T,
        "Multi-Hop",
        "path_based",
        f"http://{h}/",
        [f"http://{h}{p}" for p in _course_paths(h)],
        _courses,
        [f"http://{other}/"],
    )


# ---------------------------------------------------------------- lab-manual wiki
WIKI = host("wiki", "labmanwiki")
WIKI_T = "MediaWiki lab-manual wiki"
MANUAL = "CHEM_201_Lab_Manual"
SUBPAGES = [
    "Safety",
    "Experiment_1_Acid-Base_Titration",
    "Experiment_2_Calorimetry",
    "Appendix_Error_Analysis",
    "Print_version",
]
PROTOCOL = "Protocol:_Calibrating_a_pH_Meter"


def _wiki() -> list[Site]:
    p = portal(
        WIKI,
        "LabManWiki",
        [
            ("/wiki/Main_Page", "Main page"),
            ("/wiki/Special:RecentChanges", "Recent changes"),
            ("/wiki/Special:Random", "Random page"),
            ("/wiki/Help:Contents", "Help"),
        ],
        title_format="{title} - {name}",
        footer=[
            ("/wiki/LabManWiki:Privacy_policy", "Privacy policy"),
            ("/wiki/LabManWiki:About", "About LabManWiki"),
            ("/wiki/LabManWiki:General_disclaimer", "Disclaimers"),
        ],
    )
    pages: dict[str, object] = {}

    def tools(t: str) -> str:
        return (
            '<div id="p-views">'
            + a(f"/wiki/Talk:{t}", "Discussion")
            + " "
            + a(f"/index.php?title={t}&action=edit", "Edit")
            + " "
            + a(f"/index.php?title={t}&action=history", "View history")
            + " "
            + a(f"/wiki/Special:WhatLinksHere/{t}", "What links here")
            + "</div>"
        )

    subs = ul(a(f"/wiki/{MANUAL}/{s}", s.replace("_", " ")) for s in SUBPAGES)
    pages[f"/wiki/{MANUAL}"] = p.page(
        MANUAL.replace("_", " "),
        tools(MANUAL)
        + '<h1 id="firstHeading">CHEM 201 Lab Manual</h1><p>This manual covers the CHEM 201 '
        f'laboratory.</p><h2>Contents</h2>{subs}<p><img src="/images/4/4a/Titration_setup.png"'
        ' alt=""></p><div class="catlinks">'
        + a("/wiki/Category:Lab_manuals", "Lab manuals")
        + " "
        + a(f"/wiki/{PROTOCOL}", "See also: calibrating a pH meter")
        + "</div>",
    )
    pages["/images/4/4a/Titration_setup.png"] = image()
    for i, s in enumerate(SUBPAGES):
        t = f"{MANUAL}/{s}"
        nxt = SUBPAGES[(i + 1) % len(SUBPAGES)]
        pages[f"/wiki/{t}"] = p.page(
            t.replace("_", " "),
            tools(t)
            + f'<div class="subpages">&lt; {a(f"/wiki/{MANUAL}", "CHEM 201 Lab Manual")}</div>'
            + f"<h1>{s.replace('_', ' ')}</h1><p>Procedure.</p>"
            + a(f"/wiki/{MANUAL}/{nxt}", "Next: " + nxt.replace("_", " "))
            + " "
            + a("/wiki/Category:Lab_manuals", "Category: Lab manuals"),
        )
    pages[f"/wiki/{PROTOCOL}"] = p.page(
        PROTOCOL.replace("_", " "),
        tools(PROTOCOL)
        + "<h1>Protocol: Calibrating a pH Meter</h1><ol><li>Rinse the electrode.</li><li>Use "
        "pH 4, 7 and 10 buffers.</li></ol>"
        + a(f"/wiki/{MANUAL}", "Used in the CHEM 201 Lab Manual")
        + " "
        + a("/wiki/Category:Protocols", "Category: Protocols"),
    )
    for t in ["Category:Lab_manuals", "Category:Protocols", "Main_Page"]:
        pages[f"/wiki/{t}"] = p.page(t, f"<h1>{t}</h1>")
    pages["/index.php"] = p.page("Edit", "<h1>Editing (log in to edit)</h1>")
    for t in [MANUAL, PROTOCOL, *(f"{MANUAL}/{s}" for s in SUBPAGES)]:
        pages[f"/wiki/Talk:{t}"] = p.page(f"Talk:{t}", "<h1>Talk</h1>")
        pages[f"/wiki/Special:WhatLinksHere/{t}"] = p.page("What links here", "<h1>Links</h1>")
    return [site(p, pages)]  # type: ignore[arg-type]


def _wiki_cases() -> list[Case]:
    man = f"http://{WIKI}/wiki/{MANUAL}"
    prot = f"http://{WIKI}/wiki/{PROTOCOL}"
    return [
        # Silk/Bitbucket shape: the manual is its page and its subpages, all under its URI;
        # talk, history and edit pages are wiki chrome -> path_based.
        case(
            "labwiki-chem201-manual",
            WIKI_T,
            "Multi-Hop",
            "path_based",
            man,
            [man, *(f"{man}/{s}" for s in SUBPAGES)],
            _wiki,
            [prot],
        ),
        # Wikipedia shape: one protocol article -> single_page.
        case(
            "labwiki-ph-meter-protocol",
            WIKI_T,
            "Single Artifact URI",
            "single_page",
            prot,
            [prot],
            _wiki,
            [man],
        ),
    ]


CASES: list[Case] = [
    _oer_case("oer-building-bricks-lesson", OER_L1),
    _oer_case("oer-bridge-loads-lesson", OER_L2),
    _mer_case("merlot-circuit-simulation", "773344"),
    _mer_case("merlot-beam-calculator", "812001"),
    *_ocw_cases(),
    _mooc_case("mooc-control-systems", "introduction-to-control-systems"),
    _mooc_case("mooc-dsp", "fundamentals-of-digital-signal-processing"),
    _course_case("course-site-me340", host("me340", "polyunicourse")),
    _course_case("course-site-ee210", host("ee210", "polyunicourse")),
    *_wiki_cases(),
]
