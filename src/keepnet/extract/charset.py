"""Character-set detection and decoding of fetched documents (HTML and other text).

Order follows the WHATWG HTML "determining the character encoding" algorithm, simplified:
byte-order mark, then the HTTP Content-Type charset, then an in-document declaration
(<meta charset>, <meta http-equiv=content-type>, <?xml encoding?>), then UTF-8.  Decoding
never raises: undecodable bytes become U+FFFD, as in a browser.  Labels are mapped the
WHATWG Encoding way (e.g. "iso-8859-1" means windows-1252, "gb2312" means gb18030).
"""

from __future__ import annotations

import codecs
import re

# Spec says 1024 bytes; browsers re-decode on a later <meta>, so look a little further.
PRESCAN_BYTES = 4096

_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)

# WHATWG Encoding Standard label aliases where Python's codec of the same name differs.
_WHATWG = {
    "iso-8859-1": "cp1252",
    "iso8859-1": "cp1252",
    "latin1": "cp1252",
    "latin-1": "cp1252",
    "l1": "cp1252",
    "ascii": "cp1252",
    "us-ascii": "cp1252",
    "iso-8859-9": "cp1254",
    "latin5": "cp1254",
    "iso-8859-11": "cp874",
    "tis-620": "cp874",
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "x-gbk": "gb18030",
    "chinese": "gb18030",
    "shift_jis": "cp932",
    "shift-jis": "cp932",
    "sjis": "cp932",
    "x-sjis": "cp932",
    "ms_kanji": "cp932",
    "windows-31j": "cp932",
    "euc-kr": "cp949",
    "ks_c_5601-1987": "cp949",
    "big5": "big5hkscs",
    "x-user-defined": "cp1252",
}

_UNICODE = frozenset({"utf-8", "utf-16-le", "utf-16-be", "utf-16"})
_CT_CHARSET = re.compile(r"charset\s*=\s*[\"']?\s*([^\s;\"']+)", re.I)
_META_CHARSET = re.compile(rb"<meta[^>]*?charset\s*=\s*[\"']?\s*([A-Za-z0-9_.:\-]+)", re.I)
_XML_ENCODING = re.compile(rb"^\s*<\?xml[^>]*?encoding\s*=\s*[\"']([A-Za-z0-9_.:\-]+)")


def normalize_label(label: str) -> str | None:
    """The Python codec name for an encoding label, or None if it is not a text encoding."""
    label = label.strip().strip("\"'").lower()
    if not label:
        return None
    label = _WHATWG.get(label, label)
    try:
        info = codecs.lookup(label)
    except LookupError:
        return None
    if not getattr(info, "_is_text_encoding", True):  # e.g. "base64", "rot13"
        return None
    return info.name


def charset_from_content_type(content_type: str | None) -> str | None:
    """The codec named by a Content-Type header's charset parameter, if any and known."""
    if not content_type:
        return None
    m = _CT_CHARSET.search(content_type)
    return normalize_label(m.group(1)) if m else None


def sniff_declared(body: bytes) -> str | None:
    """The codec declared inside the document (<?xml encoding>, <meta>), if any."""
    head = body[:PRESCAN_BYTES]
    m = _XML_ENCODING.match(head) or _META_CHARSET.search(head)
    if not m:
        return None
    name = normalize_label(m.group(1).decode("ascii", "replace"))
    # A document that can be read as ASCII to find its own <meta> is not UTF-16 (HTML spec).
    if name is not None and name.startswith("utf-16"):
        return "utf-8"
    return name


def detect(body: bytes, content_type: str | None = None) -> tuple[str, int]:
    """(codec name, number of BOM bytes to skip) for `body`, as declared (no content check)."""
    for bom, name in _BOMS:
        if body.startswith(bom):
            return name, len(bom)
    return charset_from_content_type(content_type) or sniff_declared(body) or "utf-8", 0


def decode(body: bytes, content_type: str | None = None) -> tuple[str, str]:
    """(text, codec name): `body` decoded with the detected charset; never raises.

    One departure from browsers: a document declared in a legacy encoding whose bytes are
    valid, non-ASCII UTF-8 is read as UTF-8.  Mislabelled pages (a server-wide
    "charset=iso-8859-1", a re-saved page keeping its old <meta>) are common, while legacy
    text that happens to be valid UTF-8 is vanishingly rare; titles and search text win.
    """
    name, skip = detect(body, content_type)
    data = body[skip:] if skip else body
    if name not in _UNICODE and not data.isascii():
        try:
            return data.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            pass
    try:
        return data.decode(name, errors="replace"), name
    except LookupError:  # pragma: no cover - normalize_label only returns known codecs
        return data.decode("utf-8", errors="replace"), "utf-8"


# Single-byte codecs that read every ASCII byte as that ASCII character (tested): an
# all-ASCII document declared in one of them is its own UTF-8.
_ASCII_AS_IS = frozenset(
    {f"cp{n}" for n in range(1250, 1259)}
    | {f"iso8859-{n}" for n in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16)}
)


def _is_utf8(data: bytes) -> bool:
    """Whether `data` is valid UTF-8 (Python's strict decoder; the text is dropped)."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def decode_to_utf8(body: bytes, content_type: str | None = None) -> tuple[bytes | str, str]:
    """What decode() gives, as the UTF-8 bytes themselves when `body` (after its byte-order
    mark) already is the text's UTF-8 (valid UTF-8 read as UTF-8, or all ASCII in a codec
    that reads ASCII as is), else the text decode() makes: for a parser that takes either
    (lexbor encodes a text to UTF-8 first), the text is not made and encoded again."""
    name, skip = detect(body, content_type)
    data = body[skip:] if skip else body
    if name == "utf-8" or name not in _UNICODE:
        if data.isascii():
            if name == "utf-8" or name in _ASCII_AS_IS:
                return data, name
        elif _is_utf8(data):
            return data, "utf-8"  # what decode() reads it as, declared so or not
    return decode(body, content_type)
