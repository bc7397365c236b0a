"""vBulletin 3.8.11 (default vBulletin 3 style, and a re-themed instance), for held-out grading.

URL scheme of vBulletin 3.8: index.php, forumdisplay.php?f=, showthread.php?t= (&page=N),
showthread.php?p=N#postN, showpost.php?p=&postcount=, newreply.php, report.php, member.php,
printthread.php, sendmessage.php, search.php, register.php, login.php, external.php feeds,
the archive/index.php/t-N.html archive, and goto=nextoldest/nextnewest.  Cookieless guests get
s=<sessionhash>& at the front of every query string.
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

PER_PAGE = 15
RENAME = {
    "tborder": "cl-frame",
    "alt1": "cl-band",
    "alt2": "cl-band2",
    "alt1Active": "cl-band-on",
    "thead": "cl-head",
    "tcat": "cl-cat",
    "navbar": "cl-crumbs",
    "smallfont": "cl-small",
    "vbmenu_control": "cl-menu",
    "panel": "cl-panel",
    "panelsurround": "cl-panel-outer",
    "bginput": "cl-input",
    "button": "cl-button",
    "pagenav": "cl-pages",
    "page": "cl-page",
    "inlineimg": "cl-icon",
    "time": "cl-time",
}
COOKIE = "bb_sessionhash"


def printed(dt) -> str:  # noqa: ANN001
    """vBulletin 3's default "m-d-Y, h:i A"."""
    return dt.strftime("%m-%d-%Y, %I:%M %p")


class VB38:
    def __init__(self, host: str, board: Board, themed: bool) -> None:
        self.host, self.board, self.themed = host, board, themed
        self.sessions = Sessions(host, COOKIE, "s")
        self.site = Site(host)
        self.topics = {t.id: t for t in board.topics()}
        self.posts = {p.id: (t, p) for t in board.topics() for p in t.posts}
        self.users = {u.id: u for u in board.users}
        self._routes()

    def link(self, sid: str, path: str) -> str:
        path, hash_, frag = path.partition("#")
        if sid:
            script, _, q = path.partition("?")
            path = f"{script}?s={sid}" + (f"&{q}" if q else "")
        return path.replace("&", "&amp;") + hash_ + frag

    def page(
        self, req: Request, title: str, body: str, canonical: str = "", status: int = 200
    ) -> Response:
        sid, headers = self.sessions.for_request(req)
        body = re.sub(r'href="@([^"]*)"', lambda m: f'href="{self.link(sid, m.group(1))}"', body)
        L = lambda p: self.link(sid, p)  # noqa: E731
        canon = f'<link rel="canonical" href="{h(canonical)}" />' if canonical else ""
        html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en"><head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="generator" content="vBulletin 3.8.11" />{canon}
<link rel="alternate" type="application/rss+xml" title="Signal Box Forums RSS Feed" href="http://{self.host}/external.php?type=RSS2" />
<script type="text/javascript" src="clientscript/vbulletin_global.js?v=3811"></script>
<script type="text/javascript" src="clientscript/vbulletin_menu.js?v=3811"></script>
<title>{h(title)} - Signal Box Forums</title></head>
<body><div class="page" style="width:100%; text-align:left"><div style="padding:0px 25px 0px 25px" align="left">
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr>
<td class="alt1" width="100%"><span class="navbar"><a href="{L("index.php")}" accesskey="1">Signal Box Forums</a></span></td>
<td class="alt2" nowrap="nowrap"><form action="{L("login.php?do=login")}" method="post">User Name <input type="text" class="bginput" name="vb_login_username" /> <input type="submit" class="button" value="Log in" /></form></td></tr></table>
<div class="tborder" style="padding:1px; border-top-width:0px"><table cellpadding="0" cellspacing="0" border="0" width="100%" align="center"><tr align="center">
<td class="vbmenu_control"><a href="{L("register.php")}" rel="nofollow">Register</a></td>
<td class="vbmenu_control"><a rel="help" href="{L("faq.php")}" accesskey="5">FAQ</a></td>
<td class="vbmenu_control"><a href="{L("memberlist.php")}">Members List</a></td>
<td class="vbmenu_control"><a href="{L("calendar.php")}">Calendar</a></td>
<td class="vbmenu_control"><a href="{L("search.php?do=getdaily")}" accesskey="2">Today's Posts</a></td>
<td class="vbmenu_control"><a href="{L("search.php")}">Search</a></td></tr></table></div>
<br />
{body}
<br /><div class="smallfont" align="center">All times are GMT. The time now is <span class="time">09:00 AM</span>.</div>
<div align="center"><div class="smallfont" align="center">Powered by vBulletin&reg; Version 3.8.11<br />Copyright &copy;2000 - 2024, vBulletin Solutions, Inc.</div>
<div class="smallfont"><a href="{L("sendmessage.php")}" rel="nofollow">Contact Us</a> - <a href="{L("archive/index.php")}">Archive</a> - <a href="#top">Top</a></div></div>
</div></div></body></html>"""
        if self.themed:  # the custom style renames the default style's classes too
            html = re.sub(
                r'class="([^"]*)"',
                lambda m: 'class="' + " ".join(RENAME.get(c, c) for c in m.group(1).split()) + '"',
                html,
            )
        return Response.html(html, status, headers)

    def nopermission(self, req: Request) -> Response:
        body = """<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="70%" align="center">
<tr><td class="tcat">Signal Box Forums Message</td></tr><tr><td class="panelsurround" align="center"><div class="panel">
<div style="margin: 10px">You are not logged in or you do not have permission to access this page. This could be due to one of several reasons:</div>
<form action="@login.php?do=login" method="post">User Name: <input type="text" name="vb_login_username" /> Password: <input type="password" name="vb_login_password" />
<a href="@login.php?do=lostpw">Forgotten Your Password?</a></form></div></td></tr></table>"""
        return self.page(req, "Log in", body)

    def index(self, req: Request) -> Response:
        rows = "".join(
            f'<tbody><tr align="center"><td class="alt1Active" align="left" id="f{f.id}"><div><a href="@forumdisplay.php?f={f.id}"><strong>{h(f.name)}</strong></a></div>'
            f'<div class="smallfont">{h(f.description)}</div></td>'
            f'<td class="alt2"><div class="smallfont" align="left"><a href="@showthread.php?goto=lastpost&t={f.topics[-1].id}">{h(f.topics[-1].title)}</a> by '
            f'<a href="@member.php?u={f.topics[-1].posts[-1].author.id}" rel="nofollow">{h(f.topics[-1].posts[-1].author.name)}</a></div></td>'
            f'<td class="alt1">{len(f.topics)}</td><td class="alt2">{sum(len(t.posts) for t in f.topics)}</td></tr></tbody>'
            for f in self.board.forums
        )
        body = f'<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><thead><tr align="center"><td class="thead">&nbsp;</td><td class="thead" align="left">Forum</td><td class="thead">Last Post</td><td class="thead">Threads</td><td class="thead">Posts</td></tr></thead>{rows}</table><div class="smallfont"><a href="@online.php">Currently Active Users</a>: 4 (0 members and 4 guests)</div>'
        return self.page(req, "Signal Box Forums", body, f"http://{self.host}/index.php")

    def forumdisplay(self, req: Request) -> Response:
        q = query(req)
        f = next((f for f in self.board.forums if str(f.id) == q.get("f")), None)
        if f is None:
            return self.page(
                req,
                "Message",
                '<div class="panel">No Forum specified. If you followed a valid link, please notify the <a href="@sendmessage.php">administrator</a></div>',
                status=404,
            )
        rows = []
        for t in f.topics:
            np = pages(len(t.posts), PER_PAGE)
            pg = "".join(
                f' <a href="@showthread.php?t={t.id}&page={i}">{i}</a>' for i in range(2, np + 1)
            )
            rows.append(
                f'<tr><td class="alt1" id="td_threadtitle_{t.id}" title="{h(t.posts[0].text[:100])}"><div>'
                f'<a href="@showthread.php?t={t.id}" id="thread_title_{t.id}">{h(t.title)}</a>'
                + (
                    f' <span class="smallfont">(<img class="inlineimg" src="images/misc/multipage.gif" alt="Multi-page thread" />{pg})</span>'
                    if np > 1
                    else ""
                )
                + f'</div><div class="smallfont"><span style="cursor:pointer" onclick="window.open(\'member.php?u={t.posts[0].author.id}\', \'_self\')">{h(t.posts[0].author.name)}</span></div></td>'
                f'<td class="alt2"><div class="smallfont">{printed(t.posts[-1].date)}<br />by <a href="@member.php?find=lastposter&t={t.id}" rel="nofollow">{h(t.posts[-1].author.name)}</a> <a href="@showthread.php?p={t.posts[-1].id}#post{t.posts[-1].id}"><img class="inlineimg" src="images/buttons/lastpost.gif" alt="Go to last post" /></a></div></td>'
                f'<td class="alt1"><a href="@misc.php?do=whoposted&t={t.id}" onclick="who({t.id}); return false;">{len(t.posts) - 1}</a></td><td class="alt2">{t.views}</td></tr>'
            )
        body = (
            f'<table class="tborder" width="100%"><tr><td class="navbar"><strong>{h(f.name)}</strong></td></tr></table>'
            f'<a href="@newthread.php?do=newthread&f={f.id}" rel="nofollow"><img src="images/buttons/newthread.gif" alt="Post New Thread" /></a>'
            f'<table class="tborder" id="threadslist" cellpadding="6" cellspacing="1" border="0" width="100%"><tbody id="threadbits_forum_{f.id}">{"".join(rows)}</tbody></table>'
            f'<a href="@forumdisplay.php?f={f.id}&daysprune=-1&order=desc&sort=title">Thread</a> <a href="@forumdisplay.php?f={f.id}&daysprune=-1&order=desc&sort=views">Views</a>'
            f' <a href="@external.php?type=RSS2&forumids={f.id}">RSS</a>'
        )
        return self.page(req, f.name, body, f"http://{self.host}/forumdisplay.php?f={f.id}")

    def post_html(self, t: Topic, p: Post, count: int) -> str:
        u = p.author
        msg = "<br />\n".join(h(x) for x in p.paras)
        tools = (
            f'<a href="@newreply.php?do=newreply&p={p.id}" rel="nofollow"><img src="images/buttons/quote.gif" alt="Reply With Quote" /></a> '
            f'<a href="@report.php?p={p.id}" rel="nofollow"><img class="inlineimg" src="images/buttons/report.gif" alt="Report Post" /></a> '
            f'<a href="@private.php?do=newpm&u={u.id}" rel="nofollow">Send a private message to {h(u.name)}</a> '
            f'<a href="@search.php?do=finduser&u={u.id}" rel="nofollow">Find More Posts by {h(u.name)}</a>'
        )
        if self.themed:
            return f"""<article class="reply-box" id="reply{p.id}">
<aside class="reply-side"><a class="poster-handle" href="@member.php?u={u.id}">{h(u.name)}</a><small>Join Date: {u.joined.strftime("%b %Y")}</small></aside>
<div class="reply-main"><div class="reply-meta"><a name="post{p.id}"></a><span class="stamp">{printed(p.date)}</span>
<a class="reply-number" href="@showpost.php?p={p.id}&postcount={count}" target="new" rel="nofollow" id="postcount{p.id}">#{count}</a></div>
<h4 class="reply-title">{h(p.title)}</h4><section class="reply-body" id="reply_text_{p.id}">{msg}</section>
<nav class="reply-tools">{tools}</nav></div></article>"""
        return f"""<div id="edit{p.id}" style="padding:0px 0px 6px 0px">
<table class="tborder" id="post{p.id}" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">
<tr><td class="thead" style="font-weight:normal; border: 1px solid #D1D1E1; border-right: 0px"><a name="post{p.id}"><img class="inlineimg" src="images/statusicon/post_old.gif" alt="Old" border="0" /></a> {printed(p.date)}</td>
<td class="thead" style="font-weight:normal; border: 1px solid #D1D1E1; border-left: 0px" align="right">#<a href="@showpost.php?p={p.id}&postcount={count}" target="new" rel="nofollow" id="postcount{p.id}" name="{count}"><strong>{count}</strong></a></td></tr>
<tr valign="top"><td class="alt2" width="175" style="border: 1px solid #D1D1E1; border-top: 0px; border-bottom: 0px">
<div id="postmenu_{p.id}"><a class="bigusername" href="@member.php?u={u.id}">{h(u.name)}</a></div><div class="smallfont">Member</div>
<div class="smallfont"><div>Join Date: {u.joined.strftime("%b %Y")}</div></div></td>
<td class="alt1" id="td_post_{p.id}" style="border-right: 1px solid #D1D1E1">
<div class="smallfont"><strong>{h(p.title)}</strong></div><hr size="1" style="color:#D1D1E1; background-color:#D1D1E1" />
<div id="post_message_{p.id}">{msg}</div></td></tr>
<tr><td class="alt2" style="border: 1px solid #D1D1E1; border-top: 0px">&nbsp;</td><td class="alt1" align="right" style="border: 1px solid #D1D1E1; border-left: 0px; border-top: 0px">{tools}</td></tr>
</table></div>"""

    def showthread(self, req: Request) -> Response:
        q = query(req)
        if q.get("p", "").isdigit():
            if int(q["p"]) not in self.posts:
                return self.invalid(req, "post")
            t, p = self.posts[int(q["p"])]
            page = t.posts.index(p) // PER_PAGE + 1
        else:
            found = self.topics.get(int(q["t"])) if q.get("t", "").isdigit() else None
            if found is None:
                return self.invalid(req, "thread")
            t = found
            page = int(q["page"]) if q.get("page", "").isdigit() else 1
            f = self.board.forum_of(t)
            goto = q.get("goto", "")
            if goto in ("nextoldest", "nextnewest"):
                i = f.topics.index(t) + (1 if goto == "nextnewest" else -1)
                if not 0 <= i < len(f.topics):
                    word = "newer" if goto == "nextnewest" else "older"
                    return self.page(
                        req,
                        "Message",
                        f'<div class="panel">There are no {word} threads to view.</div>',
                    )
                t, page = f.topics[i], 1
            elif goto == "lastpost":
                page = pages(len(t.posts), PER_PAGE)
        np = pages(len(t.posts), PER_PAGE)
        page = min(max(page, 1), np)
        f = self.board.forum_of(t)
        canonical = f"http://{self.host}/showthread.php?t={t.id}" + (
            f"&page={page}" if page > 1 else ""
        )
        pager = " ".join(
            f'<a class="smallfont" href="@showthread.php?t={t.id}'
            + (f"&page={i}" if i > 1 else "")
            + f'">{i}</a>'
            for i in range(1, np + 1)
        )
        pagenav = (
            f'<div class="pagenav" align="right"><table class="tborder"><tr><td class="vbmenu_control">Page {page} of {np}</td><td>{pager}</td></tr></table></div>'
            if np > 1
            else ""
        )
        first = (page - 1) * PER_PAGE
        posts = "".join(
            self.post_html(t, p, first + i + 1)
            for i, p in enumerate(t.posts[first : first + PER_PAGE])
        )
        body = f"""<table class="tborder" width="100%"><tr><td class="navbar"><a href="@forumdisplay.php?f={f.id}">{h(f.name)}</a><br /><strong>{h(t.title)}</strong></td></tr></table>
<table cellpadding="0" cellspacing="0" border="0" width="100%"><tr valign="bottom"><td class="smallfont"><a href="@newreply.php?do=newreply&noquote=1&p={t.posts[-1].id}" rel="nofollow"><img src="images/buttons/reply.gif" alt="Reply" /></a></td><td>{pagenav}</td></tr></table>
<table class="tborder" cellpadding="6" cellspacing="1" width="100%"><tr><td class="tcat">Thread Tools</td>
<td class="vbmenu_control"><a href="@printthread.php?t={t.id}" accesskey="3" rel="nofollow">Show Printable Version</a></td>
<td class="vbmenu_control"><a href="@sendmessage.php?do=sendtofriend&t={t.id}" rel="nofollow">Email this Page</a></td>
<td class="vbmenu_control"><a href="@subscription.php?do=addsubscription&t={t.id}" rel="nofollow">Subscribe to this Thread</a></td>
<td class="vbmenu_control"><a href="@showthread.php?mode=threaded&t={t.id}" rel="nofollow">Switch to Threaded Mode</a></td></tr></table>
<div id="posts">{posts}<div id="lastpost"></div></div>
{pagenav}
<div class="smallfont" align="center"><strong>&laquo;</strong> <a href="@showthread.php?t={t.id}&goto=nextoldest" rel="nofollow">Previous Thread</a> | <a href="@showthread.php?t={t.id}&goto=nextnewest" rel="nofollow">Next Thread</a> <strong>&raquo;</strong></div>"""
        return self.page(req, t.title, body, canonical)

    def invalid(self, req: Request, what: str) -> Response:
        return self.page(
            req,
            "Message",
            f'<div class="panel">No {what} specified. If you followed a valid link, please notify the <a href="@sendmessage.php">administrator</a></div>',
            status=404,
        )

    def showpost(self, req: Request) -> Response:
        q = query(req)
        if not q.get("p", "").isdigit() or int(q["p"]) not in self.posts:
            return self.invalid(req, "post")
        t, p = self.posts[int(q["p"])]
        count = (
            q.get("postcount", "")
            if q.get("postcount", "").isdigit()
            else str(t.posts.index(p) + 1)
        )
        return self.page(
            req,
            f"{t.title} - Single Post View",
            f'<div id="posts">{self.post_html(t, p, int(count))}</div>',
        )

    def printthread(self, req: Request) -> Response:
        q = query(req)
        t = self.topics.get(int(q["t"])) if q.get("t", "").isdigit() else None
        if t is None:
            return self.invalid(req, "thread")
        posts = "".join(
            f'<table class="tborder" width="100%"><tr><td class="page"><div class="smallfont" style="float:right">{printed(p.date)}</div>'
            f'<div><strong>{h(p.author.name)}</strong></div><div class="smallfont"><strong>{h(p.title)}</strong></div><hr /><div>{"<br />".join(h(x) for x in p.paras)}</div></td></tr></table><br />'
            for p in t.posts
        )
        return Response.html(
            f'<!DOCTYPE html><html><head><title>Signal Box Forums - {h(t.title)}</title><meta name="robots" content="noindex,follow" /></head><body><table class="tborder" width="100%"><tr><td><a href="showthread.php?t={t.id}">{h(t.title)}</a></td></tr></table>{posts}</body></html>'
        )

    def member(self, req: Request) -> Response:
        q = query(req)
        if (
            q.get("find") == "lastposter"
            and q.get("t", "").isdigit()
            and int(q["t"]) in self.topics
        ):
            u = self.topics[int(q["t"])].posts[-1].author
        elif q.get("u", "").isdigit() and int(q["u"]) in self.users:
            u = self.users[int(q["u"])]
        else:
            return self.page(
                req, "Message", '<div class="panel">Invalid User specified.</div>', status=404
            )
        n = sum(p.author is u for p in self.board.posts())
        return self.page(
            req,
            f"View Profile: {u.name}",
            f'<div id="main_userinfo"><h1>{h(u.name)}</h1><h2>Member</h2></div><div id="stats"><ul><li>Total Posts: {n}</li><li>Join Date: {u.joined.strftime("%m-%d-%Y")}</li></ul><a href="@search.php?do=finduser&u={u.id}">Find all posts by {h(u.name)}</a></div>',
        )

    def archive(self, req: Request) -> Response:
        rest = req.path[len("/archive/index.php") :]
        out = ""
        if rest in ("", "/"):
            out = "".join(
                f'<li><a href="http://{self.host}/archive/index.php/f-{f.id}.html">{h(f.name)}</a></li>'
                for f in self.board.forums
            )
        elif m := re.fullmatch(r"/f-(\d+)\.html", rest):
            f = next((f for f in self.board.forums if f.id == int(m.group(1))), None)
            if f is None:
                return Response.not_found(req.url)
            out = "".join(
                f'<li><a href="http://{self.host}/archive/index.php/t-{t.id}.html">{h(t.title)}</a></li>'
                for t in f.topics
            )
        elif (m := re.fullmatch(r"/t-(\d+)(?:-p-(\d+))?\.html", rest)) and int(
            m.group(1)
        ) in self.topics:
            t = self.topics[int(m.group(1))]
            out = "".join(
                f'<div class="post"><div class="posttop"><div class="username">{h(p.author.name)}</div><div class="date">{printed(p.date)}</div></div><div class="posttext">{h(p.text)}</div></div>'
                for p in t.posts
            )
            out = (
                f'<p class="largefont">View Full Version : <a href="http://{self.host}/showthread.php?t={t.id}">{h(t.title)}</a></p>'
                + out
            )
        else:
            return Response.not_found(req.url)
        return Response.html(
            f'<!DOCTYPE html><html><head><title>Signal Box Forums [Archive]</title><link rel="stylesheet" href="http://{self.host}/archive/archive.css" /></head><body><div class="pagebody"><div id="navbar"><a href="http://{self.host}/archive/index.php">Signal Box Forums</a></div><ul>{out}</ul><div id="copyright">vBulletin&reg; v3.8.11, Copyright &copy;2000-2024, vBulletin Solutions, Inc.</div></div></body></html>'
        )

    def external(self, req: Request) -> Response:
        items = "".join(
            f'<item><title>{h(t.title)}</title><link>http://{self.host}/showthread.php?t={t.id}&amp;goto=newpost</link><pubDate>{t.posts[0].date.strftime("%a, %d %b %Y %H:%M:%S GMT")}</pubDate><description>{h(t.posts[0].text)}</description><dc:creator>{h(t.posts[0].author.name)}</dc:creator><guid isPermaLink="true">http://{self.host}/showthread.php?t={t.id}</guid></item>'
            for t in self.board.topics()[::-1]
        )
        xml = f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Signal Box Forums</title><link>http://{self.host}</link><generator>vBulletin</generator>{items}</channel></rss>'
        return Response.text(xml, content_type="application/rss+xml; charset=UTF-8")

    def _routes(self) -> None:
        s = self.site
        s.route("/")(self.index)
        s.route("/index.php")(self.index)
        s.route("/forumdisplay.php")(self.forumdisplay)
        s.route("/showthread.php")(self.showthread)
        s.route("/showpost.php")(self.showpost)
        s.route("/printthread.php")(self.printthread)
        s.route("/member.php")(self.member)
        s.route("/external.php")(self.external)
        s.route(re.compile(r"/archive/index\.php(/.*)?"))(self.archive)
        for path in (
            "/newreply.php",
            "/newthread.php",
            "/report.php",
            "/private.php",
            "/subscription.php",
            "/memberlist.php",
            "/profile.php",
            "/usercp.php",
        ):
            s.route(path)(self.nopermission)

        def static(title: str, text: str):  # noqa: ANN202
            return lambda r: self.page(
                r, title, f'<div class="panel"><h2>{title}</h2><p>{text}</p></div>'
            )

        s.route("/register.php")(
            static(
                "Register",
                "Forum Rules: registration to this forum is free! We do insist that you abide by the rules and policies detailed below.",
            )
        )
        s.route("/login.php")(lambda r: self.nopermission(r))
        s.route("/faq.php")(
            static("FAQ", "User Maintenance - Why should I register? How do I use cookies?")
        )
        s.route("/calendar.php")(static("Calendar", "Public Calendar - no events this month."))
        s.route("/online.php")(static("Who's Online", "4 guests are viewing the forum index."))
        s.route("/sendmessage.php")(
            static("Contact Us", "Send a message to the forum administrators.")
        )
        s.route("/search.php")(
            static(
                "Search Forums",
                "Search by keyword or user name. Sorry - no matches. Please try some different terms.",
            )
        )

        def whoposted(req: Request) -> Response:
            q = query(req)
            t = self.topics.get(int(q["t"])) if q.get("t", "").isdigit() else None
            if q.get("do") != "whoposted" or t is None:
                return self.invalid(req, "thread")
            names = sorted({p.author.name for p in t.posts})
            return Response.html(
                "<html><head><title>Who Posted?</title></head><body><table>"
                + "".join(f"<tr><td>{h(n)}</td></tr>" for n in names)
                + "</table></body></html>"
            )

        s.route("/misc.php")(whoposted)
        s.add(
            "/robots.txt",
            Response.text(
                "User-agent: *\nDisallow: /private.php\nDisallow: /newreply.php\nDisallow: /usercp.php\n"
            ),
        )
        s.route(re.compile(r"/(clientscript|images)/.*"))(
            lambda r: Response.data(b"", "application/octet-stream")
        )


def build(themed: bool = False) -> AppSite:
    host = "talk.copperline-rail.test" if themed else "forums.signalbox.test"
    board = make_board(f"heldout-vb-{themed}", first_post_id=101)
    app = VB38(host, board, themed)
    origin = f"http://{host}"
    views = {f"{origin}/index.php"}
    objects = []
    for f in board.forums:
        views.add(f"{origin}/forumdisplay.php?f={f.id}")
        for t in f.topics:
            for i, p in enumerate(t.posts):
                page = i // PER_PAGE + 1
                url = f"{origin}/showthread.php?t={t.id}" + (f"&page={page}" if page > 1 else "")
                views.add(url)
                objects.append(
                    WebObject(
                        "vbulletin",
                        "post",
                        str(p.id),
                        url,
                        p.author.name,
                        iso(p.date),
                        p.title,
                        p.text,
                    )
                )
    return AppSite(
        "vbulletin", host, [app.site], [f"{origin}/index.php"], frozenset(views), objects, themed
    )
