"""WARC 1.1 records built from keepnet's values: what goes in each record, byte for byte.

Standard: ISO 28500:2017, WARC File Format 1.1
(https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/).
Builders are pure: record ids and dates are passed in (the writer injects an id factory and
a clock, so tests get byte-exact output).  `serialize` turns one record into one gzip member,
the per-record compression every WARC tool expects in a `.warc.gz`.

Digests are SHA-1 in base32, ``sha1:XXXX``, exactly as warcio writes them.

**Payload digest of chunked responses (a deliberate decision).**  WARC 1.1 §6.3.2 defines
the payload of an HTTP response as the entity body *with transfer-encoding removed*
(`Exchange.payload`).  warcio 1.8.1 does not: `warcio check` (DigestVerifyingReader) hashes
the raw block bytes that follow the HTTP head, chunk framing included, and cdxj-indexer puts
the record's WARC-Payload-Digest header in the index ``digest`` field as it is (and, for a
record without one, computes it over those same raw bytes).  A spec-style digest on a
``Transfer-Encoding: chunked`` response therefore fails `warcio check` (verified:
"payload digest failed"), and the project's acceptance requires every WARC to pass it.
So keepnet's WARC-Payload-Digest is the digest of the bytes after the HTTP head, i.e. of
`Exchange.wire_body`.  Without a transfer-encoding (every HTTP/1.0 exchange, every response
with Content-Length) wire body and payload are the same bytes, so the digest *is* the WARC
1.1 payload digest; only transfer-encoded responses differ.  Content-encoding (gzip, br) is
kept in both, as the standard says.  The same value is the index digest and the key of
revisit detection (keepnet.pipeline.dedup), so all three always agree; the price is that two
identical payloads sent with different chunk boundaries are archived twice instead of as
response + revisit.  The field is moving to the spec reading (warcio issues #74/#75,
Heritrix PR #770, wget-lua #13); when warcio's checker follows, switch `payload_digest` to
hash `Exchange.payload` and nothing else changes.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import struct
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from keepnet.models import Exchange, Outlink
from keepnet.warc import compression
from keepnet.warc.compression import GZIP_WBITS, RAW_WBITS, Z_SYNC_FLUSH

WARC_VERSION = "WARC/1.1"
REVISIT_PROFILE = "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"
NOT_MODIFIED_PROFILE = "http://netpreserve.org/warc/1.1/revisit/server-not-modified"
CONFORMS_TO = "http://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/"
HTTP_RESPONSE = "application/http; msgtype=response"
HTTP_REQUEST = "application/http; msgtype=request"
WARC_FIELDS = "application/warc-fields"

_TOKEN = re.compile(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")  # RFC 9110 token: a field name


@dataclass(frozen=True, slots=True)
class WarcRecord:
    """One WARC record before compression: named header fields in order, and the block.

    `headers` holds every field after the ``WARC/1.1`` line, Content-Length last.
    """

    rec_type: str
    headers: tuple[tuple[str, str], ...]
    block: bytes
    # (n, data): block[n:] compressed already (deflate_piece), for `serialize`; the record
    # is the same record with or without it
    deflated_tail: tuple[int, bytes] | None = field(default=None, compare=False, repr=False)
    # (level, member): the record serialized already at that compression level (by the
    # extraction worker: `serialized_exchange`), which `serialize` returns as it is
    member: tuple[int, bytes] | None = field(default=None, compare=False, repr=False)
    # the values an index reads from this very record, computed already by the process
    # that serialized it (keepnet.index.live.written_values); the record is the same
    # record with or without them
    indexed: Any = field(default=None, compare=False, repr=False)

    def header(self, name: str) -> str | None:
        lname = name.lower()
        for k, v in self.headers:
            if k.lower() == lname:
                return v
        return None

    @property
    def record_id(self) -> str:
        return self.header("WARC-Record-ID") or ""


# base32 (RFC 4648) of every 10-bit value: a SHA-1's 160 bits are 16 of them, no padding.
_B32_PAIRS = [
    a + b for a in "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" for b in "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
]


def sha1_digest(data: bytes) -> str:
    """``sha1:`` + base32 SHA-1, the labelled-digest form warcio writes and checks
    (base64.b32encode's text, without its pure-Python loop)."""
    n = int.from_bytes(hashlib.sha1(data).digest(), "big")
    pairs = _B32_PAIRS
    return "sha1:" + "".join([pairs[(n >> s) & 1023] for s in range(150, -10, -10)])


def payload_digest(ex: Exchange) -> str:
    """WARC-Payload-Digest of a response: over the bytes after the HTTP head (see above)."""
    return sha1_digest(ex.wire_body)


# os.urandom's bytes for the next ids, drawn 256 ids at a time: one getrandom system call
# each took ~2 µs of a record id's ~2.6 (three ids a page, one in the crawl and two in its
# extraction worker).  A deque because popleft is atomic: threads writing records never
# take the same bytes.  Emptied in a forked child, which must not repeat its parent's ids.
_ID_BATCH = 256
_spare_bytes: deque[bytes] = deque()
os.register_at_fork(after_in_child=_spare_bytes.clear)


def _random16() -> bytes:
    try:
        return _spare_bytes.popleft()
    except IndexError:
        data = os.urandom(16 * _ID_BATCH)
        _spare_bytes.extend([data[i : i + 16] for i in range(16, len(data), 16)])
        return data[:16]


# The 17th hex digit of a random UUID: its two high bits are the variant's, 10 (RFC 4122).
_VARIANT_DIGIT = {d: "89ab"[int(d, 16) & 3] for d in "0123456789abcdef"}


def new_record_id() -> str:
    """A fresh WARC-Record-ID (``<urn:uuid:...>``, a random UUID as uuid.uuid4's: 122 bits of
    os.urandom; the version digit 4 and the variant bits set in its hex text)."""
    h = _random16().hex()
    return f"<urn:uuid:{h[:8]}-{h[8:12]}-4{h[13:16]}-{_VARIANT_DIGIT[h[16]]}{h[17:20]}-{h[20:]}>"


_last_date: tuple[float, str] = (float("nan"), "")  # a page's records share its start time


def warc_date(epoch: float) -> str:
    """WARC-Date with microseconds, as WARC 1.1 permits: 2024-01-31T12:00:00.123456Z."""
    global _last_date
    last, text = _last_date
    if epoch == last:
        return text
    dt = datetime.fromtimestamp(epoch, UTC)
    if dt.year < 1000:  # strftime's %Y does not pad it to four digits, isoformat does
        text = dt.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    else:  # the same text, a third cheaper
        text = dt.isoformat(timespec="microseconds")[:-6] + "Z"
    _last_date = (epoch, text)
    return text


def _record(
    rec_type: str,
    fields: Sequence[tuple[str, str | None]],
    content_type: str | None,
    block: bytes,
    deflated_tail: tuple[int, bytes] | None = None,
    block_digest: str | None = None,
) -> WarcRecord:
    """Assemble the header list: drop absent fields, refuse line breaks, add digest/length
    (`block_digest`: sha1_digest(block), computed already)."""
    headers: list[tuple[str, str]] = [("WARC-Type", rec_type)]
    for name, value in fields:
        if value is None:
            continue
        if not _TOKEN.match(name) or "\r" in value or "\n" in value:
            raise ValueError(f"invalid WARC header field {name!r}: {value!r}")
        headers.append((name, value))
    headers.append(("WARC-Block-Digest", block_digest or sha1_digest(block)))
    if content_type is not None:
        headers.append(("Content-Type", content_type))
    headers.append(("Content-Length", str(len(block))))
    return WarcRecord(rec_type, tuple(headers), block, deflated_tail)


def build_response(
    ex: Exchange,
    record_id: str,
    deflated_body: bytes | None = None,
    digests: tuple[str, str] | None = None,
) -> WarcRecord:
    """The response record: block = status line + raw headers + wire body, as received
    (`deflated_body`: the wire body compressed already by `deflate_piece`; `digests`: its
    payload and block digests computed already, by `response_digests`)."""
    tail = None if deflated_body is None else (len(ex.response_head), deflated_body)
    return _record(
        "response",
        [
            ("WARC-Record-ID", record_id),
            ("WARC-Date", warc_date(ex.started)),
            ("WARC-Target-URI", ex.url),
            ("WARC-IP-Address", ex.ip),
            ("WARC-Truncated", ex.truncated),
            ("WARC-Payload-Digest", payload_digest(ex) if digests is None else digests[0]),
        ],
        HTTP_RESPONSE,
        ex.response_head + ex.wire_body,
        tail,
        None if digests is None else digests[1],
    )


def response_digests(response_head: bytes, wire_body: bytes) -> tuple[str, str]:
    """A response record's WARC-Payload-Digest and WARC-Block-Digest (the extraction
    worker computes them with the body's deflate_piece: two SHA-1 passes over the body)."""
    return sha1_digest(wire_body), sha1_digest(response_head + wire_body)


# A response record and its request record as the extraction worker serializes them:
# each record's header fields and its gzip member (see `serialized_exchange`), and the
# response's `WarcRecord.indexed` (None: not computed).
SerializedPair = tuple[
    tuple[tuple[tuple[str, str], ...], bytes], tuple[tuple[tuple[str, str], ...], bytes], Any
]


def serialized_exchange(
    ex: Exchange, deflated_body: bytes, digests: tuple[str, str], compresslevel: int
) -> SerializedPair:
    """The response and request records of `ex` under new record ids, serialized: what
    WarcWriter.write_exchange writes for it (`ex.wire_body` compressed and digested already,
    at `compresslevel`).  The extraction worker makes them beside the body's deflate; the
    writer puts them back together with `exchange_records` and writes them in its order.
    Raises ValueError as build_response does (a header value with a line break)."""
    resp = build_response(ex, new_record_id(), deflated_body, digests)
    req = build_request(ex, new_record_id(), resp.record_id)
    return (
        (resp.headers, serialize(resp, compresslevel)),
        (req.headers, serialize(req, compresslevel)),
        None,
    )


def exchange_records(
    ex: Exchange, pair: SerializedPair, compresslevel: int
) -> tuple[WarcRecord, WarcRecord]:
    """The records `serialized_exchange` made for `ex`, with their blocks (the index and
    the full text read them) and their members to write as they are."""
    (resp_headers, resp_member), (req_headers, req_member), indexed = pair
    return (
        WarcRecord(
            "response",
            resp_headers,
            ex.response_head + ex.wire_body,
            member=(compresslevel, resp_member),
            indexed=indexed,
        ),
        WarcRecord(
            "request",
            req_headers,
            ex.request_head + ex.request_body,
            member=(compresslevel, req_member),
        ),
    )


def build_request(ex: Exchange, record_id: str, concurrent_to: str) -> WarcRecord:
    """The request record, linked to its response by WARC-Concurrent-To."""
    return _record(
        "request",
        [
            ("WARC-Record-ID", record_id),
            ("WARC-Date", warc_date(ex.started)),
            ("WARC-Target-URI", ex.url),
            ("WARC-IP-Address", ex.ip),
            ("WARC-Concurrent-To", concurrent_to),
        ],
        HTTP_REQUEST,
        ex.request_head + ex.request_body,
    )


def build_revisit(
    ex: Exchange,
    record_id: str,
    *,
    refers_to: str,
    refers_to_uri: str,
    refers_to_date: str,
    digest: str,
    profile: str = REVISIT_PROFILE,
    head: bytes | None = None,
) -> WarcRecord:
    """A revisit (WARC 1.1 §6.7): its block is `head`, by default the exchange's HTTP head
    (b"": an empty block, which replay tools read as "the original's head").

    `digest` is the original record's WARC-Payload-Digest: the payload this exchange
    matched (identical-payload-digest), or the one the server said had not changed
    (server-not-modified, a 304: kept so that replay tools that resolve revisits by digest,
    pywb and keepnet's own, find the original; warcio's checker accepts it).
    """
    return _record(
        "revisit",
        [
            ("WARC-Record-ID", record_id),
            ("WARC-Date", warc_date(ex.started)),
            ("WARC-Target-URI", ex.url),
            ("WARC-IP-Address", ex.ip),
            ("WARC-Profile", profile),
            ("WARC-Refers-To", refers_to),
            ("WARC-Refers-To-Target-URI", refers_to_uri),
            ("WARC-Refers-To-Date", refers_to_date),
            ("WARC-Payload-Digest", digest),
        ],
        HTTP_RESPONSE,
        ex.response_head if head is None else head,
    )


FieldsLike = Mapping[str, object] | Iterable[tuple[str, str]]


def _field_value(value: object) -> str:
    """Strings as they are, anything else as compact JSON (one line, as warc-fields needs)."""
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def encode_warc_fields(fields: FieldsLike) -> bytes:
    """application/warc-fields: ``name: value`` CRLF lines (WARC 1.1 §7).

    A Mapping may give a list of strings as a value for a repeated field.
    """
    pairs: list[tuple[str, str]] = []
    if isinstance(fields, Mapping):
        for name, value in fields.items():
            if isinstance(value, list | tuple):
                pairs.extend((name, _field_value(v)) for v in value)
            else:
                pairs.append((name, _field_value(value)))
    else:
        pairs = list(fields)
    out = []
    for name, value in pairs:
        if not _TOKEN.match(name) or "\r" in value or "\n" in value:
            raise ValueError(f"invalid warc-fields line {name!r}: {value!r}")
        out.append(f"{name}: {value}\r\n")
    return "".join(out).encode("utf-8")


def build_warcinfo(
    filename: str,
    fields: Mapping[str, object],
    record_id: str,
    date: str,
    *,
    software: str,
    hostname: str,
    canonicalizer: Mapping[str, object] | None = None,
) -> WarcRecord:
    """The warcinfo record that opens every file: who wrote it, how, with which settings."""
    info: dict[str, object] = {
        "software": software,
        "format": "WARC File Format 1.1",
        "conformsTo": CONFORMS_TO,
        "hostname": hostname,
    }
    info.update(fields)
    if canonicalizer:
        info.update(canonicalizer)
    return _record(
        "warcinfo",
        [("WARC-Record-ID", record_id), ("WARC-Date", date), ("WARC-Filename", filename)],
        WARC_FIELDS,
        encode_warc_fields(info),
    )


def build_metadata(
    target_uri: str,
    block: bytes,
    record_id: str,
    date: str,
    *,
    concurrent_to: str | None = None,
    content_type: str = WARC_FIELDS,
    refers_to: str | None = None,
    deflated_tail: tuple[int, bytes] | None = None,
) -> WarcRecord:
    """A metadata record about `target_uri` (warc-fields or JSON block); `refers_to` names
    the record it describes (WARC 1.1 §5.11), `concurrent_to` one written with it
    (`deflated_tail`: as WarcRecord's, the block's end compressed already)."""
    return _record(
        "metadata",
        [
            ("WARC-Record-ID", record_id),
            ("WARC-Date", date),
            ("WARC-Target-URI", target_uri),
            ("WARC-Concurrent-To", concurrent_to),
            ("WARC-Refers-To", refers_to),
        ],
        content_type,
        block,
        deflated_tail,
    )


# A page's outlinks metadata record as the extraction worker serializes it (see
# `serialized_metadata`): its header fields, the page's own warc-fields lines (the block's
# start; the outlink lines follow) and its gzip member.
SerializedMetadata = tuple[tuple[tuple[str, str], ...], bytes, bytes]


def serialized_metadata(
    target_uri: str,
    hop_path: str,
    via: str | None,
    seed: str | None,
    outlink_lines: tuple[bytes, bytes] | None,
    concurrent_to: str,
    date: str,
    compresslevel: int,
) -> SerializedMetadata:
    """The page's outlinks metadata record under a new random id, serialized: what
    WarcWriter.write_metadata(target_uri, page_metadata([], hop_path, via, seed),
    concurrent_to, tail=outlink_lines) writes, but dated `date` (the response's WARC-Date,
    as Heritrix dates a capture's records) instead of the writer's clock.  `outlink_lines`:
    (lines, deflated) as the extraction worker makes them (`encoded_outlink_fields`,
    `deflate_piece` at `compresslevel`), or None for a page without outlinks.  Made by the
    extraction worker beside the response and request records, so that the crawl only
    writes its member; raises ValueError as build_metadata does (a line break in a value)."""
    page = encode_warc_fields(page_metadata([], hop_path, via, seed))
    block, tail = page, None
    if outlink_lines is not None:
        block, tail = page + outlink_lines[0], (len(page), outlink_lines[1])
    record = build_metadata(
        target_uri, block, new_record_id(), date, concurrent_to=concurrent_to, deflated_tail=tail
    )
    return record.headers, page, serialize(record, compresslevel)


def metadata_record(
    serialized: SerializedMetadata, outlink_lines: bytes, compresslevel: int
) -> WarcRecord:
    """The record `serialized_metadata` made, with its block (the page's lines, then
    `outlink_lines`: the same lines it was given) and its member to write as it is."""
    headers, page, member = serialized
    return WarcRecord("metadata", headers, page + outlink_lines, member=(compresslevel, member))


def build_resource(
    uri: str,
    content_type: str,
    data: bytes,
    record_id: str,
    date: str,
    extra_headers: Iterable[tuple[str, str]] = (),
) -> WarcRecord:
    """A resource record (screenshots, DOM snapshots...): the block is the resource itself."""
    return _record(
        "resource",
        [
            ("WARC-Record-ID", record_id),
            ("WARC-Date", date),
            ("WARC-Target-URI", uri),
            *extra_headers,
            ("WARC-Payload-Digest", sha1_digest(data)),
        ],
        content_type,
        data,
    )


def page_metadata(
    outlinks: Iterable[Outlink], hop_path: str, via: str | None, seed: str | None = None
) -> list[tuple[str, str]]:
    """warc-fields for a page's metadata record, with Heritrix's field names.

    ``outlink: URL HOP CONTEXT`` per link, as Heritrix writes them (hop letter L/E/R/X...).
    """
    fields: list[tuple[str, str]] = []
    if seed is not None:
        fields.append(("seed", seed))
    if via:
        fields.append(("via", via))
    fields.append(("hopsFromSeed", hop_path))
    fields += outlink_fields(outlinks)
    return fields


def outlink_fields(outlinks: Iterable[Outlink]) -> list[tuple[str, str]]:
    """The ``outlink`` lines of page_metadata, which come last: the extraction worker
    encodes (and compresses) them, the crawl puts the page's own lines before them."""
    return [("outlink", f"{link.url} {link.hop.value} {link.context or '-'}") for link in outlinks]


def encoded_outlink_fields(outlinks: Sequence[Outlink]) -> bytes:
    """`encode_warc_fields(outlink_fields(outlinks))`, raising the same ValueError, as one
    str for all the lines (what the extraction worker sends): ~26 lines a page do not each
    go through a pattern and two searches.  A value holds a line break exactly when the text
    has more CRs or LFs than its lines' own ends (the field name is always a token)."""
    text = "".join(
        [f"outlink: {link.url} {link.hop.value} {link.context or '-'}\r\n" for link in outlinks]
    )
    if text.count("\n") != len(outlinks) or text.count("\r") != len(outlinks):
        encode_warc_fields(outlink_fields(outlinks))  # raises for the value that has it
    return text.encode("utf-8")


def serialize(record: WarcRecord, compresslevel: int = compression.LEVEL) -> bytes:
    """One record as one gzip member (header mtime 0, so output is deterministic).

    The deflate is keepnet.warc.compression's (zlib-ng at its level 5 when it imports, zlib
    at 6 otherwise) rather than warcio's zlib 9: a fraction of the CPU for ~1% more bytes,
    and compression runs on the crawler's event loop and in its extraction worker.

    A record's `deflated_tail` = (n, data): `data` is `record.block[n:]` compressed by
    `deflate_piece` at this level (the extraction worker compresses a response's body while
    it parses it).  The member is then the head and the block's first n bytes compressed here, that
    piece, and the record's end: one deflate stream, since each piece ends on a byte
    boundary and refers to nothing before it (what pigz does), with the CRC-32 and length
    of the whole.  It decompresses to exactly the bytes of the plain member.
    """
    if record.member is not None and record.member[0] == compresslevel:
        return record.member[1]
    head = WARC_VERSION + "\r\n" + "".join(f"{k}: {v}\r\n" for k, v in record.headers) + "\r\n"
    deflated_tail = record.deflated_tail
    if deflated_tail is None:
        comp = compression.compressobj(compresslevel, GZIP_WBITS)
        return (
            comp.compress(head.encode("utf-8"))
            + comp.compress(record.block)
            + comp.compress(b"\r\n\r\n")
            + comp.flush()
        )
    n, tail = deflated_tail
    block = record.block
    first = head.encode("utf-8") + block[:n]
    comp = compression.compressobj(compresslevel, RAW_WBITS)
    crc32 = compression.crc32
    crc = crc32(b"\r\n\r\n", crc32(block, crc32(first[: len(first) - n])))
    size = len(first) + len(block) - n + 4
    return b"".join(
        (
            _GZIP_HEADER[compresslevel],
            comp.compress(first),
            comp.flush(Z_SYNC_FLUSH),
            tail,
            _END_BLOCK,
            struct.pack("<II", crc, size & 0xFFFFFFFF),
        )
    )


def deflate_piece(data: bytes, compresslevel: int = compression.LEVEL) -> bytes:
    """`data` as raw deflate blocks that end on a byte boundary and are not final: a piece
    `serialize(..., deflated_tail=...)` can put inside a member's stream."""
    comp = compression.compressobj(compresslevel, RAW_WBITS)
    return comp.compress(data) + comp.flush(Z_SYNC_FLUSH)


# zlib's and zlib-ng's own gzip header (wbits 31): no name, mtime 0, XFL by level (2 best,
# 4 fastest), OS 3
_GZIP_HEADER = {
    level: b"\x1f\x8b\x08\x00\x00\x00\x00\x00"
    + (b"\x02" if level == 9 else b"\x04" if 0 <= level <= 1 else b"\x00")
    + b"\x03"
    for level in range(-1, 10)
}
# The record's closing CRLF CRLF as a final stored block (BFINAL 1, LEN 4, NLEN ~4).
_END_BLOCK = b"\x01\x04\x00\xfb\xff\r\n\r\n"
