"""Single Page, Single Page+ and Single Page+ with Ignored URIs portals of heldout123."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import host, pdf_of, portal, text

# --- WordPress forestry blog: a post is one page (seed: blog posts -> Single Page) -------
WP = portal(
    "blog",
    "treecanopy",
    "Canopy Notes",
    [("/", "Home"), ("/category/silviculture/", "Silviculture"), ("/about/", "About")],
    title_format="{title} – {name}",
)
WP_POSTS = {
    "/2026/03/12/continuous-cover-forestry-after-the-storms/": (
        "Continuous cover forestry after the storms",
        "/2025/11/02/measuring-crown-dieback-with-a-phone/",
    ),
    "/2026/01/28/what-the-beech-mast-year-told-us/": (
        "What the beech mast year told us",
        "/2026/03/12/continuous-cover-forestry-after-the-storms/",
    ),
}


def _wp_site() -> list[Site]:
    pages = {}
    for path, (title, prev) in WP_POSTS.items():
        pages[path] = WP.page(
            title,
            f'<article class="post"><h1 class="entry-title">{escape(title)}</h1>'
            '<p class="byline">Posted by <a href="/author/mkowalski/">M. Kowalski</a> in '
            '<a href="/category/silviculture/">Silviculture</a></p>'
            f'<div class="entry-content"><p>{escape(title)}: notes from the field.</p>'
            '<img src="/wp-content/uploads/2026/03/stand.jpg" alt="stand"></div>'
            f'<nav class="post-navigation"><a rel="prev" href="{prev}">Previous post</a></nav>'
            '<div id="comments"><a href="#respond">Leave a comment</a></div></article>',
            share=WP.url(path),
        )
    pages["/2025/11/02/measuring-crown-dieback-with-a-phone/"] = WP.page(
        "Measuring crown dieback with a phone", "<h1>Measuring crown dieback with a phone</h1>"
    )
    for p in ("/author/mkowalski/", "/category/silviculture/", "/about/"):
        pages[p] = WP.page("Archive", "<h1>Archive</h1>")
    return [WP.site(pages)]


# --- Omeka S forest-history archive: an item page (seed: Omeka -> Single Page) -----------
OM = portal(
    "omeka",
    "forestarchive",
    "Forest History Photo Archive",
    [("/s/fhpa/page/about", "About"), ("/s/fhpa/item", "Browse items")],
)
OM_ITEMS = {
    "2214": "Log drive on the Klarälven, 1931",
    "3087": "Nursery beds at the state seed orchard, 1954",
}


def _om_site() -> list[Site]:
    pages = {}
    for iid, title in OM_ITEMS.items():
        pages[f"/s/fhpa/item/{iid}"] = OM.page(
            title,
            f'<div class="resource-metadata"><h2>{escape(title)}</h2>'
            '<dl><dt>Type</dt><dd><a href="/s/fhpa/item?property[0][property]=8'
            '&amp;property[0][text]=Photograph">Photograph</a></dd>'
            "<dt>Rights</dt><dd>Public domain</dd></dl>"
            f'<img src="/files/medium/{iid}.jpg" alt="{escape(title)}"></div>',
        )
    pages["/s/fhpa/item"] = OM.page("Browse items", "<h1>Items</h1>")
    pages["/s/fhpa/page/about"] = OM.page("About", "<h1>About</h1>")
    return [OM.site(pages)]


# --- Hand-made dendro lab page, no chrome: everything it links is the artifact ----------
# (seed: Single Hop artifact whose one hop holds no site furniture -> Single Page+)
LAB = host("dendrolab", "uni-boreal")
LAB_SETS = {
    "/chronologies/pisy-lapland.html": (
        "Scots pine ring-width chronology, Finnish Lapland",
        "pisy_lap",
    ),
    "/chronologies/qupe-oak-bog.html": ("Subfossil bog oak chronology, Lower Saxony", "qupe_bog"),
}


def _lab_site() -> list[Site]:
    site = Site(LAB)
    for path, (title, code) in LAB_SETS.items():
        site.add(
            path,
            f"<html><head><title>{escape(title)}</title></head><body>"
            f"<h2>{escape(title)}</h2><p>Raw measurements (Tucson format), standardised "
            "chronology and the site notes. Please cite the paper.</p>"
            f'<a href="{code}.rwl">{code}.rwl</a><br><a href="{code}.crn">{code}.crn</a><br>'
            f'<a href="{code}_sitenotes.pdf">site notes (PDF)</a><br>'
            f'<a href="{code}_readme.txt">README</a></body></html>',
        )
        base = path.rsplit("/", 1)[0] + "/"
        site.add(base + f"{code}.rwl", text(f"{code.upper()}01  1801   102   98  110\n"))
        site.add(base + f"{code}.crn", text(f"{code.upper()} {title}\n1801 0.98 12\n"))
        site.add(base + f"{code}_sitenotes.pdf", pdf_of(title, "Site notes"))
        site.add(base + f"{code}_readme.txt", text(f"{title}\nCollected 2019-2023.\n"))
    return [site]


def _lab_truth(path: str) -> list[str]:
    code = LAB_SETS[path][1]
    base = f"http://{LAB}" + path.rsplit("/", 1)[0] + "/"
    return [f"http://{LAB}{path}"] + [
        base + f
        for f in (f"{code}.rwl", f"{code}.crn", f"{code}_sitenotes.pdf", f"{code}_readme.txt")
    ]


# --- DSpace 7 item (seed: repository item with bitstreams one hop away -> SP+ ignored) ----
DS_COLL = "/collections/5e1a0c44-9b7d-4c55-8f7e-0f3b2a1c9d10"
DS = portal(
    "dspace",
    "silvalib",
    "SilvaLib Open Repository",
    [("/communities", "Communities & Collections"), ("/browse/dateissued", "By date")],
    title_format="{title}",
    home_main=f'<h1>SilvaLib</h1><a href="{DS_COLL}">Silviculture trial reports</a>',
)
DS_ITEMS = {
    "8c2f4d1e-77a0-4b8e-9f31-2a6d0c5e9b41": (
        "Thinning intensity and stand stability in Norway spruce: 25-year trial results",
        ["a3e5c7d2-1f44-4b0a-8e6b-9d2c1f0a7e55", "b7d1e9f0-2c33-4a1e-9b8d-0e4f6a2c1d66"],
    ),
    "f0a9b8c7-3d2e-4f10-8a7b-6c5d4e3f2a19": (
        "Regeneration under shelterwood in mixed beech stands",
        ["c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f"],
    ),
}


def _ds_site() -> list[Site]:
    pages = {}
    for uid, (title, bits) in DS_ITEMS.items():
        files = "".join(
            f'<div class="file-section"><a href="/bitstreams/{b}/download">report_{i}.pdf</a> '
            f"(1.2 MB)</div>"
            for i, b in enumerate(bits)
        )
        pages[f"/items/{uid}"] = DS.page(
            title,
            f'<ds-item-page><h1 class="item-page-title-field">{escape(title)}</h1>{files}'
            f'<a href="/items/{uid}/full">Full item page</a>'
            f'<div>URI: <a href="/handle/20.500.14321/{uid[:4]}">'
            f"http://hdl.handle.test/20.500.14321/{uid[:4]}</a></div>"
            f'<div>Collections: <a href="{DS_COLL}">Silviculture trial reports</a></div>'
            "</ds-item-page>",
        )
        pages[f"/items/{uid}/full"] = DS.page(
            title,
            f"<h1>{escape(title)}</h1><table><tr><td>dc.title</td><td>{escape(title)}</td></tr></table>",
        )
        pages[f"/handle/20.500.14321/{uid[:4]}"] = DS.page(title, f"<h1>{escape(title)}</h1>")
        for i, b in enumerate(bits):
            pages[f"/bitstreams/{b}/download"] = pdf_of(title, f"Part {i + 1}")
    pages[DS_COLL] = DS.page("Silviculture trial reports", "<h1>Collection</h1>")
    return [DS.site(pages)]


def _ds_truth(uid: str) -> list[str]:
    bits = DS_ITEMS[uid][1]
    return [
        DS.url(f"/items/{uid}"),
        DS.url(f"/items/{uid}/full"),
        DS.url(f"/handle/20.500.14321/{uid[:4]}"),
        *(DS.url(f"/bitstreams/{b}/download") for b in bits),
    ]


CASES: list[Case] = [
    # A WordPress blog post: one page (seed: blog posts -> Single Page); the author, category,
    # previous-post and share links are the blog's, not the post's.  Truth: the post.
    *(
        case(
            f"wp-post-{i}",
            "WordPress (forestry blog post)",
            "blog post",
            "single_page",
            WP.url(path),
            [WP.url(path)],
            _wp_site,
        )
        for i, path in enumerate(WP_POSTS, 1)
    ),
    # An Omeka S item, a photograph with its metadata on one page (seed: Omeka -> Single
    # Page); the image is embedded, the Type facet link is a search.  Truth: the item page.
    *(
        case(
            f"omeka-item-{iid}",
            "Omeka S (forest-history photo item)",
            "collection item",
            "single_page",
            OM.url(f"/s/fhpa/item/{iid}"),
            [OM.url(f"/s/fhpa/item/{iid}")],
            _om_site,
        )
        for iid in OM_ITEMS
    ),
    # A hand-made lab page without any site chrome: every link is a file of the chronology
    # (seed: Single Hop, and one hop holds nothing else -> Single Page+).  Truth: the page
    # and its four files.
    *(
        case(
            f"lab-chronology-{i}",
            "hand-made lab site (tree-ring chronology page)",
            "dataset",
            "single_page_plus",
            f"http://{LAB}{path}",
            _lab_truth(path),
            _lab_site,
        )
        for i, path in enumerate(LAB_SETS, 1)
    ),
    # A DSpace 7 item: PDFs one hop away behind chrome (seed: repository item like Figshare
    # -> Single Page+ with Ignored URIs); the collection is listed on the homepage, so it is
    # ignored.  Truth: item, full item page, its handle page and the bitstreams.
    *(
        case(
            f"dspace-item-{i}",
            "DSpace (silviculture trial report)",
            "report",
            "single_page_plus_ignored",
            DS.url(f"/items/{uid}"),
            _ds_truth(uid),
            _ds_site,
        )
        for i, uid in enumerate(DS_ITEMS, 1)
    ),
]
