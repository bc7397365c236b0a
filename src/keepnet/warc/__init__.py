"""keepnet's WARC layer: records, rotated crash-safe writer, recovery, reader.

Public API (see each module): `WarcWriter` and `recover_archive` (writing and resuming),
`iter_records` (reading).  Records are written from plain values; which payload becomes a
revisit of which capture is crawl policy (keepnet.pipeline.dedup).
"""

from keepnet.warc.reader import ReadProblem, RecordInfo, iter_records, read_records
from keepnet.warc.records import page_metadata, payload_digest, sha1_digest
from keepnet.warc.recover import recover_archive
from keepnet.warc.writer import Original, WarcWriter, WrittenExchange, WrittenRecord, next_serial

__all__ = [
    "Original",
    "ReadProblem",
    "RecordInfo",
    "WarcWriter",
    "WrittenExchange",
    "WrittenRecord",
    "iter_records",
    "next_serial",
    "page_metadata",
    "payload_digest",
    "read_records",
    "recover_archive",
    "sha1_digest",
]
