"""Distributed crawls on a real redis-server: worker processes sharing one crawl.

Every page archived exactly once across all workers' WARCs; a worker killed with SIGKILL
loses nothing (the others take its URLs when its lease expires); politeness holds across
workers (request arrival times at the server).
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from keepnet.testweb.generated import generated_site, many_hosts
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from keepnet.warc.reader import read_records
from redis_server import RedisServer

pytestmark = [pytest.mark.redis, pytest.mark.slow]

BIN = Path(sys.executable).parent
_ids = itertools.count()


def keepnet(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [str(BIN / "keepnet"), *args], capture_output=True, text=True, timeout=300
    )
    if check and proc.returncode != 0:
        raise AssertionError(f"keepnet {args[0]} failed: {proc.stdout}{proc.stderr}")
    return proc


def responses(out: Path) -> Counter[str]:
    """Target URIs of response/revisit records in every worker's WARCs (closed files)."""
    seen: Counter[str] = Counter()
    for warc in sorted(out.glob("worker-*/archive/*.warc.gz")):
        records, problems = read_records(warc)
        assert problems == [], f"{warc}: {problems}"
        for r in records:
            if r.rec_type in ("response", "revisit") and r.target_uri:
                seen[r.target_uri] += 1
    return seen


def warcio_check(out: Path) -> None:
    warcs = sorted(str(p) for p in out.glob("worker-*/archive/*.warc.gz"))
    assert warcs
    proc = subprocess.run([str(BIN / "warcio"), "check", *warcs], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def crawl_args(proxy: str, redis_url: str, crawl_id: str, out: Path, *seeds: str) -> list[str]:
    return [
        "crawl",
        *seeds,
        "--proxy",
        proxy,
        "--scope",
        "host",
        "--browser",
        "never",
        "--frontier",
        redis_url,
        "--crawl-id",
        crawl_id,
        "--out",
        str(out),
        "-q",
    ]


def test_two_workers_archive_every_page_exactly_once(
    tmp_path: Path, redis_server: RedisServer
) -> None:
    sites = many_hosts(n_hosts=8, pages_per_host=12, latency=0.02, links_per_page=5)
    web = VirtualWeb(sites)
    out, cid = tmp_path / "crawl", f"once-{next(_ids)}"
    with serve_in_thread(web) as server:
        keepnet(
            *crawl_args(server.url, redis_server.url, cid, out, *(s.seed for s in sites)),
            "--delay",
            "0",
            "--concurrency",
            "4",
            "--workers",
            "2",
        )
    expected = {u for s in sites for u in s.page_urls} | {
        f"http://{s.host}{p}" for s in sites for p in s.asset_paths
    }
    seen = responses(out)
    pages = {u: n for u, n in seen.items() if not u.endswith("/robots.txt")}
    assert set(pages) == expected
    assert all(n == 1 for n in pages.values()), [u for u, n in pages.items() if n > 1]
    fetched_by = {w.name: sum(1 for _ in w.glob("archive/*.warc.gz")) for w in out.glob("worker-*")}
    assert len(fetched_by) == 2 and all(fetched_by.values())  # both workers took part
    warc_names = [p.name for p in out.glob("worker-*/archive/*.warc.gz")]
    assert {n.split("-")[1] for n in warc_names} == {"w01", "w02"}  # worker id in the name
    status = json.loads(
        keepnet("status", "--frontier", redis_server.url, "--crawl-id", cid, "--json").stdout
    )
    assert status["frontier"]["queued"] == status["frontier"]["leased"] == 0
    assert status["totals"]["fetched"] == sum(seen.values())
    warcio_check(out)


def test_a_killed_worker_loses_nothing(tmp_path: Path, redis_server: RedisServer) -> None:
    sites = many_hosts(n_hosts=6, pages_per_host=20, latency=0.05, links_per_page=5)
    web = VirtualWeb(sites)
    out, cid = tmp_path / "crawl", f"kill-{next(_ids)}"
    job = tmp_path / "job.yaml"
    job.write_text("distributed: {lease_seconds: 3}\nconcurrency: 3\ndelay: 0\n")
    with serve_in_thread(web) as server:
        args = crawl_args(server.url, redis_server.url, cid, out, *(s.seed for s in sites))
        coordinator = subprocess.Popen(
            [str(BIN / "keepnet"), *args, "--job", str(job), "--workers", "2"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        victim_dir = out / "worker-02"
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            opened = list(victim_dir.glob("archive/*.open"))
            if opened and opened[0].stat().st_size > 20_000:
                break
            time.sleep(0.05)
        else:
            raise AssertionError("worker-02 archived nothing")
        pid = int((victim_dir / "state" / "lock").read_text())
        os.kill(pid, signal.SIGKILL)
        coordinator.communicate(timeout=300)
        assert coordinator.returncode == 1  # one worker died: the coordinator says so
        # The dead worker's directory is resumed (its .open WARC recovered); nothing is left.
        keepnet(
            "worker",
            "--frontier",
            redis_server.url,
            "--crawl-id",
            cid,
            "--out",
            str(victim_dir),
            "--worker-id",
            "w02",
            "-q",
        )
    expected = {u for s in sites for u in s.page_urls}
    seen = responses(out)
    assert expected <= set(seen)
    twice = [u for u in expected if seen[u] > 1]
    assert len(twice) <= 3, twice  # at most the killed worker's in-flight URLs (concurrency 3)
    warcio_check(out)


def test_politeness_holds_across_workers(tmp_path: Path, redis_server: RedisServer) -> None:
    site = generated_site("polite.test", n_pages=6, links_per_page=5)
    web = VirtualWeb([site])
    out, cid = tmp_path / "crawl", f"polite-{next(_ids)}"
    with serve_in_thread(web) as server:
        keepnet(
            *crawl_args(server.url, redis_server.url, cid, out, site.seed),
            "--delay",
            "1",
            "--workers",
            "2",
        )
    arrivals = [r.time for r in web.requests()]
    assert len(arrivals) >= 7  # robots.txt, 6 pages, 2 assets (some from each worker)
    gaps = [b - a for a, b in itertools.pairwise(arrivals)]
    assert min(gaps) >= 1.0, gaps
    assert len(list(out.glob("worker-*/archive/*.warc.gz"))) >= 1


def test_whole_crawl_killed_and_redis_restarted_from_its_aof(tmp_path: Path) -> None:
    """kill -9 of every process, Redis included; Redis restarts from its append-only file,
    the same command resumes, and the crawl completes with nothing lost."""
    from keepnet.lock import CrawlLock

    sites = many_hosts(n_hosts=4, pages_per_host=25, latency=0.05, links_per_page=5)
    web = VirtualWeb(sites)
    out, cid = tmp_path / "crawl", f"aof-{next(_ids)}"
    job = tmp_path / "job.yaml"
    job.write_text("distributed: {lease_seconds: 2}\nconcurrency: 2\ndelay: 0\n")
    aof = ("--appendonly", "yes", "--appendfsync", "always")
    redis_dir = tmp_path / "redis"
    server = RedisServer(redis_dir, *aof)
    port = server.port
    try:
        with serve_in_thread(web) as proxy:
            args = [
                str(BIN / "keepnet"),
                *crawl_args(proxy.url, server.url, cid, out, *(s.seed for s in sites)),
                "--job",
                str(job),
                "--workers",
                "2",
            ]
            first = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            deadline = time.monotonic() + 60
            while sum(p.stat().st_size for p in out.glob("worker-*/archive/*.open")) < 60_000:
                assert time.monotonic() < deadline and first.poll() is None, "no progress"
                time.sleep(0.05)
            pids = [CrawlLock(w).holder() for w in sorted(out.glob("worker-*"))]
            for pid in [first.pid, *pids]:
                if pid:
                    os.kill(pid, signal.SIGKILL)
            server.stop(signal.SIGKILL)
            first.communicate(timeout=30)
            server = RedisServer(redis_dir, *aof, port=port)  # replays its AOF
            assert server.client().exists(f"keepnet:{{{cid}}}:job")
            keepnet(*args[1:])  # the same command: resume
        expected = {u for s in sites for u in s.page_urls}
        seen = responses(out)
        assert expected <= set(seen)
        assert len([u for u in expected if seen[u] > 1]) <= 4  # 2 workers x concurrency 2
        warcio_check(out)
    finally:
        server.stop()


def test_pause_and_resume_act_on_every_worker(tmp_path: Path, redis_server: RedisServer) -> None:
    sites = many_hosts(n_hosts=4, pages_per_host=15, latency=0.05, links_per_page=4)
    web = VirtualWeb(sites)
    out, cid = tmp_path / "crawl", f"pause-{next(_ids)}"
    status = ["status", "--frontier", redis_server.url, "--crawl-id", cid]
    with serve_in_thread(web) as server:
        args = crawl_args(server.url, redis_server.url, cid, out, *(s.seed for s in sites))
        proc = subprocess.Popen(
            [str(BIN / "keepnet"), *args, "--delay", "0.2", "--workers", "2"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + 60
        while len(web.requests()) < 10:
            assert proc.poll() is None and time.monotonic() < deadline, "no progress"
            time.sleep(0.05)
        keepnet(*status, "--pause")
        time.sleep(2.5)  # every worker reads the control within a second; in-flight ends
        paused_at = len(web.requests())
        time.sleep(2.0)
        assert len(web.requests()) == paused_at, "a worker fetched while the crawl was paused"
        assert json.loads(keepnet(*status, "--json").stdout)["control"] == "paused"
        keepnet(*status, "--resume")
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err.decode()[-2000:]
    expected = {u for s in sites for u in s.page_urls}
    assert expected <= set(responses(out))
