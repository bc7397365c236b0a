"""dup.test: identical payloads at different URLs (WARC revisit records, identical-payload-digest).

Ground truth (http://dup.test), "/" links all of these:
- DUP_PAGE_URLS: "/one.html", "/two.html", "/copy/three.html" serve the same HTML bytes;
- DUP_IMAGE_URLS: "/img/a.png" and "/img/b.png" serve the same PNG (both embedded by the DUP pages);
- UNIQUE_URLS: "/", "/unique.html" differ from everything else.
In a crawl, the first URL fetched of each DUP group is a response record, the others are
revisits referring to it (DUP_GROUPS).
"""

from __future__ import annotations

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site

HOST = "dup.test"
D = f"http://{HOST}"
DUP_PAGE_URLS = frozenset({f"{D}/one.html", f"{D}/two.html", f"{D}/copy/three.html"})
DUP_IMAGE_URLS = frozenset({f"{D}/img/a.png", f"{D}/img/b.png"})
DUP_GROUPS = [DUP_PAGE_URLS, DUP_IMAGE_URLS]
UNIQUE_URLS = frozenset({f"{D}/", f"{D}/unique.html"})

SAME_HTML = (
    "<!doctype html><title>Same</title><h1>Same bytes at three URLs</h1>"
    '<img src="/img/a.png"><img src="/img/b.png">'
)


def build() -> Site:
    image = Response.data(png(10, 10, (1, 2, 3)), "image/png")
    links = "".join(
        f'<a href="{p}">{p}</a> '
        for p in ("/one.html", "/two.html", "/copy/three.html", "/unique.html")
    )
    return Site(
        HOST,
        {
            "/": f"<!doctype html><title>Duplicates</title>{links}",
            "/one.html": SAME_HTML,
            "/two.html": SAME_HTML,
            "/copy/three.html": SAME_HTML,
            "/unique.html": "<!doctype html><title>Unique</title><p>only here</p>",
            "/img/a.png": image,
            "/img/b.png": image,
        },
    )
