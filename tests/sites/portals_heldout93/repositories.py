"""Replication and qualitative data repositories, where a significant string carries the
boundary: a journal's replication Dataverse-like archive (title minus the trailing portal
name), a preregistration registry for survey experiments (title minus a leading portal
name), a journal data repository whose pages all say "Data from: ..." but whose data
files do not (title plus one hop, ignoring chrome), and a qualitative interview archive
whose every page and transcript names its collection (title alone).
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import case

from ._kit import Chrome, finish, text, ul

# --- journal replication archive (Dataverse-like, portal name at the END of titles) --------

DVR = Chrome(
    host="dataverse.polrepjournal.hx93.example",
    name="PolRep Journal Dataverse",
    menu=[
        ("/dataverse/polrep", "PolRep Journal Dataverse"),
        ("/dataverse/polrep?q=&types=datasets", "All datasets"),
        ("/guides/user", "User guide"),
        ("/support", "Support"),
    ],
    footer=[
        ("/privacy", "Privacy policy"),
        ("/terms", "Terms of use"),
        ("http://dataverse-software.test/", "Powered by Dataverse"),
    ],
    title_format="{title} - {name}",
    home_title="Home - PolRep Journal Dataverse",
)


@dataclass(frozen=True)
class Replication:
    pid: str
    title: str
    files: tuple[tuple[int, str], ...]  # (file id, name): README, scripts, codebooks
    versions: tuple[str, ...]
    related: tuple[tuple[str, str], ...]


REPLICATIONS = (
    Replication(
        "doi:10.80093/PRJ/QW3E7T",
        "Replication Data for: Turnout and Ballot Length in Municipal Elections",
        ((5101, "README.txt"), (5102, "analysis.do")),
        ("1.0",),
        (("doi:10.80093/PRJ/ZZ81KA", "Replication Data for: Party Cues in Referendum Campaigns"),),
    ),
    Replication(
        "doi:10.80093/PRJ/M9PL2X",
        "Replication Data for: Survey Mode Effects on Reported Political Interest",
        (
            (5230, "README.txt"),
            (5231, "01_clean.R"),
            (5232, "02_models.R"),
            (5233, "codebook.txt"),
            (5234, "appendix_tables.txt"),
        ),
        ("2.1", "2.0", "1.0"),
        (
            ("doi:10.80093/PRJ/ZZ81KA", "Replication Data for: Party Cues in Referendum Campaigns"),
            ("doi:10.80093/PRJ/HH40BC", "Replication Data for: Mode Experiments in Panel Surveys"),
        ),
    ),
)


def _dvr_dataset(pid: str, version: str = "") -> str:
    return f"/dataset.xhtml?persistentId={pid}" + (f"&version={version}" if version else "")


def _dvr_urls(r: Replication) -> list[str]:
    out = [_dvr_dataset(r.pid)]
    out += [_dvr_dataset(r.pid, v) for v in r.versions[1:]]
    for fid, _n in r.files:
        out += [f"/file.xhtml?fileId={fid}", f"/api/access/datafile/{fid}"]
    out += [
        f"/api/datasets/export?exporter=ddi&persistentId={r.pid}",
        f"/api/datasets/export?exporter=dataverse_json&persistentId={r.pid}",
        f"/resources/citation/ris?persistentId={r.pid}",
    ]
    return [DVR.url(u) for u in out]


def _dvr_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for r in REPLICATIONS:
        files = ul((f"/file.xhtml?fileId={fid}", n) for fid, n in r.files)
        downloads = ul((f"/api/access/datafile/{fid}", f"Download {n}") for fid, n in r.files)
        exports = ul(
            [
                (f"/api/datasets/export?exporter=ddi&persistentId={r.pid}", "DDI Codebook v2.5"),
                (f"/api/datasets/export?exporter=dataverse_json&persistentId={r.pid}", "JSON"),
                (f"/resources/citation/ris?persistentId={r.pid}", "Cite: RIS"),
            ]
        )
        versions = ul(
            (_dvr_dataset(r.pid, v) if i else _dvr_dataset(r.pid), f"Version {v}")
            for i, v in enumerate(r.versions)
        )
        body = (
            "<nav class='breadcrumb'><a href='/dataverse/polrep'>PolRep Journal Dataverse</a></nav>"
            f"<h1>{r.title}</h1><p>{r.pid}</p><h2>Files</h2>{files}{downloads}"
            f"<h2>Metadata</h2>{exports}<h2>Versions</h2>{versions}"
            "<aside><h2>More from this dataverse</h2>"
            + ul((_dvr_dataset(p), t.replace("Replication Data for: ", "")) for p, t in r.related)
            + "</aside>"
        )
        for i, v in enumerate(r.versions):
            key = _dvr_dataset(r.pid, v) if i else _dvr_dataset(r.pid)
            pages[key] = DVR.record(r.title, body.replace("<h1>", f"<p>Version {v}</p><h1>", 1))
        for fid, n in r.files:
            pages[f"/file.xhtml?fileId={fid}"] = DVR.record(
                n,
                f"<nav class='breadcrumb'><a href='/dataverse/polrep'>PolRep Journal Dataverse</a> &gt; "
                f"<a href='{_dvr_dataset(r.pid)}'>{r.title}</a></nav><h1>{n}</h1>"
                f"<p><a href='/api/access/datafile/{fid}'>Download</a></p>",
            )
            pages[f"/api/access/datafile/{fid}"] = text(
                f"* {r.title}\n* file {n}\nuse data.dta, clear\nregress y x\n"
            )
        pages[f"/api/datasets/export?exporter=ddi&persistentId={r.pid}"] = text(
            f"<codeBook><stdyDscr><titl>{r.title}</titl></stdyDscr></codeBook>\n", "application/xml"
        )
        pages[f"/api/datasets/export?exporter=dataverse_json&persistentId={r.pid}"] = text(
            f'{{"datasetVersion": {{"title": "{r.title}"}}}}\n', "application/json"
        )
        pages[f"/resources/citation/ris?persistentId={r.pid}"] = text(
            f"TY  - DATA\nT1  - {r.title}\nDO  - {r.pid[4:]}\nER  -\n",
            "application/x-research-info-systems",
        )
        for p, t in r.related:
            pages.setdefault(_dvr_dataset(p), DVR.record(t, f"<h1>{t}</h1><p>{p}</p>"))
    return [finish(DVR, pages)]


DVR_CASES = [
    # The seed's Dataverse row: Significant String From Filtered Title, filtering from the
    # title's END (" - PolRep Journal Dataverse" is shared with the homepage title); the
    # dataset title is on every file page, version, export and script header, while files,
    # versions and exports have unrelated URI shapes (dataset.xhtml, file.xhtml, api/...).
    case(
        "polrep-ballot-length",
        "journal replication dataverse (two files, one version)",
        "Multi-Hop",
        "sig_filtered_title",
        DVR.url(_dvr_dataset(REPLICATIONS[0].pid)),
        _dvr_urls(REPLICATIONS[0]),
        _dvr_sites,
    ),
    # Harder: five files, three versions, two related datasets sharing "Replication Data for:".
    case(
        "polrep-mode-effects",
        "journal replication dataverse (five files, three versions)",
        "Multi-Hop",
        "sig_filtered_title",
        DVR.url(_dvr_dataset(REPLICATIONS[1].pid)),
        _dvr_urls(REPLICATIONS[1]),
        _dvr_sites,
    ),
]

# --- preregistration registry for survey experiments (OSF-like, portal name FIRST) ---------

PRG = Chrome(
    host="registry.surveyprereg-hub.hx93.example",
    name="Prereg Hub",
    menu=[
        ("/registries", "Registries"),
        ("/discover", "Discover"),
        ("/institutions", "Institutions"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy policy"),
        ("/status", "Status"),
        ("http://github.test/preregcenter", "GitHub"),
    ],
    title_format="{name} | {title}",
    home_title="Prereg Hub | Home",
)


@dataclass(frozen=True)
class Registration:
    guid: str
    title: str
    components: tuple[tuple[str, str], ...]  # (guid, component name)
    files: tuple[tuple[str, str], ...]  # (guid, file name)
    wiki: tuple[str, ...]


REGISTRATIONS = (
    Registration(
        "k4v9t",
        "Framing Effects on Support for Redistribution: A Survey Experiment",
        (),
        (("p2q8r", "prereg_plan.txt"), ("w5e1z", "instrument.txt")),
        ("home",),
    ),
    Registration(
        "n8d3h",
        "Vignette Experiment on Trust in Local Government",
        (("y7u2j", "Pilot study"), ("c3x6m", "Main wave")),
        (
            ("r1t4y", "analysis_plan.txt"),
            ("g6h8k", "vignettes.txt"),
            ("b2n5m", "power_analysis.txt"),
        ),
        ("home", "deviations"),
    ),
)


def _prg_urls(r: Registration) -> list[str]:
    out = [f"/{r.guid}/", f"/{r.guid}/files/"]
    out += [f"/{r.guid}/wiki/{w}" for w in r.wiki]
    out += [f"/{g}/" for g, _n in r.components]
    for g, _n in r.files:
        out += [f"/{g}/", f"/download/{g}"]
    return [PRG.url(u) for u in out]


def _prg_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for r in REGISTRATIONS:
        tabs = ul(
            [(f"/{r.guid}/", "Overview"), (f"/{r.guid}/files/", "Files")]
            + [(f"/{r.guid}/wiki/{w}", f"Wiki: {w}") for w in r.wiki]
        )
        part = f"<p class='parent'>Part of: <a href='/{r.guid}/'>{r.title}</a></p>"
        pages[f"/{r.guid}/"] = PRG.record(
            r.title,
            f"<h1>{r.title}</h1>{tabs}<p>Registered 2023-05-02. Registration type: Preregistration "
            "of a survey experiment.</p>"
            + (
                "<h2>Components</h2>" + ul((f"/{g}/", n) for g, n in r.components)
                if r.components
                else ""
            )
            + "<aside><a href='/discover?subject=political-science'>Political science</a> "
            "<a href='/registries?tag=survey-experiment'>survey-experiment</a></aside>",
            share=PRG.url(f"/{r.guid}/"),
        )
        pages[f"/{r.guid}/files/"] = PRG.record(
            f"{r.title} | Files",
            f"<h1>{r.title}</h1>{tabs}" + ul((f"/{g}/", n) for g, n in r.files),
        )
        for w in r.wiki:
            pages[f"/{r.guid}/wiki/{w}"] = PRG.record(
                f"{r.title} | Wiki", f"<h1>{r.title}</h1>{tabs}<p>Wiki page {w}.</p>"
            )
        for g, n in r.components:
            pages[f"/{g}/"] = PRG.record(
                f"{n}", f"<h1>{n}</h1>{part}<p>Component of the registration.</p>"
            )
        for g, n in r.files:
            pages[f"/{g}/"] = PRG.record(
                n, f"<h1>{n}</h1>{part}<p><a href='/download/{g}'>Download</a> (version 1)</p>"
            )
            pages[f"/download/{g}"] = text(f"{r.title}\n{n}\n\nHypotheses H1-H3 as registered.\n")
    return [finish(PRG, pages)]


PRG_CASES = [
    # The seed's OSF row: the entry title is "Prereg Hub | <title>", the homepage's "Prereg
    # Hub | Home"; with the shared leading "Prereg Hub | " removed, the registration title
    # recurs in file pages (guids unrelated to the project's), downloads and wiki pages:
    # Significant String From Filtered Title.
    case(
        "prereg-framing-redistribution",
        "survey experiment preregistration registry (two files)",
        "Multi-Hop",
        "sig_filtered_title",
        PRG.url(f"/{REGISTRATIONS[0].guid}/"),
        _prg_urls(REGISTRATIONS[0]),
        _prg_sites,
    ),
    # Harder: two components, three files, two wiki pages, each under its own guid.
    case(
        "prereg-vignette-trust",
        "survey experiment preregistration registry (components, three files, wiki)",
        "Multi-Hop",
        "sig_filtered_title",
        PRG.url(f"/{REGISTRATIONS[1].guid}/"),
        _prg_urls(REGISTRATIONS[1]),
        _prg_sites,
    ),
]
