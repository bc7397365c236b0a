"""The extraction worker process: same answers as inline, inline when it cannot help or dies."""

from __future__ import annotations

import asyncio
import dataclasses
import gzip
import itertools
import os
import pickle
import random
import signal
import socket
import zlib
from dataclasses import replace

import pytest

from keepnet.extract.dispatch import Extracted
from keepnet.extract.tiering import classify, script_sources
from keepnet.index.written import written_values
from keepnet.models import Exchange, Hop, Outlink, outlinks_of
from keepnet.pipeline.offload import (
    _READY,
    MIN_BYTES,
    Offload,
    _frame,
    _frame_pieces,
    _frames,
    _loads,
    _packed,
    _received,
    _sent,
    _unpacked,
    analyse,
    decide,
)
from keepnet.scope.families import Judging, Verdict, is_novel, shingle_array, shingles
from keepnet.warc.records import (
    build_request,
    build_response,
    deflate_piece,
    encode_warc_fields,
    exchange_records,
    outlink_fields,
    payload_digest,
    serialize,
    serialized_metadata,
    sha1_digest,
)


def _page(path: str, items: int) -> Exchange:
    links = "".join(f'<li><a href="/item/{i}">Item {i} of {path}</a></li>' for i in range(items))
    body = (
        f"<!doctype html><html><head><title>Page {path}</title>"
        f'<link rel=stylesheet href="/s.css"></head><body><ul>{links}</ul>'
        f"<script>var x = 1;</script><p>caf\u00e9 words</p></body></html>"
    ).encode()
    head = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n"
    return Exchange(
        url=f"http://site.test/{path}",
        started=0.0,
        request_head=b"GET / HTTP/1.1\r\n\r\n",
        status=200,
        reason="OK",
        headers=[("Content-Type", "text/html; charset=utf-8")],
        response_head=head,
        wire_body=body,
        payload=body,
    )


async def _ready(off: Offload, timeout: float = 60.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not off._ready:
        assert loop.time() < deadline, "the worker never said it was ready"
        await asyncio.sleep(0.05)


def test_worker_answers_exactly_what_inline_extraction_finds() -> None:
    async def run() -> None:
        off = Offload(1)
        try:
            await _ready(off)
            pages = [_page(f"p{i}", 120 + i) for i in range(5)]
            assert all(len(p.payload) >= MIN_BYTES for p in pages)
            pending = [off.submit(p, 30) for p in pages]  # several in flight at once
            assert all(p is not None for p in pending)
            for page, fut in zip(pages, pending, strict=True):
                assert fut is not None
                got = await off.result(fut)
                assert got is not None and got.analysis == analyse(page, 30)
            small = _page("small", 2)
            assert len(small.payload) < MIN_BYTES and off.submit(small, 30) is None
            assert off.report() == {"workers": 1, "offloaded": 5}
        finally:
            off.close()

    asyncio.run(run())


def test_worker_compresses_the_body_when_asked() -> None:
    async def run() -> None:
        off = Offload(1)
        try:
            await _ready(off)
            page = _page("deflate", 150)
            asked = off.submit(page, None, 6)
            plain = off.submit(page, None)
            chunked = dataclasses.replace(
                page, wire_body=b"ff\r\n" + page.payload + b"\r\n0\r\n\r\n"
            )
            other = off.submit(chunked, None, 6)  # the worker is not sent the wire bytes
            assert asked is not None and plain is not None and other is not None
            got, bare, other_got = [await off.result(f) for f in (asked, plain, other)]
            assert got is not None and bare is not None and other_got is not None
            assert got.analysis == analyse(page, None)
            assert got.body is None  # sent inside the response's member (got.records)
            assert got.digests == (
                payload_digest(page),
                sha1_digest(page.response_head + page.wire_body),
            )
            assert bare.body is None and other_got.body is None
            assert bare.digests is None and other_got.digests is None
            outlinks = got.analysis[0].outlinks
            lines = encode_warc_fields(outlink_fields(outlinks))
            assert got.outlink_lines == (lines, deflate_piece(lines, 6))
            assert bare.outlink_lines is None
            # the response and request records, serialized under new ids: what the writer
            # serializes itself for the page with those ids
            assert got.records is not None and bare.records is None and other_got.records is None
            (resp_headers, resp_member), (req_headers, req_member), indexed = got.records
            rid, qid = dict(resp_headers)["WARC-Record-ID"], dict(req_headers)["WARC-Record-ID"]
            assert rid != qid and dict(req_headers)["WARC-Concurrent-To"] == rid
            body = deflate_piece(page.payload, 6)
            assert resp_member == serialize(build_response(page, rid, body, got.digests), 6)
            # with the response's index values, as the crawl's live index reads them from
            # the record the writer writes
            response = exchange_records(page, got.records, 6)[0]
            assert indexed is not None and indexed == written_values(
                replace(response, indexed=None)
            )
            assert indexed[0] == "test,site)/deflate" and indexed[3:5] == ("text/html", "200")
            assert zlib.decompress(resp_member, 31) == zlib.decompress(
                serialize(build_response(page, rid), 6), 31
            )
            assert req_member == serialize(build_request(page, qid, rid), 6)
            # the lines serve only the very outlinks the worker encoded
            mine = (got.outlink_lines, got.metadata)
            assert got.outlink_records(outlinks) == mine
            assert got.outlink_records(list(outlinks)) == mine  # same objects
            assert got.outlink_records(outlinks[1:]) == (None, None)
            assert got.outlink_records([dataclasses.replace(o) for o in outlinks]) == (None, None)
        finally:
            off.close()

    asyncio.run(run())


def test_worker_makes_the_browser_tiers_decision_when_asked() -> None:
    # the decision the tier would make itself (classify of the decoded body with the page's
    # script outlinks), and the scripts it was made with, so the tier can tell it still holds
    loader = b"<script src='/app.js'></script><script>fetch('/more.json')</script>"
    page = _page("t", 120)
    scripted = dataclasses.replace(
        page, payload=page.payload + loader, wire_body=page.payload + loader
    )

    async def run() -> None:
        off = Offload(1)
        try:
            await _ready(off)
            for ex in (page, scripted):
                asked, plain = off.submit(ex, None, tier=True), off.submit(ex, None)
                assert asked is not None and plain is not None
                got, bare = await off.result(asked), await off.result(plain)
                assert got is not None and bare is not None and bare.tier is None
                outlinks = got.analysis[0].outlinks
                scripts = script_sources(outlinks)
                assert got.tier == (scripts, classify(ex.payload, scripts)) == decide(ex, outlinks)
            assert got.tier[0] == ["http://site.test/app.js"] and got.tier[1].deferred
        finally:
            off.close()

    asyncio.run(run())


def test_worker_decides_a_gzip_page_from_its_one_decompression() -> None:
    # the worker decompresses a content-encoded page once, for the extraction and the tier
    # decision both: the same analysis and decision as analyse and decide each on their own
    noise = f"{random.Random(5).getrandbits(8 * 8192):x}"  # hex digits: ~4 bits a byte
    body = _page("g", 60).payload + f"<!-- {noise} --><script>fetch('/x.json')</script>".encode()
    gz = gzip.compress(body, mtime=0)
    assert len(gz) >= 4096  # the worker's share
    page = dataclasses.replace(
        _page("g", 60),
        headers=[("Content-Type", "text/html"), ("Content-Encoding", "gzip")],
        payload=gz,
        wire_body=gz,
    )

    async def run() -> None:
        off = Offload(1)
        try:
            await _ready(off)
            asked = off.submit(page, None, deflate=5, tier=True)
            assert asked is not None
            got = await off.result(asked)
            assert got is not None and got.analysis == analyse(page, None)
            outlinks = got.analysis[0].outlinks
            scripts = script_sources(outlinks)
            assert got.tier == decide(page, outlinks) == (scripts, classify(body, scripts))
            assert got.tier[1].deferred  # decided from the decompressed page's inline script
        finally:
            off.close()

    asyncio.run(run())


def test_a_dead_worker_leaves_extraction_inline() -> None:
    async def run() -> None:
        off = Offload(1)
        try:
            await _ready(off)
            assert off._proc is not None
            os.kill(off._proc.pid, signal.SIGKILL)
            off._proc.wait()
            fut = off.submit(_page("a", 120), None)  # sent before the crawl noticed, or not
            if fut is not None:
                assert await off.result(fut) is None  # answered "inline" when the socket ends
            for _ in range(100):
                if off.submit(_page("b", 120), None) is None:
                    break
                await asyncio.sleep(0.02)
            assert off.submit(_page("c", 120), None) is None
        finally:
            off.close()

    asyncio.run(run())


def test_no_workers_means_inline() -> None:
    async def run() -> None:
        off = Offload(0)
        assert off.submit(_page("p", 120), None) is None
        off.close()

    asyncio.run(run())


def test_outlinks_cross_the_process_boundary_unchanged() -> None:
    # Outlink pickles by its constructor's arguments (cheaper to load); old-style state
    # pickles (dataclasses' __setstate__) still load
    links = [Outlink("http://a.test/x", hop, ctx) for hop in Hop for ctx in ("", "a/@href")]
    back = pickle.loads(pickle.dumps(links, protocol=pickle.HIGHEST_PROTOCOL))
    assert back == links
    assert all(b.hop is a.hop and type(b) is Outlink for a, b in zip(links, back, strict=True))
    old = Outlink.__new__(Outlink)
    old.__setstate__(("http://a.test/y", Hop.EMBED, "img/@src"))
    assert old == Outlink("http://a.test/y", Hop.EMBED, "img/@src")
    with pytest.raises(dataclasses.FrozenInstanceError):
        back[0].url = "http://a.test/changed"  # type: ignore[misc]


def test_outlinks_of_parallel_lists_are_the_constructors() -> None:
    urls = [f"http://a.test/{i}" for i in range(len(Hop) * 2)]
    hops = [hop for hop in Hop for _ in (0, 1)]
    contexts = ["", "a/@href"] * len(Hop)
    made = outlinks_of(urls, "".join(hops), contexts)
    assert made == [Outlink(u, h, c) for u, h, c in zip(urls, hops, contexts, strict=True)]
    assert all(m.hop is h and type(m) is Outlink for m, h in zip(made, hops, strict=True))
    assert hash(made[0]) == hash(Outlink(urls[0], hops[0], contexts[0]))
    with pytest.raises(dataclasses.FrozenInstanceError):
        made[0].url = "http://a.test/changed"  # type: ignore[misc]
    with pytest.raises(ValueError):  # lists of different lengths
        outlinks_of(urls, "L", contexts)
    assert outlinks_of([], "", []) == []


@pytest.mark.parametrize("error", [None, "utf-8: invalid start byte"])
def test_an_analysis_crosses_packed_unchanged(error: str | None) -> None:
    found = analyse(_page("p", 40), 30)[0]
    assert found.outlinks and found.truncated_outlinks
    odd = Extracted(
        [Outlink("http://a.test/\u00e9", hop, "css/url()") for hop in Hop],
        "css",
        None,
        None,
        None,
        True,
        True,
        0,
    )
    for ext in (found, odd, Extracted([])):
        wire = pickle.dumps(_packed((ext, error)), protocol=pickle.HIGHEST_PROTOCOL)
        back, err = _unpacked(pickle.loads(wire))
        assert (back, err) == (ext, error) and type(back.outlinks) is list
        assert all(b.hop is a.hop for a, b in zip(ext.outlinks, back.outlinks, strict=True))


def test_worker_shingles_are_those_this_process_computes() -> None:
    # the trap families mix shingles hashed by the worker with shingles hashed inline (small
    # pages, before the worker is ready): one text must give one set in either process
    async def run() -> None:
        off = Offload(1)
        try:
            await _ready(off)
            page = _page("shingles", 150)
            asked = off.submit(page, None, None, True)
            plain = off.submit(page, None)
            assert asked is not None and plain is not None
            got = await off.result(asked)
            assert got is not None and got.analysis[0].text
            assert got.shingles == shingle_array(got.analysis[0].text)
            bare = await off.result(plain)
            assert bare is not None and bare.shingles is None
        finally:
            off.close()

    asyncio.run(run())


def test_worker_judges_a_full_familys_page_against_the_set_sent_once() -> None:
    # a Judging carries the family's set to the worker the first time only; the worker's
    # Verdict is is_novel of the page's text against it
    async def run() -> None:
        off = Offload(1)
        try:
            await _ready(off)
            seen_page, new_page = _page("judged", 150), _page("other", 150)
            first = off.submit(seen_page, None, None, True)
            assert first is not None
            got = await off.result(first)
            assert got is not None and got.analysis[0].text
            seen = set(shingles(got.analysis[0].text))
            answers = []
            for page in (seen_page, new_page, seen_page):
                pending = off.submit(page, None, None, Judging(7, seen))
                assert pending is not None
                answers.append(await off.result(pending))
            assert list(off._judged.sets) == [7]  # sent with the first, held since
            texts = [a.analysis[0].text or "" for a in answers if a is not None]
            expected = [Verdict(7, is_novel(t, seen)) for t in texts]
            assert [a.shingles for a in answers if a is not None] == expected
            assert [v.novel for v in expected] == [False, True, False]
        finally:
            off.close()

    asyncio.run(run())


def test_answers_cut_and_joined_anyhow_across_reads() -> None:
    # The crawl reads whole answers straight from its receive buffer and keeps only a
    # partial one: cuts inside a length prefix, inside a body, and reads holding the end of
    # one answer, a whole one and the start of the next all give every answer once.
    async def main() -> None:
        off = Offload(0)
        ours, theirs = socket.socketpair()
        ours.setblocking(False)
        off._sock = ours
        answers = {rid: (True, ("x" * (rid * 5000), rid)) for rid in (1, 2, 3)}
        futures = {}
        for rid in answers:
            futures[rid] = off._loop.create_future()
            off._pending[rid] = futures[rid]
        stream = _frame((_READY, True, None)) + b"".join(
            _frame((rid, *answer)) for rid, answer in answers.items()
        )
        sent = 0
        for cut in (2, 3000, 16000, len(stream) - 10, len(stream)):
            theirs.sendall(stream[sent:cut])
            sent = cut
            off._readable()
            assert sum(f.done() for f in futures.values()) == sum(
                end <= cut for end in _ends(stream)
            )
        assert off._ready
        assert {rid: f.result() for rid, f in futures.items()} == answers
        assert not off._in
        off._sock = None
        ours.close()
        theirs.close()

    asyncio.run(main())


def _ends(stream: bytes) -> list[int]:
    """Where each answer frame after the ready frame ends in `stream`."""
    ends, pos = [], 0
    while pos < len(stream):
        pos += 4 + int.from_bytes(stream[pos : pos + 4], "big")
        ends.append(pos)
    return ends[1:]


def _exchange(body: bytes, wire: bytes | None = None) -> Exchange:
    return Exchange(
        url="http://site.test/\u00e9?q=1",
        started=1.5,
        request_head=b"GET / HTTP/1.1\r\nHost: site.test\r\n\r\n",
        status=203,
        reason="Non-Authoritative",
        headers=[("Content-Type", "text/html"), ("X-Robots-Tag", "noindex")],
        response_head=b"HTTP/1.1 203 Non-Authoritative\r\nContent-Type: text/html\r\n\r\n",
        wire_body=body if wire is None else wire,
        payload=body,
        ip="127.0.0.1",
        truncated="length",
        elapsed=0.25,
        request_body=b"q=2",
    )


def test_an_exchange_crosses_as_its_fields_with_its_payload_out_of_band() -> None:
    body = bytes(range(256)) * 40
    ex = _exchange(body)
    assert ex.mime == "text/html"  # worked out: not sent, worked out again
    pieces, size = _frame_pieces((7, _sent(ex, True), None))
    assert any(isinstance(p, pickle.PickleBuffer) for p in pieces)  # the payload as it is
    assert size == sum(memoryview(p).nbytes for p in pieces)
    frame = memoryview(bytearray(b"".join(pieces)))
    assert int.from_bytes(frame[:4], "big") == size - 4
    rid, values, none = _loads(frame[4:])
    frame[:] = bytes(len(frame))  # the receive buffer is reused: nothing may point into it
    back = _received(values, True)
    assert (rid, none) == (7, None)
    assert back == ex and back.wire_body is back.payload and type(back.payload) is bytes
    assert back.mime == "text/html" and back.payload == body
    # without its records: no heads, no wire body; the rest as it was
    slim = _received(_loads(memoryview(_frame(_sent(ex, False)))[4:]), False)
    assert slim == dataclasses.replace(
        ex, request_head=b"", response_head=b"", wire_body=b"", request_body=b""
    )
    # a wire body equal to the payload but another object: the worker's is the payload
    other = _exchange(body, bytes(bytearray(body)))
    again = _received(_loads(memoryview(_frame(_sent(other, True)))[4:]), True)
    assert again == other and again.wire_body is again.payload
    # every field of Exchange crosses (a new one would be left out without this)
    assert len(_sent(ex, True)) == len([f for f in dataclasses.fields(Exchange) if f.init])


class _Reads:
    """A socket whose recv_into gives `stream` cut at `cuts` (each read at most one piece)."""

    def __init__(self, stream: bytes, cuts: list[int]) -> None:
        self.pieces = [stream[a:b] for a, b in itertools.pairwise([0, *cuts, len(stream)])]

    def recv_into(self, view: memoryview) -> int:
        if not self.pieces:
            return 0  # the crawl went away
        piece = self.pieces[0]
        n = min(len(view), len(piece))
        view[:n] = piece[:n]
        self.pieces[0] = piece[n:]
        if not self.pieces[0]:
            self.pieces.pop(0)
        return n


@pytest.mark.parametrize("seed", range(6))
def test_frames_with_out_of_band_buffers_cut_anyhow_across_reads(seed: int) -> None:
    # the worker's reader: frames of every size (some larger than its 1 MB buffer, some
    # that begin in a read and do not fit after it), several in one read or one cut in many,
    # each read once and whole
    rng = random.Random(seed)
    sizes = [0, 1, 5000, 600_000, 700_000, 20, 1_500_000, 3, 900_000, 300_000, 2_100_000]
    rng.shuffle(sizes)
    objs = [
        (i, pickle.PickleBuffer(rng.randbytes(size)), "x" * (i % 7), pickle.PickleBuffer(b""))
        for i, size in enumerate(sizes)
    ]
    stream = b"".join(_frame(obj) for obj in objs)
    cuts = sorted(rng.sample(range(1, len(stream)), 40) + [3, 4, 5, 700_000, 1_400_000])
    got = [_loads(frame) for frame in _frames(_Reads(stream, cuts))]  # type: ignore[arg-type]
    assert got == [(i, bytes(raw), text, b"") for i, raw, text, _ in objs]


def test_requests_the_socket_cannot_take_at_once_wait_in_order() -> None:
    # the crawl's send: a frame the socket takes in part waits, copied, with the frames
    # after it, and the event loop sends them when it can; the worker reads each whole
    rng = random.Random(3)
    objs = [(i, pickle.PickleBuffer(rng.randbytes(300_000 + i)), "x" * i) for i in range(6)]

    async def main() -> list[object]:
        off = Offload(0)
        ours, theirs = socket.socketpair()
        ours.setblocking(False)
        off._sock = ours
        try:
            for obj in objs:
                off._send(*_frame_pieces(obj))
            assert off._out  # the socket's buffer was full: frames wait
            loop = asyncio.get_running_loop()
            frames = _frames(theirs)
            got = []
            for _ in objs:  # the worker reads in a thread while the loop sends the rest
                got.append(await loop.run_in_executor(None, lambda: _loads(next(frames))))
            assert not off._out
            return got
        finally:
            off._stop()
            theirs.close()

    got = asyncio.run(main())
    assert got == [(i, bytes(raw), text) for i, raw, text in objs]


def test_worker_makes_the_metadata_record_when_given_the_page() -> None:
    """With the page's (hop path, via, seed), the worker serializes its metadata record
    beside the response: concurrent to the response, dated as it, and byte for byte what
    serialized_metadata makes of the same values (the record id aside); without them, or
    without the records (no deflate level), there is none."""

    async def run() -> None:
        off = Offload(1)
        try:
            await _ready(off)
            page = _page("metadata", 120)
            via = "http://example.org/from"
            given = off.submit(page, None, 6, page=("LL", via, "http://example.org/"))
            no_page = off.submit(page, None, 6)
            no_records = off.submit(page, None, None, page=("LL", via, "http://example.org/"))
            assert given is not None and no_page is not None and no_records is not None
            got, bare, plain = [await off.result(f) for f in (given, no_page, no_records)]
            assert got is not None and bare is not None and plain is not None
            assert bare.metadata is None and plain.metadata is None
            assert got.metadata is not None and got.records is not None
            headers, block, member = got.metadata
            fields = dict(headers)
            response = dict(got.records[0][0])
            assert fields["WARC-Concurrent-To"] == response["WARC-Record-ID"]
            assert fields["WARC-Date"] == response["WARC-Date"]
            same = serialized_metadata(
                page.url,
                "LL",
                via,
                "http://example.org/",
                got.outlink_lines,
                response["WARC-Record-ID"],
                response["WARC-Date"],
                6,
            )
            other_id = dict(same[0])["WARC-Record-ID"]
            assert (same[1], dict(same[0]) | {"WARC-Record-ID": fields["WARC-Record-ID"]}) == (
                block,
                fields,
            )
            assert zlib.decompress(member, 31) == zlib.decompress(same[2], 31).replace(
                other_id.encode(), fields["WARC-Record-ID"].encode()
            )
        finally:
            off.close()

    asyncio.run(run())
