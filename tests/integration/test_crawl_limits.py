"""Crawl limits: max_pages, max_hops, max_bytes, time_limit and the per-host URL budget."""

from __future__ import annotations

from pathlib import Path

from integration.crawl_harness import crawl, requested_urls
from keepnet.testweb.server import VirtualWeb
from sites import traps
from sites.hostile import scope_web
from sites.scope import GRAPH, SCOPE_EXPECTED, SCOPE_PAGES, SCOPE_SEED


def test_max_pages_counts_pages_not_embeds(tmp_path: Path) -> None:
    web = scope_web()
    result = crawl(
        web, [SCOPE_SEED], tmp_path / "out", scope="host", ignore_robots=True, max_pages=3
    )
    assert result.summary.stop_reason == "finished: frontier empty"
    assert len(result.pages) == 3
    fetched = set(requested_urls(web))
    assert len(fetched & SCOPE_PAGES["host"]) == 3
    assert SCOPE_SEED in fetched
    # The embeds of the captured pages are still fetched: they do not count as pages.
    embeds = {e for p in fetched & SCOPE_PAGES["host"] for e in GRAPH[p][1]}
    assert embeds <= fetched
    assert result.refusals("budget: max-pages 3 reached")


def test_max_hops_stops_at_the_hop_limit(tmp_path: Path) -> None:
    web = scope_web()
    result = crawl(
        web, [SCOPE_SEED], tmp_path / "out", scope="domain", ignore_robots=True, max_hops=1
    )
    pages = {SCOPE_SEED} | (set(GRAPH[SCOPE_SEED][0]) & SCOPE_PAGES["domain"])
    embeds = {e for p in pages for e in GRAPH[p][1]}
    assert set(requested_urls(web)) == pages | embeds
    assert result.archived == pages | embeds
    assert all(ln.hop_path.count("L") <= 1 for ln in result.log)
    assert result.refusals("max-hops 1 exceeded")


def test_max_bytes_stops_after_the_fetch_that_reaches_it(tmp_path: Path) -> None:
    limit = 2000
    web = scope_web()
    result = crawl(
        web,
        [SCOPE_SEED],
        tmp_path / "out",
        scope="host",
        ignore_robots=True,
        max_bytes=limit,
        concurrency=1,
    )
    assert result.summary.stop_reason == f"max bytes {limit} reached"
    sizes = [e.data["bytes"] for e in result.events if e.kind == "fetched"]
    # With one fetch at a time: under the limit before the last fetch, at or over after it.
    assert sum(sizes[:-1]) < limit <= sum(sizes)
    assert result.stats["bytes_downloaded"] == sum(sizes)
    assert len(result.archived) == len(sizes) < len(SCOPE_EXPECTED["host"])


def test_time_limit_stops_an_endless_crawl(tmp_path: Path) -> None:
    # trap.test's calendar and session-id traps never end once the trap defences that
    # would stop them (hop limit, per-host budget, trap families) are off: only the time
    # limit stops this.
    web = VirtualWeb([traps.build()])
    result = crawl(
        web,
        [f"{traps.ORIGIN}/"],
        tmp_path / "out",
        scope="host",
        time_limit=1.0,
        max_hops=None,
        traps={"max_per_host": None, "family_idle": None},
    )
    assert result.summary.stop_reason == "time limit 1.0s reached"
    assert result.stats["stop_reason"] == "time limit 1.0s reached"
    assert result.stats["frontier"]["queued"] > 0  # stopped with work left, not exhausted
    assert result.stats["frontier"]["leased"] == 0  # in-flight fetches were finished


def test_per_host_budget_counts_urls_per_host(tmp_path: Path) -> None:
    budget = 4
    web = scope_web()
    result = crawl(
        web,
        [SCOPE_SEED],
        tmp_path / "out",
        scope="domain",
        ignore_robots=True,
        traps={"max_per_host": budget},
    )
    assert result.summary.stop_reason == "finished: frontier empty"
    for site in web:
        assert site.hits() <= budget, site.host
    assert web["example.test"].hits() == budget
    refused = result.refusals(f"trap: per-host budget of {budget} URLs reached")
    assert refused and all(r.url.startswith("http://example.test/") for r in refused)
    assert not {r.url for r in refused} & set(requested_urls(web))
