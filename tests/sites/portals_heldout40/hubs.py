"""Hubs and directories around research software: a model hub with weights on a CDN host,
a dataset hub, a workflow registry with signposting, a research-software directory and a
lab blog announcing releases."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

from ._kit import blob, build, case, cdn_sites, page, text, ul

# --- Model hub (Hugging Face-like): repo pages under /org/model, weights on a CDN --------

TENSOR = Portal(
    "hub.tensorharbor.hx40.example",
    "TensorHarbor",
    [("/models", "Models"), ("/datasets", "Datasets"), ("/spaces", "Spaces"), ("/docs", "Docs")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/about", "About"), ("/jobs", "Jobs")],
    title_format="{title} · {name}",
)
TENSOR_CDN = "cdn-lfs.tensorharborcontent.hx40.example"

# model -> (card text, files (weights marked by extension), discussions, base model, dataset)
TENSOR_MODELS = {
    "reeflab/whistle-bert": (
        "A BERT-style encoder fine-tuned on dolphin whistle contours.",
        ["README.md", "config.json", "model.safetensors"],
        [1],
        "",
        "",
    ),
    "fjordinst/glacier-segformer": (
        "Segments calving fronts in SAR imagery.",
        [
            "README.md",
            "config.json",
            "preprocessor_config.json",
            "model-00001-of-00003.safetensors",
            "model-00002-of-00003.safetensors",
            "model-00003-of-00003.safetensors",
            "onnx/model.onnx",
        ],
        [4, 3, 2, 1],
        "visionlab/segformer-b2",
        "fjordinst/calving-fronts",
    ),
}
WEIGHTS = (".safetensors", ".onnx", ".bin")


def _tensor_model(slug: str) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    card, files, discussions, base_model, dataset = TENSOR_MODELS[slug]
    base = f"/{slug}"
    tabs = [
        (base, "Model card"),
        (f"{base}/tree/main", "Files and versions"),
        (f"{base}/discussions", "Community"),
    ]
    head = f"<h1>{escape(slug)}</h1>{ul(tabs, 'tabs')}"
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    truth = {p for p, _ in tabs} | {f"{base}/commits/main"}
    side = ""
    if base_model:
        side += f'<p>Fine-tuned from <a href="/{base_model}">{escape(base_model)}</a></p>'
        pages[f"/{base_model}"] = page(
            TENSOR, base_model, f"<h1>{escape(base_model)}</h1><p>Base model.</p>"
        )
    if dataset:
        side += f'<p>Trained on <a href="/datasets/{dataset}">{escape(dataset)}</a></p>'
        pages[f"/datasets/{dataset}"] = page(
            TENSOR, dataset, f"<h1>{escape(dataset)}</h1><p>Dataset.</p>"
        )
    pages[base] = page(
        TENSOR, slug, head + f"<article>{escape(card)}</article><aside>{side}</aside>"
    )
    rows = []
    for i, f in enumerate(files):
        if f.endswith(WEIGHTS):
            url = (
                f"http://{TENSOR_CDN}/repos/{i:02x}/{slug.replace('/', '-')}/{f.rsplit('/', 1)[-1]}"
            )
            cdn[url.split(TENSOR_CDN, 1)[1]] = blob(f, 256)
            rows.append((url, f"{f} (LFS, download)"))
            truth.add(url)
        else:
            blob_page, raw = f"{base}/blob/main/{f}", f"{base}/raw/main/{f}"
            pages[blob_page] = page(
                TENSOR, f"{f} · {slug}", head + f'<pre>{escape(f)}</pre><a href="{raw}">raw</a>'
            )
            pages[raw] = text(f"{f} of {slug}\n")
            rows.append((blob_page, f))
            truth |= {blob_page, raw}
    pages[f"{base}/tree/main"] = page(
        TENSOR, f"Files · {slug}", head + ul(rows) + f'<a href="{base}/commits/main">History</a>'
    )
    pages[f"{base}/commits/main"] = page(TENSOR, f"Commits · {slug}", head + "<p>3 commits</p>")
    dlinks = [(f"{base}/discussions/{n}", f"#{n}") for n in discussions]
    pages[f"{base}/discussions"] = page(TENSOR, f"Discussions · {slug}", head + ul(dlinks))
    for d, label in dlinks:
        pages[d] = page(TENSOR, f"{label} · {slug}", head + "<p>A question about the licence.</p>")
        truth.add(d)
    return pages, cdn, {TENSOR.url(t) if t.startswith("/") else t for t in truth}


def _tensor_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    for slug in TENSOR_MODELS:
        p, c, _t = _tensor_model(slug)
        pages.update(p)
        cdn.update(c)
    return [build(TENSOR, pages), Site(TENSOR_CDN, cdn), *cdn_sites(TENSOR)]


# --- Dataset hub: every page of a dataset names it; the data files do not ---------------

WELL = Portal(
    "www.corpuswell.hx40.example",
    "CorpusWell",
    [("/browse", "Browse"), ("/collections", "Collections"), ("/contribute", "Contribute")],
    [("/privacy", "Privacy"), ("/terms", "Terms"), ("/contact", "Contact")],
)

# id -> (title, splits -> shard count, viewer pages per split)
WELL_DATASETS = {
    4471: ("Reef Call Corpus 2019-2023", {"train": 1}, 1),
    5208: (
        "Calving Front Annotations for Greenland Outlet Glaciers",
        {"train": 3, "validation": 1, "test": 1},
        2,
    ),
}


def _well_dataset(did: int) -> tuple[dict[str, PageValue], set[str]]:
    title, splits, viewer_pages = WELL_DATASETS[did]
    slug = title.lower().split(" ")[0]
    entry = f"/ds/{did}-{slug}"
    nav = [(entry, "Overview"), (f"/card/{did}", "Dataset card"), (f"/files/{did}", "Files")]
    nav += [(f"/viewer/{did}?split={s}", f"Viewer: {s}") for s in splits]
    head = f"<h1>{escape(title)}</h1>" + ul(nav, "tabs")
    pages: dict[str, PageValue] = {}
    truth = {p for p, _ in nav} | {f"/croissant/{did}.json"}
    pages[entry] = page(
        WELL,
        title,
        head + f'<p>A dataset. <a href="/croissant/{did}.json">Croissant metadata</a></p>',
        raw_title=True,
    )
    pages[f"/card/{did}"] = page(
        WELL, f"Card {did}", head + f"<p>Card of {escape(title)}: licence CC-BY-4.0.</p>"
    )
    pages[f"/croissant/{did}.json"] = text(
        f'{{"@type": "sc:Dataset", "name": "{title}"}}\n', "application/ld+json"
    )
    shards = []
    for s, count in splits.items():
        for k in range(count):
            p = f"/blobs/{did}/{s}-{k:05d}-of-{count:05d}.parquet"
            pages[p] = blob(p, 128)
            shards.append((p, p.rsplit("/", 1)[1]))
            truth.add(p)
        for n in range(1, viewer_pages + 1):
            v = f"/viewer/{did}?split={s}" + ("" if n == 1 else f"&page={n}")
            more = (
                f'<a href="/viewer/{did}?split={s}&amp;page={n + 1}">Next rows</a>'
                if n < viewer_pages
                else ""
            )
            pages[v] = page(
                WELL, f"Viewer {did}", head + f"<table><tr><td>row of {s}</td></tr></table>{more}"
            )
            truth.add(v)
    pages[f"/files/{did}"] = page(WELL, f"Files {did}", head + ul(shards))
    return pages, {WELL.url(t) for t in truth}


def _well_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for did in WELL_DATASETS:
        pages.update(_well_dataset(did)[0])
    return [build(WELL, pages)]


# --- Workflow registry (WorkflowHub-like) announcing its boundary with signposting -------

HIVE = Portal(
    "hub.pipelinehive.hx40.example",
    "PipelineHive",
    [
        ("/workflows", "Workflows"),
        ("/projects", "Projects"),
        ("/people", "People"),
        ("/help", "Help"),
    ],
    [("/privacy", "Privacy"), ("/terms", "Terms"), ("/funding", "Funding")],
    title_format="{title} - {name}",
)

# id -> (title, version, items (path, type), describedby (path, type), people, project)
HIVE_WORKFLOWS = {
    812: (
        "Whistle detection pipeline",
        3,
        [("/workflows/812/ro_crate?version=3", "application/zip")],
        [("/workflows/812.jsonld?version=3", "application/ld+json")],
        [55],
        12,
    ),
    907: (
        "Glacier front tracking from Sentinel-1",
        5,
        [
            ("/workflows/907/ro_crate?version=5", "application/zip"),
            ("/workflows/907/git/5/raw/main.cwl", "text/plain"),
            ("/workflows/907/diagram.svg?version=5", "image/svg+xml"),
            ("/workflows/907/git/5/raw/test/job.yml", "text/plain"),
        ],
        [
            ("/workflows/907.jsonld?version=5", "application/ld+json"),
            ("/workflows/907.datacite.xml?version=5", "application/xml"),
        ],
        [61, 74],
        19,
    ),
}


def _hive_workflow(wid: int) -> tuple[dict[str, PageValue], set[str]]:
    title, version, items, described, people, project = HIVE_WORKFLOWS[wid]
    entry = f"/workflows/{wid}"
    links = [f'<{HIVE.url(entry)}>; rel="cite-as"']
    links += [f'<{HIVE.url(p)}>; rel="item"; type="{t}"' for p, t in items]
    links += [f'<{HIVE.url(p)}>; rel="describedby"; type="{t}"' for p, t in described]
    links += ['<https://spdx.org/licenses/Apache-2.0>; rel="license"']
    links += ['<https://schema.org/ComputationalWorkflow>; rel="type"']
    versions = [(f"{entry}?version={v}", f"Version {v}") for v in range(version - 1, 0, -1)]
    main = (
        f"<h1>{escape(title)}</h1><p>Version {version}</p>"
        + "<h2>Download</h2>"
        + ul([(p, p.rsplit("/", 1)[-1]) for p, _t in items])
        + "<h2>Metadata</h2>"
        + ul([(p, p.rsplit("/", 1)[-1]) for p, _t in described])
        + "<h2>Creators</h2>"
        + ul([(f"/people/{n}", f"Person {n}") for n in people])
        + f'<p>Project: <a href="/projects/{project}">Project {project}</a></p>'
        + "<h2>Other versions</h2>"
        + ul(versions)
        + f'<p><a href="{entry}/citation?style=apa">Cite (APA)</a></p>'
    )
    body = page(HIVE, title, main)
    pages: dict[str, PageValue] = {entry: Response.html(body, headers=[("Link", ", ".join(links))])}
    for p, t in items + described:
        pages[p] = blob(p) if t == "application/zip" else text(f"{title} — {p}\n", t)
    for n in people:
        pages[f"/people/{n}"] = page(HIVE, f"Person {n}", f"<h1>Person {n}</h1>")
    pages[f"/projects/{project}"] = page(HIVE, f"Project {project}", f"<h1>Project {project}</h1>")
    for v, label in versions:
        pages[v] = page(HIVE, f"{title} ({label})", f"<h1>{escape(title)}</h1><p>{label}</p>")
    pages[f"{entry}/citation"] = text(f"{title}. PipelineHive. Version {version}.\n")
    truth = {entry} | {p for p, _t in items + described}
    return pages, {HIVE.url(t) for t in truth}


def _hive_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for wid in HIVE_WORKFLOWS:
        pages.update(_hive_workflow(wid)[0])
    return [build(HIVE, pages)]


# --- Research software directory (RSD-like): "Site | Name" titles, pages by number --------

COMPASS = Portal(
    "rsd.softwarecompass.hx40.example",
    "Software Compass",
    [
        ("/software", "Software"),
        ("/projects", "Projects"),
        ("/organisations", "Organisations"),
        ("/news", "News"),
    ],
    [("/about", "About"), ("/privacy", "Privacy"), ("/documentation", "Documentation")],
    title_format="{name} | {title}",
    home_title="Software Compass | Research Software Directory",
)

# slug -> (name, internal number, mention pages, contributors, releases, related software)
COMPASS_SOFTWARE = {
    "tidewater-hydro": ("Tidewater Hydro", 9321, 1, ["A. Mendes", "K. Osei"], [], []),
    "glacier-flowline-toolkit": (
        "Glacier Flowline Toolkit",
        9544,
        3,
        ["I. Haugen", "P. Lindqvist", "M. Sato"],
        ["1.2.0", "1.1.0", "1.0.0"],
        ["icepack-tools"],
    ),
}


def _compass_software(slug: str) -> tuple[dict[str, PageValue], set[str]]:
    name, num, mention_pages, people, releases, related = COMPASS_SOFTWARE[slug]
    entry = f"/software/{slug}"
    nav = [(entry, "About"), (f"/mentions/{num}", "Mentions"), (f"/team/{num}", "Contributors")]
    nav += [(f"/cite/{num}.bib", "BibTeX"), (f"/cite/{num}.cff", "CITATION.cff")]
    if releases:
        nav.append((f"/releases/{num}", "Releases"))
    head = ul(nav, "software-nav")
    pages: dict[str, PageValue] = {}
    truth = {p for p, _ in nav}
    rel = ""
    if related:
        rel = (
            "<aside><h2>Related software</h2>"
            + ul([(f"/software/{r}", r) for r in related])
            + "</aside>"
        )
        for r in related:
            pages[f"/software/{r}"] = page(
                COMPASS, r.replace("-", " ").title(), f"<h1>{r}</h1><p>Other software.</p>"
            )
    orgs = '<p>Organisations: <a href="/organisations/fjord-institute">one organisation</a></p>'
    pages["/organisations/fjord-institute"] = page(
        COMPASS, "Fjord Institute", "<h1>Fjord Institute</h1><p>14 software packages.</p>"
    )
    pages[entry] = page(
        COMPASS,
        name,
        f"<h1>{escape(name)}</h1>{head}<p>Open-source research software.</p>{orgs}{rel}",
        share=COMPASS.url(entry),
    )
    for n in range(1, mention_pages + 1):
        path = f"/mentions/{num}" + ("" if n == 1 else f"?page={n}")
        more = (
            f'<a href="/mentions/{num}?page={n + 1}">More mentions</a>' if n < mention_pages else ""
        )
        pages[path] = page(
            COMPASS,
            f"Mentions {num}",
            f"<h1>Mentions of {escape(name)}</h1>{head}<ol><li>A paper using it.</li></ol>{more}",
        )
        truth.add(path)
    pages[f"/team/{num}"] = page(
        COMPASS,
        f"Team {num}",
        f"<h1>Contributors to {escape(name)}</h1>{head}"
        + "".join(f"<p>{escape(p)}</p>" for p in people),
    )
    pages[f"/cite/{num}.bib"] = text(
        f"@software{{{slug},\n  title = {{{name}}},\n}}\n", "application/x-bibtex"
    )
    pages[f"/cite/{num}.cff"] = text(f"cff-version: 1.2.0\ntitle: {name}\n", "application/x-yaml")
    if releases:
        pages[f"/releases/{num}"] = page(
            COMPASS,
            f"Releases {num}",
            f"<h1>Releases of {escape(name)}</h1>{head}" + "".join(f"<p>{r}</p>" for r in releases),
        )
    return pages, {COMPASS.url(t) for t in truth}


def _compass_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for slug in COMPASS_SOFTWARE:
        pages.update(_compass_software(slug)[0])
    return [build(COMPASS, pages)]


# --- Lab blog announcing releases: a post is one page ------------------------------------

LAB = Portal(
    "news.coastalmodlab.hx40.example",
    "Coastal Modelling Lab",
    [
        ("/people/", "People"),
        ("/research/", "Research"),
        ("/software/", "Software"),
        ("/blog/", "Blog"),
    ],
    [("/contact/", "Contact"), ("/privacy", "Privacy"), ("/feed.xml", "RSS")],
    title_format="{title} – {name}",
)

# post path -> (title, paragraphs, links to elsewhere, tags, previous post)
LAB_POSTS = {
    "/blog/2024/03/tidewater-2-3-released/": (
        "Tidewater 2.3 released",
        ["Tidewater 2.3 brings wetting and drying.", "Install it from the package index."],
        [
            (
                "http://pkg.pyshelf.hx40.example/project/tidewater-hydro/2.3.1/",
                "Tidewater on PyShelf",
            )
        ],
        ["releases"],
        "",
    ),
    "/blog/2024/06/glacier-flowline-toolkit-1-2/": (
        "Glacier Flowline Toolkit 1.2: faster meshing and a new tutorial",
        [
            "Version 1.2 halves meshing time.",
            "A new notebook walks through a flowline run.",
            "Thanks to all contributors.",
        ],
        [
            ("http://gitlab.fjordinst.hx40.example/glaciology/icepack-tools", "Source code"),
            ("http://glacierflow.docsharbor.hx40.example/en/latest/", "Documentation"),
            (
                "http://rsd.softwarecompass.hx40.example/software/glacier-flowline-toolkit",
                "Directory entry",
            ),
        ],
        ["releases", "glaciology", "software"],
        "/blog/2024/03/tidewater-2-3-released/",
    ),
}


def _lab_sites() -> list[Site]:
    pages: dict[str, PageValue] = {"/feed.xml": text("<rss></rss>\n", "application/rss+xml")}
    for path, (title, paras, elsewhere, tags, prev) in LAB_POSTS.items():
        tag_links = [(f"/blog/tag/{t}/", t) for t in tags]
        for t, _ in tag_links:
            pages[t] = page(
                LAB, f"Tag {t}", f"<h1>Posts tagged {t.strip('/').rsplit('/', 1)[1]}</h1>"
            )
        body = f"<article><h1>{escape(title)}</h1>" + "".join(f"<p>{escape(p)}</p>" for p in paras)
        body += (
            ul(elsewhere)
            + "<p>Tags: "
            + " ".join(f'<a href="{h}">{t}</a>' for h, t in tag_links)
            + "</p>"
        )
        body += '<section class="comments"><h2>Comments</h2><p>Comments are closed.</p></section></article>'
        if prev:
            body += f'<nav><a rel="prev" href="{prev}">Previous post</a></nav>'
        pages[path] = page(LAB, title, body, share=LAB.url(path))
    return [build(LAB, pages)]


CASES: list[Case] = [
    # A model repository: every page under /org/model, weights on a separate CDN host (the
    # seed's GitHub + raw host, and its Kaggle row): Path-Based with Externals.
    case(
        "tensor-whistle-bert",
        "Model hub (Hugging Face-like, one weights file)",
        "multi-hop",
        "path_based_externals",
        TENSOR.url("/reeflab/whistle-bert"),
        _tensor_model("reeflab/whistle-bert")[2],
        _tensor_sites,
    ),
    case(
        "tensor-glacier-segformer",
        "Model hub (Hugging Face-like, sharded weights, ONNX, discussions, base model)",
        "multi-hop",
        "path_based_externals",
        TENSOR.url("/fjordinst/glacier-segformer"),
        _tensor_model("fjordinst/glacier-segformer")[2],
        _tensor_sites,
        [TENSOR.url("/visionlab/segformer-b2"), TENSOR.url("/datasets/fjordinst/calving-fronts")],
    ),
    # The seed's Dryad: the dataset's pages (at unrelated URIs) all carry its title, which
    # is the entry's whole <title>, but the data files do not: Significant String from
    # Title+ with Ignored URIs (one hop from the titled pages, chrome ignored).
    case(
        "well-reef-calls",
        "Dataset hub (one split, one shard)",
        "multi-hop",
        "sig_title_plus_ignored",
        WELL.url("/ds/4471-reef"),
        _well_dataset(4471)[1],
        _well_sites,
    ),
    case(
        "well-calving-fronts",
        "Dataset hub (three splits, sharded, paginated viewer)",
        "multi-hop",
        "sig_title_plus_ignored",
        WELL.url("/ds/5208-calving"),
        _well_dataset(5208)[1],
        _well_sites,
    ),
    # The registry states the boundary in HTTP Link headers (cite-as, item, describedby):
    # the seed's Signposting; other versions, people and projects are not items.
    case(
        "hive-whistle-pipeline",
        "Workflow registry (WorkflowHub-like, RO-Crate only)",
        "single-hop",
        "signposting",
        HIVE.url("/workflows/812"),
        _hive_workflow(812)[1],
        _hive_sites,
    ),
    case(
        "hive-glacier-fronts",
        "Workflow registry (WorkflowHub-like, four items, two metadata records, versions)",
        "multi-hop",
        "signposting",
        HIVE.url("/workflows/907"),
        _hive_workflow(907)[1],
        _hive_sites,
        [HIVE.url("/workflows/907?version=4")],
    ),
    # Like the seed's OSF: titles are "Software Compass | <name>", the homepage's title
    # shares the "Software Compass | " prefix; the name alone is in every page of the entry
    # (mentions, team, citation files at numbered URIs): Significant String from Filtered Title.
    case(
        "compass-tidewater-hydro",
        "Research software directory (RSD-like, mentions and citation files)",
        "multi-hop",
        "sig_filtered_title",
        COMPASS.url("/software/tidewater-hydro"),
        _compass_software("tidewater-hydro")[1],
        _compass_sites,
    ),
    case(
        "compass-glacier-flowline",
        "Research software directory (RSD-like, paginated mentions, releases, related software)",
        "multi-hop",
        "sig_filtered_title",
        COMPASS.url("/software/glacier-flowline-toolkit"),
        _compass_software("glacier-flowline-toolkit")[1],
        _compass_sites,
        [COMPASS.url("/software/icepack-tools")],
    ),
    # A blog post is the seed's Single Artifact URI: Single Page.
    case(
        "lab-tidewater-release",
        "Lab blog (release announcement)",
        "single",
        "single_page",
        LAB.url("/blog/2024/03/tidewater-2-3-released/"),
        {LAB.url("/blog/2024/03/tidewater-2-3-released/")},
        _lab_sites,
    ),
    case(
        "lab-flowline-release",
        "Lab blog (release announcement with tags, previous post, links to four portals)",
        "single",
        "single_page",
        LAB.url("/blog/2024/06/glacier-flowline-toolkit-1-2/"),
        {LAB.url("/blog/2024/06/glacier-flowline-toolkit-1-2/")},
        _lab_sites,
        [LAB.url("/blog/2024/03/tidewater-2-3-released/")],
    ),
]
