"""heldout84 model portals: a model hub with an external blob store, a dataset hub with
parquet exports, a DOI model archive that speaks signposting, a bare release mirror and a
static model zoo whose every file names the model.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, parquet, safetensors, ul, with_links
from ._kit import truth_of as _t

# --------------------------------------------------------------------------- model hub
HUB = Chrome(
    "hub.tensorloom.hx84.example",
    "TensorLoom",
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
        ("/status", "Status"),
        ("/careers", "Careers"),
        ("/brand", "Brand assets"),
    ],
    title_format="{title} · {name}",
    home_title="TensorLoom – the open model hub",
    home_main="<h1>Build with open models</h1><p>Trending this week.</p>"
    + ul(
        [
            ("/vantarel", "vantarel"),
            ("/kestrel-ai", "kestrel-ai"),
            ("/models?sort=trending", "All trending"),
        ]
    ),
    share=True,
    cdn="static.tlassets.hx84.example",
)
BLOBS = "http://objects.tlblobstore.hx84.example"


def _hub_model(
    repo: str,
    about: str,
    revs: dict[str, list[str]],
    extra_pages: int,
    others: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    """Pages of one model repo on the hub, its blob-store files and its artifact URIs."""
    base = f"/{repo}/"
    pages: dict[str, PageValue] = {}
    blobs: dict[str, PageValue] = {}
    truth = [HUB.url(base)]
    tabs = [(base + "tree/main", "Files and versions"), (base + "discussions", "Community")]
    for rev, shards in revs.items():
        tree = base + f"tree/{rev}"
        rows = []
        for fname in ["config.json", "generation_config.json", "README.md"]:
            p = base + f"blob/{rev}/{fname}"
            raw = base + f"raw/{rev}/{fname}"
            pages[p] = HUB.page(
                f"{fname} · {repo} at {rev}",
                f'<h1>{fname}</h1><pre>{{"model_type": "llama"}}</pre>'
                f'<a href="{raw}">raw</a> <a href="{tree}">back to files</a>',
            )
            pages[raw] = blob(json.dumps({"rev": rev, "file": fname}), "text/plain")
            truth += [HUB.url(p), HUB.url(raw)]
            rows.append((p, fname))
        for i, _ in enumerate(shards, 1):
            name = f"model-{i:05d}-of-{len(shards):05d}.safetensors"
            path = f"/lfs/{repo.replace('/', '-')}/{rev}/{name}"
            blobs[path] = safetensors(repo, i)
            truth.append(BLOBS + path)
            rows.append((BLOBS + path, f"{name} (LFS, download)"))
        pages[tree] = HUB.page(
            f"{repo} at {rev}",
            f"<h1>{escape(repo)}</h1><h2>Files at {rev}</h2>"
            + ul(rows, "files")
            + f'<a href="{base}commits/{rev}">History</a>',
        )
        commits = base + f"commits/{rev}"
        pages[commits] = HUB.page(
            f"Commits · {repo}",
            f"<h1>History of {rev}</h1>"
            + ul([(base + f"commit/{rev}-c{n}", f"commit {rev}-c{n}") for n in (1, 2)]),
        )
        truth += [HUB.url(tree), HUB.url(commits)]
        for n in (1, 2):
            c = base + f"commit/{rev}-c{n}"
            pages[c] = HUB.page(
                f"commit {n} · {repo}",
                f'<h1>Update weights ({rev})</h1><a href="{tree}">Browse files</a>',
            )
            truth.append(HUB.url(c))
    disc_rows = [
        (base + f"discussions/{n}", f"#{n} question about quantization")
        for n in range(1, extra_pages + 2)
    ]
    # three discussions a page: the list pages beyond the first are ?p=1, ?p=2 ...
    chunks = [disc_rows[i : i + 3] for i in range(0, len(disc_rows), 3)]
    for k, chunk in enumerate(chunks):
        lp = base + "discussions" + (f"?p={k}" if k else "")
        nxt = f'<a href="{base}discussions?p={k + 1}">Next</a>' if k + 1 < len(chunks) else ""
        pages[lp] = HUB.page(
            f"Community · {repo}",
            "<h1>Discussions</h1>"
            + ul(chunk)
            + nxt
            + f'<a href="/login?next={base}discussions">New discussion</a>',
        )
        truth.append(HUB.url(lp))
    for p, _label in disc_rows:
        pages[p] = HUB.page(
            f"Discussion · {repo}",
            "<h1>Does it run in 8 GB?</h1><p>Yes with 4-bit loading.</p>"
            + f'<a href="/{repo.split("/")[0]}">{repo.split("/")[0]}</a>',
        )
        truth.append(HUB.url(p))
    revs_links = [(base + f"tree/{r}", f"revision {r}") for r in revs]
    card = (
        f'<h1><a href="/{repo.split("/")[0]}">{repo.split("/")[0]}</a>/{escape(repo.split("/")[1])}</h1>'
        f'<p class="tags">text-generation · safetensors · apache-2.0</p>'
        + ul(tabs, "tabs")
        + f'<article class="model-card"><h2>Model card</h2><p>{escape(about)}</p>'
        "<pre>from loom import AutoModel\nAutoModel.load(...)</pre></article>"
        "<h3>Revisions</h3>"
        + ul(revs_links)
        + f'<a class="btn" href="/login?next={base}">Like</a> <a href="/login?next={base}">Deploy</a>'
    )
    aside = (
        "<h3>Used in</h3>"
        + ul(others)
        + "<h3>Spaces using this model</h3>"
        + ul([("/spaces", "Browse spaces")])
    )
    pages[base] = HUB.page(repo, card, aside=aside, share_url=HUB.url(base))
    return pages, blobs, truth


def _hub_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a_pages, a_blobs, a_truth = _hub_model(
        "vantarel/orca-mini-3b",
        "A 3B instruction-tuned model distilled from larger teachers.",
        {"main": ["s1", "s2"]},
        0,
        [
            ("/datasets/vantarel/orca-instructions", "vantarel/orca-instructions"),
            ("/vantarel/orca-mini-3b-gguf/", "vantarel/orca-mini-3b-gguf"),
        ],
    )
    b_pages, b_blobs, b_truth = _hub_model(
        "kestrel-ai/kestrel-13b-instruct",
        "13B chat model; v1.1 fixes the tokenizer padding bug.",
        {"main": ["a", "b", "c", "d"], "v1.1": ["a", "b", "c", "d"], "v1.0": ["a", "b"]},
        6,
        [
            ("/datasets/kestrel-ai/kestrel-sft-mix", "kestrel-ai/kestrel-sft-mix"),
            ("/kestrel-ai/kestrel-13b/", "kestrel-ai/kestrel-13b (base)"),
            ("/kestrel-ai/kestrel-13b-instruct-awq/", "kestrel-ai/kestrel-13b-instruct-awq"),
        ],
    )
    others = {
        "/datasets/vantarel/orca-instructions": "Dataset: vantarel/orca-instructions",
        "/vantarel/orca-mini-3b-gguf/": "Model: vantarel/orca-mini-3b-gguf",
        "/datasets/kestrel-ai/kestrel-sft-mix": "Dataset: kestrel-ai/kestrel-sft-mix",
        "/kestrel-ai/kestrel-13b/": "Model: kestrel-ai/kestrel-13b",
        "/kestrel-ai/kestrel-13b-instruct-awq/": "Model: kestrel-ai/kestrel-13b-instruct-awq",
        "/vantarel": "vantarel (organization)",
        "/kestrel-ai": "Kestrel AI (organization)",
    }
    pages = {
        **a_pages,
        **b_pages,
        **{p: HUB.chrome_page(t, "A record on TensorLoom.") for p, t in others.items()},
    }
    blob_site = Site(
        "objects.tlblobstore.hx84.example", {**a_blobs, **b_blobs, "/": "<title>blob store</title>"}
    )
    pages["/models"] = HUB.page(
        "Models",
        "<h1>Models</h1>"
        + ul([(p, t.split(": ")[1]) for p, t in others.items() if t.startswith("Model")])
        + ul(
            [
                ("/vantarel/orca-mini-3b/", "vantarel/orca-mini-3b"),
                ("/kestrel-ai/kestrel-13b-instruct/", "kestrel-ai/kestrel-13b-instruct"),
            ]
        ),
    )
    return [*HUB.sites(pages), blob_site], {"a": a_truth, "b": b_truth}


def _hub_a() -> list[Site]:
    return _hub_sites()[0]


# ------------------------------------------------------------------------ dataset hub
DSH = Chrome(
    "data.corpusdock.hx84.example",
    "CorpusDock",
    [
        ("/ds", "Datasets"),
        ("/tasks", "Tasks"),
        ("/docs/loading", "Loading data"),
        ("/blog", "Blog"),
    ],
    [
        ("/about", "About"),
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/api-docs", "API"),
    ],
    title_format="{name} — {title}",
    home_title="CorpusDock — datasets for machine learning",
    account=(("/auth/login", "Log in"), ("/auth/register", "Register")),
    cdn="assets.cdockcdn.hx84.example",
)


def _dataset(
    slug: str,
    desc: str,
    configs: dict[str, dict[str, int]],
    viewer_pages: int,
    others: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/ds/{slug}/"
    pages: dict[str, PageValue] = {}
    truth = [DSH.url(base)]
    files = [
        (base + "files/README.md", "README.md"),
        (base + "files/croissant.json", "croissant.json"),
    ]
    viewer = []
    for cfg, splits in configs.items():
        for split, shards in splits.items():
            v = base + f"viewer/{cfg}/{split}"
            viewer.append((v, f"{cfg} / {split}"))
            nav = ul([(v + f"?offset={100 * k}", f"page {k + 1}") for k in range(1, viewer_pages)])
            pages[v] = DSH.page(
                f"{slug} viewer",
                f"<h1>{cfg}/{split}</h1><table><tr><td>row 0</td></tr></table>" + nav,
            )
            truth.append(DSH.url(v))
            for k in range(1, viewer_pages):
                q = v + f"?offset={100 * k}"
                pages[q] = DSH.page(
                    f"{slug} viewer",
                    f'<h1>{cfg}/{split} rows {100 * k}+</h1><a href="{v}">first page</a>',
                )
                truth.append(DSH.url(q))
            for n in range(shards):
                pq = base + f"parquet/{cfg}/{split}/{n:04d}.parquet"
                pages[pq] = parquet(f"{slug}{cfg}{split}{n}")
                files.append((pq, f"parquet/{cfg}/{split}/{n:04d}.parquet"))
    for p, name in files[:2]:
        pages[p] = blob(
            f"# {slug}\n{desc}\n" if name.endswith(".md") else json.dumps({"name": slug}),
            "text/plain",
        )
    pages[base + "files"] = DSH.page(
        f"{slug} files", "<h1>Files</h1>" + ul(files) + f'<a href="{base}history">History</a>'
    )
    pages[base + "history"] = DSH.page(
        f"{slug} history", f'<h1>History</h1><p>3 revisions</p><a href="{base}files">Files</a>'
    )
    truth += [DSH.url(p) for p, _ in files] + [DSH.url(base + "files"), DSH.url(base + "history")]
    main = (
        f"<h1>{escape(slug)}</h1><p>{escape(desc)}</p>"
        + ul([(base + "files", "Files"), (base + "history", "History")], "tabs")
        + "<h2>Dataset viewer</h2>"
        + ul(viewer)
        + "<h2>Use with the library</h2><pre>load_dataset(...)</pre>"
        + '<a href="/auth/login?next=/ds">Bookmark</a>'
    )
    pages[base] = DSH.page(slug, main, aside="<h3>Related</h3>" + ul(others))
    return pages, truth


def _dsh_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, ta = _dataset(
        "northwind-nlp/tiny-stories-qa",
        "Question/answer pairs over short children's stories.",
        {"default": {"train": 1, "test": 1}},
        1,
        [("/ds/northwind-nlp/tiny-stories/", "northwind-nlp/tiny-stories (source)")],
    )
    b, tb = _dataset(
        "lumen-lab/multi-doc-summ",
        "Multi-document summarization in English and German.",
        {"en": {"train": 2, "validation": 1, "test": 1}, "de": {"train": 2, "test": 1}},
        3,
        [
            ("/ds/lumen-lab/multi-doc/", "lumen-lab/multi-doc (parent corpus)"),
            ("/models/lumen-lab/summ-t5-base", "summ-t5-base (trained on this)"),
        ],
    )
    others = {
        "/ds/northwind-nlp/tiny-stories/": "northwind-nlp/tiny-stories",
        "/ds/lumen-lab/multi-doc/": "lumen-lab/multi-doc",
        "/models/lumen-lab/summ-t5-base": "lumen-lab/summ-t5-base",
    }
    pages = {
        **a,
        **b,
        **{p: DSH.chrome_page(t, "Another CorpusDock record.") for p, t in others.items()},
    }
    pages["/ds"] = DSH.page(
        "Datasets",
        "<h1>Datasets</h1>"
        + ul(
            [
                ("/ds/northwind-nlp/tiny-stories-qa/", "northwind-nlp/tiny-stories-qa"),
                ("/ds/lumen-lab/multi-doc-summ/", "lumen-lab/multi-doc-summ"),
            ]
        )
        + ul([(p, t) for p, t in others.items() if p.startswith("/ds/")]),
    )
    return DSH.sites(pages), {"a": ta, "b": tb}


# ------------------------------------------------------------ DOI model archive (signposting)
MVA = Chrome(
    "archive.modelvault.hx84.example",
    "ModelVault",
    [
        ("/communities", "Communities"),
        ("/search?type=model", "Browse models"),
        ("/deposit", "Upload"),
    ],
    [
        ("/policies", "Policies"),
        ("/faq", "FAQ"),
        ("/contact", "Contact"),
        ("/privacy-policy", "Privacy"),
    ],
    title_format="{title} | {name}",
)
DOI = "http://doi.handlegate.hx84.example"


def _mv_record(
    rid: int, title: str, files: list[str], formats: list[str], prev: int
) -> tuple[dict[str, PageValue], list[str], str]:
    base = f"/record/{rid}"
    doi = f"{DOI}/10.80084/mv.{rid}"
    items = [f"{base}/files/{f}?download=1" for f in files]
    described = [f"/api/records/{rid}/export/{fmt}" for fmt in formats]
    pages: dict[str, PageValue] = {}
    for f, u in zip(files, items, strict=True):
        body = pdf(title, ["model card"]) if f.endswith(".pdf") else f"{title} :: {f}".encode()
        pages[u.split("?")[0]] = Response.data(
            body, "application/pdf" if f.endswith(".pdf") else "application/octet-stream"
        )
    for fmt, u in zip(formats, described, strict=True):
        pages[u] = blob(json.dumps({"title": title, "doi": doi, "format": fmt}), "application/json")
    links = (
        [
            (doi, "cite-as"),
            ("https://orcid.example/0000-0002-1825-0097", "author"),
            ("https://creativecommons.example/licenses/by/4.0/", "license"),
        ]
        + [(MVA.url(u), "item") for u in items]
        + [(MVA.url(u), "describedby") for u in described]
    )
    head = "".join(
        f'<link rel="{r}" href="{escape(u)}">' for u, r in links if r in ("item", "describedby")
    )
    main = (
        f'<h1>{escape(title)}</h1><p>DOI <a href="{doi}">{doi}</a></p>'
        "<h2>Files</h2>"
        + ul([(u, f) for u, f in zip(items, files, strict=True)])
        + "<h2>Export</h2>"
        + ul([(u, f) for u, f in zip(described, formats, strict=True)])
        + f'<h2>Versions</h2><a href="/record/{prev}">Version 1 (earlier)</a>'
        + '<p>Part of <a href="/communities/ml-reproducibility">ML Reproducibility</a></p>'
    )
    landing = Response.html(MVA.page(title, main, head=head))
    pages[base] = with_links(landing, links)
    truth = [MVA.url(base)] + [MVA.url(u) for u in items] + [MVA.url(u) for u in described]
    return pages, truth, doi


def _mv_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, ta, doi_a = _mv_record(
        40112,
        "Trained checkpoints for sparse retrieval on BEIR",
        ["checkpoint.pt", "model_card.md"],
        ["datacite-json"],
        40098,
    )
    b, tb, doi_b = _mv_record(
        51207,
        "Wav2Vec fine-tunes for five low-resource languages",
        ["sw.ckpt", "yo.ckpt", "am.ckpt", "ha.ckpt", "card.pdf"],
        ["datacite-json", "schemaorg-jsonld"],
        51190,
    )
    chrome = {
        "/record/40098": "Trained checkpoints (v1)",
        "/record/51190": "Wav2Vec fine-tunes (v1)",
        "/communities/ml-reproducibility": "ML Reproducibility community",
    }
    pages = {**a, **b, **{p: MVA.chrome_page(t, "A ModelVault page.") for p, t in chrome.items()}}
    resolver = Site(
        "doi.handlegate.hx84.example",
        {
            "/": "<title>handlegate resolver</title><p>Resolve a DOI.</p>",
            "/10.80084/mv.40112": Response.redirect(MVA.url("/record/40112")),
            "/10.80084/mv.51207": Response.redirect(MVA.url("/record/51207")),
        },
    )
    return [MVA.site(pages), resolver], {"a": ta, "b": tb, "doi_b": [doi_b], "doi_a": [doi_a]}


# -------------------------------------------------------------- release mirror (bare index)
MIRROR = "mirror.ftpark.hx84.example"


def _release(path: str, files: list[str]) -> tuple[dict[str, PageValue], list[str]]:
    """A bundle index at `path`; the files sit in a content pool, Debian-style, apart."""
    slug = path.rstrip("/").rsplit("/", 1)[1]
    pool = f"/pool/{slug[0]}/{slug}/"
    rows = "".join(
        f'<tr><td><a href="{pool}{f}">{f}</a></td><td>{1024 * (i + 3)}</td></tr>'
        for i, f in enumerate(files)
    )
    index = (
        f"<!DOCTYPE html><html><head><title>Release {escape(slug)}</title>"
        '<link rel="stylesheet" href="/.theme/list.css"></head><body>'
        f"<h1>Release bundle {escape(slug)}</h1><table><tr><th>File</th><th>Size</th></tr>{rows}</table>"
        "<p>Generated by relbundle 2.4</p></body></html>"
    )
    pages: dict[str, PageValue] = {path: index}
    for f in files:
        pages[pool + f] = blob(f"{slug}/{f}\n", "application/octet-stream")
    return pages, [f"http://{MIRROR}{path}"] + [f"http://{MIRROR}{pool}{f}" for f in files]


def _mirror_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, ta = _release(
        "/releases/whisper-tiny-ft-v2/",
        ["model.safetensors", "config.json", "tokenizer.json", "SHA256SUMS"],
    )
    b, tb = _release(
        "/releases/segformer-b4-city-v3/",
        [f"model-{i:05d}-of-00006.safetensors" for i in range(1, 7)]
        + [
            "model.safetensors.index.json",
            "segformer-b4.onnx",
            "SHA256SUMS",
            "SHA256SUMS.sig",
            "README.txt",
            "LICENSE.txt",
        ],
    )
    home = "<!DOCTYPE html><html><head><title>ftpark mirror</title></head><body><h1>ftpark</h1><p>Static mirror.</p></body></html>"
    site = Site(
        MIRROR, {"/": home, "/.theme/list.css": blob("table{width:100%}", "text/css"), **a, **b}
    )
    return [site], {"a": ta, "b": tb}


# --------------------------------------------------------------- static model zoo (sig_title)
ZOO = Chrome(
    "zoo.onyxbench.hx84.example",
    "Onyx Model Zoo",
    [("/catalog/", "Catalog"), ("/guide/", "Guide"), ("/contributing/", "Contributing")],
    [("/license/", "License"), ("/changelog/", "Changelog")],
    title_format="{title}",
    home_title="Onyx Model Zoo",
    home_main="<h1>Onyx Model Zoo</h1><p>Pre-trained, validated ONNX models.</p>",
    cookie_banner=False,
)


def _zoo_model(
    slug: str, name: str, files: list[str], log_pages: int, other: str
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/models/{slug}/"
    pages: dict[str, PageValue] = {}
    truth = [ZOO.url(base)]
    dl = f"/artifacts/{slug}/"  # downloads, metrics and logs live outside the model's path
    rows = []
    for f in files:
        if f.endswith(".onnx"):
            body = b"\x08\x07\x12\x07pytorch" + f"doc_string: {name}".encode() + bytes(16)
        else:
            body = json.dumps({"name": name, "file": f}).encode()
        pages[dl + f] = blob(
            body, "application/octet-stream" if f.endswith(".onnx") else "application/json"
        )
        rows.append((dl + f, f))
        truth.append(ZOO.url(dl + f))
    logs = [
        (f"/validation/{slug}-part{n}.html", f"validation log part {n}")
        for n in range(1, log_pages + 1)
    ]
    for i, (p, _label) in enumerate(logs):
        nxt = f'<a href="{logs[i + 1][0]}">next part</a>' if i + 1 < len(logs) else ""
        pages[p] = ZOO.page(
            f"Validation of {name}",
            f"<h1>Validation of {escape(name)}</h1><pre>top1=0.81</pre>{nxt}"
            '<a href="/catalog/">catalog</a>',
        )
        truth.append(ZOO.url(p))
    pages[f"/benchmarks/{slug}.html"] = ZOO.page(
        f"{name} metrics",
        f"<h1>{escape(name)}: metrics</h1><table><tr>"
        "<td>latency</td><td>4.1 ms</td></tr></table>" + ul(logs[:1]),
    )
    truth.append(ZOO.url(f"/benchmarks/{slug}.html"))
    main = (
        f"<h1>{escape(name)}</h1><p>Exported with opset 17, validated on the reference set.</p>"
        + ul(rows, "files")
        + ul([(f"/benchmarks/{slug}.html", "Metrics")])
        + f'<p>See also <a href="/models/{other}/">the float model</a>.</p>'
    )
    pages[base] = ZOO.page(name, main)
    pages[f"/models/{other}/"] = ZOO.page(
        other, f"<h1>{escape(other)}</h1><p>Float reference model.</p>"
    )
    return pages, truth


def _zoo_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, ta = _zoo_model(
        "mobilevit-s-int8", "MobileViT-S INT8 QDQ", ["model.onnx", "model.json"], 1, "mobilevit-s"
    )
    b, tb = _zoo_model(
        "deberta-v3-base-squad2-int8",
        "DeBERTa-v3 Base SQuAD2 INT8",
        [
            "opset13/model.onnx",
            "opset17/model.onnx",
            "model.json",
            "tokenizer_config.json",
            "calibration.json",
        ],
        3,
        "deberta-v3-base-squad2",
    )
    # the catalog lists slugs, not the display names the model pages carry
    slugs = [
        "mobilevit-s",
        "mobilevit-s-int8",
        "deberta-v3-base-squad2",
        "deberta-v3-base-squad2-int8",
    ]
    catalog = ZOO.page("Catalog", "<h1>Catalog</h1>" + ul([(f"/models/{s}/", s) for s in slugs]))
    return [ZOO.site({**a, **b, "/catalog/": catalog})], {"a": ta, "b": tb}


CASES: list[Case] = [
    # GitHub-shaped repo: every page of the model lives under its path; the weight shards
    # sit on a separate blob-store domain -> seed's Path-Based with Externals (GitHub row).
    case(
        "tensorloom-orca-mini",
        "ML model hub (model repo, one revision, LFS shards)",
        "Multi-Hop",
        "path_based_externals",
        HUB.url("/vantarel/orca-mini-3b/"),
        _t(_hub_sites, "a"),
        _hub_a,
        others=[
            HUB.url("/datasets/vantarel/orca-instructions"),
            HUB.url("/vantarel/orca-mini-3b-gguf/"),
        ],
    ),
    # Same shape, harder: three revisions, six-plus shards each on the blob store, paged
    # discussions, and sibling repos whose names extend this one's (base, -awq).
    case(
        "tensorloom-kestrel-13b",
        "ML model hub (three revisions, many shards, discussions)",
        "Multi-Hop",
        "path_based_externals",
        HUB.url("/kestrel-ai/kestrel-13b-instruct/"),
        _t(_hub_sites, "b"),
        _hub_a,
        others=[
            HUB.url("/kestrel-ai/kestrel-13b/"),
            HUB.url("/kestrel-ai/kestrel-13b-instruct-awq/"),
            HUB.url("/datasets/kestrel-ai/kestrel-sft-mix"),
        ],
    ),
    # Dataset repo: viewer, files, parquet exports, history all below /ds/<org>/<name>/ on one
    # host, nothing off-site -> Path-Based (GitLab/Bitbucket rows).
    case(
        "corpusdock-tiny-stories-qa",
        "ML dataset hub (dataset card, two splits, parquet)",
        "Multi-Hop",
        "path_based",
        DSH.url("/ds/northwind-nlp/tiny-stories-qa/"),
        _t(_dsh_sites, "a"),
        lambda: _dsh_sites()[0],
        others=[DSH.url("/ds/northwind-nlp/tiny-stories/")],
    ),
    # Harder: two configs, five splits, sharded parquet, paginated viewer, a parent corpus
    # whose path is a prefix of this one's name without the slash.
    case(
        "corpusdock-multi-doc-summ",
        "ML dataset hub (two configs, paged viewer, sharded parquet)",
        "Multi-Hop",
        "path_based",
        DSH.url("/ds/lumen-lab/multi-doc-summ/"),
        _t(_dsh_sites, "b"),
        lambda: _dsh_sites()[0],
        others=[DSH.url("/ds/lumen-lab/multi-doc/"), DSH.url("/models/lumen-lab/summ-t5-base")],
    ),
    # The landing page announces its boundary in Link headers (item, describedby, cite-as):
    # the machine-readable boundary wins over any inferred one -> Signposting.
    case(
        "modelvault-beir-checkpoints",
        "DOI model archive (signposting, two files)",
        "Single Hop",
        "signposting",
        MVA.url("/record/40112"),
        _t(_mv_sites, "a"),
        lambda: _mv_sites()[0],
        others=[MVA.url("/record/40098")],
    ),
    # Harder: the entry is the DOI (redirects to the landing page), five items, two
    # describedby exports, an earlier version linked.
    case(
        "modelvault-wav2vec-lowres",
        "DOI model archive (DOI entry, five items, two exports)",
        "Single Hop",
        "signposting",
        f"{DOI}/10.80084/mv.51207",
        _t(_mv_sites, "b"),
        lambda: _mv_sites()[0],
        others=[MVA.url("/record/51190")],
        landing=MVA.url("/record/51207"),
    ),
    # A generated release index: only links to its own files, no menu, no footer, no
    # parent link -> one hop from the page is exactly the artifact: Single Page+.
    case(
        "ftpark-whisper-tiny-ft",
        "model release mirror (bundle index, four files)",
        "Single Hop",
        "single_page_plus",
        f"http://{MIRROR}/releases/whisper-tiny-ft-v2/",
        _t(_mirror_sites, "a"),
        lambda: _mirror_sites()[0],
    ),
    # Harder: twelve files (six shards, index, ONNX export, checksums and signature).
    case(
        "ftpark-segformer-b4",
        "model release mirror (sharded bundle with signatures)",
        "Single Hop",
        "single_page_plus",
        f"http://{MIRROR}/releases/segformer-b4-city-v3/",
        _t(_mirror_sites, "b"),
        lambda: _mirror_sites()[0],
    ),
    # The <title> is the bare model name and every file of the model (card, metrics,
    # validation logs, JSON, the ONNX doc_string) carries it; nothing else does ->
    # Significant String from Title.
    case(
        "onyxzoo-mobilevit-int8",
        "static ONNX model zoo (model page, two files)",
        "Multi-Hop",
        "sig_title",
        ZOO.url("/models/mobilevit-s-int8/"),
        _t(_zoo_sites, "a"),
        lambda: _zoo_sites()[0],
        others=[ZOO.url("/models/mobilevit-s/")],
    ),
    # Harder: two opsets in subfolders, a chain of three validation pages.
    case(
        "onyxzoo-deberta-squad2-int8",
        "static ONNX model zoo (two opsets, paged validation logs)",
        "Multi-Hop",
        "sig_title",
        ZOO.url("/models/deberta-v3-base-squad2-int8/"),
        _t(_zoo_sites, "b"),
        lambda: _zoo_sites()[0],
        others=[ZOO.url("/models/deberta-v3-base-squad2/")],
    ),
]
