"""heldout69's registries and repositories: a preregistration registry (OSF-like), a
psychology Dataverse, a replication-project data hub (Dryad-like) and an EEG data
repository that announces its boundary with Signposting Link headers.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import blob, page, portal, site, txt, ul

# --- Preregistration registry (OSF-like): every project page prints the project title in
# its header; the <title> is "Preregnest | <project>", and the homepage's is "Preregnest |
# Welcome", so the seed's Significant String from Filtered Title strips "Preregnest | ".
PRN = portal(
    "registry.preregnest.hx69.example",
    "Preregnest",
    [("/explore", "Explore"), ("/registries", "Registries"), ("/support", "Support")],
    title_format="{name} | {title}",
    home_title="Preregnest | Welcome",
)
PRN_OTHER = "/zq81n/"


def _prn_project(pid: str, title: str, comps: list[tuple[str, str]], regs: int) -> dict:
    head = f'<div class="project-header"><h1>{escape(title)}</h1></div>'
    tabs = ul(
        [(f"/{pid}/", "Overview"), (f"/{pid}/files/", "Files"), (f"/{pid}/wiki/home", "Wiki")],
        "project-tabs",
    )
    files = [("preregistration.pdf", "Preregistration form"), ("analysis-plan.txt", "Plan")]
    pages: dict = {
        f"/{pid}/": page(
            PRN,
            title,
            head
            + tabs
            + f"<section><h2>Description</h2><p>{escape(title)}: design, hypotheses and "
            "sampling plan, frozen before data collection.</p></section>"
            + "<section><h2>Components</h2>"
            + ul([(f"/{c}/", t) for c, t in comps])
            + "</section><section><h2>Registrations</h2>"
            + ul([(f"/{pid}/registrations/{n}/", f"Registration {n}") for n in range(1, regs + 1)])
            + f'</section><p><a href="/{pid}/citation.ris">Cite (RIS)</a></p>'
            + f'<aside><h3>Linked projects</h3><a href="{PRN_OTHER}">Pilot data</a></aside>',
        ),
        f"/{pid}/files/": page(
            PRN,
            title,
            head
            + tabs
            + "<h2>OSF Storage</h2>"
            + ul([(f"/{pid}/download/{f}", t) for f, t in files]),
        ),
        f"/{pid}/wiki/home": page(
            PRN, title, head + tabs + f"<h2>Wiki</h2><p>Lab notes for {escape(title)}.</p>"
        ),
        f"/{pid}/citation.ris": txt(f"TY  - DATA\nTI  - {title}\nPB  - Preregnest\nER  -\n"),
        f"/{pid}/download/preregistration.pdf": Response.data(
            pdf(title, ["Preregistration", "Hypotheses H1-H3"]), "application/pdf"
        ),
        f"/{pid}/download/analysis-plan.txt": txt(f"{title}\nConfirmatory analysis plan.\n"),
    }
    for n in range(1, regs + 1):
        pages[f"/{pid}/registrations/{n}/"] = page(
            PRN, title, head + f"<h2>Registration {n}</h2><p>Frozen {2021 + n}-03-01.</p>"
        )
    for c, ct in comps:
        pages[f"/{c}/"] = page(
            PRN,
            ct,
            f'<nav class="breadcrumb">Parent project: <a href="/{pid}/">{escape(title)}</a>'
            f"</nav><h1>{escape(ct)}</h1>"
            + ul([(f"/{c}/download/materials.txt", "materials.txt")]),
        )
        pages[f"/{c}/download/materials.txt"] = txt(f"{ct}\nPart of: {title}\n")
    return pages


PRN_A = ("k7q2m", "Attentional Blink and Emotional Faces: A Preregistration")
PRN_B = ("p4vx8", "Mind Wandering under Working Memory Load: A Registered Report")
PRN_B_COMPS = [("c1ab2", "Stage 1 protocol"), ("c3de4", "Experiment materials and scripts")]


def _prn() -> list[Site]:
    pages = {
        **_prn_project(*PRN_A, [], 1),
        **_prn_project(*PRN_B, PRN_B_COMPS, 2),
        PRN_OTHER: page(PRN, "Pilot data", "<h1>Pilot data</h1><p>Unrelated pilot.</p>"),
    }
    return [site(PRN, pages)]


def _prn_truth(pid: str, comps: list[tuple[str, str]], regs: int) -> list[str]:
    paths = [
        f"/{pid}/",
        f"/{pid}/files/",
        f"/{pid}/wiki/home",
        f"/{pid}/citation.ris",
        f"/{pid}/download/preregistration.pdf",
        f"/{pid}/download/analysis-plan.txt",
        *(f"/{pid}/registrations/{n}/" for n in range(1, regs + 1)),
        *(p for c, _ in comps for p in (f"/{c}/", f"/{c}/download/materials.txt")),
    ]
    return [PRN.url(p) for p in paths]


# --- Psychology Dataverse: titles are "<dataset> | SynapseDV", the homepage "Root |
# SynapseDV"; the seed prescribes the filtered title, filtered from the end (Dataverse).
# Every dataset page, file page and download (tab files carry a title comment) holds it.
SDV = portal(
    "data.synapsedv.hx69.example",
    "SynapseDV",
    [("/dataverse/root", "Browse"), ("/guides", "User guide"), ("/support", "Support")],
    home_title="Root | SynapseDV",
)


def _sdv_dataset(doi: str, title: str, files: list[tuple[int, str]], versions: list[str]) -> dict:
    base = f"/dataset.xhtml?persistentId=doi:{doi}"
    head = f'<h1 id="title">{escape(title)}</h1><p class="citation">Lab ({escape(title)}), doi:{doi}</p>'
    vers = ul([(f"{base}&version={v}", f"Version {v}") for v in versions], "versions")
    rows = ul([(f"/file.xhtml?fileId={fid}", name) for fid, name in files], "files")
    pages: dict = {
        base: page(
            SDV,
            title,
            head
            + "<h2>Files</h2>"
            + rows
            + "<h2>Versions</h2>"
            + vers
            + f'<p>Export: <a href="/api/datasets/export?exporter=ddi&amp;persistentId=doi:{doi}">'
            'DDI</a></p><aside><h3>Related</h3><a href="/dataverse/root">More from root</a></aside>',
        ),
        f"/api/datasets/export?exporter=ddi&persistentId=doi:{doi}": Response.data(
            f"<codeBook><titl>{escape(title)}</titl></codeBook>".encode(), "application/xml"
        ),
    }
    for v in versions:
        pages[f"{base}&version={v}"] = page(
            SDV, title, head + f"<h2>Version {v}</h2><p>Changes in {v}.</p>"
        )
    for fid, name in files:
        pages[f"/file.xhtml?fileId={fid}"] = page(
            SDV,
            name,
            f'<p>Dataset: <a href="{base}">{escape(title)}</a></p><h1>{escape(name)}</h1>'
            f'<a href="/api/access/datafile/{fid}">Download</a>',
        )
        pages[f"/api/access/datafile/{fid}"] = txt(f"# {title}\n# {name}\nsubj\trt\n1\t512\n")
    return pages


SDV_A = ("10.70069/SDV/QX3LPA", "Stroop interference in bilingual adults, 2019 sample")
SDV_A_F = [(4411, "stroop_trials.tab"), (4412, "codebook.txt")]
SDV_A_V = ["1.0"]
SDV_B = ("10.70069/SDV/M8RT2K", "Mental rotation across the lifespan: pooled data v2")
SDV_B_F = [
    (5120 + i, n)
    for i, n in enumerate(
        ["rotation_raw.tab", "demographics.tab", "stimuli_manifest.txt", "analysis.R", "README.txt"]
    )
]
SDV_B_V = ["1.0", "1.1", "2.0"]


def _sdv() -> list[Site]:
    return [
        site(
            SDV,
            {**_sdv_dataset(*SDV_A, SDV_A_F, SDV_A_V), **_sdv_dataset(*SDV_B, SDV_B_F, SDV_B_V)},
        )
    ]


def _sdv_truth(doi: str, files: list[tuple[int, str]], versions: list[str]) -> list[str]:
    base = f"/dataset.xhtml?persistentId=doi:{doi}"
    paths = [base, f"/api/datasets/export?exporter=ddi&persistentId=doi:{doi}"]
    paths += [f"{base}&version={v}" for v in versions]
    paths += [
        p for fid, _ in files for p in (f"/file.xhtml?fileId={fid}", f"/api/access/datafile/{fid}")
    ]
    return [SDV.url(p) for p in paths]


# --- Replication data hub (Dryad-like): pages show "Data from: <study>" and the <title> is
# exactly that string; the per-site data archives do not contain it, so the seed's
# Significant String from Title+ with Ignored URIs takes one hop (menu links ignored).
MSR = portal(
    "hub.manysitesrep.hx69.example",
    "ManySites Replication Hub",
    [("/search", "Search data"), ("/submit", "Submit"), ("/about", "About")],
    title_format="{title}",
    home_title="ManySites Replication Hub",
)


def _msr_dataset(key: str, study: str, sites: list[str]) -> dict:
    s = f"Data from: {study}"
    base = f"/dataset/doi:10.70069/msr.{key}"
    pages: dict = {
        base: page(
            MSR,
            s,
            f"<h1>{escape(s)}</h1><p>A multi-site replication.</p><h2>Participating sites</h2>"
            + ul([(f"{base}/site/{x}", x.upper()) for x in sites])
            + f'<p><a href="{base}/metadata">Full metadata</a> '
            f'<a href="/download/msr.{key}/protocol.pdf">Protocol (PDF)</a></p>',
        ),
        f"{base}/metadata": page(
            MSR,
            s,
            f"<h1>Metadata</h1><p>{escape(s)}</p><dl><dt>Sites</dt><dd>{len(sites)}</dd></dl>",
        ),
        f"/download/msr.{key}/protocol.pdf": blob(key + "protocol"),
    }
    for x in sites:
        pages[f"{base}/site/{x}"] = page(
            MSR,
            s,
            f"<h1>{escape(s)}</h1><h2>Site {x.upper()}</h2>"
            f'<a href="/download/msr.{key}/{x}.zip">Site data (zip)</a>',
        )
        pages[f"/download/msr.{key}/{x}.zip"] = blob(key + x)
    return pages


MSR_A = ("ed7k2", "Ego depletion and the sequential task paradigm", ["uva", "kul", "tcd"])
MSR_B = (
    "an91q",
    "Anchoring effects in numeric estimation: a 12-lab replication",
    ["osl", "mun", "ams", "tor", "syd", "bcn", "nyc", "sao"],
)


def _msr() -> list[Site]:
    return [site(MSR, {**_msr_dataset(*MSR_A), **_msr_dataset(*MSR_B)})]


def _msr_truth(key: str, study: str, sites: list[str]) -> list[str]:
    base = f"/dataset/doi:10.70069/msr.{key}"
    paths = [base, f"{base}/metadata", f"/download/msr.{key}/protocol.pdf"]
    paths += [p for x in sites for p in (f"{base}/site/{x}", f"/download/msr.{key}/{x}.zip")]
    return [MSR.url(p) for p in paths]


# --- EEG data repository with FAIR Signposting: the landing page's Link header lists every
# file as rel="item"; the seed's Signposting heuristic takes exactly the landing page and
# those items (cite-as, describedby, license and author point elsewhere or at metadata).
EEV = portal(
    "repo.eegvault.hx69.example",
    "EEGVault",
    [("/records", "Records"), ("/communities", "Communities"), ("/deposit", "Deposit")],
)
RESOLVER = "doi.handlenet69.hx69.example"


def _eev_record(rid: str, title: str, files: list[str], per_page: int) -> dict:
    base = f"/records/{rid}"
    links = [f'<{EEV.url(base + "/files/" + f)}>; rel="item"' for f in files]
    links += [
        f'<http://{RESOLVER}/10.70069/eegv.{rid}>; rel="cite-as"',
        f'<{EEV.url("/api" + base)}>; rel="describedby"; type="application/json"',
        '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
    ]
    chunks = [files[i : i + per_page] for i in range(0, len(files), per_page)]
    pages: dict = {}
    for n, chunk in enumerate(chunks, 1):
        nxt = (
            f'<a rel="next" href="{base}?files_page={n + 1}">Next files</a>'
            if n < len(chunks)
            else ""
        )
        body = page(
            EEV,
            title,
            f"<h1>{escape(title)}</h1><h2>Files</h2>"
            + ul([(f"{base}/files/{f}", f) for f in chunk])
            + nxt
            + f'<p><a href="/api{base}">JSON</a> · <a href="{base}/export/bibtex">BibTeX</a></p>',
            share=EEV.url(base),
        )
        key = base if n == 1 else f"{base}?files_page={n}"
        pages[key] = Response.html(body, headers=[("Link", ", ".join(links))]) if n == 1 else body
    pages[f"/api{base}"] = Response.data(f'{{"title": "{title}"}}'.encode(), "application/json")
    pages[f"{base}/export/bibtex"] = txt(f"@misc{{{rid}, title={{{title}}}}}\n")
    for f in files:
        pages[f"{base}/files/{f}"] = Response(
            200,
            [
                ("Content-Type", "application/octet-stream"),
                ("Link", f'<{EEV.url(base)}>; rel="collection"'),
            ],
            blob(rid + f).body,
        )
    return pages


EEV_A = (
    "14412",
    "Auditory oddball EEG, 24 adults",
    ["sub-01_task-oddball_eeg.edf", "sub-02_task-oddball_eeg.edf", "participants.tsv"],
)
EEV_B = (
    "20931",
    "Resting-state MEG, two sessions per subject",
    [f"sub-{s:02d}_ses-{t}_task-rest_meg.fif" for s in (1, 2, 3) for t in (1, 2)]
    + ["dataset_description.json"],
)


def _eev() -> list[Site]:
    resolver = Site(RESOLVER)
    resolver.add("/10.70069/eegv.20931", Response.redirect(EEV.url("/records/20931"), 302))
    resolver.add("/10.70069/eegv.14412", Response.redirect(EEV.url("/records/14412"), 302))
    return [site(EEV, {**_eev_record(*EEV_A, 10), **_eev_record(*EEV_B, 4)}), resolver]


def _eev_truth(rid: str, files: list[str]) -> list[str]:
    return [EEV.url(f"/records/{rid}")] + [EEV.url(f"/records/{rid}/files/{f}") for f in files]


CASES: list[Case] = [
    # Preregistration registry, OSF-shaped: the seed's table gives OSF Significant String
    # From Filtered Title ("OSF | " prefix in titles, absent from content).
    case(
        "prereg-attentional-blink",
        "preregistration registry (single project)",
        "Multi-Hop",
        "sig_filtered_title",
        PRN.url(f"/{PRN_A[0]}/"),
        _prn_truth(PRN_A[0], [], 1),
        _prn,
        others=[PRN.url(PRN_OTHER)],
    ),
    case(
        "prereg-wm-registered-report",
        "preregistration registry (project with components and two registrations)",
        "Multi-Hop",
        "sig_filtered_title",
        PRN.url(f"/{PRN_B[0]}/"),
        _prn_truth(PRN_B[0], PRN_B_COMPS, 2),
        _prn,
        others=[PRN.url(PRN_OTHER)],
    ),
    # Dataverse: the seed's table, Filtered Title starting from the title's end.
    case(
        "dataverse-stroop-bilingual",
        "psychology Dataverse (dataset, two files)",
        "Multi-Hop",
        "sig_filtered_title",
        SDV.url(f"/dataset.xhtml?persistentId=doi:{SDV_A[0]}"),
        _sdv_truth(SDV_A[0], SDV_A_F, SDV_A_V),
        _sdv,
    ),
    case(
        "dataverse-mental-rotation",
        "psychology Dataverse (dataset, five files, three versions)",
        "Multi-Hop",
        "sig_filtered_title",
        SDV.url(f"/dataset.xhtml?persistentId=doi:{SDV_B[0]}"),
        _sdv_truth(SDV_B[0], SDV_B_F, SDV_B_V),
        _sdv,
    ),
    # Replication hub, Dryad-shaped: the seed's Fig. 7 reasoning, title string on every page
    # but not in the data files, so Title+ with Ignored URIs.
    case(
        "replication-ego-depletion",
        "replication data hub (three sites)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        MSR.url(f"/dataset/doi:10.70069/msr.{MSR_A[0]}"),
        _msr_truth(*MSR_A),
        _msr,
    ),
    case(
        "replication-anchoring-12-labs",
        "replication data hub (eight sites)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        MSR.url(f"/dataset/doi:10.70069/msr.{MSR_B[0]}"),
        _msr_truth(*MSR_B),
        _msr,
    ),
    # Signposting repository: the boundary is announced in the Link header (rel=item).
    case(
        "eegvault-oddball",
        "signposted EEG repository (three items)",
        "Single Hop",
        "signposting",
        EEV.url("/records/14412"),
        _eev_truth(*EEV_A[::2]),
        _eev,
    ),
    case(
        "eegvault-meg-rest-doi",
        "signposted EEG repository (DOI entry, seven items over two file pages)",
        "Single Hop",
        "signposting",
        f"http://{RESOLVER}/10.70069/eegv.20931",
        _eev_truth(*EEV_B[::2]),
        _eev,
        landing=EEV.url("/records/20931"),
    ),
]
