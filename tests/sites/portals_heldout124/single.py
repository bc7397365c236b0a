"""Single-page and single-hop portals: a WordPress society blog, a hand-made oral-history
site with no portal chrome, and an Omeka Classic instrument catalogue."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import a, builder, pdfr, pngr, portal, ul

# --- WordPress: a history-of-science society blog ------------------------------------
WP = portal(
    "blog.bshs-notes.hx124.example",
    "Viewpoint Notes",
    menu=(("/category/news/", "News"), ("/category/features/", "Features"), ("/about/", "About")),
    footer=(("/privacy-policy/", "Privacy"), ("/feed/", "RSS")),
    title_format="{title} – {name}",
)
WP_POSTS = {
    "/2026/02/11/orrery-restoration-diary/": (
        "Diary of an orrery restoration",
        "The brass drive train of the 1780s grand orrery was dismantled in January.",
    ),
    "/2025/11/03/who-named-the-electron/": (
        "Who named the electron?",
        "Stoney, Thomson and the long argument over a word, retold from the letters.",
    ),
}


def _wp_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for path, (title, text) in WP_POSTS.items():
        other = [p for p in WP_POSTS if p != path][0]
        main = (
            f'<article class="post type-post"><h1 class="entry-title">{title}</h1>'
            '<p class="byline">by <a href="/author/mhall/">M. Hall</a></p>'
            f'<div class="entry-content"><p>{text}</p>'
            f'<figure><img src="/wp-content/uploads/2026/02/figure1.png"></figure></div>'
            '<footer class="entry-meta">Posted in <a href="/category/features/">Features</a> '
            'Tagged <a href="/tag/instruments/">instruments</a></footer>'
            f'<nav class="post-navigation">{a(other, "Previous post")}</nav></article>'
            '<section id="comments"><h2>Leave a reply</h2><form action="/wp-comments-post.php">'
            "<textarea name=comment></textarea></form></section>"
        )
        pages[path] = WP.page(title, main, share=WP.url(path))
    pages["/wp-content/uploads/2026/02/figure1.png"] = pngr()
    for p in ("/author/mhall/", "/tag/instruments/", "/feed/", "/category/news/"):
        pages[p] = WP.page(p, f"<h1>{p}</h1>")
    return pages


wp_build = builder(WP, _wp_pages())

# --- Hand-made oral-history site: static pages, no menus -----------------------------
OH_HOST = "voices.physics-oh.hx124.example"
OH = {
    "/interviews/kowarski-1971.html": (
        "Interview with Lew Kowarski, 1971",
        [
            "/interviews/kowarski-1971/session1.mp3",
            "/interviews/kowarski-1971/transcript.pdf",
            "/interviews/kowarski-1971/index.txt",
        ],
    ),
    "/interviews/burbidge-1978.html": (
        "Interview with Margaret Burbidge, 1978",
        [
            "/audio/burbidge78-tape1.mp3",
            "/audio/burbidge78-tape2.mp3",
            "/transcripts/burbidge78.pdf",
        ],
    ),
}


def oh_build() -> list[Site]:
    pages: dict[str, object] = {}
    for path, (title, files) in OH.items():
        items = [a(f, f.rsplit("/", 1)[1]) for f in files]
        pages[path] = (
            f"<!DOCTYPE html><html><head><title>{title}</title></head><body>"
            f"<h1>{title}</h1><p>Interviewed for the oral history project. "
            f"Recorded on reel-to-reel tape, digitised 2019.</p>{ul(items)}"
            "<p><small>Transcripts are provided for research use.</small></p></body></html>"
        )
        for f in files:
            if f.endswith(".mp3"):
                pages[f] = b"ID3\x03\x00\x00\x00" + b"\x00" * 64
            elif f.endswith(".pdf"):
                pages[f] = pdfr(title, "Transcript")
            else:
                pages[f] = f"{title}\n00:00 Early life\n14:30 Wartime work\n".encode()
    pages["/"] = (
        "<html><head><title>Voices of physics</title></head><body>"
        + ul([a(p, t) for p, (t, _f) in OH.items()])
        + "</body></html>"
    )
    return [Site(OH_HOST, pages)]  # type: ignore[arg-type]


# --- Omeka Classic: a scientific-instrument catalogue --------------------------------
OM = portal(
    "catalogue.whipple-inst.hx124.example",
    "Instrument Catalogue",
    menu=(
        ("/items/browse", "Browse Items"),
        ("/collections/browse", "Browse Collections"),
        ("/exhibits", "Exhibits"),
    ),
    title_format="{title} · {name}",
)
OM_ITEMS = {
    412: ("Pocket sundial, ivory diptych, Nuremberg, c.1600", "Hans Troschel"),
    1187: ("Wimshurst machine, London, c.1890", "Philip Harris & Co."),
}


def _om_pages() -> dict[str, object]:
    pages: dict[str, object] = {}
    for n, (title, maker) in OM_ITEMS.items():
        main = (
            f'<div id="primary"><h1>{title}</h1><div class="element-set">'
            f'<div class="element"><h3>Maker</h3><div class="element-text">{maker}</div></div>'
            f'<div class="element"><h3>Accession</h3><div class="element-text">Wh.{n}</div>'
            f'</div></div><div id="item-images"><img src="/files/fullsize/{n}.jpg"></div>'
            '<div id="collection"><h3>Collection</h3><a href="/collections/show/3">Dials</a></div>'
            f'<div class="item-citation">"{title}," Instrument Catalogue, accessed 2026.</div>'
            f'<ul class="item-pagination"><li><a href="/items/show/{n - 1}">Previous item</a>'
            f'</li><li><a href="/items/show/{n + 1}">Next item</a></li></ul></div>'
        )
        pages[f"/items/show/{n}"] = OM.page(title, main)
        pages[f"/files/fullsize/{n}.jpg"] = pngr()
        for m in (n - 1, n + 1):
            pages[f"/items/show/{m}"] = OM.page(f"Item {m}", f"<h1>Item {m}</h1>")
    pages["/collections/show/3"] = OM.page("Dials", "<h1>Dials</h1>")
    return pages


om_build = builder(OM, _om_pages())


CASES: list[Case] = [
    # A blog post is the seed's textbook Single Artifact URI (ScienceBlogs, Hypotheses);
    # its links are author/tag/category archives and the next post: the truth is the post.
    case(
        "wp-orrery-diary",
        "WordPress (society blog)",
        "blog post",
        "single_page",
        WP.url("/2026/02/11/orrery-restoration-diary/"),
        [WP.url("/2026/02/11/orrery-restoration-diary/")],
        wp_build,
        others=[WP.url("/2025/11/03/who-named-the-electron/")],
    ),
    case(
        "wp-electron-name",
        "WordPress (society blog)",
        "blog post",
        "single_page",
        WP.url("/2025/11/03/who-named-the-electron/"),
        [WP.url("/2025/11/03/who-named-the-electron/")],
        wp_build,
        others=[WP.url("/2026/02/11/orrery-restoration-diary/")],
    ),
    # A hand-made static interview page with no menus: every link is the interview's audio,
    # transcript or index, one hop away (Single Hop); Single Page+ takes exactly those.
    *[
        case(
            f"oh-{p.split('/')[-1].removesuffix('.html')}",
            "Hand-made site (oral history)",
            "oral history interview",
            "single_page_plus",
            f"http://{OH_HOST}{p}",
            [f"http://{OH_HOST}{p}", *(f"http://{OH_HOST}{f}" for f in files)],
            oh_build,
        )
        for p, (_t, files) in OH.items()
    ],
    # Omeka Classic item: the seed's Omeka.net row, Single Page. Its links go to the
    # collection and neighbouring items; the image is embedded.  Truth: the item page.
    *[
        case(
            f"omeka-item-{n}",
            "Omeka Classic (instrument catalogue)",
            "collection item",
            "single_page",
            OM.url(f"/items/show/{n}"),
            [OM.url(f"/items/show/{n}")],
            om_build,
            others=[OM.url(f"/items/show/{n + 1}")],
        )
        for n in OM_ITEMS
    ],
]
