"""Bad input (bad.test): the crawl finishes, each broken answer is in crawl.log with a reason,
truncated captures carry WARC-Truncated, and the WARCs stay valid (checked by the harness)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from integration.crawl_harness import (
    CrawlResult,
    LogLine,
    assert_warcio_index_reads_every_record,
    crawl,
    index_pairs,
    requested_urls,
)
from keepnet.fetch import codes
from keepnet.testweb.server import VirtualWeb
from sites import badinput as bad
from sites.badinput import (
    BAD_EXPECT,
    BAD_UTF8_LINK,
    MALFORMED_HIDDEN,
    MALFORMED_LINKS,
    MANY_LINK_URLS,
    MANY_LINKS,
    ORIGIN,
)

MAX_BODY = 1 << 20
MAX_OUTLINKS = 50  # keeps the 5,000-link page's crawl short; the cap is what is tested


@pytest.fixture(scope="module")
def bad_crawl(tmp_path_factory: pytest.TempPathFactory) -> tuple[VirtualWeb, CrawlResult]:
    web = VirtualWeb([bad.build()])
    out = tmp_path_factory.mktemp("bad") / "out"
    result = crawl(
        web,
        [f"{ORIGIN}/"],
        out,
        scope="host",
        read_timeout=1,
        total_timeout=3,
        max_body_bytes=MAX_BODY,
        max_retries=1,
        retry_base_delay=0.1,
        # The /many/N.html leaves are near-empty pages: the trap-family guard would cap
        # them; this crawl is about the per-page outlink limit, so families are off.
        traps={"max_outlinks": MAX_OUTLINKS, "family_idle": None},
    )
    return web, result


def note(line: LogLine, prefix: str) -> str | None:
    return next((a for a in line.annotations if a.startswith(prefix)), None)


def truncated(reason: str) -> Callable[[LogLine], bool]:
    return lambda ln: ln.status == 200 and note(ln, "truncated:") == f"truncated:{reason}"


def failed(code: int) -> Callable[[LogLine], bool]:
    # A failure line carries the failure's reason as its first annotation.
    return lambda ln: ln.status == code and bool(ln.annotations) and ln.annotations[0] != ""


def either(*checks: Callable[[LogLine], bool]) -> Callable[[LogLine], bool]:
    return lambda ln: any(c(ln) for c in checks)


EXPECT: dict[str, Callable[[LogLine], bool]] = {
    "/broken-gzip.html": lambda ln: ln.status == 200 and note(ln, "decode-error:") is not None,
    "/bad-utf8.html": lambda ln: ln.status == 200,
    "/huge.bin": truncated("length"),
    "/huge-chunked.bin": truncated("length"),
    "/slow.html": failed(codes.TIMEOUT),
    "/stall-body.html": either(truncated("time"), failed(codes.TIMEOUT)),
    "/trickle.html": either(truncated("time"), failed(codes.TIMEOUT)),
    "/reset.html": either(truncated("disconnect"), failed(codes.CONNECTION_LOST)),
    "/truncated.html": truncated("disconnect"),
    "/garbage-status": failed(codes.PROTOCOL_ERROR),
    "/not-http": failed(codes.PROTOCOL_ERROR),
    "/empty-reply": either(failed(codes.EMPTY_RESPONSE), failed(codes.CONNECTION_LOST)),
    "/malformed.html": lambda ln: ln.status == 200,
    "/many-links.html": lambda ln: (
        ln.status == 200
        and note(ln, "outlinks-dropped:") == f"outlinks-dropped:{MANY_LINKS - MAX_OUTLINKS}"
    ),
}


def test_every_case_is_known() -> None:
    assert {f"{ORIGIN}{p}" for p in EXPECT} == set(BAD_EXPECT)


def test_crawl_finishes_without_internal_errors(bad_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    _, result = bad_crawl
    assert result.summary.stop_reason == "finished: frontier empty"
    assert not [ln for ln in result.log if ln.status == codes.INTERNAL_ERROR]
    assert result.stats["frontier"]["queued"] == result.stats["frontier"]["leased"] == 0


@pytest.mark.parametrize("path", sorted(EXPECT))
def test_case_is_logged_with_its_reason(
    bad_crawl: tuple[VirtualWeb, CrawlResult], path: str
) -> None:
    _, result = bad_crawl
    line = result.line(f"{ORIGIN}{path}")
    assert EXPECT[path](line), f"{path} ({BAD_EXPECT[ORIGIN + path]}): {line}"


def test_truncated_captures_are_marked_in_the_warc(
    bad_crawl: tuple[VirtualWeb, CrawlResult],
) -> None:
    _, result = bad_crawl
    for path in EXPECT:
        url = f"{ORIGIN}{path}"
        tag = note(result.line(url), "truncated:")
        recs = [r for r in result.captures() if r.uri == url]
        if tag is None:
            assert all(r.header("WARC-Truncated") is None for r in recs), url
        else:
            assert [r.header("WARC-Truncated") for r in recs] == [tag.split(":", 1)[1]], url
    for path in ("/huge.bin", "/huge-chunked.bin"):
        rec = next(r for r in result.captures() if r.uri == f"{ORIGIN}{path}")
        block = int(rec.header("Content-Length") or 0)  # HTTP head + body as received
        assert MAX_BODY <= block <= MAX_BODY + 65536 + 1024, path  # cut near the limit


def test_tools_read_every_record(bad_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    _, result = bad_crawl
    assert_warcio_index_reads_every_record(result)
    ours, theirs = index_pairs(result)
    assert ours == theirs


def test_retryable_failures_are_retried_then_given_up(
    bad_crawl: tuple[VirtualWeb, CrawlResult],
) -> None:
    web, result = bad_crawl
    url = f"{ORIGIN}/slow.html"
    assert requested_urls(web)[url] == 2
    first, last = result.lines(url)
    assert "attempt:1" in first.annotations
    assert "gave-up-after:2" in last.annotations


def test_links_survive_bad_bytes(bad_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    web, result = bad_crawl
    fetched = set(requested_urls(web))
    assert BAD_UTF8_LINK in result.archived
    many = fetched & MANY_LINK_URLS
    assert len(many) == MAX_OUTLINKS
    assert MALFORMED_HIDDEN not in fetched


def test_malformed_html_links_are_extracted(bad_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    web, _ = bad_crawl
    assert set(requested_urls(web)) >= MALFORMED_LINKS


def test_give_ups_end_as_failed_in_the_frontier(bad_crawl: tuple[VirtualWeb, CrawlResult]) -> None:
    """A URL given up on (no usable answer after its retries) is counted as failed, not done."""
    _, result = bad_crawl
    last: dict[str, int] = {}
    for line in result.log:
        last[line.url] = line.status
    given_up = {url for url, status in last.items() if status < 0}
    assert given_up  # the bad-input site has timeouts and resets
    assert result.stats["frontier"]["failed"] == len(given_up)
