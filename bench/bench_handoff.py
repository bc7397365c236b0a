"""The extraction worker's hand-off replayed over a crawl's own pages, sockets included.

    PYTHONPATH=TREE/src .venv/bin/python bench/bench_handoff.py WARC... [--repeats 7]

One thread plays both processes over a socketpair: for each HTML page of the WARC (those
the worker would get), the crawl's request as `Offload.submit` makes and sends it (deflate,
shingles and tier asked for), the worker's read and unpickling of it, the worker's answer
(made beforehand: analysis, shingles, digests, outlink lines, tier decision, records;
copied afresh for each repeat) made into a frame and sent, and the crawl's read of it into its receive buffer, unpickling and
rebuilding (`Offload.result`).  Prints each side's thread CPU µs a page (min of the
repeats per column).  Works on trees before the out-of-band frames (e.g. 9a9f629) too.
"""

from __future__ import annotations

import argparse
import gc
import os
import pickle
import socket
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from bench_worker_replay import load  # noqa: E402

from keepnet.pipeline import offload  # noqa: E402
from keepnet.scope.families import shingle_array, shingles_from_bytes  # noqa: E402
from keepnet.warc.compression import LEVEL  # noqa: E402

FRAMES = hasattr(offload, "_frame_pieces")  # this tree's out-of-band frames


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("paths", nargs="+")
    p.add_argument("--repeats", type=int, default=7)
    a = p.parse_args()
    exs = [ex for ex in load(a.paths) if len(ex.payload) < 1_000_000]  # one frame in flight
    answers = []
    for i, ex in enumerate(exs):
        found = offload.analyse(ex, 10000)
        deflated = offload.deflate_piece(ex.payload, LEVEL)
        digests = offload.response_digests(ex.response_head, ex.payload)
        lines = offload._outlink_lines(found[0].outlinks, LEVEL)
        pair = offload._records(ex, deflated, digests, LEVEL)
        words = shingle_array(found[0].text or "").tobytes()
        decided = offload.decide(ex, found[0].outlinks)
        value = (offload._packed(found), None, words, digests, lines, decided, pair)
        answers.append(pickle.dumps((i, True, value), protocol=5))
    crawl, worker = socket.socketpair()
    for s in (crawl, worker):
        s.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 8 << 20)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 8 << 20)
    chunk = memoryview(bytearray(1 << 20))
    if FRAMES:
        frames = offload._frames(worker)
    else:
        reader = worker.makefile("rb")
    clock = time.thread_time

    def one_pass(acc: list[float]) -> None:
        # fresh answers each pass, as the worker's are: a str pickled once has its UTF-8
        # kept, and a page's text (non-ASCII on the generated site) costs ~5 us to encode
        fresh = [pickle.loads(answer) for answer in answers]
        for i, ex in enumerate(exs):
            t0 = clock()
            if FRAMES:  # the crawl's submit
                request = (i, offload._sent(ex, True), 10000, LEVEL, True, True, None)
                crawl.sendmsg(offload._frame_pieces(request)[0])
            else:
                crawl.sendall(offload._frame((i, ex, 10000, LEVEL, True, True)))
            t1 = clock()
            if FRAMES:  # the worker's read
                values = offload._loads(next(frames))[1]
                offload._received(values, True)
            else:
                head = reader.read(4)
                pickle.loads(reader.read(int.from_bytes(head, "big")))
            t2 = clock()
            if FRAMES:  # the worker's answer
                offload._reply(worker, fresh[i])
            else:
                worker.sendall(offload._frame(fresh[i]))
            t3 = clock()
            got, need = 0, 4  # the crawl's read (_readable) and result()
            while got < need:
                got += crawl.recv_into(chunk[got:])
                if got >= 4:
                    need = 4 + int.from_bytes(chunk[:4], "big")
            body = chunk[4:need]
            if FRAMES and body[:4] == bytes(4):  # as _readable reads it
                _, _, value = pickle.loads(body[4:])
            else:
                _, _, value = offload._loads(body) if FRAMES else pickle.loads(body)
            offload._unpacked(value[0])
            shingles_from_bytes(value[2])
            t4 = clock()
            for k, (start, end) in enumerate(((t0, t1), (t1, t2), (t2, t3), (t3, t4))):
                acc[k] += end - start

    best = [float("inf")] * 4
    for _ in range(a.repeats):
        acc = [0.0] * 4
        gc.collect()
        one_pass(acc)
        best = [min(b, x * 1e6 / len(exs)) for b, x in zip(best, acc, strict=True)]
    send, read, reply, result = best
    print(
        f"{len(exs)} pages: crawl send {send:.1f} + read {result:.1f} = {send + result:.1f}; "
        f"worker read {read:.1f} + answer {reply:.1f} = {read + reply:.1f} us a page"
    )


if __name__ == "__main__":
    main()
