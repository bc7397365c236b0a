"""Crawl scope: which discovered URLs a crawl fetches, by Archive-It seed type and hops.

Rule order for a candidate URL (first match decides), modelled on Heritrix 3's default
DecideRuleSequence:

1. trap defences (keepnet.scope.traps) — reject;
2. more navigation hops than --max-hops — reject;
3. an embed (E/X hop) of an in-scope page, within the transclusion-hop limit — accept,
   whatever its host (a page is archived with what it needs to render);
4. the redirect target of a seed — accept, and it becomes an alias of the seed (Heritrix's
   seedsRedirectNewSeeds);
5. the seed's scope type — accept if it matches:

   ========  ===========================================================================
   page      the seed only (plus its embeds, rule 3)
   page+     the seed and every page it links to directly (Archive-It "One Page+")
   prefix    URLs under the seed's SURT prefix, derived as Heritrix does (Archive-It
             "Standard")
   prefix+   prefix, plus pages one link away from an in-prefix page ("Standard+")
   host      the seed's host (and port)
   domain    the seed's registered domain and all its subdomains (public suffix list)
   ========  ===========================================================================

6. otherwise reject ("out of scope").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from publicsuffixlist import PublicSuffixList

from keepnet.models import CrawlURI, Hop
from keepnet.scope.traps import TrapRules
from keepnet.settings.job import JobSettings, SeedSettings
from keepnet.url.parse import host_port, hostname
from keepnet.url.surt import surt_prefix_from_seed, to_surt

@lru_cache(maxsize=1)
def _psl() -> PublicSuffixList:
    return PublicSuffixList()  # ~150 ms to build: only when a domain is asked for


@lru_cache(maxsize=65536)
def registered_domain(host: str) -> str:
    """eTLD+1 of a host ("news.example.co.uk" -> "example.co.uk"); the host itself for IPs."""
    host = host.strip("[]").lower()
    if not host or host.replace(".", "").isdigit() or ":" in host:
        return host
    return _psl().privatesuffix(host) or host


def origin_of(url: str) -> str:
    """"scheme://authority" of a WHATWG-serialized URL, by string slicing (no parse)."""
    i = url.find("//")
    j = url.find("/", i + 2)
    return url if j < 0 else url[:j]


@lru_cache(maxsize=65536)
def _origin_info(origin: str) -> tuple[str, str]:
    """(host[:port], registered domain) of an origin; cached because a crawl sees few."""
    url = origin + "/"
    return host_port(url), registered_domain(hostname(url))


def url_host(url: str) -> str:
    """The politeness-queue key of url ("host" or "host:port"), cached per origin."""
    return _origin_info(origin_of(url))[0]


def url_domain(url: str) -> str:
    """The registered domain of url's host, cached per origin."""
    return _origin_info(origin_of(url))[1]


@dataclass(frozen=True, slots=True)
class Decision:
    """A scope verdict with the reason that is logged."""

    accept: bool
    reason: str


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

    def add_alias(self, url: str) -> None:
        self.urls.add(url)
        self.surt_prefixes.append(surt_prefix_from_seed(url))
        self.hosts.add(host_port(url))
        self.domains.add(registered_domain(hostname(url)))

    def core_match(self, url: str) -> bool:
        """Whether url is in this seed's scope proper (no +, no hop allowance)."""
        kind = self.kind
        if kind in ("page", "page+"):
            return url in self.urls
        if kind in ("prefix", "prefix+"):
            s = to_surt(url)
            return any(s.startswith(p) for p in self.surt_prefixes)
        if kind == "host":
            return url_host(url) in self.hosts
        if kind == "domain":
            return url_domain(url) in self.domains
        raise AssertionError(f"unknown scope {kind}")


class Scope:
    """Decides, for every discovered URL, whether the crawl fetches it."""

    def __init__(self, job: JobSettings) -> None:
        self.job = job
        self.traps = TrapRules(job.traps)
        self._seeds: dict[str, SeedScope] = {}
        for seed in job.seeds:
            ss = SeedScope(seed, job.seed_scope(seed), job.seed_max_hops(seed))
            ss.add_alias(seed.url)
            ss.surt_prefixes.extend(seed.surt_prefixes)
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
        trap = self.traps.check(url)
        if trap is not None:
            return Decision(False, trap)
        path = parent.hop_path + hop.value
        nav_hops = sum(1 for c in path if c in "LR")
        if ss.max_hops is not None and nav_hops > ss.max_hops:
            return Decision(False, f"max-hops {ss.max_hops} exceeded")
        if hop.is_embed or (hop is Hop.REDIRECT and parent.trailing_embeds > 0):
            trailing = 0
            for c in reversed(path):
                if c not in "EXR":
                    break
                trailing += c != "R"
            if trailing <= self.job.max_transclusion_hops:
                return Decision(True, "embed of in-scope page")
            return Decision(False, f"transclusion hops > {self.job.max_transclusion_hops}")
        if hop is Hop.REDIRECT and parent.url in ss.urls:
            ss.add_alias(url)
            return Decision(True, "seed redirect")
        if ss.core_match(url):
            return Decision(True, f"in {ss.kind} scope")
        if ss.kind == "page+" and hop is Hop.LINK and parent.url in ss.urls:
            return Decision(True, "page+ one hop from seed")
        if ss.kind == "prefix+" and hop in (Hop.LINK, Hop.REDIRECT) and ss.core_match(parent.url):
            return Decision(True, "prefix+ one hop off prefix")
        return Decision(False, f"out of {ss.kind} scope")
