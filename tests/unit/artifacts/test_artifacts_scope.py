"""The "artifact" crawl scope (scope/rules.py): membership delegated to the artifact boundary."""

from __future__ import annotations

from keepnet.artifacts.boundary import Boundary
from keepnet.artifacts.model import Plan
from keepnet.models import CrawlURI, Hop
from keepnet.scope.rules import Scope
from keepnet.settings.job import build_job

SEED = "http://doi.test/10.1/x"
ENTRY = "http://portal.test/item/1"


def seed_uri(url: str = SEED, hop_path: str = "") -> CrawlURI:
    return CrawlURI(url=url, key=url, host="x", seed=SEED, hop_path=hop_path)


def test_before_the_boundary_is_decided_only_the_seed_is_in() -> None:
    scope = Scope(
        build_job({"seeds": [{"url": SEED, "scope": "artifact", "heuristic": "path_based"}]})
    )
    d = scope.decide(seed_uri(), "http://portal.test/other", Hop.LINK)
    assert not d.accept and d.reason.startswith("out of artifact scope")


def test_membership_is_delegated_and_refusals_count_as_out_of_scope() -> None:
    scope = Scope(build_job({"seeds": [SEED], "scope": "artifact"}))
    ss = scope.seed_scope(SEED)
    assert ss is not None and ss.kind == "artifact"
    plan = Plan(
        entry=ENTRY,
        requested=SEED,
        heuristic="path_based",
        source="forced",
        aliases=frozenset({SEED, ENTRY}),
        portal_domains=frozenset({"portal.test"}),
        params={"root": "portal.test/item/1"},
    )
    ss.boundary = Boundary(plan)
    assert scope.decide(seed_uri(), ENTRY, Hop.REDIRECT).accept  # the DOI's redirect
    entry = seed_uri(ENTRY, "R")
    assert scope.decide(entry, ENTRY + "/files", Hop.LINK).accept
    assert ss.core_match(ENTRY + "/files")
    refused = scope.decide(entry, "http://portal.test/about", Hop.LINK)
    assert not refused.accept and refused.reason.startswith(
        "out of artifact scope: artifact path_based"
    )
    assert scope.decide(entry, "http://cdn.test/style.css", Hop.EMBED).accept  # embeds of members
