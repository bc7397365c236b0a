"""Shared chrome and helpers of heldout97's mock edition portals.

What every portal of the set has around an artifact beyond `Portal.page`'s menu, search,
login and footer: a cookie-consent banner, an analytics script and theme CSS on the
portal's own static host, a related-items sidebar, and a page for every same-host link a
page prints (`serve_every_link`), as a real portal answers every link it shows.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from html import escape, unescape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import Portal

SUFFIX = "hx97.example"
# a, link and area hrefs, and form actions: every same-host address a page prints
PRINTED = re.compile(
    r"""<(?:a|link|area|form)\b[^>]*?\b(?:href|action)\s*=\s*["']([^"']+)["']""", re.I
)


def host(name: str, org: str) -> str:
    """`<name>.<org>.hx97.example`: each org its own registrable domain."""
    return f"{name}.{org}.{SUFFIX}"


def a(href: str, text: str, rel: str = "", cls: str = "") -> str:
    """An anchor with its href escaped (query strings keep their '&' as '&amp;')."""
    extra = (f' rel="{rel}"' if rel else "") + (f' class="{cls}"' if cls else "")
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def static_site(name: str) -> Site:
    """A portal's asset host: theme CSS, scripts, fonts, thumbnails at any path."""
    site = Site(name)

    @site.route(re.compile(r"/.*"))
    def _asset(request: Request) -> Response:
        path = request.path
        if path.endswith(".css"):
            return Response.data(b".layout{display:flex} aside{width:16em}\n", "text/css")
        if path.endswith(".js"):
            return Response.data(b"window._q=window._q||[];_q.push(['pv']);\n", "text/javascript")
        if path.endswith(".woff2"):
            return Response.data(b"wOF2\x00\x01\x00\x00", "font/woff2")
        return Response.data(png(16, 12, (120, 100, 70)), "image/png")

    return site


def page(
    portal: Portal,
    title: str,
    main: str,
    *,
    static: str,
    aside: str = "",
    head: str = "",
    share: str | None = None,
    raw_title: bool = False,
) -> str:
    """A portal page with the set's extra chrome: cookie banner, sidebar, analytics."""
    head = (
        f'<link rel="stylesheet" href="http://{static}/css/theme.css">'
        f'<script src="http://{static}/js/analytics.js" async></script>' + head
    )
    body = (
        '<div class="cookie-consent" role="dialog">This site uses cookies to count visits. '
        f"{a('/privacy#cookies', 'Cookie settings')} <button>Accept all</button></div>"
        f'<div class="layout"><article>{main}</article>'
        + (f'<aside class="related">{aside}</aside>' if aside else "")
        + "</div>"
    )
    return portal.page(title, body, head=head, share=share, raw_title=raw_title)


def _label(path: str) -> str:
    last = [p for p in path.split("/") if p] or ["home"]
    return last[-1].replace("-", " ").replace("_", " ").capitalize()


def chrome_page(portal: Portal, path: str, static: str) -> str:
    """What the portal shows at a menu, footer, listing or other-record link."""
    label = _label(path)
    main = (
        f"<h1>{escape(label)}</h1><p>This section of {escape(portal.name)} lists content "
        f"and help about {escape(label.lower())}.</p>"
        f"<p>{a('/', 'Back to the start page')} · {a('/help', 'Help')}</p>"
    )
    return page(portal, label, main, static=static)


def serve_every_link(site: Site, portal: Portal, static: str) -> Site:
    """Add a chrome page for every same-host address any page of `site` prints."""
    site.pages.setdefault("/help", Response.html(chrome_page(portal, "/help", static)))
    grew = True
    while grew:
        grew = False
        for path, behaviour in list(site.pages.items()):
            if not isinstance(behaviour, Response):
                continue
            if "html" not in (behaviour.header("Content-Type") or ""):
                continue
            base = site.url(path)
            for href in PRINTED.findall(behaviour.body.decode("utf-8", "replace")):
                u = urlsplit(urljoin(base, unescape(href)))
                if u.scheme != "http" or u.hostname != site.host:
                    continue
                key = u.path + ("?" + u.query if u.query else "")
                if key in site.pages or u.path in site.pages:
                    continue
                site.add(u.path, chrome_page(portal, u.path, static))
                grew = True
    return site


def finish(portal: Portal, pages: Mapping[str, PageValue], static: str) -> Site:
    """The portal's site: its pages, homepage, 404 page, assets and every printed link."""
    return serve_every_link(portal.site(pages), portal, static)


def with_links(resp: Response, links: Sequence[str]) -> Response:
    """`resp` with HTTP Link headers added (signposting)."""
    return resp.with_(headers=[*resp.headers, ("Link", ", ".join(links))])


def pdf_of(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def tei(title: str, body: str = "") -> Response:
    """A small TEI document whose titleStmt carries `title`."""
    xml = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0">'
        f"<teiHeader><fileDesc><titleStmt><title>{escape(title)}</title></titleStmt>"
        "<publicationStmt><p>Published under CC BY 4.0</p></publicationStmt>"
        "<sourceDesc><p>Autograph letter</p></sourceDesc></fileDesc></teiHeader>"
        f"<text><body><div type='letter'><p>{escape(body or title)}</p></div></body></text></TEI>\n"
    )
    return Response.data(xml.encode(), "application/tei+xml")


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def zipbytes(label: str) -> Response:
    """Bytes that start like a ZIP archive (local file header) and name their content."""
    return Response.data(b"PK\x03\x04\x14\x00\x00\x00" + label.encode() * 8, "application/zip")
