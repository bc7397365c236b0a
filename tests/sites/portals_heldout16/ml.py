"""Machine-learning and data-science portals: a model/dataset hub (Hugging Face-like) and a
competition platform (Kaggle-like)."""

from __future__ import annotations

from ._kit import Hub, Portal, links

# --- Model hub: repository pages on the hub, LFS payloads on a separate CDN -------------
MG = Hub(
    Portal(
        "hub.modelgarden.hx16.example",
        "ModelGarden",
        [
            ("/models", "Models"),
            ("/datasets", "Datasets"),
            ("/spaces", "Spaces"),
            ("/docs", "Docs"),
            ("/pricing", "Pricing"),
        ],
        [
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/about", "About"),
            ("http://social.modelgarden.hx16.example/@modelgarden", "Mastodon"),
        ],
        title_format="{title} · ModelGarden",
        home_title="ModelGarden – the open model hub",
    )
)
CDN = "http://cdn-lfs.modelgarden-files.hx16.example"
MG.put("http://social.modelgarden.hx16.example/@modelgarden", "<title>@modelgarden</title>")


def _repo(
    prefix: str,
    title: str,
    card: str,
    files: dict[str, str],
    lfs: dict[str, str],
    related: list[tuple[str, str]],
) -> tuple[str, set[str]]:
    """A git-backed repo on the hub: card, files tree, blobs, commits, discussions; small
    files resolve on the hub, LFS files on the CDN (both followed from the blob pages)."""
    base = prefix
    truth: set[str] = set()
    tree_items: list[tuple[str, str]] = []
    for name, text in files.items():
        raw = MG.file(MG.url(f"{base}/resolve/main/{name}"), text, "text/plain")
        blob = MG.page(
            f"{base}/blob/main/{name}",
            f"{name} · {title}",
            f"<h1>{name}</h1><pre>{text}</pre><a href='{raw}'>raw</a>"
            f" <a href='{base}/commits/main/{name}'>History</a>",
        )
        hist = MG.page(
            f"{base}/commits/main/{name}",
            f"History of {name} · {title}",
            f"<h1>History for {name}</h1><a href='{base}/commit/8d41c0e'>Upload {name}</a>",
        )
        truth |= {raw, blob, hist}
        tree_items.append((blob, name))
    for name, sha in lfs.items():
        payload = MG.file(f"{CDN}/repos/7c/e1/{sha}", b"\x00LFS" * 64, "application/octet-stream")
        blob = MG.page(
            f"{base}/blob/main/{name}",
            f"{name} · {title}",
            f"<h1>{name}</h1><p>Git LFS pointer, 1.2 GB, sha256 {sha}</p>"
            f"<a href='{payload}'>download</a>",
        )
        truth |= {payload, blob}
        tree_items.append((blob, name))
    tree = MG.page(
        f"{base}/tree/main",
        f"Files · {title}",
        f"<h1>{title}</h1><h2>Files and versions</h2>{links(tree_items)}"
        f"<a href='{base}/commits/main'>History: 3 commits</a>",
    )
    commits = MG.page(
        f"{base}/commits/main",
        f"Commits · {title}",
        f"<h1>Commit history</h1><a href='{base}/commit/8d41c0e'>8d41c0e "
        f"Upload weights</a> <a href='{base}/commit/1a2b3c4'>1a2b3c4 Initial"
        f" commit</a>",
    )
    c1 = MG.page(f"{base}/commit/8d41c0e", f"8d41c0e · {title}", "<h1>Upload weights</h1>")
    c2 = MG.page(f"{base}/commit/1a2b3c4", f"1a2b3c4 · {title}", "<h1>Initial commit</h1>")
    disc = MG.page(
        f"{base}/discussions",
        f"Discussions · {title}",
        f"<h1>Community</h1><a href='{base}/discussions/3'>#3 License of the training images?</a>",
    )
    d3 = MG.page(
        f"{base}/discussions/3",
        f"#3 License question · {title}",
        "<h1>License of the training images?</h1><p>They are CC-BY 4.0.</p>",
    )
    entry = MG.page(
        base,
        title,
        f"<h1>{title}</h1><nav><a href='{base}'>Card</a> <a href='{base}/tree/main'>"
        f"Files and versions</a> <a href='{base}/discussions'>Community</a></nav>"
        f"<article>{card}</article><aside><h3>Related</h3>{links(related)}"
        f"<h3>Trending this week</h3>{links([('/models', 'See all models')])}"
        f"</aside><a href='/docs/hub/model-cards'>What is a model card?</a>",
    )
    truth |= {entry, tree, commits, c1, c2, disc, d3}
    return entry, truth


CORAL = "/tidewater-lab/coral-segformer-b2"
REEF = "/datasets/tidewater-lab/reefscapes-2k"
for _p in (
    "/tidewater-lab",
    "/tidewater-lab/coral-segformer-b2-int8",
    "/datasets/tidewater-lab/reefscapes-2k-masks",
    "/docs/hub/model-cards",
):
    MG.page(_p, _p.rsplit("/", 1)[-1], f"<h1>{_p}</h1>")
CORAL_ENTRY, CORAL_TRUTH = _repo(
    CORAL,
    "tidewater-lab/coral-segformer-b2",
    "<p>SegFormer-B2 fine-tuned to segment live coral, rubble and sand in reef transect"
    f" photographs. Trained on <a href='{REEF}'>reefscapes-2k</a>.</p>",
    {
        "README.md": "# coral-segformer-b2",
        "config.json": '{"num_labels": 3}',
        "preprocessor_config.json": '{"size": 512}',
    },
    {"model.safetensors": "5b3e09aa71c2"},
    [
        (REEF, "Dataset: reefscapes-2k"),
        ("/tidewater-lab/coral-segformer-b2-int8", "Quantizations: coral-segformer-b2-int8"),
        ("/tidewater-lab", "tidewater-lab"),
    ],
)
REEF_ENTRY, REEF_TRUTH = _repo(
    REEF,
    "tidewater-lab/reefscapes-2k",
    "<p>2,000 annotated reef transect images from three Pacific atolls, 2019-2023.</p>"
    f"<p>Models trained on this dataset: <a href='{CORAL}'>coral-segformer-b2</a></p>",
    {"README.md": "# reefscapes-2k", "splits.csv": "split,count\ntrain,1600\ntest,400"},
    {
        "data/train-00000-of-00002.parquet": "e01f44b9d2a0",
        "data/train-00001-of-00002.parquet": "9a1df03c5b77",
        "data/test-00000-of-00001.parquet": "c4a2be1890ff",
    },
    [
        ("/datasets/tidewater-lab/reefscapes-2k-masks", "reefscapes-2k-masks"),
        ("/tidewater-lab", "tidewater-lab"),
    ],
)

CASES_ML = [
    # path_based_externals (seed: GitHub, a git-backed software project): every page of
    # the repo sits under the repo path, and the weights live on a CDN of another
    # registrable domain, reached from the blob pages.  Truth: card, tree, blobs, resolve
    # files, commit history, discussions (as GitHub issues are in the seed's GitHub
    # artifact), LFS payloads.  Trap: the int8 quantization shares the path as a string
    # prefix ("...-b2-int8") but is another artifact; the dataset and org are others.
    MG.case(
        "modelgarden-coral-segformer",
        "Hugging Face Hub (model)",
        "Multi-Hop",
        "path_based_externals",
        MG.url(CORAL),
        CORAL_TRUTH,
        others=[MG.url(REEF), MG.url("/tidewater-lab/coral-segformer-b2-int8")],
    ),
    # Same reasoning for a dataset repo: three parquet shards on the CDN.  The masks
    # dataset ("reefscapes-2k-masks") is a string-prefix sibling, another artifact.
    MG.case(
        "modelgarden-reefscapes-dataset",
        "Hugging Face Hub (dataset)",
        "Multi-Hop",
        "path_based_externals",
        MG.url(REEF),
        REEF_TRUTH,
        others=[MG.url(CORAL), MG.url("/datasets/tidewater-lab/reefscapes-2k-masks")],
    ),
]

# --- Competition platform: pages on the site, data on a storage bucket -----------------
DC = Hub(
    Portal(
        "www.datacontest.hx16.example",
        "DataContest",
        [
            ("/competitions", "Competitions"),
            ("/datasets", "Datasets"),
            ("/code", "Code"),
            ("/discussions", "Discussions"),
            ("/learn", "Learn"),
        ],
        [("/terms", "Terms"), ("/privacy", "Privacy"), ("/contact", "Contact")],
        title_format="{title} | DataContest",
    )
)
STORE = "http://storage.datacontest-storage.hx16.example"


def _contest(
    base: str, title: str, tabs: list[str], files: list[str], notebook: str, other: str
) -> tuple[str, set[str]]:
    nav = "".join(f"<a href='{base}/{t}'>{t.title()}</a> " for t in tabs)
    truth: set[str] = set()
    dl = []
    for f in files:
        u = DC.file(
            f"{STORE}{base}/{f}?GoogleAccessId=web-data&Expires=1893456000",
            f"id,value\n1,0.5\n# {f}\n",
            "text/csv",
        )
        truth.add(u)
        dl.append((u, f))
    zipu = DC.file(f"{STORE}{base}/archive.zip", b"PK\x03\x04" + b"\x00" * 40, "application/zip")
    truth.add(zipu)
    for t in tabs:
        extra = ""
        if t == "data":
            extra = links(dl) + f"<a href='{zipu}'>Download all</a>"
        if t == "discussion":
            extra = f"<a href='{base}/discussion/48122'>Baseline notebook + CV scheme</a>"
        if t == "code":
            extra = f"<a href='{notebook}'>Public notebook: strong baseline</a>"
        truth.add(
            DC.page(
                f"{base}/{t}",
                f"{title} — {t}",
                f"<h1>{title}</h1><nav>{nav}</nav><section>{t} tab{extra}</section>",
            )
        )
    truth.add(
        DC.page(
            f"{base}/discussion/48122",
            f"Baseline notebook + CV scheme — {title}",
            "<h1>Baseline notebook + CV scheme</h1><p>5-fold grouped CV.</p>",
        )
    )
    entry = DC.page(
        base,
        title,
        f"<h1>{title}</h1><nav>{nav}</nav><p>Overview of {title}.</p>"
        f"<aside>Similar: <a href='{other}'>{other}</a></aside>"
        f"<a href='/competitions?sort=prize'>More competitions</a>",
    )
    truth.add(entry)
    DC.page(notebook, "Strong baseline", "<h1>Strong baseline</h1><p>by oceanfan</p>")
    return entry, truth


SEABIRD = "/competitions/seabird-acoustic-id"
ARGO = "/datasets/oceanlab/argo-float-profiles"
SB_NB, AR_NB = "/code/oceanfan/seabird-strong-baseline", "/code/marta-k/argo-eda"
SB_ENTRY, SB_TRUTH = _contest(
    SEABIRD,
    "Seabird Acoustic Identification",
    ["overview", "data", "code", "discussion", "leaderboard", "rules"],
    ["train.csv", "test.csv", "sample_submission.csv"],
    SB_NB,
    ARGO,
)
AR_ENTRY, AR_TRUTH = _contest(
    ARGO,
    "Argo Float Temperature Profiles 2010-2024",
    ["data", "code", "discussion"],
    ["profiles_2010_2017.csv", "profiles_2018_2024.csv", "floats.csv"],
    AR_NB,
    SEABIRD,
)

CASES_ML += [
    # path_based_externals: the seed's own prescription for Kaggle datasets (dataset with
    # code and discussion, data on a storage host).  Truth: the tabs, the pinned
    # discussion thread and the data files (signed storage URLs) plus the "download all"
    # zip.  Disputable: public notebooks live under /code/<user>/ and are their authors'
    # own artifacts (others), not the competition's.
    DC.case(
        "datacontest-seabird-competition",
        "Kaggle (competition)",
        "Multi-Hop",
        "path_based_externals",
        DC.url(SEABIRD),
        SB_TRUTH,
        others=[DC.url(SB_NB), DC.url(ARGO)],
    ),
    DC.case(
        "datacontest-argo-dataset",
        "Kaggle (dataset)",
        "Multi-Hop",
        "path_based_externals",
        DC.url(ARGO),
        AR_TRUTH,
        others=[DC.url(AR_NB), DC.url(SEABIRD)],
    ),
]
