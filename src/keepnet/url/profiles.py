"""The named canonicalization profiles: each is a parser, an ordered rule list and serializers.

  whatwg            lossless WHATWG URL normal form (what keepnet fetches and archives)
  heritrix          Heritrix 3 default canonicalization (the crawl's seen-set default)
  surt-ia           IA/pywb/cdxj-indexer CDXJ key canonicalization (the index default)
  aggressive        OpenWayback AggressiveUrlCanonicalizer, as urlcanon's "aggressive"
  semantic-precise  urlcanon's "semantic_precise": the first half of aggressive

docs/formats.md ("URL canonicalization") lists every rule with an example.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from keepnet.url import iacanon, rules
from keepnet.url.parse import implied_http, split_url
from keepnet.url.parts import URLParts, whatwg_serialize
from keepnet.url.rules import Rule
from keepnet.url.surt import parts_to_surt

# Bump when a rule's behaviour changes: it is part of every profile's digest.
CANON_VERSION = 2


@dataclass(frozen=True)
class Profile:
    """An ordered list of rules between a parser and a serializer.

    `key` is the form a store keys on (the canonical URL, or the CDXJ key for surt-ia) and
    `surt` the SURT form of the result.  `stable` is False when one pass is not always a
    fixpoint (surt-ia must repeat IA's single-pass quirks exactly, so canonicalize() iterates,
    unless `settled` says the first pass is already the fixpoint).
    """

    name: str
    parser: str
    parse: Callable[[str], URLParts]
    rules: tuple[Rule, ...]
    serialize: Callable[[URLParts], str]
    key: Callable[[URLParts], str]
    surt: Callable[[URLParts], str]
    stable: bool = True
    # for an unstable profile: a cheap test that one pass already reached the fixpoint
    settled: Callable[[URLParts], bool] | None = None

    def run(self, url: str) -> URLParts:
        """Parse url once and apply every rule of the profile; raises InvalidURL."""
        p = self.parse(url)
        for fn in self._fns:
            fn(p)
        return p

    @cached_property
    def _fns(self) -> tuple[Callable[[URLParts], None], ...]:
        return tuple(rule.fn for rule in self.rules)  # no attribute lookup per rule per URL

    def steps(self) -> list[dict[str, object]]:
        first: dict[str, object] = {"rule": self.parser}
        return [first] + [r.spec() for r in self.rules]


def _parse_implied(url: str) -> URLParts:
    return split_url(implied_http(url))


def _whatwg_based(
    name: str, parser: str, parse: Callable[[str], URLParts], rule_list: tuple[Rule, ...]
) -> Profile:
    return Profile(
        name, parser, parse, rule_list, whatwg_serialize, whatwg_serialize, parts_to_surt
    )


PROFILES: dict[str, Profile] = {
    "whatwg": _whatwg_based("whatwg", "whatwg-parse", split_url, ()),
    "heritrix": _whatwg_based(
        "heritrix", "whatwg-parse-implied-http", _parse_implied, rules.HERITRIX
    ),
    "surt-ia": Profile(
        "surt-ia",
        "ia-parse-google-ia-canonicalize",
        iacanon.ia_parts,
        (),
        iacanon.ia_url,
        iacanon.ia_key,
        iacanon.ia_key,
        stable=False,
        settled=iacanon.settled,
    ),
    "aggressive": _whatwg_based(
        "aggressive", "whatwg-parse-implied-http", _parse_implied, rules.AGGRESSIVE
    ),
    "semantic-precise": _whatwg_based(
        "semantic-precise", "whatwg-parse-implied-http", _parse_implied, rules.SEMANTIC_PRECISE
    ),
}


def get_profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        known = ", ".join(PROFILES)
        raise ValueError(f"unknown canonicalization profile {name!r} (known: {known})") from None
