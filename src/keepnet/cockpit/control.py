"""A client of a running crawl's control API (keepnet.api), found from its directory.

The address comes from DIR/state/api.json (written by the crawl while its API runs), the
token from DIR/state/api-token — or from the cockpit itself for crawls it started.  Calls
are blocking (urllib); the app runs them in a thread.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

TIMEOUT = 5.0


class ControlError(RuntimeError):
    """The crawl's API is not reachable or refused the call; the message says which."""


def address(root: Path) -> str | None:
    try:
        data = json.loads((root / "state" / "api.json").read_text())
    except (OSError, ValueError):
        return None
    listen = data.get("listen") if isinstance(data, dict) else None
    return str(listen) if listen else None


def token(root: Path) -> str | None:
    try:
        return (root / "state" / "api-token").read_text().strip() or None
    except OSError:
        return None


class CrawlClient:
    def __init__(self, listen: str, token: str | None) -> None:
        host, _, port = listen.rpartition(":")
        host = f"[{host}]" if ":" in host and not host.startswith("[") else host
        self.base = f"http://{host}:{port}"
        self.token = token

    @classmethod
    def for_crawl(cls, root: Path, known_token: str | None = None) -> CrawlClient | None:
        listen = address(root)
        if listen is None:
            return None
        return cls(listen, known_token or token(root))

    def _call(self, method: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.base + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if self.token:
            req.add_header("Authorization", f"Bearer {self.token}")
        try:
            with urllib.request.urlopen(req, timeout=TIMEOUT) as resp:
                out = json.loads(resp.read())
        except urllib.error.HTTPError as exc:
            try:
                message = json.loads(exc.read()).get("error", exc.reason)
            except ValueError:
                message = exc.reason
            raise ControlError(f"the crawl refused: {message}") from None
        except (OSError, ValueError) as exc:
            raise ControlError(f"the crawl's control API is not reachable: {exc}") from None
        return out if isinstance(out, dict) else {}

    def state(self) -> dict[str, Any]:
        return self._call("GET", "/api/crawl")

    def action(self, name: str) -> dict[str, Any]:
        if name not in ("pause", "resume", "stop"):
            raise ControlError(f"unknown action {name!r}")
        return self._call("POST", f"/api/{name}", {})

    def exclude(self, surt_prefixes: list[str], regexes: list[str]) -> dict[str, Any]:
        return self._call(
            "POST", "/api/exclusions", {"surt_prefixes": surt_prefixes, "regexes": regexes}
        )

    def add_urls(self, urls: list[dict[str, Any]], source: str = "cockpit") -> dict[str, Any]:
        return self._call("POST", "/api/urls", {"urls": urls, "source": source})

    def hosts(self) -> dict[str, Any]:
        return self._call("GET", "/api/hosts")

    def host_priority(self, host: str, delta: float) -> dict[str, Any]:
        return self._call("POST", "/api/hosts", {"host": host, "priority": delta})
