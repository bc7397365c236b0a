"""Precision and recall of an artifact discovery against a held-out-2 case's ground truth.

Mirrors tests/sites/portals/measure.py, on this set's own virtual web.
"""

from __future__ import annotations

from keepnet.artifacts.discovery import discover
from sites.portals._portal import Case
from sites.portals.inproc import web_fetch
from sites.portals.measure import Measured
from sites.portals_heldout2 import heldout2_web


async def measure_heldout2(case: Case, heuristic: str = "auto") -> Measured:
    """Discover case's artifact (in process, on a fresh web) and score it."""
    report = await discover(case.entry, web_fetch(heldout2_web([case])), heuristic)
    got = frozenset(report.artifact_uris)
    tp = len(got & case.truth)
    return Measured(
        case,
        report.plan.heuristic,
        report.plan.source,
        tp / len(got) if got else 0.0,
        tp / len(case.truth),
        got - case.truth,
        case.truth - got,
        report,
    )
