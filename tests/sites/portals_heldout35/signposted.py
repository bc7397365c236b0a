"""Repository records that send FAIR Signposting (complete, partial, or as a linkset).

InvenioRDM and EPrints send complete Signposting (every file as `item`, metadata as
`describedby`), Dataverse a complete Link header or only a `linkset` pointer, DSpace lists
only some bitstreams as `item`, Hyrax only `describedby` and `cite-as`.  Where Signposting is
complete the expected heuristic is `signposting`; where it is partial the portal's shape
decides (all these record pages are Single Hop: `single_page_plus_ignored`).
"""

from __future__ import annotations

import json

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, data

from ._kit import (
    COOKIES,
    FOOTER,
    csv_file,
    link_elements,
    login_wall,
    make_site,
    pdf_file,
    redirect_host,
    signposted,
    ul,
    zip_file,
)

# ---------------------------------------------------------------- InvenioRDM (complete)
INV = Portal(
    "rdm.vestrafjord.hx35.example",
    "Vestrafjord Research Data",
    [
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/help/faq", "FAQ"),
    ],
    FOOTER,
)
INV_DOI = "doi.vestrafjord-reg.hx35.example"
INV_RECS = {
    "k7m2p-q9x41": (
        "Sea-ice thickness transects, Storfjorden 2024",
        ["transects_2024.nc", "README.md", "site_photos.zip"],
    ),
    "w3r8t-b5n60": (
        "Interview corpus on rural broadband adoption (anonymised)",
        ["interviews_coded.csv", "codebook.pdf"],
    ),
}


def _inv_files(rid: str) -> list[str]:
    return [INV.url(f"/records/{rid}/files/{f}?download=1") for f in INV_RECS[rid][1]]


def _inv_exports(rid: str) -> list[tuple[str, str]]:
    return [
        (INV.url(f"/records/{rid}/export/json"), "application/json"),
        (INV.url(f"/records/{rid}/export/datacite-xml"), "application/vnd.datacite.datacite+xml"),
    ]


def inv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {"/communities": INV.page("Communities", "<h1>Communities</h1>")}
    for rid, (title, files) in INV_RECS.items():
        doi = f"http://{INV_DOI}/10.83535/vestra.{rid[:5]}"
        sp = [
            (doi, "cite-as", None),
            ("http://orcid.test/0000-0002-1825-0097", "author", None),
            ("http://creativecommons.test/licenses/by/4.0/legalcode", "license", None),
            ("http://schema.test/Dataset", "type", None),
            *[(u, "describedby", t) for u, t in _inv_exports(rid)],
            *[(u, "item", "application/octet-stream") for u in _inv_files(rid)],
        ]
        rows = "".join(
            f"<tr><td>{f}</td><td>{1200 + i * 37} kB</td><td>"
            f'<a class="ui button" href="/records/{rid}/preview/{f}">Preview</a> '
            f'<a class="ui button" href="/records/{rid}/files/{f}?download=1">Download</a>'
            "</td></tr>"
            for i, f in enumerate(files)
        )
        other = next(r for r in INV_RECS if r != rid)
        main = f"""{COOKIES}<div class="ui container"><article>
<span class="ui label">Published 2026-02-11</span> <span class="ui label">Version v1</span>
<h1>{title}</h1>
<p class="creatibutors"><a href="/search?q=metadata.creators.person_or_org.name:%22Lind,%20Kari%22">Lind, Kari</a>
<a href="http://orcid.test/0000-0002-1825-0097">ORCID</a></p>
<section id="description"><h2>Description</h2><p>Measurements and derived products for
{title}. See the README for processing steps.</p></section>
<section id="files"><h2>Files</h2><iframe src="/records/{rid}/preview/{files[0]}"></iframe>
<table>{rows}</table>
<a href="/records/{rid}/files-archive">Download all</a></section>
<aside><h3>Export</h3>{
            ul(
                [
                    (f"/records/{rid}/export/json", "JSON"),
                    (f"/records/{rid}/export/datacite-xml", "DataCite XML"),
                ]
            )
        }
<h3>Cite as</h3><p>Lind, K. (2026). {title}. <a href="{doi}">{doi}</a></p>
<h3>Communities</h3><a href="/communities/polar-obs">Polar observatories</a>
<h3>Versions</h3><a href="/records/{rid}/versions">View all versions</a>
<h3>Share</h3><a href="/records/{rid}/share/mendeley">Add to Mendeley</a>
<h3>Similar records</h3><a href="/records/{other}">{INV_RECS[other][0]}</a></aside>
</article></div>"""
        pages[f"/records/{rid}"] = signposted(INV.page(title, main, head=link_elements(sp[:1])), sp)
        for f in files:
            body = (
                pdf_file(title, f)
                if f.endswith(".pdf")
                else zip_file(f)
                if f.endswith(".zip")
                else csv_file("id,value,flag")
                if f.endswith(".csv")
                else data(f"# {f}\nProcessing notes.\n", "application/octet-stream")
            )
            pages[f"/records/{rid}/files/{f}"] = body
            pages[f"/records/{rid}/preview/{f}"] = INV.page(f, f"<pre>{f} preview</pre>")
        pages[f"/records/{rid}/files-archive"] = zip_file(rid)
        meta = {"id": rid, "metadata": {"title": title, "creators": [{"name": "Lind, Kari"}]}}
        pages[f"/records/{rid}/export/json"] = data(json.dumps(meta), "application/json")
        pages[f"/records/{rid}/export/datacite-xml"] = data(
            f"<resource><titles><title>{title}</title></titles></resource>", "application/xml"
        )
        pages[f"/records/{rid}/versions"] = INV.page("Versions", f'<a href="/records/{rid}">v1</a>')
        pages[f"/records/{rid}/share/mendeley"] = login_wall(INV, f"/records/{rid}")
    pages["/communities/polar-obs"] = INV.page("Polar observatories", "<h1>Community</h1>")
    doi_site = redirect_host(
        INV_DOI, {f"/10.83535/vestra.{r[:5]}": INV.url(f"/records/{r}") for r in INV_RECS}
    )
    return [make_site(INV, pages), doi_site]


def _inv_truth(rid: str) -> frozenset[str]:
    return frozenset(
        [INV.url(f"/records/{rid}"), *_inv_files(rid), *(u for u, _t in _inv_exports(rid))]
    )


# ---------------------------------------------------------------- Dataverse (header / linkset)
DV = Portal(
    "dataverse.koralmund.hx35.example",
    "Koralmund Dataverse",
    [
        ("/dataverse/root", "Browse"),
        ("/guides/en/latest/", "User guide"),
        ("/dataverseuser.xhtml", "Account"),
    ],
    FOOTER,
    title_format="{title} - {name}",
)
DV_SETS = {
    "doi:10.70911/KM/QX7RTA": (
        "Replication Data for: Minimum wages and teen employment in border counties",
        [(101, "analysis.do"), (102, "panel_2010_2024.tab"), (103, "README.txt")],
        "header",
    ),
    "doi:10.70911/KM/B2HWLE": (
        "Soil respiration chamber fluxes, Alpine transect",
        [(201, "fluxes.tab"), (202, "chamber_protocol.pdf")],
        "linkset",
    ),
}


def _dv_land(pid: str) -> str:
    return DV.url(f"/dataset.xhtml?persistentId={pid}")


def _dv_files(pid: str) -> list[str]:
    return [DV.url(f"/api/access/datafile/{fid}") for fid, _n in DV_SETS[pid][1]]


def _dv_meta(pid: str) -> list[str]:
    return [
        DV.url(f"/api/datasets/export?exporter=schema.org&persistentId={pid}"),
        DV.url(f"/api/datasets/export?exporter=dataverse_json&persistentId={pid}"),
    ]


def dv_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for pid, (title, files, mode) in DV_SETS.items():
        sp = [
            (f"http://doi.koralmund-reg.hx35.example/{pid[4:]}", "cite-as", None),
            *[(u, "describedby", "application/ld+json") for u in _dv_meta(pid)[:1]],
            *[(u, "describedby", "application/json") for u in _dv_meta(pid)[1:]],
            *[(u, "item", "application/octet-stream") for u in _dv_files(pid)],
            ("http://schema.test/Dataset", "type", None),
        ]
        linkset = f"/api/datasets/:persistentId/versions/1.0/linkset?persistentId={pid}"
        rows = "".join(
            f'<tr><td><a href="/file.xhtml?fileId={fid}&amp;version=1.0">{n}</a></td>'
            f'<td><a href="/api/access/datafile/{fid}">Download</a> '
            f'<a href="/file.xhtml?fileId={fid}&amp;version=1.0#explore">Explore</a></td></tr>'
            for fid, n in files
        )
        main = f"""{COOKIES}<div id="breadcrumbNavBlock"><a href="/dataverse/root">Koralmund Dataverse</a> &gt;
<a href="/dataverse/econ">Economics</a></div>
<h1 id="title">{title}</h1><p>Version 1.0 · <a href="/dataset.xhtml?persistentId={pid}&amp;version=DRAFT">Draft</a>
(log in to see)</p>
<div class="citation">Ruiz, M., 2026, "{title}", <a href="http://doi.koralmund-reg.hx35.example/{pid[4:]}">{pid}</a>,
Koralmund Dataverse, V1</div>
<div class="dropdown"><a href="/api/datasets/export?exporter=schema.org&amp;persistentId={pid}">Schema.org JSON-LD</a>
<a href="/api/datasets/export?exporter=dataverse_json&amp;persistentId={pid}">Dataverse JSON</a></div>
<a href="/api/access/dataset/:persistentId/?persistentId={pid}">Access Dataset: Download ZIP</a>
<ul class="nav-tabs"><li>Files</li><li>Metadata</li><li>Terms</li><li>
<a href="/dataset.xhtml?persistentId={pid}&amp;tab=versions">Versions</a></li></ul>
<table id="filesTable">{rows}</table>
<p><a href="/dataverseuser.xhtml?editMode=CREATE">Contact owner</a></p>"""
        if mode == "header":
            resp = signposted(DV.page(title, main), sp)
        else:
            head = f'<link rel="linkset" type="application/linkset+json" href="{linkset}">'
            resp = Response.html(
                DV.page(title, main, head=head),
                headers=[
                    (
                        "Link",
                        f'<{DV.url(linkset)}> ; rel="linkset" ; type="application/linkset+json"',
                    )
                ],
            )
            ls = {
                "linkset": [
                    {
                        "anchor": _dv_land(pid),
                        "cite-as": [{"href": sp[0][0]}],
                        "describedby": [
                            {"href": u, "type": "application/json"} for u in _dv_meta(pid)
                        ],
                        "item": [
                            {"href": u, "type": "application/octet-stream"} for u in _dv_files(pid)
                        ],
                    }
                ]
            }
            pages[linkset] = data(json.dumps(ls), "application/linkset+json")
        pages[f"/dataset.xhtml?persistentId={pid}"] = resp
        pages[f"/dataset.xhtml?persistentId={pid}&version=DRAFT"] = login_wall(DV, "/dataset.xhtml")
        pages[f"/dataset.xhtml?persistentId={pid}&tab=versions"] = DV.page(
            title, f"<h1>{title}</h1><p>Versions</p>"
        )
        pages[f"/api/access/dataset/:persistentId/?persistentId={pid}"] = zip_file(pid)
        for u in _dv_meta(pid):
            pages[u[len(DV.origin) :]] = data(json.dumps({"name": title}), "application/json")
        for fid, n in files:
            pages[f"/api/access/datafile/{fid}"] = (
                pdf_file(title, n) if n.endswith(".pdf") else csv_file("state\tyear\tvalue")
            )
            pages[f"/file.xhtml?fileId={fid}&version=1.0"] = DV.page(
                n,
                f'<h1>{n}</h1><p>Part of <a href="/dataset.xhtml?persistentId={pid}">{title}</a></p>',
            )
    pages["/dataverse/econ"] = DV.page("Economics", "<h1>Economics</h1>")
    resolver = redirect_host(
        "doi.koralmund-reg.hx35.example", {f"/{p[4:]}": _dv_land(p) for p in DV_SETS}
    )
    return [make_site(DV, pages), resolver]


def _dv_truth(pid: str) -> frozenset[str]:
    return frozenset([_dv_land(pid), *_dv_files(pid), *_dv_meta(pid)])


# ---------------------------------------------------------------- DSpace 8 (partial items)
DS = Portal(
    "repository.tallinnoor.hx35.example",
    "TallinnOor Open Repository",
    [
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By issue date"),
        ("/browse/author", "By author"),
        ("/statistics", "Statistics"),
    ],
    FOOTER,
    title_format="{title}",
)
DS_ITEMS = {
    "5b1c0e3a-7d2f-4c8e-9a61-0f3b2d4e6a71": (
        "Groundwater recharge under drought: a basin-scale model",
        [
            ("a1f0", "thesis_final.pdf"),
            ("a1f1", "model_inputs.zip"),
            ("a1f2", "appendix_figures.pdf"),
        ],
    ),
    "9e4d2a10-3c5b-4f7a-8b2e-6d1c0a9f8e32": (
        "Oral histories of the 1991 dockworkers' strike: transcripts",
        [("b2e0", "transcripts.pdf"), ("b2e1", "consent_template.pdf")],
    ),
}


def _ds_bits(uuid: str) -> list[str]:
    return [DS.url(f"/bitstreams/{uuid[:8]}-{b}/download") for b, _n in DS_ITEMS[uuid][1]]


def ds_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for uuid, (title, bits) in DS_ITEMS.items():
        # DSpace lists only the first ORIGINAL bitstream as item (partial Signposting)
        sp = [
            (DS.url(f"/handle/10062/{uuid[:4]}"), "cite-as", None),
            (_ds_bits(uuid)[0], "item", "application/pdf"),
            ("http://schema.test/AboutPage", "type", None),
        ]
        files = "".join(
            f'<div class="file-section"><a href="/bitstreams/{uuid[:8]}-{b}/download">{n}</a> '
            f"({300 + len(n)} KB)</div>"
            for b, n in bits
        )
        main = f"""{COOKIES}<ds-item-page><h1 class="item-page-title-field">{title}</h1>
<div class="simple-view-element"><h2>Author</h2><a href="/browse/author?value=Saar,%20Liis">Saar, Liis</a></div>
<div class="simple-view-element"><h2>Files</h2>{files}</div>
<div><h2>URI</h2><a href="/handle/10062/{uuid[:4]}">http://hdl/10062/{uuid[:4]}</a></div>
<div><h2>Collections</h2><a href="/collections/earth-sci">Earth and environment</a></div>
<a class="btn" href="/items/{uuid}/full">Show full item record</a>
<a href="/statistics/items/{uuid}">Statistics</a>
<a href="/request-a-copy/{uuid}">Request a copy</a></ds-item-page>"""
        pages[f"/items/{uuid}"] = signposted(DS.page(title, main), sp)
        pages[f"/items/{uuid}/full"] = DS.page(
            title,
            f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr>"
            "<tr><td>dc.contributor.author</td><td>Saar, Liis</td></tr></table>",
        )
        pages[f"/handle/10062/{uuid[:4]}"] = Response.redirect(DS.url(f"/items/{uuid}"), 301)
        pages[f"/statistics/items/{uuid}"] = DS.page("Statistics", "<h1>Views</h1>")
        pages[f"/request-a-copy/{uuid}"] = login_wall(DS, f"/items/{uuid}")
        for b, n in bits:
            pages[f"/bitstreams/{uuid[:8]}-{b}/download"] = (
                zip_file(n) if n.endswith(".zip") else pdf_file(title, n)
            )
    pages["/collections/earth-sci"] = DS.page("Earth and environment", "<h1>Collection</h1>")
    return [make_site(DS, pages)]


def _ds_truth(uuid: str) -> frozenset[str]:
    return frozenset([DS.url(f"/items/{uuid}"), DS.url(f"/items/{uuid}/full"), *_ds_bits(uuid)])


# ---------------------------------------------------------------- Hyrax (describedby/cite-as)
HY = Portal(
    "scholar.quellbrunn.hx35.example",
    "Quellbrunn ScholarWorks",
    [
        ("/catalog", "Browse"),
        ("/collections", "Collections"),
        ("/concern/datasets/new", "Share your work"),
    ],
    FOOTER,
    title_format="{title} // {name}",
)
HY_WORKS = {
    "x633f104m": (
        "Hourly pedestrian counts, Old Town sensors 2025",
        [("fs7t1", "counts_2025.csv"), ("fs7t2", "sensor_map.png")],
    ),
    "2v23vt59q": (
        "Transcribed field notebooks of a 1930s botanical survey",
        [("fs9a1", "notebook_1.pdf"), ("fs9a2", "notebook_2.pdf"), ("fs9a3", "index.csv")],
    ),
}


def hy_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for wid, (title, fsets) in HY_WORKS.items():
        sp = [
            (HY.url(f"/concern/datasets/{wid}.ttl"), "describedby", "text/turtle"),
            (f"http://hdl.quellbrunn-reg.hx35.example/2451/{wid}", "cite-as", None),
        ]
        rows = "".join(
            f'<tr><td><a href="/concern/parent/{wid}/file_sets/{fs}">{n}</a></td><td>Public</td>'
            f'<td><a href="/downloads/{fs}">Download</a></td></tr>'
            for fs, n in fsets
        )
        main = f"""{COOKIES}<header><h1>{title}</h1><span class="badge">Open Access</span></header>
<dl><dt>Creator</dt><dd><a href="/catalog?f%5Bcreator_sim%5D%5B%5D=Brandt%2C+Ole">Brandt, Ole</a></dd>
<dt>License</dt><dd><a href="http://creativecommons.test/licenses/by/4.0/">CC BY 4.0</a></dd></dl>
<div class="citations"><a href="/concern/datasets/{wid}/citation">Citations</a></div>
<div class="export"><a href="/concern/datasets/{wid}.ttl">Turtle</a> <a href="/concern/datasets/{wid}.jsonld">JSON-LD</a>
<a href="/concern/datasets/{wid}.nt">N-Triples</a></div>
<h2>Items</h2><table class="related-files">{rows}</table>
<h2>Relationships</h2><a href="/collections/city-data">City observatory collection</a>
<a href="/concern/datasets/{wid}/stats">Analytics</a>
<a href="/dashboard/collections/add?work={wid}">Add to collection</a>"""
        pages[f"/concern/datasets/{wid}"] = signposted(HY.page(title, main), sp)
        for ext, ct in (
            ("ttl", "text/turtle"),
            ("jsonld", "application/ld+json"),
            ("nt", "application/n-triples"),
        ):
            pages[f"/concern/datasets/{wid}.{ext}"] = data(
                f'<{HY.url("/concern/datasets/" + wid)}> "{title}" .\n', ct
            )
        pages[f"/concern/datasets/{wid}/citation"] = HY.page(
            title, f"<h1>Citations</h1><p>Brandt, O. {title}.</p>"
        )
        pages[f"/concern/datasets/{wid}/stats"] = HY.page("Analytics", "<h1>Views</h1>")
        pages[f"/dashboard/collections/add?work={wid}"] = login_wall(HY, f"/concern/datasets/{wid}")
        for fs, n in fsets:
            pages[f"/concern/parent/{wid}/file_sets/{fs}"] = HY.page(
                n,
                f'<h1>{n}</h1><img src="/downloads/{fs}?file=thumbnail"><a href="/downloads/{fs}">Download</a>'
                f' <a href="/concern/datasets/{wid}">{title}</a>',
            )
            pages[f"/downloads/{fs}"] = (
                pdf_file(title, n)
                if n.endswith(".pdf")
                else csv_file("hour,count,sensor")
                if n.endswith(".csv")
                else data(b"\x89PNG", "image/png")
            )
    pages["/collections/city-data"] = HY.page("City observatory", "<h1>Collection</h1>")
    resolver = redirect_host(
        "hdl.quellbrunn-reg.hx35.example",
        {f"/2451/{w}": HY.url(f"/concern/datasets/{w}") for w in HY_WORKS},
    )
    return [make_site(HY, pages), resolver]


def _hy_truth(wid: str) -> frozenset[str]:
    fs = [f for f, _n in HY_WORKS[wid][1]]
    return frozenset(
        [
            HY.url(f"/concern/datasets/{wid}"),
            *(HY.url(f"/concern/datasets/{wid}.{e}") for e in ("ttl", "jsonld", "nt")),
            HY.url(f"/concern/datasets/{wid}/citation"),
            *(HY.url(f"/concern/parent/{wid}/file_sets/{f}") for f in fs),
            *(HY.url(f"/downloads/{f}") for f in fs),
        ]
    )


# ---------------------------------------------------------------- EPrints 3.4 (<link> elements)
EP = Portal(
    "eprints.morvenhall.hx35.example",
    "Morvenhall Research Online",
    [
        ("/view/year/", "Browse by year"),
        ("/view/divisions/", "Browse by school"),
        ("/cgi/latest", "Latest"),
    ],
    FOOTER,
    title_format="{title} - {name}",
)
EP_PRINTS = {
    4471: (
        "Tidal energy siting and benthic habitat loss: a review",
        ["review.pdf", "supplementary_tables.xlsx"],
    ),
    5128: ("Teaching statistics with open data: a classroom study", ["article.pdf"]),
}


def _ep_docs(n: int) -> list[str]:
    return [EP.url(f"/{n}/{i}/{f}") for i, f in enumerate(EP_PRINTS[n][1], 1)]


def _ep_exports(n: int) -> list[str]:
    return [
        EP.url(f"/cgi/export/eprint/{n}/{fmt}/mrv-eprint-{n}.{ext}")
        for fmt, ext in (("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt"))
    ]


def ep_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for n, (title, docs) in EP_PRINTS.items():
        sp = (
            [
                (u, "item", "application/pdf" if u.endswith(".pdf") else "application/vnd.ms-excel")
                for u in _ep_docs(n)
            ]
            + [(u, "describedby", "text/plain") for u in _ep_exports(n)]
            + [(EP.url(f"/id/eprint/{n}"), "cite-as", None)]
        )
        head = link_elements(sp) + f'<meta name="eprints.title" content="{title}">'
        doclinks = "".join(
            f'<div class="ep_document"><a href="/{n}/{i}/{f}">{f}</a> - Accepted Version</div>'
            for i, f in enumerate(docs, 1)
        )
        exp = ul([(u[len(EP.origin) :], u.rsplit("/", 2)[1]) for u in _ep_exports(n)])
        main = f"""{COOKIES}<h1 class="ep_tm_pagetitle">{title}</h1>
<p><span class="person_name"><a href="/view/creators/Okafor=3AAda=3A=3A.html">Okafor, Ada</a></span> (2026)
<em>{title}.</em> <a href="http://journal-elsewhere.test/article/77">Journal of Applied Things</a>.</p>
{doclinks}<h2>Export</h2>{exp}
<p>Official URL: <a href="http://journal-elsewhere.test/article/77">http://journal-elsewhere.test/article/77</a></p>
<p>Repository staff only: <a href="/cgi/users/home?screen=EPrint::View&amp;eprintid={n}">item control page</a></p>
<p><a href="/cgi/stats/report/eprint/{n}">Download statistics</a></p>"""
        pages[f"/{n}/"] = EP.page(title, main, head=head)
        pages[f"/id/eprint/{n}"] = Response.redirect(EP.url(f"/{n}/"), 301)
        pages[f"/cgi/users/home?screen=EPrint::View&eprintid={n}"] = login_wall(EP, f"/{n}/")
        pages[f"/cgi/stats/report/eprint/{n}"] = EP.page("Statistics", "<h1>Downloads</h1>")
        for i, f in enumerate(docs, 1):
            pages[f"/{n}/{i}/{f}"] = pdf_file(title, f) if f.endswith(".pdf") else zip_file(f)
        for u in _ep_exports(n):
            pages[u[len(EP.origin) :]] = data(f"TI  - {title}\nAU  - Okafor, Ada\n", "text/plain")
    pages["/view/creators/Okafor=3AAda=3A=3A.html"] = EP.page(
        "Items by Okafor, Ada", "<h1>Okafor, Ada</h1>"
    )
    return [make_site(EP, pages)]


def _ep_truth(n: int) -> frozenset[str]:
    return frozenset([EP.url(f"/{n}/"), *_ep_docs(n), *_ep_exports(n)])


_inv = list(INV_RECS)
_dv = list(DV_SETS)
_ds = list(DS_ITEMS)
_hy = list(HY_WORKS)

CASES: list[Case] = [
    # signposting: complete Link header (cite-as, describedby exports, every file as item);
    # truth = landing + the two exports + every file download (the iframe'd previews are
    # embedded renderings; "download all" zip duplicates the files).
    Case(
        "invenio-seaice",
        "InvenioRDM (Zenodo-like, signposting)",
        "Single Hop",
        "signposting",
        INV.url(f"/records/{_inv[0]}"),
        _inv_truth(_inv[0]),
        inv_sites,
        others=frozenset([INV.url(f"/records/{_inv[1]}")]),
    ),
    # signposting, entered through its DOI (redirecting entry); same truth shape as above.
    Case(
        "invenio-interviews-doi",
        "InvenioRDM (Zenodo-like, signposting)",
        "Single Hop",
        "signposting",
        f"http://{INV_DOI}/10.83535/vestra.{_inv[1][:5]}",
        _inv_truth(_inv[1]),
        inv_sites,
        landing=INV.url(f"/records/{_inv[1]}"),
    ),
    # The seed's Dataverse row (no Signposting then) gives sig_filtered_title; a complete
    # Link header now names the boundary itself -> signposting.
    # signposting: complete Link header; truth = landing + datafiles + the two exports
    # (file.xhtml pages are per-file views behind "Explore", the ZIP duplicates the files).
    Case(
        "dataverse-minwage",
        "Dataverse 6 (signposting)",
        "Multi-Hop",
        "signposting",
        _dv_land(_dv[0]),
        _dv_truth(_dv[0]),
        dv_sites,
    ),
    # signposting via a linkset document only (Link: rel=linkset); the linkset is navigation,
    # not part of the record, so the truth is as above.
    Case(
        "dataverse-soilflux-linkset",
        "Dataverse 6 (signposting)",
        "Multi-Hop",
        "signposting",
        _dv_land(_dv[1]),
        _dv_truth(_dv[1]),
        dv_sites,
    ),
    # partial signposting (only the first bitstream is an item): the shape decides. A DSpace
    # item page is Single Hop: landing, full item record and every bitstream one hop away,
    # mixed with chrome -> single_page_plus_ignored.
    Case(
        "dspace-recharge",
        "DSpace 8 (partial signposting)",
        "Single Hop",
        "single_page_plus_ignored",
        DS.url(f"/items/{_ds[0]}"),
        _ds_truth(_ds[0]),
        ds_sites,
    ),
    Case(
        "dspace-dockworkers",
        "DSpace 8 (partial signposting)",
        "Single Hop",
        "single_page_plus_ignored",
        DS.url(f"/items/{_ds[1]}"),
        _ds_truth(_ds[1]),
        ds_sites,
    ),
    # only describedby + cite-as: no items, so the shape decides. Hyrax work pages link the
    # file-set pages, downloads, RDF exports and citation page directly: single_page_plus_ignored.
    Case(
        "hyrax-pedestrians",
        "Samvera Hyrax (describedby/cite-as only)",
        "Single Hop",
        "single_page_plus_ignored",
        HY.url(f"/concern/datasets/{_hy[0]}"),
        _hy_truth(_hy[0]),
        hy_sites,
    ),
    Case(
        "hyrax-notebooks",
        "Samvera Hyrax (describedby/cite-as only)",
        "Single Hop",
        "single_page_plus_ignored",
        HY.url(f"/concern/datasets/{_hy[1]}"),
        _hy_truth(_hy[1]),
        hy_sites,
    ),
    # signposting as <link> elements only (no header), complete: documents as item, exports
    # as describedby. Truth = abstract page + documents + exports.
    Case(
        "eprints-tidal",
        "EPrints 3.4 (signposting links)",
        "Single Hop",
        "signposting",
        EP.url("/4471/"),
        _ep_truth(4471),
        ep_sites,
    ),
    Case(
        "eprints-statsclass",
        "EPrints 3.4 (signposting links)",
        "Single Hop",
        "signposting",
        EP.url("/5128/"),
        _ep_truth(5128),
        ep_sites,
    ),
]
