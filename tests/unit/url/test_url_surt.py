"""keepnet.url.surt: SURT vectors, index keys against the `surt` oracle and pywb's CDXJ files."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from url_corpus import CORPORA, text, urlcanon_json

from keepnet.url.parse import InvalidURL
from keepnet.url.surt import (
    from_surt,
    index_key,
    reverse_host,
    search_range,
    surt_prefix_from_seed,
    surt_prefix_matches,
    to_surt,
)

SSURT = urlcanon_json("ssurt.json")
# keepnet builds a SURT from the WHATWG form of the URL, in which an http URL always has a
# path ("http://host" is "http://host/"); urlcanon's lossless parser keeps it absent.
WHATWG_SLASH = {
    "http://user:pass@foo.example.org:81": "(org,example,foo,:81)/",
    "http://user:pass@foo.example.org:81?query": "(org,example,foo,:81)/?query",
    "http://user:pass@foo.example.org:81#frag": "(org,example,foo,:81)/#frag",
    "http://user:pass@10.1.2.3:81#frag": "(10.1.2.3:81)/#frag",
}
SECTIONS = {
    "surt": {},
    "surtWithoutScheme": {"with_scheme": False},
    "surtWithoutTrailingComma": {"trailing_comma": False},
}


def _expected(section: str, url: str, want: str) -> str:
    if url not in WHATWG_SLASH:
        return want
    slashed = WHATWG_SLASH[url]
    if section == "surtWithoutScheme":
        return slashed[1:]
    if section == "surtWithoutTrailingComma":
        slashed = slashed.replace(",:", ":")
    return "http://" + slashed


def _ssurt_cases():
    return [
        pytest.param(
            section, text(u), _expected(section, text(u), text(w)), id=f"{section}:{text(u)}"
        )
        for section in SECTIONS
        for u, w in SSURT[section.encode()].items()
    ]


@pytest.mark.parametrize(("section", "url", "expected"), _ssurt_cases())
def test_urlcanon_ssurt_surt_sections(section, url, expected):
    assert to_surt(url, **SECTIONS[section]) == expected


@pytest.mark.parametrize(
    ("host", "expected"), [(text(h), text(w)) for h, w in SSURT[b"reverseHost"].items()]
)
def test_urlcanon_reverse_host(host, expected):
    assert reverse_host(host) == expected


def test_ssurt_format_is_not_implemented():
    """urlcanon's own "ssurt" and "ssurtHost" sections describe a SURT variant no archive
    tool reads (host, "//", port, scheme, userinfo); keepnet does not offer it."""
    assert {b"ssurt", b"ssurtHost"} <= set(SSURT)


@pytest.mark.parametrize(
    ("url", "expected"),
    [(text(u), text(w)) for u, w in urlcanon_json("surt.json")[b"defaultIASurt"].items()],
)
def test_urlcanon_default_ia_surt(url, expected):
    assert index_key(url) == expected


@pytest.mark.parametrize(
    "url",
    [
        "http://www.example.com/a/b?c=d#e",
        "https://example.com:8443/",
        "http://10.1.2.3/x",
        "http://[2001:db8::1]:81/p",
        "http://localhost/",
    ],
)
def test_from_surt_inverts_to_surt(url):
    surt = to_surt(url)
    back = from_surt(surt)
    assert to_surt(back) == surt


def test_from_surt_reads_index_keys():
    assert from_surt("org,example)/a?b=1") == "http://example.org/a?b=1"
    assert from_surt("org,example:8080)/") == "http://example.org:8080/"
    assert from_surt("4,3,2,1)/x") == "http://1.2.3.4/x"
    assert from_surt("mailto:a@b") == "mailto:a@b"


@pytest.mark.parametrize(
    ("seed", "prefix"),
    [
        ("http://www.archive.org/", "http://(org,archive,www,)/"),
        ("http://www.archive.org/a/b.html", "http://(org,archive,www,)/a/"),
        ("http://www.archive.org/a/b/", "http://(org,archive,www,)/a/b/"),
        ("http://www.archive.org/a?b=/c", "http://(org,archive,www,)/"),
        ("http://www.archive.org", "http://(org,archive,www,"),
        ("www.archive.org", "http://(org,archive,www,"),
        ("https://archive.org:8443", "https://(org,archive,:8443"),
    ],
)
def test_surt_prefix_from_seed(seed, prefix):
    assert surt_prefix_from_seed(seed) == prefix
    assert surt_prefix_matches(prefix, to_surt(seed if "://" in seed else "http://" + seed))


def test_surt_prefix_scope_examples():
    open_host = surt_prefix_from_seed("http://archive.org")
    assert surt_prefix_matches(open_host, to_surt("http://web.archive.org/x"))
    assert not surt_prefix_matches(open_host, to_surt("http://archive.org.evil.com/"))
    folder = surt_prefix_from_seed("http://archive.org/a/b.html")
    assert surt_prefix_matches(folder, to_surt("http://archive.org/a/c"))
    assert not surt_prefix_matches(folder, to_surt("http://archive.org/ab"))


KEYS = sorted(
    [
        "com,example)/",
        "com,example)/a",
        "com,example)/a/b",
        "com,example)/ab",
        "com,example)/a?x=1",
        "com,example,www2)/",
        "com,example,sub)/z",
        "com,example:8080)/",
        "com,examplf)/",
        "com,exampl)/",
        "com,example-x)/",
        "org,example)/a",
    ]
)


def _select(lo: str, hi: str) -> list[str]:
    return [k for k in KEYS if lo <= k < hi]


def test_search_ranges():
    assert _select(*search_range("http://www.example.com/a", "exact")) == ["com,example)/a"]
    assert _select(*search_range("http://example.com/a", "prefix")) == [
        "com,example)/a",
        "com,example)/a/b",
        "com,example)/a?x=1",
        "com,example)/ab",
    ]
    assert _select(*search_range("http://example.com/a/", "prefix")) == ["com,example)/a/b"]
    assert _select(*search_range("http://example.com/q", "host")) == [
        "com,example)/",
        "com,example)/a",
        "com,example)/a/b",
        "com,example)/a?x=1",
        "com,example)/ab",
    ]
    assert _select(*search_range("http://example.com:8080/", "host")) == ["com,example:8080)/"]
    assert _select(*search_range("http://example.com/", "domain")) == [
        "com,example)/",
        "com,example)/a",
        "com,example)/a/b",
        "com,example)/a?x=1",
        "com,example)/ab",
        "com,example,sub)/z",
        "com,example,www2)/",
    ]


def test_search_range_holds_cdxj_lines():
    lo, hi = search_range("http://example.com/a", "exact")
    assert lo <= "com,example)/a 20140101000000 {}" < hi
    assert not lo <= "com,example)/a/b 20140101000000 {}" < hi


def test_search_range_errors():
    with pytest.raises(ValueError):
        search_range("http://example.com/", "fuzzy")
    with pytest.raises(ValueError):
        search_range("dns:example.com", "host")


def test_to_surt_invalid():
    with pytest.raises(InvalidURL):
        to_surt("http://a b/")


# --- the `surt` package (AGPL) as test-only oracle: what pywb and cdxj-indexer write -------


def _oracle(url: str) -> str:
    import surt  # test-only oracle; keepnet never imports it

    try:
        return surt.surt(url)
    except Exception:  # cdxj-indexer's get_url_key: an unparseable URL is its own key
        return url


# Where keepnet's index_key deliberately differs from the oracle (none found so far): the
# oracle resolves dotted/octal IPv4 hosts with gethostbyname(); keepnet reads them without
# DNS, which gives the same key for every name the resolver answers without a lookup.
ORACLE_DISAGREEMENTS: dict[str, str] = {}


def _disagreements(urls: list[str]) -> dict[str, tuple[str, str]]:
    return {
        u: (index_key(u), _oracle(u))
        for u in urls
        if index_key(u) != _oracle(u) and u not in ORACLE_DISAGREEMENTS
    }


def test_index_key_matches_oracle_on_every_warc_url(corpus_warc_urls):
    assert len(corpus_warc_urls) >= 470
    assert _disagreements(corpus_warc_urls) == {}


def test_index_key_matches_oracle_on_1000_html_urls(corpus_html_urls):
    assert len(corpus_html_urls) == 1000
    assert _disagreements(corpus_html_urls) == {}


def test_index_key_matches_pywb_cdxj_files():
    lines = []
    for path in sorted((CORPORA / "warc" / "pywb").glob("*.cdxj")):
        lines += [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]
    assert len(lines) > 100
    for line in lines:
        key, _ts, data = line.split(" ", 2)
        assert index_key(json.loads(data)["url"]) == key, line


@pytest.mark.parametrize(
    "url",
    [
        "http://Www.EXAMPLE.com:80/A/./b/../C/?b=2&A=1#frag",
        "https://www3.example.com:443/",
        "http://example.com/%7Euser/%2525/",
        "http://3279880203/blah",
        "http://0x7f.1/",
        "http://017700000001/",
        "http://1.2.3/",
        "http://1.2.3.256/",
        "http://bücher.ch/",
        "http://example.com/(S(4hqa0555fwsecu455xqckv45))/mileg.aspx",
        "http://example.com/?a=1&jsessionid=0123456789abcdef0123456789abcdef&b=2",
        "http://example.com/?CFID=1&CFTOKEN=2&x",
        "http://https://order.1and1.com",
        "http:////////www.vikings.com",
        "http://mineral.galleries.com:/minerals/",
        "  http://example.com/\t\n",
        "example.com/a b",
        "mailto:Foo@Example.com",
        "http://user:pw@example.com/",
        "http://[::1]:8080/",
        "http://a.b..c.../",
        "http://:80/",
        "http://example.com/a%0Ab",
        "ftp://ftp.example.com:21/x",
        "http://example.com/?",
        "http://example.com/?PHPSESSID=0123456789abcdef0123456789abcdef&x=1",
        "http://example.com/?x=1&ASPSESSIONIDAQBSDSRT=EOHBLBDDPFCLHKPGGKLILNAMAA",
        "http://example.com/?sid=0123456789abcdef0123456789abcdef",
        "http://example.com/a/;jsessionid=0123456789abcdef0123456789abcdef",
    ],
)
def test_index_key_matches_oracle_on_tricky_urls(url):
    assert index_key(url) == _oracle(url)


# --- index_key's plain-URL path (_plain_key) against the full IA canonicalization --------

_PLAIN_HOSTS = st.sampled_from(
    [
        "example.com",
        "Example.COM",
        "www.example.com",
        "WWW2.example.com",
        "www.com",
        "wwwx.example.com",
        "www1.www.example.org",
        "a-b.c-d",
        "127.0.0.1",
        "0.0.0.0",
        "255.255.255.255",
        "256.1.1.1",
        "10.0.0.08",
        "010.0.0.1",
        "1.2.3",
        "12345",
        "3com.com",
        "1.2.3.4a",
        "0x7f.0.0.1",
        "xn--caf-dma.fr",
        "localhost",
    ]
)
_PLAIN_PORTS = st.sampled_from(["", ":80", ":443", ":0", ":080", ":8080", ":65535", ":65536"])
_PLAIN_SEGMENTS = st.lists(
    st.sampled_from(
        [
            "",
            "a",
            "B",
            "Page-1.HTML",
            ".",
            "..",
            ".x",
            "a.",
            "x@y",
            "[i]",
            "a;b=c",
            "~u",
            "_",
            "!$&'*+,",
        ]
    ),
    max_size=5,
)


@given(
    st.sampled_from(["http", "https"]), _PLAIN_HOSTS, _PLAIN_PORTS, _PLAIN_SEGMENTS, st.booleans()
)
@settings(max_examples=500, deadline=None)
def test_plain_urls_keyed_as_the_full_ia_path_and_the_oracle(
    scheme: str, host: str, port: str, segments: list[str], slash: bool
) -> None:
    from keepnet.url.iacanon import ia_key, ia_parts
    from keepnet.url.surt import _PLAIN_URL, _plain_key

    url = f"{scheme}://{host}{port}" + "".join("/" + s for s in segments) + ("/" if slash else "")
    try:
        full = ia_key(ia_parts(url))
    except InvalidURL:
        full = url
    assert index_key(url) == full == _oracle(url), url
    m = _PLAIN_URL.fullmatch(url)
    if m is not None and _plain_key(m) is not None:
        assert _plain_key(m) == full, url


def test_the_plain_path_takes_the_common_urls() -> None:
    from keepnet.url.surt import _PLAIN_URL, _plain_key

    for url, key in [
        (
            "http://127.0.0.1:52751/section-3/page-12.html",
            "1,0,0,127:52751)/section-3/page-12.html",
        ),
        ("https://www.Example.com/Docs/", "com,example)/docs"),
        ("http://example.com", "com,example)/"),
        ("https://example.com:443/a", "com,example)/a"),
    ]:
        m = _PLAIN_URL.fullmatch(url)
        assert m is not None and _plain_key(m) == key == index_key(url)
    for url in ("http://a.com/x?q=1", "http://a.com/%41", "http://a.com//x", "http://a.com/./x"):
        assert _PLAIN_URL.fullmatch(url) is None
