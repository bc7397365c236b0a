"""Cultural heritage and books: an Omeka S item page with <base href>, an IIIF image item,
a national digital library with percent-encoded non-ASCII paths, and a monograph series
where each volume is its own artifact."""

from __future__ import annotations

import json
from functools import cache
from urllib.parse import quote

from sites.portals._portal import Case

from ._kit import Hub, case, chrome, data, doc, head, image, links

# ---------------------------------------------------- Omeka S exhibit site with <base href>

MUS = "collections.townmuseum.hx22.example"
MUS_ITEMS = {
    "212": ("Flour mill ledger, 1887", ["a3f9c1e2d4b5.png", "b7e2d9f0a1c3.png"], [881, 882]),
    "305": ("Photograph of the weir at Milltown", ["c4d8e1f2a9b0.png"], [940]),
    "213": ("Flour mill ledger, 1888", ["d1e2f3a4b5c6.png"], [883]),
}


@cache
def omeka() -> Hub:
    hub = Hub([chrome(MUS, "Town Museum Collections", [("/s/mills/item", "Items")])])
    for iid, (title, files, media) in MUS_ITEMS.items():
        for f in files:
            hub.put(f"/files/original/{f}", image(24, 18, (150, 120, 80)))
            hub.put(f"/files/medium/{f}", image(12, 9, (150, 120, 80)))
        for m, f in zip(media, files, strict=True):
            hub.page(
                f"/s/mills/media/{m}",
                f"Media {m} · {title}",
                f"<h1>{title}</h1><img src='/files/medium/{f}' alt=''>"
                f"<p><a href='http://{MUS}/files/original/{f}'>Download original</a></p>",
            )
        nxt = {"212": "213"}.get(iid)
        # With <base href="/s/mills/"> the theme writes site links relative to the site root
        # ("item?...", "page/about"); resolved against the page URL instead they point to
        # pages that do not exist.  Truth links are root-relative or absolute.
        main = (
            f"<nav class='site-nav'><a href='page/about'>About the mills</a> <a href='item'>Browse items</a> "
            f"<a href='item-set/12'>Ledgers</a></nav><h1>{title}</h1>"
            "<dl><dt>Creator</dt><dd>Milltown Flour Co.</dd></dl><h2>Media</h2>"
            + links([(f"/s/mills/media/{m}", f"Media {m}") for m in media])
            + links([(f"http://{MUS}/files/original/{f}", f) for f in files])
            + (f"<p><a href='item/{nxt}'>Next item</a></p>" if nxt else "")
        )
        hub.page(
            f"/s/mills/item/{iid}",
            title,
            main,
            hd=head(generator="Omeka S 4.0.4", site_name="Town Museum")
            + f'<base href="http://{MUS}/s/mills/">',
        )
    hub.page("/s/mills/page/about", "About the mills", "<h1>About the mills</h1>")
    hub.page(
        "/s/mills/item",
        "Items",
        links([(f"/s/mills/item/{i}", t) for i, (t, _f, _m) in MUS_ITEMS.items()]),
    )
    hub.page(
        "/s/mills/item-set/12",
        "Ledgers",
        links([("/s/mills/item/212", "1887"), ("/s/mills/item/213", "1888")]),
    )
    return hub


def _mus(iid: str) -> set[str]:
    _t, files, media = MUS_ITEMS[iid]
    return (
        {f"http://{MUS}/s/mills/item/{iid}"}
        | {f"http://{MUS}/s/mills/media/{m}" for m in media}
        | {f"http://{MUS}/files/original/{f}" for f in files}
    )


OMEKA_CASES = [
    # single_page_plus_ignored: an Omeka item (seed: Omeka.net "Single Page (but Depends on
    # Installation)"); this installation shows media pages and original files one hop out,
    # so the item is Single Hop.  The page carries <base href> to the site root: "item/213"
    # (the next item) means /s/mills/item/213 only under the base.  Truth: item page, its
    # media pages, its original files; not the site nav, item sets or the next item.
    case(
        omeka(),
        "townmuseum-ledger-1887",
        "Local museum collection (Omeka S, <base href>)",
        "single_hop",
        "single_page_plus_ignored",
        f"http://{MUS}/s/mills/item/212",
        _mus("212"),
        {f"http://{MUS}/s/mills/item/213"},
    ),
    # single_page_plus_ignored: one photograph.
    case(
        omeka(),
        "townmuseum-weir-photo",
        "Local museum collection (Omeka S, <base href>)",
        "single_hop",
        "single_page_plus_ignored",
        f"http://{MUS}/s/mills/item/305",
        _mus("305"),
    ),
]

# --------------------------------------------------------- art museum, IIIF image items

ART = "collection.artvault.hx22.example"
IIIF = "iiif.artvault.hx22.example"
ART_OBJECTS = {
    "1987.33.4": ("Study of a heron, pen and ink", ["recto", "verso"]),
    "2001.7.19": ("Map of the river delta, 1742", ["sheet"]),
    "1987.33.41": ("Study of a crane, pen and ink", ["recto"]),
}


@cache
def art() -> Hub:
    hub = Hub(
        [chrome(ART, "Art Vault Online Collection", [("/objects", "Objects"), ("/visit", "Visit")])]
    )
    for acc, (title, views) in ART_OBJECTS.items():
        man = f"/presentation/{acc}/manifest.json"
        imgs = [f"/image/{acc}_{v}/full/max/0/default.png" for v in views]
        manifest = {
            "@context": "http://iiif.io/api/presentation/3/context.json",
            "id": f"http://{IIIF}{man}",
            "type": "Manifest",
            "label": {"en": [title]},
            "items": [
                {
                    "id": f"http://{IIIF}/canvas/{acc}/{v}",
                    "type": "Canvas",
                    "items": [{"body": {"id": f"http://{IIIF}{i}"}}],
                }
                for v, i in zip(views, imgs, strict=True)
            ],
        }
        hub.put(man, data(json.dumps(manifest), "application/ld+json"), host=IIIF)
        for v, i in zip(views, imgs, strict=True):
            hub.put(i, image(32, 24, (90, 90, 90)), host=IIIF)
            hub.put(
                f"/image/{acc}_{v}/info.json",
                data(json.dumps({"id": f"http://{IIIF}/image/{acc}_{v}"}), "application/json"),
                host=IIIF,
            )
        sib = "1987.33.41" if acc == "1987.33.4" else None
        hub.page(
            f"/objects/{acc}",
            title,
            f"<h1>{title}</h1><p>Accession number {acc}</p>"
            f"<div class='iiif-viewer' data-manifest='http://{IIIF}{man}'></div>"
            + links([(f"http://{IIIF}{man}", "IIIF manifest")])
            + links(
                [
                    (f"http://{IIIF}{i}", f"Download full image ({v})")
                    for v, i in zip(views, imgs, strict=True)
                ]
            )
            + (
                f"<h2>Related objects</h2>{links([(f'/objects/{sib}', ART_OBJECTS[sib][0])])}"
                if sib
                else ""
            )
            + "<p><a href='/rights'>Rights and reproductions</a></p>",
            hd=head(site_name="Art Vault")
            + f"<link rel='alternate' type='application/ld+json;profile=\"http://iiif.io/api/presentation/3/context.json\"' href='http://{IIIF}{man}'>",
        )
    hub.page("/rights", "Rights", "<h1>Rights and reproductions</h1>")
    return hub


def _art(acc: str) -> set[str]:
    return {f"http://{ART}/objects/{acc}", f"http://{IIIF}/presentation/{acc}/manifest.json"} | {
        f"http://{IIIF}/image/{acc}_{v}/full/max/0/default.png" for v in ART_OBJECTS[acc][1]
    }


ART_CASES = [
    # sig_uri: an IIIF-only image item: the page shows a viewer fed by a manifest on the
    # IIIF host; the accession number 1987.33.4 is in every artifact URI on both hosts
    # (seed: Significant String from URI), and the related object 1987.33.41 carries it as a
    # prefix.  Truth: object page, manifest, full images; not the rights page, not the
    # related object.
    case(
        art(),
        "artvault-heron",
        "Art museum online collection (IIIF)",
        "multi_hop",
        "sig_uri",
        f"http://{ART}/objects/1987.33.4",
        _art("1987.33.4"),
        {f"http://{ART}/objects/1987.33.41"},
    ),
    # sig_uri: a single-sheet map.
    case(
        art(),
        "artvault-delta-map",
        "Art museum online collection (IIIF)",
        "multi_hop",
        "sig_uri",
        f"http://{ART}/objects/2001.7.19",
        _art("2001.7.19"),
    ),
]

# -------------------------------------- national digital library, non-ASCII paths (encoded)

KNI = "www.digiknihovna.hx22.example"
KNI_TITLES = {
    "Pražské_noviny_1923": ("Pražské noviny, ročník 1923", 3),
    "Česká_flóra_díl_2": ("Česká flóra, díl 2: Rostliny vodní", 2),
    "Pražské_noviny_1924": ("Pražské noviny, ročník 1924", 1),
    "Pražské_noviny_1923_příloha": ("Pražské noviny 1923, obrazová příloha", 1),
}


def _kpath(slug: str) -> str:
    return quote(f"/sbírka/{slug}/")


@cache
def knihovna() -> Hub:
    hub = Hub(
        [chrome(KNI, "Digitální knihovna", [("/hledat", "Hledat"), ("/sb%C3%ADrka/", "Sbírky")])]
    )
    for slug, (title, n) in KNI_TITLES.items():
        base = _kpath(slug)
        parts = []
        for k in range(1, n + 1):
            hub.put(f"{base}strana-{k}.pdf", doc(f"{slug} {k}", "Digitalizováno."))
            hub.page(
                f"{base}strana-{k}",
                f"{title}, strana {k}",
                f"<h1>{title}</h1><p>Strana {k}</p>" + links([(f"{base}strana-{k}.pdf", "PDF")]),
            )
            parts.append((f"{base}strana-{k}", f"Strana {k}"))
        hub.put(
            f"{base}mods.xml",
            data(f"<mods><titleInfo><title>{title}</title></titleInfo></mods>", "application/xml"),
        )
        sibs = []
        if slug == "Pražské_noviny_1923":
            sibs = [
                (_kpath("Pražské_noviny_1924"), "Ročník 1924"),
                (_kpath("Pražské_noviny_1923_příloha"), "Obrazová příloha"),
            ]
        hub.page(
            base,
            title,
            f"<h1>{title}</h1>"
            + links(parts)
            + links([(f"{base}mods.xml", "Metadata MODS")])
            + "<h2>Související</h2>"
            + links(sibs),
            hd=head(
                generator="Kramerius 7", site_name="Digitální knihovna", citation={"title": title}
            ),
        )
    return hub


def _kni(slug: str) -> set[str]:
    base = f"http://{KNI}{_kpath(slug)}"
    n = KNI_TITLES[slug][1]
    return (
        {base, base + "mods.xml"}
        | {f"{base}strana-{k}" for k in range(1, n + 1)}
        | {f"{base}strana-{k}.pdf" for k in range(1, n + 1)}
    )


KNIHOVNA_CASES = [
    # path_based: a digitised newspaper volume; every part (page views, page PDFs, MODS)
    # sits below the volume's folder, whose name is non-ASCII and percent-encoded
    # (/sb%C3%ADrka/Pra%C5%BEsk%C3%A9_noviny_1923/), and the title is Czech (seed:
    # Path-Based, as for BitBucket/GitLab).  The picture supplement's folder
    # ..._1923_p%C5%99%C3%ADloha/ shares the prefix without the slash.  Truth: the volume
    # page, its three pages, their PDFs, MODS; not the next year, not the supplement.
    case(
        knihovna(),
        "digiknihovna-prazske-noviny-1923",
        "National digital library (non-ASCII paths)",
        "multi_hop",
        "path_based",
        f"http://{KNI}{_kpath('Pražské_noviny_1923')}",
        _kni("Pražské_noviny_1923"),
        {
            f"http://{KNI}{_kpath('Pražské_noviny_1924')}",
            f"http://{KNI}{_kpath('Pražské_noviny_1923_příloha')}",
        },
    ),
    # path_based: a flora volume, two pages.
    case(
        knihovna(),
        "digiknihovna-ceska-flora-2",
        "National digital library (non-ASCII paths)",
        "multi_hop",
        "path_based",
        f"http://{KNI}{_kpath('Česká_flóra_díl_2')}",
        _kni("Česká_flóra_díl_2"),
    ),
]

# ----------------------------------------- monograph series: each volume its own artifact

FAU = "books.faunapress.hx22.example"
FAU_VOLS = {
    "3": ("Fauna Borealis, Volume 3: Beetles of the taiga", 4),
    "7": ("Fauna Borealis, Volume 7: Freshwater molluscs", 2),
    "2": ("Fauna Borealis, Volume 2: Spiders", 2),
    "30": ("Fauna Borealis, Volume 30: Index and addenda", 1),
}
SERIES = "/series/fauna-borealis/"


@cache
def fauna() -> Hub:
    hub = Hub(
        [
            chrome(
                FAU, "Fauna Press Open Books", [("/series/", "Series"), ("/catalogue", "Catalogue")]
            )
        ]
    )
    for vol, (title, nch) in FAU_VOLS.items():
        base = f"{SERIES}vol-{vol}/"
        chs = []
        for k in range(1, nch + 1):
            hub.put(f"{base}ch-{k}.pdf", doc(f"{title}, chapter {k}", "Open access."))
            chs.append((f"{base}ch-{k}.pdf", f"Chapter {k} (PDF)"))
        hub.put(f"{base}plates/plate-1.png", image(20, 30, (30, 60, 30)))
        hub.page(
            f"{base}plates/",
            f"Plates: {title}",
            f"<h1>Plates</h1>{links([(f'{base}plates/plate-1.png', 'Plate 1')])}",
        )
        hub.put(
            f"{base}fauna-borealis-vol-{vol}.epub", data(b"PK\x03\x04 epub", "application/epub+zip")
        )
        nav = [(SERIES, "Fauna Borealis (series)")]
        nav += [(f"{SERIES}vol-{v}/", f"Volume {v}") for v in FAU_VOLS if v != vol]
        hub.page(
            base,
            title,
            f"<h1>{title}</h1><p>ISBN 978-0-00000-0{vol.zfill(2)}-1</p>"
            + links(chs)
            + links(
                [(f"{base}plates/", "Plates"), (f"{base}fauna-borealis-vol-{vol}.epub", "EPUB")]
            )
            + f"<h2>In this series</h2>{links(nav)}",
            hd=head(
                site_name="Fauna Press",
                citation={"title": title, "isbn": f"978-0-00000-0{vol.zfill(2)}-1"},
            ),
        )
    hub.page(
        SERIES,
        "Fauna Borealis",
        "<h1>Fauna Borealis</h1>"
        + links([(f"{SERIES}vol-{v}/", t) for v, (t, _n) in FAU_VOLS.items()]),
    )
    return hub


def _fau(vol: str) -> set[str]:
    b = f"http://{FAU}{SERIES}vol-{vol}/"
    return {b, b + "plates/", b + "plates/plate-1.png", f"{b}fauna-borealis-vol-{vol}.epub"} | {
        f"{b}ch-{k}.pdf" for k in range(1, FAU_VOLS[vol][1] + 1)
    }


def _fau_others(vol: str) -> set[str]:
    """The series page and every other volume: all linked from the volume page."""
    return {f"http://{FAU}{SERIES}"} | {
        f"http://{FAU}{SERIES}vol-{v}/" for v in FAU_VOLS if v != vol
    }


FAUNA_CASES = [
    # path_based: one volume of a monograph series; the volume (not the series) is the
    # artifact, and everything of it is below /vol-3/ (seed: Path-Based).  Volume 30 shares
    # the "vol-3" prefix.  Truth: volume page, chapters, plates page and plate, EPUB; not the
    # series page or the other volumes (other artifacts).
    case(
        fauna(),
        "faunapress-vol-3",
        "Open monograph series (one volume per artifact)",
        "multi_hop",
        "path_based",
        f"http://{FAU}{SERIES}vol-3/",
        _fau("3"),
        _fau_others("3"),
    ),
    # path_based: volume 7, two chapters.
    case(
        fauna(),
        "faunapress-vol-7",
        "Open monograph series (one volume per artifact)",
        "multi_hop",
        "path_based",
        f"http://{FAU}{SERIES}vol-7/",
        _fau("7"),
        _fau_others("7"),
    ),
]

CASES: list[Case] = [*OMEKA_CASES, *ART_CASES, *KNIHOVNA_CASES, *FAUNA_CASES]
