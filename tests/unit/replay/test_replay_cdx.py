"""The CDX server on pywb's real sample WARCs, checked against pywb's own iana.cdxj."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from keepnet.index.cdxj import CdxjRecord, parse_line

FONT = "http://www.iana.org/_css/2013.1/fonts/Inconsolata.otf"
FONT_KEY = "org,iana)/_css/2013.1/fonts/inconsolata.otf"


@pytest.fixture(scope="module")
def upstream(corpora: Path) -> list[CdxjRecord]:
    """pywb's index of iana.warc.gz (the expected lines)."""
    lines = (corpora / "warc" / "pywb" / "iana.cdxj").read_text().splitlines()
    return [parse_line(x) for x in lines if x and not x.startswith("!")]


def _ident(r: CdxjRecord) -> tuple[str, str, str, int, int, str]:
    return (r.key, r.timestamp, r.url, r.offset, r.length, r.filename)


def cdxj(client: TestClient, **params: str) -> list[CdxjRecord]:
    resp = client.get("/cdx", params=params)
    assert resp.status_code == 200, resp.text
    return [parse_line(x) for x in resp.text.splitlines()]


def test_exact_matches_pywb_index(client: TestClient, upstream: list[CdxjRecord]) -> None:
    got = cdxj(client, url=FONT)
    want = [r for r in upstream if r.key == FONT_KEY]
    assert len(want) == 5
    assert [_ident(r) for r in got] == [_ident(r) for r in want]


def test_prefix_by_wildcard_and_match_type(client: TestClient, upstream: list[CdxjRecord]) -> None:
    by_star = cdxj(client, url="http://www.iana.org/_css/*")
    by_param = cdxj(client, url="http://www.iana.org/_css/", matchType="prefix")
    assert by_star == by_param
    want = {_ident(r) for r in upstream if r.key.startswith("org,iana)/_css/")}
    got_iana = {_ident(r) for r in by_star if r.filename == "iana.warc.gz"}
    assert got_iana == want
    assert any(r.filename == "dupes.warc.gz" for r in by_star)  # merged with other WARCs


def test_host_and_domain(client: TestClient) -> None:
    host = cdxj(client, url="www.iana.org", matchType="host")
    domain = cdxj(client, url="*.iana.org")
    assert host and all(r.key.startswith("org,iana)") for r in host)
    assert {r.key for r in domain} >= {r.key for r in host}
    wiki = cdxj(client, url="wikipedia.org", matchType="domain")
    assert any(r.key.startswith("org,wikipedia,en)") for r in wiki)
    assert not any(r.key.startswith("org,iana") for r in wiki)


def test_from_to_padding(client: TestClient, upstream: list[CdxjRecord]) -> None:
    got = cdxj(client, url=FONT, **{"from": "201401262009", "to": "2014012620110"})
    want = [
        r
        for r in upstream
        if r.key == FONT_KEY and "20140126200900" <= r.timestamp <= "20140126201109"
    ]
    assert (
        [r.timestamp for r in got]
        == [r.timestamp for r in want]
        == ["20140126200912", "20140126200930", "20140126201055"]
    )
    assert cdxj(client, url=FONT, to="2013") == []


def test_sort_reverse_closest_and_limit(client: TestClient) -> None:
    stamps = [r.timestamp for r in cdxj(client, url=FONT)]
    assert [r.timestamp for r in cdxj(client, url=FONT, sort="reverse")] == stamps[::-1]
    near = cdxj(client, url=FONT, closest="20140126201100", sort="closest", limit="2")
    assert [r.timestamp for r in near] == ["20140126201055", "20140126200930"]
    assert len(cdxj(client, url=FONT, limit="1")) == 1


def test_filters(client: TestClient) -> None:
    url = "http://www.iana.org/_css/*"
    revisits = cdxj(client, url=url, filter="=mime:warc/revisit")
    assert revisits and all(r.is_revisit for r in revisits)
    no_revisits = cdxj(client, url=url, filter="!=mime:warc/revisit")
    assert no_revisits and not any(r.is_revisit for r in no_revisits)
    assert len(revisits) + len(no_revisits) == len(cdxj(client, url=url))
    contains = cdxj(client, url=url, filter="url:Bold")
    assert contains and all("Bold" in r.url for r in contains)
    regex = cdxj(client, url=url, filter=r"~url:.*\.otf$")
    assert regex and all(r.url.endswith(".otf") for r in regex)
    both = cdxj(client, url=url, filter=["~url:.*\\.ttf", "!~mime:warc/"])  # type: ignore[arg-type]
    assert both and all(r.url.endswith(".ttf") and not r.is_revisit for r in both)
    assert cdxj(client, url=url, filter="status:999") == []


def test_fl_and_outputs(client: TestClient) -> None:
    text = client.get(
        "/cdx", params={"url": FONT, "fl": "timestamp,offset", "output": "text", "limit": "2"}
    ).text
    assert text == "20140126200826 620049\n20140126200912 667073\n"
    ndjson = client.get("/cdx", params={"url": FONT, "output": "json", "limit": "1"})
    row = json.loads(ndjson.text.splitlines()[0])
    assert row["urlkey"] == FONT_KEY and row["timestamp"] == "20140126200826"
    assert row["filename"] == "iana.warc.gz" and row["status"] == "200"
    only = json.loads(
        client.get(
            "/cdx", params={"url": FONT, "output": "json", "limit": "1", "fl": "url,mimetype"}
        ).text
    )
    assert only == {"url": FONT, "mimetype": "application/octet-stream"}
    link = client.get("/cdx", params={"url": FONT, "output": "link", "limit": "1"})
    assert link.headers["content-type"].startswith("application/link-format")
    assert link.text.startswith(f'<http://testserver/web/20140126200826/{FONT}>; rel="memento"')
    fl = client.get("/cdx", params={"url": FONT, "fl": "url", "limit": "1"}).text
    key, ts, body = fl.rstrip("\n").split(" ", 2)
    assert (key, ts, json.loads(body)) == (FONT_KEY, "20140126200826", {"url": FONT})


def test_ia_dialect(client: TestClient) -> None:
    resp = client.get(
        "/cdx/search/cdx",
        params={"url": FONT, "output": "json", "filter": "!mimetype:warc/revisit"},
    )
    rows = resp.json()
    assert rows[0] == [
        "urlkey",
        "timestamp",
        "original",
        "mimetype",
        "statuscode",
        "digest",
        "length",
    ]
    assert [r[1] for r in rows[1:]] == ["20140126200826"]
    last2 = client.get("/cdx/search/cdx", params={"url": FONT, "limit": "-2"}).text
    assert [x.split()[1] for x in last2.splitlines()] == ["20140126201055", "20140126201249"]
    # IA regex filters match the whole value: "warc" alone matches nothing
    assert client.get("/cdx/search/cdx", params={"url": FONT, "filter": "mimetype:warc"}).text == ""
    collapsed = client.get(
        "/cdx/search/cdx",
        params={"url": "http://www.iana.org/_css/*", "collapse": "urlkey", "fl": "urlkey"},
    )
    keys = collapsed.text.split()
    assert len(keys) == len(set(keys)) > 3
    offset = client.get("/cdx/search/cdx", params={"url": FONT, "offset": "4"}).text
    assert offset.split()[1] == "20140126201249"


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"url": ""},
        {"url": FONT, "matchType": "everything"},
        {"url": FONT, "limit": "ten"},
        {"url": FONT, "limit": "9" * 40},
        {"url": FONT, "from": "2014-01"},
        {"url": FONT, "sort": "closest"},
        {"url": FONT, "sort": "random"},
        {"url": FONT, "filter": "~url:("},
        {"url": FONT, "filter": "nocolon"},
        {"url": FONT, "output": "xml"},
        {"url": "http://example.com/" + "a" * 20000},
        {"url": FONT, "filter": ["url:a"] * 40},
        {"url": FONT, "closest": "soon"},
    ],
)
def test_bad_queries_are_400(client: TestClient, params: dict[str, object]) -> None:
    resp = client.get("/cdx", params=params)  # type: ignore[arg-type]
    assert resp.status_code == 400
    assert resp.text.startswith("bad cdx query")
    assert resp.headers["content-type"].startswith("text/plain")  # never HTML: no XSS
    assert len(resp.text) < 1000  # a huge value is not echoed back
