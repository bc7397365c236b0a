"""Shared chrome and helpers of heldout104 (food, nutrition and consumer research portals).

Every portal of the set builds its whole site from one function, so the cases of one portal
share it.  `chrome` adds a page for every same-host menu, footer and header link (a real
portal answers what it prints); `shell` wraps a portal page with the cookie banner and the
analytics snippet these portals carry; the file helpers make the downloads.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response
from sites.portals._portal import Portal, data

SUFFIX = "hx104.example"

COOKIES = (
    '<div class="cookie-banner" role="dialog" aria-label="Cookies">We use cookies for '
    'sign-in and anonymous statistics. <a href="/cookies">Cookie settings</a> '
    "<button>Accept all</button> <button>Only necessary</button></div>"
)
# Inline tag manager: no src, so it adds no link of its own to any page
ANALYTICS = (
    "<script>window.fqLayer=window.fqLayer||[];fqLayer.push({event:'pageview',"
    "path:location.pathname});</script>"
)
# A CDN script as real portals embed (an embedded resource, not a link)
CDN = (
    '<script src="http://cdn.jsdelivr.test/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js"'
    " defer></script>"
)


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def chrome(p: Portal, extra: Iterable[str] = ()) -> dict[str, str]:
    """A page for every same-host menu, footer and header link of the portal (and `extra`)."""
    paths = [h for h, _ in (*p.menu, *p.footer)]
    paths += ["/login", "/signup", "/help", "/search", "/cookies", *extra]
    out: dict[str, str] = {}
    for h in paths:
        if not h.startswith("/") or h == "/" or h in out:
            continue
        label = h.split("?")[0].strip("/").split("/")[-1].replace("-", " ").capitalize()
        label = label or "Page"
        out[h] = p.page(
            label,
            f"<h1>{escape(label)}</h1><p>{escape(p.name)}: {escape(label.lower())}.</p>{COOKIES}",
            head=ANALYTICS,
        )
    return out


def shell(p: Portal, title: str, main: str, *, share: str | None = None) -> str:
    """A portal page with the cookie banner, the CDN script and the analytics snippet."""
    return p.page(title, main + COOKIES, head=CDN + ANALYTICS, share=share)


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return (
        f"<ul{attr}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def csv(text: str) -> Response:
    return data(text, "text/csv; charset=utf-8")


def txt(text: str) -> Response:
    return data(text, "text/plain; charset=utf-8")


def xml(text: str) -> Response:
    return data(text, "application/xml")


def jsonr(obj: object) -> Response:
    return data(json.dumps(obj, indent=1), "application/json")


def pdf_file(title: str, lines: list[str]) -> Response:
    return data(pdf(title, lines), "application/pdf")


def zip_file(seed: str) -> Response:
    # Not a real archive: a deterministic byte body with a zip content type is enough here
    return data(b"PK\x05\x06" + seed.encode() + b"\x00" * 18, "application/zip")


def jpeg_like(rgb: tuple[int, int, int]) -> Response:
    return data(png(16, 12, rgb), "image/png")
