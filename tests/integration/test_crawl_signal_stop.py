"""SIGINT and SIGTERM stop a crawl cleanly on either event loop (keepnet.eventloop): the
crawl ends with the signal as its stop reason, its WARCs closed and valid, and the same
command resumes it to the end with every page archived once."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from keepnet.testweb.generated import generated_site
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from keepnet.warc.reader import read_records

BIN = Path(sys.executable).parent
PAGES = 60


def _archived(out: Path) -> int:
    return sum(p.stat().st_size for p in (out / "archive").glob("*")) if out.exists() else 0


@pytest.mark.parametrize(
    ("loop", "sig"),
    [("auto", signal.SIGTERM), ("auto", signal.SIGINT), ("asyncio", signal.SIGTERM)],
)
def test_a_signal_stops_the_crawl_and_it_resumes(
    tmp_path: Path, loop: str, sig: signal.Signals
) -> None:
    out = tmp_path / "out"
    with serve_in_thread(VirtualWeb([generated_site(n_pages=PAGES)])) as server:
        args = [
            sys.executable,
            "-m",
            "keepnet.cli.main",
            "crawl",
            "http://gen.test/",
            "--proxy",
            server.url,
            "--scope",
            "host",
            "--delay",
            "0.2",  # slow enough for the signal to find the crawl under way
            "--event-loop",
            loop,
            "--out",
            str(out),
            "-q",
        ]
        proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while _archived(out) < 20_000:
            assert proc.poll() is None and time.monotonic() < deadline, "the crawl never began"
            time.sleep(0.05)
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err.decode()[-2000:]
        stats = json.loads((out / "stats.json").read_text())
        assert stats["stop_reason"] == f"signal {sig.name}"
        assert 0 < stats["pages"] < PAGES
        assert not list((out / "archive").glob("*.open"))
        resumed = subprocess.run(
            [*args[:4], "--out", str(out), "-q", "--delay", "0"], capture_output=True, timeout=120
        )
        assert resumed.returncode == 0, resumed.stderr.decode()[-2000:]
    assert json.loads((out / "stats.json").read_text())["stop_reason"].startswith("finished")
    warcs = sorted((out / "archive").glob("*.warc.gz"))
    check = subprocess.run([str(BIN / "warcio"), "check", *map(str, warcs)], capture_output=True)
    assert check.returncode == 0, check.stdout
    urls = [r.target_uri for w in warcs for r in read_records(w)[0] if r.rec_type == "response"]
    pages = [u for u in urls if u.endswith(".html") or u == "http://gen.test/"]
    assert len(pages) == len(set(pages)) == PAGES  # each page once, across the stop
