"""WordPress 6.4 with /%category%/%postname%/ permalinks and a classic theme (GeneratePress).

Posts live at /category-slug/post-slug/ with their comments (?replytocom= per comment); the
home page paginates with /page/N/; archives are /category/slug/, /tag/slug/, /author/name/,
/YYYY/MM/ (each with /page/N/); feeds at /feed/, /comments/feed/ and /cat/slug/feed/; the REST
API and oEmbed at /wp-json/.  The query forms (?p=N, ?cat=N, ...) redirect to the pretty URLs
as WordPress's canonical redirect does, and ?p=N is printed as the shortlink.
"""

from __future__ import annotations

import json
import re
from datetime import datetime

from keepnet.testweb.site import Request, Response
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
from keepnet.testweb.sites.apps_heldout2._common import e, q, rss
from keepnet.testweb.sites.apps_heldout2.wordpress import PER_PAGE, WordPress


def _shown(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt:%Y}"


def _nicename(name: str) -> str:
    return name.replace("_", "-")


class PrettyWordPress(WordPress):
    name = "Harbour Signal Journal"

    def __init__(self, host: str, blog: Blog) -> None:
        super().__init__(host, blog)
        self.by_path = {(slugify(a.category), a.slug): a for a in blog.articles}
        self.site.route(re.compile(r"/wp-json(/.*)?"))(self.wpjson)
        self.site.route(re.compile(r"/wp-content/themes/generatepress/.*"))(
            lambda r: Response.text("/* Theme Name: GeneratePress */", content_type="text/css")
        )
        self.site.route(re.compile(r"/(.+)/"))(self.pretty)

    # -- urls
    def link(self, **params: object) -> str:
        paged = params.pop("paged", None)
        if "feed" in params:
            if "p" in params:
                return self.post_url(self.by_id[int(str(params["p"]))]) + "feed/"
            return (
                f"{self.o}/comments/feed/"
                if params["feed"] == "comments-rss2"
                else f"{self.o}/feed/"
            )
        path = "/"
        if "cat" in params:
            cat = next(c for c, i in self.cats.items() if str(i) == str(params["cat"]))
            path = f"/category/{slugify(cat)}/"
        elif "tag" in params:
            path = f"/tag/{params['tag']}/"
        elif "author" in params:
            path = f"/author/{_nicename(self.users[int(str(params['author']))].name)}/"
        elif "m" in params:
            m = str(params["m"])
            path = f"/{m[:4]}/{m[4:6]}/"
        elif "page_id" in params:
            path = "/about/"
        elif "s" in params:
            return f"{self.o}/?s={q(str(params['s']))}"
        if paged and int(str(paged)) > 1:
            path += f"page/{paged}/"
        return self.o + path

    def post_url(self, a: Article) -> str:
        return f"{self.o}/{slugify(a.category)}/{a.slug}/"

    # -- markup (GeneratePress)
    def page(self, title: str, body: str, head: str = "", cls: str = "home blog") -> Response:
        recent = "".join(
            f'<li><a href="{e(self.post_url(a))}">{e(a.title)}</a></li>'
            for a in self.blog.articles[:5]
        )
        cats = "".join(
            f'<li class="cat-item cat-item-{i}"><a href="{e(self.link(cat=i))}">{e(c)}</a></li>'
            for c, i in self.cats.items()
        )
        months = sorted({a.date.strftime("%Y%m") for a in self.blog.articles}, reverse=True)
        arch = "".join(
            f'<li><a href="{e(self.link(m=m))}">{datetime.strptime(m, "%Y%m"):%B %Y}</a></li>'
            for m in months
        )
        html = f"""<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="UTF-8">
<title>{e(title)}</title>
<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="{self.name} &raquo; Feed" href="{self.o}/feed/" />
<link rel="alternate" type="application/rss+xml" title="{self.name} &raquo; Comments Feed" href="{self.o}/comments/feed/" />
<link rel='stylesheet' id='generate-style-css' href='{self.o}/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0' media='all' />
<link rel="https://api.w.org/" href="{self.o}/wp-json/" />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="{self.o}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.4.3" />
{head}</head>
<body class="{cls} wp-embed-responsive right-sidebar nav-float-right separate-containers header-aligned-left dropdown-hover" itemtype="https://schema.org/Blog" itemscope>
<a class="screen-reader-text skip-link" href="#content" title="Skip to content">Skip to content</a>
<header class="site-header" id="masthead" itemtype="https://schema.org/WPHeader" itemscope><div class="inside-header grid-container">
<div class="site-branding"><p class="main-title" itemprop="headline"><a href="{self.o}/" rel="home">{self.name}</a></p></div>
<nav class="main-navigation" id="site-navigation"><ul id="menu-main" class="menu sf-menu"><li class="menu-item"><a href="{self.o}/">Home</a></li><li class="menu-item"><a href="{self.o}/about/">About</a></li></ul></nav></div></header>
<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content">
<div class="content-area" id="primary"><main class="site-main" id="main">
{body}
</main></div>
<div class="widget-area sidebar is-right-sidebar" id="right-sidebar"><div class="inside-right-sidebar">
<aside id="search-2" class="widget inner-padding widget_search"><form method="get" class="search-form" action="{self.o}/"><input type="search" class="search-field" name="s"></form></aside>
<aside id="recent-posts-2" class="widget inner-padding widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>{recent}</ul></aside>
<aside id="archives-2" class="widget inner-padding widget_archive"><h2 class="widget-title">Archives</h2><ul>{arch}</ul></aside>
<aside id="categories-2" class="widget inner-padding widget_categories"><h2 class="widget-title">Categories</h2><ul>{cats}</ul></aside>
<aside id="meta-2" class="widget inner-padding widget_meta"><h2 class="widget-title">Meta</h2><ul><li><a href="{self.o}/wp-login.php">Log in</a></li><li><a href="{self.o}/feed/">Entries feed</a></li><li><a href="{self.o}/comments/feed/">Comments feed</a></li><li><a href="https://wordpress.org/">WordPress.org</a></li></ul></aside>
</div></div></div></div>
<div class="site-footer"><footer class="site-info" itemtype="https://schema.org/WPFooter" itemscope><div class="copyright-bar"><span class="copyright">&copy; 2026 {self.name}</span> &bull; Built with <a href="https://generatepress.com" itemprop="url">GeneratePress</a></div></footer></div>
</body></html>
"""
        return Response.html(html)

    def meta(self, a: Article) -> str:
        return (
            f'<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="{iso_offset(a.date)}" itemprop="datePublished">{_shown(a.date)}</time></span> '
            f'<span class="byline">by <span class="author vcard" itemprop="author" itemtype="https://schema.org/Person" itemscope>'
            f'<a class="url fn n" href="{e(self.link(author=a.author.id))}" title="View all posts by {e(a.author.name)}" rel="author" itemprop="url"><span class="author-name" itemprop="name">{e(a.author.name)}</span></a></span></span></div>'
        )

    def summary(self, a: Article) -> str:
        return (
            f'<article id="post-{a.id}" class="post-{a.id} post type-post status-publish format-standard hentry category-{slugify(a.category)}" itemtype="https://schema.org/CreativeWork" itemscope>'
            f'<div class="inside-article"><header class="entry-header"><h2 class="entry-title" itemprop="headline"><a href="{e(self.post_url(a))}" rel="bookmark">{e(a.title)}</a></h2>{self.meta(a)}</header>'
            f'<div class="entry-summary" itemprop="text"><p>{e(a.paras[0][:140])} &#8230; <a title="{e(a.title)}" class="read-more" href="{e(self.post_url(a))}">Read more</a></p></div>'
            f'<footer class="entry-meta"><span class="cat-links"><a href="{e(self.link(cat=self.cats[a.category]))}" rel="category tag">{e(a.category)}</a></span> '
            f'<span class="comments-link"><a href="{e(self.post_url(a))}#comments">{len(a.comments) or "Leave a"} comment{"s" if len(a.comments) > 1 else ""}</a></span></footer></div></article>'
        )

    def comment_html(self, a: Article, c: Comment, depth: int) -> str:
        kids = [k for k in a.comments if k.parent == c.id]
        sub = (
            f'<ul class="children">{"".join(self.comment_html(a, k, depth + 1) for k in kids)}</ul>'
            if kids
            else ""
        )
        url = self.post_url(a)
        return (
            f'<li id="comment-{c.id}" class="comment {"even" if c.id % 2 else "odd"} depth-{depth}{" parent" if kids else ""}">'
            f'<article class="comment-body" id="div-comment-{c.id}" itemtype="https://schema.org/Comment" itemscope>'
            f'<footer class="comment-meta"><img alt="" src="{self.o}/wp-content/uploads/avatar.png" class="avatar avatar-50 photo" height="50" width="50">'
            f'<div class="comment-author-info"><div class="comment-author vcard" itemprop="author" itemtype="https://schema.org/Person" itemscope><cite itemprop="name" class="fn">{e(c.author.name)}</cite></div>'
            f'<div class="entry-meta comment-metadata"><a href="{e(url)}#comment-{c.id}"><time datetime="{iso_offset(c.date)}" itemprop="datePublished">{_shown(c.date)} at {c.date:%-I:%M %p}</time></a></div></div>'
            f'<span class="reply"><a rel="nofollow" class="comment-reply-link" href="{e(url)}?replytocom={c.id}#respond" data-commentid="{c.id}" data-postid="{a.id}" data-belowelement="div-comment-{c.id}" data-respondelement="respond" aria-label="Reply to {e(c.author.name)}">Reply</a></span></footer>'
            f'<div class="comment-content" itemprop="text">{"".join(f"<p>{e(x)}</p>" for x in c.paras)}</div></article>{sub}</li>'
        )

    def single(self, a: Article, r: Request) -> Response:
        url = self.post_url(a)
        idx = self.blog.articles.index(a)
        nav = ""
        if idx + 1 < len(self.blog.articles):
            p = self.blog.articles[idx + 1]
            nav += f'<div class="nav-previous"><span class="prev"><a href="{e(self.post_url(p))}" rel="prev">{e(p.title)}</a></span></div>'
        if idx > 0:
            n = self.blog.articles[idx - 1]
            nav += f'<div class="nav-next"><span class="next"><a href="{e(self.post_url(n))}" rel="next">{e(n.title)}</a></span></div>'
        tags = ", ".join(f'<a href="{e(self.link(tag=t))}" rel="tag">{e(t)}</a>' for t in a.tags)
        comments = ""
        if a.comments:
            top = "".join(self.comment_html(a, c, 1) for c in a.comments if c.parent == 0)
            comments = f'<h3 class="comments-title">{len(a.comments)} thought{"s" if len(a.comments) > 1 else ""} on &ldquo;<span>{e(a.title)}</span>&rdquo;</h3><ol class="comment-list">{top}</ol>'
        head = (
            f"<link rel=\"canonical\" href=\"{e(url)}\" />\n<link rel='shortlink' href='{self.o}/?p={a.id}' />\n"
            f'<link rel="alternate" type="application/rss+xml" title="{self.name} &raquo; {e(a.title)} Comments Feed" href="{e(url)}feed/" />\n'
            f'<link rel="alternate" type="application/json" href="{self.o}/wp-json/wp/v2/posts/{a.id}" />\n'
            f'<link rel="alternate" type="application/json+oembed" href="{self.o}/wp-json/oembed/1.0/embed?url={e(q(url))}" />\n'
            f'<link rel="alternate" type="text/xml+oembed" href="{self.o}/wp-json/oembed/1.0/embed?url={e(q(url))}&#038;format=xml" />'
        )
        body = (
            f'<article id="post-{a.id}" class="post-{a.id} post type-post status-publish format-standard hentry category-{slugify(a.category)}" itemtype="https://schema.org/CreativeWork" itemscope>'
            f'<div class="inside-article"><header class="entry-header"><h1 class="entry-title" itemprop="headline">{e(a.title)}</h1>{self.meta(a)}</header>'
            f'<div class="entry-content" itemprop="text">{"".join(f"<p>{e(x)}</p>" for x in a.paras)}</div>'
            f'<footer class="entry-meta"><span class="cat-links"><a href="{e(self.link(cat=self.cats[a.category]))}" rel="category tag">{e(a.category)}</a></span> '
            f'<span class="tags-links">{tags}</span><nav id="nav-below" class="post-navigation">{nav}</nav></footer></div></article>'
            f'<div class="comments-area"><div id="comments">{comments}'
            f'<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Comment</h3>'
            f'<form action="{self.o}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><textarea id="comment" name="comment"></textarea>'
            f'<input name="author"><input name="email"><input name="url"><input type="submit" value="Post Comment"><input type="hidden" name="comment_post_ID" value="{a.id}"></form></div></div></div>'
        )
        return self.page(
            f"{a.title} - {self.name}",
            body,
            head,
            f"post-template-default single single-post postid-{a.id}",
        )

    # -- routing
    def root(self, r: Request) -> Response:
        qs = query(r)
        if qs.get("p", "").isdigit() and int(qs["p"]) in self.by_id and "feed" not in qs:
            return Response.redirect(self.post_url(self.by_id[int(qs["p"])]), 301)
        for k in ("cat", "tag", "author", "m", "page_id"):
            if k in qs:
                try:
                    return Response.redirect(self.link(**{k: qs[k]}), 301)
                except (StopIteration, KeyError, ValueError):
                    return self.not_found()
        if qs.get("paged", "").isdigit():
            return Response.redirect(self.link(paged=qs["paged"]), 301)
        if "rest_route" in qs:
            return self.wpjson_route(qs["rest_route"], qs)
        return super().root(r)

    def not_found(self) -> Response:
        body = '<div class="inside-article"><header class="entry-header"><h1 class="entry-title">Oops! That page can&rsquo;t be found.</h1></header><p>It looks like nothing was found at this location.</p></div>'
        return self.page(f"Page not found - {self.name}", body, cls="error404").with_(status=404)

    def pretty(self, r: Request) -> Response:
        parts = r.path.strip("/").split("/")
        paged = 1
        if len(parts) >= 2 and parts[-2] == "page" and parts[-1].isdigit():
            paged, parts = int(parts[-1]), parts[:-2]
        if paged < 1:
            return self.not_found()
        arts = self.blog.articles
        if not parts or parts == [""]:
            return self.listing(self.name, arts, paged, {})
        if parts == ["feed"]:
            return rss(
                self.name, self.o, [(a.title, self.post_url(a), a.paras[0]) for a in arts[:10]]
            )
        if parts == ["comments", "feed"]:
            cs = [(a, c) for a in arts for c in a.comments][:10]
            return rss(
                f"Comments for {self.name}",
                self.o,
                [
                    (
                        f"Comment on {a.title} by {c.author.name}",
                        f"{self.post_url(a)}#comment-{c.id}",
                        c.text,
                    )
                    for a, c in cs
                ],
            )
        if parts == ["about"] and paged == 1:
            r.query = "page_id=2"
            return WordPress.root(self, r)
        if len(parts) == 2 and parts[0] == "category":
            cat = next((c for c in self.cats if slugify(c) == parts[1]), None)
            if cat is None:
                return self.not_found()
            return self.listing(
                f"Category: {cat}",
                [a for a in arts if a.category == cat],
                paged,
                {"cat": self.cats[cat]},
            )
        if len(parts) == 2 and parts[0] == "tag":
            hits = [a for a in arts if parts[1] in a.tags]
            return (
                self.listing(f"Tag: {parts[1]}", hits, paged, {"tag": parts[1]})
                if hits
                else self.not_found()
            )
        if len(parts) == 2 and parts[0] == "author":
            u = next((u for u in self.users.values() if _nicename(u.name) == parts[1]), None)
            hits = [a for a in arts if u is not None and a.author is u]
            return (
                self.listing(f"Author: {u.name}", hits, paged, {"author": u.id})
                if u and hits
                else self.not_found()
            )
        if len(parts) == 2 and all(p.isdigit() for p in parts):
            m = parts[0] + parts[1]
            hits = [a for a in arts if a.date.strftime("%Y%m") == m]
            return self.listing(f"Month: {m}", hits, paged, {"m": m}) if hits else self.not_found()
        if paged == 1 and len(parts) in (2, 3) and (parts[0], parts[1]) in self.by_path:
            a = self.by_path[(parts[0], parts[1])]
            if len(parts) == 3:
                if parts[2] != "feed":
                    return self.not_found()
                return rss(
                    f"Comments on: {a.title}",
                    self.post_url(a),
                    [
                        (f"By: {c.author.name}", f"{self.post_url(a)}#comment-{c.id}", c.text)
                        for c in a.comments
                    ],
                )
            return self.single(a, r)
        return self.not_found()

    def wpjson(self, r: Request) -> Response:
        assert r.match
        return self.wpjson_route(r.match.group(1) or "/", query(r))

    def wpjson_route(self, route: str, qs: dict[str, str]) -> Response:
        def j(data: object, status: int = 200) -> Response:
            return Response(
                status,
                [("Content-Type", "application/json; charset=UTF-8")],
                json.dumps(data).encode(),
            )

        route = route.rstrip("/") or "/"
        if route == "/":
            return j({"name": self.name, "url": self.o, "namespaces": ["oembed/1.0", "wp/v2"]})
        if route == "/oembed/1.0/embed":
            a = next((a for a in self.blog.articles if self.post_url(a) == qs.get("url")), None)
            if a is None:
                return j({"code": "oembed_invalid_url", "message": "Not Found"}, 404)
            return j(
                {
                    "version": "1.0",
                    "provider_name": self.name,
                    "title": a.title,
                    "type": "rich",
                    "author_name": a.author.name,
                }
            )
        m = re.fullmatch(r"/wp/v2/posts/(\d+)", route)
        if m:
            a = self.by_id.get(int(m.group(1)))
            if a is None:
                return j({"code": "rest_post_invalid_id", "message": "Invalid post ID."}, 404)
            return j(
                {
                    "id": a.id,
                    "date_gmt": iso(a.date)[:-1],
                    "link": self.post_url(a),
                    "title": {"rendered": a.title},
                }
            )
        if route == "/wp/v2/posts":
            return j([{"id": a.id, "link": self.post_url(a)} for a in self.blog.articles[:10]])
        return j(
            {
                "code": "rest_no_route",
                "message": "No route was found matching the URL and request method.",
            },
            404,
        )


def build(themed: bool = False) -> AppSite:
    host = "journal.harbour-signal.test"
    blog = make_blog("heldout2-wordpress-pretty", first_id=112)
    app = PrettyWordPress(host, blog)
    o = app.o
    views = {o + "/"} | {
        f"{o}/page/{i}/" for i in range(2, pages(len(blog.articles), PER_PAGE) + 1)
    }
    objects = []
    for a in blog.articles:
        url = app.post_url(a)
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
    return AppSite("wordpress", host, [app.site], [o + "/"], frozenset(views), objects, themed)
