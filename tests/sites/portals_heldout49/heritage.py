"""heldout49, cultural-heritage collections: an ObjectLoom digital library, an
ExhibitPress local-history site and a museum's static ExhibitPress export.

ObjectLoom (Islandora-like) names every object by a UUID that recurs in the URIs of its
datastreams, IIIF manifest, OAI record and page viewers, spread over unrelated paths: the
seed's GBIF shape, sig_uri.  ExhibitPress (Omeka-like) item pages are the seed's Omeka.net
row: one page whose images are embedded, never linked (single_page).  A museum that froze
its ExhibitPress as a static export links each item's files from the item page, and its
index page links every file of every item, so an ignored-URI list built from the homepage
would drop the files: single_page_plus.
"""

from __future__ import annotations

import json
from html import escape
from urllib.parse import quote_plus

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case

from ._kit import Deployment, binary, case, image, share, text, ul

# --------------------------------------------------------- ObjectLoom (Islandora-like) -----

OL = Deployment(
    host="digital.kestrel-statelib.hx49.example",
    name="Kestrel State Library Digital Collections",
    menu=[
        ("/collections", "Browse collections"),
        ("/search/advanced", "Advanced search"),
        ("/topics", "Topics"),
        ("/about/rights", "Rights and reuse"),
        ("/ask-a-librarian", "Ask a librarian"),
    ],
    footer=[
        ("/about", "About"),
        ("/about/accessibility", "Accessibility"),
        ("/about/takedown", "Takedown policy"),
    ],
    title_format="{title} | {name}",
    home_title="Kestrel State Library Digital Collections",
    banner='<div class="ksl-brand">Kestrel State Library</div>',
    login="/user/login",
)
OL_IIIF = Deployment(
    host="iiif.kestrel-statelib.hx49.example", name="IIIF", menu=[], skin="minimal"
)

OL_U1 = "3b9d2e71-c5a4-4f08-9e6b-17d0a8c4f25e"
OL_U2 = "a06e4c93-2f1b-48d7-b5e0-9c38d71f6a24"


def _ol_object(
    uuid: str,
    title: str,
    model: str,
    pages_n: int,
    collection: tuple[str, str],
    related: list[tuple[str, str]],
) -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    iiif = OL_IIIF.url
    main = (
        f'<div class="islandora-object"><h1>{escape(title)}</h1>'
        f'<div class="viewer"><img src="{iiif(f"/iiif/3/{uuid}/full/600,/0/default.jpg")}" alt=""></div>'
        f"<dl><dt>Type</dt><dd>{escape(model)}</dd>"
        f'<dt>Collection</dt><dd><a href="/collections/{collection[0]}">{escape(collection[1])}</a></dd>'
        f'<dt>Rights</dt><dd><a href="http://rightsstatements.test/vocab/NoC-US/1.0/">No Copyright - United States</a></dd></dl>'
        f'<h2>Downloads</h2><ul class="datastreams">'
        f'<li><a href="/datastream/{uuid}/OBJ/download">Original file</a></li>'
        f'<li><a href="/datastream/{uuid}/MODS/view">MODS record</a></li>'
        f'<li><a href="{iiif(f"/iiif/3/{uuid}/manifest")}">IIIF manifest</a></li>'
        f'<li><a href="/oai?verb=GetRecord&amp;metadataPrefix=mods&amp;identifier=oai:ksl:{uuid}">OAI-PMH record</a></li></ul>'
    )
    if pages_n:
        main += f'<p><a href="/book/{uuid}/pages">All {pages_n} pages</a> · <a href="/viewer?object={uuid}&amp;page=1">Read online</a></p>'
    main += "</div>"
    aside = "<h3>More like this</h3>" + ul([(f"/islandora/object/{u}", t) for u, t in related])
    pages: dict[str, PageValue] = {
        f"/islandora/object/{uuid}": OL.page(
            title, main + share(OL.url(f"/islandora/object/{uuid}")), aside=aside
        ),
        f"/datastream/{uuid}/OBJ/download": binary(
            pdf(title, ["scan"]) if pages_n else image(7),
            "application/pdf" if pages_n else "image/png",
        ),
        f"/datastream/{uuid}/MODS/view": text(
            f"<mods><titleInfo><title>{escape(title)}</title></titleInfo></mods>\n",
            "application/xml",
        ),
        f"/oai?verb=GetRecord&metadataPrefix=mods&identifier=oai:ksl:{uuid}": text(
            f"<OAI-PMH><GetRecord><record><header><identifier>oai:ksl:{uuid}</identifier></header></record></GetRecord></OAI-PMH>\n",
            "text/xml",
        ),
    }
    iiif_pages: dict[str, PageValue] = {
        f"/iiif/3/{uuid}/manifest": text(
            json.dumps({"id": iiif(f"/iiif/3/{uuid}/manifest"), "label": {"en": [title]}}),
            "application/ld+json",
        ),
        f"/iiif/3/{uuid}/full/600,/0/default.jpg": image(3),
    }
    if pages_n:
        per = 4
        npages = (pages_n + per - 1) // per
        for lp in range(npages):
            q = "" if lp == 0 else f"?page={lp + 1}"
            items = "".join(
                f'<li><a href="/viewer?object={uuid}&amp;page={i}">Page {i}</a> '
                f'(<a href="/datastream/{uuid}/PAGE-{i:03d}/JP2">JP2</a>)</li>'
                for i in range(lp * per + 1, min(pages_n, (lp + 1) * per) + 1)
            )
            nxt = f'<a href="/book/{uuid}/pages?page={lp + 2}">Next</a>' if lp + 1 < npages else ""
            pages[f"/book/{uuid}/pages{q}"] = OL.page(
                f"Pages of {title}", f"<h1>Pages</h1><ol>{items}</ol>{nxt}"
            )
        for i in range(1, pages_n + 1):
            pages[f"/viewer?object={uuid}&page={i}"] = OL.page(
                f"{title}, page {i}",
                f'<h1>Page {i}</h1><img src="{iiif(f"/iiif/3/{uuid}/full/600,/0/default.jpg")}" alt="">'
                f'<p><a href="/islandora/object/{uuid}">Back to the book</a></p>',
            )
            pages[f"/datastream/{uuid}/PAGE-{i:03d}/JP2"] = binary(
                b"\x00\x00\x00\x0cjP  \r\n\x87\n" + bytes([i]), "image/jp2"
            )
    return pages, iiif_pages


OL_T1 = "Lighthouse keeper's cottage, Kestrel Point, ca. 1910"
OL_T2 = "Kestrel County agricultural fair premium list, 1898"


def _ol_sites() -> list[Site]:
    p1, i1 = _ol_object(
        OL_U1,
        OL_T1,
        "Photograph",
        0,
        ("coastal-photographs", "Coastal photographs"),
        [("e5d4c3b2-1a09-4876-9543-210fedcba987", "Fog signal station, Kestrel Point")],
    )
    p2, i2 = _ol_object(
        OL_U2,
        OL_T2,
        "Book",
        10,
        ("county-ephemera", "County ephemera"),
        [
            ("f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9", "Grange hall dance card, 1902"),
            (OL_U1, "Lighthouse keeper's cottage"),
        ],
    )
    pages = p1 | p2
    for u, t in [
        ("e5d4c3b2-1a09-4876-9543-210fedcba987", "Fog signal station, Kestrel Point"),
        ("f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9", "Grange hall dance card, 1902"),
    ]:
        pages[f"/islandora/object/{u}"] = OL.page(t, f"<h1>{escape(t)}</h1>")
    return [OL.site(pages), OL_IIIF.site(i1 | i2)]


def _ol_truth(uuid: str, pages_n: int) -> list[str]:
    u, iiif = OL.url, OL_IIIF.url
    out = [
        u(f"/islandora/object/{uuid}"),
        u(f"/datastream/{uuid}/OBJ/download"),
        u(f"/datastream/{uuid}/MODS/view"),
        u(f"/oai?verb=GetRecord&metadataPrefix=mods&identifier=oai:ksl:{uuid}"),
        iiif(f"/iiif/3/{uuid}/manifest"),
    ]
    if pages_n:
        npages = (pages_n + 3) // 4
        out += [
            u(f"/book/{uuid}/pages" + ("" if lp == 0 else f"?page={lp + 1}"))
            for lp in range(npages)
        ]
        for i in range(1, pages_n + 1):
            out += [u(f"/viewer?object={uuid}&page={i}"), u(f"/datastream/{uuid}/PAGE-{i:03d}/JP2")]
    return out


OL_TYPE = "ObjectLoom 2 install at Kestrel State Library"


def _ol_cases() -> list[Case]:
    return [
        # The object's UUID is in every URI that belongs to it (datastreams, OAI, IIIF
        # host), under paths that share nothing else: the seed's GBIF shape, sig_uri.
        case(
            "ol-photograph",
            f"{OL_TYPE} (photograph, datastreams and IIIF manifest)",
            "Multi-Hop",
            "sig_uri",
            OL.url(f"/islandora/object/{OL_U1}"),
            _ol_truth(OL_U1, 0),
            _ol_sites,
            others=[OL.url("/islandora/object/e5d4c3b2-1a09-4876-9543-210fedcba987")],
        ),
        # Harder: a ten-page book, its paginated page list, one viewer page and one JP2 per
        # page, three hops deep; related objects carry other UUIDs.
        case(
            "ol-premium-list-book",
            f"{OL_TYPE} (ten-page book, paginated page list, page viewers)",
            "Multi-Hop",
            "sig_uri",
            OL.url(f"/islandora/object/{OL_U2}"),
            _ol_truth(OL_U2, 10),
            _ol_sites,
            others=[
                OL.url("/islandora/object/f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9"),
                OL.url(f"/islandora/object/{OL_U1}"),
            ],
        ),
    ]


# ------------------------------------------------------ ExhibitPress (Omeka-like), fr -----

EP = Deployment(
    host="collections.histoire-vernay.hx49.example",
    name="Société d'histoire du pays de Vernay",
    languages=["en", "de"],
    lang="fr",
    menu=[
        ("/items/browse", "Parcourir les documents"),
        ("/collections/browse", "Collections"),
        ("/exhibits", "Expositions"),
        ("/about", "À propos"),
    ],
    footer=[
        ("/mentions", "Mentions légales"),
        ("/contact", "Nous écrire"),
        ("http://omeka.test/", "Propulsé par ExhibitPress"),
    ],
    title_format="{title} · {name}",
    home_title="Société d'histoire du pays de Vernay",
    login="/admin/users/login",
    search="/items/browse",
)


def _ep_item(
    n: int,
    title: str,
    fields: list[tuple[str, str]],
    images: int,
    tags: list[str],
    collection: tuple[int, str],
    exhibit: tuple[str, str] | None,
    extra: str,
) -> str:
    dl = "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in fields)
    gallery = "".join(
        f'<figure class="item-file"><img src="/files/square_thumbnails/{n}-{i}.jpg" data-full="/files/fullsize/{n}-{i}.jpg" alt=""></figure>'
        for i in range(1, images + 1)
    )
    tag_html = ", ".join(
        f'<a href="/items/browse?tags={quote_plus(t)}">{escape(t)}</a>' for t in tags
    )
    main = (
        f'<div id="primary"><h1>{escape(title)}</h1><div id="itemfiles">{gallery}</div>'
        f'<div class="element-set"><dl>{dl}</dl></div>'
        f'<p>Collection : <a href="/collections/show/{collection[0]}">{escape(collection[1])}</a></p>'
        f"<p>Mots-clés : {tag_html}</p>"
        + (
            f'<p>Présenté dans l\'exposition <a href="/exhibits/show/{exhibit[0]}">{escape(exhibit[1])}</a></p>'
            if exhibit
            else ""
        )
        + f'<div class="item-citation"><h3>Citer ce document</h3><p>« {escape(title)} », Société d\'histoire du pays de Vernay, consulté le 26 novembre 2026.</p></div>'
        f"{extra}"
        f'<ul class="item-pagination"><li><a href="/items/show/{n - 1}">← Document précédent</a></li>'
        f'<li><a href="/items/show/{n + 1}">Document suivant →</a></li></ul></div>'
    )
    return EP.page(title, main)


EP_T1 = "Carte postale : la gare de Vernay-les-Bains"
EP_T2 = "Livre de comptes du moulin Brossard (1852-1867)"


def _ep_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/items/show/318": _ep_item(
            318,
            EP_T1,
            [
                ("Date", "vers 1905"),
                ("Éditeur", "Phototypie Berthaud"),
                ("Format", "Carte postale, 9 x 14 cm"),
                ("Droits", "Domaine public"),
            ],
            1,
            ["gare", "chemin de fer"],
            (4, "Cartes postales"),
            None,
            "",
        ),
        "/items/show/402": _ep_item(
            402,
            EP_T2,
            [
                ("Date", "1852-1867"),
                ("Créateur", "Brossard, Étienne"),
                ("Description", "Registre de 96 feuillets, comptes de mouture."),
                ("Langue", "fr"),
                ("Couverture spatiale", "Vernay, moulin du Pré-Haut"),
            ],
            6,
            ["meunerie", "économie rurale", "XIXe siècle"],
            (7, "Archives d'entreprises"),
            ("moulins", "Les moulins de la Vière"),
            '<div id="geolocation"><h3>Localisation</h3><div class="map" data-lat="45.71" data-lng="4.88"></div>'
            '<script src="http://tiles.osm.test/leaflet.js"></script></div>'
            '<div id="comments"><h3>Commentaires (2)</h3><p>M. R. : Mon arrière-grand-père y travaillait.</p>'
            '<p><a href="/admin/users/login">Connectez-vous pour commenter</a></p></div>',
        ),
    }
    for n, t in [
        (317, "Carte postale : le pont suspendu"),
        (319, "Carte postale : l'hôtel des Thermes"),
        (401, "Plan cadastral de Vernay, 1830"),
        (403, "Photographie du moulin Brossard"),
    ]:
        pages[f"/items/show/{n}"] = EP.page(t, f"<h1>{escape(t)}</h1>")
    for n, k in [(318, 1), *((402, i) for i in range(1, 7))]:
        pages[f"/files/square_thumbnails/{n}-{k}.jpg"] = image(n + k)
        pages[f"/files/fullsize/{n}-{k}.jpg"] = image(n * k)
    home = "<h1>Bienvenue</h1><h2>Document à la une</h2>" + ul([("/items/show/402", EP_T2)])
    return [EP.site(pages, home_main=home)]


EP_TYPE = "ExhibitPress 3 install at Société d'histoire du pays de Vernay"


def _ep_cases() -> list[Case]:
    u = EP.url
    return [
        # The seed's Omeka.net row: a collection item is a Single Artifact URI; the image is
        # embedded (lightbox via data-full, no link), everything linked is the site's.
        case(
            "ep-postcard",
            f"{EP_TYPE} (postcard item)",
            "Single Artifact URI",
            "single_page",
            u("/items/show/318"),
            [u("/items/show/318")],
            _ep_sites,
            others=[u("/items/show/317"), u("/items/show/319")],
        ),
        # Harder: six embedded page images, geolocation and comments plugins, an exhibit,
        # tags and neighbouring items; still one page (the install links no file).
        case(
            "ep-mill-ledger",
            f"{EP_TYPE} (ledger with gallery, map, comments and exhibit plugins)",
            "Single Artifact URI",
            "single_page",
            u("/items/show/402"),
            [u("/items/show/402")],
            _ep_sites,
            others=[u("/items/show/401"), u("/items/show/403")],
        ),
    ]


# ------------------------------------------------- ExhibitPress static export, museum -----

ES = Deployment(
    host="archive.ferncliff-museum.hx49.example",
    name="Ferncliff Museum (archived collection site)",
    menu=[],
    skin="minimal",
    title_format="{title} — {name}",
    home_title="Ferncliff Museum collection — static archive",
    analytics="http://stats.countly.test/sdk.js",
    banner='<p class="frozen">This site is a static archive of the museum\'s former collection website (frozen 2021).</p>',
)

ES_ITEMS = {
    "0412": (
        "Letter from Agnes Harlow to her brother, 1917",
        ["0412-letter-p1.jpg", "0412-letter-p2.jpg", "0412-transcription.pdf"],
        False,
    ),
    "0415": (
        "Oral history interview with Walter Pyne, quarryman",
        [
            "0415-interview-part1.mp3",
            "0415-interview-part2.mp3",
            "0415-portrait.jpg",
            "0415-release-form.pdf",
            "0415-metadata.xml",
        ],
        True,
    ),
    "0409": ("Ferncliff quarry wage book, 1931", ["0409-wagebook.pdf"], False),
}


def _es_file(name: str, title: str) -> PageValue:
    if name.endswith(".pdf"):
        return binary(pdf(title, [name]), "application/pdf")
    if name.endswith(".mp3"):
        return binary(b"ID3\x03\x00\x00\x00\x00\x00\x00" + name.encode(), "audio/mpeg")
    if name.endswith(".xml"):
        return text(f"<item><title>{escape(title)}</title></item>\n", "application/xml")
    return image(len(name))


def _es_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    index = []
    for num, (title, files, transcript) in ES_ITEMS.items():
        links = "".join(f'<li><a href="/files/original/{f}">{escape(f)}</a></li>' for f in files)
        extra = (
            f'<p><a href="/items/item-{num}-transcript.html">Read the transcript</a></p>'
            if transcript
            else ""
        )
        main = (
            f'<h1>{escape(title)}</h1><img src="/files/thumbnails/{num}.jpg" alt="">'
            f"<h2>Files</h2><ul>{links}</ul>{extra}"
            '<p class="back"><a href="/">Back to the collection index</a></p>'
        )
        pages[f"/items/item-{num}.html"] = ES.page(title, main)
        pages[f"/files/thumbnails/{num}.jpg"] = image(int(num))
        for f in files:
            pages[f"/files/original/{f}"] = _es_file(f, title)
        if transcript:
            pages[f"/items/item-{num}-transcript.html"] = ES.page(
                "Transcript",
                f"<h1>Transcript: {escape(title)}</h1><p>WP: I started at the quarry in 1928 ...</p>",
            )
        index.append(
            f'<li><a href="/items/item-{num}.html">{escape(title)}</a> — files: '
            + ", ".join(f'<a href="/files/original/{f}">{escape(f)}</a>' for f in files)
            + "</li>"
        )
    home = (
        "<h1>Collection index</h1><p>Every item and file of the former site.</p><ul>"
        + "".join(index)
        + "</ul>"
    )
    return [ES.site(pages, home_main=home)]


ES_TYPE = "ExhibitPress static export at Ferncliff Museum"


def _es_truth(num: str) -> list[str]:
    _t, files, transcript = ES_ITEMS[num]
    out = [ES.url(f"/items/item-{num}.html"), *(ES.url(f"/files/original/{f}") for f in files)]
    if transcript:
        out.append(ES.url(f"/items/item-{num}-transcript.html"))
    return out


def _es_cases() -> list[Case]:
    return [
        # Single Hop with no chrome but a back link, and an index page (the homepage) that
        # links every file: an ignored list from the homepage would drop the item's own
        # files, so the seed's plain Single Page+ is the one that keeps them.
        case(
            "es-harlow-letter",
            f"{ES_TYPE} (letter, two page scans and a transcription)",
            "Single Hop",
            "single_page_plus",
            ES.url("/items/item-0412.html"),
            _es_truth("0412"),
            _es_sites,
        ),
        # Harder: five files of mixed types and a transcript page, all one hop away.
        case(
            "es-pyne-oral-history",
            f"{ES_TYPE} (oral history, audio parts, release form, transcript page)",
            "Single Hop",
            "single_page_plus",
            ES.url("/items/item-0415.html"),
            _es_truth("0415"),
            _es_sites,
        ),
    ]


CASES: list[Case] = [*_ol_cases(), *_ep_cases(), *_es_cases()]
