"""Artifact boundaries: capture a whole scholarly artifact from its entry (landing) page.

Implements "Pushing Boundaries" (seeds/000): the heuristics (strategies/), the ignored-URI
list (ignored.py), filtered titles (titles.py), URI identifiers (identifiers.py), FAIR
Signposting and OAI-ORE (signposting.py, ore.py), the automatic choice from a portal
knowledge base kept as data (portals.yaml, knowledge.py) or inference (inference.py), the
boundary state (boundary.py) shared by `keepnet artifact` (discover.py) and
`keepnet crawl --scope artifact` (extension.py).

    report = await discover("https://doi.org/10.5281/zenodo.8347772", client.fetch)
    report.plan.heuristic, report.artifact_uris
"""

from keepnet.artifacts.boundary import Boundary
from keepnet.artifacts.choose import plan_boundary
from keepnet.artifacts.discover import discover, walk
from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.model import ArtifactReport, Page, Plan, Verdict
from keepnet.artifacts.strategies import HEURISTICS, get_strategy

__all__ = [
    "HEURISTICS",
    "ArtifactReport",
    "Boundary",
    "Fetch",
    "Page",
    "Plan",
    "Verdict",
    "discover",
    "get_strategy",
    "load",
    "plan_boundary",
    "walk",
]
