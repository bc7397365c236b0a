"""Single-hop repositories: DSpace 7, EPrints, OJS (Single Page+ with Ignored URIs) and
InvenioRDM with FAIR Signposting headers."""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case, case, data

from ._kit import a, builder, jsonr, pdfr, portal, ul

# --- DSpace 7: a laboratory notebook archive ------------------------------------------
DS = portal(
    "repository.cavlab-archive.hx124.example",
    "Laboratory Notebooks Repository",
    menu=(
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By date"),
        ("/browse/author", "By author"),
        ("/statistics", "Statistics"),
    ),
    title_format="{title}",
    home_title="Laboratory Notebooks Repository :: Home",
)
DS_ITEMS = {
    "6f3c2a10-8d1e-4b7a-9c55-2e1f0b7d4a11": (
        "Notebook of W. L. Bragg, X-ray crystallography, 1913-1914",
        ["b1f0c7e2-1111-4a2b-8c3d-aa01"],
    ),
    "0a9e5d42-77c1-4f0e-a2b3-5d6c7e8f9012": (
        "Notebook 7: cloud chamber tracks, C. T. R. Wilson, 1911",
        ["c2e1d8f3-2222-4b3c-9d4e-bb02", "c2e1d8f3-3333-4b3c-9d4e-bb03"],
    ),
}


def _ds_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for uid, (title, streams) in DS_ITEMS.items():
        files = "".join(
            f'<div class="file-section">{a(f"/bitstreams/{b}/download", f"scan-{i}.pdf")}'
            f" (212 MB)</div>"
            for i, b in enumerate(streams, 1)
        )
        main = (
            f'<ds-item-page><h1 class="item-page-title-field">{title}</h1>'
            f'<div class="simple-view-element"><h5>Files</h5>{files}</div>'
            f'<div class="simple-view-element"><h5>URI</h5>'
            f"{a(f'/handle/10563/{uid[:4]}', f'/handle/10563/{uid[:4]}')}</div>"
            f'<div class="simple-view-element"><h5>Collections</h5>'
            f"{a('/collections/lab-notebooks', 'Laboratory notebooks')}</div>"
            f"{a(f'/items/{uid}/full', 'Full item page')}</ds-item-page>"
        )
        pages[f"/items/{uid}"] = DS.page(title, main)
        pages[f"/items/{uid}/full"] = DS.page(
            title, f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>"
        )
        pages[f"/handle/10563/{uid[:4]}"] = Response.redirect(f"/items/{uid}", 301)
        for i, b in enumerate(streams, 1):
            pages[f"/bitstreams/{b}/download"] = pdfr(title, f"Scan {i}")
    pages["/collections/lab-notebooks"] = DS.page("Laboratory notebooks", "<h1>Notebooks</h1>")
    return pages


ds_build = builder(DS, _ds_pages())

# --- EPrints: an oral-history-of-science transcript repository ------------------------
EP = portal(
    "eprints.oh-science.hx124.example",
    "Oral Histories of Science",
    menu=(
        ("/view/year/", "Browse by Year"),
        ("/view/subjects/", "Browse by Subject"),
        ("/cgi/latest", "Latest Additions"),
    ),
    title_format="{title} - {name}",
)
EP_ITEMS = {
    2231: "Interview with Rosalind Pitt-Rivers on thyroid biochemistry",
    2318: "Interview with Joseph Rotblat on the Manhattan Project and Pugwash",
}


def _ep_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for n, title in EP_ITEMS.items():
        main = (
            f'<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{title}</h1>'
            f"<p>Interviewer: {a('/view/creators/Hall=3AM=3A=3A.html', 'Hall, M.')}</p>"
            f'<div class="ep_document"><a href="/{n}/1/{n}_transcript.pdf" class="ep_document_link">'
            f"Transcript (PDF)</a></div>"
            f'<div class="ep_document">{a(f"/{n}/2/{n}_abstract.txt", "Abstract (text)")}</div>'
            f'<form action="/cgi/export_redirect"><select name="format"></select></form>'
            f"{a(f'/cgi/export/eprint/{n}/BibTeX/ohs-eprint-{n}.bib', 'BibTeX')} "
            f"{a(f'/cgi/export/eprint/{n}/DC/ohs-eprint-{n}.txt', 'Dublin Core')}"
            f"<p>Subject: {a('/view/subjects/QC.html', 'QC Physics')}</p></div>"
        )
        pages[f"/{n}/"] = EP.page(title, main)
        pages[f"/{n}/1/{n}_transcript.pdf"] = pdfr(title, "Transcript")
        pages[f"/{n}/2/{n}_abstract.txt"] = f"{title}. Abstract.".encode()
        pages[f"/cgi/export/eprint/{n}/BibTeX/ohs-eprint-{n}.bib"] = (
            f"@misc{{ohs{n}, title={{{title}}}}}"
        )
        pages[f"/cgi/export/eprint/{n}/DC/ohs-eprint-{n}.txt"] = f"title: {title}\n"
    pages["/view/creators/Hall=3AM=3A=3A.html"] = EP.page("Hall, M.", "<h1>Hall, M.</h1>")
    pages["/view/subjects/QC.html"] = EP.page("QC Physics", "<h1>QC</h1>")
    return pages


ep_build = builder(EP, _ep_pages())

# --- OJS 3: a history-of-science journal ----------------------------------------------
OJ = portal(
    "journals.hps-review.hx124.example",
    "Annals of Instruments and Experiment",
    menu=(
        ("/index.php/aie/issue/current", "Current"),
        ("/index.php/aie/issue/archive", "Archives"),
        ("/index.php/aie/about", "About"),
    ),
    title_format="{title} | {name}",
)
OJ_ARTS = {
    (318, 402): "The thermometer as a social object in eighteenth-century Leiden",
    (341, 437): "Calibrating the galvanometer: workshop practice at the Cavendish, 1880-1900",
}


def _oj_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    base = "/index.php/aie"
    for (n, g), title in OJ_ARTS.items():
        main = (
            f'<article class="obj_article_details"><h1 class="page_title">{title}</h1>'
            f'<ul class="authors"><li>Anna Vermeulen</li></ul>'
            f'<section class="item abstract"><h2>Abstract</h2><p>On {title.lower()}.</p></section>'
            f'<ul class="galleys_links"><li><a class="obj_galley_link pdf" '
            f'href="{base}/article/view/{n}/{g}">PDF</a></li></ul>'
            f'<div class="item citation"><div class="citation_formats">'
            f"{a(f'{base}/citationstylelanguage/download/ris?submissionId={n}', 'RIS')} "
            f"{a(f'{base}/citationstylelanguage/download/bibtex?submissionId={n}', 'BibTeX')}"
            f'</div></div><div class="item issue">{a(f"{base}/issue/view/29", "Vol. 12 No. 1 (2025)")}'
            f'</div><div class="item copyright">{a("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0")}</div></article>'
        )
        pages[f"{base}/article/view/{n}"] = OJ.page(title, main)
        pages[f"{base}/article/view/{n}/{g}"] = OJ.page(
            title,
            f'<iframe src="{base}/article/download/{n}/{g}/1204"></iframe>'
            f"{a(f'{base}/article/download/{n}/{g}/1204', 'Download PDF')}",
        )
        pages[f"{base}/article/download/{n}/{g}/1204"] = pdfr(title, "Article")
        pages[f"{base}/citationstylelanguage/download/ris?submissionId={n}"] = f"TI  - {title}\n"
        pages[f"{base}/citationstylelanguage/download/bibtex?submissionId={n}"] = (
            f"@article{{a{n}}}"
        )
    pages[f"{base}/issue/view/29"] = OJ.page("Vol. 12 No. 1 (2025)", "<h1>Vol 12</h1>")
    for h, t in OJ.menu:
        pages[h] = OJ.page(t, f"<h1>{t}</h1>")
    return pages


oj_build = builder(OJ, _oj_pages())

# --- InvenioRDM with Signposting: a science-museum research data community -------------
IR = portal(
    "data.sciencemuseum-rdm.hx124.example",
    "Museum Research Data",
    menu=(("/search", "Search records"), ("/communities", "Communities"), ("/help/faq", "Help")),
    title_format="{title}",
    home_title="Museum Research Data",
)
IR_RECS = {
    "7kq2m-vd814": (
        "Spectra of the 1860s Kirchhoff spectroscope prisms",
        ["prism-spectra.csv", "README.md"],
    ),
    "hx3ft-9a0c2": ("CT scans of a Harrison-type marine chronometer", ["chronometer-ct.zip"]),
}


def _ir_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for rid, (title, files) in IR_RECS.items():
        items = [f"/records/{rid}/files/{f}?download=1" for f in files]
        link = ", ".join(
            [
                f'<http://doi.test/10.5555/msm.{rid}> ; rel="cite-as"',
                f'<http://data.sciencemuseum-rdm.hx124.example/api/records/{rid}> ; rel="describedby" ; type="application/json"',
                *(
                    f'<http://data.sciencemuseum-rdm.hx124.example{i}> ; rel="item" ; type="application/octet-stream"'
                    for i in items
                ),
                '<http://creativecommons.test/licenses/by/4.0/legalcode> ; rel="license"',
            ]
        )
        main = (
            f'<section id="record-info"><h1 id="record-title">{title}</h1>'
            f'<div id="record-versions">{a(f"/search?q=parent.id:{rid}", "View all versions")}</div>'
            f'<div class="files">{ul([a(i, i.split("/")[-1].split("?")[0]) for i in items])}</div>'
            f'<div id="export-record">{a(f"/api/records/{rid}", "JSON")} </div>'
            f'<div class="community">{a("/communities/instruments", "Historic instruments")}</div></section>'
        )
        pages[f"/records/{rid}"] = Response.html(IR.page(title, main), headers=[("Link", link)])
        pages[f"/api/records/{rid}"] = jsonr(
            f'{{"id": "{rid}", "metadata": {{"title": "{title}"}}}}'
        )
        for i in items:
            pages[i] = data(b"col1,col2\n1,2\n", "application/octet-stream")
    pages["/communities/instruments"] = IR.page("Historic instruments", "<h1>Instruments</h1>")
    return pages


ir_build = builder(IR, _ir_pages())


CASES: list[Case] = [
    # DSpace item page: files, a full-metadata view and a handle, one hop away: the seed's
    # Figshare/Zenodo row, Single Page+ with Ignores (menus/browse links are on the home and
    # 404 pages).  Truth: item page, full item page, bitstreams; not the collection, nor the
    # handle (a 301 alias of the item page).
    *[
        case(
            f"dspace-{uid[:8]}",
            "DSpace (laboratory notebook archive)",
            "digitised notebook",
            "single_page_plus_ignored",
            DS.url(f"/items/{uid}"),
            [
                DS.url(f"/items/{uid}"),
                DS.url(f"/items/{uid}/full"),
                *(DS.url(f"/bitstreams/{b}/download") for b in streams),
            ],
            ds_build,
            others=[DS.url("/collections/lab-notebooks")],
        )
        for uid, (_t, streams) in DS_ITEMS.items()
    ],
    # EPrints abstract page: documents and exports one hop away (SSRN/Zenodo rows),
    # Single Page+ with Ignores.  Truth: abstract page, documents, exports; not the creator
    # and subject browse views nor the login-only edit screen.
    *[
        case(
            f"eprints-{n}",
            "EPrints (oral history transcripts)",
            "interview transcript",
            "single_page_plus_ignored",
            EP.url(f"/{n}/"),
            [
                EP.url(f"/{n}/"),
                EP.url(f"/{n}/1/{n}_transcript.pdf"),
                EP.url(f"/{n}/2/{n}_abstract.txt"),
                EP.url(f"/cgi/export/eprint/{n}/BibTeX/ohs-eprint-{n}.bib"),
                EP.url(f"/cgi/export/eprint/{n}/DC/ohs-eprint-{n}.txt"),
            ],
            ep_build,
        )
        for n in EP_ITEMS
    ],
    # OJS article: like the seed's bioRxiv/SSRN preprints, Single Page+ with Ignores. The
    # galley viewer and citation downloads are one hop; the PDF behind the viewer is two
    # hops and out of that heuristic's reach.  Truth: article, galley page, two citations.
    *[
        case(
            f"ojs-{n}",
            "OJS (history of science journal)",
            "journal article",
            "single_page_plus_ignored",
            OJ.url(f"/index.php/aie/article/view/{n}"),
            [
                OJ.url(f"/index.php/aie/article/view/{n}"),
                OJ.url(f"/index.php/aie/article/view/{n}/{g}"),
                OJ.url(f"/index.php/aie/citationstylelanguage/download/ris?submissionId={n}"),
                OJ.url(f"/index.php/aie/citationstylelanguage/download/bibtex?submissionId={n}"),
            ],
            oj_build,
            others=[OJ.url("/index.php/aie/issue/view/29")],
        )
        for (n, g) in OJ_ARTS
    ],
    # InvenioRDM record with FAIR Signposting Link headers (item, describedby): the portal
    # states its boundary, so Signposting.  Truth: the record, its files, its JSON metadata.
    *[
        case(
            f"invenio-{rid}",
            "InvenioRDM (museum research data)",
            "dataset",
            "signposting",
            IR.url(f"/records/{rid}"),
            [
                IR.url(f"/records/{rid}"),
                IR.url(f"/api/records/{rid}"),
                *(IR.url(f"/records/{rid}/files/{f}?download=1") for f in files),
            ],
            ir_build,
        )
        for rid, (_t, files) in IR_RECS.items()
    ],
]
