"""Cultural heritage: museum collection objects (eMuseum-style), a Wax-style IIIF digital
humanities exhibit with transcriptions, and an Omeka S item with IIIF manifest and media."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, data

from ._kit import anchor_list

# --- eMuseum-style collection site.
MUSEUM = Portal(
    "collections.harwick-museum.hx14.example",
    "Harwick University Museum — Collections Online",
    [
        ("/collections", "Collections"),
        ("/exhibitions", "Exhibitions"),
        ("/people", "People"),
        ("/advancedsearch", "Advanced search"),
    ],
    [
        ("http://www.harwick-museum.test/visit", "Visit"),
        ("http://shop.harwick-museum.test/", "Shop"),
        ("/rights", "Image rights"),
    ],
    title_format="{title} – Harwick University Museum",
    home_title="Harwick University Museum — Collections Online",
)
OBJECTS = {
    "/objects/18342/planispheric-astrolabe": (
        "Planispheric astrolabe",
        "Brass, Nuremberg, c. 1560",
        "HUM.1921.44",
    ),
    "/objects/20917/herbarium-cabinet-drawer": (
        "Herbarium cabinet drawer with labels",
        "Oak and paper, 1832",
        "HUM.1977.3",
    ),
    "/objects/18350/nocturnal": ("Nocturnal", "Boxwood, England, 1640", "HUM.1921.52"),
}


def _museum_site() -> Site:
    pages: dict[str, Response | str] = {}
    for path, (title, desc, acc) in OBJECTS.items():
        oid = path.split("/")[2]
        related = [(p, t) for p, (t, *_r) in OBJECTS.items() if p != path]
        main = (
            f'<div class="emuseum-img-wrap"><img src="/internal/media/dispatcher/{oid}/preview" alt="{escape(title)}"></div>'
            f'<h1>{escape(title)}</h1><div class="detailField">{escape(desc)}</div>'
            f'<div class="detailField">Accession number: {acc}</div>'
            '<div class="detailField">Maker: <a href="/people/4411/georg-hartmann">Georg Hartmann</a></div>'
            '<div class="detailField">On view: <a href="/exhibitions/71/measuring-the-heavens">Measuring the heavens</a></div>'
            f'<a href="/request?objectId={oid}">Request a high-resolution image</a>'
            f"<h3>Related objects</h3>{anchor_list(related)}"
        )
        pages[path] = MUSEUM.page(title, main, share=MUSEUM.url(path))
        pages[f"/internal/media/dispatcher/{oid}/preview"] = data(
            b"\xff\xd8\xff" + oid.encode(), "image/jpeg"
        )
    pages["/people/4411/georg-hartmann"] = MUSEUM.page("Georg Hartmann", "<h1>Georg Hartmann</h1>")
    pages["/exhibitions/71/measuring-the-heavens"] = MUSEUM.page(
        "Measuring the heavens", "<h1>Measuring the heavens</h1>"
    )
    return MUSEUM.site(pages)


def _museum_case(name: str, path: str) -> Case:
    return Case(
        name,
        "eMuseum-style collection site",
        "museum object",
        "single_page",
        MUSEUM.url(path),
        frozenset({MUSEUM.url(path)}),
        lambda: [_museum_site()],
        frozenset(MUSEUM.url(p) for p in OBJECTS if p != path),
    )


# Expected single_page, the seed's call for Omeka.net collection items: the object record
# is one page, its image embedded.  The maker, the exhibition, related objects and the image
# request form are not the object record (related objects: others).
MUSEUM_ASTROLABE = _museum_case("museum-object-astrolabe", "/objects/18342/planispheric-astrolabe")
MUSEUM_DRAWER = _museum_case(
    "museum-object-herbarium-drawer", "/objects/20917/herbarium-cabinet-drawer"
)


# --- Wax-style (Jekyll) IIIF exhibit on a DH centre's exhibit host.
EXHIBITS = "exhibits.penrice-dh.hx14.example"
EX = "/merchant-ledger/"
FOLIOS = ["f001r", "f001v", "f002r", "f002v"]


def _exhibit_page(title: str, body: str) -> str:
    nav = anchor_list(
        [
            (EX, "Home"),
            (f"{EX}about/", "About"),
            (f"{EX}browse/", "Browse"),
            (f"{EX}essay/", "Essay"),
        ],
        "nav",
    )
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="generator" content="Jekyll v4.3.3">
<title>{escape(title)} | The Ledger of Thomas Penrice, 1742-1751</title><link rel="stylesheet" href="{EX}assets/css/main.css">
<script src="{EX}assets/js/mirador.min.js"></script></head><body><header>{nav}</header><main>{body}</main>
<footer><a href="/">Penrice Digital Humanities exhibits</a> · <a href="http://www.penrice-univ.test/library">University Library</a></footer></body></html>"""


def _exhibit_site() -> Site:
    site = Site(EXHIBITS)
    site.add(
        "/",
        "<!doctype html><title>Penrice DH exhibits</title>"
        + anchor_list([(EX, "The Ledger"), ("/canal-letters/", "Canal letters")]),
    )
    site.add("/canal-letters/", "<!doctype html><title>Canal letters</title><h1>Canal letters</h1>")
    site.add(
        EX,
        _exhibit_page(
            "Home",
            "<h1>The Ledger of Thomas Penrice</h1><p>An account book of a Bristol merchant.</p>",
        ),
    )
    site.add(f"{EX}about/", _exhibit_page("About", "<p>Edited by the Penrice DH centre.</p>"))
    site.add(f"{EX}essay/", _exhibit_page("Essay", "<p>Debts, credit and kin.</p>"))
    site.add(
        f"{EX}browse/",
        _exhibit_page(
            "Browse", anchor_list([(f"{EX}items/{f}/", f"Folio {f[1:]}") for f in FOLIOS])
        ),
    )
    site.add(
        f"{EX}iiif/manifest.json",
        data(
            '{"@context": "http://iiif.io/api/presentation/2/context.json"}', "application/ld+json"
        ),
    )
    for f in FOLIOS:
        body = (
            f'<h1>Folio {f[1:]}</h1><div id="viewer" data-manifest="{EX}iiif/manifest.json"></div>'
            f'<img src="{EX}iiif/images/{f}/full/600,/0/default.jpg" alt="Folio {f[1:]}">'
            f'<p><a href="{EX}iiif/manifest.json">IIIF manifest</a> · <a href="{EX}iiif/images/{f}/info.json">Image info</a> · '
            f'<a href="{EX}transcriptions/{f}.xml">TEI transcription</a> · <a href="{EX}transcriptions/{f}/">Reading text</a></p>'
        )
        site.add(f"{EX}items/{f}/", _exhibit_page(f"Folio {f[1:]}", body))
        site.add(
            f"{EX}iiif/images/{f}/info.json",
            data('{"@id": "' + f + '", "width": 4000}', "application/json"),
        )
        site.add(
            f"{EX}iiif/images/{f}/full/600,/0/default.jpg",
            data(b"\xff\xd8\xff" + f.encode(), "image/jpeg"),
        )
        site.add(
            f"{EX}transcriptions/{f}.xml",
            data(f"<TEI><text><body><p>{f}</p></body></text></TEI>", "application/tei+xml"),
        )
        site.add(
            f"{EX}transcriptions/{f}/",
            _exhibit_page(
                f"Transcription of folio {f[1:]}", "<p>Item: to cash pd. Mr Hale ...</p>"
            ),
        )
    site.add(f"{EX}assets/css/main.css", Response.data(b"body{}", "text/css"))
    site.add(f"{EX}assets/js/mirador.min.js", Response.data(b"/*mirador*/", "text/javascript"))
    return site


# Expected path_based: the exhibit is a (sub)site of its own under /merchant-ledger/, the
# seed's Silk shape.  Truth: exhibit pages, item pages, the IIIF manifest and image info
# documents, TEI transcriptions and reading texts.  The page images are embedded (the
# viewer's tiles); the centre's other exhibit and the library are not this artifact.
EXHIBIT = Case(
    "wax-style-iiif-exhibit",
    "Wax-style IIIF exhibit",
    "digital exhibit",
    "path_based",
    f"http://{EXHIBITS}{EX}",
    frozenset(
        {
            f"http://{EXHIBITS}{EX}{p}"
            for p in ("", "about/", "essay/", "browse/", "iiif/manifest.json")
        }
        | {
            f"http://{EXHIBITS}{EX}{p}"
            for f in FOLIOS
            for p in (
                f"items/{f}/",
                f"iiif/images/{f}/info.json",
                f"transcriptions/{f}.xml",
                f"transcriptions/{f}/",
            )
        }
    ),
    lambda: [_exhibit_site()],
    frozenset({f"http://{EXHIBITS}/canal-letters/"}),
)


# --- Omeka S item with the IIIF Server module.
OMEKA = Portal(
    "omeka.gaskell-archive.hx14.example",
    "Mill Letters — Gaskell Archive",
    [
        ("/s/mill-letters/page/welcome", "Introduction"),
        ("/s/mill-letters/item", "Browse items"),
        ("/s/mill-letters/item-set", "Collections"),
        ("/s/mill-letters/page/about", "About"),
    ],
    [("/s/mill-letters/page/rights", "Rights"), ("http://omeka.test/s", "Powered by Omeka S")],
    title_format="{title} · Mill Letters · Gaskell Archive",
    home_title="Gaskell Archive",
)
OM_ITEM = "/s/mill-letters/item/2231"
OM_MEDIA = {"2232": "3f1a9c0b7e5d.jpg", "2233": "8b2e4d6f1a3c.jpg"}


def _omeka_site() -> Site:
    title = "Letter from Hannah Briggs to her sister, 14 March 1846"
    media = "".join(
        f'<div class="media-render"><a href="/files/original/{f}"><img src="/files/medium/{f}" alt="page"></a>'
        f' <a href="/s/mill-letters/media/{m}">Page {i + 1}</a></div>'
        for i, (m, f) in enumerate(OM_MEDIA.items())
    )
    main = (
        f'<h2>{escape(title)}</h2><div class="media-list">{media}</div>'
        "<dl><dt>Creator</dt><dd>Briggs, Hannah</dd><dt>Date</dt><dd>1846-03-14</dd></dl>"
        '<p><a href="/iiif/2/2231/manifest">IIIF manifest</a> '
        '<a href="/api/items/2231">JSON-LD</a></p>'
        '<p>Item sets: <a href="/s/mill-letters/item-set/2200">Briggs family letters</a></p>'
        "<h3>Related items</h3>"
        + anchor_list([("/s/mill-letters/item/2240", "Letter from Hannah Briggs, 2 May 1846")])
    )
    pages: dict[str, Response | str] = {
        OM_ITEM: OMEKA.page(title, main, head='<meta name="generator" content="Omeka S">'),
        "/iiif/2/2231/manifest": data(
            '{"@id": "/iiif/2/2231/manifest", "label": "Letter"}', "application/ld+json"
        ),
        "/api/items/2231": data('{"o:id": 2231, "dcterms:title": "Letter"}', "application/ld+json"),
        "/s/mill-letters/item-set/2200": OMEKA.page(
            "Briggs family letters", "<h2>Briggs family letters</h2>"
        ),
        "/s/mill-letters/item/2240": OMEKA.page(
            "Letter from Hannah Briggs, 2 May 1846", "<h2>Letter</h2>"
        ),
    }
    for i, (m, f) in enumerate(OM_MEDIA.items()):
        pages[f"/s/mill-letters/media/{m}"] = OMEKA.page(
            f"Page {i + 1}",
            f'<img src="/files/large/{f}" alt=""><p>Transcription: My dear Sarah, the mill ...</p>'
            f'<a href="{OM_ITEM}">{escape(title)}</a>',
        )
        for size in ("original", "medium", "large"):
            pages[f"/files/{size}/{f}"] = data(b"\xff\xd8\xff" + size.encode(), "image/jpeg")
    return OMEKA.site(pages)


# Expected single_page_plus_ignored: the seed says Omeka items are single pages "but depends
# on installation"; this installation spreads the item over one hop — media pages (with the
# transcriptions), original files, IIIF manifest, JSON-LD — amid site chrome.  Truth: those.
# The item set and the related letter are other artifacts.
OMEKA_ITEM = Case(
    "omeka-s-item-iiif",
    "Omeka S (digital collection)",
    "archival item",
    "single_page_plus_ignored",
    OMEKA.url(OM_ITEM),
    frozenset(
        {OMEKA.url(OM_ITEM), OMEKA.url("/iiif/2/2231/manifest"), OMEKA.url("/api/items/2231")}
        | {OMEKA.url(f"/s/mill-letters/media/{m}") for m in OM_MEDIA}
        | {OMEKA.url(f"/files/original/{f}") for f in OM_MEDIA.values()}
    ),
    lambda: [_omeka_site()],
    frozenset({OMEKA.url("/s/mill-letters/item/2240")}),
)
