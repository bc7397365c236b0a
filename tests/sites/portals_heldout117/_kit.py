"""Shared bits of heldout117's portals: file responses, footers, a build helper."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data

SUFFIX = "hx117.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return data(body, ctype)


def image() -> Response:
    return data(png(16, 12, (120, 110, 90)), "image/png")


def footer(extra: tuple[tuple[str, str], ...] = ()) -> list[tuple[str, str]]:
    """A realistic footer: licence, privacy, accessibility, contact and social links."""
    return [
        ("/about/licence", "Licence"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("/contact", "Contact"),
        *extra,
        ("http://mastodon.test/@digipres", "Mastodon"),
        ("http://www.linkedin.test/company/digipres", "LinkedIn"),
    ]


def one_site(
    portal: Portal, pages: Callable[[], Mapping[str, PageValue]]
) -> Callable[[], list[Site]]:
    """A build function serving the portal's whole site (every case of that portal)."""

    def build() -> list[Site]:
        return [portal.site(pages())]

    return build
