"""A Discourse 3.2 forum as a crawler sees it: the server-rendered crawler view.

Discourse serves bots (and browsers without JavaScript) plain HTML instead of its Ember app;
this imitation always serves that crawler view.  URL scheme: / and /latest (topic list,
10 topics a page here, ?page=N counting from 0), /c/slug/ID (category lists, same paging),
/t/slug/ID (topic, 20 posts a page, ?page=N counting from 1).  Waste a guest is shown:
/t/slug/ID/N post-number URLs (from user pages and feeds; they render the page holding
post N), /t/ID (301 to the slug), /u/username (with /u/username/activity), /raw/ID and
/raw/ID/N (markdown), .json and .rss variants of topics, lists and categories, /posts.rss,
/categories, /top, /tags and /tag/x, /search, /login and /signup, /about, /guidelines,
/tos, /privacy, /uploads/ and /stylesheets/ assets; robots.txt is Discourse's default
(it disallows /u/, /search and the topic/category .rss feeds).  /raw/ is not linked from the
crawler view (the JavaScript app links it) but answers as on the real thing.
Content views: /latest and its pages, every category list page, every topic page.
Objects: every post (id = post number within its topic as "topicID/N", url = the topic page
holding it, title = the topic title for post 1, "" for replies).
The themed variant renders posts as article.crawler-entry/span.entry-author/
time.entry-time/div.cooked.
"""

from __future__ import annotations

import json
from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import (
    AppSite,
    Board,
    Forum,
    Post,
    Topic,
    WebObject,
    iso,
    make_board,
    pages,
    query,
)

HOST = "discuss.discourse-demo.test"
THEMED_HOST = "forum.lighthouse-discourse.test"
TOPICS_PER_PAGE = 10
POSTS_PER_PAGE = 20


# Discourse's default robots.txt (its Googlebot section left out)
ROBOTS = """# See http://www.robotstxt.org/robotstxt.html for documentation on how to use the robots.txt file
#
User-agent: *
Disallow: /admin/
Disallow: /auth/
Disallow: /assets/browser-update*.js
Disallow: /email/
Disallow: /session
Disallow: /user-api-key
Disallow: /*?api_key*
Disallow: /*?*api_key*
Disallow: /badges
Disallow: /u/
Disallow: /my
Disallow: /search
Disallow: /tag/*/l
Disallow: /g
Disallow: /t/*/*.rss
Disallow: /c/*.rss
"""


def _long(dt) -> str:  # noqa: ANN001
    return dt.strftime("%B %-d, %Y, %-I:%M%p").replace("AM", "am").replace("PM", "pm")


class Discourse:
    def __init__(self, host: str, board: Board, themed: bool) -> None:
        self.host = host
        self.o = f"http://{host}"
        self.board = board
        self.themed = themed
        self.topics = {t.id: t for t in board.topics()}
        self.users = {u.name: u for u in board.users}
        self.cats = {f.id: f for f in board.forums}

    def turl(self, t: Topic, page: int = 1) -> str:
        return f"/t/{t.slug}/{t.id}" + (f"?page={page}" if page > 1 else "")

    def curl(self, f: Forum) -> str:
        return f"/c/{f.slug}/{f.id}"

    def badge(self, f: Forum) -> str:
        return f"<a href='{self.curl(f)}' class='badge-wrapper bullet'><span class='badge-category-bg' style='background-color: #0088CC'></span><span class='badge-category clear-badge'><span class='category-name'>{escape(f.name)}</span></span></a>"

    def page(
        self, title: str, main: str, *, head: str = "", canonical: str = "", desc: str = ""
    ) -> str:
        o = self.o
        canon = f'<link rel="canonical" href="{o}{canonical}" />' if canonical else ""
        style = "lighthouse" if self.themed else "default"
        return f"""<!DOCTYPE html>
<html lang="en" class="desktop-view not-mobile-device text-size-normal anon">
<head>
<meta charset="utf-8">
<title>{escape(title)}</title>
<meta name="description" content="{escape(desc or "A community for keepers")}">
<meta name="generator" content="Discourse 3.2.0 - https://github.com/discourse/discourse version 4f6f5c2a1e9b3d7e8a6c5b4d3e2f1a0b9c8d7e6f">
<link rel="icon" type="image/png" href="{o}/uploads/default/optimized/1X/favicon_32x32.png">
<link rel="apple-touch-icon" type="image/png" href="{o}/uploads/default/optimized/1X/apple-touch-icon_180x180.png">
<meta name="theme-color" media="all" content="#ffffff">
<meta name="viewport" content="width=device-width, initial-scale=1.0, minimum-scale=1.0, user-scalable=yes, viewport-fit=cover">
{canon}
<link rel="search" type="application/opensearchdescription+xml" href="{o}/opensearch.xml" title="Keepers Discourse Search">
<link href="/stylesheets/color_definitions_base__1_a1b2c3.css?__ws={self.host}" media="all" rel="stylesheet" class="light-scheme"/>
<link href="/stylesheets/desktop_{style}_d4e5f6.css?__ws={self.host}" media="all" rel="stylesheet" data-target="desktop"/>
<link href="/stylesheets/crawler_{style}_a7b8c9.css?__ws={self.host}" media="all" rel="stylesheet" data-target="crawler"/>
{head}
<meta property="og:site_name" content="Keepers Discourse" />
<meta property="og:type" content="website" />
<meta property="og:title" content="{escape(title)}" />
</head>
<body class="crawler {"theme-lighthouse" if self.themed else ""}">
<header>
<a href="/"><img src="{o}/uploads/default/original/1X/logo.png" alt="Keepers Discourse" id="site-logo" style="max-width: 150px;"></a>
</header>
<div id="main-outlet" class="wrap" role="main">
{main}
</div>
<footer class="container wrap">
<nav class='crawler-nav'><ul>
<li itemscope itemtype='http://schema.org/SiteNavigationElement'><span itemprop='name'><a href='/' itemprop="url">Home </a></span></li>
<li itemscope itemtype='http://schema.org/SiteNavigationElement'><span itemprop='name'><a href='/categories' itemprop="url">Categories </a></span></li>
<li itemscope itemtype='http://schema.org/SiteNavigationElement'><span itemprop='name'><a href='/guidelines' itemprop="url">Guidelines </a></span></li>
<li itemscope itemtype='http://schema.org/SiteNavigationElement'><span itemprop='name'><a href='/tos' itemprop="url">Terms of Service </a></span></li>
<li itemscope itemtype='http://schema.org/SiteNavigationElement'><span itemprop='name'><a href='/privacy' itemprop="url">Privacy Policy </a></span></li>
</ul></nav>
<p class='powered-by-link'>Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p>
</footer>
</body>
</html>
"""

    def topic_list(
        self, topics: list[Topic], page: int, base: str, title: str, rss: str
    ) -> Response | None:
        n = pages(len(topics), TOPICS_PER_PAGE)
        if not 0 <= page < n:
            return None
        rows = []
        for i, t in enumerate(topics[page * TOPICS_PER_PAGE : (page + 1) * TOPICS_PER_PAGE]):
            f = self.board.forum_of(t)
            plinks = ""
            np = pages(len(t.posts), POSTS_PER_PAGE)
            if np > 1:
                plinks = (
                    " <span class='page-links'>("
                    + " ".join(f"<a href='{self.turl(t, k)}'>{k}</a>" for k in range(2, np + 1))
                    + ")</span>"
                )
            tags = "".join(f"<a href='/tag/{x}' class='discourse-tag'>{x}</a>" for x in t.tags)
            rows.append(f"""<tr class="topic-list-item">
<td class="main-link" itemprop='itemListElement' itemscope itemtype='http://schema.org/ListItem'>
<meta itemprop='position' content='{page * TOPICS_PER_PAGE + i + 1}'>
<span class="link-top-line"><a itemprop='url' href='{self.o}{self.turl(t)}' class='title raw-link raw-topic-link'>{escape(t.title)}</a>{plinks}</span>
<div class="link-bottom-line">{self.badge(f)}<div class="discourse-tags">{tags}</div></div>
</td>
<td class="replies"><span class='posts' title='posts'>{len(t.posts) - 1}</span></td>
<td class="views"><span class='views' title='views'>{t.views}</span></td>
<td>{t.posts[-1].date.strftime("%B %-d, %Y")}</td>
</tr>""")
        nav = ""
        sep = "&" if "?" in base else "?"
        if page > 0:
            nav += f"<span itemprop='name'><a href='{base}{sep}page={page - 1}' rel='prev' itemprop='url'>&larr; previous page</a></span>"
        if page < n - 1:
            nav += f"<span itemprop='name'><a href='{base}{sep}page={page + 1}' rel='next' itemprop='url'>next page &rarr;</a></span>"
        nav = (
            f"<div role='navigation' itemscope itemtype='http://schema.org/SiteNavigationElement' class=\"navigation\">{nav}</div>"
            if nav
            else ""
        )
        main = f"""<h1>{escape(title)}</h1>
<div class="topic-list-container" itemscope itemtype='http://schema.org/ItemList'>
<meta itemprop='itemListOrder' content='http://schema.org/ItemListOrderDescending'>
<table class='topic-list'><thead><tr><th>Topic</th><th></th><th class="replies">Replies</th><th class="views">Views</th><th>Activity</th></tr></thead>
<tbody>{"".join(rows)}</tbody></table>
</div>
{nav}"""
        head = f'<link rel="alternate" type="application/rss+xml" title="{escape(title)}" href="{self.o}{rss}" />'
        canon = base + (f"?page={page}" if page else "")
        return Response.html(
            self.page(f"{title} - Keepers Discourse", main, head=head, canonical=canon)
        )

    def post_html(self, t: Topic, p: Post, n: int) -> str:
        o = self.o
        likes = (p.id * 7) % 5
        like = (
            f'<div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter"><meta itemprop="interactionType" content="http://schema.org/LikeAction"/><meta itemprop="userInteractionCount" content="{likes}" /><span class=\'post-likes\'>{likes} Like{"s" if likes != 1 else ""}</span></div>'
            if likes
            else ""
        )
        body = "".join(f"<p>{escape(x)}</p>" for x in p.paras)
        scope = (
            "" if n == 1 else " itemprop='comment' itemscope itemtype='http://schema.org/Comment'"
        )
        if self.themed:
            return f"""<article id='reply_{n}'{scope} class='crawler-entry entry-{n}'>
<header class='entry-head'><span class='entry-author' itemprop='author' itemscope itemtype='http://schema.org/Person'><a itemprop='url' rel='nofollow' href='{o}/u/{p.author.name}'><b itemprop='name'>{escape(p.author.name)}</b></a></span>
<time class='entry-time' itemprop='datePublished' datetime='{iso(p.date)}'>{_long(p.date)}</time> <span class='entry-number'>#{n}</span></header>
<div class='cooked' itemprop='text'>{body}</div>
{like}
</article>
"""
        return f"""<div id='post_{n}'{scope} class='topic-body crawler-post'>
<div class='crawler-post-meta'>
<span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url" rel='nofollow' href='{o}/u/{p.author.name}'><span itemprop='name'>{escape(p.author.name)}</span></a></span>
<link itemprop="mainEntityOfPage" href="{o}{self.turl(t)}">
<span class="crawler-post-infos">
<time itemprop='datePublished' datetime='{iso(p.date)}' class='post-time'>{_long(p.date)}</time>
<meta itemprop='dateModified' content='{iso(p.date)}'>
<span itemprop='position'>{n}</span>
</span>
</div>
<div class='post' itemprop='text'>
{body}
</div>
{like}
</div>
"""

    def topic(self, t: Topic, page: int) -> Response:
        o = self.o
        f = self.board.forum_of(t)
        chunk = t.posts[(page - 1) * POSTS_PER_PAGE : page * POSTS_PER_PAGE]
        first = (page - 1) * POSTS_PER_PAGE
        posts = "".join(self.post_html(t, p, first + i + 1) for i, p in enumerate(chunk))
        n = pages(len(t.posts), POSTS_PER_PAGE)
        nav = ""
        navcls = "entry-pager" if self.themed else "topic-body crawler-post"
        if page > 1:
            nav += f'<span itemprop=\'name\'><b><a rel="prev" itemprop="url" href="{self.turl(t, page - 1) if page > 2 else self.turl(t)}">&larr; previous page</a></b></span> '
        if page < n:
            nav += f'<span itemprop=\'name\'><b><a rel="next" itemprop="url" href="{self.turl(t, page + 1)}">next page &rarr;</a></b></span>'
        nav = (
            f"<div role='navigation' itemscope itemtype='http://schema.org/SiteNavigationElement' class=\"{navcls}\">{nav}</div>"
            if nav
            else ""
        )
        related = "".join(
            f"<li><a href='{o}{self.turl(r)}'>{escape(r.title)}</a></li>"
            for r in f.topics
            if r is not t
        )[:2000]
        main = f"""<div id="topic-title">
<h1><a href="{self.turl(t)}">{escape(t.title)}</a></h1>
<div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList"><span itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><a href="{self.curl(f)}" class="badge-wrapper bullet" itemprop="item"><span class='badge-category-bg' style='background-color: #0088CC'></span><span class='badge-category clear-badge'><span class='category-name' itemprop='name'>{escape(f.name)}</span></span></a><meta itemprop="position" content="1" /></span></div>
<div class="topic-list-tags">{"".join(f"<a href='/tag/{x}' class='discourse-tag'>{x}</a>" for x in t.tags)}</div>
</div>
<div itemscope itemtype='http://schema.org/DiscussionForumPosting'>
<meta itemprop='headline' content='{escape(t.title)}'>
<link itemprop='url' href='{o}{self.turl(t)}'>
<meta itemprop='datePublished' content='{iso(t.posts[0].date)}'>
<meta itemprop='articleSection' content='{escape(f.name)}'>
<meta itemprop='keywords' content='{", ".join(t.tags)}'>
<div itemprop='publisher' itemscope itemtype="http://schema.org/Organization"><meta itemprop='name' content='Keepers Discourse'></div>
{posts}
{nav}
</div>
<div id="related-topics" class="more-topics__list " role="complementary" aria-labelledby="related-topics-title"><h3 id="related-topics-title" class="more-topics__list-title">Related topics</h3><div class="topic-list-container"><ul>{related}</ul></div></div>"""
        head = f"""<link rel="alternate nofollow" type="application/rss+xml" title="RSS feed of &#39;{escape(t.title)}&#39;" href="{o}/t/{t.slug}/{t.id}.rss" />
<meta property="og:url" content="{o}{self.turl(t)}" />
<meta property="article:published_time" content="{iso(t.posts[0].date)}" />"""
        return Response.html(
            self.page(
                f"{t.title} - {f.name} - Keepers Discourse",
                main,
                head=head,
                canonical=self.turl(t, page),
                desc=t.posts[0].text[:150],
            )
        )

    def user_page(self, name: str) -> Response:
        u = self.users[name]
        mine = [
            (t, i + 1, p)
            for t in self.topics.values()
            for i, p in enumerate(t.posts)
            if p.author is u
        ][-10:]
        items = "".join(
            f"<div class='user-stream-item'><a href='{self.o}/t/{t.slug}/{t.id}/{n}'>{escape(t.title)}</a> <time datetime='{iso(p.date)}'>{p.date.strftime('%B %-d, %Y')}</time><p>{escape(p.paras[0][:80])}</p></div>"
            for t, n, p in reversed(mine)
        )
        main = f"<div class='user-crawler'><img alt='' src='{self.o}/letter_avatar_proxy/v4/letter/{name[0]}/8e7dd6/45.png' class='avatar' title='{name}'><h2 class='username'>{name}</h2></div><p><a href='/u/{name}/activity'>Activity</a> <a href='/u/{name}/summary'>Summary</a></p><div class='user-activity'>{items}</div>"
        return Response.html(
            self.page(f"Profile - {name} - Keepers Discourse", main, canonical=f"/u/{name}")
        )

    def js(self, data: object) -> Response:
        return Response.text(json.dumps(data), content_type="application/json; charset=utf-8")

    def rss(self, title: str, items: list[tuple[str, str, Post]]) -> Response:
        xs = "".join(
            f'<item><title>{escape(ti)}</title><dc:creator><![CDATA[{p.author.name}]]></dc:creator><description><![CDATA[{p.text}]]></description><link>{self.o}{link}</link><pubDate>{p.date.strftime("%a, %d %b %Y %H:%M:%S +0000")}</pubDate><guid isPermaLink="false">{self.host}-post-{p.id}</guid></item>'
            for ti, link, p in items
        )
        return Response.text(
            f'<?xml version="1.0" encoding="UTF-8" ?><rss version="2.0" xmlns:discourse="http://www.discourse.org/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>{escape(title)}</title><link>{self.o}</link><generator>Discourse</generator>{xs}</channel></rss>',
            content_type="application/rss+xml; charset=utf-8",
        )

    def simple(self, title: str, text: str) -> Response:
        return Response.html(
            self.page(
                f"{title} - Keepers Discourse", f"<h1>{escape(title)}</h1><p>{escape(text)}</p>"
            )
        )

    def latest(self) -> list[Topic]:
        return sorted(self.topics.values(), key=lambda t: t.posts[-1].date, reverse=True)

    def handle(self, req: Request) -> Response:
        path, q = req.path, query(req)
        page = int(q["page"]) if q.get("page", "").isdigit() else None
        o = self.o
        if path.startswith(("/uploads/", "/letter_avatar_proxy/")):
            return Response.data(png(), "image/png")
        if path.startswith("/stylesheets/"):
            return Response.text("/* discourse */\n", content_type="text/css")
        if path == "/robots.txt":
            return Response.text(ROBOTS)
        if path in ("/", "/latest"):
            return self.topic_list(
                self.latest(), page or 0, "/latest", "Latest topics", "/latest.rss"
            ) or Response.not_found(req.url)
        if path == "/latest.rss" or path == "/posts.rss":
            return self.rss(
                "Keepers Discourse - Latest",
                [(t.title, self.turl(t), t.posts[0]) for t in self.latest()],
            )
        if path == "/latest.json":
            return self.js(
                {
                    "topic_list": {
                        "topics": [
                            {"id": t.id, "slug": t.slug, "title": t.title} for t in self.latest()
                        ]
                    }
                }
            )
        parts = path.strip("/").split("/")
        if parts[0] == "c" and len(parts) == 3:
            fid = parts[2].removesuffix(".rss").removesuffix(".json")
            f = self.cats.get(int(fid)) if fid.isdigit() else None
            if f is None or parts[1] != f.slug:
                return Response.not_found(req.url)
            topics = sorted(f.topics, key=lambda t: t.posts[-1].date, reverse=True)
            if parts[2].endswith(".rss"):
                return self.rss(f.name, [(t.title, self.turl(t), t.posts[0]) for t in topics])
            if parts[2].endswith(".json"):
                return self.js(
                    {"topic_list": {"topics": [{"id": t.id, "title": t.title} for t in topics]}}
                )
            return self.topic_list(
                topics, page or 0, self.curl(f), f.name, self.curl(f) + ".rss"
            ) or Response.not_found(req.url)
        if (
            parts[0] == "t"
            and len(parts) == 2
            and parts[1].isdigit()
            and int(parts[1]) in self.topics
        ):
            return Response.redirect(o + self.turl(self.topics[int(parts[1])]), 301)
        if parts[0] == "t" and len(parts) in (3, 4):
            last = parts[2]
            tid = last.split(".")[0]
            t = self.topics.get(int(tid)) if tid.isdigit() else None
            if t is None:
                return Response.not_found(req.url)
            if parts[1] != t.slug:
                return Response.redirect(o + "/".join(["/t", t.slug, *parts[2:]]), 301)
            if len(parts) == 3 and last.endswith(".json"):
                return self.js(
                    {
                        "id": t.id,
                        "title": t.title,
                        "post_stream": {
                            "posts": [
                                {
                                    "post_number": i + 1,
                                    "username": p.author.name,
                                    "created_at": iso(p.date),
                                    "cooked": "".join(f"<p>{x}</p>" for x in p.paras),
                                }
                                for i, p in enumerate(t.posts)
                            ]
                        },
                    }
                )
            if len(parts) == 3 and last.endswith(".rss"):
                return self.rss(
                    t.title,
                    [(t.title, f"/t/{t.slug}/{t.id}/{i + 1}", p) for i, p in enumerate(t.posts)],
                )
            if len(parts) == 4:
                if not parts[3].isdigit() or not 1 <= int(parts[3]) <= len(t.posts):
                    return self.topic(t, 1)  # Discourse clamps the post number
                return self.topic(t, (int(parts[3]) - 1) // POSTS_PER_PAGE + 1)
            p = page or 1
            if not 1 <= p <= pages(len(t.posts), POSTS_PER_PAGE):
                return Response.not_found(req.url)
            return self.topic(t, p)
        if (
            parts[0] == "raw"
            and len(parts) in (2, 3)
            and parts[1].isdigit()
            and int(parts[1]) in self.topics
        ):
            t = self.topics[int(parts[1])]
            if len(parts) == 3:
                k = int(parts[2]) if parts[2].isdigit() else 0
                if not 1 <= k <= len(t.posts):
                    return Response.not_found(req.url)
                return Response.text("\n\n".join(t.posts[k - 1].paras))
            return Response.text(
                "\n\n-------------------------\n\n".join(
                    f"{p.author.name} | {p.date.strftime('%Y-%m-%d %H:%M:%S UTC')} | #{i + 1}\n\n"
                    + "\n\n".join(p.paras)
                    for i, p in enumerate(t.posts)
                )
            )
        if parts[0] == "u" and len(parts) >= 2 and parts[1] in self.users:
            return self.user_page(parts[1])
        if parts[0] == "tag" and len(parts) == 2:
            topics = [t for t in self.latest() if parts[1] in t.tags]
            return self.topic_list(
                topics,
                page or 0,
                f"/tag/{parts[1]}",
                f"Topics tagged {parts[1]}",
                f"/tag/{parts[1]}.rss",
            ) or Response.not_found(req.url)
        if path == "/categories":
            items = "".join(
                f"<div class='category'><h2>{self.badge(f)}</h2><p>{escape(f.description)}</p></div>"
                for f in self.board.forums
            )
            return Response.html(
                self.page("Categories - Keepers Discourse", items, canonical="/categories")
            )
        if path == "/tags":
            tags = sorted({x for t in self.topics.values() for x in t.tags})
            return Response.html(
                self.page(
                    "Tags - Keepers Discourse",
                    "".join(f"<a href='/tag/{x}' class='discourse-tag'>{x}</a> " for x in tags),
                )
            )
        if path == "/top":
            return self.topic_list(
                sorted(self.topics.values(), key=lambda t: -t.views),
                0,
                "/top",
                "Top topics",
                "/top.rss",
            ) or Response.not_found(req.url)
        pages_ = {
            "/login": ("Log In", "Log in to Keepers Discourse."),
            "/signup": ("Sign Up", "Create your account."),
            "/about": ("About", "About Keepers Discourse."),
            "/guidelines": ("FAQ", "Community guidelines."),
            "/faq": ("FAQ", "Community guidelines."),
            "/tos": ("Terms of Service", "Terms of service."),
            "/privacy": ("Privacy Policy", "Privacy policy."),
            "/search": ("Search", "Search results."),
        }
        if path in pages_:
            return self.simple(*pages_[path])
        if path == "/opensearch.xml":
            return Response.text(
                f'<?xml version="1.0" encoding="UTF-8"?><OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"><ShortName>Keepers Discourse</ShortName><Url type="text/html" template="{o}/search?q={{searchTerms}}"/></OpenSearchDescription>',
                content_type="application/xml",
            )
        return Response.html(
            self.page(
                "Page Not Found - Keepers Discourse",
                "<div class='page-not-found'><h1 class='title'>Oops! That page doesn’t exist or is private.</h1></div>",
            ),
            404,
        )


def build(themed: bool = False) -> AppSite:
    host = THEMED_HOST if themed else HOST
    board = make_board("discourse-themed" if themed else "discourse", posts=(1, 45))
    app = Discourse(host, board, themed)
    site = Site(host, not_found=app.handle)
    o = app.o
    views = {f"{o}/latest"} | {
        f"{o}/latest?page={i}" for i in range(1, pages(len(app.topics), TOPICS_PER_PAGE))
    }
    for f in board.forums:
        views |= {
            o + app.curl(f) + (f"?page={i}" if i else "")
            for i in range(pages(len(f.topics), TOPICS_PER_PAGE))
        }
    objects = []
    for t in board.topics():
        for i, p in enumerate(t.posts):
            url = o + app.turl(t, i // POSTS_PER_PAGE + 1)
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
    return AppSite("discourse", host, [site], [f"{o}/latest"], frozenset(views), objects, themed)
