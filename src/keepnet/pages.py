"""pages/pages.jsonl: one JSON object per captured page, in WACZ's json-pages-1.0 format.

The first line is the WACZ header object; every other line describes one page: url, ts
(the capture's WARC-Date), status, title, mime, hops and seed.  Lines are flushed one by
one so a killed crawl keeps every page it wrote.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from keepnet.models import CrawlURI, Exchange, PageRecord

HEADER = {"format": "json-pages-1.0", "id": "pages", "title": "All Pages"}
# json.dumps(obj, ensure_ascii=False), without making an encoder for every line
_JSON = json.JSONEncoder(ensure_ascii=False)


def iso_ts(t: float) -> str:
    return datetime.fromtimestamp(t, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


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
        self._f.write(_JSON.encode(record.to_json()) + "\n")

    def write(
        self, uri: CrawlURI, ex: Exchange, title: str | None, extra: dict[str, object] | None = None
    ) -> None:
        """The page's line: PageRecord(...).to_json() of these values, without making the
        PageRecord, its copy of `extra` and then its dict (the crawl writes one a page)."""
        line: dict[str, object] = {
            "url": uri.url,
            "ts": iso_ts(ex.started),
            "status": ex.status,
            "title": title,
            "mime": ex.mime,
            "hops": uri.hops,
            "seed": uri.seed,
        }
        if extra:
            line.update(extra)
        self._f.write(_JSON.encode(line) + "\n")

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
