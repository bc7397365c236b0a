"""A self-hosted InvenioRDM (Zenodo's software) under an unfamiliar host name.

At "Brackwater Vault", a record's landing page /records/<id> links its files
(/records/<id>/files/<name>?download=1), their previews (/records/<id>/preview/<name>), the
all-files archive (/api/records/<id>/files-archive), the record's API document
(/api/records/<id>) and its exports (/records/<id>/export/<fmt>).  Every member is one hop
from the landing page and nothing else links them, so the seed's Zenodo row applies:
**single_page_plus_ignored**.  Truth: the landing page and those members.  Not in the
artifact: the other version (a separate record with its own DOI: `others`), the community,
author and keyword searches, the DOI resolver link, the licence.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from sites.portals._portal import Case

from ._skin import Skin, a, blob, export, share, ul

RDM = "vault.brackwater-uni.hx5.example"
RDM_SHELL = """<!DOCTYPE html>
<html lang="{lang}" dir="ltr"><head><meta charset="utf-8"><title>{title}</title>{head}</head>
<body data-invenio-config='{{"isMathJaxEnabled": false}}' itemscope itemtype="http://schema.org/WebPage">
<div><header class="theme header"><div class="outer-navbar"><div class="ui container invenio-header-container">
<nav id="invenio-nav" class="ui inverted menu borderless"><div class="item logo"><a class="logo-link" href="/">
<img class="ui image rdm-logo" src="/static/images/invenio-rdm-white.svg" alt="{name}"></a></div>
<form class="ui form" action="{search}" role="search"><div class="ui icon input"><input name="q" placeholder="Search records..."></div></form>
<div id="invenio-menu" class="ui fluid menu">{nav}</div>
<div class="right menu item"><a class="ui button auto-width" href="/login/?next=%2F">Log in</a>
<a class="ui button signup" href="/signup/">Sign up</a></div></nav></div></div></header>
<main id="main">{main}</main>
<footer id="rdm-footer-element"><div class="footer-top"><div class="ui container app-rdm-footer">{footer}</div></div>
<div class="footer-bottom"><p>Powered by InvenioRDM</p></div></footer></div>
<script src="/static/dist/js/manifest.8a3e1b.js"></script><script src="/static/dist/js/invenio-app-rdm-landing-page.c01f5e.js"></script>
</body></html>
"""


def _rdm_skin(home_main: str) -> Skin:
    return Skin(
        host=RDM,
        name="Brackwater Vault",
        shell=RDM_SHELL,
        head=(
            '<meta name="generator" content="InvenioRDM 12.0">'
            '<meta property="og:site_name" content="Brackwater Vault">'
            '<link rel="stylesheet" href="/static/dist/css/theme.5b1d9e.css">'
        ),
        nav=[
            ("/communities", "Communities"),
            ("/uploads", "My dashboard"),
            ("/help/search", "Search guide"),
        ],
        footer=[
            ("/about", "About"),
            ("/policies", "Policies"),
            ("/help/terms", "Terms of use"),
            ("/help/privacy", "Privacy"),
            ("/api/docs", "Developers"),
            ("http://status.brackwater-uni.test/", "Status"),
        ],
        assets=[
            "/static/dist/css/theme.5b1d9e.css",
            "/static/dist/js/manifest.8a3e1b.js",
            "/static/dist/js/invenio-app-rdm-landing-page.c01f5e.js",
            "/static/images/invenio-rdm-white.svg",
        ],
        home_main=home_main,
        home_title="Brackwater Vault",
    )


RDM_RECORDS = {
    # id: (title, files, old version id, community, creator, keywords, preview-able files)
    "x7k2m-4qd81": (
        "Groundwater level loggers, Brackwater estuary, 2019-2022",
        ["logger_levels.csv", "README.md"],
        "p0w3r-9zz12",
        "coastal-hydrology",
        "Ndlovu, Thandeka",
        ["groundwater", "estuary"],
        ["logger_levels.csv", "README.md"],
    ),
    "bq4ts-70m2c": (
        "saltwedge: a Python package for salt-wedge intrusion modelling (v1.4.0)",
        ["saltwedge-1.4.0.zip"],
        "bq1aa-51p0d",
        "research-software",
        "Okafor, Emeka",
        ["software", "hydrodynamics"],
        ["saltwedge-1.4.0.zip"],
    ),
}
RDM_EXPORTS = ("json", "datacite-xml", "dublincore", "bibtex", "csl")


def _rdm_members(rid: str) -> list[str]:
    title, files, _old, _c, _cr, _kw, previews = RDM_RECORDS[rid]
    base = f"/records/{rid}"
    out = [base, f"/api/records/{rid}", f"/api/records/{rid}/files-archive"]
    out += [f"{base}/files/{f}?download=1" for f in files]
    out += [f"{base}/preview/{f}" for f in previews]
    out += [f"{base}/export/{x}" for x in RDM_EXPORTS]
    return out


def _rdm_landing(skin: Skin, rid: str) -> str:
    title, files, old, comm, creator, kws, previews = RDM_RECORDS[rid]
    base = f"/records/{rid}"
    rows = "".join(
        f"<tr><td>{a(f'{base}/files/{f}?download=1', f)}</td><td>12.4 kB</td>"
        f"<td>{a(f'{base}/preview/{f}', 'Preview', class_='ui compact mini button preview-link') if f in previews else ''}"
        f"{a(f'{base}/files/{f}?download=1', 'Download', class_='ui compact mini button')}</td></tr>"
        for f in files
    )
    exports = "".join(f"<option>{x}</option>" for x in RDM_EXPORTS)
    export_links = " ".join(a(f"{base}/export/{x}", x.upper()) for x in RDM_EXPORTS)
    return f"""<div class="ui container"><div class="ui relaxed grid"><article class="eleven wide column">
<section id="record-info"><span class="ui label">Published April 3, 2024</span> <span class="ui label">Version v2</span>
<span class="ui label access-status open">Open</span></section>
<h1 id="record-title" class="wrap-overflowing-text">{escape(title)}</h1>
<section id="creatibutors">{a("/search?q=metadata.creators.person_or_org.name:" + quote(f'"{creator}"'), creator, class_="ui creatibutor-link")}
<span class="affiliation">Brackwater University</span></section>
<section id="description"><h2 class="hidden">Description</h2><p>Data and code deposited by the Estuarine Processes group.</p></section>
<section id="record-files" class="rdm-tab-container"><h2>Files</h2>
<div class="ui accordion panel"><table class="ui striped table files">{rows}</table>
{a(f"/api/records/{rid}/files-archive", "Download all", class_="ui compact mini button archive-link")}</div></section>
<section id="keywords"><h2>Keywords and subjects</h2>
{" ".join(a(f"/search?q=metadata.subjects.subject:{k}", k, class_="subject") for k in kws)}</section>
</article><aside class="sidebar-container five wide column">
<div class="sidebar-container"><h2>Versions</h2><div id="record-versions">
<div class="ui item"><b>Version v2</b> (this version)</div><div class="ui item">{a(f"/records/{old}", "Version v1")}</div>
{a(f"/search?q=parent.id:{rid[:5]}&f=allversions:true", "View all 2 versions")}</div></div>
<div class="sidebar-container"><h2>Communities</h2>{a(f"/communities/{comm}", comm.replace("-", " ").title())}</div>
<div class="sidebar-container"><h2>Identifiers</h2>DOI {a(f"http://doi.test/10.80001/vault.{rid}", f"10.80001/vault.{rid}")}</div>
<div class="sidebar-container" id="export-record"><h2>Export</h2><select id="recordExportDropdown">{exports}</select>
<p class="export-links">{export_links} {a(f"/api/records/{rid}", "JSON (API)")}</p></div>
<div class="sidebar-container"><h2>Details</h2><p>Resource type: Dataset. Licence: {a("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0")}</p></div>
<div class="sidebar-container"><h2>Share</h2>{share(skin.url(base))}</div></aside></div></div>"""


def _rdm_site():
    recent = ul([(f"/records/{r}", RDM_RECORDS[r][0]) for r in RDM_RECORDS], "recent-uploads")
    skin = _rdm_skin(
        f"<h1>Brackwater Vault</h1><h2>Recent uploads</h2>{recent}"
        + '<p><a href="/records/zz9c2-0aa01">Tidal gauge metadata, 2017</a></p>'
    )
    pages: dict = {}
    for rid, (title, files, old, comm, *_rest) in RDM_RECORDS.items():
        base = f"/records/{rid}"
        pages[base] = skin.page(title, _rdm_landing(skin, rid))
        pages[f"/api/records/{rid}"] = export("json", title, rid)
        pages[f"/api/records/{rid}/files-archive"] = blob("zip", title)
        for f in files:
            pages[f"{base}/files/{f}?download=1"] = blob(
                f.rsplit(".", 1)[-1] if not f.endswith(".md") else "txt", f
            )
            pages[f"{base}/preview/{f}"] = (
                f"<!DOCTYPE html><html><head><title>Preview</title>"
                f'<link rel="stylesheet" href="/static/dist/css/theme.5b1d9e.css"></head>'
                f'<body><div class="previewer"><pre>{escape(f)}: first 20 lines</pre></div></body></html>'
            )
        for x in RDM_EXPORTS:
            pages[f"{base}/export/{x}"] = export(x, title, rid)
        pages[f"/records/{old}"] = skin.page(
            title.replace("2022", "2021").replace("1.4.0", "1.3.2"),
            "<h1>Previous version</h1>" + a(base, "Newer version available"),
        )
        pages[f"/communities/{comm}"] = skin.page(comm, f"<h1>{comm}</h1>" + ul([(base, title)]))
    pages["/records/zz9c2-0aa01"] = skin.page(
        "Tidal gauge metadata, 2017", "<h1>Tidal gauge metadata, 2017</h1>"
    )
    for p in (
        "/communities",
        "/uploads",
        "/help/search",
        "/about",
        "/policies",
        "/help/terms",
        "/help/privacy",
        "/api/docs",
        "/search",
        "/login/",
        "/signup/",
    ):
        pages[p] = skin.page(p.strip("/").title() or "Page", f"<h1>{escape(p)}</h1>")
    return [skin.site(pages)]


def _rdm_case(name: str, rid: str) -> Case:
    title, _f, old, *_ = RDM_RECORDS[rid]
    return Case(
        name=name,
        imitates="InvenioRDM (self-hosted)",
        artifact_class="single hop",
        expected="single_page_plus_ignored",
        entry=f"http://{RDM}/records/{rid}",
        truth=frozenset(f"http://{RDM}{p}" for p in _rdm_members(rid)),
        build=_rdm_site,
        others=frozenset({f"http://{RDM}/records/{old}"}),
    )


CASES: list[Case] = [
    _rdm_case("hx5_rdm_groundwater", "x7k2m-4qd81"),
    _rdm_case("hx5_rdm_software", "bq4ts-70m2c"),
]
