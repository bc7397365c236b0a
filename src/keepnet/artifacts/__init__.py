"""Artifact boundaries: capture a whole scholarly artifact from its entry (landing) page.

Implements "Pushing Boundaries" (seeds/000): the heuristics (strategies/), the ignored-URI
list (ignored.py), filtered titles (titles.py), URI identifiers (identifiers.py), FAIR
Signposting and OAI-ORE (signposting.py, ore.py; partial signposting: partial.py), the
automatic choice from a portal knowledge base kept as data (portals.yaml, knowledge.py) or
inference (inference.py), the boundary state (boundary.py) shared by `keepnet artifact`
(discovery.py) and `keepnet crawl --scope artifact` (extension.py).

    report = await discover("https://doi.org/10.5281/zenodo.8347772", client.fetch)
    report.plan.heuristic, report.artifact_uris
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# The names below are loaded on first use (PEP 562): `keepnet crawl` imports the package for
# its extension module (keepnet.artifacts.extension) in every crawl, and the machinery they
# pull in (~30 ms of imports) is needed only with an artifact seed.
if TYPE_CHECKING:
    from keepnet.artifacts.boundary import Boundary
    from keepnet.artifacts.choose import plan_boundary
    from keepnet.artifacts.discovery import discover, walk
    from keepnet.artifacts.loader import Fetch, load
    from keepnet.artifacts.model import ArtifactReport, Page, Plan, Verdict
    from keepnet.artifacts.strategies import HEURISTICS, get_strategy

_LAZY = {
    "Boundary": "boundary",
    "plan_boundary": "choose",
    "discover": "discovery",
    "walk": "discovery",
    "Fetch": "loader",
    "load": "loader",
    "ArtifactReport": "model",
    "Page": "model",
    "Plan": "model",
    "Verdict": "model",
    "HEURISTICS": "strategies",
    "get_strategy": "strategies",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


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
