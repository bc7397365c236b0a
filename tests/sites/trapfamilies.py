"""families.test: a small real site wrapped in endless trap families, plus long real pagination.

Every trap here is endless and every URL of it is well formed, so no URL-shape rule stops
it; only what the pages return gives it away:

- calendar, query form: /calendar?month=YYYY-MM links the previous and next month; a few
  months near the start have an event (a real page), the rest are empty;
- calendar, path form: /events/YYYY/MM/ likewise;
- empty pagination: /empty?page=N links page N+1 forever, with no items after page 2;
- date archive: /archive/YYYY/MM/DD/ links the previous and next day, nothing posted;
- sort/filter combinations: /shop?sort=S&order=O&f=N lists the same 6 products in another
  order and links every sort and order with filters f+1..f+3 (hundreds of URLs within the
  default 20 hops: the hop limit alone lets this one run past 100 fetches);
- session ids: /account?sid=TOKEN links /account and /help under a new token each time.

And what must be crawled completely: /items?page=1..PAGES, each listing ITEMS_PER_PAGE
distinct items (/item/K), with a pagination bar (first, last, a window of 5 around the
page, every 25th page), so every item page is within a few hops.
"""

from __future__ import annotations

import hashlib
import re

from keepnet.testweb.site import Request, Response, Site

HOST = "families.test"
ORIGIN = f"http://{HOST}"
PAGES = 240
ITEMS_PER_PAGE = 3
EVENT_MONTHS = {"2024-05", "2024-07"}
PRODUCTS = ["anchor", "buoy", "compass", "davit", "ensign", "fender"]

# The families the crawl must find and cap (shape signatures, keepnet.scope.families).
TRAP_FAMILIES = {
    f"{HOST}/calendar?month=*",
    f"{HOST}/events/{{n}}/{{n}}/",
    f"{HOST}/empty?page=*",
    f"{HOST}/archive/{{n}}/{{n}}/{{n}}/",
    f"{HOST}/shop?f=*&order=*&sort=*",
    f"{HOST}/account?{{session}}",
}
REAL_PAGES = (
    {f"{ORIGIN}/", f"{ORIGIN}/about.html"}
    | {f"{ORIGIN}/items?page={n}" for n in range(1, PAGES + 1)}
    | {f"{ORIGIN}/item/{k}" for k in range(1, PAGES * ITEMS_PER_PAGE + 1)}
    | {f"{ORIGIN}/event/{m}.html" for m in EVENT_MONTHS}
)

NAV = (
    '<nav><a href="/">Home</a> <a href="/about.html">About</a> '
    '<a href="/items?page=1">All items</a></nav>'
)
WORDS = [
    "harbour",
    "tide",
    "keel",
    "rigging",
    "mast",
    "lantern",
    "gale",
    "reef",
    "current",
    "chart",
    "ballast",
    "bow",
    "stern",
    "hull",
    "sail",
    "mooring",
    "beacon",
    "pilot",
    "cargo",
    "voyage",
]


def page(title: str, body: str) -> Response:
    return Response.html(
        f"<!doctype html><html><head><title>{title}</title></head><body>"
        f"{NAV}<h1>{title}</h1>{body}<footer>families.test — a small "
        "maritime museum's site, with its calendar and shop</footer>"
        "</body></html>"
    )


def item_text(k: int) -> str:
    """A few sentences that differ from item to item (real content)."""
    h = hashlib.sha256(str(k).encode()).digest()
    words = [f"{WORDS[b % len(WORDS)]}{b // len(WORDS)}" for b in h[:24]]
    return f"Item {k} in the collection: " + " ".join(words) + f". Catalogue number {k * 7919}."


def month_step(month: str, step: int) -> str:
    y, m = map(int, month.split("-"))
    m += step
    y, m = y + (m - 1) // 12, (m - 1) % 12 + 1
    return f"{y:04d}-{m:02d}"


def build() -> Site:
    site = Site(HOST)
    site.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    site.add(
        "/",
        page(
            "Welcome",
            (
                '<p>Our events <a href="/calendar?month=2024-05">calendar</a> and '
                '<a href="/events/2024/05/">programme</a>, the <a href="/empty?page=1">news</a>, the '
                '<a href="/archive/2024/05/12/">archive</a>, the <a href="/shop?sort=name&order=asc&f=0">'
                'shop</a>, your <a href="/account?sid=3f9a1c">account</a>.</p>'
            ),
        ),
    )
    site.add("/about.html", page("About", "<p>A small maritime museum on the harbour.</p>"))

    @site.route("/calendar")
    def calendar(req: Request) -> Response:
        month = dict(p.split("=", 1) for p in req.query.split("&") if "=" in p).get("month", "")
        if not re.fullmatch(r"\d{4}-\d{2}", month):
            return Response.not_found(req.url)
        event = (
            f'<p><a href="/event/{month}.html">Event of {month}</a></p>'
            if month in EVENT_MONTHS
            else "<p>No events this month.</p>"
        )
        return page(
            f"Calendar {month}",
            event
            + (
                f'<a href="/calendar?month={month_step(month, -1)}">previous month</a> '
                f'<a href="/calendar?month={month_step(month, 1)}">next month</a>'
            ),
        )

    @site.route(re.compile(r"/events/(\d{4})/(\d{2})/"))
    def events(req: Request) -> Response:
        assert req.match is not None
        month = f"{req.match[1]}-{req.match[2]}"
        event = (
            f'<p><a href="/event/{month}.html">Event of {month}</a></p>'
            if month in EVENT_MONTHS
            else "<p>Nothing on the programme.</p>"
        )
        prev, nxt = month_step(month, -1).split("-"), month_step(month, 1).split("-")
        return page(
            f"Programme {month}",
            event
            + (
                f'<a href="/events/{prev[0]}/{prev[1]}/">earlier</a> '
                f'<a href="/events/{nxt[0]}/{nxt[1]}/">later</a>'
            ),
        )

    @site.route(re.compile(r"/event/(\d{4}-\d{2})\.html"))
    def event(req: Request) -> Response:
        assert req.match is not None
        return page(
            f"Event {req.match[1]}",
            f"<p>{item_text(int(req.match[1].replace('-', '')))} Doors open at six.</p>",
        )

    @site.route("/empty")
    def empty(req: Request) -> Response:
        n = int(req.query.removeprefix("page=") or 1) if req.query.startswith("page=") else 1
        body = (
            "<ul><li>Museum reopens</li><li>New exhibit</li></ul>"
            if n <= 2
            else "<p>No more news.</p>"
        )
        return page(f"News page {n}", body + f'<a href="/empty?page={n + 1}">older news</a>')

    @site.route(re.compile(r"/archive/(\d{4})/(\d{2})/(\d{2})/"))
    def archive(req: Request) -> Response:
        assert req.match is not None
        y, m, d = (int(x) for x in req.match.groups())
        prev_d, next_d = (d - 2) % 28 + 1, d % 28 + 1
        prev_m = m if d > 1 else (m - 2) % 12 + 1
        next_m = m if d < 28 else m % 12 + 1
        return page(
            f"Archive {y}-{m:02d}-{d:02d}",
            (
                "<p>Nothing was posted on this day.</p>"
                f'<a href="/archive/{y}/{prev_m:02d}/{prev_d:02d}/">day before</a> '
                f'<a href="/archive/{y}/{next_m:02d}/{next_d:02d}/">day after</a>'
            ),
        )

    @site.route("/shop")
    def shop(req: Request) -> Response:
        q = dict(p.split("=", 1) for p in req.query.split("&") if "=" in p)
        sort, order, f = q.get("sort", "name"), q.get("order", "asc"), int(q.get("f", "0") or 0)
        products = sorted(PRODUCTS, reverse=order == "desc")
        if sort == "price":
            products = products[3:] + products[:3]
        links = " ".join(
            f'<a href="/shop?sort={s}&order={o}&f={g}">{s} {o} {g}</a>'
            for s in ("name", "price")
            for o in ("asc", "desc")
            for g in (f + 1, f + 2, f + 3)
        )
        items = "".join(f"<li>{p}</li>" for p in products)
        return page("Shop", f"<ul>{items}</ul><p>Sort by: {links}</p>")

    @site.route("/account")
    def account(req: Request) -> Response:
        sid = hashlib.sha1(req.query.encode()).hexdigest()[:6]
        return page(
            "Your account",
            (
                "<p>Please log in to see your tickets.</p>"
                f'<a href="/account?sid={sid}">refresh</a> <a href="/help?sid={sid}">help</a>'
            ),
        )

    @site.route("/help")
    def help_(req: Request) -> Response:
        sid = hashlib.sha1(req.query.encode()).hexdigest()[:6]
        return page("Help", f'<p>Ask at the desk.</p><a href="/account?sid={sid}">account</a>')

    @site.route("/items")
    def items(req: Request) -> Response:
        n = int(req.query.removeprefix("page=")) if req.query.startswith("page=") else 1
        if not 1 <= n <= PAGES:
            return Response.not_found(req.url)
        first = (n - 1) * ITEMS_PER_PAGE + 1
        listing = "".join(
            f'<li><a href="/item/{k}">{item_text(k)[:60]}</a></li>'
            for k in range(first, first + ITEMS_PER_PAGE)
        )
        bar = sorted(
            {1, PAGES, *range(max(1, n - 5), min(PAGES, n + 5) + 1), *range(25, PAGES + 1, 25)}
        )
        nav = " ".join(f'<a href="/items?page={p}">{p}</a>' for p in bar)
        return page(f"Items, page {n}", f"<ul>{listing}</ul><p>Pages: {nav}</p>")

    @site.route(re.compile(r"/item/(\d+)"))
    def item(req: Request) -> Response:
        assert req.match is not None
        k = int(req.match[1])
        if not 1 <= k <= PAGES * ITEMS_PER_PAGE:
            return Response.not_found(req.url)
        return page(f"Item {k}", f"<p>{item_text(k)}</p>")

    return site
