"""A second keepnet process on a live crawl directory is refused before it touches anything.

The first crawl is frozen (SIGSTOP) while the second runs, so any byte the second changed
in the first's `.open` WARC, job.json or frontier (leases) shows; then the first is let go
and must finish normally with every page archived and valid WARCs.
"""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from keepnet.testweb.generated import generated_site
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from keepnet.warc.reader import read_records

pytestmark = pytest.mark.slow

KEEPNET = Path(sys.executable).with_name("keepnet")
PAGES = 40


def crawl_cmd(proxy: str, out: Path, *extra: str) -> list[str]:
    return [
        str(KEEPNET),
        "crawl",
        "http://gen.test/",
        "--proxy",
        proxy,
        "--delay",
        "0.1",
        "--scope",
        "host",
        "--browser",
        "never",
        "--out",
        str(out),
        "-q",
        *extra,
    ]


def snapshot(out: Path) -> dict[str, str]:
    """sha256 of every file a second process could damage: WARCs, job, frontier, leases."""
    files = [*sorted((out / "archive").iterdir()), *sorted((out / "state").glob("*"))]
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in files
        if p.is_file() and p.name != "lock"
    }


def wait_for_open_warc(out: Path, proc: subprocess.Popen[bytes], limit: float = 60) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        opened = list((out / "archive").glob("*.open")) if (out / "archive").exists() else []
        if opened and opened[0].stat().st_size > 4000:
            return
        assert proc.poll() is None, "the first crawl ended before the test could start"
        time.sleep(0.05)
    raise AssertionError("the first crawl wrote no WARC")


@pytest.mark.parametrize(
    "second",
    [
        ["crawl"],  # the same command again: a resume of a live crawl
        ["index"],  # `keepnet index DIR` rewrites the index files
    ],
)
def test_second_process_is_refused_and_changes_nothing(tmp_path: Path, second: list[str]) -> None:
    web = VirtualWeb([generated_site("gen.test", PAGES)])
    out = tmp_path / "crawl"
    with serve_in_thread(web) as server:
        first = subprocess.Popen(
            crawl_cmd(server.url, out), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        try:
            wait_for_open_warc(out, first)
            os.kill(first.pid, signal.SIGSTOP)  # frozen: every change now is the second's
            before = snapshot(out)
            assert any(name.endswith(".open") for name in before)
            cmd = (
                crawl_cmd(server.url, out)
                if second == ["crawl"]
                else [str(KEEPNET), "index", str(out)]
            )
            refused = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
            after = snapshot(out)
        finally:
            os.kill(first.pid, signal.SIGCONT)
        _, err = first.communicate(timeout=300)
    assert refused.returncode != 0
    assert f"process {first.pid}" in refused.stdout + refused.stderr
    assert "refused" in refused.stdout + refused.stderr
    assert after == before, "the refused process changed the live crawl's files"
    assert first.returncode == 0, err.decode()[-2000:]
    assert not list((out / "archive").glob("*.open"))
    urls: set[str] = set()
    for warc in (out / "archive").glob("*.warc.gz"):
        records, problems = read_records(warc)
        assert problems == []
        urls |= {r.target_uri for r in records if r.rec_type == "response" and r.target_uri}
    pages = {u for u in urls if u.endswith(".html") or u.endswith("/")}
    assert len(pages) >= PAGES
    check = subprocess.run(
        [str(KEEPNET.with_name("warcio")), "check", *map(str, (out / "archive").glob("*.warc.gz"))],
        capture_output=True,
    )
    assert check.returncode == 0, check.stdout + check.stderr
