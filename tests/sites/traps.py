"""trap.test: crawler traps — sites with infinitely many URLs that a crawl must bound.

Ground truth (http://trap.test):
- real pages: TRAP_REAL_URLS ("/" and "/about.html"), which link into every trap;
- repeated path segments: "/a/" links "a/" (relative), so "/a/a/", "/a/a/a/", ... forever;
- too many path segments: "/deep/1/" links "2/", then "3/", ... ("/deep/1/2/3/.../n/");
- very long URLs: "/long/x" links to its own path plus 100 more characters, forever (the
  server answers 431 once the request head passes 1 MiB);
- calendar: "/cal/2024-01.html" links the previous and next month, forever in both ways;
- session ids: "/shop/?sid=N" links "/shop/?sid=N+1" (same page, new query each time).
Every URL under TRAP_PREFIXES exists (200) and leads to a new one: only trap defences,
hop limits or budgets stop a crawl here.
"""

from __future__ import annotations

import re

from keepnet.testweb.site import Request, Response, Site

HOST = "trap.test"
ORIGIN = f"http://{HOST}"
TRAP_REAL_URLS = frozenset({f"{ORIGIN}/", f"{ORIGIN}/about.html"})
TRAP_PREFIXES = {
    "repeated-segments": f"{ORIGIN}/a/",
    "too-many-segments": f"{ORIGIN}/deep/",
    "long-url": f"{ORIGIN}/long/",
    "calendar": f"{ORIGIN}/cal/",
    "session-id": f"{ORIGIN}/shop/",
}
TRAP_ENTRIES = {  # the first URL of each trap, linked from "/"
    "repeated-segments": f"{ORIGIN}/a/",
    "too-many-segments": f"{ORIGIN}/deep/1/",
    "long-url": f"{ORIGIN}/long/x",
    "calendar": f"{ORIGIN}/cal/2024-01.html",
    "session-id": f"{ORIGIN}/shop/?sid=1",
}


def _page(title: str, links: list[tuple[str, str]]) -> Response:
    items = "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in links)
    return Response.html(f"<!doctype html><title>{title}</title><h1>{title}</h1><ul>{items}</ul>")


def repeated(request: Request) -> Response:
    return _page("Repeated segments", [("a/", "deeper"), ("/", "home")])


def deep(request: Request) -> Response:
    parts = request.path.strip("/").split("/")
    return _page(f"Depth {len(parts)}", [(f"{int(parts[-1]) + 1}/", "deeper"), ("/", "home")])


def long(request: Request) -> Response:
    return _page("Long URL", [(request.path + "y" * 100, "longer"), ("/", "home")])


def calendar(request: Request) -> Response:
    assert request.match is not None
    year, month = int(request.match[1]), int(request.match[2])
    prev = (year, month - 1) if month > 1 else (year - 1, 12)
    nxt = (year, month + 1) if month < 12 else (year + 1, 1)
    return _page(
        f"Calendar {year}-{month:02d}",
        [
            (f"/cal/{prev[0]}-{prev[1]:02d}.html", "previous month"),
            (f"/cal/{nxt[0]}-{nxt[1]:02d}.html", "next month"),
        ],
    )


def shop(request: Request) -> Response:
    m = re.fullmatch(r"sid=(\d+)", request.query)
    sid = int(m[1]) if m else 0
    return _page("Shop", [(f"/shop/?sid={sid + 1}", "continue shopping"), ("/", "home")])


def build() -> Site:
    site = Site(HOST)
    entry = [(u.removeprefix(ORIGIN), name) for name, u in TRAP_ENTRIES.items()]
    site.add("/", _page("Traps", [*entry, ("/about.html", "about")]))
    site.add("/about.html", _page("About traps", [("/", "home")]))
    site.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    site.route(re.compile(r"(/a)+/"))(repeated)
    site.route(re.compile(r"/deep(/\d+)+/"))(deep)
    site.route(re.compile(r"/long/xy*"))(long)
    site.route(re.compile(r"/cal/(\d{4,})-(\d\d)\.html"))(calendar)
    site.route("/shop/")(shop)
    return site
