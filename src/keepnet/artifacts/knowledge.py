"""The portal knowledge base: which heuristic fits which portal, kept as data (portals.yaml).

Site behaviours as data, not code (the brozzler lesson): a portal is added or corrected by
editing YAML.  Entries are validated once (unknown heuristics, bad regexes and missing
fields are errors naming the entry) and matched in file order by host pattern and optional
path regex; the first match wins.
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

    def match(self, url: str) -> PortalEntry | None:
        return next((p for p in self.portals if p.matches(url)), None)


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
    except re.error as exc:
        raise KnowledgeError(f"{where}: bad path regex: {exc}") from None
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
    )


def parse_knowledge(data: dict[str, Any]) -> KnowledgeBase:
    portals = data.get("portals")
    if not isinstance(portals, list):
        raise KnowledgeError("(top level): 'portals' must be a list")
    hints = (data.get("inference") or {}).get("listing_hints", [])
    return KnowledgeBase(tuple(_entry(i, p) for i, p in enumerate(portals)),
                         tuple(str(h) for h in hints))


@lru_cache(maxsize=4)
def load_knowledge(path: Path = DEFAULT_PATH) -> KnowledgeBase:
    """The knowledge base in `path` (the bundled portals.yaml by default), cached."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise KnowledgeError(f"{path}: {exc}") from None
    return parse_knowledge(data or {})
