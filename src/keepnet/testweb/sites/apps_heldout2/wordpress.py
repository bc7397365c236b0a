"""WordPress 6.5 with plain permalinks (?p=N only) and the Twenty Twenty-Four block theme.

Posts live at /?p=N (comments on the same page, ?replytocom= links per comment), the home
page paginates with /?paged=N, archives are /?cat=N, /?tag=slug, /?author=N, /?m=YYYYMM; the
REST API and oEmbed answer through /index.php?rest_route= since there are no pretty URLs.
"""

from __future__ import annotations

import json
from datetime import datetime

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
from keepnet.testweb.sites.apps_heldout2._common import (
    add_assets,
    add_robots,
    e,
    login_page,
    q,
    rss,
)

PER_PAGE = 5
NAME = "Walnut Ferry Notes"


def _shown(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt:%Y}"


class WordPress:
    name = NAME

    def __init__(self, host: str, blog: Blog) -> None:
        self.host, self.blog = host, blog
        self.o = f"http://{host}"
        self.site = Site(host)
        add_assets(self.site, ["/wp-content/", "/wp-includes/"])
        self.by_id = {a.id: a for a in blog.articles}
        self.cats = {c: i + 2 for i, c in enumerate(blog.categories())}
        self.users = {u.id: u for u in blog.users}
        add_robots(self.site, ["/wp-admin/"])
        S = self.site
        S.route("/")(self.root)
        S.route("/index.php")(self.root)
        S.route("/wp-login.php")(
            lambda r: Response.html(login_page(f"Log In &lsaquo; {self.name}", "/wp-login.php"))
        )
        S.route("/wp-admin/")(
            lambda r: Response.redirect(
                f"{self.o}/wp-login.php?redirect_to={q(self.o + '/wp-admin/')}&reauth=1"
            )
        )
        S.route("/wp-comments-post.php")(
            lambda r: Response.html(
                "<p>Comment posting requires POST.</p>", 405, [("Allow", "POST")]
            )
        )
        S.route("/xmlrpc.php")(self.xmlrpc)
        S.route("/wp-content/themes/twentytwentyfour/style.css")(
            lambda r: Response.text("/* Theme Name: Twenty Twenty-Four */", content_type="text/css")
        )

    def link(self, **params: object) -> str:
        return f"{self.o}/?" + "&".join(f"{k}={v}" for k, v in params.items())

    def list_url(self, base: dict[str, object], i: int) -> str:
        if i > 1:
            return self.link(**base, paged=i)
        return self.link(**base) if base else self.o + "/"

    def post_url(self, a: Article) -> str:
        return f"{self.o}/?p={a.id}"

    def page(self, title: str, body: str, head: str = "", cls: str = "home blog") -> Response:
        recent = "".join(
            f'<li><a class="wp-block-latest-posts__post-title" href="{e(self.post_url(a))}">{e(a.title)}</a></li>'
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
<html lang="en-US"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name='robots' content='max-image-preview:large' />
<title>{e(title)}</title>
<link rel="alternate" type="application/rss+xml" title="{self.name} &raquo; Feed" href="{e(self.link(feed="rss2"))}" />
<link rel="alternate" type="application/rss+xml" title="{self.name} &raquo; Comments Feed" href="{e(self.link(feed="comments-rss2"))}" />
<link rel='stylesheet' id='twentytwentyfour-style-css' href='{self.o}/wp-content/themes/twentytwentyfour/style.css?ver=1.1' media='all' />
<link rel="https://api.w.org/" href="{self.o}/index.php?rest_route=/" />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="{self.o}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.3" />
{head}</head>
<body class="{cls} wp-embed-responsive">
<div class="wp-site-blocks">
<header class="wp-block-template-part"><div class="wp-block-group alignwide"><p class="wp-block-site-title"><a href="{self.o}" rel="home">{self.name}</a></p>
<nav class="wp-block-navigation"><ul class="wp-block-page-list"><li class="wp-block-pages-list__item"><a class="wp-block-pages-list__item__link" href="{e(self.link(page_id=2))}">About</a></li></ul></nav></div></header>
{body}
<aside class="wp-block-group"><h2 class="wp-block-heading">Recent Posts</h2><ul class="wp-block-latest-posts__list">{recent}</ul>
<h2 class="wp-block-heading">Categories</h2><ul class="wp-block-categories-list">{cats}</ul>
<h2 class="wp-block-heading">Archives</h2><ul class="wp-block-archives-list">{arch}</ul>
<h2 class="wp-block-heading">Meta</h2><ul><li><a href="{self.o}/wp-login.php">Log in</a></li><li><a href="{e(self.link(feed="rss2"))}">Entries feed</a></li><li><a href="{e(self.link(feed="comments-rss2"))}">Comments feed</a></li></ul></aside>
<footer class="wp-block-template-part"><p class="has-small-font-size">Designed with <a href="https://wordpress.org" rel="nofollow">WordPress</a></p></footer>
</div></body></html>
"""
        return Response.html(html)

    def summary(self, a: Article) -> str:
        return (
            f'<li class="wp-block-post post-{a.id} post type-post status-publish format-standard hentry category-{slugify(a.category)}">'
            f'<h2 class="wp-block-post-title"><a href="{e(self.post_url(a))}" target="_self">{e(a.title)}</a></h2>'
            f'<div class="wp-block-post-date"><time datetime="{iso_offset(a.date)}"><a href="{e(self.post_url(a))}">{_shown(a.date)}</a></time></div>'
            f'<div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">{e(a.paras[0][:120])}&hellip; </p></div></li>'
        )

    def listing(
        self, title: str, arts: list[Article], paged: int, base: dict[str, object]
    ) -> Response:
        n = pages(len(arts), PER_PAGE)
        if not 1 <= paged <= n:
            return Response.html(
                self.page(
                    f"Page not found – {self.name}",
                    "<main><h1>Page not found</h1></main>",
                    cls="error404",
                ).body,
                404,
            )
        items = "".join(self.summary(a) for a in arts[(paged - 1) * PER_PAGE : paged * PER_PAGE])
        nav = ""
        if paged > 1:
            nav += f'<a href="{e(self.list_url(base, paged - 1))}" class="wp-block-query-pagination-previous">Previous Page</a>'
        nums = "".join(
            f'<span aria-current="page" class="page-numbers current">{i}</span>'
            if i == paged
            else f'<a class="page-numbers" href="{e(self.list_url(base, i))}">{i}</a>'
            for i in range(1, n + 1)
        )
        if paged < n:
            nav += f'<a href="{e(self.list_url(base, paged + 1))}" class="wp-block-query-pagination-next">Next Page</a>'
        body = f'<main class="wp-block-group"><h1 class="wp-block-query-title">{e(title)}</h1><div class="wp-block-query"><ul class="wp-block-post-template">{items}</ul><nav class="wp-block-query-pagination">{nav}<div class="wp-block-query-pagination-numbers">{nums}</div></nav></div></main>'
        return self.page(
            f"{title} – {self.name}"
            if title != self.name
            else f"{self.name} – Notes from the ferry lane",
            body,
        )

    def comment_html(self, a: Article, c: Comment, depth: int) -> str:
        kids = [k for k in a.comments if k.parent == c.id]
        sub = (
            f'<ol class="children wp-block-comment-template">{"".join(self.comment_html(a, k, depth + 1) for k in kids)}</ol>'
            if kids
            else ""
        )
        return (
            f'<li id="comment-{c.id}" class="comment {"even" if c.id % 2 else "odd"} depth-{depth}">'
            f'<div class="wp-block-columns"><div class="wp-block-column">'
            f'<div class="wp-block-comment-author-name">{e(c.author.name)}</div>'
            f'<div class="wp-block-comment-date"><time datetime="{iso_offset(c.date)}"><a href="{e(self.post_url(a))}#comment-{c.id}">{_shown(c.date)} at {c.date:%-I:%M %p}</a></time></div>'
            f'<div class="wp-block-comment-content">{"".join(f"<p>{e(x)}</p>" for x in c.paras)}</div>'
            f'<div class="wp-block-comment-reply-link"><a rel="nofollow" class="comment-reply-link" href="{e(self.post_url(a))}&#038;replytocom={c.id}#respond" data-commentid="{c.id}" data-postid="{a.id}" aria-label="Reply to {e(c.author.name)}">Reply</a></div>'
            f"</div></div>{sub}</li>"
        )

    def single(self, a: Article, r: Request) -> Response:
        cid = self.cats[a.category]
        top = [c for c in a.comments if c.parent == 0]
        comments = ""
        if a.comments:
            comments = f'<div class="wp-block-comments"><h2 class="wp-block-comments-title">{len(a.comments)} responses to &ldquo;{e(a.title)}&rdquo;</h2><ol class="wp-block-comment-template">{"".join(self.comment_html(a, c, 1) for c in top)}</ol></div>'
        idx = self.blog.articles.index(a)
        nav = ""
        if idx + 1 < len(self.blog.articles):
            p = self.blog.articles[idx + 1]
            nav += f'<div class="post-navigation-link-previous wp-block-post-navigation-link"><a href="{e(self.post_url(p))}" rel="prev">{e(p.title)}</a></div>'
        if idx > 0:
            n = self.blog.articles[idx - 1]
            nav += f'<div class="post-navigation-link-next wp-block-post-navigation-link"><a href="{e(self.post_url(n))}" rel="next">{e(n.title)}</a></div>'
        tags = ", ".join(f'<a href="{e(self.link(tag=t))}" rel="tag">{e(t)}</a>' for t in a.tags)
        url = self.post_url(a)
        head = (
            f"<link rel=\"canonical\" href=\"{e(url)}\" />\n<link rel='shortlink' href='{e(url)}' />\n"
            f'<link rel="alternate" type="application/rss+xml" title="{self.name} &raquo; {e(a.title)} Comments Feed" href="{e(self.link(feed="rss2", p=a.id))}" />\n'
            f'<link rel="alternate" type="application/json" href="{self.o}/index.php?rest_route=/wp/v2/posts/{a.id}" />\n'
            f'<link rel="alternate" type="application/json+oembed" href="{self.o}/index.php?rest_route=%2Foembed%2F1.0%2Fembed&#038;url={e(q(url))}" />\n'
            f'<link rel="alternate" type="text/xml+oembed" href="{self.o}/index.php?rest_route=%2Foembed%2F1.0%2Fembed&#038;url={e(q(url))}&#038;format=xml" />'
        )
        body = (
            f'<main class="wp-block-group"><div class="wp-block-group"><h1 class="wp-block-post-title">{e(a.title)}</h1>'
            f'<div class="wp-block-template-part"><div class="wp-block-post-date"><time datetime="{iso_offset(a.date)}">{_shown(a.date)}</time></div>'
            f'<div class="wp-block-post-author-name">by <a href="{e(self.link(author=a.author.id))}" target="_self" class="wp-block-post-author-name__link">{e(a.author.name)}</a></div>'
            f'<div class="taxonomy-category wp-block-post-terms">in <a href="{e(self.link(cat=cid))}" rel="tag">{e(a.category)}</a></div></div></div>'
            f'<div class="entry-content wp-block-post-content">{"".join(f"<p>{e(x)}</p>" for x in a.paras)}</div>'
            f'<div class="taxonomy-post_tag wp-block-post-terms">{tags}</div>'
            f'<nav class="wp-block-group" aria-label="Posts">{nav}</nav>'
            f"{comments}"
            f'<div id="respond" class="comment-respond wp-block-post-comments-form"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3>'
            f'<form action="{self.o}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><textarea id="comment" name="comment"></textarea>'
            f'<input name="author"><input name="email"><input type="submit" value="Post Comment"><input type="hidden" name="comment_post_ID" value="{a.id}"></form></div></main>'
        )
        return self.page(
            f"{a.title} – {self.name}",
            body,
            head,
            f"post-template-default single single-post postid-{a.id} single-format-standard",
        )

    def root(self, r: Request) -> Response:
        qs = query(r)
        paged = int(qs["paged"]) if qs.get("paged", "").isdigit() else 1
        if "rest_route" in qs:
            return self.rest(qs["rest_route"], qs)
        if "feed" in qs:
            if qs.get("p", "").isdigit() and int(qs["p"]) in self.by_id:
                a = self.by_id[int(qs["p"])]
                return rss(
                    f"Comments on: {a.title}",
                    self.post_url(a),
                    [
                        (f"By: {c.author.name}", f"{self.post_url(a)}#comment-{c.id}", c.text)
                        for c in a.comments
                    ],
                )
            if qs["feed"] == "comments-rss2":
                cs = [(a, c) for a in self.blog.articles for c in a.comments][:10]
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
            return rss(
                self.name,
                self.o,
                [(a.title, self.post_url(a), a.paras[0]) for a in self.blog.articles[:10]],
            )
        if "p" in qs:
            post = self.by_id.get(int(qs["p"])) if qs["p"].isdigit() else None
            if post is None:
                return Response.html(
                    self.page(
                        f"Page not found – {self.name}",
                        "<main><h1>Page not found</h1><p>It looks like nothing was found at this location.</p></main>",
                        cls="error404",
                    ).body,
                    404,
                )
            return self.single(post, r)
        if qs.get("page_id") == "2":
            return self.page(
                f"About – {self.name}",
                '<main><h1 class="wp-block-post-title">About</h1><div class="entry-content"><p>Notes written by the people who run the ferry lane workshop.</p></div></main>',
                cls="page-template-default page",
            )
        if "cat" in qs:
            name = next((c for c, i in self.cats.items() if str(i) == qs["cat"]), None)
            if name is None:
                return Response.html("<h1>Page not found</h1>", 404)
            return self.listing(
                f"Category: {name}",
                [a for a in self.blog.articles if a.category == name],
                paged,
                {"cat": qs["cat"]},
            )
        if "tag" in qs:
            return self.listing(
                f"Tag: {qs['tag']}",
                [a for a in self.blog.articles if qs["tag"] in a.tags],
                paged,
                {"tag": qs["tag"]},
            )
        if "author" in qs:
            u = self.users.get(int(qs["author"])) if qs["author"].isdigit() else None
            arts = [a for a in self.blog.articles if u is not None and a.author is u]
            return self.listing(
                f"Author: {u.name if u else ''}", arts, paged, {"author": qs["author"]}
            )
        if "m" in qs:
            return self.listing(
                f"Month: {qs['m']}",
                [a for a in self.blog.articles if a.date.strftime("%Y%m") == qs["m"]],
                paged,
                {"m": qs["m"]},
            )
        if "s" in qs:
            hits = [a for a in self.blog.articles if qs["s"].lower() in a.title.lower()]
            return (
                self.listing(f"Search results for: {qs['s']}", hits, 1, {"s": qs["s"]})
                if hits
                else self.page("Nothing found", "<main><h1>Nothing found</h1></main>")
            )
        if r.query and "paged" not in qs:
            return self.listing(
                self.name, self.blog.articles, 1, {}
            )  # unknown query vars: WordPress ignores them
        return self.listing(self.name, self.blog.articles, paged, {})

    def rest(self, route: str, qs: dict[str, str]) -> Response:
        def j(data: object, status: int = 200) -> Response:
            return Response(
                status,
                [("Content-Type", "application/json; charset=UTF-8")],
                json.dumps(data).encode(),
            )

        if route in ("/", ""):
            return j({"name": self.name, "url": self.o, "namespaces": ["oembed/1.0", "wp/v2"]})
        if route.startswith("/oembed/1.0/embed"):
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
        if route.startswith("/wp/v2/posts/"):
            a = (
                self.by_id.get(int(route.rsplit("/", 1)[1]))
                if route.rsplit("/", 1)[1].isdigit()
                else None
            )
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
        return j(
            {
                "code": "rest_no_route",
                "message": "No route was found matching the URL and request method.",
            },
            404,
        )

    def xmlrpc(self, r: Request) -> Response:
        if "rsd" in r.query:
            return Response.text(
                f'<?xml version="1.0" encoding="UTF-8"?><rsd version="1.0"><service><engineName>WordPress</engineName><homePageLink>{self.o}</homePageLink></service></rsd>',
                content_type="application/rsd+xml",
            )
        return Response.text("XML-RPC server accepts POST requests only.")


def build(themed: bool = False) -> AppSite:
    host = "walnut-ferry.test"
    blog = make_blog("heldout2-wordpress", first_id=23)
    app = WordPress(host, blog)
    o = f"http://{host}"
    views = {o + "/"} | {
        app.link(paged=i) for i in range(2, pages(len(blog.articles), PER_PAGE) + 1)
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
