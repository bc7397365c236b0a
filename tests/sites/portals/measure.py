"""Precision and recall of an artifact discovery against a case's ground truth."""

from __future__ import annotations

from dataclasses import dataclass

from keepnet.artifacts.discovery import discover
from keepnet.artifacts.inference import DEFAULT, Thresholds
from keepnet.artifacts.model import ArtifactReport
from keepnet.scope.rules import public_suffixes
from sites.portals import portal_web
from sites.portals._portal import Case
from sites.portals.inproc import web_fetch


@dataclass(frozen=True)
class Measured:
    case: Case
    heuristic: str
    source: str
    precision: float
    recall: float
    extra: frozenset[str]
    missed: frozenset[str]
    report: ArtifactReport

    @property
    def auto_right(self) -> bool:
        return self.heuristic == self.case.expected

    @property
    def uris(self) -> frozenset[str]:
        return frozenset(self.report.artifact_uris)

    @property
    def hits(self) -> int:
        return len(self.uris & self.case.truth)


# The later held-out sets name hosts www.lab.hx4.example, files.lab-data.hx4.example: each
# imitates a registrable domain of its own (lab.org, lab-data.org), which the Public Suffix
# List cannot know for a reserved name.
TEST_SUFFIXES = (
    "hx3.example",
    "hx4.example",
    "hx5.example",
    "hx6.example",
    "hx7.example",
    "hx8.example",
    "hx9.example",
    "hx10.example",
    "hx11.example",
    "hx12.example",
    "hx13.example",
    "hx14.example",
    "hx15.example",
    "hx16.example",
    "hx17.example",
    "hx18.example",
    "hx19.example",
    "hx20.example",
    "hx21.example",
    "hx22.example",
    "hx23.example",
    "hx24.example",
    "hx25.example",
    "hx26.example",
    "hx27.example",
    "hx28.example",
    "hx29.example",
    "hx30.example",
    "hx31.example",
    "hx32.example",
    "hx33.example",
    "hx34.example",
    "hx35.example",
    "hx36.example",
    "hx37.example",
    "hx38.example",
    "hx39.example",
    "hx40.example",
    "hx41.example",
    "hx42.example",
    "hx43.example",
    "hx44.example",
    "hx45.example",
    "hx46.example",
    "hx47.example",
    "hx48.example",
    "hx49.example",
    "hx50.example",
    "hx51.example",
    "hx52.example",
    "hx53.example",
    "hx54.example",
    "hx55.example",
    "hx56.example",
    "hx57.example",
    "hx58.example",
    "hx59.example",
    "hx60.example",
    "hx61.example",
    "hx62.example",
    "hx63.example",
    "hx64.example",
    "hx65.example",
    "hx66.example",
    "hx67.example",
    "hx68.example",
    "hx69.example",
    "hx70.example",
    "hx71.example",
    "hx72.example",
    "hx73.example",
    "hx74.example",
    "hx75.example",
    "hx76.example",
    "hx77.example",
    "hx78.example",
    "hx79.example",
    "hx80.example",
    "hx81.example",
    "hx82.example",
    "hx83.example",
    "hx84.example",
    "hx85.example",
    "hx86.example",
    "hx87.example",
    "hx88.example",
    "hx89.example",
    "hx90.example",
    "hx91.example",
    "hx92.example",
    "hx93.example",
    "hx94.example",
    "hx95.example",
    "hx96.example",
    "hx97.example",
    "hx98.example",
    "hx99.example",
    "hx100.example",
    "hx101.example",
    "hx102.example",
    "hx103.example",
    "hx104.example",
    "hx105.example",
    "hx106.example",
    "hx107.example",
    "hx108.example",
    "hx109.example",
    "hx110.example",
    "hx111.example",
    "hx112.example",
    "hx113.example",
    "hx114.example",
    "hx115.example",
    "hx116.example",
    "hx117.example",
    "hx118.example",
    "hx119.example",
    "hx120.example",
    "hx121.example",
    "hx122.example",
    "hx123.example",
    "hx124.example",
    "hx125.example",
)


async def measure(
    case: Case, heuristic: str = "auto", thresholds: Thresholds = DEFAULT
) -> Measured:
    """Discover case's artifact (in process, a fresh web) and score it."""
    with public_suffixes(*TEST_SUFFIXES):
        report = await discover(
            case.entry, web_fetch(portal_web([case])), heuristic, thresholds=thresholds
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
