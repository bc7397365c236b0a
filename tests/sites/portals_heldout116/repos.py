"""Repository landing pages: DSpace 7 and InvenioRDM with Signposting, Figshare for
institutions and EPrints whose files and exports are one hop from the landing page."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, host, html_with_links, pdf_doc, signposts, text, ul

ZIP = b"PK\x05\x06" + b"\0" * 18

# --- DSpace 7 (Angular UI) with Signposting Link headers ------------------------------------

DS = Portal(
    host("repositorio", "geofisica-inst"),
    "Repositorio Institucional del Instituto Geofísico",
    [
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/browse/title", "By Title"),
        ("/statistics", "Statistics"),
    ],
    [
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send Feedback"),
        ("http://www.dspace.test/", "DSpace software"),
    ],
    title_format="{title}",
    home_title="Repositorio Institucional del Instituto Geofísico",
)
DS_ITEMS = {
    "3f2b9c1e-7d4a-4e21-9b0c-5a6d8e7f1a23": (
        "Catálogo sísmico relocalizado del volcán Tungurahua 1999-2016",
        [
            (
                "b71e4c0a-11d2-4f3e-8a9b-0c1d2e3f4a5b",
                "catalogo_tungurahua_1999_2016.csv",
                "text/csv",
            ),
            ("c82f5d1b-22e3-4a4f-9bac-1d2e3f4a5b6c", "informe_metodologia.pdf", "application/pdf"),
        ],
    ),
    "9a8b7c6d-5e4f-4321-8fed-cba987654321": (
        "Evaluación probabilística del peligro sísmico para Quito",
        [("d93a6e2c-33f4-4b5a-8cbd-2e3f4a5b6c7d", "tesis_PSHA_Quito.pdf", "application/pdf")],
    ),
}


def _ds_links(uuid: str) -> tuple[list[str], list[str]]:
    _t, files = DS_ITEMS[uuid]
    items = [f"/bitstreams/{b}/download" for b, _n, _c in files]
    described = [
        f"/server/api/core/items/{uuid}",
        f"/server/oai/request?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:repositorio:{uuid}",
    ]
    return items, described


def build_ds() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for uuid, (title, files) in DS_ITEMS.items():
        items, described = _ds_links(uuid)
        header = signposts(
            (DS.url(f"/items/{uuid}"), "cite-as", None),
            ("http://schema.org/Dataset", "type", None),
            ("http://creativecommons.test/licenses/by/4.0/", "license", None),
            *[(DS.url(i), "item", c) for i, (_b, _n, c) in zip(items, files, strict=True)],
            (DS.url(described[0]), "describedby", "application/json"),
            (DS.url(described[1]), "describedby", "application/xml"),
        )
        main = (
            f'<ds-item-page><h1 class="item-page-title-field">{title}</h1>'
            "<h2>Files</h2>"
            + ul([(i, n) for i, (_b, n, _c) in zip(items, files, strict=True)])
            + f"<p>Autor: {a('/browse/author?value=Ruiz,%20Mario', 'Ruiz, Mario')}</p>"
            f"<p>URI: {a(f'/items/{uuid}', DS.url(f'/items/{uuid}'))}</p>"
            f"<p>{a(f'/items/{uuid}/full', 'Full item page')}</p>"
            f"<p>Collections: {a('/collections/5c2e0f1a-0000-4000-8000-000000000017', 'Tesis de grado')}</p>"
            "</ds-item-page>"
        )
        head = "".join(
            f'<link rel="describedby" href="{d.replace("&", "&amp;")}">' for d in described
        )
        pages[f"/items/{uuid}"] = html_with_links(DS.page(title, main, head=head), header)
        pages[f"/items/{uuid}/full"] = DS.page(
            title, f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>"
        )
        for i, (_b, name, ctype) in zip(items, files, strict=True):
            pages[i] = (
                pdf_doc(title, name)
                if ctype == "application/pdf"
                else text("fecha,lat,lon,prof,mag\n2006-08-16,-1.467,-78.442,4.1,3.2\n", ctype)
            )
        pages[described[0]] = text(f'{{"uuid":"{uuid}","name":"{title}"}}', "application/json")
        pages[described[1]] = text(
            f"<OAI-PMH><dc:title>{title}</dc:title></OAI-PMH>", "application/xml"
        )
    return [DS.site(pages)]


def _ds_truth(uuid: str) -> list[str]:
    items, described = _ds_links(uuid)
    return [DS.url(f"/items/{uuid}")] + [DS.url(u) for u in items + described]


# --- InvenioRDM with Signposting ------------------------------------------------------------

IR = Portal(
    host("data", "seismo-rdm"),
    "SeismoRDM",
    [
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/help/search", "Help"),
    ],
    [
        ("/policies", "Policies"),
        ("/privacy-policy", "Privacy policy"),
        ("/terms", "Terms of use"),
        ("/support", "Support"),
        ("http://inveniordm.test/", "Powered by InvenioRDM"),
    ],
    title_format="{title}",
)
IR_RECORDS = {
    "4x7ab-cd912": (
        "Dense nodal array recordings of the 2025 Santorini-Amorgos seismic swarm",
        ["nodal_array_stations.csv", "swarm_catalog_v2.qml", "README.md"],
    ),
    "k2m9p-q8r77": (
        "Ground-motion flatfile for Central Asia (CAGM-2026)",
        ["CAGM2026_flatfile.csv", "CAGM2026_documentation.pdf"],
    ),
}
IR_EXPORTS = [
    ("json", "application/json"),
    ("datacite-xml", "application/x-datacite+xml"),
    ("json-ld", "application/ld+json"),
]


def _ir_links(rid: str) -> tuple[list[str], list[str]]:
    _t, files = IR_RECORDS[rid]
    return (
        [f"/records/{rid}/files/{f}?download=1" for f in files],
        [f"/records/{rid}/export/{e}" for e, _c in IR_EXPORTS],
    )


def build_ir() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for rid, (title, files) in IR_RECORDS.items():
        items, exports = _ir_links(rid)
        header = signposts(
            (IR.url(f"/records/{rid}"), "cite-as", None),
            ("http://schema.org/Dataset", "type", None),
            ("http://creativecommons.test/licenses/by/4.0/legalcode", "license", None),
            *[(IR.url(i), "item", "application/octet-stream") for i in items],
            *[
                (IR.url(e), "describedby", c)
                for e, (_x, c) in zip(exports, IR_EXPORTS, strict=True)
            ],
        )
        main = (
            f'<div id="record"><h1 id="record-title">{title}</h1>'
            f"<p>Published March 2, 2026 | Version v2</p>"
            "<h2>Files</h2><table>"
            + "".join(
                f"<tr><td>{f}</td><td>{a(f'/records/{rid}/preview/{f}', 'Preview')}</td>"
                f"<td>{a(i, 'Download')}</td></tr>"
                for f, i in zip(files, items, strict=True)
            )
            + "</table><h2>Export</h2>"
            + ul([(e, x) for e, (x, _c) in zip(exports, IR_EXPORTS, strict=True)])
            + f"<h2>Versions</h2>{ul([('/records/zz001-v0001', 'Version v1')])}"
            f"<h2>Communities</h2>{ul([('/communities/seismology', 'Seismology')])}</div>"
        )
        pages[f"/records/{rid}"] = html_with_links(IR.page(title, main), header)
        for f, i in zip(files, items, strict=True):
            pages[i.split("?", 1)[0]] = (
                pdf_doc(title, f) if f.endswith(".pdf") else text(f"# {f}\n")
            )
            pages[f"/records/{rid}/preview/{f}"] = IR.page(f, f"<h1>{f}</h1>")
        for e, (_x, c) in zip(exports, IR_EXPORTS, strict=True):
            pages[e] = text(f'{{"metadata":{{"title":"{title}"}}}}', c)
    pages["/records/zz001-v0001"] = IR.page("Older version", "<h1>Older version</h1>")
    return [IR.site(pages)]


def _ir_truth(rid: str) -> list[str]:
    items, exports = _ir_links(rid)
    return [IR.url(f"/records/{rid}")] + [IR.url(u) for u in items + exports]


# --- Figshare for institutions ---------------------------------------------------------------

FS = Portal(
    host("rdr", "quakeuni-figshare"),
    "Quake University Research Data Repository",
    [
        ("/browse", "Browse"),
        ("/search", "Search"),
        ("/account/home", "My data"),
        ("/about", "About"),
        ("/help", "Help"),
    ],
    [
        ("/terms", "Terms"),
        ("/privacy", "Privacy policy"),
        ("/accessibility", "Accessibility"),
        ("http://knowledge.figshare.test/", "Powered by figshare"),
    ],
    title_format="{title}",
    home_title="Quake University Research Data Repository",
    home_main='<h1>Featured</h1><ul><li><a href="/authors/Ay_e_K_l_/17733021">Featured researcher: Ayşe Kılıç</a></li></ul>',
)
FS_ITEMS = {
    "24567890": (
        "Aftershock_relocations_for_the_2023_Kahramanmaras_earthquake_sequence",
        "Aftershock relocations for the 2023 Kahramanmaraş earthquake sequence",
        "dataset",
        [
            ("43120001", "hypoDD_relocated.csv"),
            ("43120002", "station_corrections.txt"),
            ("43120003", "velocity_model_1D.dat"),
        ],
    ),
    "25101133": (
        "Seismic_hazard_maps_of_the_Marmara_region_PGA_475-year_return_period_",
        "Seismic hazard maps of the Marmara region (PGA, 475-year return period)",
        "figure",
        [("44580912", "marmara_pga_475yr.tif")],
    ),
}


def _fs_paths(aid: str) -> list[str]:
    slug, _t, kind, files = FS_ITEMS[aid]
    return [
        f"/articles/{kind}/{slug}/{aid}",
        f"/articles/{kind}/{slug}/{aid}/1",
        f"/ndownloader/articles/{aid}/versions/1",
    ] + [f"/ndownloader/files/{fid}" for fid, _n in files]


def build_fs() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for aid, (_slug, title, kind, files) in FS_ITEMS.items():
        entry, version, zipall, *dl = _fs_paths(aid)
        main = (
            f'<div class="article"><h1>{title}</h1>'
            f"<p>{kind.title()} posted on 2025-10-07, authored by "
            f"{a('/authors/Ay_e_K_l_/17733021', 'Ayşe Kılıç')}</p>"
            "<h2>Files</h2>"
            + ul([(d, n) for d, (_f, n) in zip(dl, files, strict=True)])
            + f"<p>{a(zipall, 'Download all (ZIP)')}</p>"
            f"<p>Version {a(version, '1')} · Cite: doi:10.80116/quakeuni.{aid}.v1 · "
            "Licence CC BY 4.0 · Categories: Seismology and seismic exploration</p></div>"
        )
        head = f'<link rel="canonical" href="{FS.url(entry)}">'
        pages[entry] = FS.page(title, main, head=head)
        pages[version] = FS.page(title, f"<h1>{title}</h1><p>Version 1</p>")
        pages[zipall] = Response.data(ZIP, "application/zip")
        for d, (_f, n) in zip(dl, files, strict=True):
            pages[d] = text(f"# {n}\n", "application/octet-stream")
    pages["/authors/Ay_e_K_l_/17733021"] = FS.page("Ayşe Kılıç", "<h1>Ayşe Kılıç</h1>")
    return [FS.site(pages)]


# --- EPrints 3 -------------------------------------------------------------------------------

EP = Portal(
    host("eprints", "tephra-univ"),
    "Tephra University Research Online",
    [
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/", "Browse"),
        ("/cgi/search/simple", "Search"),
        ("/cgi/users/home", "Login"),
    ],
    [
        ("/policies.html", "Repository policies"),
        ("/cgi/latest", "Latest additions"),
        ("/cgi/latest_tool?output=RSS2", "RSS 2.0"),
    ],
    title_format="{title} - {name}",
    home_title="Tephra University Research Online",
)
EP_ID = "4417"
EP_TITLE = "Tephra fall hazard at Mount Taranaki: a probabilistic assessment from Holocene deposits"
EP_DOCS = [("1", "Turner_2024_thesis.pdf"), ("2", "Turner_2024_isopach_data.zip")]
EP_EXPORTS = [
    "BibTeX/tephra-eprint-4417.bib",
    "DC/tephra-eprint-4417.txt",
    "EndNote/tephra-eprint-4417.enw",
]


def build_ep() -> list[Site]:
    e = f"/id/eprint/{EP_ID}/"
    docs = [(f"/id/eprint/{EP_ID}/{n}/{f}", f) for n, f in EP_DOCS]
    exports = [(f"/cgi/export/eprint/{EP_ID}/{x}", x.split("/")[0]) for x in EP_EXPORTS]
    main = (
        f'<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{EP_TITLE}</h1>'
        "<p>Turner, Rebecca (2024) <em>Tephra fall hazard at Mount Taranaki.</em> PhD thesis.</p>"
        + ul(docs)
        + "<table><tr><th>Item Type:</th><td>Thesis (PhD)</td></tr>"
        "<tr><th>Subjects:</th><td>Q Science &gt; QE Geology</td></tr>"
        f"<tr><th>URI:</th><td>{a(e, EP.url(e))}</td></tr></table>"
        f"<form action='/cgi/export_redirect'>Export as</form>{ul(exports)}</div>"
    )
    pages: dict[str, str | Response] = {e: EP.page(EP_TITLE, main)}
    pages[docs[0][0]] = pdf_doc(EP_TITLE, "PhD thesis")
    pages[docs[1][0]] = Response.data(ZIP, "application/zip")
    for p, _x in exports:
        pages[p] = text(f"@phdthesis{{{EP_ID}, title={{{EP_TITLE}}}}}\n")
    return [EP.site(pages)]


EP_TRUTH = (
    [EP.url(f"/id/eprint/{EP_ID}/")]
    + [EP.url(f"/id/eprint/{EP_ID}/{n}/{f}") for n, f in EP_DOCS]
    + [EP.url(f"/cgi/export/eprint/{EP_ID}/{x}") for x in EP_EXPORTS]
)

CASES: list[Case] = [
    # DSpace 7 item with Signposting Link headers (item, describedby, cite-as): the portal
    # states its boundary, so an archivist takes it.  Truth: the landing page, the two
    # bitstreams (rel=item) and the two metadata records (rel=describedby).  The full item
    # view, author browse and collection are the repository's, not declared.
    case(
        "dspace-tungurahua-catalogue",
        "DSpace 7 (geophysical institute repository, Signposting)",
        "Single Hop",
        "signposting",
        DS.url("/items/3f2b9c1e-7d4a-4e21-9b0c-5a6d8e7f1a23"),
        _ds_truth("3f2b9c1e-7d4a-4e21-9b0c-5a6d8e7f1a23"),
        build_ds,
    ),
    # A thesis on the same DSpace: Signposting.  Truth: landing page, 1 bitstream, 2
    # describedby records.
    case(
        "dspace-quito-psha-thesis",
        "DSpace 7 (geophysical institute repository, Signposting)",
        "Single Hop",
        "signposting",
        DS.url("/items/9a8b7c6d-5e4f-4321-8fed-cba987654321"),
        _ds_truth("9a8b7c6d-5e4f-4321-8fed-cba987654321"),
        build_ds,
    ),
    # InvenioRDM record (Zenodo's software) with Signposting: the record, its files
    # (rel=item) and three exports (rel=describedby).  Previews, older versions and the
    # community are not declared.
    case(
        "invenio-santorini-nodal",
        "InvenioRDM (seismology data repository, Signposting)",
        "Single Hop",
        "signposting",
        IR.url("/records/4x7ab-cd912"),
        _ir_truth("4x7ab-cd912"),
        build_ir,
        others=[IR.url("/records/zz001-v0001")],
    ),
    # A second record, same reasoning (Signposting).  Truth: record, 2 files, 3 exports.
    case(
        "invenio-cagm-flatfile",
        "InvenioRDM (ground-motion data repository, Signposting)",
        "Single Hop",
        "signposting",
        IR.url("/records/k2m9p-q8r77"),
        _ir_truth("k2m9p-q8r77"),
        build_ir,
    ),
    # Figshare for institutions: the seed's Figshare row, Single Page+ with Ignored URIs;
    # the files (/ndownloader/files/..), the ZIP and the version page are one hop away; the
    # author page is featured on the homepage and so ignored.  Truth: page, version, ZIP,
    # files.
    case(
        "figshare-kahramanmaras-aftershocks",
        "Figshare for institutions (research data)",
        "Single Hop",
        "single_page_plus_ignored",
        FS.url(_fs_paths("24567890")[0]),
        [FS.url(p) for p in _fs_paths("24567890")],
        build_fs,
    ),
    # A figure item on the same Figshare, same reasoning (Single Page+ with Ignored URIs).
    # Truth: page, version page, ZIP, the one file.
    case(
        "figshare-marmara-hazard-map",
        "Figshare for institutions (hazard map figure)",
        "Single Hop",
        "single_page_plus_ignored",
        FS.url(_fs_paths("25101133")[0]),
        [FS.url(p) for p in _fs_paths("25101133")],
        build_fs,
    ),
    # EPrints thesis: documents under /id/eprint/4417/ but exports under /cgi/export/, all
    # one hop from the abstract page (the seed's SSRN/bioRxiv rows): Single Page+ with
    # Ignored URIs.  Truth: abstract page, 2 documents, 3 exports.
    case(
        "eprints-taranaki-tephra",
        "EPrints (university repository thesis)",
        "Single Hop",
        "single_page_plus_ignored",
        EP.url(f"/id/eprint/{EP_ID}/"),
        EP_TRUTH,
        build_ep,
    ),
]
