"""Multi-hop data portals of heldout48, where a significant string marks the boundary: a
data-package repository (Dryad-like, title string plus one hop to the files), a project
workspace (OSF-like, title with a site-name prefix), a tabbed dataset catalogue
(Dataverse-like, title with a site-name suffix), a biodiversity portal (GBIF-like, an id in
every URI) and a protocol library (bare titles, pages spread over unrelated paths).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data

from ._kit import bare_site, mk, page, portal, sidebar, site, stub_record

# --- data-package repository (Dryad-like): Significant String from Title+ with Ignored URIs ---

DP = portal(
    "datadepot.lagomorph.hx48.example",
    "Lagomorph Data",
    [
        ("/search", "Explore data"),
        ("/stash/submit", "Submit data"),
        ("/stash/our_mission", "Mission"),
    ],
    title_format="{title}",
    home_title="Lagomorph Data: publish and preserve research data",
)
DP_FILES = "http://blobs.lagomorphfiles.hx48.example"


class _Pkg:
    def __init__(
        self, ident: str, title: str, files: list[str], versions: int, rel: list[tuple[str, str]]
    ) -> None:
        self.ident, self.title, self.rel = ident, title, rel
        base = f"/stash/dataset/doi:10.5561/lago.{ident}"
        self.landing = DP.url(base)
        self.pages = [DP.url(base + "/metadata"), DP.url(base + "/citations")] + [
            DP.url(f"{base}/version/{v}") for v in range(1, versions + 1)
        ]
        self.files = [f"{DP_FILES}/file_stream/{ident}/{n}" for n in files]
        self.truth = [self.landing, *self.pages, *self.files]
        self.others = [u for u, _ in rel]

    def html(self) -> dict[str, str]:
        t = escape(self.title)
        dl = "".join(f'<li><a href="{u}">{u.rsplit("/", 1)[1]}</a></li>' for u in self.files)
        nav = "".join(
            f'<a class="tab" href="{u}">{u.rsplit("/", 1)[1].title()}</a> ' for u in self.pages
        )
        out = {}
        for u in [self.landing, *self.pages]:
            here = u.rsplit("/", 1)[1] if u != self.landing else "overview"
            out[u[len(DP.origin) :]] = page(
                DP,
                self.title,
                f'<div class="dataset"><h1>{t}</h1><p class="view">{escape(here)}</p>'
                f'<nav class="record-tabs"><a href="{self.landing}">Overview</a> {nav}</nav>'
                f'<h2>Files</h2><ul class="files">{dl}</ul>'
                f"<p>Cite: {t}. Lagomorph Data, https://doi.test/10.5561/lago.{self.ident}</p></div>"
                + sidebar("Related works", self.rel),
                raw=True,
            )
        return out


DP_A = _Pkg(
    "h4k2m",
    "Data from: Thermal tolerance of alpine bumblebees across an elevation gradient",
    ["ctmax_trials.csv", "README.md"],
    1,
    [
        (DP.url("/stash/dataset/doi:10.5561/lago.p0q3r"), "Cites: pollinator survey"),
        (DP.url("/stash/dataset/doi:10.5561/lago.z81bb"), "Same author"),
    ],
)
DP_B = _Pkg(
    "w7tt3",
    "Data from: Otolith chemistry reveals natal origins of Baltic herring",
    ["otolith_LA-ICPMS.csv", "sample_metadata.xlsx", "R_scripts.zip", "README.md", "maps.tar.gz"],
    3,
    [
        (DP.url("/stash/dataset/doi:10.5561/lago.w7tt2"), "Supersedes: preliminary otolith data"),
        (DP.url("/stash/dataset/doi:10.5561/lago.k3v0d"), "Is derived from: herring stock samples"),
        (DP.url("/stash/dataset/doi:10.5561/lago.y6a1c"), "Is cited by: sprat recruitment data"),
        (DP.url("/stash/dataset/doi:10.5561/lago.m2nn8"), "More like this"),
        (DP.url("/stash/dataset/doi:10.5561/lago.aa120"), "Same author"),
    ],
)


def _dp() -> list[Site]:
    pages: dict[str, str | Response | bytes] = {**DP_A.html(), **DP_B.html()}
    for u in DP_A.others + DP_B.others:
        pages[u[len(DP.origin) :]] = stub_record(DP, "Dataset " + u.rsplit(".", 1)[1])
    blobs = {
        u[len(DP_FILES) :]: data(b"col_a,col_b\n1,2\n", "application/octet-stream")
        for u in DP_A.files + DP_B.files
    }
    return [site(DP, pages), bare_site("blobs.lagomorphfiles.hx48.example", blobs)]


# --- project workspace (OSF-like): Significant String from Filtered Title (prefix) ----------

WS = portal(
    "hub.hexaproj.hx48.example",
    "Hexa",
    [
        ("/dashboard", "My projects"),
        ("/preprints", "Preprints"),
        ("/registries", "Registries"),
        ("/institutions", "Institutions"),
    ],
    title_format="Hexa | {title}",
    home_title="Hexa | Home",
)
WS_DL = "http://files.hexastorage.hx48.example"


class _Proj:
    def __init__(
        self,
        guid: str,
        title: str,
        files: dict[str, str],
        tabs: list[str],
        rel: list[tuple[str, str]],
    ) -> None:
        self.guid, self.title, self.rel = guid, title, rel
        self.entry = WS.url(f"/{guid}/")
        self.tabs = [WS.url(f"/{guid}/{t}/") for t in tabs]
        self.file_pages = [WS.url(f"/{fid}/") for fid in files]
        self.downloads = [
            f"{WS_DL}/v1/resources/{guid}/providers/box/{fid}?action=download" for fid in files
        ]
        self.files = files
        self.truth = [self.entry, *self.tabs, *self.file_pages, *self.downloads]
        self.others = [u for u, _ in rel]

    def html(self) -> dict[str, str | Response | bytes]:
        t = escape(self.title)
        tabs = " ".join(
            f'<a href="{u}">{u.rstrip("/").rsplit("/", 1)[1].title()}</a>' for u in self.tabs
        )
        head = f'<div class="project-header"><h2>{t}</h2><nav class="project-nav"><a href="{self.entry}">Overview</a> {tabs}</nav></div>'
        flist = "".join(
            f'<li><a href="{p}">{escape(n)}</a></li>'
            for p, n in zip(self.file_pages, self.files.values(), strict=True)
        )
        out: dict[str, str | Response | bytes] = {}
        out[self.entry[len(WS.origin) :]] = page(
            WS,
            self.title,
            head
            + f'<section class="wiki"><p>Overview of the project.</p></section><ul class="files">{flist}</ul>'
            + sidebar("Linked projects and components", self.rel),
        )
        for u in self.tabs:
            out[u[len(WS.origin) :]] = page(
                WS, self.title, head + f'<ul class="files">{flist}</ul>'
            )
        for p, d, n in zip(self.file_pages, self.downloads, self.files.values(), strict=True):
            out[p[len(WS.origin) :]] = page(
                WS,
                n,
                head
                + f'<div class="file-view"><h1>{escape(n)}</h1><a href="{d}">Download</a></div>',
            )
        return out

    def blobs(self) -> dict[str, str | Response | bytes]:
        return {
            d[len(WS_DL) :]: data(f"# {self.title}\n# {n}\nx,y\n1,2\n", "text/plain")
            for d, n in zip(self.downloads, self.files.values(), strict=True)
        }


WS_A = _Proj(
    "k2x9d",
    "Role of RecQ helicase in replication fork restart: supplementary material",
    {"r8d3q": "fork_assays.csv", "r8d3w": "gel_images_README.txt"},
    ["files", "wiki"],
    [(WS.url("/m4p1z/"), "Forked from: RecQ pilot"), (WS.url("/u7j2c/"), "Same contributor")],
)
WS_B = _Proj(
    "b6tq0",
    "Many Labs replication of the anchoring effect",
    {
        "e1a01": "preregistration.pdf",
        "e1a02": "analysis_plan.txt",
        "e1a03": "pooled_data.csv",
        "e1a04": "codebook.txt",
    },
    ["files", "wiki", "registrations", "analytics"],
    [
        (WS.url("/c0mp1/"), "Component: Site 01 data"),
        (WS.url("/c0mp2/"), "Component: Site 02 data"),
        (WS.url("/c0mp3/"), "Component: Site 03 data"),
        (WS.url("/x9orig/"), "Is replication of: original study"),
        (WS.url("/preprints/metaarxiv/q2w3e/"), "Preprint citing this project"),
    ],
)


def _ws() -> list[Site]:
    pages: dict[str, str | Response | bytes] = {**WS_A.html(), **WS_B.html()}
    for u in WS_A.others + WS_B.others:
        # Components and linked projects show the parent only as a short link, not its title.
        pages[u[len(WS.origin) :]] = stub_record(
            WS, "Project " + u.rstrip("/").rsplit("/", 1)[1], "Component"
        )
    return [
        site(WS, pages),
        bare_site("files.hexastorage.hx48.example", {**WS_A.blobs(), **WS_B.blobs()}),
    ]


# --- tabbed dataset catalogue (Dataverse-like): Filtered Title from the end ------------------

DV = portal(
    "data.tundraverse.hx48.example",
    "Tundra Dataverse",
    [("/dataverse/root", "Root collection"), ("/guides", "User guides"), ("/support", "Support")],
    title_format="{title} | {name}",
    home_title="Home | Tundra Dataverse",
)


class _Dvs:
    def __init__(
        self,
        pid: str,
        title: str,
        files: dict[str, str],
        tabs: list[str],
        rel: list[tuple[str, str]],
    ) -> None:
        self.pid, self.title, self.rel, self.files = pid, title, rel, files
        base = f"/dataset.xhtml?persistentId=doi:10.80521/TDV/{pid}"
        self.entry = DV.url(base)
        self.tabs = [DV.url(f"{base}&tab={t}") for t in tabs]
        self.file_pages = [DV.url(f"/file.xhtml?fileId={fid}") for fid in files]
        self.downloads = [DV.url(f"/api/access/datafile/{fid}") for fid in files]
        self.truth = [self.entry, *self.tabs, *self.file_pages, *self.downloads]
        self.others = [u for u, _ in rel]

    def html(self) -> dict[str, str | Response | bytes]:
        t = escape(self.title)
        tabs = " ".join(
            f'<a href="{escape(u)}">{u.rsplit("=", 1)[1].title()}</a>' for u in self.tabs
        )
        head = f'<div id="datasetVersionBlock"><h1 id="title">{t}</h1><ul class="nav-tabs">{tabs}</ul></div>'
        flist = "".join(
            f'<tr><td><a href="{p}">{escape(n)}</a></td></tr>'
            for p, n in zip(self.file_pages, self.files.values(), strict=True)
        )
        out: dict[str, str | Response | bytes] = {}
        body = (
            head + f'<table class="files">{flist}</table>' + sidebar("Related datasets", self.rel)
        )
        out[self.entry[len(DV.origin) :]] = page(DV, self.title, body)
        for u in self.tabs:
            out[u[len(DV.origin) :]] = page(DV, self.title, body)
        for p, d, n in zip(self.file_pages, self.downloads, self.files.values(), strict=True):
            out[p[len(DV.origin) :]] = page(
                DV,
                n,
                f'<p class="breadcrumb">Dataset: {t}</p><h1>{escape(n)}</h1><a href="{d}">Access file</a>',
            )
            out[d[len(DV.origin) :]] = data(
                f"{self.title}\nfile: {n}\nval\n3\n", "text/tab-separated-values"
            )
        return out


DV_A = _Dvs(
    "QX7ZP1",
    "Permafrost active-layer thickness, Inuvik 2015-2019",
    {"88101": "alt_2015_2019.tab", "88102": "site_codes.txt"},
    ["files", "metadata", "terms"],
    [
        (DV.url("/dataset.xhtml?persistentId=doi:10.80521/TDV/QX7ZP0"), "Earlier dataset"),
        (DV.url("/dataverse/arcticlab"), "Part of collection: Arctic Lab"),
    ],
)
DV_B = _Dvs(
    "LM40RW",
    "Household survey of water access in Nunavut communities, wave 3",
    {
        "90511": "wave3_household.tab",
        "90512": "wave3_individual.tab",
        "90513": "questionnaire_en.pdf",
        "90514": "questionnaire_iu.pdf",
        "90515": "weights.tab",
    },
    ["files", "metadata", "terms", "versions"],
    [
        (DV.url("/dataset.xhtml?persistentId=doi:10.80521/TDV/LM40RV"), "Wave 2 (previous wave)"),
        (DV.url("/dataset.xhtml?persistentId=doi:10.80521/TDV/LM40RX"), "Wave 4 (newer)"),
        (
            DV.url("/dataset.xhtml?persistentId=doi:10.80521/TDV/PP19AA"),
            "Is derived from: census extract",
        ),
        (DV.url("/dataverse/nunavut-water"), "Part of collection"),
    ],
)


def _dv() -> list[Site]:
    pages: dict[str, str | Response | bytes] = {**DV_A.html(), **DV_B.html()}
    for u in DV_A.others + DV_B.others:
        pages[u[len(DV.origin) :]] = stub_record(DV, "Dataset " + u.rsplit("/", 1)[1], "Dataset")
    return [site(DV, pages)]


# --- biodiversity data portal (GBIF-like): Significant String from URI -----------------------

BD = portal(
    "www.biotaweb.hx48.example",
    "BiotaWeb",
    [
        ("/occurrence/search", "Occurrences"),
        ("/species/search", "Species"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
    ],
)
BD_API = "http://api.biotaweb-api.hx48.example"
BD_A_ID = "5c0e2f7a-91d4-4b6e-a3c1-0e7d55a1f9b2"
BD_B_ID = "d81b44e0-3f2a-47c9-8e65-b2f0c9a71d33"
BD_A_TRUTH = [
    BD.url(f"/dataset/{BD_A_ID}"),
    BD.url(f"/occurrence/search?dataset_key={BD_A_ID}"),
    BD.url(f"/dataset/{BD_A_ID}/metrics"),
    f"{BD_API}/v1/dataset/{BD_A_ID}/document",
]
BD_A_OTHERS = [
    BD.url("/dataset/7a3c0f11-0b2e-4d9e-9a7f-13c5e4b8d2aa"),
    BD.url("/publisher/ee91c2b4-5d6f-4e21-b7a0-4c3d2e1f0a99"),
]
BD_CHILDREN = [f"/dataset/0c{i:02d}aa5e-1b2c-4d3e-8f9a-0b1c2d3e4f{i:02d}" for i in range(1, 7)]
BD_B_TRUTH = [
    BD.url(f"/dataset/{BD_B_ID}"),
    BD.url(f"/dataset/{BD_B_ID}/constituents"),
    BD.url(f"/dataset/{BD_B_ID}/constituents?offset=3"),
    BD.url(f"/occurrence/search?dataset_key={BD_B_ID}"),
    BD.url(f"/dataset/{BD_B_ID}/metrics"),
    BD.url(f"/dataset/{BD_B_ID}/project"),
    f"{BD_API}/v1/dataset/{BD_B_ID}/document",
    f"{BD_API}/v1/dataset/{BD_B_ID}/endpoint",
]
BD_B_OTHERS = [BD.url(c) for c in BD_CHILDREN] + [
    BD.url("/dataset/3e3e3e3e-aaaa-4bbb-8ccc-dddddddddd01")
]


def _bd_landing(title: str, truth: list[str], rel: list[tuple[str, str]]) -> str:
    tabs = "".join(
        f'<a href="{escape(u)}">{escape(u.rsplit("/", 1)[1].split("?")[0])}</a> ' for u in truth[1:]
    )
    return page(
        BD,
        title,
        f'<div class="dataset-key-header"><h1>{escape(title)}</h1><nav class="tabs">{tabs}</nav>'
        "<p>Occurrence records are published by the holding institution.</p></div>"
        + sidebar("Related datasets and publishers", rel),
    )


def _bd() -> list[Site]:
    a, b = BD_A_TRUTH, BD_B_TRUTH
    pages: dict[str, str | Response | bytes] = {
        a[0][len(BD.origin) :]: _bd_landing(
            "Herbarium specimens of the Lake Ohrid basin",
            a,
            list(zip(BD_A_OTHERS, ["More like this", "Publisher: Ohrid Museum"], strict=True)),
        ),
        b[0][len(BD.origin) :]: _bd_landing(
            "European bat acoustic monitoring network (checklist of networks)",
            [b[0], b[1], *b[3:]],
            [(BD_B_OTHERS[-1], "Superseded dataset")],
        ),
    }
    for u in a[1:3] + b[3:6]:
        pages[u[len(BD.origin) :]] = page(
            BD,
            "Dataset view",
            '<h1>Dataset view</h1><p><a href="/dataset/search">All datasets</a></p>',
        )
    for off, kids in ((0, BD_B_OTHERS[:3]), (3, BD_B_OTHERS[3:6])):
        more = (
            f'<a href="/dataset/{BD_B_ID}/constituents?offset=3">Next page</a>'
            if off == 0
            else f'<a href="/dataset/{BD_B_ID}/constituents">Previous</a>'
        )
        key = f"/dataset/{BD_B_ID}/constituents" + ("?offset=3" if off else "")
        pages[key] = page(
            BD,
            "Constituent datasets",
            "<h1>Constituent datasets</h1>"
            + sidebar("Members", [(k, "Member dataset") for k in kids], "members")
            + more,
        )
    for u in BD_A_OTHERS + BD_B_OTHERS:
        pages[u[len(BD.origin) :]] = stub_record(
            BD, "Dataset " + u.rsplit("/", 1)[1][:8], "Dataset"
        )
    api = {
        u[len(BD_API) :]: data('{{"key": "{}"}}'.format(u.split("/")[-2]), "application/json")
        for u in a[3:] + b[6:]
    }
    return [site(BD, pages), bare_site("api.biotaweb-api.hx48.example", api)]


# --- protocol library: Significant String from Title (bare titles, scattered paths) ---------

PL = portal(
    "lib.benchrite.hx48.example",
    "Benchrite",
    [("/explore", "Explore protocols"), ("/workspaces", "Workspaces"), ("/pricing", "Plans")],
    title_format="{title}",
    home_title="Benchrite: reproducible lab protocols",
)


def _pl_pages(
    title: str, main: str, others: list[tuple[str, str]], parts: list[tuple[str, str]]
) -> dict[str, str | Response | bytes]:
    t = escape(title)
    nav = " ".join(f'<a href="{u}">{escape(lbl)}</a>' for u, lbl in parts)
    out: dict[str, str | Response | bytes] = {}
    for u, lbl in [(main, "Protocol"), *parts]:
        out[u[len(PL.origin) :]] = page(
            PL,
            title,
            f'<div class="protocol"><h1>{t}</h1><h2>{escape(lbl)}</h2><nav>{nav}</nav></div>'
            + sidebar("Related protocols", others),
            raw=True,
        )
    return out


PL_A = PL.url("/protocols/tissue-clearing-idisco-mx8d2")
PL_A_PARTS = [(PL.url("/runs/view/99121"), "Steps"), (PL.url("/reagents/list/5530"), "Materials")]
PL_A_OTHERS = [PL.url("/protocols/whole-mount-immunostaining-q1w2e")]
PL_B = PL.url("/protocols/nanopore-library-prep-low-input-v2-zz41k")
PL_B_PARTS = [
    (PL.url("/runs/view/120554"), "Steps"),
    (PL.url("/reagents/list/8812"), "Materials"),
    (PL.url("/discussions/thread/3307"), "Discussion"),
    (PL.url("/guidelines/shown/6010"), "Guidelines and warnings"),
]
PL_B_OTHERS = [
    PL.url("/protocols/nanopore-library-prep-low-input-zz40a"),
    PL.url("/protocols/bead-cleanup-ampure-k2k2k"),
    PL.url("/protocols/dna-extraction-hmw-ppq01"),
]


def _pl() -> list[Site]:
    pages = {
        **_pl_pages(
            "iDISCO tissue clearing for adult mouse brain",
            PL_A,
            list(zip(PL_A_OTHERS, ["Used with"], strict=True)),
            PL_A_PARTS,
        ),
        **_pl_pages(
            "Nanopore library preparation from low-input DNA, version 2",
            PL_B,
            list(
                zip(
                    PL_B_OTHERS,
                    ["Previous version (v1)", "Forked from", "More like this"],
                    strict=True,
                )
            ),
            PL_B_PARTS,
        ),
    }
    for u in PL_A_OTHERS + PL_B_OTHERS:
        pages[u[len(PL.origin) :]] = stub_record(PL, "Protocol " + u.rsplit("-", 1)[1], "Protocol")
    return [site(PL, pages)]


SFT = "sig_filtered_title"
CASES: list[Case] = [
    # Dryad-shaped: the title string is on every page of the package, the files one hop out.
    mk(
        "lagomorph-bumblebee",
        "data-package repository (one version, two files)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DP_A.landing,
        DP_A.truth,
        _dp,
        DP_A.others,
    ),
    mk(
        "lagomorph-otolith",
        "data-package repository (3 versions, 5 files, supersedes)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DP_B.landing,
        DP_B.truth,
        _dp,
        DP_B.others,
    ),
    # OSF-shaped: "Hexa | " is removed (common prefix with the homepage title), then matched.
    mk(
        "hexa-recq",
        "project workspace (project with files and wiki)",
        "Multi-Hop",
        SFT,
        WS_A.entry,
        WS_A.truth,
        _ws,
        WS_A.others,
    ),
    mk(
        "hexa-manylabs",
        "project workspace (project with components, registrations)",
        "Multi-Hop",
        SFT,
        WS_B.entry,
        WS_B.truth,
        _ws,
        WS_B.others,
    ),
    # Dataverse-shaped: the seed's note, the site name is filtered from the title's end.
    mk(
        "tundra-permafrost",
        "tabbed dataset catalogue (dataset with tabs)",
        "Multi-Hop",
        SFT,
        DV_A.entry,
        DV_A.truth,
        _dv,
        DV_A.others,
    ),
    mk(
        "tundra-water-w3",
        "tabbed dataset catalogue (wave 3 of a series, 5 files)",
        "Multi-Hop",
        SFT,
        DV_B.entry,
        DV_B.truth,
        _dv,
        DV_B.others,
    ),
    # GBIF-shaped: the dataset key is in every artifact URI, including the API host.
    mk(
        "biota-herbarium",
        "biodiversity data portal (dataset)",
        "Multi-Hop",
        "sig_uri",
        BD_A_TRUTH[0],
        BD_A_TRUTH,
        _bd,
        BD_A_OTHERS,
    ),
    mk(
        "biota-batnet",
        "biodiversity data portal (network of constituent datasets, paged)",
        "Multi-Hop",
        "sig_uri",
        BD_B_TRUTH[0],
        BD_B_TRUTH,
        _bd,
        BD_B_OTHERS,
    ),
    # Bare titles on pages at unrelated paths, no files: Significant String from Title.
    mk(
        "benchrite-idisco",
        "protocol library (protocol)",
        "Multi-Hop",
        "sig_title",
        PL_A,
        [PL_A, *(u for u, _ in PL_A_PARTS)],
        _pl,
        PL_A_OTHERS,
    ),
    mk(
        "benchrite-nanopore-v2",
        "protocol library (version 2 with discussion)",
        "Multi-Hop",
        "sig_title",
        PL_B,
        [PL_B, *(u for u, _ in PL_B_PARTS)],
        _pl,
        PL_B_OTHERS,
    ),
]
