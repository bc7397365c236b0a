"""Single Artifact URI portals: a centre's WordPress blog, a Hypotheses research notebook, a
translators' terminology wiki (MediaWiki), an Omeka Classic oral-history record and an OER
Commons resource record.  The seed prescribes Single Page for blog posts, wiki articles and
Omeka.net items: the artifact is the entry alone, whatever else the page links to.
"""

from __future__ import annotations

from sites.portals._portal import Case, Portal, case
from sites.portals_heldout111._kit import a, dl, esc, jpg, lis

# --- WordPress: a regional-studies centre's blog ------------------------------------------

WP = Portal(
    host="blog.balticentre.hx111.example",
    name="Centre for Baltic and Nordic Area Studies",
    menu=[
        ("/", "Home"),
        ("/about/", "About the Centre"),
        ("/events/", "Events"),
        ("/publications/", "Publications"),
        ("/category/news/", "News"),
        ("/contact/", "Contact"),
    ],
    footer=[
        ("/privacy-policy/", "Privacy policy"),
        ("/accessibility/", "Accessibility"),
        ("/feed/", "RSS"),
        ("http://mastodon.balticentre-social.hx111.example/@cbnas", "Mastodon"),
    ],
    title_format="{title} – {name}",
    home_main="<h1>Centre for Baltic and Nordic Area Studies</h1>"
    + lis([a("/2025/10/14/translating-the-singing-revolution/", "Latest post")]),
)
WP_POST = "/2025/10/14/translating-the-singing-revolution/"
WP_PREV = "/2025/09/30/summer-school-report-latvian-for-researchers/"
WP_NEXT = "/2025/10/28/cfp-baltic-translation-cultures-2026/"


def _wp_post(slug: str, title: str, body: str, pid: int, prev: str, nxt: str) -> str:
    head = (
        f'<link rel="alternate" type="application/rss+xml" title="Comments Feed" '
        f'href="{slug}feed/">'
        f'<link rel="https://api.w.org/" href="/wp-json/">'
        f'<link rel="alternate" type="application/json" href="/wp-json/wp/v2/posts/{pid}">'
        f'<link rel="shortlink" href="/?p={pid}"><link rel="canonical" href="{slug}">'
    )
    main = (
        f'<article id="post-{pid}" class="post type-post status-publish">'
        f'<h1 class="entry-title">{esc(title)}</h1>'
        f'<p class="byline">Posted on <time>14 October 2025</time> by '
        f"{a('/author/kadri-tamm/', 'Kadri Tamm')}</p>"
        f'<div class="entry-content">{body}</div>'
        f'<footer class="entry-footer">Posted in {a("/category/translation-history/", "Translation history")}'
        f" · Tagged {a('/tag/estonian/', 'Estonian')}, {a('/tag/exile-publishing/', 'exile publishing')}"
        f"</footer></article>"
        f'<nav class="post-navigation">{a(prev, "← Previous post")} {a(nxt, "Next post →")}</nav>'
        f'<div id="comments"><h2>One reply</h2><p>Great piece — Ilze</p>'
        f'<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea>'
        f"<button>Post Comment</button></form></div>"
    )
    return WP.page(title, main, head=head, share=WP.url(slug))


def _wp_site():
    body = (
        "<p>When the Estonian song festivals of 1988 filled the Tallinn song grounds, exile "
        "presses in Stockholm and Toronto were already translating the lyrics for audiences "
        "who could not hear them.</p>"
        '<img src="/wp-content/uploads/2025/10/song-grounds-1988-1024x683.jpg" alt="Song festival">'
        "<p>Our reading group compared three English versions held in the "
        f"{a('http://archive.exilepress.hx111.example/items/4471', 'Exile Press Archive')} "
        "and found that the censors' cuts travelled with the translations.</p>"
    )
    pages = {
        WP_POST: _wp_post(
            WP_POST,
            "Translating the Singing Revolution: lyrics, censors and exile presses",
            body,
            2231,
            WP_PREV,
            WP_NEXT,
        ),
        WP_PREV: _wp_post(
            WP_PREV,
            "Summer school report: Latvian for researchers",
            "<p>Thirty-two participants from nine countries spent two weeks in Riga.</p>",
            2207,
            "/",
            WP_POST,
        ),
        WP_NEXT: _wp_post(
            WP_NEXT,
            "CfP: Baltic Translation Cultures 2026",
            "<p>Abstracts of 300 words are due on 15 January 2026.</p>",
            2240,
            WP_POST,
            "/",
        ),
        "/category/translation-history/": WP.page(
            "Translation history",
            "<h1>Category: Translation history</h1>"
            + lis([a(WP_POST, "Translating the Singing Revolution")]),
        ),
        "/author/kadri-tamm/": WP.page(
            "Kadri Tamm", "<h1>Author: Kadri Tamm</h1>" + lis([a(WP_POST, "Latest post")])
        ),
        "/wp-content/uploads/2025/10/song-grounds-1988-1024x683.jpg": jpg(),
    }
    return [WP.site(pages)]


# --- Hypotheses: a research notebook (carnet de recherche) --------------------------------

HYP = Portal(
    host="transferts.carnets.hx111.example",
    name="Transferts",
    menu=[
        ("/", "Accueil"),
        ("/a-propos", "À propos"),
        ("/category/ateliers", "Ateliers"),
        ("/category/lectures", "Lectures"),
        ("/contact", "Contact"),
    ],
    footer=[
        ("http://www.carnets-platform.hx111.example/", "Plateforme des carnets"),
        ("/feed", "Flux RSS"),
        ("/mentions-legales", "Mentions légales"),
    ],
    title_format="{title} – {name}",
    home_title="Transferts – Traduire les sciences sociales",
)
HYP_POST = "/1472"


def _hyp_site():
    main = (
        '<article class="post"><h1>Traduire les sciences sociales en Afrique de l’Ouest : '
        "notes d’atelier</h1>"
        f"<p class='meta'>Publié le 3 juin 2025 par {a('/author/aissatou', 'Aïssatou Diallo')}</p>"
        "<p>L’atelier de Dakar a réuni des traductrices et des chercheurs autour de la "
        "circulation des textes entre le wolof, le français et l’anglais.</p>"
        "<p>Nous reviendrons sur les glossaires partagés lors de la prochaine séance.</p>"
        '<p class="citation">Référence électronique : Aïssatou Diallo (3 juin 2025). « Traduire '
        "les sciences sociales en Afrique de l’Ouest : notes d’atelier ». <em>Transferts</em>. "
        f"Consulté le … {a('http://transferts.carnets.hx111.example/1472', 'URL')}</p>"
        f"<p>Catégories : {a('/category/ateliers', 'Ateliers')} · Mots-clés : "
        f"{a('/tag/wolof', 'wolof')}, {a('/tag/glossaires', 'glossaires')}</p>"
        f"<nav>{a('/1455', '« Lire Fanon en wolof')} | {a('/1490', 'Appel à contributions »')}</nav>"
        "</article>"
    )
    head = '<link rel="alternate" type="application/rss+xml" href="/1472/feed">'
    pages = {
        HYP_POST: HYP.page(
            "Traduire les sciences sociales en Afrique de l’Ouest : notes d’atelier",
            main,
            head=head,
        ),
        "/1455": HYP.page("Lire Fanon en wolof", "<h1>Lire Fanon en wolof</h1>"),
        "/1490": HYP.page("Appel à contributions", "<h1>Appel à contributions</h1>"),
    }
    return [HYP.site(pages)]


# --- MediaWiki: a translators' terminology wiki -------------------------------------------

MW = Portal(
    host="wiki.termtrad.hx111.example",
    name="TermTrad",
    menu=[
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
        ("/wiki/Special:Random", "Random page"),
        ("/wiki/Help:Contents", "Help"),
        ("/wiki/Special:SpecialPages", "Special pages"),
    ],
    footer=[
        ("/wiki/TermTrad:Privacy_policy", "Privacy policy"),
        ("/wiki/TermTrad:About", "About TermTrad"),
        ("/wiki/TermTrad:General_disclaimer", "Disclaimers"),
    ],
    title_format="{title} - {name}",
    home_title="TermTrad",
)
MW_TITLE = "False_friends_(Portuguese–Spanish)"
MW_ART = "/wiki/False_friends_(Portuguese%E2%80%93Spanish)"
MW_Q = "False_friends_(Portuguese%E2%80%93Spanish)"


def _mw_site():
    tools = lis(
        [
            a(f"/wiki/Talk:{MW_Q}", "Discussion"),
            a(f"/w/index.php?title={MW_Q}&action=edit", "Edit"),
            a(f"/w/index.php?title={MW_Q}&action=history", "View history"),
            a(f"/wiki/Special:WhatLinksHere/{MW_Q}", "What links here"),
            a(f"/w/index.php?title={MW_Q}&oldid=48213", "Permanent link"),
            a(f"/w/index.php?title={MW_Q}&printable=yes", "Printable version"),
            a(f"/w/index.php?title=Special:UserLogin&returnto={MW_Q}", "Log in"),
        ],
        "p-tools",
    )
    main = (
        '<h1 id="firstHeading">False friends (Portuguese–Spanish)</h1>'
        '<div id="mw-content-text"><p><b>False friends</b> between Portuguese and Spanish are '
        f"{a('/wiki/Heterosemantic_word', 'heterosemantic words')}: forms that look alike "
        "but differ in meaning, such as <i>exquisito</i> (pt. ‘odd’) and <i>exquisito</i> (es. "
        f"‘delicious’). See also {a('/wiki/Cognate', 'cognate')}.</p>"
        "<table class='wikitable'><tr><th>Portuguese</th><th>Spanish</th><th>Note</th></tr>"
        "<tr><td>polvo (octopus)</td><td>polvo (dust)</td><td>frequent in menus</td></tr>"
        "<tr><td>esquisito</td><td>exquisito</td><td>opposite connotations</td></tr></table>"
        f'<div id="catlinks">Categories: {a("/wiki/Category:Portuguese", "Portuguese")} | '
        f"{a('/wiki/Category:Spanish', 'Spanish')} | "
        f"{a('/wiki/Category:Lexical_pitfalls', 'Lexical pitfalls')}</div></div>"
        + tools
        + '<p id="footer-info-lastmod">This page was last edited on 2 March 2026.</p>'
    )
    head = (
        f'<link rel="edit" title="Edit this page" href="/w/index.php?title={MW_Q}&amp;action=edit">'
        '<link rel="alternate" type="application/atom+xml" '
        'href="/w/index.php?title=Special:RecentChanges&amp;feed=atom">'
        f'<link rel="canonical" href="http://wiki.termtrad.hx111.example{MW_ART}">'
    )
    pages = {
        MW_ART: MW.page(MW_TITLE.replace("_", " "), main, head=head),
        "/wiki/Cognate": MW.page("Cognate", "<h1>Cognate</h1>"),
        "/wiki/Heterosemantic_word": MW.page("Heterosemantic word", "<h1>Heterosemantic word</h1>"),
        "/wiki/Main_Page": MW.page("Main Page", "<h1>Welcome to TermTrad</h1>"),
    }
    return [MW.site(pages)]


# --- Omeka Classic: an oral-history record with no attached file --------------------------

OMC = Portal(
    host="omeka.rustbeltvoices.hx111.example",
    name="Rust Belt Immigrant Voices",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    footer=[("/about", "About the project"), ("/items/browse?sort_field=added", "Recently added")],
    title_format="{title} · {name}",
)
OMC_ITEM = "/items/show/214"


def _omc_site():
    meta = dl(
        [
            ("Title", "Halina Kowalczyk on interpreting for her parents, 1956–1962"),
            ("Subject", f"{a('/items/browse?tags=interpreting', 'Child language brokering')}"),
            (
                "Description",
                "Index record for an interview in Polish and English (47 min). "
                "The recording is available in the reading room on request.",
            ),
            ("Creator", "Kowalczyk, Halina; interviewed by Mark Sobczak"),
            ("Date", "2019-08-12"),
            ("Language", "pol; eng"),
            ("Rights", "Reading-room access only"),
            ("Collection", a("/collections/show/7", "Polish Hill Oral Histories")),
        ]
    )
    main = (
        '<h1>Halina Kowalczyk on interpreting for her parents, 1956–1962</h1><div id="item-metadata">'
        + meta
        + "</div>"
        + f"<p id='item-tags'>Tags: {a('/items/browse?tags=Polish', 'Polish')}, "
        + f"{a('/items/browse?tags=interpreting', 'interpreting')}</p>"
        + "<div id='item-citation'><h2>Citation</h2><p>Kowalczyk, Halina, “Halina Kowalczyk on "
        "interpreting for her parents, 1956–1962,” <em>Rust Belt Immigrant Voices</em>, accessed "
        "March 9, 2026.</p></div>"
        + f"<ul class='item-pagination'><li>{a('/items/show/213', '← Previous Item')}</li>"
        + f"<li>{a('/items/show/215', 'Next Item →')}</li></ul>"
    )
    pages = {
        OMC_ITEM: OMC.page("Halina Kowalczyk on interpreting for her parents, 1956–1962", main),
        "/items/show/213": OMC.page("Teodor Nowak at the steel mill", "<h1>Teodor Nowak</h1>"),
        "/items/show/215": OMC.page("Church bulletins in translation", "<h1>Bulletins</h1>"),
        "/collections/show/7": OMC.page(
            "Polish Hill Oral Histories", "<h1>Polish Hill Oral Histories</h1>"
        ),
    }
    return [OMC.site(pages)]


# --- OER Commons: a record pointing at a provider's course unit ---------------------------

OER = Portal(
    host="www.oerbank.hx111.example",
    name="OER Commons",
    menu=[
        ("/browse", "Explore"),
        ("/hubs", "Hubs"),
        ("/groups", "Groups"),
        ("/authoring-overview", "Create"),
        ("/about", "About"),
    ],
    footer=[
        ("/about/terms", "Terms of Service"),
        ("/about/privacy", "Privacy Policy"),
        ("/help", "Help Center"),
    ],
    title_format="{title} | {name}",
)
OER_REC = "/courses/spanish-for-heritage-speakers-unit-3-la-familia"
PROVIDER = "http://courses.heritagelangs.hx111.example/spanish-hl/unit-3/"


def _oer_sites():
    main = (
        '<h1 class="material-title">Spanish for Heritage Speakers, Unit 3: La familia</h1>'
        f"<p>{a(PROVIDER, 'View Resource', class_='btn js-view-resource')}</p>"
        "<section class='abstract'><p>Six lessons that build academic register from the "
        "family stories heritage learners already tell at home.</p></section>"
        + dl(
            [
                ("Subject", a("/browse?f.general_subject=world-languages", "World Languages")),
                ("Level", a("/browse?f.sublevel=high-school", "High School")),
                ("Material Type", "Unit of Study"),
                (
                    "Provider",
                    a(
                        "/browse?f.provider=heritage-language-collaborative",
                        "Heritage Language Collaborative",
                    ),
                ),
                ("Date Added", "04/22/2024"),
                ("License", a("http://creativecommons.test/licenses/by-nc-sa/4.0/", "CC BY-NC-SA")),
                ("Language", "English, Spanish"),
            ]
        )
        + f"<p>{a(f'/accounts/login/?next={OER_REC}', 'Save to a folder')} · "
        + f"{a('/groups/heritage-language-educators/', 'Discussed in: Heritage Language Educators')}</p>"
        + "<section id='reviews'><h2>Reviews</h2><p>No reviews yet.</p></section>"
    )
    pages = {
        OER_REC: OER.page("Spanish for Heritage Speakers, Unit 3: La familia", main),
        "/groups/heritage-language-educators/": OER.page(
            "Heritage Language Educators", "<h1>Heritage Language Educators</h1>"
        ),
    }
    provider = Portal(
        host="courses.heritagelangs.hx111.example",
        name="Heritage Language Collaborative",
        menu=[("/", "Home"), ("/spanish-hl/", "Spanish for Heritage Speakers")],
    )
    ppages = {
        "/spanish-hl/unit-3/": provider.page(
            "Unit 3: La familia", "<h1>Unit 3: La familia</h1><p>Lesson 1: Mi árbol genealógico</p>"
        )
    }
    return [OER.site(pages), provider.site(ppages)]


CASES: list[Case] = [
    # A centre's blog post: the seed lists blog posts (Hypotheses, SciLogs, ScienceBlogs…) as
    # Single Artifact URI → Single Page.  Truth: the post alone — not its comments feed,
    # wp-json record, shortlink, tags, category, author or neighbouring posts; the inline
    # photo is an embedded resource.
    case(
        "wp-centre-blog-post",
        "WordPress (regional-studies centre blog post)",
        "single",
        "single_page",
        WP.url(WP_POST),
        [WP.url(WP_POST)],
        _wp_site,
    ),
    # A Hypotheses notebook post — the seed's own Hypotheses row: Single Page.  Truth: the
    # post; categories, tags and the neighbouring posts are the notebook's, not the post's.
    case(
        "hypotheses-workshop-notes",
        "Hypotheses (research notebook post)",
        "single",
        "single_page",
        HYP.url(HYP_POST),
        [HYP.url(HYP_POST)],
        _hyp_site,
    ),
    # A terminology wiki article: the seed's Wikipedia row, an encyclopedia article, is a
    # Single Artifact URI → Single Page.  Truth: the article; edit/history/talk/permanent
    # link/printable and category pages are the wiki's machinery.
    case(
        "mediawiki-false-friends",
        "MediaWiki (translators' terminology wiki article)",
        "single",
        "single_page",
        MW.url(MW_ART),
        [MW.url(MW_ART)],
        _mw_site,
    ),
    # An Omeka Classic item whose recording stays in the reading room: the seed's Omeka.net
    # collection item is Single Page (installation permitting); this theme hides the output
    # formats and the item has no file.  Truth: the item page.
    case(
        "omeka-classic-index-record",
        "Omeka Classic (oral-history item record)",
        "single",
        "single_page",
        OMC.url(OMC_ITEM),
        [OMC.url(OMC_ITEM)],
        _omc_site,
    ),
    # An OER Commons record: a metadata page whose "View Resource" leads to the provider's
    # own site — another portal, hence another artifact (the seed restricts artifact URIs to
    # the portal).  Single Page; truth: the record; the provider's unit is in `others`.
    case(
        "oer-commons-heritage-spanish",
        "OER Commons (language-teaching resource record)",
        "single",
        "single_page",
        OER.url(OER_REC),
        [OER.url(OER_REC)],
        _oer_sites,
        others=[PROVIDER],
    ),
]
