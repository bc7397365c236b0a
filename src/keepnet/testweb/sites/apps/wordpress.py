"""A WordPress 6.4 blog (Twenty Twenty-One theme, pretty permalinks) as a guest sees it.

URL scheme: / (home, 5 posts a page) with /page/N/; posts at /YYYY/MM/DD/slug/ with their
threaded comments.  Waste a guest is shown: ?replytocom=N on every comment's Reply link,
the shortlink /?p=N (301 to the post), /feed/, /comments/feed/, /slug-url/feed/ (comment
feeds), /wp-json/ and /wp-json/wp/v2/posts/N, oEmbed (/wp-json/oembed/1.0/embed?url=...
and &format=xml), /xmlrpc.php?rsd, the embed view /YYYY/MM/DD/slug/embed/, date archives
(/YYYY/MM/), /category/x/, /tag/x/, /author/x/ (all paginated), /?s= search, wp-login.php
and /wp-admin/ (302 to the login), robots.txt pointing at the core sitemaps
(/wp-sitemap.xml and its posts/categories/tags/users sitemaps), wp-content/themes/twentytwentyone/ and wp-includes/ assets.
Content views: the home pages and every post permalink.
Objects: every post (id = post ID) and every comment (id = comment ID, url = its post).
"""

from __future__ import annotations

import json
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import png
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
    slugify,
)

HOST = "blog.wordpress-demo.test"
PER_PAGE = 5
VER = "6.4.3"


def _date(dt) -> str:  # noqa: ANN001
    return dt.strftime("%B %-d, %Y")


class WordPress:
    def __init__(self, host: str, blog: Blog) -> None:
        self.host = host
        self.o = f"http://{host}"
        self.blog = blog
        self.by_id = {a.id: a for a in blog.articles}
        self.by_path = {self.path(a): a for a in blog.articles}

    def path(self, a: Article) -> str:
        return a.date.strftime("/%Y/%m/%d/") + a.slug + "/"

    def link(self, a: Article) -> str:
        return self.o + self.path(a)

    def page(self, title: str, main: str, *, head: str = "", body_class: str = "home blog") -> str:
        o = self.o
        cats = "".join(
            f'<li class="cat-item"><a href="{o}/category/{slugify(c)}/">{escape(c)}</a></li>'
            for c in self.blog.categories()
        )
        months = sorted({a.date.strftime("%Y/%m") for a in self.blog.articles}, reverse=True)
        archives = "".join(f'<li><a href="{o}/{m}/">{m}</a></li>' for m in months)
        recent = "".join(
            f'<li><a href="{self.link(a)}">{escape(a.title)}</a></li>'
            for a in self.blog.articles[:5]
        )
        return f"""<!doctype html>
<html lang="en-US" >
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name='robots' content='max-image-preview:large' />
<title>{escape(title)}</title>
<link rel="alternate" type="application/rss+xml" title="Canal Notes &raquo; Feed" href="{o}/feed/" />
<link rel="alternate" type="application/rss+xml" title="Canal Notes &raquo; Comments Feed" href="{o}/comments/feed/" />
<script>window._wpemojiSettings = {{"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/14.0.0\\/72x72\\/","ext":".png","source":{{"concatemoji":"{o}\\/wp-includes\\/js\\/wp-emoji-release.min.js?ver={VER}"}}}};</script>
<link rel='stylesheet' id='wp-block-library-css' href='{o}/wp-includes/css/dist/block-library/style.min.css?ver={VER}' media='all' />
<link rel='stylesheet' id='twenty-twenty-one-style-css' href='{o}/wp-content/themes/twentytwentyone/style.css?ver=2.1' media='all' />
<link rel='stylesheet' id='twenty-twenty-one-print-style-css' href='{o}/wp-content/themes/twentytwentyone/assets/css/print.css?ver=2.1' media='print' />
<link rel="https://api.w.org/" href="{o}/wp-json/" />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="{o}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress {VER}" />
{head}
</head>
<body class="{body_class} wp-embed-responsive is-light-theme no-js singular has-main-navigation">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header id="masthead" class="site-header has-title-and-tagline has-menu">
<div class="site-branding"><p class="site-title"><a href="{o}/" rel="home">Canal Notes</a></p><p class="site-description">Walking, reading and keeping copies</p></div>
<nav id="site-navigation" class="primary-navigation" aria-label="Primary menu"><div class="primary-menu-container"><ul id="primary-menu-list" class="menu-wrapper">
<li id="menu-item-5" class="menu-item"><a href="{o}/">Home</a></li>{"".join(f'<li class="menu-item"><a href="{o}/category/{slugify(c)}/">{escape(c)}</a></li>' for c in self.blog.categories()[:2])}</ul></div></nav>
</header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
{main}
</main></div></div>
<aside class="widget-area">
<section id="search-2" class="widget widget_search"><form role="search" method="get" class="search-form" action="{o}/"><label for="search-form-1">Search&hellip;</label><input type="search" id="search-form-1" class="search-field" value="" name="s" /><input type="submit" class="search-submit" value="Search" /></form></section>
<section id="recent-posts-2" class="widget widget_recent_entries"><h2>Recent Posts</h2><nav aria-label="Recent Posts"><ul>{recent}</ul></nav></section>
<section id="archives-2" class="widget widget_archive"><h2>Archives</h2><nav aria-label="Archives"><ul>{archives}</ul></nav></section>
<section id="categories-2" class="widget widget_categories"><h2>Categories</h2><nav aria-label="Categories"><ul>{cats}</ul></nav></section>
<section id="meta-2" class="widget widget_meta"><h2>Meta</h2><nav aria-label="Meta"><ul><li><a href="{o}/wp-login.php">Log in</a></li><li><a href="{o}/feed/">Entries feed</a></li><li><a href="{o}/comments/feed/">Comments feed</a></li><li><a href="https://wordpress.org/">WordPress.org</a></li></ul></nav></section>
</aside>
<footer id="colophon" class="site-footer"><div class="site-info"><div class="site-name"><a href="{o}/">Canal Notes</a></div><div class="powered-by">Proudly powered by <a href="https://wordpress.org/">WordPress</a>.</div></div></footer>
</div>
<script src='{o}/wp-content/themes/twentytwentyone/assets/js/primary-navigation.js?ver=2.1' id='twenty-twenty-one-primary-navigation-script-js'></script>
<script src='{o}/wp-includes/js/comment-reply.min.js?ver={VER}' id='comment-reply-js' async='async' data-wp-strategy='async'></script>
</body>
</html>
"""

    def entry(self, a: Article, single: bool) -> str:
        o = self.o
        cat = slugify(a.category)
        cls = (
            f"post-{a.id} post type-post status-publish format-standard hentry category-{cat} "
            + " ".join(f"tag-{t}" for t in a.tags)
            + " entry"
        )
        title = (
            f'<h1 class="entry-title">{escape(a.title)}</h1>'
            if single
            else f'<h2 class="entry-title default-max-width"><a href="{self.link(a)}">{escape(a.title)}</a></h2>'
        )
        body = "".join(f"\n<p>{escape(p)}</p>" for p in a.paras)
        tags = ", ".join(f'<a href="{o}/tag/{t}/" rel="tag">{t}</a>' for t in a.tags)
        comments = (
            ""
            if single
            else f'<span class="comments-link"><a href="{self.link(a)}#{"comments" if a.comments else "respond"}">{len(a.comments) or "Leave a"} comment{"s" if len(a.comments) != 1 else ""}<span class="screen-reader-text"> on {escape(a.title)}</span></a></span>'
        )
        return f"""<article id="post-{a.id}" class="{cls}">
<header class="entry-header alignwide">{title}</header>
<div class="entry-content">{body}
</div>
<footer class="entry-footer default-max-width"><div class="posted-by"><span class="posted-on">Published <time class="entry-date published updated" datetime="{iso_offset(a.date)}">{_date(a.date)}</time></span><span class="byline">By <a href="{o}/author/{a.author.name}/" rel="author">{escape(a.author.name)}</a></span></div>
<div class="post-taxonomies"><span class="cat-links">Categorized as <a href="{o}/category/{cat}/" rel="category tag">{escape(a.category)}</a> </span><span class="tags-links">Tagged {tags}</span></div>{comments}</footer>
</article>
"""

    def comment(
        self, a: Article, c: Comment, depth: int, children: dict[int, list[Comment]]
    ) -> str:
        link = self.link(a)
        kids = children.get(c.id, [])
        sub = "".join(self.comment(a, k, depth + 1, children) for k in kids)
        sub = f'<ol class="children">{sub}</ol>' if sub else ""
        parity = "even" if c.id % 2 else "odd"
        return f"""<li id="comment-{c.id}" class="comment {parity} thread-{parity} depth-{depth}{" parent" if kids else ""}">
<article id="div-comment-{c.id}" class="comment-body">
<footer class="comment-meta">
<div class="comment-author vcard"><b class="fn">{escape(c.author.name)}</b> <span class="says">says:</span></div>
<div class="comment-metadata"><a href="{link}#comment-{c.id}"><time datetime="{iso_offset(c.date)}">{c.date.strftime("%B %-d, %Y at %-I:%M %p").replace("AM", "am").replace("PM", "pm")}</time></a></div>
</footer>
<div class="comment-content">{"".join(f"<p>{escape(p)}</p>" for p in c.paras)}</div>
<div class="reply"><a rel='nofollow' class='comment-reply-link' href='{link}?replytocom={c.id}#respond' data-commentid="{c.id}" data-postid="{a.id}" data-belowelement="div-comment-{c.id}" data-respondelement="respond" data-replyto="Reply to {escape(c.author.name)}" aria-label='Reply to {escape(c.author.name)}'>Reply</a></div>
</article>
{sub}</li>
"""

    def single(self, a: Article, replyto: int = 0) -> str:
        o = self.o
        link = self.link(a)
        children: dict[int, list[Comment]] = {}
        for c in a.comments:
            children.setdefault(c.parent, []).append(c)
        thread = "".join(self.comment(a, c, 1, children) for c in children.get(0, []))
        n = len(a.comments)
        comments = ""
        if n:
            title = "One comment" if n == 1 else f"{n} comments"
            comments = (
                f'<h2 class="comments-title">{title}</h2><ol class="comment-list">{thread}</ol>'
            )
        reply_to = (
            f'Leave a Reply to {escape(next(c.author.name for c in a.comments if c.id == replyto))} <small><a rel="nofollow" id="cancel-comment-reply-link" href="{link}#respond">Cancel reply</a></small>'
            if replyto
            else "Leave a comment"
        )
        respond = f"""<div id="respond" class="comment-respond"><h2 id="reply-title" class="comment-reply-title">{reply_to}</h2>
<form action="{o}/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span></p>
<p class="comment-form-comment"><label for="comment">Comment</label> <textarea id="comment" name="comment" cols="45" rows="5" maxlength="65525" required></textarea></p>
<p class="comment-form-author"><label for="author">Name</label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required /></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment" /> <input type='hidden' name='comment_post_ID' value='{a.id}' id='comment_post_ID' /><input type='hidden' name='comment_parent' id='comment_parent' value='{replyto}' /></p></form></div>"""
        idx = self.blog.articles.index(a)
        nav = []
        if idx + 1 < len(self.blog.articles):
            prev = self.blog.articles[idx + 1]
            nav.append(
                f'<div class="nav-previous"><a href="{self.link(prev)}" rel="prev"><p class="meta-nav">Previous post</p><p class="post-title">{escape(prev.title)}</p></a></div>'
            )
        if idx > 0:
            nxt = self.blog.articles[idx - 1]
            nav.append(
                f'<div class="nav-next"><a href="{self.link(nxt)}" rel="next"><p class="meta-nav">Next post</p><p class="post-title">{escape(nxt.title)}</p></a></div>'
            )
        main = f"""{self.entry(a, True)}
<div id="comments" class="comments-area default-max-width show-avatars">{comments}
{respond}
</div>
<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links">{"".join(nav)}</div></nav>"""
        enc = quote(link, safe="")
        head = f"""<link rel="alternate" type="application/rss+xml" title="Canal Notes &raquo; {escape(a.title)} Comments Feed" href="{link}feed/" />
<link rel="alternate" type="application/json" href="{o}/wp-json/wp/v2/posts/{a.id}" />
<link rel="canonical" href="{link}" />
<link rel='shortlink' href='{o}/?p={a.id}' />
<link rel="alternate" type="application/json+oembed" href="{o}/wp-json/oembed/1.0/embed?url={enc}" />
<link rel="alternate" type="text/xml+oembed" href="{o}/wp-json/oembed/1.0/embed?url={enc}&#038;format=xml" />"""
        if replyto:
            head += "\n<meta name='robots' content='noindex, follow' />"
        return self.page(
            f"{a.title} &#8211; Canal Notes".replace("&#8211;", "-"),
            main,
            head=head,
            body_class=f"post-template-default single single-post postid-{a.id} single-format-standard",
        )

    def listing(
        self, arts: list[Article], page: int, base: str, title: str, body_class: str
    ) -> Response | None:
        n = pages(len(arts), PER_PAGE)
        if not 1 <= page <= n:
            return None
        items = "".join(self.entry(a, False) for a in arts[(page - 1) * PER_PAGE : page * PER_PAGE])
        links = []
        if page > 1:
            prev = base if page == 2 else f"{base}page/{page - 1}/"
            links.append(f'<a class="prev page-numbers" href="{prev}">Newer posts</a>')
        for i in range(1, n + 1):
            if i == page:
                links.append(f'<span aria-current="page" class="page-numbers current">{i}</span>')
            else:
                links.append(
                    f'<a class="page-numbers" href="{base if i == 1 else f"{base}page/{i}/"}">{i}</a>'
                )
        if page < n:
            links.append(
                f'<a class="next page-numbers" href="{base}page/{page + 1}/">Older posts</a>'
            )
        pag = (
            f'<nav class="navigation pagination" aria-label="Posts"><h2 class="screen-reader-text">Posts navigation</h2><div class="nav-links">{"".join(links)}</div></nav>'
            if n > 1
            else ""
        )
        header = (
            f'<header class="page-header alignwide"><h1 class="page-title">{escape(title)}</h1></header>'
            if title
            else ""
        )
        # WordPress prints rel=canonical on singular views only; lists get rel=prev/next
        rels = []
        if page > 1:
            rels.append(
                f'<link rel="prev" href="{base if page == 2 else f"{base}page/{page - 1}/"}" />'
            )
        if page < n:
            rels.append(f'<link rel="next" href="{base}page/{page + 1}/" />')
        canon = "\n".join(rels)
        return Response.html(
            self.page(
                title or "Canal Notes - Walking, reading and keeping copies",
                header + items + pag,
                body_class=body_class,
                head=canon,
            )
        )

    def feed(self, arts: list[Article], comments_of: Article | None = None) -> Response:
        if comments_of is not None:
            items = "".join(
                f'<item><title>By: {escape(c.author.name)}</title><link>{self.link(comments_of)}#comment-{c.id}</link><dc:creator><![CDATA[{c.author.name}]]></dc:creator><pubDate>{c.date.strftime("%a, %d %b %Y %H:%M:%S +0000")}</pubDate><guid isPermaLink="false">{self.o}/?p={comments_of.id}#comment-{c.id}</guid><description><![CDATA[{c.text}]]></description></item>'
                for c in comments_of.comments
            )
        else:
            items = "".join(
                f'<item><title>{escape(a.title)}</title><link>{self.link(a)}</link><comments>{self.link(a)}#respond</comments><dc:creator><![CDATA[{a.author.name}]]></dc:creator><pubDate>{a.date.strftime("%a, %d %b %Y %H:%M:%S +0000")}</pubDate><category><![CDATA[{a.category}]]></category><guid isPermaLink="false">{self.o}/?p={a.id}</guid><description><![CDATA[{a.paras[0]}]]></description><wfw:commentRss>{self.link(a)}feed/</wfw:commentRss><slash:comments>{len(a.comments)}</slash:comments></item>'
                for a in arts[:10]
            )
        xml = f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/"><channel><title>Canal Notes</title><link>{self.o}</link><generator>https://wordpress.org/?v={VER}</generator>{items}</channel></rss>'
        return Response.text(xml, content_type="application/rss+xml; charset=UTF-8")

    def rest(self, path: str, q: dict[str, str]) -> Response:
        def js(data: object) -> Response:
            return Response.text(json.dumps(data), content_type="application/json; charset=UTF-8")

        if path in ("/wp-json/", "/wp-json"):
            return js(
                {
                    "name": "Canal Notes",
                    "url": self.o,
                    "namespaces": ["oembed/1.0", "wp/v2"],
                    "routes": {"/wp/v2/posts": {}},
                }
            )
        if path.startswith("/wp-json/wp/v2/posts/"):
            a = (
                self.by_id.get(int(path.rsplit("/", 1)[-1]))
                if path.rsplit("/", 1)[-1].isdigit()
                else None
            )
            if a:
                return js(
                    {
                        "id": a.id,
                        "date_gmt": iso(a.date)[:-1],
                        "link": self.link(a),
                        "title": {"rendered": a.title},
                        "content": {"rendered": "".join(f"<p>{p}</p>" for p in a.paras)},
                    }
                )
            return Response.text('{"code":"rest_post_invalid_id"}', 404, "application/json")
        if path == "/wp-json/oembed/1.0/embed":
            a = self.by_path.get(q.get("url", "")[len(self.o) :])
            if a is None:
                return Response.text('{"code":"oembed_invalid_url"}', 404, "application/json")
            data = {
                "version": "1.0",
                "provider_name": "Canal Notes",
                "provider_url": self.o,
                "author_name": a.author.name,
                "title": a.title,
                "type": "rich",
                "html": f'<blockquote class="wp-embedded-content"><a href="{self.link(a)}">{a.title}</a></blockquote><iframe src="{self.link(a)}embed/"></iframe>',
            }
            if q.get("format") == "xml":
                return Response.text(
                    '<?xml version="1.0"?><oembed>'
                    + "".join(f"<{k}>{escape(str(v))}</{k}>" for k, v in data.items())
                    + "</oembed>",
                    content_type="text/xml; charset=UTF-8",
                )
            return js(data)
        return Response.text('{"code":"rest_no_route"}', 404, "application/json")

    def sitemap(self, path: str) -> Response:
        """WordPress 5.5+ core sitemaps: an index and one sitemap per object type."""
        o = self.o
        head = f'<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="{o}/wp-sitemap.xsl" ?>\n'
        lists = {
            "/wp-sitemap-posts-post-1.xml": [self.link(a) for a in self.blog.articles],
            "/wp-sitemap-taxonomies-category-1.xml": [
                f"{o}/category/{slugify(c)}/" for c in self.blog.categories()
            ],
            "/wp-sitemap-taxonomies-post_tag-1.xml": [f"{o}/tag/{t}/" for t in self.blog.tags()],
            "/wp-sitemap-users-1.xml": sorted(
                {f"{o}/author/{a.author.name}/" for a in self.blog.articles}
            ),
        }
        if path == "/wp-sitemap.xml":
            body = "".join(f"<sitemap><loc>{o}{p}</loc></sitemap>" for p in lists)
            xml = f'{head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{body}</sitemapindex>\n'
        elif path in lists:
            body = "".join(
                f"<url><loc>{u}</loc></url>"
                for u in [f"{o}/", *lists[path]][path != "/wp-sitemap-posts-post-1.xml" :]
            )
            xml = f'{head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{body}</urlset>\n'
        elif path in ("/wp-sitemap.xsl", "/wp-sitemap-index.xsl"):
            return Response.text(
                '<?xml version="1.0" encoding="UTF-8"?><xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>',
                content_type="application/xml; charset=UTF-8",
            )
        else:
            return Response.not_found(o + path)
        return Response.text(xml, content_type="application/xml; charset=UTF-8")

    def login(self) -> Response:
        o = self.o
        return Response.html(f"""<!DOCTYPE html><html lang="en-US"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Log In &lsaquo; Canal Notes &#8212; WordPress</title><meta name='robots' content='noindex, follow' /><link rel='stylesheet' href='{o}/wp-admin/css/login.min.css?ver={VER}' media='all' /></head>
<body class="login no-js login-action-login wp-core-ui"><div id="login"><h1><a href="https://wordpress.org/">Powered by WordPress</a></h1>
<form name="loginform" id="loginform" action="{o}/wp-login.php" method="post"><p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" class="input" value="" size="20" /></p><div class="user-pass-wrap"><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass" class="input password-input" value="" size="20" /></div><p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Log In" /></p></form>
<p id="nav"><a href="{o}/wp-login.php?action=lostpassword">Lost your password?</a></p><p id="backtoblog"><a href="{o}/">&larr; Go to Canal Notes</a></p></div></body></html>""")

    def handle(self, req: Request) -> Response:
        path, q, o = req.path, query(req), self.o
        arts = self.blog.articles
        if path.startswith(("/wp-content/", "/wp-includes/", "/wp-admin/css/")):
            if path.endswith(".js"):
                return Response.text("/* wp */\n", content_type="application/javascript")
            if path.endswith(".css"):
                return Response.text("/* wp */\n", content_type="text/css")
            return Response.data(png(), "image/png")
        if path == "/robots.txt":
            return Response.text(
                f"User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: {o}/wp-sitemap.xml\n"
            )
        if path.startswith("/wp-sitemap"):
            return self.sitemap(path)
        if path == "/wp-login.php":
            return self.login()
        if path.startswith("/wp-admin"):
            return Response.redirect(
                f"{o}/wp-login.php?redirect_to={quote(o + path, safe='')}&reauth=1"
            )
        if path == "/xmlrpc.php":
            return Response.text(
                f'<?xml version="1.0" encoding="UTF-8"?><rsd version="1.0" xmlns="http://archipelago.phprpc.com/rsd"><service><engineName>WordPress</engineName><engineLink>https://wordpress.org/</engineLink><homePageLink>{o}</homePageLink><apis><api name="WordPress" blogID="1" preferred="true" apiLink="{o}/xmlrpc.php" /><api name="WP-API" blogID="1" preferred="false" apiLink="{o}/wp-json/" /></apis></service></rsd>',
                content_type="text/xml; charset=UTF-8",
            )
        if path.startswith("/wp-json"):
            return self.rest(path, q)
        if path == "/":
            if q.get("p", "").isdigit():
                a = self.by_id.get(int(q["p"]))
                return Response.redirect(self.link(a), 301) if a else Response.not_found(req.url)
            if "s" in q:
                hits = [a for a in arts if q["s"] and q["s"].lower() in (a.title + a.text).lower()]
                r = (
                    self.listing(
                        hits, 1, f"{o}/?s={quote(q['s'])}", f'Results for "{q["s"]}"', "search"
                    )
                    if hits
                    else None
                )
                return r or Response.html(
                    self.page(
                        "Nothing found",
                        '<header class="page-header"><h1 class="page-title">Results for the search</h1></header><p>Sorry, but nothing matched your search terms.</p>',
                        body_class="search search-no-results",
                    )
                )
            return self.listing(arts, 1, f"{o}/", "", "home blog")  # type: ignore[return-value]
        parts = [p for p in path.split("/") if p]
        if path == "/feed/":
            return self.feed(arts)
        if path == "/comments/feed/":
            return self.feed(arts)
        page = 1
        if len(parts) >= 2 and parts[-2] == "page" and parts[-1].isdigit():
            page = int(parts[-1])
            parts = parts[:-2]
            if page == 1:
                return Response.redirect(o + "/" + "".join(p + "/" for p in parts), 301)
        if not parts:
            return self.listing(arts, page, f"{o}/", "", "home blog paged") or Response.not_found(
                req.url
            )
        if len(parts) >= 4 and all(p.isdigit() for p in parts[:3]):
            a = self.by_path.get("/" + "/".join(parts[:4]) + "/")
            if a is None or page != 1:
                return Response.not_found(req.url)
            rest = parts[4:]
            if not rest:
                if not path.endswith("/"):
                    return Response.redirect(self.link(a), 301)
                rt = int(q["replytocom"]) if q.get("replytocom", "").isdigit() else 0
                if rt and rt not in {c.id for c in a.comments}:
                    rt = 0
                return Response.html(self.single(a, rt))
            if rest == ["feed"]:
                return self.feed(arts, a)
            if rest == ["embed"]:
                return Response.html(
                    f'<!DOCTYPE html><html lang="en-US" class="no-js"><head><title>{escape(a.title)}</title><meta name="robots" content="noindex, follow" /><link rel="canonical" href="{self.link(a)}" /></head><body class="single"><div class="wp-embed post-{a.id} post type-post"><p class="wp-embed-heading"><a href="{self.link(a)}" target="_top">{escape(a.title)}</a></p><div class="wp-embed-excerpt"><p>{escape(a.paras[0][:120])}&hellip;</p></div><div class="wp-embed-footer"><div class="wp-embed-site-title"><a href="{o}" target="_top"><span>Canal Notes</span></a></div></div></div></body></html>'
                )
            return Response.not_found(req.url)
        sel: list[Article] | None = None
        title = ""
        if len(parts) == 2 and parts[0] == "category":
            sel = [a for a in arts if slugify(a.category) == parts[1]]
            title = f"Category: {parts[1]}"
        elif len(parts) == 2 and parts[0] == "tag":
            sel = [a for a in arts if parts[1] in a.tags]
            title = f"Tag: {parts[1]}"
        elif len(parts) == 2 and parts[0] == "author":
            sel = [a for a in arts if a.author.name == parts[1]]
            title = f"Author: {parts[1]}"
        elif len(parts) in (1, 2, 3) and all(p.isdigit() for p in parts):
            key = "/".join(parts)
            sel = [a for a in arts if a.date.strftime("%Y/%m/%d").startswith(key)]
            title = f"Archives: {key}"
        if len(parts) == 3 and parts[0] in ("category", "tag", "author") and parts[2] == "feed":
            return self.feed(
                [a for a in arts if parts[1] in (slugify(a.category), a.author.name, *a.tags)]
            )
        if sel:
            base = o + "/" + "".join(p + "/" for p in parts)
            return self.listing(sel, page, base, title, "archive") or Response.not_found(req.url)
        return Response.html(
            self.page(
                "Page not found",
                '<header class="page-header alignwide"><h1 class="page-title">Nothing here</h1></header><p>It looks like nothing was found at this location.</p>',
                body_class="error404",
            ),
            404,
        )


def build(themed: bool = False) -> AppSite:
    blog = make_blog("wordpress", articles=15, first_id=11)
    app = WordPress(HOST, blog)
    site = Site(HOST, not_found=app.handle)
    o = app.o
    views = {f"{o}/"} | {
        f"{o}/page/{i}/" for i in range(2, pages(len(blog.articles), PER_PAGE) + 1)
    }
    objects = []
    for a in blog.articles:
        url = app.link(a)
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
    return AppSite("wordpress", HOST, [site], [f"{o}/"], frozenset(views), objects, themed)
