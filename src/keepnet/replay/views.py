"""Serving mementos: the id_ view (as captured), the browsing views (rewritten), TimeGate, TimeMap.

One `Replay` object per app holds the collection and its resolver; its methods answer the
/web/ routes (see keepnet.replay.app). Mementos are addressed by exact timestamp: a request
for another (or partial) timestamp is redirected to the closest capture's own URI-M, so
every memento has one URL and Memento-Datetime always matches it.
"""

from __future__ import annotations

import logging
import re

from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response

from keepnet.extract.charset import decode
from keepnet.replay import memento, paths, times
from keepnet.replay.collection import Capture
from keepnet.replay.home import captures_page, message_page
from keepnet.replay.load import ArchivedResponse, LoadError, OriginalMissing
from keepnet.replay.resolve import Resolver
from keepnet.replay.rewrite.css import rewrite_css
from keepnet.replay.rewrite.headers import browsing_headers, raw_headers
from keepnet.replay.rewrite.html import rewrite_html
from keepnet.replay.rewrite.inject import CSP, script_tag
from keepnet.replay.rewrite.urls import UrlRewriter
from keepnet.url.parse import try_parse
from keepnet.url.surt import index_key

log = logging.getLogger(__name__)
PREFIX = "/web/"
MAX_TRIES = 5  # captures tried at one timestamp before giving up
_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,256}")
HTML_MIMES = ("text/html", "application/xhtml+xml")
CSS_MIMES = ("text/css",)


def base_of(request: Request) -> str:
    return str(request.base_url).rstrip("/")


class Replay:
    def __init__(
        self, resolver: Resolver, timegate_style: str = "302", search: bool = False
    ) -> None:
        if timegate_style not in ("302", "200"):
            raise ValueError("timegate_style must be '302' or '200'")
        self.resolver = resolver
        self.timegate_style = timegate_style
        self.search = search

    # -- /web/... dispatch ---------------------------------------------------------------
    async def web(self, request: Request) -> Response:
        raw = request.scope.get("raw_path") or request.url.path.encode("utf-8")
        rest = raw.decode("utf-8", "replace")[len(PREFIX) :]
        query = request.url.query
        try:
            target = paths.parse(rest, query)
        except paths.BadReplayPath as exc:
            return HTMLResponse(message_page("Bad request", str(exc)), status_code=400)
        self.resolver.collection.refresh()
        if target.kind == "timemap":
            return self.timemap(request, target.url)
        if target.kind == "calendar":
            caps = self.resolver.captures(target.url)
            return HTMLResponse(
                captures_page(target.url, caps, self.search), status_code=200 if caps else 404
            )
        if target.kind == "timegate":
            return self.timegate(request, target.url)
        return self.memento_view(request, target)

    # -- TimeMap -------------------------------------------------------------------------
    def timemap(self, request: Request, url: str) -> Response:
        caps = self.resolver.captures(url)
        uris = memento.MementoUris(base_of(request), url, PREFIX)
        if not caps:
            return PlainTextResponse("no captures\n", status_code=404)
        return Response(memento.timemap(uris, caps), media_type=memento.LINK_FORMAT)

    # -- TimeGate ------------------------------------------------------------------------
    def timegate(self, request: Request, url: str) -> Response:
        try:
            ts = memento.requested_timestamp(request.headers.get("accept-datetime"))
        except memento.BadAcceptDatetime:
            return PlainTextResponse(
                "malformed Accept-Datetime\n", status_code=400, headers={"Vary": "accept-datetime"}
            )
        found = self.resolver.closest(url, ts)
        uris = memento.MementoUris(base_of(request), url, PREFIX)
        if found is None:
            return HTMLResponse(
                captures_page(url, [], self.search),
                status_code=404,
                headers={"Vary": "accept-datetime"},
            )
        chosen, caps = found
        uri_m = uris.memento(chosen.record.timestamp, chosen.record.url)
        if self.timegate_style == "200":
            resp = self._serve(uris, chosen, caps, "")
            resp.headers["Vary"] = "accept-datetime"
            resp.headers["Content-Location"] = uri_m
            return resp
        link = memento.timegate_link_header(uris, caps, chosen)
        return RedirectResponse(
            uri_m, status_code=302, headers={"Vary": "accept-datetime", "Link": link}
        )

    # -- mementos ------------------------------------------------------------------------
    def memento_view(self, request: Request, target: paths.ReplayPath) -> Response:
        ranked, caps = self.resolver.ranked(target.url, target.timestamp)
        if not ranked:
            return HTMLResponse(captures_page(target.url, [], self.search), status_code=404)
        uris = memento.MementoUris(base_of(request), target.url, PREFIX)
        missing: OriginalMissing | None = None
        for i, chosen in enumerate(ranked[:MAX_TRIES]):
            try:
                archived = self.resolver.load(chosen)
            except OriginalMissing as exc:  # its crawl is not in the collection: next best
                log.warning("replay of %s: %s", chosen.record.url[:200], exc)
                missing = exc
                continue
            except LoadError as exc:
                log.warning("replay of %s failed: %s", chosen.record.url[:200], exc)
                return HTMLResponse(
                    message_page("Archived record unreadable", str(exc)), status_code=502
                )
            last = i + 1 >= min(len(ranked), MAX_TRIES)
            if not last and target.mod != "id_" and _self_redirect(archived, chosen):
                continue  # a redirect to itself would loop in the browser: next best
            if chosen.record.timestamp != target.timestamp:
                exact = paths.replay_url(PREFIX, chosen.record.timestamp, target.mod, target.url)
                return RedirectResponse(exact, status_code=302)
            return self._serve(uris, chosen, caps, target.mod, archived)
        if missing is not None:
            return _original_missing(missing)
        return HTMLResponse(message_page("Not found", "no replayable capture"), status_code=404)

    def _serve(
        self,
        uris: memento.MementoUris,
        chosen: Capture,
        caps: list[Capture],
        mod: str,
        archived: ArchivedResponse | None = None,
    ) -> Response:
        if archived is None:
            try:
                archived = self.resolver.load(chosen)
            except OriginalMissing as exc:
                return _original_missing(exc)
            except LoadError as exc:
                log.warning("replay of %s failed: %s", chosen.record.url[:200], exc)
                return HTMLResponse(
                    message_page("Archived record unreadable", str(exc)), status_code=502
                )
        if mod == "id_":
            resp = Response(archived.body, status_code=archived.status)
            _set_headers(resp, raw_headers(archived.headers))
        else:
            resp = self._browsing(archived, chosen, mod)
        resp.headers["Memento-Datetime"] = _http_date(chosen)
        resp.headers["Link"] = memento.memento_link_header(uris, caps, chosen, mod)
        resp.headers["Content-Security-Policy"] = CSP
        resp.headers["X-Content-Type-Options"] = "nosniff"
        return resp

    def _browsing(self, archived: ArchivedResponse, chosen: Capture, mod: str) -> Response:
        ts = chosen.record.timestamp
        urls = UrlRewriter(PREFIX, ts, archived.target_uri or chosen.record.url)
        body, decoded = archived.decoded_body()
        mime = archived.mime
        content_type = None
        if decoded and mime in HTML_MIMES and mod in paths.HTML_MODS:
            text, _ = decode(body, archived.header("content-type"))
            tag = script_tag(PREFIX, ts, urls.base_url, mod)
            body = rewrite_html(text, PREFIX, ts, urls.base_url, tag).encode("utf-8")
            content_type = f"{mime}; charset=utf-8"
        elif decoded and (mime in CSS_MIMES or (mod == "cs_" and mime.startswith("text/"))):
            text, _ = decode(body, archived.header("content-type"))
            body = rewrite_css(text, urls).encode("utf-8")
            content_type = "text/css; charset=utf-8"
        headers = browsing_headers(
            archived.headers, urls, mod, content_type, keep_encoding=not decoded
        )
        resp = Response(body, status_code=archived.status)
        _set_headers(resp, headers)
        return resp


def _set_headers(resp: Response, headers: list[tuple[str, str]]) -> None:
    """Append archived headers (repeats kept) to a response that has only Content-Length."""
    raw = [(k, v) for k, v in resp.raw_headers if k.lower() == b"content-length"]
    for name, value in headers:
        if not _TOKEN.fullmatch(name):  # an archived header name HTTP cannot carry
            continue
        try:
            raw.append((name.encode("latin-1"), value.encode("latin-1")))
        except UnicodeEncodeError:
            raw.append((name.encode("latin-1", "replace"), value.encode("utf-8")))
    resp.raw_headers[:] = raw


def _self_redirect(archived: ArchivedResponse, capture: Capture) -> bool:
    """Whether a captured 3xx points back at its own URL (same index key)."""
    if not 300 <= archived.status < 400:
        return False
    location = archived.header("location")
    if not location:
        return False
    target = try_parse(location.strip(), archived.target_uri or capture.record.url)
    return target is not None and index_key(target) == capture.record.key


def _http_date(capture: Capture) -> str:
    return times.http_date(capture.record.timestamp)


def _original_missing(exc: OriginalMissing) -> Response:
    """Not found (404, no Memento-Datetime): the page's payload is in a crawl the collection
    lacks — `keepnet replay NEW OLD` serves it; `keepnet qa` counts it as missing."""
    detail = f"{exc}. Replay this crawl with the previous crawls it refers to beside it."
    return HTMLResponse(message_page("Original not in the collection", detail), status_code=404)
