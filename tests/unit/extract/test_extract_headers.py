"""Link header parsing (RFC 8288) and header outlinks (Location, Content-Location, Link)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from keepnet.extract.headers import LinkValue, extract_headers, parse_link_header
from keepnet.models import Exchange, Hop, Outlink

URL = "https://ex.test/a/page"


def exchange(headers: list[tuple[str, str]], url: str = URL, status: int = 200) -> Exchange:
    return Exchange(
        url=url,
        started=0.0,
        request_head=b"",
        status=status,
        reason="",
        headers=headers,
        response_head=b"",
        wire_body=b"",
        payload=b"",
    )


def test_single_link_value() -> None:
    assert parse_link_header('<https://ex.test/next>; rel="next"') == [
        LinkValue("https://ex.test/next", ("next",), (("rel", "next"),))
    ]


def test_multiple_values_params_and_case() -> None:
    value = (
        '<https://doi.test/10.1/x>;rel="cite-as", '
        '</meta.json> ; REL=DescribedBy ; type=application/ld+json; profile="https://schema.org",'
        '<style.css>;rel="preload stylesheet";as=style;crossorigin'
    )
    links = parse_link_header(value)
    assert [lv.uri for lv in links] == ["https://doi.test/10.1/x", "/meta.json", "style.css"]
    assert [lv.rel for lv in links] == [("cite-as",), ("describedby",), ("preload", "stylesheet")]
    assert links[1].type == "application/ld+json"
    assert links[1].profile == "https://schema.org"
    assert links[1].params[0] == ("rel", "DescribedBy")  # values as written, names lowercased
    assert links[2].params == (
        ("rel", "preload stylesheet"),
        ("as", "style"),
        ("crossorigin", None),
    )
    assert links[2].get("crossorigin") is None and links[2].get_all("crossorigin") == [None]


def test_commas_and_semicolons_inside_uri_and_quotes() -> None:
    value = (
        '<https://ex.test/a,b;c?x=1,2>; rel="alternate"; title="Hello, world; \\"quoted\\"", '
        "<https://ex.test/second>; rel=next"
    )
    links = parse_link_header(value)
    assert [lv.uri for lv in links] == ["https://ex.test/a,b;c?x=1,2", "https://ex.test/second"]
    assert links[0].title == 'Hello, world; "quoted"'
    assert links[1].rel == ("next",)


def test_ext_value_title_anchor_and_extension_relations() -> None:
    value = (
        '<x.pdf>; rel="item http://Example.TEST/Rel"; anchor="#sec"; title="plain"; '
        "title*=UTF-8'de'n%c3%a4chstes%20Kapitel; rel=ignored"
    )
    (lv,) = parse_link_header(value)
    assert lv.rel == ("item", "http://Example.TEST/Rel")  # only the first rel counts (§3.3)
    assert lv.anchor == "#sec"
    assert lv.title == "nächstes Kapitel"  # title* preferred (§3.4.1)
    assert lv.get("title") == "plain"
    assert lv.target(URL) == "https://ex.test/a/x.pdf"


@pytest.mark.parametrize(
    "value",
    ["", ",,,", "garbage", "<unterminated", '<a>; title="unterminated', "<>; rel=", ";;;,<b>;rel"],
)
def test_malformed_values_do_not_crash(value: str) -> None:
    for lv in parse_link_header(value):
        assert isinstance(lv.uri, str)


def test_junk_before_a_value_is_skipped() -> None:
    links = parse_link_header('junk; x="a, <fake>", <https://ex.test/real>; rel=next')
    assert [lv.uri for lv in links] == ["https://ex.test/real"]


def test_header_outlinks() -> None:
    ex = exchange(
        [
            ("Location", "../moved?x=1#frag"),
            ("Content-Location", "/a/page.en"),
            ("Link", '</s.css>; rel=stylesheet, </next>; rel="next"'),
            ("link", '</icon.png>; rel="icon", <https://cdn.test>; rel=preconnect'),
            ("Link", "<mailto:a@b.test>; rel=author, </p.js>; rel=preload; as=script"),
        ],
        status=301,
    )
    assert extract_headers(ex) == [
        Outlink("https://ex.test/moved?x=1", Hop.REDIRECT, "header/Location"),
        Outlink("https://ex.test/a/page.en", Hop.REDIRECT, "header/Content-Location"),
        Outlink("https://ex.test/s.css", Hop.EMBED, "header/Link"),
        Outlink("https://ex.test/next", Hop.LINK, "header/Link"),
        Outlink("https://ex.test/icon.png", Hop.EMBED, "header/Link"),
        Outlink("https://ex.test/p.js", Hop.EMBED, "header/Link"),
    ]


def test_content_location_equal_to_url_and_refresh_header() -> None:
    ex = exchange([("Content-Location", URL), ("Refresh", "5; url=/later")])
    assert extract_headers(ex) == [Outlink("https://ex.test/later", Hop.REDIRECT, "header/Refresh")]


def test_bad_location_is_dropped() -> None:
    assert extract_headers(exchange([("Location", "http://[bad")])) == []
    assert extract_headers(exchange([("Location", "javascript:alert(1)")])) == []


def _recorded_pages(corpora: Path) -> list[dict[str, object]]:
    pages = [json.loads(p.read_text()) for p in sorted(corpora.glob("scholarly/*/pages/*.json"))]
    assert len(pages) >= 6
    return pages


def _link_fields(page: dict[str, object]) -> list[str]:
    headers = page["response_headers"]
    assert isinstance(headers, dict)
    return [v for k, vs in headers.items() if k.lower() == "link" for v in vs]


def test_signposting_headers_of_recorded_landing_pages(corpora: Path) -> None:
    parsed = {}
    for page in _recorded_pages(corpora):
        fields = _link_fields(page)
        if fields:
            parsed[page["url"]] = [lv for f in fields for lv in parse_link_header(f)]
    assert len(parsed) == 2  # the two PANGAEA pages send signposting headers
    for url, links in parsed.items():
        rels = [lv.rel for lv in links]
        assert rels[0] == ("cite-as",)
        assert ("item",) in rels and ("author",) in rels
        for lv in links:
            assert lv.uri.startswith("https://") and lv.uri == lv.uri.strip()
            assert len(lv.rel) == 1
            if lv.rel[0] in ("describedby", "item"):
                assert lv.type and "/" in lv.type
        described = [lv for lv in links if lv.rel == ("describedby",)]
        assert all("?format=" in lv.uri for lv in described)
        assert isinstance(url, str)
    pangaea = parsed["https://doi.pangaea.de/10.1594/PANGAEA.902845"]
    assert len(pangaea) == 14
    assert [lv.rel[0] for lv in pangaea].count("describedby") == 8
    assert [lv.rel[0] for lv in pangaea].count("author") == 4
    item = next(lv for lv in pangaea if lv.rel == ("item",))
    assert (item.uri, item.type) == (
        "https://doi.pangaea.de/10.1594/PANGAEA.902845?format=zip",
        "application/zip",
    )


def test_signposting_header_outlinks(corpora: Path) -> None:
    for page in _recorded_pages(corpora):
        headers = page["response_headers"]
        assert isinstance(headers, dict) and isinstance(page["url"], str)
        ex = exchange([(k, v) for k, vs in headers.items() for v in vs], url=page["url"])
        outlinks = extract_headers(ex)
        fields = _link_fields(page)
        expected = {lv.uri for f in fields for lv in parse_link_header(f)}
        assert {o.url for o in outlinks if o.context == "header/Link"} == expected
        assert all(o.hop is Hop.LINK for o in outlinks if o.context == "header/Link")
