"""Single-object artifacts of polar research: field blogs, a glacier wiki, project news, a
forum thread (Single Page) and hand-made expedition pages whose every link is theirs
(Single Page+)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import bare, blob, csv, jpg, pdf_file, txt

# --- WordPress: a field-season blog of a glaciology group -------------------------------
WP = Portal(
    host="fieldnotes.cryoblog.hx122.example",
    name="Ice & Fire: notes from the field",
    menu=[
        ("/", "Home"),
        ("/category/greenland/", "Greenland"),
        ("/category/antarctica/", "Antarctica"),
        ("/about/", "About"),
        ("/team/", "Team"),
    ],
    footer=[
        ("/privacy-policy/", "Privacy"),
        ("/feed/", "RSS"),
        ("http://creativecommons.org/licenses/by-nc/4.0/", "CC BY-NC 4.0"),
        ("http://wordpress.org/", "Proudly powered by WordPress"),
    ],
    title_format="{title} – {name}",
)


def _wp_post(slug: str, title: str, date: str, paras: list[str], cats: list[str]) -> str:
    ps = "".join(f"<p>{p}</p>" for p in paras)
    catl = ", ".join(f'<a href="/category/{c.lower()}/" rel="category tag">{c}</a>' for c in cats)
    return WP.page(
        title,
        f'<article id="post-{len(slug)}" class="post type-post status-publish">'
        f'<header class="entry-header"><h1 class="entry-title">{title}</h1>'
        f'<div class="entry-meta">Posted on <a href="/{date}/{slug}/" rel="bookmark">'
        f'<time datetime="{date.replace("/", "-")}">{date}</time></a> by '
        f'<a class="url fn n" href="/author/mhansen/">Mette Hansen</a></div></header>'
        f'<div class="entry-content">{ps}</div>'
        f'<footer class="entry-footer">Posted in {catl}</footer></article>'
        '<nav class="post-navigation"><a href="/2025/06/02/arrival-at-east-grip/" rel="prev">'
        "Previous: Arrival at EastGRIP</a></nav>"
        '<div id="comments"><h2>Leave a Reply</h2><form action="/wp-comments-post.php" '
        'method="post"><textarea name="comment"></textarea></form></div>',
        head='<link rel="alternate" type="application/rss+xml" href="/feed/">'
        f'<link rel="canonical" href="/{date}/{slug}/">'
        '<link rel="https://api.w.org/" href="/wp-json/">',
        share=WP.url(f"/{date}/{slug}/"),
    )


WP_PAGES = {
    "/2025/06/14/drilling-through-the-brittle-zone/": _wp_post(
        "drilling-through-the-brittle-zone",
        "Drilling through the brittle zone",
        "2025/06/14",
        [
            "Between 600 and 1100 m depth the ice core is under so much pressure that the "
            "air bubbles are about to turn into clathrate hydrates.",
            "We slowed the drill to 30 cm per run and let each core relax for a full day in "
            "the science trench before logging it.",
        ],
        ["Greenland"],
    ),
    "/2025/06/02/arrival-at-east-grip/": _wp_post(
        "arrival-at-east-grip",
        "Arrival at EastGRIP",
        "2025/06/02",
        ["The Twin Otter landed on the skiway at 09:40 local time."],
        ["Greenland"],
    ),
    "/2024/12/20/crossing-the-grounding-line/": _wp_post(
        "crossing-the-grounding-line",
        "Crossing the grounding line of Thwaites",
        "2024/12/20",
        [
            "The radar echogram finally showed the bed dropping away beneath us: we had "
            "passed from grounded ice onto the floating ice shelf.",
            "Our kinematic GNSS base ran all night on the solar panels.",
        ],
        ["Antarctica"],
    ),
}


def _wp() -> list[Site]:
    return [WP.site(WP_PAGES)]


# --- MediaWiki: a community glacier wiki ------------------------------------------------
MW = Portal(
    host="wiki.glacierhub.hx122.example",
    name="GlacierWiki",
    menu=[
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
        ("/wiki/Special:Random", "Random page"),
        ("/wiki/GlacierWiki:About", "About GlacierWiki"),
    ],
    footer=[
        ("/wiki/GlacierWiki:Privacy_policy", "Privacy policy"),
        ("/wiki/GlacierWiki:General_disclaimer", "Disclaimers"),
        ("http://creativecommons.org/licenses/by-sa/4.0/", "CC BY-SA 4.0"),
    ],
    title_format="{title} - {name}",
    home_title="GlacierWiki",
)
MW_ART = "/wiki/Surge-type_glacier"
MW_PAGES = {
    MW_ART: MW.page(
        "Surge-type glacier",
        '<div id="content"><h1 id="firstHeading">Surge-type glacier</h1>'
        '<div id="siteSub">From GlacierWiki, the glacier encyclopedia</div>'
        '<div class="mw-parser-output"><p>A <b>surge-type glacier</b> alternates between long '
        "quiescent phases and short surges during which flow speeds rise ten- to a "
        'hundredfold. Surges are common in <a href="/wiki/Svalbard">Svalbard</a>, the '
        '<a href="/wiki/Karakoram">Karakoram</a> and Alaska.</p>'
        '<div id="toc"><ul><li><a href="#Mechanisms">1 Mechanisms</a></li>'
        '<li><a href="#Examples">2 Examples</a></li></ul></div>'
        '<h2 id="Mechanisms">Mechanisms</h2><p>Thermal and hydrological switches ...</p>'
        '<h2 id="Examples">Examples</h2><p><a href="/wiki/Variegated_Glacier">Variegated '
        'Glacier</a>, <a href="/wiki/Kongsvegen">Kongsvegen</a>.</p>'
        '<h2>References</h2><ol class="references"><li><a class="external" '
        'href="http://doi.org/10.3189/002214310791190785">Sevestre &amp; Benn (2015)</a>'
        "</li></ol></div>"
        '<div id="catlinks"><a href="/wiki/Special:Categories">Categories</a>: '
        '<a href="/wiki/Category:Glacier_dynamics">Glacier dynamics</a></div></div>'
        '<div id="p-cactions"><a href="/w/index.php?title=Surge-type_glacier&amp;action=edit">'
        'Edit</a> <a href="/w/index.php?title=Surge-type_glacier&amp;action=history">'
        'View history</a> <a href="/wiki/Talk:Surge-type_glacier">Talk</a></div>',
        head='<link rel="canonical" href="/wiki/Surge-type_glacier">',
    ),
}


def _mw() -> list[Site]:
    return [MW.site(MW_PAGES)]


# --- Drupal: an ice-sheet project's news item -------------------------------------------
DR = Portal(
    host="www.icesheetproject.hx122.example",
    name="ISMIP-Arctic Project",
    menu=[
        ("/about", "About"),
        ("/work-packages", "Work packages"),
        ("/news", "News"),
        ("/publications", "Publications"),
        ("/data-portal", "Data"),
        ("/contact", "Contact"),
    ],
    footer=[
        ("/legal-notice", "Legal notice"),
        ("/privacy", "Privacy"),
        ("http://cordis.europa.test/project/id/101003826", "Funded by the EU"),
    ],
    title_format="{title} | {name}",
)
DR_ART = "/news/2025-11-ice-sheet-model-intercomparison-results-released"
DR_PAGES = {
    DR_ART: DR.page(
        "Ice-sheet model intercomparison results released",
        '<article role="article" class="node node--type-news node--view-mode-full">'
        "<h1><span>Ice-sheet model intercomparison results released</span></h1>"
        '<div class="field--name-field-date">27 November 2025</div>'
        '<div class="field--name-body"><p>Fourteen modelling groups submitted projections '
        "of the Greenland ice sheet to 2300 under three forcing scenarios.</p>"
        "<p>The ensemble spread in sea-level contribution narrowed by 30 % compared with the "
        'previous round. Read the <a href="/publications">project publications</a>.</p></div>'
        '<div class="field--name-field-tags"><a href="/taxonomy/term/12" hreflang="en">'
        'Modelling</a> <a href="/taxonomy/term/7" hreflang="en">Greenland</a></div></article>',
        share=DR.url(DR_ART),
    ),
    "/news": DR.page(
        "News", f'<h1>News</h1><ul><li><a href="{DR_ART}">Results released</a></li></ul>'
    ),
}


def _dr() -> list[Site]:
    return [DR.site(DR_PAGES)]


# --- Discourse: a cryosphere community forum thread -------------------------------------
DI = Portal(
    host="discuss.cryolist.hx122.example",
    name="Cryosphere Community Forum",
    menu=[
        ("/latest", "Latest"),
        ("/categories", "Categories"),
        ("/top", "Top"),
        ("/faq", "FAQ"),
    ],
    footer=[("/tos", "Terms of Service"), ("/privacy", "Privacy")],
    title_format="{title} - {name}",
)
DI_ART = "/t/how-do-you-correct-firn-density-for-compaction-in-shallow-cores/1187"
DI_PAGES = {
    DI_ART: DI.page(
        "How do you correct firn density for compaction in shallow cores?",
        '<div id="topic-title"><h1><a href="' + DI_ART + '">How do you correct firn density '
        'for compaction in shallow cores?</a></h1><a class="badge-category" '
        'href="/c/snow-and-firn/9">Snow and firn</a></div>'
        '<div class="topic-body crawler-post" itemprop="comment"><span class="creator">'
        '<a href="/u/firnfan">firnfan</a></span><div class="post" itemprop="text">'
        "<p>Our 10 m cores from Summit lose a few centimetres in transport. How do people "
        "correct the measured density?</p></div></div>"
        '<div class="topic-body crawler-post"><span class="creator"><a href="/u/k_steffen">'
        'k_steffen</a></span><div class="post"><p>Log the core length in the field and '
        "scale each section; see the attached protocol.</p></div></div>"
        '<div role="navigation" class="crawler-nav"><a href="/latest">Latest topics</a></div>',
        head=f'<link rel="canonical" href="{DI.url(DI_ART)}">'
        f'<link rel="alternate" type="application/rss+xml" href="{DI_ART}.rss">',
    ),
}


def _di() -> list[Site]:
    return [DI.site(DI_PAGES)]


# --- hand-made expedition pages (no chrome at all) --------------------------------------
HM = "www.icefieldarchive.hx122.example"
HM_ART = "/1998/nunatak-camp/report.html"
HM_FILES = {
    "/1998/nunatak-camp/jirp98-camp18-report.pdf": pdf_file(
        "Camp 18 summer report 1998", "Mass balance pits and crevasse survey"
    ),
    "/1998/nunatak-camp/massbalance_pits_1998.txt": txt(
        "pit  date        depth_cm  swe_mm\nP1   1998-07-12  410       1820\n"
    ),
    "/1998/nunatak-camp/photos/camp18-panorama.jpg": jpg(1),
    "/1998/nunatak-camp/photos/pit-wall.jpg": jpg(2),
}
HM_PAGES = {
    HM_ART: bare(
        "Camp 18 field report, summer 1998",
        "<h2>Camp 18 (nunatak camp) &mdash; summer 1998</h2>\n"
        "<p>Twelve students dug three snow pits on the upper plateau and re-surveyed the "
        "crevasse field below the camp.</p>\n<ul>\n"
        '<li><a href="jirp98-camp18-report.pdf">Full report (PDF, 1.2 MB)</a></li>\n'
        '<li><a href="massbalance_pits_1998.txt">Pit data (ASCII)</a></li>\n'
        '<li><a href="photos/camp18-panorama.jpg">Panorama of camp</a></li>\n'
        '<li><a href="photos/pit-wall.jpg">Pit wall with ice lenses</a></li>\n</ul>\n'
        "<hr><address>Last modified: Sep 30 1998</address>",
    ),
    **HM_FILES,
    "/": bare("Icefield field-school archive", '<a href="1998/nunatak-camp/report.html">1998</a>'),
}

SH = "data.seaicebuoys.hx122.example"
SH_ART = "/buoys/2019M3/index.html"
SH_FILES = {
    "/buoys/2019M3/2019M3_positions.csv": csv("date,lat,lon\n2019-10-05,85.1,133.9\n"),
    "/buoys/2019M3/2019M3_thermistor.csv": csv("date,depth_m,temp_c\n2019-10-05,0.2,-18.4\n"),
    "/buoys/2019M3/2019M3_deployment.jpg": jpg(3),
    "/buoys/2019M3/README_2019M3.txt": txt(
        "Ice mass-balance buoy 2019M3, MOSAiC distributed network. Units and QC flags.\n"
    ),
}
SH_PAGES = {
    SH_ART: bare(
        "IMB buoy 2019M3",
        "<h1>Ice mass-balance buoy 2019M3</h1>\n"
        "<p>Deployed 5 October 2019 on a second-year floe of the MOSAiC distributed network; "
        "last report 29 July 2020.</p>\n<table border=1>\n"
        '<tr><td><a href="2019M3_positions.csv">2019M3_positions.csv</a></td><td>GPS positions'
        "</td></tr>\n"
        '<tr><td><a href="2019M3_thermistor.csv">2019M3_thermistor.csv</a></td><td>'
        "thermistor string, 2 cm spacing</td></tr>\n"
        '<tr><td><a href="README_2019M3.txt">README_2019M3.txt</a></td><td>read me</td></tr>\n'
        '<tr><td><a href="2019M3_deployment.jpg">2019M3_deployment.jpg</a></td><td>photo at '
        "deployment</td></tr>\n</table>",
    ),
    **SH_FILES,
    "/": bare("Sea-ice buoy data", '<a href="buoys/2019M3/index.html">2019M3</a>'),
    "/buoys/2019M3/empty.bin": blob("unused"),
}


def _hm() -> list[Site]:
    return [Site(HM, HM_PAGES)]


def _sh() -> list[Site]:
    return [Site(SH, SH_PAGES)]


CASES: list[Case] = [
    # A WordPress field-blog post is one object, like the seed's blog posts (Academic Room,
    # Hypotheses, ScienceBlogs...): Single Page.  Truth: the post alone; categories, the
    # previous post, the author archive and comments form are the blog's, not the post's.
    case(
        "wordpress-eastgrip-brittle-zone",
        "WordPress (field-season blog post)",
        "single_artifact_uri",
        "single_page",
        WP.url("/2025/06/14/drilling-through-the-brittle-zone/"),
        [WP.url("/2025/06/14/drilling-through-the-brittle-zone/")],
        _wp,
        others=[WP.url("/2025/06/02/arrival-at-east-grip/")],
    ),
    # Second post of the same blog: Single Page again; truth the post.
    case(
        "wordpress-thwaites-grounding-line",
        "WordPress (field-season blog post)",
        "single_artifact_uri",
        "single_page",
        WP.url("/2024/12/20/crossing-the-grounding-line/"),
        [WP.url("/2024/12/20/crossing-the-grounding-line/")],
        _wp,
    ),
    # A wiki article is the seed's Wikipedia row: Single Page.  Truth: the article; edit,
    # history, talk, categories and linked articles are not it.
    case(
        "mediawiki-surge-type-glacier",
        "MediaWiki (glacier encyclopedia article)",
        "single_artifact_uri",
        "single_page",
        MW.url(MW_ART),
        [MW.url(MW_ART)],
        _mw,
    ),
    # A Drupal project-site news item is an article (The Conversation, Nautilus rows):
    # Single Page.  Truth: the news node.
    case(
        "drupal-ismip-news",
        "Drupal (ice-sheet project news item)",
        "single_artifact_uri",
        "single_page",
        DR.url(DR_ART),
        [DR.url(DR_ART)],
        _dr,
    ),
    # A Discourse thread is a discussion (PubPeer, PubMed Commons rows): Single Page.
    # Truth: the thread page; user profiles, category, RSS alternate are not it.
    case(
        "discourse-firn-density-thread",
        "Discourse (cryosphere forum thread)",
        "single_artifact_uri",
        "single_page",
        DI.url(DI_ART),
        [DI.url(DI_ART)],
        _di,
    ),
    # A hand-made 1998 field-school page with no menu, footer or stylesheet: every link
    # is the report's own file, so Single Page+ (one hop, nothing to ignore) is the seed's
    # choice.  Truth: the page, the PDF report, the pit data and two photos.
    case(
        "handmade-icefield-camp18-1998",
        "hand-made site (expedition field report)",
        "single_hop",
        "single_page_plus",
        f"http://{HM}{HM_ART}",
        [f"http://{HM}{HM_ART}", *(f"http://{HM}{p}" for p in HM_FILES)],
        _hm,
    ),
    # A bare buoy data page on a lab server: the page and the four files it lists, one hop
    # away, no chrome: Single Page+.  Truth: the page and its four files.
    case(
        "handmade-imb-buoy-2019m3",
        "hand-made site (sea-ice buoy data page)",
        "single_hop",
        "single_page_plus",
        f"http://{SH}{SH_ART}",
        [f"http://{SH}{SH_ART}", *(f"http://{SH}{p}" for p in SH_FILES)],
        _sh,
    ),
]
