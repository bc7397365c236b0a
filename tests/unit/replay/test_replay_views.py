"""Replaying real archives: iana.org (pywb sample), Wikipedia's Mona Lisa, revisits, bad WARCs."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient
from warcio.archiveiterator import ArchiveIterator

from keepnet.index.indexer import update_index
from keepnet.replay.app import create_app

IANA = "http://www.iana.org/"
MONA = "http://en.wikipedia.org/wiki/Mona_Lisa"


def _payload(warc: Path, url: str, date_prefix: str) -> bytes:
    """The (transfer- and content-decoded) payload of a response record, read by warcio."""
    with warc.open("rb") as fh:
        for rec in ArchiveIterator(fh):
            if (
                rec.rec_type == "response"
                and rec.rec_headers.get_header("WARC-Target-URI") == url
                and rec.rec_headers.get_header("WARC-Date").startswith(date_prefix)
            ):
                return bytes(rec.content_stream().read())
    raise AssertionError("record not found")


def test_iana_id_view_is_the_captured_response(client: TestClient, corpora: Path) -> None:
    resp = client.get(f"/web/20140126200624id_/{IANA}")
    assert resp.status_code == 200
    want = _payload(corpora / "warc/pywb/iana.warc.gz", IANA, "2014-01-26T20:06:24")
    assert resp.content == want
    assert resp.headers["content-type"] == "text/html; charset=UTF-8"
    assert resp.headers["memento-datetime"] == "Sun, 26 Jan 2014 20:06:24 GMT"
    assert "transfer-encoding" not in resp.headers
    assert "/_keepnet/client.js" not in resp.text  # raw: nothing injected


def test_iana_browsing_view_is_rewritten(client: TestClient) -> None:
    resp = client.get(f"/web/20140126200624/{IANA}")
    assert resp.status_code == 200
    html = resp.text
    assert '<script src="/_keepnet/client.js" data-prefix="/web/" data-ts="20140126200624"' in html
    assert 'href="/web/20140126200624cs_/http://www.iana.org/_css/2013.1/screen.css"' in html
    assert 'src="/web/20140126200624js_/http://www.iana.org/_js/2013.1/jquery.js"' in html
    assert 'href="/web/20140126200624/http://www.iana.org/domains"' in html
    assert "content-security-policy" in resp.headers
    css = client.get("/web/20140126200625cs_/http://www.iana.org/_css/2013.1/screen.css")
    assert css.headers["content-type"] == "text/css; charset=utf-8"
    assert (
        'url("/web/20140126200625im_/http://www.iana.org/_css/2013.1/fonts/OpenSans-Light.ttf")'
        in css.text
    )


def test_revisit_is_served_with_the_original_payload(client: TestClient, corpora: Path) -> None:
    # dupes.warc.gz holds a revisit of www.iana.org/ whose payload is in iana.warc.gz
    resp = client.get(f"/web/20140127171238id_/{IANA}")
    assert resp.status_code == 200
    assert resp.headers["memento-datetime"] == "Mon, 27 Jan 2014 17:12:38 GMT"
    want = _payload(corpora / "warc/pywb/iana.warc.gz", IANA, "2014-01-26T20:06:24")
    assert hashlib.sha1(resp.content).digest() == hashlib.sha1(want).digest()
    # the same second holds a 302 from http://iana.org to itself: never chosen for www
    assert client.get(f"/web/20140127171238/{IANA}", follow_redirects=False).status_code == 200


def test_font_revisit_in_the_same_warc(client: TestClient) -> None:
    first = client.get(
        "/web/20140126200826id_/http://www.iana.org/_css/2013.1/fonts/Inconsolata.otf"
    )
    again = client.get(
        "/web/20140126201249id_/http://www.iana.org/_css/2013.1/fonts/Inconsolata.otf"
    )
    assert first.status_code == again.status_code == 200
    assert first.content == again.content and first.content[:4] == b"OTTO"


def test_self_redirect_is_skipped(client: TestClient) -> None:
    # http://iana.org was captured as a 302 to http://www.iana.org/, the same index key:
    # served as is, the browser would loop; the id_ view still gives the redirect as captured
    raw = client.get("/web/20140127171238id_/http://iana.org", follow_redirects=False)
    assert raw.status_code == 302 and raw.headers["location"] == IANA
    resp = client.get("/web/20140127171238/http://iana.org", follow_redirects=False)
    assert resp.status_code == 200 and "Internet Assigned Numbers Authority" in resp.text


def test_captured_redirect_location_is_rewritten(client: TestClient) -> None:
    resp = client.get(
        "/web/20140128051539/http://www.iana.org/domains/example", follow_redirects=False
    )
    assert resp.status_code == 302
    assert resp.headers["location"] == ("/web/20140128051539/http://www.iana.org/domains/reserved")
    assert resp.headers["x-archive-orig-server"]


def test_mona_lisa_page(client: TestClient, corpora: Path) -> None:
    resp = client.get(f"/web/20130103203542/{MONA}")
    assert resp.status_code == 200
    assert "<title>Mona Lisa - Wikipedia, the free encyclopedia</title>" in resp.text
    assert (
        'src="/web/20130103203542js_/http://bits.wikimedia.org/en.wikipedia.org/load.php?'
        in resp.text
    )
    img = "http://upload.wikimedia.org/wikipedia/commons/thumb/c/c9/Mona-lisa_in_the_Louvre.jpg/220px-Mona-lisa_in_the_Louvre.jpg"
    got = client.get(f"/web/20130103203549im_/{img}")
    assert got.status_code == 200 and got.headers["content-type"] == "image/jpeg"
    warc = corpora / "warc/webarchive-discovery/flashfrozen-jwat-recompressed.warc.gz"
    assert got.content == _payload(warc, img, "2013-01-03T20:35:49")
    # the page was captured twice: the TimeMap lists both
    tm = client.get(f"/web/timemap/link/{MONA}").text
    assert "/web/20130103203542/" in tm and "/web/20130103203553/" in tm


def test_malformed_warcs_are_reported_not_fatal(
    corpora: Path, tmp_path: Path, make_crawl: Any
) -> None:
    src = corpora / "warc" / "warcio"
    names = [
        "example-iana.org-chunked.warc",
        "standard-torture-validate-record.warc",
        "standard-torture-validate-field.warc",
        "example-digest.warc",
    ]
    crawl = make_crawl(tmp_path / "bad", [src / n for n in names])
    client = TestClient(create_app([crawl]))
    ok = client.get(f"/web/20170306165409id_/{IANA}")  # the chunked one replays, dechunked
    assert ok.status_code == 200 and b"<title>Internet Assigned Numbers" in ok.content
    assert "transfer-encoding" not in ok.headers
    # an index line that points into garbage: 502 with a message, and the server goes on
    index = crawl / "indexes" / "index.cdxj"
    line = index.read_text().splitlines()[0]
    bad = (
        line.replace('"offset": "405"', '"offset": "7"')
        .replace("org,iana)/ ", "org,iana)/broken ")
        .replace(IANA, IANA + "broken")
    )
    torture = (
        line.replace("example-iana.org-chunked.warc", "standard-torture-validate-field.warc")
        .replace("org,iana)/ ", "org,iana)/torture ")
        .replace(IANA, IANA + "torture")
    )
    index.write_text("\n".join(sorted([line, bad, torture])) + "\n")
    client = TestClient(create_app([crawl]))
    for path in ("broken", "torture"):
        resp = client.get(f"/web/20170306165409id_/{IANA}{path}")
        assert resp.status_code == 502, path
        assert "unreadable" in resp.text
    assert client.get(f"/web/20170306165409id_/{IANA}").status_code == 200


def test_dirs_are_one_collection(
    pywb_dir: Path, mona_dir: Path, tmp_path: Path, corpora: Path, make_crawl: Any
) -> None:
    client = TestClient(create_app([pywb_dir, mona_dir]))
    assert client.get(f"/web/20130103203542id_/{MONA}").status_code == 200
    assert client.get(f"/web/20140126200624id_/{IANA}").status_code == 200
    # a revisit whose original lives in another DIR
    only_dupes = make_crawl(tmp_path / "d", [corpora / "warc/pywb/dupes.warc.gz"])
    only_iana = make_crawl(tmp_path / "i", [corpora / "warc/pywb/iana.warc.gz"])
    both = TestClient(create_app([only_dupes, only_iana]))
    assert both.get(f"/web/20140127171238id_/{IANA}").status_code == 200
    alone = TestClient(create_app([only_dupes]))
    # the revisit cannot be played: the next capture of the key is (http://iana.org's
    # archived redirect), as pywb does
    resp = alone.get(f"/web/20140127171238id_/{IANA}", follow_redirects=False)
    assert resp.status_code == 302 and resp.headers["location"] == IANA
    assert resp.headers["memento-datetime"] == "Mon, 27 Jan 2014 17:12:38 GMT"


def test_dir_without_index_is_empty_not_fatal(tmp_path: Path) -> None:
    (tmp_path / "archive").mkdir()
    client = TestClient(create_app([tmp_path]))
    assert client.get("/cdx", params={"url": IANA}).text == ""
    assert client.get(f"/web/{IANA}", follow_redirects=False).status_code == 404


def test_index_updated_while_serving(tmp_path: Path, corpora: Path, make_crawl: Any) -> None:
    crawl = make_crawl(tmp_path / "c", [corpora / "warc/pywb/example.warc.gz"])
    client = TestClient(create_app([crawl]))
    assert client.get(f"/web/{MONA}", follow_redirects=False).status_code == 404
    shutil.copyfile(
        corpora / "warc/webarchive-discovery/flashfrozen-jwat-recompressed.warc.gz",
        crawl / "archive" / "mona.warc.gz",
    )
    update_index(crawl)
    assert client.get(f"/web/{MONA}", follow_redirects=False).status_code == 302
