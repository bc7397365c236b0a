"""GBIF Integrated Publishing Toolkit (IPT) installations under unfamiliar host names.

An IPT resource page /ipt/resource?r=<shortname> links the Darwin Core Archive
(/ipt/archive.do?r=<shortname>), the EML metadata (/ipt/eml.do?r=<shortname>), the RTF
data paper (/ipt/rtf.do?r=<shortname>) and, in its versions table, earlier published
versions (&v=<n>) with their own archive and metadata downloads.  Every artifact URI
carries the resource's short name in its query; the chrome does not.  The seed's GBIF row:
**sig_uri** (significant string from the URI).  Earlier versions are the same dataset
(same short name and DOI, superseded releases), so they are in the artifact.

Not in it: the IPT home and about pages, RSS, the inventory API, login, the dataset's page
on the central GBIF portal (another portal), and a sibling resource whose short name
merely extends this one's (sorrel_herbarium_types vs sorrel_herbarium: `others`).
"""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case

from ._skin import Skin, a, blob, export, share, ul

SHELL = """<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}
<link rel="stylesheet" href="/ipt/styles/bootstrap/bootstrap.min.css"><link rel="stylesheet" href="/ipt/styles/main.css">
<script src="/ipt/js/jquery/jquery-3.7.0.min.js"></script></head>
<body class="bg-body"><header><nav id="topnav" class="navbar navbar-expand-xl navbar-dark fixed-top bg-dark" role="navigation">
<div class="container-fluid"><a href="/ipt/" rel="home" class="navbar-brand"><img src="/ipt/images/GBIF-2015-mark.svg" alt="{name}"></a>
<ul class="navbar-nav">{nav}</ul><ul class="navbar-nav ms-auto"><li class="nav-item"><a href="/ipt/login.do" class="nav-link">Login</a></li>
<li><a href="{search}" class="nav-link">Search</a></li></ul></div></nav></header>
<main class="container-fluid"><div class="container my-3 p-3 bg-body rounded shadow-sm">{main}</div></main>
<footer class="footer bg-light"><div class="container"><p>{name} · Powered by the
<a href="http://www.gbif.test/ipt">GBIF Integrated Publishing Toolkit</a> 3.0.4</p><p>{footer}</p></div></footer>
<script src="/ipt/js/global.js"></script></body></html>
"""
ASSETS = [
    "/ipt/styles/bootstrap/bootstrap.min.css",
    "/ipt/styles/main.css",
    "/ipt/js/jquery/jquery-3.7.0.min.js",
    "/ipt/js/global.js",
    "/ipt/images/GBIF-2015-mark.svg",
]
# host: (installation name, {shortname: (title, current version, earlier versions, sibling)})
HOSTS = {
    "biodata.sorrel-museum.hx5.example": (
        "Sorrel Museum IPT",
        {
            "sorrel_herbarium": (
                "Sorrel Museum Herbarium: vascular plant specimens",
                "1.4",
                ["1.3"],
                "sorrel_herbarium_types",
            ),
            "sorrel_herbarium_types": ("Sorrel Museum Herbarium: type specimens", "1.0", [], None),
        },
    ),
    "collections.ferncliff-trust.hx5.example": (
        "Ferncliff Trust Biodiversity Data",
        {
            "fct_moth_traps": (
                "Ferncliff light-trap moth records 2010-2023",
                "2.0",
                ["1.1", "1.0"],
                None,
            )
        },
    ),
}


def _members(host: str, r: str) -> list[str]:
    _t, _cur, older, _sib = HOSTS[host][1][r]
    out = [
        f"/ipt/resource?r={r}",
        f"/ipt/archive.do?r={r}",
        f"/ipt/eml.do?r={r}",
        f"/ipt/rtf.do?r={r}",
    ]
    for v in older:
        out += [
            f"/ipt/resource?r={r}&v={v}",
            f"/ipt/archive.do?r={r}&v={v}",
            f"/ipt/eml.do?r={r}&v={v}",
        ]
    return [f"http://{host}{p}" for p in out]


def _resource_page(
    skin: Skin, r: str, title: str, cur: str, older: list[str], sib: str | None, v: str | None
) -> str:
    q = f"r={r}" + (f"&v={v}" if v else "")
    shown = v or cur
    versions = "".join(
        f"<tr><td>{a(f'/ipt/resource?r={r}&v={x}', x)}</td><td>2022-0{i + 1}-15</td></tr>"
        for i, x in enumerate(older)
    )
    sib_html = (
        f"<p>See also the {a(f'/ipt/resource?r={sib}', 'type specimen dataset')}.</p>"
        if sib and not v
        else ""
    )
    rtf = (
        ""
        if v
        else f"<tr><th>Metadata as RTF</th><td>{a(f'/ipt/rtf.do?{q}', 'download', class_='rtf')}</td></tr>"
    )
    return f"""<div class="container-fluid bg-body border-bottom"><div class="text-center"><h5 class="pt-2 text-gbif-header fs-2 fw-400">
<span property="dc:title">{escape(title)}</span></h5><div class="text-smaller">Version {shown} published by {escape(skin.name)}</div></div></div>
<div class="mt-3"><span class="anchor anchor-home-resource-page" id="anchor-downloads"></span><h4>Data Records</h4>
<table class="downloads text-smaller table table-sm table-borderless">
<tr><th>Darwin Core Archive</th><td>{a(f"/ipt/archive.do?{q}", "download", class_="dwca")} 48 MB (zip)</td></tr>
<tr><th>Metadata as EML</th><td>{a(f"/ipt/eml.do?{q}", "download", class_="eml")}</td></tr>{rtf}</table>
<h4>Versions</h4><table class="table table-sm"><tr><th>Version</th><th>Published on</th></tr>
<tr><td>{a(f"/ipt/resource?r={r}", cur)} (latest)</td><td>2024-02-01</td></tr>{versions}</table>
<h4>Description</h4><p>Specimen records digitised 2018-2024.</p>{sib_html}
<p>Registered in GBIF: {a(f"http://www.gbif.test/dataset/{r}-7c1e", "view on GBIF.org")}</p>
<p>Licence: {a("http://creativecommons.test/publicdomain/zero/1.0/legalcode", "CC0 1.0")}</p>{share(skin.url(f"/ipt/resource?{q}"))}</div>"""


def _site(host: str):
    name, resources = HOSTS[host]
    listing = ul([(f"/ipt/resource?r={r}", t[0]) for r, t in resources.items()], "resources")
    skin = Skin(
        host=host,
        name=name,
        shell=SHELL,
        title_fmt="{n} - {t}",
        home_title=name,
        head='<meta name="description" content="IPT">',
        nav=[
            ("/ipt/", "Home"),
            ("/ipt/about.do", "About"),
            ("/ipt/rss.do", "RSS"),
            ("/ipt/inventory/dataset", "Inventory"),
            ("/ipt/manage/", "Manage Resources"),
        ],
        footer=[("/ipt/about.do#privacy", "Privacy"), ("http://www.gbif.test/terms", "GBIF terms")],
        assets=ASSETS,
        search="/ipt/",
        home_main=f"<h1>{escape(name)}</h1><h2>Public resources</h2>{listing}",
    )
    pages: dict = {"/ipt/": skin.page("Home", f"<h1>{escape(name)}</h1>{listing}")}
    for r, (title, cur, older, sib) in resources.items():
        pages[f"/ipt/resource?r={r}"] = skin.page(
            title, _resource_page(skin, r, title, cur, older, sib, None)
        )
        pages[f"/ipt/archive.do?r={r}"] = blob("zip", r)
        pages[f"/ipt/eml.do?r={r}"] = export("eml", title, r)
        pages[f"/ipt/rtf.do?r={r}"] = blob("rtf", r)
        for v in older:
            page = _resource_page(skin, r, title, cur, older, sib, v)
            pages[f"/ipt/resource?r={r}&v={v}"] = skin.page(f"{title} (version {v})", page)
            pages[f"/ipt/archive.do?r={r}&v={v}"] = blob("zip", f"{r}-{v}")
            pages[f"/ipt/eml.do?r={r}&v={v}"] = export("eml", title, f"{r}-{v}")
    pages["/ipt/rss.do"] = blob("xml", "rss")
    pages["/ipt/inventory/dataset"] = blob("json", "inventory")
    for p in ("/ipt/about.do", "/ipt/manage/", "/ipt/login.do"):
        pages[p] = skin.page(p.split("/")[-1] or "Manage", f"<h1>{escape(p)}</h1>")
    return [skin.site(pages)]


def _case(case_name: str, host: str, r: str) -> Case:
    sib = HOSTS[host][1][r][3]
    return Case(
        name=case_name,
        imitates="GBIF IPT (self-hosted)",
        artifact_class="multi-hop",
        expected="sig_uri",
        entry=f"http://{host}/ipt/resource?r={r}",
        truth=frozenset(_members(host, r)),
        build=lambda: _site(host),
        others=frozenset({f"http://{host}/ipt/resource?r={sib}"} if sib else ()),
    )


CASES: list[Case] = [
    _case("hx5_ipt_herbarium", "biodata.sorrel-museum.hx5.example", "sorrel_herbarium"),
    _case("hx5_ipt_moths", "collections.ferncliff-trust.hx5.example", "fct_moth_traps"),
]
