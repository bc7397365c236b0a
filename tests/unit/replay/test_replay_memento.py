"""Memento (RFC 7089): TimeGate, TimeMap and memento headers over pywb's sample WARCs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from keepnet.replay.app import create_app

FONT = "http://www.iana.org/_css/2013.1/fonts/Inconsolata.otf"
FONT_TIMES = [
    "20140126200826",
    "20140126200912",
    "20140126200930",
    "20140126201055",
    "20140126201249",
]
BASE = "http://testserver"


def links(header: str) -> dict[str, list[tuple[str, str | None]]]:
    """rel -> [(uri, datetime)] of a Link header (rel values split on spaces)."""
    out: dict[str, list[tuple[str, str | None]]] = {}
    for m in re.finditer(r'<([^>]*)>((?:;\s*[a-z]+="[^"]*")*)', header):
        params = dict(re.findall(r'([a-z]+)="([^"]*)"', m.group(2)))
        for rel in params.get("rel", "").split():
            out.setdefault(rel, []).append((m.group(1), params.get("datetime")))
    return out


def test_timegate_302_to_closest(client: TestClient) -> None:
    resp = client.get(
        f"/web/{FONT}",
        headers={"Accept-Datetime": "Sun, 26 Jan 2014 20:09:20 GMT"},
        follow_redirects=False,
    )
    assert resp.status_code == 302
    assert resp.headers["location"] == f"{BASE}/web/20140126200912/{FONT}"
    assert resp.headers["vary"] == "accept-datetime"
    assert "memento-datetime" not in resp.headers
    rel = links(resp.headers["link"])
    assert rel["original"] == [(FONT, None)]
    assert rel["timemap"][0][0] == f"{BASE}/web/timemap/link/{FONT}"
    assert rel["first"][0] == (f"{BASE}/web/20140126200826/{FONT}", "Sun, 26 Jan 2014 20:08:26 GMT")
    assert rel["last"][0][0] == f"{BASE}/web/20140126201249/{FONT}"
    assert rel["prev"][0][0].endswith("/20140126200826/" + FONT)
    assert rel["next"][0][0].endswith("/20140126200930/" + FONT)


def test_timegate_without_accept_datetime_picks_latest(client: TestClient) -> None:
    resp = client.get(f"/web/{FONT}", follow_redirects=False)
    assert resp.headers["location"].endswith(f"/web/{FONT_TIMES[-1]}/{FONT}")


@pytest.mark.parametrize("bad", ["yesterday", "Sun, 26 Jan 2014", "2014-01-26T20:09:20Z"])
def test_malformed_accept_datetime_is_400(client: TestClient, bad: str) -> None:
    resp = client.get(f"/web/{FONT}", headers={"Accept-Datetime": bad}, follow_redirects=False)
    assert resp.status_code == 400


def test_timegate_unknown_url_is_404(client: TestClient) -> None:
    resp = client.get("/web/http://never.archived.example/", follow_redirects=False)
    assert resp.status_code == 404


def test_memento_headers(client: TestClient) -> None:
    resp = client.get(f"/web/20140126200930id_/{FONT}")
    assert resp.status_code == 200
    assert resp.headers["memento-datetime"] == "Sun, 26 Jan 2014 20:09:30 GMT"
    rel = links(resp.headers["link"])
    assert rel["original"] == [(FONT, None)]
    assert rel["timegate"] == [(f"{BASE}/web/{FONT}", None)]
    assert rel["timemap"][0][0] == f"{BASE}/web/timemap/link/{FONT}"
    assert rel["prev"][0][0] == f"{BASE}/web/20140126200912id_/{FONT}"
    assert rel["next"][0][0] == f"{BASE}/web/20140126201055id_/{FONT}"
    assert rel["first"][0][0].endswith("/20140126200826id_/" + FONT)
    assert rel["last"][0][0].endswith("/20140126201249id_/" + FONT)
    assert (f"{BASE}/web/20140126200930id_/{FONT}", "Sun, 26 Jan 2014 20:09:30 GMT") in rel[
        "memento"
    ]
    assert len(rel["memento"]) == 5  # first, prev, itself, next, last


def test_inexact_timestamp_redirects_to_exact_memento(client: TestClient) -> None:
    resp = client.get(f"/web/2014id_/{FONT}", follow_redirects=False)
    assert resp.status_code == 302
    assert resp.headers["location"] == f"/web/20140126200826id_/{FONT}"


def test_timemap(client: TestClient) -> None:
    resp = client.get(f"/web/timemap/link/{FONT}")
    assert resp.status_code == 200
    assert resp.headers["content-type"].startswith("application/link-format")
    rel = links(resp.text)
    assert [u for u, _ in rel["memento"]] == [f"{BASE}/web/{t}/{FONT}" for t in FONT_TIMES]
    assert rel["self"][0][0] == f"{BASE}/web/timemap/link/{FONT}"
    assert 'from="Sun, 26 Jan 2014 20:08:26 GMT"' in resp.text
    assert rel["timegate"] == [(f"{BASE}/web/{FONT}", None)]
    assert client.get("/web/timemap/link/http://nowhere.example/").status_code == 404


def test_timegate_200_style(pywb_dir: Path) -> None:
    client = TestClient(create_app([pywb_dir], timegate_style="200"))
    resp = client.get(
        f"/web/{FONT}",
        headers={"Accept-Datetime": "Sun, 26 Jan 2014 20:09:20 GMT"},
        follow_redirects=False,
    )
    assert resp.status_code == 200
    assert resp.headers["content-location"] == f"{BASE}/web/20140126200912/{FONT}"
    assert resp.headers["memento-datetime"] == "Sun, 26 Jan 2014 20:09:12 GMT"
    assert resp.headers["vary"] == "accept-datetime"
    assert resp.content[:4] == b"OTTO"  # the OpenType font, from its revisit's original


def test_head_is_answered(client: TestClient) -> None:
    resp = client.head(f"/web/{FONT}", follow_redirects=False)
    assert resp.status_code == 302 and resp.headers["link"]
