"""The hand-off's frames (keepnet.pipeline.frames): the reused fast-mode pickler."""

from __future__ import annotations

import pickle
from pickle import PickleBuffer

import pytest

from keepnet.pipeline.frames import Dumps, frame_pieces, loads


def _read(pieces: list[object]) -> object:
    return loads(memoryview(b"".join(pieces))[4:])  # type: ignore[arg-type]


def test_reused_dumps_give_each_object_back_whole() -> None:
    dumps = Dumps()
    url = "http://example.org/a"
    shared = ("WARC-Target-URI", url)
    objs = [
        (1, True, ([url, url], "LL", ["a/@href"] * 2, "html", "t", "é" * 5000, None)),
        (2, [shared, shared], PickleBuffer(b"x" * 10000), None),
        (3, False, "ValueError('x')"),
    ]
    for obj in objs * 2:  # the same Dumps again and again, buffers or not
        pieces, size = frame_pieces(obj, dumps)
        assert sum(memoryview(p).nbytes for p in pieces) == size
        got = _read(pieces)
        want = pickle.loads(pickle.dumps(obj, protocol=5))
        if obj[0] == 2:
            assert got[2] == b"x" * 10000  # type: ignore[index]
            got, want = got[:2] + got[3:], want[:2] + want[3:]  # type: ignore[index]
        assert got == want


def test_dumps_after_a_failed_pickle_still_right() -> None:
    dumps = Dumps()
    deep: list[object] = []
    for _ in range(60):  # past fast mode's nesting limit: it then tracks ids it enters
        deep = [deep]
    with pytest.raises(TypeError):
        frame_pieces((deep, (x for x in ())), dumps)
    obj = (deep, "after")
    assert _read(frame_pieces(obj, dumps)[0]) == obj
    assert dumps.raws == []
