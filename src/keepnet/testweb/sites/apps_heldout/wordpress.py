"""WordPress 6.3 with the Twenty Seventeen theme and numeric permalinks (/archives/N), for
held-out grading.

URL scheme under the "/archives/%post_id%" permalink structure: /archives/N posts, home
pagination /page/N, the archive bases behind the /archives/ front (/archives/category/x,
/archives/tag/x, /archives/author/x, /archives/date/Y/m), ?replytocom= (noindex),, ?p=N shortlinks,
feeds, /archives/N/embed, wp-json (REST + oEmbed), xmlrpc.php?rsd, wp-login.php, wp-sitemap.
"""

from __future__ import annotations

import json
import re
from html import escape as h
from urllib.parse import quote

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import (
    AppSite,
    Article,
    Blog,
    Comment,
    WebObject,
    hexid,
    iso,
    iso_offset,
    make_blog,
    pages,
    query,
    slugify,
)

PER_PAGE = 10
NAME = "Lantern &amp; Ledger"


def long_date(dt) -> str:  # noqa: ANN001
    return dt.strftime("%B %-d, %Y")


class WP:
    def __init__(self, host: str, blog: Blog) -> None:
        self.host, self.blog = host, blog
        self.o = f"http://{host}"
        self.site = Site(host, not_found=lambda r: self.not_found())
        self.by_id = {a.id: a for a in blog.articles}
        self._routes()

    def purl(self, a: Article) -> str:
        return f"{self.o}/archives/{a.id}"

    def page(
        self,
        title: str,
        body: str,
        canonical: str = "",
        extra: str = "",
        cls: str = "home blog",
        status: int = 200,
        robots: str = "max-image-preview:large",
    ) -> Response:
        canon = f'<link rel="canonical" href="{canonical}" />\n' if canonical else ""
        cats = "".join(
            f'<li class="cat-item"><a href="{self.o}/archives/category/{slugify(c)}">{c}</a></li>'
            for c in self.blog.categories()
        )
        recent = "".join(
            f'<li><a href="{self.purl(a)}">{h(a.title)}</a></li>' for a in self.blog.articles[:5]
        )
        months = sorted({(a.date.year, a.date.month) for a in self.blog.articles}, reverse=True)
        arch = "".join(
            f'<li><a href="{self.o}/archives/date/{y}/{m:02d}">{__import__("calendar").month_name[m]} {y}</a></li>'
            for y, m in months
        )
        html = f"""<!DOCTYPE html>
<html lang="en-GB" class="no-js no-svg">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>{title}</title>
<meta name='robots' content='{robots}' />
<link rel="alternate" type="application/rss+xml" title="{NAME} &raquo; Feed" href="{self.o}/feed" />
<link rel="alternate" type="application/rss+xml" title="{NAME} &raquo; Comments Feed" href="{self.o}/comments/feed" />
{extra}<link rel='stylesheet' id='twentyseventeen-style-css' href='{self.o}/wp-content/themes/twentyseventeen/style.css?ver=20230808' media='all' />
<script src='{self.o}/wp-includes/js/jquery/jquery.min.js?ver=3.7.0' id='jquery-core-js'></script>
<link rel="https://api.w.org/" href="{self.o}/wp-json/" />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="{self.o}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.3.2" />
{canon}</head>
<body class="{cls} hfeed has-header-image has-sidebar colors-light">
<div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header id="masthead" class="site-header"><div class="custom-header"><div class="site-branding"><div class="wrap"><div class="site-branding-text">
<p class="site-title"><a href="{self.o}/" rel="home">{NAME}</a></p><p class="site-description">Notes from a workshop by the canal</p></div></div></div></div>
<div class="navigation-top"><div class="wrap"><nav id="site-navigation" class="main-navigation" aria-label="Top Menu"><div class="menu-top-container"><ul id="top-menu" class="menu">
<li class="menu-item"><a href="{self.o}/">Home</a></li><li class="menu-item"><a href="{self.o}/about">About</a></li></ul></div></nav></div></div></header>
<div class="site-content-contain"><div id="content" class="site-content"><div class="wrap">
{body}
<aside id="secondary" class="widget-area" aria-label="Blog Sidebar">
<section id="search-2" class="widget widget_search"><form role="search" method="get" class="search-form" action="{self.o}/"><input type="search" class="search-field" placeholder="Search &hellip;" value="" name="s" /></form></section>
<section id="recent-posts-2" class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>{recent}</ul></section>
<section id="archives-2" class="widget widget_archive"><h2 class="widget-title">Archives</h2><ul>{arch}</ul></section>
<section id="categories-2" class="widget widget_categories"><h2 class="widget-title">Categories</h2><ul>{cats}</ul></section>
<section id="meta-2" class="widget widget_meta"><h2 class="widget-title">Meta</h2><ul><li><a href="{self.o}/wp-login.php">Log in</a></li><li><a href="{self.o}/feed">Entries feed</a></li><li><a href="{self.o}/comments/feed">Comments feed</a></li><li><a href="https://wordpress.org/">WordPress.org</a></li></ul></section>
</aside></div></div>
<footer id="colophon" class="site-footer"><div class="wrap"><div class="site-info"><a href="https://wordpress.org/" class="imprint">Proudly powered by WordPress</a></div></div></footer>
</div></div>
<script src='{self.o}/wp-content/themes/twentyseventeen/assets/js/global.js?ver=20211130' id='twentyseventeen-global-js'></script>
<script src='{self.o}/wp-includes/js/comment-reply.min.js?ver=6.3.2' id='comment-reply-js'></script>
</body></html>"""
        return Response.html(html, status)

    def entry(self, a: Article, single: bool) -> str:
        cat = slugify(a.category)
        title = (
            f'<h1 class="entry-title">{h(a.title)}</h1>'
            if single
            else f'<h2 class="entry-title"><a href="{self.purl(a)}" rel="bookmark">{h(a.title)}</a></h2>'
        )
        tags = ", ".join(f'<a href="{self.o}/archives/tag/{t}" rel="tag">{t}</a>' for t in a.tags)
        return f"""<article id="post-{a.id}" class="post-{a.id} post type-post status-publish format-standard hentry category-{cat} {" ".join("tag-" + t for t in a.tags)}">
<header class="entry-header"><div class="entry-meta"><span class="posted-on"><span class="screen-reader-text">Posted on</span> <a href="{self.purl(a)}" rel="bookmark"><time class="entry-date published updated" datetime="{iso_offset(a.date)}">{long_date(a.date)}</time></a></span><span class="byline"> by <span class="author vcard"><a class="url fn n" href="{self.o}/archives/author/{a.author.name}">{h(a.author.name)}</a></span></span></div>{title}</header>
<div class="entry-content">{"".join(f"<p>{h(p)}</p>" for p in a.paras)}</div>
<footer class="entry-footer"><span class="cat-tags-links"><span class="cat-links"><span class="screen-reader-text">Categories</span><a href="{self.o}/archives/category/{cat}" rel="category tag">{a.category}</a></span><span class="tags-links"><span class="screen-reader-text">Tags</span>{tags}</span></span></footer>
</article>"""

    def comment(self, a: Article, c: Comment, depth: int) -> str:
        kids = [k for k in a.comments if k.parent == c.id]
        children = (
            f'<ol class="children">{"".join(self.comment(a, k, depth + 1) for k in kids)}</ol>'
            if kids
            else ""
        )
        return f"""<li id="comment-{c.id}" class="comment {"even" if c.id % 2 else "odd"} depth-{depth}{" parent" if kids else ""}">
<article id="div-comment-{c.id}" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><img alt='' src='https://secure.gravatar.com/avatar/{hexid(c.author.name)}?s=100&#038;d=mm&#038;r=g' class='avatar avatar-100 photo' height='100' width='100' loading='lazy' decoding='async'/><b class="fn">{h(c.author.name)}</b> <span class="says">says:</span></div>
<div class="comment-metadata"><a href="{self.purl(a)}#comment-{c.id}"><time datetime="{iso_offset(c.date)}">{long_date(c.date)} at {c.date.strftime("%-I:%M %p").lower()}</time></a></div></footer>
<div class="comment-content">{"".join(f"<p>{h(p)}</p>" for p in c.paras)}</div>
<div class="reply"><a rel='nofollow' class='comment-reply-link' href='{self.purl(a)}?replytocom={c.id}#respond' data-commentid="{c.id}" data-postid="{a.id}" data-belowelement="div-comment-{c.id}" data-respondelement="respond" aria-label='Reply to {h(c.author.name)}'>Reply</a></div>
</article>{children}</li>"""

    def single(self, req: Request, a: Article) -> Response:
        i = self.blog.articles.index(a)
        nav = ""
        if i + 1 < len(self.blog.articles):
            p = self.blog.articles[i + 1]
            nav += f'<div class="nav-previous"><a href="{self.purl(p)}" rel="prev"><span class="screen-reader-text">Previous Post</span><span class="nav-title">{h(p.title)}</span></a></div>'
        if i > 0:
            n = self.blog.articles[i - 1]
            nav += f'<div class="nav-next"><a href="{self.purl(n)}" rel="next"><span class="screen-reader-text">Next Post</span><span class="nav-title">{h(n.title)}</span></a></div>'
        comments = ""
        if a.comments:
            top = "".join(self.comment(a, c, 1) for c in a.comments if c.parent == 0)
            word = "Reply" if len(a.comments) == 1 else "Replies"
            comments = f'<h2 class="comments-title">{len(a.comments)} {word} to &ldquo;{h(a.title)}&rdquo;</h2><ol class="comment-list">{top}</ol>'
        reply = query(req).get("replytocom", "")
        cancel = (
            f'<small><a rel="nofollow" id="cancel-comment-reply-link" href="{self.purl(a)}#respond">Cancel reply</a></small>'
            if reply
            else ""
        )
        body = f"""<div id="primary" class="content-area"><main id="main" class="site-main">
{self.entry(a, True)}
<div id="comments" class="comments-area">{comments}
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply {cancel}</h3>
<form action="{self.o}/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes">Your email address will not be published.</p>
<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment"></textarea></p>
<input type='hidden' name='comment_post_ID' value='{a.id}' id='comment_post_ID' /><input type='hidden' name='comment_parent' id='comment_parent' value='{reply or 0}' /></form></div></div>
<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links">{nav}</div></nav>
</main></div>"""
        u = quote(self.purl(a), safe="")
        extra = (
            f'<link rel="alternate" type="application/rss+xml" title="{NAME} &raquo; {h(a.title)} Comments Feed" href="{self.purl(a)}/feed" />\n'
            f'<link rel="alternate" type="application/json" href="{self.o}/wp-json/wp/v2/posts/{a.id}" />\n'
            f"<link rel='shortlink' href='{self.o}/?p={a.id}' />\n"
            f'<link rel="alternate" type="application/json+oembed" href="{self.o}/wp-json/oembed/1.0/embed?url={u}" />\n'
            f'<link rel="alternate" type="text/xml+oembed" href="{self.o}/wp-json/oembed/1.0/embed?url={u}&#038;format=xml" />\n'
        )
        return self.page(
            f"{h(a.title)} &#8211; {NAME}",
            body,
            self.purl(a),
            extra,
            f"post-template-default single single-post postid-{a.id} single-format-standard",
            robots="noindex, follow" if reply else "max-image-preview:large",
        )

    def listing(
        self,
        req: Request,
        arts: list[Article],
        base: str,
        page: int,
        heading: str = "",
        cls: str = "home blog",
    ) -> Response:
        np = pages(len(arts), PER_PAGE)
        if page < 1 or page > np or not arts:
            return self.not_found()
        chunk = arts[(page - 1) * PER_PAGE : page * PER_PAGE]
        links = " ".join(
            f'<span aria-current="page" class="page-numbers current">{i}</span>'
            if i == page
            else f'<a class="page-numbers" href="{self.paged(base, i)}">{i}</a>'
            for i in range(1, np + 1)
        )
        nav = (
            f'<nav class="navigation pagination" aria-label="Posts"><h2 class="screen-reader-text">Posts navigation</h2><div class="nav-links">{links}'
            + (
                f'<a class="next page-numbers" href="{self.paged(base, page + 1)}">Next page</a>'
                if page < np
                else ""
            )
            + "</div></nav>"
            if np > 1
            else ""
        )
        head = (
            f'<header class="page-header"><h1 class="page-title">{heading}</h1></header>'
            if heading
            else ""
        )
        body = f'{head}<div id="primary" class="content-area"><main id="main" class="site-main">{"".join(self.entry(a, False) for a in chunk)}{nav}</main></div>'
        canonical = self.paged(base, page)
        return self.page(
            f"{heading + ' &#8211; ' if heading else ''}{NAME}"
            + (f" &#8211; Page {page}" if page > 1 else ""),
            body,
            canonical,
            cls=cls,
        )

    def not_found(self) -> Response:
        return self.page(
            f"Page not found &#8211; {NAME}",
            '<div id="primary" class="content-area"><main id="main" class="site-main"><section class="error-404 not-found"><header class="page-header"><h1 class="page-title">Oops! That page can&rsquo;t be found.</h1></header><div class="page-content"><p>It looks like nothing was found at this location. Maybe try a search?</p></div></section></main></div>',
            cls="error404",
            status=404,
        )

    def paged(self, base: str, page: int) -> str:
        """Page `page` of a listing under the no-trailing-slash permalink structure."""
        if page == 1:
            return base + "/" if base == self.o else base
        return f"{base}/page/{page}"

    def feed(self, arts: list[Article], title: str) -> Response:
        items = "".join(
            f'<item><title>{h(a.title)}</title><link>{self.purl(a)}</link><dc:creator><![CDATA[{a.author.name}]]></dc:creator><pubDate>{a.date.strftime("%a, %d %b %Y %H:%M:%S +0000")}</pubDate><guid isPermaLink="false">{self.o}/?p={a.id}</guid><description><![CDATA[{a.text[:200]} [&#8230;]]]></description><slash:comments>{len(a.comments)}</slash:comments></item>'
            for a in arts
        )
        xml = f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/"><channel><title>{title}</title><link>{self.o}</link><generator>https://wordpress.org/?v=6.3.2</generator>{items}</channel></rss>'
        return Response.text(xml, content_type="application/rss+xml; charset=UTF-8")

    def root(self, req: Request) -> Response:
        q = query(req)
        if q.get("p", "").isdigit():
            a = self.by_id.get(int(q["p"]))
            return Response.redirect(self.purl(a), 301) if a else self.not_found()
        if "s" in q:
            hits = (
                [
                    a
                    for a in self.blog.articles
                    if q["s"].lower() in (a.title + " " + a.text).lower()
                ]
                if q["s"]
                else []
            )
            if not hits:
                return self.page(
                    f"Search Results for &#8220;{h(q['s'])}&#8221; &#8211; {NAME}",
                    '<header class="page-header"><h1 class="page-title">Nothing Found</h1></header><p>Sorry, but nothing matched your search terms.</p>',
                    cls="search search-no-results",
                )
            return self.listing(
                req,
                hits,
                f"{self.o}/",
                1,
                f"Search Results for: {h(q['s'])}",
                "search search-results",
            )
        return self.listing(req, self.blog.articles, self.o, 1)

    def archives(self, req: Request) -> Response:
        if req.path.endswith("/"):  # redirect_canonical() to the slash-less structure
            return Response.redirect(
                self.o + req.path.rstrip("/") + ("?" + req.query if req.query else ""), 301
            )
        rest = req.path[len("/archives/") :].rstrip("/")
        parts = rest.split("/")
        query(req)
        page = 1
        if len(parts) >= 2 and parts[-2] == "page" and parts[-1].isdigit():
            page, parts = int(parts[-1]), parts[:-2]
        if parts[0].isdigit() and (a := self.by_id.get(int(parts[0]))):
            if len(parts) == 1 and page == 1:
                return self.single(req, a)
            if parts[1:] == ["feed"]:
                items = "".join(
                    f"<item><title>By: {h(c.author.name)}</title><link>{self.purl(a)}#comment-{c.id}</link><dc:creator><![CDATA[{c.author.name}]]></dc:creator><pubDate>{c.date.strftime('%a, %d %b %Y %H:%M:%S +0000')}</pubDate><description><![CDATA[{c.text}]]></description></item>"
                    for c in a.comments
                )
                return Response.text(
                    f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Comments on: {h(a.title)}</title><link>{self.purl(a)}</link>{items}</channel></rss>',
                    content_type="application/rss+xml; charset=UTF-8",
                )
            if parts[1:] == ["embed"]:
                return Response.html(
                    f'<!DOCTYPE html><html lang="en-GB" class="no-js"><head><title>{h(a.title)} &#8211; {NAME}</title><meta name="robots" content="noindex, follow" /></head><body class="single single-post postid-{a.id}"><div class="wp-embed post-{a.id} post type-post"><p class="wp-embed-heading"><a href="{self.purl(a)}" target="_top">{h(a.title)}</a></p><div class="wp-embed-excerpt"><p>{h(a.text[:150])} &hellip; <a href="{self.purl(a)}" class="wp-embed-more" target="_top">Continue reading</a></p></div></div></body></html>'
                )
            return self.not_found()
        kind, arg = parts[0], parts[1:]
        if kind == "category" and len(arg) == 1:
            arts = [a for a in self.blog.articles if slugify(a.category) == arg[0]]
            name = next((a.category for a in arts), "")
            heading, cls = f"Category: <span>{name}</span>", f"archive category category-{arg[0]}"
        elif kind == "tag" and len(arg) == 1:
            arts = [a for a in self.blog.articles if arg[0] in a.tags]
            heading, cls = f"Tag: <span>{arg[0]}</span>", f"archive tag tag-{arg[0]}"
        elif kind == "author" and len(arg) == 1:
            arts = [a for a in self.blog.articles if a.author.name == arg[0]]
            heading, cls = (
                f'Author: <span class="vcard">{arg[0]}</span>',
                f"archive author author-{arg[0]}",
            )
        elif kind == "date" and 1 <= len(arg) <= 3 and all(x.isdigit() for x in arg):
            fmt = ["%Y", "%Y/%m", "%Y/%m/%d"][len(arg) - 1]
            arts = [a for a in self.blog.articles if a.date.strftime(fmt) == "/".join(arg)]
            heading, cls = (
                f"{['Year', 'Month', 'Day'][len(arg) - 1]}: <span>{'/'.join(arg)}</span>",
                "archive date",
            )
        else:
            return self.not_found()
        if len(arg) and parts[-1:] == ["feed"]:
            return self.feed(arts, NAME)
        base = f"{self.o}/archives/{'/'.join(parts)}"
        return self.listing(req, arts, base, page, heading, cls)

    def wpjson(self, req: Request) -> Response:
        rest = req.path[len("/wp-json") :]
        q = query(req)
        j = lambda d: Response.text(json.dumps(d), content_type="application/json; charset=UTF-8")  # noqa: E731
        if rest in ("", "/"):
            return j(
                {
                    "name": "Lantern & Ledger",
                    "url": self.o,
                    "namespaces": ["oembed/1.0", "wp/v2", "wp-site-health/v1"],
                    "routes": {"/wp/v2/posts": {}, "/oembed/1.0/embed": {}},
                }
            )
        if rest == "/wp/v2/posts":
            return j(
                [
                    {"id": a.id, "link": self.purl(a), "title": {"rendered": a.title}}
                    for a in self.blog.articles[:10]
                ]
            )
        if m := re.fullmatch(r"/wp/v2/posts/(\d+)", rest):
            a = self.by_id.get(int(m.group(1)))
            if a is None:
                return Response(
                    404,
                    [("Content-Type", "application/json; charset=UTF-8")],
                    b'{"code":"rest_post_invalid_id","message":"Invalid post ID.","data":{"status":404}}',
                )
            return j(
                {
                    "id": a.id,
                    "date_gmt": iso(a.date)[:-1],
                    "link": self.purl(a),
                    "title": {"rendered": a.title},
                    "content": {"rendered": "".join(f"<p>{p}</p>" for p in a.paras)},
                }
            )
        if rest == "/oembed/1.0/embed":
            m = re.fullmatch(re.escape(self.o) + r"/archives/(\d+)/?", q.get("url", ""))
            a = self.by_id.get(int(m.group(1))) if m else None
            if a is None:
                return Response(
                    404,
                    [("Content-Type", "application/json; charset=UTF-8")],
                    b'{"code":"oembed_invalid_url","message":"Not Found","data":{"status":404}}',
                )
            data = {
                "version": "1.0",
                "provider_name": "Lantern & Ledger",
                "author_name": a.author.name,
                "title": a.title,
                "type": "rich",
                "html": f'<blockquote class="wp-embedded-content"><a href="{self.purl(a)}">{h(a.title)}</a></blockquote>',
            }
            if q.get("format") == "xml":
                inner = "".join(f"<{k}>{h(str(v))}</{k}>" for k, v in data.items())
                return Response.text(
                    f'<?xml version="1.0"?><oembed>{inner}</oembed>',
                    content_type="text/xml; charset=UTF-8",
                )
            return j(data)
        return Response(
            404,
            [("Content-Type", "application/json; charset=UTF-8")],
            b'{"code":"rest_no_route","message":"No route was found matching the URL and request method.","data":{"status":404}}',
        )

    def _routes(self) -> None:
        s = self.site
        s.route("/")(self.root)
        s.route(re.compile(r"/page/(\d+)/"))(
            lambda r: Response.redirect(self.o + r.path.rstrip("/"), 301)
        )
        s.route(re.compile(r"/page/(\d+)"))(
            lambda r: self.listing(r, self.blog.articles, self.o, int(r.path.rsplit("/", 1)[1]))
        )
        s.route(re.compile(r"/archives/.+"))(self.archives)
        s.route(re.compile(r"/wp-json(/.*)?"))(self.wpjson)
        s.route(re.compile(r"/feed/?"))(lambda r: self.feed(self.blog.articles[:10], NAME))
        s.route(re.compile(r"/comments/feed/?"))(
            lambda r: self.feed(self.blog.articles[:10], f"Comments for {NAME}")
        )
        s.route(re.compile(r"/about/?"))(
            lambda r: self.page(
                f"About &#8211; {NAME}",
                '<div id="primary" class="content-area"><main id="main" class="site-main"><article id="post-2" class="post-2 page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">About</h1></header><div class="entry-content"><p>This is a workshop diary kept by three friends.</p></div></article></main></div>',
                f"{self.o}/about/",
                cls="page-template-default page page-id-2",
            )
        )

        def login(req: Request) -> Response:
            action = query(req).get("action", "")
            title = "Lost Password" if action == "lostpassword" else "Log In"
            return Response.html(
                f'<!DOCTYPE html><html lang="en-GB"><head><title>{title} &lsaquo; {NAME} &#8212; WordPress</title><meta name=\'robots\' content=\'noindex, follow\' /></head><body class="login no-js login-action-login wp-core-ui"><div id="login"><h1><a href="https://wordpress.org/">Powered by WordPress</a></h1><form name="loginform" id="loginform" action="{self.o}/wp-login.php" method="post"><p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" /></p><p><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass" /></p></form><p id="nav"><a href="{self.o}/wp-login.php?action=lostpassword">Lost your password?</a></p><p id="backtoblog"><a href="{self.o}/">&larr; Go to {NAME}</a></p></div></body></html>'
            )

        s.route("/wp-login.php")(login)
        s.route(re.compile(r"/wp-admin(/.*)?"))(
            lambda r: Response.redirect(
                f"{self.o}/wp-login.php?redirect_to={quote(r.url, safe='')}&reauth=1", 302
            )
        )
        s.route("/xmlrpc.php")(
            lambda r: (
                Response.text(
                    f'<?xml version="1.0" encoding="UTF-8"?><rsd version="1.0" xmlns="http://archipelago.phrasewise.com/rsd"><service><engineName>WordPress</engineName><homePageLink>{self.o}</homePageLink><apis><api name="WordPress" blogID="1" preferred="true" apiLink="{self.o}/xmlrpc.php" /></apis></service></rsd>',
                    content_type="text/xml; charset=UTF-8",
                )
                if "rsd" in query(r)
                else Response.text("XML-RPC server accepts POST requests only.", 405)
            )
        )
        s.route("/wp-sitemap.xml")(
            lambda r: Response.text(
                f'<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>{self.o}/wp-sitemap-posts-post-1.xml</loc></sitemap></sitemapindex>',
                content_type="application/xml; charset=UTF-8",
            )
        )
        s.route("/wp-sitemap-posts-post-1.xml")(
            lambda r: Response.text(
                '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
                + "".join(f"<url><loc>{self.purl(a)}</loc></url>" for a in self.blog.articles)
                + "</urlset>",
                content_type="application/xml; charset=UTF-8",
            )
        )
        s.add(
            "/robots.txt",
            Response.text(
                f"User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: {self.o}/wp-sitemap.xml\n"
            ),
        )
        s.route(re.compile(r"/wp-(content|includes)/.+"))(
            lambda r: Response.data(
                b"", "text/css" if r.path.endswith(".css") else "application/javascript"
            )
        )
        s.route("/wp-comments-post.php")(
            lambda r: Response.html(
                "<!DOCTYPE html><html><head><title>Comment Submission Failure</title></head><body><p>Comment Submission Failure</p></body></html>",
                405,
            )
        )


def build(themed: bool = False) -> AppSite:
    host = "lantern-ledger.test"
    blog = make_blog("heldout-wordpress", articles=16, first_id=7)
    wp = WP(host, blog)
    o = f"http://{host}"
    views = {f"{o}/"} | {f"{o}/page/{i}" for i in range(2, pages(len(blog.articles), PER_PAGE) + 1)}
    objects = []
    for a in blog.articles:
        url = wp.purl(a)
        views.add(url)
        objects.append(
            WebObject(
                "wordpress", "post", str(a.id), url, a.author.name, iso(a.date), a.title, a.text
            )
        )
        for c in a.comments:
            objects.append(
                WebObject(
                    "wordpress", "comment", str(c.id), url, c.author.name, iso(c.date), "", c.text
                )
            )
    return AppSite("wordpress", host, [wp.site], [f"{o}/"], frozenset(views), objects, themed)
