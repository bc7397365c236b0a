"""Single-artifact-URI portals of the theme: a project blog post (WordPress), a community
wiki article (MediaWiki), a bird checklist (eBird-style) and a forum topic (Discourse).

The seed's table gives Single Page to every blog post, encyclopedia article and discussion
(ScienceBlogs, Hypotheses, Wikipedia, PubPeer, PubMed Commons...): the artifact is the one
page; everything it links to (categories, authors, species, other topics) is portal chrome
or another artifact, and its images are embedded resources the seed assumes are captured
with any page.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, audio, host, jpeg_like, ul

# --- WordPress: a volunteer river-monitoring group's news blog -----------------------------

WP = Portal(
    host("blog", "riverwatch"),
    "River Watch Volunteers",
    menu=[
        ("/about/", "About"),
        ("/get-involved/", "Get involved"),
        ("/our-data/", "Our data"),
        ("/news/", "News"),
        ("/contact/", "Contact"),
    ],
    footer=[
        ("/privacy-policy/", "Privacy policy"),
        ("/accessibility/", "Accessibility"),
        ("http://www.facebook.test/riverwatchvolunteers", "Facebook"),
        ("http://mastodon.test/@riverwatch", "Mastodon"),
    ],
    title_format="{title} \u2013 {name}",
)
WP_POST = "/2025/09/14/what-our-kick-samplers-found-this-summer/"
WP_PREV = "/2025/08/02/new-monitoring-sites-on-the-upper-wend/"
WP_NEXT = "/2025/10/03/autumn-training-days-booked/"


def _wp_post(title: str, slug: str, pid: int, body: str) -> str:
    head = (
        f'<link rel="canonical" href="{WP.url(slug)}">'
        f'<link rel="shortlink" href="{WP.url(f"/?p={pid}")}">'
        '<link rel="alternate" type="application/rss+xml" title="Feed" href="/feed/">'
        f'<link rel="alternate" type="application/rss+xml" title="Comments" href="{slug}feed/">'
        '<link rel="https://api.w.org/" href="/wp-json/">'
        f'<link rel="alternate" type="application/json" href="/wp-json/wp/v2/posts/{pid}">'
    )
    return WP.page(title, f'<article class="post-{pid} post type-post">{body}</article>', head=head)


def wordpress_sites() -> list[Site]:
    body = (
        "<h1>What our kick-samplers found this summer</h1>"
        '<p class="meta">Posted on <time datetime="2025-09-14">14 September 2025</time> by '
        + a("/author/hbrennan/", "Hannah Brennan")
        + "</p>"
        '<figure><img src="/wp-content/uploads/2025/09/kick-sample-1024x768.jpg" alt="">'
        "<figcaption>Sorting a kick sample at Mill Ford</figcaption></figure>"
        "<p>Between June and August, 41 volunteers completed 126 three-minute kick samples at 18 "
        "sites. Mayfly larvae were present at every site above the weir; below the outfall the "
        "riverfly score dropped to 4 on two visits, which we reported to the Environment "
        "Agency.</p><p>Thank you to everyone who braved the cold water.</p>"
        '<p class="cats">Categories: '
        + a("/category/field-reports/", "Field reports")
        + " Tags: "
        + a("/tag/riverfly/", "riverfly")
        + ", "
        + a("/tag/water-quality/", "water quality")
        + "</p>"
        '<nav class="post-navigation">'
        + a(WP_PREV, "\u2190 New monitoring sites on the upper Wend")
        + " "
        + a(WP_NEXT, "Autumn training days booked \u2192")
        + "</nav>"
        '<section id="comments"><h2>2 thoughts on \u201cWhat our kick-samplers found this '
        "summer\u201d</h2><ol><li><p><b>Dev</b>: Great to see the mayflies back.</p>"
        + a(WP_POST + "?replytocom=311#respond", "Reply", class_="comment-reply-link")
        + "</li><li><p><b>Hannah Brennan</b>: They are!</p></li></ol>"
        '<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea>'
        "<button>Post Comment</button></form></section>"
    )
    pages = {
        WP_POST: _wp_post("What our kick-samplers found this summer", WP_POST, 1834, body),
        WP_PREV: _wp_post(
            "New monitoring sites on the upper Wend",
            WP_PREV,
            1790,
            "<h1>New monitoring sites on the upper Wend</h1><p>Three new sites.</p>",
        ),
        WP_NEXT: _wp_post(
            "Autumn training days booked",
            WP_NEXT,
            1851,
            "<h1>Autumn training days booked</h1><p>Sign up on the events page.</p>",
        ),
        "/wp-content/uploads/2025/09/kick-sample-1024x768.jpg": jpeg_like(),
    }
    return [WP.site(pages)]


# --- MediaWiki: a village's community history wiki ------------------------------------------

MW = Portal(
    host("wiki", "parishpast"),
    "Parish Past Wiki",
    menu=[
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
        ("/wiki/Special:Random", "Random page"),
        ("/wiki/Help:Contents", "Help"),
    ],
    footer=[
        ("/wiki/Parish_Past_Wiki:Privacy_policy", "Privacy policy"),
        ("/wiki/Parish_Past_Wiki:About", "About Parish Past Wiki"),
        ("/wiki/Parish_Past_Wiki:General_disclaimer", "Disclaimers"),
    ],
    title_format="{title} - {name}",
)
MW_ARTICLE = "/wiki/Old_Mill_Lane"


def mediawiki_sites() -> list[Site]:
    t = "Old_Mill_Lane"
    tools = [
        a(f"/w/index.php?title={t}&action=edit", "Edit"),
        a(f"/w/index.php?title={t}&action=history", "View history"),
        a(f"/wiki/Talk:{t}", "Discussion"),
        a(f"/wiki/Special:WhatLinksHere/{t}", "What links here"),
        a(f"/w/index.php?title={t}&oldid=10233", "Permanent link"),
        a(f"/w/index.php?title=Special:CiteThisPage&page={t}&id=10233", "Cite this page"),
    ]
    main = (
        '<div id="p-cactions">' + ul(tools) + '</div><h1 id="firstHeading">Old Mill Lane</h1>'
        '<div id="mw-content-text"><p><b>Old Mill Lane</b> runs from the Green to the site of '
        + a("/wiki/Hartley%27s_Mill", "Hartley's Mill")
        + ". Until 1962 it was called Mill Road; residents renamed it after the mill closed "
        "(see "
        + a("/wiki/File:Old_Mill_Lane_1962.jpg", "photograph, 1962")
        + ").</p><h2>Memories</h2><p>Joan Pickering (born 1931) remembered the mill hooter "
        "at half past six every morning.</p>"
        '<div class="thumb"><img src="/images/thumb/3/3a/Old_Mill_Lane_1962.jpg/220px-'
        'Old_Mill_Lane_1962.jpg" alt=""></div></div>'
        '<div id="catlinks">Categories: '
        + a("/wiki/Category:Streets", "Streets")
        + " | "
        + a("/wiki/Category:Oral_history", "Oral history")
        + "</div><p>This page was last edited on 2 March 2026, at 18:04.</p>"
    )
    pages = {
        MW_ARTICLE: MW.page("Old Mill Lane", main),
        "/images/thumb/3/3a/Old_Mill_Lane_1962.jpg/220px-Old_Mill_Lane_1962.jpg": jpeg_like(),
        "/wiki/Hartley%27s_Mill": MW.page(
            "Hartley's Mill", "<h1>Hartley's Mill</h1><p>Cotton mill, 1821\u20131962.</p>"
        ),
    }
    return [MW.site(pages)]


# --- eBird-style checklist: one volunteer's count at a hotspot ------------------------------

EB = Portal(
    host("checklists", "birdcount"),
    "eBird",
    menu=[
        ("/submit", "Submit"),
        ("/explore", "Explore"),
        ("/mybird", "My eBird"),
        ("/science", "Science"),
        ("/about", "About"),
    ],
    footer=[
        ("/about/terms-of-use", "Terms of use"),
        ("/about/privacy", "Privacy"),
        ("/help", "Help"),
    ],
    title_format="{title}",
    home_title="eBird - Discover a new world of birding...",
)
EB_CHECKLIST = "/checklist/S248817351"


def ebird_sites() -> list[Site]:
    species = [
        ("eurrob1", "European Robin", "4"),
        ("blutit", "Eurasian Blue Tit", "7"),
        ("grecor", "Great Cormorant", "12"),
        ("osprey", "Osprey", "1"),
        ("comkin1", "Common Kingfisher", "2"),
    ]
    rows = "".join(
        f"<tr><td>{n}</td><td>{a('/species/' + code, name)}</td></tr>" for code, name, n in species
    )
    main = (
        "<h1>14 Sep 2025, 07:12</h1><p>"
        + a("/hotspot/L901234", "Rutland Water--Lyndon Reserve")
        + ", Rutland, England, GB</p>"
        "<dl><dt>Protocol</dt><dd>Traveling, 3.2 km</dd><dt>Duration</dt><dd>2 hr 40 min</dd>"
        "<dt>Observers</dt><dd>2</dd><dt>All species reported</dt><dd>Yes</dd></dl>"
        "<p>Owner: "
        + a("/profile/MzM5NjE0/world", "Priya Natarajan")
        + "</p><p>Comments: Osprey carrying fish towards the nest platform.</p>"
        f"<h2>Species (23 reported, 5 shown)</h2><table>{rows}</table>"
        '<p><img src="/media/ML611742211/480" alt="Osprey"></p>'
        "<p>" + a("/tripreport/381552", "Part of trip report: Rutland Water weekend") + "</p>"
    )
    title = "eBird Checklist - 14 Sep 2025 - Rutland Water--Lyndon Reserve - 23 species"
    pages = {
        EB_CHECKLIST: EB.page(title, main),
        "/media/ML611742211/480": jpeg_like(),
        "/tripreport/381552": EB.page(
            "Rutland Water weekend - eBird Trip Report",
            "<h1>Rutland Water weekend</h1><p>3 checklists, 41 species.</p>",
        ),
    }
    return [EB.site(pages)]


# --- Discourse: a meteor-watchers' community forum ------------------------------------------

DC = Portal(
    host("forum", "nightskies"),
    "NightSkies Community",
    menu=[
        ("/latest", "Latest"),
        ("/categories", "Categories"),
        ("/top", "Top"),
        ("/about", "About"),
        ("/faq", "FAQ"),
    ],
    footer=[("/tos", "Terms of Service"), ("/privacy", "Privacy")],
    title_format="{title} - {name}",
)
DC_TOPIC = "/t/faint-fireball-over-the-dales-on-12-august/4821"


def discourse_sites() -> list[Site]:
    posts = [
        ("skywatcher_jo", "Caught this on my all-sky camera at 23:41 UT. Anyone else?"),
        ("dalesastro", "Yes! Same one from Hawes, low in the NE. Uploaded my frames."),
        ("meteor_mod", "Triangulated with two stations: Perseid, ended at about 78 km."),
    ]
    body = "".join(
        f'<div class="post" itemprop="comment"><span class="creator">'
        f"{a('/u/' + u, u)}</span><p>{text}</p></div>"
        for u, text in posts
    )
    main = (
        '<div id="topic-title"><h1>Faint fireball over the Dales on 12 August</h1>'
        + a("/c/meteor-reports/7", "Meteor reports")
        + " "
        + a("/tag/perseids", "perseids")
        + "</div>"
        + body
        + '<div class="suggested"><h3>Suggested topics</h3>'
        + ul([a("/t/best-lens-for-an-all-sky-camera/4790", "Best lens for an all-sky camera?")])
        + "</div>"
        '<audio src="/uploads/default/original/2X/a/a81c2d.mp3" controls></audio>'
    )
    head = (
        f'<link rel="canonical" href="{DC.url(DC_TOPIC)}">'
        f'<link rel="alternate" type="application/rss+xml" href="{DC_TOPIC}.rss">'
    )
    pages = {
        DC_TOPIC: DC.page(
            "Faint fireball over the Dales on 12 August - Meteor reports", main, head=head
        ),
        "/uploads/default/original/2X/a/a81c2d.mp3": audio("radio echo"),
        "/t/best-lens-for-an-all-sky-camera/4790": DC.page(
            "Best lens for an all-sky camera? - Equipment",
            "<h1>Best lens for an all-sky camera?</h1><p>Fisheye, f/1.4.</p>",
        ),
    }
    return [DC.site(pages)]


CASES: list[Case] = [
    # WordPress blog post: a Single Artifact URI like the seed's blog posts (ScienceBlogs,
    # Hypotheses, SciLogs: Single Page).  Truth: the post alone; its categories, tags,
    # author archive, feeds, REST-API alternate, shortlink and neighbouring posts are the
    # blog's, and the photo is an embedded resource.
    case(
        "wordpress-field-report",
        "WordPress (volunteer river-monitoring group's news blog)",
        "Single Artifact URI",
        "single_page",
        WP.url(WP_POST),
        [WP.url(WP_POST)],
        wordpress_sites,
        others=[WP.url(WP_PREV), WP.url(WP_NEXT)],
    ),
    # MediaWiki article of a community history wiki: the seed puts Wikipedia articles under
    # Single Page.  Truth: the article; history, talk, edit, cite and category pages and the
    # articles it links are the wiki's own pages, the thumbnail is embedded.
    case(
        "mediawiki-street-article",
        "MediaWiki (village community-history wiki)",
        "Single Artifact URI",
        "single_page",
        MW.url(MW_ARTICLE),
        [MW.url(MW_ARTICLE)],
        mediawiki_sites,
        others=[MW.url("/wiki/Hartley%27s_Mill")],
    ),
    # eBird-style checklist: one observer's list of counts is complete on its page (species
    # pages, the hotspot, the profile and the trip report are other artifacts or the
    # portal's); the seed would capture it like a blog post: Single Page.
    case(
        "ebird-checklist",
        "eBird (bird checklist)",
        "Single Artifact URI",
        "single_page",
        EB.url(EB_CHECKLIST),
        [EB.url(EB_CHECKLIST)],
        ebird_sites,
        others=[EB.url("/tripreport/381552")],
    ),
    # Discourse topic: a discussion, which the seed's table captures with Single Page
    # (PubPeer, PubMed Commons).  The whole topic fits on its first page; the RSS feed,
    # category, tag, user and suggested-topic links are the forum's.  Truth: the topic page.
    case(
        "discourse-fireball-topic",
        "Discourse (meteor-watchers' community forum)",
        "Single Artifact URI",
        "single_page",
        DC.url(DC_TOPIC),
        [DC.url(DC_TOPIC)],
        discourse_sites,
        others=[DC.url("/t/best-lens-for-an-all-sky-camera/4790")],
    ),
]
