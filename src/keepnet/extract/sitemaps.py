"""Sitemap discovery and parsing: robots.txt Sitemap lines, XML/text/gzip sitemaps, indexes.

Follows the sitemaps.org protocol 0.9: <urlset>/<url>/<loc> pages (L), <sitemapindex>/
<sitemap>/<loc> child sitemaps (L, context "sitemap/index"), plain-text sitemaps (one
absolute URL a line), gzip-compressed sitemaps (capped at the protocol's 50 MB), and the RSS
2.0 / Atom 1.0 feeds the protocol also accepts.  Extensions: image:loc and video:content_loc
are embeds of the listed page (E); xhtml:link alternates are L.  XML is parsed by lxml with
entity resolution, DTD loading and network access off and huge_tree off (no XXE, no
billion laughs), in recover mode so that a broken sitemap still yields what it can.
"""

from __future__ import annotations

import zlib

from lxml import etree

from keepnet.extract.collect import OutlinkCollector, resolve
from keepnet.models import Hop, Outlink

MAX_SITEMAP_BYTES = 50 * 1024 * 1024  # sitemaps.org: 50 MB uncompressed


def _parser() -> etree.XMLParser:
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        huge_tree=False,
        recover=True,
        remove_comments=True,
        remove_pis=True,
    )


def robots_sitemaps(robots_text: str, base: str) -> list[str]:
    """The Sitemap URLs a robots.txt lists (RFC 9309 §2.3.5 allows other records), resolved
    against `base` (the robots.txt URL), http(s) only, de-duplicated in order."""
    seen: dict[str, None] = {}
    for line in robots_text.splitlines():
        line = line.split("#", 1)[0].strip()
        key, sep, value = line.partition(":")
        if sep and key.strip().lower() in ("sitemap", "site-map"):
            url = resolve(value.strip(), base)
            if url is not None:
                seen.setdefault(url)
    return list(seen)


def gunzip_capped(body: bytes, limit: int = MAX_SITEMAP_BYTES) -> bytes:
    """Decompress a gzip body, at most `limit` bytes out (a bomb stops there); b"" if corrupt."""
    try:
        return zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(body, limit)
    except zlib.error:
        return b""


def _local(tag: object) -> str:
    if not isinstance(tag, str):  # comments, entities
        return ""
    return tag.rsplit("}", 1)[-1]


def _collect_xml(body: bytes, c: OutlinkCollector) -> None:
    try:
        root = etree.fromstring(body, _parser())
    except (etree.XMLSyntaxError, ValueError):
        return
    if root is None:
        return
    kind = _local(root.tag)
    for el in root.iter():
        name = _local(el.tag)
        if name in ("loc", "link", "content_loc"):
            parent = el.getparent()
            pname = _local(parent.tag) if parent is not None else ""
            if name == "loc":
                text = (el.text or "").strip()
                if pname == "sitemap" or kind == "sitemapindex":
                    c.add(text, Hop.LINK, "sitemap/index")
                elif pname == "image":
                    c.add(text, Hop.EMBED, "sitemap/image")
                else:
                    c.add(text, Hop.LINK, "sitemap/url")
            elif name == "content_loc":
                c.add((el.text or "").strip(), Hop.EMBED, "sitemap/video")
            elif kind == "urlset":  # xhtml:link rel="alternate" hreflang=...
                c.add(el.get("href"), Hop.LINK, "sitemap/alternate")
            elif pname in ("item", "entry"):  # RSS <link>text</link>, Atom <link href>
                c.add(el.get("href") or (el.text or "").strip(), Hop.LINK, "sitemap/feed")


def _collect_text(text: str, c: OutlinkCollector) -> None:
    for line in text.splitlines():
        line = line.strip()
        if line.startswith(("http://", "https://")):
            c.add(line, Hop.LINK, "sitemap/text")


def collect_sitemap(body: bytes, url: str, collector: OutlinkCollector) -> None:
    """Feed a sitemap's URLs (any of the accepted forms, gzipped or not) to `collector`."""
    body = gunzip_capped(body) if body[:2] == b"\x1f\x8b" else body[:MAX_SITEMAP_BYTES]
    start = body[:512].lstrip(b"\xef\xbb\xbf \t\r\n")
    if start.startswith(b"<"):
        _collect_xml(body, collector)
    else:
        _collect_text(body.decode("utf-8-sig", errors="replace"), collector)


def extract_sitemap(body: bytes, url: str) -> list[Outlink]:
    """The outlinks of a sitemap, sitemap index or feed at `url`, in document order."""
    collector = OutlinkCollector(url)
    collect_sitemap(body, url, collector)
    return collector.outlinks()[0]


def looks_like_sitemap(body: bytes) -> bool:
    """Whether an XML body's root element is a sitemap (cheap sniff of the first bytes)."""
    if body[:2] == b"\x1f\x8b":
        return True  # gzip at a sitemap-ish URL: the caller decided by URL already
    head = body[:2048]
    return (
        b"<urlset" in head
        or b"<sitemapindex" in head
        or b":urlset" in head
        or b":sitemapindex" in head
    )
