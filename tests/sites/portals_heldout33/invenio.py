"""InvenioRDM and Zenodo-like portals: three installations, three signposting behaviours.

- Quillmere Tech (InvenioRDM 12): full FAIR Signposting inline, both as a Link header and as
  <link> elements (cite-as, type, author, license, item per public file, describedby per
  export, linkset); a DOI resolver in front of some records; versions with a concept DOI;
  an embargoed file.
- Kestrelvale Research Data (Zenodo-like, InvenioRDM 13): only `rel="linkset"` inline; the
  RFC 9264 linkset document carries the items and describedby; a 25-file record whose file
  table is paged.
- Brackwater (legacy Zenodo without signposting): files on a CDN under opaque bucket keys,
  exports as HTML pages, an IIIF manifest for image records.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

from ._kit import (
    COOKIE,
    Sign,
    chrome_pages,
    export,
    file_response,
    link_elements,
    linkset,
    linkset_text,
    login_redirect,
    portal,
    resolver,
    signed_html,
)

LICENSE = "http://creativecommons.test/licenses/by/4.0/"
EXPORTS = (
    ("json", "JSON", "application/json"),
    ("json-ld", "JSON-LD (schema.org)", "application/ld+json"),
    ("datacite-json", "DataCite JSON", "application/vnd.datacite.datacite+json"),
    ("datacite-xml", "DataCite XML", "application/vnd.datacite.datacite+xml"),
    ("dcat-ap", "DCAT", "application/dcat+xml"),
)


@dataclass
class Rec:
    rid: str
    title: str
    rtype: str  # schema.org type
    creators: Sequence[tuple[str, str]]  # name, orcid
    files: Sequence[str]
    embargoed: Sequence[str] = ()
    versions: Sequence[tuple[str, str]] = ()  # (rid, label) of the other versions
    version: str = "1.0"
    doi: str = ""
    concept: str = ""
    community: tuple[str, str] = ("coastal-processes", "Coastal Processes Lab")
    description: str = "Data and code supporting the article."
    extra_main: str = ""
    related: Sequence[tuple[str, str]] = field(default_factory=tuple)


def _invenio_page(
    p: Portal,
    r: Rec,
    *,
    resolver_host: str,
    head: str,
    files_shown: Sequence[str] | None = None,
    pager: str = "",
) -> str:
    shown = r.files if files_shown is None else files_shown
    rows = "".join(
        f'<tr><td><a href="/records/{r.rid}/files/{escape(f)}?download=1">{escape(f)}</a></td>'
        f"<td>{(i + 3) * 117} kB</td><td><a class='ui button' "
        f'href="/records/{r.rid}/files/{escape(f)}?download=1">Download</a></td></tr>'
        for i, f in enumerate(shown)
    )
    emb = "".join(
        f"<tr><td><i class='lock icon'></i>{escape(f)} (embargoed until 2027-03-01)</td>"
        f'<td></td><td><a href="/records/{r.rid}/access/request">Request access</a></td></tr>'
        for f in r.embargoed
    )
    preview = (
        f'<iframe class="preview-iframe" title="Preview" '
        f'src="/records/{r.rid}/preview/{escape(shown[0])}?include_deleted=0"></iframe>'
        if shown
        else ""
    )
    creators = ", ".join(
        f'<a href="/search?q=metadata.creators.person_or_org.name:%22{quote(n)}%22">{escape(n)}'
        f'</a> <a href="http://orcid.test/{o}"><img src="/static/logo.png" alt="ORCID"></a>'
        for n, o in r.creators
    )
    exports = "".join(
        f'<li><a href="/records/{r.rid}/export/{k}">{escape(label)}</a></li>'
        for k, label, _t in EXPORTS
    )
    versions = "".join(
        f'<li><a href="/records/{v}">{escape(lbl)}</a></li>' for v, lbl in r.versions
    )
    related = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in r.related)
    doi = f"http://{resolver_host}/{r.doi}"
    concept = (
        f'<p>Cite all versions? <a href="http://{resolver_host}/{r.concept}">{r.concept}</a></p>'
        if r.concept
        else ""
    )
    main = f"""{COOKIE}
<div class="ui container record-detail"><article>
<section id="record-info"><span class="ui label">Published 2025-09-14</span>
<span class="ui label">Version v{escape(r.version)}</span>
<span class="ui label">{escape(r.rtype)}</span> <span class="ui label">Open</span></section>
<h1 id="record-title">{escape(r.title)}</h1>
<section id="creatibutors">{creators}</section>
<section id="description"><h2>Description</h2><p>{escape(r.description)}</p></section>
{r.extra_main}
<section id="record-files"><h2>Files</h2>{preview}<table class="ui table files">
<thead><tr><th>Name</th><th>Size</th><th></th></tr></thead><tbody>{rows}{emb}</tbody></table>
{pager}</section>
<section id="additional-details"><h2>Additional details</h2>
<dl><dt>Related works</dt><dd><ul>{related}</ul></dd>
<dt>Subjects</dt><dd><a href="/search?q=metadata.subjects.subject:%22sediment%22">sediment</a>
</dd></dl></section></article>
<aside class="sidebar">
<div class="ui segment"><h3>Versions</h3><ul>{versions}</ul>
<a href="/search?q=parent.id:{r.rid[:5]}&amp;f=allversions:true">View all versions</a></div>
<div class="ui segment"><h3>Communities</h3>
<a href="/communities/{r.community[0]}">{escape(r.community[1])}</a></div>
<div class="ui segment"><h3>Details</h3><p>DOI <a href="{doi}">{escape(r.doi)}</a></p>{concept}
<p>Resource type: {escape(r.rtype)}</p><p>Publisher: {escape(p.name)}</p></div>
<div class="ui segment"><h3>Rights</h3>
<a href="{LICENSE}">Creative Commons Attribution 4.0 International</a></div>
<div class="ui segment"><h3>Citation</h3><div id="citation-widget" data-record="{r.rid}">
Loading citation…</div></div>
<div class="ui segment"><h3>Export</h3><ul>{exports}</ul></div>
<div class="ui segment"><h3>Technical metadata</h3><p>Created 2025-09-12</p></div>
</aside></div>"""
    return p.page(r.title, main, head=head)


def _signs(p: Portal, r: Rec, resolver_host: str, *, items: bool, linkset_url: str) -> list[Sign]:
    s: list[Sign] = [(f"http://{resolver_host}/{r.doi}", "cite-as", None)]
    s.append((f"http://schema.test/{r.rtype}", "type", None))
    s.append(("http://schema.test/AboutPage", "type", None))
    s += [(f"http://orcid.test/{o}", "author", None) for _n, o in r.creators]
    s.append((LICENSE, "license", None))
    if items:
        s += [(p.url(f"/records/{r.rid}/files/{f}?download=1"), "item", _ctype(f)) for f in r.files]
        s += [(p.url(f"/records/{r.rid}/export/{k}"), "describedby", t) for k, _l, t in EXPORTS]
    if linkset_url:
        s.append((linkset_url, "linkset", "application/linkset+json"))
    return s


def _ctype(name: str) -> str:
    ext = name.rsplit(".", 1)[-1]
    return {
        "pdf": "application/pdf",
        "csv": "text/csv",
        "zip": "application/zip",
        "png": "image/png",
        "txt": "text/plain",
        "nc": "application/x-netcdf",
        "json": "application/json",
    }.get(ext, "application/octet-stream")


def _record_files(p: Portal, r: Rec) -> dict[str, PageValue]:
    out: dict[str, PageValue] = {}
    for f in r.files:
        out[f"/records/{r.rid}/files/{f}"] = file_response(f, r.title)
        out[f"/records/{r.rid}/preview/{f}"] = Response.html(
            f"<!doctype html><title>Preview {escape(f)}</title><pre>{escape(f)}</pre>"
        )
    for k, _label, _t in EXPORTS:
        out[f"/records/{r.rid}/export/{k}"] = export(k, r.title, r.rid)
    out[f"/records/{r.rid}/access/request"] = login_redirect(p, f"/records/{r.rid}")
    return out


# --- Quillmere Tech: InvenioRDM 12, full signposting inline ------------------------------

QT = "repository.quillmere-tech.hx33.example"
QT_DOI = "doi.quillmere-pid.hx33.example"
QT_MENU = (("/search", "Search"), ("/communities", "Communities"), ("/uploads", "My dashboard"))

QT_RECS = [
    Rec(
        "b4r2k-81tq3",
        "Nearshore sediment flux measurements, Quillmere Bay 2023-2024",
        "Dataset",
        [("Okonkwo, Adaeze", "0000-0002-7311-4402"), ("Lindqvist, Per", "0000-0001-5520-9913")],
        ["flux_2023.csv", "flux_2024.csv", "README.txt"],
        doi="10.83301/qtr.b4r2k-81tq3",
        related=[("/records/m9x0c-55ea1", "Is supplement to: Sediment flux conference poster")],
    ),
    Rec(
        "q7n2p-4kd81",
        "tidekit: tidal harmonic analysis toolkit",
        "SoftwareSourceCode",
        [("Abara, Chidi", "0000-0003-1180-2267")],
        ["tidekit-2.1.0.zip", "CHANGELOG.txt"],
        versions=[("q7n2p-3xx20", "v2.0.0 (2025-03-02)"), ("q7n2p-1aa07", "v1.0.0 (2024-06-18)")],
        version="2.1.0",
        doi="10.83301/qtr.q7n2p-4kd81",
        concept="10.83301/qtr.q7n2p-0c0c0",
        description="Release 2.1.0 of tidekit, harmonic analysis of tide gauge records.",
    ),
    Rec(
        "k2w8d-09ppz",
        "Interview transcripts on coastal adaptation (anonymised)",
        "Dataset",
        [("Mensah, Efua", "0000-0002-4471-0058")],
        ["codebook.pdf", "consent_form_template.pdf"],
        embargoed=["transcripts_anonymised.zip"],
        doi="10.83301/qtr.k2w8d-09ppz",
    ),
]
QT_OTHERS = [
    Rec(
        "m9x0c-55ea1",
        "Sediment flux conference poster",
        "Poster",
        [("Okonkwo, Adaeze", "0000-0002-7311-4402")],
        ["poster.pdf"],
        doi="10.83301/qtr.m9x0c-55ea1",
    ),
    Rec(
        "q7n2p-3xx20",
        "tidekit: tidal harmonic analysis toolkit",
        "SoftwareSourceCode",
        [("Abara, Chidi", "0000-0003-1180-2267")],
        ["tidekit-2.0.0.zip"],
        version="2.0.0",
        doi="10.83301/qtr.q7n2p-3xx20",
    ),
    Rec(
        "q7n2p-1aa07",
        "tidekit: tidal harmonic analysis toolkit",
        "SoftwareSourceCode",
        [("Abara, Chidi", "0000-0003-1180-2267")],
        ["tidekit-1.0.0.zip"],
        version="1.0.0",
        doi="10.83301/qtr.q7n2p-1aa07",
    ),
]


def _qt_portal() -> Portal:
    return portal(QT, "Quillmere Tech Research Repository", QT_MENU)


def quillmere_sites() -> list[Site]:
    p = _qt_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    targets = {}
    for r in [*QT_RECS, *QT_OTHERS]:
        ls = p.url(f"/api/records/{r.rid}")
        signs = _signs(p, r, QT_DOI, items=True, linkset_url=ls)
        body = _invenio_page(p, r, resolver_host=QT_DOI, head=link_elements(signs))
        pages[f"/records/{r.rid}"] = signed_html(body, signs)
        pages[f"/api/records/{r.rid}"] = linkset(p.url(f"/records/{r.rid}"), signs)
        pages.update(_record_files(p, r))
        targets[f"/{r.doi}"] = p.url(f"/records/{r.rid}")
    targets["/10.83301/qtr.q7n2p-0c0c0"] = p.url("/records/q7n2p-4kd81")
    pages["/communities/coastal-processes"] = p.page(
        "Coastal Processes Lab", "<h1>Coastal Processes Lab</h1><p>142 records</p>"
    )
    return [p.site(pages), resolver(QT_DOI, targets, "Quillmere DOI resolver")]


def _qt_truth(r: Rec) -> frozenset[str]:
    p = _qt_portal()
    return frozenset(
        [p.url(f"/records/{r.rid}"), p.url(f"/api/records/{r.rid}")]
        + [p.url(f"/records/{r.rid}/files/{f}?download=1") for f in r.files]
        + [p.url(f"/records/{r.rid}/export/{k}") for k, _l, _t in EXPORTS]
    )


# --- Kestrelvale: Zenodo-like, linkset only ----------------------------------------------

KV = "zenodo.kestrelvale-research.hx33.example"
KV_DOI = "doi.kestrelvale-pid.hx33.example"
KV_MENU = (("/communities", "Communities"), ("/me/uploads", "Upload"), ("/help/faq", "FAQ"))
PAGE = 10

KV_RECS = [
    Rec(
        "17730412",
        "Hourly river temperature loggers, upper Kestrel catchment (25 stations)",
        "Dataset",
        [("Varga, Réka", "0000-0001-9002-3314")],
        [f"station_{i:02d}.csv" for i in range(1, 25)] + ["stations.json"],
        doi="10.99021/kv.17730412",
        community=("kestrel-hydrology", "Kestrel Hydrology Group"),
    ),
    Rec(
        "17730588",
        "Poster: thermal refugia for brown trout under heatwaves",
        "Poster",
        [("Varga, Réka", "0000-0001-9002-3314"), ("Holm, Ingrid", "0000-0002-6610-7741")],
        ["poster_thermal_refugia.pdf", "figure2.png"],
        doi="10.99021/kv.17730588",
        community=("kestrel-hydrology", "Kestrel Hydrology Group"),
        related=[("/records/17730412", "References: Hourly river temperature loggers")],
    ),
]


def _kv_portal() -> Portal:
    return portal(KV, "Kestrelvale Research Data", KV_MENU, title_format="{title}")


def kestrelvale_sites() -> list[Site]:
    p = _kv_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    targets = {}
    for r in KV_RECS:
        full = _signs(p, r, KV_DOI, items=True, linkset_url="")
        ls, lst = p.url(f"/api/records/{r.rid}/linkset"), p.url(f"/records/{r.rid}/linkset")
        inline: list[Sign] = [(ls, "linkset", "application/linkset+json")]
        inline.append((lst, "linkset", "application/linkset"))
        n = len(r.files)
        npages = (n + PAGE - 1) // PAGE
        for k in range(1, npages + 1):
            pager = ""
            if npages > 1:
                pager = (
                    '<div class="ui pagination menu">'
                    + "".join(
                        f'<a class="item" href="/records/{r.rid}?files_page={j}">{j}</a>'
                        for j in range(1, npages + 1)
                    )
                    + "</div>"
                )
            body = _invenio_page(
                p,
                r,
                resolver_host=KV_DOI,
                head=link_elements(inline),
                files_shown=r.files[(k - 1) * PAGE : k * PAGE],
                pager=pager,
            )
            key = f"/records/{r.rid}" + ("" if k == 1 else f"?files_page={k}")
            pages[key] = signed_html(body, inline)
        if npages > 1:
            pages[f"/records/{r.rid}?files_page=1"] = pages[f"/records/{r.rid}"]
        pages[f"/api/records/{r.rid}/linkset"] = linkset(p.url(f"/records/{r.rid}"), full)
        pages[f"/records/{r.rid}/linkset"] = linkset_text(p.url(f"/records/{r.rid}"), full)
        pages.update(_record_files(p, r))
        targets[f"/{r.doi}"] = p.url(f"/records/{r.rid}")
    pages["/communities/kestrel-hydrology"] = p.page(
        "Kestrel Hydrology Group", "<h1>Kestrel Hydrology Group</h1><p>58 records</p>"
    )
    return [p.site(pages), resolver(KV_DOI, targets, "Kestrelvale DOI resolver")]


def _kv_truth(r: Rec) -> frozenset[str]:
    p = _kv_portal()
    return frozenset(
        [
            p.url(f"/records/{r.rid}"),
            p.url(f"/api/records/{r.rid}/linkset"),
            p.url(f"/records/{r.rid}/linkset"),
        ]
        + [p.url(f"/records/{r.rid}/files/{f}?download=1") for f in r.files]
        + [p.url(f"/records/{r.rid}/export/{k}") for k, _l, _t in EXPORTS]
    )


# --- Brackwater: legacy Zenodo, no signposting, files on a CDN ---------------------------

BW = "zenodo.brackwater-legacy.hx33.example"
BW_CDN = "files.brackwater-cdn.hx33.example"
BW_MENU = (("/communities/", "Communities"), ("/deposit", "Upload"), ("/search", "Search"))
BW_EXPORTS = (("hx", "BibTeX"), ("dcite4", "DataCite XML"), ("xd", "Dublin Core"), ("csl", "CSL"))


@dataclass
class Legacy:
    recid: int
    title: str
    bucket: str
    files: Sequence[str]
    kind: str
    iiif: bool = False
    github: str = ""
    versions: Sequence[tuple[int, str]] = ()


BW_RECS = [
    Legacy(
        5512,
        "Brackwater estuary salinity transects 2019",
        "6f1c0d4a-9b7e-4d3c-a1f2-33c0e8b5d901",
        ["transects.csv", "instrument_log.txt", "methods.pdf", "map.png"],
        "Dataset",
    ),
    Legacy(
        5590,
        "Herbarium sheets of saltmarsh grasses, Brackwater collection",
        "a09e77b2-1c54-4f08-9d6e-5b2f4c7e1a10",
        ["sheet_0001.tif", "sheet_0002.tif", "sheet_0003.tif", "label_transcriptions.csv"],
        "Image",
        iiif=True,
    ),
    Legacy(
        5631,
        "marshgrid: mesh generator for salt marsh models v0.9.3",
        "c3d2b1a0-7f6e-4a5b-8c9d-0e1f2a3b4c5d",
        ["marshgrid-0.9.3.zip"],
        "Software",
        github="http://github.test/brackwater-lab/marshgrid/tree/v0.9.3",
        versions=[(5420, "0.9.2"), (5301, "0.9.0")],
    ),
]


def _bw_portal() -> Portal:
    return portal(BW, "Brackwater Research Archive", BW_MENU, title_format="{title} | {name}")


def _bw_page(p: Portal, r: Legacy) -> str:
    files = "".join(
        f'<tr><td><a class="filename" href="http://{BW_CDN}/{r.bucket}/{escape(f)}">'
        f"{escape(f)}</a></td><td>md5:{r.recid:x}{i}</td><td>"
        f'<a class="btn btn-xs btn-default" href="http://{BW_CDN}/{r.bucket}/{escape(f)}'
        f'?download=1">Download</a></td></tr>'
        for i, f in enumerate(r.files)
    )
    exports = "".join(
        f'<li><a href="/record/{r.recid}/export/{k}">{escape(lbl)}</a></li>'
        for k, lbl in BW_EXPORTS
    )
    iiif = (
        f'<p><a href="/api/iiif/record:{r.recid}/manifest"><img src="/static/logo.png" '
        f'alt="IIIF">IIIF manifest</a> · <a href="/record/{r.recid}/viewer">Open in Mirador'
        "</a></p>"
        if r.iiif
        else ""
    )
    gh = f'<p>Supplement to <a href="{r.github}">{r.github}</a></p>' if r.github else ""
    vers = "".join(f'<li><a href="/record/{v}">Version {lbl}</a></li>' for v, lbl in r.versions)
    main = f"""{COOKIE}<div class="row"><div class="col-sm-8 col-md-8">
<span class="label label-success">Open Access</span> <span class="label">{r.kind}</span>
<h1>{escape(r.title)}</h1><p><a href="/search?q=creators.name:%22Ruiz%2C%20Lena%22">
Ruiz, Lena</a></p><p>Field campaign data of the Brackwater Lab.</p>{iiif}{gh}
<div class="panel panel-default files-box"><div class="panel-heading">Files</div>
<table class="table">{files}</table></div>
<div class="panel"><h4>Share</h4><a href="http://twitter.test/intent/tweet?url=http%3A%2F%2F{BW}%2Frecord%2F{r.recid}">Twitter</a></div>
</div><div class="col-sm-4 col-md-4 sidebar">
<div class="well metadata"><dl><dt>Publication date:</dt><dd>2019-11-04</dd>
<dt>DOI:</dt><dd>10.5072/bw.{r.recid}</dd><dt>Communities:</dt><dd>
<a href="/communities/brackwater-lab/">Brackwater Lab</a></dd>
<dt>License:</dt><dd><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></dd>
</dl></div><div class="well"><h4>Versions</h4><ul>{vers}</ul></div>
<div class="well"><h4>Export</h4><ul>{exports}</ul></div>
<div class="well"><h4>Usage</h4><p>312 views · 57 downloads</p>
<a href="/help/statistics">More info on how stats are collected.</a></div></div></div>"""
    return p.page(r.title, main)


def brackwater_sites() -> list[Site]:
    p = _bw_portal()
    pages: dict[str, PageValue] = dict(chrome_pages(p))
    cdn = Site(BW_CDN)
    cdn.add("/", Response.text("<Error><Code>AccessDenied</Code></Error>", 403, "application/xml"))
    for r in BW_RECS:
        pages[f"/record/{r.recid}"] = _bw_page(p, r)
        for k, lbl in BW_EXPORTS:
            body = export(k, r.title, str(r.recid)).body.decode()
            pages[f"/record/{r.recid}/export/{k}"] = p.page(
                f"{r.title} ({lbl})", f"<h2>Export</h2><pre>{escape(body)}</pre>"
            )
        for f in r.files:
            cdn.add(f"/{r.bucket}/{f}", file_response(f, r.title))
        if r.iiif:
            man = (
                f'{{"@context":"http://iiif.io/api/presentation/3/context.json","id":"'
                f'{p.url(f"/api/iiif/record:{r.recid}/manifest")}","type":"Manifest",'
                f'"label":{{"en":["{r.title}"]}}}}'
            )
            pages[f"/api/iiif/record:{r.recid}/manifest"] = Response.data(
                man.encode(), "application/ld+json"
            )
            pages[f"/record/{r.recid}/viewer"] = p.page(
                r.title,
                f'<div id="mirador" data-manifest="/api/iiif/record:{r.recid}/manifest"></div>',
            )
        for v, lbl in r.versions:
            pages[f"/record/{v}"] = _bw_page(
                p,
                Legacy(
                    v,
                    f"marshgrid: mesh generator for salt marsh models v{lbl}",
                    f"{v:08x}-0000-4000-8000-000000000000",
                    [f"marshgrid-{lbl}.zip"],
                    "Software",
                ),
            )
            for k, _lbl in BW_EXPORTS:
                pages[f"/record/{v}/export/{k}"] = export(k, f"marshgrid v{lbl}", str(v))
            cdn.add(
                f"/{v:08x}-0000-4000-8000-000000000000/marshgrid-{lbl}.zip",
                file_response("x.zip", lbl),
            )
    pages["/communities/brackwater-lab/"] = p.page("Brackwater Lab", "<h1>Brackwater Lab</h1>")
    pages["/help/statistics"] = p.page("Statistics", "<h1>Usage statistics</h1>")
    return [p.site(pages), cdn]


def _bw_truth(r: Legacy) -> frozenset[str]:
    p = _bw_portal()
    t = [p.url(f"/record/{r.recid}")]
    t += [p.url(f"/record/{r.recid}/export/{k}") for k, _l in BW_EXPORTS]
    t += [f"http://{BW_CDN}/{r.bucket}/{f}" for f in r.files]
    if r.iiif:
        t.append(p.url(f"/api/iiif/record:{r.recid}/manifest"))
    return frozenset(t)


def cases() -> list[Case]:
    qt = "InvenioRDM 12 (Quillmere Tech, Link header + link elements)"
    kv = "Zenodo-like InvenioRDM 13 (Kestrelvale, linkset only)"
    bw = "legacy Zenodo (Brackwater, no signposting, CDN files)"
    q1, q2, q3 = QT_RECS
    k1, k2 = KV_RECS
    b1, b2, b3 = BW_RECS
    qp, kp, bp = _qt_portal(), _kv_portal(), _bw_portal()
    return [
        # signposting: complete inline signposting (items = every public file, describedby =
        # every export the page offers, linkset = the API record). Truth: landing, files,
        # exports, linkset; the related poster is another artifact; DOI/ORCID/licence are
        # other portals; the preview iframe is embedded.
        Case(
            "qt-sediment-dataset",
            qt,
            "Single Hop",
            "signposting",
            qp.url(f"/records/{q1.rid}"),
            _qt_truth(q1),
            quillmere_sites,
            others=frozenset([qp.url("/records/m9x0c-55ea1")]),
        ),
        # signposting, entered through the version DOI (resolver hop): the release's own
        # files and exports; the older versions are separate artifacts.
        Case(
            "qt-tidekit-release-doi",
            qt,
            "Single Hop",
            "signposting",
            f"http://{QT_DOI}/{q2.doi}",
            _qt_truth(q2),
            quillmere_sites,
            others=frozenset(qp.url(f"/records/{v}") for v, _l in q2.versions),
            landing=qp.url(f"/records/{q2.rid}"),
        ),
        # signposting: the embargoed zip is not signposted and only leads to an access
        # request (login): the artifact is what is public and declared.
        Case(
            "qt-embargoed-transcripts",
            qt,
            "Single Hop",
            "signposting",
            qp.url(f"/records/{q3.rid}"),
            _qt_truth(q3),
            quillmere_sites,
        ),
        # signposting: inline only rel=linkset; the linkset (two serialisations) lists all
        # 25 files, including the 15 on the paged file table's pages 2-3. The file-table
        # pages are views of the landing page, not artifact URIs.
        Case(
            "kv-river-loggers-25-files",
            kv,
            "Multi-Hop",
            "signposting",
            kp.url(f"/records/{k1.rid}"),
            _kv_truth(k1),
            kestrelvale_sites,
        ),
        # signposting via DOI hop: a poster, linkset only; the dataset it cites is another.
        Case(
            "kv-poster-doi",
            kv,
            "Single Hop",
            "signposting",
            f"http://{KV_DOI}/{k2.doi}",
            _kv_truth(k2),
            kestrelvale_sites,
            others=frozenset([kp.url(f"/records/{k1.rid}")]),
            landing=kp.url(f"/records/{k2.rid}"),
        ),
        # single_page_plus_ignored (the seed's Zenodo): files on the CDN under an opaque bucket
        # key, export pages, all one hop; chrome and communities are on every page.
        Case(
            "bw-salinity-transects",
            bw,
            "Single Hop",
            "single_page_plus_ignored",
            bp.url(f"/record/{b1.recid}"),
            _bw_truth(b1),
            brackwater_sites,
        ),
        # single_page_plus_ignored: image record with its IIIF manifest (one hop, metadata of
        # the artifact); the Mirador viewer page is a viewer, not content.
        Case(
            "bw-herbarium-iiif",
            bw,
            "Single Hop",
            "single_page_plus_ignored",
            bp.url(f"/record/{b2.recid}"),
            _bw_truth(b2),
            brackwater_sites,
        ),
        # single_page_plus_ignored: software deposit; the GitHub tree is another portal,
        # earlier versions are other artifacts.
        Case(
            "bw-marshgrid-software",
            bw,
            "Single Hop",
            "single_page_plus_ignored",
            bp.url(f"/record/{b3.recid}"),
            _bw_truth(b3),
            brackwater_sites,
            others=frozenset(bp.url(f"/record/{v}") for v, _l in b3.versions),
        ),
    ]
