"""Omeka, the community archive's workhorse: an Omeka Classic "share your story" archive of
a mill town (two items) and an Omeka S installation hosting neighbourhood exhibit sites.

The seed: "Omeka.net ... Collection Item ... Single Page (but Depends on Installation)":
"each organization can customize their Omeka installation, they may add features that make
the Single Page heuristic no longer function".  Both outcomes appear here.
"""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case

from ._kit import a, audio, dl, host, jpeg_like, pdf_file, ul

# --- Omeka Classic: Mill Town Memories ------------------------------------------------------

OC = Portal(
    host("archive", "milltown"),
    "Mill Town Memories",
    menu=[
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/contribution", "Share a Story"),
        ("/geolocation/map/browse", "Map"),
        ("/about", "About"),
    ],
    footer=[
        ("/about", "About the project"),
        ("/terms", "Terms of use"),
        ("http://omeka.test/", "Proudly powered by Omeka"),
    ],
    title_format="{title} \u00b7 {name}",
    home_main=(
        "<h1>Mill Town Memories</h1><p>Photographs, letters and stories from the people of "
        "Brackley Bridge, collected since 2011.</p><h2>Featured collections</h2>"
        + ul(
            [
                a("/collections/show/3", "The 1926 Strike"),
                a("/collections/show/5", "Oral histories"),
                a("/collections/show/7", "Contributed stories"),
            ]
        )
        + "<h2>Recently added items</h2>"
        + ul([a("/items/show/417", "Brass band, Whit Walk 1951")])
    ),
)
OC_STORY = "/items/show/402"
OC_INTERVIEW = "/items/show/415"
OC_MP3 = "/files/original/3f9c1e5b2a7d4e0c8b6a9d1e2f3a4b5c.mp3"
OC_PDF = "/files/original/8d2e4a6c1b3f5e7d9a0c2b4d6f8e1a3c.pdf"


def _oc_item(title: str, fields: list[tuple[str, str]], files: str, collection: str) -> str:
    main = (
        f'<h1>{title}</h1><div id="primary">{files}'
        + dl(fields)
        + '</div><aside id="secondary"><h2>Collection</h2>'
        + collection
        + "<h2>Citation</h2><p>\u201c"
        + title
        + ",\u201d <em>Mill Town Memories</em>, accessed March 3, 2026.</p></aside>"
    )
    return OC.page(title, main)


def omeka_classic_sites() -> list[Site]:
    story = _oc_item(
        "The mill hooter",
        [
            ("Title", "The mill hooter"),
            ("Contributor", "Joan Pickering"),
            ("Date", "1940s"),
            (
                "Text",
                "<p>Every morning at half past six the hooter went at Hartley's and the "
                "whole street got up. My father could tell from the sound whether the wind was "
                "coming off the moor. When it stopped for good in 1962 my mother said the "
                "town went deaf.</p>",
            ),
            ("Item Type", "Story"),
            (
                "Tags",
                a("/items/browse?tags=hooter", "hooter")
                + ", "
                + a("/items/browse?tags=Hartley%27s+Mill", "Hartley's Mill"),
            ),
        ],
        "",
        a("/collections/show/7", "Contributed stories"),
    )
    thumbs = (
        '<div id="itemfiles">'
        + a(OC_MP3, "").replace(
            "></a>", '><img src="/files/square_thumbnails/3f9c1e5b.jpg" alt="audio"></a>'
        )
        + a(OC_PDF, "").replace(
            "></a>", '><img src="/files/square_thumbnails/8d2e4a6c.jpg" alt="transcript"></a>'
        )
        + "</div>"
    )
    interview = _oc_item(
        "Interview with Edna Shaw, 1978",
        [
            ("Title", "Interview with Edna Shaw, 1978"),
            ("Interviewer", "Brackley Bridge WEA local history class"),
            ("Interviewee", "Edna Shaw (1904\u20131989), ring spinner"),
            ("Date", "1978-05-11"),
            ("Description", "Working at Hartley's from 1918, the 1926 strike, the soup kitchen."),
            ("Rights", "Reproduced with the permission of the Shaw family."),
            ("Item Type", "Oral History"),
            ("Duration", "00:47:12"),
        ],
        thumbs,
        a("/collections/show/5", "Oral histories"),
    )
    pages = {
        OC_STORY: story,
        OC_INTERVIEW: interview,
        OC_MP3: audio("Edna Shaw interview"),
        OC_PDF: pdf_file("Interview with Edna Shaw, 1978", "Transcript.", "ES: I started in 1918."),
        "/files/square_thumbnails/3f9c1e5b.jpg": jpeg_like(),
        "/files/square_thumbnails/8d2e4a6c.jpg": jpeg_like(),
        "/collections/show/5": OC.page(
            "Oral histories", "<h1>Oral histories</h1>" + ul([a(OC_INTERVIEW, "Edna Shaw")])
        ),
        "/collections/show/7": OC.page(
            "Contributed stories", "<h1>Contributed stories</h1>" + ul([a(OC_STORY, "Hooter")])
        ),
    }
    return [OC.site(pages)]


# --- Omeka S: a city's neighbourhood exhibit sites ------------------------------------------

OS_HOST = host("exhibits", "neighbourhoods")
OS = Portal(
    OS_HOST,
    "Neighbourhood Stories",
    menu=[],
    footer=[("http://omeka.test/s/", "Powered by Omeka S")],
    title_format="{title} \u00b7 {name}",
    home_main=(
        "<h1>Sites</h1>"
        + ul(
            [
                a("/s/riverside-voices", "Riverside Voices"),
                a("/s/harbour-lights", "Harbour Lights"),
            ]
        )
    ),
)
RV = "/s/riverside-voices"
RV_PAGES = {
    "welcome": ("Welcome", "Riverside Voices gathers what residents told us about the river."),
    "the-flood-of-1968": ("The flood of 1968", "On 15 September 1968 the Wend broke its banks."),
    "shops-and-trades": ("Shops and trades", "Coopers, a rope walk and eleven pubs."),
    "about-the-project": ("About the project", "A participatory project with 60 residents."),
}
RV_ITEMS = {
    1201: ("Sandbags on Water Street, 1968", 2301),
    1202: ("Coopers' yard ledger", 2302),
    1203: ("Recording: Len Marsh on the rope walk", 2303),
}


def _rv_page(title: str, main: str) -> str:
    nav = ul([a(f"{RV}/page/{slug}", t) for slug, (t, _x) in RV_PAGES.items()])
    nav += ul([a(f"{RV}/item", "Browse items"), a(f"{RV}/item-set/88", "Collection")])
    header = f'<div class="site-title">{a(RV, "Riverside Voices")}</div><nav>{nav}</nav>'
    search = f'<form action="{RV}/index/search"><input name="fulltext_search"></form>'
    return OS.page(f"{title} \u00b7 Riverside Voices", header + search + main)


def omeka_s_sites() -> list[Site]:
    pages: dict[str, str | object] = {}
    for slug, (t, text) in RV_PAGES.items():
        extra = ""
        if slug == "the-flood-of-1968":
            extra = ul([a(f"{RV}/item/1201", RV_ITEMS[1201][0])])
        if slug == "shops-and-trades":
            extra = ul([a(f"{RV}/item/{i}", RV_ITEMS[i][0]) for i in (1202, 1203)])
        pages[f"{RV}/page/{slug}"] = _rv_page(t, f"<h1>{t}</h1><p>{text}</p>{extra}")
    pages[RV] = pages[f"{RV}/page/welcome"]
    browse = ul([a(f"{RV}/item/{i}", t) for i, (t, _m) in RV_ITEMS.items()])
    pages[f"{RV}/item"] = _rv_page("Items", f"<h1>Items</h1>{browse}")
    pages[f"{RV}/item-set/88"] = _rv_page(
        "Riverside Voices collection", f"<h1>Riverside Voices collection</h1>{browse}"
    )
    for i, (t, m) in RV_ITEMS.items():
        media = a(f"{RV}/media/{m}", "").replace(
            "></a>", f'><img src="/files/medium/{m}.jpg" alt=""></a>'
        )
        pages[f"{RV}/item/{i}"] = _rv_page(
            t,
            f"<h1>{t}</h1>{media}"
            + dl([("Title", t), ("Contributor", "Riverside Voices volunteers")])
            + "<p>Item sets: "
            + a(f"{RV}/item-set/88", "Riverside Voices collection")
            + "</p>",
        )
        pages[f"{RV}/media/{m}"] = _rv_page(
            t,
            f'<h1>{t}</h1><img src="/files/large/{m}.jpg" alt="">'
            + "<p>Part of item "
            + a(f"{RV}/item/{i}", t)
            + "</p>",
        )
        pages[f"/files/medium/{m}.jpg"] = jpeg_like()
        pages[f"/files/large/{m}.jpg"] = jpeg_like()
    pages["/s/harbour-lights"] = OS.page(
        "Welcome \u00b7 Harbour Lights", "<h1>Harbour Lights</h1><p>Lighthouse keepers.</p>"
    )
    return [OS.site(pages)]  # type: ignore[arg-type]


RV_TRUTH = (
    [RV, f"{RV}/item", f"{RV}/item-set/88"]
    + [f"{RV}/page/{s}" for s in RV_PAGES]
    + [f"{RV}/item/{i}" for i in RV_ITEMS]
    + [f"{RV}/media/{m}" for _t, m in RV_ITEMS.values()]
)

CASES: list[Case] = [
    # Omeka Classic contributed story: the story text is the item; no files.  The seed's
    # Omeka.net row: Single Page.  Truth: the item page (its collection and tag browses are
    # the archive's, not the story's).
    case(
        "omeka-classic-story",
        "Omeka Classic (mill-town community memory archive)",
        "Single Artifact URI",
        "single_page",
        OC.url(OC_STORY),
        [OC.url(OC_STORY)],
        omeka_classic_sites,
        others=[OC.url("/collections/show/7")],
    ),
    # Omeka Classic oral history with its audio and transcript: the installation links the
    # files from the item ("depends on installation"), so the artifact is a Single Hop, and
    # the only other link, the collection, is featured on the homepage: Single Page+ with
    # Ignored URIs (as the seed does for Figshare/Zenodo).  Truth: item page, MP3, PDF.
    case(
        "omeka-classic-oral-history",
        "Omeka Classic (mill-town community memory archive)",
        "Single Hop",
        "single_page_plus_ignored",
        OC.url(OC_INTERVIEW),
        [OC.url(OC_INTERVIEW), OC.url(OC_MP3), OC.url(OC_PDF)],
        omeka_classic_sites,
        others=[OC.url("/collections/show/5")],
    ),
    # Omeka S exhibit site: like the seed's Silk project, the whole site under /s/<slug> is
    # the artifact (pages, item browse, item set, items and media pages, images embedded):
    # Path-Based from the site's root.  Truth: every page under /s/riverside-voices; the
    # installation's site list and the sister site are outside.
    case(
        "omeka-s-exhibit-site",
        "Omeka S (neighbourhood exhibit sites)",
        "Multi-Hop",
        "path_based",
        OS.url(RV),
        [OS.url(p) for p in RV_TRUTH],
        omeka_s_sites,
        others=[OS.url("/s/harbour-lights")],
    ),
]
