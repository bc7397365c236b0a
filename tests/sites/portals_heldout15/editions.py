"""Digital scholarly editions and digital-humanities project sites: a TEI-based edition
(TEI Publisher-like, letters with facsimiles and transcriptions), a Scalar book whose media
sit on a media server, and a Jekyll/Wax exhibition site that is a whole host."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, links

from ._kit import file_host, generator, html, image, json, portal, text, xml

# --- TEI edition (TEI Publisher-like) ----------------------------------------------------
TEI = portal(
    "editions.calderwood-univ.hx15.example",
    "Calderwood Digital Editions",
    menu=[("/editions/", "Editions"), ("/about", "About"), ("/api.html", "API"), ("/help", "Help")],
)
TEI_EDITIONS = {
    "mary-hays-letters": ("The Letters of Mary Hays, 1779-1825", 3),
    "ashby-diaries": ("The Diaries of Thomas Ashby, Surveyor", 2),
}


def _tei_pages() -> dict[str, PageValue]:
    pages: dict[str, PageValue] = {}
    head = generator("TEI Publisher 9.0.0")
    for slug, (title, n) in TEI_EDITIONS.items():
        base = f"/editions/{slug}"
        other = next(s for s in TEI_EDITIONS if s != slug)
        docs = [(f"{base}/doc/{i:03d}.html", f"Document {i:03d}") for i in range(1, n + 1)]
        main = (
            f"<h1>{escape(title)}</h1><p>A digital edition encoded in TEI P5.</p>"
            + links(
                [
                    (f"{base}/introduction.html", "Introduction"),
                    (f"{base}/editorial-principles.html", "Editorial principles"),
                    (f"{base}/persons.html", "Index of persons"),
                    *docs,
                ]
            )
            + f'<p>Other editions: <a href="/editions/{other}/">{TEI_EDITIONS[other][0]}</a></p>'
            + '<p><a href="/editions/">All editions</a> · <a href="/api.html">API</a></p>'
        )
        pages[f"{base}/"] = html(TEI.page(title, main, head=head))
        for p, t in [
            ("introduction.html", "Introduction"),
            ("editorial-principles.html", "Editorial principles"),
            ("persons.html", "Index of persons"),
        ]:
            back = f'<p><a href="{base}/">{escape(title)}</a></p>'
            pages[f"{base}/{p}"] = html(
                TEI.page(f"{t} - {title}", f"<h1>{t}</h1>{back}", head=head)
            )
        for i in range(1, n + 1):
            doc = f"{base}/doc/{i:03d}"
            pages[f"{doc}.html"] = html(
                TEI.page(
                    f"Document {i:03d} - {title}",
                    f"<h1>Document {i:03d}</h1><div class='tei-body'><p>Transcription…</p></div>"
                    + links(
                        [
                            (f"{doc}/facsimile.html", "Facsimile"),
                            (f"{doc}.xml", "TEI XML"),
                            (f"{base}/", "Back to the edition"),
                            (f"/search?q=doc{i}", "Search in this edition"),
                        ]
                    ),
                    head=head,
                )
            )
            pages[f"{doc}.xml"] = xml(
                f'<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt>'
                f"<title>{escape(title)}, document {i}</title></titleStmt></fileDesc>"
                f"</teiHeader><text><body><p/></body></text></TEI>",
                "application/tei+xml",
            )
            pages[f"{doc}/facsimile.html"] = html(
                TEI.page(
                    f"Facsimile {i:03d} - {title}",
                    f'<h1>Facsimile</h1><img src="{doc}/page-1.png" alt="">'
                    f'<p><a href="{doc}/page-1.png">Full-size image</a> · '
                    f'<a href="{doc}.html">Transcription</a></p>',
                    head=head,
                )
            )
            pages[f"{doc}/page-1.png"] = image(i)
    listing = links([(f"/editions/{s}/", t) for s, (t, _n) in TEI_EDITIONS.items()])
    pages["/editions/"] = html(TEI.page("Editions", "<h1>Editions</h1>" + listing))
    return pages


def tei_sites() -> list[Site]:
    return [TEI.site(_tei_pages())]


def _tei_case(slug: str) -> Case:
    # Expected path_based: an edition lives under one path (/editions/<slug>/) like the
    # seed's BitBucket/Silk projects — introduction, indexes, transcriptions, TEI sources
    # and facsimiles all sit below it.  Truth: every page and file of the edition (the
    # facsimile image is a linked full-size download, not only embedded); not the list of
    # all editions, the API page, search links, nor the other edition.
    title, n = TEI_EDITIONS[slug]
    base = TEI.url(f"/editions/{slug}")
    truth = {
        f"{base}/",
        *(
            f"{base}/{p}"
            for p in ["introduction.html", "editorial-principles.html", "persons.html"]
        ),
    }
    for i in range(1, n + 1):
        doc = f"{base}/doc/{i:03d}"
        truth |= {f"{doc}.html", f"{doc}.xml", f"{doc}/facsimile.html", f"{doc}/page-1.png"}
    other = next(s for s in TEI_EDITIONS if s != slug)
    return Case(
        f"tei-edition-{slug}",
        "TEI Publisher edition (letters)",
        "digital scholarly edition",
        "path_based",
        f"{base}/",
        frozenset(truth),
        tei_sites,
        others=frozenset({TEI.url(f"/editions/{other}/")}),
    )


# --- Scalar book with media on a media server --------------------------------------------
SCALAR = portal(
    "scalar.kestrel-dh.hx15.example",
    "Kestrel Scalar",
    menu=[("/", "Scalar home"), ("/system/index", "Your books"), ("/system/login", "Sign in")],
    title_format="{title}",
)
SCALAR_MEDIA = "media.kestrel-archive.hx15.example"
SCALAR_BOOKS = {
    "mill-towns": (
        "Mill Towns: Labour and Memory in the Calder Valley",
        ["looms", "strikes", "chapels"],
    ),
    "harbour-voices": (
        "Harbour Voices: An Annotated Path Through Dock Records",
        ["ledgers", "cranes"],
    ),
}


def _scalar_pages() -> tuple[dict[str, PageValue], dict[str, PageValue]]:
    pages: dict[str, PageValue] = {}
    media: dict[str, PageValue] = {}
    head = generator("Scalar 2.6.0")
    for slug, (title, paths) in SCALAR_BOOKS.items():
        b = f"/{slug}"
        toc = [(f"{b}/{p}", p.capitalize()) for p in paths]
        other = next(s for s in SCALAR_BOOKS if s != slug)
        pages[f"{b}/index"] = html(
            SCALAR.page(
                title,
                f"<h1>{escape(title)}</h1><p>A Scalar book.</p>"
                + links([*toc, (f"{b}/toc", "Table of contents"), (f"{b}/media", "All media")])
                + f'<p>See also <a href="/{other}/index">{SCALAR_BOOKS[other][0]}</a> · '
                f'<a href="/system/index">Scalar index</a></p>',
                head=head,
            )
        )
        pages[f"{b}/toc"] = html(SCALAR.page(f"Contents - {title}", links(toc), head=head))
        media_links = []
        for i, p in enumerate(paths):
            m = f"http://{SCALAR_MEDIA}/{slug}/{p}.png"
            media[f"/{slug}/{p}.png"] = image(i + 3)
            media_links.append((f"{b}/media/{p}-photo", f"{p} photograph"))
            nxt = f"{b}/{paths[i + 1]}" if i + 1 < len(paths) else f"{b}/index"
            pages[f"{b}/{p}"] = html(
                SCALAR.page(
                    f"{p.capitalize()} - {title}",
                    f"<h1>{p.capitalize()}</h1><p>Path text…</p>"
                    f'<p><a href="{b}/media/{p}-photo">Media: {p} photograph</a> · '
                    f'<a href="{nxt}">Continue the path</a></p>',
                    head=head,
                )
            )
            pages[f"{b}/media/{p}-photo"] = html(
                SCALAR.page(
                    f"{p} photograph - {title}",
                    f'<h1>{p} photograph</h1><img src="{m}" alt=""><p>Source file: '
                    f'<a href="{m}">{m}</a></p>',
                    head=head,
                )
            )
        pages[f"{b}/media"] = html(SCALAR.page(f"Media - {title}", links(media_links), head=head))
    return pages, media


def scalar_sites() -> list[Site]:
    pages, media = _scalar_pages()
    return [SCALAR.site(pages), file_host(SCALAR_MEDIA, media)]


def _scalar_case(slug: str) -> Case:
    # Expected path_based_externals: every Scalar page of a book lives under /<book-slug>/
    # (the seed's Path-Based), and the media files the book is built on are served by an
    # archive's media server on another domain (the seed's GitHub/raw case).  Truth: the
    # book's pages, media pages and the source media files; not the Scalar system pages
    # nor the other book.
    title, paths = SCALAR_BOOKS[slug]
    b = SCALAR.url(f"/{slug}")
    truth = {f"{b}/index", f"{b}/toc", f"{b}/media"}
    for p in paths:
        truth |= {f"{b}/{p}", f"{b}/media/{p}-photo", f"http://{SCALAR_MEDIA}/{slug}/{p}.png"}
    other = next(s for s in SCALAR_BOOKS if s != slug)
    return Case(
        f"scalar-{slug}",
        "Scalar book (paths, external media)",
        "digital humanities book",
        "path_based_externals",
        f"{b}/index",
        frozenset(truth),
        scalar_sites,
        others=frozenset({SCALAR.url(f"/{other}/index")}),
    )


# --- Jekyll/Wax exhibition: the whole host is the artifact ---------------------------------
WAX_HOST = "exhibits.fenwick-dh.hx15.example"
WAX_ITEMS = ["obj01", "obj02", "obj03"]


def wax_sites() -> list[Site]:
    head = (
        generator("Jekyll v4.3.2") + '<meta name="description" content="minicomp/wax exhibition">'
    )

    def page(title: str, main: str) -> PageValue:
        return html(
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)} | "
            f"Sailors' Valentines</title>{head}<link rel='stylesheet' href='/assets/css/main.css'>"
            f"</head><body><nav><a href='/'>Home</a> <a href='/about/'>About</a> "
            f"<a href='/collection/'>Collection</a> <a href='/search/'>Search</a></nav>"
            f"<main>{main}</main><footer>Built with <a href='http://wax.minicomp.test/'>Wax</a> · "
            f"<a href='http://www.fenwick-college.test/library'>Fenwick College Library</a>"
            f"</footer></body></html>"
        )

    pages: dict[str, PageValue] = {
        "/": page(
            "Home",
            "<h1>Sailors' Valentines</h1>"
            + links([("/collection/", "Browse"), ("/about/", "About")]),
        ),
        "/about/": page("About", "<h1>About the exhibition</h1>"),
        "/search/": page("Search", "<h1>Search</h1><input id='search'>"),
        "/search/index.json": json({"docs": []}),
        "/assets/css/main.css": text("body{margin:0}", "text/css"),
        "/collection/": page(
            "Collection", links([(f"/collection/{i}/", f"Item {i}") for i in WAX_ITEMS])
        ),
    }
    for n, i in enumerate(WAX_ITEMS):
        pages[f"/collection/{i}/"] = page(
            f"Item {i}",
            f"<h1>Valentine {i}</h1><img src='/img/derivatives/iiif/images/{i}_0/full/600,/0/default.jpg'>"
            f"<p><a href='/img/derivatives/iiif/{i}/manifest.json'>IIIF manifest</a></p>",
        )
        pages[f"/img/derivatives/iiif/images/{i}_0/full/600,/0/default.jpg"] = image(n)
        pages[f"/img/derivatives/iiif/{i}/manifest.json"] = json(
            {"@type": "sc:Manifest", "label": i}
        )
    return [Site(WAX_HOST, pages)]


def _wax_case() -> Case:
    # Expected path_based with "/" as the path: like the seed's Silk projects, a Wax
    # exhibition is a whole static host, so everything on it belongs to the artifact.
    # Truth: all linked pages and the IIIF manifests (derivative images are embedded);
    # the Wax project link and the college library are outside.  The search index JSON
    # is only fetched by script, not linked, so it is not in the truth (disputable).
    base = f"http://{WAX_HOST}"
    truth = {base + p for p in ["/", "/about/", "/search/", "/collection/"]}
    for i in WAX_ITEMS:
        truth |= {f"{base}/collection/{i}/", f"{base}/img/derivatives/iiif/{i}/manifest.json"}
    return Case(
        "wax-sailors-valentines",
        "Wax exhibition site (Jekyll)",
        "digital humanities project site",
        "path_based",
        f"{base}/",
        frozenset(truth),
        wax_sites,
    )


CASES = [
    _tei_case("mary-hays-letters"),
    _tei_case("ashby-diaries"),
    _scalar_case("mill-towns"),
    _scalar_case("harbour-voices"),
    _wax_case(),
]
