"""Shared helpers of heldout35: chrome pages every portal answers, file bodies, Signposting.

Every local link the `Portal` chrome prints (menu, footer, /login, /signup, /search) is
served here, so a crawler following them meets real pages rather than 404s; per-portal
modules add their own records on top.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal, data, links

FOOTER = (
    ("/about", "About"),
    ("/policies/terms", "Terms of use"),
    ("/policies/privacy", "Privacy"),
    ("/accessibility", "Accessibility"),
    ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
    ("http://mastodon.test/@openscholarship", "Mastodon"),
)

COOKIES = (
    '<div class="cookie-banner" role="dialog"><p>We use strictly necessary cookies and, '
    'with your consent, analytics. <a href="/policies/cookies">Cookie settings</a> '
    "<button>Accept</button> <button>Reject</button></p></div>"
)


def chrome_pages(p: Portal) -> dict[str, PageValue]:
    """A page for each local menu/footer link, plus login, sign-up, search and cookies."""
    out: dict[str, PageValue] = {}
    for href, text in [*p.menu, *p.footer]:
        if href.startswith("/") and href != "/":
            out[href.split("#", 1)[0]] = p.page(text, f"<h1>{escape(text)}</h1><p>{COOKIES}</p>")
    out["/login"] = p.page(
        "Log in",
        '<h1>Log in</h1><form method="post" action="/login"><input name="user">'
        '<input type="password" name="pw"><button>Log in</button></form>'
        '<p><a href="/password/reset">Forgot your password?</a> · '
        '<a href="http://orcid.test/oauth/authorize">Sign in with ORCID</a></p>',
    )
    out["/password/reset"] = p.page("Reset password", "<h1>Reset password</h1>")
    out["/signup"] = p.page("Sign up", "<h1>Create an account</h1>")
    out["/search"] = p.page("Search", "<h1>Search</h1><p>Type a query above.</p>")
    out["/policies/cookies"] = p.page("Cookies", "<h1>Cookie policy</h1>")
    out["/help"] = p.page("Help", "<h1>Help</h1>")
    return out


def make_site(p: Portal, pages: Mapping[str, PageValue]) -> Site:
    return p.site({**chrome_pages(p), **pages})


def login_wall(p: Portal, back: str) -> Response:
    """What "export to Mendeley"/"add to collection" links answer when signed out."""
    return Response.redirect(p.url("/login?next=" + back))


def pdf_file(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines) or ["Full text."]), "application/pdf")


def png_file() -> Response:
    return data(png(24, 16, (120, 60, 20)), "image/png")


def csv_file(header: str, rows: int = 6) -> Response:
    body = header + "\n" + "".join(f"{i},{i * 1.5:.2f},{i % 3}\n" for i in range(rows))
    return data(body, "text/csv")


def zip_file(name: str) -> Response:
    return data(b"PK\x03\x04" + name.encode() + b"\x00" * 40, "application/zip")


def link_header(entries: Iterable[tuple[str, str, str | None]]) -> str:
    """A Signposting Link header from (target, rel, type) triples."""
    parts = []
    for target, rel, ctype in entries:
        t = f' ; type="{ctype}"' if ctype else ""
        parts.append(f'<{target}> ; rel="{rel}"{t}')
    return " , ".join(parts)


def link_elements(entries: Iterable[tuple[str, str, str | None]]) -> str:
    """The same relations as HTML <link> elements for the page head."""
    out = []
    for target, rel, ctype in entries:
        t = f' type="{escape(ctype)}"' if ctype else ""
        out.append(f'<link rel="{escape(rel)}" href="{escape(target)}"{t}>')
    return "".join(out)


def signposted(body: str, entries: Sequence[tuple[str, str, str | None]]) -> Response:
    return Response.html(body, headers=[("Link", link_header(entries))])


def ul(items: Sequence[tuple[str, str]]) -> str:
    return links(items)


def redirect_host(host: str, routes: Mapping[str, str]) -> Site:
    """A bare resolver host (DOI/handle style): each path redirects to its landing page."""
    site = Site(host)
    for path, target in routes.items():
        site.add(path, Response.redirect(target, 302))
    return site
