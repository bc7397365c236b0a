"""Shared chrome and small helpers of the heldout66 portals (law, policy and parliaments).

`Chrome` renders one portal's page frame — cookie banner, brand, main menu, search form,
account links, a related-items sidebar slot, share links, footer with legal and social links,
a stylesheet, a CDN library, an app script and an analytics tag — and `Chrome.site()` serves
the homepage, a chrome-wrapped 404, the static assets and a page for every same-host menu and
footer link, so every link a portal prints answers.  Markup and URL shapes are invented for
this set.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site

CSS = b".cookie{background:#eee;padding:.5em} nav li{display:inline;margin-right:1em}\n"
JS = b"window.portal={ready:true};document.documentElement.classList.add('js');\n"

SOCIAL = (
    ("http://social.chirper.test/lawportal", "Chirper"),
    ("http://www.videotube.test/c/lawportal", "VideoTube"),
)


def a(href: str, text: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href)}"{c}>{escape(text)}</a>'


def ul(items: Iterable[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def data(body: bytes | str, ctype: str, headers: Sequence[tuple[str, str]] = ()) -> Response:
    raw = body.encode() if isinstance(body, str) else body
    return Response(200, [("Content-Type", ctype), *headers], raw)


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def ris(title: str, year: str, url: str, kind: str = "CASE") -> Response:
    body = f"TY  - {kind}\nTI  - {title}\nPY  - {year}\nUR  - {url}\nER  - \n"
    return data(body, "application/x-research-info-systems")


@dataclass
class Chrome:
    """One portal host's frame.  `title_format` places the page title and the site name."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = (
        ("/about", "About"),
        ("/accessibility", "Accessibility"),
        ("/privacy", "Privacy notice"),
        ("/terms", "Terms of use"),
        ("/contact", "Contact"),
    )
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    social: bool = True
    tracker: str = "http://collect.tagpixel.test/tp.js?site=lawportal"

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
        share: str | None = None,
        raw_title: bool = False,
        crumbs: Sequence[tuple[str, str]] = (),
    ) -> str:
        t = title if raw_title else self.title_format.format(title=title, name=self.name)
        foot = " | ".join(a(h, x) for h, x in self.footer)
        if self.social:
            foot += ' <span class="follow">Follow us: ' + " ".join(a(h, x) for h, x in SOCIAL)
            foot += "</span>"
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                '<div class="share">Share this page: '
                + a(f"http://share.chirper.test/post?url={u}", "Chirper")
                + " "
                + a(f"http://www.linkfolk.test/share?u={u}", "LinkFolk")
                + " "
                + a(f"mailto:?subject=Link&body={u}", "Email")
                + "</div>"
            )
        bread = ""
        if crumbs:
            bread = '<ol class="breadcrumb">' + "".join(f"<li>{a(h, x)}</li>" for h, x in crumbs)
            bread += "</ol>"
        side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/portal.css">
<link rel="icon" href="/assets/favicon.png">
<script src="http://cdn.libhub.test/npm/jquery@3.7.1/dist/jquery.min.js"></script>
<script src="/assets/portal.js" defer></script>
<script async src="{escape(self.tracker)}"></script>{head}
</head><body>
<div class="cookie" role="dialog">We use essential cookies and, with your consent, analytics
cookies. {a("/cookies", "Cookie settings")} <button>Accept all</button> <button>Reject</button></div>
<header><a class="brand" href="/"><img src="/assets/favicon.png" alt="">{escape(self.name)}</a>
<nav aria-label="Main">{ul(self.menu)}</nav>
<form role="search" action="/search" method="get"><input name="q" aria-label="Search">
<button>Search</button></form>
<p class="account">{a("/account/login", "Sign in")} {a("/account/register", "Register")}</p>
</header>{bread}
<div class="layout"><main id="content">{main}</main>{side}</div>{shares}
<footer><p>{foot}</p><p>&copy; {escape(self.name)}</p></footer>
</body></html>
"""

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Page not found",
            f"<h1>We cannot find that page</h1><p>{escape(request.path)} does not exist or has "
            f"moved. Use the search box or go to the {a('/', 'home page')}.</p>",
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        """The host: homepage, assets, chrome pages for its own links, then `pages`."""
        site = Site(self.host, not_found=self.not_found)
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1><p>Welcome.</p>",
            raw_title=True,
        )
        site.add("/", home)
        site.add("/assets/portal.css", data(CSS, "text/css"))
        site.add("/assets/portal.js", data(JS, "text/javascript"))
        site.add("/assets/favicon.png", data(png(16, 16, (120, 30, 40)), "image/png"))
        chrome = [
            *self.menu,
            *self.footer,
            ("/cookies", "Cookie settings"),
            ("/search", "Search"),
            ("/account/login", "Sign in"),
            ("/account/register", "Register"),
        ]
        for href, text in chrome:
            if href.startswith("/") and href.split("?")[0] not in pages:
                site.add(href.split("?")[0], self.page(text, f"<h1>{escape(text)}</h1>"))
        for path, value in pages.items():
            site.add(path, value)
        return site


def leaf(path: str, title: str, label: str) -> Response:
    """A file answer chosen by the path's extension."""
    name = path.split("?")[0]
    if name.endswith(".pdf"):
        return pdf_file(title, label)
    if name.endswith(".xml") or name.endswith(".rdf"):
        return data(f'<?xml version="1.0"?><doc title="{escape(title)}"/>', "application/xml")
    if name.endswith(".json"):
        return data(f'{{"title": "{title}"}}', "application/json")
    if name.endswith((".gz", ".zip")):
        return data(b"PK\x03\x04" + label.encode() + b"\x00" * 32, "application/octet-stream")
    return data(f"{title}\n{label}\n", "text/plain; charset=utf-8")


Tree = Mapping[str, Sequence[tuple[str, str]]]


def tree_pages(
    ch: Chrome,
    base: str,
    title: str,
    tree: Tree,
    *,
    entry_main: str = "",
    aside: str = "",
    crumbs: Sequence[tuple[str, str]] = (),
) -> tuple[dict[str, PageValue], dict[str, dict[str, PageValue]], list[str]]:
    """A record's pages under `base`: `tree` maps a page's suffix ("" for the entry) to its
    child links (suffixes under `base`, or absolute URIs on another host).  Children with
    no entry in `tree` are files.  Returns this host's pages, other hosts' pages, the truth."""
    pages: dict[str, PageValue] = {}
    external: dict[str, dict[str, PageValue]] = {}
    truth: list[str] = []
    seen: set[str] = set()
    for key, children in tree.items():
        kids = [(c if c.startswith("http") else base + c, label) for c, label in children]
        main = f"<h1>{escape(title)}</h1>"
        if key:
            main += f"<p>{a(base, 'Overview')}</p><h2>{escape(key)}</h2>"
        else:
            main += entry_main
        pages[base + key] = ch.page(
            title if not key else f"{key} - {title}",
            main + ul(kids),
            aside=aside if not key else "",
            crumbs=crumbs,
        )
        truth.append(ch.url(base + key))
        for c, label in children:
            if c in tree or c in seen:
                continue
            seen.add(c)
            if c.startswith("http://"):
                host, _, path = c.removeprefix("http://").partition("/")
                external.setdefault(host, {})["/" + path] = leaf(path, title, label)
                truth.append(c)
            else:
                last = c.split("?")[0].rsplit("/", 1)[-1]
                if "." in last:
                    pages[base + c] = leaf(c, title, label)
                else:  # a page of the record with nothing further to link
                    back = f"<h1>{escape(title)}</h1><p>{a(base, 'Overview')}</p>"
                    pages[base + c] = ch.page(
                        f"{label} - {title}", back + f"<h2>{escape(label)}</h2>"
                    )
                truth.append(ch.url(base + c))
    return pages, external, truth
