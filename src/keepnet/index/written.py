"""The values of a WARC record's CDXJ line read from the record as keepnet writes it,
without warcio: the record's WARC header fields when warcio would read them back as written
(`written_fields`), its HTTP head as warcio's parser reads it (`http_head`), and from them
the line's key, timestamp, mime and status (`written_values`; `cdxj_key`, `warc_timestamp`,
`cdxj_mime` are also the indexer's own, keepnet.index.indexer).

Apart from keepnet.index.live (which uses them for each record as the writer writes it)
so that the extraction worker (keepnet.pipeline.offload), which serializes a page's
response record, computes them there: it imports neither warcio (~40 ms of CPU at its
start) nor the indexer.  warcio is imported only for a WARC-Date keepnet does not write.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from keepnet.index.cdxj import REVISIT_MIME
from keepnet.url.surt import index_key

if TYPE_CHECKING:
    from keepnet.warc.records import WarcRecord

HTTP_TYPES = ("response", "revisit")  # records whose HTTP head makes their index line
# target URIs warcio reads an HTTP head for (ArcWarcRecordLoader.HTTP_SCHEMES)
HTTP_SCHEMES = ("http:", "https:")
_RE_SPACE = re.compile(r"[;\s]")


# (protocol, status line, header fields, bytes read): a parsed HTTP head, as warcio has it
HttpHead = tuple[str, str, list[tuple[str, str]], int]


def http_head(block: bytes) -> HttpHead | None:
    """warcio's parse of the HTTP head that starts `block` — StatusAndHeadersParser.parse
    unverified, as index_warc's loader reads responses and revisits — for a head of ASCII
    bytes that ends in a blank CRLF line and has no continuation line; None otherwise
    (warcio's own code then reads it).

    The same steps on the same text: warcio reads line by line to the first line that is
    blank once right-stripped, decodes each line (UTF-8: ASCII bytes decode alike whole
    or by line), right-strips it, splits it at its first colon (a line without one is
    dropped) into a name right-stripped of spaces and tabs and a value left-stripped; the
    status line is split at its first space.  Bytes read: the lines and their newlines,
    the blank line included (warcio counts characters, one a byte here)."""
    end = block.find(b"\r\n\r\n")
    if end < 0:
        return None
    head = block[: end + 4]
    if not head.isascii():
        return None
    lines = head.decode("ascii").split("\n")
    stripped = [line.rstrip() for line in lines]
    stop = stripped.index("")  # warcio's last line: at the latest the final CRLF's "\r"
    if stop == 0:  # warcio: no status, no fields (never from keepnet's fetch)
        return None
    fields = stripped[1:stop]
    if any(line[0] in " \t" for line in fields):  # continuation lines: warcio's own loop
        return None
    headers = [
        (name.rstrip(" \t"), value.lstrip())
        for name, colon, value in [line.partition(":") for line in fields]
        if colon
    ]
    protocol, _, status = stripped[0].partition(" ")
    return protocol, status.strip(), headers, sum(map(len, lines[: stop + 1])) + stop + 1


def written_fields(headers: Iterable[tuple[str, str]], length: int) -> dict[str, str] | None:
    """A record's WARC header fields by lower-cased name, the first of each name (as
    warcio's get_header finds them), when warcio would read the header back as written:
    no value with surrounding whitespace (stripped), a target URI without angle brackets
    or spaces (rewritten), Content-Length the block's `length`; else None."""
    fields: dict[str, str] = {}
    for name, value in headers:
        if value != value.strip():
            return None
        fields.setdefault(name.lower(), value)
    uri = fields.get("warc-target-uri")
    if (
        uri is None
        or uri.startswith("<")
        or " " in uri
        or fields.get("content-length") != str(length)
    ):
        return None
    return fields


# What a response's or revisit's index line is made of but its place (key, timestamp, URL,
# mime, status, payload digest), its HTTP head as http_head read it (None: none read), and
# its WARC-Truncated field (None: none), which a reader of its page also asks
WrittenValues = tuple[str, str, str, str | None, str | None, str, HttpHead | None, str | None]


def written_values(record: WarcRecord) -> WrittenValues | None:
    """The values of `record`'s index line, read from the record as written.  None for
    another type of record, one warcio would read otherwise than as written
    (written_fields), an HTTP head http_head leaves to warcio, no payload digest or a
    WARC-Date in a form it does not read: record_to_cdxj of the parse decides then.

    They depend on the record alone: the extraction worker, which serializes a page's
    response record, computes them there (`values_of`) and the record carries them to the
    crawl's LiveIndex (`WarcRecord.indexed`, keepnet.pipeline.offload): in the crawl's
    event loop, with its cold caches, they cost 0.04 ms a page (the head's parse, the
    URL's SURT key)."""
    block = record.block
    return values_of(record.rec_type, record.headers, block, len(block))


def values_of(
    rec_type: str, headers: Iterable[tuple[str, str]], start: bytes, length: int
) -> WrittenValues | None:
    """written_values of a record of `rec_type` with these WARC header fields and a block
    of `length` bytes that begins with `start`: the whole block, or a part of it that
    holds its HTTP head through the head's blank line (the worker has a response's head
    apart from its body; copying both into one block cost it 7 µs).  A `start` that ends
    before the head does gives None (http_head finds no blank line in it): the crawl
    computes them from the record then."""
    if rec_type not in HTTP_TYPES:
        return None
    fields = written_fields(headers, length)
    if fields is None:
        return None
    uri = fields["warc-target-uri"]
    digest = fields.get("warc-payload-digest")
    date = fields.get("warc-date")
    if not digest or date is None:
        return None
    head = None
    if not length or not uri.startswith(HTTP_SCHEMES):  # warcio reads no HTTP head
        status = None
        mime = REVISIT_MIME if rec_type == "revisit" else None
    else:
        head = http_head(start)
        if head is None:
            return None
        status = head[1].split(" ", 1)[0]  # StatusAndHeaders.get_statuscode
        if rec_type == "revisit":
            mime = REVISIT_MIME
        else:  # the first Content-Type field, as StatusAndHeaders.get_header finds it
            mime = cdxj_mime(next((v for k, v in head[2] if k.lower() == "content-type"), None))
    try:
        timestamp = warc_timestamp(date)
    except (TypeError, ValueError):  # record_to_cdxj skips it: let it say so
        return None
    truncated = fields.get("warc-truncated")  # a page's reader asks (live.written_page)
    return cdxj_key(uri), timestamp, uri, mime, status, digest, head, truncated


def cdxj_mime(content_type: str | None) -> str | None:
    """The index's mime of a Content-Type value: cut at the first ';' or whitespace."""
    if content_type:
        return _RE_SPACE.split(content_type, 1)[0].strip()
    return content_type


# A WARC-Date whose 14-digit timestamp is its digits: a date every month has (day 01-28),
# a time without leap second, a four-digit year from 1000 (strftime does not pad below).
_PLAIN_DATE = re.compile(
    r"[1-9]\d{3}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d"
    r"(?:\.\d{1,6})?Z",
    re.ASCII,  # warcio's int() would read other scripts' digits too: those go its way
)


def warc_timestamp(date: str) -> str:
    """The 14-digit timestamp of a WARC-Date, as warcio's iso_date_to_timestamp gives it
    (raises what it raises).  Dates in the form keepnet writes are sliced: warcio would
    split the digits, build a datetime and format it again (~5 µs, once per page)."""
    if _PLAIN_DATE.fullmatch(date):
        return date[0:4] + date[5:7] + date[8:10] + date[11:13] + date[14:16] + date[17:19]
    return _timestamp(date)


@lru_cache(maxsize=64)
def _timestamp(date: str) -> str:
    from warcio.timeutils import iso_date_to_timestamp  # here: see the module's docstring

    return str(iso_date_to_timestamp(date))


@lru_cache(maxsize=4096)  # a crawl indexes each URL's response, request and metadata in turn
def cdxj_key(url: str) -> str:
    """The line's key: index_key(url), or the URL itself when it has none (as cdxj-indexer)."""
    try:
        return index_key(url)
    except Exception:  # noqa: BLE001 - cdxj-indexer keys an uncanonicalizable URL by itself
        return url
