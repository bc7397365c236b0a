"""Datasets and deposits on data repositories and open-data portals.

Truth reasoning (the seed, Fig. 1: a deposit is its landing page, its files and its
bibliographic metadata in various forms; menus, browse listings, profiles, other deposits
and other portals are outside; pages of the portal about this deposit alone, like its
full-record or statistics page, belong):

- invenio_*: an InvenioRDM instance (Zenodo in the table: single_page_plus_ignored).
  Truth: record page, its file downloads and previews, the export formats.  One entry is a
  DOI that redirects (landing = record page).  Communities, "all versions" search, subject
  listings and the related-record link are outside.
- dataverse_*: Dataverse in the table: sig_filtered_title (the installation name ends the
  title).  Truth: the dataset page, the file pages (their content names the dataset), the
  file downloads and the metadata exports.  The dataverse collection page, the other
  versions and other datasets are outside.
- dspace7_* / dspacecris_*: not in the table; most similar to Zenodo/Figshare (a landing
  page whose files and metadata are one hop away): single_page_plus_ignored.  Truth: item
  page, full-record page, bitstream downloads, item statistics.  The DSpace 7 entry is a
  handle resolver URL that redirects twice (landing = /items/<uuid>).
- eprints_*: EPrints is not in the table; most similar to SSRN/Zenodo (abstract page with
  documents one hop): single_page_plus_ignored.  Truth: abstract page, documents, exports;
  the staff-only "View Item" (login) link, creator and division listings are outside.
- ckan_*: not in the table; most similar to Figshare (landing with resources one hop):
  single_page_plus_ignored.  Truth: dataset page, its resource pages, downloads (one on the
  publisher's own file server), DCAT exports, the dataset's activity and groups tabs.
- socrata_*: not in the table; every URI of the dataset carries its 4x4 id like GBIF's UUID:
  sig_uri.  Truth: the dataset page, its about page, the CSV/JSON exports, the API endpoint
  and the attached data dictionary.  Derived views (other 4x4 ids) are other artifacts.
  Soft 404.
- figshare_inst_*: Figshare in the table: single_page_plus_ignored.  Truth: the item page
  and its file downloads (on the downloader host).  The linked thesis is another artifact;
  the v1 page is another version, outside like Dataverse's and Mendeley's older versions.
- osf_*: OSF in the table: sig_filtered_title.  Truth: project page, wiki, files listing,
  file GUID pages (whose content names the project) and their downloads.  Contributor
  profiles are GUIDs too but outside.  Soft 404 (the SPA answers 200).
- ipt_*: a GBIF IPT; GBIF in the table: sig_uri (the resource short name in the query).
  Truth: resource page, DwC-A archive, EML, RTF.  A resource whose short name extends this
  one's is another artifact.
- mendeley_*: a Mendeley Data-like repository; most similar to Figshare:
  single_page_plus_ignored.  Truth: dataset version page, per-file downloads and the
  zip of all files on the cache host.
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._web import Chrome, a, csv_file, data, pdf_file, redirect, stub, ul, zip_file

EXPORTS = {
    "json": "application/json",
    "datacite-xml": "application/xml",
    "bibtex": "text/plain",
    "dublincore": "application/xml",
    "csl": "application/json",
}

# --------------------------------------------------------------------------- InvenioRDM

INV = "records.eu-open-deposit.hx3.example"
DOI = "doi-link.hx3.example"


def _invenio() -> tuple[list[Site], dict[str, frozenset[str]]]:
    ch = Chrome(
        INV,
        "EU Open Deposit",
        title="{t}",
        menu=[
            ("/search", "Search records"),
            ("/communities", "Communities"),
            ("/uploads/new", "New upload"),
            ("/help/search", "Help"),
            ("/me/uploads", "My dashboard"),
        ],
        footer=[
            ("/about", "About"),
            ("/policies", "Policies"),
            ("/help/terms", "Terms of use"),
            ("/help/privacy", "Privacy"),
            ("/api/docs", "Developers"),
            ("https://status.eu-open-deposit.hx3.example/", "Status"),
        ],
        login="/login/",
        static="/static",
        theme="semantic-ui",
        featured=[
            ("/records/7712045", "Soil moisture at 12 alpine sites"),
            ("/communities/alpine-ecology", "Alpine ecology"),
        ],
    )
    pages: dict = {}
    truths: dict[str, frozenset[str]] = {}
    for rid, title, files, creator, comm, related in [
        (
            "7712045",
            "Soil moisture at 12 alpine sites, 2015–2023",
            ["soilmoisture_2015-2023.zip", "README.txt"],
            "Bianchi, Lucia",
            "alpine-ecology",
            "7712090",
        ),
        (
            "8830117",
            "corals-seg: coral segmentation toolkit (v1.2.0)",
            ["corals-seg-v1.2.0.zip"],
            "Nakamura, Ken",
            "marine-software",
            "8830001",
        ),
    ]:
        b = f"/records/{rid}"
        parts = [f"{b}/files/{f}?download=1" for f in files]
        parts += [f"{b}/preview/{f}" for f in files if f.endswith(".txt")]
        parts += [f"{b}/export/{fmt}" for fmt in EXPORTS]
        for p in parts:
            if "/export/" in p:
                fmt = p.rsplit("/", 1)[-1]
                pages[p] = data(f'{{"title": "{title}"}}', EXPORTS[fmt])
            elif "/preview/" in p:
                pages[p] = ch.page(
                    f"Preview {p.rsplit('/', 1)[-1]}", "<pre>Columns: site, date, vwc</pre>"
                )
            else:
                pages[p] = (
                    zip_file(p)
                    if p.split("?")[0].endswith(".zip")
                    else data("read me", "text/plain")
                )
        main = f"""<div class="ui label">Published March 3, 2024 | Version v2</div>
<span class="ui label">Dataset</span> <span>Open</span>
<h1>{title}</h1><p class="creators">{a("/search?q=metadata.creators.person_or_org.name:%22" + creator.replace(" ", "%20") + "%22", creator)}
({a("https://orcid.example/0000-0002-1825-0097", "ORCID")}, {a("/search?q=affiliation:WSL", "WSL")})</p>
<p>Description of the deposit.</p>
<h2>Files</h2><table>{"".join(f"<tr><td>{f}</td><td>" + a(f"{b}/files/{f}?download=1", "Download") + "</td></tr>" for f in files)}</table>
{"".join(a(f"{b}/preview/{f}", "Preview " + f) for f in files if f.endswith(".txt"))}
<aside><h3>Versions</h3>{a(b, "Version v2")} {a("/search?q=parent.id:" + rid + "&f=allversions:true", "View all versions")}
<h3>Communities</h3>{a("/communities/" + comm, comm)}
<h3>Export</h3>{ul([(f"{b}/export/{fmt}", fmt) for fmt in EXPORTS])}
<h3>Related works</h3>{a("/records/" + related, "Is supplemented by " + related)}
<h3>Subjects</h3>{a("/search?q=subjects.subject:%22Hydrology%22", "Hydrology")}
<h3>Rights</h3>{a("https://creativecommons.example/licenses/by/4.0/legalcode", "CC BY 4.0")}</aside>"""
        pages[b] = ch.page(title, main, share_url=ch.url(b))
        pages[f"/records/{related}"] = stub(ch, f"Related record {related}")
        pages[f"/communities/{comm}"] = stub(ch, comm)
        truths[rid] = frozenset(ch.url(p) for p in [b, *parts])
    for p in ["/search", "/communities", "/communities/alpine-ecology", "/about", "/policies"]:
        pages.setdefault(p, stub(ch, p.strip("/").title()))
    doi = redirect(DOI, {"/10.99999/eod.7712045": ch.url("/records/7712045")}, 302)
    return [ch.site(pages), doi], truths


# --------------------------------------------------------------------------- Dataverse

DV = "dataverse.northern-data.hx3.example"


def _dataverse() -> tuple[list[Site], dict[str, frozenset[str]]]:
    name = "Northern Research Data Dataverse"
    ch = Chrome(
        DV,
        name,
        title="{t} - {n}",
        menu=[
            ("/dataverse/root", "Root dataverse"),
            ("/dataverse/root?q=", "Search"),
            ("https://guides.dataverse-like.example/en/6.2/user/", "User Guide"),
            ("/dataverseuser.xhtml?selectTab=dataRelatedToMe", "My Data"),
            ("/loginpage.xhtml?redirectPage=%2Fdataverse.xhtml", "Support"),
        ],
        footer=[
            ("/ApiTermsOfUse.xhtml", "API Terms"),
            ("https://dataverse-like.example/", "Powered by Dataverse"),
            ("/privacy.xhtml", "Privacy"),
        ],
        login="/loginpage.xhtml",
        search="/dataverse/root",
        static="/resources",
        home_title=f"{name}",
        theme="bootstrap",
    )
    pages: dict = {}
    truths = {}
    for pid, title, coll, files in [
        (
            "doi:10.99998/NRD/QX7T2B",
            "Replication Data for: Permafrost thaw and village relocation",
            "geography",
            [
                ("thaw_survey.tab", 5511, "DLT3KQ"),
                ("codebook.pdf", 5512, "A9FJ0C"),
                ("analysis.R", 5513, "M2VV8P"),
            ],
        ),
        (
            "doi:10.99998/NRD/K2LWZE",
            "Sea-ice thickness from airborne EM, Fram Strait 2019",
            "oceanography",
            [("em_thickness_2019.nc", 6001, "R4TT9X"), ("README.md", 6002, "B7NN3Q")],
        ),
    ]:
        ds = f"/dataset.xhtml?persistentId={pid}"
        parts = []
        rows = ""
        for fn, fid, suffix in files:
            fp = f"/file.xhtml?persistentId={pid}/{suffix}"
            dl = f"/api/access/datafile/{fid}"
            pages[fp] = ch.page(
                fn,
                f"""<ol class="breadcrumb"><li>{a("/dataverse/root", "Root")}</li>
<li>{a("/dataverse/" + coll, coll)}</li><li>{a(ds, title)}</li><li>{fn}</li></ol>
<h1>{fn}</h1><p>Part of dataset {a(ds, title)}</p>{a(dl, "Access File")}""",
            )
            pages[dl] = (
                pdf_file(fn) if fn.endswith(".pdf") else data(f"{fn}\n", "application/octet-stream")
            )
            rows += f"<tr><td>{a(fp, fn)}</td><td>{a(dl, 'Download')}</td></tr>"
            parts += [fp, dl]
        exports = [
            f"/api/datasets/export?exporter={e}&persistentId={pid}"
            for e in ("dataverse_json", "ddi", "oai_dc", "schema.org", "Datacite")
        ]
        for e in exports:
            pages[e] = data(f"<metadata>{title}</metadata>", "application/xml")
        parts += exports
        pages[ds] = ch.page(
            title,
            f"""<ol class="breadcrumb"><li>{a("/dataverse/root", "Root")}</li>
<li>{a("/dataverse/" + coll, coll)}</li></ol>
<h1 id="title">{title}</h1><p>Version 2.0 · {a(ds + "&version=1.0", "Version 1.0")}</p>
<div class="citation">Citation: {title}, https://doi-link.hx3.example/{pid[4:]}, {name}, V2</div>
<div class="dropdown">Export Metadata{ul([(e, e.split("exporter=")[1].split("&")[0]) for e in exports])}</div>
<table class="files">{rows}</table>
<p>Keywords {a("/dataverse/root?q=keywordValue:%22Arctic%22", "Arctic")}</p>
<p>Related {a("/dataverse/" + coll, "More in " + coll)}</p>""",
        )
        pages[ds + "&version=1.0"] = ch.page(title, "<p>Older version 1.0</p>")
        pages["/dataverse/" + coll] = stub(ch, coll)
        truths[pid] = frozenset(ch.url(p) for p in [ds, *parts])
    pages["/dataverse/root"] = stub(ch, "Root")
    return [ch.site(pages)], truths


# --------------------------------------------------------------------------- DSpace 7 / CRIS

DS7 = "repository.polytech-nord.hx3.example"
HDL = "hdl-resolver.hx3.example"
CRIS = "cris.baltic-research.hx3.example"


def _dspace_chrome(host: str, name: str) -> Chrome:
    return Chrome(
        host,
        name,
        title="{t}",
        menu=[
            ("/community-list", "Communities & Collections"),
            ("/browse/dateissued", "By Issue Date"),
            ("/browse/author", "By Author"),
            ("/browse/title", "By Title"),
            ("/browse/subject", "By Subject"),
            ("/statistics", "Statistics"),
            ("/search", "Search"),
        ],
        footer=[
            ("/info/end-user-agreement", "End User Agreement"),
            ("/info/privacy", "Privacy policy"),
            ("/info/feedback", "Send Feedback"),
            ("https://dspace-like.example/", "DSpace software"),
        ],
        login="/login",
        search="/search",
        static="/assets",
        theme="dspace",
    )


def _dspace_item(
    ch: Chrome, base: str, title: str, author: str, bits: list[tuple[str, str]], coll: str
) -> tuple[dict, frozenset[str]]:
    uuid = base.rsplit("/", 1)[-1]
    pages: dict = {}
    parts = [f"{base}/full", f"/statistics/items/{uuid}"]
    for u, fn in bits:
        pages[f"/bitstreams/{u}/download"] = pdf_file(fn)
        parts.append(f"/bitstreams/{u}/download")
    pages[f"{base}/full"] = ch.page(
        title, f"<h1>{title}</h1><table><tr><td>dc.title</td><td>{title}</td></tr></table>"
    )
    pages[f"/statistics/items/{uuid}"] = ch.page(
        f"Statistics for {title}", "<p>Total visits 312</p>"
    )
    files = "".join(f"<li>{a(f'/bitstreams/{u}/download', fn)} (1.2 MB)</li>" for u, fn in bits)
    pages[base] = ch.page(
        title,
        f"""<h1>{title}</h1>
<div><h5>Files</h5><ul>{files}</ul></div>
<div><h5>Authors</h5>{a("/browse/author?value=" + author.replace(" ", "%20").replace(",", "%2C"), author)}</div>
<div><h5>Collections</h5>{a("/collections/" + coll, "Theses")}</div>
<p>{a(base + "/full", "Full item page")} · {a("/statistics/items/" + uuid, "Statistics")}</p>
<p>Subject {a("/browse/subject?value=Hydrogen%20storage", "Hydrogen storage")}</p>""",
        share_url=ch.url(base),
    )
    pages["/collections/" + coll] = stub(ch, "Collection")
    pages["/community-list"] = stub(ch, "Communities & Collections")
    return pages, frozenset(ch.url(p) for p in [base, *parts])


def _dspace7() -> tuple[list[Site], frozenset[str]]:
    ch = _dspace_chrome(DS7, "PolyTech Nord Repository")
    base = "/items/6f1e2d3c-4b5a-4c6d-8e7f-90a1b2c3d4e5"
    pages, truth = _dspace_item(
        ch,
        base,
        "Metal hydrides for seasonal hydrogen storage",
        "Lindgren, Maja",
        [
            ("0a1b2c3d-1111-4222-8333-444455556666", "Lindgren_thesis.pdf"),
            ("0a1b2c3d-7777-4888-9999-aaaabbbbcccc", "Appendix_data.pdf"),
        ],
        "aa00bb11-2222-4333-8444-555566667777",
    )
    pages["/handle/20.500.99123/4410"] = Response.redirect(ch.url(base), 301)
    hdl = redirect(HDL, {"/20.500.99123/4410": ch.url("/handle/20.500.99123/4410")})
    return [ch.site(pages), hdl], truth


def _cris() -> tuple[list[Site], frozenset[str]]:
    ch = _dspace_chrome(CRIS, "Baltic Research Portal")
    ch.soft_404 = True
    base = "/entities/publication/3c9d8e7f-aaaa-4bbb-8ccc-ddddeeeeffff"
    pages, truth = _dspace_item(
        ch,
        base,
        "Eelgrass recovery after nutrient reduction in the Gulf of Riga",
        "Ozols, Janis",
        [("9e8d7c6b-1212-4343-8565-787890901212", "Ozols_2022_accepted.pdf")],
        "bb11cc22-3333-4444-8555-666677778888",
    )
    for p in [
        "/entities/person/11112222-3333-4444-8555-666677778888",
        "/entities/orgunit/aaaa1111-2222-4333-8444-555566667777",
        "/entities/project/99998888-7777-4666-8555-444433332222",
    ]:
        pages[p] = stub(ch, p.split("/")[2].title())
    pages[base] = pages[base].replace(
        "<p>Subject",
        "<p>Researchers "
        + a("/entities/person/11112222-3333-4444-8555-666677778888", "Janis Ozols")
        + " · Project "
        + a("/entities/project/99998888-7777-4666-8555-444433332222", "BALTSEA")
        + " · OrgUnit "
        + a("/entities/orgunit/aaaa1111-2222-4333-8444-555566667777", "Institute of Biology")
        + "</p><p>Subject",
    )
    return [ch.site(pages)], truth


# --------------------------------------------------------------------------- EPrints

EP = "eprints.coastal-uni.hx3.example"


def _eprints() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        EP,
        "Coastal University Research Repository",
        title="{t} - {n}",
        menu=[
            ("/", "Home"),
            ("/information.html", "About"),
            ("/view/", "Browse"),
            ("/view/year/", "Year"),
            ("/view/divisions/", "Division"),
            ("/view/creators/", "Author"),
            ("/cgi/search/simple", "Search"),
            ("/cgi/latest_tool", "Latest"),
            ("/policies.html", "Policies"),
        ],
        footer=[
            ("/contact.html", "Contact"),
            ("http://www.eprints-like.example/", "Powered by EPrints 3.4"),
            ("/cgi/latest_tool?output=RSS2", "RSS 2.0"),
        ],
        login="/cgi/users/home",
        search="/cgi/search/simple",
        static="/style",
        theme="eprints",
    )
    b = "/id/eprint/4711/"
    title = "Storm surge modelling for small harbours in the Bristol Channel"
    docs = ["/4711/1/Pryce_2019_thesis.pdf", "/4711/7/surge_runs.zip"]
    exports = [
        f"/cgi/export/eprint/4711/{f}/coastal-eprint-4711.{x}"
        for f, x in [
            ("BibTeX", "bib"),
            ("RIS", "ris"),
            ("DC", "txt"),
            ("EndNote", "enw"),
            ("JSON", "js"),
        ]
    ]
    pages: dict = {d: pdf_file(title) if d.endswith(".pdf") else zip_file(d) for d in docs}
    for e in exports:
        pages[e] = data(f"title = {{{title}}}", "text/plain")
    pages[b] = ch.page(
        title,
        f"""<h1>{title}</h1>
<p>{a("/view/creators/Pryce=3AOwen=3A=3A.html", "Pryce, Owen")} (2019) <em>{title}.</em> PhD thesis, Coastal University.</p>
<p>{a(docs[0], "Pryce_2019_thesis.pdf")} - Accepted Version (4MB)<br>{a(docs[1], "surge_runs.zip")} - Supplemental Material</p>
<p>Divisions: {a("/view/divisions/ocean/", "School of Ocean Sciences")} · Subjects {a("/view/subjects/GC.html", "GC Oceanography")}</p>
<form action="/cgi/export_redirect" method="get">Export{ul([(e, e.split("/")[5]) for e in exports])}</form>
<p>Actions (login required): {a("/cgi/users/home?screen=EPrint::View&eprintid=4711", "View Item")}</p>
<p>URI: {a(ch.url(b), ch.url(b))}</p>""",
    )
    for p in [
        "/view/creators/Pryce=3AOwen=3A=3A.html",
        "/view/divisions/ocean/",
        "/view/subjects/GC.html",
        "/view/",
    ]:
        pages[p] = stub(ch, "Browse")
    return [ch.site(pages)], frozenset(ch.url(p) for p in [b, *docs, *exports])


# --------------------------------------------------------------------------- CKAN

CK = "opendata.fjord-region.hx3.example"
CK_FILES = "files.fjord-region-council.hx3.example"


def _ckan() -> tuple[list[Site], dict[str, frozenset[str]]]:
    ch = Chrome(
        CK,
        "Fjord Region Open Data",
        title="{t} - {n}",
        menu=[
            ("/dataset/", "Datasets"),
            ("/organization/", "Organizations"),
            ("/group/", "Groups"),
            ("/about", "About"),
            ("/showcase", "Showcases"),
            ("/api/3", "API"),
        ],
        footer=[
            ("/about", "About"),
            ("https://docs.ckan-like.example/api/", "CKAN API"),
            ("http://www.opendefinition.example/od/2.1/en/", "Open Data"),
            ("https://ckan-like.example/", "Powered by CKAN"),
        ],
        login="/user/login",
        search="/dataset/",
        static="/webassets",
        theme="ckan-2.10",
        featured=[
            ("/dataset/bathing-water-quality", "Bathing water quality"),
            ("/group/environment", "Environment"),
        ],
    )
    pages: dict = {}
    ext = Site(CK_FILES)
    truths = {}
    for name, title, org, resources in [
        (
            "bathing-water-quality",
            "Bathing water quality 2018–2024",
            "environment-office",
            [
                ("7c1d2e3f-0001-4aaa-8bbb-000000000001", "samples_2018_2024.csv", True),
                ("7c1d2e3f-0001-4aaa-8bbb-000000000002", "sampling_sites.geojson", True),
                ("7c1d2e3f-0001-4aaa-8bbb-000000000003", "method-description.pdf", False),
            ],
        ),
        (
            "traffic-counts-2024",
            "Traffic counts 2024",
            "roads-department",
            [
                ("3a4b5c6d-0002-4aaa-8bbb-000000000011", "counts_2024.csv", True),
                ("3a4b5c6d-0002-4aaa-8bbb-000000000012", "counter_locations.xlsx", False),
            ],
        ),
    ]:
        b = f"/dataset/{name}"
        parts = [f"{b}.rdf", f"{b}.jsonld", f"/dataset/activity/{name}", f"/dataset/groups/{name}"]
        pages[f"{b}.rdf"] = data(f"<rdf:RDF>{title}</rdf:RDF>", "application/rdf+xml")
        pages[f"{b}.jsonld"] = data(f'{{"title": "{title}"}}', "application/ld+json")
        pages[f"/dataset/activity/{name}"] = ch.page(f"{title} - Activity Stream", "<p>updated</p>")
        pages[f"/dataset/groups/{name}"] = ch.page(
            f"{title} - Groups", a("/group/environment", "Environment")
        )
        items = ""
        for rid, fn, local in resources:
            rp = f"{b}/resource/{rid}"
            dl = (
                ch.url(f"/dataset/{name}/resource/{rid}/download/{fn}")
                if local
                else f"http://{CK_FILES}/open/{name}/{fn}"
            )
            if local:
                pages[dl.removeprefix(ch.url(""))] = (
                    csv_file("a,b", "1,2")
                    if fn.endswith("csv")
                    else data("x", "application/octet-stream")
                )
            else:
                ext.add(
                    f"/open/{name}/{fn}",
                    pdf_file(fn) if fn.endswith("pdf") else data("x", "application/vnd.ms-excel"),
                )
            pages[rp] = ch.page(
                f"{fn} - {title}", f"<h1>{fn}</h1><p>URL: {a(dl, dl)}</p>{a(b, title)}"
            )
            items += f'<li>{a(rp, fn)} <div class="dropdown">{a(rp, "Preview")} {a(dl, "Download")}</div></li>'
            parts += [rp, dl]
        pages[b] = ch.page(
            title,
            f"""<ol class="breadcrumb"><li>{a("/organization/" + org, org)}</li></ol>
<h1>{title}</h1><p>Weekly samples.</p><h3>Data and Resources</h3><ul class="resource-list">{items}</ul>
<p>Tags {a("/dataset/?tags=water", "water")} {a("/dataset/?tags=health", "health")}</p>
<p>License {a("/dataset/?license_id=CC-BY-4.0", "Creative Commons Attribution")}</p>
<nav>{a(b, "Dataset")} {a("/dataset/groups/" + name, "Groups")} {a("/dataset/activity/" + name, "Activity Stream")}</nav>
<p>Formats {a(b + ".rdf", "RDF")} {a(b + ".jsonld", "JSON-LD")}</p>
<p>Showcases {a("/showcase/beach-map", "Beach map app")}</p>""",
            share_url=ch.url(b),
        )
        truths[name] = frozenset(
            [ch.url(b), *(p if p.startswith("http") else ch.url(p) for p in parts)]
        )
        pages["/organization/" + org] = stub(ch, org)
    for p in [
        "/showcase/beach-map",
        "/group/environment",
        "/dataset/",
        "/organization/",
        "/group/",
    ]:
        pages[p] = stub(ch, p.strip("/"))
    return [ch.site(pages), ext], truths


# --------------------------------------------------------------------------- Socrata-like

SO = "data.cityof-lakeport.hx3.example"


def _socrata() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        SO,
        "Lakeport Open Data",
        title="{t} | {n}",
        menu=[
            ("/browse", "Browse"),
            ("/browse?category=Environment", "Environment"),
            ("/browse?category=Transportation", "Transportation"),
            ("/browse?category=Public-Safety", "Public Safety"),
            ("/stories/s/developer-portal", "Developers"),
            ("/stories/s/about", "About"),
            ("/nominate", "Suggest a dataset"),
        ],
        footer=[
            ("/stories/s/terms", "Terms of Use"),
            ("/stories/s/accessibility", "Accessibility"),
            ("https://www.tyler-like.example/data-insights", "Powered by Data & Insights"),
        ],
        login="/login",
        search="/browse",
        static="/packs",
        theme="socrata",
        soft_404=True,
    )
    i = "x7kq-3m2p"
    b = f"/Environment/Street-Tree-Census-2023/{i}"
    title = "Street Tree Census 2023"
    parts = [
        f"{b}/about_data",
        f"/api/views/{i}/rows.csv?accessType=DOWNLOAD",
        f"/api/views/{i}/rows.json?accessType=DOWNLOAD",
        f"/resource/{i}.json",
        f"/api/views/{i}/files/2f7c0a5e-1b1d-4c3e-9f0a-5b6c7d8e9f10?download=true&filename=TreeCensus_DataDictionary.pdf",
    ]
    pages: dict = {
        parts[0]: ch.page(f"{title} - About", f"<h1>{title}</h1><p>Collected by volunteers.</p>"),
        parts[1]: csv_file("tree_id,species", "1,Acer"),
        parts[2]: data("{}", "application/json"),
        parts[3]: data("[]", "application/json"),
        parts[4]: pdf_file("Data dictionary"),
    }
    pages[b] = ch.page(
        title,
        f"""<h1>{title}</h1><p>Updated January 8, 2025 · Environment</p>
<div class="actions">{a(parts[0], "About this dataset")} <div class="export">{a(parts[1], "CSV")} {
            a(parts[2], "JSON")
        }</div>
{a(parts[3], "API endpoint")}</div><h3>Attachments</h3>{
            a(parts[4], "TreeCensus_DataDictionary.pdf")
        }
<h3>Related content</h3>{
            ul(
                [
                    ("/Environment/Street-Tree-Map/ab12-cd34", "Street Tree Map"),
                    (
                        "/Environment/Tree-Census-Species-Counts/ef56-gh78",
                        "Species counts (filtered view)",
                    ),
                ]
            )
        }
<p>Topics {a("/browse?tags=trees", "trees")} {a("/browse?tags=urban+forest", "urban forest")}</p>
<p>Owner {a("/profile/Lakeport-Parks/abcd-0001", "Lakeport Parks")}</p>""",
        share_url=ch.url(b),
    )
    for p in [
        "/Environment/Street-Tree-Map/ab12-cd34",
        "/Environment/Tree-Census-Species-Counts/ef56-gh78",
        "/profile/Lakeport-Parks/abcd-0001",
        "/browse",
    ]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)], frozenset(ch.url(p) for p in [b, *parts])


# --------------------------------------------------------------------------- Figshare institutional

FS = "research-data.kestrel-uni.hx3.example"
FS_DL = "ndownloader.share-files.hx3.example"


def _figshare() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        FS,
        "Kestrel University Research Data",
        title="{t}",
        menu=[
            ("/browse", "Browse"),
            ("/categories", "Categories"),
            ("/search", "Search"),
            ("/projects", "Projects"),
            ("/collections", "Collections"),
            ("https://library.kestrel-uni.hx3.example/rdm", "Research data support"),
        ],
        footer=[
            ("/about", "About"),
            ("https://knowledge.figshare-like.example/", "Help"),
            ("https://figshare-like.example/terms", "Terms"),
            ("https://figshare-like.example/privacy", "Privacy"),
        ],
        login="/account/login",
        static="/static",
        theme="figshare",
    )
    slug = "Gut_microbiome_of_wild_mice_16S_rRNA_amplicons/24680135"
    b = f"/articles/dataset/{slug}"
    files = [
        f"http://{FS_DL}/files/43331001",
        f"http://{FS_DL}/files/43331002",
        f"http://{FS_DL}/articles/24680135/versions/2",
    ]
    title = "Gut microbiome of wild mice: 16S rRNA amplicons"
    pages = {
        b: ch.page(
            title,
            f"""<h2>{title}</h2><p>Dataset posted on 2024-02-11, authored by
{a("/authors/Rhian_Evans/17220044", "Rhian Evans")}, {a("/authors/Tom_Hale/17220045", "Tom Hale")}</p>
<div class="files">{a(files[0], "otu_table.tsv")} {a(files[1], "metadata.csv")} {a(files[2], "Download all (48 MB)")}</div>
<p>Cite: {a("https://doi-link.hx3.example/10.99997/kestrel.24680135.v2", "doi:10.99997/kestrel.24680135.v2")}</p>
<p>Categories {a("/categories/Microbiology", "Microbiology")} Keywords {a("/search?q=:keyword:%20%22microbiome%22", "microbiome")}</p>
<p>Licence {a("https://creativecommons.example/licenses/by/4.0/", "CC BY 4.0")}</p>
<p>References {a("/articles/thesis/Wild_mouse_microbiota_thesis/24110022", "PhD thesis (Evans 2023)")}</p>
<p>Versions {a(b, "v2")} {a("/articles/dataset/" + slug + "/1", "v1")}</p>""",
            share_url=ch.url(b),
        )
    }
    for p in [
        "/authors/Rhian_Evans/17220044",
        "/authors/Tom_Hale/17220045",
        "/categories/Microbiology",
        "/articles/thesis/Wild_mouse_microbiota_thesis/24110022",
        f"/articles/dataset/{slug}/1",
        "/browse",
    ]:
        pages[p] = stub(ch, p)
    dl = Site(
        FS_DL,
        {
            "/files/43331001": data("otu\t1\n", "text/tab-separated-values"),
            "/files/43331002": csv_file("sample,site"),
            "/articles/24680135/versions/2": zip_file("all"),
        },
    )
    return [ch.site(pages), dl], frozenset([ch.url(b), *files])


# --------------------------------------------------------------------------- OSF-like

OSF = "osf.open-frame.hx3.example"


def _osf() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        OSF,
        "OSF",
        title="{n} | {t}",
        menu=[
            ("/dashboard", "My Projects"),
            ("/search", "Search"),
            ("/support", "Support"),
            ("/donate", "Donate"),
            ("/preprints", "Preprints"),
            ("/registries", "Registries"),
            ("/institutions", "Institutions"),
            ("/meetings", "Meetings"),
        ],
        footer=[
            ("https://www.cos-like.example/", "Center for Open Science"),
            (
                "https://github.example/CenterForOpenScience/cos.io/blob/master/TERMS_OF_USE.md",
                "Terms",
            ),
            (
                "https://github.example/CenterForOpenScience/cos.io/blob/master/PRIVACY_POLICY.md",
                "Privacy",
            ),
        ],
        login="/login",
        search="/search",
        static="/static/public",
        soft_404=True,
        home_title="OSF",
        theme="ember",
    )
    title = "Many Labs Replication of the Anchoring Effect"
    b = "/kq9xe/"
    guids = [
        ("/7ymtd/", "data_clean.csv"),
        ("/h3p2w/", "analysis_script.R"),
        ("/z8c4n/", "preregistration.pdf"),
    ]
    pages: dict = {}
    parts = [f"{b}wiki/home/", f"{b}files/osfstorage/", f"{b}analytics/"]
    pages[parts[0]] = ch.page(f"{title} Wiki", f"<h1>{title}</h1><h2>Wiki</h2><p>Procedure.</p>")
    pages[parts[1]] = ch.page(title, f"<h1>{title}: Files</h1>" + ul([(g, f) for g, f in guids]))
    pages[parts[2]] = ch.page(f"{title} Analytics", f"<h1>{title}</h1><p>Visits</p>")
    for g, f in guids:
        dl = f"/download{g}"
        pages[g] = ch.page(f, f"<p>{a(b, title)} / OSF Storage / {f}</p>{a(dl, 'Download')}")
        pages[dl] = data(f"{f}\n", "application/octet-stream")
        parts += [g, dl]
    pages[b] = ch.page(
        title,
        f"""<h1>{title}</h1><p>Contributors: {a("/u6f3a/", "Dana Ruiz")}, {a("/4tbpn/", "Sam Okafor")}</p>
<p>Date created 2022-04-02 · Category: Project · {a("https://doi-link.hx3.example/10.99996/OSF.IO/KQ9XE", "DOI")}</p>
<nav>{a(b, "Overview")} {a(parts[1], "Files")} {a(parts[0], "Wiki")} {a(parts[2], "Analytics")}
{a(b + "registrations/", "Registrations")}</nav>
<h2>Files</h2>{ul([(g, f) for g, f in guids])}
<p>Tags {a("/search?q=(tags:%22anchoring%22)", "anchoring")}</p>
<p>Linked projects: {a("/ab7cd/", "Many Labs 5 Coordinating Project")}</p>""",
    )
    pages[b + "registrations/"] = ch.page(
        f"{title} Registrations", "<p>There have been no registrations.</p>"
    )
    parts.append(b + "registrations/")
    for p in ["/u6f3a/", "/4tbpn/", "/ab7cd/", "/preprints", "/registries"]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)], frozenset(ch.url(p) for p in [b, *parts])


# --------------------------------------------------------------------------- GBIF IPT

IPT = "ipt.lake-victoria-bio.hx3.example"


def _ipt() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        IPT,
        "Lake Victoria Biodiversity IPT",
        title="{n}",
        menu=[
            ("/", "Home"),
            ("/about.do", "About"),
            ("/manage/", "Manage Resources"),
            ("/admin/", "Administration"),
            ("/rss.do", "RSS"),
            ("/dcat", "DCAT"),
        ],
        footer=[
            ("https://www.gbif-like.example/ipt", "IPT 3.1.1"),
            ("/about.do", "About"),
            ("https://github.example/gbif/ipt/issues/new", "Report a bug"),
        ],
        login="/login.do",
        search="/",
        static="/styles",
        social=(),
        theme="ipt",
    )
    r = "waders-kenya"
    parts = [f"/archive.do?r={r}", f"/eml.do?r={r}", f"/rtf.do?r={r}"]
    pages: dict = {
        parts[0]: zip_file(r),
        parts[1]: data("<eml/>", "application/xml"),
        parts[2]: data("{\\rtf1}", "application/rtf"),
    }
    pages[f"/resource?r={r}"] = ch.page(
        "",
        f"""<h1>Waterbird and wader counts, Lake Victoria shores</h1>
<p>Version 2.1 published 2024-09-10 · {a("https://www.gbif-like.example/dataset/0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b", "View on GBIF")}</p>
<p>Downloads {a(parts[0], "Darwin Core Archive")} {a(parts[1], "Metadata as EML")} {a(parts[2], "Metadata as RTF")}</p>
<p>Versions {a(f"/resource?r={r}&v=2.1", "2.1")} {a(f"/resource?r={r}&v=2.0", "2.0")}</p>
<p>Other resources from this publisher {a("/resource?r=waders-kenya-1990s", "Wader counts 1990s")}</p>
<p>Contact {a("mailto:data@lake-victoria-bio.hx3.example", "Data manager")}</p>""",
    )
    for p in [
        "/resource?r=waders-kenya-1990s",
        f"/resource?r={r}&v=2.0",
        f"/resource?r={r}&v=2.1",
        "/about.do",
    ]:
        pages[p] = stub(ch, p)
    return [ch.site(pages)], frozenset(ch.url(p) for p in [f"/resource?r={r}", *parts])


# --------------------------------------------------------------------------- Mendeley Data-like

MD = "data.mendel-repo.hx3.example"
MD_CACHE = "zipfiles-cache.mendel-repo-storage.hx3.example"


def _mendeley() -> tuple[list[Site], frozenset[str]]:
    ch = Chrome(
        MD,
        "Mendel Data",
        title="{t} - {n}",
        menu=[
            ("/research-data/", "Search"),
            ("/my-datasets", "My datasets"),
            ("/new", "New dataset"),
            ("/about", "About"),
            ("https://www.elsevier-like.example/solutions/digital-commons", "Institutions"),
        ],
        footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/cookies", "Cookies")],
        login="/login",
        search="/research-data/",
        static="/assets",
        theme="md",
    )
    i = "x7yh2k9dfp"
    b = f"/datasets/{i}/2"
    files = [
        f"/public-files/datasets/{i}/files/5b1e6f0a-aaaa-4bbb-8ccc-000000000001/file_downloaded",
        f"/public-files/datasets/{i}/files/5b1e6f0a-aaaa-4bbb-8ccc-000000000002/file_downloaded",
    ]
    allzip = f"http://{MD_CACHE}/{i}-2.zip"
    title = "Dataset of tomato leaf disease images under field conditions"
    pages: dict = {f: data("img", "image/jpeg") for f in files}
    pages[b] = ch.page(
        title,
        f"""<h1>{title}</h1><p>Published: 14 May 2024 | Version 2 |
DOI: 10.99995/{i}.2</p><p>Contributors: {a("/research-data/?search=Adebayo", "Funmi Adebayo")}</p>
<ul>{"".join("<li>" + a(f, "image_" + str(n) + ".zip") + "</li>" for n, f in enumerate(files))}</ul>
<p>{a(allzip, "Download All 812 MB")}</p><p>Versions {a(f"/datasets/{i}/1", "Version 1")}</p>
<p>Categories {a("/research-data/?category=Plant+Pathology", "Plant Pathology")}</p>
<p>Related links: {a("https://journal-site.hx3.example/article/S0000-0000(24)00001-2", "Article in Data in Brief")}</p>""",
    )
    pages[f"/datasets/{i}/1"] = stub(ch, "Version 1")
    cache = Site(MD_CACHE, {f"/{i}-2.zip": zip_file("all")})
    return [ch.site(pages), cache], frozenset([ch.url(b), *(ch.url(f) for f in files), allzip])


def _inv_truth(rid: str) -> frozenset[str]:
    return _invenio()[1][rid]


def _dv_truth(pid: str) -> frozenset[str]:
    return _dataverse()[1][pid]


def _ck_truth(name: str) -> frozenset[str]:
    return _ckan()[1][name]


CASES = [
    Case(
        "invenio_soil_moisture_doi",
        "InvenioRDM (Zenodo-like)",
        "dataset",
        "single_page_plus_ignored",
        f"http://{DOI}/10.99999/eod.7712045",
        _inv_truth("7712045"),
        lambda: _invenio()[0],
        frozenset([f"http://{INV}/records/7712090"]),
        landing=f"http://{INV}/records/7712045",
    ),
    Case(
        "invenio_software_record",
        "InvenioRDM (Zenodo-like)",
        "software release",
        "single_page_plus_ignored",
        f"http://{INV}/records/8830117",
        _inv_truth("8830117"),
        lambda: _invenio()[0],
        frozenset([f"http://{INV}/records/8830001"]),
    ),
    Case(
        "dataverse_permafrost",
        "Dataverse",
        "dataset",
        "sig_filtered_title",
        f"http://{DV}/dataset.xhtml?persistentId=doi:10.99998/NRD/QX7T2B",
        _dv_truth("doi:10.99998/NRD/QX7T2B"),
        lambda: _dataverse()[0],
    ),
    Case(
        "dataverse_sea_ice",
        "Dataverse",
        "dataset",
        "sig_filtered_title",
        f"http://{DV}/dataset.xhtml?persistentId=doi:10.99998/NRD/K2LWZE",
        _dv_truth("doi:10.99998/NRD/K2LWZE"),
        lambda: _dataverse()[0],
    ),
    Case(
        "dspace7_thesis_handle",
        "DSpace 7",
        "thesis",
        "single_page_plus_ignored",
        f"http://{HDL}/20.500.99123/4410",
        _dspace7()[1],
        lambda: _dspace7()[0],
        landing=f"http://{DS7}/items/6f1e2d3c-4b5a-4c6d-8e7f-90a1b2c3d4e5",
    ),
    Case(
        "dspacecris_publication",
        "DSpace-CRIS",
        "article",
        "single_page_plus_ignored",
        f"http://{CRIS}/entities/publication/3c9d8e7f-aaaa-4bbb-8ccc-ddddeeeeffff",
        _cris()[1],
        lambda: _cris()[0],
        frozenset([f"http://{CRIS}/entities/project/99998888-7777-4666-8555-444433332222"]),
    ),
    Case(
        "eprints_thesis",
        "EPrints",
        "thesis",
        "single_page_plus_ignored",
        f"http://{EP}/id/eprint/4711/",
        _eprints()[1],
        lambda: _eprints()[0],
    ),
    Case(
        "ckan_bathing_water",
        "CKAN",
        "dataset",
        "single_page_plus_ignored",
        f"http://{CK}/dataset/bathing-water-quality",
        _ck_truth("bathing-water-quality"),
        lambda: _ckan()[0],
        frozenset([f"http://{CK}/showcase/beach-map"]),
    ),
    Case(
        "ckan_traffic_counts",
        "CKAN",
        "dataset",
        "single_page_plus_ignored",
        f"http://{CK}/dataset/traffic-counts-2024",
        _ck_truth("traffic-counts-2024"),
        lambda: _ckan()[0],
    ),
    Case(
        "socrata_tree_census",
        "Socrata-like open data",
        "dataset",
        "sig_uri",
        f"http://{SO}/Environment/Street-Tree-Census-2023/x7kq-3m2p",
        _socrata()[1],
        lambda: _socrata()[0],
        frozenset([f"http://{SO}/Environment/Street-Tree-Map/ab12-cd34"]),
    ),
    Case(
        "figshare_inst_microbiome",
        "Figshare institutional",
        "dataset",
        "single_page_plus_ignored",
        f"http://{FS}/articles/dataset/Gut_microbiome_of_wild_mice_16S_rRNA_amplicons/24680135",
        _figshare()[1],
        lambda: _figshare()[0],
        frozenset([f"http://{FS}/articles/thesis/Wild_mouse_microbiota_thesis/24110022"]),
    ),
    Case(
        "osf_anchoring_project",
        "OSF projects",
        "project with data and code",
        "sig_filtered_title",
        f"http://{OSF}/kq9xe/",
        _osf()[1],
        lambda: _osf()[0],
        frozenset([f"http://{OSF}/ab7cd/"]),
    ),
    Case(
        "ipt_waders",
        "GBIF IPT",
        "dataset",
        "sig_uri",
        f"http://{IPT}/resource?r=waders-kenya",
        _ipt()[1],
        lambda: _ipt()[0],
        frozenset([f"http://{IPT}/resource?r=waders-kenya-1990s"]),
    ),
    Case(
        "mendeley_tomato_leaves",
        "Mendeley Data-like",
        "dataset",
        "single_page_plus_ignored",
        f"http://{MD}/datasets/x7yh2k9dfp/2",
        _mendeley()[1],
        lambda: _mendeley()[0],
    ),
]
