"""phpBB 3.0.14 with the subsilver2 style (and a re-themed instance), for held-out grading.

URL scheme as phpBB 3.0 serves it: index.php, viewforum.php?f=, viewtopic.php?f=&t=
(&start= in steps of the posts-per-page setting), viewtopic.php?p=N#pN permalinks,
posting.php (reply/quote, a login wall for guests), report.php, memberlist.php, ucp.php,
search.php, faq.php, feed.php, view=print / view=previous / view=next.  Cookieless guests get
a sid= on every link.
"""

from __future__ import annotations

import re
from html import escape as h

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import (
    AppSite,
    Board,
    Post,
    Sessions,
    Topic,
    WebObject,
    iso,
    make_board,
    pages,
    query,
)

PER_PAGE = 10
RENAME = {
    "tablebg": "k-grid",
    "row1": "k-odd",
    "row2": "k-even",
    "gensmall": "k-small",
    "gen": "k-text",
    "genmed": "k-med",
    "forumlink": "k-forum",
    "topictitle": "k-topic",
    "topicdetails": "k-detail",
    "nav": "k-nav",
    "breadcrumbs": "k-crumbs",
    "copyright": "k-copy",
    "titles": "k-title",
    "forumdesc": "k-desc",
    "profile": "k-profile",
}
COOKIE = "phpbb3_q7h2k_sid"


def printed(dt) -> str:  # noqa: ANN001
    """phpBB 3.0's default date format "D M d, Y g:i a"."""
    return dt.strftime("%a %b %d, %Y ") + dt.strftime("%I:%M %p").lstrip("0").lower()


class PhpBB30:
    def __init__(self, host: str, board: Board, themed: bool) -> None:
        self.host, self.board, self.themed = host, board, themed
        self.sessions = Sessions(host, COOKIE, "sid")
        self.site = Site(host)
        self.topics = {t.id: t for t in board.topics()}
        self.posts = {p.id: (t, p) for t in board.topics() for p in t.posts}
        self.users = {u.id: u for u in board.users}
        self._routes()

    # -- links
    def link(self, sid: str, path: str) -> str:
        path, hash_, frag = path.partition("#")
        if sid:
            path += ("&" if "?" in path else "?") + f"sid={sid}"
        return "./" + path.replace("&", "&amp;") + hash_ + frag

    def page(self, req: Request, title: str, body: str, canonical: str = "") -> Response:
        sid, headers = self.sessions.for_request(req)
        body = re.sub(r'href="@([^"]*)"', lambda m: f'href="{self.link(sid, m.group(1))}"', body)
        L = lambda p: self.link(sid, p)  # noqa: E731
        style = "kestrel" if self.themed else "subsilver2"
        nav = (
            f'<a href="{L("faq.php")}">FAQ</a> <a href="{L("search.php")}">Search</a> '
            f'<a href="{L("memberlist.php")}">Members</a> '
            f'<a href="{L("ucp.php?mode=register")}">Register</a> '
            f'<a href="{L("ucp.php?mode=login")}">Login</a>'
        )
        canon = ""  # phpBB 3.0 prints no rel=canonical (`canonical` is kept for reference)
        del canonical
        html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en-gb" xml:lang="en-gb">
<head><meta http-equiv="content-type" content="text/html; charset=UTF-8" />
<title>Harbour Makers &bull; {h(title)}</title>{canon}
<link rel="alternate" type="application/atom+xml" title="Feed - Harbour Makers" href="{L("feed.php")}" />
<link rel="stylesheet" href="./style.php?id=2&amp;lang=en" type="text/css" />
<script type="text/javascript" src="./styles/{style}/template/forum_fn.js"></script></head>
<body class="ltr"><a name="top"></a>
<div id="wrapheader"><div id="logodesc"><h1>Harbour Makers</h1><span class="gen">A board for people who build things by the water</span></div>
<div id="menubar"><table width="100%" cellspacing="0"><tr><td class="genmed">{nav}</td></tr></table></div>
<div id="datebar"><span class="gensmall">It is currently Mon Jan 15, 2024 9:00 am</span></div></div>
<div id="wrapcentre">
<p class="breadcrumbs"><a href="{L("index.php")}">Board index</a></p>
{body}
<div id="wrapfooter"><span class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Group</span></div>
</div></body></html>"""
        if self.themed:  # the custom style renames the prosilver/subsilver2 classes too
            html = re.sub(
                r'class="([^"]*)"',
                lambda m: 'class="' + " ".join(RENAME.get(c, c) for c in m.group(1).split()) + '"',
                html,
            )
        return Response.html(html, headers=headers)

    def login(self, req: Request) -> Response:
        body = """<form action="@ucp.php?mode=login" method="post"><table class="tablebg" width="100%" cellspacing="1">
<tr><th colspan="2">Please login</th></tr>
<tr><td class="row1"><b class="gensmall">The board requires you to be registered and logged in to view this page.</b></td></tr>
<tr><td class="row2">Username: <input type="text" name="username" /> Password: <input type="password" name="password" />
<a href="@ucp.php?mode=sendpassword">I forgot my password</a></td></tr></table></form>"""
        return self.page(req, "Login", body)

    # -- views
    def index(self, req: Request) -> Response:
        rows = []
        for f in self.board.forums:
            last = f.topics[-1].posts[-1]
            rows.append(
                f'<tr><td class="row1"><a class="forumlink" href="@viewforum.php?f={f.id}">{h(f.name)}</a>'
                f'<p class="forumdesc">{h(f.description)}</p></td>'
                f'<td class="row2" align="center"><p class="topicdetails">{len(f.topics)}</p></td>'
                f'<td class="row2"><p class="topicdetails">{printed(last.date)}</p>'
                f'<a href="@memberlist.php?mode=viewprofile&u={last.author.id}">{h(last.author.name)}</a> '
                f'<a href="@viewtopic.php?f={f.id}&p={last.id}#p{last.id}">View the latest post</a></td></tr>'
            )
        body = (
            '<table class="tablebg" width="100%" cellspacing="1"><tr><th colspan="2">Forum</th>'
            "<th>Topics</th><th>Last post</th></tr>" + "".join(rows) + "</table>"
            '<p><a href="@viewonline.php">Who is online</a> <a href="@search.php?search_id=unanswered">View unanswered posts</a>'
            ' <a href="@search.php?search_id=active_topics">View active topics</a></p>'
        )
        return self.page(req, "Index page", body, f"http://{self.host}/index.php")

    def viewforum(self, req: Request) -> Response:
        q = query(req)
        f = next((f for f in self.board.forums if str(f.id) == q.get("f")), None)
        if f is None or q.get("start", "0") != "0":
            return self.error(req, "The forum you selected does not exist.")
        rows = []
        for t in f.topics:
            np = pages(len(t.posts), PER_PAGE)
            pg = (
                " ".join(
                    f'<a href="@viewtopic.php?f={f.id}&t={t.id}&start={i * PER_PAGE}">{i + 1}</a>'
                    for i in range(np)
                )
                if np > 1
                else ""
            )
            rows.append(
                f'<tr><td class="row1"><a href="@viewtopic.php?f={f.id}&t={t.id}" class="topictitle">{h(t.title)}</a>'
                f' <p class="gensmall">[ Goto page: {pg} ]</p></td>'
                f'<td class="row2"><a href="@memberlist.php?mode=viewprofile&u={t.posts[0].author.id}">{h(t.posts[0].author.name)}</a></td>'
                f'<td class="row1">{len(t.posts) - 1}</td><td class="row2">{t.views}</td>'
                f'<td class="row1"><a href="@viewtopic.php?f={f.id}&p={t.posts[-1].id}#p{t.posts[-1].id}">{printed(t.posts[-1].date)}</a></td></tr>'
            )
        body = (
            f'<h2><a href="@viewforum.php?f={f.id}">{h(f.name)}</a></h2>'
            f'<a href="@posting.php?mode=post&f={f.id}">Post new topic</a>'
            '<table class="tablebg" width="100%" cellspacing="1"><tr><th>Topics</th><th>Author</th>'
            "<th>Replies</th><th>Views</th><th>Last post</th></tr>" + "".join(rows) + "</table>"
            f'<a href="@feed.php?f={f.id}">Feed</a> <a href="@search.php?fid%5B%5D={f.id}">Search this forum</a>'
        )
        return self.page(
            req, f"View forum - {f.name}", body, f"http://{self.host}/viewforum.php?f={f.id}"
        )

    def post_html(self, f: int, t: Topic, p: Post) -> str:
        u = p.author
        body = (
            "".join(f"<p>{h(x)}</p>" for x in p.paras)
            if self.themed
            else "<br /><br />".join(h(x) for x in p.paras)
        )
        actions = (
            f'<a href="@posting.php?mode=quote&f={f}&p={p.id}">Quote</a> '
            f'<a href="@report.php?f={f}&p={p.id}">Report this post</a> '
            f'<a href="@memberlist.php?mode=viewprofile&u={u.id}">Profile</a> '
            f'<a href="@ucp.php?i=pm&mode=compose&action=quotepost&p={p.id}">PM</a>'
        )
        if self.themed:
            return f"""<section class="msg-card" id="msg{p.id}">
<header class="msg-head"><h3 class="msg-subject"><a href="#p{p.id}">{h(p.title)}</a></h3>
<span class="msg-by">by <a href="@memberlist.php?mode=viewprofile&u={u.id}" class="msg-who">{h(u.name)}</a></span>
<a class="msg-link" href="@viewtopic.php?p={p.id}#p{p.id}"><span class="msg-when">{printed(p.date)}</span></a></header>
<a name="p{p.id}"></a><div class="msg-text">{body}</div>
<footer class="msg-tools">{actions} <a href="#top">Top</a></footer></section>"""
        return f"""<table class="tablebg" width="100%" cellspacing="1">
<tr><td class="row1" width="150" align="left"><a name="p{p.id}"></a><b class="postauthor">{h(u.name)}</b></td>
<td class="gensmall" width="100%"><div style="float: left;">&nbsp;<b>Post subject:</b> <a href="#p{p.id}">{h(p.title)}</a></div>
<div style="float: right;"><a href="@viewtopic.php?p={p.id}#p{p.id}"><img src="./styles/subsilver2/imageset/icon_post_target.gif" width="12" height="9" alt="Post" title="Post" /></a><b>Posted:</b> {printed(p.date)}&nbsp;</div></td></tr>
<tr class="row1"><td valign="top" class="profile"><span class="postdetails"><b>Joined:</b> {u.joined.strftime("%a %b %d, %Y")}<br /></span></td>
<td valign="top"><table width="100%" cellspacing="5"><tr><td><div class="postbody">{body}</div></td></tr></table></td></tr>
<tr class="row1"><td class="profile"><strong><a href="#wrapheader">Top</a></strong></td><td><div class="gensmall" style="float: right;">{actions}</div></td></tr>
</table>"""

    def viewtopic(self, req: Request) -> Response:
        q = query(req)
        if "p" in q:
            if not q["p"].isdigit() or int(q["p"]) not in self.posts:
                return self.error(req, "The requested post does not exist.")
            t, p = self.posts[int(q["p"])]
            start = t.posts.index(p) // PER_PAGE * PER_PAGE
        else:
            found = self.topics.get(int(q["t"])) if q.get("t", "").isdigit() else None
            if found is None:
                return self.error(req, "The requested topic does not exist.")
            t = found
            start = int(q.get("start", "0") or 0) if q.get("start", "0").isdigit() else -1
            if start % PER_PAGE or start < 0 or start >= len(t.posts):
                start = 0
        f = self.board.forum_of(t)
        view = q.get("view", "")
        if view in ("next", "previous"):
            i = f.topics.index(t) + (1 if view == "next" else -1)
            if not 0 <= i < len(f.topics):
                msg = "There are no newer topics" if view == "next" else "There are no older topics"
                return self.error(req, msg + " in this forum.")
            t, start = f.topics[i], 0
        if view == "print":
            posts = "".join(
                f'<div class="post"><h3>{h(p.title)}</h3><div class="date">Posted: <strong>{printed(p.date)}</strong></div>'
                f'<div class="author">by <strong>{h(p.author.name)}</strong></div><div class="content">{"<br />".join(h(x) for x in p.paras)}</div></div><hr />'
                for p in t.posts
            )
            html = f'<!DOCTYPE html><html><head><title>Harbour Makers &bull; View topic - {h(t.title)}</title><meta name="robots" content="noindex" /></head><body><div id="wrap"><h1>{h(t.title)}</h1>{posts}</div></body></html>'
            return Response.html(html)
        base = f"viewtopic.php?f={f.id}&t={t.id}"
        np = pages(len(t.posts), PER_PAGE)
        canonical = f"http://{self.host}/{base}" + (f"&start={start}" if start else "")
        pager = (
            "Goto page "
            + " ".join(
                f'<a href="@{base}' + (f"&start={i * PER_PAGE}" if i else "") + f'">{i + 1}</a>'
                for i in range(np)
            )
            if np > 1
            else ""
        )
        posts = "".join(self.post_html(f.id, t, p) for p in t.posts[start : start + PER_PAGE])
        body = f"""<div id="pageheader"><h2><a class="titles" href="@{base}">{h(t.title)}</a></h2></div>
<p class="breadcrumbs"><a href="@viewforum.php?f={f.id}">{h(f.name)}</a></p>
<table width="100%" cellspacing="1"><tr><td align="left"><a href="@posting.php?mode=reply&f={f.id}&t={t.id}">Post a reply</a></td>
<td class="nav">Page <strong>{start // PER_PAGE + 1}</strong> of <strong>{np}</strong> [ {len(t.posts)} posts ] {pager}</td></tr></table>
<p class="gensmall"><a href="@{base}&view=print" title="Print view">Print view</a> <a href="@{base}&view=previous">Previous topic</a> | <a href="@{base}&view=next">Next topic</a>
<a href="@memberlist.php?mode=email&t={t.id}">E-mail friend</a> <a href="@viewtopic.php?uid=1&f={f.id}&t={t.id}&watch=topic&start={start}">Subscribe topic</a>
<a href="@bookmark.php?t={t.id}">Bookmark topic</a></p>
{posts}
<form method="post" action="@{base}&start={start}"><span class="gensmall">Display posts from previous:</span>
<select name="st"><option value="0">All posts</option><option value="7">1 week</option></select>
<select name="sd"><option value="a">Ascending</option><option value="d">Descending</option></select></form>
<p>{pager}</p>"""
        return self.page(req, f"View topic - {t.title}", body, canonical)

    def error(self, req: Request, msg: str) -> Response:
        r = self.page(
            req,
            "Information",
            f'<table class="tablebg" width="100%"><tr><th>Information</th></tr><tr><td class="row1"><p class="gen">{h(msg)}</p></td></tr></table>',
        )
        return r.with_(status=404)

    def profile(self, req: Request) -> Response:
        q = query(req)
        mode = q.get("mode", "")
        if mode == "viewprofile" and q.get("u", "").isdigit() and int(q["u"]) in self.users:
            u = self.users[int(q["u"])]
            n = sum(p.author is u for p in self.posts_all())
            return self.page(
                req,
                f"Viewing profile - {u.name}",
                f'<h2>Viewing profile - {h(u.name)}</h2><table class="tablebg"><tr><td class="row1">Joined: {u.joined.strftime("%a %b %d, %Y")}</td></tr><tr><td>Total posts: {n} <a href="@search.php?author_id={u.id}&sr=posts">Search user’s posts</a></td></tr></table>',
            )
        if mode in ("email", "contactadmin"):
            return self.login(req)
        if mode == "":
            return self.login(req)  # the member list is for registered users (3.0 default)
        return self.error(req, "No user")

    def posts_all(self) -> list[Post]:
        return self.board.posts()

    def feed(self, req: Request) -> Response:
        q = query(req)
        posts = self.posts_all()
        if q.get("f", "").isdigit():
            f = next((f for f in self.board.forums if f.id == int(q["f"])), None)
            posts = [p for t in (f.topics if f else []) for p in t.posts]
        entries = "".join(
            f"<entry><author><name><![CDATA[{p.author.name}]]></name></author><updated>{iso(p.date)}</updated>"
            f"<id>http://{self.host}/viewtopic.php?t={t.id}&amp;p={p.id}#p{p.id}</id>"
            f'<link href="http://{self.host}/viewtopic.php?t={t.id}&amp;p={p.id}#p{p.id}"/>'
            f'<title type="html"><![CDATA[{p.title}]]></title><content type="html"><![CDATA[{p.text}]]></content></entry>'
            for p in posts[-15:][::-1]
            for t in [self.posts[p.id][0]]
        )
        xml = f'<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-gb"><link rel="self" type="application/atom+xml" href="http://{self.host}/feed.php" /><title>Harbour Makers</title><id>http://{self.host}/index.php</id>{entries}</feed>'
        return Response.text(xml, content_type="application/atom+xml; charset=UTF-8")

    def _routes(self) -> None:
        s = self.site
        s.route("/")(self.index)  # the directory index serves index.php itself
        s.route("/index.php")(self.index)
        s.route("/viewforum.php")(self.viewforum)
        s.route("/viewtopic.php")(self.viewtopic)
        s.route("/memberlist.php")(self.profile)
        s.route("/feed.php")(self.feed)
        for path in ("/posting.php", "/report.php", "/bookmark.php"):
            s.route(path)(self.login)

        def ucp(req: Request) -> Response:
            mode = query(req).get("mode", "")
            if mode == "register":
                return self.page(
                    req,
                    "Register",
                    '<h2>Registration</h2><p>By accessing “Harbour Makers” you agree to be legally bound by the following terms.</p><form method="post" action="@ucp.php?mode=register"><input type="submit" name="agreed" value="I agree to these terms" /></form>',
                )
            if mode == "delete_cookies":
                return self.page(req, "Information", "<p>All board cookies have been deleted.</p>")
            return self.login(req)

        s.route("/ucp.php")(ucp)
        s.route("/faq.php")(
            lambda r: self.page(
                r,
                "FAQ",
                '<h2>Frequently Asked Questions</h2><p><a href="#f0r0">Why can’t I login?</a></p><a name="f0r0"></a><p>There are several reasons why this could occur.</p>',
            )
        )
        s.route("/viewonline.php")(
            lambda r: self.page(
                r,
                "Who is online",
                "<h2>Who is online</h2><p>In total there are 3 users online :: 0 registered, 0 hidden and 3 guests</p>",
            )
        )

        def search(req: Request) -> Response:
            q = query(req)
            if (
                q.get("search_id") in ("unanswered", "active_topics", "newposts", "egosearch")
                or q.get("author_id")
                or q.get("keywords")
            ):
                topics = self.board.topics()[-5:]
                rows = "".join(
                    f'<tr><td class="row1"><a href="@viewtopic.php?f={self.board.forum_of(t).id}&t={t.id}&hilit=" class="topictitle">{h(t.title)}</a></td></tr>'
                    for t in topics
                )
                return self.page(
                    req,
                    "Search",
                    f'<h2>Search found {len(topics)} matches</h2><table class="tablebg">{rows}</table>',
                )
            return self.page(
                req,
                "Search",
                '<form method="get" action="@search.php"><h2>Search</h2><input type="text" name="keywords" /><input type="submit" value="Search" /></form>',
            )

        s.route("/search.php")(search)
        s.add(
            "/robots.txt",
            Response.text(
                "User-agent: *\nDisallow: /ucp.php\nDisallow: /posting.php\nDisallow: /memberlist.php\n"
            ),
        )
        s.add("/style.php", Response.text("body{font-family:Verdana}", content_type="text/css"))
        s.route(re.compile(r"/styles/.*"))(
            lambda r: Response.text("", content_type="application/javascript")
        )


def build(themed: bool = False) -> AppSite:
    host = "bbs.kestrel-works.test" if themed else "forum.harbour-makers.test"
    board = make_board(f"heldout-phpbb-{themed}", first_post_id=11)
    app = PhpBB30(host, board, themed)
    origin = f"http://{host}"
    views = {f"{origin}/index.php"}
    objects = []
    for f in board.forums:
        views.add(f"{origin}/viewforum.php?f={f.id}")
        for t in f.topics:
            for i, p in enumerate(t.posts):
                start = i // PER_PAGE * PER_PAGE
                url = f"{origin}/viewtopic.php?f={f.id}&t={t.id}" + (
                    f"&start={start}" if start else ""
                )
                views.add(url)
                # subsilver2 prints the date only as text, to the minute
                date = iso(p.date.replace(second=0))
                objects.append(
                    WebObject("phpbb", "post", str(p.id), url, p.author.name, date, p.title, p.text)
                )
    return AppSite(
        "phpbb", host, [app.site], [f"{origin}/index.php"], frozenset(views), objects, themed
    )
