"""The demo web: every link resolves inside it, and each site shows what its docstring says."""

from __future__ import annotations

import gzip
from urllib.parse import urljoin

from selectolax.lexbor import LexborHTMLParser

from keepnet.testweb import Response
from keepnet.testweb.demo import DEMO_SEEDS, DEMO_TRAP_PREFIXES, demo_hosts, demo_web
from keepnet.testweb.sites import blog, news


def links(url: str, html: bytes) -> list[str]:
    tree = LexborHTMLParser(html)
    out = []
    for node in tree.css("[href], [src]"):
        for attr in ("href", "src"):
            value = node.attributes.get(attr)
            if value:
                out.append(urljoin(url, value).split("#")[0])
    return out


async def test_every_link_of_the_demo_web_resolves_inside_it() -> None:
    web = demo_web()
    seen, queue = set(DEMO_SEEDS), list(DEMO_SEEDS)
    while queue:
        url = queue.pop()
        resp = await web.fetch(url)
        assert isinstance(resp, Response), url
        assert resp.status in (200, 301, 302), (url, resp.status)
        found = [resp.header("location") or ""] if resp.status != 200 else []
        if "html" in (resp.header("content-type") or "") and not resp.header("content-encoding"):
            found += links(url, resp.body)
        for u in found:
            u = urljoin(url, u)
            if u not in seen and not any(u.startswith(p) for p in DEMO_TRAP_PREFIXES):
                seen.add(u)
                queue.append(u)
    assert not web.unknown
    assert set(news.ARTICLE_URLS) <= seen and news.ADMIN_URL in seen
    assert news.ARCHIVE_ONLY_URL not in seen  # only the sitemap knows it
    assert {s.split("/")[2] for s in seen} == set(demo_hosts())


async def test_news_robots_and_sitemap() -> None:
    web = demo_web()
    robots = await web.fetch("http://news.example.test/robots.txt")
    sitemap = await web.fetch(news.SITEMAP_URL)
    assert isinstance(robots, Response) and isinstance(sitemap, Response)
    assert (
        b"Disallow: /admin/" in robots.body
        and f"Sitemap: {news.SITEMAP_URL}".encode() in robots.body
    )
    assert news.ARCHIVE_ONLY_URL.encode() in sitemap.body


async def test_blog_cases() -> None:
    web = demo_web()
    chain = [await web.fetch(u) for u in blog.REDIRECT_CHAIN]
    assert [r.status for r in chain if isinstance(r, Response)] == [301, 302, 200]
    dup = [await web.fetch(u) for u in blog.DUPLICATE_URLS]
    assert (
        isinstance(dup[0], Response) and isinstance(dup[1], Response) and dup[0].body == dup[1].body
    )
    z = await web.fetch(blog.GZIP_URL)
    assert isinstance(z, Response) and b"Weekly digest" in gzip.decompress(z.body)
    pdf = await web.fetch(blog.PDF_URL)
    assert (
        isinstance(pdf, Response)
        and pdf.body.startswith(b"%PDF-1.4")
        and pdf.body.rstrip().endswith(b"%%EOF")
    )
    month = await web.fetch("http://blog.example.test/calendar/9999/12/")
    assert isinstance(month, Response) and b'href="/calendar/10000/01/"' in month.body


def test_fresh_logs_per_web() -> None:
    a, b = demo_web(), demo_web()
    assert a["news.example.test"] is not b["news.example.test"]
