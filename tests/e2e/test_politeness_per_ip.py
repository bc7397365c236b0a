"""Politeness per IP: `localhost` and `127.0.0.1` are one server and share its delay.

No proxy here: the crawler resolves the names itself, as on the real web.  Request arrival
times are read at the server; with --politeness-per-ip no two requests (whichever name, or
whichever worker) arrive less than --delay apart; without it the two names interleave.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

import pytest

from keepnet.testweb.generated import generated_site
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from redis_server import RedisServer

BIN = Path(sys.executable).parent
DELAY = 0.5


def crawl(tmp_path: Path, *extra: str) -> list[float]:
    web = VirtualWeb(
        [
            generated_site("127.0.0.1", n_pages=5, links_per_page=4),
            generated_site("localhost", n_pages=5, links_per_page=4),
        ]
    )
    with serve_in_thread(web) as server:
        port = server.url.rsplit(":", 1)[1].strip("/")
        seeds = [f"http://127.0.0.1:{port}/", f"http://localhost:{port}/"]
        proc = subprocess.run(
            [
                str(BIN / "keepnet"),
                "crawl",
                *seeds,
                "--scope",
                "host",
                "--delay",
                str(DELAY),
                "--browser",
                "never",
                "--allow-private",
                "--out",
                str(tmp_path / "out"),
                "-q",
                *extra,
            ],
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
    arrivals = [r.time for r in web.requests()]
    assert len(arrivals) >= 14  # both names crawled: robots + 5 pages + 2 assets each, less dups
    return [b - a for a, b in itertools.pairwise(arrivals)]


def test_names_of_one_ip_interleave_without_the_rule(tmp_path: Path) -> None:
    assert min(crawl(tmp_path)) < DELAY / 2


def test_names_of_one_ip_share_its_delay(tmp_path: Path) -> None:
    assert min(crawl(tmp_path, "--politeness-per-ip")) >= DELAY


@pytest.mark.redis
@pytest.mark.slow
def test_workers_share_the_per_ip_delay(tmp_path: Path, redis_server: RedisServer) -> None:
    gaps = crawl(
        tmp_path,
        "--politeness-per-ip",
        "--frontier",
        redis_server.url,
        "--crawl-id",
        f"per-ip-{tmp_path.name}",
        "--workers",
        "2",
    )
    assert min(gaps) >= DELAY
