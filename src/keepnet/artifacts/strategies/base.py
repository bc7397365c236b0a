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

from keepnet.artifacts.model import Plan, Verdict
from keepnet.artifacts.titles import contains, filtered_title, usable
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
    known_host: bool = False  # a portal the knowledge base names by host: its rules as they were
    core: str | None = None  # the title heuristics' string without its site name (round 20)

    def off_portal(self, url: str) -> bool:
        return not on_portal(url, self.domains)


def context_of(plan: Plan, hints: tuple[str, ...]) -> Context:
    """The context of plan's boundary (hints: the listing and profile pages it keeps out)."""
    return Context(
        entry=plan.entry,
        aliases=plan.aliases | {plan.entry},
        domains=plan.portal_domains,
        ignored=plan.ignored,
        significant=plan.significant,
        declared=plan.declared,
        params=plan.params,
        hints=hints,
        known_host=plan.known_host,
        core=title_core(plan),
    )


def title_core(plan: Plan) -> str | None:
    """The significant title without the site name it shares with the homepage's title
    (`DataDock Repository - ` before `Data from: …`), for the unfiltered title heuristics
    on a portal not known by host name (round 20): the seed's Dryad string is the
    artifact's title, which its pages hold; a site name in `<title>` is the portal's, and
    a member page titled after itself (a file's page) holds the title without it."""
    home = plan.homepage.title if plan.homepage is not None else None
    if plan.known_host or plan.heuristic not in ("sig_title", "sig_title_plus_ignored"):
        return None
    if not plan.significant or not home:
        return None
    core, removed = filtered_title(plan.significant, home)
    return core if removed and usable(core) and core != plan.significant else None


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
