"""What the application-site tests read of a page: its visible text, links, classes, ids.

Shared by test_app_sites*.py (the dev set and the two independent ones): the pages are
parsed the same way whichever set they belong to.
"""

from __future__ import annotations

from html.parser import HTMLParser

from keepnet.testweb import Response
from keepnet.testweb.server import VirtualWeb

# Elements that separate words in the visible text (inline ones do not).
BLOCKS = frozenset(
    [
        "p",
        "div",
        "li",
        "ol",
        "ul",
        "br",
        "hr",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "td",
        "th",
        "tr",
        "table",
        "blockquote",
        "article",
        "section",
        "header",
        "footer",
        "aside",
        "nav",
        "main",
        "dd",
        "dt",
        "dl",
        "form",
        "figure",
        "figcaption",
        "title",
        "time",
    ]
)


class Page(HTMLParser):
    """text: visible text pieces; links: href/src values; classes: class tokens; tags:
    (tag, class) pairs; ids: element ids."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.links: list[str] = []
        self.classes: set[str] = set()
        self.tags: set[tuple[str, str]] = set()
        self.ids: set[str] = set()
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag in BLOCKS:
            self.text.append(" ")
        if tag in ("script", "style"):
            self._skip += 1
        for k in ("href", "src"):
            if a.get(k):
                self.links.append(a[k] or "")
        for c in (a.get("class") or "").split():
            self.classes.add(c)
            self.tags.add((tag, c))
        if a.get("id"):
            self.ids.add(a["id"] or "")

    def handle_endtag(self, tag: str) -> None:
        if tag in BLOCKS:
            self.text.append(" ")
        if tag in ("script", "style"):
            self._skip = max(0, self._skip - 1)

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.text.append(data)


def parse(body: bytes) -> Page:
    p = Page()
    p.feed(body.decode("utf-8"))
    return p


async def get(web: VirtualWeb, url: str, headers: tuple[tuple[str, str], ...] = ()) -> Response:
    resp = await web.fetch(url, headers=headers)
    assert isinstance(resp, Response), url
    return resp
