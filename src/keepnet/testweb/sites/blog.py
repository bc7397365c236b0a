"""blog.example.test: a personal blog with the awkward cases every crawler meets.

Ground truth (http://blog.example.test):
- pages: "/", "/about.html", "/posts/hello-world.html", "/posts/spring-walk.html",
  "/2024/05/moved-post.html" (end of the redirect chain);
- redirect chain: "/old-post" -301-> "/2023/old-post" -302-> "/2024/05/moved-post.html";
- duplicate payload: "/posts/hello-world.html" and "/archive/2024/05/hello-world.html" serve
  the same bytes (the second fetched is a revisit record) — DUPLICATE_URLS;
- calendar trap: "/calendar/YYYY/MM/" exists for every month of every year, each linking to
  the previous and the next month: infinitely many URLs under CALENDAR_PREFIX;
- "/feed/digest.html" is sent with Content-Encoding: gzip (GZIP_URL);
- "/files/reading-list.pdf" is a PDF (PDF_URL);
- assets are embedded from static.example.test; robots.txt allows everything.
"""

from __future__ import annotations

from keepnet.testweb.assets import pdf
from keepnet.testweb.behaviours import gzipped
from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites._chrome import Chrome, para

HOST = "blog.example.test"
ORIGIN = f"http://{HOST}"
STATIC = "http://static.example.test"

REDIRECT_CHAIN = [
    f"{ORIGIN}/old-post",
    f"{ORIGIN}/2023/old-post",
    f"{ORIGIN}/2024/05/moved-post.html",
]
DUPLICATE_URLS = [f"{ORIGIN}/posts/hello-world.html", f"{ORIGIN}/archive/2024/05/hello-world.html"]
CALENDAR_PREFIX = f"{ORIGIN}/calendar/"
CALENDAR_START = f"{ORIGIN}/calendar/2024/05/"
GZIP_URL = f"{ORIGIN}/feed/digest.html"
PDF_URL = f"{ORIGIN}/files/reading-list.pdf"

CHROME = Chrome(
    site_name="Field Notes",
    tagline="a blog about walking, reading and archiving",
    menu=[
        ("/", "Home"),
        ("/about.html", "About"),
        ("/calendar/2024/05/", "Calendar"),
        ("/feed/digest.html", "Digest"),
        ("http://www.keepnet-demo.test/", "Demo home"),
    ],
    stylesheets=[f"{STATIC}/css/blog.css"],
    scripts=[f"{STATIC}/js/blog.js"],
    footer_links=[("/about.html", "About"), ("/files/reading-list.pdf", "Reading list (PDF)")],
)

HELLO = CHROME.page(
    "Hello, world",
    "    <article><h1>Hello, world</h1>\n      "
    + para(
        "This is the first post.", "It is also reachable from the archive, byte for byte the same."
    )
    + "\n    </article>",
)


def _home() -> str:
    posts = [
        ("/posts/hello-world.html", "Hello, world"),
        ("/posts/spring-walk.html", "A spring walk along the canal"),
        ("/old-post", "An old post that moved (twice)"),
        ("/archive/2024/05/hello-world.html", "Archive: Hello, world"),
        ("/files/reading-list.pdf", "My reading list (PDF)"),
        (
            "http://news.example.test/articles/river-cleanup.html",
            "Seen in the Gazette: the river clean-up",
        ),
    ]
    items = "\n".join(f'      <li><a href="{h}">{t}</a></li>' for h, t in posts)
    return CHROME.page(
        "Home", f'    <h1>Latest posts</h1>\n    <ul class="posts">\n{items}\n    </ul>'
    )


def _month(year: int, month: int) -> tuple[int, int]:
    year, month = year + (month - 1) // 12, (month - 1) % 12 + 1
    return year, month


def calendar(request: Request) -> Response:
    """One month of the endless calendar: the trap."""
    assert request.match is not None
    year, month = int(request.match[1]), int(request.match[2])
    if not 1 <= month <= 12:
        return Response.not_found(request.url)
    py, pm = _month(year, month - 1)
    ny, nm = _month(year, month + 1)
    days = "".join(f"<td>{d}</td>" + ("</tr><tr>" if d % 7 == 0 else "") for d in range(1, 29))
    main = (
        f"    <h1>Events in {year}-{month:02d}</h1>\n"
        f'    <table class="calendar"><tr>{days}</tr></table>\n'
        f'    <p><a rel="prev" href="/calendar/{py}/{pm:02d}/">&laquo; previous month</a> · '
        f'<a rel="next" href="/calendar/{ny}/{nm:02d}/">next month &raquo;</a></p>'
    )
    return Response.html(CHROME.page(f"Calendar {year}-{month:02d}", main))


def build() -> Site:
    import re

    site = Site(HOST)
    site.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    site.add("/", _home())
    site.add(
        "/about.html",
        CHROME.page(
            "About",
            "    <h1>About me</h1>\n    " + para("I walk, I read, I keep copies of everything."),
        ),
    )
    site.add("/posts/hello-world.html", HELLO)
    site.add("/archive/2024/05/hello-world.html", HELLO)
    site.add(
        "/posts/spring-walk.html",
        CHROME.page(
            "A spring walk",
            (
                "    <article><h1>A spring walk along the canal</h1>\n"
                '      <img src="http://static.example.test/img/river-cleanup.png" alt="The canal">\n      '
                + para("Herons, a kingfisher, and far too many shopping trolleys.")
                + "\n    </article>"
            ),
        ),
    )
    site.add("/old-post", Response.redirect("/2023/old-post", 301))
    site.add("/2023/old-post", Response.redirect(f"{ORIGIN}/2024/05/moved-post.html", 302))
    site.add(
        "/2024/05/moved-post.html",
        CHROME.page(
            "A post that moved",
            "    <h1>A post that moved</h1>\n    "
            + para("You followed two redirects to get here."),
        ),
    )
    digest = CHROME.page(
        "Weekly digest",
        "    <h1>Weekly digest</h1>\n    "
        + para("This page travels gzip-compressed; the archive keeps it that way."),
    )
    site.add("/feed/digest.html", gzipped(Response.html(digest)))
    site.add(
        "/files/reading-list.pdf",
        Response.data(
            pdf(
                "Reading list",
                [
                    "1. Preserving Digital Information",
                    "2. The Web as History",
                    "3. Heritrix user manual",
                ],
            ),
            "application/pdf",
        ),
    )
    site.route(re.compile(r"/calendar/(\d+)/(\d\d)/"))(calendar)
    site.add("/calendar/", Response.redirect("/calendar/2024/05/"))
    return site
