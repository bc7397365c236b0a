"""Fixtures for the WARC tests: a fixed record-id factory and clock (byte-exact output)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

import pytest


@pytest.fixture
def ids() -> Callable[[], str]:
    """A deterministic WARC-Record-ID factory (warcio-style fixed ids in tests)."""
    counter: Iterator[int] = itertools.count(1)
    return lambda: f"<urn:uuid:00000000-0000-0000-0000-{next(counter):012d}>"


@pytest.fixture
def clock() -> Callable[[], float]:
    """A clock that advances one second per call, from 2024-01-02T03:04:05.000006Z."""
    counter = itertools.count()
    return lambda: 1_704_164_645.000006 + next(counter)
