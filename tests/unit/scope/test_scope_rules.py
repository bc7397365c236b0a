"""Crawl scope: each seed type's decide() on hand-built parents, hops, embeds, aliases, traps."""

from __future__ import annotations

from typing import Any

import pytest

from keepnet.models import CrawlURI, Hop
from keepnet.scope.rules import (
    Decision,
    Scope,
    origin_of,
    registered_domain,
    url_domain,
    url_host,
)
from keepnet.settings.job import build_job

L, E, R, X, P, INF = (
    Hop.LINK,
    Hop.EMBED,
    Hop.REDIRECT,
    Hop.SPECULATIVE,
    Hop.PREREQUISITE,
    Hop.INFERRED,
)


def make_scope(seeds: list[Any], scope: str = "prefix", **kw: Any) -> Scope:
    return Scope(build_job({"seeds": seeds, "scope": scope, **kw}))


def seed_uri(url: str) -> CrawlURI:
    return CrawlURI(url=url, key=url, host=url_host(url), seed=url)


def via(parent: CrawlURI, url: str, hop: Hop) -> CrawlURI:
    """The CrawlURI of url reached from parent (as the link step would build it)."""
    return parent.child(url, url, url_host(url), hop)


def path_uri(seed: str, hop_path: str, url: str = "http://a.test/dir/deep") -> CrawlURI:
    """A URI at an arbitrary hop path from seed (only hop_path, url and seed matter)."""
    return CrawlURI(url=url, key=url, host=url_host(url), seed=seed, hop_path=hop_path, via=seed)


def accepts(scope: Scope, parent: CrawlURI, url: str, hop: Hop = L) -> bool:
    return scope.decide(parent, url, hop).accept


# -- page -----------------------------------------------------------------------------------

PAGE = "http://a.test/dir/page.html"


def test_page_accepts_only_the_seed_itself() -> None:
    s, seed = make_scope([PAGE], "page"), seed_uri(PAGE)
    assert s.decide(seed, PAGE, L) == Decision(True, "in page scope")
    assert s.decide(seed, "http://a.test/dir/other.html", L) == Decision(False, "out of page scope")
    assert not accepts(s, seed, "http://a.test/")


def test_page_accepts_embeds_of_the_seed_whatever_their_host() -> None:
    s, seed = make_scope([PAGE], "page"), seed_uri(PAGE)
    assert s.decide(seed, "http://cdn.test/i.png", E) == Decision(True, "embed of in-scope page")
    assert accepts(s, seed, "http://cdn.test/app.js", X)


# -- page+ ----------------------------------------------------------------------------------


def test_page_plus_accepts_pages_linked_from_the_seed() -> None:
    s, seed = make_scope([PAGE], "page+"), seed_uri(PAGE)
    d = s.decide(seed, "http://elsewhere.test/x", L)
    assert d == Decision(True, "page+ one hop from seed")


def test_page_plus_stops_one_link_from_the_seed() -> None:
    s, seed = make_scope([PAGE], "page+"), seed_uri(PAGE)
    linked = via(seed, "http://a.test/dir/next.html", L)
    assert s.decide(linked, "http://a.test/dir/third.html", L) == Decision(
        False, "out of page+ scope"
    )


def test_page_plus_takes_embeds_of_the_linked_pages() -> None:
    s, seed = make_scope([PAGE], "page+"), seed_uri(PAGE)
    linked = via(seed, "http://elsewhere.test/x", L)
    assert accepts(s, linked, "http://cdn.test/style.css", E)


def test_page_plus_one_hop_rule_is_for_links_only() -> None:
    s, seed = make_scope([PAGE], "page+"), seed_uri(PAGE)
    assert not accepts(s, seed, "http://a.test/sitemap.xml", INF)


# -- prefix ---------------------------------------------------------------------------------

DIR_SEED = "http://a.test/dir/"


@pytest.mark.parametrize(
    "url",
    [
        "http://a.test/dir/",
        "http://a.test/dir/x",
        "http://a.test/dir/sub/page.html?q=1",
        "http://A.TEST/dir/y",
        "http://a.test:80/dir/z",  # the default port is the same origin
    ],
)
def test_prefix_accepts_urls_under_the_seed_surt_prefix(url: str) -> None:
    s, seed = make_scope([DIR_SEED], "prefix"), seed_uri(DIR_SEED)
    assert s.decide(seed, url, L) == Decision(True, "in prefix scope")


@pytest.mark.parametrize(
    "url",
    [
        "http://a.test/dirt/x",  # "/dir/" must not match "/dirt/"
        "http://a.test/dir",
        "http://a.test/",
        "http://a.test:8080/dir/x",
        "http://www.a.test/dir/x",
        "http://b.test/dir/x",
    ],
)
def test_prefix_refuses_urls_outside_the_prefix(url: str) -> None:
    s, seed = make_scope([DIR_SEED], "prefix"), seed_uri(DIR_SEED)
    assert s.decide(seed, url, L) == Decision(False, "out of prefix scope")


def test_prefix_of_a_file_seed_is_its_directory() -> None:
    s, seed = make_scope([PAGE], "prefix"), seed_uri(PAGE)
    assert accepts(s, seed, "http://a.test/dir/other.html")
    assert not accepts(s, seed, "http://a.test/other.html")


def test_prefix_of_a_seed_without_trailing_slash_is_the_parent_directory() -> None:
    s = make_scope(["http://a.test/dir"], "prefix")
    seed = seed_uri("http://a.test/dir")
    assert accepts(s, seed, "http://a.test/dirt/x")  # Heritrix: prefix up to the last '/'


def test_prefix_ignores_the_query_of_the_seed() -> None:
    s = make_scope(["http://a.test/dir/list?page=2/x"], "prefix")
    seed = seed_uri("http://a.test/dir/list?page=2/x")
    assert accepts(s, seed, "http://a.test/dir/item")
    assert not accepts(s, seed, "http://a.test/other")


def test_extra_surt_prefixes_of_a_seed_are_in_scope() -> None:
    s = make_scope([{"url": DIR_SEED, "surt_prefixes": ["http://(test,c,)/"]}], "prefix")
    seed = seed_uri(DIR_SEED)
    assert accepts(s, seed, "http://c.test/anything")
    assert not accepts(s, seed, "http://d.test/anything")


def test_prefix_treats_https_as_http_like_heritrix() -> None:
    s, seed = make_scope([DIR_SEED], "prefix"), seed_uri(DIR_SEED)
    assert accepts(s, seed, "https://a.test/dir/x")


# -- prefix+ --------------------------------------------------------------------------------


def test_prefix_plus_accepts_one_link_off_an_in_prefix_page() -> None:
    s, seed = make_scope([DIR_SEED], "prefix+"), seed_uri(DIR_SEED)
    inner = via(seed, "http://a.test/dir/inner", L)
    assert s.decide(inner, "http://b.test/x", L) == Decision(True, "prefix+ one hop off prefix")
    assert s.decide(inner, "http://b.test/y", R).accept


def test_prefix_plus_stops_two_links_off_the_prefix() -> None:
    s, seed = make_scope([DIR_SEED], "prefix+"), seed_uri(DIR_SEED)
    outer = via(seed, "http://b.test/x", L)
    assert s.decide(outer, "http://b.test/y", L) == Decision(False, "out of prefix+ scope")


def test_prefix_plus_still_accepts_in_prefix_urls_from_off_prefix_pages() -> None:
    s, seed = make_scope([DIR_SEED], "prefix+"), seed_uri(DIR_SEED)
    outer = via(seed, "http://b.test/x", L)
    assert s.decide(outer, "http://a.test/dir/back", L) == Decision(True, "in prefix+ scope")


@pytest.mark.parametrize(("kind", "seed_url"), [("page+", PAGE), ("prefix+", DIR_SEED)])
def test_plus_scopes_follow_the_redirect_of_the_page_one_link_off(kind: str, seed_url: str) -> None:
    s, seed = make_scope([seed_url], kind), seed_uri(seed_url)
    linked = via(seed, "http://b.test/x", L)
    assert s.decide(seed, "http://b.test/x", L).accept
    assert s.decide(linked, "https://b.test/x", R).accept


# -- host -----------------------------------------------------------------------------------


def test_host_accepts_any_path_and_scheme_on_the_seed_host() -> None:
    s, seed = make_scope([DIR_SEED], "host"), seed_uri(DIR_SEED)
    assert s.decide(seed, "http://a.test/", L) == Decision(True, "in host scope")
    assert accepts(s, seed, "http://a.test/other/x?y")
    assert accepts(s, seed, "https://a.test/secure")  # host:port is scheme-less
    assert accepts(s, seed, "http://a.test:80/dir/")


def test_host_port_matters() -> None:
    s, seed = make_scope([DIR_SEED], "host"), seed_uri(DIR_SEED)
    assert s.decide(seed, "http://a.test:8080/", L) == Decision(False, "out of host scope")
    s2 = make_scope(["http://a.test:8080/"], "host")
    seed2 = seed_uri("http://a.test:8080/")
    assert accepts(s2, seed2, "http://a.test:8080/x")
    assert not accepts(s2, seed2, "http://a.test/x")


def test_host_refuses_subdomains_and_parent_domain() -> None:
    s = make_scope(["http://www.a.test/"], "host")
    seed = seed_uri("http://www.a.test/")
    assert not accepts(s, seed, "http://a.test/")
    assert not accepts(s, seed, "http://img.www.a.test/")


# -- domain ---------------------------------------------------------------------------------


def test_domain_uses_the_public_suffix_list() -> None:
    seed_url = "http://www.example.co.uk/"
    s, seed = make_scope([seed_url], "domain"), seed_uri(seed_url)
    assert s.decide(seed, "http://a.b.example.co.uk/x", L) == Decision(True, "in domain scope")
    assert accepts(s, seed, "https://example.co.uk/")
    assert accepts(s, seed, "http://example.co.uk:8080/")
    assert s.decide(seed, "http://other.co.uk/", L) == Decision(False, "out of domain scope")
    assert not accepts(s, seed, "http://co.uk/")


def test_domain_under_a_reserved_tld() -> None:
    seed_url = "http://news.site.test/"
    s, seed = make_scope([seed_url], "domain"), seed_uri(seed_url)
    assert accepts(s, seed, "http://a.b.site.test/")
    assert not accepts(s, seed, "http://othersite.test/")
    assert not accepts(s, seed, "http://site.test.evil.test/")


# -- embeds and transclusion hops ------------------------------------------------------------


def test_embeds_off_host_are_accepted_within_the_transclusion_limit() -> None:
    s = make_scope([DIR_SEED], "prefix")  # default max_transclusion_hops = 3
    for path in ("", "E", "EX"):
        parent = path_uri(DIR_SEED, path, "http://cdn.test/a.css")
        assert s.decide(parent, "http://fonts.test/f.woff", E) == Decision(
            True, "embed of in-scope page"
        ), path


def test_embeds_off_host_beyond_the_transclusion_limit_are_refused() -> None:
    s = make_scope([DIR_SEED], "prefix")
    parent = path_uri(DIR_SEED, "LEEE", "http://cdn.test/b.css")
    assert s.decide(parent, "http://fonts.test/f.woff", E) == Decision(
        False, "transclusion hops > 3"
    )
    parent = path_uri(DIR_SEED, "EEX", "http://cdn.test/b.css")
    assert not accepts(s, parent, "http://fonts.test/f.woff", X)


def test_transclusion_count_restarts_after_a_link() -> None:
    s = make_scope([DIR_SEED], "prefix", max_transclusion_hops=1)
    assert accepts(s, path_uri(DIR_SEED, "EEL"), "http://cdn.test/i.png", E)
    assert not accepts(s, path_uri(DIR_SEED, "LE"), "http://cdn.test/i.png", E)


def test_redirect_of_an_embed_is_an_embed_and_not_counted() -> None:
    s = make_scope([DIR_SEED], "prefix", max_transclusion_hops=1)
    img = path_uri(DIR_SEED, "E", "http://cdn.test/i.png")
    assert s.decide(img, "https://cdn2.test/i.png", R) == Decision(True, "embed of in-scope page")


def test_link_from_an_off_host_embed_is_judged_by_scope() -> None:
    s = make_scope([DIR_SEED], "prefix")
    frame = path_uri(DIR_SEED, "E", "http://widgets.test/frame.html")
    assert s.decide(frame, "http://widgets.test/more", L) == Decision(False, "out of prefix scope")


def test_second_redirect_of_an_embed_is_still_an_embed() -> None:
    s = make_scope([DIR_SEED], "prefix")
    redirected = path_uri(DIR_SEED, "ER", "https://cdn.test/i.png")
    assert accepts(s, redirected, "https://cdn2.test/i.png", R)


def test_redirect_of_an_embed_does_not_count_as_a_navigation_hop() -> None:
    s = make_scope([DIR_SEED], "prefix", max_hops=1)
    img = path_uri(DIR_SEED, "LE", "http://cdn.test/i.png")
    assert accepts(s, img, "https://cdn.test/i.png", R)


def test_in_scope_embed_beyond_the_transclusion_limit_is_accepted_by_scope() -> None:
    s = make_scope([DIR_SEED], "host", max_transclusion_hops=0)
    assert accepts(s, seed_uri(DIR_SEED), "http://a.test/logo.png", E)


# -- seed redirects become aliases ---------------------------------------------------------


def test_redirect_of_a_seed_is_accepted_and_becomes_an_alias() -> None:
    s, seed = make_scope([DIR_SEED], "page"), seed_uri(DIR_SEED)
    assert s.decide(seed, "https://www.a.test/dir/", R) == Decision(True, "seed redirect")
    ss = s.seed_scope(DIR_SEED)
    assert ss is not None
    assert ss.urls == {DIR_SEED}  # decide() has no side effect: the engine records aliases
    s.add_alias(DIR_SEED, "https://www.a.test/dir/")  # (when it queues the target)
    assert ss.urls == {DIR_SEED, "https://www.a.test/dir/"}
    alias = via(seed, "https://www.a.test/dir/", R)
    # the alias is the seed now: in page scope, and page+ rules would see it as the seed
    assert s.decide(alias, "https://www.a.test/dir/", L).accept


def test_alias_extends_prefix_host_and_domain_scope() -> None:
    for kind, inside in (
        ("prefix", "http://b.test/new/x"),
        ("host", "http://b.test/anything"),
        ("domain", "http://img.b.test/"),
    ):
        s, seed = make_scope([DIR_SEED], kind), seed_uri(DIR_SEED)
        assert not accepts(s, seed, inside), kind
        assert accepts(s, seed, "http://b.test/new/", R)
        s.add_alias(DIR_SEED, "http://b.test/new/")
        alias = via(seed, "http://b.test/new/", R)
        assert accepts(s, alias, inside), kind


def test_redirect_chain_from_a_seed_makes_every_hop_an_alias() -> None:
    s, seed = make_scope([DIR_SEED], "page"), seed_uri(DIR_SEED)
    first = via(seed, "http://b.test/1", R)
    assert s.decide(seed, "http://b.test/1", R).accept
    s.add_alias(DIR_SEED, "http://b.test/1")
    assert s.decide(first, "http://c.test/2", R) == Decision(True, "seed redirect")
    s.add_alias(DIR_SEED, "http://c.test/2")
    ss = s.seed_scope(DIR_SEED)
    assert ss is not None and {"http://b.test/1", "http://c.test/2"} <= ss.urls


def test_redirect_of_an_ordinary_page_is_not_an_alias() -> None:
    s, seed = make_scope([DIR_SEED], "prefix"), seed_uri(DIR_SEED)
    page = via(seed, "http://a.test/dir/old", L)
    assert s.decide(page, "http://a.test/dir/new", R) == Decision(True, "in prefix scope")
    assert s.decide(page, "http://b.test/moved", R) == Decision(False, "out of prefix scope")
    ss = s.seed_scope(DIR_SEED)
    assert ss is not None and ss.urls == {DIR_SEED}


def test_add_alias_replays_aliases_and_is_idempotent() -> None:
    s, seed = make_scope([DIR_SEED], "prefix"), seed_uri(DIR_SEED)
    s.add_alias(DIR_SEED, "http://b.test/new/")
    s.add_alias(DIR_SEED, "http://b.test/new/")
    s.add_alias("http://unknown.test/", "http://c.test/")  # not a seed: ignored
    ss = s.seed_scope(DIR_SEED)
    assert ss is not None
    assert ss.surt_prefixes == ["http://(test,a,)/dir/", "http://(test,b,)/new/"]
    assert accepts(s, seed, "http://b.test/new/page")
    assert s.seed_scope("http://unknown.test/") is None


def test_seeds_keep_separate_scopes_and_overrides() -> None:
    s = make_scope(
        [DIR_SEED, {"url": "http://b.test/x/", "scope": "host", "max_hops": 0}], "prefix"
    )
    a, b = seed_uri(DIR_SEED), seed_uri("http://b.test/x/")
    assert not accepts(s, a, "http://a.test/other")
    assert not accepts(s, a, "http://b.test/other")  # b's scope is not a's
    assert s.decide(b, "http://b.test/other", L) == Decision(False, "max-hops 0 exceeded")
    assert accepts(s, b, "http://b.test/other.css", E)


def test_unknown_seed_is_refused() -> None:
    s = make_scope([DIR_SEED], "prefix")
    stray = seed_uri("http://stray.test/")
    assert s.decide(stray, "http://stray.test/x", L) == Decision(
        False, "unknown seed http://stray.test/"
    )


# -- max hops -------------------------------------------------------------------------------


def test_max_hops_counts_links() -> None:
    s = make_scope([DIR_SEED], "prefix", max_hops=2)
    assert accepts(s, path_uri(DIR_SEED, "L"), "http://a.test/dir/2")
    assert s.decide(path_uri(DIR_SEED, "LL"), "http://a.test/dir/3", L) == Decision(
        False, "max-hops 2 exceeded"
    )


def test_max_hops_counts_links_not_redirects() -> None:
    s = make_scope([DIR_SEED], "prefix", max_hops=2)
    assert accepts(s, path_uri(DIR_SEED, "LL"), "http://a.test/dir/moved", R)
    assert accepts(s, path_uri(DIR_SEED, "LR"), "http://a.test/dir/3", L)
    assert not accepts(s, path_uri(DIR_SEED, "LRL"), "http://a.test/dir/4", L)


def test_max_hops_ignores_embeds_prerequisites_and_inferred_hops() -> None:
    s = make_scope([DIR_SEED], "prefix", max_hops=1, max_transclusion_hops=5)
    assert accepts(s, path_uri(DIR_SEED, "LEEE"), "http://cdn.test/f.woff", E)
    assert accepts(s, path_uri(DIR_SEED, "PI"), "http://a.test/dir/page", L)
    assert accepts(s, seed_uri(DIR_SEED), "http://a.test/dir/sitemap.xml", INF)


def test_default_max_hops_is_heritrix_20_and_null_means_no_limit() -> None:
    s = make_scope([DIR_SEED], "prefix")
    assert accepts(s, path_uri(DIR_SEED, "L" * 19), "http://a.test/dir/deep")
    assert not accepts(s, path_uri(DIR_SEED, "L" * 20), "http://a.test/dir/deep")
    s = make_scope([DIR_SEED], "prefix", max_hops=None)
    assert accepts(s, path_uri(DIR_SEED, "L" * 200), "http://a.test/dir/deep")


def test_per_seed_max_hops_override() -> None:
    s = make_scope([{"url": DIR_SEED, "max_hops": 3}], "prefix", max_hops=1)
    assert accepts(s, path_uri(DIR_SEED, "LL"), "http://a.test/dir/3")


def test_max_hops_is_checked_before_the_embed_rule() -> None:
    s = make_scope([DIR_SEED], "prefix", max_hops=1)
    # an embed cannot add navigation hops, so only a parent already past the limit fails
    assert not accepts(s, path_uri(DIR_SEED, "LL"), "http://cdn.test/i.png", E)


# -- traps come first -----------------------------------------------------------------------


def test_trap_refusals_propagate_for_every_hop_type() -> None:
    s, seed = make_scope([DIR_SEED], "prefix"), seed_uri(DIR_SEED)
    trap = "http://a.test/dir/a/a/a/x"
    reason = "trap: path segment 'a' repeated more than 2 times"
    for hop in (L, E, X, R):
        assert s.decide(seed, trap, hop) == Decision(False, reason), hop


def test_trap_settings_of_the_job_are_used() -> None:
    s = make_scope([DIR_SEED], "prefix", traps={"max_url_length": 30})
    d = s.decide(seed_uri(DIR_SEED), "http://a.test/dir/" + "x" * 20, L)
    assert d == Decision(False, "trap: URL longer than 30 characters")


# -- URL helpers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "origin"),
    [
        ("http://a.test/x/y?z", "http://a.test"),
        ("https://a.test:8443/", "https://a.test:8443"),
        ("http://u:p@a.test/x", "http://u:p@a.test"),
        ("http://a.test", "http://a.test"),
        ("http://[::1]:8080/x", "http://[::1]:8080"),
    ],
)
def test_origin_of(url: str, origin: str) -> None:
    assert origin_of(url) == origin


@pytest.mark.parametrize(
    ("url", "host"),
    [
        ("http://a.test/x", "a.test"),
        ("https://a.test:443/x", "a.test"),
        ("http://a.test:8080/x", "a.test:8080"),
        ("https://a.test:80/x", "a.test:80"),
        ("http://user:pw@a.test/", "a.test"),
        ("http://127.0.0.1:8000/", "127.0.0.1:8000"),
        ("http://[::1]:8080/", "[::1]:8080"),
    ],
)
def test_url_host(url: str, host: str) -> None:
    assert url_host(url) == host


@pytest.mark.parametrize(
    ("url", "domain"),
    [
        ("http://a.b.example.co.uk/x", "example.co.uk"),
        ("http://example.co.uk/", "example.co.uk"),
        ("http://www.example.com:8080/", "example.com"),
        ("http://x.y.site.test/", "site.test"),
        ("http://127.0.0.1/", "127.0.0.1"),
        ("http://[::1]/", "::1"),
        ("http://localhost:8000/", "localhost"),
    ],
)
def test_url_domain(url: str, domain: str) -> None:
    assert url_domain(url) == domain


def test_registered_domain_of_hosts() -> None:
    assert registered_domain("News.Example.CO.UK") == "example.co.uk"
    assert registered_domain("10.0.0.1") == "10.0.0.1"
    assert registered_domain("[2001:db8::1]") == "2001:db8::1"
    assert registered_domain("co.uk") == "co.uk"  # a bare public suffix stays itself
    assert registered_domain("") == ""
