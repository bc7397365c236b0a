"""keepnet.qa.asgi: GETs against an ASGI app in-process."""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

from keepnet.qa.asgi import AsgiClient


async def echo(request: Request) -> Response:
    raw = request.scope["raw_path"].decode()
    body = (
        f"{request.method} {raw} ?{request.url.query} host={request.headers['host']} "
        f"x={request.headers.get('x-test', '')} base={request.base_url}"
    )
    return PlainTextResponse(body, headers={"X-Twice": "a"}, status_code=203)


APP = Starlette(routes=[Route("/{rest:path}", echo, methods=["GET"])])
CLIENT = AsgiClient(APP, "http://127.0.0.1:8089")


def test_owns_only_its_origin() -> None:
    assert CLIENT.owns("http://127.0.0.1:8089/web/1/http://a.test/")
    assert CLIENT.owns("http://127.0.0.1:8089")
    assert not CLIENT.owns("http://127.0.0.1:80890/x")
    assert not CLIENT.owns("http://a.test/x")


async def test_get_passes_path_query_headers_and_returns_the_answer() -> None:
    resp = await CLIENT.get(
        "http://127.0.0.1:8089/web/2024/http://a.test/%7Ex?q=1",
        {"X-Test": "yes", "Host": "ignored"},
    )
    assert resp.status == 203
    text = resp.body.decode()
    assert text.startswith("GET /web/2024/http://a.test/%7Ex ?q=1 host=127.0.0.1:8089 x=yes")
    assert "base=http://127.0.0.1:8089/" in text
    assert resp.header("x-twice") == "a"
    assert resp.header("X-Missing") is None


async def test_a_path_alone_is_taken_on_the_origin() -> None:
    resp = await CLIENT.get("/plain")
    assert resp.body.decode().startswith("GET /plain ? host=127.0.0.1:8089")
