"""Replay security: nothing loads from outside the replay server, no reflected XSS, no
escaping the archive directory, no other collections, bad input answered with 4xx."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import lxml.html
import pytest
from starlette.testclient import TestClient

from keepnet.replay.app import create_app
from keepnet.replay.rewrite.inject import CSP
from keepnet.replay.rewrite.urls import parse_srcset
from keepnet.url.surt import index_key

OK_SCHEMES = ("data:", "about:", "javascript:", "blob:")
NAV_ONLY = ("mailto:", "tel:")  # a/area links that load nothing
URL_ATTRS = (
    "href",
    "src",
    "action",
    "formaction",
    "poster",
    "background",
    "data",
    "codebase",
    "cite",
    "longdesc",
    "lowsrc",
    "xlink:href",
    "manifest",
    "ping",
)
CSS_URL = re.compile(r"""url\(\s*['"]?([^'")]*)|@import\s*['"]([^'"]*)""", re.I)


def _stays(url: str, nav: bool = False) -> bool:
    u = url.strip()
    return (
        not u
        or u.startswith(("/web/", "/_keepnet/", "#"))
        or u.lower().startswith(OK_SCHEMES)
        or (nav and u.lower().startswith(NAV_ONLY))
    )


def _css_escapes(css: str) -> list[str]:
    return [u for m in CSS_URL.finditer(css) for u in m.groups() if u and not _stays(u)]


def escapes(html: str) -> list[str]:
    """Every URL of a rewritten page that would be loaded from somewhere but replay."""
    doc = lxml.html.document_fromstring(html)
    bad = []
    for el in doc.iter():
        if not isinstance(el.tag, str):
            continue
        nav = el.tag in ("a", "area")
        for name, value in el.attrib.items():
            if name in URL_ATTRS and not _stays(value, nav):
                bad.append(f"<{el.tag} {name}={value}>")
            elif name in ("srcset", "imagesrcset"):
                bad += [u for u, _ in parse_srcset(value) if not _stays(u)]
            elif name == "style":
                bad += _css_escapes(value)
            elif el.tag == "meta" and name == "content" and "url=" in value.lower():
                target = value.split("=", 1)[1].strip("'\" ")
                if not _stays(target):
                    bad.append(value)
        if el.tag == "style":
            bad += _css_escapes(el.text_content())
    return bad


PAGES = [
    "/web/20140126200624/http://www.iana.org/",
    "/web/20140126200625cs_/http://www.iana.org/_css/2013.1/screen.css",
    "/web/20130103203542/http://en.wikipedia.org/wiki/Mona_Lisa",
    "/web/20130103203553/http://en.wikipedia.org/wiki/Mona_Lisa",
]


@pytest.mark.parametrize("path", PAGES)
def test_rewritten_pages_load_nothing_from_outside(client: TestClient, path: str) -> None:
    resp = client.get(path)
    assert resp.status_code == 200
    assert resp.headers["content-security-policy"] == CSP
    if resp.headers["content-type"].startswith("text/css"):
        assert _css_escapes(resp.text) == []
    else:
        assert escapes(resp.text) == []


def test_every_html_capture_of_the_collection_stays_inside(client: TestClient) -> None:
    rows = client.get(
        "/cdx",
        params={
            "url": "*.org",
            "output": "json",
            "filter": "=mime:text/html",
            "fl": "timestamp,url",
        },
    ).text.splitlines()
    import json

    pages = [json.loads(r) for r in rows]
    assert len(pages) > 20
    for p in pages:
        resp = client.get(f"/web/{p['timestamp']}/{p['url']}", follow_redirects=False)
        if resp.status_code in (301, 302, 303, 307, 308):
            assert resp.headers["location"].startswith("/web/"), p
            continue
        assert escapes(resp.text) == [], p


def test_csp_only_allows_self() -> None:
    for directive in CSP.split("; "):
        sources = directive.split()[1:]
        assert all(
            s in ("'self'", "'unsafe-inline'", "'unsafe-eval'", "data:", "blob:") for s in sources
        ), directive
    assert "connect-src 'self'" in CSP and "form-action 'self'" in CSP


SCRIPT = "<script>alert(1)</script>"


@pytest.mark.parametrize(
    "path",
    [
        f"/web/http://x.example/{SCRIPT}",
        f"/web/2014/http://x.example/?q={SCRIPT}",
        f"/web/*/http://x.example/{SCRIPT}",
        f"/?url={SCRIPT}",
        f"/?url=http://x.example/%22%3E{SCRIPT}",
        f"/web/timemap/link/http://x.example/{SCRIPT}",
        f"/cdx?url={SCRIPT}&matchType={SCRIPT}",
        f"/web/2014xx_/http://x.example/{SCRIPT}",
        f"/nowhere/{SCRIPT}",
    ],
)
def test_no_reflected_script(client: TestClient, path: str) -> None:
    resp = client.get(path, follow_redirects=False)
    assert resp.status_code in (302, 400, 404), resp.status_code
    assert "<script>alert" not in resp.text
    assert "<script" not in resp.text.replace('<script src="/_keepnet/client.js"', "")


@pytest.mark.parametrize(
    "path",
    [
        "/web/../../../../etc/passwd",
        "/web/2014id_/../../etc/passwd",
        "/web/2014id_/file:///etc/passwd",
        "/web/2014id_/http://x/%2e%2e/%2e%2e/etc/passwd",
        "/_keepnet/../../etc/passwd",
        "/_keepnet/client.js/../../../../etc/passwd",
        "/static/../../etc/passwd",
        "/web/timemap/link/..%2f..%2fetc%2fpasswd",
    ],
)
def test_path_traversal(client: TestClient, path: str) -> None:
    resp = client.get(path, follow_redirects=False)
    assert resp.status_code in (302, 400, 404)
    assert "root:" not in resp.text


def test_index_lines_cannot_point_outside_the_archive(
    tmp_path: Path, make_crawl: Any, corpora: Path
) -> None:
    crawl = make_crawl(tmp_path / "c", [corpora / "warc/pywb/example.warc.gz"])
    secret = tmp_path / "secret.warc"
    secret.write_bytes((corpora / "warc/warcio/example-iana.org-chunked.warc").read_bytes())
    index = crawl / "indexes" / "index.cdxj"
    lines = []
    for n, name in enumerate(["../secret.warc", str(secret), "/etc/passwd", "", "\\x"]):
        lines.append(
            f'{index_key(f"http://evil/{n}")} 20170306165409 {{"url": "http://evil/{n}", "mime": '
            f'"text/html", "status": "200", "length": "7970", "offset": "405", '
            f'"filename": "{name.replace(chr(92), chr(92) * 2)}"}}'
        )
    index.write_text("\n".join(sorted(lines + index.read_text().splitlines())) + "\n")
    client = TestClient(create_app([crawl]))
    for n in range(5):
        resp = client.get(f"/web/20170306165409id_/http://evil/{n}")
        assert resp.status_code == 502, n
        assert "Internet Assigned" not in resp.text


def test_other_collections_are_404(client: TestClient) -> None:
    for path in (
        "/other/20140126200624/http://www.iana.org/",
        "/pywb/http://www.iana.org/",
        "/other/cdx?url=http://www.iana.org/",
        "/web2/http://www.iana.org/",
        "/other/timemap/link/http://www.iana.org/",
    ):
        assert client.get(path, follow_redirects=False).status_code == 404, path


@pytest.mark.parametrize(
    "path",
    [
        "/web/" + "a" * 20000,
        "/web/2014/http://x.example/?" + "q=" * 10000,
        "/?url=" + "x" * 20000,
        "/web/",
        "/web/2014/",
        "/web/2014id_/http://x.example/%00",
        "/web/99999999999999999999/http://www.iana.org/",
        "/web/00000000000000/http://www.iana.org/",
    ],
)
def test_huge_and_malformed_values(client: TestClient, path: str) -> None:
    resp = client.get(path, follow_redirects=False)
    assert resp.status_code in (200, 302, 400, 404)
    assert len(resp.content) < 20000


def test_accept_datetime_garbage(client: TestClient) -> None:
    for value in ("\x01\x02", "9" * 5000, "Sun, 26 Jan 99999 20:09:20 GMT"):
        resp = client.get(
            "/web/http://www.iana.org/", headers={"Accept-Datetime": value}, follow_redirects=False
        )
        assert resp.status_code == 400


def test_root_relative_miss_is_sent_back_into_the_archive(client: TestClient) -> None:
    referer = "http://testserver/web/20140126200624/http://www.iana.org/"
    resp = client.get(
        "/_img/2013.1/iana-logo-header.svg", headers={"Referer": referer}, follow_redirects=False
    )
    assert resp.status_code == 307
    assert resp.headers["location"] == (
        "/web/20140126200624/http://www.iana.org/_img/2013.1/iana-logo-header.svg"
    )
    foreign = client.get(
        "/_img/x.svg", headers={"Referer": "http://evil.example/web/2014/x"}, follow_redirects=False
    )
    assert foreign.status_code == 404


def test_origin_affecting_headers_are_not_passed_on(tmp_path: Path) -> None:
    from keepnet.replay.rewrite.headers import browsing_headers, raw_headers
    from keepnet.replay.rewrite.urls import UrlRewriter

    captured = [
        ("Set-Cookie", "a=b"),
        ("Strict-Transport-Security", "max-age=1"),
        ("Content-Security-Policy", "report-uri http://x/"),
        ("Content-Type", "text/html"),
        ("Transfer-Encoding", "chunked"),
        ("Link", "<http://x/a.css>; rel=preload"),
        ("X-Evil", "a\r\nInjected: 1"),
    ]
    raw = dict(raw_headers(captured))
    assert "Set-Cookie" not in raw and raw["X-Archive-Orig-Set-Cookie"] == "a=b"
    assert "Strict-Transport-Security" not in raw and "Transfer-Encoding" not in raw
    assert raw["Content-Type"] == "text/html" and "\n" not in raw["X-Evil"]
    urls = UrlRewriter("/web/", "2014", "http://x/")
    browsing = dict(browsing_headers(captured, urls, ""))
    assert "Link" not in browsing and browsing["X-Archive-Orig-Link"]
