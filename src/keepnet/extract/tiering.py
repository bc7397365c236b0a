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

Here, beside extraction, rather than in keepnet.browser: `classify` is a pure function of
a page's body and its script outlinks, which the extraction worker (keepnet.pipeline.offload)
runs beside the page's extraction when the browser tier will ask, off the crawl's event loop.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from keepnet.models import Outlink

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
# The markers, each a pattern that starts with a literal and whether a word boundary must
# precede it (checked apart: a leading \b would cost the regex engine its fast scan).
_SPA_PARTS: tuple[tuple[str, bool], ...] = (
    (r"ng-app\b", True),
    (r"ng-version=", True),
    (r"data-reactroot", False),
    (r"""id=["']__next["']""", True),
    (r"__NUXT__", False),
    (r"data-v-app\b", True),
    (r"ember-application", False),
    (r"<app-root\b", False),
    (r"hx-(?:get|post)=", True),
    (r"""href=["']#[/!]""", False),
    (
        r"""<(div|main|section)\b[^>]*\bid=["'](?:app|root|main|content|container)["'][^>]*>\s*</\1>""",
        False,
    ),
)
# One regex of all the markers, as documentation and for tests: it is slow on large pages
# (an alternation without a literal prefix is tried at every position: 18 ms on a 100 KB
# Sphinx page).  `spa_marker` runs each part alone on the page's lowercased bytes (the
# markers are ASCII; bytes.lower() keeps every offset): 0.6 ms for that page.  It returns
# the same (leftmost) match.
SPA_MARKERS = re.compile("|".join(("\\b" if wb else "") + rx for rx, wb in _SPA_PARTS), re.I)
# What `spa_marker` scans: the parts, with those that begin with the same literal and want
# the same word start joined into one pattern (one pass over the page, not two: ~13% of
# the scans' time). At a position only one of the joined parts can match (they differ
# right after the literal) and no other scan begins with their literal, so the leftmost
# match, and its text, are the same.
_SPA_SCANS: tuple[tuple[str, bool], ...] = (
    (r"ng-(?:app\b|version=)", True),
    (r"data-reactroot", False),
    (r"""id=["']__next["']""", True),
    (r"__NUXT__", False),
    (r"data-v-app\b", True),
    (r"ember-application", False),
    (r"hx-(?:get|post)=", True),
    (r"""href=["']#[/!]""", False),
    (
        r"""<(?:app-root\b|(div|main|section)\b[^>]*\bid=["'](?:app|root|main|content|container)["'][^>]*>\s*</\1>)""",
        False,
    ),
)
_SPA_COMPILED = tuple((re.compile(rx.lower().encode()), wb) for rx, wb in _SPA_SCANS)
_WORD = frozenset(b"abcdefghijklmnopqrstuvwxyz0123456789_")
# Scans whose literal holds a rarer anchor at a fixed offset are not run over the page:
# one scan for each anchor finds where it occurs (every match of such a scan holds it,
# `offset` bytes from its start), and the scans are tried only there (`rx.match`, which
# is what `search` tries at each position).  A page's dashes before "app", "version=",
# "reactroot", "v-app", "get=" or "post=" and its "__n" before "uxt__" or "ext" are few,
# so five scans and two scans of the page become one each (~4-5 us a scan of a 10 KB
# page).  The anchors' own matches do not overlap (a dash is one byte; "__n" cannot
# overlap itself), so finditer yields every place.
_SPA_ANCHORS = (
    re.compile(rb"-(?=app|version=|reactroot|v-app|get=|post=)"),
    re.compile(rb"__n(?=uxt__|ext)"),
)
# (anchor, offset) of each scan in _SPA_SCANS; None: scanned over the page
_SPA_ANCHORED: tuple[tuple[int, int] | None, ...] = (
    (0, 2),  # ng-(?:app|version=)
    (0, 4),  # data-reactroot
    (1, 4),  # id=["']__next["']
    (1, 0),  # __nuxt__
    (0, 4),  # data-v-app
    (0, 5),  # ember-application
    (0, 2),  # hx-(?:get|post)=
    None,
    None,
)


def _search_word(rx: re.Pattern[bytes], low: bytes, word_start: bool) -> re.Match[bytes] | None:
    pos = 0
    while True:
        m = rx.search(low, pos)
        if m is None or not word_start or m.start() == 0 or low[m.start() - 1] not in _WORD:
            return m
        pos = m.start() + 1


def _match_at(
    rx: re.Pattern[bytes], low: bytes, word_start: bool, places: list[int], offset: int
) -> re.Match[bytes] | None:
    """`_search_word(rx, low, word_start)` for a scan whose every match holds its anchor
    `offset` bytes from its start: tried at the anchor's `places` (ascending) alone."""
    for place in places:
        start = place - offset
        if start < 0:
            continue
        m = rx.match(low, start)
        if m is not None and (not word_start or start == 0 or low[start - 1] not in _WORD):
            return m
    return None


def spa_marker(html: str | bytes, low: bytes | None = None) -> str | None:
    """The single-page-application marker in html, if any (see SPA_MARKERS).

    `low`: html's bytes lowercased, when the caller has them already."""
    raw = html.encode("utf-8", "replace") if isinstance(html, str) else html
    if low is None:
        low = raw.lower()
    best: tuple[int, int, int] | None = None
    places = [[m.start() for m in anchor.finditer(low)] for anchor in _SPA_ANCHORS]
    for i, (rx, word_start) in enumerate(_SPA_COMPILED):
        anchored = _SPA_ANCHORED[i]
        if anchored is None:
            m = _search_word(rx, low, word_start)
        else:
            m = _match_at(rx, low, word_start, places[anchored[0]], anchored[1])
        if m and (best is None or (m.start(), i) < best[:2]):
            best = (m.start(), i, m.end())
    return raw[best[0] : best[2]].decode("utf-8", "replace") if best else None


LIBRARY = re.compile(
    r"(?:^|/)(?:jquery|jquery[.-]ui|react|react-dom|vue|angular|backbone|underscore|lodash"
    r"|knockout|ember|handlebars|moment|d3|preact|mithril|riot|polymer|zepto|popper)"
    r"(?:[.-][\w.-]*)?\.js(?:\?.*)?$",
    re.I,
)
SCRIPT_TYPES = ("", "text/javascript", "application/javascript", "module")


# Code that ties work to the user: an event binding or a widget that acts on a click.
# Loading code *of the page itself* (inline, handler attributes) with one of these, or an
# SPA marker, is evidence that interaction loads something: worth exploring even when s0
# finds nothing.  So is a page's own external script that loads and matches one (the
# browser tier reads it when the page is in doubt) — but such a script is usually shared
# by every page of a site (a theme's doctools.js): its interactions are tried on one page
# of the host, and the other pages it alone makes interactive are explored only if that
# found something (keepnet.browser.templates.SharedScripts).
INTERACTIVE = re.compile(
    r"""addEventListener\s*\(|\.(?:on|click|change|submit|keyup|keydown|hover|bind|delegate"""
    r"""|tabs|autocomplete|accordion|dialog)\s*\(|\bon(?:click|change|submit|input)\s*=""",
    re.I,
)


@dataclass(frozen=True, slots=True)
class TierDecision:
    verdict: str  # "deferred", "static" or "doubt"
    reason: str
    scripts: tuple[str, ...] = ()  # page scripts to read when in doubt
    # the page's own code loads on interaction (see INTERACTIVE): explore it, not only s0
    interactive: bool = False
    # the page's external scripts that both load and listen, when they are what makes it
    # interactive: shared by the pages of a site, their interactions need trying once per
    # host (keepnet.browser.tier), not once per template
    sources: tuple[str, ...] = ()

    @property
    def deferred(self) -> bool:
        return self.verdict == "deferred"

    def __reduce__(
        self,
    ) -> tuple[type[TierDecision], tuple[str, str, tuple[str, ...], bool, tuple[str, ...]]]:
        # By its constructor's arguments, as Outlink: the extraction worker sends one with
        # most pages (keepnet.pipeline.offload), and a frozen slots dataclass otherwise
        # loads through dataclasses' __setstate__ (fields() and a setattr loop)
        return (
            TierDecision,
            (self.verdict, self.reason, self.scripts, self.interactive, self.sources),
        )


def is_library(url: str) -> bool:
    return LIBRARY.search(url.split("#", 1)[0]) is not None


# The same scans over the page's lowercased bytes (ASCII patterns; offsets are those of
# the original bytes, which give the code its case back for LOADER and the reasons).
_INLINE_LOW = re.compile(rb"<script\b(?![^>]*\bsrc\s*=)[^>]*>(.*?)</script\s*>", re.S)
_HANDLER_LOW = re.compile(  # starts with a literal: fast; the leading space is checked apart
    rb"""on(?:click|dblclick|mouse\w+|change|input|focus|blur|key\w+|submit|touchstart)"""
    rb"""\s*=\s*(?:"([^"]*)"|'([^']*)')"""
)
_SPACE = frozenset(b" \t\n\r\f\v")


def _spans(raw: bytes, low: bytes, rx: re.Pattern[bytes], attr: bool = False, pos: int = 0) -> str:
    parts = []
    for m in rx.finditer(low, pos):
        if attr and (m.start() == 0 or low[m.start() - 1] not in _SPACE):
            continue  # "json=" or "button='...'": not a handler attribute
        g = 1 if m.start(1) >= 0 else 2
        parts.append(raw[m.start(g) : m.end(g)])
    return b"\n".join(parts).decode("utf-8", "replace")


def script_sources(outlinks: Iterable[Outlink]) -> list[str]:
    """The page's external scripts among its outlinks: what `classify` is given."""
    return [o.url for o in outlinks if o.context == "script/@src"]


def classify(html: str | bytes, script_urls: list[str]) -> TierDecision:
    """The decision from the HTTP response: deferred, static, or doubt (see the module).

    About 1 ms for a 100 KB page: every scan but LOADER's (on the scripts only) runs over
    the lowercased bytes with a literal-led pattern."""
    raw = html.encode("utf-8", "replace") if isinstance(html, str) else html
    low = raw.lower()
    # the first "<script" says whether the page has a script at all, and the inline
    # scripts' scan (each match begins with it) starts there: one pass of the page fewer
    first_script = low.find(b"<script")
    inline = _spans(raw, low, _INLINE_LOW, pos=first_script) if first_script >= 0 else ""
    handlers = _spans(raw, low, _HANDLER_LOW, attr=True) if b"on" in low else ""
    m = LOADER.search(handlers)
    if m:
        what = m.group(0).strip()[:30]
        return TierDecision("deferred", f"handler attribute loads: {what}", interactive=True)
    m = LOADER.search(inline)
    if m:
        on = INTERACTIVE.search(inline) is not None
        return TierDecision(
            "deferred", f"inline script loads: {m.group(0).strip()[:30]}", interactive=on
        )
    has_script = first_script >= 0 or bool(handlers)
    marker = spa_marker(raw, low) if has_script else None
    if marker:
        return TierDecision("deferred", f"single-page app marker: {marker[:30]}", interactive=True)
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
