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


def test_compile_cache_set_for_the_driver_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("NODE_COMPILE_CACHE", raising=False)
    with launch.node_compile_cache():
        seen = os.environ.get("NODE_COMPILE_CACHE")
    assert seen == str(tmp_path / "keepnet" / "node-compile-cache")
    assert Path(seen).is_dir()
    assert "NODE_COMPILE_CACHE" not in os.environ  # restored: only the driver saw it


def test_compile_cache_keeps_the_users_setting_and_survives_a_read_only_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NODE_COMPILE_CACHE", "/elsewhere")
    with launch.node_compile_cache():
        assert os.environ["NODE_COMPILE_CACHE"] == "/elsewhere"
    monkeypatch.delenv("NODE_COMPILE_CACHE")
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # cannot hold a directory
    with launch.node_compile_cache():
        assert "NODE_COMPILE_CACHE" not in os.environ


@pytest.mark.browser
async def test_the_driver_fills_its_compile_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("NODE_COMPILE_CACHE", raising=False)
    host = BrowserHost()
    try:
        await host.start()
    finally:
        await host.close()
    cache = tmp_path / "keepnet" / "node-compile-cache"
    assert any(p.is_file() for p in cache.rglob("*"))
