"""Shared helpers of heldout115: small markup builders, files and signposting answers."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Request, Response, Site
from sites.portals._portal import Portal

SUFFIX = "hx115.example"


def host(name: str, org: str) -> str:
    return f"{name}.{org}.{SUFFIX}"


def a(href: str, text: str, cls: str = "", rel: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    r = f' rel="{rel}"' if rel else ""
    return f'<a href="{escape(href)}"{c}{r}>{escape(text)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def dl(rows: Sequence[tuple[str, str]]) -> str:
    """A definition list; values are raw HTML."""
    return "<dl>" + "".join(f"<dt>{escape(k)}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def csv_file(*rows: str) -> Response:
    return Response.data(("\n".join(rows) + "\n").encode(), "text/csv")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def image(rgb: tuple[int, int, int] = (200, 60, 60)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


def zip_file(label: str) -> Response:
    # An empty-but-valid ZIP (end of central directory only) with a comment naming it.
    comment = label.encode()[:200]
    eocd = b"PK\x05\x06" + b"\x00" * 16 + len(comment).to_bytes(2, "little") + comment
    return Response.data(eocd, "application/zip")


def signposted(body: str, links: Sequence[tuple[str, str, str]]) -> Response:
    """An HTML answer with a signposting Link header: (target, rel, type-or-empty)."""
    parts = []
    for target, rel, ctype in links:
        p = f'<{target}>; rel="{rel}"'
        if ctype:
            p += f'; type="{ctype}"'
        parts.append(p)
    return Response.html(body, headers=[("Link", ", ".join(parts))])


def bare_site(hostname: str, home: str, pages: dict[str, Response | str]) -> Site:
    """A hand-made site: no chrome, plain 404s."""

    def nf(request: Request) -> Response:
        return Response.not_found(request.url)

    site = Site(hostname, not_found=nf)
    site.add("/", home)
    for path, value in pages.items():
        site.add(path, value)
    return site


def full_site(portal: Portal, pages: Mapping[str, object], nav: Iterable[str] = ()) -> Site:
    """`portal.site(pages)` plus a plain page for each local menu, footer, login, sign-up
    and search link and each path of `nav` (breadcrumbs, taxonomy, profiles), as a real
    portal serves them: the chrome answers 200, not 404."""
    out: dict[str, object] = dict(pages)
    chrome = [*portal.menu, *portal.footer, ("/login", "Log in"), ("/signup", "Sign up")]
    chrome += [("/search", "Search"), *((p, p.strip("/").split("/")[-1] or p) for p in nav)]
    for href, text in chrome:
        path = href.split("#", 1)[0]
        if path.startswith("/") and path != "/" and path not in out:
            out[path] = portal.page(text, f"<h1>{escape(text)}</h1><p>{escape(portal.name)}</p>")
    return portal.site(out)  # type: ignore[arg-type]
