"""pywb replays a re-crawl with the crawl before it: keepnet's revisits resolved by pywb.

Two crawls of news.recrawl.test (the second with `--previous`, a fifth of the pages
changed in between) go into one pywb collection as they are — both crawls' WARCs, both
CDXJ indexes, no pywb re-indexing.  At the re-crawl's time pywb must serve every page
byte for byte as it then was: changed pages from their new response, unchanged ones through
the server-not-modified or identical-payload-digest revisit, from the first crawl's record.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from integration.crawl_harness import crawl
from keepnet.testweb.server import VirtualWeb
from pywb_server import get, serve_wayback
from sites.recrawl import ORIGIN, N, RecrawlSite

pytestmark = pytest.mark.slow


def test_pywb_replays_the_recrawl_with_the_crawl_before(tmp_path: Path) -> None:
    site = RecrawlSite()
    web = VirtualWeb([site.site])
    old = crawl(web, [f"{ORIGIN}/"], tmp_path / "old", scope="host")
    changed = site.change(0.2)
    time.sleep(1.1)  # 14-digit timestamps: the re-crawl a second later
    new = crawl(web, [f"{ORIGIN}/"], tmp_path / "new", scope="host", previous=[str(old.out)])
    profiles = {r.header("WARC-Profile") for r in new.records if r.type == "revisit"}
    assert len(profiles) == 2  # both kinds of revisit are exercised

    coll = tmp_path / "pywb" / "collections" / "recrawl"
    (coll / "archive").mkdir(parents=True)
    (coll / "indexes").mkdir()
    for result, name in ((old, "old"), (new, "new")):
        for w in result.warcs:
            shutil.copyfile(w, coll / "archive" / w.name)
        shutil.copyfile(result.out / "indexes" / "index.cdxj", coll / "indexes" / f"{name}.cdxj")

    with serve_wayback(tmp_path / "pywb") as base:
        for i in range(N):
            url = site.url(i)
            (rec,) = [r for r in new.records if r.uri == url and r.type in ("response", "revisit")]
            ts = "".join(ch for ch in rec.header("WARC-Date") or "" if ch.isdigit())[:14]
            status, body, headers = get(f"{base}/recrawl/{ts}id_/{url}")
            assert status == 200, (url, rec.type, status)
            assert body == site.body(i), (url, rec.type)
            assert headers.get("Memento-Datetime"), url
            assert (rec.type == "response") == (i in changed)
