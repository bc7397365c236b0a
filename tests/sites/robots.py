"""polite.test, robots500.test, robots404.test: robots.txt cases (RFC 9309) and Crawl-delay.

Ground truth, http://polite.test — robots.txt (POLITE_ROBOTS) has Crawl-delay: 1 and
Disallow: /private/ for every agent:
- POLITE_ALLOWED: "/", "/a.html", "/b.html", "/c.html" (a crawl from "/" fetches these);
- POLITE_DISALLOWED: "/private/secret.html" (linked from "/" and "/a.html"; never fetched);
- no two requests to the host closer than POLITE_DELAY seconds (robots.txt included).

Ground truth, http://robots500.test — robots.txt answers 500.  RFC 9309 §2.3.1.4: the
crawler MUST assume complete disallow, so ROBOTS500_FETCHABLE is empty ("/" and
"/page.html" exist but must not be fetched while robots.txt fails).

Ground truth, http://robots404.test — robots.txt answers 404 (§2.3.1.3: no restrictions):
ROBOTS404_ALLOWED ("/", "/page.html") are all fetched.
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site

POLITE_HOST = "polite.test"
P = f"http://{POLITE_HOST}"
POLITE_DELAY = 1.0
POLITE_ROBOTS = """User-agent: *
Crawl-delay: 1
Disallow: /private/
"""
POLITE_ALLOWED = frozenset({f"{P}/", f"{P}/a.html", f"{P}/b.html", f"{P}/c.html"})
POLITE_DISALLOWED = frozenset({f"{P}/private/secret.html"})

ROBOTS500_HOST = "robots500.test"
ROBOTS500_PAGES = frozenset({f"http://{ROBOTS500_HOST}/", f"http://{ROBOTS500_HOST}/page.html"})
ROBOTS500_FETCHABLE: frozenset[str] = frozenset()

ROBOTS404_HOST = "robots404.test"
ROBOTS404_ALLOWED = frozenset({f"http://{ROBOTS404_HOST}/", f"http://{ROBOTS404_HOST}/page.html"})


def _page(title: str, links: list[str]) -> str:
    items = "".join(f'<li><a href="{h}">{h}</a></li>' for h in links)
    return f"<!doctype html><title>{title}</title><h1>{title}</h1><ul>{items}</ul>"


def build_polite() -> Site:
    return Site(
        POLITE_HOST,
        {
            "/robots.txt": Response.text(POLITE_ROBOTS),
            "/": _page("Polite", ["/a.html", "/b.html", "/private/secret.html"]),
            "/a.html": _page("A", ["/c.html", "/private/secret.html"]),
            "/b.html": _page("B", ["/"]),
            "/c.html": _page("C", ["/a.html"]),
            "/private/secret.html": _page("Secret", []),
        },
    )


def build_robots500() -> Site:
    return Site(
        ROBOTS500_HOST,
        {
            "/robots.txt": Response.text("internal error\n", 500),
            "/": _page("Robots 500", ["/page.html"]),
            "/page.html": _page("Page", []),
        },
    )


def build_robots404() -> Site:
    return Site(
        ROBOTS404_HOST,
        {
            "/": _page("Robots 404", ["/page.html"]),
            "/page.html": _page("Page", []),
        },
    )
