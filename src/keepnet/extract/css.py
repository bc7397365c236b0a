"""URL references in CSS: url(), @import (string and url forms) and image-set() strings.

Used for CSS files, <style> blocks and style attributes; everything found is an embed (E),
as in Heritrix's ExtractorCSS.  A regular-expression scan is enough here: CSS gives URLs only
these syntaxes (CSS Syntax Level 3 url-token / string-token), and a tokenizer would cost
far more on every page.
"""

from __future__ import annotations

import re

from keepnet.extract.collect import OutlinkCollector
from keepnet.models import Hop, Outlink

_COMMENT = re.compile(r"/\*.*?(?:\*/|\Z)", re.S)
_DQ = r'"((?:[^"\\\n]|\\.)*)"'
_SQ = r"'((?:[^'\\\n]|\\.)*)'"
_BARE = r"""((?:[^)\s"'\\]|\\.)*)"""
_TOKEN = re.compile(
    # @import "a.css" / @import 'a.css'
    rf"@import\s*(?:{_DQ}|{_SQ})"
    # url(...), possibly after @import
    rf"|(@import\s*)?url\(\s*(?:{_DQ}|{_SQ}|{_BARE})\s*\)"
    # image-set("a.png" 1x, url(b.png) 2x): strings are URLs here; one level of nesting
    r"|image-set\(((?:[^()]|\([^()]*\))*)\)",
    re.I,
)
_STRING = re.compile(rf"{_DQ}|{_SQ}")
_TYPE_FN = re.compile(rf"type\(\s*(?:{_DQ}|{_SQ})\s*\)", re.I)  # image-set(... type("image/avif"))
_ESCAPE = re.compile(r"\\(?:([0-9a-fA-F]{1,6})\s?|(.))", re.S)


def _unescape(s: str) -> str:
    """Undo CSS backslash escapes (rare in URLs, but "\\(" and hex escapes occur)."""
    if "\\" not in s:
        return s

    def sub(m: re.Match[str]) -> str:
        if m.group(1):
            cp = int(m.group(1), 16)
            return chr(cp) if 0 < cp <= 0x10FFFF else "\ufffd"
        return "" if m.group(2) == "\n" else m.group(2)

    return _ESCAPE.sub(sub, s)


def collect_css(text: str, collector: OutlinkCollector, prefix: str = "css") -> None:
    """Feed the URLs in CSS `text` to `collector`, with contexts "<prefix>/url()" etc."""
    if "(" not in text and "@import" not in text.lower():
        return  # the common style="color: red" case
    if "/*" in text:
        text = _COMMENT.sub(" ", text)
    for m in _TOKEN.finditer(text):
        imp_dq, imp_sq, imp_url, url_dq, url_sq, url_bare, image_set = m.groups()
        if image_set is not None:
            image_set = _TYPE_FN.sub(" ", image_set)
            for s in _STRING.finditer(image_set):
                ref = s.group(1) if s.group(1) is not None else s.group(2)
                collector.add(_unescape(ref), Hop.EMBED, f"{prefix}/image-set()")
            collect_css(image_set, collector, prefix)  # url() inside image-set()
            continue
        if imp_dq is not None or imp_sq is not None:
            ref, context = imp_dq if imp_dq is not None else imp_sq, f"{prefix}/@import"
        else:
            ref = url_dq if url_dq is not None else url_sq if url_sq is not None else url_bare
            context = f"{prefix}/@import" if imp_url else f"{prefix}/url()"
        collector.add(_unescape(ref), Hop.EMBED, context)


def extract_css(text: str, base_url: str) -> list[Outlink]:
    """The outlinks (all E) of a CSS text, resolved against `base_url`, first-seen order."""
    collector = OutlinkCollector(base_url)
    collect_css(text, collector)
    return collector.outlinks()[0]
