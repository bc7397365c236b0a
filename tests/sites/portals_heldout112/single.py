"""Single Page and Single Page+ cases of heldout112: news posts, wiki pages, forum threads,
a heritage item, and two chrome-less hand-made release pages."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import SOCIAL, bare, blob, csv, host, image, pdf, text, ul, zipfile

# --- WordPress: a stellarator lab's campaign blog -------------------------------------

WP = host("blog", "stellarator-lab")
WP_POST = "/2026/02/17/op2-4-first-week-divertor-heat-loads/"


def wp_sites() -> list[Site]:
    p = Portal(
        WP,
        "W7-X Campaign Blog",
        [
            ("/", "Home"),
            ("/category/campaign/", "Campaign"),
            ("/about/", "About"),
            ("/contact/", "Contact"),
        ],
        [("/privacy-policy/", "Privacy"), ("/impressum/", "Imprint"), *SOCIAL],
        title_format="{title} – {name}",
    )
    post = p.page(
        "OP2.4, week one: divertor heat loads under control",
        """<article class="post type-post status-publish">
<header class="entry-header"><h1 class="entry-title">OP2.4, week one: divertor heat loads under
control</h1><div class="entry-meta">Posted on <time datetime="2026-02-17">17 February 2026</time>
by <a href="/author/mkrause/" rel="author">Miriam Krause</a></div></header>
<div class="entry-content">
<p>The first week of operation phase 2.4 ended with 41 discharges above 10 MJ of injected
energy. Infrared thermography of the island divertor showed peak loads below 8 MW/m².</p>
<figure class="wp-block-image"><img src="/wp-content/uploads/2026/02/ir-divertor-20260215.png"
alt="IR image of the divertor" width="960" height="540">
<figcaption>Heat load pattern, discharge 20260215.034.</figcaption></figure>
<p>Details will be presented at the <a href="/2026/01/28/op2-4-preview/">campaign preview</a>
follow-up seminar.</p></div>
<footer class="entry-footer"><span class="cat-links">Posted in
<a href="/category/campaign/" rel="category tag">Campaign</a></span>
<span class="tags-links">Tagged <a href="/tag/divertor/" rel="tag">divertor</a>,
<a href="/tag/thermography/" rel="tag">thermography</a></span></footer></article>
<nav class="post-navigation"><a href="/2026/01/28/op2-4-preview/" rel="prev">Previous: OP2.4
preview</a></nav>
<div id="comments"><h2>One comment</h2><ol class="comment-list"><li>Great progress!
<a rel="nofollow" class="comment-reply-link" href="/2026/02/17/op2-4-first-week-divertor-heat-loads/?replytocom=311">Reply</a></li></ol>
<form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea>
<button>Post Comment</button></form></div>""",
        head='<link rel="alternate" type="application/rss+xml" title="Comments Feed" '
        'href="/2026/02/17/op2-4-first-week-divertor-heat-loads/feed/">'
        '<link rel="shortlink" href="/?p=1874">',
        share=p.url(WP_POST),
    )
    other = p.page(
        "OP2.4 preview", "<article><h1>OP2.4 preview</h1><p>What to expect.</p></article>"
    )
    listing = p.page(
        "Campaign",
        ul([(WP_POST, "OP2.4, week one"), ("/2026/01/28/op2-4-preview/", "OP2.4 preview")]),
    )
    feed = blob("<rss><channel><title>Comments</title></channel></rss>", "application/rss+xml")
    return [
        p.site(
            {
                WP_POST: post,
                WP_POST + "?replytocom=311": post,
                WP_POST + "feed/": feed,
                "/?p=1874": post,
                "/2026/01/28/op2-4-preview/": other,
                "/category/campaign/": listing,
                "/tag/divertor/": listing,
                "/tag/thermography/": listing,
                "/author/mkrause/": listing,
                "/wp-content/uploads/2026/02/ir-divertor-20260215.png": image((200, 80, 20)),
            }
        )
    ]


# --- MediaWiki: the open energy modelling community wiki ------------------------------

MW = host("wiki", "openmod")


def mw_sites() -> list[Site]:
    p = Portal(
        MW,
        "Open Energy Modelling Initiative",
        [
            ("/wiki/Main_Page", "Main page"),
            ("/wiki/Special:RecentChanges", "Recent changes"),
            ("/wiki/Special:Random", "Random page"),
            ("/wiki/Help:Contents", "Help"),
        ],
        [
            ("/wiki/Openmod:Privacy_policy", "Privacy policy"),
            ("/wiki/Openmod:About", "About"),
            ("/wiki/Openmod:General_disclaimer", "Disclaimers"),
        ],
        title_format="{title} - {name}",
    )
    title = "Hydrogen network models"
    body = f"""<div id="content" class="mw-body"><h1 id="firstHeading">{title}</h1>
<div id="p-views"><a href="/index.php?title=Hydrogen_network_models&amp;action=edit">Edit</a>
<a href="/index.php?title=Hydrogen_network_models&amp;action=history">View history</a>
<a href="/wiki/Talk:Hydrogen_network_models">Discussion</a></div>
<div id="mw-content-text" class="mw-parser-output">
<p>This page lists open models of <a href="/wiki/Hydrogen">hydrogen</a> transport networks.</p>
<table class="wikitable"><tr><th>Model</th><th>Licence</th><th>Scope</th></tr>
<tr><td><a href="/wiki/PyPSA-Eur">PyPSA-Eur</a></td><td>MIT</td><td>Europe</td></tr>
<tr><td><a href="/wiki/SciGRID_gas">SciGRID_gas</a></td><td>CC-BY</td><td>Europe</td></tr></table>
<h2><span class="mw-headline" id="References">References</span></h2>
<ol class="references"><li><a rel="nofollow" class="external text"
href="http://doi.test/10.1016/j.ijhydene.2025.03.117">Neumann et al. (2025)</a></li></ol>
</div><div id="catlinks"><a href="/wiki/Special:Categories">Categories</a>:
<a href="/wiki/Category:Hydrogen">Hydrogen</a></div>
<div id="footer-info">This page was last edited on 3 March 2026.</div></div>"""
    stub = p.page("Wiki page", "<h1>Wiki page</h1>")
    pages = {"/wiki/Hydrogen_network_models": p.page(title, body)}
    for path in (
        "/wiki/Hydrogen",
        "/wiki/PyPSA-Eur",
        "/wiki/SciGRID_gas",
        "/wiki/Talk:Hydrogen_network_models",
        "/wiki/Category:Hydrogen",
        "/index.php?title=Hydrogen_network_models&action=edit",
        "/index.php?title=Hydrogen_network_models&action=history",
    ):
        pages[path] = stub
    return [p.site(pages)]


# --- Omeka Classic: a nuclear heritage photo archive -----------------------------------

OM = host("heritage", "atomic-archive")
OM_ITEM = "/items/show/412"


def omeka_sites() -> list[Site]:
    p = Portal(
        OM,
        "Atomic Heritage Photo Archive",
        [
            ("/items/browse", "Browse Items"),
            ("/collections/browse", "Browse Collections"),
            ("/exhibits", "Exhibits"),
            ("/about", "About"),
        ],
        [("/terms", "Terms of use"), ("http://omeka.test/", "Proudly powered by Omeka")],
        title_format="{title} · {name}",
    )
    title = "Control room of the BR3 pressurized water reactor, 1962"
    body = f"""<div id="primary"><h1>{title}</h1>
<div id="item-images"><img src="/files/fullsize/7c1d0e2f5a9b3c4d.jpg" alt="{title}"></div>
<div id="dublin-core-title" class="element"><h3>Title</h3><div class="element-text">{title}</div></div>
<div id="dublin-core-creator" class="element"><h3>Creator</h3><div class="element-text">SCK CEN
photographic service</div></div>
<div id="dublin-core-date" class="element"><h3>Date</h3><div class="element-text">1962</div></div>
<div id="dublin-core-rights" class="element"><h3>Rights</h3><div class="element-text">In
copyright, educational use permitted</div></div>
<div id="collection" class="element"><h3>Collection</h3><div class="element-text">
<a href="/collections/show/7">BR3 construction and operation</a></div></div>
<div id="item-tags" class="element"><h3>Tags</h3><div class="element-text tags">
<a href="/items/browse?tags=control+room" rel="tag">control room</a>,
<a href="/items/browse?tags=PWR" rel="tag">PWR</a></div></div>
<ul class="item-pagination navigation"><li id="previous-item" class="previous">
<a href="/items/show/411">&larr; Previous Item</a></li><li id="next-item" class="next">
<a href="/items/show/413">Next Item &rarr;</a></li></ul></div>"""
    stub = p.page("Items", "<h1>Items</h1>")
    return [
        p.site(
            {
                OM_ITEM: p.page(title, body),
                "/files/fullsize/7c1d0e2f5a9b3c4d.jpg": image((60, 60, 60)),
                "/collections/show/7": stub,
                "/items/browse?tags=control+room": stub,
                "/items/browse?tags=PWR": stub,
                "/items/show/411": stub,
                "/items/show/413": stub,
            }
        )
    ]


# --- Drupal: a national nuclear-energy office's news article ---------------------------

DR = host("www", "ne-office")
DR_ART = "/articles/5-things-know-about-advanced-reactor-fuel-haleu"


def drupal_news_sites() -> list[Site]:
    p = Portal(
        DR,
        "Office of Nuclear Energy",
        [
            ("/nuclear-reactor-technologies", "Reactor Technologies"),
            ("/fuel-cycle", "Fuel Cycle"),
            ("/listings/ne-articles", "News"),
            ("/about-us", "About Us"),
        ],
        [
            ("/accessibility", "Accessibility"),
            ("/privacy", "Privacy"),
            ("/foia", "FOIA"),
            ("/vulnerability-disclosure", "Vulnerability Disclosure"),
            *SOCIAL,
        ],
    )
    title = "5 Things to Know About HALEU Fuel for Advanced Reactors"
    body = f"""<article role="article" class="node node--type-article">
<h1 class="page-title"><span class="field field--name-title">{title}</span></h1>
<div class="node__meta">Office of Nuclear Energy · <time datetime="2026-01-22">January 22,
2026</time></div>
<div class="field field--name-field-image"><img src="/sites/default/files/styles/full_width/public/2026-01/haleu-pellets.jpg"
alt="HALEU fuel pellets"></div>
<div class="clearfix text-formatted field field--name-body"><p>High-assay low-enriched uranium
(HALEU) is enriched between 5 and 20 percent uranium-235...</p>
<p>Learn more about the <a href="/haleu-availability-program">HALEU Availability Program</a>.</p>
</div>
<div class="field field--name-field-topics">Topics: <a href="/topics/advanced-reactors"
hreflang="en">Advanced Reactors</a> <a href="/topics/fuel-cycle" hreflang="en">Fuel Cycle</a></div>
</article>
<section class="related"><h2>Related Articles</h2>
<a href="/articles/what-high-assay-low-enriched-uranium-haleu">What is HALEU?</a></section>"""
    stub = p.page("Nuclear Energy", "<h1>Nuclear Energy</h1>")
    return [
        p.site(
            {
                DR_ART: p.page(title, body, share=p.url(DR_ART)),
                "/sites/default/files/styles/full_width/public/2026-01/haleu-pellets.jpg": image(),
                "/haleu-availability-program": stub,
                "/topics/advanced-reactors": stub,
                "/topics/fuel-cycle": stub,
                "/articles/what-high-assay-low-enriched-uranium-haleu": stub,
            }
        )
    ]


# --- Discourse: the openmod forum ------------------------------------------------------

DC = host("forum", "openmod")
DC_T = "/t/calibrating-heat-pump-cop-curves-for-district-heating-models/5127"


def discourse_sites() -> list[Site]:
    p = Portal(
        DC,
        "openmod forum",
        [("/latest", "Latest"), ("/categories", "Categories"), ("/top", "Top"), ("/faq", "FAQ")],
        [("/tos", "Terms of Service"), ("/privacy", "Privacy")],
        title_format="{title} - {name}",
    )
    title = "Calibrating heat pump COP curves for district heating models"
    posts = ""
    for n, (user, words) in enumerate(
        [
            ("lkoch", "Which temperature lift data do people use for large heat pumps?"),
            ("fneumann", "We fit the Carnot efficiency factor to manufacturer data, see below."),
            ("lkoch", "Thanks, that matches our 0.45 estimate."),
        ],
        1,
    ):
        posts += (
            f'<div class="topic-body crawler-post" id="post_{n}"><div class="crawler-post-meta">'
            f'<a href="/u/{user}"><span itemprop="name">{user}</span></a> '
            f'<a href="{DC_T}/{n}" class="post-date">#{n}</a></div>'
            f'<div class="post" itemprop="text"><p>{words}</p></div></div>'
        )
    body = f"""<div id="main-outlet"><h1><a href="{DC_T}">{title}</a></h1>
<div class="topic-category"><a href="/c/modelling/5" class="badge-wrapper">Modelling</a>
<a href="/tag/heat-pumps" class="discourse-tag">heat-pumps</a></div>{posts}
<div id="related-topics"><h3>Related topics</h3><a href="/t/open-data-on-district-heating-networks/4410">Open
data on district heating networks</a></div></div>"""
    stub = p.page("Forum", "<h1>Forum</h1>")
    pages = {DC_T: p.page(title, body, head=f'<link rel="canonical" href="{p.url(DC_T)}">')}
    for path in (
        f"{DC_T}/1",
        f"{DC_T}/2",
        f"{DC_T}/3",
        "/u/lkoch",
        "/u/fneumann",
        "/c/modelling/5",
        "/tag/heat-pumps",
        "/t/open-data-on-district-heating-networks/4410",
    ):
        pages[path] = stub
    return [p.site(pages)]


# --- Hand-made chrome-less release pages (Single Page+) --------------------------------

SUP = host("w3", "plasma-theory")
SUP_PAGE = "/~hsato/nf2025-supplement.html"
SUP_FILES = [
    "/pub/data/nf2025/fig3_growth_rates.h5",
    "/pub/data/nf2025/fig4_heat_flux_scan.csv",
    "/pub/data/nf2025/README.txt",
    "/pub/code/gkscan-1.2.tar.gz",
]


def supplement_sites() -> list[Site]:
    p = Portal(SUP, "Plasma Theory Group", [("/", "Home")])
    body = """<h2>Supplementary material</h2>
<p>H. Sato, R. Ito and K. Mori, <i>Turbulent heat flux scaling in negative-triangularity
plasmas</i>, Nucl. Fusion 65 (2025) 096012,
<a href="http://doi.test/10.1088/1741-4326/ad7f31">doi:10.1088/1741-4326/ad7f31</a>.</p>
<table border="1"><tr><th>File</th><th>Content</th></tr>
<tr><td><a href="../pub/data/nf2025/fig3_growth_rates.h5">fig3_growth_rates.h5</a></td><td>linear
growth rates (Fig. 3)</td></tr>
<tr><td><a href="../pub/data/nf2025/fig4_heat_flux_scan.csv">fig4_heat_flux_scan.csv</a></td><td>nonlinear
heat-flux scan (Fig. 4)</td></tr>
<tr><td><a href="../pub/data/nf2025/README.txt">README.txt</a></td><td>file description</td></tr>
<tr><td><a href="../pub/code/gkscan-1.2.tar.gz">gkscan-1.2.tar.gz</a></td><td>scan scripts</td></tr>
</table>
<address>Last modified: Sun Oct 12 09:14:03 JST 2025</address>"""
    return [
        p.site(
            {
                SUP_PAGE: bare("NF 2025 supplementary material (Sato et al.)", body),
                SUP_FILES[0]: blob(b"\x89HDF\r\n\x1a\n" + b"\x00" * 40, "application/x-hdf5"),
                SUP_FILES[1]: csv("delta,q_i_gB", "-0.4,12.1", "-0.2,17.8", "0.0,22.5"),
                SUP_FILES[2]: text("fig3: growth rates vs ky\nfig4: heat flux vs triangularity\n"),
                SUP_FILES[3]: blob(b"\x1f\x8b\x08\x00" + b"\x00" * 30, "application/gzip"),
            }
        )
    ]


NDS = host("nds", "nucdata-centre")
NDS_PAGE = "/libraries/fendl-3.2c/release.html"
NDS_FILES = [
    "/download/fendl32c/neutron/fendl32c-neutron-endf.zip",
    "/download/fendl32c/neutron/fendl32c-neutron-ace.zip",
    "/download/fendl32c/proton/fendl32c-proton-endf.zip",
    "/download/fendl32c/docs/INDC-NDS-0889.pdf",
    "/download/fendl32c/docs/fendl32c-changelog.txt",
]


def nds_sites() -> list[Site]:
    p = Portal(NDS, "Nuclear Data Section", [("/", "Home"), ("/libraries/", "Libraries")])
    body = f"""<h1>FENDL-3.2c</h1><p>Fusion Evaluated Nuclear Data Library, release 3.2c
(December 2025).</p>
<h3>Sub-libraries</h3>
<pre>
<a href="{NDS_FILES[0]}">fendl32c-neutron-endf.zip</a>   neutron, ENDF-6 format     84 MB
<a href="{NDS_FILES[1]}">fendl32c-neutron-ace.zip</a>    neutron, ACE (MCNP/Serpent) 412 MB
<a href="{NDS_FILES[2]}">fendl32c-proton-endf.zip</a>    proton, ENDF-6 format      11 MB
</pre>
<h3>Documentation</h3>
<pre>
<a href="{NDS_FILES[3]}">INDC(NDS)-0889</a>   summary report
<a href="{NDS_FILES[4]}">changelog</a>        changes since 3.2b
</pre>
<p>Contact: nds.contact-point@nucdata-centre.example</p>"""
    return [
        p.site(
            {
                NDS_PAGE: bare("FENDL-3.2c release", body),
                "/libraries/": p.page("Libraries", "<h1>Libraries</h1>"),
                NDS_FILES[0]: zipfile("n-endf"),
                NDS_FILES[1]: zipfile("n-ace"),
                NDS_FILES[2]: zipfile("p-endf"),
                NDS_FILES[3]: pdf(
                    "INDC(NDS)-0889 FENDL-3.2c summary", "Fusion Evaluated Nuclear Data"
                ),
                NDS_FILES[4]: text("3.2c: revised W-186 and Cu-63 evaluations\n"),
            }
        )
    ]


CASES: list[Case] = [
    # WordPress blog post: one page; categories, tags, author, the comment feed and the
    # reply link are blog chrome, the figure is embedded.  The seed's blog posts are
    # Single Page.  Truth: the post.
    case(
        "wp-campaign-post",
        "WordPress (fusion-lab campaign blog)",
        "Single Artifact URI",
        "single_page",
        f"http://{WP}{WP_POST}",
        [f"http://{WP}{WP_POST}"],
        wp_sites,
    ),
    # MediaWiki article: the seed's Wikipedia row, Single Page; edit/history/talk links
    # are not the article.  Truth: the article.
    case(
        "mw-hydrogen-models",
        "MediaWiki (open energy modelling wiki)",
        "Single Artifact URI",
        "single_page",
        f"http://{MW}/wiki/Hydrogen_network_models",
        [f"http://{MW}/wiki/Hydrogen_network_models"],
        mw_sites,
    ),
    # Omeka Classic item whose theme embeds the fullsize image and shows no download or
    # output-format links: the seed's Omeka.net row, Single Page.  Truth: the item page.
    case(
        "omeka-br3-control-room",
        "Omeka Classic (nuclear heritage photo archive)",
        "Single Artifact URI",
        "single_page",
        f"http://{OM}{OM_ITEM}",
        [f"http://{OM}{OM_ITEM}"],
        omeka_sites,
    ),
    # Drupal news article (the seed's "Article" rows: The Conversation, Nautilus): Single
    # Page.  Truth: the article.
    case(
        "drupal-haleu-article",
        "Drupal (national nuclear-energy office news)",
        "Single Artifact URI",
        "single_page",
        f"http://{DR}{DR_ART}",
        [f"http://{DR}{DR_ART}"],
        drupal_news_sites,
    ),
    # Discourse thread: a discussion (the seed's PubPeer / PubMed Commons rows), all posts
    # on one page; the per-post permalinks /N are the same thread.  Truth: the thread.
    case(
        "discourse-heat-pump-cop",
        "Discourse (energy modelling forum)",
        "Single Artifact URI",
        "single_page",
        f"http://{DC}{DC_T}",
        [f"http://{DC}{DC_T}"],
        discourse_sites,
    ),
    # A hand-written supplement page with no chrome at all: every link but the journal DOI
    # is one of its files, one hop away, in another directory (no common path): Single
    # Page+.  Truth: the page and its four files.
    case(
        "handmade-nf2025-supplement",
        "Hand-made (paper supplement on a lab web server)",
        "Single Hop",
        "single_page_plus",
        f"http://{SUP}{SUP_PAGE}",
        [f"http://{SUP}{SUP_PAGE}", *(f"http://{SUP}{f}" for f in SUP_FILES)],
        supplement_sites,
    ),
    # A bare nuclear-data release page linking only its archives and report, stored under
    # /download/ (not under the page's path): Single Page+.  Truth: page, three archives,
    # report and changelog.
    case(
        "handmade-fendl-release",
        "Hand-made (nuclear data library release page)",
        "Single Hop",
        "single_page_plus",
        f"http://{NDS}{NDS_PAGE}",
        [f"http://{NDS}{NDS_PAGE}", *(f"http://{NDS}{f}" for f in NDS_FILES)],
        nds_sites,
    ),
]
