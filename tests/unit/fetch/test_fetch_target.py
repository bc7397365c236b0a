"""URL to request target: the fast path must agree with the WHATWG parser on every input."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import ada_url
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepnet.fetch.robots import origin_host_path
from keepnet.fetch.target import InvalidTarget, Target, _parse_slow, parse_target


def both(url: str) -> tuple[Target | str, Target | str]:
    def run(f: Callable[[str], Target]) -> Target | str:
        try:
            return f(url)
        except InvalidTarget as exc:
            return f"invalid: {exc}"

    return run(parse_target), run(_parse_slow)


def test_examples() -> None:
    t = parse_target("http://site.test:8080/a/b?x=1&y#frag")
    assert t == Target(
        "http://site.test:8080/a/b?x=1&y", "http", "site.test", 8080, "site.test:8080", "/a/b?x=1&y"
    )
    t = parse_target("HTTPS://user:pw@[::1]:443/%7e?")
    assert t == Target("https://[::1]/%7e?", "https", "::1", 443, "[::1]", "/%7e?")
    assert parse_target("http://a.test/?").origin_form == "/?"
    assert parse_target("http://a.test").origin_form == "/"
    assert parse_target("http://0x7f.1/").host == "127.0.0.1"
    t = parse_target("http://127.0.0.1:8080/a?b")
    assert t == Target(
        "http://127.0.0.1:8080/a?b", "http", "127.0.0.1", 8080, "127.0.0.1:8080", "/a?b"
    )
    for bad in ("ftp://a.test/", "http://", "javascript:alert(1)", "/relative"):
        with pytest.raises(InvalidTarget):
            parse_target(bad)


def test_fast_path_agrees_on_whatwg_vectors(corpora: Path) -> None:
    cases = json.loads((corpora / "url" / "whatwg" / "urltestdata.json").read_text())
    inputs = {c["input"] for c in cases if isinstance(c, dict)}
    inputs |= {c["href"] for c in cases if isinstance(c, dict) and "href" in c}
    funky = json.loads((corpora / "url" / "urlcanon" / "funky_ipv4.json").read_text())
    inputs |= {f"http://{host}/x" for host in funky}
    assert len(inputs) > 500
    for url in sorted(inputs):
        fast, slow = both(url)
        assert fast == slow, url


_CHARS = st.sampled_from(
    list("aZ09-._~%2eE/?#:@!$&'()*+,;=[]\\ \t^|{}\"<>`é") + ["..", "/./", "%2e%2E", "xn--"]
)


@settings(max_examples=200, deadline=None)
@given(
    scheme=st.sampled_from(["http://", "https://", "HTTP://"]),
    host=st.sampled_from(
        ["a.test", "A.test", "1.2.3.4", "a.0x1", "xn--a.test", "a..b", "x.y-z.", "09"]
        + ["127.0.0.1", "0.0.0.0", "255.255.255.255", "256.1.1.1", "01.2.3.4", "1.2.3"]
        + ["1.2.3.4.5", "1.2.3.0x4", "1.2.3.4.", "10.0.0.010", "199.249.250.251"]
    ),
    port=st.sampled_from(["", ":80", ":443", ":8080", ":0", ":080", ":99999"]),
    rest=st.lists(_CHARS, max_size=12).map("".join),
)
def test_fast_path_agrees_on_generated_urls(scheme: str, host: str, port: str, rest: str) -> None:
    url = f"{scheme}{host}{port}/{rest}"
    fast, slow = both(url)
    assert fast == slow, url


@settings(max_examples=500, deadline=None)
@given(
    labels=st.lists(
        st.one_of(
            st.integers(0, 300).map(str),
            st.sampled_from(["0", "00", "08", "010", "0x7f", "0x", "4294967295", "a", ""]),
        ),
        min_size=1,
        max_size=5,
    ),
    port=st.sampled_from(["", ":80", ":8080"]),
)
def test_fast_path_agrees_on_numeric_hosts(labels: list[str], port: str) -> None:
    url = f"http://{'.'.join(labels)}{port}/p?q"
    fast, slow = both(url)
    assert fast == slow, url


def ada_origin_host_path(url: str) -> tuple[str, str, str] | str:
    try:
        u = ada_url.URL(url)
    except ValueError:
        return "invalid"
    return u.origin, u.host, u.pathname


def ours(url: str) -> tuple[str, str, str] | str:
    try:
        return origin_host_path(url)
    except ValueError:
        return "invalid"


def test_robots_origin_host_path_agrees_with_ada(corpora: Path) -> None:
    """robots.txt's origin, host and path of a URL, as ada's URL object gave them before."""
    cases = json.loads((corpora / "url" / "whatwg" / "urltestdata.json").read_text())
    inputs = {c["input"] for c in cases if isinstance(c, dict)}
    inputs |= {c["href"] for c in cases if isinstance(c, dict) and "href" in c}
    inputs |= {
        "http://127.0.0.1:8080/robots.txt?x",
        "https://a.test:443/robots.txt",
        "http://u:p@[::1]:81/a/../robots.txt#f",
        "ftp://a.test/robots.txt",
        "HTTP://A.test/%72obots.txt",
        "http://a.test/?",
    }
    for url in sorted(inputs):
        assert ours(url) == ada_origin_host_path(url), url


@settings(max_examples=300, deadline=None)
@given(
    scheme=st.sampled_from(["http://", "https://", "HTTP://", "ftp://", "ws://", "foo:"]),
    host=st.sampled_from(["a.test", "A.test", "1.2.3.4", "127.0.0.1", "a.0x1", "[::1]", "u@b.c"]),
    port=st.sampled_from(["", ":80", ":443", ":8080", ":0"]),
    rest=st.lists(_CHARS, max_size=12).map("".join),
)
def test_robots_origin_host_path_agrees_on_generated_urls(
    scheme: str, host: str, port: str, rest: str
) -> None:
    url = f"{scheme}{host}{port}/{rest}"
    assert ours(url) == ada_origin_host_path(url), url
