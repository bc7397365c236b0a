"""heldout56 portals whose artifact is a single page: a statistics office blog and a
release calendar (the seed's blog posts and articles: Single Page)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from keepnet.testweb.site import Response, Site

from ._kit import Case, Chrome, esc, ul

# -- statistics office blog: a post is one page (the seed's blog posts: Single Page) -------

BLOG = Chrome(
    host="blog.quillstat.hx56.example",
    name="Quillstat Office for Statistics blog",
    menu=(
        ("/", "Blog home"),
        ("/topics", "Topics"),
        ("/authors", "Authors"),
        ("/about", "About this blog"),
    ),
    footer=(
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy notice"),
        ("/help/cookies", "Cookies"),
        ("/feed.xml", "RSS feed"),
        ("/contact", "Contact the press office"),
    ),
    account=(),
    title_format="{title} – {name}",
    tagline="Behind the numbers: how official statistics are made",
)


@dataclass(frozen=True)
class Post:
    path: str
    title: str
    author: tuple[str, str]
    date: str
    tags: tuple[str, ...]
    paras: tuple[str, ...]
    comments: tuple[tuple[str, str], ...] = ()
    related: tuple[str, ...] = ()  # paths of other posts


POSTS = (
    Post(
        "/2025/03/14/why-inflation-figures-get-revised/",
        "Why inflation figures get revised, and why that is a good thing",
        ("/authors/mira-okonkwo", "Mira Okonkwo, Head of Prices Division"),
        "14 March 2025",
        ("inflation", "revisions", "prices"),
        (
            "Every month we publish consumer price inflation, and every so often a user asks why "
            "a figure they quoted last year has changed.",
            "Most price indices are never revised. The measures that are revised depend on "
            "weights that are only complete a year after the reference period.",
            "We announce every scheduled revision in the release calendar at least four weeks "
            "ahead and explain it in the revisions policy.",
        ),
        (
            ("Tom B.", "Very clear, thank you."),
            ("J. Arkwright", "Could you show the size of past revisions?"),
        ),
        ("/2025/02/03/counting-people-who-move-twice/",),
    ),
    Post(
        "/2025/02/03/counting-people-who-move-twice/",
        "Counting people who move twice in one year: notes from the migration statistics team",
        ("/authors/daniel-vesely", "Daniel Veselý, Migration Statistics"),
        "3 February 2025",
        ("migration", "administrative data", "methods", "population"),
        (
            "International migration estimates used to rest on a passenger survey at ports. "
            "Since 2021 they are built from administrative records of tax and benefit systems.",
            "A person who arrives, leaves and returns within twelve months can appear in the "
            "records three times. This post walks through how we link those episodes.",
            "The linkage uses a pseudonymised identifier and never sees a name or an address.",
            "We compared three linkage rules on a 2022 cohort. The strict rule undercounts "
            "short stays by 4 per cent; the loose rule doubles some students.",
            "The rule we adopted, and its sensitivity tests, are described in the migration "
            "methods note; the next post in this series covers emigration.",
        ),
        (
            ("R. Imani", "How do you treat seasonal workers?"),
            ("Daniel Veselý", "Seasonal workers staying under three months are excluded."),
            ("Priya", "Is the linkage code published?"),
            ("Daniel Veselý", "Yes, on our code forge, see the methods note."),
        ),
        (
            "/2025/03/14/why-inflation-figures-get-revised/",
            "/2024/11/20/a-new-home-for-our-census-maps/",
        ),
    ),
    Post(
        "/2024/11/20/a-new-home-for-our-census-maps/",
        "A new home for our census maps",
        ("/authors/mira-okonkwo", "Mira Okonkwo, Head of Prices Division"),
        "20 November 2024",
        ("census", "maps"),
        ("Our census maps have moved to a new mapping service.",),
    ),
)

TOPICS = sorted({t for p in POSTS for t in p.tags})
AUTHORS = sorted({p.author for p in POSTS})


def _slug(s: str) -> str:
    return s.replace(" ", "-")


def _post_page(p: Post) -> str:
    body = "".join(f"<p>{esc(x)}</p>" for x in p.paras)
    tags = " ".join(f'<a rel="tag" href="/topics/{_slug(t)}">{esc(t)}</a>' for t in p.tags)
    comments = "".join(
        f'<li class="comment"><cite>{esc(a)}</cite><p>{esc(c)}</p></li>' for a, c in p.comments
    )
    titles = {q.path: q.title for q in POSTS}
    related = ul([(r, titles[r]) for r in p.related]) if p.related else ""
    archive = ul(
        [
            ("/2025/03/", "March 2025"),
            ("/2025/02/", "February 2025"),
            ("/2024/11/", "November 2024"),
        ]
    )
    main = (
        f'<article class="post"><h1>{esc(p.title)}</h1><p class="byline">By '
        f'<a rel="author" href="{p.author[0]}">{esc(p.author[1])}</a> on <time>{esc(p.date)}</time>'
        f'</p>{body}<p class="tags">Topics: {tags}</p></article>'
        f'<section id="comments"><h2>{len(p.comments)} comments</h2><ol>{comments}</ol>'
        '<form action="/comments/post" method="post"><textarea name="comment"></textarea>'
        "<button>Post comment</button></form></section>"
    )
    aside = (
        f"<h2>Related posts</h2>{related}<h2>Archive</h2>{archive}"
        if related
        else f"<h2>Archive</h2>{archive}"
    )
    return BLOG.page(p.title, main, aside=aside, share=BLOG.url(p.path))


def _blog_sites() -> list[Site]:
    pages: dict[str, str | Response] = {p.path: _post_page(p) for p in POSTS}
    for t in TOPICS:
        hits = [(p.path, p.title) for p in POSTS if t in p.tags]
        pages[f"/topics/{_slug(t)}"] = BLOG.page(f"Posts about {t}", f"<h1>{esc(t)}</h1>{ul(hits)}")
    pages["/topics"] = BLOG.page(
        "Topics", "<h1>Topics</h1>" + ul([(f"/topics/{_slug(t)}", t) for t in TOPICS])
    )
    for href, name in AUTHORS:
        mine = [(p.path, p.title) for p in POSTS if p.author[0] == href]
        pages[href] = BLOG.page(name, f"<h1>{esc(name)}</h1>{ul(mine)}")
    pages["/authors"] = BLOG.page("Authors", "<h1>Authors</h1>" + ul(AUTHORS))
    for month, label in (
        ("/2025/03/", "March 2025"),
        ("/2025/02/", "February 2025"),
        ("/2024/11/", "November 2024"),
    ):
        pages[month] = BLOG.page(
            label,
            f"<h1>{label}</h1>"
            + ul([(p.path, p.title) for p in POSTS if p.path.startswith(month)]),
        )
    items = "".join(
        f"<item><title>{esc(p.title)}</title><link>{BLOG.url(p.path)}</link></item>" for p in POSTS
    )
    pages["/feed.xml"] = Response.data(
        f'<?xml version="1.0"?><rss version="2.0"><channel><title>{BLOG.name}</title>{items}</channel></rss>'.encode(),
        "application/rss+xml",
    )
    home = "<h1>Latest posts</h1>" + ul([(p.path, p.title) for p in POSTS])
    return [replace(BLOG, home_main=home).site(pages)]


# -- release calendar: an announcement is one page -----------------------------------------

CAL = Chrome(
    host="calendar.calendrion.hx56.example",
    name="Calendrion National Statistics",
    menu=(
        ("/economy", "Economy"),
        ("/people-population", "People and population"),
        ("/releases", "Release calendar"),
        ("/methodology", "Methodology"),
    ),
    footer=(
        ("/help/release-policy", "Release policy"),
        ("/help/accessibility", "Accessibility"),
        ("/help/cookies", "Cookies"),
        ("/help/privacy", "Privacy"),
        ("/releases/calendar.ics", "Subscribe to the calendar"),
    ),
    account=(),
    languages=(("/cy/", "Cymraeg"),),
    title_format="{title} - Release calendar - {name}",
)


@dataclass(frozen=True)
class Release:
    slug: str
    title: str
    date: str
    status: str
    summary: str
    contact: tuple[str, str]
    history: tuple[tuple[str, str], ...] = ()  # (date of change, reason)
    links: tuple[tuple[str, str], ...] = ()  # (path, label) of other artifacts


RELEASES = (
    Release(
        "labour-market-overview-june-2025",
        "Labour market overview: June 2025",
        "17 June 2025 9:30am",
        "Confirmed",
        "Estimates of employment, unemployment, economic inactivity and vacancies.",
        ("Labour Market team", "labour.market@calendrion.example"),
        (),
        (
            (
                "/releases/labour-market-overview-may-2025",
                "Previous release: Labour market overview: May 2025",
            ),
        ),
    ),
    Release(
        "regional-trade-in-services-2023",
        "Regional trade in services: 2023 (cancelled)",
        "Was 22 May 2025 9:30am",
        "Cancelled",
        "International trade in services by region and local authority.",
        ("Trade statistics", "trade@calendrion.example"),
        (
            ("4 February 2025", "Provisional date of May 2025 confirmed as 22 May 2025."),
            ("18 March 2025", "Postponed to 12 June 2025 to include revised survey weights."),
            (
                "2 May 2025",
                "Cancelled: the estimates will be published in the annual trade release.",
            ),
        ),
        (
            (
                "/releases/international-trade-annual-2023",
                "Replacement: International trade annual release 2023",
            ),
            (
                "/releases/regional-trade-in-services-2022",
                "Previous release: Regional trade in services: 2022",
            ),
            (
                "/methodology/trade-in-services-survey-quality",
                "Trade in services survey quality note",
            ),
        ),
    ),
)
OTHER_RELEASES = (
    ("labour-market-overview-may-2025", "Labour market overview: May 2025"),
    ("international-trade-annual-2023", "International trade annual release 2023"),
    ("regional-trade-in-services-2022", "Regional trade in services: 2022"),
)


def _release_page(r: Release) -> str:
    hist = ""
    if r.history:
        rows = "".join(f"<tr><td>{esc(d)}</td><td>{esc(w)}</td></tr>" for d, w in r.history)
        hist = f"<h2>Changes to this release date</h2><table><tr><th>Date</th><th>Reason</th></tr>{rows}</table>"
    links = ul(list(r.links)) if r.links else ""
    main = (
        f'<p class="status status--{r.status.lower()}">{esc(r.status)}</p><h1>{esc(r.title)}</h1>'
        f"<dl><dt>Release date</dt><dd>{esc(r.date)}</dd><dt>Contact</dt><dd>{esc(r.contact[0])} "
        f'<a href="mailto:{r.contact[1]}">{esc(r.contact[1])}</a></dd><dt>Official statistics</dt>'
        f'<dd><a href="/help/accredited-official-statistics">Accredited official statistics</a></dd></dl>'
        f"<h2>Summary</h2><p>{esc(r.summary)}</p>{hist}<h2>Related links</h2>{links}"
    )
    crumbs = (("/", "Home"), ("/releases", "Release calendar"))
    return CAL.page(r.title, main, crumbs=crumbs, share=CAL.url(f"/releases/{r.slug}"))


def _calendar_sites() -> list[Site]:
    pages: dict[str, str | Response] = {f"/releases/{r.slug}": _release_page(r) for r in RELEASES}
    for slug, title in OTHER_RELEASES:
        pages[f"/releases/{slug}"] = CAL.page(
            title,
            f'<p class="status">Published</p><h1>{esc(title)}</h1><p>This release has been published.</p>',
        )
    pages["/methodology/trade-in-services-survey-quality"] = CAL.page(
        "Trade in services survey quality note",
        "<h1>Trade in services survey quality note</h1><p>Sampling, response and revisions.</p>",
    )
    pages["/help/accredited-official-statistics"] = CAL.plain("Accredited official statistics")
    everything = [(f"/releases/{r.slug}", r.title) for r in RELEASES] + [
        (f"/releases/{s}", t) for s, t in OTHER_RELEASES
    ]
    pages["/releases"] = CAL.page(
        "Release calendar",
        "<h1>Release calendar</h1><form><select name='status'><option>Upcoming</option></select></form>"
        + ul(everything),
        raw_title=False,
    )
    pages["/releases/calendar.ics"] = Response.data(
        b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Calendrion//Release calendar//EN\r\nEND:VCALENDAR\r\n",
        "text/calendar",
    )
    return [CAL.site(pages)]


# -- cases ------------------------------------------------------------------------------


CASES = [
    # A blog post is the seed's textbook single artifact URI: tags, author pages, archive,
    # related posts and comments form are portal navigation or other artifacts.
    Case(
        "quillstat-blog-revisions",
        "statistics office blog (post on inflation revisions)",
        "single artifact URI",
        "single_page",
        BLOG.url(POSTS[0].path),
        frozenset([BLOG.url(POSTS[0].path)]),
        _blog_sites,
        others=frozenset([BLOG.url(POSTS[1].path)]),
    ),
    # Longer post with threaded comments, more topics and two related posts: still one page.
    Case(
        "quillstat-blog-migration",
        "statistics office blog (long methods post with comment thread)",
        "single artifact URI",
        "single_page",
        BLOG.url(POSTS[1].path),
        frozenset([BLOG.url(POSTS[1].path)]),
        _blog_sites,
        others=frozenset([BLOG.url(POSTS[0].path), BLOG.url(POSTS[2].path)]),
    ),
    # A release announcement is a news-like single page: everything it links (previous
    # release, calendar feed) is another artifact or the calendar's chrome.
    Case(
        "calendrion-release-confirmed",
        "release calendar (confirmed upcoming release)",
        "single artifact URI",
        "single_page",
        CAL.url("/releases/" + RELEASES[0].slug),
        frozenset([CAL.url("/releases/" + RELEASES[0].slug)]),
        _calendar_sites,
        others=frozenset([CAL.url("/releases/labour-market-overview-may-2025")]),
    ),
    # Cancelled release with its date-change history on the page and three related links.
    Case(
        "calendrion-release-cancelled",
        "release calendar (cancelled release with date-change history)",
        "single artifact URI",
        "single_page",
        CAL.url("/releases/" + RELEASES[1].slug),
        frozenset([CAL.url("/releases/" + RELEASES[1].slug)]),
        _calendar_sites,
        others=frozenset(CAL.url(h) for h, _t in RELEASES[1].links),
    ),
]
