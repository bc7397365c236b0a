"""Significant String from URI and Signposting portals of heldout125."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, links

from ._kit import csv, pdf_doc, portal, text

# --- CKAN regional open-data portal: the dataset name is in every URI of the dataset -----
CK = portal(
    "opendata",
    "visitregion",
    "Visit Region Open Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About"),
        ("/api/3", "CKAN API"),
        ("http://ckan.test/", "Powered by CKAN"),
        ("http://opendefinition.test/licenses/odc-by/", "ODC-BY"),
    ],
    title_format="{title} - Datasets - {name}",
)
CK_SETS = {
    "visitor-arrivals-by-country-2025": (
        "Visitor arrivals by country of residence, 2025",
        [("c5e0b9a4-1f3d-4d8e-9a7b-2b6f0e1d9c11", "arrivals_2025.csv")],
    ),
    "short-term-rental-registrations": (
        "Short-term rental registrations",
        [
            ("8f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5", "str_register.csv"),
            ("0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d", "str_register_methodology.pdf"),
        ],
    ),
}


def _ck_urls(name: str) -> list[str]:
    out = [
        f"/dataset/{name}",
        f"/dataset/activity/{name}",
        f"/dataset/groups/{name}",
        f"/api/3/action/package_show?id={name}",
        f"/dataset/{name}.rdf",
    ]
    for rid, fn in CK_SETS[name][1]:
        out += [f"/dataset/{name}/resource/{rid}", f"/dataset/{name}/resource/{rid}/download/{fn}"]
    return out


def _ck_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for name, (t, res) in CK_SETS.items():
        u = _ck_urls(name)
        items = "".join(
            f'<li class="resource-item"><a class="heading" href="/dataset/{name}/resource/{rid}">{fn}</a>'
            f'<a class="resource-url-analytics" href="/dataset/{name}/resource/{rid}/download/{fn}">Download</a></li>'
            for rid, fn in res
        )
        tabs = links([(u[0], "Dataset"), (u[2], "Groups"), (u[1], "Activity Stream")])
        pages[u[0]] = CK.page(
            t,
            f'<ol class="breadcrumb"><li><a href="/organization/visit-region-observatory">Visit Region Observatory</a></li></ol>'
            f'{tabs}<h1>{escape(t)}</h1><ul class="resource-list">{items}</ul>'
            f'<ul class="tag-list"><li><a href="/dataset/?tags=tourism">tourism</a></li></ul>'
            f'<p>Formats: <a href="{u[4]}">RDF</a> · <a href="{escape(u[3])}">JSON (API)</a></p>'
            f'<p>License: <a href="http://opendefinition.test/licenses/odc-by/">ODC-BY</a></p>',
            head=f'<link rel="alternate" type="application/rdf+xml" href="{u[4]}">',
        )
        pages[u[1]] = CK.page("Activity", tabs + "<p>updated the dataset</p>")
        pages[u[2]] = CK.page("Groups", tabs + '<a href="/group/tourism">Tourism</a>')
        pages[u[3]] = text(
            f'{{"success": true, "result": {{"name": "{name}"}}}}', "application/json"
        )
        pages[u[4]] = text("<rdf:RDF/>", "application/rdf+xml")
        for rid, fn in res:
            pages[f"/dataset/{name}/resource/{rid}"] = CK.page(
                fn, tabs + f'<a href="/dataset/{name}/resource/{rid}/download/{fn}">Download</a>'
            )
            pages[f"/dataset/{name}/resource/{rid}/download/{fn}"] = (
                pdf_doc(t) if fn.endswith(".pdf") else csv("country,arrivals", "DE,120311")
            )
    pages["/organization/visit-region-observatory"] = CK.page(
        "Visit Region Observatory", "<h1>Observatory</h1>"
    )
    pages["/group/tourism"] = CK.page("Tourism", "<h1>Tourism</h1>")
    return [CK.site(pages)]  # type: ignore[arg-type]


# --- Opendatasoft city tourism portal: tabs and API exports share the dataset id ----------
ODS = portal(
    "data",
    "citytourismboard",
    "City Tourism Board — Open data",
    menu=[
        ("/explore/", "Datasets"),
        ("/pages/about/", "About"),
        ("/api/", "API"),
        ("/login/", "Log in"),
    ],
    footer=[
        ("/pages/legal/", "Legal notice"),
        ("http://opendatasoft.test/", "Powered by Opendatasoft"),
    ],
    title_format="{title} — {name}",
)
ODS_SETS = {
    "hotel-occupancy-monthly": "Hotel occupancy rate by month and category",
    "museum-attendance-2015-2025": "Museum attendance 2015-2025",
}


def _ods_urls(d: str) -> list[str]:
    api = f"/api/explore/v2.1/catalog/datasets/{d}"
    return [
        f"/explore/dataset/{d}/information/",
        f"/explore/dataset/{d}/table/",
        f"/explore/dataset/{d}/analyze/",
        f"/explore/dataset/{d}/export/",
        f"/explore/dataset/{d}/api/",
        f"{api}/exports/csv",
        f"{api}/exports/json",
        f"{api}/attachments/methodology_pdf",
    ]


def _ods_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for d, t in ODS_SETS.items():
        u = _ods_urls(d)
        tabs = links(
            [
                (u[0], "Information"),
                (u[1], "Table"),
                (u[2], "Analyze"),
                (u[3], "Export"),
                (u[4], "API"),
            ]
        )
        pages[u[0]] = ODS.page(
            t,
            tabs + f"<h1>{escape(t)}</h1>"
            f'<p>Theme: <a href="/explore/?refine.theme=Tourism">Tourism</a> · Publisher: <a href="/explore/?refine.publisher=Observatoire">Observatoire</a></p>'
            f'<p>Attachment: <a href="{u[7]}">methodology.pdf</a></p>',
        )
        for k in (1, 2, 4):
            pages[u[k]] = ODS.page(t, tabs)
        pages[u[3]] = ODS.page(t, tabs + links([(u[5], "CSV"), (u[6], "JSON")]))
        pages[u[5]] = csv("month;category;rate", "2025-01;3*;61.2")
        pages[u[6]] = text("[]", "application/json")
        pages[u[7]] = pdf_doc(t, "Methodology")
    return [ODS.site(pages)]  # type: ignore[arg-type]


# --- InvenioRDM institutional repository with FAIR Signposting --------------------------
IN = portal(
    "rdm",
    "leisureuniv",
    "Leisure University Research Data",
    menu=[
        ("/communities", "Communities"),
        ("/search", "Search"),
        ("/login/", "Log in"),
        ("/signup/", "Sign up"),
    ],
    footer=[("/help/search", "Help"), ("http://inveniosoftware.test/", "Powered by InvenioRDM")],
    title_format="{title} | {name}",
)
IN_RECS = {
    "4g7f2-pq831": (
        "Sports tourism spectator survey, Tour de Flandres 2025",
        ["spectators.csv", "questionnaire.pdf"],
    ),
    "zt9m0-3hb47": ("Theme park queue times and guest satisfaction", ["queues.parquet"]),
}


def _in_parts(r: str) -> tuple[list[str], list[str]]:
    items = [f"/records/{r}/files/{f}" for f in IN_RECS[r][1]]
    return items, [f"/records/{r}/export/datacite-json", f"/records/{r}/export/dcat-ap"]


def _in_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for r, (t, _files) in IN_RECS.items():
        items, described = _in_parts(r)
        link = ", ".join(
            [
                f'<http://doi.test/10.5555/lu.{r}> ; rel="cite-as"',
                '<http://orcid.test/0000-0003-1415-9265> ; rel="author"',
                '<http://schema.test/Dataset> ; rel="type"',
                '<http://creativecommons.test/licenses/by/4.0/legalcode> ; rel="license"',
            ]
            + [f'<{IN.url(i)}> ; rel="item"' for i in items]
            + [f'<{IN.url(d)}> ; rel="describedby"' for d in described]
        )
        body = IN.page(
            t,
            f"<h1>{escape(t)}</h1><p>Published 2025 | Version v1 | Dataset</p>"
            f'<p><a href="http://orcid.test/0000-0003-1415-9265">V. Claes</a></p>'
            + "<table>"
            + "".join(
                f'<tr><td><a href="{i}">{i.rsplit("/", 1)[1]}</a></td><td><a href="{i}?download=1">Download</a></td></tr>'
                for i in items
            )
            + "</table>"
            + f'<p>Export: <a href="{described[0]}">DataCite JSON</a> <a href="{described[1]}">DCAT</a></p>'
            f'<p>Communities: <a href="/communities/sport-tourism">Sport tourism</a></p>'
            f'<p><a href="/records/{r}/latest">Latest version</a> · <a href="/search?q=parent.id:{r}&amp;f=allversions:true">All versions</a></p>',
        )
        pages[f"/records/{r}"] = Response.html(body, headers=[("Link", link)])
        for i in items:
            content = pdf_doc(t) if i.endswith(".pdf") else csv("id,value", "1,2")
            pages[i] = content
            pages[i + "?download=1"] = content
        for d in described:
            pages[d] = text(f'{{"titles": [{{"title": "{t}"}}]}}', "application/json")
        pages[f"/records/{r}/latest"] = Response.redirect(f"/records/{r}")
    pages["/communities/sport-tourism"] = IN.page("Sport tourism", "<h1>Sport tourism</h1>")
    return [IN.site(pages)]  # type: ignore[arg-type]


# --- DSpace 7/8 with signposting (HTTP Link headers and <link> in head) -----------------
DS = portal(
    "repository",
    "tourismpolytech",
    "Tourism Polytechnic Repository",
    menu=[
        ("/community-list", "All of DSpace"),
        ("/statistics", "Statistics"),
        ("/login", "Log In"),
    ],
    footer=[
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send Feedback"),
    ],
    title_format="{title}",
    home_title="Tourism Polytechnic Repository :: Home",
)
DS_ITEMS = {
    "3f9a1c2e-7b64-4d1a-9e0f-5c8b2a7d6e41": (
        "Wine tourism in the Douro valley: visitor profile study",
        "2a6c8e0f-1b3d-4f5a-8c7e-9d0b1a2c3e4f",
        "20.500.12345/881",
    ),
    "b71d0e94-2c3a-4f58-a6e1-0d9c8b7a6f52": (
        "Accessible tourism audit of twelve city hotels",
        "5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c",
        "20.500.12345/902",
    ),
}


def _ds_parts(u: str) -> list[str]:
    bid = DS_ITEMS[u][1]
    return [f"/items/{u}", f"/bitstreams/{bid}/download", f"/server/signposting/describedby/{u}"]


def _ds_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for u, (t, _bid, hdl) in DS_ITEMS.items():
        land, bit, desc = _ds_parts(u)
        sp = [
            (f"http://hdl.test/{hdl}", "cite-as", ""),
            (DS.url(bit), "item", ' ; type="application/pdf"'),
            (DS.url(desc), "describedby", ' ; type="application/vnd.datacite.datacite+xml"'),
            (
                DS.url(f"/server/signposting/linksets/{u}"),
                "linkset",
                ' ; type="application/linkset"',
            ),
        ]
        head = "".join(
            f'<link href="{h}" rel="{r}">'
            for h, r, _ in sp
            if r in ("item", "describedby", "cite-as")
        )
        body = DS.page(
            t,
            f'<ds-item-page><h1 class="item-page-title-field">{escape(t)}</h1>'
            f'<div class="file-section"><a href="{bit}">{escape(t)}.pdf (1.2 MB)</a></div>'
            f'<div>URI: <a href="http://hdl.test/{hdl}">http://hdl.test/{hdl}</a></div>'
            f'<div>Collections: <a href="/collections/7c1e0a2d-0000-4000-8000-000000000001">Tourism theses</a></div>'
            f'<a href="/items/{u}/full">Full item page</a></ds-item-page>',
            head=head,
        )
        pages[land] = Response.html(
            body, headers=[("Link", ", ".join(f'<{h}> ; rel="{r}"{x}' for h, r, x in sp))]
        )
        pages[bit] = pdf_doc(t)
        pages[desc] = text(
            f"<resource><titles><title>{escape(t)}</title></titles></resource>",
            "application/vnd.datacite.datacite+xml",
        )
        pages[f"/server/signposting/linksets/{u}"] = text("{}", "application/linkset+json")
        pages[f"/items/{u}/full"] = DS.page(
            t, f"<table><tr><td>dc.title</td><td>{escape(t)}</td></tr></table>"
        )
    pages["/collections/7c1e0a2d-0000-4000-8000-000000000001"] = DS.page(
        "Tourism theses", "<h1>Tourism theses</h1>"
    )
    return [DS.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # CKAN dataset: like the seed's GBIF, the dataset name recurs in every URI of the
    # dataset (resources, downloads, activity and groups tabs, API, RDF) but not all sit
    # under one path: Significant String from URI; truth = those URIs (organization, group,
    # tag, licence and API root lack it).
    *[
        case(
            f"ckan-{n.split('-')[0]}",
            "CKAN (regional open data)",
            "dataset",
            "sig_uri",
            CK.url(f"/dataset/{n}"),
            [CK.url(x) for x in _ck_urls(n)],
            _ck_sites,
        )
        for n in CK_SETS
    ],
    # Opendatasoft: the entry is the Information tab; its sibling tabs and the v2.1 API
    # exports and attachment share the dataset id, not the entry's path: Significant String
    # from URI; truth = the five tabs, two exports and the methodology attachment.
    *[
        case(
            f"ods-{d.split('-')[0]}",
            "Opendatasoft (city tourism data)",
            "dataset",
            "sig_uri",
            ODS.url(_ods_urls(d)[0]),
            [ODS.url(x) for x in _ods_urls(d)],
            _ods_sites,
        )
        for d in ODS_SETS
    ],
    # InvenioRDM record with FAIR Signposting in its Link header: an archivist follows the
    # declared boundary; truth = the record, its rel=item files and rel=describedby exports
    # (cite-as DOI, author ORCID, type and licence are off-portal; ?download=1 copies,
    # communities and version search are not declared).
    *[
        case(
            f"invenio-{r.split('-')[0]}",
            "InvenioRDM (institutional data)",
            "dataset",
            "signposting",
            IN.url(f"/records/{r}"),
            [IN.url(x) for x in (f"/records/{r}", *_in_parts(r)[0], *_in_parts(r)[1])],
            _in_sites,
        )
        for r in IN_RECS
    ],
    # DSpace 7/8 item with signposting: truth = item page, its bitstream (rel=item) and the
    # DataCite describedby record; the linkset, handle, full item page and collection are
    # not part of the declared boundary.
    *[
        case(
            f"dspace-{u[:8]}",
            "DSpace (tourism polytechnic)",
            "report",
            "signposting",
            DS.url(f"/items/{u}"),
            [DS.url(x) for x in _ds_parts(u)],
            _ds_sites,
        )
        for u in DS_ITEMS
    ],
]
