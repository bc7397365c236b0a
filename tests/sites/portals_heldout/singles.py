"""Single-artifact-URI portals of the seed's table: a lab-methods video portal (Benchfly),
an Omeka Classic collection (Omeka.net: "Single Page, but depends on installation") and an
open lab notebook wiki (The Open Notebook / Wikipedia: Single Page).

Video: truth is the video page; the video stream and poster are embedded (cdn host), the
channel, tags, presenter, related videos, login-to-comment and share links are not truth.

Omeka: this installation's theme shows the item's files as links to file pages and lists
the item's "Output Formats" (atom, dc-rdf, dcmes-xml, json, omeka-xml).  Those exports are
bibliographic metadata of the item and the file pages / original files its content, so
the truth of item 112 is the item page, its file pages, the original files and the output
formats; item 87 (no files) is the item page and its output formats.  The prescription stays
the seed's Single Page — a case where the seed itself warns it may not fit.  Not truth:
collection, tag browse, previous / next items, the exhibit, the admin login.

Notebook: truth is the entry page.  Not truth: edit, history, talk, printable version,
permanent link, page information, What links here, the category, the user page, the
previous / next day entries, Special: pages.
"""

from __future__ import annotations

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response
from sites.portals._portal import Case
from sites.portals_heldout._web import Shell, a, bare_site, build_site, e, ul

# -- video portal -------------------------------------------------------------------------
VH = "www.benchtalk-video.example"
CDN = "cdn.benchtalk-video.example"
VSH = Shell(
    VH,
    "BenchTalk – videos of lab techniques",
    "{title} | BenchTalk",
    '<header class="bt-header"><a href="/" class="bt-logo"><img src="/static/bt-logo.png" alt="BenchTalk"></a>'
    + ul(
        [
            ("/videos", "Videos"),
            ("/channels", "Channels"),
            ("/protocols", "Protocols"),
            ("/upload", "Upload"),
        ]
    )
    + '<form action="/search"><input name="query"></form>'
    + a("/accounts/login/", "Sign in")
    + "</header>",
    '<footer class="bt-footer">'
    + ul(
        [
            ("/about", "About"),
            ("/terms", "Terms"),
            ("https://www.youtube.com/@benchtalk", "YouTube"),
            ("https://www.instagram.com/benchtalk", "Instagram"),
        ]
    )
    + "</footer>",
    css=("/static/css/bt.min.css",),
    js=("/static/js/player.min.js", "/static/js/bt.min.js"),
    logo="/static/bt-logo.png",
)
VIDEOS = [
    (
        482,
        "pipetting-viscous-liquids-reverse-pipetting",
        "Pipetting viscous liquids: reverse pipetting",
        "lab-techniques",
        ["pipetting", "liquid handling"],
        "maren-solberg",
    ),
    (
        517,
        "fixing-coral-larvae-for-microscopy",
        "Fixing coral larvae for microscopy",
        "marine-biology",
        ["fixation", "coral", "microscopy"],
        "tomas-berg",
    ),
    (
        530,
        "calibrating-a-ctd-conductivity-cell",
        "Calibrating a CTD conductivity cell",
        "oceanography",
        ["CTD"],
        "aud-eriksen",
    ),
]


def video_page(i):
    vid, slug, title, ch, tags, who = VIDEOS[i]
    rel = [(f"/video/{v[0]}/{v[1]}", v[2]) for j, v in enumerate(VIDEOS) if j != i]
    taglinks = " ".join(a("/tag/" + t.replace(" ", "-"), t) for t in tags)
    main = (
        f'<div class="player"><video controls poster="https://{CDN}/thumbs/{vid}.jpg">'
        f'<source src="https://{CDN}/v/{vid}/720p.mp4" type="video/mp4"></video></div>'
        f"<h1>{e(title)}</h1><p>by {a(f'/people/{who}', who.replace('-', ' ').title())} in {a(f'/channel/{ch}', ch)}</p>"
        f'<p class="tags">{taglinks}</p>'
        f'<div class="transcript"><h2>Transcript</h2><p>{e(title)}. In this video we show…</p></div>'
        f'<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u=https://{VH}/video/{vid}/{slug}">Share</a>'
        f'<textarea>&lt;iframe src="https://{VH}/embed/{vid}"&gt;&lt;/iframe&gt;</textarea></div>'
        f'<div class="comments"><p>{a(f"/accounts/login/?next=/video/{vid}/{slug}", "Sign in to comment")}</p></div>'
        f"<aside><h2>Related videos</h2>{ul(rel)}</aside>"
    )
    return f"/video/{vid}/{slug}", VSH.page(title, main)


def build_video():
    pages = dict(video_page(i) for i in range(len(VIDEOS)))
    VSH.featured = [(f"/video/{v[0]}/{v[1]}", v[2]) for v in VIDEOS]
    cdn = {}
    for v in VIDEOS:
        cdn[f"/v/{v[0]}/720p.mp4"] = Response.data(b"\x00\x00\x00\x18ftypmp42", "video/mp4")
        cdn[f"/thumbs/{v[0]}.jpg"] = Response.data(png(8, 8), "image/png")
    return [
        build_site(VSH, pages, "<h1>BenchTalk</h1><h2>New videos</h2>" + ul(VSH.featured)),
        bare_site(CDN, cdn),
    ]


# -- Omeka Classic ------------------------------------------------------------------------
OH = "archive.heritage-coast.example"
OSH = Shell(
    OH,
    "Heritage Coast Archive",
    "{title} · Heritage Coast Archive",
    '<header role="banner"><div id="site-title"><a href="/"><img src="/files/theme_uploads/hca-logo.png" alt="Heritage Coast Archive"></a></div>'
    '<div id="search-container" role="search"><form id="search-form" name="search-form" action="/search" method="get">'
    '<input type="text" name="query" id="query"><button name="submit_search" type="submit">Search</button></form></div>'
    '<nav id="top-nav" class="top" role="navigation">'
    + ul(
        [
            ("/items/browse", "Browse Items"),
            ("/collections/browse", "Browse Collections"),
            ("/exhibits", "Browse Exhibits"),
            ("/about", "About"),
        ],
        "navigation",
    )
    + "</nav></header>",
    '<footer role="contentinfo"><div id="footer-text"><p>Heritage Coast Archive, Coastal Museum Trust.</p></div>'
    '<p>Proudly powered by <a href="http://omeka.org">Omeka</a>.</p></footer>',
    css=(
        "/application/views/scripts/css/iconfonts.css?v=3.1.2",
        "/themes/berlin/css/style.css?v=3.1.2",
    ),
    js=(
        "/application/views/scripts/javascripts/vendor/jquery.js?v=3.1.2",
        "/themes/berlin/javascripts/berlin.js?v=3.1.2",
    ),
    logo="/files/theme_uploads/hca-logo.png",
    favicon="/themes/berlin/images/favicon.ico",
    generator="Omeka",
    body_attrs='class="items show"',
)
OUTPUTS = ["atom", "dc-rdf", "dcmes-xml", "json", "omeka-xml"]
ITEMS = {
    112: (
        "Fisherman's logbook of the smack Good Intent, 1911",
        [(45, "logbook_p1.jpg"), (46, "logbook_p2.jpg")],
        ["fishing", "logbooks"],
    ),
    87: ("Oral history: herring gutters of Wick, 1930s", [], ["oral history", "herring"]),
    113: ("Harbour master's ledger, 1912", [], ["harbour"]),
}


def omeka_item(n):
    title, files, tags = ITEMS[n]
    base = f"/items/show/{n}"
    pages, truth = {}, {base}
    fl = ""
    for fid, name in files:
        orig = f"/files/original/{fid:04d}a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5.jpg"
        pages[orig] = Response.data(png(32, 24, (120, 100, 70)), "image/jpeg")
        pages[f"/files/show/{fid}"] = OSH.page(
            name,
            f'<h1>{e(name)}</h1><img src="/files/fullsize/{fid:04d}.jpg" alt="">'
            f"<p>{a(orig, 'Download original file')}</p><p>Item: {a(base, title)}</p>",
        )
        truth |= {f"/files/show/{fid}", orig}
        fl += f'<div class="item-file image-jpeg">{a(f"/files/show/{fid}", name, class_="download-file")}<img class="thumb" src="/files/square_thumbnails/{fid:04d}.jpg" alt=""></div>'
    outs = []
    for o in OUTPUTS:
        u = f"{base}?output={o}"
        pages[u] = Response.text(f"{title} ({o})\n", content_type="application/xml")
        truth.add(u)
        outs.append((u, o))
    ids = sorted(ITEMS)
    prev_, next_ = ids[ids.index(n) - 1], ids[(ids.index(n) + 1) % len(ids)]
    main = (
        f'<h1>{e(title)}</h1><div id="dublin-core-title" class="element"><h3>Title</h3><div class="element-text">{e(title)}</div></div>'
        f'<div id="dublin-core-date" class="element"><h3>Date</h3><div class="element-text">1911</div></div>'
        f'<div id="itemfiles" class="element"><h3>Files</h3>{fl or "<p>No files</p>"}</div>'
        f'<div id="collection" class="element"><h3>Collection</h3>{a("/collections/show/4", "Fishing Heritage")}</div>'
        f'<div id="item-tags" class="element"><h3>Tags</h3>{", ".join(a("/items/browse?tags=" + t.replace(" ", "+"), t) for t in tags)}</div>'
        f'<div id="item-citation" class="element"><h3>Citation</h3><div class="element-text">“{e(title)},” <em>Heritage Coast Archive</em>, '
        f"accessed March 3, 2024, https://{OH}{base}.</div></div>"
        f'<div id="item-output-formats" class="element"><h3>Output Formats</h3>{ul(outs)}</div>'
        f'<ul class="item-pagination navigation"><li id="previous-item" class="previous">{a(f"/items/show/{prev_}", "← Previous Item")}</li>'
        f'<li id="next-item" class="next">{a(f"/items/show/{next_}", "Next Item →")}</li></ul>'
    )
    pages[base] = OSH.page(title, main)
    return pages, {OSH.url(t) for t in truth}


def build_omeka():
    pages = {}
    for n in ITEMS:
        pages.update(omeka_item(n)[0])
    OSH.featured = [(f"/items/show/{n}", ITEMS[n][0]) for n in ITEMS]
    return [
        build_site(
            OSH,
            pages,
            "<h1>Heritage Coast Archive</h1><h2>Featured Item</h2>"
            + ul(OSH.featured[:1])
            + "<h2>Recently Added Items</h2>"
            + ul(OSH.featured),
        )
    ]


# -- open lab notebook (MediaWiki) --------------------------------------------------------
WH = "wiki.openbench-lab.example"
WSH = Shell(
    WH,
    "OpenBench",
    "{title} - OpenBench",
    '<div id="mw-head"><div id="p-personal" role="navigation"><ul>'
    + f"<li>{a('/w/index.php?title=Special:CreateAccount', 'Create account')}</li><li>{a('/w/index.php?title=Special:UserLogin', 'Log in')}</li></ul></div>"
    '<div id="p-search" role="search"><form action="/w/index.php" id="searchform"><input type="hidden" name="title" value="Special:Search">'
    '<input type="search" name="search"></form></div></div>'
    '<div id="mw-panel"><div id="p-logo" role="banner"><a class="mw-wiki-logo" href="/wiki/Main_Page" title="Visit the main page"></a></div>'
    + ul(
        [
            ("/wiki/Main_Page", "Main page"),
            ("/wiki/OpenBench:Labs", "Labs"),
            ("/wiki/Special:RecentChanges", "Recent changes"),
            ("/wiki/Special:Random", "Random page"),
            ("/wiki/Help:Contents", "Help"),
        ]
    )
    + "</div>",
    '<div id="footer" role="contentinfo"><ul id="footer-places">'
    + f"<li>{a('/wiki/OpenBench:Privacy_policy', 'Privacy policy')}</li>"
    + f"<li>{a('/wiki/OpenBench:About', 'About OpenBench')}</li><li>{a('/wiki/OpenBench:General_disclaimer', 'Disclaimers')}</li></ul>"
    + '<ul id="footer-icons"><li><a href="https://www.mediawiki.org/"><img src="/resources/assets/poweredby_mediawiki_88x31.png" alt="Powered by MediaWiki"></a></li></ul></div>',
    css=(
        "/load.php?lang=en&modules=site.styles%7Cskins.vector.styles.legacy&only=styles&skin=vector",
    ),
    js=("/load.php?lang=en&modules=startup&only=scripts&raw=1&skin=vector",),
    logo="/resources/assets/openbench-logo.png",
    favicon="/favicon.ico",
    generator="MediaWiki 1.39.5",
    body_attrs='class="mediawiki ltr sitedir-ltr ns-0 skin-vector action-view"',
)
DAYS = ["2023/05/13", "2023/05/14", "2023/05/15", "2023/05/16"]
NB = "Coral_Spawning_Lab:Notebook"


def notebook_page(i):
    day = DAYS[i]
    title = f"{NB}/{day}"
    t = title.replace("_", " ")
    q = title.replace(":", "%3A")
    tabs = ul(
        [
            (f"/wiki/{title}", "Page"),
            (f"/wiki/Talk:{title}", "Discussion"),
            (f"/w/index.php?title={q}&action=edit", "Edit"),
            (f"/w/index.php?title={q}&action=history", "View history"),
        ],
        "vector-menu-tabs",
    )
    tools = ul(
        [
            (f"/wiki/Special:WhatLinksHere/{title}", "What links here"),
            (f"/w/index.php?title={q}&oldid={8800 + i}", "Permanent link"),
            (f"/w/index.php?title={q}&action=info", "Page information"),
            (f"/w/index.php?title={q}&printable=yes", "Printable version"),
        ]
    )
    prev_ = a(f"/wiki/{NB}/{DAYS[i - 1]}", "« previous entry") if i > 0 else ""
    next_ = a(f"/wiki/{NB}/{DAYS[i + 1]}", "next entry »") if i + 1 < len(DAYS) else ""
    main = (
        f'{tabs}<h1 id="firstHeading" class="firstHeading">{e(t)}</h1><div id="bodyContent"><div id="mw-content-text">'
        f'<table class="notebook-nav"><tr><td>{prev_}</td><td>{a(f"/wiki/{NB}", "Notebook index")}</td><td>{next_}</td></tr></table>'
        f"<h2>Objective</h2><p>Collect gamete bundles from tank {i + 2}.</p><h2>Protocol</h2><ol><li>Lights off 19:00.</li>"
        f"<li>Collect bundles with a 20 ml syringe.</li></ol><h2>Results</h2><p>{3 + i} colonies spawned.</p>"
        f"<p>Entry by {a('/wiki/User:Maren_Solberg', 'Maren Solberg')}</p></div>"
        f'<div id="catlinks" class="catlinks">{a("/wiki/Special:Categories", "Categories")}: {a("/wiki/Category:Coral_Spawning_Lab", "Coral Spawning Lab")}</div></div>'
        f'<div id="p-tb" role="navigation"><h3>Tools</h3>{tools}</div>'
    )
    return f"/wiki/{title}", WSH.page(t, main)


def build_wiki():
    pages = dict(notebook_page(i) for i in range(len(DAYS)))
    WSH.featured = [(f"/wiki/{NB}/{d}", d) for d in DAYS]
    pages["/wiki/Main_Page"] = WSH.page(
        "Main Page",
        "<h1>Welcome to OpenBench</h1><p>Open lab notebooks.</p>"
        + ul([(f"/wiki/{NB}", "Coral Spawning Lab notebook")]),
    )
    pages["/"] = Response.redirect(f"https://{WH}/wiki/Main_Page", 301)
    return [build_site(WSH, pages, "")]


def _single(name, imitates, url, build, others=frozenset()):
    return Case(
        name,
        imitates,
        "single-artifact-uri",
        "single_page",
        url,
        frozenset({url}),
        build,
        frozenset(others),
    )


CASES = [
    _single(
        "video-reverse-pipetting",
        "lab-video-portal",
        VSH.url(f"/video/{VIDEOS[0][0]}/{VIDEOS[0][1]}"),
        build_video,
        {VSH.url(f"/video/{v[0]}/{v[1]}") for v in VIDEOS[1:]},
    ),
    _single(
        "video-coral-fixation",
        "lab-video-portal",
        VSH.url(f"/video/{VIDEOS[1][0]}/{VIDEOS[1][1]}"),
        build_video,
        {VSH.url(f"/video/{v[0]}/{v[1]}") for v in (VIDEOS[0], VIDEOS[2])},
    ),
    Case(
        "omeka-item-with-files",
        "omeka-classic",
        "single-artifact-uri",
        "single_page",
        OSH.url("/items/show/112"),
        frozenset(omeka_item(112)[1]),
        build_omeka,
        frozenset({OSH.url("/items/show/87"), OSH.url("/items/show/113")}),
    ),
    Case(
        "omeka-item-metadata-only",
        "omeka-classic",
        "single-artifact-uri",
        "single_page",
        OSH.url("/items/show/87"),
        frozenset(omeka_item(87)[1]),
        build_omeka,
        frozenset({OSH.url("/items/show/112"), OSH.url("/items/show/113")}),
    ),
    _single(
        "notebook-entry-0514",
        "lab-notebook-wiki",
        WSH.url(f"/wiki/{NB}/{DAYS[1]}"),
        build_wiki,
        {WSH.url(f"/wiki/{NB}/{DAYS[0]}"), WSH.url(f"/wiki/{NB}/{DAYS[2]}")},
    ),
    _single(
        "notebook-entry-0515",
        "lab-notebook-wiki",
        WSH.url(f"/wiki/{NB}/{DAYS[2]}"),
        build_wiki,
        {WSH.url(f"/wiki/{NB}/{DAYS[1]}"), WSH.url(f"/wiki/{NB}/{DAYS[3]}")},
    ),
]
