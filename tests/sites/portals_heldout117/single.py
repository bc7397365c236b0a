"""Single-page and single-hop portals of the digital-preservation community: WordPress
blogs, a MediaWiki tool registry, hand-made format descriptions and workshop proceedings,
Drupal institutional sites and an Omeka Classic collection."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case

from ._kit import footer, host, image, one_site, pdf_file

# ---------------------------------------------------------------- WordPress blogs


def _wp_portal(h: str, name: str) -> Portal:
    return Portal(
        host=h,
        name=name,
        menu=[
            ("/about/", "About"),
            ("/news/", "News"),
            ("/blog/", "Blog"),
            ("/events/", "Events"),
            ("/members/", "Members"),
            ("/contact/", "Contact"),
        ],
        footer=footer((("/feed/", "RSS"),)),
        title_format="{title} – {name}",
        home_main='<h1>Latest</h1><p><a href="/blog/">All posts</a></p>',
    )


def _wp_post(p: Portal, path: str, title: str, author: str, cats: list[str], prev: str) -> str:
    slug = author.lower().replace(" ", "-")
    catlinks = ", ".join(f'<a href="/category/{c}/" rel="category tag">{c}</a>' for c in cats)
    body = (
        f'<article id="post-{len(path) * 97}" class="post type-post status-publish">'
        f'<header class="entry-header"><h1 class="entry-title">{escape(title)}</h1>'
        f'<div class="entry-meta">Posted on <time>18 November 2025</time> by '
        f'<a href="/author/{slug}/" rel="author">{escape(author)}</a></div></header>'
        '<div class="entry-content"><p>This year the community marked the day with more '
        'than 90 events. Recordings are on the <a href="/events/">events page</a>; '
        "slides were shared by the speakers on their own sites.</p>"
        '<figure><img src="/wp-content/uploads/2025/11/wdpd-map.png" alt="map"></figure>'
        "<p>Thanks to all who took part.</p></div>"
        f'<footer class="entry-footer">Categories: {catlinks} · Tags: '
        '<a href="/tag/wdpd/" rel="tag">wdpd</a></footer></article>'
        f'<nav class="post-navigation"><a href="{prev}" rel="prev">Previous post</a></nav>'
        '<section id="comments"><h2>2 thoughts</h2><ol class="comment-list"><li>'
        "Great summary! "
        f'<a rel="nofollow" class="comment-reply-link" href="{path}?replytocom=812#respond">'
        "Reply</a></li></ol></section>"
    )
    return p.page(
        title,
        body,
        head=f'<link rel="alternate" type="application/rss+xml" href="{path}feed/">',
        share=p.url(path),
    )


WP1 = _wp_portal(host("blog", "dpcoalition"), "Digital Preservation Coalition")
WP1_POST = "/2025/11/18/world-digital-preservation-day-2025-a-look-back/"
WP2 = _wp_portal(host("www", "openpres"), "Open Preservation Foundation")
WP2_POST = "/blog/2026/01/20/jhove-1-32-release-notes-and-the-road-to-2-0/"


def _wp1_pages() -> dict[str, PageValue]:
    return {
        WP1_POST: _wp_post(
            WP1,
            WP1_POST,
            "World Digital Preservation Day 2025: a look back",
            "Sharon McMeekin",
            ["events", "community"],
            "/2025/11/10/bit-list-2025-nominations-open/",
        ),
        "/2025/11/10/bit-list-2025-nominations-open/": WP1.page(
            "BitList nominations", "<h1>x</h1>"
        ),
        "/wp-content/uploads/2025/11/wdpd-map.png": image(),
    }


def _wp2_pages() -> dict[str, PageValue]:
    return {
        WP2_POST: _wp_post(
            WP2,
            WP2_POST,
            "JHOVE 1.32 release notes and the road to 2.0",
            "Carl Wilson",
            ["jhove", "releases"],
            "/blog/2026/01/08/veraPDF-policy-checking-webinar/",
        ),
        "/wp-content/uploads/2025/11/wdpd-map.png": image(),
    }


# ---------------------------------------------------------------- MediaWiki (COPTR)

MW = Portal(
    host=host("coptr", "digipres"),
    name="COPTR",
    menu=[
        ("/index.php/Main_Page", "Main page"),
        ("/index.php/Special:RecentChanges", "Recent changes"),
        ("/index.php/Special:Random", "Random tool"),
        ("/index.php/COPTR:About", "About COPTR"),
        ("/index.php/Help:Contents", "Help"),
    ],
    footer=[
        ("/index.php/COPTR:Privacy_policy", "Privacy policy"),
        ("/index.php/COPTR:General_disclaimer", "Disclaimers"),
    ],
    title_format="{title} - {name}",
    home_title="COPTR",
)
MW_TOOL = "/index.php/Siegfried"


def _mw_pages() -> dict[str, PageValue]:
    body = (
        '<div id="p-cactions"><a href="/index.php/Talk:Siegfried">Discussion</a> '
        '<a href="/index.php?title=Siegfried&amp;action=edit">Edit</a> '
        '<a href="/index.php?title=Siegfried&amp;action=history">View history</a></div>'
        '<h1 id="firstHeading">Siegfried</h1><div id="mw-content-text">'
        '<table class="infobox"><tr><th>Function</th><td>'
        '<a href="/index.php/Category:File_Format_Identification">File Format Identification</a>'
        "</td></tr><tr><th>Language</th><td>Go</td></tr><tr><th>License</th><td>Apache 2.0</td>"
        "</tr></table><p>Siegfried is a signature-based file format identification tool using "
        'the <a href="/index.php/PRONOM">PRONOM</a>, MIME-info and LOC signatures. Compare '
        '<a href="/index.php/DROID">DROID</a> and <a href="/index.php/FIDO">FIDO</a>.</p>'
        "<h2>Provider</h2><p>Richard Lehane</p><h2>Activity</h2><p>Release 1.11.2 in 2025.</p>"
        '<div id="catlinks"><a href="/index.php/Special:Categories">Categories</a>: '
        '<a href="/index.php/Category:Tools">Tools</a></div></div>'
        '<p id="footer-info-lastmod">This page was last edited on 3 February 2026.</p>'
    )
    return {MW_TOOL: MW.page("Siegfried", body)}


# ---------------------------------------------------------------- hand-made static sites

FDD = Portal(
    host=host("www", "digiformats"),
    name="Sustainability of Digital Formats",
    menu=[
        ("/preservation/digital/formats/", "Home"),
        ("/preservation/digital/formats/intro/intro.shtml", "Introduction"),
        ("/preservation/digital/formats/fdd/browse_list.shtml", "Format descriptions"),
        ("/preservation/digital/formats/content/content_categories.shtml", "Content categories"),
    ],
    footer=footer(),
    title_format="{title}",
    home_title="Sustainability of Digital Formats: Planning for Library of Congress Collections",
)
FDD_PAGE = "/preservation/digital/formats/fdd/fdd000236.shtml"


def _fdd_pages() -> dict[str, PageValue]:
    rel = (
        ("fdd000237.shtml", "WARC, Web ARChive file format, Version 1.0"),
        ("fdd000588.shtml", "WARC, Web ARChive file format, Version 1.1"),
        ("fdd000235.shtml", "ARC_IA, Internet Archive ARC file format"),
    )
    body = (
        '<h1>WARC, Web ARChive file format</h1><p class="fdd-id">Format Description '
        'Properties: fdd000236</p><table id="identification"><tr><th>Full name</th><td>WARC'
        "</td></tr><tr><th>Description</th><td>The WARC format is a revision of the Internet "
        "Archive ARC_IA file format that has traditionally been used to store web crawls."
        "</td></tr><tr><th>Relationships</th><td><ul>"
        + "".join(f'<li>Has subtype <a href="{h}">{t}</a></li>' for h, t in rel[:2])
        + f'<li>Has earlier version <a href="{rel[2][0]}">{rel[2][1]}</a></li></ul></td></tr>'
        "</table><h2>Sustainability factors</h2><p>Disclosure: fully documented in ISO 28500.</p>"
        '<h2>Useful references</h2><ul><li><a href="http://www.iso.test/standard/68004.html">'
        "ISO 28500:2017</a></li></ul>"
        '<p class="last-updated">Last updated: 01/12/2025</p>'
    )
    pages: dict[str, PageValue] = {FDD_PAGE: FDD.page("WARC, Web ARChive file format", body)}
    for h, t in rel:
        pages["/preservation/digital/formats/fdd/" + h] = FDD.page(t, f"<h1>{escape(t)}</h1>")
    return pages


def _bare(title: str, body: str) -> str:
    return (
        '<!DOCTYPE html><html><head><meta charset="utf-8"><title>'
        + escape(title)
        + "</title><style>body{font-family:Georgia,serif;margin:2em}</style></head><body>"
        + body
        + "</body></html>\n"
    )


IWAW_HOST = host("www", "iwaw")
IWAW_PROC = "/05/proceedings.html"
IWAW_PAPERS = [
    ("/05/papers/IWAW05-Masanes.pdf", "Web archiving methods and approaches: a comparative study"),
    ("/05/papers/IWAW05-Mohr.pdf", "An introduction to Heritrix, an archival quality web crawler"),
    ("/05/papers/IWAW05-Boyko.pdf", "Archiving the web using page changes patterns"),
    ("/05/papers/IWAW05-Hallgrimsson.pdf", "Deduplication of harvested web content"),
]
DIGCCURR_HOST = host("www", "digccurr")
DIGCCURR_PROC = "/2009/proceedings/"
DIGCCURR_PAPERS = [
    ("/2009/proceedings/papers/Yakel-Curation-Curricula.pdf", "Curation curricula in iSchools"),
    ("/2009/proceedings/papers/Lee-Tibbo-Matrix.pdf", "A matrix of digital curation knowledge"),
    ("/2009/proceedings/papers/Walters-Skinner.pdf", "Digital curation workforce development"),
]


def _iwaw_site() -> list[Site]:
    items = "".join(
        f'<tr><td><a href="papers/{h.rsplit("/", 1)[1]}">{escape(t)}</a></td><td>PDF</td></tr>'
        for h, t in IWAW_PAPERS
    )
    pages: dict[str, PageValue] = {
        IWAW_PROC: _bare(
            "IWAW'05 - Proceedings",
            "<h1>5th International Web Archiving Workshop (IWAW'05)</h1>"
            "<p>Vienna, Austria, September 22-23, 2005. Held in conjunction with ECDL 2005.</p>"
            f"<h2>Proceedings</h2><table>{items}</table>",
        )
    }
    for h, t in IWAW_PAPERS:
        pages[h] = pdf_file(t, "IWAW 2005")
    return [Site(IWAW_HOST, pages)]


def _digccurr_site() -> list[Site]:
    items = "".join(
        f'<li><a href="papers/{h.rsplit("/", 1)[1]}">{escape(t)}</a></li>'
        for h, t in DIGCCURR_PAPERS
    )
    pages: dict[str, PageValue] = {
        DIGCCURR_PROC: _bare(
            "DigCCurr 2009 Proceedings",
            "<h1>DigCCurr 2009: Digital Curation Practice, Promise and Prospects</h1>"
            "<p>April 1-3, 2009, Chapel Hill, NC. Edited by Helen R. Tibbo et al.</p>"
            f"<ol>{items}</ol>",
        )
    }
    for h, t in DIGCCURR_PAPERS:
        pages[h] = pdf_file(t, "DigCCurr 2009")
    return [Site(DIGCCURR_HOST, pages)]


# ---------------------------------------------------------------- Drupal institutional sites

DRU = Portal(
    host=host("www", "natlibrary"),
    name="National Library",
    menu=[
        ("/visit", "Visit"),
        ("/collections", "Collections"),
        ("/services", "Services"),
        ("/about-us", "About us"),
        ("/news", "News"),
    ],
    footer=footer((("/about-us/copyright", "Copyright"),)),
    title_format="{title} | {name}",
)
DRU_POLICY = "/about-us/policies/digital-preservation-policy"
DRU_PDF = "/sites/default/files/2025-06/digital-preservation-policy-v3.pdf"
DRU_NEWS = "/news/2026/02/national-library-joins-the-dpc-rapid-assessment-model-pilot"


def _dru_pages() -> dict[str, PageValue]:
    crumbs = '<nav class="breadcrumb"><a href="/about-us">About us</a> › <a href="/about-us/policies">Policies</a></nav>'
    policy = (
        f'{crumbs}<article class="node node--type-policy"><h1>Digital preservation policy</h1>'
        '<div class="field--name-field-version">Version 3.0, approved June 2025</div>'
        "<p>This policy sets out how the Library ensures long-term access to its digital "
        "collections, in line with ISO 14721 (OAIS) and the DPC Rapid Assessment Model.</p>"
        "<h2>Scope</h2><p>Born-digital and digitised collections, legal deposit e-publications "
        "and the web archive.</p>"
        f'<div class="field--name-field-attachment"><span class="file file--application-pdf">'
        f'<a href="{DRU_PDF}" type="application/pdf">digital-preservation-policy-v3.pdf</a> (412 KB)'
        "</span></div>"
        '<div class="field--name-field-related">Related: <a href="/about-us/policies/collection-policy">'
        "Collection policy</a></div></article>"
    )
    news = (
        f'<nav class="breadcrumb"><a href="/news">News</a></nav><article class="node node--type-news">'
        "<h1>National Library joins the DPC Rapid Assessment Model pilot</h1>"
        "<p>Published 12 February 2026</p><p>The Library will benchmark its preservation "
        f'programme against DPC RAM. Read our <a href="{DRU_POLICY}">digital preservation '
        'policy</a>.</p><p>Tags: <a href="/taxonomy/term/41">Digital preservation</a></p></article>'
    )
    return {
        DRU_POLICY: DRU.page("Digital preservation policy", policy),
        DRU_PDF: pdf_file("Digital preservation policy v3.0", "National Library, June 2025"),
        DRU_NEWS: DRU.page("National Library joins the DPC Rapid Assessment Model pilot", news),
        "/about-us/policies": DRU.page("Policies", "<h1>Policies</h1>"),
        "/about-us/policies/collection-policy": DRU.page(
            "Collection policy", "<h1>Collection policy</h1>"
        ),
    }


# ---------------------------------------------------------------- Omeka Classic

OMC = Portal(
    host=host("collections", "mediaarch"),
    name="Media Archaeology Lab Collections",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    footer=footer(),
    title_format="{title} · {name}",
)
OMC_ITEM = "/items/show/214"


def _omc_pages() -> dict[str, PageValue]:
    body = (
        '<div id="primary"><h1>Wang OIS 5.25-inch system diskette</h1>'
        '<div id="item-images"><img src="/files/fullsize/3f1c0d9a2e.jpg" alt="diskette"></div>'
        '<div class="element-set"><h2>Dublin Core</h2>'
        '<div class="element"><h3>Description</h3><p>Double-sided floppy diskette for the '
        "Wang Office Information System, c. 1982, with handwritten label.</p></div>"
        '<div class="element"><h3>Date</h3><p>1982</p></div>'
        '<div class="element"><h3>Format</h3><p>5.25-inch floppy disk</p></div></div>'
        '<div id="collection"><h3>Collection</h3><a href="/collections/show/3">Removable media</a></div>'
        '<div id="item-tags"><h3>Tags</h3><a href="/items/browse?tags=floppy" rel="tag">floppy</a> '
        '<a href="/items/browse?tags=Wang" rel="tag">Wang</a></div>'
        '<div id="item-citation"><h3>Citation</h3><p>“Wang OIS 5.25-inch system diskette,” '
        "Media Archaeology Lab Collections, accessed March 1, 2026.</p></div>"
        '<ul class="item-pagination"><li><a href="/items/show/213">← Previous Item</a></li>'
        '<li><a href="/items/show/215">Next Item →</a></li></ul></div>'
    )
    return {
        OMC_ITEM: OMC.page("Wang OIS 5.25-inch system diskette", body),
        "/files/fullsize/3f1c0d9a2e.jpg": image(),
        "/collections/show/3": OMC.page("Removable media", "<h1>Removable media</h1>"),
    }


# ---------------------------------------------------------------- the cases

CASES: list[Case] = [
    # A WordPress blog post: one page; the seed's table gives Single Page for every blog
    # post.  Truth: the post only (comments feed, tags, author, previous post are not it).
    case(
        "dpc-blog-wdpd-recap",
        "WordPress (consortium blog post)",
        "single artifact URI",
        "single_page",
        WP1.url(WP1_POST),
        [WP1.url(WP1_POST)],
        one_site(WP1, _wp1_pages),
    ),
    # Same family on a foundation's site: a release-notes post is a blog post -> Single Page.
    case(
        "opf-blog-jhove-release",
        "WordPress (foundation blog post)",
        "single artifact URI",
        "single_page",
        WP2.url(WP2_POST),
        [WP2.url(WP2_POST)],
        one_site(WP2, _wp2_pages),
    ),
    # A COPTR tool entry is a wiki article, like Wikipedia in the seed's table: Single Page.
    # Truth: the article (edit/history/talk and other tools are not part of it).
    case(
        "coptr-siegfried",
        "MediaWiki (COPTR tool registry)",
        "single artifact URI",
        "single_page",
        MW.url(MW_TOOL),
        [MW.url(MW_TOOL)],
        one_site(MW, _mw_pages),
    ),
    # A format description of a hand-made registry is one self-contained page (related
    # formats are their own descriptions): Single Page.
    case(
        "fdd-warc",
        "Hand-made static site (LoC-style format description)",
        "single artifact URI",
        "single_page",
        FDD.url(FDD_PAGE),
        [FDD.url(FDD_PAGE)],
        one_site(FDD, _fdd_pages),
    ),
    # A bare proceedings page of a 2005 workshop: every link on it is one of its papers and
    # there is no menu, so plain Single Page+ collects exactly page + papers.
    case(
        "iwaw05-proceedings",
        "Hand-made static site (workshop proceedings page)",
        "single hop",
        "single_page_plus",
        f"http://{IWAW_HOST}{IWAW_PROC}",
        [f"http://{IWAW_HOST}{IWAW_PROC}"] + [f"http://{IWAW_HOST}{h}" for h, _ in IWAW_PAPERS],
        _iwaw_site,
    ),
    # Same shape: a conference's proceedings index listing only its papers -> Single Page+.
    case(
        "digccurr09-proceedings",
        "Hand-made static site (conference proceedings index)",
        "single hop",
        "single_page_plus",
        f"http://{DIGCCURR_HOST}{DIGCCURR_PROC}",
        [f"http://{DIGCCURR_HOST}{DIGCCURR_PROC}"]
        + [f"http://{DIGCCURR_HOST}{h}" for h, _ in DIGCCURR_PAPERS],
        _digccurr_site,
    ),
    # A preservation policy node with its PDF version attached one hop away, amid Drupal
    # menus and breadcrumbs: Single Page+ with Ignored URIs.  Truth: page + PDF.
    case(
        "natlib-dp-policy",
        "Drupal (institutional preservation policy)",
        "single hop",
        "single_page_plus_ignored",
        DRU.url(DRU_POLICY),
        [DRU.url(DRU_POLICY), DRU.url(DRU_PDF)],
        one_site(DRU, _dru_pages),
    ),
    # A news item: an article, Single Page (the policy it links is another artifact).
    case(
        "natlib-ram-news",
        "Drupal (news item)",
        "single artifact URI",
        "single_page",
        DRU.url(DRU_NEWS),
        [DRU.url(DRU_NEWS)],
        one_site(DRU, _dru_pages),
        others=[DRU.url(DRU_POLICY)],
    ),
    # An Omeka Classic item page (the seed's Omeka.net row): Single Page; its image is
    # embedded, tags/collection/neighbours are the site's browse pages.
    case(
        "mal-omeka-diskette",
        "Omeka (Classic item)",
        "single artifact URI",
        "single_page",
        OMC.url(OMC_ITEM),
        [OMC.url(OMC_ITEM)],
        one_site(OMC, _omc_pages),
    ),
]
