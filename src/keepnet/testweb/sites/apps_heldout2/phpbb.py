"""phpBB 3.2 with a third-party style, the board under /forum/, app.php routes.

Guests without the session cookie get `sid=` on every link.  Topics are viewed at
/forum/viewtopic.php?f=F&t=T (&start=N, 10 posts a page); the plain instance uses a
prosilver-derived third-party style ("Kinetic"-like), the themed one a custom style with
other markup for posts, author and date.
"""

from __future__ import annotations

import re
from datetime import datetime

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import (
    AppSite,
    Board,
    Post,
    Sessions,
    Topic,
    WebObject,
    iso,
    iso_offset,
    make_board,
    pages,
    query,
)
from keepnet.testweb.sites.apps_heldout2._common import add_assets, add_robots, atom, e, login_page

PER_PAGE = 10
BASE = "/forum"


def _shown(dt: datetime) -> str:
    return f"{dt:%a %b %d, %Y} {dt.hour % 12 or 12}:{dt:%M} {dt:%p}".replace("AM", "am").replace(
        "PM", "pm"
    )


class PhpBB:
    def __init__(self, host: str, board: Board, themed: bool) -> None:
        self.host, self.board, self.themed = host, board, themed
        self.site = Site(host)
        add_assets(self.site, [f"{BASE}/styles/", f"{BASE}/assets/", f"{BASE}/images/"])
        self.sessions = Sessions(host, "phpbb3_k8x2m_sid", "sid")
        self.topic_by_id = {t.id: t for t in board.topics()}
        self.post_at: dict[int, tuple[Topic, int]] = {}
        for t in board.topics():
            for i, p in enumerate(t.posts):
                self.post_at[p.id] = (t, i // PER_PAGE)
        self.users = {u.id: u for u in board.users}
        add_robots(self.site, [f"{BASE}/ucp.php", f"{BASE}/posting.php", f"{BASE}/search.php"])
        self.site.route(f"{BASE}/")(self.index)
        self.site.route(f"{BASE}/index.php")(self.index)
        self.site.route(f"{BASE}/viewforum.php")(self.viewforum)
        self.site.route(f"{BASE}/viewtopic.php")(self.viewtopic)
        self.site.route(f"{BASE}/posting.php")(self.wall)
        self.site.route(f"{BASE}/memberlist.php")(self.memberlist)
        self.site.route(f"{BASE}/ucp.php")(self.ucp)
        self.site.route(f"{BASE}/search.php")(self.search)
        self.site.route(f"{BASE}/viewonline.php")(self.viewonline)
        self.site.route(f"{BASE}/app.php/feed")(self.feed)
        self.site.route(f"{BASE}/app.php/feed/topics")(self.feed)
        self.site.route(f"{BASE}/app.php/help/faq")(self.faq)
        self.site.route(f"{BASE}/app.php/help/bbcode")(self.faq)
        self.site.route(re.compile(rf"{BASE}/app\.php/feed/topic/(\d+)"))(self.feed)
        self.site.route(re.compile(rf"{BASE}/app\.php/feed/forum/(\d+)"))(self.feed)
        self.site.route(re.compile(rf"{BASE}/app\.php/post/(\d+)/report"))(self.wall)
        self.site.route("/")(lambda r: Response.redirect(f"http://{host}{BASE}/", 301))

    # -- urls
    def link(self, path: str, sid: str) -> str:
        if not sid:
            return e(f"{BASE}/{path}")
        sep = "&" if "?" in path else "?"
        frag = ""
        if "#" in path:
            path, frag = path.split("#", 1)
            frag = "#" + frag
        return e(f"{BASE}/{path}{sep}sid={sid}{frag}")

    def topic_path(self, t: Topic, page: int) -> str:
        f = self.board.forum_of(t)
        return f"viewtopic.php?f={f.id}&t={t.id}" + (f"&start={page * PER_PAGE}" if page else "")

    def forum_path(self, fid: int) -> str:
        return f"viewforum.php?f={fid}"

    # -- chrome
    def page(
        self, title: str, body: str, sid: str, headers: list[tuple[str, str]], canonical: str = ""
    ) -> Response:
        L = lambda p: self.link(p, sid)  # noqa: E731
        style = "custom-harbourline" if self.themed else "kinetic"
        canon = (
            f'<link rel="canonical" href="http://{self.host}{BASE}/{e(canonical)}">'
            if canonical
            else ""
        )
        html = f"""<!DOCTYPE html>
<html dir="ltr" lang="en-gb"><head><meta charset="utf-8">
<title>{e(title)} - Copper Canal Makers</title>
<link href="{BASE}/styles/{style}/theme/stylesheet.css?assets_version=14" rel="stylesheet">
<link rel="alternate" type="application/atom+xml" title="Feed" href="{BASE}/app.php/feed">
{canon}</head>
<body id="phpbb" class="nojs notouch section-{e(title[:10].lower().replace(" ", "-"))} ltr">
<div id="wrap" class="wrap">
<div class="headerbar" role="banner"><h1><a href="{L("index.php")}">Copper Canal Makers</a></h1>
<p class="skiplink"><a href="#start_here">Skip to content</a></p></div>
<div class="navbar" role="navigation"><ul id="nav-main" class="nav-main linklist">
<li><a href="{L("app.php/help/faq")}" rel="help">FAQ</a></li>
<li><a href="{L("search.php?search_id=unanswered")}">Unanswered topics</a></li>
<li><a href="{L("search.php?search_id=active_topics")}">Active topics</a></li>
<li><a href="{L("search.php")}">Search</a></li>
<li><a href="{L("ucp.php?mode=login")}">Login</a></li>
<li><a href="{L("ucp.php?mode=register")}">Register</a></li></ul></div>
<div id="page-body" class="page-body" role="main">
{body}
</div>
<div id="page-footer" class="page-footer" role="contentinfo">
<a href="{L("viewonline.php")}">Who is online</a> &bull; <a href="{L("memberlist.php?mode=team")}">The team</a>
<a href="{L("ucp.php?mode=delete_cookies")}">Delete cookies</a>
<div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited
<br>Style by Kinetic Themes</div></div></div></body></html>
"""
        return Response.html(html, headers=headers)

    # -- views
    def index(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        rows = []
        for f in self.board.forums:
            last = f.topics[-1].posts[-1]
            rows.append(
                f'<li class="row"><dl class="row-item forum_read"><dt><a href="{self.link(self.forum_path(f.id), sid)}" class="forumtitle">{e(f.name)}</a>'
                f'<br>{e(f.description)}</dt><dd class="topics">{len(f.topics)}</dd>'
                f'<dd class="lastpost">by {e(last.author.name)} <a href="{self.link(f"viewtopic.php?p={last.id}#p{last.id}", sid)}">View the latest post</a></dd></dl></li>'
            )
        body = f'<h2 class="forum-title">Board index</h2><div class="forabg"><ul class="topiclist forums">{"".join(rows)}</ul></div>'
        return self.page("Index page", body, sid, h, "index.php")

    def viewforum(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        qs = query(r)
        f = next((f for f in self.board.forums if str(f.id) == qs.get("f")), None)
        if f is None:
            return Response.html(
                login_page(
                    "Information",
                    f"{BASE}/ucp.php?mode=login",
                    "The requested forum does not exist.",
                ),
                404,
            )
        rows = []
        for t in f.topics:
            n = pages(len(t.posts), PER_PAGE)
            pg = "".join(
                f' <a class="button" href="{self.link(self.topic_path(t, i), sid)}">{i + 1}</a>'
                for i in range(1, n)
            )
            rows.append(
                f'<li class="row"><dl class="row-item topic_read"><dt><a href="{self.link(self.topic_path(t, 0), sid)}" class="topictitle">{e(t.title)}</a>'
                f'<div class="pagination">{pg}</div> by <a href="{self.link(f"memberlist.php?mode=viewprofile&u={t.posts[0].author.id}", sid)}" class="username">{e(t.posts[0].author.name)}</a></dt>'
                f'<dd class="posts">{len(t.posts) - 1}</dd><dd class="views">{t.views}</dd>'
                f'<dd class="lastpost"><a href="{self.link(f"viewtopic.php?p={t.posts[-1].id}#p{t.posts[-1].id}", sid)}">Go to last post</a></dd></dl></li>'
            )
        body = (
            f'<h2 class="forum-title"><a href="{self.link(self.forum_path(f.id), sid)}">{e(f.name)}</a></h2><p>{e(f.description)}</p>'
            f'<div class="action-bar"><a href="{self.link(f"posting.php?mode=post&f={f.id}", sid)}" class="button">New Topic</a>'
            f'<a href="{self.link(f"app.php/feed/forum/{f.id}", sid)}">Feed</a></div>'
            f'<div class="forumbg"><ul class="topiclist topics">{"".join(rows)}</ul></div>'
        )
        return self.page(f.name, body, sid, h, self.forum_path(f.id))

    def render_post(self, t: Topic, p: Post, sid: str) -> str:
        L = lambda path: self.link(path, sid)  # noqa: E731
        f = self.board.forum_of(t)
        paras = "<br><br>".join(e(x) for x in p.paras)
        prof = L(f"memberlist.php?mode=viewprofile&u={p.author.id}")
        actions = (
            f'<a href="{L(f"posting.php?mode=quote&f={f.id}&p={p.id}")}" title="Reply with quote">Quote</a> '
            f'<a href="{L(f"app.php/post/{p.id}/report")}" title="Report this post">Report</a>'
        )
        perma = L(f"viewtopic.php?p={p.id}#p{p.id}")
        if self.themed:
            return (
                f'<section class="hl-message" data-message="{p.id}" id="msg-{p.id}">'
                f'<aside class="hl-poster"><a href="{prof}" class="hl-poster-name">{e(p.author.name)}</a>'
                f"<small>Joined {p.author.joined:%b %Y}</small></aside>"
                f'<header class="hl-message-head"><h3><a href="{perma}">{e(p.title)}</a></h3>'
                f'<span class="hl-stamp" title="{iso_offset(p.date)}">{_shown(p.date)}</span><nav class="hl-tools">{actions}</nav></header>'
                f'<div class="hl-message-text">{paras}</div></section>'
            )
        return (
            f'<div id="p{p.id}" class="post has-profile bg{1 + p.id % 2}"><div class="inner">'
            f'<dl class="postprofile" id="profile{p.id}"><dt class="has-profile-rank"><a href="{prof}" class="username">{e(p.author.name)}</a></dt>'
            f'<dd class="profile-joined"><strong>Joined:</strong> {p.author.joined:%a %b %d, %Y}</dd></dl>'
            f'<div class="postbody"><div id="post_content{p.id}"><h3><a href="{perma}">{e(p.title)}</a></h3>'
            f'<ul class="post-buttons">{actions}</ul>'
            f'<p class="author"><a class="unread" href="{perma}" title="Post">Post</a> <span class="responsive-hide">by <strong><a href="{prof}" class="username">{e(p.author.name)}</a></strong> &raquo; </span>'
            f'<time datetime="{iso_offset(p.date)}">{_shown(p.date)}</time></p>'
            f'<div class="content">{paras}</div></div></div>'
            f'<div class="back2top"><a href="#top" class="top" title="Top">Top</a></div></div></div><hr class="divider">'
        )

    def viewtopic(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        qs = query(r)
        t: Topic | None = None
        page = 0
        if qs.get("p", "").isdigit() and int(qs["p"]) in self.post_at:
            t, page = self.post_at[int(qs["p"])]
        elif qs.get("t", "").isdigit():
            t = self.topic_by_id.get(int(qs["t"]))
            if t is not None and qs.get("view") in ("next", "previous"):
                ids = sorted(self.topic_by_id)
                i = ids.index(t.id) + (1 if qs["view"] == "next" else -1)
                if not 0 <= i < len(ids):
                    return self.page(
                        "Information", "<p>There are no new topics in this forum.</p>", sid, h
                    )
                t = self.topic_by_id[ids[i]]
            start = qs.get("start", "0")
            if not start.isdigit() or int(start) % PER_PAGE:
                t = None
            else:
                page = int(start) // PER_PAGE
        if t is None or page >= pages(len(t.posts), PER_PAGE):
            return Response.html(
                login_page(
                    "Information",
                    f"{BASE}/ucp.php?mode=login",
                    "The requested topic does not exist.",
                ),
                404,
            )
        f = self.board.forum_of(t)
        if qs.get("view") == "print":
            posts = "".join(
                f'<div class="post"><h3>{e(p.title)}</h3><div class="date">Posted: {_shown(p.date)}</div><div class="author">by {e(p.author.name)}</div><div class="content">{"<br>".join(e(x) for x in p.paras)}</div></div>'
                for p in t.posts
            )
            return Response.html(
                f'<!DOCTYPE html><html><head><title>{e(t.title)} - Print view</title></head><body id="phpbb">{posts}</body></html>',
                headers=h,
            )
        n = pages(len(t.posts), PER_PAGE)
        pag = "".join(
            f'<li class="active"><span>{i + 1}</span></li>'
            if i == page
            else f'<li><a class="button" href="{self.link(self.topic_path(t, i), sid)}">{i + 1}</a></li>'
            for i in range(n)
        )
        posts = "".join(
            self.render_post(t, p, sid) for p in t.posts[page * PER_PAGE : (page + 1) * PER_PAGE]
        )
        L = lambda path: self.link(path, sid)  # noqa: E731
        body = (
            f'<h2 class="topic-title"><a href="{L(self.topic_path(t, 0))}">{e(t.title)}</a></h2>'
            f'<div class="action-bar bar-top"><a href="{L(f"posting.php?mode=reply&f={f.id}&t={t.id}")}" class="button">Post Reply</a>'
            f'<a href="{L(f"viewtopic.php?f={f.id}&t={t.id}&view=print")}" title="Print view">Print view</a>'
            f'<div class="pagination">{len(t.posts)} posts <ul>{pag}</ul></div></div>'
            f"{posts}"
            f'<div class="action-bar bar-bottom"><div class="pagination"><ul>{pag}</ul></div></div>'
            f'<p><a href="{L(f"viewtopic.php?f={f.id}&t={t.id}&view=previous")}">Previous topic</a> &bull; '
            f'<a href="{L(f"viewtopic.php?f={f.id}&t={t.id}&view=next")}">Next topic</a> &bull; '
            f'<a href="{L(self.forum_path(f.id))}" accesskey="r">Return to &ldquo;{e(f.name)}&rdquo;</a> &bull; '
            f'<a href="{L(f"app.php/feed/topic/{t.id}")}">Topic feed</a></p>'
        )
        return self.page(t.title, body, sid, h, self.topic_path(t, page))

    def wall(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        body = login_page(
            "Login", f"{BASE}/ucp.php?mode=login", "You need to login in order to do this."
        )
        return Response.html(body, headers=h)

    def memberlist(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        qs = query(r)
        if qs.get("mode") == "team":
            return self.page("The team", "<h2>The team</h2><p>Administrators: admin</p>", sid, h)
        return Response.html(
            login_page(
                "Login",
                f"{BASE}/ucp.php?mode=login",
                "The board requires you to be registered and logged in to view profiles.",
            ),
            headers=h,
        )

    def ucp(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        mode = query(r).get("mode", "")
        if mode == "register":
            return self.page(
                "Register",
                "<h2>Registration - Board terms</h2><p>By accessing this board you agree to the terms.</p>",
                sid,
                h,
            )
        if mode == "delete_cookies":
            return self.page("Information", "<p>Cookies successfully deleted.</p>", sid, h)
        return self.page(
            "Login",
            f'<h2>Login</h2><form method="post" action="{BASE}/ucp.php?mode=login"><input name="username"><input name="password" type="password"></form>',
            sid,
            h,
        )

    def search(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        sid_ = query(r).get("search_id", "")
        if sid_ in ("unanswered", "active_topics"):
            ts = [t for t in self.board.topics() if sid_ == "active_topics" or len(t.posts) == 1]
            items = "".join(
                f'<li><a href="{self.link(self.topic_path(t, 0), sid)}" class="topictitle">{e(t.title)}</a></li>'
                for t in ts
            )
            return self.page(
                "Search results",
                f'<h2>Search found {len(ts)} matches</h2><ul class="topiclist">{items}</ul>',
                sid,
                h,
            )
        return self.page(
            "Search",
            f'<h2>Search</h2><form method="get" action="{BASE}/search.php"><input name="keywords"></form>',
            sid,
            h,
        )

    def viewonline(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        return self.page(
            "Who is online",
            "<h2>Who is online</h2><p>In total there is 1 user online :: 0 registered, 0 hidden and 1 guest</p>",
            sid,
            h,
        )

    def faq(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        return self.page(
            "FAQ",
            "<h2>Frequently Asked Questions</h2><p>Why can’t I login? There are several reasons why this could occur.</p>",
            sid,
            h,
        )

    def feed(self, r: Request) -> Response:
        items = [
            (p.title, f"http://{self.host}{BASE}/viewtopic.php?p={p.id}#p{p.id}", p.text)
            for p in self.board.posts()[-15:]
        ]
        resp = atom("Copper Canal Makers", f"http://{self.host}{BASE}/index.php", items)
        return resp


def build(themed: bool = False) -> AppSite:
    host = "bbs.copper-canal.test" if themed else "makers.copper-canal.test"
    board = make_board(f"heldout2-phpbb-{themed}", first_post_id=41 if themed else 7)
    app = PhpBB(host, board, themed)
    origin = f"http://{host}{BASE}/"
    views = {origin + "index.php"}
    views |= {origin + app.forum_path(f.id) for f in board.forums}
    objects = []
    for t in board.topics():
        for i in range(pages(len(t.posts), PER_PAGE)):
            views.add(origin + app.topic_path(t, i))
        for k, p in enumerate(t.posts):
            objects.append(
                WebObject(
                    "phpbb",
                    "post",
                    str(p.id),
                    origin + app.topic_path(t, k // PER_PAGE),
                    p.author.name,
                    iso(p.date),
                    p.title,
                    p.text,
                )
            )
    return AppSite(
        "phpbb", host, [app.site], [origin + "index.php"], frozenset(views), objects, themed
    )
