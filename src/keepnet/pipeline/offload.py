"""Link and text extraction of HTML responses in a worker process: the crawl's second core.

Decoding, parsing (lexbor), link and text extraction are the part of a page's CPU that does
not need the crawl's state.  `Offload` hands them to one worker process while the event loop
archives, queues and logs other pages; the answer is exactly what keepnet.pipeline.links
computes inline (the same function, `analyse`).

- The worker is a fresh interpreter (`python -m keepnet.pipeline.offload FD`) talking over a
  socket pair: it inherits no open file, no lock (the crawl directory's flock), no thread and
  no SQLite connection of the crawl, and it exits when the crawl's process goes away, kill -9
  included (its socket reads end of file).
- The crawl's side adds no thread: requests and answers are frames (pipeline.frames: a
  length, a pickle, and a request's page payload out of band after it, as it is), sent and
  read by the event loop itself (a GIL shared with helper threads would cost more than the
  extraction saves).
- Until the worker says it is ready (it imports the extraction code on the other core), and
  for small or non-HTML responses whose round trip would cost more than it saves, extraction
  stays inline.  If the worker dies, extraction stays inline from then on.
- Nothing is written by the worker: WARC order and crash safety stay the engine's.  Asked
  to (`submit(..., deflate=LEVEL)`), it also compresses the response's body for its WARC
  record (keepnet.warc.records.deflate_piece), the largest part of a record's gzip, which
  the writer then puts in the record's member as is (`Prepared.body`), and computes the
  response record's payload and block digests (`Prepared.digests`) and its metadata
  record's outlink lines, encoded and compressed (`Prepared.outlink_lines`), and the
  response and request records themselves, under new random ids, serialized into their
  gzip members (`Prepared.records`, keepnet.warc.records.serialized_exchange), with the
  response's index values (`WarcRecord.indexed`, keepnet.index.written: ~3x their cost in
  the crawl's live index): the writer writes them as they are, in its order, unless the
  payload is a duplicate (a revisit).  Asked to (`shingles=True`), it also hashes the
  page's text into the trap families' word 3-shingles (keepnet.scope.families.shingle_array,
  the same in both processes), sent as 8-byte integers in text order (`Prepared.shingles`):
  on a site of similar pages the shingling was the crawl process's largest cost, and in
  text order the crawl still stops at a page's first new shingles.  For a page of a full
  family (whose set no longer changes) it is asked instead to judge the text itself
  (`shingle=Judging`: `is_novel` against the family's set, sent to it once), and sends only
  the Verdict: the crawl then hashes none of the text.  Asked to (`tier=True`), it also
  makes the browser tier's decision from the HTTP response
  (keepnet.extract.tiering.classify: ~10 regular-expression scans of the page, 0.05-1 ms),
  which the tier takes if the page's script outlinks are still those it was made with
  (`Prepared.tier`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import socket
import subprocess
import sys
from array import array
from dataclasses import dataclass, fields
from operator import attrgetter
from pickle import PickleBuffer
from typing import TYPE_CHECKING, Any

from keepnet.extract.dispatch import Extracted, extract
from keepnet.extract.tiering import TierDecision, classify, script_sources
from keepnet.fetch.content import decode_content
from keepnet.index.written import values_of
from keepnet.models import Exchange, outlinks_of
from keepnet.pipeline.frames import NO_BUFFERS as _NO_BUFFERS
from keepnet.pipeline.frames import frame as _frame  # noqa: F401 - the tests' and bench's
from keepnet.pipeline.frames import frame_pieces as _frame_pieces
from keepnet.pipeline.frames import frames as _frames
from keepnet.pipeline.frames import loads as _loads
from keepnet.pipeline.frames import reply as _reply
from keepnet.scope.families import JudgedSets, Judging, Verdict, shingle_array, shingles_from_bytes
from keepnet.warc.records import (
    SerializedMetadata,
    SerializedPair,
    deflate_piece,
    encoded_outlink_fields,
    response_digests,
    serialized_exchange,
    serialized_metadata,
    warc_date,
)

if TYPE_CHECKING:
    import asyncio

log = logging.getLogger(__name__)

HTML = ("text/html", "application/xhtml+xml")
# Below this payload size a page is parsed faster inline than it is pickled both ways; above
# the maximum, the copy to the worker is not worth it either.
MIN_BYTES = 4096
MAX_BYTES = 8 << 20
_READY = -1  # the id of the worker's first frame: imports done

Analysis = tuple[Extracted, str | None]  # what extract() found, and the decode error if any
# The scripts a page's tier decision was made with, and the decision (keepnet.extract.tiering)
Decided = tuple[list[str], TierDecision]


def decide(ex: Exchange, outlinks: list[Any], decoded: bytes | None = None) -> Decided:
    """The browser tier's decision from the HTTP response, as the tier makes it itself
    (`decoded`: decode_content(ex)'s bytes, when the caller has them already)."""
    scripts = script_sources(outlinks)
    return scripts, classify(decode_content(ex)[0] if decoded is None else decoded, scripts)


@dataclass(frozen=True, slots=True)
class Prepared:
    """The worker's answer for one page; each part None when it was not asked for."""

    analysis: Analysis
    # the wire body, deflated for its WARC record (not sent again when `records` has it)
    body: bytes | None = None
    # the text's shingle_array, or a full trap family's Verdict on it (when asked to judge)
    shingles: array[int] | Verdict | None = None
    digests: tuple[str, str] | None = None  # the response record's (response_digests)
    outlink_lines: tuple[bytes, bytes] | None = None  # encoded, and compressed
    tier: Decided | None = None  # the browser tier's decision (`decide`)
    # the response and request records, serialized (records.serialized_exchange)
    records: SerializedPair | None = None
    # the page's outlinks metadata record, serialized (records.serialized_metadata)
    metadata: SerializedMetadata | None = None

    def outlink_records(
        self, outlinks: list[Any]
    ) -> tuple[tuple[bytes, bytes] | None, SerializedMetadata | None]:
        """The outlink lines and the metadata record, if `outlinks` are still the very ones
        the worker encoded (an extension may have changed them; then the crawl makes its
        own): (None, None) otherwise."""
        mine = self.analysis[0].outlinks
        if len(mine) == len(outlinks) and all(a is b for a, b in zip(mine, outlinks, strict=True)):
            return self.outlink_lines, self.metadata
        return None, None


# An Analysis as it crosses between the processes: the outlinks as parallel lists (URLs,
# hop letters as one str, contexts: the same few str objects, pickled once each) rather
# than one pickled Outlink each, and the Extracted by its fields rather than through
# dataclasses' __setstate__.  The worker's pickle of a generated page's analysis: 24.8 ->
# 15.3 us; the crawl's load and rebuild 29.8 -> 20.9 us.
Packed = tuple[
    list[str], str, list[str], str, str | None, str | None, str | None, bool, bool, int, str | None
]


def _packed(analysis: Analysis) -> Packed:
    found, error = analysis
    links = found.outlinks
    return (
        [o.url for o in links],
        "".join([o.hop for o in links]),  # StrEnum: each its letter
        [o.context for o in links],
        found.kind,
        found.title,
        found.text,
        found.charset,
        found.noindex,
        found.nofollow,
        found.truncated_outlinks,
        error,
    )


def _unpacked(packed: Packed) -> Analysis:
    urls, hops, contexts, kind, title, text, charset, noindex, nofollow, truncated, error = packed
    links = outlinks_of(urls, hops, contexts)
    return Extracted(links, kind, title, text, charset, noindex, nofollow, truncated), error


def analyse(ex: Exchange, max_outlinks: int | None) -> Analysis:
    """Decode and extract one response: what keepnet.pipeline.links does with it first."""
    decoded, error = decode_content(ex)
    return extract(ex, decoded, max_outlinks), error


def default_workers() -> int:
    """One worker when there is a second core to run it on, else none."""
    return 1 if (os.cpu_count() or 1) >= 2 else 0


# The Exchange crosses as its fields (not through dataclasses' __getstate__/__setstate__),
# the payload out of band and the wire body not at all: the worker is sent only what it
# reads, and the wire body only when it is the payload (see Offload.submit).
_FIELDS = tuple(f.name for f in fields(Exchange) if f.init)
_values = attrgetter(*_FIELDS)
_PAYLOAD, _WIRE = _FIELDS.index("payload"), _FIELDS.index("wire_body")
_HEADS = tuple(_FIELDS.index(name) for name in ("request_head", "response_head", "request_body"))


def _sent(ex: Exchange, whole: bool) -> list[Any]:
    """`ex`'s fields as sent to the worker: `whole`, with its heads (its records are asked
    for: the wire body is then the payload); else without heads nor wire body."""
    values = list(_values(ex))
    values[_PAYLOAD] = PickleBuffer(ex.payload)
    values[_WIRE] = None
    if not whole:
        for i in _HEADS:
            values[i] = b""
    return values


def _received(values: list[Any], whole: bool) -> Exchange:
    """The Exchange `_sent` sent (its wire body the payload object itself when `whole`)."""
    values[_WIRE] = values[_PAYLOAD] if whole else b""
    return Exchange(*values)


class Offload:
    """Sends `analyse` work to a worker process (workers=0: `submit` always says inline).

    Must be made inside the running event loop."""

    def __init__(self, workers: int) -> None:
        self.workers = min(workers, 1)  # one worker process: the crawl's second core
        self.offloaded = 0  # responses extracted by the worker
        import asyncio  # here: the worker process (this module's main) has no event loop

        self._loop = asyncio.get_running_loop()
        self._pending: dict[int, asyncio.Future[tuple[bool, Any]]] = {}
        self._next_id = 0
        self._in = bytearray()
        # answers are read into this buffer: recv(N) allocates N bytes each call (a 1 MB
        # bytes is an mmap and munmap: ~50 us a read) and shrinks it to what came
        self._chunk = memoryview(bytearray(1 << 20))
        self._out = bytearray()
        self._ready = False
        self._judged = JudgedSets()  # the full families' sets the worker holds
        self._sock: socket.socket | None = None
        self._proc: subprocess.Popen[bytes] | None = None
        if self.workers:
            self._start()

    def _start(self) -> None:
        ours, theirs = socket.socketpair()
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        try:
            self._proc = subprocess.Popen(
                [sys.executable, "-m", "keepnet.pipeline.offload", str(theirs.fileno())],
                pass_fds=[theirs.fileno()],
                stdin=subprocess.DEVNULL,
                env=env,
            )
        except OSError:
            log.warning("no extraction worker; extracting inline", exc_info=True)
            ours.close()
            return
        finally:
            theirs.close()
        ours.setblocking(False)
        self._sock = ours
        self._loop.add_reader(ours.fileno(), self._readable)

    # -- the crawl's side ----------------------------------------------------------------

    def submit(
        self,
        ex: Exchange,
        max_outlinks: int | None,
        deflate: int | None = None,
        shingle: bool | Judging = False,
        tier: bool = False,
        page: tuple[str, str | None, str | None] | None = None,
    ) -> asyncio.Future[Any] | None:
        """The worker's answer for `ex` to pass to `result`, or None: extract inline.

        `deflate`: a compression level; the worker also compresses the wire body for its
        WARC record, computes its digests and the outlink lines, when the wire body is the
        payload it is sent anyway.  `shingle`: the worker also hashes the extracted text
        into shingles, or, given a Judging, judges the text against a full trap family's
        set (sent with the first of its pages, keepnet.scope.families.JudgedSets).
        `tier`: it also makes the browser tier's decision (`decide`)."""
        if not self._ready or not MIN_BYTES <= len(ex.payload) <= MAX_BYTES or ex.mime not in HTML:
            return None
        if deflate is not None and ex.wire_body is not ex.payload and ex.wire_body != ex.payload:
            deflate = None  # chunked or content-encoded: the worker does not have those bytes
        self._next_id += 1
        fut: asyncio.Future[tuple[bool, Any]] = self._loop.create_future()
        self._pending[self._next_id] = fut
        # What analyse reads (URL, headers, payload): not the wire bytes, often a second copy
        # (with the heads when its records are asked for, with deflate: the payload is then
        # the wire body)
        sent = _sent(ex, deflate is not None)
        asked: bool | tuple[int, PickleBuffer | None]
        if isinstance(shingle, Judging):
            held = self._judged.use(shingle.token, None)
            seen = None if held else PickleBuffer(array("q", shingle.seen).tobytes())
            asked = (shingle.token, seen)
        else:
            asked = shingle
        request = (self._next_id, sent, max_outlinks, deflate, asked, tier, page)
        self._send(*_frame_pieces(request))
        self.offloaded += 1
        return fut

    async def result(self, pending: asyncio.Future[Any]) -> Prepared | None:
        """The worker's answer, or None (extract inline) if the worker failed on it."""
        ok, value = await pending
        if not ok:  # an error inline extraction raises (or not) itself
            return None
        packed, body, words, digests, lines, decided, records, meta = value
        analysis = _unpacked(packed)
        shingles = shingles_from_bytes(words) if isinstance(words, bytes) else words
        return Prepared(analysis, body, shingles, digests, lines, decided, records, meta)

    def report(self) -> dict[str, int]:
        """For stats.json: the worker processes, and the responses they extracted."""
        return {"workers": self.workers, "offloaded": self.offloaded}

    def close(self) -> None:
        started = self._ready  # not yet: it was sent nothing and is still importing
        self._stop()
        proc, self._proc = self._proc, None
        if proc is not None:
            if not started:  # a crawl of a few URLs: do not wait for its start-up to end
                proc.terminate()
            try:
                proc.wait(timeout=5)  # its socket closed: it ends by itself
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()

    # -- internals -----------------------------------------------------------------------

    def _send(self, pieces: list[Any], size: int) -> None:
        sock = self._sock
        if sock is None:
            return
        if self._out:  # frames wait: keep their order
            for piece in pieces:
                self._out += piece
            return
        try:
            sent = sock.sendmsg(pieces)
        except BlockingIOError:
            sent = 0
        except OSError:
            self._broken()
            return
        if sent < size:  # the socket's buffer is full: the rest waits, copied
            self._out += memoryview(b"".join(pieces))[sent:]
            self._loop.add_writer(sock.fileno(), self._writable)

    def _writable(self) -> None:
        sock = self._sock
        if sock is None:
            return
        try:
            sent = sock.send(self._out)
        except BlockingIOError:
            return
        except OSError:
            self._broken()
            return
        del self._out[:sent]
        if not self._out:
            self._loop.remove_writer(sock.fileno())

    def _readable(self) -> None:
        sock = self._sock
        if sock is None:
            return
        try:
            got = sock.recv_into(self._chunk)
        except BlockingIOError:
            return
        except OSError:
            got = 0
        if not got:
            self._broken()
            return
        buf = self._in
        # whole answers are read from the chunk itself; only a partial one is kept in `buf`
        # (an answer is ~10-30 KB: copying each one through `buf` cost a copy and a shift)
        if buf:
            buf += self._chunk[:got]
            data = memoryview(buf)
        else:
            data = self._chunk[:got]
        pos, end = 0, len(data)
        while end - pos >= 4:
            size = int.from_bytes(data[pos : pos + 4], "big")
            if end - pos - 4 < size:
                break
            if data[pos + 4 : pos + 8] == _NO_BUFFERS:  # an answer: one pickle
                rid, ok, value = pickle.loads(data[pos + 8 : pos + 4 + size])
            else:
                rid, ok, value = _loads(data[pos + 4 : pos + 4 + size])
            pos += 4 + size
            if rid == _READY:
                self._ready = True
                continue
            fut = self._pending.pop(rid, None)
            if fut is not None and not fut.done():
                fut.set_result((ok, value))
        if buf:
            data.release()  # a bytearray cannot be resized while a view of it is held
            del buf[:pos]
        elif pos < end:
            buf += data[pos:]

    def _broken(self) -> None:
        if self._sock is not None:
            log.warning("extraction worker gone; extracting inline from now on")
        self._stop()

    def _stop(self) -> None:
        self._ready = False
        sock, self._sock = self._sock, None
        if sock is not None:
            with contextlib.suppress(Exception):
                self._loop.remove_reader(sock.fileno())
                self._loop.remove_writer(sock.fileno())
            sock.close()
        for fut in self._pending.values():  # their pages are extracted inline
            if not fut.done():
                fut.set_result((False, None))
        self._pending.clear()
        self._out.clear()


def _outlink_lines(outlinks: list[Any], level: int) -> tuple[bytes, bytes] | None:
    """The metadata record's outlink lines, encoded and compressed (None: none, or a line
    the crawl must refuse itself: encode_warc_fields raises on it there)."""
    if not outlinks:
        return None
    try:
        lines = encoded_outlink_fields(outlinks)
    except ValueError:
        return None
    return lines, deflate_piece(lines, level)


def _records(
    ex: Exchange, deflated: bytes, digests: tuple[str, str], level: int
) -> SerializedPair | None:
    """The page's response and request records, serialized, and the response's index values
    (None: a header value the writer refuses; the crawl meets the refusal itself)."""
    try:
        resp, req, _ = serialized_exchange(ex, deflated, digests, level)
    except ValueError:
        return None
    # the block: the head and the wire body, which is the payload (`submit` asks for the
    # records only then)
    size = len(ex.response_head) + len(ex.payload)
    return resp, req, values_of("response", resp[0], ex.response_head, size)


def _metadata(
    ex: Exchange,
    page: tuple[str, str | None, str | None],
    lines: tuple[bytes, bytes] | None,
    records: SerializedPair,
    level: int,
) -> SerializedMetadata | None:
    """The page's metadata record, serialized (None: a value the writer refuses)."""
    response_id = next(v for k, v in records[0][0] if k == "WARC-Record-ID")
    try:
        return serialized_metadata(ex.url, *page, lines, response_id, warc_date(ex.started), level)
    except ValueError:
        return None


def _serve(fd: int) -> None:
    """The worker: answer (id, exchange's fields (`_sent`), max_outlinks, deflate level,
    shingle, tier, page) frames until the crawl goes away, with (analysis (`_packed`),
    deflated body, shingles or a Verdict, digests, outlink lines, tier decision, records,
    metadata record; each or None).  `shingle`: False, True, or a full trap family's (token,
    its set's bytes or None when this worker holds it); `page`: the metadata record's
    (hop path, via, seed), or None when the crawl writes that record itself."""
    judged = JudgedSets()
    sock = socket.socket(fileno=fd)
    try:
        _reply(sock, (_READY, True, None))
    except OSError:  # the crawl ended before this worker was ready
        return
    for frame in _frames(sock):
        rid, values, max_outlinks, deflate, shingle, tier, page = _loads(frame)
        ex = _received(values, deflate is not None)
        if isinstance(shingle, tuple):  # before anything can fail: the crawl counts it held
            token, data = shingle
            judged.use(token, set(shingles_from_bytes(data)) if data is not None else None)
        try:
            # analyse's, with the decoded payload kept for the tier decision: a gzip or br
            # page is not decompressed twice
            decoded, error = decode_content(ex)
            analysis: Analysis = (extract(ex, decoded, max_outlinks), error)
            deflated = digests = lines = records = meta = None
            if deflate is not None:  # the payload is the wire body (see submit)
                deflated = deflate_piece(ex.payload, deflate)
                digests = response_digests(ex.response_head, ex.payload)
                lines = _outlink_lines(analysis[0].outlinks, deflate)
                records = _records(ex, deflated, digests, deflate)
                if records is not None:  # the deflated body is in the response's member
                    deflated = None
                    if page is not None and (lines is not None or not analysis[0].outlinks):
                        meta = _metadata(ex, page, lines, records, deflate)
            words: bytes | Verdict | None = None
            if isinstance(shingle, tuple):
                words = judged.judge(shingle[0], analysis[0].text or "")
            elif shingle:
                words = shingle_array(analysis[0].text or "").tobytes()
            decided = decide(ex, analysis[0].outlinks, decoded) if tier else None
            answer: tuple[int, bool, Any] = (
                rid,
                True,
                (_packed(analysis), deflated, words, digests, lines, decided, records, meta),
            )
        except Exception as exc:  # noqa: BLE001 - the crawl extracts it inline and sees it
            answer = (rid, False, repr(exc))
        try:
            _reply(sock, answer)
        except OSError:
            return


if __name__ == "__main__":
    _serve(int(sys.argv[1]))
