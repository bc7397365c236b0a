"""links.test: every form a link takes in HTML, CSS, HTTP headers, robots.txt and sitemaps.

Ground truth (http://links.test).  Each table below maps an expected absolute URL to
(hop letter, where it was found); the page is *built from* the table, so they cannot drift:
- ALL_OUTLINKS: what "/all.html" links to (a, area, img src/srcset, picture/source,
  script, link stylesheet/icon, iframe, embed, object, video/audio poster/src/source/track,
  inline style url(), <style> url() and @import, form GET action, protocol-relative,
  entity-encoded and fragment URLs, an off-host image on cdn.links.test) plus its HTTP
  Link header (ALL_LINK_HEADER, also in ALL_OUTLINKS);
- ALL_NOT_LINKS: strings on "/all.html" that are NOT outlinks (POST form action,
  javascript:, mailto:, data:, tel:);
- FRAMES_OUTLINKS ("/frames.html": frameset/frame), BASE_OUTLINKS ("/base.html": <base href>
  changes resolution), REFRESH_OUTLINKS ("/refresh.html": meta refresh, hop R);
- CSS_OUTLINKS ("/css/style.css": url() and @import), STYLE_IMPORT_OUTLINKS
  ("/css/style-import.css", @imported from a <style> block);
- SITEMAP_OUTLINKS: robots.txt has "Sitemap: /sitemap.xml", a sitemap index listing
  "/sitemap-pages.xml", which lists "/from-sitemap.html" (linked from nowhere else);
- LINKS_ALL_URLS: every URL of links.test and cdn.links.test (all answer 200);
  LINKS_CRAWL_URLS: what a full crawl from "/" (host scope, embeds, sitemaps) fetches:
  all of them but NOT_LINK_URLS.
Hops: L navigation, E embed, R redirect (Heritrix letters; models.Hop).
"""

from __future__ import annotations

import mimetypes

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site

HOST = "links.test"
CDN_HOST = "cdn.links.test"
L = f"http://{HOST}"
ALL_PAGE = f"{L}/all.html"
CDN = f"http://{CDN_HOST}"

# (HTML snippet, {url: (hop, context)}) — the rows of /all.html
_ALL_ROWS: list[tuple[str, dict[str, tuple[str, str]]]] = [
    ('<a href="/t/a-href.html">a</a>', {f"{L}/t/a-href.html": ("L", "a/@href")}),
    ('<a href="t/relative.html">relative</a>', {f"{L}/t/relative.html": ("L", "a/@href")}),
    (
        '<a href="//links.test/t/proto-relative.html">proto</a>',
        {f"{L}/t/proto-relative.html": ("L", "a/@href")},
    ),
    (
        '<a href="http://links.test/t/absolute.html#section-2">abs</a>',
        {f"{L}/t/absolute.html": ("L", "a/@href")},
    ),
    (
        '<a href="/t/query.html?a=1&amp;b=2">query</a>',
        {f"{L}/t/query.html?a=1&b=2": ("L", "a/@href")},
    ),
    ('<a href="  /t/spaces.html\n">spaces</a>', {f"{L}/t/spaces.html": ("L", "a/@href")}),
    (
        '<img src="/img/map.png" usemap="#m"><map name="m">'
        '<area shape="rect" coords="0,0,5,5" href="/t/area.html"></map>',
        {f"{L}/img/map.png": ("E", "img/@src"), f"{L}/t/area.html": ("L", "area/@href")},
    ),
    (
        '<img src="/img/img-src.png" srcset="/img/srcset-1x.png 1x, /img/srcset-2x.png 2x" alt="">',
        {
            f"{L}/img/img-src.png": ("E", "img/@src"),
            f"{L}/img/srcset-1x.png": ("E", "img/@srcset"),
            f"{L}/img/srcset-2x.png": ("E", "img/@srcset"),
        },
    ),
    (
        '<picture><source type="image/webp" srcset="/img/pic-wide.webp 800w, /img/pic-narrow.webp 400w">'
        '<source media="(min-width: 600px)" srcset="/img/pic-media.png">'
        '<img src="/img/pic-fallback.png" alt=""></picture>',
        {
            f"{L}/img/pic-wide.webp": ("E", "source/@srcset"),
            f"{L}/img/pic-narrow.webp": ("E", "source/@srcset"),
            f"{L}/img/pic-media.png": ("E", "source/@srcset"),
            f"{L}/img/pic-fallback.png": ("E", "img/@src"),
        },
    ),
    ('<script src="/js/script.js"></script>', {f"{L}/js/script.js": ("E", "script/@src")}),
    ('<link rel="stylesheet" href="/css/style.css">', {f"{L}/css/style.css": ("E", "link/@href")}),
    ('<link rel="icon" href="/favicon.ico">', {f"{L}/favicon.ico": ("E", "link/@href")}),
    ('<iframe src="/t/iframe.html"></iframe>', {f"{L}/t/iframe.html": ("E", "iframe/@src")}),
    (
        '<embed src="/media/embed.swf" type="application/x-shockwave-flash">',
        {f"{L}/media/embed.swf": ("E", "embed/@src")},
    ),
    (
        '<object data="/media/object.pdf" type="application/pdf"></object>',
        {f"{L}/media/object.pdf": ("E", "object/@data")},
    ),
    (
        '<video poster="/img/poster.png" src="/media/video.mp4">'
        '<source src="/media/video-source.webm" type="video/webm">'
        '<track src="/media/subtitles.vtt" kind="subtitles" srclang="en"></video>',
        {
            f"{L}/img/poster.png": ("E", "video/@poster"),
            f"{L}/media/video.mp4": ("E", "video/@src"),
            f"{L}/media/video-source.webm": ("E", "source/@src"),
            f"{L}/media/subtitles.vtt": ("E", "track/@src"),
        },
    ),
    (
        '<audio src="/media/audio.mp3"><source src="/media/audio-source.ogg" type="audio/ogg"></audio>',
        {
            f"{L}/media/audio.mp3": ("E", "audio/@src"),
            f"{L}/media/audio-source.ogg": ("E", "source/@src"),
        },
    ),
    (
        "<div style=\"background-image: url('/img/inline-style.png')\">styled</div>",
        {f"{L}/img/inline-style.png": ("E", "@style/url()")},
    ),
    (
        '<style>@import "/css/style-import.css"; .hero { background: url(/img/style-block.png); }</style>',
        {
            f"{L}/css/style-import.css": ("E", "style/@import"),
            f"{L}/img/style-block.png": ("E", "style/url()"),
        },
    ),
    (
        '<form action="/t/form-get" method="get"><input name="q"></form>',
        {f"{L}/t/form-get": ("L", "form/@action")},
    ),
    (
        '<img src="http://cdn.links.test/img/offhost.png" alt="">',
        {f"{CDN}/img/offhost.png": ("E", "img/@src")},
    ),
]
ALL_LINK_HEADER_VALUE = (
    '</t/link-header.html>; rel="alternate", </css/preload.css>; rel=preload; as=style'
)
ALL_LINK_HEADER = {
    f"{L}/t/link-header.html": ("L", "header/Link"),
    f"{L}/css/preload.css": ("E", "header/Link"),
}
ALL_OUTLINKS: dict[str, tuple[str, str]] = {
    url: v for _, row in _ALL_ROWS for url, v in row.items()
} | ALL_LINK_HEADER
ALL_NOT_LINKS = [
    '<form action="/t/form-post" method="post"><input name="q"></form>',
    '<a href="javascript:void(0)">js</a>',
    '<a href="mailto:someone@links.test">mail</a>',
    '<a href="tel:+15550100">tel</a>',
    '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">',
]
NOT_LINK_URLS = frozenset({f"{L}/t/form-post"})

FRAMES_OUTLINKS = {
    f"{L}/t/frame-1.html": ("E", "frame/@src"),
    f"{L}/t/frame-2.html": ("E", "frame/@src"),
}
BASE_OUTLINKS = {
    f"{L}/based/target.html": ("L", "a/@href"),
    f"{L}/based/pic.png": ("E", "img/@src"),
}
REFRESH_OUTLINKS = {f"{L}/t/refreshed.html": ("R", "meta/@content")}
CSS_OUTLINKS = {
    f"{L}/css/imported.css": ("E", "css/@import"),
    f"{L}/img/css-bg.png": ("E", "css/url()"),
    f"{L}/fonts/css-font.woff2": ("E", "css/url()"),
}
STYLE_IMPORT_OUTLINKS = {f"{L}/img/style-import-bg.png": ("E", "css/url()")}
SITEMAP_OUTLINKS = {
    f"{L}/sitemap.xml": ("I", "robots/Sitemap"),
    f"{L}/sitemap-pages.xml": ("L", "sitemapindex/loc"),
    f"{L}/from-sitemap.html": ("L", "urlset/loc"),
}
CSS_FILES = {
    "/css/style.css": b'@import url("imported.css");\nbody { background: url(../img/css-bg.png); }\n'
    b"@font-face { font-family: F; src: url('/fonts/css-font.woff2') format('woff2'); }\n",
    "/css/imported.css": b"p { color: #333; }\n",
    "/css/style-import.css": b".x { background: url(/img/style-import-bg.png); }\n",
    "/css/preload.css": b"html { color: black; }\n",
}
INDEX_OUTLINKS = {
    f"{L}/{p}": ("L", "a/@href") for p in ("all.html", "frames.html", "base.html", "refresh.html")
}


def all_html() -> str:
    rows = "\n".join(f"<div>{snippet}</div>" for snippet, _ in _ALL_ROWS)
    negatives = "\n".join(f"<div>{snippet}</div>" for snippet in ALL_NOT_LINKS)
    return f"<!doctype html>\n<html><head><title>Every link form</title></head><body>\n{rows}\n{negatives}\n</body></html>\n"


def _leaf(path: str) -> Response:
    ctype = mimetypes.guess_type(path)[0] or "application/octet-stream"
    if path.endswith(".html") or "." not in path.rsplit("/", 1)[-1]:
        return Response.html(f"<!doctype html><title>{path}</title><p>target {path}</p>")
    if ctype == "image/png":
        return Response.data(png(2, 2), ctype)
    return Response.data(f"content of {path}\n".encode(), ctype)


LINKS_ALL_URLS = frozenset(
    {
        f"{L}/",
        f"{L}/robots.txt",
        *INDEX_OUTLINKS,
        *ALL_OUTLINKS,
        *FRAMES_OUTLINKS,
        *BASE_OUTLINKS,
        *REFRESH_OUTLINKS,
        *CSS_OUTLINKS,
        *STYLE_IMPORT_OUTLINKS,
        *SITEMAP_OUTLINKS,
        *NOT_LINK_URLS,
    }
)

LINKS_CRAWL_URLS = LINKS_ALL_URLS - NOT_LINK_URLS


def build() -> list[Site]:
    site, cdn = Site(HOST), Site(CDN_HOST)
    for url in LINKS_ALL_URLS:
        target = cdn if url.startswith(CDN) else site
        path = url.removeprefix(target.origin)
        target.add(path, _leaf(path.split("?", 1)[0]))
    for path, css in CSS_FILES.items():
        site.add(path, Response.data(css, "text/css"))
    index = "".join(f'<a href="{u}">{u}</a> ' for u in INDEX_OUTLINKS)
    site.add("/", f"<!doctype html><title>Link forms</title>{index}")
    site.add("/all.html", Response.html(all_html(), headers=[("Link", ALL_LINK_HEADER_VALUE)]))
    site.add(
        "/frames.html",
        "<!doctype html><html><head><title>Frames</title></head>"
        '<frameset cols="50%,50%"><frame src="/t/frame-1.html"><frame src="t/frame-2.html">'
        "</frameset></html>",
    )
    site.add(
        "/base.html",
        '<!doctype html><html><head><base href="/based/"><title>Base</title></head>'
        '<body><a href="target.html">t</a><img src="pic.png"></body></html>',
    )
    site.add(
        "/refresh.html",
        '<!doctype html><html><head><meta http-equiv="refresh" '
        'content="0; url=/t/refreshed.html"><title>Refresh</title></head><body>moved</body></html>',
    )
    site.add("/robots.txt", Response.text(f"User-agent: *\nAllow: /\n\nSitemap: {L}/sitemap.xml\n"))
    site.add(
        "/sitemap.xml",
        Response.text(
            '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            f"<sitemap><loc>{L}/sitemap-pages.xml</loc></sitemap></sitemapindex>\n",
            content_type="application/xml",
        ),
    )
    site.add(
        "/sitemap-pages.xml",
        Response.text(
            '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            f"<url><loc>{L}/from-sitemap.html</loc></url></urlset>\n",
            content_type="application/xml",
        ),
    )
    return [site, cdn]
