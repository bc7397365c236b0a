"""HTTP/1.1 request parsing for the test web's server (RFC 9112 message syntax).

Parses the request head into a `Request` — absolute-form targets (a client using us as its
forward proxy, RFC 9112 §3.2.2) and origin-form targets dispatched by the Host header
(§3.2.1) — and reads the request body (Content-Length or chunked).  Lenient where real
servers are lenient, strict where a wrong guess would hide a client bug.
"""

from __future__ import annotations

import asyncio
from urllib.parse import urlsplit

from keepnet.testweb.site import Request

_DEFAULT_PORTS = {"http": 80, "https": 443}


class BadRequest(ValueError):
    """The request cannot be parsed; the server answers 400 and closes."""


def host_key(hostname: str, port: int | None, scheme: str = "http") -> str:
    """The dispatch key: lowercased host, plus ":port" unless it is the scheme's default."""
    hostname = hostname.lower().rstrip(".")
    if port is None or port == _DEFAULT_PORTS.get(scheme):
        return hostname
    return f"{hostname}:{port}"


def _split_host_header(value: str) -> tuple[str, int | None]:
    value = value.strip()
    if value.startswith("["):  # IPv6 literal
        end = value.find("]")
        host, rest = value[: end + 1], value[end + 1 :]
        return host, int(rest[1:]) if rest.startswith(":") and rest[1:].isdigit() else None
    host, sep, port = value.rpartition(":")
    if sep and port.isdigit():
        return host, int(port)
    return value, None


def parse_head(head: bytes) -> Request:
    """A Request from the bytes up to and including the blank line (body not read yet)."""
    try:
        text = head.decode("latin-1")
    except UnicodeDecodeError as exc:  # pragma: no cover - latin-1 decodes everything
        raise BadRequest(str(exc)) from exc
    lines = text.split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or not parts[2].startswith("HTTP/"):
        raise BadRequest(f"bad request line {lines[0][:200]!r}")
    method, target, version = parts
    headers: list[tuple[str, str]] = []
    for line in lines[1:]:
        if not line:
            continue
        name, sep, value = line.partition(":")
        if not sep or not name or name != name.strip():
            raise BadRequest(f"bad header line {line[:200]!r}")
        headers.append((name, value.strip()))
    req = Request(method, target, "", "", "", "", headers, version=version)
    if method == "CONNECT":
        req.host = target.lower()
        return req
    if "://" in target[:10]:
        u = urlsplit(target)
        scheme = u.scheme.lower()
        try:
            port = u.port
        except ValueError as exc:
            raise BadRequest(f"bad port in {target[:200]!r}") from exc
        req.host = host_key(u.hostname or "", port, scheme)
        req.path = u.path or "/"
        req.query = u.query
    else:
        scheme = "http"
        host_header = req.header("host")
        if not host_header:
            raise BadRequest("origin-form request without a Host header")
        hostname, port = _split_host_header(host_header)
        req.host = host_key(hostname, port)
        path, _, query = target.partition("?")
        req.path, req.query = path, query
    req.url = f"{scheme}://{req.host}{req.path}" + (f"?{req.query}" if req.query else "")
    return req


def wants_keep_alive(req: Request) -> bool:
    """HTTP/1.1 keeps the connection unless told to close; HTTP/1.0 only when asked."""
    tokens = ",".join(
        v.lower() for k, v in req.headers if k.lower() in ("connection", "proxy-connection")
    )
    if req.version == "HTTP/1.0":
        return "keep-alive" in tokens
    return "close" not in tokens


async def read_body(req: Request, reader: asyncio.StreamReader, max_size: int) -> bytes:
    """The request body: Content-Length bytes, or a chunked body de-chunked."""
    te = (req.header("transfer-encoding") or "").lower()
    if "chunked" in te:
        parts: list[bytes] = []
        total = 0
        while True:
            size_line = await reader.readuntil(b"\r\n")
            try:
                size = int(size_line.split(b";", 1)[0].strip(), 16)
            except ValueError as exc:
                raise BadRequest("bad chunk size") from exc
            if size == 0:
                while (await reader.readuntil(b"\r\n")) != b"\r\n":  # trailers
                    pass
                return b"".join(parts)
            total += size
            if total > max_size:
                raise BadRequest("request body too large")
            parts.append(await reader.readexactly(size))
            await reader.readexactly(2)
    length = req.header("content-length")
    if not length:
        return b""
    if not length.isdigit() or int(length) > max_size:
        raise BadRequest(f"bad Content-Length {length[:50]!r}")
    return await reader.readexactly(int(length))
