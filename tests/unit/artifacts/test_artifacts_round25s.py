"""Round 25s (sig25): what signposting takes beyond what the portal signposts.

Pooled over every development set, the sets' writers count as the artifact the landing
page plus its `item` and `describedby` targets (and, 30 URIs to 11, its `linkset`
documents); what keepnet added beyond them was mostly outside their truths: the exports
beside several declared metadata records, a declared file's `?download=1` form, pages
two segments below the entry, a record's pages numbered by a page or a version, and a
declared export with another format in its query.
"""

from __future__ import annotations

from keepnet.artifacts.model import Page
from keepnet.artifacts.neighbours import declared_record_view
from keepnet.artifacts.partial import completion, unaccounted_files
from keepnet.artifacts.signposting import from_page
from keepnet.artifacts.strategies.base import Context

R = "http://rdm.test/records/4x7kq-8vz21"
DOMAINS = frozenset({"rdm.test"})


def _never(_url: str) -> bool:
    return False


def _page(items: list[str], describedby: list[str], links: list[str]) -> Page:
    rels = [("item", u) for u in items] + [("describedby", u) for u in describedby]
    return Page(R, 200, links=links, rels=[(rel, url, None, "http") for rel, url in rels])


def test_exports_beside_several_declared_records_do_not_complete_the_signposting() -> None:
    items = [f"{R}/files/counts.csv", f"{R}/files/protocol.pdf"]
    meta = [f"{R}/export/json-ld", f"{R}/export/datacite-xml"]
    links = [
        *items,
        *meta,
        f"{R}/files/counts.csv?download=1",  # a declared file's other form
        f"{R}/files/readme.txt",  # a file the items leave out
        f"{R}/export/bibtex",  # exports the portal chose not to declare
        f"{R}/export/csl",
    ]
    page = _page(items, meta, links)
    sp = from_page(page)
    partial = unaccounted_files(page, sp, frozenset(), DOMAINS, _never)
    assert f"{R}/files/readme.txt" in partial
    assert completion(page, sp, partial, frozenset()) == [f"{R}/files/readme.txt"]


def test_one_declared_record_is_still_completed_by_its_sibling_exports() -> None:
    items = [f"{R}/files/counts.csv"]
    meta = [f"{R}/export/datacite-xml"]
    links = [*items, *meta, f"{R}/files/readme.txt", f"{R}/export/bibtex"]
    page = _page(items, meta, links)
    sp = from_page(page)
    partial = unaccounted_files(page, sp, frozenset(), DOMAINS, _never)
    got = completion(page, sp, partial, frozenset())
    assert f"{R}/files/readme.txt" in got and f"{R}/export/bibtex" in got


def _ctx(entry: str, declared: list[str]) -> Context:
    return Context(entry, frozenset({entry}), DOMAINS, declared=frozenset(declared))


def test_the_records_own_view_below_the_entry_stays_a_view() -> None:
    entry = "http://dspace.test/items/2f8c5e1a-7b3d-4c9e-a1f0-6d2e8b4c7a95"
    ctx = _ctx(entry, [f"{entry}/bitstream.pdf"])
    assert declared_record_view(ctx, f"{entry}/full")
    assert declared_record_view(ctx, "http://dspace.test/handle/1/2?show=full") is False
    assert declared_record_view(
        _ctx("http://dspace.test/handle/1/2", []), "http://dspace.test/handle/1/2?show=full"
    )


def test_pages_two_below_or_numbered_are_not_views_of_the_declared_record() -> None:
    ctx = _ctx(R, [f"{R}/files/counts.csv", f"{R}/export/json-ld"])
    assert not declared_record_view(ctx, f"{R}/export/json")  # an undeclared export
    assert not declared_record_view(ctx, f"{R}/resource/e63b2a4c")
    assert not declared_record_view(ctx, f"{R}?files_page=2")  # the file list continued
    assert not declared_record_view(ctx, f"{R}?version=3")  # another version
    assert not declared_record_view(ctx, f"{R}/classes?page=2")


def test_a_declared_export_in_another_format_is_not_a_view_but_a_declared_files_page_is() -> None:
    entry = "http://dv.test/dataset.xhtml?persistentId=doi:10.1/ABC"
    declared = [
        "http://dv.test/api/datasets/export?exporter=schema.org&persistentId=doi:10.1/ABC",
        "http://dv.test/api/access/datafile/4455667",
    ]
    ctx = _ctx(entry, declared)
    other = "http://dv.test/api/datasets/export?exporter=ddi&persistentId=doi:10.1/ABC"
    assert not declared_record_view(ctx, other)
    assert not declared_record_view(ctx, other, known_host=True)
    assert declared_record_view(ctx, "http://dv.test/file.xhtml?fileId=4455667&version=1.0")
