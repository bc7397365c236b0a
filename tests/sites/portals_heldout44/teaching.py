"""University pages: a department's course sites, a lecture-recording platform, a
technical-report series and a thesis repository with Signposting.  Two records each."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import Chrome, bare_root, blob, pdf_file, ul

# ---------------------------------------------------------------- course site (pb)
CRS = Chrome(
    host="courses.thornbury.hx44.example",
    name="Thornbury University — School of Computing",
    menu=[
        ("/", "Home"),
        ("/study/", "Study"),
        ("/research/", "Research"),
        ("/staff/", "People"),
        ("/search?q=", "Search"),
    ],
    footer=[
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy"),
        ("/cookies", "Cookies"),
        ("http://www.thornbury.test/", "University home"),
    ],
    title_fmt="{t} - {n}",
    cookie_banner=True,
)
COURSES = {
    "/cs441/2025fa/": ("CS 441 Distributed Systems (Fall 2025)", 3, False),
    "/cs352/2025sp/": ("CS 352 Information Retrieval (Spring 2025)", 7, True),
}


def _course_pages(base: str, title: str, n: int, hard: bool) -> dict[str, object]:
    lec = [(f"{base}lectures/{i:02d}.html", f"Lecture {i}") for i in range(1, n + 1)]
    nav = ul(
        [
            (base, "Overview"),
            (f"{base}syllabus.html", "Syllabus"),
            (f"{base}lectures/", "Lectures"),
            (f"{base}assignments/", "Assignments"),
        ]
    )
    pages: dict[str, object] = {
        base: CRS.page(
            title,
            f"<h1>{title}</h1>{nav}<p>Lectures Tue/Thu 10:00.</p>"
            '<p>Earlier offerings: <a href="/cs441/2024fa/">Fall 2024</a></p>'
            if not hard
            else f"<h1>{title}</h1>{nav}<p>Lectures Mon/Wed.</p>"
            '<p>Earlier offerings: <a href="/cs352/2024sp/">Spring 2024</a></p>',
        ),
        f"{base}syllabus.html": CRS.page("Syllabus", nav + "<p>Grading: 40% projects.</p>"),
        f"{base}assignments/": CRS.page(
            "Assignments",
            nav + ul([(f"{base}assignments/hw{i}.pdf", f"Homework {i}") for i in (1, 2)]),
        ),
    }
    for i in (1, 2):
        pages[f"{base}assignments/hw{i}.pdf"] = pdf_file(f"{title} homework {i}")
    per_page = 4 if hard else n
    chunks = [lec[i : i + per_page] for i in range(0, n, per_page)]
    for k, chunk in enumerate(chunks, 1):
        pager = ""
        if hard:
            pager = " ".join(
                f'<a href="{base}lectures/?page={j}">{j}</a>' for j in range(1, len(chunks) + 1)
            )
        path = f"{base}lectures/" + (f"?page={k}" if hard and k > 1 else "")
        pages[path] = CRS.page("Lectures", nav + ul(chunk) + pager)
    if hard:
        pages[f"{base}lectures/?page=1"] = pages[f"{base}lectures/"]
    for i, (href, label) in enumerate(lec, 1):
        files = [(f"{base}slides/lec{i:02d}.pdf", "slides")]
        if hard:
            files.append((f"{base}notes/lec{i:02d}.ipynb", "notebook"))
        pages[href] = CRS.page(label, nav + f"<h1>{label}</h1>" + ul(files))
        for f, _k in files:
            pages[f] = (
                pdf_file(f"{title} {label}")
                if f.endswith(".pdf")
                else blob('{"cells": []}', "application/x-ipynb+json")
            )
    return pages


def _course_build() -> list[Site]:
    CRS.home_main = "<h1>School of Computing</h1>" + ul(
        [(b, t) for b, (t, _n, _h) in COURSES.items()]
    )
    pages: dict[str, object] = {
        "/cs441/2024fa/": CRS.page("CS 441 (Fall 2024)", "<p>Archived offering.</p>"),
        "/cs352/2024sp/": CRS.page("CS 352 (Spring 2024)", "<p>Archived offering.</p>"),
    }
    for base, (title, n, hard) in COURSES.items():
        pages.update(_course_pages(base, title, n, hard))
    return [CRS.site(pages)]  # type: ignore[arg-type]


def _course_case(name: str, base: str, detail: str) -> Case:
    # One offering of a course lives under its own directory, all its pages and files
    # below it (the seed's Standard seed with a trailing slash) -> path_based.
    title, n, hard = COURSES[base]
    truth = frozenset(CRS.url(p) for p in _course_pages(base, title, n, hard))
    other = "/cs441/2024fa/" if not hard else "/cs352/2024sp/"
    return Case(
        name,
        f"course site ({detail})",
        "multi-hop",
        "path_based",
        CRS.url(base),
        truth,
        _course_build,
        frozenset({CRS.url(other)}),
    )


# ---------------------------------------------------------------- lecture video (spi)
VID = Chrome(
    host="media.lumencampus.hx44.example",
    name="LumenCampus Media",
    menu=[("/", "Browse"), ("/channels", "Channels"), ("/upload", "Upload"), ("/login", "Sign in")],
    footer=[("/help", "Help"), ("/terms", "Terms of use"), ("/privacy", "Privacy")],
    title_fmt="{t} - {n}",
)
VIDEOS = {
    "8f3k2q": (
        "Lecture 5: Gradient Boosting",
        ["video/720p.mp4", "captions/en.vtt", "attachments/slides.pdf"],
    ),
    "x71mz0": (
        "Guest lecture: Ethics of Data Donation",
        [
            "video/1080p.mp4",
            "video/480p.mp4",
            "audio/podcast.mp3",
            "captions/en.vtt",
            "captions/de.vtt",
            "attachments/slides.pdf",
            "attachments/reading-list.pdf",
            "transcript.txt",
        ],
    ),
    "a0b1c2": ("Lecture 6: Random Forests", ["video/720p.mp4"]),
}


def _video_build() -> list[Site]:
    cat = [(f"/media/t/{k}", t) for k, (t, _f) in VIDEOS.items()]
    VID.home_main = "<h1>Latest media</h1>" + ul(cat)
    VID.sidebar = "<h3>Trending</h3>" + ul(cat[::-1])
    pages: dict[str, object] = {}
    for key, (title, files) in VIDEOS.items():
        dl = ul([(f"/media/t/{key}/{f}", f.split("/")[-1]) for f in files])
        pages[f"/media/t/{key}"] = VID.page(
            title,
            f'<h1>{title}</h1><video src="/media/t/{key}/{files[0]}" controls></video>'
            f"<h2>Downloads</h2>{dl}"
            '<p>Embed: <code>&lt;iframe src="…"&gt;</code></p>',
        )
        for f in files:
            pages[f"/media/t/{key}/{f}"] = (
                pdf_file(title, f)
                if f.endswith(".pdf")
                else blob(f"{title} {f}", "application/octet-stream")
            )
    return [VID.site(pages)]  # type: ignore[arg-type]


def _video_case(name: str, key: str, detail: str) -> Case:
    # A video landing page with its downloads one hop away, like the seed's JoVe row; the
    # trending sidebar repeats the homepage's catalogue, so the ignore list drops it
    # -> single_page_plus_ignored.
    entry = VID.url(f"/media/t/{key}")
    truth = {entry} | {f"{entry}/{f}" for f in VIDEOS[key][1]}
    return Case(
        name,
        f"lecture video platform ({detail})",
        "single hop",
        "single_page_plus_ignored",
        entry,
        frozenset(truth),
        _video_build,
    )


# ---------------------------------------------------------------- tech reports (sig_uri)
TR = Chrome(
    host="techreports.ravenmoor.hx44.example",
    name="Ravenmoor CS Technical Reports",
    menu=[("/", "Home"), ("/tr/2025/", "2025"), ("/tr/2024/", "2024"), ("/submit.html", "Submit")],
    footer=[("/about.html", "About the series"), ("mailto:tr@ravenmoor.test", "Contact")],
    title_fmt="{n}: {t}",
)
FTP = "ftp.ravenmoor.hx44.example"
TRS = {
    "RMU-CS-25-07": ("Lock-free Skip Lists on Persistent Memory", False),
    "RMU-CS-24-19": ("A Survey of Learned Index Structures", True),
    "RMU-CS-25-02": ("Compiling Datalog to GPUs", False),
}


def _tr_links(rid: str, hard: bool) -> list[str]:
    out = [
        f"/tr/{rid}",
        f"/pub/{rid}.pdf",
        f"/pub/{rid}.ps.gz",
        f"/cgi-bin/bibtex?id={rid}",
        f"http://{FTP}/pub/techreports/{rid}.pdf",
    ]
    if hard:
        out += [
            f"/pub/{rid}v1.pdf",
            f"/tr/{rid}/errata",
            f"/pub/{rid}-errata.pdf",
            f"/data/{rid}-benchmarks.tar.gz",
        ]
    return out


def _tr_build() -> list[Site]:
    listing = [(f"/tr/{r}", t) for r, (t, _h) in TRS.items()]
    TR.home_main = "<h1>Technical Reports</h1><p>Since 1987.</p>"
    pages: dict[str, object] = {
        "/tr/2025/": TR.page("2025", ul([x for x in listing if "-25-" in x[0]])),
        "/tr/2024/": TR.page("2024", ul([x for x in listing if "-24-" in x[0]])),
    }
    ftp = bare_root(FTP, "Index of /", '<a href="/pub/">pub/</a>')
    ftp.add(
        "/pub/", "<html><head><title>Index of /pub</title></head><body>techreports/</body></html>"
    )
    for rid, (title, hard) in TRS.items():
        files = [
            (f"/pub/{rid}.pdf", "PDF"),
            (f"/pub/{rid}.ps.gz", "PostScript"),
            (f"/cgi-bin/bibtex?id={rid}", "BibTeX"),
            (f"http://{FTP}/pub/techreports/{rid}.pdf", "FTP mirror"),
        ]
        extra = ""
        if hard:
            files += [
                (f"/pub/{rid}v1.pdf", "Version 1 (superseded)"),
                (f"/tr/{rid}/errata", "Errata"),
                (f"/data/{rid}-benchmarks.tar.gz", "Benchmark data"),
            ]
            extra = '<p>Extended in <a href="/tr/RMU-CS-25-02">RMU-CS-25-02</a>.</p>'
            pages[f"/tr/{rid}/errata"] = TR.page(
                f"Errata for {rid}",
                f'<p>Fixed Table 3.</p><a href="/pub/{rid}-errata.pdf">errata PDF</a>',
            )
            pages[f"/pub/{rid}v1.pdf"] = pdf_file(rid, title, "v1")
            pages[f"/pub/{rid}-errata.pdf"] = pdf_file(rid, "errata")
            pages[f"/data/{rid}-benchmarks.tar.gz"] = blob("tar", "application/gzip")
        year = "2024" if "-24-" in rid else "2025"
        pages[f"/tr/{rid}"] = TR.page(
            f"{rid}",
            f"<h1>{rid}: {title}</h1><p>Author(s): staff</p>{ul(files)}{extra}"
            f'<p><a href="/tr/{year}/">Back to {year}</a></p>',
        )
        pages[f"/pub/{rid}.pdf"] = pdf_file(rid, title)
        pages[f"/pub/{rid}.ps.gz"] = blob("%!PS", "application/postscript")
        pages[f"/cgi-bin/bibtex?id={rid}"] = blob(f"@techreport{{{rid}, title={{{title}}}}}")
        ftp.add(f"/pub/techreports/{rid}.pdf", pdf_file(rid, title))
    return [TR.site(pages), ftp]  # type: ignore[arg-type]


def _tr_case(name: str, rid: str, detail: str, others: frozenset[str]) -> Case:
    # The report number is in every URI of the report, on this host and the FTP mirror
    # (the seed's GBIF dataset key), and in no chrome link -> sig_uri.
    truth = frozenset(u if u.startswith("http") else TR.url(u) for u in _tr_links(rid, TRS[rid][1]))
    return Case(
        name,
        f"departmental technical report series ({detail})",
        "multi-hop",
        "sig_uri",
        TR.url(f"/tr/{rid}"),
        truth,
        _tr_build,
        others,
    )


# ---------------------------------------------------------------- thesis repository (sp.)
TH = Chrome(
    host="theses.hollowmere.hx44.example",
    name="Hollowmere Theses Online",
    menu=[
        ("/", "Home"),
        ("/browse/year", "Browse by year"),
        ("/browse/school", "By school"),
        ("/deposit", "Deposit"),
        ("/login", "Login"),
    ],
    footer=[("/policies", "Policies"), ("/oai", "OAI-PMH"), ("/accessibility", "Accessibility")],
    title_fmt="{t} - {n}",
)
THESES = {
    "4410": ("Soil Carbon Dynamics under Rewilding", ["thesis.pdf", "appendix.zip"], False),
    "811": (
        "Dialect Contact in Coastal Towns",
        ["chapter1.pdf", "chapter2.pdf", "chapter3.pdf", "chapter4.pdf", "recordings.zip"],
        True,
    ),
    "790": ("Tidal Dialects of the Northern Isles", ["thesis.pdf"], False),
}


def _thesis_sign(rid: str) -> tuple[list[str], list[str]]:
    _t, files, hard = THESES[rid]
    items = [f"/id/eprint/{rid}/files/{f}" for f in files]
    described = [f"/cgi/export/{rid}/jsonld"] + (
        [f"/cgi/export/{rid}/datacite.xml"] if hard else []
    )
    return items, described


def _thesis_build() -> list[Site]:
    TH.home_main = "<h1>Theses Online</h1><p>Doctoral and masters theses.</p>"
    pages: dict[str, object] = {}
    for rid, (title, _files, hard) in THESES.items():
        items, described = _thesis_sign(rid)
        landing = TH.url(f"/id/eprint/{rid}/")
        link = [f'<{landing}>; rel="cite-as"']
        link += [f'<{TH.url(i)}>; rel="item"' for i in items]
        link += [f'<{TH.url(d)}>; rel="describedby"' for d in described]
        head = "".join(f'<link rel="item" href="{i}">' for i in items) + "".join(
            f'<link rel="describedby" href="{d}">' for d in described
        )
        related = (
            ('<p>Related: <a href="/id/eprint/790/">Tidal Dialects of the Northern Isles</a></p>')
            if hard
            else ""
        )
        body = TH.page(
            title,
            f"<h1>{title}</h1><table><tr><th>Type</th><td>Thesis (PhD)</td></tr></table>"
            f"<h2>Documents</h2>{ul([(i, i.rsplit('/', 1)[1]) for i in items])}"
            f'<p>Export: <a href="{described[0]}">JSON-LD</a> '
            f'<a href="/cgi/export/{rid}/refer">Refer</a></p>{related}',
            head=head,
        )
        pages[f"/id/eprint/{rid}/"] = Response.html(body, headers=[("Link", ", ".join(link))])
        pages[f"/cgi/export/{rid}/refer"] = blob(f"%T {title}")
        for i in items:
            pages[i] = pdf_file(title, i) if i.endswith(".pdf") else blob("zip", "application/zip")
        for d in described:
            pages[d] = blob(f'{{"name": "{title}"}}', "application/ld+json")
        pages[f"/handle/20.500.1234/{rid}"] = Response.redirect(f"/id/eprint/{rid}/", 303)
    return [TH.site(pages)]  # type: ignore[arg-type]


def _thesis_case(name: str, rid: str, detail: str, via_handle: bool) -> Case:
    # The landing page announces its items and metadata in Link headers (Signposting);
    # a portal that signposts its boundary is read from that -> signposting.
    items, described = _thesis_sign(rid)
    landing = TH.url(f"/id/eprint/{rid}/")
    truth = frozenset({landing} | {TH.url(u) for u in items + described})
    entry = TH.url(f"/handle/20.500.1234/{rid}") if via_handle else landing
    others = frozenset({TH.url("/id/eprint/790/")}) if THESES[rid][2] else frozenset()
    return Case(
        name,
        f"thesis repository ({detail})",
        "multi-hop",
        "signposting",
        entry,
        truth,
        _thesis_build,
        others,
        landing if via_handle else None,
    )


CASES: list[Case] = [
    _course_case("course-cs441", "/cs441/2025fa/", "one offering, three lectures"),
    _course_case("course-cs352", "/cs352/2025sp/", "seven lectures, paginated list, notebooks"),
    _video_case("video-boosting", "8f3k2q", "lecture with slides and captions"),
    _video_case("video-guest-ethics", "x71mz0", "renditions, podcast, two captions, transcript"),
    _tr_case("tr-skiplists", "RMU-CS-25-07", "report with FTP mirror", frozenset()),
    _tr_case(
        "tr-learned-index",
        "RMU-CS-24-19",
        "revised report with errata and data",
        frozenset({TR.url("/tr/RMU-CS-25-02")}),
    ),
    _thesis_case("thesis-soil-carbon", "4410", "Signposting landing", False),
    _thesis_case("thesis-dialect", "811", "handle redirect, chapters, two metadata", True),
]
