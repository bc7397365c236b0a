"""Precision and recall of keepnet's artifact discovery on the seventh held-out set."""

from __future__ import annotations

from keepnet.artifacts.discovery import discover
from keepnet.artifacts.inference import DEFAULT, Thresholds
from sites.portals._portal import Case
from sites.portals.inproc import web_fetch
from sites.portals.measure import Measured
from sites.portals_heldout6 import heldout6_web


async def measure_heldout6(
    case: Case, heuristic: str = "auto", thresholds: Thresholds = DEFAULT
) -> Measured:
    """Discover case's artifact in process, on a fresh web of this set, and score it."""
    report = await discover(
        case.entry, web_fetch(heldout6_web([case])), heuristic, thresholds=thresholds
    )
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
