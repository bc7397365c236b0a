"""Shared chrome for the heldout76 ecology portals: cookie banners, analytics tags, chrome
pages for every menu and footer link, and small text-file helpers.

Every portal here wraps `sites.portals._portal.Portal`; `EcoPortal` adds what ecology data
portals carry on every page (a cookie banner with its policy link, an analytics tag, a CDN
script), so the banner is on the homepage and the 404 page too, as on a real site.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Portal

CHROME_PATHS = ("/login", "/signup", "/help", "/search", "/cookies", "/privacy")


@dataclass
class EcoPortal(Portal):
    """A `Portal` whose every page also carries a cookie banner and tracking scripts."""

    banner: str = ""
    analytics: str = ""

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        return super().page(
            title, self.banner + main, head=self.analytics + head, share=share, raw_title=raw_title
        )


def banner(policy: str = "/cookies") -> str:
    return (
        '<div class="cookie-consent" role="dialog">This site uses cookies for statistics. '
        f'<a href="{escape(policy)}">Cookie policy</a> <button>Accept</button></div>'
    )


def tracker(org: str) -> str:
    # Script sources are embedded resources, not links: hosts outside the web are fine.
    return (
        f'<script async src="http://stats.{org}-metrics.test/tag.js"></script>'
        f'<script src="http://cdn.jsdelivr.test/npm/leaflet@1.9/leaflet.js"></script>'
    )


def chrome_pages(portal: Portal, more: tuple[str, ...] = ()) -> dict[str, PageValue]:
    """A plain page for every same-host menu, footer and account link the chrome prints."""
    out: dict[str, PageValue] = {}
    hrefs = [h for h, _ in (*portal.menu, *portal.footer)] + list(CHROME_PATHS) + list(more)
    labels = dict((*portal.menu, *portal.footer))
    for href in hrefs:
        if not href.startswith("/") or href == "/" or href in out:
            continue
        label = labels.get(href, href.strip("/").split("?")[0].replace("-", " ").title() or "Page")
        out[href] = portal.page(label, f"<h1>{escape(label)}</h1><p>{escape(portal.name)}.</p>")
    return out


def build(portal: Portal, pages: Mapping[str, PageValue], more: tuple[str, ...] = ()) -> Site:
    """The portal's site: homepage, 404, assets, chrome pages, then the given pages."""
    return portal.site({**chrome_pages(portal, more), **pages})


def ul(items: list[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def csv(header: str, rows: int, seed: int = 0) -> str:
    """A small deterministic CSV body: `rows` data lines under `header`."""
    cols = header.count(",") + 1
    lines = [header]
    for i in range(rows):
        lines.append(",".join(str((seed * 31 + i * 7 + j * 13) % 997) for j in range(cols)))
    return "\n".join(lines) + "\n"
