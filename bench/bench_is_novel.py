"""Trap families' `is_novel` (a full family's page judged) replayed, two source trees compared.

    # 1. a crawl's observe calls (bench/families_replay.py record FILE crawl URL ...), then
    #    the pages the worker judged, each with its family's shingle set as the crawl had it
    #    (`--trees`: every page judged against the first MAX_SHINGLES shingles of its URL's
    #    first path segment, in crawl order: full families out of a site that fills none)
    PYTHONPATH=$PWD/src .venv/bin/python bench/bench_is_novel.py corpus CALLS OUT [--trees]
    # 2. every verdict of BASE's is_novel and this tree's compared; thread CPU µs a page of
    #    each, alternating, min/median (`--cold`: ~8 MB touched before each page, as the
    #    worker's other work does; `--not-novel`: against a family of every page's shingles)
    PYTHONPATH=$PWD/src .venv/bin/python bench/bench_is_novel.py time OUT --base BASE/src
    # 3. calendar-like traps over full families (six families, 400 months each: months of
    #    events fill the set, then empty months and months with a few new words anywhere),
    #    observed by both trees, judged by the crawl and by the worker's JudgedSets: every
    #    verdict, the capping and the saved JSON compared
    PYTHONPATH=$PWD/src .venv/bin/python bench/bench_is_novel.py calendar OUT --base BASE/src

BASE is a `git archive REV src | tar -x -C BASE` of the revision to compare with.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import json
import pickle
import random
import statistics
import sys
import time
from itertools import islice
from types import ModuleType
from typing import Any

from keepnet.scope import families as NEW


def base_module(src: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "base_families", f"{src}/keepnet/scope/families.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["base_families"] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


def corpus(calls_path: str, out: str, trees: bool) -> None:
    with open(calls_path, "rb") as f:
        calls = pickle.load(f)
    pages: list[tuple[str, str]] = []  # (text, family)
    sets: dict[str, set[int]] = {}
    if trees:
        by_tree: dict[str, list[str]] = {}
        for url, status, html, text, _, _ in calls:
            if html and status == 200 and text:
                by_tree.setdefault(url.split("/")[3], []).append(text)
        for tree, texts in by_tree.items():
            seen: set[int] = set()
            for text in texts:  # as _learn fills a family's set
                new = NEW.shingles(text) - seen
                room = NEW.MAX_SHINGLES - len(seen)
                seen.update(new if len(new) <= room else islice(new, room))
            if len(seen) >= NEW.MAX_SHINGLES:
                sets[tree] = seen
                pages += [(text, tree) for text in texts]
    else:
        fams = NEW.TrapFamilies()
        for url, status, html, text, outlinks, ordered in calls:
            fams.learning(url)
            fams.judging(url)  # as wants_shingles does: the family's token
            if isinstance(ordered, NEW.Verdict):
                sig = NEW.shape(url)
                sets[sig] = set(fams.families[sig].seen)
                pages.append((text or "", sig))
            fams.observe(url, status, html, text, outlinks, ordered)
    with open(out, "wb") as f:
        pickle.dump((pages, sets), f)
    print(f"{len(pages)} pages judged against {len(sets)} full families -> {out}")


_OTHER = [list(range(i, i + 64)) for i in range(40_000)]  # ~ tens of MB of objects


def _evict() -> bytes:
    for i in range(0, len(_OTHER), 7):
        _OTHER[i][3] += 0
    return bytes(4 << 20)


def timing(path: str, base: ModuleType, cold: bool, not_novel: bool, rounds: int) -> None:
    with open(path, "rb") as f:
        pages, sets = pickle.load(f)
    if not_novel:
        every = set().union(*(NEW.shingles(text) for text, _ in pages))
        sets = {sig: every for sig in sets}
    differ = sum(base.is_novel(t, sets[s]) != NEW.is_novel(t, sets[s]) for t, s in pages)
    novel = sum(NEW.is_novel(t, sets[s]) for t, s in pages)
    print(f"{len(pages)} pages ({novel} novel): {differ} verdicts differ")
    sub = pages[::4] if cold else pages
    runs: dict[str, list[float]] = {"base": [], "branch": []}
    for _ in range(rounds):
        for name, fn in (("base", base.is_novel), ("branch", NEW.is_novel)):
            gc.collect()
            total = 0.0
            for text, sig in sub:
                seen = sets[sig]
                if cold:
                    _evict()
                t = time.thread_time()
                fn(text, seen)
                total += time.thread_time() - t
            runs[name].append(total * 1e6 / len(sub))
    print(
        ("cold" if cold else "warm")
        + (", not novel" if not_novel else "")
        + ": "
        + "  ".join(f"{n} {min(v):.1f}/{statistics.median(v):.1f}" for n, v in runs.items())
        + " us a page (min/median)"
    )


def calendar(path: str, base: ModuleType, seed: int, idle: int) -> None:
    with open(path, "rb") as f:
        pages, _ = pickle.load(f)
    texts = [t for t, _ in pages if len(t) > 3000]
    rng = random.Random(seed)
    vocab = sorted({w for t in texts[:50] for w in t.split()})

    def words(n: int) -> str:
        return " ".join(rng.choice(vocab) for _ in range(n))

    nav, foot = words(400), words(150)  # what every month of a family shares
    families = []
    for fam in "abcdef":
        months = []
        for m in range(400):
            url, kind = f"http://cal.test/{fam}cal/calendar?month={m}", rng.random()
            if m == 0 or (m >= 25 and kind < 0.6):  # an empty month (learned first)
                months.append((url, f"{nav} No events in month {m} of {2000 + m // 12} {foot}"))
            elif m < 25:  # months of events: the family learns until its set is full
                months.append((url, f"{nav} {words(1500)} {foot}"))
            else:  # a few new words at the start, the middle, the end, anywhere
                body = (nav + " " + rng.choice(texts)[:4000] if kind > 0.9 else nav) + " " + foot
                split = body.split()
                for _ in range(rng.randrange(1, 3)):
                    n = len(split)
                    at = rng.choice([0, 3, n // 2, n // 2 + 7, n - 2, rng.randrange(n)])
                    split[at:at] = [f"ev{rng.randrange(10**5)}" for _ in range(rng.randrange(10))]
                months.append((url, " ".join(split)))
        families.append(months)
    calls = [call for group in zip(*families, strict=True) for call in group]

    def run(F: ModuleType, worker: bool) -> tuple[list[Any], str]:
        fams, held, out = F.TrapFamilies(idle), F.JudgedSets(), []
        for url, text in calls:
            if fams.check(url):
                out.append("refused")
                continue
            learning, judging, ordered = fams.learning(url), fams.judging(url), None
            if worker and judging:
                held.use(judging.token, judging.seen)
                ordered = held.judge(judging.token, text)
            elif worker and learning:
                ordered = F.shingle_array(text)
            out.append(fams.observe(url, 200, True, text, [], ordered))
        return out, json.dumps(fams.to_json(), sort_keys=True)

    for worker in (False, True):
        (a, ja), (b, jb) = run(base, worker), run(NEW, worker)
        capped = sum(1 for f in json.loads(jb)["families"].values() if f["capped"])
        print(
            f"seed {seed} idle {idle} judged by the {'worker' if worker else 'crawl'}: "
            f"{len(calls)} pages, {b.count(True)} productive, {b.count(False)} not, "
            f"{b.count('refused')} refused, {capped} families capped; verdicts "
            f"{'equal' if a == b else 'DIFFER'}, JSON {'equal' if ja == jb else 'DIFFERS'}"
        )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("mode", choices=["corpus", "time", "calendar"])
    p.add_argument("paths", nargs="+")
    p.add_argument("--trees", action="store_true")
    p.add_argument("--base", default="/tmp/base/src")
    p.add_argument("--cold", action="store_true")
    p.add_argument("--not-novel", action="store_true")
    p.add_argument("--rounds", type=int, default=5)
    a = p.parse_args()
    if a.mode == "corpus":
        corpus(a.paths[0], a.paths[1], a.trees)
    elif a.mode == "time":
        timing(a.paths[0], base_module(a.base), a.cold, a.not_novel, a.rounds)
    else:
        base = base_module(a.base)
        for seed in (1, 2):
            for idle in (5, 10, 30):
                calendar(a.paths[0], base, seed, idle)


if __name__ == "__main__":
    main()
