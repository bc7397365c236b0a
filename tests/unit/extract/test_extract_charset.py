"""Charset detection order: BOM, HTTP header, in-document declaration, UTF-8."""

from __future__ import annotations

import codecs

import pytest

from keepnet.extract.charset import _ASCII_AS_IS, decode, decode_to_utf8, detect, normalize_label


@pytest.mark.parametrize(
    ("label", "codec"),
    [
        ("UTF-8", "utf-8"),
        ("utf8", "utf-8"),
        ("ISO-8859-1", "cp1252"),
        ("latin1", "cp1252"),
        ("us-ascii", "cp1252"),
        ("windows-1251", "cp1251"),
        ("gb2312", "gb18030"),
        ("Shift_JIS", "cp932"),
        ("euc-kr", "cp949"),
        ('"koi8-r"', "koi8-r"),
        ("base64", None),
        ("no-such-charset", None),
        ("", None),
    ],
)
def test_normalize_label(label: str, codec: str | None) -> None:
    assert normalize_label(label) == codec


def test_bom_wins_over_everything() -> None:
    body = b"\xef\xbb\xbf<meta charset=latin1>"
    assert detect(body, "text/html; charset=windows-1251") == ("utf-8", 3)
    text, name = decode("\ufeff<p>é</p>".encode("utf-16-le"), "text/html; charset=utf-8")
    assert (text, name) == ("<p>é</p>", "utf-16-le")


def test_header_then_meta_then_default() -> None:
    assert detect(b"<meta charset=koi8-r>", "text/html; charset=windows-1251")[0] == "cp1251"
    assert detect(b"<meta charset=koi8-r>", "text/html")[0] == "koi8-r"
    meta = b'<meta http-equiv="Content-Type" content="text/html; charset=Windows-1250">'
    assert detect(meta, None)[0] == "cp1250"
    assert detect(b'<?xml version="1.0" encoding="ISO-8859-2"?><html>', None)[0] == "iso8859-2"
    assert detect(b"<p>nothing declared</p>", None)[0] == "utf-8"
    assert detect(b"<meta charset=bogus>", "text/html; charset=alsobogus")[0] == "utf-8"


def test_meta_utf16_means_utf8() -> None:
    assert detect(b"<meta charset=utf-16>", None)[0] == "utf-8"


def test_valid_utf8_beats_a_wrong_legacy_declaration() -> None:
    body = "<meta charset=gb2312><title>中文 café</title>".encode()
    assert decode(body) == (body.decode(), "utf-8")
    legacy = "<meta charset=gb2312><title>中文</title>".encode("gb2312")
    assert decode(legacy) == (legacy.decode("gb18030"), "gb18030")


def test_decode_never_raises() -> None:
    for body in (b"\xff\xfe\xfd", b"\x80" * 10, bytes(range(256))):
        for ct in (None, "text/html; charset=utf-8", "text/html; charset=shift_jis"):
            text, _ = decode(body, ct)
            assert isinstance(text, str)


def test_codecs_read_as_is_read_every_ascii_byte_as_itself() -> None:
    for name in _ASCII_AS_IS:
        assert codecs.lookup(name).name == name  # as normalize_label names it
        for b in range(128):  # single-byte and stateless: each byte alone
            assert bytes([b]).decode(name) == chr(b), (name, b)


@pytest.mark.parametrize(
    "content_type",
    [None, "text/html", "text/html; charset=utf-8", "text/html; charset=iso-8859-1",
     "text/html; charset=iso-8859-2", "text/html; charset=utf-16", "text/html; charset=shift_jis",
     "text/html; charset=utf-7", "text/html; charset=iso-2022-jp", "text/html; charset=cp037",
     "text/html; charset=utf-8-sig", "text/html; charset=bogus"],
)  # fmt: skip
def test_decode_to_utf8_is_what_decode_gives(content_type: str | None) -> None:
    import random

    rng = random.Random(13)
    pieces = [
        b"<p>plain ascii</p>", "caf\u00e9 \u00b7 \u4e2d".encode(), b"\xff\xfe", b"\xe9t\xe9",
        b"\xed\xa0\x80", b"\xc3", b"+AGE-", b"\x1b$B", b"~{", b"\x00", b"\x80",
        "\U0001f600".encode(), b'<meta charset="windows-1250">', b"<meta charset=utf-16>",
    ]  # fmt: skip
    boms = [b"", b"", b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff"]
    for _ in range(400):
        body = rng.choice(boms) + b"".join(rng.choice(pieces) for _ in range(rng.randrange(0, 8)))
        got, name = decode_to_utf8(body, content_type)
        text, expected_name = decode(body, content_type)
        assert name == expected_name, body
        if isinstance(got, bytes):
            assert got == text.encode("utf-8"), body  # what lexbor is given for the text
        else:
            assert got == text, body
