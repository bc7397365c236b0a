"""Repositories of the theme that signpost their artifacts (HTTP Link headers mirrored by
<link> elements): a DSpace 7 railway-research repository and an InvenioRDM
aviation-research data repository.  The seed names Signposting as the machine-friendly
statement of an artifact's boundary: the artifact is the landing page plus what it
signposts on the portal (items, describedby, linkset)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import head_links, host, pdf_file, signposted, text_file

# --- DSpace 7 ---------------------------------------------------------------------------

DS = Portal(
    host("dspace", "railwayresearch"),
    "Railway Research Repository",
    [
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/statistics", "Statistics"),
    ],
    [
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/privacy", "Privacy policy"),
        ("/info/feedback", "Send Feedback"),
    ],
    title_format="{title}",
)
DS_ITEMS = [
    (
        "5a0c1f2e-7b3d-4c8e-9f10-2a3b4c5d6e7f",
        "Wheel-rail adhesion in autumn leaf-fall: a field measurement campaign",
        [
            ("b1c2d3e4-0001-4a5b-8c7d-112233445566", "adhesion_report.pdf"),
            ("b1c2d3e4-0002-4a5b-8c7d-112233445566", "tribometer_runs.csv"),
        ],
        "10.80001/rrr.2025.41",
    ),
    (
        "7e6d5c4b-3a29-4180-b7c6-d5e4f3a2b1c0",
        "ETCS Level 2 migration costs on secondary lines",
        [("c9d8e7f6-0003-4b5a-9d8c-665544332211", "etcs_costs_thesis.pdf")],
        "10.80001/rrr.2025.57",
    ),
]


def _ds_links(uuid: str, files: list[tuple[str, str]], doi: str) -> list[tuple[str, str, str]]:
    out = [
        (f"http://doi.test/{doi}", "cite-as", ""),
        ("http://schema.test/ScholarlyArticle", "type", ""),
    ]
    out += [
        (
            DS.url(f"/bitstreams/{b}/download"),
            "item",
            "application/pdf" if f.endswith(".pdf") else "text/csv",
        )
        for b, f in files
    ]
    out += [
        (
            DS.url(f"/signposting/describedby/{uuid}"),
            "describedby",
            "application/vnd.datacite.datacite+xml",
        ),
        (DS.url(f"/signposting/linksets/{uuid}"), "linkset", "application/linkset"),
        (DS.url(f"/signposting/linksets/{uuid}/json"), "linkset", "application/linkset+json"),
        ("http://creativecommons.test/licenses/by/4.0/", "license", ""),
    ]
    return out


def dspace_site() -> Site:
    pages: dict = {}
    for uuid, title, files, doi in DS_ITEMS:
        sp = _ds_links(uuid, files, doi)
        main = (
            f'<ds-item-page><h1 class="item-page-title-field">{escape(title)}</h1>'
            '<div class="item-page-field"><h5>Files</h5>'
            + links([(f"/bitstreams/{b}/download", f) for b, f in files])
            + "</div>"
            f'<div class="item-page-field"><h5>URI</h5><a href="http://doi.test/{doi}">https://doi.org/{doi}</a></div>'
            '<div class="item-page-field"><h5>Collections</h5><a href="/collections/0c0c0c0c-1111-2222-3333-444455556666">'
            "Technical reports</a></div>"
            f'<a class="btn" href="/items/{uuid}/full">Full item page</a></ds-item-page>'
        )
        pages[f"/items/{uuid}"] = signposted(DS.page(title, main, head=head_links(sp)), sp)
        pages[f"/items/{uuid}/full"] = DS.page(
            title, f"<table><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>"
        )
        for b, f in files:
            pages[f"/bitstreams/{b}/download"] = (
                pdf_file(title, f)
                if f.endswith(".pdf")
                else text_file("run,mu\n1,0.08\n", "text/csv")
            )
        pages[f"/signposting/describedby/{uuid}"] = text_file(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles><title>{escape(title)}</title></titles></resource>',
            "application/vnd.datacite.datacite+xml",
        )
        pages[f"/signposting/linksets/{uuid}"] = text_file(
            ",\n".join(
                f'<{u}> ; rel="{r}" ; anchor="{DS.url("/items/" + uuid)}"' for u, r, _t in sp
            ),
            "application/linkset",
        )
        pages[f"/signposting/linksets/{uuid}/json"] = text_file(
            '{"linkset": [{"anchor": "' + DS.url("/items/" + uuid) + '"}]}',
            "application/linkset+json",
        )
    return DS.site(pages)


def dspace_truth(uuid: str, files: list[tuple[str, str]]) -> list[str]:
    return [
        DS.url(f"/items/{uuid}"),
        DS.url(f"/signposting/describedby/{uuid}"),
        DS.url(f"/signposting/linksets/{uuid}"),
        DS.url(f"/signposting/linksets/{uuid}/json"),
    ] + [DS.url(f"/bitstreams/{b}/download") for b, _f in files]


# --- InvenioRDM ----------------------------------------------------------------------------

RDM = Portal(
    host("data", "aviationresearch"),
    "Aviation Research Data",
    [
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/login/", "Log in"),
    ],
    [
        ("/help/about", "About"),
        ("/help/privacy-policy", "Privacy policy"),
        ("/help/terms", "Terms of use"),
    ],
    title_format="{title} | {name}",
)
RDM_ITEMS = [
    (
        "8k2f1-9xq44",
        "Bird-strike reports at regional airports, 2015-2025 (cleaned)",
        ["birdstrikes_2015_2025.csv", "README.md"],
        "aviation-safety",
        "3tv0p-7ab12",
    ),
    (
        "qz7me-1c3d5",
        "Contrail-avoidance flight trials: ADS-B tracks and humidity soundings",
        ["adsb_tracks.parquet"],
        "climate-aviation",
        "",
    ),
]
RDM_EXPORTS = [
    ("json", "application/json"),
    ("datacite-xml", "application/x-datacite+xml"),
    ("dcat-ap", "application/dcat+xml"),
]


def _rdm_links(rid: str, files: list[str]) -> list[tuple[str, str, str]]:
    out = [
        (f"http://doi.test/10.80002/aviation.{rid}", "cite-as", ""),
        ("http://schema.test/Dataset", "type", ""),
    ]
    out += [(RDM.url(f"/records/{rid}/export/{e}"), "describedby", t) for e, t in RDM_EXPORTS]
    out += [
        (RDM.url(f"/records/{rid}/files/{f}?download=1"), "item", "application/octet-stream")
        for f in files
    ]
    out += [(RDM.url(f"/api/records/{rid}"), "linkset", "application/linkset+json")]
    out += [("http://creativecommons.test/licenses/by/4.0/", "license", "")]
    return out


def rdm_site() -> Site:
    pages: dict = {}
    for rid, title, files, comm, older in RDM_ITEMS:
        sp = _rdm_links(rid, files)
        rows = "".join(
            f'<tr><td>{escape(f)}</td><td><a href="/records/{rid}/preview/{f}">Preview</a> '
            f'<a href="/records/{rid}/files/{f}?download=1">Download</a></td></tr>'
            for f in files
        )
        exports = links(
            [(f"/records/{rid}/export/{e}", e) for e, _t in RDM_EXPORTS]
            + [(f"/records/{rid}/export/bibtex", "BibTeX")]
        )
        versions = f'<a href="/records/{older}">Version v1.0</a>' if older else ""
        main = (
            f'<section id="record-info"><h1 id="record-title">{escape(title)}</h1>'
            f'<table class="files">{rows}</table><div id="export-record">{exports}</div>'
            f'<div class="communities"><a href="/communities/{comm}">{comm}</a></div>'
            f'<div class="versions">{versions}</div></section>'
        )
        pages[f"/records/{rid}"] = signposted(RDM.page(title, main, head=head_links(sp)), sp)
        for f in files:
            pages[f"/records/{rid}/files/{f}?download=1"] = Response.data(
                f.encode() + b"\n", "application/octet-stream"
            )
            pages[f"/records/{rid}/preview/{f}"] = RDM.page(f, f"<pre>{escape(f)}</pre>")
        for e, t in RDM_EXPORTS + [("bibtex", "application/x-bibtex")]:
            pages[f"/records/{rid}/export/{e}"] = text_file(f"{e}: {title}\n", t)
        pages[f"/api/records/{rid}"] = text_file('{"linkset": []}', "application/linkset+json")
        if older:
            pages[f"/records/{older}"] = RDM.page(
                title, f"<h1>{escape(title)}</h1><p>Version v1.0</p>"
            )
    return RDM.site(pages)


def rdm_truth(rid: str, files: list[str]) -> list[str]:
    return [RDM.url(f"/records/{rid}")] + [
        u for u, _r, _t in _rdm_links(rid, files) if u.startswith(RDM.origin)
    ]


CASES: list[Case] = [
    # DSpace 7 signposts its items: Signposting.  Truth: the item page, its bitstreams
    # (rel=item), the DataCite description (describedby) and the two linksets.  The full
    # item page, collection, browse links, DOI and licence (off-portal) are not signposted.
    *[
        case(
            f"dspace7-{uuid[:8]}",
            "DSpace 7 (railway-research repository)",
            "Single Hop",
            "signposting",
            DS.url(f"/items/{uuid}"),
            dspace_truth(uuid, files),
            lambda: [dspace_site()],
        )
        for uuid, _t, files, _d in DS_ITEMS
    ],
    # InvenioRDM signposts records (Zenodo's software): Signposting.  Truth: the record, its
    # file downloads (item), the JSON, DataCite and DCAT exports (describedby), the API
    # linkset.  Preview pages, the BibTeX export, the community and the older version (another
    # artifact) are not signposted.
    *[
        case(
            f"invenio-rdm-{rid}",
            "InvenioRDM (aviation-research data repository)",
            "Single Hop",
            "signposting",
            RDM.url(f"/records/{rid}"),
            rdm_truth(rid, files),
            lambda: [rdm_site()],
            others=[RDM.url(f"/records/{older}")] if older else [],
        )
        for rid, _t, files, _c, older in RDM_ITEMS
    ],
]
