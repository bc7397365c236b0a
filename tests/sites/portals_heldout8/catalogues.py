"""Data catalogues: two CKAN open-data portals (2.9 with FileStore uploads, 2.10 with files on
a separate storage host), two GBIF IPT installations (``resource?r=`` / ``resource.do?r=``
URLs, one reached through a DOI) and a GBIF-like aggregator page with its API on a sibling
host.

Expected heuristic: the seed's table gives GBIF "Multi-Hop — Significant String From URI":
the dataset's identifier appears in the path or query of the URIs that belong to it (its
occurrence search, its API document), so the crawler keeps the links carrying that string.
The IPT is the software GBIF's publishers run, with the dataset's short name in every
``?r=`` URL; a CKAN dataset carries its name in the same way (``/dataset/<name>``,
``/dataset/<name>/resource/<id>``, ``/dataset/activity/<name>``, ``/dataset/<name>.rdf``):
a catalogue record whose pages are keyed by the dataset identifier, the GBIF structure.

Truth (per the seed: the dataset and the metadata about it):

* CKAN: the dataset page, its Groups and Activity Stream tabs and the change pages the
  stream links, each resource's page and its download (FileStore upload or the portal's
  storage host — the download URLs carry the package *id*, or only the resource id, not the
  name), the DataStore API query of a resource, and the DCAT RDF/JSON-LD/Turtle
  serialisations linked from the head (the resource view is an embedded iframe, captured
  with its page).  The organisation, groups and showcases are other
  catalogue objects (`others`); tag, licence and format facets are search listings.
* IPT: the resource page, its DwC-A (``archive.do``), EML and RTF metadata, and the same for
  every published version listed in the versions table (same short name: its history).
  The IPT's other resources are `others`; the RSS feed and inventory list every resource;
  ``?request_locale=`` links are chrome; the GBIF registry page is another portal.
* GBIF-like: the dataset page, its tabs (activity, project, metrics), its occurrence search
  and the API's dataset record and EML document.  The publisher and the hosting
  installation are other objects; the source IPT lives on another portal.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import (
    Render,
    Shell,
    a,
    css,
    csv_file,
    image_file,
    js,
    json_file,
    pdf_file,
    text_file,
    ul,
    zip_file,
)

# --------------------------------------------------------------------------- CKAN


def _ckan_render(site_name: str, version: str, theme: str) -> Render:
    def render(title: str, main: str, head: str) -> str:
        t = f"{title} - {site_name}" if title else f"Welcome - {site_name}"
        return f"""<!DOCTYPE html>
<!--[if IE 9]> <html lang="en" class="ie9"> <![endif]-->
<html lang="en"><head>
<meta charset="utf-8"><meta name="csrf_field_name" content="_csrf_token">
<meta name="generator" content="ckan {version}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>{escape(t)}</title>
<link rel="shortcut icon" href="/base/images/ckan.ico">
<link href="/webassets/base/{theme}/main.css" rel="stylesheet"/>
<link href="/webassets/ckanext-activity/8dd77216_activity.css" rel="stylesheet"/>{head}
</head><body data-site-root="/" data-locale-root="/">
<div class="account-masthead"><div class="container"><nav class="account not-authed">
<ul class="list-unstyled"><li><a href="/user/login">Log in</a></li><li><a href="/user/register">Register</a></li></ul></nav></div></div>
<header class="navbar navbar-static-top masthead"><div class="container"><a class="logo" href="/">
<img src="/base/images/ckan-logo.png" alt="{escape(site_name)}"></a>
<nav class="section navigation"><ul class="nav nav-pills"><li><a href="/dataset/">Datasets</a></li>
<li><a href="/organization/">Organizations</a></li><li><a href="/group/">Groups</a></li><li><a href="/about">About</a></li></ul></nav>
<form class="site-search simple-input" action="/dataset/" method="get"><input id="field-sitewide-search" type="text" name="q"></form></div></header>
<div class="main"><div class="container">{main}</div></div>
<footer class="site-footer"><div class="container"><ul class="list-unstyled">
<li><a href="/about">About {escape(site_name)}</a></li><li><a href="http://docs.ckan.org/en/{version[:4]}/api/">CKAN API</a></li>
<li><a href="http://www.ckan.org/">CKAN Association</a></li>
<li><a href="http://www.opendefinition.org/okd/"><img src="/base/images/od_80x15_blue.png" alt="Open Data"></a></li></ul>
<p>Powered by <a class="hide-text ckan-footer-logo" href="http://ckan.org">CKAN</a></p></div></footer>
<script src="/webassets/base/{theme}/main.js" type="text/javascript"></script>
</body></html>
"""

    return render


def _ckan_dataset(
    render: Render,
    name: str,
    pkg_id: str,
    title: str,
    org: tuple[str, str],
    groups: list[tuple[str, str]],
    resources: list[tuple[str, str, str, str]],
    download: str,
    activity: list[str],
    showcase: tuple[str, str] | None,
    datastore: str,
) -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    """(portal pages, storage-host pages keyed by URL, truth URLs as relative paths or
    absolute storage URLs).  `resources`: (resource id, file name, format, description);
    `download`: "filestore" or the storage host."""
    ds = f"/dataset/{name}"
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    truth = {ds, f"/dataset/groups/{name}", f"/dataset/activity/{name}"}
    dcat = [
        (f"{ds}.rdf", "application/rdf+xml"),
        (f"{ds}.jsonld", "application/ld+json"),
        (f"{ds}.ttl", "text/turtle"),
    ]
    truth |= {u for u, _ in dcat}
    head = "".join(f'<link rel="alternate" type="{t}" href="{u}"/>' for u, t in dcat)
    for u, t in dcat:
        pages[u] = text_file(f"# DCAT {t}\n<{ds}> dct:title {title!r} .\n", t)
    items = []
    for rid, fname, fmt, desc in resources:
        rp = f"{ds}/resource/{rid}"
        if download == "filestore":
            dl = f"/dataset/{pkg_id}/resource/{rid}/download/{fname}"
            truth.add(dl)
            body_dl = dl
        else:
            dl = f"http://{download}/ckan/resources/{rid}/{fname}"
            truth.add(dl)
            body_dl = dl
        truth.add(rp)
        if fmt == "CSV":
            f = csv_file("site_id,sample_no,value", 30, len(fname))
        elif fmt == "PDF":
            f = pdf_file(title, desc)
        else:
            f = json_file(
                {"type": "FeatureCollection", "name": fname, "features": []}, "application/geo+json"
            )
        (pages if download == "filestore" else store)[dl] = f
        api = ""
        if fmt == "CSV":
            q = f"{datastore}?resource_id={rid}"
            truth.add(q)
            pages[q] = json_file(
                {"success": True, "result": {"resource_id": rid, "records": [{"site_id": 1}]}}
            )
            api = f'<a class="btn btn-success" href="{escape(q)}">Data API</a>'
        items.append(
            f'<li class="resource-item" data-id="{rid}"><a class="heading" href="{rp}" title="{escape(fname)}">{escape(fname)}'
            f'<span class="format-label" data-format="{fmt.lower()}">{fmt}</span></a><p class="description">{escape(desc)}</p>'
            f'<div class="dropdown btn-group"><a href="#" class="btn btn-primary dropdown-toggle">Explore</a><ul class="dropdown-menu">'
            f'<li><a class="dropdown-item" href="{rp}">Preview</a></li>'
            f'<li><a class="dropdown-item resource-url-analytics" href="{escape(body_dl)}">Download</a></li></ul></div></li>'
        )
        pages[rp] = render(
            f"{fname} - {title}",
            f'<ol class="breadcrumb"><li><a href="/organization/{org[0]}">{escape(org[1])}</a></li><li><a href="{ds}">{escape(title)}</a></li></ol>'
            f'<section class="module-content"><div class="actions">{a(body_dl, "Download", "class=btn")} {api}</div>'
            f"<h1>{escape(fname)}</h1><p>{escape(desc)}</p>"
            f'<iframe title="Data viewer" src="{ds}/resource/{rid}/view/0b1e" width="100%" height="400"></iframe>'
            f'<table class="table"><tr><th>Format</th><td>{fmt}</td></tr><tr><th>License</th><td>'
            f'<a href="http://opendefinition.org/licenses/cc-by/">Creative Commons Attribution</a></td></tr></table></section>'
            f"<aside><h2>Resources</h2>{ul([(f'{ds}/resource/{r}', n) for r, n, _f, _d in resources])}</aside>",
            "",
        )
        pages[f"{ds}/resource/{rid}/view/0b1e"] = render(
            "View", "<div class='recline-data-explorer'></div>", ""
        )
    changes = ""
    for act in activity:
        cp = f"/dataset/changes/{act}"
        truth.add(cp)
        pages[cp] = render(
            f"Changes - {title}",
            f"<h1>Changes</h1><p>{escape(title)}: updated resource description.</p>",
            "",
        )
        changes += f"<li>Helga Rønning updated the dataset {a(ds, title)} {a(cp, 'View this version')}</li>"
    tabs = ul(
        [
            (ds, "Dataset"),
            (f"/dataset/groups/{name}", "Groups"),
            (f"/dataset/activity/{name}", "Activity Stream"),
        ],
        "nav nav-tabs",
    )
    group_list = ul([(f"/group/{g}", t) for g, t in groups])
    pages[f"/dataset/groups/{name}"] = render(f"Groups - {title}", tabs + group_list, "")
    pages[f"/dataset/activity/{name}"] = render(
        f"Activity Stream - {title}", tabs + f'<ul class="activity">{changes}</ul>', ""
    )
    show = ""
    if showcase:
        show = f'<section class="module"><h2>Showcases</h2>{a("/showcase/" + showcase[0], showcase[1])}</section>'
    main = f"""<div class="toolbar"><ol class="breadcrumb"><li class="home"><a href="/">Home</a></li>
<li><a href="/organization/{org[0]}">{escape(org[1])}</a></li><li class="active"><a href="{ds}">{escape(title)}</a></li></ol></div>
<div class="row wrapper"><div class="primary col-md-9"><article class="module">{tabs}<div class="module-content">
<h1>{escape(title)}</h1><div class="notes embedded-content"><p>{escape(title)}, published by {escape(org[1])}.</p></div>
<section id="dataset-resources" class="resources"><h2>Data and Resources</h2><ul class="resource-list">{"".join(items)}</ul></section>
<section class="tags"><ul class="tag-list"><li><a class="tag" href="/dataset/?tags=environment">environment</a></li>
<li><a class="tag" href="/dataset/?tags=monitoring">monitoring</a></li></ul></section>
<section class="additional-info"><table class="table"><tr><th>Maintainer</th><td><a href="mailto:data@example.org">Open data team</a></td></tr>
<tr><th>Version</th><td>1.2</td></tr></table></section></div></article></div>
<aside class="secondary col-md-3"><section class="module module-narrow"><h2>Organization</h2>
{a("/organization/" + org[0], org[1])}</section>
<section class="module module-narrow"><h2>Social</h2><a href="https://twitter.com/share?url=http%3A%2F%2Fx{ds}">Twitter</a></section>
<section class="module module-narrow"><h2>License</h2><a href="/dataset/?license_id=CC-BY-4.0">Creative Commons Attribution 4.0</a>
<a href="http://opendefinition.org/okd/" title="This dataset satisfies the Open Definition."><img src="/base/images/od_80x15_blue.png" alt="[Open Data]"></a></section>
{show}</aside></div>"""
    pages[ds] = render(title, main, head)
    pages[f"/organization/{org[0]}"] = render(
        org[1], f"<h1>{escape(org[1])}</h1>" + a(ds, title), ""
    )
    for g, t in groups:
        pages[f"/group/{g}"] = render(t, f"<h1>{escape(t)}</h1>" + a(ds, title), "")
    if showcase:
        pages[f"/showcase/{showcase[0]}"] = render(
            showcase[1], f"<h1>{escape(showcase[1])}</h1>" + a(ds, title), ""
        )
    return pages, store, truth


def _ckan_common(render: Render, theme: str) -> dict[str, PageValue]:
    return {
        f"/webassets/base/{theme}/main.css": css(),
        f"/webassets/base/{theme}/main.js": js(),
        "/webassets/ckanext-activity/8dd77216_activity.css": css(),
        "/base/images/ckan.ico": image_file(),
        "/base/images/ckan-logo.png": image_file(),
        "/base/images/od_80x15_blue.png": image_file(),
        "/dataset/": render("Datasets", "<h1>Datasets</h1>", ""),
        "/organization/": render("Organizations", "<h1>Organizations</h1>", ""),
        "/group/": render("Groups", "<h1>Groups</h1>", ""),
        "/about": render("About", "<h1>About</h1>", ""),
        "/user/login": render("Login", "<h1>Login</h1>", ""),
        "/user/register": render("Register", "<h1>Register</h1>", ""),
    }


CKA = "opendata.brannfjord-kommune.hx8.example"
CKA_R = _ckan_render("Brannfjord Open Data", "2.9.9", "2d3f0a41_main")
CKA_NAME = "bathing-water-quality-2023"


def _cka() -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    return _ckan_dataset(
        CKA_R,
        CKA_NAME,
        "6c2f8e1a-93b4-4d52-b7a0-1f4e9c3d2b81",
        "Bathing water quality 2023",
        ("brannfjord-kommune-miljo", "Brannfjord kommune - Miljøavdelingen"),
        [("environment", "Environment"), ("health", "Health")],
        [
            (
                "a4d1c9e2-5b7f-4c3a-9e8d-2f1b0a6c7d54",
                "bathing_water_2023.csv",
                "CSV",
                "E. coli and enterococci per sample",
            ),
            (
                "b8e2d0f3-6c8a-4d4b-8f9e-3a2c1b7d8e65",
                "bathing_sites.geojson",
                "GeoJSON",
                "Locations of the 14 bathing sites",
            ),
            (
                "c9f3e1a4-7d9b-4e5c-9a0f-4b3d2c8e9f76",
                "sampling_method.pdf",
                "PDF",
                "Sampling and analysis method",
            ),
        ],
        "filestore",
        ["e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8"],
        None,
        "/api/3/action/datastore_search",
    )


def _cka_build() -> list[Site]:
    pages, _s, _t = _cka()
    other = "/dataset/bathing-water-quality-2022"
    pages = {**_ckan_common(CKA_R, "2d3f0a41_main"), **pages}
    pages[other] = CKA_R("Bathing water quality 2022", "<h1>Bathing water quality 2022</h1>", "")
    pages["/dataset/bathing-water-quality-2023"] = pages[
        "/dataset/bathing-water-quality-2023"
    ].replace(  # type: ignore[union-attr]
        "</article></div>",
        f'<section class="related"><h3>Previous season</h3><a href="{other}">Bathing water quality 2022</a></section></article></div>',
    )
    shell = Shell(
        CKA, CKA_R, home="<h1>Brannfjord Open Data</h1>" + a("/dataset/", "Browse datasets")
    )
    return [shell.site(pages)]


CKB = "data.meridale-region.hx8.example"
CKB_STORE = "files.meridale-datastore.hx8.example"
CKB_R = _ckan_render("Meridale Regional Data Hub", "2.10.4", "6a1c2e9f_main")
CKB_NAME = "traffic-counts-a-roads"


def _ckb() -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    return _ckan_dataset(
        CKB_R,
        CKB_NAME,
        "0d9e8f7a-6b5c-4d3e-a2f1-908172635445",
        "Automatic traffic counts on A-roads",
        ("meridale-highways", "Meridale Highways Authority"),
        [("transport", "Transport")],
        [
            (
                "f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b",
                "traffic_counts_2024.csv",
                "CSV",
                "Hourly counts per counter site",
            ),
            (
                "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                "data_dictionary.pdf",
                "PDF",
                "Field definitions",
            ),
        ],
        CKB_STORE,
        ["7f6e5d4c-3b2a-4190-8807-f6e5d4c3b2a1", "8a7b6c5d-4e3f-4a21-9b0c-d1e2f3a4b5c6"],
        ("meridale-congestion-map", "Meridale congestion map"),
        "/api/action/datastore_search",
    )


def _ckb_build() -> list[Site]:
    pages, store, _t = _ckb()
    pages = {**_ckan_common(CKB_R, "6a1c2e9f_main"), **pages}
    shell = Shell(CKB, CKB_R, home="<h1>Meridale Regional Data Hub</h1>")
    st = Site(CKB_STORE)
    st.add(
        "/",
        Response.text(
            "<?xml version='1.0'?><Error><Code>AccessDenied</Code></Error>", 403, "application/xml"
        ),
    )
    for u, v in store.items():
        st.add(u[len(f"http://{CKB_STORE}") :], v)
    return [shell.site(pages), st]


def _ckan_truth(host: str, truth: set[str]) -> frozenset[str]:
    return frozenset(t if t.startswith("http://") else f"http://{host}{t}" for t in truth)


# --------------------------------------------------------------------------- GBIF IPT


def _ipt_render(inst: str, version: str) -> Render:
    def render(title: str, main: str, head: str) -> str:
        t = title or f"IPT - {inst}"
        return f"""<!DOCTYPE html>
<html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="IPT {version}">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/styles/bootstrap/bootstrap.min.css">
<link rel="stylesheet" href="/styles/main.css">
<link rel="shortcut icon" href="/images/icons/favicon-32x32.png">
<link rel="alternate" type="application/rss+xml" title="IPT RSS feed" href="/rss.do">
<script src="/js/jquery/jquery-3.7.0.min.js"></script>{head}
</head><body class="bg-body d-flex flex-column h-100">
<header><nav class="navbar navbar-expand-xl navbar-dark bg-gbif">
<a href="/" class="navbar-brand"><img src="/images/GBIF-2015-full-reverse.svg" alt="GBIF IPT"></a>
<ul class="navbar-nav"><li><a class="nav-link" href="/">Home</a></li><li><a class="nav-link" href="/about.do">About</a></li>
<li><a class="nav-link" href="/login.do">Login</a></li></ul>
<div class="dropdown"><a href="?request_locale=en">English</a> <a href="?request_locale=es">Español</a>
<a href="?request_locale=fr">Français</a></div></nav></header>
<main class="container">{main}</main>
<footer class="footer"><a href="https://www.gbif.org/ipt">IPT</a> {version} ·
<a href="https://github.com/gbif/ipt/issues/new">Report a bug</a> · <a href="https://ipt.gbif.org/manual/en/ipt/latest/">User manual</a></footer>
</body></html>
"""

    return render


def _ipt_resource(
    render: Render,
    page: str,
    short: str,
    title: str,
    versions: list[tuple[str, str]],
    records: int,
    gbif_uuid: str,
    doi: str | None,
) -> tuple[dict[str, PageValue], set[str]]:
    """`page`: "/resource" (IPT 2.4+) or "/resource.do" (older); `versions` newest first."""
    pages: dict[str, PageValue] = {}
    latest = versions[0][0]
    land = f"{page}?r={short}"
    truth = {land}

    def downloads(v: str, newest: bool) -> list[tuple[str, str]]:
        arch = f"/archive.do?r={short}" if newest else f"/archive.do?r={short}&v={v}"
        return [
            (arch, "DwC-A"),
            (f"/eml.do?r={short}&v={v}", "EML"),
            (f"/rtf.do?r={short}&v={v}", "RTF"),
        ]

    def body(v: str, newest: bool) -> str:
        dls = downloads(v, newest)
        vt = "".join(
            f"<tr><td>{a(f'{page}?r={short}&v={vv}' if vv != latest else land, vv) if vv != v else '<b>' + vv + '</b>'}</td><td>{date}</td>"
            f"<td>{a(f'/archive.do?r={short}&v={vv}' if vv != latest else f'/archive.do?r={short}', 'DwC-A')}</td></tr>"
            for vv, date in versions
        )
        cite = f" {a('http://' + IPT_DOI + '/' + doi, 'https://doi.org/' + doi)}" if doi else ""
        return f"""<div class="container-fluid"><h1 class="pb-2 mb-0 pt-2 text-gbif-header">{escape(title)}</h1>
<p>Latest version published by {a("https://www.gbif.org/publisher/" + gbif_uuid[::-1], "the museum")} on {versions[0][1]}</p>
<p><a href="https://www.gbif.org/dataset/{gbif_uuid}" class="btn btn-sm btn-outline-gbif-primary">View on GBIF.org</a></p>
<span class="anchor" id="anchor-dataRecords"></span><h4>Data Records</h4>
<p>The data in this occurrence resource has been published as a Darwin Core Archive (DwC-A), which is a standardized format
for sharing biodiversity data as a set of one or more data tables. The core data table contains {records:,} records.</p>
<p>{a(dls[0][0], "Download")} the {"latest" if newest else v} version of this resource data as a Darwin Core Archive (DwC-A).</p>
<span class="anchor" id="anchor-downloads"></span><h4>Downloads</h4><table class="downloads">
<tr><th>Metadata as an EML file</th><td>{a(dls[1][0], "download")}</td></tr>
<tr><th>Metadata as an RTF file</th><td>{a(dls[2][0], "download")}</td></tr></table>
<span class="anchor" id="anchor-versions"></span><h4>Versions</h4><table class="table">{vt}</table>
<h4>How to cite</h4><p>{escape(title)}. Version {v}.{cite}</p>
<h4>Rights</h4><p>This work is licensed under a {a("http://creativecommons.org/licenses/by/4.0/legalcode", "CC-BY 4.0")} License.</p>
<h4>GBIF Registration</h4><p>This resource has been registered with GBIF, and assigned the following GBIF UUID: {gbif_uuid}.</p></div>"""

    for i, (v, _d) in enumerate(versions):
        newest = i == 0
        url = land if newest else f"{page}?r={short}&v={v}"
        truth.add(url)
        pages[url] = render(
            title, body(v, newest), f'<meta name="description" content="{escape(title)}">'
        )
        for u, kind in downloads(v, newest):
            truth.add(u)
            if kind == "DwC-A":
                pages[u] = zip_file(
                    {
                        "occurrence.txt": "occurrenceID\tscientificName\n1\tCarex\n",
                        "eml.xml": title,
                        "meta.xml": "<archive/>",
                    }
                )
            elif kind == "EML":
                pages[u] = text_file(
                    f"<eml:eml packageId='{short}/v{v}'><dataset><title>{escape(title)}</title></dataset></eml:eml>",
                    "text/xml",
                )
            else:
                pages[u] = Response.data(
                    ("{\\rtf1\\ansi " + title + "}").encode(), "application/rtf"
                )
    return pages, truth


def _ipt_common(
    render: Render, resources: list[tuple[str, str]], page: str
) -> dict[str, PageValue]:
    return {
        "/styles/bootstrap/bootstrap.min.css": css(),
        "/styles/main.css": css(),
        "/images/icons/favicon-32x32.png": image_file(),
        "/images/GBIF-2015-full-reverse.svg": Response.data(
            b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
        ),
        "/js/jquery/jquery-3.7.0.min.js": js(),
        "/about.do": render("About", "<h1>About this IPT</h1>", ""),
        # Without (or with an unknown) r= the IPT answers its generic resource error page.
        page: render(
            "Resource not found", "<h1>The resource does not exist</h1>" + a("/", "Home"), ""
        ),
        "/login.do": render("Login", "<h1>Login</h1>", ""),
        "/rss.do": text_file(
            "<rss><channel>"
            + "".join(f"<item><link>{page}?r={s}</link></item>" for s, _t in resources)
            + "</channel></rss>",
            "application/rss+xml",
        ),
        "/inventory/dataset": json_file(
            {"registeredResources": [{"title": t, "eml": f"/eml.do?r={s}"} for s, t in resources]}
        ),
    }


def _ipt_home(resources: list[tuple[str, str]], page: str) -> str:
    rows = "".join(
        f"<tr><td>{a(f'{page}?r={s}', t)}</td><td>Occurrence</td></tr>" for s, t in resources
    )
    return f'<h1>Resources</h1><table id="resourcesTable">{rows}</table><p>{a("/rss.do", "RSS")} {a("/inventory/dataset", "Inventory")}</p>'


IPA = "ipt.nordhavn-museum.hx8.example"
IPA_R = _ipt_render("Nordhavn Natural History Museum", "2.7.7")
IPA_SHORT = "vascular_plants_nhm_nordhavn"
IPA_RES = [
    (IPA_SHORT, "Vascular plant herbarium, Nordhavn Natural History Museum"),
    ("bryophytes_nhm_nordhavn", "Bryophyte herbarium, Nordhavn Natural History Museum"),
    ("lichen_survey_1998", "Lichen survey of the Nordhavn coast 1998"),
    ("seabird_census_vestfold", "Coastal seabird colony census, Vestfold archipelago"),
]
IPT_DOI = "doi.biodiv-pid.hx8.example"


def _ipa() -> tuple[dict[str, PageValue], set[str]]:
    return _ipt_resource(
        IPA_R,
        "/resource",
        IPA_SHORT,
        IPA_RES[0][1],
        [("2.4", "2024-03-11"), ("2.3", "2023-09-02"), ("2.2", "2022-12-19")],
        48203,
        "5e2b1c0d-8a7f-4e6d-9c5b-3a2f1e0d9c8b",
        None,
    )


def _ipa_build() -> list[Site]:
    pages, _t = _ipa()
    pages = {**_ipt_common(IPA_R, IPA_RES, "/resource"), **pages}
    for s, t in IPA_RES[1:]:
        pages[f"/resource?r={s}"] = IPA_R(t, f"<h1>{escape(t)}</h1>", "")
    # The vascular-plant page recommends its sister collection.
    pages[f"/resource?r={IPA_SHORT}"] = pages[f"/resource?r={IPA_SHORT}"].replace(  # type: ignore[union-attr]
        "<h4>Rights</h4>",
        f"<h4>Related resources</h4><p>See also {a('/resource?r=bryophytes_nhm_nordhavn', IPA_RES[1][1])}.</p><h4>Rights</h4>",
    )
    shell = Shell(IPA, IPA_R, home=_ipt_home(IPA_RES, "/resource"))
    return [shell.site(pages)]


IPB = "ipt.korvala-bio.hx8.example"
IPB_R = _ipt_render("Korvala Biodiversity Centre", "2.3.6")
IPB_SHORT = "korvala-pollinator-transects"
IPB_RES = [
    (IPB_SHORT, "Pollinator transect counts in Korvala meadows, 2015-2020"),
    ("korvala-bird-atlas", "Korvala breeding bird atlas"),
]
IPB_DOI = "10.15592/kbc.7wq3hd"


def _ipb() -> tuple[dict[str, PageValue], set[str]]:
    return _ipt_resource(
        IPB_R,
        "/resource.do",
        IPB_SHORT,
        IPB_RES[0][1],
        [("1.1", "2021-02-08"), ("1.0", "2020-11-30")],
        9114,
        "c0ffee00-1234-4abc-8def-0123456789ab",
        IPB_DOI,
    )


def _ipb_build() -> list[Site]:
    pages, _t = _ipb()
    pages = {**_ipt_common(IPB_R, IPB_RES, "/resource.do"), **pages}
    for s, t in IPB_RES[1:]:
        pages[f"/resource.do?r={s}"] = IPB_R(t, f"<h1>{escape(t)}</h1>", "")
    shell = Shell(IPB, IPB_R, home=_ipt_home(IPB_RES, "/resource.do"))
    doi = Site(IPT_DOI)
    doi.add(
        "/",
        Response.html("<!doctype html><title>Biodiversity PID resolver</title><h1>Resolver</h1>"),
    )
    doi.add(f"/{IPB_DOI}", Response.redirect(f"http://{IPB}/resource.do?r={IPB_SHORT}", 302))
    return [shell.site(pages), doi]


# --------------------------------------------------------------------------- GBIF-like aggregator

BDN = "www.biodatanet-hub.hx8.example"
BDN_API = "api.biodatanet-hub.hx8.example"
BDN_KEY = "98a4f1c2-7e3b-4d6a-b5c9-0e8f2d1a3b47"


def _bdn_render(title: str, main: str, head: str) -> str:
    t = f"{title}" if title else "BiodataNet"
    return f"""<!DOCTYPE html><html lang="en" ng-app="portal"><head>
<meta charset="utf-8"><base href="/"><title>{escape(t)}</title>
<link rel="stylesheet" href="/css/base.min.css?v=1711"><script src="/js/base/vendor.min.js?v=1711"></script>{head}
</head><body><nav class="site-nav"><a href="/" class="site-logo"><img src="/img/logo/biodatanet.svg" alt="BiodataNet"></a>
<a href="/occurrence/search">Occurrences</a> <a href="/species/search">Species</a> <a href="/dataset/search">Datasets</a>
<a href="/publisher/search">Publishers</a> <a href="/resource/search">Resources</a> <a href="/user/profile">Login</a></nav>
<div class="site-content">{main}</div>
<footer><a href="/terms">Terms of use</a> <a href="/contact-us">Contact</a> <a href="https://twitter.com/biodatanet">Twitter</a></footer></body></html>
"""


BDN_TITLE = "Coastal seabird colony census, Vestfold archipelago"


def _bdn() -> tuple[dict[str, PageValue], dict[str, PageValue], set[str]]:
    k = BDN_KEY
    d = f"/dataset/{k}"
    occ = f"/occurrence/search?datasetKey={k}"
    tabs = [
        (d, "Dataset"),
        (f"{d}/activity", "Activity"),
        (f"{d}/project", "Project"),
        (f"{d}/metrics", "Metrics"),
        (occ, "Occurrences"),
    ]
    nav = '<nav class="tabs">' + ul(tabs) + "</nav>"
    api = [f"http://{BDN_API}/v1/dataset/{k}", f"http://{BDN_API}/v1/dataset/{k}/document"]
    main = f"""{nav}<article><h1>{escape(BDN_TITLE)}</h1>
<p>Occurrence dataset published by {a("/publisher/1f3e5d7c-9b2a-4c6e-8d0f-a1b2c3d4e5f6", "Vestfold Ornithological Society")}</p>
<p>Hosted by {a("/installation/4a5b6c7d-8e9f-40a1-b2c3-d4e5f6a7b8c9", "Nordhavn Natural History Museum IPT")}</p>
<p>{a(occ, "12,480 occurrences")}</p><section><h2>Description</h2><p>Annual census of seabird colonies.</p></section>
<section><h2>Source archive</h2>{a("http://" + IPA + "/resource?r=seabird_census_vestfold", "IPT resource page")}
{a(api[1], "EML document")} {a(api[0], "API")}</section>
<section><h2>Citation</h2><p>{escape(BDN_TITLE)}. Occurrence dataset {a("https://doi.org/10.15468/q8w2rk", "https://doi.org/10.15468/q8w2rk")}</p></section>
<section><h2>License</h2>{a("http://creativecommons.org/licenses/by/4.0/legalcode", "CC BY 4.0")}</section></article>"""
    pages: dict[str, PageValue] = {
        d: _bdn_render(f"{BDN_TITLE} - BiodataNet", main, ""),
        f"{d}/activity": _bdn_render(
            "Activity", nav + f"<h2>Downloads of {escape(BDN_TITLE)}</h2>", ""
        ),
        f"{d}/project": _bdn_render(
            "Project", nav + "<h2>Project</h2><p>Seabird monitoring programme.</p>", ""
        ),
        f"{d}/metrics": _bdn_render(
            "Metrics", nav + "<h2>Metrics</h2><p>Taxonomic coverage.</p>", ""
        ),
        occ: _bdn_render(
            "Occurrence search", nav + f"<h2>Occurrences in {escape(BDN_TITLE)}</h2>", ""
        ),
    }
    apipages: dict[str, PageValue] = {
        api[0]: json_file({"key": k, "title": BDN_TITLE, "type": "OCCURRENCE"}),
        api[1]: text_file(
            f"<eml:eml><dataset><title>{escape(BDN_TITLE)}</title></dataset></eml:eml>",
            "application/xml",
        ),
    }
    truth = {f"http://{BDN}{p}" for p in pages} | set(api)
    return pages, apipages, truth


def _bdn_build() -> list[Site]:
    pages, apipages, _t = _bdn()
    pages.update(
        {
            "/publisher/1f3e5d7c-9b2a-4c6e-8d0f-a1b2c3d4e5f6": _bdn_render(
                "Vestfold Ornithological Society",
                "<h1>Vestfold Ornithological Society</h1>" + a(f"/dataset/{BDN_KEY}", BDN_TITLE),
                "",
            ),
            "/installation/4a5b6c7d-8e9f-40a1-b2c3-d4e5f6a7b8c9": _bdn_render(
                "Installation", "<h1>Nordhavn Natural History Museum IPT</h1>", ""
            ),
            "/css/base.min.css": css(),
            "/js/base/vendor.min.js": js(),
            "/img/logo/biodatanet.svg": Response.data(
                b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
            ),
        }
    )
    for p in (
        "/occurrence/search",
        "/species/search",
        "/dataset/search",
        "/publisher/search",
        "/resource/search",
        "/user/profile",
        "/terms",
        "/contact-us",
    ):
        pages[p] = _bdn_render(p.split("/")[1].capitalize(), "<h1>Search</h1>", "")
    shell = Shell(BDN, _bdn_render, home="<h1>Free and open access to biodiversity data</h1>")
    api = Site(BDN_API)
    api.add("/", json_file({"endpoints": ["/v1/dataset", "/v1/occurrence"]}))
    for u, v in apipages.items():
        api.add(u[len(f"http://{BDN_API}") :], v)
    return [shell.site(pages), api]


CASES: list[Case] = [
    Case(
        name="ckan_bathing_water_quality",
        imitates="CKAN (2.9, FileStore uploads)",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=f"http://{CKA}/dataset/{CKA_NAME}",
        truth=_ckan_truth(CKA, _cka()[2]),
        build=_cka_build,
        others=frozenset(
            f"http://{CKA}{p}"
            for p in (
                "/organization/brannfjord-kommune-miljo",
                "/group/environment",
                "/group/health",
                "/dataset/bathing-water-quality-2022",
            )
        ),
    ),
    Case(
        name="ckan_traffic_counts_storage_host",
        imitates="CKAN (2.10, files on a storage host)",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=f"http://{CKB}/dataset/{CKB_NAME}",
        truth=_ckan_truth(CKB, _ckb()[2]),
        build=_ckb_build,
        others=frozenset(
            f"http://{CKB}{p}"
            for p in (
                "/organization/meridale-highways",
                "/group/transport",
                "/showcase/meridale-congestion-map",
            )
        ),
    ),
    Case(
        name="ipt_vascular_plants_versions",
        imitates="GBIF IPT (2.7, resource?r=)",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=f"http://{IPA}/resource?r={IPA_SHORT}",
        truth=frozenset(f"http://{IPA}{p}" for p in _ipa()[1]),
        build=_ipa_build,
        others=frozenset([f"http://{IPA}/resource?r=bryophytes_nhm_nordhavn"]),
    ),
    Case(
        name="ipt_pollinator_transects_via_doi",
        imitates="GBIF IPT (2.3, resource.do?r=, DOI entry)",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=f"http://{IPT_DOI}/{IPB_DOI}",
        landing=f"http://{IPB}/resource.do?r={IPB_SHORT}",
        truth=frozenset(f"http://{IPB}{p}" for p in _ipb()[1]),
        build=_ipb_build,
    ),
    Case(
        name="gbif_like_seabird_dataset",
        imitates="GBIF-like biodiversity aggregator (dataset page, API host)",
        artifact_class="Multi-Hop",
        expected="sig_uri",
        entry=f"http://{BDN}/dataset/{BDN_KEY}",
        truth=frozenset(_bdn()[2]),
        build=_bdn_build,
        others=frozenset([f"http://{BDN}/publisher/1f3e5d7c-9b2a-4c6e-8d0f-a1b2c3d4e5f6"]),
    ),
]
