"""URL to request target: the fast path must agree with the WHATWG parser on every input."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
    ),
    port=st.sampled_from(["", ":80", ":443", ":8080", ":0", ":080", ":99999"]),
    rest=st.lists(_CHARS, max_size=12).map("".join),
)
def test_fast_path_agrees_on_generated_urls(scheme: str, host: str, port: str, rest: str) -> None:
    url = f"{scheme}{host}{port}/{rest}"
    fast, slow = both(url)
    assert fast == slow, url
