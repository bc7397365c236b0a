"""Application-aware crawling of the application sites: content views, waste, objects.

Each instance (phpBB, vBulletin, MediaWiki, WordPress, Drupal, Discourse, and re-themed
phpBB, vBulletin and Discourse) is crawled whole with the defaults (`apps: auto`); the site's
request log and ground truth say what was wasted, what was archived, and which objects are
right (author, date and text).  The knowledge base was developed on these instances; the
independent ones are in test_apps_heldout.py.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from integration.crawl_harness import check_warcs
from keepnet.engine import Crawler
from keepnet.settings.job import build_job
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from keepnet.testweb.sites.apps import AppSite, app_sites
from keepnet.testweb.sites.apps.measure import measure_crawl
from keepnet.warc.reader import RecordInfo, iter_records

pytestmark = pytest.mark.slow


def crawl(app: AppSite, out: Path, mode: str = "auto") -> None:
    with serve_in_thread(VirtualWeb(app.sites)) as server:
        job = build_job(
            {
                "seeds": app.seeds,
                "scope": "host",
                "proxy": server.url,
                "delay": 0,
                "browser": {"mode": "never"},
                "apps": {"mode": mode},
                "max_pages": 400,
                "crawl_delay_cap": 0.2,  # Drupal 7's robots.txt asks for 10 s
            }
        )
        asyncio.run(Crawler(job, out).run())


@pytest.mark.parametrize(
    "app", app_sites(), ids=lambda a: f"{a.app}{'-themed' if a.themed else ''}"
)
def test_content_views_only_and_every_object(app: AppSite, tmp_path: Path) -> None:
    out = tmp_path / "crawl"
    crawl(app, out)
    m = measure_crawl(app, out)
    assert m.coverage == 1.0, (m.covered, m.views)
    assert m.waste_share <= 0.05, (m.waste, m.requests)
    assert m.recall >= 0.95 and m.precision >= 0.95, m
    stats = json.loads((out / "stats.json").read_text())
    assert stats["apps"]["hosts"] == {app.host: app.app}
    refused = (out / "logs" / "refused.log").read_text()
    assert f"{app.app}: " in refused  # each refusal says why
    # objects as WARC metadata records referring to their page's response
    responses: dict[str | None, str | None] = {}
    refers: list[tuple[str | None, str | None]] = []
    for warc in sorted((out / "archive").glob("*.warc.gz")):
        for rec in iter_records(warc):
            assert isinstance(rec, RecordInfo)
            if rec.rec_type == "response":
                responses[rec.header("WARC-Record-ID")] = rec.target_uri
            elif rec.rec_type == "metadata" and rec.header("WARC-Refers-To"):
                refers.append((rec.header("WARC-Refers-To"), rec.target_uri))
    assert refers and all(responses.get(r) == uri for r, uri in refers)
    check_warcs(sorted((out / "archive").glob("*.warc.gz")))
    if app.themed and app.app in ("phpbb", "vbulletin"):
        state = json.loads((out / "state" / "apps.json").read_text())
        assert state["adapted"][app.host]["post"]["verified_on_pages"] >= 3


def test_generic_crawling_wastes_most_requests_on_the_same_sites(tmp_path: Path) -> None:
    app = next(a for a in app_sites() if a.app == "wordpress")
    crawl(app, tmp_path / "off", mode="off")
    off = measure_crawl(app, tmp_path / "off")
    assert off.waste_share > 0.5 and off.objects_found == 0
