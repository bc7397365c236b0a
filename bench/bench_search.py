"""Benchmark of full-text search: indexing rate and query latency on real saved pages.

    .venv/bin/python bench/bench_search.py [--copies N] [--queries N] [--dir DIR]

Documents: every page of the readability and trafilatura corpora (../shared/corpora/html,
about 380 real pages in many languages), parsed once (title + visible text, as the builder
does) and inserted N times (--copies, default 10) under different URLs and dates, so the
index is big enough for ranking and filtering to cost something.
Prints:
  * extraction rate: pages/s through keepnet.search.capture.html_document (parse + text);
  * indexing rate: documents/s into SqliteSearchIndex (one transaction, as one WARC is);
  * query latency p50/p99 (ms) for: one word, two words, a phrase, a prefix, a word with a
    site filter, a word with a date range, and hostile input; words are drawn from the
    corpus vocabulary, so most queries have hits.  The first 20 results are fetched, with
    bm25 ranking, highlighted titles, snippets and the total count, as /search does.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from keepnet.search.base import SearchDocument
from keepnet.search.capture import html_document
from keepnet.search.sqlite_fts import SqliteSearchIndex

CORPORA = Path(__file__).resolve().parents[2] / "shared" / "corpora" / "html"
HOSTS = [f"site{i}.example.org" for i in range(40)] + [f"www.news{i}.test" for i in range(10)]


def corpus_pages() -> list[Path]:
    pages = sorted((CORPORA / "readability").glob("*/source.html"))
    pages += sorted((CORPORA / "trafilatura").rglob("*.html"))
    return pages


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--copies", type=int, default=10)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--dir", type=Path, default=None)
    args = ap.parse_args()
    files = corpus_pages()
    if not files:
        sys.exit(f"no corpus pages under {CORPORA}")
    rng = random.Random(7)

    t0 = time.perf_counter()
    base = [html_document("http://x/", "20240101000000", f.read_bytes(), None) for f in files]
    extract_s = time.perf_counter() - t0
    size = sum(f.stat().st_size for f in files)
    print(f"pages: {len(files)} ({size / 1e6:.1f} MB of HTML)")
    print(f"extraction: {len(files) / extract_s:,.0f} pages/s ({size / 1e6 / extract_s:.1f} MB/s)")

    docs = []
    for copy in range(args.copies):
        for n, doc in enumerate(base):
            host = HOSTS[(n + copy) % len(HOSTS)]
            ts = f"{2015 + (n + copy) % 10}{1 + n % 12:02d}{1 + copy % 28:02d}120000"
            docs.append(SearchDocument(f"http://{host}/{copy}/{n}", ts, doc.title, doc.text))
    words = [w for d in base for w in d.text.split() if w.isalpha() and 4 <= len(w) <= 12]
    vocab = rng.sample(words, min(len(words), 5000))

    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        index = SqliteSearchIndex(Path(tmp) / "search.sqlite")
        t0 = time.perf_counter()
        index.add(docs)
        index_s = time.perf_counter() - t0
        db_size = (Path(tmp) / "search.sqlite").stat().st_size
        text_mb = sum(len(d.text) for d in docs) / 1e6
        print(f"indexing: {len(docs):,} documents ({text_mb:.0f} M chars) in {index_s:.1f} s "
              f"= {len(docs) / index_s:,.0f} docs/s; index file {db_size / 1e6:.0f} MB")  # fmt: skip

        def phrase() -> str:
            d = rng.choice(base).text.split()
            i = rng.randrange(max(1, len(d) - 3))
            return '"' + " ".join(d[i : i + 3]) + '"'

        kinds = {
            "one word": lambda: (rng.choice(vocab), {}),
            "two words": lambda: (f"{rng.choice(vocab)} {rng.choice(vocab)}", {}),
            "phrase": lambda: (phrase(), {}),
            "prefix": lambda: (rng.choice(vocab)[:4] + "*", {}),
            "word + site": lambda: (rng.choice(vocab), {"site": "example.org"}),
            "word + dates": lambda: (rng.choice(vocab), {"date_from": "2018", "date_to": "2020"}),
            "hostile": lambda: ('NEAR(" ' + rng.choice(vocab) + " -* (" * 50, {}),
        }
        print(f"queries ({args.queries} each, first 20 hits + total, ms):")
        for name, make in kinds.items():
            times, hits = [], 0
            for _ in range(args.queries):
                q, kw = make()
                t0 = time.perf_counter()
                res = index.query(q, limit=20, **kw)  # type: ignore[arg-type]
                times.append((time.perf_counter() - t0) * 1000)
                hits += res.total > 0
            print(f"  {name:<12} p50 {statistics.median(times):7.2f}  p99 "
                  f"{percentile(times, 0.99):7.2f}  ({hits}/{args.queries} with hits)")  # fmt: skip
        index.close()


if __name__ == "__main__":
    main()
