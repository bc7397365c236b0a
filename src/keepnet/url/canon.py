"""URL canonicalization: ordered lists of small named rules, grouped into named profiles.

One library for the crawl and for replay (seed 004): the crawl's seen-set keys on one profile
(default heritrix), the index on another (default surt-ia), replay looks up with the same
rules, and every WARC's warcinfo records the profile, its rules and their hash (describe()).
Order of application: the profile's parser, the profile's rules, then the rules-file rules
whose SURT-prefix scope and time range match (after which the profile's rules run once more,
so the result is still in the profile's normal form).  No DNS, no network, idempotent.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from pathlib import Path

from keepnet.url.parse import InvalidURL
from keepnet.url.parts import URLParts
from keepnet.url.profiles import CANON_VERSION, Profile, get_profile
from keepnet.url.rulesfile import FileRule, as_utc, load_rules
from keepnet.url.surt import parts_to_surt

WARCINFO_PROFILE = "keepnet-canon-profile"
WARCINFO_HASH = "keepnet-canon-hash"
WARCINFO_RULES = "keepnet-canon-rules"
_MAX_PASSES = 6


class Canonicalizer:
    """A named profile: canonicalize(url) gives the key two equivalent URLs share."""

    def __init__(self, profile: Profile, file_rules: list[FileRule] | None = None) -> None:
        self.profile = profile
        self.name = profile.name
        self.file_rules = tuple(file_rules or ())
        self._timed = any(fr.timed for fr in self.file_rules)
        self._digest = _digest(self._effective())

    # -- the pipeline ----------------------------------------------------------------
    def _when(self, when: datetime | None) -> datetime:
        return datetime.now(UTC) if when is None else as_utc(when)

    def _parts(self, url: str, when: datetime | None, upto: int | None = None) -> URLParts:
        """Profile rules, then the first `upto` applicable file rules (all when None)."""
        return self._run(url, when, upto)[0]

    def _run(
        self, url: str, when: datetime | None, upto: int | None = None
    ) -> tuple[URLParts, int]:
        p = self.profile.run(url)
        if not self.file_rules or upto == 0:
            return p, 0
        moment = self._when(when) if self._timed else datetime.min.replace(tzinfo=UTC)
        surt = parts_to_surt(p)
        applied = 0
        for fr in self.file_rules:
            if upto is not None and applied >= upto:
                break
            if fr.applies(surt, moment):
                fr.rule.fn(p)
                applied += 1
        if applied:  # back to the profile's normal form (a rule may write anything)
            p = self.profile.run(self.profile.serialize(p))
        return p, applied

    def _applicable(self, url: str, when: datetime | None) -> int:
        if not self.file_rules:
            return 0
        moment = self._when(when) if self._timed else datetime.min.replace(tzinfo=UTC)
        surt = parts_to_surt(self.profile.run(url))
        return sum(1 for fr in self.file_rules if fr.applies(surt, moment))

    # -- public API ----------------------------------------------------------------------
    def canonicalize(self, url: str, when: datetime | None = None) -> str:
        """The canonical URL of url under this profile (and rules in force at `when`,
        default now); raises InvalidURL.  canonicalize(canonicalize(u)) == canonicalize(u)."""
        parts, applied = self._run(url, when)
        out = self.profile.serialize(parts)
        if not applied and (
            self.profile.stable or (self.profile.settled and self.profile.settled(parts))
        ):
            return out
        for _ in range(_MAX_PASSES):
            again = self.profile.serialize(self._parts(out, when))
            if again == out:
                return out
            out = again
        return out  # pragma: no cover - no known input needs this many passes

    def key(self, url: str, when: datetime | None = None) -> str:
        """What a store keys on: the canonical URL, or for surt-ia the CDXJ index key."""
        return self.profile.key(self._parts(url, when))

    def surt(self, url: str, when: datetime | None = None) -> str:
        """The SURT form of the canonical URL (for surt-ia: exactly the CDXJ index key)."""
        return self.profile.surt(self._parts(url, when))

    def lookup_keys(self, url: str, when: datetime | None = None) -> list[str]:
        """Keys to try at replay, exact first, then those of scoped rules.

        The exact key is the profile's own (what an index built without the rules file
        holds); then one more key per rule that applies to this site and time, each
        adding that rule to the ones before it.  Duplicates are dropped.
        """
        keys = [self.profile.key(self._parts(url, when, upto=0))]
        for n in range(1, self._applicable(url, when) + 1):
            k = self.profile.key(self._parts(url, when, upto=n))
            if k not in keys:
                keys.append(k)
        return keys

    def try_canonicalize(self, url: str, when: datetime | None = None) -> str | None:
        try:
            return self.canonicalize(url, when)
        except InvalidURL:
            return None

    def _effective(self) -> dict[str, object]:
        return {
            "format": CANON_VERSION,
            "profile": self.name,
            "steps": self.profile.steps(),
            "rules": [fr.spec() for fr in self.file_rules],
        }

    def digest(self) -> str:
        """Content hash of the effective rule set: "sha256:<hex>" of its canonical JSON."""
        return self._digest

    def describe(self) -> dict[str, str]:
        """What goes into warcinfo: profile name, rule-set hash, the rules (as JSON)."""
        return {
            WARCINFO_PROFILE: self.name,
            WARCINFO_HASH: self._digest,
            WARCINFO_RULES: _json(self._effective()),
        }

    def __repr__(self) -> str:
        return f"Canonicalizer({self.name!r}, {len(self.file_rules)} file rules)"


def _json(obj: object) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=str)


def _digest(effective: dict[str, object]) -> str:
    return "sha256:" + hashlib.sha256(_json(effective).encode("ascii")).hexdigest()


def get_canonicalizer(profile: str = "heritrix", rules_file: Path | None = None) -> Canonicalizer:
    """The canonicalizer for a profile, extended by a YAML rules file when one is given.

    Raises ValueError for an unknown profile and RulesFileError for a bad rules file.
    """
    prof = get_profile(profile)
    file_rules = load_rules(rules_file, profile) if rules_file is not None else []
    return Canonicalizer(prof, file_rules)
