"""OSF branded preprint servers and an OJS 3.4 journal: both title every page with a
portal affix the homepage's title shares ("OSF | " before, " | <journal>" after), and
both spread an article over several hops (landing, versions or galley viewer, download).

OSF: a preprint is /preprints/<provider>/<guid>_v<n>, its PDF /<guid>_v<n>/download,
earlier versions /preprints/<provider>/<guid>_v1 (same preprint), supplementary material
an OSF project (another artifact), authors OSF user pages.  OJS (journal at the host root):
article /article/view/<id>, galleys /article/view/<id>/<galley> (pdf.js viewer or HTML),
the PDF /article/download/<id>/<galley>/<file>, citation downloads from the
citationStyleLanguage plugin.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Skin, pdf_file, text_file

OSF = Skin(
    host="osf.vellichor-cos.hx25.example",
    name="OSF",
    menu=[
        ("/preprints", "Preprints"),
        ("/registries", "Registries"),
        ("/meetings", "Meetings"),
        ("/institutions", "Institutions"),
        ("/support", "Help"),
    ],
    footer=[
        ("/terms", "Terms of Use"),
        ("/privacy", "Privacy Policy"),
        ("/status", "Status"),
        ("/api", "API"),
    ],
    title_format="OSF | {title}",
    home_title="OSF | Home",
    body_class="ember-application osf",
    login="/login?next=%2F",
    login_text="Sign In",
    search=("/search", "search"),
    generator="OSF (ember)",
    social=[
        ("https://x.test/OSFramework", "X"),
        ("https://github.test/CenterForOpenScience", "GitHub"),
    ],
)

PREPRINTS = {
    # guid: (provider, provider name, title, authors, supplement project guid)
    "k7x2m": (
        "geocrux",
        "GeoCrux",
        "Frost-weathering rates of sandstone tors inferred from cosmogenic nuclides",
        [("Halvard Ness", "u6hw2"), ("Priya Raman", "9cq3d")],
        "m4q9z",
    ),
    "r5t8w": (
        "lingrxiv",
        "LingRxiv",
        "Evidentiality marking in three Tupian languages of the upper Xingu",
        [("Renata Albuquerque", "b8p2k")],
        "x2v7n",
    ),
}


def _preprint(guid: str, version: int) -> str:
    prov, pname, title, authors, supp = PREPRINTS[guid]
    auth = ", ".join(f'<a href="/{uid}/">{escape(n)}</a>' for n, uid in authors)
    vers = "".join(
        f'<li><a href="/preprints/{prov}/{guid}_v{v}">Version {v}</a></li>' for v in (2, 1)
    )
    return f"""<div class="preprint-header"><a href="/preprints/{prov}">{pname} Preprints</a>
<h1 class="preprint-title">{escape(title)}</h1><p class="authors">{auth}</p>
<a class="btn btn-primary" href="/{guid}_v{version}/download">Download PDF</a>
<span class="downloads">Downloads: 214</span></div>
<div class="preprint-body"><section><h2>Abstract</h2><p>We report new results.</p></section>
<section><h2>Supplemental Materials</h2><a href="/{supp}/">osf.io/{supp}</a></section>
<section><h2>Preprint DOI</h2><a href="https://doi.test/10.31232/osf.io/{guid}_v{version}">
10.31232/osf.io/{guid}_v{version}</a></section>
<section><h2>Version</h2><ul>{vers}</ul></section>
<section><h2>Discipline</h2><a href="/preprints/{prov}/discover?subject=Earth%20Sciences">
Earth Sciences</a></section>
<section><h2>License</h2><a href="https://creativecommons.test/licenses/by/4.0/">CC-By
Attribution 4.0 International</a></section></div>"""


def _osf_pages() -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    for guid, (prov, pname, title, authors, supp) in PREPRINTS.items():
        for v in (1, 2):
            pages[f"/preprints/{prov}/{guid}_v{v}"] = OSF.page(title, _preprint(guid, v))
            pages[f"/{guid}_v{v}/download"] = pdf_file(title, f"Preprint version {v}.")
        pages[f"/preprints/{prov}"] = OSF.page(
            f"{pname} Preprints",
            f'<h1>{pname} Preprints</h1><p><a href="/preprints/{prov}/discover">Discover</a></p>'
            f'<h2>Latest</h2><a href="/preprints/{prov}/{guid}_v2">{escape(title)}</a>',
        )
        pages[f"/{supp}/"] = OSF.page(
            f"Supplementary data for {pname} preprint {guid}",
            f"<h1>Supplementary data</h1><p>Project files for preprint {guid}.</p>",
        )
        for n, uid in authors:
            pages[f"/{uid}/"] = OSF.page(n, f"<h1>{escape(n)}</h1><p>Preprints: 3</p>")
    return pages


def osf_sites() -> list[Site]:
    return [OSF.site(_osf_pages())]


def _osf_case(name: str, guid: str) -> Case:
    prov, _pn, _t, _a, supp = PREPRINTS[guid]
    return Case(
        name=name,
        imitates="OSF Preprints (branded provider)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=OSF.url(f"/preprints/{prov}/{guid}_v2"),
        truth=frozenset(
            OSF.url(p)
            for p in (
                f"/preprints/{prov}/{guid}_v2",
                f"/preprints/{prov}/{guid}_v1",
                f"/{guid}_v2/download",
                f"/{guid}_v1/download",
            )
        ),
        build=osf_sites,
        others=frozenset([OSF.url(f"/{supp}/")]),
    )


# --- Journal of Upland Geomorphology (OJS 3.4, journal at the host root) ---------------

OJS = Skin(
    host="journals.quenby-press.hx25.example",
    name="Journal of Upland Geomorphology",
    menu=[
        ("/issue/current", "Current"),
        ("/issue/archive", "Archives"),
        ("/announcement", "Announcements"),
        ("/about", "About"),
        ("/about/submissions", "Submissions"),
    ],
    footer=[
        ("/about/privacy", "Privacy Statement"),
        ("/about/contact", "Contact"),
        ("/information/readers", "For Readers"),
        ("https://pkp.test/ojs/", "Open Journal Systems"),
    ],
    title_format="{title} | {name}",
    home_title="Journal of Upland Geomorphology",
    body_class="pkp_page_article pkp_op_view",
    login="/login",
    login_text="Login",
    search=("/search/search", "query"),
    privacy="/about/privacy",
    generator="Open Journal Systems 3.4.0.7",
)

J_ID, J_PDF, J_HTML, J_FILE, J_PUB = "2210", "1874", "1875", "5120", "2301"
J_TITLE = "Periglacial solifluction lobes on the Quenby escarpment: a LiDAR inventory"
J_CITES = ["ris", "bibtex"]


def _ojs_pages() -> dict[str, PageValue]:
    cite = "".join(
        f'<li><a href="/citationstylelanguage/download/{fmt}?submissionId={J_ID}&amp;'
        f'publicationId={J_PUB}">{fmt.upper()}</a></li>'
        for fmt in J_CITES
    )
    article = f"""<nav class="cmp_breadcrumbs"><a href="/">Home</a> / <a href="/issue/archive">
Archives</a> / <a href="/issue/view/88">Vol. 12 No. 1 (2026)</a> / Articles</nav>
<article class="obj_article_details"><h1 class="page_title">{escape(J_TITLE)}</h1>
<section class="item authors"><ul><li>Elspeth Corrie <a
href="https://orcid.test/0000-0002-5512-0001">ORCID</a></li><li>Dafydd Pryce</li></ul></section>
<section class="item doi">DOI: <a href="https://doi.test/10.80061/jug.v12i1.2210">
https://doi.org/10.80061/jug.v12i1.2210</a></section>
<section class="item keywords">Keywords: <a href="/search/search?query=solifluction">
solifluction</a>, <a href="/search/search?query=LiDAR">LiDAR</a></section>
<section class="item abstract"><h2>Abstract</h2><p>We map 412 lobes.</p></section>
<div class="item galleys"><ul class="value galleys_links">
<li><a class="obj_galley_link pdf" href="/article/view/{J_ID}/{J_PDF}">PDF</a></li>
<li><a class="obj_galley_link file" href="/article/view/{J_ID}/{J_HTML}">HTML</a></li></ul></div>
<div class="item citation"><h2>How to Cite</h2><p>Corrie, E., &amp; Pryce, D. (2026).
{escape(J_TITLE)}. <em>Journal of Upland Geomorphology</em>, 12(1).</p>
<div class="citation_formats"><h3>Download Citation</h3><ul>{cite}</ul></div></div>
<div class="item issue">Issue: <a href="/issue/view/88">Vol. 12 No. 1 (2026)</a></div>
<div class="item copyright"><a href="https://creativecommons.test/licenses/by/4.0/">CC BY
4.0</a></div></article>
<div class="pkp_block block_most_read"><h2>Most read articles</h2><ul>
<li><a href="/article/view/2107">Tor formation revisited</a></li></ul></div>"""
    viewer = f"""<header class="header_view"><a href="/article/view/{J_ID}" class="return">
&larr; Back to Article Details</a><a href="/article/view/{J_ID}" class="title">{escape(J_TITLE)}
</a><a href="/article/download/{J_ID}/{J_PDF}/{J_FILE}" class="download" download>Download PDF
</a></header><div id="pdfCanvasContainer" class="galley_view"><iframe
src="/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html?file=%2Farticle%2Fdownload%2F{J_ID}%2F{J_PDF}%2F{J_FILE}"
allowfullscreen></iframe></div>"""
    html_galley = f"""<a href="/article/view/{J_ID}">&larr; Back to Article Details</a>
<article class="galley-html"><h1>{escape(J_TITLE)}</h1><p>Elspeth Corrie, Dafydd Pryce</p>
<h2>1 Introduction</h2><p>Solifluction lobes are common on the escarpment.</p></article>"""
    pages: dict[str, PageValue] = {
        f"/article/view/{J_ID}": OJS.page(J_TITLE, article),
        f"/article/view/{J_ID}/{J_PDF}": OJS.page(f"View of {J_TITLE}", viewer),
        f"/article/view/{J_ID}/{J_HTML}": OJS.page(f"View of {J_TITLE}", html_galley),
        f"/article/download/{J_ID}/{J_PDF}/{J_FILE}": pdf_file(J_TITLE, "Corrie and Pryce"),
        "/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html": "<html><body>pdf.js</body></html>",
        "/issue/view/88": OJS.page(
            "Vol. 12 No. 1 (2026)",
            f'<h1>Vol. 12 No. 1 (2026)</h1><ul><li><a href="/article/view/{J_ID}">'
            f'{escape(J_TITLE)}</a></li><li><a href="/article/view/2107">Tor formation '
            "revisited</a></li></ul>",
        ),
        "/article/view/2107": OJS.page(
            "Tor formation revisited", "<h1>Tor formation revisited</h1>"
        ),
    }
    for fmt in J_CITES:
        body = (
            f"TY  - JOUR\nTI  - {J_TITLE}\nAU  - Corrie, Elspeth\nER  -\n"
            if fmt == "ris"
            else f"@article{{jug2210, title={{{J_TITLE}}}}}\n"
        )
        pages[
            f"/citationstylelanguage/download/{fmt}?submissionId={J_ID}&publicationId={J_PUB}"
        ] = text_file(
            body, "application/x-research-info-systems" if fmt == "ris" else "text/x-bibtex"
        )
    return pages


def ojs_sites() -> list[Site]:
    return [OJS.site(_ojs_pages())]


CASES = [
    # Filtered title ("OSF | " removed by comparing with the homepage's "OSF | Home"): the
    # preprint title is in both versions' pages and PDFs.  Truth: v2 (entry), v1, both
    # PDFs.  The supplementary OSF project is another artifact; author pages, provider
    # page and discover links are outside.
    _osf_case("osf-geocrux-tors", "k7x2m"),
    _osf_case("osf-lingrxiv-evidentiality", "r5t8w"),
    # Filtered title (" | Journal of Upland Geomorphology" removed from the end): the
    # article spans article page, PDF viewer page, HTML galley, PDF download (two hops
    # away) and citation downloads, all carrying the article title.  Truth: those 6.
    # The issue TOC, the "most read" article, keyword searches are outside.
    Case(
        name="ojs-quenby-solifluction",
        imitates="OJS (3.4, journal at host root)",
        artifact_class="Multi-Hop",
        expected="sig_filtered_title",
        entry=OJS.url(f"/article/view/{J_ID}"),
        truth=frozenset(
            [
                OJS.url(f"/article/view/{J_ID}"),
                OJS.url(f"/article/view/{J_ID}/{J_PDF}"),
                OJS.url(f"/article/view/{J_ID}/{J_HTML}"),
                OJS.url(f"/article/download/{J_ID}/{J_PDF}/{J_FILE}"),
            ]
            + [
                OJS.url(
                    f"/citationstylelanguage/download/{fmt}?submissionId={J_ID}"
                    f"&publicationId={J_PUB}"
                )
                for fmt in J_CITES
            ]
        ),
        build=ojs_sites,
        others=frozenset([OJS.url("/article/view/2107")]),
    ),
]
