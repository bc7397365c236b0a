"""Trap families' `observe` replayed over a crawl's own calls, with warm or cold CPU caches.

    # 1. record: runs `keepnet crawl ...` in this process, every observe call pickled to FILE
    PYTHONPATH=$PWD/src .venv/bin/python bench/families_replay.py record FILE crawl URL \\
        --delay 0 --scope host --concurrency 4 --host-concurrency 4 --out DIR -q
    # 2. replay: a fresh TrapFamilies fed the calls (`learning`/`judging` asked first, as the
    #    crawl's wants_shingles does, so the worker's Verdicts find their family's token);
    #    thread CPU of observe alone, µs a page, warm and with ~8 MB of other memory
    #    touched before each call (`cold`: what the crawl's other work between two pages does)
    PYTHONPATH=$PWD/src .venv/bin/python bench/families_replay.py replay FILE [ROUNDS]

Why: crawl_stages timed observe at ~0.06-0.07 ms a page on the 10,000-page nginx site,
where a warm replay of the same calls takes ~0.02 ms.  The cold replay reads like the crawl:
the gap is cache misses (the families' LRUs, the shape/content-key caches, the link
strings), not work the replay leaves out.
"""

from __future__ import annotations

import atexit
import contextlib
import pickle
import runpy
import sys
import time
from typing import Any

from keepnet.scope import families as F


def record(path: str, argv: list[str]) -> None:
    calls: list[tuple[Any, ...]] = []
    observe = F.TrapFamilies.observe

    def recording(self: F.TrapFamilies, url: str, status: int, html: bool, text: Any,
                  outlinks: list[str], ordered: Any = None) -> bool:  # fmt: skip
        calls.append((url, status, html, text, list(outlinks), ordered))
        return observe(self, url, status, html, text, outlinks, ordered)

    F.TrapFamilies.observe = recording  # type: ignore[method-assign]

    def dump() -> None:
        with open(path, "wb") as f:
            pickle.dump(calls, f)

    atexit.register(dump)
    sys.argv = ["keepnet", *argv]
    with contextlib.suppress(SystemExit):  # the CLI exits; the dump runs at exit
        runpy.run_module("keepnet.cli.main", run_name="__main__")


_OTHER = [list(range(i, i + 64)) for i in range(40_000)]  # ~ tens of MB of objects


def _evict() -> bytes:
    for i in range(0, len(_OTHER), 7):
        _OTHER[i][3] += 0
    return bytes(4 << 20)


def replay(path: str, rounds: int) -> None:
    with open(path, "rb") as f:
        calls = pickle.load(f)
    blob = pickle.dumps(calls)
    for cold in (False, True):
        figures = []
        for _ in range(rounds):
            fresh = pickle.loads(blob)  # new link strings, no cached hashes (as unpickled)
            F.shape.cache_clear()
            F.content_key.cache_clear()
            fam = F.TrapFamilies(10)
            spent = 0.0
            for url, status, html, text, outlinks, ordered in fresh:
                fam.learning(url) or fam.judging(url)
                if cold:
                    _evict()
                t = time.thread_time()
                fam.observe(url, status, html, text, outlinks, ordered)
                spent += time.thread_time() - t
            figures.append(spent / len(fresh) * 1e6)
        shown = " ".join(f"{x:.1f}" for x in figures)
        print(f"{'cold' if cold else 'warm'}: {len(calls)} pages, observe {shown} µs a page")


if __name__ == "__main__":
    if sys.argv[1] == "record":
        record(sys.argv[2], sys.argv[3:])
    else:
        replay(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 3)
