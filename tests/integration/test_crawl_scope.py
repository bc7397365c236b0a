"""Every scope type, crawled from SCOPE_SEED on the scope web, fetches exactly its ground truth."""

from __future__ import annotations

from pathlib import Path

import pytest

from integration.crawl_harness import crawl, requested_urls
from sites.hostile import scope_web
from sites.scope import SCOPE_EXPECTED, SCOPE_SEED, SCOPES


@pytest.mark.parametrize("scope", SCOPES)
def test_scope_fetches_exactly_the_expected_urls(scope: str, tmp_path: Path) -> None:
    web = scope_web()
    result = crawl(web, [SCOPE_SEED], tmp_path / "out", scope=scope, ignore_robots=True)

    assert result.summary.stop_reason == "finished: frontier empty"
    # What the crawl archived and what the sites saw requested are both exactly the scope.
    assert result.archived == SCOPE_EXPECTED[scope]
    requested = requested_urls(web)
    assert set(requested) == SCOPE_EXPECTED[scope]
    assert all(n == 1 for n in requested.values()), f"fetched twice: {requested}"
    assert web.unknown == []
