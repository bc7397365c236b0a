"""One-hop records: a survey questionnaire bank (questionnaire, its question pages,
showcards and exports) and a social-science working-paper repository (abstract page, PDF
versions, citation exports), both wrapped in heavy chrome; and a statistics office's bare
public-use microdata release index, whose every link is a file of the release.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import case

from ._kit import Chrome, bare_site, finish, pdf_file, text, ul, zipped

# --- survey questionnaire bank --------------------------------------------------------------

QB = Chrome(
    host="qbank.askwell-survey.hx93.example",
    name="AskWell Survey Question Bank",
    menu=[
        ("/", "Home"),
        ("/questionnaires", "Questionnaires"),
        ("/questions", "Search questions"),
        ("/topics", "Topics"),
        ("/methods", "Survey methods"),
    ],
    footer=[
        ("/about", "About the question bank"),
        ("/copyright", "Copyright and reuse"),
        ("/privacy", "Privacy"),
        ("/newsletter", "Newsletter"),
    ],
)
QB_FILES = "files.askwell-survey.hx93.example"


@dataclass(frozen=True)
class Questionnaire:
    qid: str
    title: str
    questions: tuple[tuple[str, str], ...]  # (number, wording)
    documents: tuple[tuple[str, str], ...]  # (file name, label)
    on_file_host: bool
    related: tuple[tuple[str, str], ...]


QUESTIONNAIRES = (
    Questionnaire(
        "qb-2231",
        "Social Attitudes Survey 2019: Main Questionnaire",
        (
            ("Q4", "How interested are you in politics?"),
            ("Q5", "Did you vote at the last election?"),
        ),
        (("questionnaire.pdf", "Questionnaire (PDF)"), ("showcards.pdf", "Showcards")),
        False,
        (("qb-2230", "Social Attitudes Survey 2018: Main Questionnaire"),),
    ),
    Questionnaire(
        "qb-3390",
        "Neighbourhood Cohesion Study, Wave 2: Self-completion Booklet",
        tuple((f"B{i}", f"Item {i} of the cohesion battery") for i in range(1, 7)),
        (
            ("booklet_en.pdf", "Booklet (English)"),
            ("booklet_cy.pdf", "Booklet (Welsh translation)"),
            ("booklet_pl.pdf", "Booklet (Polish translation)"),
            ("fieldwork_report.pdf", "Fieldwork report"),
        ),
        True,
        (
            ("qb-3301", "Neighbourhood Cohesion Study, Wave 1"),
            ("qb-2231", "Social Attitudes Survey 2019"),
        ),
    ),
)


def _qb_doc(q: Questionnaire, name: str) -> str:
    if q.on_file_host:
        return f"http://{QB_FILES}/questionnaires/{q.qid}/{name}"
    return QB.url(f"/media/{q.qid}/{name}")


def _qb_truth(q: Questionnaire) -> list[str]:
    out = [QB.url(f"/questionnaires/{q.qid}")]
    out += [QB.url(f"/questions/{q.qid}-{n}") for n, _w in q.questions]
    out += [_qb_doc(q, f) for f, _l in q.documents]
    out += [QB.url(f"/export/{q.qid}.ddi3.xml"), QB.url(f"/cite/{q.qid}.ris")]
    return out


def _qb_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    files = bare_site(QB_FILES, {})
    for q in QUESTIONNAIRES:
        pages[f"/questionnaires/{q.qid}"] = QB.record(
            q.title,
            f"<h1>{q.title}</h1><h2>Documents</h2>"
            + ul((_qb_doc(q, f), label) for f, label in q.documents)
            + "<h2>Questions</h2>"
            + ul((f"/questions/{q.qid}-{n}", f"{n}. {w}") for n, w in q.questions)
            + "<h2>Cite and export</h2>"
            + ul(
                [(f"/cite/{q.qid}.ris", "Citation (RIS)"), (f"/export/{q.qid}.ddi3.xml", "DDI 3.2")]
            )
            + "<aside><h2>Other questionnaires in this series</h2>"
            + ul((f"/questionnaires/{r}", t) for r, t in q.related)
            + ul([("/topics/political-participation", "Topic: political participation")])
            + "</aside>",
            share=QB.url(f"/questionnaires/{q.qid}"),
        )
        for n, w in q.questions:
            pages[f"/questions/{q.qid}-{n}"] = QB.record(
                f"{n}: {w}",
                f"<h1>{n}. {w}</h1><p>Response options: scale 1-5.</p><p>From "
                f"<a href='/questionnaires/{q.qid}'>{q.title}</a></p>"
                "<p><a href='/questions?similar=interest-in-politics'>Similar questions</a></p>",
            )
        for f, label in q.documents:
            doc = pdf_file(label, q.title)
            if q.on_file_host:
                files.add(f"/questionnaires/{q.qid}/{f}", doc)
            else:
                pages[f"/media/{q.qid}/{f}"] = doc
        pages[f"/export/{q.qid}.ddi3.xml"] = text(
            f"<ddi:Instrument><r:Label>{q.title}</r:Label></ddi:Instrument>\n", "application/xml"
        )
        pages[f"/cite/{q.qid}.ris"] = text(
            f"TY  - GEN\nT1  - {q.title}\nER  -\n", "application/x-research-info-systems"
        )
        for r, t in q.related:
            pages.setdefault(f"/questionnaires/{r}", QB.record(t, f"<h1>{t}</h1>"))
    return [finish(QB, pages), files]


QB_CASES = [
    # A questionnaire record is the seed's Figshare/Zenodo shape: everything of it is one
    # hop from the record page (documents, question pages, exports), amid menus, topic and
    # series links: Single Page+ with Ignored URIs.
    case(
        "askwell-attitudes-2019",
        "survey questionnaire bank (two documents, two questions)",
        "Single Hop",
        "single_page_plus_ignored",
        QB.url("/questionnaires/qb-2231"),
        _qb_truth(QUESTIONNAIRES[0]),
        _qb_sites,
        others=[QB.url("/questionnaires/qb-2230")],
    ),
    # Harder: documents on a separate file host, translations, six question pages, a
    # related questionnaire that is itself another case's entry.
    case(
        "askwell-cohesion-wave2",
        "survey questionnaire bank (translations on a file host, six questions)",
        "Single Hop",
        "single_page_plus_ignored",
        QB.url("/questionnaires/qb-3390"),
        _qb_truth(QUESTIONNAIRES[1]),
        _qb_sites,
        others=[QB.url("/questionnaires/qb-3301"), QB.url("/questionnaires/qb-2231")],
    ),
]

# --- working paper repository ---------------------------------------------------------------

WP = Chrome(
    host="papers.socsciwp-net.hx93.example",
    name="SocSci Working Paper Network",
    menu=[
        ("/", "Home"),
        ("/wp/browse", "Browse"),
        ("/wp/rankings", "Rankings"),
        ("/wp/submit", "Submit a paper"),
        ("/jobs", "Jobs"),
    ],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/cookies", "Cookie policy"),
    ],
    title_format="{title} :: {name}",
)


@dataclass(frozen=True)
class Paper:
    pid: int
    title: str
    versions: tuple[str, ...]  # PDF file names, newest first
    appendix: bool
    authors: tuple[tuple[int, str], ...]
    related: tuple[int, ...]


PAPERS = (
    Paper(
        4012345,
        "Nonresponse Bias in Online Panels of Voters",
        ("4012345.pdf",),
        False,
        ((88123, "A. Marlow"),),
        (),
    ),
    Paper(
        4099871,
        "Measuring Social Trust Across Survey Modes",
        ("4099871_v3.pdf", "4099871_v2.pdf", "4099871_v1.pdf"),
        True,
        ((90210, "R. Okafor"), (90211, "L. Brandt")),
        (4012345,),
    ),
)


def _wp_truth(p: Paper) -> list[str]:
    out = [f"/wp/abstract/{p.pid}"] + [f"/wp/delivery/{v}" for v in p.versions]
    if p.appendix:
        out.append(f"/wp/delivery/{p.pid}_appendix.pdf")
    out += [f"/wp/cite/{p.pid}.ris", f"/wp/cite/{p.pid}.bib", f"/wp/abstract/{p.pid}/references"]
    return [WP.url(u) for u in out]


def _wp_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for p in PAPERS:
        ver = ul(
            (f"/wp/delivery/{v}", "Download this paper" if i == 0 else f"Earlier version ({v})")
            for i, v in enumerate(p.versions)
        )
        pages[f"/wp/abstract/{p.pid}"] = WP.record(
            p.title,
            f"<h1>{p.title}</h1><p>"
            + ", ".join(f"<a href='/wp/author/{a}'>{n}</a>" for a, n in p.authors)
            + f"</p><p>Abstract: We study {p.title.lower()}.</p>{ver}"
            + (
                f"<p><a href='/wp/delivery/{p.pid}_appendix.pdf'>Online appendix</a></p>"
                if p.appendix
                else ""
            )
            + f"<p><a href='/wp/abstract/{p.pid}/references'>References (24)</a></p>"
            + ul(
                [
                    (f"/wp/cite/{p.pid}.ris", "Export RIS"),
                    (f"/wp/cite/{p.pid}.bib", "Export BibTeX"),
                ]
            )
            + "<aside><h2>Related eJournals</h2>"
            + ul([("/wp/ejournal/political-methods", "Political Methods eJournal")])
            + (
                "<h2>Also by these authors</h2>"
                + ul((f"/wp/abstract/{r}", f"Paper {r}") for r in p.related)
                if p.related
                else ""
            )
            + "</aside>",
            share=WP.url(f"/wp/abstract/{p.pid}"),
        )
        for v in p.versions:
            pages[f"/wp/delivery/{v}"] = pdf_file(p.title, v)
        if p.appendix:
            pages[f"/wp/delivery/{p.pid}_appendix.pdf"] = pdf_file(f"Appendix: {p.title}")
        pages[f"/wp/cite/{p.pid}.ris"] = text(f"TY  - RPRT\nT1  - {p.title}\nER  -\n")
        pages[f"/wp/cite/{p.pid}.bib"] = text(f"@techreport{{wp{p.pid}, title={{{p.title}}}}}\n")
        pages[f"/wp/abstract/{p.pid}/references"] = WP.record(
            f"References: {p.title}",
            "<ol><li>Groves, R. (2006). Nonresponse rates and nonresponse bias.</li></ol>"
            f"<a href='/wp/abstract/{p.pid}'>Back to the abstract</a>",
        )
        for a, n in p.authors:
            pages[f"/wp/author/{a}"] = WP.record(n, f"<h1>{n}</h1><p>Author page.</p>")
    return [finish(WP, pages)]


WP_CASES = [
    # The seed's SSRN row: a preprint's abstract page with its PDF, citation exports and
    # reference list one hop away, surrounded by menus and eJournal links: Single Page+
    # with Ignored URIs.
    case(
        "socsciwp-online-panels",
        "working paper repository (one PDF)",
        "Single Hop",
        "single_page_plus_ignored",
        WP.url("/wp/abstract/4012345"),
        _wp_truth(PAPERS[0]),
        _wp_sites,
    ),
    # Harder: three versions, an online appendix, two authors, a related paper (another case).
    case(
        "socsciwp-trust-modes",
        "working paper repository (three versions, appendix)",
        "Single Hop",
        "single_page_plus_ignored",
        WP.url("/wp/abstract/4099871"),
        _wp_truth(PAPERS[1]),
        _wp_sites,
        others=[WP.url("/wp/abstract/4012345")],
    ),
]

# --- statistics office public-use microdata release index (no chrome) -----------------------

REL_HOST = "www2.quillcensus.hx93.example"


def _index(path: str, files: list[tuple[str, str, str]]) -> str:
    rows = "".join(
        f'<tr><td><a href="{f}">{f}</a></td><td>{date}</td><td align="right">{size}</td></tr>'
        for f, date, size in files
    )
    return (
        f"<!DOCTYPE html><html><head><title>Index of {path}</title></head><body>"
        f"<h1>Index of {path}</h1><table><tr><th>Name</th><th>Last modified</th><th>Size</th></tr>"
        f"{rows}</table><address>Quill Census Bureau public data server</address></body></html>"
    )


RELEASES = {
    "/pums/2019/": [
        ("README.txt", "2020-10-01 09:12", "3.1K"),
        ("csv_hus.zip", "2020-10-01 09:15", "412M"),
        ("csv_pus.zip", "2020-10-01 09:20", "1.2G"),
    ],
    "/acs-style/2021/5-year/": [
        ("README.txt", "2022-12-08 10:00", "4.4K"),
        ("PUMS_Data_Dictionary_2017-2021.txt", "2022-12-08 10:01", "612K"),
        ("PUMS_Data_Dictionary_2017-2021.pdf", "2022-12-08 10:01", "1.1M"),
        ("csv_hqc.zip", "2022-12-08 10:05", "88M"),
        ("csv_pqc.zip", "2022-12-08 10:06", "230M"),
        ("sas_hqc.zip", "2022-12-08 10:07", "95M"),
        ("sas_pqc.zip", "2022-12-08 10:08", "241M"),
        ("ACS2017_2021_PUMS_README.pdf", "2022-12-08 10:09", "402K"),
        ("errata.txt", "2023-03-14 16:40", "1.0K"),
    ],
}


def _rel_file(name: str) -> Response:
    if name.endswith(".zip"):
        return zipped(name)
    if name.endswith(".pdf"):
        return pdf_file(name)
    return text(f"{name}\nPublic use microdata sample, see the technical documentation.\n")


def _rel_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for path, files in RELEASES.items():
        pages[path] = _index(path, files)
        for f, _d, _s in files:
            pages[path + f] = _rel_file(f)
    return [bare_site(REL_HOST, pages)]


def _rel_truth(path: str) -> list[str]:
    return [f"http://{REL_HOST}{path}"] + [
        f"http://{REL_HOST}{path}{f}" for f, _d, _s in RELEASES[path]
    ]


REL_CASES = [
    # A bare server index with no menus, no parent link and nothing else: every link is a
    # file of the release, one hop away, so the plain Single Page+ takes exactly the
    # artifact (an ignore list would have nothing to remove).
    case(
        "quillcensus-pums-2019",
        "statistics office microdata release index (three files)",
        "Single Hop",
        "single_page_plus",
        f"http://{REL_HOST}/pums/2019/",
        _rel_truth("/pums/2019/"),
        _rel_sites,
    ),
    # Harder: nine files in three formats, documentation and an errata note.
    case(
        "quillcensus-5yr-2021",
        "statistics office microdata release index (nine files, dictionaries, errata)",
        "Single Hop",
        "single_page_plus",
        f"http://{REL_HOST}/acs-style/2021/5-year/",
        _rel_truth("/acs-style/2021/5-year/"),
        _rel_sites,
    ),
]
