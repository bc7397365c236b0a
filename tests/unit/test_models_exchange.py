"""Exchange.mime: worked out once, the same answer as from the headers, not carried over."""

from __future__ import annotations

import dataclasses
import pickle

from keepnet.models import Exchange


def exchange(headers: list[tuple[str, str]]) -> Exchange:
    return Exchange("http://a.test/", 0.0, b"", 200, "OK", headers, b"", b"x", b"x")


def test_mime_from_headers_and_remembered() -> None:
    cases = [
        ([("Content-Type", "Text/HTML; charset=utf-8")], "text/html"),
        ([("content-type", " application/json ")], "application/json"),
        ([("X", "y"), ("CONTENT-TYPE", "image/png"), ("Content-Type", "text/plain")], "image/png"),
        ([("Content-Type", "")], ""),
        ([], ""),
    ]
    for headers, mime in cases:
        ex = exchange(headers)
        assert ex.mime == mime and ex.mime == mime  # the second from the first


def test_mime_not_carried_into_a_copy_with_other_headers() -> None:
    ex = exchange([("Content-Type", "text/html")])
    assert ex.mime == "text/html"
    other = dataclasses.replace(ex, headers=[("Content-Type", "text/css")])
    assert other.mime == "text/css"
    assert other == dataclasses.replace(other)  # the remembered value is not compared
    assert exchange([("Content-Type", "text/html")]) == ex


def test_mime_survives_pickling() -> None:
    ex = exchange([("Content-Type", "text/html; q=1")])
    fresh = pickle.loads(pickle.dumps(ex))
    assert fresh.mime == "text/html"
    assert ex.mime == "text/html"
    assert pickle.loads(pickle.dumps(ex)).mime == "text/html"
    assert "_mime" not in repr(ex)
