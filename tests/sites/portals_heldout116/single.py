"""Single-URI artifacts: blog posts, observatory news, a forum thread, archive items, and a
hand-made station page whose every link is one of its files (Single Page+)."""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, host, image, pdf_doc, text, ul

# --- WordPress: a volcanology blog ----------------------------------------------------------

WP = Portal(
    host("blog", "magmaticmusings"),
    "Magmatic Musings",
    [
        ("/", "Home"),
        ("/about/", "About"),
        ("/category/eruptions/", "Eruptions"),
        ("/category/seismology/", "Seismology"),
        ("/contact/", "Contact"),
    ],
    [
        ("/privacy-policy/", "Privacy Policy"),
        ("/feed/", "RSS"),
        ("http://wordpress.test/", "Proudly powered by WordPress"),
    ],
    title_format="{title} – {name}",
)
WP_POSTS = {
    "/2025/11/03/reading-the-tremor-at-grindavik/": (
        "Reading the tremor at Grindavík",
        1841,
        "Harmonic tremor returned to the Sundhnúkur crater row on 2 November. Here is how the "
        "RSAM curve from the nearest stations should be read, and why a drop in tremor does "
        "not always mean the dike has stopped growing.",
        "iceland",
    ),
    "/2026/01/19/why-b-values-drop-before-large-earthquakes/": (
        "Why b-values drop before large earthquakes (and when they do not)",
        1902,
        "The Gutenberg–Richter b-value is often quoted as a stress meter. A look at three "
        "sequences and at the completeness magnitude problem that haunts every such claim.",
        "statistical-seismology",
    ),
    "/2025/09/14/a-week-on-stromboli/": ("A week on Stromboli", 1799, "Field notes.", "italy"),
    "/2026/02/27/tephra-sampling-kits/": ("Tephra sampling kits", 1930, "Gear notes.", "field"),
}


def _wp_post(path: str, prev: str | None, nxt: str | None) -> str:
    title, pid, body, cat = WP_POSTS[path]
    nav = []
    if prev:
        nav.append(a(prev, "← " + WP_POSTS[prev][0]))
    if nxt:
        nav.append(a(nxt, WP_POSTS[nxt][0] + " →"))
    head = (
        f'<link rel="alternate" type="application/rss+xml" href="/feed/">'
        f'<link rel="alternate" type="application/json" href="/wp-json/wp/v2/posts/{pid}">'
        f'<link rel="shortlink" href="/?p={pid}"><link rel="canonical" href="{WP.url(path)}">'
    )
    main = (
        f'<article class="post-{pid} post type-post"><h1 class="entry-title">{title}</h1>'
        f'<p class="byline">Posted by {a("/author/hrafnhildur/", "Hrafnhildur")} in '
        f"{a(f'/category/{cat}/', cat.replace('-', ' ').title())}</p>"
        f'<div class="entry-content"><p>{body}</p>'
        '<figure class="wp-block-image"><img src="/wp-content/uploads/2025/11/rsam.png" '
        'alt="RSAM"></figure></div>'
        f'<footer class="entry-footer">Tags: {a("/tag/volcanic-tremor/", "volcanic tremor")}'
        "</footer></article>"
        f'<nav class="post-navigation">{" ".join(nav)}</nav>'
        '<section id="comments"><h2>2 thoughts</h2><ol class="comment-list">'
        f'<li id="comment-12">Great explainer! {a(f"{path}?replytocom=12#respond", "Reply")}</li>'
        "</ol></section>"
    )
    return WP.page(title, main, head=head, share=WP.url(path))


def build_wp() -> list[Site]:
    order = sorted(WP_POSTS)
    pages: dict[str, str | Response] = {}
    for i, path in enumerate(order):
        prev = order[i - 1] if i else None
        nxt = order[i + 1] if i + 1 < len(order) else None
        pages[path] = _wp_post(path, prev, nxt)
    pages["/wp-content/uploads/2025/11/rsam.png"] = image((200, 60, 30))
    return [WP.site(pages)]


# --- Drupal: a volcano observatory's news and activity reports -------------------------------

DR = Portal(
    host("www", "volcano-observatory"),
    "Philippine Volcano Observatory (mock)",
    [
        ("/volcanoes", "Volcanoes"),
        ("/news", "News"),
        ("/activity-reports", "Activity reports"),
        ("/hazard-maps", "Hazard maps"),
        ("/about-us", "About us"),
    ],
    [
        ("/node/12", "Disclaimer"),
        ("/privacy", "Data privacy"),
        ("/contact", "Contact us"),
        ("/rss.xml", "RSS"),
    ],
    title_format="{title} | {name}",
)
DR_NODES = {
    "/news/2026/02/alert-level-2-raised-over-kanlaon-volcano": (
        "Alert Level 2 raised over Kanlaon Volcano",
        "At 08:00 today the alert status of Kanlaon Volcano was raised from Alert Level 1 to "
        "Alert Level 2 after 41 volcano-tectonic earthquakes and sulfur dioxide emission of "
        "3,120 tonnes/day. The 4-km Permanent Danger Zone must remain clear.",
        "/volcanoes/kanlaon",
    ),
    "/activity-reports/taal-volcano-summary-of-24hr-observation-2026-03-04": (
        "Taal Volcano summary of 24hr observation, 04 March 2026",
        "Main Crater upwelling of hot volcanic fluids; 2 volcanic earthquakes; plume 600 m "
        "tall, drifting southwest. Sulfur dioxide flux 4,893 tonnes/day.",
        "/volcanoes/taal",
    ),
}


def _dr_node(path: str) -> str:
    title, body, volcano = DR_NODES[path]
    main = (
        f'<article role="article" class="node node--type-article"><h1>{title}</h1>'
        f'<div class="field--name-body"><p>{body}</p>'
        '<img src="/sites/default/files/styles/large/public/2026-03/plume.jpg" alt="plume">'
        "</div>"
        f'<div class="field--name-field-volcano">Volcano: {a(volcano, volcano.rsplit("/", 1)[1].title())}'
        "</div>"
        f'<div class="field--name-field-tags">{a("/taxonomy/term/7", "Bulletins")}</div>'
        "</article>"
    )
    nid = 4471 + list(DR_NODES).index(path) * 38
    head = f'<link rel="canonical" href="{DR.url(path)}"><link rel="shortlink" href="/node/{nid}">'
    return DR.page(title, main, head=head, share=DR.url(path))


def build_drupal() -> list[Site]:
    pages: dict[str, str | Response] = {p: _dr_node(p) for p in DR_NODES}
    pages["/sites/default/files/styles/large/public/2026-03/plume.jpg"] = image((160, 160, 160))
    return [DR.site(pages)]


# --- Discourse: a seismology software forum -------------------------------------------------

DI = Portal(
    host("discourse", "seispy-community"),
    "SeisPy Community Forum",
    [("/latest", "Latest"), ("/categories", "Categories"), ("/top", "Top"), ("/faq", "FAQ")],
    [("/tos", "Terms of Service"), ("/privacy", "Privacy Policy")],
    title_format="{title} - Help - {name}",
)
DI_THREAD = "/t/remove-response-returns-nan-for-a-strong-motion-channel/1842"


def build_discourse() -> list[Site]:
    posts = [
        (
            "jvazquez",
            "Calling <code>st.remove_response(inventory=inv, output='ACC')</code> on "
            "an HNZ channel returns all NaN. The StationXML has a FIR stage with gain 0.",
        ),
        (
            "megies",
            "A zero stage gain breaks the overall sensitivity. Fix the StationXML or "
            "pass <code>water_level=None</code> after checking the poles and zeros.",
        ),
        ("jvazquez", "That was it — the datacenter republished the response. Thanks!"),
    ]
    items = "".join(
        f'<article class="topic-post" id="post_{i}"><p class="names">'
        f'{a(f"/u/{u}", u)}</p><div class="cooked">{t}</div>'
        f'<a class="post-date" href="{DI_THREAD}/{i}">#{i}</a></article>'
        for i, (u, t) in enumerate(posts, 1)
    )
    main = (
        "<h1>remove_response returns NaN for a strong-motion channel</h1>"
        f'<p class="category">{a("/c/help/5", "Help")} {a("/tag/instrument-response", "instrument-response")}</p>'
        f"{items}"
        f"<h3>Related topics</h3>{ul([('/t/gaps-in-miniseed-after-merge/1790', 'Gaps in miniSEED after merge')])}"
    )
    head = f'<link rel="canonical" href="{DI.url(DI_THREAD)}">'
    page = DI.page("remove_response returns NaN for a strong-motion channel", main, head=head)
    other = DI.page("Gaps in miniSEED after merge", "<h1>Gaps in miniSEED after merge</h1>")
    return [DI.site({DI_THREAD: page, "/t/gaps-in-miniseed-after-merge/1790": other})]


# --- Omeka Classic: a historical seismogram archive -----------------------------------------

OM = Portal(
    host("collections", "seismohistory"),
    "Historical Seismograms Archive",
    [
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    [("/items/browse?output=omeka-xml", "Omeka XML"), ("http://omeka.test/", "Powered by Omeka")],
    title_format="{title} · {name}",
)
OM_ITEMS = {
    "/items/show/2207": (
        "Wiechert seismogram, Göttingen, 18 April 1906 (San Francisco earthquake)",
        "Smoked-paper record, N-S component, 1000 kg inverted pendulum.",
        "/files/fullsize/8f1c0a7e2d_1906-04-18-GTT-NS.jpg",
        "/collections/show/4",
    ),
    "/items/show/3115": (
        "Photograph of the Vesuvius Observatory seismograph room, c. 1910",
        "Glass-plate negative showing the Palmieri electromagnetic seismograph.",
        "/files/fullsize/21b9dd04c3_vesuvius-seismograph-room.jpg",
        "/collections/show/9",
    ),
}


def build_omeka() -> list[Site]:
    pages: dict[str, str | Response] = {}
    for path, (title, desc, img, coll) in OM_ITEMS.items():
        main = (
            f'<div id="primary"><h1>{title}</h1>'
            f'<div id="item-images"><img src="{img}" alt="{title}"></div>'
            f'<div class="element-set"><h2>Dublin Core</h2><h3>Description</h3><p>{desc}</p>'
            "<h3>Rights</h3><p>Public domain</p></div>"
            f'<div id="collection"><h3>Collection</h3>{a(coll, "Seismograms")}</div>'
            f'<ul class="item-pagination">{a("/items/show/2206", "← Previous Item")} '
            f"{a('/items/show/2208', 'Next Item →')}</ul></div>"
        )
        pages[path] = OM.page(title, main)
        pages[img] = image((90, 70, 50))
    return [OM.site(pages)]


# --- Hand-made station page of a legacy observatory site (no chrome) -------------------------

ST_HOST = host("seismo", "oldobs-geophys")
ST = {
    "MTNR": ("Mount Ranui", "-39.2811", "175.5612", "Guralp CMG-3ESPC 60s"),
    "OKDZ": ("Okataina Dome", "-38.1207", "176.4255", "Nanometrics Trillium Compact 120s"),
}


def _station_page(code: str) -> str:
    name, lat, lon, sensor = ST[code]
    files = [
        (f"/stations/{code}/{code}.dataless", f"{code}.dataless (SEED dataless volume)"),
        (f"/stations/{code}/{code}_response.pdf", "Instrument response plot (PDF)"),
        (f"/stations/{code}/{code}_site.jpg", "Site photograph"),
        (f"/stations/{code}/{code}_noise_psd.png", "Noise PSD, 2025 (PNG)"),
    ]
    return (
        f'<html><head><title>Station {code} - {name}</title></head>\n<body bgcolor="#ffffff">'
        f"<h2>Station {code} ({name})</h2><table border=1>"
        f"<tr><td>Latitude</td><td>{lat}</td></tr><tr><td>Longitude</td><td>{lon}</td></tr>"
        f"<tr><td>Sensor</td><td>{sensor}</td></tr><tr><td>Digitiser</td><td>Q330S+</td></tr>"
        f"</table><p>Files:</p>{ul(files)}<hr><i>Last updated 12 Mar 2019</i></body></html>"
    )


def build_station() -> list[Site]:
    site = Site(ST_HOST)
    site.add(
        "/", "<html><head><title>Seismograph network</title></head><body>Stations</body></html>"
    )
    for code in ST:
        site.add(f"/stations/{code}.html", _station_page(code))
        site.add(
            f"/stations/{code}/{code}.dataless",
            Response.data(b"000001V 010009402.3121992", "application/octet-stream"),
        )
        site.add(f"/stations/{code}/{code}_response.pdf", pdf_doc(f"Response {code}", "BHZ"))
        site.add(f"/stations/{code}/{code}_site.jpg", image((70, 110, 60)))
        site.add(f"/stations/{code}/{code}_noise_psd.png", image((30, 30, 160)))
    site.add("/robots.txt", text("User-agent: *\nDisallow:\n"))
    return [site]


def _station_truth(code: str) -> list[str]:
    o = f"http://{ST_HOST}/stations/{code}"
    return [
        o + ".html",
        f"{o}/{code}.dataless",
        f"{o}/{code}_response.pdf",
        f"{o}/{code}_site.jpg",
        f"{o}/{code}_noise_psd.png",
    ]


CASES: list[Case] = [
    # WordPress blog post: the seed's table gives every blog post (Hypotheses, SciLogs,
    # ScienceBlogs...) Single Page; the comment reply link, feeds, wp-json and category/tag
    # archives are the platform's, not the post's.  Truth: the post.
    case(
        "wp-grindavik-tremor",
        "WordPress (volcanology blog post)",
        "Single Artifact URI",
        "single_page",
        WP.url("/2025/11/03/reading-the-tremor-at-grindavik/"),
        [WP.url("/2025/11/03/reading-the-tremor-at-grindavik/")],
        build_wp,
        others=[WP.url("/2025/09/14/a-week-on-stromboli/")],
    ),
    # Same blog, a post whose neighbours are both posts: Single Page, truth the post.
    case(
        "wp-b-values",
        "WordPress (seismology blog post)",
        "Single Artifact URI",
        "single_page",
        WP.url("/2026/01/19/why-b-values-drop-before-large-earthquakes/"),
        [WP.url("/2026/01/19/why-b-values-drop-before-large-earthquakes/")],
        build_wp,
        others=[WP.url("/2026/02/27/tephra-sampling-kits/")],
    ),
    # Drupal observatory news article: an article (The Conversation, Nautilus in the seed's
    # table) is Single Page; the volcano page and taxonomy term are other things.
    case(
        "drupal-kanlaon-alert",
        "Drupal (volcano observatory news)",
        "Single Artifact URI",
        "single_page",
        DR.url("/news/2026/02/alert-level-2-raised-over-kanlaon-volcano"),
        [DR.url("/news/2026/02/alert-level-2-raised-over-kanlaon-volcano")],
        build_drupal,
    ),
    # Drupal daily activity report (a bulletin node): Single Page, truth the node.
    case(
        "drupal-taal-24hr",
        "Drupal (observatory activity report)",
        "Single Artifact URI",
        "single_page",
        DR.url("/activity-reports/taal-volcano-summary-of-24hr-observation-2026-03-04"),
        [DR.url("/activity-reports/taal-volcano-summary-of-24hr-observation-2026-03-04")],
        build_drupal,
    ),
    # Discourse help thread: a discussion (PubPeer, PubMed Commons in the seed) is Single
    # Page; the per-post permalinks are the same thread scrolled.  Truth: the thread.
    case(
        "discourse-remove-response",
        "Discourse (seismology software forum thread)",
        "Single Artifact URI",
        "single_page",
        DI.url(DI_THREAD),
        [DI.url(DI_THREAD)],
        build_discourse,
        others=[DI.url("/t/gaps-in-miniseed-after-merge/1790")],
    ),
    # Omeka Classic item whose image is shown inline (no file pages linked): the seed's
    # Omeka.net row, Single Page (the image is an embedded resource).  Truth: the item page.
    case(
        "omeka-1906-wiechert",
        "Omeka Classic (historical seismogram item)",
        "Single Artifact URI",
        "single_page",
        OM.url("/items/show/2207"),
        [OM.url("/items/show/2207")],
        build_omeka,
    ),
    # A photograph item, same installation and reasoning (Single Page): truth the item page.
    case(
        "omeka-vesuvius-photo",
        "Omeka Classic (observatory photograph item)",
        "Single Artifact URI",
        "single_page",
        OM.url("/items/show/3115"),
        [OM.url("/items/show/3115")],
        build_omeka,
    ),
    # Hand-made station page with no menu or footer: every link is one of the station's
    # files, one hop away, so Single Page+ takes exactly the artifact.  Truth: page + 4 files.
    case(
        "station-mtnr",
        "Hand-made station page (legacy observatory site)",
        "Single Hop",
        "single_page_plus",
        f"http://{ST_HOST}/stations/MTNR.html",
        _station_truth("MTNR"),
        build_station,
    ),
    # Second station page of the same site, same reasoning (Single Page+).  Truth: page and
    # its 4 files.
    case(
        "station-okdz",
        "Hand-made station page (legacy observatory site)",
        "Single Hop",
        "single_page_plus",
        f"http://{ST_HOST}/stations/OKDZ.html",
        _station_truth("OKDZ"),
        build_station,
    ),
]
