"""Single-hop artifacts inside portal chrome (Single Page+ with Ignored URIs): a
Figshare-for-institutions pharmacy faculty repository, an EPrints pharmacy-school
repository and a CKAN open-data portal of a pharmacovigilance centre."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, csv_file, dl, full_site, host, pdf_file, text_file, zip_file

# --- Figshare for institutions -----------------------------------------------------------

FS = Portal(
    host=host("figshare", "pharmsci-univ"),
    name="Faculty of Pharmaceutical Sciences figshare",
    menu=[("/browse", "Browse"), ("/categories", "Categories"), ("/about", "About")],
    footer=[
        ("http://knowledge.figshare.test/", "Help"),
        ("http://figshare.test/privacy", "Privacy policy"),
        ("http://figshare.test/terms", "Terms"),
    ],
    title_format="{title}",
    home_title="Faculty of Pharmaceutical Sciences figshare",
)
NDL = host("ndownloader", "figstorage")

FS_ITEMS = {
    27118345: (
        "Dataset",
        "High-content imaging of drug-induced hepatotoxicity in HepaRG spheroids",
        [(48392011, "spheroid_features.csv"), (48392014, "plate_layout.xlsx")],
        "Pharmacology",
    ),
    28530117: (
        "Software",
        "PK-Sim model files for paediatric vancomycin dosing",
        [(50211873, "vancomycin_paediatric.pksim5"), (50211879, "README.txt")],
        "Pharmacometrics",
    ),
}


def _slug(t: str) -> str:
    return "_".join(t.replace(",", "").replace("-", "_").split())


def fs_path(iid: int) -> str:
    kind, title, _f, _c = FS_ITEMS[iid]
    return f"/articles/{kind.lower()}/{_slug(title)}/{iid}"


def fs_site() -> list[Site]:
    pages: dict[str, object] = {}
    files: dict[str, object] = {}
    for iid, (kind, title, fl, cat) in FS_ITEMS.items():
        rows = "".join(
            f'<li class="file">{name} {a(f"http://{NDL}/files/{fid}", "Download")}</li>'
            for fid, name in fl
        )
        main = f"""<div class="item-page"><h2 class="title">{title}</h2>
<p class="type">{kind} · posted on 2025-06-02 by {a("/authors/Anja_Keller/18822091", "Anja Keller")}</p>
<ul class="files">{rows}</ul>
<p>{a(f"http://{NDL}/articles/{iid}/versions/1", "Download all (2 files)", "download-all")}</p>
<div class="description">Data and files supporting the study.</div>
{dl([("Categories", a(f"/categories/{cat}", cat)), ("Keywords", a("/search?q=:keyword:%20DILI", "DILI")), ("Licence", a("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"))])}
<div class="cite">Cite: Keller, A. (2025). {title}. doi:
{a(f"http://doi.test/10.25377/pharmsci.{iid}.v1", f"10.25377/pharmsci.{iid}.v1")}</div></div>"""
        pages[fs_path(iid)] = FS.page(title, main, share=FS.url(fs_path(iid)))
        for fid, name in fl:
            files[f"/files/{fid}"] = (
                csv_file("well,area,intensity", "A01,312.4,0.88")
                if name.endswith(".csv")
                else text_file(f"{name}\n")
            )
        files[f"/articles/{iid}/versions/1"] = zip_file(f"{iid}")
        pages[f"/categories/{cat}"] = FS.page(cat, f"<h1>{cat}</h1>")
    ndl = Site(NDL)
    for p, v in files.items():
        ndl.add(p, v)  # type: ignore[arg-type]
    return [full_site(FS, pages, ["/authors/Anja_Keller/18822091"]), ndl]  # type: ignore[arg-type]


# --- EPrints: a school of pharmacy repository -----------------------------------------------

EP = Portal(
    host=host("eprints", "pharmacy-school"),
    name="School of Pharmacy Research Repository",
    menu=[
        ("/", "Home"),
        ("/information.html", "About"),
        ("/view/year/", "Browse by Year"),
        ("/view/divisions/", "Browse by Division"),
        ("/cgi/latest", "Latest Additions"),
    ],
    footer=[("/policies.html", "Policies"), ("/contact.html", "Contact")],
    title_format="{title} - {name}",
)
EP_ITEMS = {
    4127: (
        "Physiologically based pharmacokinetic modelling of rifampicin drug-drug interactions",
        [(1, "Thesis_final.pdf"), (7, "supplementary_tables.xlsx")],
    ),
    5093: (
        "In vitro ototoxicity screening of aminoglycoside analogues in cochlear explants",
        [(3, "Manuscript_AAM.pdf")],
    ),
}
EP_EXPORTS = [("BibTeX", "bib"), ("RIS", "ris"), ("DC", "txt")]


def ep_site() -> list[Site]:
    pages: dict[str, object] = {}
    for eid, (title, docs) in EP_ITEMS.items():
        doc_html = "".join(
            f'<tr><td><span class="ep_document_citation">{name}</span><br>'
            f"{a(f'/id/eprint/{eid}/{pos}/{name}', 'Download (' + name.rsplit('.', 1)[1] + ')')}"
            "</td></tr>"
            for pos, name in docs
        )
        exports = " ".join(
            a(f"/cgi/export/eprint/{eid}/{fmt}/pharmrep-eprint-{eid}.{ext}", fmt)
            for fmt, ext in EP_EXPORTS
        )
        main = f"""<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">{title}</h1>
<p>Okafor, Chidinma (2024) <em>{title}.</em> Doctoral thesis.</p>
<table class="ep_block">{doc_html}</table>
<h2>Abstract</h2><p>Abstract text of eprint {eid}.</p>
<table class="ep_summary_page">
<tr><th>Divisions:</th><td>{a("/view/divisions/pharmacology/", "Pharmacology")}</td></tr>
<tr><th>Date Deposited:</th><td>12 Mar 2025</td></tr>
<tr><th>URI:</th><td>{a(f"/id/eprint/{eid}/", EP.url(f"/id/eprint/{eid}/"))}</td></tr></table>
<form action="/cgi/export_redirect" method="get">Export as {exports}</form>
<h3>Actions (login required)</h3>
{a(f"/cgi/users/home?screen=EPrint::View&eprintid={eid}", "View Item")}</div>"""
        pages[f"/id/eprint/{eid}/"] = EP.page(title, main)
        for pos, name in docs:
            pages[f"/id/eprint/{eid}/{pos}/{name}"] = (
                pdf_file(title) if name.endswith(".pdf") else text_file("xlsx", "application/zip")
            )
        for fmt, ext in EP_EXPORTS:
            pages[f"/cgi/export/eprint/{eid}/{fmt}/pharmrep-eprint-{eid}.{ext}"] = text_file(
                f"{fmt} record of eprint {eid}: {title}\n"
            )
    return [full_site(EP, pages, ["/cgi/users/home", "/view/divisions/pharmacology/"])]  # type: ignore[arg-type]


# --- CKAN: a pharmacovigilance centre's open data portal -------------------------------------

CK = Portal(
    host=host("data", "pv-centre"),
    name="Pharmacovigilance Open Data",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    footer=[("/api/3", "API"), ("http://ckan.test/", "Powered by CKAN")],
    title_format="{title} - {name}",
)
CK_SETS = {
    "adverse-drug-reaction-reports-2025": (
        "Adverse drug reaction reports 2025",
        "5c1e0f6a-8f4b-4a5e-9a61-2f0d7a3c1b22",
        [
            ("0b7f2d35-19c4-4f0e-b1a8-5d4c2e9f6a10", "adr_reports_2025_q1-q3.csv"),
            ("7e3a9c10-2d5b-4c8f-8e1a-9b6d4f0c3e77", "data_dictionary.pdf"),
        ],
    ),
    "medication-error-reports-paediatrics": (
        "Medication error reports in paediatric care",
        "a90d3b4e-6c21-4f7a-b5e8-13c2f9d07e65",
        [("c4d8e2f1-7a3b-4e9c-9d10-6b5a2f8e1c34", "med_errors_paediatric_2019_2025.csv")],
    ),
}


def ck_site() -> list[Site]:
    pages: dict[str, object] = {}
    for name, (title, pkg, res) in CK_SETS.items():
        items = []
        for rid, fname in res:
            rpage = f"/dataset/{name}/resource/{rid}"
            dl_ = f"/dataset/{pkg}/resource/{rid}/download/{fname}"
            items.append(
                f'<li class="resource-item">{a(rpage, fname, "heading")}'
                f'<div class="dropdown"><ul class="dropdown-menu"><li>{a(rpage, "Preview")}</li>'
                f"<li>{a(dl_, 'Download', 'resource-url-analytics')}</li></ul></div></li>"
            )
            pages[rpage] = CK.page(
                fname,
                f"<h1>{fname}</h1><p>{a(dl_, 'Download')}</p><p>{a(f'/dataset/{name}', title)}</p>",
            )
            pages[dl_] = (
                csv_file("report_id,drug,reaction", "R-000187,apixaban,epistaxis")
                if fname.endswith(".csv")
                else pdf_file("Data dictionary")
            )
        main = f"""<div class="module-content"><ol class="breadcrumb"><li>{a("/organization/", "Organizations")}</li>
<li>{a("/organization/national-pv-centre", "National PV Centre")}</li></ol>
<h1 class="heading">{title}</h1><div class="notes"><p>Spontaneous reports received by the
centre, de-identified.</p></div><section id="dataset-resources"><h2>Data and Resources</h2>
<ul class="resource-list">{"".join(items)}</ul></section>
<section class="tags">{a("/dataset/?tags=pharmacovigilance", "pharmacovigilance")}
{a("/dataset/?tags=adverse-events", "adverse events")}</section>
<ul class="nav nav-tabs"><li>{a(f"/dataset/{name}", "Dataset")}</li>
<li>{a(f"/dataset/groups/{name}", "Groups")}</li><li>{a(f"/dataset/activity/{name}", "Activity Stream")}</li></ul>
<p>License: {a("http://opendefinition.test/licenses/odc-by", "ODC-BY")}</p></div>"""
        pages[f"/dataset/{name}"] = CK.page(title, main)
        pages[f"/dataset/groups/{name}"] = CK.page("Groups", "<h1>Groups</h1>")
        pages[f"/dataset/activity/{name}"] = CK.page("Activity", "<h1>Activity</h1>")
    return [full_site(CK, pages, ["/organization/national-pv-centre"])]  # type: ignore[arg-type]


CASES: list[Case] = []

# Figshare for institutions: the seed's Figshare row (Single Hop, Single Page+ with Ignored
# URIs).  Truth: the item page, each file on the ndownloader host and the download-all
# archive; categories, keywords, author profile and DOI resolver are not the item.
for iid, (_k, _t, fl, _c) in FS_ITEMS.items():
    CASES.append(
        case(
            f"figshare-{iid}",
            "Figshare for institutions (pharmaceutical sciences item)",
            "Single Hop",
            "single_page_plus_ignored",
            FS.url(fs_path(iid)),
            [
                FS.url(fs_path(iid)),
                f"http://{NDL}/articles/{iid}/versions/1",
                *(f"http://{NDL}/files/{fid}" for fid, _n in fl),
            ],
            fs_site,
        )
    )

# EPrints abstract page: like the seed's SSRN/Zenodo rows, the documents and the
# bibliographic exports sit one hop from the abstract page, among browse menus: Single Page+
# with Ignored URIs.  Truth: abstract page, documents, the three exports (the bibliographic
# metadata is part of the artifact, as on the seed's Figshare).  The login-only "View Item"
# and the division view are not.
for eid, (_t, docs) in EP_ITEMS.items():
    CASES.append(
        case(
            f"eprints-{eid}",
            "EPrints (school of pharmacy thesis)",
            "Single Hop",
            "single_page_plus_ignored",
            EP.url(f"/id/eprint/{eid}/"),
            [
                EP.url(f"/id/eprint/{eid}/"),
                *(EP.url(f"/id/eprint/{eid}/{pos}/{n}") for pos, n in docs),
                *(
                    EP.url(f"/cgi/export/eprint/{eid}/{f}/pharmrep-eprint-{eid}.{x}")
                    for f, x in EP_EXPORTS
                ),
            ],
            ep_site,
        )
    )

# CKAN dataset: resources and their downloads are linked from the dataset page (the
# Explore dropdown), downloads under the package UUID rather than its name: Single Hop,
# Single Page+ with Ignored URIs.  Truth: dataset page, resource pages, downloads; tags,
# organisation, groups and activity tabs are portal navigation.
for name, (_t, pkg, res) in CK_SETS.items():
    CASES.append(
        case(
            f"ckan-{name[:30]}",
            "CKAN (pharmacovigilance open data)",
            "Single Hop",
            "single_page_plus_ignored",
            CK.url(f"/dataset/{name}"),
            [
                CK.url(f"/dataset/{name}"),
                *(CK.url(f"/dataset/{name}/resource/{r}") for r, _f in res),
                *(CK.url(f"/dataset/{pkg}/resource/{r}/download/{f}") for r, f in res),
            ],
            ck_site,
        )
    )
