"""pywb (in its own virtualenv) replays keepnet's WARCs and CDXJ index as they are.

pywb runs from .venv-pywb (tests/pywb_server.py builds it when missing), the test crawls the demo web with keepnet, copies the crawl's WARCs and its
indexes/index.cdxj into a pywb collection (no pywb re-indexing), runs `wayback` on a free
loopback port and fetches a memento in id_ mode, a TimeMap and a CDX query from it.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from warcio.archiveiterator import ArchiveIterator

from keepnet.cli.demo import command as demo
from keepnet.cli.main import main
from keepnet.testweb.generated import generated_site
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from pywb_server import get, serve_wayback

PAGE = "http://news.example.test/"

pytestmark = pytest.mark.slow


def _payload(warcs: list[Path], url: str) -> tuple[str, bytes]:
    for warc in warcs:
        with warc.open("rb") as fh:
            for rec in ArchiveIterator(fh):
                if (
                    rec.rec_type == "response"
                    and rec.rec_headers.get_header("WARC-Target-URI") == url
                ):
                    ts = "".join(
                        ch for ch in rec.rec_headers.get_header("WARC-Date") if ch.isdigit()
                    )[:14]
                    return ts, bytes(rec.content_stream().read())
    raise AssertionError(f"{url} not in the crawl")


def test_pywb_replays_keepnet_archive(tmp_path: Path) -> None:
    crawl = tmp_path / "crawl"
    result = CliRunner().invoke(demo, ["--out", str(crawl), "-q"])
    assert result.exit_code == 0, result.output
    warcs = sorted((crawl / "archive").glob("*.warc.gz"))
    coll = tmp_path / "pywb" / "collections" / "keepnet"
    (coll / "archive").mkdir(parents=True)
    (coll / "indexes").mkdir()
    for w in warcs:
        shutil.copyfile(w, coll / "archive" / w.name)
    shutil.copyfile(crawl / "indexes" / "index.cdxj", coll / "indexes" / "index.cdxj")

    with serve_wayback(tmp_path / "pywb") as base:
        ts, body = _payload(warcs, PAGE)
        status, got, headers = get(f"{base}/keepnet/{ts}id_/{PAGE}")
        assert status == 200
        assert got == body  # the archived bytes, as captured
        assert headers.get("Memento-Datetime")

        status, timemap, _ = get(f"{base}/keepnet/timemap/link/{PAGE}")
        assert status == 200
        # pywb names its URI-Ms with its main-page modifier: /keepnet/TSmp_/URL
        assert re.search(
            rf"/keepnet/{ts}(mp_)?/{re.escape(PAGE)}>; rel=\"[a-z ]*memento", timemap.decode()
        )

        status, cdx, _ = get(f"{base}/keepnet/cdx?url={PAGE}&output=json")
        assert status == 200
        rows = [json.loads(x) for x in cdx.decode().splitlines()]
        mine = [
            x
            for x in (crawl / "indexes" / "index.cdxj").read_text().splitlines()
            if x.startswith("test,example,news)/ ")
        ]
        assert [r["timestamp"] for r in rows] == [x.split(" ")[1] for x in mine]


def test_pywb_replays_records_the_extraction_worker_prepared(tmp_path: Path) -> None:
    """Pages of 5–15 KB go to the extraction worker, which deflates their bodies, computes
    their digests and encodes their outlink lines: pywb must replay those records byte for
    byte from keepnet's own index (the demo web's pages are too small to be offloaded)."""
    crawl = tmp_path / "crawl"
    with serve_in_thread(VirtualWeb([generated_site("gen.test", 60).warm()])) as server:
        # A delay between the host's requests spreads the 60 pages over 3 s or more: the
        # worker imports the extraction code on start, and on a loaded machine a crawl at
        # full speed ended before it was ready (nothing offloaded; seen once in the suite).
        args = ["crawl", "http://gen.test/", "--proxy", server.url, "--delay", "0.05"]
        args += ["--scope", "host", "--allow-private", "--out", str(crawl), "-q"]
        result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    stats = json.loads((crawl / "stats.json").read_text())
    # the path under test was taken (pages before the worker is ready are extracted inline)
    assert stats["extract_workers"]["offloaded"] >= 10
    warcs = sorted((crawl / "archive").glob("*.warc.gz"))
    coll = tmp_path / "pywb" / "collections" / "keepnet"
    (coll / "archive").mkdir(parents=True)
    (coll / "indexes").mkdir()
    for w in warcs:
        shutil.copyfile(w, coll / "archive" / w.name)
    shutil.copyfile(crawl / "indexes" / "index.cdxj", coll / "indexes" / "index.cdxj")
    pages = [
        json.loads(x)["url"] for x in (crawl / "pages" / "pages.jsonl").read_text().splitlines()[1:]
    ]
    assert len(pages) >= 30
    with serve_wayback(tmp_path / "pywb") as base:
        for url in pages:  # every page: the offloaded ones among them
            ts, body = _payload(warcs, url)
            status, got, _ = get(f"{base}/keepnet/{ts}id_/{url}")
            assert status == 200 and got == body, url
