"""Index and full text built while crawling: the CDXJ index and the search index, composed.

keepnet.index.live writes each record's CDXJ line as the WARC writer writes it and tells a
listener; keepnet.search.live is that listener and turns pages into search documents.  The
two layers do not know each other: this module wires them for the crawl, and guards the
crawl from either (a failure here only means `update_index`/`update_search` read the WARC
again at the end).
"""

from __future__ import annotations

import logging
from pathlib import Path

from keepnet.index.live import LiveIndex
from keepnet.models import Exchange
from keepnet.search.live import LiveSearch
from keepnet.warc.records import WarcRecord

log = logging.getLogger(__name__)


class LiveOutputs:
    """The crawl's live CDXJ sidecars and full-text documents."""

    def __init__(self, crawl_dir: Path, *, search: bool = True) -> None:
        self.search = LiveSearch(crawl_dir) if search else None
        self.index = LiveIndex(crawl_dir, listener=self.search)

    def on_record(self, filename: str, offset: int, length: int, record: WarcRecord) -> None:
        self.index.on_record(filename, offset, length, record)

    def on_close(self, filename: str) -> None:
        self.index.on_close(filename)

    def add_page(
        self,
        record_id: str,
        ex: Exchange | None = None,
        title: str | None = None,
        text: str | None = None,
    ) -> bool:
        """A page archived as response record `record_id`, with what link extraction found
        in it (see LiveSearch.add_page); False when it is no searchable page."""
        if self.search is None:
            return False
        try:
            return self.search.add_page(record_id, ex, title, text)
        except Exception:  # noqa: BLE001 - never break the crawl
            log.warning("live search: page %s not added", record_id, exc_info=True)
            return False

    def close(self) -> None:
        self.index.close()  # closes the listener too
