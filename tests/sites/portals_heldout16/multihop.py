"""Multi-hop artifacts: container image repositories and project/book sites (path-based),
compute capsules, source archives, sequence records and materials entries (an identifier
in every URI), protocols (title in every page) and data releases behind a portal-prefixed
or -suffixed title."""

from __future__ import annotations

from urllib.parse import quote

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response

from ._kit import Case, Hub, Portal, links

MENU = [("/explore", "Explore"), ("/docs", "Documentation"), ("/about", "About")]
FOOT = [("/terms", "Terms"), ("/privacy", "Privacy"), ("/status", "Status")]
CASES_MULTI: list[Case] = []


def _filler(h: Hub, paths: list[str]) -> None:
    for p in paths:
        h.page(p, p.strip("/").rsplit("/", 1)[-1] or "page", f"<h1>{p}</h1>")


# --- Container image registry (Quay-like): everything under /repository/<ns>/<name> ----
CY = Hub(
    Portal(
        "hub.crateyard.hx16.example", "CrateYard", MENU, FOOT, title_format="{title} · CrateYard"
    )
)
for _img, _sib, _tags in (
    ("samtools", "samtools-static", ["1.19--h50ea8bc_0", "1.18--h50ea8bc_1"]),
    ("bwa", "bwa-mem2", ["0.7.18--he4a0461_0"]),
):
    _b = f"/repository/biocrate/{_img}"
    _t: set[str] = set()
    _tl = []
    for _tag in _tags:
        _m = f"{_b}/manifest/sha256-{_tag.replace('.', '').replace('--', '')}"
        _t.add(
            CY.page(
                _m,
                f"{_img}:{_tag}",
                f"<h1>{_img}:{_tag}</h1><p>Layers: 4</p><a href='{_m}/security'>Security scan</a>",
            )
        )
        _t.add(CY.page(f"{_m}/security", f"Vulnerabilities {_img}:{_tag}", "<p>0 high</p>"))
        _tl.append((_m, _tag))
    _t.add(CY.page(f"{_b}/tags", f"Tags · biocrate/{_img}", f"<h1>Tags</h1>{links(_tl)}"))
    _t.add(CY.page(f"{_b}/history", f"History · biocrate/{_img}", "<h1>Tag history</h1>"))
    _t.add(CY.page(f"{_b}/build/2291", f"Build 2291 · biocrate/{_img}", "<pre>Step 1/4</pre>"))
    _e = CY.page(
        _b,
        f"biocrate/{_img}",
        f"<h1>biocrate/{_img}</h1><pre>docker pull hub.crateyard.hx16.example/"
        f"biocrate/{_img}:{_tags[0]}</pre><nav><a href='{_b}/tags'>Tags</a> "
        f"<a href='{_b}/history'>History</a> <a href='{_b}/build/2291'>Builds</a>"
        f"</nav><aside>See also <a href='/repository/biocrate/{_sib}'>{_sib}</a>"
        f" · <a href='/organization/biocrate'>biocrate</a></aside>",
    )
    _t.add(_e)
    _filler(CY, [f"/repository/biocrate/{_sib}", "/organization/biocrate"])
    # path_based (seed: GitLab/BitBucket software projects, all pages under the entry
    # path, nothing on another host).  Trap: the "-static"/"-mem2" sibling repos share the
    # entry as a string prefix.  The namespace page is another artifact.
    CASES_MULTI.append(
        CY.case(
            f"crateyard-{_img}",
            "Quay (container image repository)",
            "Multi-Hop",
            "path_based",
            _e,
            _t,
            others=[CY.url(f"/repository/biocrate/{_sib}"), CY.url("/organization/biocrate")],
        )
    )

# --- Exec book on its own subdomain (Jupyter Book-like): the whole site is the book ----
# Static Sphinx-style pages, no portal chrome: sidebar table of contents, search page,
# prev/next, a notebook download and a "launch on Binder" button per chapter.
BINDER = "http://mybinder.binderpad.hx16.example/v2/gh"
FORGE = "http://code.gitforge.hx16.example"


def _book_page(book: str, sub: str, chaps: list[str], cur: str, body: str) -> Response:
    toc = "".join(f'<li><a href="/{c}.html">{c.rsplit("/", 1)[-1]}</a></li>' for c in chaps)
    i = chaps.index(cur) if cur in chaps else -1
    nav = ""
    if i > 0:
        nav += f'<a class="prev" href="/{chaps[i - 1]}.html">Previous</a> '
    if 0 <= i < len(chaps) - 1:
        nav += f'<a class="next" href="/{chaps[i + 1]}.html">Next</a>'
    tools = ""
    if i >= 0:
        tools = (
            f'<a href="/_sources/{cur}.ipynb" download>.ipynb</a> '
            f'<a href="{BINDER}/{sub}/book/HEAD?urlpath=lab/tree/{cur}.ipynb">Binder</a> '
            f'<a href="{FORGE}/{sub}/book/issues/new">Open issue</a>'
        )
    title = book if cur == "index" else f"{cur.rsplit('/', 1)[-1]} — {book}"
    return Response.html(
        f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{title}</title>
<meta name="generator" content="Docutils 0.18.1: http://docutils.sourceforge.net/">
<link rel="stylesheet" href="/static/site.css"><script src="/static/site.js"></script></head>
<body><div class="sidebar"><a href="/index.html"><img src="/static/logo.png" alt="">{book}</a>
<form action="/search.html"><input name="q"></form><ul>{toc}</ul>
<p><a href="/genindex.html">Index</a></p></div>
<div class="tools">{tools}</div><main>{body}</main><nav>{nav}</nav>
<footer>By the authors · Powered by <a href="http://jupyterbook.bookpress.hx16.example/">
Jupyter Book</a></footer></body></html>"""
    )


for _sub, _title, _chaps in (
    (
        "climate-ml-notes",
        "Machine Learning for Climate Science",
        ["intro", "data/era5", "models/cnn-downscaling", "models/gp-emulators", "references"],
    ),
    (
        "protein-design-book",
        "Computational Protein Design: a hands-on book",
        ["intro", "rosetta-basics", "diffusion-models", "exercises/exercise-1"],
    ),
):
    _bk = Hub(Portal(f"{_sub}.bookpress.hx16.example", _title, []))
    _home = _book_page(_title, _sub, _chaps, "index", f"<h1>{_title}</h1><p>Welcome.</p>")
    _bk.raw("/", _home)
    _t = {_bk.raw("/index.html", _home)}
    for _c in _chaps:
        _t.add(_bk.raw(f"/{_c}.html", _book_page(_title, _sub, _chaps, _c, f"<h1>{_c}</h1>")))
        _t.add(_bk.file(_bk.url(f"/_sources/{_c}.ipynb"), '{"cells": []}', "application/json"))
    # The search page is reached only through the sidebar's form: a functional page of
    # the theme, served but not truth; the general index is linked and is truth.
    _bk.raw("/search.html", _book_page(_title, _sub, _chaps, "search", "<h1>Search</h1>"))
    _t.add(
        _bk.raw("/genindex.html", _book_page(_title, _sub, _chaps, "genindex", "<h1>Index</h1>"))
    )
    # path_based (seed: Silk, a whole subdomain devoted to one artifact, entry "/"): every
    # page, notebook download and the general index.  "/" and "/index.html" are
    # the same page under two URIs; both are truth (an archive replays either link).
    # Binder, the forge's issue tracker and the Jupyter Book credit are other services.
    CASES_MULTI.append(
        Case(
            name=f"bookpress-{_sub}",
            imitates="Jupyter Book (executable book site)",
            artifact_class="Multi-Hop",
            expected="path_based",
            entry=_bk.url("/"),
            truth=frozenset(_t | {_bk.url("/")}),
            build=_bk.sites,
        )
    )

# --- Lab project site on a pages host (GitHub Pages-like): one project path ----------
# A Jekyll-built lab site (no login, no search): lab menu, project sub-menu, footer.
LP = Hub(Portal("kelp-lab.pagesforge.hx16.example", "Kelp Ecology Lab", []))
LP.put("http://www.pagesforge.hx16.example/", "<title>PagesForge</title>")


def _lab(title: str, body: str, sub: str = "") -> Response:
    return Response.html(
        f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{title} | Kelp Ecology Lab</title>
<meta name="generator" content="Jekyll v4.3.3"><link rel="stylesheet" href="/static/site.css">
</head><body><header><a href="/">Kelp Ecology Lab</a> <a href="/people/">People</a>
<a href="/publications/">Publications</a> <a href="/projects/">Projects</a></header>{sub}
<main>{body}</main><footer>© 2026 Kelp Ecology Lab · Hosted on
<a href="http://www.pagesforge.hx16.example/">PagesForge</a></footer></body></html>"""
    )


for _p, _ti in (("/", "Home"), ("/people/", "People"), ("/publications/", "Publications")):
    LP.raw(_p, _lab(_ti, f"<h1>{_ti}</h1>"))
LP.raw(
    "/projects/",
    _lab("Projects", links([("/kelpwatch/", "kelpwatch"), ("/urchin-counter/", "urchin-counter")])),
)
for _proj, _pages, _other in (
    ("kelpwatch", ["install/", "tutorial/", "api/", "changelog/"], "urchin-counter"),
    ("urchin-counter", ["usage/", "model-card/"], "kelpwatch"),
):
    _b = f"/{_proj}/"
    _sub = "<nav class='project'>" + links([(_b, _proj)] + [(_b + p, p) for p in _pages]) + "</nav>"
    _t = {LP.raw(_b + p, _lab(f"{_proj}: {p.strip('/')}", f"<h1>{p}</h1>", _sub)) for p in _pages}
    _t.add(
        LP.file(LP.url(f"{_b}assets/{_proj}-poster.pdf"), pdf(_proj, ["poster"]), "application/pdf")
    )
    _e = LP.raw(
        _b,
        _lab(
            _proj,
            f"<h1>{_proj}</h1><a href='{_b}assets/{_proj}-poster.pdf'>Poster</a> "
            f"<a href='http://code.gitforge.hx16.example/kelp-lab/{_proj}'>Source</a>"
            f" <a href='/{_other}/'>Our other tool</a>",
            _sub,
        ),
    )
    _t.add(_e)
    # path_based: a project site under one path of the lab's pages host.  The source
    # repo on the forge and the lab's other project are other artifacts; lab chrome
    # (people, publications) is outside the path.
    CASES_MULTI.append(
        LP.case(
            f"pagesforge-{_proj}",
            "GitHub Pages (lab project site)",
            "Multi-Hop",
            "path_based",
            _e,
            _t,
            others=[LP.url(f"/{_other}/")],
        )
    )

# --- Compute capsule (Code Ocean-like): capsule id in every URI, export on another host --
CO = Hub(
    Portal(
        "app.computecapsule.hx16.example",
        "ComputeCapsule",
        MENU,
        FOOT,
        title_format="{title} | ComputeCapsule",
    )
)
CEXP = "http://export.computecapsule-files.hx16.example"
for _cid, _ti in (
    ("5187343", "Reproducible analysis: coral bleaching thresholds"),
    ("2290714", "Benchmarking DFT functionals for band gaps"),
):
    _b = f"/capsule/{_cid}/tree/v2"
    _files = [
        "code/run.sh",
        "code/analysis.py",
        "data/README.md",
        "results/figure1.png",
        "results/output.log",
    ]
    _t = {CO.file(CO.url(f"{_b}/{f}"), f"# {f}", "text/plain") for f in _files}
    _t.add(CO.file(f"{CEXP}/capsules/{_cid}/versions/2/export.zip", b"PK", "application/zip"))
    _t.add(
        CO.page(f"/capsule/{_cid}/reproducible-run/8811", f"Run 8811 · {_ti}", "<pre>exit 0</pre>")
    )
    _e = CO.page(
        _b,
        _ti,
        f"<h1>{_ti}</h1>{links([(f'{_b}/{f}', f) for f in _files])}"
        f"<a href='/capsule/{_cid}/reproducible-run/8811'>Latest reproducible run</a>"
        f" <a href='{CEXP}/capsules/{_cid}/versions/2/export.zip'>Export capsule</a>"
        f" <a href='/capsule/{_cid}/tree/v1'>Version 1</a>"
        f" <a href='/capsule/{_cid}/cite?format=bibtex'>Cite</a>"
        f" <a href='http://journal.oceanpress.hx16.example/article/77'>Article</a>",
    )
    _t.add(_e)
    _filler(CO, [f"/capsule/{_cid}/tree/v1", f"/capsule/{_cid}/cite"])
    # sig_uri (seed: GBIF, an identifier in every artifact URI across hosts): the capsule
    # id is in its files, its run log and the export on a file host.  Disputable: v1 is an
    # earlier published version (its own DOI: other); the citation export contains the id
    # but is portal-generated (excluded), so sig_uri over-collects it.
    CASES_MULTI.append(
        CO.case(
            f"computecapsule-{_cid}",
            "Code Ocean (capsule)",
            "Multi-Hop",
            "sig_uri",
            _e,
            _t,
            others=[CO.url(f"/capsule/{_cid}/tree/v1")],
        )
    )

# --- Software archive (Software Heritage-like): origin URL in every browse URI ---------
SH = Hub(
    Portal(
        "archive.codeheritage.hx16.example",
        "CodeHeritage archive",
        MENU,
        FOOT,
        title_format="{title} – CodeHeritage archive",
    )
)
for _origin in (
    "https://code.gitforge.example/tidewater/reefseq",
    "https://code.gitforge.example/kelp-lab/kelpwatch",
):
    _q = "origin_url=" + quote(_origin, safe="")
    _views = ["directory", "log", "branches", "releases", "visits"]
    _t = set()
    for _v in _views[1:]:
        _t.add(SH.page(f"/browse/origin/{_v}/?{_q}", f"{_v} of {_origin}", f"<h1>{_v}</h1>"))
    for _f in ("README.md", "setup.py", "src/core.py"):
        _t.add(
            SH.page(
                f"/browse/origin/content/?{_q}&path={quote(_f, safe='')}",
                f"{_f} – {_origin}",
                f"<pre>{_f}</pre>",
            )
        )
    _t.add(
        SH.page(
            f"/browse/origin/directory/?{_q}&path=src",
            f"src – {_origin}",
            f"<a href='/browse/origin/content/?{_q}&amp;path=src%2Fcore.py'>core.py</a>",
        )
    )
    _e = SH.page(
        f"/browse/origin/directory/?{_q}",
        _origin,
        f"<h1>{_origin}</h1>"
        + links([(f"/browse/origin/{v}/?{_q}", v) for v in _views[1:]])
        + links(
            [
                (f"/browse/origin/content/?{_q}&path={quote(f, safe='')}", f)
                for f in ("README.md", "setup.py")
            ]
        )
        + f"<a href='/browse/origin/directory/?{_q}&amp;path=src'>src/</a>"
        + f" <a href='{_origin}'>Origin</a> <a href='/save/'>Save again</a>",
    )
    _t.add(_e)
    _filler(SH, ["/save/"])
    # sig_uri: every view of the archived origin carries the origin URL in its query
    # string (GBIF-like significant string), while the path (/browse/origin/...) is shared
    # by every origin in the archive, so path_based would take the whole archive.
    CASES_MULTI.append(
        SH.case(
            f"codeheritage-{_origin.rsplit('/', 1)[-1]}",
            "Software Heritage (origin)",
            "Multi-Hop",
            "sig_uri",
            _e,
            _t,
        )
    )

# --- Sequence database (GenBank-like): accession in every view and download ---------
NC = Hub(
    Portal(
        "www.seqbank.hx16.example",
        "SeqBank",
        MENU,
        FOOT,
        title_format="{title} - Nucleotide - SeqBank",
    )
)
for _acc, _ti in (
    ("OQ281544.1", "Acropora millepora voucher AM-12 cytochrome b gene"),
    ("PP402871.1", "Vibrio coralliilyticus strain P1 chromosome 1"),
):
    _t = {
        NC.file(
            NC.url(f"/sviewer/viewer.fcgi?id={_acc}&db=nuccore&report=fasta&retmode=text"),
            f">{_acc} {_ti}\nACGT\n",
            "text/plain",
        ),
        NC.file(
            NC.url(f"/sviewer/viewer.fcgi?id={_acc}&db=nuccore&report=gbwithparts&retmode=text"),
            f"LOCUS {_acc}\n",
            "text/plain",
        ),
        NC.page(f"/nuccore/{_acc}?report=graph", f"{_acc} graphics", "<h1>Graphics</h1>"),
    }
    _e = NC.page(
        f"/nuccore/{_acc}",
        _ti,
        f"<h1>{_ti}</h1><p>{_acc}</p>"
        f"<a href='/sviewer/viewer.fcgi?id={_acc}&amp;db=nuccore&amp;report=fasta&amp;"
        f"retmode=text'>FASTA</a> <a href='/sviewer/viewer.fcgi?id={_acc}&amp;db=nuccore"
        f"&amp;report=gbwithparts&amp;retmode=text'>GenBank</a>"
        f" <a href='/nuccore/{_acc}?report=graph'>Graphics</a>"
        f" <a href='/taxonomy/6136'>Taxonomy</a> <a href='/pubmed/3812'>PubMed</a>",
    )
    _t.add(_e)
    _filler(NC, ["/taxonomy/6136", "/pubmed/3812"])
    # sig_uri: the accession is in every view and download (the sviewer downloads are
    # outside the /nuccore/ path); taxonomy and literature links are other records.
    CASES_MULTI.append(
        NC.case(
            f"seqbank-{_acc.split('.')[0].lower()}",
            "GenBank (sequence record)",
            "Multi-Hop",
            "sig_uri",
            _e,
            _t,
            others=[NC.url("/taxonomy/6136"), NC.url("/pubmed/3812")],
        )
    )

# --- Protocols (protocols.io-like): the protocol title on every page ---------------
PR = Hub(Portal("www.benchsteps.hx16.example", "BenchSteps", MENU, FOOT, title_format="{title}"))
for _slug, _ti in (
    ("coral-dna-extraction-ctab-b7x2k", "Coral tissue DNA extraction (CTAB)"),
    ("edna-filtration-seawater-c91qz", "eDNA filtration from seawater samples"),
):
    _b = f"/view/{_slug}"
    _t = set()
    for _sub in ("steps", "materials", "metadata"):
        _t.add(PR.page(f"{_b}/{_sub}", _ti, f"<h1>{_ti}</h1><h2>{_sub}</h2>"))
    _t.add(
        PR.file(
            PR.url(f"/api/v4/protocols/{_slug}/pdf"), pdf(_ti, ["Steps 1-12"]), "application/pdf"
        )
    )
    _t.add(PR.page(f"/view/{_slug}-v2", _ti, f"<h1>{_ti}</h1><p>Version 2</p>"))
    _e = PR.page(
        f"{_b}-v3",
        _ti,
        f"<h1>{_ti}</h1><p>Version 3</p>"
        + links(
            [
                (f"{_b}/steps", "Steps"),
                (f"{_b}/materials", "Materials"),
                (f"{_b}/metadata", "Metadata"),
                (f"/api/v4/protocols/{_slug}/pdf", "PDF"),
                (f"/view/{_slug}-v2", "Version 2"),
                ("/workspaces/reef-genomics", "Workspace"),
                ("/view/seawater-salinity-check-a11bc", "Related protocol"),
            ]
        ),
    )
    _t.add(_e)
    _filler(PR, ["/workspaces/reef-genomics", "/view/seawater-salinity-check-a11bc"])
    # sig_title_plus_ignored (seed: Dryad, a title shared by every page, files one hop
    # further): the protocol title is on the versions, steps, materials and metadata pages
    # and in the PDF.  Disputable: older versions are included (protocols.io shows them as
    # one protocol's history) although they carry their own DOIs.
    CASES_MULTI.append(
        PR.case(
            f"benchsteps-{_slug[:12]}",
            "protocols.io (protocol)",
            "Multi-Hop",
            "sig_title_plus_ignored",
            PR.url(f"{_b}-v3"),
            _t,
            others=[
                PR.url("/workspaces/reef-genomics"),
                PR.url("/view/seawater-salinity-check-a11bc"),
            ],
        )
    )
