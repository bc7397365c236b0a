"""Significant String from Filtered Title cases of heldout112: Dataverse (site name at
the end), OSF ("OSF | " in front), a nuclear agency's publication pages."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import SOCIAL, blob, host, json, netcdf, pdf, text, ul

# --- Dataverse: a research centre's energy-systems installation --------------------------

DV = host("data", "fz-juelich")
DV_A = "doi:10.26165/JUELICH-DATA/QZ4KLM"
DV_B = "doi:10.26165/JUELICH-DATA/WX7PNB"


def _dv_dataset(
    p: Portal, pid: str, title: str, files: list[tuple[str, str, int, Response]]
) -> dict[str, object]:
    rows = "".join(
        f'<tr><td><a href="/file.xhtml?persistentId={pid}/{fid}&amp;version=1.0">{name}</a></td>'
        f'<td><a href="/api/access/datafile/{num}" class="btn-download">Access File</a></td></tr>'
        for fid, name, num, _r in files
    )
    exp = "".join(
        f'<li><a href="/api/datasets/export?exporter={e}&amp;persistentId={pid}">{e}</a></li>'
        for e in ("schema.org", "Datacite", "dataverse_json")
    )
    body = f"""<div id="breadcrumbNavBlock"><a href="/dataverse/juelich">Juelich DATA</a> &gt;
<a href="/dataverse/iek3">Techno-economic Systems Analysis</a></div>
<div id="datasetVersionBlock"><h1 id="title">{title}</h1>
<div class="citation">Version 1.0 · <a href="http://doi.test/{pid[4:]}">https://doi.org/{pid[4:]}</a></div>
<div class="dropdown"><ul class="dropdown-menu">{exp}</ul></div>
<table class="metadata"><tr><th>Keyword</th><td><a href="/dataverse/juelich?q=keywordValue:%22energy%20system%22">energy
system</a></td></tr><tr><th>Contact</th><td><a href="/dataverse/juelich?contact=1">Use email button</a></td></tr></table>
<h2>Files</h2><table id="filesTable">{rows}</table></div>"""
    pages: dict[str, object] = {f"/dataset.xhtml?persistentId={pid}": p.page(title, body)}
    for e in ("schema.org", "Datacite", "dataverse_json"):
        pages[f"/api/datasets/export?exporter={e}&persistentId={pid}"] = json(
            f'{{"exporter": "{e}", "name": "{title}", "identifier": "{pid}"}}'
        )
    for fid, name, num, resp in files:
        pages[f"/file.xhtml?persistentId={pid}/{fid}&version=1.0"] = p.page(
            name,
            f"<h1>{name}</h1><p>This file is part of "
            f'<a href="/dataset.xhtml?persistentId={pid}">{title}</a>.</p>'
            f'<a href="/api/access/datafile/{num}">Download</a>',
        )
        pages[f"/api/access/datafile/{num}"] = resp
    return pages


DV_A_TITLE = "Hourly onshore wind capacity factors for Europe 1980-2024 from ERA5"
DV_A_FILES = [
    ("8TYR2B", "cf_onshore_1980_2024.nc", 5521, netcdf(DV_A_TITLE, "capacity_factor")),
    ("3MHQ7D", "README.txt", 5522, text(f"{DV_A_TITLE}\n\nVariables: capacity_factor (1)\n")),
]
DV_B_TITLE = "Technical potential of hydrogen storage in European salt caverns"
DV_B_FILES = [
    (
        "KD2N9V",
        "salt_caverns.geojson",
        6130,
        blob(
            f'{{"type": "FeatureCollection", "name": "{DV_B_TITLE}", "features": []}}',
            "application/geo+json",
        ),
    ),
    ("P4WQ8X", "README.md", 6131, blob(f"# {DV_B_TITLE}\n", "text/markdown")),
]


def dataverse_sites() -> list[Site]:
    p = Portal(
        DV,
        "Juelich DATA",
        [
            ("/dataverse/juelich", "Juelich DATA"),
            ("/dataverse/juelich/search", "Search"),
            ("/guides/en/latest/user/", "User Guide"),
            ("/loginpage.xhtml", "Log In"),
        ],
        [
            ("/termsofuse.xhtml", "Terms of Use"),
            ("/privacy.xhtml", "Privacy"),
            ("http://dataverse.test/", "Powered by Dataverse"),
        ],
        title_format="{title} - {name}",
        home_title="Juelich DATA",
    )
    pages = {
        **_dv_dataset(p, DV_A, DV_A_TITLE, DV_A_FILES),
        **_dv_dataset(p, DV_B, DV_B_TITLE, DV_B_FILES),
    }
    pages[f"/citation?persistentId={DV_B}"] = Response.redirect(
        f"/dataset.xhtml?persistentId={DV_B}", 302
    )
    stub = p.page("Juelich DATA", "<h1>Juelich DATA</h1>")
    for path in (
        "/dataverse/iek3",
        "/dataverse/juelich?q=keywordValue:%22energy%20system%22",
        "/dataverse/juelich?contact=1",
    ):
        pages[path] = stub
    return [p.site(pages)]  # type: ignore[arg-type]


def _dv_truth(pid: str, files: list[tuple[str, str, int, Response]]) -> list[str]:
    o = f"http://{DV}"
    return [
        f"{o}/dataset.xhtml?persistentId={pid}",
        *(
            f"{o}/api/datasets/export?exporter={e}&persistentId={pid}"
            for e in ("schema.org", "Datacite", "dataverse_json")
        ),
        *(f"{o}/file.xhtml?persistentId={pid}/{fid}&version=1.0" for fid, _n, _i, _r in files),
        *(f"{o}/api/access/datafile/{num}" for _f, _n, num, _r in files),
    ]


# --- OSF: an energy-modelling project with a component -----------------------------------

OS = host("osf", "cos-mirror")
OS_TITLE = "Flexibility value of electric vehicle fleets in the German power system"


def osf_sites() -> list[Site]:
    p = Portal(
        OS,
        "OSF",
        [
            ("/search", "Search"),
            ("/support", "Support"),
            ("/donate", "Donate"),
            ("/login", "Sign In"),
        ],
        [("/terms_of_use", "Terms of Use"), ("/privacy_policy", "Privacy Policy"), *SOCIAL],
        title_format="OSF | {title}",
        home_title="OSF",
    )
    nav = ul(
        [
            ("/k8t3v/", "Overview"),
            ("/k8t3v/files/osfstorage", "Files"),
            ("/k8t3v/wiki/home", "Wiki"),
        ],
        "project-nav",
    )
    head = f'<div class="project-header"><a href="/k8t3v/">{OS_TITLE}</a></div>{nav}'
    comp = f"{OS_TITLE}: Model code"
    files = [("x7r2p", "Working_paper_v3.pdf"), ("b5n8d", "README.md")]
    flist = ul([(f"/{g}/", n) for g, n in files])
    overview = f"""{head}<h2 class="node-title">{OS_TITLE}</h2><p>Contributors:
<a href="/profile/wj4kt/">Jana Wendt</a>, <a href="/profile/a2c9e/">Tobias Rehm</a></p>
<p>Category: Project · License: <a href="http://creativecommons.test/licenses/by/4.0/">CC-By 4.0</a></p>
<div class="wiki"><p>Vehicle-to-grid flexibility in PyPSA-DE scenarios for 2035.</p></div>
<h3>Components</h3><a href="/m3q9z/">{comp}</a><h3>Files</h3>{flist}
<h3>Tags</h3><a href="/search?q=(tags:%22V2G%22)">V2G</a>"""
    pages: dict[str, object] = {
        "/k8t3v/": p.page(OS_TITLE, overview),
        "/k8t3v/files/osfstorage": p.page(OS_TITLE, head + "<h2>Files</h2>" + flist),
        "/k8t3v/wiki/home": p.page(
            f"{OS_TITLE} Wiki: home", head + "<h2>Home</h2><p>Scenario notes.</p>"
        ),
        "/m3q9z/": p.page(
            comp,
            f'{head}<h2 class="node-title">{comp}</h2><p>Parent project: '
            f'<a href="/k8t3v/">{OS_TITLE}</a></p><p>Code lives in the files tab.</p>',
        ),
        "/download/x7r2p/": pdf(OS_TITLE, "Working paper, version 3"),
        "/download/b5n8d/": blob(f"# {OS_TITLE}\n\nSee Working_paper_v3.pdf.\n", "text/markdown"),
        "/profile/wj4kt/": p.page("Jana Wendt", "<h1>Jana Wendt</h1>"),
        "/profile/a2c9e/": p.page("Tobias Rehm", "<h1>Tobias Rehm</h1>"),
        "/search?q=(tags:%22V2G%22)": p.page("Search", "<h1>Search</h1>"),
    }
    for g, n in files:
        pages[f"/{g}/"] = p.page(n, f'{head}<h2>{n}</h2><a href="/download/{g}/">Download</a>')
    return [p.site(pages)]  # type: ignore[arg-type]


# --- Drupal publisher site of an international nuclear agency ----------------------------

IP = host("www-pub", "nuclear-agency")
IP_E = "/publications/15734/decommissioning-considerations-small-modular-reactors"
IP_TITLE = "Decommissioning Considerations for Small Modular Reactors"
IP_PDFS = [
    "/MTCD/Publications/PDF/STIPUB2091_web.pdf",
    "/MTCD/Publications/PDF/STIPUB2091_Corr_web.pdf",
]


def pubs_sites() -> list[Site]:
    p = Portal(
        IP,
        "Nuclear Agency",
        [
            ("/publications", "Publications"),
            ("/publications/series", "Series"),
            ("/publications/how-to-order", "How to order"),
            ("/newscenter", "News"),
        ],
        [("/about/terms-of-use", "Terms of use"), ("/about/privacy", "Privacy"), *SOCIAL],
        title_format="{title} | Nuclear Agency",
        home_title="Nuclear Agency",
    )
    body = f"""<article class="node--type-publication"><h1 class="page-title">{IP_TITLE}</h1>
<div class="field--name-field-series"><a href="/publications/series/nuclear-energy-series">Nuclear
Energy Series</a> No. NW-T-2.21</div>
<div class="field--name-field-isbn">ISBN 978-92-0-110925-7 · English · 2025 · 96 pp.</div>
<div class="field--name-body"><p>This publication reviews design features of SMRs that affect
decommissioning...</p></div>
<div class="publication-downloads"><a class="btn" href="{IP_PDFS[0]}">Download PDF (4.1 MB)</a>
<a href="{IP_PDFS[1]}">Corrigendum</a></div>
<div class="related"><h2>Related publications</h2>
<a href="/publications/15102/decommissioning-of-research-reactors">Decommissioning of Research
Reactors</a></div></article>"""
    stub = p.page("Publications", "<h1>Publications</h1>")
    return [
        p.site(
            {
                IP_E: p.page(IP_TITLE, body, share=p.url(IP_E)),
                IP_PDFS[0]: pdf(IP_TITLE, "Nuclear Energy Series No. NW-T-2.21"),
                IP_PDFS[1]: pdf(f"Corrigendum: {IP_TITLE}", "Page 41, Table 3"),
                "/publications/series/nuclear-energy-series": stub,
                "/publications/15102/decommissioning-of-research-reactors": stub,
            }
        )
    ]


CASES: list[Case] = [
    # Dataverse data set: the seed's Dataverse row, Significant String from Filtered Title
    # (site name at the end of the title, " - Juelich DATA").  File pages, metadata
    # exports, the netCDF (title attribute) and README hold the filtered title.
    case(
        "dataverse-era5-wind-cf",
        "Dataverse (research centre energy data)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{DV}/dataset.xhtml?persistentId={DV_A}",
        _dv_truth(DV_A, DV_A_FILES),
        dataverse_sites,
    ),
    # Same Dataverse, entered by its citation URL, which redirects to the landing page.
    case(
        "dataverse-salt-caverns-h2",
        "Dataverse (research centre energy data)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{DV}/citation?persistentId={DV_B}",
        _dv_truth(DV_B, DV_B_FILES),
        dataverse_sites,
        landing=f"http://{DV}/dataset.xhtml?persistentId={DV_B}",
    ),
    # OSF project: the seed's OSF row, Significant String from Filtered Title ("OSF | "
    # prefix).  Files and components have their own GUIDs (no path, no shared id); every
    # project page, file page, component and the two downloads hold the title.
    case(
        "osf-ev-flexibility",
        "OSF (energy modelling project)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{OS}/k8t3v/",
        [
            f"http://{OS}{x}"
            for x in (
                "/k8t3v/",
                "/k8t3v/files/osfstorage",
                "/k8t3v/wiki/home",
                "/m3q9z/",
                "/x7r2p/",
                "/b5n8d/",
                "/download/x7r2p/",
                "/download/b5n8d/",
            )
        ],
        osf_sites,
    ),
    # Drupal publication page of a nuclear agency (" | Nuclear Agency" at the end of every
    # title, as on Dataverse): the PDFs live under /MTCD/ with no id of the page; both
    # hold the title.  Significant String from Filtered Title.
    case(
        "drupal-smr-decommissioning",
        "Drupal (nuclear agency publications)",
        "Single Hop",
        "sig_filtered_title",
        f"http://{IP}{IP_E}",
        [f"http://{IP}{IP_E}", *(f"http://{IP}{x}" for x in IP_PDFS)],
        pubs_sites,
    ),
]
