"""The interactive test web (host ui.test): deferred pages with exact ground truth per level.

Every page /p/<name>.html links /css/base.css and its own /js/<name>.js (scripts.py).
`TRUTH[name]` gives, as paths on ui.test, the embedded resources the page requests
at load (R0), the ones first requested after one interaction (R1) and after two (R2).
`deferred` says whether the page has resources only a browser finds (the classifier's
ground truth).  An exploration under --explore none archives the page and R0, max-roi
adds R1, max-coverage (depth 2) adds R2.

Pages: menu (two levels of mouseover menus), tabs (click loads a fragment with an image),
more (load-more button), onclick (inline and property handlers on non-links), select
(change, each option), focus (focus/blur), keys (keydown on the document and a field),
delegated (one document listener for many targets), equiv (equivalent states), static
(not deferred: class toggles only), plain (no script at all), trap (infinite states),
timer (a timer after load, a timer after a click), late (the same 3 s later), spa (hash routes), hostile (dialogs, a
popup, a navigation away, an out-of-scope request).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.interactive.scripts import JS

HOST = "ui.test"
ORIGIN = f"http://{HOST}"


@dataclass(frozen=True)
class Truth:
    r0: frozenset[str]
    r1: frozenset[str] = frozenset()
    r2: frozenset[str] = frozenset()
    deferred: bool = True
    refused: frozenset[str] = frozenset()  # requested, but out of scope: never archived

    def upto(self, level: int) -> frozenset[str]:
        return (
            self.r0
            | (self.r1 if level >= 1 else frozenset())
            | (self.r2 if level >= 2 else frozenset())
        )


def _t(
    name: str,
    r0: tuple[str, ...] = (),
    r1: tuple[str, ...] = (),
    r2: tuple[str, ...] = (),
    deferred: bool = True,
    js: bool = True,
    refused: tuple[str, ...] = (),
) -> Truth:
    base = ("/css/base.css",) + ((f"/js/{name}.js",) if js else ())
    return Truth(
        frozenset(base + r0 + refused), frozenset(r1), frozenset(r2), deferred, frozenset(refused)
    )


TRUTH: dict[str, Truth] = {
    "menu": _t(
        "menu",
        r1=("/r/menu/news.json", "/r/menu/sport.json"),
        r2=(
            "/r/menu/news-1.png",
            "/r/menu/news-2.png",
            "/r/menu/sport-1.png",
            "/r/menu/sport-2.png",
        ),
    ),
    "tabs": _t(
        "tabs",
        r1=(
            "/r/tabs/a.html",
            "/r/tabs/a.png",
            "/r/tabs/b.html",
            "/r/tabs/b.png",
            "/r/tabs/c.html",
            "/r/tabs/c.png",
        ),
    ),
    "more": _t(
        "more",
        r0=("/r/more/i1.png", "/r/more/i2.png"),
        r1=("/r/more/page2.json", "/r/more/i3.png", "/r/more/i4.png"),
        r2=("/r/more/page3.json", "/r/more/i5.png", "/r/more/i6.png"),
    ),
    "onclick": _t("onclick", r1=("/r/onclick/x.png", "/r/onclick/y.png", "/r/onclick/z.png")),
    "select": _t("select", r1=("/r/select/red.png", "/r/select/green.png", "/r/select/blue.png")),
    "focus": _t("focus", r1=("/r/focus/hint.json", "/r/focus/bye.json")),
    "keys": _t("keys", r1=("/r/keys/next.png", "/r/keys/results.json")),
    "delegated": _t(
        "delegated", r1=("/r/delegated/p1.png", "/r/delegated/p2.png", "/r/delegated/p3.png")
    ),
    "equiv": _t("equiv", r1=("/r/equiv/shared.json",)),
    "static": _t("static", deferred=False),
    "plain": _t("plain", r0=("/img/logo.png",), deferred=False, js=False),
    "timer": _t("timer", r0=("/r/timer/late.png",), r1=("/r/timer/after-click.json",)),
    "late": _t("late", r0=("/r/late/after-load.png",), r1=("/r/late/after-click.json",)),
    "spa": _t(
        "spa",
        r0=("/r/spa/home.json",),
        r1=("/r/spa/about.json", "/r/spa/team.png", "/r/spa/contact.json"),
    ),
    "trap": _t("trap"),  # R1, R2...: new pictures at every click, without end
    "hostile": _t(
        "hostile",
        r1=("/r/hostile/after-alert.png", "/r/hostile/cancelled.png"),
        refused=("/r/hostile/long?" + "x" * 2100,),
    ),  # longer than a URL may be
}
# Pages whose archived set is exact per policy (the trap's is unbounded by design).
EXACT = sorted(n for n in TRUTH if n != "trap")
TRAP = "trap"
SLOW = "slow"  # not in TRUTH: its load never ends within a test's budget

BODIES: dict[str, str] = {
    "menu": """<ul id="menu"><li class="top" data-menu="news">News</li>
<li class="top" data-menu="sport">Sport</li></ul><div id="submenus"></div><div id="pictures"></div>""",
    "tabs": """<ul id="tabs"><li role="tab" data-tab="a">A</li><li role="tab" data-tab="b">B</li>
<li role="tab" data-tab="c">C</li></ul><div id="panel">choose a tab</div>""",
    "more": """<div id="items"><img src="/r/more/i1.png" width="8" height="8">
<img src="/r/more/i2.png" width="8" height="8"></div><button id="more">Load more</button>""",
    "onclick": """<div class="card" onclick="show('x')">X</div><div class="card" onclick="show('y')">Y</div>
<div class="card" id="card-z">Z</div><div id="shown"></div>""",
    "select": """<select id="pick"><option value="">choose</option><option value="red">red</option>
<option value="green">green</option><option value="blue">blue</option></select><div id="swatch"></div>""",
    "focus": """<label>Search <input id="q" type="text"></label>""",
    "keys": """<div id="gallery"></div><input id="search" type="search">""",
    "delegated": """<p><span data-photo="p1">one</span> <span data-photo="p2">two</span>
<span data-photo="p3">three</span></p><div id="photos"></div>""",
    "equiv": """<button id="a">A</button><button id="b">B</button><button id="c">C</button><p id="out"></p>""",
    "static": """<dl class="faq"><dt>Why?</dt><dd>Because.</dd><dt>How?</dt><dd>Like so.</dd></dl>
<button id="theme">Dark mode</button>""",
    "plain": """<p>No script here.</p><img src="/img/logo.png" alt="">""",
    "trap": """<div id="buttons"></div><div id="pics"></div>""",
    "timer": """<div id="late"></div><button id="slow">Slow</button>""",
    "late": """<div id="later"></div><button id="wait">Wait</button>""",
    "spa": """<nav><a href="#/about">About</a> <a href="#/contact">Contact</a></nav><div id="app"></div>""",
    # Never finishes loading: an image answered after 20 s holds the load event.
    "slow": """<p>slow</p><script>var i = new Image(); i.src = '/r/slow/' + 'hang.png';
document.body.appendChild(i);</script>""",
    "hostile": """<button id="alert">Alert</button><button id="confirm">Confirm</button>
<button id="popup">Popup</button><button id="away">Away</button><div id="out"></div>""",
}

CSS = b"body { font: 14px sans-serif } .card, [data-photo], .faq dt, #menu li { cursor: pointer }\n"


def page_url(name: str) -> str:
    return f"{ORIGIN}/p/{name}.html"


def _page(name: str) -> str:
    script = f'<script src="/js/{name}.js"></script>' if name in JS else ""
    return (
        f"<!doctype html><html><head><title>{name}</title>"
        f'<link rel="stylesheet" href="/css/base.css"></head>'
        f"<body><h1>{name}</h1>{BODIES[name]}{script}</body></html>"
    )


def _json(data: object) -> Response:
    return Response(200, [("Content-Type", "application/json")], json.dumps(data).encode())


def build() -> Site:
    site = Site(HOST)
    site.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    site.add("/css/base.css", Response.data(CSS, "text/css"))
    site.add("/img/logo.png", Response.data(png(4, 4, (0, 0, 0)), "image/png"))
    for name in BODIES:
        site.add(f"/p/{name}.html", Response.html(_page(name)))
        if name in JS:
            site.add(f"/js/{name}.js", Response.data(JS[name].encode(), "text/javascript"))
    for name in ("news", "sport"):
        site.add(f"/r/menu/{name}.json", _json([1, 2]))
    for tab in "abc":
        site.add(
            f"/r/tabs/{tab}.html",
            Response.html(f'<p>Tab {tab}</p><img src="/r/tabs/{tab}.png" width="8" height="8">'),
        )
    site.add("/r/more/page2.json", _json(["i3", "i4"]))
    site.add("/r/more/page3.json", _json(["i5", "i6"]))
    for path in (
        "/r/focus/hint.json",
        "/r/focus/bye.json",
        "/r/keys/results.json",
        "/r/equiv/shared.json",
        "/r/timer/after-click.json",
        "/r/late/after-click.json",
    ):
        site.add(path, _json({"ok": path}))
    site.add("/r/spa/home.json", _json({"title": "Home"}))
    site.add("/r/spa/about.json", _json({"title": "About", "picture": "team.png"}))
    site.add("/r/spa/contact.json", _json({"title": "Contact"}))
    for i, path in enumerate(
        p
        for t in TRUTH.values()
        for p in t.r0 | t.r1 | t.r2
        if p.endswith(".png") and p not in site.pages
    ):
        site.add(path, Response.data(png(8, 8, (i * 7 % 256, 90, 160)), "image/png"))

    site.add("/r/slow/hang.png", Response.data(png(4, 4, (9, 9, 9)), "image/png").with_(delay=20))

    @site.route(re.compile(r"/r/trap/.*\.png"))
    def trap_picture(_req: object) -> Response:
        return Response.data(png(4, 4, (200, 0, 0)), "image/png")

    return site
