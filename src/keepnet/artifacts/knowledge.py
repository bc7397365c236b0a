"""The portal knowledge base: which heuristic fits which portal, kept as data (portals.yaml).

Site behaviours as data, not code (the brozzler lesson): a portal is added or corrected by
editing YAML.  Entries are validated once (unknown heuristics, bad regexes and missing
fields are errors naming the entry) and matched in file order by host pattern and optional
path regex; the first match wins.

Much of the scholarly web runs one of a few portal programs under its own name (InvenioRDM,
Dataverse, DSpace, EPrints, CKAN, GitLab, GitHub Enterprise...).  An entry may therefore
carry `signatures`: each a named set of regexes over the entry page's HTML and URL (meta
generator, og:site_name, script and stylesheet paths, API and export links, URL shapes),
all of which must match.  When no host pattern matches, `match_page` recognises the portal
software by the first entry whose signature the page shows, and says which.

`inference.listing_hints` are path fragments of listing and profile pages (never parts of
an artifact); `inference.unknown_listing_hints` add those of particular portal software
for entries no host pattern matches only, so host-name matches keep their rules (round 6).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import yaml

from keepnet.artifacts.strategies import HEURISTICS
from keepnet.artifacts.urls import host_matches

DEFAULT_PATH = Path(__file__).with_name("portals.yaml")


class KnowledgeError(ValueError):
    """The knowledge base is invalid; the message names the entry."""


@dataclass(frozen=True)
class Signature:
    """Regexes that must all match: over the page's HTML (`html`) and its URL (`url`)."""

    name: str
    html: re.Pattern[str] | None = None
    url: re.Pattern[str] | None = None

    def matches(self, url: str, html: str) -> bool:
        return (self.html is None or self.html.search(html) is not None) and (
            self.url is None or self.url.search(url) is not None
        )


@dataclass(frozen=True)
class PortalEntry:
    name: str
    artifact: str
    artifact_class: str
    heuristic: str
    hosts: tuple[str, ...]
    paths: tuple[re.Pattern[str], ...] = ()
    domains: tuple[str, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)
    note: str = ""
    signatures: tuple[Signature, ...] = ()

    def matches(self, url: str) -> bool:
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
        if not any(host_matches(host, p) for p in self.hosts):
            return False
        return not self.paths or any(p.search(parts.path or "/") for p in self.paths)


@dataclass(frozen=True)
class KnowledgeBase:
    portals: tuple[PortalEntry, ...]
    listing_hints: tuple[str, ...] = ()
    # Listing and profile paths of real portal software, used only where no entry names the
    # host (round 6): host-name matches keep the rules they had.
    unknown_listing_hints: tuple[str, ...] = ()

    def match(self, url: str) -> PortalEntry | None:
        return next((p for p in self.portals if p.hosts and p.matches(url)), None)

    def knows_host(self, url: str) -> bool:
        """Whether url is served by a portal an entry names by host (or by extra domain):
        a file there is that portal's artifact, not a download of another portal's page."""
        host = (urlsplit(url).hostname or "").lower()
        return any(
            any(host_matches(host, p) for p in portal.hosts)
            or any(host == d or host.endswith("." + d) for d in portal.domains)
            for portal in self.portals
        )

    def match_page(self, url: str, html: str) -> tuple[PortalEntry, Signature] | None:
        """The first entry whose signature the page shows (the portal software), if any."""
        for portal in self.portals:
            for sig in portal.signatures:
                if sig.matches(url, html):
                    return portal, sig
        return None


def _entry(i: int, raw: dict[str, Any]) -> PortalEntry:
    where = f"portals.{i} ({raw.get('name', '?')})"
    try:
        heuristic = str(raw["heuristic"])
        hosts = tuple(str(h) for h in raw["hosts"])
        name = str(raw["name"])
    except (KeyError, TypeError) as exc:
        raise KnowledgeError(f"{where}: missing or bad field {exc}") from None
    if heuristic not in HEURISTICS:
        raise KnowledgeError(f"{where}: unknown heuristic {heuristic!r}")
    try:
        paths = tuple(re.compile(p) for p in raw.get("paths", ()))
        signatures = tuple(
            Signature(
                str(sig["name"]),
                re.compile(sig["html"], re.I) if sig.get("html") else None,
                re.compile(sig["url"]) if sig.get("url") else None,
            )
            for sig in raw.get("signatures", ())
        )
    except re.error as exc:
        raise KnowledgeError(f"{where}: bad path or signature regex: {exc}") from None
    except (KeyError, TypeError) as exc:
        raise KnowledgeError(f"{where}: a signature needs a name and html/url: {exc}") from None
    if any(sig.html is None and sig.url is None for sig in signatures):
        raise KnowledgeError(f"{where}: a signature needs html or url")
    if not hosts and not signatures:
        raise KnowledgeError(f"{where}: an entry needs hosts or signatures")
    return PortalEntry(
        name=name,
        artifact=str(raw.get("artifact", "")),
        artifact_class=str(raw.get("class", "")),
        heuristic=heuristic,
        hosts=hosts,
        paths=paths,
        domains=tuple(str(d) for d in raw.get("domains", ())),
        params=dict(raw.get("params") or {}),
        note=str(raw.get("note", "")),
        signatures=signatures,
    )


def parse_knowledge(data: dict[str, Any]) -> KnowledgeBase:
    portals = data.get("portals")
    if not isinstance(portals, list):
        raise KnowledgeError("(top level): 'portals' must be a list")
    inference = data.get("inference") or {}
    hints = inference.get("listing_hints", [])
    unknown = inference.get("unknown_listing_hints", [])
    return KnowledgeBase(
        tuple(_entry(i, p) for i, p in enumerate(portals)),
        tuple(str(h) for h in hints),
        tuple(str(h) for h in unknown),
    )


@lru_cache(maxsize=4)
def load_knowledge(path: Path = DEFAULT_PATH) -> KnowledgeBase:
    """The knowledge base in `path` (the bundled portals.yaml by default), cached."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise KnowledgeError(f"{path}: {exc}") from None
    return parse_knowledge(data or {})
