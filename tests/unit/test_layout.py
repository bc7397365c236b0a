"""The crawl output directory: paths laid out like an unpacked WACZ."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from keepnet.layout import CrawlDir


def test_paths(tmp_path: Path) -> None:
    d = CrawlDir(tmp_path / "out")
    root = tmp_path / "out"
    assert d.archive == root / "archive"
    assert d.indexes == root / "indexes"
    assert d.pages == root / "pages" / "pages.jsonl"
    assert d.logs == root / "logs"
    assert d.crawl_log == root / "logs" / "crawl.log"
    assert d.refused_log == root / "logs" / "refused.log"
    assert d.stats == root / "stats.json"
    assert d.state == root / "state"


def test_create_makes_every_directory_and_is_idempotent(tmp_path: Path) -> None:
    d = CrawlDir(tmp_path / "new" / "out")
    d.create()
    d.create()
    made = sorted(p.relative_to(d.root).as_posix() for p in d.root.rglob("*"))
    assert made == ["archive", "indexes", "logs", "pages", "state"]


def test_is_crawl_only_once_the_job_was_recorded(tmp_path: Path) -> None:
    d = CrawlDir(tmp_path)
    assert not d.is_crawl()
    d.create()
    assert not d.is_crawl()  # empty directories are not a crawl to resume
    (d.state / "job.json").write_text("{}")
    assert d.is_crawl()


def test_frozen_and_compared_by_value(tmp_path: Path) -> None:
    d = CrawlDir(tmp_path)
    assert d == CrawlDir(tmp_path)
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.root = tmp_path / "x"  # type: ignore[misc]
