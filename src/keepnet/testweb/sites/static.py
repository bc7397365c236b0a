"""static.example.test: the asset host the news site and the blog embed from (off-host embeds).

Ground truth (http://static.example.test), all 200:
- CSS: "/css/news.css" (@import "base.css", url(../img/paper.png)), "/css/base.css"
  (url(/fonts/serif.woff2)), "/css/blog.css";
- JS: "/js/news.js", "/js/blog.js";
- fonts: "/fonts/serif.woff2";
- images: "/img/favicon.png", "/img/paper.png", "/img/blog-banner.png", and for every news
  article slug "/img/<slug>.png" and "/img/<slug>-thumb.png".
No HTML pages: a crawl reaches this host only through embeds (hop E).
"""

from __future__ import annotations

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from keepnet.testweb.sites import news

HOST = "static.example.test"

NEWS_CSS = b"""@import "base.css";
body { background: #fdfbf7 url(../img/paper.png) repeat; }
.teaser img { float: left; margin-right: 1em; }
.pagination a { padding: .3em .6em; border: 1px solid #ccc; }
"""
BASE_CSS = b"""@font-face { font-family: "Gazette Serif"; src: url(/fonts/serif.woff2) format("woff2"); }
body { font-family: "Gazette Serif", Georgia, serif; max-width: 60em; margin: auto; }
.site-header nav ul { list-style: none; display: flex; gap: 1em; }
"""
BLOG_CSS = b"""header.site-header { background: url("/img/blog-banner.png") no-repeat; }
body { font-family: system-ui, sans-serif; line-height: 1.5; }
"""
NEWS_JS = (
    b"document.querySelectorAll('.teaser').forEach(function (t) { t.classList.add('js'); });\n"
)
BLOG_JS = b"console.log('blog ready');\n"
# Not a real font: a crawler archives bytes, it does not render them.
FONT = b"wOF2\x00\x01\x00\x00" + bytes(range(256))


def build() -> Site:
    site = Site(HOST)
    site.add("/css/news.css", Response.data(NEWS_CSS, "text/css"))
    site.add("/css/base.css", Response.data(BASE_CSS, "text/css"))
    site.add("/css/blog.css", Response.data(BLOG_CSS, "text/css"))
    site.add("/js/news.js", Response.data(NEWS_JS, "text/javascript"))
    site.add("/js/blog.js", Response.data(BLOG_JS, "text/javascript"))
    site.add("/fonts/serif.woff2", Response.data(FONT, "font/woff2"))
    site.add("/img/favicon.png", Response.data(png(16, 16, (180, 30, 30)), "image/png"))
    site.add("/img/paper.png", Response.data(png(4, 4, (250, 247, 240)), "image/png"))
    site.add("/img/blog-banner.png", Response.data(png(64, 8, (20, 120, 90)), "image/png"))
    for n, (slug, _, _) in enumerate([*news.ARTICLES, news.ARCHIVE_ONLY]):
        colour = (30 + 20 * n % 200, 80, 200 - 15 * n % 150)
        site.add(f"/img/{slug}.png", Response.data(png(32, 20, colour), "image/png"))
        site.add(f"/img/{slug}-thumb.png", Response.data(png(8, 5, colour), "image/png"))
    return site
