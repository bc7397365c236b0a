"""heldout67 deposit portals: a practice-research repository (Single Page+ with ignored URIs,
the seed's Zenodo / Figshare rows), a performance-data repository (Significant String from
Title+ with ignored URIs, its Dryad row) and a proceedings archive of a music-technology
conference that signposts its papers in HTTP Link headers (Signposting).

Whatever a record links that is not its own (related records, earlier versions,
communities) is also featured on the portal's homepage, as real repositories' "recent
uploads" and "communities" blocks do, so the ignored-URI list drops it.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, binary, blob, host, text, ul

# --- Practice-research repository (Single Page+ with ignored URIs) -------------------------

REPO = host("deposit", "praxisfolio")
REPO_RECORDS = {
    "40213": (
        "Graphic scores for a flooded church: portfolio",
        ["score-book.pdf", "performance-2024.mp4", "commentary.pdf"],
        ["bibtex", "datacite-json"],
        None,
        ["40177"],
    ),
    "40251": (
        "Unstable Ground: a practice-based PhD portfolio in choreography",
        [
            "exegesis.pdf",
            "work-1-stairwell.mp4",
            "work-2-quarry.mp4",
            "work-3-ferry.mp4",
            "movement-scores.zip",
            "documentation-photos.zip",
        ],
        ["bibtex", "datacite-json", "dublin-core", "csl-json"],
        "40190",
        ["40213", "40088", "39950"],
    ),
}
REPO_FEATURED = ["40177", "40190", "40088", "39950", "40213"]


def _repo_chrome() -> Chrome:
    featured = ul([(f"/records/{r}", f"Record {r}") for r in REPO_FEATURED], "recent")
    return Chrome(
        REPO,
        "Praxisfolio",
        [("/search", "Search"), ("/communities", "Communities"), ("/uploads/new", "Upload")],
        [
            ("/about", "About"),
            ("/policies", "Policies"),
            ("/api-docs", "API"),
            ("/status", "Status"),
        ],
        [("http://twitter.test/praxisfolio", "Twitter")],
        home_main=f"<h1>Open repository for practice research</h1><h2>Recent uploads</h2>{featured}"
        + ul([("/communities/sound-art", "Sound art"), ("/communities/dance", "Dance")]),
    )


def _repo_record(c: Chrome, rid: str) -> str:
    title, files, exports, version, related = REPO_RECORDS.get(
        rid, (f"Deposit {rid}", [], [], None, [])
    )
    rows = "".join(
        f'<tr><td>{escape(f)}</td><td><a href="/records/{rid}/files/{f}?download=1">Download'
        "</a>"
        + (f' <a href="/records/{rid}/preview/{f}">Preview</a>' if f.endswith(".pdf") else "")
        + "</td></tr>"
        for f in files
    )
    cite = ul([(f"/records/{rid}/export/{x}", x) for x in exports], "exports")
    versions = ""
    if version:
        versions = (
            f'<section class="versions"><h3>Versions</h3><ol><li>Version 2 (this)</li><li><a '
            f'href="/records/{version}">Version 1</a></li></ol></section>'
        )
    rel = ul([(f"/records/{r}", f"Record {r}") for r in related], "related")
    main = f"""<div class="record"><span class="badge">Published</span><h1>{escape(title)}</h1>
<p class="creators"><a href="http://orcid.test/0000-0002-1111-2222">A. Ferreira</a></p>
<p>DOI <a href="http://doi.test/10.80067/praxisfolio.{rid}">10.80067/praxisfolio.{rid}</a></p>
<p class="kw">Keywords: practice research; performance documentation</p>
<table class="files">{rows}</table>
<p>Licence <a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></p></div>
<aside><h3>Export</h3>{cite}{versions}<h3>Communities</h3>
<a href="/communities/sound-art">Sound art</a><h3>Related works</h3>{rel}</aside>"""
    return c.page(title, main)


def _repo_build() -> list[Site]:
    c = _repo_chrome()
    pages: dict[str, object] = {}
    for rid in {*REPO_RECORDS, *REPO_FEATURED}:
        pages[f"/records/{rid}"] = _repo_record(c, rid)
    for rid, (title, files, exports, _v, _r) in REPO_RECORDS.items():
        for f in files:
            body: Response
            if f.endswith(".pdf"):
                body = blob(pdf(f, [title]), "application/pdf")
            elif f.endswith(".mp4"):
                body = blob(binary(f), "video/mp4")
            else:
                body = blob(binary(f, 4096), "application/zip")
            pages[f"/records/{rid}/files/{f}?download=1"] = body
            pages[f"/records/{rid}/files/{f}"] = body
            if f.endswith(".pdf"):
                pages[f"/records/{rid}/preview/{f}"] = c.page(
                    f"Preview of {f}",
                    f'<iframe title="viewer" src="/records/{rid}/files/{f}"></iframe>',
                )
        for x in exports:
            pages[f"/records/{rid}/export/{x}"] = text(
                f"@misc{{praxisfolio_{rid}, title={{{title}}}}}"
            )
    for com in ("sound-art", "dance"):
        pages[f"/communities/{com}"] = c.page(com, f"<h1>Community: {com}</h1>")
    return [c.site(pages)]  # type: ignore[arg-type]


def _repo_truth(rid: str) -> list[str]:
    _t, files, exports, _v, _r = REPO_RECORDS[rid]
    return (
        [f"http://{REPO}/records/{rid}"]
        + [f"http://{REPO}/records/{rid}/files/{f}?download=1" for f in files]
        + [f"http://{REPO}/records/{rid}/export/{x}" for x in exports]
        + [f"http://{REPO}/records/{rid}/preview/{f}" for f in files if f.endswith(".pdf")]
    )


# --- Performance-data repository (Significant String from Title+ with ignored URIs) -------

DATA = host("data", "kinesis-datarepo")
STPI = {
    "adr.7k2m9": (
        "Data from: Gesture and breath in free improvisation ensembles",
        ["breath_onsets.csv", "gesture_tags.csv"],
        None,
        ["adr.5h1q2"],
    ),
    "adr.9q4t1.2": (
        "Data from: Motion capture of a string quartet rehearsing late Beethoven",
        ["mocap_session1.c3d", "mocap_session2.c3d", "bowing_annotations.csv", "README.txt"],
        "adr.9q4t1.1",
        ["adr.7k2m9", "adr.3z8w0"],
    ),
    "adr.9q4t1.1": (
        "Data from: Motion capture of a string quartet rehearsing late Beethoven",
        ["mocap_session1.c3d", "bowing_annotations.csv"],
        None,
        [],
    ),
}
DATA_FEATURED = ["adr.5h1q2", "adr.3z8w0", "adr.7k2m9"]


def _data_chrome() -> Chrome:
    return Chrome(
        DATA,
        "Kinesis Data Repository",
        [("/discover", "Browse data"), ("/submit", "Submit data"), ("/pages/faq", "FAQ")],
        [("/pages/about", "About"), ("/pages/terms", "Terms of service"), ("/pages/fees", "Fees")],
        [("http://twitter.test/kinesisdata", "Twitter")],
        title_fmt="{title}",
        home_title="Kinesis Data Repository for the performing arts",
        home_main="<h1>Data behind performance research</h1><h2>Recently published</h2>"
        + ul([(f"/resource/doi:10.80067/{d}", f"Data package {d}") for d in DATA_FEATURED]),
    )


def _data_landing(c: Chrome, doi: str) -> str:
    title, files, older, related = STPI.get(doi, (f"Data package {doi}", [], None, []))
    base = f"/resource/doi:10.80067/{doi}"
    rows = "".join(
        f'<li><a href="{base}/{n}">{escape(f)}</a> (<a href="/bitstream/handle/10255/{doi}/{n}/'
        f'{f}?sequence=1">download</a>)</li>'
        for n, f in enumerate(files, 1)
    )
    ver = f'<p>An <a href="/resource/doi:10.80067/{older}">earlier version</a> exists.</p>'
    main = f"""<div class="ds-landing"><h1>{escape(title)}</h1>
<p>Cite: Okafor, Lind (2025) {escape(title)}. Kinesis Data Repository.
<a href="http://doi.test/10.80067/{doi}">doi:10.80067/{doi}</a></p>
<p>Article: <a href="http://journal.test/perf/2025/118">Journal of Performance Studies</a></p>
<h2>Files in this package</h2><ul>{rows}</ul>{ver if older else ""}
<p><a href="{base}?show=full">Full metadata</a> \u00b7 <a href="{base}/citation/ris">RIS</a>
\u00b7 <a href="{base}/citation/bib">BibTeX</a></p>
<aside><h3>Other packages by these authors</h3>
{ul([(f"/resource/doi:10.80067/{r}", f"Data package {r}") for r in related])}</aside></div>"""
    return c.page(title, main)


def _data_build() -> list[Site]:
    c = _data_chrome()
    pages: dict[str, object] = {}
    for doi in {*STPI, *DATA_FEATURED}:
        pages[f"/resource/doi:10.80067/{doi}"] = _data_landing(c, doi)
        for fmt in ("ris", "bib"):  # featured packages' exports (the cases' own are below)
            pages[f"/resource/doi:10.80067/{doi}/citation/{fmt}"] = text(f"Data package {doi}\n")
    for doi, (title, files, _o, _r) in STPI.items():
        base = f"/resource/doi:10.80067/{doi}"
        pages[f"{base}?show=full"] = c.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}"
            "</td></tr><tr><td>dc.type</td><td>Dataset</td></tr></table>",
        )
        pages[f"{base}/citation/ris"] = text(f"TY  - DATA\nTI  - {title}\nER  -\n")
        pages[f"{base}/citation/bib"] = text(f"@data{{{doi}, title = {{{title}}}}}\n")
        for n, f in enumerate(files, 1):
            dl = f"/bitstream/handle/10255/{doi}/{n}/{f}?sequence=1"
            pages[f"{base}/{n}"] = c.page(
                f,
                f"<h1>{escape(f)}</h1><p>This file is part of the data package: "
                f'<a href="{base}">{escape(title)}</a></p><p><a href="{dl}">Download</a> '
                f"({512 * n} kB)</p>",
            )
            pages[dl] = blob(
                binary(f), "text/csv" if f.endswith(".csv") else "application/octet-stream"
            )
    return [c.site(pages)]  # type: ignore[arg-type]


def _data_truth(doi: str) -> list[str]:
    _t, files, older, _r = STPI[doi]
    base = f"http://{DATA}/resource/doi:10.80067/{doi}"
    out = [base, f"{base}?show=full", f"{base}/citation/ris", f"{base}/citation/bib"]
    for n, f in enumerate(files, 1):
        out += [f"{base}/{n}", f"http://{DATA}/bitstream/handle/10255/{doi}/{n}/{f}?sequence=1"]
    return out + (_data_truth(older) if older else [])


# --- Proceedings of a music-technology conference (Signposting) ----------------------------

PROC = host("proceedings", "soundinterfaces-conf")
PAPERS = {
    "44": (
        "A Bowed Sensor Interface for Gestural Control of Spatial Audio",
        [("/files/sif2025_44.pdf", "application/pdf")],
        [("/export/bibtex/sif2025_44", "application/x-bibtex")],
        False,
    ),
    "61": (
        "Ten Years of Laptop Orchestra Pedagogy: Lessons from Performance",
        [
            ("/files/sif2025_61.pdf", "application/pdf"),
            ("/files/sif2025_61_video.mp4", "video/mp4"),
            ("/files/sif2025_61_audio_examples.zip", "application/zip"),
        ],
        [
            ("/export/bibtex/sif2025_61", "application/x-bibtex"),
            ("/export/jsonld/sif2025_61", "application/ld+json"),
            ("/export/datacite/sif2025_61", "application/vnd.datacite.datacite+xml"),
        ],
        True,
    ),
}
PROC_OTHERS = ["43", "45", "60", "62"]


def _proc_chrome() -> Chrome:
    return Chrome(
        PROC,
        "SIF Proceedings Archive",
        [("/years", "Years"), ("/authors", "Authors"), ("/call-for-papers", "Call for papers")],
        [("/contact", "Contact"), ("/imprint", "Imprint")],
        title_fmt="{title} \u2014 {brand}",
    )


def _proc_paper(c: Chrome, pid: str) -> Response:
    title, items, meta, rich = PAPERS.get(pid, (f"Paper {pid}", [], [], False))
    url = c.url(f"/papers/2025/{pid}")
    links = [f'<{url}>; rel="cite-as"']
    links += [f'<{c.url(p)}>; rel="item"; type="{t}"' for p, t in items]
    links += [f'<{c.url(p)}>; rel="describedby"; type="{t}"' for p, t in meta]
    if rich:
        links += [
            '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
            '<http://schema.test/ScholarlyArticle>; rel="type"',
        ]
    head = "".join(f'<link rel="item" href="{p}" type="{t}">' for p, t in items) if rich else ""
    dl = ul([(p, p.rsplit("/", 1)[1]) for p, _t in items], "downloads")
    dl += "<h3>Cite</h3>" + ul([(p, p.split("/")[2]) for p, _t in meta], "cite")
    neighbours = [n for n in PROC_OTHERS if abs(int(n) - int(pid)) == 1]
    main = f"""<article class="paper"><h1>{escape(title)}</h1>
<p class="session">In <a href="/sessions/2025/3">Paper session 3: Instruments</a></p>
<p>Proceedings of the International Conference on Sound Interfaces 2025, paper {pid}.</p>
<h2>Abstract</h2><p>We report on a performance-led design study.</p><h2>Files</h2>{dl}
<p>Cite as: <a href="/papers/2025/{pid}">{escape(url)}</a></p>
<nav>{ul([(f"/papers/2025/{n}", f"Paper {n}") for n in neighbours], "neighbours")}</nav></article>"""
    return Response.html(c.page(title, main, head=head), headers=[("Link", ", ".join(links))])


def _proc_build() -> list[Site]:
    c = _proc_chrome()
    pages: dict[str, object] = {}
    for pid in [*PAPERS, *PROC_OTHERS]:
        pages[f"/papers/2025/{pid}"] = _proc_paper(c, pid)
    pages["/doi/10.80067/sif.2025.61"] = Response.redirect("/papers/2025/61", 302)
    pages["/sessions/2025/3"] = c.page("Paper session 3", "<h1>Paper session 3</h1>")
    for _pid, (title, items, meta, _r) in PAPERS.items():
        for p, t in items:
            body = pdf(title, ["SIF 2025"]) if t == "application/pdf" else binary(p)
            pages[p] = blob(body, t)
        for p, t in meta:
            pages[p] = text(f"title = {{{title}}}\n", t)
    return [c.site(pages)]  # type: ignore[arg-type]


def _proc_truth(pid: str) -> list[str]:
    _t, items, meta, _r = PAPERS[pid]
    return [f"http://{PROC}/papers/2025/{pid}"] + [f"http://{PROC}{p}" for p, _ in items + meta]


CASES: list[Case] = [
    # A Zenodo-like record: Single Hop; the seed prescribes Single Page+ with ignores.  The
    # related record also sits in the homepage's recent uploads, so it is ignored.
    case(
        "praxisfolio-flooded-church",
        "practice-research repository (portfolio deposit)",
        "single hop",
        "single_page_plus_ignored",
        f"http://{REPO}/records/40213",
        _repo_truth("40213"),
        _repo_build,
        [f"http://{REPO}/records/40177"],
    ),
    # Harder: six files, four export formats, an earlier version and three related records
    # (all featured on the homepage, hence ignored).
    case(
        "praxisfolio-unstable-ground",
        "practice-research repository (PhD portfolio, versions, six files)",
        "single hop",
        "single_page_plus_ignored",
        f"http://{REPO}/records/40251",
        _repo_truth("40251"),
        _repo_build,
        [f"http://{REPO}/records/{r}" for r in ("40190", "40213", "40088", "39950")],
    ),
    # A Dryad-like package: the title ("Data from: ...") is in every page of the package
    # but not in the data files, which hang one hop off the matching pages: the seed's Dryad
    # row, Significant String from Title+ with ignored URIs.
    case(
        "kinesis-breath-gesture",
        "performance-data repository (data package)",
        "multi-hop",
        "sig_title_plus_ignored",
        f"http://{DATA}/resource/doi:10.80067/adr.7k2m9",
        _data_truth("adr.7k2m9"),
        _data_build,
        [f"http://{DATA}/resource/doi:10.80067/adr.5h1q2"],
    ),
    # Harder: four files and an earlier version of the same package (same title, so its
    # pages match and its files hang one hop off them); other packages are ignored.
    case(
        "kinesis-quartet-mocap",
        "performance-data repository (versioned package, four files)",
        "multi-hop",
        "sig_title_plus_ignored",
        f"http://{DATA}/resource/doi:10.80067/adr.9q4t1.2",
        _data_truth("adr.9q4t1.2"),
        _data_build,
        [f"http://{DATA}/resource/doi:10.80067/{d}" for d in ("adr.7k2m9", "adr.3z8w0")],
    ),
    # The paper's landing page names its items and metadata in HTTP Link headers: the
    # seed's Signposting, which marks the boundary itself.
    case(
        "sif-bowed-sensor",
        "music-technology proceedings archive (paper)",
        "single hop",
        "signposting",
        f"http://{PROC}/papers/2025/44",
        _proc_truth("44"),
        _proc_build,
        [f"http://{PROC}/papers/2025/{n}" for n in ("43", "45")],
    ),
    # Harder: a DOI-style entry that redirects, three items, three metadata formats, and
    # licence/type relations that are not members.
    case(
        "sif-laptop-orchestra",
        "music-technology proceedings archive (DOI redirect, supplements)",
        "single hop",
        "signposting",
        f"http://{PROC}/doi/10.80067/sif.2025.61",
        _proc_truth("61"),
        _proc_build,
        [f"http://{PROC}/papers/2025/{n}" for n in ("60", "62")],
        landing=f"http://{PROC}/papers/2025/61",
    ),
]
