"""Single-object artifacts and bare hand-made pages: a survey branch's WordPress blog, an
Omeka Classic exhibit of a fishing-heritage museum, and three hand-made lab/cruise sites."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case, links

from ._kit import Portal, a, csv_file, host, html, pdf_file, png_file, text_file, zip_file

# ---------------------------------------------------------------- WordPress (survey blog)
WP = Portal(
    host("blog", "fishsurveys"),
    "Survey Notes",
    menu=[
        ("/", "Home"),
        ("/category/field-notes/", "Field notes"),
        ("/category/vessels/", "Our vessels"),
        ("/about/", "About"),
        ("/contact/", "Contact"),
    ],
    footer=[
        ("/privacy-policy/", "Privacy policy"),
        ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
        ("/feed/", "RSS"),
        ("http://mastodon.test/@fishsurveys", "Mastodon"),
    ],
    title_format="{title} – {name}",
    home_main="<h1>Survey Notes</h1><p>Stories from the research vessels of the survey branch.</p>"
    + links([("/category/field-notes/", "Latest field notes")]),
)
WP_POST1 = "/2025/10/14/notes-from-the-autumn-bottom-trawl-survey-leg-2/"
WP_POST2 = "/2025/11/03/tagging-atlantic-cod-on-georges-bank/"


def _wp_post(
    title: str, date: str, body: str, prev: tuple[str, str] | None, nxt: tuple[str, str] | None
) -> str:
    nav = ""
    if prev:
        nav += f'<div class="nav-previous">{a(prev[0], "← " + prev[1])}</div>'
    if nxt:
        nav += f'<div class="nav-next">{a(nxt[0], nxt[1] + " →")}</div>'
    main = (
        f'<article class="post type-post status-publish"><header class="entry-header">'
        f'<h1 class="entry-title">{title}</h1><div class="entry-meta">Posted on '
        f'<time datetime="{date}">{date}</time> by {a("/author/mkeane/", "Maeve Keane")}</div></header>'
        f'<div class="entry-content">{body}</div>'
        f'<footer class="entry-footer">Posted in {a("/category/field-notes/", "Field notes")} · '
        f"Tagged {a('/tag/bottom-trawl/', 'bottom trawl')}, {a('/tag/georges-bank/', 'Georges Bank')}"
        f"</footer></article>"
        f'<nav class="post-navigation">{nav}</nav>'
        '<div id="comments"><h2>Leave a Reply</h2><form action="/wp-comments-post.php" method="post">'
        '<textarea name="comment"></textarea><button>Post Comment</button></form></div>'
    )
    return WP.page(
        title,
        main,
        head='<link rel="alternate" type="application/rss+xml" href="/feed/">'
        '<link rel="https://api.w.org/" href="/wp-json/">',
        share=WP.url(WP_POST1),
    )


def wp_sites() -> list[Site]:
    t1 = "Notes from the autumn bottom trawl survey, leg 2"
    t2 = "Tagging Atlantic cod on Georges Bank"
    p1 = _wp_post(
        t1,
        "2025-10-14",
        "<p>Leg 2 of the autumn survey finished 96 of the 104 planned stations on Georges Bank "
        "and in the Gulf of Maine before a gale sent the ship into port.</p>"
        '<figure><img src="/wp-content/uploads/2025/10/catch-sorting-1024x683.jpg" alt="Sorting the catch">'
        "<figcaption>Sorting a haddock-heavy tow on the wet lab conveyor.</figcaption></figure>"
        "<p>Haddock and silver hake dominated; the first spiny dogfish aggregations of the season "
        "turned up on the northern edge.</p>",
        None,
        (WP_POST2, t2),
    )
    p2 = _wp_post(
        t2,
        "2025-11-03",
        "<p>Over six days we fitted 212 cod with conventional T-bar tags and 40 with acoustic "
        "transmitters, as part of the cooperative tagging programme with the fixed-gear fleet.</p>"
        '<img src="/wp-content/uploads/2025/11/cod-tagging-768x512.jpg" alt="Tagging a cod">'
        "<p>Fishermen who recapture a tagged cod can report it through the "
        '<a href="http://www.tagreporting.test/report">tag reporting site</a>.</p>',
        (WP_POST1, t1),
        None,
    )
    return [
        WP.site(
            {
                WP_POST1: p1,
                WP_POST2: p2,
                "/wp-content/uploads/2025/10/catch-sorting-1024x683.jpg": png_file((90, 110, 120)),
                "/wp-content/uploads/2025/11/cod-tagging-768x512.jpg": png_file((60, 90, 70)),
            }
        )
    ]


# ---------------------------------------------------------------- Omeka Classic (exhibit)
OMEKA = Portal(
    host("heritage", "fishingmuseum"),
    "Scottish Fishing Heritage Collections",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
        ("/about", "About"),
    ],
    footer=[("/contact", "Contact"), ("http://omeka.test", "Proudly powered by Omeka")],
    title_format="{title} · {name}",
)
OM_PAGE = "/exhibits/show/herring-curing/the-curing-yards"
OM_ITEM = "/items/show/412"


def omeka_sites() -> list[Site]:
    page = OMEKA.page(
        "The curing yards · The Herring Girls",
        '<div id="primary"><h1>The curing yards</h1>'
        '<div class="exhibit-block layout-file-text"><div class="exhibit-item">'
        f'<a href="{OM_ITEM}"><img src="/files/thumbnails/7c1e0a2f9d.jpg" alt="Gutting crew, Lerwick"></a>'
        "</div><p>Every summer thousands of women followed the herring fleet from Shetland to "
        "Great Yarmouth. In crews of three, two gutters and a packer, they gutted and packed up to "
        "thirty fish a minute into barrels of salt.</p><p>The curing yards were run by curers "
        "who hired the crews each spring with an advance payment, the arles.</p></div>"
        '<nav id="exhibit-page-navigation">'
        + a("/exhibits/show/herring-curing/the-journey-south", "← The journey south")
        + " "
        + a("/exhibits/show/herring-curing/after-the-season", "After the season →")
        + "</nav></div>"
        '<nav id="exhibit-pages"><h4>'
        + a("/exhibits/show/herring-curing", "The Herring Girls")
        + "</h4>"
        + links(
            [
                ("/exhibits/show/herring-curing/the-journey-south", "The journey south"),
                (OM_PAGE, "The curing yards"),
                ("/exhibits/show/herring-curing/after-the-season", "After the season"),
            ]
        )
        + "</nav>",
    )
    item = OMEKA.page(
        "Gutting crew at a Lerwick curing yard, 1905",
        "<h1>Gutting crew at a Lerwick curing yard, 1905</h1>"
        '<div id="item-images"><a href="/files/original/7c1e0a2f9d.jpg">'
        '<img src="/files/fullsize/7c1e0a2f9d.jpg" alt=""></a></div>'
        "<p>Glass plate negative, Shetland Museum loan.</p>",
    )
    return [
        OMEKA.site(
            {
                OM_PAGE: page,
                OM_ITEM: item,
                "/files/thumbnails/7c1e0a2f9d.jpg": png_file((120, 110, 90)),
                "/files/fullsize/7c1e0a2f9d.jpg": png_file((120, 110, 90)),
                "/files/original/7c1e0a2f9d.jpg": png_file((120, 110, 90)),
            }
        )
    ]


# ---------------------------------------------------------------- Hand-made sites
LAB = host("www", "kelpfish-lab")
LAB_PAGE = "/data/2024-acoustic-tagging-release.html"
LAB_FILES = [
    "/data/files/kelpbass_detections_2024.csv",
    "/data/files/kelpbass_tag_deployments_2024.csv",
    "/data/files/receiver_stations_2024.csv",
    "/data/files/README_tagging_2024.txt",
    "/docs/data-dictionary-acoustic-tagging-v3.pdf",
]


def lab_sites() -> list[Site]:
    body = (
        "<h1>Kelp bass acoustic tagging, Santa Catalina Island: 2024 data release</h1>"
        "<p>Detections of 48 kelp bass (<i>Paralabrax clathratus</i>) tagged with V9 "
        "transmitters and tracked on a 32-receiver array inside and outside the Casino Point "
        "marine protected area, March to November 2024. Released under CC BY 4.0.</p>"
        "<h2>Files</h2><ul>"
        f"<li>{a(LAB_FILES[0], 'Detections (CSV, 212 MB)')}</li>"
        f"<li>{a(LAB_FILES[1], 'Tag deployments (CSV)')}</li>"
        f"<li>{a(LAB_FILES[2], 'Receiver stations (CSV)')}</li>"
        f"<li>{a(LAB_FILES[3], 'README')}</li>"
        f"<li>{a(LAB_FILES[4], 'Data dictionary (PDF)')}</li></ul>"
        "<p>Questions: kelpfish-lab at the university mail domain. Last updated 2025-02-11.</p>"
    )
    pages = {
        "/": html("Kelp Forest Fish Ecology Lab", "<h1>Kelp Forest Fish Ecology Lab</h1>"),
        LAB_PAGE: html("Kelp bass acoustic tagging 2024 - data release", body),
        LAB_FILES[0]: csv_file(
            "transmitter,receiver,datetime_utc", "A69-9001-1201,VR2W-131044,2024-03-02T04:11:09Z"
        ),
        LAB_FILES[1]: csv_file("transmitter,tag_date,tl_mm,sex", "A69-9001-1201,2024-02-27,342,F"),
        LAB_FILES[2]: csv_file(
            "receiver,station,lat,lon,depth_m", "VR2W-131044,CP-03,33.3482,-118.3247,14"
        ),
        LAB_FILES[3]: text_file(
            "Kelp bass acoustic tagging 2024. See the data dictionary for columns.\n"
        ),
        LAB_FILES[4]: pdf_file("Data dictionary: acoustic tagging, version 3"),
    }
    site = Site(LAB)
    for path, value in pages.items():
        site.add(path, value)
    return [site]


UNI = host("people", "coastal-univ")
UNI_PAGE = "/~hlindqvist/cruises/EN712/"
UNI_FILES = [
    "/~hlindqvist/data/EN712/EN712_ctd_casts.zip",
    "/~hlindqvist/data/EN712/EN712_zooplankton_biomass.xlsx",
    "/~hlindqvist/data/EN712/EN712_event_log.csv",
    "/~hlindqvist/reports/EN712_chief_scientist_report.pdf",
]


def uni_sites() -> list[Site]:
    body = (
        "<h2>R/V Endeavor cruise EN712 &mdash; Larval fish and zooplankton survey, "
        "Southern New England shelf, 12&ndash;20 July 2023</h2>"
        "<p>Chief scientist: H. Lindqvist. 38 bongo stations, 24 CTD casts, 6 MOCNESS tows.</p>"
        "<p>Data:</p><ul>"
        f"<li>{a(UNI_FILES[0], 'CTD casts (SBE 911, processed .cnv, zipped)')}</li>"
        f"<li>{a(UNI_FILES[1], 'Zooplankton displacement volumes and biomass')}</li>"
        f"<li>{a(UNI_FILES[2], 'Event log')}</li>"
        f"<li>{a(UNI_FILES[3], 'Chief scientist cruise report (PDF)')}</li></ul>"
        "<hr><address>Page maintained by H. Lindqvist</address>"
    )
    pages = {
        "/": html("People pages", "<h1>Faculty and staff pages</h1>"),
        UNI_PAGE: html("EN712 cruise data", body),
        UNI_FILES[0]: zip_file("EN712_ctd_casts.zip"),
        UNI_FILES[1]: text_file(
            "PK-xlsx-placeholder",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
        UNI_FILES[2]: csv_file(
            "event,station,gear,start_utc", "EN712-001,SNE-01,CTD,2023-07-12T09:40Z"
        ),
        UNI_FILES[3]: pdf_file("EN712 chief scientist report"),
    }
    site = Site(UNI)
    for path, value in pages.items():
        site.add(path, value)
    return [site]


CRU = host("cruises", "gulfshrimp-survey")
CRU_TITLE = "Cruise Report AL2403: Northern Shrimp Survey in the Gulf of Maine"
CRU_ENTRY = "/reports/al2403.html"
CRU_MEMBERS = [
    "/reports/al2403/narrative.html",
    "/stations/al2403_stations.html",
    "/catch/al2403_catch_summary.html",
    "/photos/al2403/index.html",
]


def cruise_sites() -> list[Site]:
    nav = (
        '<p class="nav">'
        + a("/index.html", "Home")
        + " | "
        + a("/cruises.html", "All cruises")
        + " | "
        + a("/staff.html", "Staff")
        + "</p>"
    )
    run = f'<p class="running-head">{CRU_TITLE}</p>'

    def pg(heading: str, body: str) -> str:
        return html(f"{heading}", nav + run + f"<h1>{heading}</h1>" + body)

    pages = {
        "/index.html": html(
            "Gulf of Maine Northern Shrimp Survey", nav + "<h1>Northern Shrimp Survey</h1>"
        ),
        "/cruises.html": html(
            "Survey cruises",
            nav + "<h1>Survey cruises</h1><ul><li>AL2403 (summer 2024), report online</li>"
            "<li>AL2303 (summer 2023)</li></ul>",
        ),
        "/staff.html": html(
            "Staff", nav + "<h1>Staff</h1><p>Survey technicians and scientists.</p>"
        ),
        CRU_ENTRY: html(
            CRU_TITLE,
            nav
            + f"<h1>{CRU_TITLE}</h1><p>R/V Gloria Michelle, 22 July to 9 August 2024.</p>"
            + "<h2>Contents</h2><ol>"
            + f"<li>{a(CRU_MEMBERS[0], 'Cruise narrative')}</li>"
            + f"<li>{a(CRU_MEMBERS[1], 'Station list')}</li>"
            + f"<li>{a(CRU_MEMBERS[2], 'Catch summary by stratum')}</li>"
            + f"<li>{a(CRU_MEMBERS[3], 'Photographs')}</li></ol>"
            + "<p>Earlier reports are listed on the "
            + a("/cruises.html", "cruise page")
            + ".</p>",
        ),
        CRU_MEMBERS[0]: pg(
            "Cruise narrative",
            "<p>Sailed from Portland on 22 July; 78 of 80 stations completed.</p>",
        ),
        CRU_MEMBERS[1]: pg(
            "Station list",
            "<table><tr><th>Station</th><th>Stratum</th><th>Depth (m)</th></tr>"
            "<tr><td>1</td><td>1</td><td>118</td></tr></table>",
        ),
        CRU_MEMBERS[2]: pg(
            "Catch summary by stratum",
            "<p><i>Pandalus borealis</i>: 4.1 kg per tow, the third lowest on record.</p>",
        ),
        CRU_MEMBERS[3]: pg(
            "Photographs", '<img src="/photos/al2403/sorting.jpg" alt="Sorting shrimp">'
        ),
        "/photos/al2403/sorting.jpg": png_file((150, 90, 80)),
    }
    site = Site(CRU)
    for path, value in pages.items():
        site.add(path, value)
    return [site]


CASES: list[Case] = [
    # WordPress blog post (seed: blog posts on ScienceBlogs, SciLogs, Hypotheses... are Single
    # Artifact URI -> Single Page).  Truth: the post only; categories, tags, author archive,
    # previous/next posts, feeds and share links are the blog's, not the post's; the inline
    # photo is an embedded resource.
    case(
        "wp-autumn-survey-post",
        "WordPress (survey branch blog post)",
        "Single Artifact URI",
        "single_page",
        WP.url(WP_POST1),
        [WP.url(WP_POST1)],
        wp_sites,
        others=[WP.url(WP_POST2)],
    ),
    # Second post: same reasoning; the link to the tag-reporting site is another portal.
    case(
        "wp-cod-tagging-post",
        "WordPress (survey branch blog post)",
        "Single Artifact URI",
        "single_page",
        WP.url(WP_POST2),
        [WP.url(WP_POST2)],
        wp_sites,
        others=[WP.url(WP_POST1)],
    ),
    # Omeka Classic exhibit page (seed: Omeka -> Single Page, installation-dependent).  An
    # exhibit page is a narrative page; the item it shows is its own artifact (other), the
    # sibling exhibit pages are other pages.  Truth: the page only.
    case(
        "omeka-herring-curing-yards",
        "Omeka Classic (exhibit page)",
        "Single Artifact URI",
        "single_page",
        OMEKA.url(OM_PAGE),
        [OMEKA.url(OM_PAGE)],
        omeka_sites,
        others=[OMEKA.url(OM_ITEM)],
    ),
    # Hand-made lab data-release page with no menu, no footer, no shared assets: every link
    # is a file of the release, one hop away -> Single Page+ (no ignore list needed).
    # Truth: the page and its five files (two directories, so Path-Based would miss some).
    case(
        "handmade-kelp-bass-tagging",
        "Hand-made site (lab data release page)",
        "Single Hop",
        "single_page_plus",
        f"http://{LAB}{LAB_PAGE}",
        [f"http://{LAB}{LAB_PAGE}", *(f"http://{LAB}{p}" for p in LAB_FILES)],
        lab_sites,
    ),
    # Faculty home-directory cruise page: bare HTML, files in sibling ~/data and ~/reports
    # directories, nothing else linked -> Single Page+.  Truth: page and its four files.
    case(
        "handmade-en712-cruise-page",
        "Hand-made site (faculty cruise page)",
        "Single Hop",
        "single_page_plus",
        f"http://{UNI}{UNI_PAGE}",
        [f"http://{UNI}{UNI_PAGE}", *(f"http://{UNI}{p}" for p in UNI_FILES)],
        uni_sites,
    ),
    # Hand-made cruise report split over pages in unrelated directories; every page repeats
    # the report title as a running head and the <title> is exactly the report title (no
    # site name) -> Significant String from Title.  Truth: the report page and its four
    # section pages; the home, cruise list and staff pages lack the title.
    case(
        "handmade-al2403-cruise-report",
        "Hand-made site (survey cruise report pages)",
        "Multi-Hop",
        "sig_title",
        f"http://{CRU}{CRU_ENTRY}",
        [f"http://{CRU}{CRU_ENTRY}", *(f"http://{CRU}{p}" for p in CRU_MEMBERS)],
        cruise_sites,
    ),
]
