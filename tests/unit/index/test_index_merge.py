"""Sorting and merging index lines: byte order, de-duplication, spilling, dropping files."""

from __future__ import annotations

import random
from pathlib import Path

from keepnet.index.merge import LineSorter, line_filename, merge_into


def line(key: str, ts: str, filename: str) -> bytes:
    return (
        f'{key} {ts} {{"url": "http://x/", "length": "1", "offset": "0", '
        f'"filename": "{filename}"}}\n'
    ).encode()


def test_merge_sorts_bytewise_and_drops_duplicates(tmp_path: Path) -> None:
    index = tmp_path / "index.cdxj"
    index.write_bytes(line("com,a)/", "20200101000000", "old.warc.gz"))
    sorter = LineSorter(tmp_path)
    new = [
        line("com,a)/b", "20200101000000", "n.warc.gz"),
        line("com,a)/", "20200101000000", "n.warc.gz"),
        line("com,a)/", "20200101000000", "n.warc.gz"),  # duplicate line
        line("com,a)/B", "20200101000000", "n.warc.gz"),  # uppercase sorts before lowercase
    ]
    for x in new:
        sorter.add(x)
    assert merge_into(index, sorter) == 4
    got = index.read_bytes().splitlines(keepends=True)
    assert got == sorted(set(new) | {line("com,a)/", "20200101000000", "old.warc.gz")})
    # a key that is a prefix of another sorts first: " " is below every other key character
    assert got[0].startswith(b"com,a)/ ")


def test_spilled_runs_merge_like_one_sort(tmp_path: Path) -> None:
    rng = random.Random(7)
    lines = [
        line(
            f"com,h{rng.randrange(50)})/p{rng.randrange(1000)}",
            f"2020{rng.randrange(10**10):010d}",
            "f",
        )
        for _ in range(3000)
    ]
    sorter = LineSorter(tmp_path, budget_bytes=20_000)  # forces a dozen runs on disk
    for x in lines:
        sorter.add(x)
    index = tmp_path / "index.cdxj"
    assert merge_into(index, sorter) == len(set(lines))
    assert index.read_bytes().splitlines(keepends=True) == sorted(set(lines))
    assert [p.name for p in tmp_path.iterdir()] == ["index.cdxj"]  # runs and temp files gone


def test_drop_filenames_removes_their_old_lines(tmp_path: Path) -> None:
    index = tmp_path / "index.cdxj"
    index.write_bytes(
        line("com,a)/", "20200101000000", "a.warc.gz")
        + line("com,b)/", "20200101000000", "b.warc.gz")
        + b"\n"  # a blank line is dropped
        + line("com,c)/", "20200101000000", "a.warc.gz").rstrip(b"\n")  # no final newline
    )
    sorter = LineSorter(tmp_path)
    sorter.add(line("com,d)/", "20200101000000", "a.warc.gz"))
    assert merge_into(index, sorter, frozenset({"a.warc.gz"})) == 2
    assert index.read_bytes() == line("com,b)/", "20200101000000", "b.warc.gz") + line(
        "com,d)/", "20200101000000", "a.warc.gz"
    )


def test_line_filename() -> None:
    assert line_filename(line("k", "1", "a.warc.gz")) == "a.warc.gz"
    assert line_filename(b'k 1 {"filename": "q\\"x.warc", "method": "POST"}') == 'q"x.warc'
    assert line_filename(b"k 1 {}") is None


def test_splice_into_existing_equals_full_sort(tmp_path: Path) -> None:
    """The bulk-copy path (nothing to drop): new lines before, between, after and equal to
    existing ones; the result is the sorted union, whatever the mix."""
    rng = random.Random(11)
    for trial in range(30):
        pool = [line(f"com,h{i})/", f"2020{rng.randrange(10):010d}", "f") for i in range(40)]
        old = set(rng.sample(pool, rng.randrange(1, 30)))
        new = [rng.choice(pool) for _ in range(rng.randrange(0, 25))]
        index = tmp_path / f"index{trial}.cdxj"
        index.write_bytes(b"".join(sorted(old)))
        sorter = LineSorter(tmp_path, budget_bytes=rng.choice([200, 1 << 20]))
        for x in new:
            sorter.add(x)
        count = merge_into(index, sorter)
        assert index.read_bytes() == b"".join(sorted(old | set(new)))
        assert count == len(old | set(new))


def test_index_file_is_world_readable(tmp_path: Path) -> None:
    sorter = LineSorter(tmp_path)
    sorter.add(line("com,a)/", "20200101000000", "a.warc.gz"))
    merge_into(tmp_path / "index.cdxj", sorter)
    assert (tmp_path / "index.cdxj").stat().st_mode & 0o777 == 0o644
