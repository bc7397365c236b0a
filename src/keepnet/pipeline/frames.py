"""The frames between the crawl and its extraction worker (keepnet.pipeline.offload): how
an object is pickled into one (`frame_pieces`), read back (`loads`), and how the
worker reads them off its socket (`frames`) and answers (`reply`).

A frame: its length after these first 4 bytes; the count k of its out-of-band buffers and
their k sizes (4 bytes each); a pickle (protocol 5); the k buffers' bytes.  What the
pickle holds wrapped in a PickleBuffer crosses out of band: sent from the object itself
(`sendmsg` gathers the pieces) and copied once on the other side, into the bytes object
the unpickled value holds.  In band, a page's 10 KB payload was copied into the pickle,
into the length-prefixed frame, by the worker's buffered read and by its unpickling
(bench/bench_handoff.py, a generated page: the crawl's send 12.8 -> 11.8 us, the worker's
read 12.2 -> 9.0).  An answer's bytes (shingles, records) stay in band: out of band they
measured no faster, the crawl copying them out of its receive buffer anyway.
"""

from __future__ import annotations

import pickle
import struct
from pickle import PickleBuffer
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import socket
    from collections.abc import Iterator

COUNT = struct.Struct(">I")
PLAIN = struct.Struct(">II")  # the length of a frame without buffers, and 0
NO_BUFFERS = bytes(4)


def frame_pieces(obj: object) -> tuple[list[Any], int]:
    """(the pieces of `obj`'s frame, to send in order; their length in all)."""
    raws: list[PickleBuffer] = []
    data = pickle.dumps(obj, protocol=5, buffer_callback=raws.append)
    if not raws:  # an answer
        return [PLAIN.pack(4 + len(data), 0), data], 8 + len(data)
    sizes = [memoryview(raw).nbytes for raw in raws]
    size = 4 + 4 * len(sizes) + len(data) + sum(sizes)
    head = struct.pack(f">II{len(sizes)}I", size, len(sizes), *sizes)
    return [head, data, *raws], 4 + size


def frame(obj: object) -> bytes:
    """`obj`'s frame as one bytes object."""
    return b"".join(frame_pieces(obj)[0])


def loads(data: memoryview) -> Any:
    """The object of one frame (`data`: what follows its length); its out-of-band buffers
    come back as bytes objects of their own: `data` may be overwritten once read."""
    (count,) = COUNT.unpack_from(data)
    if not count:
        return pickle.loads(data[4:])
    sizes = struct.unpack_from(f">{count}I", data, 4)
    end = len(data) - sum(sizes)
    buffers, at = [], end
    for size in sizes:
        buffers.append(bytes(data[at : at + size]))
        at += size
    return pickle.loads(data[4 + 4 * count : end], buffers=buffers)


def frames(sock: socket.socket) -> Iterator[memoryview]:
    """The frames the crawl sends (each what follows its length), read into one buffer
    that is reused: a frame is valid until the next one is asked for.  Ends when the
    crawl closes the socket or goes away."""
    buf = bytearray(1 << 20)
    view = memoryview(buf)
    start = end = 0  # the bytes read and not yet taken: buf[start:end]
    while True:
        need = 4
        while True:
            if end - start >= 4:
                need = 4 + int.from_bytes(view[start : start + 4], "big")
                if end - start >= need:
                    break
            if need > len(buf) - start:  # what is left goes to the front
                if need > len(buf):  # of a larger buffer
                    grown = bytearray(need)
                    grown[: end - start] = view[start:end]
                    view.release()
                    buf, view = grown, memoryview(grown)
                else:
                    buf[: end - start] = buf[start:end]
                start, end = 0, end - start
            try:
                got = sock.recv_into(view[end:])
            except OSError:  # reset: the crawl was killed
                return
            if not got:
                return  # the crawl closed the socket (or was killed)
            end += got
        yield view[start + 4 : start + need]
        start += need
        if start == end:
            start = end = 0


def reply(sock: socket.socket, obj: object) -> None:
    """Send `obj`'s frame whole on a blocking socket (the worker's answers)."""
    pieces, size = frame_pieces(obj)
    sent = sock.sendmsg(pieces)
    if sent < size:  # a blocking socket sends it all, unless a signal cut it short
        sock.sendall(memoryview(b"".join(pieces))[sent:])
