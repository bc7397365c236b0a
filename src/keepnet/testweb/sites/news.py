"""news.example.test: a small news site with pagination, a sitemap and a disallowed admin area.

Ground truth (http://news.example.test):
- pages: "/", "/page/2", "/page/3" (pagination), "/about.html", "/contact.html", and the ten
  articles "/articles/<slug>.html" of ARTICLES;
- "/articles/from-the-archive.html" is linked from nowhere: only sitemap.xml lists it;
- "/robots.txt" disallows "/admin/" (linked from every footer: a polite crawler never
  fetches ADMIN_URL) and names "/sitemap.xml" on a Sitemap line;
- every page embeds off-host assets on static.example.test (see sites/static.py).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from keepnet.testweb.sites._chrome import Chrome, para

HOST = "news.example.test"
STATIC = "http://static.example.test"
ORIGIN = f"http://{HOST}"
PER_PAGE = 4

ARTICLES: list[tuple[str, str, str]] = [  # (slug, headline, lede)
    (
        "harbour-bridge-reopens",
        "Harbour bridge reopens after two-year restoration",
        "Engineers replaced 4,000 rivets and the original paint colour was matched from archive photographs.",
    ),
    (
        "library-digitises-maps",
        "City library digitises 1,200 historic maps",
        "The collection, some of it four centuries old, is now searchable online.",
    ),
    (
        "night-trains-return",
        "Night trains return to the northern line",
        "Sleeper services resume in spring with refurbished carriages.",
    ),
    (
        "school-garden-prize",
        "School garden wins national prize",
        "Pupils grew forty varieties of heritage vegetables on a former car park.",
    ),
    (
        "museum-late-openings",
        "Museum announces late openings every Thursday",
        "Galleries will stay open until 10 pm through the summer.",
    ),
    (
        "river-cleanup",
        "Volunteers pull two tonnes of litter from the river",
        "The annual clean-up drew a record 600 volunteers.",
    ),
    (
        "jazz-festival-lineup",
        "Jazz festival reveals its line-up",
        "Thirty acts across five stages, with free concerts in the park.",
    ),
    (
        "bakery-centenary",
        "Family bakery celebrates its centenary",
        "Four generations have baked on the same corner since 1924.",
    ),
    (
        "observatory-open-night",
        "Observatory open night draws stargazers",
        "Clear skies gave visitors a view of Saturn's rings.",
    ),
    (
        "tram-extension-vote",
        "Council votes on tram extension",
        "The proposed line would link the university to the station.",
    ),
]
ARCHIVE_ONLY = (
    "from-the-archive",
    "From the archive: the great flood of 1953",
    "A look back through our own pages at the night the river rose.",
)

ARTICLE_URLS = [f"{ORIGIN}/articles/{slug}.html" for slug, _, _ in ARTICLES]
ARCHIVE_ONLY_URL = f"{ORIGIN}/articles/{ARCHIVE_ONLY[0]}.html"
PAGINATION_URLS = [f"{ORIGIN}/", f"{ORIGIN}/page/2", f"{ORIGIN}/page/3"]
ADMIN_URL = f"{ORIGIN}/admin/login"
SITEMAP_URL = f"{ORIGIN}/sitemap.xml"

ROBOTS_TXT = f"""# robots.txt for {HOST}
User-agent: *
Disallow: /admin/

Sitemap: {SITEMAP_URL}
"""

CHROME = Chrome(
    site_name="The Example Gazette",
    tagline="Local news since 1898",
    menu=[
        ("/", "Front page"),
        ("/page/2", "More news"),
        ("/about.html", "About us"),
        ("/contact.html", "Contact"),
        ("http://www.keepnet-demo.test/", "Demo home"),
    ],
    stylesheets=[f"{STATIC}/css/news.css"],
    scripts=[f"{STATIC}/js/news.js"],
    footer_links=[
        ("/about.html", "About"),
        ("/contact.html", "Contact"),
        ("/admin/login", "Staff login"),
        ("/sitemap.xml", "Sitemap"),
    ],
    favicon=f"{STATIC}/img/favicon.png",
)


def _teaser(slug: str, headline: str, lede: str) -> str:
    return (
        f'    <article class="teaser"><img src="{STATIC}/img/{slug}-thumb.png" alt="" width="80">'
        f'<h2><a href="/articles/{slug}.html">{escape(headline)}</a></h2>{para(lede)}</article>'
    )


def _listing(page: int) -> str:
    chunk = ARTICLES[(page - 1) * PER_PAGE : page * PER_PAGE]
    n_pages = -(-len(ARTICLES) // PER_PAGE)
    items = "\n".join(_teaser(*a) for a in chunk)
    nav = []
    if page > 1:
        nav.append(
            f'<a rel="prev" href="{"/" if page == 2 else f"/page/{page - 1}"}">Newer stories</a>'
        )
    if page < n_pages:
        nav.append(f'<a rel="next" href="/page/{page + 1}">Older stories</a>')
    title = "Front page" if page == 1 else f"News, page {page}"
    main = f'    <h1>{title}</h1>\n{items}\n    <nav class="pagination">{" ".join(nav)}</nav>'
    return CHROME.page(title, main)


def _article(slug: str, headline: str, lede: str) -> str:
    others = [a for a in ARTICLES if a[0] != slug][:3]
    related = "".join(
        f'<li><a href="/articles/{s}.html">{escape(h)}</a></li>' for s, h, _ in others
    )
    main = f"""    <article>
      <h1>{escape(headline)}</h1>
      <p class="byline">By the Gazette newsroom · 12 May 2024</p>
      <figure><img src="{STATIC}/img/{slug}.png" alt="{escape(headline)}" width="640">
        <figcaption>Photo: Gazette archive</figcaption></figure>
      {para(lede)}
      {para("Residents welcomed the news.", "Further details will follow in tomorrow's edition.")}
    </article>
    <aside><h2>Related</h2><ul>{related}</ul></aside>"""
    return CHROME.page(headline, main, body_class="article")


def _sitemap() -> str:
    urls = [*PAGINATION_URLS, f"{ORIGIN}/about.html", *ARTICLE_URLS, ARCHIVE_ONLY_URL]
    entries = "\n".join(f"  <url><loc>{u}</loc><lastmod>2024-05-12</lastmod></url>" for u in urls)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
        f"{entries}\n</urlset>\n"
    )


def build() -> Site:
    site = Site(HOST)
    site.add("/robots.txt", Response.text(ROBOTS_TXT))
    site.add("/sitemap.xml", Response.text(_sitemap(), content_type="application/xml"))
    site.add("/", _listing(1))
    for page in range(2, -(-len(ARTICLES) // PER_PAGE) + 1):
        site.add(f"/page/{page}", _listing(page))
    for slug, headline, lede in [*ARTICLES, ARCHIVE_ONLY]:
        site.add(f"/articles/{slug}.html", _article(slug, headline, lede))
    site.add(
        "/about.html",
        CHROME.page(
            "About us",
            "    <h1>About the Gazette</h1>\n    "
            + para(
                "The Example Gazette is a fictional newspaper.",
                "It exists so that keepnet has something realistic to crawl.",
            ),
        ),
    )
    site.add(
        "/contact.html",
        CHROME.page(
            "Contact",
            "    <h1>Contact</h1>\n    "
            + para("Write to the newsroom at 1 Example Street.")
            + '\n    <form action="/search" method="get">'
            '<input name="q"><button>Search</button></form>',
        ),
    )
    site.add("/search", CHROME.page("Search", "    <h1>Search</h1>\n    " + para("No results.")))
    site.add("/admin/login", CHROME.page("Staff login", "    <h1>Staff only</h1>"))
    return site
