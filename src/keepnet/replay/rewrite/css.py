"""CSS rewriting: every url(...) and @import of a style sheet, <style> or style="" attribute.

CSS Syntax Level 3 tokens, the parts that carry URLs: `url(...)` (unquoted or quoted) and
`@import "..."` (a bare string). @import targets get the `cs_` modifier, everything else
`im_` (images and fonts are served as captured either way). Backslash escapes inside a URL
are decoded before it is resolved. Left unhandled: URLs in `image-set("a.png" 1x)` written
as bare strings, and URLs built at run time by scripts (the CSP blocks those).
"""

from __future__ import annotations

import re

from keepnet.replay.rewrite.urls import UrlRewriter

# url( "..." ) | url( '...' ) | url( bare ) ; @import "..." | @import '...'
_URL = re.compile(
    r"""(?P<fn>url\(\s*)(?:"(?P<dq>(?:[^"\\\n]|\\.)*)"|'(?P<sq>(?:[^'\\\n]|\\.)*)'|(?P<bare>(?:[^)'"\s\\]|\\.)*))(?P<end>\s*\))"""
    r"""|(?P<imp>@import\s*)(?:"(?P<idq>(?:[^"\\\n]|\\.)*)"|'(?P<isq>(?:[^'\\\n]|\\.)*)')""",
    re.IGNORECASE | re.DOTALL,
)
_IMPORT_URL = re.compile(r"@import\s*$", re.IGNORECASE)
_ESCAPE = re.compile(r"\\([0-9a-fA-F]{1,6})\s?|\\(.)", re.DOTALL)


def _unescape(text: str) -> str:
    def repl(m: re.Match[str]) -> str:
        if m.group(1):
            code = int(m.group(1), 16)
            return chr(code) if 0 < code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else "\ufffd"
        return m.group(2)

    return _ESCAPE.sub(repl, text) if "\\" in text else text


def _quote(url: str, quote: str) -> str:
    """A rewritten URL written back inside the original quotes (or bare)."""
    if quote:
        return url.replace("\\", "\\\\").replace(quote, "\\" + quote).replace("\n", "\\a ")
    return re.sub(r"""[\s()'"\\]""", lambda m: "\\" + format(ord(m.group()), "x") + " ", url)


def rewrite_css(text: str, urls: UrlRewriter) -> str:
    """The style sheet text with its URLs pointing into the replay server."""

    def repl(m: re.Match[str]) -> str:
        if m.group("imp") is not None:
            q = '"' if m.group("idq") is not None else "'"
            raw = m.group("idq") if m.group("idq") is not None else m.group("isq")
            new = urls.rewrite(_unescape(raw), "cs_")
            return f"{m.group('imp')}{q}{_quote(new, q)}{q}"
        if m.group("dq") is not None:
            q, raw = '"', m.group("dq")
        elif m.group("sq") is not None:
            q, raw = "'", m.group("sq")
        else:
            q, raw = "", m.group("bare")
        before = text[: m.start()]
        mod = "cs_" if _IMPORT_URL.search(before[-40:]) else "im_"
        new = urls.rewrite(_unescape(raw), mod)
        return f"{m.group('fn')}{q}{_quote(new, q)}{q}{m.group('end')}"

    return _URL.sub(repl, text)
