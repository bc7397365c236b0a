"""The extraction entry point of the crawl pipeline: pick extractors for one response.

Header outlinks (Location, Content-Location, Refresh, Link) are taken from every response;
the body goes to at most one extractor, chosen by media type and URL: HTML/XHTML, CSS,
robots.txt (Sitemap lines, hop I), sitemaps and feeds (XML, gzip, plain text).  Each body
is decoded and parsed exactly once; the visible text for full-text search comes from the
same HTML tree.  robots directives combine <meta name=robots> and X-Robots-Tag.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.extract.charset import decode
from keepnet.extract.collect import OutlinkCollector
from keepnet.extract.css import collect_css
from keepnet.extract.headers import collect_headers
from keepnet.extract.html import extract_tree, parse_html
from keepnet.extract.sitemaps import collect_sitemap, looks_like_sitemap, robots_sitemaps
from keepnet.models import Exchange, Hop, Outlink

HTML_MIMES = frozenset({"text/html", "application/xhtml+xml"})
XML_MIMES = frozenset({"application/xml", "text/xml"})
FEED_MIMES = frozenset({"application/rss+xml", "application/atom+xml"})
GZIP_MIMES = frozenset({"application/gzip", "application/x-gzip", "application/octet-stream"})


@dataclass(slots=True)
class Extracted:
    """What the pipeline learns from one response body and its headers."""

    outlinks: list[Outlink]
    kind: str = "other"  # "html", "css", "robots", "sitemap", "text", "other"
    title: str | None = None
    text: str | None = None  # visible text for full-text search, when extracted
    charset: str | None = None
    noindex: bool = False
    nofollow: bool = False
    truncated_outlinks: int = 0

    @property
    def text_available(self) -> bool:
        return self.text is not None


def _path(url: str) -> str:
    rest = url.split("://", 1)[-1]
    i = rest.find("/")
    path = rest[i:] if i >= 0 else "/"
    return path.split("?", 1)[0].lower()


def _kind(mime: str, path: str, body: bytes) -> str:
    if mime in HTML_MIMES:
        return "html"
    if mime == "text/css":
        return "css"
    if path == "/robots.txt" and not mime.startswith(("text/html", "application/xhtml")):
        return "robots"
    if mime in FEED_MIMES:
        return "sitemap"
    sitemap_url = "sitemap" in path
    if mime in XML_MIMES and (sitemap_url or looks_like_sitemap(body)):
        return "sitemap"
    if sitemap_url and (mime in GZIP_MIMES or mime == "text/plain" or path.endswith(".gz")):
        return "sitemap"
    if mime.startswith("text/"):
        return "text"
    if not mime and body.lstrip()[:15].lower().startswith((b"<!doctype html", b"<html")):
        return "html"  # no Content-Type at all: sniff the obvious case (WHATWG MIME sniffing)
    return "other"


def _robots_header(exchange: Exchange) -> tuple[bool, bool]:
    tokens: set[str] = set()
    for value in exchange.header_all("x-robots-tag"):
        tokens.update(t.strip().lower() for t in value.replace(":", ",").split(","))
    return bool(tokens & {"noindex", "none"}), bool(tokens & {"nofollow", "none"})


def extract(
    exchange: Exchange,
    decoded: bytes,
    max_outlinks: int | None = None,
    *,
    want_text: bool = True,
    speculative: bool = True,
) -> Extracted:
    """Outlinks (headers first, then body), title, text and robots flags of one response.

    `decoded` is the payload with its Content-Encoding removed.  Over `max_outlinks` the
    excess is dropped (embeds kept first) and counted in `truncated_outlinks`.
    """
    collector = OutlinkCollector(exchange.url)
    collect_headers(exchange, collector)
    content_type = exchange.header("content-type")
    kind = _kind(exchange.mime, _path(exchange.url), decoded)
    noindex, nofollow = _robots_header(exchange)
    out = Extracted(outlinks=[], kind=kind, noindex=noindex, nofollow=nofollow)
    if kind == "html":
        tree, out.charset = parse_html(decoded, content_type)
        html = extract_tree(
            tree,
            exchange.url,
            out.charset,
            max_outlinks,
            speculative=speculative,
            with_text=want_text,
            collector=collector,
        )
        out.title, out.text = html.title, html.text
        out.noindex = out.noindex or html.noindex
        out.nofollow = out.nofollow or html.nofollow
        # extract_tree took the collector's outlinks (headers' and body's) under the cap
        out.outlinks, out.truncated_outlinks = html.outlinks, html.truncated_outlinks
        return out
    elif kind in ("css", "robots", "text"):
        text, out.charset = decode(decoded, content_type)
        if kind == "css":
            collect_css(text, collector)
        elif kind == "robots":
            for url in robots_sitemaps(text, exchange.url):
                collector.add_url(url, Hop.INFERRED, "robots/Sitemap")
        elif want_text:
            out.text = " ".join(text.split())
    elif kind == "sitemap":
        collect_sitemap(decoded, exchange.url, collector)
    out.outlinks, out.truncated_outlinks = collector.outlinks(max_outlinks)
    return out
