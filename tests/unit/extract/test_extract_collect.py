"""The outlink collector: resolution, scheme filter, de-duplication, hop upgrades, the cap."""

from __future__ import annotations

import pytest

from keepnet.extract.collect import OutlinkCollector, resolve
from keepnet.models import Hop, Outlink

BASE = "http://ex.test/a/b.html"


@pytest.mark.parametrize(
    ("ref", "expected"),
    [
        ("c.html", "http://ex.test/a/c.html"),
        ("  \t c.html\n ", "http://ex.test/a/c.html"),
        ("/x/../y?q#f", "http://ex.test/y?q"),
        ("//other.test", "http://other.test/"),
        ("HTTPS://EX.TEST:443/Z", "https://ex.test/Z"),
        ("http:rel", "http://ex.test/a/rel"),
        ("#frag", None),
        ("", None),
        ("javascript:void(0)", None),
        ("JAVASCRIPT:x", None),
        ("mailto:a@b", None),
        ("data:text/plain,hi", None),
        ("tel:1", None),
        ("ftp://ex.test/f", None),
        ("http://[::1", None),
        ("ja\tvascript:x", None),  # tabs are removed by the URL parser: still javascript:
    ],
)
def test_resolve(ref: str, expected: str | None) -> None:
    assert resolve(ref, BASE) == expected


def test_hop_upgrade_order() -> None:
    c = OutlinkCollector(BASE)
    for hop in (Hop.SPECULATIVE, Hop.LINK, Hop.REDIRECT, Hop.LINK, Hop.EMBED, Hop.LINK):
        c.add("x", hop, hop.value)
    c.add("y", Hop.EMBED, "e")
    c.add("y", Hop.SPECULATIVE, "x")
    assert c.outlinks() == (
        [
            Outlink("http://ex.test/a/x", Hop.EMBED, "E"),
            Outlink("http://ex.test/a/y", Hop.EMBED, "e"),
        ],
        0,
    )


def test_rebase_changes_resolution() -> None:
    c = OutlinkCollector(BASE)
    c.add("x", Hop.LINK, "1")
    c.rebase("http://other.test/")
    c.add("x", Hop.LINK, "2")
    assert [o.url for o in c.outlinks()[0]] == ["http://ex.test/a/x", "http://other.test/x"]


def test_cap_keeps_embeds_then_links_then_speculative_in_document_order() -> None:
    c = OutlinkCollector(BASE)
    c.add("x1", Hop.SPECULATIVE, "")
    c.add("l1", Hop.LINK, "")
    c.add("e1", Hop.EMBED, "")
    c.add("l2", Hop.LINK, "")
    c.add("r1", Hop.REDIRECT, "")
    outlinks, dropped = c.outlinks(3)
    assert [o.url.rsplit("/", 1)[1] for o in outlinks] == ["l1", "e1", "r1"]
    assert dropped == 2
    assert c.outlinks(10)[1] == 0 and len(c) == 5


# The resolution cache keys on a reduced base; it must never change a result.
_BASES = [
    "http://ex.test/a/b/page.html?q=1#frag",
    "https://ex.test:8443/dir/",
    "http://ex.test",
    "http://user:pw@ex.test/a/b?x#y",
    "https://[::1]/a/b/c",
]
_REFS = [
    "/abs",
    "rel/x",
    "../up",
    "./here",
    "?only",
    "//other.test/p",
    "http:rel",
    "https://x.test/",
    "HTTP://X.TEST/A",
    "\\\\back",
    "/\\\\x",
    "a?b#c",
    "..",
    ".",
    "%2e%2e/x",
    "http:/one",
    " /sp ",
]


@pytest.mark.parametrize("base", _BASES)
@pytest.mark.parametrize("ref", _REFS)
def test_cached_resolution_equals_direct(base: str, ref: str) -> None:
    from keepnet.url.parse import strip_fragment, try_parse

    direct = try_parse(ref.strip(), base)
    expected = (
        strip_fragment(direct)
        if direct is not None and direct.startswith(("http://", "https://"))
        else None
    )
    assert resolve(ref, base) == expected


# Resolutions shared by the pages of one directory (OutlinkCollector): a reference that
# depends on more of the base than its directory ("?query", "http:rel") must not be.
_SAME_DIRECTORY = [
    "http://ex.test/a/b/page.html?q=1",
    "http://ex.test/a/b/other.html",
    "http://ex.test/a/b/",
    "http://ex.test/a/b/x.html?y=/z/w#f",
    "https://ex.test/a/b/page.html",
]


def test_collectors_of_one_directory_resolve_as_each_base_alone() -> None:
    refs = [*_REFS, "?other", "#frag", "", "mailto:a@b", "https:rel", "\t?tab", "http:/x"]
    for _ in range(2):  # the second round reads what the first one shared
        for base in _SAME_DIRECTORY:
            c = OutlinkCollector(base)
            for i, ref in enumerate(refs):
                c.add(ref, Hop.LINK, str(i))
            expected = [(resolve(ref, base), str(i)) for i, ref in enumerate(refs)]
            got = {o.context: o.url for o in c.outlinks()[0]}
            seen: set[str] = set()
            for url, ctx in expected:
                if url is not None and url not in seen:
                    seen.add(url)
                    assert got.get(ctx) == url, (base, refs[int(ctx)])
            assert len(got) == len(seen)


# Bases of two origins of one host (two schemes, two ports), several directories each,
# with query, fragment and user info: references shared by an origin's pages (path-absolute,
# scheme-relative, absolute) or by a directory's (path-relative) must resolve as each
# base alone, whatever page of another directory or origin shared them first.
_ORIGINS = [
    *_SAME_DIRECTORY,
    "http://ex.test/",
    "http://ex.test",
    "http://ex.test/c/d/e.html",
    "http://ex.test/a/page.html",
    "http://ex.test/a/b/c/",
    "https://ex.test/other/x?y",
    "http://ex.test:8080/a/b/page.html",
    "http://user:pw@ex.test/a/b/page.html",
    "http://ex.test/a/b/page.html;p?q",
    "https://[::1]/a/b/c",
]


@pytest.mark.parametrize("seed", range(4))
def test_collectors_of_one_origin_resolve_as_each_base_alone(seed: int) -> None:
    import random

    refs = [
        *_REFS,
        *(f"/item-{i}.html" for i in range(5)),
        "?other",
        "#frag",
        "",
        "mailto:a@b",
        "javascript:go('/x')",
        "https:rel",
        "\t?tab",
        "http:/x",
        "\\\\host\\x",
        "\\x",
        "/\\x",
        " //h.test/sp ",
        "x/../../../../y",
        ";p",
        "HTTPS://EX.TEST:443/",
    ]
    rng = random.Random(seed)
    for _ in range(3):  # later rounds read what earlier ones shared, in another order
        bases = _ORIGINS[:]
        rng.shuffle(bases)
        for base in bases:
            order = list(enumerate(refs))
            rng.shuffle(order)
            c = OutlinkCollector(base)
            for i, ref in order:
                c.add(ref, Hop.LINK, str(i))
            got = {o.context: o.url for o in c.outlinks()[0]}
            first: dict[str, str] = {}
            for i, ref in order:
                url = resolve(ref, base)
                if url is not None:
                    first.setdefault(url, str(i))
            assert got == {ctx: url for url, ctx in first.items()}, base
