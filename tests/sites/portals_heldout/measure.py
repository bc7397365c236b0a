"""Precision and recall of an artifact discovery against a held-out case's ground truth."""

from __future__ import annotations

from keepnet.artifacts.discovery import discover
from sites.portals._portal import Case
from sites.portals.inproc import web_fetch
from sites.portals.measure import Measured
from sites.portals_heldout import heldout_web


async def measure_heldout(case: Case, heuristic: str = "auto") -> Measured:
    """Discover case's artifact (in process, a fresh held-out web) and score it."""
    report = await discover(case.entry, web_fetch(heldout_web([case])), heuristic)
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
