"""Artifacts whose members share a significant string: a Dryad-style data package (Title+
with Ignored URIs), PANGAEA datasets (Title), and portals whose page titles carry the site
name -- Dataverse (suffix), OSF and NOAA/WDS Paleoclimatology (prefix) -- (Filtered Title)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, data

from ._kit import blob, csv, txt, xml

# --- Dryad-style data package repository (the seed's Dryad, DSpace-based) --------------
DY = Portal(
    host="datadryad.ecodata.hx122.example",
    name="Dryad Digital Repository",
    menu=[
        ("/pages/repository", "About"),
        ("/pages/faq", "FAQ"),
        ("/pages/submissionIntegration", "Submit"),
        ("/discover", "Browse"),
    ],
    footer=[("/pages/policies", "Terms of Service"), ("/pages/contact", "Contact")],
    title_format="{title}",
    home_title="Dryad Digital Repository - Dryad",
)


def _dryad(
    doi: str, title: str, handle: str, files: list[tuple[str, str]], article: str, kw: str
) -> tuple[dict[str, object], list[str], str]:
    pkg = f"/resource/doi:10.5061/dryad.{doi}"
    pages: dict[str, object] = {}
    truth = [pkg, pkg + "?show=full"]
    items = []
    for n, (fname, desc) in enumerate(files, 1):
        fp = f"{pkg}/{n}"
        bs = f"/bitstream/handle/10255/dryad.{handle + n}/{fname}?sequence=1"
        pages[fp] = DY.page(
            title,
            f'<div class="ds-static-div primary"><h2>Files in this item</h2><p>This file is part '
            f'of the Dryad data package: <a href="{pkg}">{title}</a></p>'
            f"<table><tr><th>Title</th><td>{desc}</td></tr><tr><th>Downloaded</th><td>"
            f"{40 + n} times</td></tr></table>"
            f'<a href="{bs}">{fname}</a></div>',
        )
        pages[bs] = csv("sample,depth_m,value\n") if fname.endswith(".csv") else blob(fname)
        items.append(f'<li><a href="{fp}">{desc}</a></li>')
        truth += [fp, bs]
    pages[pkg + "?show=full"] = DY.page(
        title,
        f"<table><tr><td>dc.title</td><td>{title}</td></tr><tr><td>dc.identifier</td><td>"
        f"doi:10.5061/dryad.{doi}</td></tr></table>",
    )
    pages[pkg] = DY.page(
        title,
        f'<div class="publication-header"><h1>{title}</h1></div>'
        '<div class="citation-view"><p>When using this data, please cite the original '
        f'publication:</p><p><a href="http://doi.org/{article}">doi:{article}</a></p>'
        f"<p>Additionally, please cite the Dryad data package:</p><p>{title}. Dryad Digital "
        f"Repository. doi:10.5061/dryad.{doi}</p></div>"
        f'<h2>Files in this package</h2><ul class="files">{"".join(items)}</ul>'
        f'<p>Keywords: <a href="/discover?query=%22{kw.replace(" ", "+")}%22">{kw}</a></p>'
        f'<a href="{pkg}?show=full">View Full Record</a>',
    )
    return pages, [DY.url(p) for p in truth], pkg


DY1_T = "Data from: Marine-terminating glaciers sustain high productivity in Greenland fjords"
DY1_PAGES, DY1_TRUTH, DY1 = _dryad(
    "3k8f1",
    DY1_T,
    48213,
    [("nuup_kangerlua_ctd.csv", "CTD profiles"), ("chlorophyll_2013_2015.zip", "Chlorophyll")],
    "10.1038/s41467-016-12345",
    "subglacial discharge",
)
DY2_T = "Data from: Snow algae blooms darken the Antarctic Peninsula coast"
DY2_PAGES, DY2_TRUTH, DY2 = _dryad(
    "9qz47",
    DY2_T,
    51877,
    [("bloom_polygons_2019.zip", "Bloom polygons (shapefile)"), ("albedo_field.csv", "Albedo")],
    "10.1038/s41467-020-54321",
    "snow algae",
)


def _dy() -> list[Site]:
    return [DY.site({**DY1_PAGES, **DY2_PAGES})]  # type: ignore[arg-type]


# --- PANGAEA: data publisher whose page title is the data citation -----------------------
PG = Portal(
    host="doi.pangaea-data.hx122.example",
    name="PANGAEA - Data Publisher for Earth & Environmental Science",
    menu=[
        ("http://www.pangaea-data.hx122.example/", "Search"),
        ("/about/", "About"),
        ("/submit/", "Submit"),
        ("/help/", "Help"),
    ],
    footer=[("/about/terms.html", "Terms of Use"), ("/about/privacy.html", "Data Privacy")],
    title_format="{title}",
)


def _pangaea(num: int, cite: str, rows: str) -> tuple[dict[str, object], list[str], str]:
    p = f"/10.1594/PANGAEA.{num}"
    header = (
        f"/* DATA DESCRIPTION:\nCitation:\t{cite}. PANGAEA, "
        f"https://doi.org/10.1594/PANGAEA.{num}\nLicense:\tCC-BY-4.0\n*/\n"
    )
    pages: dict[str, object] = {
        p: PG.page(
            cite,
            '<div id="citation"><h1 class="hanging citation"><strong>'
            f'{cite}</strong>. PANGAEA, <a href="http://doi.org/10.1594/PANGAEA.{num}">'
            f"https://doi.org/10.1594/PANGAEA.{num}</a></h1></div>"
            '<div class="descr"><div class="row"><h4>Always quote citation above when using '
            'data!</h4><a href="' + p + '?format=citation_text">Download citation</a></div>'
            '<div class="row"><h4>Event(s):</h4><a href="http://www.pangaea-data.hx122.example'
            f'/?q=event:{num % 97}">KV-2017</a></div><div class="row"><h4>Parameter(s):</h4>'
            '<a href="http://www.pangaea-data.hx122.example/?q=param:DEPTH">Depth</a></div>'
            '<div class="row"><h4>License:</h4><a href="http://creativecommons.org/licenses/by/'
            '4.0/">CC-BY-4.0</a></div><div class="row"><h4>Size:</h4>120 data points</div></div>'
            f'<div class="data-links"><a href="{p}?format=textfile">Download data as tab-'
            f'delimited text</a> <a href="{p}?format=html#download">View dataset as HTML</a>'
            "</div>",
        ),
        p + "?format=textfile": data(header + rows, "text/tab-separated-values; charset=UTF-8"),
        p + "?format=html": PG.page(
            cite,
            f"<h1>{cite}</h1><table><tr><td><pre>{rows}</pre></td></tr></table>"
            f'<a href="{p}">Back to metadata</a>',
        ),
        p + "?format=citation_text": txt(
            f"{cite}. PANGAEA, https://doi.org/10.1594/PANGAEA.{num}\n"
        ),
    }
    truth = [p, p + "?format=textfile", p + "?format=html", p + "?format=citation_text"]
    return pages, [PG.url(t) for t in truth], p


PG1_C = (
    "Hoffmann, Karin; Nilsen, Tor (2019): Snow pit stratigraphy and density at Kongsvegen "
    "glacier, Svalbard, April 2017"
)
PG1_PAGES, PG1_TRUTH, PG1 = _pangaea(
    903468, PG1_C, "Depth [m]\tDensity [kg/m**3]\n0.10\t312\n0.20\t345\n"
)
PG2_C = (
    "Freitag, Johannes; Kipfstuhl, Sepp; Laepple, Thomas (2022): Dielectric profile of firn "
    "core B53 from Kohnen Station, Dronning Maud Land"
)
PG2_PAGES, PG2_TRUTH, PG2 = _pangaea(
    941207, PG2_C, "Depth ice/snow [m]\tDEP [uS/m]\n0.55\t12.1\n0.60\t12.4\n"
)


def _pg() -> list[Site]:
    return [PG.site({**PG1_PAGES, **PG2_PAGES})]  # type: ignore[arg-type]


# --- Dataverse: page titles end with the installation's name ---------------------------
DV = Portal(
    host="dataverse.polardata.hx122.example",
    name="Polar Dataverse Network",
    menu=[
        ("/dataverse/root?q=", "Search"),
        ("/guides/en/latest/user/index.html", "User Guide"),
        ("/loginpage.xhtml", "Log In"),
    ],
    footer=[
        ("/guides/en/latest/", "Guides"),
        ("/privacy.xhtml", "Privacy Policy"),
        ("http://dataverse.test/", "Powered by Dataverse v6.5"),
    ],
    title_format="{title} | {name}",
    home_title="Polar Dataverse Network",
)
DV_PID = "doi:10.70122/FK2/QXJ4NB"
DV_T = "Firn air pumping at the South Pole: CO2, CH4 and d15N of N2, 2015-2016"
DV_FILES = {"8841": "firn_air_spo2015.tab", "8842": "pumping_log.pdf"}
DV_ENTRY = f"/dataset.xhtml?persistentId={DV_PID}"
DV_PAGES: dict[str, object] = {
    DV_ENTRY: DV.page(
        DV_T,
        '<div id="breadcrumbNavBlock"><a href="/dataverse/root">Polar Dataverse Network</a> > '
        '<a href="/dataverse/icecore">Ice Core Gases</a> > ' + DV_T + "</div>"
        f'<div id="title-block"><h1 id="title">{DV_T}</h1><span class="label">Version 1.0'
        '</span></div><div class="citation-block"><p>Buizert, Christo; Severinghaus, Jeff, '
        f'2024, "{DV_T}", <a href="http://doi.org/10.70122/FK2/QXJ4NB">https://doi.org/10.70122'
        "/FK2/QXJ4NB</a>, Polar Dataverse Network, V1</p>"
        f'<ul class="dropdown-menu"><li><a href="/api/datasets/export?exporter=dataverse_json'
        f'&amp;persistentId={DV_PID}">JSON</a></li><li><a href="/api/datasets/export?'
        f'exporter=ddi&amp;persistentId={DV_PID}">DDI Codebook v2</a></li>'
        f'<li><a href="/api/datasets/export?exporter=Datacite&amp;persistentId={DV_PID}">'
        "DataCite</a></li></ul></div>"
        '<div id="datasetForm:tabView:filesTable"><table>'
        + "".join(
            f'<tr><td><a href="/file.xhtml?fileId={fid}&amp;version=1.0">{fn}</a></td>'
            f'<td><a href="/api/access/datafile/{fid}">Access File</a></td></tr>'
            for fid, fn in DV_FILES.items()
        )
        + '</table></div><a href="/dataset.xhtml?persistentId='
        + DV_PID
        + "&amp;version=1.0"
        '#versionsTab">Versions</a>',
    ),
    "/dataverse/icecore": DV.page("Ice Core Gases", "<h1>Ice Core Gases</h1>"),
    "/dataverse/root": DV.page("Polar Dataverse Network", "<h1>Root</h1>"),
}
DV_TRUTH = [DV_ENTRY]
for _fid, _fn in DV_FILES.items():
    fp = f"/file.xhtml?fileId={_fid}&version=1.0"
    DV_PAGES[fp] = DV.page(
        _fn,
        f'<div id="breadcrumbNavBlock"><a href="/dataverse/icecore">Ice Core Gases</a> > '
        f'<a href="{DV_ENTRY}">{DV_T}</a> > {_fn}</div><h1>{_fn}</h1>'
        f'<a href="/api/access/datafile/{_fid}">Access File</a>'
        f"<p>Dataset: {DV_T}</p>",
    )
    DV_PAGES[f"/api/access/datafile/{_fid}"] = blob(_fn)
    DV_TRUTH.append(fp)
for _exp in ("dataverse_json", "ddi", "Datacite"):
    ep = f"/api/datasets/export?exporter={_exp}&persistentId={DV_PID}"
    DV_PAGES[ep] = (
        xml(f"<codeBook><titl>{DV_T}</titl></codeBook>")
        if _exp != "dataverse_json"
        else data('{"datasetVersion": {"citation": {"title": "' + DV_T + '"}}}', "application/json")
    )
    DV_TRUTH.append(ep)
DV_PAGES[f"/dataset.xhtml?persistentId={DV_PID}&version=1.0"] = DV_PAGES[DV_ENTRY]
DV_TRUTH.append(f"/dataset.xhtml?persistentId={DV_PID}&version=1.0")


def _dv() -> list[Site]:
    return [DV.site(DV_PAGES)]  # type: ignore[arg-type]


# --- OSF: "OSF | " before every title ---------------------------------------------------
OS = Portal(
    host="osf.openpolar.hx122.example",
    name="OSF",
    menu=[
        ("/dashboard", "My Projects"),
        ("/search", "Search"),
        ("http://help.openpolar.hx122.example/", "Support"),
        ("/donate", "Donate"),
    ],
    footer=[("/terms_of_use", "Terms of Use"), ("/privacy_policy", "Privacy Policy")],
    title_format="OSF | {title}",
    home_title="OSF",
)
OS_T = "Arctic sea-ice loss and mid-latitude winter weather: a pre-registered analysis"
OS_P = "/ht4bq/"
OS_FILES = {"/w9e3x/": "analysis_plan.md", "/z2k7m/": "sic_era5_1979_2024_summary.txt"}
OS_PAGES: dict[str, object] = {
    OS_P: OS.page(
        OS_T,
        f'<div id="projectScope"><h2 class="node-title">{OS_T}</h2><p>Contributors: '
        '<a href="/8ubr5/">James Screen</a>, <a href="/c4np2/">Russell Blackport</a></p>'
        f'<p>Date created: 2024-02-11 | Category: Project | <a href="{OS_P}analytics/">'
        f'Analytics</a></p><div class="wiki"><a href="{OS_P}wiki/home/">Wiki</a>'
        f"<p>We test whether sea-ice loss drives cold extremes.</p></div>"
        f'<div class="files"><a href="{OS_P}files/osfstorage/">OSF Storage</a></div>'
        '<div class="citation"><a href="http://doi.org/10.17605/OSF.IO/HT4BQ">'
        "10.17605/OSF.IO/HT4BQ</a></div></div>",
    ),
    f"{OS_P}wiki/home/": OS.page(
        f"{OS_T} Wiki - home",
        f'<a href="{OS_P}">{OS_T}</a><h3>Home</h3><p>Hypotheses H1-H3 ...</p>',
    ),
    f"{OS_P}files/osfstorage/": OS.page(
        f"{OS_T} Files",
        f'<a href="{OS_P}">{OS_T}</a><ul>'
        + "".join(f'<li><a href="{g}">{n}</a></li>' for g, n in OS_FILES.items())
        + "</ul>",
    ),
    f"{OS_P}analytics/": OS.page(f"{OS_T} Analytics", f"<h2>{OS_T}</h2><p>1,204 visits</p>"),
    "/8ubr5/": OS.page("James Screen", "<h1>James Screen</h1>"),
    "/c4np2/": OS.page("Russell Blackport", "<h1>Russell Blackport</h1>"),
}
for _g, _n in OS_FILES.items():
    OS_PAGES[_g] = OS.page(
        _n,
        f'<a href="{OS_P}">{OS_T}</a> / OSF Storage / {_n}'
        f'<a href="/download{_g}">Download</a><a href="{_g}?show=revision">Revisions</a>',
    )
    OS_PAGES[f"/download{_g}"] = txt("Pre-registered analysis plan, version 2\n")
    OS_PAGES[f"{_g}?show=revision"] = OS.page(f"{_n} revisions", "<p>Version 2, Version 1</p>")
OS_TRUTH = [OS_P, f"{OS_P}wiki/home/", f"{OS_P}files/osfstorage/", f"{OS_P}analytics/", *OS_FILES]


def _os() -> list[Site]:
    return [OS.site(OS_PAGES)]  # type: ignore[arg-type]


# --- NOAA/WDS Paleoclimatology: "NOAA/WDS Paleoclimatology - " before every title ------
NP = Portal(
    host="www.paleo-wds.hx122.example",
    name="NOAA/WDS Paleoclimatology",
    menu=[
        ("/paleo-search/", "Search"),
        ("/products/paleoclimatology", "Paleoclimatology"),
        ("/pub/data/paleo/", "FTP mirror"),
    ],
    footer=[
        ("/about/privacy", "Privacy Policy"),
        ("/about/disclaimer", "Disclaimer"),
        ("http://www.commerce.test/", "Department of Commerce"),
    ],
    title_format="{name} - {title}",
    home_title="NOAA/WDS Paleoclimatology",
)
NP_T = "NEEM Ice Core 2000 Year d18O and Accumulation Data"
NP_STUDY = "/paleo-search/study/17795"
NP_TXT = "/pub/data/paleo/icecore/greenland/neem2013d18o-noaa.txt"
NP_PAGES: dict[str, object] = {
    NP_STUDY: NP.page(
        NP_T,
        f'<h1 class="study-title">{NP_T}</h1><table class="study-info">'
        "<tr><th>Data Type</th><td>Ice Cores</td></tr><tr><th>Investigators</th><td>"
        "Masson-Delmotte, V.; Steen-Larsen, H.C.</td></tr><tr><th>Location</th><td>"
        '<a href="/paleo-search/?locations=Greenland">Greenland</a></td></tr></table>'
        '<h2>Data Access</h2><ul><li>NOAA Template File: <a href="' + NP_TXT + '">'
        'neem2013d18o-noaa.txt</a></li><li>Original Data: <a href="/pub/data/paleo/icecore/'
        'greenland/neem2013d18o.xls">neem2013d18o.xls</a></li><li>Metadata: <a href="'
        f'{NP_STUDY}/xml">ISO 19115-2 XML</a></li></ul>'
        '<p>Cite: <a href="http://doi.org/10.25921/2k7e-aq46">doi:10.25921/2k7e-aq46</a></p>',
    ),
    NP_TXT: txt(
        "# NEEM - 2000 Year d18O\n#-----------------------------------\n"
        "# World Data Service for Paleoclimatology, Boulder\n"
        f"# Study_Name: {NP_T}\n# Data_Type: Ice Cores\n# Missing_Values: -999\n"
        "age_CE\td18O\taccum\n2000\t-33.1\t0.22\n"
    ),
    "/pub/data/paleo/icecore/greenland/neem2013d18o.xls": blob("xls", "application/vnd.ms-excel"),
    f"{NP_STUDY}/xml": xml(
        f"<gmi:MI_Metadata><gco:CharacterString>{NP_T}</gco:CharacterString></gmi:MI_Metadata>"
    ),
}


def _np() -> list[Site]:
    return [NP.site(NP_PAGES)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # The seed's Dryad row: every metadata page of the package (landing page, full record,
    # per-file pages) repeats "Data from: ...", the entry's whole <title>, but the data
    # files do not -- Significant String from Title+ with Ignored URIs.  Truth: package
    # page, full record, two file pages and the two bitstreams one hop beyond them; the
    # article DOI and keyword browse are not the package.
    case(
        "dryad-greenland-fjord-productivity",
        "Dryad (DSpace-based data package repository)",
        "multi_hop",
        "sig_title_plus_ignored",
        DY.url(DY1),
        DY1_TRUTH,
        _dy,
    ),
    # Second Dryad package: same heuristic, same shape of truth.
    case(
        "dryad-antarctic-snow-algae",
        "Dryad (DSpace-based data package repository)",
        "multi_hop",
        "sig_title_plus_ignored",
        DY.url(DY2),
        DY2_TRUTH,
        _dy,
    ),
    # PANGAEA's <title> is the bare data citation, and the tab-delimited download, the HTML
    # data view and the citation text all carry that citation in full: Significant String
    # from Title, with nothing left outside it.  Truth: landing page, the textfile, html
    # and citation_text formats.  Event and parameter searches are the portal's.
    case(
        "pangaea-kongsvegen-snow-pits",
        "PANGAEA (data publisher)",
        "multi_hop",
        "sig_title",
        PG.url(PG1),
        PG1_TRUTH,
        _pg,
    ),
    # Second PANGAEA dataset: Significant String from Title; truth its four formats.
    case(
        "pangaea-kohnen-b53-dielectric",
        "PANGAEA (data publisher)",
        "multi_hop",
        "sig_title",
        PG.url(PG2),
        PG2_TRUTH,
        _pg,
    ),
    # The seed's Dataverse row: Significant String from Filtered Title, filtering from the
    # title's end (" | Polar Dataverse Network").  Truth: what carries the dataset title --
    # the dataset page (and its versioned URL), the two file pages and the three metadata
    # exports.  The file downloads (/api/access/datafile/..) hold no title: this
    # heuristic misses them, as the seed's table says it may, so they are left out.
    case(
        "dataverse-south-pole-firn-air",
        "Dataverse (polar data installation)",
        "multi_hop",
        "sig_filtered_title",
        DV.url(DV_ENTRY),
        [DV.url(p) for p in DV_TRUTH],
        _dv,
        others=[DV.url("/dataverse/icecore")],
    ),
    # The seed's OSF row: "OSF | " is filtered from the start of the title and the project
    # title found in the wiki, files, analytics and file pages: Significant String from
    # Filtered Title.  Truth: those pages; the raw downloads and revision lists hold no
    # title (missed by design, left out), contributor profiles are others.
    case(
        "osf-sea-ice-midlatitude-prereg",
        "OSF (Open Science Framework)",
        "multi_hop",
        "sig_filtered_title",
        OS.url(OS_P),
        [OS.url(p) for p in OS_TRUTH],
        _os,
        others=[OS.url("/8ubr5/"), OS.url("/c4np2/")],
    ),
    # NOAA/WDS Paleoclimatology prefixes every title with its name; the study name is in
    # the study page, the NOAA template text file and the ISO metadata, whose paths differ
    # (/paleo-search vs /pub/data): Significant String from Filtered Title.  Truth: those
    # three; the original .xls holds no study name and is missed, so left out.
    case(
        "noaa-paleo-neem-d18o",
        "NOAA/WDS Paleoclimatology (study pages)",
        "multi_hop",
        "sig_filtered_title",
        NP.url(NP_STUDY),
        [NP.url(NP_STUDY), NP.url(NP_TXT), NP.url(f"{NP_STUDY}/xml")],
        _np,
    ),
]
