"""The home page: pages list, URL lookup with captures by year/month, escaping."""

from __future__ import annotations

import json
from pathlib import Path

from starlette.testclient import TestClient

from keepnet.replay.app import create_app


def test_home_lists_pages_and_forms(pywb_dir: Path, tmp_path: Path) -> None:
    pages = tmp_path / "pages" / "pages.jsonl"
    pages.parent.mkdir(parents=True)
    pages.write_text(
        json.dumps({"format": "json-pages-1.0"})
        + "\n"
        + json.dumps(
            {
                "url": "http://www.iana.org/",
                "ts": "2014-01-26T20:06:24Z",
                "title": "IANA <b>home</b>",
            }
        )
        + "\nnot json\n"
    )
    (tmp_path / "indexes").mkdir()
    (tmp_path / "indexes" / "index.cdxj").write_text("")
    client = TestClient(create_app([pywb_dir, tmp_path]))
    html = client.get("/").text
    assert 'action="/"' in html and 'name="url"' in html
    assert 'href="/web/20140126200624/http://www.iana.org/"' in html
    assert "IANA &lt;b&gt;home&lt;/b&gt;" in html


def test_url_lookup_lists_captures(client: TestClient) -> None:
    resp = client.get("/", params={"url": "www.iana.org/_css/2013.1/fonts/Inconsolata.otf"})
    assert resp.status_code == 200
    assert "5 captures of" in resp.text and "<h2 id=y2014>2014</h2>" in resp.text
    assert resp.text.count('href="/web/201401262') == 5
    assert "(revisit)" in resp.text
    missing = client.get("/", params={"url": "http://nowhere.example/"})
    assert missing.status_code == 404 and "Not in the archive" in missing.text
    assert client.get("/web/*/http://www.iana.org/").text.count('href="/web/2014') >= 3


def test_search_box_only_with_search(client: TestClient) -> None:
    html = client.get("/").text
    has_search = any(getattr(r, "path", "") == "/search" for r in client.app.routes)  # type: ignore[attr-defined]
    assert ('action="/search"' in html) == has_search
