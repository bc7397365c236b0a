"""HTML attribute microsyntaxes that carry URLs: srcset and the refresh declaration.

Both follow the HTML Standard's parsing algorithms step by step ("parse a srcset attribute",
"shared declarative refresh steps"), because browsers do and pages rely on the edge cases:
commas inside srcset URLs, descriptors with parentheses, quoted or unlabelled refresh URLs.
"""

from __future__ import annotations

_WS = " \t\n\r\f"
_WS_COMMA = _WS + ","


def parse_srcset(value: str) -> list[str]:
    """The image candidate URLs of a srcset (or imagesrcset) value, in order."""
    urls: list[str] = []
    pos, n = 0, len(value)
    while True:
        while pos < n and value[pos] in _WS_COMMA:
            pos += 1
        if pos >= n:
            return urls
        start = pos
        while pos < n and value[pos] not in _WS:
            pos += 1
        url = value[start:pos]
        if url.endswith(","):
            # "a.png,b.png 2x": trailing commas end the candidate, which has no descriptors.
            url = url.rstrip(",")
        else:
            # Skip descriptors up to a comma that is not inside parentheses.
            in_parens = False
            while pos < n:
                c = value[pos]
                pos += 1
                if in_parens:
                    if c == ")":
                        in_parens = False
                elif c == "(":
                    in_parens = True
                elif c == ",":
                    break
        if url:
            urls.append(url)


def _skip_ws(s: str, pos: int) -> int:
    while pos < len(s) and s[pos] in _WS:
        pos += 1
    return pos


def parse_refresh(value: str) -> str | None:
    """The URL of a refresh declaration ("5; url='x'"), or None when it has none or is invalid.

    A declaration without a URL reloads the page itself, which is not an outlink.
    """
    s, n = value, len(value)
    pos = _skip_ws(s, 0)
    start = pos
    while pos < n and s[pos].isascii() and s[pos].isdigit():
        pos += 1
    if pos == start and (pos >= n or s[pos] != "."):
        return None
    while pos < n and (s[pos] == "." or (s[pos].isascii() and s[pos].isdigit())):
        pos += 1
    if pos >= n or s[pos] not in ";," + _WS:
        return None
    pos = _skip_ws(s, pos)
    if pos < n and s[pos] in ";,":
        pos += 1
    pos = _skip_ws(s, pos)
    if pos >= n:
        return None
    url = s[pos:]
    skip_quotes = s[pos] not in "uU"
    if not skip_quotes and s[pos + 1 : pos + 3].lower() == "rl":
        p = _skip_ws(s, pos + 3)
        if p < n and s[p] == "=":
            pos = _skip_ws(s, p + 1)
            skip_quotes = True
    if skip_quotes:
        quote = s[pos] if pos < n and s[pos] in "'\"" else ""
        url = s[pos + 1 :] if quote else s[pos:]
        if quote and quote in url:
            url = url[: url.index(quote)]
    url = url.strip(_WS)
    return url or None
