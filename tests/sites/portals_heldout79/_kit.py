"""Shared chrome and file makers for heldout79's economics and finance portals.

Every portal here wears what the real ones of its family wear: a cookie banner, an
analytics tag, a menu, a footer, login and sign-up links and a search form (the kit's
`Portal`), plus a page for every same-host chrome link it prints, so following a menu link
never dead-ends.  The file makers produce small real files (PDF, CSV, plain text, stored
ZIP) whose text says which record they belong to when the portal's real files would.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Mapping, Sequence

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Portal

ANALYTICS = (
    '<script async src="http://tags.pixelgauge.test/collect.js?site=79"></script>'
    '<script src="http://cdn.fastassets.test/jquery-3.7.1.min.js"></script>'
)
COOKIES = (
    '<div class="cookie-consent" role="dialog"><p>We use cookies to understand how our '
    'research is read. <a href="/cookies">Cookie preferences</a></p>'
    "<button>Accept all</button> <button>Reject optional</button></div>"
)
# Chrome paths every portal answers besides its menu and footer.
ALWAYS = {
    "/login": "Log in",
    "/signup": "Create an account",
    "/help": "Help",
    "/search": "Search",
    "/cookies": "Cookie preferences",
}


def portal(
    host: str,
    name: str,
    menu: Sequence[tuple[str, str]],
    footer: Sequence[tuple[str, str]],
    *,
    title_format: str = "{title} | {name}",
    home_title: str | None = None,
    home_main: str = "",
    soft_404: bool = False,
) -> Portal:
    """A `Portal` whose homepage carries the cookie banner and a featured list."""
    return Portal(
        host,
        name,
        menu,
        footer,
        title_format=title_format,
        home_title=home_title,
        home_main=COOKIES + (home_main or f"<h1>{name}</h1>"),
        soft_404=soft_404,
    )


def render(
    p: Portal,
    title: str,
    main: str,
    *,
    share: str | None = None,
    raw_title: bool = False,
    head: str = "",
) -> str:
    """A portal page with the analytics tags and the cookie banner."""
    return p.page(title, COOKIES + main, head=ANALYTICS + head, share=share, raw_title=raw_title)


def chrome_pages(p: Portal) -> dict[str, PageValue]:
    """A page for every same-host menu, footer and account link the portal prints."""
    labels = dict(ALWAYS)
    for href, text in [*p.menu, *p.footer]:
        if href.startswith("/") and href != "/":
            labels.setdefault(href.split("#", 1)[0], text)
    return {
        path: render(p, text, f"<h1>{text}</h1><p>{text} at {p.name}.</p>")
        for path, text in labels.items()
    }


def site(p: Portal, pages: Mapping[str, PageValue]) -> Site:
    """The portal's whole site: homepage, chrome pages, assets, 404 page and `pages`."""
    return p.site({**chrome_pages(p), **pages})


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def csv_file(header: str, rows: Sequence[str], comment: str = "") -> Response:
    """A CSV file, optionally opened by a '#' comment line naming its record."""
    lines = ([f"# {comment}"] if comment else []) + [header, *rows]
    return text_file("\n".join(lines) + "\n", "text/csv; charset=utf-8")


def zip_file(members: Mapping[str, str]) -> Response:
    """A stored (uncompressed) ZIP with fixed timestamps: deterministic bytes."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
        for name, body in members.items():
            z.writestr(zipfile.ZipInfo(name, (2024, 1, 2, 3, 4, 5)), body)
    return Response.data(buf.getvalue(), "application/zip")


def bibtex(key: str, title: str, authors: str, year: int, extra: str = "") -> Response:
    body = f"@techreport{{{key},\n  title = {{{title}}},\n  author = {{{authors}}},\n"
    body += f"  year = {{{year}}},{extra}\n}}\n"
    return text_file(body, "application/x-bibtex; charset=utf-8")


def ris(title: str, authors: str, year: int) -> Response:
    au = "".join(f"AU  - {a.strip()}\n" for a in authors.split(" and "))
    return text_file(
        f"TY  - RPRT\nTI  - {title}\n{au}PY  - {year}\nER  - \n",
        "application/x-research-info-systems",
    )
