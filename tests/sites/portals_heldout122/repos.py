"""Repository landing pages of polar research (Single Page+ with Ignored URIs): DSpace,
EPrints, Figshare, OJS, CKAN, Omeka Classic."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import blob, csv, jpg, pdf_file, txt, xml

# --- DSpace 6 (XMLUI): a glaciology master's thesis -------------------------------------
DS = Portal(
    host="munin.arcticuni.hx122.example",
    name="Munin: Open Research Archive",
    menu=[
        ("/discover", "Search Munin"),
        ("/community-list", "Communities & Collections"),
        ("/browse?type=dateissued", "By Issue Date"),
        ("/browse?type=author", "Authors"),
        ("/page/about", "About"),
    ],
    footer=[("/contact", "Contact"), ("/feedback", "Send Feedback"), ("/page/privacy", "Privacy")],
    title_format="{title}",
    home_title="Munin: Open Research Archive",
)
DS_H = "/handle/10037/28811"
DS_PDF = "/bitstream/handle/10037/28811/thesis.pdf?sequence=2&isAllowed=y"
DS_FULL = DS_H + "?show=full"
_ds_title = "Basal crevasses on Nathorstbreen after the 2009 surge"
DS_PAGES = {
    DS_H: DS.page(
        _ds_title,
        f'<h2 class="page-header">{_ds_title}</h2><div class="item-summary-view-metadata">'
        '<div class="simple-item-view-file"><h5>View/Open</h5>'
        '<a href="/bitstream/handle/10037/28811/thesis.pdf?sequence=2&amp;isAllowed=y">'
        "thesis.pdf (14.8Mb)</a></div>"
        '<div class="simple-item-view-date"><h5>Date</h5>2023-05-15</div>'
        '<div class="simple-item-view-authors"><h5>Author</h5>'
        '<a href="/discover?filtertype=author&amp;filter_relational_operator=equals'
        '&amp;filter=Lund%2C+Ingrid">Lund, Ingrid</a></div>'
        '<div class="simple-item-view-uri"><h5>URI</h5><a href="http://hdl.handle.test/10037/28811">'
        "http://hdl.handle.test/10037/28811</a></div>"
        "<h5>Abstract</h5><p>Ground-penetrating radar reveals basal crevasses up to 40 m high "
        "in the former surge front.</p>"
        f'<a class="btn" href="{DS_FULL}">Show full item record</a>'
        '<h5>Collections</h5><ul><li><a href="/handle/10037/225">Mastergradsoppgaver '
        "i geovitenskap</a></li></ul></div>",
        head='<meta name="citation_title" content="' + _ds_title + '">'
        '<meta name="citation_pdf_url" content="http://munin.arcticuni.hx122.example'
        '/bitstream/handle/10037/28811/thesis.pdf">',
    ),
    DS_FULL: DS.page(
        _ds_title,
        f"<h2>{_ds_title}</h2><table><tr><td>dc.contributor.author</td><td>Lund, Ingrid</td>"
        f"</tr><tr><td>dc.title</td><td>{_ds_title}</td></tr></table>"
        f'<a href="{DS_H}">Show simple item record</a>'
        '<a href="/bitstream/handle/10037/28811/thesis.pdf?sequence=2&amp;isAllowed=y">thesis.pdf</a>',
    ),
    DS_PDF: pdf_file(_ds_title, "Master thesis in Geology, 2023"),
    "/bitstream/handle/10037/28811/thesis.pdf": pdf_file(_ds_title),
    "/handle/10037/225": DS.page("Mastergradsoppgaver i geovitenskap", "<h2>Collection</h2>"),
}


def _ds() -> list[Site]:
    return [DS.site(DS_PAGES)]


# --- EPrints: a polar institute's report ------------------------------------------------
EP = Portal(
    host="nora.polarsurvey.hx122.example",
    name="NORA - Polar Survey Open Research Archive",
    menu=[
        ("/view/year/", "Browse by Year"),
        ("/view/divisions/", "Browse by Division"),
        ("/cgi/search/advanced", "Advanced Search"),
        ("/information.html", "About"),
        ("/policies.html", "Policies"),
    ],
    footer=[
        ("/cgi/latest", "Latest Additions"),
        ("/cgi/register", "Create Account"),
        ("http://eprints.test/", "Powered by EPrints 3.4"),
    ],
    title_format="{title} - {name}",
    home_title="NORA - Polar Survey Open Research Archive",
)
EP_ID = "/id/eprint/533812/"
EP_FILES = {
    "/id/eprint/533812/1/halley_vi_relocation_2017.pdf": pdf_file(
        "Relocation of Halley VI research station", "Ice-shelf chasm monitoring 2012-2017"
    ),
    "/id/eprint/533812/2/chasm1_gps_2015_2017.csv": csv("date,station,north_m,east_m\n"),
}
EP_EXPORTS = {
    "/cgi/export/eprint/533812/BibTeX/nora-eprint-533812.bib": txt(
        "@techreport{nora533812, title={Relocation of Halley VI research station}}\n"
    ),
    "/cgi/export/eprint/533812/DC/nora-eprint-533812.txt": txt(
        "title: Relocation of Halley VI research station\n"
    ),
}
EP_PAGES = {
    EP_ID: EP.page(
        "Relocation of Halley VI research station: ice-shelf chasm monitoring 2012-2017",
        '<div class="ep_summary_content"><h1 class="ep_tm_pagetitle">Relocation of Halley VI '
        "research station: ice-shelf chasm monitoring 2012-2017</h1>"
        '<p><span class="person_name">Anker, Paul</span> and <span class="person_name">Morgan, '
        "Rhiannon</span> (2018) <em>Relocation of Halley VI research station.</em> "
        "Technical Report. Polar Survey.</p>"
        '<div class="ep_summary_content_main"><table><tr><td>'
        '<a class="ep_document_link" href="/id/eprint/533812/1/halley_vi_relocation_2017.pdf">'
        "<span>Text</span> halley_vi_relocation_2017.pdf</a> - Published Version (6MB)</td></tr>"
        '<tr><td><a class="ep_document_link" href="/id/eprint/533812/2/chasm1_gps_2015_2017.csv">'
        "Other chasm1_gps_2015_2017.csv</a> - Supplemental Material</td></tr></table>"
        "<h2>Abstract</h2><p>Chasm 1 in the Brunt Ice Shelf reactivated in 2012 ...</p>"
        '<table class="ep_summary_page_fields"><tr><th>Divisions:</th><td>'
        '<a href="/view/divisions/ice=5Fdynamics/">Ice Dynamics and Palaeoclimate</a></td></tr>'
        "<tr><th>Date made live:</th><td>19 Mar 2018</td></tr><tr><th>URI:</th><td>"
        f'<a href="http://nora.polarsurvey.hx122.example{EP_ID}">'
        f"http://nora.polarsurvey.hx122.example{EP_ID}</a></td></tr></table>"
        '<form action="/cgi/export_redirect" method="get"><select name="format">'
        "<option>BibTeX</option></select></form>"
        '<div class="ep_block"><a href="/cgi/export/eprint/533812/BibTeX/nora-eprint-533812.bib">'
        'BibTeX</a> | <a href="/cgi/export/eprint/533812/DC/nora-eprint-533812.txt">Dublin Core'
        '</a></div><a href="/cgi/users/home?screen=EPrint::View&amp;eprintid=533812">'
        "Edit Item (Repository staff only)</a></div></div>",
    ),
    **EP_FILES,
    **EP_EXPORTS,
}


def _ep() -> list[Site]:
    return [EP.site(EP_PAGES)]


# --- Figshare for institutions: a sea-ice dataset ---------------------------------------
FS = Portal(
    host="rdr.polarfig.hx122.example",
    name="Polar Research Data Repository",
    menu=[
        ("/browse", "Browse"),
        ("/categories", "Categories"),
        ("/portals", "Portals"),
        ("/about", "About"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy policy"),
        ("http://figshare.test/", "Powered by figshare"),
    ],
    title_format="{title}",
)
FS_ART = "/articles/dataset/Sea_ice_thickness_from_airborne_EM_Fram_Strait_2023/25641377"
FS_FILES = {
    "/ndownloader/files/45812221": blob("HEM_FramStrait_2023.nc", "application/x-netcdf"),
    "/ndownloader/files/45812224": txt("README for HEM Fram Strait 2023 survey\n"),
    "/ndownloader/articles/25641377/versions/2": blob("25641377.zip", "application/zip"),
}
FS_PAGES = {
    FS_ART: FS.page(
        "Sea ice thickness from airborne EM, Fram Strait 2023",
        '<h1 class="title">Sea ice thickness from airborne EM, Fram Strait 2023</h1>'
        '<div class="authors"><a href="/authors/Thomas_Krumpen/4211">Thomas Krumpen</a></div>'
        '<section class="files"><ul><li>HEM_FramStrait_2023.nc <a href="/ndownloader/files/'
        '45812221">Download</a></li><li>README.txt <a href="/ndownloader/files/45812224">'
        'Download</a></li></ul><a class="btn" href="/ndownloader/articles/25641377/versions/2">'
        "Download all (1.4 GB)</a></section>"
        '<section class="cite">Cite: <a href="http://doi.org/10.25441/polar.25641377.v2">'
        "doi:10.25441/polar.25641377.v2</a></section>"
        '<section class="categories"><a href="/categories/Glaciology/37">Glaciology</a></section>'
        '<section class="keywords"><a href="/search?q=%3Akeyword%3A%20%22sea%20ice%22">sea ice'
        '</a></section><section class="license"><a href="http://creativecommons.org/licenses/'
        'by/4.0/">CC BY 4.0</a></section>',
    ),
    **FS_FILES,
}


def _fs() -> list[Site]:
    return [FS.site(FS_PAGES)]


# --- OJS 3: an open-access polar journal article ----------------------------------------
OJ = Portal(
    host="journals.polarjournal.hx122.example",
    name="Polar Research",
    menu=[
        ("/index.php/polar/issue/current", "Current"),
        ("/index.php/polar/issue/archive", "Archives"),
        ("/index.php/polar/announcement", "Announcements"),
        ("/index.php/polar/about", "About"),
        ("/index.php/polar/about/submissions", "Submissions"),
    ],
    footer=[
        ("/index.php/polar/about/privacy", "Privacy Statement"),
        ("http://pkp.test/ojs/", "Open Journal Systems"),
    ],
    title_format="{title} | {name}",
)
OJ_ART = "/index.php/polar/article/view/9176"
OJ_FILES = {
    "/index.php/polar/article/view/9176/19843": OJ.page(
        "View of Ringed seal haul-out on drifting ice in Kongsfjorden",
        '<iframe src="/index.php/polar/article/download/9176/19843/"></iframe>'
        '<a href="/index.php/polar/article/view/9176">Return to Article Details</a>'
        '<a href="/index.php/polar/article/download/9176/19843/">Download</a>',
    ),
    "/index.php/polar/article/download/9176/19843/": pdf_file(
        "Ringed seal haul-out on drifting ice in Kongsfjorden"
    ),
    "/index.php/polar/citationstylelanguage/download/ris?submissionId=9176": txt(
        "TY  - JOUR\nTI  - Ringed seal haul-out on drifting ice in Kongsfjorden\n"
    ),
    "/index.php/polar/citationstylelanguage/download/bibtex?submissionId=9176": txt(
        "@article{9176, title={Ringed seal haul-out on drifting ice in Kongsfjorden}}\n"
    ),
}
OJ_PAGES = {
    OJ_ART: OJ.page(
        "Ringed seal haul-out on drifting ice in Kongsfjorden",
        '<nav class="cmp_breadcrumbs"><a href="/index.php/polar/index">Home</a> / '
        '<a href="/index.php/polar/issue/archive">Archives</a> / '
        '<a href="/index.php/polar/issue/view/412">Vol. 44 (2025)</a></nav>'
        '<article class="obj_article_details"><h1 class="page_title">Ringed seal haul-out on '
        "drifting ice in Kongsfjorden</h1>"
        '<ul class="authors"><li>Kit M. Kovacs</li><li>Christian Lydersen</li></ul>'
        '<div class="item doi">DOI: <a href="http://doi.org/10.33265/polar.v44.9176">'
        "10.33265/polar.v44.9176</a></div>"
        '<section class="item abstract"><h2>Abstract</h2><p>Seal haul-out declined as the '
        "fjord lost its fast ice ...</p></section>"
        '<ul class="value galleys_links"><li><a class="obj_galley_link pdf" '
        'href="/index.php/polar/article/view/9176/19843">PDF</a></li></ul>'
        '<div class="item citation"><div class="citation_formats"><ul>'
        '<li><a href="/index.php/polar/citationstylelanguage/download/ris?submissionId=9176">'
        'RIS</a></li><li><a href="/index.php/polar/citationstylelanguage/download/bibtex?'
        'submissionId=9176">BibTeX</a></li></ul></div></div>'
        '<div class="item issue"><a class="title" href="/index.php/polar/issue/view/412">'
        "Vol. 44 (2025)</a><section>Section: <span>Research Articles</span></section></div>"
        '<div class="item copyright"><a href="http://creativecommons.org/licenses/by-nc/4.0/">'
        "CC BY-NC 4.0</a></div></article>",
        head='<meta name="citation_pdf_url" content="http://journals.polarjournal.hx122.example'
        '/index.php/polar/article/download/9176/19843">',
    ),
    "/index.php/polar/issue/view/412": OJ.page("Vol. 44 (2025)", "<h1>Vol. 44 (2025)</h1>"),
    "/index.php/polar/index": OJ.page("Polar Research", "<h1>Polar Research</h1>"),
    **OJ_FILES,
}


def _oj() -> list[Site]:
    return [OJ.site(OJ_PAGES)]


# --- CKAN: a national polar data catalogue ----------------------------------------------
CK = Portal(
    host="catalogue.polardatacan.hx122.example",
    name="Polar Data Catalogue",
    menu=[
        ("/dataset/", "Datasets"),
        ("/organization/", "Organizations"),
        ("/group/", "Groups"),
        ("/about", "About"),
    ],
    footer=[("/api/3", "API"), ("http://ckan.test/", "Powered by CKAN")],
    title_format="{title} - {name}",
    home_title="Welcome - Polar Data Catalogue",
)
CK_SLUG = "/dataset/snow-depth-on-lake-ice-cambridge-bay-2021-2024"
CK_PKG = "8c1e0f2a-5d3b-4b7e-9a51-2f0d6a4c9e11"
CK_RES = {
    "0b6f1c9e-7a44-4e2d-8c6b-51a9e0d3f812": "snow_depth_2021_2024.csv",
    "4e2a9b7d-1c35-4f60-9d8e-7b3a2c1f0e45": "site_photos.zip",
}
CK_PAGES: dict[str, object] = {}
CK_TRUTH = [CK_SLUG]
for rid, fn in CK_RES.items():
    rp = f"{CK_SLUG}/resource/{rid}"
    dl = f"/dataset/{CK_PKG}/resource/{rid}/download/{fn}"
    CK_PAGES[rp] = CK.page(
        f"{fn} - Snow depth on lake ice, Cambridge Bay 2021-2024",
        f'<h1>{fn}</h1><p>URL: <a href="{dl}">{CK.url(dl)}</a></p>'
        f'<a class="btn" href="{dl}">Download</a><a href="{CK_SLUG}">Dataset</a>',
    )
    CK_PAGES[dl] = csv("site,date,depth_cm\nCB1,2021-11-02,4\n") if fn.endswith("csv") else blob(fn)
    CK_TRUTH += [rp, dl]
CK_PAGES[CK_SLUG] = CK.page(
    "Snow depth on lake ice, Cambridge Bay 2021-2024",
    '<ol class="breadcrumb"><li><a href="/organization/">Organizations</a></li>'
    '<li><a href="/organization/canadian-high-arctic-research-station">CHARS</a></li></ol>'
    '<article class="module"><h1>Snow depth on lake ice, Cambridge Bay 2021-2024</h1>'
    "<p>Weekly snow-depth transects on Greiner Lake and Water Lake.</p>"
    '<section id="dataset-resources"><h2>Data and Resources</h2><ul class="resource-list">'
    + "".join(
        f'<li class="resource-item"><a class="heading" href="{CK_SLUG}/resource/{rid}">{fn}</a>'
        f'<ul class="dropdown-menu"><li><a href="{CK_SLUG}/resource/{rid}">More information</a>'
        f'</li><li><a href="/dataset/{CK_PKG}/resource/{rid}/download/{fn}">Download</a></li>'
        "</ul></li>"
        for rid, fn in CK_RES.items()
    )
    + '</ul></section><section class="tags"><ul><li><a href="/dataset/?tags=snow">snow</a>'
    '</li><li><a href="/dataset/?tags=lake+ice">lake ice</a></li></ul></section>'
    '<section class="additional-info"><table><tr><th>Licence</th><td>'
    '<a href="http://open.canada.test/en/open-government-licence-canada">OGL-Canada</a></td>'
    "</tr></table></section></article>",
)
CK_PAGES["/organization/canadian-high-arctic-research-station"] = CK.page("CHARS", "<h1>CHARS</h1>")


def _ck() -> list[Site]:
    return [CK.site(CK_PAGES)]  # type: ignore[arg-type]


# --- Omeka Classic: a historic polar expedition collection item -------------------------
OM = Portal(
    host="collections.polarmuseum.hx122.example",
    name="Polar Museum Collections Online",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    footer=[("/terms", "Terms of use"), ("http://omeka.test/", "Proudly powered by Omeka")],
    title_format="{title} · {name}",
)
OM_ART = "/items/show/1912"
OM_FILES = {
    "/files/original/6b1f0e4c2a9d8f3e1b7c5a0d9e2f4c61.jpg": jpg(4),
    OM_ART + "?output=omeka-xml": xml(
        "<item itemId='1912'><title>Letter from Cape Evans, 1911</title></item>"
    ),
    OM_ART + "?output=dcmes-xml": xml(
        "<rdf:RDF><dc:title>Letter from Cape Evans, 1911</dc:title></rdf:RDF>"
    ),
}
OM_PAGES = {
    OM_ART: OM.page(
        "Letter from Cape Evans, 1911",
        '<h1>Letter from Cape Evans, 1911</h1><div id="dublin-core-title" class="element">'
        "<h3>Title</h3><div>Letter from Cape Evans, 1911</div></div>"
        '<div class="element"><h3>Creator</h3><div>Wilson, Edward Adrian</div></div>'
        '<div id="itemfiles"><div class="item-file"><a class="download-file" href="/files/'
        'original/6b1f0e4c2a9d8f3e1b7c5a0d9e2f4c61.jpg">Page 1 (image/jpeg)</a></div></div>'
        '<div id="collection"><h3>Collection</h3><a href="/collections/show/14">Terra Nova '
        "Expedition correspondence</a></div>"
        '<div id="item-tags"><a href="/items/browse?tags=Antarctica">Antarctica</a> '
        '<a href="/items/browse?tags=letters">letters</a></div>'
        '<div id="item-output-formats"><h3>Output Formats</h3><ul>'
        f'<li><a href="{OM_ART}?output=dcmes-xml">dcmes-xml</a></li>'
        f'<li><a href="{OM_ART}?output=omeka-xml">omeka-xml</a></li></ul></div>'
        '<ul class="item-pagination"><li id="previous-item"><a href="/items/show/1911">&larr; '
        'Previous Item</a></li><li id="next-item"><a href="/items/show/1913">Next Item '
        "&rarr;</a></li></ul>",
    ),
    "/collections/show/14": OM.page("Terra Nova Expedition correspondence", "<h1>Collection</h1>"),
    "/items/show/1911": OM.page("Sledging diary, 1911", "<h1>Sledging diary, 1911</h1>"),
    "/items/show/1913": OM.page("Photograph of the Barne Glacier", "<h1>Barne Glacier</h1>"),
    **OM_FILES,
}


def _om() -> list[Site]:
    return [OM.site(OM_PAGES)]


CASES: list[Case] = [
    # A DSpace thesis: landing page, its full record and its PDF one hop away, like the
    # seed's repository rows (SSRN, Zenodo): Single Page+ with Ignored URIs.  Truth: the
    # item page, "Show full item record" and the bitstream as linked.  The collection and
    # author-browse links are the repository's, not the thesis's.
    case(
        "dspace6-nathorstbreen-thesis",
        "DSpace (institutional repository, XMLUI)",
        "single_hop",
        "single_page_plus_ignored",
        DS.url(DS_H),
        [DS.url(DS_H), DS.url(DS_FULL), DS.url(DS_PDF)],
        _ds,
        others=[DS.url("/handle/10037/225")],
    ),
    # An EPrints report: documents and export formats hang off the abstract page one hop
    # away: Single Page+ with Ignored URIs.  Truth: abstract page, two documents, two
    # exports.  Division browse and the staff edit link are not the report.
    case(
        "eprints-halley-vi-relocation",
        "EPrints (polar institute open archive)",
        "single_hop",
        "single_page_plus_ignored",
        EP.url(EP_ID),
        [EP.url(EP_ID), *(EP.url(p) for p in (*EP_FILES, *EP_EXPORTS))],
        _ep,
    ),
    # Figshare is in the seed's table: Single Page+ with Ignores.  Truth: landing page,
    # two file downloads and the "download all" archive; category, keyword search, author
    # page, DOI and licence are not the dataset's.
    case(
        "figshare-hem-fram-strait-2023",
        "Figshare for institutions (data repository)",
        "single_hop",
        "single_page_plus_ignored",
        FS.url(FS_ART),
        [FS.url(FS_ART), *(FS.url(p) for p in FS_FILES)],
        _fs,
    ),
    # An OJS article: like the seed's preprint rows, landing page plus galley and citation
    # exports one hop away: Single Page+ with Ignored URIs.  Truth: what that heuristic
    # takes -- the article page, the PDF galley viewer and the two citation downloads.
    # The PDF itself is linked only from the viewer, two hops out, so the seed's one-hop
    # heuristic does not reach it and it is left out.
    case(
        "ojs-ringed-seal-haul-out",
        "OJS (open-access polar journal)",
        "single_hop",
        "single_page_plus_ignored",
        OJ.url(OJ_ART),
        [OJ.url(OJ_ART), *(OJ.url(p) for p in OJ_FILES if "/download/9176/" not in p)],
        _oj,
        others=[OJ.url("/index.php/polar/issue/view/412")],
    ),
    # A CKAN dataset: resource pages and downloads are linked from the dataset page
    # (the "Explore" menu): Single Page+ with Ignored URIs.  Truth: dataset page, two
    # resource pages, two downloads; organization, tags and licence are not the dataset.
    case(
        "ckan-cambridge-bay-lake-ice-snow",
        "CKAN (national polar data catalogue)",
        "single_hop",
        "single_page_plus_ignored",
        CK.url(CK_SLUG),
        [CK.url(p) for p in CK_TRUTH],
        _ck,
    ),
    # An Omeka Classic item with a file: the seed notes Omeka "depends on installation";
    # this one links its file page, original image and output formats one hop away:
    # Single Page+ with Ignored URIs (the installation links the original file itself).
    # Truth: item, the original image and two metadata outputs.  Previous/next items, the collection
    # and tag browse are other things.
    case(
        "omeka-cape-evans-letter",
        "Omeka Classic (expedition archive item)",
        "single_hop",
        "single_page_plus_ignored",
        OM.url(OM_ART),
        [OM.url(OM_ART), *(OM.url(p) for p in OM_FILES)],
        _om,
        others=[
            OM.url("/items/show/1911"),
            OM.url("/items/show/1913"),
            OM.url("/collections/show/14"),
        ],
    ),
]
