"""CdxjIndex: range lookups by binary search (against brute force), revisit resolution."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from warcio.archiveiterator import ArchiveIterator
from warcio.timeutils import iso_date_to_timestamp

from keepnet.index.cdxj import CdxjRecord, format_line, parse_line
from keepnet.index.indexer import update_index
from keepnet.index.query import CdxjIndex, exact_range, prefix_range


@pytest.fixture(scope="module")
def crawl(tmp_path_factory: pytest.TempPathFactory, corpora: Path) -> Path:
    """A crawl dir holding iana.warc.gz (2014-01-26) and dupes.warc.gz (its revisits, 01-27)."""
    d = tmp_path_factory.mktemp("crawl")
    (d / "archive").mkdir()
    for name in ["iana.warc.gz", "dupes.warc.gz"]:
        shutil.copy(corpora / "warc" / "pywb" / name, d / "archive" / name)
    update_index(d)
    return d


@pytest.fixture(scope="module")
def all_records(crawl: Path) -> list[CdxjRecord]:
    return [parse_line(x) for x in (crawl / "indexes" / "index.cdxj").read_text().splitlines()]


def test_exact_lookup_matches_brute_force(crawl: Path, all_records: list[CdxjRecord]) -> None:
    with CdxjIndex(crawl / "indexes" / "index.cdxj") as idx:
        keys = {r.key for r in all_records}
        assert len(keys) == 32
        for key in keys:
            assert list(idx.exact(key)) == [r for r in all_records if r.key == key]
        assert list(idx.exact("org,iana)/no-such-page")) == []
        assert list(idx.exact("aaa")) == [] and list(idx.exact("zzz")) == []


def test_prefix_lookup_and_limit(crawl: Path, all_records: list[CdxjRecord]) -> None:
    with CdxjIndex(crawl / "indexes" / "index.cdxj") as idx:
        for prefix in ["org,iana)/", "org,iana)/_css", "org,iana)/_css/2013.1/fonts/", "com,", "o"]:
            expected = [r for r in all_records if r.key.startswith(prefix)]
            assert expected
            assert list(idx.prefix(prefix)) == expected
            assert list(idx.prefix(prefix, limit=3)) == expected[:3]
        assert list(idx.prefix("")) == all_records
        assert list(idx.prefix("org,iana)/zzz")) == []


def test_query_by_url_and_match_type(crawl: Path, all_records: list[CdxjRecord]) -> None:
    with CdxjIndex(crawl / "indexes" / "index.cdxj") as idx:
        home = list(idx.query("http://www.iana.org/"))
        assert home == [r for r in all_records if r.key == "org,iana)/"] and len(home) > 2
        css = list(idx.query("http://www.iana.org/_css/", "prefix"))
        assert css == [r for r in all_records if r.key.startswith("org,iana)/_css/")]
        assert list(idx.query("https://iana.org/", "host")) == [
            r for r in all_records if r.key.startswith("org,iana)")
        ]
        assert (
            list(idx.query("example.com", "domain", limit=1))
            == [r for r in all_records if r.key.startswith("com,example)")][:1]
        )


def test_ranges() -> None:
    assert exact_range("com,a)/") == ("com,a)/ ", "com,a)/!")
    assert prefix_range("com,a)/") == ("com,a)/", "com,a)0")


@settings(max_examples=60, deadline=None)
@given(
    keys=st.lists(st.text(alphabet="ab/ ,)é", min_size=0, max_size=6), max_size=40),
    start=st.text(alphabet="ab/ ,)é!", max_size=7),
    end=st.text(alphabet="ab/ ,)é!", max_size=7),
)
def test_binary_search_equals_a_scan(
    tmp_path_factory: pytest.TempPathFactory, keys: list[str], start: str, end: str
) -> None:
    lines = sorted({k.replace(" ", "_").encode() + b" 20200101000000 {}" for k in keys})
    path = tmp_path_factory.mktemp("bs") / "index.cdxj"
    path.write_bytes(b"".join(x + b"\n" for x in lines))
    with CdxjIndex(path) as idx:
        b_start, b_end = start.encode(), end.encode()
        assert list(idx.lines(start, end)) == [x for x in lines if b_start <= x < b_end]


def test_empty_index_and_refresh(tmp_path: Path) -> None:
    path = tmp_path / "index.cdxj"
    path.write_bytes(b"")
    idx = CdxjIndex(path)
    assert list(idx.prefix("")) == []
    rec = CdxjRecord("com,a)/", "20200101000000", "http://a.com/", "a.warc.gz", 0, 10)
    tmp = tmp_path / "new"
    tmp.write_text(format_line(rec) + "\n")
    tmp.replace(path)
    assert list(idx.prefix("")) == []  # still the snapshot it opened
    assert idx.refresh() is True
    assert list(idx.exact("com,a)/")) == [rec]
    assert idx.refresh() is False
    idx.close()


def test_bad_and_meta_lines_are_skipped(tmp_path: Path) -> None:
    rec = CdxjRecord("com,a)/", "20200101000000", "http://a.com/", "a.warc.gz", 0, 10)
    path = tmp_path / "index.cdxj"
    path.write_text('!meta 0 {"format": "cdxj"}\ncom,a)/ 2020 {}\n' + format_line(rec) + "\n")
    with CdxjIndex(path) as idx:
        assert list(idx.prefix("")) == [rec]


def refers_to(corpora: Path) -> dict[tuple[str, str], tuple[str, str]]:
    """(url, timestamp) of each revisit in dupes.warc.gz -> its WARC-Refers-To-Target-URI/Date."""
    out = {}
    with (corpora / "warc" / "pywb" / "dupes.warc.gz").open("rb") as fh:
        for r in ArchiveIterator(fh):
            h = r.rec_headers
            if r.rec_type == "revisit":
                out[(h["WARC-Target-URI"], iso_date_to_timestamp(h["WARC-Date"]))] = (
                    h["WARC-Refers-To-Target-URI"],
                    iso_date_to_timestamp(h["WARC-Refers-To-Date"]),
                )
    return out


def test_revisits_resolve_to_what_the_warc_says(
    crawl: Path, all_records: list[CdxjRecord], corpora: Path
) -> None:
    expected = refers_to(corpora)
    revisits = [r for r in all_records if r.filename == "dupes.warc.gz" and r.is_revisit]
    assert len(revisits) == len(expected) == 9
    with CdxjIndex(crawl / "indexes" / "index.cdxj") as idx:
        for rev in revisits:
            orig = idx.resolve_revisit(rev)
            assert orig is not None and not orig.is_revisit
            assert (orig.url, orig.timestamp) == expected[(rev.url, rev.timestamp)]
        assert idx.resolve_revisit(all_records[0]) is None  # not a revisit


def test_revisit_without_original_in_index(tmp_path: Path, corpora: Path) -> None:
    """dupes.warc.gz alone: only the example.com revisit has its original in the file."""
    (tmp_path / "archive").mkdir()
    shutil.copy(corpora / "warc" / "pywb" / "dupes.warc.gz", tmp_path / "archive")
    update_index(tmp_path)
    with CdxjIndex(tmp_path / "indexes" / "index.cdxj") as idx:
        resolved = {r.url: idx.resolve_revisit(r) for r in idx.prefix("") if r.is_revisit}
    assert len(resolved) == 9
    found = {url: orig.timestamp for url, orig in resolved.items() if orig is not None}
    assert found == {"http://example.com": "20140127171200"}


def test_revisit_preferences(tmp_path: Path) -> None:
    """Same key earlier > any key earlier > later (same key first); digest spellings agree."""

    def rec(key: str, ts: str, digest: str, revisit: bool = False) -> CdxjRecord:
        mime = "warc/revisit" if revisit else "text/html"
        return CdxjRecord(
            key, ts, f"http://{key}", "f.warc.gz", int(ts[-4:]), 1, mime, "200", digest
        )

    lines = [
        rec("com,a)/", "20200101000000", "sha1:AAA"),  # same key, earlier, farther
        rec("com,a)/", "20200102000000", "AAA"),  # same key, earlier, nearest (old pywb spelling)
        rec("com,a)/", "20200104000000", "sha1:AAA"),  # same key, later
        rec("com,a)/", "20200103000000", "sha1:AAA", revisit=True),
        rec("com,b)/", "20200102120000", "sha1:AAA"),  # other key, nearer than the same-key one
        rec("com,c)/", "20200101000000", "sha1:BBB"),  # other key, earlier
        rec("com,c)/", "20200105000000", "sha1:BBB", revisit=True),
        rec("com,d)/", "20200106000000", "sha1:CCC", revisit=True),
        rec("com,e)/", "20200107000000", "sha1:CCC"),  # other key, later, nearer
        rec("com,d)/", "20200108000000", "sha1:CCC"),  # same key, later: wins
        rec("com,f)/", "20200101000000", "sha1:DDD", revisit=True),  # no original anywhere
    ]
    path = tmp_path / "index.cdxj"
    path.write_text("".join(sorted(format_line(r) + "\n" for r in lines)))
    with CdxjIndex(path) as idx:
        assert idx.resolve_revisit(lines[3]) == lines[1]
        assert idx.resolve_revisit(lines[6]) == lines[5]
        assert idx.resolve_revisit(lines[7]) == lines[9]
        assert idx.resolve_revisit(lines[10]) is None
