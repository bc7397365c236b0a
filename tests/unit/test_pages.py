"""pages/pages.jsonl: WACZ json-pages-1.0 header once, one page per line, torn lines skipped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from keepnet.models import CrawlURI, Exchange, PageRecord
from keepnet.pages import HEADER, PagesWriter, iso_ts, read_pages

SEED = "http://a.test/"


def record(url: str, hops: int = 0, **extra: object) -> PageRecord:
    return PageRecord(
        url, "2023-11-14T22:13:20.250Z", 200, "Title", "text/html", hops, SEED, dict(extra)
    )


def lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def test_new_file_starts_with_the_wacz_header(tmp_path: Path) -> None:
    path = tmp_path / "pages" / "pages.jsonl"  # parent made on demand
    w = PagesWriter(path)
    w.close()
    assert lines(path) == [json.dumps(HEADER)]
    assert json.loads(lines(path)[0]) == {
        "format": "json-pages-1.0",
        "id": "pages",
        "title": "All Pages",
    }


def test_records_are_written_one_per_line(tmp_path: Path) -> None:
    path = tmp_path / "pages.jsonl"
    w = PagesWriter(path)
    w.write_record(record(SEED))
    w.write_record(record("http://a.test/b", 1, text_available=True))
    w.close()
    got = [json.loads(ln) for ln in lines(path)[1:]]
    assert got == [
        {
            "url": SEED,
            "ts": "2023-11-14T22:13:20.250Z",
            "status": 200,
            "title": "Title",
            "mime": "text/html",
            "hops": 0,
            "seed": SEED,
        },
        {
            "url": "http://a.test/b",
            "ts": "2023-11-14T22:13:20.250Z",
            "status": 200,
            "title": "Title",
            "mime": "text/html",
            "hops": 1,
            "seed": SEED,
            "text_available": True,
        },
    ]


def test_lines_reach_the_file_before_close(tmp_path: Path) -> None:
    path = tmp_path / "pages.jsonl"
    w = PagesWriter(path)
    w.write_record(record(SEED))
    try:
        assert len(lines(path)) == 2  # line-buffered: a killed crawl keeps the page
    finally:
        w.close()


def test_non_ascii_titles_are_kept_as_utf8(tmp_path: Path) -> None:
    path = tmp_path / "pages.jsonl"
    w = PagesWriter(path)
    w.write_record(PageRecord(SEED, "t", 200, "Café ☕", "text/html", 0, SEED))
    w.close()
    assert "Café ☕" in path.read_text(encoding="utf-8")
    assert read_pages(path)[0]["title"] == "Café ☕"


def test_header_written_once_across_reopen(tmp_path: Path) -> None:
    path = tmp_path / "pages.jsonl"
    for url in (SEED, "http://a.test/2", "http://a.test/3"):
        w = PagesWriter(path)
        w.write_record(record(url))
        w.close()
    got = lines(path)
    assert got.count(json.dumps(HEADER)) == 1
    assert got[0] == json.dumps(HEADER)
    assert [p["url"] for p in read_pages(path)] == [SEED, "http://a.test/2", "http://a.test/3"]


def test_empty_existing_file_gets_the_header(tmp_path: Path) -> None:
    path = tmp_path / "pages.jsonl"
    path.touch()
    PagesWriter(path).close()
    assert lines(path) == [json.dumps(HEADER)]


def _exchange(url: str, started: float, status: int, reason: str, mime: str) -> Exchange:
    """A response of no body: what a pages.jsonl line reads of it."""
    return Exchange(
        url=url,
        started=started,
        request_head=b"",
        status=status,
        reason=reason,
        headers=[("Content-Type", mime)],
        response_head=b"",
        wire_body=b"",
        payload=b"",
    )


def test_write_from_uri_and_exchange(tmp_path: Path) -> None:
    path = tmp_path / "pages.jsonl"
    uri = CrawlURI("http://a.test/x", "k", "a.test", SEED, hop_path="LL", via=SEED)
    ex = _exchange(uri.url, 1_700_000_000.25, 404, "Not Found", "Text/HTML; charset=utf-8")
    w = PagesWriter(path)
    w.write(uri, ex, None)
    w.close()
    assert read_pages(path) == [
        {
            "url": "http://a.test/x",
            "ts": "2023-11-14T22:13:20.250Z",
            "status": 404,
            "title": None,
            "mime": "text/html",
            "hops": 2,
            "seed": SEED,
        }
    ]


@pytest.mark.parametrize(
    "extra", [None, {}, {"relevance": 0.25, "classifier": 0.5}, {"title": "over", "x": [1, "é"]}]
)
def test_write_is_the_page_records_line(tmp_path: Path, extra: dict[str, object] | None) -> None:
    """write's line (made without a PageRecord) is its PageRecord's, text for text: key
    order, extra fields after the page's own (an extra field of the same name replaces it)."""
    uri = CrawlURI("http://a.test/é x", "k", "a.test", SEED, hop_path="LLE", via=SEED)
    ex = _exchange(uri.url, 1_700_000_000.2504, 200, "OK", "text/html")
    made, expected = tmp_path / "made.jsonl", tmp_path / "expected.jsonl"
    w = PagesWriter(made)
    w.write(uri, ex, "Café", extra)
    w.close()
    page = PageRecord(
        uri.url, iso_ts(ex.started), 200, "Café", "text/html", 3, SEED, dict(extra or {})
    )
    w = PagesWriter(expected)
    w.write_record(page)
    w.close()
    assert made.read_bytes() == expected.read_bytes()


@pytest.mark.parametrize(
    ("t", "ts"),
    [
        (0.0, "1970-01-01T00:00:00.000Z"),
        (1_700_000_000.25, "2023-11-14T22:13:20.250Z"),
        (1_700_000_000.9999995, "2023-11-14T22:13:21.000Z"),  # rounded as a whole, never torn
    ],
)
def test_iso_ts(t: float, ts: str) -> None:
    assert iso_ts(t) == ts


# -- reading --------------------------------------------------------------------------------


def test_read_pages_of_a_missing_file_is_empty(tmp_path: Path) -> None:
    assert read_pages(tmp_path / "nope.jsonl") == []


def test_read_pages_skips_the_header_and_a_torn_last_line(tmp_path: Path) -> None:
    path = tmp_path / "pages.jsonl"
    w = PagesWriter(path)
    w.write_record(record(SEED))
    w.write_record(record("http://a.test/2"))
    w.close()
    with path.open("a", encoding="utf-8") as f:
        f.write('{"url": "http://a.test/torn", "ts": "2023-')  # killed mid-line
    assert [p["url"] for p in read_pages(path)] == [SEED, "http://a.test/2"]


def test_read_pages_skips_blank_lines(tmp_path: Path) -> None:
    path = tmp_path / "pages.jsonl"
    path.write_text(json.dumps(HEADER) + "\n\n" + json.dumps({"url": SEED}) + "\n\n")
    assert read_pages(path) == [{"url": SEED}]


def test_first_page_after_resume_survives_a_torn_last_line(tmp_path: Path) -> None:
    path = tmp_path / "pages.jsonl"
    w = PagesWriter(path)
    w.write_record(record(SEED))
    w.close()
    with path.open("a", encoding="utf-8") as f:
        f.write('{"url": "http://a.test/torn", "ts"')
    w = PagesWriter(path)
    w.write_record(record("http://a.test/after-resume"))
    w.close()
    assert [p["url"] for p in read_pages(path)] == [SEED, "http://a.test/after-resume"]
