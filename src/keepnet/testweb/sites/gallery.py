"""gallery.example.test: the demo web's interactive site, whose content only a browser finds.

Ground truth (http://gallery.example.test): one page "/" with "/gallery.css" and
"/gallery.js"; nothing else is linked.  Its script builds every other URL at run time:

- at load, "/api/featured.json" and the picture it names, "/photos/featured.png";
- s1, clicking a tab (Landscapes, Portraits): "/api/tabs/<tab>.json", whose HTML shows two
  pictures "/photos/<tab>-1.png", "/photos/<tab>-2.png";
- s1, hovering the "Collections" menu: "/api/collections.json"; s2, hovering one of its
  entries (Winter, Summer): "/photos/<entry>.png";
- s1, "Load more": "/api/more.json" and "/photos/more-1.png", "/photos/more-2.png".

An HTTP-only crawl archives 3 URLs of it; `keepnet demo` (browser tier, max-coverage)
archives all 17 and writes a metadata record for each descendant state.
"""

from __future__ import annotations

import json

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site

HOST = "gallery.example.test"
ORIGIN = f"http://{HOST}"

PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Gallery — keepnet demo</title>
<link rel="stylesheet" href="/gallery.css"></head>
<body><h1>The Gallery</h1>
<p>Everything below is loaded by JavaScript: tabs, a menu and a load-more button.</p>
<div id="featured"></div>
<ul id="tabs"><li role="tab" data-tab="landscapes">Landscapes</li>
<li role="tab" data-tab="portraits">Portraits</li></ul>
<div id="panel"></div>
<div id="menu"><span id="collections">Collections</span><ul id="entries"></ul></div>
<div id="items"></div><button id="more">Load more</button>
<script src="/gallery.js"></script></body></html>
"""

SCRIPT = """
function R(p) { return '/' + p; }
function addImg(where, src) {
  var i = document.createElement('img'); i.src = src; i.width = 24; i.height = 24;
  document.querySelector(where).appendChild(i);
}
fetch(R('api/featured.json')).then(function (r) { return r.json(); })
  .then(function (f) { addImg('#featured', R('photos/' + f.picture)); });
document.querySelectorAll('#tabs [role=tab]').forEach(function (tab) {
  tab.addEventListener('click', function () {
    fetch(R('api/tabs/' + tab.dataset.tab + '.json')).then(function (r) { return r.json(); })
      .then(function (t) { document.getElementById('panel').innerHTML = t.html; });
  });
});
var menuLoaded = false;
document.getElementById('collections').addEventListener('mouseover', function () {
  if (menuLoaded) { return; }
  menuLoaded = true;
  fetch(R('api/collections.json')).then(function (r) { return r.json(); }).then(function (names) {
    names.forEach(function (name) {
      var li = document.createElement('li');
      li.textContent = name;
      li.addEventListener('mouseover', function () {
        if (!li.dataset.shown) { li.dataset.shown = '1'; addImg('#entries', R('photos/' + name + '.png')); }
      });
      document.getElementById('entries').appendChild(li);
    });
  });
});
document.getElementById('more').addEventListener('click', function () {
  var button = this;
  fetch(R('api/more.json')).then(function (r) { return r.json(); }).then(function (pics) {
    pics.forEach(function (p) { addImg('#items', R('photos/' + p)); });
    button.remove();
  });
});
"""

CSS = b"body { font: 16px/1.5 system-ui; margin: 2em auto; max-width: 50em }\n[role=tab], #collections, #entries li { cursor: pointer }\n"


def _json(data: object) -> Response:
    return Response(200, [("Content-Type", "application/json")], json.dumps(data).encode())


def build() -> Site:
    site = Site(HOST)
    site.add("/", Response.html(PAGE))
    site.add("/gallery.css", Response.data(CSS, "text/css"))
    site.add("/gallery.js", Response.data(SCRIPT.encode(), "text/javascript"))
    site.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    site.add("/api/featured.json", _json({"picture": "featured.png"}))
    site.add("/api/collections.json", _json(["winter", "summer"]))
    site.add("/api/more.json", _json(["more-1.png", "more-2.png"]))
    photos = ["featured", "winter", "summer", "more-1", "more-2"]
    for tab in ("landscapes", "portraits"):
        site.add(
            f"/api/tabs/{tab}.json",
            _json(
                {
                    "html": (
                        f'<p>{tab.title()}</p><img src="/photos/{tab}-1.png" width="24" height="24">'
                        f'<img src="/photos/{tab}-2.png" width="24" height="24">'
                    )
                }
            ),
        )
        photos += [f"{tab}-1", f"{tab}-2"]
    for i, name in enumerate(photos):
        site.add(
            f"/photos/{name}.png", Response.data(png(24, 24, (30 * i % 256, 120, 90)), "image/png")
        )
    return site
