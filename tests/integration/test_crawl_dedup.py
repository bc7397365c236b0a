"""Duplicate payloads: the first capture is a response, the others revisit records (WARC 1.1
identical-payload-digest profile) pointing at an archived capture of the same payload."""

from __future__ import annotations

from pathlib import Path

from integration.crawl_harness import crawl
from keepnet.testweb.server import VirtualWeb
from sites import duplicates
from sites.duplicates import DUP_GROUPS, UNIQUE_URLS

PROFILE = "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"


def test_duplicates_become_revisits_of_the_first_capture(tmp_path: Path) -> None:
    web = VirtualWeb([duplicates.build()])
    result = crawl(web, [f"{duplicates.D}/"], tmp_path / "out", scope="host", concurrency=1)
    assert result.archived_pages == UNIQUE_URLS.union(*DUP_GROUPS)
    by_uri = {r.uri: r for r in result.captures()}
    assert len(by_uri) == len(result.captures()), "a URL was captured twice"
    order = [r.uri for r in result.captures()]

    for group in DUP_GROUPS:
        recs = [by_uri[u] for u in group]
        responses = [r for r in recs if r.type == "response"]
        revisits = [r for r in recs if r.type == "revisit"]
        assert len(responses) == 1 and len(revisits) == len(group) - 1, [r.type for r in recs]
        original = responses[0]
        # The response is the first capture of the group in the archive.
        assert min(order.index(u) for u in group) == order.index(original.uri)
        digest = original.header("WARC-Payload-Digest")
        for rv in revisits:
            assert rv.header("WARC-Profile") == PROFILE
            assert rv.header("WARC-Payload-Digest") == digest
            assert rv.header("WARC-Refers-To-Target-URI") == original.uri
            assert rv.header("WARC-Refers-To-Date") == original.header("WARC-Date")
            assert rv.http_status == 200
            line = result.line(rv.uri)
            assert f"duplicate:digest:{original.uri}" in line.annotations

    for url in UNIQUE_URLS:
        assert by_uri[url].type == "response"
    assert result.stats["revisits"] == sum(len(g) - 1 for g in DUP_GROUPS)
