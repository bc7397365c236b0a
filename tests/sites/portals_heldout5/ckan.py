"""A CKAN open-data portal (CKAN 2.10 with ckanext-dcat) under an unfamiliar host name.

A CKAN dataset page /dataset/<name> lists its resources; each resource has a page
/dataset/<name>/resource/<rid> whose <title> is "<resource> - <dataset title> - <site>",
so it contains the dataset page's whole title.  Uploaded files are served at
/dataset/<package uuid>/resource/<rid>/download/<file> (the package's uuid, not its name,
so path_based and a URI significant string lose them) or, for linked resources, from the
county's file host; the DataStore API link is on the resource page only, two hops from the
dataset page.  The seed's Dryad row fits: pages carrying the title, plus one hop from them
minus the ignored URIs: **sig_title_plus_ignored**.

Truth: dataset page, resource pages, downloads, DataStore API queries, the activity stream,
the DCAT exports (.rdf, .ttl, .jsonld) and the package_show API document.  Not in it: the
organization page (it lists the dataset's name, not its page title), tag searches, the
licence, followers, other datasets.
"""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case

from ._skin import Skin, a, blob, export, file_host, share, ul

CK = "opendata.vellmar-county.hx5.example"
FILES = "files.vellmar-county.hx5.example"
SITE = "Vellmar Open Data"
SHELL = """<!DOCTYPE html>
<!--[if IE 9]> <html lang="{lang}" class="ie9"> <![endif]--><!--[if gt IE 8]><!--> <html lang="{lang}"> <!--<![endif]-->
<head><meta charset="utf-8" /><title>{title}</title>{head}</head>
<body data-site-root="http://opendata.vellmar-county.hx5.example/" data-locale-root="http://opendata.vellmar-county.hx5.example/">
<div class="visually-hidden-focusable"><a href="#content">Skip to main content</a></div>
<div class="account-masthead"><div class="container"><nav class="account not-authed" aria-label="Account">
<ul class="list-unstyled"><li><a href="/user/login">Log in</a></li><li><a class="sub" href="/user/register">Register</a></li></ul></nav></div></div>
<header class="masthead"><div class="container"><hgroup class="header-image navbar-left"><a class="logo" href="/">
<img src="/base/images/ckan-logo.png" alt="{name}" title="{name}" /></a></hgroup>
<div class="main-navbar collapse navbar-collapse"><nav class="section navigation">{nav}</nav>
<form class="section site-search simple-input" action="{search}" method="get"><input id="field-sitewide-search" type="text" name="q" placeholder="Search datasets" /></form></div></div></header>
<div class="main"><div id="content" class="container">{main}</div></div>
<footer class="site-footer"><div class="container"><div class="row"><div class="col-md-8 footer-links">{footer}</div>
<div class="col-md-4 attribution"><p><strong>Powered by</strong> <a class="hide-text ckan-footer-logo" href="http://ckan.test">CKAN</a></p></div></div></div></footer>
<script src="/webassets/webassets-external/6e3c3f1b2d8c_jquery.js" type="text/javascript"></script>
<script src="/webassets/base/1a2b3c4d_main.js" type="text/javascript"></script></body></html>
"""
# name: (package uuid, title, org, tags, [(rid, resource name, file, on file host)])
DATASETS = {
    "river-gauge-readings-2019": (
        "3f6c2a10-9e4d-4b5a-8c1f-27d0e9a6b4c3",
        "River gauge readings 2019",
        "vellmar-environment",
        ["hydrology", "rivers"],
        [
            (
                "a14e7c02-5b9d-4f3a-9e61-0c8d2b7f4e15",
                "Gauge readings (CSV)",
                "gauges-2019.csv",
                False,
            ),
            (
                "e90b3d48-12f6-4c7e-a5d0-6b2f8e1c9a37",
                "Station locations (GeoJSON)",
                "stations.geojson",
                False,
            ),
        ],
    ),
    "street-tree-inventory": (
        "b81d5e3c-4a07-4f9e-bc2d-93e1f0a6c857",
        "Street tree inventory",
        "vellmar-parks",
        ["trees", "urban-forestry"],
        [
            (
                "5c2e9f71-0d3b-4a8e-9f64-e1b7a2c0d596",
                "Tree inventory (CSV export)",
                "trees-2024-03.csv",
                True,
            )
        ],
    ),
}
DCAT = ("rdf", "ttl", "jsonld")


def _download(uuid: str, rid: str, fname: str, external: bool) -> str:
    if external:
        return f"http://{FILES}/parks/exports/{fname}"
    return f"http://{CK}/dataset/{uuid}/resource/{rid}/download/{fname}"


def _members(name: str) -> list[str]:
    uuid, _t, _o, _tags, res = DATASETS[name]
    out = [f"http://{CK}/dataset/{name}", f"http://{CK}/dataset/activity/{name}"]
    out += [f"http://{CK}/dataset/{name}.{x}" for x in DCAT]
    out.append(f"http://{CK}/api/3/action/package_show?id={name}")
    for rid, _rn, fname, ext in res:
        out += [
            f"http://{CK}/dataset/{name}/resource/{rid}",
            _download(uuid, rid, fname, ext),
            f"http://{CK}/api/3/action/datastore_search?resource_id={rid}",
        ]
    return out


def _skin() -> Skin:
    return Skin(
        host=CK,
        name=SITE,
        shell=SHELL,
        title_fmt="{t} - {n}",
        home_title=f"Welcome - {SITE}",
        head=(
            '<meta name="generator" content="ckan 2.10.4" />'
            '<meta name="viewport" content="width=device-width, initial-scale=1.0">'
            '<link rel="stylesheet" href="/webassets/base/7f8e9d0a_main.css" />'
        ),
        nav=[
            ("/dataset/", "Datasets"),
            ("/organization/", "Organizations"),
            ("/group/", "Groups"),
            ("/about", "About"),
        ],
        footer=[
            ("/about", "About Vellmar Open Data"),
            ("http://docs.ckan.test/en/2.10/api/", "CKAN API"),
            ("http://www.opendefinition.test/od/", "Open Data"),
        ],
        assets=[
            "/webassets/base/7f8e9d0a_main.css",
            "/webassets/webassets-external/6e3c3f1b2d8c_jquery.js",
            "/webassets/base/1a2b3c4d_main.js",
            "/base/images/ckan-logo.png",
        ],
        search="/dataset/",
        home_main="<h1>Vellmar Open Data</h1><p>Find, use and share data about Vellmar County.</p>",
    )


def _sites():
    skin = _skin()
    pages: dict = {}
    files: dict = {}
    for name, (uuid, title, org, tags, res) in DATASETS.items():
        crumbs = (
            f'<ol class="breadcrumb"><li>{a("/", "Home")}</li><li>{a(f"/organization/{org}", org)}</li>'
            f"<li>{a(f'/dataset/{name}', title)}</li></ol>"
        )
        items = ""
        for rid, rname, fname, ext in res:
            dl = _download(uuid, rid, fname, ext)
            rpage = f"/dataset/{name}/resource/{rid}"
            items += (
                f'<li class="resource-item" data-id="{rid}">{a(rpage, rname, class_="heading")}'
                f'<div class="dropdown btn-group"><ul class="dropdown-menu"><li>{a(rpage, "Preview")}</li>'
                f"<li>{a(dl, 'Download', class_='resource-url-analytics')}</li></ul></div></li>"
            )
            rmain = (
                f'{crumbs}<section class="module-content"><div class="actions">'
                f"{a(dl, 'Download', class_='btn btn-primary resource-url-analytics')}"
                f"{a(f'/api/3/action/datastore_search?resource_id={rid}', 'Data API', class_='btn btn-success')}</div>"
                f'<h1 class="page-heading">{escape(rname)}</h1><p>URL: {a(dl, dl)}</p>'
                f"<p>From the dataset abstract: readings published by {escape(org)}.</p>"
                f'<iframe src="/dataset/{name}/resource/{rid}/view/0d9e" title="Data preview"></iframe></section>'
                f'<aside class="secondary"><h2>Resources</h2>{ul([(f"/dataset/{name}/resource/{r}", n) for r, n, _f, _e in res])}</aside>'
            )
            pages[rpage] = skin.page(f"{rname} - {title}", rmain)
            pages[f"/dataset/{name}/resource/{rid}/view/0d9e"] = (
                "<!DOCTYPE html><title>View</title><table></table>"
            )
            pages[f"/api/3/action/datastore_search?resource_id={rid}"] = export("json", rname, rid)
            if ext:
                files[f"/parks/exports/{fname}"] = blob("csv", fname)
            else:
                pages[f"/dataset/{uuid}/resource/{rid}/download/{fname}"] = blob("csv", fname)
        tag_links = "".join(f"<li>{a(f'/dataset/?tags={t}', t, class_='tag')}</li>" for t in tags)
        main = f"""{crumbs}<div class="row wrapper"><aside class="secondary col-md-3">
<section class="module module-narrow"><h2 class="module-heading">Organization</h2>{a(f"/organization/{org}", org.replace("-", " ").title())}</section>
<section class="module module-narrow"><h2>Social</h2>{share(skin.url(f"/dataset/{name}"))}</section>
<section class="module module-narrow"><h2>License</h2>{a("http://opendefinition.test/licenses/odc-by", "Open Data Commons Attribution License")}</section></aside>
<div class="primary col-md-9"><article class="module"><div class="module-content">
<ul class="nav nav-tabs"><li class="active">{a(f"/dataset/{name}", "Dataset")}</li><li>{a(f"/dataset/activity/{name}", "Activity Stream")}</li></ul>
<div class="actions">{a(f"/dataset/followers/{name}", "Followers 3")}</div>
<h1>{escape(title)}</h1><div class="notes embedded-content"><p>Published by the county.</p></div>
<section id="dataset-resources" class="resources"><h2>Data and Resources</h2><ul class="resource-list">{items}</ul></section>
<section class="tags"><ul class="tag-list">{tag_links}</ul></section>
<section class="additional-info"><table class="table"><tr><th>API</th><td>{a(f"/api/3/action/package_show?id={name}", "package_show")}</td></tr></table></section>
<p class="dcat-formats">Download metadata: {a(f"/dataset/{name}.rdf", "RDF/XML")} {a(f"/dataset/{name}.ttl", "Turtle")} {a(f"/dataset/{name}.jsonld", "JSON-LD")}</p>
</div></article></div></div>"""
        pages[f"/dataset/{name}"] = skin.page(title, main)
        pages[f"/dataset/activity/{name}"] = skin.page(
            f"Activity Stream - {title}",
            f"{crumbs}<h1>Activity Stream</h1><ul><li>admin updated the dataset</li></ul>",
        )
        for x in DCAT:
            pages[f"/dataset/{name}.{x}"] = export("xml" if x == "rdf" else "json", title, name)
        pages[f"/api/3/action/package_show?id={name}"] = export("json", title, uuid)
        pages[f"/organization/{org}"] = skin.page(
            org.replace("-", " ").title(), f"<h1>{org}</h1>" + ul([(f"/dataset/{name}", title)])
        )
        pages[f"/dataset/followers/{name}"] = skin.page("Followers", "<h1>Followers</h1>")
    for p in ("/dataset/", "/organization/", "/group/", "/about", "/user/login", "/user/register"):
        pages[p] = skin.page(p.strip("/").title(), f"<h1>{escape(p)}</h1>")
    return [skin.site(pages), file_host(FILES, files)]


def _case(case_name: str, name: str) -> Case:
    return Case(
        name=case_name,
        imitates="CKAN (self-hosted)",
        artifact_class="multi-hop",
        expected="sig_title_plus_ignored",
        entry=f"http://{CK}/dataset/{name}",
        truth=frozenset(_members(name)),
        build=_sites,
    )


CASES: list[Case] = [
    _case("hx5_ckan_river_gauges", "river-gauge-readings-2019"),
    _case("hx5_ckan_street_trees", "street-tree-inventory"),
]
