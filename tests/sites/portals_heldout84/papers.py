"""heldout84 paper-side portals: paper pages linking code, models and results, evaluation
leaderboards, a research lab's blog, an open-review forum and an ML preprint server.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, ul
from ._kit import truth_of as _t

# ----------------------------------------------------------------- paper pages with results
PWR = Chrome(
    "www.resultsgrid.hx84.example",
    "ResultsGrid",
    [
        ("/sota", "State of the art"),
        ("/tasks", "Tasks"),
        ("/datasets", "Datasets"),
        ("/methods", "Methods"),
        ("/trends", "Trends"),
    ],
    [
        ("/about", "About"),
        ("/contribute", "Contribute"),
        ("/terms", "Terms"),
        ("/data-dump", "Data dump"),
    ],
    title_format="{title} | {name}",
    home_main="<h1>Trending papers</h1>"
    + ul(
        [
            ("/tasks/image-classification", "Image classification"),
            ("/tasks/question-answering", "Question answering"),
        ]
    ),
    share=True,
    cdn="cdn.rgridstatic.hx84.example",
)


def _paper(
    slug: str,
    title: str,
    files: list[tuple[str, str]],
    tasks: list[str],
    datasets: list[str],
    code: list[str],
) -> tuple[dict[str, PageValue], list[str]]:
    base = f"/paper/{slug}"
    media = f"/media/papers/{slug}"  # files are served apart from the paper page
    pages: dict[str, PageValue] = {}
    truth = [PWR.url(base)]
    for path, label in files:
        if path.endswith(".pdf"):
            pages[media + path] = Response.data(pdf(title, [label]), "application/pdf")
        elif path.endswith(".csv"):
            pages[media + path] = blob("model,dataset,metric,value\nours,x,acc,81.2\n", "text/csv")
        else:
            pages[media + path] = blob(
                f"@inproceedings{{{slug},\n  title={{{title}}}\n}}\n", "application/x-bibtex"
            )
        truth.append(PWR.url(media + path))
    for t in tasks:
        pages[f"/tasks/{t}"] = PWR.chrome_page(
            t.replace("-", " ").title(), "Papers and leaderboards for this task."
        )
    for d in datasets:
        pages[f"/datasets/{d}"] = PWR.chrome_page(d, "Dataset page with its benchmarks.")
    results = "".join(
        f'<tr><td><a href="/datasets/{d}">{d}</a></td><td>#{i + 1}</td></tr>'
        for i, d in enumerate(datasets)
    )
    main = (
        f'<h1>{escape(title)}</h1><p class="authors">Published 2026</p>'
        "<h2>Abstract</h2><p>We propose a simple method and evaluate it broadly.</p>"
        + ul([(media + p, lab) for p, lab in files], "paper-links")
        + "<h2>Code</h2>"
        + ul([(c, c.split("//")[1]) for c in code])
        + f"<h2>Results</h2><table>{results}</table>"
        + "<h2>Tasks</h2>"
        + ul([(f"/tasks/{t}", t) for t in tasks])
        + f'<a href="/login?next={base}">Edit</a> <a href="/login?next={base}">Add a result</a>'
    )
    pages[base] = PWR.page(
        title,
        main,
        share_url=PWR.url(base),
        aside="<h3>Similar papers</h3>"
        + ul([("/paper/revisiting-label-smoothing", "Revisiting label smoothing")]),
    )
    return pages, truth


def _pwr_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, ta = _paper(
        "patchdrop-token-pruning",
        "PatchDrop: Token Pruning for Fast Vision Transformers",
        [("/paper.pdf", "Paper PDF"), ("/bibtex.bib", "BibTeX")],
        ["image-classification"],
        ["imagenet-1k"],
        ["http://git.example/patchdrop/patchdrop"],
    )
    b, tb = _paper(
        "retrieval-augmented-small-lms",
        "Retrieval-Augmented Small Language Models Revisited",
        [
            ("/paper.pdf", "Paper PDF"),
            ("/supplementary.pdf", "Supplementary material"),
            ("/slides.pdf", "Slides"),
            ("/poster.pdf", "Poster"),
            ("/results.csv", "All results (CSV)"),
            ("/bibtex.bib", "BibTeX"),
        ],
        ["question-answering", "open-domain-qa", "language-modelling"],
        ["natural-questions", "triviaqa", "hotpotqa", "wikitext-103"],
        ["http://git.example/rasl/rasl", "http://git.example/rasl/rasl-eval"],
    )
    pages = {
        **a,
        **b,
        "/paper/revisiting-label-smoothing": PWR.chrome_page(
            "Revisiting label smoothing", "Another paper."
        ),
    }
    return PWR.sites(pages), {"a": ta, "b": tb}


# -------------------------------------------------------------------------- leaderboards
LB = Chrome(
    "board.evalarena.hx84.example",
    "EvalArena",
    [
        ("/leaderboards", "Leaderboards"),
        ("/submit", "Submit a model"),
        ("/methodology", "Methodology"),
        ("/faq", "FAQ"),
    ],
    [
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/discord", "Community"),
        ("/sponsors", "Sponsors"),
    ],
    title_format="{title} - {name}",
    cdn="files.arenacdn.hx84.example",
)


def _board(
    slug: str, title: str, rows: int, others: int
) -> tuple[dict[str, PageValue], list[str], list[str]]:
    base = f"/leaderboards/{slug}"
    pages: dict[str, PageValue] = {}
    trs = []
    other = []
    for i in range(rows):
        mid = f"/models/{slug}-entry-{i + 1}"
        trs.append(
            f'<tr><td>{i + 1}</td><td><a href="{mid}">model-{i + 1}</a></td><td>{80 - i * 0.7:.1f}</td>'
            f'<td><a href="/runs/{slug}-{i + 1}">details</a></td></tr>'
        )
        pages[mid] = LB.chrome_page(f"model-{i + 1}", "Model summary on EvalArena.")
        pages[f"/runs/{slug}-{i + 1}"] = LB.chrome_page(
            f"Run {i + 1}", "Per-sample outputs of one run."
        )
        if i < others:
            other.append(LB.url(mid))
    main = (
        f"<h1>{escape(title)}</h1><p>Updated daily. Scores are accuracy (%).</p>"
        f'<p>Sort: <a href="{base}?sort=score">score</a> <a href="{base}?sort=date">date</a> '
        f'<a href="/login?next={base}">Download CSV (sign in)</a></p>'
        f"<table><tr><th>#</th><th>Model</th><th>Score</th><th></th></tr>{''.join(trs)}</table>"
        '<p>See the <a href="/methodology">methodology</a>.</p>'
    )
    pages[base] = LB.page(
        title, main, aside="<h3>Other boards</h3>" + ul([("/leaderboards", "All leaderboards")])
    )
    return pages, [LB.url(base)], other


def _lb_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, ta, oa = _board("mmlu-pro-5shot", "MMLU-Pro (5-shot)", 6, 2)
    b, tb, ob = _board("longbench-v2", "LongBench v2 – long-context reasoning", 25, 3)
    boards = LB.page(
        "Leaderboards",
        "<h1>All leaderboards</h1>"
        + ul(
            [
                ("/leaderboards/mmlu-pro-5shot", "MMLU-Pro (5-shot)"),
                ("/leaderboards/longbench-v2", "LongBench v2"),
            ]
        ),
    )
    return LB.sites({**a, **b, "/leaderboards": boards}), {"a": ta, "b": tb, "oa": oa, "ob": ob}


# ------------------------------------------------------------------------- lab research blog
BLOG = Chrome(
    "blog.gradientnotes.hx84.example",
    "Gradient Notes",
    [("/archive/", "Archive"), ("/tags/", "Tags"), ("/team/", "Team"), ("/feed.xml", "RSS")],
    [("/about/", "About the lab"), ("/newsletter/", "Newsletter"), ("/privacy/", "Privacy")],
    title_format="{title} | {name}",
    share=True,
    cookie_banner=False,
)


def _post(
    path: str, title: str, paras: int, related: list[tuple[str, str]], figs: int
) -> dict[str, PageValue]:
    body = "".join(f"<p>Paragraph {n} on {escape(title.lower())}.</p>" for n in range(paras))
    body += "".join(
        f'<figure><img src="{path}fig{n}.png" alt="figure {n}"><figcaption>Figure {n}</figcaption></figure>'
        for n in range(1, figs + 1)
    )
    main = (
        f'<article><h1>{escape(title)}</h1><p class="byline">by <a href="/team/">the lab</a> · '
        f'<a href="/tags/efficiency/">efficiency</a></p>{body}</article>'
        '<section class="comments"><h2>Comments</h2><p>Great write-up!</p>'
        f'<a href="/login?next={path}">Sign in to comment</a></section>'
    )
    pages: dict[str, PageValue] = {
        path: BLOG.page(
            title, main, share_url=BLOG.url(path), aside="<h3>Related posts</h3>" + ul(related)
        )
    }
    for n in range(1, figs + 1):
        pages[f"{path}fig{n}.png"] = Response.data(png(16, 8), "image/png")
    return pages


def _blog_sites() -> list[Site]:
    rel = [
        ("/2026/01/notes-on-kv-cache-eviction/", "Notes on KV-cache eviction"),
        ("/2025/11/why-our-evals-disagree/", "Why our evals disagree"),
    ]
    a = _post(
        "/2026/03/scaling-sparse-attention/", "Scaling sparse attention past 1M tokens", 5, rel, 1
    )
    b = _post(
        "/2026/05/what-we-learned-training-a-tiny-moe/",
        "What we learned training a tiny MoE",
        12,
        [*rel, ("/2026/06/tiny-moe-part-2/", "Tiny MoE, part 2")],
        6,
    )
    extra = {
        p: BLOG.chrome_page(t, "Another post.")
        for p, t in [*rel, ("/2026/06/tiny-moe-part-2/", "Tiny MoE, part 2")]
    }
    extra["/tags/efficiency/"] = BLOG.chrome_page("efficiency", "Posts tagged efficiency.")
    posts = [
        ("/2026/05/what-we-learned-training-a-tiny-moe/", "What we learned training a tiny MoE"),
        ("/2026/03/scaling-sparse-attention/", "Scaling sparse attention past 1M tokens"),
        *rel,
    ]
    extra["/archive/"] = BLOG.page("Archive", "<h1>Archive</h1>" + ul(posts))
    return [BLOG.site({**a, **b, **extra})]


# --------------------------------------------------------------------- open-review forum
ORV = Chrome(
    "forum.openpanel.hx84.example",
    "OpenPanel",
    [("/venues", "Venues"), ("/about", "About"), ("/faq", "FAQ")],
    [
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/contact", "Contact"),
        ("/sponsors", "Sponsors"),
    ],
    title_format="{title} | {name}",
    account=(("/login", "Login"), ("/signup", "Sign up")),
)
API = "http://api.openpanel.hx84.example"


def _forum(
    fid: str, title: str, revisions: int, reply_pages: int, reviewers: list[str]
) -> tuple[dict[str, PageValue], dict[str, PageValue], list[str]]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    truth = [ORV.url(f"/forum?id={fid}")]
    own = [
        (f"/pdf?id={fid}", "PDF"),
        (f"/attachment?id={fid}&name=supplementary_material", "Supplementary"),
        (f"/revisions?id={fid}", "Revisions"),
        (f"/notes/bibtex?forum={fid}", "BibTeX"),
    ]
    for path, _ in own:
        if path.startswith("/pdf"):
            pages[path] = Response.data(pdf(title, ["camera ready"]), "application/pdf")
        elif path.startswith("/attachment"):
            pages[path] = blob(b"PK\x03\x04suppl", "application/zip")
        elif path.startswith("/notes/bibtex"):
            pages[path] = blob(f"@inproceedings{{{fid}, title={{{title}}}}}", "text/plain")
        truth.append(ORV.url(path))
    revs = [(f"/pdf?id={fid}&revision={n}", f"revision {n}") for n in range(1, revisions + 1)]
    pages[f"/revisions?id={fid}"] = ORV.page(
        f"Revisions of {title}",
        "<h1>Revision history</h1>" + ul(revs) + f'<a href="/forum?id={fid}">Back to forum</a>',
    )
    for p, _ in revs:
        pages[p] = Response.data(pdf(title, [p]), "application/pdf")
        truth.append(ORV.url(p))
    api_path = f"/notes?forum={fid}"
    api[api_path] = blob(json.dumps({"notes": [{"id": fid, "title": title}]}), "application/json")
    truth.append(API + api_path)
    replies = []
    for n, rv in enumerate(reviewers, 1):
        replies.append(
            f'<div class="note"><h4><a href="/forum?id={fid}&amp;noteId={fid}r{n}">Official Review</a></h4>'
            f'<p>by <a href="/profile?id=~{rv}">{rv.replace("_", " ")}</a></p><p>Rating: 6</p></div>'
        )
        truth.append(ORV.url(f"/forum?id={fid}&noteId={fid}r{n}"))
    pager = ""
    for k in range(2, reply_pages + 1):
        pager += f'<a href="/forum?id={fid}&amp;page={k}">page {k}</a> '
        truth.append(ORV.url(f"/forum?id={fid}&page={k}"))
    main = (
        f"<h1>{escape(title)}</h1>"
        + ul([(p, t) for p, t in own])
        + f'<p>Venue: <a href="/group?id=LRConf/2026/Conference">LRConf 2026 Conference</a> · '
        f'<a href="{API}{api_path}">API</a></p>'
        + "".join(replies)
        + f'<nav class="pager">{pager}</nav>'
        + '<a href="/login?next=/forum">Add a comment</a>'
    )
    forum = ORV.page(title, main)
    pages[f"/forum?id={fid}"] = forum
    for n in range(1, len(reviewers) + 1):
        pages[f"/forum?id={fid}&noteId={fid}r{n}"] = forum
    for k in range(2, reply_pages + 1):
        pages[f"/forum?id={fid}&page={k}"] = ORV.page(
            title,
            f"<h1>{escape(title)}</h1><p>Older comments, page {k}.</p>"
            f'<a href="/forum?id={fid}">first page</a>',
        )
    for rv in reviewers:
        pages[f"/profile?id=~{rv}"] = ORV.chrome_page(
            rv.replace("_", " "), "Profile: publications, co-authors."
        )
    return pages, api, truth


def _orv_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, aa, ta = _forum(
        "rX7kQ2mZp9",
        "Curriculum Dropout for Low-Resource Speech Recognition",
        1,
        1,
        ["Mara_Olsen1", "Tuan_Pham2"],
    )
    b, ab, tb = _forum(
        "Hq3vW8nLt4",
        "Mixture-of-Depths Routing without Auxiliary Losses",
        4,
        3,
        ["Ines_Carvalho1", "Ravi_Menon3", "Lea_Baptiste1", "Ola_Nwosu2"],
    )
    pages = {
        **a,
        **b,
        "/group": ORV.chrome_page("LRConf 2026 Conference", "Accepted papers and submissions."),
    }
    api = Site(
        "api.openpanel.hx84.example", {**aa, **ab, "/": blob('{"api": "v2"}', "application/json")}
    )
    return [ORV.site(pages), api], {"a": ta, "b": tb}


# -------------------------------------------------------------------------- preprint server
PRE = Chrome(
    "papers.arcprint.hx84.example",
    "arcprint",
    [
        ("/list/cs.LG/new", "cs.LG new"),
        ("/list/stat.ML/new", "stat.ML new"),
        ("/submit", "Submit"),
        ("/help", "Help"),
    ],
    [
        ("/about", "About"),
        ("/license", "Licences"),
        ("/accessibility", "Accessibility"),
        ("/status", "Status"),
        ("/donate", "Donate"),
    ],
    title_format="[{title}] {name}",
    home_title="arcprint e-print archive",
    cookie_banner=False,
)


def _preprint(
    pid: str, title: str, versions: int, extra: list[tuple[str, str]]
) -> tuple[dict[str, PageValue], list[str]]:
    pages: dict[str, PageValue] = {}
    own = [(f"/pdf/{pid}v{v}", f"PDF v{v}") for v in range(versions, 0, -1)]
    own += [(f"/src/{pid}", "TeX source"), (f"/bibtex/{pid}", "Export BibTeX"), *extra]
    truth = [PRE.url(f"/abs/{pid}")]
    for path, label in own:
        if path.startswith("/pdf/"):
            pages[path] = Response.data(pdf(title, [label]), "application/pdf")
        elif path.startswith("/html/"):
            pages[path] = PRE.page(
                title, f"<article><h1>{escape(title)}</h1><p>Full text.</p></article>"
            )
        else:
            pages[path] = blob(
                f"{pid} {label}", "application/x-tar" if "src" in path else "text/plain"
            )
        truth.append(PRE.url(path))
    main = (
        f'<h1>{escape(title)}</h1><p>Subjects: <a href="/list/cs.LG/new">cs.LG</a></p>'
        "<blockquote>Abstract: we study a thing.</blockquote>"
        "<h2>Access paper</h2>"
        + ul(own)
        + f'<p>Cite as: arcprint:{pid}</p><p><a href="/auth/endorse?x={pid}">Which authors are endorsers?</a></p>'
    )
    pages[f"/abs/{pid}"] = PRE.page(
        pid,
        main,
        aside="<h3>References &amp; citations</h3>"
        + ul([("/help/citations", "How citations are counted")]),
    )
    pages["/auth/endorse"] = PRE.chrome_page("Endorsement", "Endorsers of this paper's category.")
    pages["/help/citations"] = PRE.chrome_page(
        "Citations", "Citation counts come from our partners."
    )
    return pages, truth


def _pre_sites() -> tuple[list[Site], dict[str, list[str]]]:
    a, ta = _preprint("2603.01234", "Low-Rank Adapters Forget Less", 1, [])
    b, tb = _preprint(
        "2604.05678",
        "A Benchmark for Tool-Using Agents under Budget Constraints",
        3,
        [
            ("/html/2604.05678v3", "HTML (experimental)"),
            ("/anc/2604.05678/tasks.jsonl", "Ancillary: tasks.jsonl"),
            ("/anc/2604.05678/prompts.txt", "Ancillary: prompts.txt"),
        ],
    )
    return [PRE.site({**a, **b})], {"a": ta, "b": tb}


CASES: list[Case] = [
    # A paper page and the files it offers (PDF, BibTeX) one hop away, inside heavy chrome
    # and links to tasks and datasets: a preprint-like Single Hop -> Single Page+ with Ignores.
    case(
        "resultsgrid-patchdrop",
        "paper-with-results page (PDF and BibTeX)",
        "Single Hop",
        "single_page_plus_ignored",
        PWR.url("/paper/patchdrop-token-pruning"),
        _t(_pwr_sites, "a"),
        lambda: _pwr_sites()[0],
        others=[PWR.url("/paper/revisiting-label-smoothing"), PWR.url("/datasets/imagenet-1k")],
    ),
    # Harder: six own files (supplement, slides, poster, results CSV), several tasks and
    # datasets, two code repositories off-site, a similar-papers sidebar.
    case(
        "resultsgrid-rasl",
        "paper-with-results page (supplement, slides, poster, results CSV)",
        "Single Hop",
        "single_page_plus_ignored",
        PWR.url("/paper/retrieval-augmented-small-lms"),
        _t(_pwr_sites, "b"),
        lambda: _pwr_sites()[0],
        others=[
            PWR.url("/paper/revisiting-label-smoothing"),
            PWR.url("/datasets/natural-questions"),
        ],
    ),
    # A leaderboard is one page: its rows link to models and runs, which are other
    # artifacts, and the CSV sits behind a login -> Single Page.
    case(
        "evalarena-mmlu-pro",
        "evaluation leaderboard (six rows)",
        "Single Artifact URI",
        "single_page",
        LB.url("/leaderboards/mmlu-pro-5shot"),
        _t(_lb_sites, "a"),
        lambda: _lb_sites()[0],
        others=_t(_lb_sites, "oa"),
    ),
    # Harder: 25 rows, each with a model and a run page; sort views of the same table.
    case(
        "evalarena-longbench-v2",
        "evaluation leaderboard (25 rows with run pages)",
        "Single Artifact URI",
        "single_page",
        LB.url("/leaderboards/longbench-v2"),
        _t(_lb_sites, "b"),
        lambda: _lb_sites()[0],
        others=_t(_lb_sites, "ob"),
    ),
    # A blog post is a Single Artifact URI (seed: every blog row is Single Page).
    case(
        "gradientnotes-sparse-attention",
        "research lab blog (post)",
        "Single Artifact URI",
        "single_page",
        BLOG.url("/2026/03/scaling-sparse-attention/"),
        [BLOG.url("/2026/03/scaling-sparse-attention/")],
        _blog_sites,
        others=[BLOG.url("/2026/01/notes-on-kv-cache-eviction/")],
    ),
    # Harder: a long post with six figures (embedded), a series link and related posts.
    case(
        "gradientnotes-tiny-moe",
        "research lab blog (long post, figures, series)",
        "Single Artifact URI",
        "single_page",
        BLOG.url("/2026/05/what-we-learned-training-a-tiny-moe/"),
        [BLOG.url("/2026/05/what-we-learned-training-a-tiny-moe/")],
        _blog_sites,
        others=[
            BLOG.url("/2026/06/tiny-moe-part-2/"),
            BLOG.url("/2025/11/why-our-evals-disagree/"),
        ],
    ),
    # Every URI of the submission carries its note id (forum, pdf, attachment, revisions,
    # bibtex, reply permalinks, the API on its own host); profiles and venue do not ->
    # the GBIF shape: Significant String from URI.
    case(
        "openpanel-curriculum-dropout",
        "open-review forum (submission with two reviews)",
        "Multi-Hop",
        "sig_uri",
        ORV.url("/forum?id=rX7kQ2mZp9"),
        _t(_orv_sites, "a"),
        lambda: _orv_sites()[0],
    ),
    # Harder: four revisions, four reviews, three pages of comments.
    case(
        "openpanel-mixture-of-depths",
        "open-review forum (revisions, paged discussion)",
        "Multi-Hop",
        "sig_uri",
        ORV.url("/forum?id=Hq3vW8nLt4"),
        _t(_orv_sites, "b"),
        lambda: _orv_sites()[0],
    ),
    # An abstract page with its PDF, source and BibTeX one hop away in archive chrome: the
    # seed's preprint rows (bioRxiv, SSRN) -> Single Page+ with Ignores.
    case(
        "arcprint-lora-forget",
        "ML preprint server (abstract page, one version)",
        "Single Hop",
        "single_page_plus_ignored",
        PRE.url("/abs/2603.01234"),
        _t(_pre_sites, "a"),
        lambda: _pre_sites()[0],
    ),
    # Harder: three versions, an HTML rendering and ancillary files.
    case(
        "arcprint-tool-agents",
        "ML preprint server (three versions, HTML, ancillary files)",
        "Single Hop",
        "single_page_plus_ignored",
        PRE.url("/abs/2604.05678"),
        _t(_pre_sites, "b"),
        lambda: _pre_sites()[0],
    ),
]
