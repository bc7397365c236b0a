"""Data-centred portals: a Dataverse installation (the dataset behind a data paper), an OJS
data journal (the data paper itself, entered by its DOI), a Dryad-style repository, an
OSF-style project, a GBIF-style biodiversity portal with its API host, a Figshare-style
poster site with its file host, and a Pure research portal (a researcher's listed output)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, data

from ._kit import anchor_list, csv_file, pdf_file

FOOT = [("/about", "About"), ("/privacy", "Privacy"), ("/contact", "Contact")]

# --- Dataverse 5 (JSF pages, ?persistentId= query strings, files under /api/access).
DV = Portal(
    "dataverse.ashgrove-univ.hx14.example",
    "Ashgrove Dataverse",
    [
        ("/dataverse/root", "Browse"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up"),
        ("http://guides.dataverse.test/", "User Guide"),
        ("/support", "Support"),
    ],
    FOOT,
    title_format="{title} - Ashgrove Dataverse",
    home_title="Ashgrove Dataverse",
)
DV_SETS = {
    "doi:10.99021/DVN/QX7ZPL": (
        "Replication Data for: Soil moisture and maize yield in Ashgrove's long-term trial plots",
        [
            ("4021", "QX7ZPL/7AB1CD", "plot_yields_1995_2024.tab"),
            ("4022", "QX7ZPL/8EF2GH", "soil_moisture_daily.csv"),
            ("4023", "QX7ZPL/9IJ3KL", "codebook.pdf"),
        ],
    ),
    "doi:10.99021/DVN/M2R8TT": (
        "Ashgrove household survey on energy poverty, wave 3",
        [("4107", "M2R8TT/1QW2ER", "wave3_public.csv")],
    ),
}
DV_EXPORTS = ["ddi", "Datacite", "dataverse_json"]


def _dv_site() -> Site:
    pages: dict[str, Response | str] = {}
    for pid, (title, files) in DV_SETS.items():
        rows = "".join(
            f'<tr><td><a href="/file.xhtml?persistentId=doi:10.99021/DVN/{fp}&amp;version=1.0">{escape(n)}</a>'
            f'</td><td><a href="/api/access/datafile/{fid}">Download</a></td></tr>'
            for fid, fp, n in files
        )
        exports = anchor_list(
            [(f"/api/datasets/export?exporter={e}&persistentId={pid}", e) for e in DV_EXPORTS]
        )
        others = [
            (f"/dataset.xhtml?persistentId={o}", t) for o, (t, _f) in DV_SETS.items() if o != pid
        ]
        main = (
            f'<div id="breadcrumbNavBlock"><a href="/dataverse/root">Ashgrove Dataverse</a> &gt; '
            f'<a href="/dataverse/agronomy">Agronomy Group</a></div><h1 id="title">{escape(title)}</h1>'
            f'<div class="citation">Agronomy Group, 2025, "{escape(title)}", '
            f'<a href="http://doi.dataverse-pid.test/{pid[4:]}">https://doi.org/{pid[4:]}</a>, Ashgrove Dataverse, V1</div>'
            f'<div class="dropdown">Export Metadata {exports}</div>'
            f'<ul class="nav-tabs"><li>Files</li><li>Metadata</li><li>Terms</li><li>Versions</li></ul>'
            f'<table id="filesTable">{rows}</table>'
            f"<h3>Related datasets in this dataverse</h3>{anchor_list(others)}"
        )
        page = DV.page(title, main)
        pages[f"/dataset.xhtml?persistentId={pid}"] = page
        for e in DV_EXPORTS:
            pages[f"/api/datasets/export?exporter={e}&persistentId={pid}"] = data(
                f"<codeBook><titl>{escape(title)}</titl></codeBook>", "application/xml"
            )
        for fid, fp, n in files:
            fmain = (
                f"<h1>{escape(n)}</h1><p>This file is part of "
                f'"<a href="/dataset.xhtml?persistentId={pid}">{escape(title)}</a>".</p>'
                f'<a href="/api/access/datafile/{fid}">Download</a>'
                f'<p><a href="/api/access/datafile/{fid}/metadata/ddi">Variable metadata (DDI)</a></p>'
            )
            pages[f"/file.xhtml?persistentId=doi:10.99021/DVN/{fp}&version=1.0"] = DV.page(
                f"{n} - {title}", fmain
            )
            pages[f"/api/access/datafile/{fid}/metadata/ddi"] = data(
                f"<codeBook><fileDscr>{escape(n)} of {escape(title)}</fileDscr></codeBook>",
                "application/xml",
            )
            pages[f"/api/access/datafile/{fid}"] = (
                pdf_file("Codebook") if n.endswith(".pdf") else csv_file("plot,year,value")
            )
    pages["/dataverse/agronomy"] = DV.page("Agronomy Group", "<h1>Agronomy Group</h1>")
    return DV.site(pages)


def _dv_case(name: str, pid: str) -> Case:
    title, files = DV_SETS[pid]
    entry = DV.url(f"/dataset.xhtml?persistentId={pid}")
    truth = {entry} | {
        DV.url(f"/api/datasets/export?exporter={e}&persistentId={pid}") for e in DV_EXPORTS
    }
    for fid, fp, _n in files:
        truth |= {
            DV.url(f"/file.xhtml?persistentId=doi:10.99021/DVN/{fp}&version=1.0"),
            DV.url(f"/api/access/datafile/{fid}"),
            DV.url(f"/api/access/datafile/{fid}/metadata/ddi"),
        }
    others = {DV.url(f"/dataset.xhtml?persistentId={o}") for o in DV_SETS if o != pid}
    return Case(
        name,
        "Dataverse (data repository)",
        "dataset",
        "sig_filtered_title",
        entry,
        frozenset(truth),
        lambda: [_dv_site()],
        frozenset(others),
    )


# Expected sig_filtered_title, the seed's call for Dataverse (site name filtered from the end
# of the title).  Truth: dataset page, file pages, downloads, per-file variable metadata and
# the dataset's metadata exports.  The file-level DDI is the seed's "bibliographic metadata".
DV_DATA_PAPER_DATASET = _dv_case("dataverse-data-paper-dataset", "doi:10.99021/DVN/QX7ZPL")
DV_SURVEY = _dv_case("dataverse-survey-wave", "doi:10.99021/DVN/M2R8TT")


# --- OJS 3 data journal; the data paper, entered through its DOI.
OJS = Portal(
    "journals.pellworth-press.hx14.example",
    "Journal of Open Field Data",
    [
        ("/index.php/jofd/issue/current", "Current"),
        ("/index.php/jofd/issue/archive", "Archives"),
        ("/index.php/jofd/about", "About"),
        ("/index.php/jofd/about/submissions", "Submissions"),
    ],
    [
        ("/index.php/jofd/about/privacy", "Privacy Statement"),
        ("http://pkp.test/ojs", "Open Journal Systems"),
    ],
    title_format="{title} | Journal of Open Field Data",
    home_title="Journal of Open Field Data",
)
OJS_DOI = "doi.pellworth-pid.hx14.example"
OJS_ART = "/index.php/jofd/article/view/118"
OJS_TITLE = (
    "Twenty-nine years of soil moisture and yield observations from the Ashgrove long-term trial"
)
OJS_CITES = [("ris", "application/x-research-info-systems"), ("bibtex", "application/x-bibtex")]


def _ojs_site() -> Site:
    cites = [
        (f"/index.php/jofd/citationstylelanguage/download/{f}?submissionId=118", f.upper())
        for f, _c in OJS_CITES
    ]
    main = (
        f'<article class="obj_article_details"><h1 class="page_title">{escape(OJS_TITLE)}</h1>'
        '<ul class="authors"><li>Tomasz Wielgosz</li><li>Priya Raman</li></ul>'
        f'<div class="doi">DOI: <a href="http://{OJS_DOI}/10.99044/jofd.118">https://doi.org/10.99044/jofd.118</a></div>'
        "<section><h2>Abstract</h2><p>We describe the plot-level dataset ...</p></section>"
        '<section><h2>Data availability</h2><p>The dataset is deposited at <a href="http://dataverse.'
        'ashgrove-univ.hx14.example/dataset.xhtml?persistentId=doi:10.99021/DVN/QX7ZPL">Ashgrove Dataverse</a>.</p></section>'
        '<ul class="galleys_links"><li><a class="obj_galley_link pdf" href="/index.php/jofd/article/view/118/240">PDF</a></li>'
        '<li><a class="obj_galley_link" href="/index.php/jofd/article/view/118/241">HTML</a></li></ul>'
        f'<div class="item citation"><h2>How to Cite</h2>{anchor_list(cites)}</div>'
        '<div class="item issue"><a href="/index.php/jofd/issue/view/14">Vol. 9 (2025)</a></div>'
        "<h3>Most read articles by the same author(s)</h3>"
        + anchor_list([("/index.php/jofd/article/view/97", "A decade of lysimeter data")])
        + "</article>"
    )
    head = (
        '<meta name="generator" content="Open Journal Systems 3.3.0.18">'
        f'<meta name="citation_title" content="{escape(OJS_TITLE)}">'
        '<meta name="citation_pdf_url" content="/index.php/jofd/article/download/118/240">'
    )
    pages: dict[str, Response | str] = {
        OJS_ART: OJS.page(OJS_TITLE, main, head=head),
        f"{OJS_ART}/240": OJS.page(
            f"View of {OJS_TITLE}",
            f'<header><a href="{OJS_ART}">Return to Article Details</a> {escape(OJS_TITLE)} '
            '<a class="download" href="/index.php/jofd/article/download/118/240">Download</a></header>'
            '<iframe src="/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html?file=%2Findex.php%2Fjofd%2Farticle%2Fdownload%2F118%2F240"></iframe>',
        ),
        f"{OJS_ART}/241": OJS.page(OJS_TITLE, f"<h1>{escape(OJS_TITLE)}</h1><p>Full text ...</p>"),
        "/index.php/jofd/article/download/118/240": pdf_file(OJS_TITLE, "Wielgosz, Raman"),
        "/plugins/generic/pdfJsViewer/pdf.js/web/viewer.html": "<!doctype html><title>PDF.js viewer</title><div id='viewer'></div>",
        "/index.php/jofd/issue/view/14": OJS.page(
            "Vol. 9 (2025)", f'<a href="{OJS_ART}">{escape(OJS_TITLE)}</a>'
        ),
        "/index.php/jofd/article/view/97": OJS.page(
            "A decade of lysimeter data", "<h1>A decade of lysimeter data</h1>"
        ),
    }
    for f, c in OJS_CITES:
        pages[f"/index.php/jofd/citationstylelanguage/download/{f}?submissionId=118"] = data(
            f"TI  - {OJS_TITLE}\nDO  - 10.99044/jofd.118\n", c
        )
    return OJS.site(pages)


def _ojs_doi_site() -> Site:
    return Site(OJS_DOI, {"/10.99044/jofd.118": Response.redirect(OJS.url(OJS_ART), 302)})


# Expected single_page_plus_ignored: an OJS article is the seed's preprint/Zenodo kind (a
# landing page, its galleys and citation files) wrapped in journal chrome.  Truth: landing,
# the PDF galley's viewer page and the PDF itself (two hops: OJS links the viewer, the viewer
# links the file), the HTML galley, the citation downloads.  The dataset on Dataverse, the
# issue and the same author's other article are other artifacts.
OJS_DATA_PAPER = Case(
    "ojs-data-paper-doi",
    "OJS (journal)",
    "data paper",
    "single_page_plus_ignored",
    f"http://{OJS_DOI}/10.99044/jofd.118",
    frozenset(
        {
            OJS.url(OJS_ART),
            OJS.url(f"{OJS_ART}/240"),
            OJS.url(f"{OJS_ART}/241"),
            OJS.url("/index.php/jofd/article/download/118/240"),
            *(
                OJS.url(f"/index.php/jofd/citationstylelanguage/download/{f}?submissionId=118")
                for f, _c in OJS_CITES
            ),
        }
    ),
    lambda: [_ojs_site(), _ojs_doi_site()],
    frozenset(
        {OJS.url("/index.php/jofd/issue/view/14"), OJS.url("/index.php/jofd/article/view/97")}
    ),
    landing=OJS.url(OJS_ART),
)


# --- Dryad-style (the DSpace-era Dryad: "Data from: ..." on every page of the package).
DRYAD = Portal(
    "datarepo.fenmoor-data.hx14.example",
    "Fenmoor Data Repository",
    [("/discover", "Search data"), ("/pages/submit", "Submit data"), ("/pages/faq", "FAQ")],
    FOOT,
    title_format="{title}",
    home_title="Fenmoor Data Repository",
)
DRY_DOI = "doi:10.99031/fenmoor.7h44j0zq"
DRY_TITLE = "Data from: Nest predation rates of ground-nesting waders on restored fen meadows"
DRY_FILES = [
    ("1", "nest_survival.csv", "10255/fenmoor.20513"),
    ("2", "camera_trap_events.csv", "10255/fenmoor.20514"),
]


def _dryad_site() -> Site:
    pkg = f"/resource/{DRY_DOI}"
    cite = f'<div class="citation">Ahlgren E, Stott R (2025) {escape(DRY_TITLE)}. Fenmoor Data Repository.</div>'
    files = anchor_list([(f"{pkg}/{n}", f"Data file {n}: {f}") for n, f, _h in DRY_FILES])
    main = (
        f"<h1>{escape(DRY_TITLE)}</h1>{cite}<h2>Files in this package</h2>{files}"
        f'<p><a href="{pkg}/mets.xml">View metadata (METS)</a> '
        '<a href="http://journals.birdstudy.test/article/10.9999/ibis.2025.042">Article in Ibis</a></p>'
        "<h3>Related packages</h3>"
        + anchor_list(
            [("/resource/doi:10.99031/fenmoor.2bq01x", "Data from: Vole cycles on fen margins")]
        )
    )
    pages: dict[str, Response | str] = {
        pkg: DRYAD.page(DRY_TITLE, main),
        f"{pkg}/mets.xml": data(
            f"<mets><dmdSec><title>{escape(DRY_TITLE)}</title></dmdSec></mets>", "text/xml"
        ),
        "/resource/doi:10.99031/fenmoor.2bq01x": DRYAD.page(
            "Data from: Vole cycles on fen margins",
            "<h1>Data from: Vole cycles on fen margins</h1>",
        ),
    }
    for n, f, h in DRY_FILES:
        pages[f"{pkg}/{n}"] = DRYAD.page(
            f,
            f"<h1>{escape(f)}</h1>{cite}<p>This file is part of the package "
            f'<a href="{pkg}">{escape(DRY_TITLE)}</a>.</p>'
            f'<a href="/bitstream/handle/{h}/{f}?sequence=1">Download {escape(f)}</a>',
        )
        pages[f"/bitstream/handle/{h}/{f}?sequence=1"] = csv_file("nest_id,day,status")
    return DRYAD.site(pages)


# Expected sig_title_plus_ignored, the seed's call for Dryad: the package title is on every
# page of the package but not in the CSV files one hop beyond.  Truth: package page, file
# pages, the CSVs, the METS metadata.  The journal article and related packages are others.
DRYAD_PACKAGE = Case(
    "dryad-style-package",
    "Dryad-style data repository",
    "dataset",
    "sig_title_plus_ignored",
    DRYAD.url(f"/resource/{DRY_DOI}"),
    frozenset(
        {
            DRYAD.url(f"/resource/{DRY_DOI}"),
            DRYAD.url(f"/resource/{DRY_DOI}/mets.xml"),
            *(DRYAD.url(f"/resource/{DRY_DOI}/{n}") for n, _f, _h in DRY_FILES),
            *(DRYAD.url(f"/bitstream/handle/{h}/{f}?sequence=1") for _n, f, h in DRY_FILES),
        }
    ),
    lambda: [_dryad_site()],
    frozenset({DRYAD.url("/resource/doi:10.99031/fenmoor.2bq01x")}),
)


# --- OSF-style project: GUID paths, "TOR | " prefix on every title.
OSF = Portal(
    "osf.tarrant-open.hx14.example",
    "TOR",
    [
        ("/search", "Search"),
        ("/support", "Support"),
        ("/dashboard", "My Projects"),
        ("/preprints", "Preprints"),
    ],
    [("/terms", "Terms of Use"), ("/privacy", "Privacy Policy"), ("/status", "Status")],
    title_format="TOR | {title}",
    home_title="TOR | Home",
)
OSF_TITLE = "Replication of the Stroop interference effect across 14 labs"
OSF_PAGES = {
    # path: (page title, kind)
    "/q7x2m/": (OSF_TITLE, "project"),
    "/q7x2m/wiki/home/": (f"{OSF_TITLE} Wiki: home", "wiki"),
    "/q7x2m/files/osfstorage/": (f"{OSF_TITLE} Files", "files"),
    "/v4k9t/": (f"{OSF_TITLE} » Analysis scripts", "component"),
    "/h3bnc/": ("stroop_trials_all_labs.csv", "file"),
    "/r8wd5/": ("preregistration.pdf", "file"),
}


def _osf_site() -> Site:
    crumbs = f'<div class="breadcrumb"><a href="/q7x2m/">{escape(OSF_TITLE)}</a></div>'
    nav = anchor_list(
        [
            ("/q7x2m/", "Overview"),
            ("/q7x2m/files/osfstorage/", "Files"),
            ("/q7x2m/wiki/home/", "Wiki"),
            ("/q7x2m/analytics/", "Analytics"),
            ("/q7x2m/registrations/", "Registrations"),
        ],
        "project-nav",
    )
    files = anchor_list(
        [("/h3bnc/", "stroop_trials_all_labs.csv"), ("/r8wd5/", "preregistration.pdf")]
    )
    pages: dict[str, Response | str] = {}
    for path, (title, kind) in OSF_PAGES.items():
        body = f"{crumbs}{nav}<h1>{escape(title)}</h1>"
        if kind == "project":
            body += (
                f"<h2>Components</h2>{anchor_list([('/v4k9t/', 'Analysis scripts')])}<h2>Files</h2>{files}"
                '<p>Contributors: <a href="/u/9xkfp/">Hanne Virtanen</a></p>'
                "<h3>Linked projects</h3>" + anchor_list([("/zz8ma/", "Many Labs 6")])
            )
        elif kind == "files":
            body += files
        elif kind == "file":
            guid = path.strip("/")
            body += f'<a href="/download/{guid}/">Download</a>'
            pages[f"/download/{guid}/"] = (
                pdf_file("Preregistration")
                if title.endswith(".pdf")
                else csv_file("lab,subject,congruent,rt")
            )
        pages[path] = OSF.page(title, body)
    pages["/q7x2m/analytics/"] = OSF.page(f"{OSF_TITLE} Analytics", crumbs + "<h1>Analytics</h1>")
    pages["/q7x2m/registrations/"] = OSF.page(
        f"{OSF_TITLE} Registrations", crumbs + "<p>No registrations.</p>"
    )
    pages["/u/9xkfp/"] = OSF.page("Hanne Virtanen", "<h1>Hanne Virtanen</h1>")
    pages["/zz8ma/"] = OSF.page("Many Labs 6", "<h1>Many Labs 6</h1>")
    return OSF.site(pages)


# Expected sig_filtered_title, the seed's call for OSF: GUID URLs defeat path rules; the
# project title (after removing "TOR | ") is on every page of the project.  Truth: overview,
# wiki, file list, component, file pages and downloads.  Analytics and registrations tabs are
# services (disputable: an archivist might keep analytics); linked projects and people: others.
OSF_PROJECT = Case(
    "osf-style-project",
    "OSF-style project",
    "project",
    "sig_filtered_title",
    OSF.url("/q7x2m/"),
    frozenset(
        {OSF.url(p) for p in OSF_PAGES} | {OSF.url("/download/h3bnc/"), OSF.url("/download/r8wd5/")}
    ),
    lambda: [_osf_site()],
    frozenset({OSF.url("/zz8ma/")}),
)


# --- GBIF-style portal with an API host: the dataset key is in every artifact URI.
GBIF = Portal(
    "www.brackenfield-biodiv.hx14.example",
    "Brackenfield Biodiversity Portal",
    [
        ("/occurrence/search", "Occurrences"),
        ("/species/search", "Species"),
        ("/dataset/search", "Datasets"),
        ("/publisher/search", "Publishers"),
    ],
    FOOT,
)
GBIF_API = "api.brackenfield-biodiv.hx14.example"
GBIF_KEY = "5e8c2f41-7a3b-4d19-9f0e-b62a1c7d3e58"
GBIF_PUB = "b1d4a7e0-2c3f-4b5a-8d6e-9f0a1b2c3d4e"


def _gbif_sites() -> list[Site]:
    title = "Herbarium of the Brackenfield University Museum: vascular plants"
    main = (
        f'<h1>{escape(title)}</h1><p>Published by <a href="/publisher/{GBIF_PUB}">Brackenfield University Museum</a></p>'
        f'<ul class="tabs"><li><a href="/dataset/{GBIF_KEY}">About</a></li>'
        f'<li><a href="/dataset/{GBIF_KEY}/metrics">Metrics</a></li>'
        f'<li><a href="/dataset/{GBIF_KEY}/activity">Download events</a></li></ul>'
        f'<p><a href="/occurrence/search?dataset_key={GBIF_KEY}">41,220 occurrences</a></p>'
        f'<p><a href="http://{GBIF_API}/v1/dataset/{GBIF_KEY}/document">EML metadata</a></p>'
        "<h3>Other datasets from this publisher</h3>"
        + anchor_list(
            [("/dataset/0a9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c", "Brackenfield bryophytes")]
        )
    )
    www = {
        f"/dataset/{GBIF_KEY}": GBIF.page(title, main),
        f"/dataset/{GBIF_KEY}/metrics": GBIF.page(
            f"Metrics: {title}",
            f'<h1>Metrics</h1><a href="/dataset/{GBIF_KEY}">{escape(title)}</a>',
        ),
        f"/dataset/{GBIF_KEY}/activity": GBIF.page(
            f"Activity: {title}", "<h1>Download events</h1>"
        ),
        f"/occurrence/search?dataset_key={GBIF_KEY}": GBIF.page(
            "Occurrence search", "<table><tr><td>Carex nigra</td></tr></table>"
        ),
        f"/publisher/{GBIF_PUB}": GBIF.page(
            "Brackenfield University Museum", "<h1>Brackenfield University Museum</h1>"
        ),
        "/dataset/0a9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c": GBIF.page(
            "Brackenfield bryophytes", "<h1>Brackenfield bryophytes</h1>"
        ),
    }
    api = Site(
        GBIF_API,
        {
            f"/v1/dataset/{GBIF_KEY}/document": data(
                f"<eml:eml><title>{escape(title)}</title></eml:eml>", "application/xml"
            )
        },
    )
    return [GBIF.site(www), api]


# Expected sig_uri, the seed's call for GBIF: the dataset key is the significant string of
# every artifact URI, across the portal and its API host.  Truth: dataset page, its metrics
# and activity tabs, its occurrence search, its EML document.  Publisher and sibling dataset:
# others.
GBIF_DATASET = Case(
    "gbif-style-herbarium-dataset",
    "GBIF-style biodiversity portal",
    "dataset",
    "sig_uri",
    GBIF.url(f"/dataset/{GBIF_KEY}"),
    frozenset(
        {
            GBIF.url(f"/dataset/{GBIF_KEY}"),
            GBIF.url(f"/dataset/{GBIF_KEY}/metrics"),
            GBIF.url(f"/dataset/{GBIF_KEY}/activity"),
            GBIF.url(f"/occurrence/search?dataset_key={GBIF_KEY}"),
            f"http://{GBIF_API}/v1/dataset/{GBIF_KEY}/document",
        }
    ),
    _gbif_sites,
    frozenset(
        {
            GBIF.url(f"/publisher/{GBIF_PUB}"),
            GBIF.url("/dataset/0a9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c"),
        }
    ),
)


# --- Figshare-style poster site; files on a separate download host.
POSTERS = Portal(
    "posters.kelderan-hub.hx14.example",
    "Kelderan Posters",
    [("/browse", "Browse"), ("/categories", "Categories"), ("/conferences", "Conferences")],
    FOOT,
    title_format="{title} - Kelderan Posters",
    home_title="Kelderan Posters",
)
POSTER_FILES = "ndownloader.kelderan-files.hx14.example"
POSTER_TITLE = "Seagrass recovery after mooring removal: drone surveys 2021-2024"


def _poster_sites() -> list[Site]:
    art = "/articles/poster/Seagrass_recovery_after_mooring_removal/24681357"
    main = (
        f"<h1>{escape(POSTER_TITLE)}</h1><p>Posted on 2025-06-12 by Ines Calloway</p>"
        f'<a class="download" href="http://{POSTER_FILES}/files/43210987">Download (4.2 MB)</a>'
        f'<p>Cite: <a href="/articles/24681357/export/bibtex">BibTeX</a> <a href="/articles/24681357/export/ris">RIS</a></p>'
        '<p>Conference: <a href="/conferences/Coastal_Ecology_2025/7711">Coastal Ecology 2025</a></p>'
        "<h3>Related posters</h3>"
        + anchor_list(
            [("/articles/poster/Eelgrass_genetic_diversity/24680001", "Eelgrass genetic diversity")]
        )
        + '<p><a href="/articles/24681357/stats">Views and downloads</a></p>'
    )
    pages: dict[str, Response | str] = {
        art: POSTERS.page(POSTER_TITLE, main, share=POSTERS.url(art)),
        "/articles/24681357/export/bibtex": data(
            f"@misc{{calloway2025, title={{{POSTER_TITLE}}}}}", "application/x-bibtex"
        ),
        "/articles/24681357/export/ris": data(
            f"TI  - {POSTER_TITLE}\n", "application/x-research-info-systems"
        ),
        "/articles/24681357/stats": POSTERS.page("Statistics", "<p>312 views</p>"),
        "/conferences/Coastal_Ecology_2025/7711": POSTERS.page(
            "Coastal Ecology 2025", "<h1>Coastal Ecology 2025</h1>"
        ),
        "/articles/poster/Eelgrass_genetic_diversity/24680001": POSTERS.page(
            "Eelgrass genetic diversity", "<h1>Eelgrass</h1>"
        ),
    }
    files = Site(POSTER_FILES, {"/files/43210987": pdf_file(POSTER_TITLE, "Calloway I")})
    return [POSTERS.site(pages), files]


# Expected single_page_plus_ignored, the seed's call for Figshare: the poster file and the
# citation exports are one hop from the landing page, among chrome.  Truth: landing, the
# poster PDF on the download host, the two citation exports.  Statistics: a service.
POSTER = Case(
    "figshare-style-poster",
    "Figshare-style poster site",
    "poster",
    "single_page_plus_ignored",
    POSTERS.url("/articles/poster/Seagrass_recovery_after_mooring_removal/24681357"),
    frozenset(
        {
            POSTERS.url("/articles/poster/Seagrass_recovery_after_mooring_removal/24681357"),
            f"http://{POSTER_FILES}/files/43210987",
            POSTERS.url("/articles/24681357/export/bibtex"),
            POSTERS.url("/articles/24681357/export/ris"),
        }
    ),
    _poster_sites,
    frozenset(
        {
            POSTERS.url("/conferences/Coastal_Ecology_2025/7711"),
            POSTERS.url("/articles/poster/Eelgrass_genetic_diversity/24680001"),
        }
    ),
)


# --- Pure research portal: a researcher's listed output (the profile lists it, the portal
# page is what the library captures).
PURE = Portal(
    "research.quillon-univ.hx14.example",
    "Quillon University Research Portal",
    [
        ("/en/", "Home"),
        ("/en/persons/", "Profiles"),
        ("/en/organisations/", "Research units"),
        ("/en/publications/", "Research output"),
        ("/en/projects/", "Projects"),
    ],
    [("/en/about", "About"), ("http://www.elsevier.test/pure", "Powered by Pure")],
    title_format="{title} — Quillon University Research Portal",
    home_title="Quillon University Research Portal",
)
PURE_SLUG = "/en/publications/compound-flooding-in-small-estuaries-a-copula-approach"
PURE_TITLE = "Compound flooding in small estuaries: a copula approach"


def _pure_site() -> Site:
    tabs = anchor_list(
        [(PURE_SLUG, "Overview"), (f"{PURE_SLUG}/fingerprints", "Fingerprint")], "tabs"
    )
    main = (
        f"<h1>{escape(PURE_TITLE)}</h1>"
        '<p class="persons"><a href="/en/persons/eilidh-macrae">Eilidh MacRae</a>, '
        '<a href="/en/persons/tobias-wendt">Tobias Wendt</a></p>'
        '<p><a href="/en/organisations/school-of-engineering">School of Engineering</a></p>'
        f"{tabs}<p>Research output: Contribution to journal › Article › peer-review</p>"
        '<h2>Documents</h2><ul><li><a href="/files/48120931/MacRae_compound_flooding_AAM.pdf">'
        "Accepted author manuscript, 2.1 MB</a></li></ul>"
        '<p><a href="http://doi.test/10.9999/hess-2025-118">Link to publication (DOI)</a> '
        '<a href="http://www.scopus.test/inward/record.url?eid=2-s2.0-859">Link to Scopus</a></p>'
        "<h3>Cite this</h3><p>MacRae, E. & Wendt, T. (2025). Compound flooding ...</p>"
        "<h3>Related research output</h3>"
        + anchor_list(
            [
                (
                    "/en/publications/storm-surge-climatology-of-the-quillon-firth",
                    "Storm surge climatology",
                )
            ]
        )
    )
    return PURE.site(
        {
            PURE_SLUG: PURE.page(
                PURE_TITLE,
                main,
                head='<meta name="citation_title" content="' + escape(PURE_TITLE) + '">',
            ),
            f"{PURE_SLUG}/fingerprints": PURE.page(
                f"{PURE_TITLE} — Fingerprint",
                f"<h1>{escape(PURE_TITLE)}</h1>{tabs}<ul><li>Estuaries 100%</li><li>Copulas 72%</li></ul>",
            ),
            "/files/48120931/MacRae_compound_flooding_AAM.pdf": pdf_file(
                PURE_TITLE, "MacRae, Wendt"
            ),
            "/en/persons/eilidh-macrae": PURE.page("Eilidh MacRae", "<h1>Eilidh MacRae</h1>"),
            "/en/persons/tobias-wendt": PURE.page("Tobias Wendt", "<h1>Tobias Wendt</h1>"),
            "/en/organisations/school-of-engineering": PURE.page(
                "School of Engineering", "<h1>School of Engineering</h1>"
            ),
            "/en/publications/storm-surge-climatology-of-the-quillon-firth": PURE.page(
                "Storm surge climatology", "<h1>Storm surge climatology</h1>"
            ),
        }
    )


# Expected single_page_plus_ignored: a repository record of the seed's SSRN/Zenodo kind.  The
# Fingerprint tab shares the record's path, the manuscript PDF does not.  Truth: overview,
# fingerprint tab, the accepted manuscript.  People, school and related output: others (the
# profile pages are the researchers', not this work's).
PURE_OUTPUT = Case(
    "pure-portal-listed-output",
    "Pure research portal",
    "journal article (accepted manuscript)",
    "single_page_plus_ignored",
    PURE.url(PURE_SLUG),
    frozenset(
        {
            PURE.url(PURE_SLUG),
            PURE.url(f"{PURE_SLUG}/fingerprints"),
            PURE.url("/files/48120931/MacRae_compound_flooding_AAM.pdf"),
        }
    ),
    lambda: [_pure_site()],
    frozenset(
        {
            PURE.url("/en/persons/eilidh-macrae"),
            PURE.url("/en/persons/tobias-wendt"),
            PURE.url("/en/publications/storm-surge-climatology-of-the-quillon-firth"),
        }
    ),
)
