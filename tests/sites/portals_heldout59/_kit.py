"""Shared chrome and file makers of heldout59's digital-humanities portals.

`Chrome` is one portal host's look: masthead with logo, primary menu, quick search, account
links, a cookie-consent banner, CDN and analytics scripts, a footer with legal and social
links, and a chrome-wrapped 404 page.  `Chrome.site()` serves the homepage, the assets, the
404 page and a plain chrome page for every same-host menu, footer and account link, so a
heuristic that follows "everything one hop away" meets real pages, not dead links.
The file makers build small but well-formed TEI, CSV, GeoJSON, Turtle and RIS bodies.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from urllib.parse import quote

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Request, Response, Site


@dataclass
class Chrome:
    """One portal host and its page furniture.

    `title_format` places a page title and the portal `name` in <title>; `home_title` is the
    homepage's whole <title>.  `cdn` and `stats` name hosts that serve embedded scripts only
    (never links), as a real portal's CDN and analytics do.
    """

    host: str
    name: str
    menu: Sequence[tuple[str, str]]
    footer: Sequence[tuple[str, str]] = ()
    title_format: str = "{title} | {name}"
    home_title: str | None = None
    home_main: str = ""
    login: tuple[str, str] = ("/account/login", "/account/register")
    search: str = "/search"
    cdn: str = "cdn.jsdelivr-mirror.hx59.example"
    stats: str = "stats.matomo-hosting.hx59.example"
    cookie_policy: str = "/privacy"
    tagline: str = ""
    social: Sequence[tuple[str, str]] = (
        ("http://mastodon.test/@dh", "Mastodon"),
        ("http://bsky.test/profile/dh", "Bluesky"),
    )
    extra: dict[str, PageValue] = field(default_factory=dict)

    @property
    def origin(self) -> str:
        return f"http://{self.host}"

    def url(self, path: str) -> str:
        return self.origin + path

    def title(self, title: str) -> str:
        return self.title_format.format(title=title, name=self.name)

    def share(self, url: str) -> str:
        """Share buttons as real portals print them (third-party hosts, never served)."""
        u = quote(url, safe="")
        return (
            '<div class="share-this"><span>Share</span> '
            f'<a href="http://mastodon.test/share?text={u}" rel="nofollow">Mastodon</a> '
            f'<a href="http://www.linkedin.test/sharing/share-offsite/?url={u}" '
            'rel="nofollow">LinkedIn</a> '
            f'<a href="mailto:?subject=Recommended&amp;body={u}">E-mail</a></div>'
        )

    def page(self, title: str, main: str, *, head: str = "", raw_title: bool = False) -> str:
        menu = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.menu)
        foot = "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in self.footer)
        social = " ".join(f'<a href="{escape(h)}" rel="me">{escape(t)}</a>' for h, t in self.social)
        t = title if raw_title else self.title(title)
        login, register = self.login
        tagline = f'<span class="tagline">{escape(self.tagline)}</span>' if self.tagline else ""
        return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(t)}</title>
<link rel="stylesheet" href="/assets/theme.css">
<link rel="icon" href="/assets/favicon.png">
<script src="http://{self.cdn}/npm/jquery@3.7.1/dist/jquery.min.js"></script>
<script src="/assets/theme.js" defer></script>
<script async src="http://{self.stats}/matomo.js"></script>{head}
</head><body>
<div id="cookie-consent" class="banner" role="dialog">This site uses cookies for
statistics. <a href="{self.cookie_policy}">Read more</a> <button>Accept</button>
<button>Decline</button></div>
<header class="masthead"><a class="logo" href="/"><img src="/assets/logo.png"
alt="{escape(self.name)}"></a>{tagline}
<nav class="primary" aria-label="Main"><ul>{menu}</ul></nav>
<form class="quicksearch" role="search" action="{self.search}" method="get">
<input type="search" name="q" placeholder="Search {escape(self.name)}"><button>Go</button></form>
<div class="account"><a href="{login}">Sign in</a> <a href="{register}">Create account</a></div>
</header>
<main id="main-content">
{main}
</main>
<footer class="site-footer"><ul>{foot}</ul><p class="social">{social}</p>
<p class="imprint">&copy; 2026 {escape(self.name)}. Content licensed CC BY 4.0 unless
stated otherwise.</p></footer>
</body></html>
"""

    def chrome_paths(self) -> list[str]:
        """Every same-host path the chrome itself links."""
        hrefs = [h for h, _ in (*self.menu, *self.footer)]
        hrefs += [*self.login, self.search, self.cookie_policy]
        return [h.split("#", 1)[0] for h in hrefs if h.startswith("/")]

    def not_found(self, request: Request) -> Response:
        body = self.page(
            "Not found",
            f"<h1>We could not find that page</h1><p>No page answers at "
            f"<code>{escape(request.path)}</code>. Try the search above.</p>",
        )
        return Response.html(body, 404)

    def site(self, pages: Mapping[str, PageValue]) -> Site:
        home = self.page(
            self.home_title or self.name,
            self.home_main or f"<h1>{escape(self.name)}</h1>",
            raw_title=True,
        )
        site = Site(self.host, not_found=self.not_found)
        site.add("/", home)
        site.add(
            "/assets/theme.css", Response.data(b"body{margin:0 auto;max-width:72em}", "text/css")
        )
        site.add("/assets/theme.js", Response.data(b"window.dh=1;", "text/javascript"))
        site.add("/assets/logo.png", Response.data(png(24, 12, (120, 40, 30)), "image/png"))
        site.add("/assets/favicon.png", Response.data(png(4, 4), "image/png"))
        for path in self.chrome_paths():
            if path == "/":
                continue
            label = path.strip("/").replace("/", " ").replace("-", " ").capitalize() or "Home"
            site.add(path, self.page(label, f"<h1>{escape(label)}</h1><p>{escape(self.name)}.</p>"))
        for path, value in {**self.extra, **pages}.items():
            site.add(path, value)
        return site


def ul(items: Sequence[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{escape(h)}">{escape(t)}</a></li>' for h, t in items)
        + "</ul>"
    )


def data(body: bytes | str, ctype: str, headers: Sequence[tuple[str, str]] = ()) -> Response:
    raw = body.encode() if isinstance(body, str) else body
    return Response(200, [("Content-Type", ctype), *headers], raw)


def pdf_of(title: str, *lines: str) -> Response:
    return data(pdf(title, list(lines)), "application/pdf")


def jpeg_like(seed: int) -> Response:
    """A small real image (PNG bytes, served as the image type it is)."""
    return data(png(16, 12, (seed % 255, (seed * 7) % 255, (seed * 13) % 255)), "image/png")


def zip_like(name: str) -> Response:
    """An opaque archive: a stored-only ZIP whose content never names the record."""
    import io
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
        z.writestr(name, "id,token,lemma\n1,et,et\n2,in,in\n")
    return data(buf.getvalue(), "application/zip")


def tei(title: str, body: str, *, witness: str = "") -> Response:
    wit = f'<listWit><witness xml:id="w1">{escape(witness)}</witness></listWit>' if witness else ""
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt>
<title>{escape(title)}</title></titleStmt><publicationStmt><p>Encoded 2026.</p>
</publicationStmt><sourceDesc>{wit or "<p>Manuscript.</p>"}</sourceDesc></fileDesc>
</teiHeader><text><body><p>{escape(body)}</p></body></text></TEI>
"""
    return data(xml, "application/tei+xml")


def ris(title: str, authors: Sequence[str], year: str, url: str) -> Response:
    au = "".join(f"AU  - {a}\n" for a in authors)
    return data(
        f"TY  - DATA\nTI  - {title}\n{au}PY  - {year}\nUR  - {url}\nER  - \n",
        "application/x-research-info-systems",
    )


def bibtex(key: str, title: str, authors: Sequence[str], year: str) -> Response:
    return data(
        f"@misc{{{key},\n  title = {{{title}}},\n  author = {{{' and '.join(authors)}}},\n"
        f"  year = {{{year}}}\n}}\n",
        "application/x-bibtex",
    )
