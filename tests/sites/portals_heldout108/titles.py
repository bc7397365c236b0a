"""Portals whose page titles carry the site name around the artifact's significant string:
a university Dataverse (filtered from the end) and OSF (filtered from the start), as the
seed prescribes Significant String from Filtered Title for both."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Skin, assets, css, csv_file, doc, js, json_file, pdf_file, text_file, xml_file

# --------------------------------------------------------------------------- Dataverse
DV = "dataverse.hydrolab.hx108.example"
DV_ASSETS = (
    "/resources/css/structure.css",
    "/javax.faces.resource/jquery/jquery.js.xhtml",
    "/logos/navbar/hydrolab-logo.png",
)


def _dv_layout(s: Skin, title: str, main: str, head: str) -> str:
    body = (
        '<div id="dataverse-header-block"><nav id="navbarFixed" class="navbar navbar-default">'
        f'<a class="navbar-brand" href="/dataverse/root"><img src="{DV_ASSETS[2]}" '
        'alt="HydroLab Dataverse">HydroLab Dataverse</a><ul class="nav navbar-nav navbar-right">'
        '<li><a href="/dataverse/root?q=">Search</a></li>'
        '<li><a href="/dataverse/root/about">About</a></li>'
        '<li><a href="http://guides.dataverse.test/en/6.5/user/">User Guide</a></li>'
        '<li><a href="/dataverse/root/support">Support</a></li>'
        '<li><a href="/dataverseuser.xhtml?editMode=CREATE&amp;redirectPage=%2Fdataverse.xhtml">'
        'Sign Up</a></li><li><a href="/loginpage.xhtml?redirectPage=%2Fdataverse.xhtml">Log In</a>'
        "</li></ul></nav></div>"
        f'<div class="container" id="content">{main}</div>'
        '<div id="footer"><div class="container"><p>Copyright &copy; 2026, HydroLab, Utrecht '
        'University | <a href="/dataverse/root/privacy">Privacy Policy</a></p>'
        '<p><a href="http://dataverse.test/">Powered by Dataverse v. 6.5</a></p></div></div>'
    )
    return doc(title, css(DV_ASSETS[0]) + js(DV_ASSETS[1]) + head, body)


def _dv_skin() -> Skin:
    return Skin(
        host=DV,
        name="HydroLab Dataverse",
        title_format="{title} - HydroLab Dataverse",
        home_title="HydroLab Dataverse",
        menu=[],
        home_main='<h1>HydroLab Dataverse</h1><div class="card-title-icon-block">'
        '<a href="/dataverse/catchment-hydrology">Catchment Hydrology</a> '
        '<a href="/dataverse/soil-physics">Soil Physics</a></div>',
        layout=_dv_layout,
    )


def _dv_dataset(
    s: Skin,
    doi: str,
    title: str,
    authors: str,
    coll: tuple[str, str],
    desc: str,
    files: list[tuple[str, int, str, str]],
) -> dict[str, object]:
    """Dataset page, file pages, downloads and metadata exports; files as
    (file pid suffix, datafile id, name, body)."""
    pid = f"doi:{doi}"
    epid = pid.replace(":", "%3A").replace("/", "%2F")
    entry = f"/dataset.xhtml?persistentId={pid}"
    cite = (
        f'{escape(authors)}, 2025, "{escape(title)}", '
        f'<a href="https://doi.org/{doi}">https://doi.org/{doi}</a>, HydroLab Dataverse, V1'
    )
    crumbs = (
        '<div id="breadcrumbNavBlock"><a href="/dataverse/root">HydroLab Dataverse</a> &gt; '
        f'<a href="/dataverse/{coll[0]}">{escape(coll[1])}</a> &gt; '
    )
    exporters = [
        ("ddi", "DDI Codebook v2"),
        ("oai_dc", "Dublin Core"),
        ("schema.org", "Schema.org JSON-LD"),
        ("dataverse_json", "JSON"),
    ]
    export_links = "".join(
        f'<li><a href="/api/datasets/export?exporter={e}&amp;persistentId={epid}" '
        f'class="ui-commandlink">{lbl}</a></li>'
        for e, lbl in exporters
    )
    rows = "".join(
        f'<tr><td><a href="/file.xhtml?persistentId={pid}/{f}&amp;version=1.0">{escape(n)}</a>'
        f'</td><td><a class="btn-download" href="/api/access/datafile/{i}">Download</a></td></tr>'
        for f, i, n, _b in files
    )
    main = (
        f"{crumbs}<span>{escape(title)}</span></div>"
        f'<div id="title-block"><h1 id="title">{escape(title)}</h1>'
        '<span class="label label-default">Version 1.0</span></div>'
        f'<div class="citation-block"><div class="citation">{cite}</div></div>'
        f'<div class="metadata-summary"><p>{escape(desc)}</p></div>'
        '<ul class="nav nav-tabs"><li class="active">Files</li><li>Metadata</li><li>Terms</li>'
        "<li>Versions</li></ul>"
        f'<div id="filesTable"><table class="table">{rows}</table></div>'
        '<div id="metadataMapTab"><div class="btn-group"><button class="btn dropdown-toggle">'
        f'Export Metadata</button><ul class="dropdown-menu">{export_links}</ul></div></div>'
        '<div id="termsTab"><a href="http://creativecommons.test/publicdomain/zero/1.0/">CC0 1.0'
        "</a></div>"
    )
    out: dict[str, object] = {entry: s.page(title, main)}
    for f, i, n, body in files:
        fpage = (
            f'{crumbs}<a href="{entry}">{escape(title)}</a> &gt; <span>{escape(n)}</span></div>'
            f'<h1 id="title">{escape(n)}</h1><div class="citation-block"><p>This file is part of '
            f'"{escape(title)}".</p><div class="citation">{cite}; {escape(n)} [fileName]</div></div>'
            f'<a class="btn btn-primary btn-access-file" href="/api/access/datafile/{i}">Access File'
            '</a><a href="http://creativecommons.test/publicdomain/zero/1.0/">CC0 1.0</a>'
        )
        out[f"/file.xhtml?persistentId={pid}/{f}&version=1.0"] = s.page(n, fpage)
        out[f"/api/access/datafile/{i}"] = text_file(body, "text/plain; charset=US-ASCII")
    out[f"/api/datasets/export?exporter=ddi&persistentId={epid}"] = xml_file(
        f'<codeBook xmlns="ddi:codebook:2_5"><stdyDscr><citation><titlStmt><titl>{escape(title)}'
        f'</titl><IDNo agency="DOI">{pid}</IDNo></titlStmt></citation></stdyDscr></codeBook>'
    )
    out[f"/api/datasets/export?exporter=oai_dc&persistentId={epid}"] = xml_file(
        f'<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" '
        f'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>{escape(title)}</dc:title>'
        "</oai_dc:dc>"
    )
    out[f"/api/datasets/export?exporter=schema.org&persistentId={epid}"] = json_file(
        {
            "@context": "http://schema.org",
            "@type": "Dataset",
            "name": title,
            "identifier": f"https://doi.org/{doi}",
        },
        "application/ld+json",
    )
    out[f"/api/datasets/export?exporter=dataverse_json&persistentId={epid}"] = json_file(
        {
            "datasetVersion": {
                "metadataBlocks": {"citation": {"fields": [{"typeName": "title", "value": title}]}}
            },
            "persistentUrl": f"https://doi.org/{doi}",
        }
    )
    return out


DV1_DOI = "10.34894/HL7QWE"
DV1_TITLE = "Hourly discharge and stream temperature of the Kromme Rijn catchment, 2012-2024"
DV1_FILES = [
    ("KXP3AB", 58231, "discharge_hourly_2012_2024.tab", "station\tdatetime\tq_m3s"),
    ("KXP3AC", 58232, "stream_temperature_hourly.tab", "station\tdatetime\ttemp_c"),
    ("KXP3AD", 58233, "README.txt", ""),
]
DV2_DOI = "10.34894/SP2LMN"
DV2_TITLE = (
    "Replication Data for: Pedotransfer functions for saturated hydraulic conductivity of "
    "tropical soils"
)
DV2_FILES = [
    ("R4TQ01", 61004, "ksat_tropical_soils.csv", "sample_id,sand,silt,clay,bd,oc,ksat_cm_d"),
    ("R4TQ02", 61005, "ptf_fit.R", ""),
]


def _dv_bodies(
    title: str, files: list[tuple[str, int, str, str]]
) -> list[tuple[str, int, str, str]]:
    """Every file carries the dataset title in its header (HydroLab's deposit template)."""
    out = []
    for f, i, n, head in files:
        if n.endswith(".R"):
            body = f"# {title}\n# Fits Rosetta-type PTFs\nlibrary(nlme)\n"
        elif n == "README.txt":
            body = (
                f"{title}\n\nFiles: discharge_hourly_2012_2024.tab, stream_temperature_hourly.tab\n"
            )
        else:
            body = f"# {title}\n{head}\n"
        out.append((f, i, n, body))
    return out


def dataverse_sites() -> list[Site]:
    s = _dv_skin()
    pages: dict[str, object] = dict(assets(*DV_ASSETS))
    pages.update(
        _dv_dataset(
            s,
            DV1_DOI,
            DV1_TITLE,
            "de Vries, Anouk; Janssen, Ruud",
            ("catchment-hydrology", "Catchment Hydrology"),
            "Discharge at five gauging stations and stream temperature at 14 loggers.",
            _dv_bodies(DV1_TITLE, DV1_FILES),
        )
    )
    pages.update(
        _dv_dataset(
            s,
            DV2_DOI,
            DV2_TITLE,
            "Nkemdirim, Chiamaka; Bakker, Sjoerd",
            ("soil-physics", "Soil Physics"),
            "Ksat measurements of 1,820 undisturbed ring samples from 14 tropical countries and "
            "the R code that fits the published pedotransfer functions.",
            _dv_bodies(DV2_TITLE, DV2_FILES),
        )
    )
    pages["/dataverse/root"] = s.page(
        "HydroLab Dataverse", "<h1>HydroLab Dataverse</h1>", raw_title=True
    )
    for slug, name, listed in [
        ("catchment-hydrology", "Catchment Hydrology", "Evapotranspiration from eddy covariance"),
        ("soil-physics", "Soil Physics", "Soil water retention curves of Dutch peat soils"),
    ]:
        pages[f"/dataverse/{slug}"] = s.page(
            name,
            f'<h1>{name}</h1><div class="results-count">1 to 10 of 38 Results</div>'
            f'<div class="card-title-icon-block"><a href="/dataset.xhtml?persistentId=doi:'
            f'10.34894/ZZ0000">{listed}</a></div>',
        )
    return [s.site(pages)]  # type: ignore[arg-type]


def _dv_truth(doi: str, files: list[tuple[str, int, str, str]]) -> set[str]:
    u = f"http://{DV}"
    pid = f"doi:{doi}"
    epid = pid.replace(":", "%3A").replace("/", "%2F")
    out = {f"{u}/dataset.xhtml?persistentId={pid}"}
    out |= {f"{u}/file.xhtml?persistentId={pid}/{f}&version=1.0" for f, _i, _n, _b in files}
    out |= {f"{u}/api/access/datafile/{i}" for _f, i, _n, _b in files}
    out |= {
        f"{u}/api/datasets/export?exporter={e}&persistentId={epid}"
        for e in ("ddi", "oai_dc", "schema.org", "dataverse_json")
    }
    return out


# --------------------------------------------------------------------------- OSF
OSF = "osf.cosproj.hx108.example"
OSF_ASSETS = ("/static/public/css/osf-base.css", "/static/public/js/vendor.bundle.js")
OSF_P = "x7k2p"
OSF_TITLE = "Twente soil moisture and temperature network, 2016-2025"
OSF_COMP = ("m4nq9", "Sensor calibration")
OSF_FILES = [  # (guid, name, where: project or component, body)
    ("b8r3t", "README.md", OSF_P),
    ("c2w9e", "station_metadata.csv", OSF_P),
    ("d5y1u", "field_calibration_protocol.pdf", OSF_COMP[0]),
    ("f6h4j", "calibration_coefficients.csv", OSF_COMP[0]),
]


def _osf_layout(s: Skin, title: str, main: str, head: str) -> str:
    body = (
        '<nav class="osf-nav navbar navbar-inverse navbar-fixed-top" id="navbarScope">'
        '<a class="navbar-brand" href="/"><span class="osf-navbar-logo"></span>OSF</a>'
        '<ul class="nav navbar-nav"><li><a href="/myprojects/">My Projects</a></li>'
        '<li><a href="/search/">Search</a></li><li><a href="http://help.osf.test/">Support</a>'
        '</li><li><a href="/donate">Donate</a></li></ul><ul class="nav navbar-nav navbar-right">'
        '<li><a href="/register">Sign Up</a></li><li><a href="/login">Sign In</a></li></ul></nav>'
        f'<div class="watermarked"><div class="container">{main}</div></div>'
        '<footer class="footer"><div class="container"><a href="http://cos.test/">Center for '
        'Open Science</a> | <a href="/terms_of_use">Terms of Use</a> | '
        '<a href="/privacy_policy">Privacy Policy</a> | <a href="/status">Status</a> | '
        '<a href="http://twitter.test/OSFramework">Twitter</a></div></footer>'
    )
    return doc(title, css(OSF_ASSETS[0]) + head, body + js(OSF_ASSETS[1]))


def _osf_skin() -> Skin:
    return Skin(
        host=OSF,
        name="OSF",
        title_format="OSF | {title}",
        home_title="OSF",
        menu=[],
        home_main="<h1>OSF</h1><p>The Open Science Framework: a free, open platform to support "
        'your research.</p><a href="/search/">Search OSF</a>',
        layout=_osf_layout,
    )


def _osf_project_nav(guid: str, name: str) -> str:
    return (
        '<nav class="navbar navbar-default project-nav"><ul class="nav navbar-nav">'
        f'<li><a href="/{guid}/">{escape(name)}</a></li><li><a href="/{guid}/files/osfstorage">'
        f'Files</a></li><li><a href="/{guid}/wiki/">Wiki</a></li>'
        f'<li><a href="/{guid}/analytics/">Analytics</a></li>'
        f'<li><a href="/{guid}/registrations/">Registrations</a></li></ul></nav>'
    )


def osf_sites() -> list[Site]:
    s = _osf_skin()
    pages: dict[str, object] = dict(assets(*OSF_ASSETS))
    comp_title = f"{OSF_TITLE} / {OSF_COMP[1]}"

    def files_of(where: str) -> str:
        return "".join(
            f'<li><a href="/{g}/">{escape(n)}</a> <a href="/download/{g}/">download</a></li>'
            for g, n, w in OSF_FILES
            if w == where
        )

    contributors = (
        '<div id="contributors">Contributors: <a href="/u7yh3/">Rianne Dekker</a>, '
        '<a href="/p2kd8/">Yusuf Demir</a></div>'
    )
    pages[f"/{OSF_P}/"] = s.page(
        OSF_TITLE,
        _osf_project_nav(OSF_P, OSF_TITLE)
        + f'<header class="subhead"><h2 class="node-title">{escape(OSF_TITLE)}</h2>{contributors}'
        "<p>Date created: 2016-04-11 | Last Updated: 2025-12-02</p></header>"
        '<div class="wiki"><p>Twenty stations measuring soil moisture and temperature at five '
        "depths across the Twente region, the Netherlands.</p></div>"
        f'<div class="files-widget"><h3>Files</h3><ul>{files_of(OSF_P)}</ul></div>'
        f'<div class="components"><h3>Components</h3><a href="/{OSF_COMP[0]}/">'
        f"{escape(OSF_COMP[1])}</a></div>"
        '<div class="tags"><a href="/search/?q=(tags:%22soil%20moisture%22)">soil moisture</a></div>'
        '<div class="license"><a href="http://creativecommons.test/licenses/by/4.0/">CC-By '
        "Attribution 4.0 International</a></div>",
    )
    for guid, name, t in [(OSF_P, OSF_TITLE, OSF_TITLE), (OSF_COMP[0], OSF_COMP[1], comp_title)]:
        nav = _osf_project_nav(guid, name)
        parent = (
            "" if guid == OSF_P else f'<p>Parent: <a href="/{OSF_P}/">{escape(OSF_TITLE)}</a></p>'
        )
        pages[f"/{guid}/files/osfstorage"] = s.page(
            t, f"{nav}<h2>{escape(t)}: Files</h2>{parent}<ul>{files_of(guid)}</ul>"
        )
        pages[f"/{guid}/wiki/"] = s.page(
            t, f"{nav}<h2>{escape(t)}: Wiki</h2>{parent}<p>Station visits and maintenance log.</p>"
        )
        pages[f"/{guid}/analytics/"] = s.page(
            t, f"{nav}<h2>{escape(t)}: Analytics</h2><p>Unique visits: 1,204</p>"
        )
        pages[f"/{guid}/registrations/"] = s.page(
            t,
            f"{nav}<h2>{escape(t)}: Registrations</h2><p>There have been no completed "
            "registrations of this project.</p>",
        )
    pages[f"/{OSF_COMP[0]}/"] = s.page(
        comp_title,
        _osf_project_nav(OSF_COMP[0], OSF_COMP[1])
        + f'<p class="parent"><a href="/{OSF_P}/">{escape(OSF_TITLE)}</a> / {escape(OSF_COMP[1])}'
        f'</p><h2 class="node-title">{escape(OSF_COMP[1])}</h2>'
        f'<div class="files-widget"><ul>{files_of(OSF_COMP[0])}</ul></div>',
    )
    for g, n, w in OSF_FILES:
        owner = OSF_TITLE if w == OSF_P else comp_title
        pages[f"/{g}/"] = s.page(
            n,
            f'<p class="breadcrumb"><a href="/{w}/">{escape(owner)}</a> / osfstorage / '
            f'{escape(n)}</p><h2>{escape(n)}</h2><a class="btn" href="/download/{g}/">Download</a>'
            "<p>Version: 1 | Downloads: 37</p>",
        )
        if n.endswith(".pdf"):
            pages[f"/download/{g}/"] = pdf_file(OSF_TITLE, "Field calibration protocol, v2")
        elif n.endswith(".md"):
            pages[f"/download/{g}/"] = text_file(
                f"# {OSF_TITLE}\n\nSee station_metadata.csv.\n", "text/markdown"
            )
        else:
            pages[f"/download/{g}/"] = csv_file(
                "station,lat,lon", ["TW01,52.21,6.89"], [f"Project: {OSF_TITLE}"]
            )
    for guid, who in (("u7yh3", "Rianne Dekker"), ("p2kd8", "Yusuf Demir")):
        pages[f"/{guid}/"] = s.page(
            who, f'<h1>{who}</h1><div id="projects" data-loaded="js"></div>'
        )
    return [s.site(pages)]  # type: ignore[arg-type]


def _osf_truth() -> set[str]:
    u = f"http://{OSF}"
    out = set()
    for guid in (OSF_P, OSF_COMP[0]):
        out |= {
            f"{u}/{guid}/{p}"
            for p in ("", "files/osfstorage", "wiki/", "analytics/", "registrations/")
        }
    for g, _n, _w in OSF_FILES:
        out |= {f"{u}/{g}/", f"{u}/download/{g}/"}
    return out


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # Dataverse dataset: Multi-Hop (dataset page -> file pages -> downloads, plus metadata
    # exports).  The seed's Dataverse row: Significant String from Filtered Title, filtered
    # from the end ("... - HydroLab Dataverse" vs the homepage's "HydroLab Dataverse").
    # Every object carries the dataset title (file pages' citations, exports, and the files'
    # header lines); truth = dataset page, 3 file pages, 3 downloads, 4 exports.  The
    # collection page (page 1 of its results) does not list this dataset.
    case(
        "dataverse-kromme-rijn-discharge",
        "Dataverse (university hydrology Dataverse)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{DV}/dataset.xhtml?persistentId=doi:{DV1_DOI}",
        _dv_truth(DV1_DOI, DV1_FILES),
        dataverse_sites,
    ),
    # Dataverse "Replication Data for:" dataset (data + R script): same heuristic; truth =
    # dataset page, 2 file pages, 2 downloads, 4 exports.
    case(
        "dataverse-tropical-ksat-ptf",
        "Dataverse (university hydrology Dataverse)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{DV}/dataset.xhtml?persistentId=doi:{DV2_DOI}",
        _dv_truth(DV2_DOI, DV2_FILES),
        dataverse_sites,
    ),
    # OSF project with a component: the seed's OSF row, Significant String from Filtered
    # Title ("OSF | " removed by comparison with the homepage title "OSF").  Every project
    # and component page, file page and download carries the project title; truth = both
    # nodes' overview/files/wiki/analytics/registrations pages, 4 file pages, 4 downloads.
    # Contributor profiles (project lists loaded by JS), tag search, licence are outside.
    case(
        "osf-twente-soil-moisture-network",
        "OSF (Open Science Framework project)",
        "Multi-Hop",
        "sig_filtered_title",
        f"http://{OSF}/{OSF_P}/",
        _osf_truth(),
        osf_sites,
    ),
]
