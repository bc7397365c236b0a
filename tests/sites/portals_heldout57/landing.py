"""Single-URI and single-hop portals of heldout57: notebook viewers and interactive-article
journals (one URI: Single Page), reproducibility capsules and a computational preprint server
(a landing page and what it links one hop away, inside heavy chrome: Single Page+ with
Ignored URIs, the seed's Figshare/Zenodo/bioRxiv rows).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case
from sites.portals_heldout57._kit import Chrome, a, binary, blob, host, pdf_file, ul, zipish

# --- nbglass: a notebook rendering service ------------------------------------------------------

GLASS = host("view", "nbglass")
GLASS_CHROME = Chrome(
    GLASS,
    "nbglass",
    menu=[("/gallery", "Gallery"), ("/faq", "FAQ"), ("/about", "About")],
    footer=[("/faq", "FAQ"), ("/status", "Status"), ("/privacy", "Privacy")],
    title_format="{name} · {title}",
    home_main="<h1>nbglass</h1><p>Paste the address of a notebook to render it.</p>"
    '<form action="/go"><input name="url"></form>',
    cookie_banner=False,
    accent="#f37726",
    chrome_pages={"/go": "Render a notebook"},
)
CORAL = "/render/gitvale/ksato/coral-bleaching"
COHORT = "/render/gitvale/pgrund/cohort-survival"


def _notebook(repo: str, path: str, title: str, cells: list[str], siblings: list[str]) -> str:
    owner = repo.split("/")[3]
    folder, name = path.rsplit("/", 1)
    crumbs = (
        f'<ol class="breadcrumb"><li>{a(f"/render/gitvale/{owner}/", owner)}</li>'
        f"<li>{a(f'{repo}/tree/main/', repo.rsplit('/', 1)[1])}</li>"
        f"<li>{a(f'{repo}/tree/main/{folder}/', folder)}</li>"
        f"<li>{escape(name)}</li></ol>"
    )
    src = repo.replace("/render/gitvale", "http://code.gitvale.test")
    tools = (
        f'<div class="menu-icons"><a href="{src}/raw/main/{path}" title="Download">Download</a> '
        f'<a href="{src}/blob/main/{path}">View on gitvale</a> '
        f'<a href="http://launch.binderloom.test/v2/gv/{repo[16:]}/main?filepath={path}">'
        "Execute on Binder</a></div>"
    )
    toc = ul([(f"#cell-{i}", c.split(".")[0]) for i, c in enumerate(cells) if c.startswith("#")])
    body = "".join(
        f'<div class="cell" id="cell-{i}"><div class="input"><pre>{escape(c)}</pre></div>'
        f'<div class="output"><pre>[{i}] ok</pre></div></div>'
        if not c.startswith("#")
        else f'<h2 id="cell-{i}">{escape(c[1:].strip())}</h2>'
        for i, c in enumerate(cells)
    )
    sib = (
        "<h3>Other notebooks in this folder</h3>"
        + ul([(f"{repo}/blob/main/{folder}/{s}", s) for s in siblings])
        if siblings
        else ""
    )
    return GLASS_CHROME.page(
        title,
        f"{crumbs}{tools}<nav class=toc>{toc}</nav><div class=notebook>{body}</div>"
        '<p class="cache-note">This rendering is cached for up to 10 minutes '
        '(<a href="/faq">why?</a>).</p>',
        aside=sib,
    )


CORAL_NB = f"{CORAL}/blob/main/notebooks/02-thermal-stress.ipynb"
COHORT_NB = f"{COHORT}/blob/main/analysis/survival/04-cox-models.ipynb"
COHORT_SIBS = [
    "01-cleaning.ipynb",
    "02-descriptives.ipynb",
    "03-kaplan-meier.ipynb",
    "05-sensitivity.ipynb",
]


def _nbglass_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages[CORAL_NB] = _notebook(
        CORAL,
        "notebooks/02-thermal-stress.ipynb",
        "02-thermal-stress.ipynb",
        [
            "# Degree heating weeks",
            "import xarray as xr",
            "dhw = sst.rolling(time=84).sum()",
            "# Bleaching thresholds",
            "dhw.plot()",
        ],
        [],
    )
    pages[COHORT_NB] = _notebook(
        COHORT,
        "analysis/survival/04-cox-models.ipynb",
        "04-cox-models.ipynb",
        [
            "# Setup",
            "import lifelines",
            "# Proportional hazards",
            "cph.fit(df)",
            "# Schoenfeld residuals",
            "cph.check_assumptions(df)",
            "# Stratified models",
            "cph_s.fit(df, strata=['site'])",
            "# Export",
            "summary.to_csv('hr.csv')",
        ],
        COHORT_SIBS,
    )
    for s in COHORT_SIBS:
        pages[f"{COHORT}/blob/main/analysis/survival/{s}"] = _notebook(
            COHORT, f"analysis/survival/{s}", s, ["# " + s, "pass"], []
        )
    for repo, folders in ((CORAL, ["notebooks"]), (COHORT, ["analysis", "analysis/survival"])):
        owner = repo.split("/")[3]
        pages[f"/render/gitvale/{owner}/"] = GLASS_CHROME.page(
            owner, f"<h1>{owner}</h1>" + ul([(f"{repo}/tree/main/", repo.rsplit("/", 1)[1])])
        )
        pages[f"{repo}/tree/main/"] = GLASS_CHROME.page(
            repo, f"<h1>{repo}</h1>" + ul([(f"{repo}/tree/main/{folders[0]}/", folders[0])])
        )
        for f in folders:
            nbs = [
                p
                for p in pages
                if p.startswith(f"{repo}/blob/main/{f}/")
                and "/" not in p[len(f"{repo}/blob/main/{f}/") :]
            ]
            subs = [(f"{repo}/tree/main/{g}/", g) for g in folders if g.startswith(f + "/")]
            pages[f"{repo}/tree/main/{f}/"] = GLASS_CHROME.page(
                f, f"<h1>{f}</h1>" + ul(subs + [(p, p.rsplit("/", 1)[1]) for p in nbs])
            )
    return [GLASS_CHROME.site(pages)]


# --- Plotfold: a journal of interactive articles ------------------------------------------------

FOLD = host("www", "plotfold")
FOLD_CHROME = Chrome(
    FOLD,
    "Plotfold",
    menu=[
        ("/about/", "About"),
        ("/archive/", "Archive"),
        ("/prize/", "Prize"),
        ("/journal/submit/", "Submit"),
    ],
    footer=[("/rss.xml", "RSS"), ("/about/#team", "Editorial team"), ("/faq/", "FAQ")],
    title_format="{title}",
    home_title="Plotfold",
    accent="#222",
    chrome_pages={"/faq/": "FAQ"},
)


def _article(
    slug: str,
    title: str,
    authors: list[str],
    sections: list[str],
    cites: list[tuple[str, str]],
    neighbours: list[tuple[str, str]],
) -> str:
    byline = ", ".join(
        f'<a href="http://{au.lower().replace(" ", "")}.homepages.test/">{escape(au)}</a>'
        for au in authors
    )
    secs = "".join(
        f'<h2 id="s{i}">{escape(s)}</h2><p>Text of the section.</p>'
        f'<figure><iframe src="/{slug}/widgets/fig{i}.html" title="figure {i}"></iframe></figure>'
        for i, s in enumerate(sections, 1)
    )
    refs = "<ol class=references>" + "".join(f"<li>{a(h, t)}</li>" for h, t in cites) + "</ol>"
    slug_short = slug.rsplit("/", 1)[1]
    appendix = (
        '<section class="appendix"><h3>Updates and corrections</h3><p>See the '
        f'<a href="http://code.gitvale.test/plotfold/{slug_short}/commits">change log</a>; '
        f'<a href="http://code.gitvale.test/plotfold/{slug_short}/issues">open an issue</a>.</p>'
        "<h3>Citation</h3><pre class=citation>@article{"
        + slug_short
        + ", title={"
        + escape(title)
        + "}, journal={Plotfold}, year={2025}}</pre>"
        "<h3>Reviews</h3><p>Peer reviews are public on "
        f'<a href="http://code.gitvale.test/plotfold/{slug_short}/issues?label=review">'
        "gitvale</a>.</p></section>"
    )
    nav = ul(neighbours, "article-nav") if neighbours else ""
    return FOLD_CHROME.page(
        title,
        f"<d-title><h1>{escape(title)}</h1></d-title><d-byline>{byline}</d-byline>"
        f"<d-article>{secs}{refs}</d-article>{appendix}{nav}",
        head='<script src="/assets/template.v3.js"></script>',
        share=FOLD_CHROME.url(f"/{slug}/"),
    )


SINKS = "2025/attention-sinks"
LOSS = "2026/loss-landscape-tours"


def _plotfold_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages[f"/{SINKS}/"] = _article(
        SINKS,
        "Where Attention Goes to Rest",
        ["Ines Mauro", "Tariq Bello"],
        ["The sink token", "Removing the sink", "Discussion"],
        [("http://preprints.scholar.test/abs/2309.17453", "Efficient streaming LMs")],
        [],
    )
    pages[f"/{LOSS}/"] = _article(
        LOSS,
        "Guided Tours of Loss Landscapes",
        ["Hana Oduya", "Lev Petrossian", "Ana Quiroga"],
        [
            "Why pictures lie",
            "Random directions",
            "Filter normalisation",
            "Mode connectivity",
            "Tours you can run",
        ],
        [
            (f"/{SINKS}/", "Where Attention Goes to Rest"),
            ("/2024/grokking-visualised/", "Grokking, visualised"),
            ("http://preprints.scholar.test/abs/1712.09913", "Visualizing the loss landscape"),
        ],
        [("/2025/attention-sinks/", "Previous article"), ("/2026/sparse-probes/", "Next article")],
    )
    for path, t in (
        ("/2024/grokking-visualised/", "Grokking, visualised"),
        ("/2026/sparse-probes/", "Sparse probes"),
    ):
        pages[path] = FOLD_CHROME.page(t, f"<h1>{t}</h1>")
    pages["/archive/"] = FOLD_CHROME.page(
        "Archive",
        "<h1>Archive</h1>"
        + ul(
            [
                (f"/{LOSS}/", "Loss landscapes"),
                (f"/{SINKS}/", "Sinks"),
                ("/2024/grokking-visualised/", "Grokking"),
            ]
        ),
    )
    for slug, n in ((SINKS, 3), (LOSS, 5)):
        for i in range(1, n + 1):
            pages[f"/{slug}/widgets/fig{i}.html"] = "<!doctype html><title>fig</title><svg></svg>"
    pages["/assets/template.v3.js"] = blob(
        "customElements.define('d-title',class{});", "text/javascript"
    )
    pages["/rss.xml"] = blob(
        "<rss><channel><title>Plotfold</title></channel></rss>", "application/rss+xml"
    )
    return [FOLD_CHROME.site(pages)]


# --- Capsulary: reproducibility capsules --------------------------------------------------------

CAPS = host("app", "capsulary")
CAPS_CHROME = Chrome(
    CAPS,
    "Capsulary",
    menu=[
        ("/explore", "Explore capsules"),
        ("/for-journals", "For journals"),
        ("/pricing", "Pricing"),
        ("/docs/", "Docs"),
    ],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms of use"),
        ("/privacy", "Privacy"),
        ("/docs/", "Help center"),
        ("/blog/", "Blog"),
    ],
    title_format="{title} | {name}",
    home_title="Capsulary | Computational reproducibility, one capsule at a time",
    accent="#1b6fb5",
)


def _capsule(
    cid: str,
    title: str,
    files: dict[str, PageValue],
    run: str,
    versions: list[tuple[str, str]],
    related: list[tuple[str, str]],
    exports: list[str],
) -> tuple[dict[str, PageValue], frozenset[str]]:
    pages: dict[str, PageValue] = {}
    entry = f"/capsule/{cid}"
    dl = f"/dl/capsule-{cid}.zip"
    file_rows = "".join(
        f'<tr><td>{escape(p)}</td><td><a href="/files/download?capsule={cid}&amp;path={p}">'
        "download</a></td></tr>"
        for p in files
    )
    cite = " ".join(a(f"/cite/{cid}.{e}", e.upper()) for e in exports)
    ver = ("<h3>Versions</h3>" + ul(versions)) if versions else ""
    rel = ("<h3>Related capsules</h3>" + ul(related)) if related else ""
    pages[entry] = CAPS_CHROME.page(
        title,
        f'<h1 class="capsule-title">{escape(title)}</h1>'
        '<p class="badges"><span>Reproducible run verified</span></p>'
        f'<div class="actions"><a class="btn" href="{dl}">Download capsule</a> '
        f'<a class="btn" href="/runs/{run}/log.txt">Last run log</a></div>'
        f'<table class="file-tree">{file_rows}</table>'
        f'<p class="cite">Cite this capsule: {cite}</p>'
        '<p>Associated publication: <a href="http://doi.scholar.test/10.5555/j.'
        f'{cid}">doi:10.5555/j.{cid}</a></p>',
        aside=ver + rel,
        share=CAPS_CHROME.url(entry),
    )
    pages[dl] = zipish("capsule" + cid)
    pages[f"/runs/{run}/log.txt"] = blob(f"run {run}: exit 0, 3 results\n", "text/plain")
    for p, v in files.items():
        pages[f"/files/download?capsule={cid}&path={p}"] = v
    for e in exports:
        pages[f"/cite/{cid}.{e}"] = blob(f"citation of {title} ({e})\n", "text/plain")
    return pages, frozenset(CAPS_CHROME.url(p) for p in pages)


def _glacier() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _capsule(
        "4417203",
        "Glacier mass balance from repeat DEMs",
        {
            "environment/Dockerfile": blob("FROM python:3.11\n", "text/plain"),
            "code/run.sh": blob("#!/bin/sh\npython main.py\n", "text/x-sh"),
            "results/figure2.pdf": pdf_file("Figure 2", ["mass balance"]),
        },
        "9912",
        [],
        [],
        ["bib", "ris"],
    )


def _microbiome() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _capsule(
        "5520981",
        "Replication of a gut-microbiome diversity analysis (v3)",
        {
            "environment/Dockerfile": blob("FROM rocker/r-ver:4.4\n", "text/plain"),
            "environment/renv.lock": blob('{"R":{"Version":"4.4.1"}}', "application/json"),
            "code/01-filter.R": blob("# filter\n", "text/plain"),
            "code/02-diversity.R": blob("# diversity\n", "text/plain"),
            "data/otu-table.biom": binary("biom"),
            "results/alpha-diversity.pdf": pdf_file("Alpha diversity", ["Shannon"]),
            "results/beta-ordination.png": binary("png-ord", "image/png"),
            "results/output.txt": blob("all checks passed\n", "text/plain"),
        },
        "10457",
        [("/capsule/2230417", "Version 1 (2023)"), ("/capsule/3391024", "Version 2 (2024)")],
        [
            ("/capsule/6004112", "16S pipeline benchmark"),
            ("/capsule/6120075", "Rarefaction sensitivity"),
        ],
        ["bib", "ris", "jsonld"],
    )


CAPS_OTHERS = ["/capsule/2230417", "/capsule/3391024", "/capsule/6004112", "/capsule/6120075"]


def _capsulary_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**_glacier()[0], **_microbiome()[0]}
    for p in CAPS_OTHERS:
        pages[p] = CAPS_CHROME.page(f"Capsule {p[9:]}", f"<h1>Capsule {p[9:]}</h1>")
    return [CAPS_CHROME.site(pages)]


# --- ReproRxiv: a preprint server for computational research ------------------------------------

RXIV = host("www", "reprorxiv")
RXIV_CHROME = Chrome(
    RXIV,
    "ReproRxiv",
    menu=[
        ("/collection/", "Subject areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about-reprorxiv", "About"),
        ("/alerts", "Alerts / RSS"),
    ],
    footer=[
        ("/about-reprorxiv", "About"),
        ("/faq", "FAQ"),
        ("/content/about-funding", "Funding"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{title} | {name}",
    home_title="ReproRxiv: the preprint server for computational research",
    accent="#9e1b32",
)


def _preprint(
    doi: str, ver: int, title: str, supp: dict[str, PageValue], older: list[int], subject: bool
) -> tuple[dict[str, PageValue], frozenset[str]]:
    num = doi.rsplit(".", 1)[1]
    base = f"/content/10.55171/{doi}v{ver}"
    pages: dict[str, PageValue] = {}
    tabs = [
        (base, "Abstract"),
        (base + ".full", "Full Text"),
        (base + ".article-info", "Info/History"),
        (base + ".article-metrics", "Metrics"),
        (base + ".full.pdf", "Preview PDF"),
    ]
    supp_links = ul(
        [
            (
                f"/content/reprorxiv/early/{doi[:10].replace('.', '/')}/{doi}/DC1/"
                f"embed/{n}?download=true",
                n,
            )
            for n in supp
        ]
    )
    hist = (
        (
            "<p>Previous versions: "
            + " ".join(a(f"/content/10.55171/{doi}v{o}", f"v{o}") for o in older)
            + "</p>"
        )
        if older
        else ""
    )
    pages[base] = RXIV_CHROME.page(
        title,
        f'<div class="highwire-cite"><h1 id="page-title">{escape(title)}</h1>'
        f'<p class="doi">doi: https://doi.org/10.55171/{doi}</p>{hist}</div>'
        + ul(tabs, "tabs")
        + "<h2>Abstract</h2><p>We release code, data and a container.</p>"
        "<h2>Supplementary Material</h2>"
        + supp_links
        + '<p class="cite-tools">Download citation: '
        + a(f"/highwire/citation/{num}/bibtext", "BibTeX")
        + " "
        + a(f"/highwire/citation/{num}/ris", "RIS")
        + "</p>"
        + '<p>Code: <a href="http://code.gitvale.test/repro/'
        + num
        + '">gitvale</a></p>',
        aside=(
            "<h3>Subject Area</h3>" + ul([("/collection/bioinformatics", "Bioinformatics")])
            if subject
            else ""
        ),
        share=RXIV_CHROME.url(base),
    )
    pages[base + ".full"] = RXIV_CHROME.page(title, f"<h1>{escape(title)}</h1><p>Full text.</p>")
    pages[base + ".article-info"] = RXIV_CHROME.page(title, "<h1>Info/History</h1>")
    pages[base + ".article-metrics"] = RXIV_CHROME.page(title, "<h1>Metrics</h1>")
    pages[base + ".full.pdf"] = pdf_file(title, ["Preprint"])
    for n, v in supp.items():
        pages[
            f"/content/reprorxiv/early/{doi[:10].replace('.', '/')}/{doi}/DC1/embed/{n}"
            "?download=true"
        ] = v
    pages[f"/highwire/citation/{num}/bibtext"] = blob(
        f"@article{{{num}, title={{{title}}}}}", "application/x-bibtex"
    )
    pages[f"/highwire/citation/{num}/ris"] = blob(
        f"TY  - JOUR\nTI  - {title}\n", "application/x-research-info-systems"
    )
    return pages, frozenset(RXIV_CHROME.url(p) for p in pages)


def _seqbench() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _preprint(
        "2025.06.02.118240",
        1,
        "SeqBench: a reproducible benchmark of read aligners",
        {"media-1.pdf": pdf_file("Supplementary methods", ["S1"])},
        [],
        subject=False,
    )


def _docking() -> tuple[dict[str, PageValue], frozenset[str]]:
    return _preprint(
        "2025.11.20.130077",
        3,
        "Re-running 40 published docking studies: what reproduces and what does not",
        {
            "media-1.pdf": pdf_file("Supplementary tables", ["S1-S9"]),
            "media-2.csv": blob("study,reproduced\n1,yes\n", "text/csv"),
            "media-3.zip": zipish("docking-inputs"),
            "media-4.zip": zipish("docking-containers"),
        },
        [1, 2],
        subject=True,
    )


def _reprorxiv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {**_seqbench()[0], **_docking()[0]}
    for v in (1, 2):
        p = f"/content/10.55171/2025.11.20.130077v{v}"
        pages[p] = RXIV_CHROME.page(f"Version {v}", f"<h1>Earlier version {v}</h1>")
    pages["/collection/bioinformatics"] = RXIV_CHROME.page(
        "Bioinformatics", "<h1>Bioinformatics</h1>"
    )
    return [RXIV_CHROME.site(pages)]


CASES = [
    # A rendered notebook is one web page about a file kept elsewhere (the raw file and
    # Binder are on other portals): like the seed's blog posts, Single Page.
    Case(
        "nbglass-thermal-stress",
        "notebook rendering service (one notebook)",
        "Single Artifact URI",
        "single_page",
        GLASS_CHROME.url(CORAL_NB),
        frozenset({GLASS_CHROME.url(CORAL_NB)}),
        _nbglass_sites,
    ),
    # Harder: a long notebook with an in-page table of contents, breadcrumbs to folder
    # listings and four sibling notebooks (each its own artifact) in a sidebar.
    Case(
        "nbglass-cox-models",
        "notebook rendering service (siblings in sidebar, breadcrumbs)",
        "Single Artifact URI",
        "single_page",
        GLASS_CHROME.url(COHORT_NB),
        frozenset({GLASS_CHROME.url(COHORT_NB)}),
        _nbglass_sites,
        others=frozenset(
            GLASS_CHROME.url(f"{COHORT}/blob/main/analysis/survival/{s}") for s in COHORT_SIBS
        ),
    ),
    # An interactive article is a single page (figures are embedded iframes): the seed's
    # Nautilus/The Conversation row, Single Page.
    Case(
        "plotfold-attention-sinks",
        "interactive-article journal (article)",
        "Single Artifact URI",
        "single_page",
        FOLD_CHROME.url(f"/{SINKS}/"),
        frozenset({FOLD_CHROME.url(f"/{SINKS}/")}),
        _plotfold_sites,
    ),
    # Harder: five interactive figures, citations of other Plotfold articles and
    # previous/next navigation to other articles; reviews and corrections live off-site.
    Case(
        "plotfold-loss-landscapes",
        "interactive-article journal (cites and navigates to other articles)",
        "Single Artifact URI",
        "single_page",
        FOLD_CHROME.url(f"/{LOSS}/"),
        frozenset({FOLD_CHROME.url(f"/{LOSS}/")}),
        _plotfold_sites,
        others=frozenset(
            {
                FOLD_CHROME.url(f"/{SINKS}/"),
                FOLD_CHROME.url("/2024/grokking-visualised/"),
                FOLD_CHROME.url("/2026/sparse-probes/"),
            }
        ),
    ),
    # A capsule landing page links its files, archive, run log and citation exports one
    # hop away, amid menus and footers: the Figshare/Zenodo shape, Single Page+ with
    # Ignored URIs.
    Case(
        "capsulary-glacier",
        "reproducibility capsule platform (capsule)",
        "Single Hop",
        "single_page_plus_ignored",
        CAPS_CHROME.url("/capsule/4417203"),
        _glacier()[1],
        _capsulary_sites,
    ),
    # Harder: eight files, three exports, earlier versions and related capsules (other
    # artifacts) in the sidebar.
    Case(
        "capsulary-microbiome-v3",
        "reproducibility capsule platform (versions, related capsules, many files)",
        "Single Hop",
        "single_page_plus_ignored",
        CAPS_CHROME.url("/capsule/5520981"),
        _microbiome()[1],
        _capsulary_sites,
        others=frozenset(CAPS_CHROME.url(p) for p in CAPS_OTHERS),
    ),
    # A bioRxiv-like preprint: abstract page with its full text, PDF, info, metrics,
    # supplements and citation files one hop away: Single Page+ with Ignores.
    Case(
        "reprorxiv-seqbench",
        "preprint server (preprint)",
        "Single Hop",
        "single_page_plus_ignored",
        RXIV_CHROME.url("/content/10.55171/2025.06.02.118240v1"),
        _seqbench()[1],
        _reprorxiv_sites,
    ),
    # Harder: version 3 with two earlier versions (other records), four supplements and a
    # subject-area link in the sidebar.
    Case(
        "reprorxiv-docking-v3",
        "preprint server (third version, four supplements)",
        "Single Hop",
        "single_page_plus_ignored",
        RXIV_CHROME.url("/content/10.55171/2025.11.20.130077v3"),
        _docking()[1],
        _reprorxiv_sites,
        others=frozenset(
            RXIV_CHROME.url(f"/content/10.55171/2025.11.20.130077v{v}") for v in (1, 2)
        ),
    ),
]
