"""Shared chrome and helpers of heldout100's geological-survey portals.

`Chrome` is one portal host and its furniture: a top menu, a search box, login and
registration links, a cookie banner, an analytics tag and CDN assets (embedded, never
artifact URIs), a footer with policy and social links.  `Chrome.site()` serves the
homepage, a chrome-wrapped 404 page, the assets, and a plain chrome page for every
same-host link that the pages it serves print and nothing else answers, so a crawler
following any link on any page gets an answer, as on a real portal.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape, unescape
from urllib.parse import quote, urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import PageValue, Request, Response, Site
from sites.portals._portal import Case

HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)
CDN = "http://cdn.jsdelivr.test"  # third-party asset host, deliberately absent from the web


@dataclass
class Chrome:
    """One portal host and the furniture every one of its pages carries.

    `title_format` places the page title and the site name; `home_title` is the homepage's
    whole title; `home_main` its body (featured records, news); `social` are footer links
    to other hosts; `cookie` shows a consent banner; `cdn` loads the stylesheet and script
    from a third-party host instead of /assets/.
    """

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    social: Sequence[tuple[str, str]] = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    login: str = "/account/login"
    register: str = "/account/register"
    search: str = "/search"
    cookie: bool = True
    cdn: bool = False
    analytics: bool = True
    tagline: str = ""
    extra: Mapping[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def head(self) -> str:
        if self.cdn:
            assets = (
                f'<link rel="stylesheet" href="{CDN}/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css">'
                f'<script src="{CDN}/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" defer>'
                "</script>"
            )
        else:
            assets = (
                '<link rel="stylesheet" href="/assets/portal.css">'
                '<script src="/assets/portal.js" defer></script>'
            )
        tag = ""
        if self.analytics:
            tag = (
                '<script async src="http://www.googletagmanager.test/gtag/js?id=G-7QK2LX"></script>'
                "<script>window.dataLayer=window.dataLayer||[];"
                "function gtag(){dataLayer.push(arguments)}gtag('js',new Date());"
                "gtag('config','G-7QK2LX');</script>"
            )
        return assets + '<link rel="icon" href="/assets/favicon.png">' + tag

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        aside: str = "",
        share: str | None = None,
        raw_title: bool = False,
        crumbs: Sequence[tuple[str, str]] = (),
    ) -> str:
        """A whole HTML page around `main` (and an optional sidebar)."""
        t = title if raw_title else self.title(title)
        menu = "".join(
            f'<li class="nav-item"><a href="{escape(h)}">{escape(x)}</a></li>' for h, x in self.menu
        )
        foot = "".join(f'<li><a href="{escape(h)}">{escape(x)}</a></li>' for h, x in self.footer)
        soc = "".join(
            f'<a class="social" href="{escape(h)}" rel="noopener">{escape(x)}</a>'
            for h, x in self.social
        )
        trail = ""
        if crumbs:
            trail = (
                '<ol class="breadcrumb">'
                + "".join(f'<li><a href="{escape(h)}">{escape(x)}</a></li>' for h, x in crumbs)
                + "</ol>"
            )
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                '<div class="share-bar">Share '
                f'<a href="http://twitter.test/intent/tweet?url={u}">X/Twitter</a> '
                f'<a href="http://www.linkedin.test/sharing/share-offsite/?url={u}">LinkedIn</a> '
                f'<a href="mailto:?subject={quote(title)}&amp;body={u}">Email</a></div>'
            )
        banner = ""
        if self.cookie:
            banner = (
                '<div id="cookie-consent" role="dialog">We use cookies to keep you signed in and '
                'to count visits. <a href="/legal/cookies">Cookie settings</a> '
                "<button>Accept all</button> <button>Only necessary</button></div>"
            )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        tagline = f'<span class="tagline">{escape(self.tagline)}</span>' if self.tagline else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>{self.head()}{head}</head>
<body>{banner}<header class="masthead"><a class="brand" href="/"><img src="/assets/favicon.png" alt="">{escape(self.name)}</a>{tagline}
<nav aria-label="Main"><ul class="nav">{menu}</ul></nav>
<form class="search" action="{self.search}" method="get" role="search"><input name="q" placeholder="Search"><button type="submit">Go</button></form>
<div class="account"><a href="{self.login}">Sign in</a> <a href="{self.register}">Register</a></div></header>
{trail}<div class="content"><main id="main">{main}</main>{side}</div>{shares}
<footer class="site-footer"><ul>{foot}</ul><p>{soc}</p><p>&copy; {escape(self.name)}</p></footer></body></html>
"""

    def chrome_page(self, path: str) -> str:
        """A plain portal page for a chrome link (help, policies, browse, profiles...)."""
        label = (
            unescape(urlsplit(path).path.strip("/").replace("-", " ").replace("/", " › ")) or "Home"
        )
        return self.page(
            label.capitalize(),
            f"<h1>{escape(label.capitalize())}</h1><p>This part of {escape(self.name)} is "
            f'maintained by the portal team. Questions? See <a href="{self.search}">search</a>.</p>',
        )

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We could not find that page</h1><p>{escape(request.path)} does not exist or has "
            f'moved. Try the <a href="{self.search}">catalogue search</a>.</p>',
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host's Site: home, assets, `pages`, a page for every other own link, 404s."""
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        site = Site(self.host, not_found=self.not_found)
        site.add("/", home)
        site.add(
            "/assets/portal.css", Response.data(b"body{margin:0 auto;max-width:72em}\n", "text/css")
        )
        site.add(
            "/assets/portal.js", Response.data(b"window.portal={ready:true};\n", "text/javascript")
        )
        site.add("/assets/favicon.png", Response.data(png(16, 16, (120, 84, 40)), "image/png"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        for path in (
            self.login,
            self.register,
            self.search,
            *(h for h, _ in self.menu),
            *(h for h, _ in self.footer),
        ):
            fill(site, self, path)
        fill(site, self, "/legal/cookies")
        # Every same-host link any served HTML page prints gets an answer.
        for served in list(site.pages.values()):
            body = served.body if isinstance(served, Response) else b""
            if not isinstance(served, Response) or "html" not in (
                served.header("Content-Type") or ""
            ):
                continue
            for href in HREF.findall(body.decode("utf-8", "replace")):
                u = urljoin(self.origin + "/", unescape(href)).split("#", 1)[0]
                parts = urlsplit(u)
                if parts.hostname == self.host and parts.scheme == "http":
                    fill(site, self, parts.path + (f"?{parts.query}" if parts.query else ""))
        return site


def fill(site: Site, chrome: Chrome, path: str) -> None:
    """Serve a chrome page at `path` unless something is already there."""
    if not path.startswith("/"):
        return
    if path in site.pages or path.split("?", 1)[0] in site.pages:
        return
    site.add(path, chrome.chrome_page(path))


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def html(body: str, headers: Sequence[tuple[str, str]] = ()) -> Response:
    return Response.html(body, headers=list(headers))


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def blob(seed: str, size: int = 256) -> Response:
    """Deterministic binary bytes (SEG-Y traces, zipped shapefiles, core-scan TIFFs)."""
    raw = bytes((i * 131 + sum(map(ord, seed))) % 251 for i in range(size))
    return Response.data(raw, "application/octet-stream")


def zipfile_bytes(seed: str) -> Response:
    return Response.data(b"PK\x03\x04" + blob(seed, 200).body, "application/zip")


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def web(cases: Sequence[Case]) -> VirtualWeb:
    """The virtual web of `cases`: each case's sites, a host added once."""
    out = VirtualWeb()
    for c in cases:
        for s in c.build():
            if s.host not in out.sites:
                out.add(s)
    return out
