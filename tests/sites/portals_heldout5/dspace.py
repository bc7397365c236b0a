"""DSpace 7 (Angular) and DSpace 6 (XMLUI, Mirage2) repositories under unfamiliar hosts.

The item page is the artifact's hub: the item's files and metadata views are one hop from
it and live outside the item's URL path (DSpace 7: /items/<uuid> vs
/bitstreams/<uuid>/download; DSpace 6: /handle/<h> vs /bitstream/handle/<h>/<file> and
/metadata/handle/<h>/mets.xml), so path_based loses them.  The seed's table has no DSpace
row; its nearest rows (BioRxiv, SSRN, Zenodo, Figshare: a landing page with linked files)
give **single_page_plus_ignored**.

Truth: the item page (for DSpace 7, the page the handle URL redirects to), the full-record
view, every bitstream of the item (the licence bitstream included: it is one of the item's
files) and the METS export.  Not in it: collections, browse-by-author listings, the handle
resolver, other items.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response
from sites.portals._portal import Case

from ._skin import Skin, a, blob, export, share, ul

DS7 = "openaccess.lindqvist-college.hx5.example"
DS7_SHELL = """<!DOCTYPE html><html lang="{lang}"><head><base href="/"><meta charset="UTF-8"><title>{title}</title>
<meta name="viewport" content="width=device-width,minimum-scale=1">{head}</head>
<body><ds-app ng-version="15.2.10"><ds-root><div class="outer-wrapper"><ds-header-navbar-wrapper><header id="main-site-header">
<div class="container"><a class="navbar-brand" routerlink="/home" href="/home"><img src="/assets/images/dspace-logo.svg" alt="{name}"></a>
<ds-search-navbar><form action="{search}"><input name="query" placeholder="Search"></form></ds-search-navbar>
<ds-auth-nav-menu><a href="/login" class="dropdownLogin">Log In</a></ds-auth-nav-menu></div>
<nav id="main-navbar" role="navigation" class="navbar navbar-expand-md">{nav}</nav></header></ds-header-navbar-wrapper>
<main class="main-content"><ds-themed-breadcrumbs></ds-themed-breadcrumbs>{main}</main>
<ds-footer><footer class="text-lg-start"><div class="bottom-footer">{footer}
<p>Built with <a href="http://dspace.test/">DSpace software</a></p></div></footer></ds-footer></div></ds-root></ds-app>
<script src="/runtime.6b1f0c2a.js" type="module"></script><script src="/main.94e3d7aa.js" type="module"></script></body></html>
"""
DS7_ITEMS = {
    # handle suffix: (uuid, title, [(bitstream uuid, file name)], collection uuid)
    "873": (
        "5f1c8a2e-0b7d-4c33-9a51-2d6e8f1b4c77",
        "Sediment transport under ice cover: field measurements from the Lindqvist River",
        [
            ("c2d9e0b1-7a44-4f1e-8a0d-3b9f61e2aa10", "lindqvist_thesis_2022.pdf"),
            ("08ef5a3c-61d2-4b87-9c44-e7a2f1d0b356", "ice_cover_measurements.zip"),
        ],
        "e3b0a1f4-90cd-4e8b-b7a6-1c2d3e4f5a6b",
    ),
}


def _ds7_site():
    skin = Skin(
        host=DS7,
        name="Lindqvist Open Access",
        shell=DS7_SHELL,
        head=(
            '<meta name="Generator" content="DSpace 7.6.1">'
            '<link rel="stylesheet" href="/styles.3c5d9f1e.css">'
        ),
        nav=[
            ("/home", "Home"),
            ("/community-list", "Communities & Collections"),
            ("/browse/dateissued", "By Issue Date"),
            ("/browse/author", "By Author"),
            ("/browse/title", "By Title"),
            ("/statistics", "Statistics"),
        ],
        footer=[
            ("/info/privacy", "Privacy policy"),
            ("/info/end-user-agreement", "End User Agreement"),
            ("/info/feedback", "Send Feedback"),
        ],
        assets=[
            "/styles.3c5d9f1e.css",
            "/runtime.6b1f0c2a.js",
            "/main.94e3d7aa.js",
            "/assets/images/dspace-logo.svg",
        ],
        home_title="Lindqvist Open Access",
        search="/search",
    )
    pages: dict = {"/home": skin.page("Home", "<h1>Lindqvist Open Access</h1>")}
    for handle, (uuid, title, bits, coll) in DS7_ITEMS.items():
        files = "".join(
            f"<ds-file-download-link>{a(f'/bitstreams/{b}/download', f'{n} (1.8 MB)', class_='dont-break-out')}</ds-file-download-link>"
            for b, n in bits
        )
        fields = (
            f'<ds-item-page-title-field><h1 class="item-page-title-field">{escape(title)}</h1></ds-item-page-title-field>'
            f"<ds-item-page-file-section><h2>Files</h2>{files}</ds-item-page-file-section>"
            f"<ds-item-page-date-field><h2>Date</h2>2022-06-14</ds-item-page-date-field>"
            f"<ds-metadata-representation-list><h2>Authors</h2>"
            f"{a('/browse/author?value=Lindqvist,%20Maja', 'Lindqvist, Maja')}</ds-metadata-representation-list>"
            f"<ds-item-page-uri-field><h2>URI</h2>{a(f'http://hdl.test/20.500.14211/{handle}', f'https://hdl.handle.net/20.500.14211/{handle}')}</ds-item-page-uri-field>"
            f"<ds-item-page-collections><h2>Collections</h2>{a(f'/collections/{coll}', 'Theses (Earth Sciences)')}</ds-item-page-collections>"
        )
        head = f'<meta name="citation_title" content="{escape(title)}"><meta name="citation_pdf_url" content="http://{DS7}/bitstreams/{bits[0][0]}/download">'
        pages[f"/items/{uuid}"] = skin.page(
            title,
            f'<ds-item-page><div class="container">{fields}'
            f"{a(f'/items/{uuid}/full', 'Full item page', class_='btn btn-outline-primary')}"
            f"{share(skin.url(f'/items/{uuid}'))}</div></ds-item-page>",
            head=head,
        )
        table = "".join(
            f"<tr><td>{k}</td><td>{escape(v)}</td></tr>"
            for k, v in [
                ("dc.title", title),
                ("dc.contributor.author", "Lindqvist, Maja"),
                ("dc.date.issued", "2022-06-14"),
            ]
        )
        pages[f"/items/{uuid}/full"] = skin.page(
            title,
            f"<ds-full-item-page><h1>{escape(title)}</h1>"
            f'<table class="table table-responsive">{table}</table><h2>Files</h2>{files}'
            f"{a(f'/items/{uuid}', 'Simple item page')}</ds-full-item-page>",
            head=head,
        )
        for b, n in bits:
            pages[f"/bitstreams/{b}/download"] = blob(n.rsplit(".", 1)[-1], n)
        pages[f"/handle/20.500.14211/{handle}"] = Response.redirect(
            f"http://{DS7}/items/{uuid}", 301
        )
        pages[f"/collections/{coll}"] = skin.page(
            "Theses (Earth Sciences)", "<h1>Theses</h1>" + ul([(f"/items/{uuid}", title)])
        )
    for p in (
        "/community-list",
        "/browse/dateissued",
        "/browse/author",
        "/browse/title",
        "/statistics",
        "/info/privacy",
        "/info/end-user-agreement",
        "/info/feedback",
        "/login",
        "/search",
    ):
        pages[p] = skin.page(p.strip("/").split("/")[-1].title(), f"<h1>{escape(p)}</h1>")
    return [skin.site(pages)]


def _ds7_case() -> Case:
    uuid, _t, bits, _c = DS7_ITEMS["873"]
    truth = [
        f"/items/{uuid}",
        f"/items/{uuid}/full",
        *(f"/bitstreams/{b}/download" for b, _n in bits),
    ]
    return Case(
        name="hx5_dspace7_thesis",
        imitates="DSpace 7 (self-hosted)",
        artifact_class="single hop",
        expected="single_page_plus_ignored",
        entry=f"http://{DS7}/handle/20.500.14211/873",
        truth=frozenset(f"http://{DS7}{p}" for p in truth),
        build=_ds7_site,
        landing=f"http://{DS7}/items/{uuid}",
    )


DS6 = "scholar.marwick-institute.hx5.example"
DS6_SHELL = """<!DOCTYPE html><html class="no-js" lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>
{head}<script src="/themes/Mirage2/vendor/modernizr/modernizr.js"></script></head>
<body><header><div role="navigation" class="navbar navbar-default navbar-static-top"><div class="container">
<a href="/" class="navbar-brand"><img src="/themes/Mirage2/images/logo.png" alt="{name}"></a>
<ul class="nav navbar-nav pull-right"><li><a href="/login"><span class="hidden-xs">Login</span></a></li></ul></div></div></header>
<div class="trail-wrapper hidden-print"><div class="container"><ul class="breadcrumb"><li><a href="/">{name}</a></li></ul></div></div>
<div class="container" id="main-container"><div class="row row-offcanvas row-offcanvas-right"><div class="horizontal-slider clearfix">
<div class="col-xs-12 col-sm-12 col-md-9 main-content">{main}</div>
<div role="navigation" id="sidebar" class="col-xs-6 col-sm-3 sidebar-offcanvas"><div class="word-break hidden-print" id="ds-options">
<form id="ds-search-form" action="{search}" method="post"><input name="query" class="ds-text-field"></form>
<h2 class="ds-option-set-head">Browse</h2>{nav}
<h2 class="ds-option-set-head">My Account</h2><ul><li><a href="/login">Login</a></li><li><a href="/register">Register</a></li></ul></div></div></div></div>
<footer><div class="row"><hr><div class="col-xs-7 col-sm-8">{footer}
<div><a href="http://dspace.test/" target="_blank">DSpace software</a> copyright&nbsp;&copy;&nbsp;2002-2016&nbsp;</div></div></div></footer></div>
<script src="/themes/Mirage2/scripts/theme.js"></script></body></html>
"""
DS6_ITEMS = {
    "10673/4521": (
        "Community land tenure and mangrove loss in the Marwick Delta, 1990-2015",
        [("marwick_thesis_final.pdf", 1), ("license.txt", 2), ("mangrove_plots.xlsx", 3)],
        "10673/12",
    ),
}


def _ds6_site():
    skin = Skin(
        host=DS6,
        name="Marwick Scholar",
        shell=DS6_SHELL,
        title_fmt="{t}",
        home_title="Marwick Scholar",
        head=(
            '<meta name="Generator" content="DSpace 6.3">'
            '<link rel="stylesheet" href="/themes/Mirage2/styles/main.css">'
            '<link rel="search" type="application/opensearchdescription+xml" href="/open-search/description.xml" title="DSpace">'
        ),
        nav=[
            ("/community-list", "Communities & Collections"),
            ("/browse?type=dateissued", "By Issue Date"),
            ("/browse?type=author", "Authors"),
            ("/browse?type=title", "Titles"),
            ("/browse?type=subject", "Subjects"),
        ],
        footer=[
            ("/contact", "Contact Us"),
            ("/feedback", "Send Feedback"),
            ("/page/policies", "Policies"),
        ],
        assets=[
            "/themes/Mirage2/styles/main.css",
            "/themes/Mirage2/scripts/theme.js",
            "/themes/Mirage2/vendor/modernizr/modernizr.js",
            "/themes/Mirage2/images/logo.png",
        ],
        search="/discover",
    )
    pages: dict = {"/open-search/description.xml": export("xml", "Marwick Scholar", "opensearch")}
    for h, (title, bits, coll) in DS6_ITEMS.items():
        flist = "".join(
            f'<div class="file-wrapper row"><div class="file-link">'
            f"{a(f'/bitstream/handle/{h}/{f}?sequence={s}&isAllowed=y', f)}</div><div>Size: 2.1Mb</div></div>"
            for f, s in bits
            if f != "license.txt"
        )
        lic = a(f"/bitstream/handle/{h}/license.txt?sequence=2&isAllowed=y", "license.txt")
        mets = a(f"/metadata/handle/{h}/mets.xml", "METS")
        full = a(f"/handle/{h}?show=full", "Show full item record")
        simple_body = (
            f'<div id="aspect_artifactbrowser_ItemViewer_div_item-view" class="ds-static-div primary">'
            f'<div class="item-summary-view-metadata"><h2 class="page-header first-page-header">{escape(title)}</h2>'
            f'<div class="simple-item-view-authors item-page-field-wrapper table"><h5>Author</h5>'
            f"{a('/browse?type=author&value=Achterberg,%20Lise', 'Achterberg, Lise')}</div>"
            f'<div class="item-page-field-wrapper table word-break"><h5>View/Open</h5>{flist}</div>'
            f'<div class="simple-item-view-uri item-page-field-wrapper table"><h5>URI</h5>'
            f"{a(f'http://hdl.test/{h}', f'http://hdl.handle.net/{h}')}</div>"
            f'<div class="simple-item-view-collections item-page-field-wrapper table"><h5>Collections</h5>'
            f"{ul([(f'/handle/{coll}', 'Doctoral theses')])}</div>"
            f'<div class="license-info table"><p>Licence bundle: {lic}</p></div>'
            f'<p class="ds-paragraph item-view-toggle">{full}</p><p>Export: {mets}</p>{share(skin.url(f"/handle/{h}"))}</div></div>'
        )
        cite_meta = f'<meta name="citation_title" content="{escape(title)}"><meta name="citation_pdf_url" content="http://{DS6}/bitstream/handle/{h}/{bits[0][0]}">'
        pages[f"/handle/{h}"] = skin.page(title, simple_body, head=cite_meta)
        rows = "".join(
            f'<tr class="ds-table-row"><td class="label-cell">{k}</td><td class="word-break">{escape(v)}</td></tr>'
            for k, v in [
                ("dc.contributor.author", "Achterberg, Lise"),
                ("dc.title", title),
                ("dc.identifier.uri", f"http://hdl.handle.net/{h}"),
            ]
        )
        files_all = "".join(
            f"<li>{a(f'/bitstream/handle/{h}/{f}?sequence={s}&isAllowed=y', f)}</li>"
            for f, s in bits
        )
        pages[f"/handle/{h}?show=full"] = skin.page(
            title,
            f'<h2>{escape(title)}</h2><table class="ds-includeSet-table detailtable table">{rows}</table>'
            f"<h3>Files in this item</h3><ul>{files_all}</ul>"
            f"{a(f'/handle/{h}', 'Show simple item record')} {mets}",
        )
        for f, s in bits:
            pages[f"/bitstream/handle/{h}/{f}?sequence={s}&isAllowed=y"] = blob(
                f.rsplit(".", 1)[-1], f
            )
        pages[f"/metadata/handle/{h}/mets.xml"] = export("xml", title, f"hdl:{h}")
        pages[f"/handle/{coll}"] = skin.page(
            "Doctoral theses", "<h1>Doctoral theses</h1>" + ul([(f"/handle/{h}", title)])
        )
    for p in (
        "/community-list",
        "/browse",
        "/contact",
        "/feedback",
        "/page/policies",
        "/login",
        "/register",
        "/discover",
    ):
        pages[p] = skin.page(p.strip("/").title(), f"<h1>{escape(p)}</h1>")
    return [skin.site(pages)]


def _ds6_case() -> Case:
    h = "10673/4521"
    _t, bits, _c = DS6_ITEMS[h]
    truth = [
        f"/handle/{h}",
        f"/handle/{h}?show=full",
        f"/metadata/handle/{h}/mets.xml",
        *(f"/bitstream/handle/{h}/{f}?sequence={s}&isAllowed=y" for f, s in bits),
    ]
    return Case(
        name="hx5_dspace6_thesis",
        imitates="DSpace 6 XMLUI (self-hosted)",
        artifact_class="single hop",
        expected="single_page_plus_ignored",
        entry=f"http://{DS6}/handle/{h}",
        truth=frozenset(f"http://{DS6}{p}" for p in truth),
        build=_ds6_site,
    )


CASES: list[Case] = [
    _ds7_case(),
    _ds6_case(),
]
