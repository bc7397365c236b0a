"""The replay ASGI app: routes of the home page, CDX server, Memento and archived pages.

    GET /                          home: search box, URL lookup (?url=U lists its captures)
    GET /cdx?url=U...              pywb CDX server API (keepnet.replay.cdx)
    GET /cdx/search/cdx?url=U...   the same query, IA Wayback CDX server dialect
    GET /web/timemap/link/U        TimeMap (application/link-format)
    GET /web/U                     TimeGate (Accept-Datetime; 302 or 200 style)
    GET /web/TIMESTAMPid_/U        the archived response as captured
    GET /web/TIMESTAMP[mod]/U      the browsing view, rewritten (mods: mp_ if_ cs_ js_ ...)
    GET /web/*/U                   the captures of U
    GET /search?q=...              full-text search, when keepnet.search provides it
    GET /_keepnet/client.js        the client script injected into replayed pages
Anything else is 404 — except a request sent by a replayed page for a root-relative URL
that rewriting missed ("/img/a.png" with a Referer under /web/TS/http://site/...), which
is redirected into the archive at the referring page's time (the page's own site).
HEAD is answered wherever GET is (memento_client probes with HEAD).
"""

from __future__ import annotations

import importlib
import logging
import re
from importlib import resources
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Route

from keepnet.layout import CrawlDir
from keepnet.replay.cdx import CdxError, CdxQuery
from keepnet.replay.cdx_output import render
from keepnet.replay.collection import Collection
from keepnet.replay.home import captures_page, home_page, message_page, read_pages
from keepnet.replay.paths import BadReplayPath, original_url
from keepnet.replay.resolve import Resolver
from keepnet.replay.views import PREFIX, Replay, base_of

log = logging.getLogger(__name__)
_REFERER = re.compile(r"^/web/(\d{14})([a-z]{2}_)?/(https?://[^/?#]+)")
_MAX_LOOKUP = 8192


def _client_js() -> bytes:
    return resources.files("keepnet.replay.rewrite").joinpath("client.js").read_bytes()


def _search_routes(dirs: list[Path]) -> list[BaseRoute]:
    """keepnet.search.routes.search_routes(dirs, "web"), when that package exists.

    Its result links are /web/TIMESTAMP/URL: the replay prefix, whatever the collection's
    display name.
    """
    try:
        mod = importlib.import_module("keepnet.search.routes")
    except ImportError:
        return []
    factory = getattr(mod, "search_routes", None)
    if factory is None:
        return []
    try:
        return list(factory(list(dirs), "web"))
    except Exception as exc:  # a broken search must not take replay down
        log.warning("search routes unavailable: %s", exc)
        return []


def create_app(
    dirs: list[Path],
    collection: str = "web",
    timegate_style: str = "302",
    rules_file: Path | None = None,
) -> Starlette:
    """The replay app over crawl dirs read as one collection (named `collection`).

    The collection's routes live under /web/ whatever its name; the name is shown on the
    home page and passed to the search routes.
    """
    coll = Collection(collection, dirs)
    resolver = Resolver(coll, rules_file)
    search = _search_routes([Path(d) for d in dirs])
    replay = Replay(resolver, timegate_style, search=bool(search))
    client_js = _client_js()
    page_files = [CrawlDir(Path(d)).pages for d in dirs]

    async def home(request: Request) -> Response:
        url = request.query_params.get("url", "").strip()
        if not url:
            return HTMLResponse(home_page(read_pages(page_files), bool(search), collection))
        if len(url) > _MAX_LOOKUP:
            return HTMLResponse(message_page("Bad request", "URL too long"), status_code=400)
        coll.refresh()
        target = original_url(url)
        caps = resolver.captures(target)
        return HTMLResponse(
            captures_page(target, caps, bool(search)), status_code=200 if caps else 404
        )

    async def cdx(request: Request) -> Response:
        return _cdx(request, ia=False)

    async def cdx_ia(request: Request) -> Response:
        return _cdx(request, ia=True)

    def _cdx(request: Request, ia: bool) -> Response:
        try:
            query = CdxQuery.from_params(request.query_params, ia=ia)
            coll.refresh()
            body, ctype = render(query, query.run(coll), base_of(request), PREFIX)
        except CdxError as exc:
            return Response(f"bad cdx query: {exc}\n", status_code=400, media_type="text/plain")
        return Response(body, media_type=ctype)

    async def client(request: Request) -> Response:
        return Response(
            client_js, media_type="text/javascript", headers={"Cache-Control": "no-cache"}
        )

    async def web(request: Request) -> Response:
        try:
            return await replay.web(request)
        except BadReplayPath as exc:  # pragma: no cover - replay.web answers these itself
            return HTMLResponse(message_page("Bad request", str(exc)), status_code=400)

    routes: list[BaseRoute] = [
        Route("/", home, methods=["GET"]),
        Route("/cdx", cdx, methods=["GET"]),
        Route("/cdx/search/cdx", cdx_ia, methods=["GET"]),
        Route("/_keepnet/client.js", client, methods=["GET"]),
        Route("/web/{rest:path}", web, methods=["GET"]),
        *search,
    ]

    async def not_found(request: Request, exc: Exception) -> Response:
        referer = request.headers.get("referer", "")
        path = request.url.path
        base = base_of(request)
        if referer.startswith(base + PREFIX) and not path.startswith(("/web/", "/_keepnet/")):
            m = _REFERER.match(referer[len(base) :])
            if m:
                q = f"?{request.url.query}" if request.url.query else ""
                mod = m.group(2) or ""
                return RedirectResponse(
                    f"{PREFIX}{m.group(1)}{mod}/{m.group(3)}{path}{q}", status_code=307
                )
        return HTMLResponse(
            message_page("Not found", "No such page on this replay server."), status_code=404
        )

    app = Starlette(routes=routes, exception_handlers={404: not_found})
    app.state.collection = coll
    app.state.resolver = resolver
    return app
