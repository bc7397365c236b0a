"""Shared helpers of heldout109: files, signposting headers and bare (chrome-less) pages."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Portal

SUFFIX = "hx109.example"

SOCIAL = [
    ("http://bsky.test/profile/portal", "Bluesky"),
    ("http://mastodon.test/@portal", "Mastodon"),
]


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines) or ["Full text."]), "application/pdf")


def image(rgb: tuple[int, int, int] = (180, 160, 120), w: int = 16, h: int = 12) -> Response:
    return Response.data(png(w, h, rgb), "image/png")


def jpeg_like(seed: int) -> Response:
    """An image file (served as PNG bytes under a .jpg name, as IIIF servers negotiate)."""
    return Response.data(png(12, 16, (seed % 255, 120, 90)), "image/jpeg")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def signposting(
    body: str, targets: Sequence[tuple[str, str, str | None]], status: int = 200
) -> Response:
    """An HTML landing page carrying FAIR Signposting in its Link header."""
    parts = []
    for url, rel, ctype in targets:
        p = f'<{url}> ; rel="{rel}"'
        if ctype:
            p += f' ; type="{ctype}"'
        parts.append(p)
    return Response.html(body, status, headers=[("Link", " , ".join(parts))])


def signposting_head(targets: Sequence[tuple[str, str, str | None]]) -> str:
    """The same typed links as HTML <link> elements (Signposting in the page head)."""
    out = []
    for url, rel, ctype in targets:
        t = f' type="{escape(ctype)}"' if ctype else ""
        out.append(f'<link rel="{rel}" href="{escape(url)}"{t}>')
    return "".join(out)


def bare_page(title: str, body: str, *, css: str | None = None) -> str:
    """A hand-written page: no menu, no search, no footer of a portal."""
    style = f'<link rel="stylesheet" href="{escape(css)}">' if css else ""
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title>{style}</head>\n<body>\n{body}\n</body></html>\n"
    )


def bare_site(hostname: str, pages: dict[str, object]) -> Site:
    """A site with no portal chrome (a departmental web server, an Apache host)."""
    site = Site(hostname)
    for path, value in pages.items():
        site.add(path, value)  # type: ignore[arg-type]
    return site


def urls(portal: Portal | str, *paths: str) -> list[str]:
    origin = portal.origin if isinstance(portal, Portal) else f"http://{portal}"
    return [origin + p for p in paths]
