"""Without Chromium: `--browser auto` warns once and crawls HTTP-only; `always` is an error."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from crawl_harness import crawl

from keepnet.browser import launch
from keepnet.browser.launch import BrowserUnavailable
from keepnet.testweb.server import VirtualWeb
from sites import interactive as iw


@pytest.fixture
def no_chromium(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(launch, "CANDIDATES", ())
    monkeypatch.setattr(launch.shutil, "which", lambda name: None)
    monkeypatch.delenv("KEEPNET_CHROMIUM", raising=False)


def test_auto_without_chromium_crawls_http_only(
    no_chromium: None, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    seeds = [iw.page_url("tabs"), iw.page_url("menu")]
    with caplog.at_level(logging.WARNING, logger="keepnet.browser.tier"):
        result = crawl(
            VirtualWeb([iw.build()]), seeds, tmp_path, scope="page", browser={"mode": "auto"}
        )
    warnings = [r for r in caplog.records if "browser tier off" in r.getMessage()]
    assert len(warnings) == 1 and "Chromium not found" in warnings[0].getMessage()
    assert result.summary.stop_reason == "finished: frontier empty"
    assert set(seeds) <= result.archived
    assert not any("/r/" in u for u in result.archived)  # nothing only a browser finds
    assert result.stats["browser"]["status"].startswith("unavailable: Chromium not found")


def test_always_without_chromium_fails_clearly(no_chromium: None, tmp_path: Path) -> None:
    with pytest.raises(BrowserUnavailable, match="Chromium not found"):
        crawl(
            VirtualWeb([iw.build()]),
            [iw.page_url("tabs")],
            tmp_path,
            scope="page",
            browser={"mode": "always"},
        )
