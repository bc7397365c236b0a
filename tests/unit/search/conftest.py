"""Fixtures for the search tests: one crawl of the demo web, made once per session."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner


@pytest.fixture(scope="session")
def demo_crawl(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A crawl of the demo web (keepnet demo), made once; copy it before changing it."""
    from keepnet.cli.demo import command

    out = tmp_path_factory.mktemp("search-demo") / "crawl"
    result = CliRunner().invoke(command, ["--out", str(out), "-q"])
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture
def demo_copy(demo_crawl: Path, tmp_path: Path) -> Path:
    """A private copy of the demo crawl's archive (no indexes)."""
    crawl = tmp_path / "crawl"
    shutil.copytree(demo_crawl / "archive", crawl / "archive")
    shutil.copytree(demo_crawl / "pages", crawl / "pages")
    return crawl
