"""heldout67 single-object media: performance video archive, performance-research blog,
arts podcast (Single Page, the seed's Benchfly / blog / Story Collider rows) and an
artist press-kit host whose bare pages link nothing but their own files (Single Page+).

Single Page truth is the entry alone: embedded players, posters and audio are embedded
resources, chapter links are fragments of the entry, and every other link is chrome or
another artifact.  Single Page+ truth is the entry and everything it links: the press-kit
pages carry no chrome at all, so one hop is exactly the kit.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, binary, blob, host, text, ul

# --- Performance video archive (Single Page, like Benchfly / JoVE-less video pages) -------

VID = host("archive", "stagelight-vault")
VID_MEDIA = host("stream", "stagelight-vault")


def _vid_chrome() -> Chrome:
    return Chrome(
        VID,
        "Stagelight Vault",
        [("/browse", "Browse"), ("/companies", "Companies"), ("/festivals", "Festivals")],
        [("/about", "About"), ("/rights", "Rights & reuse"), ("/privacy", "Privacy")],
        [("http://social.example-mastodon.test/@stagelight", "Mastodon")],
        title_fmt="{title} \u2013 {brand}",
        home_main='<h1>Filmed performance, 1968 to now</h1><a href="/browse">Browse all</a>',
    )


VIDEOS = {
    "2231": ("Rehearsal of Still Falling, Tanztheater Nord", "42:10", ["2230", "2187"]),
    "2264": ("The Lantern Cycle, complete performance", "1:48:02", ["2231", "2263", "1990"]),
}
VID_OTHERS = {"2230", "2187", "2263", "1990"}


def _vid_page(c: Chrome, vid: str) -> str:
    title, length, related = VIDEOS.get(vid, (f"Archive film {vid}", "12:00", []))
    chapters = "".join(
        f'<li><a href="#t={s}">{escape(n)}</a></li>'
        for s, n in [(0, "Opening"), (610, "Second movement"), (1500, "Curtain call")]
    )
    rel = ul([(f"/watch/{r}", f"Archive film {r}") for r in related], "related")
    main = f"""<article class="film" itemscope itemtype="http://schema.org/VideoObject">
<h1 itemprop="name">{escape(title)}</h1><p class="dur">{length}</p>
<video controls poster="/posters/{vid}.png"
 src="http://{VID_MEDIA}/hls/{vid}/master.mp4"></video>
<ol class="chapters">{chapters}</ol>
<p>Filmed for the archive with two fixed cameras. Courtesy of the company.</p>
<p class="share"><a href="http://twitter.test/intent/tweet?url={quote(c.url(f"/watch/{vid}"), safe="")}">
Share</a> <button data-embed="{vid}">Embed</button></p>
<p class="tags"><a href="/browse?tag=dance-theatre">dance theatre</a>
<a href="/browse?tag=ensemble">ensemble</a></p></article>
<aside><h2>Related films</h2>{rel}</aside>"""
    return c.page(title, main)


def _vid_build() -> list[Site]:
    c = _vid_chrome()
    pages: dict[str, object] = {}
    for vid in [*VIDEOS, *VID_OTHERS]:
        pages[f"/watch/{vid}"] = _vid_page(c, vid)
        pages[f"/posters/{vid}.png"] = blob(png(16, 9), "image/png")
    for tag in ("dance-theatre", "ensemble"):
        pages[f"/browse?tag={tag}"] = c.page("Browse", f"<h1>Tagged {tag}</h1>")
    media = Site(VID_MEDIA)
    for vid in [*VIDEOS, *VID_OTHERS]:
        media.add(f"/hls/{vid}/master.mp4", blob(binary(vid), "video/mp4"))
    return [c.site(pages), media]  # type: ignore[arg-type]


# --- Performance-research blog (Single Page, like Hypotheses / SciLogs) --------------------

BLOG = host("notes", "rehearsal-ledger")


def _blog_chrome() -> Chrome:
    return Chrome(
        BLOG,
        "Rehearsal Ledger",
        [("/", "Journal"), ("/authors", "Authors"), ("/archive", "Archive")],
        [("/colophon", "Colophon"), ("/feed.xml", "RSS")],
        [("http://www.facebook.test/rehearsalledger", "Facebook")],
        title_fmt="{title} \u00b7 {brand}",
        cookie=False,
    )


POSTS = {
    "/2025/03/counting-silence-in-the-rehearsal-room/": (
        "Counting silence in the rehearsal room",
        "/2025/02/the-score-as-a-map/",
        None,
        2,
    ),
    "/2025/05/notating-breath-for-untrained-voices/": (
        "Notating breath for untrained voices",
        "/2025/04/an-orchestra-of-kitchen-objects/",
        "/2025/06/a-week-with-the-tape-loops/",
        9,
    ),
}
BLOG_OTHERS = {
    "/2025/02/the-score-as-a-map/",
    "/2025/04/an-orchestra-of-kitchen-objects/",
    "/2025/06/a-week-with-the-tape-loops/",
}


def _blog_post(c: Chrome, path: str) -> str:
    title, prev, nxt, comments = POSTS.get(path, (path.strip("/").split("/")[-1], None, None, 0))
    nav = ""
    if prev:
        nav += f'<a rel="prev" href="{prev}">Previous post</a> '
    if nxt:
        nav += f'<a rel="next" href="{nxt}">Next post</a>'
    thread = "".join(
        f'<li id="c{n}"><b>Reader {n}</b> <a href="#c{n}">permalink</a><p>Thank you.</p></li>'
        for n in range(1, comments + 1)
    )
    main = f"""<article class="post"><h1>{escape(title)}</h1>
<p class="byline">by <a href="/authors/lena-marsh">Lena Marsh</a> in
<a href="/category/methods">Methods</a></p>
<figure><img src="/media/{path.strip("/").split("/")[-1]}.png" alt=""></figure>
<p>Notes from six weeks of rehearsals, written up as practice-based research.</p>
<p class="share"><a href="http://www.facebook.test/sharer.php?u={quote(c.url(path), safe="")}">
Share on Facebook</a></p><nav class="pager">{nav}</nav>
<section class="comments"><h2>{comments} comments</h2><ol>{thread}</ol>
<form method="post" action="/comments"><textarea name="c"></textarea></form></section></article>"""
    return c.page(title, main)


def _blog_build() -> list[Site]:
    c = _blog_chrome()
    pages: dict[str, object] = {p: _blog_post(c, p) for p in [*POSTS, *BLOG_OTHERS]}
    for p in [*POSTS, *BLOG_OTHERS]:
        pages[f"/media/{p.strip('/').split('/')[-1]}.png"] = blob(png(20, 12), "image/png")
    pages["/authors/lena-marsh"] = c.page("Lena Marsh", "<h1>Lena Marsh</h1>")
    pages["/category/methods"] = c.page("Methods", "<h1>Methods</h1>")
    pages["/feed.xml"] = text("<rss version='2.0'><channel/></rss>", "application/rss+xml")
    return [c.site(pages)]  # type: ignore[arg-type]


# --- Arts podcast (Single Page, like Story Collider) ---------------------------------------

POD = host("listen", "resonance-hour")
POD_CDN = host("audio", "podhost-relay")


def _pod_chrome() -> Chrome:
    return Chrome(
        POD,
        "Resonance Hour",
        [("/episodes", "Episodes"), ("/hosts", "Hosts"), ("/support", "Support us")],
        [("/rss", "Podcast feed"), ("/terms", "Terms")],
        [("http://twitter.test/resonancehour", "Twitter")],
        title_fmt="{brand}: {title}",
    )


EPISODES = {
    "41-improvising-with-machines": ("Ep. 41 Improvising with machines", ["40-choirs-of-rust"]),
    "57-the-archive-sings-back": (
        "Ep. 57 The archive sings back",
        ["56-listening-to-ruins", "55-scores-for-swimmers", "41-improvising-with-machines"],
    ),
}
POD_OTHERS = {"40-choirs-of-rust", "56-listening-to-ruins", "55-scores-for-swimmers"}


def _pod_page(c: Chrome, slug: str) -> str:
    title, more = EPISODES.get(slug, (slug.replace("-", " ").title(), []))
    notes = ul([(f"/episodes/{m}", m.split("-", 1)[1].replace("-", " ")) for m in more], "more")
    main = f"""<section class="episode"><h1>{escape(title)}</h1>
<audio controls preload="none" src="http://{POD_CDN}/enclosures/{slug}.mp3"></audio>
<iframe title="player" src="http://{POD_CDN}/embed/{slug}"></iframe>
<h2>Show notes</h2><p>A conversation on artistic research, recorded live.</p>
<h2>More episodes</h2>{notes}
<p><a href="/support">Become a supporter</a></p></section>"""
    return c.page(title, main)


def _pod_build() -> list[Site]:
    c = _pod_chrome()
    pages: dict[str, object] = {f"/episodes/{s}": _pod_page(c, s) for s in [*EPISODES, *POD_OTHERS]}
    cdn = Site(POD_CDN)
    for s in [*EPISODES, *POD_OTHERS]:
        cdn.add(f"/enclosures/{s}.mp3", blob(binary(s), "audio/mpeg"))
        cdn.add(f"/embed/{s}", "<!doctype html><title>player</title><audio controls></audio>")
    return [c.site(pages), cdn]  # type: ignore[arg-type]


# --- Artist press-kit host (Single Page+: chrome-less pages of one kit) -------------------

KIT = host("kits", "presspack-drop")


def _kit_page(slug: str, name: str, files: list[tuple[str, str]]) -> str:
    items = "".join(f'<li><a href="/{slug}/{f}">{escape(label)}</a></li>' for f, label in files)
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>{escape(name)} \u2013
electronic press kit</title><style>body{{font:16px Georgia}}</style></head>
<body><img src="/{slug}/banner.png" alt=""><h1>{escape(name)}</h1>
<p>Press kit for programmers and festival curators.</p><ul>{items}</ul></body></html>"""


KITS = {
    "tessa-oyelaran": (
        "Tessa Oyelaran, sound artist",
        [("bio.txt", "Biography"), ("photo-hires.png", "Press photo"), ("rider.pdf", "Rider")],
    ),
    "ensemble-kiln": (
        "Ensemble Kiln, Songs for Empty Halls",
        [
            ("bio-long.txt", "Long biography"),
            ("bio-short.txt", "Short biography"),
            ("photo-1.png", "Photo 1"),
            ("photo-2.png", "Photo 2"),
            ("stage-plot.pdf", "Stage plot"),
            ("tech-rider.pdf", "Technical rider"),
            ("excerpt.mp3", "Audio excerpt"),
            ("programme-notes.pdf", "Programme notes"),
        ],
    ),
}


def _kit_build() -> list[Site]:
    site = Site(KIT)
    site.add("/", "<!doctype html><title>presspack drop</title><p>Private file drop.</p>")
    for slug, (name, files) in KITS.items():
        site.add(f"/{slug}/", _kit_page(slug, name, files))
        site.add(f"/{slug}/banner.png", blob(png(30, 8), "image/png"))
        for f, label in files:
            if f.endswith(".pdf"):
                site.add(f"/{slug}/{f}", blob(pdf(label, [name]), "application/pdf"))
            elif f.endswith(".png"):
                site.add(f"/{slug}/{f}", blob(png(24, 24), "image/png"))
            elif f.endswith(".mp3"):
                site.add(f"/{slug}/{f}", blob(binary(f), "audio/mpeg"))
            else:
                site.add(f"/{slug}/{f}", text(f"{name}. {label}."))
    return [site]


def _kit_truth(slug: str) -> list[str]:
    return [f"http://{KIT}/{slug}/"] + [f"http://{KIT}/{slug}/{f}" for f, _ in KITS[slug][1]]


CASES: list[Case] = [
    # A film page: the video, poster and chapters are embedded or fragments; related films
    # are other artifacts.  Seed: video portals (Benchfly) are Single Artifact URI.
    case(
        "stagelight-rehearsal-film",
        "performance video archive (rehearsal film)",
        "single artifact URI",
        "single_page",
        f"http://{VID}/watch/2231",
        [f"http://{VID}/watch/2231"],
        _vid_build,
        [f"http://{VID}/watch/2230", f"http://{VID}/watch/2187"],
    ),
    # Harder: a full-length performance with more related films (one of them the other case).
    case(
        "stagelight-lantern-cycle",
        "performance video archive (full performance, more related films)",
        "single artifact URI",
        "single_page",
        f"http://{VID}/watch/2264",
        [f"http://{VID}/watch/2264"],
        _vid_build,
        [f"http://{VID}/watch/{v}" for v in ("2231", "2263", "1990")],
    ),
    # A blog post: the seed's Hypotheses / SciLogs rows, Single Page.
    case(
        "ledger-counting-silence",
        "performance-research blog (post)",
        "single artifact URI",
        "single_page",
        f"http://{BLOG}/2025/03/counting-silence-in-the-rehearsal-room/",
        [f"http://{BLOG}/2025/03/counting-silence-in-the-rehearsal-room/"],
        _blog_build,
        [f"http://{BLOG}/2025/02/the-score-as-a-map/"],
    ),
    # Harder: previous and next posts, a long inline comment thread with permalinks.
    case(
        "ledger-notating-breath",
        "performance-research blog (post with comments, prev/next)",
        "single artifact URI",
        "single_page",
        f"http://{BLOG}/2025/05/notating-breath-for-untrained-voices/",
        [f"http://{BLOG}/2025/05/notating-breath-for-untrained-voices/"],
        _blog_build,
        [
            f"http://{BLOG}/2025/04/an-orchestra-of-kitchen-objects/",
            f"http://{BLOG}/2025/06/a-week-with-the-tape-loops/",
        ],
    ),
    # An episode page with its audio embedded: the seed's Story Collider row, Single Page.
    case(
        "resonance-ep41",
        "arts podcast (episode)",
        "single artifact URI",
        "single_page",
        f"http://{POD}/episodes/41-improvising-with-machines",
        [f"http://{POD}/episodes/41-improvising-with-machines"],
        _pod_build,
        [f"http://{POD}/episodes/40-choirs-of-rust"],
    ),
    # Harder: an embedded player frame on a relay host and more episode links.
    case(
        "resonance-ep57",
        "arts podcast (episode with embedded player, more episodes)",
        "single artifact URI",
        "single_page",
        f"http://{POD}/episodes/57-the-archive-sings-back",
        [f"http://{POD}/episodes/57-the-archive-sings-back"],
        _pod_build,
        [
            f"http://{POD}/episodes/{s}"
            for s in (
                "56-listening-to-ruins",
                "55-scores-for-swimmers",
                "41-improvising-with-machines",
            )
        ],
    ),
    # A chrome-less kit page: Single Hop with nothing to ignore, so Single Page+ is exact.
    case(
        "presspack-oyelaran",
        "artist press-kit host (solo artist kit)",
        "single hop",
        "single_page_plus",
        f"http://{KIT}/tessa-oyelaran/",
        _kit_truth("tessa-oyelaran"),
        _kit_build,
    ),
    # Harder: an ensemble's kit with eight files (photos, riders, audio, programme notes).
    case(
        "presspack-ensemble-kiln",
        "artist press-kit host (ensemble kit, eight files)",
        "single hop",
        "single_page_plus",
        f"http://{KIT}/ensemble-kiln/",
        _kit_truth("ensemble-kiln"),
        _kit_build,
    ),
]
