"""vBulletin 4.2 with friendly URLs ("showthread.php?123-Topic-title/page2").

Guests without the bb_sessionhash cookie get `s=` on every link.  Forums are listed at
forumdisplay.php?2-Forum-name, threads at showthread.php?T-slug (/pageN, 10 posts a page).
The plain instance uses the default vB4 style (postbitlegacy), the themed one a custom
style with other markup for posts, author and date.
"""

from __future__ import annotations

import re

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
from keepnet.testweb.sites.apps_heldout2._common import add_assets, add_robots, e, login_page, rss

PER_PAGE = 10


def _slug(title: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", title).strip("-")


class VB4:
    def __init__(self, host: str, board: Board, themed: bool) -> None:
        self.host, self.board, self.themed = host, board, themed
        self.site = Site(host)
        add_assets(self.site, ["/clientscript/", "/images/"])
        self.sessions = Sessions(host, "bb_sessionhash", "s")
        self.topic_by_id = {t.id: t for t in board.topics()}
        self.post_at: dict[int, tuple[Topic, int, int]] = {}
        for t in board.topics():
            for i, p in enumerate(t.posts):
                self.post_at[p.id] = (t, i // PER_PAGE, i)
        self.users = {u.id: u for u in board.users}
        add_robots(self.site, ["/newreply.php", "/report.php", "/private.php", "/search.php"])
        for path, h in [
            ("/", self.home),
            ("/forum.php", self.home),
            ("/index.php", self.home),
            ("/forumdisplay.php", self.forumdisplay),
            ("/showthread.php", self.showthread),
            ("/showpost.php", self.showpost),
            ("/printthread.php", self.printthread),
            ("/newreply.php", self.wall),
            ("/newthread.php", self.wall),
            ("/report.php", self.wall),
            ("/private.php", self.wall),
            ("/member.php", self.member),
            ("/search.php", self.search),
            ("/login.php", self.login),
            ("/register.php", self.register),
            ("/external.php", self.external),
            ("/archive/index.php", self.archive),
            ("/faq.php", self.faq),
            ("/memberlist.php", self.wall),
            ("/online.php", self.faq),
            ("/sendmessage.php", self.wall),
            ("/showgroups.php", self.faq),
        ]:
            self.site.route(path)(h)
        self.site.route(re.compile(r"/archive/index\.php/(t|f)-(\d+)(?:-p-(\d+))?\.html"))(
            self.archive
        )

    # -- urls
    def link(self, path: str, sid: str) -> str:
        frag = ""
        if "#" in path:
            path, frag = path.split("#", 1)
            frag = "#" + frag
        if sid:
            path += ("&" if "?" in path else "?") + f"s={sid}"
        return e("/" + path + frag)

    def tpath(self, t: Topic, page: int = 0) -> str:
        return f"showthread.php?{t.id}-{_slug(t.title)}" + (f"/page{page + 1}" if page else "")

    def fpath(self, fid: int) -> str:
        f = next(f for f in self.board.forums if f.id == fid)
        return f"forumdisplay.php?{f.id}-{_slug(f.name)}"

    def mpath(self, uid: int) -> str:
        return f"member.php?{uid}-{self.users[uid].name}"

    def page(
        self, title: str, body: str, sid: str, h: list[tuple[str, str]], canonical: str = ""
    ) -> Response:
        L = lambda p: self.link(p, sid)  # noqa: E731
        style = "tramline" if self.themed else "vb4-default"
        canon = f'<link rel="canonical" href="{e(canonical)}" />' if canonical else ""
        html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en"><head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="generator" content="vBulletin 4.2.5" />
<base href="http://{self.host}/" /><!--[if IE]></base><![endif]-->
<title>{e(title)} - Tramline Modellers</title>{canon}
<link rel="stylesheet" type="text/css" href="clientscript/vbulletin_css/style00{2 if self.themed else 1}l/main-rollup.css?style={style}&amp;d=1700000000" />
<script type="text/javascript" src="clientscript/vbulletin_global.js?v=425"></script>
<link rel="alternate" type="application/rss+xml" title="RSS" href="{L("external.php?type=RSS2")}" />
</head><body>
<div class="above_body"><div id="header" class="floatcontainer doc_header"><a name="top" href="{L("forum.php")}" class="logo-image">Tramline Modellers</a>
<div id="toplinks" class="toplinks"><ul class="nouser"><li><a href="{L("register.php")}" rel="nofollow">Register</a></li>
<li><a href="{L("login.php?do=login")}">Log in</a></li></ul></div></div>
<div id="navbar" class="navbar"><ul id="navtabs" class="navtabs floatcontainer"><li><a class="navtab" href="{L("forum.php")}">Forum</a></li>
<li><a href="{L("search.php?do=getnew&contenttype=vBForum_Post")}">New Posts</a></li><li><a href="{L("faq.php")}">FAQ</a></li>
<li><a href="{L("showgroups.php")}">Forum Leaders</a></li><li><a href="{L("online.php")}">What's New?</a></li></ul></div></div>
<div class="body_wrapper">{body}</div>
<div id="footer" class="floatcontainer footer"><ul id="footer_links" class="footer_links">
<li><a href="{L("sendmessage.php")}" rel="nofollow">Contact Us</a></li><li><a href="archive/index.php">Archive</a></li><li><a href="#top">Top</a></li></ul></div>
<div id="footer_copyright" class="shade footer_copyright">Powered by <a href="https://www.vbulletin.com" id="vbulletinlink">vBulletin&reg;</a> Version 4.2.5<br />Copyright &copy; 2026 vBulletin Solutions Inc.</div>
</body></html>
"""
        return Response.html(html, headers=h)

    def home(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        rows = "".join(
            f'<li id="forum{f.id}" class="forumbit_post old L1"><div class="forumrow"><h2 class="forumtitle"><a href="{self.link(self.fpath(f.id), sid)}">{e(f.name)}</a></h2>'
            f'<p class="forumdescription">{e(f.description)}</p><ul class="forumstats"><li>Threads: {len(f.topics)}</li></ul></div></li>'
            for f in self.board.forums
        )
        return self.page(
            "Forum",
            f'<ol id="forums" class="floatcontainer">{rows}</ol>',
            sid,
            h,
            f"http://{self.host}/forum.php",
        )

    def forumdisplay(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        m = re.match(r"(\d+)", r.query)
        f = next((f for f in self.board.forums if m and f.id == int(m.group(1))), None)
        if f is None:
            return Response.html(
                self.page(
                    "Invalid Forum specified",
                    "<p>Invalid Forum specified. If you followed a valid link, please notify the administrator</p>",
                    sid,
                    h,
                ).body,
                404,
                h,
            )
        rows = []
        for t in f.topics:
            n = pages(len(t.posts), PER_PAGE)
            pg = "".join(
                f' <a href="{self.link(self.tpath(t, i), sid)}">{i + 1}</a>' for i in range(1, n)
            )
            rows.append(
                f'<li class="threadbit" id="thread_{t.id}"><div class="threadinfo"><h3 class="threadtitle"><a class="title" href="{self.link(self.tpath(t), sid)}" id="thread_title_{t.id}">{e(t.title)}</a></h3>'
                f'<div class="author"><span class="label">Started by <a href="{self.link(self.mpath(t.posts[0].author.id), sid)}" class="username understate">{e(t.posts[0].author.name)}</a></span>'
                f'<dl class="pagination">{pg}</dl></div></div><ul class="threadstats"><li>Replies: {len(t.posts) - 1}</li><li>Views: {t.views}</li></ul>'
                f'<a href="{self.link(self.tpath(t) + "&goto=newpost", sid)}">Go to first new post</a> '
                f'<a href="{self.link(f"showthread.php?p={t.posts[-1].id}#post{t.posts[-1].id}", sid)}">Go to last post</a></li>'
            )
        body = (
            f'<h1>{e(f.name)}</h1><p class="description">{e(f.description)}</p>'
            f'<a href="{self.link(f"newthread.php?do=newthread&f={f.id}", sid)}" class="newcontent_textcontrol">Post New Thread</a>'
            f'<ol id="threads" class="threads">{"".join(rows)}</ol>'
        )
        return self.page(f.name, body, sid, h, f"http://{self.host}/{self.fpath(f.id)}")

    def date(self, p: Post) -> str:
        return f'{p.date:%m-%d-%Y},&nbsp;<span class="time">{p.date:%I:%M %p}</span>'

    def postbit(self, t: Topic, p: Post, n: int, sid: str) -> str:
        L = lambda path: self.link(path, sid)  # noqa: E731
        prof = L(self.mpath(p.author.id))
        text = "<br />\n<br />\n".join(e(x) for x in p.paras)
        perma = L(f"{self.tpath(t)}&p={p.id}#post{p.id}")
        tools = (
            f'<a href="{L(f"newreply.php?do=newreply&p={p.id}")}" rel="nofollow" class="quote">Reply With Quote</a> '
            f'<a href="{L(f"report.php?do=report&p={p.id}")}" rel="nofollow" class="report">Report</a> '
            f'<a href="{L(f"showpost.php?p={p.id}&postcount={n}")}" rel="nofollow">Single post</a>'
        )
        head = f'<h2 class="title icon">{e(t.title)}</h2>' if n == 1 else ""
        if self.themed:
            head = f"<h4>{e(t.title)}</h4>" if n == 1 else ""
            return (
                f'<article class="tl-reply" data-reply="{p.id}" id="reply{p.id}">'
                f'<div class="tl-byline"><a href="{prof}" class="tl-handle">{e(p.author.name)}</a>'
                f'<em class="tl-posted">{p.date:%m-%d-%Y}, {p.date:%I:%M %p}</em> <a href="{perma}" class="tl-num">#{n}</a></div>'
                f'{head}<div class="tl-reply-body">{text}</div><footer class="tl-reply-tools">{tools}</footer></article>'
            )
        return (
            f'<li class="postbitlegacy postbitim postcontainer old" id="post_{p.id}">'
            f'<div class="posthead"><span class="postdate old"><span class="date">{self.date(p)}</span></span>'
            f'<span class="nodecontrols"><a name="post{p.id}" href="{perma}" class="postcounter">#{n}</a><a id="postcount{p.id}" name="{n}"></a></span></div>'
            f'<div class="postdetails"><div class="userinfo"><div class="username_container"><a class="username offline popupctrl" href="{prof}" title="{e(p.author.name)} is offline"><strong>{e(p.author.name)}</strong></a></div>'
            f'<span class="usertitle">Member</span><dl class="userinfo_extra"><dt>Join Date</dt> <dd>{p.author.joined:%b %Y}</dd></dl></div>'
            f'<div class="postbody"><div class="postrow">{head}<div class="content"><div id="post_message_{p.id}">'
            f'<blockquote class="postcontent restore ">{text}</blockquote></div></div></div></div></div>'
            f'<div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols">{tools}</span></div></div><hr /></li>'
        )

    def showthread(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        qs = query(r)
        t: Topic | None = None
        page = 0
        m = re.match(r"(\d+)(?:-[^/&]*)?(?:/page(\d+))?(?:&|$)", r.query)
        if qs.get("p", "").isdigit() and int(qs["p"]) in self.post_at and not m:
            t, page, _ = self.post_at[int(qs["p"])]
        elif m:
            t = self.topic_by_id.get(int(m.group(1)))
            page = int(m.group(2) or 1) - 1
            if t is not None and qs.get("goto") in ("nextoldest", "nextnewest"):
                ids = sorted(self.topic_by_id)
                i = ids.index(t.id) + (1 if qs["goto"] == "nextnewest" else -1)
                if not 0 <= i < len(ids):
                    return self.page(
                        "Message",
                        "<p>There are no threads older than the one you were viewing.</p>",
                        sid,
                        h,
                    )
                t, page = self.topic_by_id[ids[i]], 0
            if t is not None and qs.get("p", "").isdigit() and int(qs["p"]) in self.post_at:
                t, page, _ = self.post_at[int(qs["p"])]
        if t is None or not 0 <= page < pages(len(t.posts), PER_PAGE):
            return Response.html(
                self.page(
                    "Invalid Thread specified",
                    "<p>Invalid Thread specified. If you followed a valid link, please notify the administrator</p>",
                    sid,
                    h,
                ).body,
                404,
                h,
            )
        f = self.board.forum_of(t)
        n = pages(len(t.posts), PER_PAGE)
        L = lambda path: self.link(path, sid)  # noqa: E731
        pag = "".join(
            f'<span class="selected"><a href="javascript://" title="Results {i * PER_PAGE + 1}">{i + 1}</a></span>'
            if i == page
            else f'<span><a href="{L(self.tpath(t, i))}" title="Show results">{i + 1}</a></span>'
            for i in range(n)
        )
        posts = "".join(
            self.postbit(t, p, page * PER_PAGE + k + 1, sid)
            for k, p in enumerate(t.posts[page * PER_PAGE : (page + 1) * PER_PAGE])
        )
        container = f'<div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">{posts}</ol></div>'
        if self.themed:
            container = f'<div class="tl-thread">{posts}</div>'
        body = (
            f'<div id="breadcrumb" class="breadcrumb"><a href="{L("forum.php")}">Forum</a> &gt; <a href="{L(self.fpath(f.id))}">{e(f.name)}</a></div>'
            f'<h1><span class="threadtitle"><a href="{L(self.tpath(t))}" title="Reload this Page">{e(t.title)}</a></span></h1>'
            f'<div id="above_postlist" class="above_postlist"><a href="{L(f"newreply.php?do=newreply&noquote=1&p={t.posts[-1].id}")}" class="newcontent_textcontrol">Reply to Thread</a>'
            f'<div id="pagination_top" class="pagination_top"><form class="pagination popupmenu nohovermenu"><span>Page {page + 1} of {n}</span>{pag}</form></div></div>'
            f"{container}"
            f'<div id="below_postlist"><div id="pagination_bottom"><form class="pagination">{pag}</form></div></div>'
            f'<div class="navlinks"><a href="{L(self.tpath(t) + "&goto=nextoldest")}">&laquo; Previous Thread</a> | '
            f'<a href="{L(self.tpath(t) + "&goto=nextnewest")}">Next Thread &raquo;</a></div>'
            f'<ul class="thread_tools"><li><a href="{L(f"printthread.php?t={t.id}&pp={PER_PAGE}&page={page + 1}")}" rel="nofollow">Show Printable Version</a></li>'
            f'<li><a href="{L(f"sendmessage.php?do=sendtofriend&t={t.id}")}" rel="nofollow">Email this Page</a></li></ul>'
        )
        return self.page(t.title, body, sid, h, f"http://{self.host}/{self.tpath(t, page)}")

    def showpost(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        qs = query(r)
        if not qs.get("p", "").isdigit() or int(qs["p"]) not in self.post_at:
            return Response.html(
                self.page("Invalid Post specified", "<p>Invalid Post specified.</p>", sid, h).body,
                404,
                h,
            )
        t, _, i = self.post_at[int(qs["p"])]
        p = t.posts[i]
        body = f'<div class="tl-single">Post #{i + 1} in <b>{e(t.title)}</b> by {e(p.author.name)}: {e(p.text)}</div>'
        return self.page(f"{t.title} - Single Post", body, sid, h)

    def printthread(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        t = (
            self.topic_by_id.get(int(query(r).get("t", "0") or 0))
            if query(r).get("t", "").isdigit()
            else None
        )
        if t is None:
            return Response.html("<html><body>Invalid Thread specified.</body></html>", 404, h)
        body = "".join(
            f'<div class="printpost"><b>{e(p.author.name)}</b> {p.date:%m-%d-%Y}<p>{e(p.text)}</p></div>'
            for p in t.posts
        )
        return Response.html(
            f"<!DOCTYPE html><html><head><title>{e(t.title)} [Print]</title></head><body><h1>{e(t.title)}</h1>{body}</body></html>",
            headers=h,
        )

    def wall(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        return Response.html(
            login_page(
                "Tramline Modellers",
                "/login.php?do=login",
                "You are not logged in or you do not have permission to access this page.",
            ),
            headers=h,
        )

    def member(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        m = re.match(r"(\d+)", r.query)
        u = self.users.get(int(m.group(1))) if m else None
        if u is None:
            return Response.html(
                self.page("Invalid User specified", "<p>Invalid User specified.</p>", sid, h).body,
                404,
                h,
            )
        return self.page(
            f"View Profile: {u.name}",
            f'<h1>{e(u.name)}</h1><dl><dt>Join Date</dt><dd>{u.joined:%m-%d-%Y}</dd></dl><a href="{self.link(f"search.php?do=finduser&userid={u.id}", sid)}">Find all posts</a>',
            sid,
            h,
        )

    def search(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        ts = self.board.topics()[-5:]
        items = "".join(
            f'<li><a href="{self.link(self.tpath(t), sid)}">{e(t.title)}</a></li>' for t in ts
        )
        return self.page("Search Results", f"<h1>Search Results</h1><ol>{items}</ol>", sid, h)

    def login(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        return self.page(
            "Log in",
            '<form action="login.php?do=login" method="post"><input name="vb_login_username"></form>',
            sid,
            h,
        )

    def register(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        return self.page(
            "Register", "<p>Forum Rules: registration to this forum is free.</p>", sid, h
        )

    def faq(self, r: Request) -> Response:
        sid, h = self.sessions.for_request(r)
        return self.page(
            "Help",
            "<h1>Frequently Asked Questions</h1><p>Welcome to the Tramline Modellers forums.</p>",
            sid,
            h,
        )

    def external(self, r: Request) -> Response:
        items = [
            (t.title, f"http://{self.host}/{self.tpath(t)}", t.posts[0].text)
            for t in self.board.topics()
        ]
        return rss("Tramline Modellers", f"http://{self.host}/forum.php", items)

    def archive(self, r: Request) -> Response:
        if r.match is None:
            items = "".join(
                f'<li><a href="http://{self.host}/archive/index.php/f-{f.id}.html">{e(f.name)}</a></li>'
                for f in self.board.forums
            )
            return Response.html(
                f"<html><head><title>Tramline Modellers [Archive]</title></head><body><ul>{items}</ul></body></html>"
            )
        kind, num = r.match.group(1), int(r.match.group(2))
        if kind == "f":
            f = next((f for f in self.board.forums if f.id == num), None)
            if f is None:
                return Response.not_found(r.url)
            items = "".join(
                f'<li><a href="http://{self.host}/archive/index.php/t-{t.id}.html">{e(t.title)}</a></li>'
                for t in f.topics
            )
            return Response.html(
                f"<html><head><title>{e(f.name)} [Archive]</title></head><body><ol>{items}</ol></body></html>"
            )
        t = self.topic_by_id.get(num)
        if t is None:
            return Response.not_found(r.url)
        posts = "".join(
            f'<div class="post"><div class="author">{e(p.author.name)}</div><div class="date">{p.date:%m-%d-%Y, %I:%M %p}</div><p>{e(p.text)}</p></div>'
            for p in t.posts
        )
        return Response.html(
            f'<html><head><title>{e(t.title)} [Archive]</title></head><body><p>View Full Version : <a href="http://{self.host}/{e(self.tpath(t))}">{e(t.title)}</a></p>{posts}</body></html>'
        )


def build(themed: bool = False) -> AppSite:
    host = "forums.tramline-models.test" if themed else "www.tramline-models.test"
    board = make_board(f"heldout2-vb4-{themed}", first_post_id=1200 if themed else 310)
    app = VB4(host, board, themed)
    origin = f"http://{host}/"
    views = {origin + "forum.php"} | {origin + app.fpath(f.id) for f in board.forums}
    objects = []
    for t in board.topics():
        for i in range(pages(len(t.posts), PER_PAGE)):
            views.add(origin + app.tpath(t, i))
        for k, p in enumerate(t.posts):
            objects.append(
                WebObject(
                    "vbulletin",
                    "post",
                    str(p.id),
                    origin + app.tpath(t, k // PER_PAGE),
                    p.author.name,
                    iso(p.date),
                    t.title if k == 0 else "",
                    p.text,
                )
            )
    return AppSite(
        "vbulletin", host, [app.site], [origin + "forum.php"], frozenset(views), objects, themed
    )
