"""Artifact boundaries on the mock-portal test web: the seed's table, measured.

    .venv/bin/python bench/bench_artifacts.py [--markdown]

For every case of tests/sites/portals (one per heuristic of "Pushing Boundaries"): the
portal it imitates, the artifact class and the heuristic the seed's table prescribes, the
heuristic `auto` chose (and what decided it: inference for these unknown .test portals,
signposting when published), whether that is the seed's choice, and the precision and
recall of the artifact URIs against the case's ground truth — for auto's choice and for
the prescribed heuristic forced, plus what each heuristic of the seed's table predicts
("adds extra URIs" / "misses artifact URIs").  All in process: no sockets, no WARC.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from sites.portals import CASES  # noqa: E402
from sites.portals.measure import Measured, measure  # noqa: E402

# The seed's classes table: heuristic -> (potentially adds extra URIs, potentially misses URIs)
PREDICTED = {
    "single_page": ("No", "No"),
    "single_page_plus": ("Yes", "No"),
    "single_page_plus_ignored": ("Yes (fewer)", "No"),
    "path_based": ("Depends", "Depends"),
    "path_based_externals": ("Yes", "No"),
    "sig_title": ("No", "Yes"),
    "sig_title_plus_ignored": ("Yes", "No"),
    "sig_filtered_title": ("No", "Yes"),
    "sig_uri": ("No", "Yes"),
    "signposting": ("(published)", "(published)"),
}
HEAD = [
    "portal imitated",
    "artifact",
    "class",
    "seed's heuristic",
    "seed: extra / misses",
    "auto chose",
    "decided by",
    "auto right",
    "P auto",
    "R auto",
    "P forced",
    "R forced",
    "fetches",
]


async def rows() -> list[list[str]]:
    out = []
    for case in CASES:
        auto: Measured = await measure(case)
        forced: Measured = await measure(case, case.expected)
        extra, misses = PREDICTED[case.expected]
        out.append(
            [
                case.imitates,
                case.name,
                case.artifact_class,
                case.expected,
                f"{extra} / {misses}",
                auto.heuristic,
                auto.source,
                "yes" if auto.auto_right else "NO",
                f"{auto.precision:.2f}",
                f"{auto.recall:.2f}",
                f"{forced.precision:.2f}",
                f"{forced.recall:.2f}",
                str(auto.report.fetched),
            ]
        )
    return out


def render(table: list[list[str]], markdown: bool) -> str:
    if markdown:
        lines = ["| " + " | ".join(HEAD) + " |", "|" + "---|" * len(HEAD)]
        lines += ["| " + " | ".join(r) + " |" for r in table]
        return "\n".join(lines)
    widths = [max(len(h), *(len(r[i]) for r in table)) for i, h in enumerate(HEAD)]
    fmt = "  ".join(f"{{:{w}}}" for w in widths)
    return "\n".join(
        [
            fmt.format(*HEAD),
            fmt.format(*("-" * w for w in widths)),
            *(fmt.format(*r) for r in table),
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args()
    table = asyncio.run(rows())
    print(render(table, args.markdown))
    right = sum(r[7] == "yes" for r in table)
    p = sum(float(r[8]) for r in table) / len(table)
    r = sum(float(r[9]) for r in table) / len(table)
    print(
        f"\nauto chose the seed's heuristic in {right}/{len(table)} cases; "
        f"mean precision {p:.2f}, mean recall {r:.2f} (auto's choice)"
    )


if __name__ == "__main__":
    main()
