"""Digital-collections software: Islandora 7 (Drupal 7 + Fedora 3) and Islandora 2
(Drupal 10), Hyrax (Samvera) and Omeka S.

Islandora 7 serves an object at /islandora/object/<pid> and all its datastreams, their
downloads and (with islandora_datastream_version) their versions under that path.
Islandora 2 serves a node /node/<n> whose files live under /_flysystem/fedora/ and
/system/files/, with a JSON-LD alternate /node/<n>?_format=jsonld.  Hyrax: a work
/concern/<type>/<id>, file sets /concern/parent/<id>/file_sets/<fs>, downloads
/downloads/<fs>.  Omeka S: items /s/<site>/item/<n> and pages /s/<site>/page/<slug>; an
item whose only media is an external IIIF viewer, and an exhibit essay, are single pages.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Skin, pdf_file, text_file

# --- Islandora 7 (Fernhallow Library Digital Collections) ------------------------------

FERN = Skin(
    host="digital.fernhallow-lib.hx25.example",
    name="Fernhallow Library Digital Collections",
    menu=[
        ("/islandora/object/fern%3Aroot", "Collections"),
        ("/islandora/search/%2A%3A%2A?type=dismax", "Browse all"),
        ("/about-us", "About"),
        ("/contact", "Contact"),
    ],
    footer=[("/copyright", "Copyright & reuse"), ("/accessibility", "Accessibility")],
    title_format="{title} | {name}",
    home_title="Fernhallow Library Digital Collections",
    body_class="html not-front page-islandora page-islandora-object",
    login="/user/login",
    login_text="Staff login",
    search=("/islandora/search", "islandora_simple_search_query"),
    generator="Drupal 7 (http://drupal.org)",
)
FPID = "fern%3A2210"
FOBJ = f"/islandora/object/{FPID}"
F_TITLE = "Harbour wall, Fernhallow, after the storm of 1953"
F_MEMBERS = {  # sub-path -> response (views and downloads of datastreams)
    "/datastream/OBJ/download": Response.data(b"II*\x00tiff", "image/tiff"),
    "/datastream/JPG/view": Response.data(b"\xff\xd8\xff\xe0jpg", "image/jpeg"),
    "/datastream/MODS/view": text_file(
        f"<mods><titleInfo><title>{escape(F_TITLE)}</title></titleInfo></mods>", "text/xml"
    ),
    "/datastream/DC/view": text_file(
        f"<oai_dc:dc><dc:title>{escape(F_TITLE)}</dc:title></oai_dc:dc>", "text/xml"
    ),
    "/datastream/MODS/version/0/view": text_file(
        "<mods><titleInfo><title>Harbour wall</title></titleInfo></mods>", "text/xml"
    ),
}


def _fern_pages() -> dict[str, PageValue]:
    main = f"""<div class="breadcrumb"><a href="/">Home</a> » <a
href="/islandora/object/fern%3Aroot">Collections</a> » <a href="/islandora/object/fern%3Aharbour">Harbour
photographs</a></div><h1 class="page-title">{escape(F_TITLE)}</h1>
<div class="islandora-large-image-object"><div id="islandora-openseadragon"
data-tilesource="/iiif/2/{FPID}~OBJ/info.json"></div></div>
<div class="islandora-large-image-metadata"><fieldset><legend>Details</legend><dl>
<dt>Creator</dt><dd><a href="/islandora/search/mods_name_creator_ms%3A%22Penhallow%2C%20Bryn%22">
Penhallow, Bryn</a></dd><dt>Date</dt><dd>1953-02-02</dd></dl></fieldset></div>
<div class="islandora-object-downloads"><h3>Download</h3><ul>
<li><a href="{FOBJ}/datastream/OBJ/download">Original TIFF (84 MB)</a></li>
<li><a href="{FOBJ}/datastream/JPG/view">JPG derivative</a></li></ul></div>
<div class="islandora-metadata"><h3>Metadata</h3><ul>
<li><a href="{FOBJ}/datastream/MODS/view">MODS</a>
(<a href="{FOBJ}/datastream/MODS/version">versions</a>)</li>
<li><a href="{FOBJ}/datastream/DC/view">Dublin Core</a></li></ul></div>
<div class="in-collections"><h3>In collections</h3><a href="/islandora/object/fern%3Aharbour">
Harbour photographs</a></div>"""
    versions = (
        f"<h1>MODS versions</h1><table><tr><td>2025-09-12</td><td><a href='{FOBJ}/datastream/MODS/view'>"
        f"current</a></td></tr><tr><td>2019-04-01</td><td><a href='{FOBJ}/datastream/MODS/version/0/"
        "view'>version 0</a></td></tr></table>"
    )
    pages: dict[str, PageValue] = {
        FOBJ: FERN.page(F_TITLE, main),
        f"{FOBJ}/datastream/MODS/version": FERN.page(f"{F_TITLE} MODS versions", versions),
        "/islandora/object/fern%3Aharbour": FERN.page(
            "Harbour photographs",
            f'<h1>Harbour photographs</h1><a href="{FOBJ}">{escape(F_TITLE)}</a>',
        ),
    }
    for sub, resp in F_MEMBERS.items():
        pages[FOBJ + sub] = resp
    return pages


def fern_sites() -> list[Site]:
    return [FERN.site(_fern_pages())]


# --- Islandora 2 (Brimwick University Special Collections) -----------------------------

BRIM = Skin(
    host="collections.brimwick-univ.hx25.example",
    name="Brimwick Special Collections",
    menu=[
        ("/browse", "Browse"),
        ("/collections", "Collections"),
        ("/about", "About"),
        ("/request-reproduction", "Reproductions"),
    ],
    footer=[
        ("/policies/takedown", "Takedown policy"),
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy"),
    ],
    title_format="{title} | {name}",
    home_title="Home | Brimwick Special Collections",
    body_class="path-node page-node-type-islandora-object olivero",
    login="/user/login?destination=/",
    search=("/search", "search_api_fulltext"),
    generator="Drupal 10 (https://www.drupal.org)",
)
B_NODE = "/node/3390"
B_TITLE = "Letter from Agnes Thorne to her sister, Brimwick, 14 March 1917"
B_FILES = {
    "/_flysystem/fedora/2025-03/letter-0042.tiff": Response.data(b"II*\x00letter", "image/tiff"),
    "/system/files/2025-03/letter-0042-service.jp2": Response.data(
        b"\x00\x00\x00\x0cjP  ", "image/jp2"
    ),
    "/_flysystem/fedora/2025-03/letter-0042-ocr.txt": text_file(
        "Dear Maud, the mill is quiet...\n"
    ),
}


def _brim_pages() -> dict[str, PageValue]:
    jsonld = f"{B_NODE}?_format=jsonld"
    dl = "".join(f'<li><a href="{p}">{escape(p.rsplit("/", 1)[1])}</a></li>' for p in B_FILES)
    main = f"""<nav class="breadcrumb"><a href="/">Home</a> › <a href="/node/12">Thorne family
papers</a></nav><h1 class="title page-title">{escape(B_TITLE)}</h1>
<div class="field--name-field-member-of"><a href="/node/12">Thorne family papers</a></div>
<div class="openseadragon-viewer" data-iiif="/iiif/3/letter-0042/info.json"></div>
<div class="field field--name-field-linked-agent"><a href="/taxonomy/term/55">Thorne, Agnes,
1889-1964</a></div><div class="field--name-field-subject"><a href="/taxonomy/term/71">World War,
1914-1918 -- Home front</a></div><div class="islandora-downloads"><h2>Downloads</h2><ul>{dl}</ul>
</div><p class="rights"><a href="https://rightsstatements.test/vocab/NoC-US/1.0/">No Copyright
- United States</a></p>"""
    pages: dict[str, PageValue] = {
        B_NODE: BRIM.page(
            B_TITLE,
            main,
            head=f'<link rel="alternate" type="application/ld+json" href="{jsonld}">',
        ),
        jsonld: text_file(f'{{"@graph":[{{"title":"{B_TITLE}"}}]}}', "application/ld+json"),
        "/node/12": BRIM.page("Thorne family papers", "<h1>Thorne family papers</h1>"),
        "/taxonomy/term/55": BRIM.page("Thorne, Agnes", "<h1>Thorne, Agnes, 1889-1964</h1>"),
        "/taxonomy/term/71": BRIM.page("Home front", "<h1>Home front</h1>"),
    }
    pages.update(B_FILES)
    return pages


def brim_sites() -> list[Site]:
    return [BRIM.site(_brim_pages())]


# --- Hyrax (Dunmore State ScholarWorks) ------------------------------------------------

DUN = Skin(
    host="scholarworks.dunmore-state.hx25.example",
    name="Dunmore State ScholarWorks",
    menu=[
        ("/", "Home"),
        ("/about", "About"),
        ("/help", "Help"),
        ("/contact", "Contact"),
        ("/collections", "Collections"),
    ],
    footer=[
        ("/terms", "Terms of Use"),
        ("/agreement", "Deposit Agreement"),
        ("https://samvera.test", "Samvera"),
    ],
    title_format="{title} // {name}",
    home_title="Dunmore State ScholarWorks",
    body_class="hyrax",
    login="/users/sign_in?locale=en",
    search=("/catalog", "q"),
    generator="Hyrax 5.0",
)
D_ID = "x633f1234"
D_TITLE = "Streambed temperature loggers, Dunmore Creek restoration reach, 2022-2025"
D_FS = [
    ("ab12cd34z", "temperature_loggers.csv", "text/csv"),
    ("ef56gh78k", "methods.pdf", "application/pdf"),
]


def _dun_pages() -> dict[str, PageValue]:
    rows = "".join(
        f'<tr><td><a href="/concern/parent/{D_ID}/file_sets/{fs}">{name}</a></td><td>{ct}</td>'
        f'<td><a class="btn" title="Download {name}" href="/downloads/{fs}">Download</a></td></tr>'
        for fs, name, ct in D_FS
    )
    creator = quote("Adeyemi, Folake")
    main = f"""<div class="work-type-tag">Dataset</div><h1>{escape(D_TITLE)}</h1>
<span class="label label-success">Open Access</span>
<ul class="work-show"><li class="attribute attribute-creator"><a href="/catalog?f%5Bcreator_sim%5D%5B%5D={creator}&amp;locale=en">
Adeyemi, Folake</a></li><li class="attribute attribute-keyword"><a href="/catalog?f%5Bkeyword_sim%5D%5B%5D=stream+temperature&amp;locale=en">
stream temperature</a></li><li>Date: 2025</li><li>DOI: <a href="https://doi.test/10.80091/dsu.x633f1234">
10.80091/dsu.x633f1234</a></li></ul><div class="panel"><h2>Relationships</h2>
<a href="/collections/q2f8h9j0k?locale=en">Watershed Restoration Data</a></div>
<div class="panel"><h2>Items</h2><table class="related-files">{rows}</table></div>
<div class="social-media"><a href="https://www.facebook.test/sharer/sharer.php?u=x">Facebook</a></div>
<p><a href="/concern/datasets/{D_ID}/stats?locale=en">Analytics</a></p>"""
    pages: dict[str, PageValue] = {
        f"/concern/datasets/{D_ID}": DUN.page(D_TITLE, main),
        f"/concern/datasets/{D_ID}/stats": DUN.page("Analytics", "<h1>Views: 120</h1>"),
        "/collections/q2f8h9j0k": DUN.page("Watershed Restoration Data", "<h1>Collection</h1>"),
    }
    for fs, name, ct in D_FS:
        pages[f"/concern/parent/{D_ID}/file_sets/{fs}"] = DUN.page(
            name,
            f'<h1>{name}</h1><p>Parent: <a href="/concern/datasets/{D_ID}?locale=en">{escape(D_TITLE)}'
            f'</a></p><a class="btn" href="/downloads/{fs}">Download the file</a>',
        )
        pages[f"/downloads/{fs}"] = (
            pdf_file(D_TITLE, "Methods")
            if ct == "application/pdf"
            else text_file("t,temp\n0,11.2\n", ct)
        )
    return pages


def dun_sites() -> list[Site]:
    return [DUN.site(_dun_pages())]


# --- Omeka S (Carrowby Archives: "Letters Home" site) ----------------------------------

CARR = Skin(
    host="exhibits.carrowby-archives.hx25.example",
    name="Letters Home · Carrowby Archives",
    menu=[
        ("/s/letters-home/page/welcome", "Welcome"),
        ("/s/letters-home/page/essays", "Essays"),
        ("/s/letters-home/item", "Browse items"),
        ("/s/letters-home/page/about", "About the project"),
    ],
    footer=[
        ("/s/letters-home/page/credits", "Credits"),
        ("https://omeka.test/s", "Powered by Omeka S"),
    ],
    title_format="{title} · Letters Home · Omeka S",
    home_title="Welcome · Letters Home · Omeka S",
    body_class="site resource show item",
    login="/login",
    search=("/s/letters-home/index/search", "fulltext_search"),
    generator="Omeka S 4.1",
    social=[("https://www.instagram.test/carrowbyarchives", "Instagram")],
)
C_ITEM = "/s/letters-home/item/4412"
C_ITEM_TITLE = "Field postcard from Pte. Owen Carrick to his mother, 9 June 1916"
C_PAGE = "/s/letters-home/page/the-home-front"
C_RELATED = "/s/letters-home/item/4415"


def _carr_pages() -> dict[str, PageValue]:
    prop = "/s/letters-home/item?property%5B0%5D%5Bproperty%5D=3&amp;property%5B0%5D%5Btype%5D=eq&amp;property%5B0%5D%5Btext%5D="
    item = f"""<h2>{escape(C_ITEM_TITLE)}</h2><div class="media-embeds"><iframe
src="https://iiif.nationalarchive.test/viewer?manifest=https://iiif.nationalarchive.test/m/WO-95-1234"
title="IIIF viewer"></iframe></div><dl><div class="property"><dt>Creator</dt><dd class="value">
<a href="{prop}Carrick%2C%20Owen">Carrick, Owen</a></dd></div><div class="property"><dt>Date
</dt><dd>1916-06-09</dd></div><div class="property"><dt>Subject</dt><dd><a
href="{prop}Postcards">Postcards</a></dd></div><div class="property"><dt>Source</dt><dd><a
href="https://catalogue.nationalarchive.test/WO-95-1234">National Archive, WO 95/1234</a></dd>
</div></dl><div class="item-sets"><h4>Item sets</h4><a href="/s/letters-home/item-set/12">Carrick
family correspondence</a></div><div id="resources-linked"><h4>Linked resources</h4>
<a href="{C_RELATED}">Telegram to Mrs Carrick, 3 July 1916</a></div>
<div class="citation">“{escape(C_ITEM_TITLE)}.” <em>Letters Home</em>, accessed 2026.</div>"""
    essay = f"""<h2>The home front in Carrowby, 1914-1918</h2><div class="blocks">
<p>When the mills went onto war work, the letters changed tone. Owen Carrick's postcard
(<a href="{C_ITEM}">item 4412</a>) is terse; the <a href="{C_RELATED}">telegram</a> that
followed is terser.</p><p>Further reading: <a href="https://doi.test/10.1080/homefront.1999">
Hughes 1999</a>.</p><nav class="site-page-pagination"><a href="/s/letters-home/page/essays">
Previous</a> <a href="/s/letters-home/page/mills-at-war">Next</a></nav></div>"""
    return {
        C_ITEM: CARR.page(C_ITEM_TITLE, item),
        C_PAGE: CARR.page("The home front", essay),
        C_RELATED: CARR.page(
            "Telegram to Mrs Carrick", "<h2>Telegram to Mrs Carrick, 3 July 1916</h2>"
        ),
        "/s/letters-home/item-set/12": CARR.page(
            "Carrick family correspondence", "<h2>Item set</h2>"
        ),
        "/s/letters-home/page/mills-at-war": CARR.page("Mills at war", "<h2>Mills at war</h2>"),
    }


def carr_sites() -> list[Site]:
    return [CARR.site(_carr_pages())]


# --- Hyku (Pellingham University theses, custom theme with bare titles) ---------------

PELL = Skin(
    host="etd.pellingham-univ.hx25.example",
    name="Pellingham Theses & Dissertations",
    menu=[
        ("/catalog", "Browse"),
        ("/collections", "Collections"),
        ("/about", "About"),
        ("/help", "Help"),
    ],
    footer=[
        ("/terms", "Terms of Use"),
        ("/accessibility", "Accessibility"),
        ("https://hyku.test", "Powered by Hyku"),
    ],
    title_format="{title}",
    home_title="Pellingham Theses & Dissertations",
    body_class="hyku pellingham-theme",
    login="/users/sign_in",
    search=("/catalog", "q"),
    generator="Hyku 6",
)
P_ID = "etd7q2m9x4"
P_TITLE = "Acoustic monitoring of grey seal haul-outs on the Pellingham skerries"
P_FS = [  # file set id, name, response (only the thesis PDF carries the title)
    ("fs3k8d2w1a", "thesis.pdf", pdf_file(P_TITLE, "A thesis submitted for the degree of PhD")),
    (
        "fs9v1c6t0b",
        "hydrophone_detections.zip",
        Response.data(b"PK\x03\x04dets", "application/zip"),
    ),
    (
        "fs4n7p5r2c",
        "defence_slides.pptx",
        Response.data(b"PK\x03\x04pptx", "application/vnd.ms-powerpoint"),
    ),
]


def _pell_pages() -> dict[str, PageValue]:
    rows = "".join(
        f'<tr><td><a href="/concern/parent/{P_ID}/file_sets/{fs}">{name}</a></td><td>File</td></tr>'
        for fs, name, _r in P_FS
    )
    main = f"""<header><h1>{escape(P_TITLE)}</h1><span class="label">Thesis or dissertation</span>
</header><dl class="work-show"><dt>Creator</dt><dd><a href="/catalog?f%5Bcreator_sim%5D%5B%5D=Rhys%2C+Gwen">
Rhys, Gwen</a></dd><dt>Advisor</dt><dd>Haldane, Iain</dd><dt>Degree</dt><dd>PhD</dd>
<dt>Department</dt><dd><a href="/catalog?f%5Bdepartment_sim%5D%5B%5D=Marine+Biology">Marine
Biology</a></dd></dl><div class="panel"><h2>Items</h2><table>{rows}</table></div>
<div class="panel"><h2>In collection</h2><a href="/collections/etd-2025">Theses 2025</a></div>"""
    pages: dict[str, PageValue] = {
        f"/concern/etds/{P_ID}": PELL.page(P_TITLE, main),
        "/collections/etd-2025": PELL.page("Theses 2025", "<h1>Theses 2025</h1>"),
    }
    for fs, name, resp in P_FS:
        pages[f"/concern/parent/{P_ID}/file_sets/{fs}"] = PELL.page(
            name,
            f'<h1>{name}</h1><p>File of <a href="/concern/etds/{P_ID}">{escape(P_TITLE)}</a></p>'
            f'<a class="btn btn-default" href="/downloads/{fs}">Download the file</a>',
        )
        pages[f"/downloads/{fs}"] = resp
    return pages


def pell_sites() -> list[Site]:
    return [PELL.site(_pell_pages())]


CASES = [
    # Path-Based: everything of the object is under /islandora/object/fern%3A2210 -
    # datastream views and downloads, the MODS version list and an old MODS version (two
    # hops).  Truth: object, 5 datastream URIs, version list.  Collections, creator
    # search, the IIIF tile service (embedded) are outside.
    Case(
        name="islandora7-fernhallow-harbour",
        imitates="Islandora 7 (Drupal 7, large image)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=FERN.url(FOBJ),
        truth=frozenset(
            [FERN.url(FOBJ), FERN.url(f"{FOBJ}/datastream/MODS/version")]
            + [FERN.url(FOBJ + s) for s in F_MEMBERS]
        ),
        build=fern_sites,
    ),
    # Single Page+ with ignored URIs: the node's files and its JSON-LD description are
    # one hop away, among Drupal chrome, collection and taxonomy links.  Truth: node,
    # JSON-LD, 3 files.
    Case(
        name="islandora2-brimwick-letter",
        imitates="Islandora 2 (Drupal 10)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=BRIM.url(B_NODE),
        truth=frozenset(
            [BRIM.url(B_NODE), BRIM.url(f"{B_NODE}?_format=jsonld")]
            + [BRIM.url(p) for p in B_FILES]
        ),
        build=brim_sites,
    ),
    # Single Page+ with ignored URIs: file-set pages and downloads one hop from the
    # work.  Truth: work, 2 file sets, 2 downloads (the file sets' "?locale=en" link back
    # is the work itself).  Creator/keyword facets, collection, analytics are outside.
    Case(
        name="hyrax-dunmore-streambed",
        imitates="Hyrax (Samvera, 5.0)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=DUN.url(f"/concern/datasets/{D_ID}"),
        truth=frozenset(
            [DUN.url(f"/concern/datasets/{D_ID}")]
            + [DUN.url(f"/concern/parent/{D_ID}/file_sets/{fs}") for fs, _n, _c in D_FS]
            + [DUN.url(f"/downloads/{fs}") for fs, _n, _c in D_FS]
        ),
        build=dun_sites,
    ),
    # Significant String from Title+ with ignored URIs (as the seed's Dryad): the bare
    # title is on the work and each file-set page; downloads are only on the file-set
    # pages, and only the thesis PDF carries the title.  Truth: work, 3 file sets, 3
    # downloads.  Creator/department facets and the collection are outside.
    Case(
        name="hyku-pellingham-seals",
        imitates="Hyrax (Hyku 6 ETD, custom theme)",
        artifact_class="Multi-Hop",
        expected="sig_title_plus_ignored",
        entry=PELL.url(f"/concern/etds/{P_ID}"),
        truth=frozenset(
            [PELL.url(f"/concern/etds/{P_ID}")]
            + [PELL.url(f"/concern/parent/{P_ID}/file_sets/{fs}") for fs, _n, _r in P_FS]
            + [PELL.url(f"/downloads/{fs}") for fs, _n, _r in P_FS]
        ),
        build=pell_sites,
    ),
    # Single Page (the seed's Omeka item): the item's only media is another archive's
    # IIIF viewer (embedded); property searches, item set and linked item are outside.
    Case(
        name="omekas-carrowby-postcard",
        imitates="Omeka S (4.1, item)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=CARR.url(C_ITEM),
        truth=frozenset([CARR.url(C_ITEM)]),
        build=carr_sites,
        others=frozenset([CARR.url(C_RELATED)]),
    ),
    # Single Page: an exhibit essay page (a blog-post-like artifact) linking items it
    # discusses (other artifacts) and the neighbouring pages.
    Case(
        name="omekas-carrowby-essay",
        imitates="Omeka S (4.1, exhibit page)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=CARR.url(C_PAGE),
        truth=frozenset([CARR.url(C_PAGE)]),
        build=carr_sites,
        others=frozenset([CARR.url(C_ITEM), CARR.url(C_RELATED)]),
    ),
]
