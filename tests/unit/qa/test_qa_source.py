"""keepnet.qa.source: one page's requests served by the replay app and classified."""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from keepnet.browser.session import BrowserRequest, Served
from keepnet.qa.asgi import AsgiClient
from keepnet.qa.source import ReplaySource

ORIGIN = "http://127.0.0.1:8089"
MEMENTO = {
    "Memento-Datetime": "Mon, 01 Jan 2024 00:00:00 GMT",
    "Content-Security-Policy": "default-src 'self'",
}


async def web(request: Request) -> Response:
    raw = request.scope["raw_path"].decode()
    if raw in (
        "/web/20240101000000/http://a.test/",
        "/web/20240101000000im_/http://a.test/logo.png",
        "/web/20240101000000im_/http://a.test/img/x.png",
    ):
        return Response(b"archived", headers=MEMENTO)
    if raw.startswith("/web/2024im_/"):  # a partial timestamp: to the capture's own URI-M
        return RedirectResponse(raw.replace("/web/2024im_/", "/web/20240101000000im_/"), 302)
    if raw.startswith("/web/20240101000000oe_/http://a.test/gone"):
        return Response(b"captured 404", status_code=404, headers=MEMENTO)
    if raw.startswith("/web/20240101000000js_/http://a.test/broken.js"):
        return Response(b"unreadable", status_code=502)
    return Response(b"no capture", status_code=404)


async def keepnet(request: Request) -> Response:
    return Response(b"/* client */", media_type="text/javascript")


async def lost(request: Request) -> Response:
    if request.headers.get("referer"):
        return RedirectResponse("/web/20240101000000im_/http://a.test" + request.url.path, 307)
    return Response(b"not found", status_code=404)


APP = Starlette(
    routes=[
        Route("/web/{rest:path}", web),
        Route("/_keepnet/{f}", keepnet),
        Route("/{p:path}", lost),
    ]
)
PAGE = f"{ORIGIN}/web/20240101000000/http://a.test/"


def source() -> ReplaySource:
    return ReplaySource(AsgiClient(APP, ORIGIN), PAGE, "http://a.test/")


def req(url: str, kind: str = "image", **headers: str) -> BrowserRequest:
    return BrowserRequest(url, "GET", headers, kind)


async def test_the_page_itself_is_served_but_not_counted() -> None:
    src = source()
    got = await src(req(PAGE, "document"))
    assert isinstance(got, Served) and got.status == 200
    assert src.document is not None and src.outcomes == []


async def test_found_missing_error_and_captured_404() -> None:
    src = source()
    await src(req(f"{ORIGIN}/web/20240101000000im_/http://a.test/logo.png"))
    await src(req(f"{ORIGIN}/web/20240101000000im_/http://b.test/absent.png?x=1#frag"))
    await src(req(f"{ORIGIN}/web/20240101000000js_/http://a.test/broken.js", "script"))
    await src(req(f"{ORIGIN}/web/20240101000000oe_/http://a.test/gone", "other"))
    assert src.urls("found") == {"http://a.test/logo.png", "http://a.test/gone"}
    assert src.urls("missing") == {"http://b.test/absent.png?x=1"}
    assert [(o.url, o.status) for o in src.outcomes if o.kind == "error"] == [
        ("http://a.test/broken.js", 502)
    ]


async def test_replay_redirects_are_followed_in_process() -> None:
    src = source()
    got = await src(req(f"{ORIGIN}/web/2024im_/http://a.test/logo.png"))
    assert isinstance(got, Served) and got.status == 200 and got.body == b"archived"
    assert src.urls("found") == {"http://a.test/logo.png"}


async def test_root_relative_urls_resolve_against_the_page() -> None:
    src = source()
    await src(req(f"{ORIGIN}/img/x.png", referer=PAGE))
    await src(req(f"{ORIGIN}/img/y.png"))
    assert src.urls("found") == {"http://a.test/img/x.png"}
    assert src.urls("missing") == {"http://a.test/img/y.png"}


async def test_csp_is_dropped_and_infrastructure_not_counted() -> None:
    src = source()
    got = await src(req(f"{ORIGIN}/web/20240101000000im_/http://a.test/logo.png"))
    assert isinstance(got, Served)
    names = {k.lower() for k, _ in got.headers}
    assert "memento-datetime" in names and "content-security-policy" not in names
    await src(req(f"{ORIGIN}/_keepnet/client.js", "script"))
    assert len(src.outcomes) == 1


async def test_live_web_requests_are_refused_and_counted() -> None:
    src = source()
    got = await src(req("http://live.test/t.js#x", "script"))
    assert isinstance(got, str)
    assert src.urls("leak") == {"http://live.test/t.js"}
