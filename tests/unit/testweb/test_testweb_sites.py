"""The crawler-test sites in tests/sites agree with the ground truth they publish."""

from __future__ import annotations

import pytest

from keepnet.testweb import Raw, Response
from sites import badinput, duplicates, linkforms, redirects, robots, scope, traps
from sites.hostile import hostile_web, scope_web


async def status(web, url: str) -> int:  # noqa: ANN001
    resp = await web.fetch(url)
    assert isinstance(resp, Response), url
    return resp.status


async def test_every_ground_truth_url_exists() -> None:
    web = hostile_web()
    urls = (
        linkforms.LINKS_ALL_URLS
        | traps.TRAP_REAL_URLS
        | set(traps.TRAP_ENTRIES.values())
        | duplicates.DUP_PAGE_URLS
        | duplicates.DUP_IMAGE_URLS
        | duplicates.UNIQUE_URLS
        | robots.POLITE_ALLOWED
        | robots.POLITE_DISALLOWED
        | robots.ROBOTS404_ALLOWED
        | badinput.MALFORMED_LINKS
        | {badinput.BAD_UTF8_LINK, redirects.REDIRECT_CHAIN[-1]}
    )
    for url in sorted(urls):
        assert await status(web, url) == 200, url
    assert not web.unknown


async def test_link_forms_page_is_built_from_its_table() -> None:
    web = hostile_web()
    page = await web.fetch(linkforms.ALL_PAGE)
    assert isinstance(page, Response)
    assert page.header("Link") == linkforms.ALL_LINK_HEADER_VALUE
    html = page.body.decode()
    for snippet in linkforms.ALL_NOT_LINKS:
        assert snippet in html
    assert len(linkforms.ALL_OUTLINKS) >= 30
    assert {hop for hop, _ in linkforms.ALL_OUTLINKS.values()} == {"L", "E"}


async def test_redirects_and_retries() -> None:
    web = hostile_web()
    statuses = [await status(web, u) for u in redirects.REDIRECT_CHAIN]
    assert statuses == [*redirects.REDIRECT_CHAIN_STATUSES, 200]
    assert [await status(web, redirects.RETRY_503) for _ in range(2)] == [503, 200]
    assert [await status(web, redirects.RETRY_429) for _ in range(2)] == [429, 200]
    assert [await status(web, redirects.ALWAYS_503) for _ in range(3)] == [503] * 3
    assert await status(hostile_web(), redirects.RETRY_503) == 503  # fresh web, fresh counter


async def test_robots_cases() -> None:
    web = hostile_web()
    polite = await web.fetch("http://polite.test/robots.txt")
    assert isinstance(polite, Response) and b"Crawl-delay: 1" in polite.body
    assert await status(web, "http://robots500.test/robots.txt") == 500
    assert await status(web, "http://robots404.test/robots.txt") == 404


async def test_bad_input_cases_are_hostile() -> None:
    web = hostile_web()
    kinds = {url: await web.fetch(url) for url in badinput.BAD_CASE_URLS}
    raw = {u for u, b in kinds.items() if isinstance(b, Raw)}
    assert {u.rsplit("/", 1)[1] for u in raw} == {
        "stall-body.html",
        "trickle.html",
        "reset.html",
        "truncated.html",
        "garbage-status",
        "not-http",
        "empty-reply",
    }
    huge = kinds["http://bad.test/huge.bin"]
    assert isinstance(huge, Response) and len(huge.body) == badinput.HUGE_SIZE > 5_000_000
    slow = kinds["http://bad.test/slow.html"]
    assert isinstance(slow, Response) and slow.delay == badinput.SLOW_SECONDS
    many = kinds["http://bad.test/many-links.html"]
    assert isinstance(many, Response) and many.body.count(b"<a href=") == badinput.MANY_LINKS


def test_scope_sets_are_distinct_and_nested_sensibly() -> None:
    exp = scope.SCOPE_EXPECTED
    assert len({exp[s] for s in scope.SCOPES}) == len(scope.SCOPES)
    assert (
        exp["page"] < exp["page+"]
        and exp["prefix"] < exp["prefix+"]
        and exp["prefix"] < exp["host"]
    )
    assert exp["host"] < exp["domain"]
    assert all(scope.SCOPE_SEED in exp[s] for s in scope.SCOPES)


@pytest.mark.parametrize("url", sorted(scope.SCOPE_ALL_URLS))
async def test_scope_web_serves_every_url(url: str) -> None:
    assert await status(scope_web(), url) == 200
