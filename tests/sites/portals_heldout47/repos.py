"""Repository portals of heldout47: a learning-object repository announcing its boundary
with signposting Link headers, and an open-textbook library whose page titles end with the
library's name (filtered from the end, the Dataverse variant)."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case
from sites.portals_heldout47._kit import (
    Portal,
    chrome_page,
    data,
    escape,
    file_pdf,
    host,
    links,
    serve,
)

# --- learning-object repository with signposting -> signposting

LOR = Portal(
    host("lor", "eduvault"),
    "EduVault learning objects",
    [
        ("/search/advanced", "Advanced search"),
        ("/collections", "Collections"),
        ("/contribute", "Contribute"),
    ],
    [
        ("/about", "About"),
        ("/oai", "OAI-PMH"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
    ],
    title_format="{title} - EduVault",
)
LOR_OBJECTS = [
    ("lo-88213", "Interactive titration simulator", ["simulator.zip"], False),
    (
        "lo-90154",
        "Open lab manual for introductory optics",
        ["manual.pdf", "manual.epub", "figures.zip", "instructor-key.pdf"],
        True,
    ),
]


def _lor_items(oid: str, files: list[str]) -> list[str]:
    return [f"/objects/{oid}/files/{f}" for f in files]


def _lor_urls(oid: str, files: list[str], versions: bool) -> list[str]:
    out = [f"/objects/{oid}", f"/api/objects/{oid}.json", *_lor_items(oid, files)]
    if versions:
        out.append(f"/api/objects/{oid}.datacite.xml")
    return out


def lor_build() -> list[Site]:
    p, pages = LOR, {}
    for oid, title, files, versions in LOR_OBJECTS:
        land = p.url(f"/objects/{oid}")
        heads = [
            f'<{land}>; rel="cite-as"',
            '<https://schema.org/LearningResource>; rel="type"',
            f'<{p.url(f"/api/objects/{oid}.json")}>; rel="describedby"; type="application/json"',
        ]
        if versions:
            heads.append(
                f'<{p.url(f"/api/objects/{oid}.datacite.xml")}>; rel="describedby"; type="application/vnd.datacite.datacite+xml"'
            )
        heads += [f'<{p.url(u)}>; rel="item"' for u in _lor_items(oid, files)]
        old = (
            "<h2>Versions</h2><ul><li>2.0 (current)</li><li><a href='/objects/lo-90154/history'>Version history</a></li></ul>"
            if versions
            else ""
        )
        main = (
            f"<h1>{escape(title)}</h1><h2>Files</h2>{links([(u, u.rsplit('/', 1)[-1]) for u in _lor_items(oid, files)])}{old}"
            f"<p><a href='/api/objects/{oid}.json'>Metadata (JSON)</a>"
            + (f" <a href='/api/objects/{oid}.datacite.xml'>DataCite XML</a>" if versions else "")
            + "</p>"
            "<aside>Similar objects: <a href='/objects/lo-70002'>Acid-base indicators</a></aside>"
        )
        body = chrome_page(p, title, main, share=land, head=f'<link rel="cite-as" href="{land}">')
        pages[f"/objects/{oid}"] = Response.html(body, headers=[("Link", ", ".join(heads))])
        pages[f"/api/objects/{oid}.json"] = data(
            f'{{"id":"{oid}","title":"{title}"}}', "application/json"
        )
        if versions:
            pages[f"/api/objects/{oid}.datacite.xml"] = data(
                f"<resource><titles><title>{escape(title)}</title></titles></resource>",
                "application/xml",
            )
        for u in _lor_items(oid, files):
            pages[u] = (
                file_pdf(title)
                if u.endswith(".pdf")
                else data(b"PK\x05\x06" + bytes(18), "application/octet-stream")
            )
    pages["/objects/lo-70002"] = chrome_page(
        p, "Acid-base indicators", "<h1>Acid-base indicators</h1>"
    )
    return [serve(p, pages)]


def lor_cases() -> list[Case]:
    return [
        Case(
            f"eduvault-{oid}",
            f"learning-object repository ({'lab manual with four files and two metadata records' if n else 'one-file simulator'})",
            "Single Hop",
            # The portal names its boundary in Link headers (cite-as, describedby, item): the seed's
            # machine-friendly signposting answer, so no structural guess is needed.
            "signposting",
            LOR.url(f"/objects/{oid}"),
            frozenset(LOR.url(u) for u in _lor_urls(oid, files, versions)),
            lor_build,
            others=frozenset({LOR.url("/objects/lo-70002")}),
        )
        for n, (oid, _t, files, versions) in enumerate(LOR_OBJECTS)
    ]


# --- open-textbook library: "<title> | OpenTome Library" -> sig_filtered_title (from the end)

BOOK = Portal(
    host("books", "opentome"),
    "OpenTome Library",
    [
        ("/subjects", "Subjects"),
        ("/adopt", "Adopt a book"),
        ("/review", "Write a review"),
        ("/faculty", "For faculty"),
    ],
    [
        ("/about", "About"),
        ("/licensing", "Licensing"),
        ("/privacy", "Privacy"),
        ("/donate", "Donate"),
    ],
    title_format="{title} | OpenTome Library",
    home_title="Home | OpenTome Library",
)
BOOKS = [
    ("1187", "Calculus for the Life Sciences, Volume 2", ["pdf"], 0),
    ("1302", "Introductory Statistics for Field Biology (2nd edition)", ["pdf", "epub", "html"], 2),
]


def _book_urls(bid: str, formats: list[str], reviews: int) -> list[str]:
    out = [f"/textbooks/{bid}", f"/textbooks/{bid}/formats", f"/textbooks/{bid}/about.txt"]
    out += [f"/read/{bid}/{f}" for f in formats]
    out += [f"/reviews/{bid}-{r}" for r in range(1, reviews + 1)]
    return out


def book_build() -> list[Site]:
    p, pages = BOOK, {}
    for bid, title, formats, reviews in BOOKS:
        t = escape(title)
        rv = links([(f"/reviews/{bid}-{r}", f"Review {r}") for r in range(1, reviews + 1)])
        pages[f"/textbooks/{bid}"] = chrome_page(
            p,
            title,
            f"<h1>{t}</h1><a href='/textbooks/{bid}/formats'>Get this book</a> <a href='/textbooks/{bid}/about.txt'>Plain-text record</a>"
            f"<h2>Reviews</h2>{rv}<aside>Also in Mathematics: <a href='/textbooks/1010'>Precalculus Workbook</a></aside>",
            share=p.url(f"/textbooks/{bid}"),
        )
        pages[f"/textbooks/{bid}/formats"] = chrome_page(
            p,
            f"Formats of {title}",
            f"<h1>{t}: formats</h1>{links([(f'/read/{bid}/{f}', f.upper()) for f in formats])}"
            f"<p>Print copies: <a href='/print-on-demand?book={bid}'>order</a></p>",
        )
        pages[f"/textbooks/{bid}/about.txt"] = data(
            f"{title}\nOpenTome Library record {bid}\n", "text/plain"
        )
        for f in formats:
            pages[f"/read/{bid}/{f}"] = chrome_page(
                p, f"{title} ({f.upper()})", f"<h1>{t}</h1><p>Read online, {f} rendition.</p>"
            )
        for r in range(1, reviews + 1):
            pages[f"/reviews/{bid}-{r}"] = chrome_page(
                p, f"Review of {title}", f"<h1>Review of {t}</h1><p>Reviewed by faculty {r}.</p>"
            )
    pages["/textbooks/1010"] = chrome_page(
        p, "Precalculus Workbook", "<h1>Precalculus Workbook</h1>"
    )
    return [serve(p, pages)]


def book_cases() -> list[Case]:
    return [
        Case(
            f"opentome-{bid}",
            f"open-textbook library ({'book in three formats with faculty reviews' if n else 'single-format book'})",
            "Multi-Hop",
            # Dataverse shape: the library's name ends every <title>; filtered from the end, the
            # book title is what every own page and record repeats.
            "sig_filtered_title",
            BOOK.url(f"/textbooks/{bid}"),
            frozenset(BOOK.url(u) for u in _book_urls(bid, formats, reviews)),
            book_build,
            others=frozenset({BOOK.url("/textbooks/1010")}),
        )
        for n, (bid, _t, formats, reviews) in enumerate(BOOKS)
    ]
