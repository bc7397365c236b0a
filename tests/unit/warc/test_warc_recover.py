"""recover_archive: a `.open` file cut at any byte comes back as a valid WARC holding exactly
the records that were complete; a real kill -9 of a writing process is recovered the same."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from warc_testlib import assert_warcio_check, make_exchange

from keepnet.warc.reader import read_records
from keepnet.warc.recover import complete_members, recover_archive
from keepnet.warc.writer import WarcWriter, next_serial

NAME = "crawl-20240102030405000006-00000.warc.gz"


@pytest.fixture
def crashed(tmp_path: Path, ids: Callable[[], str], clock: Callable[[], float]) -> bytes:
    """The bytes of an `.open` file as a killed writer leaves it (never closed)."""
    w = WarcWriter(
        tmp_path / "src", "crawl", {"operator": "tests"}, id_factory=ids, clock=clock, hostname="h"
    )
    for i in range(4):
        w.write_exchange(
            make_exchange(f"http://site.test/{i}", b"<p>%d</p>" % i * 300, chunked=i % 2 == 1),
            concurrent_metadata={"via": "x"},
        )
    w.write_resource("urn:test:shot", "image/png", os.urandom(2000))
    data = (tmp_path / "src" / (NAME + ".open")).read_bytes()
    w.close()
    return data


def _ids_in(path: Path) -> list[str]:
    records, problems = read_records(path, check_digests=True)
    assert problems == [] and all(not r.problems for r in records)
    return [r.header("WARC-Record-ID") or "" for r in records]


def test_cut_at_many_positions(tmp_path: Path, crashed: bytes) -> None:
    import io

    members = list(complete_members(io.BytesIO(crashed)))
    assert len(members) == 1 + 4 * 3 + 1 and members[-1][1] == len(crashed)
    ends = [end for _, end, _ in members]
    rng = random.Random(20240102)
    cuts = {0, 1, 5, 10, len(crashed) - 1, len(crashed)}
    for end in ends:
        cuts.update({end - 1, end, end + 1})
    cuts.update(rng.randrange(len(crashed)) for _ in range(60))
    full_ids = _ids_in(_as_file(tmp_path / "full", crashed))

    recovered: list[Path] = []
    for cut in sorted(c for c in cuts if 0 <= c <= len(crashed)):
        d = tmp_path / f"cut{cut}"
        torn = _as_file(d, crashed[:cut], suffix=".open")
        if cut not in ends and cut > 0:  # the oracle sees the damage before recovery
            assert read_records(torn)[1], cut
        report = recover_archive(d)
        assert len(report) == 1 and NAME in report[0]
        kept = sum(1 for e in ends if e <= cut)  # complete members before the cut
        assert not list(d.glob("*.open"))
        if kept <= 1:  # nothing beyond warcinfo survived: file dropped
            assert not (d / NAME).exists() and "dropped" in report[0]
            continue
        path = d / NAME
        assert path.stat().st_size == ends[kept - 1]
        assert _ids_in(path) == full_ids[:kept]
        assert ("intact" in report[0]) == (cut == ends[kept - 1])
        recovered.append(path)
    assert len(recovered) > 40
    assert_warcio_check(*recovered)  # one CLI run over every recovered file


def _as_file(d: Path, data: bytes, suffix: str = "") -> Path:
    d.mkdir(parents=True, exist_ok=True)
    path = d / (NAME + suffix)
    path.write_bytes(data)
    return path


def test_trailing_garbage_and_corrupt_member_are_cut(tmp_path: Path, crashed: bytes) -> None:
    import io

    ends = [end for _, end, _ in complete_members(io.BytesIO(crashed))]
    _as_file(tmp_path / "zeros", crashed + b"\0" * 4096, ".open")  # a filesystem's zero fill
    assert "cut 4096 byte(s)" in recover_archive(tmp_path / "zeros")[0]
    assert (tmp_path / "zeros" / NAME).read_bytes() == crashed

    damaged = bytearray(crashed)
    damaged[ends[5] + 40] ^= 0xFF  # inside member 6: CRC or deflate error
    _as_file(tmp_path / "flip", bytes(damaged), ".open")
    recover_archive(tmp_path / "flip")
    assert (tmp_path / "flip" / NAME).read_bytes() == crashed[: ends[5]]


def test_warcinfo_only_file_is_dropped_and_serial_continues(tmp_path: Path, crashed: bytes) -> None:
    import io

    d = tmp_path / "archive"
    first_end = next(complete_members(io.BytesIO(crashed)))[1]
    _as_file(d, crashed[:first_end], ".open")
    other = d / "crawl-20240102030406000000-00001.warc.gz.open"
    other.write_bytes(crashed)
    report = recover_archive(d)
    assert "dropped" in report[0] and "intact" in report[1]
    assert sorted(p.name for p in d.iterdir()) == [other.name.removesuffix(".open")]
    assert next_serial(d, "crawl") == 2


def test_missing_dir_and_closed_files_are_left_alone(tmp_path: Path, crashed: bytes) -> None:
    assert recover_archive(tmp_path / "nope") == []
    path = _as_file(tmp_path / "archive", crashed)
    assert recover_archive(tmp_path / "archive") == []
    assert path.read_bytes() == crashed


WRITER_LOOP = textwrap.dedent("""
    import sys
    from pathlib import Path
    sys.path.insert(0, sys.argv[2])
    from warc_testlib import make_exchange
    from keepnet.warc.writer import WarcWriter
    w = WarcWriter(Path(sys.argv[1]), "crawl", {"operator": "kill-test"}, max_size=200_000)
    i = 0
    while True:
        w.write_exchange(make_exchange(f"http://site.test/{i}", b"%d " % i * (i % 5000)),
                         concurrent_metadata={"via": "x"})
        i += 1
""")


@pytest.mark.slow
def _open_size(archive: Path) -> int:
    """Bytes in the file being written, 0 if none (the writer may close and rename it
    between the listing and the stat: that is no file mid-way, not an error)."""
    for opened in archive.glob("*.open"):
        try:
            return opened.stat().st_size
        except FileNotFoundError:
            continue
    return 0


def test_recovery_after_a_real_sigkill(tmp_path: Path) -> None:
    archive = tmp_path / "archive"
    here = str(Path(__file__).parent)
    for round_ in range(3):  # kill, recover, resume: three times over one directory
        proc = subprocess.Popen([sys.executable, "-c", WRITER_LOOP, str(archive), here])
        try:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:  # wait until it is mid-way through a file
                if len(list(archive.glob("*.warc.gz"))) > round_ and _open_size(archive) > 50_000:
                    break
                time.sleep(0.02)
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait()
        report = recover_archive(archive)
        assert report and all("kept" in line or "dropped" in line for line in report)
    files = sorted(archive.iterdir())
    assert files and not list(archive.glob("*.open"))
    serials = [int(f.name.rsplit("-", 1)[1].split(".")[0]) for f in files]
    assert serials == sorted(set(serials))  # no serial written twice
    assert_warcio_check(*files)
    for f in files:
        records, problems = read_records(f, check_digests=True)
        assert not problems and records[0].rec_type == "warcinfo"
    shutil.rmtree(archive)
