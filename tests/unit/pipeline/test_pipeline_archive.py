"""Archiving step: response or revisit records, and the page's metadata record."""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from warcio.archiveiterator import ArchiveIterator

from keepnet.models import CrawlURI, Exchange, Hop, Outlink
from keepnet.pipeline.archive import Archived, Archiver
from keepnet.pipeline.dedup import DigestIndex
from keepnet.warc.records import sha1_digest
from keepnet.warc.writer import WarcWriter

SEED = "http://a.test/"
STARTED = 1_700_000_000.25
BODY = b"<html><title>t</title><p>same bytes everywhere</p></html>"


def exchange(
    url: str, body: bytes = BODY, status: int = 200, truncated: str | None = None
) -> Exchange:
    reason = {200: "OK", 404: "Not Found"}.get(status, "X")
    head = (
        f"HTTP/1.1 {status} {reason}\r\nContent-Type: text/html\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    ).encode()
    path = "/" + url.split("/", 3)[3]
    req = f"GET {path} HTTP/1.1\r\nHost: a.test\r\n\r\n".encode()
    return Exchange(
        url=url,
        started=STARTED,
        request_head=req,
        status=status,
        reason=reason,
        headers=[("Content-Type", "text/html"), ("Content-Length", str(len(body)))],
        response_head=head,
        wire_body=body,
        payload=body,
        ip="127.0.0.1",
        truncated=truncated,
    )


@pytest.fixture
def archiver(tmp_path: Path) -> Iterator[Archiver]:
    counter = itertools.count(1)
    clock = itertools.count()
    writer = WarcWriter(
        tmp_path / "archive",
        "test",
        {"operator": "unit test"},
        id_factory=lambda: f"<urn:uuid:00000000-0000-0000-0000-{next(counter):012d}>",
        clock=lambda: STARTED + next(clock),
        hostname="host.test",
        software="keepnet-test",
    )
    arch = Archiver(writer, DigestIndex(tmp_path / "state" / "digests.db"))
    yield arch
    arch.close()


def records(tmp_path: Path) -> list[tuple[str, dict[str, str], bytes]]:
    """(type, headers, block) of every record in the crawl's WARC files, in order."""
    out = []
    for path in sorted((tmp_path / "archive").glob("*.warc.gz*")):
        with path.open("rb") as fh:
            for rec in ArchiveIterator(fh, no_record_parse=True):
                headers = dict(rec.rec_headers.headers)
                out.append((rec.rec_type, headers, rec.content_stream().read()))
    return out


def test_first_capture_is_a_response(tmp_path: Path, archiver: Archiver) -> None:
    got = archiver.archive(exchange(SEED))
    assert isinstance(got, Archived)
    assert got.revisit_of is None
    assert got.digest == sha1_digest(BODY)
    assert got.record_id == "<urn:uuid:00000000-0000-0000-0000-000000000002>"  # after warcinfo
    assert got.warc_bytes > 0
    archiver.close()
    kinds = [(t, h.get("WARC-Target-URI")) for t, h, _ in records(tmp_path)]
    assert kinds == [("warcinfo", None), ("response", SEED), ("request", SEED)]
    response = records(tmp_path)[1]
    assert response[1]["WARC-Record-ID"] == got.record_id
    assert response[1]["WARC-Payload-Digest"] == got.digest


def test_warc_bytes_is_the_response_record_length(tmp_path: Path, archiver: Archiver) -> None:
    got = archiver.archive(exchange(SEED))
    archiver.close()
    (warc,) = (tmp_path / "archive").glob("*.warc.gz")
    with warc.open("rb") as fh:
        it = ArchiveIterator(fh, no_record_parse=True)
        lengths = {}
        for rec in it:
            rec.content_stream().read()
            lengths[rec.rec_type] = it.get_record_length()
    assert got.warc_bytes == lengths["response"]


def test_same_payload_at_another_url_is_a_revisit(tmp_path: Path, archiver: Archiver) -> None:
    first = archiver.archive(exchange(SEED))
    second = archiver.archive(exchange("http://a.test/copy"))
    assert second.revisit_of == SEED
    assert second.digest == first.digest
    assert second.record_id != first.record_id
    archiver.close()
    revisits = [h for t, h, _ in records(tmp_path) if t == "revisit"]
    assert len(revisits) == 1
    assert revisits[0]["WARC-Target-URI"] == "http://a.test/copy"
    assert revisits[0]["WARC-Refers-To"] == first.record_id
    assert revisits[0]["WARC-Refers-To-Target-URI"] == SEED


def test_revisits_always_name_the_first_capture(archiver: Archiver) -> None:
    archiver.archive(exchange(SEED))
    archiver.archive(exchange("http://a.test/2"))
    assert archiver.archive(exchange("http://a.test/3")).revisit_of == SEED
    assert len(archiver.digests) == 1


def test_different_payloads_are_all_responses(archiver: Archiver) -> None:
    a = archiver.archive(exchange(SEED, b"one"))
    b = archiver.archive(exchange("http://a.test/2", b"two"))
    assert (a.revisit_of, b.revisit_of) == (None, None)
    assert a.digest != b.digest
    assert len(archiver.digests) == 2


@pytest.mark.parametrize(
    "ex",
    [
        exchange("http://a.test/missing", status=404),  # error pages are not deduplicated
        exchange("http://a.test/cut", truncated="length"),  # nor truncated bodies
    ],
)
def test_non_candidates_are_never_revisits(archiver: Archiver, ex: Exchange) -> None:
    archiver.archive(exchange(SEED))
    assert archiver.archive(ex).revisit_of is None
    assert archiver.archive(ex).revisit_of is None  # and are not remembered either
    assert len(archiver.digests) == 1


def test_empty_bodies_are_never_revisits(archiver: Archiver) -> None:
    assert archiver.archive(exchange(SEED, b"")).revisit_of is None
    assert archiver.archive(exchange("http://a.test/2", b"")).revisit_of is None
    assert len(archiver.digests) == 0


def test_dedup_survives_a_new_archiver_on_the_same_index(tmp_path: Path) -> None:
    db = tmp_path / "state" / "digests.db"
    arch = Archiver(WarcWriter(tmp_path / "archive", "test", {}), DigestIndex(db))
    arch.archive(exchange(SEED))
    arch.close()
    arch = Archiver(WarcWriter(tmp_path / "archive", "test", {}), DigestIndex(db))
    try:
        assert arch.archive(exchange("http://a.test/after-resume")).revisit_of == SEED
    finally:
        arch.close()
    assert len(list((tmp_path / "archive").glob("*.warc.gz"))) == 2


def test_group_commit_dedups_at_once_and_keeps_what_was_flushed(tmp_path: Path) -> None:
    db = tmp_path / "state" / "digests.db"
    arch = Archiver(
        WarcWriter(tmp_path / "archive", "test", {}), DigestIndex(db, group_commit=True)
    )
    arch.archive(exchange(SEED))
    assert arch.archive(exchange("http://a.test/same")).revisit_of == SEED  # before a flush
    other = DigestIndex(db)
    assert len(other) == 0  # not committed yet: a kill now would lose a dedup hit only
    arch.digests.flush()
    assert len(other) == 1
    other.close()
    arch.close()


def test_metadata_record_lists_outlinks_hops_via_and_seed(
    tmp_path: Path, archiver: Archiver
) -> None:
    uri = CrawlURI("http://a.test/p", "k", "a.test", SEED, hop_path="LL", via="http://a.test/v")
    got = archiver.archive(exchange(uri.url))
    outlinks = [
        Outlink("http://a.test/next", Hop.LINK, "a/@href"),
        Outlink("http://cdn.test/i.png", Hop.EMBED, ""),
    ]
    archiver.metadata(uri, got.record_id, outlinks)
    archiver.close()
    (meta,) = [(h, b) for t, h, b in records(tmp_path) if t == "metadata"]
    headers, block = meta
    assert headers["WARC-Target-URI"] == uri.url
    assert headers["WARC-Concurrent-To"] == got.record_id
    assert headers["Content-Type"] == "application/warc-fields"
    assert block.decode().splitlines() == [
        f"seed: {SEED}",
        "via: http://a.test/v",
        "hopsFromSeed: LL",
        "outlink: http://a.test/next L a/@href",
        "outlink: http://cdn.test/i.png E -",
    ]


def test_metadata_of_a_seed_has_dash_hops_and_no_via(tmp_path: Path, archiver: Archiver) -> None:
    uri = CrawlURI(SEED, "k", "a.test", SEED)
    got = archiver.archive(exchange(SEED))
    archiver.metadata(uri, got.record_id, [])
    archiver.close()
    (block,) = [b for t, _, b in records(tmp_path) if t == "metadata"]
    assert block.decode().splitlines() == [f"seed: {SEED}", "hopsFromSeed: -"]


def test_close_finishes_the_warc_and_the_index(tmp_path: Path, archiver: Archiver) -> None:
    archiver.archive(exchange(SEED))
    archiver.close()
    names = [p.name for p in (tmp_path / "archive").iterdir()]
    assert len(names) == 1 and names[0].endswith(".warc.gz")  # no ".open" left
    with pytest.raises(sqlite3.ProgrammingError):
        archiver.digests.lookup(sha1_digest(BODY))


def test_metadata_serialized_by_the_worker_is_written_only_for_its_response(
    tmp_path: Path,
) -> None:
    """A metadata record serialized beforehand (records.serialized_metadata, as the
    extraction worker makes it) is written as it is when it names the record just archived
    and the page's URL; made for another record (the response a revisit replaced) it is
    not, and the crawl's own is written.  Both have the same lines and the response's date."""
    from keepnet.warc.compression import LEVEL
    from keepnet.warc.records import (
        deflate_piece,
        encoded_outlink_fields,
        serialized_metadata,
        warc_date,
    )

    writer = WarcWriter(tmp_path / "archive", "test", {}, hostname="h", software="s")
    arch = Archiver(writer, DigestIndex(tmp_path / "digests.db"))
    uri = CrawlURI("http://a.test/p", "k", "a.test", SEED, hop_path="LL", via="http://a.test/v")
    outlinks = [Outlink("http://a.test/next", Hop.LINK, "a/@href")]
    text = encoded_outlink_fields(outlinks)
    lines = (text, deflate_piece(text, LEVEL))
    date = warc_date(STARTED)
    got = arch.archive(exchange(uri.url))
    made = serialized_metadata(uri.url, "LL", uri.via, SEED, lines, got.record_id, date, LEVEL)
    arch.metadata(uri, got.record_id, outlinks, lines, made)
    other = serialized_metadata(uri.url, "LL", uri.via, SEED, lines, "<urn:uuid:x>", date, LEVEL)
    arch.metadata(uri, got.record_id, outlinks, lines, other)
    arch.close()
    metas = [(h, b) for t, h, b in records(tmp_path) if t == "metadata"]
    assert len(metas) == 2
    (h1, b1), (h2, b2) = metas
    assert h1["WARC-Record-ID"] == dict(made[0])["WARC-Record-ID"]
    assert h1["WARC-Date"] == h2["WARC-Date"] == date  # the response's, either way
    assert h2["WARC-Record-ID"] != dict(other[0])["WARC-Record-ID"]
    assert h1["WARC-Concurrent-To"] == h2["WARC-Concurrent-To"] == got.record_id
    assert b1 == b2
    assert b1.decode().splitlines() == [
        f"seed: {SEED}",
        "via: http://a.test/v",
        "hopsFromSeed: LL",
        "outlink: http://a.test/next L a/@href",
    ]
