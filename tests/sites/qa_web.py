"""The replay-check web: www.qa.test pages whose embeds (some on cdn.qa.test) are known exactly.

Ground truth is what Chromium requests to render each page, beyond the page itself:

    /index.html  E /css/site.css, /img/logo.png, cdn /js/app.js      -> /a.html, /b.html
    /a.html      E /css/site.css, /img/a-local.png, cdn /img/a.png
    /b.html      E /css/site.css, /frame.html (iframe)
    /frame.html  E cdn /img/f.png                                    (an embed, not a page)
    /css/site.css  url(cdn /img/bg.png) (body background), cdn /fonts/serif.woff2 (body font)
    /leak.html   a script that reaches the live web past replay's rewriting (LEAKS)

`needed(page, have)` walks that tree: a resource's own embeds are requested only when the
browser got the resource, so a crawl missing site.css needs neither bg.png nor the font.
`build(cdn_down=True)` makes the asset host reset every connection (an embed host that
cannot be reached during a crawl).
"""

from __future__ import annotations

from keepnet.testweb.assets import png
from keepnet.testweb.site import Raw, Response, Site

WWW = "http://www.qa.test"
CDN = "http://cdn.qa.test"
LIVE = "http://live.qa.test"

EMBEDS: dict[str, tuple[str, ...]] = {
    f"{WWW}/index.html": (f"{WWW}/css/site.css", f"{WWW}/img/logo.png", f"{CDN}/js/app.js"),
    f"{WWW}/a.html": (f"{WWW}/css/site.css", f"{WWW}/img/a-local.png", f"{CDN}/img/a.png"),
    f"{WWW}/b.html": (f"{WWW}/css/site.css", f"{WWW}/frame.html"),
    f"{WWW}/frame.html": (f"{CDN}/img/f.png",),
    f"{WWW}/css/site.css": (f"{CDN}/img/bg.png", f"{CDN}/fonts/serif.woff2"),
}
PAGES = (f"{WWW}/index.html", f"{WWW}/a.html", f"{WWW}/b.html")
LEAK_PAGE = f"{WWW}/leak.html"
# What the leak page tries to load from outside the archive (each way escapes the rewriter).
LEAKS = frozenset({f"{LIVE}/written.png", f"{LIVE}/styled.png", f"{LIVE}/imported.js"})

SITE_CSS = f"""@font-face {{ font-family: "QA Serif"; src: url({CDN}/fonts/serif.woff2); }}
body {{ font-family: "QA Serif", serif; background: #fff url({CDN}/img/bg.png) repeat; }}
"""
FONT = b"wOF2\x00\x01\x00\x00" + bytes(range(256))  # not a real font: bytes to archive


def needed(page: str, have: set[str] | None = None) -> set[str]:
    """What a browser requests for `page` when the archive holds `have` (None: everything)."""
    out: set[str] = set()
    todo = list(EMBEDS.get(page, ()))
    while todo:
        url = todo.pop()
        if url in out:
            continue
        out.add(url)
        if have is None or url in have:
            todo.extend(EMBEDS.get(url, ()))
    return out


def _page(title: str, body: str, css: bool = True) -> str:
    link = '<link rel="stylesheet" href="/css/site.css">' if css else ""
    return (
        f"<!doctype html><html><head><meta charset=utf-8><title>{title}</title>{link}"
        f"</head><body><h1>{title}</h1>{body}</body></html>"
    )


LEAK_SCRIPT = f"""<script>
document.write('<img src="{LIVE}/written.png" alt="">');
var d = document.createElement('div');
d.style.cssText = 'width:10px;height:10px';
d.style.backgroundImage = 'url({LIVE}/styled.png)';
document.body.appendChild(d);
import('{LIVE}/imported.js').catch(function () {{}});
</script>"""


def build(cdn_down: bool = False) -> list[Site]:
    www = Site("www.qa.test")
    www.add(
        "/index.html",
        _page(
            "Home",
            f'<img src="/img/logo.png" alt=""><script '
            f'src="{CDN}/js/app.js"></script><a href="/a.html">A</a>'
            ' <a href="/b.html">B</a>',
        ),
    )
    www.add(
        "/a.html",
        _page(
            "A",
            f'<img src="/img/a-local.png" alt=""><img src="{CDN}/img/a.png"'
            ' alt=""><a href="/index.html">home</a>',
        ),
    )
    www.add("/b.html", _page("B", '<iframe src="/frame.html" width=100 height=60></iframe>'))
    www.add("/frame.html", _page("Frame", f'<img src="{CDN}/img/f.png" alt="">', css=False))
    www.add("/leak.html", _page("Leak", LEAK_SCRIPT, css=False))
    www.add("/css/site.css", Response.data(SITE_CSS.encode(), "text/css"))
    www.add("/img/logo.png", Response.data(png(8, 8, (200, 0, 0)), "image/png"))
    www.add("/img/a-local.png", Response.data(png(8, 8, (0, 200, 0)), "image/png"))
    cdn = Site("cdn.qa.test")
    assets: dict[str, Response] = {
        "/js/app.js": Response.data(b"document.title += ' (js)';\n", "text/javascript"),
        "/img/a.png": Response.data(png(8, 8, (0, 0, 200)), "image/png"),
        "/img/f.png": Response.data(png(8, 8, (90, 90, 0)), "image/png"),
        "/img/bg.png": Response.data(png(4, 4, (250, 250, 240)), "image/png"),
        "/fonts/serif.woff2": Response.data(FONT, "font/woff2"),
    }
    for path, resp in assets.items():
        cdn.add(path, Raw(b"", reset=True) if cdn_down else resp)
    return [www, cdn]
