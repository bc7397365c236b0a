"""Hubs: a model hub (weights on an LFS CDN) and a data hub with code and discussion (the seed's Kaggle).

The artifact is everything under the model's/dataset's path (card, files, commits,
discussions) plus its files on the hub's storage/CDN host: Path-Based with Externals.
The organisation, the user, datasets/notebooks/spaces that merely use it and tag listings
are outside (other artifacts or the portal's).
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, ul


def _tabs(base: str, names: list[tuple[str, str]]) -> str:
    return ul([(f"{base}{p}", n) for p, n in names], "project-tabs")


# --- Model hub (files served from an LFS CDN of another organisation) -----------------------
MH = Chrome(
    "hub.modelwerk.hx7.example",
    "Modelwerk",
    [
        ("/models", "Models"),
        ("/datasets", "Datasets"),
        ("/spaces", "Spaces"),
        ("/docs", "Docs"),
        ("/pricing", "Pricing"),
    ],
    [("/terms-of-service", "TOS"), ("/privacy", "Privacy"), ("/jobs", "Jobs")],
    sep=" · ",
)
MH_P = "/acme-lab/tern-7b"
LFS = "cdn-lfs.mw-storage.hx7.example"
MH_FILES = [
    ("config.json", False),
    ("model-00001-of-00002.safetensors", True),
    ("model-00002-of-00002.safetensors", True),
]


def _model_hub() -> list[Site]:
    tabs = _tabs(
        MH_P,
        [("", "Model card"), ("/tree/main", "Files and versions"), ("/discussions", "Community")],
    )
    body = (
        f"{tabs}<h1>acme-lab/tern-7b</h1><p>Text generation · <a href='/models?other=llama'>llama</a> · <a href='/models?license=apache-2.0'>apache-2.0</a></p>"
        "<p>Trained on <a href='/datasets/acme-lab/tern-corpus'>acme-lab/tern-corpus</a>. Demo: <a href='/spaces/acme-lab/tern-chat'>tern-chat</a></p>"
        "<p>Organisation <a href='/acme-lab'>acme-lab</a></p>"
    )
    blobs = {
        f"{MH_P}/blob/main/{n}": (
            f"http://{LFS}/repos/3f/9a/{n}" if lfs else f"{MH_P}/resolve/main/{n}"
        )
        for n, lfs in MH_FILES
    }
    pages: dict[str, PageValue] = {
        MH_P: MH.page("acme-lab/tern-7b", body),
        f"{MH_P}/tree/main": MH.page(
            "acme-lab/tern-7b at main",
            tabs
            + ul([(b, b.rsplit("/", 1)[1]) for b in blobs])
            + f"<a href='{MH_P}/commits/main'>History: 6 commits</a>",
        ),
        f"{MH_P}/commits/main": MH.page(
            "Commits · acme-lab/tern-7b", tabs + "<p>Upload weights</p>"
        ),
        f"{MH_P}/discussions": MH.page(
            "Discussions · acme-lab/tern-7b",
            tabs + f"<a href='{MH_P}/discussions/3'>#3 Quantised weights?</a>",
        ),
        f"{MH_P}/discussions/3": MH.page(
            "Quantised weights? · acme-lab/tern-7b", tabs + "<p>Planned for v2.</p>"
        ),
        f"{MH_P}/resolve/main/config.json": blob('{"hidden_size": 4096}', "application/json"),
        "/datasets/acme-lab/tern-corpus": MH.page("acme-lab/tern-corpus", "<h1>tern-corpus</h1>"),
        "/acme-lab": MH.page("acme-lab", "<h1>acme-lab</h1>"),
    }
    for b, dl in blobs.items():
        pages[b] = MH.page(
            f"{b.rsplit('/', 1)[1]} · acme-lab/tern-7b", tabs + f"<a href='{dl}'>download</a>"
        )
    lfs = files_site(
        LFS,
        {
            f"/repos/3f/9a/{n}": blob(b"\x00weights", "application/octet-stream")
            for n, is_lfs in MH_FILES
            if is_lfs
        },
    )
    return [MH.site(pages), lfs]


MODEL_HUB = Case(
    "hx7_model_hub",
    "Model hub",
    "Multi-Hop",
    "path_based_externals",
    MH.url(MH_P),
    frozenset(
        [
            *(
                MH.url(MH_P + s)
                for s in [
                    "",
                    "/tree/main",
                    "/commits/main",
                    "/discussions",
                    "/discussions/3",
                    "/resolve/main/config.json",
                ]
            ),
            *(MH.url(f"{MH_P}/blob/main/{n}") for n, _l in MH_FILES),
            *(f"http://{LFS}/repos/3f/9a/{n}" for n, lfs in MH_FILES if lfs),
        ]
    ),
    _model_hub,
    frozenset({MH.url("/datasets/acme-lab/tern-corpus")}),
)

# --- Data hub with code and discussion (the seed's Kaggle) ----------------------------------
# A single-page-app portal: unknown paths answer 200 with the chrome (soft 404), so an
# ignored-URI list must come from a page that is not an error status.
DH = Chrome(
    "www.datahive.hx7.example",
    "DataHive",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
    ],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    soft_404=True,
)
DH_P = "/datasets/jdoe/bird-calls-of-the-andes"
DH_STORE = "storage.datahive-usercontent.hx7.example"


def _datahub() -> list[Site]:
    dl = f"http://{DH_STORE}/datasets/5521/bird-calls-of-the-andes.zip?sig=9f2e"
    tabs = _tabs(
        DH_P,
        [("", "Data Card"), ("/data", "Data"), ("/code", "Code"), ("/discussion", "Discussion")],
    )
    pages: dict[str, PageValue] = {
        DH_P: DH.page(
            "Bird calls of the Andes",
            tabs
            + f"<h1>Bird calls of the Andes</h1><p>By <a href='/jdoe'>J. Doe</a></p><a href='{dl}'>Download (2 GB)</a>",
        ),
        f"{DH_P}/data": DH.page(
            "Bird calls of the Andes",
            tabs + f"<h2>Data Explorer</h2><a href='{dl}'>Download all</a>",
        ),
        f"{DH_P}/code": DH.page(
            "Bird calls of the Andes",
            tabs
            + "<a href='/code/mlopez/andes-calls-eda'>Andes calls EDA</a> (notebook by mlopez)",
        ),
        f"{DH_P}/discussion": DH.page(
            "Bird calls of the Andes", tabs + f"<a href='{DH_P}/discussion/101'>Sampling rate?</a>"
        ),
        f"{DH_P}/discussion/101": DH.page("Sampling rate?", tabs + "<p>44.1 kHz throughout.</p>"),
        "/code/mlopez/andes-calls-eda": DH.page("Andes calls EDA", "<h1>Andes calls EDA</h1>"),
        "/jdoe": DH.page("J. Doe", "<h1>J. Doe</h1>"),
    }
    return [
        DH.site(pages),
        files_site(DH_STORE, {dl.split(DH_STORE, 1)[1]: blob(b"PK", "application/zip")}),
    ]


# Notebooks by other users that use the dataset are their own artifacts (own authors, own
# path under /code/); the dataset's Code tab that lists them belongs.
DATAHUB = Case(
    "hx7_datahub_dataset",
    "Data hub",
    "Multi-Hop",
    "path_based_externals",
    DH.url(DH_P),
    frozenset(
        [
            *(DH.url(DH_P + s) for s in ["", "/data", "/code", "/discussion", "/discussion/101"]),
            f"http://{DH_STORE}/datasets/5521/bird-calls-of-the-andes.zip?sig=9f2e",
        ]
    ),
    _datahub,
    frozenset({DH.url("/code/mlopez/andes-calls-eda")}),
)

CASES: list[Case] = [MODEL_HUB, DATAHUB]
