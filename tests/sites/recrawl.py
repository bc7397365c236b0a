"""news.recrawl.test: a site crawled twice, with validators of every kind and 20% changed.

Page i of /page/0 ... /page/N-1 answers with an ETag, a Last-Modified or (one page in six)
neither, and honours If-None-Match / If-Modified-Since with a
304 when its content did not change.  `change(fraction)` gives that share of the pages a
new version (spread over the three kinds).  The index links every page; each page links
its neighbours and carries ~6 KB of text, so what a re-crawl saves is measurable.
"""

from __future__ import annotations

import hashlib
import re
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

from keepnet.testweb.site import Request, Response, Site

HOST = "news.recrawl.test"
ORIGIN = f"http://{HOST}"
N = 30
EPOCH = datetime(2024, 3, 1, tzinfo=UTC)


class RecrawlSite:
    def __init__(self) -> None:
        self.version = [0] * N
        self.site = Site(HOST)
        self.site.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
        links = "".join(f'<li><a href="/page/{i}">Story {i}</a></li>' for i in range(N))
        self.site.add("/", Response.html(f"<title>Front page</title><ul>{links}</ul>"))
        self.site.route(re.compile(r"/page/(\d+)"))(self.page)

    def url(self, i: int) -> str:
        return f"{ORIGIN}/page/{i}"

    def kind(self, i: int) -> str:
        # most servers send a validator; one page in six sends none
        return ("etag", "last-modified", "etag", "last-modified", "etag", "none")[i % 6]

    def change(self, fraction: float) -> set[int]:
        """Give round(fraction * N) pages a new version; their numbers."""
        changed = set(range(0, N, max(1, round(1 / fraction))))
        for i in changed:
            self.version[i] += 1
        return changed

    def body(self, i: int) -> bytes:
        v = self.version[i]
        words = " ".join(
            hashlib.sha256(f"{i}-{v}-{k}".encode()).hexdigest()[:8] for k in range(600)
        )
        nav = f'<a href="/page/{(i + 1) % N}">next</a> <a href="/page/{(i - 1) % N}">previous</a>'
        return (
            f"<!doctype html><title>Story {i}, version {v}</title><h1>Story {i}</h1>"
            f"<p>{words}</p>{nav}"
        ).encode()

    def page(self, req: Request) -> Response:
        assert req.match is not None
        i = int(req.match[1])
        if not 0 <= i < N:
            return Response.not_found(req.url)
        v = self.version[i]
        headers: list[tuple[str, str]] = []
        if self.kind(i) == "etag":
            etag = f'"s{i}v{v}"'
            headers.append(("ETag", etag))
            if req.header("If-None-Match") == etag:
                return Response(304, headers, b"")
        elif self.kind(i) == "last-modified":
            modified = format_datetime(EPOCH + timedelta(days=v), usegmt=True)
            headers.append(("Last-Modified", modified))
            if req.header("If-Modified-Since") == modified:
                return Response(304, headers, b"")
        return Response.html(self.body(i), headers=headers)
