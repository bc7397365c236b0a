"""`GET /search`: the full-text search endpoint of the replay server, as Starlette routes.

    /search?q=WORDS[&site=HOST][&from=YYYYMMDD][&to=YYYYMMDD][&page=N][&limit=N][&output=json]

HTML by default (a form and a page of results linking to mementos), JSON with output=json.
Without q the page is just the search form.  A malformed site, date, page or limit is a 400
with the reason; the words of q are never an error (keepnet.search.query makes any text a
valid query).  Responses carry a Content-Security-Policy that allows no script at all, a
second line of defence behind the escaping in keepnet.search.render.
"""

from __future__ import annotations

from pathlib import Path

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from keepnet.search.multi import search_dirs
from keepnet.search.render import results_json, results_page
from keepnet.search.sqlite_fts import MAX_LIMIT, MAX_OFFSET

PAGE_SIZE = 20
_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'"
_PARAMS = ("q", "site", "from", "to", "page", "limit", "output")


def _int_param(value: str | None, name: str, default: int, high: int) -> int:
    if not value:
        return default
    if not (value.isascii() and value.isdigit() and len(value) <= 6):
        raise ValueError(f"{name} must be a number from 1 to {high}")
    number = int(value)
    if not 1 <= number <= high:
        raise ValueError(f"{name} must be a number from 1 to {high}")
    return number


def search_routes(collection_dirs: list[Path], collection: str = "web") -> list[Route]:
    """The /search route over the search indexes of `collection_dirs` (one collection).

    Result links are `{root_path}/{collection}/TIMESTAMP/URL`.  The endpoint is synchronous
    (Starlette runs it in its thread pool) and opens the indexes per request, so a crawl
    that re-indexes meanwhile is seen at once.
    """
    dirs = list(collection_dirs)

    def search(request: Request) -> Response:
        params = {k: request.query_params.get(k, "") for k in _PARAMS}
        root = str(request.scope.get("root_path", "")).rstrip("/")
        as_json = params["output"] == "json"
        q = params["q"]
        try:
            limit = _int_param(params["limit"], "limit", PAGE_SIZE, MAX_LIMIT)
            page = _int_param(params["page"], "page", 1, MAX_OFFSET // limit + 1)
            if not q.strip():
                results = None
            else:
                results = search_dirs(
                    dirs,
                    q,
                    site=params["site"].strip() or None,
                    date_from=params["from"].strip() or None,
                    date_to=params["to"].strip() or None,
                    limit=limit,
                    offset=(page - 1) * limit,
                )
        except ValueError as exc:
            if as_json:
                return JSONResponse({"error": str(exc)}, status_code=400)
            html = results_page(params, None, 1, root, collection, error=str(exc))
            return HTMLResponse(html, status_code=400, headers={"Content-Security-Policy": _CSP})
        if as_json:
            if results is None:
                return JSONResponse({"error": "q is required"}, status_code=400)
            return JSONResponse(results_json(results, q, page, root, collection))
        html = results_page(params, results, page, root, collection)
        return HTMLResponse(html, headers={"Content-Security-Policy": _CSP})

    return [Route("/search", search, methods=["GET", "HEAD"], name="search")]
