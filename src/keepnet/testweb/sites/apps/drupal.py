"""A Drupal 10 site (Olivero theme, article nodes with comments) as an anonymous visitor sees it.

URL scheme: / (the frontpage view, 10 teasers a page, ?page=1 is the second page; /node is
the same view), articles at their path aliases /article/slug (also answering at /node/N,
with a canonical link to the alias), comments inside their node.  Waste a visitor is shown:
/comment/N#comment-N permalinks (render the whole node again), /user/N (author profiles),
/taxonomy/term/N (tag listings, paginated, with /taxonomy/term/N/feed), /rss.xml,
/user/login?destination=... and /user/register?destination=... ("Log in or register to
post comments"), /user/password, /search/node?keys=, and the assets under
/sites/default/files/ (aggregated css/js with ?delta=&language=&theme=&include=) and
/core/themes/olivero/; robots.txt is Drupal core's.  /node/N/edit, /comment/reply/... answer 403 (access denied page).
Content views: the front page and its pages, every node at its alias (term pages are not
content views: they only repeat teasers).
Objects: every article node (id = nid) and every comment (id = cid, url = its node alias).
"""

from __future__ import annotations

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
    make_blog,
    pages,
    query,
)

HOST = "www.drupal-demo.test"
PER_PAGE = 10
INCLUDE = "eJxdjEEOwyAMBD8E4UnIgEOtGBth0yq_b9RDo-ay0oxGq5tXtAgm2O7grxPVFlTXDw"


# Drupal core's robots.txt (abridged: the "no clean URLs" half left out)
ROBOTS = """#
# robots.txt
#
# This file is to prevent the crawling and indexing of certain parts
# of your site by web crawlers and spiders run by sites like Yahoo!
# and Google.
#
User-agent: *
# CSS, JS, Images
Allow: /core/*.css$
Allow: /core/*.css?
Allow: /core/*.js$
Allow: /core/*.js?
Allow: /core/*.gif
Allow: /core/*.jpg
Allow: /core/*.jpeg
Allow: /core/*.png
Allow: /core/*.svg
# Directories
Disallow: /core/
Disallow: /profiles/
# Files
Disallow: /README.md
Disallow: /web.config
# Paths (clean URLs)
Disallow: /admin/
Disallow: /comment/reply/
Disallow: /filter/tips
Disallow: /node/add/
Disallow: /search/
Disallow: /user/register
Disallow: /user/password
Disallow: /user/login
Disallow: /user/logout
Disallow: /media/oembed
Disallow: /*/media/oembed
"""


def _date(dt) -> str:  # noqa: ANN001
    return dt.strftime("%a, %m/%d/%Y - %H:%M")


class Drupal:
    def __init__(self, host: str, blog: Blog) -> None:
        self.host = host
        self.o = f"http://{host}"
        self.blog = blog
        self.nodes = {a.id: a for a in blog.articles}
        self.alias = {f"/article/{a.slug}": a for a in blog.articles}
        self.comments = {c.id: (a, c) for a in blog.articles for c in a.comments}
        self.tags = {t: i + 1 for i, t in enumerate(blog.tags())}
        self.users = {u.id: u for u in blog.users}

    def path(self, a: Article) -> str:
        return f"/article/{a.slug}"

    def page(
        self, title: str, main: str, *, head: str = "", body_class: str = "", status: int = 200
    ) -> Response:
        css = f"/sites/default/files/css/css_{INCLUDE[-12:]}.css?delta=0&amp;language=en&amp;theme=olivero&amp;include={INCLUDE}"
        js = f"/sites/default/files/js/js_{INCLUDE[-10:]}.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=olivero&amp;include={INCLUDE}"
        html = f"""<!DOCTYPE html>
<html lang="en" dir="ltr" style="--color--primary-hue:202;--color--primary-saturation:79%;--color--primary-lightness:50">
<head>
<meta charset="utf-8" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/core/themes/olivero/favicon.ico" type="image/vnd.microsoft.icon" />
{head}
<title>{escape(title)} | Harbour Society</title>
<link rel="stylesheet" media="all" href="{css}" />
<link rel="stylesheet" media="all" href="{css.replace("delta=0", "delta=1")}" />
<script type="application/json" data-drupal-selector="drupal-settings-json">{{"path":{{"baseUrl":"\\/","scriptPath":null,"pathPrefix":"","currentPath":"node","currentPathIsAdmin":false,"isFront":true,"currentLanguage":"en"}},"pluralDelimiter":"\\u0003","user":{{"uid":0,"permissionsHash":"4e8f"}}}}</script>
</head>
<body class="{body_class} user-logged-out">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div id="page-wrapper" class="page-wrapper"><div id="page">
<header id="header" class="site-header" data-drupal-selector="site-header" role="banner">
<div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"></button></div>
<div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div class="container site-header__inner__container">
<div id="block-olivero-site-branding" class="site-branding--bg-white site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/core/themes/olivero/logo.svg" alt="Home" fetchpriority="high" /></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" rel="home" title="Home">Harbour Society</a></div></div></div></div>
<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div>
<div class="mobile-buttons" data-drupal-selector="mobile-buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Main Menu" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menu</span></button></div>
<div id="header-nav" class="header-nav" data-drupal-selector="header-nav">
<div class="search-block-form block block-search-narrow" data-drupal-selector="search-block-form-2" id="block-olivero-search-form-narrow" role="search"><div class="content"><form action="/search/node" method="get" id="search-block-form--2" accept-charset="UTF-8" class="search-form search-block-form"><div class="js-form-item form-item"><label for="edit-keys--2" class="form-item__label visually-hidden">Search</label><input title="Enter the terms you wish to search for." placeholder="Search by keyword or phrase." data-drupal-selector="edit-keys" type="search" id="edit-keys--2" name="keys" value="" size="15" maxlength="128" class="form-search form-element form-element--type-search form-element--api-search" /></div><div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions--2"><button class="button--primary search-form__submit button js-form-submit form-submit" data-drupal-selector="edit-submit" type="submit" id="edit-submit--2" value="Search"><span class="icon--search"></span><span class="visually-hidden">Search</span></button></div></form></div></div>
<nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1"><li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="/" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1 is-active" data-drupal-selector="primary-nav-menu-link-has-children" data-drupal-link-system-path="&lt;front&gt;"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">Home</span></a></li></ul></nav>
<nav role="navigation" aria-labelledby="block-olivero-account-menu-menu" id="block-olivero-account-menu" class="block block-menu navigation menu--account secondary-nav"><h2 class="visually-hidden block__title" id="block-olivero-account-menu-menu">User account menu</h2><ul data-block="secondary_menu" class="menu secondary-nav__menu secondary-nav__menu--level-1"><li class="secondary-nav__menu-item secondary-nav__menu-item--link secondary-nav__menu-item--level-1"><a href="/user/login" class="secondary-nav__menu-link secondary-nav__menu-link--link secondary-nav__menu-link--level-1" data-drupal-link-system-path="user/login">Log in</a></li></ul></nav>
</div></div></div></div>
</header>
<div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content">
<a id="main-content" tabindex="-1"></a>
<div class="region region--content-above grid-full layout--pass--content-medium"><div data-drupal-messages-fallback class="hidden messages-list"></div></div>
<main role="main"><div class="region region--content grid-full layout--pass--content-medium" id="content">
{main}
</div></main>
</div></div>
<div class="social-bar"><div class="social-bar__inner fixable"><div class="rotate"><div id="block-olivero-syndicate" role="complementary" class="block block-node block-node-syndicate-block"><div class="block__content"><a href="/rss.xml" class="feed-icon">RSS feed</a></div></div></div></div></div>
</div>
<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-bottom grid-full layout--pass--content-medium"><div id="block-olivero-powered" class="block block-system block-system-powered-by-block"><span>Powered by<a href="https://www.drupal.org">Drupal</a></span></div></div></div></footer>
<div class="overlay" data-drupal-selector="overlay"></div>
</div></div>
<script src="{js}"></script>
</body>
</html>
"""
        return Response.html(html, status)

    def title_block(self, title: str) -> str:
        return f'<div id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">{escape(title)}</span></h1></div>'

    def author(self, u, node: bool = True) -> str:  # noqa: ANN001
        return f'<a title="View user profile." href="/user/{u.id}" lang="" about="/user/{u.id}" typeof="schema:Person" property="schema:name" datatype="" class="username">{escape(u.name)}</a>'

    def login_links(self, a: Article) -> str:
        dest = quote(f"/comment/reply/node/{a.id}/comment#comment-form", safe="/")
        return f'<li class="comment-forbidden"><a href="/user/login?destination={dest}">Log in</a> or <a href="/user/register?destination={dest}">register</a> to post comments</li>'

    def teaser(self, a: Article) -> str:
        p = self.path(a)
        ncom = len(a.comments)
        com = (
            f'<li class="comment-comments"><a href="{p}#comments" title="Jump to the first comment." hreflang="en">{ncom} comment{"s" if ncom != 1 else ""}</a></li>'
            if ncom
            else ""
        )
        return f"""<div class="views-row"><article data-history-node-id="{a.id}" class="node node--type-article node--promoted node--view-mode-teaser">
<header class="node__header"><h2 class="node__title"><a href="{p}" rel="bookmark"><span class="field field--name-title field--type-string field--label-hidden">{escape(a.title)}</span></a></h2>
<div class="node__meta"><span>By <span class="field field--name-uid field--type-entity-reference field--label-hidden">{self.author(a.author)}</span></span> <span class="node__meta-date"><span class="field field--name-created field--type-created field--label-hidden"><time datetime="{iso(a.date)}" title="{a.date.strftime("%A, %B %-d, %Y - %H:%M")}" class="datetime">{_date(a.date)}</time></span></span></div></header>
<div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>{escape(a.paras[0][:200])}</p></div>
<div class="node__links"><ul class="links inline"><li class="node-readmore"><a href="{p}" rel="tag" title="{escape(a.title)}" hreflang="en">Read more<span class="visually-hidden"> about {escape(a.title)}</span></a></li>{com}{self.login_links(a)}</ul></div></div>
</article></div>"""

    def pager(self, base: str, n: int, cur: int) -> str:
        if n <= 1:
            return ""
        items = []
        sep = "&amp;" if "?" in base else "?"
        if cur > 0:
            items.append(
                f'<li class="pager__item pager__item--control pager__item--first"><a href="{base}{sep}page=0" title="Go to first page" class="pager__link"><span class="visually-hidden">First page</span></a></li>'
            )
            items.append(
                f'<li class="pager__item pager__item--control pager__item--previous"><a href="{base}{sep}page={cur - 1}" class="pager__link" title="Go to previous page" rel="prev"><span class="visually-hidden">Previous page</span></a></li>'
            )
        for i in range(n):
            if i == cur:
                items.append(
                    f'<li class="pager__item pager__item--active"><span class="visually-hidden">Current page</span>{i + 1}</li>'
                )
            else:
                items.append(
                    f'<li class="pager__item"><a href="{base}{sep}page={i}" title="Go to page {i + 1}" class="pager__link"><span class="visually-hidden">Page</span>{i + 1}</a></li>'
                )
        if cur < n - 1:
            items.append(
                f'<li class="pager__item pager__item--control pager__item--next"><a href="{base}{sep}page={cur + 1}" title="Go to next page" rel="next" class="pager__link"><span class="visually-hidden">Next page</span></a></li>'
            )
            items.append(
                f'<li class="pager__item pager__item--control pager__item--last"><a href="{base}{sep}page={n - 1}" title="Go to last page" class="pager__link"><span class="visually-hidden">Last page</span></a></li>'
            )
        return f'<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Pagination</h4><ul class="pager__items js-pager__items">{"".join(items)}</ul></nav>'

    def front(self, page: int, base: str = "/") -> Response | None:
        arts = self.blog.articles
        n = pages(len(arts), PER_PAGE)
        if not 0 <= page < n:
            return None
        rows = "".join(self.teaser(a) for a in arts[page * PER_PAGE : (page + 1) * PER_PAGE])
        main = f'<div class="views-element-container block block-views block-views-blockfrontpage-block-1"><div class="view view-frontpage view-id-frontpage view-display-id-page_1"><div class="view-content">{rows}</div>{self.pager(base.rstrip("?"), n, page)}</div></div>'
        head = '<link rel="alternate" type="application/rss+xml" title="" href="/rss.xml" />'
        return self.page(
            "Welcome!" if page == 0 else "Home", main, head=head, body_class="path-frontpage"
        )

    def comment_html(self, a: Article, c: Comment, children: dict[int, list[Comment]]) -> str:
        subject = " ".join(c.paras[0].split()[:4]).rstrip(".")
        kids = "".join(self.comment_html(a, k, children) for k in children.get(c.id, []))
        kids = f'<div class="comments__item indented">{kids}</div>' if kids else ""
        by_author = " by-node-author" if c.author.id == a.author.id else ""
        return f"""<article data-comment-user-id="{c.author.id}" id="comment-{c.id}" class="comment js-comment{by_author}" data-drupal-selector="comment" about="/comment/{c.id}">
<span class="hidden" data-comment-timestamp="{int(c.date.timestamp())}"></span>
<div class="comment__picture-wrapper"><div class="comment__picture"></div></div>
<div class="comment__text-wrapper">
<footer class="comment__meta"><p class="comment__author"><span><a title="View user profile." href="/user/{c.author.id}" lang="" about="/user/{c.author.id}" typeof="schema:Person" property="schema:name" datatype="" class="username">{escape(c.author.name)}</a></span></p>
<p class="comment__time">{_date(c.date)}</p></footer>
<div class="comment__content"><h3><a href="/comment/{c.id}#comment-{c.id}" class="permalink" rel="bookmark" hreflang="en">{escape(subject)}</a></h3>
<div class="clearfix text-formatted field field--name-comment-body field--type-text-long field--label-hidden field__item">{"".join(f"<p>{escape(p)}</p>" for p in c.paras)}</div>
<div class="comment__links"><ul class="links inline comment__links">{self.login_links(a)}</ul></div></div>
</div>
</article>
{kids}"""

    def node(self, a: Article) -> Response:
        children: dict[int, list[Comment]] = {}
        for c in a.comments:
            children.setdefault(c.parent, []).append(c)
        thread = "".join(self.comment_html(a, c, children) for c in children.get(0, []))
        tags = "".join(
            f'<li class="field--tags__item field__item"><a href="/taxonomy/term/{self.tags[t]}" hreflang="en">{t}</a></li>'
            for t in a.tags
        )
        comments = ""
        if a.comments:
            comments = f'<section data-drupal-selector="comments" class="comments"><h2 class="comments__title">Comments</h2><a id="comments"></a>{thread}</section>'
        main = f"""{self.title_block(a.title)}
<div id="block-olivero-content" class="block block-system block-system-main-block"><div class="block__content">
<article data-history-node-id="{a.id}" class="node node--type-article node--promoted node--view-mode-full">
<header class="node__header"><div class="node__meta"><span>By <span class="field field--name-uid field--type-entity-reference field--label-hidden">{self.author(a.author)}</span></span> <span class="node__meta-date"><span class="field field--name-created field--type-created field--label-hidden"><time datetime="{iso(a.date)}" title="{a.date.strftime("%A, %B %-d, %Y - %H:%M")}" class="datetime">{_date(a.date)}</time></span></span></div></header>
<div class="node__content">
<div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">{"".join(f"<p>{escape(p)}</p>" for p in a.paras)}</div>
<div class="field field--name-field-tags field--type-entity-reference field--label-above field--tags"><h3 class="field__label field--tags__label">Tags</h3><ul class="links field__items field--tags__items">{tags}</ul></div>
<div class="node__links"><ul class="links inline">{self.login_links(a)}</ul></div>
{comments}
</div>
</article>
</div></div>"""
        p = self.path(a)
        head = f'<link rel="canonical" href="{self.o}{p}" />\n<link rel="shortlink" href="{self.o}/node/{a.id}" />\n<meta name="description" content="{escape(a.paras[0][:150])}" />'
        return self.page(a.title, main, head=head, body_class="path-node page-node-type-article")

    def denied(self) -> Response:
        return self.page(
            "Access denied",
            self.title_block("Access denied")
            + '<div class="block block-system block-system-main-block"><div class="block__content">You are not authorized to access this page.</div></div>',
            body_class="path-node",
            status=403,
        )

    def not_found(self) -> Response:
        return self.page(
            "Page not found",
            self.title_block("Page not found")
            + '<div class="block block-system block-system-main-block"><div class="block__content">The requested page could not be found.</div></div>',
            status=404,
        )

    def handle(self, req: Request) -> Response:
        path, q = req.path, query(req)
        page = int(q["page"]) if q.get("page", "").isdigit() else 0
        if path.startswith(("/sites/default/files/", "/core/")):
            if path.endswith(".css"):
                return Response.text("/* drupal */\n", content_type="text/css")
            if path.endswith(".js"):
                return Response.text("/* drupal */\n", content_type="application/javascript")
            if path.endswith(".svg"):
                return Response.text(
                    "<svg xmlns='http://www.w3.org/2000/svg'/>", content_type="image/svg+xml"
                )
            return Response.data(png(), "image/png")
        if path == "/robots.txt":
            return Response.text(ROBOTS)
        if path in ("/", "/node"):
            return self.front(page, path if path != "/" else "") or self.not_found()
        if path in self.alias:
            return self.node(self.alias[path])
        parts = path.strip("/").split("/")
        if parts[0] == "node" and len(parts) >= 2 and parts[1].isdigit():
            a = self.nodes.get(int(parts[1]))
            if a is None:
                return self.not_found()
            if len(parts) == 2:
                return self.node(a)
            return self.denied()
        if (
            parts[0] == "comment"
            and len(parts) == 2
            and parts[1].isdigit()
            and int(parts[1]) in self.comments
        ):
            return self.node(self.comments[int(parts[1])][0])
        if parts[0] == "comment":
            return self.denied()
        if parts[0] == "user":
            if len(parts) == 2 and parts[1].isdigit() and int(parts[1]) in self.users:
                u = self.users[int(parts[1])]
                main = (
                    self.title_block(u.name)
                    + f'<div class="block block-system block-system-main-block"><div class="block__content"><article class="profile"><h4 class="label">Member for</h4><p>{(self.blog.articles[0].date - u.joined).days // 30} months</p></article></div></div>'
                )
                return self.page(u.name, main, body_class="path-user")
            if len(parts) == 2 and parts[1] in ("login", "register", "password"):
                title = {
                    "login": "Log in",
                    "register": "Create new account",
                    "password": "Reset your password",
                }[parts[1]]
                form = f'<form class="user-login-form" data-drupal-selector="user-login-form" action="/user/login?destination={quote(q.get("destination", "/user/login"), safe="/")}" method="post" id="user-login-form" accept-charset="UTF-8"><div class="js-form-item form-item"><label for="edit-name" class="form-item__label js-form-required form-required">Username</label><input autocorrect="none" autocapitalize="none" spellcheck="false" autocomplete="username" data-drupal-selector="edit-name" type="text" id="edit-name" name="name" value="" size="60" maxlength="60" class="form-text required form-element form-element--type-text form-element--api-textfield" required="required" /></div><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="Log in" class="button js-form-submit form-submit" /></form><div class="item-list"><ul><li><a href="/user/register">Create new account</a></li><li><a href="/user/password">Reset your password</a></li></ul></div>'
                return self.page(title, self.title_block(title) + form, body_class="path-user")
            return self.denied()
        if parts[0] == "taxonomy" and len(parts) >= 3 and parts[2].isdigit():
            tag = next((t for t, i in self.tags.items() if i == int(parts[2])), None)
            if tag is None:
                return self.not_found()
            arts = [a for a in self.blog.articles if tag in a.tags]
            if len(parts) == 4 and parts[3] == "feed":
                return self.rss(arts)
            n = pages(len(arts), PER_PAGE)
            if page >= n:
                return self.not_found()
            rows = "".join(self.teaser(a) for a in arts[page * PER_PAGE : (page + 1) * PER_PAGE])
            main = (
                self.title_block(tag)
                + f'<div class="views-element-container"><div class="view view-taxonomy-term view-id-taxonomy_term view-display-id-page_1"><div class="view-content">{rows}</div>{self.pager("", n, page)}<div class="feed-icons"><a href="/taxonomy/term/{parts[2]}/feed" class="feed-icon">Subscribe to {tag}</a></div></div></div>'
            )
            return self.page(
                tag,
                main,
                head=f'<link rel="alternate" type="application/rss+xml" title="{tag}" href="{self.o}/taxonomy/term/{parts[2]}/feed" />',
                body_class="path-taxonomy",
            )
        if path == "/rss.xml":
            return self.rss(self.blog.articles)
        if path == "/search/node":
            return self.page(
                "Search",
                self.title_block("Search")
                + '<div class="block block-system block-system-main-block"><div class="block__content"><h2>Your search yielded no results.</h2></div></div>',
                body_class="path-search",
            )
        return self.not_found()

    def rss(self, arts: list[Article]) -> Response:
        items = "".join(
            f'<item><title>{escape(a.title)}</title><link>{self.o}{self.path(a)}</link><description>{escape(a.paras[0])}</description><pubDate>{a.date.strftime("%a, %d %b %Y %H:%M:%S +0000")}</pubDate><dc:creator>{escape(a.author.name)}</dc:creator><guid isPermaLink="false">{a.id} at {self.o}</guid></item>'
            for a in arts[:10]
        )
        return Response.text(
            f'<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xml:base="{self.o}/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Harbour Society</title><link>{self.o}/</link><language>en</language>{items}</channel></rss>',
            content_type="application/rss+xml; charset=utf-8",
        )


def build(themed: bool = False) -> AppSite:
    blog = make_blog("drupal", articles=20, first_id=1)
    app = Drupal(HOST, blog)
    site = Site(HOST, not_found=app.handle)
    o = app.o
    views = {f"{o}/"} | {f"{o}/?page={i}" for i in range(1, pages(len(blog.articles), PER_PAGE))}
    objects = []
    for a in blog.articles:
        url = o + app.path(a)
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
    return AppSite("drupal", HOST, [site], [f"{o}/"], frozenset(views), objects, themed)
