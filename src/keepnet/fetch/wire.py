"""HTTP/1.1 message syntax as bytes: request heads out, tolerant response heads in (RFC 9112).

Pure functions, no I/O.  Requests are built strictly; responses are parsed leniently, the
way browsers and archival crawlers must read the real web: bare LF line ends, obs-fold
continuation lines, a missing reason phrase, junk lines without a colon (skipped),
duplicate headers (all kept, in order) and non-ASCII bytes (decoded as latin-1, so the
str round-trips to the exact bytes).  The raw bytes are kept by the caller; the parsed
form is only for decisions (framing, keep-alive) and for convenience.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

NONE = "none"  # no body (1xx, 204, 304)
LENGTH = "length"  # Content-Length
CHUNKED = "chunked"  # Transfer-Encoding: chunked
CLOSE = "close"  # read until the server closes (RFC 9112 §6.3 rule 8)

_VERSION = re.compile(r"HTTP/\d(?:\.\d)?\Z", re.IGNORECASE)
_CTL = str.maketrans("", "", "\r\n\0")


class BadResponse(ValueError):
    """The bytes are not an HTTP/1.x response this parser can make sense of."""


@dataclass(slots=True)
class ResponseHead:
    """A parsed response head; `raw` is exactly what came over the wire."""

    version: str
    status: int
    reason: str
    headers: list[tuple[str, str]]
    raw: bytes

    def values(self, name: str) -> list[str]:
        """All values of a header, split on commas, lowercased and stripped (list headers)."""
        lname = name.lower()
        out: list[str] = []
        for k, v in self.headers:
            if k.lower() == lname:
                out.extend(p.strip().lower() for p in v.split(",") if p.strip())
        return out


def build_request_head(method: str, target: str, headers: list[tuple[str, str]]) -> bytes:
    """`METHOD target HTTP/1.1` plus headers, CRLF-terminated with the closing blank line.

    CR, LF and NUL are removed from names and values so a header can never inject another.
    """
    lines = [f"{method} {target} HTTP/1.1\r\n"]
    for name, value in headers:
        lines.append(f"{name.translate(_CTL)}: {value.translate(_CTL)}\r\n")
    lines.append("\r\n")
    return "".join(lines).encode("latin-1", "replace")


def build_connect_head(authority: str, user_agent: str) -> bytes:
    """The CONNECT request that opens a tunnel through a forward proxy (RFC 9110 §9.3.6)."""
    return build_request_head(
        "CONNECT", authority, [("Host", authority), ("User-Agent", user_agent)]
    )


def parse_status_line(line: bytes) -> tuple[str, int, str]:
    """(version, status, reason) from a status line; the reason may be missing."""
    text = line.decode("latin-1").strip()
    parts = text.split(None, 2)
    if len(parts) < 2 or not _VERSION.match(parts[0]):
        raise BadResponse(f"invalid status line {line[:100]!r}")
    code = parts[1]
    if len(code) != 3 or not code.isdigit():
        raise BadResponse(f"invalid status code in {line[:100]!r}")
    return parts[0].upper(), int(code), parts[2] if len(parts) > 2 else ""


def parse_header_lines(lines: list[bytes]) -> list[tuple[str, str]]:
    """Header fields from raw lines (line ends included or not), tolerant of junk."""
    headers: list[tuple[str, str]] = []
    for raw in lines:
        line = raw.decode("latin-1").rstrip("\r\n")
        if not line.strip():
            continue
        if line[0] in " \t":
            # obs-fold (RFC 9112 §5.2): a continuation of the previous value.
            if headers:
                name, value = headers[-1]
                headers[-1] = (name, f"{value} {line.strip()}".strip())
            continue
        name, sep, value = line.partition(":")
        name = name.strip()
        if not sep or not name:
            continue  # junk line: browsers skip it too
        headers.append((name, value.strip()))
    return headers


def parse_response_head(raw: bytes) -> ResponseHead:
    """Parse a whole head (status line through the blank line, as received)."""
    lines = raw.splitlines(keepends=True)
    if not lines:
        raise BadResponse("empty response head")
    version, status, reason = parse_status_line(lines[0])
    return ResponseHead(version, status, reason, parse_header_lines(lines[1:]), raw)


def body_framing(head: ResponseHead, method: str = "GET") -> tuple[str, int | None]:
    """How the body is delimited (RFC 9112 §6.3): (NONE|LENGTH|CHUNKED|CLOSE, length)."""
    if method == "HEAD" or head.status < 200 or head.status in (204, 304):
        return NONE, None
    codings = head.values("transfer-encoding")
    if codings:
        # Transfer-Encoding overrides Content-Length; chunked must be the final coding.
        return (CHUNKED, None) if codings[-1] == "chunked" else (CLOSE, None)
    lengths = set(head.values("content-length"))
    if len(lengths) == 1:
        value = lengths.pop()
        if value.isdigit():
            return LENGTH, int(value)
    # No length, or conflicting/invalid lengths: the close delimits the body.
    return CLOSE, None


def keeps_alive(head: ResponseHead) -> bool:
    """Whether the server lets the connection be reused after this response."""
    tokens = head.values("connection")
    if head.version == "HTTP/1.0":
        return "keep-alive" in tokens and "close" not in tokens
    return "close" not in tokens


def parse_chunk_size(line: bytes) -> int:
    """The size from a chunk-size line (extensions and stray whitespace ignored)."""
    text = line.split(b";", 1)[0].strip()
    if not text or len(text) > 16:
        raise BadResponse(f"invalid chunk size line {line[:40]!r}")
    try:
        size = int(text, 16)
    except ValueError:
        raise BadResponse(f"invalid chunk size line {line[:40]!r}") from None
    if size < 0:
        raise BadResponse(f"negative chunk size {line[:40]!r}")
    return size
