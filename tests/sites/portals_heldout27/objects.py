"""Objects: a IIIF manuscript viewer, a Europeana-like aggregator, a museum's collection
online, and two Omeka Classic installations (an exhibit and two items)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout27._kit import (
    a,
    cookie_banner,
    host,
    jpeg_like,
    json_doc,
    make_case,
    pdf_file,
    ul,
    xml,
)

# --------------------------------------------------------------------------------------
# IIIF manuscript viewer (Mirador page on the library's "digital" host, manifest and
# image API on its "iiif" host).  The shelfmark id is in every URI of the manuscript:
# viewer, catalogue description, its TEI (two hops), manifest, PDF, folio downloads.
# Significant String from URI.
# --------------------------------------------------------------------------------------

VL = Portal(
    host=host("digital", "velmoorlib"),
    name="Velmoor Library Digital Manuscripts",
    menu=[
        ("/browse", "Browse"),
        ("/collections", "Collections"),
        ("/about/iiif", "IIIF"),
        ("/about", "About"),
        ("http://www.velmoorlib.hx27.example/", "Velmoor Library"),
    ],
    footer=[
        ("/terms", "Terms of use"),
        ("/cookies", "Cookies"),
        ("/accessibility", "Accessibility"),
        ("http://www.velmoorlib.hx27.example/support", "Support us"),
    ],
)
VL_IIIF = host("iiif", "velmoorlib")

MSS = {
    "ms-velm-lat-044": ("Psalter of Crowland Abbey", ["f001r", "f001v", "f002r"]),
    "ms-velm-eng-117": ("Commonplace book of Thomas Dymoke", ["p001", "p002"]),
}


def velmoor_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    iiif: dict[str, PageValue] = {}
    ids = list(MSS)
    for ms, (title, folios) in MSS.items():
        other = [m for m in ids if m != ms][0]
        man = f"http://{VL_IIIF}/presentation/{ms}/manifest.json"
        folio_links = [
            (f"http://{VL_IIIF}/image/{ms}_{f}/full/max/0/default.jpg", f"Folio {f}")
            for f in folios
        ]
        pages[f"/view/{ms}"] = VL.page(
            title,
            f"""{cookie_banner("/cookies")}
<div class="viewer-toolbar"><h1>{escape(title)}</h1>
<a href="{man}" class="iiif-drag"><img src="/static/logo.png" alt="IIIF manifest"></a>
{a(f"/catalog/{ms}", "Full catalogue description")} · {a(f"/download/{ms}.pdf", "Download PDF")}</div>
<div id="mirador" data-manifest="{man}"></div>
<details><summary>Download images</summary>{ul(folio_links)}</details>
<section class="related"><h2>You may also like</h2>{ul([(f"/view/{other}", "Another manuscript")])}</section>""",
            share=VL.url(f"/view/{ms}"),
        )
        pages[f"/catalog/{ms}"] = VL.page(
            f"Catalogue: {title}",
            f"<h1>{escape(title)}</h1><dl><dt>Shelfmark</dt><dd>{ms}</dd><dt>Date</dt>"
            f"<dd>s. xiii</dd></dl><p>{a(f'/catalog/{ms}/tei.xml', 'TEI description')} · "
            f"{a(f'/view/{ms}', 'Open in viewer')} · {a('/collections/crowland', 'Collection')}</p>",
        )
        pages[f"/catalog/{ms}/tei.xml"] = xml(f"<TEI><msIdentifier>{ms}</msIdentifier></TEI>")
        pages[f"/download/{ms}.pdf"] = pdf_file(title, ms)
        iiif[f"/presentation/{ms}/manifest.json"] = json_doc(
            f'{{"@context":"http://iiif.io/api/presentation/3/context.json","id":"{man}"}}'
        )
        for i, f in enumerate(folios):
            iiif[f"/image/{ms}_{f}/full/max/0/default.jpg"] = jpeg_like(i + 3)
    return [VL.site(pages), Portal(VL_IIIF, "Velmoor IIIF", []).site(iiif)]


def _vl_truth(ms: str) -> set[str]:
    folios = MSS[ms][1]
    return {
        VL.url(f"/view/{ms}"),
        VL.url(f"/catalog/{ms}"),
        VL.url(f"/catalog/{ms}/tei.xml"),
        VL.url(f"/download/{ms}.pdf"),
        f"http://{VL_IIIF}/presentation/{ms}/manifest.json",
        *(f"http://{VL_IIIF}/image/{ms}_{f}/full/max/0/default.jpg" for f in folios),
    }


# --------------------------------------------------------------------------------------
# Europeana-like aggregator: the record id "<dataset>/<local id>" is in the item page, the
# record API JSON, the IIIF manifest and the media proxy download.  "More like this" items
# of the same dataset share only the dataset number; the provider's own page is another
# portal's artifact.  Significant String from URI.
# --------------------------------------------------------------------------------------

EA = Portal(
    host=host("www", "eurocastellum"),
    name="Eurocastellum",
    menu=[
        ("/en/collections", "Collections"),
        ("/en/stories", "Stories"),
        ("/en/galleries", "Galleries"),
        ("/en/about-us", "About us"),
    ],
    footer=[
        ("/en/rights", "Terms of use"),
        ("/en/rights/privacy-policy", "Privacy"),
        ("http://pro.eurocastellum.hx27.example/", "For professionals"),
        ("/en/help", "Help"),
    ],
    title_format="{title} | {name}",
)
EA_API = host("api", "eurocastellum")
EA_IIIF = host("iiif", "eurocastellum")
EA_MEDIA = host("media", "eurocastellum")

RECORDS = {
    "2048221/object_FMN_9917": (
        "Eel glaive, Welney, c. 1880",
        "Fenmuseum Wisbech",
        "2048221/object_FMN_9918",
    ),
    "9200386/BibliographicResource_3000118472": (
        "Broadside ballad: The Drowned Lands",
        "National Library of Velmoor",
        "2048221/object_FMN_9918",
    ),
}


def eurocastellum_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    api: dict[str, PageValue] = {}
    iiif: dict[str, PageValue] = {}
    media: dict[str, PageValue] = {}
    for rid, (title, provider, similar) in RECORDS.items():
        man = f"http://{EA_IIIF}/presentation/{rid}/manifest"
        dl = f"http://{EA_MEDIA}/media/{rid}/3f2c9a.jpg"
        pages[f"/en/item/{rid}"] = EA.page(
            title,
            f"""{cookie_banner("/en/rights/privacy-policy")}
<div class="media-viewer" data-iiif="{man}"><img src="http://{EA_MEDIA}/thumbnail/v3/400/{rid}.jpg" alt=""></div>
<div class="item-actions">{a(dl, "Download")} · {a(man, "IIIF manifest")} ·
{a(f"http://{EA_API}/record/v2/{rid}.json?wskey=api2demo", "Record (JSON)")} ·
{a("http://rightsstatements.example/vocab/InC/1.0/", "In Copyright")}</div>
<h1>{escape(title)}</h1>
<dl><dt>Providing institution</dt><dd>{a("/en/institution/" + provider.replace(" ", "-"), provider)}</dd>
<dt>Provider link</dt><dd>{a(f"http://collections.{rid.split('/')[0]}.provider.example/{rid.split('/')[1]}", "View at provider")}</dd></dl>
<section class="similar-items"><h2>Similar items</h2>{ul([(f"/en/item/{similar}", "Similar item")])}</section>
<section class="entities">{a("/en/collections/topic/48-folklore", "Folklore")}</section>""",
            share=EA.url(f"/en/item/{rid}"),
        )
        api[f"/record/v2/{rid}.json?wskey=api2demo"] = json_doc(
            f'{{"success":true,"object":{{"about":"/{rid}","title":["{title}"]}}}}'
        )
        iiif[f"/presentation/{rid}/manifest"] = json_doc(f'{{"@id":"{man}"}}')
        media[f"/media/{rid}/3f2c9a.jpg"] = jpeg_like(len(rid))
    pages["/en/item/2048221/object_FMN_9918"] = EA.page(
        "Eel glaive, Littleport", "<h1>Eel glaive, Littleport</h1>"
    )
    return [
        EA.site(pages),
        Portal(EA_API, "Eurocastellum API", []).site(api),
        Portal(EA_IIIF, "Eurocastellum IIIF", []).site(iiif),
        Portal(EA_MEDIA, "Eurocastellum media proxy", []).site(media),
    ]


def _ea_truth(rid: str) -> set[str]:
    return {
        EA.url(f"/en/item/{rid}"),
        f"http://{EA_API}/record/v2/{rid}.json?wskey=api2demo",
        f"http://{EA_IIIF}/presentation/{rid}/manifest",
        f"http://{EA_MEDIA}/media/{rid}/3f2c9a.jpg",
    }


# --------------------------------------------------------------------------------------
# A museum's collection online: the object page links its image downloads and a
# provenance report, all on the museum's asset CDN under opaque hash names, plus "more
# from this maker" objects, the maker's page and the usual chrome.  Single hop, chrome to
# ignore: Single Page+ with Ignored URIs (like the seed's Figshare / Zenodo).
# --------------------------------------------------------------------------------------

QH = Portal(
    host=host("collections", "quayhollowmuseum"),
    name="Quay Hollow Museum",
    menu=[
        ("/visit", "Visit"),
        ("/whats-on", "What's on"),
        ("/objects", "Collection"),
        ("/learn", "Learn"),
        ("/shop", "Shop"),
        ("/support", "Support us"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/image-licensing", "Image licensing"),
        ("http://www.instagram.example/quayhollow", "Instagram"),
    ],
    title_format="{title} | {name}",
)
QH_CDN = host("assets", "qhmcdn")

OBJECTS = {
    "48213": (
        "Model of a Wisbech pilot gig",
        "Jabez Muncey",
        ["9f3b1c2a.jpg", "a0d77e41.jpg"],
        "d5e21f90.pdf",
        ["48214", "47120"],
    ),
    "50877": (
        "Sampler worked by Mary Ann Goodger, 1834",
        "Mary Ann Goodger",
        ["1b8e0c55.jpg"],
        "7c0a9e13.pdf",
        ["50901"],
    ),
}


def quayhollow_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    for oid, (title, maker, imgs, prov, more) in OBJECTS.items():
        downloads = [
            (f"http://{QH_CDN}/dl/{h}", f"Download image {i + 1} (high resolution)")
            for i, h in enumerate(imgs)
        ]
        pages[f"/objects/{oid}"] = QH.page(
            title,
            f"""{cookie_banner("/privacy")}
<nav class="breadcrumb">{a("/", "Home")} / {a("/objects", "Collection")} / {escape(title)}</nav>
<div class="object-hero"><img src="http://{QH_CDN}/thumb/{imgs[0]}" alt="{escape(title)}"></div>
<h1>{escape(title)}</h1>
<table class="object-data"><tr><th>Object number</th><td>QHM.{oid}</td></tr>
<tr><th>Maker</th><td>{a("/people/" + maker.lower().replace(" ", "-"), maker)}</td></tr>
<tr><th>Licence</th><td>{a("/image-licensing", "CC BY-NC")}</td></tr></table>
<div class="downloads">{ul(downloads)}<p>{a(f"http://{QH_CDN}/docs/{prov}", "Provenance report (PDF)")}</p></div>
<p>{a(f"/enquiries?object=QHM.{oid}", "Ask about this object")}</p>
<section class="more"><h2>More from the collection</h2>{ul([(f"/objects/{m}", "Object " + m) for m in more])}</section>""",
            share=QH.url(f"/objects/{oid}"),
        )
        for i, h in enumerate(imgs):
            cdn[f"/dl/{h}"] = jpeg_like(40 + i)
            cdn[f"/thumb/{h}"] = jpeg_like(70 + i)
        cdn[f"/docs/{prov}"] = pdf_file("Provenance", f"QHM.{oid}")
        for m in more:
            pages[f"/objects/{m}"] = QH.page(f"Object {m}", f"<h1>Object {m}</h1>")
    return [QH.site(pages), Portal(QH_CDN, "QHM assets", []).site(cdn)]


def _qh_truth(oid: str) -> set[str]:
    _t, _m, imgs, prov, _more = OBJECTS[oid]
    return {
        QH.url(f"/objects/{oid}"),
        *(f"http://{QH_CDN}/dl/{h}" for h in imgs),
        f"http://{QH_CDN}/docs/{prov}",
    }


# --------------------------------------------------------------------------------------
# Omeka Classic.  (a) Dockside Heritage's installation: an exhibit whose pages (and child
# pages) all lie under /exhibits/show/<slug>/ — Path-Based; its items are separate
# artifacts.  (b) The same installation's item page shows its image embedded (no file
# links): Single Page, as the seed's table has Omeka.net items.  (c) Another installation
# (a local history society) customised item pages with download links for the original
# TIFF and a transcript PDF: Single Page+ with Ignored URIs ("depends on installation").
# --------------------------------------------------------------------------------------

DH = Portal(
    host=host("heritage", "docksidearchive"),
    name="Dockside Heritage Archive",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Browse Exhibits"),
        ("/about", "About"),
    ],
    footer=[
        ("/items/search", "Advanced search"),
        ("http://omeka.example/", "Proudly powered by Omeka"),
    ],
    title_format="{title} · {name}",
)
EXH = "/exhibits/show/harbour-lives"


def _omeka_item(p: Portal, iid: int, title: str, body: str) -> str:
    return p.page(
        title,
        f"""<div id="primary"><h1>{escape(title)}</h1>
<div id="item-images">{body}</div>
<div class="element-set"><h2>Dublin Core</h2><div class="element"><h3>Title</h3><div>{escape(title)}</div></div>
<div class="element"><h3>Date</h3><div>1911</div></div></div>
<div id="collection"><h3>Collection</h3>{a("/collections/show/7", "Dock strike 1911")}</div>
<div id="item-tags"><h3>Tags</h3>{a("/items/browse?tags=strike", "strike")}, {a("/items/browse?tags=dockers", "dockers")}</div>
<div id="item-citation"><h3>Citation</h3><p>Dockside Heritage Archive, item {iid}</p></div>
<ul class="item-pagination navigation"><li>{a(f"/items/show/{iid - 1}", "← Previous Item")}</li><li>{a(f"/items/show/{iid + 1}", "Next Item →")}</li></ul></div>""",
    )


def dockside_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    nav = ul(
        [
            (f"{EXH}/the-quays", "The quays"),
            (f"{EXH}/the-quays/strike-of-1911", "Strike of 1911"),
            (f"{EXH}/homes-and-courts", "Homes and courts"),
            (f"{EXH}/credits", "Credits"),
        ],
        "exhibit-page-nav",
    )
    pages[EXH] = DH.page(
        "Harbour Lives",
        "<h1>Harbour Lives: Work and Home on the Old Dock</h1><div id='exhibit-pages'>"
        + ul([(f"{EXH}/the-quays", "The quays"), (f"{EXH}/homes-and-courts", "Homes and courts")])
        + f"</div><p>{a(f'{EXH}/the-quays', 'Start Exhibit')}</p>",
    )
    pages[f"{EXH}/the-quays"] = DH.page(
        "The quays · Harbour Lives",
        nav
        + "<div class='exhibit-items'>"
        + a("/items/show/412", "Dockers at the east quay")
        + "</div><p>Subpages: "
        + a(f"{EXH}/the-quays/strike-of-1911", "Strike of 1911")
        + "</p><p>"
        + a(f"{EXH}/homes-and-courts", "Next: Homes and courts")
        + "</p>",
    )
    pages[f"{EXH}/the-quays/strike-of-1911"] = DH.page(
        "Strike of 1911 · Harbour Lives",
        nav + a("/items/show/413", "Strike committee handbill") + a(f"{EXH}/the-quays", "Back"),
    )
    pages[f"{EXH}/homes-and-courts"] = DH.page(
        "Homes and courts · Harbour Lives",
        nav + a("/items/show/388", "Court off Ship Lane") + a(f"{EXH}/credits", "Next: Credits"),
    )
    pages[f"{EXH}/credits"] = DH.page("Credits · Harbour Lives", nav + "<p>Curated by ...</p>")
    pages["/items/show/412"] = _omeka_item(
        DH,
        412,
        "Dockers at the east quay",
        '<div class="item-file image-jpeg"><img src="/files/fullsize/8a1d0c.jpg" '
        'alt="Dockers at the east quay"></div>',
    )
    pages["/files/fullsize/8a1d0c.jpg"] = jpeg_like(5)
    for iid in (411, 413, 388):
        pages[f"/items/show/{iid}"] = DH.page(f"Item {iid}", f"<h1>Item {iid}</h1>")
    pages["/exhibits"] = DH.page("Browse Exhibits", ul([(EXH, "Harbour Lives")]))
    return [DH.site(pages)]


SM = Portal(
    host=host("archive", "saltmarshhistsoc"),
    name="Saltmarsh Local History Society Archive",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Collections"),
        ("/about", "About"),
    ],
    footer=[
        ("/privacy", "Privacy"),
        ("http://www.saltmarshhistsoc.hx27.example/join", "Join the society"),
    ],
    title_format="{name} · {title}",
)


def saltmarsh_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages["/items/show/88"] = _omeka_item(
        SM,
        88,
        "Recollections of the 1953 flood, Sutton Bridge",
        '<img src="/files/thumbnails/5d1e7a.jpg" alt="">'
        + ul(
            [
                ("/files/original/5d1e7a90c3.tif", "Download original (TIFF, 48 MB)"),
                ("/files/original/e04b1f22aa.pdf", "Transcript (PDF)"),
            ]
        ),
    )
    pages["/files/original/5d1e7a90c3.tif"] = jpeg_like(9)
    pages["/files/thumbnails/5d1e7a.jpg"] = jpeg_like(10)
    pages["/files/original/e04b1f22aa.pdf"] = pdf_file("Recollections of the 1953 flood")
    for iid in (87, 89):
        pages[f"/items/show/{iid}"] = SM.page(f"Item {iid}", f"<h1>Item {iid}</h1>")
    return [SM.site(pages)]


def _omeka_sites() -> list[Site]:
    return dockside_sites() + saltmarsh_sites()


CASES: list[Case] = [
    # sig_uri: viewer, catalogue page, TEI (2 hops), PDF, manifest and folio images all
    # carry the shelfmark; truth = those; the "related" manuscript is another artifact.
    make_case(
        name="velmoor-psalter",
        imitates="IIIF manuscript viewer",
        artifact_class="multi_hop",
        expected="sig_uri",
        entry=VL.url("/view/ms-velm-lat-044"),
        truth=_vl_truth("ms-velm-lat-044"),
        build=velmoor_sites,
        others={VL.url("/view/ms-velm-eng-117")},
    ),
    make_case(
        name="velmoor-commonplace",
        imitates="IIIF manuscript viewer",
        artifact_class="multi_hop",
        expected="sig_uri",
        entry=VL.url("/view/ms-velm-eng-117"),
        truth=_vl_truth("ms-velm-eng-117"),
        build=velmoor_sites,
        others={VL.url("/view/ms-velm-lat-044")},
    ),
    # sig_uri: item page, record JSON, manifest, media download share the full record id;
    # similar items share only the dataset number; provider page is another portal.
    make_case(
        name="castellum-glaive",
        imitates="Europeana aggregated object",
        artifact_class="single_hop",
        expected="sig_uri",
        entry=EA.url("/en/item/2048221/object_FMN_9917"),
        truth=_ea_truth("2048221/object_FMN_9917"),
        build=eurocastellum_sites,
        others={EA.url("/en/item/2048221/object_FMN_9918")},
    ),
    make_case(
        name="castellum-broadside",
        imitates="Europeana aggregated object",
        artifact_class="single_hop",
        expected="sig_uri",
        entry=EA.url("/en/item/9200386/BibliographicResource_3000118472"),
        truth=_ea_truth("9200386/BibliographicResource_3000118472"),
        build=eurocastellum_sites,
        others={EA.url("/en/item/2048221/object_FMN_9918")},
    ),
    # single_page_plus_ignored: object page + CDN downloads (hash names) + provenance PDF;
    # chrome, maker page, enquiry form and other objects are outside.
    make_case(
        name="quayhollow-gig",
        imitates="Museum collection object",
        artifact_class="single_hop",
        expected="single_page_plus_ignored",
        entry=QH.url("/objects/48213"),
        truth=_qh_truth("48213"),
        build=quayhollow_sites,
        others={QH.url("/objects/48214"), QH.url("/objects/47120")},
    ),
    make_case(
        name="quayhollow-sampler",
        imitates="Museum collection object",
        artifact_class="single_hop",
        expected="single_page_plus_ignored",
        entry=QH.url("/objects/50877"),
        truth=_qh_truth("50877"),
        build=quayhollow_sites,
        others={QH.url("/objects/50901")},
    ),
    # path_based: 5 exhibit pages under the exhibit path (the child page two hops away);
    # items shown in the exhibit are their own artifacts.
    make_case(
        name="dockside-exhibit",
        imitates="Omeka Classic (exhibit)",
        artifact_class="multi_hop",
        expected="path_based",
        entry=DH.url(EXH),
        truth={
            DH.url(EXH),
            DH.url(f"{EXH}/the-quays"),
            DH.url(f"{EXH}/the-quays/strike-of-1911"),
            DH.url(f"{EXH}/homes-and-courts"),
            DH.url(f"{EXH}/credits"),
        },
        build=_omeka_sites,
        others={DH.url("/items/show/412"), DH.url("/items/show/413"), DH.url("/items/show/388")},
    ),
    # single_page: the item page embeds its image and links only chrome, tags, its
    # collection and neighbouring items; truth = the page alone.
    make_case(
        name="dockside-item",
        imitates="Omeka Classic (item)",
        artifact_class="single_uri",
        expected="single_page",
        entry=DH.url("/items/show/412"),
        truth={DH.url("/items/show/412")},
        build=_omeka_sites,
        others={DH.url("/items/show/411"), DH.url("/items/show/413")},
    ),
    # single_page_plus_ignored: customised installation with file download links one hop
    # away; truth = item page + TIFF + transcript PDF.
    make_case(
        name="saltmarsh-flood-item",
        imitates="Omeka Classic (item, customised)",
        artifact_class="single_hop",
        expected="single_page_plus_ignored",
        entry=SM.url("/items/show/88"),
        truth={
            SM.url("/items/show/88"),
            SM.url("/files/original/5d1e7a90c3.tif"),
            SM.url("/files/original/e04b1f22aa.pdf"),
        },
        build=_omeka_sites,
        others={SM.url("/items/show/87"), SM.url("/items/show/89")},
    ),
]
