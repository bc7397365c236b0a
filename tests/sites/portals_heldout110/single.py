"""heldout110 single-page families: blog posts, a wiki article, a forum topic, a museum item,
a clinical-skills video page (Single Page) and chrome-less hand-made pages (Single Page+)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import bare, binary, csv_file, host, image_file, other, pdf_file, ul

# --- WordPress: a professional-body nursing research blog ---------------------------------

WP = Portal(
    host("blog", "nursingnow"),
    "Nursing Now Research Blog",
    menu=[
        ("/", "Home"),
        ("/about/", "About"),
        ("/category/research-summaries/", "Research summaries"),
        ("/contact/", "Contact"),
    ],
    footer=[
        ("/privacy-policy/", "Privacy policy"),
        ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
        ("http://x.test/nursingnowblog", "Follow us on X"),
    ],
    title_format="{title} \u2013 {name}",
)
WP_POST = "/2026/02/11/safe-staffing-what-the-new-review-tells-us/"
WP_PREV = "/2026/01/28/night-shift-fatigue-and-medication-errors/"
WP_NEXT = "/2026/02/25/delegation-to-nursing-associates-a-scoping-review/"


def wp_build() -> list[Site]:
    post = WP.page(
        "Safe staffing: what the new review tells us",
        f"""<article class="post-4312 post type-post status-publish">
<header class="entry-header"><h1 class="entry-title">Safe staffing: what the new review tells us</h1>
<div class="entry-meta">Posted on <time datetime="2026-02-11">11 February 2026</time> by
<a href="/author/rkaur/" rel="author">Ravinder Kaur</a> in
<a href="/category/research-summaries/" rel="category tag">Research summaries</a></div></header>
<div class="entry-content"><p>A systematic review published this month pooled 41 studies of
registered-nurse staffing and in-hospital mortality. Read the
<a href="https://doi.test/10.1016/j.ijnurstu.2026.104812">full review</a>.</p>
<p>What does it mean for ward managers? Three points stand out&hellip;</p></div>
<footer class="entry-footer">Tags: <a href="/tag/safe-staffing/" rel="tag">safe staffing</a>,
<a href="/tag/systematic-review/" rel="tag">systematic review</a></footer></article>
<nav class="post-navigation"><a href="{WP_PREV}" rel="prev">Night shift fatigue</a>
<a href="{WP_NEXT}" rel="next">Delegation to nursing associates</a></nav>
<div id="comments"><h2>2 comments</h2><p>Great summary! <a href="#respond">Reply</a></p>
<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea></form></div>""",
        share=WP.url(WP_POST),
    )
    return [
        WP.site(
            {
                WP_POST: post,
                WP_PREV: other(WP, "Night shift fatigue and medication errors"),
                WP_NEXT: other(WP, "Delegation to nursing associates: a scoping review"),
            }
        )
    ]


# --- MediaWiki: a physiotherapy knowledge wiki --------------------------------------------

MW = Portal(
    host("www", "physiowiki"),
    "PhysioWiki",
    menu=[
        ("/Main_Page", "Main page"),
        ("/Special:RecentChanges", "Recent changes"),
        ("/Special:Random", "Random page"),
        ("/PhysioWiki:About", "About"),
    ],
    footer=[
        ("/PhysioWiki:Privacy_policy", "Privacy policy"),
        ("/PhysioWiki:General_disclaimer", "Disclaimers"),
        ("http://creativecommons.test/licenses/by-sa/4.0/", "CC BY-SA 4.0"),
    ],
    title_format="{title} - {name}",
)
MW_T = "Pulmonary_Rehabilitation_in_COPD"


def mw_build() -> list[Site]:
    t = MW_T
    w = "/index.php?title="
    main = f"""<div id="p-views"><a href="/{t}">Page</a> <a href="/Talk:{t}">Discussion</a>
<a href="{w}{t}&amp;action=history">View history</a></div>
<h1 id="firstHeading">Pulmonary Rehabilitation in COPD</h1>
<div id="toc"><a href="#Exercise_training">1 Exercise training</a>
<a href="#Education">2 Education</a></div>
<div class="mw-parser-output"><p><b>Pulmonary rehabilitation</b> is a core intervention for
people with <a href="/Chronic_Obstructive_Pulmonary_Disease">COPD</a>; exercise capacity is
usually measured with the <a href="/Six_Minute_Walk_Test">six minute walk test</a>.</p>
<h2 id="Exercise_training">Exercise training</h2><p>Endurance and resistance training...</p>
<h2 id="Education">Education</h2><p>Self-management education...</p>
<ol class="references"><li><a class="external" href="https://pubmed.test/34567890">Spruit MA
et al. 2013</a></li></ol></div>
<div id="catlinks"><a href="/Category:Cardiorespiratory">Cardiorespiratory</a>
<a href="/Category:COPD">COPD</a></div>
<div id="p-tb"><a href="/Special:WhatLinksHere/{t}">What links here</a>
<a href="{w}{t}&amp;oldid=356211">Permanent link</a>
<a href="{w}Special:CiteThisPage&amp;page={t}&amp;id=356211">Cite this page</a>
<a href="{w}{t}&amp;printable=yes">Printable version</a></div>
<p id="footer-info-lastmod">This page was last edited on 3 March 2026.</p>"""
    return [
        MW.site(
            {
                f"/{t}": MW.page("Pulmonary Rehabilitation in COPD", main),
                "/Chronic_Obstructive_Pulmonary_Disease": other(MW, "COPD"),
                "/Six_Minute_Walk_Test": other(MW, "Six Minute Walk Test"),
            }
        )
    ]


# --- Discourse: an allied-health community forum topic ------------------------------------

DC = Portal(
    host("community", "physioforum"),
    "PhysioForum",
    menu=[("/latest", "Latest"), ("/categories", "Categories"), ("/top", "Top"), ("/faq", "FAQ")],
    footer=[("/tos", "Terms of service"), ("/privacy", "Privacy")],
    title_format="{title} - Research and evidence - {name}",
)
DC_TOPIC = "/t/new-cochrane-review-dry-needling-for-chronic-neck-pain/4821"
DC_OTHER = "/t/return-to-running-after-acl-reconstruction-criteria/4790"


def dc_build() -> list[Site]:
    posts = "".join(
        f"""<div class="topic-post" id="post_{n}"><span class="creator"><a href="/u/{u}">{u}</a>
</span><div class="post">{text}</div></div>"""
        for n, u, text in (
            (1, "mhenley", "The new review pooled 14 RCTs; effects at 12 weeks are small."),
            (2, "ptgrace", "Agree with the caveats on blinding. Anyone using it in clinic?"),
            (3, "jo_osei", "We stopped offering it as a first-line option last year."),
        )
    )
    main = f"""<div id="topic-title"><h1><a href="{DC_TOPIC}">New Cochrane review: dry needling
for chronic neck pain</a></h1><a class="badge-category" href="/c/research-evidence/12">Research
and evidence</a> <a class="discourse-tag" href="/tag/neck-pain">neck-pain</a></div>
<div class="topic-body">{posts}</div>
<div class="suggested-topics"><h3>Suggested topics</h3>
<a href="{DC_OTHER}">Return to running after ACL reconstruction: criteria</a></div>"""
    return [
        DC.site(
            {
                DC_TOPIC: DC.page("New Cochrane review: dry needling for chronic neck pain", main),
                DC_OTHER: other(DC, "Return to running after ACL reconstruction: criteria"),
            }
        )
    ]


# --- Omeka Classic: a nursing-history museum's online collection --------------------------

OM = Portal(
    host("collections", "nursinghistory"),
    "Museum of Nursing History Online Collections",
    menu=[
        ("/items/browse", "Browse items"),
        ("/collections/browse", "Browse collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    footer=[
        ("/about/copyright", "Copyright and reuse"),
        ("http://omeka.test/", "Powered by Omeka"),
    ],
    title_format="{title} \u00b7 {name}",
)
OM_ITEM = "/items/show/412"


def om_build() -> list[Site]:
    main = """<div id="primary"><h1>Probationer nurse cap, St Thomas School of Nursing, c. 1935</h1>
<div class="item-file fullsize"><img src="/files/fullsize/8f2a1c0e9b7d41e3.jpg"
alt="White starched cap with a single pleat"></div>
<div id="dublin-core-title" class="element"><h3>Title</h3>
<div class="element-text">Probationer nurse cap, St Thomas School of Nursing, c. 1935</div></div>
<div class="element"><h3>Description</h3><div class="element-text">Starched cotton cap worn by
first-year probationers.</div></div>
<div class="element"><h3>Rights</h3><div class="element-text">In copyright.</div></div>
<div id="collection" class="element"><h3>Collection</h3>
<a href="/collections/show/7">Uniforms and insignia</a></div>
<div id="item-tags"><a href="/items/browse?tags=caps" rel="tag">caps</a>
<a href="/items/browse?tags=uniforms" rel="tag">uniforms</a></div>
<div id="item-citation"><h3>Citation</h3><p>"Probationer nurse cap, St Thomas School of
Nursing, c. 1935," Museum of Nursing History Online Collections, accessed 20 March 2026.</p></div>
<ul class="item-pagination navigation"><li id="previous-item" class="previous">
<a href="/items/show/411">&larr; Previous Item</a></li><li id="next-item" class="next">
<a href="/items/show/413">Next Item &rarr;</a></li></ul></div>"""
    return [
        OM.site(
            {
                OM_ITEM: OM.page(
                    "Probationer nurse cap, St Thomas School of Nursing, c. 1935", main
                ),
                "/files/fullsize/8f2a1c0e9b7d41e3.jpg": image_file(),
                "/items/show/411": other(OM, "Nurse's chatelaine, c. 1910"),
                "/items/show/413": other(OM, "Sister's belt buckle, 1948"),
                "/collections/show/7": other(OM, "Uniforms and insignia"),
            }
        )
    ]


# --- Hand-made: a school of nursing's clinical-skills video pages --------------------------

SK = host("skills", "kelso-nursing")
SK_NAV = '<nav><a href="/">Clinical skills</a> | <a href="/skills/">All skills</a> | <a href="/about.html">About these videos</a> | <a href="/accessibility.html">Accessibility</a></nav>'
SK_PAGE = "/skills/manual-blood-pressure.html"


def sk_build() -> list[Site]:
    entry = bare(
        "Measuring blood pressure manually - Kelso School of Nursing clinical skills",
        f"""{SK_NAV}<h1>Measuring blood pressure manually</h1>
<video controls width="720" src="/media/manual-bp-1080.mp4" poster="/media/manual-bp.jpg">
<track kind="captions" srclang="en" src="/media/manual-bp-en.vtt"></video>
<h2>Steps</h2><ol><li>Explain the procedure and gain consent.</li><li>Select the correct cuff
size.</li><li>Palpate the brachial artery and estimate systolic pressure.</li></ol>
<p>Next skill: <a href="/skills/radial-pulse.html">Counting a radial pulse</a></p>
<p><small>Filmed in the Kelso simulation suite, 2025.</small></p>""",
        "body{font-family:sans-serif}",
    )
    pages = {
        "/": bare("Kelso School of Nursing clinical skills", SK_NAV + "<h1>Clinical skills</h1>"),
        "/skills/": bare(
            "All skills",
            SK_NAV
            + ul(
                [
                    (SK_PAGE, "Measuring blood pressure manually"),
                    ("/skills/radial-pulse.html", "Counting a radial pulse"),
                ]
            ),
        ),
        "/about.html": bare("About these videos", SK_NAV + "<p>Made by staff.</p>"),
        "/accessibility.html": bare("Accessibility", SK_NAV + "<p>Captions on all videos.</p>"),
        SK_PAGE: entry,
        "/skills/radial-pulse.html": bare(
            "Counting a radial pulse", SK_NAV + "<h1>Radial pulse</h1>"
        ),
        "/media/manual-bp-1080.mp4": binary("video/mp4", 2048),
        "/media/manual-bp.jpg": image_file(),
        "/media/manual-bp-en.vtt": binary("text/vtt", 64),
    }
    return [Site(SK, pages)]


# --- Ghost: a dental public-health newsletter -----------------------------------------------

GH = Portal(
    host("notes", "dentalpublichealth"),
    "Dental Public Health Notes",
    menu=[
        ("/", "Home"),
        ("/tag/prevention/", "Prevention"),
        ("/archive/", "Archive"),
        ("/about/", "About"),
    ],
    footer=[("/privacy/", "Privacy"), ("http://ghost.test/", "Powered by Ghost")],
    title_format="{title}",
)
GH_POST = "/fluoride-varnish-in-primary-schools-what-the-2025-trial-found/"


def gh_build() -> list[Site]:
    main = """<article class="gh-article post tag-prevention"><header class="gh-article-header">
<a class="gh-article-tag" href="/tag/prevention/">Prevention</a>
<h1 class="gh-article-title">Fluoride varnish in primary schools: what the 2025 trial found</h1>
<div class="gh-article-meta"><a href="/author/aisha-rahman/">Aisha Rahman</a>
<time datetime="2026-01-19">19 Jan 2026</time> &middot; 6 min read</div></header>
<section class="gh-content"><p>The cluster-randomised trial enrolled 212 schools...</p>
<figure class="kg-card kg-image-card"><img src="/content/images/2026/01/caries-chart.png"
alt="Caries increment by arm"></figure><p>Subscribe for the next issue.</p></section>
<a class="gh-btn" href="/#/portal/signup">Subscribe</a></article>
<section class="gh-read-next"><a href="/silver-diamine-fluoride-explained/">Silver diamine
fluoride, explained</a></section>"""
    return [
        GH.site(
            {
                GH_POST: GH.page(
                    "Fluoride varnish in primary schools: what the 2025 trial found", main
                ),
                "/content/images/2026/01/caries-chart.png": image_file(),
                "/silver-diamine-fluoride-explained/": other(
                    GH, "Silver diamine fluoride, explained"
                ),
            }
        )
    ]


# --- Hand-made, chrome-less pages: everything linked is the artifact (Single Page+) -------

PP = host("people", "kelso-uni")
PP_PAGE = "/~hmorgan/instruments/mds-n.html"
PP_FILES = [
    "/~hmorgan/files/MDS-N_v2_questionnaire.pdf",
    "/~hmorgan/files/MDS-N_v2_scoring_guide.pdf",
    "/~hmorgan/files/MDS-N_v2_items.csv",
    "/~hmorgan/files/MDS-N_v2_translations.zip",
]


def pp_build() -> list[Site]:
    page = bare(
        "Moral Distress Scale for Nurses (MDS-N), version 2",
        """<h1>Moral Distress Scale for Nurses (MDS-N), version 2</h1>
<p>Helen Morgan, School of Health Sciences. Free to use for research with acknowledgement.</p>
<ul><li><a href="../files/MDS-N_v2_questionnaire.pdf">Questionnaire (PDF)</a></li>
<li><a href="../files/MDS-N_v2_scoring_guide.pdf">Scoring guide (PDF)</a></li>
<li><a href="../files/MDS-N_v2_items.csv">Item list (CSV)</a></li>
<li><a href="../files/MDS-N_v2_translations.zip">Translations: Welsh, Polish, Tagalog (ZIP)</a></li></ul>
<p>Questions? <a href="mailto:h.morgan@kelso-uni.example">Email me</a>. Last updated May 2025.</p>""",
        "body{max-width:40em;margin:2em auto;font-family:Georgia,serif}",
    )
    return [
        Site(
            PP,
            {
                PP_PAGE: page,
                PP_FILES[0]: pdf_file("MDS-N v2 questionnaire", "21 items, 0-4 scale."),
                PP_FILES[1]: pdf_file("MDS-N v2 scoring guide", "Sum items 1-21."),
                PP_FILES[2]: csv_file("item,text", "1,Following orders I disagree with"),
                PP_FILES[3]: binary("application/zip", 512),
            },
        )
    ]


TR = host("research", "fairmont-dental")
TR_PAGE = "/data-sharing/fluor-kids.html"
TR_FILES = [
    "/downloads/2025/FLUOR-KIDS_protocol_v4.pdf",
    "/downloads/2025/FLUOR-KIDS_SAP_v2.pdf",
    "/downloads/2025/FLUOR-KIDS_deidentified_outcomes.csv",
    "/downloads/2025/FLUOR-KIDS_data_dictionary.pdf",
    "/downloads/2025/FLUOR-KIDS_consent_template.pdf",
]


def tr_build() -> list[Site]:
    rows = "".join(
        f'<tr><td><a href="{p}">{p.rsplit("/", 1)[1]}</a></td><td>{d}</td></tr>'
        for p, d in zip(
            TR_FILES,
            [
                "Protocol v4.0",
                "Statistical analysis plan",
                "Outcomes (de-identified)",
                "Data dictionary",
                "Consent form template",
            ],
            strict=True,
        )
    )
    page = bare(
        "FLUOR-KIDS trial: shared documents and data",
        f"""<h1>FLUOR-KIDS trial: shared documents and data</h1>
<p>Fairmont Dental Hospital Research Office. Trial registration:
<a href="https://isrctn.test/ISRCTN48213907">ISRCTN48213907</a>.</p>
<table><tr><th>File</th><th>Description</th></tr>{rows}</table>
<p>Data requests: <a href="mailto:research.office@fairmont-dental.example">research office</a></p>""",
        "table{border-collapse:collapse} td,th{border:1px solid #999;padding:4px}",
    )
    pages: dict[str, object] = {TR_PAGE: page}
    for p in TR_FILES:
        name = p.rsplit("/", 1)[1]
        pages[p] = (
            csv_file("child_id,arm,dmfs_24m", "K001,varnish,1")
            if p.endswith(".csv")
            else pdf_file(name)
        )
    return [Site(TR, pages)]  # type: ignore[arg-type]


def _u(h: str, p: str) -> str:
    return f"http://{h}{p}"


CASES: list[Case] = [
    # A blog post (seed: ScienceBlogs, Hypotheses, The Open Notebook -> Single Page). The
    # post links categories, tags, the author, neighbouring posts and a DOI: none of them is
    # the post. Truth: the post alone.
    case(
        "wp-safe-staffing-post",
        "WordPress (professional-body nursing research blog post)",
        "Single Artifact URI",
        "single_page",
        WP.url(WP_POST),
        [WP.url(WP_POST)],
        wp_build,
        others=[WP.url(WP_PREV), WP.url(WP_NEXT)],
    ),
    # A wiki article (seed: Wikipedia -> Single Page). History, talk, permanent link and
    # cite-this-page are wiki tooling, linked articles are other artifacts. Truth: the article.
    case(
        "mw-pulmonary-rehab",
        "MediaWiki (physiotherapy knowledge wiki article)",
        "Single Artifact URI",
        "single_page",
        MW.url(f"/{MW_T}"),
        [MW.url(f"/{MW_T}")],
        mw_build,
        others=[MW.url("/Chronic_Obstructive_Pulmonary_Disease"), MW.url("/Six_Minute_Walk_Test")],
    ),
    # A discussion topic (seed: PubPeer, PubMed Commons -> Single Page): the whole short
    # thread is on one page; user profiles, category, tag and suggested topics are not it.
    case(
        "discourse-dry-needling-topic",
        "Discourse (allied-health community forum topic)",
        "Single Artifact URI",
        "single_page",
        DC.url(DC_TOPIC),
        [DC.url(DC_TOPIC)],
        dc_build,
        others=[DC.url(DC_OTHER)],
    ),
    # An Omeka Classic item (seed: Omeka.net -> Single Page, depending on the installation):
    # this theme embeds the fullsize image (an embedded resource) and hides output formats and
    # file pages, so the item page is the whole artifact. Truth: the item page.
    case(
        "omeka-nurse-cap",
        "Omeka Classic (nursing-history museum collection item)",
        "Single Artifact URI",
        "single_page",
        OM.url(OM_ITEM),
        [OM.url(OM_ITEM)],
        om_build,
        others=[OM.url("/items/show/411"), OM.url("/items/show/413")],
    ),
    # A clinical-skills video page (seed: Benchfly video -> Single Page): the video and its
    # captions are embedded (<video>/<track>), the page links only site navigation and the
    # next skill. Truth: the page.
    case(
        "handmade-bp-video",
        "Hand-made site (school of nursing clinical-skills video page)",
        "Single Artifact URI",
        "single_page",
        _u(SK, SK_PAGE),
        [_u(SK, SK_PAGE)],
        sk_build,
        others=[_u(SK, "/skills/radial-pulse.html")],
    ),
    # A newsletter post on Ghost (seed: blog posts -> Single Page); the chart is an embedded
    # image, tag/author/read-next links are elsewhere on the portal. Truth: the post.
    case(
        "ghost-fluoride-varnish-post",
        "Ghost (dental public-health newsletter post)",
        "Single Artifact URI",
        "single_page",
        GH.url(GH_POST),
        [GH.url(GH_POST)],
        gh_build,
        others=[GH.url("/silver-diamine-fluoride-explained/")],
    ),
    # A researcher's hand-made instrument page: no menu, no chrome, it links only its four
    # files (in a sibling folder, so no path holds them). Single Hop with nothing to ignore
    # -> Single Page+. Truth: the page and its four files (the mailto is not a URI to crawl).
    case(
        "personal-page-mds-n",
        "Hand-made site (university personal page for a nursing questionnaire)",
        "Single Hop",
        "single_page_plus",
        _u(PP, PP_PAGE),
        [_u(PP, PP_PAGE), *(_u(PP, p) for p in PP_FILES)],
        pp_build,
    ),
    # A dental hospital's static data-sharing page for one trial: a table of five files under
    # /downloads/2025/ and an (https, off-portal) registry link. Single Hop, no chrome ->
    # Single Page+. Truth: the page and the five files.
    case(
        "handmade-fluor-kids-sharing",
        "Hand-made site (dental trial data-sharing page)",
        "Single Hop",
        "single_page_plus",
        _u(TR, TR_PAGE),
        [_u(TR, TR_PAGE), *(_u(TR, p) for p in TR_FILES)],
        tr_build,
    ),
]
