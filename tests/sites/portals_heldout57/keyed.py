"""Identifier-keyed and signposted portals of heldout57.

- ScoreWeave: benchmark leaderboards keyed by a UUID that every view of the benchmark
  carries — its page, the submission search (``?benchmarkKey=``), the API host's JSON, CSV and
  protocol document — as GBIF's datasets do: Significant String from URI.
- RunLedger: an experiment tracker's public runs, keyed by the run id across the app, its
  API and its file store: Significant String from URI.
- QuillExec: an executable-paper archive whose landing pages declare their files and
  metadata records in HTTP ``Link`` headers (cite-as, item, describedby): Signposting.
"""

from __future__ import annotations

import hashlib
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case
from sites.portals_heldout57._kit import Chrome, a, binary, blob, host, pdf_file, ul, zipish

# --- ScoreWeave benchmark leaderboards --------------------------------------------------------

WEAVE = host("www", "scoreweave")
WEAVE_API = host("api", "scoreweave")
WEAVE_CHROME = Chrome(
    WEAVE,
    "ScoreWeave",
    menu=[
        ("/benchmark/search", "Benchmarks"),
        ("/task/", "Tasks"),
        ("/dataset/search", "Datasets"),
        ("/methods/", "Methods"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        (f"http://{WEAVE_API}/v2/", "API"),
    ],
    title_format="{title} | {name}",
    home_title="ScoreWeave — open benchmark leaderboards",
    accent="#006d77",
    chrome_pages={"/task/": "Tasks"},
)
ROADSEG = "5c0f9e7a-2b1d-4d7e-9a61-0e3c8b2f4d10"
CODEGEN = "d81a4b36-70ce-4f0b-b5e2-93c6a1f7e254"


def _subs(key: str, n: int) -> list[str]:
    """Submission ids: UUIDs of their own, sharing nothing with the benchmark's key."""
    out = []
    for i in range(1, n + 1):
        h = hashlib.md5(f"submission {i} of {key}".encode()).hexdigest()
        out.append(f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}")
    return out


def _benchmark(
    key: str,
    name: str,
    task: str,
    dataset: str,
    metric: str,
    n_subs: int,
    per_page: int,
    api_files: dict[str, PageValue],
    extra_views: dict[str, str],
) -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    www: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    subs = _subs(key, n_subs)
    search = f"/submissions?benchmarkKey={key}"
    views = [
        (search, f"{n_subs} submissions"),
        (f"/benchmark/{key}/metrics", "Metrics"),
        (f"/benchmark/{key}/citation", "How to cite"),
    ]
    views += [(p, t) for p, t in extra_views.items()]
    api_links = [(f"http://{WEAVE_API}/v2/benchmark/{key}", "JSON")]
    api_links += [(f"http://{WEAVE_API}/v2/benchmark/{key}/{f}", f) for f in api_files]
    top = "".join(
        f'<tr><td>{i}</td><td><a href="/submission/{s}">{s[:8]}</a></td>'
        f"<td>{0.9 - 0.01 * i:.3f}</td></tr>"
        for i, s in enumerate(subs[:5], 1)
    )
    www[f"/benchmark/{key}"] = WEAVE_CHROME.page(
        name,
        f'<h1>{escape(name)}</h1><p class="key">Benchmark key <code>{key}</code></p>'
        f'<p>Task: <a href="/task/{task}">{task}</a> · Dataset: '
        f'<a href="/dataset/{dataset}">{dataset}</a> · Metric: {metric}</p>'
        f'<table class="leaderboard"><tr><th>Rank</th><th>Submission</th><th>{metric}</th></tr>'
        f"{top}</table>" + ul(views) + "<h3>Machine-readable</h3>" + ul(api_links),
        share=WEAVE_CHROME.url(f"/benchmark/{key}"),
    )
    pages_n = max(1, -(-n_subs // per_page))
    for k in range(pages_n):
        rows = ul([(f"/submission/{s}", s) for s in subs[k * per_page : (k + 1) * per_page]])
        pager = " ".join(
            a(search + ("" if j == 0 else f"&offset={j * per_page}"), str(j + 1))
            for j in range(pages_n)
        )
        path = search + ("" if k == 0 else f"&offset={k * per_page}")
        www[path] = WEAVE_CHROME.page(
            f"Submissions to {name}",
            f'<h1>Submissions</h1><p>Filtered by benchmark <a href="/benchmark/{key}">{escape(name)}'
            f"</a></p>{rows}<nav>{pager}</nav>",
        )
    www[f"/benchmark/{key}/metrics"] = WEAVE_CHROME.page(
        f"Metrics of {name}", f'<h1>{metric}</h1><p><a href="/benchmark/{key}">back</a></p>'
    )
    www[f"/benchmark/{key}/citation"] = WEAVE_CHROME.page(
        f"Cite {name}",
        f"<h1>How to cite</h1><pre>{escape(name)}. ScoreWeave benchmark {key}.</pre>"
        f'<p><a href="http://{WEAVE_API}/v2/benchmark/{key}/citation.bib">BibTeX</a></p>',
    )
    api[f"/v2/benchmark/{key}/citation.bib"] = blob(
        f"@misc{{{key[:8]}, title={{{name}}}}}", "application/x-bibtex"
    )
    for p, t in extra_views.items():
        www[p] = WEAVE_CHROME.page(f"{t} · {name}", f"<h1>{t}</h1>")
    api[f"/v2/benchmark/{key}"] = blob(f'{{"key":"{key}","title":"{name}"}}', "application/json")
    for f, v in api_files.items():
        api[f"/v2/benchmark/{key}/{f}"] = v
    truth = frozenset({WEAVE_CHROME.url(p) for p in www} | {f"http://{WEAVE_API}{p}" for p in api})
    for s in subs:
        www[f"/submission/{s}"] = WEAVE_CHROME.page(
            f"Submission {s[:8]}",
            f'<h1>Submission {s[:8]}</h1><p>To <a href="/benchmark/{key}">{escape(name)}</a>.</p>'
            f'<p>Code: <a href="http://code.gitvale.test/team/{s[:8]}">repository</a></p>',
        )
    return www, api, truth


def _roadseg() -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    return _benchmark(
        ROADSEG,
        "RoadSeg-Night: night-time road segmentation",
        "semantic-segmentation",
        "1f2e3d4c-0000-4b4b-8c8c-aa11bb22cc33",
        "mIoU",
        6,
        20,
        {"leaderboard.csv": blob("rank,submission,miou\n", "text/csv")},
        {},
    )


def _codegen() -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    return _benchmark(
        CODEGEN,
        "ReproCode-Exec: executable code generation",
        "code-generation",
        "77aa88bb-1234-4cde-9f00-0a0b0c0d0e0f",
        "pass@1",
        47,
        20,
        {
            "leaderboard.csv": blob("rank,submission,pass1\n", "text/csv"),
            "submissions.json": blob("[]", "application/json"),
            "document": pdf_file("ReproCode-Exec evaluation protocol", ["sandbox", "seeds"]),
        },
        {
            f"/compare?benchmarkKey={CODEGEN}&metric=pass1": "Compare submissions",
            f"/benchmark/{CODEGEN}/changelog": "Changelog",
        },
    )


def _scoreweave_sites() -> list[Site]:
    www: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    for build in (_roadseg, _codegen):
        w, p, _t = build()
        www.update(w)
        api.update(p)
    for t in ("semantic-segmentation", "code-generation"):
        www[f"/task/{t}"] = WEAVE_CHROME.page(t, f"<h1>{t}</h1>")
    for d in ("1f2e3d4c-0000-4b4b-8c8c-aa11bb22cc33", "77aa88bb-1234-4cde-9f00-0a0b0c0d0e0f"):
        www[f"/dataset/{d}"] = WEAVE_CHROME.page(f"Dataset {d[:8]}", f"<h1>Dataset {d}</h1>")
    apisite = Site(WEAVE_API)
    apisite.add("/v2/", blob('{"endpoints":["/v2/benchmark/{key}"]}', "application/json"))
    for p, v in api.items():
        apisite.add(p, v)
    return [WEAVE_CHROME.site(www), apisite]


# --- RunLedger experiment tracker -----------------------------------------------------------

LEDGER = host("app", "runledger")
LEDGER_STORE = host("store", "runledger")
LEDGER_CHROME = Chrome(
    LEDGER,
    "RunLedger",
    menu=[
        ("/explore", "Explore"),
        ("/reports", "Reports"),
        ("/docs", "Docs"),
        ("/pricing", "Pricing"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/security", "Security"),
        ("/changelog", "Changelog"),
    ],
    title_format="{title} – {name}",
    accent="#ffbe0b",
)
PROJECT = "/aurora-lab/heron-evals"
RUN1 = "q7zk2m9wb5r1xa0e"
RUN2 = "t4hx0c3rn8v2ly6p"
PEERS = ["b3n8x1ptk4e7wq2s", "m2v6y9dah1c5zr8u", "z0p5k7eqg3j9tn1v"]


def _run(
    rid: str, title: str, files: dict[str, PageValue], log_pages: int, artifacts: list[str]
) -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    app: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    base = f"{PROJECT}/runs/{rid}"
    tabs = ul(
        [
            (base, "Overview"),
            (base + "/logs", "Logs"),
            (base + "/files", "Files"),
            (f"{PROJECT}/artifacts?run={rid}", "Artifacts"),
            (f"/api/runs/{rid}/history.csv", "Export history (CSV)"),
        ],
        "run-tabs",
    )
    crumbs = (
        f'<p class="crumbs"><a href="/aurora-lab">aurora-lab</a> / '
        f'<a href="{PROJECT}">heron-evals</a> / <a href="{PROJECT}/runs">Runs</a></p>'
    )
    peers = "<h3>Other runs in this project</h3>" + ul([(f"{PROJECT}/runs/{p}", p) for p in PEERS])
    app[base] = LEDGER_CHROME.page(
        f"{title} | heron-evals",
        f"{crumbs}<h1>{escape(title)}</h1><p>Run id <code>{rid}</code> · state: finished</p>"
        f"{tabs}<pre class=config>seed: 1234\nlr: 2e-5</pre>",
        aside=peers,
    )
    for k in range(log_pages):
        path = base + "/logs" + ("" if k == 0 else f"?page={k + 1}")
        pager = " ".join(
            a(base + "/logs" + ("" if j == 0 else f"?page={j + 1}"), str(j + 1))
            for j in range(log_pages)
        )
        app[path] = LEDGER_CHROME.page(
            f"Logs of {rid}", f"{crumbs}{tabs}<pre>step {k * 100} loss 1.2</pre><p>{pager}</p>"
        )
    app[base + "/files"] = LEDGER_CHROME.page(
        f"Files of {rid}",
        crumbs + tabs + ul([(f"http://{LEDGER_STORE}/runs/{rid}/files/{f}", f) for f in files]),
    )
    for f, v in files.items():
        store[f"/runs/{rid}/files/{f}"] = v
    app[f"{PROJECT}/artifacts?run={rid}"] = LEDGER_CHROME.page(
        f"Artifacts logged by {rid}",
        crumbs + tabs + ul([(f"http://{LEDGER_STORE}/artifacts/{rid}/{x}", x) for x in artifacts]),
    )
    for x in artifacts:
        store[f"/artifacts/{rid}/{x}"] = binary(rid + x)
    app[f"/api/runs/{rid}/history.csv"] = blob("step,loss\n0,2.3\n", "text/csv")
    truth = frozenset(
        {LEDGER_CHROME.url(p) for p in app} | {f"http://{LEDGER_STORE}{p}" for p in store}
    )
    return app, store, truth


def _run1() -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    return _run(
        RUN1,
        "mmlu-5shot-eval",
        {
            "config.yaml": blob("seed: 1234\n", "text/yaml"),
            "output.log": blob("done\n", "text/plain"),
        },
        1,
        [],
    )


def _run2() -> tuple[dict[str, PageValue], dict[str, PageValue], frozenset[str]]:
    return _run(
        RUN2,
        "sweep-lr-3e-5-seed-7",
        {
            "config.yaml": blob("seed: 7\n", "text/yaml"),
            "requirements.txt": blob("torch==2.4.1\n", "text/plain"),
            "wandb-summary.json": blob('{"acc":0.61}', "application/json"),
            "predictions.jsonl": blob('{"id":1}\n', "application/jsonl"),
            "eval_report.pdf": pdf_file("Evaluation report", ["run t4hx0c3rn8v2ly6p"]),
        },
        3,
        ["model-v0.ckpt", "model-v1.ckpt", "tokenizer.tar"],
    )


def _runledger_sites() -> list[Site]:
    app: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    for build in (_run1, _run2):
        w, s, _t = build()
        app.update(w)
        store.update(s)
    for p in PEERS:
        app[f"{PROJECT}/runs/{p}"] = LEDGER_CHROME.page(f"Run {p}", f"<h1>Run {p}</h1>")
    app["/aurora-lab"] = LEDGER_CHROME.page("aurora-lab", "<h1>aurora-lab</h1>")
    app[PROJECT] = LEDGER_CHROME.page("heron-evals", "<h1>heron-evals</h1>")
    app[f"{PROJECT}/runs"] = LEDGER_CHROME.page(
        "Runs", "<h1>Runs</h1>" + ul([(f"{PROJECT}/runs/{r}", r) for r in [RUN1, RUN2, *PEERS]])
    )
    site = Site(LEDGER_STORE)
    for p, v in store.items():
        site.add(p, v)
    return [LEDGER_CHROME.site(app), site]


# --- QuillExec: a signposted executable-paper archive -------------------------------------------

QUILL = host("www", "quillexec")
RESOLVER = host("doi", "refhub")
QUILL_CHROME = Chrome(
    QUILL,
    "QuillExec",
    menu=[
        ("/communities", "Communities"),
        ("/search", "Browse"),
        ("/deposit", "Upload"),
        ("/help", "Help"),
    ],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("/api-docs", "Developers"),
        ("/privacy", "Privacy"),
    ],
    title_format="{title} | {name}",
    accent="#4a4e69",
)


def _record(
    rid: str, doi: str, title: str, items: dict[str, tuple[str, PageValue]], older: list[str]
) -> tuple[dict[str, PageValue], frozenset[str]]:
    """A record whose landing page signposts `items` (name -> (type, content)) and two
    metadata exports; the page also offers BibTeX and CSL exports it does not signpost."""
    land = f"/record/{rid}"
    land_url = QUILL_CHROME.url(land)
    described = {"export/json-ld": "application/ld+json", "export/datacite-xml": "application/xml"}
    links = [f'<http://{RESOLVER}/{doi}>; rel="cite-as"']
    links += [f'<{land_url}/files/{n}>; rel="item"; type="{t}"' for n, (t, _v) in items.items()]
    links += [f'<{land_url}/{d}>; rel="describedby"; type="{t}"' for d, t in described.items()]
    links += [
        '<http://orcid.scholar.test/0000-0002-1825-0097>; rel="author"',
        '<http://licenses.scholar.test/by/4.0/>; rel="license"',
        '<http://schema.org/ScholarlyArticle>; rel="type"',
        '<http://schema.org/AboutPage>; rel="type"',
    ]
    files = "".join(
        f'<tr><td>{escape(n)}</td><td><a href="{land}/files/{n}?download=1">Download</a> '
        f'<a href="{land}/files/{n}">Preview</a></td></tr>'
        for n in items
    )
    ver = (
        "<h3>Versions</h3>" + ul([(f"/record/{o}", f"Version of record {o}") for o in older])
        if older
        else ""
    )
    exports = ul(
        [
            (f"{land}/export/json-ld", "JSON-LD"),
            (f"{land}/export/datacite-xml", "DataCite XML"),
            (f"{land}/export/bibtex", "BibTeX"),
            (f"{land}/export/csl", "CSL JSON"),
        ]
    )
    page = QUILL_CHROME.page(
        title,
        f'<h1>{escape(title)}</h1><p class="doi">DOI: <a href="http://{RESOLVER}/{doi}">{doi}</a>'
        f'</p><p><a class="btn" href="http://launch.binderloom.test/v2/quill/{rid}">Run this paper'
        f'</a></p><table class="files">{files}</table><h3>Export</h3>{exports}',
        aside=ver + '<h3>Communities</h3><ul><li><a href="/communities/exec-papers">Executable '
        "papers</a></li></ul>",
        share=land_url,
    )
    pages: dict[str, PageValue] = {land: Response.html(page, headers=[("Link", ", ".join(links))])}
    back = [("Link", f'<{land_url}>; rel="collection"')]
    for n, (t, v) in items.items():
        body = v.body if isinstance(v, Response) else str(v).encode()
        pages[f"{land}/files/{n}"] = Response(200, [("Content-Type", t), *back], body)
        pages[f"{land}/files/{n}?download=1"] = Response(
            200, [("Content-Type", t), ("Content-Disposition", f"attachment; filename={n}")], body
        )
    pages[f"{land}/export/json-ld"] = Response(
        200,
        [("Content-Type", "application/ld+json"), *back],
        f'{{"@type":"ScholarlyArticle","name":"{title}"}}'.encode(),
    )
    pages[f"{land}/export/datacite-xml"] = Response(
        200,
        [("Content-Type", "application/xml"), *back],
        f"<resource><titles><title>{escape(title)}</title></titles></resource>".encode(),
    )
    pages[f"{land}/export/bibtex"] = blob(f"@misc{{qx{rid}, title={{{title}}}}}", "text/plain")
    pages[f"{land}/export/csl"] = blob(f'{{"title":"{title}"}}', "application/json")
    truth = {land_url, f"{land_url}/export/json-ld", f"{land_url}/export/datacite-xml"}
    truth |= {f"{land_url}/files/{n}" for n in items}
    return pages, frozenset(truth)


def _ising() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _record(
        "88213",
        "10.70211/qx.88213",
        "An executable paper on finite-size scaling in the 2D Ising model",
        {
            "paper.pdf": ("application/pdf", pdf_file("Finite-size scaling", ["Ising"])),
            "notebooks.zip": ("application/zip", zipish("ising-nb")),
        },
        [],
    )


def _epi() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _record(
        "91540",
        "10.70211/qx.91540",
        "Executable re-analysis of influenza transmission models (version 2)",
        {
            "paper.pdf": ("application/pdf", pdf_file("Influenza re-analysis", ["v2"])),
            "paper.ipynb": ("application/x-ipynb+json", blob('{"cells":[]}', "application/json")),
            "environment.yml": ("text/yaml", blob("name: flu\n", "text/yaml")),
            "data.zip": ("application/zip", zipish("flu-data")),
            "figures.zip": ("application/zip", zipish("flu-figs")),
            "CITATION.cff": ("text/plain", blob("cff-version: 1.2.0\n", "text/plain")),
        },
        ["84102"],
    )


def _quill_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**_ising()[0], **_epi()[0]}
    pages["/record/84102"] = QUILL_CHROME.page("Version 1", "<h1>Version 1 of the re-analysis</h1>")
    pages["/communities/exec-papers"] = QUILL_CHROME.page("Executable papers", "<h1>Community</h1>")
    resolver = Site(RESOLVER)
    resolver.add("/", "<!doctype html><title>refhub resolver</title><p>Resolve an identifier.</p>")
    for rid in ("88213", "91540"):
        resolver.add(
            f"/10.70211/qx.{rid}", Response.redirect(QUILL_CHROME.url(f"/record/{rid}"), 302)
        )
    return [QUILL_CHROME.site(pages), resolver]


CASES = [
    # The benchmark's UUID is in every URI of it, on the www and the API host, while its
    # submissions, task and dataset have their own ids: the seed's GBIF row, Significant
    # String from URI.
    Case(
        "scoreweave-roadseg",
        "benchmark leaderboard (UUID-keyed views and API)",
        "Multi-Hop",
        "sig_uri",
        WEAVE_CHROME.url(f"/benchmark/{ROADSEG}"),
        _roadseg()[2],
        _scoreweave_sites,
    ),
    # Harder: 47 submissions over three search pages (&offset=), a compare view, changelog,
    # and three API files including a protocol PDF; the submissions are other artifacts.
    Case(
        "scoreweave-codegen",
        "benchmark leaderboard (paginated submission search, API documents)",
        "Multi-Hop",
        "sig_uri",
        WEAVE_CHROME.url(f"/benchmark/{CODEGEN}"),
        _codegen()[2],
        _scoreweave_sites,
        others=frozenset(WEAVE_CHROME.url(f"/submission/{s}") for s in _subs(CODEGEN, 5)),
    ),
    # A public run is keyed by its id across the app (tabs, ?run= artifact view), the export
    # API and the file store host; the project's other runs share the path but not the id:
    # Significant String from URI.
    Case(
        "runledger-mmlu-run",
        "experiment-tracker public run (run-id keyed)",
        "Multi-Hop",
        "sig_uri",
        LEDGER_CHROME.url(f"{PROJECT}/runs/{RUN1}"),
        _run1()[2],
        _runledger_sites,
        others=frozenset(LEDGER_CHROME.url(f"{PROJECT}/runs/{p}") for p in PEERS),
    ),
    # Harder: paginated logs, five stored files and three logged artifacts on the store.
    Case(
        "runledger-sweep-run",
        "experiment-tracker public run (paginated logs, logged artifacts)",
        "Multi-Hop",
        "sig_uri",
        LEDGER_CHROME.url(f"{PROJECT}/runs/{RUN2}"),
        _run2()[2],
        _runledger_sites,
        others=frozenset(LEDGER_CHROME.url(f"{PROJECT}/runs/{p}") for p in PEERS),
    ),
    # The landing page's Link header names the artifact's items and metadata records:
    # Signposting takes the landing page, the items and the describedby exports (the DOI
    # is an identifier, the unsignposted BibTeX/CSL exports and communities are not in it).
    Case(
        "quillexec-ising",
        "signposted executable-paper archive (record)",
        "Single Hop",
        "signposting",
        QUILL_CHROME.url("/record/88213"),
        _ising()[1],
        _quill_sites,
    ),
    # Harder: entered through its DOI (a redirect), six items, an earlier version.
    Case(
        "quillexec-flu-v2",
        "signposted executable-paper archive (DOI entry, six items, versions)",
        "Single Hop",
        "signposting",
        f"http://{RESOLVER}/10.70211/qx.91540",
        _epi()[1],
        _quill_sites,
        others=frozenset({QUILL_CHROME.url("/record/84102")}),
        landing=QUILL_CHROME.url("/record/91540"),
    ),
]
