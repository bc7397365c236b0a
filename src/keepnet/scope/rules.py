"""Crawl scope: which discovered URLs a crawl fetches, by Archive-It seed type and hops.

Rule order for a candidate URL (first match decides), modelled on Heritrix 3's default
DecideRuleSequence:

1. trap defences (keepnet.scope.traps) — reject;
2. more link hops (L) than --max-hops — reject;
3. an embed chain (E/X hops, and redirects inside it) of an in-scope page, within the
   transclusion-hop limit — accept, whatever its host (a page is archived with what it needs
   to render); past the limit it must be in scope by rule 5;
4. the redirect target of a seed — accept, and (the engine records it) it becomes an alias
   of the seed (Heritrix's seedsRedirectNewSeeds); in page+/prefix+ the redirect target of
   any admitted page stands for that page; at most MAX_REDIRECTS redirects in a row;
5. the seed's scope type — accept if it matches:

   ========  ===========================================================================
   page      the seed only (plus its embeds, rule 3)
   page+     the seed and every page it links to directly (Archive-It "One Page+")
   prefix    URLs under the seed's SURT prefix, derived as Heritrix does (Archive-It
             "Standard")
   prefix+   prefix, plus pages one link away from an in-prefix page ("Standard+")
   host      the seed's host (and port)
   domain    the seed's registered domain and all its subdomains (public suffix list)
   artifact  the scholarly artifact whose entry page is the seed: the membership test is
             the artifact boundary's (keepnet.artifacts, set on the seed's scope by the
             artifact crawl extension before the first fetch)
   ========  ===========================================================================

6. otherwise reject ("out of scope").
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Protocol

from publicsuffixlist import PublicSuffixList

from keepnet.models import CrawlURI, Hop
from keepnet.scope.exclusions import Exclusions
from keepnet.scope.traps import TrapRules
from keepnet.settings.job import JobSettings, SeedSettings
from keepnet.url.parse import host_port, hostname
from keepnet.url.surt import surt_prefix_from_seed, to_surt


@lru_cache(maxsize=1)
def _psl() -> PublicSuffixList:
    return PublicSuffixList()  # ~150 ms to build: only when a domain is asked for


_extra_suffixes: tuple[str, ...] = ()


@contextmanager
def public_suffixes(*suffixes: str) -> Iterator[None]:
    """Treat these as public suffixes too while the block runs.

    For webs whose domain structure the Public Suffix List cannot know: an intranet whose
    departments are separate organisations under one name, or a generated test web whose
    hosts (www.lab.hx4.example, files.lab-data.hx4.example) imitate separate registrable
    domains under a reserved name.
    """
    global _extra_suffixes
    before = _extra_suffixes
    _extra_suffixes = before + tuple(s.strip(".").lower() for s in suffixes)
    _clear_caches()
    try:
        yield
    finally:
        _extra_suffixes = before
        _clear_caches()


def _clear_caches() -> None:
    registered_domain.cache_clear()
    _origin_domain.cache_clear()


@lru_cache(maxsize=65536)
def registered_domain(host: str) -> str:
    """eTLD+1 of a host ("news.example.co.uk" -> "example.co.uk"); the host itself for IPs."""
    host = host.strip("[]").lower()
    if not host or host.replace(".", "").isdigit() or ":" in host:
        return host
    for suffix in _extra_suffixes:
        if host.endswith("." + suffix):
            return host[: -len(suffix) - 1].rsplit(".", 1)[-1] + "." + suffix
    return _psl().privatesuffix(host) or host


def origin_of(url: str) -> str:
    """ "scheme://authority" of a WHATWG-serialized URL, by string slicing (no parse)."""
    i = url.find("//")
    j = url.find("/", i + 2)
    return url if j < 0 else url[:j]


# Host and domain are cached apart: the politeness key is asked for every URL, the
# registered domain only by "domain" scopes, and it alone needs the public suffix list,
# whose parse (~0.1 s) a crawl of other scopes need not pay at start-up.
@lru_cache(maxsize=65536)
def _origin_host(origin: str) -> str:
    """host[:port] of an origin; cached because a crawl sees few."""
    return host_port(origin + "/")


@lru_cache(maxsize=65536)
def _origin_domain(origin: str) -> str:
    """The registered domain of an origin's host."""
    return registered_domain(hostname(origin + "/"))


def url_host(url: str) -> str:
    """The politeness-queue key of url ("host" or "host:port"), cached per origin."""
    return _origin_host(origin_of(url))


def url_domain(url: str) -> str:
    """The registered domain of url's host, cached per origin."""
    return _origin_domain(origin_of(url))


MAX_REDIRECTS = 20  # consecutive redirects followed, as browsers do


def _http_form(surt: str) -> str:
    """Heritrix compares SURT prefixes with https coerced to http (SurtPrefixSet)."""
    return "http://" + surt[8:] if surt.startswith("https://") else surt


@dataclass(frozen=True, slots=True)
class Decision:
    """A scope verdict with the reason that is logged."""

    accept: bool
    reason: str


class MembershipTest(Protocol):
    """An external boundary (the artifact scope): decides links found on a parent URL."""

    def decide(self, parent: str, url: str, hop: str = "L") -> tuple[bool, str]: ...

    def is_member(self, url: str) -> bool: ...


@dataclass(slots=True)
class SeedScope:
    """The scope of one seed (and its redirect aliases)."""

    seed: SeedSettings
    kind: str
    max_hops: int | None
    urls: set[str] = field(default_factory=set)  # the seed and its redirect aliases
    surt_prefixes: list[str] = field(default_factory=list)
    hosts: set[str] = field(default_factory=set)
    domains: set[str] = field(default_factory=set)
    boundary: MembershipTest | None = None  # scope "artifact" only

    def add_alias(self, url: str) -> None:
        self.urls.add(url)
        self.surt_prefixes.append(_http_form(surt_prefix_from_seed(url)))
        self.hosts.add(host_port(url))
        if self.kind == "domain":  # the only kind that reads domains (public suffix list)
            self.domains.add(registered_domain(hostname(url)))

    def core_match(self, url: str) -> bool:
        """Whether url is in this seed's scope proper (no +, no hop allowance)."""
        kind = self.kind
        if kind in ("page", "page+"):
            return url in self.urls
        if kind in ("prefix", "prefix+"):
            s = _http_form(to_surt(url))
            return any(s.startswith(p) for p in self.surt_prefixes)
        if kind == "host":
            return url_host(url) in self.hosts
        if kind == "domain":
            return url_domain(url) in self.domains
        if kind == "artifact":
            return url in self.urls or (self.boundary is not None and self.boundary.is_member(url))
        if kind == "any":  # any host: a focused crawl's topic and limits bound it
            return True
        raise AssertionError(f"unknown scope {kind}")


class Scope:
    """Decides, for every discovered URL, whether the crawl fetches it."""

    def __init__(self, job: JobSettings) -> None:
        self.job = job
        self.traps = TrapRules(job.traps)
        self.exclusions = Exclusions()  # added while the crawl runs (keepnet.api)
        self._seeds: dict[str, SeedScope] = {}
        for seed in job.seeds:
            ss = SeedScope(seed, job.seed_scope(seed), job.seed_max_hops(seed))
            ss.add_alias(seed.url)
            ss.surt_prefixes.extend(_http_form(p) for p in seed.surt_prefixes)
            self._seeds[seed.url] = ss

    def seed_scope(self, seed_url: str) -> SeedScope | None:
        return self._seeds.get(seed_url)

    def add_alias(self, seed_url: str, url: str) -> None:
        """Record that seed_url redirected to url (also replayed on resume)."""
        ss = self._seeds.get(seed_url)
        if ss is not None and url not in ss.urls:
            ss.add_alias(url)

    def decide(self, parent: CrawlURI, url: str, hop: Hop) -> Decision:
        """Whether to fetch url, found on parent (already in scope) by hop."""
        ss = self._seeds.get(parent.seed)
        if ss is None:
            return Decision(False, f"unknown seed {parent.seed}")
        trap = self.traps.check(url) or self.exclusions.match(url)
        if trap is not None:
            return Decision(False, trap)
        path = parent.hop_path + hop.value
        # --max-hops counts link hops only: a redirect does not move a page further away,
        # and an embed (or its redirect) is part of the page that embeds it.
        if ss.max_hops is not None and path.count("L") > ss.max_hops:
            return Decision(False, f"max-hops {ss.max_hops} exceeded")
        tail = len(path) - len(path.rstrip("EXR"))  # the run of non-link hops at the end
        chain = path[len(path) - tail :]
        if chain.count("R") > MAX_REDIRECTS:
            return Decision(False, f"more than {MAX_REDIRECTS} redirects in a row")
        embeds = chain.count("E") + chain.count("X")
        if embeds:
            # Part of an embed chain (redirects inside it included, as Heritrix's
            # TransclusionDecideRule counts them): fetched off-host within the limit; past
            # the limit only if the URL is in scope in its own right.
            if embeds <= self.job.max_transclusion_hops:
                return Decision(True, "embed of in-scope page")
            if ss.core_match(url):
                return Decision(True, f"in {ss.kind} scope")
            return Decision(False, f"transclusion hops > {self.job.max_transclusion_hops}")
        if hop is Hop.REDIRECT:
            if parent.url in ss.urls:
                return Decision(True, "seed redirect")
            if ss.kind in ("page+", "prefix+"):
                # The redirect target stands for the page that redirected: an in-scope page
                # gets its one hop off scope, and a page admitted by that hop keeps it.
                return Decision(True, f"{ss.kind} redirect of an admitted page")
        if ss.kind == "artifact":
            if ss.boundary is None:
                return Decision(url in ss.urls, "out of artifact scope: boundary not decided")
            accept, reason = ss.boundary.decide(parent.url, url, hop.value)
            return Decision(accept, reason if accept else f"out of artifact scope: {reason}")
        if ss.core_match(url):
            return Decision(True, f"in {ss.kind} scope")
        if ss.kind == "page+" and hop is Hop.LINK and parent.url in ss.urls:
            return Decision(True, "page+ one hop from seed")
        if ss.kind == "prefix+" and hop is Hop.LINK and ss.core_match(parent.url):
            return Decision(True, "prefix+ one hop off prefix")
        return Decision(False, f"out of {ss.kind} scope")
