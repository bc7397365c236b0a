"""Discourse 3.1 as a crawler/guest sees it (the server-rendered noscript view), and a
re-themed instance, for held-out grading.

URL scheme: /latest, /categories, /c/slug/ID (?page=N), /t/slug/ID (?page=N, 20 posts a
page), /t/slug/ID/N post links, /t/ID short links, .json and .rss twins, /raw/ID/N,
/u/name (+ /summary, /activity), /tag/x, /top, /login, /signup, /search, /about, /faq.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from html import escape as h

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import (
    AppSite,
    Board,
    Forum,
    Topic,
    WebObject,
    iso,
    make_board,
    pages,
    query,
)

PER_PAGE = 20


class Discourse31:
    def __init__(self, host: str, board: Board, themed: bool) -> None:
        self.host, self.board, self.themed = host, board, themed
        self.origin = f"http://{host}"
        self.site = Site(host)
        self.topics = {t.id: t for t in board.topics()}
        self.users = {u.name: u for u in board.users}
        self._routes()

    def turl(self, t: Topic, page: int = 1) -> str:
        return f"{self.origin}/t/{t.slug}/{t.id}" + (f"?page={page}" if page > 1 else "")

    def curl(self, f: Forum) -> str:
        return f"{self.origin}/c/{f.slug}/{f.id}"

    def page(
        self, title: str, body: str, canonical: str = "", extra: str = "", status: int = 200
    ) -> Response:
        canon = f'<link rel="canonical" href="{canonical}" />' if canonical else ""
        html = f"""<!DOCTYPE html>
<html lang="en" class="desktop-view not-mobile-device text-size-normal anon">
<head><meta charset="utf-8"><title>{h(title)} - Tidewater Radio Club</title>
<meta name="description" content="A club for amateur radio on the estuary">
<meta name="generator" content="Discourse 3.1.3 - https://github.com/discourse/discourse version 8f1ac2f">
{canon}{extra}
<link rel="search" type="application/opensearchdescription+xml" href="{self.origin}/opensearch.xml" title="Tidewater Radio Club Search">
<link href="/stylesheets/desktop_e4f2.css?__ws={self.host}" media="all" rel="stylesheet" data-target="desktop">
<script defer src="/assets/discourse-5b1c.js"></script></head>
<body class="crawler">
<header><a href="/"><img src="/uploads/default/original/1X/logo.png" alt="Tidewater Radio Club" id="site-logo"></a></header>
<div id="main-outlet" class="wrap" role="main">
{body}
</div>
<footer class="container wrap"><nav class="crawler-nav"><ul>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/" itemprop="url">Home </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/categories" itemprop="url">Categories </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/guidelines" itemprop="url">FAQ/Guidelines </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/tos" itemprop="url">Terms of Service </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/privacy" itemprop="url">Privacy Policy </a></span></li>
</ul></nav></footer>
<footer id="noscript-footer"><p>Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer>
</body></html>"""
        return Response.html(html, status)

    def topic_list(self, topics: list[Topic], title: str, canonical: str) -> Response:
        rows = "".join(
            f"""<tr class="topic-list-item"><td class="main-link"><meta itemprop="position" content="{i + 1}">
<span class="link-top-line"><a itemprop="url" href="{self.turl(t)}" class="title raw-link raw-topic-link">{h(t.title)}</a></span>
<div class="link-bottom-line"><a href="{self.curl(self.board.forum_of(t))}" class="badge-wrapper bullet"><span class="category-name">{h(self.board.forum_of(t).name)}</span></a>
<div class="discourse-tags">{"".join(f'<a href="{self.origin}/tag/{g}" class="discourse-tag">{g}</a>' for g in t.tags)}</div></div>"""
            + (
                f'<span class="page-links">{"".join(f" <a href={chr(34)}{self.turl(t, n)}{chr(34)}>{n}</a>" for n in range(2, pages(len(t.posts), PER_PAGE) + 1))}</span>'
                if len(t.posts) > PER_PAGE
                else ""
            )
            + f"""</td><td class="replies"><span class="posts" title="posts">{len(t.posts) - 1}</span></td>
<td class="views"><span class="views" title="views">{t.views}</span></td>
<td>{t.posts[-1].date.strftime("%B %-d, %Y")}</td></tr>"""
            for i, t in enumerate(topics)
        )
        body = f'<h1 class="crawler-topic-title">{h(title)}</h1><div class="topic-list-container" itemscope itemtype="http://schema.org/ItemList"><table class="topic-list"><thead><tr><th>Topic</th><th class="replies">Replies</th><th class="views">Views</th><th>Activity</th></tr></thead><tbody>{rows}</tbody></table></div>'
        rss = canonical.split("?")[0] + ".rss"
        return self.page(
            title,
            body,
            canonical,
            f'<link rel="alternate" type="application/rss+xml" title="{h(title)}" href="{rss}">',
        )

    def post_html(self, t: Topic, n: int) -> str:
        p = t.posts[n - 1]
        u = p.author
        cooked = "".join(f"<p>{h(x)}</p>" for x in p.paras)
        if self.themed:
            return f"""<div id="tw-post-{n}" class="tw-message" data-post-number="{n}">
<div class="tw-byline"><a class="tw-handle" href="/u/{u.name}">{h(u.name)}</a>
<time class="tw-stamp" datetime="{iso(p.date)}">{p.date.strftime("%B %-d, %Y, %-I:%M%p").replace("AM", "am").replace("PM", "pm")}</time>
<a class="tw-anchor" href="{self.origin}/t/{t.slug}/{t.id}/{n}">#{n}</a></div>
<section class="tw-cooked">{cooked}</section>
<div class="tw-reactions"><span>{(p.id * 7) % 5} Likes</span></div></div>"""
        return f"""<div id="post_{n}" itemprop="comment" itemscope itemtype="http://schema.org/Comment" class="topic-body crawler-post">
<div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">
<a itemprop="url" href="{self.origin}/u/{u.name}"><span itemprop="name">{h(u.name)}</span></a></span>
<link itemprop="mainEntityOfPage" href="{self.turl(t)}">
<span class="crawler-post-infos"><time itemprop="datePublished" datetime="{iso(p.date)}" class="post-time">{p.date.strftime("%B %-d, %Y, %-I:%M%p").replace("AM", "am").replace("PM", "pm")}</time>
<meta itemprop="dateModified" content="{iso(p.date)}"><span itemprop="position">{n}</span></span></div>
<div class="post" itemprop="text">{cooked}</div>
<div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter"><meta itemprop="interactionType" content="http://schema.org/LikeAction"/><meta itemprop="userInteractionCount" content="{(p.id * 7) % 5}" /><span class='post-likes'>{(p.id * 7) % 5} Likes</span></div></div>"""

    def topic(
        self, req: Request, t: Topic, page: int, canonical_page: int | None = None
    ) -> Response:
        np = pages(len(t.posts), PER_PAGE)
        if page < 1 or page > np:
            return self.not_found(req)
        f = self.board.forum_of(t)
        first = (page - 1) * PER_PAGE
        posts = "".join(
            self.post_html(t, n) for n in range(first + 1, min(first + PER_PAGE, len(t.posts)) + 1)
        )
        nav = ""
        if page > 1:
            nav += f'<span itemprop="name"><a rel="prev" itemprop="url" href="{self.turl(t, page - 1)}">← previous page</a></span> '
        if page < np:
            nav += f'<span itemprop="name"><a rel="next" itemprop="url" href="{self.turl(t, page + 1)}">next page →</a></span>'
        body = f"""<div id="topic-title"><h1><a href="{self.turl(t)}">{h(t.title)}</a></h1>
<div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList"><span itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem">
<a href="{self.curl(f)}" class="badge-wrapper bullet" itemprop="item"><span class="badge-category-bg"></span><span class="badge-category clear-badge"><span class="category-name" itemprop="name">{h(f.name)}</span></span></a></span>
<div class="discourse-tags">{"".join(f'<a href="{self.origin}/tag/{g}" class="discourse-tag">{g}</a>' for g in t.tags)}</div></div></div>
<div itemscope itemtype="http://schema.org/DiscussionForumPosting"><meta itemprop="headline" content="{h(t.title)}"><meta itemprop="datePublished" content="{iso(t.posts[0].date)}">
{posts}</div>
<div role="navigation" itemscope itemtype="http://schema.org/SiteNavigationElement" class="{"tw-pager" if self.themed else "topic-body crawler-post"}">{nav}</div>"""
        extra = (
            f'<link rel="alternate nofollow" type="application/rss+xml" title="RSS feed of &#39;{h(t.title)}&#39;" href="{self.origin}/t/{t.slug}/{t.id}.rss">'
            f'<meta property="og:url" content="{self.turl(t)}">'
            + (f'<link rel="prev" href="{self.turl(t, page - 1)}">' if page > 1 else "")
            + (f'<link rel="next" href="{self.turl(t, page + 1)}">' if page < np else "")
        )
        cp = canonical_page or page
        return self.page(t.title, body, self.turl(t, cp), extra)

    def not_found(self, req: Request) -> Response:
        return self.page(
            "Page Not Found",
            '<div class="page-not-found"><h1 class="title">Oops! That page doesn’t exist or is private.</h1><a href="/latest">Latest</a> <a href="/search">Search</a></div>',
            status=404,
        )

    def t_route(self, req: Request) -> Response:
        m = req.match
        assert m is not None
        slug, tid, rest = m.group(1), m.group(2), m.group(3) or ""
        q = query(req)
        t = self.topics.get(int(tid))
        if t is None or (slug and slug != t.slug):
            if t is not None:
                return Response.redirect(f"{self.turl(t)}{rest}", 301)
            return self.not_found(req)
        if rest == ".json" or rest == "/print":
            if rest == "/print":
                body = "".join(self.post_html(t, n) for n in range(1, len(t.posts) + 1))
                return self.page(t.title, f"<h1>{h(t.title)}</h1>{body}")
            data = {
                "id": t.id,
                "title": t.title,
                "slug": t.slug,
                "posts_count": len(t.posts),
                "post_stream": {
                    "posts": [
                        {
                            "id": p.id,
                            "post_number": i + 1,
                            "username": p.author.name,
                            "created_at": iso(p.date),
                            "cooked": "".join(f"<p>{x}</p>" for x in p.paras),
                        }
                        for i, p in enumerate(t.posts[:PER_PAGE])
                    ],
                    "stream": [p.id for p in t.posts],
                },
            }
            return Response.text(json.dumps(data), content_type="application/json; charset=utf-8")
        if rest == ".rss":
            items = "".join(
                f'<item><title>{h(t.title)}</title><dc:creator><![CDATA[{p.author.name}]]></dc:creator><description><![CDATA[{p.text}]]></description><link>{self.origin}/t/{t.slug}/{t.id}/{i + 1}</link><pubDate>{p.date.strftime("%a, %d %b %Y %H:%M:%S +0000")}</pubDate><guid isPermaLink="false">{self.host}-post-{t.id}-{i + 1}</guid></item>'
                for i, p in enumerate(t.posts)
            )
            return Response.text(
                f'<?xml version="1.0" encoding="UTF-8" ?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>{h(t.title)}</title><link>{self.turl(t)}</link>{items}</channel></rss>',
                content_type="application/rss+xml; charset=utf-8",
            )
        if not slug:  # /t/ID short link
            return Response.redirect(self.turl(t) + rest, 301)
        page = int(q["page"]) if q.get("page", "").isdigit() else 1
        if rest:
            n = int(rest[1:])
            if not 1 <= n <= len(t.posts):
                n = len(t.posts)
            return self.topic(req, t, (n - 1) // PER_PAGE + 1)
        return self.topic(req, t, page)

    def category(self, req: Request) -> Response:
        m = req.match
        assert m is not None
        f = next((f for f in self.board.forums if f.id == int(m.group(2))), None)
        if f is None:
            return self.not_found(req)
        if m.group(1) != f.slug:
            return Response.redirect(self.curl(f), 301)
        if m.group(3) == ".rss":
            items = "".join(
                f"<item><title>{h(t.title)}</title><link>{self.turl(t)}</link></item>"
                for t in f.topics
            )
            return Response.text(
                f'<?xml version="1.0"?><rss version="2.0"><channel><title>{h(f.name)}</title>{items}</channel></rss>',
                content_type="application/rss+xml; charset=utf-8",
            )
        if m.group(3) == ".json":
            return Response.text(
                json.dumps(
                    {
                        "topic_list": {
                            "topics": [
                                {"id": t.id, "slug": t.slug, "title": t.title} for t in f.topics
                            ]
                        }
                    }
                ),
                content_type="application/json",
            )
        if query(req).get("page", "0") not in ("0", ""):
            return self.topic_list([], f.name, self.curl(f) + "?page=" + query(req)["page"])
        return self.topic_list(f.topics[::-1], f.name, self.curl(f))

    def user(self, req: Request) -> Response:
        m = req.match
        assert m is not None
        u = self.users.get(m.group(1))
        if u is None:
            return self.not_found(req)
        if m.group(2) == ".json":
            return Response.text(
                json.dumps({"user": {"id": u.id, "username": u.name}}),
                content_type="application/json",
            )
        posts = [
            (t, i + 1) for t in self.board.topics() for i, p in enumerate(t.posts) if p.author is u
        ]
        body = (
            f'<div class="user-crawler"><img alt="" src="/user_avatar/{self.host}/{u.name}/45/1_2.png" class="avatar"><h2 class="username">{h(u.name)}</h2></div><div class="user-content"><ul>'
            + "".join(
                f'<li><a href="{self.origin}/t/{t.slug}/{t.id}/{n}">{h(t.title)}</a></li>'
                for t, n in posts[:10]
            )
            + f'</ul><a href="/u/{u.name}/summary">Summary</a> <a href="/u/{u.name}/activity">Activity</a> <a href="/u/{u.name}/badges">Badges</a></div>'
        )
        return self.page(f"Profile - {u.name}", body, f"{self.origin}/u/{u.name}")

    def static_page(self, title: str, text: str) -> Callable[[Request], Response]:
        def handler(r: Request) -> Response:
            return self.page(title, f"<h1>{title}</h1><p>{text}</p>", f"{self.origin}{r.path}")

        return handler

    def _routes(self) -> None:
        s = self.site

        def latest(r):
            return self.topic_list(
                sorted(self.board.topics(), key=lambda t: t.posts[-1].date, reverse=True),
                "Latest topics",
                f"{self.origin}/latest",
            )  # noqa: E731

        s.route("/")(latest)
        s.route("/latest")(latest)
        s.route("/top")(
            lambda r: self.topic_list(
                sorted(self.board.topics(), key=lambda t: -t.views)[:10],
                "Top topics",
                f"{self.origin}/top",
            )
        )

        def categories(req: Request) -> Response:
            rows = "".join(
                f'<tr><td class="category"><h3><a href="{self.curl(f)}">{h(f.name)}</a></h3><div class="category-description">{h(f.description)}</div></td><td class="topics">{len(f.topics)}</td></tr>'
                for f in self.board.forums
            )
            return self.page(
                "Categories",
                f'<table class="category-list"><tbody>{rows}</tbody></table>',
                f"{self.origin}/categories",
            )

        s.route("/categories")(categories)
        s.route(re.compile(r"/t/(?:([a-z0-9-]+)/)?(\d+)(/\d+|\.json|\.rss|/print)?"))(self.t_route)
        s.route(re.compile(r"/c/([a-z0-9-]+)/(\d+)(\.rss|\.json)?"))(self.category)
        s.route(re.compile(r"/u/([a-z_]+)(\.json|/summary|/activity|/badges)?"))(self.user)

        def raw(req: Request) -> Response:
            m = req.match
            assert m is not None
            t = self.topics.get(int(m.group(1)))
            n = int(m.group(2) or 1)
            if t is None or not 1 <= n <= len(t.posts):
                return Response.not_found(req.url)
            return Response.text("\n\n".join(t.posts[n - 1].paras))

        s.route(re.compile(r"/raw/(\d+)(?:/(\d+))?"))(raw)

        def tag(req: Request) -> Response:
            m = req.match
            assert m is not None
            ts = [t for t in self.board.topics() if m.group(1) in t.tags]
            if not ts:
                return self.not_found(req)
            return self.topic_list(
                ts, f"Topics tagged {m.group(1)}", f"{self.origin}/tag/{m.group(1)}"
            )

        s.route(re.compile(r"/tag/([a-z]+)"))(tag)

        def feed(req: Request) -> Response:
            items = "".join(
                f"<item><title>{h(t.title)}</title><link>{self.turl(t)}</link></item>"
                for t in self.board.topics()
            )
            return Response.text(
                f'<?xml version="1.0"?><rss version="2.0"><channel><title>Tidewater Radio Club - Latest</title>{items}</channel></rss>',
                content_type="application/rss+xml; charset=utf-8",
            )

        s.route("/latest.rss")(feed)
        s.route("/posts.rss")(feed)
        for path, title, text in [
            ("/login", "Log In", "Log in to Tidewater Radio Club. Email / Username, Password."),
            ("/signup", "Sign Up", "Welcome to Tidewater Radio Club. Create your account."),
            ("/search", "Search", "Search results. Enter a search term."),
            (
                "/about",
                "About",
                "A club for amateur radio on the estuary. Our Admins: the committee.",
            ),
            ("/guidelines", "FAQ", "This is a Civilized Place for Public Discussion."),
            ("/faq", "FAQ", "This is a Civilized Place for Public Discussion."),
            (
                "/tos",
                "Terms of Service",
                "The following terms and conditions govern all use of the site.",
            ),
            ("/privacy", "Privacy Policy", "What information do we collect?"),
            ("/password-reset", "Password Reset", "Forgot your password?"),
        ]:
            s.route(path)(self.static_page(title, text))
        s.add(
            "/robots.txt",
            Response.text(
                "# See http://www.robotstxt.org/robotstxt.html\nUser-agent: *\nDisallow: /admin/\nDisallow: /auth/\nDisallow: /assets/browser-update*.js\nDisallow: /email/\nDisallow: /session\nDisallow: /user-api-key\nDisallow: /*?api_key*\nDisallow: /*?*api_key*\nDisallow: /badges\nDisallow: /u/\nDisallow: /my\nDisallow: /search\nDisallow: /tag/*/l\nDisallow: /g\nDisallow: /t/*/*.rss\nDisallow: /c/*.rss\n"
            ),
        )
        s.route(re.compile(r"/(assets|stylesheets|uploads|user_avatar)/.*"))(
            lambda r: Response.data(b"", "application/octet-stream")
        )
        s.add(
            "/opensearch.xml",
            Response.text(
                '<?xml version="1.0"?><OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"><ShortName>Tidewater Radio Club</ShortName></OpenSearchDescription>',
                content_type="application/xml",
            ),
        )


def build(themed: bool = False) -> AppSite:
    host = "community.beacon-makers.test" if themed else "forum.tidewater-radio.test"
    board = make_board(f"heldout-discourse-{themed}", posts=(1, 45))
    app = Discourse31(host, board, themed)
    origin = f"http://{host}"
    views = {f"{origin}/latest", f"{origin}/categories"}
    objects = []
    for f in board.forums:
        views.add(app.curl(f))
        for t in f.topics:
            for i, p in enumerate(t.posts):
                url = app.turl(t, i // PER_PAGE + 1)
                views.add(url)
                objects.append(
                    WebObject(
                        "discourse",
                        "post",
                        f"{t.id}/{i + 1}",
                        url,
                        p.author.name,
                        iso(p.date),
                        t.title if i == 0 else "",
                        p.text,
                    )
                )
    return AppSite(
        "discourse", host, [app.site], [f"{origin}/latest"], frozenset(views), objects, themed
    )
