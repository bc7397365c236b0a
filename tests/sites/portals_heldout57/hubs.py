"""Model hubs and bare companion pages of heldout57.

- WeightLoft: a model hub whose repositories live under ``/<org>/<model>/`` while the weight
  and config files resolve on a separate blob store of another organisation
  (``files.loftstore``), as GitHub's raw files do: Path-Based with Externals.
- Quarrystone people pages: a university's bare static pages where a researcher puts a
  paper's companion material — no menus, no footer, nothing but the files: Single Page+.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case
from sites.portals_heldout57._kit import Chrome, a, binary, blob, host, pdf_file, ul, zipish

# --- WeightLoft model hub ---------------------------------------------------------------------

HUB = host("hub", "weightloft")
STORE = host("files", "loftstore")
# No social links and no outside hosts in the hub's chrome: every link off the hub from a
# repository page is one of its files on the blob store.
HUB_CHROME = Chrome(
    HUB,
    "WeightLoft",
    menu=[
        ("/models", "Models"),
        ("/datasets", "Datasets"),
        ("/spaces", "Spaces"),
        ("/docs", "Docs"),
        ("/pricing", "Pricing"),
    ],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/about", "About"), ("/jobs", "Jobs")],
    title_format="{title} · {name}",
    social=False,
    accent="#e0671b",
)


def _repo(
    repo: str,
    card: str,
    files: dict[str, tuple[str, PageValue]],
    revisions: list[str],
    discussions: list[str],
    per_page: int,
    related: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    """The hub pages and blob-store files of one model repository, and its artifact URIs.
    `files`: path -> (commit sha, content)."""
    base = f"/{repo}/"
    tabs = ul(
        [
            (base, "Model card"),
            (base + "tree/main/", "Files and versions"),
            (base + "discussions", "Community"),
            (base + "commits/main/", "History"),
        ],
        "repo-tabs",
    )
    org = repo.split("/")[0]
    head = f'<h1><a href="/{org}">{escape(org)}</a> / {escape(repo.split("/")[1])}</h1>{tabs}'
    side = "<h3>Model tree</h3>" + ul(related) if related else ""
    hub: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    hub[base] = HUB_CHROME.page(
        repo, f"{head}<article class=model-card>{card}</article>", aside=side
    )
    for rev in revisions:
        folders = sorted({p.rsplit("/", 1)[0] for p in files if "/" in p})
        rows = [(f"{base}tree/{rev}/{d}/", d + "/") for d in folders]
        rows += [(f"{base}blob/{rev}/{p}", p) for p in files if "/" not in p]
        downloads = "".join(
            f'<li><a href="http://{STORE}/{repo}/resolve/{sha}/{p}" download>'
            f"download {escape(p)}</a></li>"
            for p, (sha, _v) in files.items()
            if "/" not in p and rev == "main"
        )
        revnav = "".join(a(f"{base}tree/{r}/", r) + " " for r in revisions if r != rev)
        hub[f"{base}tree/{rev}/"] = HUB_CHROME.page(
            f"{repo} at {rev}",
            f"{head}<p>Branch: {rev} {revnav}</p>{ul(rows)}<ul class=dl>{downloads}</ul>",
        )
        for d in folders:
            inner = [(f"{base}blob/{rev}/{p}", p) for p in files if p.startswith(d + "/")]
            hub[f"{base}tree/{rev}/{d}/"] = HUB_CHROME.page(
                f"{repo}/{d} at {rev}", f"{head}{ul(inner)}"
            )
        for p, (sha, _v) in files.items():
            hub[f"{base}blob/{rev}/{p}"] = HUB_CHROME.page(
                f"{p} · {repo}",
                f"{head}<p class=file-meta>{escape(p)} — commit {sha[:7]}</p>"
                f'<a class="btn" href="http://{STORE}/{repo}/resolve/{sha}/{p}">download</a>'
                f'<pre class="preview">…</pre>',
            )
    for p, (sha, v) in files.items():
        store[f"/{repo}/resolve/{sha}/{p}"] = v
    hub[base + "commits/main/"] = HUB_CHROME.page(
        f"History of {repo}",
        head
        + "<ol class=commits>"
        + "".join(
            f"<li><code>{sha[:7]}</code> upload {escape(p)}</li>" for p, (sha, _v) in files.items()
        )
        + "</ol>",
    )
    pages_n = max(1, -(-len(discussions) // per_page))
    for n in range(pages_n):
        chunk = discussions[n * per_page : (n + 1) * per_page]
        items = [(f"{base}discussions/{discussions.index(t) + 1}", t) for t in chunk]
        pager = " ".join(
            a(base + "discussions" + ("" if k == 0 else f"?page={k + 1}"), str(k + 1))
            for k in range(pages_n)
        )
        path = base + "discussions" + ("" if n == 0 else f"?page={n + 1}")
        hub[path] = HUB_CHROME.page(f"Discussions · {repo}", f"{head}{ul(items)}<p>{pager}</p>")
    for i, t in enumerate(discussions, 1):
        hub[f"{base}discussions/{i}"] = HUB_CHROME.page(
            f"{t} · {repo}",
            f'{head}<h2>#{i} {escape(t)}</h2><p>Opened by <a href="/{org}">{org}</a>.</p>',
        )
    truth = frozenset({HUB_CHROME.url(p) for p in hub} | {f"http://{STORE}{p}" for p in store})
    return hub, store, truth


HERON = "aurora-lab/heron-7b-instruct"
KESTREL = "kestrel-nlp/kestrel-embed-v2"


def _heron() -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    card = (
        "<h2>Heron-7B-Instruct</h2><p>An instruction-tuned 7B model. Evaluation code and "
        "seeds are in the repository for reproduction.</p>"
        '<p>Base model: <a href="/aurora-lab/heron-7b-base/">aurora-lab/heron-7b-base</a>. '
        'Trained on <a href="/datasets/aurora-lab/heron-sft-mix/">heron-sft-mix</a>.</p>'
    )
    files = {
        "config.json": (
            "9f1c2ab47e",
            blob('{"model_type":"heron","hidden_size":4096}', "application/json"),
        ),
        "README.md": ("9f1c2ab47e", blob("# Heron-7B-Instruct\n", "text/markdown")),
        "tokenizer.json": ("3b7d0e9c21", blob('{"version":"1.0"}', "application/json")),
        "model.safetensors": ("c04e6f1a88", binary("heron-weights")),
    }
    return _repo(
        HERON,
        card,
        files,
        ["main"],
        ["Reproducing the MMLU score", "Chat template?"],
        20,
        [("/aurora-lab/heron-7b-base/", "Base: heron-7b-base")],
    )


def _kestrel() -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    card = (
        "<h2>kestrel-embed-v2</h2><p>Sentence embeddings. Reported scores on "
        '<a href="/spaces/kestrel-nlp/embed-leaderboard/">the embedding leaderboard</a>; '
        "the evaluation harness and its seeds are in <code>eval/</code>.</p>"
    )
    files = {
        "config.json": ("a71be0d3f2", blob('{"model_type":"kestrel"}', "application/json")),
        "README.md": ("a71be0d3f2", blob("# kestrel-embed-v2\n", "text/markdown")),
        "model.safetensors": ("5d2e88c901", binary("kestrel-weights")),
        "onnx/model.onnx": ("e3f90b7a44", binary("kestrel-onnx")),
        "onnx/model_quantized.onnx": ("e3f90b7a44", binary("kestrel-onnx-q")),
        "eval/run_mteb.py": ("0b6c1d2e3f", blob("# seeds: 13, 42, 1234\n", "text/x-python")),
        "eval/results.json": ("0b6c1d2e3f", blob('{"avg":63.1}', "application/json")),
    }
    threads = [
        f"Question {n}: {t}"
        for n, t in enumerate(
            [
                "max sequence length",
                "ONNX on ARM",
                "scores differ from paper",
                "license of v1",
                "fp16 NaNs",
                "pooling strategy",
                "batching",
                "tokenizer warning",
            ],
            1,
        )
    ]
    return _repo(
        KESTREL,
        card,
        files,
        ["main", "v2.0", "v2.1"],
        threads,
        5,
        [
            ("/third-party/kestrel-embed-v2-int8/", "Quantized: kestrel-embed-v2-int8"),
            ("/kestrel-nlp/kestrel-embed-v1/", "Previous: kestrel-embed-v1"),
        ],
    )


def _weightloft_sites() -> list[Site]:
    hub: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    for build in (_heron, _kestrel):
        h, s, _t = build()
        hub.update(h)
        store.update(s)
    for path, title in [
        ("/aurora-lab", "aurora-lab"),
        ("/aurora-lab/heron-7b-base/", "aurora-lab/heron-7b-base"),
        ("/datasets/aurora-lab/heron-sft-mix/", "heron-sft-mix"),
        ("/kestrel-nlp", "kestrel-nlp"),
        ("/kestrel-nlp/kestrel-embed-v1/", "kestrel-nlp/kestrel-embed-v1"),
        ("/third-party", "third-party"),
        ("/third-party/kestrel-embed-v2-int8/", "third-party/kestrel-embed-v2-int8"),
        ("/spaces/kestrel-nlp/embed-leaderboard/", "Embedding leaderboard"),
    ]:
        hub[path] = HUB_CHROME.page(title, f"<h1>{escape(title)}</h1><p>Another page.</p>")
    blobsite = Site(STORE)
    for p, v in store.items():
        blobsite.add(p, v)
    return [HUB_CHROME.site(hub), blobsite]


# --- Quarrystone people pages: bare companion pages ---------------------------------------------

PEOPLE = host("people", "quarrystone")
BULK = host("bulk", "quarrystone")


def _bare(title: str, body: str) -> str:
    return (
        f"<!DOCTYPE html><html><head><meta charset=utf-8><title>{escape(title)}</title></head>"
        f"<body>{body}</body></html>\n"
    )


def _quarry_sites() -> list[Site]:
    people = Site(PEOPLE)
    bulk = Site(BULK)
    people.add("/", _bare("Quarrystone University people pages", "<p>Personal pages.</p>"))
    people.add(
        "/~ivarga/papers/sparse-replay/",
        _bare(
            "Companion material: Sparse Replay for Continual Learning",
            "<h1>Sparse Replay for Continual Learning — companion material</h1>"
            "<p>I. Varga, R. Osei. Everything needed to rerun the experiments.</p><ul>"
            '<li><a href="/~ivarga/files/sparse-replay-paper.pdf">Paper (PDF)</a></li>'
            '<li><a href="/~ivarga/files/sparse-replay-code.tar.gz">Code</a></li>'
            '<li><a href="/~ivarga/files/sparse-replay-results.csv">Raw results</a></li>'
            '<li><a href="/~ivarga/files/sparse-replay-README.txt">How to reproduce</a></li>'
            '</ul><p>Published version: <a href="http://doi.scholar.test/10.5555/sr.2025.17">'
            "doi:10.5555/sr.2025.17</a></p>",
        ),
    )
    people.add(
        "/~ivarga/files/sparse-replay-paper.pdf",
        pdf_file("Sparse Replay for Continual Learning", ["Varga, Osei"]),
    )
    people.add(
        "/~ivarga/files/sparse-replay-code.tar.gz",
        Response.data(b"\x1f\x8b\x08\x00" + b"\x01" * 80, "application/gzip"),
    )
    people.add(
        "/~ivarga/files/sparse-replay-results.csv", blob("task,seed,acc\n1,13,0.81\n", "text/csv")
    )
    people.add(
        "/~ivarga/files/sparse-replay-README.txt",
        blob("Run make all; Python 3.11; seeds 13 42.\n", "text/plain"),
    )
    people.add(
        "/~ivarga/papers/drift-audit/",
        _bare(
            "Drift Audit: supplementary material and replication package",
            "<h1>Drift Audit: auditing distribution shift in deployed models</h1>"
            "<p>Supplementary material and replication package (large files on the "
            "department's bulk file server).</p><h2>Paper</h2><ul>"
            '<li><a href="/~ivarga/files/drift-audit.pdf">Paper</a></li>'
            '<li><a href="/~ivarga/files/drift-audit-appendix.pdf">Appendix</a></li>'
            '<li><a href="/~ivarga/files/drift-audit-slides.pdf">Slides</a></li></ul>'
            "<h2>Data and code</h2><ul>"
            f'<li><a href="http://{BULK}/ivarga/drift-audit/shifts-2019-2024.parquet">'
            "Shift measurements</a></li>"
            f'<li><a href="http://{BULK}/ivarga/drift-audit/models.zip">Model checkpoints</a></li>'
            f'<li><a href="http://{BULK}/ivarga/drift-audit/replication.zip">Replication '
            "package</a></li>"
            f'<li><a href="http://{BULK}/ivarga/drift-audit/MANIFEST.sha256">Checksums</a></li>'
            '</ul><p>Preprint: <a href="http://preprints.scholar.test/abs/2503.01234">'
            '2503.01234</a>. Code mirror: <a href="http://code.gitvale.test/ivarga/drift-audit">'
            "gitvale</a>.</p>",
        ),
    )
    for name, title in (
        ("drift-audit.pdf", "Drift Audit"),
        ("drift-audit-appendix.pdf", "Drift Audit appendix"),
        ("drift-audit-slides.pdf", "Drift Audit slides"),
    ):
        people.add(f"/~ivarga/files/{name}", pdf_file(title, ["Varga"]))
    bulk.add("/", _bare("Quarrystone bulk file server", "<p>Large files.</p>"))
    bulk.add(
        "/ivarga/drift-audit/shifts-2019-2024.parquet",
        binary("parquet", "application/vnd.apache.parquet"),
    )
    bulk.add("/ivarga/drift-audit/models.zip", zipish("drift-models"))
    bulk.add("/ivarga/drift-audit/replication.zip", zipish("drift-replication"))
    bulk.add("/ivarga/drift-audit/MANIFEST.sha256", blob("e3b0c442  models.zip\n", "text/plain"))
    return [people, bulk]


def _u(h: str, *paths: str) -> frozenset[str]:
    return frozenset(f"http://{h}{p}" for p in paths)


CASES = [
    # A GitHub-like model repository: its pages extend /aurora-lab/heron-7b-instruct/ and its
    # files resolve on another organisation's blob store, so the seed's GitHub row applies:
    # Path-Based with Externals (the base model and the dataset are other artifacts).
    Case(
        "weightloft-heron",
        "model hub repository (card, files, discussions)",
        "Multi-Hop",
        "path_based_externals",
        HUB_CHROME.url(f"/{HERON}/"),
        _heron()[2],
        _weightloft_sites,
        others=frozenset(
            {
                HUB_CHROME.url("/aurora-lab/heron-7b-base/"),
                HUB_CHROME.url("/datasets/aurora-lab/heron-sft-mix/"),
            }
        ),
    ),
    # Harder: three revisions, nested onnx/ and eval/ folders, paginated discussions and
    # seven files on the blob store; quantized forks and v1 are other repositories.
    Case(
        "weightloft-kestrel",
        "model hub repository (revisions, folders, paginated community tab)",
        "Multi-Hop",
        "path_based_externals",
        HUB_CHROME.url(f"/{KESTREL}/"),
        _kestrel()[2],
        _weightloft_sites,
        others=frozenset(
            {
                HUB_CHROME.url("/third-party/kestrel-embed-v2-int8/"),
                HUB_CHROME.url("/kestrel-nlp/kestrel-embed-v1/"),
                HUB_CHROME.url("/spaces/kestrel-nlp/embed-leaderboard/"),
            }
        ),
    ),
    # A bare companion page links only its own files (single hop, no chrome to ignore), so
    # the seed's Single Page+ takes exactly the page and its files; the DOI points off the
    # university's hosts.
    Case(
        "quarrystone-sparse-replay",
        "paper companion page (bare static page)",
        "Single Hop",
        "single_page_plus",
        f"http://{PEOPLE}/~ivarga/papers/sparse-replay/",
        _u(
            PEOPLE,
            "/~ivarga/papers/sparse-replay/",
            "/~ivarga/files/sparse-replay-paper.pdf",
            "/~ivarga/files/sparse-replay-code.tar.gz",
            "/~ivarga/files/sparse-replay-results.csv",
            "/~ivarga/files/sparse-replay-README.txt",
        ),
        _quarry_sites,
    ),
    # Harder: seven files, four of them on the department's bulk server (same university,
    # another host), which no path rule reaches: one hop from the page takes them all.
    Case(
        "quarrystone-drift-audit",
        "paper companion page (files split over the bulk file server)",
        "Single Hop",
        "single_page_plus",
        f"http://{PEOPLE}/~ivarga/papers/drift-audit/",
        _u(
            PEOPLE,
            "/~ivarga/papers/drift-audit/",
            "/~ivarga/files/drift-audit.pdf",
            "/~ivarga/files/drift-audit-appendix.pdf",
            "/~ivarga/files/drift-audit-slides.pdf",
        )
        | _u(
            BULK,
            "/ivarga/drift-audit/shifts-2019-2024.parquet",
            "/ivarga/drift-audit/models.zip",
            "/ivarga/drift-audit/replication.zip",
            "/ivarga/drift-audit/MANIFEST.sha256",
        ),
        _quarry_sites,
    ),
]
