"""Significant strings from titles: the seed's filtered-title algorithm, both directions."""

from __future__ import annotations

from keepnet.artifacts.titles import (
    contains,
    filtered_title,
    holds_beyond_links,
    remove_left,
    remove_right,
    split_site_name,
    usable,
)


def test_left_removal_is_the_seeds_osf_example() -> None:
    rest, removed = remove_left(
        "OSF | Role of UvrD/Mfd in TCR Supplementary Material", "OSF | Home"
    )
    assert rest == "Role of UvrD/Mfd in TCR Supplementary Material"
    assert removed == "OSF | "


def test_right_removal_for_dataverse() -> None:
    rest, removed = remove_right(
        "Replication Data for: Coral - Harvard Dataverse", "Harvard Dataverse"
    )
    assert rest == "Replication Data for: Coral"
    assert removed == "Harvard Dataverse"


def test_the_cut_never_splits_a_word() -> None:
    # character-wise the common prefix is "OSF | Ho"; the word "Hox" must survive
    assert remove_left("OSF | Hox genes in flies", "OSF | Home")[0] == "Hox genes in flies"


def test_auto_picks_the_side_sharing_more_and_nothing_shared_keeps_the_title() -> None:
    assert filtered_title("Data | Site", "Site")[0] == "Data"
    assert filtered_title("Site | Data", "Site | Home")[0] == "Data"
    assert filtered_title("Data from: birds", "Drydata Digital Repository") == (
        "Data from: birds",
        "",
    )


def test_side_is_respected() -> None:
    assert (
        filtered_title("X | A long dataset title | X", "X", side="left")[0]
        == "A long dataset title | X"
    )
    assert (
        filtered_title("X | A long dataset title | X", "X", side="right")[0]
        == "X | A long dataset title"
    )


def test_fallback_without_a_homepage_title_splits_at_a_separator() -> None:
    assert split_site_name("Summary data GWAS - Harvard Dataverse", "right") == (
        "Summary data GWAS",
        "Harvard Dataverse",
    )
    assert split_site_name("OSF | Project title here", "left") == ("Project title here", "OSF")
    assert split_site_name("No separator here", "right") == ("No separator here", "")


def test_contains_normalizes_case_entities_and_whitespace() -> None:
    assert contains(
        "<p>Role of  UvrD/Mfd\n in TCR &amp; more</p>", "role of uvrd/mfd in tcr & MORE"
    )
    assert not contains("Role of UvrD", "Role of UvrD/Mfd")
    assert not contains("anything", "")


def test_usable_rejects_short_strings() -> None:
    assert not usable("Home") and not usable(None) and usable("Coral reef survey")


def test_a_page_naming_the_entry_only_in_its_link_to_it_does_not_hold_the_title() -> None:
    entry = "http://blog.test/2023/post/"
    sig = "Recording tone in noisy markets"
    box = b'<h3>Trending</h3><a href="http://blog.test/2023/post/">Recording tone in noisy markets</a>'
    text = "Trending Recording tone in noisy markets"
    assert not holds_beyond_links(
        "Other post", text, box, "http://b.test/x/", frozenset({entry}), sig
    )
    # in its own title, or also outside the link: it holds it
    assert holds_beyond_links(
        f"{sig} - page 2", text, box, "http://b.test/x/", frozenset({entry}), sig
    )
    body = box + b"<p>Recording tone in noisy markets, chapter 2</p>"
    text2 = text + " Recording tone in noisy markets, chapter 2"
    assert holds_beyond_links("Ch 2", text2, body, "http://b.test/x/", frozenset({entry}), sig)
