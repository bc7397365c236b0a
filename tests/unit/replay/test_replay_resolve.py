"""Resolving URL + time to a capture: exact key, canonicalizer fallbacks, ranking, loading."""

from __future__ import annotations

from pathlib import Path

import pytest
from starlette.testclient import TestClient

from keepnet.replay.app import create_app
from keepnet.replay.collection import Capture, Collection
from keepnet.replay.load import LoadError, warc_path
from keepnet.replay.resolve import Resolver

RULES = """keepnet-canon-rules: 1
rules:
  - name: iana-session
    action: strip-query-params
    params: [sess]
    scope: "http://(org,iana,"
"""


def test_fallback_key_from_rules_file_needs_no_reindex(pywb_dir: Path, tmp_path: Path) -> None:
    url = "http://www.iana.org/?sess=abc123"
    plain = Resolver(Collection("web", [pywb_dir]))
    assert plain.captures(url) == []
    rules = tmp_path / "rules.yaml"
    rules.write_text(RULES)
    with_rules = Resolver(Collection("web", [pywb_dir]), rules)
    assert with_rules.keys(url)[0] == "org,iana)/?sess=abc123"  # exact key first
    assert "org,iana)/" in with_rules.keys(url)
    caps = with_rules.captures(url)
    assert caps and {c.record.key for c in caps} == {"org,iana)/"}
    client = TestClient(create_app([pywb_dir], rules_file=rules))
    assert client.get(f"/web/20140126200624id_/{url}").status_code == 200


def test_ranking(pywb_dir: Path) -> None:
    r = Resolver(Collection("web", [pywb_dir]))
    best = r.closest("http://www.iana.org/", "20140127171238")
    assert best is not None
    chosen, caps = best
    # two captures share that second; the one archived under the requested URL wins
    assert chosen.record.url == "http://www.iana.org/" and chosen.record.is_revisit
    assert [c.record.timestamp for c in caps] == sorted(c.record.timestamp for c in caps)
    latest = r.closest("http://www.iana.org/", None)
    assert latest is not None and latest[0].record.timestamp == caps[-1].record.timestamp
    assert r.closest("http://www.iana.org/", "1999") is not None  # nearest, even far away
    assert r.closest("http://not.archived.example/", None) is None


def test_unparseable_url_falls_back_to_raw_key(pywb_dir: Path) -> None:
    r = Resolver(Collection("web", [pywb_dir]))
    assert r.keys("http://[broken")  # some key, never an exception
    assert r.captures("http://[broken") == []


def test_warc_path_is_confined(pywb_dir: Path) -> None:
    coll = Collection("web", [pywb_dir])
    cap = next(coll.lookup("org,iana)/", "org,iana)/!"))
    assert warc_path(cap) == (pywb_dir / "archive" / cap.record.filename).resolve()
    for name in ("../indexes/index.cdxj", "/etc/passwd", "", "a\x00b", "sub/../../x"):
        with pytest.raises(LoadError):
            warc_path(Capture(cap.record._replace(filename=name), cap.archive))
    link = pywb_dir / "archive" / "link.warc.gz"
    link.symlink_to("/etc/hostname")
    try:
        with pytest.raises(LoadError):
            warc_path(Capture(cap.record._replace(filename="link.warc.gz"), cap.archive))
    finally:
        link.unlink()


def test_a_page_is_replayed_not_the_metadata_record_at_its_url(tmp_path: Path) -> None:
    """The browser tier writes JSON state records under the page's URL (same second):
    the memento of the URL is still the page."""
    import time

    from starlette.testclient import TestClient

    from keepnet.index.indexer import update_index
    from keepnet.models import Exchange
    from keepnet.replay.app import create_app
    from keepnet.warc.writer import WarcWriter

    url = "http://page.test/"
    body = b"<html><title>the page</title></html>"
    head = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n" % len(body)
    ex = Exchange(
        url=url,
        started=time.time(),
        request_head=b"GET / HTTP/1.1\r\nHost: page.test\r\n\r\n",
        status=200,
        reason="OK",
        headers=[("Content-Type", "text/html")],
        response_head=head,
        wire_body=body,
        payload=body,
    )
    writer = WarcWriter(tmp_path / "archive", "t", {})
    written = writer.write_exchange(ex)
    writer.write_metadata_json(url, b'{"states": []}', concurrent_to=written.record_id)
    writer.close()
    update_index(tmp_path)
    client = TestClient(create_app([tmp_path]), follow_redirects=True)
    resp = client.get(f"/web/{url}")
    assert resp.status_code == 200
    assert "the page" in resp.text
