"""Court portals of heldout66: a national case-law database, a supreme court's bare opinion
pages, an international court's case pages with a separate document host, and a
court-filing docket archive with an API and a storage host."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, data, pdf_file, ris, ul

# --- national case-law database (judgment page with its formats, one hop) -----------------

JUD = Chrome(
    "www.judisfera.hx66.example",
    "Judisfera Case Law",
    [
        ("/courts", "Courts"),
        ("/recent", "Recent decisions"),
        ("/legislation-index", "Legislation index"),
        ("/help/citations", "Citing judgments"),
        ("/donate", "Support us"),
    ],
)


def _judgment(
    path: str,
    doc: int,
    cite: str,
    parties: str,
    court: str,
    year: str,
    formats: list[tuple[str, str]],
) -> tuple[str, str]:
    page = JUD.page(
        f"{parties} [{year}] {cite}",
        f'<article class="judgment"><h1>{escape(parties)}</h1>'
        f'<p class="neutral">Neutral citation: [{year}] {escape(cite)}</p>'
        f"<p>Judgment of the {escape(court)}.</p>"
        f'<section class="formats"><h2>Download</h2>{ul(formats)}</section>'
        f'<section class="body"><p>1. This appeal concerns whether the landlord\'s notice '
        f"was valid. 2. For the reasons that follow the appeal is dismissed.</p></section>"
        f"<p>{a('/cite/' + str(doc) + '.ris', 'Export citation (RIS)')}</p></article>",
        aside="<h2>Cited by</h2>"
        + ul([(f"/search?cites={doc}", "Later judgments citing this one")])
        + "<h2>Similar judgments</h2>"
        + ul([("/uk/cases/EWCA/Civ/2021/640.html", "Holloway v Fenwick Estates [2021]")]),
        share=JUD.url(path),
        crumbs=[("/courts", "Courts"), (f"/courts/{court.lower()}", court)],
    )
    return page, f"{parties} [{year}] {cite}"


def judisfera_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    f1 = [
        ("/download/73356/judgment.pdf", "PDF"),
        ("/download/73356/judgment.rtf", "RTF"),
        ("/download/73356/akn.xml", "XML (Akoma Ntoso)"),
    ]
    pages["/uk/cases/EWCA/Civ/2022/1187.html"], t1 = _judgment(
        "/uk/cases/EWCA/Civ/2022/1187.html",
        73356,
        "EWCA Civ 1187",
        "Marlow Housing Trust v Pennant",
        "EWCA",
        "2022",
        f1,
    )
    f2 = [
        ("/download/73901/judgment-approved.pdf", "Approved judgment (PDF)"),
        ("/download/73901/judgment-original.pdf", "Original handed-down version (PDF)"),
        ("/download/73901/judgment-corrected-2.pdf", "Corrected version, 2 May 2023 (PDF)"),
        ("/download/73901/press-summary.pdf", "Press summary (PDF)"),
        ("/download/73901/akn.xml", "XML (Akoma Ntoso)"),
        ("/cite/73901.bib", "Export citation (BibTeX)"),
    ]
    pages["/uk/cases/UKSC/2023/15.html"], t2 = _judgment(
        "/uk/cases/UKSC/2023/15.html",
        73901,
        "UKSC 15",
        "R (Ashdown) v Secretary of State for Justice",
        "UKSC",
        "2023",
        f2,
    )
    for (path, label), t in [(f, t1) for f in f1] + [(f, t2) for f in f2]:
        if path.endswith(".pdf"):
            pages[path] = pdf_file(t, label)
        elif path.endswith(".rtf"):
            pages[path] = data("{\\rtf1\\ansi " + t + "}", "application/rtf")
        elif path.endswith(".bib"):
            pages[path] = data(f"@misc{{j73901, title={{{t}}}}}\n", "application/x-bibtex")
        else:
            pages[path] = data(f"<akomaNtoso><judgment name='{t}'/></akomaNtoso>", "text/xml")
    pages["/cite/73356.ris"] = ris(t1, "2022", JUD.url("/uk/cases/EWCA/Civ/2022/1187.html"))
    pages["/cite/73901.ris"] = ris(t2, "2023", JUD.url("/uk/cases/UKSC/2023/15.html"))
    other = JUD.page("Holloway v Fenwick Estates [2021] EWCA Civ 640", "<h1>Holloway</h1>")
    pages["/uk/cases/EWCA/Civ/2021/640.html"] = other
    for doc in (73356, 73901):
        pages[f"/search?cites={doc}"] = JUD.page("Search results", "<p>3 judgments cite this.</p>")
    for c in ("ewca", "uksc"):
        pages[f"/courts/{c}"] = JUD.page(c.upper(), f"<h1>{c.upper()} decisions by year</h1>")
    return [JUD.site(pages)]


def _jud_case(name: str, detail: str, path: str, files: list[str]) -> Case:
    truth = [JUD.url(path), *(JUD.url(f) for f in files)]
    return case(
        name,
        f"national case-law database ({detail})",
        "Single Hop",
        # Like BioRxiv/SSRN in the seed's table: a landing page whose files and citation
        # export are one hop away, among menus that the homepage and the 404 also print.
        "single_page_plus_ignored",
        JUD.url(path),
        truth,
        judisfera_sites,
        others=[JUD.url("/uk/cases/EWCA/Civ/2021/640.html")],
    )


# --- a supreme court's bare opinion pages (no chrome at all) ------------------------------

OPN = "opinions.fairhaven-court.hx66.example"


def _bare(title: str, body: str) -> str:
    return (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}</title>"
        "<style>body{font-family:serif}</style></head>"
        f"<body><h1>{escape(title)}</h1>{body}<p><small>Issued by the Clerk of the "
        "Supreme Court of Fairhaven. Opinions are subject to formal revision before "
        "publication in the Fairhaven Reports.</small></p></body></html>"
    )


def fairhaven_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/": _bare("Supreme Court of Fairhaven - Opinions", "<p>Opinion pages by docket.</p>"),
    }
    op1 = [
        ("/pdf/2024/S0214-majority.pdf", "Opinion of the Court (Justice Alcott)"),
        ("/pdf/2024/S0214-dissent.pdf", "Dissenting opinion (Justice Ramires)"),
        ("/txt/2024/S0214-syllabus.txt", "Syllabus (plain text)"),
    ]
    op2 = [
        ("/pdf/2024/S0388-majority.pdf", "Opinion of the Court (Chief Justice Obi)"),
        ("/pdf/2024/S0388-concur-1.pdf", "Concurring opinion (Justice Alcott)"),
        ("/pdf/2024/S0388-concur-2.pdf", "Concurring opinion (Justice Lindqvist)"),
        ("/pdf/2024/S0388-dissent.pdf", "Dissenting opinion (Justice Ramires)"),
        ("/txt/2024/S0388-syllabus.txt", "Syllabus (plain text)"),
        ("/briefs/S0388/appellant.pdf", "Brief of appellant"),
        ("/briefs/S0388/respondent.pdf", "Brief of respondent"),
        ("/audio/S0388-argument.mp3", "Oral argument recording, 12 March 2024"),
        ("/errata/S0388-errata-1.txt", "Errata sheet no. 1"),
    ]
    pages["/opinions/2024/S-0214.html"] = _bare(
        "S-0214 State v. Kettering (2024)",
        "<p>Decided 2 May 2024.</p>" + ul(op1),
    )
    pages["/opinions/2024/S-0388.html"] = _bare(
        "S-0388 Harbor Commission v. Teague Ferries (2024)",
        "<p>Argued 12 March 2024. Decided 20 August 2024. Corrected 3 September 2024.</p>"
        + ul(op2),
    )
    for path, label in op1 + op2:
        if path.endswith(".pdf"):
            pages[path] = pdf_file(label, path)
        elif path.endswith(".mp3"):
            pages[path] = data(b"ID3\x03\x00\x00\x00\x00\x00\x00" + b"\xff\xfb" * 64, "audio/mpeg")
        else:
            pages[path] = data(f"{label}\n\nThe judgment below is affirmed.\n", "text/plain")
    return [Site(OPN, pages)]


def _opn_case(name: str, detail: str, path: str, files: list[str]) -> Case:
    return case(
        name,
        f"supreme court opinion page ({detail})",
        "Single Hop",
        # A Single Hop artifact on a page with no menu, footer or other record links: every
        # one-hop link is the opinion's own file, so Single Page+ needs no ignore list.
        "single_page_plus",
        f"http://{OPN}{path}",
        [f"http://{OPN}{path}", *(f"http://{OPN}{f}" for f in files)],
        fairhaven_sites,
    )


# --- international court: case pages under /case/N/, documents on another domain --------

ICJ = Chrome(
    "www.intjustice.hx66.example",
    "International Tribunal of Justice",
    [
        ("/the-tribunal", "The Tribunal"),
        ("/cases", "Cases"),
        ("/press-room", "Press room"),
        ("/library", "Library"),
        ("/visits", "Visits"),
    ],
    social=False,
)
DOCS = "http://files.intjustice-docs.hx66.example"


def _icj_site_and_docs(
    num: int, title: str, tabs: dict[str, list[tuple[str, str]]], extra: dict[str, str]
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """Pages of one case (under /case/N/), its documents (on the docs host) and the truth."""
    base = f"/case/{num}/"
    pages: dict[str, PageValue] = {}
    docs: dict[str, PageValue] = {}
    truth = [ICJ.url(base)]
    tabnav = ul(
        [(f"{base}{t}", t.replace("-", " ").capitalize()) for t in tabs if "?" not in t], "tabs"
    )
    pages[base] = ICJ.page(
        title,
        f"<h1>{escape(title)}</h1>{tabnav}<p>Overview of the case.</p>",
        aside="<h2>Related cases</h2>" + ul([("/case/176/", "Case 176")]),
        crumbs=[("/cases", "Cases"), ("/cases?list=contentious", "Contentious cases")],
    )
    for tab, docs_of_tab in tabs.items():
        path = f"{base}{tab}"
        truth.append(ICJ.url(path))
        body = tabnav + ul([(DOCS + d, label) for d, label in docs_of_tab])
        if tab in extra:
            body += f"<p>{a(base + extra[tab], 'Next page')}</p>"
        pages[path] = ICJ.page(f"{title} - {tab}", f"<h1>{escape(title)}</h1>{body}")
        for d, label in docs_of_tab:
            docs[d] = pdf_file(title, label)
            truth.append(DOCS + d)
    return pages, docs, truth


ICJ_CASES = {
    187: (
        "Maritime Delimitation in the Corran Sea (Ostravia v. Belmarra)",
        {
            "judgments": [("/case-related/187/187-20230721-JUD-01-00-EN.pdf", "Judgment")],
            "orders": [("/case-related/187/187-20210310-ORD-01-00-EN.pdf", "Order")],
            "written-proceedings": [
                ("/case-related/187/187-20200115-WRI-01-00-EN.pdf", "Memorial of Ostravia"),
                ("/case-related/187/187-20200918-WRI-01-00-EN.pdf", "Counter-Memorial"),
            ],
            "press-releases": [("/case-related/187/187-20230721-PRE-01-00-EN.pdf", "Press")],
        },
        {},
    ),
    192: (
        "Obligations concerning Transboundary Aquifers (Request for Advisory Opinion)",
        {
            "advisory-opinion": [
                ("/case-related/192/192-20240419-ADV-01-00-EN.pdf", "Advisory Opinion (EN)"),
                ("/case-related/192/192-20240419-ADV-01-00-FR.pdf", "Avis consultatif (FR)"),
                ("/case-related/192/192-20240419-ADV-01-01-EN.pdf", "Separate opinion"),
                ("/case-related/192/192-20240419-ADV-01-02-EN.pdf", "Dissenting opinion"),
            ],
            "written-statements": [
                ("/case-related/192/192-20230601-WRI-01-00-EN.pdf", "Statement of Velmar"),
                ("/case-related/192/192-20230602-WRI-02-00-EN.pdf", "Statement of Ostravia"),
            ],
            "written-statements?page=2": [
                ("/case-related/192/192-20230603-WRI-03-00-EN.pdf", "Statement of Carinthe"),
                ("/case-related/192/192-20230605-WRI-04-00-EN.pdf", "Statement of the League"),
            ],
            "oral-proceedings": [
                ("/case-related/192/192-20231002-ORA-01-00-BI.pdf", "Verbatim record 2023/7"),
                ("/case-related/192/192-20231003-ORA-01-00-BI.pdf", "Verbatim record 2023/8"),
            ],
        },
        {"written-statements": "written-statements?page=2"},
    ),
}


def intjustice_sites() -> list[Site]:
    pages: dict[str, PageValue] = {"/case/176/": ICJ.page("Case 176", "<h1>Case 176</h1>")}
    pages["/cases?list=contentious"] = ICJ.page("Contentious cases", "<h1>Contentious</h1>")
    docs: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>Document store</title><p>Files</p>"}
    for num, (title, tabs, extra) in ICJ_CASES.items():
        p, d, _t = _icj_site_and_docs(num, title, tabs, extra)
        pages.update(p)
        docs.update(d)
    return [ICJ.site(pages), Site(DOCS.removeprefix("http://"), docs)]


def _icj_case(name: str, detail: str, num: int) -> Case:
    title, tabs, extra = ICJ_CASES[num]
    _p, _d, truth = _icj_site_and_docs(num, title, tabs, extra)
    return case(
        name,
        f"international court case portal ({detail})",
        "Multi-Hop",
        # Like GitHub in the seed: every page of the case lives under the entry's path, and
        # its documents live on another domain, reached from those pages.
        "path_based_externals",
        ICJ.url(f"/case/{num}/"),
        truth,
        intjustice_sites,
        others=[ICJ.url("/case/176/")],
    )


# --- court-filing docket archive: the docket id is in every URI of the artifact ----------

DKT = Chrome(
    "www.docketshelf.hx66.example",
    "DocketShelf",
    [("/dockets", "Dockets"), ("/opinions", "Opinions"), ("/oral-arguments", "Oral arguments")],
    footer=[("/about", "About"), ("/faq", "FAQ"), ("/coverage", "Coverage"), ("/terms", "Terms")],
)
API = "http://api.docketshelf.hx66.example"
STORE = "http://storage.docketshelf.hx66.example"


def _docket(
    did: int, slug: str, title: str, entries: list[list[tuple[int, str, int]]]
) -> tuple[dict[str, PageValue], dict[str, PageValue], dict[str, PageValue], list[str]]:
    """A docket with entry pages (entries split over pages), its API record and PDFs."""
    base = f"/docket/{did}/{slug}/"
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    truth = [DKT.url(base)]
    for n, chunk in enumerate(entries, 1):
        rows = ""
        for num, text, attachments in chunk:
            ep = f"/docket/{did}/{num}/{slug}/"
            rows += f"<tr><td>{num}</td><td>{a(ep, text)}</td></tr>"
            docs = [
                (f"{STORE}/dockets/{did}/doc-{num}-{k}.pdf", f"Attachment {k}")
                for k in range(attachments + 1)
            ]
            pages[ep] = DKT.page(
                f"#{num} {text} - {title}",
                f"<h1>{escape(text)}</h1><p>{a(base, 'Back to docket')}</p>{ul(docs)}",
            )
            truth.append(DKT.url(ep))
            for u, label in docs:
                store[u.removeprefix(STORE)] = pdf_file(f"{title}, entry {num}", label)
                truth.append(u)
        nav = ""
        if len(entries) > 1:
            nav = " ".join(
                a(base if k == 1 else f"{base}?page={k}", f"Page {k}")
                for k in range(1, len(entries) + 1)
            )
        key = base if n == 1 else f"{base}?page={n}"
        if n > 1:
            truth.append(DKT.url(key))
        pages[key] = DKT.page(
            title,
            f"<h1>{escape(title)}</h1><p>Docket number and court are shown above.</p>"
            f"<table class='entries'>{rows}</table><p class='pages'>{nav}</p>"
            f"<p>{a(API + f'/api/rest/v4/dockets/{did}/', 'JSON (REST API)')}"
            f" {a(f'/docket/{did}/feed/', 'RSS feed of new entries')}</p>",
            aside="<h2>Judge</h2>"
            + ul([("/person/ptolemy-hart/", "Hon. Ptolemy Hart")])
            + "<h2>Related dockets</h2>"
            + ul([("/docket/58830017/in-re-borealis-holdings/", "In re Borealis Holdings")]),
            share=DKT.url(base),
        )
    api[f"/api/rest/v4/dockets/{did}/"] = data(
        f'{{"id": {did}, "case_name": "{title}"}}', "application/json"
    )
    truth.append(API + f"/api/rest/v4/dockets/{did}/")
    pages[f"/docket/{did}/feed/"] = data(
        f"<rss><channel><title>{escape(title)}</title></channel></rss>", "application/rss+xml"
    )
    truth.append(DKT.url(f"/docket/{did}/feed/"))
    return pages, api, store, truth


DOCKETS = {
    66120473: (
        "acme-fixtures-v-borealis-holdings",
        "Acme Fixtures Inc. v. Borealis Holdings LLC",
        [[(1, "Complaint", 2), (5, "Answer", 0), (9, "Scheduling order", 0)]],
    ),
    67004219: (
        "state-of-norland-v-quillfeather-pharma",
        "State of Norland v. Quillfeather Pharma Corp.",
        [
            [(1, "Complaint", 3), (4, "Motion to remand", 1)],
            [(12, "Opposition to motion to remand", 2), (15, "Reply", 0)],
            [(22, "Memorandum opinion", 0), (23, "Order granting remand", 0)],
        ],
    ),
}


def docketshelf_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/person/ptolemy-hart/": DKT.page("Hon. Ptolemy Hart", "<h1>Ptolemy Hart</h1>"),
        "/docket/58830017/in-re-borealis-holdings/": DKT.page("In re Borealis", "<h1>In re</h1>"),
    }
    api: dict[str, PageValue] = {"/": data('{"versions": ["v4"]}', "application/json")}
    store: dict[str, PageValue] = {"/": data("storage", "text/plain")}
    for did, (slug, title, entries) in DOCKETS.items():
        p, ap, st, _t = _docket(did, slug, title, entries)
        pages.update(p)
        api.update(ap)
        store.update(st)
    return [
        DKT.site(pages),
        Site(API.removeprefix("http://"), api),
        Site(STORE.removeprefix("http://"), store),
    ]


def _dkt_case(name: str, detail: str, did: int) -> Case:
    slug, title, entries = DOCKETS[did]
    _p, _a, _s, truth = _docket(did, slug, title, entries)
    return case(
        name,
        f"court-filing docket archive ({detail})",
        "Multi-Hop",
        # Like GBIF in the seed: the docket id of the entry URI recurs in every artifact URI,
        # on the portal, its API host and its storage host, and in no chrome link.
        "sig_uri",
        DKT.url(f"/docket/{did}/{slug}/"),
        truth,
        docketshelf_sites,
        others=[DKT.url("/docket/58830017/in-re-borealis-holdings/")],
    )


CASES: list[Case] = [
    _jud_case(
        "judisfera-appeal",
        "appeal judgment with PDF, RTF and XML",
        "/uk/cases/EWCA/Civ/2022/1187.html",
        [
            "/download/73356/judgment.pdf",
            "/download/73356/judgment.rtf",
            "/download/73356/akn.xml",
            "/cite/73356.ris",
        ],
    ),
    _jud_case(
        "judisfera-corrected",
        "supreme court judgment with original and corrected versions and press summary",
        "/uk/cases/UKSC/2023/15.html",
        [
            "/download/73901/judgment-approved.pdf",
            "/download/73901/judgment-original.pdf",
            "/download/73901/judgment-corrected-2.pdf",
            "/download/73901/press-summary.pdf",
            "/download/73901/akn.xml",
            "/cite/73901.bib",
            "/cite/73901.ris",
        ],
    ),
    _opn_case(
        "fairhaven-opinion",
        "opinion with dissent and syllabus",
        "/opinions/2024/S-0214.html",
        [
            "/pdf/2024/S0214-majority.pdf",
            "/pdf/2024/S0214-dissent.pdf",
            "/txt/2024/S0214-syllabus.txt",
        ],
    ),
    _opn_case(
        "fairhaven-opinion-briefs",
        "corrected opinion with concurrences, briefs, argument audio and errata",
        "/opinions/2024/S-0388.html",
        [
            "/pdf/2024/S0388-majority.pdf",
            "/pdf/2024/S0388-concur-1.pdf",
            "/pdf/2024/S0388-concur-2.pdf",
            "/pdf/2024/S0388-dissent.pdf",
            "/txt/2024/S0388-syllabus.txt",
            "/briefs/S0388/appellant.pdf",
            "/briefs/S0388/respondent.pdf",
            "/audio/S0388-argument.mp3",
            "/errata/S0388-errata-1.txt",
        ],
    ),
    _icj_case("intjustice-contentious", "contentious case with judgment and pleadings", 187),
    _icj_case(
        "intjustice-advisory",
        "advisory proceedings with bilingual opinions and paginated written statements",
        192,
    ),
    _dkt_case("docketshelf-civil", "civil docket with complaint attachments", 66120473),
    _dkt_case(
        "docketshelf-remand",
        "three pages of docket entries with attachments, API record and feed",
        67004219,
    ),
]
