"""heldout84 data-side portals: a notebook platform (kernels, their outputs and input
datasets), a benchmark-suite registry with task pages, a curated data repository whose
pages say "Data from: ...", an experiment tracker and a replication-data commons.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, notebook, parquet, truth_of, ul, zipfile

# ------------------------------------------------------------------ notebook platform
NB = Chrome(
    "www.kernelyard.hx84.example",
    "KernelYard",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
    ],
    [
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
        ("/host", "Host a competition"),
    ],
    title_format="{title} | {name}",
    share=True,
    cdn="static.kyassets.hx84.example",
)
OUT = "http://out.kyusercontent.hx84.example"


def _kernel(
    user: str,
    slug: str,
    title: str,
    versions: int,
    outputs: list[str],
    inputs: list[str],
    comment_pages: int,
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    base = f"/code/{user}/{slug}/"
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    truth = [NB.url(base)]
    tabs = [
        (base + "input", "Input"),
        (base + "output", "Output"),
        (base + "log", "Logs"),
        (base + "comments", "Comments"),
        (base + "versions", "Version history"),
        (base + "download", "Download notebook"),
    ]
    for p, _ in tabs:
        truth.append(NB.url(p))
    pages[base + "download"] = notebook(["import pandas as pd", f"# {title}", "model.fit(X, y)"])
    pages[base + "input"] = NB.page(
        f"{title} input", "<h1>Input data</h1>" + ul([(f"/datasets/{d}", d) for d in inputs])
    )
    out_rows = []
    for v in range(versions, 0, -1):
        for o in outputs:
            path = f"/kernels/{user}/{slug}/v{v}/{o}"
            store[path] = (
                parquet(path) if o.endswith(".parquet") else blob(f"{o} v{v}\n", "text/csv")
            )
            truth.append(OUT + path)
            if v == versions:
                out_rows.append((OUT + path, o))
    pages[base + "output"] = NB.page(f"{title} output", "<h1>Output files</h1>" + ul(out_rows))
    pages[base + "log"] = NB.page(
        f"{title} log", "<h1>Run log</h1><pre>[0.4s] fitting...\n[12.9s] done</pre>"
    )
    vrows = [(base + f"versions/{v}", f"Version {v}") for v in range(versions, 0, -1)]
    pages[base + "versions"] = NB.page(f"{title} versions", "<h1>Versions</h1>" + ul(vrows))
    for v in range(1, versions + 1):
        vp = base + f"versions/{v}"
        files = [(OUT + f"/kernels/{user}/{slug}/v{v}/{o}", o) for o in outputs]
        pages[vp] = NB.page(
            f"{title} v{v}", f"<h1>Version {v}</h1><p>Ran successfully.</p>" + ul(files)
        )
        truth.append(NB.url(vp))
    cpages = [base + "comments"] + [
        base + f"comments?page={k}" for k in range(2, comment_pages + 1)
    ]
    for i, cp in enumerate(cpages):
        nxt = f'<a href="{cpages[i + 1]}">Older comments</a>' if i + 1 < len(cpages) else ""
        pages[cp] = NB.page(
            f"{title} comments",
            f'<h1>Comments</h1><p>Nice baseline, thanks!</p>{nxt}<a href="/{user}">{user}</a>',
        )
        if i:
            truth.append(NB.url(cp))
    main = (
        f'<h1>{escape(title)}</h1><p>by <a href="/{user}">{user}</a> · Python · GPU P100</p>'
        + ul(tabs, "tabs")
        + '<div class="nb"><pre>import pandas as pd</pre><pre>score: 0.871</pre></div>'
        + "<h2>Input</h2>"
        + ul([(f"/datasets/{d}", d) for d in inputs])
        + f'<a class="btn" href="/login?next={base}">Copy &amp; Edit</a>'
    )
    pages[base] = NB.page(title, main, share_url=NB.url(base))
    for d in inputs:
        pages[f"/datasets/{d}"] = NB.chrome_page(d, "A dataset on KernelYard.")
    pages[f"/{user}"] = NB.chrome_page(user, "Profile, rankings and followers.")
    return pages, store, truth


def _nb_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, sa, ta = _kernel(
        "ana-ruiz",
        "lightgbm-baseline-for-churn",
        "LightGBM baseline for churn",
        1,
        ["submission.csv"],
        ["ana-ruiz/telco-churn"],
        1,
    )
    b, sb, tb = _kernel(
        "jkowalski",
        "deberta-fine-tune-essay-scoring",
        "DeBERTa fine-tune for essay scoring",
        4,
        ["submission.csv", "oof_predictions.parquet", "cv_scores.csv"],
        ["jkowalski/essay-scores-2026", "jkowalski/deberta-v3-weights"],
        3,
    )
    store = Site(
        "out.kyusercontent.hx84.example", {**sa, **sb, "/": "<title>kyusercontent</title>"}
    )
    return [*NB.sites({**a, **b}), store], {
        "a": ta,
        "b": tb,
        "oa": [NB.url("/datasets/ana-ruiz/telco-churn")],
        "ob": [
            NB.url("/datasets/jkowalski/essay-scores-2026"),
            NB.url("/datasets/jkowalski/deberta-v3-weights"),
        ],
    }


# --------------------------------------------------------------- benchmark-suite registry
TF = Chrome(
    "bench.taskforge.hx84.example",
    "TaskForge",
    [("/suites", "Suites"), ("/tasks", "Tasks"), ("/flows", "Flows"), ("/docs", "Docs")],
    [
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/cite-us", "Cite TaskForge"),
        ("/team", "Team"),
    ],
    title_format="{name} · {title}",
)
TFAPI = "http://api.taskforge.hx84.example"


def _suite(
    sid: str, title: str, task_ids: list[int], per_page: int
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str], list[str]]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    entry = f"/suite/{sid}/"
    truth = [TF.url(entry)]
    chunks = [task_ids[i : i + per_page] for i in range(0, len(task_ids), per_page)]
    for k, chunk in enumerate(chunks, 1):
        path = f"/tasks?suite={sid}" + (f"&page={k}" if k > 1 else "")
        nxt = f'<a href="/tasks?suite={sid}&amp;page={k + 1}">next</a>' if k < len(chunks) else ""
        pages[path] = TF.page(
            f"Tasks of {title}",
            f"<h1>Tasks in {escape(title)}</h1>"
            + ul([(f"/task/{t}", f"task {t}") for t in chunk])
            + nxt,
        )
        truth.append(TF.url(path))
    for t in task_ids:
        pages[f"/task/{t}"] = TF.chrome_page(
            f"Task {t}", "A supervised classification task (10-fold CV)."
        )
    for p in (f"/runs?suite={sid}", f"/cite?suite={sid}"):
        pages[p] = TF.page(f"{title}", f"<h1>{escape(title)}</h1><p>Runs and citation.</p>")
        truth.append(TF.url(p))
    pages[f"/download/{sid}.zip"] = zipfile(sid)
    truth.append(TF.url(f"/download/{sid}.zip"))
    for p in (f"/v1/suites/{sid}", f"/v1/suites/{sid}/tasks"):
        api[p] = blob(json.dumps({"suite": sid, "tasks": task_ids}), "application/json")
        truth.append(TFAPI + p)
    main = (
        f"<h1>{escape(title)}</h1><p>Suite <code>{sid}</code> · {len(task_ids)} tasks</p>"
        + ul(
            [
                (f"/tasks?suite={sid}", "Browse tasks"),
                (f"/runs?suite={sid}", "Runs on this suite"),
                (f"/download/{sid}.zip", "Download all task definitions"),
                (f"/cite?suite={sid}", "Cite"),
                (f"{TFAPI}/v1/suites/{sid}", "JSON (API)"),
                (f"{TFAPI}/v1/suites/{sid}/tasks", "Task list (API)"),
            ]
        )
        + "<h2>First tasks</h2>"
        + ul([(f"/task/{t}", f"task {t}") for t in task_ids[:3]])
        + '<p>Maintained by <a href="/u/ml-bench-wg">ml-bench-wg</a></p>'
    )
    pages[entry] = TF.page(title, main)
    pages["/u/ml-bench-wg"] = TF.chrome_page("ml-bench-wg", "A working group on TaskForge.")
    return pages, api, truth, [TF.url(f"/task/{t}") for t in task_ids[:3]]


def _tf_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, aa, ta, oa = _suite(
        "bs-5c1e9a7f02d4", "Vision robustness suite", [3917, 3918, 4002, 4100], 10
    )
    b, ab, tb, ob = _suite(
        "bs-e81b37c0aa95", "Agentic coding suite", list(range(7301, 7301 + 23)) + [3918], 8
    )
    api = Site(
        "api.taskforge.hx84.example",
        {**aa, **ab, "/": blob('{"service": "taskforge"}', "application/json")},
    )
    return [TF.site({**a, **b}), api], {"a": ta, "b": tb, "oa": oa, "ob": ob}


# --------------------------------------------------- curated data repository ("Data from:")
QD = Chrome(
    "datasets.quarrydata.hx84.example",
    "Quarry Data",
    [
        ("/browse", "Browse"),
        ("/submit", "Submit data"),
        ("/pricing-and-fees", "Fees"),
        ("/about", "About"),
    ],
    [
        ("/terms-of-service", "Terms"),
        ("/privacy", "Privacy"),
        ("/api", "API"),
        ("/contact", "Contact"),
    ],
    title_format="{title}",
    home_title="Quarry Data Repository",
    share=True,
    cdn="static.quarrycdn.hx84.example",
)


def _qd_record(
    rid: str, title: str, versions: list[list[str]], article: str
) -> tuple[dict[str, PageValue], list[str]]:
    """A dataset record: every page and citation export carries `title`, the files do not."""
    base = f"/record/{rid}"
    pages: dict[str, PageValue] = {}
    truth = [QD.url(base)]
    vlinks = []
    for v, files in enumerate(versions, 1):
        vpage = base + f"?version={v}"
        rows = []
        for f in files:
            fp = f"/files/{rid}/v{v}/{f}"
            pages[fp] = parquet(fp) if f.endswith(".parquet") else zipfile(fp)
            rows.append((fp, f))
            truth.append(QD.url(fp))
        pages[vpage] = QD.page(
            title,
            f"<h1>{escape(title)}</h1><p>Version {v}</p>"
            + ul(rows)
            + f'<a href="{base}">Latest version</a>',
        )
        vlinks.append((vpage, f"Version {v}"))
        truth.append(QD.url(vpage))
    for ext, ctype in (
        ("ris", "application/x-research-info-systems"),
        ("bib", "application/x-bibtex"),
    ):
        pages[f"{base}/cite.{ext}"] = blob(f"TI  - {title}\nPY  - 2026\n", ctype)
        truth.append(QD.url(f"{base}/cite.{ext}"))
    pages[f"{base}/metadata"] = QD.page(
        title,
        f"<h1>{escape(title)}</h1><dl><dt>dc.title</dt><dd>{escape(title)}</dd>"
        "<dt>dc.type</dt><dd>Dataset</dd></dl>",
    )
    truth.append(QD.url(f"{base}/metadata"))
    latest = [(f"/files/{rid}/v{len(versions)}/{f}", f) for f in versions[-1]]
    main = (
        f'<h1>{escape(title)}</h1><p>Cite the article: <a href="{article}">{article}</a></p>'
        "<h2>Files</h2>"
        + ul(latest)
        + "<h2>Versions</h2>"
        + ul(vlinks)
        + ul(
            [
                (f"{base}/metadata", "Full metadata record"),
                (f"{base}/cite.ris", "RIS"),
                (f"{base}/cite.bib", "BibTeX"),
            ]
        )
        + '<p>Keywords: <a href="/browse?kw=machine+learning">machine learning</a></p>'
    )
    pages[base] = QD.page(title, main, share_url=QD.url(base))
    return pages, truth


def _qd_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, ta = _qd_record(
        "qd.7hx2k",
        "Data from: Label noise in crowdsourced toxicity annotations",
        [["annotations.parquet", "guidelines.zip"]],
        "http://journal.example/10.1/tox.2026.04",
    )
    b, tb = _qd_record(
        "qd.m41pz",
        "Data from: Sensor drift benchmarks for predictive maintenance models",
        [
            ["train.parquet", "test.parquet"],
            [
                "train.parquet",
                "val.parquet",
                "test.parquet",
                "sensors_meta.zip",
                "baseline_code.zip",
            ],
        ],
        "http://journal.example/10.1/pm.2026.11",
    )
    return QD.sites({**a, **b}), {"a": ta, "b": tb}


# --------------------------------------------------------------------- experiment tracker
RB = Chrome(
    "app.runbook.hx84.example",
    "Runbook",
    [
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
        ("/docs", "Docs"),
        ("/changelog", "Changelog"),
    ],
    [
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/security", "Security"),
        ("/status", "Status"),
    ],
    title_format="{name} | {title}",
    home_title="Runbook | Experiment tracking for teams",
    cdn="cdn.runbookassets.hx84.example",
)


def _project(
    pid: str, title: str, runs: list[str], reports: list[str], files: list[str]
) -> tuple[dict[str, PageValue], list[str]]:
    """An OSF-shaped project: its runs, reports and files live at ids of their own, and
    every one of them names the project; the title carries the "Runbook | " prefix."""
    pages: dict[str, PageValue] = {}
    truth = [RB.url(f"/{pid}/")]
    crumb = f'<p class="crumb">Project: <a href="/{pid}/">{escape(title)}</a></p>'
    for r in runs:
        pages[f"/runs/{r}"] = RB.page(
            f"run {r}",
            crumb + f"<h1>Run {r}</h1><p>loss 1.92, tokens 2.1B</p>"
            f'<a href="/runs/{r}/logs">Logs</a>',
        )
        pages[f"/runs/{r}/logs"] = RB.page(
            f"run {r} logs", crumb + "<pre>step 1000 loss 2.41</pre>"
        )
        truth += [RB.url(f"/runs/{r}"), RB.url(f"/runs/{r}/logs")]
    for rp in reports:
        pages[f"/reports/{rp}"] = RB.page(
            f"report {rp}",
            crumb
            + "<h1>Findings</h1><p>Top-2 routing wins.</p>"
            + ul([(f"/runs/{r}", r) for r in runs[:2]]),
        )
        truth.append(RB.url(f"/reports/{rp}"))
    for f in files:
        pages[f"/download/{f}"] = blob(f"# project: {title}\nstep,loss\n1000,2.41\n", "text/csv")
        truth.append(RB.url(f"/download/{f}"))
    main = (
        f"<h1>{escape(title)}</h1><p>Public project · 4 contributors "
        '<a href="/u/hkim">hkim</a> <a href="/u/psaldana">psaldana</a></p>'
        "<h2>Runs</h2>"
        + ul([(f"/runs/{r}", r) for r in runs])
        + "<h2>Reports</h2>"
        + ul([(f"/reports/{rp}", rp) for rp in reports])
        + "<h2>Files</h2>"
        + ul([(f"/download/{f}", f) for f in files])
        + f'<a href="/login?next=/{pid}/">Fork project</a>'
    )
    pages[f"/{pid}/"] = RB.page(title, main)
    for u in ("hkim", "psaldana"):
        pages[f"/u/{u}"] = RB.chrome_page(u, "Public profile: 3 public projects.")
    return pages, truth


def _rb_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, ta = _project(
        "k2xq9", "Sparse-MoE routing ablations", ["r-91af", "r-91b0"], ["rp-12"], ["f-5531.csv"]
    )
    b, tb = _project(
        "t7mzd",
        "Distillation of a 7B tutor into 1B students",
        [f"r-{n:04x}" for n in range(0xA10, 0xA17)],
        ["rp-40", "rp-41", "rp-45"],
        ["f-7001.csv", "f-7002.csv", "f-7003.csv"],
    )
    return RB.sites({**a, **b}), {"a": ta, "b": tb}


# ----------------------------------------------------------------- replication data commons
DC = Chrome(
    "dataverse.mldatacommons.hx84.example",
    "ML Data Commons",
    [("/dataverse/root", "Browse"), ("/guides", "User guide"), ("/support", "Support")],
    [("/terms", "Terms of use"), ("/privacy", "Privacy"), ("/accessibility", "Accessibility")],
    title_format="{title} - {name}",
    home_title="Root - ML Data Commons",
    cdn="assets.mldccdn.hx84.example",
)


def _dc_dataset(
    pid: str, title: str, files: list[tuple[int, str]], versions: int
) -> tuple[dict[str, PageValue], list[str]]:
    """A dataset: versions, file pages and metadata exports all show its title; the data
    files themselves sit behind a guestbook (sign-in), as restricted files do."""
    ds = f"/dataset.xhtml?persistentId=doi:10.80084/MLDC/{pid}"
    pages: dict[str, PageValue] = {}
    truth = [DC.url(ds)]
    head = f"<h1>{escape(title)}</h1>"
    for fid, name in files:
        fp = f"/file.xhtml?fileId={fid}"
        pages[fp] = DC.page(
            f"{name}",
            f'<p class="crumb"><a href="{escape(ds)}">{escape(title)}</a></p>'
            f'<h1>{escape(name)}</h1><p>Restricted: <a href="/loginpage.xhtml?redirectPage={fid}">'
            "sign in and accept the guestbook</a> to download.</p>",
        )
        truth.append(DC.url(fp))
    for v in range(1, versions + 1):
        vp = f"{ds}&version={v}.0"
        pages[vp] = DC.page(title, head + f"<p>Version {v}.0</p>")
        truth.append(DC.url(vp))
    exports = [
        f"/api/datasets/export?exporter={e}&persistentId=doi:10.80084/MLDC/{pid}"
        for e in ("ddi", "schema.org", "dataverse_json")
    ]
    for e in exports:
        pages[e] = blob(json.dumps({"title": title, "pid": pid}), "application/json")
        truth.append(DC.url(e))
    main = (
        head
        + f"<p>doi:10.80084/MLDC/{pid}</p>"
        + "<h2>Files</h2>"
        + ul([(f"/file.xhtml?fileId={fid}", n) for fid, n in files])
        + "<h2>Versions</h2>"
        + ul([(f"{ds}&version={v}.0", f"{v}.0") for v in range(1, versions + 1)])
        + "<h2>Export metadata</h2>"
        + ul([(e, e.split("exporter=")[1].split("&")[0]) for e in exports])
        + '<p>In <a href="/dataverse/fairness-lab">Fairness Lab Dataverse</a></p>'
    )
    pages[ds] = DC.page(title, main)
    pages["/loginpage.xhtml"] = DC.chrome_page("Log in", "Log in with your institution.")
    pages["/dataverse/fairness-lab"] = DC.chrome_page(
        "Fairness Lab Dataverse", "Datasets of the Fairness Lab."
    )
    return pages, truth


def _dc_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, ta = _dc_dataset(
        "AB12CD",
        "Replication Data for: Auditing Fairness of Credit Scoring Models",
        [(1001, "credit_audit.tab"), (1002, "README.md")],
        1,
    )
    b, tb = _dc_dataset(
        "QX88ZR",
        "Replication Data for: Scaling Laws of Tabular Foundation Models",
        [
            (2101, "runs_summary.tab"),
            (2102, "configs.zip"),
            (2103, "codebook.pdf"),
            (2104, "fit_scaling.R"),
            (2105, "README.md"),
        ],
        3,
    )
    return DC.sites({**a, **b}), {"a": ta, "b": tb}


CASES: list[Case] = [
    # Kaggle row of the seed: the kernel's tabs, versions and comments live under its path
    # and its output files on a separate user-content domain -> Path-Based with Externals.
    # The input dataset is another artifact.
    case(
        "kernelyard-churn-baseline",
        "notebook-sharing platform (kernel, one version, one output)",
        "Multi-Hop",
        "path_based_externals",
        NB.url("/code/ana-ruiz/lightgbm-baseline-for-churn/"),
        truth_of(_nb_sites, "a"),
        lambda: _nb_sites()[0],
        others=truth_of(_nb_sites, "oa"),
    ),
    # Harder: four versions with three outputs each off-site, paged comments, two inputs.
    case(
        "kernelyard-essay-deberta",
        "notebook-sharing platform (four versions, paged comments)",
        "Multi-Hop",
        "path_based_externals",
        NB.url("/code/jkowalski/deberta-fine-tune-essay-scoring/"),
        truth_of(_nb_sites, "b"),
        lambda: _nb_sites()[0],
        others=truth_of(_nb_sites, "ob"),
    ),
    # GBIF row: the suite id is in every URI of the suite (task lists, runs, cite, download,
    # API host) while tasks, shared between suites, are not -> Significant String from URI.
    case(
        "taskforge-vision-robustness",
        "benchmark suite registry (suite with four tasks)",
        "Multi-Hop",
        "sig_uri",
        TF.url("/suite/bs-5c1e9a7f02d4/"),
        truth_of(_tf_sites, "a"),
        lambda: _tf_sites()[0],
        others=truth_of(_tf_sites, "oa"),
    ),
    # Harder: 24 tasks over three pages of task lists, a task shared with the first suite.
    case(
        "taskforge-agentic-coding",
        "benchmark suite registry (24 tasks, paged task list)",
        "Multi-Hop",
        "sig_uri",
        TF.url("/suite/bs-e81b37c0aa95/"),
        truth_of(_tf_sites, "b"),
        lambda: _tf_sites()[0],
        others=truth_of(_tf_sites, "ob"),
    ),
    # Dryad row: the title is "Data from: ..." and every page and citation export of the
    # record carries it, the data files do not: one hop out of the matching pages, minus
    # the ignored chrome -> Significant String from Title+ with Ignored URIs.
    case(
        "quarry-toxicity-label-noise",
        "curated data repository (one version, two files)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        QD.url("/record/qd.7hx2k"),
        truth_of(_qd_sites, "a"),
        lambda: _qd_sites()[0],
    ),
    # Harder: two versions with seven files between them.
    case(
        "quarry-sensor-drift",
        "curated data repository (two versions, seven files)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        QD.url("/record/qd.m41pz"),
        truth_of(_qd_sites, "b"),
        lambda: _qd_sites()[0],
    ),
    # OSF row: runs, reports and files have ids of their own (no common path) but all name
    # the project; the title has the site's "Runbook | " prefix, shared with the homepage
    # title -> Significant String from Filtered Title.
    case(
        "runbook-moe-routing",
        "experiment tracker (public project, two runs)",
        "Multi-Hop",
        "sig_filtered_title",
        RB.url("/k2xq9/"),
        truth_of(_rb_sites, "a"),
        lambda: _rb_sites()[0],
    ),
    # Harder: seven runs with logs, three reports, three files.
    case(
        "runbook-tutor-distillation",
        "experiment tracker (seven runs, three reports)",
        "Multi-Hop",
        "sig_filtered_title",
        RB.url("/t7mzd/"),
        truth_of(_rb_sites, "b"),
        lambda: _rb_sites()[0],
    ),
    # Dataverse row: filtered title starting from the end (" - ML Data Commons" matches
    # the homepage title's end); file pages, versions and exports all show the title.
    case(
        "mldc-replication-fairness",
        "replication data commons (dataset, two files)",
        "Multi-Hop",
        "sig_filtered_title",
        DC.url("/dataset.xhtml?persistentId=doi:10.80084/MLDC/AB12CD"),
        truth_of(_dc_sites, "a"),
        lambda: _dc_sites()[0],
    ),
    # Harder: five files, three versions.
    case(
        "mldc-replication-scaling",
        "replication data commons (five files, three versions)",
        "Multi-Hop",
        "sig_filtered_title",
        DC.url("/dataset.xhtml?persistentId=doi:10.80084/MLDC/QX88ZR"),
        truth_of(_dc_sites, "b"),
        lambda: _dc_sites()[0],
    ),
]
