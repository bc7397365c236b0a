"""`keepnet replay`: registered, loopback by default, refuses a missing DIR."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from keepnet.cli.main import main


def test_replay_is_a_subcommand() -> None:
    result = CliRunner().invoke(main, ["replay", "--help"])
    assert result.exit_code == 0
    assert "--port" in result.output and "127.0.0.1" in result.output


def test_replay_needs_an_existing_dir(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["replay", str(tmp_path / "missing")])
    assert result.exit_code != 0


def test_replay_runs_uvicorn_on_loopback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    seen: dict[str, object] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: seen.update(kw, app=app))
    result = CliRunner().invoke(main, ["replay", str(tmp_path), "--port", "9999"])
    assert result.exit_code == 0, result.output
    assert seen["host"] == "127.0.0.1" and seen["port"] == 9999
    assert "no index yet" in result.output
