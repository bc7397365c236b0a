"""codehub.example.test + raw.codehubcontent.example.test: a GitHub-like software portal.

Ground truth (the artifact for SOFTWARE_ENTRY, heuristic Path-Based with Externals):
- SOFTWARE_PAGES: the repository page and everything under /erikaris/web-memento-damage
  (tree, two blobs, issues list and one issue, contributors graph, a commit), reached over
  up to two hops;
- SOFTWARE_EXTERNALS: the raw files on raw.codehubcontent.example.test linked from the
  repository page and the blob pages (another domain, same project);
- not the artifact: the owner's profile, another repository (OTHER_REPO), explore, pricing,
  sign-in, the footer, and the dataset DOI the README cites (another artifact: DataRepo).
Each page embeds /assets/hub.css and /assets/hub.js; unknown paths answer a 404 page.
"""

from __future__ import annotations

from keepnet.testweb.site import Request, Response, Site
from keepnet.testweb.sites._chrome import Chrome, para

HOST = "codehub.example.test"
RAW_HOST = "raw.codehubcontent.example.test"
ORIGIN = f"http://{HOST}"
RAW = f"http://{RAW_HOST}"
REPO = "/erikaris/web-memento-damage"
SOFTWARE_ENTRY = ORIGIN + REPO
OTHER_REPO = ORIGIN + "/erikaris/memento-crawler"
PAPER = "http://doi.example.test/10.5555/demo.7781"  # the dataset the software analyses

CHROME = Chrome(
    site_name="CodeHub",
    menu=[
        ("/explore", "Explore"),
        ("/pricing", "Pricing"),
        ("/login", "Sign in"),
        ("/search?q=", "Search"),
    ],
    stylesheets=["/assets/hub.css"],
    scripts=["/assets/hub.js"],
    footer_links=[
        ("/site/terms", "Terms"),
        ("/site/privacy", "Privacy"),
        ("/site/status", "Status"),
    ],
)

# page path (under REPO) -> (heading, links under REPO, raw file paths)
PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    "": (
        "web-memento-damage",
        ["/tree/master", "/issues", "/graphs/contributors", "/commit/afcdf74"],
        ["/master/README.md"],
    ),
    "/tree/master": ("Files", ["/blob/master/README.md", "/blob/master/damage.py"], []),
    "/blob/master/README.md": ("README.md", [], ["/master/README.md"]),
    "/blob/master/damage.py": ("damage.py", [], ["/master/damage.py"]),
    "/issues": ("Issues", ["/issues/7"], []),
    "/issues/7": ("Timeout on large mementos #7", [], []),
    "/graphs/contributors": ("Contributors", [], []),
    "/commit/afcdf74": ("Fix text coverage", [], []),
}
SOFTWARE_PAGES = [SOFTWARE_ENTRY + p for p in PAGES]
SOFTWARE_EXTERNALS = sorted({RAW + REPO + r for _, _, raws in PAGES.values() for r in raws})


def _page(path: str) -> str:
    heading, subs, raws = PAGES[path]
    items = "".join(f'<li><a href="{REPO}{s}">{s.rsplit("/", 1)[-1]}</a></li>' for s in subs)
    items += "".join(
        f'<li><a href="{RAW}{REPO}{r}">Raw {r.rsplit("/", 1)[-1]}</a></li>' for r in raws
    )
    cite = f'<p>Test data: <a href="{PAPER}">Reef survey dataset (DOI)</a></p>' if not path else ""
    main = (
        f'<p><a href="/erikaris">erikaris</a> / <a href="{REPO}">web-memento-damage</a></p>'
        f"<h1>{heading}</h1><ul>{items}</ul>{cite}"
        + para("Also by this owner:")
        + f'<a href="{OTHER_REPO}">memento-crawler</a>'
    )
    return CHROME.page(f"erikaris/web-memento-damage: {heading}", main)


def _not_found(request: Request) -> Response:
    return Response.html(CHROME.page("Page not found", "<h1>404</h1>" + para("No such page.")), 404)


def build() -> Site:
    site = Site(HOST, not_found=_not_found)
    site.add(
        "/",
        CHROME.page(
            "Where software is built",
            f'<h1>CodeHub</h1><a href="{REPO}">Trending: web-memento-damage</a>',
        ),
    )
    for path in PAGES:
        site.add(REPO + path, _page(path))
    site.add("/erikaris", CHROME.page("erikaris", f'<a href="{REPO}">web-memento-damage</a>'))
    site.add(
        "/erikaris/memento-crawler", CHROME.page("memento-crawler", "<h1>memento-crawler</h1>")
    )
    for href, label in [*CHROME.menu, *CHROME.footer_links]:
        if href not in site.pages:
            site.add(href, CHROME.page(label, f"<h1>{label}</h1>"))
    site.add("/assets/hub.css", Response.data(b"body{font:14px sans-serif}", "text/css"))
    site.add("/assets/hub.js", Response.data(b"void 0;", "text/javascript"))
    return site


def build_raw() -> Site:
    site = Site(RAW_HOST)
    site.add(REPO + "/master/README.md", Response.text("# web-memento-damage\n"))
    site.add(
        REPO + "/master/damage.py", Response.text("print('damage')\n", content_type="text/x-python")
    )
    return site
