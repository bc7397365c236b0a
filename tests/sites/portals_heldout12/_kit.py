"""Small helpers for the heldout12 portals: file bodies, Signposting headers, a web of cases.

Every family module builds *all* the pages of its portal hosts in one function, so cases
that share a host build the same full site and the web of the whole set serves every case.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterable, Sequence
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

# Third-party chrome most institutional portals carry: analytics, social, licences.
ANALYTICS = (
    '<script async src="http://matomo.stats-cloud.test/matomo.js"></script>'
    '<link rel="preconnect" href="http://fonts.webfonts.test/">'
)
CC_BY = "http://creativecommons.test/licenses/by/4.0/"
CC0 = "http://creativecommons.test/publicdomain/zero/1.0/"


def a(href: str, text: str, **attrs: str) -> str:
    """An anchor; keyword attributes with a trailing underscore lose it (class_ -> class)."""
    extra = "".join(f' {k.rstrip("_")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines) or ["Preprint"]), "application/pdf")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode(), ctype)


def csv_file(header: str, rows: int = 5) -> Response:
    cols = header.count(",") + 1
    lines = [header] + [",".join(str(r * cols + c) for c in range(cols)) for r in range(rows)]
    return Response.data(("\n".join(lines) + "\n").encode(), "text/csv")


def zip_file(names: Sequence[str]) -> Response:
    """A real (small) zip archive holding one short text member per name."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name in names:
            z.writestr(name, f"{name}\n")
    return Response.data(buf.getvalue(), "application/zip")


def image_file(rgb: tuple[int, int, int] = (120, 80, 40)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


def binary(kind: str, size: int = 64) -> Response:
    """Opaque bytes of a declared type (NetCDF, HDF5, video...)."""
    return Response.data(bytes((i * 37) % 256 for i in range(size)), kind)


def with_links(page: str, links: Iterable[tuple[str, str]]) -> Response:
    """An HTML page with an RFC 8288 Link header (FAIR Signposting typed links)."""
    value = ", ".join(f'<{uri}>; rel="{rel}"' for uri, rel in links)
    return Response.html(page, headers=[("Link", value)])


def bibtex(key: str, title: str, year: int, doi: str) -> Response:
    body = f"@misc{{{key},\n  title = {{{title}}},\n  year = {{{year}}},\n  doi = {{{doi}}}\n}}\n"
    return text_file(body, "application/x-bibtex; charset=utf-8")


def ris(title: str, year: int, doi: str) -> Response:
    body = f"TY  - DATA\nTI  - {title}\nPY  - {year}\nDO  - {doi}\nER  - \n"
    return text_file(body, "application/x-research-info-systems; charset=utf-8")


def web_of(cases: Iterable[Case]) -> VirtualWeb:
    """One virtual web of the cases' sites; a host shared by several cases is added once."""
    sites: dict[str, Site] = {}
    for case in cases:
        for site in case.build():
            sites.setdefault(site.host, site)
    return VirtualWeb(sites.values())
