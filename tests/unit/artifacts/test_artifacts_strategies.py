"""Each boundary strategy separately: its verdict for the links of a member page."""

from __future__ import annotations

import pytest

from keepnet.artifacts.model import Verdict
from keepnet.artifacts.strategies import HEURISTICS, Context, get_strategy

E = "http://portal.test/item/ab12/"
OFF = "http://elsewhere.test/paper"
SAME = "http://portal.test/files/data.csv"
IGN = "http://portal.test/about"


def ctx(**kw: object) -> Context:
    base: dict[str, object] = {
        "entry": E,
        "aliases": frozenset({E}),
        "domains": frozenset({"portal.test"}),
        "ignored": frozenset({IGN}),
    }
    base.update(kw)
    return Context(**base)  # type: ignore[arg-type]


def test_ids_and_names_follow_the_seed() -> None:
    assert HEURISTICS == (
        "single_page",
        "single_page_plus",
        "single_page_plus_ignored",
        "path_based",
        "path_based_externals",
        "sig_title",
        "sig_title_plus_ignored",
        "sig_filtered_title",
        "sig_uri",
        "signposting",
    )
    assert get_strategy("sig_filtered_title").name == "Significant String from Filtered Title"
    with pytest.raises(ValueError, match="unknown heuristic"):
        get_strategy("everything")


def test_single_page_takes_nothing() -> None:
    s = get_strategy("single_page")
    assert s.offer(ctx(), True, SAME) is Verdict.OUT
    assert s.offer(ctx(), True, OFF) is Verdict.OTHER


def test_single_page_plus_takes_one_hop_of_the_portal() -> None:
    s = get_strategy("single_page_plus")
    assert s.offer(ctx(), True, SAME) is Verdict.LEAF
    assert s.offer(ctx(), False, SAME) is Verdict.OUT  # not from the entry: no second hop
    assert s.offer(ctx(), True, OFF) is Verdict.OTHER
    assert not s.uses_ignored and get_strategy("single_page_plus_ignored").uses_ignored


def test_path_based_follows_everything_under_the_entry() -> None:
    s = get_strategy("path_based")
    assert s.offer(ctx(), False, E + "files/x") is Verdict.MEMBER
    assert s.offer(ctx(), False, "http://portal.test/item/ab123") is Verdict.OUT
    assert (
        s.offer(ctx(params={"root_segments": 1}), False, "http://portal.test/item/zz")
        is Verdict.MEMBER
    )


def test_path_based_externals_adds_other_domains_or_the_listed_hosts() -> None:
    s = get_strategy("path_based_externals")
    raw = "http://raw.content.test/item/ab12/README"
    assert s.offer(ctx(), False, raw) is Verdict.LEAF
    assert s.offer(ctx(params={"externals": ["raw.content.test"]}), False, OFF) is Verdict.OTHER
    assert s.offer(ctx(params={"externals": ["raw.content.test"]}), False, raw) is Verdict.LEAF


def test_significant_string_strategies_check_content() -> None:
    c = ctx(significant="Coral reef survey 2019")
    for sid in ("sig_title", "sig_filtered_title"):
        s = get_strategy(sid)
        assert s.content and s.offer(c, False, SAME) is Verdict.CANDIDATE
        assert s.confirm(c, SAME, "page about the Coral  reef survey 2019 data")
        assert not s.confirm(c, SAME, "another dataset")
    plus = get_strategy("sig_title_plus_ignored")
    assert plus.offer(c, False, SAME) is Verdict.CANDIDATE_LEAF and plus.uses_ignored
    assert plus.offer(c, False, OFF) is Verdict.OTHER


def test_sig_uri_takes_portal_uris_carrying_the_identifier() -> None:
    s = get_strategy("sig_uri")
    c = ctx(significant="ab12", domains=frozenset({"portal.test"}))
    assert s.offer(c, False, "http://api.portal.test/v1/ab12/doc") is Verdict.MEMBER
    assert s.offer(c, False, "http://portal.test/other") is Verdict.OUT
    assert s.offer(c, False, "http://elsewhere.test/ab12") is Verdict.OTHER


def test_signposting_takes_declared_members_only() -> None:
    s = get_strategy("signposting")
    c = ctx(declared=frozenset({SAME, OFF}))
    assert s.offer(c, True, SAME) is Verdict.LEAF and s.offer(c, True, OFF) is Verdict.LEAF
    assert s.offer(c, True, "http://portal.test/other") is Verdict.OUT


def test_path_roots_before_a_marker_and_path_copies_are_leaves() -> None:
    s = get_strategy("path_based")
    c = ctx(entry="http://portal.test/g/sub/proj/-/tree/main", params={"root_before": "/-/"})
    assert s.offer(c, True, "http://portal.test/g/sub/proj/-/issues/1") is Verdict.MEMBER
    assert s.offer(c, True, "http://portal.test/g/sub/other") is Verdict.OUT
    assert s.offer(c, False, "http://raw.cdn.test/g/sub/proj/main/x.py") is Verdict.LEAF
