"""pywb imports keepnet's WACZ (`wb-manager add --unpack-wacz`) and replays from it.

pywb lives in its own virtualenv (.venv-pywb, made by scripts/setup-pywb, which pins it):
it pins old dependencies that must not share keepnet's venv.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from keepnet.export.wacz import export_wacz

REPO = Path(__file__).resolve().parents[2]
PYWB_VENV = REPO / ".venv-pywb"

# Run inside .venv-pywb: replay two captures through pywb's own WSGI app, print the results.
REPLAY = """
import json, os, sys
os.chdir(sys.argv[1])
from pywb.apps.frontendapp import FrontEndApp
from werkzeug.test import Client
client = Client(FrontEndApp())
out = {}
for path in sys.argv[2:]:
    r = client.get(path)
    out[path] = [r.status_code, r.headers.get("Memento-Datetime"), r.get_data().decode("utf-8", "replace")]
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def pywb_bin() -> Path:
    if not (PYWB_VENV / "bin" / "wb-manager").exists():
        setup = subprocess.run([str(REPO / "scripts" / "setup-pywb")], capture_output=True,
                               text=True, timeout=900)  # fmt: skip
        assert setup.returncode == 0, setup.stdout + setup.stderr
    return PYWB_VENV / "bin"


@pytest.mark.slow
def test_pywb_imports_and_replays_the_wacz(pywb_bin: Path, tmp_path: Path, corpora: Path) -> None:
    crawl = tmp_path / "crawl"
    (crawl / "archive").mkdir(parents=True)
    shutil.copy(corpora / "warc" / "pywb" / "iana.warc.gz", crawl / "archive")
    shutil.copy(corpora / "warc" / "webarchive-discovery" / "flashfrozen-jwat-recompressed.warc.gz",
                crawl / "archive")  # fmt: skip
    wacz = tmp_path / "export.wacz"
    export_wacz(crawl, wacz)

    root = tmp_path / "pywb"
    root.mkdir()
    for args in (["init", "coll"], ["add", "--unpack-wacz", "coll", str(wacz)]):
        done = subprocess.run([str(pywb_bin / "wb-manager"), *args], cwd=root,
                              capture_output=True, text=True, timeout=300)  # fmt: skip
        assert done.returncode == 0, done.stdout + done.stderr
    coll = root / "collections" / "coll"
    assert len(list((coll / "archive").glob("*.warc.gz"))) == 2
    index = (coll / "indexes" / "index.cdxj").read_text().splitlines()
    ours = (crawl / "indexes" / "index.cdxj").read_text().splitlines()
    assert len(index) == len(ours)

    paths = [
        "/coll/20140126200624id_/http://www.iana.org/",
        "/coll/20130103203542id_/http://en.wikipedia.org/wiki/Mona_Lisa",
    ]
    run = subprocess.run([str(pywb_bin / "python"), "-c", REPLAY, str(root), *paths],
                         capture_output=True, text=True, timeout=300)  # fmt: skip
    assert run.returncode == 0, run.stderr
    replies = json.loads(run.stdout.strip().splitlines()[-1])
    status, memento_dt, body = replies[paths[0]]
    assert status == 200 and memento_dt and "Internet Assigned Numbers Authority" in body
    status, _, body = replies[paths[1]]
    assert status == 200 and "Mona Lisa" in body
