"""keepnet's WARC layer: records, rotated crash-safe writer, recovery, reader.

Public API (see each module): `WarcWriter` and `recover_archive` (writing and resuming),
`iter_records` (reading).  Records are written from plain values; which payload becomes a
revisit of which capture is crawl policy (keepnet.pipeline.dedup).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# Loaded on first use (PEP 562): the extraction worker needs only keepnet.warc.records, and
# importing the package must not pull in the reader (warcio) and the writer.
if TYPE_CHECKING:
    from keepnet.warc.reader import ReadProblem, RecordInfo, iter_records, read_records
    from keepnet.warc.records import page_metadata, payload_digest, sha1_digest
    from keepnet.warc.recover import recover_archive
    from keepnet.warc.writer import (
        Original,
        WarcWriter,
        WrittenExchange,
        WrittenRecord,
        next_serial,
    )

_LAZY = {
    "ReadProblem": "reader",
    "RecordInfo": "reader",
    "iter_records": "reader",
    "read_records": "reader",
    "page_metadata": "records",
    "payload_digest": "records",
    "sha1_digest": "records",
    "recover_archive": "recover",
    "Original": "writer",
    "WarcWriter": "writer",
    "WrittenExchange": "writer",
    "WrittenRecord": "writer",
    "next_serial": "writer",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


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
