"""Media and web presence: Slideshare, YouTube, Silk, Omeka S, Omeka.net, a Hypotheses
blog and Wikipedia look-alikes.

How the truth is decided: a slide deck is its page and the page of each of its slides (the
portal gives every slide its own URL under the deck's); a video is its watch page (the
video itself is embedded, not linked); a Silk project is the whole subdomain site built
around its data (pages, collections, explore views, data export), since data and
visualisation are intertwined; an Omeka item is its page, and — where the installation
links them — its media pages, the original files and the item's metadata output formats;
a blog post and an encyclopedia article are their single page (comments are on it).  Not
in them: the author's or channel's profile, other decks, videos, playlists, items, item
sets and collections (``others``), login pages (even when their query names the deck),
category, tag and search pages, feeds and REST renditions of a post, an article's talk,
history, edit, printable and citation-helper pages, and the platform's own site.

Expected heuristics, from the seed's table: Slideshare *Path-Based*, Silk *Path-Based*,
Omeka.net *Single Page* ("but depends on installation": both Omeka cases keep the table's
heuristic although their installations link files and output formats, which the truth
counts), Hypotheses *Single Page*, Wikipedia *Single Page*.  YouTube is not in the table;
its watch page is a video page like Benchfly's: *Single Page*.

Cases (truth = …):
- Slideshare-like: deck page and slides 2–6 (each reached from the previous one).
- YouTube-like: the watch page.
- Silk-like: the 8 pages and views of the project subdomain and its CSV export.
- Omeka S: item page, 2 media pages and the 2 original files they link.
- Omeka.net: item page, the original image around its thumbnail, 5 output formats.
- Hypotheses-like and Wikipedia-like: the page.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal

from ._chrome import CC_BY, FOOTER, a, binary, pdf_file, redirect, site, stub, text, ul

# ------------------------------------------------------------------- Slideshare-like
SL = Portal(
    "www.deckshelf.hx9.example",
    "DeckShelf",
    [("/explore", "Explore"), ("/upload", "Upload"), ("/pro", "Go Pro")],
    FOOTER,
    title_format="{title} | PPT",
)
SL_BASE = "/mkowal/reproducible-pipelines-with-snakemake"
SL_ENTRY = SL.url(SL_BASE)
SL_SLIDES = range(2, 7)
SL_OTHERS = [SL.url(SL_BASE + "-part-2"), SL.url("/mkowal/intro-to-conda-environments")]


def _slideshare() -> list[Site]:
    title = "Reproducible pipelines with Snakemake"

    def deck(n: int) -> str:
        nav = []
        if n > 1:
            nav.append(a(SL_BASE if n == 2 else f"{SL_BASE}/{n - 1}", "‹ Previous"))
        if n < 6:
            nav.append(a(f"{SL_BASE}/{n + 1}", "Next ›"))
        img = f"http://image.deckshelfcdn.test/snakemake-240311/95/slide-{n}-1024.jpg"
        return f"""<h1>{title}</h1><p>{a("/mkowal", "Marta Kowal")} · Mar. 11, 2024 · 6 slides</p>
<div class="slide"><img src="{img}" alt="Slide {n} of 6"><p>{n} of 6</p>{" ".join(nav)}</div>
<p>{a(f"/login?from_source={SL_BASE}&from=download", "Download to read offline")}</p>
<p>{a("/category/technology", "Technology")} · {a(CC_BY, "CC BY")}</p>
<h2>More from Marta Kowal</h2>{ul([(SL_OTHERS[0], title + " — part 2"), (SL_OTHERS[1], "Intro to conda environments")])}"""

    pages: dict[str, PageValue] = {SL_BASE: SL.page(title, deck(1))}
    for n in SL_SLIDES:
        pages[f"{SL_BASE}/{n}"] = SL.page(f"{title} (slide {n})", deck(n))
    pages[SL_BASE + "-part-2"] = stub(SL, title + " — part 2")
    pages["/mkowal/intro-to-conda-environments"] = stub(SL, "Intro to conda environments")
    pages["/mkowal"] = stub(SL, "Marta Kowal")
    return [site(SL, pages)]


# --------------------------------------------------------------------- YouTube-like
YT = Portal(
    "www.clipstream.hx9.example",
    "ClipStream",
    [
        ("/feed/trending", "Trending"),
        ("/feed/subscriptions", "Subscriptions"),
        ("/about/", "About"),
    ],
    [
        ("/about/press/", "Press"),
        ("/t/terms", "Terms"),
        ("/t/privacy", "Privacy"),
        ("/howclipstreamworks", "How ClipStream works"),
    ],
    title_format="{title} - ClipStream",
)
YT_ENTRY = YT.url("/watch?v=Qm3xT9v_kLc")
YT_OTHERS = [
    YT.url("/watch?v=R8pLm2Zx0aQ"),
    YT.url("/watch?v=Tt9bC1dE4fG"),
    YT.url("/playlist?list=PLx9oceanlab2024"),
]


def _youtube() -> list[Site]:
    title = "How tidal stream turbines survive the Pentland Firth"
    main = f"""<div id="player"><video src="http://rr3.clipstreamvideo.test/videoplayback?id=Qm3xT9v_kLc" controls></video></div>
<h1>{title}</h1><p>{a("/@oceanlab-aberdeen", "Ocean Lab Aberdeen")} · 12K views · 3 months ago</p>
<div id="description"><p>Lecture recorded for the MSc course. Slides and data:
{a("http://doi.test/10.5281/zenodo.99", "doi.test/10.5281/zenodo.99")}
{a("/hashtag/marineenergy", "#marineenergy")}</p></div>
<div id="related">{
        ul(
            [
                (YT_OTHERS[0], "Wave energy converters 101"),
                (YT_OTHERS[1], "Cavitation in turbine blades"),
                (YT_OTHERS[2], "Playlist: Marine energy lectures 2024"),
            ]
        )
    }</div>"""
    pages: dict[str, PageValue] = {
        "/watch?v=Qm3xT9v_kLc": YT.page(title, main),
        "/watch?v=R8pLm2Zx0aQ": stub(YT, "Wave energy converters 101"),
        "/watch?v=Tt9bC1dE4fG": stub(YT, "Cavitation in turbine blades"),
        "/playlist?list=PLx9oceanlab2024": stub(YT, "Marine energy lectures 2024"),
        "/@oceanlab-aberdeen": stub(YT, "Ocean Lab Aberdeen"),
        "/watch": stub(YT, "Video unavailable"),
    }
    return [site(YT, pages)]


# ------------------------------------------------------------------------- Silk-like
SK = Portal(
    "www.silkweave.hx9.example",
    "Silkweave",
    [("/features", "Features"), ("/gallery", "Gallery"), ("/pricing", "Pricing")],
    FOOTER,
    title_format="{title} - Silkweave",
)
SK_PROJECT = "coral-bleaching-atlas.silkweave.hx9.example"
SK_ENTRY = f"http://{SK_PROJECT}/"
SK_OTHER = "http://seagrass-watch.silkweave.hx9.example/"
SK_PAGES = {
    "/": ("Coral Bleaching Atlas", ["/page/Sites", "/page/Surveys", "/collection/Reef-sites"]),
    "/page/Sites": ("Sites", ["/collection/Reef-sites", "/page/Heron-Reef", "/page/Lizard-Island"]),
    "/page/Surveys": ("Surveys", ["/explore/Reef-sites?view=table"]),
    "/collection/Reef-sites": (
        "Reef sites",
        [
            "/page/Heron-Reef",
            "/page/Lizard-Island",
            "/explore/Reef-sites?view=map",
            "/explore/Reef-sites?view=table",
        ],
    ),
    "/page/Heron-Reef": ("Heron Reef", ["/collection/Reef-sites"]),
    "/page/Lizard-Island": ("Lizard Island", ["/collection/Reef-sites"]),
    "/explore/Reef-sites?view=map": ("Reef sites — map", ["/export/Reef-sites.csv"]),
    "/explore/Reef-sites?view=table": ("Reef sites — table", ["/export/Reef-sites.csv"]),
}


def _silk_page(title: str, links: list[str]) -> str:
    body = ul((h, h.split("/")[-1].replace("-", " ").split("?")[0] or "Home") for h in links)
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title>
<link rel="stylesheet" href="http://www.silkweave.hx9.example/static/site.css"></head>
<body><header><a href="/">Coral Bleaching Atlas</a> {a("/page/Sites", "Sites")} {a("/page/Surveys", "Surveys")}</header>
<main><h1>{escape(title)}</h1><p>Bleaching observations 1998–2024 on the Great Barrier Reef.</p>{body}</main>
<footer>{a("http://www.silkweave.hx9.example/", "Made with Silkweave")} ·
{a("http://www.silkweave.hx9.example/signup", "Make your own")} ·
{a("http://www.silkweave.hx9.example/login", "Sign in")} ·
{a(SK_OTHER, "Also on Silkweave: Seagrass Watch")}</footer></body></html>"""


def _silk() -> list[Site]:
    project = Site(SK_PROJECT)
    for path, (title, links) in SK_PAGES.items():
        project.add(path, _silk_page(title, links))
    project.add(
        "/export/Reef-sites.csv",
        text("site,lat,lon,bleached_pct\nHeron,-23.44,151.91,38\n", "text/csv"),
    )
    other = Site("seagrass-watch.silkweave.hx9.example")
    other.add("/", _silk_page("Seagrass Watch", []))
    return [site(SK, {}), project, other]


SK_TRUTH = frozenset(
    [f"http://{SK_PROJECT}{p}" for p in SK_PAGES] + [f"http://{SK_PROJECT}/export/Reef-sites.csv"]
)

# ----------------------------------------------------------------------- Omeka S
OS = Portal(
    "omeka.harwickmuseum.hx9.example",
    "Maritime Collections · Harwick Museum",
    [
        ("/s/maritime/page/welcome", "Welcome"),
        ("/s/maritime/item", "Browse items"),
        ("/s/maritime/page/about", "About the collections"),
    ],
    [
        ("/s/maritime/page/rights", "Rights and reuse"),
        ("http://omeka.test/s", "Powered by Omeka S"),
    ],
    title_format="{title} · {name}",
)
OS_ENTRY = OS.url("/s/maritime/item/1487")
OS_MEDIA = {
    "2210": ("4f9c2e1d0b8a7f6e5d4c3b2a19081726354a5b6c.tif", "image/tiff", "Half-model, port side"),
    "2211": ("9a8b7c6d5e4f30211f2e3d4c5b6a79881726354a.pdf", "application/pdf", "Builder's notes"),
}
OS_OTHERS = [OS.url("/s/maritime/item-set/12"), OS.url("/s/maritime/item/1488")]


def _omeka_s() -> list[Site]:
    title = "Half-model of the schooner Mary Ellen, 1872"
    media = "".join(
        f'<div class="media-render">{a(f"/s/maritime/media/{m}", cap)}'
        f'<img src="/files/large/{f.split(".")[0]}.jpg" alt=""></div>'
        for m, (f, _c, cap) in OS_MEDIA.items()
    )
    subject = "/s/maritime/item?Search=&property[0][property]=dcterms:subject&property[0][type]=eq&property[0][text]=Shipbuilding"
    main = f"""<h2>{title}</h2>{media}
<dl><dt>Creator</dt><dd>Harwick shipyard</dd><dt>Subject</dt><dd>{a(subject, "Shipbuilding")}</dd>
<dt>Rights</dt><dd>{a(CC_BY, "CC BY 4.0")}</dd></dl>
<p>Item sets: {a(OS_OTHERS[0].removeprefix(OS.origin), "Ship models")}</p>
<p>Related: {a(OS_OTHERS[1].removeprefix(OS.origin), "Sail plan of the Mary Ellen")}</p>"""
    pages: dict[str, PageValue] = {
        "/s/maritime/item/1487": OS.page(title, main),
        "/s/maritime/item-set/12": stub(OS, "Ship models"),
        "/s/maritime/item/1488": stub(OS, "Sail plan of the Mary Ellen"),
    }
    for m, (f, c, cap) in OS_MEDIA.items():
        pages[f"/s/maritime/media/{m}"] = OS.page(
            cap,
            f"<h2>{cap}</h2><p>{a(f'/files/original/{f}', 'Download original')}</p>"
            f"<p>Item: {a('/s/maritime/item/1487', title)}</p>",
        )
        pages[f"/files/original/{f}"] = pdf_file(cap) if c == "application/pdf" else binary(c, f)
        pages[f"/files/large/{f.split('.')[0]}.jpg"] = binary("image/png", f)
    return [site(OS, pages)]


OS_TRUTH = frozenset(
    [OS_ENTRY]
    + [OS.url(f"/s/maritime/media/{m}") for m in OS_MEDIA]
    + [OS.url(f"/files/original/{f}") for f, _c, _t in OS_MEDIA.values()]
)

# --------------------------------------------------------------------- Omeka.net-like
ON = Portal(
    "milltownhistory.omekaweb.hx9.example",
    "Milltown History",
    [
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    [("http://www.omekaweb.test/", "Proudly powered by Omeka.net")],
    title_format="{title} · {name}",
)
ON_ENTRY = ON.url("/items/show/42")
ON_FILE = "2b9d4e6f8a0c1e3b5d7f9a1c3e5b7d9f.jpg"
ON_OUTPUTS = ["atom", "dc-rdf", "dcmes-xml", "json", "omeka-xml"]
ON_OTHERS = [ON.url("/collections/show/3"), ON.url("/items/show/41"), ON.url("/items/show/43")]


def _omeka_net() -> list[Site]:
    title = "Photograph of the Weir Mill from the river, 1905"
    outputs = ", ".join(a(f"/items/show/42?output={o}", o) for o in ON_OUTPUTS)
    main = f"""<h1>{title}</h1><div id="itemfiles">
<a href="/files/original/{ON_FILE}"><img src="/files/thumbnails/{ON_FILE}" alt="{title}"></a></div>
<div class="element-set"><h3>Dublin Core</h3><p>Creator: Hallam &amp; Sons, photographers</p>
<p>Date: 1905</p></div>
<p>Collection: {a("/collections/show/3", "Mills and Waterways")}</p>
<p>Tags: {a("/items/browse?tags=mills", "mills")}, {a("/items/browse?tags=river", "river")}</p>
<div class="item-citation"><h3>Citation</h3><p>Hallam &amp; Sons, “{title},” <em>Milltown History</em>,
accessed March 3, 2025, {a(ON_ENTRY, ON_ENTRY)}.</p></div>
<div id="item-output-formats"><h3>Output Formats</h3><p>{outputs}</p></div>
<ul class="item-pagination"><li>{a("/items/show/41", "← Previous Item")}</li><li>{a("/items/show/43", "Next Item →")}</li></ul>"""
    head = '<link rel="alternate" type="application/rss+xml" title="Omeka RSS Feed" href="/items/browse?output=rss2">'
    pages: dict[str, PageValue] = {
        "/items/show/42": ON.page(title, main, head=head),
        f"/files/original/{ON_FILE}": binary("image/png", "orig"),
        f"/files/thumbnails/{ON_FILE}": binary("image/png", "thumb"),
        "/collections/show/3": stub(ON, "Mills and Waterways"),
        "/items/show/41": stub(ON, "Weir Mill workers, 1911"),
        "/items/show/43": stub(ON, "Flood at Bridge Street, 1912"),
    }
    for o in ON_OUTPUTS:
        pages[f"/items/show/42?output={o}"] = text(
            f"<item><title>{title}</title></item>", "application/xml"
        )
    return [site(ON, pages)]


ON_TRUTH = frozenset(
    [ON_ENTRY, ON.url(f"/files/original/{ON_FILE}")]
    + [ON.url(f"/items/show/42?output={o}") for o in ON_OUTPUTS]
)

# ------------------------------------------------------------------ Hypotheses-like
HY = Portal(
    "soundhistory.carnetweb.hx9.example",
    "Sound History",
    [
        ("/about", "About this carnet"),
        ("/category/archives-sonores/", "Archives sonores"),
        ("http://www.carnetweb.test/", "Carnetweb"),
    ],
    [
        ("/feed/", "RSS"),
        ("/wp-login.php", "Log in"),
        ("http://www.openedition.test/", "OpenEdition"),
    ],
    title_format="{title} – {name}",
)
HY_ENTRY = HY.url("/2231")
HY_OTHERS = [HY.url("/2198"), HY.url("/2260")]


def _hypotheses() -> list[Site]:
    title = "Recording the Paris Exposition of 1900"
    head = (
        '<meta name="generator" content="WordPress 6.4.3">'
        '<link rel="alternate" type="application/rss+xml" title="Comments Feed" href="/2231/feed/">'
        '<link rel="https://api.w.org/" href="/wp-json/">'
        '<link rel="alternate" type="application/json" href="/wp-json/wp/v2/posts/2231">'
        '<link rel="shortlink" href="/?p=2231">'
    )
    main = f"""<article class="post-2231 post type-post"><h1 class="entry-title">{title}</h1>
<p class="byline">{a("/author/mleclerc/", "Mathilde Leclerc")} · 14 February 2024 ·
{a("/category/archives-sonores/", "Archives sonores")} · {a("/tag/phonograph/", "phonograph")}</p>
<div class="entry-content"><p>In 1900, Léon Azoulay recorded…
{a("http://gallica.test/ark:/12148/bpt6k1279", "the cylinders on Gallica")}.</p>
<p>Citer ce billet : Mathilde Leclerc (14 février 2024). {title}. <em>Sound History</em>.
{a("http://doi.test/10.58079/vxk2", "https://doi.org/10.58079/vxk2")}</p></div>
<div id="comments"><h3>2 comments</h3><p>Great post! — J.</p>{a("/2231#respond", "Reply")}</div>
<nav class="post-navigation">{a("/2198", "← Phonograph societies in Lyon")} {a("/2260", "Wax cylinders and humidity →")}</nav></article>"""
    pages: dict[str, PageValue] = {
        "/2231": HY.page(title, main, head=head),
        "/2198": stub(HY, "Phonograph societies in Lyon"),
        "/2260": stub(HY, "Wax cylinders and humidity"),
        "/2231/feed/": text(
            f"<rss><channel><title>Comments on: {title}</title></channel></rss>",
            "application/rss+xml",
        ),
        "/wp-json/wp/v2/posts/2231": text(
            f'{{"id": 2231, "title": {{"rendered": "{title}"}}}}', "application/json"
        ),
        "/wp-json/": text('{"name": "Sound History"}', "application/json"),
        "/?p=2231": redirect("/2231", 301),
        "/author/mleclerc/": stub(HY, "Mathilde Leclerc"),
        "/tag/phonograph/": stub(HY, "phonograph"),
        "/feed/": text(
            "<rss><channel><title>Sound History</title></channel></rss>", "application/rss+xml"
        ),
    }
    return [site(HY, pages)]


# ------------------------------------------------------------------- Wikipedia-like
WK = Portal(
    "en.lexipedia.hx9.example",
    "Lexipedia",
    [
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Lexipedia:Contents", "Contents"),
        ("/wiki/Special:Random", "Random article"),
        ("/wiki/Help:Contents", "Help"),
    ],
    [
        ("/wiki/Lexipedia:About", "About Lexipedia"),
        ("/wiki/Lexipedia:General_disclaimer", "Disclaimers"),
        ("http://creativecommons.test/licenses/by-sa/4.0/", "CC BY-SA 4.0"),
    ],
    title_format="{title} - Lexipedia",
)
WK_T = "Sphagnum_peatland_hydrology"
WK_ENTRY = WK.url(f"/wiki/{WK_T}")
WK_OTHERS = [WK.url("/wiki/Peat"), WK.url("/wiki/Bog"), WK.url("/wiki/Acrotelm")]


def _wikipedia() -> list[Site]:
    title = "Sphagnum peatland hydrology"
    tools = [
        (f"/wiki/Talk:{WK_T}", "Talk"),
        (f"/w/index.php?title={WK_T}&action=edit", "Edit"),
        (f"/w/index.php?title={WK_T}&action=history", "View history"),
        (f"/wiki/Special:WhatLinksHere/{WK_T}", "What links here"),
        (f"/w/index.php?title={WK_T}&printable=yes", "Printable version"),
        (f"/wiki/Special:CiteThisPage?page={WK_T}", "Cite this page"),
    ]
    main = f"""<div id="p-views">{ul(tools)}</div><h1 id="firstHeading">{title}</h1>
<div id="mw-content-text"><p><b>{title}</b> describes how water moves through
{a("/wiki/Peat", "peat")}-forming {a("/wiki/Bog", "bogs")}, with a living
{a("/wiki/Acrotelm", "acrotelm")} above a waterlogged catotelm.</p>
<h2>References</h2><ol><li>{a("http://doi.test/10.1002/hyp.7154", "Holden & Burt (2003)")}</li></ol>
<div id="catlinks">{a("/wiki/Category:Hydrology", "Category: Hydrology")}</div></div>"""
    pages: dict[str, PageValue] = {
        f"/wiki/{WK_T}": WK.page(
            title, main, head='<meta name="generator" content="MediaWiki 1.42.0-wmf.5">'
        ),
        "/wiki/Peat": stub(WK, "Peat"),
        "/wiki/Bog": stub(WK, "Bog"),
        "/wiki/Acrotelm": stub(WK, "Acrotelm"),
        "/wiki/Category:Hydrology": stub(WK, "Category:Hydrology"),
        "/w/index.php": stub(WK, title + ": Revision history"),
    }
    for href, label in tools:
        if not href.startswith("/w/index.php"):
            pages[href] = stub(WK, f"{label}: {title}")
    return [site(WK, pages)]


SP, PB = "single_page", "path_based"
CASES: list[Case] = [
    Case(
        "hx9-slideshare-deck",
        "Slideshare (slide deck)",
        "Multi-Hop",
        PB,
        SL_ENTRY,
        frozenset([SL_ENTRY] + [SL.url(f"{SL_BASE}/{n}") for n in SL_SLIDES]),
        _slideshare,
        frozenset(SL_OTHERS),
    ),
    Case(
        "hx9-youtube-lecture",
        "YouTube (video)",
        "Single Artifact URI",
        SP,
        YT_ENTRY,
        frozenset([YT_ENTRY]),
        _youtube,
        frozenset(YT_OTHERS),
    ),
    Case(
        "hx9-silk-project-site",
        "Silk (data site on a subdomain)",
        "Multi-Hop",
        PB,
        SK_ENTRY,
        SK_TRUTH,
        _silk,
        frozenset([SK_OTHER]),
    ),
    Case(
        "hx9-omeka-s-item",
        "Omeka S (self-hosted item with media)",
        "Multi-Hop",
        SP,
        OS_ENTRY,
        OS_TRUTH,
        _omeka_s,
        frozenset(OS_OTHERS),
    ),
    Case(
        "hx9-omeka-net-item",
        "Omeka.net (hosted item)",
        "Single Hop",
        SP,
        ON_ENTRY,
        ON_TRUTH,
        _omeka_net,
        frozenset(ON_OTHERS),
    ),
    Case(
        "hx9-hypotheses-post",
        "Hypotheses (blog post)",
        "Single Artifact URI",
        SP,
        HY_ENTRY,
        frozenset([HY_ENTRY]),
        _hypotheses,
        frozenset(HY_OTHERS),
    ),
    Case(
        "hx9-wikipedia-article",
        "Wikipedia (encyclopedia article)",
        "Single Artifact URI",
        SP,
        WK_ENTRY,
        frozenset([WK_ENTRY]),
        _wikipedia,
        frozenset(WK_OTHERS),
    ),
]
