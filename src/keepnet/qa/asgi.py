"""Calling the replay ASGI app in-process: one GET in, status, headers and body out.

The replay-completeness check serves Chromium from the replay app without a socket: each
request the page makes is handed (by a Playwright route handler) to the app as an ASGI
HTTP scope (ASGI 3.0, HTTP connection scope spec 2.3) and the answer fulfilled to the
browser.  No port, no server thread, and every answer is seen whole by the check — which
is what it must classify.  Only what the replay app needs is implemented: GET/HEAD,
a complete body, no streaming request bodies, no lifespan.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote, urlsplit


@dataclass(slots=True)
class AsgiResponse:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""

    def header(self, name: str) -> str | None:
        low = name.lower()
        return next((v for k, v in self.headers if k.lower() == low), None)


class AsgiClient:
    """GETs against one ASGI app, as if it were served at `origin` (http://host:port)."""

    def __init__(self, app: Any, origin: str) -> None:
        self.app = app
        parts = urlsplit(origin)
        self.origin = f"{parts.scheme}://{parts.netloc}"
        self._host = parts.hostname or "127.0.0.1"
        self._port = parts.port or (443 if parts.scheme == "https" else 80)
        self._scheme = parts.scheme or "http"

    def owns(self, url: str) -> bool:
        """Whether `url` is on this app's origin."""
        return url == self.origin or url.startswith(self.origin + "/")

    async def get(
        self, url: str, headers: dict[str, str] | None = None, method: str = "GET"
    ) -> AsgiResponse:
        """The app's answer to `method url` (url on this origin, or a path)."""
        target = url[len(self.origin) :] if self.owns(url) else url
        path, _, query = target.partition("?")
        path = path or "/"
        raw_path = path.encode("latin-1", "replace")
        hdrs = [
            (k.lower().encode("latin-1", "replace"), v.encode("latin-1", "replace"))
            for k, v in (headers or {}).items()
            if k.lower() != "host"
        ]
        hdrs.insert(0, (b"host", self.origin.split("://", 1)[1].encode("latin-1")))
        scope = {
            "type": "http",
            "asgi": {"version": "3.0", "spec_version": "2.3"},
            "http_version": "1.1",
            "method": method.upper(),
            "scheme": self._scheme,
            "path": _unquote_path(path),
            "raw_path": raw_path,
            "query_string": query.encode("latin-1", "replace"),
            "root_path": "",
            "headers": hdrs,
            "client": ("127.0.0.1", 0),
            "server": (self._host, self._port),
            "state": {},
        }
        out = AsgiResponse(500)
        chunks: list[bytes] = []
        sent = False

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": b"", "more_body": False}
            return {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                out.status = int(message["status"])
                out.headers = [
                    (k.decode("latin-1"), v.decode("latin-1"))
                    for k, v in message.get("headers", [])
                ]
            elif message["type"] == "http.response.body":
                chunks.append(bytes(message.get("body", b"")))

        await self.app(scope, receive, send)
        out.body = b"".join(chunks)
        return out


def _unquote_path(path: str) -> str:
    """The decoded `path` of the scope (the app reads the raw one for archived URLs)."""
    return unquote(path, errors="replace")
