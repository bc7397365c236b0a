"""keepnet's WARC layer: records, rotated crash-safe writer, recovery, dedup index, reader.

Public API (see each module): `WarcWriter` and `recover_archive` (writing and resuming),
`DigestIndex`/`archive_exchange` (revisits for duplicate payloads), `iter_records` (reading).
"""

from keepnet.warc.dedup import DigestEntry, DigestIndex, archive_exchange, is_dedup_candidate
from keepnet.warc.reader import ReadProblem, RecordInfo, iter_records, read_records
from keepnet.warc.records import page_metadata, payload_digest, sha1_digest
from keepnet.warc.recover import recover_archive
from keepnet.warc.writer import WarcWriter, WrittenExchange, WrittenRecord, next_serial

__all__ = [
    "DigestEntry",
    "DigestIndex",
    "ReadProblem",
    "RecordInfo",
    "WarcWriter",
    "WrittenExchange",
    "WrittenRecord",
    "archive_exchange",
    "is_dedup_candidate",
    "iter_records",
    "next_serial",
    "page_metadata",
    "payload_digest",
    "read_records",
    "recover_archive",
    "sha1_digest",
]
