"""`keepnet demo`: the README's first command crawls the demo web into valid WARC."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from keepnet.cli.demo import command
from keepnet.pages import read_pages
from keepnet.testweb.demo import DEMO_SEEDS


def test_demo_crawls_the_demo_web(tmp_path: Path) -> None:
    out = tmp_path / "demo"
    result = CliRunner().invoke(command, ["--out", str(out), "-q"])
    assert result.exit_code == 0, result.output
    warcs = sorted((out / "archive").glob("*.warc.gz"))
    assert warcs and str(out / "archive") in result.output
    pages = {p["url"] for p in read_pages(out / "pages" / "pages.jsonl")}
    assert set(DEMO_SEEDS) <= pages
    stats = json.loads((out / "stats.json").read_text())
    assert stats["stop_reason"] == "finished: frontier empty"
    assert stats["revisits"] >= 1  # the demo blog serves one page at two URLs
    refused = (out / "logs" / "refused.log").read_text()
    assert "blog.example.test/calendar/" in refused  # the endless calendar was bounded
    check = subprocess.run(
        [str(Path(sys.executable).with_name("warcio")), "check", *map(str, warcs)],
        capture_output=True,
        text=True,
    )
    assert check.returncode == 0, check.stdout
    index = (out / "indexes" / "index.cdxj").read_text().splitlines()
    assert len(index) >= len(pages)
    # the focused part: a crawl beside it, every page scored, the harvest shown
    focused = read_pages(tmp_path / "demo-focused" / "pages" / "pages.jsonl")
    assert len(focused) == 20 and all("relevance" in p for p in focused)
    assert "focused crawl" in result.output and "breadth-first" in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["demo", "demo-focused"]


def test_the_focused_demo_harvests_more_than_breadth_first(tmp_path: Path) -> None:
    from rich.console import Console

    from keepnet.cli.demo import focused_demo

    harvest = focused_demo(Console(file=io.StringIO()), tmp_path / "f")
    assert harvest["focused"] > harvest["breadth-first"]


def test_demo_twice_replaces_the_previous_demo(tmp_path: Path) -> None:
    out = tmp_path / "demo"
    for _ in range(2):
        result = CliRunner().invoke(command, ["--out", str(out), "-q"])
        assert result.exit_code == 0, result.output
    assert "resumed" not in result.output
