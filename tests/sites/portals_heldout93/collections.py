"""Data packages and qualitative collections bound by their title: a journal data
repository whose package, file and metadata pages all say "Data from: <article>" while the
data files do not (significant string from title plus one hop, ignoring chrome), and a
qualitative interview archive whose collection title heads every interview page, transcript
and guide (significant string from title), restricted parts behind a login.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import case

from ._kit import Chrome, csv_file, finish, text, ul, zipped

# --- journal data repository (Dryad-like) -------------------------------------------------

JDR = Chrome(
    host="datashelf.ballotdata.hx93.example",
    name="BallotData Repository",
    menu=[
        ("/", "Home"),
        ("/discover", "Browse data"),
        ("/pages/submit", "Submit data"),
        ("/pages/journals", "Partner journals"),
        ("/pages/faq", "FAQ"),
    ],
    footer=[
        ("/pages/about", "About"),
        ("/pages/policies", "Terms of service"),
        ("/pages/contact", "Contact"),
        ("http://twitter.test/ballotdata", "Twitter"),
    ],
    title_format="{title}",
    home_title="BallotData Repository",
)


@dataclass(frozen=True)
class Package:
    doi: str
    title: str  # "Data from: ..."
    handle: int
    files: tuple[tuple[str, str], ...]  # (file name, description)
    article: str
    older: tuple[str, ...] = ()  # DOIs of earlier versions of the package


PACKAGES = (
    Package(
        "10.80093/bd.7k2q",
        "Data from: Ballot Order Effects in Low-Information Elections",
        4412,
        (("ballot_order.csv", "Precinct-level returns"),),
        "http://journal.amjps.test/doi/10.80093/ajps.3321",
    ),
    Package(
        "10.80093/bd.9m3x.2",
        "Data from: Canvassing Experiments and Turnout Among Young Voters",
        4530,
        (
            ("treatment_assignment.csv", "Random assignment of households"),
            ("turnout_validated.csv", "Validated turnout from voter files"),
            ("survey_followup.csv", "Post-election survey"),
        ),
        "http://journal.polbehav.test/article/10.80093/pb.118",
        older=("10.80093/bd.9m3x.1",),
    ),
)


def _res(doi: str, rest: str = "") -> str:
    return f"/resource/doi:{doi}" + rest


def _bit(p: Package, i: int, name: str) -> str:
    return f"/bitstream/handle/10255/bd.{p.handle}/{name}?sequence={i}"


def _jdr_truth(p: Package) -> list[str]:
    out = [
        _res(p.doi),
        _res(p.doi, "?show=full"),
        _res(p.doi, "/citation/ris"),
        _res(p.doi, "/citation/bib"),
    ]
    for i, (name, _d) in enumerate(p.files, 1):
        out += [_res(p.doi, f"/{i}"), _bit(p, i, name)]
    out.append(f"/bitstream/handle/10255/bd.{p.handle}/package.zip")
    for old in p.older:
        out += [_res(old), f"/bitstream/handle/10255/bd.{p.handle}/v1_{p.files[0][0]}"]
    return [JDR.url(u) for u in out]


def _jdr_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for p in PACKAGES:
        cite = ul([(_res(p.doi, "/citation/ris"), "RIS"), (_res(p.doi, "/citation/bib"), "BibTeX")])
        files = ul((_res(p.doi, f"/{i}"), f"{n}: {d}") for i, (n, d) in enumerate(p.files, 1))
        older = ul((_res(o), f"Version 1 ({o})") for o in p.older) if p.older else ""
        pages[_res(p.doi)] = JDR.record(
            p.title,
            f"<h1>{p.title}</h1><p>doi:{p.doi}</p><p>Associated article: "
            f"<a href='{p.article}'>{p.article}</a></p><h2>Files in this package</h2>{files}"
            f"<p><a href='/bitstream/handle/10255/bd.{p.handle}/package.zip'>Download package</a></p>"
            f"<h2>Cite</h2>{cite}<p><a href='{_res(p.doi, '?show=full')}'>Show full metadata</a></p>"
            + (f"<h2>Earlier versions</h2>{older}" if older else "")
            + "<aside><h2>Keywords</h2>"
            + ul(
                [
                    ("/discover?query=elections", "elections"),
                    ("/discover?query=field+experiment", "field experiment"),
                ]
            )
            + "<h2>Most viewed this month</h2>"
            + ul([(_res("10.80093/bd.1aa1"), "Data from: Polling Place Lines")])
            + "</aside>",
            share=JDR.url(_res(p.doi)),
        )
        pages[_res(p.doi, "?show=full")] = JDR.record(
            p.title,
            f"<h1>{p.title}</h1><table><tr><th>dc.title</th><td>{p.title}</td></tr>"
            f"<tr><th>dc.identifier</th><td>doi:{p.doi}</td></tr></table>"
            f"<a href='{_res(p.doi)}'>Short record</a>",
        )
        pages[_res(p.doi, "/citation/ris")] = text(
            f"TY  - DATA\nT1  - {p.title}\nER  -\n", "application/x-research-info-systems"
        )
        pages[_res(p.doi, "/citation/bib")] = text(
            f"@misc{{bd{p.handle}, title = {{{p.title}}}}}\n", "application/x-bibtex"
        )
        for i, (n, d) in enumerate(p.files, 1):
            pages[_res(p.doi, f"/{i}")] = JDR.record(
                f"{n} - {d}",
                f"<h1>{n}</h1><p>{d}</p><p>This file is part of the data package "
                f"<a href='{_res(p.doi)}'>{p.title}</a>.</p>"
                f"<p><a href='{_bit(p, i, n)}'>Download {n}</a></p>",
            )
            pages[_bit(p, i, n)] = csv_file(["precinct", "x1", "x2"], 4, seed=i)
        pages[f"/bitstream/handle/10255/bd.{p.handle}/package.zip"] = zipped("package")
        for o in p.older:
            old = f"/bitstream/handle/10255/bd.{p.handle}/v1_{p.files[0][0]}"
            pages[_res(o)] = JDR.record(
                p.title,
                f"<p class='warning'>This is an older version of this package. "
                f"<a href='{_res(p.doi)}'>See the current version</a>.</p><h1>{p.title}</h1>"
                f"<p><a href='{old}'>Download {p.files[0][0]} (version 1)</a></p>",
            )
            pages[old] = csv_file(["household", "treated"], 3)
    pages[_res("10.80093/bd.1aa1")] = JDR.record(
        "Data from: Polling Place Lines", "<h1>Data from: Polling Place Lines</h1>"
    )
    return [finish(JDR, pages)]


JDR_CASES = [
    # The seed's Dryad row: package, file and metadata pages carry the entry's title
    # ("Data from: ...") but the data files do not, so the boundary is the pages holding
    # the title plus one hop from them, with menus and keyword links ignored: Significant
    # String from Title+ with Ignored URIs.
    case(
        "ballotdata-ballot-order",
        "journal data repository (one data file)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        JDR.url(_res(PACKAGES[0].doi)),
        _jdr_truth(PACKAGES[0]),
        _jdr_sites,
    ),
    # Harder: three files and an older version of the package, with its own file.
    case(
        "ballotdata-canvassing-youth",
        "journal data repository (three files, older version)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        JDR.url(_res(PACKAGES[1].doi)),
        _jdr_truth(PACKAGES[1]),
        _jdr_sites,
    ),
]

# --- qualitative interview archive --------------------------------------------------------

QIA = Chrome(
    host="qualibank.oralvoices-arch.hx93.example",
    name="OralVoices Qualitative Data Archive",
    menu=[
        ("/", "Home"),
        ("/collections", "Collections"),
        ("/themes", "Themes"),
        ("/teaching", "Teaching resources"),
        ("/deposit", "Deposit"),
    ],
    footer=[
        ("/about", "About the archive"),
        ("/conditions-of-use", "Conditions of use"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title}",
    home_title="OralVoices Qualitative Data Archive",
)


@dataclass(frozen=True)
class Collection:
    cid: int
    title: str
    interviews: tuple[tuple[int, str, bool], ...]  # (id, interviewee, transcript open)
    per_page: int
    guides: tuple[str, ...]


COLLECTIONS = (
    Collection(
        1043,
        "Voices of the Steel Towns: Oral Histories of Deindustrialisation, 1978-2012",
        (
            (8871, "Former furnace worker, born 1941", True),
            (8872, "Union organiser, born 1950", True),
            (8873, "Shop owner, born 1956", False),
        ),
        10,
        ("user-guide",),
    ),
    Collection(
        2210,
        "Growing Up in Coastal Communities: Qualitative Longitudinal Study, Waves 1-3",
        tuple(
            (9400 + i, f"Young person {i:02d}, wave {1 + i % 3}", i % 3 != 2) for i in range(1, 8)
        ),
        3,
        ("user-guide", "interview-schedules", "anonymisation-notes"),
    ),
)


def _qia_truth(c: Collection) -> list[str]:
    n_pages = -(-len(c.interviews) // c.per_page)
    out = [f"/collection/{c.cid}"] + [
        f"/collection/{c.cid}?page={k}" for k in range(2, n_pages + 1)
    ]
    for iid, _w, open_ in c.interviews:
        out.append(f"/interview/int-{iid}")
        if open_:
            out.append(f"/transcripts/{iid}.txt")
    out += [f"/documentation/{c.cid}/{g}" for g in c.guides]
    out.append(f"/citation/{c.cid}.ris")
    return [QIA.url(u) for u in out]


def _qia_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for c in COLLECTIONS:
        chunks = [c.interviews[i : i + c.per_page] for i in range(0, len(c.interviews), c.per_page)]
        guides = ul(
            (f"/documentation/{c.cid}/{g}", g.replace("-", " ").capitalize()) for g in c.guides
        )
        for k, chunk in enumerate(chunks, 1):
            pager = " ".join(
                f"<a href='/collection/{c.cid}{'' if j == 1 else f'?page={j}'}'>{j}</a>"
                for j in range(1, len(chunks) + 1)
                if j != k
            )
            key = f"/collection/{c.cid}" + (f"?page={k}" if k > 1 else "")
            pages[key] = QIA.record(
                c.title,
                f"<h1>{c.title}</h1><p>Collection SN {c.cid}. Access: interviews open, some "
                "transcripts restricted to registered users.</p><h2>Interviews</h2>"
                + ul((f"/interview/int-{iid}", w) for iid, w, _o in chunk)
                + (f"<nav class='pager'>{pager}</nav>" if pager else "")
                + f"<h2>Documentation</h2>{guides}"
                f"<p><a href='/citation/{c.cid}.ris'>Export citation (RIS)</a></p>"
                "<aside><a href='/themes/work-and-employment'>Theme: work and employment</a> "
                "<a href='/collections?type=oral-history'>More oral histories</a></aside>",
            )
        for iid, w, open_ in c.interviews:
            access = (
                f"<a href='/transcripts/{iid}.txt'>Transcript (text)</a>"
                if open_
                else f"Transcript restricted: <a href='/login?next=/transcripts/{iid}.txt'>log in</a> "
                f"or <a href='/access/request?item={iid}'>request access</a>"
            )
            pages[f"/interview/int-{iid}"] = QIA.record(
                f"Interview {iid}: {w}",
                f"<p class='parent'>Collection: <a href='/collection/{c.cid}'>{c.title}</a></p>"
                f"<h1>{w}</h1><p>{access}</p><p>Audio: listening copy in the reading room only.</p>",
            )
            if open_:
                pages[f"/transcripts/{iid}.txt"] = text(
                    f"{c.title}\nInterview {iid}: {w}\n\nQ: Tell me about where you grew up.\nA: ...\n"
                )
        for g in c.guides:
            pages[f"/documentation/{c.cid}/{g}"] = QIA.record(
                f"{g} - {c.cid}",
                f"<h1>{g.replace('-', ' ').capitalize()}</h1><p>For the collection {c.title}.</p>"
                f"<a href='/collection/{c.cid}'>Back to the collection</a>",
            )
        pages[f"/citation/{c.cid}.ris"] = text(
            f"TY  - DATA\nT1  - {c.title}\nER  -\n", "application/x-research-info-systems"
        )
    return [finish(QIA, pages)]


QIA_CASES = [
    # The collection title (the entry's whole <title>) heads every interview page, open
    # transcript, guide and citation, whose URIs share no path with the collection page;
    # restricted transcripts lead only to login and request forms: Significant String from
    # Title, several hops (collection -> interview -> transcript).
    case(
        "oralvoices-steel-towns",
        "qualitative interview archive (three interviews, one restricted)",
        "Multi-Hop",
        "sig_title",
        QIA.url("/collection/1043"),
        _qia_truth(COLLECTIONS[0]),
        _qia_sites,
    ),
    # Harder: seven interviews over three list pages, restricted transcripts, three guides.
    case(
        "oralvoices-coastal-youth",
        "qualitative interview archive (longitudinal, paginated, restricted transcripts)",
        "Multi-Hop",
        "sig_title",
        QIA.url("/collection/2210"),
        _qia_truth(COLLECTIONS[1]),
        _qia_sites,
    ),
]
