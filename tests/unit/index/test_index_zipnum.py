"""ZipNum index: every lookup answers exactly what the same lines in one CDXJ file answer."""

from __future__ import annotations

import gzip
import os
import random
import time
from pathlib import Path

import pytest

from keepnet.index.cdxj import parse_line
from keepnet.index.query import CdxjIndex, exact_range, prefix_range
from keepnet.index.zipnum import ZipNumIndex, build_zipnum, open_index, write_zipnum, zipnum_path


def synthetic(n: int, seed: int = 1) -> list[bytes]:
    """n CDXJ lines over a few hosts; one busy URL with 150 captures (it spans blocks)."""
    rng = random.Random(seed)
    lines = set()
    while len(lines) < n:
        busy = rng.random() < 0.03
        host = "org,site3)" if busy else f"org,site{rng.randrange(30)})"
        path = "/busy" if busy else f"/p/{rng.randrange(2000)}"
        ts = (
            f"2024{rng.randrange(1, 13):02d}{rng.randrange(1, 29):02d}"
            f"{rng.randrange(24):02d}{rng.randrange(60):02d}{rng.randrange(60):02d}"
        )
        digest = f"sha1:{rng.randrange(50):032d}"
        mime = "warc/revisit" if rng.random() < 0.1 else "text/html"
        lines.add(
            f'{host}{path} {ts} {{"url": "http://site/{path}", "mime": "{mime}", "status": "200",'
            f' "digest": "{digest}", "length": "100", "offset": "0", "filename": "a.warc.gz"}}\n'
        )
    return sorted(x.encode() for x in lines)


@pytest.fixture(scope="module")
def pair(tmp_path_factory: pytest.TempPathFactory) -> tuple[CdxjIndex, ZipNumIndex, list[bytes]]:
    tmp = tmp_path_factory.mktemp("zipnum")
    lines = synthetic(6000)
    (tmp / "index.cdxj").write_bytes(b"".join(lines))
    report = write_zipnum(lines, tmp / "z", block_lines=50, shard_bytes=20_000)
    assert report.lines == len(lines) and report.blocks == 120 and report.shards > 1
    return CdxjIndex(tmp / "index.cdxj"), ZipNumIndex(tmp / "z" / "index.idx"), lines


def test_exact_and_prefix_lookups_equal_the_cdxj_file(pair: tuple) -> None:  # type: ignore[type-arg]
    cdxj, zipnum, lines = pair
    rng = random.Random(5)
    keys = {parse_line(x).key for x in rng.sample(lines, 300)} | {"org,site3)/busy", "a", "zzz"}
    for key in keys:
        assert list(zipnum.lines(*exact_range(key))) == list(cdxj.lines(*exact_range(key))), key
    for prefix in ("org,site1", "org,site12)/p/1", "org,site2)/", "", "org,site99"):
        assert list(zipnum.lines(*prefix_range(prefix))) == list(cdxj.lines(*prefix_range(prefix)))
    busy = list(zipnum.lines(*exact_range("org,site3)/busy")))
    assert len(busy) > 50  # more captures than a block holds: read across blocks


def test_ranges_starting_at_block_boundaries(pair: tuple) -> None:  # type: ignore[type-arg]
    cdxj, zipnum, lines = pair
    for i in range(0, len(lines), 50):  # every block's first line, and the line before it
        for line in (lines[i], lines[i - 1] if i else lines[0]):
            start = line.rstrip(b"\n").decode()
            end = lines[min(i + 70, len(lines) - 1)].decode()
            assert list(zipnum.lines(start, end)) == list(cdxj.lines(start, end))


def test_pages_cover_a_prefix_query(pair: tuple) -> None:  # type: ignore[type-arg]
    cdxj, zipnum, _ = pair
    start, end = prefix_range("org,site1")
    got, page = [], 0
    while chunk := zipnum.page(start, end, page, page_blocks=3):
        got += chunk
        page += 1
    assert got == list(cdxj.lines(start, end)) and page > 3


def test_revisits_resolve_as_in_the_cdxj_file(pair: tuple) -> None:  # type: ignore[type-arg]
    cdxj, zipnum, lines = pair
    revisits = [r for r in map(parse_line, lines) if r.is_revisit][:40]
    assert revisits
    for rec in revisits:
        assert zipnum.resolve_revisit(rec) == cdxj.resolve_revisit(rec)


def test_the_files_are_what_pywb_reads(pair: tuple) -> None:  # type: ignore[type-arg]
    _, zipnum, lines = pair
    folder = zipnum.path.parent
    idx = (folder / "index.idx").read_text().splitlines()
    first = idx[0].split("\t")
    assert first[0] == " ".join(lines[0].decode().split(" ", 2)[:2])  # KEY TIMESTAMP
    assert first[1] == "index-00" and first[2] == "0" and first[4] == "0"
    loc = dict(x.split("\t") for x in (folder / "index.loc").read_text().splitlines())
    assert loc["index-00"] == "index-00.cdx.gz"
    # each shard is a valid gzip file (a sequence of members) holding its lines in order
    text = b"".join(gzip.decompress((folder / loc[s]).read_bytes()) for s in sorted(loc))
    assert text == b"".join(lines)


def test_empty_and_single_line(tmp_path: Path) -> None:
    assert write_zipnum([], tmp_path / "e").lines == 0
    empty = ZipNumIndex(tmp_path / "e" / "index.idx")
    assert list(empty.lines("", "\U0010ffff")) == []
    one = synthetic(1)
    write_zipnum(one, tmp_path / "o")
    assert list(ZipNumIndex(tmp_path / "o" / "index.idx").lines("", "\U0010ffff")) == [
        one[0].rstrip(b"\n")
    ]


def test_build_sorts_in_bounded_memory(tmp_path: Path) -> None:
    lines = synthetic(3000, seed=2)
    shuffled = lines + lines[:100]  # duplicates are written once
    random.Random(3).shuffle(shuffled)
    report = build_zipnum(iter(shuffled), tmp_path / "b", memory_bytes=16_000, block_lines=100)
    assert report.lines == len(lines)
    got = list(ZipNumIndex(tmp_path / "b" / "index.idx").lines("", "\U0010ffff"))
    assert got == [x.rstrip(b"\n") for x in lines]
    assert not [p for p in (tmp_path / "b").iterdir() if p.name.startswith(".")]  # runs removed


def test_open_index_prefers_a_zipnum_not_older_than_the_cdxj(tmp_path: Path) -> None:
    (tmp_path / "indexes").mkdir()
    cdxj = tmp_path / "indexes" / "index.cdxj"
    cdxj.write_bytes(b"".join(synthetic(10)))
    assert isinstance(open_index(tmp_path), CdxjIndex)
    write_zipnum(synthetic(10), zipnum_path(tmp_path).parent)
    assert isinstance(open_index(tmp_path), ZipNumIndex)
    later = time.time() + 5
    os.utime(cdxj, (later, later))  # the crawl went on: its CDXJ is newer
    assert isinstance(open_index(tmp_path), CdxjIndex)
