"""Change-rate estimation from incomplete histories, recovered on synthetic pages."""

from __future__ import annotations

import math
import random

import pytest

from keepnet.index.changes import change_rate, revisit_priority

DAY = 86400.0


def history(rate: float, intervals: list[float], rng: random.Random) -> list[tuple[float, bool]]:
    """Visits of a page whose changes are a Poisson process: did it change in each interval?"""
    return [(t, rng.random() < -math.expm1(-rate * t)) for t in intervals]


@pytest.mark.parametrize("per_day", [0.05, 0.2, 1.0, 3.0])
def test_regular_visits_recover_the_rate_within_15_percent(per_day: float) -> None:
    rng = random.Random(7)
    rate = per_day / DAY
    estimates = [change_rate(history(rate, [DAY] * 400, rng)) for _ in range(20)]
    mean = sum(estimates) / len(estimates)
    assert abs(mean - rate) / rate < 0.15, (per_day, mean * DAY)


@pytest.mark.parametrize("per_day", [0.1, 0.5, 2.0])
def test_irregular_visits_recover_the_rate_within_15_percent(per_day: float) -> None:
    rng = random.Random(11)
    rate = per_day / DAY
    estimates = []
    for _ in range(20):
        intervals = [rng.choice([0.25, 0.5, 1, 2, 7]) * DAY for _ in range(400)]
        estimates.append(change_rate(history(rate, intervals, rng)))
    mean = sum(estimates) / len(estimates)
    assert abs(mean - rate) / rate < 0.15, (per_day, mean * DAY)


def test_a_page_that_never_changed_and_one_that_always_did() -> None:
    assert change_rate([(DAY, False), (2 * DAY, False)]) == 0.0
    assert change_rate([(DAY, False)] * 10) < 0.1 / DAY  # regular: small, not zero
    always = change_rate([(DAY, True), (2 * DAY, True)])
    assert always >= 5 / DAY


def test_no_observation_is_an_error() -> None:
    with pytest.raises(ValueError):
        change_rate([])


def test_revisit_priority_orders_by_probability_of_change_within_bounds() -> None:
    often, rarely = change_rate([(DAY, True)] * 8 + [(DAY, False)] * 2), 0.01 / DAY
    assert revisit_priority(often, 2 * DAY, DAY, 30 * DAY) > revisit_priority(
        rarely, 2 * DAY, DAY, 30 * DAY
    )
    assert revisit_priority(often, 0.5 * DAY, DAY, 30 * DAY) == 0.0  # not due yet
    assert revisit_priority(rarely, 31 * DAY, DAY, 30 * DAY) == 1.0  # overdue whatever
