"""Charset detection order: BOM, HTTP header, in-document declaration, UTF-8."""

from __future__ import annotations

import pytest

from keepnet.extract.charset import decode, detect, normalize_label


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
