"""The JavaScript of the interactive test pages (served as /js/<page>.js on ui.test).

Resource URLs are built from parts so that no static extractor (keepnet's speculative JS
extraction included) can find them: only a browser that runs the code and performs the
interaction requests them, which is what the ground truth of tests/sites/interactive says.
"""

from __future__ import annotations

COMMON = """
function R(page, name) { return '/r/' + page + '/' + name; }
function addImg(where, src) {
  var i = document.createElement('img'); i.src = src; i.width = 8; i.height = 8;
  document.querySelector(where).appendChild(i);
}
"""

JS: dict[str, str] = {
    # Two levels of mouseover menus: a top item loads its sub-menu (JSON), a sub-menu item
    # loads its picture.  Menus never close (moving the mouse between them is not modelled).
    "menu": COMMON
    + """
var loaded = {};
document.querySelectorAll('#menu .top').forEach(function (li) {
  li.addEventListener('mouseover', function () {
    var name = li.dataset.menu;
    if (loaded[name]) { return; }
    loaded[name] = true;
    fetch(R('menu', name + '.json')).then(function (r) { return r.json(); }).then(function (items) {
      var ul = document.createElement('ul');
      ul.id = 'sub-' + name;
      items.forEach(function (it) {
        var sub = document.createElement('li');
        sub.textContent = name + ' ' + it;
        sub.addEventListener('mouseover', function () {
          if (sub.dataset.done) { return; }
          sub.dataset.done = '1';
          addImg('#pictures', R('menu', name + '-' + it + '.png'));
        });
        ul.appendChild(sub);
      });
      document.getElementById('submenus').appendChild(ul);
    });
  });
});
""",
    # Tabs: a click loads the tab's HTML fragment, which holds an image.
    "tabs": COMMON
    + """
document.querySelectorAll('#tabs [role=tab]').forEach(function (tab) {
  tab.addEventListener('click', function () {
    fetch(R('tabs', tab.dataset.tab + '.html')).then(function (r) { return r.text(); })
      .then(function (html) { document.getElementById('panel').innerHTML = html; });
  });
});
""",
    # Load more: each click fetches the next page of items (with pictures); two pages.
    "more": COMMON
    + """
var next = 2;
document.getElementById('more').addEventListener('click', function () {
  var n = next++;
  if (n > 3) { return; }
  fetch(R('more', 'page' + n + '.json')).then(function (r) { return r.json(); }).then(function (items) {
    items.forEach(function (it) { addImg('#items', R('more', it + '.png')); });
    if (n >= 3) { document.getElementById('more').remove(); }
  });
});
""",
    # onclick on non-link elements: inline attributes calling show(), and a property handler.
    "onclick": COMMON
    + """
function show(name) { addImg('#shown', R('onclick', name + '.png')); }
document.getElementById('card-z').onclick = function () { show('z'); };
""",
    # A select: each option loads its swatch.
    "select": COMMON
    + """
document.getElementById('pick').addEventListener('change', function (e) {
  if (e.target.value) { addImg('#swatch', R('select', e.target.value + '.png')); }
});
""",
    # focus loads a hint, blur a goodbye.
    "focus": COMMON
    + """
var q = document.getElementById('q');
q.addEventListener('focus', function () { fetch(R('focus', 'hint.json')); });
q.addEventListener('blur', function () { fetch(R('focus', 'bye.json')); });
""",
    # keydown: ArrowRight on the document shows the next picture; Enter in the field searches.
    "keys": COMMON
    + """
document.addEventListener('keydown', function (e) {
  if (e.key === 'ArrowRight' && e.target === document.body) { addImg('#gallery', R('keys', 'next.png')); }
});
document.getElementById('search').addEventListener('keydown', function (e) {
  if (e.key === 'Enter') { fetch(R('keys', 'results.json')); }
});
""",
    # One listener on the document acts on whichever [data-photo] element was clicked.
    "delegated": COMMON
    + """
document.addEventListener('click', function (e) {
  var t = e.target.closest('[data-photo]');
  if (t) { addImg('#photos', R('delegated', t.dataset.photo + '.png')); }
});
""",
    # Two buttons load the same resource (equivalent states); a third only toggles a class.
    "equiv": COMMON
    + """
function shared() { fetch(R('equiv', 'shared.json')); document.getElementById('out').textContent += '.'; }
document.getElementById('a').addEventListener('click', shared);
document.getElementById('b').addEventListener('click', function () { shared(); document.getElementById('out').className = 'b'; });
document.getElementById('c').addEventListener('click', function () { document.body.classList.toggle('dark'); });
""",
    # Not deferred: handlers only toggle classes.
    "static": """
document.querySelectorAll('.faq dt').forEach(function (dt) {
  dt.addEventListener('click', function () { dt.classList.toggle('open'); });
});
document.getElementById('theme').addEventListener('click', function () { document.body.classList.toggle('dark'); });
""",
    # Infinite states: every button loads a new picture and adds two new buttons.
    "trap": COMMON
    + """
var n = 0;
function button(parent) {
  var b = document.createElement('button');
  b.textContent = 'more ' + (++n);
  b.id = 'b' + n;
  b.addEventListener('click', function () {
    addImg('#pics', R('trap', b.id + '-' + Date.now() + '.png'));
    button(parent); button(parent);
  });
  parent.appendChild(b);
}
for (var i = 0; i < 6; i++) { button(document.getElementById('buttons')); }
""",
    # A timer after load, and a click whose effect comes after a short timer.
    "timer": COMMON
    + """
window.addEventListener('load', function () {
  setTimeout(function () { addImg('#late', R('timer', 'late.png')); }, 250);
});
document.getElementById('slow').addEventListener('click', function () {
  setTimeout(function () { fetch(R('timer', 'after-click.json')); }, 150);
});
""",
    # Late timers: a picture 3 s after load, a request 3 s after a click (past any quiet
    # period: only an explorer that runs the page's clock forward finds them in time).
    "late": COMMON
    + """
window.addEventListener('load', function () {
  setTimeout(function () { addImg('#later', R('late', 'after-load.png')); }, 3000);
});
document.getElementById('wait').addEventListener('click', function () {
  setTimeout(function () { fetch(R('late', 'after-click.json')); }, 3000);
});
""",
    # A hash-routed single-page app: routes are fetched as JSON and rendered into #app.
    "spa": COMMON
    + """
function route() {
  var name = (location.hash.replace('#/', '') || 'home');
  fetch(R('spa', name + '.json')).then(function (r) { return r.json(); }).then(function (page) {
    var app = document.getElementById('app');
    app.innerHTML = '<h2>' + page.title + '</h2>';
    if (page.picture) { addImg('#app', R('spa', page.picture)); }
  });
}
window.addEventListener('hashchange', route);
route();
""",
    # Hostile: a dialog, a confirm, a popup, a navigation away, an out-of-scope request.
    "hostile": COMMON
    + """
document.getElementById('alert').addEventListener('click', function () {
  alert('hello'); addImg('#out', R('hostile', 'after-alert.png'));
});
document.getElementById('confirm').addEventListener('click', function () {
  if (!confirm('sure?')) { addImg('#out', R('hostile', 'cancelled.png')); }
});
document.getElementById('popup').addEventListener('click', function () { window.open('/p/' + 'other.html'); });
document.getElementById('away').addEventListener('click', function () { location.href = '/p/' + 'elsewhere.html'; });
fetch(R('hostile', 'long?' + 'x'.repeat(2100)));
""",
}
