"""Shared chrome and helpers of heldout123 (forestry, wood science, landscape ecology)."""

from __future__ import annotations

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response
from sites.portals._portal import Portal, data

H = "hx123.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{H}"


def portal(
    name: str,
    org: str,
    site_name: str,
    menu: list[tuple[str, str]],
    *,
    title_format: str = "{title} | {name}",
    home_main: str = "",
    home_title: str | None = None,
) -> Portal:
    return Portal(
        host(name, org),
        site_name,
        menu,
        footer=[
            ("/about", "About"),
            ("/privacy", "Privacy"),
            ("/accessibility", "Accessibility"),
            ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
        ],
        title_format=title_format,
        home_main=home_main,
        home_title=home_title,
    )


def pdf_of(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines) or [title]), "application/pdf")


def csv(header: str, *rows: str) -> Response:
    return data("\n".join([header, *rows]) + "\n", "text/csv")


def text(body: str) -> Response:
    return data(body, "text/plain; charset=utf-8")
