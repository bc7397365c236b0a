"""The crawl process's record path replayed over a crawl's own pages (issue 14, t14v).

    PYTHONPATH=TREE/src .venv/bin/python bench/bench_record_path.py time WARC... [--repeats 5]
    PYTHONPATH=TREE/src .venv/bin/python bench/bench_record_path.py dump OUT_DIR WARC...
    .venv/bin/python bench/bench_record_path.py compare DIR_A DIR_B

Each response of a crawl is read back from its WARC (warcio) with its request and its
outlinks metadata record (seed, via, hop path, outlink lines), prepared as the extraction
worker prepares it (body deflate, digests, serialized response and request records, outlink
lines: untimed), then put through what the engine's `_on_response` does with it on the
event-loop thread, each step timed by `time.thread_time`: `Archiver.archive` (records
written by a real WarcWriter with the crawl's live CDXJ and full-text outputs attached),
`Archiver.metadata`, `LiveOutputs.add_page`, the pages.jsonl line and the crawl.log line.
`time` prints each step's CPU µs a page (min and median of the repeats, each into a fresh
directory); `dump` writes one replay's outputs with record ids from a counter and a fixed
clock, so that `compare` can say whether two source trees wrote the same bytes: WARC
files (else their records but for dates and ids), CDXJ sidecars (else their lines but for
offsets and lengths), pages.jsonl, crawl.log (its lines' own times aside), full-text rows.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import os
import re
import sqlite3
import sys
import tempfile
import time
import zlib
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator

from keepnet.crawllog import CrawlLog
from keepnet.models import CrawlURI, Exchange
from keepnet.pages import PagesWriter
from keepnet.pipeline import archive as archive_mod
from keepnet.pipeline.archive import Archiver
from keepnet.pipeline.dedup import DigestIndex
from keepnet.pipeline.live import LiveOutputs
from keepnet.pipeline.offload import analyse
from keepnet.warc import records
from keepnet.warc.compression import LEVEL
from keepnet.warc.writer import WarcWriter

try:  # the response's index values made by the worker (t14ae)
    from keepnet.index.written import written_values
except ImportError:
    written_values = None

Page = tuple[CrawlURI, Exchange, tuple[bytes, bytes] | None, object, object, object]


def load(paths: list[str], limit: int | None = None) -> list[Page]:
    """(uri, exchange, encoded outlink lines, serialized records, title, text) per response."""
    raw: dict[str, dict[str, object]] = {}
    order: list[str] = []
    for path in paths:
        with open(path, "rb") as f:
            for r in ArchiveIterator(f):
                kind = r.rec_headers.get_header("WARC-Type")
                if kind == "response":
                    rid = r.rec_headers.get_header("WARC-Record-ID")
                    head = r.http_headers.to_bytes()
                    body = r.content_stream().read()
                    status, _, reason = r.http_headers.statusline.partition(" ")
                    raw[rid] = {
                        "url": r.rec_headers.get_header("WARC-Target-URI"),
                        "ip": r.rec_headers.get_header("WARC-IP-Address"),
                        "status": int(status),
                        "reason": reason,
                        "headers": list(r.http_headers.headers),
                        "head": head,
                        "body": body,
                    }
                    order.append(rid)
                elif kind == "request":
                    to = r.rec_headers.get_header("WARC-Concurrent-To")
                    if to in raw:
                        raw[to]["request"] = r.content_stream().read()
                elif kind == "metadata":
                    to = r.rec_headers.get_header("WARC-Concurrent-To")
                    if to in raw:
                        raw[to]["meta"] = r.content_stream().read()
    pages: list[Page] = []
    for n, rid in enumerate(order[:limit]):
        d = raw[rid]
        fields: dict[str, str] = {}
        lines = []
        for line in d.get("meta", b"").decode("utf-8").split("\r\n"):
            name, _, value = line.partition(": ")
            if name == "outlink":
                lines.append(line + "\r\n")
            elif name:
                fields[name] = value
        hop_path = fields.get("hopsFromSeed", "-")
        uri = CrawlURI(
            url=d["url"],
            key=d["url"],
            host="h",
            seed=fields.get("seed", d["url"]),
            hop_path="" if hop_path == "-" else hop_path,
            via=fields.get("via"),
        )
        ex = Exchange(
            url=d["url"],
            started=1.7e9 + n * 0.001,
            request_head=d.get("request", b"GET / HTTP/1.1\r\n\r\n"),
            status=d["status"],
            reason=d["reason"],
            headers=d["headers"],
            response_head=d["head"],
            wire_body=d["body"],
            payload=d["body"],
            ip=d["ip"],
            elapsed=0.01,
        )
        encoded = None
        if lines:
            text = "".join(lines).encode("utf-8")
            encoded = (text, records.deflate_piece(text, LEVEL))
        extracted = analyse(ex, 6000)[0]
        pages.append((uri, ex, encoded, None, extracted.title, extracted.text))
    return pages


def prepare(pages: list[Page], metadata: bool = False) -> tuple[list[Page], float]:
    """What the worker sends with each page: its records serialized (new random ids) with
    the response's index values (index.written.written_values, when this tree has it), and
    with `metadata` its metadata record too (records.serialized_metadata, when this tree has
    it); and the thread CPU seconds that written_values and serialized_metadata took."""
    out = []
    spent = 0.0
    for uri, ex, encoded, _, title, text in pages:
        digests = records.response_digests(ex.response_head, ex.wire_body)
        body = records.deflate_piece(ex.wire_body, LEVEL)
        serialized = records.serialized_exchange(ex, body, digests, LEVEL)
        if written_values is not None:  # the response's index values, as the worker adds them
            t0 = time.thread_time()
            response = records.WarcRecord(
                "response", serialized[0][0], ex.response_head + ex.payload
            )
            serialized = (*serialized[:2], written_values(response))
            spent += time.thread_time() - t0
        meta = None
        if metadata:
            t0 = time.thread_time()
            meta = records.serialized_metadata(  # type: ignore[attr-defined]
                ex.url,
                uri.hop_path or "-",
                uri.via,
                uri.seed,
                encoded,
                serialized[0][0][1][1],
                records.warc_date(ex.started),
                LEVEL,
            )
            spent += time.thread_time() - t0
        out.append((uri, ex, encoded, (digests, serialized, meta), title, text))
    return out, spent


STEPS = ("archive", "metadata", "add_page", "pages", "crawllog")


def run(pages: list[Page], out: Path, clock=time.time, started=time.time) -> dict[str, float]:
    """One replay into `out`: thread CPU seconds of each step (`clock`: the writer's,
    `started`: each exchange's start, as the fetch sets it)."""
    (out / "archive").mkdir(parents=True)
    live = LiveOutputs(out, search=True)
    writer = WarcWriter(
        out / "archive",
        "replay",
        {"software": "replay"},
        clock=clock,
        hostname="h",
        software="replay",
        on_record=live.on_record,
        on_close=live.on_close,
    )
    archiver = Archiver(writer, DigestIndex(out / "digests.db", group_commit=True))
    pages_w = PagesWriter(out / "pages.jsonl")
    log = CrawlLog(out / "logs")
    spent = dict.fromkeys(STEPS, 0.0)
    t = time.thread_time
    gc.collect()
    for i, (uri, ex, encoded, prepared, title, text) in enumerate(pages):
        digests, serialized, meta = prepared  # type: ignore[misc]
        ex.started = started()  # crawl.log's two times in one second, as in a crawl
        t0 = t()
        archived = archiver.archive(ex, None, digests, serialized)
        t1 = t()
        if meta is None:
            archiver.metadata(uri, archived.record_id, [], encoded)
        else:
            archiver.metadata(uri, archived.record_id, [], encoded, meta)  # type: ignore[call-arg]
        t2 = t()
        live.add_page(archived.record_id, ex, title, text)  # type: ignore[arg-type]
        t3 = t()
        pages_w.write(uri, ex, title, None)  # type: ignore[arg-type]
        t4 = t()
        log.fetch(uri, ex.status, len(ex.payload), ex.mime, ex.started, ex.elapsed, archived.digest)
        t5 = t()
        spent["archive"] += t1 - t0
        spent["metadata"] += t2 - t1
        spent["add_page"] += t3 - t2
        spent["pages"] += t4 - t3
        spent["crawllog"] += t5 - t4
        if i % 500 == 499:
            archiver.digests.flush()
    archiver.close()
    live.close()
    pages_w.close()
    log.close()
    return spent


def fixed_ids() -> None:
    """Record ids from a counter (os.urandom replaced: the worker's `new_record_id`)."""
    counter = itertools.count()
    os.urandom = lambda n: next(counter).to_bytes(n, "big")  # type: ignore[assignment]
    if hasattr(records, "_random16"):  # ids from a batch of random bytes (t14v)
        records._random16 = lambda: next(counter).to_bytes(16, "big")  # type: ignore[attr-defined]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("time")
    t.add_argument("warcs", nargs="+")
    t.add_argument("--repeats", type=int, default=5)
    t.add_argument("--limit", type=int)
    t.add_argument(
        "--worker-metadata",
        action="store_true",
        help="the metadata record serialized beforehand, as the worker would (timed apart)",
    )
    d = sub.add_parser("dump")
    d.add_argument("out")
    d.add_argument("warcs", nargs="+")
    d.add_argument("--limit", type=int)
    d.add_argument("--worker-metadata", action="store_true")
    c = sub.add_parser("compare")
    c.add_argument("a")
    c.add_argument("b")
    args = ap.parse_args()
    if args.cmd == "compare":
        sys.exit(compare(Path(args.a), Path(args.b)))
    pages = load(args.warcs, args.limit)
    if args.cmd == "dump":
        fixed_ids()
        ticks = itertools.count()
        prepared = prepare(pages, args.worker_metadata)[0]
        starts = itertools.count()
        run(
            prepared,
            Path(args.out),
            clock=lambda: 1.7e9 + next(ticks) * 0.000_25,
            started=lambda: 1.7e9 + next(starts) * 0.000_25,
        )
        print(f"{len(pages)} pages replayed into {args.out}")
        return
    results: dict[str, list[float]] = {s: [] for s in STEPS}
    worker: list[float] = []
    for _ in range(args.repeats):
        prepared, in_worker = prepare(pages, args.worker_metadata)
        worker.append(in_worker / len(pages) * 1e6)
        with tempfile.TemporaryDirectory(prefix="t14v_replay") as tmp:
            spent = run(prepared, Path(tmp) / "crawl")
        for s in STEPS:
            results[s].append(spent[s] / len(pages) * 1e6)
    if args.worker_metadata or written_values is not None:
        results["(worker: index values, serialized_metadata)"] = worker
    total = [sum(results[s][i] for s in STEPS) for i in range(args.repeats)]
    if args.worker_metadata or written_values is not None:
        total = [a + b for a, b in zip(total, worker, strict=True)]
    print(
        f"{len(pages)} pages, {args.repeats} repeats, µs a page (min / median; total with the worker's part):"
    )
    for s, vals in [*results.items(), ("total", total)]:
        vals = sorted(vals)
        print(f"  {s:30s} {vals[0]:8.1f} {vals[len(vals) // 2]:8.1f}")


def _records(paths: list[Path]) -> list[bytes]:
    """Every gzip member of the files decompressed, its WARC-Date and record ids blanked."""
    out = []
    for path in paths:
        data = path.read_bytes()
        while data:
            dec = zlib.decompressobj(31)
            member = dec.decompress(data)
            member = re.sub(rb"\r\nWARC-Date: [^\r]*\r\n", b"\r\n", member, count=1)
            out.append(re.sub(rb"<urn:uuid:[^>]*>", b"<id>", member))
            data = dec.unused_data
    return out


def _lines(paths: list[Path]) -> list[str]:
    """The CDXJ lines of the sidecars without their offset and length (records of another
    size before them move them)."""
    return [
        re.sub(r'"(offset|length)": "?\d+"?, ', "", line)
        for p in paths
        if p.suffix == ".cdxj"  # not the .done marker (the WARC's size and time)
        for line in p.read_text().splitlines()
    ]


def compare(a: Path, b: Path) -> int:
    bad = 0
    for rel in ("pages.jsonl", "logs/crawl.log", "logs/refused.log"):
        la = (a / rel).read_text().splitlines()
        lb = (b / rel).read_text().splitlines()
        if rel == "logs/crawl.log":  # the line's own time is the wall clock
            la = [x.split(" ", 1)[1] for x in la]
            lb = [x.split(" ", 1)[1] for x in lb]
        if la != lb:
            print(f"{rel} differs")
            bad += 1
        else:
            print(f"{rel}: {len(la)} lines equal")
    wa = sorted((a / "archive").iterdir())
    wb = sorted((b / "archive").iterdir())
    if [p.read_bytes() for p in wa] == [p.read_bytes() for p in wb]:
        print(f"WARC: {len(wa)} file(s), {sum(p.stat().st_size for p in wa)} bytes equal")
    else:  # decompressed, WARC-Date and record ids aside (the worker's metadata: t14v)
        ma, mb = _records(wa), _records(wb)
        if ma != mb:
            print("WARC records differ")
            bad += 1
        else:
            print(f"WARC: {len(ma)} records equal but for dates and ids (bytes differ)")
    sa = sorted((a / "indexes").rglob("*.cdxj*"))
    sb = sorted((b / "indexes").rglob("*.cdxj*"))
    if [p.read_bytes() for p in sa] == [p.read_bytes() for p in sb]:
        print(f"CDXJ sidecars: {len(sa)} file(s) equal")
    elif _lines(sa) == _lines(sb):
        print(f"CDXJ sidecars: {len(_lines(sa))} lines equal but for offsets and lengths")
    else:
        print("CDXJ sidecars differ")
        bad += 1
    q = (
        "SELECT d.url, d.timestamp, d.host_key, d.source, f.title, f.text, f.url"
        " FROM docs d JOIN docs_fts f ON f.rowid = d.id ORDER BY d.id"
    )
    try:
        ra = sqlite3.connect(a / "indexes" / "search.sqlite").execute(q).fetchall()
        rb = sqlite3.connect(b / "indexes" / "search.sqlite").execute(q).fetchall()
    except sqlite3.Error as exc:
        print(f"full-text rows not compared: {exc}")
        return bad
    if ra != rb:
        print("full-text rows differ")
        bad += 1
    else:
        print(f"full-text rows: {len(ra)} equal")
    return bad


if __name__ == "__main__":
    _ = archive_mod
    main()
