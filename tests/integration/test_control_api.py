"""The control API against a running crawl, through a real HTTP client (httpx).

The crawl runs in a thread on its own event loop, polite (0.1 s between fetches of its one
host), so that the test can steer it: state, pause/resume, a scored URL fetched before the
queued ones, a known URL re-prioritised, refusals with reasons, an exclusion that stops
matching fetches at once, stop — and the token and Host checks that keep it safe.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import socket
import stat
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from integration.crawl_harness import check_warcs
from keepnet.engine import Crawler, CrawlSummary
from keepnet.extensions import ExtensionError
from keepnet.settings.job import build_job
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from keepnet.testweb.site import Response, Site

pytestmark = pytest.mark.slow

HOST = "api.test"
ORIGIN = f"http://{HOST}"
N = 60


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def site() -> Site:
    s = Site(HOST)
    s.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    links = "".join(f'<a href="/p/{i}">{i}</a> ' for i in range(N))
    s.add("/", Response.html(f"<title>index</title>{links}"))
    for i in range(N):  # each page says something new (the trap-family guard is watching)
        words = " ".join(hashlib.sha1(f"{i}-{k}".encode()).hexdigest()[:7] for k in range(40))
        s.add(f"/p/{i}", Response.html(f"<title>page {i}</title><p>{words}</p>"))
    s.add("/hot", Response.html("<title>hot</title><p>posted by another program</p>"))
    return s


@dataclass
class Running:
    out: Path
    base: str
    token: str
    thread: threading.Thread
    result: list[CrawlSummary] = field(default_factory=list)

    def client(self, token: bool = True) -> httpx.Client:
        headers = {"Authorization": f"Bearer {self.token}"} if token else {}
        return httpx.Client(base_url=self.base, headers=headers, timeout=10)

    def fetched(self) -> list[str]:
        log = self.out / "logs" / "crawl.log"
        return [ln.split()[3] for ln in log.read_text().splitlines()] if log.exists() else []


@pytest.fixture
def running(tmp_path: Path) -> Iterator[Running]:
    port = free_port()
    with serve_in_thread(VirtualWeb([site()])) as server:
        job = build_job(
            {
                "seeds": [f"{ORIGIN}/"],
                "scope": "host",
                "proxy": server.url,
                "delay": 0.1,
                "api": {"listen": f"127.0.0.1:{port}"},
            }
        )
        out = tmp_path / "crawl"
        result: list[CrawlSummary] = []
        thread = threading.Thread(
            target=lambda: result.append(asyncio.run(Crawler(job, out).run()))
        )
        thread.start()
        token_file = out / "state" / "api-token"
        deadline = time.monotonic() + 20
        while not token_file.exists() or not token_file.read_text().strip():
            assert time.monotonic() < deadline, "the API did not start"
            time.sleep(0.05)
        run = Running(
            out, f"http://127.0.0.1:{port}", token_file.read_text().strip(), thread, result
        )
        try:
            yield run
        finally:
            with run.client() as c, _suppress():
                c.post("/api/stop")
            thread.join(60)
    assert not thread.is_alive()


class _suppress:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: Any) -> bool:
        return True


def wait_for(cond: Any, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_state_pause_resume_and_stop(running: Running) -> None:
    with running.client(token=False) as anon, running.client() as c:
        state = anon.get("/api/crawl").json()  # loopback: reading needs no token
        assert state["state"] == "running" and state["stop_reason"] is None
        assert "fetched" in state["stats"] and "queued" in state["stats"]["frontier"]
        assert c.post("/api/pause").json()["state"] == "paused"
        time.sleep(0.5)  # what was in flight ends
        before = len(running.fetched())
        time.sleep(1.0)
        assert len(running.fetched()) == before  # nothing fetched while paused
        assert c.post("/api/resume").json()["state"] == "running"
        wait_for(lambda: len(running.fetched()) > before)
        assert c.post("/api/stop").json()["state"] == "stopping"
    running.thread.join(30)
    (summary,) = running.result
    assert summary.stop_reason == "stopped through the API"
    assert len(running.fetched()) < N  # it stopped before the end
    check_warcs(sorted((running.out / "archive").glob("*.warc.gz")))


def test_hosts_table_and_host_priority(running: Running) -> None:
    with running.client(token=False) as anon, running.client() as c:
        wait_for(lambda: len(running.fetched()) >= 3)
        assert (running.out / "state" / "api.json").exists()  # where tools find the API
        (row,) = [h for h in anon.get("/api/hosts").json()["hosts"] if h["host"] == HOST]
        assert row["total"] >= N and row["responses"] >= 2 and row["errors"] == 0
        assert row["robots"] == "ok" and row["ready_at"] > 0
        assert anon.post("/api/hosts", json={"host": HOST, "priority": 1}).status_code == 401
        r = c.post("/api/hosts", json={"host": HOST, "priority": 2.5})
        assert r.status_code == 200 and r.json()["changed"] >= 1
        assert c.post("/api/hosts", json={"host": HOST, "priority": "x"}).status_code == 400
        assert anon.get("/api/hosts?limit=abc").status_code == 400
        c.post("/api/stop")
    running.thread.join(30)
    assert not (running.out / "state" / "api.json").exists()  # gone with the API
    stats = json.loads((running.out / "stats.json").read_text())
    assert stats["mime"].get("text/html", 0) >= 2


def test_a_posted_url_goes_before_the_queued_ones(running: Running) -> None:
    with running.client() as c:
        wait_for(lambda: f"{ORIGIN}/p/3" in running.fetched())  # the index is in
        c.post("/api/pause")
        time.sleep(0.5)
        done = len(running.fetched())
        answer = c.post(
            "/api/urls",
            json={
                "source": "tester",
                "urls": [
                    {"url": f"{ORIGIN}/hot", "score": 1.0},
                    {"url": f"{ORIGIN}/p/{N - 1}", "score": 0.9},  # queued: re-prioritised
                    {"url": f"{ORIGIN}/", "score": 0.5},  # fetched already
                    {"url": "http://elsewhere.test/", "score": 1.0},
                    {"url": "http://[bad", "score": 1.0},
                    {"url": f"{ORIGIN}/p/1", "score": 7},
                ],
            },
        ).json()
        assert [q["url"] for q in answer["queued"]] == [f"{ORIGIN}/hot"]
        assert answer["rescored"] == [{"url": f"{ORIGIN}/p/{N - 1}", "priority": 0.9}]
        assert answer["known"] == [{"url": f"{ORIGIN}/", "state": "done"}]
        reasons = {r["url"]: r["reason"] for r in answer["refused"]}
        assert reasons["http://elsewhere.test/"] == "out of scope of every seed"
        assert reasons["http://[bad"].startswith("invalid URL")
        assert reasons[f"{ORIGIN}/p/1"] == "score must be a number in 0..1"
        c.post("/api/resume")
        wait_for(lambda: len(running.fetched()) >= done + 2)
    after = running.fetched()[done:]
    assert after[:2] == [f"{ORIGIN}/hot", f"{ORIGIN}/p/{N - 1}"]
    refused = (running.out / "logs" / "refused.log").read_text()
    assert "http://elsewhere.test/ api:tester out of scope of every seed" in refused


def test_an_exclusion_stops_matching_fetches_at_once(running: Running) -> None:
    with running.client() as c:
        wait_for(lambda: f"{ORIGIN}/p/2" in running.fetched())
        answer = c.post(
            "/api/exclusions", json={"regexes": [r"/p/[3-9]\d$"], "surt_prefixes": ["api.test/p/2"]}
        ).json()
        assert answer["exclusions"]["regexes"] == [r"/p/[3-9]\d$"]
        assert answer["exclusions"]["surt_prefixes"] == ["http://(test,api,)/p/2"]
        posted = len(running.fetched())
        bad = c.post("/api/exclusions", json={"regexes": ["("]}).json()
        assert bad["refused"][0]["rule"] == "("
        wait_for(lambda: f"{ORIGIN}/p/19" in running.fetched(), timeout=30)
        time.sleep(0.5)
    later = running.fetched()[posted + 1 :]  # one fetch may have been in flight
    assert not [
        u
        for u in later
        if u.startswith(f"{ORIGIN}/p/2") or u[-2:].isdigit() and int(u.rsplit("/", 1)[1]) >= 30
    ]
    refused = (running.out / "logs" / "refused.log").read_text()
    assert "excluded: regex /p/[3-9]\\d$" in refused
    saved = json.loads((running.out / "state" / "exclusions.json").read_text())
    assert saved["regexes"] == [r"/p/[3-9]\d$"]


def test_writes_need_the_token_and_loopback_needs_its_host(running: Running) -> None:
    with running.client(token=False) as anon, running.client() as c:
        assert anon.post("/api/stop").status_code == 401
        wrong = httpx.post(
            f"{running.base}/api/pause", headers={"Authorization": "Bearer nope" * 4}
        )
        assert wrong.status_code == 401
        # a form post (what a cross-site page can send) is refused even with the token
        form = c.post("/api/urls", content=b"urls=x", headers={"content-type": "text/plain"})
        assert form.status_code == 400
        rebound = anon.get("/api/crawl", headers={"host": "evil.example:80"})
        assert rebound.status_code == 421
        assert c.get("/api/crawl").json()["state"] == "running"  # nothing changed
    token_file = running.out / "state" / "api-token"
    assert stat.S_IMODE(os.stat(token_file).st_mode) == 0o600
    assert running.token not in (running.out / "state" / "job.json").read_text()


def test_a_port_in_use_stops_the_crawl_with_a_clear_error(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        job = build_job({"seeds": [f"{ORIGIN}/"], "api": {"listen": f"127.0.0.1:{port}"}})
        with pytest.raises(ExtensionError, match=f"cannot listen on 127.0.0.1:{port}"):
            asyncio.run(Crawler(job, tmp_path / "c").run())
    assert not list((tmp_path / "c" / "archive").glob("*.open"))
