"""indexed.json: round trip, and an unreadable ledger means "re-index everything"."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from keepnet.index import ledger


def test_round_trip_and_same_file(tmp_path: Path) -> None:
    warc = tmp_path / "a.warc.gz"
    warc.write_bytes(b"x" * 10)
    st = warc.stat()
    path = tmp_path / "indexed.json"
    entries = {"a.warc.gz": ledger.WarcEntry(st.st_size, st.st_mtime_ns, records=3, problems=1)}
    ledger.save(path, entries)
    loaded = ledger.load(path)
    assert loaded == entries
    assert loaded["a.warc.gz"].same_file(warc.stat())
    warc.write_bytes(b"x" * 11)
    assert not loaded["a.warc.gz"].same_file(warc.stat())
    os.utime(warc, ns=(5, 5))
    warc.write_bytes(b"y" * 10)
    os.utime(warc, ns=(5, 5))
    assert not loaded["a.warc.gz"].same_file(warc.stat())  # mtime differs, size equal
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.warc.gz", "indexed.json"]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "[]",
        '{"format": "other", "warcs": {}}',
        '{"format": "keepnet-indexed/1"}',
        '{"format": "keepnet-indexed/1", "warcs": {"a": {"size": 1}}}',
    ],
)
def test_unreadable_ledger_is_empty(tmp_path: Path, text: str) -> None:
    path = tmp_path / "indexed.json"
    path.write_text(text)
    assert ledger.load(path) == {}
    assert ledger.load(tmp_path / "missing.json") == {}
