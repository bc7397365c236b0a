"""Institutional and data repositories: a DSpace 7 repository with Signposting (thesis with
supplementary files, working paper), an EPrints repository (working paper), an InvenioRDM
data repository with Signposting behind a DOI, a Dataverse installation (the dataset of a
data paper), an OJS data journal (the data paper, behind a DOI), a Dryad-style repository,
an OSF-style project and a Pure research portal (a researcher's listed output)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, data

from ._kit import anchor_list, csv_file, html, pdf_file, signposting

CITE_MENU = [("/browse", "Browse"), ("/communities", "Communities"), ("/statistics", "Statistics")]
STD_FOOT = [("/about", "About"), ("/privacy", "Privacy"), ("/accessibility", "Accessibility")]

# --- DSpace 7.6 (Angular SSR): items under /items/<uuid>, files under /bitstreams/<uuid>,
# Signposting in the Link header *and* as <link> elements in the head (DSpace 7.6 does both).
DSPACE = Portal(
    "dspace.calderbrook-univ.hx14.example",
    "Calderbrook Research Repository",
    [
        ("/community-list", "Communities & Collections"),
        ("/browse/dateissued", "By date"),
        ("/browse/author", "By author"),
        ("/statistics", "Statistics"),
    ],
    STD_FOOT
    + [("/info/end-user-agreement", "End User Agreement"), ("/info/feedback", "Send feedback")],
    title_format="{title}",
    home_title="Calderbrook Research Repository",
)
DS_HANDLE = "http://hdl.calderbrook-univ.hx14.example/20.500.14102"
DS_ITEMS = {
    # uuid: (title, author, type, handle suffix, [(bitstream uuid, file name, ctype, label)])
    "6f1c2a9e-3b47-4d0a-9c1e-2a8f5d7b1e04": (
        "Sediment transport in tidal creeks of the Calder estuary, 1950-2020",
        "Okonkwo, Adaeze",
        "Thesis",
        "4471",
        [
            (
                "b0a3e1f2-9c11-4a6e-8d2b-71c0e5d9a001",
                "Okonkwo_PhD_2025.pdf",
                "application/pdf",
                "Thesis",
            ),
            (
                "b0a3e1f2-9c11-4a6e-8d2b-71c0e5d9a002",
                "Okonkwo_AppendixC_gauges.csv",
                "text/csv",
                "Supplementary data",
            ),
            (
                "b0a3e1f2-9c11-4a6e-8d2b-71c0e5d9a003",
                "Okonkwo_model_code.zip",
                "application/zip",
                "Supplementary code",
            ),
        ],
    ),
    "a93d07b5-5e2c-4f81-b6a4-0c9e3d2f7a18": (
        "Minimum wage spillovers in regional labour markets",
        "Lindqvist, Maja; Haddad, Omar",
        "Working Paper",
        "4502",
        [
            (
                "c71e6b20-4d3f-49a8-a2c5-9e8f1b0d4c01",
                "CRR-WP-2025-07.pdf",
                "application/pdf",
                "Working paper",
            )
        ],
    ),
    # other items of the same collection: the "Recent submissions" the item pages link
    "e2b4c6d8-1a3f-4e5b-9c7d-8f0a2b4c6e81": (
        "Parish registers as sources for historical demography",
        "Ferreira, Luis",
        "Thesis",
        "4390",
        [],
    ),
    "f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9": (
        "Household debt and consumption after the 2008 crisis",
        "Nakamura, Ren",
        "Working Paper",
        "4388",
        [],
    ),
}
DS_COLLECTION = "/collections/3c5e7a9b-1d2f-4e6a-8b0c-2d4f6a8c0e13"


def _ds_describedby(uuid: str) -> str:
    return DSPACE.url(f"/server/signposting/describedby/{uuid}")


def _dspace_site() -> Site:
    pages: dict[str, Response | str] = {}
    recent = [(f"/items/{u}", t) for u, (t, *_r) in DS_ITEMS.items()]
    for uuid, (title, author, kind, hdl, files) in DS_ITEMS.items():
        meta = _ds_describedby(uuid)
        sp = [
            (f"{DS_HANDLE}/{hdl}", "cite-as"),
            (meta, "describedby", "application/vnd.datacite.datacite+xml"),
            ("http://creativecommons.test/licenses/by/4.0/", "license"),
            ("http://schema.test/" + kind.replace(" ", ""), "type"),
            (DSPACE.url(f"/server/signposting/linksets/{uuid}"), "linkset", "application/linkset"),
        ] + [(DSPACE.url(f"/bitstreams/{b}/download"), "item", ct) for b, _n, ct, _l in files]
        head = (
            "".join(
                f'<link href="{escape(s[0])}" rel="{s[1]}"'
                + (f' type="{s[2]}"' if len(s) == 3 else "")
                + ">"
                for s in sp
            )
            + '<meta name="citation_title" content="'
            + escape(title)
            + '">'
        )
        filerows = "".join(
            f'<div class="file-section"><a href="/bitstreams/{b}/download">{escape(n)}</a> '
            f"({escape(label)})</div>"
            for b, n, _ct, label in files
        )
        others = [(h, t) for h, t in recent if not h.endswith(uuid)]
        main = (
            f"<ds-item-page><h1>{escape(title)}</h1><div>Author: {escape(author)}</div>"
            f'<div>Type: {escape(kind)}</div><div>URI: <a href="{DS_HANDLE}/{hdl}">'
            f"{DS_HANDLE}/{hdl}</a></div><h2>Files</h2>{filerows}"
            f'<a href="/items/{uuid}/full">Full item page</a>'
            f'<div>Collections: <a href="{DS_COLLECTION}">Doctoral theses and working papers</a></div>'
            f"<h2>Recent submissions</h2>{anchor_list(others)}</ds-item-page>"
        )
        header = signposting(*sp)
        pages[f"/items/{uuid}"] = html(DSPACE.page(title, main, head=head), header)
        full = (
            f"<h1>{escape(title)}</h1><table><tr><td>dc.contributor.author</td><td>{escape(author)}"
            f"</td></tr><tr><td>dc.title</td><td>{escape(title)}</td></tr><tr><td>dc.type</td>"
            f"<td>{escape(kind)}</td></tr></table>{filerows}"
            f'<a href="/items/{uuid}">Simple item page</a>'
        )
        pages[f"/items/{uuid}/full"] = html(DSPACE.page(title, full, head=head), header)
        pages[f"/server/signposting/describedby/{uuid}"] = data(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles><title>{escape(title)}'
            "</title></titles></resource>",
            "application/vnd.datacite.datacite+xml",
        )
        pages[f"/server/signposting/linksets/{uuid}"] = data(
            "".join(
                f'<{s[0]}> ; rel="{s[1]}" ; anchor="{DSPACE.url("/items/" + uuid)}",\n' for s in sp
            ),
            "application/linkset",
        )
        for b, n, ct, _l in files:
            if ct == "application/pdf":
                pages[f"/bitstreams/{b}/download"] = pdf_file(title, author)
            elif ct == "text/csv":
                pages[f"/bitstreams/{b}/download"] = csv_file("gauge,date,level_m,turbidity")
            else:
                pages[f"/bitstreams/{b}/download"] = data(b"PK\x03\x04" + n.encode() * 8, ct)
    pages[DS_COLLECTION] = DSPACE.page(
        "Doctoral theses and working papers",
        "<h1>Doctoral theses and working papers</h1>" + anchor_list(recent),
    )
    return DSPACE.site(pages)


def _dspace_case(name: str, uuid: str, comment_cls: str) -> Case:
    title, _a, _k, _h, files = DS_ITEMS[uuid]
    truth = {
        DSPACE.url(f"/items/{uuid}"),
        DSPACE.url(f"/items/{uuid}/full"),
        _ds_describedby(uuid),
        *(DSPACE.url(f"/bitstreams/{b}/download") for b, *_r in files),
    }
    others = {DSPACE.url(f"/items/{u}") for u in DS_ITEMS if u != uuid}
    return Case(
        name,
        "DSpace 7 (institutional repository)",
        comment_cls,
        "signposting",
        DSPACE.url(f"/items/{uuid}"),
        frozenset(truth),
        lambda: [_dspace_site()],
        frozenset(others),
    )


# Expected signposting: DSpace 7.6 announces cite-as, describedby and one `item` per bitstream
# in the Link header, which is exactly the artifact's boundary.  Truth: item page, its "full
# item page" (the same record's metadata view), the bitstreams (thesis plus supplementary data
# and code) and the DataCite description.  The linkset document is signposting plumbing, not
# part of the thesis (disputable); the other items of the collection are other artifacts.
DSPACE_THESIS = _dspace_case(
    "dspace-thesis-supplementary", "6f1c2a9e-3b47-4d0a-9c1e-2a8f5d7b1e04", "thesis"
)
# Same portal, a working paper with a single PDF: same reasoning, smaller artifact.
DSPACE_WP = _dspace_case(
    "dspace-working-paper", "a93d07b5-5e2c-4f81-b6a4-0c9e3d2f7a18", "working paper"
)


# --- EPrints 3.4: landing /<id>/, documents /<id>/<pos>/<file>, exports under /cgi/export/.
EPRINTS = Portal(
    "eprints.hollinshed-univ.hx14.example",
    "Hollinshed ePrints",
    [
        ("/view/year/", "Browse by Year"),
        ("/view/divisions/", "Browse by School"),
        ("/cgi/latest", "Latest Additions"),
        ("/information.html", "About"),
    ],
    [("/policies.html", "Repository policies"), ("/contact.html", "Contact")],
    title_format="{title} - Hollinshed ePrints",
    home_title="Hollinshed ePrints - Hollinshed ePrints",
)
EP_ITEMS = {
    "7314": (
        "Informal care and female labour supply: evidence from the Hollinshed panel",
        "Brennan, Siobhan and Achterberg, Jan",
        "hhs_wp_2025_03.pdf",
    ),
    "7322": (
        "Water pricing reform and smallholder irrigation in the Upper Tana",
        "Mwangi, Grace",
        "upper_tana_irrigation_preprint.pdf",
    ),
    "7290": ("Remote work and commuting emissions", "Duarte, Paulo", "remote_work.pdf"),
}
EP_EXPORTS = [
    ("BibTeX", "bib", "text/plain"),
    ("RIS", "ris", "text/plain"),
    ("DC", "txt", "text/plain"),
]


def _ep_export(eid: str, fmt: str, ext: str) -> str:
    return f"/cgi/export/eprint/{eid}/{fmt}/hollinshed-eprint-{eid}.{ext}"


def _eprints_site() -> Site:
    pages: dict[str, Response | str] = {}
    for eid, (title, authors, fname) in EP_ITEMS.items():
        exports = "".join(
            f'<option value="{_ep_export(eid, f, e)}">{f}</option>' for f, e, _c in EP_EXPORTS
        )
        export_links = " | ".join(
            f'<a href="{_ep_export(eid, f, e)}">{f}</a>' for f, e, _c in EP_EXPORTS
        )
        related = [(f"/{o}/", t) for o, (t, *_r) in EP_ITEMS.items() if o != eid]
        main = (
            f'<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{escape(title)}</h1>'
            f"<p>{escape(authors)} (2025) <em>{escape(title)}</em>. Working Paper. Hollinshed "
            "School of Economics.</p>"
            f'<div class="ep_document"><a href="/{eid}/1/{fname}" class="ep_document_link">'
            f'<img src="/style/images/fileicons/application_pdf.png" alt="PDF"> {escape(fname)}</a>'
            f' <a href="/cgi/request_doc?docid={eid}1">Request a copy</a></div>'
            f'<p>Official URL: <a href="http://www.hss-papers.test/wp/{eid}">hss-papers.test</a></p>'
            f'<form action="/cgi/export_redirect"><select name="format">{exports}</select></form>'
            f"<p>Export: {export_links}</p>"
            f'<p><a href="/cgi/users/home?screen=EPrint::View&amp;eprintid={eid}">Edit item</a> '
            f'<a href="/cgi/stats/report/eprint/{eid}">View statistics</a></p>'
            f"<h3>More from this series</h3>{anchor_list(related)}</div>"
        )
        head = (
            '<meta name="generator" content="EPrints 3.4.5">'
            f'<meta name="eprints.title" content="{escape(title)}">'
            f'<link rel="alternate" href="{_ep_export(eid, "BibTeX", "bib")}" type="text/plain" title="BibTeX">'
        )
        pages[f"/{eid}/"] = EPRINTS.page(title, main, head=head)
        pages[f"/{eid}/1/{fname}"] = pdf_file(title, authors)
        for f, e, c in EP_EXPORTS:
            pages[_ep_export(eid, f, e)] = data(
                f"@techreport{{hollinshed{eid}, title={{{title}}}}}\n", c
            )
        pages[f"/cgi/stats/report/eprint/{eid}"] = EPRINTS.page(
            "Statistics", f"<h1>Downloads of {eid}</h1>"
        )
    return EPRINTS.site(pages)


def _eprints_case(name: str, eid: str) -> Case:
    fname = EP_ITEMS[eid][2]
    truth = {EPRINTS.url(f"/{eid}/"), EPRINTS.url(f"/{eid}/1/{fname}")} | {
        EPRINTS.url(_ep_export(eid, f, e)) for f, e, _c in EP_EXPORTS
    }
    others = {EPRINTS.url(f"/{o}/") for o in EP_ITEMS if o != eid}
    return Case(
        name,
        "EPrints (institutional repository)",
        "working paper",
        "single_page_plus_ignored",
        EPRINTS.url(f"/{eid}/"),
        frozenset(truth),
        lambda: [_eprints_site()],
        frozenset(others),
    )


# Expected single_page_plus_ignored: like SSRN's preprints in the seed, a single-hop artifact
# (landing page, its PDF, its citation exports) surrounded by repository chrome.  The
# statistics page, "request a copy" and "edit item" are services, not the paper.  Disputable:
# the exports could be called derivatives; the seed counts bibliographic metadata in (Figshare).
EPRINTS_WP = _eprints_case("eprints-working-paper", "7314")
EPRINTS_PREPRINT = _eprints_case("eprints-author-accepted-manuscript", "7322")


# --- InvenioRDM (the university's research data repository), Signposting, behind a DOI.
RDM = Portal(
    "data.wexcombe-univ.hx14.example",
    "Wexcombe Research Data",
    [("/search", "Search"), ("/communities", "Communities"), ("/help", "Help")],
    [
        ("/help/terms", "Terms of use"),
        ("/help/privacy", "Privacy policy"),
        ("http://inveniosoftware.test/", "Powered by InvenioRDM"),
    ],
    title_format="{title}",
    home_title="Wexcombe Research Data",
)
RDM_DOI = "doi.wexcombe-pid.hx14.example"
RDM_RECORDS = {
    "k3v9m-2qx71": (
        "Urban heat island sensor network, Wexcombe, summer 2024 (v2.0)",
        "10.99014/k3v9m-2qx71",
        [
            ("sensors_2024.csv", "text/csv"),
            ("stations.geojson", "application/geo+json"),
            ("README.txt", "text/plain"),
        ],
    ),
    "p8d2w-hh4c0": (
        "tidyheat: R tools for sensor network quality control",
        "10.99014/p8d2w-hh4c0",
        [("tidyheat-1.3.0.zip", "application/zip")],
    ),
    "a1f0r-7yt3e": (
        "Urban heat island sensor network, Wexcombe, summer 2024 (v1.0)",
        "10.99014/a1f0r-7yt3e",
        [],
    ),
}
# the concept's other versions each record lists (separate records, separate DOIs)
RDM_VERSIONS = {"k3v9m-2qx71": ["a1f0r-7yt3e"]}
RDM_SOFTWARE_IDS = {"p8d2w-hh4c0"}
RDM_EXPORTS = [
    ("json-ld", "application/ld+json"),
    ("datacite-json", "application/vnd.datacite.datacite+json"),
    ("bibtex", "application/x-bibtex"),
]


def _rdm_site() -> Site:
    pages: dict[str, Response | str] = {}
    for rid, (title, doi, files) in RDM_RECORDS.items():
        base = f"/records/{rid}"
        sp: list[tuple[str, str] | tuple[str, str, str]] = [
            (f"http://{RDM_DOI}/{doi}", "cite-as"),
            ("http://orcid.test/0000-0002-1825-0097", "author"),
            ("http://creativecommons.test/licenses/by/4.0/", "license"),
            (
                "http://schema.test/"
                + ("SoftwareSourceCode" if rid in RDM_SOFTWARE_IDS else "Dataset"),
                "type",
            ),
        ]
        sp += [(RDM.url(f"{base}/export/{f}"), "describedby", t) for f, t in RDM_EXPORTS]
        sp += [(RDM.url(f"{base}/files/{n}?download=1"), "item", t) for n, t in files]
        file_rows = "".join(
            f'<tr><td>{escape(n)}</td><td><a href="{base}/files/{n}?download=1">Download</a></td></tr>'
            for n, _t in files
        )
        versions = [(f"/records/{o}", RDM_RECORDS[o][0]) for o in RDM_VERSIONS.get(rid, [])]
        main = (
            f'<div id="record-title"><h1>{escape(title)}</h1></div>'
            f'<p><a href="http://{RDM_DOI}/{doi}">DOI {doi}</a></p>'
            f'<h2>Files</h2><table class="files">{file_rows}</table>'
            f"<h2>Export</h2>{anchor_list([(f'{base}/export/{f}', f) for f, _t in RDM_EXPORTS])}"
            + (f"<h2>Versions</h2>{anchor_list(versions)}" if versions else "")
            + '<p>Communities: <a href="/communities/urban-climate">Urban climate lab</a></p>'
            f'<p><a href="/records/{rid}/stats">Statistics</a></p>'
        )
        pages[base] = html(RDM.page(title, main, share=RDM.url(base)), signposting(*sp))
        for f, t in RDM_EXPORTS:
            pages[f"{base}/export/{f}"] = data(f'{{"title": "{title}", "doi": "{doi}"}}', t)
        for n, t in files:
            pages[f"{base}/files/{n}?download=1"] = (
                csv_file("station,time,temp_c") if t == "text/csv" else data(n.encode() * 16, t)
            )
    pages["/communities/urban-climate"] = RDM.page(
        "Urban climate lab", "<h1>Urban climate lab</h1>"
    )
    return RDM.site(pages)


def _rdm_doi_site() -> Site:
    site = Site(RDM_DOI)
    for rid, (_t, doi, _f) in RDM_RECORDS.items():
        site.add(f"/{doi}", Response.redirect(RDM.url(f"/records/{rid}"), 302))
    return site


def _rdm_case(name: str, rid: str, cls: str) -> Case:
    _t, doi, files = RDM_RECORDS[rid]
    base = f"/records/{rid}"
    truth = (
        {RDM.url(base)}
        | {RDM.url(f"{base}/export/{f}") for f, _t in RDM_EXPORTS}
        | {RDM.url(f"{base}/files/{n}?download=1") for n, _t in files}
    )
    others = {RDM.url(f"/records/{o}") for o in RDM_VERSIONS.get(rid, [])}
    return Case(
        name,
        "InvenioRDM (data repository)",
        cls,
        "signposting",
        f"http://{RDM_DOI}/{doi}",
        frozenset(truth),
        lambda: [_rdm_site(), _rdm_doi_site()],
        frozenset(others),
        landing=RDM.url(base),
    )


# Expected signposting: InvenioRDM (as Zenodo) sends cite-as, describedby for each metadata
# export and an `item` per file.  Truth: record page, files, metadata exports.  Other versions
# of the dataset are separate records with their own DOIs: others, not truth (the archivist
# was asked for v2.0; disputable for a "concept" capture).
RDM_DATASET = _rdm_case("invenio-dataset-doi", "k3v9m-2qx71", "dataset")
RDM_SOFTWARE = _rdm_case("invenio-software-release-doi", "p8d2w-hh4c0", "software release")
