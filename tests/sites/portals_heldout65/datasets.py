"""Multi-hop education data portals bounded by a significant string: a MOOC data archive
(Dataverse-like, title filtered from its end), a learning-analytics project hub (OSF-like,
title filtered from its start), a tutoring-data repository (Dryad-like, title plus one
hop), an exam-paper archive (bare title in every object) and an assessment item bank
(GBIF-like identifier in every URI).

Each portal's `build()` makes its whole host (both records and the pages they link).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Shell, data, ul

# --- MOOC data archive (Dataverse-like: "<title> - MOOCVerse") ---------------------------

MV = Shell(
    "data.moocverse.hx65.example",
    "MOOCVerse",
    [("/dataverse/root", "Browse"), ("/guides/user", "User guide"), ("/support", "Support")],
    [("/about", "About"), ("/terms", "Terms of use"), ("/privacy", "Privacy")],
    title_format="{title} - {name}",
    home_title="Home - MOOCVerse",
    chrome_extra={"/dataverse/mooc-research": "MOOC Research Collection"},
)
MV_SETS = {
    "doi:10.70168/MV/QX7R2P": (
        "Forum Participation Logs from a Statistics MOOC, 2021 Cohort",
        [(31001, "forum_posts.tab"), (31002, "codebook.txt")],
        ["1.0"],
    ),
    "doi:10.70168/MV/B4N8WK": (
        "Peer Grading Reliability in Three Writing MOOCs",
        [
            (32010, "peer_grades.tab"),
            (32011, "rubric.txt"),
            (32012, "essays_meta.tab"),
            (32013, "analysis.R"),
            (32014, "README.md"),
        ],
        ["2.0", "1.0"],
    ),
}


def _mv_ds(pid: str, version: str | None = None) -> str:
    return f"/dataset.xhtml?persistentId={pid}" + (f"&version={version}" if version else "")


def mv_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for pid, (title, files, versions) in MV_SETS.items():
        crumb = '<nav class="crumbs"><a href="/dataverse/root">MOOCVerse</a> &gt; <a href="/dataverse/mooc-research">MOOC Research Collection</a></nav>'
        exports = [
            (f"/api/datasets/export?exporter=dataverse_json&persistentId={pid}", "JSON"),
            (f"/api/datasets/export?exporter=ddi&persistentId={pid}", "DDI"),
        ]
        vers = ul([(_mv_ds(pid, v), f"Version {v}") for v in versions]) if len(versions) > 1 else ""
        rows = "".join(
            f'<tr><td><a href="/file.xhtml?fileId={fid}&version={versions[0]}">{n}</a></td>'
            f'<td><a href="/api/access/datafile/{fid}">Download</a></td></tr>'
            for fid, n in files
        )
        main = (
            f'{crumb}<h1>{escape(title)}</h1><div class="citation">Citation: {escape(title)}, '
            f"MOOCVerse, {pid}</div><h2>Files</h2><table>{rows}</table>"
            f"<h2>Metadata export</h2>{ul(exports)}{vers}"
        )
        pages[_mv_ds(pid)] = MV.page(title, main)
        for v in versions:
            pages[_mv_ds(pid, v)] = MV.page(
                f"{title} (version {v})", f"{crumb}<h1>{escape(title)}</h1><p>Version {v}</p>"
            )
        for url, fmt in exports:
            pages[url] = data(f'{{"title": "{title}", "format": "{fmt}"}}', "application/json")
        for fid, n in files:
            pages[f"/file.xhtml?fileId={fid}&version={versions[0]}"] = MV.page(
                f"{n} - {title}",
                f'{crumb}<p>File {n} of dataset <a href="{_mv_ds(pid)}">{escape(title)}</a></p>'
                f'<a href="/api/access/datafile/{fid}">Download</a> '
                f'<a href="/api/access/datafile/{fid}?format=original">Original format</a>',
            )
            body = f"# {title}\n# file: {n}\nid\tvalue\n1\t0.4\n"
            pages[f"/api/access/datafile/{fid}"] = data(body, "text/tab-separated-values")
            pages[f"/api/access/datafile/{fid}?format=original"] = data(body, "text/plain")
    pages["/dataverse/mooc-research"] = MV.page(
        "MOOC Research Collection",
        "<h1>MOOC Research Collection</h1>" + ul([(_mv_ds(p), p) for p in MV_SETS]),
    )
    return [MV.site(pages)]


def _mv_cases() -> list[Case]:
    u = MV.url

    def truth(pid: str) -> list[str]:
        title, files, versions = MV_SETS[pid]
        t = [u(_mv_ds(pid))]
        if len(versions) > 1:
            t += [u(_mv_ds(pid, v)) for v in versions]
        t += [
            u(f"/api/datasets/export?exporter={x}&persistentId={pid}")
            for x in ("dataverse_json", "ddi")
        ]
        for fid, _n in files:
            t.append(u(f"/file.xhtml?fileId={fid}&version={versions[0]}"))
            t += [
                u(f"/api/access/datafile/{fid}"),
                u(f"/api/access/datafile/{fid}?format=original"),
            ]
        return t

    p1, p2 = "doi:10.70168/MV/QX7R2P", "doi:10.70168/MV/B4N8WK"
    return [
        # Dataverse in the seed: Significant String from Filtered Title, the portal name
        # filtered from the title's end; the dataset title is in every object.
        case(
            "moocverse-forum-logs",
            "MOOC data archive (dataset with two files)",
            "Multi-Hop",
            "sig_filtered_title",
            u(_mv_ds(p1)),
            truth(p1),
            mv_build,
        ),
        # Harder: five files, two versions, original-format downloads -> same heuristic.
        case(
            "moocverse-peer-grading",
            "MOOC data archive (dataset with five files and two versions)",
            "Multi-Hop",
            "sig_filtered_title",
            u(_mv_ds(p2)),
            truth(p2),
            mv_build,
        ),
    ]


# --- Learning-analytics project hub (OSF-like: "LAHub | <title>") ------------------------

LA = Shell(
    "hub.lakeframe.hx65.example",
    "LAHub",
    [
        ("/myprojects/", "My projects"),
        ("/search/", "Search"),
        ("/preprints/", "Preprints"),
        ("/registries/", "Registries"),
    ],
    [
        ("/about/", "About"),
        ("/support/", "Support"),
        ("/terms/", "Terms"),
        ("/privacy/", "Privacy"),
    ],
    title_format="{name} | {title}",
    home_title="LAHub | Home",
    chrome_extra={"/profile/r8kqe/": "Ines Duarte", "/profile/t2m9a/": "Bo Lindahl"},
)
LAF = "files.lakeframe.hx65.example"
LA_PROJ = {
    "k7w2q": (
        "Predicting Quiz Retakes from Video Pauses",
        ["pauses.csv", "model.ipynb"],
        None,
        "r8kqe",
    ),
    "x3d5v": (
        "Wellbeing Survey Items for Online Learners",
        ["items.pdf", "responses_wave1.csv", "responses_wave2.csv", "preregistration.pdf"],
        ("m4r6t", "Cognitive interviews", ["interview_guide.pdf", "coding.xlsx"]),
        "t2m9a",
    ),
}


def la_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    fs: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>LAHub files</title><p>storage</p>"}

    def node(
        nid: str, title: str, files: list[str], crumb: str, comp: str, who: str, sig: str
    ) -> None:
        tabs = ul(
            [
                (f"/{nid}/", "Overview"),
                (f"/{nid}/files/", "Files"),
                (f"/{nid}/wiki/", "Wiki"),
                (f"/{nid}/analytics/", "Analytics"),
            ]
        )
        head = f"{crumb}<h1>{escape(title)}</h1>{tabs}"
        pages[f"/{nid}/"] = LA.page(
            title,
            f'{head}<p>Contributors: <a href="/profile/{who}/">profile</a></p>{comp}'
            f"<p>Citation: {escape(title)}. LAHub. {nid}</p>",
            share=LA.url(f"/{nid}/"),
        )
        pages[f"/{nid}/wiki/"] = LA.page(f"{title} Wiki", f"{head}<p>Project notes.</p>")
        pages[f"/{nid}/analytics/"] = LA.page(f"{title} Analytics", f"{head}<p>Visits.</p>")
        pages[f"/{nid}/files/"] = LA.page(
            f"{title} Files", head + ul([(f"/{nid}/files/osfstorage/{f}", f) for f in files])
        )
        for f in files:
            dl = f"http://{LAF}/v1/resources/{nid}/providers/osfstorage/{f}?action=download"
            pages[f"/{nid}/files/osfstorage/{f}"] = LA.page(
                f"{f} - {title}", f'{head}<p>{f}</p><a href="{dl}">Download</a>'
            )
            fs[f"/v1/resources/{nid}/providers/osfstorage/{f}"] = (
                pdf(sig, [f]) if f.endswith(".pdf") else f"{sig}\n{title}\n{f}\n".encode()
            )
            fs[f"/v1/resources/{nid}/providers/osfstorage/{f}?action=download"] = fs[
                f"/v1/resources/{nid}/providers/osfstorage/{f}"
            ]

    for nid, (title, files, comp, who) in LA_PROJ.items():
        comp_html = ""
        if comp:
            cid, ctitle, cfiles = comp
            comp_html = f'<h2>Components</h2><a href="/{cid}/">{ctitle}</a>'
            crumb = f'<nav><a href="/{nid}/">{escape(title)}</a> / {ctitle}</nav>'
            node(cid, ctitle, cfiles, crumb, "", who, title)
        node(nid, title, files, "", comp_html, who, title)
    return [LA.site(pages), Site(LAF, fs)]


def _la_cases() -> list[Case]:
    u = LA.url

    def node(nid: str, files: list[str]) -> list[str]:
        t = [u(f"/{nid}/{x}") for x in ("", "files/", "wiki/", "analytics/")]
        t += [u(f"/{nid}/files/osfstorage/{f}") for f in files]
        t += [
            f"http://{LAF}/v1/resources/{nid}/providers/osfstorage/{f}?action=download"
            for f in files
        ]
        return t

    return [
        # OSF in the seed: Significant String from Filtered Title ("LAHub | " removed by
        # comparing with the homepage title); the project title is in every object.
        case(
            "lahub-quiz-retakes",
            "Learning-analytics project hub (project with two files)",
            "Multi-Hop",
            "sig_filtered_title",
            u("/k7w2q/"),
            node("k7w2q", LA_PROJ["k7w2q"][1]),
            la_build,
        ),
        # Harder: four files and a component whose pages carry the parent title in their
        # breadcrumb (so they belong by the same string) -> same heuristic.
        case(
            "lahub-wellbeing-survey",
            "Learning-analytics project hub (project with a component and four files)",
            "Multi-Hop",
            "sig_filtered_title",
            u("/x3d5v/"),
            node("x3d5v", LA_PROJ["x3d5v"][1])
            + node("m4r6t", ["interview_guide.pdf", "coding.xlsx"]),
            la_build,
        ),
    ]


# --- Tutoring-data repository (Dryad-like: "Data from: ...") -----------------------------

TDS = Shell(
    "repo.tutordatastore.hx65.example",
    "TutorData Store",
    [("/discover", "Search data"), ("/submit", "Submit data"), ("/pages/faq", "FAQ")],
    [("/pages/about", "About"), ("/pages/policies", "Policies"), ("/pages/contact", "Contact")],
    chrome_extra={
        "/discover?field=subject&q=algebra": "algebra",
        "/discover?field=subject&q=reading": "reading",
    },
)
JOURNAL = "articles.edtechquarterly.hx65.example"
TDS_SETS = {
    "tds.q83n2": (
        "Data from: Hint usage and persistence in an intelligent tutoring system for algebra",
        ["hints.csv", "sessions.csv"],
        "10.70170/etq.2024.118",
        False,
    ),
    "tds.7mz4c": (
        "Data from: Reading fluency gains with adaptive passage difficulty in grades two to four",
        ["fluency.csv", "passages.csv", "students.csv", "README.txt"],
        "10.70170/etq.2025.031",
        True,
    ),
}


def tds_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    jr: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>EdTech Quarterly</title><p>Journal</p>"}
    for key, (title, files, art, versions) in TDS_SETS.items():
        base = f"/resource/doi:10.70169/{key}"
        subj = "algebra" if "algebra" in title else "reading"
        items = [(f"{base}/{i}", f) for i, f in enumerate(files, 1)]
        vers = ""
        if versions:
            vers = f'<p>This is version 2. <a href="{base}.1">Version 1</a></p>'
            pages[base + ".1"] = TDS.page(
                title, f"<h1>{escape(title)}</h1><p>Version 1 (superseded)</p>", raw_title=True
            )
        pages[base] = TDS.page(
            title,
            f"<h1>{escape(title)}</h1><p>Keywords: "
            f'<a href="/discover?field=subject&amp;q={subj}">{subj}</a></p>'
            f'<p>Article: <a href="http://{JOURNAL}/doi/{art}">published article</a></p>'
            f"<h2>Data files</h2>{ul(items)}{vers}"
            f'<p><a href="{base}?show=full">Full metadata</a> · '
            f'<a href="{base}/citation/ris">Export citation (RIS)</a></p>',
            raw_title=True,
            share=TDS.url(base),
        )
        pages[base + "?show=full"] = TDS.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>",
            raw_title=True,
        )
        pages[base + "/citation/ris"] = data(
            f"TY  - DATA\nTI  - {title}\nER  -\n", "application/x-research-info-systems"
        )
        for i, f in enumerate(files, 1):
            bs = f"/bitstream/handle/10255/{key}.{i}/{f}?sequence=1"
            pages[f"{base}/{i}"] = TDS.page(
                title,
                f'<h1>{escape(title)}</h1><p>File: {f}</p><a href="{bs}">Download</a>'
                f' <a href="{base}">Back to data package</a>',
                raw_title=True,
            )
            pages[bs] = data(f"id,value\n1,{f}\n", "text/csv")
        jr[f"/doi/{art}"] = f"<!DOCTYPE html><title>Article {art}</title><p>Article</p>"
    return [TDS.site(pages), Site(JOURNAL, jr)]


def _tds_cases() -> list[Case]:
    u = TDS.url

    def truth(key: str) -> list[str]:
        _t, files, _a, versions = TDS_SETS[key]
        base = f"/resource/doi:10.70169/{key}"
        t = [u(base), u(base + "?show=full"), u(base + "/citation/ris")]
        t += [u(f"{base}/{i}") for i in range(1, len(files) + 1)]
        t += [
            u(f"/bitstream/handle/10255/{key}.{i}/{f}?sequence=1") for i, f in enumerate(files, 1)
        ]
        return t + ([u(base + ".1")] if versions else [])

    return [
        # Dryad in the seed: the "Data from: ..." title is in every page of the package
        # but not in the data files, one hop from those pages -> Significant String from
        # Title+ with Ignored URIs.
        case(
            "tutordata-algebra-hints",
            "Tutoring-data repository (package with two data files)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            u("/resource/doi:10.70169/tds.q83n2"),
            truth("tds.q83n2"),
            tds_build,
            others=[f"http://{JOURNAL}/doi/10.70170/etq.2024.118"],
        ),
        # Harder: four files, an earlier version of the package -> same heuristic.
        case(
            "tutordata-reading-fluency",
            "Tutoring-data repository (package with four files and a version)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            u("/resource/doi:10.70169/tds.7mz4c"),
            truth("tds.7mz4c"),
            tds_build,
            others=[f"http://{JOURNAL}/doi/10.70170/etq.2025.031"],
        ),
    ]


# --- Exam-paper archive (bare title, present in every object) ----------------------------

EXB = Shell(
    "archive.exambinder.hx65.example",
    "ExamBinder",
    [("/subjects", "Subjects"), ("/levels", "Levels"), ("/contribute", "Contribute")],
    [("/about", "About"), ("/copyright", "Copyright"), ("/contact", "Contact")],
    chrome_extra={"/subjects/mathematics": "Mathematics", "/subjects/physics": "Physics"},
)
EXAMS = {
    8812: ("Calculus II Final Examination Spring 2023 Paper B", "mathematics", 771, 0, 8811),
    9305: ("Introductory Mechanics Midterm Test Autumn 2022", "physics", 802, 6, None),
    8811: ("Calculus II Final Examination Spring 2023 Paper A", "mathematics", None, 0, None),
}


def exb_build() -> list[Site]:
    pages: dict[str, PageValue] = {"/resources/formula-booklet.pdf": pdf("Formula booklet", ["x"])}
    for eid, (title, subj, report, nsol, sibling) in EXAMS.items():
        items = [
            (f"/exam/{eid}/paper.pdf", "Question paper"),
            (f"/exam/{eid}/markscheme.pdf", "Mark scheme"),
        ]
        if report:
            items.append((f"/reports/{report}", "Examiners' report"))
            pages[f"/reports/{report}"] = EXB.page(
                title,
                f"<h1>Examiners report: {escape(title)}</h1>"
                f'<a href="/reports/{report}/report.pdf">Full report (PDF)</a>',
                raw_title=True,
            )
            pages[f"/reports/{report}/report.pdf"] = pdf(title, ["Examiners report"])
        if nsol:
            items.append((f"/solutions/{eid}", "Worked solutions"))
            pages[f"/solutions/{eid}"] = EXB.page(
                title,
                f"<h1>Worked solutions: {escape(title)}</h1>"
                + ul([(f"/solutions/{eid}/q{i}.pdf", f"Question {i}") for i in range(1, nsol + 1)]),
                raw_title=True,
            )
            for i in range(1, nsol + 1):
                pages[f"/solutions/{eid}/q{i}.pdf"] = pdf(title, [f"Question {i}"])
            items.append(
                ("/resources/formula-booklet.pdf", "Formula booklet (all mechanics papers)")
            )
        side = f'<aside>Also sat: <a href="/exam/{sibling}">Paper A</a></aside>' if sibling else ""
        pages[f"/exam/{eid}"] = EXB.page(
            title,
            f"<h1>{escape(title)}</h1><p>Subject: "
            f'<a href="/subjects/{subj}">{subj.title()}</a></p>{ul(items)}{side}',
            raw_title=True,
        )
        for p in ("paper", "markscheme"):
            pages[f"/exam/{eid}/{p}.pdf"] = pdf(title, [p])
    return [EXB.site(pages)]


def _exb_cases() -> list[Case]:
    u = EXB.url
    return [
        # Every object of the paper (PDFs, report) carries the exam's full title and the
        # page title is that string alone, so the seed's Significant String from Title
        # keeps exactly them and drops the chrome.
        case(
            "exambinder-calculus-paper-b",
            "Exam-paper archive (paper with mark scheme and report)",
            "Multi-Hop",
            "sig_title",
            u("/exam/8812"),
            [
                u("/exam/8812"),
                u("/exam/8812/paper.pdf"),
                u("/exam/8812/markscheme.pdf"),
                u("/reports/771"),
                u("/reports/771/report.pdf"),
            ],
            exb_build,
            others=[u("/exam/8811")],
        ),
        # Harder: six worked-solution PDFs two hops out and a shared formula booklet that
        # lacks the title (not part of this paper) -> Significant String from Title.
        case(
            "exambinder-mechanics-midterm",
            "Exam-paper archive (test with worked solutions and a shared booklet)",
            "Multi-Hop",
            "sig_title",
            u("/exam/9305"),
            [
                u("/exam/9305"),
                u("/exam/9305/paper.pdf"),
                u("/exam/9305/markscheme.pdf"),
                u("/reports/802"),
                u("/reports/802/report.pdf"),
                u("/solutions/9305"),
                *(u(f"/solutions/9305/q{i}.pdf") for i in range(1, 7)),
            ],
            exb_build,
        ),
    ]


# --- Assessment item bank (GBIF-like identifier in every URI) ----------------------------

QB = Shell(
    "itembank.quizlattice.hx65.example",
    "QuizLattice Item Bank",
    [("/banks", "Banks"), ("/standards", "Standards"), ("/author", "Author items")],
    [("/about", "About"), ("/api-terms", "API terms"), ("/privacy", "Privacy")],
    chrome_extra={
        "/banks/algebra-1": "Algebra 1",
        "/standards/ccss-8-ee-7": "CCSS 8.EE.7",
    },
)
API = "api.quizlattice.hx65.example"
ITEMS = ["QL-58213", "QL-60042", "QL-71930", "QL-80455"]


def qb_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {"/": data('{"service":"quizlattice"}', "application/json")}
    for it in ITEMS:
        sim = [x for x in ITEMS if x != it][:2]
        pages[f"/items/{it}"] = QB.page(
            f"Item {it}",
            f"<h1>Item {it}</h1><p>Solve 3(x - 2) = 2x + 5.</p>"
            '<p>Aligned to <a href="/standards/ccss-8-ee-7">CCSS 8.EE.7</a> in '
            '<a href="/banks/algebra-1">Algebra 1</a></p>'
            + ul(
                [
                    (f"/items/{it}/preview", "Student preview"),
                    (f"/items/{it}/statistics", "Item statistics"),
                    (f"/items/{it}/history", "Revision history"),
                    (f"/export?format=qti21&item={it}", "Export QTI 2.1"),
                    (f"http://{API}/v2/items/{it}", "JSON (API)"),
                ]
            )
            + "<aside>Similar items"
            + ul([(f"/items/{s}", s) for s in sim])
            + "</aside>",
        )
        pages[f"/items/{it}/preview"] = QB.page(f"Preview {it}", "<p>x = 11</p>")
        pages[f"/items/{it}/statistics"] = QB.page(f"Statistics {it}", "<p>p-value 0.62</p>")
        pages[f"/items/{it}/history"] = QB.page(
            f"History {it}", ul([(f"/items/{it}/revisions/{r}", f"Revision {r}") for r in (1, 2)])
        )
        for r in (1, 2):
            pages[f"/items/{it}/revisions/{r}"] = QB.page(f"{it} revision {r}", "<p>diff</p>")
        pages[f"/export?format=qti21&item={it}"] = data(
            f"<assessmentItem identifier='{it}'/>", "application/xml"
        )
        api[f"/v2/items/{it}"] = data(
            f'{{"id":"{it}","qti":"http://{API}/v2/items/{it}/qti.xml"}}', "application/json"
        )
        api[f"/v2/items/{it}/qti.xml"] = data(
            f"<assessmentItem identifier='{it}'/>", "application/xml"
        )
    sid = "IS-7f3c2a90"
    members = ITEMS[:4]
    nav = ul(
        [
            (f"/sets/{sid}/analytics", "Analytics"),
            (f"/export?format=qti21&set={sid}", "Export set (QTI)"),
            (f"http://{API}/v2/sets/{sid}/items", "API"),
        ]
    )
    pages[f"/sets/{sid}"] = QB.page(
        "Linear Equations Checkpoint (item set)",
        f'<h1>Linear Equations Checkpoint</h1><p>Aligned to <a href="/standards/ccss-8-ee-7">'
        f"CCSS 8.EE.7</a></p>{nav}"
        + ul([(f"/items/{m}", m) for m in members[:2]])
        + f'<a href="/sets/{sid}?page=2">Next page</a>',
    )
    pages[f"/sets/{sid}?page=2"] = QB.page(
        "Linear Equations Checkpoint (page 2)", nav + ul([(f"/items/{m}", m) for m in members[2:]])
    )
    pages[f"/sets/{sid}/analytics"] = QB.page("Set analytics", "<p>Mean score 61%</p>")
    pages[f"/export?format=qti21&set={sid}"] = data(
        f"<assessmentTest identifier='{sid}'/>", "application/xml"
    )
    api[f"/v2/sets/{sid}/items"] = data(
        '{"items": [' + ",".join(f'"http://{API}/v2/items/{m}"' for m in members) + "]}",
        "application/json",
    )
    return [QB.site(pages), Site(API, api)]


def _qb_cases() -> list[Case]:
    u = QB.url
    it, sid = "QL-58213", "IS-7f3c2a90"
    return [
        # GBIF in the seed: the record's identifier is in the path of every artifact URI,
        # on the portal and its API host -> Significant String from URI.
        case(
            "quizlattice-item",
            "Assessment item bank (single item with API and revisions)",
            "Multi-Hop",
            "sig_uri",
            u(f"/items/{it}"),
            [
                u(f"/items/{it}"),
                u(f"/items/{it}/preview"),
                u(f"/items/{it}/statistics"),
                u(f"/items/{it}/history"),
                u(f"/items/{it}/revisions/1"),
                u(f"/items/{it}/revisions/2"),
                u(f"/export?format=qti21&item={it}"),
                f"http://{API}/v2/items/{it}",
            ],
            qb_build,
            others=[u("/items/QL-60042"), u("/items/QL-71930")],
        ),
        # Harder: an item set, paginated, whose member items are separate artifacts; the
        # set identifier marks its own URIs -> Significant String from URI.
        case(
            "quizlattice-item-set",
            "Assessment item bank (paginated item set with export and API)",
            "Multi-Hop",
            "sig_uri",
            u(f"/sets/{sid}"),
            [
                u(f"/sets/{sid}"),
                u(f"/sets/{sid}?page=2"),
                u(f"/sets/{sid}/analytics"),
                u(f"/export?format=qti21&set={sid}"),
                f"http://{API}/v2/sets/{sid}/items",
            ],
            qb_build,
            others=[u(f"/items/{m}") for m in ITEMS],
        ),
    ]


CASES: list[Case] = [*_mv_cases(), *_la_cases(), *_tds_cases(), *_exb_cases(), *_qb_cases()]
