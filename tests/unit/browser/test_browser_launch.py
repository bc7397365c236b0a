"""keepnet.browser.launch: finding Chromium, and saying clearly when there is none."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from keepnet.browser import launch
from keepnet.browser.launch import BrowserHost, BrowserUnavailable, find_chromium


@pytest.fixture
def no_system_chromium(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(launch, "CANDIDATES", ())
    monkeypatch.setattr(launch.shutil, "which", lambda name: None)
    monkeypatch.delenv("KEEPNET_CHROMIUM", raising=False)


def test_configured_then_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_system_chromium: None
) -> None:
    exe = tmp_path / "chrome"
    exe.write_text("#!/bin/sh\n")
    os.chmod(exe, 0o755)
    assert find_chromium(str(exe)) == str(exe)
    assert find_chromium(str(tmp_path / "nope")) is None
    monkeypatch.setenv("KEEPNET_CHROMIUM", str(exe))
    assert find_chromium() == str(exe)


async def test_no_chromium_is_a_clear_error(no_system_chromium: None) -> None:
    host = BrowserHost()
    with pytest.raises(BrowserUnavailable, match="Chromium not found"):
        await host.start()
    await host.close()
