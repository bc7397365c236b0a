"""Replay fixtures: crawl dirs built in tmp from the real WARCs of the corpora, and clients."""

from __future__ import annotations

import shutil
import stat
from collections.abc import Callable
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from keepnet.index.indexer import update_index
from keepnet.replay.app import create_app


def make_crawl_dir(root: Path, warcs: list[Path]) -> Path:
    """root/archive holding copies of warcs (writable), indexed into root/indexes."""
    archive = root / "archive"
    archive.mkdir(parents=True)
    for w in warcs:
        dest = archive / w.name
        shutil.copyfile(w, dest)
        dest.chmod(stat.S_IRUSR | stat.S_IWUSR)
    update_index(root)
    return root


MakeCrawl = Callable[[Path, list[Path]], Path]


@pytest.fixture(scope="session")
def make_crawl() -> MakeCrawl:
    """make_crawl_dir, for tests that build their own crawl dirs."""
    return make_crawl_dir


@pytest.fixture(scope="session")
def pywb_dir(corpora: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """iana.warc.gz, example.warc.gz, dupes.warc.gz (revisits) of pywb's sample archive."""
    src = corpora / "warc" / "pywb"
    names = ["iana.warc.gz", "example.warc.gz", "dupes.warc.gz"]
    return make_crawl_dir(tmp_path_factory.mktemp("pywb"), [src / n for n in names])


@pytest.fixture(scope="session")
def mona_dir(corpora: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The webarchive-discovery capture of en.wikipedia.org/wiki/Mona_Lisa."""
    warc = corpora / "warc" / "webarchive-discovery" / "flashfrozen-jwat-recompressed.warc.gz"
    return make_crawl_dir(tmp_path_factory.mktemp("mona"), [warc])


@pytest.fixture(scope="session")
def client(pywb_dir: Path, mona_dir: Path) -> TestClient:
    """One app over both dirs (one collection `web`)."""
    return TestClient(create_app([pywb_dir, mona_dir]))
