"""The full-text writer's CPU a document, replayed on a crawl's own documents.

    .venv/bin/python bench/bench_search_writer.py CRAWL_DIR [--batch 100 650 ...]
        [--rounds 2] [--pragma "PRAGMA ..."]

Reads the documents (url, timestamp, source, title, text) back from CRAWL_DIR's
indexes/search.sqlite, then inserts them into a fresh SqliteSearchIndex in batches of each
`--batch` size, one `add` per batch as keepnet.search.live's writer thread does, and prints
the thread's CPU time (user + system) a document, the wall time and the index's size.
Sizes alternate round after round, so load drifts hit them alike.  `--pragma` statements
run on the writer's connection first (e.g. "PRAGMA cache_size = -2000" and "PRAGMA
wal_autocheckpoint = 1000" give SQLite's defaults back, to compare with the writer's own).
"""

from __future__ import annotations

import argparse
import resource
import sqlite3
import tempfile
import time
from pathlib import Path

from keepnet.search.base import SearchDocument
from keepnet.search.sqlite_fts import SqliteSearchIndex, search_path


def crawl_documents(crawl_dir: Path) -> list[SearchDocument]:
    db = sqlite3.connect(f"{search_path(crawl_dir).resolve().as_uri()}?mode=ro", uri=True)
    try:
        rows = db.execute(
            "SELECT d.url, d.timestamp, d.source, f.title, f.text "
            "FROM docs d JOIN docs_fts f ON f.rowid = d.id ORDER BY d.id"
        ).fetchall()
    finally:
        db.close()
    return [SearchDocument(u, t, title, text, source) for u, t, source, title, text in rows]


def replay(docs: list[SearchDocument], batch: int, pragmas: list[str]) -> str:
    with tempfile.TemporaryDirectory(prefix="kn-search-writer-") as tmp:
        path = Path(tmp) / "search.sqlite"
        index = SqliteSearchIndex(path)
        for pragma in pragmas:
            index._db.execute(pragma)  # noqa: SLF001 - a bench's knob, not an API
        r0, w0 = resource.getrusage(resource.RUSAGE_THREAD), time.perf_counter()
        for i in range(0, len(docs), batch):
            index.add(docs[i : i + batch])
        r1, w1 = resource.getrusage(resource.RUSAGE_THREAD), time.perf_counter()
        index.close()
        user, system = r1.ru_utime - r0.ru_utime, r1.ru_stime - r0.ru_stime
        n = len(docs)
        return (
            f"batch {batch:>6}: CPU {1000 * (user + system) / n:.3f} ms a document "
            f"(user {1000 * user / n:.3f}, system {1000 * system / n:.3f}), "
            f"wall {w1 - w0:.2f} s, index {path.stat().st_size >> 20} MB"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("crawl_dir", type=Path)
    ap.add_argument("--batch", type=int, nargs="+", default=[100, 650])
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--pragma", action="append", default=[])
    args = ap.parse_args()
    docs = crawl_documents(args.crawl_dir)
    print(f"{len(docs)} documents, {sum(len(d.text) for d in docs):,} characters of text")
    for r in range(args.rounds):
        for batch in args.batch:
            print(f"round {r + 1}, {replay(docs, batch, args.pragma)}", flush=True)


if __name__ == "__main__":
    main()
