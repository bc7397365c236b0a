"""The replay URL scheme: `/web/[TIMESTAMP[MOD]/]URL` and `/web/timemap/link/URL`.

TIMESTAMP is 1 to 14 digits (partial ones allowed), MOD a pywb-style modifier: `id_` the
response as captured, `mp_` main page, `if_`/`fr_` (i)frame, `cs_` CSS, `js_` script, `im_`
image, `oe_` object/embed; none is the browsing view. The URL part is read from the raw
(still percent-encoded) request path so an archived URL's %-escapes survive, with the
request's query string appended. A scheme-less URL is read as http://; "http:/x" (a
slash eaten by a proxy) is repaired.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MODIFIERS = ("id_", "mp_", "if_", "fr_", "cs_", "js_", "im_", "oe_", "bn_")
# views that get the HTML rewriter and the client script
HTML_MODS = ("", "mp_", "if_", "fr_")
_STAMP = re.compile(r"(\d{1,14})([a-z]{2}_)?")
_SCHEME = re.compile(r"([a-zA-Z][a-zA-Z0-9+.-]*):/*")
MAX_URL = 8192


class BadReplayPath(ValueError):
    """A /web/ path that names no URL (answered with 400)."""


@dataclass(frozen=True)
class ReplayPath:
    kind: str  # "timegate", "memento", "timemap" or "calendar"
    url: str
    timestamp: str = ""
    mod: str = ""


def original_url(text: str) -> str:
    """The archived URL a path segment stands for (scheme added or repaired)."""
    text = text.strip()
    m = _SCHEME.match(text)
    if m and m.group(1).lower() in ("http", "https"):
        return f"{m.group(1).lower()}://{text[m.end() :]}"
    if text.startswith("//"):
        return "http:" + text
    return "http://" + text.lstrip("/")


def parse(rest: str, query: str = "") -> ReplayPath:
    """The meaning of the part of a request path after /web/ (plus its query string)."""
    if len(rest) + len(query) > MAX_URL:
        raise BadReplayPath("URL too long")
    if "\x00" in rest or "\x00" in query:
        raise BadReplayPath("NUL in URL")
    q = f"?{query}" if query else ""
    if rest.startswith("timemap/link/"):
        return ReplayPath("timemap", _url(rest[len("timemap/link/") :] + q))
    head, slash, tail = rest.partition("/")
    if slash and head == "*":
        return ReplayPath("calendar", _url(tail + q))
    m = _STAMP.fullmatch(head)
    if slash and m:
        mod = m.group(2) or ""
        if mod and mod not in MODIFIERS:
            raise BadReplayPath(f"unknown modifier {mod!r}")
        return ReplayPath("memento", _url(tail + q), m.group(1), mod)
    return ReplayPath("timegate", _url(rest + q))


def _url(text: str) -> str:
    if not text.strip("/ "):
        raise BadReplayPath("no URL given")
    return original_url(text)


def replay_url(prefix: str, timestamp: str, mod: str, url: str) -> str:
    return f"{prefix}{timestamp}{mod}/{url}"
