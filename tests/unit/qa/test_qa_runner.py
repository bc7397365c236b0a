"""keepnet.qa.runner: which pages a check opens, at which capture (no browser needed here)."""

from __future__ import annotations

import json
from pathlib import Path

from keepnet.engine import run_crawl
from keepnet.layout import CrawlDir
from keepnet.qa.runner import iso_to_timestamp, targets
from keepnet.replay.app import create_app
from keepnet.settings.job import build_job
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from sites import qa_web


def test_iso_to_timestamp() -> None:
    assert iso_to_timestamp("2024-05-01T12:03:04.567Z") == "20240501120304"
    assert iso_to_timestamp("") == ""


def test_targets_are_the_html_pages_at_their_captures(tmp_path: Path) -> None:
    with serve_in_thread(VirtualWeb(qa_web.build())) as server:
        job = build_job(
            {
                "seeds": [qa_web.PAGES[0]],
                "proxy": server.url,
                "delay": 0,
                "scope": "prefix",
                "browser": {"mode": "never"},
            }
        )
        run_crawl(job, tmp_path)
    pages = CrawlDir(tmp_path).pages
    with pages.open("a") as fh:  # a PDF page, an unindexed page, and a repeated line
        fh.write(
            json.dumps(
                {
                    "url": "http://www.qa.test/doc.pdf",
                    "ts": "2024-01-01T00:00:00Z",
                    "mime": "application/pdf",
                }
            )
            + "\n"
        )
        fh.write(
            json.dumps(
                {
                    "url": "http://www.qa.test/never.html",
                    "ts": "2024-01-01T00:00:00Z",
                    "mime": "text/html",
                }
            )
            + "\n"
        )
        first = pages.read_text().splitlines()[1]
        fh.write(first + "\n")
    app = create_app([tmp_path])
    found, skipped = targets(tmp_path, app.state.resolver)
    assert [t.url for t in found] == list(qa_web.PAGES)
    recorded = {
        p["url"]: iso_to_timestamp(p["ts"])
        for p in map(json.loads, pages.read_text().splitlines()[1:4])
    }
    assert {t.url: t.timestamp for t in found} == recorded
    assert skipped == [
        ("http://www.qa.test/doc.pdf", "not an HTML page (application/pdf)"),
        ("http://www.qa.test/never.html", "no capture in the index"),
    ]
    only, _ = targets(tmp_path, app.state.resolver, only={qa_web.PAGES[2]})
    assert [t.url for t in only] == [qa_web.PAGES[2]]
