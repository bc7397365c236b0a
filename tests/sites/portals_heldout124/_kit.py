"""Shared chrome and helpers for heldout124's history-of-science portals."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

MENU = (("/browse", "Browse"), ("/collections", "Collections"), ("/about", "About"))
FOOT = (
    ("/about/licence", "Licence"),
    ("/about/privacy", "Privacy"),
    ("/contact", "Contact"),
    ("http://bsky.test/profile/histsci", "Bluesky"),
)


def portal(host: str, name: str, **kw: object) -> Portal:
    kw.setdefault("menu", MENU)
    kw.setdefault("footer", FOOT)
    return Portal(host, name, **kw)  # type: ignore[arg-type]


def chrome_pages(p: Portal) -> dict[str, PageValue]:
    out: dict[str, PageValue] = {}
    for h, t in (*p.menu, *p.footer, ("/help", "Help"), ("/search", "Search")):
        if h.startswith("/"):
            out[h] = p.page(t, f"<h1>{t}</h1>")
    out["/login"] = p.page("Log in", "<h1>Log in</h1><form><input name=u></form>")
    out["/signup"] = p.page("Sign up", "<h1>Sign up</h1>")
    return out


def builder(p: Portal, pages: Mapping[str, PageValue]) -> Callable[[], list[Site]]:
    def build() -> list[Site]:
        return [p.site({**chrome_pages(p), **pages})]

    return build


def pdfr(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def pngr() -> Response:
    return data(png(16, 12), "image/png")


def jsonr(text: str) -> Response:
    return data(text, "application/json")


def xmlr(text: str) -> Response:
    return data(text, "application/xml")


def a(href: str, text: str) -> str:
    return f'<a href="{href}">{text}</a>'


def ul(items: Sequence[str]) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"
