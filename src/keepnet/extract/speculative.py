"""Speculative URLs (Heritrix hop X) in inline JavaScript: quoted strings that look like URLs.

Only two cheap, low-noise shapes are taken, in the spirit of Heritrix's ExtractorJS but far
stricter: absolute or protocol-relative http(s) URLs with a dotted host, and root-relative
paths ending in a common web-resource extension.  A per-script cap bounds the cost of huge
bundled scripts.
"""

from __future__ import annotations

import re

from keepnet.extract.collect import OutlinkCollector
from keepnet.models import Hop

MAX_PER_SCRIPT = 200
JS_TYPES = frozenset(
    {
        "",
        "text/javascript",
        "application/javascript",
        "application/x-javascript",
        "text/ecmascript",
        "application/ecmascript",
        "module",
    }
)

_URLISH = re.compile(
    r"""(["'])("""
    r"""(?:https?:)?//[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+(?::\d{1,5})?(?:/[^\s"'<>\\]*)?"""
    r"""|/[A-Za-z0-9_\-.~%/]+\.(?:js|mjs|css|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|html?|xml|mp4|webm|mp3|pdf)(?:\?[^\s"'<>\\]*)?"""
    r""")\1"""
)


def is_javascript(script_type: str | None) -> bool:
    """Whether a <script type> is executed as JavaScript (absent type means yes)."""
    return (script_type or "").split(";", 1)[0].strip().lower() in JS_TYPES


def collect_script_urls(source: str, collector: OutlinkCollector) -> None:
    """Feed URL-looking string literals of a script to `collector` as Hop.SPECULATIVE."""
    if "/" not in source:
        return
    if "\\/" in source:  # JSON-style escaped slashes: "https:\/\/example.com\/a.js"
        source = source.replace("\\/", "/")
    for n, m in enumerate(_URLISH.finditer(source)):
        if n >= MAX_PER_SCRIPT:
            break
        collector.add(m.group(2), Hop.SPECULATIVE, "script/#text")
