"""A Hugging-Face-like dataset hub: a git-backed dataset repository whose file tree is
paginated (``?cursor=``), whose small files are served under the repository path
(``/resolve/main/…``) and whose large (LFS) files are stored on the hub's user-content CDN,
a registrable domain of its own.

Expected heuristic: the hub is the GitHub/Kaggle structure of the seed's table — a
repository whose pages all live under its path (card, file tree, blobs, commits,
discussions, viewer) plus files on another domain (GitHub's raw.githubusercontent.com,
Kaggle's storage) — so "Multi-Hop — Path-Based with Externals".

Truth: the dataset card, both pages of the root file tree and the ``data/`` tree, each
file's blob page, the raw small files, the LFS objects on the CDN (reached from the LFS
pointer pages), the commit history and the commit it lists, the discussions list and the
discussion it links, and the dataset viewer page.  Not the artifact: the organisation
page, the models and Spaces that use the dataset and the sibling dataset whose name extends
this one (``…-dedup``), all artifacts of their own (`others`); tag and task listings,
pricing, docs, login, the licence and the paper on another portal.
"""

from __future__ import annotations

import hashlib
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Shell, a, css, image_file, js, text_file, ul

HUB = "www.tensorgarden.hx8.example"
LFS = "cdn-lfs.tensorgarden-usercontent.hx8.example"
DS = "/datasets/nlp-uio/norwegian-court-rulings"
TITLE = "nlp-uio/norwegian-court-rulings"
SHA = "4c1f0e9b7a2d6c3e8f5a1b0d9c7e6f5a4b3c2d1e"
CURSOR = "ZXlKbWFXeGxYMjVoYldVaU9pSmtZWFJoTDNSbGMzUXRNREF3TURBdGIyWXRNREF3TURFdWNHRnlhM1ZsZENKOQ"


def _render(title: str, main: str, head: str) -> str:
    t = (
        f"{title} · Datasets at TensorGarden"
        if title
        else "TensorGarden – The AI community building the future."
    )
    return f"""<!doctype html>
<html class=""><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=no">
<meta property="og:site_name" content="TensorGarden">
<link rel="stylesheet" href="/front/build/kube-2a9c41e/style.css">
<link rel="preconnect" href="http://fonts.tensorgarden-usercontent.hx8.example">
<script defer src="/front/build/kube-2a9c41e/index.js"></script>
<title>{escape(t)}</title>{head}</head>
<body class="flex flex-col min-h-dvh bg-white"><header class="border-b"><a class="flex items-center" href="/">
<img alt="TensorGarden's logo" src="/front/assets/tensorgarden_logo.svg"><span>TensorGarden</span></a>
<nav><ul><li><a href="/models">Models</a></li><li><a href="/datasets">Datasets</a></li><li><a href="/spaces">Spaces</a></li>
<li><a href="/docs">Docs</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/login">Log In</a></li><li><a href="/join">Sign Up</a></li></ul></nav></header>
<main class="flex flex-1 flex-col">{main}</main>
<footer><a href="/terms-of-service">TOS</a> <a href="/privacy">Privacy</a> <a href="/about">About</a>
<a href="https://twitter.com/tensorgarden">Twitter</a></footer></body></html>
"""


PARQUET = [f"data/train-0000{i}-of-00004.parquet" for i in range(4)] + [
    "data/test-00000-of-00001.parquet"
]
SMALL = {
    "README.md": "---\nlicense: cc-by-4.0\n---\n# Norwegian court rulings\n",
    ".gitattributes": "*.parquet filter=lfs diff=lfs merge=lfs -text\n",
    "convert.py": "import pyarrow\n# converts the XML dumps to parquet\n",
    "LICENSE": "Creative Commons Attribution 4.0\n",
    "CITATION.bib": "@misc{court2025, title={Norwegian court rulings}}\n",
}


def _oid(name: str) -> str:
    return hashlib.sha256(name.encode()).hexdigest()


def _lfs_url(name: str) -> str:
    oid = _oid(name)
    return f"http://{LFS}/repos/7d/1a/7d1a3c/{oid}?response-content-disposition=attachment%3B+filename%3D{name.rsplit('/', 1)[-1]}"


def _hub() -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    tabs = ul(
        [
            (DS, "Dataset card"),
            (f"{DS}/viewer/default/train", "Data Studio"),
            (f"{DS}/tree/main", "Files and versions"),
            (f"{DS}/discussions", "Community 2"),
        ],
        "tabs",
    )
    head = f'<meta property="og:title" content="{TITLE} · Datasets at TensorGarden">'
    root = [".gitattributes", "CITATION.bib", "LICENSE", "README.md", "convert.py"]

    def row(path: str, label: str) -> str:
        dl = f"{DS}/resolve/main/{path}?download=true" if path in SMALL else None
        extra = f" {a(dl, 'download')}" if dl else ' <span class="lfs">LFS</span>'
        return f"<li>{a(f'{DS}/blob/main/{path}', label)}{extra}</li>"

    # The root tree is paginated: the data folder and the first files, then a cursor page.
    page1 = (
        f"<ul class='tree'><li>{a(f'{DS}/tree/main/data', 'data')}</li>"
        + "".join(row(p, p) for p in root[:3])
        + "</ul>"
    )
    page1 += a(f"{DS}/tree/main?cursor={CURSOR}", "Load more files")
    page2 = (
        "<ul class='tree'>"
        + "".join(row(p, p) for p in root[3:])
        + "</ul>"
        + a(f"{DS}/tree/main", "Previous")
    )
    data = "<ul class='tree'>" + "".join(row(p, p.split("/", 1)[1]) for p in PARQUET) + "</ul>"
    hdr = f"<h1>{a('/nlp-uio', 'nlp-uio')} / {a(DS, 'norwegian-court-rulings')}</h1>{tabs}"
    card = f"""{hdr}<div class="tags">{a("/datasets?task_categories=task_categories%3Atext-classification", "Text Classification")}
{a("/datasets?language=language%3Ano", "Norwegian")} {a("/datasets?license=license%3Acc-by-4.0", "cc-by-4.0")}</div>
<div class="model-card-content prose"><h1>Norwegian court rulings</h1><p>48,210 rulings from Norwegian district and appeal courts, 2000-2023.</p>
<p>Paper: {a("http://www.nlp-proceedings-archive.hx8.example/2025.nodalida-1.42/", "NoDaLiDa 2025")}</p></div>
<aside><h2>Downloads last month</h2><p>1,283</p>
<h2>Models trained or fine-tuned on {escape(TITLE)}</h2>{ul([("/nlp-uio/nb-bert-court-classifier", "nlp-uio/nb-bert-court-classifier")])}
<h2>Spaces using {escape(TITLE)}</h2>{ul([("/spaces/lexnord-lab/ruling-search", "lexnord-lab/ruling-search")])}
<h2>Collection including {escape(TITLE)}</h2>{ul([("/datasets/nlp-uio/norwegian-court-rulings-dedup", "nlp-uio/norwegian-court-rulings-dedup")])}</aside>"""
    pages: dict[str, PageValue] = {
        DS: _render(TITLE, card, head),
        f"{DS}/tree/main": _render(
            f"{TITLE} at main", hdr + f"<p>{a(f'{DS}/commits/main', '1 commit')}</p>" + page1, ""
        ),
        f"{DS}/tree/main?cursor={CURSOR}": _render(f"{TITLE} at main", hdr + page2, ""),
        f"{DS}/tree/main/data": _render(f"{TITLE} at main/data", hdr + data, ""),
        f"{DS}/commits/main": _render(
            f"Commits · {TITLE}",
            hdr + ul([(f"{DS}/commit/{SHA}", "Upload dataset (parquet conversion)")]),
            "",
        ),
        f"{DS}/commit/{SHA}": _render(
            f"Upload dataset · {TITLE} at {SHA[:7]}", hdr + f"<p>{SHA}</p>", ""
        ),
        f"{DS}/discussions": _render(
            f"{TITLE} · Discussions",
            hdr + ul([(f"{DS}/discussions/3", "Missing rulings from 2011?")]),
            "",
        ),
        f"{DS}/discussions/3": _render(
            f"Missing rulings from 2011? · {TITLE}", hdr + "<h2>Missing rulings from 2011?</h2>", ""
        ),
        f"{DS}/viewer/default/train": _render(
            f"{TITLE} · Data Studio",
            hdr + "<table><tr><th>text</th><th>court</th></tr></table>",
            "",
        ),
    }
    cdn: dict[str, PageValue] = {}
    for path, content in SMALL.items():
        pages[f"{DS}/blob/main/{path}"] = _render(
            f"{path} · {TITLE} at main",
            hdr
            + f"<pre>{escape(content)}</pre>"
            + a(f"{DS}/resolve/main/{path}?download=true", "download"),
            "",
        )
        pages[f"{DS}/resolve/main/{path}?download=true"] = text_file(content)
    for path in PARQUET:
        u = _lfs_url(path)
        pages[f"{DS}/blob/main/{path}"] = _render(
            f"{path} · {TITLE} at main",
            hdr
            + f"<p>This file is stored with Git LFS. It is too big to display, but you can still download it.</p>"
            f"<p>{a(u, 'download')}</p><pre>version https://git-lfs.github.com/spec/v1\noid sha256:{_oid(path)}\nsize 48210331</pre>",
            "",
        )
        cdn[u] = Response.data(b"PAR1" + path.encode() + b"PAR1", "application/vnd.apache.parquet")
    truth = {f"http://{HUB}{p}" for p in pages} | set(cdn)
    return pages, cdn, truth


def _hub_build() -> list[Site]:
    pages, cdn, _t = _hub()
    for p, t in (
        ("/nlp-uio", "nlp-uio (Language Technology Group)"),
        ("/nlp-uio/nb-bert-court-classifier", "nlp-uio/nb-bert-court-classifier"),
        ("/spaces/lexnord-lab/ruling-search", "Ruling Search - a Space by lexnord-lab"),
        (
            "/datasets/nlp-uio/norwegian-court-rulings-dedup",
            "nlp-uio/norwegian-court-rulings-dedup",
        ),
        ("/datasets", "Datasets"),
        ("/models", "Models"),
        ("/spaces", "Spaces"),
        ("/docs", "Docs"),
        ("/pricing", "Pricing"),
        ("/login", "Log In"),
        ("/join", "Sign Up"),
        ("/terms-of-service", "Terms"),
        ("/privacy", "Privacy"),
        ("/about", "About"),
    ):
        pages[p] = _render(t, f"<h1>{escape(t)}</h1>", "")
    pages.update(
        {
            "/front/build/kube-2a9c41e/style.css": css(),
            "/front/build/kube-2a9c41e/index.js": js(),
            "/front/assets/tensorgarden_logo.svg": Response.data(
                b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
            ),
        }
    )
    shell = Shell(
        HUB,
        _render,
        home="<h1>The AI community building the future.</h1>" + a("/datasets", "Browse datasets"),
    )
    lfs = Site(LFS)
    lfs.add("/", Response.text("<Error><Code>AccessDenied</Code></Error>", 403, "application/xml"))
    for u, v in cdn.items():
        lfs.add(u[len(f"http://{LFS}") :], v)
    fonts = Site("fonts.tensorgarden-usercontent.hx8.example")
    fonts.add("/", image_file())
    return [shell.site(pages), lfs, fonts]


CASES: list[Case] = [
    Case(
        name="tensorgarden_court_rulings_dataset",
        imitates="Hugging-Face-like dataset hub (paginated tree, LFS files on a CDN)",
        artifact_class="Multi-Hop",
        expected="path_based_externals",
        entry=f"http://{HUB}{DS}",
        truth=frozenset(_hub()[2]),
        build=_hub_build,
        others=frozenset(
            f"http://{HUB}{p}"
            for p in (
                "/nlp-uio",
                "/nlp-uio/nb-bert-court-classifier",
                "/spaces/lexnord-lab/ruling-search",
                "/datasets/nlp-uio/norwegian-court-rulings-dedup",
            )
        ),
    ),
]
