"""Texts: an Internet-Archive-like item store, a HathiTrust-like volume viewer, a
Wikisource-like transcription wiki, TEI digital editions and a Manifold-like reader."""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout27._kit import (
    a,
    audio,
    bare,
    binary,
    cookie_banner,
    host,
    json_doc,
    make_case,
    pdf_file,
    ul,
    xml,
)

# --------------------------------------------------------------------------------------
# Internet-Archive-like item store.  The item identifier is in every URI of the item
# (/details/ID, /download/ID/..., /stream/ID/..., /metadata/ID) and in no chrome URI, and
# the item spans two hops (details -> download listing -> files): Significant String from
# URI, as the seed prescribes for GBIF-shaped portals.
# --------------------------------------------------------------------------------------

LV = Portal(
    host=host("stacks", "lumenvault"),
    name="Lumen Vault",
    menu=[
        ("/details/texts", "Texts"),
        ("/details/audio", "Audio"),
        ("/details/movies", "Video"),
        ("/details/image", "Images"),
        ("/about/", "About"),
        ("/donate", "Donate"),
    ],
    footer=[
        ("/about/terms", "Terms of Use"),
        ("/about/privacy", "Privacy"),
        ("/blog/", "Blog"),
        ("http://mastodon.lumenvault.hx27.example/@vault", "Mastodon"),
    ],
    title_format="{title} : {name}",
)

IA_TEXT = "fenlandsketches00whit"
IA_AUDIO = "78_the-lighterman_harry-cox_gbia0031877"


def _ia_item(
    ident: str, title: str, creator: str, kind: str, files: dict[str, Response], related: list[str]
) -> dict[str, PageValue]:
    dl = [(f"/download/{ident}/{f}", f) for f in files]
    rel = "".join(
        f'<div class="item-tile">{a(f"/details/{r}", r.replace("_", " "))}</div>' for r in related
    )
    main = f"""{cookie_banner("/about/privacy")}
<div class="item-details" itemscope itemtype="http://schema.org/{kind}">
<h1 class="item-title" itemprop="name">{escape(title)}</h1>
<dl class="metadata"><dt>by</dt><dd>{a(f"/search?query=creator%3A%22{quote(creator)}%22", creator)}</dd>
<dt>Topics</dt><dd>{a("/search?query=subject%3AFens", "Fens")}, {a("/search?query=subject%3AFolklore", "Folklore")}</dd>
<dt>Collection</dt><dd>{a(f"/details/{kind.lower()}", kind.lower())}; {a("/details/fenlandheritage", "fenlandheritage")}</dd>
<dt>Identifier</dt><dd>{ident}</dd></dl>
<section class="download-pills"><h2>DOWNLOAD OPTIONS</h2>{ul(dl)}
<p>{a(f"/download/{ident}", "SHOW ALL")} · {a(f"/metadata/{ident}", "Item metadata (JSON)")}
{"· " + a(f"/stream/{ident}/{ident}_djvu.txt", "FULL TEXT") if kind == "Book" else ""}</p></section>
<section id="reviews"><h2>Reviews</h2><p>There are no reviews yet.
{a(f"/write-review.php?identifier={ident}", "Be the first one to write a review.")}</p></section>
<p>Uploaded by {a("/details/@fenland_heritage_trust", "Fenland Heritage Trust")}</p>
</div>
<aside class="similar"><h2>SIMILAR ITEMS (based on metadata)</h2>{rel}</aside>"""
    listing = LV.page(
        f"Index of /{ident}",
        f"<h1>Files for {escape(ident)}</h1>"
        + ul([*dl, (f"/download/{ident}/{ident}_meta.xml", f"{ident}_meta.xml")])
        + f"<p>{a(f'/details/{ident}', 'Go to parent item')}</p>",
    )
    pages: dict[str, PageValue] = {
        f"/details/{ident}": LV.page(title, main, share=LV.url(f"/details/{ident}")),
        f"/download/{ident}": listing,
        f"/metadata/{ident}": json_doc(
            f'{{"metadata":{{"identifier":"{ident}","title":"{title}","creator":"{creator}"}}}}'
        ),
        f"/download/{ident}/{ident}_meta.xml": xml(
            f"<metadata><identifier>{ident}</identifier><title>{escape(title)}</title></metadata>"
        ),
    }
    for f, body in files.items():
        pages[f"/download/{ident}/{f}"] = body
    for r in related:
        pages[f"/details/{r}"] = LV.page(r, f"<h1>{escape(r)}</h1><p>Another item.</p>")
    return pages


def lumenvault_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages.update(
        _ia_item(
            IA_TEXT,
            "Fenland sketches and legends",
            "Whitby, Hannah",
            "Book",
            {
                f"{IA_TEXT}.pdf": pdf_file("Fenland sketches and legends", "Hannah Whitby, 1891"),
                f"{IA_TEXT}.epub": binary("epub", "application/epub+zip"),
                f"{IA_TEXT}_djvu.txt": Response.text("FENLAND SKETCHES AND LEGENDS\nChapter I."),
            },
            # A second scan of the same book is a separate item (and a separate artifact).
            [f"{IA_TEXT}goog", "fenlandnotesquer02camb"],
        )
    )
    pages[f"/stream/{IA_TEXT}/{IA_TEXT}_djvu.txt"] = LV.page(
        "Full text of Fenland sketches and legends",
        f"<h1>Full text of {a(f'/details/{IA_TEXT}', 'Fenland sketches and legends')}</h1>"
        "<pre>FENLAND SKETCHES AND LEGENDS\nChapter I. The Drowned Bells.</pre>",
    )
    pages.update(
        _ia_item(
            IA_AUDIO,
            "The Lighterman (Harry Cox, 1953 field recording)",
            "Harry Cox",
            "Audio",
            {
                f"{IA_AUDIO}.mp3": audio("lighterman"),
                f"{IA_AUDIO}.flac": audio("lighterman-flac"),
                f"{IA_AUDIO}_spectrogram.png": binary("spec", "image/png"),
            },
            ["78_the-dockside-lament_sam-larner_gbia0031902"],
        )
    )
    return [LV.site(pages)]


def _ia_truth(ident: str, files: list[str], stream: bool) -> set[str]:
    t = {
        LV.url(f"/details/{ident}"),
        LV.url(f"/download/{ident}"),
        LV.url(f"/metadata/{ident}"),
        LV.url(f"/download/{ident}/{ident}_meta.xml"),
        *(LV.url(f"/download/{ident}/{f}") for f in files),
    }
    if stream:
        t.add(LV.url(f"/stream/{ident}/{ident}_djvu.txt"))
    return t


# --------------------------------------------------------------------------------------
# HathiTrust-like volume viewer (babel host) with a separate catalog host.  The volume id
# (uc1.b3456789) is in the query of every URI of the volume: page views, text-only view,
# PDF download.  The catalog record describes the work (all its volumes): another artifact.
# The handle link only redirects to the entry.  Significant String from URI.
# --------------------------------------------------------------------------------------

TV = Portal(
    host=host("babel", "trustvolumes"),
    name="TrustVolumes Digital Library",
    menu=[
        ("http://catalog.trustvolumes.hx27.example/", "Catalog"),
        ("/cgi/ls?a=page;page=advanced", "Full-text search"),
        ("/cgi/mb", "Collections"),
        ("/cgi/feedback", "Feedback"),
    ],
    footer=[
        ("/cgi/wayf", "Log in"),
        ("/access-use", "Access and use"),
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy"),
    ],
    title_format="{name} - {title}",
)
TV_CAT = Portal(
    host=host("catalog", "trustvolumes"),
    name="TrustVolumes Catalog",
    menu=[("http://babel.trustvolumes.hx27.example/cgi/ls", "Full-text search")],
    title_format="{name} Record: {title}",
)
TV_HDL = host("hdl", "trustvolumes")

VOLS = {
    "uc1.b3456789": ("Report on the drainage of the Middle Level, 1862", "102345678", 4),
    "mdp.39015077123456": ("Ballads of the Wash, collected by E. Gunthorpe", "004417290", 3),
}


def _pt_path(vid: str, seq: int | None = None) -> str:
    return f"/cgi/pt?id={vid}" + (f"&seq={seq}" if seq else "")


def trustvolumes_sites() -> list[Site]:
    babel: dict[str, PageValue] = {}
    cat: dict[str, PageValue] = {}
    for vid, (title, rec, n) in VOLS.items():
        for seq in range(1, n + 1):
            nav = []
            if seq > 1:
                nav.append((_pt_path(vid, seq - 1), "Previous page"))
            if seq < n:
                nav.append((_pt_path(vid, seq + 1), "Next page"))
            main = f"""<div id="pt-sidebar"><h2>{escape(title)}</h2>
<p>{a(f"http://{TV_CAT.host}/Record/{rec}", "View full catalog record")}</p>
<p>Permanent link: {a(f"http://{TV_HDL}/2027/{vid}", f"http://{TV_HDL}/2027/{vid}")}</p>
<h3>Download</h3><ul><li>{a(f"/cgi/imgsrv/download/pdf?id={vid}&attachment=1", "Download whole book (PDF)")}</li>
<li>{a(f"/cgi/ssd?id={vid}", "Text-only view")}</li></ul>
<form action="/cgi/pt/search"><input type="hidden" name="id" value="{vid}"><input name="q1">
<button>Search in this text</button></form>
<p>{a(f"/cgi/mb?a=addits;id={vid}", "Add to collection")} · {a("/access-use#pd", "Public Domain")}</p></div>
<div id="pt-main"><p>Page {seq} of {n}</p><img src="/cgi/imgsrv/image?id={vid}&amp;seq={seq}" alt="page scan">
{ul(nav, "pt-nav")}<p>Pages: {" ".join(a(_pt_path(vid, s if s > 1 else None), str(s)) for s in range(1, n + 1))}</p></div>"""
            babel[_pt_path(vid, seq if seq > 1 else None)] = TV.page(title, main)
        babel[f"/cgi/imgsrv/download/pdf?id={vid}&attachment=1"] = pdf_file(title)
        babel[f"/cgi/ssd?id={vid}"] = TV.page(
            f"{title} - Text only",
            f"<h1>{escape(title)}</h1><p>{a(_pt_path(vid), 'Back to page view')}</p>"
            f"<pre>{escape(title.upper())}\n...</pre>",
        )
        cat[f"/Record/{rec}"] = TV_CAT.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><th>Holdings</th><td>"
            f"{a(TV.url(_pt_path(vid)), vid)} (Full view); "
            f"{a('/Record/' + rec + '/Cite', 'Cite this')}</td></tr></table>",
        )
    redirects = Site(TV_HDL)
    for vid in VOLS:
        redirects.add(f"/2027/{vid}", Response.redirect(TV.url(_pt_path(vid)), 301))
    return [TV.site(babel), TV_CAT.site(cat), redirects]


def _tv_truth(vid: str) -> set[str]:
    n = VOLS[vid][2]
    return {
        TV.url(_pt_path(vid)),
        *(TV.url(_pt_path(vid, s)) for s in range(2, n + 1)),
        TV.url(f"/cgi/imgsrv/download/pdf?id={vid}&attachment=1"),
        TV.url(f"/cgi/ssd?id={vid}"),
    }


# --------------------------------------------------------------------------------------
# Wikisource-like transcription wiki.  A work is a main page with subpages (volumes,
# chapters, poems) whose URIs all extend the entry URI; talk, history, author and scan
# index pages do not.  Multi-hop: Path-Based (like the seed's BitBucket / GitLab).
# --------------------------------------------------------------------------------------

FS = Portal(
    host=host("en", "folioscribe"),
    name="Folioscribe",
    menu=[
        ("/wiki/Main_Page", "Main Page"),
        ("/wiki/Folioscribe:Community_portal", "Community portal"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
        ("/wiki/Special:Random", "Random work"),
        ("/wiki/Help:Contents", "Help"),
    ],
    footer=[
        ("/wiki/Folioscribe:Privacy_policy", "Privacy policy"),
        ("/wiki/Folioscribe:About", "About Folioscribe"),
        ("/wiki/Folioscribe:General_disclaimer", "Disclaimers"),
    ],
    title_format="{title} - {name}",
)

WORKS = {
    "The_Fen_Diaries": (
        "The Fen Diaries",
        "Hannah_Whitby",
        {"Volume_1": ["Chapter_1", "Chapter_2", "Chapter_3"], "Volume_2": ["Chapter_1"]},
    ),
    "Songs_of_the_Washlands": (
        "Songs of the Washlands",
        "Edwin_Gunthorpe",
        {"The_Lighterman": [], "Sluice_Keeper": [], "Welney_Wash_in_Flood": []},
    ),
}


def _wiki_tabs(page: str) -> str:
    return (
        '<div class="vector-tabs">'
        + a(f"/wiki/{page}", "Page")
        + a(f"/wiki/Talk:{page}", "Discussion")
        + a(f"/w/index.php?title={page}&action=edit", "Edit")
        + a(f"/w/index.php?title={page}&action=history", "View history")
        + a(f"/wiki/Special:WhatLinksHere/{page}", "What links here")
        + "</div>"
    )


def folioscribe_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for slug, (title, author, parts) in WORKS.items():
        header = (
            f'<div class="ws-header"><b>{escape(title)}</b> by '
            f"{a(f'/wiki/Author:{author}', author.replace('_', ' '))} · "
            f"{a(f'/wiki/Index:{slug}.djvu', 'Source scans')}</div>"
        )
        toc = []
        for part, subs in parts.items():
            toc.append((f"/wiki/{slug}/{part}", part.replace("_", " ")))
            sub_links = [(f"/wiki/{slug}/{part}/{s}", s.replace("_", " ")) for s in subs]
            pages[f"/wiki/{slug}/{part}"] = FS.page(
                f"{title}/{part.replace('_', ' ')}",
                _wiki_tabs(f"{slug}/{part}")
                + header
                + f"<p>{a(f'/wiki/{slug}', 'Up: ' + title)}</p>"
                + (ul(sub_links) if sub_links else "<p>When the sluice gates open...</p>"),
            )
            for i, (href, _t) in enumerate(sub_links):
                nav = [(f"/wiki/{slug}/{part}", "Up")]
                if i + 1 < len(sub_links):
                    nav.append((sub_links[i + 1][0], "Next"))
                pages[href] = FS.page(
                    f"{title}/{part.replace('_', ' ')}/{href.rsplit('/', 1)[1]}",
                    _wiki_tabs(href[6:]) + header + ul(nav) + "<p>It was a wet spring...</p>",
                )
        pages[f"/wiki/{slug}"] = FS.page(
            title,
            _wiki_tabs(slug)
            + header
            + "<h2>Contents</h2>"
            + ul(toc)
            + f'<p class="license">{a("/wiki/Template:PD-old", "Public domain")} · '
            + f"{a('/wiki/Category:Works_about_the_Fens', 'Works about the Fens')}</p>",
        )
        pages[f"/wiki/Author:{author}"] = FS.page(
            f"Author:{author.replace('_', ' ')}", "<h1>Author</h1><p>Works listed here.</p>"
        )
        pages[f"/wiki/Index:{slug}.djvu"] = FS.page(
            f"Index:{slug}.djvu", "<h1>Index</h1><p>Proofreading status.</p>"
        )
    return [FS.site(pages)]


def _fs_truth(slug: str) -> set[str]:
    _t, _a, parts = WORKS[slug]
    out = {FS.url(f"/wiki/{slug}")}
    for part, subs in parts.items():
        out.add(FS.url(f"/wiki/{slug}/{part}"))
        out |= {FS.url(f"/wiki/{slug}/{part}/{s}") for s in subs}
    return out


# --------------------------------------------------------------------------------------
# TEI digital editions.  (a) An edition with its own subdomain: the whole host is the
# edition (like the seed's Silk): Path-Based from "http://host/".  (b) An edition on a
# multi-edition platform under /editions/<slug>/: Path-Based from that path.  Both editions
# serve a reading view and the TEI XML source of each document, linked from the document.
# --------------------------------------------------------------------------------------

PROWSE = host("prowseletters", "dhquire")
PLATFORM = Portal(
    host=host("editions", "dhquire"),
    name="Quire Editions",
    menu=[("/editions/", "All editions"), ("/about", "About Quire"), ("/guidelines", "Encoding")],
    footer=[("/about/funding", "Funding"), ("/privacy", "Privacy"), ("/contact", "Contact")],
)


def _edition_menu(base: str) -> str:
    return (
        '<nav class="edition">'
        + ul(
            [
                (base, "Home"),
                (f"{base}letters/", "Letters"),
                (f"{base}persons.html", "Persons"),
                (f"{base}places.html", "Places"),
                (f"{base}about.html", "About the edition"),
                (f"{base}editorial.html", "Editorial principles"),
            ]
        )
        + "</nav>"
    )


def prowse_sites() -> list[Site]:
    letters = ["1848-03-02", "1848-05-19", "1849-01-07"]
    menu = _edition_menu("/")
    foot = (
        "<footer><p>Funded by the "
        + a("http://www.fenheritagefund.hx27.example/", "Fen Heritage Fund")
        + " · Encoded in "
        + a("http://www.tei-c.org/", "TEI P5")
        + " · "
        + a("http://creativecommons.org/licenses/by/4.0/", "CC BY 4.0")
        + " · Hosted by "
        + a(PLATFORM.url("/"), "Quire Editions")
        + "</p></footer>"
    )

    def pg(title: str, body: str) -> str:
        return bare(
            f"{title} - The Letters of Ann Prowse",
            f"<header><h1>The Letters of Ann Prowse</h1>{menu}"
            '<form action="/search"><input name="q"></form></header>'
            f"<main>{body}</main>{foot}",
            '<link rel="stylesheet" href="/css/edition.css">',
        )

    site = Site(PROWSE)
    site.add("/", pg("Home", "<p>A digital edition of 43 letters, 1846-1851.</p>"))
    site.add(
        "/letters/",
        pg("Letters", ul([(f"/letters/{d}.html", f"Letter of {d}") for d in letters])),
    )
    for d in letters:
        site.add(
            f"/letters/{d}.html",
            pg(
                f"Letter of {d}",
                f'<div class="tei-body"><p>Dearest Brother, the water is up...</p></div>'
                f"<p>{a(f'/letters/{d}.xml', 'TEI source')} · {a('/persons.html#p12', 'Ann Prowse')}</p>",
            ),
        )
        site.add(
            f"/letters/{d}.xml",
            xml(f'<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader/><text n="{d}"/></TEI>'),
        )
    for p, t in [
        ("persons.html", "Persons"),
        ("places.html", "Places"),
        ("about.html", "About"),
        ("editorial.html", "Editorial principles"),
    ]:
        site.add(f"/{p}", pg(t, f"<h2>{t}</h2><p>...</p>"))
    site.add("/css/edition.css", Response.data(b"main{max-width:40em}", "text/css"))
    return [site]


PROWSE_TRUTH = {
    f"http://{PROWSE}/",
    f"http://{PROWSE}/letters/",
    *(
        f"http://{PROWSE}/letters/{d}.{x}"
        for d in ("1848-03-02", "1848-05-19", "1849-01-07")
        for x in ("html", "xml")
    ),
    *(
        f"http://{PROWSE}/{p}"
        for p in ("persons.html", "places.html", "about.html", "editorial.html")
    ),
}

HILD = "/editions/st-hild-cartulary/"
HILD_CHARTERS = ["c001", "c002", "c014"]


def platform_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    emenu = ul(
        [
            (HILD, "Introduction"),
            (f"{HILD}charters/", "Charters"),
            (f"{HILD}indices/persons.html", "Index of persons"),
            (f"{HILD}indices/places.html", "Index of places"),
        ]
    )
    pages[HILD] = PLATFORM.page(
        "The Cartulary of St Hild",
        f"<h1>The Cartulary of St Hild</h1>{emenu}<p>Edited by M. Carrow. "
        f"{a('/people/mcarrow', 'Editor profile')}</p>"
        f"<aside><h2>Other editions</h2>{ul([('/editions/whitby-rolls/', 'The Whitby Rolls')])}</aside>",
    )
    pages[f"{HILD}charters/"] = PLATFORM.page(
        "Charters - The Cartulary of St Hild",
        emenu + ul([(f"{HILD}charters/{c}.html", c.upper()) for c in HILD_CHARTERS]),
    )
    for c in HILD_CHARTERS:
        pages[f"{HILD}charters/{c}.html"] = PLATFORM.page(
            f"{c.upper()} - The Cartulary of St Hild",
            emenu + f"<p>Sciant presentes et futuri...</p><p>{a(f'{c}.xml', 'TEI XML')}</p>",
        )
        pages[f"{HILD}charters/{c}.xml"] = xml(
            f'<TEI xmlns="http://www.tei-c.org/ns/1.0"><text n="{c}"/></TEI>'
        )
    for i in ("persons", "places"):
        pages[f"{HILD}indices/{i}.html"] = PLATFORM.page(f"Index of {i}", emenu)
    pages["/editions/whitby-rolls/"] = PLATFORM.page("The Whitby Rolls", "<h1>Rolls</h1>")
    return [PLATFORM.site(pages)]


HILD_TRUTH = {
    PLATFORM.url(HILD),
    PLATFORM.url(f"{HILD}charters/"),
    *(PLATFORM.url(f"{HILD}charters/{c}.{x}") for c in HILD_CHARTERS for x in ("html", "xml")),
    PLATFORM.url(f"{HILD}indices/persons.html"),
    PLATFORM.url(f"{HILD}indices/places.html"),
}

# --------------------------------------------------------------------------------------
# Manifold-like scholarly publishing reader.  The project page's <title> is the book's
# title alone; every reader section and resource page shows it in its header, but their
# URIs are opaque UUIDs outside the project path, and the sections are two hops away
# (project -> table of contents -> sections): Significant String from Title (like Dryad's
# metadata pages, with no non-HTML members).
# --------------------------------------------------------------------------------------

TW = Portal(
    host=host("read", "tidewrackpress"),
    name="Tidewrack Press Reader",
    menu=[("/projects", "Projects"), ("/journals", "Journals"), ("/about", "About")],
    footer=[("/privacy", "Privacy"), ("/terms", "Terms"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="Tidewrack Press Reader",
)

BOOKS = {
    "fen-memory": (
        "Fen Memory: Drainage and Loss in East Anglia",
        "7b1e6c02-5d0a-4c55-9f1a-0c7d3d2a1e10",
        ["a1f3", "b27c", "c9d0"],
        ["5e0f8a11", "66ab90c2"],
    ),
    "listening-to-the-quay": (
        "Listening to the Quay: Sound Archives of a Port City",
        "3c9a40de-11b2-4e7e-8a66-92f51d7c4b3b",
        ["d410", "e77a"],
        ["9b7d2e44"],
    ),
}


def tidewrack_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for slug, (title, text, sections, resources) in BOOKS.items():
        other = [b for b in BOOKS if b != slug][0]
        hdr = f'<div class="reader-header"><span class="book-title">{escape(title)}</span></div>'
        pages[f"/projects/{slug}"] = TW.page(
            title,
            f"<h1>{escape(title)}</h1><p>{a(f'/read/{text}', 'Start reading')}</p>"
            f"<h2>Resources</h2>{ul([(f'/resource/{r}', f'Resource {r}') for r in resources])}"
            f"<p>{a('/makers/tw-author-' + slug[:4], 'About the author')}</p>"
            f"<aside><h2>More projects</h2>{ul([(f'/projects/{other}', 'Another project')])}</aside>",
        )
        toc = [(f"/read/{text}/section/{s}", f"Section {s}") for s in sections]
        pages[f"/read/{text}"] = TW.page(f"Contents - {title}", hdr + "<h2>Contents</h2>" + ul(toc))
        for s in sections:
            pages[f"/read/{text}/section/{s}"] = TW.page(
                f"{s} - {title}",
                hdr + f"<p>{a(f'/read/{text}', 'Contents')}</p><p>The drains were cut...</p>",
            )
        for r in resources:
            pages[f"/resource/{r}"] = TW.page(
                f"Resource {r} - {title}",
                hdr + f"<p>Part of {a(f'/projects/{slug}', title)}</p><p>Map of the levels.</p>",
            )
    return [TW.site(pages)]


def _tw_truth(slug: str) -> set[str]:
    _t, text, sections, resources = BOOKS[slug]
    return {
        TW.url(f"/projects/{slug}"),
        TW.url(f"/read/{text}"),
        *(TW.url(f"/read/{text}/section/{s}") for s in sections),
        *(TW.url(f"/resource/{r}") for r in resources),
    }


CASES: list[Case] = [
    # sig_uri: the identifier is in every item URI (details, download listing, files,
    # metadata, full text); truth = those 8; the "goog" rescan is another item.
    make_case(
        name="vault-text",
        imitates="Internet Archive item (text)",
        artifact_class="multi_hop",
        expected="sig_uri",
        entry=LV.url(f"/details/{IA_TEXT}"),
        truth=_ia_truth(
            IA_TEXT, [f"{IA_TEXT}.pdf", f"{IA_TEXT}.epub", f"{IA_TEXT}_djvu.txt"], stream=True
        ),
        build=lumenvault_sites,
        others={LV.url(f"/details/{IA_TEXT}goog"), LV.url("/details/fenlandnotesquer02camb")},
    ),
    # sig_uri: same shape for an audio item; truth = details, listing, metadata, 4 files.
    make_case(
        name="vault-78rpm",
        imitates="Internet Archive item (audio)",
        artifact_class="multi_hop",
        expected="sig_uri",
        entry=LV.url(f"/details/{IA_AUDIO}"),
        truth=_ia_truth(
            IA_AUDIO,
            [f"{IA_AUDIO}.mp3", f"{IA_AUDIO}.flac", f"{IA_AUDIO}_spectrogram.png"],
            stream=False,
        ),
        build=lumenvault_sites,
        others={LV.url("/details/78_the-dockside-lament_sam-larner_gbia0031902")},
    ),
    # sig_uri: the volume id is in every page view, the PDF and the text-only view (the
    # later page views are one more hop away); truth = 4 page views + PDF + text-only.
    make_case(
        name="trustvol-report",
        imitates="HathiTrust volume",
        artifact_class="multi_hop",
        expected="sig_uri",
        entry=TV.url(_pt_path("uc1.b3456789")),
        truth=_tv_truth("uc1.b3456789"),
        build=trustvolumes_sites,
        others={TV_CAT.url("/Record/102345678")},
    ),
    make_case(
        name="trustvol-ballads",
        imitates="HathiTrust volume",
        artifact_class="multi_hop",
        expected="sig_uri",
        entry=TV.url(_pt_path("mdp.39015077123456")),
        truth=_tv_truth("mdp.39015077123456"),
        build=trustvolumes_sites,
        others={TV_CAT.url("/Record/004417290")},
    ),
    # path_based: main page + volumes + chapters (chapters two hops away); talk, history,
    # author and scan index pages are outside.
    make_case(
        name="folioscribe-diaries",
        imitates="Wikisource work with subpages",
        artifact_class="multi_hop",
        expected="path_based",
        entry=FS.url("/wiki/The_Fen_Diaries"),
        truth=_fs_truth("The_Fen_Diaries"),
        build=folioscribe_sites,
        others={FS.url("/wiki/Author:Hannah_Whitby")},
    ),
    make_case(
        name="folioscribe-songs",
        imitates="Wikisource work with subpages",
        artifact_class="multi_hop",
        expected="path_based",
        entry=FS.url("/wiki/Songs_of_the_Washlands"),
        truth=_fs_truth("Songs_of_the_Washlands"),
        build=folioscribe_sites,
        others={FS.url("/wiki/Author:Edwin_Gunthorpe")},
    ),
    # path_based: the whole subdomain is the edition (Silk-like); truth = every page and
    # TEI file of the host; funder, TEI, licence and platform links are outside.
    make_case(
        name="prowse-letters",
        imitates="TEI digital edition (own subdomain)",
        artifact_class="multi_hop",
        expected="path_based",
        entry=f"http://{PROWSE}/",
        truth=PROWSE_TRUTH,
        build=lambda: prowse_sites() + platform_sites(),
    ),
    # path_based: the edition's pages all lie under /editions/st-hild-cartulary/.
    make_case(
        name="hild-cartulary",
        imitates="TEI digital edition (platform path)",
        artifact_class="multi_hop",
        expected="path_based",
        entry=PLATFORM.url(HILD),
        truth=HILD_TRUTH,
        build=lambda: prowse_sites() + platform_sites(),
        others={PLATFORM.url("/editions/whitby-rolls/")},
    ),
    # sig_title: every member page carries the book title; URIs are opaque; truth =
    # project page, contents, sections, resources.
    make_case(
        name="tidewrack-fen-memory",
        imitates="Manifold-like reader project",
        artifact_class="multi_hop",
        expected="sig_title",
        entry=TW.url("/projects/fen-memory"),
        truth=_tw_truth("fen-memory"),
        build=tidewrack_sites,
        others={TW.url("/projects/listening-to-the-quay")},
    ),
    make_case(
        name="tidewrack-quay",
        imitates="Manifold-like reader project",
        artifact_class="multi_hop",
        expected="sig_title",
        entry=TW.url("/projects/listening-to-the-quay"),
        truth=_tw_truth("listening-to-the-quay"),
        build=tidewrack_sites,
        others={TW.url("/projects/fen-memory")},
    ),
]
