"""EPrints, OJS (Single Page+ with Ignored URIs) and InvenioRDM (Signposting) of heldout123."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import csv, pdf_of, portal, text

# --- EPrints wood-science repository --------------------------------------------------
EP = portal(
    "eprints",
    "woodsci",
    "WoodSci Research Online",
    [("/view/year/", "Browse by year"), ("/view/divisions/", "Browse by division")],
    title_format="{title} - {name}",
)
EP_ITEMS = {
    "4127": (
        "Moisture-dependent creep of cross-laminated timber panels",
        ["CLT_creep.pdf", "creep_data.zip"],
    ),
    "4390": ("Decay resistance of thermally modified ash heartwood", ["TM_ash_decay.pdf"]),
}


def _ep_site() -> list[Site]:
    pages = {}
    for eid, (title, files) in EP_ITEMS.items():
        docs = "".join(
            f'<tr><td><a class="ep_document_link" href="/id/eprint/{eid}/{n}/{f}">{f}</a>'
            f'</td><td><a href="http://creativecommons.test/licenses/by/4.0/">CC BY</a></td></tr>'
            for n, f in enumerate(files, 1)
        )
        pages[f"/id/eprint/{eid}/"] = EP.page(
            title,
            f'<h1 class="ep_tm_pagetitle">{escape(title)}</h1><table>{docs}</table>'
            f"<p>DOI: 10.5555/woodsci.{eid}</p>"
            f'<p>Export: <a href="/cgi/export/eprint/{eid}/BibTeX/woodsci-eprint-{eid}.bib">'
            "BibTeX</a></p>"
            "",
        )
        for n, f in enumerate(files, 1):
            body = (
                pdf_of(title)
                if f.endswith(".pdf")
                else Response.data(b"PK\x05\x06" + b"\0" * 18, "application/zip")
            )
            pages[f"/id/eprint/{eid}/{n}/{f}"] = body
        pages[f"/cgi/export/eprint/{eid}/BibTeX/woodsci-eprint-{eid}.bib"] = text(
            f"@article{{woodsci{eid}, title={{{title}}}}}\n"
        )
    return [EP.site(pages)]


def _ep_truth(eid: str) -> list[str]:
    files = EP_ITEMS[eid][1]
    return [
        EP.url(f"/id/eprint/{eid}/"),
        *(EP.url(f"/id/eprint/{eid}/{n}/{f}") for n, f in enumerate(files, 1)),
        EP.url(f"/cgi/export/eprint/{eid}/BibTeX/woodsci-eprint-{eid}.bib"),
    ]


# --- OJS forest-ecology journal: article landing page with galleys --------------------
OJ = portal(
    "journals",
    "forestecol",
    "Journal of Landscape and Forest Ecology",
    [("/index.php/jlfe/issue/current", "Current"), ("/index.php/jlfe/issue/archive", "Archives")],
    home_main='<h1>JLFE</h1><a href="/index.php/jlfe/issue/view/38">Current issue: Vol. 12 No. 2</a>',
)
OJ_ARTS = {
    "1182": ("Edge effects on epiphytic lichens in fragmented boreal landscapes", ["4410", "4411"]),
    "1207": ("Connectivity of old-growth patches under three harvest scenarios", ["4502"]),
}


def _oj_site() -> list[Site]:
    pages = {}
    for aid, (title, galleys) in OJ_ARTS.items():
        gl = "".join(
            f'<a class="obj_galley_link pdf" href="/index.php/jlfe/article/view/{aid}/{g}">'
            f"{'PDF' if i == 0 else 'Supplementary data'}</a>"
            for i, g in enumerate(galleys)
        )
        pages[f"/index.php/jlfe/article/view/{aid}"] = OJ.page(
            title,
            f'<article class="obj_article_details"><h1 class="page_title">{escape(title)}</h1>'
            f'<div class="galleys">{gl}</div>'
            f'<div class="citation_formats"><a href="/index.php/jlfe/citationstylelanguage/'
            f'download/ris?submissionId={aid}">RIS</a></div>'
            '<div class="issue">Issue: <a href="/index.php/jlfe/issue/view/38">Vol. 12 No. 2'
            "</a></div></article>",
        )
        for i, g in enumerate(galleys):
            pages[f"/index.php/jlfe/article/view/{aid}/{g}"] = (
                OJ.page(
                    title, f'<iframe src="/index.php/jlfe/article/download/{aid}/{g}"></iframe>'
                )
                if i == 0
                else csv("plot,lichen_cover", "P1,0.31")
            )
            pages[f"/index.php/jlfe/article/download/{aid}/{g}"] = pdf_of(title)
        pages[f"/index.php/jlfe/citationstylelanguage/download/ris?submissionId={aid}"] = text(
            f"TY  - JOUR\nTI  - {title}\nER  -\n"
        )
    pages["/index.php/jlfe/issue/view/38"] = OJ.page("Vol. 12 No. 2", "<h1>Vol. 12 No. 2</h1>")
    return [OJ.site(pages)]


def _oj_truth(aid: str) -> list[str]:
    galleys = OJ_ARTS[aid][1]
    return [
        OJ.url(f"/index.php/jlfe/article/view/{aid}"),
        *(OJ.url(f"/index.php/jlfe/article/view/{aid}/{g}") for g in galleys),
        OJ.url(f"/index.php/jlfe/citationstylelanguage/download/ris?submissionId={aid}"),
    ]


# --- InvenioRDM forest remote-sensing records with FAIR Signposting -------------------
IR = portal(
    "rdm",
    "forestdata",
    "ForestData RDM",
    [("/search", "Search"), ("/communities", "Communities"), ("/uploads", "My dashboard")],
)
IR_RECS = {
    "7hq2k-3mv81": (
        "Canopy height model of the Bialowieza Forest from airborne lidar, 2024",
        ["chm_bialowieza_1m.tif", "README.md"],
    ),
    "x0d9e-r4t52": (
        "Sentinel-2 forest disturbance maps for Central Europe, 2018-2025",
        ["disturbance_2018_2025.tif", "validation_points.csv", "README.md"],
    ),
}


def _ir_record(rid: str) -> Response:
    title, files = IR_RECS[rid]
    link = ", ".join(
        [f'<{IR.url(f"/records/{rid}/files/{f}")}>; rel="item"' for f in files]
        + [
            f'<{IR.url(f"/api/records/{rid}")}>; rel="describedby"; type="application/json"',
            '<http://creativecommons.test/licenses/by/4.0/>; rel="license"',
            f'<{IR.url(f"/records/{rid}")}>; rel="cite-as"',
        ]
    )
    rows = "".join(
        f'<tr><td><a href="/records/{rid}/files/{f}?download=1">{f}</a></td>'
        f'<td><a href="/records/{rid}/files/{f}">Preview</a></td></tr>'
        for f in files
    )
    body = IR.page(
        title,
        f'<section id="record-info"><h1 id="record-title">{escape(title)}</h1>'
        f'<table class="files">{rows}</table>'
        f'<a href="/api/records/{rid}">JSON</a> '
        f'<a href="/records/{rid}/export/datacite-xml">DataCite XML</a>'
        f'<div class="communities"><a href="/communities/forest-rs">Forest remote sensing</a>'
        "</div></section>",
    )
    return Response.html(body, headers=[("Link", link)])


def _ir_site() -> list[Site]:
    pages: dict[str, object] = {}
    for rid, (title, files) in IR_RECS.items():
        pages[f"/records/{rid}"] = _ir_record(rid)
        for f in files:
            blob = (
                text(f"# {title}\n")
                if f.endswith(".md")
                else csv("id,x,y,class", "1,21.1,52.7,disturbed")
                if f.endswith(".csv")
                else Response.data(b"II*\x00" + b"\0" * 16, "image/tiff")
            )
            pages[f"/records/{rid}/files/{f}"] = blob
            pages[f"/records/{rid}/files/{f}?download=1"] = blob
        pages[f"/api/records/{rid}"] = Response.data(
            f'{{"id": "{rid}", "metadata": {{"title": "{title}"}}}}'.encode(), "application/json"
        )
        pages[f"/records/{rid}/export/datacite-xml"] = Response.data(
            f"<resource><titles><title>{escape(title)}</title></titles></resource>".encode(),
            "application/xml",
        )
    pages["/communities/forest-rs"] = IR.page("Forest remote sensing", "<h1>Community</h1>")
    return [IR.site(pages)]  # type: ignore[arg-type]


def _ir_truth(rid: str) -> list[str]:
    return [
        IR.url(f"/records/{rid}"),
        *(IR.url(f"/records/{rid}/files/{f}") for f in IR_RECS[rid][1]),
        IR.url(f"/api/records/{rid}"),
    ]


CASES: list[Case] = [
    # An EPrints record: documents and a BibTeX export one hop from a chrome-wrapped
    # abstract page (seed: repository item like SSRN -> Single Page+ with Ignored URIs; the
    # licence link is in the footer too).  Truth: abstract page, documents, export.
    *(
        case(
            f"eprints-{eid}",
            "EPrints (wood-science paper)",
            "preprint",
            "single_page_plus_ignored",
            EP.url(f"/id/eprint/{eid}/"),
            _ep_truth(eid),
            _ep_site,
        )
        for eid in EP_ITEMS
    ),
    # An OJS article page: galleys and the RIS citation one hop away (seed: like bioRxiv ->
    # Single Page+ with Ignored URIs); the issue is featured on the homepage, hence ignored;
    # the PDF behind the galley viewer is embedded (iframe), not linked.  Truth: article
    # page, galley pages, RIS.
    *(
        case(
            f"ojs-{aid}",
            "OJS (forest-ecology journal article)",
            "article",
            "single_page_plus_ignored",
            OJ.url(f"/index.php/jlfe/article/view/{aid}"),
            _oj_truth(aid),
            _oj_site,
        )
        for aid in OJ_ARTS
    ),
    # An InvenioRDM record with FAIR Signposting in its Link header: rel=item names the
    # files, rel=describedby the JSON metadata (seed: Signposting tells the boundary).
    # Truth: landing page, items, describedby; not the licence, the cite-as (itself) nor the
    # ?download=1 variants or the DataCite export, which the header does not name.
    *(
        case(
            f"invenio-{rid}",
            "InvenioRDM (remote-sensing forest product)",
            "dataset",
            "signposting",
            IR.url(f"/records/{rid}"),
            _ir_truth(rid),
            _ir_site,
        )
        for rid in IR_RECS
    ),
]
