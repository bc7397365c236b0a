"""The value types of artifact boundaries: loaded pages, verdicts, the plan and the report.

Vocabulary (from the "Pushing Boundaries" seed): an *artifact* is the set of interconnected
objects of one scholarly portal that make up a unit of scholarly discourse; its *entry page*
is where a search result points; *artifact URIs* are the base URIs of its objects (embedded
resources — CSS, JS, images — are captured with every page but are not artifact URIs).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any


class Verdict(enum.StrEnum):
    """What a boundary strategy says about one URL linked from a member page."""

    MEMBER = "member"  # in the artifact; its links are followed (multi-hop)
    LEAF = "leaf"  # in the artifact; its links are not followed (the "+" hop)
    CANDIDATE = "candidate"  # fetch it: a member only if its content holds the string
    CANDIDATE_LEAF = "candidate-leaf"  # a member either way; followed only if content matches
    OTHER = "other"  # another artifact: recorded, never followed
    OUT = "out"  # outside the boundary (chrome, ignored URI, another part of the portal)

    @property
    def admitted(self) -> bool:
        return self in (Verdict.MEMBER, Verdict.LEAF, Verdict.CANDIDATE, Verdict.CANDIDATE_LEAF)


@dataclass(slots=True)
class Page:
    """One fetched resource as the artifact layer sees it (after redirects).

    `url` is the final URL, `chain` the URLs that redirected to it (first = requested).
    `links` are navigation outlinks (a, area, form GET, Link headers...), `embeds` what the
    page loads to render.  `rels` are the (rel, absolute target, type, source) of HTTP Link
    headers (source "http") and HTML <link> elements ("html"): signposting's raw material.
    """

    url: str
    status: int
    mime: str = ""
    title: str | None = None
    text: str = ""  # visible text (HTML) or decoded text (other text types), for matching
    links: list[str] = field(default_factory=list)
    embeds: list[str] = field(default_factory=list)
    # documents the page frames (a galley viewer's PDF): in links too, for portals not known
    # by host name only (discovery.py, ignored.py: host-name matches keep their rules)
    framed: list[str] = field(default_factory=list)
    forms: list[str] = field(default_factory=list)  # form actions: interfaces, not content
    rels: list[tuple[str, str, str | None, str]] = field(default_factory=list)
    chain: list[str] = field(default_factory=list)
    body: bytes = b""
    error: str | None = None  # set when no usable response came back

    @property
    def ok(self) -> bool:
        return self.error is None and 200 <= self.status < 300

    @property
    def is_html(self) -> bool:
        return self.mime in ("text/html", "application/xhtml+xml")

    @property
    def aliases(self) -> list[str]:
        return [*self.chain, self.url]


@dataclass(slots=True)
class Probe:
    """What the homepage or the 404 page answered (for the report)."""

    url: str
    status: int | None
    title: str | None = None
    note: str = ""
    links: int = 0


@dataclass(slots=True)
class Plan:
    """The boundary decision for one entry page: which heuristic, why, and its parameters.

    `source` says who decided: "signposting", "knowledge-base", "inference" or "forced".
    `significant` is the significant string (title or URI identifier) when the heuristic
    uses one; `declared` are the URIs the portal itself published as the artifact
    (signposting / OAI-ORE).
    """

    entry: str
    requested: str
    heuristic: str
    source: str
    evidence: list[str] = field(default_factory=list)
    params: dict[str, Any] = field(default_factory=dict)
    portal: str | None = None  # knowledge-base portal name, when one matched
    recognised_by: str | None = None  # the page signature that named the portal software
    known_host: bool = False  # a knowledge-base entry names the entry's host (its rules kept)
    portal_domains: frozenset[str] = frozenset()
    aliases: frozenset[str] = frozenset()
    ignored: frozenset[str] = frozenset()
    significant: str | None = None
    declared: frozenset[str] = frozenset()
    hints: tuple[str, ...] = ()  # listing/profile path hints (knowledge base)
    signposting: dict[str, list[str]] = field(default_factory=dict)
    homepage: Probe | None = None
    not_found: Probe | None = None
    # files the entry links that the homepage shows beside the entry it features (not
    # chrome: round 23, ignored.featured_files)
    featured: frozenset[str] = frozenset()
    warnings: list[str] = field(default_factory=list)
    entry_page: Page | None = None
    # the curator's exclusions: regular expressions searched in each URL; a match is never
    # an artifact URI, whatever the heuristic says (precision a curator repairs by hand)
    excluded: tuple[str, ...] = ()

    def summary(self) -> dict[str, Any]:
        """The plan as JSON-able data (for --json and the crawl manifest)."""
        return {
            "entry": self.entry,
            "requested": self.requested,
            "heuristic": self.heuristic,
            "source": self.source,
            "portal": self.portal,
            "recognised_by": self.recognised_by,
            "evidence": list(self.evidence),
            "params": dict(self.params),
            "significant_string": self.significant,
            "signposting": {k: list(v) for k, v in self.signposting.items()},
            "homepage": _probe(self.homepage),
            "not_found_page": _probe(self.not_found),
            "warnings": list(self.warnings),
            "exclude_patterns": list(self.excluded),
        }


def _probe(p: Probe | None) -> dict[str, Any] | None:
    if p is None:
        return None
    return {"url": p.url, "status": p.status, "title": p.title, "note": p.note, "links": p.links}


@dataclass(slots=True)
class ArtifactReport:
    """What discovery found: the plan plus the artifact URIs and their neighbours."""

    plan: Plan
    artifact_uris: list[str]
    other_artifacts: list[str]
    embedded: list[str]
    fetched: int
    truncated: bool = False
    error: str | None = None
    excluded_uris: list[str] = field(default_factory=list)  # kept out by the curator

    def to_json(self) -> dict[str, Any]:
        data = self.plan.summary()
        data.update(
            artifact_uris=list(self.artifact_uris),
            other_artifacts=list(self.other_artifacts),
            ignored_uris=sorted(self.plan.ignored),
            excluded_uris=list(self.excluded_uris),
            embedded_resources=list(self.embedded),
            fetched=self.fetched,
            truncated=self.truncated,
            error=self.error,
        )
        return data
