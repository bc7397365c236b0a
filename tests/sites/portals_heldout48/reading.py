"""Single-URI artifacts of heldout48, crowded with relations: a research blog (posts with
related posts, citing posts, same-author lists, tags, comments) and a digital-collections
site (Omeka-like: an item page, and a collection page whose member items are separate
artifacts).  The seed prescribes Single Page for both: everything linked is another
artifact or chrome.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import bare_site, mk, page, portal, sidebar, site, stub_record

# --- research blog (Hypotheses/ScienceBlogs-like): Single Page -------------------------------

BL = portal(
    "notes.fieldjournal-blogs.hx48.example",
    "Fieldjournal Blogs",
    [
        ("/category/ecology", "Ecology"),
        ("/category/methods", "Methods"),
        ("/authors", "Authors"),
        ("/archive", "Archive"),
    ],
)


def _post(title: str, body: str, rel: list[tuple[str, str]], more: list[tuple[str, str]]) -> str:
    return page(
        BL,
        title,
        f'<article class="post"><h1 class="entry-title">{escape(title)}</h1>'
        f'<p class="byline">by <a href="/authors">the author</a> · <a href="/category/methods">Methods</a></p>'
        f'<div class="entry-content">{body}</div></article>'
        + sidebar("Related posts", rel)
        + sidebar("Cited in / citing this post / more from this author", more, "more")
        + '<section id="comments"><h3>2 comments</h3><p>Great post! <a href="/login">Log in to reply</a></p></section>',
        share=BL.url("/"),
    )


BL_A = BL.url("/2024/05/17/why-we-stopped-rarefying/")
BL_A_OTHERS = [
    BL.url("/2023/11/02/rarefaction-curves-explained/"),
    BL.url("/2024/06/01/reply-to-critics-on-rarefying/"),
]
BL_B = BL.url("/2025/01/09/a-year-of-camera-traps-part-3/")
BL_B_OTHERS = [
    BL.url("/2024/10/12/a-year-of-camera-traps-part-1/"),
    BL.url("/2024/11/20/a-year-of-camera-traps-part-2/"),
    BL.url("/2025/02/14/a-year-of-camera-traps-part-4/"),
    BL.url("/2024/03/03/occupancy-models-primer/"),
    BL.url("/2025/01/30/response-to-part-3/"),
    BL.url("/2022/08/08/trail-cameras-on-a-budget/"),
]


def _bl() -> list[Site]:
    pages: dict[str, str | Response | bytes] = {
        BL_A[len(BL.origin) :]: _post(
            "Why we stopped rarefying our amplicon data",
            f'<p>We used to rarefy; see <a href="{BL_A_OTHERS[0]}">our earlier post</a>.</p>',
            [(BL_A_OTHERS[0], "Rarefaction curves explained")],
            [(BL_A_OTHERS[1], "Reply to critics (follow-up)")],
        ),
        BL_B[len(BL.origin) :]: _post(
            "A year of camera traps, part 3: detection histories",
            '<p>Part of a series. <span class="update">Update: a newer post revises these numbers.</span></p>',
            list(
                zip(
                    BL_B_OTHERS[:3], ["Part 1", "Part 2", "Part 4 (revises this post)"], strict=True
                )
            ),
            list(
                zip(
                    BL_B_OTHERS[3:],
                    ["Cited: occupancy primer", "Response to this post", "Same author"],
                    strict=True,
                )
            ),
        ),
    }
    for u in BL_A_OTHERS + BL_B_OTHERS:
        pages[u[len(BL.origin) :]] = stub_record(
            BL, u.rstrip("/").rsplit("/", 1)[1].replace("-", " "), "Post"
        )
    return [site(BL, pages)]


# --- digital-collections site (Omeka-like): Single Page ---------------------------------------

DC = portal(
    "archive.harbourmemory.hx48.example",
    "Harbour Memory",
    [
        ("/items/browse", "Browse items"),
        ("/collections/browse", "Browse collections"),
        ("/exhibits", "Exhibits"),
    ],
)
DC_FILES = "http://files.harbourmemory-media.hx48.example"


def _item(title: str, img: str, rel: list[tuple[str, str]], coll: tuple[str, str]) -> str:
    return page(
        DC,
        title,
        f'<div id="primary"><h1>{escape(title)}</h1><div id="item-images"><img src="{img}" alt=""></div>'
        '<div class="element-set"><h2>Dublin Core</h2><p>Date: 1931</p><p>Rights: public domain</p></div>'
        f'<p>Collection: <a href="{coll[0]}">{escape(coll[1])}</a></p>'
        '<p class="citation">Cite this item: Harbour Memory archive, 1931.</p></div>'
        + sidebar("Related items", rel),
    )


DC_A = DC.url("/items/show/2231")
DC_A_OTHERS = [
    DC.url("/collections/show/14"),
    DC.url("/items/show/2230"),
    DC.url("/items/show/2232"),
]
DC_B = DC.url("/collections/show/21")
DC_B_OTHERS = [DC.url(f"/items/show/{n}") for n in range(3101, 3109)] + [
    DC.url("/exhibits/show/fishing-fleet"),
    DC.url("/collections/show/20"),
]


def _dc() -> list[Site]:
    members = [(u, f"Item {u.rsplit('/', 1)[1]}") for u in DC_B_OTHERS[:8]]
    pages: dict[str, str | Response | bytes] = {
        "/items/show/2231": _item(
            "Dockworkers loading timber, 1931",
            DC_FILES + "/files/fullsize/2231.png",
            [(DC_A_OTHERS[1], "Previous item"), (DC_A_OTHERS[2], "Next item")],
            (DC_A_OTHERS[0], "Dock photographs"),
        ),
        "/collections/show/21": page(
            DC,
            "Net-makers' oral histories",
            '<div id="primary"><h1>Net-makers\' oral histories</h1><p>Interviews recorded 1978-1981.</p>'
            + sidebar("Items in this collection", members, "collection-items")
            + sidebar(
                "Featured in / part of",
                [(DC_B_OTHERS[8], "Exhibit: Fishing fleet"), (DC_B_OTHERS[9], "Parent collection")],
            )
            + "</div>",
        ),
    }
    for u in DC_A_OTHERS + DC_B_OTHERS:
        pages[u[len(DC.origin) :]] = stub_record(DC, "Item " + u.rsplit("/", 1)[1], "Item")
    media = {"/files/fullsize/2231.png": Response.data(png(12, 8), "image/png")}
    return [site(DC, pages), bare_site("files.harbourmemory-media.hx48.example", media)]


SP = "single_page"
CASES: list[Case] = [
    # Blog posts: the seed's table gives Single Page; the related/citing posts are other artifacts.
    mk(
        "fieldjournal-rarefying",
        "research blog (post with follow-up)",
        "Single Artifact URI",
        SP,
        BL_A,
        [BL_A],
        _bl,
        BL_A_OTHERS,
    ),
    mk(
        "fieldjournal-cameratraps-3",
        "research blog (part 3 of a series, revised by part 4)",
        "Single Artifact URI",
        SP,
        BL_B,
        [BL_B],
        _bl,
        BL_B_OTHERS,
    ),
    # Omeka-shaped: Single Page for an item; the image is an embedded resource.
    mk(
        "harbour-dockworkers",
        "digital-collections site (item)",
        "Single Artifact URI",
        SP,
        DC_A,
        [DC_A],
        _dc,
        DC_A_OTHERS,
    ),
    # Harder: a collection page whose eight members are separate artifacts.
    mk(
        "harbour-netmakers",
        "digital-collections site (collection of eight items)",
        "Single Artifact URI",
        SP,
        DC_B,
        [DC_B],
        _dc,
        DC_B_OTHERS,
    ),
]
