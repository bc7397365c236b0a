"""Institutional repositories of the theme: DSpace 7, EPrints 3.4, Figshare for
institutions and Omeka S.  Their records are Single Hop artifacts: a landing page whose
files (and full-record page) are one hop away, inside portal chrome that the seed's
Ignored URIs list (404 page + homepage links) removes."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Skin, a, assets, css, csv_file, doc, image_file, js, pdf_file, ul, zip_file

SPI = "single_page_plus_ignored"

# --------------------------------------------------------------------------- DSpace 7
DS = "repository.iwrc.hx108.example"
DS_ASSETS = ("/styles.5c1e0a7b.css", "/main.9d2f41c3.js", "/assets/images/iwrc-logo.svg")


def _ds_layout(s: Skin, title: str, main: str, head: str) -> str:
    menu = (
        '<ds-navbar><nav class="navbar" role="navigation"><ul class="navbar-nav">'
        + "".join(f'<li class="nav-item">{a(h, t, " class=nav-link")}</li>' for h, t in s.menu)
        + "</ul></nav></ds-navbar>"
    )
    body = (
        '<ds-app><div class="outer-wrapper"><ds-header><header class="header">'
        f'<a class="navbar-brand" href="/home"><img src="{DS_ASSETS[2]}" alt="IWRC logo"></a>'
        '<ds-search-navbar><form action="/search" method="get"><input name="query" '
        'placeholder="Search the repository"></form></ds-search-navbar>'
        '<ds-auth-nav-menu><a href="/login" class="loginLink">Log In</a></ds-auth-nav-menu>'
        f"</header></ds-header>{menu}"
        f'<main class="main-content"><div class="container">{main}</div></main>'
        '<ds-footer><footer class="text-lg-start">'
        '<div class="bottom-footer"><ul class="footer-info list-unstyled">'
        + "".join(f"<li>{a(h, t)}</li>" for h, t in s.footer)
        + "</ul><p>Built with "
        '<a href="http://www.dspace.test/">DSpace software</a></p>'
        "</div></footer></ds-footer></div></ds-app>"
    )
    head = css(DS_ASSETS[0]) + '<base href="/">' + head
    return doc(title, head, body + js(DS_ASSETS[1]))


def _ds_skin() -> Skin:
    return Skin(
        host=DS,
        name="IWRC Repository",
        title_format="{title}",
        home_title="IWRC Repository",
        menu=[
            ("/home", "Home"),
            ("/community-list", "Communities & Collections"),
            ("/browse/dateissued", "By Issue Date"),
            ("/browse/author", "By Author"),
            ("/browse/title", "By Title"),
            ("/browse/subject", "By Subject"),
            ("/statistics", "Statistics"),
        ],
        footer=[
            ("/info/end-user-agreement", "End User Agreement"),
            ("/info/privacy", "Privacy policy"),
            ("/info/feedback", "Send Feedback"),
            ("/info/accessibility", "Accessibility settings"),
        ],
        home_main=(
            "<h1>IWRC Repository</h1><p>The open-access repository of the International "
            "Water Resources Centre: theses, reports, working papers and datasets.</p>"
            "<h2>Recent Submissions</h2>"
            + ul(
                [
                    ("/items/0b6f1c8e-6a8e-4b43-9d54-2f3e0f3a7a11", "Irrigation return flows"),
                    ("/items/5d0a4e31-2c7b-4f6a-b0d9-8c1e9a4b2f66", "Wetland inventory 2024"),
                ]
            )
        ),
        layout=_ds_layout,
    )


def _ds_item(
    s: Skin,
    uuid: str,
    title: str,
    authors: list[str],
    date: str,
    abstract: str,
    files: list[tuple[str, str, str]],
    coll: tuple[str, str],
    subjects: list[str],
    handle: str,
) -> dict[str, str]:
    """The simple and full item pages of one item; files as (bitstream uuid, name, size)."""
    base = f"/items/{uuid}"
    flist = "".join(
        f'<ds-file-download-link><a href="/bitstreams/{b}/download" class="dont-break-out">'
        f"{escape(n)} ({escape(z)})</a></ds-file-download-link><br>"
        for b, n, z in files
    )
    auth = "".join(
        f'<a href="/browse/author?value={escape(x.replace(" ", "%20"))}">{escape(x)}</a><br>'
        for x in authors
    )
    subj = ", ".join(
        f'<a href="/browse/subject?value={escape(x.replace(" ", "%20"))}">{escape(x)}</a>'
        for x in subjects
    )
    simple = (
        f'<ds-item-page><h1 class="item-page-title-field">{escape(title)}</h1>'
        '<div class="row"><div class="col-xs-12 col-md-4">'
        f"<ds-item-page-file-section><h2>Files</h2>{flist}</ds-item-page-file-section>"
        f"<ds-item-page-date-field><h2>Date</h2>{escape(date)}</ds-item-page-date-field>"
        f"<ds-item-page-author-field><h2>Authors</h2>{auth}</ds-item-page-author-field>"
        '</div><div class="col-xs-12 col-md-6">'
        f"<ds-item-page-abstract-field><h2>Abstract</h2><p>{escape(abstract)}</p>"
        "</ds-item-page-abstract-field>"
        f"<h2>Subjects</h2><p>{subj}</p>"
        f'<ds-item-page-uri-field><h2>URI</h2><a href="http://hdl.handle.test/{handle}">'
        f"http://hdl.handle.test/{handle}</a></ds-item-page-uri-field>"
        f'<ds-item-page-collections><h2>Collections</h2><a href="/collections/{coll[0]}">'
        f"{escape(coll[1])}</a></ds-item-page-collections>"
        f'<a class="btn btn-outline-primary" href="{base}/full">Full item page</a>'
        "</div></div></ds-item-page>"
    )
    rows = (
        [("dc.contributor.author", x) for x in authors]
        + [("dc.date.issued", date), ("dc.identifier.uri", f"http://hdl.handle.test/{handle}")]
        + [("dc.description.abstract", abstract), ("dc.title", title)]
        + [("dc.subject", x) for x in subjects]
    )
    table = "".join(f"<tr><td>{k}</td><td>{escape(v)}</td><td>en</td></tr>" for k, v in rows)
    full = (
        f'<ds-full-item-page><h1>{escape(title)}</h1><a href="{base}">Simple item page</a>'
        f'<table class="table table-responsive table-striped">{table}</table>'
        f"<ds-full-file-section><h2>Files</h2>{flist}</ds-full-file-section>"
        f'<h2>Collections</h2><a href="/collections/{coll[0]}">{escape(coll[1])}</a>'
        "</ds-full-item-page>"
    )
    return {base: s.page(title, simple), f"{base}/full": s.page(title, full)}


DS_THESIS = "3e9a7f52-18c4-4d0b-a6e2-71b5c0d94e28"
DS_REPORT = "c71d2b90-5f3e-4a88-9b1c-0e4f6d2a8b37"
DS_COLL_T = ("8a2c4e61-0d3b-4f7a-9e15-6b7c8d9e0f12", "MSc and PhD Theses")
DS_COLL_R = ("1f4b6d82-3a5c-4e7f-8091-a2b3c4d5e6f7", "Technical Reports")
DS_FILES_T = [("a1b2c3d4-0001-4e5f-8a9b-0c1d2e3f4a51", "Owusu_2024_PhD_thesis.pdf", "6.81 MB")]
DS_FILES_R = [
    ("b2c3d4e5-0002-4f60-9bac-1d2e3f4a5b62", "IWRC-TR-2025-07_Shire_flood_frequency.pdf", "3.2 MB"),
    ("b2c3d4e5-0003-4f60-9bac-1d2e3f4a5b63", "annual_maxima_Liwonde_Chiromo.csv", "14.6 kB"),
    ("b2c3d4e5-0004-4f60-9bac-1d2e3f4a5b64", "GEV_fit_parameters.xlsx", "22.1 kB"),
]


def dspace_sites() -> list[Site]:
    s = _ds_skin()
    pages: dict[str, object] = dict(assets(*DS_ASSETS))
    pages.update(
        _ds_item(
            s,
            DS_THESIS,
            "Groundwater recharge estimation in the White Volta basin using the chloride mass balance",
            ["Owusu, Abena K.", "Mensah, Kwabena"],
            "2024-11-18",
            "Recharge in the fractured crystalline aquifers of the White Volta basin is "
            "estimated from rainfall chloride deposition and groundwater chloride at 212 wells.",
            DS_FILES_T,
            DS_COLL_T,
            ["Groundwater recharge", "Chloride mass balance", "Volta basin"],
            "20.500.14108/4417",
        )
    )
    pages.update(
        _ds_item(
            s,
            DS_REPORT,
            "Flood frequency analysis for the Lower Shire River, Malawi",
            ["Banda, Chikondi", "van der Linden, Pieter"],
            "2025-06-30",
            "Annual maximum series at Liwonde and Chiromo (1953-2024) fitted with GEV and "
            "LP3 distributions; design floods for return periods of 2 to 1000 years.",
            DS_FILES_R,
            DS_COLL_R,
            ["Flood frequency", "Extreme value analysis", "Shire River"],
            "20.500.14108/4502",
        )
    )
    pages[f"/bitstreams/{DS_FILES_T[0][0]}/download"] = pdf_file(
        "Groundwater recharge estimation in the White Volta basin", "PhD thesis, 2024"
    )
    pages[f"/bitstreams/{DS_FILES_R[0][0]}/download"] = pdf_file(
        "Flood frequency analysis for the Lower Shire River", "IWRC-TR-2025-07"
    )
    pages[f"/bitstreams/{DS_FILES_R[1][0]}/download"] = csv_file(
        "station,water_year,qmax_m3s",
        ["Liwonde,1953,612.4", "Liwonde,1954,588.0", "Chiromo,1953,901.7"],
    )
    pages[f"/bitstreams/{DS_FILES_R[2][0]}/download"] = zip_file("xlsx GEV parameters")
    for cid, cname in (DS_COLL_T, DS_COLL_R):
        pages[f"/collections/{cid}"] = s.page(
            cname, f"<h1>{escape(cname)}</h1><p>Browse the collection.</p>"
        )
    pages["/community-list"] = s.page("Communities & Collections", "<h1>Communities</h1>")
    pages["/home"] = s.page("IWRC Repository", "<h1>IWRC Repository</h1>", raw_title=True)
    return [s.site(pages)]  # type: ignore[arg-type]


def _ds_truth(uuid: str, files: list[tuple[str, str, str]]) -> set[str]:
    u = f"http://{DS}"
    return {f"{u}/items/{uuid}", f"{u}/items/{uuid}/full"} | {
        f"{u}/bitstreams/{b}/download" for b, _n, _z in files
    }


# --------------------------------------------------------------------------- EPrints 3.4
EP = "eprints.agrisoil.hx108.example"
EP_ASSETS = ("/style/auto-3.4.5.css", "/javascript/auto-3.4.5.js", "/images/sitelogo.png")


def _ep_layout(s: Skin, title: str, main: str, head: str) -> str:
    menu = "".join(f'<li><a href="{h}" class="ep_tm_menu">{escape(t)}</a></li>' for h, t in s.menu)
    body = (
        '<div class="ep_tm_header ep_noprint"><div class="ep_tm_site_logo">'
        f'<a href="/" title="{escape(s.name)}"><img alt="{escape(s.name)}" src="{EP_ASSETS[2]}"></a>'
        f'</div><ul class="ep_tm_menu">{menu}</ul>'
        '<table class="ep_tm_searchbar"><tr><td><ul class="ep_tm_key_tools">'
        '<li><a href="/cgi/users/home">Login</a></li><li><a href="/cgi/register">Create Account</a></li>'
        '</ul></td><td><form method="get" action="/cgi/search/simple">'
        '<input class="ep_tm_searchbarbox" name="q"><input type="submit" value="Search">'
        "</form></td></tr></table></div>"
        f'<div class="ep_tm_page_content"><h1 class="ep_tm_pagetitle">{escape(title)}</h1>{main}</div>'
        '<div class="ep_tm_footer ep_noprint"><div class="ep_tm_eprints_logo">'
        '<a href="http://eprints.test/software/">EPrints</a></div>'
        f"<div>{escape(s.name)} is powered by EPrints 3.4 which is developed by the School of "
        "Electronics and Computer Science at the University of Southampton. "
        + " | ".join(a(h, t) for h, t in s.footer)
        + "</div></div>"
    )
    return doc(title, css(EP_ASSETS[0]) + js(EP_ASSETS[1]) + head, body)


def _ep_skin() -> Skin:
    return Skin(
        host=EP,
        name="AgriSoil Research Online",
        title_format="{title} - AgriSoil Research Online",
        menu=[
            ("/", "Home"),
            ("/information.html", "About"),
            ("/view/", "Browse"),
            ("/cgi/search/advanced", "Advanced Search"),
            ("/policies.html", "Policies"),
        ],
        footer=[("/contact.html", "Contact"), ("/accessibility.html", "Accessibility")],
        home_main="<p>Welcome to AgriSoil Research Online, the repository of the Institute of "
        'Soil Science.</p><h2>Latest Additions</h2><a href="/cgi/latest">View items added in the '
        "last week</a>",
        layout=_ep_layout,
    )


EP_ID = 4211
EP_DOCS = [
    (1, "Brandt_etal_2023_RUSLE_loess_plateau.pdf", "application/pdf", "PDF (Accepted Version)"),
    (2, "Brandt_etal_2023_plot_data.zip", "application/zip", "Archive (ZIP) (Plot runoff data)"),
]


def eprints_sites() -> list[Site]:
    s = _ep_skin()
    pages: dict[str, object] = dict(assets(*EP_ASSETS))
    title = (
        "Soil erosion under conservation tillage on loess soils: plot measurements and "
        "RUSLE calibration"
    )
    docs = "".join(
        f'<tr><td valign="top"><a class="ep_document_link" href="/id/eprint/{EP_ID}/{n}/{f}">'
        f'<img class="ep_doc_icon" src="/style/images/fileicons/other.png" alt=""></a></td>'
        f'<td valign="top"><span class="ep_document_citation">{escape(lbl)}</span><br>'
        f'<a href="/id/eprint/{EP_ID}/{n}/{f}" class="ep_document_link">Download ({escape(f)})</a>'
        f"</td></tr>"
        for n, f, _t, lbl in EP_DOCS
    )
    main = (
        '<div class="ep_summary_content"><div class="ep_summary_content_main">'
        "<p>Brandt, Maria and Kowalczyk, Tomasz and Huber, Lena (2023) <em>"
        f"{escape(title)}</em>. Soil and Tillage Research, 231. p. 105712.</p>"
        f'<table class="ep_block">{docs}</table>'
        '<div class="ep_block"><h2>Abstract</h2><p>Runoff and soil loss were measured on 24 '
        "bounded plots (2017-2022) under ploughing, mulch tillage and direct drilling.</p></div>"
        '<table class="ep_block"><tr><th>Item Type:</th><td>Article</td></tr>'
        '<tr><th>Subjects:</th><td><a href="/view/subjects/S590.html">S Agriculture &gt; '
        'S590 Soils. Soil science</a></td></tr><tr><th>Divisions:</th><td><a href="/view/'
        'divisions/soilphys/">Department of Soil Physics</a></td></tr>'
        '<tr><th>Depositing User:</th><td><a href="/view/creators/Brandt=3AMaria=3A=3A.html">'
        "Brandt, Maria</a></td></tr><tr><th>Date Deposited:</th><td>14 Mar 2024 09:12</td></tr>"
        "</table>"
        '<h3>Actions (login required)</h3><a href="/cgi/users/home?screen=EPrint::View&amp;'
        f'eprintid={EP_ID}">View Item</a>'
        '<form method="get" action="/cgi/export_redirect"><input type="hidden" name="eprintid" '
        f'value="{EP_ID}"><select name="format"><option value="BibTeX">BibTeX</option>'
        '<option value="DC">Dublin Core</option></select><input type="submit" value="Export">'
        "</form></div></div>"
    )
    pages[f"/id/eprint/{EP_ID}/"] = s.page(title, main)
    pages[f"/id/eprint/{EP_ID}/1/{EP_DOCS[0][1]}"] = pdf_file(title, "Accepted manuscript")
    pages[f"/id/eprint/{EP_ID}/2/{EP_DOCS[1][1]}"] = zip_file("plot runoff data")
    pages["/style/images/fileicons/other.png"] = image_file()
    for p, t in [
        ("/view/subjects/S590.html", "Browse by Subject: S590 Soils. Soil science"),
        ("/view/divisions/soilphys/", "Browse by Division: Department of Soil Physics"),
        ("/view/creators/Brandt=3AMaria=3A=3A.html", "Items where Author is Brandt, Maria"),
        ("/view/", "Browse"),
    ]:
        pages[p] = s.page(t, f"<p>{escape(t)}</p>")
    pages["/cgi/users/home"] = s.page(
        "Login", '<form method="post"><input name="login_username"></form>'
    )
    return [s.site(pages)]  # type: ignore[arg-type]


# --------------------------------------------------------------------------- Figshare
FS = "hydrouni.figshare.hx108.example"
FS_DL = "ndownloader.figshare.hx108.example"
FS_ASSETS = ("/static/app.7f3a9c.css", "/static/app.7f3a9c.js", "/static/figshare-logo.svg")
FS_ID = 24567890
FS_SLUG = "Groundwater_recharge_estimates_for_the_Kalahari_2001-2020"
FS_FILES = [
    (43210987, "recharge_annual_2001_2020.nc", "84.2 MB"),
    (43210988, "recharge_station_validation.csv", "41.9 kB"),
    (43210991, "README.txt", "3.1 kB"),
]


def _fs_layout(s: Skin, title: str, main: str, head: str) -> str:
    nav = "".join(f'<a href="{h}" class="nav-link">{escape(t)}</a>' for h, t in s.menu)
    body = (
        '<div id="app"><header role="banner" class="portal-header">'
        f'<a href="/" class="logo"><img src="{FS_ASSETS[2]}" alt="University of the Kalahari"></a>'
        f'<nav aria-label="Main">{nav}</nav><form role="search" action="/search">'
        '<input name="q" aria-label="Search on figshare"></form>'
        '<a href="/account/login" class="login-button">Log in</a></header>'
        f'<main id="main" role="main">{main}</main>'
        '<footer class="portal-footer"><a href="http://help.figshare.test/">'
        'Support</a> <a href="/privacy">Privacy Policy</a> <a href="/cookies">Cookies</a> '
        '<a href="/accessibility">Accessibility</a> <span>Powered by figshare</span></footer></div>'
    )
    return doc(title, css(FS_ASSETS[0]) + head, body + js(FS_ASSETS[1]))


def _fs_skin() -> Skin:
    return Skin(
        host=FS,
        name="University of the Kalahari",
        title_format="{title}",
        home_title="University of the Kalahari - Figshare",
        menu=[
            ("/", "Home"),
            ("/browse", "Browse"),
            ("/categories", "Categories"),
            ("/about", "About"),
        ],
        home_main="<h1>Research data of the University of the Kalahari</h1>"
        '<section class="featured"><a href="/articles/dataset/Borehole_yields_Ghanzi_district/'
        '22001144">Borehole yields, Ghanzi district</a></section>',
        layout=_fs_layout,
    )


def figshare_sites() -> list[Site]:
    s = _fs_skin()
    pages: dict[str, object] = dict(assets(*FS_ASSETS))
    title = "Groundwater recharge estimates for the Kalahari, 2001-2020"
    files = "".join(
        f'<li class="file"><span class="name">{escape(n)}</span> <span>{z}</span> '
        f'<a href="http://{FS_DL}/files/{fid}" aria-label="download {escape(n)}">Download</a></li>'
        for fid, n, z in FS_FILES
    )
    main = (
        f'<article itemscope itemtype="http://schema.org/Dataset"><h1 itemprop="name">{title}</h1>'
        '<div class="authors"><a href="/authors/Tebogo_Mokoena/15432109">Tebogo Mokoena</a>, '
        '<a href="/authors/Kagiso_Seretse/15432110">Kagiso Seretse</a></div>'
        '<div class="type">Dataset</div><div class="posted">posted on 2025-02-11, 08:40</div>'
        f'<div class="files"><h2>Files</h2><ul>{files}</ul>'
        f'<a class="download-all" href="http://{FS_DL}/articles/{FS_ID}/versions/1">'
        "Download all (84.3 MB)</a></div>"
        '<div class="description"><p>Gridded annual diffuse recharge (0.05&deg;) from a '
        "soil-water-balance model forced with CHIRPS rainfall, validated against chloride "
        "profiles.</p></div>"
        '<div class="categories"><h3>Categories</h3><a href="/categories/Hydrology/24153">'
        'Hydrology</a> <a href="/categories/Hydrogeology/24156">Hydrogeology</a></div>'
        '<div class="keywords"><h3>Keywords</h3><a href="/search?q=:keyword:%20%22groundwater'
        '%20recharge%22">groundwater recharge</a> <a href="/search?q=:keyword:%20%22Kalahari%22">'
        "Kalahari</a></div>"
        '<div class="license"><h3>Licence</h3><a href="http://creativecommons.test/'
        'licenses/by/4.0/">CC BY 4.0</a></div>'
        '<div class="cite"><h3>Cite</h3><p>Mokoena, Tebogo; Seretse, Kagiso (2025). '
        f"{title}. University of the Kalahari. Dataset. "
        "https://doi.org/10.25403/UKAL.24567890.v1</p></div></article>"
    )
    pages[f"/articles/dataset/{FS_SLUG}/{FS_ID}"] = s.page(title, main)
    for p, t in [
        ("/authors/Tebogo_Mokoena/15432109", "Tebogo Mokoena"),
        ("/authors/Kagiso_Seretse/15432110", "Kagiso Seretse"),
        ("/categories/Hydrology/24153", "Hydrology"),
        ("/categories/Hydrogeology/24156", "Hydrogeology"),
        ("/articles/dataset/Borehole_yields_Ghanzi_district/22001144", "Borehole yields"),
    ]:
        pages[p] = s.page(t, f"<h1>{escape(t)}</h1>")
    dl = Site(FS_DL)
    dl.add(f"/files/{FS_FILES[0][0]}", zip_file("netcdf placeholder"))
    dl.add(
        f"/files/{FS_FILES[1][0]}",
        csv_file("site,lat,lon,recharge_mm_yr", ["KAL-01,-23.1,21.9,4.2", "KAL-02,-22.7,22.4,6.8"]),
    )
    dl.add(f"/files/{FS_FILES[2][0]}", b"README for the Kalahari recharge grids.\n")
    dl.add(f"/articles/{FS_ID}/versions/1", zip_file("all files"))
    return [s.site(pages), dl]  # type: ignore[arg-type]


# --------------------------------------------------------------------------- Omeka S
OM = "collections.deltaarchief.hx108.example"
OM_ASSETS = ("/themes/default/asset/css/style.css", "/application/asset/js/global.js")


def _om_layout(s: Skin, title: str, main: str, head: str) -> str:
    nav = "".join(f'<li><a href="{h}">{escape(t)}</a></li>' for h, t in s.menu)
    body = (
        '<a id="skipnav" href="#content">Skip to main content</a><header>'
        '<a href="/s/watersnood" class="site-title"><h1>Watersnood 1953 Beeldbank</h1></a>'
        '<div id="search"><form action="/s/watersnood/item" id="search-form">'
        '<input type="text" name="fulltext_search"><button type="submit">Search</button>'
        f'</form></div><nav><ul class="navigation">{nav}</ul></nav></header>'
        f'<div id="content" role="main">{main}</div>'
        '<footer>Powered by <a href="http://omeka.test/s">Omeka S</a> &middot; '
        + " &middot; ".join(a(h, t) for h, t in s.footer)
        + "</footer>"
    )
    return doc(
        title,
        css(OM_ASSETS[0]) + js(OM_ASSETS[1]) + head,
        body,
        body_attrs=' class="item resource show"',
    )


def _om_skin() -> Skin:
    return Skin(
        host=OM,
        name="Watersnood 1953 Beeldbank",
        title_format="{title} · Watersnood 1953 Beeldbank · Omeka S",
        home_title="Watersnood 1953 Beeldbank · Omeka S",
        menu=[
            ("/s/watersnood/page/welcome", "Welcome"),
            ("/s/watersnood/item", "Browse items"),
            ("/s/watersnood/item-set", "Collections"),
            ("/s/watersnood/page/over-ons", "About the archive"),
        ],
        footer=[
            ("/s/watersnood/page/privacy", "Privacy"),
            ("/s/watersnood/page/rechten", "Rights"),
        ],
        home_main="<h2>Watersnood 1953 Beeldbank</h2><p>Photographs, maps and testimonies of "
        "the North Sea flood of 1953.</p>",
        layout=_om_layout,
    )


OM_ITEM = 1532
OM_MEDIA = [
    (2210, "8c1fd27a0b9e4f3c5a6d7e8f90a1b2c3.jpg", "Recto"),
    (2211, "9d20e38b1caf504d6b7e8f90a1b2c3d4.jpg", "Verso with caption"),
]


def omeka_sites() -> list[Site]:
    s = _om_skin()
    pages: dict[str, object] = dict(assets(*OM_ASSETS))
    title = "Aerial view of the dike breach at Oude-Tonge, 3 February 1953"
    media = "".join(
        f'<div class="media-render"><a href="/s/watersnood/media/{mid}">'
        f'<img src="/files/large/{f}" alt="{escape(lbl)}"></a>'
        f'<a class="original" href="/files/original/{f}">Download original ({escape(lbl)})</a></div>'
        for mid, f, lbl in OM_MEDIA
    )
    prop = "/s/watersnood/item?Search=&amp;property%5B0%5D%5Bproperty%5D=3&amp;property%5B0%5D%5Btype%5D=eq&amp;property%5B0%5D%5Btext%5D="
    main = (
        f'<h2><span class="title">{escape(title)}</span></h2><div class="media-embeds">{media}</div>'
        '<dl><div class="property"><dt>Title</dt><dd class="values">'
        f"{escape(title)}</dd></div>"
        '<div class="property"><dt>Creator</dt><dd class="values">Rijkswaterstaat, Meetkundige '
        'Dienst</dd></div><div class="property"><dt>Date</dt><dd class="values">1953-02-03</dd>'
        '</div><div class="property"><dt>Subject</dt><dd class="values">'
        f'<a href="{prop}Dijkdoorbraak">Dijkdoorbraak</a> <a href="{prop}Goeree-Overflakkee">'
        "Goeree-Overflakkee</a></dd></div>"
        '<div class="property"><dt>Rights</dt><dd class="values"><a href="http://rightsstatements.'
        'test/vocab/NoC-NC/1.0/">No Copyright - Non-Commercial Use Only</a></dd></div>'
        "</dl>"
        '<dl class="item-sets"><div class="property"><dt>Item sets</dt><dd class="values">'
        '<a href="/s/watersnood/item-set/12">Luchtfoto\'s Goeree-Overflakkee</a></dd></div></dl>'
        '<div id="linked-resources"><h3>Linked resources</h3><a href="/s/watersnood/item/1533">'
        "Repair of the Oude-Tonge breach, May 1953</a></div>"
    )
    pages[f"/s/watersnood/item/{OM_ITEM}"] = s.page(title, main)
    for mid, f, lbl in OM_MEDIA:
        pages[f"/s/watersnood/media/{mid}"] = s.page(
            lbl,
            f'<h2>{escape(lbl)}</h2><a href="/files/original/{f}"><img src="/files/large/{f}"></a>'
            f'<p>Part of item <a href="/s/watersnood/item/{OM_ITEM}">{escape(title)}</a></p>',
        )
        pages[f"/files/original/{f}"] = image_file((120, 120, 110))
        pages[f"/files/large/{f}"] = image_file((121, 121, 111))
    pages["/s/watersnood/item/1533"] = s.page(
        "Repair of the Oude-Tonge breach, May 1953", "<h2>Repair of the breach</h2>"
    )
    pages["/s/watersnood/item-set/12"] = s.page("Luchtfoto's", "<h2>Item set</h2>")
    return [s.site(pages)]  # type: ignore[arg-type]


# --------------------------------------------------------------------------- cases
def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # DSpace 7 thesis: a Single Hop record (landing, full-item page, the PDF bitstream) in
    # heavy DSpace chrome.  The seed prescribes Single Page+ with Ignored URIs for such
    # repository records (its Figshare/Zenodo/SSRN rows); the ignored list drops the menus
    # and footer; the collection, author/subject browse links and handle are not the item.
    case(
        "dspace-volta-recharge-thesis",
        "DSpace (DSpace 7 institutional repository)",
        "Single Hop",
        SPI,
        _u(DS, f"/items/{DS_THESIS}"),
        _ds_truth(DS_THESIS, DS_FILES_T),
        dspace_sites,
    ),
    # DSpace 7 technical report with three bitstreams (report, data CSV, workbook): the
    # same Single Hop shape; truth = item page, full item page, three downloads.
    case(
        "dspace-shire-flood-frequency",
        "DSpace (DSpace 7 institutional repository)",
        "Single Hop",
        SPI,
        _u(DS, f"/items/{DS_REPORT}"),
        _ds_truth(DS_REPORT, DS_FILES_R),
        dspace_sites,
    ),
    # EPrints abstract page: two documents one hop away; exports are a form (no links).
    # Single Page+ with Ignores (seed: preprint/paper repositories); subjects, division,
    # depositor browse pages and the login-only "View Item" are outside.
    case(
        "eprints-loess-erosion-plots",
        "EPrints (EPrints 3.4 university repository)",
        "Single Hop",
        SPI,
        _u(EP, f"/id/eprint/{EP_ID}/"),
        {_u(EP, f"/id/eprint/{EP_ID}/")}
        | {_u(EP, f"/id/eprint/{EP_ID}/{n}/{f}") for n, f, _t, _l in EP_DOCS},
        eprints_sites,
    ),
    # Figshare for institutions: the seed's own Figshare row, Single Page+ with Ignores.
    # Truth = landing page, the three file downloads and the "download all" zip on the
    # ndownloader host; authors, categories, keyword searches, licence are not the item.
    case(
        "figshare-kalahari-recharge",
        "Figshare (Figshare for institutions)",
        "Single Hop",
        SPI,
        _u(FS, f"/articles/dataset/{FS_SLUG}/{FS_ID}"),
        {_u(FS, f"/articles/dataset/{FS_SLUG}/{FS_ID}"), _u(FS_DL, f"/articles/{FS_ID}/versions/1")}
        | {_u(FS_DL, f"/files/{fid}") for fid, _n, _z in FS_FILES},
        figshare_sites,
        others=[_u(FS, "/articles/dataset/Borehole_yields_Ghanzi_district/22001144")],
    ),
    # Omeka S item with two media: the seed's Omeka row says Single Page "but depends on
    # installation"; this installation gives each item media pages and original files, so
    # the item is Single Hop and Single Page+ with Ignores fits.  Truth = item page, both
    # media pages and both original files; item set, subject searches, the linked item
    # (another artifact) and the rights statement are not the item.
    case(
        "omeka-oude-tonge-breach-photo",
        "Omeka S (flood heritage image bank)",
        "Single Hop",
        SPI,
        _u(OM, f"/s/watersnood/item/{OM_ITEM}"),
        {_u(OM, f"/s/watersnood/item/{OM_ITEM}")}
        | {_u(OM, f"/s/watersnood/media/{m}") for m, _f, _l in OM_MEDIA}
        | {_u(OM, f"/files/original/{f}") for _m, f, _l in OM_MEDIA},
        omeka_sites,
        others=[_u(OM, "/s/watersnood/item/1533")],
    ),
]
