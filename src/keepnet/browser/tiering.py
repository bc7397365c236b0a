"""The tier decision: is a page (likely) deferred, so that it needs a browser?

A *deferred representation* (seed 001) loads embedded resources through JavaScript after
load or after an interaction; the mere presence of JavaScript does not make a page
deferred.  The decision is two-staged, as the seed's two-tier crawler (Heritrix +
PhantomJS behind a classifier):

1. from the HTTP response alone (`classify`), in this order:
   - inline code or handler attributes that load (fetch, XMLHttpRequest, jQuery's
     ajax/get/load, import(), new Image, createElement('img'|'script'|...), a src
     assignment, widgets that load by themselves such as tabs/autocomplete) → deferred;
   - single-page-application markers (ng-app, data-reactroot, an empty #app/#root
     container, hash-route links "#/...") with any script → deferred;
   - no script and no handler attribute at all → static;
   - external scripts only → *doubt*;
2. doubt is resolved (`scripts_load`) from the page's own scripts — fetched through the
   crawl pipeline, which would fetch them anyway: a script with the same loading code →
   deferred, else static.  Well-known libraries (jQuery, React...) always contain such
   code, so they count only through the page code that calls them; module loaders
   (RequireJS) and names shared with page code ("bootstrap.js") are read like page code.

After s0 is rendered the browser's own evidence completes the picture: resources the
browser requested that the HTTP tier's extraction did not find (`browser_only`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

LOADER = re.compile(
    r"""\bfetch\s*\(|XMLHttpRequest|\$\.(?:ajax|get|getJSON|getScript|post)\b|\.load\s*\(\s*['"`]"""
    r"""|\baxios\b|\bimport\s*\(|new\s+Image\s*\(|createElement\s*\(\s*['"](?:img|script|iframe|link|video|audio|source)"""
    r"""|\.src\s*=|\bsrc\s*=\s*['"`][^'"`]|\.srcset\s*=|sendBeacon|new\s+EventSource|insertAdjacentHTML"""
    r"""|\.(?:tabs|autocomplete)\s*\(|backgroundImage\s*=""",
    re.I,
)
HANDLER_ATTR = re.compile(
    r"""\son(?:click|dblclick|mouse\w+|change|input|focus|blur|key\w+|submit|touchstart)\s*=\s*(?:"([^"]*)"|'([^']*)')""",
    re.I,
)
INLINE_SCRIPT = re.compile(r"<script\b(?![^>]*\bsrc\s*=)[^>]*>(.*?)</script\s*>", re.I | re.S)
ANY_SCRIPT = re.compile(r"<script\b", re.I)
SPA_MARKERS = re.compile(
    r"""\bng-app\b|\bng-version=|data-reactroot|\bid=["']__next["']|__NUXT__|\bdata-v-app\b"""
    r"""|ember-application|<app-root\b|\bhx-(?:get|post)=|href=["']#[/!]"""
    r"""|<(div|main|section)\b[^>]*\bid=["'](?:app|root|main|content|container)["'][^>]*>\s*</\1>""",
    re.I,
)
# Literal hints, one of which every SPA_MARKERS match contains: the regex (slow on large
# pages: its container branch re-scans every tag) runs only when one is present.
_SPA_HINTS = (
    "ng-app",
    "ng-version=",
    "data-reactroot",
    "__next",
    "__nuxt__",
    "data-v-app",
    "ember-application",
    "<app-root",
    "hx-get=",
    "hx-post=",
    "#/",
    "#!",
    '="app"',
    "='app'",
    '="root"',
    "='root'",
    '="main"',
    "='main'",
    '="content"',
    "='content'",
    '="container"',
    "='container'",
)


def spa_marker(html: str) -> str | None:
    """The single-page-application marker in html, if any (see SPA_MARKERS)."""
    low = html.lower()
    if not any(h in low for h in _SPA_HINTS):
        return None
    m = SPA_MARKERS.search(html)
    return m.group(0) if m else None


LIBRARY = re.compile(
    r"(?:^|/)(?:jquery|jquery[.-]ui|react|react-dom|vue|angular|backbone|underscore|lodash"
    r"|knockout|ember|handlebars|moment|d3|preact|mithril|riot|polymer|zepto|popper)"
    r"(?:[.-][\w.-]*)?\.js(?:\?.*)?$",
    re.I,
)
SCRIPT_TYPES = ("", "text/javascript", "application/javascript", "module")


@dataclass(frozen=True, slots=True)
class TierDecision:
    verdict: str  # "deferred", "static" or "doubt"
    reason: str
    scripts: tuple[str, ...] = ()  # page scripts to read when in doubt

    @property
    def deferred(self) -> bool:
        return self.verdict == "deferred"


def is_library(url: str) -> bool:
    return LIBRARY.search(url.split("#", 1)[0]) is not None


def classify(html: str, script_urls: list[str]) -> TierDecision:
    """The decision from the HTTP response: deferred, static, or doubt (see the module)."""
    inline = "\n".join(m.group(1) for m in INLINE_SCRIPT.finditer(html))
    handlers = "\n".join(m.group(1) or m.group(2) or "" for m in HANDLER_ATTR.finditer(html))
    m = LOADER.search(inline)
    if m:
        return TierDecision("deferred", f"inline script loads: {m.group(0).strip()[:30]}")
    m = LOADER.search(handlers)
    if m:
        return TierDecision("deferred", f"handler attribute loads: {m.group(0).strip()[:30]}")
    has_script = bool(ANY_SCRIPT.search(html)) or bool(handlers)
    marker = spa_marker(html) if has_script else None
    if marker:
        return TierDecision("deferred", f"single-page app marker: {marker[:30]}")
    if not has_script:
        return TierDecision("static", "no script")
    own = tuple(u for u in script_urls if not is_library(u))
    if own:
        return TierDecision("doubt", f"{len(own)} page script(s) to read", own)
    return TierDecision("static", "no loading code in the page's scripts")


def scripts_load(bodies: list[bytes]) -> str | None:
    """What in the page's own scripts loads resources (None: nothing does)."""
    for body in bodies:
        m = LOADER.search(body.decode("utf-8", "replace"))
        if m:
            return m.group(0).strip()[:30]
    return None


def browser_only(browser_resources: set[str], http_embeds: set[str]) -> set[str]:
    """Resources the rendered s0 requested that the HTTP tier's extraction did not find."""
    return {u for u in browser_resources if u not in http_embeds}
