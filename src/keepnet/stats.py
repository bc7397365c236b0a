"""Crawl statistics: counters fed by crawl events, saved to DIR/stats.json.

Counts accumulate across resumed runs (stats.json is read back at start), so the file always
describes the whole crawl.  It is rewritten atomically (temp file + rename) every couple of
seconds and at the end, so a kill -9 leaves the last complete snapshot.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, is_dataclass
from pathlib import Path
from typing import Any

from keepnet.events import Event

log = logging.getLogger(__name__)

MAX_KINDS = 50  # MIME types and refusal reasons kept in stats.json (the most frequent)


def reason_key(reason: str) -> str:
    """A refusal reason without its particulars ("trap: calendar-like path (…)" → "trap",
    "exclusion regex:^x" → "exclusion"), so reasons add up."""
    head = reason.split(":", 1)[0].split("(", 1)[0].strip()
    return (head or "other")[:60]


class CrawlStats:
    def __init__(self) -> None:
        self.fetched = 0
        self.failed = 0
        self.retries = 0
        self.refused = 0
        self.out_of_scope = 0
        self.revisits = 0
        self.not_due = 0  # a re-crawl's URLs not fetched again yet (revisit: auto)
        self.pages = 0
        self.bytes_downloaded = 0
        self.warc_bytes = 0
        self.status: Counter[str] = Counter()
        self.mime: Counter[str] = Counter()  # responses by MIME type
        self.refusals: Counter[str] = Counter()  # refused URLs by reason (its first words)
        self.runs = 0
        self._run_started = time.time()
        self._fetched_this_run = 0
        # Sections that extensions own (e.g. "browser"): name -> a callable giving its data.
        self.sections: dict[str, Callable[[], dict[str, Any]]] = {}

    def load(self, path: Path) -> None:
        """Continue the counts of a previous run of the same crawl."""
        try:
            data = json.loads(path.read_text())
        except FileNotFoundError:
            data = {}
        except (OSError, json.JSONDecodeError) as exc:
            log.warning("%s unreadable (%s): counts restart from zero", path, exc)
            data = {}
        for name in (
            "fetched",
            "failed",
            "retries",
            "refused",
            "out_of_scope",
            "revisits",
            "not_due",
            "pages",
            "bytes_downloaded",
            "warc_bytes",
            "runs",
        ):
            setattr(self, name, int(data.get(name, 0)))
        self.status = Counter({str(k): int(v) for k, v in data.get("status", {}).items()})
        self.mime = Counter({str(k): int(v) for k, v in data.get("mime", {}).items()})
        self.refusals = Counter({str(k): int(v) for k, v in data.get("refusals", {}).items()})
        self._loaded = data
        self.runs += 1

    def section(self, name: str) -> Any:
        """An extension's section (e.g. "trap_families"): live while its crawl runs, else as
        stats.json last had it."""
        if name in self.sections:
            return self.sections[name]()
        return getattr(self, "_loaded", {}).get(name)

    def on_event(self, event: Event) -> None:
        d = event.data
        if event.kind == "fetched":
            self.fetched += 1
            self._fetched_this_run += 1
            self.status[str(d.get("status"))] += 1
            self.mime[str(d.get("mime") or "-")] += 1
            self.bytes_downloaded += int(d.get("bytes", 0))
            self.warc_bytes += int(d.get("warc_bytes", 0))
            self.out_of_scope += int(d.get("out_of_scope", 0))
        elif event.kind == "failed":
            self.failed += 1
            self.status[str(d.get("code"))] += 1
        elif event.kind == "retry":
            self.retries += 1
        elif event.kind == "refused":
            self.refused += 1
            self.refusals[reason_key(str(d.get("reason", "")))] += 1
        elif event.kind == "revisit":
            self.revisits += 1
        elif event.kind == "not-due":
            self.not_due += 1
        elif event.kind == "page":
            self.pages += 1

    def rate(self) -> float:
        elapsed = time.time() - self._run_started
        return self._fetched_this_run / elapsed if elapsed > 0 else 0.0

    def snapshot(self, frontier: Any = None, final_reason: str | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "fetched": self.fetched,
            "failed": self.failed,
            "retries": self.retries,
            "refused": self.refused,
            "out_of_scope": self.out_of_scope,
            "revisits": self.revisits,
            "not_due": self.not_due,
            "pages": self.pages,
            "bytes_downloaded": self.bytes_downloaded,
            "warc_bytes": self.warc_bytes,
            "status": dict(sorted(self.status.items())),
            "mime": dict(self.mime.most_common(MAX_KINDS)),
            "refusals": dict(self.refusals.most_common(MAX_KINDS)),
            "runs": self.runs,
            "this_run": {
                "started": self._run_started,
                "elapsed": round(time.time() - self._run_started, 3),
                "fetched": self._fetched_this_run,
                "fetches_per_second": round(self.rate(), 2),
            },
        }
        if frontier is not None:
            data["frontier"] = (
                asdict(frontier)
                if is_dataclass(frontier) and not isinstance(frontier, type)
                else dict(frontier)
            )
        if final_reason is not None:
            data["stop_reason"] = final_reason
        for name, section in self.sections.items():
            data[name] = section()
        return data

    def save(self, path: Path, frontier: Any = None, final_reason: str | None = None) -> None:
        tmp = path.with_suffix(".json.tmp")
        tmp.write_text(json.dumps(self.snapshot(frontier, final_reason), indent=2))
        os.replace(tmp, path)
