"""pywb replays a crawl through keepnet's ZipNum index, and so does keepnet's replay.

The demo web is crawled, `keepnet index DIR --zipnum` writes DIR/indexes/zipnum/, and a pywb
collection is configured with that index.idx as its index (pywb picks its ZipNum reader by
the .idx extension) and DIR/archive/ as its archive: no pywb indexing.  pywb must serve
mementos byte for byte and answer CDX queries as it does from the CDXJ file; keepnet's
replay, which now reads the ZipNum index, must answer as it did from the CDXJ file.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from keepnet.cli.demo import command as demo
from keepnet.cli.index import command as index
from keepnet.index.cdxj import parse_line
from keepnet.index.zipnum import ZipNumIndex, open_index
from keepnet.replay.app import create_app
from pywb_server import get, serve_wayback

pytestmark = pytest.mark.slow


def test_pywb_and_keepnet_replay_through_the_zipnum_index(tmp_path: Path) -> None:
    crawl = tmp_path / "crawl"
    assert CliRunner().invoke(demo, ["--out", str(crawl), "-q"]).exit_code == 0
    lines = (crawl / "indexes" / "index.cdxj").read_text().splitlines()
    with TestClient(create_app([crawl])) as before:
        urls = sorted({parse_line(x).url for x in lines if parse_line(x).status == "200"})
        expected = {u: before.get(f"/web/2100id_/{u}").content for u in urls}
    result = CliRunner().invoke(index, [str(crawl), "--zipnum"])
    assert result.exit_code == 0 and f"zipnum: {len(lines)} lines" in result.output
    assert isinstance(open_index(crawl), ZipNumIndex)
    with TestClient(create_app([crawl])) as after:
        for url, body in expected.items():
            assert after.get(f"/web/2100id_/{url}").content == body, url

    root = tmp_path / "pywb"
    root.mkdir()
    (root / "config.yaml").write_text(
        json.dumps(  # YAML is a superset of JSON
            {
                "collections": {
                    "zn": {
                        "index": str(crawl / "indexes" / "zipnum" / "index.idx"),
                        "archive_paths": str(crawl / "archive") + "/",
                    }
                }
            }
        )
    )
    with serve_wayback(root) as base:
        for url, body in expected.items():
            rec = next(parse_line(x) for x in lines if parse_line(x).url == url)
            status, got, headers = get(f"{base}/zn/{rec.timestamp}id_/{url}")
            assert status == 200 and got == body, url
            assert headers.get("Memento-Datetime")
        page = "http://news.example.test/"
        status, cdx, _ = get(f"{base}/zn/cdx?url={page}&output=json")
        assert status == 200
        rows = [json.loads(x) for x in cdx.decode().splitlines()]
        mine = [x.split(" ")[1] for x in lines if x.startswith("test,example,news)/ ")]
        assert [r["timestamp"] for r in rows] == mine
