"""Data portals: Dataverse, CKAN, GBIF IPT, a Dryad-like package repository, a PANGAEA-like
data publisher, OSF projects and OSF preprints.

Heuristics: Dataverse -> `sig_filtered_title` (seed table: filtered title, site name at the
end).  CKAN is not in the table; a CKAN dataset is a multi-hop dataset page whose resources
live under the dataset path or on other hosts, the nearest being Kaggle datasets ->
`path_based_externals`.  GBIF IPT -> `sig_uri` (GBIF in the table: the resource's short name
`r=<name>` is in every artifact URI).  Dryad-like -> `sig_title_plus_ignored` (Dryad row).
PANGAEA-like -> `sig_uri` (not in the table; like GBIF, every artifact URI carries the
dataset identifier).  OSF project -> `sig_filtered_title` (OSF row).  OSF preprint ->
`single_page_plus_ignored` (a preprint: the SSRN/bioRxiv rows).

Truth reasoning:
- dataverse-survey: dataset page, each file page, each datafile download (original format
  too), "download all" and the metadata exports.  Not the parent dataverse, the search
  facets, login, guides.
- dataverse-replication: entry is the `/citation?persistentId=` URL which redirects to the
  dataset page; same truth pattern.
- ckan-traffic (CKAN 2.10): dataset page, resource pages, the uploaded files (served under
  `/dataset/<package uuid>/...`, not under the dataset name), the linked file on the
  county's GIS download host (the data itself), and the DCAT metadata.  Not groups,
  organisation, tags, activity stream, other datasets.
- ckan-budget (CKAN 2.9): same pattern, one uploaded resource.
- ipt-reef-fish: resource page, the DwC-A archive, the EML metadata, the RTF metadata, and
  the resource's older version page.  Not other resources on the IPT, about/login/RSS, the
  gbif.org page (another portal).
- ipt-bat-acoustics: sparse page; resource page, archive and EML only.
- dryad-package: package page, full metadata view, each data-file page, each bitstream and
  the citation exports.  Not browse/author/journal pages, the article (another portal).
- abyssal-dataset: landing and its alternative formats (tab text, HTML table, metadata in
  DataCite and ISO 19139, BibTeX, RIS, ZIP).  Not the parent collection (its own DOI).
- osf-project: project page, wiki, file listing, each file's page (GUID URL, not under the
  project path) and download.  Not the contributors' profiles, analytics, forks, other
  projects.
- osf-preprint: preprint page and its PDF download.  Not the supplementary OSF project
  (separate artifact), subject browse pages, the provider's discover page.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case
from sites.portals_heldout2._chrome import (
    CC_BY,
    SOCIAL,
    Skin,
    a,
    csv_file,
    data,
    pdf_file,
    share_bar,
    ul,
    zip_file,
)

# ------------------------------------------------------------------------------ Dataverse
DV = Skin(
    host="dataverse.carrow-univ.example",
    name="Carrow University Dataverse",
    nav=(
        ("/dataverse/root?q=", "Search"),
        ("/guides/en/6.1/user/", "User Guide"),
        ("/dataverse/root", "Carrow Dataverse"),
        ("https://support.carrow-univ.example/research-data", "Support"),
    ),
    footer=(
        ("/termsofuse.xhtml", "Terms of Use"),
        ("/privacy.xhtml", "Privacy Policy"),
        ("https://dataverse.org", "Powered by Dataverse v. 6.1"),
        ("http://www.iq.harvard.edu/", "Harvard IQSS"),
    ),
    title=lambda t: f"{t} - Carrow University Dataverse",
    layout="bootstrap",
    search="/dataverse/root",
    login=(
        ("/loginpage.xhtml?redirectPage=%2Fdataverse.xhtml", "Log In"),
        ("/dataverseuser.xhtml?editMode=CREATE", "Sign Up"),
    ),
    assets=(
        "/resources/css/structure.css.xhtml",
        "/resources/js/dv_rebind_bootstrap_ui.js",
        "/logos/navbar/logo.png",
    ),
    home_title="Carrow University Dataverse",
)

DV_SETS = {
    "survey": (
        "doi:10.5555/CRW/QX7T2M",
        "Household Energy Use Survey, Carrow County 2022",
        [(20411, "energy_survey_2022.tab", "N3KD8A"), (20412, "codebook.pdf", "J8PL2W")],
    ),
    "replication": (
        "doi:10.5555/CRW/7YH1ZE",
        "Replication Data for: Tariff Shocks and Regional Employment",
        [(20577, "replication_package.zip", "ZK0V3R")],
    ),
}


def _dv_pages() -> dict:
    pages: dict = {}
    for pid, title, files in DV_SETS.values():
        ds = f"/dataset.xhtml?persistentId={pid}"
        rows = ""
        for fid, name, suffix in files:
            fpid = f"{pid}/{suffix}"
            fpage = f"/file.xhtml?persistentId={fpid}&version=1.0"
            dl = f"/api/access/datafile/{fid}"
            links = [(fpage, name), (dl, "Download")]
            pages[dl] = (
                csv_file("hh_id,kwh", "1,412")
                if name.endswith(".tab")
                else (pdf_file(title, name) if name.endswith(".pdf") else zip_file(name))
            )
            if name.endswith(".tab"):
                links.append((f"{dl}?format=original", "Original File Format"))
                pages[f"{dl}?format=original"] = data(
                    b"PK\x05\x06" + b"\x00" * 18, "application/x-stata"
                )
            rows += "<tr>" + "".join(f"<td>{a(h, t)}</td>" for h, t in links) + "</tr>"
            pages[fpage] = DV.page(
                name,
                f'<h1>{escape(name)}</h1><p>This file is part of "{escape(title)}".</p>'
                f"<p>{a(ds, title)}</p><p>{a(dl, 'Access File')}</p>"
                f'<p>Cite: Carrow University, 2023, "{escape(title)}", {a("https://doi.org/" + pid[4:], "https://doi.org/" + pid[4:])}</p>',
            )
        exports = ""
        for ex in ("ddi", "dataverse_json", "schema.org", "oai_datacite"):
            u = f"/api/datasets/export?exporter={ex}&persistentId={pid}"
            exports += f"<li>{a(u, ex)}</li>"
            pages[u] = data(f'{{"title": "{title}"}}', "application/json")
        allz = f"/api/access/dataset/:persistentId/?persistentId={pid}"
        pages[allz] = zip_file(title)
        body = f"""<div id="breadcrumbNavBlock">{a("/dataverse/root", "Carrow University Dataverse")} &gt; {a("/dataverse/carrow-econ", "Economics Department Dataverse")}</div>
<h1 id="title">{escape(title)}</h1><div class="citation">Carrow University, 2023, "{escape(title)}",
{a("https://doi.org/" + pid[4:], "https://doi.org/" + pid[4:])}, Carrow University Dataverse, V1</div>
<div class="btn-group">Access Dataset: {a(allz, "Original Format ZIP")}</div>
<div class="btn-group">Export Metadata<ul>{exports}</ul></div>
<div id="datasetForm:tabView:filesTable"><table>{rows}</table></div>
<p>Keyword: {a("/dataverse/root?q=keywordValue:%22energy%22", "energy")}
Subject: {a("/dataverse/root?q=subject_ss:%22Social%20Sciences%22", "Social Sciences")}</p>
<p>Contact: {a("/dataverse/carrow-econ", "Send message to dataset contact")}</p>"""
        pages[ds] = DV.page(title, body)
        pages[f"/citation?persistentId={pid}"] = Response.redirect(DV.url(ds), 302)
    for p in (
        "/dataverse/root",
        "/dataverse/carrow-econ",
        "/guides/en/6.1/user/",
        "/termsofuse.xhtml",
        "/privacy.xhtml",
        "/loginpage.xhtml",
        "/dataverseuser.xhtml",
    ):
        pages[p] = DV.page(p.strip("/").split("/")[-1], f"<h1>{escape(p)}</h1>")
    return pages


def build_dv() -> list[Site]:
    return [DV.site(_dv_pages())]


def _dv_truth(key: str) -> frozenset[str]:
    pid, _title, files = DV_SETS[key]
    uris = {
        DV.url(f"/dataset.xhtml?persistentId={pid}"),
        DV.url(f"/api/access/dataset/:persistentId/?persistentId={pid}"),
    }
    for fid, name, suffix in files:
        uris |= {
            DV.url(f"/file.xhtml?persistentId={pid}/{suffix}&version=1.0"),
            DV.url(f"/api/access/datafile/{fid}"),
        }
        if name.endswith(".tab"):
            uris.add(DV.url(f"/api/access/datafile/{fid}?format=original"))
    uris |= {
        DV.url(f"/api/datasets/export?exporter={ex}&persistentId={pid}")
        for ex in ("ddi", "dataverse_json", "schema.org", "oai_datacite")
    }
    return frozenset(uris)


# ----------------------------------------------------------------------------------- CKAN
# A county portal's mega-menu: every department and topic, on every page (very large chrome).
_DEPTS = [
    "assessor",
    "animal-services",
    "building-permits",
    "child-support",
    "clerk-recorder",
    "community-development",
    "coroner",
    "courts",
    "elections",
    "emergency-management",
    "environmental-health",
    "finance",
    "fire",
    "fleet",
    "health",
    "housing",
    "human-resources",
    "information-technology",
    "libraries",
    "parks",
    "planning",
    "probation",
    "public-defender",
    "public-works",
    "purchasing",
    "sheriff",
    "social-services",
    "treasurer",
    "veterans",
    "water",
]
_TOPICS = [
    "agriculture",
    "budget",
    "business",
    "climate",
    "crime",
    "demographics",
    "economy",
    "education",
    "energy",
    "environment",
    "geospatial",
    "health",
    "housing",
    "infrastructure",
    "land-use",
    "parks-recreation",
    "public-safety",
    "roads",
    "transit",
    "transportation",
    "utilities",
    "weather",
    "wildfire",
    "workforce",
]
MEGA = tuple(
    [(f"/organization/{d}", d.replace("-", " ").title()) for d in _DEPTS]
    + [(f"/group/{t}", t.replace("-", " ").title()) for t in _TOPICS]
    + [
        (f"/dataset/?res_format={f}", f)
        for f in ("CSV", "GeoJSON", "KML", "PDF", "XLSX", "ZIP", "Shapefile", "API")
    ]
    + [(f"/showcase/{n}", f"Showcase {n}") for n in range(1, 21)]
    + [(f"https://www.fenwick-county.example/{d}", f"{d} (county site)") for d in _DEPTS]
)


def _ckan_skin(host: str, name: str, version: str, mega: bool = False) -> Skin:
    return Skin(
        host=host,
        name=name,
        nav=(
            ("/dataset/", "Datasets"),
            ("/organization/", "Organizations"),
            ("/group/", "Groups"),
            ("/about", "About"),
            *(MEGA if mega else ()),
        ),
        footer=(
            ("/about", "About"),
            ("/api/3", "CKAN API"),
            ("http://www.opendefinition.org/od/2.1/en/", "Open Data"),
            ("https://ckan.org/", f"Powered by CKAN {version}"),
        ),
        title=lambda t: f"{t} - {name}",
        layout="bootstrap",
        search="/dataset/",
        login=(("/user/login", "Log in"), ("/user/register", "Register")),
        assets=(
            f"/webassets/base/{version}/main.css",
            f"/webassets/base/{version}/main.js",
            "/base/images/ckan-logo.png",
        ),
        home_title=f"Welcome - {name}",
    )


CK1 = _ckan_skin("opendata.fenwick-county.example", "Fenwick County Open Data", "2.10.4", True)
CK1_GIS = "gis.fenwick-county.example"
CK2 = _ckan_skin("data.brackenridge-city.example", "Brackenridge City Data", "2.9.9")


def _ckan_dataset(
    skin: Skin, name: str, pkg: str, title: str, res: list[tuple[str, str, str | None]], other: str
) -> tuple[dict, set[str]]:
    """res: (resource uuid, file name, external url or None)."""
    base = f"/dataset/{name}"
    pages: dict = {}
    truth = {skin.url(base)}
    items = ""
    for rid, fname, ext in res:
        rpage = f"{base}/resource/{rid}"
        dl = ext or skin.url(f"/dataset/{pkg}/resource/{rid}/download/{fname}")
        items += f'<li class="resource-item">{a(rpage, fname)} {a(dl, "Download")}</li>'
        pages[rpage] = skin.page(
            f"{fname} - {title}",
            f"<h1>{escape(fname)}</h1><p>URL: {a(dl, dl)}</p><p>From the dataset {a(base, title)}</p>"
            f"<p>{a(f'/dataset/{name}', 'Dataset')}</p>",
        )
        truth |= {skin.url(rpage), dl}
        if not ext:
            pages[f"/dataset/{pkg}/resource/{rid}/download/{fname}"] = csv_file(
                "site,count", "A1,5"
            )
    for ext_ in ("rdf", "jsonld"):
        pages[f"{base}.{ext_}"] = data(f'{{"dct:title": "{title}"}}', "application/ld+json")
        truth.add(skin.url(f"{base}.{ext_}"))
    body = f"""<ol class="breadcrumb"><li>{a("/", "Home")}</li><li>{a("/organization/public-works", "Public Works")}</li><li>{a(base, title[:35])}</li></ol>
<aside><h2>{a("/organization/public-works", "Public Works")}</h2><p>Social: {share_bar(skin.url(base), title)}</p>
<h3>License</h3>{a("http://www.opendefinition.org/licenses/odc-by", "Open Data Commons Attribution License")}</aside>
<article><ul class="nav nav-tabs"><li>{a(base, "Dataset")}</li><li>{a(f"/dataset/groups/{name}", "Groups")}</li><li>{a(f"/dataset/activity/{name}", "Activity Stream")}</li></ul>
<h1>{escape(title)}</h1><p>Counts collected by the county.</p>
<h3>Data and Resources</h3><ul class="resource-list">{items}</ul>
<h3>Tags</h3>{ul([("/dataset/?tags=traffic", "traffic"), ("/dataset/?tags=transport", "transport")], "tag-list")}
<h3>Additional Info</h3><table><tr><th>Source</th><td>{a("https://www.fenwick-county.example/public-works", "Public Works Department")}</td></tr></table>
<p>Metadata: {a(f"{base}.rdf", "RDF/XML")} {a(f"{base}.jsonld", "JSON-LD")}</p>
<h3>Related datasets</h3>{ul([(f"/dataset/{other}", "Related dataset")])}</article>"""
    pages[base] = skin.page(title, body)
    for p in (f"/dataset/groups/{name}", f"/dataset/activity/{name}", f"/dataset/{other}"):
        pages[p] = skin.page(p.rsplit("/", 1)[-1], f"<h1>{escape(p)}</h1>")
    return pages, truth


def _ckan_common(skin: Skin) -> dict:
    return {
        p: skin.page(p.strip("/").split("/")[-1].title() or "Datasets", f"<h1>{escape(p)}</h1>")
        for p in (
            "/dataset/",
            "/organization/",
            "/group/",
            "/about",
            "/api/3",
            "/user/login",
            "/user/register",
            "/organization/public-works",
        )
    }


CK1_PAGES, CK1_TRUTH = _ckan_dataset(
    CK1,
    "road-traffic-counts-2023",
    "8d3a7f10-5c2e-4b6a-9d1f-2e7c4b8a9f01",
    "Road traffic counts 2023",
    [
        ("1a2b3c4d-0000-4e5f-8a9b-aa0000000001", "traffic_counts_2023.csv", None),
        (
            "1a2b3c4d-0000-4e5f-8a9b-aa0000000002",
            "count_stations.geojson",
            f"http://{CK1_GIS}/downloads/count_stations_2023.geojson",
        ),
    ],
    "road-traffic-counts-2022",
)
CK2_PAGES, CK2_TRUTH = _ckan_dataset(
    CK2,
    "adopted-budget-fy2024",
    "f0e1d2c3-b4a5-4697-8877-665544332211",
    "Adopted budget FY2024",
    [("77aa88bb-99cc-4dde-8eff-001122334455", "budget_fy2024.csv", None)],
    "adopted-budget-fy2023",
)


def build_ck1() -> list[Site]:
    gis = Site(CK1_GIS)
    gis.add(
        "/downloads/count_stations_2023.geojson",
        data('{"type":"FeatureCollection","features":[]}', "application/geo+json"),
    )
    gis.add("/", "<html><title>Fenwick GIS</title><body>GIS downloads</body></html>")
    return [CK1.site(_ckan_common(CK1) | CK1_PAGES), gis]


def build_ck2() -> list[Site]:
    return [CK2.site(_ckan_common(CK2) | CK2_PAGES)]


# ------------------------------------------------------------------------------- GBIF IPT
IPT = Skin(
    host="ipt.coralwatch-network.example",
    name="CoralWatch IPT",
    nav=(
        ("/", "Home"),
        ("/about.do", "About"),
        ("/rss.do", "RSS"),
        ("/inventory/dataset", "Inventory"),
    ),
    footer=(
        ("https://www.gbif.org/ipt", "Powered by the GBIF IPT 2.7"),
        ("/dcat", "DCAT feed"),
        ("https://www.gbif.org/terms", "GBIF terms"),
    ),
    title=lambda t: f"{t} - CoralWatch IPT",
    layout="bootstrap",
    search="/",
    login=(("/login.do", "Login"),),
    assets=("/styles/main.css", "/js/global.js", "/images/ipt-logo.png"),
    home_title="IPT - CoralWatch IPT",
    home_body="<h1>Resources</h1><table>"
    + "".join(
        f"<tr><td>{a(f'/resource?r={r}', t)}</td></tr>"
        for r, t in (
            ("reef_fish_census_2019", "Reef fish census 2019"),
            ("bat_acoustics_kiribati", "Bat acoustics Kiribati"),
            ("seagrass_cover_2018", "Seagrass cover 2018"),
        )
    )
    + "</table>",
)


def build_ipt() -> list[Site]:
    pages: dict = {}
    r = "reef_fish_census_2019"
    t = "Reef fish census 2019"
    body = f"""<h1>{t}</h1><p>Latest version published by CoralWatch Network on Mar 3, 2021</p>
<p>{a(f"/archive.do?r={r}", "Darwin Core Archive (DwC-A) 1.4")} {a(f"/eml.do?r={r}&v=1.4", "Metadata as EML")} {a(f"/rtf.do?r={r}&v=1.4", "Metadata as RTF")}</p>
<h2>Versions</h2><table><tr><td>{a(f"/resource?r={r}&v=1.4", "1.4")}</td></tr><tr><td>{a(f"/resource?r={r}&v=1.3", "1.3")}</td></tr></table>
<h2>How to cite</h2><p>CoralWatch Network (2021). {t}. {a("https://doi.org/10.15468/x9ab2c", "https://doi.org/10.15468/x9ab2c")}</p>
<p>Registered in {a("https://www.gbif.org/dataset/3e1a9c7b-2d4f-4a8e-9b6c-5f0e1d2c3b4a", "GBIF")}</p>
<h2>Rights</h2>{a(CC_BY[0], CC_BY[1])}
<h2>Contacts</h2><p>{a("mailto:data@coralwatch-network.example", "Lena Fautua")}</p>
<p>Other resources: {a("/resource?r=seagrass_cover_2018", "Seagrass cover 2018")}</p>"""
    pages[f"/resource?r={r}"] = IPT.page(t, body)
    pages[f"/resource?r={r}&v=1.4"] = pages[f"/resource?r={r}"]
    pages[f"/resource?r={r}&v=1.3"] = IPT.page(
        f"{t} (1.3)", f"<h1>{t}</h1><p>Version 1.3</p>{a(f'/archive.do?r={r}&v=1.3', 'DwC-A 1.3')}"
    )
    pages[f"/archive.do?r={r}&v=1.3"] = zip_file(r)
    pages[f"/archive.do?r={r}"] = zip_file(r)
    pages[f"/eml.do?r={r}&v=1.4"] = data(
        f"<eml:eml><dataset><title>{t}</title></dataset></eml:eml>", "text/xml"
    )
    pages[f"/rtf.do?r={r}&v=1.4"] = data(r"{\rtf1 " + t + "}", "application/rtf")
    r2, t2 = "bat_acoustics_kiribati", "Bat acoustics Kiribati"
    pages[f"/resource?r={r2}"] = IPT.page(
        t2,
        f"<h1>{t2}</h1><p>{a(f'/archive.do?r={r2}', 'DwC-A')} {a(f'/eml.do?r={r2}&v=1.0', 'EML')}</p>",
    )
    pages[f"/archive.do?r={r2}"] = zip_file(r2)
    pages[f"/eml.do?r={r2}&v=1.0"] = data(f"<eml:eml><title>{t2}</title></eml:eml>", "text/xml")
    pages["/resource?r=seagrass_cover_2018"] = IPT.page(
        "Seagrass cover 2018", "<h1>Seagrass cover 2018</h1>"
    )
    for p in ("/about.do", "/rss.do", "/inventory/dataset", "/login.do", "/dcat"):
        pages[p] = IPT.page(p.strip("/"), f"<h1>{p}</h1>")
    return [IPT.site(pages)]


# ----------------------------------------------------------------------------- Dryad-like
DRY = Skin(
    host="datapackages.wrenfield.example",
    name="Wrenfield Data Repository",
    nav=(
        ("/pages/faq", "FAQ"),
        ("/pages/submissionIntegration", "Journals"),
        ("/pages/policies", "Policies"),
        ("/discover", "Browse"),
    ),
    footer=(
        ("/pages/contact", "Contact us"),
        ("/pages/termsOfService", "Terms of service"),
        ("https://twitter.com/wrenfielddata", "Twitter"),
        CC_BY,
    ),
    title=lambda t: t,
    layout="sidebar",
    search="/discover",
    search_param="query",
    login=(("/login", "Login"), ("/register", "Register")),
    assets=(
        "/themes/Wren/lib/css/style.css",
        "/themes/Wren/lib/js/wren.js",
        "/themes/Wren/images/logo.png",
    ),
    home_title="Wrenfield Data Repository",
    home_body="<h1>Recently published data</h1>"
    + ul([("/resource/doi:10.5555/wren.7c2k4", "Data from: Song learning in urban wrens")]),
)
DRY_T = "Data from: Song learning in urban wrens is shaped by traffic noise"
DRY_D = "doi:10.5555/wren.7c2k4"


def build_dry() -> list[Site]:
    base = f"/resource/{DRY_D}"
    members = [
        (1, "song_recordings_index.csv", "10255/wren.201"),
        (2, "noise_levels.csv", "10255/wren.202"),
    ]
    mem = ""
    pages: dict = {}
    for n, fname, hdl in members:
        mu = f"{base}/{n}"
        bs = f"/bitstream/handle/{hdl}/{fname}?sequence=1"
        mem += f"<li>{a(mu, fname)} ({a(bs, 'Download')})</li>"
        pages[mu] = DRY.page(
            "",
            f"<h1>{escape(fname)}</h1><p>This file is part of the Wrenfield package: {a(base, DRY_T)}</p>"
            f"<p>{a(bs, fname)}</p>",
            full_title=DRY_T,
        )
        pages[bs] = csv_file("recording,site", "r1,urban")
    cites = [("ris", "RIS"), ("bib", "BibTeX")]
    for ext, _ in cites:
        pages[f"{base}/citation/{ext}"] = data(f"TI  - {DRY_T}\n", "text/plain")
    body = f"""<h1>{escape(DRY_T)}</h1><div class="citation-view"><p>When using this data, please cite the original publication:</p>
<p>Ferreira A, Holt M (2022) Song learning in urban wrens. {a("https://doi.org/10.5555/anbeh.2022.114", "Animal Behaviour")}</p>
<p>Additionally, please cite the Wrenfield data package: Ferreira A, Holt M (2022) {escape(DRY_T)}. Wrenfield Data Repository. {a("https://doi.org/10.5555/wren.7c2k4", "https://doi.org/10.5555/wren.7c2k4")}</p>
<p>Export: {" ".join(a(f"{base}/citation/{e}", n) for e, n in cites)}</p></div>
<h2>Files in this package</h2><ul>{mem}</ul><p>{a(f"{base}?show=full", "Show full metadata")}</p>
<p>Authors: {a("/discover?field=dc.contributor.author_filter&query=Ferreira%2C+Ana", "Ferreira, Ana")}</p>
<p>Journal: {a("/discover?field=prism.publicationName_filter&query=Animal+Behaviour", "Animal Behaviour")}</p>
<p>Keywords: {a("/discover?query=birdsong", "birdsong")} {a("/discover?query=urban+ecology", "urban ecology")}</p>"""
    pages[base] = DRY.page("", body, full_title=DRY_T)
    pages[f"{base}?show=full"] = DRY.page(
        "",
        f"<h1>{escape(DRY_T)}</h1><table><tr><td>dc.title</td><td>{escape(DRY_T)}</td></tr></table>",
        full_title=DRY_T,
    )
    for p in (
        "/pages/faq",
        "/pages/submissionIntegration",
        "/pages/policies",
        "/discover",
        "/pages/contact",
        "/pages/termsOfService",
        "/login",
        "/register",
    ):
        pages[p] = DRY.page("", f"<h1>{p}</h1>", full_title=f"Wrenfield Data Repository {p}")
    return [DRY.site(pages)]


def _dry_truth() -> frozenset[str]:
    base = DRY.url(f"/resource/{DRY_D}")
    return frozenset(
        {
            base,
            f"{base}?show=full",
            f"{base}/1",
            f"{base}/2",
            DRY.url("/bitstream/handle/10255/wren.201/song_recordings_index.csv?sequence=1"),
            DRY.url("/bitstream/handle/10255/wren.202/noise_levels.csv?sequence=1"),
            f"{base}/citation/ris",
            f"{base}/citation/bib",
        }
    )


# --------------------------------------------------------------------------- PANGAEA-like
ABY = Skin(
    host="data.abyssal-archive.example",
    name="ABYSSAL Data Publisher",
    nav=(
        ("/search", "Data search"),
        ("/about/", "About"),
        ("/submit/", "Submit"),
        ("/contact/", "Contact"),
    ),
    footer=(
        ("/about/legal", "Legal notice"),
        ("/about/privacy", "Data protection"),
        ("https://www.wdc-mare.example/", "World Data Center"),
        *SOCIAL,
    ),
    title=lambda t: f"ABYSSAL - {t}",
    layout="plain",
    login=(("/user/signin.php", "Sign in"),),
    assets=(
        "/assets/v.2024/css/abyssal.css",
        "/assets/v.2024/js/abyssal.js",
        "/assets/v.2024/img/logo.png",
    ),
    home_title="ABYSSAL - Data Publisher for Earth & Environmental Science",
)
ABY_ID = "10.5555/ABYSSAL.914512"
ABY_FMTS = (
    "textfile",
    "html",
    "metadata_datacite4",
    "metadata_iso19139",
    "citation_bibtex",
    "citation_ris",
    "zip",
)


def build_aby() -> list[Site]:
    base = f"/{ABY_ID}"
    t = "Porewater nutrients of sediment core MSM112-4 (Hadal trench)"
    fmts = " ".join(a(f"{base}?format={f}", f) for f in ABY_FMTS)
    body = f"""<h1>{escape(t)}</h1><p>Citation: Okonkwo, Ada; Veld, Sander (2023): {escape(t)}. ABYSSAL, {a("https://doi.org/" + ABY_ID, "https://doi.org/" + ABY_ID)}</p>
<p>Always quote citation above when using data! {a(f"{base}?format=citation_bibtex", "Download citation")}</p>
<p>Is part of: {a("/10.5555/ABYSSAL.914500", "Hadal trench geochemistry (collection)")}</p>
<p>Related to: {a("https://doi.org/10.5555/gca.2023.301", "Okonkwo et al. (2023), Geochim. Cosmochim. Acta")}</p>
<p>Project: {a("/search?q=project:label:HADES", "HADES")} Event: {a("/search?q=event:MSM112-4", "MSM112-4")}</p>
<p>License: {a(CC_BY[0], CC_BY[1])}</p><p>Formats: {fmts}</p>
<table><tr><th>Depth [m]</th><th>NO3 [µmol/l]</th></tr><tr><td>0.01</td><td>31.2</td></tr></table>"""
    pages: dict = {base: ABY.page(t, body)}
    for f in ABY_FMTS:
        if f == "zip":
            pages[f"{base}?format={f}"] = zip_file(t)
        elif f == "html":
            pages[f"{base}?format={f}"] = ABY.page(
                t, f"<h1>{escape(t)}</h1><table><tr><td>0.01</td></tr></table>"
            )
        else:
            pages[f"{base}?format={f}"] = data(
                f"/* DATA DESCRIPTION: {t} */\nDepth [m]\tNO3\n0.01\t31.2\n", "text/plain"
            )
    pages["/10.5555/ABYSSAL.914500"] = ABY.page(
        "Hadal trench geochemistry", "<h1>Hadal trench geochemistry</h1>"
    )
    for p in (
        "/search",
        "/about/",
        "/submit/",
        "/contact/",
        "/about/legal",
        "/about/privacy",
        "/user/signin.php",
    ):
        pages[p] = ABY.page(p.strip("/"), f"<h1>{p}</h1>")
    return [ABY.site(pages)]


# ------------------------------------------------------------------------------------ OSF
OSF = Skin(
    host="osf.bramblecross.example",
    name="OSF",
    nav=(
        ("/myprojects/", "My Projects"),
        ("/search/", "Search"),
        ("https://help.osf.example/", "Support"),
        ("/donate", "Donate"),
    ),
    footer=(
        ("https://github.com/CenterForOpenScience/osf.io", "GitHub"),
        ("/terms_of_use", "Terms of Use"),
        ("/privacy_policy", "Privacy Policy"),
        ("https://twitter.com/OSFramework", "Twitter"),
    ),
    title=lambda t: f"OSF | {t}",
    layout="app",
    login=(("/login?next=%2F", "Sign In"), ("/register", "Sign Up")),
    assets=(
        "/static/public/css/osf.2f9a.css",
        "/static/public/js/vendor.bundle.js",
        "/static/img/cos-white.svg",
    ),
    home_title="OSF",
)
OSF_P = "x7q2k"
OSF_FILES = (("h3m9p", "nest_survey_raw.csv"), ("b8w4d", "analysis.R"))


def build_osf() -> list[Site]:
    t = "Nest predation along forest edges: field data and analysis"
    pages: dict = {}
    flist = ""
    for guid, fname in OSF_FILES:
        flist += f"<li>{a(f'/{guid}', fname)}</li>"
        pages[f"/{guid}"] = OSF.page(
            fname,
            f"<h2>{a(f'/{OSF_P}/', t)}</h2><h1>{escape(fname)}</h1>"
            f"<p>{a(f'/download/{guid}/', 'Download')}</p><p>{a(f'/{OSF_P}/files/osfstorage', 'Files')}</p>",
        )
        pages[f"/download/{guid}/"] = (
            csv_file("nest,fate", "n1,predated")
            if fname.endswith(".csv")
            else data("library(lme4)\n", "text/plain")
        )
    proj_nav = ul(
        [
            (f"/{OSF_P}/", t),
            (f"/{OSF_P}/files/", "Files"),
            (f"/{OSF_P}/wiki/", "Wiki"),
            (f"/{OSF_P}/analytics/", "Analytics"),
            (f"/{OSF_P}/registrations/", "Registrations"),
            (f"/{OSF_P}/forks/", "Forks"),
        ],
        "project-nav",
    )
    body = f"""{proj_nav}<h1 id="nodeTitleEditable">{escape(t)}</h1>
<p>Contributors: {a("/k2v8n/", "Hanna Kowalski")}, {a("/m4q9z/", "Daniel Obi")}</p>
<p>Date created: 2021-04-02 | License: {a(CC_BY[0], CC_BY[1])} | DOI {a("https://doi.org/10.5555/OSF.IO/X7Q2K", "10.5555/OSF.IO/X7Q2K")}</p>
<div class="wiki"><h3>Wiki</h3><p>Field protocol and data dictionary. {a(f"/{OSF_P}/wiki/home/", "Read more")}</p></div>
<div class="files"><h3>Files</h3><ul>{flist}</ul></div>
<div class="tags">Tags: {a("/search/?q=(tags:%22nest%20predation%22)", "nest predation")} {a("/search/?q=(tags:%22edge%20effects%22)", "edge effects")}</div>
<div class="recent-activity">{a("/k2v8n/", "Hanna Kowalski")} updated the wiki</div>"""
    pages[f"/{OSF_P}/"] = OSF.page(t, body)
    pages[f"/{OSF_P}"] = Response.redirect(OSF.url(f"/{OSF_P}/"), 301)
    pages[f"/{OSF_P}/wiki/home/"] = OSF.page(
        f"{t} Wiki: home",
        f"{proj_nav}<h1>{escape(t)}</h1><h2>Wiki: home</h2><p>Transects 1-12.</p>",
    )
    pages[f"/{OSF_P}/wiki/"] = Response.redirect(OSF.url(f"/{OSF_P}/wiki/home/"), 302)
    pages[f"/{OSF_P}/files/"] = Response.redirect(OSF.url(f"/{OSF_P}/files/osfstorage"), 302)
    pages[f"/{OSF_P}/files/osfstorage"] = OSF.page(
        f"{t} Files", f"{proj_nav}<h1>{escape(t)}</h1><ul>{flist}</ul>"
    )
    for p in (f"/{OSF_P}/analytics/", f"/{OSF_P}/registrations/", f"/{OSF_P}/forks/"):
        pages[p] = OSF.page(f"{t} {p.split('/')[2].title()}", f"{proj_nav}<h1>{escape(t)}</h1>")
    for p in (
        "/k2v8n/",
        "/m4q9z/",
        "/myprojects/",
        "/search/",
        "/donate",
        "/terms_of_use",
        "/privacy_policy",
        "/login",
        "/register",
    ):
        pages[p] = OSF.page(p.strip("/"), f"<h1>{p}</h1>")
    return [OSF.site(pages)]


def _osf_truth() -> frozenset[str]:
    u = OSF.url
    uris = {u(f"/{OSF_P}/"), u(f"/{OSF_P}/wiki/home/"), u(f"/{OSF_P}/files/osfstorage")}
    for guid, _ in OSF_FILES:
        uris |= {u(f"/{guid}"), u(f"/download/{guid}/")}
    return frozenset(uris)


OSFP = Skin(
    host="paleoarxiv.bramblecross-preprints.example",
    name="PaleoArXiv",
    nav=(
        ("/preprints/paleoarxiv/discover", "Search"),
        ("/preprints/paleoarxiv/submit", "Add a preprint"),
        ("https://help.osf.example/preprints", "Help"),
    ),
    footer=(
        ("/preprints/paleoarxiv/about", "About PaleoArXiv"),
        ("/terms_of_use", "Terms"),
        ("https://twitter.com/paleoarxiv", "Twitter"),
    ),
    title=lambda t: f"PaleoArXiv Preprints | {t}",
    layout="app",
    login=(("/login", "Sign In"),),
    assets=(
        "/assets/ember-osf-web.css",
        "/assets/ember-osf-web.js",
        "/assets/images/paleoarxiv.png",
    ),
    home_title="PaleoArXiv Preprints",
    soft_404=True,
)


def build_osfp() -> list[Site]:
    t = "A new ichthyosaur from the Lower Jurassic of Dorset"
    base = "/preprints/paleoarxiv/k4t8s_v1"
    body = f"""<h1>{escape(t)}</h1><p>Authors: {a("/r5n2j/", "Eliza Marsh")}, {a("/p9t3c/", "Oren Patel")}</p>
<p>{a(f"{base}/download", "Download preprint")}</p>
<p>Supplemental Materials: {a("http://osf.bramblecross.example/x7q2k/", "OSF project")}</p>
<p>Subjects: {a("/preprints/paleoarxiv/discover?subject=Paleontology", "Paleontology")}</p>
<p>Tags: {a("/preprints/paleoarxiv/discover?q=ichthyosaur", "ichthyosaur")}</p>
<p>License: {a(CC_BY[0], CC_BY[1])}</p>{share_bar(OSFP.url(base), t)}"""
    pages = {
        base: OSFP.page(t, body),
        f"{base}/download": pdf_file(t, "Preprint"),
        "/preprints/paleoarxiv/k4t8s": Response.redirect(OSFP.url(base), 302),
    }
    for p in (
        "/preprints/paleoarxiv/discover",
        "/preprints/paleoarxiv/submit",
        "/preprints/paleoarxiv/about",
        "/terms_of_use",
        "/login",
        "/r5n2j/",
        "/p9t3c/",
    ):
        pages[p] = OSFP.page(p.strip("/"), f"<h1>{p}</h1>")
    return [OSFP.site(pages)]


CASES = [
    Case(
        "dataverse-survey",
        "Dataverse",
        "multi_hop",
        "sig_filtered_title",
        DV.url(f"/dataset.xhtml?persistentId={DV_SETS['survey'][0]}"),
        _dv_truth("survey"),
        build_dv,
    ),
    Case(
        "dataverse-replication",
        "Dataverse",
        "multi_hop",
        "sig_filtered_title",
        DV.url(f"/citation?persistentId={DV_SETS['replication'][0]}"),
        _dv_truth("replication"),
        build_dv,
        landing=DV.url(f"/dataset.xhtml?persistentId={DV_SETS['replication'][0]}"),
    ),
    Case(
        "ckan-traffic",
        "CKAN",
        "multi_hop",
        "path_based_externals",
        CK1.url("/dataset/road-traffic-counts-2023"),
        frozenset(CK1_TRUTH),
        build_ck1,
        frozenset({CK1.url("/dataset/road-traffic-counts-2022")}),
    ),
    Case(
        "ckan-budget",
        "CKAN",
        "multi_hop",
        "path_based_externals",
        CK2.url("/dataset/adopted-budget-fy2024"),
        frozenset(CK2_TRUTH),
        build_ck2,
        frozenset({CK2.url("/dataset/adopted-budget-fy2023")}),
    ),
    Case(
        "ipt-reef-fish",
        "GBIF IPT",
        "multi_hop",
        "sig_uri",
        IPT.url("/resource?r=reef_fish_census_2019"),
        frozenset(
            IPT.url(p)
            for p in (
                "/resource?r=reef_fish_census_2019",
                "/archive.do?r=reef_fish_census_2019",
                "/eml.do?r=reef_fish_census_2019&v=1.4",
                "/rtf.do?r=reef_fish_census_2019&v=1.4",
                "/resource?r=reef_fish_census_2019&v=1.4",
                "/resource?r=reef_fish_census_2019&v=1.3",
                "/archive.do?r=reef_fish_census_2019&v=1.3",
            )
        ),
        build_ipt,
        frozenset({IPT.url("/resource?r=seagrass_cover_2018")}),
    ),
    Case(
        "ipt-bat-acoustics",
        "GBIF IPT",
        "multi_hop",
        "sig_uri",
        IPT.url("/resource?r=bat_acoustics_kiribati"),
        frozenset(
            IPT.url(p)
            for p in (
                "/resource?r=bat_acoustics_kiribati",
                "/archive.do?r=bat_acoustics_kiribati",
                "/eml.do?r=bat_acoustics_kiribati&v=1.0",
            )
        ),
        build_ipt,
    ),
    Case(
        "dryad-package",
        "Dryad (legacy DSpace)",
        "multi_hop",
        "sig_title_plus_ignored",
        DRY.url(f"/resource/{DRY_D}"),
        _dry_truth(),
        build_dry,
    ),
    Case(
        "abyssal-dataset",
        "PANGAEA-like data publisher",
        "multi_hop",
        "sig_uri",
        ABY.url(f"/{ABY_ID}"),
        frozenset({ABY.url(f"/{ABY_ID}")} | {ABY.url(f"/{ABY_ID}?format={f}") for f in ABY_FMTS}),
        build_aby,
        frozenset({ABY.url("/10.5555/ABYSSAL.914500")}),
    ),
    Case(
        "osf-project",
        "OSF project",
        "multi_hop",
        "sig_filtered_title",
        OSF.url(f"/{OSF_P}/"),
        _osf_truth(),
        build_osf,
    ),
    Case(
        "osf-preprint",
        "OSF preprints",
        "single_hop",
        "single_page_plus_ignored",
        OSFP.url("/preprints/paleoarxiv/k4t8s_v1"),
        frozenset(
            {
                OSFP.url("/preprints/paleoarxiv/k4t8s_v1"),
                OSFP.url("/preprints/paleoarxiv/k4t8s_v1/download"),
            }
        ),
        build_osfp,
        frozenset({"http://osf.bramblecross.example/x7q2k/"}),
    ),
]
