"""Book- and site-shaped portals of heldout57: whole-subdomain notebook books and shared-task
sites (the seed's Silk and BitBucket/GitLab shapes: Path-Based).

- PageSprout: a Jupyter-Book-like static host serving one book per subdomain
  (``<book>.pagesprout.hx57.example``); the subdomain *is* the artifact, like a Silk site.
- TaskLane: a shared-task hub; each task edition lives under ``/t/<year>/<slug>/``, with its
  data, evaluation, results and schedule pages below that path.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case
from sites.portals_heldout57._kit import Chrome, a, blob, host, pdf_file, ul

# --- PageSprout: one book per subdomain ------------------------------------------------------

SPROUT = host("www", "pagesprout")
SPROUT_CHROME = Chrome(
    SPROUT,
    "PageSprout",
    menu=[("/features", "Features"), ("/showcase", "Showcase"), ("/docs", "Docs")],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/status", "Status")],
    home_main="<h1>Publish executable books from your notebooks</h1>"
    "<p>Push a repository, get a book at <code>&lt;name&gt;.pagesprout</code>. "
    '<a href="/showcase">See the showcase</a>.</p>',
    accent="#3c8d40",
)

BOOK_CSS = b".bd-sidebar{width:18em;float:left} .bd-content{margin-left:19em}\n"


def _book_page(
    book_title: str, toc: list[tuple[str, str]], title: str, body: str, source: str | None
) -> str:
    nav = "".join(
        f'<li class="toctree-l1"><a class="reference internal" href="{escape(h)}">'
        f"{escape(t)}</a></li>"
        for h, t in toc
    )
    src = (
        '<div class="dropdown-source-buttons">'
        f'<a href="{escape(source)}" download class="btn">.ipynb</a>'
        '<a href="/_downloads/book.pdf" class="btn">.pdf</a></div>'
        if source
        else ""
    )
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8">
<title>{escape(title)} — {escape(book_title)}</title>
<link rel="stylesheet" href="/_static/styles/book.css"><link rel="icon" href="/_static/favicon.png">
<script src="/_static/documentation_options.js"></script>
<script src="http://cdn.libmirror.test/npm/require.js@2.3.4/require.min.js"></script>
<script async src="http://cdn.libmirror.test/npm/mathjax@3/es5/tex-chtml.js"></script>
<script async src="http://metrics.tallypixel.test/collect.js"></script></head>
<body data-spy="scroll"><div class="bd-sidebar"><a class="navbar-brand" href="/">
<img src="/_static/logo.png" alt="">{escape(book_title)}</a>
<form class="bd-search" action="/search.html"><input name="q" placeholder="Search this book..."></form>
<nav class="bd-links"><p class="caption">Contents</p><ul>{nav}</ul>
<p class="caption">Tools</p><ul><li><a href="/genindex.html">Index</a></li>
<li><a href="/search.html">Search page</a></li><li><a href="/_downloads/book.pdf">Whole book (PDF)</a></li></ul></nav>
<div class="navbar_extra_footer">Built with the PageSprout book theme
<a href="http://{SPROUT}/">Hosted on PageSprout</a></div></div>
<div class="bd-content"><div class="header-article">{src}
<a class="launch" href="http://launch.binderloom.test/v2/gh/books/{escape(book_title.split()[0].lower())}/HEAD">Launch Binder</a>
<a class="repo" href="http://code.gitvale.test/books/{escape(book_title.split()[0].lower())}">Repository</a></div>
<article class="bd-article">{body}</article></div></body></html>
"""


def _book_site(
    book_host: str,
    book_title: str,
    chapters: list[tuple[str, str, str, bool]],
    extras: dict[str, str],
) -> Site:
    """A book: `chapters` are (path, title, text, has-notebook-source), plus its search and
    index pages, notebook sources, whole-book PDF and `extras` (path -> title)."""
    toc = [(p, t) for p, t, _x, _n in chapters]
    site = Site(book_host)
    pages: dict[str, PageValue] = {}
    for i, (path, title, text, nb) in enumerate(chapters):
        prev_next = ""
        if i > 0:
            prev_next += a(chapters[i - 1][0], "previous: " + chapters[i - 1][1], "prev")
        if i + 1 < len(chapters):
            prev_next += " " + a(chapters[i + 1][0], "next: " + chapters[i + 1][1], "next")
        source = "/_sources" + path.replace(".html", ".ipynb") if nb else None
        body = (
            f"<h1>{escape(title)}</h1><p>{escape(text)}</p>"
            '<div class="cell_output"><pre>Out[3]: array([0.412, 0.397, 0.405])</pre></div>'
            f'<div class="prev-next-area">{prev_next}</div>'
        )
        pages[path] = _book_page(book_title, toc, title, body, source)
        if source:
            cells = (
                f'{{"cells":[{{"cell_type":"markdown","source":["# {title}"]}}],'
                '"metadata":{"kernelspec":{"name":"python3"}},"nbformat":4,"nbformat_minor":5}'
            )
            pages[source] = blob(cells, "application/x-ipynb+json")
    pages["/search.html"] = _book_page(
        book_title, toc, "Search", "<h1>Search</h1><div id=search-results></div>", None
    )
    pages["/genindex.html"] = _book_page(
        book_title,
        toc,
        "Index",
        "<h1>Index</h1>" + ul([(p, t) for p, t, _x, _n in chapters]),
        None,
    )
    for path, title in extras.items():
        pages[path] = _book_page(book_title, toc, title, f"<h1>{escape(title)}</h1>", None)
    pages["/_downloads/book.pdf"] = pdf_file(book_title, [t for _p, t, _x, _n in chapters])
    for path, value in pages.items():
        site.add(path, value)
    site.add("/", pages[chapters[0][0]])
    site.add("/_static/styles/book.css", Response.data(BOOK_CSS, "text/css"))
    site.add("/_static/documentation_options.js", Response.data(b"var O={};\n", "text/javascript"))
    site.add("/_static/logo.png", Response.data(b"\x89PNG\r\n\x1a\n", "image/png"))
    site.add("/_static/favicon.png", Response.data(b"\x89PNG\r\n\x1a\n", "image/png"))
    return site


TIDAL_HOST = host("tidal-methods", "pagesprout")
TIDAL_CHAPTERS = [
    ("/index.html", "Reproducible Methods for Tidal Flow Modelling", "Welcome.", False),
    ("/chapters/data.html", "Gauging-station data", "Loading the tide gauges.", True),
    ("/chapters/model.html", "A shallow-water model", "Discretising the equations.", True),
    ("/chapters/calibration.html", "Calibration", "Fitting friction coefficients.", True),
    ("/references.html", "References", "Works cited.", False),
]
HEAT_HOST = host("urban-heat-notebooks", "pagesprout")
HEAT_CHAPTERS = [
    ("/intro.html", "Urban Heat Islands: an Executable Book", "Preface and setup.", False),
    ("/part1/overview.html", "Part I: Measuring heat", "What is measured.", False),
    ("/part1/sensors/network.html", "Sensor networks", "Station metadata.", True),
    ("/part1/sensors/qc.html", "Quality control", "Flagging bad readings.", True),
    ("/part1/satellite.html", "Land-surface temperature", "Satellite scenes.", True),
    ("/part2/overview.html", "Part II: Modelling", "From data to models.", False),
    ("/part2/regression.html", "Spatial regression", "Covariates.", True),
    ("/part2/uncertainty.html", "Uncertainty", "Bootstrap intervals.", True),
    ("/appendix/environment.html", "Appendix: computing environment", "Pinned deps.", False),
    ("/bibliography.html", "Bibliography", "Sources.", False),
]


def _pagesprout_sites() -> list[Site]:
    showcase = SPROUT_CHROME.page(
        "Showcase",
        "<h1>Books built on PageSprout</h1>"
        + ul([(f"http://{TIDAL_HOST}/", "Tidal methods"), (f"http://{HEAT_HOST}/", "Urban heat")]),
    )
    main = SPROUT_CHROME.site({"/showcase": showcase})
    tidal = _book_site(
        TIDAL_HOST, "Reproducible Methods for Tidal Flow Modelling", TIDAL_CHAPTERS, {}
    )
    heat = _book_site(
        HEAT_HOST,
        "Urban Heat Islands: an Executable Book",
        HEAT_CHAPTERS,
        {"/v1.0/intro.html": "First edition (v1.0): Urban heat islands"},
    )
    # the current edition links its first edition from the preface, on the same subdomain
    heat.add(
        "/intro.html",
        _book_page(
            "Urban Heat Islands: an Executable Book",
            [(p, t) for p, t, _x, _n in HEAT_CHAPTERS],
            "Urban Heat Islands: an Executable Book",
            "<h1>Urban Heat Islands: an Executable Book</h1><p>Preface and setup.</p>"
            '<p class="versionchanged">Second edition. The <a href="/v1.0/intro.html">'
            'first edition</a> stays online.</p><a class="next" href="/part1/overview.html">'
            "next: Part I</a>",
            None,
        ),
    )
    return [main, tidal, heat]


def _book_truth(
    book_host: str, chapters: list[tuple[str, str, str, bool]], extra: list[str]
) -> frozenset[str]:
    """Every page and file the book's subdomain serves (all of it is the artifact), its
    assets under /_static/ excepted (embedded resources)."""
    paths = {"/", "/search.html", "/genindex.html", "/_downloads/book.pdf", *extra}
    for p, _t, _x, nb in chapters:
        paths.add(p)
        if nb:
            paths.add("/_sources" + p.replace(".html", ".ipynb"))
    return frozenset(f"http://{book_host}{p}" for p in paths)


# --- TaskLane: shared tasks under /t/<year>/<slug>/ ---------------------------------------------

LANE = host("www", "tasklane")
LANE_CHROME = Chrome(
    LANE,
    "TaskLane",
    menu=[
        ("/t/", "Shared tasks"),
        ("/workshops", "Workshops"),
        ("/organise", "Organise a task"),
        ("/forum/", "Forum"),
    ],
    footer=[
        ("/about", "About"),
        ("/code-of-conduct", "Code of conduct"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{title} — {name}",
    accent="#7b3fa0",
)


def _task_pages(
    base: str,
    name: str,
    sections: dict[str, str],
    files: dict[str, PageValue],
    organisers: list[str],
    others: list[tuple[str, str]],
    result_pages: int = 1,
    runs: list[str] | None = None,
) -> tuple[dict[str, PageValue], set[str]]:
    tabs = [(base, "Overview")] + [(base + s + "/", t) for s, t in sections.items()]
    if runs is not None:
        tabs.append((base + "results/", "Results"))
    tabbar = '<nav class="task-tabs">' + ul(tabs) + "</nav>"
    org = ", ".join(a(f"/u/{o}", o) for o in organisers)
    rel = ("<h3>Related tasks</h3>" + ul(others)) if others else ""
    aside = f"<h3>Organisers</h3><p>{org}</p>{rel}"
    pages: dict[str, PageValue] = {}
    file_links = ul([(base + "files/" + f, f) for f in files])
    pages[base] = LANE_CHROME.page(
        name,
        f'<h1 class="task-title">{escape(name)}</h1>{tabbar}<p>Shared task overview, '
        f"registration and timeline.</p><h2>Files</h2>{file_links}",
        aside=aside,
        share=LANE_CHROME.url(base),
    )
    for s, t in sections.items():
        pages[base + s + "/"] = LANE_CHROME.page(
            f"{t} · {name}",
            f"<h1>{escape(name)}: {escape(t)}</h1>{tabbar}<p>{t}.</p>",
            aside=aside,
        )
    for f, v in files.items():
        pages[base + "files/" + f] = v
    if runs is not None:
        per = max(1, -(-len(runs) // result_pages))
        for n in range(result_pages):
            chunk = runs[n * per : (n + 1) * per]
            rows = "".join(
                f'<tr><td><a href="{base}runs/{r}/">{r}</a></td><td><a href="/teams/team-{r[:3]}">'
                f"team-{r[:3]}</a></td><td>{0.61 + 0.01 * i:.3f}</td></tr>"
                for i, r in enumerate(chunk)
            )
            pager = " ".join(
                a(base + "results/" + ("" if k == 0 else f"?page={k + 1}"), str(k + 1))
                for k in range(result_pages)
            )
            path = base + "results/" + ("" if n == 0 else f"?page={n + 1}")
            pages[path] = LANE_CHROME.page(
                f"Results · {name}",
                f"<h1>{escape(name)}: results</h1>{tabbar}<table>{rows}</table>"
                f'<nav class="pager">{pager}</nav>',
                aside=aside,
            )
        for r in runs:
            pages[base + f"runs/{r}/"] = LANE_CHROME.page(
                f"Run {r} · {name}",
                f"<h1>Run {r}</h1><p>Submitted to {escape(name)}.</p>"
                f'<p><a href="{base}results/">Back to results</a> · '
                f'<a href="/teams/team-{r[:3]}">team-{r[:3]}</a></p>',
            )
    truth = {LANE_CHROME.url(p) for p in pages}
    return pages, truth


CLIN_BASE = "/t/2025/clin-coref/"
MT_BASE = "/t/2026/lowres-mt-eval/"
MT_RUNS = [f"{t}{n:02d}" for t in ("amz", "brq", "kql", "nwt") for n in range(1, 4)]


def _tasklane_build() -> tuple[Site, frozenset[str], frozenset[str]]:
    clin, clin_truth = _task_pages(
        CLIN_BASE,
        "ClinCoref 2025: coreference in clinical notes",
        {"data": "Data", "evaluation": "Evaluation", "schedule": "Important dates"},
        {
            "train-sample.jsonl": blob('{"doc":"n1","mentions":[[0,3]]}\n', "application/jsonl"),
            "scorer.py": blob("# ClinCoref scorer\nimport sys\n", "text/x-python"),
        },
        ["mhalloran", "tbeqiri"],
        [("/t/2024/clin-coref/", "ClinCoref 2024")],
    )
    mt, mt_truth = _task_pages(
        MT_BASE,
        "LowRes-MT-Eval 2026: metrics for low-resource translation",
        {
            "data": "Data",
            "evaluation": "Evaluation",
            "submit": "Submit",
            "faq": "FAQ",
            "schedule": "Important dates",
        },
        {
            "dev-yo-en.tsv": blob("src\tref\tmt\tscore\n", "text/tab-separated-values"),
            "dev-qu-es.tsv": blob("src\tref\tmt\tscore\n", "text/tab-separated-values"),
            "test-blind.tsv": blob("src\tmt\n", "text/tab-separated-values"),
            "baseline-metric.tar.gz": Response.data(
                b"\x1f\x8b\x08\x00" + b"\x00" * 64, "application/gzip"
            ),
            "guidelines.pdf": pdf_file("LowRes-MT-Eval 2026 guidelines", ["Annotation"]),
        },
        ["okafor", "quispe", "lindqvist"],
        [("/t/2025/lowres-mt-eval/", "LowRes-MT-Eval 2025"), (CLIN_BASE, "ClinCoref 2025")],
        result_pages=3,
        runs=MT_RUNS,
    )
    listing = LANE_CHROME.page(
        "Shared tasks",
        "<h1>Shared tasks</h1>"
        + ul(
            [
                (CLIN_BASE, "ClinCoref 2025"),
                (MT_BASE, "LowRes-MT-Eval 2026"),
                ("/t/2024/clin-coref/", "ClinCoref 2024"),
                ("/t/2025/lowres-mt-eval/", "LowRes-MT-Eval 2025"),
            ]
        ),
    )
    pages: dict[str, PageValue] = {"/t/": listing, **clin, **mt}
    for old, title in (
        ("/t/2024/clin-coref/", "ClinCoref 2024"),
        ("/t/2025/lowres-mt-eval/", "LowRes-MT-Eval 2025"),
    ):
        pages[old] = LANE_CHROME.page(title, f"<h1>{title}</h1><p>Past edition (closed).</p>")
    for who in ("mhalloran", "tbeqiri", "okafor", "quispe", "lindqvist"):
        pages[f"/u/{who}"] = LANE_CHROME.page(who, f"<h1>{who}</h1><p>Organiser profile.</p>")
    for r in MT_RUNS:
        pages[f"/teams/team-{r[:3]}"] = LANE_CHROME.page(f"team-{r[:3]}", "<h1>Team</h1>")
    return LANE_CHROME.site(pages), frozenset(clin_truth), frozenset(mt_truth)


def _tasklane_sites() -> list[Site]:
    return [_tasklane_build()[0]]


_, CLIN_TRUTH, MT_TRUTH = _tasklane_build()

CASES = [
    # A subdomain-per-book host is the seed's Silk shape: the whole subdomain is the
    # artifact and the path is a single slash, so Path-Based on "/" takes every chapter,
    # notebook source and the PDF while the hosting service's own site (another host) and
    # the Binder/repository links stay out.
    Case(
        "pagesprout-tidal-book",
        "notebook book host (one subdomain per book)",
        "Multi-Hop",
        "path_based",
        f"http://{TIDAL_HOST}/",
        _book_truth(TIDAL_HOST, TIDAL_CHAPTERS, ["/index.html"]),
        _pagesprout_sites,
    ),
    # Harder: parts with nested chapter folders, six notebook sources and a first edition
    # kept online under /v1.0/ on the same subdomain: still all of it, by path.
    Case(
        "pagesprout-heat-book",
        "notebook book host (nested parts, notebook sources, first edition kept)",
        "Multi-Hop",
        "path_based",
        f"http://{HEAT_HOST}/",
        _book_truth(HEAT_HOST, HEAT_CHAPTERS, ["/v1.0/intro.html"]),
        _pagesprout_sites,
    ),
    # A shared-task edition is a GitLab-like tree: every page of it extends the entry
    # path /t/2025/clin-coref/, the hub's menus, profiles and past editions do not.
    Case(
        "tasklane-clincoref",
        "shared-task hub (task edition site)",
        "Multi-Hop",
        "path_based",
        LANE_CHROME.url(CLIN_BASE),
        CLIN_TRUTH,
        _tasklane_sites,
        others=frozenset({LANE_CHROME.url("/t/2024/clin-coref/")}),
    ),
    # Harder: paginated results (?page=2, ?page=3) and twelve run pages under the task
    # path, files, a submit page; team pages and the previous edition are outside it.
    Case(
        "tasklane-lowres-mt",
        "shared-task hub (paginated results, run pages, related editions)",
        "Multi-Hop",
        "path_based",
        LANE_CHROME.url(MT_BASE),
        MT_TRUTH,
        _tasklane_sites,
        others=frozenset({LANE_CHROME.url("/t/2025/lowres-mt-eval/"), LANE_CHROME.url(CLIN_BASE)}),
    ),
]
