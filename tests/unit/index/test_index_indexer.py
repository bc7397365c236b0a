"""index_warc against cdxj-indexer 1.5.0 on real WARCs; malformed input; update_index."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable, Iterator
from io import BytesIO
from pathlib import Path

import pytest
from warcio.archiveiterator import ArchiveIterator

import keepnet.index.indexer as indexer_mod
from keepnet.index.cdxj import CdxjRecord, format_line, parse_line
from keepnet.index.indexer import IndexProblem, OnProblem, index_warc, update_index

MakeWarc = Callable[..., Path]  # the make_warc fixture (tests/unit/index/conftest.py)

# Corpus WARCs that cdxj-indexer reads without crashing (the torture files are tested below).
GOOD_WARCS = [
    "pywb/dupes.warc.gz",
    "pywb/example.warc.gz",
    "pywb/example-wget-1-14.warc.gz",
    "pywb/example-wpull.warc.gz",
    "pywb/iana.warc.gz",
    "warcio/example-digest.warc",
    "warcio/example-iana.org-chunked.warc",
    "webarchive-discovery/flashfrozen-jwat-recompressed.warc.gz",
]


@pytest.fixture(scope="module")
def oracle(tmp_path_factory: pytest.TempPathFactory, corpora: Path) -> dict[str, list[str]]:
    """cdxj-indexer's lines (default options, file order) for each corpus WARC."""
    from cdxj_indexer.main import write_cdx_index  # test-only oracle (imports AGPL surt)

    out_dir = tmp_path_factory.mktemp("oracle")
    result = {}
    for rel in GOOD_WARCS:
        out = out_dir / (Path(rel).name + ".cdxj")
        write_cdx_index(str(out), [str(corpora / "warc" / rel)], {})
        result[rel] = out.read_text().splitlines()
    return result


def ours(path: Path) -> tuple[list[str], list[IndexProblem]]:
    problems: list[IndexProblem] = []
    lines = [format_line(r) for r in index_warc(path, path.name, problems.append)]
    return lines, problems


@pytest.mark.parametrize("rel", GOOD_WARCS)
def test_lines_match_cdxj_indexer_apart_from_keys(
    rel: str, corpora: Path, oracle: dict[str, list[str]]
) -> None:
    """Same records, same order, same timestamp and JSON (byte for byte), no problems."""
    lines, problems = ours(corpora / "warc" / rel)
    assert problems == []
    assert len(lines) == len(oracle[rel])
    assert [x.split(" ", 1)[1] for x in lines] == [x.split(" ", 1)[1] for x in oracle[rel]]


@pytest.mark.parametrize("rel", GOOD_WARCS)
def test_lines_match_cdxj_indexer_exactly(
    rel: str, corpora: Path, oracle: dict[str, list[str]]
) -> None:
    """Whole lines, keys included: keepnet's surt-ia index_key equals cdxj-indexer's."""
    lines, _ = ours(corpora / "warc" / rel)
    assert lines == oracle[rel]


def test_offsets_and_lengths_cover_one_record_each(corpora: Path) -> None:
    """Each line's offset/length slice of the file holds exactly the record it names."""
    for rel in ["pywb/iana.warc.gz", "warcio/example-iana.org-chunked.warc"]:
        path = corpora / "warc" / rel
        data = path.read_bytes()
        records = list(index_warc(path, path.name))
        assert records
        for rec in records:
            chunk = data[rec.offset : rec.offset + rec.length]
            found = list(ArchiveIterator(BytesIO(chunk)))
            assert len(found) == 1
            assert found[0].rec_headers.get_header("WARC-Target-URI") == rec.url


def test_pywb_shipped_index_agrees_on_everything_but_format(corpora: Path) -> None:
    """pywb's own iana.cdxj (older indexer) names the same captures at the same offsets."""
    path = corpora / "warc" / "pywb" / "iana.warc.gz"
    shipped = [parse_line(x) for x in (path.parent / "iana.cdxj").read_text().splitlines()]

    def ident(r: CdxjRecord) -> tuple[object, ...]:
        digest = (r.digest or "").removeprefix("sha1:")
        return (r.timestamp, r.url, r.offset, r.length, r.filename, digest)

    assert sorted(map(ident, index_warc(path, path.name))) == sorted(map(ident, shipped))


# -- malformed input ------------------------------------------------------------------------


def test_torture_records_are_reported_not_fatal(corpora: Path) -> None:
    """Records lacking WARC-Date or WARC-Target-URI (cdxj-indexer dies on the first)."""
    lines, problems = ours(corpora / "warc" / "warcio" / "standard-torture-validate-record.warc")
    assert lines == []
    messages = [p.message for p in problems]
    assert "response record without WARC-Date" in messages
    assert "metadata record without WARC-Target-URI" in messages
    assert len(problems) == 8
    assert problems[0].offset == 591


def test_invalid_record_mid_file_is_reported(corpora: Path) -> None:
    path = corpora / "warc" / "warcio" / "standard-torture-validate-field.warc"
    lines, problems = ours(path)
    assert lines == []
    assert len(problems) == 1
    assert problems[0].offset == 1465
    assert "WARC/invalid" in problems[0].message


def test_not_a_warc_at_all(corpora: Path) -> None:
    lines, problems = ours(
        corpora / "warc" / "warcio" / "standard-torture-validate-field.warc.test"
    )
    assert lines == []
    assert [p.offset for p in problems] == [0]


@pytest.fixture(scope="module")
def iana(corpora: Path) -> tuple[bytes, list[str]]:
    path = corpora / "warc" / "pywb" / "iana.warc.gz"
    return path.read_bytes(), [format_line(r) for r in index_warc(path, "iana.warc.gz")]


@pytest.mark.parametrize("damage", ["magic", "deflate", "zeros"])
def test_damaged_gzip_member_loses_only_its_record(
    damage: str, iana: tuple[bytes, list[str]], tmp_path: Path
) -> None:
    data, clean = iana
    victim = parse_line(clean[10])
    o, n = victim.offset, victim.length
    broken = bytearray(data)
    if damage == "magic":
        broken[o : o + 4] = b"XXXX"
    elif damage == "deflate":
        for i in range(o + n // 2, o + n // 2 + 16):
            broken[i] ^= 0xFF
    else:
        broken[o + 20 : o + n - 10] = bytes(n - 30)
    path = tmp_path / "iana.warc.gz"
    path.write_bytes(bytes(broken))
    lines, problems = ours(path)
    assert lines == clean[:10] + clean[11:]
    assert [p.offset for p in problems] == [o]


def test_file_cut_mid_record_is_reported(iana: tuple[bytes, list[str]], tmp_path: Path) -> None:
    data, clean = iana
    victim = parse_line(clean[10])
    for cut, expect in [
        (victim.offset + victim.length // 2, "bytes of its block missing"),
        (victim.offset + victim.length - 4, "gzip member ends early"),
        (victim.offset + 5, "bytes after the last complete record"),
    ]:
        path = tmp_path / "iana.warc.gz"
        path.write_bytes(data[:cut])
        lines, problems = ours(path)
        assert lines[:10] == clean[:10]
        assert len(problems) == 1 and expect in problems[0].message
        assert problems[0].offset == victim.offset


# -- update_index ---------------------------------------------------------------------------


def crawl_dir(tmp_path: Path) -> Path:
    (tmp_path / "archive").mkdir()
    return tmp_path


def index_lines(d: Path) -> list[str]:
    return (d / "indexes" / "index.cdxj").read_text().splitlines()


def expected_lines(d: Path) -> list[str]:
    """What the index must hold: every finished WARC's lines, sorted, no duplicates."""
    lines: set[str] = set()
    for p in (d / "archive").iterdir():
        if p.name.endswith((".warc.gz", ".warc")):
            lines.update(format_line(r) for r in index_warc(p, p.name))
    return sorted(lines)


def test_update_indexes_sorted_and_only_new_warcs(
    tmp_path: Path, make_warc: MakeWarc, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = crawl_dir(tmp_path)
    make_warc(d / "archive" / "a.warc.gz", [("http://b.test/x", "2024-01-02T00:00:00Z", b"x")])
    make_warc(d / "archive" / "b.warc.gz", [("http://a.test/", "2024-01-01T00:00:00Z", b"y")])
    (d / "archive" / "c.warc.gz.open").write_bytes(b"being written")
    read: list[str] = []
    real = indexer_mod.index_warc

    def spy(path: Path, filename: str, on_problem: OnProblem | None = None) -> Iterator[CdxjRecord]:
        read.append(filename)
        return real(path, filename, on_problem)

    monkeypatch.setattr(indexer_mod, "index_warc", spy)
    report = update_index(d)
    assert sorted(read) == ["a.warc.gz", "b.warc.gz"]
    assert (report.records, report.total_lines, report.problems) == (2, 2, [])
    lines = index_lines(d)
    assert lines == expected_lines(d)
    assert [x.split(" ")[0] for x in lines] == ["test,a)/", "test,b)/x"]
    ledger = json.loads((d / "indexes" / "indexed.json").read_text())
    assert sorted(ledger["warcs"]) == ["a.warc.gz", "b.warc.gz"]

    read.clear()
    again = update_index(d)
    assert read == [] and again.indexed == [] and again.unchanged == 2
    assert again.total_lines == 2

    make_warc(d / "archive" / "c.warc.gz", [("http://a.test/z", "2024-01-03T00:00:00Z", b"z")])
    third = update_index(d)
    assert read == ["c.warc.gz"] and third.indexed == ["c.warc.gz"]
    assert (third.records, third.total_lines, third.unchanged) == (1, 3, 2)
    assert index_lines(d) == expected_lines(d)


def test_grown_changed_and_removed_warcs(tmp_path: Path, make_warc: MakeWarc) -> None:
    d = crawl_dir(tmp_path)
    a = make_warc(d / "archive" / "a.warc.gz", [("http://a.test/1", "2024-01-01T00:00:00Z", b"1")])
    b = make_warc(d / "archive" / "b.warc.gz", [("http://b.test/1", "2024-01-01T00:00:00Z", b"1")])
    update_index(d)
    make_warc(a, [("http://a.test/2", "2024-01-02T00:00:00Z", b"2")], append=True)
    report = update_index(d)
    assert report.indexed == ["a.warc.gz"] and report.total_lines == 3
    assert index_lines(d) == expected_lines(d)

    b.unlink()
    report = update_index(d)
    assert report.removed == ["b.warc.gz"] and report.total_lines == 2
    assert index_lines(d) == expected_lines(d)
    assert "b.warc.gz" not in json.loads((d / "indexes" / "indexed.json").read_text())["warcs"]

    # same size, new content and mtime: re-read, old lines replaced
    make_warc(a, [("http://a.test/3", "2024-01-03T00:00:00Z", b"3")])
    os.utime(a, ns=(1, 1))
    report = update_index(d)
    assert report.indexed == ["a.warc.gz"]
    assert index_lines(d) == expected_lines(d)
    assert [x.split(" ")[0] for x in index_lines(d)] == ["test,a)/3"]


def test_lost_ledger_never_duplicates_lines(tmp_path: Path, make_warc: MakeWarc) -> None:
    """A crash after the index was replaced but before indexed.json was written."""
    d = crawl_dir(tmp_path)
    make_warc(d / "archive" / "a.warc.gz", [("http://a.test/", "2024-01-01T00:00:00Z", b"a")])
    update_index(d)
    before = index_lines(d)
    (d / "indexes" / "indexed.json").unlink()
    report = update_index(d)
    assert report.indexed == ["a.warc.gz"]
    assert index_lines(d) == before
    (d / "indexes" / "index.cdxj").unlink()  # index gone, ledger kept: read everything again
    assert update_index(d).indexed == ["a.warc.gz"]
    assert index_lines(d) == before


def test_malformed_warc_in_crawl_is_reported_once(
    tmp_path: Path, make_warc: MakeWarc, corpora: Path
) -> None:
    d = crawl_dir(tmp_path)
    make_warc(d / "archive" / "a.warc.gz", [("http://a.test/", "2024-01-01T00:00:00Z", b"a")])
    torture = corpora / "warc" / "warcio" / "standard-torture-validate-record.warc"
    (d / "archive" / "bad.warc").write_bytes(torture.read_bytes())
    seen: list[IndexProblem] = []
    report = update_index(d, on_problem=seen.append)
    assert report.problems == seen and len(seen) == 8
    assert {p.filename for p in seen} == {"bad.warc"}
    assert report.total_lines == 1
    assert update_index(d).problems == []  # unchanged file: not re-read, not re-reported


def test_no_archive_dir_gives_an_empty_index(tmp_path: Path) -> None:
    report = update_index(tmp_path)
    assert report.total_lines == 0
    assert (tmp_path / "indexes" / "index.cdxj").read_bytes() == b""


def test_index_file_equals_cdxj_indexer_sorted_output(
    tmp_path: Path, corpora: Path, make_warc: MakeWarc
) -> None:
    """Issue 6 acceptance: DIR/indexes/index.cdxj is byte for byte `cdxj-indexer --sort` of
    DIR/archive (several WARCs, indexed in two incremental runs)."""
    from cdxj_indexer.main import write_cdx_index  # test-only oracle

    d = crawl_dir(tmp_path)
    for rel in ["pywb/iana.warc.gz", "pywb/example-wpull.warc.gz"]:
        shutil.copy(corpora / "warc" / rel, d / "archive")
    update_index(d)
    shutil.copy(corpora / "warc" / "pywb" / "dupes.warc.gz", d / "archive")
    make_warc(
        d / "archive" / "k.warc.gz",
        [("http://www.Example.com:80/A?b=1&a=2", "2024-01-01T00:00:00Z", b"k")],
    )
    update_index(d)
    out = tmp_path / "oracle.cdxj"
    write_cdx_index(str(out), [str(d / "archive")], {"sort": True})
    assert (d / "indexes" / "index.cdxj").read_bytes() == out.read_bytes()
