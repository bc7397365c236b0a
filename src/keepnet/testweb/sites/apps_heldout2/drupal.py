"""Drupal 10.2 with the contributed Bootstrap Barrio theme and /blog/slug path aliases.

Articles are at /blog/slug (also answering at /node/N with a canonical link to the alias),
comments are threaded on the node page and each has a /comment/N permalink that renders the
node page; the front page (/node view) paginates with ?page=N; tags at /tags/slug
(/taxonomy/term/N), user profiles are 403 for anonymous visitors.
"""

from __future__ import annotations

import re
from datetime import datetime

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites.apps.model import (
    AppSite,
    Article,
    Blog,
    Comment,
    WebObject,
    iso,
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

PER_PAGE = 10
NAME = "Glacier Orchard Cooperative"


def _shown(dt: datetime) -> str:
    return f"{dt:%a, %m/%d/%Y - %H:%M}"


class Drupal:
    def __init__(self, host: str, blog: Blog) -> None:
        self.host, self.blog = host, blog
        self.o = f"http://{host}"
        self.site = Site(host)
        add_assets(self.site, ["/themes/", "/sites/default/files/", "/core/"])
        self.by_id = {a.id: a for a in blog.articles}
        self.by_slug = {a.slug: a for a in blog.articles}
        self.comment_of = {c.id: a for a in blog.articles for c in a.comments}
        self.tags = {t: i + 1 for i, t in enumerate(blog.tags())}
        add_robots(
            self.site,
            [
                "/core/",
                "/profiles/",
                "/admin/",
                "/comment/reply/",
                "/node/add/",
                "/search/",
                "/user/register",
                "/user/password",
                "/user/login",
                "/user/logout",
            ],
        )
        S = self.site
        S.route("/")(self.front)
        S.route("/node")(self.front)
        S.route("/rss.xml")(self.feed)
        S.route("/user/login")(
            lambda r: self.page("Log in", login_page("Log in", "/user/login"), "path-user")
        )
        S.route("/user/register")(
            lambda r: self.page(
                "Create new account",
                '<form><input name="mail"><input name="name"></form>',
                "path-user",
            )
        )
        S.route("/user/password")(
            lambda r: self.page(
                "Reset your password", '<form><input name="name"></form>', "path-user"
            )
        )
        S.route("/search/node")(
            lambda r: self.page(
                "Search",
                '<form action="/search/node"><input name="keys"></form><h2>Search results</h2><p>Your search yielded no results.</p>',
                "path-search",
            )
        )
        S.route(re.compile(r"/blog/([a-z0-9-]+)"))(self.alias)
        S.route(re.compile(r"/node/(\d+)"))(self.node)
        S.route(re.compile(r"/comment/(\d+)"))(self.comment)
        S.route(re.compile(r"/comment/reply/node/(\d+)/comment(?:/(\d+))?"))(self.reply)
        S.route(re.compile(r"/user/(\d+)"))(lambda r: self.forbidden())
        S.route(re.compile(r"/tags/([a-z0-9-]+)"))(self.tag)
        S.route(re.compile(r"/taxonomy/term/(\d+)(/feed)?"))(self.term)

    def alias_of(self, a: Article) -> str:
        return f"/blog/{a.slug}"

    def forbidden(self) -> Response:
        r = self.page(
            "Access denied", "<p>You are not authorized to access this page.</p>", "path-user"
        )
        return r.with_(status=403)

    def page(self, title: str, body: str, cls: str, head: str = "") -> Response:
        tags = "".join(
            f'<li class="nav-item"><a href="/tags/{t}" class="nav-link">{e(t)}</a></li>'
            for t in self.tags
        )
        html = f"""<!DOCTYPE html>
<html lang="en" dir="ltr" class="h-100">
<head><meta charset="utf-8" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/contrib/bootstrap_barrio/favicon.ico" type="image/vnd.microsoft.icon" />
{head}<title>{e(title)} | {NAME}</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xk3PQ.css?delta=0&amp;language=en&amp;theme=bootstrap_barrio&amp;include=eJxLyk" />
</head>
<body class="layout-one-sidebar layout-sidebar-second {cls} d-flex flex-column h-100">
<a href="#main-content" class="visually-hidden-focusable">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas d-flex flex-column h-100" data-off-canvas-main-canvas>
<header id="header" class="header" role="banner"><nav class="navbar navbar-dark bg-primary navbar-expand-lg" id="navbar-main">
<a href="/" title="Home" rel="home" class="navbar-brand">{NAME}</a>
<ul class="clearfix nav navbar-nav"><li class="nav-item"><a href="/" class="nav-link" data-drupal-link-system-path="&lt;front&gt;">Home</a></li>
<li class="nav-item"><a href="/user/login" class="nav-link" data-drupal-link-system-path="user/login">Log in</a></li></ul>
<form action="/search/node" method="get" id="search-block-form" class="search-block-form form-row"><input type="search" name="keys"></form></nav></header>
<div role="main" class="main-container container js-quickedit-main-content"><div class="row g-0">
<main class="main-content col" id="content" role="main"><section class="section"><a id="main-content" tabindex="-1"></a>
<div data-drupal-messages-fallback class="hidden"></div>
{body}
</section></main>
<div class="sidebar_second sidebar col-md-3 order-last" id="sidebar_second"><aside class="section" role="complementary">
<nav role="navigation" id="block-tags"><h2>Tags</h2><ul class="nav">{tags}</ul></nav>
<div class="feed-icons"><a href="/rss.xml" class="feed-icon">Subscribe to {NAME}</a></div></aside></div>
</div></div>
<footer class="site-footer"><div class="container"><div class="site-footer__bottom"><span>Powered by <a href="https://www.drupal.org">Drupal</a></span></div></div></footer>
</div></body></html>
"""
        return Response.html(html)

    def teaser(self, a: Article) -> str:
        return (
            f'<article data-history-node-id="{a.id}" class="node node--type-article node--promoted node--view-mode-teaser clearfix">'
            f'<header><h2 class="node__title"><a href="{self.alias_of(a)}" rel="bookmark"><span class="field field--name-title field--type-string field--label-hidden">{e(a.title)}</span></a></h2>'
            f'<div class="node__meta"><span>Submitted by <span class="field field--name-uid field--type-entity-reference field--label-hidden"><span>{e(a.author.name)}</span></span> on '
            f'<span class="field field--name-created field--type-created field--label-hidden"><time datetime="{iso(a.date)}" class="datetime">{_shown(a.date)}</time></span></span></div></header>'
            f'<div class="node__content clearfix"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>{e(a.paras[0])}</p></div>'
            f'<div class="node__links"><ul class="links inline"><li class="node-readmore"><a href="{self.alias_of(a)}" rel="tag" title="{e(a.title)}" hreflang="en">Read more<span class="visually-hidden"> about {e(a.title)}</span></a></li>'
            f'<li class="comment-forbidden"><a href="/user/login?destination={q(self.alias_of(a) + "#comment-form")}">Log in</a> to post comments</li></ul></div></div></article>'
        )

    def front(self, r: Request) -> Response:
        pg = query(r).get("page", "0")
        n = pages(len(self.blog.articles), PER_PAGE)
        if not pg.isdigit() or int(pg) >= n:
            return Response.not_found(r.url)
        p = int(pg)
        items = "".join(
            self.teaser(a) for a in self.blog.articles[p * PER_PAGE : (p + 1) * PER_PAGE]
        )
        pager = "".join(
            f'<li class="page-item active"><span class="page-link">{i + 1}</span></li>'
            if i == p
            else f'<li class="page-item"><a href="?page={i}" class="page-link" title="Go to page {i + 1}">{i + 1}</a></li>'
            for i in range(n)
        )
        if p + 1 < n:
            pager += f'<li class="page-item"><a href="?page={p + 1}" class="page-link" title="Go to next page" rel="next">Next ›</a></li>'
        body = f'<div class="views-element-container"><div class="view view-frontpage view-id-frontpage view-display-id-page_1"><div class="view-content">{items}</div><nav aria-label="pagination-heading"><ul class="pagination js-pager__items">{pager}</ul></nav></div></div>'
        head = (
            '<link rel="alternate" type="application/rss+xml" title="" href="http://'
            + self.host
            + '/rss.xml" />'
        )
        return self.page("Home", body, "path-frontpage", head)

    def comment_html(self, a: Article, c: Comment) -> str:
        kids = [k for k in a.comments if k.parent == c.id]
        sub = (
            f'<div class="indented">{"".join(self.comment_html(a, k) for k in kids)}</div>'
            if kids
            else ""
        )
        parent = (
            f'<p class="visually-hidden">In reply to <a href="/comment/{c.parent}#comment-{c.parent}">comment {c.parent}</a></p>'
            if c.parent
            else ""
        )
        return (
            f'<article data-comment-user-id="{c.author.id}" id="comment-{c.id}" class="js-comment comment-wrapper clearfix">'
            f'<span class="hidden" data-comment-timestamp="{int(c.date.timestamp())}"></span>'
            f'<div class="mb-4 comment comment--level-1"><div class="d-flex"><div class="flex-shrink-0"><article class="profile"></article></div>'
            f'<div class="flex-grow-1 ms-3"><div class="comment-meta"><h5 class="h6 mb-1"><span>{e(c.author.name)}</span></h5>'
            f'<p class="comment__time"><time datetime="{iso(c.date)}">{_shown(c.date)}</time></p>'
            f'<a href="/comment/{c.id}#comment-{c.id}" hreflang="en" class="permalink">Permalink</a>{parent}</div>'
            f'<div class="comment-content"><div class="clearfix text-formatted field field--name-comment-body field--type-text-long field--label-hidden field__item">{"".join(f"<p>{e(x)}</p>" for x in c.paras)}</div>'
            f'<ul class="links inline"><li class="comment-forbidden"><a href="/user/login?destination={q(self.alias_of(a) + "#comment-form")}">Log in</a> to post comments</li></ul></div></div></div></div>'
            f"{sub}</article>"
        )

    def full(self, a: Article) -> Response:
        tags = "".join(
            f'<div class="field__item"><a href="/tags/{t}" hreflang="en">{e(t)}</a></div>'
            for t in a.tags
        )
        comments = "".join(self.comment_html(a, c) for c in a.comments if c.parent == 0)
        csec = ""
        if a.comments:
            csec = f'<section class="field field--name-comment field--type-comment field--label-above comment-wrapper"><h2 class="title">Comments</h2>{comments}</section>'
        body = (
            f'<div id="block-bootstrap-barrio-page-title" class="block block-core block-page-title-block"><h1 class="title"><span class="field field--name-title field--type-string field--label-hidden">{e(a.title)}</span></h1></div>'
            f'<div id="block-bootstrap-barrio-content" class="block block-system block-system-main-block">'
            f'<article data-history-node-id="{a.id}" class="node node--type-article node--promoted node--view-mode-full clearfix">'
            f'<header><div class="node__meta"><span>Submitted by <span class="field field--name-uid field--type-entity-reference field--label-hidden"><span>{e(a.author.name)}</span></span> on '
            f'<span class="field field--name-created field--type-created field--label-hidden"><time datetime="{iso(a.date)}" class="datetime">{_shown(a.date)}</time></span></span></div></header>'
            f'<div class="node__content clearfix"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">{"".join(f"<p>{e(x)}</p>" for x in a.paras)}</div>'
            f'<div class="field field--name-field-tags field--type-entity-reference field--label-above clearfix"><h3 class="field__label">Tags</h3><ul class="links field__items">{tags}</ul></div>'
            f'<div class="node__links"><ul class="links inline"><li class="comment-forbidden"><a href="/user/login?destination={q(self.alias_of(a) + "#comment-form")}">Log in</a> or <a href="/user/register?destination={q(self.alias_of(a) + "#comment-form")}">register</a> to post comments</li></ul></div>'
            f"{csec}</div></article></div>"
        )
        head = f'<link rel="canonical" href="{self.o}{self.alias_of(a)}" />\n<link rel="shortlink" href="{self.o}/node/{a.id}" />\n'
        return self.page(a.title, body, "path-node page-node-type-article", head)

    def alias(self, r: Request) -> Response:
        assert r.match
        a = self.by_slug.get(r.match.group(1))
        return self.full(a) if a else self.not_found(r)

    def node(self, r: Request) -> Response:
        assert r.match
        a = self.by_id.get(int(r.match.group(1)))
        return self.full(a) if a else self.not_found(r)

    def comment(self, r: Request) -> Response:
        assert r.match
        a = self.comment_of.get(int(r.match.group(1)))
        return self.full(a) if a else self.not_found(r)

    def reply(self, r: Request) -> Response:
        return self.forbidden()

    def not_found(self, r: Request) -> Response:
        return self.page(
            "Page not found", "<p>The requested page could not be found.</p>", "path-not-found"
        ).with_(status=404)

    def tag(self, r: Request) -> Response:
        assert r.match
        t = r.match.group(1)
        if t not in self.tags:
            return self.not_found(r)
        items = "".join(self.teaser(a) for a in self.blog.articles if t in a.tags)
        return self.page(
            t,
            f'<h1 class="title">{e(t)}</h1><div class="view view-taxonomy-term"><div class="view-content">{items}</div></div><a href="/taxonomy/term/{self.tags[t]}/feed" class="feed-icon">Subscribe to {e(t)}</a>',
            "path-taxonomy",
            f'<link rel="canonical" href="{self.o}/tags/{t}" /><link rel="shortlink" href="{self.o}/taxonomy/term/{self.tags[t]}" />',
        )

    def term(self, r: Request) -> Response:
        assert r.match
        t = next((t for t, i in self.tags.items() if i == int(r.match.group(1))), None)
        if t is None:
            return self.not_found(r)
        if r.match.group(2):
            return rss(
                t,
                f"{self.o}/tags/{t}",
                [
                    (a.title, self.o + self.alias_of(a), a.paras[0])
                    for a in self.blog.articles
                    if t in a.tags
                ],
            )
        r.match = re.fullmatch(r"/tags/([a-z0-9-]+)", f"/tags/{t}")
        return self.tag(r)

    def feed(self, r: Request) -> Response:
        return rss(
            NAME,
            self.o,
            [(a.title, self.o + self.alias_of(a), a.paras[0]) for a in self.blog.articles[:10]],
        )


def build(themed: bool = False) -> AppSite:
    host = "www.glacier-orchard.test"
    blog = make_blog("heldout2-drupal", first_id=104)
    for a in blog.articles:
        a.slug = slugify(a.title)
    app = Drupal(host, blog)
    o = app.o
    views = {o + "/"} | {f"{o}/?page={i}" for i in range(1, pages(len(blog.articles), PER_PAGE))}
    objects = []
    for a in blog.articles:
        url = o + app.alias_of(a)
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
    return AppSite("drupal", host, [app.site], [o + "/"], frozenset(views), objects, themed)
