"""Single-page and single-hop-without-chrome portals: a maker-lab WordPress blog, a
RepRap-style MediaWiki, an Omeka S instrument collection, a Discourse robotics forum, and
two hand-made instrument pages."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, blob, doc, image, text, ul

# --- WordPress (maker-lab blog) -------------------------------------------------------

WP = Portal(
    "blog.fablab-kiel.hx114.example",
    "FabLab Kiel",
    [
        ("/", "Blog"),
        ("/projekte/", "Projects"),
        ("/oeffnungszeiten/", "Opening hours"),
        ("/kurse/", "Workshops"),
        ("/kontakt/", "Contact"),
    ],
    [
        ("/impressum/", "Impressum"),
        ("/datenschutz/", "Privacy"),
        ("/feed/", "RSS"),
        ("http://mastodon.hx-social.test/@fablabkiel", "Mastodon"),
    ],
    title_format="{title} – {name}",
    home_title="FabLab Kiel – Offene Werkstatt für digitale Fabrikation",
)
WP_POST = "/2026/03/12/a-fin-ray-gripper-for-the-so-101-arm/"
WP_PREV = "/2026/02/27/laser-cutter-exhaust-retrofit/"
WP_NEXT = "/2026/03/30/repair-cafe-march-recap/"


def _wp_post(
    path: str, post_id: int, title: str, body: str, prev: str | None, nxt: str | None
) -> str:
    head = (
        f'<link rel="canonical" href="{WP.url(path)}">'
        f"<link rel='shortlink' href='{WP.url(f'/?p={post_id}')}'>"
        '<link rel="alternate" type="application/rss+xml" title="FabLab Kiel &raquo; Feed" '
        'href="/feed/"><link rel="https://api.w.org/" href="/wp-json/">'
        f'<link rel="alternate" type="application/json" href="/wp-json/wp/v2/posts/{post_id}">'
    )
    nav = ""
    if prev:
        nav += f'<div class="nav-previous">{a(prev, "Previous post")}</div>'
    if nxt:
        nav += f'<div class="nav-next">{a(nxt, "Next post")}</div>'
    main = (
        f'<article class="post type-post status-publish format-standard hentry">'
        f'<header class="entry-header"><h1 class="entry-title">{title}</h1>'
        f'<div class="entry-meta">Posted on <time datetime="2026-03-12">12 March 2026</time> '
        f'by <span class="author vcard">{a("/author/jana-petersen/", "Jana Petersen")}</span>'
        f'</div></header><div class="entry-content">{body}</div>'
        f'<footer class="entry-footer">Categories: {a("/category/robotik/", "Robotik")} · '
        f"Tags: {a('/tag/so-101/', 'SO-101')}, {a('/tag/3d-druck/', '3D-Druck')}</footer>"
        f'</article><nav class="navigation post-navigation">{nav}</nav>'
        f'<div id="comments" class="comments-area"><h2>2 comments</h2><ol class="comment-list">'
        f"<li>Mats: Printed it in TPU 95A, works great.</li><li>Jana: Thanks!</li></ol>"
        f'<div id="respond"><form action="/wp-comments-post.php" method="post">'
        f"<textarea name=comment></textarea></form></div></div>"
    )
    return WP.page(title, main, head=head, share=WP.url(path))


def wp_site() -> list[Site]:
    body = (
        "<p>Our SO-101 arms came with the stock parallel jaw. For soft produce we printed a "
        "fin-ray jaw in TPU and mounted it on the wrist servo.</p>"
        '<p><a href="/wp-content/uploads/2026/03/finray-jaw-scaled.jpg">'
        '<img src="/wp-content/uploads/2026/03/finray-jaw-1024x768.jpg" alt="Fin-ray jaw">'
        "</a></p><p>The STL files are in our "
        + a("http://git.fablab-kiel-forge.hx-other.test/fablab/finray", "repository")
        + ". Come to the Thursday open lab to try it.</p>"
    )
    pages = {
        WP_POST: _wp_post(
            WP_POST, 2211, "A fin-ray gripper for the SO-101 arm", body, WP_PREV, WP_NEXT
        ),
        WP_PREV: _wp_post(
            WP_PREV,
            2187,
            "Laser cutter exhaust retrofit",
            "<p>New fan, new duct.</p>",
            None,
            WP_POST,
        ),
        WP_NEXT: _wp_post(
            WP_NEXT, 2240, "Repair café: March recap", "<p>31 devices fixed.</p>", WP_POST, None
        ),
        "/wp-content/uploads/2026/03/finray-jaw-scaled.jpg": image((200, 120, 40)),
        "/wp-content/uploads/2026/03/finray-jaw-1024x768.jpg": image((200, 120, 40)),
    }
    return [WP.site(pages)]


# --- MediaWiki (RepRap-style wiki) ------------------------------------------------------

MW = Portal(
    "wiki.reprap-community.hx114.example",
    "RepRap",
    [
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
        ("/wiki/Special:Random", "Random page"),
        ("/wiki/Help:Contents", "Help"),
    ],
    [
        ("/wiki/RepRap:Privacy_policy", "Privacy policy"),
        ("/wiki/RepRap:About", "About RepRap"),
        ("/wiki/RepRap:General_disclaimer", "Disclaimers"),
    ],
    title_format="{title} - {name}",
    home_title="RepRap",
)
MW_PAGE = "/wiki/Delta_printer_endstop_calibration"


def mw_site() -> list[Site]:
    t = "Delta_printer_endstop_calibration"
    tabs = ul(
        [
            (MW_PAGE, "Page"),
            (f"/wiki/Talk:{t}", "Discussion"),
            (f"/index.php?title={t}&action=edit", "Edit"),
            (f"/index.php?title={t}&action=history", "View history"),
        ],
        "vector-menu-tabs",
    )
    tools = ul(
        [
            (f"/wiki/Special:WhatLinksHere/{t}", "What links here"),
            (f"/index.php?title={t}&oldid=201877", "Permanent link"),
            (f"/index.php?title={t}&printable=yes", "Printable version"),
        ],
        "p-tb",
    )
    main = (
        f'{tabs}<h1 id="firstHeading">Delta printer endstop calibration</h1>'
        '<div id="mw-content-text"><p>On a <a href="/wiki/Delta">delta</a> machine the three '
        "tower endstops must trigger at the same carriage height, or the bed appears tilted "
        'and dished. See also <a href="/wiki/Auto_bed_levelling">Auto bed levelling</a>.</p>'
        '<h2><span class="mw-headline" id="Procedure">Procedure</span></h2><ol>'
        "<li>Home all towers (G28).</li><li>Probe near each tower with a feeler gauge.</li>"
        "<li>Adjust M666 X/Y/Z offsets and repeat until within 0.02 mm.</li></ol>"
        '<div class="thumb"><img src="/images/thumb/3/3f/Delta_towers.png/300px-Delta_towers.png"'
        ' alt=""></div></div>'
        '<div id="catlinks">Categories: <a href="/wiki/Category:Calibration">Calibration</a> | '
        '<a href="/wiki/Category:Delta">Delta</a></div>'
        f"{tools}<p>This page was last edited on 2 February 2026.</p>"
    )
    pages = {
        MW_PAGE: MW.page("Delta printer endstop calibration", main),
        "/images/thumb/3/3f/Delta_towers.png/300px-Delta_towers.png": image(),
        "/wiki/Delta": MW.page("Delta", "<h1>Delta</h1><p>A parallel-arm printer.</p>"),
    }
    return [MW.site(pages)]


# --- Omeka S (university scientific-instrument collection) -----------------------------

OMEKA = Portal(
    "collections.instrumentarium-uu.hx114.example",
    "Historical Scientific Instruments",
    [
        ("/s/instruments/page/welcome", "Home"),
        ("/s/instruments/item", "Browse items"),
        ("/s/instruments/item-set", "Collections"),
        ("/s/instruments/page/about", "About"),
    ],
    [
        ("/s/instruments/page/rights", "Rights statement"),
        ("/s/instruments/page/contact", "Contact"),
    ],
    title_format="{title} · {name}",
    home_title="Historical Scientific Instruments · Omeka S",
)
OMEKA_ITEM = "/s/instruments/item/1187"


def omeka_site() -> list[Site]:
    rows = [
        ("Title", "Moving-coil mirror galvanometer, Siemens & Halske, c. 1905"),
        ("Creator", "Siemens &amp; Halske, Berlin"),
        ("Date", "c. 1905"),
        ("Medium", "Brass, glass, silk suspension"),
        ("Dimensions", "H 38 cm, base 18 cm"),
        ("Identifier", "UU-PHYS-0412"),
    ]
    dl = "".join(
        f'<div class="property"><h4>{k}</h4><div class="values">{v}</div></div>' for k, v in rows
    )
    main = (
        '<div class="media-embeds"><img src="/files/large/4b2e9d0c1f8a.jpg" '
        'alt="Mirror galvanometer"></div>'
        f"<h2>Moving-coil mirror galvanometer, Siemens &amp; Halske, c. 1905</h2>{dl}"
        '<div class="property"><h4>Item sets</h4><div class="values">'
        f"{a('/s/instruments/item-set/12', 'Electrical measurement')}</div></div>"
        '<div class="property"><h4>Subject</h4><div class="values">'
        f"{a('/s/instruments/item?Search=&property[0][property]=3&property[0][type]=eq&property[0][text]=Galvanometers', 'Galvanometers')}"
        "</div></div>"
    )
    pages = {
        OMEKA_ITEM: OMEKA.page("Moving-coil mirror galvanometer, Siemens & Halske, c. 1905", main),
        "/files/large/4b2e9d0c1f8a.jpg": image((150, 110, 60)),
    }
    return [OMEKA.site(pages)]


# --- Discourse (robotics community forum) ----------------------------------------------

DISC = Portal(
    "forum.lerobot-community.hx114.example",
    "LeRobot Community",
    [
        ("/latest", "Latest"),
        ("/categories", "Categories"),
        ("/top", "Top"),
        ("/faq", "FAQ"),
        ("/about", "About"),
    ],
    [("/tos", "Terms of Service"), ("/privacy", "Privacy Policy")],
    title_format="{title} - {name}",
    home_title="LeRobot Community",
)
DISC_TOPIC = "/t/so-101-leader-arm-reads-wrong-wrist-offset-after-firmware-update/4821"


def discourse_site() -> list[Site]:
    posts = [
        (
            "kasia_w",
            "After flashing the STS3215 servos to 3.10 the leader wrist_roll reports "
            "~2048 ticks off. Re-running calibration does not help.",
        ),
        (
            "bram",
            "Same here. The new firmware changed the homing offset register; you have to "
            "clear it before calibrating: write 0 to address 31.",
        ),
        ("kasia_w", "That was it, thanks. Marking as solved."),
    ]
    art = "".join(
        f'<div class="topic-body crawler-post" itemprop="comment"><div class="crawler-post-meta">'
        f'<span class="creator">{a(f"/u/{u}", u)}</span></div><div class="post">'
        f"<p>{t}</p></div></div>"
        for u, t in posts
    )
    title = "SO-101 leader arm reads wrong wrist offset after firmware update"
    main = (
        f'<div id="topic-title"><h1>{a(DISC_TOPIC, title)}</h1>'
        f"{a('/c/hardware/5', 'Hardware')} {a('/tag/so-101', 'so-101')} "
        f"{a('/tag/calibration', 'calibration')}</div>{art}"
        '<div class="suggested-topics"><h3>Related topics</h3>'
        f"{ul([('/t/so-100-follower-jitters-at-high-torque/4410', 'SO-100 follower jitters')])}"
        "</div>"
    )
    pages = {
        DISC_TOPIC: DISC.page(title, main),
        "/t/so-100-follower-jitters-at-high-torque/4410": DISC.page(
            "SO-100 follower jitters at high torque", "<h1>SO-100 follower jitters</h1>"
        ),
    }
    return [DISC.site(pages)]


# --- Hand-made lab pages (no site chrome) ---------------------------------------------

HM1 = "people.geo-hydro-lab.hx114.example"
HM1_PAGE = "/~lindqvist/instruments/tfmini-snow-depth.html"
HM1_FILES = {
    "/~lindqvist/files/tfmini-snow-depth-sensor-datasheet.pdf": doc(
        "TF-Mini snow depth sensor: datasheet", "Range 0.3-12 m", "Enclosure IP67"
    ),
    "/~lindqvist/files/tfmini-calibration-2025-11.csv": text(
        "distance_true_m,distance_read_m,temp_c\n0.50,0.512,-4.1\n1.00,1.018,-4.0\n"
        "2.00,2.031,-3.8\n",
        "text/csv; charset=utf-8",
    ),
    "/~lindqvist/files/tfmini-mast-bracket.step": blob("tfmini-mast-bracket.step", "model/step"),
    "/~lindqvist/files/tfmini-logger-wiring.png": image((20, 20, 20)),
    "/~lindqvist/files/tfmini_logger.ino": text(
        "// TF-Mini snow depth logger, ESP32 + SD\nvoid setup(){}\nvoid loop(){}\n"
    ),
}


def handmade1_site() -> list[Site]:
    lis = "".join(f'<li><a href="{p}">{p.rsplit("/", 1)[1]}</a></li>' for p in HM1_FILES)
    page = (
        "<html><head><title>TF-Mini LiDAR snow depth sensor</title></head><body>"
        "<h1>TF-Mini LiDAR snow depth sensor</h1><p>Low-cost snow depth sensor used on the "
        "Abisko transect 2024-2026. A TF-Mini Plus LiDAR looks down from a 2 m mast; an ESP32 "
        "logs to SD every 10 minutes.</p><h2>Files</h2><ul>" + lis + "</ul>"
        '<p>Questions: <a href="mailto:e.lindqvist@geo-hydro-lab.example">E. Lindqvist</a>'
        "</p><hr><address>Last modified 2025-12-02</address></body></html>"
    )
    site = Site(
        HM1,
        {
            HM1_PAGE: page,
            "/": "<html><head><title>People</title></head><body>"
            "<h1>Staff home pages</h1></body></html>",
            **HM1_FILES,
        },
    )
    return [site]


HM2 = "pages.metrolab-delft.hx114.example"
HM2_PAGE = "/calibration/certificates/2026-0412.html"
HM2_FILES = {
    "/calibration/dcc/2026-0412.xml": text(
        '<?xml version="1.0"?><dcc:digitalCalibrationCertificate schemaVersion="3.3.0" '
        'xmlns:dcc="https://ptb.de/dcc"><dcc:administrativeData><dcc:coreData>'
        "<dcc:uniqueIdentifier>2026-0412</dcc:uniqueIdentifier></dcc:coreData>"
        "</dcc:administrativeData></dcc:digitalCalibrationCertificate>\n",
        "application/xml",
    ),
    "/calibration/pdf/2026-0412-signed.pdf": doc(
        "Calibration certificate 2026-0412",
        "Six-axis force/torque sensor FT-150",
        "Serial FT150-22817",
    ),
    "/calibration/raw/2026-0412-loadsteps.csv": text(
        "axis,applied_N,reading_N\nFz,0,0.02\nFz,50,49.91\nFz,100,99.87\n",
        "text/csv; charset=utf-8",
    ),
    "/calibration/raw/2026-0412-uncertainty-budget.xlsx": blob(
        "budget", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    ),
}


def handmade2_site() -> list[Site]:
    lis = "".join(f'<tr><td><a href="{p}">{p.rsplit("/", 1)[1]}</a></td></tr>' for p in HM2_FILES)
    page = (
        "<!DOCTYPE html><html><head><meta charset=utf-8>"
        "<title>Calibration certificate 2026-0412 - FT-150 six-axis force/torque sensor</title>"
        "<style>body{font:14px monospace}</style></head><body>"
        "<h1>Calibration certificate 2026-0412</h1><p>Item: six-axis force/torque sensor "
        "FT-150, serial FT150-22817. Customer: TU robotics lab. Calibrated 2026-04-09 by "
        "dead-weight loading, 0-150 N / 0-8 N·m.</p><table>" + lis + "</table>"
        "<p>Valid only with the signed PDF. Generated by certgen 2.4.</p></body></html>"
    )
    return [Site(HM2, {HM2_PAGE: page, **HM2_FILES})]


def _u(host: str, paths) -> list[str]:
    return [f"http://{host}{p}" for p in paths]


CASES: list[Case] = [
    # A maker-lab blog post is the seed's Single Artifact URI class (blog posts: Single
    # Page).  Truth: the post only; categories, tags, author, prev/next posts, the linked
    # full-size photo and the external repository are not the post.
    case(
        "wp_finray_gripper_post",
        "WordPress (maker-lab blog)",
        "single_artifact",
        "single_page",
        WP.url(WP_POST),
        [WP.url(WP_POST)],
        wp_site,
        others=[WP.url(WP_PREV), WP.url(WP_NEXT)],
    ),
    # A wiki article is the seed's Wikipedia row: Single Page.  Truth: the article; edit,
    # history, talk, permalink, printable and categories are wiki machinery.
    case(
        "mediawiki_delta_endstops",
        "MediaWiki (RepRap-style wiki)",
        "single_artifact",
        "single_page",
        MW.url(MW_PAGE),
        [MW.url(MW_PAGE)],
        mw_site,
        others=[MW.url("/wiki/Delta")],
    ),
    # An Omeka S collection item whose only media is embedded (no file links): the seed's
    # Omeka row, Single Page.  Truth: the item page.
    case(
        "omeka_mirror_galvanometer",
        "Omeka S (scientific-instrument collection)",
        "single_artifact",
        "single_page",
        OMEKA.url(OMEKA_ITEM),
        [OMEKA.url(OMEKA_ITEM)],
        omeka_site,
    ),
    # A forum discussion thread (the seed's PubPeer / PubMed Commons rows): Single Page.
    # Truth: the thread page; user, category, tag pages and related topics are not it.
    case(
        "discourse_wrist_offset_thread",
        "Discourse (robotics community forum)",
        "single_artifact",
        "single_page",
        DISC.url(DISC_TOPIC),
        [DISC.url(DISC_TOPIC)],
        discourse_site,
        others=[DISC.url("/t/so-100-follower-jitters-at-high-torque/4410")],
    ),
    # A hand-written instrument page with no site chrome: every link is one of its files,
    # one hop away, so Single Page+ takes exactly the artifact.  Truth: page + 5 files (the
    # mailto link is not http).
    case(
        "handmade_tfmini_snow_depth",
        "Hand-made lab page (instrument)",
        "single_hop",
        "single_page_plus",
        f"http://{HM1}{HM1_PAGE}",
        _u(HM1, [HM1_PAGE, *HM1_FILES]),
        handmade1_site,
    ),
    # A calibration lab's generated certificate page (no chrome): the digital calibration
    # certificate XML, the signed PDF and the raw data, all one hop: Single Page+.
    case(
        "handmade_ft150_calibration_cert",
        "Hand-made lab page (calibration certificate)",
        "single_hop",
        "single_page_plus",
        f"http://{HM2}{HM2_PAGE}",
        _u(HM2, [HM2_PAGE, *HM2_FILES]),
        handmade2_site,
    ),
]
