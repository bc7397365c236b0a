"""Parent links: a page naming the record it belongs to by a link titled after it.

A project workspace (OSF-shaped) lists its files under short ids of their own, outside the
project's path; each file page says where it belongs in one line of prose, "In project
<a href="/k4w9t/">Vibration isolation benchmark…</a>", not in a marked breadcrumb trail
and not in its own title ("accelerometer_runs.csv").  A link to the entry whose text holds
the artifact's name, on a page titled by a file's name, is that one-step trail (round 22):
the page presents one of the artifact's files.  Inference reads it only on pages the
entry's own tabs below its path list (keepnet.artifacts.probes.parts_outside).  A page of
another kind that names the entry the same way uses it rather than belongs to it (a
notebook "using <dataset>", listed by a dataset's code tab, is its own artifact); so may a
record the entry itself links (a linked project, a related dataset).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import urljoin

from keepnet.artifacts.titles import contains

# A file's name in a title, alone or beside the site's name ("Labyard | runs.csv",
# "f3n8q.csv"): a stem, a dot and an extension starting with a letter (not "v1.2").
_FILE_NAME = re.compile(r"(?:^|[\s|:·–—-])[\w.-]*\w\.[A-Za-z][A-Za-z0-9]{0,4}(?:\s|$)")


def titled_as_file(title: str | None) -> bool:
    """Whether a page's title names a file (the page presents one file)."""
    return bool(title) and bool(_FILE_NAME.search(title or ""))


class _Anchors(HTMLParser):
    """(href, text, the text right after it up to the next link) of every <a> element."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.anchors: list[tuple[str, str, str]] = []
        self._href: str | None = None
        self._text: list[str] = []
        self._after: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self._close_after()
            self._href = dict(attrs).get("href") or None
            self._text = []

    def handle_data(self, data: str) -> None:
        if self._href is not None:
            self._text.append(data)
        elif self.anchors and sum(map(len, self._after)) < 80:
            self._after.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._href is not None:
            self._close_after()
            self.anchors.append((self._href, " ".join(self._text), ""))
            self._href = None

    def _close_after(self) -> None:
        if self.anchors and self._after:
            href, text, _ = self.anchors[-1]
            self.anchors[-1] = (href, text, "".join(self._after))
        self._after = []

    def close(self) -> None:
        super().close()
        self._close_after()


def links_as_parent(
    body: bytes, base: str, targets: set[str], name: str, then: re.Pattern[str] | None = None
) -> bool:
    """Whether the page links one of `targets` (the entry and its aliases) by a link whose
    text holds `name` (the artifact's filtered title) and, given `then`, whose following
    text (up to the next link) matches it (round 26, keepnet.artifacts.trails)."""
    if not name.strip():
        return False
    parser = _Anchors()
    try:
        parser.feed(body[:2_000_000].decode("utf-8", "replace"))
        parser.close()
    except Exception:  # a page the stdlib parser cannot read: no link to trust
        return False
    return any(
        urljoin(base, href.strip()).split("#", 1)[0] in targets
        and contains(text, name)
        and (then is None or bool(then.match(after)))
        for href, text, after in parser.anchors
    )
