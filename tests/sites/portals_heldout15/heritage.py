"""Objects, images, bibliographies, annotations and books: a museum collection with IIIF
(manifest and image API on an IIIF server), an art-history photo archive (work → photos →
scans), a Zotero-like group library, a Hypothesis-like annotation, and a university press's
open-access books (Open Monograph Press-like, chapters as separate PDFs)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, links

from ._kit import file_host, generator, html, image, json, pdf, portal

# --- Museum collection with IIIF ---------------------------------------------------------------
MUS = portal(
    "collections.ravensworth-museum.hx15.example",
    "Ravensworth Museum Collections",
    menu=[
        ("/visit", "Visit"),
        ("/objects", "Search the collection"),
        ("/shop", "Shop"),
        ("/support", "Support us"),
    ],
)
IIIF = "iiif.ravensworth-museum.hx15.example"
OBJECTS = {
    18822: ("The Haymakers (study)", "/people/445/george-stubbs", ["18822-01"]),
    20417: (
        "Sampler with alphabet and verses, 1791",
        "/people/1022/ann-brookes",
        ["20417-01", "20417-02"],
    ),
}


def museum_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    iiif: dict[str, PageValue] = {}
    for oid, (title, maker, images) in OBJECTS.items():
        other = next(o for o in OBJECTS if o != oid)
        manifest = f"http://{IIIF}/manifests/{oid}.json"
        iiif[f"/manifests/{oid}.json"] = json(
            {
                "@context": "http://iiif.io/api/presentation/3/context.json",
                "id": manifest,
                "type": "Manifest",
                "label": {"en": [title]},
                "items": [{"id": f"http://{IIIF}/canvas/{im}", "type": "Canvas"} for im in images],
            },
            "application/ld+json",
        )
        img_links = []
        for n, im in enumerate(images):
            svc = f"http://{IIIF}/image/{im}"
            iiif[f"/image/{im}/info.json"] = json(
                {
                    "@context": "http://iiif.io/api/image/3/context.json",
                    "id": svc,
                    "width": 4000,
                    "height": 3000,
                }
            )
            iiif[f"/image/{im}/full/max/0/default.jpg"] = Response.data(image(n).body, "image/jpeg")
            iiif[f"/image/{im}/full/400,/0/default.jpg"] = Response.data(
                image(n + 1).body, "image/jpeg"
            )
            img_links += [
                (f"{svc}/full/max/0/default.jpg", f"Download image {n + 1} (full size)"),
                (f"{svc}/info.json", f"IIIF Image API {n + 1}"),
            ]
        thumbs = "".join(
            f"<img src='http://{IIIF}/image/{im}/full/400,/0/default.jpg' alt=''>" for im in images
        )
        pages[f"/objects/{oid}"] = html(
            MUS.page(
                title,
                f"<h1>{escape(title)}</h1>{thumbs}<p>Maker: <a href='{maker}'>{maker.rsplit('/', 1)[-1]}</a></p>"
                f"<p>Accession number {oid}. Rights: CC0.</p>"
                + links([(manifest, "IIIF manifest"), *img_links])
                + f"<p><a href='/shop/prints?object={oid}'>Buy a print</a> · <a href='/objects/{oid}/cite'>Cite this object</a></p>"
                f"<p>Related objects: <a href='/objects/{other}'>{escape(OBJECTS[other][0])}</a></p>",
                head=f'<link rel="alternate" type="application/ld+json" href="{manifest}">',
                share=MUS.url(f"/objects/{oid}"),
            )
        )
        pages[maker] = html(MUS.page(maker.rsplit("/", 1)[-1], "<h1>Maker</h1>"))
        pages[f"/objects/{oid}/cite"] = html(
            MUS.page(f"Cite: {title}", f"<p>Ravensworth Museum, {escape(title)}, {oid}.</p>")
        )
    return [MUS.site(pages), file_host(IIIF, iiif)]


def _museum_case(oid: int) -> Case:
    # Expected single_page_plus_ignored: a museum object is a Single Hop artifact — the
    # record page links its IIIF manifest, Image API services and full-size downloads one
    # hop away on the museum's IIIF server (same organisation, other host), among menus,
    # shop and "related objects".  Truth: record, manifest, each info.json and full image.
    # The 400-pixel derivatives are embedded, so not in the truth; nor the cite page
    # (chrome by this set's convention), the maker (an `other`) or related objects.
    title, maker, images = OBJECTS[oid]
    truth = {MUS.url(f"/objects/{oid}"), f"http://{IIIF}/manifests/{oid}.json"}
    for im in images:
        truth |= {
            f"http://{IIIF}/image/{im}/info.json",
            f"http://{IIIF}/image/{im}/full/max/0/default.jpg",
        }
    other = next(o for o in OBJECTS if o != oid)
    return Case(
        f"museum-iiif-{oid}",
        "Museum collection object (IIIF)",
        "museum object",
        "single_page_plus_ignored",
        MUS.url(f"/objects/{oid}"),
        frozenset(truth),
        museum_sites,
        others=frozenset({MUS.url(maker), MUS.url(f"/objects/{other}")}),
    )


# --- Art-history photo archive ---------------------------------------------------------------
PHOTO = portal(
    "fototeca.aldgate-arthist.hx15.example",
    "Aldgate Photographic Archive of Art",
    menu=[
        ("/works", "Works"),
        ("/artists", "Artists"),
        ("/photographers", "Photographers"),
        ("/places", "Places"),
    ],
)
WORKS = {
    31407: (
        "Bernardo Daddi, Madonna and Child with Saints Peter and Paul",
        "/artist/daddi-bernardo",
        [91201, 91202],
    ),
    31522: (
        "Giovanni di Paolo, The Annunciation, predella panel",
        "/artist/giovanni-di-paolo",
        [93010],
    ),
}


def photo_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    head = generator("Omeka S 4.0.4")
    for wid, (title, artist, photos) in WORKS.items():
        other = next(w for w in WORKS if w != wid)
        pages[f"/work/{wid}"] = html(
            PHOTO.page(
                title,
                f"<h1>{escape(title)}</h1><p>Artist: <a href='{artist}'>{artist.rsplit('/', 1)[-1]}</a>; "
                "Location: <a href='/place/florence'>Florence</a></p><h2>Photographs</h2>"
                + links([(f"/photo/{p}", f"Photograph {p}") for p in photos])
                + f"<p>Same collection: <a href='/work/{other}'>{escape(WORKS[other][0])}</a></p>",
                head=head,
            )
        )
        pages[artist] = html(PHOTO.page(artist.rsplit("/", 1)[-1], "<h1>Artist</h1>", head=head))
        for p in photos:
            pages[f"/photo/{p}"] = html(
                PHOTO.page(
                    f"Photograph {p}",
                    f"<h1>Photograph {p}</h1><p>Subject: <a href='/work/{wid}'>{escape(title)}</a></p>"
                    f"<p>Photographer: <a href='/photographer/alinari'>Fratelli Alinari</a>, c. 1905. Gelatin silver print.</p>"
                    f"<img src='/scans/{p}-thumb.png' alt=''>"
                    f"<p><a href='/scans/{p}-recto.png'>Recto (high resolution)</a> · <a href='/scans/{p}-verso.png'>Verso</a></p>",
                    head=head,
                )
            )
            pages[f"/scans/{p}-thumb.png"] = image(p)
            pages[f"/scans/{p}-recto.png"] = image(p + 1)
            pages[f"/scans/{p}-verso.png"] = image(p + 2)
    pages["/place/florence"] = html(PHOTO.page("Florence", "<h1>Place</h1>", head=head))
    pages["/photographer/alinari"] = html(
        PHOTO.page("Fratelli Alinari", "<h1>Photographer</h1>", head=head)
    )
    return [PHOTO.site(pages)]


def _photo_case(wid: int) -> Case:
    # Expected sig_title_plus_ignored: a documented work is a Multi-Hop artifact — work
    # record → photograph records → recto and verso scans.  Photo ids are unrelated to the
    # work id and paths differ (/work/, /photo/, /scans/), but each photograph record names
    # its subject, the work's title, as the entry's title; the scans carry no text and are
    # one hop out (the seed's Dryad).  Truth: work, photographs, recto/verso scans.  Not:
    # artist, place, photographer authority pages, the other work.
    title, artist, photos = WORKS[wid]
    u = PHOTO.url
    truth = {u(f"/work/{wid}")}
    for p in photos:
        truth |= {u(f"/photo/{p}"), u(f"/scans/{p}-recto.png"), u(f"/scans/{p}-verso.png")}
    other = next(w for w in WORKS if w != wid)
    return Case(
        f"photo-archive-work-{wid}",
        "Art-history photo archive (work and photographs)",
        "art-history photograph dossier",
        "sig_title_plus_ignored",
        u(f"/work/{wid}"),
        frozenset(truth),
        photo_sites,
        others=frozenset({u(artist), u(f"/work/{other}")}),
    )


# --- Zotero-like group library -------------------------------------------------------------------
ZOT = portal(
    "www.tollgate-bib.hx15.example",
    "Tollgate Bibliographies",
    menu=[
        ("/groups", "Groups"),
        ("/people", "People"),
        ("/download", "Download"),
        ("/support", "Documentation"),
    ],
    title_format="{title} - {name}",
)
GROUPS = {
    (2814075, "early_modern_pamphlets"): (
        "Early Modern Pamphlets",
        ["QW7ZK3PD", "H8RM2VXA", "T4NBC6YE"],
        ["7JH2WQ9E"],
    ),
    (3301920, "oral_history_methods"): (
        "Oral History Methods Reading List",
        ["M2XP8KQR", "Z9DC3LTU"],
        [],
    ),
}


def zotero_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for (gid, slug), (name, items, colls) in GROUPS.items():
        g = f"/groups/{gid}/{slug}"
        pages[g] = html(
            ZOT.page(
                f"{name} | Groups",
                f"<h1>{escape(name)}</h1><p>Public, closed membership. Owner: <a href='/hgriffiths'>hgriffiths</a></p>"
                + links([(f"{g}/library", "Group library"), (f"{g}/members", "Members")])
                + "<p><a href='/groups/search'>Search for groups</a></p>",
            )
        )
        pages[f"{g}/members"] = html(
            ZOT.page(f"Members | {name}", links([("/hgriffiths", "hgriffiths")]))
        )
        lib = [(f"{g}/items/{k}/library", f"Item {k}") for k in items]
        lib += [(f"{g}/collections/{c}", f"Collection {c}") for c in colls]
        pages[f"{g}/library"] = html(
            ZOT.page(f"{name} | Library", f"<h1>{escape(name)}</h1>" + links(lib))
        )
        for k in items:
            pages[f"{g}/items/{k}/library"] = html(
                ZOT.page(
                    f"{name} | Item {k}",
                    f"<h1>Pamphlet {k}</h1><p>Item type: Book</p><p><a href='{g}/library'>Back to library</a></p>",
                )
            )
        for c in colls:
            pages[f"{g}/collections/{c}"] = html(
                ZOT.page(
                    f"{name} | Collection {c}", links([(f"{g}/items/{items[0]}/library", items[0])])
                )
            )
    pages["/hgriffiths"] = html(
        ZOT.page(
            "hgriffiths",
            "<h1>Hannah Griffiths</h1>"
            + links([(f"/groups/{gid}/{s}", GROUPS[(gid, s)][0]) for gid, s in GROUPS]),
        )
    )
    return [ZOT.site(pages)]


def _zot_case(gid: int, slug: str) -> Case:
    # Expected path_based: a group's library, items, collections and member list all live
    # under /groups/<id>/<slug>/ (the seed's GitLab/BitBucket project shape).  Truth: the
    # group page, library, items, collections and the members list (part of the group's
    # record; disputable).  Not: the owner's profile (an `other`), group search.
    name, items, colls = GROUPS[(gid, slug)]
    g = ZOT.url(f"/groups/{gid}/{slug}")
    truth = {g, f"{g}/library", f"{g}/members"}
    truth |= {f"{g}/items/{k}/library" for k in items} | {f"{g}/collections/{c}" for c in colls}
    return Case(
        f"zotero-group-{gid}",
        "Zotero-like group bibliography",
        "bibliography",
        "path_based",
        g,
        frozenset(truth),
        zotero_sites,
        others=frozenset({ZOT.url("/hgriffiths")}),
    )


# --- Hypothesis-like annotation ------------------------------------------------------------------
ANN = portal(
    "hyp.marginalia-annot.hx15.example",
    "Marginalia",
    menu=[
        ("/search", "Search"),
        ("/groups/new", "Create group"),
        ("/account/settings", "Settings"),
        ("/docs/help", "Help"),
    ],
)
READER = portal("texts.marginalia-reading.hx15.example", "Open Reading Room")
ANNOTATIONS = {
    "Vx3kQ9bZEe6": (
        "jdoe",
        "/reader/wollstonecraft-vindication/ch2",
        "On sensibility as a learned disposition",
    ),
    "Kp7rT2mWEe7": (
        "amoreau",
        "/reader/equiano-narrative/ch5",
        "Compare the 1789 and 1794 editions here",
    ),
}


def annotation_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    texts: dict[str, PageValue] = {}
    for aid, (user, target, body) in ANNOTATIONS.items():
        tu = READER.url(target)
        pages[f"/a/{aid}"] = html(
            ANN.page(
                f"Annotation by {user}",
                f"<article><p><a href='/users/{user}'>{user}</a> on <a href='{tu}'>{target.rsplit('/', 2)[-2]}</a></p>"
                f"<blockquote>quoted passage …</blockquote><p>{escape(body)}</p>"
                f"<p>Tags: <a href='/search?q=tag:reading-group'>reading-group</a></p>"
                f"<p><a href='{tu}#annotations:{aid}'>View in context</a></p></article>",
                share=ANN.url(f"/a/{aid}"),
            )
        )
        pages[f"/users/{user}"] = html(
            ANN.page(user, f"<h1>{user}</h1><p><a href='/a/{aid}'>Annotation</a></p>")
        )
        texts[target] = html(
            READER.page(target.rsplit("/", 2)[-2], "<h1>Chapter</h1><p>Text …</p>")
        )
    return [ANN.site(pages), READER.site(texts)]


def _ann_case(aid: str) -> Case:
    # Expected single_page: one annotation is a short discussion contribution — the
    # seed's PubPeer / PubMed Commons case (Single Artifact URI).  The annotated text is a
    # separate artifact (an `other`) on its own host, as is the annotator's profile.
    user, target, _b = ANNOTATIONS[aid]
    return Case(
        f"annotation-{aid.lower()}",
        "Hypothesis-like annotation",
        "annotation",
        "single_page",
        ANN.url(f"/a/{aid}"),
        frozenset({ANN.url(f"/a/{aid}")}),
        annotation_sites,
        others=frozenset({READER.url(target), ANN.url(f"/users/{user}")}),
    )


# --- University press open-access books ---------------------------------------------------------
PRESS = portal(
    "books.oakmere-press.hx15.example",
    "Oakmere University Press",
    menu=[
        ("/catalog", "Catalogue"),
        ("/catalog/series", "Series"),
        ("/about/submissions", "Submissions"),
        ("/about", "About"),
    ],
    title_format="{title} | {name}",
)
PRESS_CDN = "assets.oakmere-press-cdn.hx15.example"
PRESS_DOI = "doi.oakmere-pid.hx15.example"
BOOKS = {
    112: (
        "Weavers and Writers: Literacy in the West Riding, 1780-1850",
        "10.58124/omp.112",
        ["Introduction", "Sunday schools", "Chapel libraries", "Conclusion"],
        False,
    ),
    127: (
        "Listening to the Fens: Sound, Landscape and Memory",
        "10.58124/omp.127",
        ["Introduction", "Bells and pumps", "Recording the fen"],
        True,
    ),
}


def press_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    doi: dict[str, PageValue] = {}
    head = generator("Open Monograph Press 3.3.0.15")
    for bid, (title, d, chapters, on_cdn) in BOOKS.items():
        other = next(b for b in BOOKS if b != bid)
        files = [(f"{bid}-full.pdf", "Full book (PDF)"), (f"{bid}-full.epub", "Full book (EPUB)")]
        files += [(f"{bid}-ch{i + 1}.pdf", f"Chapter {i + 1}: {c}") for i, c in enumerate(chapters)]
        urls = []
        for fname, label in files:
            if on_cdn:
                cdn[f"/omp/{bid}/{fname}"] = pdf(f"{title}: {label}", "Open access, CC BY 4.0")
                urls.append((f"http://{PRESS_CDN}/omp/{bid}/{fname}", label))
            else:
                pages[f"/catalog/download/{bid}/{fname}"] = pdf(
                    f"{title}: {label}", "Open access, CC BY 4.0"
                )
                urls.append((f"/catalog/download/{bid}/{fname}", label))
        pages[f"/catalog/book/{bid}"] = html(
            PRESS.page(
                title,
                f"<h1>{escape(title)}</h1><p>DOI: <a href='http://{PRESS_DOI}/{d}'>{d}</a></p>"
                "<p>Series: <a href='/catalog/series/social-history'>Studies in Social History</a></p>"
                "<h2>Downloads</h2>"
                + links(urls)
                + "<p><a href='http://bookshop.example-trade.test/isbn/9781234567897'>Buy paperback</a></p>"
                f"<p>Also in this series: <a href='/catalog/book/{other}'>{escape(BOOKS[other][0])}</a></p>",
                head=head,
                share=PRESS.url(f"/catalog/book/{bid}"),
            )
        )
        doi[f"/{d}"] = Response.redirect(PRESS.url(f"/catalog/book/{bid}"), 302)
    pages["/catalog/series/social-history"] = html(
        PRESS.page(
            "Studies in Social History",
            links([(f"/catalog/book/{b}", t[0]) for b, t in BOOKS.items()]),
            head=head,
        )
    )
    return [PRESS.site(pages), file_host(PRESS_CDN, cdn), file_host(PRESS_DOI, doi)]


def _press_case(bid: int, via_doi: bool) -> Case:
    # Expected single_page_plus_ignored: an open-access monograph on a press platform is
    # the seed's Zenodo/SSRN Single Hop: the book page links its full-text PDF and EPUB and
    # each chapter PDF (on the press's CDN for one book, same host for the other), one hop
    # away among catalogue menus, series and bookshop links.  Truth: landing and all
    # downloads.  Not: the series page (an `other`), the other book, the bookshop.
    title, d, chapters, on_cdn = BOOKS[bid]
    names = [
        f"{bid}-full.pdf",
        f"{bid}-full.epub",
        *(f"{bid}-ch{i + 1}.pdf" for i in range(len(chapters))),
    ]
    base = f"http://{PRESS_CDN}/omp/{bid}/" if on_cdn else PRESS.url(f"/catalog/download/{bid}/")
    landing = PRESS.url(f"/catalog/book/{bid}")
    other = next(b for b in BOOKS if b != bid)
    return Case(
        f"press-book-{bid}",
        "University press OA book (OMP-like)",
        "open-access monograph",
        "single_page_plus_ignored",
        f"http://{PRESS_DOI}/{d}" if via_doi else landing,
        frozenset({landing, *(base + n for n in names)}),
        press_sites,
        others=frozenset(
            {PRESS.url("/catalog/series/social-history"), PRESS.url(f"/catalog/book/{other}")}
        ),
        landing=landing if via_doi else None,
    )


CASES = [
    _museum_case(18822),
    _museum_case(20417),
    _photo_case(31407),
    _photo_case(31522),
    _zot_case(2814075, "early_modern_pamphlets"),
    _zot_case(3301920, "oral_history_methods"),
    _ann_case("Vx3kQ9bZEe6"),
    _ann_case("Kp7rT2mWEe7"),
    _press_case(112, via_doi=True),
    _press_case(127, via_doi=False),
]
