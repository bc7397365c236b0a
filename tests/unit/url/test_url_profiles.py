"""keepnet.url.profiles: the registry of named profiles."""

from __future__ import annotations

import pytest

from keepnet.url.profiles import PROFILES, get_profile


def test_the_named_profiles_exist():
    assert {"whatwg", "heritrix", "surt-ia", "aggressive"} <= set(PROFILES)
    for name, profile in PROFILES.items():
        assert profile.name == name
        assert profile.steps()[0]["rule"] == profile.parser


def test_only_surt_ia_needs_fixpoint_iteration():
    assert [n for n, p in PROFILES.items() if not p.stable] == ["surt-ia"]


def test_whatwg_is_lossless():
    p = get_profile("whatwg")
    url = "https://u:p@Example.com:443/A/%7e?B=1#F"
    assert p.serialize(p.run(url)) == "https://u:p@example.com/A/%7e?B=1#F"


def test_unknown_profile():
    with pytest.raises(ValueError, match="known: whatwg"):
        get_profile("Heritrix")
