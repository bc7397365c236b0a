"""Trap families: shapes, what counts as productive, caps, and their survival across a resume."""

from __future__ import annotations

import hashlib
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepnet.scope import families
from keepnet.scope.families import PIECE, TrapFamilies, content_key, is_novel, shape, shingles


@pytest.mark.parametrize(
    ("url", "family"),
    [
        ("http://a.test/calendar?month=7", "a.test/calendar?month=*"),
        ("http://a.test/calendar?month=2031-07", "a.test/calendar?month=*"),
        ("http://A.test/events/2031/07/", "a.test/events/{n}/{n}/"),
        ("http://a.test/shop?sort=x&order=y&f=3", "a.test/shop?f=*&order=*&sort=*"),
        ("http://a.test/shop?order=y&sort=x&f=4", "a.test/shop?f=*&order=*&sort=*"),
        ("http://a.test/page?sid=abc&x=1", "a.test/page?x=*&{session}"),
        ("http://a.test/page;jsessionid=ABCDEF0123456789", "a.test/page?{session}"),
        ("http://a.test/s/0123456789abcdef0123/x", "a.test/s/{tok}/x"),
        ("http://a.test/about.html", None),
        ("http://a.test/", None),
    ],
)
def test_shape(url: str, family: str | None) -> None:
    assert shape(url) == family


def test_content_key_ignores_session_ids_and_order() -> None:
    assert content_key("http://a.test/p?sid=1&x=2&y=3") == content_key(
        "http://a.test/p?y=3&x=2&sid=9"
    )
    assert content_key("http://a.test/p?x=2") != content_key("http://a.test/p?x=3")


def cal(n: int) -> str:
    return f"http://a.test/cal?month={n}"


WORDS = [
    "anchor",
    "buoy",
    "compass",
    "davit",
    "ensign",
    "fender",
    "gunwale",
    "halyard",
    "jib",
    "keel",
    "lanyard",
    "mast",
    "nautical",
    "oar",
    "painter",
    "quay",
    "rudder",
    "sheet",
    "tiller",
    "umiak",
    "vang",
    "winch",
    "yawl",
    "zephyr",
    "bilge",
    "capstan",
    "dory",
    "fathom",
    "galley",
    "hawser",
]
BOILER = "Home About Contact. A small site about boats, with its calendar and shop pages. "


def test_a_family_that_adds_nothing_is_capped_after_idle_pages() -> None:
    t = TrapFamilies(idle=3)
    t.observe(
        cal(0),
        200,
        True,
        BOILER + "Calendar 0. One event: the regatta on the bay.",
        [cal(-1), cal(1), "http://a.test/event/regatta"],
    )
    for n in (1, 2):
        assert not t.observe(
            cal(n), 200, True, BOILER + f"Calendar {n}. No events.", [cal(n - 1), cal(n + 1)]
        )
        assert t.check(cal(n + 1)) is None
    assert not t.observe(cal(3), 200, True, BOILER + "Calendar 3. No events.", [cal(2), cal(4)])
    reason = t.check(cal(4))
    assert reason is not None and "a.test/cal?month=*" in reason and "3 fetched pages" in reason
    assert t.check("http://a.test/event/regatta") is None  # another family


def test_real_pagination_and_articles_are_never_capped() -> None:
    t = TrapFamilies(idle=2)
    for n in range(1, 60):
        items = [f"http://a.test/item/{n * 3 + i}" for i in range(3)]
        assert t.observe(
            f"http://a.test/list?page={n}",
            200,
            True,
            BOILER + f"Page {n}",
            [*items, f"http://a.test/list?page={n + 1}"],
        )
        for i, item in enumerate(items):  # leaves: no new links, but text of their own
            h = hashlib.sha256(f"{n}-{i}".encode()).digest()
            words = " ".join(WORDS[b % len(WORDS)] for b in h[:16])
            assert t.observe(item, 200, True, BOILER + f"Item: {words}.", [])
    assert all(not f.capped for f in t.families.values())


def test_errors_count_as_unproductive_and_documents_as_content() -> None:
    t = TrapFamilies(idle=2)
    assert t.observe("http://a.test/files/1.pdf", 200, False, None, [])
    assert not t.observe("http://a.test/x?id=1", 404, True, "not found", [])
    assert not t.observe("http://a.test/x?id=2", 500, True, "error", [])
    assert t.check("http://a.test/x?id=3") is not None


def test_caps_survive_a_resume() -> None:
    t = TrapFamilies(idle=1)
    t.observe(cal(1), 200, True, "", [])
    t.check(cal(2))
    again = TrapFamilies(idle=1)
    again.load(t.to_json())
    assert again.check(cal(5)) is not None
    assert again.report()["a.test/cal?month=*"]["refused"] == 2


def test_the_guard_saves_the_families_json_and_skips_a_save_of_the_same_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    from keepnet.pipeline import traps

    guard = traps.TrapFamilyGuard(idle=1)
    guard._path = tmp_path / "trap-families.json"
    written: list[str] = []  # the files moved into place
    replace = os.replace
    monkeypatch.setattr(traps.os, "replace", lambda a, b: (written.append(str(a)), replace(a, b)))
    guard._save()  # no family yet: the empty state is written once...
    guard._save()  # ...and not again while it is the same
    guard.families.observe(cal(1), 200, True, "", [])
    guard._save()  # a family changed: written
    guard.families.check(cal(2))
    guard._save()  # a refusal counted: written
    guard._save(always=True)  # the crawl's end: written even unchanged
    assert written == [f"{guard._path}.tmp"] * 4
    saved = guard._path.read_bytes()
    assert saved == json.dumps(guard.families.to_json(), separators=(",", ":")).encode()
    again = TrapFamilies(idle=1)
    again.load(json.loads(saved))
    assert again.to_json() == guard.families.to_json()
    assert not (tmp_path / "trap-families.json.tmp").exists()


def _novel_whole(text: str, seen: set[int]) -> bool:
    words = shingles(text)
    new = words - seen
    return bool(words) and len(new) >= min(0.3 * len(words), 8)


def test_is_novel_piecewise_agrees_with_the_whole_text() -> None:
    # is_novel hashes long texts a piece at a time and stops early: it must say what the
    # whole text's shingles say, for texts new, old, partly new, and around piece cuts.
    rng = random.Random(7)
    vocab = ["a", "b", "page", "12", "x1", "\u00b2", "3\u00b2", "\u00e9t\u00e9", "--", "0", "#"]
    checked = 0
    for _ in range(400):
        n = rng.choice([0, 1, 2, 5, 40, 900, 2500])
        text = " ".join(rng.choice(vocab) + rng.choice(["", ",", " "]) for _ in range(n))
        words = shingles(text)
        for keep in (0, 1, 2, 10):  # seen holds none, all, half, a tenth of the page
            seen = set(sorted(words)[:: keep or len(words) + 1]) if words else set()
            if keep == 0:
                seen = set()
            assert is_novel(text, seen) == _novel_whole(text, seen)
            ordered = families.shingle_array(text)
            assert set(ordered) == words and len(ordered) == len(words)
            assert families.is_novel_shingles(ordered, seen) == _novel_whole(text, seen)
            checked += len(text) > 2 * PIECE
    assert checked > 100  # the piecewise path was exercised
    # a page of known text with a few new words at its very end: found only in the last piece
    base = " ".join(f"w{i % 700}" for i in range(3000))
    seen = shingles(base)
    tail = base + " brand new words here and there again"
    assert is_novel(tail, seen) == _novel_whole(tail, seen)
    assert not is_novel(base, seen)
    ordered = families.shingle_array(tail)
    assert families.is_novel_shingles(ordered, seen) == _novel_whole(tail, seen)
    assert families.is_novel_shingles(ordered, seen - {ordered[-1]}) == _novel_whole(
        tail, seen - {ordered[-1]}
    )
    assert not families.is_novel_shingles(families.shingle_array(base), seen)


def test_is_novel_around_the_share_that_stops_gathering_shingles() -> None:
    # is_novel stops gathering a long text's shingles once NOVELTY of them is MIN_NEW: a text
    # of 20-30 distinct shingles with 0-10 of them new, the new ones early or at its very end
    for distinct in range(18, 32):
        cycle = [f"w{i}" for i in range(distinct)]
        for late in (False, True):
            text = " ".join(cycle * (1 + 3 * PIECE // (4 * distinct)))
            if late:
                text = " ".join(cycle * (8 * PIECE // (4 * distinct))) + " z1 z2 z3 z4 z5"
            assert len(text) > 2 * PIECE
            words = sorted(shingles(text))
            for new in range(11):
                seen = set(words[new:])
                assert is_novel(text, seen) == _novel_whole(text, seen), (distinct, late, new)


def test_is_novel_probes_the_middle_and_counts_each_new_shingle_once() -> None:
    # is_novel looks at a piece from the text's middle before scanning from its start: new
    # words in the middle, at the start, or both (the scan meets the probe's again: they
    # count once), a few either side of MIN_NEW, and a known text cut anywhere by the probe
    known = [f"w{i % 300}" for i in range(4000)]
    seen = shingles(" ".join(known))
    rng = random.Random(5)
    for _ in range(300):
        words = list(known[: rng.choice([300, 700, 1500, 4000])])
        middle = len(" ".join(words)) // 2
        at = len(" ".join(words)[:middle].split())  # the word index at the middle
        for place in rng.sample([0, 5, at - 3, at, at + 2, at + 30, len(words) - 3], 2):
            n = rng.randrange(0, 9)
            words[place:place] = [f"n{rng.randrange(10**6)}" for _ in range(n)]
        text = " ".join(words)
        assert is_novel(text, seen) == _novel_whole(text, seen), text
    assert not is_novel(" ".join(known), seen)


def test_is_novel_lowers_pieces_as_the_whole_text_lowers(monkeypatch: pytest.MonkeyPatch) -> None:
    # is_novel lowers each piece by itself: a capital sigma's lower case depends on the
    # letters around it (final form or not), up to the spaces pieces are cut at; with
    # pieces of a few characters, every cut lands next to sigmas, marks and apostrophes
    monkeypatch.setattr(families, "PIECE", 3)
    monkeypatch.setattr(families, "MAX_PIECE", 12)
    rng = random.Random(11)
    vocab = [
        "\u03a3",
        "\u039f\u03a3",
        "\u03a3\u0391",
        "A\u0301\u03a3",
        "\u03a3'",
        "'\u03a3",
        "x.\u03a3",
        "\u0130",
        "\u00df",
        "a",
        "B",
        "12",
        "\u00ad\u03a3\u00ad",
        "\u1f08",
    ]
    for _ in range(600):
        n = rng.choice([3, 8, 30, 80])
        text = " ".join(
            rng.choice(vocab) + rng.choice(vocab) * rng.randrange(2) for _ in range(n)
        ) + rng.choice(["", " ", "\u03a3"])
        cuts, start = [], 0
        while start < len(text):
            end = text.find(" ", start + rng.randrange(1, 6))
            end = len(text) if end < 0 else end
            cuts.append(text[start:end].lower())
            start = end
        assert "".join(cuts) == text.lower(), repr(text)
        words = shingles(text)
        for seen in (set(), set(sorted(words)[::2]), words):
            assert is_novel(text, seen) == _novel_whole(text, seen), repr(text)


def test_pages_productive_by_their_links_still_teach_their_family(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a page with new links elsewhere is productive without being judged, but its text is
    # learned all the same: exactly while the set has room, up to the cap when it fills
    monkeypatch.setattr(families, "MAX_SHINGLES", 60)
    t = TrapFamilies(idle=2)
    texts = [" ".join(f"{WORDS[(n + i) % len(WORDS)]}{n}" for i in range(25)) for n in range(4)]
    for n, text in enumerate(texts[:2]):
        url = f"http://a.test/list?page={n}"
        assert t.observe(url, 200, True, text, [f"http://a.test/item/{n}"])
    fam = t.families["a.test/list?page=*"]
    assert fam.seen == shingles(texts[0]) | shingles(texts[1])  # 46 of 60
    for n, text in enumerate(texts[2:], 2):
        url = f"http://a.test/list?page={n}"
        assert t.observe(url, 200, True, text, [f"http://a.test/item/{n}"])
    every = set().union(*map(shingles, texts))
    assert len(fam.seen) == 60 and fam.seen < every
    # the learned text comes back without new links: not productive, and capped
    for n in (10, 11):
        assert not t.observe(f"http://a.test/list?page={n}", 200, True, texts[0], [])
    assert t.check("http://a.test/list?page=12") is not None


def test_shingles_given_judge_as_the_text_does(monkeypatch: pytest.MonkeyPatch) -> None:
    # observe(..., shingle_array(text)) (the extraction worker's) decides exactly what
    # observe(..., text) decides, learning and judging, and the bytes round trip is exact
    monkeypatch.setattr(families, "MAX_SHINGLES", 80)
    rng = random.Random(3)
    texts = [
        " ".join(rng.choice(WORDS) + str(rng.randrange(3)) for _ in range(60)) for _ in range(20)
    ]
    texts += texts[4:16] + texts[:2]  # pages seen before: judged not new once the set is full
    a, b = TrapFamilies(idle=30), TrapFamilies(idle=30)
    verdicts = []
    for n, text in enumerate(texts):
        url, links = f"http://a.test/list?page={n}", [f"http://a.test/item/{n % 4}"]
        words = families.shingles_from_bytes(families.shingle_array(text).tobytes())
        assert words == families.shingle_array(text) and set(words) == shingles(text)
        verdicts.append(a.observe(url, 200, True, text, links))
        assert verdicts[-1] == b.observe(url, 200, True, text, links, words)
    assert True in verdicts[20:] and False in verdicts[20:]
    assert a.to_json() == b.to_json()
    assert a.families["a.test/list?page=*"].seen == b.families["a.test/list?page=*"].seen


def test_shingles_are_the_same_in_every_process() -> None:
    # not Python's per-process str hash: the worker and the crawl must agree
    src = str(Path(families.__file__).resolve().parents[2])
    text = "Caf\u00e9 page 12 of 3\u00b2, the same words again and 2031"
    code = f"from keepnet.scope import families as f; print(list(f.shingle_array({text!r})))"
    runs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONPATH": src, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2")
    }
    assert runs == {f"{list(families.shingle_array(text))}\n"}


def test_words_are_those_of_the_word_pattern() -> None:
    # _words splits UTF-8 bytes instead of running `\w+`: the same words, numbers of any
    # script folded, for ASCII and for text with letters, marks, digits and separators of
    # other scripts (and a lone surrogate)
    rng = random.Random(5)
    chars = [chr(i) for i in range(128)] + list(
        "\u00e9\u00b7\u00b2\u0663\u2014\u2019\u00a0\u0301\u200b\u4e2d\u6587\u00df\u2028"
        "\ud800\U0001f600\u01c5\u00bd"
    )
    for _ in range(5000):
        low = "".join(rng.choice(chars) for _ in range(rng.randrange(0, 40))).lower()
        expected = [families._word_id(w) for w in families._WORD.findall(low)]
        assert families._words(low) == expected, repr(low)
    # long mostly-ASCII text with sparse non-ASCII runs (at the ends, adjacent, alone), as
    # pages are: the runs are found by their UTF-8 bytes
    for _ in range(500):
        low = "".join(
            rng.choice(chars[128:]) * rng.randrange(1, 3)
            if rng.random() < 0.05
            else rng.choice(["word", " ", "x1", ". ", "_", "42", "-"])
            for _ in range(rng.randrange(0, 200))
        ).lower()
        expected = [families._word_id(w) for w in families._WORD.findall(low)]
        assert families._words(low) == expected, repr(low)
    fold = families._word_id("#")
    assert families._words("page 12 \u00b2 x12") == [
        families._word_id("page"),
        fold,
        fold,
        families._word_id("x12"),
    ]


def test_text_words_lower_as_the_text_lowers() -> None:
    # _text_words lowers the UTF-8 bytes' ASCII letters and each non-ASCII run alone:
    # the same words as the whole text lowered, with characters whose lower case is
    # ASCII (Kelvin sign), longer ("\u0130", "\u1f88"), titlecase, a capital sigma
    # beside ASCII letters (final form: the whole text is lowered), marks and digits
    rng = random.Random(9)
    chars = [chr(i) for i in range(128)] + list(
        "\u212a\u0130\u1f88\u01c5\u00c9\u00df\u1e9e\u03a3\u03a3\u0391\u0301\u00b7"
        "\u00b2\u0663\u2014\u00a0\u4e2d\ud800\U0001f600\u2160\u24b6\u00bd"
    )
    for _ in range(5000):
        text = "".join(rng.choice(chars) for _ in range(rng.randrange(0, 40)))
        assert families._text_words(text) == families._words(text.lower()), repr(text)
    for _ in range(500):
        text = "".join(
            rng.choice(chars[128:]) * rng.randrange(1, 3)
            if rng.random() < 0.05
            else rng.choice(["Word", " ", "X1", ". ", "_", "42", "-", "K"])
            for _ in range(rng.randrange(0, 200))
        )
        assert families._text_words(text) == families._words(text.lower()), repr(text)
    assert families._text_words("A\u03a3 \u212aM") == families._words("a\u03c2 km")


def test_learning_says_whose_whole_text_observe_hashes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(families, "MAX_SHINGLES", 20)
    t = TrapFamilies(idle=1)
    assert not t.learning("http://a.test/about.html")  # no family: never judged
    assert t.learning(cal(1))  # a family not seen yet
    t.observe(cal(1), 200, True, " ".join(WORDS * 3), [])
    assert not t.learning(cal(2))  # full: judged by its first new shingles
    t.observe("http://a.test/list?page=1", 200, True, "", [])  # nothing new: capped
    assert not t.learning("http://a.test/list?page=2")


def test_a_full_familys_verdict_judges_as_the_text_does(monkeypatch: pytest.MonkeyPatch) -> None:
    # the extraction worker's Verdict on a full family's page (JudgedSets.judge against the
    # set the Judging carried) decides exactly what observe(..., text) decides; a verdict
    # for another family (forgotten and seen again) or an unknown one is not taken
    monkeypatch.setattr(families, "MAX_SHINGLES", 80)
    rng = random.Random(4)
    texts = [
        " ".join(rng.choice(WORDS) + str(rng.randrange(3)) for _ in range(60)) for _ in range(20)
    ]
    texts += texts[4:16] + texts[:2]
    a, b = TrapFamilies(idle=30), TrapFamilies(idle=30)
    worker = families.JudgedSets(size=2)
    verdicts, judged = [], 0
    for n, text in enumerate(texts):
        url, links = f"http://a.test/list?page={n}", [f"http://a.test/item/{n % 4}"]
        asked = b.judging(url)
        given: object = None
        if asked is not None:
            assert not b.learning(url) and asked.seen is b.families["a.test/list?page=*"].seen
            worker.use(asked.token, set(asked.seen))
            given = worker.judge(asked.token, text)
            judged += 1
        verdicts.append(a.observe(url, 200, True, text, links))
        assert verdicts[-1] == b.observe(url, 200, True, text, links, given)  # type: ignore[arg-type]
    assert judged > 10 and True in verdicts[20:] and False in verdicts[20:]
    assert a.to_json() == b.to_json()
    fam = b.families["a.test/list?page=*"]
    assert fam.token is not None
    # a wrong verdict under another token, or none, is not taken: the crawl judges itself
    text = texts[0]  # seen before: not new
    for wrong in (families.Verdict(fam.token + 1, True), families.Verdict(fam.token, None)):
        assert not b.observe("http://a.test/list?page=99", 200, True, text, [], wrong)


def test_judged_sets_agree_on_both_sides() -> None:
    # the crawl's side sends a set only when its mirror says the worker lacks it; the
    # worker's side, applying the same steps, then always holds the set it is asked about
    crawl, worker = families.JudgedSets(size=3), families.JudgedSets(size=3)
    rng = random.Random(6)
    sets = {t: {t, t + 100} for t in range(8)}
    for _ in range(300):
        token = rng.randrange(8)
        held = crawl.use(token, None)
        assert worker.use(token, None if held else set(sets[token])) == held
        assert worker.sets[token] == sets[token]
        assert list(crawl.sets) == list(worker.sets)
    assert families.JudgedSets().judge(1, "any text") == families.Verdict(1, None)


# -- the plain-URL fast path of shape and content_key ------------------------------------

_URL_CHARS = "aZ09-_.~/%?#;:[]@!$&'()*+,= \t\r\nxé\x00\x7fAbCdEf{}"


def _slow(monkeypatch: pytest.MonkeyPatch, fn: Any, url: str) -> Any:
    """`fn(url)` through urlsplit, the fast path turned off."""
    with monkeypatch.context() as m:
        m.setattr(families, "_plain", lambda url: None)
        return fn.__wrapped__(url)


@pytest.mark.parametrize(
    "url",
    [
        "http://a.test/item-12.html",
        "https://A.Test:8080/2031/07/",
        "http://a.test",
        "http://a.test/",
        "http://a.test/deadbeefcafe",  # a hex token of letters only
        "http://a.test/deadbeefcaf",
        "http://a.test/{n}/x",  # a brace in the path is not a variable part
        "http://a.test/a%31b",
        "http://a.test/\u0663/x",  # a non-ASCII digit: urlsplit's path
        "HTTP://a.test/1",
        "http://a.test/a\tb/1",
        "http://[::1]:80/1",
        "http://a.test/1?x=2",
        "http://a.test/1#f",
        "http://a.test/1;sid=3",
    ],
)
def test_plain_urls_shape_as_urlsplit_does(monkeypatch: pytest.MonkeyPatch, url: str) -> None:
    for fn in (shape, content_key):
        assert fn.__wrapped__(url) == _slow(monkeypatch, fn, url)


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(["http://", "https://", "HTTP://", "ftp://", " http://", "http:///", ""]),
    st.text(alphabet=_URL_CHARS, max_size=40),
)
def test_fast_path_equals_urlsplit(prefix: str, rest: str) -> None:
    url = prefix + rest

    def outcome(fn: Any) -> Any:
        try:
            return fn.__wrapped__(url)
        except ValueError as e:  # urlsplit's, on either path
            return ("ValueError", str(e))

    with pytest.MonkeyPatch.context() as m:
        for fn in (shape, content_key):
            fast = outcome(fn)
            m.setattr(families, "_plain", lambda url: None)
            assert fast == outcome(fn), url
            m.undo()


def test_observe_keeps_recent_outlinks_and_keys_in_lru_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The outlinks' hashes and the content keys are two LRUs of MAX_KEYS: a use moves an
    entry to the end, the least recently used is forgotten (checked against a model)."""
    from collections import OrderedDict

    monkeypatch.setattr(families, "MAX_KEYS", 5)
    rng = random.Random(7)
    fam = families.TrapFamilies(idle=1000)
    raw_model: OrderedDict[int, None] = OrderedDict()
    keys_model: OrderedDict[int, None] = OrderedDict()

    def use(lru: OrderedDict[int, None], key: int) -> bool:
        if key in lru:
            lru.move_to_end(key)
            return False
        lru[key] = None
        if len(lru) > 5:
            lru.popitem(last=False)
        return True

    for page in range(300):
        url = f"http://a.test/p/{page}"
        links = [f"http://a.test/{rng.choice('abcdefgh')}/{rng.randrange(4)}" for _ in range(6)]
        fam.observe(url, 200, False, None, links)
        use(keys_model, families.content_key(url))
        for link in links:
            if use(raw_model, hash(link)):
                use(keys_model, families.content_key(link))
        assert list(fam._raw) == list(raw_model)
        assert list(fam._keys) == list(keys_model)
