"""The boundary strategies, one per heuristic of the seed, by their snake_case ids."""

from __future__ import annotations

from keepnet.artifacts.strategies.base import Context, Strategy
from keepnet.artifacts.strategies.path import PathBased, PathBasedExternals
from keepnet.artifacts.strategies.signposting import Signposting
from keepnet.artifacts.strategies.siguri import SigUri
from keepnet.artifacts.strategies.single import SinglePage, SinglePagePlus, SinglePagePlusIgnored
from keepnet.artifacts.strategies.strings import SigFilteredTitle, SigTitle, SigTitlePlusIgnored

STRATEGIES: dict[str, type[Strategy]] = {
    cls.id: cls
    for cls in (
        SinglePage,
        SinglePagePlus,
        SinglePagePlusIgnored,
        PathBased,
        PathBasedExternals,
        SigTitle,
        SigTitlePlusIgnored,
        SigFilteredTitle,
        SigUri,
        Signposting,
    )
}
HEURISTICS: tuple[str, ...] = tuple(STRATEGIES)


def get_strategy(heuristic_id: str) -> Strategy:
    """The strategy for a heuristic id (ValueError naming the valid ids otherwise)."""
    try:
        return STRATEGIES[heuristic_id]()
    except KeyError:
        raise ValueError(
            f"unknown heuristic {heuristic_id!r}; choose one of: {', '.join(HEURISTICS)}"
        ) from None


__all__ = ["HEURISTICS", "STRATEGIES", "Context", "Strategy", "get_strategy"]
