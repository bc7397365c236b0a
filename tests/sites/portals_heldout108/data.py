"""Data catalogues of the theme: a CKAN state water open-data portal (Single Hop datasets,
one of them pointing at an agency's data service on another domain) and an InvenioRDM
university data repository that announces its records' boundary with Signposting."""

from __future__ import annotations

import zlib
from html import escape
from urllib.parse import quote_plus

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Skin, a, assets, css, csv_file, doc, js, json_file, pdf_file, ul, xml_file

# --------------------------------------------------------------------------- CKAN 2.10
CK = "data.murraywater.hx108.example"
CK_EXT = "api.wdsa.hx108.example"  # the state hydrometric agency's data service
CK_ASSETS = (
    "/webassets/base/2471d0b8_main.css",
    "/webassets/base/7d3c1b55_main.js",
    "/base/images/murraywater-logo.png",
)


def _ck_layout(s: Skin, title: str, main: str, head: str) -> str:
    nav = "".join(f'<li><a href="{h}">{escape(t)}</a></li>' for h, t in s.menu)
    body = (
        '<div class="account-masthead"><div class="container"><nav class="account not-authed">'
        '<ul class="list-unstyled"><li><a href="/user/login">Log in</a></li>'
        '<li><a class="sub" href="/user/register">Register</a></li></ul></nav></div></div>'
        '<header class="masthead"><div class="container"><hgroup class="header-image">'
        f'<a class="logo" href="/"><img src="{CK_ASSETS[2]}" alt="Murray Water Data"></a>'
        '</hgroup><div class="main-navigation"><nav class="section navigation">'
        f'<ul class="nav nav-pills">{nav}</ul></nav>'
        '<form class="section site-search simple-input" action="/dataset/" method="get">'
        '<input id="field-sitewide-search" type="text" name="q" placeholder="Search datasets...">'
        "</form></div></div></header>"
        f'<div class="main"><div class="container">{main}</div></div>'
        '<footer class="site-footer"><div class="container"><ul class="unstyled">'
        + "".join(f"<li>{a(h, t)}</li>" for h, t in s.footer)
        + '</ul><p class="attribution"><strong>Powered by</strong> '
        '<a class="hide-text ckan-footer-logo" href="http://ckan.test">CKAN</a></p>'
        '<form class="form-inline form-select lang-select" action="/util/redirect" '
        'method="POST"><select name="url"><option value="/en/">English</option></select>'
        "</form></div></footer>"
    )
    head = css(CK_ASSETS[0]) + head
    return doc(title, head, body + js(CK_ASSETS[1]))


def _ck_skin() -> Skin:
    return Skin(
        host=CK,
        name="Murray Water Data",
        title_format="{title} - Murray Water Data",
        home_title="Welcome - Murray Water Data",
        menu=[
            ("/dataset/", "Datasets"),
            ("/organization/", "Organizations"),
            ("/group/", "Groups"),
            ("/about", "About"),
        ],
        footer=[
            ("/about", "About Murray Water Data"),
            ("/api/3", "CKAN API"),
            ("http://opendefinition.test/", "Open Data"),
            ("/privacy", "Privacy"),
        ],
        home_main='<div class="hero"><h1>Open water data for the Murray-Darling basin</h1>'
        '<a href="/dataset/">Browse 1,204 datasets</a></div><section class="group-list">'
        + ul([("/group/groundwater", "Groundwater"), ("/group/surface-water", "Surface water")])
        + "</section>",
        layout=_ck_layout,
    )


def _ck_dataset(
    s: Skin,
    slug: str,
    pkg: str,
    title: str,
    notes: str,
    org: tuple[str, str],
    resources: list[tuple[str, str, str, str]],
    tags: list[str],
    source: str,
) -> dict[str, object]:
    """Dataset and resource pages; resources as (id, name, format, url)."""
    out: dict[str, object] = {}
    items = ""
    for rid, name, fmt, url in resources:
        res = f"/dataset/{slug}/resource/{rid}"
        ext = not url.startswith("/")
        label = "Go to resource" if ext else "Download"
        items += (
            f'<li class="resource-item" data-id="{rid}"><a class="heading" href="{res}" '
            f'title="{escape(name)}">{escape(name)}<span class="format-label" '
            f'data-format="{fmt.lower()}">{fmt}</span></a><div class="dropdown btn-group">'
            '<a href="#" class="btn btn-primary dropdown-toggle">Explore</a>'
            f'<ul class="dropdown-menu"><li><a class="dropdown-item" href="{res}">More information'
            f'</a></li><li><a class="dropdown-item resource-url-analytics" href="{escape(url)}">'
            f"{label}</a></li></ul></div></li>"
        )
    tag_html = "".join(
        f'<li><a class="tag" href="/dataset/?tags={quote_plus(t)}">{escape(t)}</a></li>'
        for t in tags
    )
    crumbs = (
        '<ol class="breadcrumb"><li class="home"><a href="/">Home</a></li>'
        '<li><a href="/organization/">Organizations</a></li>'
        f'<li><a href="/organization/{org[0]}">{escape(org[1])}</a></li>'
        f'<li class="active"><a href="/dataset/{slug}">{escape(title[:35])}...</a></li></ol>'
    )
    side = (
        '<aside class="secondary col-md-3"><section class="module module-narrow context-info">'
        f'<h1 class="heading">{escape(org[1])}</h1><a href="/organization/{org[0]}">Read more</a>'
        '</section><section class="module module-narrow module-shallow license"><h2>License</h2>'
        '<a href="http://opendefinition.test/licenses/cc-by/" rel="dc:rights">Creative Commons '
        "Attribution</a></section>"
        '<section class="module module-narrow social"><h2>Social</h2><ul class="nav">'
        f'<li><a href="http://twitter.test/share?url=http://{CK}/dataset/{slug}">Twitter</a></li>'
        f'<li><a href="http://www.facebook.test/sharer.php?u=http://{CK}/dataset/{slug}">'
        "Facebook</a></li></ul></section></aside>"
    )
    dataset = (
        f'{crumbs}<div class="row wrapper">{side}<div class="primary col-md-9">'
        f'<article class="module"><div class="module-content"><h1>{escape(title)}</h1>'
        f'<div class="notes embedded-content"><p>{escape(notes)}</p></div>'
        '<section id="dataset-resources" class="resources"><h2>Data and Resources</h2>'
        f'<ul class="resource-list">{items}</ul></section>'
        f'<section class="tags"><ul class="tag-list">{tag_html}</ul></section>'
        '<section class="additional-info"><h3>Additional Info</h3><table class="table">'
        f'<tr><th>Source</th><td><a href="{escape(source)}">{escape(source)}</a></td></tr>'
        '<tr><th>Maintainer</th><td><a href="mailto:data@murraywater.test">Water Data Team</a>'
        "</td></tr><tr><th>Last Updated</th><td>October 2, 2025</td></tr>"
        "<tr><th>Version</th><td>2.3</td></tr></table></section></div></article></div></div>"
    )
    head = (
        f'<link rel="alternate" type="application/rdf+xml" href="/dataset/{slug}.rdf">'
        f'<link rel="alternate" type="application/ld+json" href="/dataset/{slug}.jsonld">'
    )
    out[f"/dataset/{slug}"] = s.page(title, dataset, head=head)
    out[f"/dataset/{slug}.rdf"] = xml_file(
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
        'xmlns:dcat="http://www.w3.org/ns/dcat#" xmlns:dct="http://purl.org/dc/terms/">'
        f'<dcat:Dataset rdf:about="http://{CK}/dataset/{pkg}"><dct:title>{escape(title)}'
        "</dct:title></dcat:Dataset></rdf:RDF>",
        "application/rdf+xml",
    )
    out[f"/dataset/{slug}.jsonld"] = json_file(
        {"@type": "dcat:Dataset", "@id": f"http://{CK}/dataset/{pkg}", "dct:title": title},
        "application/ld+json",
    )
    for rid, name, fmt, url in resources:
        others = ul(
            [(f"/dataset/{slug}/resource/{r}", n) for r, n, _f, _u in resources], "list-unstyled"
        )
        btn = "Go to resource" if not url.startswith("/") else "Download"
        out[f"/dataset/{slug}/resource/{rid}"] = s.page(
            f"{name} - {title}",
            '<ol class="breadcrumb"><li><a href="/">Home</a></li>'
            f'<li><a href="/organization/{org[0]}">{escape(org[1])}</a></li>'
            f'<li><a href="/dataset/{slug}">{escape(title[:35])}...</a></li>'
            f'<li class="active"><a href="/dataset/{slug}/resource/{rid}">{escape(name)}</a></li>'
            f'</ol><aside class="secondary"><h2>Resources</h2>{others}</aside>'
            f'<section class="module-content"><div class="actions"><a class="btn btn-primary '
            f'resource-url-analytics" href="{escape(url)}">{btn}</a></div>'
            f"<h1>{escape(name)}</h1><p>Format: {fmt}</p>"
            f'<iframe src="/dataset/{slug}/resource/{rid}/view/{rid[:8]}-v" '
            'title="Data preview"></iframe></section>',
        )
    return out


CK1 = "groundwater-levels-lower-murray-monitoring-bores"
CK1_PKG = "6f1e0c4a-94d2-4b57-8e3a-2c7d9b1f0a38"
CK1_RES = [
    (
        "0d4c2e19-7b31-4a6f-9c58-1e2f3a4b5c6d",
        "Bore water levels 1970-2025",
        "CSV",
        f"/dataset/{CK1_PKG}/resource/0d4c2e19-7b31-4a6f-9c58-1e2f3a4b5c6d/download/bore_levels.csv",
    ),
    (
        "3a7b9c1d-2e4f-4a6b-8c0d-5e6f7a8b9c0d",
        "Bore construction details",
        "CSV",
        f"/dataset/{CK1_PKG}/resource/3a7b9c1d-2e4f-4a6b-8c0d-5e6f7a8b9c0d/download/bore_construction.csv",
    ),
    (
        "8e9f0a1b-3c5d-4e7f-9a1b-2c3d4e5f6a7b",
        "Data dictionary",
        "PDF",
        f"/dataset/{CK1_PKG}/resource/8e9f0a1b-3c5d-4e7f-9a1b-2c3d4e5f6a7b/download/data_dictionary.pdf",
    ),
]
CK2 = "river-murray-flow-and-salinity-telemetry"
CK2_PKG = "b03c7e55-1a2d-4f8e-a6b9-7d0c3e2f1a94"
CK2_RES = [
    (
        "f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b",
        "Daily flow, Lock 1 Blanchetown (A4260903)",
        "CSV",
        f"http://{CK_EXT}/v2/timeseries/A4260903/discharge/daily.csv",
    ),
    (
        "a9b8c7d6-e5f4-4321-9a8b-7c6d5e4f3a2b",
        "Salinity EC, Morgan (A4260554)",
        "CSV",
        f"http://{CK_EXT}/v2/timeseries/A4260554/ec/daily.csv",
    ),
    (
        "c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f",
        "Telemetry station list",
        "JSON",
        f"http://{CK_EXT}/v2/stations?network=river-murray",
    ),
]


def ckan_sites() -> list[Site]:
    s = _ck_skin()
    pages: dict[str, object] = dict(assets(*CK_ASSETS))
    org = ("dew-water-science", "Department for Environment and Water - Water Science")
    pages.update(
        _ck_dataset(
            s,
            CK1,
            CK1_PKG,
            "Groundwater levels, Lower Murray monitoring bores",
            "Standing water levels and reduced water levels measured in 412 observation bores "
            "of the Murray Group Limestone aquifer, with bore construction records.",
            org,
            CK1_RES,
            ["Groundwater", "Murray Group Limestone", "Water levels"],
            "http://www.water.dew.test/groundwater-monitoring",
        )
    )
    pages.update(
        _ck_dataset(
            s,
            CK2,
            CK2_PKG,
            "River Murray flow and salinity telemetry",
            "Near-real-time discharge and electrical conductivity from the hydrometric "
            "network of the River Murray in South Australia, served by WaterData SA.",
            org,
            CK2_RES,
            ["Surface water", "Salinity", "River Murray"],
            "http://www.water.dew.test/river-murray-telemetry",
        )
    )
    pages[CK1_RES[0][3]] = csv_file(
        "bore_id,date,swl_m,rswl_mAHD",
        ["MUR-0412,2025-03-04,12.41,8.72", "MUR-0413,2025-03-04,9.8,11.2"],
    )
    pages[CK1_RES[1][3]] = csv_file(
        "bore_id,drilled,depth_m,screen_top_m,screen_bottom_m",
        ["MUR-0412,1971-05-02,61.0,48.0,60.0"],
    )
    pages[CK1_RES[2][3]] = pdf_file("Groundwater levels data dictionary", "Fields and units")
    for slug, res in ((CK1, CK1_RES), (CK2, CK2_RES)):
        for rid, _n, _f, _u in res:
            pages[f"/dataset/{slug}/resource/{rid}/view/{rid[:8]}-v"] = Response.html(
                "<!doctype html><title>Preview</title><div id='recline'>table</div>"
            )
    for p, t in [
        ("/organization/dew-water-science", "Department for Environment and Water"),
        ("/organization/", "Organizations"),
        ("/dataset/", "Datasets"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ]:
        pages[p] = s.page(t, f"<h1>{escape(t)}</h1>")
    ext = Site(CK_EXT)
    ext.add(
        "/v2/timeseries/A4260903/discharge/daily.csv",
        csv_file("date,discharge_ML_day,quality", ["2025-10-01,8641,1", "2025-10-02,8590,1"]),
    )
    ext.add(
        "/v2/timeseries/A4260554/ec/daily.csv",
        csv_file("date,ec_uScm,quality", ["2025-10-01,412,1", "2025-10-02,418,1"]),
    )
    ext.add("/v2/stations", json_file([{"id": "A4260903", "name": "Lock 1 Blanchetown"}]))
    return [s.site(pages), ext]  # type: ignore[arg-type]


def _ck_truth(slug: str, res: list[tuple[str, str, str, str]], local: bool) -> set[str]:
    u = f"http://{CK}"
    out = {f"{u}/dataset/{slug}", f"{u}/dataset/{slug}.rdf", f"{u}/dataset/{slug}.jsonld"}
    out |= {f"{u}/dataset/{slug}/resource/{rid}" for rid, _n, _f, _x in res}
    if local:
        out |= {u + x for _r, _n, _f, x in res}
    return out


# --------------------------------------------------------------------------- InvenioRDM
IV = "researchdata.tugwater.hx108.example"
IV_ASSETS = (
    "/static/dist/css/theme.8a1c6e2f.css",
    "/static/dist/js/base.2b7e4f90.js",
    "/static/images/tugwater-logo.svg",
)


def _iv_layout(s: Skin, title: str, main: str, head: str) -> str:
    nav = "".join(f'<a class="item" href="{h}">{escape(t)}</a>' for h, t in s.menu)
    body = (
        '<div><header class="theme header"><div class="outer-navbar"><div class="ui container '
        f'invenio-header-container"><nav id="invenio-nav" class="ui inverted menu borderless p-0">'
        f'<div class="item logo p-0"><a class="logo-link" href="/"><img class="ui image rdm-logo" '
        f'src="{IV_ASSETS[2]}" alt="TU Graz Water"></a></div>'
        '<div class="item p-0 search-bar"><form action="/search" role="search">'
        '<input name="q" placeholder="Search records..."></form></div>'
        f"{nav}"
        '<div class="right menu item"><a href="/login/?next=%2F" class="ui button">Log in</a>'
        '<a href="/signup/" class="ui button signup">Sign up</a></div></nav></div></div></header>'
        f'<main id="main">{main}</main>'
        '<footer id="rdm-footer-element"><div class="footer-top"><div class="ui container">'
        + " ".join(a(h, t) for h, t in s.footer)
        + '</div></div><div class="footer-bottom">Powered by '
        '<a href="http://inveniosoftware.test/products/rdm/">InvenioRDM</a></div></footer></div>'
    )
    return doc(title, css(IV_ASSETS[0]) + head, body + js(IV_ASSETS[1]))


def _iv_skin() -> Skin:
    return Skin(
        host=IV,
        name="TU Graz Water Research Data",
        title_format="{title}",
        home_title="TU Graz Water Research Data",
        menu=[("/communities", "Communities"), ("/help/search", "Help")],
        footer=[
            ("/about", "About"),
            ("/policies", "Policies"),
            ("/privacy-policy", "Privacy policy"),
            ("/terms-of-use", "Terms of use"),
            ("http://status.tugwater.test/", "Status"),
        ],
        home_main='<div class="ui container"><h1>Research data of the Institute of Hydraulic '
        'Engineering and Water Resources Management</h1><a href="/communities/hoal">HOAL '
        "community</a></div>",
        layout=_iv_layout,
    )


def _iv_record(
    s: Skin,
    rid: str,
    doi: str,
    title: str,
    creators: list[tuple[str, str]],
    desc: str,
    files: list[tuple[str, str, str]],
    community: tuple[str, str],
) -> dict[str, object]:
    """A record landing page with Signposting (Link header and <link>s), its files, exports."""
    base = f"/records/{rid}"
    u = f"http://{IV}"
    desc_by = [
        (f"{base}/export/datacite-json", "application/vnd.datacite.datacite+json"),
        (f"{base}/export/json-ld", "application/ld+json"),
    ]
    sign = [(f"https://doi.org/{doi}", "cite-as", None)]
    sign += [(f"https://orcid.org/{o}", "author", None) for _n, o in creators]
    sign += [(u + p, "describedby", t) for p, t in desc_by]
    sign += [(f"{u}{base}/files/{n}", "item", t) for n, t, _z in files]
    sign += [("https://spdx.org/licenses/CC-BY-4.0", "license", None)]
    sign += [
        ("https://schema.org/Dataset", "type", None),
        ("https://schema.org/AboutPage", "type", None),
    ]

    def fmt(h: str, r: str, t: str | None) -> str:
        return f'<{h}> ; rel="{r}"' + (f' ; type="{t}"' if t else "")

    header = " , ".join(fmt(h, r, t) for h, r, t in sign)
    head = "".join(
        f'<link rel="{r}" href="{escape(h)}"' + (f' type="{t}"' if t else "") + ">"
        for h, r, t in sign
    )
    head += f'<meta name="citation_title" content="{escape(title)}">'
    frows = "".join(
        f'<tr><td><a href="{base}/files/{escape(n)}?download=1">{escape(n)}</a><br><small>md5:'
        f'{zlib.crc32(n.encode()):08x}</small></td><td>{z}</td><td><a role="button" class="ui '
        f'compact mini button preview-link" href="{base}/preview/{escape(n)}">Preview</a>'
        f'<a role="button" class="ui compact mini button" href="{base}/files/{escape(n)}?download=1">'
        "Download</a></td></tr>"
        for n, _t, z in files
    )
    creators_html = ", ".join(
        f'<a class="ui creatibutor-link" href="/search?q=metadata.creators.person_or_org.name:'
        f'%22{escape(n.replace(" ", "%20"))}%22">{escape(n)}</a> <a href="https://orcid.org/{o}">'
        '<img class="ml-5 inline-id-icon" src="/static/images/orcid.svg" alt="ORCID"></a>'
        for n, o in creators
    )
    exports = "".join(
        f'<option value="{base}/export/{f}">{lbl}</option>'
        for f, lbl in [
            ("json", "JSON"),
            ("datacite-json", "DataCite JSON"),
            ("datacite-xml", "DataCite XML"),
            ("dublincore", "Dublin Core XML"),
            ("dcat-ap", "DCAT"),
            ("csl", "CSL"),
        ]
    )
    main = (
        '<div class="ui container grid record-detail"><div class="eleven wide computer column">'
        f'<section id="record-info"><h1 id="record-title" class="wrap-overflowing-text">'
        f'{escape(title)}</h1><section class="creatibutors">{creators_html}</section>'
        f'<p><a href="https://doi.org/{doi}">https://doi.org/{doi}</a></p></section>'
        f'<section id="description"><h2>Description</h2><p>{escape(desc)}</p></section>'
        '<section id="record-files" class="rdm-tab-container"><h2>Files</h2>'
        f'<a role="button" class="ui compact mini button" href="{base}/files-archive">'
        f'Download all</a><table class="ui striped table files">{frows}</table></section>'
        '</div><aside class="five wide computer column sidebar">'
        f'<div class="sidebar-container"><h2>Communities</h2><a href="/communities/{community[0]}">'
        f"{escape(community[1])}</a></div>"
        '<div class="sidebar-container"><h2>Versions</h2><a href="/search?q=parent.id:'
        f'{rid[:5]}p&amp;f=allversions:true">View all versions</a></div>'
        '<div class="sidebar-container"><h2>Export</h2><form><select id="record-details-export">'
        f"{exports}</select></form></div>"
        '<div class="sidebar-container"><h2>Rights</h2><a href="https://spdx.org/licenses/'
        'CC-BY-4.0">Creative Commons Attribution 4.0 International</a></div></aside></div>'
    )
    page = s.page(title, main, head=head)
    out: dict[str, object] = {
        base: Response.html(page, headers=[("Link", header)]),
        f"{base}/export/datacite-json": json_file(
            {"doi": doi, "titles": [{"title": title}]}, "application/vnd.datacite.datacite+json"
        ),
        f"{base}/export/json-ld": json_file(
            {"@context": "http://schema.org", "@type": "Dataset", "name": title},
            "application/ld+json",
        ),
        f"{base}/files-archive": Response.data(b"PK\x05\x06" + b"\x00" * 18, "application/zip"),
    }
    for n, t, _z in files:
        body = Response.data(f"{title}\n{n}\n".encode(), t.split(";")[0])
        out[f"{base}/files/{n}"] = body
        out[f"{base}/files/{n}?download=1"] = body
        out[f"{base}/preview/{n}"] = Response.html(
            f"<!doctype html><title>Preview {escape(n)}</title><pre>{escape(n)}</pre>"
        )
    return out


IV1 = "k7w2q-3hd81"
IV1_FILES = [
    ("HOAL_soil_moisture_2013-2024.csv", "text/csv", "118.4 MB"),
    ("HOAL_sensor_locations.geojson", "application/geo+json", "36.0 kB"),
    ("README.md", "text/markdown", "7.9 kB"),
]
IV2 = "m3zt6-0pa49"
IV2_FILES = [
    ("Lurbach_Hammerbach_spring_Q_T_EC_2010-2025.csv", "text/csv", "9.2 MB"),
    (
        "tracer_test_2019.xlsx",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "412.5 kB",
    ),
]


def invenio_sites() -> list[Site]:
    s = _iv_skin()
    pages: dict[str, object] = dict(assets(*IV_ASSETS, "/static/images/orcid.svg"))
    pages.update(
        _iv_record(
            s,
            IV1,
            "10.3217/tugw.k7w2q-3hd81",
            "Soil moisture and matric potential at the Hydrological Open Air Laboratory "
            "(HOAL) Petzenkirchen, 2013-2024",
            [
                ("Pichler, Katharina", "0000-0002-1875-4410"),
                ("Hofer, Matthias", "0000-0001-5521-3093"),
            ],
            "Ten-minute volumetric soil moisture (TDR) and matric potential at 32 stations "
            "and four depths in the 66 ha HOAL catchment, with sensor metadata.",
            IV1_FILES,
            ("hoal", "HOAL Petzenkirchen"),
        )
    )
    pages.update(
        _iv_record(
            s,
            IV2,
            "10.3217/tugw.m3zt6-0pa49",
            "Discharge, temperature and electrical conductivity of the Hammerbach karst spring "
            "(Lurbach system), 2010-2025",
            [("Kranjc, Stefanie", "0000-0003-2298-6610")],
            "Hourly spring discharge, water temperature and EC of the Hammerbach spring, "
            "Styria, with the 2019 uranine tracer test breakthrough curves.",
            IV2_FILES,
            ("karst", "Karst hydrology Styria"),
        )
    )
    for p, t in [
        ("/communities/hoal", "HOAL Petzenkirchen"),
        ("/communities/karst", "Karst"),
        ("/communities", "Communities"),
        ("/about", "About"),
    ]:
        pages[p] = s.page(t, f"<h1>{escape(t)}</h1>")
    return [s.site(pages)]  # type: ignore[arg-type]


def _iv_truth(rid: str, files: list[tuple[str, str, str]]) -> set[str]:
    u = f"http://{IV}/records/{rid}"
    return {u, f"{u}/export/datacite-json", f"{u}/export/json-ld"} | {
        f"{u}/files/{n}" for n, _t, _z in files
    }


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # CKAN dataset with uploaded resources: Single Hop (resource pages and downloads all
    # linked from the dataset page, DCAT metadata in <link rel=alternate>).  As the seed
    # does for Figshare/Zenodo-like catalogues: Single Page+ with Ignored URIs; the ignored
    # list removes menus/footer; organization, tags, licence and share links stay outside.
    case(
        "ckan-lower-murray-bore-levels",
        "CKAN (state water open-data portal)",
        "Single Hop",
        "single_page_plus_ignored",
        _u(CK, f"/dataset/{CK1}"),
        _ck_truth(CK1, CK1_RES, local=True),
        ckan_sites,
    ),
    # CKAN dataset whose resources are links to the hydrometric agency's own data service
    # (another organisation's portal, another domain): the seed restricts an artifact to
    # the portal's domains and calls linked items on other portals separate artifacts, so
    # the truth is the dataset page, its resource pages and DCAT metadata; the agency's
    # CSV/JSON endpoints are recorded as others.  Still Single Page+ with Ignores.
    case(
        "ckan-river-murray-telemetry",
        "CKAN (state water open-data portal)",
        "Single Hop",
        "single_page_plus_ignored",
        _u(CK, f"/dataset/{CK2}"),
        _ck_truth(CK2, CK2_RES, local=False),
        ckan_sites,
        others=[x for _r, _n, _f, x in CK2_RES],
    ),
    # InvenioRDM record: the portal sends Signposting (Link header and <link>s: cite-as,
    # author, describedby, item, license, type), the seed's machine-readable boundary.
    # Truth = the landing page, its two describedby exports and its item files (the
    # signposted URIs on the portal); preview pages, ?download=1 duplicates, the other
    # export formats, community, versions search, DOI/ORCID/SPDX/schema.org are not listed.
    case(
        "invenio-hoal-soil-moisture",
        "InvenioRDM (university water research data repository)",
        "Multi-Hop",
        "signposting",
        _u(IV, f"/records/{IV1}"),
        _iv_truth(IV1, IV1_FILES),
        invenio_sites,
    ),
    # A second InvenioRDM record (karst spring series): same Signposting boundary.
    case(
        "invenio-hammerbach-karst-spring",
        "InvenioRDM (university water research data repository)",
        "Multi-Hop",
        "signposting",
        _u(IV, f"/records/{IV2}"),
        _iv_truth(IV2, IV2_FILES),
        invenio_sites,
    ),
]
