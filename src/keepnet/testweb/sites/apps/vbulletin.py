"""A vBulletin 4.2 board (default style) as a guest without cookies sees it.

URL scheme: forum.php (forum home; "/" and index.php serve it too) ->
forumdisplay.php?f=N[&page=K] (5 threads a page) -> showthread.php?t=N[&page=K]
(10 posts a page).  Until the guest returns the bb_sessionhash cookie every link starts with
s=<32 hex>& (vBulletin's $session[sessionurl]).  Waste a guest is shown:
showthread.php?p=N#postN (post counters), showpost.php?p=N&postcount=K, member.php?u=N,
newreply.php?do=newreply&p=N (quote) and &noquote=1, report.php?p=N, printthread.php?t=N,
showthread.php?t=N&goto=newpost (302 to the last post), misc.php?do=whoposted, search.php, register.php,
login.php?do=lostpw, sendmessage.php, external.php?type=RSS2, archive/index.php (the
lo-fi archive, its f-N.html and t-N.html pages), calendar.php, faq.php, online.php.
Dates are human-readable only ("03-05-2024, 02:22 PM"), as vBulletin 4 prints them.
Content views: forum.php, every forumdisplay page, every showthread page (canonical, no s=).
Objects: every post (id = postid).  The themed variant renders posts as
div.message-block/span.poster-name/span.post-when/div.message-text.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
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

HOST = "boards.vbulletin-demo.test"
THEMED_HOST = "talk.riverside-vb.test"
THREADS_PER_PAGE = 5
POSTS_PER_PAGE = 10
VERSION = "4.2.5"


def _d(dt) -> str:  # noqa: ANN001
    return dt.strftime("%m-%d-%Y")


def _t(dt) -> str:  # noqa: ANN001
    return dt.strftime("%I:%M %p")


class VBulletin:
    def __init__(self, host: str, board: Board, themed: bool) -> None:
        self.host = host
        self.board = board
        self.themed = themed
        self.sessions = Sessions(host, "bb_sessionhash", "s")
        self.topics = {t.id: t for t in board.topics()}
        self.post_topic = {p.id: t for t in board.topics() for p in t.posts}
        self.users = {u.id: u for u in board.users}

    def u(self, script: str, s: str, **params: object) -> str:
        q = ([f"s={s}"] if s else []) + [f"{k}={v}" for k, v in params.items()]
        return script + ("?" + "&amp;".join(q) if q else "")

    def user(self, user, s: str, cls: str = "username offline popupctrl") -> str:  # noqa: ANN001
        return f'<a class="{cls}" href="{self.u("member.php", s, u=user.id)}" title="{escape(user.name)} is offline"><strong>{escape(user.name)}</strong></a>'

    def page(self, title: str, body: str, s: str, *, canonical: str = "", nav: str = "") -> str:
        u = self.u
        canon = f'<link rel="canonical" href="{canonical}" />' if canonical else ""
        style = "riverside" if self.themed else "default"
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en" id="vbulletin_html">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta id="e_vb_meta_bburl" name="vb_meta_bburl" content="http://{self.host}" />
<base href="http://{self.host}/" /><!--[if IE]></base><![endif]-->
<meta name="generator" content="vBulletin {VERSION}" />
<link rel="Shortcut Icon" href="favicon.ico" type="image/x-icon" />
<script type="text/javascript" src="clientscript/yui/yuiloader-dom-event/yuiloader-dom-event.js?v=425"></script>
<script type="text/javascript" src="clientscript/yui/connection/connection-min.js?v=425"></script>
<script type="text/javascript">var SESSIONURL = "{"s=" + s + "&" if s else ""}"; var SECURITYTOKEN = "guest";</script>
<script type="text/javascript" src="clientscript/vbulletin_core.js?v=425"></script>
<link rel="alternate" type="application/rss+xml" title="Riverside Forums RSS Feed" href="external.php?type=RSS2" />
<link rel="stylesheet" type="text/css" href="css.php?styleid=1&amp;langid=1&amp;d=1709640000&amp;td=ltr&amp;sheet=bbcode.css,editor.css,popupmenu.css,reset-fonts.css,vbulletin.css,vbulletin-chrome.css,vbulletin-formcontrols.css,{style}.css" />
{canon}
<title>{escape(title)}</title>
</head>
<body>
<div class="above_body">
<div id="header" class="floatcontainer doc_header">
<div><a name="top" href="{u("forum.php", s)}" class="logo-image"><img src="images/misc/vbulletin4_logo.png" alt="Riverside Forums - Powered by vBulletin" /></a></div>
<div id="toplinks" class="toplinks">
<ul class="nouser"><li><a href="{u("register.php", s)}" rel="nofollow">Register</a></li><li><a rel="help" href="{u("faq.php", s)}">Help</a></li>
<li><script type="text/javascript" src="clientscript/vbulletin_md5.js?v=425"></script>
<form id="navbar_loginform" action="login.php?s={s}&amp;do=login" method="post"><fieldset id="logindetails" class="logindetails"><div><div><input type="text" class="textbox default-value" name="vb_login_username" id="navbar_username" size="10" value="User Name" />
<input type="password" class="textbox" name="vb_login_password" id="navbar_password" size="10" /><input type="submit" class="loginbutton" value="Log in" /></div></div></fieldset>
<div id="remember" class="remember"><label for="cb_cookieuser_navbar"><input type="checkbox" name="cookieuser" value="1" id="cb_cookieuser_navbar" class="cb_cookieuser_navbar" /> Remember Me?</label></div>
<input type="hidden" name="do" value="login" /></form></li></ul>
</div>
<div class="ad_global_header"></div><hr />
</div>
<div id="navbar" class="navbar"><ul id="navtabs" class="navtabs floatcontainer">
<li class="selected"><a class="navtab" href="{u("forum.php", s)}">Forum</a>
<ul class="floatcontainer"><li><a href="{u("search.php", s, do="getdaily", contenttype="vBForum_Post")}">Today's Posts</a></li><li><a rel="help" href="{u("faq.php", s)}" accesskey="5">FAQ</a></li><li><a href="{u("calendar.php", s)}">Calendar</a></li>
<li class="popupmenu"><a href="javascript://" class="popupctrl">Community</a><ul class="popupbody popuphover"><li><a href="{u("memberlist.php", s)}">Member List</a></li></ul></li>
<li class="popupmenu"><a href="javascript://" class="popupctrl">Forum Actions</a><ul class="popupbody popuphover"><li><a href="{u("forumdisplay.php", s, do="markread", markreadhash="guest")}">Mark Forums Read</a></li></ul></li>
<li class="popupmenu"><a href="javascript://" class="popupctrl">Quick Links</a><ul class="popupbody popuphover"><li><a href="{u("online.php", s)}">Who's Online</a></li></ul></li></ul></li></ul>
<div id="globalsearch" class="globalsearch"><form action="search.php?s={s}&amp;do=process" method="post" id="navbar_search" class="navbar_search"><input type="hidden" name="securitytoken" value="guest" /><input type="hidden" name="do" value="process" /><span class="textboxcontainer"><span><input type="text" value="" name="query" class="textbox" tabindex="99"/></span></span></form>
<ul class="navbar_advanced_search"><li><a href="{u("search.php", s)}" accesskey="4">Advanced Search</a></li></ul></div>
</div>
</div>
<div class="body_wrapper">
<div id="breadcrumb" class="breadcrumb"><ul class="floatcontainer"><li class="navbithome"><a href="{u("forum.php", s)}" accesskey="1"><img src="images/misc/navbit-home.png" alt="Home" /></a></li>{nav}</ul><hr /></div>
<div id="pagetitle" class="pagetitle"><h1>{escape(title)}</h1></div>
{body}
</div>
<div class="below_body">
<div id="footer" class="floatcontainer footer">
<ul id="footer_links" class="footer_links"><li><a href="{u("sendmessage.php", s)}" rel="nofollow" accesskey="9">Contact Us</a></li><li><a href="{u("forum.php", s)}">Riverside Forums</a></li><li><a href="archive/index.php">Archive</a></li><li><a href="#top" onclick="document.location.hash='top'; return false;">Top</a></li></ul>
</div>
</div>
<div id="footer_copyright" class="shade footer_copyright">Powered by <a href="https://www.vbulletin.com" id="vbulletinlink">vBulletin&reg;</a> Version {VERSION} <br />Copyright &copy; 2024 vBulletin Solutions, Inc. All rights reserved.</div>
<div id="footer_morecopyright" class="shade footer_morecopyright">All times are GMT. The time now is <span class="time">09:00 AM</span>.</div>
</body>
</html>
"""

    def pagination(self, script: str, s: str, total: int, per: int, page: int, **p: object) -> str:
        n = pages(total, per)
        if n == 1:
            return ""
        items = [f'<span><a href="javascript://" class="popupctrl">Page {page} of {n}</a></span>']
        if page > 1:
            prev = self.u(script, s, **p, **({"page": page - 1} if page > 2 else {}))
            items.append(
                f'<span class="prev_next"><a rel="prev" href="{prev}" title="Prev Page"><img src="images/pagination/previous-right.png" alt="Previous" /></a></span>'
            )
        for i in range(1, n + 1):
            if i == page:
                items.append(
                    f'<span class="selected"><a href="javascript://" title="Results {(i - 1) * per + 1} to {min(total, i * per)} of {total}">{i}</a></span>'
                )
            else:
                h = self.u(script, s, **p, **({"page": i} if i > 1 else {}))
                items.append(
                    f'<span><a href="{h}" title="Show results {(i - 1) * per + 1} to {min(total, i * per)} of {total}">{i}</a></span>'
                )
        if page < n:
            nxt = self.u(script, s, **p, page=page + 1)
            items.append(
                f'<span class="prev_next"><a rel="next" href="{nxt}" title="Next Page"><img src="images/pagination/next-right.png" alt="Next" /></a></span>'
            )
        return f'<div class="pagination_top"><form action="{script}" method="get" class="pagination popupmenu nohovermenu">{"".join(items)}</form></div>'

    def home(self, s: str) -> str:
        u = self.u
        rows = []
        for f in self.board.forums:
            last = f.topics[-1].posts[-1]
            t = f.topics[-1]
            rows.append(f"""<li id="forum{f.id}" class="forumbit_post old L2">
<div class="forumrow table"><div class="foruminfo td"><img src="images/statusicon/forum_old-48.png" class="forumicon" id="forum_statusicon_{f.id}" alt="" />
<div class="forumdata"><div class="datacontainer"><div class="titleline"><h2 class="forumtitle"><a href="{u("forumdisplay.php", s, f=f.id)}">{escape(f.name)}</a></h2></div>
<p class="forumdescription">{escape(f.description)}</p></div></div></div>
<h4 class="nocss_label">Forum Actions:</h4><ul class="forumactionlinks td"><li class="forumactionlink rsslink"><a href="external.php?type=RSS2&amp;forumids={f.id}" title="View this forum's RSS feed">View this forum's RSS feed</a></li></ul>
<h4 class="nocss_label">Forum Statistics:</h4><ul class="forumstats_2 td"><li>Threads: {len(f.topics)}</li><li>Posts: {sum(len(x.posts) for x in f.topics)}</li></ul>
<div class="forumlastpost td"><h4 class="lastpostlabel">Last Post:</h4><div><p class="lastposttitle"><a href="{u("showthread.php", s, t=t.id, goto="newpost")}" class="threadtitle" title="Go to first unread post in thread '{escape(t.title)}'">{escape(t.title)}</a> <a href="{u("showthread.php", s, p=last.id)}#post{last.id}"><img src="images/buttons/lastpost-right.png" alt="Go to last post" /></a></p>
<div class="lastpostby">by <div class="popupmenu memberaction">{self.user(last.author, s, "username offline popupctrl")}</div></div><p class="lastpostdate">{_d(last.date)}, <span class="time">{_t(last.date)}</span></p></div></div>
</div></li>""")
        body = f"""<div id="pagetitle"><h1 class="description">Riverside Forums</h1></div>
<ol id="forums" class="floatcontainer">
<li id="cat1" class="forumbit_nopost new L1"><div class="forumhead foruminfo L1 collapse"><h2><span class="forumtitle"><a href="{u("forumdisplay.php", s, f=1)}">Main Category</a></span><span class="forumlastpost">Last Post</span></h2></div>
<ol id="c_cat1" class="childforum">
{"".join(rows)}
</ol></li></ol>
<div id="wgo" class="collapse wgo_block block"><h2 class="blockhead">What's Going On?</h2>
<div class="blockbody formcontrols floatcontainer"><div id="wgo_onlineusers" class="wgo_subblock section"><h3 class="blocksubhead"><a href="{u("online.php", s)}">Currently Active Users</a>: 1 (0 members and 1 guests)</h3></div>
<div id="wgo_stats" class="wgo_subblock section"><h3 class="blocksubhead">Riverside Forums Statistics</h3><div><dl class="stats"><dt>Threads</dt><dd>{len(self.topics)}</dd></dl><dl class="stats"><dt>Posts</dt><dd>{len(self.board.posts())}</dd></dl><dl class="stats"><dt>Members</dt><dd>{len(self.board.users)}</dd></dl></div>
<div id="wgo_newestmember">Welcome to our newest member, <a class="username" href="{u("member.php", s, u=self.board.users[-1].id)}">{escape(self.board.users[-1].name)}</a></div></div></div></div>"""
        return self.page("Riverside Forums", body, s, canonical=f"http://{self.host}/forum.php")

    def forumdisplay(self, fid: int, page: int, s: str) -> Response:
        forum = next((f for f in self.board.forums if f.id == fid), None)
        if forum is None or not 1 <= page <= pages(len(forum.topics), THREADS_PER_PAGE):
            return Response.html(
                self.page(
                    "Riverside Forums",
                    '<div class="standard_error"><h2 class="blockhead">Riverside Forums Message</h2><div class="blockrow restore">Invalid Forum specified. If you followed a valid link, please notify the administrator</div></div>',
                    s,
                ),
                404,
            )
        u = self.u
        rows = []
        for t in forum.topics[(page - 1) * THREADS_PER_PAGE : page * THREADS_PER_PAGE]:
            first, last = t.posts[0], t.posts[-1]
            pg = ""
            n = pages(len(t.posts), POSTS_PER_PAGE)
            if n > 1:
                links = " ".join(
                    f'<span><a href="{u("showthread.php", s, t=t.id, **({"page": i} if i > 1 else {}))}">{i}</a></span>'
                    for i in range(1, n + 1)
                )
                pg = f'<dl class="pagination" id="pagination_threadbit_{t.id}"><dt class="label">{n} Pages <span class="separator">&bull;</span></dt><dd>{links}</dd></dl>'
            rows.append(f"""<li class="threadbit hot" id="thread_{t.id}">
<div class="rating0 nonsticky"><div class="threadinfo" title="{escape(first.text[:100])}"><div class="inner">
<h3 class="threadtitle"><a class="title" href="{u("showthread.php", s, t=t.id)}" id="thread_title_{t.id}">{escape(t.title)}</a></h3>
<div class="threadmeta"><div class="author"><span class="label">Started by&nbsp;<a href="{u("member.php", s, u=first.author.id)}" class="username understate" title="Started by {escape(first.author.name)} on {_d(first.date)} {_t(first.date)}">{escape(first.author.name)}</a>, {_d(first.date)}&nbsp;{_t(first.date)}</span>
{pg}</div></div></div></div></div>
<ul class="threadstats td alt" title=""><li>Replies: <a href="misc.php?do=whoposted&amp;t={t.id}" onclick="who({t.id}); return false;" class="understate">{len(t.posts) - 1}</a></li><li>Views: {t.views}</li></ul>
<dl class="threadlastpost td"><dt class="lastpostby hidden">Last Post By:</dt><dd><div class="popupmenu memberaction">{self.user(last.author, s)}</div></dd>
<dd>{_d(last.date)}, <span class="time">{_t(last.date)}</span> <a href="{u("showthread.php", s, t=t.id, p=last.id)}#post{last.id}" class="lastpostdate understate" title="Go to last post"><img title="Go to last post" src="images/buttons/lastpost-right.png" alt="Go to last post" /></a></dd></dl>
</li>""")
        pag = self.pagination(
            "forumdisplay.php", s, len(forum.topics), THREADS_PER_PAGE, page, f=forum.id
        )
        body = f"""<div id="above_threadlist" class="above_threadlist">
<a href="{u("newthread.php", s, do="newthread", f=forum.id)}" class="newcontent_textcontrol" rel="nofollow" id="newthreadlink_top"><span>+</span> Post New Thread</a>
<div class="threadpagenav">{pag}</div></div>
<div id="threadlist" class="threadlist"><form id="thread_inlinemod_form" action="inlinemod.php?forumid={forum.id}" method="post">
<div class="threadlisthead table"><div><span class="threadinfo"><span class="threadtitle"><a href="{u("forumdisplay.php", s, f=forum.id, sort="title", order="asc")}" rel="nofollow">Title</a> / <a href="{u("forumdisplay.php", s, f=forum.id, sort="postusername", order="asc")}" rel="nofollow">Thread Starter</a></span></span></div></div>
<ol id="threads" class="threads">
{"".join(rows)}
</ol></form></div>
<div id="below_threadlist" class="noinlinemod below_threadlist">{pag}</div>"""
        canon = f"http://{self.host}/forumdisplay.php?f={forum.id}" + (
            f"&amp;page={page}" if page > 1 else ""
        )
        nav = f'<li class="navbit lastnavbit"><span>{escape(forum.name)}</span></li>'
        return Response.html(self.page(forum.name, body, s, canonical=canon, nav=nav))

    def post_html(self, t: Topic, p: Post, count: int, s: str) -> str:
        u = self.u
        content = "<br />\n<br />\n".join(escape(x) for x in p.paras)
        controls = f"""<a id="qrwq_{p.id}" class="newreply" href="{u("newreply.php", s, do="newreply", p=p.id)}" rel="nofollow" title="Reply With Quote"><img id="quoteimg_{p.id}" src="clear.gif" alt="Reply With Quote" />  Reply With Quote</a>"""
        report = f'<a href="{u("report.php", s, p=p.id)}" rel="nofollow" title="Report Post"><img class="inlineimg" src="images/buttons/report-40b.png" alt="Report Post" /></a>'
        counter = f'<a name="post{p.id}" href="{u("showthread.php", s, p=p.id)}#post{p.id}" class="postcounter">#{count}</a><a id="postcount{p.id}" name="{count}"></a>'
        if self.themed:
            return f"""<div class="message-block" id="msg_{p.id}">
<div class="message-meta"><span class="poster-name"><a href="{u("member.php", s, u=p.author.id)}">{escape(p.author.name)}</a></span>
<span class="post-when">{_d(p.date)} {_t(p.date)}</span> <span class="post-number">{counter}</span></div>
<div class="message-subject">{escape(p.title) if count == 1 else ""}</div>
<div class="message-text" id="post_message_{p.id}">{content}</div>
<div class="message-actions">{controls} {report} <a href="{u("showpost.php", s, p=p.id, postcount=count)}" rel="nofollow">Single post</a></div>
</div>
"""
        title = f'<h2 class="title icon">{escape(p.title)}</h2>' if count == 1 else ""
        return f"""<li class="postbitlegacy postbitim postcontainer old" id="post_{p.id}">
<div class="posthead"><span class="postdate old"><span class="date">{_d(p.date)},&nbsp;<span class="time">{_t(p.date)}</span></span></span>
<span class="nodecontrols">{counter}</span></div>
<div class="postdetails"><div class="userinfo"><div class="username_container"><div class="popupmenu memberaction">{self.user(p.author, s)}
<ul class="popupbody popuphover memberaction_body"><li class="left"><a href="{u("member.php", s, u=p.author.id)}" class="siteicon_profile">View Profile</a></li><li class="left"><a href="{u("search.php", s, do="finduser", userid=p.author.id, contenttype="vBForum_Post", showposts=1)}" class="siteicon_forum" rel="nofollow">View Forum Posts</a></li></ul></div></div>
<span class="usertitle">Junior Member</span>
<hr /><dl class="userinfo_extra"><dt>Join Date</dt><dd>{p.author.joined.strftime("%b %Y")}</dd><dt>Posts</dt><dd>{p.author.id * 3 + 4}</dd></dl></div>
<div class="postbody"><div class="postrow">{title}
<div class="content"><div id="post_message_{p.id}"><blockquote class="postcontent restore ">{content}</blockquote></div></div>
</div></div></div>
<div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols">{controls}</span><span class="postlinking">{report}</span></div></div>
<hr />
</li>
"""

    def showthread(self, t: Topic, page: int, s: str) -> str:
        u = self.u
        forum = self.board.forum_of(t)
        chunk = t.posts[(page - 1) * POSTS_PER_PAGE : page * POSTS_PER_PAGE]
        base = (page - 1) * POSTS_PER_PAGE
        posts = "".join(self.post_html(t, p, base + i + 1, s) for i, p in enumerate(chunk))
        container = f'<div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="{base + 1}">{posts}</ol></div>'
        if self.themed:
            container = f'<section id="thread-messages" class="thread-messages">{posts}</section>'
        pag = self.pagination("showthread.php", s, len(t.posts), POSTS_PER_PAGE, page, t=t.id)
        body = f"""<div id="above_postlist" class="above_postlist">
<a href="{u("newreply.php", s, do="newreply", noquote=1, p=t.posts[-1].id)}" class="newcontent_textcontrol" id="newreplylink_top"><span>+</span> Reply to Thread</a>
<div id="pagination_top" class="pagination_top">{pag}</div></div>
<div id="pagetitle" class="pagetitle"><h1>Thread: <span class="threadtitle"><a href="{u("showthread.php", s, t=t.id)}" title="Reload this Page">{escape(t.title)}</a></span></h1></div>
<div id="thread_controls" class="thread_controls toolsmenu"><ul id="postlist_popups" class="postlist_popups popupgroup">
<li class="popupmenu" id="threadtools"><h6><a class="popupctrl" href="javascript://">Thread Tools</a></h6><ul class="popupbody popuphover">
<li><a href="{u("printthread.php", s, t=t.id, pp=POSTS_PER_PAGE, page=page)}" accesskey="3" rel="nofollow">Show Printable Version</a></li>
<li><a href="{u("sendmessage.php", s, do="sendtofriend", t=t.id)}" rel="nofollow">Email this Page&hellip;</a></li></ul></li>
<li class="popupmenu" id="displaymodes"><h6><a class="popupctrl" href="javascript://">Display</a></h6><ul class="popupbody popuphover">
<li><label>Linear Mode</label></li><li><a href="{u("showthread.php", s, t=t.id, mode="hybrid")}"> Switch to Hybrid Mode</a></li><li><a href="{u("showthread.php", s, p=t.posts[0].id, mode="threaded")}#post{t.posts[0].id}"> Switch to Threaded Mode</a></li></ul></li></ul></div>
{container}
<div id="below_postlist" class="noinlinemod below_postlist">{pag}</div>
<div id="thread_info" class="thread_info block"><div class="navlinks">&laquo; <a href="{u("showthread.php", s, t=t.id, goto="nextoldest")}" rel="nofollow">Previous Thread</a> | <a href="{u("showthread.php", s, t=t.id, goto="nextnewest")}" rel="nofollow">Next Thread</a> &raquo;</div></div>"""
        canon = f"http://{self.host}/showthread.php?t={t.id}" + (
            f"&amp;page={page}" if page > 1 else ""
        )
        nav = f'<li class="navbit"><a href="{u("forumdisplay.php", s, f=forum.id)}">{escape(forum.name)}</a></li><li class="navbit lastnavbit"><span>{escape(t.title)}</span></li>'
        return self.page(t.title, body, s, canonical=canon, nav=nav)

    def simple(self, title: str, text: str, s: str) -> str:
        return self.page(
            title, f'<div class="blockbody"><div class="blockrow">{escape(text)}</div></div>', s
        )

    def no_permission(self, s: str) -> Response:
        body = f"""<div class="standard_error"><h2 class="blockhead">Riverside Forums Message</h2><div class="blockbody"><div class="blockrow restore">
<p>You are not logged in or you do not have permission to access this page. This could be due to one of several reasons:</p>
<form class="block vbform" method="post" action="login.php?do=login"><h3 class="blockhead">Log in</h3><input type="text" class="textbox" name="vb_login_username" id="vb_login_username" />
<input type="password" class="textbox" name="vb_login_password" /><a href="{self.u("login.php", s, do="lostpw")}">Forgotten Your Password?</a> <a href="{self.u("register.php", s)}">Register</a></form></div></div></div>"""
        return Response.html(self.page("Riverside Forums", body, s))

    def archive(self, path: str) -> Response:
        rest = path[len("/archive/index.php") :].strip("/")
        head = f'<!DOCTYPE html><html><head><meta name="generator" content="vBulletin {VERSION}" /><link rel="stylesheet" type="text/css" href="http://{self.host}/archive/archive.css" /><title>Riverside Forums</title></head><body><div class="pagebody"><div id="navbar"><a href="http://{self.host}/archive/index.php">Riverside Forums</a></div><hr />'
        foot = f'</div><div id="copyright">Powered by vBulletin&reg; Version {VERSION} Copyright &copy; 2024 vBulletin Solutions, Inc. All rights reserved.</div></body></html>'
        if not rest:
            items = "".join(
                f'<li><a href="http://{self.host}/archive/index.php/f-{f.id}.html">{escape(f.name)}</a></li>'
                for f in self.board.forums
            )
            return Response.html(
                f'{head}<div id="content"><p class="largefont">View Full Version : <a href="http://{self.host}/forum.php">Riverside Forums</a></p><ul>{items}</ul></div>{foot}'
            )
        if rest.startswith("f-") and rest.endswith(".html"):
            f = next((f for f in self.board.forums if str(f.id) == rest[2:-5]), None)
            if f:
                items = "".join(
                    f'<li><a href="http://{self.host}/archive/index.php/t-{t.id}.html">{escape(t.title)}</a></li>'
                    for t in f.topics
                )
                return Response.html(f'{head}<div id="content"><ol>{items}</ol></div>{foot}')
        if (
            rest.startswith("t-")
            and rest.endswith(".html")
            and rest[2:-5].isdigit()
            and int(rest[2:-5]) in self.topics
        ):
            t = self.topics[int(rest[2:-5])]
            items = "".join(
                f'<div class="post"><div class="posttop"><div class="username">{escape(p.author.name)}</div><div class="date">{_d(p.date)}, {_t(p.date)}</div></div><div class="posttext">{"<br /><br />".join(escape(x) for x in p.paras)}</div></div><hr />'
                for p in t.posts
            )
            return Response.html(
                f'{head}<p class="largefont">View Full Version : <a href="http://{self.host}/showthread.php?t={t.id}">{escape(t.title)}</a></p><hr /><div id="content">{items}</div>{foot}'
            )
        return Response.not_found(path)

    def handle(self, req: Request) -> Response:
        path = req.path
        if path.startswith(("/clientscript/", "/images/")) or path in (
            "/css.php",
            "/clear.gif",
            "/favicon.ico",
            "/archive/archive.css",
        ):
            if path.endswith(".js"):
                return Response.text("/* vBulletin */\n", content_type="application/javascript")
            if path.endswith(".css") or path == "/css.php":
                return Response.text("/* vBulletin css */\n", content_type="text/css")
            return Response.data(png(), "image/png")
        s, headers = self.sessions.for_request(req)
        resp = self.dispatch(req, path, s)
        resp.headers.extend(headers)
        return resp

    def dispatch(self, req: Request, path: str, s: str) -> Response:
        q = query(req)
        html = Response.html
        num = lambda k, d=-1: int(q[k]) if q.get(k, "").isdigit() else d  # noqa: E731
        if path in ("/", "/index.php", "/forum.php"):
            return html(self.home(s))
        if path == "/forumdisplay.php":
            if "do" in q:
                return html(
                    self.simple("Riverside Forums", "All forums have been marked as read.", s)
                )
            if num("f") == 1:  # the category: forumdisplay lists its child forums
                return html(
                    self.home(s).replace(
                        f'http://{self.host}/forum.php"',
                        f'http://{self.host}/forumdisplay.php?f=1"',
                    )
                )
            return self.forumdisplay(num("f"), num("page", 1), s)
        if path == "/showthread.php":
            t = self.topics.get(num("t"))
            page = num("page", 1)
            if num("p") in self.post_topic:
                t = self.post_topic[num("p")]
                page = [p.id for p in t.posts].index(num("p")) // POSTS_PER_PAGE + 1
            if t is None or not 1 <= page <= pages(len(t.posts), POSTS_PER_PAGE):
                return html(
                    self.simple(
                        "Riverside Forums Message",
                        "No Thread specified. If you followed a valid link, please notify the administrator",
                        s,
                    ),
                    404,
                )
            goto = q.get("goto", "")
            if goto in ("newpost", "lastpost"):  # a guest has read nothing: the last post
                last = t.posts[-1].id
                return Response.redirect(
                    f"http://{self.host}/"
                    + self.u("showthread.php", s, p=last).replace("&amp;", "&")
                    + f"#post{last}"
                )
            if goto in ("nextoldest", "nextnewest"):
                ids = sorted(self.topics)
                i = ids.index(t.id) + (1 if goto == "nextnewest" else -1)
                if not 0 <= i < len(ids):
                    return html(
                        self.simple(
                            "Riverside Forums Message",
                            "There are no newer threads to view."
                            if goto == "nextnewest"
                            else "There are no older threads to view.",
                            s,
                        )
                    )
                t, page = self.topics[ids[i]], 1
            return html(self.showthread(t, page, s))
        if path == "/showpost.php" and num("p") in self.post_topic:
            t = self.post_topic[num("p")]
            p = next(x for x in t.posts if x.id == num("p"))
            return html(
                self.page(
                    t.title,
                    f'<div id="postlist"><ol id="posts" class="posts">{self.post_html(t, p, num("postcount", 1), s)}</ol></div>',
                    s,
                )
            )
        if path == "/printthread.php" and num("t") in self.topics:
            t = self.topics[num("t")]
            items = "".join(
                f'<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%"><tr><td class="page"><div class="smallfont" style="float:right">{_d(p.date)}, {_t(p.date)}</div><div>{escape(p.author.name)}</div><div class="smallfont"><strong>{escape(p.title)}</strong></div><hr /><div>{"<br /><br />".join(escape(x) for x in p.paras)}</div></td></tr></table><br />'
                for p in t.posts
            )
            return html(
                f'<!DOCTYPE html><html><head><meta name="generator" content="vBulletin {VERSION}" /><meta name="robots" content="noindex,follow" /><title>Riverside Forums - Printable View</title></head><body><div class="page"><a href="http://{self.host}/showthread.php?t={t.id}"><strong>Riverside Forums</strong> &gt; {escape(t.title)}</a>{items}</div></body></html>'
            )
        if path == "/member.php" and num("u") in self.users:
            user = self.users[num("u")]
            return html(
                self.page(
                    f"View Profile: {user.name}",
                    f'<div id="userinfo" class="member_username"><span class="member_username">{escape(user.name)}</span></div><div id="view-stats"><dl><dt>Join Date</dt><dd>{user.joined.strftime("%m-%d-%Y")}</dd></dl></div><a href="{self.u("search.php", s, do="finduser", userid=user.id, contenttype="vBForum_Post", showposts=1)}">Find all posts by {escape(user.name)}</a>',
                    s,
                )
            )
        if path in (
            "/newreply.php",
            "/newthread.php",
            "/report.php",
            "/memberlist.php",
            "/inlinemod.php",
            "/online.php",
        ):
            return self.no_permission(s)
        if path in (
            "/search.php",
            "/misc.php",
            "/register.php",
            "/login.php",
            "/sendmessage.php",
            "/faq.php",
            "/calendar.php",
        ):
            titles = {
                "/register.php": "Register at Riverside Forums",
                "/login.php": "Forgotten Your Password?",
                "/faq.php": "Frequently Asked Questions",
                "/calendar.php": "Calendar",
            }
            return html(
                self.simple(
                    titles.get(path, "Riverside Forums"),
                    "This page is shown to guests as it is: a form, a calendar, a list.",
                    s,
                )
            )
        if path == "/external.php":
            items = "".join(
                f'<item><title>{escape(t.title)}</title><link>http://{self.host}/showthread.php?t={t.id}&amp;goto=newpost</link><pubDate>{t.posts[0].date.strftime("%a, %d %b %Y %H:%M:%S GMT")}</pubDate><description>{escape(t.posts[0].text)}</description><guid isPermaLink="true">http://{self.host}/showthread.php?t={t.id}</guid></item>'
                for t in self.topics.values()
            )
            return Response.text(
                f'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Riverside Forums</title><link>http://{self.host}</link><generator>vBulletin</generator>{items}</channel></rss>',
                content_type="application/rss+xml; charset=UTF-8",
            )
        if path.startswith("/archive/index.php"):
            return self.archive(path)
        return Response.not_found(req.url)


def build(themed: bool = False) -> AppSite:
    host = THEMED_HOST if themed else HOST
    board = make_board("vbulletin-themed" if themed else "vbulletin", first_post_id=101)
    app = VBulletin(host, board, themed)
    site = Site(host, not_found=app.handle)
    origin = f"http://{host}"
    views = {f"{origin}/forum.php", f"{origin}/forumdisplay.php?f=1"}
    for f in board.forums:
        for k in range(1, pages(len(f.topics), THREADS_PER_PAGE) + 1):
            views.add(f"{origin}/forumdisplay.php?f={f.id}" + (f"&page={k}" if k > 1 else ""))
    objects = []
    for t in board.topics():
        for i, p in enumerate(t.posts):
            page = i // POSTS_PER_PAGE + 1
            url = f"{origin}/showthread.php?t={t.id}" + (f"&page={page}" if page > 1 else "")
            views.add(url)
            title = p.title if i == 0 else ""
            objects.append(
                WebObject(
                    "vbulletin", "post", str(p.id), url, p.author.name, iso(p.date), title, p.text
                )
            )
    return AppSite(
        "vbulletin", host, [site], [f"{origin}/forum.php"], frozenset(views), objects, themed
    )
