"""The crawl's human-readable logs: crawl.log (one line per fetch) and refused.log.

crawl.log follows Heritrix 3's format, so the field's log tools read it:

    timestamp status size URI hop-path via mime #worker fetch-start+duration digest seed annotations

status is the HTTP status or a negative keepnet/Heritrix code (see keepnet.fetch.codes);
annotations carry the reason for failures, retries and truncations.  refused.log has one
line per URL that scope or a trap rule refused: timestamp, URI, via, reason.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from keepnet.models import CrawlURI, Exchange

# The last second's two texts (ISO, compact): a line's two times are mostly in one
# second, and so are a busy crawl's successive lines.
_last: tuple[int, str, str] = (-1 << 62, "", "")


def _second(ms: int) -> tuple[int, str, str]:
    global _last
    last, sec = _last, ms // 1000
    if sec != last[0]:
        dt = datetime.fromtimestamp(sec, UTC)
        last = _last = (sec, dt.strftime("%Y-%m-%dT%H:%M:%S."), dt.strftime("%Y%m%d%H%M%S"))
    return last


def iso_ms(t: float) -> str:
    # Seconds and milliseconds from one truncation, so 20.9999995 is :20.999, never :21.999.
    ms = int(t * 1000)
    return f"{_second(ms)[1]}{ms % 1000:03d}Z"


def _compact(t: float) -> str:
    ms = int(t * 1000)
    return f"{_second(ms)[2]}{ms % 1000:03d}"


def _field(value: str | None) -> str:
    if not value:
        return "-"
    return value.replace(" ", "%20").replace("\n", "%0A").replace("\r", "%0D")


class CrawlLog:
    """Appends to logs/crawl.log and logs/refused.log, line-buffered so a kill keeps them."""

    def __init__(self, logs_dir: Path) -> None:
        logs_dir.mkdir(parents=True, exist_ok=True)
        self._crawl: TextIO = open(logs_dir / "crawl.log", "a", encoding="utf-8", buffering=1)  # noqa: SIM115
        self._refused: TextIO = open(logs_dir / "refused.log", "a", encoding="utf-8", buffering=1)  # noqa: SIM115

    def fetch(
        self,
        uri: CrawlURI,
        status: int,
        size: int,
        mime: str,
        started: float,
        duration: float,
        digest: str | None = None,
        annotations: list[str] | None = None,
        worker: int = 0,
    ) -> None:
        line = " ".join(
            [
                iso_ms(time.time()),
                f"{status:>5}",
                f"{size:>10}",
                _field(uri.url),
                _field(uri.hop_path),
                _field(uri.via),
                _field(mime),
                f"#{worker:03d}",
                f"{_compact(started)}+{int(duration * 1000)}",
                _field(digest),
                _field(uri.seed),
                ",".join(_field(a).replace(",", "%2C") for a in annotations)
                if annotations
                else "-",
            ]
        )
        self._crawl.write(line + "\n")

    def exchange(
        self,
        uri: CrawlURI,
        ex: Exchange,
        digest: str | None = None,
        annotations: list[str] | None = None,
    ) -> None:
        """The line of a response received: its status, payload size, mime and timing."""
        self.fetch(
            uri, ex.status, len(ex.payload), ex.mime, ex.started, ex.elapsed, digest, annotations
        )

    def refused(self, url: str, via: str | None, reason: str) -> None:
        self._refused.write(f"{iso_ms(time.time())} {_field(url)} {_field(via)} {reason}\n")

    def close(self) -> None:
        self._crawl.close()
        self._refused.close()
