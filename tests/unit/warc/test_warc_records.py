"""Record builders: byte-exact blocks and headers, digests as warcio computes them."""

from __future__ import annotations

import base64
import hashlib
import zlib
from pathlib import Path

import pytest
from warc_testlib import assert_warcio_check, cdxj_index, make_exchange, warcio_check

from keepnet.models import Hop, Outlink
from keepnet.warc import records as r


def _plain(record: r.WarcRecord) -> bytes:
    return zlib.decompress(r.serialize(record), 31)


def test_response_record_is_byte_exact() -> None:
    ex = make_exchange()
    assert _plain(r.build_response(ex, "<urn:uuid:r1>")) == (
        b"WARC/1.1\r\n"
        b"WARC-Type: response\r\n"
        b"WARC-Record-ID: <urn:uuid:r1>\r\n"
        b"WARC-Date: 2023-11-14T22:13:20.250000Z\r\n"
        b"WARC-Target-URI: http://site.test/page\r\n"
        b"WARC-IP-Address: 127.0.0.1\r\n"
        b"WARC-Payload-Digest: sha1:NHYAQSBLFFPRDF62BNG53764VTWAQO6U\r\n"
        b"WARC-Block-Digest: sha1:NDXKSK4XZGV6AAC3FUWZUZFMMFP3XK7L\r\n"
        b"Content-Type: application/http; msgtype=response\r\n"
        b"Content-Length: 115\r\n"
        b"\r\n"
        # the head exactly as received: no space after a colon, doubled spaces kept
        b"HTTP/1.1 200 OK\r\ncontent-type:text/html; charset=utf-8\r\nServer:  quirky  \r\n"
        b"Content-Length: 18\r\n\r\n<p>hello world</p>"
        b"\r\n\r\n"
    )


def test_request_record_is_byte_exact_and_linked() -> None:
    ex = make_exchange()
    assert _plain(r.build_request(ex, "<urn:uuid:q1>", "<urn:uuid:r1>")) == (
        b"WARC/1.1\r\n"
        b"WARC-Type: request\r\n"
        b"WARC-Record-ID: <urn:uuid:q1>\r\n"
        b"WARC-Date: 2023-11-14T22:13:20.250000Z\r\n"
        b"WARC-Target-URI: http://site.test/page\r\n"
        b"WARC-IP-Address: 127.0.0.1\r\n"
        b"WARC-Concurrent-To: <urn:uuid:r1>\r\n"
        b"WARC-Block-Digest: sha1:TVSKGZ5HYVC4ROSB55ADAOV6JCC6CMTH\r\n"
        b"Content-Type: application/http; msgtype=request\r\n"
        b"Content-Length: 88\r\n"
        b"\r\n"
        b"GET /page HTTP/1.1\r\nHost: site.test\r\nUser-Agent: keepnet-test\r\n"
        b"Accept-Encoding: gzip\r\n\r\n"
        b"\r\n\r\n"
    )


def test_sha1_digest_is_base32_labelled() -> None:
    data = b"abc"
    expected = "sha1:" + base64.b32encode(hashlib.sha1(data).digest()).decode()
    assert r.sha1_digest(data) == expected == "sha1:VGMT4NSHA2AWVOR6EVYXQUGCNSONBWE5"


def test_chunked_payload_digest_covers_the_wire_body() -> None:
    """The documented decision: what warcio check verifies, chunk framing included."""
    ex = make_exchange(chunked=True)
    assert ex.wire_body != ex.payload
    assert r.payload_digest(ex) == r.sha1_digest(ex.wire_body)
    plain = make_exchange()
    assert r.payload_digest(plain) == r.sha1_digest(plain.payload)  # no TE: the WARC 1.1 value


def test_response_block_keeps_chunking_and_content_encoding() -> None:
    ex = make_exchange(chunked=True, gzipped=True, truncated="length")
    rec = r.build_response(ex, "<urn:uuid:x>")
    assert rec.block == ex.response_head + ex.wire_body
    assert rec.header("WARC-Truncated") == "length"
    assert rec.header("Content-Length") == str(len(rec.block))


def test_optional_fields_are_left_out() -> None:
    rec = r.build_response(make_exchange(ip=None), "<urn:uuid:x>")
    names = [k for k, _ in rec.headers]
    assert "WARC-IP-Address" not in names and "WARC-Truncated" not in names


def test_revisit_carries_head_only_and_refers_to_the_original() -> None:
    ex = make_exchange(url="http://other.test/copy")
    rec = r.build_revisit(
        ex,
        "<urn:uuid:v>",
        refers_to="<urn:uuid:orig>",
        refers_to_uri="http://site.test/page",
        refers_to_date="2023-11-14T22:13:20.250000Z",
        digest="sha1:ORIG",
    )
    assert rec.block == ex.response_head
    assert rec.header("WARC-Profile") == (
        "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"
    )
    assert rec.header("WARC-Refers-To") == "<urn:uuid:orig>"
    assert rec.header("WARC-Refers-To-Target-URI") == "http://site.test/page"
    assert rec.header("WARC-Refers-To-Date") == "2023-11-14T22:13:20.250000Z"
    assert rec.header("WARC-Payload-Digest") == "sha1:ORIG"


def test_warcinfo_merges_job_and_canonicalizer_fields() -> None:
    # lists become repeated fields (order kept), other non-strings one-line JSON
    rec = r.build_warcinfo(
        "x.warc.gz",
        {"operator": "tests", "scope": "host", "maxPages": 5},
        "<urn:uuid:i>",
        "2024-01-01T00:00:00.000000Z",
        software="keepnet/0",
        hostname="h1",
        canonicalizer={
            "canonicalizer": "keepnet-seen",
            "canonSteps": ["lower", "dots"],
            "canonRules": {"host": "x.test"},
        },
    )
    assert rec.block == (
        b"software: keepnet/0\r\nformat: WARC File Format 1.1\r\n"
        b"conformsTo: http://iipc.github.io/warc-specifications/specifications/warc-format/"
        b"warc-1.1/\r\nhostname: h1\r\noperator: tests\r\nscope: host\r\nmaxPages: 5\r\n"
        b"canonicalizer: keepnet-seen\r\ncanonSteps: lower\r\ncanonSteps: dots\r\n"
        b'canonRules: {"host":"x.test"}\r\n'
    )
    assert rec.header("WARC-Filename") == "x.warc.gz"
    assert rec.header("Content-Type") == "application/warc-fields"


@pytest.mark.parametrize(
    ("name", "value"), [("bad name", "v"), ("ok", "line\r\nbreak"), ("ok", "nl\n")]
)
def test_warc_fields_refuse_what_would_break_the_format(name: str, value: str) -> None:
    with pytest.raises(ValueError):
        r.encode_warc_fields([(name, value)])


def test_header_values_with_line_breaks_are_refused() -> None:
    with pytest.raises(ValueError):
        r.build_response(make_exchange(url="http://site.test/a\r\nWARC-Type: x"), "<urn:uuid:x>")


def test_page_metadata_uses_heritrix_fields() -> None:
    links = [
        Outlink("http://site.test/a", Hop.LINK, "a/@href"),
        Outlink("http://cdn.test/i.png", Hop.EMBED, ""),
    ]
    fields = r.page_metadata(links, "LL", "http://site.test/", seed="http://site.test/")
    assert r.encode_warc_fields(fields) == (
        b"seed: http://site.test/\r\nvia: http://site.test/\r\nhopsFromSeed: LL\r\n"
        b"outlink: http://site.test/a L a/@href\r\noutlink: http://cdn.test/i.png E -\r\n"
    )


def test_serialize_is_one_deterministic_gzip_member() -> None:
    rec = r.build_response(make_exchange(), "<urn:uuid:r1>")
    data = r.serialize(rec)
    assert data == r.serialize(rec)
    dec = zlib.decompressobj(31)
    dec.decompress(data)
    assert dec.eof and dec.unused_data == b""


def test_field_tools_agree_with_the_chunked_digest_decision(tmp_path: Path) -> None:
    """warcio check verifies the wire-body digest and rejects the entity-body one; and
    cdxj-indexer, left to compute a digest itself, computes the wire-body one."""
    ex = make_exchange(chunked=True, gzipped=True)
    ours = r.build_response(ex, "<urn:uuid:ours>")
    spec = r.WarcRecord(
        "response",
        tuple(
            (k, r.sha1_digest(ex.payload) if k == "WARC-Payload-Digest" else v)
            for k, v in ours.headers
        ),
        ours.block,
    )
    bare = r.WarcRecord(
        "response", tuple(h for h in ours.headers if h[0] != "WARC-Payload-Digest"), ours.block
    )
    paths = {}
    for name, rec in (("ours", ours), ("spec", spec), ("bare", bare)):
        paths[name] = tmp_path / f"{name}.warc.gz"
        paths[name].write_bytes(r.serialize(rec))
    assert_warcio_check(paths["ours"])
    assert "payload digest failed" in warcio_check(paths["spec"]).stdout
    (line,) = cdxj_index(paths["bare"])
    assert line["digest"] == r.payload_digest(ex) == ours.header("WARC-Payload-Digest")


@pytest.mark.parametrize(
    "epoch",
    [
        0.0,
        0.9999995,
        1.9999996,
        1e9 + 0.5e-6,
        1e9 + 1.5e-6,
        1_700_000_000.123456,
        -1.0000005,
        -30_610_224_000.0,  # year 1000
        -30_610_224_000.5,  # year 999: strftime does not pad it, isoformat would
        -62_135_596_800.0,  # year 1
    ],
)
def test_warc_date_is_strftime_text(epoch: float) -> None:
    from datetime import UTC, datetime

    want = datetime.fromtimestamp(epoch, UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    assert r.warc_date(epoch) == want
    assert r.warc_date(epoch) == want  # remembered: the same text again
    assert r.warc_date(epoch + 1) != want


def test_record_ids_are_random_v4_uuids() -> None:
    import uuid

    ids = [r.new_record_id() for _ in range(2000)]  # several batches of random bytes
    assert len(set(ids)) == len(ids)
    for rid in ids:
        assert rid.startswith("<urn:uuid:") and rid.endswith(">")
        u = uuid.UUID(rid[10:-1])
        assert str(u) == rid[10:-1] and u.version == 4 and u.variant == uuid.RFC_4122


def test_record_ids_are_uuid4_of_the_random_bytes() -> None:
    import os
    import uuid

    for _ in range(3000):
        data = os.urandom(16)
        r._spare_bytes.appendleft(data)  # the next id's bytes
        assert r.new_record_id() == f"<urn:uuid:{uuid.UUID(bytes=data, version=4)}>"


def test_record_ids_from_threads_and_a_forked_child_are_all_different() -> None:
    import os
    import threading

    r.new_record_id()  # random bytes for the next ids are waiting
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: ids of its own, not the parent's next ones
        os.write(write, "".join(r.new_record_id() for _ in range(300)).encode())
        os._exit(0)
    os.close(write)
    os.waitpid(pid, 0)
    with os.fdopen(read) as f:
        child = f.read()
    ids: list[str] = []

    def take() -> None:
        ids.extend(r.new_record_id() for _ in range(1000))

    threads = [threading.Thread(target=take) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    child_ids = [child[i : i + 47] for i in range(0, len(child), 47)]
    assert len(child_ids) == 300
    assert len(set(ids) | set(child_ids)) == 4300


@pytest.mark.parametrize("size", [0, 1, 5, 64, 300, 10_000])
def test_sha1_digest_is_warcio_base32(size: int) -> None:
    data = bytes(range(256)) * (size // 256 + 1)
    data = data[:size]
    want = "sha1:" + base64.b32encode(hashlib.sha1(data).digest()).decode("ascii")
    assert r.sha1_digest(data) == want


def _lines_or_error(outlinks: list[Outlink]) -> bytes | type[Exception]:
    try:
        return r.encode_warc_fields(r.outlink_fields(outlinks))
    except ValueError as exc:
        return type(exc)


def test_encoded_outlink_fields_are_encode_warc_fields_of_outlink_fields() -> None:
    # the extraction worker's one-string encoding: the same bytes, and the same refusal of a
    # value with a line break (CR or LF alone, CRLF, at either end or amid the URL or context)
    urls = ["http://a.test/", "http://a.test/é?q=1", "http://a.test/x\r", "http://a.test/\ny"]
    urls += ["http://a.test/a\r\nb", "\rhttp://a.test/", "http://a.test/\ud800"]
    contexts = [None, "", "a/@href", "img/@src\n", "\r\n", "style/@url\r"]
    for url in urls:
        for context in contexts:
            for hop in (Hop.LINK, Hop.EMBED):
                for links in (
                    [Outlink(url, hop, context)],
                    [Outlink("http://a.test/ok", Hop.LINK, "a/@href"), Outlink(url, hop, context)],
                    [Outlink(url, hop, context), Outlink("http://a.test/ok", Hop.EMBED, None)] * 3,
                ):
                    want = _lines_or_error(links)
                    try:
                        got: bytes | type[Exception] = r.encoded_outlink_fields(links)
                    except ValueError as exc:
                        got = type(exc)
                    assert got == want, (url, context)
    assert r.encoded_outlink_fields([]) == b""
