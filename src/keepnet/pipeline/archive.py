"""Archiving step: an exchange goes to WARC as a response or, for a duplicate payload, a revisit.

Dedup follows WARC 1.1's identical-payload-digest revisit profile (keepnet.pipeline.dedup):
when a later URL returns a payload already archived in this crawl, a revisit record
pointing at the first capture is written instead of the body.  After link extraction the
page gets a metadata record with its outlinks, hop path and via.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.models import CrawlURI, Exchange, Outlink
from keepnet.pipeline.dedup import DigestStore, archive_exchange
from keepnet.warc.records import (
    NOT_MODIFIED_PROFILE,
    SerializedMetadata,
    SerializedPair,
    page_metadata,
)
from keepnet.warc.writer import Original, WarcWriter


@dataclass(frozen=True, slots=True)
class Archived:
    record_id: str
    digest: str
    revisit_of: str | None  # target URI of the original, for revisits
    warc_bytes: int


class Archiver:
    def __init__(self, writer: WarcWriter, digests: DigestStore) -> None:
        self.writer = writer
        self.digests = digests
        # (record id, WARC-Date) of the last response or revisit: its page's metadata record
        # takes the same date, as the extraction worker's (records.serialized_metadata) and
        # as Heritrix dates a capture's records
        self._last: tuple[str, str] = ("", "")

    def archive(
        self,
        ex: Exchange,
        deflated_body: bytes | None = None,
        digests: tuple[str, str] | None = None,
        serialized: SerializedPair | None = None,
    ) -> Archived:
        """`deflated_body`, `digests`, `serialized`: the wire body compressed, the response's
        digests computed and its records serialized already (WarcWriter.write_exchange)."""
        written = archive_exchange(
            self.writer,
            self.digests,
            ex,
            deflated_body=deflated_body,
            digests=digests,
            serialized=serialized,
        )
        self._last = (written.record_id, written.date)
        revisit_of = None
        if written.record_type == "revisit":
            original = self.digests.lookup(written.payload_digest)
            revisit_of = original.uri if original is not None else "?"
        return Archived(written.record_id, written.payload_digest, revisit_of, written.length)

    def not_modified(self, ex: Exchange, original: Original) -> Archived:
        """A 304 answer to a conditional request: a server-not-modified revisit of `original`.

        The revisit's block is empty and the 304's head goes to a metadata record beside
        it: pywb and wabac.js serve a revisit with the HTTP head in its block (a 304
        answered to a plain GET, empty) and fall back to the original's head only when
        the block has none.  Nothing the server said is lost, and the page replays."""
        head = [("http-status-line", _one_line(ex.response_head.split(b"\r\n", 1)[0]))]
        head += [
            ("http-header", _one_line(f"{k}: {v}".encode("latin-1", "replace")))
            for k, v in ex.headers
        ]
        written = self.writer.write_revisit(
            ex, original, profile=NOT_MODIFIED_PROFILE, head=b"", concurrent_metadata=head
        )
        self._last = (written.record_id, written.date)
        return Archived(written.record_id, written.payload_digest, original.uri, written.length)

    def metadata(
        self,
        uri: CrawlURI,
        record_id: str,
        outlinks: list[Outlink],
        encoded: tuple[bytes, bytes] | None = None,
        serialized: SerializedMetadata | None = None,
    ) -> None:
        """A metadata record with the page's outlinks, hop path and via (Heritrix's fields).

        `encoded`: the `outlinks` lines encoded and compressed already (by the extraction
        worker: `records.outlink_fields`), for WarcWriter.write_metadata's `tail`.
        `serialized`: the whole record made already by the extraction worker
        (`records.serialized_metadata` of this page's URL, hop path, via and seed, `encoded`
        and response `record_id`), written as it is."""
        if (  # made for this record: not for the response a revisit replaced
            serialized is not None
            and ("WARC-Concurrent-To", record_id) in serialized[0]
            and ("WARC-Target-URI", uri.url) in serialized[0]
        ):
            self.writer.write_metadata(
                uri.url, (), concurrent_to=record_id, tail=encoded, serialized=serialized
            )
            return
        fields = page_metadata(
            [] if encoded is not None else outlinks, uri.hop_path or "-", uri.via, uri.seed
        )
        last_id, date = self._last
        self.writer.write_metadata(
            uri.url,
            fields,
            concurrent_to=record_id,
            tail=encoded,
            date=date if last_id == record_id else None,
        )

    def close(self) -> None:
        self.writer.close()
        self.digests.close()


def _one_line(raw: bytes) -> str:
    """A header line as a warc-fields value: one line, whatever the server sent."""
    return raw.decode("latin-1").replace("\r", " ").replace("\n", " ").strip()
