"""Shared chrome and helpers of heldout68's chemistry and materials portals.

Every portal gets a main menu, a cookie banner, an analytics script, login/sign-up, a
footer and a served page for every same-host chrome link, so "everything one hop away"
visibly over-collects.  Also small file bodies (spectra, structures, calculation outputs).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

METRICS = b"window.__pm=window.__pm||[];__pm.push(['pageview',location.href]);\n"

MENU = (("/browse", "Browse"), ("/deposit", "Deposit"), ("/about", "About"), ("/help", "Help"))
FOOTER = (
    ("/terms", "Terms of use"),
    ("/privacy", "Privacy and cookies"),
    ("/contact", "Contact"),
    ("/api-docs", "API"),
    ("/accessibility", "Accessibility"),
)


JQUERY = b"/*! jQuery-like v3.7.1 stub */window.$=function(){return {}};\n"


class ChemPortal(Portal):
    """A `Portal` whose pages load a library from the portal's own CDN host and an
    analytics script, as real portals do; `sites()` serves the CDN next to the portal."""

    @property
    def cdn(self) -> str:
        return f"static.{self.host.split('.')[1]}-cdn.hx68.example"

    def page(
        self,
        title: str,
        main: str,
        *,
        head: str = "",
        share: str | None = None,
        raw_title: bool = False,
    ) -> str:
        lib = f'<script src="http://{self.cdn}/ajax/libs/jquery/3.7.1/jquery.min.js"></script>'
        return super().page(title, main, head=lib + HEAD + head, share=share, raw_title=raw_title)

    def sites(self, pages: Mapping[str, PageValue]) -> list[Site]:
        cdn = Site(self.cdn)
        cdn.add("/ajax/libs/jquery/3.7.1/jquery.min.js", Response.data(JQUERY, "text/javascript"))
        return [self.site(pages), cdn]


def portal(
    host: str,
    name: str,
    *,
    menu: Sequence[tuple[str, str]] = MENU,
    footer: Sequence[tuple[str, str]] = FOOTER,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
    home_main: str = "",
) -> ChemPortal:
    """A portal whose chrome pages (menu, footer, login, sign-up, search, help) all answer."""
    p = ChemPortal(
        host,
        name,
        menu,
        footer,
        title_format=title_format,
        home_title=home_title,
        home_main=home_main or f"<h1>{escape(name)}</h1><p>Open data for chemistry.</p>",
    )
    extra: dict[str, PageValue] = {"/static/metrics.js": Response.data(METRICS, "text/javascript")}
    for path, label in [*menu, *footer, ("/login", "Log in"), ("/signup", "Sign up")]:
        extra[path] = p.page(label, f"<h1>{escape(label)}</h1><p>{escape(name)}.</p>")
    extra["/search"] = p.page("Search", "<h1>Search results</h1><p>No query given.</p>")
    if "/help" not in extra:
        extra["/help"] = p.page("Help", "<h1>Help</h1>")
    p.extra = extra
    return p


# Share buttons a script wires up (no href): pages whose expected heuristic would take any
# one-hop or identifier-bearing link carry these rather than share links.
SHARE = (
    '<div class="share-buttons"><button data-net="x">Share on X</button>'
    '<button data-net="mastodon">Mastodon</button><button data-copy>Copy link</button></div>'
)

HEAD = '<script async src="/static/metrics.js"></script>'


def main(body: str) -> str:
    """`body` behind a cookie banner (its link goes to the privacy page, a chrome link)."""
    return (
        '<div class="cookie-consent">This site uses cookies for analytics. '
        '<a href="/privacy">Read more</a> <button>Accept</button></div>' + body
    )


def ul(items: Sequence[tuple[str, str]]) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def text(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def binary(tag: str, size: int = 256) -> Response:
    """Opaque instrument/archive bytes that never contain a title."""
    seed = tag.encode()
    return Response.data(
        (seed * (size // max(1, len(seed)) + 1))[:size], "application/octet-stream"
    )


def jcamp(title: str, points: int = 6) -> str:
    rows = "\n".join(f"{400 + 10 * i} {0.1 * i:.2f}" for i in range(points))
    return f"##TITLE={title}\n##JCAMP-DX=5.01\n##DATA TYPE=INFRARED SPECTRUM\n##XYDATA=(X++(Y..Y))\n{rows}\n##END=\n"


def cif(code: str) -> str:
    return (
        f"data_{code}\n_cell_length_a 7.512\n_cell_length_b 9.004\n_cell_length_c 11.330\n"
        "_symmetry_space_group_name_H-M 'P 21/c'\nloop_\n_atom_site_label\nC1\nO1\n"
    )
