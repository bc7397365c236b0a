"""Small building blocks for the eighth held-out portal set: site shells, files, links.

`Shell` is a portal's own chrome (its own asset paths, header, footer and 404 page) for the
portals whose markup should not look like the shared `Portal` chrome; `site()` builds the
host with its homepage, assets and error page.  The helpers make the files an artifact
ships (PDF, CSV, ZIP, XML, JSON) as real bytes, so content checks see what they would see.
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site


def a(href: str, text: str, attrs: str = "") -> str:
    """An anchor with its href and text escaped."""
    extra = f" {attrs}" if attrs else ""
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{a(h, t)}</li>" for h, t in items) + "</ul>"


def pdf_file(title: str, *lines: str) -> Response:
    return Response.data(pdf(title, list(lines)), "application/pdf")


def csv_file(header: str, rows: int, seed: int = 1) -> Response:
    body = (
        header
        + "\n"
        + "".join(f"{i},{(i * seed * 37) % 101},{(i * 13 + seed) % 17}\n" for i in range(rows))
    )
    return Response.data(body.encode(), "text/csv; charset=utf-8")


def text_file(body: str, ctype: str = "text/plain; charset=utf-8") -> Response:
    return Response.data(body.encode("utf-8"), ctype)


def json_file(obj: object, ctype: str = "application/json") -> Response:
    return Response.data(json.dumps(obj, indent=1).encode(), ctype)


def zip_file(members: Mapping[str, str]) -> Response:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, content in members.items():
            z.writestr(name, content)
    return Response.data(buf.getvalue(), "application/zip")


def image_file(rgb: tuple[int, int, int] = (120, 60, 30)) -> Response:
    return Response.data(png(16, 12, rgb), "image/png")


@dataclass
class Shell:
    """A portal's own chrome: `render(title, main, head)` wraps a page; `assets` are served
    as they are; `home` is the homepage's main content and `home_title` its title."""

    host: str
    render: Render
    assets: Mapping[str, PageValue] = field(default_factory=dict)
    home_title: str = ""
    home: str = "<h1>Welcome</h1>"
    not_found_title: str = "Page not found"

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def page(self, title: str, main: str, head: str = "") -> str:
        return self.render(title, main, head)

    def _not_found(self, request: Request) -> Response:
        main = (
            f"<h1>{escape(self.not_found_title)}</h1><p>The page {escape(request.path)} "
            "does not exist or has been removed.</p>"
        )
        return Response.html(self.render(self.not_found_title, main, ""), 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        s = Site(self.host, not_found=self._not_found)
        s.add("/", self.render(self.home_title, self.home, ""))
        for path, value in {**self.assets, **pages}.items():
            s.add(path, value)
        return s


def css(rule: str = "body{margin:0}") -> Response:
    return Response.data((rule + "\n").encode(), "text/css")


def js(code: str = "void 0;") -> Response:
    return Response.data((code + "\n").encode(), "text/javascript")


Render = Callable[[str, str, str], str]
