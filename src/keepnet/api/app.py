"""The control API over HTTP (Starlette): JSON in, JSON out.

    GET  /api/crawl        state, counters, frontier, exclusions
    GET  /api/hosts        per host: queued, leased, responses, errors, ready time, robots
    POST /api/hosts        {"host": ..., "priority": +/-delta}: raise or lower a host
    POST /api/urls         {"urls": [{"url": ..., "score": 0..1}], "source": "name"}
    POST /api/exclusions   {"surt_prefixes": [...], "regexes": [...]}
    POST /api/pause | /api/resume | /api/stop

Safety: every POST needs `Authorization: Bearer TOKEN` — which is also the CSRF defence: a
page in a browser cannot add that header to a cross-site request (the API answers no CORS
preflight), and a form cannot send JSON (POST bodies must be application/json).  GETs need
the token too unless the API listens on loopback only.  On loopback, the Host header must
name the loopback address the API listens on, so a DNS-rebound page cannot reach it.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from keepnet.api.control import BadRequest, CrawlControl

MAX_BODY = 8 << 20
LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")

Handler = Callable[[Request], Awaitable[Response]]


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def create_app(control: CrawlControl, token: str, host: str, port: int) -> Starlette:
    """The API app for one crawl, listening on host:port."""
    loopback = host in LOOPBACK
    allowed_hosts = {f"{h}:{port}" for h in ("127.0.0.1", "localhost", "[::1]")}

    def guarded(handler: Handler, *, writes: bool) -> Handler:
        async def endpoint(request: Request) -> Response:
            if loopback and request.headers.get("host", "") not in allowed_hosts:
                return _error(421, "wrong Host header for a loopback API")
            if writes or not loopback:
                given = request.headers.get("authorization", "")
                if not hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
                    return _error(401, "a bearer token is required (DIR/state/api-token)")
            try:
                return await handler(request)
            except BadRequest as exc:
                return _error(400, str(exc))

        return endpoint

    async def body(request: Request) -> dict[str, Any]:
        if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
            raise BadRequest("the body must be application/json")
        raw = await request.body()
        if len(raw) > MAX_BODY:
            raise BadRequest(f"the body is larger than {MAX_BODY} bytes")
        try:
            data = json.loads(raw)
        except ValueError as exc:
            raise BadRequest(f"the body is not JSON: {exc}") from None
        if not isinstance(data, dict):
            raise BadRequest("the body must be a JSON object")
        return data

    async def crawl(request: Request) -> Response:
        return JSONResponse(control.state())

    async def urls(request: Request) -> Response:
        data = await body(request)
        source = data.get("source", "api")
        if not isinstance(source, str) or not source or len(source) > 100 or " " in source:
            raise BadRequest('"source" must be a short name without spaces')
        return JSONResponse(control.post_urls(data.get("urls"), source).to_json())

    async def exclusions(request: Request) -> Response:
        data = await body(request)
        return JSONResponse(control.exclude(data.get("surt_prefixes", []), data.get("regexes", [])))

    async def hosts(request: Request) -> Response:
        if request.method == "POST":
            data = await body(request)
            return JSONResponse(control.boost_host(data.get("host"), data.get("priority")))
        raw = request.query_params.get("limit", "100")
        if not raw.isdigit():
            raise BadRequest("limit must be a whole number in 1..10000")
        return JSONResponse(control.hosts(int(raw)))

    def action(name: str) -> Handler:
        async def run(request: Request) -> Response:
            return JSONResponse(getattr(control, name)())

        return run

    routes = [
        Route("/api/crawl", guarded(crawl, writes=False), methods=["GET"]),
        Route("/api/urls", guarded(urls, writes=True), methods=["POST"]),
        Route("/api/hosts", guarded(hosts, writes=False), methods=["GET"]),
        Route("/api/hosts", guarded(hosts, writes=True), methods=["POST"]),
        Route("/api/exclusions", guarded(exclusions, writes=True), methods=["POST"]),
    ]
    routes += [
        Route(f"/api/{name}", guarded(action(name), writes=True), methods=["POST"])
        for name in ("pause", "resume", "stop")
    ]
    return Starlette(routes=routes)
