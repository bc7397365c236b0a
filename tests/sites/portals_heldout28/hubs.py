"""ML hubs: a HuggingFace-like model/dataset/space hub, a Kaggle-like data-science site, an
OpenML-like dataset/task catalogue and an Observable-like notebook site."""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, links
from sites.portals_heldout28._kit import (
    binary,
    case,
    cookie_banner,
    fill,
    host,
    text,
)

# --------------------------------------------------------------------------------------------
# ModelQuay: a HuggingFace-like hub.  Repos live at /<org>/<name> (models), /datasets/<org>/<name>
# and /spaces/<org>/<name>, with tabs and file views under that path; large (LFS) files are
# linked straight to a CDN on another registrable domain, and a Space's running app is served
# from its own host on a third.  Like the seed's GitHub: Path-Based with Externals.

MQ = host("hub", "modelquay")
MQ_CDN = host("cdn-lfs", "quaylfsstore")
MQ_APP = host("lumenlab-wavesplit-demo", "quayspaceapps")
MQ_PAPERS = host("export", "preprintshelf")  # an arXiv-like preprint server (other artifacts)

MQP = Portal(
    MQ,
    "ModelQuay",
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
        ("/jobs", "Jobs"),
        ("http://x.socialsite28.test/modelquay", "X"),
        ("http://gh.socialsite28.test/modelquay", "GitHub"),
    ],
    title_format="{title} · ModelQuay",
    home_title="ModelQuay – The AI community building the future.",
    home_main=(
        "<h1>The AI community building the future.</h1>"
        + links(
            [
                ("/models?sort=trending", "Trending models"),
                ("/lumenlab/gridwalk-large", "lumenlab/gridwalk-large"),
                ("/datasets?sort=trending", "Trending datasets"),
                ("/spaces?sort=trending", "Trending spaces"),
            ]
        )
    ),
)


def _mq_repo_nav(base: str, files: str = "tree/main") -> str:
    return (
        '<nav class="repo-tabs">'
        f'<a href="{base}">Card</a> <a href="{base}/{files}">Files and versions</a> '
        f'<a href="{base}/discussions">Community <span>3</span></a>'
        "</nav>"
    )


def _mq_files(base: str, rows: list[tuple[str, str, str]]) -> str:
    """rows: (file name, href, size)."""
    body = "".join(
        f'<tr><td><a href="{base}/blob/main/{n}">{n}</a></td><td>{s}</td>'
        f'<td><a href="{h}" title="Download file">⤓</a></td></tr>'
        for n, h, s in rows
    )
    return (
        f'<div class="branch">main · <a href="{base}/commits/main">4 commits</a></div>'
        f"<table class=files>{body}</table>"
    )


def _mq_blob(base: str, name: str, content: str) -> str:
    return (
        f"<h1>{base.strip('/')}</h1>{_mq_repo_nav(base)}"
        f'<div class="path"><a href="{base}/tree/main">main</a> / {name}</div>'
        f'<a href="{base}/resolve/main/{name}">download</a> '
        f'<a href="{base}/commits/main">history</a>'
        f"<pre>{content}</pre>"
    )


def _mq_discussions(base: str) -> str:
    return (
        f"<h1>{base.strip('/')}</h1>{_mq_repo_nav(base)}"
        + links(
            [
                (f"{base}/discussions/3", "#3 Tokenizer mismatch with v0.2?"),
                (f"{base}/discussions/1", "#1 Add model card metadata"),
            ]
        )
        + '<a href="/login?next=%2Fdiscussions%2Fnew">New discussion</a>'
    )


def modelquay() -> list[Site]:
    p: dict[str, PageValue] = {}
    mb = "/lumenlab/gridwalk-base"
    weights = f"http://{MQ_CDN}/repos/7f/3a/7f3a9c0e5b/e4b1d2a9c3f0b7e6d8a1c2f3e4d5b6a7"
    p[mb] = MQP.page(
        "lumenlab/gridwalk-base",
        cookie_banner("/privacy") + '<h1><a href="/lumenlab">lumenlab</a> / gridwalk-base</h1>'
        '<div class="tags"><a href="/models?pipeline_tag=graph-ml">Graph Machine Learning</a> '
        '<a href="/models?library=safetensors">Safetensors</a> '
        '<a href="/models?license=license:apache-2.0">apache-2.0</a></div>'
        + _mq_repo_nav(mb)
        + '<article class="model-card"><h2>GridWalk-base</h2><p>A 110M-parameter message-passing '
        "router for sparse lattices, trained on "
        '<a href="/datasets/lumenlab/sparse-lattice-routes">lumenlab/sparse-lattice-routes</a>. '
        f'See the paper <a href="http://{MQ_PAPERS}/abs/2505.01234">arXiv:2505.01234</a>.</p>'
        '<h3>Usage</h3><pre>router = GridWalk.from_pretrained("lumenlab/gridwalk-base")</pre>'
        "<h3>Evaluation</h3><table><tr><td>GridNav-hard</td><td>71.4</td></tr></table></article>"
        '<aside><h3>Model tree</h3><p>Finetunes: <a href="/models?other=base_model:finetune:'
        'lumenlab%2Fgridwalk-base">2 models</a></p>'
        '<h3>Spaces using this model</h3><a href="/spaces/lumenlab/wavesplit-demo">'
        "lumenlab/wavesplit-demo</a>"
        '<h3>Collection</h3><a href="/collections/lumenlab/gridwalk-66a0c1">GridWalk</a>'
        "<h3>Downloads last month</h3><p>4,211</p></aside>"
        '<p>Other models by lumenlab: <a href="/lumenlab/gridwalk-large">gridwalk-large</a> '
        '<a href="/lumenlab/lattice-tokenizer">lattice-tokenizer</a></p>',
        share=f"http://{MQ}{mb}",
    )
    p[f"{mb}/tree/main"] = MQP.page(
        "lumenlab/gridwalk-base at main",
        "<h1>lumenlab/gridwalk-base</h1>"
        + _mq_repo_nav(mb)
        + _mq_files(
            mb,
            [
                ("README.md", f"{mb}/resolve/main/README.md", "2.1 kB"),
                ("config.json", f"{mb}/resolve/main/config.json", "612 B"),
                ("model.safetensors", weights, "441 MB · LFS"),
            ],
        ),
    )
    p[f"{mb}/blob/main/README.md"] = MQP.page(
        "README.md · lumenlab/gridwalk-base at main",
        _mq_blob(mb, "README.md", "---\nlicense: apache-2.0\n---\n# GridWalk-base"),
    )
    p[f"{mb}/blob/main/config.json"] = MQP.page(
        "config.json · lumenlab/gridwalk-base at main",
        _mq_blob(mb, "config.json", '{"hidden_size": 768, "num_layers": 12}'),
    )
    p[f"{mb}/blob/main/model.safetensors"] = MQP.page(
        "model.safetensors · lumenlab/gridwalk-base at main",
        _mq_blob(
            mb, "model.safetensors", "This file is stored with Git LFS. It is too big to display"
        )
        + f'<a href="{weights}">download (441 MB)</a>',
    )
    p[f"{mb}/resolve/main/README.md"] = text("---\nlicense: apache-2.0\n---\n# GridWalk-base\n")
    p[f"{mb}/resolve/main/config.json"] = text(
        '{"hidden_size": 768, "num_layers": 12}\n', "application/json"
    )
    p[f"{mb}/resolve/main/model.safetensors"] = Response.redirect(weights)
    p[f"{mb}/commits/main"] = MQP.page(
        "Commits · lumenlab/gridwalk-base",
        "<h1>lumenlab/gridwalk-base</h1>"
        + _mq_repo_nav(mb)
        + "<ol><li>Upload model.safetensors · 9c1e2f0</li><li>Update README.md · 41ab77d</li>"
        "<li>initial commit · 0de1aa3</li></ol>",
    )
    p[f"{mb}/discussions"] = MQP.page("lumenlab/gridwalk-base · Discussions", _mq_discussions(mb))
    p[f"{mb}/discussions/3"] = MQP.page(
        "Tokenizer mismatch with v0.2? · lumenlab/gridwalk-base",
        "<h1>Tokenizer mismatch with v0.2?</h1>"
        + _mq_repo_nav(mb)
        + '<p><a href="/okafor-m">okafor-m</a>: loading with the old tokenizer gives garbage.</p>'
        '<p><a href="/lumenlab">lumenlab</a>: use lattice-tokenizer ≥ 0.3.</p>',
    )
    p[f"{mb}/discussions/1"] = MQP.page(
        "Add model card metadata · lumenlab/gridwalk-base",
        "<h1>Add model card metadata</h1>" + _mq_repo_nav(mb) + "<p>Merged.</p>",
    )
    p["/login?next=%2Fdiscussions%2Fnew"] = Response.redirect("/login")

    # dataset repo
    db = "/datasets/lumenlab/sparse-lattice-routes"
    shard0 = (
        f"http://{MQ_CDN}/datasets/lumenlab/sparse-lattice-routes/9d/train-00000-of-00002.parquet"
    )
    shard1 = (
        f"http://{MQ_CDN}/datasets/lumenlab/sparse-lattice-routes/9d/train-00001-of-00002.parquet"
    )
    test0 = (
        f"http://{MQ_CDN}/datasets/lumenlab/sparse-lattice-routes/9d/test-00000-of-00001.parquet"
    )
    p[db] = MQP.page(
        "lumenlab/sparse-lattice-routes · Datasets at ModelQuay",
        cookie_banner("/privacy")
        + '<h1>Datasets: <a href="/lumenlab">lumenlab</a> / sparse-lattice-routes</h1>'
        '<div class="tags"><a href="/datasets?task_categories=task_categories:graph-ml">Graph ML</a> '
        '<a href="/datasets?size_categories=size_categories:1M<n<10M">1M - 10M</a></div>'
        f'<nav class="repo-tabs"><a href="{db}">Dataset card</a> '
        f'<a href="{db}/viewer/default/train">Data Studio</a> '
        f'<a href="{db}/tree/main">Files and versions</a> '
        f'<a href="{db}/discussions">Community</a></nav>'
        '<section class="viewer-preview"><h3>Dataset Viewer</h3>'
        f'<p>Split: <a href="{db}/viewer/default/train">train (2.4M rows)</a> · '
        f'<a href="{db}/viewer/default/test">test (120k rows)</a></p>'
        "<table><tr><th>lattice_id</th><th>src</th><th>dst</th><th>path_len</th></tr>"
        "<tr><td>L-00017</td><td>4</td><td>311</td><td>19</td></tr></table></section>"
        "<article><h2>Sparse Lattice Routes</h2><p>Shortest routes on randomly thinned 2-D "
        'lattices, used to train <a href="/lumenlab/gridwalk-base">gridwalk-base</a>.</p></article>'
        '<aside><h3>Models trained on this dataset</h3><a href="/lumenlab/gridwalk-base">'
        'lumenlab/gridwalk-base</a> <a href="/lumenlab/gridwalk-large">lumenlab/gridwalk-large</a></aside>',
        share=f"http://{MQ}{db}",
    )
    for split, rows in (("train", "2.4M"), ("test", "120k")):
        p[f"{db}/viewer/default/{split}"] = MQP.page(
            f"lumenlab/sparse-lattice-routes · {split} · Data Studio",
            f"<h1>lumenlab/sparse-lattice-routes</h1><p>Split {split}: {rows} rows</p>"
            f'<a href="{db}">Back to dataset card</a>'
            "<table><tr><td>L-00017</td><td>4</td><td>311</td><td>19</td></tr></table>",
        )
    p[f"{db}/tree/main"] = MQP.page(
        "lumenlab/sparse-lattice-routes at main",
        f'<h1>lumenlab/sparse-lattice-routes</h1><a href="{db}">Dataset card</a>'
        + _mq_files(
            db,
            [
                ("README.md", f"{db}/resolve/main/README.md", "3.0 kB"),
                ("data/train-00000-of-00002.parquet", shard0, "180 MB · LFS"),
                ("data/train-00001-of-00002.parquet", shard1, "179 MB · LFS"),
                ("data/test-00000-of-00001.parquet", test0, "18 MB · LFS"),
            ],
        ),
    )
    p[f"{db}/blob/main/README.md"] = MQP.page(
        "README.md · lumenlab/sparse-lattice-routes at main",
        _mq_blob(
            db, "README.md", "---\nconfigs:\n- config_name: default\n---\n# Sparse Lattice Routes"
        ),
    )
    p[f"{db}/resolve/main/README.md"] = text("# Sparse Lattice Routes\n")
    p[f"{db}/commits/main"] = MQP.page(
        "Commits · lumenlab/sparse-lattice-routes", "<ol><li>Convert to parquet · 77ac210</li></ol>"
    )
    p[f"{db}/discussions"] = MQP.page(
        "lumenlab/sparse-lattice-routes · Discussions",
        f'<h1>lumenlab/sparse-lattice-routes</h1><a href="{db}">Dataset card</a><p>No discussions yet.</p>'
        '<a href="/login?next=%2Fdiscussions%2Fnew">New discussion</a>',
    )
    for path in (
        db + "/blob/main/data/train-00000-of-00002.parquet",
        db + "/blob/main/data/train-00001-of-00002.parquet",
        db + "/blob/main/data/test-00000-of-00001.parquet",
    ):
        p[path] = MQP.page(
            path.rsplit("/", 1)[1], _mq_blob(db, path.split("/main/", 1)[1], "Git LFS file")
        )

    # space repo
    sb = "/spaces/lumenlab/wavesplit-demo"
    app = f"http://{MQ_APP}/"
    p[sb] = MQP.page(
        "WaveSplit Demo - a Space by lumenlab",
        cookie_banner("/privacy")
        + '<h1>Spaces: <a href="/lumenlab">lumenlab</a> / wavesplit-demo <span>Running</span></h1>'
        f'<nav class="repo-tabs"><a href="{sb}">App</a> <a href="{sb}/tree/main">Files</a> '
        f'<a href="{sb}/discussions">Community</a></nav>'
        f'<iframe src="{app}" title="WaveSplit Demo" width="100%" height="640"></iframe>'
        f'<p><a href="{app}" target="_blank">Open in a new tab ↗</a></p>'
        '<aside><h3>Models used</h3><a href="/lumenlab/gridwalk-base">lumenlab/gridwalk-base</a>'
        '<h3>Similar Spaces</h3><a href="/spaces/okafor-m/lattice-playground">okafor-m/lattice-playground</a></aside>',
        share=f"http://{MQ}{sb}",
    )
    p[f"{sb}/tree/main"] = MQP.page(
        "lumenlab/wavesplit-demo at main",
        f'<h1>lumenlab/wavesplit-demo</h1><a href="{sb}">App</a>'
        + _mq_files(
            sb,
            [
                ("app.py", f"{sb}/resolve/main/app.py", "3.4 kB"),
                ("requirements.txt", f"{sb}/resolve/main/requirements.txt", "64 B"),
            ],
        ),
    )
    p[f"{sb}/blob/main/app.py"] = MQP.page(
        "app.py · lumenlab/wavesplit-demo at main",
        _mq_blob(sb, "app.py", "import gradio as gr\nfrom gridwalk import GridWalk\n"),
    )
    p[f"{sb}/blob/main/requirements.txt"] = MQP.page(
        "requirements.txt · lumenlab/wavesplit-demo at main",
        _mq_blob(sb, "requirements.txt", "gradio==4.44\ngridwalk==0.4.1"),
    )
    p[f"{sb}/resolve/main/app.py"] = text(
        "import gradio as gr\nfrom gridwalk import GridWalk\n", "text/x-python"
    )
    p[f"{sb}/resolve/main/requirements.txt"] = text("gradio==4.44\ngridwalk==0.4.1\n")
    p[f"{sb}/commits/main"] = MQP.page(
        "Commits · lumenlab/wavesplit-demo", "<ol><li>Pin gradio</li></ol>"
    )
    p[f"{sb}/discussions"] = MQP.page(
        "lumenlab/wavesplit-demo · Discussions",
        f'<h1>lumenlab/wavesplit-demo</h1><a href="{sb}">App</a>'
        + links([(f"{sb}/discussions/2", "#2 Runtime error on CPU hardware")]),
    )
    p[f"{sb}/discussions/2"] = MQP.page(
        "Runtime error on CPU hardware · lumenlab/wavesplit-demo",
        f'<h1>Runtime error on CPU hardware</h1><a href="{sb}">App</a><p>Fixed by restarting.</p>',
    )

    fill(
        p,
        MQP,
        {
            "/lumenlab": "lumenlab (Lumen Lab)",
            "/okafor-m": "okafor-m (Mira Okafor)",
            "/lumenlab/gridwalk-large": "lumenlab/gridwalk-large",
            "/lumenlab/lattice-tokenizer": "lumenlab/lattice-tokenizer",
            "/spaces/okafor-m/lattice-playground": "Lattice Playground - a Space by okafor-m",
            "/collections/lumenlab/gridwalk-66a0c1": "GridWalk - a lumenlab Collection",
            "/models": "Models",
            "/datasets": "Datasets",
            "/spaces": "Spaces",
            "/docs": "Docs",
            "/pricing": "Pricing",
            "/terms": "Terms of Service",
            "/privacy": "Privacy Policy",
            "/about": "About",
            "/jobs": "Jobs",
            "/login": "Log in",
            "/signup": "Sign up",
        },
    )
    cdn = Site(MQ_CDN)
    cdn.add(weights.split(MQ_CDN, 1)[1], binary("gridwalk-base.safetensors", size=4096))
    for shard in (shard0, shard1, test0):
        cdn.add(shard.split(MQ_CDN, 1)[1], binary(shard, "application/vnd.apache.parquet"))
    appsite = Site(MQ_APP)
    appsite.add(
        "/",
        (
            "<!DOCTYPE html><html><head><title>WaveSplit Demo</title>"
            '<script type="module" src="/assets/index-4c1f.js"></script></head>'
            '<body><gradio-app><div id="root">Loading…</div></gradio-app>'
            '<footer>Built with <a href="http://www.gradio28.test/">Gradio</a></footer></body></html>'
        ),
    )
    appsite.add("/assets/index-4c1f.js", Response.data(b"console.log('app')\n", "text/javascript"))
    papers = Site(MQ_PAPERS)
    papers.add(
        "/abs/2505.01234",
        (
            "<!DOCTYPE html><html><head><title>[2505.01234] GridWalk: Message Passing Routers for "
            "Sparse Lattices</title></head><body><h1>GridWalk</h1></body></html>"
        ),
    )
    return [MQP.site(p), cdn, appsite, papers]


MQ_KIND = "ModelQuay hub (HuggingFace-like)"
mq = f"http://{MQ}"

MODELQUAY: list[Case] = [
    # path_based_externals, like the seed's GitHub: every page of the model repo sits under
    # /lumenlab/gridwalk-base (card, file tree, blob views, raw files, commits, discussions)
    # and the weights are on a CDN of another registrable domain, linked from the tree and
    # the blob view.  Truth: those pages and files; not the org page, sibling models, the
    # training dataset (its own artifact), the arXiv-like paper, search facets or the
    # "New discussion" login redirect.
    case(
        "modelquay-model",
        MQ_KIND + " model repo",
        "Multi-Hop",
        "path_based_externals",
        f"{mq}/lumenlab/gridwalk-base",
        [
            f"{mq}/lumenlab/gridwalk-base",
            f"{mq}/lumenlab/gridwalk-base/tree/main",
            f"{mq}/lumenlab/gridwalk-base/blob/main/README.md",
            f"{mq}/lumenlab/gridwalk-base/blob/main/config.json",
            f"{mq}/lumenlab/gridwalk-base/blob/main/model.safetensors",
            f"{mq}/lumenlab/gridwalk-base/resolve/main/README.md",
            f"{mq}/lumenlab/gridwalk-base/resolve/main/config.json",
            f"{mq}/lumenlab/gridwalk-base/commits/main",
            f"{mq}/lumenlab/gridwalk-base/discussions",
            f"{mq}/lumenlab/gridwalk-base/discussions/3",
            f"{mq}/lumenlab/gridwalk-base/discussions/1",
            f"http://{MQ_CDN}/repos/7f/3a/7f3a9c0e5b/e4b1d2a9c3f0b7e6d8a1c2f3e4d5b6a7",
        ],
        modelquay,
        others=[
            f"{mq}/datasets/lumenlab/sparse-lattice-routes",
            f"{mq}/lumenlab/gridwalk-large",
            f"http://{MQ_PAPERS}/abs/2505.01234",
        ],
    ),
    # path_based_externals: the dataset repo's pages under /datasets/lumenlab/sparse-lattice-routes
    # (card, viewer splits, tree, blob views, commits, discussions) plus its parquet shards on
    # the CDN.  Not the models trained on it.
    case(
        "modelquay-dataset",
        MQ_KIND + " dataset repo",
        "Multi-Hop",
        "path_based_externals",
        f"{mq}/datasets/lumenlab/sparse-lattice-routes",
        [
            f"{mq}/datasets/lumenlab/sparse-lattice-routes",
            f"{mq}/datasets/lumenlab/sparse-lattice-routes/viewer/default/train",
            f"{mq}/datasets/lumenlab/sparse-lattice-routes/viewer/default/test",
            f"{mq}/datasets/lumenlab/sparse-lattice-routes/tree/main",
            f"{mq}/datasets/lumenlab/sparse-lattice-routes/blob/main/README.md",
            f"{mq}/datasets/lumenlab/sparse-lattice-routes/resolve/main/README.md",
            f"{mq}/datasets/lumenlab/sparse-lattice-routes/blob/main/data/train-00000-of-00002.parquet",
            f"{mq}/datasets/lumenlab/sparse-lattice-routes/blob/main/data/train-00001-of-00002.parquet",
            f"{mq}/datasets/lumenlab/sparse-lattice-routes/blob/main/data/test-00000-of-00001.parquet",
            f"{mq}/datasets/lumenlab/sparse-lattice-routes/commits/main",
            f"{mq}/datasets/lumenlab/sparse-lattice-routes/discussions",
            f"http://{MQ_CDN}/datasets/lumenlab/sparse-lattice-routes/9d/train-00000-of-00002.parquet",
            f"http://{MQ_CDN}/datasets/lumenlab/sparse-lattice-routes/9d/train-00001-of-00002.parquet",
            f"http://{MQ_CDN}/datasets/lumenlab/sparse-lattice-routes/9d/test-00000-of-00001.parquet",
        ],
        modelquay,
        others=[f"{mq}/lumenlab/gridwalk-base", f"{mq}/lumenlab/gridwalk-large"],
    ),
    # path_based_externals: the Space's pages under /spaces/lumenlab/wavesplit-demo and its
    # running app on its own host (another registrable domain), linked "Open in a new tab".
    case(
        "modelquay-space",
        MQ_KIND + " space",
        "Multi-Hop",
        "path_based_externals",
        f"{mq}/spaces/lumenlab/wavesplit-demo",
        [
            f"{mq}/spaces/lumenlab/wavesplit-demo",
            f"{mq}/spaces/lumenlab/wavesplit-demo/tree/main",
            f"{mq}/spaces/lumenlab/wavesplit-demo/blob/main/app.py",
            f"{mq}/spaces/lumenlab/wavesplit-demo/blob/main/requirements.txt",
            f"{mq}/spaces/lumenlab/wavesplit-demo/resolve/main/app.py",
            f"{mq}/spaces/lumenlab/wavesplit-demo/resolve/main/requirements.txt",
            f"{mq}/spaces/lumenlab/wavesplit-demo/commits/main",
            f"{mq}/spaces/lumenlab/wavesplit-demo/discussions",
            f"{mq}/spaces/lumenlab/wavesplit-demo/discussions/2",
            f"http://{MQ_APP}/",
        ],
        modelquay,
        others=[f"{mq}/lumenlab/gridwalk-base", f"{mq}/spaces/okafor-m/lattice-playground"],
    ),
]


# --------------------------------------------------------------------------------------------
# Kernelyard: a Kaggle-like site.  A dataset's tabs (data explorer, code, discussion, versions)
# and a notebook's tabs (input, output, logs, comments) all sit under the record's path; the
# downloads are served from a storage bucket on another registrable domain.  The seed's table:
# Kaggle datasets are Multi-Hop, Path-Based with Externals.

KY = host("www", "kernelyard")
KY_STORE = host("storage", "yardbuckets")
KYP = Portal(
    KY,
    "Kernelyard",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/models", "Models"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
    ],
    [
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
        ("/blog", "Blog"),
        ("http://x.socialsite28.test/kernelyard", "X"),
    ],
    title_format="{title} | Kernelyard",
    home_title="Kernelyard: Your Machine Learning and Data Science Community",
    home_main="<h1>Level up with the largest AI & ML community</h1>"
    + links(
        [
            ("/datasets?sort=hotness", "Trending datasets"),
            ("/code?sort=hotness", "Hot notebooks"),
            ("/datasets/mira-okafor/edge-inference-latency", "Edge inference latency (featured)"),
        ]
    ),
)


def _ky_tabs(base: str, tabs: list[tuple[str, str]]) -> str:
    return (
        '<nav class="tabs">' + " ".join(f'<a href="{base}{s}">{t}</a>' for s, t in tabs) + "</nav>"
    )


def kernelyard() -> list[Site]:
    p: dict[str, PageValue] = {}
    ds = "/datasets/mira-okafor/edge-inference-latency"
    dtabs = [
        ("", "Data Card"),
        ("/data", "Data"),
        ("/code", "Code (2)"),
        ("/discussion", "Discussion (1)"),
        ("/versions", "Versions"),
    ]
    zipv3 = f"http://{KY_STORE}/kaggle-data-sets/5512209/9183377/bundle/archive.zip"
    head = (
        "<h1>Edge Inference Latency</h1><p>Latency of 40 vision models on 9 edge boards</p>"
        '<p>by <a href="/mira-okafor">Mira Okafor</a> · Updated 2 months ago (Version 3)</p>'
    )
    p[ds] = KYP.page(
        "Edge Inference Latency",
        cookie_banner("/cookies")
        + head
        + _ky_tabs(ds, dtabs)
        + f'<a class="download" href="{zipv3}">Download (38 MB)</a>'
        "<section><h2>About Dataset</h2><p>Per-layer and end-to-end latency measured with "
        "TensorRT and TFLite.</p><h3>Usability</h3><p>10.00</p>"
        '<h3>License</h3><a href="http://creativecommons28.test/licenses/by/4.0/">CC BY 4.0</a>'
        '<h3>Tags</h3><a href="/datasets?tags=13207-Computer+Vision">Computer Vision</a> '
        '<a href="/datasets?tags=16580-Hardware">Hardware</a></section>'
        '<section><h3>Data Explorer</h3><a href="'
        + ds
        + '/data?select=latency.csv">latency.csv</a> '
        f'<a href="{ds}/data?select=boards.csv">boards.csv</a></section>'
        '<aside><h3>Similar datasets</h3><a href="/datasets/yuto-sato/jetson-power-traces">Jetson '
        'power traces</a> <a href="/datasets/mira-okafor/edge-inference-latency-v1-raw">raw logs (older '
        "upload)</a></aside>",
        share=f"http://{KY}{ds}",
    )
    p[f"{ds}/data"] = KYP.page(
        "Edge Inference Latency - Data",
        head
        + _ky_tabs(ds, dtabs)
        + f'<a href="{ds}/data?select=latency.csv">latency.csv (36 MB)</a> '
        f'<a href="{ds}/data?select=boards.csv">boards.csv (3 kB)</a> <a href="{zipv3}">Download All</a>',
    )
    for f in ("latency.csv", "boards.csv"):
        p[f"{ds}/data?select={f}"] = KYP.page(
            f"Edge Inference Latency - {f}",
            head
            + _ky_tabs(ds, dtabs)
            + f"<h2>{f}</h2><table><tr><td>resnet50</td><td>jetson-nano</td>"
            f'<td>41.2</td></tr></table><a href="{zipv3}">Download</a>',
        )
    p[f"{ds}/code"] = KYP.page(
        "Edge Inference Latency - Code",
        head
        + _ky_tabs(ds, dtabs)
        + links(
            [
                ("/code/mira-okafor/latency-eda", "Latency EDA"),
                ("/code/yuto-sato/which-board-for-yolo", "Which board for YOLO?"),
            ]
        ),
    )
    p[f"{ds}/discussion"] = KYP.page(
        "Edge Inference Latency - Discussion",
        head
        + _ky_tabs(ds, dtabs)
        + links([(f"{ds}/discussion/481223", "Units of the latency column?")]),
    )
    p[f"{ds}/discussion/481223"] = KYP.page(
        "Units of the latency column? | Edge Inference Latency",
        head + "<h2>Units of the latency column?</h2><p>Milliseconds, median of 50 runs.</p>"
        f'<a href="/yuto-sato">yuto-sato</a> <a href="{ds}/discussion">All topics</a>',
    )
    p[f"{ds}/versions"] = KYP.page(
        "Edge Inference Latency - Versions",
        head
        + _ky_tabs(ds, dtabs)
        + links([(f"{ds}/versions/3", "Version 3 (current)"), (f"{ds}/versions/2", "Version 2")]),
    )
    for v in (3, 2):
        p[f"{ds}/versions/{v}"] = KYP.page(
            f"Edge Inference Latency - Version {v}",
            head
            + _ky_tabs(ds, dtabs)
            + f"<p>Version {v}</p>"
            + f'<a href="http://{KY_STORE}/kaggle-data-sets/5512209/{9183375 + v - 1}/bundle/archive.zip">'
            "Download this version</a>",
        )

    nb = "/code/mira-okafor/latency-eda"
    ntabs = [
        ("", "Notebook"),
        ("/input", "Input"),
        ("/output", "Output"),
        ("/log", "Logs"),
        ("/comments", "Comments (2)"),
    ]
    out_csv = f"http://{KY_STORE}/kaggle-kernel-outputs/201877431/latency_summary.csv"
    nhead = (
        '<h1>Latency EDA</h1><p><a href="/mira-okafor">Mira Okafor</a> · Version 7 · '
        "Python · 41 upvotes</p>"
    )
    p[nb] = KYP.page(
        "Latency EDA",
        cookie_banner("/cookies")
        + nhead
        + _ky_tabs(nb, ntabs)
        + '<a href="/code/mira-okafor/latency-eda/edit">Copy &amp; Edit</a>'
        "<div class=notebook><div class=cell><pre>import pandas as pd\n"
        "df = pd.read_csv('/kaggle/input/edge-inference-latency/latency.csv')</pre></div>"
        "<div class=output>40 models × 9 boards</div></div>"
        '<aside><h3>Input</h3><a href="/datasets/mira-okafor/edge-inference-latency">Edge Inference '
        'Latency</a><h3>Related notebooks</h3><a href="/code/yuto-sato/which-board-for-yolo">Which '
        "board for YOLO?</a></aside>",
        share=f"http://{KY}{nb}",
    )
    p[f"{nb}/input"] = KYP.page(
        "Latency EDA - Input",
        nhead
        + _ky_tabs(nb, ntabs)
        + '<a href="/datasets/mira-okafor/edge-inference-latency">edge-inference-latency</a>',
    )
    p[f"{nb}/output"] = KYP.page(
        "Latency EDA - Output",
        nhead + _ky_tabs(nb, ntabs) + f'<a href="{out_csv}">latency_summary.csv (12 kB)</a>',
    )
    p[f"{nb}/log"] = KYP.page(
        "Latency EDA - Logs",
        nhead + _ky_tabs(nb, ntabs) + "<pre>Time  #  Log Message\n4.2s 1 ok</pre>",
    )
    p[f"{nb}/comments"] = KYP.page(
        "Latency EDA - Comments",
        nhead + _ky_tabs(nb, ntabs) + '<p><a href="/yuto-sato">yuto-sato</a>: Nice plots!</p>',
    )
    p[f"{nb}/edit"] = Response.redirect(
        "/account/login?returnUrl=%2Fcode%2Fmira-okafor%2Flatency-eda%2Fedit"
    )
    fill(
        p,
        KYP,
        {
            "/mira-okafor": "Mira Okafor",
            "/yuto-sato": "Yuto Sato",
            "/datasets/yuto-sato/jetson-power-traces": "Jetson power traces",
            "/datasets/mira-okafor/edge-inference-latency-v1-raw": "Edge Inference Latency (raw logs)",
            "/code/yuto-sato/which-board-for-yolo": "Which board for YOLO?",
            "/account/login": "Sign In",
            "/competitions": "Competitions",
            "/datasets": "Datasets",
            "/models": "Models",
            "/code": "Code",
            "/discussions": "Discussions",
            "/learn": "Learn",
            "/terms": "Terms",
            "/privacy": "Privacy",
            "/contact": "Contact",
            "/blog": "Blog",
            "/cookies": "Cookies",
            "/login": "Sign In",
            "/signup": "Register",
        },
    )
    store = Site(KY_STORE)
    store.add(zipv3.split(KY_STORE, 1)[1], binary("eil-v3.zip", "application/zip"))
    store.add(
        "/kaggle-data-sets/5512209/9183376/bundle/archive.zip",
        binary("eil-v2.zip", "application/zip"),
    )
    store.add(
        "/kaggle-data-sets/5512209/9183377/bundle/archive.zip",
        binary("eil-v3.zip", "application/zip"),
    )
    store.add(
        out_csv.split(KY_STORE, 1)[1], text("model,board,p50\nresnet50,nano,41.2\n", "text/csv")
    )
    return [KYP.site(p), store]


KY_KIND = "Kernelyard (Kaggle-like)"
ky = f"http://{KY}"
KY_DS = f"{ky}/datasets/mira-okafor/edge-inference-latency"
KY_NB = f"{ky}/code/mira-okafor/latency-eda"

KERNELYARD: list[Case] = [
    # path_based_externals (the seed's Kaggle row): the dataset's tabs, file previews,
    # discussion thread and version pages under its path, and the v3 and v2 archives on the
    # storage bucket (another registrable domain).  Not the notebooks in its Code tab (their
    # own artifacts), similar datasets, nor the raw-logs dataset whose slug extends this one's
    # (it is another upload: an honest path-based crawl from the slug picks it up, the truth
    # does not).
    case(
        "kernelyard-dataset",
        KY_KIND + " dataset",
        "Multi-Hop",
        "path_based_externals",
        KY_DS,
        [
            KY_DS,
            f"{KY_DS}/data",
            f"{KY_DS}/data?select=latency.csv",
            f"{KY_DS}/data?select=boards.csv",
            f"{KY_DS}/code",
            f"{KY_DS}/discussion",
            f"{KY_DS}/discussion/481223",
            f"{KY_DS}/versions",
            f"{KY_DS}/versions/3",
            f"{KY_DS}/versions/2",
            f"http://{KY_STORE}/kaggle-data-sets/5512209/9183377/bundle/archive.zip",
            f"http://{KY_STORE}/kaggle-data-sets/5512209/9183376/bundle/archive.zip",
        ],
        kernelyard,
        others=[
            f"{ky}/code/mira-okafor/latency-eda",
            f"{ky}/datasets/yuto-sato/jetson-power-traces",
        ],
    ),
    # path_based_externals: the notebook and its Input/Output/Logs/Comments tabs, and its
    # output file on the bucket.  Not its input dataset (linked, another artifact) nor the
    # "Copy & Edit" login redirect under its path.
    case(
        "kernelyard-notebook",
        KY_KIND + " notebook",
        "Multi-Hop",
        "path_based_externals",
        KY_NB,
        [
            KY_NB,
            f"{KY_NB}/input",
            f"{KY_NB}/output",
            f"{KY_NB}/log",
            f"{KY_NB}/comments",
            f"http://{KY_STORE}/kaggle-kernel-outputs/201877431/latency_summary.csv",
        ],
        kernelyard,
        others=[KY_DS, f"{ky}/code/yuto-sato/which-board-for-yolo"],
    ),
]


# --------------------------------------------------------------------------------------------
# TabML: an OpenML-like catalogue of datasets, tasks and runs.  Each record's id sits in every
# URI that belongs to it (its page, its download page, the files on the API host, the JSON/XML
# descriptions, the listing of tasks or runs filtered by it), several of them two hops out,
# while nothing else around it carries the id: the seed's GBIF shape, Significant String from
# URI.

TM = host("www", "tabmlhub")
TM_API = host("api", "tabmlhub")
TMP = Portal(
    TM,
    "TabML",
    [
        ("/search?type=data", "Datasets"),
        ("/search?type=task", "Tasks"),
        ("/search?type=flow", "Flows"),
        ("/search?type=run", "Runs"),
        ("/search?type=study", "Benchmarks"),
        ("/apis", "APIs"),
    ],
    [
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/cite", "Cite us"),
        ("http://gh.socialsite28.test/tabmlhub", "GitHub"),
        ("http://x.socialsite28.test/tabmlhub", "X"),
    ],
    title_format="{title} - TabML",
    home_title="TabML - Machine learning, better, together",
    home_main="<h1>Machine learning, better, together</h1>"
    + links(
        [
            ("/d/44089", "Featured: electricity"),
            ("/search?type=study&id=99", "Benchmark suite CC18"),
        ]
    ),
)


def tabml() -> list[Site]:
    p: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    did, arff, pq = 46121, "edge_latency.arff", "edge_latency.pq"
    p[f"/d/{did}"] = TMP.page(
        "edge_latency",
        cookie_banner("/privacy")
        + f"<h1>edge_latency</h1><p>ID: {did} · version 2 · active · ARFF · Publicly available</p>"
        '<p>Uploaded by <a href="/u/88123">Mira Okafor</a> · 14 likes · 231 downloads</p>'
        f'<p><a href="/data/download/{did}">Download</a> · '
        f'<a href="http://{TM_API}/api/v1/data/{did}">XML</a> · '
        f'<a href="http://{TM_API}/api/v1/json/data/{did}">JSON</a> · '
        f'<a href="/search?type=task&amp;source_data.data_id={did}">4 tasks</a> · '
        f'<a href="/search?type=run&amp;run_task.source_data.data_id={did}">1,907 runs</a></p>'
        "<h2>Description</h2><p>End-to-end latency of 40 vision models on 9 edge boards.</p>"
        '<p>Source: <a href="http://www.kernelyard.hx28.example/datasets/mira-okafor/edge-inference-latency">'
        "Kernelyard</a></p>"
        "<h2>9 features</h2><table><tr><td>model (nominal)</td></tr><tr><td>p50 (numeric, target)</td></tr></table>"
        "<h2>Versions</h2>"
        + links([("/d/45990", "edge_latency (1) – deactivated")])
        + '<h2>Tags</h2><a href="/search?type=data&amp;tags.tag=hardware">hardware</a> '
        '<a href="/search?type=data&amp;tags.tag=regression">regression</a>'
        + "<h2>Similar datasets</h2>"
        + links([("/d/44089", "electricity"), ("/d/1590", "adult")]),
    )
    p[f"/data/download/{did}"] = TMP.page(
        "Download edge_latency",
        f"<h1>Download edge_latency (ID {did})</h1>"
        + links(
            [
                (f"http://{TM_API}/data/v1/download/{did}/{arff}", "ARFF (original)"),
                (f"http://{TM_API}/data/v1/get_csv/{did}/edge_latency.csv", "CSV"),
                (f"http://{TM_API}/data/v1/download/{did}/{pq}", "Parquet"),
            ]
        )
        + f'<p>Back to <a href="/d/{did}">edge_latency</a>. Or use the <a href="/apis">Python API</a>.</p>',
    )
    p[f"/search?type=task&source_data.data_id={did}"] = TMP.page(
        "Tasks on edge_latency",
        f"<h1>4 tasks on dataset {did}</h1>"
        + links(
            [
                ("/t/361244", "Supervised Regression on edge_latency (10-fold CV)"),
                ("/t/361245", "Supervised Regression on edge_latency (holdout 33%)"),
            ]
        ),
    )
    p[f"/search?type=run&run_task.source_data.data_id={did}"] = TMP.page(
        "Runs on edge_latency",
        f"<h1>1,907 runs on dataset {did}</h1>"
        + links([("/r/10438877", "Run 10438877: sklearn.ensemble.RandomForestRegressor")]),
    )
    api[f"/api/v1/data/{did}"] = text(
        f'<?xml version="1.0"?><oml:data_set_description xmlns:oml="http://tabml.org/oml"><oml:id>{did}</oml:id>'
        f"<oml:name>edge_latency</oml:name><oml:url>http://{TM_API}/data/v1/download/{did}/{arff}</oml:url>"
        "</oml:data_set_description>",
        "application/xml",
    )
    api[f"/api/v1/json/data/{did}"] = text(
        f'{{"data_set_description": {{"id": "{did}", "name": "edge_latency", '
        f'"url": "http://{TM_API}/data/v1/download/{did}/{arff}"}}}}',
        "application/json",
    )
    api[f"/data/v1/download/{did}/{arff}"] = text(
        "@relation edge_latency\n@attribute p50 numeric\n@data\n41.2\n"
    )
    api[f"/data/v1/get_csv/{did}/edge_latency.csv"] = text("p50\n41.2\n", "text/csv")
    api[f"/data/v1/download/{did}/{pq}"] = binary(pq, "application/vnd.apache.parquet")

    tid = 361244
    p[f"/t/{tid}"] = TMP.page(
        "Task 361244: edge_latency - Supervised Regression",
        f"<h1>Task {tid}: Supervised Regression on edge_latency</h1>"
        f'<p>Source data: <a href="/d/{did}">edge_latency (ID {did})</a> · target feature p50 · '
        "estimation procedure: 10-fold Crossvalidation · evaluation measure: mean_absolute_error</p>"
        f'<p><a href="http://{TM_API}/api/v1/task/{tid}">XML</a> '
        f'<a href="http://{TM_API}/api/v1/json/task/{tid}">JSON</a> '
        f'<a href="/search?type=run&amp;run_task.task_id={tid}&amp;sort=evaluations.mean_absolute_error">'
        "1,204 runs</a></p>"
        '<h2>Leaderboard</h2><ol><li><a href="/r/10438877">Run 10438877</a> – '
        '<a href="/f/19033">sklearn.ensemble.HistGradientBoostingRegressor</a> by <a href="/u/88123">'
        "Mira Okafor</a></li></ol>"
        '<h2>Studies</h2><a href="/search?type=study&amp;id=99">CC18</a>',
    )
    p[f"/search?type=run&run_task.task_id={tid}&sort=evaluations.mean_absolute_error"] = TMP.page(
        f"Runs on task {tid}",
        f"<h1>1,204 runs on task {tid}</h1>"
        + links([("/r/10438877", "Run 10438877"), ("/r/10438912", "Run 10438912")])
        + f'<p>Splits: <a href="http://{TM_API}/api_splits/get/{tid}/Task_{tid}_splits.arff">'
        "Task_361244_splits.arff</a></p>",
    )
    api[f"/api/v1/task/{tid}"] = text(
        f'<?xml version="1.0"?><oml:task xmlns:oml="http://tabml.org/oml"><oml:task_id>{tid}</oml:task_id>'
        "</oml:task>",
        "application/xml",
    )
    api[f"/api/v1/json/task/{tid}"] = text(
        f'{{"task": {{"task_id": "{tid}"}}}}', "application/json"
    )
    api[f"/api_splits/get/{tid}/Task_{tid}_splits.arff"] = text(
        "@relation splits\n@data\nTRAIN,0,0,0\n"
    )
    fill(
        p,
        TMP,
        {
            "/u/88123": "Mira Okafor",
            "/d/45990": "edge_latency (version 1)",
            "/d/44089": "electricity",
            "/d/1590": "adult",
            "/t/361245": "Task 361245",
            "/r/10438877": "Run 10438877",
            "/r/10438912": "Run 10438912",
            "/f/19033": "Flow 19033",
            "/apis": "APIs",
            "/about": "About",
            "/terms": "Terms",
            "/cite": "Cite us",
            "/search?type=study&id=99": "Benchmark suite CC18",
            "/login": "Sign in",
            "/signup": "Sign up",
        },
    )
    return [TMP.site(p), Site(TM_API, api)]


TM_KIND = "TabML catalogue (OpenML-like)"
tm = f"http://{TM}"
tma = f"http://{TM_API}"

TABML: list[Case] = [
    # sig_uri: every member carries "46121": the dataset page, its download page (whose files
    # on the API host are two hops out), the XML/JSON descriptions and the task and run
    # listings filtered by the dataset (like GBIF's occurrence search ?datasetKey=).  Not the
    # uploader, the tasks themselves, the older version 45990, tag searches or other datasets.
    case(
        "tabml-dataset",
        TM_KIND + " dataset",
        "Multi-Hop",
        "sig_uri",
        f"{tm}/d/46121",
        [
            f"{tm}/d/46121",
            f"{tm}/data/download/46121",
            f"{tm}/search?type=task&source_data.data_id=46121",
            f"{tm}/search?type=run&run_task.source_data.data_id=46121",
            f"{tma}/api/v1/data/46121",
            f"{tma}/api/v1/json/data/46121",
            f"{tma}/data/v1/download/46121/edge_latency.arff",
            f"{tma}/data/v1/get_csv/46121/edge_latency.csv",
            f"{tma}/data/v1/download/46121/edge_latency.pq",
        ],
        tabml,
        others=[f"{tm}/d/45990", f"{tm}/d/44089"],
    ),
    # sig_uri: the task page, its XML/JSON, its run listing and (two hops out) its splits
    # file all carry "361244"; the source dataset, runs and flows are other records.
    case(
        "tabml-task",
        TM_KIND + " task",
        "Multi-Hop",
        "sig_uri",
        f"{tm}/t/361244",
        [
            f"{tm}/t/361244",
            f"{tma}/api/v1/task/361244",
            f"{tma}/api/v1/json/task/361244",
            f"{tm}/search?type=run&run_task.task_id=361244&sort=evaluations.mean_absolute_error",
            f"{tma}/api_splits/get/361244/Task_361244_splits.arff",
        ],
        tabml,
        others=[f"{tm}/d/46121", f"{tm}/r/10438877"],
    ),
]


# --------------------------------------------------------------------------------------------
# Cellbook: an Observable-like notebook site.  A notebook's history and pinned versions sit
# under its path; its file attachments are served from a user-content domain.  GitHub-like
# shape: Path-Based with Externals.

CB = host("www", "cellbookhq")
CB_FILES = host("static", "cellbookusercontent")
CBP = Portal(
    CB,
    "Cellbook",
    [("/explore", "Explore"), ("/pricing", "Pricing"), ("/docs", "Docs"), ("/blog", "Blog")],
    [
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/status", "Status"),
        ("http://x.socialsite28.test/cellbook", "X"),
    ],
    title_format="{title} / {name}",
    home_title="Cellbook: the platform for data visualization notebooks",
    home_main="<h1>Explore, analyze, and explain data.</h1>"
    + links([("/@d3lab/color-legend", "Color legend"), ("/explore", "Trending notebooks")]),
)


def cellbook() -> list[Site]:
    p: dict[str, PageValue] = {}
    nb = "/@lumen/lattice-route-explorer"
    f1 = f"http://{CB_FILES}/files/9f2c41e07a1b5d33e0a4b2c1d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e9f01"
    f2 = f"http://{CB_FILES}/files/1b7e22d9c0a4f3e5b6d7c8a9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3"
    body = (
        '<h1>Lattice route explorer</h1><p><a href="/@lumen">Lumen Lab</a> · Edited Mar 3 · '
        '<a href="'
        + nb
        + '/history">History</a> · <a href="/@lumen/collections/lattices">in Lattices</a></p>'
        '<div class=cell><pre>routes = FileAttachment("routes.csv").csv({typed: true})</pre></div>'
        '<div class=cell><pre>import {legend} from "@d3lab/color-legend"</pre>'
        '<a href="/@d3lab/color-legend">@d3lab/color-legend</a></div>'
        '<div class="attachments"><h3>Files</h3>'
        f'<a href="{f1}">routes.csv</a> <a href="{f2}">lattice-meta.json</a></div>'
        '<aside>Forks: <a href="/@yuto/lattice-route-explorer">@yuto/lattice-route-explorer</a></aside>'
    )
    p[nb] = CBP.page(
        "Lattice route explorer", cookie_banner("/privacy") + body, share=f"http://{CB}{nb}"
    )
    p[f"{nb}/history"] = CBP.page(
        "History · Lattice route explorer",
        f'<h1><a href="{nb}">Lattice route explorer</a> history</h1>'
        + links([(f"{nb}/41", "Version 41 · Mar 3"), (f"{nb}/38", "Version 38 · Feb 20")]),
    )
    for v in (41, 38):
        p[f"{nb}/{v}"] = CBP.page(
            f"Lattice route explorer (version {v})", body + f"<p>Version {v}</p>"
        )
    fill(
        p,
        CBP,
        {
            "/@lumen": "Lumen Lab",
            "/@lumen/collections/lattices": "Lattices",
            "/@d3lab/color-legend": "Color legend",
            "/@yuto/lattice-route-explorer": "Lattice route explorer (fork)",
            "/explore": "Explore",
            "/pricing": "Pricing",
            "/docs": "Docs",
            "/blog": "Blog",
            "/terms": "Terms",
            "/privacy": "Privacy",
            "/status": "Status",
            "/login": "Sign in",
            "/signup": "Sign up",
        },
    )
    files = Site(CB_FILES)
    files.add(f1.split(CB_FILES, 1)[1], text("src,dst,len\n4,311,19\n", "text/csv"))
    files.add(f2.split(CB_FILES, 1)[1], text('{"lattices": 1200}', "application/json"))
    return [CBP.site(p), files]


cb = f"http://{CB}"
CELLBOOK: list[Case] = [
    # path_based_externals: the notebook, its history and pinned versions under its path, and
    # its two attachments on the user-content domain.  Not the imported notebook, the fork
    # (another user's copy), the author or the collection.
    case(
        "cellbook-notebook",
        "Cellbook notebooks (Observable-like)",
        "Multi-Hop",
        "path_based_externals",
        f"{cb}/@lumen/lattice-route-explorer",
        [
            f"{cb}/@lumen/lattice-route-explorer",
            f"{cb}/@lumen/lattice-route-explorer/history",
            f"{cb}/@lumen/lattice-route-explorer/41",
            f"{cb}/@lumen/lattice-route-explorer/38",
            f"http://{CB_FILES}/files/9f2c41e07a1b5d33e0a4b2c1d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e9f01",
            f"http://{CB_FILES}/files/1b7e22d9c0a4f3e5b6d7c8a9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3",
        ],
        cellbook,
        others=[f"{cb}/@d3lab/color-legend", f"{cb}/@yuto/lattice-route-explorer"],
    ),
]

CASES: list[Case] = [*MODELQUAY, *KERNELYARD, *TABML, *CELLBOOK]
