"""Open-textbook and digital-edition portals of heldout54: a Pressbooks-like textbook
platform with exports on a storage host, an HTML-first open-monograph edition, an open
textbook library's catalogue records and a special-collections reading room."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
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
    text,
    ul,
)

# ---------------------------------------------------------------------------------------
# Open textbook platform (Lockridge Open): a book is /<slug>/ and its parts, chapters and
# front/back matter below it; its exports live on a storage host -> Path-Based with
# Externals (the seed's GitHub shape: raw files on another domain).

OT = portal(
    "open.lockridge.hx54.example",
    "Lockridge Open Textbooks",
    (
        ("/catalog/", "Catalog"),
        ("/create/", "Create a book"),
        ("/guides/", "Guides"),
        ("/accessibility-statement/", "Accessibility"),
    ),
)
STORE = "s3.stackvault.hx54.example"


def _ot_book(
    slug: str,
    title: str,
    front: list[str],
    parts: list[tuple[str, list[str]]],
    back: list[str],
    exports: list[tuple[str, str, Response]],
) -> tuple[dict[str, Response | str], dict[str, Response | str]]:
    b = f"/{slug}/"
    order: list[tuple[str, str]] = [
        (f"{b}front-matter/{f}/", f.replace("-", " ").title()) for f in front
    ]
    toc = ul(order)
    for p, (pname, chapters) in enumerate(parts, 1):
        pslug = f"{b}part/{pname.lower().replace(' ', '-')}/"
        chs = [(f"{b}chapter/{c.lower().replace(' ', '-')}/", c) for c in chapters]
        toc += f'<h3><a href="{pslug}">Part {p}: {escape(pname)}</a></h3>' + ul(chs)
        order += [(pslug, pname), *chs]
    back_items = [(f"{b}back-matter/{x}/", x.replace("-", " ").title()) for x in back]
    toc += ul(back_items)
    order += back_items
    dl = ul((f"http://{STORE}/lockridge-exports/{slug}/{n}", label) for n, label, _r in exports)
    pages: dict[str, Response | str] = {
        b: frame(
            OT,
            title,
            f'<div class="book-cover"><h1>{escape(title)}</h1>'
            f'<p><a class="btn" href="{order[0][0]}">Read Book</a></p>'
            f'<details class="dropdown"><summary>Download this book</summary>{dl}</details></div>'
            f'<h2>Book Contents Navigation</h2><nav class="toc">{toc}</nav>'
            '<p>Published on <a href="/catalog/">Lockridge Open</a>.</p>',
        )
    }
    for i, (path, name) in enumerate(order):
        nav = f'<a href="{b}">Contents</a>'
        if i:
            nav = f'<a href="{order[i - 1][0]}">Previous: {escape(order[i - 1][1])}</a> ' + nav
        if i + 1 < len(order):
            nav += f' <a href="{order[i + 1][0]}">Next: {escape(order[i + 1][1])}</a>'
        pages[path] = frame(
            OT,
            f"{name} - {title}",
            f'<p class="book-title"><a href="{b}">{escape(title)}</a></p>'
            f'<h1>{escape(name)}</h1><p>Section text.</p><nav class="nav-reading">{nav}</nav>',
        )
    store = {f"/lockridge-exports/{slug}/{n}": r for n, _label, r in exports}
    return pages, store


OT1 = ("intro-to-thesis-writing", "Introduction to Thesis Writing")
OT2 = ("open-research-methods", "Open Research Methods for Graduate Students")
OT1_BOOK = (
    ["introduction"],
    [("Getting Started", ["Choosing a Topic", "The Proposal", "Drafting", "Revising"])],
    ["glossary"],
)
OT2_BOOK = (
    ["preface", "acknowledgements"],
    [
        ("Designing Research", ["Questions", "Ethics Review", "Sampling", "Pilot Studies"]),
        ("Doing Research", ["Interviews", "Surveys", "Archives", "Field Notes", "Data Management"]),
    ],
    ["glossary", "references"],
)


def _exports(slug: str, title: str, kinds: tuple[str, ...]) -> list[tuple[str, str, Response]]:
    made = {
        "epub": (f"{slug}.epub", "EPUB", epub_file(slug)),
        "pdf": (f"{slug}.pdf", "Digital PDF", pdf_file(title)),
        "print": (f"{slug}-print.pdf", "Print PDF", pdf_file(title, "Print edition")),
        "xhtml": (
            f"{slug}.html",
            "XHTML",
            text(f"<html><title>{title}</title></html>", "application/xhtml+xml"),
        ),
        "odt": (
            f"{slug}.odt",
            "OpenDocument",
            binary("zip", slug, "application/vnd.oasis.opendocument.text"),
        ),
        "imscc": (
            f"{slug}.imscc",
            "Common Cartridge",
            binary("zip", slug + "cc", "application/zip"),
        ),
    }
    return [made[k] for k in kinds]


OT1_EX = _exports(OT1[0], OT1[1], ("epub", "pdf", "xhtml"))
OT2_EX = _exports(OT2[0], OT2[1], ("epub", "pdf", "print", "xhtml", "odt", "imscc"))


def ot_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    store: dict[str, Response | str] = {}
    for (slug, title), (front, parts, back), ex in (
        (OT1, OT1_BOOK, OT1_EX),
        (OT2, OT2_BOOK, OT2_EX),
    ):
        p, s = _ot_book(slug, title, front, parts, back, ex)
        pages |= p
        store |= s
    return [build_site(OT, pages), Site(STORE, store)]


def _ot_truth(
    slug: str,
    book: tuple[list[str], list[tuple[str, list[str]]], list[str]],
    ex: list[tuple[str, str, Response]],
) -> set[str]:
    front, parts, back = book
    b = f"/{slug}/"
    paths = [b, *(f"{b}front-matter/{f}/" for f in front), *(f"{b}back-matter/{x}/" for x in back)]
    for pname, chapters in parts:
        paths.append(f"{b}part/{pname.lower().replace(' ', '-')}/")
        paths += [f"{b}chapter/{c.lower().replace(' ', '-')}/" for c in chapters]
    return {OT.url(p) for p in paths} | {
        f"http://{STORE}/lockridge-exports/{slug}/{n}" for n, *_ in ex
    }


# ---------------------------------------------------------------------------------------
# HTML-first open-monograph edition (Pellmarsh Editions): the entry's title is the book's
# title alone, and every page of the edition (project page, reader sections, resource
# pages) and every download (TEI, Markdown, text) carries it; no binary files -> Significant
# String from Title.

ED = portal(
    "editions.pellmarsh.hx54.example",
    "Pellmarsh Editions",
    (
        ("/projects", "Projects"),
        ("/journals", "Journals"),
        ("/about-editions", "About"),
        ("/subscribe", "Newsletter"),
    ),
    title_format="{title}",
    home_title="Pellmarsh Editions",
)


def _ed_project(
    slug: str,
    text_id: str,
    title: str,
    sections: list[str],
    resources: list[tuple[str, str]],
    downloads: list[tuple[str, str, str]],
    *,
    contents_page: bool = False,
) -> dict[str, Response | str]:
    out: dict[str, Response | str] = {}
    secs = [(f"/read/{text_id}/section/s{n:02d}", s) for n, s in enumerate(sections, 1)]
    start = f"/read/{text_id}/contents" if contents_page else secs[0][0]
    res = ul((f"/resources/{rid}", cap) for rid, cap in resources)
    dls = ul((f"/attachments/{aid}/{name}", name) for aid, name, _b in downloads)
    toc = "" if contents_page else ul(secs)
    out[f"/projects/{slug}"] = frame(
        ED,
        title,
        f'<header class="project-hero"><h1>{escape(title)}</h1>'
        f'<a class="button" href="{start}">Start reading</a></header>{toc}'
        f"<h2>Resources</h2>{res}<h2>Downloads</h2>{dls}"
        '<p>Maker: <a href="/makers/iris-fallow">Iris Fallow</a> · '
        '<a href="/subjects/book-history">Book history</a></p>',
    )
    if contents_page:
        out[start] = frame(
            ED, f"Contents · {title}", f'<p class="running-head">{escape(title)}</p>{ul(secs)}'
        )
    for i, (path, s) in enumerate(secs):
        nav = f'<a href="/projects/{slug}">Project home</a>'
        if i + 1 < len(secs):
            nav += f' <a href="{secs[i + 1][0]}">Next section</a>'
        out[path] = frame(
            ED,
            f"{s} · {title}",
            f'<p class="running-head">{escape(title)}</p><h1>{escape(s)}</h1><p>Text.</p>{nav}',
        )
    for rid, cap in resources:
        out[f"/resources/{rid}"] = frame(
            ED,
            f"{cap} · {title}",
            f'<figure><img src="/resources/{rid}/image.png" alt=""><figcaption>{escape(cap)}, '
            f'from <a href="/projects/{slug}">{escape(title)}</a></figcaption></figure>',
        )
        out[f"/resources/{rid}/image.png"] = Response.data(png(16, 12), "image/png")
    for aid, name, body in downloads:
        ctype = {"xml": "application/tei+xml", "md": "text/markdown"}.get(
            name.rsplit(".", 1)[1], "text/plain"
        )
        out[f"/attachments/{aid}/{name}"] = text(body, ctype)
    return out


TE1 = "Marginal Notes: A History of the Scholarly Footnote in Print"
TE2 = "Paper Cities: An Open Monograph on Municipal Archives"
ED1_SEC = ["Prologue", "Below the Line", "The Apparatus Wars", "Epilogue"]
ED2_SEC = [f"Chapter {n}" for n in range(1, 11)]
ED1_RES = [("r-5501", "Figure 1. A glossed page")]
ED2_RES = [
    ("r-7701", "Map of the archive"),
    ("r-7702", "Ledger, 1862"),
    ("r-7703", "Reading room plan"),
]
ED1_DL = [
    ("a9f1", "marginal-notes.tei.xml", f"<TEI><title>{TE1}</title></TEI>\n"),
    ("a9f2", "marginal-notes.md", f"# {TE1}\n"),
]
ED2_DL = [
    ("b3c1", "paper-cities.tei.xml", f"<TEI><title>{TE2}</title></TEI>\n"),
    ("b3c2", "paper-cities.md", f"# {TE2}\n"),
    ("b3c3", "paper-cities.txt", f"{TE2}\n\nPlain text edition.\n"),
]


def ed_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _ed_project("marginal-notes", "t-81c2", TE1, ED1_SEC, ED1_RES, ED1_DL)
    pages |= _ed_project(
        "paper-cities", "t-93d4", TE2, ED2_SEC, ED2_RES, ED2_DL, contents_page=True
    )
    return [build_site(ED, pages)]


def _ed_truth(
    slug: str,
    text_id: str,
    n_sec: int,
    res: list[tuple[str, str]],
    dls: list[tuple[str, str, str]],
    contents: bool,
) -> set[str]:
    paths = [
        f"/projects/{slug}",
        *(f"/read/{text_id}/section/s{n:02d}" for n in range(1, n_sec + 1)),
    ]
    paths += [f"/read/{text_id}/contents"] if contents else []
    paths += [f"/resources/{rid}" for rid, _c in res]
    paths += [f"/attachments/{aid}/{name}" for aid, name, _b in dls]
    return {ED.url(p) for p in paths}


# ---------------------------------------------------------------------------------------
# Open textbook library (Ormsby): a catalogue record whose formats, ancillaries and
# citations are all one hop away -> Single Page+ with Ignored URIs (Zenodo-shaped record).

OL = portal(
    "library.ormsby.hx54.example",
    "Ormsby Open Textbook Library",
    (
        ("/subjects", "Subjects"),
        ("/textbooks/new", "New"),
        ("/reviewers", "Become a reviewer"),
        ("/network", "Member network"),
    ),
)


def _ol_record(
    tid: int,
    slug: str,
    title: str,
    formats: list[tuple[str, str, Response]],
    *,
    extras: tuple[str, ...] = (),
    related: tuple[tuple[str, str], ...] = (),
) -> dict[str, Response | str]:
    rec = f"/textbooks/{slug}-{tid}"
    out: dict[str, Response | str] = {}
    fmt = ul((f"/files/{h}/{n}", n.rsplit(".", 1)[1].upper()) for h, n, _r in formats)
    cite = ul(
        [
            (f"/citation/{tid}.ris", "RIS"),
            *([(f"/citation/{tid}.bib", "BibTeX")] if "bib" in extras else []),
        ]
    )
    errata = (
        f'<p><a href="{rec}/errata">Errata for this edition</a></p>' if "errata" in extras else ""
    )
    body = (
        f"<h1>{escape(title)}</h1><p>Copyright year: 2024 · Publisher: "
        f'<a href="/publishers/ormsby-press">Ormsby Press</a></p><h2>Formats</h2>{fmt}'
        f'<h2>Instructor resources</h2><p><a href="/login?next={rec}">Log in</a> to see '
        f"the test bank.</p>{errata}<h2>Cite</h2>{cite}"
        '<h2>Reviews</h2><div class="review"><p>Rated 4.5 by '
        '<a href="/reviewers/profile/3321">a reviewer</a>.</p></div>'
    )
    aside = ("<h3>Related textbooks</h3>" + ul(related)) if related else ""
    out[rec] = frame(
        OL,
        title,
        body,
        aside=aside,
        share=OL.url(rec),
        crumbs=(("/", "Home"), ("/subjects", "Subjects"), (rec, title)),
    )
    for h, n, r in formats:
        out[f"/files/{h}/{n}"] = r
    out[f"/citation/{tid}.ris"] = ris("BOOK", title, "Ormsby Press", 2024)
    if "bib" in extras:
        out[f"/citation/{tid}.bib"] = bibtex(f"o{tid}", "book", title, "Ormsby Press", 2024)
    if "errata" in extras:
        out[f"{rec}/errata"] = frame(
            OL, f"Errata: {title}", "<h1>Errata</h1><p>p. 42: for 2019 read 2021.</p>"
        )
    return out


TL1 = "Academic Writing for Graduate Students"
TL2 = "Research Data Management: An Open Textbook"
OL1_F = [
    ("7f1a", "academic-writing.pdf", pdf_file(TL1)),
    ("7f1b", "academic-writing.epub", epub_file("aw")),
]
OL2_F = [
    ("9c20", "rdm.pdf", pdf_file(TL2)),
    ("9c21", "rdm.epub", epub_file("rdm")),
    (
        "9c22",
        "rdm.docx",
        binary(
            "zip",
            "rdm-docx",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ),
    ),
    ("9c23", "rdm.odt", binary("zip", "rdm-odt", "application/vnd.oasis.opendocument.text")),
    ("9c24", "rdm-html.zip", binary("zip", "rdm-html", "application/zip")),
    (
        "9c25",
        "rdm-slides.pptx",
        binary(
            "zip",
            "rdm-pptx",
            "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        ),
    ),
]


def ol_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _ol_record(
        1203,
        "academic-writing-for-graduate-students",
        TL1,
        OL1_F,
        related=(("/textbooks/style-and-citation-1177", "Style and Citation"),),
    )
    pages |= _ol_record(
        1388,
        "research-data-management",
        TL2,
        OL2_F,
        extras=("bib", "errata"),
        related=(
            ("/textbooks/academic-writing-for-graduate-students-1203", TL1),
            ("/textbooks/open-science-basics-1402", "Open Science Basics"),
        ),
    )
    for slug, t in (
        ("style-and-citation-1177", "Style and Citation"),
        ("open-science-basics-1402", "Open Science Basics"),
    ):
        pages[f"/textbooks/{slug}"] = frame(OL, t, f"<h1>{t}</h1>")
    return [build_site(OL, pages)]


def _ol_truth(
    tid: int, slug: str, formats: list[tuple[str, str, Response]], extras: tuple[str, ...] = ()
) -> set[str]:
    rec = f"/textbooks/{slug}-{tid}"
    paths = [rec, f"/citation/{tid}.ris", *(f"/files/{h}/{n}" for h, n, _r in formats)]
    paths += [f"/citation/{tid}.bib"] if "bib" in extras else []
    paths += [f"{rec}/errata"] if "errata" in extras else []
    return {OL.url(p) for p in paths}


# ---------------------------------------------------------------------------------------
# Special-collections reading room (Saltcote): a digitised manuscript thesis lives under
# /item/<id>/ (page views, page images, transcript, manifest, PDF) -> Path-Based.

RR = portal(
    "readingroom.saltcote.hx54.example",
    "Saltcote Special Collections Reading Room",
    (
        ("/collections", "Collections"),
        ("/visit", "Visit us"),
        ("/reproductions", "Reproductions"),
        ("/ask-an-archivist", "Ask an archivist"),
    ),
)


def _rr_item(
    iid: str, title: str, n_pages: int, *, per_grid: int = 20, cite: bool = False
) -> dict[str, Response | str]:
    b = f"/item/{iid}/"
    out: dict[str, Response | str] = {}
    grids = [
        list(range(k, min(k + per_grid, n_pages + 1))) for k in range(1, n_pages + 1, per_grid)
    ]
    for g, nums in enumerate(grids, 1):
        key = b + (f"?page={g}" if g > 1 else "")
        thumbs = "".join(
            f'<a href="{b}page/{n}"><img src="{b}page/{n}/thumb.jpg" alt="p. {n}"></a>'
            for n in nums
        )
        pager = (
            " ".join(f'<a href="{b}?page={k}">{k}</a>' for k in range(2, len(grids) + 1))
            if g == 1
            else f'<a href="{b}">1</a>'
        )
        out[key] = frame(
            RR,
            title,
            f"<h1>{escape(title)}</h1><p>Manuscript thesis, {n_pages} leaves. "
            f'<a href="/collections/university-archives">University archives</a></p>'
            f'<div class="grid">{thumbs}</div><p>{pager}</p>'
            f'<p><a href="{b}transcript/">Transcript</a> · <a href="{b}manifest.json">IIIF manifest</a>'
            f' · <a href="{b}download/full.pdf">Download PDF</a>'
            + (f' · <a href="{b}cite">Cite this item</a>' if cite else "")
            + f'</p><p><a href="/reproductions/order?item={iid}">Order a reproduction</a></p>',
            share=RR.url(b),
        )
    for n in range(1, n_pages + 1):
        out[f"{b}page/{n}"] = frame(
            RR,
            f"{title}, leaf {n}",
            f'<img src="{b}page/{n}/thumb.jpg" alt=""><p><a href="{b}page/{n}/full.jpg">Full-size image</a>'
            f' · <a href="{b}">Back to item</a></p>',
        )
        out[f"{b}page/{n}/thumb.jpg"] = Response.data(png(6, 8), "image/jpeg")
        out[f"{b}page/{n}/full.jpg"] = Response.data(png(30, 40, (200, 190, 160)), "image/jpeg")
    out[f"{b}transcript/"] = frame(
        RR, f"Transcript: {title}", f"<h1>Transcript</h1><p>{escape(title)}</p>"
    )
    out[f"{b}manifest.json"] = text(
        f'{{"@type": "sc:Manifest", "label": "{title}"}}\n', "application/ld+json"
    )
    out[f"{b}download/full.pdf"] = pdf_file(title)
    if cite:
        out[f"{b}cite"] = frame(
            RR, f"Cite: {title}", f"<p>Saltcote University Archives, {iid}.</p>"
        )
    return out


RR1 = ("mss-1887-014", "On the Tides of the Saltcote Estuary (thesis, 1887)")
RR2 = ("mss-1911-003", "A Survey of Parish Registers in the Hundred of Wenlow (thesis, 1911)")


def rr_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _rr_item(RR1[0], RR1[1], 4)
    pages |= _rr_item(RR2[0], RR2[1], 14, per_grid=6, cite=True)
    return [build_site(RR, pages)]


def _rr_truth(iid: str, n_pages: int, grids: int = 1, cite: bool = False) -> set[str]:
    b = f"/item/{iid}/"
    paths = [b, f"{b}transcript/", f"{b}manifest.json", f"{b}download/full.pdf"]
    paths += [f"{b}?page={g}" for g in range(2, grids + 1)]
    paths += [f"{b}cite"] if cite else []
    for n in range(1, n_pages + 1):
        paths += [f"{b}page/{n}", f"{b}page/{n}/full.jpg"]
    return {RR.url(p) for p in paths}


CASES: list[Case] = [
    # Book pages all under /<slug>/, exports on a storage host -> Path-Based with
    # Externals (the seed's GitHub/Kaggle row: the path plus the other domain's files).
    case(
        "lockridge-open-textbook",
        "Open textbook platform (short textbook with three exports)",
        "multi_hop",
        "path_based_externals",
        OT.url(f"/{OT1[0]}/"),
        _ot_truth(OT1[0], OT1_BOOK, OT1_EX),
        ot_sites,
    ),
    # Harder: two parts, nine chapters, front and back matter, six exports.
    case(
        "lockridge-textbook-parts",
        "Open textbook platform (textbook in parts with six exports)",
        "multi_hop",
        "path_based_externals",
        OT.url(f"/{OT2[0]}/"),
        _ot_truth(OT2[0], OT2_BOOK, OT2_EX),
        ot_sites,
    ),
    # The entry's <title> is the book title and every object of the edition carries it (no
    # binary download) -> Significant String from Title, as the seed defines it.
    case(
        "pellmarsh-open-monograph",
        "Open monograph web edition (four sections, TEI and Markdown sources)",
        "multi_hop",
        "sig_title",
        ED.url("/projects/marginal-notes"),
        _ed_truth("marginal-notes", "t-81c2", len(ED1_SEC), ED1_RES, ED1_DL, False),
        ed_sites,
    ),
    # Harder: ten sections reached through a contents page, three resources, three sources.
    case(
        "pellmarsh-monograph-contents",
        "Open monograph web edition (contents page, ten sections, resources)",
        "multi_hop",
        "sig_title",
        ED.url("/projects/paper-cities"),
        _ed_truth("paper-cities", "t-93d4", len(ED2_SEC), ED2_RES, ED2_DL, True),
        ed_sites,
    ),
    case(
        "ormsby-textbook-record",
        "Open textbook library (record with PDF and EPUB)",
        "single_hop",
        "single_page_plus_ignored",
        OL.url("/textbooks/academic-writing-for-graduate-students-1203"),
        _ol_truth(1203, "academic-writing-for-graduate-students", OL1_F),
        ol_sites,
        others={OL.url("/textbooks/style-and-citation-1177")},
    ),
    # Harder: six formats and ancillaries, two citation formats and an errata page.
    case(
        "ormsby-textbook-many-formats",
        "Open textbook library (record with six formats, errata and citations)",
        "single_hop",
        "single_page_plus_ignored",
        OL.url("/textbooks/research-data-management-1388"),
        _ol_truth(1388, "research-data-management", OL2_F, ("bib", "errata")),
        ol_sites,
        others={
            OL.url("/textbooks/academic-writing-for-graduate-students-1203"),
            OL.url("/textbooks/open-science-basics-1402"),
        },
    ),
    # Everything of the item under /item/<id>/, leaf images two hops out -> Path-Based.
    case(
        "saltcote-manuscript-thesis",
        "Special collections reading room (four-leaf manuscript thesis)",
        "multi_hop",
        "path_based",
        RR.url(f"/item/{RR1[0]}/"),
        _rr_truth(RR1[0], 4),
        rr_sites,
    ),
    # Harder: fourteen leaves over three thumbnail pages, plus a citation page.
    case(
        "saltcote-thesis-paged",
        "Special collections reading room (fourteen leaves, paginated thumbnails)",
        "multi_hop",
        "path_based",
        RR.url(f"/item/{RR2[0]}/"),
        _rr_truth(RR2[0], 14, 3, cite=True),
        rr_sites,
    ),
]
