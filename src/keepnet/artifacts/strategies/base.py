"""The boundary-strategy shape: one small class per heuristic of the seed, same interface.

A strategy answers one question — what is this URL, linked from a member page that is
being followed? — with a `Verdict` (model.py), from the URL and a `Context` fixed before the
crawl (entry page, portal domains, ignored URIs, significant string, declared members).
Content-based strategies (the significant-string family) answer CANDIDATE and then judge
the fetched content in `confirm`.  The stateful part (which pages are members, which are
followed) is `boundary.Boundary`'s, shared by `keepnet artifact` and the crawl.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from keepnet.artifacts.model import Verdict
from keepnet.artifacts.titles import contains
from keepnet.artifacts.urls import on_portal


@dataclass(frozen=True)
class Context:
    """Everything a strategy may consult, decided once from the entry page."""

    entry: str
    aliases: frozenset[str]
    domains: frozenset[str]  # the portal's registered domains
    ignored: frozenset[str] = frozenset()
    significant: str | None = None
    declared: frozenset[str] = frozenset()
    params: Mapping[str, Any] = field(default_factory=dict)
    hints: tuple[str, ...] = ()  # listing/profile pages: never followed by content strategies

    def off_portal(self, url: str) -> bool:
        return not on_portal(url, self.domains)


class Strategy:
    """Base: Single Page behaviour (nothing but the entry page belongs)."""

    id: ClassVar[str] = "single_page"
    name: ClassVar[str] = "Single Page"
    artifact_class: ClassVar[str] = "Single Artifact URI"
    uses_ignored: ClassVar[bool] = False  # ignored URIs are OUT before offer() is asked
    content: ClassVar[bool] = False  # confirm() judges fetched content

    def offer(self, ctx: Context, from_entry: bool, url: str) -> Verdict:
        """The verdict for url, linked from a followed member (the entry if from_entry)."""
        return Verdict.OTHER if ctx.off_portal(url) else Verdict.OUT

    def confirm(self, ctx: Context, url: str, text: str) -> bool:
        """For CANDIDATE verdicts: whether the fetched content makes url a member."""
        return ctx.significant is not None and contains(text, ctx.significant)
