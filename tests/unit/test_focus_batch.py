"""Batch prioritization (focus.batch): new scores of queued URLs wait for the batch's end."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from keepnet.focus import FocusedScoring
from keepnet.frontier.sqlite import SqliteFrontier
from keepnet.models import CrawlURI, Exchange, Hop, Outlink
from keepnet.pipeline.links import LinkResult
from keepnet.settings.job import FocusSettings
from keepnet.url.canon import get_canonicalizer

QUEUED = "http://b.test/outbreak-report"


def page(n: int) -> tuple[CrawlURI, Exchange, LinkResult]:
    url = f"http://a.test/{n}"
    body = f'<p>ebola outbreak news {n} <a href="{QUEUED}">ebola outbreak report</a></p>'.encode()
    head = b"HTTP/1.1 200 OK\r\ncontent-type: text/html\r\n\r\n"
    ex = Exchange(url, 0.0, b"", 200, "OK", [("content-type", "text/html")], head, body, body)
    links = LinkResult(
        [Outlink(QUEUED, Hop.LINK, "a/@href")], [], title="Ebola outbreak", text="ebola outbreak"
    )
    return CrawlURI(url, url, "a.test", url), ex, links


def run(batch: int, tmp: Path) -> list[float]:
    """The queued URL's priority after each of 6 pages that link to it."""
    frontier = SqliteFrontier(tmp / f"f{batch}.db")
    canon = get_canonicalizer("heritrix")
    ctx: Any = SimpleNamespace(
        frontier=frontier,
        seen_canon=canon,
        writer=SimpleNamespace(write_metadata=lambda *a, **k: None),
        stats=SimpleNamespace(sections={}),
    )
    frontier.add([CrawlURI(QUEUED, canon.canonicalize(QUEUED), "b.test", QUEUED, "L", None, 0.0)])
    ext = FocusedScoring(FocusSettings(keywords=["ebola outbreak"], update="SUM", batch=batch), [])
    asyncio.run(ext.start(ctx))
    out = []
    for n in range(6):
        ext.on_links(ctx, *page(n))
        # SUM with a score of 0 changes nothing and returns the priority: a read
        out.append(frontier.rescore(canon.canonicalize(QUEUED), 0.0, "SUM") or 0.0)
    return out


def test_without_batch_every_page_moves_the_priority(tmp_path: Path) -> None:
    got = run(0, tmp_path)
    assert all(b > a for a, b in zip(got, got[1:], strict=False)) and got[0] > 0


def test_with_batch_3_the_priority_moves_every_third_page(tmp_path: Path) -> None:
    got = run(3, tmp_path)
    assert got[0] == got[1] == 0.0  # waiting for the batch
    assert got[2] > 0 and got[3] == got[4] == got[2] and got[5] > got[2]
    (tmp_path / "again").mkdir()
    assert abs(got[5] - run(0, tmp_path / "again")[5]) < 1e-9  # the same scores in the end
