"""Drupal 7.98 with the Bartik theme (standard install profile, pathauto aliases), for
held-out grading.

URL scheme: the front page / (its pager links to /node?page=N, as Drupal 7 does on the front
page), articles at their alias /content/slug and also at /node/N (same page, canonical to
the alias), comment permalinks /comment/N, /comment/reply/N (access denied for guests),
taxonomy terms at /tags/x and /taxonomy/term/N (+ /feed), /rss.xml, /user/login,
/user/register, /user/password, /user/N (access denied), /search/node, /filter/tips.
"""

from __future__ import annotations

import re
from html import escape as h

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import (
    AppSite,
    Article,
    Blog,
    Comment,
    WebObject,
    iso,
    iso_offset,
    make_blog,
    pages,
    query,
)

PER_PAGE = 10
SITE = "Walnut Valley Allotments"


def medium(dt) -> str:  # noqa: ANN001
    """Drupal 7's default medium date format "D, m/d/Y - H:i"."""
    return dt.strftime("%a, %m/%d/%Y - %H:%M")


class D7:
    def __init__(self, host: str, blog: Blog) -> None:
        self.host, self.blog = host, blog
        self.o = f"http://{host}"
        self.site = Site(host, not_found=lambda r: self.status(404))
        self.by_nid = {a.id: a for a in blog.articles}
        self.comments = {c.id: (a, c) for a in blog.articles for c in a.comments}
        self.terms = {i + 1: t for i, t in enumerate(blog.tags())}
        self.tid = {t: i for i, t in self.terms.items()}
        self._routes()

    def alias(self, a: Article) -> str:
        return f"/content/{a.slug}"

    def page(
        self,
        title: str,
        content: str,
        canonical: str = "",
        shortlink: str = "",
        status: int = 200,
        tabs: str = "",
        front: bool = False,
    ) -> Response:
        body_cls = "front" if front else "not-front"
        head = ""
        if canonical:
            head += f'<link rel="canonical" href="{canonical}" />\n'
        if shortlink:
            head += f'<link rel="shortlink" href="{shortlink}" />\n'
        recent = "".join(
            f'<li><a href="{self.alias(a)}">{h(a.title)}</a></li>' for a in self.blog.articles[:5]
        )
        html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML+RDFa 1.0//EN" "http://www.w3.org/MarkUp/DTD/xhtml-rdfa-1.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" version="XHTML+RDFa 1.0" dir="ltr">
<head profile="http://www.w3.org/1999/xhtml/vocab">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<link rel="shortcut icon" href="{self.o}/misc/favicon.ico" type="image/vnd.microsoft.icon" />
<meta name="Generator" content="Drupal 7 (http://drupal.org)" />
{head}<title>{h(title)} | {SITE}</title>
<style type="text/css" media="all">@import url("{self.o}/modules/system/system.base.css?s0x1a2");
@import url("{self.o}/themes/bartik/css/layout.css?s0x1a2");
@import url("{self.o}/themes/bartik/css/style.css?s0x1a2");</style>
<script type="text/javascript" src="{self.o}/misc/jquery.js?v=1.4.4"></script>
<script type="text/javascript" src="{self.o}/misc/drupal.js?s0x1a2"></script>
<script type="text/javascript">jQuery.extend(Drupal.settings, {{"basePath":"\\/","pathPrefix":""}});</script>
</head>
<body class="html {body_cls} not-logged-in one-sidebar sidebar-first page-node" >
<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Skip to main content</a></div>
<div id="page-wrapper"><div id="page">
<div id="header" class="without-secondary-menu"><div class="section clearfix">
<a href="/" title="Home" rel="home" id="logo"><img src="{self.o}/themes/bartik/logo.png" alt="Home" /></a>
<div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="Home" rel="home"><span>{SITE}</span></a></strong></div></div>
<div id="main-menu" class="navigation"><h2 class="element-invisible">Main menu</h2><ul id="main-menu-links" class="links clearfix"><li class="menu-218 first last"><a href="/">Home</a></li></ul></div>
</div></div>
<div id="main-wrapper" class="clearfix"><div id="main" class="clearfix">
<div id="content" class="column"><div class="section">
<a id="main-content"></a>
<h1 class="title" id="page-title">{h(title)}</h1>
{tabs}
<div class="region region-content">
<div id="block-system-main" class="block block-system"><div class="content">
{content}
</div></div></div></div></div>
<div id="sidebar-first" class="column sidebar"><div class="section"><div class="region region-sidebar-first">
<div id="block-search-form" class="block block-search"><div class="content"><form action="/" method="post" id="search-block-form" accept-charset="UTF-8"><div><div class="container-inline"><h2 class="element-invisible">Search form</h2><input title="Enter the terms you wish to search for." type="text" name="search_block_form" size="15" maxlength="128" class="form-text" /></div></div></form></div></div>
<div id="block-user-login" class="block block-user"><h2>User login</h2><div class="content"><form action="/node?destination=node" method="post" id="user-login-form"><div class="item-list"><ul><li class="first"><a href="/user/register" title="Create a new user account.">Create new account</a></li><li class="last"><a href="/user/password" title="Request new password via e-mail.">Request new password</a></li></ul></div></form></div></div>
<div id="block-node-recent" class="block block-node"><h2>Recent content</h2><div class="content"><ul>{recent}</ul></div></div>
</div></div></div>
</div></div>
<div id="footer-wrapper"><div class="section"><div id="footer" class="clearfix"><div class="region region-footer"><div id="block-system-powered-by" class="block block-system"><div class="content"><span>Powered by <a href="https://www.drupal.org">Drupal</a></span></div></div></div>
<a href="/rss.xml" class="feed-icon" title="Subscribe to {SITE} RSS"><img src="{self.o}/misc/feed.png" width="16" height="16" alt="Subscribe to {SITE} RSS" /></a></div></div></div>
</div></div></body></html>"""
        return Response.html(html, status)

    def status(self, code: int) -> Response:
        if code == 403:
            return self.page(
                "Access denied", "You are not authorized to access this page.", status=403
            )
        return self.page("Page not found", "The requested page could not be found.", status=404)

    def submitted(self, a: Article) -> str:
        return f'<div class="meta submitted"><span property="dc:date dc:created" content="{iso_offset(a.date)}" datatype="xsd:dateTime" rel="sioc:has_creator">Submitted by <span class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name" datatype="">{h(a.author.name)}</span> on {medium(a.date)}</span></div>'

    def tags(self, a: Article) -> str:
        items = "".join(
            f'<div class="field-item {"even" if i % 2 == 0 else "odd"}" rel="dc:subject"><a href="/tags/{t}" typeof="skos:Concept" property="rdfs:label skos:prefLabel" datatype="">{t}</a></div>'
            for i, t in enumerate(a.tags)
        )
        return f'<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">Tags:&nbsp;</div><div class="field-items">{items}</div></div>'

    def body(self, paras: list[str], name: str = "body") -> str:
        return f'<div class="field field-name-{name} field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">{"".join(f"<p>{h(p)}</p>" for p in paras)}</div></div></div>'

    def teaser(self, a: Article) -> str:
        return (
            f"""<div id="node-{a.id}" class="node node-article node-promoted node-teaser clearfix" about="{self.alias(a)}" typeof="sioc:Item foaf:Document">
<h2><a href="{self.alias(a)}">{h(a.title)}</a></h2><span property="dc:title" content="{h(a.title)}" class="rdf-meta element-hidden"></span><span property="sioc:num_replies" content="{len(a.comments)}" datatype="xsd:integer" class="rdf-meta element-hidden"></span>
{self.submitted(a)}
<div class="content clearfix">{self.body(a.paras[:1])}{self.tags(a)}</div>
<div class="link-wrapper"><ul class="links inline"><li class="node-readmore first"><a href="{self.alias(a)}" rel="tag" title="{h(a.title)}">Read more<span class="element-invisible"> about {h(a.title)}</span></a></li>"""
            + (
                f'<li class="comment-comments"><a href="{self.alias(a)}#comments" title="Jump to the first comment of this posting.">{len(a.comments)} comment{"s" if len(a.comments) != 1 else ""}</a></li>'
                if a.comments
                else ""
            )
            + f"""<li class="comment_forbidden last"><span><a href="/user/login?destination=node/{a.id}%23comment-form">Log in</a> or <a href="/user/register?destination=node/{a.id}%23comment-form">register</a> to post comments</span></li></ul></div>
</div>"""
        )

    def comment(self, a: Article, c: Comment) -> str:
        subject = " ".join(c.text.split()[:4])
        return f"""<a id="comment-{c.id}"></a>
<div class="comment {"comment-by-node-author " if c.author is a.author else ""}clearfix" about="/comment/{c.id}#comment-{c.id}" typeof="sioc:Post sioct:Comment">
<div class="attribution"><div class="submitted"><p class="commenter-name"><span rel="sioc:has_creator"><span class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name" datatype="">{h(c.author.name)}</span></span></p>
<p class="comment-time"><span property="dc:date dc:created" content="{iso_offset(c.date)}" datatype="xsd:dateTime">{medium(c.date)}</span></p>
<p class="comment-permalink"><a href="/comment/{c.id}#comment-{c.id}" class="permalink" rel="bookmark">Permalink</a></p></div></div>
<div class="comment-text"><div class="comment-arrow"></div><h3 property="dc:title" datatype=""><a href="/comment/{c.id}#comment-{c.id}" class="permalink" rel="bookmark">{h(subject)}</a></h3>
<div class="content"><span rel="sioc:reply_of" resource="{self.alias(a)}" class="rdf-meta element-hidden"></span>{self.body(c.paras, "comment-body")}</div></div>
<ul class="links inline"><li class="comment_forbidden first last"><span><a href="/user/login?destination=node/{a.id}%23comment-form">Log in</a> or <a href="/user/register?destination=node/{a.id}%23comment-form">register</a> to post comments</span></li></ul>
</div>"""

    def comments_html(self, a: Article) -> str:
        out: list[str] = []
        depth: dict[int, int] = {}
        for c in a.comments:
            depth[c.id] = depth.get(c.parent, -1) + 1 if c.parent else 0
        for c in a.comments:  # Drupal 7 threads by appending indented children after parents
            out.append(
                '<div class="indented">' * depth[c.id] + self.comment(a, c) + "</div>" * depth[c.id]
            )
        return (
            f'<div id="comments" class="comment-wrapper"><h2 class="title">Comments</h2>{"".join(out)}</div>'
            if a.comments
            else ""
        )

    def node(self, req: Request, a: Article) -> Response:
        content = f"""<div id="node-{a.id}" class="node node-article node-promoted clearfix" about="{self.alias(a)}" typeof="sioc:Item foaf:Document">
<span property="dc:title" content="{h(a.title)}" class="rdf-meta element-hidden"></span><span property="sioc:num_replies" content="{len(a.comments)}" datatype="xsd:integer" class="rdf-meta element-hidden"></span>
{self.submitted(a)}
<div class="content clearfix">{self.body(a.paras)}{self.tags(a)}</div>
<div class="link-wrapper"><ul class="links inline"><li class="comment_forbidden first last"><span><a href="/user/login?destination=node/{a.id}%23comment-form">Log in</a> or <a href="/user/register?destination=node/{a.id}%23comment-form">register</a> to post comments</span></li></ul></div>
{self.comments_html(a)}
</div>"""
        return self.page(a.title, content, self.alias(a), f"/node/{a.id}")

    def front(self, req: Request, arts: list[Article], path: str, title: str) -> Response:
        q = query(req)
        page = int(q["page"]) if q.get("page", "").isdigit() else 0
        np = pages(len(arts), PER_PAGE)
        if page >= np:
            page = np - 1  # Drupal 7 clamps an out-of-range pager to its last page
        chunk = arts[page * PER_PAGE : (page + 1) * PER_PAGE]
        items = []
        if page > 0:
            items.append(
                f'<li class="pager-first first"><a title="Go to first page" href="{path}">« first</a></li><li class="pager-previous"><a title="Go to previous page" href="{path}'
                + (f"?page={page - 1}" if page > 1 else "")
                + '">‹ previous</a></li>'
            )
        for i in range(np):
            items.append(
                f'<li class="pager-current">{i + 1}</li>'
                if i == page
                else f'<li class="pager-item"><a title="Go to page {i + 1}" href="{path}'
                + (f"?page={i}" if i else "")
                + f'">{i + 1}</a></li>'
            )
        if page < np - 1:
            items.append(
                f'<li class="pager-next"><a title="Go to next page" href="{path}?page={page + 1}">next ›</a></li><li class="pager-last last"><a title="Go to last page" href="{path}?page={np - 1}">last »</a></li>'
            )
        pager = (
            f'<h2 class="element-invisible">Pages</h2><div class="item-list"><ul class="pager">{"".join(items)}</ul></div>'
            if np > 1
            else ""
        )
        content = "".join(self.teaser(a) for a in chunk) + pager
        return self.page(title, content, front=req.path == "/")

    def feed(self, arts: list[Article], title: str) -> Response:
        items = "".join(
            f'<item><title>{h(a.title)}</title><link>{self.o}{self.alias(a)}</link><description>{h(a.text[:300])}</description><comments>{self.o}{self.alias(a)}#comments</comments><pubDate>{a.date.strftime("%a, %d %b %Y %H:%M:%S +0000")}</pubDate><dc:creator>{h(a.author.name)}</dc:creator><guid isPermaLink="false">{a.id} at {self.o}</guid></item>'
            for a in arts[:10]
        )
        xml = f'<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xml:base="{self.o}/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>{title}</title><link>{self.o}/</link><language>en</language>{items}</channel></rss>'
        return Response.text(xml, content_type="application/rss+xml; charset=utf-8")

    def _routes(self) -> None:
        s = self.site
        arts = self.blog.articles
        s.route("/")(lambda r: self.front(r, arts, "/node", SITE))
        s.route("/node")(lambda r: self.front(r, arts, "/node", SITE))
        s.route("/rss.xml")(lambda r: self.feed(arts, SITE))

        def content(req: Request) -> Response:
            a = next((a for a in arts if self.alias(a) == req.path), None)
            return self.node(req, a) if a else self.status(404)

        s.route(re.compile(r"/content/[a-z0-9-]+"))(content)

        def node(req: Request) -> Response:
            m = req.match
            assert m is not None
            a = self.by_nid.get(int(m.group(1)))
            if a is None:
                return self.status(404)
            if m.group(2) in ("/edit", "/delete", "/revisions"):
                return self.status(403)
            if m.group(2):
                return self.status(404)
            return self.node(req, a)

        s.route(re.compile(r"/node/(\d+)(/[a-z]+)?"))(node)
        s.route(re.compile(r"/node/add(/.*)?"))(lambda r: self.status(403))

        def comment(req: Request) -> Response:
            m = req.match
            assert m is not None
            if m.group(1) == "reply/":
                return self.status(403)
            pair = self.comments.get(int(m.group(2)))
            if pair is None:
                return self.status(404)
            if m.group(3):
                return self.status(403)
            return self.node(req, pair[0])  # comment_permalink() renders the node page

        s.route(re.compile(r"/comment/(reply/)?(\d+)(/edit|/delete)?"))(comment)

        def term(req: Request) -> Response:
            m = req.match
            assert m is not None
            if m.group(1) == "tags/":
                tag = m.group(2)
                tid = self.tid.get(tag)
            else:
                tid = int(m.group(2)) if m.group(2).isdigit() else None
                tag = self.terms.get(tid or -1, "")
            if tid is None or not tag:
                return self.status(404)
            tagged = [a for a in arts if tag in a.tags]
            if m.group(3) == "/feed":
                return self.feed(tagged, f"{tag} | {SITE}")
            return self.front(req, tagged, f"/tags/{tag}", tag)

        s.route(re.compile(r"/(tags/|taxonomy/term/)([a-z0-9]+)(/feed)?"))(term)

        def user(req: Request) -> Response:
            m = req.match
            assert m is not None
            what = m.group(1) or ""
            dest = query(req).get("destination", "")
            form = f'<form action="/user/login{"?destination=" + dest if dest else ""}" method="post" id="user-login"><div><div class="form-item form-type-textfield form-item-name"><label for="edit-name">Username <span class="form-required" title="This field is required.">*</span></label><input type="text" id="edit-name" name="name" size="60" maxlength="60" class="form-text required" /></div><div class="form-item form-type-password form-item-pass"><label for="edit-pass">Password</label><input type="password" id="edit-pass" name="pass" size="60" maxlength="128" class="form-text required" /></div><input type="submit" id="edit-submit" name="op" value="Log in" class="form-submit" /></div></form>'
            tabs = '<h2 class="element-invisible">Primary tabs</h2><ul class="tabs primary"><li><a href="/user/register">Create new account</a></li><li><a href="/user">Log in</a></li><li><a href="/user/password">Request new password</a></li></ul>'
            if what in ("", "/login"):
                return self.page("User account", form, tabs=tabs)
            if what == "/register":
                return self.page(
                    "User account",
                    '<form action="/user/register" method="post" id="user-register-form"><div class="form-item"><label>Username</label><input type="text" name="name" /></div><div class="form-item"><label>E-mail address</label><input type="text" name="mail" /></div></form>',
                    tabs=tabs,
                )
            if what == "/password":
                return self.page(
                    "User account",
                    '<form action="/user/password" method="post" id="user-pass"><div class="form-item"><label>Username or e-mail address</label><input type="text" name="name" /></div></form>',
                    tabs=tabs,
                )
            if re.fullmatch(r"/\d+(/.*)?", what):
                return self.status(403)
            return self.status(404)

        s.route(re.compile(r"/user(/login|/register|/password|/\d+(?:/[a-z]+)?)?"))(user)
        s.route(re.compile(r"/search(/node(/.*)?)?"))(
            lambda r: self.page(
                "Search",
                '<form action="/search/node" method="post" id="search-form"><div class="form-item form-type-textfield form-item-keys"><label for="edit-keys">Enter your keywords </label><input type="text" id="edit-keys" name="keys" size="40" maxlength="255" class="form-text" /></div></form>',
            )
        )
        s.route("/filter/tips")(
            lambda r: self.page(
                "Compose tips",
                '<div class="filter-tips"><h3>Filtered HTML</h3><ul class="tips"><li>Web page addresses and e-mail addresses turn into links automatically.</li><li>Allowed HTML tags: &lt;a&gt; &lt;em&gt; &lt;strong&gt; &lt;cite&gt;</li></ul></div>',
            )
        )
        s.add(
            "/robots.txt",
            Response.text("""#
# robots.txt
#
User-agent: *
Crawl-delay: 10
# CSS, JS, Images
Allow: /misc/*.css$
Allow: /misc/*.js$
# Directories
Disallow: /includes/
Disallow: /misc/
Disallow: /modules/
Disallow: /profiles/
Disallow: /scripts/
Disallow: /themes/
# Files
Disallow: /CHANGELOG.txt
Disallow: /cron.php
Disallow: /install.php
Disallow: /xmlrpc.php
# Paths (clean URLs)
Disallow: /admin/
Disallow: /comment/reply/
Disallow: /filter/tips/
Disallow: /node/add/
Disallow: /search/
Disallow: /user/register/
Disallow: /user/password/
Disallow: /user/login/
Disallow: /user/logout/
# Paths (no clean URLs)
Disallow: /?q=admin/
Disallow: /?q=comment/reply/
Disallow: /?q=filter/tips/
Disallow: /?q=node/add/
Disallow: /?q=search/
Disallow: /?q=user/password/
Disallow: /?q=user/register/
Disallow: /?q=user/login/
Disallow: /?q=user/logout/
"""),
        )
        s.route(re.compile(r"/(misc|modules|themes|sites)/.+"))(
            lambda r: Response.data(
                b"", "text/css" if r.path.endswith(".css") else "application/octet-stream"
            )
        )


def build(themed: bool = False) -> AppSite:
    host = "www.walnut-valley.test"
    blog = make_blog("heldout-drupal", articles=14, comments=(0, 9), first_id=3)
    d = D7(host, blog)
    o = f"http://{host}"
    views = {f"{o}/"} | {
        f"{o}/node?page={i}" for i in range(1, pages(len(blog.articles), PER_PAGE))
    }
    objects = []
    for a in blog.articles:
        url = o + d.alias(a)
        views.add(url)
        objects.append(
            WebObject(
                "drupal", "article", str(a.id), url, a.author.name, iso(a.date), a.title, a.text
            )
        )
        for c in a.comments:
            objects.append(
                WebObject(
                    "drupal", "comment", str(c.id), url, c.author.name, iso(c.date), "", c.text
                )
            )
    return AppSite("drupal", host, [d.site], [f"{o}/"], frozenset(views), objects, themed)
