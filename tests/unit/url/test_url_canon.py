"""keepnet.url.canon: every profile against urlcanon's vectors, the Canonicalizer API."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from url_corpus import text, urlcanon_json

from keepnet.url.canon import (
    WARCINFO_HASH,
    WARCINFO_PROFILE,
    WARCINFO_RULES,
    Canonicalizer,
    get_canonicalizer,
)
from keepnet.url.parse import InvalidURL
from keepnet.url.profiles import PROFILES

# Why keepnet deliberately answers differently from urlcanon (each case below names one):
HOST_INVALID = (
    "WHATWG rejects the host (space, '%', control byte or other forbidden code "
    "point); urlcanon's parser accepts any bytes. keepnet cannot fetch such a URL: InvalidURL."
)
DOT_HOST = (
    "a host made only of dots: urlcanon's IPv4 parser reads it as 0.0.0.0, WHATWG "
    "keeps it as a domain name ('.', '..', '...'); keepnet follows WHATWG."
)
FILE_PATH = (
    "file: paths are left exactly as the WHATWG parser wrote them (decoding them "
    "would create Windows drive letters such as C| that WHATWG rewrites)."
)
OPAQUE = "hosts of non-special schemes are opaque in WHATWG: keepnet does not decode them."
SPEC_GOPHER = "gopher: is no longer a special scheme in the WHATWG URL standard (2020)."
SPEC_IPV4 = "'09' ends in a number, so WHATWG must read it as IPv4, and it is not one."
SPEC_FRAGMENT = "the WHATWG fragment percent-encode set gained the space (2020)."
NO_SCHEME = "no scheme: not a URL for WHATWG (urlcanon's WHATWG profile passes it through)."
ENCODE = (
    "keepnet keeps percent-encoded what WHATWG would encode ('<', '>', '\"' ...), so "
    "its output parses back to itself (idempotence); urlcanon decodes them."
)

SEMANTIC_PRECISE_DIFFERENCES = {
    "%20leadingspace.com/": (None, HOST_INVALID),
    "file:%": ("file:///%", FILE_PATH),
    "file:%/a/b": ("file:///%/a/b", FILE_PATH),
    "file:%2e%2e%2e/a/b": ("file:///%2e%2e%2e/a/b", FILE_PATH),
    "file:/%": ("file:///%", FILE_PATH),
    "file:/%/a/b": ("file:///%/a/b", FILE_PATH),
    "file:/%2e%2e%2e/a/b": ("file:///%2e%2e%2e/a/b", FILE_PATH),
    "file://%": (None, HOST_INVALID),
    "file://%/a/b": (None, HOST_INVALID),
    "file://%2e%2e%2e/a/b": ("file://.../a/b", DOT_HOST),
    "file://%2e%2e/a/b": ("file://../a/b", DOT_HOST),
    "file://%2e/a/b": ("file://./a/b", DOT_HOST),
    "file:///%": ("file:///%", FILE_PATH),
    "file:///%2e%2e%2e/a/b": ("file:///%2e%2e%2e/a/b", FILE_PATH),
    "file:///C%3A/": ("file:///C%3A/", FILE_PATH),
    "file:///C%7C/": ("file:///C%7C/", FILE_PATH),
    "foo://%": ("foo://%", OPAQUE),
    "foo://%///": ("foo://%///", OPAQUE),
    "gopher://foo:70/": ("gopher://foo:70/", SPEC_GOPHER),
    "gopher:/example.com/": ("gopher:/example.com/", SPEC_GOPHER),
    "gopher:example.com/": ("gopher:example.com/", SPEC_GOPHER),
    "http:%/": (None, HOST_INVALID),
    "http:%2e%2e%2e/a/b": ("http://.../a/b", DOT_HOST),
    "http:%2e%2e/a/b": ("http://../a/b", DOT_HOST),
    "http:%2e/a/b": ("http://./a/b", DOT_HOST),
    "http:/%/": (None, HOST_INVALID),
    "http:/%2e%2e%2e/a/b": ("http://.../a/b", DOT_HOST),
    "http:/%2e%2e/a/b": ("http://../a/b", DOT_HOST),
    "http:/%2e/a/b": ("http://./a/b", DOT_HOST),
    "http:// leadingspace.com/": (None, HOST_INVALID),
    "http://%/": (None, HOST_INVALID),
    "http://%20leadingspace.com/": (None, HOST_INVALID),
    "http://%2e%2e%2e/a/b": ("http://.../a/b", DOT_HOST),
    "http://%2e%2e/a/b": ("http://../a/b", DOT_HOST),
    "http://%2e/a/b": ("http://./a/b", DOT_HOST),
    "http:///%2e%2e%2e/a/b": ("http://.../a/b", DOT_HOST),
    "http:///%2e%2e/a/b": ("http://../a/b", DOT_HOST),
    "http:///%2e/a/b": ("http://./a/b", DOT_HOST),
    "http://09/": (None, SPEC_IPV4),
    "http://\x01\x80.com/": (None, HOST_INVALID),
    "http://example.com/%3A%3a%3C%3c": ("http://example.com/::%3C%3C", ENCODE),
    "http://example.com/%7Ffp3%3Eju%3Dduvgw%3Dd": (
        "http://example.com/%7Ffp3%3Eju=duvgw=d",
        ENCODE,
    ),
    "http://facebook.com/?foo=%7B%22abc%22": ("http://facebook.com/?foo={%22abc%22", ENCODE),
    "http://host%23.com/%257Ea%2521b%2540c%2523d%2524e%25f%255E00%252611%252A22%252833"
    "%252944_55%252B": (None, HOST_INVALID),
    "non-special://H%4fSt/path": ("non-special://H%4fSt/path", OPAQUE),
    "nonspecial://%2e%2e%2e/a/b": ("nonspecial://%2e%2e%2e/a/b", OPAQUE),
    "nonspecial://%2e%2e/a/b": ("nonspecial://%2e%2e/a/b", OPAQUE),
    "nonspecial://%2e/a/b": ("nonspecial://%2e/a/b", OPAQUE),
    "sc://%/": ("sc://%/", OPAQUE),
    "sc://\x1f!\"$&'()*+,-.;<=>^_`{|}~/": (None, HOST_INVALID),
}

SUPPLEMENTAL_WHATWG_DIFFERENCES = {
    "http://09/": (None, SPEC_IPV4),
    "www.google.com": (None, NO_SCHEME),
    "www.google.com/": (None, NO_SCHEME),
    "file://%": (None, HOST_INVALID),
    "file://%/a/b": (None, HOST_INVALID),
    "http://%/": (None, HOST_INVALID),
    "http:/%/": (None, HOST_INVALID),
    "http:%/": (None, HOST_INVALID),
    "http://info@merseburger.de%20/": (None, HOST_INVALID),
    "lolscheme:x x#x x": ("lolscheme:x x#x%20x", SPEC_FRAGMENT),
    "lolscheme:/x x#x x": ("lolscheme:/x%20x#x%20x", SPEC_FRAGMENT),
    "http:%2e/a/b": ("http://./a/b", DOT_HOST),
    "http:%2e%2e/a/b": ("http://../a/b", DOT_HOST),
    "http:%2e%2e%2e/a/b": ("http://.../a/b", DOT_HOST),
    "http:/%2e/a/b": ("http://./a/b", DOT_HOST),
    "http:/%2e%2e/a/b": ("http://../a/b", DOT_HOST),
    "http:/%2e%2e%2e/a/b": ("http://.../a/b", DOT_HOST),
    "http://%2e/a/b": ("http://./a/b", DOT_HOST),
    "http://%2e%2e/a/b": ("http://../a/b", DOT_HOST),
    "http://%2e%2e%2e/a/b": ("http://.../a/b", DOT_HOST),
    "http:///%2e/a/b": ("http://./a/b", DOT_HOST),
    "http:///%2e%2e/a/b": ("http://../a/b", DOT_HOST),
    "http:///%2e%2e%2e/a/b": ("http://.../a/b", DOT_HOST),
    "file://%2e/a/b": ("file://./a/b", DOT_HOST),
    "file://%2e%2e/a/b": ("file://../a/b", DOT_HOST),
    "file://%2e%2e%2e/a/b": ("file://.../a/b", DOT_HOST),
}


def _cases(data, differences):
    out = []
    for raw, want in data.items():
        key = text(raw)
        if key in differences:
            want, _why = differences[key]
            out.append(pytest.param(raw, want, id=f"DIFF:{key[:40]!r}"))
        else:
            out.append(pytest.param(raw, text(want), id=repr(key[:40])))
    return out


def _canon(profile, raw):
    try:
        return get_canonicalizer(profile).canonicalize(raw)
    except InvalidURL:
        return None


@pytest.mark.parametrize(("raw", "expected"), _cases(urlcanon_json("aggressive.json"), {}))
def test_urlcanon_aggressive(raw, expected):
    assert _canon("aggressive", raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    _cases(urlcanon_json("semantic_precise.json"), SEMANTIC_PRECISE_DIFFERENCES),
)
def test_urlcanon_semantic_precise(raw, expected):
    assert _canon("semantic-precise", raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    _cases(urlcanon_json("supplemental_whatwg.json"), SUPPLEMENTAL_WHATWG_DIFFERENCES),
)
def test_urlcanon_supplemental_whatwg(raw, expected):
    assert _canon("whatwg", raw) == expected


@pytest.mark.parametrize("section", ["Canonicalizer.DefaultIA", "Canonicalizer.IA"])
def test_urlcanon_surt_ia_canonicalizers(section):
    """surt.json's IA canonicalizer sections: surt-ia's canonical URL form."""
    for raw, want in urlcanon_json("surt.json")[section.encode()].items():
        assert _canon("surt-ia", raw) == text(want), raw


@pytest.mark.parametrize(
    "differences", [SEMANTIC_PRECISE_DIFFERENCES, SUPPLEMENTAL_WHATWG_DIFFERENCES]
)
def test_difference_lists_name_real_vectors(differences):
    names = {"semantic": "semantic_precise.json", "supp": "supplemental_whatwg.json"}
    name = names["semantic" if differences is SEMANTIC_PRECISE_DIFFERENCES else "supp"]
    inputs = {text(k) for k in urlcanon_json(name)}
    assert set(differences) <= inputs


def _idempotence_inputs():
    return [pytest.param(raw, id=repr(raw[:40])) for raw in urlcanon_json("idempotence.json")]


@pytest.mark.parametrize("raw", _idempotence_inputs())
@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_urlcanon_idempotence_inputs(profile, raw):
    """urlcanon's idempotence.json: canon(canon(u)) == canon(u) for every profile."""
    first = _canon(profile, raw)
    if first is not None:
        assert _canon(profile, first) == first


HERITRIX_CASES = [
    ("http://User:Pw@WWW.Example.COM/A/B.html?", "http://example.com/a/b.html"),
    ("http://www3.example.com/", "http://www3.example.com/"),  # Heritrix keeps slash pages
    ("http://www3.example.com/?", "http://example.com/"),  # ... but "?" is after the slash
    ("https://www.www2.example.com/x", "https://example.com/x"),
    ("http://www.com/", "http://www.com/"),
    ("http://www.com/a", "http://com/a"),  # StripWWWNRule's regex does this too
    ("http://example.com/a?&b=1&", "http://example.com/a?b=1"),
    ("http://example.com/a#frag", "http://example.com/a"),
    (
        "http://example.com/?a=1&jsessionid=0123456789ABCDEF0123456789abcdef&b=2",
        "http://example.com/?a=1&b=2",
    ),
    ("http://example.com/?PHPSESSID=0123456789abcdef0123456789abcdef", "http://example.com/"),
    ("http://example.com/?sid=0123456789abcdef0123456789abcdef&x", "http://example.com/?x"),
    ("http://example.com/?ASPSESSIONIDAQBSDSRT=EOHBLBDDPFCLHKPGGKLILNAM", "http://example.com/"),
    ("http://example.com/?CFID=12412453&CFTOKEN=15501799&q=1", "http://example.com/?q=1"),
    ("http://example.com/a;jsessionid=0123456789abcdef0123456789abcdef", "http://example.com/a;"),
    ("http://example.com/?jsessionid=short", "http://example.com/?jsessionid=short"),
    ("example.com/Path", "http://example.com/path"),
    # FixupQueryString brings the id to the end of the URL: Heritrix's next pass strips it
    ("http://./jsessionid=0123456789abcdef0123456789abcdef?", "http://./"),
    ("http://a.com/x?jsessionid=0123456789abcdef0123456789abcdef?", "http://a.com/x"),
    # what stripping leaves is parsed as WHATWG would: "%2e" is a dot segment
    ("http://a.com/b/%2Ejsessionid=0123456789abcdef0123456789abcdef", "http://a.com/b/"),
]


@pytest.mark.parametrize(("url", "expected"), HERITRIX_CASES)
def test_heritrix_profile(url, expected):
    assert get_canonicalizer().canonicalize(url) == expected


def test_default_profile_and_unknown():
    assert get_canonicalizer().name == "heritrix"
    with pytest.raises(ValueError, match="unknown canonicalization profile"):
        get_canonicalizer("nope")


def test_invalid_url_raises_invalid_url():
    for profile in set(PROFILES) - {"surt-ia"}:
        with pytest.raises(InvalidURL):
            get_canonicalizer(profile).canonicalize("http://a b/")
    # surt-ia parses as IA's surt does (it escapes the space); only unparseable text fails
    assert get_canonicalizer("surt-ia").canonicalize("http://a b/") == "http://a%20b/"
    with pytest.raises(InvalidURL):
        get_canonicalizer("surt-ia").canonicalize("http://a:99999/")


def test_key_and_surt_forms():
    ia = get_canonicalizer("surt-ia")
    assert ia.canonicalize("http://www.Example.com/A/?b=1&a=2") == "http://example.com/a?a=2&b=1"
    assert ia.key("http://www.Example.com/A/?b=1&a=2") == "com,example)/a?a=2&b=1"
    assert ia.surt("http://www.Example.com/A/") == "com,example)/a"
    h = get_canonicalizer("heritrix")
    assert h.key("http://www.example.com/A") == "http://example.com/a"
    assert h.surt("http://www.example.com:8080/A") == "http://(com,example,:8080)/a"


def test_digest_and_describe():
    a, b = get_canonicalizer("heritrix"), get_canonicalizer("aggressive")
    assert a.digest().startswith("sha256:") and len(a.digest()) == 71
    assert a.digest() == get_canonicalizer("heritrix").digest()
    assert a.digest() != b.digest()
    info = a.describe()
    assert set(info) == {WARCINFO_PROFILE, WARCINFO_HASH, WARCINFO_RULES}
    assert all(isinstance(v, str) for v in info.values())
    assert info[WARCINFO_PROFILE] == "heritrix" and info[WARCINFO_HASH] == a.digest()
    rules = json.loads(info[WARCINFO_RULES])
    assert rules["profile"] == "heritrix" and rules["rules"] == []
    assert [s["rule"] for s in rules["steps"]][1:] == [
        "lowercase",
        "strip-userinfo-heritrix",
        "strip-www",
        "strip-session-ids",
        "fixup-query",
        "drop-fragment",
    ]


def test_lookup_keys_without_rules_is_the_key():
    c = get_canonicalizer("surt-ia")
    assert c.lookup_keys("http://www.example.com/a") == ["com,example)/a"]
    assert isinstance(c, Canonicalizer) and c.try_canonicalize("http://a:x/") is None


def _heritrix_vectors() -> list[dict[str, str]]:
    path = Path(__file__).with_name("heritrix_vectors.json")
    return json.loads(path.read_text("utf-8"))["cases"]


@pytest.mark.parametrize("case", _heritrix_vectors(), ids=lambda c: c["input"][:60])
def test_heritrix_unit_test_vectors(case):
    """Heritrix's own canonicalize/*Test.java cases, through keepnet's whole heritrix chain."""
    got = get_canonicalizer("heritrix").canonicalize(case["input"])
    assert got == case["heritrix"]
    # the chain's result is the Heritrix rule's output canonicalized by the rest of the chain
    assert get_canonicalizer("heritrix").canonicalize(case["rule_output"]) == got
