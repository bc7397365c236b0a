"""GET /search: HTML and JSON results, escaping, memento links, bad parameters, several dirs."""

from __future__ import annotations

from pathlib import Path

import pytest
from search_testlib import Page, write_pages
from starlette.applications import Starlette
from starlette.routing import Mount
from starlette.testclient import TestClient

from keepnet.search.builder import update_search
from keepnet.search.routes import search_routes

EVIL = '<script>alert("x")</script>'


@pytest.fixture
def crawls(tmp_path: Path) -> list[Path]:
    one, two = tmp_path / "one", tmp_path / "two"
    write_pages(one / "archive" / "a.warc.gz", [
        Page("http://news.example.test/a", "2024-05-12T09:30:00Z", "Harbour bridge", "harbour news"),
        Page(f"http://evil.test/{EVIL}", "2023-01-01T00:00:00Z", f"Title {EVIL}",
             f"harbour &lt;img src=x onerror=alert(1)&gt; {EVIL.replace('<', '&lt;')}"),
    ])  # fmt: skip
    write_pages(two / "archive" / "b.warc.gz", [
        Page(f"http://blog.example.test/p{i}", "2022-06-01T00:00:00Z", f"Walk {i}", "harbour walk")
        for i in range(25)
    ])  # fmt: skip
    update_search(one)
    update_search(two)
    return [one, two]


@pytest.fixture
def client(crawls: list[Path]) -> TestClient:
    return TestClient(Starlette(routes=search_routes(crawls, collection="web")))


def test_html_results_link_to_mementos(client: TestClient) -> None:
    r = client.get("/search", params={"q": "bridge"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert 'href="/web/20240512093000/http://news.example.test/a"' in r.text
    assert "<mark>bridge</mark>" in r.text
    assert "script-src" not in r.headers["content-security-policy"]  # no script at all
    assert "default-src 'none'" in r.headers["content-security-policy"]


def test_everything_archived_is_escaped(client: TestClient) -> None:
    r = client.get("/search", params={"q": "harbour", "site": "evil.test"})
    assert r.status_code == 200
    assert "<script>" not in r.text and "<img" not in r.text
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in r.text


def test_query_is_escaped_in_the_form_and_messages(client: TestClient) -> None:
    # a quote, a script, a NUL and bytes that are not UTF-8; a site that breaks out of value=""
    r = client.get("/search?q=%22%3Cscript%3Ealert(1)%3C/script%3E%00%ED%A0%80&site=%22%3E%3Cb%3E")
    assert r.status_code == 400  # the site is not a host
    assert "<script>" not in r.text and '"><b>' not in r.text and "\x00" not in r.text
    assert "&lt;script&gt;" in r.text


def test_json_output(client: TestClient) -> None:
    r = client.get("/search", params={"q": "bridge", "output": "json"})
    data = r.json()
    assert data["total"] == 1 and data["page"] == 1
    (hit,) = data["results"]
    assert hit["url"] == "http://news.example.test/a"
    assert hit["timestamp"] == "20240512093000"
    assert hit["title"] == "Harbour bridge"
    assert hit["memento"] == "/web/20240512093000/http://news.example.test/a"
    # the match is in the title: the snippet is the page's text, with nothing to highlight
    assert (hit["snippet"], hit["snippet_html"]) == ("harbour news", "harbour news")
    (hit,) = client.get("/search", params={"q": "news", "output": "json"}).json()["results"]
    assert hit["snippet_html"] == "harbour <mark>news</mark>"


def test_results_merge_directories_and_paginate(client: TestClient) -> None:
    first = client.get("/search", params={"q": "harbour", "output": "json"}).json()
    assert first["total"] == 27 and len(first["results"]) == 20
    second = client.get("/search", params={"q": "harbour", "output": "json", "page": "2"}).json()
    assert len(second["results"]) == 7
    seen = [h["url"] for h in first["results"] + second["results"]]
    assert len(set(seen)) == 27
    html = client.get("/search", params={"q": "harbour"}).text
    assert "page=2" in html and "next" in html


def test_filters(client: TestClient) -> None:
    def count(**params: str) -> int:
        return int(client.get("/search", params={"output": "json", **params}).json()["total"])

    assert count(q="harbour", site="example.test") == 26
    assert count(q="harbour", site="blog.example.test") == 25
    assert count(q="harbour", **{"from": "2023", "to": "2023"}) == 1
    assert count(q="harbour", **{"from": "20240101"}) == 1


@pytest.mark.parametrize(
    "params",
    [{"from": "nope"}, {"to": "2024-13-99-99-99"}, {"site": "http://"}, {"page": "0"},
     {"page": "x"}, {"page": "9" * 50}, {"limit": "1000"}, {"limit": "-1"}],
)  # fmt: skip
def test_bad_parameters_are_400(client: TestClient, params: dict[str, str]) -> None:
    r = client.get("/search", params={"q": "harbour", **params})
    assert r.status_code == 400
    assert client.get("/search", params={"q": "harbour", "output": "json", **params}).json()[
        "error"
    ]


def test_without_query_the_form_only(client: TestClient) -> None:
    r = client.get("/search")
    assert r.status_code == 200 and '<form method="get" action="/search"' in r.text
    assert client.get("/search", params={"output": "json"}).status_code == 400


def test_huge_query_is_fine(client: TestClient) -> None:
    r = client.get("/search", params={"q": "harbour " + "(" * 10_000, "output": "json"})
    assert r.status_code == 200 and r.json()["total"] == 27


def test_collection_without_index_says_so(tmp_path: Path) -> None:
    client = TestClient(Starlette(routes=search_routes([tmp_path])))
    data = client.get("/search", params={"q": "x", "output": "json"}).json()
    assert data["total"] == 0 and "no search index" in data["notes"][-1]
    assert not (tmp_path / "indexes").exists()


def test_mounted_under_a_prefix(crawls: list[Path]) -> None:
    app = Starlette(routes=[Mount("/archive", routes=search_routes(crawls, "coll"))])
    r = TestClient(app).get("/archive/search", params={"q": "bridge"})
    assert 'href="/archive/coll/20240512093000/http://news.example.test/a"' in r.text
