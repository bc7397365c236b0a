"""Where a URL stands in a recognised application: a content view (and its canonical URL),
or what an archive does not need and why.

Order: the parameters that only identify a session are dropped (phpBB's sid, vBulletin's s);
the knowledge base's `skip` patterns give the reason for what is refused; a URL matching a
level is a content view, with only the level's `keep_params` in its query when the
application lists them (a topic is viewtopic.php?f=2&t=5&start=10, whatever else the link
carried); anything else on the host is not a content view of the application.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit, urlunsplit

from keepnet.apps.knowledge import App, Level


@dataclass(frozen=True)
class Verdict:
    url: str  # the canonical URL (content views) or the URL as given
    level: Level | None  # None: not a content view
    reason: str = ""  # why it is refused

    @property
    def content(self) -> bool:
        return self.level is not None


def _target(url: str) -> str:
    """path?query, percent-decoded: localised names (Catégorie:, Spécial:) match as written."""
    parts = urlsplit(url)
    return unquote((parts.path or "/") + (f"?{parts.query}" if parts.query else ""))


def _with_query(url: str, pairs: list[tuple[str, str]]) -> str:
    parts = urlsplit(url)
    query = "&".join(urlencode([(k, v)]) if v != "" else quote(k, safe="/-") for k, v in pairs)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, query, ""))


def classify(app: App, url: str) -> Verdict:
    """The verdict for url on a host running app."""
    parts = urlsplit(url)
    pairs = parse_qsl(parts.query, keep_blank_values=True)
    kept = [(k, v) for k, v in pairs if k not in app.drop_params and app.default_params.get(k) != v]
    canonical = _with_query(url, kept) if len(kept) != len(pairs) or parts.fragment else url
    target = _target(canonical)
    for skip in app.skip:
        if skip.url.search(target):
            return Verdict(url, None, f"{app.id}: {skip.why}")
    for level in app.levels:
        if level.url.search(target):
            if app.keep_params and kept:
                # a bare key is a friendly URL's id (vBulletin's forumdisplay.php?2-General)
                only = [(k, v) for k, v in kept if k in app.keep_params or v == ""]
                if only != kept:
                    canonical = _with_query(canonical, only)
            return Verdict(canonical, level)
    return Verdict(url, None, f"{app.id}: not a content view")


def level_of(app: App, url: str) -> Level | None:
    """The level of a page already fetched (its URL as fetched)."""
    return classify(app, url).level
