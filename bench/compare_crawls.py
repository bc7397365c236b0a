"""Two crawls' outputs compared record by record: what must be equal when only speed changed.

    .venv/bin/python bench/compare_crawls.py DIR_A DIR_B

WARC records (headers but ids, dates, the ids and dates they refer to, block digests and
lengths; HTTP heads but `Date`, `Connection`, `Keep-Alive`; blocks; metadata without
`via:` lines, which depend on which page found a URL first), CDXJ lines (offset, length and
file aside), pages.jsonl (`ts` aside), crawl.log (all fields but time, via, thread and
timing), the full-text rows (every column of `docs_fts`), refused.log (time aside),
state/trap-families.json byte for byte and stats.json's `trap_families`.  Each kind is
compared as a sorted list (pages finish in another order between two crawls of one tree).
Exits 1 when any differs.
"""

from __future__ import annotations

import glob
import json
import re
import sqlite3
import sys
from typing import Any

from warcio.archiveiterator import ArchiveIterator

IGNORED = {
    "WARC-Record-ID", "WARC-Date", "WARC-Concurrent-To", "WARC-Refers-To",
    "WARC-Refers-To-Date", "WARC-Warcinfo-ID", "WARC-Block-Digest", "Content-Length",
    "WARC-Filename",
}  # fmt: skip
_VOLATILE = re.compile(rb"(?i)(date|connection|keep-alive):")


def warc(d: str) -> list[Any]:
    out = []
    for path in sorted(glob.glob(f"{d}/archive/*.warc.gz")):
        with open(path, "rb") as f:
            for r in ArchiveIterator(f, no_record_parse=True):
                if r.rec_type == "warcinfo":
                    continue
                head = tuple((k, v) for k, v in r.rec_headers.headers if k not in IGNORED)
                body = r.content_stream().read()
                if r.rec_type in ("response", "request", "revisit"):
                    http, _, payload = body.partition(b"\r\n\r\n")
                    lines = [x for x in http.split(b"\r\n") if not _VOLATILE.match(x)]
                    body = b"\r\n".join(lines) + b"\r\n\r\n" + payload
                elif r.rec_type == "metadata":
                    body = b"\n".join(x for x in body.split(b"\n") if not x.startswith(b"via:"))
                out.append((dict(head).get("WARC-Target-URI", ""), r.rec_type, head, body))
    return sorted(out)


def cdxj(d: str) -> list[Any]:
    out = []
    with open(f"{d}/indexes/index.cdxj") as f:
        for line in f:
            key, _, fields = line.split(" ", 2)
            js = json.loads(fields)
            for name in ("offset", "length", "filename"):
                js.pop(name, None)
            out.append((key, json.dumps(js, sort_keys=True)))
    return sorted(out)


def pages(d: str) -> list[str]:
    with open(f"{d}/pages/pages.jsonl") as f:
        rows = [json.loads(line) for line in f]
    return sorted(
        json.dumps({k: v for k, v in r.items() if k != "ts"}, sort_keys=True) for r in rows
    )


def crawl_log(d: str) -> list[Any]:
    with open(f"{d}/logs/crawl.log") as f:  # time status size url hop via mime thread timing ...
        return sorted((*x[1:5], x[6], *x[9:]) for x in map(str.split, f))


def full_text(d: str) -> list[str]:
    with sqlite3.connect(f"{d}/indexes/search.sqlite") as db:
        return sorted(map(repr, db.execute("SELECT * FROM docs_fts")))


def refused(d: str) -> list[str]:
    with open(f"{d}/logs/refused.log") as f:
        return sorted(line.split(" ", 1)[-1] for line in f)


def families(d: str) -> list[str]:
    with open(f"{d}/state/trap-families.json") as f, open(f"{d}/stats.json") as s:
        return [f.read(), json.dumps(json.load(s).get("trap_families"), sort_keys=True)]


def main() -> None:
    a, b = sys.argv[1], sys.argv[2]
    same = True
    for name, fn in [
        ("WARC records", warc), ("CDXJ lines", cdxj), ("pages.jsonl lines", pages),
        ("crawl.log lines", crawl_log), ("full-text rows", full_text),
        ("refused.log lines", refused), ("trap families (state, stats)", families),
    ]:  # fmt: skip
        x, y = fn(a), fn(b)
        if x == y:
            print(f"{name}: {len(x)} equal")
        else:
            same = False
            differ = sum(p != q for p, q in zip(x, y, strict=False))
            print(f"{name}: DIFFER ({len(x)} against {len(y)}, {differ} positions)")
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
