"""University-press portals of heldout54: an open-access monograph catalogue (everything
under the book's path), a book-series portal keyed by ISBN, an edited-volume platform with
chapters as separate records, and an open-book library that signposts its records."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import (
    bibtex,
    binary,
    build_site,
    case,
    epub_file,
    frame,
    pdf_file,
    portal,
    ris,
    signposted,
    text,
    ul,
    with_link,
)

# ---------------------------------------------------------------------------------------
# University press OA catalogue (Ashcombe): every URI of a book lives under
# /catalog/book/<slug>/ (chapters, formats, editions, reviews) -> Path-Based, as the seed
# prescribes when the entry URI is a prefix of all artifact URIs (GitLab, Slideshare).

UP = portal(
    "books.ashcombe.hx54.example",
    "Ashcombe University Press Open",
    (
        ("/catalog", "Catalogue"),
        ("/catalog/series", "Series"),
        ("/catalog/subjects", "Subjects"),
        ("/open-access", "Open access"),
        ("/authors/proposals", "Publish with us"),
    ),
)


def _up_book(
    slug: str,
    title: str,
    author: str,
    chapters: list[str],
    *,
    html_edition: bool = False,
    editions: tuple[str, ...] = (),
    review_pages: int = 0,
    related: tuple[tuple[str, str], ...] = (),
) -> dict[str, Response | str]:
    b = f"/catalog/book/{slug}/"
    out: dict[str, Response | str] = {}
    formats = [(b + "download/pdf", "PDF"), (b + "download/epub", "EPUB")]
    if html_edition:
        formats.append((b + "read/", "Read online (HTML)"))
    toc = ul((f"{b}chapters/{n}/", f"{n}. {c}") for n, c in enumerate(chapters, 1))
    extra = ""
    if editions:
        extra += "<h2>Previous editions</h2>" + ul(
            (f"{b}editions/{e}/", f"{e} edition") for e in editions
        )
    if review_pages:
        extra += f'<p><a href="{b}reviews/">Reviews of this book</a></p>'
    body = (
        f'<div class="monograph"><h1>{escape(title)}</h1><p class="by">'
        f'<a href="/catalog/author/{author.split()[-1].lower()}">{escape(author)}</a></p>'
        f'<p>Series: <a href="/catalog/series/histories-of-knowledge">Histories of Knowledge</a>'
        f"</p><h2>Download</h2>{ul(formats, 'formats')}<h2>Contents</h2>{toc}{extra}"
        f'<p><a href="{b}cite.ris">Cite (RIS)</a></p></div>'
    )
    aside = (
        "<h3>You may also like</h3>"
        + ul(related)
        + ('<h3>Subjects</h3><a href="/catalog/subjects/history">History</a>')
    )
    out[b] = frame(
        UP,
        title,
        body,
        crumbs=(("/", "Home"), ("/catalog", "Catalogue"), (b, title)),
        aside=aside,
        share=UP.url(b),
    )
    out[b + "download/pdf"] = pdf_file(title)
    out[b + "download/epub"] = epub_file(slug)
    out[b + "cite.ris"] = ris("BOOK", title, author, 2024, pb="Ashcombe University Press")
    for n, c in enumerate(chapters, 1):
        out[f"{b}chapters/{n}/"] = frame(
            UP,
            c,
            f'<h1>{escape(c)}</h1><p>Chapter {n} of <a href="{b}">{escape(title)}</a></p>'
            f'<p><a href="{b}chapters/{n}/pdf">Chapter PDF</a></p>',
        )
        out[f"{b}chapters/{n}/pdf"] = pdf_file(c)
    if html_edition:
        out[b + "read/"] = frame(
            UP, f"{title} (HTML)", ul((f"{b}read/{n}", c) for n, c in enumerate(chapters, 1))
        )
        for n, c in enumerate(chapters, 1):
            nav = f'<a href="{b}read/">Contents</a>'
            if n < len(chapters):
                nav += f' <a href="{b}read/{n + 1}">Next</a>'
            out[f"{b}read/{n}"] = frame(UP, c, f"<h1>{escape(c)}</h1><p>Text.</p>{nav}")
    for e in editions:
        out[f"{b}editions/{e}/"] = frame(
            UP,
            f"{title} ({e} edition)",
            f'<h1>{escape(title)}</h1><p>{e} edition. <a href="{b}editions/{e}/download/pdf">PDF</a>'
            f' · <a href="{b}">Current edition</a></p>',
        )
        out[f"{b}editions/{e}/download/pdf"] = pdf_file(f"{title} ({e})")
    for n in range(1, review_pages + 1):
        key = f"{b}reviews/" + (f"?page={n}" if n > 1 else "")
        nxt = f'<a href="{b}reviews/?page={n + 1}">Older reviews</a>' if n < review_pages else ""
        out[key] = frame(
            UP, f"Reviews: {title}", f"<h1>Reviews</h1><blockquote>Fine.</blockquote>{nxt}"
        )
    return out


UP1 = ("tidewrack-and-empire", "Tidewrack and Empire: Coastal Knowledge in the British Atlantic")
UP2 = ("the-unfinished-monograph", "The Unfinished Monograph: Scholarly Books after Open Access")
UP1_CH = ["Shorelines", "Pilots and Charts", "Salvage Law", "Afterword"]
UP2_CH = [
    "Introduction",
    "The Thesis Becomes a Book",
    "Series Editors",
    "Formats",
    "Licences",
    "Metrics",
    "Long-Term Access",
    "Conclusion",
]


def up_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _up_book(
        UP1[0],
        UP1[1],
        "Ifeoma Grant",
        UP1_CH,
        related=(("/catalog/book/harbour-sciences/", "Harbour Sciences"),),
    )
    pages |= _up_book(
        UP2[0],
        UP2[1],
        "Joachim Sallow",
        UP2_CH,
        html_edition=True,
        editions=("2019",),
        review_pages=2,
        related=((f"/catalog/book/{UP1[0]}/", UP1[1]),),
    )
    pages["/catalog/book/harbour-sciences/"] = frame(
        UP, "Harbour Sciences", "<h1>Harbour Sciences</h1>"
    )
    return [build_site(UP, pages)]


def _up_truth(
    slug: str, n_ch: int, html: bool = False, eds: tuple[str, ...] = (), reviews: int = 0
) -> set[str]:
    b = f"/catalog/book/{slug}/"
    paths = [b, b + "download/pdf", b + "download/epub", b + "cite.ris"]
    for n in range(1, n_ch + 1):
        paths += [f"{b}chapters/{n}/", f"{b}chapters/{n}/pdf"]
        paths += [f"{b}read/{n}"] if html else []
    paths += [b + "read/"] if html else []
    for e in eds:
        paths += [f"{b}editions/{e}/", f"{b}editions/{e}/download/pdf"]
    paths += [f"{b}reviews/" + (f"?page={n}" if n > 1 else "") for n in range(1, reviews + 1)]
    return {UP.url(p) for p in paths}


# ---------------------------------------------------------------------------------------
# Book-series portal (Brackenfold): the volume's ISBN is in every URI of the volume
# (files, reader, ONIX, the API host) but not in the series chrome -> Significant String
# from URI, the seed's GBIF shape.

BS = portal(
    "series.brackenfold.hx54.example",
    "Brackenfold Academic Series",
    (
        ("/series", "All series"),
        ("/series/long-form-studies", "Long-Form Studies"),
        ("/editors", "Series editors"),
        ("/submit", "Submit a proposal"),
    ),
)
BS_API = "api.brackenfold.hx54.example"


def _bs_volume(
    isbn: str,
    title: str,
    chapters: list[str],
    *,
    chapter_files: bool = False,
    neighbours: tuple[tuple[str, str], ...] = (),
) -> tuple[dict[str, Response | str], dict[str, Response | str]]:
    files = [(f"/files/{isbn}/full.pdf", "Full book (PDF)"), (f"/files/{isbn}/book.epub", "EPUB")]
    if chapter_files:
        files += [
            (f"/files/{isbn}/ch{n:02d}.pdf", f"Chapter {n} (PDF)")
            for n in range(1, len(chapters) + 1)
        ]
    meta = [
        (f"/meta/onix/{isbn}.xml", "ONIX 3.0"),
        (f"/cite/{isbn}.bib", "BibTeX"),
        (f"http://{BS_API}/v2/books/{isbn}", "JSON (API)"),
    ]
    body = (
        f'<h1 itemprop="name">{escape(title)}</h1><p>ISBN {isbn} · '
        f'<a href="/series/long-form-studies">Long-Form Studies</a></p>'
        f'<p><a class="btn" href="/read/{isbn}/">Read online</a></p>'
        f"<h2>Downloads</h2>{ul(files)}<h2>Metadata</h2>{ul(meta)}"
        f'<p>Editors: <a href="/editors/m-quayle">M. Quayle</a></p>'
    )
    aside = ("<h3>In this series</h3>" + ul(neighbours)) if neighbours else ""
    out: dict[str, Response | str] = {
        f"/volume/{isbn}": frame(
            BS,
            title,
            body,
            aside=aside,
            crumbs=(("/", "Home"), ("/series", "Series"), (f"/volume/{isbn}", title)),
        )
    }
    out[f"/files/{isbn}/full.pdf"] = pdf_file(title)
    out[f"/files/{isbn}/book.epub"] = epub_file(isbn)
    for n, c in enumerate(chapters, 1):
        if chapter_files:
            out[f"/files/{isbn}/ch{n:02d}.pdf"] = pdf_file(c)
        nav = f'<a href="/read/{isbn}/">Contents</a> <a href="/volume/{isbn}">About this book</a>'
        out[f"/read/{isbn}/ch/{n}"] = frame(
            BS, c, f"<h1>{escape(c)}</h1><p>Text of chapter {n}.</p>{nav}"
        )
    out[f"/read/{isbn}/"] = frame(
        BS, f"Read: {title}", ul((f"/read/{isbn}/ch/{n}", c) for n, c in enumerate(chapters, 1))
    )
    out[f"/meta/onix/{isbn}.xml"] = text(
        f"<ONIXMessage><Product><ProductIdentifier>{isbn}</ProductIdentifier></Product></ONIXMessage>\n",
        "application/xml",
    )
    out[f"/cite/{isbn}.bib"] = bibtex(f"b{isbn}", "book", title, "Quayle, M.", 2024, isbn=isbn)
    api = {
        f"/v2/books/{isbn}": text(f'{{"isbn": "{isbn}", "title": "{title}"}}\n', "application/json")
    }
    return out, api


BS1 = ("9781915033121", "Footnotes and Their Discontents")
BS2 = ("9781915033138", "Writing at Length: The Dissertation as Genre")
BS1_CH = ["Marginalia", "Apparatus", "Ibid."]
BS2_CH = ["Genre", "Length", "Committee", "Defence", "Revision", "Publication"]


def bs_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    api: dict[str, Response | str] = {}
    for vol in (
        _bs_volume(BS1[0], BS1[1], BS1_CH, neighbours=((f"/volume/{BS2[0]}", BS2[1]),)),
        _bs_volume(
            BS2[0],
            BS2[1],
            BS2_CH,
            chapter_files=True,
            neighbours=((f"/volume/{BS1[0]}", BS1[1]), ("/volume/9781915033145", "Index Cards")),
        ),
    ):
        pages |= vol[0]
        api |= vol[1]
    pages["/volume/9781915033145"] = frame(
        BS, "Index Cards", "<h1>Index Cards</h1><p>Forthcoming.</p>"
    )
    return [build_site(BS, pages), Site(BS_API, api)]


def _bs_truth(isbn: str, n_ch: int, chapter_files: bool) -> set[str]:
    paths = [
        f"/volume/{isbn}",
        f"/files/{isbn}/full.pdf",
        f"/files/{isbn}/book.epub",
        f"/read/{isbn}/",
    ]
    paths += [f"/meta/onix/{isbn}.xml", f"/cite/{isbn}.bib"]
    paths += [f"/read/{isbn}/ch/{n}" for n in range(1, n_ch + 1)]
    paths += [f"/files/{isbn}/ch{n:02d}.pdf" for n in range(1, n_ch + 1)] if chapter_files else []
    return {BS.url(p) for p in paths} | {f"http://{BS_API}/v2/books/{isbn}"}


# ---------------------------------------------------------------------------------------
# Edited-volume platform (Crowhaven): the volume and each chapter record (page, BibTeX)
# carry the volume title; the chapter PDFs do not -> Significant String from Title+ with
# Ignored URIs, the seed's Dryad shape (package page, file pages, files one hop out).

EV = portal(
    "volumes.crowhaven.hx54.example",
    "Crowhaven Edited Volumes",
    (
        ("/browse", "Browse volumes"),
        ("/subjects", "Subjects"),
        ("/for-editors", "For editors"),
        ("/librarians", "Librarians"),
    ),
    title_format="{title}",
    home_title="Crowhaven Edited Volumes",
)


def _ev_volume(
    vid: int,
    title: str,
    chapters: list[tuple[str, str]],
    *,
    per_toc: int = 20,
    supplements: dict[int, str] | None = None,
    related: tuple[tuple[str, str], ...] = (),
) -> dict[str, Response | str]:
    out: dict[str, Response | str] = {}
    supplements = supplements or {}
    v = f"/volume/{vid}"
    pages = [chapters[i : i + per_toc] for i in range(0, len(chapters), per_toc)]
    for k, chunk in enumerate(pages, 1):
        start = (k - 1) * per_toc
        toc = ul((f"/chapter/{vid}-{start + i:02d}", c) for i, (c, _a) in enumerate(chunk, 1))
        nav = f'<a href="{v}?toc={k + 1}">More chapters</a>' if k < len(pages) else ""
        out[v + (f"?toc={k}" if k > 1 else "")] = frame(
            EV,
            title,
            f'<h1 class="volume-title">{escape(title)}</h1><p>Edited by '
            f'<a href="/people/hollis-vane">Hollis Vane</a></p>'
            f'<p><a href="/content/pdf/{vid}-fm.pdf">Front matter (PDF)</a> · '
            f'<a href="{v}/export.bib">Cite this volume</a></p><h2>Chapters</h2>{toc}{nav}',
            raw_title=True,
            aside=("<h3>Related volumes</h3>" + ul(related)) if related else "",
            share=EV.url(v),
        )
    out[f"/content/pdf/{vid}-fm.pdf"] = pdf_file("Front matter", "Contents, contributors")
    out[f"{v}/export.bib"] = bibtex(f"v{vid}", "book", title, "Vane, Hollis", 2025)
    for i, (c, a) in enumerate(chapters, 1):
        cid = f"{vid}-{i:02d}"
        sup = (
            f'<p><a href="/content/supp/{cid}.zip">Supplementary material: {escape(supplements[i])}</a></p>'
            if i in supplements
            else ""
        )
        out[f"/chapter/{cid}"] = frame(
            EV,
            c,
            f'<h1>{escape(c)}</h1><p>by <a href="/people/{a.lower().replace(" ", "-")}">{escape(a)}</a>'
            f'</p><p>In: <a href="{v}">{escape(title)}</a>, chapter {i}</p>'
            f'<p><a href="/content/pdf/{cid}.pdf">Download chapter PDF</a> · '
            f'<a href="/chapter/{cid}/export.bib">Cite</a></p>{sup}',
            raw_title=True,
        )
        out[f"/content/pdf/{cid}.pdf"] = pdf_file(c, f"by {a}")
        out[f"/chapter/{cid}/export.bib"] = bibtex(
            f"c{cid}", "incollection", c, a, 2025, booktitle=title
        )
        if i in supplements:
            out[f"/content/supp/{cid}.zip"] = binary("zip", cid, "application/zip")
    return out


EV1 = (311, "The Long Dissertation: Essays on Doctoral Writing and Its Discontents")
EV2 = (412, "Open Books, Closed Archives: Monograph Publishing after 2020")
EV1_CH = [
    ("Why Length Matters", "Ada Brightwell"),
    ("The Committee Reads", "Tomas Eyre"),
    ("Against the Three-Paper Thesis", "Lin Okoro"),
]
EV2_CH = [
    ("Introduction: Books Between Worlds", "Hollis Vane"),
    ("Presses and Platforms", "Sunniva Dahl"),
    ("The Embargoed Book", "Pedro Alcantara"),
    ("Chapters as Records", "Mira Castell"),
    ("Reading Rooms Online", "Dev Anand Rao"),
    ("EPUB Is Not Enough", "Greta Solberg"),
    ("Series and Their Editors", "Kofi Mensah"),
    ("Translation and Reach", "Yuki Tanabe"),
    ("Afterword", "Hollis Vane"),
]
EV2_SUPP = {3: "interview transcripts", 5: "viewer screenshots", 8: "translation corpus"}


def ev_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _ev_volume(EV1[0], EV1[1], EV1_CH, related=((f"/volume/{EV2[0]}", EV2[1]),))
    pages |= _ev_volume(
        EV2[0],
        EV2[1],
        EV2_CH,
        per_toc=5,
        supplements=EV2_SUPP,
        related=(("/volume/198", "Archives of the Present"),),
    )
    pages["/volume/198"] = frame(
        EV, "Archives of the Present", "<h1>Archives of the Present</h1>", raw_title=True
    )
    return [build_site(EV, pages)]


def _ev_truth(vid: int, n_ch: int, toc_pages: int = 1, supp: tuple[int, ...] = ()) -> set[str]:
    v = f"/volume/{vid}"
    paths = [v, f"/content/pdf/{vid}-fm.pdf", f"{v}/export.bib"]
    paths += [f"{v}?toc={k}" for k in range(2, toc_pages + 1)]
    for i in range(1, n_ch + 1):
        cid = f"{vid}-{i:02d}"
        paths += [f"/chapter/{cid}", f"/content/pdf/{cid}.pdf", f"/chapter/{cid}/export.bib"]
        paths += [f"/content/supp/{cid}.zip"] if i in supp else []
    return {EV.url(p) for p in paths}


# ---------------------------------------------------------------------------------------
# Open-book library (Wendlebury): landing pages signpost their files and metadata in Link
# headers -> Signposting.

OBL = portal(
    "library.wendlebury.hx54.example",
    "Wendlebury Open Book Library",
    (
        ("/browse/publishers", "Publishers"),
        ("/browse/collections", "Collections"),
        ("/funders", "Funders"),
        ("/for-librarians", "For librarians"),
    ),
)
PID = "resolve.pidwharf.hx54.example"


def _obl_record(
    rid: int,
    doi: str,
    title: str,
    items: list[tuple[str, str, Response]],
    described: list[tuple[str, str]],
) -> dict[str, Response | str]:
    landing = OBL.url(f"/record/{rid}")
    body = (
        f'<h1>{escape(title)}</h1><p>DOI: <a href="http://{PID}/{doi}">{doi}</a></p>'
        f"<h2>Files</h2>{ul((f'/record/{rid}/files/{n}', n) for n, _t, _r in items)}"
        f"<h2>Export</h2>{ul((p, t.split('/')[-1]) for p, t in described)}"
        f'<p>Part of <a href="/browse/collections/long-form">Long-form OA collection</a>; '
        f'funded by <a href="/funders/arts-council">Arts Council</a></p>'
    )
    links = [(f"http://{PID}/{doi}", "cite-as", "")]
    links += [(OBL.url(f"/record/{rid}/files/{n}"), "item", t) for n, t, _r in items]
    links += [(OBL.url(p), "describedby", t) for p, t in described]
    links += [
        ("https://creativecommons.org/licenses/by/4.0/", "license", ""),
        ("https://schema.org/Book", "type", ""),
    ]
    out: dict[str, Response | str] = {
        f"/record/{rid}": signposted(frame(OBL, title, body, share=landing), links)
    }
    for n, _t, r in items:
        out[f"/record/{rid}/files/{n}"] = with_link(r, landing, "collection")
    for p, t in described:
        out[p] = with_link(
            text(f"<record><title>{escape(title)}</title></record>\n", t), landing, "describes"
        )
    return out


TO1 = "Chapter and Verse: Citation in the Humanities Monograph"
TO2 = "The Afterlives of Theses: From Dissertation to Open Monograph"
OBL_ITEMS_1 = [
    ("chapter-and-verse.pdf", "application/pdf", pdf_file(TO1)),
    ("chapter-and-verse.epub", "application/epub+zip", epub_file("cv")),
]
OBL_DESC_1 = [("/oai/onix/88214.xml", "application/onix+xml")]
OBL_ITEMS_2 = [
    ("afterlives.pdf", "application/pdf", pdf_file(TO2)),
    ("afterlives.epub", "application/epub+zip", epub_file("al")),
    ("afterlives-html.zip", "application/zip", binary("zip", "html", "application/zip")),
    *((f"afterlives-ch{n}.pdf", "application/pdf", pdf_file(f"Chapter {n}")) for n in range(1, 6)),
]
OBL_DESC_2 = [
    ("/oai/onix/90377.xml", "application/onix+xml"),
    ("/oai/marcxml/90377.xml", "application/marcxml+xml"),
]


def obl_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _obl_record(88214, "10.70311/wlb.1178", TO1, OBL_ITEMS_1, OBL_DESC_1)
    pages |= _obl_record(90377, "10.70311/wlb.2291", TO2, OBL_ITEMS_2, OBL_DESC_2)
    pid = Site(PID)
    pid.add("/10.70311/wlb.1178", Response.redirect(OBL.url("/record/88214"), 302))
    pid.add("/10.70311/wlb.2291", Response.redirect(OBL.url("/record/90377"), 302))
    return [build_site(OBL, pages), pid]


def _obl_truth(
    rid: int, items: list[tuple[str, str, Response]], desc: list[tuple[str, str]]
) -> set[str]:
    return (
        {OBL.url(f"/record/{rid}")}
        | {OBL.url(f"/record/{rid}/files/{n}") for n, *_ in items}
        | {OBL.url(p) for p, _t in desc}
    )


CASES: list[Case] = [
    # All of the book under /catalog/book/<slug>/: chapters with their PDFs two hops out ->
    # Path-Based (the seed's GitLab/Slideshare reasoning; no other host involved).
    case(
        "ashcombe-oa-monograph",
        "University press OA catalogue (monograph with chapter PDFs)",
        "multi_hop",
        "path_based",
        UP.url(f"/catalog/book/{UP1[0]}/"),
        _up_truth(UP1[0], len(UP1_CH)),
        up_sites,
        others={UP.url("/catalog/book/harbour-sciences/")},
    ),
    # Harder: HTML edition with eight sections, a previous edition, paginated reviews.
    case(
        "ashcombe-monograph-editions",
        "University press OA catalogue (monograph in PDF, EPUB and HTML with a previous edition)",
        "multi_hop",
        "path_based",
        UP.url(f"/catalog/book/{UP2[0]}/"),
        _up_truth(UP2[0], len(UP2_CH), html=True, eds=("2019",), reviews=2),
        up_sites,
        others={UP.url(f"/catalog/book/{UP1[0]}/")},
    ),
    # The ISBN in the entry path recurs in every URI of the volume, on two hosts, and in
    # nothing else -> Significant String from URI (the seed's GBIF row).
    case(
        "brackenfold-series-volume",
        "Book series portal (volume with reader and API record)",
        "multi_hop",
        "sig_uri",
        BS.url(f"/volume/{BS1[0]}"),
        _bs_truth(BS1[0], len(BS1_CH), False),
        bs_sites,
        others={BS.url(f"/volume/{BS2[0]}")},
    ),
    # Harder: six chapters in the reader and six chapter PDFs.
    case(
        "brackenfold-volume-chapters",
        "Book series portal (volume with chapter downloads)",
        "multi_hop",
        "sig_uri",
        BS.url(f"/volume/{BS2[0]}"),
        _bs_truth(BS2[0], len(BS2_CH), True),
        bs_sites,
        others={BS.url(f"/volume/{BS1[0]}"), BS.url("/volume/9781915033145")},
    ),
    # Volume title in the volume page, chapter records and BibTeX, not in the chapter PDFs
    # -> Significant String from Title+ with Ignored URIs (the seed's Dryad row).
    case(
        "crowhaven-edited-volume",
        "Edited volume platform (three chapter records)",
        "multi_hop",
        "sig_title_plus_ignored",
        EV.url(f"/volume/{EV1[0]}"),
        _ev_truth(EV1[0], len(EV1_CH)),
        ev_sites,
        others={EV.url(f"/volume/{EV2[0]}")},
    ),
    # Harder: nine chapters over two contents pages, three chapter supplements.
    case(
        "crowhaven-volume-supplements",
        "Edited volume platform (nine chapters, paginated contents, supplements)",
        "multi_hop",
        "sig_title_plus_ignored",
        EV.url(f"/volume/{EV2[0]}"),
        _ev_truth(EV2[0], len(EV2_CH), 2, tuple(EV2_SUPP)),
        ev_sites,
        others={EV.url("/volume/198")},
    ),
    case(
        "wendlebury-signposted-book",
        "Open book library (signposted monograph, PDF and EPUB)",
        "single_hop",
        "signposting",
        OBL.url("/record/88214"),
        _obl_truth(88214, OBL_ITEMS_1, OBL_DESC_1),
        obl_sites,
    ),
    # Harder: entered by DOI (redirect), eight items, two metadata formats.
    case(
        "wendlebury-signposted-doi",
        "Open book library (DOI entry, chapters as items)",
        "single_hop",
        "signposting",
        f"http://{PID}/10.70311/wlb.2291",
        _obl_truth(90377, OBL_ITEMS_2, OBL_DESC_2),
        obl_sites,
        landing=OBL.url("/record/90377"),
    ),
]
