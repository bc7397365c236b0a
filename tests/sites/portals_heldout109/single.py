"""Single-artifact-URI portals of heldout109 (Single Page): encyclopedia articles, a blog
post, a wiki page, an exhibit page, a forum thread, a magazine essay; and an item of the
same Omeka installation as the exhibit, which links its files (Single Page+ with Ignored
URIs: the seed's Omeka row "depends on installation")."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, links

from ._kit import SOCIAL, a, host, image, text

# --- WordPress: a peer-reviewed encyclopedia of philosophy (IEP-style) -------------------

IEP = Portal(
    host("iep", "lyceum-ency"),
    "Lyceum Encyclopedia of Philosophy",
    menu=[
        ("/", "Home"),
        ("/a/", "Articles A–Z"),
        ("/about/", "About"),
        ("/editors/", "Editors"),
        ("/submissions/", "Submit"),
        ("/donate/", "Donate"),
    ],
    footer=[("/privacy-policy/", "Privacy"), ("/copyright/", "Copyright"), *SOCIAL],
    home_main="<h1>Lyceum Encyclopedia of Philosophy</h1><p>A peer-reviewed academic resource.</p>"
    + links([("/iamblichus/", "Iamblichus"), ("/stoic-ethics/", "Stoic Ethics")]),
)


def _iep_article(
    slug: str,
    title: str,
    pid: int,
    author: str,
    sections: list[str],
    related: list[tuple[str, str]],
) -> str:
    url = IEP.url(f"/{slug}/")
    head = (
        '<link rel="alternate" type="application/rss+xml" href="/feed/">'
        f'<link rel="alternate" type="application/json" href="/wp-json/wp/v2/pages/{pid}">'
        f'<link rel="canonical" href="{url}"><link rel="shortlink" href="/?p={pid}">'
        f'<link rel="alternate" type="application/json+oembed" '
        f'href="/wp-json/oembed/1.0/embed?url={url}">'
    )
    toc = "".join(f'<li><a href="#H{i}">{s}</a></li>' for i, s in enumerate(sections, 1))
    body = "".join(
        f'<h2 id="H{i}">{i}. {s}</h2><p>{s} is discussed with reference to the ancient '
        f"testimonia and the modern literature (see "
        f"{a(related[i % len(related)][0], related[i % len(related)][1])}).</p>"
        for i, s in enumerate(sections, 1)
    )
    main = (
        f'<article id="post-{pid}" class="page type-page status-publish hentry">'
        f'<h1 class="entry-title">{title}</h1><div class="entry-content">'
        f"<p>{title} is treated here in its historical setting.</p>"
        f"<h3>Table of Contents</h3><ol>{toc}</ol>{body}"
        f'<h3 id="H{len(sections) + 1}">Author Information</h3><p>{author}<br>'
        f'Email: <a href="mailto:editor@lyceum.test">editor@lyceum.test</a></p>'
        '<p class="cats">Categories: <a href="/category/ancient-philosophy/" rel="category tag">'
        "Ancient Philosophy</a></p></div></article>"
    )
    return IEP.page(title, main, head=head, share=url)


IEP_PAGES = {
    "/iamblichus/": _iep_article(
        "iamblichus",
        "Iamblichus",
        4127,
        "Helen M. Dorsey, University of Leeds",
        ["Life", "Works", "Theurgy", "The Soul", "Influence"],
        [("/plotinus/", "Plotinus"), ("/porphyry/", "Porphyry"), ("/proclus/", "Proclus")],
    ),
    "/stoic-ethics/": _iep_article(
        "stoic-ethics",
        "Stoic Ethics",
        2211,
        "Andrés Quiroga, Universidad de Chile",
        ["Sources", "Virtue and the Good", "Indifferents", "The Passions", "Cosmopolitanism"],
        [("/seneca/", "Seneca"), ("/epictetus/", "Epictetus"), ("/chrysipp/", "Chrysippus")],
    ),
    "/plotinus/": IEP.page("Plotinus", "<h1>Plotinus</h1><p>Article text.</p>"),
    "/porphyry/": IEP.page("Porphyry", "<h1>Porphyry</h1><p>Article text.</p>"),
    "/seneca/": IEP.page("Lucius Annaeus Seneca", "<h1>Seneca</h1><p>Article text.</p>"),
}


def iep() -> list[Site]:
    return [IEP.site(IEP_PAGES)]


# --- Hypotheses (OpenEdition): a research blog on ancient religion ----------------------

HYP = Portal(
    host("relant", "hypotheses-oe"),
    "Religio antiqua",
    menu=[
        ("/", "Accueil"),
        ("/about", "À propos"),
        ("/category/seminaire", "Séminaire"),
        ("/category/comptes-rendus", "Comptes rendus"),
        ("/contact", "Contact"),
    ],
    footer=[
        ("http://www.openedition.test/", "OpenEdition"),
        ("http://hypotheses.test/", "Hypotheses"),
        ("/feed", "RSS"),
    ],
    title_format="{title} – {name}",
    home_main=links([("/2931", "Lares compitales"), ("/2870", "Séance du 14 novembre")]),
)
HYP_POST = HYP.page(
    "Les Lares compitales et la topographie du vicus",
    '<article class="post-2931 post type-post"><header><h1 class="entry-title">'
    "Les Lares compitales et la topographie du vicus</h1>"
    '<p class="meta">Publié le 12 mars 2026 par <a href="/author/mlefevre">Marion Lefèvre</a>'
    ' dans <a href="/category/seminaire" rel="category tag">Séminaire</a></p></header>'
    '<div class="entry-content"><p>Les autels des carrefours (compita) ...</p>'
    '<figure><img src="/files/2026/03/compitum-pompei.jpg" alt="Compitum, Pompéi"></figure>'
    "<p>Voir aussi le compte rendu de la séance précédente : "
    '<a href="/2870">Séance du 14 novembre</a>.</p></div>'
    '<p class="cite">Référence électronique : Marion Lefèvre (12 mars 2026). Les Lares '
    "compitales et la topographie du vicus. <em>Religio antiqua</em>. Consulté le ... "
    f"{a(HYP.url('/2931'), HYP.url('/2931'))}</p>"
    '<footer class="tags"><a href="/tag/lares" rel="tag">Lares</a> '
    '<a href="/tag/pompei" rel="tag">Pompéi</a></footer></article>'
    '<nav class="post-navigation"><a href="/2870" rel="prev">Séance du 14 novembre</a>'
    ' <a href="/2950" rel="next">Appel à contributions</a></nav>'
    '<section id="comments"><h2>Un commentaire</h2><div id="comment-45"><p>Merci !</p>'
    '<a class="comment-reply-link" href="/2931?replytocom=45#respond">Répondre</a></div>'
    '<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea>'
    "</form></section>",
    head='<link rel="shortlink" href="/?p=2931"><link rel="alternate" '
    'type="application/rss+xml" href="/2931/feed">',
    share=HYP.url("/2931"),
)


def hyp() -> list[Site]:
    return [
        HYP.site(
            {
                "/2931": HYP_POST,
                "/files/2026/03/compitum-pompei.jpg": image((150, 110, 80)),
                "/2870": HYP.page("Séance du 14 novembre", "<h1>Séance du 14 novembre</h1>"),
            }
        )
    ]


# --- MediaWiki: a prosopographical wiki of late antique philosophers ---------------------

WIKI = Portal(
    host("wiki", "prosopon"),
    "Prosopon",
    menu=[
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
        ("/wiki/Special:Random", "Random page"),
        ("/wiki/Prosopon:Help", "Help"),
    ],
    footer=[
        ("/wiki/Prosopon:Privacy_policy", "Privacy policy"),
        ("/wiki/Prosopon:About", "About Prosopon"),
        ("/wiki/Prosopon:General_disclaimer", "Disclaimers"),
    ],
    title_format="{title} - {name}",
    home_title="Prosopon",
)
_T = "Sopater_of_Apamea"
WIKI_PAGE = WIKI.page(
    "Sopater of Apamea",
    '<div id="p-views"><ul>'
    f'<li><a href="/wiki/{_T}">Read</a></li>'
    f'<li><a href="/w/index.php?title={_T}&amp;action=edit">Edit</a></li>'
    f'<li><a href="/w/index.php?title={_T}&amp;action=history">View history</a></li>'
    f'<li><a href="/wiki/Talk:{_T}">Talk</a></li></ul></div>'
    '<div id="p-tb"><ul>'
    f'<li><a href="/wiki/Special:WhatLinksHere/{_T}">What links here</a></li>'
    f'<li><a href="/w/index.php?title={_T}&amp;oldid=48213">Permanent link</a></li>'
    f'<li><a href="/w/index.php?title=Special:CiteThisPage&amp;page={_T}">Cite this page</a>'
    f'</li><li><a href="/w/index.php?title={_T}&amp;printable=yes">Printable version</a></li>'
    "</ul></div>"
    '<h1 id="firstHeading">Sopater of Apamea</h1><div id="mw-content-text">'
    "<p><b>Sopater of Apamea</b> (d. c. 330) was a Neoplatonist, pupil of "
    '<a href="/wiki/Iamblichus">Iamblichus</a>, executed under '
    '<a href="/wiki/Constantine_I">Constantine I</a>.</p>'
    '<h2><span id="Sources">Sources</span></h2><ul><li>Eunapius, <i>Lives</i> 6.2</li>'
    '<li>Zosimus 2.40</li></ul><h2><span id="References">References</span></h2>'
    '<ol class="references"><li id="cite_note-1"><a href="#cite_ref-1">^</a> PLRE I, '
    "Sopater 1.</li></ol></div>"
    '<div id="catlinks"><a href="/wiki/Special:Categories">Categories</a>: '
    '<a href="/wiki/Category:Neoplatonists">Neoplatonists</a> '
    '<a href="/wiki/Category:4th-century_deaths">4th-century deaths</a></div>'
    '<div id="footer-info"><p>This page was last edited on 2 February 2026.</p></div>',
    head=f'<link rel="edit" href="/w/index.php?title={_T}&amp;action=edit">'
    '<link rel="alternate" type="application/atom+xml" '
    'href="/w/index.php?title=Special:RecentChanges&amp;feed=atom">'
    f'<link rel="canonical" href="{WIKI.url("/wiki/" + _T)}">',
)


def wiki() -> list[Site]:
    return [
        WIKI.site(
            {
                f"/wiki/{_T}": WIKI_PAGE,
                "/wiki/Main_Page": WIKI.page("Main Page", "<h1>Welcome to Prosopon</h1>"),
                "/wiki/Iamblichus": WIKI.page("Iamblichus", "<h1>Iamblichus</h1>"),
            }
        )
    ]


# --- Omeka Classic + Exhibit Builder: a narrative exhibit page ---------------------------

OMEKA = Portal(
    host("lapidarium", "omeka-net"),
    "Reading the Stones",
    menu=[
        ("/", "Home"),
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Browse Exhibits"),
        ("/about", "About"),
    ],
    footer=[("http://www.omeka.test/", "Proudly powered by Omeka."), ("/terms", "Terms of use")],
    title_format="{title} · {name}",
    home_main='<h1>Reading the Stones</h1><div id="featured-item">'
    '<a href="/items/show/212">Funerary stele of Aurelia Prima</a></div>',
)
EXHIBIT = OMEKA.page(
    "The Forum · Latin Inscriptions of the Town",
    '<div id="exhibit-breadcrumbs"><a href="/exhibits/show/latin-town">Latin Inscriptions of '
    'the Town</a> › The Forum</div><h1><span class="exhibit-page">The Forum</span></h1>'
    '<div class="exhibit-block layout-file-text"><div class="exhibit-items">'
    '<div class="exhibit-item exhibit-file"><a class="exhibit-item-link" '
    'href="/items/show/198"><img src="/files/square_thumbnails/8f1c2d.jpg" '
    'alt="Dedication to Victoria Augusta"></a><div class="exhibit-item-caption">'
    "<p>Dedication to Victoria Augusta</p></div></div></div>"
    '<div class="exhibit-text"><p>Honorific and dedicatory texts cluster on the north '
    "side of the forum, where the curia and the temple of the Capitoline triad stood. ...</p>"
    "<p>The base of the dedication (left) was re-used in a late antique pavement.</p></div>"
    "</div>"
    '<div id="exhibit-page-navigation"><div id="exhibit-nav-prev">'
    '<a class="previous-page" href="/exhibits/show/latin-town/introduction">'
    '← Introduction</a></div><div id="exhibit-nav-next">'
    '<a class="next-page" href="/exhibits/show/latin-town/necropolis">The Necropolis →</a>'
    '</div><div id="exhibit-nav-up"><a href="/exhibits/show/latin-town">Latin Inscriptions '
    "of the Town</a></div></div>",
)


_ITEM = "/items/show/212"
_OUT = ["atom", "dcmes-xml", "json", "omeka-xml"]
_FILES = ["5b0e77c1a9d3f2e8b4c6.jpg", "a21f903d6e4b8c7d0e1f.jpg"]
OMEKA_ITEM = OMEKA.page(
    "Funerary stele of Aurelia Prima",
    '<h1>Funerary stele of Aurelia Prima</h1><div id="primary">'
    '<div class="element-set"><div id="dublin-core-title" class="element"><h3>Title</h3>'
    '<div class="element-text">Funerary stele of Aurelia Prima</div></div>'
    '<div id="dublin-core-description" class="element"><h3>Description</h3>'
    '<div class="element-text">Limestone stele with pediment and rosettes; text: D(is) '
    "M(anibus) / Aureliae Primae / vix(it) ann(os) XXII ...</div></div>"
    '<div id="dublin-core-date" class="element"><h3>Date</h3><div class="element-text">'
    "late 2nd century AD</div></div></div>"
    '<div id="itemfiles" class="element"><h3>Files</h3>'
    + "".join(
        f'<div class="item-file image-jpeg"><a href="/files/original/{f}">'
        f'<img class="full" src="/files/fullsize/{f}" alt="{f}"></a></div>'
        for f in _FILES
    )
    + '</div><div id="collection" class="element"><h3>Collection</h3>'
    '<div class="element-text"><p><a href="/collections/show/3">Necropolis finds</a></p>'
    '</div></div><div id="item-tags" class="element"><h3>Tags</h3>'
    '<div class="element-text"><a href="/items/browse?tags=stele" rel="tag">stele</a> '
    '<a href="/items/browse?tags=funerary" rel="tag">funerary</a></div></div>'
    '<div id="item-citation" class="element"><h3>Citation</h3><div class="element-text">'
    "&#8220;Funerary stele of Aurelia Prima,&#8221; <em>Reading the Stones</em>, accessed "
    "March 20, 2026.</div></div>"
    '<div id="item-output-formats" class="element"><h2>Output Formats</h2>'
    '<div class="element-text"><ul id="output-format-list">'
    + "".join(f'<li><a href="{_ITEM}?output={o}">{o}</a></li>' for o in _OUT)
    + '</ul></div></div></div><ul class="item-pagination navigation">'
    '<li id="previous-item" class="previous"><a href="/items/show/211">&larr; Previous Item'
    '</a></li><li id="next-item" class="next"><a href="/items/show/213">Next Item &rarr;</a>'
    "</li></ul>",
    head=f'<link rel="alternate" type="application/rss+xml" href="{_ITEM}?output=atom">',
)


def omeka_exhibit() -> list[Site]:
    return [
        OMEKA.site(
            {
                _ITEM: OMEKA_ITEM,
                **{f"/files/original/{f}": image((200, 180, 150)) for f in _FILES},
                **{f"/files/fullsize/{f}": image((200, 180, 151)) for f in _FILES},
                _ITEM + "?output=atom": text(
                    "<feed xmlns='http://www.w3.org/2005/Atom'><title>"
                    "Funerary stele of Aurelia Prima</title></feed>",
                    "application/atom+xml",
                ),
                _ITEM + "?output=dcmes-xml": text(
                    "<rdf:RDF><dc:title>Funerary stele of Aurelia Prima</dc:title></rdf:RDF>",
                    "application/xml",
                ),
                _ITEM + "?output=json": text(
                    '{"id": 212, "title": "Funerary stele of Aurelia Prima"}', "application/json"
                ),
                _ITEM + "?output=omeka-xml": text("<item itemId='212'/>", "application/xml"),
                "/items/show/211": OMEKA.page("Altar to Silvanus", "<h1>Altar to Silvanus</h1>"),
                "/exhibits/show/latin-town/the-forum": EXHIBIT,
                "/files/square_thumbnails/8f1c2d.jpg": image((200, 190, 170)),
                "/exhibits/show/latin-town": OMEKA.page(
                    "Latin Inscriptions of the Town", "<h1>Latin Inscriptions of the Town</h1>"
                ),
            }
        )
    ]


# --- Discourse: a forum thread on philosophy of religion ---------------------------------

DISC = Portal(
    host("forum", "philreligion"),
    "Philosophy of Religion Forum",
    menu=[
        ("/latest", "Latest"),
        ("/top", "Top"),
        ("/categories", "Categories"),
        ("/faq", "FAQ"),
        ("/about", "About"),
    ],
    footer=[("/tos", "Terms of Service"), ("/privacy", "Privacy")],
    title_format="{title} - {name}",
)
_TOPIC = "/t/does-divine-simplicity-entail-modal-collapse/3318"
DISC_THREAD = DISC.page(
    "Does divine simplicity entail modal collapse? - Metaphysics",
    '<div id="topic-title"><h1><a href="' + _TOPIC + '">Does divine simplicity entail modal '
    'collapse?</a></h1><a href="/c/metaphysics/7">Metaphysics</a> '
    '<a href="/tag/aquinas" class="discourse-tag">aquinas</a></div>'
    + "".join(
        f'<div class="topic-body crawler-post" id="post_{n}"><div class="crawler-post-meta">'
        f'<span class="creator"><a href="/u/{u}"><b>{u}</b></a></span>'
        f'<a href="{_TOPIC}/{n}" class="post-date">March {n + 2}, 2026</a></div>'
        f'<div class="post"><p>{t}</p></div></div>'
        for n, u, t in [
            (
                1,
                "tmullins",
                "Mullins and Tomaszewski argue that if God is identical to his act "
                "of creating, then creation is necessary ...",
            ),
            (
                2,
                "aquinasfan",
                "The standard Thomist reply distinguishes the act from its extrinsic terminus ...",
            ),
            (3, "kripkean", "Grant's extrinsic model still needs a story about truthmakers."),
        ]
    )
    + f'<div role="navigation" itemscope><a href="{_TOPIC}?page=2" rel="next">next page →</a>'
    "</div>"
    '<div id="suggested-topics"><h3>Suggested Topics</h3>'
    '<a href="/t/skeptical-theism-and-moral-paralysis/3290">Skeptical theism and moral '
    "paralysis</a></div>",
    head='<link rel="alternate nofollow" type="application/rss+xml" '
    f'href="{_TOPIC}.rss"><link rel="canonical" href="{DISC.url(_TOPIC)}">',
)


def disc() -> list[Site]:
    return [
        DISC.site(
            {
                _TOPIC: DISC_THREAD,
                _TOPIC + "?page=2": DISC.page(
                    "Does divine simplicity entail modal collapse? - Metaphysics - Page 2",
                    "<p>More posts.</p>",
                ),
                "/t/skeptical-theism-and-moral-paralysis/3290": DISC.page(
                    "Skeptical theism and moral paralysis - Ethics", "<h1>Skeptical theism</h1>"
                ),
            }
        )
    ]


# --- Medium: an essay in a public-facing classics magazine -------------------------------

MED = Portal(
    host("eidolon", "medium-pub"),
    "Lethe",
    menu=[
        ("/", "Home"),
        ("/archive", "Archive"),
        ("/about", "About"),
        ("/m/signin?operation=register", "Get started"),
    ],
    footer=[("/policy/terms", "Terms"), ("/policy/privacy", "Privacy"), ("/help", "Help")],
    title_format="{title} | by {name}",
)
_ESSAY = "/the-afterlives-of-antigone-on-the-modern-stage-7c2e91a4b0f3"
MED_ESSAY = MED.page(
    "The Afterlives of Antigone on the Modern Stage | by Nkechi Obi | Lethe",
    '<article><h1 data-testid="storyTitle">The Afterlives of Antigone on the Modern Stage</h1>'
    '<div class="pw-author"><a href="/@nkechi.obi">Nkechi Obi</a> · '
    "<span>11 min read</span> · <span>Jan 9, 2026</span></div>"
    "<section><p>When Femi Osofisan staged <em>Tègònni</em> in 1994 ...</p>"
    '<figure><img src="/max/1400/1*aK3f9Q.jpeg" alt="Production photograph"></figure>'
    "<p>... the chorus no longer speaks for the city.</p></section>"
    '<div class="tags"><a href="/tag/classics">Classics</a> '
    '<a href="/tag/theatre">Theatre</a></div></article>'
    f'<a href="/m/signin?actionUrl=clap&amp;redirect={_ESSAY}">Clap</a> '
    f'<a href="/m/signin?actionUrl=respond&amp;redirect={_ESSAY}">Responses (4)</a>'
    '<div class="more-from"><h2>More from Lethe</h2>'
    '<a href="/why-we-still-read-lucretius-3b1f0c9d2e77">Why we still read Lucretius</a></div>',
    raw_title=True,
    share=MED.url(_ESSAY),
)


def med() -> list[Site]:
    return [
        MED.site(
            {
                _ESSAY: MED_ESSAY,
                "/max/1400/1*aK3f9Q.jpeg": image((30, 30, 30)),
                "/why-we-still-read-lucretius-3b1f0c9d2e77": MED.page(
                    "Why we still read Lucretius", "<h1>Why we still read Lucretius</h1>"
                ),
            }
        )
    ]


def _u(p: Portal, path: str) -> str:
    return p.url(path)


CASES: list[Case] = [
    # Encyclopedia article (the seed's Wikipedia row): one page; links to other articles,
    # category and WordPress head links (feed, REST, oEmbed) are not the artifact.
    case(
        "iep-iamblichus",
        "WordPress (peer-reviewed encyclopedia of philosophy)",
        "Single Artifact URI",
        "single_page",
        _u(IEP, "/iamblichus/"),
        [_u(IEP, "/iamblichus/")],
        iep,
        others=[_u(IEP, "/plotinus/"), _u(IEP, "/porphyry/")],
    ),
    # Same portal, another article: the same decision, truth the article page alone.
    case(
        "iep-stoic-ethics",
        "WordPress (peer-reviewed encyclopedia of philosophy)",
        "Single Artifact URI",
        "single_page",
        _u(IEP, "/stoic-ethics/"),
        [_u(IEP, "/stoic-ethics/")],
        iep,
        others=[_u(IEP, "/seneca/")],
    ),
    # Blog post on a research blog (the seed's Hypotheses row): Single Page; the inline
    # image is embedded, the reply link, tags, previous/next posts are outside.
    case(
        "hypotheses-lares",
        "Hypotheses (OpenEdition research blog, ancient religion)",
        "Single Artifact URI",
        "single_page",
        _u(HYP, "/2931"),
        [_u(HYP, "/2931")],
        hyp,
        others=[_u(HYP, "/2870")],
    ),
    # Wiki article (the seed's Wikipedia row): the article alone; edit/history/talk/cite
    # views of MediaWiki are tools, not parts of the artifact.
    case(
        "prosopon-sopater",
        "MediaWiki (prosopographical wiki of late antique philosophers)",
        "Single Artifact URI",
        "single_page",
        _u(WIKI, f"/wiki/{_T}"),
        [_u(WIKI, f"/wiki/{_T}")],
        wiki,
        others=[_u(WIKI, "/wiki/Iamblichus")],
    ),
    # Omeka exhibit page (the seed's Omeka.net row, Single Page): a narrative page; its
    # thumbnail is embedded, the item and the neighbouring exhibit pages are other things.
    case(
        "omeka-exhibit-forum",
        "Omeka Classic (Exhibit Builder narrative page)",
        "Single Artifact URI",
        "single_page",
        _u(OMEKA, "/exhibits/show/latin-town/the-forum"),
        [_u(OMEKA, "/exhibits/show/latin-town/the-forum")],
        omeka_exhibit,
    ),
    # Omeka item of the same installation (the seed: Omeka "depends on installation"): here
    # the item links its original images and Dublin Core / Omeka XML outputs, a Single Hop
    # artifact like the seed's Figshare; the ignored list (home, 404) drops the menu but not
    # the collection, tag and previous/next links. Truth: page, 2 originals, 4 outputs.
    case(
        "omeka-item-stele",
        "Omeka Classic (item with files and output formats)",
        "Single Hop",
        "single_page_plus_ignored",
        _u(OMEKA, _ITEM),
        [_u(OMEKA, _ITEM)]
        + [_u(OMEKA, f"/files/original/{f}") for f in _FILES]
        + [_u(OMEKA, f"{_ITEM}?output={o}") for o in _OUT],
        omeka_exhibit,
        others=[_u(OMEKA, "/items/show/211")],
    ),
    # Discussion thread (the seed's PubPeer / PubMed Commons rows): Single Page.
    case(
        "discourse-simplicity",
        "Discourse (philosophy of religion discussion forum)",
        "Single Artifact URI",
        "single_page",
        _u(DISC, _TOPIC),
        [_u(DISC, _TOPIC)],
        disc,
        others=[_u(DISC, "/t/skeptical-theism-and-moral-paralysis/3290")],
    ),
    # Magazine essay (the seed's Nautilus / The Conversation rows): Single Page.
    case(
        "medium-antigone",
        "Medium (public-facing classics magazine)",
        "Single Artifact URI",
        "single_page",
        _u(MED, _ESSAY),
        [_u(MED, _ESSAY)],
        med,
        others=[_u(MED, "/why-we-still-read-lucretius-3b1f0c9d2e77")],
    ),
]
