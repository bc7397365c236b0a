"""Preprints and literature records: an arXiv-like and a ChemRxiv-like preprint server (Single
Hop, like the seed's BioRxiv/SSRN), a NASA-ADS-like abstract service (title suffix, like the
seed's Dataverse) and an INSPIRE-HEP-like literature database (title prefix, like OSF)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from urllib.parse import quote, quote_plus

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal

from ._kit import cookie_banner, host, pdf_file, text, ul

# --------------------------------------------------------------------------- arXiv-like
ARX = Portal(
    host=host("arx", "stellapreprint"),
    name="stellaXiv",
    menu=[
        ("/help", "Help"),
        ("/about", "About"),
        ("/list/astro-ph/new", "astro-ph"),
        ("/list/hep-ph/new", "hep-ph"),
        ("/list/cond-mat/new", "cond-mat"),
        ("/advanced-search", "Advanced search"),
    ],
    footer=[
        ("/help/contact", "Contact"),
        ("/help/license", "Licenses"),
        ("/help/policies/privacy_policy", "Privacy"),
        ("/help/web_accessibility", "Accessibility"),
        ("http://status.stellapreprint-ops.test/", "Status"),
    ],
    home_title="stellaXiv.org e-Print archive",
    home_main=(
        "<h1>stellaXiv e-print archive</h1><p>Open access to 212,044 e-prints.</p>"
        + ul(
            [
                ("/list/astro-ph/new", "astro-ph new"),
                ("/list/astro-ph/recent", "astro-ph recent"),
                ("/list/astro-ph.GA/new", "astro-ph.GA new"),
                ("/list/hep-ph/new", "hep-ph new"),
                ("/list/hep-ph/recent", "hep-ph recent"),
                ("/list/cond-mat.mtrl-sci/new", "cond-mat.mtrl-sci new"),
                ("/archive/astro-ph", "astro-ph archive"),
                ("/archive/hep-ph", "hep-ph archive"),
                ("/archive/cond-mat", "cond-mat archive"),
            ]
        )
    ),
)

# (id, category, title, authors, versions, ancillary files)
ARX_RECORDS = [
    (
        "2403.07781",
        "astro-ph.GA",
        "Kinematic signatures of bar-driven gas inflow in nearby spiral galaxies",
        ["Lin Chen", "Maren Ostby", "Tomas Ruiz-Vega"],
        2,
        [],
    ),
    (
        "2311.04420",
        "hep-ph",
        "Two-loop electroweak corrections to Higgs boson pair production at hadron colliders",
        ["Priya Raman", "Jonas Kettler"],
        1,
        [],
    ),
    (
        "2405.11873",
        "cond-mat.mtrl-sci",
        "Machine-learned interatomic potentials for lithium garnet solid electrolytes",
        ["Aiko Tanabe", "Rafael Moreno", "Sun-Hee Park"],
        1,
        ["phonons_300K.dat", "training_set.xyz"],
    ),
    (
        "2402.00917",
        "astro-ph.GA",
        "A census of ultra-diffuse galaxies in the Perseus cluster",
        ["Hannah Vogt"],
        1,
        [],
    ),
]


def _arx_abs(
    rid: str, cat: str, title: str, authors: list[str], nver: int, anc: list[str], shown: int | None
) -> str:
    """The abstract page of `rid` (latest when `shown` is None, else that version)."""
    v = shown or nver
    vid = f"{rid}v{v}"
    auth = ", ".join(
        f'<a href="/a/{escape(a.split()[-1].lower())}_{escape(a[0].lower())}_1">{escape(a)}</a>'
        for a in authors
    )
    hist = (
        "".join(
            f'<li><strong>[<a href="/abs/{rid}v{i}">v{i}</a>]</strong> Mon, {i + 3} Mar 2024 '
            f"17:0{i}:12 UTC ({300 + 40 * i} KB)</li>"
            if i != v or shown is None
            else f"<li><strong>[v{i}]</strong> Mon, {i + 3} Mar 2024 17:0{i}:12 UTC</li>"
            for i in range(1, nver + 1)
        )
        if nver > 1
        else "<li><strong>[v1]</strong> Tue, 5 Mar 2024 11:42:07 UTC (512 KB)</li>"
    )
    ancs = "<h3>Ancillary files</h3>" + ul([(f"/src/{vid}/anc/{f}", f) for f in anc]) if anc else ""
    main = f"""{cookie_banner("/help/policies/privacy_policy")}
<div class="header-breadcrumbs"><a href="/archive/{cat.split(".")[0]}">{cat.split(".")[0]}</a>
&gt; arXiv:{rid}</div>
<div id="abs"><h1 class="title mathjax"><span class="descriptor">Title:</span>{escape(title)}</h1>
<div class="authors"><span class="descriptor">Authors:</span>{auth}</div>
<blockquote class="abstract">We present {escape(title.lower())}. Using integral-field data and
numerical models we quantify the effect and release all derived tables.</blockquote>
<table class="metatable"><tr><td>Subjects:</td><td>{cat}</td></tr>
<tr><td>Cite as:</td><td><a href="/abs/{rid}">arXiv:{rid}</a> [{cat}]</td></tr>
<tr><td></td><td>(or <a href="/abs/{vid}">arXiv:{vid}</a> for this version)</td></tr></table>
<div class="submission-history"><h2>Submission history</h2>
From: {escape(authors[0])} [<a href="/show-email/3f1a/{rid}">view email</a>]<ul>{hist}</ul></div>
</div>
<div class="extra-services"><div class="full-text"><h2>Access Paper:</h2>
{
        ul(
            [
                (f"/pdf/{vid}", "View PDF"),
                (f"/html/{vid}", "HTML (experimental)"),
                (f"/src/{vid}", "TeX Source"),
                (f"/format/{vid}", "Other Formats"),
            ]
        )
    }
<a rel="license" href="http://creativecommons.test/licenses/by/4.0/">view license</a></div>
{ancs}
<div class="browse">Current browse context: <div class="current">{cat}</div>
<a href="/prevnext?id={rid}&amp;function=prev&amp;context={cat}">&lt;&nbsp;prev</a> |
<a href="/prevnext?id={rid}&amp;function=next&amp;context={cat}">next&nbsp;&gt;</a>
<a href="/list/{cat}/new">new</a> | <a href="/list/{cat}/recent">recent</a> |
<a href="/list/{cat}/2403">2403</a></div>
<div class="extra-ref-cite"><h3>References &amp; Citations</h3>
{
        ul(
            [
                (f"http://inspirehep.test/arxiv/{rid}", "INSPIRE HEP"),
                (f"http://ui.adsabs.test/abs/arXiv:{rid}", "NASA ADS"),
                (f"http://scholar.google.test/scholar_lookup?arxiv_id={rid}", "Google Scholar"),
                (f"http://api.semanticscholar.test/arXiv:{rid}", "Semantic Scholar"),
            ]
        )
    }
<a class="abs-button" href="/bibtex/{rid}">Export BibTeX Citation</a></div>
<div class="bookmarks">Bookmark:
<a href="http://www.bibsonomy.test/BibtexHandler?url=http://{ARX.host}/abs/{rid}">BibSonomy</a>
<a href="http://reddit.test/submit?url=http://{ARX.host}/abs/{rid}">Reddit</a></div>
<p><a href="/auth/show-endorsers/{rid}">Which authors of this paper are endorsers?</a> |
<a href="/abs/{rid}?context=cs">Disable MathJax</a></p></div>"""
    return ARX.page(f"[{rid}] {title}", main, raw_title=True)


def arx_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for rid, cat, title, authors, nver, anc in ARX_RECORDS:
        pages[f"/abs/{rid}"] = _arx_abs(rid, cat, title, authors, nver, anc, None)
        for v in range(1, nver + 1):
            vid = f"{rid}v{v}"
            pages[f"/abs/{vid}"] = _arx_abs(rid, cat, title, authors, nver, anc, v)
            pages[f"/pdf/{vid}"] = pdf_file(title, f"arXiv:{vid} [{cat}]", *authors)
            pages[f"/src/{vid}"] = Response.data(
                f"% {title}\n\\documentclass{{aastex631}}\n".encode() * 40,
                "application/x-eprint-tar",
            )
            pages[f"/html/{vid}"] = (
                f"<!DOCTYPE html><html><head><title>{escape(title)}</title>"
                '<link rel="stylesheet" href="/static/ltx-article.css"></head><body>'
                f'<article class="ltx_document"><h1 class="ltx_title">{escape(title)}</h1>'
                f"<p>{escape(', '.join(authors))}</p><section><h2>1 Introduction</h2><p>"
                "Text of the paper rendered from its LaTeX source.</p></section></article>"
                f'<footer><a href="/abs/{vid}">Back to abstract page</a></footer></body></html>'
            )
            pages[f"/format/{vid}"] = ARX.page(
                f"Format selector for {vid}",
                f"<h1>Formats for arXiv:{vid}</h1>"
                + ul([(f"/pdf/{vid}", "PDF"), (f"/src/{vid}", "Source (gzipped tar)")])
                + f'<p><a href="/abs/{vid}">Return to the abstract page</a></p>',
            )
            for f in anc:
                pages[f"/src/{vid}/anc/{f}"] = text(f"# ancillary data for arXiv:{vid}\n0.0 1.0\n")
        pages[f"/bibtex/{rid}"] = text(
            f"@misc{{{authors[0].split()[-1].lower()}2024,\n  title={{{title}}},\n"
            f"  author={{{' and '.join(authors)}}},\n  eprint={{{rid}}},\n"
            f"  archivePrefix={{arXiv}},\n  primaryClass={{{cat}}}\n}}\n",
            "text/x-bibtex; charset=utf-8",
        )
    return [ARX.site(pages)]


def _arx_truth(rid: str, ver: int, anc: Sequence[str] = ()) -> frozenset[str]:
    vid = f"{rid}v{ver}"
    paths = [
        f"/abs/{rid}",
        f"/abs/{vid}",
        f"/pdf/{vid}",
        f"/html/{vid}",
        f"/src/{vid}",
        f"/format/{vid}",
        f"/bibtex/{rid}",
        *(f"/src/{vid}/anc/{f}" for f in anc),
    ]
    return frozenset(ARX.url(p) for p in paths)


# --------------------------------------------------------------------------- ChemRxiv-like
CRX = Portal(
    host=host("chem", "alembicrxiv"),
    name="AlembicRxiv",
    menu=[
        ("/engage/alembicrxiv/public-dashboard", "Browse"),
        ("/engage/alembicrxiv/category-dashboard", "Categories"),
        ("/engage/alembicrxiv/submission-information", "Submit"),
        ("/engage/alembicrxiv/about-information", "About"),
    ],
    footer=[
        ("/engage/alembicrxiv/contact-information", "Contact"),
        ("/engage/alembicrxiv/terms-of-use", "Terms of use"),
        ("/privacy", "Privacy"),
        ("http://twitter.test/alembicrxiv", "Twitter"),
    ],
    title_format="{title} | Chemistry | AlembicRxiv",
    home_title="AlembicRxiv: the preprint server for chemistry",
    home_main="<h1>AlembicRxiv</h1><p>Early research outputs in chemistry.</p>"
    + ul(
        [
            ("/engage/alembicrxiv/public-dashboard", "Latest preprints"),
            ("/engage/alembicrxiv/category-dashboard", "Browse by category"),
        ]
    ),
)
CRX_CDN = host("assets", "alembicrxiv")
CRX_ITEMS = {
    # item id -> (title, authors, main file, [(asset id, SI file)], previous version item id)
    "65f1c2a9e9ebbb4db9a1b2c3": (
        "Photoredox nickel catalysis for the cross-coupling of tertiary alkyl oxalates",
        ["Ines Marchetti", "Kwame Boateng"],
        "oxalate_coupling.pdf",
        [
            ("65f1c2b0e9ebbb4db9a1b2d7", "SI_oxalate_coupling.pdf"),
            ("65f1c2b1e9ebbb4db9a1b2d8", "dft_geometries.zip"),
        ],
        "65a0d77be9ebbb4db9f0a101",
    ),
    "66280f1466c1381729b4e0a5": (
        "Solvent effects on the fluorescence quantum yield of boron dipyrromethene dyes",
        ["Ruth Adeyemi"],
        "bodipy_solvents.pdf",
        [("66280f1c66c1381729b4e0b2", "SI_bodipy_spectra.pdf")],
        None,
    ),
}


def _crx_landing(iid: str) -> str:
    title, authors, main, si, prev = CRX_ITEMS[iid]
    auth = " ".join(
        f'<a href="/engage/alembicrxiv/search-dashboard?authors={quote_plus(a)}">{escape(a)}</a>'
        for a in authors
    )
    vers = (
        f'<select id="versions"><option selected>Version 2</option></select>'
        f'<a href="/engage/alembicrxiv/article-details/{prev}">Version 1</a>'
        if prev
        else "<span>Version 1</span>"
    )
    other = next(k for k in CRX_ITEMS if k != iid)
    main_html = f"""{cookie_banner()}
<article><p class="item-type">Working Paper</p><h1>{escape(title)}</h1><p>{auth}</p>
<div class="versions">{vers}</div>
<p class="doi">DOI: <a href="http://doi.test/10.26434/alembic-2024-{iid[-5:]}">10.26434/alembic-2024-{iid[-5:]}</a></p>
<p>This content is a preprint and has not been peer-reviewed.</p>
<a class="download" href="http://{CRX_CDN}/engage/api-gateway/alembicrxiv/assets/orp/resource/item/{iid}/original/{main}">Download</a>
<section><h2>Abstract</h2><p>{escape(title)}: we report conditions, scope and mechanism.</p></section>
<section><h2>Supplementary material</h2>
{ul([(f"http://{CRX_CDN}/engage/api-gateway/alembicrxiv/assets/orp/resource/asset/{a}/original/{f}", f) for a, f in si])}
</section>
<section><h2>Cite</h2><a href="/engage/api-gateway/alembicrxiv/items/{iid}/citation?format=ris">Download citation (RIS)</a></section>
<section><h2>Comments</h2><p>You are signing in to comment. <a href="/login">Log in</a></p></section>
<aside><h2>Related content</h2>
{ul([(f"/engage/alembicrxiv/article-details/{other}", CRX_ITEMS[other][0])])}
<a href="/engage/alembicrxiv/category-dashboard?category=catalysis">More in Catalysis</a>
<a href="/engage/alembicrxiv/metrics/{iid}">Metrics</a></aside></article>"""
    return CRX.page(title, main_html, share=CRX.url(f"/engage/alembicrxiv/article-details/{iid}"))


def crx_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    cdn = Site(CRX_CDN)
    for iid, (title, authors, main, si, prev) in CRX_ITEMS.items():
        pages[f"/engage/alembicrxiv/article-details/{iid}"] = _crx_landing(iid)
        pages[f"/engage/api-gateway/alembicrxiv/items/{iid}/citation?format=ris"] = text(
            f"TY  - GEN\nTI  - {title}\n" + "".join(f"AU  - {a}\n" for a in authors) + "ER  -\n",
            "application/x-research-info-systems",
        )
        cdn.add(
            f"/engage/api-gateway/alembicrxiv/assets/orp/resource/item/{iid}/original/{main}",
            pdf_file(title, *authors),
        )
        for a, f in si:
            body = (
                pdf_file(f"Supporting Information: {title}", f)
                if f.endswith(".pdf")
                else Response.data(b"PK\x03\x04" + f.encode() * 30, "application/zip")
            )
            cdn.add(
                f"/engage/api-gateway/alembicrxiv/assets/orp/resource/asset/{a}/original/{f}", body
            )
        if prev:
            pages[f"/engage/alembicrxiv/article-details/{prev}"] = CRX.page(
                f"{title} (Version 1)",
                f"<h1>{escape(title)}</h1><p>Version 1 of this preprint. "
                f'<a href="/engage/alembicrxiv/article-details/{iid}">Go to the latest version</a></p>',
            )
    return [CRX.site(pages), cdn]


def _crx_truth(iid: str) -> frozenset[str]:
    _t, _a, main, si, _p = CRX_ITEMS[iid]
    base = f"http://{CRX_CDN}/engage/api-gateway/alembicrxiv/assets/orp/resource"
    return frozenset(
        {
            CRX.url(f"/engage/alembicrxiv/article-details/{iid}"),
            CRX.url(f"/engage/api-gateway/alembicrxiv/items/{iid}/citation?format=ris"),
            f"{base}/item/{iid}/original/{main}",
            *(f"{base}/asset/{a}/original/{f}" for a, f in si),
        }
    )


# --------------------------------------------------------------------------- NASA-ADS-like
ADS = Portal(
    host=host("ui", "starlitads"),
    name="Starlit Abstract Service",
    menu=[
        ("/classic-form", "Classic Form"),
        ("/paper-form", "Paper Form"),
        ("/user/libraries", "My Libraries"),
        ("/help/", "Help"),
        ("/about/", "About"),
    ],
    footer=[
        ("/about/", "About"),
        ("/help/privacy/", "Privacy"),
        ("/help/terms/", "Terms"),
        ("http://twitter.test/starlitads", "Twitter"),
        ("/scixplorer", "Feedback"),
    ],
    title_format="{title} - Starlit Abstract Service",
    home_title="Search - Starlit Abstract Service",
    home_main="<h1>Starlit Abstract Service</h1><p>Search 16 million records.</p>",
)
ADS_ART = host("articles", "starlitads")
# bibcode -> (title, authors, journal, references, citations, has scanned article)
ADS_RECORDS = {
    "1998ApJ...500..525S": (
        "Maps of dust infrared emission for use in estimation of reddening",
        ["Schlafly, D.", "Finkbeiner, E.", "Davidsen, M."],
        "The Astrophysical Journal",
        ["1982AJ.....87.1165B", "1996ApJ...473..576D"],
        ["2011ApJ...737..103S"],
        True,
    ),
    "2016AnA...595A...1G": (
        "The stellar mission science performance and early data products",
        ["Gilmore, T.", "Prusti, A."],
        "Astronomy and Astrophysics",
        ["2012ApnSS.341...31D"],
        ["2018AnA...616A...1G", "2021AnA...649A...1G"],
        False,
    ),
}


def _ads_tabs(bib: str) -> list[tuple[str, str]]:
    return [
        (f"/abs/{bib}/abstract", "Abstract"),
        (f"/abs/{bib}/citations", "Citations"),
        (f"/abs/{bib}/references", "References"),
        (f"/abs/{bib}/exportcitation", "Export Citation"),
        (f"/abs/{bib}/metrics", "Metrics"),
    ]


def _ads_page(bib: str, tab: str) -> str:
    title, authors, journal, refs, cites, scan = ADS_RECORDS[bib]
    side = ul(_ads_tabs(bib), "s-nav")
    head = (
        f"<h2 class='s-abstract-title'>{escape(title)}</h2><p>"
        + "; ".join(
            f'<a href="/search/q=author%3A%22{quote(a)}%22">{escape(a)}</a>' for a in authors
        )
        + "</p>"
    )
    if tab == "abstract":
        full = [(f"http://doi.test/10.1086/{bib[9:12]}", "Publisher Article")]
        if scan:
            full.append((f"http://{ADS_ART}/full/pdf/{bib}.pdf", "Scanned Article (PDF)"))
        body = (
            f"<p>{escape(journal)}, {bib[:4]}</p><h3>Abstract</h3><p>We present full-sky "
            f"maps for {escape(title.lower())}.</p><dl><dt>Bibcode:</dt><dd>"
            f'<a href="/abs/{bib}/abstract">{escape(bib)}</a></dd></dl>'
            f"<h3>Full Text Sources</h3>{ul(full)}"
            f'<h3>Related</h3><a href="/search/q=similar(bibcode%3A{bib})&amp;sort=score%20desc">'
            f'Similar Papers</a> <a href="/search/q=trending(bibcode%3A{bib})">Co-Reads</a>'
            f'<a href="http://{ADS.host}/user/libraries/add?bibcode={bib}">Add to library</a>'
        )
    elif tab in ("references", "citations"):
        lst = refs if tab == "references" else cites
        body = f"<h3>{tab.title()} ({len(lst)})</h3>" + ul([(f"/abs/{b}/abstract", b) for b in lst])
    elif tab == "exportcitation":
        body = (
            f'<h3>Export Citation</h3><pre>@ARTICLE{{{bib},\n  title = "{{{escape(title)}}}",\n'
            f'  journal = {{{escape(journal)}}}}}</pre><a href="/export/bibtex/{bib}.bib">'
            "Download to file</a>"
        )
    else:
        body = "<h3>Metrics</h3><p>Reads: 4120. Citations: 8812. Refereed citations: 8301.</p>"
    return ADS.page(title, cookie_banner("/help/privacy/") + side + head + body)


def ads_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    art = Site(ADS_ART)
    for bib, (title, authors, journal, refs, cites, scan) in ADS_RECORDS.items():
        for path, _label in _ads_tabs(bib):
            pages[path] = _ads_page(bib, path.rsplit("/", 1)[1])
        pages[f"/export/bibtex/{bib}.bib"] = text(
            f'@ARTICLE{{{bib},\n  author = {{{" and ".join(authors)}}},\n  title = "{{{title}}}",'
            f"\n  journal = {{{journal}}},\n  year = {bib[:4]}\n}}\n",
            "text/x-bibtex",
        )
        if scan:
            art.add(f"/full/pdf/{bib}.pdf", pdf_file(title, journal, *authors))
        for other in refs + cites:
            pages.setdefault(
                f"/abs/{other}/abstract",
                ADS.page(f"Record {other}", f"<h2>Record {other}</h2><p>Another paper.</p>"),
            )
    return [ADS.site(pages), art]


def _ads_truth(bib: str) -> frozenset[str]:
    out = {ADS.url(p) for p, _ in _ads_tabs(bib)} | {ADS.url(f"/export/bibtex/{bib}.bib")}
    if ADS_RECORDS[bib][5]:
        out.add(f"http://{ADS_ART}/full/pdf/{bib}.pdf")
    return frozenset(out)


# --------------------------------------------------------------------------- INSPIRE-like
QLIT = Portal(
    host=host("lit", "quarklit"),
    name="QuarkLit",
    menu=[
        ("/literature", "Literature"),
        ("/authors", "Authors"),
        ("/jobs", "Jobs"),
        ("/seminars", "Seminars"),
        ("/conferences", "Conferences"),
        ("/help", "Help"),
    ],
    footer=[
        ("/help/about", "About QuarkLit"),
        ("/help/privacy", "Privacy"),
        ("/help/terms", "Terms of use"),
        ("http://twitter.test/quarklit", "Twitter"),
    ],
    title_format="{name} | {title}",
    home_title="QuarkLit | Home",
    home_main="<h1>QuarkLit</h1><p>Discover high-energy physics content.</p>",
)
QLIT_FILES = host("files", "quarklit")
# recid -> (title, authors [(name, author id)], file hash, arXiv id, HEPData record)
QLIT_RECORDS = {
    "1873412": (
        "Search for long-lived particles decaying to displaced jets in proton-proton collisions",
        [("A. Okonkwo", "1077203"), ("L. Sandberg", "1011954")],
        "5b1e0c7d2f9a44e1b3c8d6a0e7f21b93",
        "2103.04417",
        "ins1873412",
    ),
    "2012975": (
        "Precision measurement of the W boson mass with the upgraded central tracker",
        [("M. Ferreira", "1033120")],
        "9a7c3e21b0d84f5a8e6c2d1f0b3a4c57",
        "2207.11208",
        None,
    ),
}


def _qlit_page(recid: str) -> str:
    title, authors, fh, arx, hep = QLIT_RECORDS[recid]
    links = [
        (f"http://{QLIT_FILES}/files/{fh}/{arx}.pdf", "pdf"),
        (f"http://arxiv.test/abs/{arx}", f"arXiv:{arx}"),
    ]
    if hep:
        links.append((f"http://www.heptabula.test/record/{hep}", "HEPData"))
    main = f"""{cookie_banner("/help/privacy")}
<article class="literature-detail"><h2>{escape(title)}</h2><p>
{" ".join(f'<a href="/authors/{aid}">{escape(n)}</a>' for n, aid in authors)}</p>
<p>e-Print: <a href="http://arxiv.test/abs/{arx}">{arx}</a> [hep-ex]</p>
{ul(links, "fulltext")}
<div class="actions"><a href="/api/literature/{recid}?format=bibtex">cite (BibTeX)</a>
<a href="/literature?q=refersto%3Arecid%3A{recid}">Citations</a>
<a href="/literature/{recid}/edit" rel="nofollow">Edit record</a>
<a href="/api/literature/{recid}">JSON API record</a></div>
<section><h3>Abstract</h3><p>{escape(title)}. Results are interpreted in simplified models.</p>
</section><section><h3>References (2)</h3>{
        ul(
            [
                ("/literature/1412331", "Vertex reconstruction at the LHC"),
                ("/literature/1688754", "Displaced vertex triggers"),
            ]
        )
    }</section></article>"""
    return QLIT.page(title, main)


def qlit_sites() -> list[Site]:
    pages: dict[str, str | Response] = {}
    files = Site(QLIT_FILES)
    for recid, (title, authors, fh, arx, _h) in QLIT_RECORDS.items():
        pages[f"/literature/{recid}"] = _qlit_page(recid)
        pages[f"/api/literature/{recid}?format=bibtex"] = text(
            f'@article{{{authors[0][0].split()[-1]}:{recid},\n    title = "{{{title}}}",\n'
            f'    eprint = "{arx}",\n    archivePrefix = "arXiv"\n}}\n',
            "text/x-bibtex",
        )
        pages[f"/literature?q=refersto%3Arecid%3A{recid}"] = QLIT.page(
            "Literature search",
            "<h1>Citing records</h1><p>42 results</p>"
            + ul([("/literature/1999001", "A later search for displaced vertices")]),
        )
        pages[f"/api/literature/{recid}"] = text(
            f'{{"id": "{recid}", "metadata": {{"titles": [{{"title": "{title}"}}], '
            f'"arxiv_eprints": [{{"value": "{arx}"}}]}}}}',
            "application/json",
        )
        files.add(f"/files/{fh}/{arx}.pdf", pdf_file(title, *(n for n, _ in authors)))
    return [QLIT.site(pages), files]


def _qlit_truth(recid: str) -> frozenset[str]:
    title, _a, fh, arx, _h = QLIT_RECORDS[recid]
    return frozenset(
        {
            QLIT.url(f"/literature/{recid}"),
            QLIT.url(f"/api/literature/{recid}"),
            QLIT.url(f"/api/literature/{recid}?format=bibtex"),
            f"http://{QLIT_FILES}/files/{fh}/{arx}.pdf",
        }
    )


SPPI = "single_page_plus_ignored"
CASES: list[Case] = [
    # single_page_plus_ignored: a preprint is Single Hop (seed: BioRxiv, SSRN). The abstract
    # page links its PDF, HTML rendering, TeX source, format page and BibTeX export, all one
    # hop; menus and listings are on the homepage/404 (ignored), while browse context,
    # author searches, endorsers and outside citation services are not part of the preprint.
    # Truth: abs page, its version-pinned URI (v2, "for this version"), PDF/HTML/source/
    # format of v2, BibTeX; v1 is an earlier version, recorded as another artifact.
    Case(
        "arx-bar-inflow-v2",
        "arXiv-like preprint server (versions)",
        "Single Hop",
        SPPI,
        ARX.url("/abs/2403.07781"),
        _arx_truth("2403.07781", 2),
        arx_sites,
        others=frozenset({ARX.url("/abs/2403.07781v1")}),
    ),
    # single_page_plus_ignored, single version: truth as above.
    Case(
        "arx-higgs-pair",
        "arXiv-like preprint server (single version)",
        "Single Hop",
        SPPI,
        ARX.url("/abs/2311.04420"),
        _arx_truth("2311.04420", 1),
        arx_sites,
    ),
    # single_page_plus_ignored: ancillary data files linked from the abstract are one hop
    # and part of the preprint. Truth: the usual set + two ancillary files.
    Case(
        "arx-garnet-anc",
        "arXiv-like preprint server (ancillary files)",
        "Single Hop",
        SPPI,
        ARX.url("/abs/2405.11873"),
        _arx_truth("2405.11873", 1, ["phonons_300K.dat", "training_set.xyz"]),
        arx_sites,
    ),
    # single_page_plus_ignored: ChemRxiv-shaped landing; main PDF and SI on an assets CDN
    # host (SI under their own asset ids), RIS citation on the portal. Version 1 is another
    # artifact; "related content", metrics and category pages are not the preprint.
    Case(
        "crx-oxalate",
        "ChemRxiv-like preprint server",
        "Single Hop",
        SPPI,
        CRX.url("/engage/alembicrxiv/article-details/65f1c2a9e9ebbb4db9a1b2c3"),
        _crx_truth("65f1c2a9e9ebbb4db9a1b2c3"),
        crx_sites,
        others=frozenset(
            {
                CRX.url("/engage/alembicrxiv/article-details/65a0d77be9ebbb4db9f0a101"),
                CRX.url("/engage/alembicrxiv/article-details/66280f1466c1381729b4e0a5"),
            }
        ),
    ),
    Case(
        "crx-bodipy",
        "ChemRxiv-like preprint server",
        "Single Hop",
        SPPI,
        CRX.url("/engage/alembicrxiv/article-details/66280f1466c1381729b4e0a5"),
        _crx_truth("66280f1466c1381729b4e0a5"),
        crx_sites,
        others=frozenset({CRX.url("/engage/alembicrxiv/article-details/65f1c2a9e9ebbb4db9a1b2c3")}),
    ),
    # sig_filtered_title (seed: Dataverse, filtered from the title's end): every tab page
    # carries "<paper> - Starlit Abstract Service", but the BibTeX download and the scanned
    # article PDF carry only the paper title, so the site-name suffix (shared with the
    # homepage title) must go. The bibcode is also in "Similar Papers"/"Co-Reads" search
    # URIs that are not the record. Truth: the five tab pages + .bib (+ scanned PDF).
    Case(
        "ads-dust-maps",
        "NASA-ADS-like abstract service",
        "Multi-Hop",
        "sig_filtered_title",
        ADS.url("/abs/1998ApJ...500..525S/abstract"),
        _ads_truth("1998ApJ...500..525S"),
        ads_sites,
    ),
    Case(
        "ads-mission-performance",
        "NASA-ADS-like abstract service",
        "Multi-Hop",
        "sig_filtered_title",
        ADS.url("/abs/2016AnA...595A...1G/abstract"),
        _ads_truth("2016AnA...595A...1G"),
        ads_sites,
    ),
    # sig_filtered_title (seed: OSF, "QuarkLit | " prefix shared with the homepage title):
    # the full text PDF on the files host (opaque hash path, no recid) and the BibTeX export
    # carry the bare title. Citations search, author profiles, references, arXiv and HEPData
    # are other things. Truth: record page, BibTeX and JSON metadata exports, full-text PDF.
    Case(
        "qlit-displaced-jets",
        "INSPIRE-HEP-like literature database",
        "Multi-Hop",
        "sig_filtered_title",
        QLIT.url("/literature/1873412"),
        _qlit_truth("1873412"),
        qlit_sites,
    ),
    Case(
        "qlit-w-mass",
        "INSPIRE-HEP-like literature database",
        "Multi-Hop",
        "sig_filtered_title",
        QLIT.url("/literature/2012975"),
        _qlit_truth("2012975"),
        qlit_sites,
    ),
]
