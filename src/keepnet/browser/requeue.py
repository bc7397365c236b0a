"""Renders cut by a stop are done on resume (the browser tier's own small queue).

A page's render runs beside the crawl, after its URL is done in the frontier, so the
frontier cannot give it back.  The tier therefore writes the pages in Chromium to
DIR/state/browser-pending.json (a handful: at most BACKLOG plus the learning pages), drops
each when its render ends, and keeps the ones a stop cut off.  On resume they are rendered
again from their archived response, found through the crawl's index.
"""

from __future__ import annotations

import json
import logging
import os
from datetime import UTC, datetime
from pathlib import Path

from keepnet.index.query import CdxjIndex
from keepnet.models import CrawlURI, Exchange
from keepnet.pipeline.history import Previous, last_capture

log = logging.getLogger(__name__)

HTML = ("text/html", "application/xhtml+xml")


class PendingRenders:
    """The pages in Chromium, on disk while they are there."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.entries: dict[str, dict[str, object]] = {}

    def load(self) -> list[CrawlURI]:
        """What a stop left (the file is kept until those are rendered)."""
        try:
            data = json.loads(self.path.read_text())
        except (OSError, ValueError):
            return []
        uris = []
        for e in data if isinstance(data, list) else []:
            try:
                uri = CrawlURI(
                    str(e["url"]),
                    str(e["key"]),
                    str(e["host"]),
                    str(e["seed"]),
                    str(e.get("hop_path", "")),
                    e.get("via"),
                )
            except (KeyError, TypeError):
                continue
            uris.append(uri)
            self.entries[uri.key] = e
        return uris

    def add(self, uri: CrawlURI) -> None:
        self.entries[uri.key] = {
            "url": uri.url,
            "key": uri.key,
            "host": uri.host,
            "seed": uri.seed,
            "hop_path": uri.hop_path,
            "via": uri.via,
        }
        self._save()

    def done(self, uri: CrawlURI) -> None:
        if self.entries.pop(uri.key, None) is not None:
            self._save()

    def _save(self) -> None:
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(list(self.entries.values())))
        os.replace(tmp, self.path)


def archived_page(crawl_dir: Path, url: str) -> Exchange | None:
    """The latest archived HTML response of `url` in the crawl, as an exchange."""
    index = crawl_dir / "indexes" / "index.cdxj"
    if not index.is_file():
        return None
    with CdxjIndex(index) as idx:
        caps = [
            r
            for r in idx.query(url)
            if r.url == url and r.status == "200" and (r.mime or "") in HTML
        ]
    if not caps:
        return None
    rec = max(caps, key=lambda r: r.timestamp)
    when = datetime.strptime(rec.timestamp, "%Y%m%d%H%M%S").replace(tzinfo=UTC)
    prev = Previous(
        url,
        None,
        None,
        rec.digest or "",
        when.isoformat(),
        "",
        str(crawl_dir / "archive" / rec.filename),
        rec.offset,
        200,
        when.timestamp(),
    )
    return last_capture(prev)
