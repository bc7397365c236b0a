"""One URL of an archived page to its replay URL `/web/TIMESTAMP{MOD}/ABSOLUTE-URL`.

Resolution follows WHATWG URL (keepnet.url.parse, against the document's base URL).
Left as they are: empty values, fragment-only references ("#top") and the schemes that load
nothing from the network (data:, javascript:, about:, blob:, mailto:, tel:...). Every other
URL — http(s) and anything unknown — goes to the replay server: an unknown scheme then
simply fails there instead of escaping. URLs that do not parse become "about:invalid".
Replay URLs are root-relative, so pages work whatever host the server is reached under.
"""

from __future__ import annotations

import re

from keepnet.url.parse import try_parse

INERT_SCHEMES = frozenset(
    {"data", "javascript", "about", "blob", "mailto", "tel", "sms", "callto", "urn", "cid", "mid"}
)
_SCHEME = re.compile(r"\s*([a-zA-Z][a-zA-Z0-9+.-]*):")
_STRIP = re.compile(r"^[\x00-\x20]+|[\x00-\x20]+$")


class UrlRewriter:
    """Rewrites URLs found in one archived document."""

    def __init__(self, prefix: str, timestamp: str, base_url: str) -> None:
        self.prefix = prefix
        self.timestamp = timestamp
        self.base_url = base_url

    def absolute(self, url: str) -> str | None:
        return try_parse(url, self.base_url)

    def rewrite(self, url: str, mod: str = "") -> str:
        value = _STRIP.sub("", url)
        if not value or value.startswith("#"):
            return url
        m = _SCHEME.match(value)
        if m and m.group(1).lower() in INERT_SCHEMES:
            return url
        absolute = self.absolute(value)
        if absolute is None:
            return "about:invalid"
        return f"{self.prefix}{self.timestamp}{mod}/{absolute}"

    def rewrite_srcset(self, value: str, mod: str = "im_") -> str:
        """Each image candidate of a srcset (HTML "parse a srcset attribute", simplified)."""
        out = []
        for url, descriptor in parse_srcset(value):
            out.append(self.rewrite(url, mod) + (" " + descriptor if descriptor else ""))
        return ", ".join(out)


def parse_srcset(value: str) -> list[tuple[str, str]]:
    """(url, descriptors) pairs of a srcset; URLs may hold commas (data: URLs)."""
    pos, n, out = 0, len(value), []
    while pos < n:
        while pos < n and (value[pos].isspace() or value[pos] == ","):
            pos += 1
        if pos >= n:
            break
        start = pos
        while pos < n and not value[pos].isspace():
            pos += 1
        url = value[start:pos]
        descriptor = ""
        if url.endswith(","):
            url = url.rstrip(",")
        else:
            dstart = pos
            depth = 0
            while pos < n and (value[pos] != "," or depth):
                depth += value[pos] == "("
                depth -= value[pos] == ")" and depth > 0
                pos += 1
            descriptor = value[dstart:pos].strip()
        if url:
            out.append((url, descriptor))
    return out
