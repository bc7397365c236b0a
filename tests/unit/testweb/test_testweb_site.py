"""Site routing, Response encoding and the request log."""

from __future__ import annotations

import re

from keepnet.testweb import Raw, Request, Response, Site
from keepnet.testweb.wire import parse_head


def req(url: str, method: str = "GET") -> Request:
    return parse_head(f"{method} {url} HTTP/1.1\r\n\r\n".encode())


async def body(site: Site, url: str) -> bytes:
    b = await site.respond(req(url))
    assert isinstance(b, Response)
    return b.body


async def test_static_pages_win_over_routes_and_query_pages_over_paths() -> None:
    site = Site("s.test", {"/p": "plain", "/p?x=1": "query"})
    site.route("/p")(lambda r: "route")
    assert await body(site, "http://s.test/p") == b"plain"
    assert await body(site, "http://s.test/p?x=1") == b"query"
    assert await body(site, "http://s.test/p?y=2") == b"plain"


async def test_routes_match_in_order_and_regex_fullmatches() -> None:
    site = Site("s.test")
    site.route(re.compile(r"/item/(\d+)"))(lambda r: f"item {r.match[1]}")  # type: ignore[index]
    site.route(re.compile(r"/item/.*"))(lambda r: "fallback")

    @site.route("/async")
    async def handler(r: Request) -> Response:
        return Response.text("async ok", 201)

    assert await body(site, "http://s.test/item/42") == b"item 42"
    assert await body(site, "http://s.test/item/42x") == b"fallback"
    resp = await site.respond(req("http://s.test/async"))
    assert isinstance(resp, Response) and resp.status == 201 and resp.body == b"async ok"


async def test_values_become_responses_typed_by_path() -> None:
    site = Site("s.test", {"/a.css": b"p{}", "/b": b"\x00", "/c.html": "<p>x</p>"})
    css = await site.respond(req("http://s.test/a.css"))
    binary = await site.respond(req("http://s.test/b"))
    html = await site.respond(req("http://s.test/c.html"))
    assert isinstance(css, Response) and css.header("content-type") == "text/css"
    assert (
        isinstance(binary, Response) and binary.header("content-type") == "application/octet-stream"
    )
    assert isinstance(html, Response) and html.header("content-type") == "text/html; charset=utf-8"


async def test_not_found_default_and_custom() -> None:
    default = await Site("s.test").respond(req("http://s.test/missing"))
    assert isinstance(default, Response) and default.status == 404
    assert b"http://s.test/missing" in default.body
    custom = Site("s.test", not_found=lambda r: Raw(b"nope"))
    assert await custom.respond(req("http://s.test/x")) == Raw(b"nope")


async def test_the_log_records_every_request_in_order() -> None:
    site = Site("s.test", {"/a": "a"})
    for url in ("http://s.test/a", "http://s.test/b?q=1", "http://s.test/a"):
        await site.respond(req(url, "HEAD" if url.endswith("b?q=1") else "GET"))
    assert [(r.method, r.url, r.path) for r in site.log] == [
        ("GET", "http://s.test/a", "/a"),
        ("HEAD", "http://s.test/b?q=1", "/b?q=1"),
        ("GET", "http://s.test/a", "/a"),
    ]
    assert site.hits("/a") == 2 and site.hits("/b") == 1 and site.hits() == 3
    assert site.log[0].time <= site.log[1].time <= site.log[2].time
    assert site.fetched_urls() == {"http://s.test/a", "http://s.test/b?q=1"}


def test_response_encoding() -> None:
    r = Response.html("hé")
    assert r.encode() == (
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: 3\r\n\r\nh\xc3\xa9"
    )
    assert r.encode(keep_alive=False, head_only=True).endswith(
        b"Content-Length: 3\r\nConnection: close\r\n\r\n"
    )
    assert Response(799).encode().startswith(b"HTTP/1.1 799 Unknown\r\n")
    explicit = Response(200, [("Content-Length", "99")], b"short")
    assert explicit.encode().count(b"Content-Length") == 1


def test_redirect_and_helpers() -> None:
    r = Response.redirect("/next", 301)
    assert (r.status, r.header("location")) == (301, "/next")
    assert Response.text("x", 503).status == 503
    assert r.with_(delay=2.0).delay == 2.0 and r.delay == 0.0


def test_site_urls() -> None:
    site = Site("Mixed.Test:8080")
    assert site.host == "mixed.test:8080"
    assert site.url("/a") == "http://mixed.test:8080/a"
