"""keepnet.qa.report: totals, JSON and the rich table."""

from __future__ import annotations

import io
import json

from rich.console import Console

from keepnet.qa.report import PageReport, QaReport, render


def sample() -> QaReport:
    ok = PageReport(
        "http://a.test/",
        "20240101000000",
        "http://r/web/20240101000000/http://a.test/",
        status=200,
        requested={"http://a.test/x.css"},
        found={"http://a.test/x.css"},
    )
    bad = PageReport(
        "http://a.test/b",
        "20240101000001",
        "http://r/web/...",
        status=200,
        scripts=2,
        requested={"http://a.test/y.png", "http://a.test/z.png"},
        found={"http://a.test/y.png"},
        missing={"http://a.test/z.png"},
        leaks={"http://live.test/t.js"},
    )
    also = PageReport(
        "http://a.test/c",
        "20240101000002",
        "http://r/web/...",
        loaded=False,
        missing={"http://a.test/z.png"},
        errors={"http://a.test/e": 502},
        requested={"http://a.test/z.png", "http://a.test/e"},
    )
    return QaReport(
        "/crawl", [ok, bad, also], skipped=[("http://a.test/d.pdf", "not HTML")], seconds=3.0
    )


def test_complete_needs_no_missing_error_leak_and_a_load() -> None:
    r = sample()
    assert [p.complete for p in r.pages] == [True, False, False]
    assert not r.complete
    assert QaReport("/x", [r.pages[0]]).complete


def test_totals_and_collection_wide_sets() -> None:
    r = sample()
    assert r.totals() == {
        "pages": 3,
        "complete": 1,
        "skipped": 1,
        "scripts": 2,
        "requested": 5,
        "found": 2,
        "missing": 2,
        "errors": 1,
        "leaks": 1,
    }
    assert r.missing_urls == ["http://a.test/z.png"]
    assert r.leak_urls == ["http://live.test/t.js"]


def test_json_is_serializable_and_lists_urls() -> None:
    data = json.loads(json.dumps(sample().to_json()))
    assert data["totals"]["missing"] == 2
    assert data["seconds_per_page"] == 1.0
    page = data["pages"][1]
    assert page["missing"] == ["http://a.test/z.png"] and page["requested"] == 2
    assert data["pages"][2]["errors"] == {"http://a.test/e": 502}
    assert data["skipped"] == [{"url": "http://a.test/d.pdf", "why": "not HTML"}]


def test_render_shows_rows_totals_and_urls() -> None:
    buf = io.StringIO()
    render(sample(), Console(file=buf, width=200, color_system=None))
    text = buf.getvalue()
    assert "3 pages (1 complete)" in text
    assert "missing http://a.test/z.png  (on http://a.test/b)" in text
    assert "error 502 http://a.test/e" in text
    assert "leak blocked http://live.test/t.js" in text
    assert "(load timed out)" in text
    assert "skipped http://a.test/d.pdf: not HTML" in text
