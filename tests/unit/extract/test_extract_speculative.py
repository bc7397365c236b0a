"""Speculative URLs in inline scripts: only clearly URL-shaped string literals."""

from __future__ import annotations

from keepnet.extract.collect import OutlinkCollector
from keepnet.extract.speculative import MAX_PER_SCRIPT, collect_script_urls, is_javascript


def found(source: str) -> list[str]:
    c = OutlinkCollector("https://ex.test/p/")
    collect_script_urls(source, c)
    return [o.url for o in c.outlinks()[0]]


def test_url_shapes() -> None:
    src = """
      load("https://cdn.test/a.js"); img.src = '//img.test/b.png';
      fetch("/api/data.json?x=1"); var p = "/static/c.css";
      var no1 = "a/b/c", no2 = "/path/without/extension", no3 = '//g', no4 = "http://nodot/";
      var no5 = 'text with https://x.test/ inside', no6 = "/x.js" + y;
    """
    assert found(src) == [
        "https://cdn.test/a.js",
        "https://img.test/b.png",
        "https://ex.test/api/data.json?x=1",
        "https://ex.test/static/c.css",
        "https://ex.test/x.js",
    ]


def test_escaped_slashes_and_cap() -> None:
    assert found('{"u":"https:\\/\\/ex.test\\/j.png"}') == ["https://ex.test/j.png"]
    many = ";".join(f"'/f{i}.js'" for i in range(MAX_PER_SCRIPT + 50))
    assert len(found(many)) == MAX_PER_SCRIPT


def test_is_javascript() -> None:
    assert is_javascript(None) and is_javascript("") and is_javascript("module")
    assert is_javascript("text/javascript; charset=utf-8") and is_javascript(" Text/JavaScript ")
    assert not is_javascript("application/ld+json") and not is_javascript("text/template")
