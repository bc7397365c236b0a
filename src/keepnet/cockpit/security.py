"""What keeps the cockpit safe: access token, CSRF tokens, crawl names, Host checks.

- On loopback the cockpit needs no token, but the Host header must name the loopback
  address it listens on (a DNS-rebound page cannot reach it).  Bound elsewhere, every
  request needs the access token (printed at start): `?token=` once sets an HttpOnly,
  SameSite=Strict cookie.
- Every state-changing request is a POST carrying a CSRF token: an HMAC of the cockpit's
  secret, checked in constant time.  A cross-site form cannot read it from our pages.
- A crawl is named by a slug (`NAME_RE`) and only ever resolved as a direct child of the
  data directory: no parameter reaches the file system elsewhere.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from pathlib import Path

NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
LOOPBACK = ("127.0.0.1", "localhost", "::1")


class BadName(ValueError):
    """Not a crawl name the cockpit accepts."""


def crawl_path(data: Path, name: str) -> Path:
    """DATA/name for a valid name; BadName otherwise (no traversal, no hidden files)."""
    if not NAME_RE.fullmatch(name) or name in (".", "..") or ".." in name:
        raise BadName(f"not a crawl name: {name!r} (letters, digits, . _ -; 64 at most)")
    path = (data / name).resolve()
    if path.parent != data.resolve():
        raise BadName(f"not a crawl name: {name!r}")
    return path


class Guard:
    """The cockpit's secrets and the checks made on every request."""

    def __init__(self, host: str, port: int, token: str | None = None) -> None:
        self.host, self.port = host, port
        self.loopback = host in LOOPBACK
        self.token = token or secrets.token_urlsafe(24)
        self._secret = secrets.token_bytes(32)
        hosts = ("127.0.0.1", "localhost", "[::1]")
        self.allowed_hosts = {f"{h}:{port}" for h in hosts}

    def csrf(self) -> str:
        return hmac.new(self._secret, b"csrf", hashlib.sha256).hexdigest()

    def csrf_ok(self, given: str | None) -> bool:
        return bool(given) and hmac.compare_digest(str(given).encode(), self.csrf().encode())

    def token_ok(self, given: str | None) -> bool:
        return bool(given) and hmac.compare_digest(str(given).encode(), self.token.encode())

    def host_ok(self, host_header: str) -> bool:
        return not self.loopback or host_header in self.allowed_hosts
