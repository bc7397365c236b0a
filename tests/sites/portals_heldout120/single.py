"""Single-page artifacts (museum object records, blog posts, a wiki article) and one-hop
artifacts (hand-made fieldnote pages, a film collective's site)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, dl, host, jpg, pdf_, simple, txt, ul

# --- Omeka Classic: a museum of world cultures' online collection -------------------------

OMEKA = Portal(
    host("collections", "weltkulturen-museum"),
    "Museum of World Cultures Online Collection",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About"),
        ("/rights", "Rights and reproductions"),
        ("http://creativecommons.test/licenses/by-nc/4.0/", "CC BY-NC 4.0"),
        ("http://omeka.test/", "Proudly powered by Omeka"),
    ],
    title_format="{title} · {name}",
)


def _omeka_item(n: int, title: str, fields: list[tuple[str, str]], tags: list[str]) -> str:
    tag_links = ", ".join(a(f"/items/browse?tags={t.replace(' ', '+')}", t) for t in tags)
    main = (
        f'<div id="primary"><h1>{escape(title)}</h1>'
        f'<div id="item-images"><img src="/files/fullsize/{n}a.jpg" alt="{escape(title)}">'
        f'<img src="/files/fullsize/{n}b.jpg" alt=""></div>'
        + dl([("Dublin Core: " + k, escape(v)) for k, v in fields])
        + f"<h3>Collection</h3><p>{a('/collections/show/14', 'Oceania: Objects of Exchange')}</p>"
        f'<div id="item-tags"><h3>Tags</h3>{tag_links}</div>'
        f"<h3>Citation</h3><p>{escape(title)}, Museum of World Cultures, "
        f"http://{OMEKA.host}/items/show/{n}.</p>"
        f'<ul class="item-pagination"><li>{a(f"/items/show/{n - 1}", "← Previous Item")}</li>'
        f"<li>{a(f'/items/show/{n + 1}', 'Next Item →')}</li></ul></div>"
    )
    return OMEKA.page(title, main)


def omeka() -> list[Site]:
    pages = {
        "/items/show/2231": _omeka_item(
            2231,
            "Shell valuable (bagi) necklace, Dobu Island",
            [
                ("Title", "Shell valuable (bagi) necklace, Dobu Island"),
                ("Description", "Red spondylus shell discs strung on fibre; kula exchange."),
                ("Creator", "Unknown maker, Dobu"),
                ("Date", "before 1914"),
                ("Identifier", "WKM 61.448"),
                ("Rights", "Community consultation requested before reuse."),
            ],
            ["kula", "shell valuables", "Massim"],
        ),
        "/items/show/2230": simple(OMEKA, "Lime spatula, Trobriand Islands"),
        "/items/show/2232": simple(OMEKA, "Canoe prow board (lagim), Kiriwina"),
        "/collections/show/14": simple(OMEKA, "Oceania: Objects of Exchange"),
        "/items/browse": simple(OMEKA, "Browse Items (4,812 total)"),
    }
    for n in (2231,):
        pages[f"/files/fullsize/{n}a.jpg"] = jpg()
        pages[f"/files/fullsize/{n}b.jpg"] = jpg()
    return [OMEKA.site(pages)]


# --- WordPress: a collective ethnography blog ---------------------------------------------

WP = Portal(
    host("www", "fieldsights-commons"),
    "Fieldsights Commons",
    menu=[
        ("/category/essays/", "Essays"),
        ("/category/fieldwork/", "Fieldwork"),
        ("/category/reviews/", "Reviews"),
        ("/about/", "About"),
        ("/submissions/", "Submit"),
    ],
    footer=[
        ("/privacy-policy/", "Privacy Policy"),
        ("/feed/", "RSS"),
        ("http://mastodon.test/@fieldsights", "Mastodon"),
        ("http://wordpress.test/", "Proudly powered by WordPress"),
    ],
    title_format="{title} – {name}",
)


def _wp_post(
    pid: int,
    path: str,
    title: str,
    author: str,
    cat: str,
    paras: list[str],
    prev: tuple[str, str] | None,
    nxt: tuple[str, str] | None,
) -> str:
    head = (
        f'<link rel="alternate" type="application/rss+xml" href="/feed/">'
        f'<link rel="https://api.w.org/" href="/wp-json/">'
        f'<link rel="alternate" type="application/json" href="/wp-json/wp/v2/posts/{pid}">'
        f'<link rel="shortlink" href="/?p={pid}">'
        f'<link rel="canonical" href="http://{WP.host}{path}">'
    )
    nav = ""
    if prev:
        nav += f'<div class="nav-previous">{a(prev[0], "← " + prev[1])}</div>'
    if nxt:
        nav += f'<div class="nav-next">{a(nxt[0], nxt[1] + " →")}</div>'
    body = "".join(f"<p>{p}</p>" for p in paras)
    main = (
        f'<article class="post-{pid} post type-post"><header class="entry-header">'
        f'<h1 class="entry-title">{escape(title)}</h1><div class="entry-meta">Posted on '
        f"<time>March 2026</time> by {a('/author/' + author.lower().replace(' ', '-') + '/', author)}"
        f'</div></header><div class="entry-content">{body}</div>'
        f'<footer class="entry-footer">Posted in {a("/category/" + cat + "/", cat.title())} · '
        f"Tagged {a('/tag/kinship/', 'kinship')}, {a('/tag/multispecies/', 'multispecies')}"
        f'</footer></article><nav class="post-navigation">{nav}</nav>'
        f'<div id="comments"><h2>Leave a Reply</h2><form action="/wp-comments-post.php" '
        f'method="post"><textarea name="comment"></textarea><input type="submit"></form></div>'
    )
    return WP.page(title, main, head=head)


WP_A = "/2026/03/04/the-unfinished-genealogy-notes-from-a-return-visit/"
WP_B = "/2026/03/18/objects-that-refuse-the-vitrine/"
WP_PREV = "/2026/02/20/on-anonymising-kin-diagrams/"


def wordpress() -> list[Site]:
    pages = {
        WP_A: _wp_post(
            812,
            WP_A,
            "The unfinished genealogy: notes from a return visit",
            "Lena Okafor",
            "fieldwork",
            [
                "Twelve years after my first stay, the genealogy I drew on graph paper had "
                "grown in directions I had not anticipated.",
                "Several readers asked how we handled consent for the kin diagrams; see "
                + '<a href="http://journals.test/doi/10.1111/aman.13901">the American '
                "Anthropologist article</a> for the protocol.",
                "Children born since 2014 now appear under names their parents chose for "
                "the diagram itself.",
            ],
            (WP_PREV, "On anonymising kin diagrams"),
            (WP_B, "Objects that refuse the vitrine"),
        ),
        WP_B: _wp_post(
            827,
            WP_B,
            "Objects that refuse the vitrine",
            "Tomas Reyes",
            "essays",
            [
                "A carved house post returned from storage does not behave like a museum "
                "object: it must be fed, spoken to, and sometimes left alone.",
                "The curators of the new gallery chose to show the empty plinth.",
            ],
            (WP_A, "The unfinished genealogy: notes from a return visit"),
            None,
        ),
        WP_PREV: simple(WP, "On anonymising kin diagrams"),
        "/category/fieldwork/": simple(WP, "Category: Fieldwork"),
        "/category/essays/": simple(WP, "Category: Essays"),
        "/tag/kinship/": simple(WP, "Tag: kinship"),
    }
    return [WP.site(pages)]


# --- MediaWiki: an ethnographic encyclopedia ---------------------------------------------

MW = Portal(
    host("wiki", "ethnopedia"),
    "Ethnopedia",
    menu=[
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
        ("/wiki/Special:Random", "Random page"),
        ("/wiki/Help:Contents", "Help"),
    ],
    footer=[
        ("/wiki/Ethnopedia:Privacy_policy", "Privacy policy"),
        ("/wiki/Ethnopedia:About", "About Ethnopedia"),
        ("/wiki/Ethnopedia:General_disclaimer", "Disclaimers"),
        ("http://creativecommons.test/licenses/by-sa/4.0/", "CC BY-SA 4.0"),
    ],
    title_format="{title} - {name}",
    home_title="Ethnopedia, the free encyclopedia of peoples and practices",
)

MW_ENTRY = "/wiki/Hxaro_gift_exchange"


def mediawiki() -> list[Site]:
    t = "Hxaro gift exchange"
    tabs = ul(
        [
            (MW_ENTRY, "Article"),
            ("/wiki/Talk:Hxaro_gift_exchange", "Talk"),
            ("/w/index.php?title=Hxaro_gift_exchange&action=edit", "Edit"),
            ("/w/index.php?title=Hxaro_gift_exchange&action=history", "View history"),
        ],
        "tabs",
    )
    main = (
        tabs + f'<h1 id="firstHeading">{t}</h1><div id="mw-content-text">'
        f"<p><b>Hxaro</b> is a system of delayed reciprocal gift exchange among the "
        f"{a('/wiki/Ju/%27hoansi', 'Ju/hoansi')} of the "
        f"{a('/wiki/Kalahari_Desert', 'Kalahari')}, first described by "
        f"{a('/wiki/Polly_Wiessner', 'Polly Wiessner')}.</p>"
        "<h2>Risk pooling</h2><p>Partners are often distant kin; gifts of ostrich-eggshell "
        "beadwork create obligations that can be called upon in drought.</p>"
        '<h2>References</h2><ol class="references"><li>Wiessner, P. (1982). '
        '<a class="external" href="http://doi.test/10.1017/CBO9780511753657">Risk, '
        "reciprocity and social influences</a>.</li></ol></div>"
        '<div id="catlinks">Categories: '
        + a("/wiki/Category:Exchange", "Exchange")
        + " | "
        + a("/wiki/Category:San_peoples", "San peoples")
        + '</div><div id="footer-info">This page was last edited on 2 January 2026.</div>'
    )
    pages = {
        MW_ENTRY: MW.page(t, main),
        "/wiki/Kalahari_Desert": simple(MW, "Kalahari Desert"),
        "/wiki/Polly_Wiessner": simple(MW, "Polly Wiessner"),
    }
    return [MW.site(pages)]


# --- Mukurtu CMS: a community-curated digital heritage archive ---------------------------

MUK = Portal(
    host("archive", "sgang-gwaay-heritage"),
    "Sgang Gwaay Community Heritage Archive",
    menu=[
        ("/digital-heritage", "Digital Heritage"),
        ("/collections", "Collections"),
        ("/communities", "Communities"),
        ("/dictionary", "Dictionary"),
        ("/about", "About"),
    ],
    footer=[
        ("/protocols-and-access", "Protocols and access"),
        ("http://localcontexts.test/", "Local Contexts"),
        ("http://mukurtu.test/", "Powered by Mukurtu CMS"),
    ],
)

MUK_ENTRY = "/digital-heritage/cedar-bark-hat-woven-by-florence-davidson"


def mukurtu() -> list[Site]:
    t = "Cedar bark hat woven by Florence Davidson"
    main = (
        f'<article class="node--type-digital-heritage"><h1>{t}</h1>'
        '<div class="field--name-field-media-assets"><img src="/sites/default/files/'
        'styles/large/public/hat-front.jpg" alt="Hat, front view"></div>'
        + dl(
            [
                ("Summary", "A spruce-root and cedar-bark hat made for a naming feast."),
                (
                    "Cultural Narrative",
                    "The hat was worn by the host family and is still "
                    "remembered by the Raven clan.",
                ),
                ("Creator", a("/people/florence-davidson", "Florence Davidson")),
                ("Category", a("/digital-heritage?f%5B0%5D=category%3A12", "Weaving")),
                ("Community", a("/communities/raven-clan", "Raven clan")),
                ("Cultural Protocol", a("/protocols/public-raven", "Public (Raven clan)")),
                (
                    "Traditional Knowledge Label",
                    a("http://localcontexts.test/label/tk-attribution/", "TK Attribution"),
                ),
            ]
        )
        + "<h2>Related content</h2>"
        + ul(
            [
                (
                    "/digital-heritage/naming-feast-song-recording-1971",
                    "Naming feast song (recording, 1971)",
                )
            ]
        )
        + "</article>"
    )
    pages = {
        MUK_ENTRY: MUK.page(t, main),
        "/sites/default/files/styles/large/public/hat-front.jpg": jpg(),
        "/digital-heritage/naming-feast-song-recording-1971": simple(MUK, "Naming feast song"),
        "/communities/raven-clan": simple(MUK, "Raven clan"),
    }
    return [MUK.site(pages)]


# --- Hand-made sites: a retired ethnographer's fieldnotes, a kinship diagram page ---------

HM1 = host("www", "hkessler-fieldnotes")
HM1_ENTRY = "/kalimantan-1987/notebook-3.html"
HM2 = host("people", "ridgeway-kinship")
HM2_ENTRY = "/~aridgeway/tiv-compound-9.html"


def _bare(title: str, body: str) -> str:
    return (
        f"<html><head><title>{escape(title)}</title>"
        f'<link rel="stylesheet" href="notes.css"></head><body bgcolor="#fffff0">{body}'
        "<hr><address>last changed 14 Feb 2026</address></body></html>"
    )


def handmade() -> list[Site]:
    d = "/kalimantan-1987/"
    s1 = Site(HM1)
    s1.add(
        "/",
        _bare(
            "H. Kessler - fieldnotes",
            "<h1>Fieldnotes</h1>"
            + ul([(d + "notebook-1.html", "Notebook 1"), (d + "notebook-3.html", "Notebook 3")]),
        ),
    )
    s1.add(d + "notes.css", b"body{font-family:serif}")
    s1.add(d + "notebook-1.html", _bare("Notebook 1", "<h1>Notebook 1</h1>"))
    s1.add(
        HM1_ENTRY,
        _bare(
            "Notebook 3: Long house at Long Apari, Sept-Nov 1987",
            "<h1>Notebook 3: Long house at Long Apari, Sept-Nov 1987</h1>"
            "<p>Scanned pages (600 dpi), my typed transcription and the household census "
            "I copied into the back of the notebook.</p>"
            + ul(
                [
                    ("scans/nb3-p001.jpg", "page 1"),
                    ("scans/nb3-p002.jpg", "page 2"),
                    ("scans/nb3-p003.jpg", "page 3"),
                    ("notebook-3-transcription.txt", "transcription (plain text)"),
                    ("notebook-3-census.pdf", "household census (PDF)"),
                ]
            ),
        ),
    )
    for p in ("nb3-p001", "nb3-p002", "nb3-p003"):
        s1.add(f"{d}scans/{p}.jpg", jpg())
    s1.add(d + "notebook-3-transcription.txt", txt("Notebook 3. 12 Sept 1987. Arrived..."))
    s1.add(d + "notebook-3-census.pdf", pdf_("Long Apari census 1987", "Bilik 1 ..."))

    s2 = Site(HM2)
    s2.add("/", "<html><head><title>people</title></head><body>people</body></html>")
    s2.add(
        "/~aridgeway/",
        _bare("A. Ridgeway", "<h1>A. Ridgeway</h1>" + ul([("tiv-compound-9.html", "Compound 9")])),
    )
    s2.add("/~aridgeway/notes.css", b"body{font-family:serif}")
    s2.add(
        HM2_ENTRY,
        _bare(
            "Compound 9 genealogy (Tiv, Benue valley)",
            "<h2>Compound 9 genealogy</h2><p>Genealogy as collected in 1998 and rechecked "
            "in 2024. The GEDCOM file opens in any genealogy program; pseudonyms only.</p>"
            '<p><a href="tiv-compound-9.svg"><img src="tiv-compound-9-thumb.png" '
            'alt="diagram"></a></p>'
            + ul(
                [
                    ("tiv-compound-9.ged", "GEDCOM"),
                    ("tiv-compound-9.svg", "diagram (SVG)"),
                    ("tiv-compound-9-notes.pdf", "notes on terminology (PDF)"),
                ]
            ),
        ),
    )
    s2.add("/~aridgeway/tiv-compound-9-thumb.png", jpg())
    s2.add("/~aridgeway/tiv-compound-9.ged", txt("0 HEAD\n1 SOUR RIDGEWAY\n0 @I1@ INDI\n"))
    s2.add(
        "/~aridgeway/tiv-compound-9.svg",
        txt('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'),
    )
    s2.add("/~aridgeway/tiv-compound-9-notes.pdf", pdf_("Compound 9 notes", "ter = father"))
    return [s1, s2]


# --- Hugo: an ethnographic film collective's site ----------------------------------------

HUGO = Portal(
    host("www", "salt-and-ash-films"),
    "Salt and Ash Films",
    menu=[
        ("/films/", "Films"),
        ("/screenings/", "Screenings"),
        ("/about/", "About"),
        ("/contact/", "Contact"),
    ],
    footer=[
        ("/privacy/", "Privacy"),
        ("http://vimeo.test/saltandash", "Vimeo"),
        ("/index.xml", "RSS"),
    ],
    title_format="{title} | {name}",
)
HUGO_ENTRY = "/films/the-salt-road/"


def hugo() -> list[Site]:
    t = "The Salt Road (2025, 74 min)"
    m = "/media/the-salt-road/"
    main = (
        f"<article><h1>{escape(t)}</h1><p>An observational film following Afar salt "
        "caravans from Lake Assale to Mekelle.</p>"
        '<iframe src="http://player.vimeo.test/video/8812234" title="trailer"></iframe>'
        "<h2>Materials</h2>"
        + ul(
            [
                (m + "salt-road-subtitles-en.vtt", "English subtitles (WebVTT)"),
                (m + "salt-road-subtitles-am.vtt", "Amharic subtitles (WebVTT)"),
                (m + "salt-road-study-guide.pdf", "Study guide for teaching (PDF)"),
                (m + "salt-road-press-kit.pdf", "Press kit (PDF)"),
            ]
        )
        + f"<p>See also: {a('/films/river-of-names/', 'River of Names (2021)')}</p>"
        + "</article>"
    )
    pages = {
        HUGO_ENTRY: HUGO.page(t, main),
        m + "salt-road-subtitles-en.vtt": txt("WEBVTT\n\n00:00.000 --> 00:04.000\nSalt.\n"),
        m + "salt-road-subtitles-am.vtt": txt("WEBVTT\n\n00:00.000 --> 00:04.000\n...\n"),
        m + "salt-road-study-guide.pdf": pdf_("The Salt Road: study guide", "Week 1"),
        m + "salt-road-press-kit.pdf": pdf_("The Salt Road: press kit", "Contact"),
        "/films/river-of-names/": simple(HUGO, "River of Names (2021)"),
        "/films/": simple(HUGO, "Films"),
    }
    return [HUGO.site(pages)]


def _u(h: str, path: str) -> str:
    return f"http://{h}{path}"


CASES: list[Case] = [
    # Omeka Classic object record: the seed's Omeka.net row is Single Page; this
    # installation embeds its images and links only tags, the collection and neighbours.
    # Truth: the item page.
    case(
        "omeka-kula-necklace",
        "Omeka Classic (museum online collection)",
        "Single Artifact URI",
        "single_page",
        OMEKA.url("/items/show/2231"),
        [OMEKA.url("/items/show/2231")],
        omeka,
        others=[OMEKA.url("/items/show/2230"), OMEKA.url("/items/show/2232")],
    ),
    # WordPress blog post: the seed's blog rows (Hypotheses, SciLogs...) are Single Page.
    # Truth: the post; feeds, wp-json, categories, tags and neighbour posts are not it.
    case(
        "wp-unfinished-genealogy",
        "WordPress (ethnography blog)",
        "Single Artifact URI",
        "single_page",
        WP.url(WP_A),
        [WP.url(WP_A)],
        wordpress,
        others=[WP.url(WP_B), WP.url(WP_PREV)],
    ),
    case(
        "wp-refuse-the-vitrine",
        "WordPress (ethnography blog)",
        "Single Artifact URI",
        "single_page",
        WP.url(WP_B),
        [WP.url(WP_B)],
        wordpress,
        others=[WP.url(WP_A)],
    ),
    # MediaWiki article: the seed's Wikipedia row is Single Page.  Truth: the article only
    # (talk, edit and history views are the wiki's machinery).
    case(
        "mediawiki-hxaro",
        "MediaWiki (ethnographic encyclopedia)",
        "Single Artifact URI",
        "single_page",
        MW.url(MW_ENTRY),
        [MW.url(MW_ENTRY)],
        mediawiki,
    ),
    # Mukurtu digital heritage item: a community-curated object record whose media are
    # embedded; like Omeka's record it is Single Page.  Truth: the record.
    case(
        "mukurtu-cedar-hat",
        "Mukurtu CMS (community heritage archive)",
        "Single Artifact URI",
        "single_page",
        MUK.url(MUK_ENTRY),
        [MUK.url(MUK_ENTRY)],
        mukurtu,
        others=[MUK.url("/digital-heritage/naming-feast-song-recording-1971")],
    ),
    # Hand-made fieldnote page with no menu or footer: every link is a scan, the
    # transcription or the census, so Single Page+ (one hop) is exact.  Truth: the page
    # and its five files (the stylesheet and nothing else is embedded).
    case(
        "handmade-notebook-3",
        "Hand-made site (personal fieldnote archive)",
        "Single Hop",
        "single_page_plus",
        _u(HM1, HM1_ENTRY),
        [_u(HM1, HM1_ENTRY)]
        + [_u(HM1, f"/kalimantan-1987/scans/nb3-p00{i}.jpg") for i in (1, 2, 3)]
        + [
            _u(HM1, "/kalimantan-1987/notebook-3-transcription.txt"),
            _u(HM1, "/kalimantan-1987/notebook-3-census.pdf"),
        ],
        handmade,
    ),
    # Hand-made genealogy page: no chrome, three linked files (the thumbnail is embedded
    # and links to the SVG).  Single Page+.  Truth: page, GEDCOM, SVG, PDF.
    case(
        "handmade-tiv-genealogy",
        "Hand-made site (personal fieldnote archive)",
        "Single Hop",
        "single_page_plus",
        _u(HM2, HM2_ENTRY),
        [_u(HM2, HM2_ENTRY)]
        + [_u(HM2, "/~aridgeway/tiv-compound-9" + x) for x in (".ged", ".svg", "-notes.pdf")],
        handmade,
    ),
    # Hugo film page: one hop reaches the subtitles, study guide and press kit (kept under
    # /media/, not under the film's path), but the site menu is also one hop: Single Page+
    # with Ignored URIs, as the seed prescribes for JoVE's videos.  Truth: page + 4 files.
    case(
        "hugo-salt-road",
        "Hugo (ethnographic film collective site)",
        "Single Hop",
        "single_page_plus_ignored",
        HUGO.url(HUGO_ENTRY),
        [HUGO.url(HUGO_ENTRY)]
        + [
            HUGO.url("/media/the-salt-road/salt-road-" + x)
            for x in ("subtitles-en.vtt", "subtitles-am.vtt", "study-guide.pdf", "press-kit.pdf")
        ],
        hugo,
        others=[HUGO.url("/films/river-of-names/")],
    ),
]
