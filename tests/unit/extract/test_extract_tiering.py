"""keepnet.extract.tiering: the deferred-page classifier, and its precision/recall on the test web."""

from __future__ import annotations

import pickle

import pytest

from keepnet.extract.tiering import (
    TierDecision,
    browser_only,
    classify,
    is_library,
    scripts_load,
    spa_marker,
)
from sites import interactive as iw


def test_inline_loading_code_is_deferred() -> None:
    d = classify("<script>fetch('/api/x.json').then(r => r.json())</script>", [])
    assert d.verdict == "deferred" and "fetch(" in d.reason


def test_handler_attribute_that_loads_is_deferred() -> None:
    d = classify("""<div onclick="this.src='a.png'">x</div>""", [])
    assert d.verdict == "deferred" and d.reason.startswith("handler attribute")


def test_single_page_app_markers_with_script_are_deferred() -> None:
    assert classify(
        '<div id="app"></div><script src="/a.js"></script>', ["http://a.test/a.js"]
    ).deferred
    assert classify('<a href="#/about">a</a><script src="/a.js"></script>', []).deferred
    assert classify('<div id="app"></div>', []).verdict == "static"  # no script: nothing runs


def test_no_script_is_static_and_page_scripts_are_doubt() -> None:
    assert classify("<p>hello <img src=a.png></p>", []).verdict == "static"
    d = classify('<script src="/js/site.js"></script>', ["http://a.test/js/site.js"])
    assert d.verdict == "doubt" and d.scripts == ("http://a.test/js/site.js",)


def test_libraries_alone_are_no_evidence() -> None:
    libs = ["http://cdn.test/jquery-3.7.1.min.js", "http://cdn.test/react.production.js"]
    assert all(is_library(u) for u in libs)
    assert not is_library("http://a.test/js/bootstrap.js")  # a page's loader, not the CSS kit
    d = classify(
        "".join(f'<script src="{u}"></script>' for u in libs) + "<script>$('p').hide()</script>",
        libs,
    )
    assert d.verdict == "static"


def test_scripts_load_and_browser_only() -> None:
    assert scripts_load([b"var x = 1;", b"var i = new Image(); i.src = u;"]) == "new Image("
    assert scripts_load([b"document.body.classList.toggle('dark')"]) is None
    assert browser_only({"a", "b", "c"}, {"a"}) == {"b", "c"}


def test_classifier_on_the_interactive_test_web() -> None:
    """Precision and recall of the two stages (HTML, then page scripts) on every test page."""
    site = iw.build()
    tp = fp = fn = 0
    for name, truth in iw.TRUTH.items():
        html = site.pages[f"/p/{name}.html"].body.decode()  # type: ignore[union-attr]
        scripts = [f"{iw.ORIGIN}/js/{name}.js"] if f"/js/{name}.js" in site.pages else []
        d = classify(html, scripts)
        deferred = d.deferred
        if d.verdict == "doubt":
            bodies = [site.pages[u.removeprefix(iw.ORIGIN)].body for u in d.scripts]  # type: ignore[union-attr]
            deferred = scripts_load(bodies) is not None
        tp += deferred and truth.deferred
        fp += deferred and not truth.deferred
        fn += truth.deferred and not deferred
    precision, recall = tp / (tp + fp), tp / (tp + fn)
    assert (precision, recall) == (1.0, 1.0)


@pytest.mark.parametrize(
    "html",
    [
        '<div ng-app="x"></div>',
        '<html ng-version="1">',
        '<div data-reactroot="">',
        '<div id="__next"></div>',
        "window.__NUXT__={}",
        "<div data-v-app>",
        '<body class="ember-application">',
        "<app-root></app-root>",
        '<button hx-get="/x">',
        '<a href="#/inbox">',
        "<a href='#!/x'>",
        '<div id="app"></div>',
        "<main id='root'>  </main>",
        '<section class="x" id="content"></section>',
        '<div id="app"><p>server-rendered</p></div>',
        '<div id="apple"></div>',
        "<p>plain page</p>",
        '<a href="#top">top</a>',
        "",
    ],
)
def test_spa_marker_prefilter_agrees_with_the_regex(html: str) -> None:
    from keepnet.extract.tiering import SPA_MARKERS, spa_marker

    m = SPA_MARKERS.search(html)
    assert spa_marker(html) == (m.group(0) if m else None)


def test_spa_marker_joined_scans_find_what_each_part_finds() -> None:
    # spa_marker scans joined parts (_SPA_SCANS): the leftmost marker of the parts scanned
    # one by one, and on ASCII pages SPA_MARKERS' match
    import random
    import re

    from keepnet.extract import tiering
    from keepnet.extract.tiering import _SPA_PARTS, SPA_MARKERS, spa_marker

    parts = [(re.compile(rx.lower().encode()), wb) for rx, wb in _SPA_PARTS]

    def each_part(html: str) -> str | None:
        raw = html.encode()
        low = raw.lower()
        found = [(m.start(), i, m.end()) for i, (rx, wb) in enumerate(parts)
                 if (m := tiering._search_word(rx, low, wb))]  # fmt: skip
        return raw[min(found)[0] : min(found)[2]].decode() if found else None

    rng = random.Random(17)
    pieces = [
        "ng-app", "ng-version=", "xng-app", "ng-apps", "data-reactroot", "data-v-app",
        "data-v-apple", 'id="__next"', "aid='__next'", "__NUXT__", "ember-application",
        "<app-root>", "<app-rooted", "hx-get=", "hx-post=", "ahx-get=", 'href="#/', "href='#!",
        '<div id="app"></div>', "<main id='root'> </main>", '<section id="content"></div>',
        "<DIV ID=APP></DIV>", "<div", "</div>", " ", "x", "<p>", "ng-", "data-", "<", "id=",
        "\u0130", "\u00e9",
        # around the anchors the scans are tried at (_SPA_ANCHORS): overlapping and
        # repeated dashes and underscores, prefixes cut short, markers at the page's start
        "-", "-app", "-v-app", "g-app", "a-reactroot", "__n", "___NUXT__", "_next'", "__next",
        'id="', "id='__n", "ember", "hx-", "data-v-", "-get=", "-post=", "ng-version",
    ]  # fmt: skip
    for _ in range(6000):
        html = "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 12)))
        assert spa_marker(html) == each_part(html), html
        if html.isascii():
            m = SPA_MARKERS.search(html)
            assert spa_marker(html) == (m.group(0) if m else None), html


def test_interaction_bound_loading_code_of_the_page_is_interactive() -> None:
    on_click = "<script>btn.addEventListener('click', () => fetch('/more.json'))</script>"
    at_load = "<script>fetch('/index.json').then(r => r.json())</script>"
    assert classify(on_click, []).interactive
    assert not classify(at_load, []).interactive  # loads at load: s0 shows it
    assert classify("""<a onclick="this.src='b.png'">b</a>""", []).interactive
    assert classify('<a href="#/inbox">in</a><script src="/app.js"></script>', []).interactive
    # a shared script's loading code is judged by what the render shows, not statically
    assert not classify(
        '<script src="/js/site.js"></script>', ["http://a.test/js/site.js"]
    ).interactive


def test_classify_takes_bytes_and_keeps_the_original_text() -> None:
    page = "<p>Ünïcödé — ǅ İ</p><div onclick=\"Fetch('/X.json')\">x</div>".encode()
    d = classify(page, [])
    assert d.deferred and "Fetch(" in d.reason  # the code's own case, after non-ASCII text
    marker = spa_marker("<p>İİİ</p><main id='Root'></main><script></script>".encode())
    assert marker == "<main id='Root'></main>"


def test_a_decision_pickles_by_its_fields() -> None:
    # the extraction worker sends it (keepnet.pipeline.offload): by its constructor's
    # arguments, every field kept
    decisions = [
        TierDecision("static", "no script"),
        TierDecision("doubt", "2 page script(s) to read", ("/a.js", "/b.js")),
        TierDecision("deferred", "marker", interactive=True, sources=("/c.js",)),
    ]
    for d in decisions:
        back = pickle.loads(pickle.dumps(d, protocol=pickle.HIGHEST_PROTOCOL))
        assert back == d and type(back) is TierDecision
        assert (back.scripts, back.interactive, back.sources) == (
            d.scripts,
            d.interactive,
            d.sources,
        )
