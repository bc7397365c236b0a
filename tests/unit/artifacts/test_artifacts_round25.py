"""Round 25: the inclusive reading where the sets' writers disagree (inclusive.py).

Each rule is what the seed's own definition of a heuristic collects at a point where the
writers of the test sets read it differently, kept because its measured trade over all the
sets pooled gained recall at small cost in precision (docs/artifacts.md, round 25): the
entry in another language under the seed's heuristic's own verdict; `report` ending a path
below the entry as the record's report; the history of the artifact's own wiki pages; a
page below the entry as its own list; the entry's own URL asking for another format under
Single Page; an identifier followed by a part's short code under Significant String from
URI; a part named by the entry's identifier (round 20's) and the entry's own name with
another extension, one hop from the entry.
"""

from __future__ import annotations

from keepnet.artifacts.identifiers import contains_id
from keepnet.artifacts.inclusive import (
    below_entry,
    entry_format,
    entry_named,
    language_view,
    own_or_other,
    page_history,
    part_beside,
)
from keepnet.artifacts.model import Verdict
from keepnet.artifacts.ownlists import own_list
from keepnet.artifacts.strategies.base import Context
from keepnet.artifacts.strategies.path import PathBased
from keepnet.artifacts.strategies.siguri import SigUri
from keepnet.artifacts.strategies.single import SinglePage, SinglePagePlusIgnored
from keepnet.artifacts.urls import is_action_beyond


def _ctx(entry: str, **kw: object) -> Context:
    return Context(
        entry=entry,
        aliases=frozenset({entry}),
        domains=frozenset({"portal.test"}),
        **kw,  # type: ignore[arg-type]
    )


def test_the_entry_in_another_language_is_what_the_seeds_heuristic_says() -> None:
    entry = "http://www.portal.test/j/abc/a/Qw7ZkT3pLm9XcV2nB4sD/"
    view = entry + "?lang=pt"
    # Path-Based: the entry URI is a substring of it; a leaf (its links are the entry's)
    verdict, _ = language_view(PathBased(), _ctx(entry), True, view)
    assert verdict is Verdict.LEAF
    # Significant String from URI: it carries the identifier
    rec = "http://data.portal.test/detail/c07d9e12-6a4b-4f3c-8d21-5e6f7a8b9c0d"
    ctx = _ctx(rec, significant="c07d9e12-6a4b-4f3c-8d21-5e6f7a8b9c0d")
    assert language_view(SigUri(), ctx, True, rec + "?lang=de")[0] is Verdict.LEAF
    # Single Page+: one hop from the entry
    page = "http://www.portal.test/v/62870/slice-cultures"
    assert (
        language_view(SinglePagePlusIgnored(), _ctx(page), True, page + "?language=es")[0]
        is Verdict.LEAF
    )
    # Single Page takes nothing but the entry; nor does a page linked further out
    assert language_view(SinglePage(), _ctx(page), True, page + "?language=es")[0] is Verdict.OUT
    assert (
        language_view(SinglePagePlusIgnored(), _ctx(page), False, page + "?language=es")[0]
        is Verdict.OUT
    )


def test_report_ending_a_path_below_the_entry_is_the_records_report() -> None:
    entry = "http://portal.test/data/pkg/knb-lter-fen.41/"
    assert not is_action_beyond(entry + "report", entry)
    assert not is_action_beyond(
        "http://ed.test/works/requiem/report", "http://ed.test/works/requiem/"
    )
    # the site's form to report something is the action still: not below the entry, or
    # asking about something
    assert is_action_beyond("http://portal.test/report", entry)
    assert is_action_beyond("http://portal.test/data/report", entry)
    assert is_action_beyond(entry + "report?id=41", entry)
    assert is_action_beyond(entry + "report/edit", entry)
    # a portal known by host name (no entry): as before
    assert is_action_beyond(entry + "report", "")


def test_the_history_of_the_artifacts_own_wiki_pages_is_its_own() -> None:
    entry = "http://wiki.portal.test/wiki/Datasets/Kelp_holdfast_fauna"
    own = "http://wiki.portal.test/index.php?title=Datasets/Kelp_holdfast_fauna&action=history"
    sub = "http://wiki.portal.test/index.php?title=Datasets/Kelp_holdfast_fauna/Changelog&action=history"
    talk = (
        "http://wiki.portal.test/index.php?title=Talk:Datasets/Kelp_holdfast_fauna&action=history"
    )
    for url in (own, sub, talk):
        assert page_history(url, entry)
        assert own_list(url, entry, {})
    # another page's history, a history on another host, another action: not
    other = "http://wiki.portal.test/index.php?title=Main_Page&action=history"
    assert not page_history(other, entry)
    assert not own_list(other, entry, {})
    assert not page_history(own.replace("wiki.portal", "wiki.other"), entry)
    assert not page_history(own.replace("action=history", "action=edit"), entry)


def test_single_page_takes_the_entrys_own_url_in_another_format() -> None:
    entry = "http://archive.portal.test/items/show/42"
    ctx = _ctx(entry)
    for fmt in ("output=json", "output=dc-rdf", "format=ris"):
        assert entry_format(f"{entry}?{fmt}", entry)
        assert SinglePage().offer(ctx, True, f"{entry}?{fmt}") is Verdict.LEAF
    # not another query, another path, a page linked further out, a known host's portal
    assert SinglePage().offer(ctx, True, entry + "?page=2") is Verdict.OUT
    assert SinglePage().offer(
        ctx, True, "http://archive.portal.test/items/show/43?output=json"
    ) is (Verdict.OUT)
    assert SinglePage().offer(ctx, False, entry + "?output=json") is Verdict.OUT
    known = _ctx(entry, known_host=True)
    assert SinglePage().offer(known, True, entry + "?output=json") is Verdict.OUT


def test_an_identifier_with_a_parts_short_code_is_carried() -> None:
    for url, token in (
        ("http://m.test/sample/MB-00843-a", "MB-00843"),
        ("http://m.test/working/10091452-W01", "10091452"),
        (
            "http://api.m.test/v2/preparation/e7b3d510-9a2c-4c6e-a4f1-58d20b9e37c4-S1",
            "e7b3d510-9a2c-4c6e-a4f1-58d20b9e37c4",
        ),
        ("http://m.test/sample/MB-00843-c?view=full", "MB-00843"),
        ("http://m.test/sample/MB-00843-d/images", "MB-00843"),
    ):
        assert contains_id(url, token, parts=True, codes=True)
        assert not contains_id(url, token, parts=True)
    # (a file so named was carried already: round 21's file part)
    assert contains_id("http://m.test/sample/MB-00843-b.json", "MB-00843", parts=True, codes=True)
    # a word, a number, a longer code, a token without a digit: another record as before
    assert not contains_id("http://m.test/x/MB-00843-winter", "MB-00843", parts=True, codes=True)
    assert not contains_id("http://m.test/x/e2301-2", "e2301", parts=True, codes=True)
    assert not contains_id("http://m.test/x/MB-00843-abc1", "MB-00843", parts=True, codes=True)
    assert not contains_id("http://m.test/x/seabirds-ab", "seabirds", parts=True, codes=True)
    assert not contains_id("http://m.test/x/MB-00843-a1b", "MB-00843", parts=True, codes=True)
    # the strategy, on a portal not known by host name only
    entry = "http://m.portal.test/meteorite/MB-00843"
    ctx = _ctx(entry, significant="MB-00843")
    assert SigUri().offer(ctx, True, "http://m.portal.test/sample/MB-00843-a") is Verdict.MEMBER
    known = _ctx(entry, significant="MB-00843", known_host=True)
    assert SigUri().offer(known, True, "http://m.portal.test/sample/MB-00843-a") is Verdict.OUT


def test_a_page_below_the_entry_is_its_own_list_whatever_word_names_it() -> None:
    entry = "http://arch.portal.test/findingaid/EXP-1898"
    for url in (entry + "/series/2", entry + "/series/2?page=2", entry + "/series/1/file/1"):
        assert below_entry(url, entry)
        assert own_list(url, entry, {})
    # the entry itself, a page beside or above it, another host, an entry of one segment or
    # with a query: not
    assert not below_entry(entry, entry)
    assert not below_entry("http://arch.portal.test/findingaid/series/2", entry)
    assert not below_entry("http://other.test/findingaid/EXP-1898/series/2", entry)
    assert not below_entry("http://arch.portal.test/lab/tags/x", "http://arch.portal.test/lab")
    assert not below_entry("http://x.test/view/tags/1", "http://x.test/view?id=4")


def test_a_part_named_by_the_entrys_identifier_one_hop_from_the_entry() -> None:
    # round 20's part (`<id>_media.html` beside `<id>.html`), now also in the "+" hop, where
    # a page beside the entry was "above it" or "another artifact of the portal"
    entry = "http://abs.portal.test/meeting/2025/webprogram/Paper52107.html"
    part = "http://abs.portal.test/meeting/2025/webprogram/Paper52107_media.html"
    ctx = _ctx(entry)
    assert part_beside(ctx, part)
    assert own_or_other(ctx, part, "other")[0] is Verdict.LEAF
    # a hyphenated word (`river-levels-2021-monthly`: another dataset), a number, another
    # identifier's page, a known host: not
    for other in ("Paper52107-media.html", "Paper52107_2.html", "Paper52108_media.html"):
        url = "http://abs.portal.test/meeting/2025/webprogram/" + other
        assert not part_beside(ctx, url)
        assert own_or_other(ctx, url, "other")[0] is Verdict.OTHER
    known = _ctx(entry, known_host=True)
    assert not part_beside(known, part)
    assert own_or_other(known, part, "other")[0] is Verdict.OTHER


def test_the_entrys_own_name_with_another_extension_is_its_format() -> None:
    entry = "http://circ.portal.test/mpec/K24/K24C19.html"
    for ext in ("obs", "orb", "txt"):
        url = f"http://circ.portal.test/mpec/K24/K24C19.{ext}"
        assert entry_named(url, entry)
        assert own_or_other(_ctx(entry), url, "other")[0] is Verdict.LEAF
    # the same name elsewhere, another name, a dotted identifier's next version, a name
    # without a digit, a query: not
    assert not entry_named("http://circ.portal.test/mpec/K23/K24C19.obs", entry)
    assert not entry_named("http://circ.portal.test/mpec/K24/K24C20.obs", entry)
    pre = "http://pre.portal.test/content/10.1101/2024.02.14.580001v2"
    assert not entry_named("http://pre.portal.test/content/10.1101/2024.02.14.580001v1", pre)
    assert not entry_named("http://w.portal.test/about.pdf", "http://w.portal.test/about.html")
    assert not entry_named("http://circ.portal.test/mpec/K24/K24C19.obs?x=1", entry)
