"""Single-URI heritage writing: an excavation-diary blog, a monument encyclopedia, a finds
identification forum and a museum finds catalogue (Omeka-like).

Each record is one page (the seed's Single Artifact URI class: blog posts, encyclopedia
articles, discussions, a collection item), so every case expects single_page and its truth
is the entry alone; everything the page links (tags, authors, related posts, other items,
edit and history views) is chrome or another artifact.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, dl, ul

# --- excavation-diary blog ---------------------------------------------------------------

BLOG = Chrome(
    host="diary.trowelnotes.hx86.example",
    name="Trowel Notes",
    nav=[
        ("/", "Latest"),
        ("/seasons/", "Seasons"),
        ("/about/", "About the dig"),
        ("/volunteer/", "Volunteer"),
    ],
    footer=[("/privacy/", "Privacy"), ("/feed/", "RSS"), ("/contact/", "Contact")],
    title_format="{title} – {name}",
    kind="tn",
    analytics="UA-4471-9",
)

POSTS = {
    "/2025/07/14/context-1043-the-burnt-hearth/": (
        "Context 1043: the burnt hearth",
        "M. Lewin",
        ["hearths", "trench-b"],
        4,
    ),
    "/2025/08/02/week-six-the-well-goes-down/": (
        "Week six: the well goes down",
        "R. Osei",
        ["wells", "trench-c", "waterlogged"],
        9,
    ),
    "/2025/06/30/opening-trench-b/": ("Opening trench B", "M. Lewin", ["trench-b"], 1),
    "/2025/07/21/a-coin-of-carausius/": ("A coin of Carausius", "R. Osei", ["coins"], 2),
    "/2025/08/09/samples-to-the-lab/": ("Samples to the lab", "J. Tamm", ["environmental"], 0),
}


def _post(path: str) -> str:
    title, author, tags, ncomments = POSTS[path]
    order = list(POSTS)
    i = order.index(path)
    prev_, next_ = order[i - 1], order[(i + 1) % len(order)]
    slug = author.lower().replace(". ", "").replace(" ", "")
    comments = "".join(
        f'<li id="comment-{n}"><cite>Visitor {n}</cite> <a href="#comment-{n}">#</a> '
        f"<p>Great update, thanks for sharing photo {n}!</p></li>"
        for n in range(1, ncomments + 1)
    )
    paras = "".join(
        f"<p>Paragraph {n} of the diary: the spit was taken down by hand, sieved, and the "
        f'finds bagged by context. See the <a href="http://doi.test/10.5284/{n}1043">'
        f"interim report {n}</a>.</p>"
        for n in range(1, 3 + ncomments // 3)
    )
    main = (
        f'<article class="tn-post"><h1>{escape(title)}</h1><p class="tn-byline">By '
        f'<a href="/author/{slug}/">{escape(author)}</a> in '
        + ", ".join(f'<a href="/tag/{t}/">{t}</a>' for t in tags)
        + f"</p>{paras}</article>"
        f'<section class="tn-comments"><h2>{ncomments} comments</h2><ol>{comments}</ol>'
        '<form action="/wp-comments-post.php" method="post"><textarea name="c"></textarea>'
        "<button>Post comment</button></form></section>"
        f'<nav class="tn-postnav"><a rel="prev" href="{prev_}">Previous</a> '
        f'<a rel="next" href="{next_}">Next</a></nav>'
    )
    aside = "<h3>Recent posts</h3>" + ul([(p, POSTS[p][0]) for p in order if p != path])
    return BLOG.page(title, main, aside=aside, share=BLOG.url(path))


def blog_build() -> list[Site]:
    pages: dict[str, str] = {p: _post(p) for p in POSTS}
    for _t, author, tags, _n in POSTS.values():
        slug = author.lower().replace(". ", "").replace(" ", "")
        pages[f"/author/{slug}/"] = BLOG.chrome_page(f"Posts by {author}")
        for t in tags:
            pages[f"/tag/{t}/"] = BLOG.chrome_page(f"Tag: {t}")
    return [BLOG.site(pages)]


# --- monument encyclopedia --------------------------------------------------------------

WIKI = Chrome(
    host="wiki.stonelore.hx86.example",
    name="StoneLore",
    nav=[
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:Random", "Random monument"),
        ("/wiki/StoneLore:Help", "Help"),
    ],
    footer=[
        ("/wiki/StoneLore:About", "About StoneLore"),
        ("/wiki/StoneLore:Disclaimers", "Disclaimers"),
        ("/wiki/StoneLore:Privacy_policy", "Privacy policy"),
    ],
    title_format="{title} - {name}",
    kind="sl",
    cookie=False,
    analytics="SL-22",
    login=("/wiki/Special:UserLogin", "/wiki/Special:CreateAccount"),
)

ARTICLES = {
    "Cairnholm_Chambered_Tomb": (
        "Cairnholm Chambered Tomb",
        ["Neolithic", "Orkney-Cromarty_type", "Scheduled_monuments"],
        ["Knowe_of_Skarra", "Passage_grave"],
        3,
    ),
    "Tarnside_Roman_Fort": (
        "Tarnside Roman Fort",
        ["Roman_forts", "Hadrianic_frontier", "Excavated_sites"],
        ["Knowe_of_Skarra", "Passage_grave", "Vallum", "Milecastle_49"],
        8,
    ),
    "Knowe_of_Skarra": ("Knowe of Skarra", ["Neolithic"], [], 1),
    "Passage_grave": ("Passage grave", ["Monument_types"], [], 1),
    "Vallum": ("Vallum", ["Roman_frontiers"], [], 1),
    "Milecastle_49": ("Milecastle 49", ["Roman_frontiers"], [], 1),
}


def _article(key: str) -> str:
    title, cats, see, nrefs = ARTICLES[key]
    tabs = ul(
        [
            (f"/wiki/{key}", "Article"),
            (f"/wiki/Talk:{key}", "Talk"),
            (f"/w/index.php?title={key}&action=edit", "Edit"),
            (f"/w/index.php?title={key}&action=history", "View history"),
        ],
        "sl-tabs",
    )
    body = "".join(
        f"<p>Section {n}. The monument is described in the county inventory; see "
        f'<a href="/wiki/{see[(n - 1) % len(see)]}">{see[(n - 1) % len(see)]}</a>.</p>'
        if see
        else f"<p>Section {n}.</p>"
        for n in range(1, 4)
    )
    refs = "".join(
        f'<li id="cite_note-{n}"><a href="http://journals.test/pas/{key.lower()}/{n}">'
        f"Proceedings of the Antiquaries, vol. {40 + n}</a></li>"
        for n in range(1, nrefs + 1)
    )
    catlinks = " | ".join(f'<a href="/wiki/Category:{c}">{c.replace("_", " ")}</a>' for c in cats)
    main = (
        f"{tabs}<h1>{escape(title)}</h1>"
        f'<table class="infobox"><tr><th>Type</th><td>Monument</td></tr>'
        f'<tr><th>Grid ref</th><td><a href="/wiki/Special:GeoHack?params={key}">map</a>'
        f"</td></tr></table>{body}<h2>References</h2><ol>{refs}</ol>"
        f'<div class="catlinks">Categories: {catlinks}</div>'
        f'<p class="sl-perma"><a href="/w/index.php?title={key}&oldid=88{nrefs}1">'
        'Permanent link</a> · <a href="/wiki/Special:WhatLinksHere/' + key + '">What links '
        "here</a></p>"
    )
    return WIKI.page(title, main)


def wiki_build() -> list[Site]:
    pages: dict[str, str] = {}
    for key, (title, cats, _see, nrefs) in ARTICLES.items():
        pages[f"/wiki/{key}"] = _article(key)
        pages[f"/wiki/Talk:{key}"] = WIKI.chrome_page(f"Talk:{title}")
        for action in ("edit", "history"):
            pages[f"/w/index.php?title={key}&action={action}"] = WIKI.chrome_page(
                f"{action.title()}ing {title}"
            )
        pages[f"/w/index.php?title={key}&oldid=88{nrefs}1"] = _article(key)
        pages[f"/wiki/Special:GeoHack?params={key}"] = WIKI.chrome_page("GeoHack")
        pages[f"/wiki/Special:WhatLinksHere/{key}"] = WIKI.chrome_page("What links here")
        for c in cats:
            pages[f"/wiki/Category:{c}"] = WIKI.chrome_page(f"Category:{c}")
    return [WIKI.site(pages)]


# --- finds identification forum ------------------------------------------------------------

FORUM = Chrome(
    host="talk.findspotters.hx86.example",
    name="Findspotters Forum",
    nav=[("/latest", "Latest"), ("/categories", "Categories"), ("/top", "Top"), ("/faq", "FAQ")],
    footer=[("/tos", "Terms"), ("/privacy", "Privacy"), ("/guidelines", "Guidelines")],
    title_format="{title} - {name}",
    kind="fs",
    analytics="FS-909",
    login=("/login", "/signup"),
)

THREADS = {
    "/t/identify-this-bronze-fibula/4471": (
        "Identify this bronze fibula?",
        "identification",
        ["ferrous_fred", "claire_pas_flo", "oldcoins"],
    ),
    "/t/lead-spindle-whorl-or-weight-thames-foreshore/5208": (
        "Lead spindle whorl or weight? Thames foreshore",
        "mudlarking",
        ["tidewatcher", "claire_pas_flo", "oldcoins", "ferrous_fred", "lead_lab", "kestrel"],
    ),
    "/t/recording-finds-with-the-pas/3012": (
        "Recording finds with the PAS",
        "recording",
        ["kestrel"],
    ),
    "/t/medieval-buckle-plate-help/4480": (
        "Medieval buckle plate help",
        "identification",
        ["lead_lab"],
    ),
}


def _thread(path: str) -> str:
    title, cat, users = THREADS[path]
    posts = "".join(
        f'<article class="fs-post" id="post_{n}"><header><a href="/u/{u}">{u}</a> '
        f'<a class="fs-date" href="{path}/{n}">#{n}</a></header>'
        f"<p>Post {n}: looks like a {'brooch' if n % 2 else 'weight'} to me; check the pin "
        f'lug.</p><footer><a href="/login">Reply</a> <a href="/login">Flag</a></footer></article>'
        for n, u in enumerate(users, 1)
    )
    similar = [(p, t[0]) for p, t in THREADS.items() if p != path]
    main = (
        f'<h1>{escape(title)}</h1><p><a href="/c/{cat}">{cat}</a></p>{posts}'
        f'<p class="fs-print"><a href="/raw{path[2:]}">Raw</a></p>'
    )
    aside = "<h3>Suggested topics</h3>" + ul(similar)
    return FORUM.page(title, main, aside=aside, share=FORUM.url(path))


def forum_build() -> list[Site]:
    pages: dict[str, str] = {}
    for path, (title, cat, users) in THREADS.items():
        pages[path] = _thread(path)
        # post permalinks: the thread, scrolled to the post (the forum serves the same page)
        for n in range(1, len(users) + 1):
            pages[f"{path}/{n}"] = _thread(path)
        pages[f"/raw{path[2:]}"] = FORUM.chrome_page(f"Raw: {title}")
        pages[f"/c/{cat}"] = FORUM.chrome_page(f"Category {cat}")
        for u in users:
            pages[f"/u/{u}"] = FORUM.chrome_page(f"Profile {u}")
    return [FORUM.site(pages)]


# --- museum finds catalogue (Omeka-like) ---------------------------------------------------

FINDS = Chrome(
    host="collections.tesseramuseum.hx86.example",
    name="Tessera Museum Collections",
    nav=[
        ("/items/browse", "Browse items"),
        ("/collections/browse", "Collections"),
        ("/exhibits", "Exhibits"),
        ("/items/search", "Advanced search"),
    ],
    footer=[("/about", "About"), ("/accessibility", "Accessibility"), ("/privacy", "Privacy")],
    title_format="{title} · {name}",
    kind="tm",
    analytics="TM-31",
    login=("/users/login", "/users/register"),
)

ITEMS = {
    812: ("Samian ware bowl, Dragendorff 37", "Ceramics", [813], ["samian", "roman"]),
    1907: (
        "Carved bone comb with case",
        "Bone and antler",
        [1908, 813, 2044],
        ["anglo-scandinavian", "combs", "bone"],
    ),
    813: ("Samian ware stamp, potter Cinnamus", "Ceramics", [], ["samian"]),
    1908: ("Antler offcut", "Bone and antler", [], ["bone"]),
    2044: ("Comb case rivet", "Metalwork", [], ["combs"]),
}


def _item(n: int) -> str:
    title, coll, related, tags = ITEMS[n]
    coll_slug = coll.lower().replace(" ", "-")
    meta = dl(
        [
            ("Title", escape(title)),
            ("Collection", f'<a href="/collections/show/{coll_slug}">{escape(coll)}</a>'),
            ("Accession number", f"TM.{n}.1987"),
            ("Rights", "CC BY-NC 4.0"),
        ]
    )
    rel = ul([(f"/items/show/{r}", ITEMS[r][0]) for r in related]) if related else "<p>None</p>"
    tag_links = ", ".join(f'<a href="/items/browse?tags={t}">{t}</a>' for t in tags)
    order = sorted(ITEMS)
    i = order.index(n)
    main = (
        f'<h1>{escape(title)}</h1><div class="tm-files"><img src="/assets/favicon.png" '
        f'alt="{escape(title)}"></div>{meta}<h2>Item relations</h2>{rel}'
        f"<p>Tags: {tag_links}</p>"
        f'<p class="tm-cite">Citation: Tessera Museum, "{escape(title)}", item {n}.</p>'
        f'<nav><a href="/items/show/{order[i - 1]}">&larr; Previous item</a> '
        f'<a href="/items/show/{order[(i + 1) % len(order)]}">Next item &rarr;</a></nav>'
    )
    return FINDS.page(title, main, share=FINDS.url(f"/items/show/{n}"))


def finds_build() -> list[Site]:
    pages: dict[str, str] = {f"/items/show/{n}": _item(n) for n in ITEMS}
    for _t, coll, _r, tags in ITEMS.values():
        pages[f"/collections/show/{coll.lower().replace(' ', '-')}"] = FINDS.chrome_page(coll)
        for t in tags:
            pages[f"/items/browse?tags={t}"] = FINDS.chrome_page(f"Items tagged {t}")
    return [FINDS.site(pages)]


def _single(
    name: str,
    imitates: str,
    cls: str,
    chrome: Chrome,
    path: str,
    build: Callable[[], list[Site]],
    others: list[str],
) -> Case:
    # The seed's table: blog posts, encyclopedia articles, discussions and (on a plain
    # installation) collection items are Single Artifact URIs: single_page, truth = entry.
    entry = chrome.url(path)
    return case(
        name, imitates, cls, "single_page", entry, [entry], build, [chrome.url(o) for o in others]
    )


CASES: list[Case] = [
    _single(
        "trowelnotes-hearth",
        "excavation diary blog (post on one context)",
        "blog post",
        BLOG,
        "/2025/07/14/context-1043-the-burnt-hearth/",
        blog_build,
        ["/2025/06/30/opening-trench-b/", "/2025/07/21/a-coin-of-carausius/"],
    ),
    _single(
        "trowelnotes-well",
        "excavation diary blog (long post, many comments, references and related posts)",
        "blog post",
        BLOG,
        "/2025/08/02/week-six-the-well-goes-down/",
        blog_build,
        ["/2025/07/21/a-coin-of-carausius/", "/2025/08/09/samples-to-the-lab/"],
    ),
    _single(
        "stonelore-cairnholm",
        "monument encyclopedia (article on a chambered tomb)",
        "encyclopedia article",
        WIKI,
        "/wiki/Cairnholm_Chambered_Tomb",
        wiki_build,
        ["/wiki/Knowe_of_Skarra", "/wiki/Passage_grave"],
    ),
    _single(
        "stonelore-tarnside",
        "monument encyclopedia (fort article with permanent link, history and many see-also)",
        "encyclopedia article",
        WIKI,
        "/wiki/Tarnside_Roman_Fort",
        wiki_build,
        ["/wiki/Vallum", "/wiki/Milecastle_49", "/wiki/Knowe_of_Skarra"],
    ),
    _single(
        "findspotters-fibula",
        "finds identification forum (short thread)",
        "discussion",
        FORUM,
        "/t/identify-this-bronze-fibula/4471",
        forum_build,
        ["/t/medieval-buckle-plate-help/4480"],
    ),
    _single(
        "findspotters-whorl",
        "finds identification forum (long thread with post permalinks under the thread path)",
        "discussion",
        FORUM,
        "/t/lead-spindle-whorl-or-weight-thames-foreshore/5208",
        forum_build,
        ["/t/recording-finds-with-the-pas/3012", "/t/identify-this-bronze-fibula/4471"],
    ),
    _single(
        "tessera-samian-bowl",
        "museum finds catalogue (item with one related item)",
        "collection item",
        FINDS,
        "/items/show/812",
        finds_build,
        ["/items/show/813"],
    ),
    _single(
        "tessera-bone-comb",
        "museum finds catalogue (item with several item relations, tags and browse links)",
        "collection item",
        FINDS,
        "/items/show/1907",
        finds_build,
        ["/items/show/1908", "/items/show/813", "/items/show/2044"],
    ),
]
