"""Discourse 3.2 served under a subfolder (/community/), as crawlers and guests see it.

Guests and crawlers get the server-rendered ("crawler") view: topic lists, and topics at
/community/t/slug/ID with ?page=N (20 posts a page).  /community/t/slug/ID/N answers with the
page holding post N (canonical link to it), /community/t/ID redirects to the slugged URL.
The themed instance uses a theme component that overrides the crawler post markup.
"""

from __future__ import annotations

import json
import re

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import (
    AppSite,
    Board,
    Post,
    Topic,
    WebObject,
    iso,
    make_board,
    pages,
    query,
)
from keepnet.testweb.sites.apps_heldout2._common import add_assets, add_robots, e, login_page, rss

PER_PAGE = 20
B = "/community"


class Discourse:
    def __init__(self, host: str, board: Board, themed: bool) -> None:
        self.host, self.board, self.themed = host, board, themed
        self.site = Site(host)
        add_assets(
            self.site, [f"{B}/uploads/", f"{B}/stylesheets/", f"{B}/assets/", f"{B}/opensearch"]
        )
        self.origin = f"http://{host}"
        self.topic_by_id = {t.id: t for t in board.topics()}
        self.users = {u.name: u for u in board.users}
        add_robots(
            self.site,
            [
                f"{B}/admin/",
                f"{B}/auth/",
                f"{B}/email/",
                f"{B}/session",
                f"{B}/search",
                f"{B}/u/*/activity",
            ],
        )
        S = self.site
        S.route("/")(lambda r: Response.redirect(f"{self.origin}{B}/", 302))
        S.route(f"{B}")(lambda r: Response.redirect(f"{self.origin}{B}/", 301))
        S.route(f"{B}/")(self.latest)
        S.route(f"{B}/latest")(self.latest)
        S.route(f"{B}/top")(self.latest)
        S.route(f"{B}/categories")(self.categories)
        S.route(f"{B}/latest.rss")(self.feed)
        S.route(f"{B}/posts.rss")(self.feed)
        S.route(f"{B}/latest.json")(self.latest_json)
        S.route(f"{B}/login")(
            lambda r: Response.html(login_page("Log In - Lantern Radio Club", f"{B}/session"))
        )
        S.route(f"{B}/signup")(
            lambda r: Response.html(login_page("Sign Up - Lantern Radio Club", f"{B}/u"))
        )
        S.route(f"{B}/about")(
            lambda r: self.page(
                "About", "<h1>About Lantern Radio Club</h1><p>A community for radio tinkerers.</p>"
            )
        )
        S.route(f"{B}/guidelines")(
            lambda r: self.page(
                "FAQ", "<h1>FAQ</h1><p>This is a civilized place for public discussion.</p>"
            )
        )
        S.route(f"{B}/faq")(
            lambda r: self.page(
                "FAQ", "<h1>FAQ</h1><p>This is a civilized place for public discussion.</p>"
            )
        )
        S.route(f"{B}/tos")(
            lambda r: self.page(
                "Terms of Service",
                "<h1>Terms of Service</h1><p>These terms govern use of the community.</p>",
            )
        )
        S.route(f"{B}/privacy")(
            lambda r: self.page(
                "Privacy Policy", "<h1>Privacy Policy</h1><p>We collect little.</p>"
            )
        )
        S.route(f"{B}/search")(
            lambda r: self.page(
                "Search", f'<h1>Search</h1><form action="{B}/search"><input name="q"></form>'
            )
        )
        S.route(re.compile(rf"{B}/c/([a-z0-9-]+)/(\d+)(\.rss)?"))(self.category)
        S.route(re.compile(rf"{B}/t/([a-z0-9-]+)/(\d+)(?:/(\d+))?(\.rss|\.json)?"))(self.topic)
        S.route(re.compile(rf"{B}/t/(\d+)(?:/(\d+))?"))(self.short)
        S.route(re.compile(rf"{B}/u/([a-z_]+)(/summary|/activity)?"))(self.user)
        S.route(re.compile(rf"{B}/tag/([a-z]+)"))(self.tag)
        S.route(re.compile(rf"{B}/raw/(\d+)(?:/(\d+))?"))(self.raw)

    def tpath(self, t: Topic, page: int = 0) -> str:
        return f"{B}/t/{t.slug}/{t.id}" + (f"?page={page + 1}" if page else "")

    def cpath(self, fid: int) -> str:
        f = next(f for f in self.board.forums if f.id == fid)
        return f"{B}/c/{f.slug}/{f.id}"

    def page(self, title: str, body: str, canonical: str = "", extra: str = "") -> Response:
        canon = f'<link rel="canonical" href="{e(self.origin + canonical)}" />' if canonical else ""
        html = f"""<!DOCTYPE html>
<html lang="en" class="desktop-view not-mobile-device text-size-normal anon">
<head><meta charset="utf-8"><title>{e(title)} - Lantern Radio Club</title>
<meta name="generator" content="Discourse 3.2.1 - https://github.com/discourse/discourse version 3.2.1">
<link rel="icon" type="image/png" href="{B}/uploads/default/optimized/1X/favicon_32x32.png">
{canon}{extra}
<link rel="search" type="application/opensearchdescription+xml" href="{self.origin}{B}/opensearch.xml" title="Lantern Radio Club Search">
<link href="{B}/stylesheets/desktop_{"a1b2" if self.themed else "c3d4"}.css?__ws=lantern" media="all" rel="stylesheet">
</head>
<body class="crawler">
<header><a href="{B}/"><img src="{B}/uploads/default/original/1X/logo.png" alt="Lantern Radio Club" id="site-logo"></a></header>
<div id="main-outlet" class="wrap" role="main">
{body}
</div>
<footer class="container wrap"><nav class="crawler-nav"><ul>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="{B}/" itemprop="url">Home </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="{B}/categories" itemprop="url">Categories </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="{B}/guidelines" itemprop="url">Guidelines </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="{B}/tos" itemprop="url">Terms of Service </a></span></li>
<li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="{B}/privacy" itemprop="url">Privacy Policy </a></span></li>
</ul></nav></footer>
<footer id="noscript-footer"><p>Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></footer>
</body></html>
"""
        return Response.html(html)

    def topic_list(self, topics: list[Topic]) -> str:
        rows = "".join(
            f'<tr class="topic-list-item"><td class="main-link" itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem">'
            f'<meta itemprop="position" content="{i + 1}"><span class="link-top-line"><a itemprop="url" href="{self.tpath(t)}" class="title raw-link raw-topic-link">{e(t.title)}</a></span>'
            f'<div class="link-bottom-line"><a href="{self.cpath(self.board.forum_of(t).id)}" class="badge-wrapper bullet"><span class="category-name">{e(self.board.forum_of(t).name)}</span></a>'
            f'<div class="discourse-tags">{"".join(f"<a href={chr(34)}{B}/tag/{g}{chr(34)} class={chr(34)}discourse-tag{chr(34)}>{g}</a>" for g in t.tags)}</div></div></td>'
            f'<td class="replies"><span class="posts" title="posts">{len(t.posts) - 1}</span></td><td class="views"><span class="views" title="views">{t.views}</span></td>'
            f"<td>{t.posts[-1].date:%B %-d, %Y}</td></tr>"
            for i, t in enumerate(topics)
        )
        return f'<div class="topic-list-container" itemscope itemtype="http://schema.org/ItemList"><table class="topic-list"><thead><tr><th>Topic</th><th>Replies</th><th>Views</th><th>Activity</th></tr></thead><tbody>{rows}</tbody></table></div>'

    def latest(self, r: Request) -> Response:
        ts = sorted(self.board.topics(), key=lambda t: t.posts[-1].date, reverse=True)
        return self.page(
            "Latest topics",
            f"<h1>Latest topics</h1>{self.topic_list(ts)}",
            f"{B}/",
            f'<link rel="alternate" type="application/rss+xml" title="Latest posts" href="{self.origin}{B}/posts.rss">'
            f'<link rel="alternate" type="application/rss+xml" title="Latest topics" href="{self.origin}{B}/latest.rss">',
        )

    def categories(self, r: Request) -> Response:
        rows = "".join(
            f'<tr><td><h3><a href="{self.cpath(f.id)}">{e(f.name)}</a></h3><p>{e(f.description)}</p></td><td>{len(f.topics)}</td></tr>'
            for f in self.board.forums
        )
        return self.page(
            "Categories",
            f'<table class="category-list"><tbody>{rows}</tbody></table>',
            f"{B}/categories",
        )

    def category(self, r: Request) -> Response:
        assert r.match
        f = next(
            (
                f
                for f in self.board.forums
                if f.id == int(r.match.group(2)) and f.slug == r.match.group(1)
            ),
            None,
        )
        if f is None:
            return Response.not_found(r.url)
        if r.match.group(3):
            return rss(
                f.name,
                self.origin + self.cpath(f.id),
                [(t.title, self.origin + self.tpath(t), t.posts[0].text) for t in f.topics],
            )
        return self.page(
            f"Latest {f.name} topics",
            f"<h1>{e(f.name)}</h1><p>{e(f.description)}</p>{self.topic_list(f.topics)}",
            self.cpath(f.id),
            f'<link rel="alternate" type="application/rss+xml" title="{e(f.name)}" href="{self.origin}{self.cpath(f.id)}.rss">',
        )

    def post_html(self, t: Topic, p: Post, n: int) -> str:
        text = "".join(f"<p>{e(x)}</p>" for x in p.paras)
        u = f"{B}/u/{p.author.name}"
        if self.themed:
            return (
                f'<div class="lrc-entry" data-post-number="{n}" id="entry-{n}">'
                f'<p class="lrc-meta"><a href="{u}" class="lrc-who">{e(p.author.name)}</a> &middot; '
                f'<span class="lrc-when" data-ts="{iso(p.date)}">{iso(p.date)}</span> &middot; <a href="{self.tpath(t)}/{n}" class="lrc-link">#{n}</a></p>'
                f'<div class="lrc-entry-body">{text}</div></div>'
            )
        return (
            f'<div id="post_{n}" itemprop="comment" itemscope itemtype="http://schema.org/Comment" class="topic-body crawler-post">'
            f'<div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">'
            f'<a itemprop="url" href="{self.origin}{u}"><span itemprop="name">{e(p.author.name)}</span></a></span>'
            f'<link itemprop="mainEntityOfPage" href="{self.origin}{self.tpath(t)}">'
            f'<span class="crawler-post-infos"><time itemprop="datePublished" datetime="{iso(p.date)}" class="post-time">{p.date:%B %-d, %Y, %-I:%M%p}</time>'
            f'<meta itemprop="dateModified" content="{iso(p.date)}"><span itemprop="position">{n}</span></span></div>'
            f'<div class="post" itemprop="text">{text}</div>'
            f'<div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter"><meta itemprop="userInteractionCount" content="0"><span class="post-likes"></span></div></div>'
        )

    def topic(self, r: Request) -> Response:
        assert r.match
        slug, tid, num, ext = r.match.groups()
        t = self.topic_by_id.get(int(tid))
        if t is None:
            return Response.not_found(r.url)
        if slug != t.slug:
            return Response.redirect(self.origin + self.tpath(t) + (f"/{num}" if num else ""), 301)
        if ext == ".rss":
            return rss(
                t.title,
                self.origin + self.tpath(t),
                [
                    (f"{t.title} #{i + 1}", f"{self.origin}{self.tpath(t)}/{i + 1}", p.text)
                    for i, p in enumerate(t.posts)
                ],
            )
        if ext == ".json":
            data = {
                "id": t.id,
                "title": t.title,
                "slug": t.slug,
                "posts_count": len(t.posts),
                "post_stream": {
                    "posts": [
                        {
                            "post_number": i + 1,
                            "username": p.author.name,
                            "created_at": iso(p.date),
                            "cooked": "".join(f"<p>{e(x)}</p>" for x in p.paras),
                        }
                        for i, p in enumerate(t.posts[:PER_PAGE])
                    ]
                },
            }
            return Response.text(json.dumps(data), content_type="application/json; charset=utf-8")
        n = pages(len(t.posts), PER_PAGE)
        if num:
            if not 1 <= int(num) <= len(t.posts):
                num = str(len(t.posts))
            page = (int(num) - 1) // PER_PAGE
        else:
            pg = query(r).get("page", "1")
            if not pg.isdigit() or not 1 <= int(pg) <= n:
                return Response.not_found(r.url)
            page = int(pg) - 1
        f = self.board.forum_of(t)
        posts = "".join(
            self.post_html(t, p, page * PER_PAGE + k + 1)
            for k, p in enumerate(t.posts[page * PER_PAGE : (page + 1) * PER_PAGE])
        )
        nav = ""
        if page > 0:
            nav += f'<span itemprop="name"><a rel="prev" itemprop="url" href="{self.tpath(t, page - 1)}">previous page</a></span> '
        if page + 1 < n:
            nav += f'<span itemprop="name"><b><a rel="next" itemprop="url" href="{self.tpath(t, page + 1)}">next page →</a></b></span>'
        head = f'<link rel="alternate" type="application/rss+xml" title="RSS feed of &#39;{e(t.title)}&#39;" href="{self.origin}{self.tpath(t)}.rss">'
        if page > 0:
            head += f'<link rel="prev" href="{self.tpath(t, page - 1)}">'
        if page + 1 < n:
            head += f'<link rel="next" href="{self.tpath(t, page + 1)}">'
        wrapper = "lrc-thread" if self.themed else "topic-posts"
        body = (
            f'<div id="topic-title"><h1><a href="{self.tpath(t)}">{e(t.title)}</a></h1>'
            f'<div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList"><span itemprop="itemListElement"><a href="{self.cpath(f.id)}" class="badge-wrapper bullet" itemprop="item"><span itemprop="name">{e(f.name)}</span></a></span></div>'
            f'<div class="discourse-tags">{"".join(f"<a href={chr(34)}{B}/tag/{g}{chr(34)} class={chr(34)}discourse-tag{chr(34)}>{g}</a>" for g in t.tags)}</div></div>'
            f'<div itemscope itemtype="http://schema.org/DiscussionForumPosting"><meta itemprop="headline" content="{e(t.title)}">'
            f'<div class="{wrapper}">{posts}</div></div>'
            f'<div role="navigation" itemscope itemtype="http://schema.org/SiteNavigationElement" class="{"lrc-pager" if self.themed else "topic-body crawler-post"}">{nav}</div>'
        )
        return self.page(t.title, body, self.tpath(t, page), head)

    def short(self, r: Request) -> Response:
        assert r.match
        t = self.topic_by_id.get(int(r.match.group(1)))
        if t is None:
            return Response.not_found(r.url)
        return Response.redirect(
            self.origin + self.tpath(t) + (f"/{r.match.group(2)}" if r.match.group(2) else ""), 301
        )

    def user(self, r: Request) -> Response:
        assert r.match
        u = self.users.get(r.match.group(1))
        if u is None:
            return Response.not_found(r.url)
        ts = [t for t in self.board.topics() if t.posts[0].author is u]
        items = "".join(f'<li><a href="{self.tpath(t)}">{e(t.title)}</a></li>' for t in ts)
        return self.page(
            f"Profile - {u.name}",
            f'<h1>{e(u.name)}</h1><p>Joined {u.joined:%B %Y}</p><ul>{items}</ul><a href="{B}/u/{u.name}/summary">Summary</a>',
            f"{B}/u/{u.name}",
        )

    def tag(self, r: Request) -> Response:
        assert r.match
        g = r.match.group(1)
        ts = [t for t in self.board.topics() if g in t.tags]
        if not ts:
            return Response.not_found(r.url)
        return self.page(
            f"Topics tagged {g}",
            f"<h1>Topics tagged {e(g)}</h1>{self.topic_list(ts)}",
            f"{B}/tag/{g}",
        )

    def raw(self, r: Request) -> Response:
        assert r.match
        t = self.topic_by_id.get(int(r.match.group(1)))
        if t is None:
            return Response.not_found(r.url)
        return Response.text(
            "\n\n-------------------------\n\n".join("\n\n".join(p.paras) for p in t.posts)
        )

    def feed(self, r: Request) -> Response:
        return rss(
            "Lantern Radio Club - Latest posts",
            f"{self.origin}{B}/",
            [(t.title, self.origin + self.tpath(t), t.posts[-1].text) for t in self.board.topics()],
        )

    def latest_json(self, r: Request) -> Response:
        data = {
            "topic_list": {
                "topics": [
                    {"id": t.id, "slug": t.slug, "title": t.title} for t in self.board.topics()
                ]
            }
        }
        return Response.text(json.dumps(data), content_type="application/json; charset=utf-8")


def build(themed: bool = False) -> AppSite:
    host = "talk.lantern-radio.test" if themed else "www.lantern-radio.test"
    board = make_board(f"heldout2-discourse-{themed}")
    app = Discourse(host, board, themed)
    o = f"http://{host}"
    views = {f"{o}{B}/", f"{o}{B}/categories"} | {o + app.cpath(f.id) for f in board.forums}
    objects = []
    for t in board.topics():
        for i in range(pages(len(t.posts), PER_PAGE)):
            views.add(o + app.tpath(t, i))
        for k, p in enumerate(t.posts):
            objects.append(
                WebObject(
                    "discourse",
                    "post",
                    f"{t.id}/{k + 1}",
                    o + app.tpath(t, k // PER_PAGE),
                    p.author.name,
                    iso(p.date),
                    t.title if k == 0 else "",
                    p.text,
                )
            )
    return AppSite("discourse", host, [app.site], [f"{o}{B}/"], frozenset(views), objects, themed)
