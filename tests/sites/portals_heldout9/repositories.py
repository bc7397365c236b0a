"""Repository records: figshare, institutional figshare, Zenodo, InvenioRDM, DSpace 6 and 7,
EPrints and Islandora look-alikes.

How the truth is decided (the seed's Figshare example): a deposited item is its landing
page, the files deposited in it and the bibliographic metadata the portal offers about it
in various forms (exports, OAI-ORE maps, full-record views).  Not in it: the portal's menus
and help, licences, author and department profiles, subject and keyword browse pages,
collections and communities the item is part of, other items, and older versions (each
version has its own landing page and, where the portal mints them, its own DOI: a separate
citable object, so it goes in ``others``).  Redirecting identifiers (DOI, handle, short
URLs) are the entry, their landing page is in the truth.

Expected heuristics: the seed's table gives Figshare and Zenodo *Single Page+ with
Ignores* (Single Hop: everything is one link from the landing page).  DSpace, EPrints and
Islandora items are the same class of object (a record plus its files and exports, one hop
away; DSpace 6's licence bitstream sits one more hop out on the full-record view), so they
get the same heuristic.  The InvenioRDM and DSpace 7 cases send Signposting Link headers
(cite-as, item, describedby, license, author, type): the seed names Signposting as the
machine-friendly statement of an artifact's boundary, so those expect ``signposting`` —
their truth is still what an archivist keeps (e.g. the BibTeX export, which InvenioRDM does
not list as ``describedby``).

Cases (truth = …):
- figshare dataset: landing, 3 files and the "download all" zip on the file host (another
  registrable domain), 4 citation exports.  Version 1, the collection and a related figure
  are ``others``; author and category pages, funder, licence and the paper are not in it.
- institutional figshare thesis (page title is a short label, not the thesis title):
  landing, thesis PDF and configs zip on the vendor's download host, RIS and BibTeX.
- Zenodo-like record entered by its DOI: landing, 3 files (``?download=1``), the
  files-archive zip, 4 exports.  The concept DOI redirects to the landing: not a new URI.
- InvenioRDM with Signposting: landing, 2 files, 3 ``describedby`` exports and BibTeX.
- DSpace 6 entered by its handle: simple and full item views, the PDF, the licence
  bitstream (listed on the full view only) and the OAI-ORE resource map (head link).
- DSpace 7 with Signposting: item page, full item page, 2 bitstream downloads and the
  ``describedby`` DataCite record.
- EPrints entered by /id/eprint/N/ (303 to the short URL): abstract page, 2 documents and
  6 export formats linked as ``alternate`` in the head; login-only edit page excluded.
- Islandora object: page plus OBJ, JPG, MODS and DC datastreams (the thumbnail is only
  embedded); the sibling object mdl:10345, whose id starts with this one's, is ``others``.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal

from ._chrome import (
    CC0,
    CC_BY,
    FOOTER,
    a,
    bare,
    binary,
    jsonld,
    pdf_file,
    redirect,
    rows,
    site,
    stub,
    ul,
)
from ._chrome import text as txt

SPP = "single_page_plus_ignored"

# --------------------------------------------------------------------------- figshare
FIG = Portal(
    "www.plinthshare.hx9.example",
    "plinthshare",
    [("/browse", "Browse"), ("/search", "Search"), ("/features", "Features"), ("/blog", "Blog")],
    FOOTER,
    title_format="{title}",
    home_title="plinthshare - credit for all your research",
)
FIG_DL = "ndownloader.plinthfiles.hx9.example"
FIG_SLUG = "Sea_ice_thickness_from_airborne_EM_surveys_2019-2022"
FIG_ENTRY = FIG.url(f"/articles/dataset/{FIG_SLUG}/21874503")
FIG_FILES = {
    "38871234": ("em_thickness_2019_2022.nc", "application/x-netcdf"),
    "38871235": ("flight_tracks.csv", "text/csv"),
    "38871236": ("README.txt", "text/plain"),
}
FIG_EXPORTS = ["bibtex", "ris", "datacite", "refworks"]
FIG_V1 = FIG.url(f"/articles/dataset/{FIG_SLUG}/21874503/1")
FIG_COLL = FIG.url("/collections/Arctic_airborne_campaigns/6543210")
FIG_OTHER = FIG.url("/articles/figure/Campaign_map_of_EM_bird_flights/21874488")


def _figshare() -> list[Site]:
    title = "Sea ice thickness from airborne EM surveys 2019–2022"
    files = rows(
        [
            [escape(n), f"{3 + i}.2 MB", a(f"http://{FIG_DL}/files/{fid}", "Download")]
            for i, (fid, (n, _c)) in enumerate(FIG_FILES.items())
        ],
        ["File", "Size", ""],
    )
    cite = ul((f"/export/article/21874503/2/{f}", f.upper()) for f in FIG_EXPORTS)
    main = f"""<article class="item-page"><h1>{title}</h1>
<p class="meta">Dataset posted on 2023-01-17, authored by
{a("/authors/Maren_Solheim/11223344", "Maren Solheim")},
{a("/authors/Tuomas_Rask/11223399", "Tuomas Rask")}</p>
<div class="description"><p>Total sea ice thickness retrieved with a towed electromagnetic
induction sounder during four spring campaigns in Fram Strait.</p></div>
<section><h2>Files (3)</h2>{files}
<p>{a(f"http://{FIG_DL}/articles/21874503/versions/2", "Download all (48.1 MB)")}</p></section>
<section><h2>Cite</h2><p>Solheim, M.; Rask, T. (2023). {title}. plinthshare. Dataset.
{a("http://doi.test/10.6084/m9.plinthshare.21874503.v2", "10.6084/m9.plinthshare.21874503.v2")}
</p>{cite}</section>
<section><h2>Versions</h2><ul><li>Version 2 (current)</li>
<li>{a(FIG_V1, "Version 1 — 2022-11-02")}</li></ul></section>
<section><h2>Categories</h2>{
        ul(
            [
                ("/categories/Glaciology", "Glaciology"),
                ("/search?q=:keyword:%20%22sea%20ice%22", "sea ice"),
            ]
        )
    }</section>
<section><h2>Licence</h2>{a(CC_BY, "CC BY 4.0")}</section>
<section><h2>Funding</h2>{a("http://funders.test/501100005416", "Research Council")}</section>
<section><h2>Part of</h2>{a(FIG_COLL, "Arctic airborne campaigns (collection)")}</section>
<section><h2>Related</h2>{a(FIG_OTHER, "Campaign map of EM bird flights")}
{a("http://doi.test/10.1029/2023JC019999", "Journal article (JGR Oceans)")}</section>
</article>"""
    pages = {
        FIG_ENTRY.removeprefix(FIG.origin): FIG.page(title, main, share=FIG_ENTRY),
        FIG_V1.removeprefix(FIG.origin): stub(FIG, title + " (version 1)"),
        FIG_COLL.removeprefix(FIG.origin): stub(FIG, "Arctic airborne campaigns"),
        FIG_OTHER.removeprefix(FIG.origin): stub(FIG, "Campaign map of EM bird flights"),
        "/authors/Maren_Solheim/11223344": stub(FIG, "Maren Solheim"),
        "/authors/Tuomas_Rask/11223399": stub(FIG, "Tuomas Rask"),
        "/categories/Glaciology": stub(FIG, "Glaciology"),
    }
    for f in FIG_EXPORTS:
        pages[f"/export/article/21874503/2/{f}"] = txt(
            f"% {f}\n@misc{{solheim2023, title={{{title}}}, doi={{10.6084/m9.plinthshare}}}}\n"
        )
    dl = {f"/files/{fid}": binary(c, n) for fid, (n, c) in FIG_FILES.items()}
    dl["/articles/21874503/versions/2"] = binary("application/zip", "all")
    return [site(FIG, pages), bare(FIG_DL, dl)]


FIG_TRUTH = frozenset(
    [FIG_ENTRY]
    + [f"http://{FIG_DL}/files/{fid}" for fid in FIG_FILES]
    + [f"http://{FIG_DL}/articles/21874503/versions/2"]
    + [FIG.url(f"/export/article/21874503/2/{f}") for f in FIG_EXPORTS]
)

# ---------------------------------------------------------- institutional figshare
IFIG = Portal(
    "kestrelvale.figport.hx9.example",
    "Kestrelvale University Research Repository",
    [("/browse", "Browse"), ("/categories", "Categories"), ("/Kestrelvale", "Kestrelvale")],
    FOOTER,
    title_format="{title} · {name}",
)
IFIG_DL = "ndownloader.figport.hx9.example"
IFIG_ENTRY = IFIG.url(
    "/articles/thesis/Coupled_ice-ocean_modelling_of_a_fjord_system_PhD_thesis_/24551122"
)
IFIG_PDF = f"http://{IFIG_DL}/files/40112233"
IFIG_ZIP = f"http://{IFIG_DL}/files/40112240"
IFIG_EXP = [IFIG.url("/articles/24551122/export/ris"), IFIG.url("/articles/24551122/export/bib")]
IFIG_OTHER = IFIG.url("/articles/thesis/Meltwater_plumes_in_Greenland_fjords/23900118")


def _inst_figshare() -> list[Site]:
    name = "Coupled ice–ocean modelling of a fjord system"
    main = f"""<h1>{name} (PhD thesis)</h1>
<p>Thesis posted on 2024-02-01 by {a("/authors/Isla_Pryor/15500123", "Isla Pryor")}
(School of {a("/Kestrelvale/Earth_Sciences", "Earth Sciences")})</p>
<p>Supervisors: {a("/authors/Glen_Hartree/1550000", "Glen Hartree")}</p>
<h2>Files</h2><ul class="files">
<li>Pryor_thesis_final.pdf (21 MB) {a(IFIG_PDF, "Download")}</li>
<li>model_configs.zip (3 MB) {a(IFIG_ZIP, "Download")}</li></ul>
<h2>Export</h2>{ul([(IFIG_EXP[0], "RIS (EndNote, Zotero)"), (IFIG_EXP[1], "BibTeX")])}
<h2>Rights</h2><p>{a(CC_BY, "CC BY 4.0")} — {a("/policies/theses", "Thesis deposit policy")}</p>
<h2>Other theses</h2>{ul([(IFIG_OTHER, "Meltwater plumes in Greenland fjords")])}"""
    head = '<meta name="citation_title" content="Coupled ice-ocean modelling of a fjord system">'
    pages = {
        IFIG_ENTRY.removeprefix(IFIG.origin): IFIG.page("Pryor thesis 2024", main, head=head),
        IFIG_EXP[0].removeprefix(IFIG.origin): txt(f"TY  - THES\nTI  - {name}\nER  -\n"),
        IFIG_EXP[1].removeprefix(IFIG.origin): txt(f"@phdthesis{{pryor2024, title={{{name}}}}}"),
        IFIG_OTHER.removeprefix(IFIG.origin): stub(IFIG, "Meltwater plumes in Greenland fjords"),
        "/authors/Isla_Pryor/15500123": stub(IFIG, "Isla Pryor"),
        "/authors/Glen_Hartree/1550000": stub(IFIG, "Glen Hartree"),
        "/Kestrelvale/Earth_Sciences": stub(IFIG, "School of Earth Sciences"),
        "/policies/theses": stub(IFIG, "Thesis deposit policy"),
    }
    files = {
        "/files/40112233": pdf_file(name, "A thesis submitted for the degree of PhD"),
        "/files/40112240": binary("application/zip", "configs"),
    }
    return [site(IFIG, pages), bare(IFIG_DL, files)]


IFIG_TRUTH = frozenset([IFIG_ENTRY, IFIG_PDF, IFIG_ZIP, *IFIG_EXP])

# ----------------------------------------------------------------------- Zenodo-like
ZEN = Portal(
    "www.depotmundi.hx9.example",
    "DepotMundi",
    [("/communities", "Communities"), ("/search", "Search"), ("/uploads/new", "Upload")],
    FOOTER,
    title_format="{title}",
)
ZEN_DOI = "doi.handlemint.hx9.example"
ZEN_ENTRY = f"http://{ZEN_DOI}/10.5281/depotmundi.7788123"
ZEN_LANDING = ZEN.url("/records/7788123")
ZEN_FILES = ["traj_0001.xtc", "topology.pdb", "analysis_scripts.tar.gz"]
ZEN_EXPORTS = ["json", "bibtex", "datacite-xml", "dcat-ap"]
ZEN_V1 = ZEN.url("/records/7711001")
ZEN_COMM = ZEN.url("/communities/mdsim")


def _zenodo() -> list[Site]:
    title = "Molecular dynamics trajectories of the KcsA channel in POPC membranes"
    files = rows(
        [
            [a(f"/records/7788123/files/{f}?download=1", f), "md5:…", f"{i + 1}40.0 MB"]
            for i, f in enumerate(ZEN_FILES)
        ],
        ["Name", "Checksum", "Size"],
    )
    main = f"""<div class="ui container"><span class="label">Published March 4, 2024 |
Version v2</span><h1 id="record-title">{title}</h1>
<p class="creators">{a("http://orcid.test/0000-0002-1825-0097", "Okafor, Chidi")}
{a("/search?q=metadata.creators.person_or_org.name:%22Lindahl%2C%20Erik%22", "Lindahl, E.")}
</p><div id="description"><p>Ten 1 µs trajectories, CHARMM36m.</p></div>
<h2>Files</h2>{files}
<p>{a("/api/records/7788123/files-archive", "Download all")}</p>
<aside><h3>Versions</h3><ul><li>Version v2 (this version)</li>
<li>{a(ZEN_V1, "Version v1 — Jan 12, 2024")}</li></ul>
<p>{a("/search?q=parent.id:7711000&f=allversions:true", "View all 2 versions")}</p>
<h3>Communities</h3>{ul([(ZEN_COMM, "Molecular simulation")])}
<h3>Export</h3>{ul((f"/records/7788123/export/{e}", e) for e in ZEN_EXPORTS)}
<h3>Rights</h3>{a(CC_BY, "Creative Commons Attribution 4.0 International")}
<h3>Funding</h3>{a("http://funders.test/erc/101002134", "ERC grant 101002134")}
<p>Cite all versions: {a(f"http://{ZEN_DOI}/10.5281/depotmundi.7711000", "10.5281/depotmundi.7711000")}
</p></aside></div>"""
    head = '<meta name="generator" content="InvenioRDM 12.0"><link rel="canonical" href="/records/7788123">'
    head += jsonld(
        {
            "@type": "Dataset",
            "@id": "https://doi.org/10.5281/depotmundi.7788123",
            "name": title,
            "distribution": [
                {"@type": "DataDownload", "contentUrl": ZEN.url(f"/records/7788123/files/{f}")}
                for f in ZEN_FILES
            ],
        }
    )
    pages: dict[str, PageValue] = {
        "/records/7788123": ZEN.page(title, main, head=head, share=ZEN_LANDING),
        "/records/7711001": stub(ZEN, title + " (v1)"),
        "/communities/mdsim": stub(ZEN, "Molecular simulation community"),
        "/api/records/7788123/files-archive": binary("application/zip", "all"),
    }
    for f in ZEN_FILES:
        pages[f"/records/7788123/files/{f}"] = binary("application/octet-stream", f)
    for e in ZEN_EXPORTS:
        pages[f"/records/7788123/export/{e}"] = txt(f'{{"title": "{title}", "format": "{e}"}}')
    doi = bare(
        ZEN_DOI,
        {
            "/10.5281/depotmundi.7788123": redirect(ZEN_LANDING),
            "/10.5281/depotmundi.7711000": redirect(ZEN_LANDING),
        },
    )
    return [site(ZEN, pages), doi]


ZEN_TRUTH = frozenset(
    [ZEN_LANDING, ZEN.url("/api/records/7788123/files-archive")]
    + [ZEN.url(f"/records/7788123/files/{f}?download=1") for f in ZEN_FILES]
    + [ZEN.url(f"/records/7788123/export/{e}") for e in ZEN_EXPORTS]
)

# ------------------------------------------------------- InvenioRDM with Signposting
INV = Portal(
    "researchdata.torvik-tu.hx9.example",
    "Torvik TU Research Data",
    [("/search", "Search"), ("/communities", "Communities"), ("/help/getting-started", "Help")],
    FOOTER,
    title_format="{title} | {name}",
)
INV_ID = "4k2cq-7xh91"
INV_ENTRY = INV.url(f"/records/{INV_ID}")
INV_FILES = ["measurements.parquet", "calibration.yaml"]
INV_DESCRIBED = ["json", "datacite-json", "datacite-xml"]
INV_OTHER = INV.url("/records/9zq1m-ab3c7")


def _invenio() -> list[Site]:
    title = "Wind tunnel pressure measurements on a bluff body at Re = 10^5"
    file_urls = [f"{INV_ENTRY}/files/{f}?download=1" for f in INV_FILES]
    described = [f"{INV_ENTRY}/export/{e}" for e in INV_DESCRIBED]
    link = ", ".join(
        [
            f'<http://doi.test/10.48730/{INV_ID}>; rel="cite-as"',
            '<http://schema.test/Dataset>; rel="type"',
            '<http://orcid.test/0000-0001-5109-3700>; rel="author"',
            f'<{CC_BY}>; rel="license"',
        ]
        + [f'<{u}>; rel="item"; type="application/octet-stream"' for u in file_urls]
        + [f'<{u}>; rel="describedby"; type="application/json"' for u in described]
    )
    main = f"""<h1>{title}</h1><p>{a("http://orcid.test/0000-0001-5109-3700", "Ahlgren, Sofie")}
 (Department of {a("/communities/fluid-mech", "Fluid Mechanics")})</p>
<h2>Files</h2>{rows([[a(u, f)] for u, f in zip(file_urls, INV_FILES, strict=True)], ["Name"])}
<h2>Export</h2>{
        ul(
            [(u, e) for u, e in zip(described, INV_DESCRIBED, strict=True)]
            + [(f"{INV_ENTRY}/export/bibtex", "bibtex")]
        )
    }
<h2>Related</h2>{ul([(INV_OTHER, "Hot-wire anemometry of the same wake")])}
<p>{a(CC_BY, "CC BY 4.0")}</p>"""
    pages: dict[str, PageValue] = {
        f"/records/{INV_ID}": Response.html(
            INV.page(title, main, head='<meta name="generator" content="InvenioRDM 13.0">'),
            headers=[("Link", link)],
        ),
        "/records/9zq1m-ab3c7": stub(INV, "Hot-wire anemometry of the same wake"),
        "/communities/fluid-mech": stub(INV, "Fluid Mechanics"),
        f"/records/{INV_ID}/export/bibtex": txt(f"@dataset{{ahlgren, title={{{title}}}}}"),
    }
    for f in INV_FILES:
        pages[f"/records/{INV_ID}/files/{f}"] = binary("application/octet-stream", f)
    for e in INV_DESCRIBED:
        pages[f"/records/{INV_ID}/export/{e}"] = txt(f'{{"titles": [{{"title": "{title}"}}]}}')
    return [site(INV, pages)]


INV_TRUTH = frozenset(
    [INV_ENTRY, f"{INV_ENTRY}/export/bibtex"]
    + [f"{INV_ENTRY}/files/{f}?download=1" for f in INV_FILES]
    + [f"{INV_ENTRY}/export/{e}" for e in INV_DESCRIBED]
)

# --------------------------------------------------------------------- DSpace 6 XMLUI
DS6 = Portal(
    "dspace.almagest.hx9.example",
    "Almagest Scholarship Online",
    [
        ("/community-list", "Communities & Collections"),
        ("/browse?type=dateissued", "By Issue Date"),
        ("/browse?type=author", "Authors"),
        ("/browse?type=title", "Titles"),
    ],
    FOOTER,
    title_format="{title}",
)
DS6_HDL = "hdl.almahandle.hx9.example"
DS6_ENTRY = f"http://{DS6_HDL}/20.500.12345/6789"
DS6_LANDING = DS6.url("/handle/20.500.12345/6789")
DS6_FULL = DS6_LANDING + "?show=full"
DS6_PDF = DS6.url(
    "/bitstream/handle/20.500.12345/6789/Thesis_Okonkwo_2021.pdf?sequence=1&isAllowed=y"
)
DS6_LIC = DS6.url("/bitstream/handle/20.500.12345/6789/license.txt?sequence=2&isAllowed=y")
DS6_ORE = DS6.url("/metadata/handle/20.500.12345/6789/ore.xml")
DS6_COLL = DS6.url("/handle/20.500.12345/12")
DS6_OTHER = DS6.url("/handle/20.500.12345/6802")


def _dspace6() -> list[Site]:
    title = "Groundwater recharge under smallholder irrigation in the Sokoto basin"
    head = (
        '<meta name="Generator" content="DSpace 6.3">'
        f'<link rel="alternate" type="application/rdf+xml" href="{DS6_ORE}">'
        f'<meta name="citation_pdf_url" content="{DS6_PDF}">'
    )
    files = f"""<div class="file-list"><h2>Files in this item</h2>{
        rows(
            [[a(DS6_PDF, "Thesis_Okonkwo_2021.pdf"), "4.112Mb", "PDF"]], ["Name", "Size", "Format"]
        )
    }</div>"""
    simple = f"""<h1>{title}</h1>{files}
<div>Author: {a("/browse?type=author&value=Okonkwo%2C+Adaeze", "Okonkwo, Adaeze")}</div>
<div>Date: 2021</div><div>URI: {a(DS6_ENTRY, DS6_ENTRY)}</div>
<p>{a("/handle/20.500.12345/6789?show=full", "Show full item record")}</p>
<h2>This item appears in the following Collection(s)</h2>{ul([(DS6_COLL, "Theses — Geography")])}
<h2>Related items</h2>{ul([(DS6_OTHER, "Irrigation return flows in the Rima valley")])}"""
    full = f"""<h1>{title}</h1><table class="detailtable">
<tr><td>dc.contributor.author</td><td>Okonkwo, Adaeze</td></tr>
<tr><td>dc.title</td><td>{title}</td></tr>
<tr><td>dc.identifier.uri</td><td>{DS6_ENTRY}</td></tr></table>{files}
<h2>License bundle</h2>{rows([[a(DS6_LIC, "license.txt"), "1.748Kb", "Text"]])}
<p>{a("/handle/20.500.12345/6789", "Show simple item record")}</p>"""
    pages: dict[str, PageValue] = {
        "/handle/20.500.12345/6789": DS6.page(title, simple, head=head),
        "/handle/20.500.12345/6789?show=full": DS6.page(title, full, head=head),
        "/bitstream/handle/20.500.12345/6789/Thesis_Okonkwo_2021.pdf": pdf_file(title, "Thesis"),
        "/bitstream/handle/20.500.12345/6789/license.txt": txt(
            "NON-EXCLUSIVE DISTRIBUTION LICENSE"
        ),
        "/metadata/handle/20.500.12345/6789/ore.xml": txt(
            f'<atom:entry xmlns:atom="http://www.w3.org/2005/Atom"><atom:title>{title}'
            "</atom:title></atom:entry>",
            "application/atom+xml",
        ),
        "/handle/20.500.12345/12": stub(DS6, "Theses — Geography"),
        "/handle/20.500.12345/6802": stub(DS6, "Irrigation return flows in the Rima valley"),
    }
    hdl = bare(DS6_HDL, {"/20.500.12345/6789": redirect(DS6_LANDING)})
    return [site(DS6, pages), hdl]


DS6_TRUTH = frozenset([DS6_LANDING, DS6_FULL, DS6_PDF, DS6_LIC, DS6_ORE])

# ------------------------------------------------------------ DSpace 7 with Signposting
DS7 = Portal(
    "repository.brightwater.hx9.example",
    "Brightwater Open Repository",
    [
        ("/communities", "Communities & Collections"),
        ("/browse/dateissued", "Browse"),
        ("/statistics", "Statistics"),
    ],
    FOOTER,
    title_format="{title}",
)
DS7_ITEM = "b3f0c2a4-6d1e-4f7a-9c58-0e2d7a41b6f3"
DS7_ENTRY = DS7.url(f"/items/{DS7_ITEM}")
DS7_BITS = {
    "5a9e7d10-3c2b-4e8f-a1d6-7b0c9e2f4a55": ("Article_accepted.pdf", "application/pdf"),
    "c81d4e2f-0b6a-47c9-8e3d-2f5a1b7c9d06": ("Dataset_S1.xlsx", "application/vnd.ms-excel"),
}
DS7_DESC = DS7.url(f"/server/signposting/describedby/{DS7_ITEM}")
DS7_COLL = DS7.url("/collections/7e1d9b2c-44aa-4c3e-9f10-aa5b6c7d8e90")


def _dspace7() -> list[Site]:
    title = "Microplastic loads in estuarine sediments after storm events"
    bit_urls = [DS7.url(f"/bitstreams/{b}/download") for b in DS7_BITS]
    sign = [
        ("http://hdl.test/1887/88231", "cite-as", ""),
        ("http://orcid.test/0000-0003-4444-2211", "author", ""),
        (CC0, "license", ""),
        ("http://schema.test/ScholarlyArticle", "type", ""),
        (DS7_DESC, "describedby", "application/vnd.datacite.datacite+xml"),
    ] + [(u, "item", c) for u, (_n, c) in zip(bit_urls, DS7_BITS.values(), strict=True)]
    link = ", ".join(f'<{u}>; rel="{r}"' + (f'; type="{t}"' if t else "") for u, r, t in sign)
    head = '<meta name="Generator" content="DSpace 7.6.1">' + "".join(
        f'<link href="{u}" rel="{r}"' + (f' type="{t}"' if t else "") + ">" for u, r, t in sign
    )
    files = rows(
        [[a(u, n), "Download"] for u, (n, _c) in zip(bit_urls, DS7_BITS.values(), strict=True)],
        ["File", ""],
    )
    simple = f"""<ds-item-page><h1>{title}</h1><p>Authors: Verhoeven, Lotte; Baptiste, Noé</p>
<h2>Files</h2>{files}<p>{a(f"/items/{DS7_ITEM}/full", "Full item page")}</p>
<p>Collections: {a(DS7_COLL, "Faculty of Science — Articles")}</p></ds-item-page>"""
    full = f"""<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr>
<tr><td>dc.identifier.uri</td><td>http://hdl.test/1887/88231</td></tr></table>{files}
<p>{a(f"/items/{DS7_ITEM}", "Simple item page")}</p>"""
    pages: dict[str, PageValue] = {
        f"/items/{DS7_ITEM}": Response.html(
            DS7.page(title, simple, head=head), headers=[("Link", link)]
        ),
        f"/items/{DS7_ITEM}/full": DS7.page(title, full),
        f"/server/signposting/describedby/{DS7_ITEM}": txt(
            f"<resource><titles><title>{title}</title></titles></resource>", "application/xml"
        ),
        DS7_COLL.removeprefix(DS7.origin): stub(DS7, "Faculty of Science — Articles"),
    }
    for b, (n, c) in DS7_BITS.items():
        pages[f"/bitstreams/{b}/download"] = (
            pdf_file(title) if c == "application/pdf" else binary(c, n)
        )
    return [site(DS7, pages)]


DS7_TRUTH = frozenset(
    [DS7_ENTRY, DS7_ENTRY + "/full", DS7_DESC]
    + [DS7.url(f"/bitstreams/{b}/download") for b in DS7_BITS]
)

# --------------------------------------------------------------------------- EPrints
EP = Portal(
    "eprints.fenwick.hx9.example",
    "Fenwick Research Online",
    [
        ("/view/year/", "Browse by Year"),
        ("/view/subjects/", "Browse by Subject"),
        ("/view/divisions/", "Browse by Division"),
        ("/cgi/latest", "Latest Additions"),
    ],
    FOOTER,
    title_format="{title} - {name}",
)
EP_ENTRY = EP.url("/id/eprint/4821/")
EP_LANDING = EP.url("/4821/")
EP_DOCS = [EP.url("/4821/1/Hollis_2019_coastal.pdf"), EP.url("/4821/2/Hollis_2019_supplement.zip")]
EP_EXPORTS = {
    "BibTeX": "bib",
    "RIS": "ris",
    "DC": "txt",
    "XML": "xml",
    "JSON": "js",
    "RDFXML": "rdf",
}
EP_OTHER = EP.url("/4790/")


def _ep_export(fmt: str, ext: str) -> str:
    return EP.url(f"/cgi/export/eprint/4821/{fmt}/fenwick-eprint-4821.{ext}")


def _eprints() -> list[Site]:
    title = "Shoreline retreat and saltmarsh loss on the Fenwick coast, 1946–2017"
    head = '<meta name="generator" content="EPrints 3.4.5">' + "".join(
        f'<link rel="alternate" href="{_ep_export(f, e)}" type="text/plain" title="{f}">'
        for f, e in EP_EXPORTS.items()
    )
    main = f"""<div class="ep_summary_content"><h1>{title}</h1>
<p>{a("/view/creators/Hollis=3AMarta=3A=3A.html", "Hollis, Marta")} and
{a("/view/creators/Daly=3AKieran=3A=3A.html", "Daly, Kieran")} (2019) {title}.
<em>Estuarine, Coastal and Shelf Science</em>, 224. pp. 1-14.
{a("http://doi.test/10.1016/j.ecss.2019.04.011", "doi:10.1016/j.ecss.2019.04.011")}</p>
<div class="ep_document">{a(EP_DOCS[0], "Hollis_2019_coastal.pdf")} — Accepted Version (2MB)
<br>Available under License {a(CC_BY, "Creative Commons Attribution")}.</div>
<div class="ep_document">{a(EP_DOCS[1], "Hollis_2019_supplement.zip")} — Supplemental Material</div>
<form action="/cgi/export_redirect" method="get"><select name="format"><option>BibTeX</option>
</select><input type="hidden" name="eprintid" value="4821"><input type="submit" value="Export"></form>
<table class="ep_block"><tr><th>Divisions:</th><td>{a("/view/divisions/geog/", "Geography")}</td></tr>
<tr><th>Subjects:</th><td>{a("/view/subjects/GC.html", "GC Oceanography")}</td></tr>
<tr><th>URI:</th><td>{a(EP_LANDING, EP_LANDING)}</td></tr></table>
<p>Related: {a(EP_OTHER, "Saltmarsh accretion rates in Budle Bay")}</p>
<p>{a("/cgi/users/home?screen=EPrint%3A%3AView&eprintid=4821", "Edit item (login required)")}</p></div>"""
    pages: dict[str, PageValue] = {
        "/id/eprint/4821/": redirect(EP_LANDING, 303),
        "/4821/": EP.page(title, main, head=head),
        "/4821/1/Hollis_2019_coastal.pdf": pdf_file(title, "Accepted manuscript"),
        "/4821/2/Hollis_2019_supplement.zip": binary("application/zip", "supp"),
        "/4790/": stub(EP, "Saltmarsh accretion rates in Budle Bay"),
        "/view/creators/Hollis=3AMarta=3A=3A.html": stub(EP, "Items where Author is Hollis, Marta"),
        "/view/divisions/geog/": stub(EP, "Geography"),
    }
    for f, e in EP_EXPORTS.items():
        pages[_ep_export(f, e).removeprefix(EP.origin)] = txt(f"{f}: {title}\n")
    return [site(EP, pages)]


EP_TRUTH = frozenset([EP_LANDING, *EP_DOCS] + [_ep_export(f, e) for f, e in EP_EXPORTS.items()])

# ------------------------------------------------------------------------- Islandora
ISL = Portal(
    "islandora.marrowdale.hx9.example",
    "Marrowdale Library Digital Collections",
    [
        ("/islandora/search/%20?type=dismax", "Browse all"),
        ("/collections", "Collections"),
        ("/about-digital", "About"),
    ],
    FOOTER,
    title_format="{title} | {name}",
)
ISL_OBJ = "/islandora/object/mdl:1034"
ISL_ENTRY = ISL.url(ISL_OBJ)
ISL_DS = [
    (f"{ISL_OBJ}/datastream/OBJ/download", "OBJ", "image/tiff"),
    (f"{ISL_OBJ}/datastream/JPG/view", "JPG", "image/png"),
    (f"{ISL_OBJ}/datastream/MODS/view", "MODS", "application/xml"),
    (f"{ISL_OBJ}/datastream/DC/view", "DC", "application/xml"),
]
ISL_COLL = ISL.url("/islandora/object/mdl:maps")
ISL_SIB = ISL.url("/islandora/object/mdl:10345")


def _islandora() -> list[Site]:
    title = "Plan of the Township of Marrowdale, surveyed 1851"
    ds = rows(
        [[n, c, a(p, "download" if n == "OBJ" else "view")] for p, n, c in ISL_DS]
        + [["TN", "image/jpeg", "(thumbnail)"]],
        ["ID", "Mime type", ""],
    )
    main = f"""<div class="islandora-large-image-object"><h1>{title}</h1>
<img src="{ISL_OBJ}/datastream/TN/view" alt="">
<dl><dt>Creator</dt><dd>Ormsby, J. (surveyor)</dd><dt>Date</dt><dd>1851</dd>
<dt>Rights</dt><dd>{a("http://rightsstatements.test/vocab/NoC-US/1.0/", "No Copyright")}</dd></dl>
<fieldset><legend>Datastreams</legend>{ds}</fieldset>
<p>In collections: {a(ISL_COLL, "Historic maps")}</p>
<p>Next item: {a(ISL_SIB, "Plan of Marrowdale harbour, 1853")}</p></div>"""
    pages: dict[str, PageValue] = {
        ISL_OBJ: ISL.page(title, main, head='<meta name="Generator" content="Drupal 7">'),
        f"{ISL_OBJ}/datastream/TN/view": binary("image/png", "tn"),
        "/islandora/object/mdl:maps": stub(ISL, "Historic maps"),
        "/islandora/object/mdl:10345": stub(ISL, "Plan of Marrowdale harbour, 1853"),
    }
    for p, n, c in ISL_DS:
        pages[p] = (
            txt(f"<mods><titleInfo><title>{title}</title></titleInfo></mods>", c)
            if c == "application/xml"
            else binary(c, n)
        )
    return [site(ISL, pages)]


ISL_TRUTH = frozenset([ISL_ENTRY] + [ISL.url(p) for p, _n, _c in ISL_DS])

CASES: list[Case] = [
    Case(
        "hx9-figshare-dataset",
        "Figshare (dataset)",
        "Single Hop",
        SPP,
        FIG_ENTRY,
        FIG_TRUTH,
        _figshare,
        frozenset([FIG_V1, FIG_COLL, FIG_OTHER]),
    ),
    Case(
        "hx9-inst-figshare-thesis",
        "Institutional Figshare (thesis)",
        "Single Hop",
        SPP,
        IFIG_ENTRY,
        IFIG_TRUTH,
        _inst_figshare,
        frozenset([IFIG_OTHER]),
    ),
    Case(
        "hx9-zenodo-record-doi",
        "Zenodo (record via DOI)",
        "Single Hop",
        SPP,
        ZEN_ENTRY,
        ZEN_TRUTH,
        _zenodo,
        frozenset([ZEN_V1, ZEN_COMM]),
        landing=ZEN_LANDING,
    ),
    Case(
        "hx9-invenio-signposting",
        "InvenioRDM (self-hosted, Signposting)",
        "Single Hop",
        "signposting",
        INV_ENTRY,
        INV_TRUTH,
        _invenio,
        frozenset([INV_OTHER]),
    ),
    Case(
        "hx9-dspace6-thesis-handle",
        "DSpace 6 (handle)",
        "Single Hop",
        SPP,
        DS6_ENTRY,
        DS6_TRUTH,
        _dspace6,
        frozenset([DS6_COLL, DS6_OTHER]),
        landing=DS6_LANDING,
    ),
    Case(
        "hx9-dspace7-signposting",
        "DSpace 7 (Signposting)",
        "Single Hop",
        "signposting",
        DS7_ENTRY,
        DS7_TRUTH,
        _dspace7,
        frozenset([DS7_COLL]),
    ),
    Case(
        "hx9-eprints-article",
        "EPrints (article)",
        "Single Hop",
        SPP,
        EP_ENTRY,
        EP_TRUTH,
        _eprints,
        frozenset([EP_OTHER]),
        landing=EP_LANDING,
    ),
    Case(
        "hx9-islandora-map",
        "Islandora (large image)",
        "Single Hop",
        SPP,
        ISL_ENTRY,
        ISL_TRUTH,
        _islandora,
        frozenset([ISL_COLL, ISL_SIB]),
    ),
]
