"""Single-hop education repositories: an OER library with remixes, an education preprint
server, a FAIR OER repository that signposts its records, and a bare course-pack mirror.

Each portal's `build()` makes its whole host (both records and the pages they link), so
the two cases of one portal share it.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Shell, data, ul

# --- OER library with remixes (OER Commons-like) ----------------------------------------

OERB = Shell(
    "library.oerbazaar.hx65.example",
    "OER Bazaar",
    [("/browse", "Browse"), ("/hubs", "Hubs"), ("/groups", "Groups"), ("/authoring", "Create")],
    [
        ("/about", "About"),
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    home_main="<h1>Open educational resources, remixed by teachers</h1>",
    chrome_extra={
        "/browse?f.subject=mathematics": "Mathematics",
        "/browse?f.subject=science": "Science",
        "/browse?f.level=grade-3": "Grade 3",
        "/browse?f.level=high-school": "High school",
        "/profiles/mlindqvist": "M. Lindqvist",
        "/profiles/okwame": "Kwame Osei",
        "/report?type=resource": "Report a problem",
    },
)


def _oer_record(rid: int, slug: str, title: str, main: str) -> str:
    return OERB.page(
        title,
        f'<article class="resource" data-id="{rid}"><h1>{escape(title)}</h1>{main}'
        f'<section class="cite"><h2>Cite</h2>{ul([(f"/courseware/lesson/{rid}/cite?format=ris", "RIS"), (f"/courseware/lesson/{rid}/cite?format=bibtex", "BibTeX")])}</section>'
        '<p><a href="/report?type=resource">Report a problem</a></p></article>',
        share=OERB.url(f"/courseware/lesson/{rid}-{slug}"),
    )


def _oer_cite(rid: int, title: str) -> dict[str, Response]:
    return {
        f"/courseware/lesson/{rid}/cite?format=ris": data(
            f"TY  - GEN\nTI  - {title}\nUR  - {OERB.url(f'/courseware/lesson/{rid}')}\nER  -\n",
            "application/x-research-info-systems",
        ),
        f"/courseware/lesson/{rid}/cite?format=bibtex": data(
            f"@misc{{oerb{rid}, title={{{title}}}}}\n", "application/x-bibtex"
        ),
    }


def oer_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    t1 = "Fractions on a Number Line (Remix)"
    pages["/courseware/lesson/4471-fractions-on-a-number-line-remix"] = _oer_record(
        4471,
        "fractions-on-a-number-line-remix",
        t1,
        '<p class="by">Remixed by <a href="/profiles/mlindqvist">M. Lindqvist</a></p>'
        '<p>Subject: <a href="/browse?f.subject=mathematics">Mathematics</a> · Level: '
        '<a href="/browse?f.level=grade-3">Grade 3</a></p>'
        "<p>A 45-minute lesson placing unit fractions on a number line, adapted for "
        "multilingual classrooms.</p><h2>Materials</h2>"
        + ul(
            [
                ("/courseware/lesson/4471/file/fractions-lesson-plan.pdf", "Lesson plan (PDF)"),
                ("/courseware/lesson/4471/file/number-line-worksheet.pdf", "Worksheet (PDF)"),
            ]
        )
        + '<h2>Remixed from</h2><p><a href="/courseware/lesson/3980-fractions-on-a-number-line">'
        "Fractions on a Number Line</a> by K. Osei</p>",
    )
    pages["/courseware/lesson/4471/file/fractions-lesson-plan.pdf"] = pdf(t1, ["Lesson plan"])
    pages["/courseware/lesson/4471/file/number-line-worksheet.pdf"] = pdf(t1, ["Worksheet"])
    pages.update(_oer_cite(4471, t1))
    pages["/courseware/lesson/3980-fractions-on-a-number-line"] = _oer_record(
        3980,
        "fractions-on-a-number-line",
        "Fractions on a Number Line",
        '<p class="by">By <a href="/profiles/okwame">Kwame Osei</a></p>'
        + ul([("/courseware/lesson/3980/file/lesson.pdf", "Lesson (PDF)")])
        + "<h2>Remixes</h2>"
        + ul([("/courseware/lesson/4471-fractions-on-a-number-line-remix", "Remix by M. L.")]),
    )
    pages["/courseware/lesson/3980/file/lesson.pdf"] = pdf("Fractions on a Number Line", ["x"])
    pages.update(_oer_cite(3980, "Fractions on a Number Line"))
    # Record 2: a unit with many files, an earlier version, and many remixes (paginated).
    t2 = "Climate Change Evidence Unit for High School Biology"
    files2 = [
        ("unit-overview.pdf", "Unit overview"),
        ("lesson-1-ice-cores.pdf", "Lesson 1: ice cores"),
        ("lesson-2-sea-level.pdf", "Lesson 2: sea level"),
        ("lesson-3-phenology.pdf", "Lesson 3: phenology"),
        ("co2-data.xlsx", "CO2 data workbook"),
        ("assessment-rubric.docx", "Assessment rubric"),
    ]
    remixes = [(5120 + i, f"climate-evidence-remix-{i}") for i in range(1, 6)]
    pages["/courseware/lesson/5012-climate-change-evidence-unit"] = _oer_record(
        5012,
        "climate-change-evidence-unit",
        t2,
        '<p class="by">By <a href="/profiles/okwame">Kwame Osei</a> · Version 2 (current)</p>'
        '<p>Subject: <a href="/browse?f.subject=science">Science</a> · Level: '
        '<a href="/browse?f.level=high-school">High school</a></p>'
        "<h2>Materials</h2>"
        + ul([(f"/courseware/lesson/5012/file/{f}", t) for f, t in files2])
        + '<h2>Version history</h2><ul><li>Version 2 (this version)</li><li><a href="'
        '/courseware/lesson/5012/version/1">Version 1</a> (2023, <a href="'
        '/courseware/lesson/5012/version/1/file/unit-v1.pdf">download</a>)</li></ul>'
        "<aside><h2>Remixes of this resource (12)</h2>"
        + ul([(f"/courseware/lesson/{r}-{s}", f"Remix {r}") for r, s in remixes[:3]])
        + '<a href="/courseware/lesson/5012/remixes?page=2">More remixes</a></aside>',
    )
    for f, t in files2:
        body = pdf(t2, [t]) if f.endswith(".pdf") else f"{t2}: {t}".encode()
        pages[f"/courseware/lesson/5012/file/{f}"] = body
    pages["/courseware/lesson/5012/version/1"] = OERB.page(
        f"{t2} (version 1)",
        f"<h1>{escape(t2)}</h1><p>Version 1, superseded.</p>"
        + ul([("/courseware/lesson/5012/version/1/file/unit-v1.pdf", "Unit (PDF)")]),
    )
    pages["/courseware/lesson/5012/version/1/file/unit-v1.pdf"] = pdf(t2, ["version 1"])
    pages["/courseware/lesson/5012/remixes?page=2"] = OERB.page(
        "Remixes",
        "<h1>Remixes</h1>"
        + ul([(f"/courseware/lesson/{r}-{s}", f"Remix {r}") for r, s in remixes[3:]]),
    )
    pages.update(_oer_cite(5012, t2))
    for r, s in remixes:
        pages[f"/courseware/lesson/{r}-{s}"] = _oer_record(
            r, s, f"Remix {r}", '<p>A remix.</p><a href="/profiles/okwame">Kwame Osei</a>'
        )
        pages.update(_oer_cite(r, f"Remix {r}"))
    return [OERB.site(pages)]


def _oer_cases() -> list[Case]:
    u = OERB.url
    e1 = u("/courseware/lesson/4471-fractions-on-a-number-line-remix")
    e2 = u("/courseware/lesson/5012-climate-change-evidence-unit")
    return [
        # A Zenodo/Figshare-shaped record: landing page, its files and citation exports all
        # one hop away among menu links -> the seed's Single Page+ with Ignored URIs.
        case(
            "oerbazaar-remix-lesson",
            "OER library (remixed lesson with source link)",
            "Single Hop",
            "single_page_plus_ignored",
            e1,
            [
                e1,
                u("/courseware/lesson/4471/file/fractions-lesson-plan.pdf"),
                u("/courseware/lesson/4471/file/number-line-worksheet.pdf"),
                u("/courseware/lesson/4471/cite?format=ris"),
                u("/courseware/lesson/4471/cite?format=bibtex"),
            ],
            oer_build,
            others=[u("/courseware/lesson/3980-fractions-on-a-number-line")],
        ),
        # Same shape, harder: six files, an earlier version one hop away, remixes
        # (other artifacts) in a paginated sidebar -> still Single Page+ with Ignored URIs.
        case(
            "oerbazaar-climate-unit",
            "OER library (unit with six files, versions and paginated remixes)",
            "Single Hop",
            "single_page_plus_ignored",
            e2,
            [
                e2,
                *(
                    u(f"/courseware/lesson/5012/file/{f}")
                    for f in (
                        "unit-overview.pdf",
                        "lesson-1-ice-cores.pdf",
                        "lesson-2-sea-level.pdf",
                        "lesson-3-phenology.pdf",
                        "co2-data.xlsx",
                        "assessment-rubric.docx",
                    )
                ),
                u("/courseware/lesson/5012/version/1"),
                u("/courseware/lesson/5012/version/1/file/unit-v1.pdf"),
                u("/courseware/lesson/5012/cite?format=ris"),
                u("/courseware/lesson/5012/cite?format=bibtex"),
            ],
            oer_build,
            others=[
                u(f"/courseware/lesson/{5120 + i}-climate-evidence-remix-{i}") for i in (1, 2, 3)
            ],
        ),
    ]


# --- Education preprint server (SSRN/bioRxiv-like) --------------------------------------

EDRX = Shell(
    "papers.edrxivia.hx65.example",
    "EdRxivia",
    [
        ("/subjects", "Subjects"),
        ("/submit", "Submit"),
        ("/alerts", "Alerts"),
        ("/about/faq", "FAQ"),
    ],
    [("/about", "About"), ("/about/policies", "Policies"), ("/contact", "Contact")],
    title_format="{title} | {name} preprints in education research",
    chrome_extra={
        "/subjects/teacher-education": "Teacher education",
        "/subjects/assessment": "Assessment",
    },
)


def _edrx_landing(doi: str, title: str, tabs: bool, extra: str) -> str:
    base = f"/content/{doi}"
    tab = (
        ul(
            [
                (base, "Abstract"),
                (f"{base}.full", "Full text"),
                (f"{base}.article-info", "Info/History"),
                (f"{base}.article-metrics", "Metrics"),
                (f"{base}.supplementary-material", "Supplementary material"),
            ],
            "tabs",
        )
        if tabs
        else ""
    )
    return EDRX.page(
        title,
        f"<article><h1>{escape(title)}</h1>{tab}<p>doi: 10.70167/{doi}</p>"
        f"<p>Abstract. We study {escape(title.lower())}.</p>"
        f'<p><a class="pdf" href="{base}.full.pdf">Download PDF</a> · '
        f'<a href="{base}.ris">Citation (RIS)</a></p>{extra}'
        '<p>Subject area: <a href="/subjects/teacher-education">Teacher education</a></p>'
        "</article>",
        share=EDRX.url(base),
    )


def edrx_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    d1, t1 = "2025.03.118", "Peer Observation Cycles in Novice Teacher Induction"
    pages[f"/content/{d1}"] = _edrx_landing(
        d1,
        t1,
        False,
        '<aside>Related: <a href="/content/2024.11.042">Mentoring Conversations in Practicum'
        "</a></aside>",
    )
    pages[f"/content/{d1}.full.pdf"] = pdf(t1, ["preprint"])
    pages[f"/content/{d1}.ris"] = data(
        f"TY  - JOUR\nTI  - {t1}\nER  -\n", "application/x-research-info-systems"
    )
    pages["/content/2024.11.042"] = _edrx_landing(
        "2024.11.042", "Mentoring Conversations in Practicum", False, ""
    )
    pages["/content/2024.11.042.full.pdf"] = pdf("Mentoring", ["x"])
    pages["/content/2024.11.042.ris"] = data(
        "TY  - JOUR\nER  -\n", "application/x-research-info-systems"
    )
    # Record 2: version 2 of a preprint, with tabs, supplements and version 1.
    d2, t2 = "2025.06.377v2", "Automated Feedback on Written Proofs in Undergraduate Geometry"
    b2 = f"/content/{d2}"
    pages[b2] = _edrx_landing(
        d2,
        t2,
        True,
        '<p>Version 2 posted June 30, 2025. <a href="/content/2025.06.377v1">View version 1'
        "</a></p><h2>Supplementary files</h2>"
        + ul([(f"{b2}/media-1.pdf", "media-1.pdf"), (f"{b2}/media-2.csv", "media-2.csv")]),
    )
    for sfx in (".full", ".article-info", ".article-metrics", ".supplementary-material"):
        pages[b2 + sfx] = EDRX.page(t2, f"<h1>{escape(t2)}</h1><p>{sfx[1:]}</p>")
    pages[b2 + ".supplementary-material"] = EDRX.page(
        t2,
        f"<h1>{escape(t2)}</h1>"
        + ul([(f"{b2}/media-1.pdf", "Coding scheme"), (f"{b2}/media-2.csv", "Anonymised scores")]),
    )
    pages[f"{b2}/media-1.pdf"] = pdf(t2, ["coding scheme"])
    pages[f"{b2}/media-2.csv"] = data("student,score\n1,7\n", "text/csv")
    pages[f"{b2}.full.pdf"] = pdf(t2, ["v2"])
    pages[f"{b2}.ris"] = data(
        f"TY  - JOUR\nTI  - {t2}\nER  -\n", "application/x-research-info-systems"
    )
    v1 = "/content/2025.06.377v1"
    pages[v1] = _edrx_landing("2025.06.377v1", t2, False, "<p>Superseded by version 2.</p>")
    pages[f"{v1}.full.pdf"] = pdf(t2, ["v1"])
    pages[f"{v1}.ris"] = data("TY  - JOUR\nER  -\n", "application/x-research-info-systems")
    return [EDRX.site(pages)]


def _edrx_cases() -> list[Case]:
    u = EDRX.url
    d1, b2 = "/content/2025.03.118", "/content/2025.06.377v2"
    return [
        # The seed lists SSRN and bioRxiv preprints as Single Hop: landing, PDF and citation
        # one hop away beside menus -> Single Page+ with Ignored URIs.
        case(
            "edrxivia-induction-preprint",
            "Education preprint server (single-version preprint)",
            "Single Hop",
            "single_page_plus_ignored",
            u(d1),
            [u(d1), u(d1 + ".full.pdf"), u(d1 + ".ris")],
            edrx_build,
            others=[u("/content/2024.11.042")],
        ),
        # Harder: bioRxiv-style tabs, version 1 and two supplement files, all one hop away
        # among menus and subject links -> Single Page+ with Ignored URIs.
        case(
            "edrxivia-proof-feedback-v2",
            "Education preprint server (versioned preprint with tabs and supplements)",
            "Single Hop",
            "single_page_plus_ignored",
            u(b2),
            [
                u(b2),
                u(b2 + ".full"),
                u(b2 + ".article-info"),
                u(b2 + ".article-metrics"),
                u(b2 + ".supplementary-material"),
                u(b2 + ".full.pdf"),
                u(b2 + ".ris"),
                u("/content/2025.06.377v1"),
                u(b2 + "/media-1.pdf"),
                u(b2 + "/media-2.csv"),
            ],
            edrx_build,
        ),
    ]


# --- FAIR OER repository with signposting ------------------------------------------------

FAIR = Shell(
    "oer.fairlearnrepo.hx65.example",
    "FairLearn Repository",
    [("/records", "Records"), ("/communities", "Communities"), ("/deposit", "Upload")],
    [("/about", "About"), ("/policies", "Policies"), ("/api-docs", "API"), ("/status", "Status")],
    chrome_extra={"/communities/physics-teachers": "Physics Teachers Network"},
)
FILES = "bits.fairlearnrepo.hx65.example"


def _signposted(
    html: str, cite: str, items: list[tuple[str, str]], meta: list[tuple[str, str]]
) -> Response:
    links = [f'<{cite}>; rel="cite-as"']
    links += [f'<{u}>; rel="item"; type="{t}"' for u, t in items]
    links += [f'<{m}>; rel="describedby"; type="{t}"' for m, t in meta]
    return Response.html(html, headers=[("Link", ", ".join(links))])


def fair_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    files: dict[str, PageValue] = {}
    recs = {
        "7hq2e-0bn41": (
            "Inquiry Lab Kit: Pendulum Periods",
            [("pendulum-lab-guide.pdf", "application/pdf"), ("pendulum-data.csv", "text/csv")],
            [],
        ),
        "m5kd8-ww2p3": (
            "Misconceptions Inventory for Introductory Electricity",
            [
                ("inventory-v3.pdf", "application/pdf"),
                ("answer-key.pdf", "application/pdf"),
                ("item-statistics.csv", "text/csv"),
                ("validation-responses.zip", "application/zip"),
            ],
            ["0ab4c-11xz9"],
        ),
        "0ab4c-11xz9": ("Misconceptions Inventory for Introductory Electricity (v2)", [], []),
    }
    for rid, (title, fl, older) in recs.items():
        land = FAIR.url(f"/records/{rid}")
        items = [(f"http://{FILES}/records/{rid}/files/{n}", t) for n, t in fl]
        meta = [
            (FAIR.url(f"/records/{rid}/export/json-ld"), "application/ld+json"),
            (
                FAIR.url(f"/records/{rid}/export/datacite-xml"),
                "application/vnd.datacite.datacite+xml",
            ),
        ]
        main = (
            f"<h1>{escape(title)}</h1><p>Published in "
            '<a href="/communities/physics-teachers">Physics Teachers Network</a></p>'
            "<h2>Files</h2>"
            + ul([(u, u.rsplit("/", 1)[1]) for u, _ in items])
            + "<h2>Export</h2>"
            + ul([(meta[0][0], "JSON-LD"), (meta[1][0], "DataCite XML")])
            + (
                "<h2>Versions</h2>" + ul([(f"/records/{o}", "Version 2 (older)") for o in older])
                if older
                else ""
            )
        )
        pages[f"/records/{rid}"] = _signposted(
            FAIR.page(title, main, share=land), land, items, meta
        )
        pages[f"/records/{rid}/export/json-ld"] = data(
            f'{{"@type":"LearningResource","name":"{title}"}}', "application/ld+json"
        )
        pages[f"/records/{rid}/export/datacite-xml"] = data(
            f"<resource><title>{escape(title)}</title></resource>", "application/xml"
        )
        for n, _t in fl:
            files[f"/records/{rid}/files/{n}"] = (
                pdf(title, [n]) if n.endswith(".pdf") else f"{title}\n{n}\n".encode()
            )
    files["/"] = "<!DOCTYPE html><title>FairLearn file store</title><p>File storage.</p>"
    return [FAIR.site(pages), Site(FILES, files)]


def _fair_cases() -> list[Case]:
    u = FAIR.url
    f = f"http://{FILES}/records"
    return [
        # The record's HTTP Link header names its items and metadata (signposting): the
        # seed's machine-readable boundary, so the heuristic is signposting.
        case(
            "fairlearn-pendulum-kit",
            "Signposting OER repository (lab kit with two files)",
            "Single Hop",
            "signposting",
            u("/records/7hq2e-0bn41"),
            [
                u("/records/7hq2e-0bn41"),
                f"{f}/7hq2e-0bn41/files/pendulum-lab-guide.pdf",
                f"{f}/7hq2e-0bn41/files/pendulum-data.csv",
                u("/records/7hq2e-0bn41/export/json-ld"),
                u("/records/7hq2e-0bn41/export/datacite-xml"),
            ],
            fair_build,
        ),
        # Harder: four items on the file host and an older version linked in the page but
        # not signposted (a separate record, another artifact).
        case(
            "fairlearn-electricity-inventory",
            "Signposting OER repository (concept inventory with four files and an older version)",
            "Single Hop",
            "signposting",
            u("/records/m5kd8-ww2p3"),
            [
                u("/records/m5kd8-ww2p3"),
                *(
                    f"{f}/m5kd8-ww2p3/files/{n}"
                    for n in (
                        "inventory-v3.pdf",
                        "answer-key.pdf",
                        "item-statistics.csv",
                        "validation-responses.zip",
                    )
                ),
                u("/records/m5kd8-ww2p3/export/json-ld"),
                u("/records/m5kd8-ww2p3/export/datacite-xml"),
            ],
            fair_build,
            others=[u("/records/0ab4c-11xz9")],
        ),
    ]


# --- Bare course-pack mirror (directory listing, no chrome) ------------------------------

MIRROR = "mirror.coursepackftp.hx65.example"


def _listing(title: str, rows: list[tuple[str, str]]) -> str:
    trs = "".join(
        f'<tr><td><a href="{escape(h)}">{escape(n)}</a></td><td>2021-09-01 10:02</td></tr>'
        for h, n in rows
    )
    return (
        f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head><body>"
        f"<h1>{escape(title)}</h1><table><tr><th>Name</th><th>Last modified</th></tr>{trs}"
        "</table><address>coursepack mirror httpd</address></body></html>"
    )


def mirror_build() -> list[Site]:
    d1 = "/pub/coursepacks/chem101-2019/"
    f1 = ["README.txt", "syllabus.pdf", "lectures-1-12.zip", "problem-sets.tar.gz"]
    d2 = "/pub/coursepacks/phys2-2021/"
    f2 = [
        "MANIFEST.txt",
        "lecture-notes.pdf",
        "problem-set-01.pdf",
        "problem-set-02.pdf",
        "problem-set-03.pdf",
        "solutions-01-03.pdf",
        "demo-videos-480p.tar",
        "SHA256SUMS",
    ]
    pages: dict[str, PageValue] = {
        "/": _listing("Index of /", [("/pub/", "pub/")]),
        "/pub/": _listing("Index of /pub/", [("/pub/coursepacks/", "coursepacks/")]),
        "/pub/coursepacks/": _listing(
            "Index of /pub/coursepacks/", [(d1, "chem101-2019/"), (d2, "phys2-2021/")]
        ),
        d1: _listing(f"Index of {d1}", [(n, n) for n in f1]),
        "/pub/coursepacks/phys2-2021.html": (
            "<!DOCTYPE html><html><head><title>Physics 2 course pack, spring 2021</title></head>"
            "<body><h1>Physics 2 course pack, spring 2021</h1><p>Everything handed out in the "
            "course. Check files against SHA256SUMS.</p><ul>"
            + "".join(f'<li><a href="phys2-2021/{n}">{n}</a></li>' for n in f2)
            + '<li><a href="http://mirror2.coursepackftp.hx65.example/pub/phys2-2021/'
            'demo-videos-1080p.tar">demo-videos-1080p.tar (second mirror)</a></li></ul>'
            "</body></html>"
        ),
        d2: _listing(f"Index of {d2}", [(n, n) for n in f2]),
    }
    for n in f1:
        pages[d1 + n] = pdf("Chem 101", [n]) if n.endswith(".pdf") else n.encode()
    for n in f2:
        pages[d2 + n] = pdf("Physics 2", [n]) if n.endswith(".pdf") else n.encode()
    m2: dict[str, PageValue] = {
        "/": "<!DOCTYPE html><title>mirror 2</title><p>Second mirror.</p>",
        "/pub/phys2-2021/demo-videos-1080p.tar": b"tar",
    }
    return [Site(MIRROR, pages), Site("mirror2.coursepackftp.hx65.example", m2)]


def _mirror_cases() -> list[Case]:
    m = f"http://{MIRROR}"
    d1 = "/pub/coursepacks/chem101-2019/"
    d2 = "/pub/coursepacks/phys2-2021/"
    f2 = [
        "MANIFEST.txt",
        "lecture-notes.pdf",
        "problem-set-01.pdf",
        "problem-set-02.pdf",
        "problem-set-03.pdf",
        "solutions-01-03.pdf",
        "demo-videos-480p.tar",
        "SHA256SUMS",
    ]
    return [
        # A bare listing: every link is one of the artifact's files and there is no menu to
        # ignore -> Single Page+ (one hop, nothing to filter).
        case(
            "coursepack-chem101-listing",
            "Course-pack mirror (directory listing)",
            "Single Hop",
            "single_page_plus",
            m + d1,
            [
                m + d1,
                *(
                    m + d1 + n
                    for n in [
                        "README.txt",
                        "syllabus.pdf",
                        "lectures-1-12.zip",
                        "problem-sets.tar.gz",
                    ]
                ),
            ],
            mirror_build,
        ),
        # Harder: a handout page outside the files' directory (path-based would miss them)
        # with eight files and one on a second mirror; still every link belongs -> Single
        # Page+.
        case(
            "coursepack-phys2-handout",
            "Course-pack mirror (handout page with a second mirror)",
            "Single Hop",
            "single_page_plus",
            m + "/pub/coursepacks/phys2-2021.html",
            [
                m + "/pub/coursepacks/phys2-2021.html",
                *(m + d2 + n for n in f2),
                "http://mirror2.coursepackftp.hx65.example/pub/phys2-2021/demo-videos-1080p.tar",
            ],
            mirror_build,
        ),
    ]


CASES: list[Case] = [*_oer_cases(), *_edrx_cases(), *_fair_cases(), *_mirror_cases()]
