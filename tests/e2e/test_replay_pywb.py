"""pywb (in its own virtualenv) replays keepnet's WARCs and CDXJ index as they are.

The test builds .venv-pywb with scripts/setup-pywb when it is missing (CI has nothing
preinstalled), crawls the demo web with keepnet, copies the crawl's WARCs and its
indexes/index.cdxj into a pywb collection (no pywb re-indexing), runs `wayback` on a free
loopback port and fetches a memento in id_ mode, a TimeMap and a CDX query from it.
"""

from __future__ import annotations

import json
import re
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner
from warcio.archiveiterator import ArchiveIterator

from keepnet.cli.demo import command as demo

REPO = Path(__file__).resolve().parents[2]
VENV = REPO / ".venv-pywb"
PAGE = "http://news.example.test/"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wayback_bin() -> Path:
    if not (VENV / ".pywb-installed").exists():
        subprocess.run([str(REPO / "scripts" / "setup-pywb")], check=True, timeout=900)
    exe = VENV / "bin" / "wayback"
    assert exe.exists()
    return exe


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _get(url: str) -> tuple[int, bytes, dict[str, str]]:
    try:
        with urllib.request.urlopen(url, timeout=30) as resp:  # noqa: S310 - loopback only
            return resp.status, resp.read(), dict(resp.headers)
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read(), dict(exc.headers)


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


def test_pywb_replays_keepnet_archive(tmp_path: Path, wayback_bin: Path) -> None:
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

    port = _free_port()
    log = (tmp_path / "wayback.log").open("wb")
    proc = subprocess.Popen(
        [str(wayback_bin), "-p", str(port), "-b", "127.0.0.1"],
        cwd=tmp_path / "pywb",
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            try:
                if _get(f"{base}/")[0] == 200:
                    break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail("wayback did not start: " + (tmp_path / "wayback.log").read_text())
            time.sleep(0.2)

        ts, body = _payload(warcs, PAGE)
        status, got, headers = _get(f"{base}/keepnet/{ts}id_/{PAGE}")
        assert status == 200
        assert got == body  # the archived bytes, as captured
        assert headers.get("Memento-Datetime")

        status, timemap, _ = _get(f"{base}/keepnet/timemap/link/{PAGE}")
        assert status == 200
        # pywb names its URI-Ms with its main-page modifier: /keepnet/TSmp_/URL
        assert re.search(
            rf"/keepnet/{ts}(mp_)?/{re.escape(PAGE)}>; rel=\"[a-z ]*memento", timemap.decode()
        )

        status, cdx, _ = _get(f"{base}/keepnet/cdx?url={PAGE}&output=json")
        assert status == 200
        rows = [json.loads(x) for x in cdx.decode().splitlines()]
        mine = [
            x
            for x in (crawl / "indexes" / "index.cdxj").read_text().splitlines()
            if x.startswith("test,example,news)/ ")
        ]
        assert [r["timestamp"] for r in rows] == [x.split(" ")[1] for x in mine]
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
