"""Institutional record repositories: InvenioRDM (signposted), a Zenodo-like community
repository, Figshare for institutions, DSpace 7 and EPrints — a landing page and its files
one hop out.

Signposting (InvenioRDM): the landing page's HTTP Link header names the record's files
(rel="item") and metadata exports (rel="describedby"); the seed names signposting as the
machine-readable boundary, so the truth is the landing page and what it signposts.
The others are the seed's Single Hop shape (Zenodo, Figshare, BioRxiv/SSRN): landing page,
files and citation/metadata exports all linked from it, amid menus and related records —
Single Page+ with Ignored URIs.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Inst, a, csv_file, json_file, pdf_file, text_file, ul, zip_file

# --- InvenioRDM at Quillfield University ------------------------------------------------

QF = Inst(
    "research.quillfield-uni.hx37.example",
    "Quillfield Research Data",
    "InvenioRDM",
    [("/search", "Search records"), ("/communities", "Communities"), ("/help/faq", "Help")],
    [("/help/terms", "Terms of use"), ("/help/privacy", "Privacy policy"), ("/about", "About")],
    cdn="cdn.jsdelivr-mirror.hx37.example",
    accent="#6b1f3a",
)

QF_RECS = {
    "x4k7q-2mn81": (
        "Soil microbial respiration under drought, Quillfield long-term plots",
        ["respiration_2019_2022.csv", "plot_metadata.json", "README.txt"],
        ["a1b2c-3d4e5"],
    ),
    "r9p3t-0vw27": (
        "Coastal lagoon salinity loggers: raw and QC-flagged series, 2015-2024",
        [
            "loggers_raw_part1.csv",
            "loggers_raw_part2.csv",
            "loggers_qc.csv",
            "calibration_sheets.pdf",
            "processing_scripts.zip",
            "CHANGELOG.txt",
        ],
        ["k2m8n-5q1z3", "h7g6f-4e3d2"],
    ),
}
QF_FORMATS = [("json", "application/json"), ("datacite-json", "application/vnd.datacite+json")]
QF_FORMATS += [("bibtex", "application/x-bibtex"), ("dcat-ap", "application/rdf+xml")]


def _file(name: str, title: str) -> Response:
    if name.endswith(".csv"):
        return csv_file("site,timestamp,value,flag", 12)
    if name.endswith(".pdf"):
        return pdf_file(name, "Calibration record")
    if name.endswith(".zip"):
        return zip_file(name)
    if name.endswith(".json"):
        return json_file('{"plots": [1, 2, 3]}')
    return text_file(f"{name}\nSee the record landing page for provenance.\n")


def _qf_record(rid: str) -> tuple[Response, set[str], dict[str, PageValue]]:
    title, files, versions = QF_RECS[rid]
    base = f"/records/{rid}"
    pages: dict[str, PageValue] = {}
    truth = {QF.url(base)}
    links = [f'<{QF.url(base)}>; rel="cite-as"']
    rows = []
    for f in files:
        u = f"{base}/files/{f}?download=1"
        pages[f"{base}/files/{f}"] = _file(f, title)
        pages[f"{base}/preview/{f}"] = QF.page(f, f"<h1>Preview: {escape(f)}</h1>")
        truth.add(QF.url(u))
        links.append(f'<{QF.url(u)}>; rel="item"; type="application/octet-stream"')
        rows.append(
            f"<tr><td>{escape(f)}</td><td>{a(f'{base}/preview/{f}', 'Preview')}</td>"
            f"<td>{a(u, 'Download')}</td></tr>"
        )
    exports = []
    for fmt, ctype in QF_FORMATS:
        u = f"{base}/export/{fmt}"
        pages[u] = text_file(f"{fmt} export of {title}\n", ctype)
        truth.add(QF.url(u))
        links.append(f'<{QF.url(u)}>; rel="describedby"; type="{ctype}"')
        exports.append(f'<option value="{escape(u)}">{fmt}</option>')
    links.append('<https://creativecommons.org/licenses/by/4.0/legalcode>; rel="license"')
    links.append('<https://schema.org/Dataset>; rel="type"')
    links.append('<https://orcid.org/0000-0002-1825-0097>; rel="author"')
    vers = "".join(
        f"<li>{a(f'/records/{v}', f'Version {i + 1}')}</li>" for i, v in enumerate(versions)
    )
    for v in versions:
        pages[f"/records/{v}"] = QF.page(
            f"Earlier version of {title[:20]}", "<h1>Superseded version</h1>"
        )
    main = (
        f'<section class="record"><span class="label">Dataset</span><span>Open</span>'
        f"<h1 id=\"record-title\">{escape(title)}</h1><p class='creators'>"
        f"{a('/search?q=metadata.creators.person_or_org.name:Okafor', 'Okafor, Ada')}</p>"
        f"<p>Measurements from the Quillfield field station.</p>"
        f'<h2>Files</h2><table class="files">{"".join(rows)}</table>'
        f"{a(f'{base}/files-archive', 'Download all')}"
        f"</section>"
    )
    # "Download all" is linked, not signposted: the signposted items are the boundary.
    pages[f"{base}/files-archive"] = zip_file(rid)
    side = (
        f"<h3>Versions</h3><ol>{vers}</ol><h3>Communities</h3>"
        f"{ul([('/communities/soil-lab', 'Soil Ecology Lab')])}"
        f'<h3>Export</h3><form action="{base}/export"><select>{"".join(exports)}</select></form>'
        + ul([(f"{base}/export/{fmt}", fmt) for fmt, _ in QF_FORMATS])
    )
    pages["/communities/soil-lab"] = QF.chrome("Soil Ecology Lab", "A community.")
    body = QF.page(title, main, side=side, share_path=base)
    resp = Response.html(body, headers=[("Link", ", ".join(links))])
    return resp, truth, pages


def _qf_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for rid in QF_RECS:
        resp, _t, more = _qf_record(rid)
        pages[f"/records/{rid}"] = resp
        pages.update(more)
    return [QF.site(pages)]


def _qf_case(name: str, rid: str, detail: str) -> Case:
    _r, truth, _p = _qf_record(rid)
    return Case(
        name,
        f"InvenioRDM ({detail})",
        "Multi-Hop",
        "signposting",
        QF.url(f"/records/{rid}"),
        frozenset(truth),
        _qf_site,
        others=frozenset(QF.url(f"/records/{v}") for v in QF_RECS[rid][2]),
    )


# --- Zenodo-like community repository at the Marrowgate Institute ------------------------

MG = Inst(
    "commons.marrowgate-inst.hx37.example",
    "Marrowgate Commons",
    "Invenio v3 (Zenodo-like)",
    [("/communities/", "Communities"), ("/upload", "Upload"), ("/faq", "FAQ")],
    [("/policies", "Policies"), ("/terms", "Terms"), ("/status", "Status")],
    title_format="{title} | {name}",
)

MG_RECS = {
    "60412": (
        "Workshop slides: reproducible pipelines for museum imaging",
        ["slides.pdf"],
        [],
        ["60398"],
    ),
    "71877": (
        "Corpus of digitised ship logbooks, Marrowgate maritime collection",
        ["logbooks_part_a.zip", "logbooks_part_b.zip", "transcription_guide.pdf", "index.csv"],
        ["71876", "70102"],  # older versions, own records
        ["69120", "71001"],
    ),
}
MG_EXPORTS = ["hx", "hc", "xd", "dcite4", "json", "csl"]


def _mg_record(rid: str) -> tuple[str, set[str], dict[str, PageValue], set[str]]:
    title = MG_RECS[rid][0]
    files, versions, related = MG_RECS[rid][1], *MG_RECS[rid][2:]
    pages: dict[str, PageValue] = {}
    base = f"/record/{rid}"
    truth = {MG.url(base)}
    rows = []
    for f in files:
        u = f"{base}/files/{f}?download=1"
        pages[f"{base}/files/{f}"] = _file(f, title)
        truth.add(MG.url(u))
        rows.append(f"<tr><td>{a(u, f)}</td><td>{a(u, 'Download')}</td></tr>")
    exports = []
    for fmt in MG_EXPORTS:
        u = f"{base}/export/{fmt}"
        pages[u] = text_file(f"<export format='{fmt}'>{escape(title)}</export>\n")
        truth.add(MG.url(u))
        exports.append((u, fmt))
    others = set()
    for v in [*versions, *related]:
        pages[f"/record/{v}"] = MG.page(f"Record {v}", f"<h1>Record {v}</h1><p>Another record.</p>")
        others.add(MG.url(f"/record/{v}"))
    ver = "".join(f"<li>{a(f'/record/{v}', f'Version of record {v}')}</li>" for v in versions)
    main = (
        f'<div class="record-header"><span class="badge">Published</span>'
        f"<h1>{escape(title)}</h1></div>"
        f"<p>{a('/search?q=creators.name:%22Ilves%22', 'Ilves, Maarja')}</p>"
        f"<h2>Files ({len(files)})</h2><table>{''.join(rows)}</table>"
        f"<h2>Cite as</h2><p>Ilves (2024). {escape(title)}. Marrowgate Commons.</p>"
    )
    side = (
        f"<h4>Versions</h4><ul>{ver or '<li>Only version</li>'}</ul>"
        f"<h4>Communities</h4>{ul([('/communities/maritime', 'Maritime history')])}"
        f"<h4>Export</h4>{ul(exports)}<h4>Related works</h4>"
        + ul([(f"/record/{r}", f"Related record {r}") for r in related])
    )
    pages["/communities/maritime"] = MG.chrome("Maritime history", "Community page.")
    return MG.page(title, main, side=side, share_path=base), truth, pages, others


def _mg_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for rid in MG_RECS:
        body, _t, more, _o = _mg_record(rid)
        pages[f"/record/{rid}"] = body
        pages.update(more)
    # The institute's DOI prefix resolves on its own resolver host, as search results cite it.
    doi = Site(
        MG_DOI,
        {f"{MG_PREFIX}{rid}": Response.redirect(MG.url(f"/record/{rid}")) for rid in MG_RECS},
    )
    return [MG.site(pages), doi]


MG_DOI = "doi.marrowgate-inst.hx37.example"
MG_PREFIX = "/10.70555/marrowgate."


def _mg_case(name: str, rid: str, detail: str, *, via_doi: bool = False) -> Case:
    _b, truth, _p, others = _mg_record(rid)
    landing = MG.url(f"/record/{rid}")
    return Case(
        name,
        f"Zenodo-like community repository ({detail})",
        "Single Hop",
        "single_page_plus_ignored",
        f"http://{MG_DOI}{MG_PREFIX}{rid}" if via_doi else landing,
        frozenset(truth),
        _mg_site,
        others=frozenset(others),
        landing=landing if via_doi else None,
    )


# --- Figshare for institutions at Thornbury College --------------------------------------

TB = Inst(
    "figshare.thornbury-college.hx37.example",
    "Thornbury College Research Repository",
    "Figshare for Institutions",
    [("/browse", "Browse"), ("/categories", "Categories"), ("/authors", "Authors")],
    [("/about", "About"), ("/accessibility", "Accessibility"), ("/privacy", "Privacy")],
    title_format="{title}",  # figshare titles carry only the item title
    home_title="Thornbury College Research Repository",
)
TB_DL = "ndownloader.thornbury-college.hx37.example"
TB_RECS = {
    "24119307": (
        "Interview transcripts: first-generation students and belonging",
        "dataset",
        [("44100917", "transcripts_anonymised.pdf")],
        1,
        ["23987711"],
    ),
    "25530642": (
        "Thermal imaging of green roofs across three campus buildings",
        "dataset",
        [
            ("45870011", "roof_A_thermal.zip"),
            ("45870012", "roof_B_thermal.zip"),
            ("45870013", "roof_C_thermal.zip"),
            ("45870014", "sensor_positions.csv"),
            ("45870015", "methods.pdf"),
        ],
        3,
        ["25530099", "24400321"],
    ),
}


def _slug(title: str) -> str:
    return "_".join(title.replace(":", "").replace(",", "").split()[:6])


def _tb_record(rid: str) -> tuple[str, set[str], dict[str, PageValue], list[Response], set[str]]:
    title, kind, files, nver, related = TB_RECS[rid]
    path = f"/articles/{kind}/{_slug(title)}/{rid}"
    truth = {TB.url(path)}
    pages: dict[str, PageValue] = {}
    dl = []
    rows = []
    for fid, fname in files:
        truth.add(f"http://{TB_DL}/files/{fid}")
        dl.append(_file(fname, title))
        rows.append(
            f'<li class="file"><span>{escape(fname)}</span> '
            f'<a href="http://{TB_DL}/files/{fid}">Download</a></li>'
        )
    for fmt in ["refworks", "bibtex", "ris", "endnote", "datacite", "nlm", "dc"]:
        u = f"/articles/{rid}/export/{fmt}"
        pages[u] = text_file(f"{fmt}: {title}\n")
        truth.add(TB.url(u))
    vers = ""
    if nver > 1:
        for v in range(1, nver + 1):
            pages[f"{path}/{v}"] = TB.page(f"{title} (version {v})", f"<h1>{escape(title)}</h1>")
            truth.add(TB.url(f"{path}/{v}"))
        vers = "<h3>Versions</h3>" + ul([(f"{path}/{v}", f"Version {v}") for v in range(1, 4)])
    others = set()
    for r in related:
        rp = f"/articles/dataset/related_item/{r}"
        pages[rp] = TB.page(f"Related item {r}", f"<h1>Related item {r}</h1>")
        others.add(TB.url(rp))
    exports = ul([(f"/articles/{rid}/export/{f}", f) for f in ["refworks", "bibtex", "ris"]])
    exports += ul(
        [(f"/articles/{rid}/export/{f}", f) for f in ["endnote", "datacite", "nlm", "dc"]]
    )
    main = (
        f'<div class="item-header"><h2 class="item-title">{escape(title)}</h2>'
        f"<p>{kind}</p><p>posted on 2024-03-{int(rid) % 27 + 1:02d}, authored by "
        f"{a('/authors/Priya_Raman/1188201', 'Priya Raman')}</p></div>"
        f'<ul class="files">{"".join(rows)}</ul>'
        f'<p><a href="http://{TB_DL}/articles/{rid}/versions/{nver}">Download all</a></p>'
        f"<h3>Cite</h3><div class='cite-export'>{exports}</div>{vers}"
        f"<h3>Categories</h3>{ul([('/categories/education', 'Education')])}"
        f"<h3>You may also like</h3>"
        + ul([(f"/articles/dataset/related_item/{r}", f"Related item {r}") for r in related])
    )
    truth.add(f"http://{TB_DL}/articles/{rid}/versions/{nver}")
    dl.append(zip_file(f"{rid}-all"))
    pages["/authors/Priya_Raman/1188201"] = TB.chrome("Priya Raman", "Author profile.")
    pages["/categories/education"] = TB.chrome("Education", "Items in Education.")
    return TB.page(title, main, share_path=path), truth, pages, dl, others


def _tb_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    dl = Site(TB_DL)
    for rid in TB_RECS:
        body, truth, more, files, _o = _tb_record(rid)
        title, kind = TB_RECS[rid][0], TB_RECS[rid][1]
        pages[f"/articles/{kind}/{_slug(title)}/{rid}"] = body
        pages.update(more)
        urls = sorted(u for u in truth if TB_DL in u and "/versions/" not in u)
        ids = [fid for fid, _ in TB_RECS[rid][2]]
        for fid, resp in zip(ids, files[:-1], strict=True):
            dl.add(f"/files/{fid}", resp)
        dl.add(f"/articles/{rid}/versions/{TB_RECS[rid][3]}", files[-1])
        assert len(urls) == len(ids)
    return [TB.site(pages), dl]


def _tb_case(name: str, rid: str, detail: str) -> Case:
    title, kind = TB_RECS[rid][0], TB_RECS[rid][1]
    _b, truth, _p, _d, others = _tb_record(rid)
    return Case(
        name,
        f"Figshare for institutions ({detail})",
        "Single Hop",
        "single_page_plus_ignored",
        TB.url(f"/articles/{kind}/{_slug(title)}/{rid}"),
        frozenset(truth),
        _tb_site,
        others=frozenset(others),
    )


# --- DSpace 7 at Vellmoor University (Angular, server-side rendered) ---------------------

VM = Inst(
    "scholarworks.vellmoor-uni.hx37.example",
    "Vellmoor ScholarWorks",
    "DSpace 7",
    [("/community-list", "Communities & Collections"), ("/browse/dateissued", "By Issue Date")],
    [("/info/end-user-agreement", "End User Agreement"), ("/info/privacy", "Privacy policy")],
    title_format="{title}",
    home_title="Vellmoor ScholarWorks :: Home",
    cdn="static.vellmoor-cdn.hx37.example",
)
VM_RECS = {
    "3f1d5c2a-8b7e-4a10-9c55-0e2f4b6a7d11": (
        "Hydrological response of peatland catchments to restoration",
        "Thesis",
        [("c0a81b2e-1111-4d2f-8e3a-5b6c7d8e9f01", "Hartley_PhD_2023.pdf")],
        ["9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4"],
    ),
    "7b2e9f40-1c3d-4e5f-8a6b-2c3d4e5f6a7b": (
        "Dialect recordings of the northern fens: audio and transcriptions",
        "Dataset",
        [
            ("d1e2f3a4-0001-4b5c-9d8e-7f6a5b4c3d21", "recordings_1971_1975.zip"),
            ("d1e2f3a4-0002-4b5c-9d8e-7f6a5b4c3d22", "recordings_1976_1980.zip"),
            ("d1e2f3a4-0003-4b5c-9d8e-7f6a5b4c3d23", "transcriptions.pdf"),
            ("d1e2f3a4-0004-4b5c-9d8e-7f6a5b4c3d24", "speakers.csv"),
            ("d1e2f3a4-0005-4b5c-9d8e-7f6a5b4c3d25", "license.txt"),
        ],
        ["0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b", "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d"],
    ),
}


def _vm_record(uid: str) -> tuple[str, set[str], dict[str, PageValue], set[str]]:
    title, kind, files, related = VM_RECS[uid]
    base = f"/items/{uid}"
    truth = {VM.url(base), VM.url(f"{base}/full")}
    pages: dict[str, PageValue] = {
        f"{base}/full": VM.page(
            f"{title} (full record)",
            f"<ds-full-item-page><h1>{escape(title)}</h1><table><tr><td>dc.title</td>"
            f"<td>{escape(title)}</td></tr></table></ds-full-item-page>",
            raw_title=True,
        )
    }
    rows = []
    for bid, fname in files:
        u = f"/bitstreams/{bid}/download"
        pages[u] = _file(fname, title)
        truth.add(VM.url(u))
        rows.append(
            f'<ds-file-download-link><a href="{u}">{escape(fname)}</a></ds-file-download-link>'
        )
    others = set()
    for r in related:
        pages[f"/items/{r}"] = VM.page(
            f"Item {r[:8]}", f"<h1>Related item {r[:8]}</h1>", raw_title=True
        )
        others.add(VM.url(f"/items/{r}"))
    main = (
        f'<ds-app><ds-item-page><div class="item-page"><h2 class="item-page-title-field">'
        f"{escape(title)}</h2><ds-item-page-file-section><h5>Files</h5>{''.join(rows)}"
        f"</ds-item-page-file-section>"
        f"<p>Type: {kind}</p><p>Author: "
        f"{a('/browse/author?value=Hartley,%20Rhian', 'Hartley, Rhian')}</p>"
        f"<p>Collections: {a('/collections/2a3b4c5d', 'Theses and datasets')}</p>"
        f"<p>{a(f'{base}/full', 'Full item page')}</p></div></ds-item-page>"
        f"<ds-related-items><h5>Related items</h5>"
        + ul([(f"/items/{r}", f"Related item {r[:8]}") for r in related])
        + "</ds-related-items></ds-app>"
    )
    pages["/collections/2a3b4c5d"] = VM.chrome("Theses and datasets", "Collection.")
    pages["/browse/author"] = VM.chrome("Browse by author", "Authors.")
    return VM.page(title, main, raw_title=True, share_path=base), truth, pages, others


def _vm_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for uid in VM_RECS:
        body, _t, more, _o = _vm_record(uid)
        pages[f"/items/{uid}"] = body
        pages.update(more)
    return [VM.site(pages)]


def _vm_case(name: str, uid: str, detail: str) -> Case:
    _b, truth, _p, others = _vm_record(uid)
    return Case(
        name,
        f"DSpace 7 ({detail})",
        "Single Hop",
        "single_page_plus_ignored",
        VM.url(f"/items/{uid}"),
        frozenset(truth),
        _vm_site,
        others=frozenset(others),
    )


# --- EPrints at Ravensholt University ----------------------------------------------------

RV = Inst(
    "eprints.ravensholt-uni.hx37.example",
    "Ravensholt Research Online",
    "EPrints 3",
    [
        ("/view/", "Browse"),
        ("/cgi/search/advanced", "Advanced search"),
        ("/policies.html", "Policies"),
    ],
    [("/information.html", "About"), ("/contact.html", "Contact"), ("/cgi/register", "Register")],
    title_format="{title} - {name}",
    home_title="Welcome to Ravensholt Research Online - Ravensholt Research Online",
)
RV_RECS = {
    "4412": (
        "Community energy schemes and local trust: a mixed-methods study",
        ["Mbeki_2022_AAM.pdf"],
        [],
    ),
    "5120": (
        "Eelgrass restoration in the Ravensholt estuary: five-year monitoring report",
        ["Report_final.pdf", "Appendix_A_site_maps.pdf", "Supplementary_data.zip"],
        ["5007", "4980"],
    ),
}
RV_EXPORTS = [("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt"), ("EndNote", "enw"), ("JSON", "js")]


def _rv_record(eid: str) -> tuple[dict[str, PageValue], set[str], set[str]]:
    title, docs, related = RV_RECS[eid]
    base = f"/id/eprint/{eid}/"
    pages: dict[str, PageValue] = {}
    truth = {RV.url(base)}
    pages["/style/images/fileicons/other.png"] = Response.data(png(16, 16), "image/png")
    drows = []
    for n, d in enumerate(docs, 1):
        u = f"{base}{n}/{d}"
        pages[u] = zip_file(d) if d.endswith(".zip") else pdf_file(d, "Accepted manuscript")
        truth.add(RV.url(u))
        drows.append(
            f'<tr><td><img class="ep_doc_icon" src="/style/images/fileicons/other.png" alt="">'
            f"</td><td>{a(u, d)}<br>Download ({(n * 317) % 900 + 100}kB)</td></tr>"
        )
    exports = []
    for fmt, ext in RV_EXPORTS:
        u = f"/cgi/export/eprint/{eid}/{fmt}/ravensholt-eprint-{eid}.{ext}"
        pages[u] = text_file(f"{fmt} record {eid}: {title}\n")
        truth.add(RV.url(u))
        exports.append(f'<option value="{fmt}">{fmt}</option>')
    elinks = ul(
        [(f"/cgi/export/eprint/{eid}/{f}/ravensholt-eprint-{eid}.{x}", f) for f, x in RV_EXPORTS]
    )
    others = set()
    for r in related:
        pages[f"/id/eprint/{r}/"] = RV.page(f"Earlier output {r}", f"<h1>Eprint {r}</h1>")
        others.add(RV.url(f"/id/eprint/{r}/"))
    rel = ""
    if related:
        rel = "<h3>Related items</h3>" + ul(
            [(f"/id/eprint/{r}/", f"Earlier output {r}") for r in related]
        )
    main = (
        f'<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{escape(title)}</h1>'
        f"<p>{a('/view/creators/Mbeki=3AThandi=3A=3A.html', 'Mbeki, Thandi')} (2022)</p>"
        f'<table class="ep_block">{"".join(drows)}</table>'
        f'<p>Official URL: <a href="http://doi.publisher-journals.test/10.5555/cet.2022.4">'
        f"http://doi.publisher-journals.test/10.5555/cet.2022.4</a></p>"
        f"<table><tr><th>Divisions:</th><td>{a('/view/divisions/geog.html', 'Geography')}</td>"
        f"</tr><tr><th>URI:</th><td>{a(base, RV.url(base))}</td></tr></table>{rel}"
        f'<form method="get" action="/cgi/export_redirect"><select name="format">'
        f"{''.join(exports)}</select><button>Export</button></form>{elinks}"
        f"<p>{a(f'/cgi/users/home?screen=EPrint::View&eprintid={eid}', 'Item control page')}</p>"
        "</div>"
    )
    pages["/view/creators/Mbeki=3AThandi=3A=3A.html"] = RV.chrome("Mbeki, Thandi", "Items.")
    pages["/view/divisions/geog.html"] = RV.chrome("Geography", "Items by division.")
    pages["/cgi/users/home"] = RV.chrome("Login", "Please log in.")
    pages[base] = RV.page(title, main, share_path=base)
    return pages, truth, others


def _rv_site() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for eid in RV_RECS:
        pages.update(_rv_record(eid)[0])
    return [RV.site(pages)]


def _rv_case(name: str, eid: str, detail: str) -> Case:
    _p, truth, others = _rv_record(eid)
    return Case(
        name,
        f"EPrints ({detail})",
        "Single Hop",
        "single_page_plus_ignored",
        RV.url(f"/id/eprint/{eid}/"),
        frozenset(truth),
        _rv_site,
        others=frozenset(others),
    )


CASES = [
    # InvenioRDM sends Signposting Link headers: the seed's machine-readable boundary.
    _qf_case("qf-soil-signposted", "x4k7q-2mn81", "university data repository, 3 files"),
    _qf_case("qf-lagoon-signposted", "r9p3t-0vw27", "6 files, two earlier versions"),
    # Zenodo-like: Zenodo in the seed's table is Single Hop, Single Page+ with Ignores.
    _mg_case("mg-slides", "60412", "community slides, one PDF"),
    # (the second entered through its DOI, redirecting to the landing page)
    _mg_case("mg-logbooks", "71877", "DOI entry, four files, versions", via_doi=True),
    # Figshare for institutions: the seed's Figshare row (files on the download host).
    _tb_case("tb-transcripts", "24119307", "one file on ndownloader host"),
    _tb_case("tb-thermal", "25530642", "five files, three versions"),
    # DSpace 7: bitstreams and full record one hop from the item page (BioRxiv/SSRN-like).
    _vm_case("vm-thesis", "3f1d5c2a-8b7e-4a10-9c55-0e2f4b6a7d11", "thesis with one PDF"),
    _vm_case("vm-dialect", "7b2e9f40-1c3d-4e5f-8a6b-2c3d4e5f6a7b", "five bitstreams, related"),
    # EPrints: a preprint/postprint abstract page, documents and exports one hop out (SSRN).
    _rv_case("rv-energy", "4412", "accepted manuscript"),
    _rv_case("rv-eelgrass", "5120", "three documents, related earlier outputs"),
]
