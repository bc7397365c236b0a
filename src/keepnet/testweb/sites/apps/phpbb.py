"""A phpBB 3.3 board (prosilver) as a guest without cookies sees it.

URL scheme: index.php (board index) -> viewforum.php?f=N[&start=K] (5 topics a page) ->
viewtopic.php?t=N[&start=K] (10 posts a page).  Every link carries &sid=<32 hex> until the
guest returns the phpbb3_kn_sid cookie.  Waste a guest is shown: viewtopic.php?p=N#pN
permalinks, posting.php?mode=reply/quote, report.php, memberlist.php (profiles, team),
search.php (author and topic searches), viewtopic.php?...&view=print/next/previous,
ucp.php?mode=login/register/delete_cookies, feed.php, viewonline.php, app.php/help/faq.
Content views: index.php, every viewforum page, every viewtopic page (canonical, no sid).
Objects: every post (id = post id, title = post subject, date from <time datetime>).
The themed variant (`build(themed=True)`) renders posts as article.message/span.poster/
time.posted/section.message-body under styles/nordic/, same URLs.
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
    iso_offset,
    make_board,
    pages,
    query,
)

HOST = "forum.phpbb-demo.test"
THEMED_HOST = "community.nordic-boards.test"
TOPICS_PER_PAGE = 5
POSTS_PER_PAGE = 10


def _date(dt) -> str:  # noqa: ANN001
    return dt.strftime("%a %b %d, %Y %-I:%M %p").replace("AM", "am").replace("PM", "pm")


class PhpBB:
    def __init__(self, host: str, board: Board, themed: bool) -> None:
        self.host = host
        self.board = board
        self.themed = themed
        self.style = "nordic" if themed else "prosilver"
        self.sessions = Sessions(host, "phpbb3_kn_sid", "sid")
        self.topics = {t.id: t for t in board.topics()}
        self.post_topic = {p.id: t for t in board.topics() for p in t.posts}
        self.users = {u.id: u for u in board.users}
        self.root = "./"  # relative root of the page being rendered ("./../../" under app.php/)

    # -- links ---------------------------------------------------------------------------
    def u(self, script: str, sid: str, **params: object) -> str:
        """A link as phpBB's append_sid() writes it (&amp; escaped, sid last)."""
        q = [f"{k}={v}" for k, v in params.items()]
        if sid:
            q.append(f"sid={sid}")
        return f"{self.root}{script}" + ("?" + "&amp;".join(q) if q else "")

    def page(self, title: str, body: str, sid: str, *, canonical: str = "", crumbs=()) -> str:  # noqa: ANN001
        u = self.u
        canon = f'<link rel="canonical" href="http://{self.host}/{canonical}">' if canonical else ""
        crumb = "".join(
            f' <span class="crumb"><a href="{h}">{escape(n)}</a></span>' for h, n in crumbs
        )
        return f"""<!DOCTYPE html>
<html dir="ltr" lang="en-gb">
<head>
<meta charset="utf-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>{escape(title)} - Keepnet Community</title>
<link rel="alternate" type="application/atom+xml" title="Feed - Keepnet Community" href="{u("feed.php", "")}">
{canon}
<link href="{self.root}assets/css/font-awesome.min.css?assets_version=12" rel="stylesheet">
<link href="{self.root}styles/{self.style}/theme/stylesheet.css?assets_version=12" rel="stylesheet">
<link href="{self.root}styles/{self.style}/theme/en/stylesheet.css?assets_version=12" rel="stylesheet">
</head>
<body id="phpbb" class="nojs notouch section-{title.split()[0].lower()} ltr ">
<div id="wrap" class="wrap">
<a id="top" class="top-anchor" accesskey="t"></a>
<div id="page-header">
<div class="headerbar" role="banner"><div class="inner">
<div id="site-description" class="site-description">
<a id="logo" class="logo" href="{u("index.php", sid)}" title="Board index"><span class="site_logo"></span></a>
<h1>Keepnet Community</h1><p>A board about keeping things</p>
</div>
<div id="search-box" class="search-box search-header" role="search">
<form action="{self.root}search.php?sid={sid}" method="get" id="search">
<fieldset><input name="keywords" id="keywords" type="search" maxlength="128" title="Search for keywords" class="inputbox search tiny" size="20" value="" placeholder="Search…" />
<a href="{u("search.php", sid)}" class="button button-search-end" title="Advanced search">Advanced search</a>
<input type="hidden" name="sid" value="{sid}" /></fieldset>
</form>
</div>
</div></div>
<div class="navbar" role="navigation"><div class="inner">
<ul id="nav-main" class="nav-main linklist" role="menubar">
<li id="quick-links" class="quick-links dropdown-container responsive-menu"><a href="#" class="dropdown-trigger">Quick links</a>
<div class="dropdown"><ul class="dropdown-contents" role="menu">
<li><a href="{u("search.php", sid, search_id="unanswered")}" role="menuitem">Unanswered topics</a></li>
<li><a href="{u("search.php", sid, search_id="active_topics")}" role="menuitem">Active topics</a></li>
<li><a href="{u("memberlist.php", sid, mode="team")}" role="menuitem">The team</a></li>
</ul></div></li>
<li data-skip-responsive="true"><a href="{self.root}app.php/help/faq?sid={sid}" rel="help" title="Frequently Asked Questions" role="menuitem">FAQ</a></li>
<li class="rightside" data-skip-responsive="true"><a href="{u("ucp.php", sid, mode="login", redirect="index.php")}" title="Login" accesskey="x" role="menuitem">Login</a></li>
<li class="rightside" data-skip-responsive="true"><a href="{u("ucp.php", sid, mode="register")}" role="menuitem">Register</a></li>
</ul>
<ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks" role="menubar">
<li class="breadcrumbs"><span class="crumb"><a href="{u("index.php", sid)}" accesskey="h">Board index</a></span>{crumb}</li>
</ul>
</div></div>
</div>
<div id="page-body" class="page-body" role="main">
{body}
</div>
<div id="page-footer" class="page-footer" role="contentinfo">
<div class="navbar" role="navigation"><div class="inner">
<ul id="nav-footer" class="nav-footer linklist" role="menubar">
<li class="breadcrumbs"><span class="crumb"><a href="{u("index.php", sid)}">Board index</a></span></li>
<li class="rightside"><a href="{u("ucp.php", sid, mode="delete_cookies")}" role="menuitem">Delete cookies</a></li>
<li class="rightside"><a href="{u("memberlist.php", sid, mode="team")}" role="menuitem">The team</a></li>
<li class="rightside"><a href="{u("memberlist.php", sid, mode="contactadmin")}" role="menuitem">Contact us</a></li>
</ul></div></div>
<div class="copyright">
<p class="footer-row"><span class="footer-copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited</span></p>
<p class="footer-row" role="menu"><a class="footer-link" href="{self.root}app.php/privacy?sid={sid}" title="Privacy" role="menuitem"><span class="footer-link-text">Privacy</span></a> | <a class="footer-link" href="{self.root}app.php/terms?sid={sid}" title="Terms" role="menuitem"><span class="footer-link-text">Terms</span></a></p>
</div>
</div>
</div>
<script src="{self.root}assets/javascript/jquery-3.6.0.min.js?assets_version=12"></script>
<script src="{self.root}assets/javascript/core.js?assets_version=12"></script>
<script src="{self.root}styles/{self.style}/template/forum_fn.js?assets_version=12"></script>
<script src="{self.root}styles/{self.style}/template/ajax.js?assets_version=12"></script>
</body>
</html>
"""

    def pagination(
        self, script: str, sid: str, total: int, per: int, start: int, **p: object
    ) -> str:
        n = pages(total, per)
        if n == 1:
            return '<div class="pagination">Page <strong>1</strong> of <strong>1</strong></div>'
        cur = start // per
        items = []
        if cur > 0:
            prev = self.u(script, sid, **p, **({"start": (cur - 1) * per} if cur > 1 else {}))
            items.append(
                f'<li class="arrow previous"><a class="button button-icon-only" href="{prev}" rel="prev" role="button"><span class="sr-only">Previous</span></a></li>'
            )
        for i in range(n):
            if i == cur:
                items.append(f'<li class="active"><span>{i + 1}</span></li>')
            else:
                h = self.u(script, sid, **p, **({"start": i * per} if i else {}))
                items.append(f'<li><a class="button" href="{h}" role="button">{i + 1}</a></li>')
        if cur < n - 1:
            nxt = self.u(script, sid, **p, start=(cur + 1) * per)
            items.append(
                f'<li class="arrow next"><a class="button button-icon-only" href="{nxt}" rel="next" role="button"><span class="sr-only">Next</span></a></li>'
            )
        return f'<div class="pagination">{total} {"posts" if script == "viewtopic.php" else "topics"} &bull; Page <strong>{cur + 1}</strong> of <strong>{n}</strong><ul>{"".join(items)}</ul></div>'

    def profile_link(self, user, sid: str) -> str:  # noqa: ANN001
        return f'<a href="{self.u("memberlist.php", sid, mode="viewprofile", u=user.id)}" class="username">{escape(user.name)}</a>'

    # -- views ---------------------------------------------------------------------------
    def index(self, sid: str) -> str:
        u = self.u
        rows = []
        for f in self.board.forums:
            last = f.topics[-1].posts[-1]
            rows.append(f"""<li class="row"><dl class="row-item forum_read"><dt title="No unread posts"><div class="list-inner">
<a href="{u("viewforum.php", sid, f=f.id)}" class="forumtitle">{escape(f.name)}</a><br />{escape(f.description)}
</div></dt>
<dd class="topics">{len(f.topics)} <dfn>Topics</dfn></dd><dd class="posts">{sum(len(t.posts) for t in f.topics)} <dfn>Posts</dfn></dd>
<dd class="lastpost"><span><dfn>Last post</dfn> by {self.profile_link(last.author, sid)}
<a href="{u("viewtopic.php", sid, p=last.id)}#p{last.id}" title="View the latest post"><i class="icon fa-external-link-square fa-fw icon-lightgray icon-md" aria-hidden="true"></i><span class="sr-only">View the latest post</span></a>
<br /><time datetime="{iso_offset(last.date)}">{_date(last.date)}</time></span></dd>
</dl></li>""")
        online = f'<div class="stat-block online-list"><h3><a href="{u("viewonline.php", sid)}">Who is online</a></h3><p>In total there is <strong>1</strong> user online :: 0 registered, 0 hidden and 1 guest</p></div>'
        stats = f'<div class="stat-block statistics"><h3>Statistics</h3><p>Total posts <strong>{len(self.board.posts())}</strong> &bull; Total topics <strong>{len(self.topics)}</strong> &bull; Total members <strong>{len(self.board.users)}</strong> &bull; Our newest member {self.profile_link(self.board.users[-1], sid)}</p></div>'
        login = f'<form method="post" action="{u("ucp.php", sid, mode="login")}" class="headerspace"><h3><a href="{u("ucp.php", sid, mode="login")}">Login</a>&nbsp; &bull; &nbsp;<a href="{u("ucp.php", sid, mode="register")}">Register</a></h3></form>'
        body = f"""<p class="right responsive-center time">It is currently Thu Mar 14, 2024 9:00 am</p>
<div class="action-bar compact"><a href="{u("search.php", sid, search_id="unanswered")}" class="row-item-link">Unanswered topics</a> &bull; <a href="{u("search.php", sid, search_id="active_topics")}" class="row-item-link">Active topics</a></div>
<div class="forabg"><div class="inner">
<ul class="topiclist"><li class="header"><dl class="row-item"><dt><div class="list-inner"><a href="{u("viewforum.php", sid, f=1)}">Our community</a></div></dt><dd class="topics">Topics</dd><dd class="posts">Posts</dd><dd class="lastpost"><span>Last post</span></dd></dl></li></ul>
<ul class="topiclist forums">
{"".join(rows)}
</ul></div></div>
{login}{online}{stats}"""
        return self.page("Index page", body, sid, canonical="index.php")

    def viewforum(self, fid: int, start: int, sid: str) -> Response:
        forum = next((f for f in self.board.forums if f.id == fid), None)
        if forum is None or start % TOPICS_PER_PAGE or start >= max(1, len(forum.topics)):
            return Response.html(
                self.page(
                    "Information",
                    '<div class="panel"><h2 class="message-title">Information</h2><p>The forum you selected does not exist.</p></div>',
                    sid,
                ),
                404,
            )
        u = self.u
        rows: list[str] = []
        for t in forum.topics[start : start + TOPICS_PER_PAGE]:
            first, last = t.posts[0], t.posts[-1]
            tp = ""
            if len(t.posts) > POSTS_PER_PAGE:
                links = "".join(
                    f'<li><a class="button" href="{u("viewtopic.php", sid, t=t.id, **({"start": i * POSTS_PER_PAGE} if i else {}))}" role="button">{i + 1}</a></li>'
                    for i in range(pages(len(t.posts), POSTS_PER_PAGE))
                )
                tp = f'<div class="pagination"><span><i class="icon fa-clone fa-fw" aria-hidden="true"></i></span><ul>{links}</ul></div>'
            rows.append(f"""<li class="row bg{len(rows) % 2 + 1}"><dl class="row-item topic_read"><dt title="No unread posts"><div class="list-inner">
<a href="{u("viewtopic.php", sid, t=t.id)}" class="topictitle">{escape(t.title)}</a><br />
<div class="topic-poster responsive-hide left-box">by {self.profile_link(first.author, sid)} &raquo; <time datetime="{iso_offset(first.date)}">{_date(first.date)}</time></div>
{tp}</div></dt>
<dd class="posts">{len(t.posts) - 1} <dfn>Replies</dfn></dd><dd class="views">{t.views} <dfn>Views</dfn></dd>
<dd class="lastpost"><span><dfn>Last post </dfn>by {self.profile_link(last.author, sid)}
<a href="{u("viewtopic.php", sid, p=last.id)}#p{last.id}" title="Go to last post"><i class="icon fa-external-link-square fa-fw icon-lightgray icon-md" aria-hidden="true"></i><span class="sr-only"></span></a><br /><time datetime="{iso_offset(last.date)}">{_date(last.date)}</time></span></dd>
</dl></li>""")
        pag = self.pagination(
            "viewforum.php", sid, len(forum.topics), TOPICS_PER_PAGE, start, f=forum.id
        )
        body = f"""<h2 class="forum-title"><a href="{u("viewforum.php", sid, f=forum.id)}">{escape(forum.name)}</a></h2>
<div><div style="display: none !important;">{escape(forum.description)}<br /></div></div>
<div class="action-bar bar-top">
<a href="{u("posting.php", sid, mode="post", f=forum.id)}" class="button" title="Post a new topic"><span>New Topic</span> <i class="icon fa-pencil fa-fw" aria-hidden="true"></i></a>
<div class="search-box" role="search"><form method="get" id="forum-search" action="{self.root}search.php?sid={sid}"><fieldset><input class="inputbox search tiny" type="search" name="keywords" id="search_keywords" size="20" placeholder="Search this forum…" /><button class="button button-search" type="submit" title="Search">Search</button><input type="hidden" name="fid[0]" value="{forum.id}" /></fieldset></form></div>
{pag}
</div>
<div class="forumbg"><div class="inner">
<ul class="topiclist"><li class="header"><dl class="row-item"><dt><div class="list-inner">Topics</div></dt><dd class="posts">Replies</dd><dd class="views">Views</dd><dd class="lastpost"><span>Last post</span></dd></dl></li></ul>
<ul class="topiclist topics">
{"".join(rows)}
</ul></div></div>
<div class="action-bar bar-bottom">{pag}</div>
<div class="action-bar actions-jump"><p class="jumpbox-return"><a href="{u("index.php", sid)}" class="left-box arrow-left" accesskey="r">Return to Board Index</a></p></div>"""
        canon = f"viewforum.php?f={forum.id}" + (f"&amp;start={start}" if start else "")
        return Response.html(
            self.page(
                forum.name,
                body,
                sid,
                canonical=canon,
                crumbs=[(u("viewforum.php", sid, f=forum.id), forum.name)],
            )
        )

    def post_html(self, t: Topic, p: Post, sid: str, first: bool) -> str:
        u = self.u
        plink = f"{u('viewtopic.php', sid, p=p.id)}#p{p.id}"
        content = "<br /><br />".join(escape(x) for x in p.paras)
        buttons = f"""<ul class="post-buttons">
<li><a href="{u("posting.php", sid, mode="quote", p=p.id)}" title="Reply with quote" class="button button-icon-only"><i class="icon fa-quote-left fa-fw" aria-hidden="true"></i><span>Quote</span></a></li>
</ul>"""
        report = f'<li><a href="{u("report.php", sid, p=p.id)}" title="Report this post"><i class="icon fa-exclamation fa-fw" aria-hidden="true"></i><span>Report</span></a></li>'
        if self.themed:
            return f"""<article class="message message--{"first" if first else "reply"}" id="message-{p.id}" data-post-id="{p.id}">
<header class="message-head">
<div class="poster-card"><span class="poster"><a href="{u("memberlist.php", sid, mode="viewprofile", u=p.author.id)}" class="poster-name">{escape(p.author.name)}</a></span>
<span class="poster-rank">Member</span></div>
<h4 class="message-subject"><a href="{plink}">{escape(p.title)}</a></h4>
<span class="posted"><time class="posted-at" datetime="{iso_offset(p.date)}">{_date(p.date)}</time></span>
</header>
<section class="message-body">{content}</section>
<footer class="message-tools"><ul class="tool-list"><li><a href="{u("posting.php", sid, mode="quote", p=p.id)}" class="tool">Quote</a></li>{report}</ul></footer>
</article>
"""
        return f"""<div id="p{p.id}" class="post has-profile bg{p.id % 2 + 1}">
<div class="inner">
<dl class="postprofile" id="profile{p.id}">
<dt class="has-profile-rank no-avatar"><div class="avatar-container"></div>{self.profile_link(p.author, sid)}</dt>
<dd class="profile-rank">Registered User</dd>
<dd class="profile-posts"><strong>Posts:</strong> <a href="{u("search.php", sid, author_id=p.author.id, sr="posts")}">{p.author.id * 3 + 4}</a></dd>
<dd class="profile-joined"><strong>Joined:</strong> {_date(p.author.joined)}</dd>
</dl>
<div class="postbody">
<div id="post_content{p.id}">
<h3 {'class="first"' if first else ""}><a href="{plink}">{escape(p.title)}</a></h3>
{buttons}
<p class="author">
<a class="unread" href="{plink}" title="Post"><i class="icon fa-file fa-fw icon-lightgray icon-md" aria-hidden="true"></i><span class="sr-only">Post</span></a>
<span class="responsive-hide">by <strong>{self.profile_link(p.author, sid)}</strong> &raquo; </span><time datetime="{iso_offset(p.date)}">{_date(p.date)}</time>
</p>
<div class="content">{content}</div>
<ul class="post-buttons">{report}</ul>
</div>
</div>
<div class="back2top"><a href="#top" class="top" title="Top"><i class="icon fa-chevron-circle-up fa-fw icon-gray" aria-hidden="true"></i><span class="sr-only">Top</span></a></div>
</div>
</div>
<hr class="divider" />
"""

    def viewtopic(self, t: Topic, start: int, sid: str) -> str:
        u = self.u
        forum = self.board.forum_of(t)
        chunk = t.posts[start : start + POSTS_PER_PAGE]
        posts = "".join(
            self.post_html(t, p, sid, start == 0 and i == 0) for i, p in enumerate(chunk)
        )
        pag = self.pagination("viewtopic.php", sid, len(t.posts), POSTS_PER_PAGE, start, t=t.id)
        tools = f"""<div class="dropdown-container dropdown-button-control topic-tools"><span title="Topic tools" class="button button-secondary dropdown-trigger dropdown-select"><i class="icon fa-wrench fa-fw" aria-hidden="true"></i></span>
<div class="dropdown"><ul class="dropdown-contents">
<li><a href="{u("viewtopic.php", sid, t=t.id, view="print")}" title="Print view" accesskey="p" class="button"><i class="icon fa-print fa-fw" aria-hidden="true"></i><span>Print view</span></a></li>
</ul></div></div>"""
        body = f"""<h2 class="topic-title"><a href="{u("viewtopic.php", sid, t=t.id)}">{escape(t.title)}</a></h2>
<div class="action-bar bar-top">
<a href="{u("posting.php", sid, mode="reply", t=t.id)}" class="button" title="Post a reply"><span>Post Reply</span> <i class="icon fa-reply fa-fw" aria-hidden="true"></i></a>
{tools}
<div class="search-box" role="search"><form method="get" id="topic-search" action="{self.root}search.php?sid={sid}"><fieldset><input class="inputbox search tiny" type="search" name="keywords" id="search_keywords" size="20" placeholder="Search this topic…" /><input type="hidden" name="t" value="{t.id}" /><input type="hidden" name="sf" value="msgonly" /></fieldset></form></div>
{pag}
</div>
{posts}
<div class="action-bar bar-bottom">
<a href="{u("posting.php", sid, mode="reply", t=t.id)}" class="button" title="Post a reply"><span>Post Reply</span></a>
{pag}
</div>
<div class="action-bar actions-jump">
<p class="jumpbox-return"><a href="{u("viewforum.php", sid, f=forum.id)}" class="left-box arrow-left" accesskey="r">Return to &ldquo;{escape(forum.name)}&rdquo;</a></p>
</div>
<p class="topic-nav"><a href="{u("viewtopic.php", sid, t=t.id, view="previous")}">Previous topic</a> &bull; <a href="{u("viewtopic.php", sid, t=t.id, view="next")}">Next topic</a></p>"""
        canon = f"viewtopic.php?t={t.id}" + (f"&amp;start={start}" if start else "")
        return self.page(
            t.title,
            body,
            sid,
            canonical=canon,
            crumbs=[(u("viewforum.php", sid, f=forum.id), forum.name)],
        )

    def print_view(self, t: Topic) -> str:
        posts = "".join(
            f'<div class="post"><h3>{escape(p.title)}</h3><div class="date"><strong>Posted:</strong> {_date(p.date)}</div><div class="author"><strong>Posted by:</strong> {escape(p.author.name)}</div><div class="content">{"<br /><br />".join(escape(x) for x in p.paras)}</div></div><hr />'
            for p in t.posts
        )
        return f"""<!DOCTYPE html><html dir="ltr" lang="en-gb"><head><meta charset="utf-8" /><meta name="robots" content="noindex" /><title>Keepnet Community - {escape(t.title)}</title>
<link href="{self.root}styles/{self.style}/theme/print.css" rel="stylesheet"></head><body id="phpbb">
<div id="wrap" class="wrap"><div id="page-header"><h1>Keepnet Community</h1><p><a href="http://{self.host}/index.php">http://{self.host}/</a></p>
<h2>{escape(t.title)}</h2><p><a href="http://{self.host}/viewtopic.php?t={t.id}">http://{self.host}/viewtopic.php?t={t.id}</a></p></div>
<div id="page-body" class="page-body">{posts}</div>
<div id="page-footer" class="page-footer"><div class="copyright">Powered by phpBB&reg; Forum Software &copy; phpBB Limited<br />https://www.phpbb.com/</div></div></div></body></html>"""

    def login(self, sid: str, message: str = "") -> str:
        u = self.u
        msg = f'<p class="error">{escape(message)}</p>' if message else ""
        body = f"""<form action="{u("ucp.php", sid, mode="login")}" method="post" id="login" data-focus="username">
<div class="panel"><div class="inner"><div class="content"><h2 class="login-title">Login</h2>{msg}
<fieldset class="fields1"><dl><dt><label for="username">Username:</label></dt><dd><input type="text" tabindex="1" name="username" id="username" size="25" value="" class="inputbox autowidth" /></dd></dl>
<dl><dt><label for="password">Password:</label></dt><dd><input type="password" tabindex="2" id="password" name="password" size="25" class="inputbox autowidth" autocomplete="off" /></dd>
<dd><a href="{self.root}app.php/user/forgot_password?sid={sid}">I forgot my password</a></dd></dl>
<dl><dd><input type="submit" name="login" tabindex="6" value="Login" class="button1" /></dd></dl></fieldset>
</div></div></div>
<div class="panel"><div class="inner"><div class="content"><h3>Register</h3><p>In order to login you must be registered.</p><p><strong><a href="{u("ucp.php", sid, mode="register")}" class="button2">Register</a></strong></p></div></div></div>
</form>"""
        return self.page("Login", body, sid)

    def info(self, title: str, text: str, sid: str) -> str:
        return self.page(
            title,
            f'<div class="panel"><div class="inner"><h2>{escape(title)}</h2><p>{escape(text)}</p></div></div>',
            sid,
        )

    def feed(self) -> Response:
        posts = sorted(self.board.posts(), key=lambda p: p.date, reverse=True)[:15]
        entries = "".join(
            f"""<entry><author><name><![CDATA[{p.author.name}]]></name></author><updated>{iso_offset(p.date)}</updated><published>{iso_offset(p.date)}</published><id>http://{self.host}/viewtopic.php?p={p.id}#p{p.id}</id><link href="http://{self.host}/viewtopic.php?p={p.id}#p{p.id}"/><title type="html"><![CDATA[{p.title}]]></title><content type="html" xml:base="http://{self.host}/viewtopic.php?p={p.id}#p{p.id}"><![CDATA[{p.text}]]></content></entry>"""
            for p in posts
        )
        xml = f'<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-gb"><link rel="self" type="application/atom+xml" href="http://{self.host}/feed.php" /><title>Keepnet Community</title><link href="http://{self.host}/index.php" /><updated>{iso_offset(posts[0].date)}</updated><author><name><![CDATA[Keepnet Community]]></name></author><id>http://{self.host}/feed.php</id>{entries}</feed>'
        return Response.text(xml, content_type="application/atom+xml; charset=UTF-8")

    # -- dispatch ------------------------------------------------------------------------
    def handle(self, req: Request) -> Response:
        path = req.path
        if path.startswith(("/styles/", "/assets/")):
            return self.asset(path)
        sid, headers = self.sessions.for_request(req)
        self.root = "./" + "../" * (path.count("/") - 1)
        resp = self.dispatch(req, path, sid)
        resp.headers.extend(headers)
        return resp

    def dispatch(self, req: Request, path: str, sid: str) -> Response:
        q = query(req)
        html = Response.html
        num = lambda k: int(q[k]) if q.get(k, "").isdigit() else -1  # noqa: E731
        if path in ("/", "/index.php"):
            return html(self.index(sid))
        if path == "/viewforum.php":
            if num("f") == 1:  # the category: a forum of type FORUM_CAT lists its forums
                return html(
                    self.index(sid).replace(
                        'canonical" href="http://' + self.host + '/index.php"',
                        'canonical" href="http://' + self.host + '/viewforum.php?f=1"',
                    )
                )
            return self.viewforum(num("f"), max(0, num("start")), sid)
        if path == "/viewtopic.php":
            t = self.topics.get(num("t"))
            start = max(0, num("start"))
            if num("p") in self.post_topic:
                t = self.post_topic[num("p")]
                start = (
                    t.posts.index(next(p for p in t.posts if p.id == num("p")))
                    // POSTS_PER_PAGE
                    * POSTS_PER_PAGE
                )
            if t is None or start % POSTS_PER_PAGE or start >= len(t.posts):
                return html(
                    self.info("Information", "The requested topic does not exist.", sid), 404
                )
            view = q.get("view", "")
            if view == "print":
                return html(self.print_view(t))
            if view in ("next", "previous"):
                ids = sorted(self.topics)
                i = ids.index(t.id) + (1 if view == "next" else -1)
                if not 0 <= i < len(ids):
                    msg = (
                        "There are no newer topics in this forum."
                        if view == "next"
                        else "There are no older topics in this forum."
                    )
                    return html(self.info("Information", msg, sid), 404)
                return html(self.viewtopic(self.topics[ids[i]], 0, sid))
            return html(self.viewtopic(t, start, sid))
        if path in ("/posting.php", "/report.php"):
            return html(
                self.login(
                    sid,
                    "You need to login in order to reply to topics within this forum."
                    if path == "/posting.php"
                    else "You are not authorised to report this post.",
                )
            )
        if path == "/ucp.php":
            mode = q.get("mode", "")
            if mode == "register":
                return html(
                    self.info(
                        "Register",
                        "By accessing Keepnet Community you agree to be legally bound by the following terms. I agree to these terms.",
                        sid,
                    )
                )
            if mode == "delete_cookies":
                return html(self.info("Information", "Cookies deleted successfully.", sid))
            return html(self.login(sid))
        if path == "/memberlist.php":
            mode = q.get("mode", "")
            if mode == "viewprofile" and num("u") in self.users:
                user = self.users[num("u")]
                return html(
                    self.page(
                        f"Viewing profile - {user.name}",
                        f'<h2 class="memberlist-title">Viewing profile - {escape(user.name)}</h2><div class="panel bg1"><dl class="left-box details profile-details"><dt>Username:</dt><dd><span>{escape(user.name)}</span></dd><dt>Joined:</dt><dd>{_date(user.joined)}</dd></dl><p><a href="{self.u("search.php", sid, author_id=user.id, sr="posts")}">Search user’s posts</a></p></div>',
                        sid,
                    )
                )
            if mode in ("team", "contactadmin"):
                return html(self.info("The team", "Administrators: admin. Moderators: none.", sid))
            return html(
                self.login(
                    sid, "The board requires you to be registered and logged in to view this page."
                )
            )
        if path == "/search.php":
            return html(
                self.info(
                    "Search",
                    "Search for keywords, or search for an author. No suitable matches were found.",
                    sid,
                )
            )
        if path == "/viewonline.php":
            return html(
                self.info("Who is online", "In total there is 1 user online: 1 guest.", sid)
            )
        if path == "/feed.php":
            return self.feed()
        if path.startswith("/app.php/"):
            return html(
                self.info(
                    path.rsplit("/", 1)[-1].replace("_", " ").title(),
                    "Frequently asked questions, privacy and terms of use.",
                    sid,
                )
            )
        return Response.not_found(req.url)

    def asset(self, path: str) -> Response:
        if path.endswith(".css"):
            return Response.text(
                f"/* phpBB {self.style} {path} */ body {{ font-family: Verdana; }}\n",
                content_type="text/css",
            )
        if path.endswith(".js"):
            return Response.text(f"/* phpBB {path} */\n", content_type="application/javascript")
        if path.endswith(".png") or path.endswith(".gif"):
            return Response.data(png(), "image/png")
        return Response.not_found(path)


def build(themed: bool = False) -> AppSite:
    host = THEMED_HOST if themed else HOST
    board = make_board("phpbb-themed" if themed else "phpbb")
    app = PhpBB(host, board, themed)
    site = Site(host, not_found=app.handle)
    origin = f"http://{host}"
    views = {f"{origin}/index.php", f"{origin}/viewforum.php?f=1"}
    for f in board.forums:
        for k in range(pages(len(f.topics), TOPICS_PER_PAGE)):
            views.add(
                f"{origin}/viewforum.php?f={f.id}" + (f"&start={k * TOPICS_PER_PAGE}" if k else "")
            )
    objects = []
    for t in board.topics():
        for i, p in enumerate(t.posts):
            start = i // POSTS_PER_PAGE * POSTS_PER_PAGE
            url = f"{origin}/viewtopic.php?t={t.id}" + (f"&start={start}" if start else "")
            views.add(url)
            objects.append(
                WebObject(
                    "phpbb", "post", str(p.id), url, p.author.name, iso(p.date), p.title, p.text
                )
            )
    return AppSite(
        "phpbb", host, [site], [f"{origin}/index.php"], frozenset(views), objects, themed
    )
