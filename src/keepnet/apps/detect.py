"""Which application a host runs, decided on several of its pages and re-checked.

Each HTML page (2xx) of a host is an observation: the application whose detection patterns
it shows (at least the entry's `min` of them), or none.  A host is decided for an
application once DECIDE_PAGES of its first pages show it and they are most of the pages seen
so far — so a page that only looks like an application does not switch the host's policy.
A decided host that stops showing its application on RECHECK_PAGES pages in a row goes back
to generic crawling (a site migrated, a mistaken decision).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from keepnet.apps.knowledge import App

DECIDE_PAGES = 2
LOOK_PAGES = 6  # pages of a host looked at before it is left generic for good
RECHECK_PAGES = 5


@dataclass
class HostState:
    seen: Counter[str] = field(default_factory=Counter)  # app id ("" none) -> pages
    pages: int = 0
    app: str | None = None
    misses: int = 0  # pages in a row not showing the decided app

    def to_json(self) -> dict[str, Any]:
        return {
            "seen": dict(self.seen),
            "pages": self.pages,
            "app": self.app,
            "misses": self.misses,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> HostState:
        return cls(
            Counter(data.get("seen") or {}),
            int(data.get("pages") or 0),
            data.get("app"),
            int(data.get("misses") or 0),
        )


class Detector:
    def __init__(self, apps: list[App]) -> None:
        self.apps = {a.id: a for a in apps}
        self.hosts: dict[str, HostState] = {}
        # The last page's verdict: the crawl asks twice about an undecided host's page
        # (observe, then looks_like for its links), and each asks every pattern of every app.
        self._last: tuple[str, str, App | None] | None = None

    def app_of(self, host: str) -> App | None:
        state = self.hosts.get(host)
        return self.apps.get(state.app) if state is not None and state.app else None

    def wants(self, host: str) -> bool:
        """Whether a page of host is still worth looking at (undecided and young, or decided:
        re-checked); most hosts stop costing anything after their first pages."""
        state = self.hosts.get(host)
        return state is None or state.app is not None or state.pages < LOOK_PAGES

    def looks_like(self, url: str, html: str) -> App | None:
        """The application this one page shows most strongly (at least its `min` signals)."""
        last = self._last
        if last is not None and last[0] == url and last[1] is html:
            return last[2]
        best: tuple[int, App] | None = None
        for app in self.apps.values():
            n = app.signals(url, html)
            if n >= app.detect_min and (best is None or n > best[0]):
                best = (n, app)
        self._last = (url, html, best[1] if best else None)
        return best[1] if best else None

    def observe(self, host: str, url: str, html: str) -> str | None:
        """Record one page; a message when the host's decision changes."""
        state = self.hosts.setdefault(host, HostState())
        shown = self.looks_like(url, html)
        if state.app is not None:
            if shown is not None and shown.id == state.app:
                state.misses = 0
                return None
            state.misses += 1
            if state.misses >= RECHECK_PAGES:
                old, state.app, state.misses = state.app, None, 0
                state.seen.clear()
                state.pages = 0
                return f"{host}: {RECHECK_PAGES} pages in a row do not show {old}: crawled generically again"
            return None
        if state.pages >= LOOK_PAGES:
            return None
        state.pages += 1
        state.seen[shown.id if shown else ""] += 1
        top, n = state.seen.most_common(1)[0]
        if top and n >= DECIDE_PAGES and 2 * n > state.pages:
            state.app = top
            return f"{host}: {self.apps[top].name} (on {n} of its first {state.pages} pages)"
        return None

    def decided(self) -> dict[str, str]:
        return {h: s.app for h, s in sorted(self.hosts.items()) if s.app}

    def to_json(self) -> dict[str, Any]:
        return {h: s.to_json() for h, s in self.hosts.items()}

    def load(self, data: dict[str, Any]) -> None:
        self.hosts = {h: HostState.from_json(v) for h, v in data.items() if isinstance(v, dict)}
