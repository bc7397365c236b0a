"""www.keepnet-demo.test: the demo web's front door, linking every other demo site.

Ground truth (http://www.keepnet-demo.test): pages "/" and "/about.html"; embeds
"/style.css" (which url()s "/img/logo.png") and "/img/logo.png"; robots.txt allows all.
The home page links to each other site's front page (off-host navigation links).
"""

from __future__ import annotations

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from keepnet.testweb.sites._chrome import Chrome, para

HOST = "www.keepnet-demo.test"
ORIGIN = f"http://{HOST}"

SITES_LISTED = [
    (
        "http://news.example.test/",
        "The Example Gazette",
        "a news site: pagination, a sitemap, a disallowed admin area, assets on another host",
    ),
    (
        "http://blog.example.test/",
        "Field Notes",
        "a blog: a redirect chain, a duplicated page, a calendar trap, gzip and a PDF",
    ),
    (
        "http://datarepo.example.test/",
        "DataRepo",
        "a dataset portal publishing FAIR Signposting (artifact capture from a DOI)",
    ),
    (
        "http://codehub.example.test/",
        "CodeHub",
        "a software portal: a project and its raw files (path-based artifact capture)",
    ),
    (
        "http://gallery.example.test/",
        "The Gallery",
        "an interactive page: tabs, menus and load-more that only a browser finds",
    ),
]

CHROME = Chrome(
    site_name="keepnet demo web",
    tagline="a small web that lives on your machine",
    menu=[
        ("/", "Home"),
        ("/about.html", "About this demo"),
        ("http://news.example.test/", "News"),
        ("http://blog.example.test/", "Blog"),
    ],
    stylesheets=["/style.css"],
    favicon="/img/logo.png",
)
STYLE = (
    b"body { font: 16px/1.5 system-ui; margin: 2em auto; max-width: 50em; }\n"
    b".brand { background: url(/img/logo.png) no-repeat left center; padding-left: 20px; }\n"
)


def build() -> Site:
    items = "\n".join(
        f'      <li><a href="{url}">{name}</a> — {what}</li>' for url, name, what in SITES_LISTED
    )
    home = CHROME.page(
        "Welcome",
        (
            "    <h1>Welcome to the keepnet demo web</h1>\n    "
            + para(
                "None of these sites is on the internet: keepnet serves them from a local proxy,",
                "under the reserved .test top-level domain, so a crawl of them is safe and repeatable.",
            )
            + f'\n    <ul class="sites">\n{items}\n    </ul>'
        ),
    )
    about = CHROME.page(
        "About this demo",
        "    <h1>About this demo</h1>\n    "
        + para(
            "Run keepnet demo to crawl these sites into WARC files.",
            "Each site is a module of keepnet.testweb.sites.",
        ),
    )
    return Site(
        HOST,
        {
            "/": home,
            "/about.html": about,
            "/style.css": Response.data(STYLE, "text/css"),
            "/img/logo.png": Response.data(png(16, 16, (20, 60, 140)), "image/png"),
            "/robots.txt": Response.text("User-agent: *\nAllow: /\n"),
        },
    )
