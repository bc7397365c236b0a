"""The pipeline entry point: choice of extractor by type and URL, headers always, one parse."""

from __future__ import annotations

import gzip

from keepnet.extract.dispatch import extract
from keepnet.models import Exchange, Hop, Outlink

E, L, R, INF = Hop.EMBED, Hop.LINK, Hop.REDIRECT, Hop.INFERRED


def exchange(url: str, content_type: str | None, *extra: tuple[str, str]) -> Exchange:
    headers = [("Content-Type", content_type)] if content_type else []
    return Exchange(
        url=url,
        started=0.0,
        request_head=b"",
        status=200,
        reason="OK",
        headers=headers + list(extra),
        response_head=b"",
        wire_body=b"",
        payload=b"",
    )


def test_html_with_header_links_title_text_and_robots() -> None:
    ex = exchange(
        "https://ex.test/dir/",
        "text/html; charset=utf-8",
        ("Link", "</s.css>; rel=stylesheet, <https://ex.test/dir/a>; rel=next"),
        ("X-Robots-Tag", "googlebot: nofollow"),
    )
    body = (
        b"<base href=/base/><title>Page</title><p>Hi</p><a href=a>a</a><img src=a>"
        b"<meta name=robots content=noindex>"
    )
    result = extract(ex, body)
    assert result.kind == "html"
    assert (result.title, result.text, result.charset) == ("Page", "Hi a", "utf-8")
    assert result.text_available
    assert (result.noindex, result.nofollow) == (True, True)
    assert result.outlinks == [
        Outlink("https://ex.test/s.css", E, "header/Link"),  # headers resolve against the URL
        Outlink("https://ex.test/dir/a", L, "header/Link"),
        Outlink("https://ex.test/base/a", E, "img/@src"),  # the body against <base href>
    ]


def test_cap_spans_headers_and_body() -> None:
    ex = exchange("https://ex.test/", "text/html", ("Location", "/moved"))
    body = b"".join(b"<a href=/p%d>x</a>" % i for i in range(50)) + b"<img src=/i.png>"
    result = extract(ex, body, max_outlinks=5, want_text=False)
    assert result.text is None and not result.text_available
    assert result.truncated_outlinks == 47
    assert [o.url for o in result.outlinks] == [
        "https://ex.test/moved",
        "https://ex.test/p0",
        "https://ex.test/p1",
        "https://ex.test/p2",
        "https://ex.test/i.png",
    ]


def test_xhtml_and_sniffed_html() -> None:
    body = (
        b'<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><a href="x">x</a></html>'
    )
    assert extract(exchange("https://ex.test/", "application/xhtml+xml"), body).kind == "html"
    sniffed = extract(exchange("https://ex.test/", None), b"<!DOCTYPE html><a href=y>y</a>")
    assert sniffed.kind == "html" and sniffed.outlinks[0].url == "https://ex.test/y"


def test_css() -> None:
    result = extract(
        exchange("https://ex.test/c/s.css", "text/css"), b"@import 'i.css'; a{b:url(/x.png)}"
    )
    assert result.kind == "css"
    assert result.outlinks == [
        Outlink("https://ex.test/c/i.css", E, "css/@import"),
        Outlink("https://ex.test/x.png", E, "css/url()"),
    ]


def test_robots_txt() -> None:
    body = b"User-agent: *\nDisallow:\nSitemap: https://ex.test/sitemap.xml\n"
    result = extract(exchange("https://ex.test/robots.txt", "text/plain"), body)
    assert result.kind == "robots"
    assert result.outlinks == [Outlink("https://ex.test/sitemap.xml", INF, "robots/Sitemap")]


def test_sitemaps_by_url_and_by_content() -> None:
    urlset = b'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://ex.test/p</loc></url></urlset>'
    expected = [Outlink("https://ex.test/p", L, "sitemap/url")]
    for url, ct, body in [
        ("https://ex.test/sitemap.xml", "application/xml", urlset),
        ("https://ex.test/feeds/all", "text/xml; charset=utf-8", urlset),  # sniffed
        ("https://ex.test/sitemap.xml.gz", "application/x-gzip", gzip.compress(urlset)),
        ("https://ex.test/sitemap.txt", "text/plain", b"https://ex.test/p\n"),
    ]:
        result = extract(exchange(url, ct), body)
        assert result.kind == "sitemap", url
        assert [o.url for o in result.outlinks] == [o.url for o in expected], url
    other_xml = extract(
        exchange("https://ex.test/data.xml", "application/xml"),
        b"<data><loc>https://ex.test/q</loc></data>",
    )
    assert other_xml.kind == "other" and other_xml.outlinks == []


def test_other_types_get_header_outlinks_only() -> None:
    ex = exchange(
        "https://ex.test/img.png", "image/png", ("Link", "</canonical.png>; rel=canonical")
    )
    result = extract(ex, b"\x89PNG\r\n<a href=nope>")
    assert result.kind == "other" and result.text is None
    assert result.outlinks == [Outlink("https://ex.test/canonical.png", L, "header/Link")]


def test_redirect_response() -> None:
    ex = exchange("https://ex.test/old", "text/html", ("Location", "https://ex.test/new"))
    result = extract(ex, b"<a href=https://ex.test/new>moved</a>")
    assert result.outlinks == [Outlink("https://ex.test/new", R, "header/Location")]


def test_plain_text_is_searchable_text() -> None:
    result = extract(
        exchange("https://ex.test/a.txt", "text/plain; charset=latin1"), b"caf\xe9  au\nlait"
    )
    assert (result.kind, result.text, result.charset) == ("text", "café au lait", "cp1252")
