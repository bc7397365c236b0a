"""The extraction worker's per-page work replayed over a crawl's own pages (issue 14).

    PYTHONPATH=TREE/src .venv/bin/python bench/bench_worker_replay.py time WARC... [--repeats 7]
    PYTHONPATH=TREE/src .venv/bin/python bench/bench_worker_replay.py dump OUT.pickle WARC... [--all]
    .venv/bin/python bench/bench_worker_replay.py compare A.pickle B.pickle

The HTML responses of a crawl are read back from its WARC (warcio) as Exchanges, and each
goes through what keepnet.pipeline.offload's worker does with it (`_serve`): analyse
(decode, lexbor parse, outlinks, title, text, robots), the body's deflate and digests, the
outlink lines, the response and request records, the tier decision, and alternately the
text's shingle_array or a full family's judgement (against the shingles of the first 40
pages).  `time` prints each stage's thread CPU µs a page (min and median of the repeats;
`--cold`: analyse once, as a crawl meets its pages, caches empty); `dump` writes every
answer as the crawl reads it, the Exchange and the answer each through the hand-off's
frames (record ids drawn from a counter, so the records' bytes compare); `compare` says
whether two dumps (two source trees, `PYTHONPATH`) gave the same answers, page by page.
Only pages the worker would get (HTML, 4 KB to 8 MB, status 200) unless `--all`.
"""

from __future__ import annotations

import argparse
import gc
import os
import pickle
import sys
import time

from warcio.archiveiterator import ArchiveIterator

from keepnet.models import Exchange
from keepnet.pipeline import offload
from keepnet.scope.families import JudgedSets, shingle_array
from keepnet.warc import records
from keepnet.warc.compression import LEVEL


def load(paths: list[str], every_html: bool = False) -> list[Exchange]:
    out = []
    for path in paths:
        with open(path, "rb") as f:
            for r in ArchiveIterator(f):
                if r.rec_headers.get_header("WARC-Type") != "response":
                    continue
                status, _, reason = r.http_headers.statusline.partition(" ")
                body = r.content_stream().read()
                ex = Exchange(
                    url=r.rec_headers.get_header("WARC-Target-URI"),
                    started=1.7e9,
                    request_head=b"GET / HTTP/1.1\r\n\r\n",
                    status=int(status),
                    reason=reason,
                    headers=list(r.http_headers.headers),
                    response_head=r.http_headers.to_bytes(),
                    wire_body=body,
                    payload=body,
                )
                size_ok = every_html or offload.MIN_BYTES <= len(body) <= offload.MAX_BYTES
                if ex.mime in offload.HTML and size_ok and ex.status == 200:
                    out.append(ex)
    return out


def crossed(obj: object, request: bool = False) -> object:
    """`obj` as the other process unpickles it: a request's Exchange (`request`) or an
    answer, through the frames of the tree under test (`offload._sent`/`_loads`, or an
    older tree's plain pickle)."""
    if not hasattr(offload, "_loads"):
        return pickle.loads(pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL))
    sent = offload._sent(obj, True) if request else obj
    back = offload._loads(memoryview(offload._frame(sent))[4:])
    return offload._received(back, True) if request else back


def answer(ex: Exchange, judged: JudgedSets, n: int) -> tuple[object, ...]:
    """What the worker answers for `ex` (deflate, records and tier asked for), as the
    crawl reads it: the Exchange and the answer each through the hand-off."""
    ex = crossed(ex, request=True)
    packed, *rest = crossed(_answer(ex, judged, n))
    return (offload._unpacked(packed), *rest)


def _answer(ex: Exchange, judged: JudgedSets, n: int) -> tuple[object, ...]:
    analysis = offload.analyse(ex, None)
    deflated = records.deflate_piece(ex.payload, LEVEL)
    digests = records.response_digests(ex.response_head, ex.payload)
    lines = offload._outlink_lines(analysis[0].outlinks, LEVEL)
    pair = offload._records(ex, deflated, digests, LEVEL)
    text = analysis[0].text or ""
    words = judged.judge(1, text) if n % 2 else shingle_array(text).tobytes()
    decided = offload.decide(ex, analysis[0].outlinks)
    return (
        offload._packed(analysis),
        None if pair else deflated,
        words,
        digests,
        lines,
        decided,
        pair,
    )


def family(exs: list[Exchange]) -> JudgedSets:
    judged, seen = JudgedSets(), set()
    for ex in exs[:40]:
        seen |= set(shingle_array(offload.analyse(ex, None)[0].text or ""))
    judged.use(1, seen)
    return judged


def cpu_us(fn, pages: int, repeats: int) -> tuple[float, float]:
    runs = []
    for _ in range(repeats):
        gc.collect()
        t = time.thread_time()
        fn()
        runs.append((time.thread_time() - t) * 1e6 / pages)
    runs.sort()
    return runs[0], runs[len(runs) // 2]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("mode", choices=["time", "dump", "compare"])
    p.add_argument("paths", nargs="+")
    p.add_argument("--repeats", type=int, default=7)
    p.add_argument("--cold", action="store_true")
    p.add_argument("--all", action="store_true", help="every HTML 200 page, small ones too")
    a = p.parse_args()
    if a.mode == "compare":
        dumps = []
        for path in a.paths:
            with open(path, "rb") as f:
                dumps.append(pickle.load(f))
        first, second = dumps
        assert [u for u, _ in first] == [u for u, _ in second], "not the same pages"
        differ = [u for (u, x), (_, y) in zip(first, second, strict=True) if x != y]
        links = sum(len(x[0][0].outlinks) for _, x in first)
        print(f"{len(first)} pages, {links} outlinks: {len(differ)} answers differ {differ[:5]}")
        sys.exit(1 if differ else 0)
    if a.mode == "dump":
        out, paths = a.paths[0], a.paths[1:]
    else:
        paths = a.paths
    exs = load(paths, a.all)
    if a.mode == "time" and a.cold:
        us = cpu_us(lambda: [offload.analyse(ex, None) for ex in exs], len(exs), 1)[0]
        print(f"{len(exs)} pages; analyse, one cold pass: {us:.1f} us a page")
        return
    judged = family(exs)
    if a.mode == "dump":
        count = 0

        def counter(n: int) -> bytes:  # record ids from a counter: records compare
            nonlocal count
            count += 1
            return count.to_bytes(n, "big")

        records.os.urandom = counter  # type: ignore[attr-defined]
        if hasattr(records, "_random16"):  # ids from a batch of random bytes (t14v)
            records._random16 = lambda: counter(16)  # type: ignore[attr-defined]
        answers = [(ex.url, answer(ex, judged, i)) for i, ex in enumerate(exs)]
        with open(out, "wb") as f:
            pickle.dump(answers, f)
        print(f"{len(answers)} pages dumped to {out}")
        return
    analyses = [offload.analyse(ex, None) for ex in exs]
    deflated = [records.deflate_piece(ex.payload, LEVEL) for ex in exs]
    digests = [records.response_digests(ex.response_head, ex.payload) for ex in exs]
    stages = {
        "analyse": lambda: [offload.analyse(ex, None) for ex in exs],
        "judge": lambda: [judged.judge(1, x[0].text or "") for x in analyses],
        "shingle_array": lambda: [shingle_array(x[0].text or "") for x in analyses],
        "decide": lambda: [
            offload.decide(ex, x[0].outlinks) for ex, x in zip(exs, analyses, strict=True)
        ],
        "outlink lines": lambda: [offload._outlink_lines(x[0].outlinks, LEVEL) for x in analyses],
        "answer pickle": lambda: [
            offload._frame((1, True, (offload._packed(x),) + (None,) * 7)) for x in analyses
        ],
        "deflate": lambda: [records.deflate_piece(ex.payload, LEVEL) for ex in exs],
        "digests": lambda: [records.response_digests(ex.response_head, ex.payload) for ex in exs],
        "records": lambda: [
            offload._records(ex, d, g, LEVEL)
            for ex, d, g in zip(exs, deflated, digests, strict=True)
        ],
    }
    only = os.environ.get("STAGES")
    figures = [
        f"{name} {lo:.1f}/{mid:.1f}"
        for name, fn in stages.items()
        if not only or name in only.split(",")
        for lo, mid in [cpu_us(fn, len(exs), a.repeats)]
    ]
    print(f"{len(exs)} pages; " + "; ".join(figures) + " (us a page, min/median)")


if __name__ == "__main__":
    main()
