"""Artifacts held together by their title: a DSpace 6 (XMLUI) data-share item, a classic
Dryad data package, an OSF project with a component, and a Dataverse 5 dataset (an
installation from before Dataverse sent Signposting headers)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, as_json, csv, dl, host, meta, text, ul, xml

# --- DSpace 6 XMLUI data share (Significant String from Title) -------------------------------

DS = Portal(
    host("datashare", "edinvale-uni"),
    "Edinvale DataShare",
    menu=[
        ("/community-list", "Communities & Collections"),
        ("/browse?type=dateissued", "By Issue Date"),
        ("/browse?type=author", "Authors"),
        ("/browse?type=title", "Titles"),
        ("/password-login", "Login"),
    ],
    footer=[
        ("/page/about", "About"),
        ("/page/policies", "Policies"),
        ("/contact", "Contact Us"),
        ("/feedback", "Send Feedback"),
    ],
    title_format="{title}",
    home_title="Edinvale DataShare",
)
DS_T = "Bibliometric indicators for Scottish universities, 2010-2025"
DS_I = "/handle/10283/4871"
DS_FULL = DS_I + "?show=full"
DS_FILES = [
    "/bitstream/handle/10283/4871/README.txt?sequence=1&isAllowed=y",
    "/bitstream/handle/10283/4871/indicators.json?sequence=2&isAllowed=y",
]
DS_METS = "/metadata/handle/10283/4871/mets.xml"
DS_COLL = "/handle/10283/12"


def _dspace6() -> list[Site]:
    files = (
        '<div class="file-list"><h2>Files in this item</h2>'
        + ul(
            [
                a(DS_FILES[0], "README.txt") + " 6.1Kb Text",
                a(DS_FILES[1], "indicators.json") + " 2.4Mb JSON",
            ]
        )
        + "</div>"
    )
    item = DS.page(
        DS_T,
        f'<div id="aspect_artifactbrowser_ItemViewer_div_item-view"><h2 class="page-header">{DS_T}'
        "</h2>"
        + dl(
            [
                ("Date Available", "2025-12-02"),
                ("Author", "Fraser, Morag; Lindqvist, Erik"),
                ("Abstract", "Field-normalised citation indicators for 19 institutions."),
            ]
        )
        + files
        + ul(
            [
                a(DS_FULL, "Show full item record"),
                a(DS_METS, "METS metadata"),
                a(DS_COLL, "Research Evaluation Datasets"),
            ]
        )
        + "</div>",
        head=meta("DC.title", DS_T)
        + '<link rel="schema.DCTERMS" href="http://purl.test/dc/terms/">',
    )
    full = DS.page(
        DS_T,
        f"<h2>{DS_T}</h2><table class='ds-includeSet-table'>"
        f"<tr><td>dc.title</td><td>{DS_T}</td></tr>"
        "<tr><td>dc.contributor.author</td><td>Fraser, Morag</td></tr>"
        "<tr><td>dc.identifier.uri</td><td>https://hdl.handle.net/10283/4871</td></tr></table>"
        + files
        + a(DS_I, "Show simple item record"),
    )
    coll = DS.page(
        "Research Evaluation Datasets",
        "<h2>Research Evaluation Datasets</h2><h3>Recent Submissions</h3>"
        + ul(["REF2021 output eligibility audit", "Journal lists used in Norwegian funding 2024"]),
    )
    return [
        DS.site(
            {
                DS_I: item,
                DS_FULL: full,
                DS_FILES[0]: text(f"{DS_T}\n\nREADME. Indicators: MNCS, PP-top10%.\n"),
                DS_FILES[1]: as_json({"title": DS_T, "rows": [{"inst": "X", "mncs": 1.1}]}),
                DS_METS: xml(f'<mets><dim:field element="title">{DS_T}</dim:field></mets>'),
                DS_COLL: coll,
            }
        )
    ]


# --- classic Dryad (Significant String from Title+ with Ignored URIs) ------------------------

DY = Portal(
    host("www", "datadryad"),
    "Dryad Digital Repository",
    menu=[
        ("/pages/faq", "FAQ"),
        ("/pages/submissionIntegration", "Submit data"),
        ("/discover", "Search"),
        ("/login", "Login"),
    ],
    footer=[
        ("/pages/policies", "Terms of Service"),
        ("/pages/contact", "Contact"),
        ("/pages/membershipOverview", "Membership"),
    ],
    title_format="{title}",
    home_title="Dryad Digital Repository - Dryad",
)
DY_T = "Data from: Citation advantage of open data in ecology journals"
DY_P = "/resource/doi:10.5061/dryad.7m0cfxq2"
DY_FILES = [
    (
        "/1",
        "citations_2005_2020.csv",
        "/bitstream/handle/10255/dryad.172041/citations_2005_2020.csv?sequence=1",
    ),
    (
        "/2",
        "journal_policies.csv",
        "/bitstream/handle/10255/dryad.172042/journal_policies.csv?sequence=1",
    ),
]


def _dryad() -> list[Site]:
    rows = "".join(
        f"<tr><td>Title: {fname}</td><td>{a(DY_P + n, 'View File Details')}</td></tr>"
        for n, fname, _bit in DY_FILES
    )
    pkg = DY.page(
        DY_T,
        f'<div class="ds-static-div primary"><h1>{DY_T}</h1>'
        "<p>Grant, Eloise; Müller, Jonas; Odhiambo, Peter</p>"
        '<div class="citation-view"><p>When using this data, please cite the original '
        "publication: Grant E et al. (2019) Citation advantage of open data in ecology "
        "journals. Ecology Letters 22(8). doi:10.1111/ele.13301</p>"
        f"<p>Additionally, please cite the Dryad data package: Grant E et al. (2019) {DY_T}. "
        "Dryad Digital Repository. doi:10.5061/dryad.7m0cfxq2</p></div>"
        f'<table class="package-files"><tr><th>Files in this package</th></tr>{rows}</table>'
        + a(DY_P + "?show=full", "View Full Record")
        + "</div>",
        head=meta("DC.title", DY_T),
    )
    pages: dict[str, object] = {
        DY_P: pkg,
        DY_P + "?show=full": DY.page(
            DY_T,
            f"<h1>{DY_T}</h1><table><tr><td>dc.title</td><td>{DY_T}</td></tr>"
            "<tr><td>dc.identifier</td><td>doi:10.5061/dryad.7m0cfxq2</td></tr></table>"
            + a(DY_P, "View Summary"),
        ),
    }
    for n, fname, bit in DY_FILES:
        pages[DY_P + n] = DY.page(
            fname,
            f"<h1>{fname}</h1><p>This file is part of the Dryad data package: {a(DY_P, DY_T)}"
            f"</p><p>Size: 4.2 MB. {a(bit, 'Download')}</p>",
        )
        pages[bit] = csv("doi,year,cites,open_data", "10.1111/ele.0001,2005,41,1")
    return [DY.site(pages)]  # type: ignore[arg-type]


# --- OSF (Significant String from Filtered Title, prefix) ---------------------------------------

OS = Portal(
    host("osf", "cos"),
    "OSF",
    menu=[
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("/support", "Support"),
        ("/donate", "Donate"),
        ("/login", "Sign In"),
    ],
    footer=[("/terms", "Terms of Use"), ("/privacy", "Privacy Policy"), ("/status", "Status")],
    title_format="OSF | {title}",
    home_title="OSF | Home",
)
OS_T = "Replicating the citation advantage of open access: a many-analysts study"
OS_P = "/x7k2m/"
OS_SUB = [
    "files/osfstorage",
    "files/osfstorage/6651f0c2a1b2c3d4e5f60718",
    "wiki/Home",
    "registrations",
]
OS_C = "/q4r8t/"
OS_C_SUB = ["files/osfstorage"]
OS_USER = "/u3ab9/"


def _osf() -> list[Site]:
    def pnav(guid: str, title: str, parent: str = "") -> str:
        crumbs = (a(OS_P, OS_T) + " / " if parent else "") + a(guid, title)
        return (
            f'<nav class="project-nav"><p class="breadcrumb">{crumbs}</p>'
            + ul(
                [
                    a(guid, "Overview"),
                    a(guid + "files/osfstorage", "Files"),
                    a(guid + "wiki/Home", "Wiki") if not parent else "Wiki",
                    a(guid + "registrations", "Registrations") if not parent else "Registrations",
                ]
            )
            + "</nav>"
        )

    nav = pnav(OS_P, OS_T)
    fid = "6651f0c2a1b2c3d4e5f60718"
    pages: dict[str, object] = {
        OS_P: OS.page(
            OS_T,
            nav + f'<h2 class="node-title">{OS_T}</h2><p>Contributors: {a(OS_USER, "Maria Lopez")}'
            "</p><p>Date created: 2024-05-02 | Last Updated: 2025-11-19</p>"
            "<p>Category: Project | Description: 31 teams analyse one bibliometric dataset.</p>"
            "<h3>Components</h3>" + ul([a(OS_C, "Bibliometric data")]),
            head=meta("dc.title", OS_T),
        ),
        OS_P + "files/osfstorage": OS.page(
            OS_T,
            nav
            + "<h3>OSF Storage (Germany - Frankfurt)</h3>"
            + ul([a(OS_P + f"files/osfstorage/{fid}", "analysis_plan.pdf")]),
        ),
        OS_P + f"files/osfstorage/{fid}": OS.page(
            "analysis_plan.pdf",
            nav + "<h3>analysis_plan.pdf</h3>" + a(f"/download/{fid}/", "Download") + " Version: 3",
        ),
        f"/download/{fid}/": text("%PDF-1.4 analysis plan\n", "application/pdf"),
        OS_P + "wiki/Home": OS.page(
            OS_T, nav + "<h3>Home</h3><p>Read the analysis plan first.</p>"
        ),
        OS_P + "registrations": OS.page(
            OS_T, nav + "<p>There have been no completed registrations of this project.</p>"
        ),
        OS_C: OS.page(
            "Bibliometric data",
            pnav(OS_C, "Bibliometric data", OS_P)
            + "<p>Category: Data | Description: Web of Science sample, 2010-2020.</p>",
        ),
        OS_C + "files/osfstorage": OS.page(
            "Bibliometric data",
            pnav(OS_C, "Bibliometric data", OS_P)
            + ul([a("/download/6651f0d9a1b2c3d4e5f60720/", "wos_sample.csv")]),
        ),
        "/download/6651f0d9a1b2c3d4e5f60720/": csv(
            "ut,year,oa_status,cites", "WOS:000001,2010,green,12"
        ),
        OS_USER: OS.page(
            "Maria Lopez",
            '<div id="profile"><h2>Maria Lopez</h2><p>Projects and components are loading'
            "...</p></div>",
        ),
    }
    return [OS.site(pages)]  # type: ignore[arg-type]


# --- Dataverse 5 installation (Significant String from Filtered Title, suffix) ---------------

DV = Portal(
    host("dataverse", "ridgeline-uni"),
    "Ridgeline Dataverse",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/guides/en/5.13/user/index.html", "User Guide"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up"),
        ("/loginpage.xhtml", "Log In"),
    ],
    footer=[
        ("/guides/en/5.13/", "Guides"),
        ("/terms", "Terms of Use"),
        ("http://dataverse.test/", "Powered by Dataverse v. 5.13"),
    ],
    title_format="{title} - {name}",
)
DV_T = "Replication Data for: Journal impact factors in promotion dossiers"
DV_PID = "doi:10.80231/RDV/XK4P2Q"
DV_DS = f"/dataset.xhtml?persistentId={DV_PID}"
DV_FILES = [("/ABCD12", "dossier_jif_mentions.tab", 4412), ("/EFGH34", "codebook.txt", 4413)]
DV_EXPORTS = ["ddi", "dataverse_json", "Datacite"]
DV_COLL = "/dataverse/metasci"


def _dataverse5() -> list[Site]:
    def fpage(suffix: str) -> str:
        return f"/file.xhtml?persistentId={DV_PID}{suffix}&version=1.0"

    exports = ul(
        [a(f"/api/datasets/export?exporter={e}&persistentId={DV_PID}", e) for e in DV_EXPORTS]
    )
    files = "".join(
        f"<tr><td>{a(fpage(s), name)}</td><td>{a(f'/api/access/datafile/{fid}', 'Download')}</td></tr>"
        for s, name, fid in DV_FILES
    )
    ds = DV.page(
        DV_T,
        f'<div id="breadcrumbNavBlock">{a("/dataverse/root", "Ridgeline Dataverse")} &gt; '
        f"{a(DV_COLL, 'Metascience Lab Dataverse')}</div>"
        f'<div id="datasetVersionBlock"><h1 id="title">{DV_T}</h1>'
        '<p class="citation">Okafor, Chidi, 2024, "' + escape(DV_T) + '", '
        "https://doi.org/10.80231/RDV/XK4P2Q, Ridgeline Dataverse, V1</p>"
        '<div class="dropdown export">Export Metadata' + exports + "</div>"
        f'<table id="filesTable">{files}</table></div>',
    )
    pages: dict[str, object] = {DV_DS: ds}
    for s, name, fid in DV_FILES:
        pages[fpage(s)] = DV.page(
            name,
            f'<div id="breadcrumbNavBlock">{a(DV_DS, DV_T)} &gt; {name}</div>'
            f"<h1>{name}</h1><p>This file is part of &quot;{DV_T}&quot;.</p>"
            + a(f"/api/access/datafile/{fid}", "Download"),
        )
        pages[f"/api/access/datafile/{fid}"] = csv("dossier_id\tjif_mentions", "D001\t3")
    for e in DV_EXPORTS:
        pages[f"/api/datasets/export?exporter={e}&persistentId={DV_PID}"] = (
            as_json({"datasetVersion": {"title": DV_T}})
            if e == "dataverse_json"
            else xml(f"<resource><titles><title>{DV_T}</title></titles></resource>")
        )
    pages[DV_COLL] = DV.page(
        "Metascience Lab Dataverse",
        "<h1>Metascience Lab Dataverse</h1><p>1 to 10 of 24 results</p>"
        + ul(["Survey of hiring committees, 2023", "Preprint citation counts, 2019-2024"]),
    )
    pages["/dataverse/root"] = DV.page("Ridgeline Dataverse", "<h1>Ridgeline Dataverse</h1>")
    return [DV.site(pages)]  # type: ignore[arg-type]


def _dv_truth() -> list[str]:
    out = [DV.url(DV_DS)]
    out += [DV.url(f"/file.xhtml?persistentId={DV_PID}{s}&version=1.0") for s, _n, _f in DV_FILES]
    out += [DV.url(f"/api/datasets/export?exporter={e}&persistentId={DV_PID}") for e in DV_EXPORTS]
    return out


CASES: list[Case] = [
    # A DSpace 6 (XMLUI) data-share item whose <title> is just its title, and every object of
    # which carries it: full record, README, the JSON data (with a "title" field) and the
    # METS export.  The collection page it links lists other items only.  Significant String
    # from Title: complete, nothing extra.
    case(
        "dspace6-datashare-indicators",
        "DSpace (6 XMLUI data share)",
        "Multi-Hop",
        "sig_title",
        DS.url(DS_I),
        [DS.url(DS_I), DS.url(DS_FULL), *(DS.url(f) for f in DS_FILES), DS.url(DS_METS)],
        _dspace6,
        others=[DS.url(DS_COLL)],
    ),
    # A classic Dryad data package, the seed's own example: package page, full record and
    # data-file pages carry "Data from: ..."; the CSV bitstreams do not, so one hop from each
    # matching page (ignoring the chrome found on the homepage and a 404 page) is needed.
    # Significant String from Title+ with Ignored URIs.
    case(
        "dryad-classic-open-data-citations",
        "Dryad (classic data package)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        DY.url(DY_P),
        [DY.url(DY_P), DY.url(DY_P + "?show=full")]
        + [DY.url(DY_P + n) for n, _f, _b in DY_FILES]
        + [DY.url(b) for _n, _f, b in DY_FILES],
        _dryad,
    ),
    # An OSF project with a component: every page shows the project title (the component in
    # its breadcrumb) but the <title> carries "OSF | ", which the homepage title shares.  The
    # seed's OSF row: Significant String from Filtered Title; the download URIs hold no title
    # and are missed, as the seed says; the contributor's profile renders no project list.
    case(
        "osf-many-analysts-project",
        "OSF (project with component)",
        "Multi-Hop",
        "sig_filtered_title",
        OS.url(OS_P),
        [OS.url(OS_P)]
        + [OS.url(OS_P + s) for s in OS_SUB]
        + [OS.url(OS_C)]
        + [OS.url(OS_C + s) for s in OS_C_SUB],
        _osf,
        others=[OS.url(OS_USER)],
    ),
    # A dataset on a Dataverse 5.13 installation (no Signposting yet): the seed's Dataverse
    # row, Significant String from Filtered Title filtered from the title's end.  File pages
    # and metadata exports carry the title; the /api/access/datafile downloads do not.
    case(
        "dataverse5-jif-dossiers",
        "Dataverse (5.x installation)",
        "Multi-Hop",
        "sig_filtered_title",
        DV.url(DV_DS),
        _dv_truth(),
        _dataverse5,
        others=[DV.url(DV_COLL)],
    ),
]
