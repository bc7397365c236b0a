"""Scholarly events: a conference's paper pages (with poster and talk pages) and a
workshop's per-edition microsite with proceedings on a file host.  Two records each."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import Chrome, bare_root, blob, pdf_file, ul

# ---------------------------------------------------------------- conference (stpi)
CF = Chrome(
    host="program.saltmarshconf.hx44.example",
    name="SALTMARSH 2025",
    menu=[
        ("/", "Home"),
        ("/program/", "Program"),
        ("/venue.html", "Venue"),
        ("/registration.html", "Registration"),
        ("/sponsors.html", "Sponsors"),
    ],
    footer=[
        ("/code-of-conduct.html", "Code of conduct"),
        ("/contact.html", "Contact"),
        ("http://twitter.test/saltmarshconf", "Twitter"),
    ],
    title_fmt="{t}",
)
PAPERS = {
    "p117": ("Estimating Marsh Accretion with Drone Photogrammetry", False),
    "p204": ("Blue Carbon Accounting under Sea-Level Rise Scenarios", True),
    "p031": ("A Benthic Census of Restored Salt Marshes", False),
}


def _paper_paths(pid: str) -> tuple[list[str], list[str]]:
    """(pages carrying the title, files one hop from them)."""
    hard = PAPERS[pid][1]
    titled = [f"/program/paper/{pid}", f"/program/poster/{pid}", f"/program/talk/{pid}"]
    files = [f"/files/papers/{pid}.pdf", f"/files/posters/{pid}.pdf", f"/files/talks/{pid}.mp4"]
    if hard:
        titled += [f"/program/paper/{pid}/cite", f"/program/qa/{pid}"]
        files += [
            f"/files/papers/{pid}-supp.zip",
            f"/files/talks/{pid}-slides.pdf",
            f"/files/talks/{pid}.vtt",
            f"/files/qa/{pid}-answers.pdf",
        ]
    return titled, files


def _conf_build() -> list[Site]:
    # Only p031 is on the homepage (best paper), so the ignore list covers it for the others
    CF.home_main = (
        '<h1>SALTMARSH 2025</h1><p>Best paper: <a href="/program/paper/p031">'
        "A Benthic Census</a></p>"
    )
    pages: dict[str, object] = {
        "/program/": CF.page(
            "Program",
            "<h1>Program</h1><p>Sessions by day.</p>"
            + ul([(f"/program/day{i}.html", f"Day {i}") for i in (1, 2)]),
        ),
        "/program/day1.html": CF.page("Day 1", "<p>Session A: coastal sensing.</p>"),
        "/program/day2.html": CF.page("Day 2", "<p>Session B: carbon.</p>"),
    }
    for pid, (title, hard) in PAPERS.items():
        titled, files = _paper_paths(pid)
        hdr = f'<h1 class="paper-title">{title}</h1>'
        links_ = [
            (f"/program/poster/{pid}", "Poster"),
            (f"/program/talk/{pid}", "Talk"),
            (f"/files/papers/{pid}.pdf", "Paper PDF"),
        ]
        if hard:
            links_ += [
                (f"/program/paper/{pid}/cite", "Cite"),
                (f"/program/qa/{pid}", "Q&A"),
                (f"/files/papers/{pid}-supp.zip", "Supplement"),
            ]
        pages[f"/program/paper/{pid}"] = CF.page(
            title, hdr + "<p>Authors: see PDF.</p>" + ul(links_), raw_title=True
        )
        pages[f"/program/poster/{pid}"] = CF.page(
            f"Poster {pid}", hdr + f'<a href="/files/posters/{pid}.pdf">Poster PDF</a>'
        )
        talk = [(f"/files/talks/{pid}.mp4", "Video")]
        if hard:
            talk += [
                (f"/files/talks/{pid}-slides.pdf", "Slides"),
                (f"/files/talks/{pid}.vtt", "Captions"),
            ]
        pages[f"/program/talk/{pid}"] = CF.page(f"Talk {pid}", hdr + ul(talk))
        if hard:
            pages[f"/program/paper/{pid}/cite"] = CF.page(
                f"Cite {pid}", f"<pre>@inproceedings{{{pid}, title={{{title}}}}}</pre>"
            )
            pages[f"/program/qa/{pid}"] = CF.page(
                f"Q&A {pid}", hdr + f'<a href="/files/qa/{pid}-answers.pdf">Answers</a>'
            )
        for f in files:
            pages[f] = (
                pdf_file(f"{pid} file")
                if f.endswith(".pdf")
                else blob(f"{pid}", "application/octet-stream")
            )
    return [CF.site(pages)]  # type: ignore[arg-type]


def _conf_case(name: str, pid: str, detail: str) -> Case:
    # The paper's title is the entry's whole <title> and heads its poster, talk (and Q&A,
    # citation) pages, but not the PDFs and videos one hop from them; the menu is on the
    # homepage and 404 page (the seed's Dryad) -> sig_title_plus_ignored.
    titled, files = _paper_paths(pid)
    return Case(
        name,
        f"conference program site ({detail})",
        "multi-hop",
        "sig_title_plus_ignored",
        CF.url(f"/program/paper/{pid}"),
        frozenset(CF.url(p) for p in titled + files),
        _conf_build,
    )


# ---------------------------------------------------------------- workshop edition (pbe)
WS = Chrome(
    host="www.fairsoftwork.hx44.example",
    name="FAIR Research Software Workshop",
    menu=[
        ("/", "About the series"),
        ("/2025/", "2025"),
        ("/2024/", "2024"),
        ("/steering.html", "Steering committee"),
    ],
    footer=[("http://mastodon.test/@fairsw", "Mastodon"), ("/imprint.html", "Imprint")],
    title_fmt="{t} | {n}",
)
FILES = "files.paperdepot.hx44.example"
VIDEO = "watch.paperdepot.hx44.example"
EDITIONS = {
    "/2024/": (["cfp.html", "program.html"], [f"http://{FILES}/fairsw24/proceedings.pdf"]),
    "/2025/": (
        [
            "cfp.html",
            "program.html",
            "papers/",
            "papers/1.html",
            "papers/2.html",
            "papers/3.html",
            "keynote.html",
        ],
        [
            f"http://{FILES}/fairsw25/proceedings.pdf",
            f"http://{FILES}/fairsw25/paper1.pdf",
            f"http://{FILES}/fairsw25/paper2.pdf",
            f"http://{FILES}/fairsw25/paper3.pdf",
            f"http://{VIDEO}/v/fairsw25-keynote",
        ],
    ),
}


def _ws_pages(base: str) -> dict[str, str]:
    subs, ext = EDITIONS[base]
    nav = ul([(base + s, s) for s in subs if s.count("/") == 0 or s.endswith("/")])
    out = {
        base: WS.page(
            f"Edition {base.strip('/')}",
            f"<h1>FAIR-RSW {base.strip('/')}</h1>"
            + nav
            + f'<p>Proceedings: <a href="{ext[0]}">PDF</a></p>',
        )
    }
    for s in subs:
        body = nav
        if s == "papers/":
            body += ul([(f"{base}papers/{i}.html", f"Paper {i}") for i in (1, 2, 3)])
        if s.startswith("papers/") and s != "papers/":
            i = s.split("/")[1].split(".")[0]
            body += f'<a href="http://{FILES}/fairsw25/paper{i}.pdf">PDF</a>'
        if s == "keynote.html":
            body += f'<a href="http://{VIDEO}/v/fairsw25-keynote">Recording</a>'
        out[base + s] = WS.page(s, body)
    return out


def _ws_build() -> list[Site]:
    WS.home_main = "<h1>FAIR Research Software Workshop</h1><p>A yearly one-day meeting.</p>"
    pages: dict[str, str] = {}
    files = bare_root(FILES, "PaperDepot files", "<p>File storage.</p>")
    video = bare_root(VIDEO, "PaperDepot Watch", "<p>Recordings.</p>")
    for base, (_s, ext) in EDITIONS.items():
        pages.update(_ws_pages(base))
        for u in ext:
            path = u.split(".example", 1)[1]
            if VIDEO in u:
                video.add(
                    path, "<html><head><title>Keynote</title></head><body>video</body></html>"
                )
            else:
                files.add(path, pdf_file(path))
    return [WS.site(pages), files, video]


def _ws_case(name: str, base: str, detail: str) -> Case:
    # Each edition lives under its year directory; its proceedings and recordings sit on a
    # file host and a video host (the seed's GitHub with externals) -> path_based_externals.
    truth = {WS.url(p) for p in _ws_pages(base)} | set(EDITIONS[base][1])
    other = "/2025/" if base == "/2024/" else "/2024/"
    return Case(
        name,
        f"workshop edition site ({detail})",
        "multi-hop",
        "path_based_externals",
        WS.url(base),
        frozenset(truth),
        _ws_build,
        frozenset({WS.url(other)}),
    )


CASES: list[Case] = [
    _conf_case("conf-marsh-drones", "p117", "paper with poster and talk"),
    _conf_case("conf-blue-carbon", "p204", "paper with citation, Q&A, slides, captions"),
    _ws_case("ws-fair-2024", "/2024/", "two pages, proceedings"),
    _ws_case("ws-fair-2025", "/2025/", "paper pages, per-paper PDFs, keynote video"),
]
