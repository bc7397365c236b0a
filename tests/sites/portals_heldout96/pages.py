"""Single-URI conference portals of heldout96: the artifact is one page.

- a conference blog (posts and live-blogs: one page each, Single Page, as the seed's table
  gives every blog post);
- a recorded-talk archive whose talk page embeds the video and prints the transcript
  inline (Benchfly-like: Single Page).
"""

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, case, data, links

from ._kit import cookie_banner, head, serve

# --- conference blog --------------------------------------------------------------------

BLOG = Portal(
    "news.kestrelsummit.hx96.example",
    "Kestrel Summit Blog",
    menu=[
        ("/", "Blog"),
        ("/category/keynotes", "Keynotes"),
        ("/category/community", "Community"),
        ("/about", "About the summit"),
        ("/register", "Register"),
    ],
    footer=[
        ("/privacy", "Privacy"),
        ("/code-of-conduct", "Code of conduct"),
        ("/feed.xml", "RSS"),
        ("/contact", "Contact"),
    ],
    title_format="{title} – {name}",
    home_main="<h1>Kestrel Summit Blog</h1><p>News from the programme committee.</p>",
)


def _blog_post(title: str, author: str, date: str, body: str, tags: list[str]) -> str:
    tag_links = " ".join(f'<a rel="tag" href="/tag/{t}">{t}</a>' for t in tags)
    main = (
        f'<article class="post"><h1 class="entry-title">{escape(title)}</h1>'
        f'<p class="byline">by <a href="/author/{author}">{author}</a> · '
        f'<time datetime="{date}">{date}</time></p>{body}<p class="tags">{tag_links}</p>'
        '<section id="comments"><h2>Comments</h2><div class="comment"><b>lin_w</b> Thanks for '
        'writing this up!</div><div class="comment"><b>ahmed.k</b> Will the slides be '
        'posted?</div><form action="/wp-comments-post" method="post"><textarea '
        'name="comment"></textarea><button>Post comment</button></form></section></article>'
        '<aside class="sidebar"><h3>Recent posts</h3>'
        + links(
            [
                ("/2025/06/welcome-to-kestrel-summit", "Welcome to Kestrel Summit"),
                ("/2025/05/call-for-volunteers", "Call for volunteers"),
            ]
        )
        + "<h3>Archives</h3>"
        + links([("/2025/06/", "June 2025"), ("/2025/05/", "May 2025")])
        + "</aside>"
        + cookie_banner()
    )
    return BLOG.page(
        title,
        main,
        head=head("assets.wpcdn.test", "stats.pixeltally.test", og_title=title),
        share=BLOG.url("/"),
    )


BLOG_POST1 = "/2025/06/keynote-recap-day-one"
BLOG_POST2 = "/2025/06/live-blog-closing-panel-on-open-peer-review"


def blog_sites() -> list[Site]:
    p1 = _blog_post(
        "Keynote recap: day one",
        "marta-oyelaran",
        "2025-06-12",
        "<p>The opening keynote argued that benchmark suites age faster than the systems they "
        'measure. <img src="/wp-content/uploads/2025/06/keynote.png" alt="stage"></p>'
        "<p>In the afternoon the industry track filled the main hall.</p>",
        ["keynotes", "day-one"],
    )
    p2 = _blog_post(
        "Live blog: closing panel on open peer review",
        "tomas-brandvik",
        "2025-06-14",
        "".join(
            f'<div class="update"><time>{t}</time><p>{escape(s)}</p>'
            f'<img src="/wp-content/uploads/2025/06/panel-{i}.png" alt=""></div>'
            for i, (t, s) in enumerate(
                [
                    ("16:02", "The panel opens with a show of hands: who has signed a review?"),
                    ("16:15", "Reviewer credit is the recurring theme; two panelists disagree."),
                    ("16:31", "Audience question about artifact reviewers being named."),
                    ("16:48", "Closing remarks and a pointer to next year's open-review pilot."),
                ],
                1,
            )
        )
        + '<blockquote class="embedded-post">Great panel at #KestrelSummit '
        '<script src="http://platform.microblog.test/widgets.js" async></script></blockquote>',
        ["panels", "peer-review", "live-blog"],
    )
    pages = {
        BLOG_POST1: p1,
        BLOG_POST2: p2,
        "/wp-content/uploads/2025/06/keynote.png": data(png(16, 9), "image/png"),
        **{
            f"/wp-content/uploads/2025/06/panel-{i}.png": data(
                png(16, 9, (i * 40, 80, 90)), "image/png"
            )
            for i in range(1, 5)
        },
        "/feed.xml": data(
            "<?xml version='1.0'?><rss version='2.0'><channel><title>Kestrel"
            "</title></channel></rss>",
            "application/rss+xml",
        ),
    }
    return [serve(BLOG, pages)]


# --- recorded-talk archive --------------------------------------------------------------

TALKS = Portal(
    "watch.podiumreel.hx96.example",
    "PodiumReel",
    menu=[
        ("/browse", "Browse talks"),
        ("/events", "Events"),
        ("/speakers", "Speakers"),
        ("/collections", "Collections"),
    ],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/developers", "Embed API"),
    ],
    title_format="{title} · {name}",
)


def _talk(
    title: str,
    slug: str,
    speaker: str,
    event: str,
    transcript: list[str],
    related: list[tuple[str, str]],
    chapters: list[tuple[str, str]],
) -> str:
    chap = "".join(
        f'<li><button data-seek="{t}">{t}</button> {escape(c)}</li>' for t, c in chapters
    )
    main = (
        f'<div class="player"><video controls poster="/thumbs/{slug}.png" '
        f'preload="metadata"><source src="http://media.reelstream.test/v/{slug}/720p.mp4" '
        'type="video/mp4"><track kind="captions" srclang="en" '
        f'src="http://media.reelstream.test/v/{slug}/en.vtt"></video></div>'
        f'<h1>{escape(title)}</h1><p>by <a href="/speakers/{speaker}">{speaker}</a> at '
        f'<a href="/events/{event}">{event}</a> · 18,204 views</p>'
        f'<ol class="chapters">{chap}</ol>'
        '<section class="transcript"><h2>Transcript</h2>'
        + "".join(f"<p>{escape(s)}</p>" for s in transcript)
        + '</section><details class="embed"><summary>Embed</summary><code>&lt;iframe '
        f'src="/embed/{slug}"&gt;</code></details>'
        '<aside class="up-next"><h3>Up next</h3>'
        + links(related)
        + "</aside>"
        + cookie_banner("/privacy#cookies")
    )
    return TALKS.page(
        title,
        main,
        head=head("cdn.reelstatic.test", "beacon.viewcount.test", og_title=title),
        share=TALKS.url(f"/talks/{slug}"),
    )


TALK1 = "/talks/why-your-benchmark-lies"
TALK2 = "/talks/scaling-reproducibility-committees-lessons-from-five-years"
TALK_OTHERS = ["/talks/designing-fair-leaderboards", "/talks/reviewing-artifacts-at-scale"]


def talk_sites() -> list[Site]:
    related = [(t, t.rsplit("/", 1)[1].replace("-", " ").capitalize()) for t in TALK_OTHERS]
    pages = {
        TALK1: _talk(
            "Why your benchmark lies",
            "why-your-benchmark-lies",
            "ines-halvorsen",
            "sysperf-2024",
            [
                "Thank you all for coming.",
                "Let me start with a benchmark that lied.",
                "The warm-up phase was never measured.",
            ],
            related,
            [("00:00", "Intro"), ("04:12", "Warm-up effects")],
        ),
        TALK2: _talk(
            "Scaling reproducibility committees: lessons from five years",
            "scaling-reproducibility-committees-lessons-from-five-years",
            "kwame-asante",
            "ae-summit-2025",
            [
                f"Paragraph {i} of the talk about committee growth and reviewer load."
                for i in range(1, 13)
            ],
            [*related, ("/collections/artifact-evaluation", "More on artifact evaluation")],
            [
                ("00:00", "Welcome"),
                ("03:40", "Year one"),
                ("17:05", "Badges"),
                ("31:22", "Reviewer fatigue"),
                ("44:10", "Q&A"),
            ],
        ),
    }
    for t in TALK_OTHERS:
        slug = t.rsplit("/", 1)[1]
        pages[t] = _talk(
            slug.replace("-", " ").capitalize(),
            slug,
            "guest",
            "sysperf-2024",
            ["A related talk."],
            [],
            [("00:00", "Start")],
        )
    for slug in [TALK1, TALK2, *TALK_OTHERS]:
        pages[f"/thumbs/{slug.rsplit('/', 1)[1]}.png"] = data(png(32, 18), "image/png")
    return [serve(TALKS, pages)]


# --- cases ------------------------------------------------------------------------------


def cases() -> list[Case]:
    return [
        # A conference blog post is one page (Academic Room, HASTAC in the seed's table):
        # comments live on the post, tags and archives are the blog's chrome.
        case(
            "kestrel-blog-recap",
            "conference blog (keynote recap post)",
            "Single Artifact URI",
            "single_page",
            BLOG.url(BLOG_POST1),
            [BLOG.url(BLOG_POST1)],
            blog_sites,
        ),
        # Live-blog: many embedded images and an embedded social post, still one page.
        case(
            "kestrel-blog-liveblog",
            "conference blog (live-blog of a panel, embeds)",
            "Single Artifact URI",
            "single_page",
            BLOG.url(BLOG_POST2),
            [BLOG.url(BLOG_POST2)],
            blog_sites,
        ),
        # Benchfly-like recorded talk: the video is embedded, the transcript inline; speaker,
        # event and "up next" links are other artifacts or chrome.  Single Page.
        case(
            "podiumreel-talk",
            "recorded-talk archive (talk with inline transcript)",
            "Single Artifact URI",
            "single_page",
            TALKS.url(TALK1),
            [TALKS.url(TALK1)],
            talk_sites,
            others=[TALKS.url(t) for t in TALK_OTHERS],
        ),
        case(
            "podiumreel-long-talk",
            "recorded-talk archive (long talk, chapters, collection sidebar)",
            "Single Artifact URI",
            "single_page",
            TALKS.url(TALK2),
            [TALKS.url(TALK2)],
            talk_sites,
            others=[TALKS.url(t) for t in TALK_OTHERS],
        ),
    ]
