"""Single-page artifacts of the seed's table: The Conversation, PubPeer, The Story
Collider, HASTAC, JSTOR Daily and Benchfly look-alikes.

How the truth is decided: the seed's table classes these portals' artifacts (articles,
discussions, blog posts, audio and video stories) as *Single Artifact URI*: the artifact is
its page.  Media are embedded (an ``<audio>`` or ``<video>`` element, an iframe player),
comments are on the page, so nothing one hop away belongs to it.  Not in it — although some
are tempting: a "republish" rendition and the comment feed under the article's own path,
the discussed paper (another portal), the author's profile, topics, tags, related
articles, other episodes and other discussions (the last three in ``others``), login and
subscribe pages, newsletters, donation pages and the platform's social links.

Expected heuristic, from the seed's table: *Single Page* for all of them.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal

from ._chrome import CC_BY, FOOTER, a, redirect, site, stub, text, ul

# -------------------------------------------------------------- The Conversation-like
CV = Portal(
    "www.thediscourse.hx9.example",
    "The Discourse",
    [
        ("/uk/environment", "Environment"),
        ("/uk/health", "Health"),
        ("/uk/science", "Science"),
        ("/uk/newsletters", "Newsletters"),
        ("/uk/donate", "Donate"),
    ],
    FOOTER,
    title_format="{title}",
)
CV_SLUG = "/why-peat-fires-are-so-hard-to-put-out-219876"
CV_ENTRY = CV.url(CV_SLUG)
CV_OTHERS = [
    CV.url("/wildfire-smoke-travels-further-than-we-thought-217004"),
    CV.url("/restoring-bogs-could-store-more-carbon-than-forests-211532"),
]


def _conversation() -> list[Site]:
    title = "Why peat fires are so hard to put out"
    main = f"""<article><h1 class="entry-title">{title}</h1>
<p class="byline">{
        a("/profiles/niamh-obrien-1298765", "Niamh O'Brien")
    }, Lecturer in Physical Geography,
{a("/institutions/university-of-galway-2210", "University of Galway")}</p>
<p>Published: March 3, 2025 3:12pm GMT</p>
<div class="content-body"><p>Peat can smoulder for months underground… as a
{a("http://doi.test/10.1038/s41561-024-01455-2", "recent study")} showed.</p></div>
<p>{a(CV_SLUG + "/republish", "Republish this article")} under {a(CC_BY, "Creative Commons")}</p>
<p>Topics: {a("/topics/peatlands-34112", "Peatlands")} {
        a("/topics/wildfires-2213", "Wildfires")
    }</p>
<aside><h2>Related articles</h2>{
        ul(
            [
                (CV_OTHERS[0], "Wildfire smoke travels further than we thought"),
                (CV_OTHERS[1], "Restoring bogs could store more carbon than forests"),
            ]
        )
    }</aside>
<p>{a(CV_SLUG + "#comments", "Comments")} · {
        a("/uk/sign_in", "Sign in to comment")
    }</p></article>"""
    pages: dict[str, PageValue] = {
        CV_SLUG: CV.page(f"{title}", main, share=CV_ENTRY),
        CV_SLUG + "/republish": CV.page(
            f"Republish: {title}", f"<h1>{title}</h1><textarea>…</textarea>"
        ),
        "/profiles/niamh-obrien-1298765": stub(CV, "Niamh O'Brien"),
        "/topics/peatlands-34112": stub(CV, "Peatlands – News, Research and Analysis"),
        "/uk/sign_in": stub(CV, "Sign in"),
    }
    for u, t in zip(
        CV_OTHERS,
        [
            "Wildfire smoke travels further than we thought",
            "Restoring bogs could store more carbon than forests",
        ],
        strict=True,
    ):
        pages[u.removeprefix(CV.origin)] = stub(CV, t)
    return [site(CV, pages)]


# ------------------------------------------------------------------------ PubPeer-like
PP = Portal(
    "www.peerthread.hx9.example",
    "PeerThread",
    [
        ("/recent", "Recent"),
        ("/journals", "Journals"),
        ("/static/faq", "FAQ"),
        ("/static/about", "About"),
    ],
    [("/static/terms", "Terms"), ("http://x.test/peerthread", "X / Twitter")],
    title_format="PeerThread - {title}",
)
PP_ID = "8D0C0E4E6B1F2A3C9D7E5F1A2B3C4D"
PP_ENTRY = PP.url(f"/publications/{PP_ID}")
PP_OTHERS = [PP.url("/publications/1A2B3C4D5E6F708192A3B4C5D6E7F8")]


def _pubpeer() -> list[Site]:
    title = "Mitochondrial fission controls neuronal polarity in zebrafish"
    main = f"""<h1>{title}</h1><p>{a("http://doi.test/10.1016/j.cell.2021.08.017", "Cell (2021)")} ·
{a("http://pubmed.test/34496223/", "PubMed 34496223")}</p>
<div class="comments"><h2>3 comments</h2>
<div class="comment" id="1"><p>#1 Hoya camphorifolia: Figure 3B, lanes 2 and 5 look similar.</p></div>
<div class="comment" id="2"><p>#2 Author response: the original blots are attached.</p></div></div>
<p>{a(f"/publications/{PP_ID}#2", "Permalink to comment #2")} · {a("/login?redirect=subscribe", "Subscribe")}</p>
<h2>Other publications by these authors</h2>{ul([(PP_OTHERS[0], "Dynamin-related protein 1 in axon initial segments")])}"""
    pages: dict[str, PageValue] = {
        f"/publications/{PP_ID}": PP.page(title, main),
        PP_OTHERS[0].removeprefix(PP.origin): stub(
            PP, "Dynamin-related protein 1 in axon initial segments"
        ),
    }
    return [site(PP, pages)]


# ---------------------------------------------------------------- Story Collider-like
SC = Portal(
    "www.talecollider.hx9.example",
    "The Tale Collider",
    [
        ("/podcast", "Podcast"),
        ("/shows", "Live shows"),
        ("/about-us", "About"),
        ("/donate", "Donate"),
    ],
    FOOTER,
    title_format="{title} — The Tale Collider",
)
SC_PATH = "/stories/2019/3/14/maria-lopez-the-falling-star"
SC_ENTRY = SC.url(SC_PATH)
SC_OTHERS = [
    SC.url("/stories/2019/3/7/dev-patel-counting-frogs"),
    SC.url("/stories/2019/3/21/ana-ruiz-ice-cores"),
]


def _story_collider() -> list[Site]:
    title = "Maria Lopez: The Falling Star"
    main = f"""<article><h1>{title}</h1><p>March 14, 2019 · {a("/stories?category=Astronomy", "Astronomy")}</p>
<audio controls src="http://traffic.podcdn.test/talecollider/maria-lopez-the-falling-star.mp3"></audio>
<p>Maria was eleven when she saw a meteorite land in her grandmother's field…</p>
<p>Subscribe: {a("http://podcasts.test/talecollider", "Podcasts app")} {a("/podcast?format=rss", "RSS")}</p>
<nav>{a(SC_OTHERS[0], "← Dev Patel: Counting Frogs")} {a(SC_OTHERS[1], "Ana Ruiz: Ice Cores →")}</nav></article>"""
    pages: dict[str, PageValue] = {
        SC_PATH: SC.page(title, main, head='<meta name="generator" content="Squarespace">'),
        "/podcast?format=rss": text(
            "<rss><channel><title>The Tale Collider</title></channel></rss>", "application/rss+xml"
        ),
        "/stories": stub(SC, "Stories"),
    }
    for u in SC_OTHERS:
        pages[u.removeprefix(SC.origin)] = stub(SC, u.rsplit("/", 1)[-1].replace("-", " ").title())
    return [site(SC, pages)]


# -------------------------------------------------------------------- HASTAC-like
HS = Portal(
    "www.digitalcommons-hub.hx9.example",
    "HUBSTAC",
    [("/blogs", "Blogs"), ("/groups", "Groups"), ("/scholars", "Scholars"), ("/events", "Events")],
    FOOTER,
    title_format="{title} | HUBSTAC",
)
HS_PATH = "/blogs/jokafor/2016/05/12/teaching-with-born-digital-archives"
HS_ENTRY = HS.url(HS_PATH)
HS_OTHERS = [HS.url("/blogs/jokafor/2016/04/02/what-counts-as-a-digital-edition")]


def _hastac() -> list[Site]:
    title = "Teaching with born-digital archives"
    main = f"""<div class="node node-blog"><h1>{title}</h1>
<p>Submitted by {a("/u/jokafor", "Joy Okafor")} on Thu, 05/12/2016 - 10:14am</p>
<div class="field-body"><p>Last semester my students worked with web archives…</p></div>
<p>Tags: {a("/taxonomy/term/1187", "pedagogy")} {a("/taxonomy/term/2204", "web archives")}</p>
<p>Groups: {a("/groups/digital-pedagogy", "Digital Pedagogy")}</p>
<div id="comments"><h2>Comments</h2><p>Thanks for sharing! — Eli</p>
{a("/user/login?destination=node/81234%23comment-form", "Log in to post comments")}</div>
<p>More by Joy: {a(HS_OTHERS[0], "What counts as a digital edition?")}</p></div>"""
    pages: dict[str, PageValue] = {
        HS_PATH: HS.page(
            title,
            main,
            head='<meta name="Generator" content="Drupal 7 (http://drupal.org)">'
            '<link rel="shortlink" href="/node/81234">',
        ),
        "/node/81234": redirect(HS_PATH, 301),
        "/u/jokafor": stub(HS, "Joy Okafor"),
        "/user/login": stub(HS, "Log in"),
        HS_OTHERS[0].removeprefix(HS.origin): stub(HS, "What counts as a digital edition?"),
    }
    return [site(HS, pages)]


# --------------------------------------------------------------- JSTOR Daily-like
JD = Portal(
    "daily.shelfstacks.hx9.example",
    "ShelfStacks Daily",
    [
        ("/section/science-technology/", "Science & Technology"),
        ("/section/politics-history/", "Politics & History"),
        ("/newsletter/", "Newsletter"),
        ("/about/", "About"),
    ],
    FOOTER,
    title_format="{title} - ShelfStacks Daily",
)
JD_PATH = "/the-forgotten-history-of-the-weather-map/"
JD_ENTRY = JD.url(JD_PATH)
JD_OTHERS = [JD.url("/how-the-telegraph-changed-forecasting/")]


def _jstor_daily() -> list[Site]:
    title = "The Forgotten History of the Weather Map"
    main = f"""<article><h1>{title}</h1><p>By {
        a("/author/rosa-mendel/", "Rosa Mendel")
    } · February 2, 2025</p>
<div class="article-body"><p>The first daily weather map was sold at the Great Exhibition…</p></div>
<section class="jstor-citations"><h2>Resources</h2><p>JSTOR is a digital library…</p>
{
        ul(
            [
                ("http://www.jstor.test/stable/1234567", "Monmonier, Air Apparent (1999)"),
                ("http://www.jstor.test/stable/7654321", "Anderson, Predicting the Weather (2005)"),
            ]
        )
    }</section>
<p>{a(CC_BY, "Share under CC BY-ND")} · {
        a("/support-jstor-daily/", "Support ShelfStacks Daily")
    }</p>
<aside>{ul([(JD_OTHERS[0], "How the Telegraph Changed Forecasting")])}</aside></article>"""
    pages: dict[str, PageValue] = {
        JD_PATH: JD.page(title, main, head='<meta name="generator" content="WordPress 6.5">'),
        JD_OTHERS[0].removeprefix(JD.origin): stub(JD, "How the Telegraph Changed Forecasting"),
        "/author/rosa-mendel/": stub(JD, "Rosa Mendel"),
    }
    return [site(JD, pages)]


# ----------------------------------------------------------------------- Benchfly-like
BF = Portal(
    "www.benchclip.hx9.example",
    "BenchClip",
    [("/videos", "Videos"), ("/protocols", "Protocols"), ("/submit", "Submit a video")],
    FOOTER,
    title_format="{title} | BenchClip",
)
BF_PATH = "/video/1187/how-to-pour-an-agarose-gel"
BF_ENTRY = BF.url(BF_PATH)
BF_OTHERS = [BF.url("/video/1190/loading-a-dna-ladder")]


def _benchfly() -> list[Site]:
    title = "How to pour an agarose gel"
    main = f"""<h1>{title}</h1>
<iframe src="http://player.vidhost.test/video/88812345" width="640" height="360"></iframe>
<p>Uploaded by {a("/user/labtechsam", "labtechsam")} · Techniques: {a("/videos?tag=electrophoresis", "electrophoresis")}</p>
<h2>Related videos</h2>{ul([(BF_OTHERS[0], "Loading a DNA ladder")])}"""
    pages: dict[str, PageValue] = {
        BF_PATH: BF.page(title, main),
        BF_OTHERS[0].removeprefix(BF.origin): stub(BF, "Loading a DNA ladder"),
        "/user/labtechsam": stub(BF, "labtechsam"),
    }
    return [site(BF, pages)]


SP, ONE = "single_page", "Single Artifact URI"
CASES: list[Case] = [
    Case(
        "hx9-conversation-article",
        "The Conversation (article)",
        ONE,
        SP,
        CV_ENTRY,
        frozenset([CV_ENTRY]),
        _conversation,
        frozenset(CV_OTHERS),
    ),
    Case(
        "hx9-pubpeer-discussion",
        "PubPeer (discussion)",
        ONE,
        SP,
        PP_ENTRY,
        frozenset([PP_ENTRY]),
        _pubpeer,
        frozenset(PP_OTHERS),
    ),
    Case(
        "hx9-story-collider-episode",
        "Story Collider (audio story)",
        ONE,
        SP,
        SC_ENTRY,
        frozenset([SC_ENTRY]),
        _story_collider,
        frozenset(SC_OTHERS),
    ),
    Case(
        "hx9-hastac-blog-post",
        "HASTAC (blog post)",
        ONE,
        SP,
        HS_ENTRY,
        frozenset([HS_ENTRY]),
        _hastac,
        frozenset(HS_OTHERS),
    ),
    Case(
        "hx9-jstor-daily-article",
        "JSTOR Daily (article)",
        ONE,
        SP,
        JD_ENTRY,
        frozenset([JD_ENTRY]),
        _jstor_daily,
        frozenset(JD_OTHERS),
    ),
    Case(
        "hx9-benchfly-video",
        "Benchfly (video)",
        ONE,
        SP,
        BF_ENTRY,
        frozenset([BF_ENTRY]),
        _benchfly,
        frozenset(BF_OTHERS),
    ),
]
