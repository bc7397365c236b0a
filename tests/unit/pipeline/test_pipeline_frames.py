"""The hand-off's frames (keepnet.pipeline.frames): what is pickled comes back whole."""

from __future__ import annotations

import pickle
from pickle import PickleBuffer

from keepnet.pipeline.frames import frame_pieces, loads


def _read(pieces: list[object]) -> object:
    return loads(memoryview(b"".join(pieces))[4:])  # type: ignore[arg-type]


def test_frames_give_each_object_back_whole() -> None:
    url = "http://example.org/a"
    shared = ("WARC-Target-URI", url)
    objs = [
        (1, True, ([url, url], "LL", ["a/@href"] * 2, "html", "t", "é" * 5000, None)),
        (2, [shared, shared], PickleBuffer(b"x" * 10000), PickleBuffer(b"")),
        (3, False, "ValueError('x')"),
    ]
    for obj in objs:
        pieces, size = frame_pieces(obj)
        assert sum(memoryview(p).nbytes for p in pieces) == size
        got = _read(pieces)
        want = pickle.loads(pickle.dumps(obj, protocol=5))
        if obj[0] == 2:  # the buffers come back as bytes of their own
            assert got[2:] == (b"x" * 10000, b"")  # type: ignore[index]
            got, want = got[:2], want[:2]  # type: ignore[index]
        assert got == want
