"""Shared chrome of the heldout77 big-science portals: header, menus, cookie banner, footer.

Every page of a portal carries a skip link, a brand link home, a main menu, a search form,
sign-in links, a cookie banner, a footer and an analytics snippet, so "one hop out" visibly
over-collects.  `Chrome.site()` serves the homepage, a chrome-wrapped 404, the static
assets and a chrome page for every same-host menu and footer link, so the portal answers
every link it prints.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

CSS = b".kb-shell{max-width:72rem;margin:auto;font-family:system-ui} .kb-cookie{position:fixed}\n"
JS = b"window.dataLayer=window.dataLayer||[];document.documentElement.dataset.js='1';\n"

# Always printed by the chrome; served as chrome pages too.
BASE_CHROME = ("/search", "/account/signin", "/account/register", "/help", "/privacy")


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    """A list of links."""
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def file_pdf(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def blob(kind: str, seed: str, size: int = 600) -> Response:
    """Opaque binary content (ROOT files, tarballs, FITS images): never text, no title."""
    raw = bytes((i * 37 + len(seed) * 11 + ord(seed[i % len(seed)])) % 256 for i in range(size))
    return Response.data(raw, kind)


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


@dataclass
class Chrome:
    """One portal host and its look.  `title_fmt` places a page's title and the site name."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_fmt: str = "{t} | {name}"
    home_title: str | None = None
    home_main: str = "<h1>Welcome</h1>"
    tracker: str = "stats.hx-analytics.test"
    extra_chrome: Sequence[str] = field(default_factory=tuple)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def page(
        self,
        title: str,
        main: str,
        *,
        aside: str = "",
        head: str = "",
        raw_title: bool = False,
        share: str | None = None,
    ) -> str:
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                f'<div class="kb-share">Share: <a href="http://social.hx-share.test/post?u={u}">'
                f'Post</a> <a href="mailto:?subject={u}">E-mail</a> '
                f'<a href="http://bookmarks.hx-share.test/add?url={u}">Bookmark</a></div>'
            )
        t = title if raw_title else self.title_fmt.format(t=title, name=self.name)
        side = f'<aside class="kb-side">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="/assets/app.css"><link rel="icon" href="/assets/mark.png">{head}
<script src="http://cdn.hx-jsdelivr.test/npm/htmx.org@1.9.12/dist/htmx.min.js"></script>
<script src="/assets/app.js" defer></script>
<script async src="http://{self.tracker}/t.js?site={escape(self.host)}"></script></head>
<body><a class="skip" href="#content">Skip to content</a>
<div class="kb-cookie" role="dialog">We use cookies to measure usage.
<a href="/privacy">Privacy notice</a> <button>Accept</button> <button>Reject</button></div>
<header class="kb-shell"><a class="kb-brand" href="/"><img src="/assets/mark.png" alt="">
{escape(self.name)}</a><nav aria-label="main">{ul(self.menu)}</nav>
<form role="search" action="/search"><input name="q" placeholder="Search"><button>Go</button>
</form><a href="/account/signin">Sign in</a> <a href="/account/register">Register</a>
<a href="/help">Help</a></header>
<div class="kb-shell"><main id="content">{main}{shares}</main>{side}</div>
<footer class="kb-shell">{ul(self.footer, "kb-foot")}
<p>&copy; {escape(self.name)}. Content licences vary by record.</p></footer>
</body></html>
"""

    def _missing(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>404</h1><p>No page at <code>{escape(request.path)}</code>.</p>"
            '<p>Try the <a href="/search">search</a> or the <a href="/help">help pages</a>.</p>',
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        s = Site(self.host, not_found=self._missing)
        s.add("/", self.page(self.home_title or self.name, self.home_main, raw_title=True))
        s.add("/assets/app.css", Response.data(CSS, "text/css"))
        s.add("/assets/app.js", Response.data(JS, "text/javascript"))
        s.add("/assets/mark.png", Response.data(png(8, 8, (20, 60, 120)), "image/png"))
        chrome = [h for h, _ in (*self.menu, *self.footer)] + list(BASE_CHROME)
        for href in (*chrome, *self.extra_chrome):
            if href.startswith("/") and href != "/":
                path = href.split("?", 1)[0]
                label = path.strip("/").replace("/", " ").replace("-", " ").title()
                s.add(path, self.page(label, f"<h1>{escape(label)}</h1><p>Portal page.</p>"))
        for path, value in pages.items():
            s.add(path, value)
        return s


def file_host(host: str, files: Mapping[str, PageValue]) -> Site:
    """A bare download host: its files and a one-line index page, 404 elsewhere."""
    s = Site(host, files)
    s.add("/", text(f"{host}: file service. Use the links of the portal.\n"))
    return s
