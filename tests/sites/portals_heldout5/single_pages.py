"""Single-artifact-URI portals: a lab blog, a society wiki and a post-publication discussion.

The seed's most common class: the artifact is the entry page alone (rows Hypotheses,
ScienceBlogs, Wikipedia, PubPeer: **single_page**).  Each page links plenty that is not the
artifact: categories, tags, archives, neighbouring posts, reply links that reload the same
post with a query (?replytocom=), the comment feed (under the post's own path, so a
path-based boundary would wrongly take it), the wiki's edit/history/talk views, other
threads and the discussed paper (another artifact on another portal).  Truth: the entry.
"""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case

from ._skin import Skin, a, blob, share, ul

# --- WordPress lab blog ----------------------------------------------------------------

BLOG = "fieldnotes.brightwater-lab.hx5.example"
POST = "/2024/05/14/coring-season-notes/"
BLOG_SHELL = """<!doctype html><html lang="{lang}"><head><meta charset="UTF-8"><title>{title}</title>{head}
<link rel="stylesheet" id="twentytwentyfour-style-css" href="/wp-content/themes/twentytwentyfour/style.css?ver=1.1" media="all">
<link rel="alternate" type="application/rss+xml" title="Field Notes &raquo; Feed" href="/feed/">
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script></head>
<body class="post-template-default single single-post postid-812 wp-embed-responsive"><div class="wp-site-blocks">
<header class="wp-block-template-part"><p class="wp-block-site-title"><a href="/" rel="home">{name}</a></p>
<nav class="wp-block-navigation">{nav}</nav><form role="search" action="{search}" class="wp-block-search"><input name="s"></form></header>
<main class="wp-block-group">{main}</main>
<footer class="wp-block-template-part site-footer">{footer}<p>Proudly powered by <a href="http://wordpress.test/">WordPress</a></p>
<p><a href="/wp-login.php">Log in</a></p></footer></div></body></html>
"""


def _blog_sites():
    skin = Skin(
        host=BLOG,
        name="Field Notes from the Brightwater Lab",
        shell=BLOG_SHELL,
        title_fmt="{t} – {n}",
        head='<meta name="generator" content="WordPress 6.5.3">',
        nav=[
            ("/about/", "About"),
            ("/people/", "People"),
            ("/category/fieldwork/", "Fieldwork"),
            ("/publications/", "Publications"),
        ],
        footer=[
            ("/2024/05/", "May 2024"),
            ("/2024/04/", "April 2024"),
            ("/privacy-policy/", "Privacy Policy"),
        ],
        assets=[
            "/wp-content/themes/twentytwentyfour/style.css?ver=1.1",
            "/wp-includes/js/jquery/jquery.min.js?ver=3.7.1",
        ],
        search="/",
        home_main="<h1>Field Notes</h1>" + ul([(POST, "Coring season notes")]),
    )
    comments = "".join(
        f'<li id="comment-{c}" class="comment"><p>Great post!</p>{a(f"{POST}?replytocom={c}#respond", "Reply", class_="comment-reply-link")}</li>'
        for c in (41, 42)
    )
    main = f"""<article class="post-812 post type-post status-publish"><h1 class="wp-block-post-title">Coring season notes</h1>
<div class="wp-block-post-date"><time datetime="2024-05-14T09:12:00+00:00">May 14, 2024</time></div>
<div class="wp-block-post-author-name">{a("/author/iris-kovac/", "Iris Kovač")}</div>
<div class="entry-content wp-block-post-content"><p>Three weeks on the marsh, forty-one cores, one lost auger.</p>
<figure class="wp-block-image"><img src="/wp-content/uploads/2024/05/auger.png" alt="auger"></figure></div>
<div class="taxonomy-category">{a("/category/fieldwork/", "Fieldwork")}</div>
<div class="taxonomy-post_tag">{a("/tag/sediment/", "sediment")} {a("/tag/salt-marsh/", "salt marsh")}</div>
{share(skin.url(POST))}
<nav class="post-navigation-link">{a("/2024/04/30/new-grant/", "Previous: New grant")} {a("/2024/05/21/lab-retreat/", "Next: Lab retreat")}</nav>
<section class="wp-block-comments"><h2>2 responses</h2><ol class="commentlist">{comments}</ol>
<p>{a(f"{POST}feed/", "Comments RSS")}</p><div id="respond"><form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea></form></div></section></article>"""
    pages: dict = {
        POST: skin.page("Coring season notes", main),
        f"{POST}feed/": blob("xml", "comments"),
        "/wp-content/uploads/2024/05/auger.png": blob("png", "auger"),
        "/feed/": blob("xml", "feed"),
    }
    for p in (
        "/about/",
        "/people/",
        "/category/fieldwork/",
        "/publications/",
        "/2024/05/",
        "/2024/04/",
        "/privacy-policy/",
        "/author/iris-kovac/",
        "/tag/sediment/",
        "/tag/salt-marsh/",
        "/2024/04/30/new-grant/",
        "/2024/05/21/lab-retreat/",
        "/wp-login.php",
    ):
        pages[p] = skin.page(
            p.strip("/").split("/")[-1].replace("-", " ").title(), f"<h1>{escape(p)}</h1>"
        )
    return [skin.site(pages)]


# --- MediaWiki society wiki --------------------------------------------------------------

WIKI = "lore.tessaly-society.hx5.example"
ART = "Tidal_resonance_in_semi-enclosed_basins"
WIKI_SHELL = """<!DOCTYPE html><html class="client-nojs" lang="{lang}" dir="ltr"><head><meta charset="UTF-8"><title>{title}</title>
<script>document.documentElement.className="client-js";</script>
<link rel="stylesheet" href="/w/load.php?lang=en&amp;modules=skins.vector.styles.legacy&amp;only=styles&amp;skin=vector">
{head}<link rel="EditURI" type="application/rsd+xml" href="/w/api.php?action=rsd"></head>
<body class="mediawiki ltr sitedir-ltr mw-hide-empty-elt ns-0 ns-subject skin-vector action-view">
<div id="mw-page-base" class="noprint"></div><div id="content" class="mw-body" role="main">
<div id="bodyContent" class="vector-body">{main}</div></div>
<div id="mw-navigation"><div id="p-personal" role="navigation"><ul><li id="pt-login"><a href="/w/index.php?title=Special:UserLogin">Log in</a></li></ul></div>
<div id="p-search" role="search"><form action="{search}" id="searchform"><input type="search" name="search"></form></div>
<div id="mw-panel"><div id="p-logo" role="banner"><a class="mw-wiki-logo" href="/wiki/Main_Page" title="Visit the main page"></a></div>
<div class="portal" id="p-navigation">{nav}</div>
</div></div>
<footer id="footer" role="contentinfo"><ul id="footer-places">{footer}</ul>
<ul id="footer-icons"><li id="footer-poweredbyico"><a href="http://www.mediawiki.test/"><img src="/w/resources/assets/poweredby_mediawiki_88x31.png" alt="Powered by MediaWiki"></a></li></ul></footer></body></html>
"""

WIKI_TABS = """<div id="left-navigation"><ul><li id="ca-nstab-main" class="selected"><a href="/wiki/{art}">Article</a></li>
<li id="ca-talk"><a href="/wiki/Talk:{art}" rel="discussion">Talk</a></li></ul></div>
<div id="right-navigation"><ul><li id="ca-view" class="selected"><a href="/wiki/{art}">Read</a></li>
<li id="ca-edit"><a href="/w/index.php?title={art}&amp;action=edit">Edit</a></li>
<li id="ca-history"><a href="/w/index.php?title={art}&amp;action=history">View history</a></li></ul></div>
<div class="portal" id="p-tb"><ul><li id="t-whatlinkshere"><a href="/wiki/Special:WhatLinksHere/{art}">What links here</a></li>
<li id="t-print"><a href="/w/index.php?title={art}&amp;printable=yes">Printable version</a></li>
<li id="t-cite"><a href="/w/index.php?title=Special:CiteThisPage&amp;page={art}&amp;id=2231">Cite this page</a></li></ul></div>"""


def _wiki_sites():
    skin = Skin(
        host=WIKI,
        name="Tessaly Society Wiki",
        shell=WIKI_SHELL,
        title_fmt="{t} - {n}",
        home_title="Main Page - Tessaly Society Wiki",
        head='<meta name="generator" content="MediaWiki 1.41.1">',
        nav=[
            ("/wiki/Main_Page", "Main page"),
            ("/wiki/Special:RecentChanges", "Recent changes"),
            ("/wiki/Special:Random", "Random page"),
            ("/wiki/Help:Contents", "Help"),
        ],
        footer=[
            ("/wiki/Tessaly:Privacy_policy", "Privacy policy"),
            ("/wiki/Tessaly:About", "About Tessaly Society Wiki"),
            ("/wiki/Tessaly:General_disclaimer", "Disclaimers"),
        ],
        assets=[
            "/w/load.php?lang=en&modules=skins.vector.styles.legacy&only=styles&skin=vector",
            "/w/resources/assets/poweredby_mediawiki_88x31.png",
        ],
        search="/w/index.php",
    )
    heading = f'<h1 id="firstHeading" class="firstHeading"><span class="mw-page-title-main">{ART.replace("_", " ")}</span></h1>'
    main = (
        heading
        + WIKI_TABS.format(art=ART)
        + f"""<div id="siteSub">From Tessaly Society Wiki</div><div id="mw-content-text" class="mw-body-content"><div class="mw-parser-output">
<p><b>Tidal resonance</b> occurs when the natural period of a basin approaches that of the {a("/wiki/Tide", "tide")}.
See also {a("/wiki/Seiche", "seiche")} and {a("/wiki/Bay_of_Fundy", "Bay of Fundy")}.</p>
<div id="toc" class="toc"><ul><li><a href="#Theory">1 Theory</a></li><li><a href="#Examples">2 Examples</a></li></ul></div>
<h2 id="Theory">Theory</h2><p>Quarter-wavelength resonance.</p><h2 id="Examples">Examples</h2>
<h2>References</h2><ol class="references"><li>{a("http://doi.test/10.1017/jfm.1971.12", "Garrett 1972")}</li></ol></div></div>
<div id="catlinks" class="catlinks">{a("/wiki/Special:Categories", "Categories")}: {a("/wiki/Category:Oceanography", "Oceanography")}</div>"""
    )
    pages: dict = {f"/wiki/{ART}": skin.page(ART.replace("_", " "), main)}
    for p in (
        "/wiki/Main_Page",
        "/wiki/Special:RecentChanges",
        "/wiki/Special:Random",
        "/wiki/Help:Contents",
        "/wiki/Tide",
        "/wiki/Seiche",
        "/wiki/Bay_of_Fundy",
        "/wiki/Special:Categories",
        "/wiki/Category:Oceanography",
        f"/wiki/Talk:{ART}",
        f"/wiki/Special:WhatLinksHere/{ART}",
        "/wiki/Tessaly:Privacy_policy",
        "/wiki/Tessaly:About",
        "/wiki/Tessaly:General_disclaimer",
        "/w/index.php",
        "/w/api.php",
    ):
        pages[p] = skin.page(p.split("/")[-1].replace("_", " "), f"<p>{escape(p)}</p>")
    return [skin.site(pages)]


# --- post-publication discussion ---------------------------------------------------------

DISC = "commentary.peerlens.hx5.example"
THREAD = "/publications/8E2A5C1F0B3D7A9E64C2A1B0D9F8E7"


def _disc_sites():
    skin = Skin(
        host=DISC,
        name="PeerLens",
        shell="""<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}
<link href="/dist/app.3f2e.css" rel="stylesheet"></head><body><div id="vue-app"><nav class="navbar">
<a href="/" class="brand">{name}</a>{nav}<form action="{search}"><input name="q" placeholder="Search by DOI, PMID, title"></form>
<a href="/login">Sign in</a> <a href="/join">Create account</a></nav><div class="container">{main}</div>
<footer class="site-footer">{footer}</footer></div><script src="/dist/app.91cd.js"></script></body></html>""",
        title_fmt="{n} - {t}",
        head='<meta property="og:site_name" content="PeerLens">',
        nav=[
            ("/recent", "Recent"),
            ("/journals", "Journals"),
            ("/about", "About"),
            ("/faq", "FAQ"),
        ],
        footer=[("/guidelines", "Guidelines"), ("/privacy", "Privacy"), ("/contact", "Contact")],
        assets=["/dist/app.3f2e.css", "/dist/app.91cd.js"],
        search="/search",
    )
    comments = "".join(
        f'<div class="comment" id="{c}"><p class="comment-author">{escape(w)}</p><p>Figure 3B appears to duplicate 2D.</p>'
        f"{a(f'{THREAD}#{c}', 'Permalink')} {a(f'/login?next={THREAD}%23{c}', 'Reply')}</div>"
        for c, w in (("1", "Hoya carnosa"), ("2", "Author response"), ("3", "Peer 2"))
    )
    main = f"""<div class="publication-header"><h1>Hypoxia-inducible factor stabilisation in zebrafish fin regeneration</h1>
<p>{a("http://doi.test/10.81234/pp.2021.0555", "doi: 10.81234/pp.2021.0555")} · Journal of Perrault Coastal Studies (2021)</p>
<p>{a("/search?q=authors:%22Lindahl%20E%22", "Lindahl E")}</p></div><div class="comments-list">{comments}</div>
<div class="pagination">{a("/publications?journal=perrault&page=2", "More from this journal")}</div>{share(skin.url(THREAD))}"""
    pages: dict = {
        THREAD: skin.page(
            "Hypoxia-inducible factor stabilisation in zebrafish fin regeneration", main
        )
    }
    for p in (
        "/recent",
        "/journals",
        "/about",
        "/faq",
        "/guidelines",
        "/privacy",
        "/contact",
        "/search",
        "/login",
        "/join",
        "/publications",
    ):
        pages[p] = skin.page(p.strip("/").title(), f"<h1>{escape(p)}</h1>")
    return [skin.site(pages)]


CASES: list[Case] = [
    Case(
        name="hx5_blog_post",
        imitates="Lab blog (WordPress)",
        artifact_class="single artifact URI",
        expected="single_page",
        entry=f"http://{BLOG}{POST}",
        truth=frozenset({f"http://{BLOG}{POST}"}),
        build=_blog_sites,
    ),
    Case(
        name="hx5_wiki_article",
        imitates="Society wiki (MediaWiki)",
        artifact_class="single artifact URI",
        expected="single_page",
        entry=f"http://{WIKI}/wiki/{ART}",
        truth=frozenset({f"http://{WIKI}/wiki/{ART}"}),
        build=_wiki_sites,
    ),
    Case(
        name="hx5_discussion_thread",
        imitates="Post-publication discussion",
        artifact_class="single artifact URI",
        expected="single_page",
        entry=f"http://{DISC}{THREAD}",
        truth=frozenset({f"http://{DISC}{THREAD}"}),
        build=_disc_sites,
    ),
]
