"""Signposted artifacts: an InvenioRDM compound-screening data repository and a DSpace 7
institutional repository of a drug-discovery institute, both sending FAIR Signposting
Link headers (cite-as, describedby, item, license, type) on their landing pages."""

from __future__ import annotations

import json

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, csv_file, full_site, host, pdf_file, signposted, text_file, zip_file

# --- InvenioRDM ---------------------------------------------------------------------------

IR = Portal(
    host=host("data", "screeninghub"),
    name="ScreeningHub",
    menu=[
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/uploads/new", "New upload"),
        ("/help/search", "Help"),
    ],
    footer=[
        ("/about", "About"),
        ("/policies", "Policies"),
        ("http://inveniosoftware.test/", "Powered by InvenioRDM"),
        ("/api", "Developers"),
    ],
    title_format="{title}",
    home_title="ScreeningHub",
)
IR_RECS = {
    "8x2kq-7fz31": (
        "Primary HTS of 120,000 compounds against SARS-CoV-2 Mpro (FRET)",
        ["mpro_primary_screen.csv", "assay_protocol.pdf"],
        "10.83150/screeninghub.8x2kq-7fz31",
    ),
    "q4mtd-0p9r8": (
        "Kinome-wide selectivity profiling of 48 clinical kinase inhibitors",
        ["kinobeads_pulldown.csv", "compound_smiles.csv", "analysis_notebook.zip"],
        "10.83150/screeninghub.q4mtd-0p9r8",
    ),
}


def ir_signposts(rid: str) -> list[tuple[str, str, str]]:
    _t, files, doi = IR_RECS[rid]
    return [
        (f"http://doi.test/{doi}", "cite-as", ""),
        (IR.url(f"/api/records/{rid}"), "describedby", "application/json"),
        (
            IR.url(f"/records/{rid}/export/datacite-xml"),
            "describedby",
            "application/x-datacite+xml",
        ),
        *((IR.url(f"/records/{rid}/files/{f}"), "item", _ctype(f)) for f in files),
        ("http://creativecommons.test/licenses/by/4.0/legalcode", "license", ""),
        ("http://schema.test/Dataset", "type", ""),
    ]


def _ctype(f: str) -> str:
    return {"csv": "text/csv", "pdf": "application/pdf", "zip": "application/zip"}[
        f.rsplit(".", 1)[1]
    ]


def _file(f: str, title: str) -> object:
    ext = f.rsplit(".", 1)[1]
    if ext == "csv":
        return csv_file("compound_id,inhibition_pct", "SH-000123,87.1")
    if ext == "pdf":
        return pdf_file(title, "Protocol")
    return zip_file(f)


def ir_site() -> list[Site]:
    pages: dict[str, object] = {}
    for rid, (title, files, doi) in IR_RECS.items():
        head = "".join(
            f'<link rel="{rel}" href="{t}"' + (f' type="{ct}"' if ct else "") + ">"
            for t, rel, ct in ir_signposts(rid)
            if rel in ("item", "describedby", "cite-as")
        )
        rows = "".join(
            f"<tr><td>{a(f'/records/{rid}/preview/{f}', f)}</td><td>"
            f"{a(f'/records/{rid}/files/{f}?download=1', 'Download')}</td></tr>"
            for f in files
        )
        main = f"""<section id="record-info"><span class="ui label">Published March 4, 2026</span>
<span class="ui label">Version v1</span><h1 id="record-title">{title}</h1>
<p class="creatibutors">{a("/search?q=metadata.creators.person_or_org.name:%22Sato,%20Yuki%22", "Sato, Yuki")}</p>
<div id="description"><p>Raw and normalised readouts, plate maps and protocol.</p></div>
<h2>Files</h2><table class="ui table files">{rows}</table>
{a(f"/records/{rid}/files-archive", "Download all")}
<h3>Versions</h3>{a(f"/search?q=parent.id:{rid[:5]}&f=allversions:true", "View all versions")}
<h3>Communities</h3>{a("/communities/antiviral-screening", "Antiviral screening")}
<h3>Export</h3>{a(f"/records/{rid}/export/json", "JSON")} {a(f"/records/{rid}/export/datacite-xml", "DataCite XML")}
<p>DOI: {a(f"http://doi.test/{doi}", doi)}</p></section>"""
        pages[f"/records/{rid}"] = signposted(IR.page(title, main, head=head), ir_signposts(rid))
        pages[f"/api/records/{rid}"] = text_file(
            json.dumps({"id": rid, "metadata": {"title": title}}), "application/json"
        )
        pages[f"/records/{rid}/export/datacite-xml"] = text_file(
            f"<resource><titles><title>{title}</title></titles></resource>",
            "application/xml",
        )
        pages[f"/records/{rid}/export/json"] = pages[f"/api/records/{rid}"]
        pages[f"/records/{rid}/files-archive"] = zip_file(rid)
        for f in files:
            pages[f"/records/{rid}/files/{f}"] = _file(f, title)
            pages[f"/records/{rid}/files/{f}?download=1"] = _file(f, title)
            pages[f"/records/{rid}/preview/{f}"] = IR.page(f, f"<h1>Preview {f}</h1>")
        pages["/communities/antiviral-screening"] = IR.page("Antiviral screening", "<h1>C</h1>")
    return [full_site(IR, pages)]  # type: ignore[arg-type]


# --- DSpace 7 -------------------------------------------------------------------------------

DS = Portal(
    host=host("repository", "ddi-institute"),
    name="Drug Discovery Institute Repository",
    menu=[
        ("/community-list", "Communities & Collections"),
        ("/browse/dateissued", "By Issue Date"),
        ("/browse/author", "By Author"),
        ("/browse/title", "By Title"),
        ("/statistics", "Statistics"),
    ],
    footer=[
        ("/info/privacy", "Privacy policy"),
        ("/info/end-user-agreement", "End User Agreement"),
        ("/info/feedback", "Send Feedback"),
        ("http://dspace.test/", "DSpace software"),
    ],
    title_format="{title}",
    home_title="Drug Discovery Institute Repository",
)
DS_ITEMS = {
    "3f9c1d2e-5b7a-4c8e-a1d0-6e2f4b9c7a13": (
        "Preclinical efficacy of a first-in-class NLRP3 inhibitor in a murine colitis model",
        "20.500.14112/4418",
        [
            ("b2c4e6f8-0a1c-4e3f-9b5d-7f1e3a5c9d21", "Study_report.pdf"),
            ("d8e0f2a4-6c8e-4a0b-8d2f-1b3d5f7a9c43", "Histology_scores.csv"),
        ],
    ),
    "7a1b3c5d-9e0f-4a2b-8c4d-6e8f0a2b4c65": (
        "Structure-based design of allosteric SHP2 inhibitors: crystallography data",
        "20.500.14112/4502",
        [("e1f3a5c7-9b0d-4f2a-8c4e-5d7f9a1b3c87", "SHP2_structures_and_maps.zip")],
    ),
}


def ds_signposts(uuid: str) -> list[tuple[str, str, str]]:
    _t, hdl, bits = DS_ITEMS[uuid]
    return [
        (f"http://hdl.test/{hdl}", "cite-as", ""),
        (
            DS.url(f"/server/signposting/describedby/{uuid}"),
            "describedby",
            "application/vnd.datacite.datacite+xml",
        ),
        *((DS.url(f"/bitstreams/{b}/download"), "item", _dctype(n)) for b, n in bits),
        ("http://schema.test/AboutPage", "type", ""),
        ("http://schema.test/ScholarlyArticle", "type", ""),
    ]


def _dctype(n: str) -> str:
    return {"pdf": "application/pdf", "csv": "text/csv", "zip": "application/zip"}[
        n.rsplit(".", 1)[1]
    ]


def ds_site() -> list[Site]:
    pages: dict[str, object] = {}
    for uuid, (title, hdl, bits) in DS_ITEMS.items():
        files = "".join(
            f'<div class="file-section">{a(f"/bitstreams/{b}/download", n)} '
            f"<span>({n.rsplit('.', 1)[1].upper()})</span></div>"
            for b, n in bits
        )
        main = f"""<ds-item-page><div class="item-page"><h1 class="item-page-title-field">{title}</h1>
<ds-item-page-file-section><h2>Files</h2>{files}</ds-item-page-file-section>
<div class="simple-view-element"><h2>Date</h2>2025-09-18</div>
<div class="simple-view-element"><h2>Authors</h2>{a("/browse/author?value=Moreau,%20Claire", "Moreau, Claire")}</div>
<div class="simple-view-element"><h2>URI</h2>{a(f"http://hdl.test/{hdl}", f"http://hdl.test/{hdl}")}</div>
<div class="simple-view-element"><h2>Collections</h2>{a("/collections/11c3e5a7-0000-4000-8000-000000000042", "Preclinical pharmacology")}</div>
{a(f"/items/{uuid}/full", "Full item page", "btn")}</div></ds-item-page>"""
        head = "".join(
            f'<link rel="{rel}" href="{t}" type="{ct}">'
            for t, rel, ct in ds_signposts(uuid)
            if rel in ("item", "describedby")
        )
        pages[f"/items/{uuid}"] = signposted(DS.page(title, main, head=head), ds_signposts(uuid))
        pages[f"/items/{uuid}/full"] = DS.page(title, f"<h1>{title}</h1><table>dc.title</table>")
        pages[f"/server/signposting/describedby/{uuid}"] = text_file(
            f'<resource xmlns="http://datacite.org/schema/kernel-4"><titles><title>{title}'
            "</title></titles></resource>",
            "application/vnd.datacite.datacite+xml",
        )
        for b, n in bits:
            pages[f"/bitstreams/{b}/download"] = _file(n, title)
    return [full_site(DS, pages, ["/collections/11c3e5a7-0000-4000-8000-000000000042"])]  # type: ignore[arg-type]


CASES: list[Case] = []

# InvenioRDM landing pages send Signposting: the archivist follows the machine-readable
# boundary the portal declares (the seed: "Signposting ... informs crawlers of this
# boundary").  Truth: the landing page, its describedby metadata (JSON, DataCite XML) and
# its items (the files as the Link header names them).  cite-as (DOI), licence and type
# point off the portal; previews, ?download=1 variants, the all-files archive and the
# communities are not what the portal declares.
for rid in IR_RECS:
    CASES.append(
        case(
            f"inveniordm-{rid}",
            "InvenioRDM (compound screening data repository)",
            "Single Hop",
            "signposting",
            IR.url(f"/records/{rid}"),
            [IR.url(f"/records/{rid}")]
            + [t for t, rel, _c in ir_signposts(rid) if rel in ("item", "describedby")],
            ir_site,
        )
    )

# DSpace 7 item pages send Signposting too (cite-as handle, describedby DataCite XML, item
# bitstreams): Signposting.  Truth: the item page, the describedby record and the
# bitstreams.  The Angular item page links its bitstreams directly; the full item page,
# author browse and collection are not declared.
for uuid in DS_ITEMS:
    CASES.append(
        case(
            f"dspace7-{uuid[:8]}",
            "DSpace (drug discovery institute repository)",
            "Single Hop",
            "signposting",
            DS.url(f"/items/{uuid}"),
            [DS.url(f"/items/{uuid}")]
            + [t for t, rel, _c in ds_signposts(uuid) if rel in ("item", "describedby")],
            ds_site,
        )
    )
