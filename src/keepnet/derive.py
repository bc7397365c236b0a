"""Derived datasets for research: captures, links and text of crawls, as Parquet (or JSONL),
and a WET file of the text — what researchers query with DuckDB or pandas instead of WARCs.

    keepnet derive DIR [DIR...] --out D [--format parquet|jsonl]

- `captures`: one row per indexed record — exactly the records cdxj-indexer indexes (the
  lines come from keepnet's indexer, whose output equals cdxj-indexer's): url, surt (the
  index key), time, status, mime, digest, length, filename, offset, crawl;
- `links`: one row per outlink of a page, from the crawl's own WARC metadata records
  (Heritrix's `outlink: URL HOP CONTEXT` fields): source, target, hop (L link, E embed,
  R redirect, X speculative, I inferred, P prerequisite), context (where it was found:
  "a/@href", "img/@src"...), time, crawl.  keepnet does not record anchor text; the column
  is kept (null) for tools that expect it.  WARCs written by other crawlers, with no such
  records, give no links here;
- `text`: one row per HTML page captured with status 200: url, time, title, visible text,
  crawl (language: null — not detected);
- `text.wet.gz`: the same text as WARC `conversion` records (text/plain, WARC-Refers-To the
  response), the WET shape of Common Crawl's derivatives;
- `metadata.wat.gz`: every record's metadata as JSON (keepnet.wat), the WAT shape: WARC and
  HTTP headers, and for HTML pages their title, metas and links with anchor text.

Everything streams: rows go out in batches of BATCH, so memory does not grow with the
collection.  A crawl directory's WARCs are read from DIR/archive; a plain directory of WARC
files works too (the real WARCs of ../shared/corpora/warc in the tests).
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from warcio.archiveiterator import ArchiveIterator
from warcio.warcwriter import WARCWriter

from keepnet.index.cdxj import CdxjRecord
from keepnet.index.indexer import WARC_SUFFIXES, index_warc
from keepnet.search.capture import is_page, read_document
from keepnet.wat import write_wat

BATCH = 5000
DATASETS = ("captures", "links", "text")


def warc_files(crawl: Path) -> list[Path]:
    """The finished WARC files of a crawl directory (DIR/archive) or of a plain directory."""
    folder = crawl / "archive" if (crawl / "archive").is_dir() else crawl
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.name.endswith(WARC_SUFFIXES))


class Sink:
    """Rows of one dataset to Parquet (pyarrow) or JSON lines, written in batches."""

    def __init__(self, path: Path, fmt: str, schema: list[tuple[str, str]]) -> None:
        self.fmt = fmt
        self.names = [n for n, _ in schema]
        self.rows: list[dict[str, Any]] = []
        self.count = 0
        if fmt == "parquet":
            import pyarrow as pa
            import pyarrow.parquet as pq

            types = {"str": pa.string(), "int": pa.int64()}
            self._pa = pa
            self._schema = pa.schema([(n, types[t]) for n, t in schema])
            self._writer = pq.ParquetWriter(
                str(path.with_suffix(".parquet")), self._schema, compression="zstd"
            )
        else:
            self._fh = path.with_suffix(".jsonl").open("w", encoding="utf-8")

    def add(self, row: dict[str, Any]) -> None:
        self.rows.append(row)
        self.count += 1
        if len(self.rows) >= BATCH:
            self.flush()

    def flush(self) -> None:
        if not self.rows:
            return
        if self.fmt == "parquet":
            cols = {n: [r.get(n) for r in self.rows] for n in self.names}
            self._writer.write_table(self._pa.table(cols, schema=self._schema))
        else:
            for r in self.rows:
                self._fh.write(
                    json.dumps({n: r.get(n) for n in self.names}, ensure_ascii=False) + "\n"
                )
        self.rows = []

    def close(self) -> None:
        self.flush()
        if self.fmt == "parquet":
            self._writer.close()
        else:
            self._fh.close()


SCHEMAS: dict[str, list[tuple[str, str]]] = {
    "captures": [
        ("url", "str"),
        ("surt", "str"),
        ("time", "str"),
        ("status", "int"),
        ("mime", "str"),
        ("digest", "str"),
        ("length", "int"),
        ("filename", "str"),
        ("offset", "int"),
        ("crawl", "str"),
    ],
    "links": [
        ("source", "str"),
        ("target", "str"),
        ("anchor", "str"),
        ("hop", "str"),
        ("context", "str"),
        ("time", "str"),
        ("crawl", "str"),
    ],
    "text": [
        ("url", "str"),
        ("time", "str"),
        ("language", "str"),
        ("title", "str"),
        ("text", "str"),
        ("crawl", "str"),
    ],
}


@dataclass
class DeriveReport:
    out: Path
    counts: dict[str, int] = field(default_factory=dict)
    warcs: int = 0
    problems: list[str] = field(default_factory=list)


def _status(rec: CdxjRecord) -> int | None:
    return int(rec.status) if rec.status and rec.status.isdigit() else None


def outlinks(warc: Path) -> Iterator[tuple[str, str, str, str, str]]:
    """(source, target, hop, context, WARC-Date) from keepnet's metadata records."""
    with warc.open("rb") as fh:
        for record in ArchiveIterator(fh):
            if record.rec_type != "metadata":
                continue
            if record.rec_headers.get_header("Content-Type") != "application/warc-fields":
                continue
            source = record.rec_headers.get_header("WARC-Target-URI")
            date = record.rec_headers.get_header("WARC-Date")
            for line in record.content_stream().read().decode("utf-8", "replace").splitlines():
                name, _, value = line.partition(":")
                if name.strip().lower() != "outlink":
                    continue
                parts = value.strip().split(" ")
                if len(parts) >= 2:
                    yield source, parts[0], parts[1], " ".join(parts[2:]), date


def derive(
    crawls: list[Path],
    out: Path,
    fmt: str = "parquet",
    progress: Callable[[str], None] | None = None,
) -> DeriveReport:
    """Write the captures, links and text datasets (and text.wet.gz) of `crawls` into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    sinks = {name: Sink(out / name, fmt, SCHEMAS[name]) for name in DATASETS}
    report = DeriveReport(out)
    with (out / "text.wet.gz").open("wb") as wet_fh:
        wet = WARCWriter(wet_fh, gzip=True, warc_version="1.1")
        try:
            for crawl in crawls:
                name = crawl.resolve().name
                for warc in warc_files(crawl):
                    report.warcs += 1
                    if progress is not None:
                        progress(f"{name}/{warc.name}")
                    _derive_warc(warc, name, sinks, wet, report)
        finally:
            for sink in sinks.values():
                sink.close()
    report.counts = {name: sinks[name].count for name in DATASETS}
    if progress is not None:
        progress("metadata.wat.gz")
    with (out / "metadata.wat.gz").open("wb") as wat_fh:
        report.counts["wat"] = write_wat([w for c in crawls for w in warc_files(c)], wat_fh)
    return report


def _derive_warc(
    warc: Path, crawl: str, sinks: dict[str, Sink], wet: WARCWriter, report: DeriveReport
) -> None:
    pages: list[CdxjRecord] = []
    for rec in index_warc(
        warc, warc.name, on_problem=lambda p: report.problems.append(f"{warc.name}: {p}")
    ):
        sinks["captures"].add(
            {
                "url": rec.url,
                "surt": rec.key,
                "time": rec.timestamp,
                "status": _status(rec),
                "mime": rec.mime,
                "digest": rec.digest,
                "length": rec.length,
                "filename": rec.filename,
                "offset": rec.offset,
                "crawl": crawl,
            }
        )
        if is_page(rec):
            pages.append(rec)
    with warc.open("rb") as fh:
        for rec in pages:
            try:
                doc = read_document(fh, rec)
            except Exception as exc:  # noqa: BLE001 - one bad record is reported, not fatal
                report.problems.append(f"{warc.name}@{rec.offset}: {exc!r}"[:300])
                continue
            if doc is None:
                continue
            sinks["text"].add(
                {
                    "url": doc.url,
                    "time": doc.timestamp,
                    "language": None,
                    "title": doc.title,
                    "text": doc.text,
                    "crawl": crawl,
                }
            )
            body = (doc.title + "\n\n" + doc.text).encode("utf-8")
            wet.write_record(
                wet.create_warc_record(
                    doc.url,
                    "conversion",
                    payload=io.BytesIO(body),
                    length=len(body),
                    warc_headers_dict={
                        "WARC-Date": _iso(doc.timestamp),
                        "Content-Type": "text/plain; charset=utf-8",
                    },
                    http_headers=None,
                )
            )
    for source, target, hop, context, date in outlinks(warc):
        sinks["links"].add(
            {
                "source": source,
                "target": target,
                "anchor": None,
                "hop": hop,
                "context": context,
                "time": date,
                "crawl": crawl,
            }
        )


def _iso(ts: str) -> str:
    return f"{ts[0:4]}-{ts[4:6]}-{ts[6:8]}T{ts[8:10]}:{ts[10:12]}:{ts[12:14]}Z"
