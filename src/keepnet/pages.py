"""pages/pages.jsonl: one JSON object per captured page, in WACZ's json-pages-1.0 format.

The first line is the WACZ header object; every other line describes one page: url, ts
(the capture's WARC-Date), status, title, mime, hops and seed.  Lines are flushed one by
one so a killed crawl keeps every page it wrote.

A page's line is written for every page the crawl archives, so its two costly parts are
made cheaper with the same text: `iso_ts` keeps the text of the last second it formatted
(a crawl's pages start within the same second by the hundred), and a line of plain values
(strings, ints, no title or a string one, no extra fields) is put together from its pieces
by the JSON module's own string encoder instead of a walk of a dict by the encoder.
"""

from __future__ import annotations

import json
import math
import time
from datetime import UTC, datetime
from json.encoder import encode_basestring as _quote
from pathlib import Path
from typing import TextIO

from keepnet.models import CrawlURI, Exchange, PageRecord

HEADER = {"format": "json-pages-1.0", "id": "pages", "title": "All Pages"}
# json.dumps(obj, ensure_ascii=False), without making an encoder for every line
_JSON = json.JSONEncoder(ensure_ascii=False)


def _iso_ts(t: float) -> str:
    return datetime.fromtimestamp(t, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


# (whole second, its text up to the seconds' dot) of the last line: one tuple, replaced
# whole, so a thread reads a second and its own text together
_second: tuple[float, str] = (-1.0, "")


def iso_ts(t: float) -> str:
    """`t` (epoch seconds) as ISO 8601 UTC to the millisecond, "2026-11-26T23:59:01.234Z":
    datetime.fromtimestamp(t, UTC).isoformat(timespec="milliseconds") with a "Z".  The
    microseconds are rounded as fromtimestamp rounds them (CPython's _PyTime: the fraction
    from modf, times 10**6, half to even, a carry into the next second), then cut to
    milliseconds as isoformat cuts them; the date and time text of the second is kept."""
    if not 0 <= t < 253402300799:  # before 1970 or after 9999: datetime's own way
        return _iso_ts(t)
    frac, whole = math.modf(t)
    micros = round(frac * 1e6)
    if micros >= 1_000_000:
        whole += 1
        micros -= 1_000_000
    global _second
    last, text = _second
    if last != whole:
        text = time.strftime("%Y-%m-%dT%H:%M:%S.", time.gmtime(whole))
        _second = (whole, text)
    return f"{text}{micros // 1000:03d}Z"


def _line(record: PageRecord) -> str:
    """json.dumps(record.to_json(), ensure_ascii=False): the same text, put together."""
    title = record.title
    if (
        record.extra
        or type(record.url) is not str
        or type(record.ts) is not str
        or type(record.status) is not int
        or not (title is None or type(title) is str)
        or type(record.mime) is not str
        or type(record.hops) is not int
        or type(record.seed) is not str
    ):
        return _JSON.encode(record.to_json())
    return (
        f'{{"url": {_quote(record.url)}, "ts": {_quote(record.ts)}, '
        f'"status": {int.__repr__(record.status)}, '
        f'"title": {"null" if title is None else _quote(title)}, '
        f'"mime": {_quote(record.mime)}, "hops": {int.__repr__(record.hops)}, '
        f'"seed": {_quote(record.seed)}}}'
    )


class PagesWriter:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        new = not path.exists() or path.stat().st_size == 0
        torn = not new and _ends_without_newline(path)
        self._f: TextIO = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115
        if new:
            self._f.write(json.dumps(HEADER) + "\n")
        elif torn:
            # A kill cut the last line: end it, so the next page starts on a line of its own
            # (readers skip the torn fragment).
            self._f.write("\n")

    def write_record(self, record: PageRecord) -> None:
        self._f.write(_line(record) + "\n")

    def write(
        self, uri: CrawlURI, ex: Exchange, title: str | None, extra: dict[str, object] | None = None
    ) -> None:
        self.write_record(
            PageRecord(
                url=uri.url,
                ts=iso_ts(ex.started),
                status=ex.status,
                title=title,
                mime=ex.mime,
                hops=uri.hops,
                seed=uri.seed,
                extra=dict(extra or {}),
            )
        )

    def close(self) -> None:
        self._f.close()


def _ends_without_newline(path: Path) -> bool:
    with open(path, "rb") as f:
        f.seek(-1, 2)
        return f.read(1) != b"\n"


def read_pages(path: Path) -> list[dict[str, object]]:
    """The page objects of a pages.jsonl (header line skipped, torn last line ignored)."""
    out: list[dict[str, object]] = []
    if not path.exists():
        return out
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            obj = json.loads(line)
        except json.JSONDecodeError:
            continue
        if "url" in obj:
            out.append(obj)
    return out
