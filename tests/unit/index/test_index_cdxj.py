"""CDXJ line model: exact text form (cdxj-indexer 1.5.0) and parsing of real index files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepnet.index.cdxj import CdxjRecord, digest_value, format_line, parse_line

# Verbatim lines of cdxj-indexer 1.5.0 on dupes.warc.gz: a response, a response with no
# Content-Type (no "mime" key at all), a revisit (mime warc/revisit, with status).
CDXJ_INDEXER_LINES = [
    'com,example)/ 20140127171200 {"url": "http://example.com", "mime": "text/html", "status": "200", "digest": "sha1:B2LTWWPUOYAH7UIPQ7ZUPQ4VMBSVC36A", "length": "1046", "offset": "334", "filename": "dupes.warc.gz"}',
    'org,iana)/ 20140127171238 {"url": "http://iana.org", "status": "302", "digest": "sha1:3I42H3S6NNFQ2MSVX7XZKYAYSCX5QBYJ", "length": "343", "offset": "1858", "filename": "dupes.warc.gz"}',
    'org,iana)/ 20140127171238 {"url": "http://www.iana.org/", "mime": "warc/revisit", "status": "200", "digest": "sha1:OSSAPWJ23L56IYVRW3GFEAR4MCJMGPTB", "length": "536", "offset": "2678", "filename": "dupes.warc.gz"}',
    # a resource record: no status
    'urn:x-wpull:log 20150330235046 {"url": "urn:X-wpull:log", "mime": "text/plain", "digest": "sha1:Q32A3PBAN6S7I26HWZDX5CDCB6MN6UN6", "length": "557", "offset": "3181", "filename": "example-wpull.warc.gz"}',
    # --post-append mode and an extra -f field: extras after filename, requestBody then method
    'com,example)/api?__wb_method=post&a=1 20200101000000 {"url": "http://example.com/api", "mime": "application/json", "status": "200", "digest": "sha1:AAAA", "length": "10", "offset": "0", "filename": "x.warc.gz", "referrer": "http://example.com/", "requestBody": "__wb_method=post&a=1", "method": "POST"}',
]


@pytest.mark.parametrize("line", CDXJ_INDEXER_LINES)
def test_round_trip_is_byte_exact(line: str) -> None:
    assert format_line(parse_line(line)) == line
    assert format_line(parse_line(line.encode() + b"\n")) == line


def test_parsed_fields() -> None:
    rec = parse_line(CDXJ_INDEXER_LINES[2])
    assert rec == CdxjRecord(
        key="org,iana)/",
        timestamp="20140127171238",
        url="http://www.iana.org/",
        filename="dupes.warc.gz",
        offset=2678,
        length=536,
        mime="warc/revisit",
        status="200",
        digest="sha1:OSSAPWJ23L56IYVRW3GFEAR4MCJMGPTB",
    )
    assert rec.is_revisit
    assert not parse_line(CDXJ_INDEXER_LINES[0]).is_revisit
    post = parse_line(CDXJ_INDEXER_LINES[4])
    assert (post.method, post.request_body) == ("POST", "__wb_method=post&a=1")
    assert post.extra == (("referrer", "http://example.com/"),)


def test_absent_fields_are_left_out_not_null() -> None:
    rec = CdxjRecord("com,example)/", "20240101000000", "http://example.com/", "a.warc.gz", 5, 7)
    assert format_line(rec) == (
        'com,example)/ 20240101000000 {"url": "http://example.com/", "length": "7", '
        '"offset": "5", "filename": "a.warc.gz"}'
    )


def test_non_ascii_is_escaped_like_json_dumps() -> None:
    rec = CdxjRecord("k", "20240101000000", "http://example.com/é", "a.warc.gz", 0, 1)
    assert '"url": "http://example.com/\\u00e9"' in format_line(rec)
    assert parse_line(format_line(rec)).url == "http://example.com/é"


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "com,example)/ 20140127171200",
        "com,example)/ 2014 {}",
        'com,example)/ 2014012717120x {"url": "u", "length": "1", "offset": "0", "filename": "f"}',
        "com,example)/ 20140127171200 {not json}",
        "com,example)/ 20140127171200 []",
        'com,example)/ 20140127171200 {"url": "u", "offset": "0", "filename": "f"}',
        'com,example)/ 20140127171200 {"url": "u", "length": "x", "offset": "0", "filename": "f"}',
    ],
)
def test_bad_lines_raise_value_error(bad: str) -> None:
    with pytest.raises(ValueError):
        parse_line(bad)


def test_digest_value_compares_old_and_new_spellings() -> None:
    assert digest_value("sha1:B2LTWWPU") == digest_value("B2LTWWPU") == "B2LTWWPU"


def test_pywb_shipped_indexes_parse(corpora: Path) -> None:
    """pywb's own sample indexes (older format: bare digests, "unk" mime) all parse."""
    files = sorted((corpora / "warc" / "pywb").glob("*.cdxj"))
    assert len(files) == 3
    for path in files:
        lines = [x for x in path.read_text().splitlines() if x.strip()]
        records = [parse_line(x) for x in lines]
        assert all(r.filename.endswith(".warc.gz") and r.length > 0 for r in records)
        # their field order is cdxj-indexer's too, so they round-trip byte for byte
        assert [format_line(r) for r in records] == lines


_text = st.text(alphabet=st.characters(codec="utf-8"), max_size=12)


@settings(max_examples=100, deadline=None)
@given(
    url=_text,
    mime=st.none() | _text,
    digest=st.none() | _text,
    filename=_text,
    offset=st.integers(0, 2**40),
    extra=st.lists(st.tuples(_text, st.one_of(_text, st.integers(), st.none())), max_size=2),
    method=st.none() | _text,
)
def test_format_line_is_json_dumps(
    url: str,
    mime: str | None,
    digest: str | None,
    filename: str,
    offset: int,
    extra: list[tuple[str, object]],
    method: str | None,
) -> None:
    """The hand-assembled line equals json.dumps of the fields, and parses back."""
    extra = [(k, v) for k, v in dict(extra).items() if k not in _known_fields()]
    rec = CdxjRecord(
        "k",
        "20200101000000",
        url,
        filename,
        offset,
        3,
        mime,
        "200",
        digest,
        None,
        method,
        tuple(extra),
    )
    line = format_line(rec)
    assert line == "k 20200101000000 " + json.dumps(rec.json_fields())
    assert parse_line(line) == rec._replace(extra=tuple((k, v) for k, v in extra))


def _known_fields() -> set[str]:
    return {
        "url",
        "mime",
        "status",
        "digest",
        "length",
        "offset",
        "filename",
        "requestBody",
        "method",
    }
