"""Portals that announce an artifact's boundary with Signposting (typed Link headers and
<link> elements): an InvenioRDM community repository and a DSpace 7 repository."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response
from sites.portals._portal import Case, Portal, case

from ._kit import footer, host, one_site, pdf_file, text

# ---------------------------------------------------------------- InvenioRDM

RDM = Portal(
    host=host("records", "dpcommons"),
    name="DP Commons",
    menu=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads", "Upload"),
        ("/help/faq", "Help"),
    ],
    footer=footer((("/help/terms", "Terms of use"), ("/api", "API"))),
    title_format="{title} | {name}",
)
RDM_RECS = {
    "ab12c-3de45": (
        "iPRES 2025 paper: Emulation as a service for born-digital theses",
        ["ipres2025-paper-41.pdf", "ipres2025-slides-41.pdf"],
        "10.70117/dpc.1401",
    ),
    "q8w7e-r6t5y": (
        "Preservation workflow diagrams for audiovisual digitisation (BPMN)",
        ["av-workflows.bpmn", "av-workflows.pdf", "README.md"],
        "10.70117/dpc.1388",
    ),
}
RDM_EXPORTS = [
    ("json-ld", "application/ld+json"),
    ("datacite-xml", "application/vnd.datacite.datacite+xml"),
    ("dcat-ap", "application/rdf+xml"),
]
CTYPES = {"pdf": "application/pdf", "bpmn": "application/xml", "md": "text/markdown"}


def rdm_truth(rid: str) -> list[str]:
    _t, files, _d = RDM_RECS[rid]
    return (
        [RDM.url(f"/records/{rid}")]
        + [RDM.url(f"/records/{rid}/files/{f}") for f in files]
        + [RDM.url(f"/records/{rid}/export/{e}") for e, _c in RDM_EXPORTS]
    )


def _rdm_pages() -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {
        "/communities/ipres": RDM.page("iPRES", "<h1>iPRES community</h1>")
    }
    for rid, (title, files, doi) in RDM_RECS.items():
        base = f"/records/{rid}"
        link = [
            f'<https://doi.test/{doi}>; rel="cite-as"',
            '<https://orcid.test/0000-0001-5109-3700>; rel="author"',
            '<http://creativecommons.test/licenses/by/4.0/legalcode>; rel="license"',
            '<https://schema.test/ScholarlyArticle>; rel="type"',
            '<https://schema.test/AboutPage>; rel="type"',
        ]
        head = ""
        for f in files:
            ct = CTYPES[f.rsplit(".", 1)[1]]
            link.append(f'<{RDM.url(base + "/files/" + f)}>; rel="item"; type="{ct}"')
            head += f'<link rel="item" href="{base}/files/{f}" type="{ct}">'
            pages[f"{base}/files/{f}"] = (
                pdf_file(title, doi) if f.endswith(".pdf") else text(f"{title}\n", ct)
            )
        for e, ct in RDM_EXPORTS:
            link.append(f'<{RDM.url(base + "/export/" + e)}>; rel="describedby"; type="{ct}"')
            head += f'<link rel="describedby" href="{base}/export/{e}" type="{ct}">'
            pages[f"{base}/export/{e}"] = text(
                f"<record><title>{escape(title)}</title></record>\n", ct
            )
        flist = "".join(
            f'<tr><td><a href="{base}/files/{f}?download=1">{f}</a></td><td><a href="{base}/preview/{f}">Preview</a></td></tr>'
            for f in files
        )
        exports = "".join(f'<li><a href="{base}/export/{e}">{e}</a></li>' for e, _c in RDM_EXPORTS)
        body = (
            f'<section id="record-info"><h1 id="record-title">{escape(title)}</h1>'
            '<p class="creatibutors"><a href="/search?q=metadata.creators.person_or_org.name:%22Kim%2C%20Soo%22">Kim, Soo</a></p>'
            f'<p>DOI <a href="https://doi.test/{doi}">{doi}</a></p>'
            f'<table class="files">{flist}</table>'
            f'<div class="export"><h2>Export</h2><ul>{exports}</ul></div>'
            '<div class="communities"><a href="/communities/ipres">iPRES</a></div>'
            '<p>Versions: <a href="/search?q=parent.id:xy9z0&amp;f=allversions:true">View all 2 versions</a></p></section>'
        )
        resp = Response.html(RDM.page(title, body, head=head), headers=[("Link", ", ".join(link))])
        pages[base] = resp
        for f in files:
            pages[f"{base}/files/{f}?download=1"] = pages[f"{base}/files/{f}"]
            pages[f"{base}/preview/{f}"] = RDM.page(f, f"<h1>Preview of {escape(f)}</h1>")
    return pages


# ---------------------------------------------------------------- DSpace 7

DS7 = Portal(
    host=host("repository", "heritageuni"),
    name="Heritage University Repository",
    menu=[
        ("/community-list", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/browse/title", "By Title"),
        ("/statistics", "Statistics"),
    ],
    footer=footer(
        (("/info/end-user-agreement", "End User Agreement"), ("/info/feedback", "Send Feedback"))
    ),
    title_format="{title}",
    home_title="Heritage University Repository",
)
DS7_ITEM = "4f1e6b2a-8c3d-4e5f-9a7b-1c2d3e4f5a6b"
DS7_BITS = [
    (
        "b9d1c2e3-0f4a-4b5c-8d6e-7f8091a2b3c4",
        "Thesis_Archival_Appraisal_Email.pdf",
        "application/pdf",
    ),
    ("c0e2d3f4-1a5b-4c6d-9e7f-8091a2b3c4d5", "Appendix_Interview_Protocol.pdf", "application/pdf"),
]


def _ds7_pages() -> dict[str, PageValue]:
    title = "Appraising email archives of university presidents: a doctoral thesis"
    link = ['<https://hdl.handle.test/20.500.14021/3301>; rel="cite-as"']
    head = ""
    files = ""
    pages: dict[str, PageValue] = {}
    for uid, name, ct in DS7_BITS:
        u = f"/bitstreams/{uid}/download"
        link.append(f'<{DS7.url(u)}>; rel="item"; type="{ct}"')
        head += f'<link rel="item" href="{u}" type="{ct}">'
        files += f'<div class="file-section"><a href="{u}">{name}</a> (1.2 MB)</div>'
        pages[u] = pdf_file(title if "Thesis" in name else "Appendix", name)
    desc = f"/server/signposting/describedby/{DS7_ITEM}"
    lset = f"/server/signposting/linksets/{DS7_ITEM}/json"
    link.append(
        f'<{DS7.url(desc)}>; rel="describedby"; type="application/vnd.datacite.datacite+xml"'
    )
    link.append(f'<{DS7.url(lset)}>; rel="linkset"; type="application/linkset+json"')
    link.append('<http://purl.test/coar/resource_type/c_db06>; rel="type"')
    head += f'<link rel="describedby" href="{desc}" type="application/vnd.datacite.datacite+xml">'
    head += f'<link rel="linkset" href="{lset}" type="application/linkset+json">'
    pages[desc] = text(
        f"<resource><titles><title>{title}</title></titles></resource>\n",
        "application/vnd.datacite.datacite+xml",
    )
    pages[lset] = text('{"linkset": []}\n', "application/linkset+json")
    body = (
        f'<ds-item-page><h1 class="item-page-title-field">{escape(title)}</h1>'
        f'<div class="item-page-field">Files {files}</div>'
        '<div class="item-page-field"><h2>Authors</h2><a href="/browse/author?value=Nakamura,%20Yuki">Nakamura, Yuki</a></div>'
        '<div class="item-page-field"><h2>URI</h2><a href="/handle/20.500.14021/3301">'
        f"http://{DS7.host}/handle/20.500.14021/3301</a></div>"
        f'<a class="btn" href="/items/{DS7_ITEM}/full">Full item page</a>'
        '<div class="item-page-field"><h2>Collections</h2><a href="/collections/7e2c9b4d-0000-4000-8000-00000000a001">Doctoral theses</a></div>'
        "</ds-item-page>"
    )
    pages[f"/items/{DS7_ITEM}"] = Response.html(
        DS7.page(title, body, head=head), headers=[("Link", ", ".join(link))]
    )
    pages[f"/items/{DS7_ITEM}/full"] = DS7.page(
        title,
        f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>",
    )
    pages["/handle/20.500.14021/3301"] = Response.redirect(f"/items/{DS7_ITEM}", 301)
    return pages


DS7_TRUTH = (
    [DS7.url(f"/items/{DS7_ITEM}")]
    + [DS7.url(f"/bitstreams/{u}/download") for u, _n, _c in DS7_BITS]
    + [
        DS7.url(f"/server/signposting/describedby/{DS7_ITEM}"),
        DS7.url(f"/server/signposting/linksets/{DS7_ITEM}/json"),
    ]
)

# ---------------------------------------------------------------- the cases

CASES: list[Case] = [
    # InvenioRDM sends FAIR Signposting on every record: the Link header (and the <link>
    # elements) name the files (rel=item) and metadata exports (rel=describedby); the seed's
    # Signposting "informs crawlers of this boundary".  Truth: landing page, items, exports
    # (cite-as DOI, ORCID, licence and type are off-portal / vocabulary, not members).
    case(
        "dpcommons-ipres-emulation-paper",
        "InvenioRDM (community repository record)",
        "multi-hop",
        "signposting",
        RDM.url("/records/ab12c-3de45"),
        rdm_truth("ab12c-3de45"),
        one_site(RDM, _rdm_pages),
    ),
    # A workflow deposit (BPMN + PDF + README): same Signposting, three items.
    case(
        "dpcommons-av-workflows",
        "InvenioRDM (workflow deposit)",
        "multi-hop",
        "signposting",
        RDM.url("/records/q8w7e-r6t5y"),
        rdm_truth("q8w7e-r6t5y"),
        one_site(RDM, _rdm_pages),
    ),
    # DSpace 7 emits Signposting: items are the bitstream downloads, describedby the DataCite
    # record, plus the linkset document; cite-as is the handle on the (off-portal) resolver.
    # Truth: entry, 2 bitstreams, describedby, linkset.
    case(
        "heritageuni-email-thesis",
        "DSpace (7, signposting)",
        "multi-hop",
        "signposting",
        DS7.url(f"/items/{DS7_ITEM}"),
        DS7_TRUTH,
        one_site(DS7, _ds7_pages),
    ),
]
