"""Page chrome shared by the mock scholarly portals: menus, search, login, footer, 404 page.

Every portal page carries what real portals carry around an artifact — a main menu, a
search form, login and sign-up links, a footer with licence, privacy and social links, and
embedded CSS, JS and a logo — so a boundary heuristic that takes "everything one hop away"
visibly over-collects.  `Portal.site()` adds the homepage, a chrome-wrapped 404 page for
unknown paths and the assets.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Request, Response, Site

CSS = b"body{font-family:sans-serif;max-width:60em;margin:auto} nav a{margin-right:1em}\n"
JS = b"document.documentElement.classList.add('js');\n"


@dataclass
class Portal:
    """One portal host and its chrome.  `title_format` places the page title and site name."""

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    soft_404: bool = False
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
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        menu = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.menu)
        foot = " · ".join(f'<a href="{escape(h)}">{escape(t)}</a>' for h, t in self.footer)
        shares = ""
        if share:
            u = quote(share, safe="")
            shares = (
                f'<p class="share">Share: <a href="http://twitter.test/intent/tweet?url={u}">'
                f'Twitter</a> <a href="http://www.facebook.test/sharer.php?u={u}">Facebook</a></p>'
            )
        t = title if raw_title else self.title(title)
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(t)}</title>
<link rel="stylesheet" href="/static/site.css"><script src="/static/site.js" defer></script>
<link rel="icon" href="/static/logo.png">{head}</head>
<body><header><a class="brand" href="/"><img src="/static/logo.png" alt="">{escape(self.name)}</a>
<nav><ul>{menu}</ul></nav>
<form action="/search" method="get"><input name="q"><button>Search</button></form>
<a href="/login">Log in</a> <a href="/signup">Sign up</a></header>
<main>{main}</main>{shares}
<footer><p>{foot}</p></footer></body></html>
"""

    def not_found_page(self, request: Request) -> Response:
        body = self.page(
            "Page not found",
            "<h1>Page not found</h1><p>Sorry, we could not find "
            f'{escape(request.path)}. Try the search box or <a href="/help">help</a>.</p>',
        )
        return Response.html(body, 200 if self.soft_404 else 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        home = self.page(
            self.home_title or self.name, self.home_main or "<h1>Welcome</h1>", raw_title=True
        )
        site = Site(self.host, not_found=self.not_found_page)
        site.add("/", home)
        site.add("/static/site.css", Response.data(CSS, "text/css"))
        site.add("/static/site.js", Response.data(JS, "text/javascript"))
        site.add("/static/logo.png", Response.data(png(8, 8), "image/png"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site


def links(items: Sequence[tuple[str, str]]) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def data(body: bytes | str, ctype: str) -> Response:
    return Response.data(body.encode() if isinstance(body, str) else body, ctype)


@dataclass(frozen=True)
class Case:
    """One mock-portal artifact with its ground truth.

    `truth`: the artifact URIs (embedded resources excluded); `expected`: the heuristic the
    seed's table prescribes for the portal this case imitates; `others`: other artifacts
    the entry links to (recorded, never followed).
    """

    name: str
    imitates: str
    artifact_class: str
    expected: str
    entry: str
    truth: frozenset[str]
    build: Callable[[], list[Site]]
    others: frozenset[str] = frozenset()
    landing: str | None = None  # when the entry redirects (DOI-style)

    @property
    def hosts(self) -> list[str]:
        return sorted(s.host for s in self.build())


def case(
    name: str,
    imitates: str,
    artifact_class: str,
    expected: str,
    entry: str,
    truth: Iterable[str],
    build: Callable[[], list[Site]],
    others: Iterable[str] = (),
    landing: str | None = None,
) -> Case:
    """A `Case` from plain values: truth and others as any iterable of URIs."""
    return Case(
        name,
        imitates,
        artifact_class,
        expected,
        entry,
        frozenset(truth),
        build,
        frozenset(others),
        landing,
    )
