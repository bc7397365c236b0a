"""Property tests (hypothesis): every profile is idempotent and nothing crashes on junk."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from keepnet.url.canon import get_canonicalizer
from keepnet.url.parse import InvalidURL, parse_url
from keepnet.url.profiles import PROFILES
from keepnet.url.surt import from_surt, index_key, search_range, surt_prefix_from_seed, to_surt

CANON = {name: get_canonicalizer(name) for name in PROFILES}

# URL-shaped text built from the pieces canonicalization rules care about.
_ATOMS = st.sampled_from(
    [
        "/",
        ".",
        "..",
        "%2e",
        "%2E",
        "%",
        "%25",
        "%2F",
        "%3F",
        "%23",
        "%5C",
        "\\",
        "?",
        "&",
        "=",
        "#",
        ";",
        ":",
        "@",
        "www.",
        "www2.",
        "a",
        "B",
        "0",
        "9",
        "x",
        " ",
        "\t",
        "é",
        "☃",
        "%C3%A9",
        "%7C",
        "|",
        "(",
        ")",
        '"',
        "<",
        "`",
        "{",
        "0x",
        "[",
        "]",
        "+",
        "'",
        "%00",
        "\x00",
        "\x7f",
        "xn--",
        "-",
        "^",
        "~",
        "!",
        "$",
        "*",
        ",",
        "%5E",
        "%7E",
        "%3c",
        "%22",
        "%27",
        "%60",
        "jsessionid=0123456789abcdef0123456789abcdef",
        "PHPSESSID=",
        "sid=",
        ".aspx",
        "(S(4hqa0555fwsecu455xqckv45))/",
    ]
)
_SCHEMES = st.sampled_from(
    [
        "http://",
        "https://",
        "HTTP://",
        "ftp://",
        "file://",
        "file:",
        "mailto:",
        "foo://",
        "foo:",
        "ws://",
        "",
        "//",
        "http:",
        "dns:",
        "http://https://",
        "http://www.",
    ]
)
URLISH = st.builds(lambda s, parts: s + "".join(parts), _SCHEMES, st.lists(_ATOMS, max_size=24))
ANYTHING = st.one_of(
    st.text(),
    st.binary(),
    st.text().map("http://".__add__),
    st.text().map("http://a.b/".__add__),
    URLISH,
)


@pytest.mark.parametrize("profile", sorted(PROFILES))
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(url=st.one_of(URLISH, ANYTHING))
def test_idempotent(profile, url):
    c = CANON[profile]
    try:
        once = c.canonicalize(url)
    except InvalidURL:
        return
    assert c.canonicalize(once) == once


@settings(max_examples=400, deadline=None)
@given(url=ANYTHING)
def test_no_crash_on_arbitrary_input(url):
    for c in CANON.values():
        try:
            c.canonicalize(url)
            c.key(url)
            c.surt(url)
            c.lookup_keys(url)
        except InvalidURL:
            pass
    for fn in (parse_url, to_surt, surt_prefix_from_seed):
        with contextlib.suppress(InvalidURL):
            fn(url)
    if isinstance(url, str):
        assert isinstance(index_key(url), str)
        assert isinstance(from_surt(url), str)
        for match_type in ("exact", "prefix", "host", "domain"):
            try:
                lo, hi = search_range(url, match_type)
            except ValueError:
                continue
            assert lo < hi
