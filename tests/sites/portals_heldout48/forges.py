"""Forges and path-shaped portals of heldout48: a self-hosted forge (GitLab-like,
Path-Based), a code host with a raw-file host and release downloads on an object store
(GitHub-like, Path-Based with Externals), a data-science platform with dataset downloads on
storage (Kaggle-like, Path-Based with Externals) and a slide-sharing site (Path-Based).

Forks, "used by" projects, notebooks and other decks are separate artifacts (`others`):
their URIs never extend the entry's path.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, data

from ._kit import bare_site, blob, mk, page, portal, sidebar, site, stub_record

# --- self-hosted forge (GitLab-like): Path-Based ---------------------------------------------

FG = portal(
    "code.tessforge.hx48.example",
    "Tessforge",
    [("/explore", "Explore"), ("/explore/groups", "Groups"), ("/explore/snippets", "Snippets")],
)


def _project(
    p_path: str, sub: list[str], rel: list[tuple[str, str]], desc: str
) -> dict[str, str | Response | bytes]:
    root = FG.url(p_path)
    name = p_path.rsplit("/", 1)[1]
    nav = " ".join(f'<a href="{root}{s}">{escape(s.rsplit("/", 1)[1] or s)}</a>' for s in sub)
    out: dict[str, str | Response | bytes] = {}
    for s in ["", *sub]:
        out[p_path + s] = page(
            FG,
            f"{name}{s} · {p_path.strip('/')}",
            f'<div class="project-page"><h1>{escape(name)}</h1><p>{escape(desc)}</p><nav class="sidebar">{nav}</nav></div>'
            + sidebar("Forks and dependents", rel),
        )
    return out


FG_A_PATH = "/hydro-lab/flowsim"
FG_A_SUB = [
    "/-/tree/main",
    "/-/blob/main/README.md",
    "/-/issues",
    "/-/issues/12",
    "/-/releases",
    "/-/wikis/home",
]
FG_A_OTHERS = [FG.url("/jdoe/flowsim"), FG.url("/hydro-lab/meshgen")]
FG_B_PATH = "/astro-sw/spectrafit"
FG_B_SUB = [
    "/-/tree/main",
    "/-/tree/main/docs",
    "/-/blob/main/pyproject.toml",
    "/-/issues",
    "/-/issues?page=2",
    "/-/issues/104",
    "/-/issues/98",
    "/-/merge_requests",
    "/-/merge_requests/61",
    "/-/releases",
    "/-/releases/v2.3.0",
    "/-/releases/v2.2.1",
    "/-/tags",
    "/-/wikis/home",
    "/-/wikis/citing",
    "/-/commits/main",
]
FG_B_OTHERS = [
    FG.url("/astro-sw/spectrafit-legacy-data"),
    FG.url("/kpetrov/spectrafit"),
    FG.url("/astro-sw/linelists"),
    FG.url("/survey-ops/pipeline"),
]


def _fg() -> list[Site]:
    pages = {
        **_project(
            FG_A_PATH,
            FG_A_SUB,
            list(zip(FG_A_OTHERS, ["Fork: jdoe/flowsim", "Depends on: meshgen"], strict=True)),
            "Shallow-water flow simulator.",
        ),
        **_project(
            FG_B_PATH,
            FG_B_SUB,
            list(
                zip(
                    FG_B_OTHERS,
                    ["Supersedes: legacy data repo", "Fork", "Depends on", "Used by"],
                    strict=True,
                )
            ),
            "Spectral line fitting; cite via the wiki page.",
        ),
    }
    for u in FG_A_OTHERS + FG_B_OTHERS:
        pages[u[len(FG.origin) :]] = stub_record(FG, u[len(FG.origin) + 1 :], "Project")
    return [site(FG, pages)]


# --- code host with raw and release hosts (GitHub-like): Path-Based with Externals ----------

GH = portal(
    "www.octoforge.hx48.example",
    "Octoforge",
    [
        ("/features", "Features"),
        ("/explore", "Explore"),
        ("/marketplace", "Marketplace"),
        ("/pricing", "Pricing"),
    ],
)
GH_RAW = "http://raw.octousercontent.hx48.example"
GH_REL = "http://objects.octoreleases.hx48.example"


def _repo(
    owner_repo: str, sub: list[str], ext: list[str], rel: list[tuple[str, str]]
) -> dict[str, str | Response | bytes]:
    base = "/" + owner_repo
    tabs = " ".join(f'<a href="{base}{s}">{escape(s.strip("/"))}</a>' for s in sub)
    files = "".join(f'<li><a href="{u}">{escape(u.rsplit("/", 1)[1])}</a></li>' for u in ext)
    out: dict[str, str | Response | bytes] = {}
    for s in ["", *sub]:
        out[base + s] = page(
            GH,
            f"{owner_repo}{s}",
            f'<div class="repohead"><strong>{escape(owner_repo)}</strong><nav class="reponav">{tabs}</nav></div>'
            f'<div class="Box"><h2>Raw files and release assets</h2><ul>{files}</ul></div>'
            + sidebar("Used by / forks / related", rel),
            share=GH.url(base),
        )
    return out


GH_A = "lumen-lab/coralseg"
GH_A_SUB = ["/issues", "/pulls", "/releases", "/blob/main/README.md", "/tree/main/models"]
GH_A_EXT = [
    GH_RAW + "/lumen-lab/coralseg/main/README.md",
    GH_REL + "/lumen-lab/coralseg/v1.0.0/coralseg-weights.pt",
]
GH_A_OTHERS = [GH.url("/reefwatch/coralseg"), GH.url("/lumen-lab/reef-images")]
GH_B = "quantum-ed/qsim-notes"
GH_B_SUB = [
    "/issues",
    "/issues/7",
    "/pulls",
    "/pulls/31",
    "/releases",
    "/releases/tag/v0.9.2",
    "/releases/tag/v1.0.0",
    "/wiki",
    "/wiki/Citation",
    "/discussions",
    "/graphs/contributors",
    "/blob/main/CITATION.cff",
    "/tree/main/notebooks",
]
GH_B_EXT = [
    GH_RAW + "/quantum-ed/qsim-notes/main/CITATION.cff",
    GH_RAW + "/quantum-ed/qsim-notes/main/notebooks/01-intro.ipynb",
    GH_REL + "/quantum-ed/qsim-notes/v1.0.0/qsim-notes-1.0.0.tar.gz",
    GH_REL + "/quantum-ed/qsim-notes/v0.9.2/qsim-notes-0.9.2.tar.gz",
    "http://cdn.octopages.hx48.example/quantum-ed/qsim-notes/index.html",
]
GH_B_OTHERS = [
    GH.url("/quantum-ed/qsim-core"),
    GH.url("/mlee/qsim-notes"),
    GH.url("/quantum-ed/qsim-notes-archive"),
    GH.url("/edtech/awesome-quantum"),
]


def _gh() -> list[Site]:
    pages = {
        **_repo(
            GH_A,
            GH_A_SUB,
            GH_A_EXT,
            list(zip(GH_A_OTHERS, ["Fork", "Uses data from"], strict=True)),
        ),
        **_repo(
            GH_B,
            GH_B_SUB,
            GH_B_EXT,
            list(
                zip(
                    GH_B_OTHERS,
                    ["Depends on", "Fork", "Superseded archive", "Listed in"],
                    strict=True,
                )
            ),
        ),
    }
    for u in GH_A_OTHERS + GH_B_OTHERS:
        pages[u[len(GH.origin) :]] = stub_record(GH, u[len(GH.origin) + 1 :], "Repository")
    ext = GH_A_EXT + GH_B_EXT
    raw = {u[len(GH_RAW) :]: data("# file\n", "text/plain") for u in ext if u.startswith(GH_RAW)}
    rel = {u[len(GH_REL) :]: blob(u) for u in ext if u.startswith(GH_REL)}
    pages_host = {
        "/quantum-ed/qsim-notes/index.html": "<!DOCTYPE html><title>qsim-notes docs</title><p>Docs</p>"
    }
    return [
        site(GH, pages),
        bare_site("raw.octousercontent.hx48.example", raw),
        bare_site("objects.octoreleases.hx48.example", rel),
        bare_site("cdn.octopages.hx48.example", pages_host),
    ]


# --- data-science platform (Kaggle-like): Path-Based with Externals --------------------------

KG = portal(
    "www.datacrux.hx48.example",
    "Datacrux",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/code", "Code"),
        ("/learn", "Learn"),
    ],
)
KG_ST = "http://storage.cruxbucket.hx48.example"


def _kg_pages(
    path: str, title: str, sub: list[str], ext: list[str], rel: list[tuple[str, str]]
) -> dict[str, str | Response | bytes]:
    tabs = " ".join(f'<a href="{path}{s}">{escape(s.strip("/").title())}</a>' for s in sub)
    dl = " ".join(
        f'<a class="download" href="{u}">Download {escape(u.rsplit("/", 1)[1])}</a>' for u in ext
    )
    out: dict[str, str | Response | bytes] = {}
    for s in ["", *sub]:
        out[path + s] = page(
            KG,
            title,
            f'<div class="dataset-header"><h1>{escape(title)}</h1><div class="tabs">{tabs}</div>{dl}</div>'
            + sidebar("Notebooks using this dataset and similar datasets", rel),
        )
    return out


KG_A = "/datasets/ykaur/monsoon-rainfall-india-1901-2020"
KG_A_SUB = ["/data", "/code", "/discussion"]
KG_A_EXT = [KG_ST + "/datasets/220411/archive.zip"]
KG_A_OTHERS = [KG.url("/code/ykaur/rainfall-eda"), KG.url("/datasets/imd/district-temperatures")]
KG_B = "/datasets/openwild/camera-trap-serengeti-s11"
KG_B_SUB = [
    "/data",
    "/code",
    "/discussion",
    "/discussion/88120",
    "/discussion/88301",
    "/versions",
    "/versions/3",
    "/versions/4",
    "/suggestions",
]
KG_B_EXT = [
    KG_ST + "/datasets/310055/4/archive.zip",
    KG_ST + "/datasets/310055/3/archive.zip",
    KG_ST + "/datasets/310055/4/metadata.json",
]
KG_B_OTHERS = [
    KG.url("/code/mbaraka/serengeti-resnet-baseline"),
    KG.url("/code/ttan/species-counts"),
    KG.url("/datasets/openwild/camera-trap-serengeti-s10"),
    KG.url("/competitions/wildcam-2025"),
]


def _kg() -> list[Site]:
    pages = {
        **_kg_pages(
            KG_A,
            "Monsoon rainfall in India 1901-2020",
            KG_A_SUB,
            KG_A_EXT,
            list(zip(KG_A_OTHERS, ["Notebook", "Similar dataset"], strict=True)),
        ),
        **_kg_pages(
            KG_B,
            "Camera trap images, Serengeti season 11",
            KG_B_SUB,
            KG_B_EXT,
            list(
                zip(
                    KG_B_OTHERS,
                    [
                        "Notebook",
                        "Notebook",
                        "Previous season (separate dataset)",
                        "Used in competition",
                    ],
                    strict=True,
                )
            ),
        ),
    }
    for u in KG_A_OTHERS + KG_B_OTHERS:
        pages[u[len(KG.origin) :]] = stub_record(KG, u.rsplit("/", 1)[1], "Notebook or dataset")
    st = {u[len(KG_ST) :]: blob(u, "application/zip") for u in KG_A_EXT + KG_B_EXT}
    return [site(KG, pages), bare_site("storage.cruxbucket.hx48.example", st)]


# --- slide-sharing site (Slideshare-like): Path-Based ----------------------------------------

SL = portal(
    "www.slidewharf.hx48.example",
    "Slidewharf",
    [("/explore", "Explore"), ("/upload", "Upload"), ("/topics", "Topics")],
)
SL_CDN = "http://img.wharfcdn.hx48.example"


def _deck(
    path: str, title: str, n: int, extra: list[str], rel: list[tuple[str, str]]
) -> dict[str, str | Response | bytes]:
    out: dict[str, str | Response | bytes] = {}
    links = (
        " ".join(f'<a href="{path}/{i}">{i}</a>' for i in range(1, n + 1))
        + " "
        + " ".join(f'<a href="{path}{e}">{escape(e.strip("/"))}</a>' for e in extra)
    )
    for i in ["", *(f"/{k}" for k in range(1, n + 1)), *extra]:
        img = f'<img src="{SL_CDN}{path}/slide-{i.strip("/") or 1}.png" alt="slide">'
        out[path + i] = page(
            SL,
            title,
            f'<div class="player"><h1>{escape(title)}</h1>{img}<div class="pager">{links}</div></div>'
            + sidebar("More from this author / You might also like", rel),
        )
    return out


SL_A = "/nordlund/reproducible-pipelines-with-snakemake"
SL_A_EXTRA = ["/download"]
SL_A_OTHERS = [SL.url("/nordlund/intro-to-hpc")]
SL_B = "/ccheng/causal-inference-in-epidemiology-2024"
SL_B_EXTRA = ["/download", "/transcript", "/comments"]
SL_B_OTHERS = [
    SL.url("/ccheng/causal-inference-in-epidemiology-2023"),
    SL.url("/ccheng/dags-workshop"),
    SL.url("/mrivera/target-trial-emulation"),
]


def _sl() -> list[Site]:
    pages = {
        **_deck(
            SL_A,
            "Reproducible pipelines with Snakemake",
            3,
            SL_A_EXTRA,
            list(zip(SL_A_OTHERS, ["More from this author"], strict=True)),
        ),
        **_deck(
            SL_B,
            "Causal inference in epidemiology (2024 edition)",
            6,
            SL_B_EXTRA,
            list(
                zip(
                    SL_B_OTHERS,
                    ["Previous edition (2023)", "Same author", "You might also like"],
                    strict=True,
                )
            ),
        ),
    }
    pages[SL_A + "/download"] = blob("pdf", "application/pdf")
    pages[SL_B + "/download"] = blob("pdf", "application/pdf")
    for u in SL_A_OTHERS + SL_B_OTHERS:
        pages[u[len(SL.origin) :]] = stub_record(SL, u.rsplit("/", 1)[1], "Presentation")
    imgs = {
        f"{d}/slide-{k}.png": Response.data(png(16, 9), "image/png")
        for d, n in ((SL_A, 3), (SL_B, 6))
        for k in [
            *range(1, n + 1),
            *(e.strip("/") for e in ["/download", "/transcript", "/comments"]),
        ]
    }
    return [site(SL, pages), bare_site("img.wharfcdn.hx48.example", imgs)]


def _all(base: str, sub: list[str]) -> list[str]:
    return [base, *(base + s for s in sub)]


PB, PBE = "path_based", "path_based_externals"
CASES: list[Case] = [
    # GitLab-shaped: the seed's table gives Path-Based; every own URI extends the project path.
    mk(
        "tessforge-flowsim",
        "self-hosted forge (project with issues and wiki)",
        "Multi-Hop",
        PB,
        FG.url(FG_A_PATH),
        _all(FG.url(FG_A_PATH), FG_A_SUB),
        _fg,
        FG_A_OTHERS,
    ),
    # Hard: "spectrafit-legacy-data" shares the path as a string but not as a path segment;
    # the seed reads the entry as a directory ("including the ending slash").
    mk(
        "tessforge-spectrafit",
        "self-hosted forge (releases, MRs, paged issues, forks)",
        "Multi-Hop",
        PB,
        FG.url(FG_B_PATH),
        _all(FG.url(FG_B_PATH), FG_B_SUB),
        _fg,
        FG_B_OTHERS,
    ),
    # GitHub-shaped: Path-Based with Externals (raw host, release object store).
    mk(
        "octoforge-coralseg",
        "code host (repo with raw files and a release asset)",
        "Multi-Hop",
        PBE,
        GH.url("/" + GH_A),
        [*_all(GH.url("/" + GH_A), GH_A_SUB), *GH_A_EXT],
        _gh,
        GH_A_OTHERS,
    ),
    # Hard: "qsim-notes-archive" (superseded) shares the string, not the path segment.
    mk(
        "octoforge-qsim-notes",
        "code host (releases, wiki, discussions, pages site)",
        "Multi-Hop",
        PBE,
        GH.url("/" + GH_B),
        [*_all(GH.url("/" + GH_B), GH_B_SUB), *GH_B_EXT],
        _gh,
        GH_B_OTHERS,
    ),
    # Kaggle-shaped: Path-Based with Externals (downloads on a storage bucket).
    mk(
        "datacrux-monsoon",
        "data-science platform (dataset)",
        "Multi-Hop",
        PBE,
        KG.url(KG_A),
        [*_all(KG.url(KG_A), KG_A_SUB), *KG_A_EXT],
        _kg,
        KG_A_OTHERS,
    ),
    mk(
        "datacrux-serengeti",
        "data-science platform (dataset with versions and threads)",
        "Multi-Hop",
        PBE,
        KG.url(KG_B),
        [*_all(KG.url(KG_B), KG_B_SUB), *KG_B_EXT],
        _kg,
        KG_B_OTHERS,
    ),
    # Slideshare-shaped: Path-Based; slide images are embedded resources, not artifact URIs.
    mk(
        "slidewharf-snakemake",
        "slide-sharing site (deck)",
        "Multi-Hop",
        PB,
        SL.url(SL_A),
        _all(SL.url(SL_A), [f"/{i}" for i in range(1, 4)] + SL_A_EXTRA),
        _sl,
        SL_A_OTHERS,
    ),
    mk(
        "slidewharf-causal-2024",
        "slide-sharing site (2024 edition, transcript, comments)",
        "Multi-Hop",
        PB,
        SL.url(SL_B),
        _all(SL.url(SL_B), [f"/{i}" for i in range(1, 7)] + SL_B_EXTRA),
        _sl,
        SL_B_OTHERS,
    ),
]
