"""Institutional repositories of the Zenodo/Figshare kind: InvenioRDM, DSpace 6 and 7,
EPrints 3.3 and 3.4, and an institutional Figshare.

Expected heuristic: the seed's table gives Zenodo and Figshare "Single Hop — Single Page+
with Ignores": a landing page, its files and its bibliographic metadata, all one hop from
the landing page, among menu, search, login and footer links that the ignored-URI list (the
404 page's and the homepage's links) removes.  DSpace and EPrints item pages are the same
artifact class on other software (a landing page linking its bitstreams/documents and its
metadata exports), so they get the same heuristic.

Truth, per the seed's definition ("the landing page, dataset, and bibliographic metadata
are all objects making up this artifact"):

* the landing page (after a DOI/handle redirect, the page it lands on);
* every file of the record as the portal links it for download (also "download all"
  archives), and per-file preview pages, which render the record's own files;
* metadata about this record only: export formats, the JSON API record, the "full item
  record" view, the record's own usage-statistics page (the seed counts GitHub's
  graphs/contributors, a view about the artifact, as an artifact URI);
* an older version that lives under the same identifier (Figshare's ``/<id>/1``) is the
  same artifact's history; a version with its own record id and DOI (InvenioRDM) is
  another artifact and goes to `others`, as do communities and collections.

Not the artifact: menus, search and browse listings (subjects, authors), login and edit
screens, "request a copy" forms, licences, ORCID profiles, sharing and reference-manager
services, schema namespaces in ``<link>`` elements, and embedded thumbnails/CSS/JS.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import (
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


def _share(url: str) -> str:
    from urllib.parse import quote

    u = quote(url, safe="")
    return (
        '<div class="share">'
        + a(f"https://twitter.com/intent/tweet?url={u}", "Share on X")
        + " "
        + a(f"https://www.linkedin.com/sharing/share-offsite/?url={u}", "LinkedIn")
        + " "
        + a(f"https://www.mendeley.com/import/?url={u}", "Save to Mendeley")
        + "</div>"
    )


# --------------------------------------------------------------------------- InvenioRDM

INV = "data.osterlund-univ.hx8.example"
INV_DOI = "doi.pidhub-nordvik.hx8.example"


def _inv_render(title: str, main: str, head: str) -> str:
    t = f"{title} | Osterlund Research Data" if title else "Osterlund Research Data"
    return f"""<!DOCTYPE html>
<html lang="en" dir="ltr"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="InvenioRDM 12.0">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/static/dist/css/3526.c7b1d8f6.css">
<link rel="shortcut icon" href="/static/images/favicon.ico">
<script src="/static/dist/js/manifest.4e2a9b31.js"></script>
<script src="/static/dist/js/invenio_app_rdm_records.1f0c2d.js" defer></script>{head}
</head><body>
<header class="theme header"><div class="outer-navbar">
<a class="logo-link" href="/"><img src="/static/images/osterlund-logo.png" alt="Osterlund Research Data"></a>
<form id="header-search-bar" action="/search" role="search"><input name="q" placeholder="Search records...">
<button type="submit">Search</button></form>
<nav><a href="/communities">Communities</a> <a href="/me/uploads">My dashboard</a>
<a href="/uploads/new">New upload</a> <a href="/login/?next=%2F">Log in</a>
<a href="/signup/">Sign up</a></nav></div></header>
<main id="main">{main}</main>
<footer id="rdm-footer-element"><div class="ui container">
<a href="/help/search">Search guide</a> · <a href="/help/statistics">Statistics</a> ·
<a href="https://inveniordm.docs.cern.ch/">Documentation</a> · <a href="/policies">Policies</a> ·
<a href="/privacy-policy">Privacy</a> · <a href="/contact">Contact</a> ·
<a href="http://www.osterlund-univ.hx8.example/library/">University Library</a></div>
<p>Powered by <a href="https://inveniosoftware.org">InvenioRDM</a></p></footer>
</body></html>
"""


def _inv_record(
    rid: str,
    title: str,
    creators: list[tuple[str, str]],
    files: list[tuple[str, str, bool]],
    versions: list[tuple[str, str]],
    community: tuple[str, str],
    extra: str = "",
) -> tuple[str, list[str]]:
    """(landing html, artifact paths besides the landing)."""
    base = f"/records/{rid}"
    truth = [f"/api/records/{rid}"]
    rows = []
    for name, size, previewable in files:
        dl = f"{base}/files/{name}?download=1"
        truth.append(dl)
        pv = ""
        if previewable:
            truth.append(f"{base}/preview/{name}")
            pv = a(
                f"{base}/preview/{name}", "Preview", 'class="ui compact mini button preview-link"'
            )
        btn = a(dl, "Download", 'class="ui compact mini button"')
        digest = zlib.crc32(name.encode())
        rows.append(
            f'<tr><td><a href="{escape(dl)}">{escape(name)}</a><br><small>md5:{digest:08x}</small></td>'
            f"<td>{size}</td><td>{pv} {btn}</td></tr>"
        )
    truth.append(f"{base}/files-archive")
    exports = [
        ("json", "JSON"),
        ("bibtex", "BibTeX"),
        ("datacite-xml", "DataCite XML"),
        ("dublincore", "Dublin Core XML"),
    ]
    truth += [f"{base}/export/{f}" for f, _ in exports]
    who = ", ".join(
        f'<span class="creatibutor-name">{escape(n)}</span> '
        + a(f"https://orcid.org/{o}", "ORCID", 'class="no-text-decoration"')
        for n, o in creators
    )
    vers = "".join(
        f'<div class="item {"version active" if v == rid else "version"}">'
        + (f"<b>{escape(label)}</b>" if v == rid else a(f"/records/{v}", label))
        + "</div>"
        for v, label in versions
    )
    main = f"""<div class="ui container"><div class="ui grid">
<section id="record-info" class="eleven wide column">
<div class="record-badges"><span class="ui label">Dataset</span> <span class="ui label">Open</span></div>
<h1 id="record-title">{escape(title)}</h1>
<section id="creatibutors">{who}</section>
<section id="description"><p>{escape(title)}. Measurements and documentation deposited by the
Department of Marine Sciences.</p>{extra}</section>
<section id="record-files" class="rdm-tab-container">
<h2>Files</h2><p>{a(base + "/files-archive", "Download all", 'class="ui compact mini button archive-link"')}</p>
<table class="ui striped table files"><thead><tr><th>Name</th><th>Size</th><th></th></tr></thead>
<tbody>{"".join(rows)}</tbody></table></section>
<section id="additional-details"><h2>Additional details</h2>
<dl><dt>Subjects</dt><dd>{a("/search?q=subjects.subject:%22Marine%20geochemistry%22", "Marine geochemistry")}</dd>
<dt>Funding</dt><dd>{a("https://www.vetenskapsradet.se/", "Swedish Research Council")} 2018-04712</dd></dl></section>
</section>
<aside class="four wide column">
<div class="sidebar-container"><h2>Versions</h2><div class="ui divided list">{vers}</div>
<p>{a("/search?q=parent.id:" + rid[:5] + "&f=allversions:true", "View all versions")}</p></div>
<div class="sidebar-container"><h2>Communities</h2>{a("/communities/" + community[0], community[1])}</div>
<div class="sidebar-container"><h2>Identifier</h2>{a(f"http://{INV_DOI}/10.83412/osterlund.{rid}", "10.83412/osterlund." + rid, 'class="doi"')}</div>
<div class="sidebar-container"><h2>Rights</h2>{a("https://creativecommons.org/licenses/by/4.0/legalcode", "Creative Commons Attribution 4.0 International")}</div>
<div class="sidebar-container" id="export-record"><h2>Export</h2>{ul([(f"{base}/export/{f}", t) for f, t in exports])}</div>
{_share(f"http://{INV}{base}")}
</aside></div></div>"""
    head = (
        f'<meta name="citation_title" content="{escape(title)}">'
        f'<link rel="alternate" type="application/json" href="/api/records/{rid}">'
    )
    return _inv_render(title, main, head), truth


def _inv_pages() -> tuple[dict[str, PageValue], dict[str, list[str]]]:
    pages: dict[str, PageValue] = {}
    truths: dict[str, list[str]] = {}
    t1 = "Porewater chemistry of Baltic Sea sediment cores, 2019-2021"
    html, truth = _inv_record(
        "7h3jk-9xq21",
        t1,
        [("Aaltonen, Vilja", "0000-0002-1825-0097"), ("Brekke, Oskar", "0000-0001-5109-3700")],
        [
            ("cores_2019.csv", "48.2 kB", True),
            ("cores_2021.csv", "51.9 kB", True),
            ("README.md", "3.1 kB", True),
        ],
        [("7h3jk-9xq21", "Version v2"), ("2mw8p-0tz55", "Version v1")],
        ("baltic-sediments", "Baltic Sediment Observatory"),
    )
    pages["/records/7h3jk-9xq21"] = html
    truths["7h3jk-9xq21"] = truth
    t0 = "Porewater chemistry of Baltic Sea sediment cores, 2019"
    html0, _ = _inv_record(
        "2mw8p-0tz55",
        t0,
        [("Aaltonen, Vilja", "0000-0002-1825-0097")],
        [("cores_2019.csv", "48.2 kB", True)],
        [("7h3jk-9xq21", "Version v2"), ("2mw8p-0tz55", "Version v1")],
        ("baltic-sediments", "Baltic Sediment Observatory"),
    )
    pages["/records/2mw8p-0tz55"] = html0
    t2 = "coreflux: a Python toolkit for porewater flux modelling (v1.4.0)"
    html2, truth2 = _inv_record(
        "4kq7m-2ab91",
        t2,
        [("Brekke, Oskar", "0000-0001-5109-3700")],
        [("coreflux-1.4.0.zip", "212.0 kB", False), ("coreflux-manual.pdf", "88.4 kB", True)],
        [("4kq7m-2ab91", "Version v1.4.0")],
        ("marine-software", "Marine Sciences Software"),
        extra="<p>Is supplement to "
        + a(
            "http://git.osterlund-univ.hx8.example/marine/coreflux",
            "the coreflux source repository",
        )
        + ".</p>",
    )
    pages["/records/4kq7m-2ab91"] = html2
    truths["4kq7m-2ab91"] = truth2
    r = "/records/7h3jk-9xq21"
    pages.update(
        {
            f"{r}/files/cores_2019.csv?download=1": csv_file("core_id,depth_cm,sulfate_mM", 40, 3),
            f"{r}/files/cores_2021.csv?download=1": csv_file("core_id,depth_cm,sulfate_mM", 44, 5),
            f"{r}/files/README.md?download=1": text_file(
                f"# {t1}\n\nColumns: core_id, depth_cm, sulfate_mM.\n", "text/markdown"
            ),
            f"{r}/files-archive": zip_file(
                {
                    "cores_2019.csv": "core_id\n1\n",
                    "cores_2021.csv": "core_id\n2\n",
                    "README.md": t1,
                }
            ),
            "/api/records/7h3jk-9xq21": json_file(
                {
                    "id": "7h3jk-9xq21",
                    "metadata": {"title": t1},
                    "links": {"self_html": f"http://{INV}{r}"},
                }
            ),
            f"{r}/export/json": json_file({"id": "7h3jk-9xq21", "metadata": {"title": t1}}),
            f"{r}/export/bibtex": text_file(
                f"@dataset{{aaltonen_2022,\n  title = {{{t1}}},\n  year = 2022\n}}\n"
            ),
            f"{r}/export/datacite-xml": text_file(
                f"<resource><titles><title>{t1}</title></titles></resource>", "application/xml"
            ),
            f"{r}/export/dublincore": text_file(
                f"<oai_dc:dc><dc:title>{t1}</dc:title></oai_dc:dc>", "application/xml"
            ),
        }
    )
    for name in ("cores_2019.csv", "cores_2021.csv", "README.md"):
        pages[f"{r}/preview/{name}"] = _inv_render(
            name, f"<h1>{escape(name)}</h1><pre>core_id,depth_cm,sulfate_mM\n1,0,28.1</pre>", ""
        )
    r2 = "/records/4kq7m-2ab91"
    pages.update(
        {
            f"{r2}/files/coreflux-1.4.0.zip?download=1": zip_file(
                {"coreflux/__init__.py": "__version__ = '1.4.0'\n"}
            ),
            f"{r2}/files/coreflux-manual.pdf?download=1": pdf_file(t2, "User manual"),
            f"{r2}/preview/coreflux-manual.pdf": _inv_render(
                "coreflux-manual.pdf", "<h1>coreflux-manual.pdf</h1><p>PDF preview</p>", ""
            ),
            f"{r2}/files-archive": zip_file({"coreflux-1.4.0.zip": "", "coreflux-manual.pdf": ""}),
            "/api/records/4kq7m-2ab91": json_file({"id": "4kq7m-2ab91", "metadata": {"title": t2}}),
            f"{r2}/export/json": json_file({"id": "4kq7m-2ab91", "metadata": {"title": t2}}),
            f"{r2}/export/bibtex": text_file(f"@software{{brekke_2023,\n  title = {{{t2}}}\n}}\n"),
            f"{r2}/export/datacite-xml": text_file(
                f"<resource><titles><title>{t2}</title></titles></resource>", "application/xml"
            ),
            f"{r2}/export/dublincore": text_file(
                f"<oai_dc:dc><dc:title>{t2}</dc:title></oai_dc:dc>", "application/xml"
            ),
        }
    )
    pages["/communities/baltic-sediments"] = _inv_render(
        "Baltic Sediment Observatory",
        "<h1>Baltic Sediment Observatory</h1>"
        + ul([("/records/7h3jk-9xq21", t1), ("/records/2mw8p-0tz55", t0)]),
        "",
    )
    pages["/communities/marine-software"] = _inv_render(
        "Marine Sciences Software", "<h1>Marine Sciences Software</h1>" + ul([(r2, t2)]), ""
    )
    for p, t in (
        ("/communities", "Communities"),
        ("/search", "Search"),
        ("/policies", "Policies"),
        ("/privacy-policy", "Privacy policy"),
        ("/contact", "Contact"),
        ("/help/search", "Search guide"),
        ("/help/statistics", "Statistics"),
        ("/login/", "Log in"),
        ("/me/uploads", "My dashboard"),
        ("/uploads/new", "New upload"),
        ("/signup/", "Sign up"),
    ):
        pages[p] = _inv_render(t, f"<h1>{t}</h1>", "")
    return pages, truths


def _inv_build() -> list[Site]:
    pages, _ = _inv_pages()
    shell = Shell(
        INV,
        _inv_render,
        assets={
            "/static/dist/css/3526.c7b1d8f6.css": css(),
            "/static/dist/js/manifest.4e2a9b31.js": js(),
            "/static/dist/js/invenio_app_rdm_records.1f0c2d.js": js(),
            "/static/images/osterlund-logo.png": image_file(),
            "/static/images/favicon.ico": image_file(),
        },
        home="<h1>Osterlund Research Data</h1><p>Share and preserve research outputs.</p>"
        + ul(
            [("/records/7h3jk-9xq21", "Recent: Porewater chemistry of Baltic Sea sediment cores")]
        ),
    )
    doi = Site(INV_DOI)
    doi.add("/", "<!doctype html><title>PID resolver</title><h1>Nordvik PID hub</h1>")
    for rid in ("7h3jk-9xq21", "4kq7m-2ab91", "2mw8p-0tz55"):
        doi.add(f"/10.83412/osterlund.{rid}", Response.redirect(f"http://{INV}/records/{rid}", 302))
    return [shell.site(pages), doi]


def _inv_truth(rid: str) -> frozenset[str]:
    _, truths = _inv_pages()
    return frozenset([f"http://{INV}/records/{rid}", *(f"http://{INV}{p}" for p in truths[rid])])


# --------------------------------------------------------------------------- DSpace 6 (XMLUI)

DS6 = "bora.hafslo-uib.hx8.example"
H6 = "/handle/11250/2661234"


def _ds6_render(title: str, main: str, head: str) -> str:
    return f"""<!DOCTYPE html>
<html class="no-js" lang="en"><head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="Generator" content="DSpace 6.3">
<link rel="schema.DCTERMS" href="http://purl.org/dc/terms/">
<link rel="schema.DC" href="http://purl.org/dc/elements/1.1/">
<link rel="stylesheet" href="/themes/Mirage2/styles/main.css">
<link rel="shortcut icon" href="/themes/Mirage2/images/favicon.ico">
<link rel="search" type="application/opensearchdescription+xml" href="/open-search/description.xml" title="DSpace">
<script src="/themes/Mirage2/vendor/modernizr/modernizr.js"></script>
<title>{escape(title or "BORA - Hafslo Open Research Archive")}</title>{head}
</head><body>
<header><div class="navbar navbar-default navbar-static-top"><a class="navbar-brand" href="/">
<img src="/themes/Mirage2/images/bora-logo.png" alt="BORA"></a>
<ul class="nav navbar-nav"><li><a href="/login">Login</a></li><li><a href="/feedback">Send Feedback</a></li></ul></div></header>
<div class="trail-wrapper"><ul class="breadcrumb"><li><a href="/">BORA Home</a></li>
<li><a href="/handle/11250/224">Faculty of Mathematics and Natural Sciences</a></li>
<li><a href="/handle/11250/227">Department of Earth Science</a></li><li class="active">View Item</li></ul></div>
<div class="row"><div class="col-sm-9 main-content">{main}</div>
<div id="ds-options" class="col-sm-3 sidebar"><form action="/discover" method="get"><input name="query"><button>Go</button></form>
<h2 class="ds-option-set-head">Browse</h2>
<div class="list-group"><a class="list-group-item" href="/community-list">Communities &amp; Collections</a>
<a class="list-group-item" href="/browse?type=dateissued">By Issue Date</a>
<a class="list-group-item" href="/browse?type=author">Authors</a>
<a class="list-group-item" href="/browse?type=title">Titles</a>
<a class="list-group-item" href="/browse?type=subject">Subjects</a></div>
<h2 class="ds-option-set-head">My Account</h2><div class="list-group">
<a class="list-group-item" href="/login">Login</a><a class="list-group-item" href="/register">Register</a></div>
<h2 class="ds-option-set-head">Statistics</h2><div class="list-group">
<a class="list-group-item" href="/handle/11250/2661234/statistics">View Usage Statistics</a></div></div></div>
<footer><a href="http://www.hafslo-uib.hx8.example/en/library">University of Hafslo Library</a> |
<a href="/page/about">About BORA</a> | <a href="/page/privacy">Privacy</a> |
<a href="http://www.dspace.org/">DSpace software</a> copyright 2002-2016 <a href="http://www.duraspace.org/">DuraSpace</a></footer>
</body></html>
"""


def _ds6_build() -> list[Site]:
    title = (
        "Holocene glacier fluctuations in Jostedalen reconstructed from proglacial lake sediments"
    )
    bit = "/bitstream/handle/11250/2661234"
    main = f"""<div id="aspect_artifactbrowser_ItemViewer_div_item-view" class="ds-static-div primary">
<div class="item-summary-view-metadata"><h2 class="page-header first-page-header">{escape(title)}</h2>
<div class="row"><div class="col-sm-4">
<div class="thumbnail"><img src="{bit}/MasterThesis_Lindqvist.pdf.jpg?sequence=4&amp;isAllowed=y" alt="Thumbnail"></div>
<div class="item-page-field-wrapper table word-break"><h5>View/<wbr>Open</h5>
<div>{a(bit + "/MasterThesis_Lindqvist.pdf?sequence=1&isAllowed=y", "MasterThesis_Lindqvist.pdf (6.480Mb)")}</div>
<div>{a(bit + "/Appendix_core_logs.zip?sequence=2&isAllowed=y", "Appendix_core_logs.zip (1.210Mb)")}</div></div>
<div class="simple-item-view-date word-break item-page-field-wrapper table"><h5>Date</h5>2020-06-01</div>
<div class="simple-item-view-authors item-page-field-wrapper table"><h5>Author</h5>
<div>{a("/browse?type=author&value=Lindqvist%2C+Maja", "Lindqvist, Maja")}</div></div>
<div class="simple-item-view-show-full item-page-field-wrapper table"><h5>Metadata</h5>
{a(H6 + "?show=full", "Show full item record")}</div></div>
<div class="col-sm-8"><div class="simple-item-view-description item-page-field-wrapper table">
<h5>Abstract</h5><div>Lake sediments from three proglacial lakes record glacier variations through the Holocene.</div></div>
<div class="simple-item-view-uri item-page-field-wrapper table"><h5>URI</h5>
{a("https://hdl.handle.net/11250/2661234", "https://hdl.handle.net/11250/2661234")}</div>
<div class="simple-item-view-collections item-page-field-wrapper table"><h5>Collections</h5>
<ul class="ds-referenceSet-list"><li>{a("/handle/11250/227", "Department of Earth Science")} [1418]</li></ul></div>
</div></div></div>
<h5>Related items</h5><p>Showing items related by title, author, creator and subject.</p>
<ul class="ds-artifact-list"><li>{a("/handle/11250/2659876", "Late-glacial moraine chronology of inner Sogn")}</li>
<li>{a("/handle/11250/2612345", "Sediment yield from Nigardsbreen, 1968-2015")}</li></ul>
<p>{a("https://creativecommons.org/licenses/by-nc-nd/4.0/", "Attribution-NonCommercial-NoDerivatives 4.0 International")}</p>
</div>"""
    head = (
        f'<meta name="DC.title" content="{escape(title)}">'
        f'<meta name="citation_pdf_url" content="http://{DS6}{bit}/MasterThesis_Lindqvist.pdf?sequence=1&amp;isAllowed=y">'
    )
    full = (
        f"<h2>{escape(title)}</h2><table class='ds-includeSet-table detailtable'>"
        f"<tr><td>dc.contributor.author</td><td>Lindqvist, Maja</td></tr>"
        f"<tr><td>dc.title</td><td>{escape(title)}</td></tr>"
        f"<tr><td>dc.type</td><td>Master thesis</td></tr></table>"
        f"<p>{a(bit + '/MasterThesis_Lindqvist.pdf?sequence=1&isAllowed=y', 'MasterThesis_Lindqvist.pdf')}</p>"
        f"<p>{a(H6, 'Show simple item record')}</p>"
        f"<p>{a('/metadata/handle/11250/2661234/mets.xml', 'METS')}</p>"
    )
    pages = {
        H6: _ds6_render(title, main, head),
        H6 + "?show=full": _ds6_render(title, full, head),
        H6 + "/statistics": _ds6_render(
            "Statistics",
            f"<h2>Total visits</h2><table><tr><td>{escape(title)}</td><td>312</td></tr></table>",
            "",
        ),
        "/metadata/handle/11250/2661234/mets.xml": text_file(
            f"<mets><dmdSec><dim:field element='title'>{escape(title)}</dim:field></dmdSec></mets>",
            "text/xml",
        ),
        bit + "/MasterThesis_Lindqvist.pdf?sequence=1&isAllowed=y": pdf_file(
            title, "Master thesis in Quaternary geology"
        ),
        bit + "/Appendix_core_logs.zip?sequence=2&isAllowed=y": zip_file(
            {"core_logs/JOS-1.txt": "depth,lithology\n"}
        ),
        bit + "/MasterThesis_Lindqvist.pdf.jpg?sequence=4&isAllowed=y": image_file((200, 200, 200)),
        "/handle/11250/227": _ds6_render(
            "Department of Earth Science",
            "<h2>Department of Earth Science</h2>" + ul([(H6, title)]),
            "",
        ),
        "/handle/11250/224": _ds6_render(
            "Faculty of Mathematics and Natural Sciences", "<h2>Faculty</h2>", ""
        ),
        "/handle/11250/2659876": _ds6_render(
            "Late-glacial moraine chronology of inner Sogn",
            "<h2>Late-glacial moraine chronology of inner Sogn</h2>",
            "",
        ),
        "/handle/11250/2612345": _ds6_render(
            "Sediment yield from Nigardsbreen, 1968-2015",
            "<h2>Sediment yield from Nigardsbreen, 1968-2015</h2>",
            "",
        ),
        "/browse": _ds6_render("Browse", "<h2>Browsing BORA</h2>", ""),
        "/community-list": _ds6_render("Communities", "<h2>Communities in BORA</h2>", ""),
        "/login": _ds6_render("Login", "<h2>Log in</h2>", ""),
        "/open-search/description.xml": text_file(
            "<OpenSearchDescription><ShortName>BORA</ShortName></OpenSearchDescription>",
            "application/opensearchdescription+xml",
        ),
        "/register": _ds6_render("Register", "<h2>Register</h2>", ""),
        "/feedback": _ds6_render("Send Feedback", "<h2>Feedback</h2>", ""),
        "/page/about": _ds6_render("About BORA", "<h2>About BORA</h2>", ""),
        "/page/privacy": _ds6_render("Privacy", "<h2>Privacy</h2>", ""),
        "/themes/Mirage2/styles/main.css": css(),
        "/themes/Mirage2/vendor/modernizr/modernizr.js": js(),
        "/themes/Mirage2/images/bora-logo.png": image_file(),
        "/themes/Mirage2/images/favicon.ico": image_file(),
    }
    shell = Shell(
        DS6,
        _ds6_render,
        home="<h2>BORA - Hafslo Open Research Archive</h2>",
        not_found_title="Resource not found",
    )
    return [shell.site(pages)]


DS6_TRUTH = frozenset(
    f"http://{DS6}{p}"
    for p in (
        H6,
        H6 + "?show=full",
        H6 + "/statistics",
        "/metadata/handle/11250/2661234/mets.xml",
        "/bitstream/handle/11250/2661234/MasterThesis_Lindqvist.pdf?sequence=1&isAllowed=y",
        "/bitstream/handle/11250/2661234/Appendix_core_logs.zip?sequence=2&isAllowed=y",
    )
)


# --------------------------------------------------------------------------- DSpace 7 (Angular)

DS7 = "dspace.talvik-tech.hx8.example"
ITEM7 = "3f9b2c1e-8d4a-4e7b-9c21-5a0f6e7d1b42"
BS7 = ["a1c4e2f0-2b3d-4c5e-8f90-1a2b3c4d5e6f", "b7d8e9f0-3c4d-4e5f-9a0b-2c3d4e5f6a7b"]


def _ds7_render(title: str, main: str, head: str) -> str:
    return f"""<!DOCTYPE html><html lang="en" data-critters-container><head>
<meta charset="UTF-8"><base href="/"><title>{escape(title or "TalTech Digital Repository")}</title>
<meta name="Generator" content="DSpace 7.6.1">
<meta name="viewport" content="width=device-width,minimum-scale=1">
<link rel="icon" href="/assets/dspace/images/favicons/favicon.ico" sizes="any">
<link rel="stylesheet" href="/styles.3c8d1f2e90ab.css" media="print" onload="this.media='all'">{head}
</head><body><ds-app><ds-root><ds-themed-root>
<ds-header-navbar-wrapper><header id="main-site-header"><a class="navbar-brand" routerlink="/home" href="/home">
<img src="/assets/dspace/images/talvik-logo.svg" alt="Repository logo"></a>
<nav id="main-site-navigation"><a href="/community-list">Communities &amp; Collections</a>
<a href="/browse/dateissued">By Issue Date</a><a href="/browse/author">By Author</a><a href="/browse/title">By Title</a>
<a href="/statistics">Statistics</a></nav>
<ds-search-navbar><form action="/search"><input name="query"></form></ds-search-navbar>
<a href="/login">Log In</a></header></ds-header-navbar-wrapper>
<main class="main-content">{main}</main>
<ds-footer><footer><a href="/info/end-user-agreement">End User Agreement</a> <a href="/info/privacy">Privacy policy</a>
<a href="/info/feedback">Send Feedback</a> <a href="https://www.lyrasis.org/">Built with DSpace-CRIS / LYRASIS</a></footer></ds-footer>
</ds-themed-root></ds-root></ds-app>
<script src="/runtime.8d2a.js" type="module"></script><script src="/main.5e19b04c.js" type="module"></script>
</body></html>
"""


def _ds7_build() -> list[Site]:
    title = "Fatigue behaviour of friction-stir welded aluminium joints under variable amplitude loading"
    item = f"/items/{ITEM7}"
    main = f"""<ds-item-page><div class="container"><ds-item-type-badge><span class="badge">Doctoral thesis</span></ds-item-type-badge>
<h1 class="item-page-title-field">{escape(title)}</h1>
<div class="row"><div class="col-xs-12 col-md-4">
<ds-thumbnail><img class="thumbnail-content" src="/server/api/core/bitstreams/9e9e9e9e-0000-4000-8000-000000000001/content" alt="thumbnail"></ds-thumbnail>
<ds-item-page-file-section><h2 class="simple-view-element-header">Files</h2>
<div class="file-section"><ds-file-download-link>{a(f"/bitstreams/{BS7[0]}/download", "Raud_PhD_2023.pdf (4.61 MB)")}</ds-file-download-link></div>
<div class="file-section"><ds-file-download-link>{a(f"/bitstreams/{BS7[1]}/download", "Raud_PhD_2023_data.xlsx (822.5 KB)")}</ds-file-download-link></div>
</ds-item-page-file-section>
<ds-item-page-date-field><h2 class="simple-view-element-header">Date</h2>2023-11-17</ds-item-page-date-field>
<ds-metadata-representation-list><h2 class="simple-view-element-header">Authors</h2>
{a("/browse/author?value=Raud,%20Kristjan", "Raud, Kristjan")}</ds-metadata-representation-list></div>
<div class="col-xs-12 col-md-6"><ds-item-page-abstract-field><h2 class="simple-view-element-header">Abstract</h2>
<span>Variable amplitude fatigue tests of FSW joints.</span></ds-item-page-abstract-field>
<ds-item-page-uri-field><h2 class="simple-view-element-header">URI</h2>{a("https://hdl.handle.net/10062/94412", "https://hdl.handle.net/10062/94412")}</ds-item-page-uri-field>
<ds-item-page-collections><h2 class="simple-view-element-header">Collections</h2>
{a("/collections/5b6c7d8e-1f2a-4b3c-8d4e-6f7a8b9c0d1e", "Doctoral theses (School of Engineering)")}</ds-item-page-collections>
<div class="simple-view-link my-3">{a(item + "/full", "Full item page", 'class="btn btn-outline-primary"')}</div>
<div>{a(f"/statistics/items/{ITEM7}", "Item statistics")}</div>
</div></div></div></ds-item-page>"""
    full = (
        f"<h1>{escape(title)}</h1><table class='table table-responsive table-striped'>"
        f"<tr><td>dc.contributor.author</td><td>Raud, Kristjan</td></tr><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>"
        f"{a(f'/bitstreams/{BS7[0]}/download', 'Raud_PhD_2023.pdf')} {a(item, 'Simple item page')}"
    )
    pages = {
        "/handle/10062/94412": Response.redirect(item, 301),
        item: _ds7_render(title, main, f'<meta name="citation_title" content="{escape(title)}">'),
        item + "/full": _ds7_render(title, full, ""),
        f"/statistics/items/{ITEM7}": _ds7_render(
            "Statistics", f"<h1>Statistics for {escape(title)}</h1><p>Total visits 87</p>", ""
        ),
        f"/bitstreams/{BS7[0]}/download": pdf_file(title, "Doctoral thesis, School of Engineering"),
        f"/bitstreams/{BS7[1]}/download": Response.data(
            b"PK\x03\x04xlsx-placeholder-workbook",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
        "/server/api/core/bitstreams/9e9e9e9e-0000-4000-8000-000000000001/content": image_file(),
        "/collections/5b6c7d8e-1f2a-4b3c-8d4e-6f7a8b9c0d1e": _ds7_render(
            "Doctoral theses (School of Engineering)",
            "<h1>Doctoral theses</h1>" + ul([(item, title)]),
            "",
        ),
        "/home": _ds7_render(
            "TalTech Digital Repository", "<h1>TalTech Digital Repository</h1>", ""
        ),
        "/browse/author": _ds7_render("Browsing by Author", "<h1>Browsing by Author</h1>", ""),
        "/browse/title": _ds7_render("Browsing by Title", "<h1>Browsing by Title</h1>", ""),
        "/browse/dateissued": _ds7_render(
            "Browsing by Issue Date", "<h1>Browsing by Issue Date</h1>", ""
        ),
        "/statistics": _ds7_render("Statistics", "<h1>Repository statistics</h1>", ""),
        "/info/end-user-agreement": _ds7_render(
            "End User Agreement", "<h1>End User Agreement</h1>", ""
        ),
        "/info/privacy": _ds7_render("Privacy policy", "<h1>Privacy policy</h1>", ""),
        "/info/feedback": _ds7_render("Feedback", "<h1>Feedback</h1>", ""),
        "/community-list": _ds7_render(
            "Communities & Collections", "<h1>Communities &amp; Collections</h1>", ""
        ),
        "/login": _ds7_render("Log In", "<h1>Log In</h1>", ""),
        "/styles.3c8d1f2e90ab.css": css(),
        "/runtime.8d2a.js": js(),
        "/main.5e19b04c.js": js(),
        "/assets/dspace/images/talvik-logo.svg": Response.data(
            b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
        ),
        "/assets/dspace/images/favicons/favicon.ico": image_file(),
    }
    shell = Shell(DS7, _ds7_render, home="<h1>TalTech Digital Repository</h1>")
    return [shell.site(pages)]


DS7_TRUTH = frozenset(
    f"http://{DS7}{p}"
    for p in (
        f"/items/{ITEM7}",
        f"/items/{ITEM7}/full",
        f"/statistics/items/{ITEM7}",
        f"/bitstreams/{BS7[0]}/download",
        f"/bitstreams/{BS7[1]}/download",
    )
)


# --------------------------------------------------------------------------- EPrints 3.4 / 3.3

EP4 = "eprints.carrow-uni.hx8.example"
EP3 = "research.wendmoor-inst.hx8.example"


def _ep_render(repo: str, host: str, css_path: str) -> Callable[[str, str, str], str]:
    def render(title: str, main: str, head: str) -> str:
        t = f"{title} - {repo}" if title else repo
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head>
<meta http-equiv="X-UA-Compatible" content="IE=edge" />
<title>{escape(t)}</title>
<link rel="icon" href="/favicon.ico" type="image/x-icon" />
<link rel="Top" href="http://{host}/" />
<link rel="Sword" href="http://{host}/sword-app/servicedocument" />
<link rel="SwordDeposit" href="http://{host}/id/contents" />
<link rel="Search" type="text/html" href="http://{host}/cgi/search" />
<link rel="Search" type="application/opensearchdescription+xml" href="http://{host}/cgi/opensearchdescription" title="{escape(repo)}" />
<script type="text/javascript" src="/javascript/auto.js"></script>
<link rel="stylesheet" type="text/css" href="{css_path}" />
<meta name="generator" content="EPrints 3.4.5" />{head}
</head><body>
<div class="ep_tm_header ep_noprint"><div class="ep_tm_site_logo"><a href="http://{host}/" title="{escape(repo)}">
<img alt="{escape(repo)}" src="/images/sitelogo.png" /></a></div>
<ul class="ep_tm_menu"><li><a href="http://{host}">Home</a></li><li><a href="http://{host}/information.html">About</a></li>
<li><a href="http://{host}/view/">Browse</a></li><li><a href="http://{host}/policies.html">Policies</a></li></ul>
<table class="ep_tm_searchbar"><tr><td><ul class="ep_tm_key_tools"><li><a href="http://{host}/cgi/users/home">Login</a></li>
<li><a href="http://{host}/cgi/register">Create Account</a></li></ul></td>
<td><form method="get" action="http://{host}/cgi/search"><input class="ep_tm_searchbarbox" size="20" type="text" name="q" />
<input class="ep_tm_searchbarbutton" value="Search" type="submit" name="_action_search" /></form></td></tr></table></div>
<div id="main_content"><div class="ep_tm_page_content">{main}</div></div>
<div class="ep_tm_footer ep_noprint"><div class="ep_tm_eprints_logo"><a href="http://eprints.org/software/">
<img alt="EPrints Logo" src="/images/eprintslogo.png" /></a></div>
<div>{escape(repo)} is powered by <em><a href="http://eprints.org/software/">EPrints 3.4</a></em> which is developed by the
<a href="https://www.ecs.soton.ac.uk/">School of Electronics and Computer Science</a>.
<a href="http://{host}/contact.html">Contact us</a> | <a href="http://{host}/accessibility.html">Accessibility</a></div></div>
</body></html>
"""

    return render


def _ep_services(repo: str) -> dict[str, PageValue]:
    """EPrints' machine endpoints linked from every page head: OpenSearch and SWORD (which
    asks for credentials)."""
    auth = Response(
        401,
        [("WWW-Authenticate", f'Basic realm="{repo}"'), ("Content-Type", "text/plain")],
        b"Unauthorised\n",
    )
    return {
        "/cgi/opensearchdescription": text_file(
            f"<OpenSearchDescription><ShortName>{escape(repo)}</ShortName></OpenSearchDescription>",
            "application/opensearchdescription+xml",
        ),
        "/sword-app/servicedocument": auth,
        "/id/contents": auth,
    }


EXPORTS = [
    ("BibTeX", "bib", "text/plain"),
    ("RIS", "ris", "text/plain"),
    ("DC", "txt", "text/plain"),
    ("EndNote", "enw", "text/plain"),
    ("XML", "xml", "application/vnd.eprints.data+xml"),
]


def _ep_item(
    host: str,
    repo_id: str,
    eid: int,
    base: str,
    title: str,
    authors: list[tuple[str, str]],
    docs: list[tuple[int, str, str]],
    stats: bool,
) -> tuple[dict[str, PageValue], list[str], str, str]:
    """(pages besides landing, truth paths incl. landing, landing main, head)."""
    pages: dict[str, PageValue] = {}
    truth = [base]
    head_links = []
    for fmt, ext, ctype in EXPORTS:
        p = f"/cgi/export/eprint/{eid}/{fmt}/{repo_id}-eprint-{eid}.{ext}"
        truth.append(p)
        head_links.append(
            f'<link rel="alternate" href="http://{host}{p}" type="{ctype}; charset=utf-8" title="{fmt}" />'
        )
        pages[p] = text_file(f"{fmt} record {eid}: {title}\n", f"{ctype}; charset=utf-8")
    head = (
        f'<meta name="eprints.eprintid" content="{eid}" /><meta name="eprints.title" content="{escape(title)}" />'
        f'<link rel="canonical" href="http://{host}{base}" />' + "".join(head_links)
    )
    doc_rows = []
    for pos, fname, desc in docs:
        p = f"{base}{pos}/{fname}"
        truth.append(p)
        pages[p] = (
            pdf_file(title, desc)
            if fname.endswith(".pdf")
            else zip_file({"data/readme.txt": title})
        )
        thumb = f"{base}{pos}.haspreviewThumbnailVersion/{fname}"
        pages[thumb] = image_file((90, 90, 90))
        doc_rows.append(
            f'<tr><td valign="top" align="right"><a class="ep_document_link" href="http://{host}{p}">'
            f'<img class="ep_doc_icon" alt="[thumbnail of {escape(fname)}]" src="http://{host}{thumb}" border="0" /></a></td>'
            f'<td valign="top"><span class="ep_document_citation"><span class="document_format">{escape(desc)}</span><br />'
            f'<span class="document_filename">{escape(fname)}</span><br />Available under License '
            f'<a href="http://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution</a>.</span><br />'
            f'<a href="http://{host}{p}" class="ep_document_link">Download ({pos * 311 + 40}kB)</a></td></tr>'
        )
    auth = ", ".join(
        f'<span class="person"><a href="http://{host}/view/creators/{slug}.html">{escape(n)}</a></span>'
        for n, slug in authors
    )
    stat = ""
    if stats:
        sp = f"/cgi/stats/report/eprint/{eid}"
        truth.append(sp)
        pages[sp] = (
            f"<!DOCTYPE html><html><head><title>Statistics for {escape(title)}</title></head><body><h1>Downloads: {escape(title)}</h1><p>Downloads per month over past year: 41</p></body></html>"
        )
        stat = f'<h3>Downloads</h3><p>Downloads per month over past year</p><p><a href="http://{host}{sp}">View more statistics</a></p>'
    main = f"""<h1 class="ep_tm_pagetitle">{escape(title)}</h1>
<div class="ep_summary_content"><div class="ep_summary_content_main">
<p style="margin-bottom: 1em">{auth} (2021) <em>{escape(title)}.</em> Doctoral thesis.</p>
<table>{"".join(doc_rows)}</table>
<h2>Abstract</h2><p style="text-align: left; margin: 1em auto 0em auto">We study the problem stated in the title.</p>
<table style="margin-bottom: 1em; margin-top: 1em;" cellpadding="3">
<tr><th align="right">Item Type:</th><td>Thesis (Doctoral)</td></tr>
<tr><th align="right">Subjects:</th><td><a href="http://{host}/view/subjects/QA76.html">Q Science &gt; QA Mathematics &gt; QA76 Computer software</a></td></tr>
<tr><th align="right">Divisions:</th><td><a href="http://{host}/view/divisions/comp/">School of Computing</a></td></tr>
<tr><th align="right">ID Code:</th><td>{eid}</td></tr>
<tr><th align="right">URI:</th><td><a href="http://{host}{base}">http://{host}{base}</a></td></tr></table>
{stat}
<h3>Actions (login required)</h3><table class="ep_summary_page_actions"><tr><td>
<a href="http://{host}/cgi/users/home?screen=EPrint%3A%3AView&amp;eprintid={eid}"><img alt="View Item" src="/style/images/action_view.png" class="ep_form_action_icon" /></a></td>
<td>View Item</td></tr></table></div></div>"""
    return pages, truth, main, head


def _ep4_build() -> list[Site]:
    render = _ep_render("Carrow Research Online", EP4, "/style/auto.css")
    title = "Verified compilation of stream-processing pipelines for embedded sensors"
    pages, _truth, main, head = _ep_item(
        EP4,
        "carrow",
        4187,
        "/id/eprint/4187/",
        title,
        [("Haldane, Ruth", "Haldane=3ARuth=3A=3A"), ("Mbeki, Tomas", "Mbeki=3ATomas=3A=3A")],
        [
            (1, "Haldane_2021_thesis.pdf", "PDF - Accepted Version"),
            (7, "supplementary_proofs.zip", "Archive (ZIP) - Supplemental Material"),
        ],
        True,
    )
    pages["/id/eprint/4187/"] = render(title, main, head)
    pages["/4187/"] = Response.redirect(f"http://{EP4}/id/eprint/4187/", 301)
    other = "Type-directed testing of dataflow compilers"
    pages["/id/eprint/4102/"] = render(other, f"<h1>{other}</h1>", "")
    pages["/view/creators/Haldane=3ARuth=3A=3A.html"] = render(
        "Items where Author is Haldane, Ruth",
        "<h1>Haldane, Ruth</h1>" + ul([("/id/eprint/4187/", title), ("/id/eprint/4102/", other)]),
        "",
    )
    for p in (
        "/view/",
        "/view/subjects/QA76.html",
        "/view/divisions/comp/",
        "/information.html",
        "/policies.html",
        "/cgi/search",
        "/cgi/users/home",
        "/cgi/register",
        "/contact.html",
        "/accessibility.html",
    ):
        pages[p] = render(
            p.strip("/").split("/")[-1] or "Browse", "<h1>Carrow Research Online</h1>", ""
        )
    pages.update(
        {
            "/style/auto.css": css(),
            "/javascript/auto.js": js(),
            "/images/sitelogo.png": image_file(),
            "/images/eprintslogo.png": image_file(),
            "/favicon.ico": image_file(),
            "/style/images/action_view.png": image_file(),
        }
    )
    pages["/view/creators/Mbeki=3ATomas=3A=3A.html"] = render(
        "Items where Author is Mbeki, Tomas",
        "<h1>Mbeki, Tomas</h1>" + ul([("/id/eprint/4187/", title)]),
        "",
    )
    pages.update(_ep_services("Carrow Research Online"))
    shell = Shell(EP4, render, home="<h1>Welcome to Carrow Research Online</h1>")
    return [shell.site(pages)]


EP4_TRUTH = frozenset(
    [
        f"http://{EP4}/id/eprint/4187/",
        f"http://{EP4}/id/eprint/4187/1/Haldane_2021_thesis.pdf",
        f"http://{EP4}/id/eprint/4187/7/supplementary_proofs.zip",
        f"http://{EP4}/cgi/stats/report/eprint/4187",
    ]
    + [f"http://{EP4}/cgi/export/eprint/4187/{f}/carrow-eprint-4187.{e}" for f, e, _ in EXPORTS]
)


def _ep3_build() -> list[Site]:
    render = _ep_render("Wendmoor Institute Research Repository", EP3, "/style/auto-3.3.16.css")
    title = "Hydraulic conductivity of peat under drainage: field report, Wendmoor catchment"
    pages, _truth, main, head = _ep_item(
        EP3,
        "wendmoor",
        5821,
        "/5821/",
        title,
        [("Okafor, Ngozi", "Okafor=3ANgozi=3A=3A")],
        [
            (1, "WIR_5821_report.pdf", "PDF - Published Version"),
            (2, "WIR_5821_piezometer_data.zip", "Archive (ZIP) - Data"),
        ],
        False,
    )
    related = "<h3>Related items</h3>" + ul(
        [
            ("/5790/", "Peat subsidence monitoring 2015-2019"),
            ("/5803/", "Ditch blocking trial: interim report"),
        ]
    )
    pages["/5821/"] = render(
        title,
        main
        + related
        + '<p><a href="http://'
        + EP3
        + '/cgi/request_doc?docid=19044">Request a copy</a> of the restricted field notebook</p>',
        head,
    )
    pages["/5790/"] = render(
        "Peat subsidence monitoring 2015-2019", "<h1>Peat subsidence monitoring 2015-2019</h1>", ""
    )
    pages["/5803/"] = render(
        "Ditch blocking trial: interim report", "<h1>Ditch blocking trial: interim report</h1>", ""
    )
    for p in (
        "/view/",
        "/view/subjects/QA76.html",
        "/view/divisions/comp/",
        "/information.html",
        "/policies.html",
        "/cgi/search",
        "/cgi/users/home",
        "/cgi/register",
        "/contact.html",
        "/accessibility.html",
        "/cgi/request_doc",
        "/view/creators/Okafor=3ANgozi=3A=3A.html",
    ):
        pages[p] = render("Wendmoor", "<h1>Wendmoor Institute Research Repository</h1>", "")
    pages.update(
        {
            "/style/auto-3.3.16.css": css(),
            "/javascript/auto.js": js(),
            "/images/sitelogo.png": image_file(),
            "/images/eprintslogo.png": image_file(),
            "/favicon.ico": image_file(),
            "/style/images/action_view.png": image_file(),
        }
    )
    pages.update(_ep_services("Wendmoor Institute Research Repository"))
    shell = Shell(EP3, render, home="<h1>Wendmoor Institute Research Repository</h1>")
    return [shell.site(pages)]


EP3_TRUTH = frozenset(
    [
        f"http://{EP3}/5821/",
        f"http://{EP3}/5821/1/WIR_5821_report.pdf",
        f"http://{EP3}/5821/2/WIR_5821_piezometer_data.zip",
    ]
    + [f"http://{EP3}/cgi/export/eprint/5821/{f}/wendmoor-eprint-5821.{e}" for f, e, _ in EXPORTS]
)


# --------------------------------------------------------------------------- institutional Figshare

FIG = "researchdata.kelsall-uni.hx8.example"
FIGDL = "ndownloader.figstore-cdn.hx8.example"


def _fig_render(title: str, main: str, head: str) -> str:
    t = f"{title}" if title else "Kelsall University Research Data Repository"
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>{escape(t)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="preconnect" href="http://widgets.figstore-cdn.hx8.example">
<link href="/static/css/portal.0a91c3.css" rel="stylesheet">
<script src="/static/js/vendor.93be1f.js" defer></script><script src="/static/js/portal.5d21aa.js" defer></script>{head}
</head><body><div id="app"><header class="portal-header">
<a href="/" class="logo"><img src="/static/img/kelsall-portal-logo.png" alt="Kelsall University"></a>
<nav><a href="/browse">Browse</a> <a href="/search?q=">Search</a> <a href="/about">About</a>
<a href="https://figshare.com/account/login">Log in</a> <a href="https://help.figshare.com/">Help</a></nav></header>
<div class="page-content">{main}</div>
<footer class="portal-footer"><a href="http://www.kelsall-uni.hx8.example/research/open-research">Open Research at Kelsall</a>
<a href="/about#terms">Terms</a> <a href="http://www.kelsall-uni.hx8.example/privacy">Privacy</a>
<span>Powered by <a href="https://figshare.com">figshare</a></span></footer></div></body></html>
"""


def _fig_article(
    aid: int,
    slug: str,
    kind: str,
    title: str,
    ver: int,
    files: list[tuple[int, str]],
    authors: list[tuple[str, str]],
    coll: tuple[str, str] | None,
) -> tuple[str, list[str]]:
    """(landing html, truth URLs besides the landing)."""
    base = f"/articles/{kind}/{slug}/{aid}"
    truth: list[str] = []
    if ver > 1:
        truth.append(f"http://{FIG}{base}/1")
    items = []
    for fid, name in files:
        u = f"http://{FIGDL}/files/{fid}"
        truth.append(u)
        items.append(
            f'<li class="file-item"><span>{escape(name)}</span> <a href="{u}" class="download-button" download>Download</a></li>'
        )
    allu = f"http://{FIGDL}/articles/{aid}/versions/{ver}"
    truth.append(allu)
    fmts = [
        ("bibtex", "BibTeX"),
        ("ris", "Ref. manager"),
        ("endnote", "Endnote"),
        ("datacite", "DataCite"),
        ("nlm", "NLM"),
    ]
    exp = [f"/articles/{aid}/export/{f}" for f, _ in fmts]
    truth += [f"http://{FIG}{p}" for p in exp]
    ld = (
        '{"@context":"http://schema.org","@type":"Dataset","name":'
        + _json(title)
        + ',"identifier":"https://doi.org/10.61042/kelsall.'
        + str(aid)
        + ".v"
        + str(ver)
        + '"'
        + ',"distribution":['
        + ",".join(
            '{"@type":"DataDownload","contentUrl":"http://'
            + FIGDL
            + f'/files/{fid}","name":'
            + _json(name)
            + "}"
            for fid, name in files
        )
        + "]}"
    )
    who = " ".join(f'<a href="/authors/{s}" class="author">{escape(n)}</a>' for n, s in authors)
    vers = ""
    if ver > 1:
        vers = f'<div class="versions">Version {ver} · <a href="{base}/1">Version 1</a> (2023-02-14)</div>'
    cat = '<a href="/categories/Oceanography/24102">Oceanography</a> <a href="/categories/Climate_change_processes/24109">Climate change processes</a>'
    coll_html = (
        f'<section><h3>Collections</h3><a href="{coll[0]}">{escape(coll[1])}</a></section>'
        if coll
        else ""
    )
    main = f"""<article class="item-page"><div class="item-header"><span class="item-type">{kind.capitalize()}</span>
<h2 class="title">{escape(title)}</h2>{vers}
<div class="files-carousel"><ul class="file-list">{"".join(items)}</ul>
<a href="{allu}" class="download-all">Download all ({len(files)} files)</a></div>
<div class="authors">{who}</div></div>
<div class="description">{escape(title)}: supporting data for the article in Journal of Marine Systems.</div>
<div class="metadata"><h3>Categories</h3>{cat}
<h3>Keywords</h3><a href="/search?q=%3Akeyword%3A%20%22mooring%22">mooring</a>
<h3>Licence</h3><a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>
<h3>Cite</h3><p>{escape(title)}. Kelsall University. {kind.capitalize()}. {a(f"https://doi.org/10.61042/kelsall.{aid}.v{ver}", f"https://doi.org/10.61042/kelsall.{aid}.v{ver}")}</p>
<div class="export"><h4>Export</h4>{ul([(p, t) for p, (_f, t) in zip(exp, fmts, strict=False)])}</div>
{coll_html}
<h3>Usage metrics</h3><p>Views 214 · Downloads 58</p></div></article>"""
    head = f'<meta name="citation_title" content="{escape(title)}"><script type="application/ld+json">{ld}</script>'
    return _fig_render(title, main, head), truth


def _json(s: str) -> str:
    import json

    return json.dumps(s)


FIG_A = ("Mooring_temperature_and_salinity_records_Kelsall_Deep_2019-2022", 21873456)
FIG_B = ("Glider_transects_across_the_Kelsall_Front_raw_and_gridded", 22017702)


def _fig_build() -> list[Site]:
    t_a = "Mooring temperature and salinity records, Kelsall Deep 2019-2022"
    t_b = "Glider transects across the Kelsall Front (raw and gridded)"
    files_a = [
        (38811234, "KD_mooring_2019_2020.nc"),
        (38811237, "KD_mooring_2021_2022.nc"),
        (38811240, "README.txt"),
    ]
    files_b = [(39104455, "glider_transects_gridded.csv")]
    authors = [
        ("Ingrid Calloway", "Ingrid_Calloway/13240998"),
        ("Marek Duda", "Marek_Duda/13241002"),
    ]
    coll = ("/collections/Kelsall_Deep_Observatory/6234567", "Kelsall Deep Observatory")
    html_a, _ = _fig_article(FIG_A[1], FIG_A[0], "dataset", t_a, 2, files_a, authors, coll)
    html_a1, _ = _fig_article(FIG_A[1], FIG_A[0], "dataset", t_a, 1, files_a[:2], authors, coll)
    html_b, _ = _fig_article(FIG_B[1], FIG_B[0], "dataset", t_b, 1, files_b, authors[1:], coll)
    html_a = html_a.replace(
        "<h3>Usage metrics</h3>",
        '<h3>Related</h3><p>Related datasets: <a href="/articles/dataset/'
        + FIG_B[0]
        + f'/{FIG_B[1]}">{escape(t_b)}</a></p><h3>Usage metrics</h3>',
    )
    html_b = html_b.replace(
        "<h3>Usage metrics</h3>",
        '<h3>More by this author</h3><p><a href="/articles/dataset/'
        + FIG_A[0]
        + f'/{FIG_A[1]}">{escape(t_a)}</a></p><h3>Usage metrics</h3>',
    )
    pa = f"/articles/dataset/{FIG_A[0]}/{FIG_A[1]}"
    pb = f"/articles/dataset/{FIG_B[0]}/{FIG_B[1]}"
    pages: dict[str, PageValue] = {pa: html_a, pa + "/1": html_a1, pb: html_b}
    for aid, t in ((FIG_A[1], t_a), (FIG_B[1], t_b)):
        for f, _ext in (
            ("bibtex", "bib"),
            ("ris", "ris"),
            ("endnote", "enw"),
            ("datacite", "xml"),
            ("nlm", "xml"),
        ):
            pages[f"/articles/{aid}/export/{f}"] = text_file(
                f"{f}: {t} (Kelsall University Research Data Repository)\n"
            )
    pages[coll[0]] = _fig_render(
        "Kelsall Deep Observatory",
        "<h2>Kelsall Deep Observatory</h2>" + ul([(pa, t_a), (pb, t_b)]),
        "",
    )
    for n, s in authors:
        pages[f"/authors/{s}"] = _fig_render(n, f"<h2>{escape(n)}</h2>", "")
    for p in (
        "/browse",
        "/search",
        "/about",
        "/categories/Oceanography/24102",
        "/categories/Climate_change_processes/24109",
    ):
        pages[p] = _fig_render("Kelsall University Research Data Repository", "<h2>Browse</h2>", "")
    pages.update(
        {
            "/static/css/portal.0a91c3.css": css(),
            "/static/js/vendor.93be1f.js": js(),
            "/static/js/portal.5d21aa.js": js(),
            "/static/img/kelsall-portal-logo.png": image_file(),
        }
    )
    shell = Shell(
        FIG,
        _fig_render,
        home="<h2>Kelsall University Research Data Repository</h2>" + ul([(pa, t_a)]),
    )
    dl = Site(FIGDL)
    dl.add(
        "/", Response.html("<!doctype html><title>ndownloader</title><p>figstore file service</p>")
    )
    for fid, name in files_a + files_b:
        if name.endswith(".csv"):
            dl.add(f"/files/{fid}", csv_file("time,lat,lon,temp", 30, fid % 7))
        elif name.endswith(".txt"):
            dl.add(f"/files/{fid}", text_file(f"{t_a}\nNetCDF files, one per deployment pair.\n"))
        else:
            dl.add(
                f"/files/{fid}",
                Response.data(b"CDF\x01netcdf-classic-placeholder" * 8, "application/x-netcdf"),
            )
    dl.add(f"/articles/{FIG_A[1]}/versions/2", zip_file({n: "" for _i, n in files_a}))
    dl.add(f"/articles/{FIG_A[1]}/versions/1", zip_file({n: "" for _i, n in files_a[:2]}))
    dl.add(f"/articles/{FIG_B[1]}/versions/1", zip_file({n: "" for _i, n in files_b}))
    return [shell.site(pages), dl]


def _fig_truth(
    which: tuple[str, int], t: str, ver: int, files: list[tuple[int, str]]
) -> frozenset[str]:
    _h, truth = _fig_article(which[1], which[0], "dataset", t, ver, files, [], None)
    return frozenset([f"http://{FIG}/articles/dataset/{which[0]}/{which[1]}", *truth])


CASES: list[Case] = [
    Case(
        name="invenio_porewater_dataset",
        imitates="InvenioRDM (institutional Zenodo-like)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{INV}/records/7h3jk-9xq21",
        truth=_inv_truth("7h3jk-9xq21"),
        build=_inv_build,
        others=frozenset(
            [f"http://{INV}/records/2mw8p-0tz55", f"http://{INV}/communities/baltic-sediments"]
        ),
    ),
    Case(
        name="invenio_software_via_doi",
        imitates="InvenioRDM (institutional Zenodo-like)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{INV_DOI}/10.83412/osterlund.4kq7m-2ab91",
        landing=f"http://{INV}/records/4kq7m-2ab91",
        truth=_inv_truth("4kq7m-2ab91"),
        build=_inv_build,
        others=frozenset([f"http://{INV}/communities/marine-software"]),
    ),
    Case(
        name="dspace6_master_thesis",
        imitates="DSpace (6.3 XMLUI, Mirage2 theme)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{DS6}{H6}",
        truth=DS6_TRUTH,
        build=_ds6_build,
        others=frozenset(
            f"http://{DS6}{p}"
            for p in (
                "/handle/11250/224",
                "/handle/11250/227",
                "/handle/11250/2659876",
                "/handle/11250/2612345",
            )
        ),
    ),
    Case(
        name="dspace7_phd_thesis_via_handle",
        imitates="DSpace (7.6 Angular UI, handle redirect)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{DS7}/handle/10062/94412",
        landing=f"http://{DS7}/items/{ITEM7}",
        truth=DS7_TRUTH,
        build=_ds7_build,
        others=frozenset([f"http://{DS7}/collections/5b6c7d8e-1f2a-4b3c-8d4e-6f7a8b9c0d1e"]),
    ),
    Case(
        name="eprints34_thesis",
        imitates="EPrints (3.4, /id/eprint/N/ URLs)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{EP4}/id/eprint/4187/",
        truth=EP4_TRUTH,
        build=_ep4_build,
        others=frozenset([f"http://{EP4}/id/eprint/4102/"]),
    ),
    Case(
        name="eprints33_field_report",
        imitates="EPrints (3.3, /N/ URLs)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{EP3}/5821/",
        truth=EP3_TRUTH,
        build=_ep3_build,
        others=frozenset([f"http://{EP3}/5790/", f"http://{EP3}/5803/"]),
    ),
    Case(
        name="figshare_inst_mooring_dataset",
        imitates="Figshare (institutional portal)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{FIG}/articles/dataset/{FIG_A[0]}/{FIG_A[1]}",
        # Version 1 lives under the same article id: its page and its "download all" are
        # the artifact's history, not another artifact.
        truth=_fig_truth(
            FIG_A,
            "Mooring temperature and salinity records, Kelsall Deep 2019-2022",
            2,
            [(38811234, ""), (38811237, ""), (38811240, "")],
        )
        | {f"http://{FIGDL}/articles/{FIG_A[1]}/versions/1"},
        build=_fig_build,
        others=frozenset(
            [
                f"http://{FIG}/articles/dataset/{FIG_B[0]}/{FIG_B[1]}",
                f"http://{FIG}/collections/Kelsall_Deep_Observatory/6234567",
            ]
        ),
    ),
    Case(
        name="figshare_inst_glider_dataset",
        imitates="Figshare (institutional portal)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=f"http://{FIG}/articles/dataset/{FIG_B[0]}/{FIG_B[1]}",
        truth=_fig_truth(
            FIG_B,
            "Glider transects across the Kelsall Front (raw and gridded)",
            1,
            [(39104455, "")],
        ),
        build=_fig_build,
        others=frozenset(
            [
                f"http://{FIG}/articles/dataset/{FIG_A[0]}/{FIG_A[1]}",
                f"http://{FIG}/collections/Kelsall_Deep_Observatory/6234567",
            ]
        ),
    ),
]
