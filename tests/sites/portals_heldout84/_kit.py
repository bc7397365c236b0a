"""Shared chrome for the heldout84 machine-learning portals: one `Chrome` per portal host.

A real ML portal wraps every record in the same furniture: a top bar with a menu, a search
box, sign-in links, a cookie-consent banner, a tracking beacon, a footer with terms,
privacy, status and social links.  `Chrome.site()` serves the homepage, every chrome link
the pages print (so a crawler never hits a dangling menu item), a search page, a sign-in
page (with or without ``?next=``), a chrome-wrapped 404 page and the static assets.
Small file makers (safetensors, parquet, zip, notebooks) give the downloads real shapes.
"""

from __future__ import annotations

import json
import struct
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Request, Response, Site

Links = Sequence[tuple[str, str]]


@dataclass
class Chrome:
    """One portal host's furniture.  `title_format` places the record title and site name."""

    host: str
    name: str
    menu: Links
    footer: Links
    title_format: str = "{title} · {name}"
    home_title: str | None = None
    home_main: str = ""
    account: Links = (("/login", "Sign in"), ("/join", "Create account"))
    cookie_banner: bool = True
    share: bool = False
    accent: str = "#3355aa"
    cdn: str | None = None  # a static-asset host of the same organisation, if any
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        aside: str = "",
        raw_title: bool = False,
        share_url: str | None = None,
    ) -> str:
        menu = "".join(
            f'<a class="nav-item" href="{escape(h)}">{escape(t)}</a>' for h, t in self.menu
        )
        acct = " ".join(
            f'<a class="btn" href="{escape(h)}">{escape(t)}</a>' for h, t in self.account
        )
        foot = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.footer)
        cookie = (
            '<div class="consent" role="dialog">We use cookies to keep you signed in and to '
            'measure traffic. <button data-consent="all">Accept all</button> '
            '<button data-consent="essential">Essential only</button></div>'
            if self.cookie_banner
            else ""
        )
        shares = ""
        if self.share and share_url:
            u = quote(share_url, safe="")
            shares = (
                '<div class="share-row">Share '
                f'<a href="http://x.social.test/compose?url={u}">X</a> '
                f'<a href="http://www.linkedin.social.test/share?url={u}">LinkedIn</a> '
                f'<a href="http://bsky.social.test/intent?text={u}">Bluesky</a></div>'
            )
        cdn_head = cdn_foot = ""
        if self.cdn:
            # embedded only (script, image): a CDN serves assets, never artifact links
            cdn_head = (
                f'<script src="http://{self.cdn}/libs/ui-kit/3.2.1/ui.min.js" defer></script>'
            )
            cdn_foot = f'<img class="badge" src="http://{self.cdn}/img/badge.svg" alt="">'
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        t = title if raw_title else self.title(title)
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/assets/mark.png">
<script src="/assets/app.js" defer></script><script async src="/assets/beacon.js"></script>
{cdn_head}<style>:root{{--accent:{self.accent}}}</style>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"event":"pageview"}});</script>{head}</head>
<body>{cookie}<header class="topbar"><a class="brand" href="/"><img src="/assets/mark.png" alt="">
{escape(self.name)}</a><nav>{menu}</nav>
<form class="search" action="/search" method="get"><input name="q" placeholder="Search"></form>
<div class="account">{acct}</div></header>
<div class="layout"><main>{main}</main>{side}</div>{shares}
<footer class="site-footer"><ul>{foot}</ul><p>© 2026 {escape(self.name)}</p>{cdn_foot}</footer>
</body></html>
"""

    def chrome_page(self, heading: str, text: str) -> str:
        return self.page(heading, f"<h1>{escape(heading)}</h1><p>{escape(text)}</p>")

    def _not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            "<h1>404</h1><p>We could not find that page. It may have been moved, made "
            'private or deleted. Try <a href="/search">search</a>.</p>',
        )
        return Response.html(body, 404)

    def _search(self, request: Request) -> str:
        return self.page(
            "Search",
            "<h1>Search</h1><p>Type a query to search models, datasets and people.</p>"
            "<p>Filters: tasks, libraries, languages, licences.</p>",
        )

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host with its homepage, chrome pages, search, sign-in, 404 and assets."""
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1><p>Welcome.</p>",
            raw_title=True,
        )
        site = Site(self.host, not_found=self._not_found)
        site.add("/", home)
        site.add(
            "/assets/app.css", Response.data(b"body{margin:0;font:15px system-ui}\n", "text/css")
        )
        site.add("/assets/app.js", Response.data(b"window.app={ready:true};\n", "text/javascript"))
        site.add(
            "/assets/beacon.js", Response.data(b"navigator.sendBeacon&&0;\n", "text/javascript")
        )
        site.add("/assets/mark.png", Response.data(png(12, 12), "image/png"))
        for path, label in [*self.menu, *self.footer, *self.account]:
            if path.startswith("/") and path != "/":
                site.add(path, self.chrome_page(label, f"{label} at {self.name}."))
        site.route("/search")(self._search)
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site

    def sites(self, pages: Mapping[str, PageValue]) -> list[Site]:
        """`site(pages)` and, when the portal has one, its CDN host."""
        out = [self.site(pages)]
        if self.cdn:
            out.append(
                Site(
                    self.cdn,
                    {
                        "/": Response.text("static assets\n"),
                        "/libs/ui-kit/3.2.1/ui.min.js": Response.data(b"/*ui*/", "text/javascript"),
                        "/img/badge.svg": Response.data(
                            b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"
                        ),
                    },
                )
            )
        return out


def ul(items: Links, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return (
        f"<ul{attr}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def blob(body: bytes | str, ctype: str) -> Response:
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


def with_links(resp: Response, links: Sequence[tuple[str, str]]) -> Response:
    """`resp` with an HTTP Link header of (uri, rel) pairs (signposting)."""
    header = ", ".join(f'<{u}>; rel="{r}"' for u, r in links)
    return resp.with_(headers=[*resp.headers, ("Link", header)])


def safetensors(name: str, shard: int) -> Response:
    """A tiny but well-formed safetensors file: u64 header length, JSON header, data."""
    header = json.dumps(
        {
            f"layers.{shard}.weight": {"dtype": "F16", "shape": [2, 2], "data_offsets": [0, 8]},
            "__metadata__": {"format": "pt", "model": name},
        }
    ).encode()
    return blob(struct.pack("<Q", len(header)) + header + bytes(8), "application/octet-stream")


def parquet(seed: str) -> Response:
    """Parquet magic around compressed rows (readers only sniff the magic here)."""
    return blob(
        b"PAR1" + zlib.compress(seed.encode() * 4) + b"PAR1", "application/vnd.apache.parquet"
    )


def zipfile(seed: str) -> Response:
    return blob(b"PK\x03\x04" + zlib.compress(seed.encode() * 3), "application/zip")


def notebook(cells: Sequence[str]) -> Response:
    nb = {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {"kernelspec": {"name": "python3"}},
        "cells": [{"cell_type": "code", "source": c, "outputs": []} for c in cells],
    }
    return blob(json.dumps(nb), "application/x-ipynb+json")


Builder = Callable[[], tuple[list[Site], dict[str, list[str]]]]


def truth_of(build: Builder, key: str) -> list[str]:
    """One named URI list (a case's truth or others) of a portal builder."""
    return build()[1][key]
