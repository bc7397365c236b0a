"""Shared chrome and file helpers of the heldout102 portals (clinical trials and regulatory
documents).

`Chrome` draws what a real regulatory or trial portal wraps around a record: a skip link,
a cookie-consent banner, an account bar, the main menu, a search form, breadcrumbs back to
sections, a footer with legal and social links, CDN stylesheets and an analytics tag.  The
homepage and the 404 page carry the same chrome, so the seed's ignored-URI list can be built
from them.  `Chrome.site()` also answers every same-host link any served page prints (the
section, help and account pages are chrome pages), as a real portal would.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import urljoin, urlsplit

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

SUFFIX = "hx102.example"
HREF = re.compile(r"""<(?:a|link|area)\b[^>]*?\bhref\s*=\s*["']([^"']+)["']""", re.I)


def a(href: str, text: str, cls: str = "") -> str:
    """An anchor, escaped."""
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def table(head: Sequence[str], rows: Sequence[Sequence[str]], cls: str = "data") -> str:
    """A table whose cells are raw HTML (escape text before passing it)."""
    th = "".join(f"<th>{escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}"><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>'


@dataclass
class Chrome:
    """One portal host's chrome.  `title_format` places the record title and site name."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]]
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    social: Sequence[tuple[str, str]] = ()  # external profiles (twitter.test, ...)
    account: Sequence[tuple[str, str]] = (("/account/login", "Sign in"),)
    cookie_policy: str = "/cookies"
    search: str = "/search"
    tag: str = "G-HX102"  # analytics id
    extra_head: str = ""
    soft_404: bool = False
    notes: Mapping[str, str] = field(default_factory=dict)  # chrome page path -> blurb

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
        crumbs: Sequence[tuple[str, str]] = (),
        raw_title: bool = False,
        body_class: str = "",
    ) -> str:
        t = title if raw_title else self.title(title)
        menu = "".join(f'<li class="nav-item">{a(h, x, "nav-link")}</li>' for h, x in self.menu)
        acct = " ".join(a(h, x, "acct") for h, x in self.account)
        foot = "".join(f"<li>{a(h, x)}</li>" for h, x in self.footer)
        soc = "".join(f"<li>{a(h, x, 'social')}</li>" for h, x in self.social)
        bc = ""
        if crumbs:
            bc = (
                '<nav aria-label="breadcrumb"><ol class="breadcrumb"><li>'
                + a("/", "Home")
                + "</li>"
                + "".join(f"<li>{a(h, x)}</li>" for h, x in crumbs)
                + "</ol></nav>"
            )
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        cls = f' class="{body_class}"' if body_class else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/css/main.css">
<link rel="icon" href="/assets/img/favicon.png">
<script src="/assets/js/app.js" defer></script>
<script async src="http://www.tagmanager.test/gtag/js?id={self.tag}"></script>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{'id':'{self.tag}'}});</script>
{self.extra_head}{head}</head>
<body{cls}><a class="skip" href="#content">Skip to main content</a>
<div id="cookie-consent" role="dialog"><p>We use cookies to measure how this site is used.
{a(self.cookie_policy, "Cookie policy")}</p><button data-consent="accept">Accept</button>
<button data-consent="reject">Reject non-essential</button></div>
<header class="site-header"><a class="brand" href="/"><img src="/assets/img/logo.png"
alt="{escape(self.name)}"></a><div class="account">{acct}</div>
<nav class="main-nav"><ul>{menu}</ul></nav>
<form class="search" role="search" action="{self.search}" method="get">
<input type="search" name="q" aria-label="Search"><button type="submit">Search</button></form>
</header>{bc}
<div class="layout"><main id="content">{main}</main>{side}</div>
<footer class="site-footer"><ul class="footer-links">{foot}</ul>
<ul class="follow">{soc}</ul><p class="copy">&#169; {escape(self.name)}</p></footer>
</body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Page not found",
            "<h1>We could not find that page</h1><p>The page "
            f"<code>{escape(request.path)}</code> does not exist or has moved. Use the search "
            f"box or go to the {a('/', 'homepage')}.</p>",
        )
        return Response.html(body, 200 if self.soft_404 else 404)

    def chrome_page(self, path: str) -> str:
        label = path.rstrip("/").rsplit("/", 1)[-1].replace("-", " ").replace("_", " ")
        label = (label or "home").capitalize()
        blurb = self.notes.get(path, f"Information about {label.lower()} on {self.name}.")
        return self.page(label, f"<h1>{escape(label)}</h1><p>{escape(blurb)}</p>")

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host: homepage, assets, `pages`, a chrome page for every other same-host link
        a served page prints, and the chrome 404 page for anything else."""
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        site = Site(self.host, not_found=self.not_found)
        site.add("/", home)
        site.add("/assets/css/main.css", Response.data(b"body{margin:0}\n", "text/css"))
        site.add("/assets/js/app.js", Response.data(b"/* app */\n", "text/javascript"))
        site.add("/assets/img/logo.png", Response.data(png(24, 8), "image/png"))
        site.add("/assets/img/favicon.png", Response.data(png(8, 8), "image/png"))
        for path, value in pages.items():
            site.add(path, value)
        serve_every_link(site, self.chrome_page)
        return site


def serve_every_link(site: Site, make: Callable[[str], str]) -> None:
    """Add a page made by `make(path)` for every same-host link that no page answers yet."""
    todo = [p for p in site.pages]
    while todo:
        path = todo.pop()
        b = site.pages[path]
        if not isinstance(b, Response) or "html" not in (b.header("Content-Type") or ""):
            continue
        base = site.url(path)
        for href in HREF.findall(b.body.decode("utf-8", "replace")):
            u = urlsplit(urljoin(base, href.replace("&amp;", "&")))
            if u.hostname != site.host or u.scheme != "http":
                continue
            full = u.path + ("?" + u.query if u.query else "")
            if full in site.pages or u.path in site.pages:
                continue
            site.add(u.path, make(u.path))
            todo.append(u.path)


# -- files ------------------------------------------------------------------------------


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def json_file(obj: object, ctype: str = "application/json") -> Response:
    return Response.data(json.dumps(obj, indent=1).encode("utf-8"), ctype)


def zip_file(members: Mapping[str, str]) -> Response:
    """A real, deterministic zip archive (fixed timestamps)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, body in members.items():
            z.writestr(zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0)), body)
    return Response.data(buf.getvalue(), "application/zip")


def csv_rows(header: Sequence[str], n: int, seed: int) -> str:
    """A small deterministic CSV (no title inside: a bare data file)."""
    out = [",".join(header)]
    for i in range(n):
        out.append(",".join(str((seed * 31 + i * 7 + j * 13) % 97) for j in range(len(header))))
    return "\n".join(out) + "\n"


def ris(title: str, authors: Sequence[str], year: int, doi: str, url: str) -> Response:
    au = "".join(f"AU  - {x}\n" for x in authors)
    body = f"TY  - DATA\nTI  - {title}\n{au}PY  - {year}\nDO  - {doi}\nUR  - {url}\nER  - \n"
    return text_file(body, "application/x-research-info-systems")


def bibtex(key: str, title: str, authors: Sequence[str], year: int, doi: str) -> Response:
    body = (
        f"@misc{{{key},\n  title = {{{title}}},\n  author = {{{' and '.join(authors)}}},\n"
        f"  year = {{{year}}},\n  doi = {{{doi}}}\n}}\n"
    )
    return text_file(body, "application/x-bibtex")


def redirect(location: str, status: int = 302) -> Response:
    return Response.redirect(location, status)


def signposted(body: str, links: Sequence[tuple[str, str, str]]) -> Response:
    """An HTML page with FAIR Signposting in its Link header: (uri, rel, type) triples."""
    value = ", ".join(f'<{u}>; rel="{rel}"' + (f'; type="{t}"' if t else "") for u, rel, t in links)
    return Response.html(body, headers=[("Link", value)])
