"""heldout69's neuroimaging archive (datasets of subjects and sessions, the accession in
every URI, files on a separate storage host: the seed's GBIF-like Significant String from
URI) and a cognitive-task library (the task name is the whole <title> and is printed on every
page and script of the task: Significant String from Title).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import blob, page, portal, site, txt, ul

# --- Neuroimaging archive.  No share links (they would carry the accession), login links
# without return paths, so every URI that carries the accession is the dataset's.
SCAN = portal(
    "archive.scanshelf.hx69.example",
    "ScanShelf",
    [("/datasets", "Browse datasets"), ("/bids-validator", "Validator"), ("/faq", "FAQ")],
)
S3 = "dl.scanshelf-s3.hx69.example"


def _dataset(
    acc: str, title: str, subjects: int, sessions: int, mods: list[str], versions: list[str]
) -> tuple[dict, dict, list[str]]:
    b = f"/datasets/{acc}"
    subs = [f"sub-{i:02d}" for i in range(1, subjects + 1)]
    pages: dict = {
        b: page(
            SCAN,
            title,
            f"<h1>{escape(title)}</h1><p>Accession {acc}</p><h2>Subjects</h2>"
            + ul([(f"{b}/subjects/{s}", s) for s in subs])
            + "<h2>Snapshots</h2>"
            + ul([(f"{b}/versions/{v}", v) for v in versions])
            + f'<p><a href="/api/v1/{acc}/metadata.json">Metadata (JSON)</a> '
            f'<a href="{b}/download">How to download</a></p>'
            '<aside>Similar: <a href="/datasets/sd009901">Visual cortex retinotopy</a></aside>',
        ),
        f"{b}/download": page(
            SCAN,
            f"Download {acc}",
            f'<p>Get <a href="http://{S3}/{acc}/dataset_description.json">'
            "dataset_description.json</a> or use the CLI.</p>",
        ),
        f"/api/v1/{acc}/metadata.json": txt(f'{{"accession": "{acc}"}}'),
    }
    s3: dict = {f"/{acc}/dataset_description.json": txt('{"BIDSVersion": "1.8.0"}')}
    truth = [
        SCAN.url(b),
        SCAN.url(f"{b}/download"),
        SCAN.url(f"/api/v1/{acc}/metadata.json"),
        f"http://{S3}/{acc}/dataset_description.json",
    ]
    for v in versions:
        pages[f"{b}/versions/{v}"] = page(SCAN, f"{title} {v}", f"<h1>Snapshot {v}</h1>")
        truth.append(SCAN.url(f"{b}/versions/{v}"))
    for s in subs:
        files = [
            f"{s}/ses-{t}/{m}/{s}_ses-{t}_{m}.nii.gz" for t in range(1, sessions + 1) for m in mods
        ]
        pages[f"{b}/subjects/{s}"] = page(
            SCAN,
            f"{s} · {acc}",
            f"<h1>{s}</h1>" + ul([(f"http://{S3}/{acc}/{f}", f.rsplit("/", 1)[1]) for f in files]),
        )
        truth.append(SCAN.url(f"{b}/subjects/{s}"))
        for f in files:
            s3[f"/{acc}/{f}"] = blob(acc + f)
            truth.append(f"http://{S3}/{acc}/{f}")
    return pages, s3, truth


SCAN_A = _dataset(
    "sd004417", "Face localizer fMRI, 3 participants", 3, 1, ["anat", "func"], ["1.0.0"]
)
SCAN_B = _dataset(
    "sd006032",
    "Longitudinal working-memory fMRI with diffusion",
    6,
    2,
    ["anat", "func", "dwi"],
    ["1.0.0", "1.0.1", "2.0.0"],
)


def _scan() -> list[Site]:
    s3 = Site(S3)
    for path, v in {**SCAN_A[1], **SCAN_B[1]}.items():
        s3.add(path, v)
    other = {"/datasets/sd009901": page(SCAN, "Visual cortex retinotopy", "<h1>Retinotopy</h1>")}
    return [site(SCAN, {**other, **SCAN_A[0], **SCAN_B[0]}), s3]


# --- Cognitive-task library: the <title> is the task name alone; every page, script and
# parameter file of the task prints it; related tasks and chrome do not.
TASK = portal(
    "tasks.paradigmlib.hx69.example",
    "ParadigmLib",
    [("/tasks", "All tasks"), ("/categories", "Categories"), ("/contribute", "Contribute")],
    title_format="{title}",
    home_title="ParadigmLib — a library of cognitive tasks",
)


def _task(
    slug: str, name: str, scripts: list[str], translations: list[str]
) -> tuple[dict, list[str]]:
    b = f"/tasks/{slug}"
    own = [(f"{b}/parameters", "Parameters"), (f"{b}/references", "References")]
    own += [(f"{b}/script/{s}", s) for s in scripts]
    own += [(f"{b}/lang/{t}", f"Translation: {t}") for t in translations]
    pages: dict = {
        b: page(
            TASK,
            name,
            f"<h1>{escape(name)}</h1>"
            + ul(own)
            + '<aside>Related: <a href="/tasks/go-no-go">Go/No-Go</a></aside>',
        ),
        f"{b}/parameters": page(TASK, name, f"<h1>{escape(name)}</h1><h2>Parameters</h2>"),
        f"{b}/references": page(TASK, name, f"<h1>{escape(name)}</h1><h2>References</h2>"),
    }
    for s in scripts:
        pages[f"{b}/script/{s}"] = txt(f"// {name}\n// script {s}\n")
    for t in translations:
        pages[f"{b}/lang/{t}"] = page(TASK, name, f"<h1>{escape(name)}</h1><p>Language: {t}</p>")
    return pages, [TASK.url(b)] + [TASK.url(h) for h, _ in own]


TASK_A = _task(
    "stroop-cw4", "Stroop Color-Word Task (computerized, four colors)", ["stroop.iqx"], []
)
TASK_B = _task(
    "ant-fan",
    "Attention Network Test (Fan et al. version)",
    ["ant_main.iqx", "ant_practice.iqx", "ant_stimuli.iqx"],
    ["de", "ja", "es"],
)


def _task_site() -> list[Site]:
    other = {"/tasks/go-no-go": page(TASK, "Go/No-Go", "<h1>Go/No-Go</h1>")}
    return [site(TASK, {**other, **TASK_A[0], **TASK_B[0]})]


CASES: list[Case] = [
    # Neuroimaging archive: the seed's GBIF row, the accession in every artifact URI.
    case(
        "scanshelf-face-localizer",
        "neuroimaging archive (three subjects, one session)",
        "Multi-Hop",
        "sig_uri",
        SCAN.url("/datasets/sd004417"),
        SCAN_A[2],
        _scan,
        others=[SCAN.url("/datasets/sd009901")],
    ),
    case(
        "scanshelf-longitudinal-wm",
        "neuroimaging archive (six subjects, two sessions, three snapshots)",
        "Multi-Hop",
        "sig_uri",
        SCAN.url("/datasets/sd006032"),
        SCAN_B[2],
        _scan,
        others=[SCAN.url("/datasets/sd009901")],
    ),
    # Task library: the title is the significant string, present in all the task's
    # resources (scripts included), so plain Significant String from Title.
    case(
        "paradigmlib-stroop",
        "cognitive-task library (one script)",
        "Multi-Hop",
        "sig_title",
        TASK.url("/tasks/stroop-cw4"),
        TASK_A[1],
        _task_site,
        others=[TASK.url("/tasks/go-no-go")],
    ),
    case(
        "paradigmlib-ant",
        "cognitive-task library (three scripts, three translations)",
        "Multi-Hop",
        "sig_title",
        TASK.url("/tasks/ant-fan"),
        TASK_B[1],
        _task_site,
        others=[TASK.url("/tasks/go-no-go")],
    ),
]
