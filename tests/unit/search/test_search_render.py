"""keepnet.search.render: escaping, highlights, dates, memento paths."""

from __future__ import annotations

from keepnet.search.base import SearchHit, SearchResults
from keepnet.search.render import human_date, marked_html, memento_path, results_page


def test_marked_html_escapes_every_fragment() -> None:
    assert marked_html((("<a>", False), ('"b"&', True), ("\x00", False))) == (
        "&lt;a&gt;<mark>&quot;b&quot;&amp;</mark> "
    )


def test_dates_and_memento_paths() -> None:
    hit = SearchHit("http://a.test/?x=1&y=2", "20240512093000", (), (), 1.0)
    assert human_date(hit.timestamp) == "2024-05-12 09:30:00 UTC"
    assert memento_path("/root", "web", hit) == "/root/web/20240512093000/http://a.test/?x=1&y=2"


def test_page_escapes_hit_urls_in_attributes() -> None:
    hit = SearchHit('http://a.test/"><script>x</script>', "20240512093000", (), (("s", False),), 1)
    html = results_page({"q": "x"}, SearchResults([hit], 1, 0, 20), 1, "", "web")
    assert "<script>" not in html
    assert 'href="/web/20240512093000/http://a.test/&quot;&gt;&lt;script&gt;' in html
    assert "1–1 of 1" in html
