"""The seed's heuristic forced on every case: which truth URIs it misses, which it adds.

    .venv/bin/python bench/forced_misses.py [--set all|dev|heldoutN ...] [--list] [--extra]

Per set: `auto`'s recall and precision and the seed's heuristic's, forced on every case
(what a perfect choice would collect), with micro totals over the sets asked for.  With
--list, every case whose forced heuristic misses truth URIs, with the URIs (and, with
--extra, those it collected outside the truth).  It separates what the heuristics
themselves fail to collect from what inference chooses badly (bench_artifacts.py).  All in
process: no sockets, no WARC.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "bench"))

from bench_artifacts import HELDOUT_SETS, cases_of, score  # noqa: E402


def _ratio(a: int, b: int) -> float:
    return a / b if b else 0.0


async def main_async(args: argparse.Namespace) -> None:
    names = ["dev", *HELDOUT_SETS] if args.set == ["all"] else args.set
    # hits, collected, truth for auto and forced, summed over the sets
    tot = [0, 0, 0, 0, 0]
    for name in names:
        n = [0, 0, 0, 0, 0]
        for case in cases_of(name):
            s = await score(case)
            f = s.seed
            n[0] += s.auto.hits
            n[1] += len(s.auto.uris)
            n[2] += f.hits
            n[3] += len(f.uris)
            n[4] += len(case.truth)
            if args.list and (f.missed or (args.extra and f.extra)):
                print(
                    f"{name} {case.name} [{case.imitates}] {case.expected}: "
                    f"R {f.recall:.2f} P {f.precision:.2f}"
                )
                for u in sorted(f.missed):
                    print(f"    - {u}")
                for u in sorted(f.extra) if args.extra else ():
                    print(f"    + {u}")
        tot = [a + b for a, b in zip(tot, n, strict=True)]
        print(
            f"== {name}: auto R {_ratio(n[0], n[4]):.3f} P {_ratio(n[0], n[1]):.3f}; "
            f"forced R {_ratio(n[2], n[4]):.3f} P {_ratio(n[2], n[3]):.3f}"
        )
    print(
        f"== total ({len(names)} sets, {tot[4]} truth URIs): auto R {_ratio(tot[0], tot[4]):.4f} "
        f"P {_ratio(tot[0], tot[1]):.4f}; forced R {_ratio(tot[2], tot[4]):.4f} "
        f"P {_ratio(tot[2], tot[3]):.4f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", nargs="+", default=["all"])
    parser.add_argument("--list", action="store_true", help="list the forced heuristic's misses")
    parser.add_argument("--extra", action="store_true", help="also list URIs outside the truth")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
