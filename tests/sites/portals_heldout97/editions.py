"""Edition sites: a TEI letter edition, a variorum edition of poems, per-project edition
microsites, and an editors' research blog (two records each, the second harder)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, finish, host, page, pdf_of, static_site, tei, text, ul

# --- TEI letter edition (path-based: every view of a letter lives under its path) -------

QH = host("briefe", "quillhaven")
QH_STATIC = host("assets", "quillhaven")
QH_PORTAL = Portal(
    QH,
    "Quillhaven Letters",
    [
        ("/letters/", "Letters"),
        ("/persons/", "Persons"),
        ("/places/", "Places"),
        ("/chronology", "Chronology"),
        ("/guidelines", "Editorial guidelines"),
        ("/about", "About the edition"),
    ],
    [
        ("/imprint", "Imprint"),
        ("/privacy", "Privacy"),
        ("/licence", "CC BY 4.0"),
        ("/api/", "API"),
        ("http://twitter.test/quillhaven", "Twitter"),
    ],
    title_format="{title} – {name}",
    home_main="<h1>Quillhaven Letters</h1><p>A digital edition of the Brandt–Imhof "
    "correspondence, 1795–1812.</p>"
    + ul([("/letters/qh-0001/", "First letter"), ("/letters/?year=1803", "Letters of 1803")]),
)


def _letter_view(lid: str, heading: str, main: str, nav: str = "") -> str:
    tabs = ul(
        [
            (f"/letters/{lid}/", "Text"),
            (f"/letters/{lid}/facsimile", "Facsimile"),
            (f"/letters/{lid}/transcription", "Transcription"),
            (f"/letters/{lid}/apparatus", "Apparatus"),
            (f"/letters/{lid}/tei.xml", "TEI/XML"),
        ],
        "tabs",
    )
    aside = "<h2>In this letter</h2>" + nav
    return page(
        QH_PORTAL,
        heading,
        f"<h1>{escape(heading)}</h1>{tabs}{main}",
        static=QH_STATIC,
        aside=aside,
        share=f"http://{QH}/letters/{lid}/",
    )


def _quillhaven_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    # Letter qh-0417: four views and its TEI source under /letters/qh-0417/
    h1 = "Caroline Brandt to Jakob Imhof, Weimar, 3 March 1803"
    nav1 = ul(
        [
            ("/persons/p-0091", "Caroline Brandt"),
            ("/persons/p-0140", "Jakob Imhof"),
            ("/places/weimar", "Weimar"),
            ("/letters/qh-0416/", "← previous letter"),
            ("/letters/qh-0418/", "next letter →"),
            ("/contact?ref=qh-0417", "Report an error"),
        ]
    )
    pages["/letters/qh-0417/"] = _letter_view(
        "qh-0417",
        h1,
        "<p>Lieber Imhof, Ihr Brief vom 20. Februar kam gestern …</p>"
        '<p class="cite">Cite as: Quillhaven Letters, qh-0417, '
        f"http://{QH}/letters/qh-0417/</p>",
        nav1,
    )
    pages["/letters/qh-0417/facsimile"] = _letter_view(
        "qh-0417",
        h1 + " (facsimile)",
        f'<img src="http://{QH_STATIC}/iiif/qh-0417-1r/full/600,/0/default.png" alt="fol. 1r">',
        nav1,
    )
    pages["/letters/qh-0417/transcription"] = _letter_view(
        "qh-0417", h1 + " (diplomatic transcription)", "<pre>Lieber Imhof,\nIhr Brief</pre>", nav1
    )
    pages["/letters/qh-0417/apparatus"] = _letter_view(
        "qh-0417", h1 + " (apparatus)", "<ol><li>gestern] <i>über gestr.</i> heute</li></ol>", nav1
    )
    pages["/letters/qh-0417/tei.xml"] = tei(h1)

    # Letter qh-1102: four facsimile pages in a chain, high-resolution downloads, an
    # enclosure, a commentary and two earlier revisions of its TEI source
    h2 = "Jakob Imhof to Caroline Brandt, Jena, 14 November 1806"
    nav2 = ul(
        [
            ("/persons/p-0140", "Jakob Imhof"),
            ("/persons/p-0091", "Caroline Brandt"),
            ("/persons/p-0233", "Friedrich Sachse"),
            ("/places/jena", "Jena"),
            ("/letters/qh-1101/", "← previous letter"),
            ("/letters/qh-1103/", "Reply: Brandt to Imhof, 20 November 1806"),
            ("/letters/qh-1102/enclosure/1", "Enclosure: list of wounded"),
            ("/letters/qh-1102/commentary", "Commentary"),
            ("/letters/qh-1102/changes", "Revision history"),
        ]
    )
    pages["/letters/qh-1102/"] = _letter_view(
        "qh-1102",
        h2,
        "<p>Theuerste Freundin, die Stadt ist voller Verwundeter …</p>",
        nav2,
    )
    folios = ["1r", "1v", "2r", "2v"]
    for n, fol in enumerate(folios, 1):
        nxt = a(f"/letters/qh-1102/facsimile/{n + 1}", "next page →") if n < 4 else ""
        prev = a(f"/letters/qh-1102/facsimile/{n - 1}", "← previous page") if n > 1 else ""
        pages[f"/letters/qh-1102/facsimile/{n}"] = _letter_view(
            "qh-1102",
            f"{h2} (facsimile, fol. {fol})",
            f'<img src="http://{QH_STATIC}/iiif/qh-1102-{fol}/full/600,/0/default.png" alt="">'
            f"<p>{prev} {nxt} "
            + a(f"/letters/qh-1102/images/{fol}.png", f"Download fol. {fol} (full resolution)")
            + "</p>",
            nav2,
        )
        pages[f"/letters/qh-1102/images/{fol}.png"] = Response.data(
            png(64, 48, (200, 190, 160)), "image/png"
        )
    pages["/letters/qh-1102/facsimile"] = _letter_view(
        "qh-1102",
        h2 + " (facsimile)",
        "<p>4 pages, Goethe- und Schiller-Archiv, GSA 96/1102.</p>"
        + a("/letters/qh-1102/facsimile/1", "Start with fol. 1r"),
        nav2,
    )
    pages["/letters/qh-1102/transcription"] = _letter_view(
        "qh-1102",
        h2 + " (transcription)",
        a("/letters/qh-1102/transcription?view=normalised", "normalised reading text")
        + "<pre>Theuerste Freundin,</pre>",
        nav2,
    )
    pages["/letters/qh-1102/transcription?view=normalised"] = _letter_view(
        "qh-1102", h2 + " (normalised text)", "<p>Teuerste Freundin,</p>", nav2
    )
    pages["/letters/qh-1102/apparatus"] = _letter_view(
        "qh-1102", h2 + " (apparatus)", "<ol><li>Verwundeter] <i>aus</i> Kranker</li></ol>", nav2
    )
    pages["/letters/qh-1102/tei.xml"] = tei(h2)
    pages["/letters/qh-1102/enclosure/1"] = _letter_view(
        "qh-1102",
        h2 + " (enclosure)",
        "<p>Verzeichnis der Verwundeten im Collegienhaus.</p>"
        + a("/letters/qh-1102/enclosure/1.pdf", "Enclosure as PDF"),
        nav2,
    )
    pages["/letters/qh-1102/enclosure/1.pdf"] = pdf_of(h2, "Enclosure 1")
    pages["/letters/qh-1102/commentary"] = _letter_view(
        "qh-1102",
        h2 + " (commentary)",
        "<p>Written four weeks after the battle of Jena and Auerstedt.</p>",
        nav2,
    )
    pages["/letters/qh-1102/changes"] = _letter_view(
        "qh-1102",
        h2 + " (revision history)",
        ul(
            [
                ("/letters/qh-1102/tei.xml?rev=2", "Revision 2, 2021-06-02"),
                ("/letters/qh-1102/tei.xml?rev=1", "Revision 1, 2019-11-14"),
            ]
        ),
        nav2,
    )
    pages["/letters/qh-1102/tei.xml?rev=2"] = tei(h2, "revision 2")
    pages["/letters/qh-1102/tei.xml?rev=1"] = tei(h2, "revision 1")
    return [finish(QH_PORTAL, pages, QH_STATIC), static_site(QH_STATIC)]


QH1 = f"http://{QH}/letters/qh-0417/"
QH2 = f"http://{QH}/letters/qh-1102/"
QH_TRUTH1 = [QH1] + [QH1 + s for s in ("facsimile", "transcription", "apparatus", "tei.xml")]
QH_TRUTH2 = [QH2] + [
    QH2 + s
    for s in (
        "facsimile",
        "facsimile/1",
        "facsimile/2",
        "facsimile/3",
        "facsimile/4",
        "images/1r.png",
        "images/1v.png",
        "images/2r.png",
        "images/2v.png",
        "transcription",
        "transcription?view=normalised",
        "apparatus",
        "tei.xml",
        "tei.xml?rev=2",
        "tei.xml?rev=1",
        "enclosure/1",
        "enclosure/1.pdf",
        "commentary",
        "changes",
    )
]

# --- Variorum edition (significant string from title: every witness, apparatus and note
# page repeats the work's full title, and the site sets that title alone in <title>) -----

VR = host("variorum", "lectiones-poetae")
VR_STATIC = host("cdn", "lectiones-poetae")
VR_PORTAL = Portal(
    VR,
    "Lectiones",
    [
        ("/works.php", "Works"),
        ("/witnesses.php", "All witnesses"),
        ("/sigla.php", "Sigla"),
        ("/method.php", "Method"),
        ("/about.php", "About"),
    ],
    [("/contact.php", "Contact"), ("/privacy", "Privacy"), ("/credits.php", "Credits")],
    title_format="{title}",
    home_title="Lectiones – variorum editions of Romantic poems",
    home_main="<h1>Lectiones</h1>"
    + ul([("/text.php?id=17", "The Ruined Chapel"), ("/text.php?id=23", "Of Winter Light")]),
)


def _vr(title: str, sub: str, main: str, others: str) -> str:
    # The work's full title heads every page of the work; other works appear by short name
    return page(
        VR_PORTAL,
        title,
        f'<p class="work">{escape(title)}</p><h1>{escape(sub)}</h1>{main}',
        static=VR_STATIC,
        aside="<h2>Other works</h2>" + others,
        raw_title=True,
    )


def _variorum_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    others = ul(
        [
            ("/text.php?id=12", "The Drowned Bell"),
            ("/text.php?id=31", "Evening at Hartfell"),
        ]
    )
    t1 = "The Ruined Chapel: A Variorum Edition"
    wit1 = [("A", "Fair copy, 1811"), ("B", "Printed text, 1815"), ("C", "Revised text, 1827")]
    pages["/text.php?id=17"] = _vr(
        t1,
        "Reading text",
        "<p>Beneath the ivy, where the rafters fell …</p><h2>Witnesses</h2>"
        + ul([(f"/witness.php?text=17&w={s}", f"{s}: {d}") for s, d in wit1])
        + a("/apparatus.php?text=17", "Critical apparatus"),
        others,
    )
    for s, d in wit1:
        pages[f"/witness.php?text=17&w={s}"] = _vr(
            t1,
            f"Witness {s}: {d}",
            "<p>Beneath the ivy …</p>" + a("/text.php?id=17", "Back"),
            others,
        )
    pages["/apparatus.php?text=17"] = _vr(
        t1,
        "Critical apparatus",
        "<ol><li>1 ivy] A; ivie B " + a("/note.php?n=1733", "note") + "</li></ol>",
        others,
    )
    pages["/note.php?n=1733"] = _vr(
        t1, "Note to line 1", "<p>The spelling ivie is the printer’s.</p>", others
    )

    t2 = "Of Winter Light: A Variorum Edition"
    wit2 = [
        ("A", "Draft in notebook 4"),
        ("B", "Letter to J. Hale, 1819"),
        ("C", "Fair copy, 1820"),
        ("D", "Annual, 1821"),
        ("E", "Poems, 1824"),
        ("F", "Poems, second edition, 1830"),
    ]
    pages["/text.php?id=23"] = _vr(
        t2,
        "Reading text",
        "<p>The light that winter lends is lent, not given …</p><h2>Witnesses</h2>"
        + ul([(f"/witness.php?text=23&w={s}", f"{s}: {d}") for s, d in wit2])
        + ul(
            [
                ("/apparatus.php?text=23", "Critical apparatus"),
                ("/collate.php?text=23&base=E", "Collation table (base text E)"),
            ]
        ),
        others,
    )
    for s, d in wit2:
        pages[f"/witness.php?text=23&w={s}"] = _vr(
            t2, f"Witness {s}: {d}", "<p>The light that winter lends …</p>", others
        )
    pages["/apparatus.php?text=23"] = _vr(
        t2,
        "Critical apparatus, lines 1–20",
        "<ol><li>3 lent] lend A "
        + a("/note.php?n=2301", "note")
        + "</li></ol>"
        + a("/apparatus.php?text=23&p=2", "Lines 21–40 →"),
        others,
    )
    pages["/apparatus.php?text=23&p=2"] = _vr(
        t2,
        "Critical apparatus, lines 21–40",
        "<ol><li>27 frost] frore C D "
        + a("/note.php?n=2327", "note")
        + "</li></ol>"
        + a("/export.php?text=23&fmt=tei", "Download the apparatus as TEI"),
        others,
    )
    pages["/note.php?n=2301"] = _vr(t2, "Note to line 3", "<p>A reads lend.</p>", others)
    pages["/note.php?n=2327"] = _vr(t2, "Note to line 27", "<p>frore: frozen.</p>", others)
    pages["/collate.php?text=23&base=E"] = _vr(
        t2, "Collation table", "<table><tr><th>E</th><th>F</th></tr></table>", others
    )
    pages["/export.php?text=23&fmt=tei"] = tei(t2, "listApp")
    return [finish(VR_PORTAL, pages, VR_STATIC), static_site(VR_STATIC)]


VR1 = f"http://{VR}/text.php?id=17"
VR_TRUTH1 = [
    VR1,
    f"http://{VR}/witness.php?text=17&w=A",
    f"http://{VR}/witness.php?text=17&w=B",
    f"http://{VR}/witness.php?text=17&w=C",
    f"http://{VR}/apparatus.php?text=17",
    f"http://{VR}/note.php?n=1733",
]
VR2 = f"http://{VR}/text.php?id=23"
VR_TRUTH2 = [
    VR2,
    *(f"http://{VR}/witness.php?text=23&w={s}" for s in "ABCDEF"),
    f"http://{VR}/apparatus.php?text=23",
    f"http://{VR}/apparatus.php?text=23&p=2",
    f"http://{VR}/note.php?n=2301",
    f"http://{VR}/note.php?n=2327",
    f"http://{VR}/collate.php?text=23&base=E",
    f"http://{VR}/export.php?text=23&fmt=tei",
]

# --- Edition microsites (path-based, Silk-like: each edition is a whole subdomain) ------

PG_ORG = "paginae-editions"
PG_WWW = host("www", PG_ORG)
PG_STATIC = host("static", PG_ORG)
PG_LENAU = host("lenau-diary", PG_ORG)
PG_SALON = host("rahel-salon", PG_ORG)
PG_PORTAL = Portal(
    PG_WWW,
    "Paginae",
    [("/explore", "Explore editions"), ("/pricing", "Pricing"), ("/docs", "Docs")],
    [("/terms", "Terms"), ("/privacy", "Privacy"), ("/status", "Status")],
)


def _micro(site_host: str, name: str, nav: list[tuple[str, str]], title: str, main: str) -> str:
    # A microsite's own navigation; the platform's chrome links to the platform's host
    menu = ul(nav, "site-nav")
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(title)} · {escape(name)}</title>
<link rel="stylesheet" href="http://{PG_STATIC}/themes/vellum.css">
<script src="http://{PG_STATIC}/js/paginae-embed.js" defer></script></head>
<body><header><a href="/">{escape(name)}</a>{menu}</header>
<main><h1>{escape(title)}</h1>{main}</main>
<footer><p>Made with <a href="http://{PG_WWW}/">Paginae</a> ·
<a href="http://{PG_WWW}/signup?ref={site_host}">Create your own edition</a> ·
<a href="http://{PG_WWW}/login">Editor login</a> ·
<a href="http://{PG_WWW}/report?site={site_host}">Report abuse</a></p></footer></body></html>
"""


def _microsite(site_host: str, pages: dict[str, PageValue]) -> Site:
    """A microsite: only the edition's own pages (assets come from the platform's host)."""
    return Site(site_host, pages)


def _paginae_sites() -> list[Site]:
    n1 = "Lenau’s American Diary"
    nav1 = [("/", "Home"), ("/entries", "Diary"), ("/map", "Map"), ("/about", "About")]
    dates = ["1832-10-08", "1832-10-19", "1832-11-02"]

    def p1(title: str, main: str) -> str:
        return _micro(PG_LENAU, n1, nav1, title, main)

    lenau: dict[str, PageValue] = {
        "/": p1("Home", "<p>The diary of a winter in Ohio, edited from the autograph.</p>"),
        "/entries": p1("Diary", ul([(f"/entries/{d}", d) for d in dates])),
        "/map": p1(
            "Map", "<p>Places named in the diary.</p>" + a("/map/places.geojson", "GeoJSON")
        ),
        "/map/places.geojson": text(
            '{"type":"FeatureCollection","features":[]}', "application/geo+json"
        ),
        "/about": p1(
            "About", "<p>Edited by R. Ostrander.</p>" + a("/about/edition.pdf", "Edition report")
        ),
        "/about/edition.pdf": pdf_of(n1, "Edition report"),
    }
    for d in dates:
        lenau[f"/entries/{d}"] = p1(d, "<p>Entry of the day.</p>" + a("/entries", "All entries"))

    n2 = "Rahel’s Salon: Letters and Guests"
    nav2 = [
        ("/", "Home"),
        ("/letters", "Letters"),
        ("/guests", "Guests"),
        ("/timeline", "Timeline"),
        ("/data", "Data"),
        ("/about", "About"),
    ]

    def p2(title: str, main: str) -> str:
        return _micro(PG_SALON, n2, nav2, title, main)

    letters = [f"rv-{n:03d}" for n in range(1, 8)]
    salon: dict[str, PageValue] = {
        "/": p2("Home", "<p>Letters from and guests of a Berlin salon, 1790–1806.</p>"),
        "/letters": p2(
            "Letters, page 1",
            ul([(f"/letters/{x}", x) for x in letters[:4]]) + a("/letters?page=2", "Next page"),
        ),
        "/letters?page=2": p2(
            "Letters, page 2",
            ul([(f"/letters/{x}", x) for x in letters[4:]]) + a("/letters", "Previous page"),
        ),
        "/guests": p2(
            "Guests", ul([("/guests/g-12", "Friedrich Gentz"), ("/guests/g-31", "Pauline Wiesel")])
        ),
        "/guests/g-12": p2("Friedrich Gentz", "<p>Guest 1797–1801.</p>"),
        "/guests/g-31": p2("Pauline Wiesel", "<p>Guest 1802–1806.</p>"),
        "/timeline": p2("Timeline", "<ol><li>1790 first gatherings</li></ol>"),
        "/data": p2(
            "Data",
            ul(
                [
                    ("/data/letters.csv", "Letters (CSV)"),
                    ("/data/guests.csv", "Guests (CSV)"),
                    ("/data/salon-tei.zip", "All letters (TEI, zip)"),
                ]
            ),
        ),
        "/data/letters.csv": text("id,date,sender\nrv-001,1790-03-02,R. L.\n", "text/csv"),
        "/data/guests.csv": text("id,name\ng-12,Friedrich Gentz\n", "text/csv"),
        "/data/salon-tei.zip": Response.data(b"PK\x03\x04salon", "application/zip"),
        "/about": p2("About", "<p>A student edition project.</p>"),
    }
    for x in letters:
        salon[f"/letters/{x}"] = p2(
            f"Letter {x}", "<p>Letter text.</p>" + a(f"/letters/{x}.xml", "TEI")
        )
        salon[f"/letters/{x}.xml"] = tei(f"{n2}: letter {x}")

    www_pages: dict[str, PageValue] = {
        "/explore": page(
            PG_PORTAL,
            "Explore editions",
            ul([(f"http://{PG_LENAU}/", n1), (f"http://{PG_SALON}/", n2)]),
            static=PG_STATIC,
        )
    }
    return [
        _microsite(PG_LENAU, lenau),
        _microsite(PG_SALON, salon),
        finish(PG_PORTAL, www_pages, PG_STATIC),
        static_site(PG_STATIC),
    ]


def _all_pages(site_host: str) -> list[str]:
    site = next(s for s in _paginae_sites() if s.host == site_host)
    return [f"http://{site_host}{p}" for p in site.pages]


# --- Editors' research blog (single page: one post is one URI) -------------------------

BL = host("marginalia", "carnets-editoriaux")
BL_STATIC = host("s", "carnets-editoriaux")
BL_PORTAL = Portal(
    BL,
    "Marginalia – notes from an editing workshop",
    [
        ("/category/transcription/", "Transcription"),
        ("/category/encoding/", "Encoding"),
        ("/category/events/", "Events"),
        ("/about/", "About"),
        ("/feed/", "RSS"),
    ],
    [("/mentions-legales/", "Legal notice"), ("/privacy", "Privacy"), ("/wp-login.php", "Admin")],
    title_format="{title} – {name}",
)


def _post(slug: str, title: str, body: str, related: list[tuple[str, str]]) -> str:
    meta = (
        f'<p class="byline">Posted by {a("/author/mkoenig/", "M. König")} in '
        f"{a('/category/transcription/', 'Transcription')} · tags: "
        f"{a('/tag/erasure/', 'erasure')}, {a('/tag/tei/', 'TEI')}</p>"
    )
    aside = (
        "<h2>Related posts</h2>"
        + ul(related)
        + "<h2>Archives</h2>"
        + ul(
            [
                ("/2024/03/", "March 2024"),
                ("/2024/02/", "February 2024"),
                ("/page/2/", "Older posts"),
            ]
        )
    )
    return page(
        BL_PORTAL,
        title,
        f"<h1>{escape(title)}</h1>{meta}{body}",
        static=BL_STATIC,
        aside=aside,
        share=f"http://{BL}{slug}",
        head=f'<link rel="alternate" type="application/rss+xml" href="/feed/">'
        f'<link rel="canonical" href="http://{BL}{slug}">',
    )


BL1_PATH = "/2024/03/11/reading-the-erasures-in-letter-214/"
BL2_PATH = "/2024/05/27/from-apparatus-to-variant-graph/"


def _blog_sites() -> list[Site]:
    related = [
        ("/2024/02/19/hands-and-inks/", "Hands and inks"),
        ("/2024/01/30/abbreviations-policy/", "Our abbreviations policy"),
    ]
    pages: dict[str, PageValue] = {
        BL1_PATH: _post(
            BL1_PATH,
            "Reading the erasures in letter 214",
            "<p>Under raking light the erased line turns out to be a date. "
            f"The letter itself is at {a('http://' + QH + '/letters/qh-0417/', 'Quillhaven')}.</p>",
            related,
        ),
        BL2_PATH: _post(
            BL2_PATH,
            "From apparatus to variant graph",
            "<p>We converted the apparatus of "
            + a(f"http://{VR}/text.php?id=23", "Of Winter Light")
            + " into a variant graph.</p><figure><img src="
            f'"http://{BL_STATIC}/uploads/2024/05/graph.png" alt=""></figure>'
            + "<p>Footnotes:</p><ol><li>See "
            + a("/2023/11/02/collatex-workshop/", "the CollateX workshop")
            + "</li><li>And "
            + a(f"http://{PG_SALON}/letters/rv-003", "a salon letter")
            + "</li></ol><section class='comments'><h2>3 comments</h2>"
            "<p>Anna: does this scale? " + a("/author/anna-v/", "Anna V.") + "</p></section>"
            "<p>"
            + a(BL1_PATH, "← Previous post")
            + " "
            + a("/2024/06/10/summer-school/", "Next post →")
            + "</p>",
            [*related, (BL1_PATH, "Reading the erasures in letter 214")],
        ),
    }
    return [finish(BL_PORTAL, pages, BL_STATIC), static_site(BL_STATIC)]


def cases() -> list[Case]:
    return [
        case(
            "quillhaven-letter-0417",
            "TEI letter edition (single letter with facsimile, transcription, apparatus)",
            "Multi-Hop",
            # Like the seed's GitHub/GitLab shape: every view of the letter carries the
            # letter's path as a prefix, so Path-Based finds them and leaves the chrome out.
            "path_based",
            QH1,
            QH_TRUTH1,
            _quillhaven_sites,
            others=[f"http://{QH}/letters/qh-0418/"],
        ),
        case(
            "quillhaven-letter-1102",
            "TEI letter edition (letter with paged facsimile, enclosure, TEI revisions)",
            "Multi-Hop",
            # Facsimile pages 2–4 and their downloads are two to four hops away, and the
            # TEI revisions hang off the revision history: all still under the letter's
            # path, which is what Path-Based relies on.
            "path_based",
            QH2,
            QH_TRUTH2,
            _quillhaven_sites,
            others=[f"http://{QH}/letters/qh-1103/"],
        ),
        case(
            "lectiones-ruined-chapel",
            "Variorum poetry edition (poem with three witnesses and apparatus)",
            "Multi-Hop",
            # No common path (query-string pages), no files outside the title-bearing
            # pages, and the site titles each page with the work's full title alone, which
            # every witness, apparatus and note page repeats: Significant String from Title.
            "sig_title",
            VR1,
            VR_TRUTH1,
            _variorum_sites,
            others=[f"http://{VR}/text.php?id=12"],
        ),
        case(
            "lectiones-winter-light",
            "Variorum poetry edition (poem with six witnesses, paged apparatus, TEI export)",
            "Multi-Hop",
            # Same shape, deeper: the second apparatus page, its note and the TEI export
            # (whose titleStmt repeats the title) are two and three hops away.
            "sig_title",
            VR2,
            VR_TRUTH2,
            _variorum_sites,
            others=[f"http://{VR}/text.php?id=31"],
        ),
        case(
            "paginae-lenau-diary",
            "Edition microsite platform (diary edition on its own subdomain)",
            "Multi-Hop",
            # The seed's Silk: the whole subdomain is the artifact, so Path-Based with the
            # single slash; the platform's links go to its own www host.
            "path_based",
            f"http://{PG_LENAU}/",
            _all_pages(PG_LENAU),
            _paginae_sites,
        ),
        case(
            "paginae-rahel-salon",
            "Edition microsite platform (letters edition with paged lists and data files)",
            "Multi-Hop",
            # Same platform, larger site: paged letter list, per-letter TEI, data downloads.
            "path_based",
            f"http://{PG_SALON}/",
            _all_pages(PG_SALON),
            _paginae_sites,
        ),
        case(
            "marginalia-erasures",
            "Editorial research blog (post)",
            "Single Artifact URI",
            # A blog post, like the seed's Hypotheses and HASTAC rows: Single Page.
            "single_page",
            f"http://{BL}{BL1_PATH}",
            [f"http://{BL}{BL1_PATH}"],
            _blog_sites,
        ),
        case(
            "marginalia-variant-graph",
            "Editorial research blog (post with footnotes, comments and outbound edition links)",
            "Single Artifact URI",
            # Still one post: the linked edition pages, older posts and author pages are
            # other artifacts or chrome.
            "single_page",
            f"http://{BL}{BL2_PATH}",
            [f"http://{BL}{BL2_PATH}"],
            _blog_sites,
            others=[f"http://{BL}{BL1_PATH}"],
        ),
    ]
