"""Shared pytest fixtures: where the third-party corpora live."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# tests/contract holds reusable suites (not test_*.py files) that implementation tests
# import as `contract.<suite>`: put tests/ on sys.path whatever pytest's import mode.
if str(REPO / "tests") not in sys.path:
    sys.path.insert(0, str(REPO / "tests"))

# ../shared/corpora beside the checkout; a git worktree one level deeper finds the nearest
# shared/corpora above it.
CORPORA = next(
    (p / "shared" / "corpora" for p in REPO.parents if (p / "shared" / "corpora").is_dir()),
    REPO.parent / "shared" / "corpora",
)


@pytest.fixture(scope="session")
def corpora() -> Path:
    """../shared/corpora (read-only third-party test data; see its MANIFEST.md)."""
    if not CORPORA.is_dir():
        pytest.fail(f"test corpora not found at {CORPORA}")
    return CORPORA


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """One real redis-server for the session (loopback, free port, no persistence)."""
    from redis_server import RedisServer

    server = RedisServer(tmp_path_factory.mktemp("redis"))
    yield server
    server.stop()
