"""Precision and recall of keepnet's artifact discovery on the seventh held-out set."""

from __future__ import annotations

from keepnet.artifacts.discovery import discover
from keepnet.artifacts.inference import DEFAULT, Thresholds
from keepnet.scope.rules import public_suffixes
from sites.portals._portal import Case
from sites.portals.inproc import web_fetch
from sites.portals.measure import TEST_SUFFIXES, Measured
from sites.portals_heldout7 import heldout7_web

# www.lab.hx7.example and files.lab-data.hx7.example imitate two registrable domains.
SUFFIX = "hx7.example"


async def measure_heldout7(
    case: Case, heuristic: str = "auto", thresholds: Thresholds = DEFAULT
) -> Measured:
    """Discover case's artifact in process, on a fresh web of this set, and score it."""
    with public_suffixes(*TEST_SUFFIXES, SUFFIX):
        report = await discover(
            case.entry, web_fetch(heldout7_web([case])), heuristic, thresholds=thresholds
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
