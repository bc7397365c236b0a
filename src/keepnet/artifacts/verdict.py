"""What inference decides with and what it decides: its thresholds and its verdict.

`Thresholds` holds every number the inference rules compare against (keepnet.artifacts
.inference, .pathrule), in one place so that an evaluation can refit them on some portal
types and score the others (bench/bench_artifacts.py --loo); `Inference` is a rule's
verdict: the heuristic, its parameters and the evidence that led to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from keepnet.artifacts.roots import FILE_HOST_LINKS


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The numbers the rules compare against: one place, so an evaluation can refit them
    on some portal types and score the others (bench/bench_artifacts.py --loo)."""

    probe_budget: int = 12  # pages inference may fetch beyond the entry, homepage, 404 page
    title_probes: int = 6  # pages of N probed for the title (rule 4)
    min_path_links: int = 2  # links under the root that decide rule 2 without probing (LOO-fitted)
    path_share: float = 0.5  # share of N under the root (rule 2)
    min_id_links: int = 2  # links carrying the entry's identifier (rule 3)
    id_share: float = 0.6  # share of N carrying it (rule 3)
    file_host_links: int = FILE_HOST_LINKS  # download links making another host a file host (2)
    tree_pages: int = 4  # further pages under the root that make a minority of links a tree
    many_under: int = 5  # links below the root that decide rule 2 after the title rule (round 5)


DEFAULT = Thresholds()


@dataclass(slots=True)
class Inference:
    heuristic: str
    params: dict[str, Any] = field(default_factory=dict)
    evidence: list[str] = field(default_factory=list)
    significant: str | None = None
