"""Data portals: Dataverse (hosted and self-hosted), Dryad (old DSpace-based and new
"stash" shapes), OSF projects, GBIF, a GBIF IPT, CKAN and Kaggle look-alikes.

How the truth is decided: a dataset is its landing page, the pages the portal gives each
of its files (file pages, resource pages, data-file pages with their own metadata), the
file downloads themselves (also from the portal's storage or CDN on another domain), the
"download all" archive, the dataset's tabs that are separate pages (data, discussion,
code listing, metrics, further pages of a paginated file list), and its metadata exports
and machine-readable descriptions (DDI, DataCite, DCAT, EML, JSON).  For an OSF project it
is also its wiki, its file browser, each file's page and download, and its components
(child nodes holding part of the project's material).  Not in it: the parent dataverse,
collections, organisations, groups, publishers and installations, author and user
profiles, tag and subject searches, activity streams, related datasets and notebooks
(other artifacts, in ``others``), older versions (their own landing pages: ``others``),
the linked journal article (another portal), and anything behind a login.

Expected heuristics, from the seed's table: Dataverse *Significant String from Filtered
Title* (its page titles end with the installation's name, which the filter must strip from
the end), Dryad *Significant String from Title+ with Ignored URIs*, OSF *Significant String
from Filtered Title* (titles start with the portal's prefix), GBIF *Significant String
from URI*, Kaggle *Path-Based with Externals*.  A self-hosted Dataverse is the same
software as the table's Dataverse; a GBIF IPT names its resource (``r=``) in every URL of
the resource, as GBIF names the dataset key: *Significant String from URI*.  A CKAN dataset
is a Single Hop artifact (landing page, resource pages, downloads and DCAT serialisations
all linked from the landing page), like the table's figshare and Zenodo: *Single Page+
with Ignores*.

Cases (truth = …):
- Dataverse replication dataset: landing, 3 file pages, 4 downloads (one tabular file also
  in its original format), the dataset zip, 5 metadata exports.
- self-hosted Dataverse entered by DOI: landing, the second page of its file list, 5 file
  pages, 5 downloads from the S3-like store (another domain), 3 exports.
- classic Dryad package: package page, full record, RIS and BibTeX, 2 data-file pages with
  their full records and the 2 bitstreams (one hop past the file pages).
- Dryad stash: landing, 3 file streams, the full-dataset zip, the API JSON record.
- OSF project: overview, 2 wiki pages, file browser, 2 file pages and downloads, the
  component with its file browser, file page and download, the project zip on the files
  host.
- GBIF dataset: landing, occurrence search for the dataset, metrics, project and
  download-events tabs, the API record and EML document on the API host.
- GBIF IPT resource: resource page, Darwin Core Archive, EML and RTF.
- CKAN dataset: landing, 3 resource pages, 2 downloads (the third resource is a live GIS
  service on another portal) and 3 DCAT serialisations.
- Kaggle dataset: data card, data/code/discussion tabs, a discussion topic, 2 file views,
  the API download, 2 signed file URLs on the storage domain.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal

from ._chrome import (
    CC0,
    CC_BY,
    FOOTER,
    a,
    bare,
    binary,
    csv,
    jsonld,
    pdf_file,
    redirect,
    rows,
    site,
    stub,
    text,
    ul,
)

# ------------------------------------------------------------------- Dataverse (hosted)
DV = Portal(
    "dataverse.quincyhall.hx9.example",
    "Quincy Dataverse",
    [
        ("/dataverse/quincy", "Quincy Dataverse"),
        ("/guides", "User Guide"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up"),
        ("/loginpage.xhtml", "Log In"),
    ],
    FOOTER,
    title_format="{title} - {name}",
    home_title="Quincy Dataverse",
)
DV_PID = "doi:10.7910/DVN/QX7RTB"
DV_ENTRY = DV.url(f"/dataset.xhtml?persistentId={DV_PID}")
DV_TITLE = "Replication Data for: Remittances and Local Public Goods in Rural Senegal"
DV_FILES = {
    "4471021": ("household_panel.tab", "KL2M9A", True),
    "4471022": ("codebook.pdf", "KL2M9B", False),
    "4471023": ("replication.do", "KL2M9C", False),
}
DV_EXPORTERS = ["ddi", "oai_dc", "Datacite", "schema.org", "dataverse_json"]
DV_V1 = DV.url(f"/dataset.xhtml?persistentId={DV_PID}&version=1.0")
DV_PARENT = DV.url("/dataverse/sahel_econ")


def _dv_urls() -> tuple[list[str], list[str], list[str]]:
    pages = [
        f"/file.xhtml?persistentId={DV_PID}/{s}&version=1.1" for _n, s, _t in DV_FILES.values()
    ]
    downloads = []
    for fid, (_n, _s, tab) in DV_FILES.items():
        downloads.append(f"/api/access/datafile/{fid}")
        if tab:
            downloads.append(f"/api/access/datafile/{fid}?format=original")
    downloads.append(f"/api/access/dataset/:persistentId/?persistentId={DV_PID}")
    exports = [f"/api/datasets/export?exporter={e}&persistentId={DV_PID}" for e in DV_EXPORTERS]
    return pages, downloads, exports


def _dataverse() -> list[Site]:
    fpages, downloads, exports = _dv_urls()
    table = rows(
        [
            [a(fp, n), a(f"/api/access/datafile/{fid}", "Download")]
            + (
                [a(f"/api/access/datafile/{fid}?format=original", "Original File Format")]
                if tab
                else [""]
            )
            for fp, (fid, (n, _s, tab)) in zip(fpages, DV_FILES.items(), strict=True)
        ],
        ["Name", "Access", ""],
    )
    main = f"""<div id="datasetForm"><h1 id="title">{DV_TITLE}</h1>
<div class="citation">Ndiaye, Awa; Fall, Ousmane, 2022, "{DV_TITLE}",
{a("http://doi.test/10.7910/DVN/QX7RTB", "https://doi.org/10.7910/DVN/QX7RTB")}, Quincy Dataverse, V1.1</div>
<div class="btn-group"><span>Access Dataset</span>
{a(downloads[-1], "Download ZIP (4.1 MB)")}</div>
<div class="btn-group"><span>Export Metadata</span>{ul((e, e.split("exporter=")[1].split("&")[0]) for e in exports)}</div>
<p>Related publication: {a("http://doi.test/10.1016/j.worlddev.2022.105999", "World Development 2022")}</p>
<p>License: {a(CC0, "CC0 1.0")}</p>
<div id="filesTable"><h2>Files</h2>{table}</div>
<div id="versionsTable"><h2>Versions</h2>{ul([(DV_V1, "Version 1.0")])}</div>
<p>{a("/dataverse/sahel_econ", "Sahel Economics Lab Dataverse")} &gt; {DV_TITLE}</p></div>"""
    head = '<meta name="description" content="Replication data"><script src="/javax.faces.resource/jsf.js.xhtml?ln=javax.faces"></script>'
    head += jsonld(
        {
            "@type": "Dataset",
            "@id": "https://doi.org/10.7910/DVN/QX7RTB",
            "name": DV_TITLE,
            "distribution": [
                {
                    "@type": "DataDownload",
                    "name": n,
                    "contentUrl": DV.url(f"/api/access/datafile/{fid}"),
                }
                for fid, (n, _s, _t) in DV_FILES.items()
            ],
        }
    )
    pages: dict[str, PageValue] = {
        f"/dataset.xhtml?persistentId={DV_PID}": DV.page(DV_TITLE, main, head=head),
        f"/dataset.xhtml?persistentId={DV_PID}&version=1.0": stub(DV, DV_TITLE + " (V1.0)"),
        "/dataverse/sahel_econ": stub(DV, "Sahel Economics Lab Dataverse", f"<p>{DV_TITLE}</p>"),
    }
    for fp, (fid, (n, _s, _t)) in zip(fpages, DV_FILES.items(), strict=True):
        body = (
            f'<h1>{escape(n)}</h1><p>This file is part of "{DV_TITLE}".</p>'
            f"<p>{a(f'/api/access/datafile/{fid}', 'Download')} "
            f"{a(f'/dataset.xhtml?persistentId={DV_PID}', 'Dataset')}</p>"
        )
        pages[fp] = DV.page(n, body)
    for d in downloads:
        pages[d] = (
            csv("hh_id\tvillage\tremit_usd", "1\t12\t150")
            if "4471021" in d
            else binary("application/octet-stream", d)
        )
    for e in exports:
        pages[e] = text(f"<codeBook><titl>{DV_TITLE}</titl></codeBook>", "application/xml")
    return [site(DV, pages)]


DV_TRUTH = frozenset(
    DV.url(u) for grp in ([f"/dataset.xhtml?persistentId={DV_PID}"], *_dv_urls()) for u in grp
)

# --------------------------------------------------------------- Dataverse (self-hosted)
SDV = Portal(
    "dataverse.lindqvist.hx9.example",
    "Lindqvist Institute Research Data",
    [
        ("/dataverse/root", "Browse"),
        ("/guides/en/6.2/user/", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    FOOTER,
    title_format="{title} | {name}",
    home_title="Lindqvist Institute Research Data",
)
SDV_DOI = "doi.pidbridge.hx9.example"
SDV_PID = "doi:10.18710/ABCD12"
SDV_LANDING = SDV.url(f"/dataset.xhtml?persistentId={SDV_PID}")
SDV_ENTRY = f"http://{SDV_DOI}/10.18710/ABCD12"
SDV_STORE = "dvstore.lindqvist-s3.hx9.example"
SDV_TITLE = "Snow depth and density transects, Abisko 2018–2023"
SDV_FILES = [
    ("transects_2018.csv", "F1"),
    ("transects_2019.csv", "F2"),
    ("transects_2020.csv", "F3"),
    ("density_pits.csv", "F4"),
    ("00_README.txt", "F5"),
]
SDV_EXPORTERS = ["ddi", "Datacite", "schema.org"]
SDV_COLL = SDV.url("/dataverse/cryo")


def _sdv_urls() -> tuple[str, list[str], list[str], list[str]]:
    page2 = f"/dataset.xhtml?persistentId={SDV_PID}&version=2.0&pageNumber=2"
    fpages = [f"/file.xhtml?persistentId={SDV_PID}/{s}&version=2.0" for _n, s in SDV_FILES]
    store = [
        f"http://{SDV_STORE}/10.18710/ABCD12/18c2a9f7e1b-{s.lower()}?response-content-disposition=attachment"
        for _n, s in SDV_FILES
    ]
    exports = [f"/api/datasets/export?exporter={e}&persistentId={SDV_PID}" for e in SDV_EXPORTERS]
    return page2, fpages, store, exports


def _self_dataverse() -> list[Site]:
    page2, fpages, store, exports = _sdv_urls()

    def listing(idx: range, nav: str) -> str:
        return (
            rows(
                [[a(fpages[i], SDV_FILES[i][0]), a(store[i], "Download")] for i in idx],
                ["File", ""],
            )
            + nav
        )

    head = '<meta name="generator" content="Dataverse 6.2">'
    body = f"""<h1>{SDV_TITLE}</h1><p>Version 2.0 · {a("http://orcid.test/0000-0002-7777-1111", "Berglund, Elin")}</p>
<p>Export: {ul((e, e.split("exporter=")[1].split("&")[0]) for e in exports)}</p>
<p>Part of {a("/dataverse/cryo", "Cryosphere Group")} · License {a(CC_BY, "CC BY 4.0")}</p>"""
    pages: dict[str, PageValue] = {
        f"/dataset.xhtml?persistentId={SDV_PID}": SDV.page(
            SDV_TITLE,
            body + listing(range(3), f"<p>Files 1–3 of 5 {a(page2, 'Next »')}</p>"),
            head=head,
        ),
        page2: SDV.page(
            SDV_TITLE,
            body
            + listing(
                range(3, 5),
                f"<p>Files 4–5 of 5 {a(f'/dataset.xhtml?persistentId={SDV_PID}', '« Previous')}</p>",
            ),
            head=head,
        ),
        "/dataverse/cryo": stub(SDV, "Cryosphere Group"),
    }
    for i, fp in enumerate(fpages):
        pages[fp] = SDV.page(
            SDV_FILES[i][0],
            f"<h1>{SDV_FILES[i][0]}</h1><p>Dataset: {SDV_TITLE}</p>{a(store[i], 'Download')}",
        )
    for e in exports:
        pages[e] = text(f'{{"name": "{SDV_TITLE}"}}', "application/json")
    files = bare(
        SDV_STORE,
        {
            s.removeprefix(f"http://{SDV_STORE}").split("?")[0]: csv("x,depth_cm", "1,83")
            for s in store
        },
    )
    doi = bare(SDV_DOI, {"/10.18710/ABCD12": redirect(SDV_LANDING)})
    return [site(SDV, pages), files, doi]


def _sdv_truth() -> frozenset[str]:
    page2, fpages, store, exports = _sdv_urls()
    return frozenset([SDV_LANDING, SDV.url(page2), *store] + [SDV.url(u) for u in fpages + exports])


# --------------------------------------------------------------------------- Dryad (old)
DRO = Portal(
    "www.dryridge.hx9.example",
    "Dryridge Digital Repository",
    [("/pages/faq", "FAQ"), ("/pages/submissionIntegration", "Journals"), ("/discover", "Search")],
    FOOTER,
    title_format="{title}",
)
DRO_PID = "doi:10.5061/dryad.8fj2q"
DRO_BASE = f"/resource/{DRO_PID}"
DRO_ENTRY = DRO.url(DRO_BASE)
DRO_TITLE = "Data from: Thermal tolerance of intertidal snails across a latitudinal gradient"
DRO_FILES = [("1", "CTmax_raw.csv", "91234"), ("2", "site_temperatures.csv", "91235")]
DRO_OTHER = DRO.url("/resource/doi:10.5061/dryad.5k1m0")


def _dro_urls() -> list[str]:
    out = [
        DRO_BASE,
        DRO_BASE + "?show=full",
        DRO_BASE + "/citation/ris",
        DRO_BASE + "/citation/bib",
    ]
    for n, name, bid in DRO_FILES:
        out += [
            f"{DRO_BASE}/{n}",
            f"{DRO_BASE}/{n}?show=full",
            f"/bitstream/handle/10255/dryad.{bid}/{name}?sequence=1",
        ]
    return out


def _dryad_old() -> list[Site]:
    cite = (
        f"<p>When using this data, please cite the original publication and the data package: "
        f"Kwan, Lee (2016) {DRO_TITLE}. Dryridge Digital Repository. "
        f"{a('http://doi.test/10.5061/dryad.8fj2q', 'https://doi.org/10.5061/dryad.8fj2q')}</p>"
    )
    files = ul((f"{DRO_BASE}/{n}", name) for n, name, _b in DRO_FILES)
    main = f"""<h1>{DRO_TITLE}</h1>{cite}<h2>Files in this package</h2>{files}
<p>Export: {a(DRO_BASE + "/citation/ris", "RIS")} {a(DRO_BASE + "/citation/bib", "BibTeX")}</p>
<p>{a(DRO_BASE + "?show=full", "View Full Record")}</p>
<p>Article: {a("http://doi.test/10.1111/jbi.12801", "Journal of Biogeography")}</p>
<p>Other packages from this journal: {a(DRO_OTHER, "Data from: Limpet shell morphology")}</p>
<p>{a("/discover?query=&filtertype=prism.publicationName&filter_relational_operator=equals&filter=Journal+of+Biogeography", "Journal of Biogeography packages")}</p>"""
    pages: dict[str, PageValue] = {
        DRO_BASE: DRO.page(DRO_TITLE, main),
        DRO_BASE + "?show=full": DRO.page(
            DRO_TITLE,
            f"<h1>{DRO_TITLE}</h1><table><tr><td>dc.title</td><td>{DRO_TITLE}</td></tr></table>{files}",
        ),
        DRO_BASE + "/citation/ris": text(f"TY  - DATA\nT1  - {DRO_TITLE}\nER  -\n"),
        DRO_BASE + "/citation/bib": text(f"@misc{{kwan2016, title={{{DRO_TITLE}}}}}\n"),
        "/resource/doi:10.5061/dryad.5k1m0": stub(DRO, "Data from: Limpet shell morphology"),
    }
    for n, name, bid in DRO_FILES:
        bit = f"/bitstream/handle/10255/dryad.{bid}/{name}?sequence=1"
        fp = (
            f"<h1>{name}</h1><p>Part of: {a(DRO_BASE, DRO_TITLE)}</p>{cite}"
            f"<p>{a(bit, 'Download ' + name)} {a(f'{DRO_BASE}/{n}?show=full', 'View Full Record')}</p>"
        )
        pages[f"{DRO_BASE}/{n}"] = DRO.page(name, fp)
        pages[f"{DRO_BASE}/{n}?show=full"] = DRO.page(
            name, f"<h1>{name}</h1><p>dc.relation.ispartof: {DRO_TITLE}</p>"
        )
        pages[bit.split("?")[0]] = csv("site,lat,ctmax", "Plymouth,50.4,41.2")
    return [site(DRO, pages)]


DRO_TRUTH = frozenset(DRO.url(u) for u in _dro_urls())

# --------------------------------------------------------------------- Dryad (stash)
DRN = Portal(
    "datasets.brackwater.hx9.example",
    "Brackwater",
    [
        ("/stash/our_membership", "Members"),
        ("/stash/submission_process", "Submit"),
        ("/search", "Explore data"),
        ("/stash/our_mission", "About"),
    ],
    FOOTER,
    title_format="{title} -- Brackwater",
)
DRN_PID = "doi:10.5061/dryad.q83bk3jrs"
DRN_ENTRY = DRN.url(f"/stash/dataset/{DRN_PID}")
DRN_TITLE = "Microbial mat community composition along a hypersaline gradient"
DRN_FILES = {"2871123": "otu_table.tsv", "2871124": "sample_metadata.csv", "2871125": "README.md"}
DRN_OLD = DRN.url(f"/stash/dataset/{DRN_PID}?version=1")


def _dryad_new() -> list[Site]:
    files = rows(
        [
            [escape(n), a(f"/stash/downloads/file_stream/{k}", "Download")]
            for k, n in DRN_FILES.items()
        ],
        ["File", ""],
    )
    main = f"""<h1>{DRN_TITLE}</h1><p>Citation: Ortega, R. (2024). {DRN_TITLE} [Dataset]. Brackwater.
{a("http://doi.test/10.5061/dryad.q83bk3jrs", "https://doi.org/10.5061/dryad.q83bk3jrs")}</p>
<p>{a("/stash/downloads/download_resource/301122", "Download full dataset (12.4 MB)")}</p>
<h2>Data files</h2>{files}
<p>Metadata: {a("/api/v2/datasets/doi%3A10.5061%2Fdryad.q83bk3jrs", "JSON (API)")}</p>
<p>Versions: {a(DRN_OLD, "Version 1 (2023-08-02)")}</p>
<p>Related works: {a("http://doi.test/10.5281/zenodo.8810234", "Software: mat-pipeline")}
{a("/search?q=ortega", "More by Ortega")}</p><p>License: {a(CC0, "CC0")}</p>"""
    pages: dict[str, PageValue] = {
        f"/stash/dataset/{DRN_PID}": DRN.page(
            DRN_TITLE,
            main,
            head=jsonld(
                {
                    "@type": "Dataset",
                    "name": DRN_TITLE,
                    "distribution": {
                        "@type": "DataDownload",
                        "encodingFormat": "application/zip",
                        "contentUrl": DRN.url("/stash/downloads/download_resource/301122"),
                    },
                }
            ),
        ),
        f"/stash/dataset/{DRN_PID}?version=1": stub(DRN, DRN_TITLE + " (version 1)"),
        "/stash/downloads/download_resource/301122": binary("application/zip", "all"),
        "/api/v2/datasets/doi%3A10.5061%2Fdryad.q83bk3jrs": text(
            f'{{"title": "{DRN_TITLE}"}}', "application/json"
        ),
    }
    for k in DRN_FILES:
        pages[f"/stash/downloads/file_stream/{k}"] = csv("sample,otu", "M1,17")
    return [site(DRN, pages)]


DRN_TRUTH = frozenset(
    [
        DRN_ENTRY,
        DRN.url("/stash/downloads/download_resource/301122"),
        DRN.url("/api/v2/datasets/doi%3A10.5061%2Fdryad.q83bk3jrs"),
    ]
    + [DRN.url(f"/stash/downloads/file_stream/{k}") for k in DRN_FILES]
)

# ------------------------------------------------------------------------ OSF project
OLF = Portal(
    "olf.tindale.hx9.example",
    "OLF",
    [
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
    ],
    FOOTER,
    title_format="OLF | {title}",
    home_title="OLF | Home",
)
OLF_FILES_HOST = "files.tindale.hx9.example"
OLF_TITLE = "Teacher feedback and student revision: a mixed-methods study"
OLF_ENTRY = OLF.url("/k7qzr/")
OLF_RELATED = OLF.url("/w8zmq/")
# (guid, name, node)
OLF_FILES = [
    ("p4nv8", "interviews_coded.csv", "k7qzr"),
    ("r5mb2", "survey_items.pdf", "k7qzr"),
    ("h9ct3", "stimulus_essays.zip", "m2xwd"),
]


def _olf_urls() -> list[str]:
    out = [
        "/k7qzr/",
        "/k7qzr/wiki/home/",
        "/k7qzr/wiki/Codebook/",
        "/k7qzr/files/osfstorage",
        "/m2xwd/",
        "/m2xwd/files/osfstorage",
    ]
    for guid, _n, _node in OLF_FILES:
        out += [f"/{guid}/", f"/download/{guid}/"]
    return [OLF.url(u) for u in out] + [
        f"http://{OLF_FILES_HOST}/v1/resources/k7qzr/providers/osfstorage/?zip="
    ]


def _osf() -> list[Site]:
    crumbs = f'<nav class="breadcrumb">{a("/k7qzr/", OLF_TITLE)}</nav>'
    tabs = ul(
        [
            ("/k7qzr/", "Overview"),
            ("/k7qzr/files/osfstorage", "Files"),
            ("/k7qzr/wiki/home/", "Wiki"),
        ],
        "project-nav",
    )
    overview = f"""{tabs}<h1>{OLF_TITLE}</h1>
<p>Contributors: {a("/abx12/", "Hannah Lindgren")}, {a("/c3vq9/", "Tomás Ribeiro")}</p>
<p>Date created: 2022-09-14 | License: {a(CC_BY, "CC-By Attribution 4.0 International")}</p>
<h2>Wiki</h2><p>This project holds the materials of the study. See {a("/k7qzr/wiki/Codebook/", "Codebook")}.</p>
<h2>Components</h2>{ul([("/m2xwd/", "Stimuli")])}
<h2>Files</h2>{ul([(f"/{g}/", n) for g, n, node in OLF_FILES if node == "k7qzr"])}
<h2>Linked projects</h2>{ul([("/w8zmq/", "Feedback literacy scale validation")])}"""
    pages: dict[str, PageValue] = {
        "/k7qzr/": OLF.page(OLF_TITLE, overview),
        "/k7qzr/wiki/home/": OLF.page(
            f"{OLF_TITLE} Wiki",
            f"{tabs}{crumbs}<h1>Home</h1><p>{a('/k7qzr/wiki/Codebook/', 'Codebook')}</p>",
        ),
        "/k7qzr/wiki/Codebook/": OLF.page(f"{OLF_TITLE} Wiki", f"{tabs}{crumbs}<h1>Codebook</h1>"),
        "/k7qzr/files/osfstorage": OLF.page(
            f"{OLF_TITLE} Files",
            f"{tabs}{crumbs}<h1>Files</h1>"
            + ul([(f"/{g}/", n) for g, n, node in OLF_FILES if node == "k7qzr"])
            + a(
                f"http://{OLF_FILES_HOST}/v1/resources/k7qzr/providers/osfstorage/?zip=",
                "Download as zip",
            ),
        ),
        "/m2xwd/": OLF.page(
            "Stimuli",
            f"{crumbs}<h1>Stimuli</h1><p>Component of {escape(OLF_TITLE)}</p>{a('/m2xwd/files/osfstorage', 'Files')}",
        ),
        "/m2xwd/files/osfstorage": OLF.page(
            "Stimuli Files", f"{crumbs}<h1>Files</h1>{ul([('/h9ct3/', 'stimulus_essays.zip')])}"
        ),
        "/w8zmq/": stub(OLF, "Feedback literacy scale validation"),
        "/abx12/": stub(OLF, "Hannah Lindgren"),
        "/c3vq9/": stub(OLF, "Tomás Ribeiro"),
    }
    for guid, name, node in OLF_FILES:
        pages[f"/{guid}/"] = OLF.page(
            name,
            f"{crumbs}<h1>{escape(name)}</h1><p>{a(f'/download/{guid}/', 'Download')}</p><p>{a(f'/{node}/', 'Back to project')}</p>",
        )
        pages[f"/download/{guid}/"] = (
            pdf_file(OLF_TITLE, name)
            if name.endswith(".pdf")
            else binary("application/octet-stream", name)
        )
    zipsite = bare(
        OLF_FILES_HOST,
        {"/v1/resources/k7qzr/providers/osfstorage/": binary("application/zip", "k7qzr")},
    )
    return [site(OLF, pages), zipsite]


# ------------------------------------------------------------------------------- GBIF
GB = Portal(
    "www.biotally.hx9.example",
    "BioTally",
    [
        ("/occurrence/search", "Occurrences"),
        ("/species/search", "Species"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
        ("/resource/search", "Resources"),
    ],
    FOOTER,
    title_format="{title}",
)
GB_API = "api.biotally.hx9.example"
GB_KEY = "6f3b1c2e-9a4d-4e8f-b1a7-3c5d2e9f8a01"
GB_PUB = "a1c9d7e5-2b4f-4a60-8e1d-9c7b5a3f1e20"
GB_INST = "0e8d6c4b-2a19-4f7e-b5d3-c1a9e7f5d3b1"
GB_ENTRY = GB.url(f"/dataset/{GB_KEY}")
GB_OTHER = GB.url("/dataset/d4e5f6a7-b8c9-4d0e-a1f2-b3c4d5e6f7a8")
GB_TITLE = "Freshwater fish surveys of the upper Vistula basin, 1998–2021"


def _gbif_urls() -> list[str]:
    return [
        GB_ENTRY,
        GB.url(f"/occurrence/search?dataset_key={GB_KEY}"),
        GB.url(f"/dataset/{GB_KEY}/metrics"),
        GB.url(f"/dataset/{GB_KEY}/project"),
        GB.url(f"/dataset/{GB_KEY}/activity"),
        f"http://{GB_API}/v1/dataset/{GB_KEY}",
        f"http://{GB_API}/v1/dataset/{GB_KEY}/document",
    ]


def _gbif() -> list[Site]:
    u = _gbif_urls()
    sub = ul(
        [
            (u[1], "Occurrences (48,112)"),
            (u[2], "Metrics"),
            (u[3], "Project"),
            (u[4], "Download events"),
        ],
        "tabs",
    )
    main = f"""{sub}<h1>{GB_TITLE}</h1><p>Occurrence dataset published by
{a(f"/publisher/{GB_PUB}", "Institute of Inland Fisheries")} · hosted by {a(f"/installation/{GB_INST}", "IIF IPT")}</p>
<p>Licence: {a(CC_BY, "CC BY 4.0")}</p>
<h2>Citation</h2><p>Institute of Inland Fisheries (2022). {GB_TITLE}. Occurrence dataset
{a("http://doi.test/10.15468/7xq2mv", "https://doi.org/10.15468/7xq2mv")} accessed via BioTally.</p>
<h2>Registration</h2><p>{a(u[6], "Metadata document (EML)")} {a(u[5], "API")}
{a("http://ipt.test/resource?r=vistula_fish", "Source archive")}</p>
<h2>Taxonomic coverage</h2><p>{a("/species/2366634", "Salmo trutta")} {a("/occurrence/search?taxon_key=2366634", "records")}</p>
<h2>Other datasets from this publisher</h2>{ul([(GB_OTHER, "Lake trout tagging 2019"), (f"/dataset/search?publishing_org={GB_PUB}", "All datasets")])}"""
    pages: dict[str, PageValue] = {
        f"/dataset/{GB_KEY}": GB.page(GB_TITLE, main),
        f"/occurrence/search?dataset_key={GB_KEY}": GB.page(
            "Occurrence search",
            f"{sub}<h1>Occurrences</h1><p>Dataset: {GB_TITLE}</p><table><tr><td>Salmo trutta</td><td>1998-06-02</td></tr></table>",
        ),
        GB_OTHER.removeprefix(GB.origin): stub(GB, "Lake trout tagging 2019"),
        f"/publisher/{GB_PUB}": stub(GB, "Institute of Inland Fisheries"),
        f"/installation/{GB_INST}": stub(GB, "IIF IPT"),
        "/species/2366634": stub(GB, "Salmo trutta Linnaeus, 1758"),
    }
    for tab, label in (
        ("metrics", "Metrics"),
        ("project", "Project"),
        ("activity", "Download events"),
    ):
        pages[f"/dataset/{GB_KEY}/{tab}"] = GB.page(
            f"{label} — {GB_TITLE}", f"{sub}<h1>{label}</h1>{a(GB_ENTRY, GB_TITLE)}"
        )
    api = bare(
        GB_API,
        {
            f"/v1/dataset/{GB_KEY}": text(
                f'{{"key": "{GB_KEY}", "title": "{GB_TITLE}"}}', "application/json"
            ),
            f"/v1/dataset/{GB_KEY}/document": text(
                f"<eml:eml><dataset><title>{GB_TITLE}</title></dataset></eml:eml>",
                "application/xml",
            ),
        },
    )
    return [site(GB, pages), api]


# ------------------------------------------------------------------------------ IPT
IPT = Portal(
    "ipt.corvinmuseum.hx9.example",
    "Corvin Museum IPT",
    [
        ("/", "Home"),
        ("/about.do", "About"),
        ("/manage/", "Manage Resources"),
        ("/admin/", "Administration"),
    ],
    [("http://www.gbif.test/ipt", "Powered by IPT 3.1")],
    title_format="{title}",
)
IPT_R = "corvin_herbarium_vascular"
IPT_ENTRY = IPT.url(f"/resource?r={IPT_R}")
IPT_OLD = IPT.url(f"/resource?r={IPT_R}&v=2.1")
IPT_OTHER = IPT.url(f"/resource?r={IPT_R}_types")


def _ipt_urls() -> list[str]:
    return [IPT_ENTRY] + [IPT.url(f"/{p}.do?r={IPT_R}") for p in ("archive", "eml", "rtf")]


def _ipt() -> list[Site]:
    title = "Corvin Museum Herbarium – vascular plants"
    u = _ipt_urls()
    main = f"""<h1>{title}</h1><p>Latest version published by Corvin Museum on 2025-01-09</p>
<table class="downloads"><tr><th>Darwin Core Archive</th><td>{a(u[1], "download")} (1.2 MB)</td></tr>
<tr><th>Metadata</th><td>{a(u[2], "EML")} {a(u[3], "RTF")}</td></tr></table>
<h2>Versions</h2><table><tr><td>2.2 (latest)</td></tr><tr><td>{a(IPT_OLD, "2.1")}</td></tr></table>
<h2>Also on this IPT</h2>{ul([(IPT_OTHER, "Corvin Museum Herbarium – type specimens")])}
<p>Licence: {a(CC_BY, "CC-BY 4.0")} · Registered: {a("http://www.biotally.test/dataset/4d2e", "GBIF dataset page")}</p>"""
    pages: dict[str, PageValue] = {
        f"/resource?r={IPT_R}": IPT.page(
            title, main, head='<meta name="generator" content="IPT 3.1.1">'
        ),
        f"/resource?r={IPT_R}&v=2.1": stub(IPT, title + " (version 2.1)"),
        f"/resource?r={IPT_R}_types": stub(IPT, "Corvin Museum Herbarium – type specimens"),
        f"/archive.do?r={IPT_R}": binary("application/zip", "dwca"),
        f"/eml.do?r={IPT_R}": text(
            f"<eml:eml><dataset><title>{title}</title></dataset></eml:eml>", "application/xml"
        ),
        f"/rtf.do?r={IPT_R}": text("{\\rtf1 " + title + "}", "application/rtf"),
        "/resource": stub(IPT, "Resource not found"),
    }
    return [site(IPT, pages)]


# ----------------------------------------------------------------------------- CKAN
CK = Portal(
    "opendata.tarnbrook.hx9.example",
    "Tarnbrook Open Data",
    [
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/showcase", "Showcases"),
        ("/about", "About"),
    ],
    FOOTER,
    title_format="{title} - {name}",
)
CK_NAME = "street-tree-inventory"
CK_PKG = "5c1d7e9a-3b2f-4d6c-8e0a-1f3b5d7c9e2a"
CK_ENTRY = CK.url(f"/dataset/{CK_NAME}")
CK_RES = [
    ("0b8e4c2a-6d1f-4e3b-9a7c-5e2d8f0b4a61", "Street trees 2024 (CSV)", "street_trees_2024.csv"),
    (
        "7f1a3c5e-9b2d-4f6a-8c0e-2d4f6a8c0e13",
        "Data dictionary (PDF)",
        "tree_inventory_dictionary.pdf",
    ),
    ("c2e4a6b8-0d1f-4a3c-9e5b-7d9f1b3d5f24", "Tree inventory (ArcGIS REST service)", None),
]
CK_SHOWCASE = CK.url("/showcase/tree-canopy-map")


def _ck_urls() -> list[str]:
    out = [CK_ENTRY] + [CK.url(f"/dataset/{CK_NAME}.{ext}") for ext in ("rdf", "ttl", "jsonld")]
    for rid, _t, fname in CK_RES:
        out.append(CK.url(f"/dataset/{CK_NAME}/resource/{rid}"))
        if fname:
            out.append(CK.url(f"/dataset/{CK_PKG}/resource/{rid}/download/{fname}"))
    return out


def _ckan() -> list[Site]:
    title = "Street Tree Inventory"
    gis = "http://gis.tarnbrook.test/arcgis/rest/services/Trees/FeatureServer/0"

    def dl(rid: str, fname: str | None) -> str:
        return f"/dataset/{CK_PKG}/resource/{rid}/download/{fname}" if fname else gis

    res = "".join(
        f'<li class="resource-item">{a(f"/dataset/{CK_NAME}/resource/{rid}", t)}'
        f'<ul class="dropdown-menu"><li>{a(f"/dataset/{CK_NAME}/resource/{rid}", "Preview")}</li>'
        f"<li>{a(dl(rid, fn), 'Download' if fn else 'Go to resource')}</li></ul></li>"
        for rid, t, fn in CK_RES
    )
    head = '<meta name="generator" content="ckan 2.10.4">' + "".join(
        f'<link rel="alternate" type="{t}" href="/dataset/{CK_NAME}.{e}">'
        for e, t in (
            ("rdf", "application/rdf+xml"),
            ("ttl", "text/turtle"),
            ("jsonld", "application/ld+json"),
        )
    )
    head += jsonld(
        {
            "@type": "Dataset",
            "name": title,
            "distribution": [
                {"@type": "DataDownload", "contentUrl": CK.url(dl(rid, fn))}
                for rid, _t, fn in CK_RES
                if fn
            ],
        }
    )
    main = f"""<ol class="breadcrumb"><li>{a("/organization/parks-and-recreation", "Parks and Recreation")}</li>
<li>{a(f"/dataset/{CK_NAME}", title)}</li></ol><h1>{title}</h1>
<p>Every street tree maintained by the city: species, girth, condition.</p>
<h2>Data and Resources</h2><ul class="resource-list">{res}</ul>
<h2>Tags</h2>{ul([("/dataset/?tags=urban+forestry", "urban forestry"), ("/dataset/?tags=trees", "trees")])}
<p>Groups: {a("/group/environment", "Environment")} · {a(f"/dataset/activity/{CK_NAME}", "Activity Stream")}</p>
<p>Showcases: {a(CK_SHOWCASE, "Tree canopy map")}</p><p>License: {a("http://opendefinition.test/licenses/odc-by", "ODC-BY")}</p>"""
    pages: dict[str, PageValue] = {
        f"/dataset/{CK_NAME}": CK.page(title, main, head=head),
        "/showcase/tree-canopy-map": stub(CK, "Tree canopy map"),
        "/organization/parks-and-recreation": stub(CK, "Parks and Recreation"),
        "/group/environment": stub(CK, "Environment"),
        f"/dataset/activity/{CK_NAME}": stub(CK, f"Activity Stream: {title}"),
    }
    for e in ("rdf", "ttl", "jsonld"):
        pages[f"/dataset/{CK_NAME}.{e}"] = text(
            f"<dcat:Dataset><dct:title>{title}</dct:title></dcat:Dataset>", "application/rdf+xml"
        )
    for rid, t, fn in CK_RES:
        body = (
            f'<ol class="breadcrumb"><li>{a(f"/dataset/{CK_NAME}", title)}</li></ol><h1>{escape(t)}</h1>'
            f"<p>URL: {a(dl(rid, fn), dl(rid, fn))}</p>"
            f"<p>{a(f'/api/3/action/datastore_search?resource_id={rid}', 'Data API')}</p>"
        )
        pages[f"/dataset/{CK_NAME}/resource/{rid}"] = CK.page(t, body)
        if fn:
            pages[dl(rid, fn)] = (
                csv("tree_id,species", "1,Tilia cordata")
                if fn.endswith(".csv")
                else pdf_file("Data dictionary", title)
            )
    return [site(CK, pages)]


# --------------------------------------------------------------------------- Kaggle
KG = Portal(
    "www.nbarena.hx9.example",
    "NBArena",
    [
        ("/competitions", "Competitions"),
        ("/datasets", "Datasets"),
        ("/models", "Models"),
        ("/code", "Code"),
        ("/discussions", "Discussions"),
        ("/learn", "Learn"),
    ],
    FOOTER,
    title_format="{title} | NBArena",
)
KG_CDN = "storage.nbarenacontent.hx9.example"
KG_BASE = "/datasets/okoye-lab/lagos-air-quality-2023"
KG_ENTRY = KG.url(KG_BASE)
KG_FILES = ["pm25_hourly.csv", "stations.csv"]
KG_OTHERS = [
    KG.url("/code/adaeze/pm2-5-eda-and-seasonal-decomposition"),
    KG.url(KG_BASE + "/versions/2"),
]


def _kg_cdn(f: str) -> str:
    return f"http://{KG_CDN}/datasets/3312009/5562231/{f}?X-Goog-Expires=259200&X-Goog-Signature=9a8b7c"


def _kg_urls() -> list[str]:
    b = KG_BASE
    return [
        KG.url(u)
        for u in [
            b,
            f"{b}/data",
            f"{b}/code",
            f"{b}/discussion",
            f"{b}/discussion/481203",
            "/api/v1/datasets/download/okoye-lab/lagos-air-quality-2023",
        ]
        + [f"{b}/data?select={f}" for f in KG_FILES]
    ] + [_kg_cdn(f) for f in KG_FILES]


def _kaggle() -> list[Site]:
    b = KG_BASE
    title = "Lagos Air Quality 2023"
    tabs = ul(
        [(b, "Data Card"), (f"{b}/code", "Code (3)"), (f"{b}/discussion", "Discussion (1)")], "tabs"
    )
    top = f"""{tabs}<h1>{title}</h1><p>Hourly PM2.5 from 14 low-cost sensors ·
{a("/okoye-lab", "Okoye Lab")} · {a("/api/v1/datasets/download/okoye-lab/lagos-air-quality-2023", "Download (21 MB)")}</p>"""
    pages: dict[str, PageValue] = {
        b: KG.page(
            title,
            top
            + f"<h2>About Dataset</h2><p>Collected by the lab.</p>{ul([(f'{b}/data', 'Data Explorer')])}"
            f"<p>License: {a(CC_BY, 'CC BY 4.0')}</p><p>Version 3 · {a(KG_OTHERS[1], 'Version 2')}</p>"
            f"<h2>Notebooks using this dataset</h2>{ul([(KG_OTHERS[0], 'PM2.5 EDA and seasonal decomposition')])}",
        ),
        f"{b}/data": KG.page(title, top + ul([(f"{b}/data?select={f}", f) for f in KG_FILES])),
        f"{b}/code": KG.page(
            title,
            top
            + ul([(KG_OTHERS[0].removeprefix(KG.origin), "PM2.5 EDA and seasonal decomposition")]),
        ),
        f"{b}/discussion": KG.page(
            title, top + ul([(f"{b}/discussion/481203", "Sensor 7 drift in August?")])
        ),
        f"{b}/discussion/481203": KG.page(
            "Sensor 7 drift in August?", top + "<p>Reply from Okoye Lab.</p>"
        ),
        "/api/v1/datasets/download/okoye-lab/lagos-air-quality-2023": binary(
            "application/zip", "kg"
        ),
        "/code/adaeze/pm2-5-eda-and-seasonal-decomposition": stub(
            KG, "PM2.5 EDA and seasonal decomposition"
        ),
        f"{b}/versions/2": stub(KG, title + " (Version 2)"),
        "/okoye-lab": stub(KG, "Okoye Lab"),
    }
    for f in KG_FILES:
        pages[f"{b}/data?select={f}"] = KG.page(
            title, top + f"<h2>{f}</h2>{a(_kg_cdn(f), 'Download ' + f)}"
        )
    cdn = bare(
        KG_CDN, {f"/datasets/3312009/5562231/{f}": csv("station,pm25", "S1,41.7") for f in KG_FILES}
    )
    return [site(KG, pages), cdn]


SF, SFT, STP = "sig_filtered_title", "sig_title_plus_ignored", "single_page_plus_ignored"
CASES: list[Case] = [
    Case(
        "hx9-dataverse-replication",
        "Dataverse (replication dataset)",
        "Multi-Hop",
        SF,
        DV_ENTRY,
        DV_TRUTH,
        _dataverse,
        frozenset([DV_V1, DV_PARENT]),
    ),
    Case(
        "hx9-dataverse-selfhosted-doi",
        "Dataverse self-hosted (paged files, S3 store)",
        "Multi-Hop",
        SF,
        SDV_ENTRY,
        _sdv_truth(),
        _self_dataverse,
        frozenset([SDV_COLL]),
        landing=SDV_LANDING,
    ),
    Case(
        "hx9-dryad-classic-package",
        "Dryad (classic data package)",
        "Multi-Hop",
        SFT,
        DRO_ENTRY,
        DRO_TRUTH,
        _dryad_old,
        frozenset([DRO_OTHER]),
    ),
    Case(
        "hx9-dryad-stash-dataset",
        "Dryad stash (dataset)",
        "Multi-Hop",
        SFT,
        DRN_ENTRY,
        DRN_TRUTH,
        _dryad_new,
        frozenset([DRN_OLD]),
    ),
    Case(
        "hx9-osf-project",
        "OSF (project with component)",
        "Multi-Hop",
        SF,
        OLF_ENTRY,
        frozenset(_olf_urls()),
        _osf,
        frozenset([OLF_RELATED]),
    ),
    Case(
        "hx9-gbif-dataset",
        "GBIF (occurrence dataset)",
        "Multi-Hop",
        "sig_uri",
        GB_ENTRY,
        frozenset(_gbif_urls()),
        _gbif,
        frozenset([GB_OTHER]),
    ),
    Case(
        "hx9-gbif-ipt-resource",
        "GBIF IPT (resource)",
        "Multi-Hop",
        "sig_uri",
        IPT_ENTRY,
        frozenset(_ipt_urls()),
        _ipt,
        frozenset([IPT_OLD, IPT_OTHER]),
    ),
    Case(
        "hx9-ckan-dataset",
        "CKAN (open data dataset)",
        "Single Hop",
        STP,
        CK_ENTRY,
        frozenset(_ck_urls()),
        _ckan,
        frozenset([CK_SHOWCASE]),
    ),
    Case(
        "hx9-kaggle-dataset",
        "Kaggle (dataset with code and discussion)",
        "Multi-Hop",
        "path_based_externals",
        KG_ENTRY,
        frozenset(_kg_urls()),
        _kaggle,
        frozenset(KG_OTHERS),
    ),
]
