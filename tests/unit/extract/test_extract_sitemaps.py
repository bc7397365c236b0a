"""Sitemaps: robots.txt Sitemap lines, urlset, index, gzip, text, feeds, hostile XML."""

from __future__ import annotations

import gzip
from pathlib import Path

from keepnet.extract.sitemaps import extract_sitemap, gunzip_capped, robots_sitemaps
from keepnet.models import Hop, Outlink

L, E = Hop.LINK, Hop.EMBED
SM = "https://ex.test/sitemap.xml"

URLSET = b"""<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
        xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>
      https://ex.test/a?x=1&amp;y=2
    </loc>
    <lastmod>2024-01-01</lastmod>
    <image:image><image:loc>https://img.test/a.jpg</image:loc></image:image>
    <xhtml:link rel="alternate" hreflang="de" href="https://ex.test/de/a"/>
  </url>
  <url><loc>https://ex.test/b#frag</loc></url>
  <url><loc>/relative</loc></url>
  <url><loc>javascript:alert(1)</loc></url>
  <url><loc>https://ex.test/a?x=1&amp;y=2</loc></url>
</urlset>"""

INDEX = b"""<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>https://ex.test/sitemap-1.xml.gz</loc><lastmod>2024-01-01</lastmod></sitemap>
  <sitemap><loc>https://ex.test/sitemap-2.xml</loc></sitemap>
</sitemapindex>"""

EXPECTED_URLSET = [
    Outlink("https://ex.test/a?x=1&y=2", L, "sitemap/url"),
    Outlink("https://img.test/a.jpg", E, "sitemap/image"),
    Outlink("https://ex.test/de/a", L, "sitemap/alternate"),
    Outlink("https://ex.test/b", L, "sitemap/url"),
    Outlink("https://ex.test/relative", L, "sitemap/url"),
]


def test_urlset() -> None:
    assert extract_sitemap(URLSET, SM) == EXPECTED_URLSET


def test_sitemap_index_children_are_links() -> None:
    assert extract_sitemap(INDEX, SM) == [
        Outlink("https://ex.test/sitemap-1.xml.gz", L, "sitemap/index"),
        Outlink("https://ex.test/sitemap-2.xml", L, "sitemap/index"),
    ]


def test_gzipped_sitemap() -> None:
    assert extract_sitemap(gzip.compress(URLSET), SM + ".gz") == EXPECTED_URLSET
    assert extract_sitemap(gzip.compress(URLSET)[:-40], SM + ".gz")[:1] == EXPECTED_URLSET[:1]


def test_gzip_bomb_is_capped() -> None:
    bomb = gzip.compress(b"\n" * (5 * 1024 * 1024))
    assert len(gunzip_capped(bomb, limit=1000)) == 1000
    assert gunzip_capped(b"\x1f\x8bnot gzip at all") == b""


def test_plain_text_sitemap() -> None:
    body = b"\xef\xbb\xbfhttps://ex.test/t1\r\n  https://ex.test/t2  \n\nnot-a-url\n/relative\nhttps://ex.test/t1\n"
    assert extract_sitemap(body, "https://ex.test/sitemap.txt") == [
        Outlink("https://ex.test/t1", L, "sitemap/text"),
        Outlink("https://ex.test/t2", L, "sitemap/text"),
    ]


def test_feeds() -> None:
    rss = b"""<rss version="2.0"><channel><link>https://ex.test/</link>
      <item><link>https://ex.test/post1</link></item><item><link>https://ex.test/post2</link></item>
      </channel></rss>"""
    atom = b"""<feed xmlns="http://www.w3.org/2005/Atom"><link href="https://ex.test/"/>
      <entry><link href="https://ex.test/e1"/></entry></feed>"""
    assert [o.url for o in extract_sitemap(rss, SM)] == [
        "https://ex.test/post1",
        "https://ex.test/post2",
    ]
    assert extract_sitemap(atom, SM) == [Outlink("https://ex.test/e1", L, "sitemap/feed")]


def test_hostile_xml_entities_are_not_expanded(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOPSECRET")
    lol = "&lol;" * 10
    body = (
        '<?xml version="1.0"?><!DOCTYPE urlset ['
        f'<!ENTITY lol "lol"><!ENTITY lol2 "{lol}"><!ENTITY lol3 "{"&lol2;" * 10}">'
        f'<!ENTITY xxe SYSTEM "file://{secret}">]>'
        "<urlset><url><loc>https://ex.test/&lol3;&xxe;</loc></url>"
        "<url><loc>https://ex.test/ok</loc></url></urlset>"
    ).encode()
    urls = [o.url for o in extract_sitemap(body, SM)]
    assert "https://ex.test/ok" in urls
    assert not any("TOPSECRET" in u or "lol" in u for u in urls)


def test_broken_xml_yields_what_it_can() -> None:
    body = b"<urlset><url><loc>https://ex.test/one</loc></url><url><loc>https://ex.test/two"
    assert [o.url for o in extract_sitemap(body, SM)] == [
        "https://ex.test/one",
        "https://ex.test/two",
    ]
    assert extract_sitemap(b"<<<>>>", SM) == []
    assert extract_sitemap(b"", SM) == []


def test_robots_sitemaps() -> None:
    robots = (
        "User-agent: *\nDisallow: /private\n"
        "Sitemap: https://ex.test/sitemap.xml # main\n"
        "sitemap:/relative-sitemap.xml\n"
        "SITEMAP : https://ex.test/sitemap.xml\n"
        "Sitemap: ftp://ex.test/no.xml\n"
        "Sitemap:\n"
        "# Sitemap: https://ex.test/commented.xml\n"
    )
    assert robots_sitemaps(robots, "https://ex.test/robots.txt") == [
        "https://ex.test/sitemap.xml",
        "https://ex.test/relative-sitemap.xml",
    ]


def test_robots_sitemaps_of_real_robots_files(corpora: Path) -> None:
    files = sorted((corpora / "robots" / "protego" / "test_data").iterdir())
    with_sitemaps = 0
    for path in files:
        text = path.read_bytes().decode("utf-8", errors="replace")
        found = robots_sitemaps(text, f"https://{path.name}/robots.txt")
        assert all(u.startswith(("http://", "https://")) and "#" not in u for u in found)
        with_sitemaps += bool(found)
    # most popular sites list at least one sitemap
    assert with_sitemaps > len(files) // 4
