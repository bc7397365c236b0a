"""heldout69's code and site-shaped portals: a code forge for experiment scripts (raw files
on a separate content host), a self-hosted GitLab for analysis pipelines, a lab wiki of
protocols, per-project brain-atlas subdomains, and a journal's bare supplement index.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import blob, page, portal, site, txt, ul

# --- Code forge for experiment scripts (GitHub-like); raw files on another domain, so the
# seed's Path-Based with Externals.
FORGE = portal(
    "forge.stimcode.hx69.example",
    "StimCode",
    [("/explore", "Explore"), ("/marketplace", "Plugins"), ("/pricing", "Pricing")],
    footer=[("/about", "About"), ("/privacy", "Privacy"), ("/status", "Status")],
)
RAW = "raw.stimcode-content.hx69.example"


def _repo(
    owner: str, name: str, files: list[str], releases: list[str]
) -> tuple[dict, dict, list[str]]:
    b = f"/{owner}/{name}/"
    tabs = ul(
        [
            (b, "Code"),
            (b + "issues", "Issues"),
            (b + "releases", "Releases"),
            (b + "commits/main", "Commits"),
        ],
        "repo-tabs",
    )
    head = f'<h1><a href="/{owner}">{owner}</a> / <a href="{b}">{name}</a></h1>' + tabs
    pages: dict = {
        b: page(
            FORGE,
            f"{owner}/{name}",
            head
            + "<h2>Files</h2>"
            + ul([(f"{b}blob/main/{f}", f) for f in files])
            + f'<article class="readme"><h2>README</h2><p>PsychoPy task {escape(name)}.</p></article>'
            + '<p><a href="/login?return=fork">Fork</a> <a href="/login?return=star">Star</a></p>',
        ),
        b + "issues": page(
            FORGE, f"Issues · {owner}/{name}", head + f'<a href="{b}issues/1">#1 Timing drift</a>'
        ),
        b + "issues/1": page(
            FORGE, f"Timing drift · {owner}/{name}", head + "<p>Frames drop on 144 Hz.</p>"
        ),
        b + "commits/main": page(
            FORGE, f"Commits · {owner}/{name}", head + f'<a href="{b}commit/9f2c1ab">9f2c1ab</a>'
        ),
        b + "commit/9f2c1ab": page(
            FORGE, f"9f2c1ab · {owner}/{name}", head + "<pre>+ fix ISI jitter</pre>"
        ),
        b + "releases": page(
            FORGE,
            f"Releases · {owner}/{name}",
            head
            + ul([(f"http://{RAW}/releases/{owner}/{name}/{r}.zip", f"{r}.zip") for r in releases]),
        ),
        f"/{owner}": page(FORGE, owner, f"<h1>{owner}</h1><p>Lab account.</p>"),
    }
    raw: dict = {}
    for f in files:
        pages[f"{b}blob/main/{f}"] = page(
            FORGE,
            f"{f} · {owner}/{name}",
            head + f'<a href="http://{RAW}/{owner}/{name}/main/{f}">Raw</a><pre>…</pre>',
        )
        raw[f"/{owner}/{name}/main/{f}"] = txt(f"# {f}\nfrom psychopy import visual\n")
    for r in releases:
        raw[f"/releases/{owner}/{name}/{r}.zip"] = blob(name + r)
    truth = [
        FORGE.url(b + p)
        for p in ["", "issues", "issues/1", "commits/main", "commit/9f2c1ab", "releases"]
    ]
    truth += [FORGE.url(f"{b}blob/main/{f}") for f in files]
    truth += [f"http://{RAW}/{owner}/{name}/main/{f}" for f in files]
    truth += [f"http://{RAW}/releases/{owner}/{name}/{r}.zip" for r in releases]
    return pages, raw, truth


FORGE_A = _repo("sterlab", "flanker-task", ["flanker.py", "conditions.csv"], ["v1.0"])
FORGE_B = _repo(
    "vislab-ghent",
    "rsvp-paradigm",
    ["rsvp.py", "stimuli/list_a.csv", "stimuli/list_b.csv", "analysis/fit.R"],
    ["v0.9", "v1.0", "v1.1"],
)


def _forge() -> list[Site]:
    raw = Site(RAW)
    for path, v in {**FORGE_A[1], **FORGE_B[1]}.items():
        raw.add(path, v)
    return [site(FORGE, {**FORGE_A[0], **FORGE_B[0]}), raw]


# --- Self-hosted GitLab for analysis pipelines: raw files on the same host under the
# project path, so the seed's table (GitLab.com) gives Path-Based.
GL = portal(
    "git.neurolab-uni.hx69.example",
    "NeuroLab GitLab",
    [("/explore/projects", "Projects"), ("/explore/groups", "Groups"), ("/help", "Help")],
)


def _gl_project(
    group: str, name: str, files: list[str], tags: list[str], commit_pages: int
) -> tuple[dict, list[str]]:
    b = f"/{group}/{name}/"
    side = ul(
        [
            (b, "Project"),
            (b + "-/issues", "Issues"),
            (b + "-/wikis/home", "Wiki"),
            (b + "-/tags", "Tags"),
            (b + "-/commits/main", "History"),
        ],
        "sidebar",
    )
    pages: dict = {
        b: page(
            GL,
            f"{group} / {name}",
            f'<a href="/{group}">{group}</a>{side}<h1>{name}</h1>'
            + ul([(f"{b}-/blob/main/{f}", f) for f in files]),
        ),
        b + "-/issues": page(GL, f"Issues · {name}", side + "<p>No open issues.</p>"),
        b + "-/wikis/home": page(
            GL, f"Home · Wiki · {name}", side + "<p>How to run the pipeline.</p>"
        ),
        b + "-/tags": page(
            GL,
            f"Tags · {name}",
            side + ul([(f"{b}-/archive/{t}/{name}-{t}.tar.gz", t) for t in tags]),
        ),
        f"/{group}": page(GL, group, f"<h1>{group}</h1>"),
    }
    paths = [b, b + "-/issues", b + "-/wikis/home", b + "-/tags"]
    for n in range(1, commit_pages + 1):
        key = f"{b}-/commits/main" + (f"?page={n}" if n > 1 else "")
        nxt = f'<a href="{b}-/commits/main?page={n + 1}">Older</a>' if n < commit_pages else ""
        pages[key] = page(GL, f"Commits · {name}", side + f"<p>Commits page {n}</p>{nxt}")
        paths.append(key)
    for f in files:
        pages[f"{b}-/blob/main/{f}"] = page(
            GL, f"{f} · {name}", side + f'<a href="{b}-/raw/main/{f}">Open raw</a>'
        )
        pages[f"{b}-/raw/main/{f}"] = txt(f"#!/bin/bash\n# {f}\n")
        paths += [f"{b}-/blob/main/{f}", f"{b}-/raw/main/{f}"]
    for t in tags:
        pages[f"{b}-/archive/{t}/{name}-{t}.tar.gz"] = blob(name + t)
        paths.append(f"{b}-/archive/{t}/{name}-{t}.tar.gz")
    return pages, [GL.url(p) for p in paths]


GL_A = _gl_project("fmri", "preproc-fmriprep-wrapper", ["run.sh", "config.yml"], ["v2.0"], 1)
GL_B = _gl_project(
    "eeg",
    "erp-pipeline",
    ["pipeline.py", "filters.py", "epochs.py", "Makefile"],
    ["v1.0", "v1.2", "v2.0"],
    3,
)


def _gl() -> list[Site]:
    return [site(GL, {**GL_A[0], **GL_B[0]})]


# --- Lab wiki (DokuWiki-like): a protocol is a namespace, its pages and media live under
# the protocol's path, so Path-Based.
WIKI = portal(
    "wiki.attnlab.hx69.example",
    "Attention Lab Wiki",
    [("/wiki/start", "Start"), ("/wiki/recent", "Recent changes"), ("/wiki/index", "Sitemap")],
    title_format="{title} [{name}]",
)


def _protocol(ns: str, label: str, subs: list[str], media: list[str]) -> tuple[dict, list[str]]:
    b = f"/wiki/protocols/{ns}/"
    toc = ul([(b + s, s.replace("/", " / ")) for s in subs])
    pages: dict = {
        b: page(
            WIKI,
            label,
            f"<h1>{escape(label)}</h1>{toc}"
            + ul([(b + "media/" + m, m) for m in media])
            + '<aside>Other protocols: <a href="/wiki/protocols/">all</a> · '
            '<a href="/wiki/protocols/tms-safety/">TMS safety</a></aside>',
        ),
    }
    for s in subs:
        pages[b + s] = page(WIKI, f"{label}: {s}", f'<a href="{b}">{escape(label)}</a><h1>{s}</h1>')
    for m in media:
        pages[b + "media/" + m] = blob(ns + m)
    truth = (
        [WIKI.url(b)]
        + [WIKI.url(b + s) for s in subs]
        + [WIKI.url(b + "media/" + m) for m in media]
    )
    return pages, truth


WIKI_A = _protocol(
    "eeg-oddball", "EEG oddball protocol", ["setup", "checklist"], ["cap-layout.png"]
)
WIKI_B = _protocol(
    "mri-safety-screening",
    "MRI safety screening",
    ["forms", "forms/consent-v3", "training", "training/quiz", "incidents"],
    ["screening-form.pdf", "zones.png", "quiz-answers.xlsx"],
)


def _wiki() -> list[Site]:
    extra = {
        "/wiki/protocols/": page(
            WIKI,
            "protocols",
            "<h1>Protocols</h1>"
            + ul(
                [
                    ("/wiki/protocols/eeg-oddball/", "EEG oddball"),
                    ("/wiki/protocols/mri-safety-screening/", "MRI"),
                    ("/wiki/protocols/tms-safety/", "TMS safety"),
                ]
            ),
        ),
        "/wiki/protocols/tms-safety/": page(WIKI, "TMS safety", "<h1>TMS safety</h1>"),
    }
    return [site(WIKI, {**extra, **WIKI_A[0], **WIKI_B[0]})]


# --- Brain-atlas project subdomains (Silk-like): the whole subdomain is the artifact, so
# Path-Based on "/" without externals; the "made with" link leaves the host.
def _atlas(host: str, name: str, regions: list[str], table_pages: int) -> tuple[Site, list[str]]:
    s = Site(host)
    nav = ul(
        [("/", "Overview"), ("/regions", "Regions"), ("/table", "Data table"), ("/about", "About")]
    )

    def html(title: str, main: str) -> str:
        return (
            f"<!DOCTYPE html><html><head><title>{escape(title)} · {escape(name)}</title>"
            '<script src="/static/viewer.js"></script></head><body>'
            f"<header>{escape(name)}{nav}</header><main>{main}</main>"
            '<footer><a href="http://www.brainvista.test/">Made with BrainVista</a></footer></body></html>'
        )

    paths = ["/", "/regions", "/about", "/data/coordinates.csv"]
    s.add(
        "/",
        html(
            "Overview",
            f"<h1>{escape(name)}</h1><p>Interactive atlas.</p>"
            '<a href="/data/coordinates.csv">Download coordinates</a>',
        ),
    )
    s.add("/regions", html("Regions", ul([(f"/regions/{r}", r) for r in regions])))
    s.add("/about", html("About", "<p>Built by the lab.</p>"))
    s.add("/data/coordinates.csv", txt("region,x,y,z\n"))
    s.add("/static/viewer.js", Response.data(b"/* viewer */", "text/javascript"))
    for r in regions:
        s.add(f"/regions/{r}", html(r, f"<h1>{r}</h1>"))
        paths.append(f"/regions/{r}")
    for n in range(1, table_pages + 1):
        key = "/table" + (f"?page={n}" if n > 1 else "")
        nxt = f'<a href="/table?page={n + 1}">Next</a>' if n < table_pages else ""
        s.add(key, html("Data table", f"<table><tr><td>row {n}</td></tr></table>{nxt}"))
        paths.append(key)
    return s, [f"http://{host}{p}" for p in paths]


def _atlas_a() -> tuple[Site, list[str]]:
    return _atlas(
        "insula-map.brainvista.hx69.example", "Insula subdivision map", ["anterior", "posterior"], 1
    )


def _atlas_b() -> tuple[Site, list[str]]:
    return _atlas(
        "hippocampus-3d.brainvista.hx69.example",
        "Hippocampal subfields in 3D",
        ["ca1", "ca2", "ca3", "dentate-gyrus", "subiculum"],
        3,
    )


# --- Journal supplement file index (nginx-style autoindex, no parent or sort links): all
# files one hop from the listing and nothing else there, so Single Page+.
SUPP = "supp.cogjournal-files.hx69.example"


def _index(path: str, files: list[str]) -> str:
    rows = "".join(
        f'<a href="{escape(f)}">{escape(f)}</a>  12-Mar-2023 10:02  18K\n' for f in files
    )
    return (
        f"<html><head><title>Index of {path}</title></head><body><h1>Index of {path}</h1>"
        f"<hr><pre>{rows}</pre><hr></body></html>"
    )


SUPP_A = ("/suppl/jep-2023-0412/", ["supplement_S1.pdf", "trial_data.csv"])
SUPP_B = (
    "/suppl/cogsci-2024-1187/",
    [
        "S1_methods.pdf",
        "S2_tables.xlsx",
        "stimuli_faces.zip",
        "stimuli_scenes.zip",
        "experiment.psyexp",
        "raw_rt.csv",
        "ratings.csv",
        "README.txt",
        "analysis.Rmd",
        "power_simulation.R",
        "figure_code.py",
        "preregistration.pdf",
    ],
)


def _supp() -> list[Site]:
    s = Site(SUPP)
    for path, files in (SUPP_A, SUPP_B):
        s.add(path, _index(path, files))
        for f in files:
            s.add(path + f, blob(path + f))
    return [s]


def _supp_truth(path: str, files: list[str]) -> list[str]:
    return [f"http://{SUPP}{path}"] + [f"http://{SUPP}{path}{f}" for f in files]


CASES: list[Case] = [
    # Code forge with raw host: the seed's GitHub row, Path-Based with Externals.
    case(
        "forge-flanker-task",
        "experiment-script forge (small repository)",
        "Multi-Hop",
        "path_based_externals",
        FORGE.url("/sterlab/flanker-task/"),
        FORGE_A[2],
        _forge,
    ),
    case(
        "forge-rsvp-paradigm",
        "experiment-script forge (stimuli folders, three releases)",
        "Multi-Hop",
        "path_based_externals",
        FORGE.url("/vislab-ghent/rsvp-paradigm/"),
        FORGE_B[2],
        _forge,
    ),
    # Self-hosted GitLab: the seed's GitLab.com row, Path-Based.
    case(
        "gitlab-fmriprep-wrapper",
        "institutional GitLab (pipeline project)",
        "Multi-Hop",
        "path_based",
        GL.url("/fmri/preproc-fmriprep-wrapper/"),
        GL_A[1],
        _gl,
    ),
    case(
        "gitlab-erp-pipeline",
        "institutional GitLab (paginated history, three tags)",
        "Multi-Hop",
        "path_based",
        GL.url("/eeg/erp-pipeline/"),
        GL_B[1],
        _gl,
    ),
    # Lab wiki namespace: everything under the protocol's path, Path-Based.
    case(
        "wiki-eeg-oddball",
        "lab wiki protocol (two subpages)",
        "Multi-Hop",
        "path_based",
        WIKI.url("/wiki/protocols/eeg-oddball/"),
        WIKI_A[1],
        _wiki,
        others=[WIKI.url("/wiki/protocols/tms-safety/")],
    ),
    case(
        "wiki-mri-safety",
        "lab wiki protocol (nested namespaces, media)",
        "Multi-Hop",
        "path_based",
        WIKI.url("/wiki/protocols/mri-safety-screening/"),
        WIKI_B[1],
        _wiki,
        others=[WIKI.url("/wiki/protocols/tms-safety/")],
    ),
    # Atlas subdomain: the seed's Silk row, Path-Based on the whole subdomain.
    case(
        "atlas-insula",
        "brain-atlas subdomain (two regions)",
        "Multi-Hop",
        "path_based",
        "http://insula-map.brainvista.hx69.example/",
        _atlas_a()[1],
        lambda: [_atlas_a()[0]],
    ),
    case(
        "atlas-hippocampus",
        "brain-atlas subdomain (five regions, paged table)",
        "Multi-Hop",
        "path_based",
        "http://hippocampus-3d.brainvista.hx69.example/",
        _atlas_b()[1],
        lambda: [_atlas_b()[0]],
    ),
    # Bare supplement index: Single Hop with no chrome to ignore, so plain Single Page+.
    case(
        "supplement-jep-0412",
        "journal supplement index (two files)",
        "Single Hop",
        "single_page_plus",
        f"http://{SUPP}{SUPP_A[0]}",
        _supp_truth(*SUPP_A),
        _supp,
    ),
    case(
        "supplement-cogsci-1187",
        "journal supplement index (twelve files)",
        "Single Hop",
        "single_page_plus",
        f"http://{SUPP}{SUPP_B[0]}",
        _supp_truth(*SUPP_B),
        _supp,
    ),
]
