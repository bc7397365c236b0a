"""Link step: extraction -> canonical keys -> scope and traps -> budget -> candidates."""

from __future__ import annotations

import gzip
from collections.abc import Callable
from typing import Any

import pytest

from keepnet.models import CrawlURI, Exchange, Hop
from keepnet.pipeline.links import EMBED_PRIORITY, LINK_PRIORITY, LinkProcessor
from keepnet.scope.rules import Scope
from keepnet.settings.job import build_job
from keepnet.url.canon import get_canonicalizer

SEED = "http://a.test/dir/"
SEED_URI = CrawlURI(SEED, SEED, "a.test", SEED)

PAGE = b"""<!doctype html><html><head><title>Dir index</title>
<link rel="stylesheet" href="/dir/site.css"></head><body>
<a href="page1.html">one</a>
<a href="HTTP://A.test:80/dir/Page2.html?">two</a>
<a href="/elsewhere/x.html">out</a>
<a href="http://b.test/">other host</a>
<img src="http://cdn.test/logo.png">
<a href="/dir/a/a/a/loop.html">trap</a>
<a href="mailto:me@a.test">mail</a>
</body></html>"""


def processor(max_outlinks: int = 100, **job: Any) -> LinkProcessor:
    settings = build_job({"seeds": [SEED], "scope": "prefix", **job})
    return LinkProcessor(Scope(settings), get_canonicalizer("heritrix"), max_outlinks)


def html(
    url: str,
    body: bytes = PAGE,
    status: int = 200,
    extra: list[tuple[str, str]] | None = None,
    payload: bytes | None = None,
    mime: str = "text/html; charset=utf-8",
) -> Exchange:
    """A response as the fetcher keeps it (payload defaults to the body: no encoding)."""
    headers = [("Content-Type", mime), *(extra or [])]
    head = (
        f"HTTP/1.1 {status} X\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers) + "\r\n"
    ).encode()
    data = body if payload is None else payload
    return Exchange(
        url=url,
        started=0.0,
        request_head=b"GET / HTTP/1.1\r\n\r\n",
        status=status,
        reason="X",
        headers=headers,
        response_head=head,
        wire_body=data,
        payload=data,
    )


def admit_all(cand: CrawlURI) -> str | None:
    return None


def recording(asked: list[CrawlURI]) -> Callable[[CrawlURI], str | None]:
    """A budget that admits everything and records what it was asked."""

    def budget(cand: CrawlURI) -> str | None:
        asked.append(cand)
        return None

    return budget


def by_url(cands: list[CrawlURI]) -> dict[str, CrawlURI]:
    return {c.url: c for c in cands}


# -- extraction to candidates ---------------------------------------------------------------


def test_in_scope_links_and_all_embeds_become_candidates() -> None:
    result = processor().process(SEED_URI, html(SEED), admit_all)
    assert result.title == "Dir index"
    assert result.decode_error is None
    assert set(by_url(result.candidates)) == {
        "http://a.test/dir/site.css",
        "http://a.test/dir/page1.html",
        "http://a.test/dir/Page2.html?",  # the URL as found (WHATWG-serialized)...
        "http://cdn.test/logo.png",  # an embed: accepted off-host
    }
    # every http(s) URL found is kept for the metadata record (mailto: is not an outlink)
    assert len(result.outlinks) == 7


def test_candidates_carry_hop_path_via_seed_host_key_and_priority() -> None:
    parent = CrawlURI("http://a.test/dir/sub/", "k", "a.test", SEED, hop_path="L", via=SEED)
    body = b'<a href="next.html">n</a><img src="http://cdn.test:8080/i.png">'
    got = by_url(processor().process(parent, html(parent.url, body), admit_all).candidates)
    link = got["http://a.test/dir/sub/next.html"]
    assert (link.hop_path, link.via, link.seed, link.host) == ("LL", parent.url, SEED, "a.test")
    assert link.priority == LINK_PRIORITY
    embed = got["http://cdn.test:8080/i.png"]
    assert (embed.hop_path, embed.host, embed.priority) == ("LE", "cdn.test:8080", EMBED_PRIORITY)
    assert EMBED_PRIORITY > LINK_PRIORITY  # requisites jump ahead in their host's queue


def test_candidate_keys_are_canonical_under_the_seen_profile() -> None:
    result = processor().process(SEED_URI, html(SEED), admit_all)
    page2 = by_url(result.candidates)["http://a.test/dir/Page2.html?"]
    assert page2.key == "http://a.test/dir/page2.html"  # heritrix: lowercased, no empty query


def test_out_of_scope_links_are_counted_not_logged() -> None:
    result = processor().process(SEED_URI, html(SEED), admit_all)
    assert result.out_of_scope == 2  # /elsewhere/x.html and http://b.test/
    assert all(not reason.startswith("out of") for _, reason in result.refused)


def test_refusals_carry_their_reasons() -> None:
    result = processor().process(SEED_URI, html(SEED), admit_all)
    assert result.refused == [
        ("http://a.test/dir/a/a/a/loop.html", "trap: path segment 'a' repeated more than 2 times"),
    ]


def test_max_hops_refusals_are_logged() -> None:
    parent = CrawlURI("http://a.test/dir/deep", "k", "a.test", SEED, hop_path="L", via=SEED)
    body = b'<a href="/dir/deeper">d</a><img src="/dir/i.png">'
    result = processor(max_hops=1).process(parent, html(parent.url, body), admit_all)
    assert result.refused == [("http://a.test/dir/deeper", "max-hops 1 exceeded")]
    assert [c.hop_path for c in result.candidates] == ["LE"]


def test_transclusion_limit_refusals_are_logged() -> None:
    parent = CrawlURI("http://cdn.test/a.css", "k", "cdn.test", SEED, hop_path="E", via=SEED)
    css = b"@import url(b.css);"
    ex = html(parent.url, css, mime="text/css")
    result = processor(max_transclusion_hops=1).process(parent, ex, admit_all)
    assert result.refused == [("http://cdn.test/b.css", "transclusion hops > 1")]
    assert result.candidates == []


def test_redirect_of_a_seed_becomes_an_alias_candidate() -> None:
    lp = processor()
    ex = html(SEED, b"", status=301, extra=[("Location", "https://www.b.test/new/")])
    result = lp.process(SEED_URI, ex, admit_all)
    (cand,) = result.candidates
    assert (cand.url, cand.hop_path, cand.priority) == (
        "https://www.b.test/new/",
        "R",
        LINK_PRIORITY,
    )
    ss = lp.scope.seed_scope(SEED)
    # scoping has no side effect: the engine records the alias when it queues the target
    assert ss is not None and "https://www.b.test/new/" not in ss.urls
    lp.scope.add_alias(SEED, cand.url)  # as the engine does
    # the alias's own links are now in prefix scope
    alias = cand
    later = lp.process(alias, html(alias.url, b'<a href="page">p</a>'), admit_all)
    assert [c.url for c in later.candidates] == ["https://www.b.test/new/page"]


def test_undecodable_body_is_reported_and_still_processed() -> None:
    ex = html(SEED, payload=b"\x1f\x8b not really gzip", extra=[("Content-Encoding", "gzip")])
    result = processor().process(SEED_URI, ex, admit_all)
    assert result.decode_error is not None


def test_gzip_body_is_decoded_before_extraction() -> None:
    ex = html(
        SEED,
        payload=gzip.compress(b'<a href="gz.html">g</a>'),
        extra=[("Content-Encoding", "gzip")],
    )
    result = processor().process(SEED_URI, ex, admit_all)
    assert [c.url for c in result.candidates] == ["http://a.test/dir/gz.html"]


def test_outlinks_over_the_limit_are_dropped_and_counted() -> None:
    body = b"".join(b'<a href="p%d.html">x</a>' % i for i in range(10))
    result = processor(max_outlinks=4).process(SEED_URI, html(SEED, body), admit_all)
    assert len(result.outlinks) == 4
    assert result.outlinks_dropped == 6
    assert len(result.candidates) == 4


# -- budget callback ------------------------------------------------------------------------


def test_budget_sees_only_admissible_candidates_and_can_refuse_them() -> None:
    asked: list[CrawlURI] = []

    def budget(cand: CrawlURI) -> str | None:
        asked.append(cand)
        return "budget: max-pages 1 reached" if cand.hop_path.endswith("L") else None

    result = processor().process(SEED_URI, html(SEED), budget)
    assert {c.url for c in asked} == {
        "http://a.test/dir/site.css",
        "http://a.test/dir/page1.html",
        "http://a.test/dir/Page2.html?",
        "http://cdn.test/logo.png",
    }
    assert [c.hop_path for c in result.candidates] == ["E", "E"]
    refused = dict(result.refused)
    assert refused["http://a.test/dir/page1.html"] == "budget: max-pages 1 reached"
    assert refused["http://a.test/dir/Page2.html?"] == "budget: max-pages 1 reached"


def test_budget_receives_the_full_candidate() -> None:
    asked: list[CrawlURI] = []
    processor().process(SEED_URI, html(SEED, b'<a href="x.html">x</a>'), recording(asked))
    (cand,) = asked
    assert (cand.key, cand.host, cand.hop_path, cand.via) == (
        "http://a.test/dir/x.html",
        "a.test",
        "L",
        SEED,
    )


# -- known keys -----------------------------------------------------------------------------


def test_remembered_keys_are_skipped_without_scope_or_budget() -> None:
    lp = processor()
    first = lp.process(SEED_URI, html(SEED), admit_all)
    lp.remember(c.key for c in first.candidates)
    asked: list[CrawlURI] = []
    again = lp.process(SEED_URI, html(SEED), recording(asked))
    assert again.candidates == []
    assert asked == []
    # refusals and out-of-scope counts are not remembered: they are decided every time
    assert again.refused == first.refused
    assert again.out_of_scope == first.out_of_scope
    assert len(again.outlinks) == len(first.outlinks)


def test_known_keys_match_by_canonical_key() -> None:
    lp = processor()
    lp.remember(["http://a.test/dir/page2.html"])
    body = b'<a href="http://a.test/dir/PAGE2.html">same key</a><a href="p3.html">new</a>'
    result = lp.process(SEED_URI, html(SEED, body), admit_all)
    assert [c.url for c in result.candidates] == ["http://a.test/dir/p3.html"]


def test_known_keys_memory_is_bounded_least_recent_first() -> None:
    lp = processor()
    lp.KNOWN_KEYS = 3
    lp.remember(["k1", "k2", "k3"])
    lp.remember(["k1"])  # touched again: now the most recent
    lp.remember(["k4"])
    assert list(lp._known) == ["k3", "k1", "k4"]


# -- candidate() directly -------------------------------------------------------------------


@pytest.mark.parametrize(
    "url", ["mailto:me@a.test", "javascript:void(0)", "ftp://a.test/dir/f", "data:text/plain,hi"]
)
def test_candidate_refuses_unsupported_schemes(url: str) -> None:
    assert processor().candidate(SEED_URI, url, Hop.LINK) == f"unsupported scheme: {url[:40]}"


def test_candidate_uses_a_given_key() -> None:
    cand = processor().candidate(SEED_URI, "http://a.test/dir/x", Hop.LINK, key="given")
    assert isinstance(cand, CrawlURI) and cand.key == "given"


def test_candidate_returns_the_scope_reason() -> None:
    assert processor().candidate(SEED_URI, "http://b.test/", Hop.LINK) == "out of prefix scope"


def test_candidate_of_an_unknown_seed() -> None:
    stray = CrawlURI("http://s.test/", "k", "s.test", "http://s.test/")
    assert processor().candidate(stray, "http://s.test/x", Hop.LINK) == (
        "unknown seed http://s.test/"
    )
