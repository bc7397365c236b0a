"""Reading and commentary portals of heldout54: a chromeless reading-room viewer, a
university press blog and a review journal for scholarly books."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import build_site, case, frame, pdf_file, portal, tags, text, ul

# ---------------------------------------------------------------------------------------
# Reading-room viewer (Hollinsmere): the embeddable viewer page has no site chrome at all;
# every link on it is a rendition of the document -> Single Page+ (one hop, nothing to
# ignore: the seed's Single Hop class without menus).

VW = portal(
    "viewer.hollinsmere.hx54.example",
    "Hollinsmere Digital Viewer",
    (("/about-viewer", "About the viewer"), ("/embed-help", "Embedding"), ("/api-docs", "API")),
)


def _viewer(doc: str, title: str, volumes: int, page_images: int) -> dict[str, Response | str]:
    links: list[tuple[str, str]] = []
    out: dict[str, Response | str] = {}
    for v in range(1, volumes + 1):
        suffix = f"-v{v}" if volumes > 1 else ""
        label = f" (volume {v})" if volumes > 1 else ""
        links += [
            (f"/dl/{doc}{suffix}.pdf", f"PDF{label}"),
            (f"/ocr/{doc}{suffix}.txt", f"OCR text{label}"),
        ]
        out[f"/dl/{doc}{suffix}.pdf"] = pdf_file(f"{title}{label}")
        out[f"/ocr/{doc}{suffix}.txt"] = text(f"{title}{label}\n\nOCR text.\n")
    links.append((f"/iiif/{doc}/manifest.json", "IIIF manifest"))
    out[f"/iiif/{doc}/manifest.json"] = text(f'{{"label": "{title}"}}\n', "application/ld+json")
    for n in range(1, page_images + 1):
        p = f"/iiif/{doc}/p{n}/full/max/0/default.jpg"
        links.append((p, f"Page {n} image"))
        out[p] = Response.data(png(24, 32, (230, 225, 210)), "image/jpeg")
    canvas = "".join(
        f'<img class="leaf" src="/iiif/{doc}/p{n}/full/200,/0/default.jpg" alt="">'
        for n in range(1, 4)
    )
    for n in range(1, 4):
        out[f"/iiif/{doc}/p{n}/full/200,/0/default.jpg"] = Response.data(png(8, 10), "image/jpeg")
    out[f"/embed/{doc}"] = (
        f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)} - '
        f'Viewer</title><link rel="stylesheet" href="/static/site.css">'
        f'<script src="/static/viewer.js"></script>{tags("hollinsmere")}</head>'
        f'<body class="viewer"><div class="toolbar"><span>{escape(title)}</span>'
        f'<button data-act="zoom-in">+</button><button data-act="zoom-out">-</button>'
        f"<details><summary>Download</summary>{ul(links)}</details></div>"
        f'<div class="canvas">{canvas}</div></body></html>\n'
    )
    out["/static/viewer.js"] = Response.data(b"window.viewer={};\n", "text/javascript")
    return out


VD1 = ("hm-th-1952-07", "Studies in the Dialect of the Upper Hollin Valley")
VD2 = ("hm-th-1968-22", "The Woollen Trade of Hollinsmere, 1700-1850")


def vw_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages |= _viewer(VD1[0], VD1[1], 1, 0)
    pages |= _viewer(VD2[0], VD2[1], 2, 4)
    return [build_site(VW, pages)]


def _vw_truth(doc: str, volumes: int, page_images: int) -> set[str]:
    paths = [f"/embed/{doc}", f"/iiif/{doc}/manifest.json"]
    for v in range(1, volumes + 1):
        suffix = f"-v{v}" if volumes > 1 else ""
        paths += [f"/dl/{doc}{suffix}.pdf", f"/ocr/{doc}{suffix}.txt"]
    paths += [f"/iiif/{doc}/p{n}/full/max/0/default.jpg" for n in range(1, page_images + 1)]
    return {VW.url(p) for p in paths}


# ---------------------------------------------------------------------------------------
# University press blog (Ravensett Press): a post is one page; everything it links is the
# press's chrome, other posts or the books it discusses -> Single Page (the seed's blog rows).

PB = portal(
    "www.ravensett.hx54.example",
    "Ravensett Press",
    (
        ("/books", "Books"),
        ("/series", "Series"),
        ("/blog/", "Blog"),
        ("/open-access", "Open access"),
        ("/for-authors", "For authors"),
        ("/basket", "Basket"),
    ),
)


def _post(
    path: str,
    title: str,
    author: str,
    body: str,
    *,
    cats: tuple[str, ...],
    post_tags: tuple[str, ...],
    prev_next: tuple[tuple[str, str], ...] = (),
    comments: int = 0,
    closed: bool = False,
) -> str:
    meta = (
        f'<p class="byline">By <a href="/blog/author/{author.split()[-1].lower()}/">{escape(author)}</a>'
        " · Filed under "
        + ", ".join(f'<a href="/blog/category/{c}/">{c.replace("-", " ")}</a>' for c in cats)
        + "</p>"
    )
    tagline = (
        "<p>Tags: " + ", ".join(f'<a href="/blog/tag/{t}/">{t}</a>' for t in post_tags) + "</p>"
    )
    coms = "".join(
        f'<li id="comment-{900 + n}"><p><b>Reader {n}</b> <a href="{path}#comment-{900 + n}">permalink</a>'
        f"</p><p>Thank you for this.</p></li>"
        for n in range(1, comments + 1)
    )
    form = (
        "<p>Comments are closed.</p>"
        if closed
        else '<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea>'
        "<button>Post comment</button></form>"
    )
    nav = ul(prev_next, "post-navigation")
    aside = (
        "<h3>Recent posts</h3>"
        + ul(
            (
                ("/blog/2026/01/20/new-series-announced/", "New series announced"),
                ("/blog/2025/12/02/prize-shortlist/", "Prize shortlist"),
            )
        )
        + '<h3>Archives</h3><a href="/blog/2026/02/">February 2026</a> <a href="/blog/2026/01/">January 2026</a>'
        + '<h3>Subscribe</h3><a href="/blog/feed/">RSS</a>'
    )
    return frame(
        PB,
        title,
        f'<h1 class="entry-title">{escape(title)}</h1>{meta}<div class="entry-content">{body}</div>'
        f"{tagline}{nav}<h2>Comments</h2><ol>{coms}</ol>{form}",
        aside=aside,
        share=PB.url(path),
        crumbs=(("/", "Home"), ("/blog/", "Blog"), (path, title)),
    )


PB1 = "/blog/2026/02/11/why-we-still-publish-long-books/"
PB2 = "/blog/2026/03/04/from-thesis-to-book-part-two/"
PB2_PREV = "/blog/2026/02/25/from-thesis-to-book-part-one/"
PB2_NEXT = "/blog/2026/03/18/from-thesis-to-book-part-three/"


def pb_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages[PB1] = _post(
        PB1,
        "Why we still publish long books",
        "Clare Whitcombe",
        '<p>Our spring list includes <a href="/books/the-quiet-archive">The Quiet Archive</a>, '
        "a 500-page study of provincial record offices.</p><p>Long books take time.</p>",
        cats=("publishing",),
        post_tags=("monographs", "open-access"),
        comments=2,
    )
    pages[PB2] = _post(
        PB2,
        "From thesis to book, part two: cutting the literature review",
        "Osman Keel",
        f'<p>In <a href="{PB2_PREV}">part one</a> we met three authors revising dissertations.</p>'
        '<p>Read <a href="/books/paper-cities">Paper Cities</a> and '
        '<a href="/books/rivers-heard">Rivers Heard</a> for two outcomes.</p>'
        '<p>Listen to the <a href="http://podcasts.audiohost.test/ravensett/ep42">podcast episode</a>.</p>',
        cats=("authors", "advice"),
        post_tags=("dissertations", "revision", "editing"),
        prev_next=((PB2_PREV, "Previous: part one"), (PB2_NEXT, "Next: part three")),
        comments=5,
        closed=True,
    )
    for path, t in (
        (PB2_PREV, "From thesis to book, part one"),
        (PB2_NEXT, "From thesis to book, part three"),
        ("/blog/2026/01/20/new-series-announced/", "New series announced"),
        ("/blog/2025/12/02/prize-shortlist/", "Prize shortlist"),
    ):
        pages[path] = _post(
            path, t, "Osman Keel", "<p>Post.</p>", cats=("news",), post_tags=("press",)
        )
    for slug, t in (
        ("the-quiet-archive", "The Quiet Archive"),
        ("paper-cities", "Paper Cities"),
        ("rivers-heard", "Rivers Heard"),
    ):
        pages[f"/books/{slug}"] = frame(
            PB, t, f'<h1>{t}</h1><p><a href="/basket?add={slug}">Add to basket</a></p>'
        )
    pages["/blog/feed/"] = text(
        '<?xml version="1.0"?><rss><channel><title>Ravensett blog</title></channel></rss>',
        "application/rss+xml",
    )
    return [build_site(PB, pages)]


# ---------------------------------------------------------------------------------------
# Review journal for scholarly books (Glenthorne Review): a review is one HTML page among
# issue, contributor and subject chrome -> Single Page (the seed's article rows).

RV = portal(
    "reviews.glenthorne.hx54.example",
    "Glenthorne Review of Books",
    (
        ("/issues/current", "Current issue"),
        ("/issues", "Archive"),
        ("/subjects", "Subjects"),
        ("/submit-a-review", "Write for us"),
        ("/subscribe", "Subscribe"),
    ),
)


def _review(
    path: str,
    title: str,
    critic: str,
    books: list[tuple[str, str]],
    issue: str,
    notes: int,
    related: tuple[tuple[str, str], ...],
) -> str:
    reviewed = "".join(
        f'<li class="reviewed-book"><cite>{escape(b)}</cite>, <a href="{escape(u)}">publisher page</a></li>'
        for b, u in books
    )
    fns = "".join(
        f'<li id="fn{n}">Note {n}. <a href="#ref{n}">back</a></li>' for n in range(1, notes + 1)
    )
    refs = " ".join(f'<sup id="ref{n}"><a href="#fn{n}">{n}</a></sup>' for n in range(1, notes + 1))
    body = (
        f'<p class="kicker"><a href="/issues/{issue}">Issue {issue}</a></p><h1>{escape(title)}</h1>'
        f'<p>Reviewed by <a href="/contributors/{critic.split()[-1].lower()}">{escape(critic)}</a></p>'
        f'<ul class="books">{reviewed}</ul><p>Review text.{refs}</p><ol class="notes">{fns}</ol>'
        '<p><a href="/about/how-to-cite">How to cite</a> · <a href="/letters">Letters to the editor</a></p>'
    )
    return frame(RV, title, body, aside="<h3>More reviews</h3>" + ul(related), share=RV.url(path))


RV1 = "/reviews/2025/the-patient-archive"
RV2 = "/reviews/2026/three-books-on-the-thesis"


def rv_sites() -> list[Site]:
    pages: dict[str, Response | str] = {}
    pages[RV1] = _review(
        RV1,
        "The Patient Archive",
        "Marta Ellery",
        [("The Patient Archive", "http://press.elsewhere.test/patient-archive")],
        "2025-4",
        2,
        (("/reviews/2025/a-history-of-the-index", "A History of the Index"),),
    )
    pages[RV2] = _review(
        RV2,
        "Three Books on the Thesis",
        "Jonah Pell",
        [
            ("Writing at Length", "http://series.elsewhere.test/writing-at-length"),
            ("Slow Chapters", "http://commons.elsewhere.test/slow-chapters"),
            ("The Unfinished Monograph", "http://books.elsewhere.test/unfinished"),
        ],
        "2026-1",
        9,
        (
            (RV1, "The Patient Archive"),
            ("/reviews/2026/letters-of-a-supervisor", "Letters of a Supervisor"),
        ),
    )
    for path, t in (
        ("/reviews/2025/a-history-of-the-index", "A History of the Index"),
        ("/reviews/2026/letters-of-a-supervisor", "Letters of a Supervisor"),
    ):
        pages[path] = frame(RV, t, f"<h1>{t}</h1><p>Review.</p>")
    return [build_site(RV, pages)]


CASES: list[Case] = [
    # A chromeless viewer: every link is one of the document's renditions -> Single Page+.
    case(
        "hollinsmere-viewer-thesis",
        "Reading-room viewer (digitised thesis, PDF, OCR and manifest)",
        "single_hop",
        "single_page_plus",
        VW.url(f"/embed/{VD1[0]}"),
        _vw_truth(VD1[0], 1, 0),
        vw_sites,
    ),
    # Harder: two volumes, each with PDF and OCR, and four page-image downloads.
    case(
        "hollinsmere-viewer-two-volumes",
        "Reading-room viewer (two-volume thesis with page images)",
        "single_hop",
        "single_page_plus",
        VW.url(f"/embed/{VD2[0]}"),
        _vw_truth(VD2[0], 2, 4),
        vw_sites,
    ),
    # A blog post is a Single Artifact URI -> Single Page (the seed's blog rows).
    case(
        "ravensett-press-blog-post",
        "University press blog (post announcing a long book)",
        "single_artifact_uri",
        "single_page",
        PB.url(PB1),
        {PB.url(PB1)},
        pb_sites,
        others={PB.url("/books/the-quiet-archive")},
    ),
    # Harder: a series post linking its other parts, books and a podcast, with comments.
    case(
        "ravensett-blog-series-post",
        "University press blog (part of a post series with comments)",
        "single_artifact_uri",
        "single_page",
        PB.url(PB2),
        {PB.url(PB2)},
        pb_sites,
        others={
            PB.url(PB2_PREV),
            PB.url(PB2_NEXT),
            PB.url("/books/paper-cities"),
            PB.url("/books/rivers-heard"),
        },
    ),
    # A review article is one page -> Single Page (the seed's article rows).
    case(
        "glenthorne-book-review",
        "Book review journal (review of one monograph)",
        "single_artifact_uri",
        "single_page",
        RV.url(RV1),
        {RV.url(RV1)},
        rv_sites,
        others={RV.url("/reviews/2025/a-history-of-the-index")},
    ),
    # Harder: a review essay of three books with nine footnotes and related reviews.
    case(
        "glenthorne-review-essay",
        "Book review journal (review essay on three books)",
        "single_artifact_uri",
        "single_page",
        RV.url(RV2),
        {RV.url(RV2)},
        rv_sites,
        others={RV.url(RV1), RV.url("/reviews/2026/letters-of-a-supervisor")},
    ),
]
