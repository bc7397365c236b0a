"""heldout82 single-URI portals: a climate-science blog and a research-vessel expedition diary.

Both print one article per URI among heavy chrome (tags, authors, previous/next, comments
feed, newsletter, share links); the seed's table gives Single Page for blog posts and
articles, so the truth is the entry alone.
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case
from sites.portals_heldout82._kit import Chrome, image, text, ul

# --- climate-science blog ------------------------------------------------------------------

BLOG = Chrome(
    Portal(
        "blog.stratonotes.hx82.example",
        "Strato Notes",
        [
            ("/topics/", "Topics"),
            ("/authors/", "Authors"),
            ("/archive/", "Archive"),
            ("/about/", "About"),
            ("/newsletter/", "Newsletter"),
        ],
        [
            ("/about/comment-policy/", "Comment policy"),
            ("/privacy/", "Privacy"),
            ("/feed/", "RSS"),
            ("http://social.fediverse.test/@stratonotes", "Mastodon"),
        ],
        home_title="Strato Notes — atmospheric science, explained",
    ),
    "SN-7781",
)

POSTS = {
    "/2024/02/why-the-polar-vortex-split-this-winter/": (
        "Why the polar vortex split this winter",
        "sudden-stratospheric-warming",
        "A sudden stratospheric warming in early February displaced and then split the vortex.",
    ),
    "/2024/05/reading-a-reanalysis-anomaly-map/": (
        "Reading a reanalysis anomaly map without fooling yourself",
        "reanalysis",
        "Baselines, colour scales and the 1991-2020 climatology: a short guide.",
    ),
    "/2024/01/ozone-hole-closing-early/": (
        "The 2023 ozone hole closed early",
        "ozone",
        "",
    ),
    "/2024/06/tropopause-folds-and-turbulence/": (
        "Tropopause folds and clear-air turbulence",
        "turbulence",
        "",
    ),
}


def _post(path: str, title: str, tag: str, lead: str, prev: str, nxt: str) -> str:
    body = (
        f'<article class="post"><h1>{title}</h1><p class="byline">By <a href="/authors/r-okafor/">'
        f'R. Okafor</a> in <a href="/topics/{tag}/">{tag}</a></p><p>{lead}</p>'
        '<figure><img src="/wp-content/uploads/2024/anomaly.png" alt="map">'
        "<figcaption>Temperature anomaly at 10 hPa (ERA-style reanalysis).</figcaption></figure>"
        "<p>The underlying study is "
        '<a href="http://doi.resolver.test/10.5555/grl.2024.118">Okafor &amp; Lind (2024)</a>.</p>'
        f'</article><nav class="pager"><a rel="prev" href="{prev}">Previous post</a> '
        f'<a rel="next" href="{nxt}">Next post</a></nav>'
        f'<aside><h2>Comments</h2><p><a href="{path}feed/">Comments feed</a> · '
        '<a href="/login?redirect_to=comment">Log in to comment</a></p>'
        "<h2>Popular</h2>"
        + ul([("/2023/11/el-nino-and-the-stratosphere/", "El Niño and the stratosphere")])
        + "</aside>"
    )
    return BLOG.page(title, body, share=BLOG.url(path))


def blog_sites() -> list[Site]:
    keys = list(POSTS)
    pages: dict[str, PageValue] = {}
    for i, path in enumerate(keys):
        title, tag, lead = POSTS[path]
        prev, nxt = keys[i - 1], keys[(i + 1) % len(keys)]
        pages[path] = _post(path, title, tag, lead or f"Notes on {title.lower()}.", prev, nxt)
        pages[path + "feed/"] = text(
            f"<rss><channel><title>Comments on {title}</title></channel></rss>",
            "application/rss+xml",
        )
    pages["/2023/11/el-nino-and-the-stratosphere/"] = _post(
        "/2023/11/el-nino-and-the-stratosphere/",
        "El Niño and the stratosphere",
        "enso",
        "",
        keys[0],
        keys[1],
    )
    pages["/wp-content/uploads/2024/anomaly.png"] = image()
    return [BLOG.site(pages)]


# --- research-vessel expedition diary ------------------------------------------------------

DIARY = Chrome(
    Portal(
        "voyages.shipdiaries.hx82.example",
        "Ship Diaries",
        [
            ("/expeditions", "Expeditions"),
            ("/vessels", "Vessels"),
            ("/map", "Cruise map"),
            ("/for-schools", "For schools"),
        ],
        [("/imprint", "Imprint"), ("/data-protection", "Data protection"), ("/contact", "Contact")],
        title_format="{title} – {name}",
    ),
    "SD-301",
)

DAYS = {
    "/expeditions/so-301/logbook/day-12-first-ctd-station": (
        "SO-301, day 12: first CTD station on the shelf break",
        "We lowered the rosette to 1,840 m at 06:10 local time; twelve Niskin bottles closed.",
        "/expeditions/so-301/logbook/day-11-transit",
        "/expeditions/so-301/logbook/day-13-glider-recovery",
    ),
    "/expeditions/ps-148/logbook/week-3-ice-camp-and-radiosondes": (
        "PS-148, week 3: ice camp and radiosondes",
        "Four daily radiosonde launches, a leaking under-ice buoy, and a polar bear watch rota.",
        "/expeditions/ps-148/logbook/week-2-into-the-pack",
        "/expeditions/ps-148/logbook/week-4-drift-station",
    ),
}


def _day(title: str, lead: str, prev: str, nxt: str, cruise: str, n_photos: int) -> str:
    photos = "".join(
        f'<a href="/media/{cruise}/photo-{i}"><img src="/media/{cruise}/thumb-{i}.png" alt=""></a>'
        for i in range(1, n_photos + 1)
    )
    body = (
        f'<article><h1>{title}</h1><p class="meta">Posted from <a href="/vessels/{cruise[:2]}">'
        f"the ship</a> via satellite link</p><p>{lead}</p>"
        f'<div class="gallery">{photos}</div>'
        f'<p>Track: <a href="/map?cruise={cruise}">see the live cruise map</a>. '
        f'Cruise data will be published at the <a href="http://data.pangaea-like.test/?q={cruise}">'
        "national data centre</a>.</p></article>"
        f'<nav><a href="{prev}">« earlier entry</a> | <a href="/expeditions/{cruise}">'
        f'All entries of {cruise.upper()}</a> | <a href="{nxt}">later entry »</a></nav>'
    )
    return DIARY.page(title, body, share="http://voyages.shipdiaries.hx82.example")


def diary_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for path, (title, lead, prev, nxt) in DAYS.items():
        cruise = path.split("/")[2]
        n = 2 if cruise == "so-301" else 6
        pages[path] = _day(title, lead, prev, nxt, cruise, n)
        for other in (prev, nxt):
            pages[other] = _day(
                other.rsplit("/", 1)[1].replace("-", " ").capitalize(),
                "Another day at sea.",
                path,
                path,
                cruise,
                1,
            )
        for i in range(1, n + 1):
            pages[f"/media/{cruise}/thumb-{i}.png"] = image((10 * i, 90, 120))
            pages[f"/media/{cruise}/photo-{i}"] = DIARY.page(
                f"Photo {i} of {cruise.upper()}",
                f'<img src="/media/{cruise}/thumb-{i}.png" alt=""><p>Photo {i}</p>',
            )
    return [DIARY.site(pages)]


def _u(c: Chrome, path: str) -> str:
    return c.url(path)


CASES: list[Case] = [
    # Blog post: Single Artifact URI (seed table: ScienceBlogs, SciLogs...) -> single_page;
    # tags, author, previous/next and the cited paper are chrome or other artifacts.
    case(
        "stratonotes-vortex-post",
        "climate science blog (blog post on a stratospheric warming)",
        "blog post",
        "single_page",
        _u(BLOG, "/2024/02/why-the-polar-vortex-split-this-winter/"),
        [_u(BLOG, "/2024/02/why-the-polar-vortex-split-this-winter/")],
        blog_sites,
        others=[
            _u(BLOG, "/2024/05/reading-a-reanalysis-anomaly-map/"),
            _u(BLOG, "/2024/06/tropopause-folds-and-turbulence/"),
        ],
    ),
    # Harder: a post with its own comment feed under its path, a popular-posts sidebar and
    # pager; the post is still one article URI (single_page), the feed is portal machinery.
    case(
        "stratonotes-reanalysis-howto",
        "climate science blog (how-to post with comment feed and sidebar)",
        "blog post",
        "single_page",
        _u(BLOG, "/2024/05/reading-a-reanalysis-anomaly-map/"),
        [_u(BLOG, "/2024/05/reading-a-reanalysis-anomaly-map/")],
        blog_sites,
        others=[
            _u(BLOG, "/2023/11/el-nino-and-the-stratosphere/"),
            _u(BLOG, "/2024/02/why-the-polar-vortex-split-this-winter/"),
        ],
    ),
    # Expedition diary entry: a blog post (Single Artifact URI) -> single_page.
    case(
        "shipdiaries-so301-day12",
        "research-vessel expedition diary (daily logbook entry)",
        "blog post",
        "single_page",
        _u(DIARY, "/expeditions/so-301/logbook/day-12-first-ctd-station"),
        [_u(DIARY, "/expeditions/so-301/logbook/day-12-first-ctd-station")],
        diary_sites,
        others=[
            _u(DIARY, "/expeditions/so-301/logbook/day-11-transit"),
            _u(DIARY, "/expeditions/so-301/logbook/day-13-glider-recovery"),
        ],
    ),
    # Harder: a weekly entry with a six-photo gallery (shared media pages of the portal),
    # cruise map and data-centre links: still one article -> single_page.
    case(
        "shipdiaries-ps148-week3",
        "research-vessel expedition diary (weekly entry with photo gallery)",
        "blog post",
        "single_page",
        _u(DIARY, "/expeditions/ps-148/logbook/week-3-ice-camp-and-radiosondes"),
        [_u(DIARY, "/expeditions/ps-148/logbook/week-3-ice-camp-and-radiosondes")],
        diary_sites,
        others=[
            _u(DIARY, "/expeditions/ps-148/logbook/week-2-into-the-pack"),
            _u(DIARY, "/expeditions/ps-148/logbook/week-4-drift-station"),
        ],
    ),
]
