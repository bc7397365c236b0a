"""Small builders shared by the heldout15 portals: chrome with an optional generator, file
responses (PDF, image, audio, XML, JSON, ZIP), Signposting Link headers, plain file hosts."""

from __future__ import annotations

import json as _json
from collections.abc import Mapping, Sequence

from keepnet.testweb.assets import pdf as _pdf
from keepnet.testweb.assets import png as _png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

MENU = [
    ("/about", "About"),
    ("/browse", "Browse"),
    ("/collections", "Collections"),
    ("/help", "Help"),
]
FOOTER = [
    ("/accessibility", "Accessibility"),
    ("/privacy", "Privacy"),
    ("/terms", "Terms of use"),
    ("/contact", "Contact"),
]


def portal(
    host: str,
    name: str,
    *,
    menu: Sequence[tuple[str, str]] = MENU,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
) -> Portal:
    return Portal(
        host,
        name,
        menu,
        FOOTER,
        title_format=title_format,
        home_title=home_title,
        home_main=f"<h1>{name}</h1><p>Recently added: see <a href='/browse'>browse</a>.</p>",
    )


def generator(name: str) -> str:
    return f'<meta name="generator" content="{name}">'


def html(body: str, link: Sequence[tuple[str, str]] = ()) -> Response:
    """An HTML page; `link` (target, rel) pairs go in one HTTP Link header (Signposting)."""
    headers = [("Link", ", ".join(f'<{u}>; rel="{r}"' for u, r in link))] if link else []
    return Response.html(body, headers=headers)


def pdf(title: str, *lines: str) -> Response:
    return Response.data(_pdf(title, list(lines) or [title]), "application/pdf")


def image(seed: int = 0) -> Response:
    return Response.data(_png(16, 12, (60 + seed % 150, 80, 120)), "image/png")


def audio(label: str) -> Response:
    # An ID3 header and a label are enough: nothing here decodes audio.
    return Response.data(b"ID3\x03\x00\x00\x00\x00\x00\x10" + label.encode() * 8, "audio/mpeg")


def xml(body: str, ctype: str = "application/xml") -> Response:
    return Response.data(('<?xml version="1.0" encoding="UTF-8"?>\n' + body).encode(), ctype)


def json(obj: object, ctype: str = "application/json") -> Response:
    return Response.data(_json.dumps(obj, indent=1).encode(), ctype)


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def zipfile(label: str) -> Response:
    # An empty ZIP archive (end-of-central-directory record only) with a comment.
    comment = label.encode()[:200]
    return Response.data(
        b"PK\x05\x06" + b"\x00" * 16 + len(comment).to_bytes(2, "little") + comment,
        "application/zip",
    )


def file_host(host: str, files: Mapping[str, PageValue]) -> Site:
    """A bare file host or CDN: no chrome, a plain 404 for anything else."""
    return Site(host, dict(files))
