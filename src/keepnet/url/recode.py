"""Percent-encoding normal forms and path-dot resolution for the lossy WHATWG-based profiles.

Every encode set below is the union of urlcanon's "less dumb" set (what semantic
canonicalization must escape) and the WHATWG URL percent-encode set of the same component, so
that what a rule writes is already a WHATWG serialization: parsing it again changes nothing,
which is what makes canonicalization idempotent.
"""

from __future__ import annotations

import re

_PCT = re.compile(rb"%([0-9a-fA-F]{2})")
# path: urlcanon [C0 space DEL non-ASCII # % ?] + WHATWG path set [" < > ^ ` { }]
PATH_SET = re.compile(rb'[\x00-\x20\x7f-\xff"#%<>?^`{}]')
# special-scheme paths also keep a decoded backslash escaped: WHATWG reads a raw one as "/"
SPECIAL_PATH_SET = re.compile(rb'[\x00-\x20\x7f-\xff"#%<>?^`{}\\]')
# query tokens: urlcanon [C0 space DEL non-ASCII # % & =] + WHATWG special-query [" ' < >]
QUERY_TOKEN_SET = re.compile(rb"[\x00-\x20\x7f-\xff\"#%&'<=>]")
# fragment: urlcanon [C0 space DEL non-ASCII # %] + WHATWG fragment set [" < > `]
FRAGMENT_SET = re.compile(rb'[\x00-\x20\x7f-\xff"#%<>`]')


def _as_text_set(encode_set: re.Pattern[bytes]) -> re.Pattern[str]:
    """The same class over str, for the ASCII-only fast paths below."""
    return re.compile(encode_set.pattern.decode("latin-1"))


# str twins of the sets: an ASCII text with no "%" and none of these is its own recoding
_TEXT_SETS: dict[re.Pattern[bytes], re.Pattern[str]] = {
    s: _as_text_set(s) for s in (PATH_SET, SPECIAL_PATH_SET, QUERY_TOKEN_SET, FRAGMENT_SET)
}
# a whole query: the token set without its separators "&" and "=" (recode_query splits on them)
_QUERY_TEXT = re.compile(r"[\x00-\x20\x7f\"#%'<>]")


def _encode_byte(m: re.Match[bytes]) -> bytes:
    return b"%%%02X" % m.group()[0]


def _decode_pair(m: re.Match[bytes]) -> bytes:
    return bytes.fromhex(m.group(1).decode("ascii"))


def unescape_repeatedly(b: bytes) -> bytes:
    """Percent-decode until nothing changes (%2525 -> %25 -> %)."""
    while b"%" in b:
        un = _PCT.sub(_decode_pair, b)
        if un == b:
            break
        b = un
    return b


def recode(text: str, encode_set: re.Pattern[bytes]) -> str:
    """Decode all percent-escapes of `text`, then escape exactly the bytes in `encode_set`."""
    if text.isascii() and "%" not in text:
        fast = _TEXT_SETS.get(encode_set)
        if fast is not None and not fast.search(text):
            return text  # nothing to decode, nothing to escape
    raw = text.encode("utf-8", "surrogatepass")
    if b"%" in raw:
        raw = unescape_repeatedly(raw)
    return encode_set.sub(_encode_byte, raw).decode("ascii")


def recode_query(query: str) -> str:
    """Recode each name and value of an &-separated query on its own (keeps & and = apart)."""
    if (
        query.isascii()
        and not _QUERY_TEXT.search(query)
        and (query.count("=") < 2 or all(pair.count("=") < 2 for pair in query.split("&")))
    ):
        return query  # no "%", no byte any token would escape, no "=" inside a value
    parts = []
    for pair in query.split("&"):
        parts.append("=".join(recode(tok, QUERY_TOKEN_SET) for tok in pair.split("=", 1)))
    return "&".join(parts)


def resolve_dots(path: str) -> str:
    """Remove "." and ".." segments as the WHATWG path parser does (path starts with "/")."""
    segs = path.split("/")[1:]
    if "." not in segs and ".." not in segs:
        return path
    out: list[str] = []
    last = len(segs) - 1
    for i, seg in enumerate(segs):
        if seg == "..":
            if out:
                out.pop()
            if i == last:
                out.append("")
        elif seg == ".":
            if i == last:
                out.append("")
        else:
            out.append(seg)
    return "/" + "/".join(out)


_SLASHES = re.compile(r"//+")


def collapse_slashes(path: str) -> str:
    return _SLASHES.sub("/", path) if "//" in path else path
