"""The CDXJ index line: `CdxjRecord`, and its exact text form as cdxj-indexer 1.5.0 writes it.

A CDXJ line is `KEY TIMESTAMP JSON`: the SURT key of the URL (keepnet.url.surt.index_key),
the 14-digit capture time (WARC-Date), and a JSON object whose keys and their order follow
cdxj-indexer's defaults — url, mime, status, digest, length, offset, filename — followed by
any extra fields (e.g. referrer, recordDigest with cdxj-indexer's -f option) and last
requestBody and method (written only in cdxj-indexer's --post-append mode). A field that has
no value is left out, not written as null. Numbers are JSON strings ("length": "1046"), and
the JSON is `json.dumps` with its defaults (", " and ": " separators, ASCII escapes), which is
what pywb and cdxj-indexer produce; index files are sorted by plain byte order of whole lines.

Conventions: pywb's CDXJ format (https://pywb.readthedocs.io/en/latest/manual/indexing.html)
and the IIPC CDXJ draft. Older pywb indexes write the digest without its "sha1:" prefix and
mime "unk" when unknown; `parse_line` reads them as they are, `digest_value` compares digests
across both spellings.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring_ascii as _quote
from typing import NamedTuple

REVISIT_MIME = "warc/revisit"

# JSON keys with a typed attribute; all others are kept in `extra`, in file order.
_KNOWN = frozenset(
    {"url", "mime", "status", "digest", "length", "offset", "filename", "requestBody", "method"}
)


class CdxjRecord(NamedTuple):
    """One CDXJ index line: a capture of `url` at `timestamp`, stored at filename:offset.

    A NamedTuple rather than a frozen dataclass: equally immutable, and five times faster
    to build, which counts when a CDX query parses thousands of lines.
    """

    key: str
    timestamp: str
    url: str
    filename: str
    offset: int
    length: int
    mime: str | None = None
    status: str | None = None
    digest: str | None = None
    request_body: str | None = None  # JSON "requestBody" (cdxj-indexer --post-append)
    method: str | None = None
    extra: tuple[tuple[str, object], ...] = ()

    @property
    def is_revisit(self) -> bool:
        return self.mime == REVISIT_MIME

    @property
    def is_capture(self) -> bool:
        """A memento of its URL: a record with an HTTP status, or a revisit (a revisit with
        an empty block — keepnet's server-not-modified ones — is indexed without status,
        as cdxj-indexer does).  Metadata and resource records are not."""
        return self.status not in ("", "-", None) or self.mime == REVISIT_MIME

    def json_fields(self) -> dict[str, object]:
        """The JSON object of the line, in cdxj-indexer's field order, absent fields left out."""
        out: dict[str, object] = {"url": self.url}
        if self.mime is not None:
            out["mime"] = self.mime
        if self.status is not None:
            out["status"] = self.status
        if self.digest is not None:
            out["digest"] = self.digest
        out["length"] = str(self.length)
        out["offset"] = str(self.offset)
        out["filename"] = self.filename
        out.update(self.extra)
        if self.request_body is not None:
            out["requestBody"] = self.request_body
        if self.method is not None:
            out["method"] = self.method
        return out


def format_line(record: CdxjRecord) -> str:
    """The index line for record, without the trailing newline.

    Byte-identical to `json.dumps(record.json_fields())` (the C string encoder json.dumps
    uses with ensure_ascii), assembled directly because it is the indexer's hot path.
    """
    r = record
    parts = [r.key, " ", r.timestamp, ' {"url": ', _quote(r.url)]
    if r.mime is not None:
        parts += [', "mime": ', _quote(r.mime)]
    if r.status is not None:
        parts += [', "status": ', _quote(r.status)]
    if r.digest is not None:
        parts += [', "digest": ', _quote(r.digest)]
    parts += [f', "length": "{r.length}", "offset": "{r.offset}", "filename": ', _quote(r.filename)]
    for name, value in r.extra:
        parts += [", ", _quote(name), ": ", json.dumps(value)]
    if r.request_body is not None:
        parts += [', "requestBody": ', _quote(r.request_body)]
    if r.method is not None:
        parts += [', "method": ', _quote(r.method)]
    parts.append("}")
    return "".join(parts)


def parse_line(line: str | bytes) -> CdxjRecord:
    """Parse one CDXJ line (trailing newline allowed); raises ValueError when it is not one."""
    if isinstance(line, bytes):
        line = line.decode("utf-8")
    parts = line.rstrip("\r\n").split(" ", 2)
    if len(parts) != 3:
        raise ValueError(f"not a CDXJ line: {line[:200]!r}")
    key, timestamp, text = parts
    if len(timestamp) != 14 or not timestamp.isdigit():
        raise ValueError(f"CDXJ timestamp must be 14 digits: {timestamp[:40]!r}")
    try:
        fields = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"CDXJ JSON block does not parse: {exc}") from exc
    if not isinstance(fields, dict):
        raise ValueError("CDXJ JSON block is not an object")
    try:
        return CdxjRecord(
            key=key,
            timestamp=timestamp,
            url=str(fields["url"]),
            filename=str(fields["filename"]),
            offset=int(fields["offset"]),
            length=int(fields["length"]),
            mime=_opt(fields.get("mime")),
            status=_opt(fields.get("status")),
            digest=_opt(fields.get("digest")),
            request_body=_opt(fields.get("requestBody")),
            method=_opt(fields.get("method")),
            extra=tuple((k, v) for k, v in fields.items() if k not in _KNOWN),
        )
    except KeyError as exc:
        raise ValueError(f"CDXJ line lacks the {exc.args[0]!r} field") from exc
    except (TypeError, ValueError) as exc:
        raise ValueError(f"bad CDXJ field value: {exc}") from exc


def digest_value(digest: str) -> str:
    """The digest without its algorithm label, so "sha1:ABC" and "ABC" (old pywb) compare equal.

    Case is kept: base32 digests are upper case, hex ones (sha256:...) lower case.
    """
    return digest.rsplit(":", 1)[-1]


def _opt(value: object) -> str | None:
    return None if value is None else str(value)
