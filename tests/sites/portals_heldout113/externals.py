"""Artifacts whose URIs extend the entry's and reach out to another domain: a GitHub-style
repository of a science-mapping package (raw files on a raw-content domain) and a Kaggle-style
dataset of publication records (download bundle and previews on a storage domain)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, csv, host, text, ul, zipped

# --- GitHub-style forge with a raw-content domain ---------------------------------------------

GH = Portal(
    host("www", "githost"),
    "GitHost",
    menu=[
        ("/features", "Features"),
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
        ("/login", "Sign in"),
    ],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="GitHost: Let's build from here",
)
RAW = host("raw", "githostusercontent")
GH_P = "/scisci-tools/bibliometrix-lite"
GH_SUB = [
    "/tree/main",
    "/blob/main/README.md",
    "/blob/main/R/indicators.R",
    "/issues",
    "/issues/41",
    "/pulls",
    "/releases",
    "/releases/tag/v4.3.1",
    "/releases/download/v4.3.1/bibliometrixlite_4.3.1.tar.gz",
]
GH_RAW = [
    f"http://{RAW}/scisci-tools/bibliometrix-lite/main/README.md",
    f"http://{RAW}/scisci-tools/bibliometrix-lite/main/R/indicators.R",
]


def _github() -> list[Site]:
    def tabs() -> str:
        return ul(
            [
                a(GH_P, "Code"),
                a(GH_P + "/issues", "Issues 4"),
                a(GH_P + "/pulls", "Pull requests 1"),
                a(GH_P + "/releases", "Releases"),
            ],
            "UnderlineNav",
        )

    def pg(title: str, body: str) -> str:
        return GH.page(f"{title} · scisci-tools/bibliometrix-lite", tabs() + body)

    pages = {
        GH_P: GH.page(
            "GitHub - scisci-tools/bibliometrix-lite: A light R toolkit for science mapping",
            tabs()
            + "<h1>"
            + a("/scisci-tools", "scisci-tools")
            + " / bibliometrix-lite</h1>"
            + ul(
                [
                    a(GH_P + "/tree/main", "Browse files"),
                    a(GH_P + "/blob/main/README.md", "README.md"),
                ]
            )
            + "<article><p>Science mapping from Scopus and OpenAlex exports.</p></article>",
        ),
        GH_P + "/tree/main": pg(
            "main",
            ul(
                [
                    a(GH_P + "/blob/main/R/indicators.R", "R/indicators.R"),
                    a(GH_P + "/blob/main/README.md", "README.md"),
                ]
            ),
        ),
        GH_P + "/blob/main/README.md": pg(
            "README.md at main", "<article>README</article>" + a(GH_RAW[0], "Raw")
        ),
        GH_P + "/blob/main/R/indicators.R": pg(
            "indicators.R at main", "<pre>h_index &lt;- function(x)</pre>" + a(GH_RAW[1], "Raw")
        ),
        GH_P + "/issues": pg(
            "Issues", ul([a(GH_P + "/issues/41", "OpenAlex works import fails for > 10k rows")])
        ),
        GH_P + "/issues/41": pg(
            "OpenAlex works import fails for > 10k rows · Issue #41",
            "<p>opened by " + a("/rkhan", "rkhan") + "</p>",
        ),
        GH_P + "/pulls": pg("Pull requests", "<p>No open pull requests.</p>"),
        GH_P + "/releases": pg("Releases", ul([a(GH_P + "/releases/tag/v4.3.1", "v4.3.1")])),
        GH_P + "/releases/tag/v4.3.1": pg(
            "Release v4.3.1",
            a(
                GH_P + "/releases/download/v4.3.1/bibliometrixlite_4.3.1.tar.gz",
                "bibliometrixlite_4.3.1.tar.gz",
            ),
        ),
        GH_P + "/releases/download/v4.3.1/bibliometrixlite_4.3.1.tar.gz": zipped(
            "bibliometrixlite_4.3.1.tar.gz"
        ),
        "/scisci-tools": GH.page("scisci-tools", "<h1>scisci-tools</h1>"),
        "/rkhan": GH.page("rkhan", "<h1>rkhan</h1>"),
    }
    raw = Site(
        RAW,
        {
            "/scisci-tools/bibliometrix-lite/main/README.md": text("# bibliometrix-lite\n"),
            "/scisci-tools/bibliometrix-lite/main/R/indicators.R": text(
                "h_index <- function(x) {}\n"
            ),
        },
    )
    return [GH.site(pages), raw]


# --- Kaggle-style dataset with a storage domain -----------------------------------------------

KG = Portal(
    host("www", "kaggle"),
    "Kaggle",
    menu=[
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/models", "Models"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
    ],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} | {name}",
)
STORE = host("storage", "kaggle-usercontent")
KG_P = "/datasets/scisci-lab/nobel-laureates-publication-records"
KG_SUB = ["/data", "/code", "/discussion", "/discussion/512345"]
KG_EXT = [
    f"http://{STORE}/kaggle-data-sets/5123456/8567890/bundle/archive.zip",
    f"http://{STORE}/kaggle-data-sets/5123456/8567890/preview/laureate_papers.csv",
]
KG_NB = "/code/jdoe/nobel-laureates-citation-eda"


def _kaggle() -> list[Site]:
    t = "Nobel laureates publication records"

    def tabs() -> str:
        return ul(
            [
                a(KG_P, "Data Card"),
                a(KG_P + "/code", "Code (14)"),
                a(KG_P + "/discussion", "Discussion (2)"),
            ],
            "tabs",
        )

    def pg(body: str) -> str:
        return KG.page(t, f"<h1>{t}</h1>{tabs()}{body}")

    pages = {
        KG_P: pg(
            "<p>Career publication records of 545 Nobel laureates, 1900-2024.</p>"
            + a(KG_EXT[0], "Download (212 MB)", class_="download")
            + a(KG_P + "/data", "Data Explorer")
        ),
        KG_P + "/data": pg("<h2>laureate_papers.csv</h2>" + a(KG_EXT[1], "Preview file")),
        KG_P + "/code": pg(ul([a(KG_NB, "Citation EDA of Nobel laureates")])),
        KG_P + "/discussion": pg(
            ul([a(KG_P + "/discussion/512345", "Are co-laureates deduplicated?")])
        ),
        KG_P + "/discussion/512345": pg(
            "<h2>Are co-laureates deduplicated?</h2><p>Yes, by Wikidata QID.</p>"
        ),
        KG_NB: KG.page(
            "Citation EDA of Nobel laureates", "<h1>Citation EDA of Nobel laureates</h1>"
        ),
    }
    store = Site(
        STORE,
        {
            KG_EXT[0].split(STORE, 1)[1]: zipped("archive.zip"),
            KG_EXT[1].split(STORE, 1)[1]: csv(
                "laureate_id,openalex_work_id,year", "L001,W2010101,1905"
            ),
        },
    )
    return [KG.site(pages), store]


def _u(p: Portal, base: str, subs: list[str]) -> list[str]:
    return [p.url(base)] + [p.url(base + s) for s in subs]


CASES: list[Case] = [
    # A GitHub-style repository of a science-mapping R package: everything under the repo
    # path plus the "Raw" files on the separate raw-content domain.  The seed's GitHub row,
    # Path-Based with Externals.
    case(
        "githost-bibliometrix-lite",
        "GitHub (software project)",
        "Multi-Hop",
        "path_based_externals",
        GH.url(GH_P),
        _u(GH, GH_P, GH_SUB) + GH_RAW,
        _github,
        others=[GH.url("/scisci-tools"), GH.url("/rkhan")],
    ),
    # A Kaggle-style dataset of laureates' publication records: data card, data explorer,
    # code and discussion tabs under the dataset path, the bundle and file preview on the
    # storage domain; notebooks live elsewhere.  The seed's Kaggle row, Path-Based with
    # Externals.
    case(
        "kaggle-nobel-publication-records",
        "Kaggle (dataset)",
        "Multi-Hop",
        "path_based_externals",
        KG.url(KG_P),
        _u(KG, KG_P, KG_SUB) + KG_EXT,
        _kaggle,
        others=[KG.url(KG_NB)],
    ),
]
