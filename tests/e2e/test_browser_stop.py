"""SIGTERM while the browser tier explores: the crawl stops within 5 s, every WARC valid, and
the same command resumes it to the end, rendering again the pages the stop cut off."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from keepnet.testweb.server import VirtualWeb, serve_in_thread
from sites import interactive as iw

pytestmark = [pytest.mark.browser, pytest.mark.slow]

BIN = Path(sys.executable).parent


def exploring(out: Path) -> bool:
    """The pages are archived (their renders began as their responses were archived)."""
    opened = list((out / "archive").glob("*.open")) if (out / "archive").exists() else []
    return bool(opened) and opened[0].stat().st_size > 2000


def test_sigterm_during_exploration_stops_within_5_seconds(tmp_path: Path) -> None:
    web = VirtualWeb([iw.build()])
    out = tmp_path / "out"
    job = tmp_path / "job.yaml"  # every page explored in full: no learning per template
    job.write_text("browser: {templates: false}\n")
    with serve_in_thread(web) as server:
        args = [
            str(BIN / "keepnet"),
            "crawl",
            iw.page_url("trap"),
            iw.page_url("menu"),
            "--proxy",
            server.url,
            "--scope",
            "page",
            "--delay",
            "0",
            "--browser",
            "always",
            "--explore",
            "max-coverage",
            "--explore-states",
            "500",
            "--explore-time",
            "300s",
            "--out",
            str(out),
            "-q",
            "--job",
            str(job),
        ]
        proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 120
        while not exploring(out):
            assert proc.poll() is None and time.monotonic() < deadline, "no exploration began"
            time.sleep(0.1)
        time.sleep(5.0)  # Chromium started, well inside the trap page's exploration (~30 s)
        t0 = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
        stopped_in = time.monotonic() - t0
        assert proc.returncode == 0, err.decode()[-2000:]
        assert stopped_in <= 5.0, stopped_in
        stats = json.loads((out / "stats.json").read_text())
        assert stats["stop_reason"] == "signal SIGTERM"
        warcs = [str(p) for p in (out / "archive").glob("*.warc.gz")]
        assert warcs and not list((out / "archive").glob("*.open"))
        check = subprocess.run([str(BIN / "warcio"), "check", *warcs], capture_output=True)
        assert check.returncode == 0, check.stdout
        resumed = subprocess.run(
            [str(BIN / "keepnet"), "crawl", "--out", str(out), "-q", "--explore-time", "5s"],
            capture_output=True,
            timeout=300,
        )
        assert resumed.returncode == 0, resumed.stderr.decode()[-2000:]
        # the pages whose renders the stop cut off were rendered on resume
        after = json.loads((out / "stats.json").read_text())["browser"]
        assert after["issues"].get("render resumed after a stop", 0) >= 1, after["issues"]
        assert after["pages_rendered"] > stats["browser"]["pages_rendered"]
        assert json.loads((out / "state" / "browser-pending.json").read_text()) == []
