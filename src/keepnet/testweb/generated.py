"""Generated sites for benchmarks: deterministic, realistic-sized pages in a shallow link graph.

Page 0 is "/"; page i links to its tree children (i*b+1 .. i*b+b, b = links_per_page // 2),
so every page is within ~log_b(n) links of "/" (wget's default depth 5 reaches all of a
2,000-page site), plus its parent and random cross links up to `links_per_page`.  Each page
is 5–15 KB of HTML and uses the shared /static/style.css (all pages) and /static/app.js
(even pages).  Same arguments, same bytes: pages are built lazily and cached.
"""

from __future__ import annotations

import random
import re

from keepnet.testweb.site import Request, Response, Site

_VOCABULARY = (
    "archive preservation record crawler harvest collection library museum document "
    "capture replay index memento heritage digital format metadata access curator "
    "scholarly article dataset research network protocol server response request page "
    "history public domain version citation catalogue material repository storage the of "
    "and to in a is that for it as with was on be by at this from or "
)
_WORDS = _VOCABULARY.split()


def _sentences(n: int = 400) -> list[str]:
    # A fixed pool of sentences: pages pick whole sentences, which is ~20x faster than
    # picking words and keeps a 2,000-page site's generation well under a second.
    rng = random.Random("keepnet-testweb-sentences")
    return [
        " ".join(rng.choices(_WORDS, k=rng.randint(6, 18))).capitalize() + "." for _ in range(n)
    ]


_SENTENCES = _sentences()
_SECTIONS = ("news", "articles", "research", "events", "about", "people", "projects")
STYLE_CSS = b"body{font-family:serif;margin:2em}nav a{margin-right:1em}footer{color:#666}\n"
APP_JS = b"document.documentElement.classList.add('js');\n"
ROBOTS_TXT = "User-agent: *\nDisallow:\n"


class GeneratedSite(Site):
    """A Site whose pages are generated; `page_paths` and `asset_paths` are its ground truth."""

    def __init__(
        self, host: str, n_pages: int, links_per_page: int, seed: int, latency: float = 0.0
    ) -> None:
        super().__init__(host, latency=latency)
        if n_pages < 1:
            raise ValueError("a generated site needs at least one page")
        self.n_pages = n_pages
        self.links_per_page = links_per_page
        self.seed_value = seed
        self.page_paths = [page_path(i) for i in range(n_pages)]
        self.asset_paths = ["/static/style.css", "/static/app.js"]
        self._index = {p: i for i, p in enumerate(self.page_paths)}
        self._cache: dict[int, Response] = {}
        self.add("/static/style.css", Response.data(STYLE_CSS, "text/css"))
        self.add("/static/app.js", Response.data(APP_JS, "text/javascript"))
        self.add("/robots.txt", Response.text(ROBOTS_TXT))
        self.route(re.compile(r"/.*"))(self._page)

    @property
    def seed(self) -> str:
        """The URL to start a crawl of the whole site from."""
        return self.url("/")

    @property
    def page_urls(self) -> list[str]:
        return [self.url(p) for p in self.page_paths]

    @property
    def asset_urls(self) -> list[str]:
        return [self.url(p) for p in self.asset_paths]

    def links(self, i: int) -> list[int]:
        """The page numbers page i links to, in document order."""
        n, b = self.n_pages, max(2, self.links_per_page // 2)
        out = [c for c in range(i * b + 1, i * b + b + 1) if c < n]
        if i:
            out.append((i - 1) // b)
        rng = random.Random(f"{self.seed_value}:{self.host}:links:{i}")
        while len(out) < min(self.links_per_page, n - 1):
            j = rng.randrange(n)
            if j != i and j not in out:
                out.append(j)
        return out

    def render(self, i: int) -> Response:
        cached = self._cache.get(i)
        if cached is None:
            cached = self._cache[i] = Response.html(self._html(i))
        return cached

    def warm(self) -> GeneratedSite:
        """Render every page now, so a benchmark does not time the generator."""
        for i in range(self.n_pages):
            self.render(i)
        return self

    def _page(self, request: Request) -> Response:
        i = self._index.get(request.path)
        return Response.not_found(request.url) if i is None else self.render(i)

    def _html(self, i: int) -> str:
        rng = random.Random(f"{self.seed_value}:{self.host}:text:{i}")
        title = " ".join(rng.choices(_WORDS[:40], k=4)).capitalize()
        target = rng.randint(5000, 15000)
        links = "\n".join(
            f'<li><a href="{page_path(j)}">{page_title(j)}</a></li>' for j in self.links(i)
        )
        script = '<script src="/static/app.js"></script>' if i % 2 == 0 else ""
        head = (
            f"<!doctype html>\n<html lang=en><head><meta charset=utf-8><title>{title} — "
            f"{self.host}</title>\n<link rel=stylesheet href=/static/style.css>{script}</head>\n"
            f"<body><nav><a href=/>Home</a>"
            + "".join(
                f"<a href={page_path(k)}>{page_title(k)}</a>"
                for k in range(1, min(5, self.n_pages))
            )
            + f"</nav>\n<main><h1>{title}</h1>\n<ul class=related>\n{links}\n</ul>\n"
        )
        tail = f"</main>\n<footer>Page {i} of {self.host} · generated seed {self.seed_value}</footer>\n</body></html>\n"
        paras = []
        size = len(head) + len(tail)
        while size < target:
            p = "<p>" + " ".join(rng.choices(_SENTENCES, k=rng.randint(4, 12))) + "</p>\n"
            paras.append(p)
            size += len(p)
        return head + "".join(paras) + tail


def page_path(i: int) -> str:
    """The path of generated page i ("/" for page 0)."""
    if i == 0:
        return "/"
    return f"/{_SECTIONS[i % len(_SECTIONS)]}/item-{i}.html"


def page_title(i: int) -> str:
    return "Home" if i == 0 else f"{_SECTIONS[i % len(_SECTIONS)].title()} item {i}"


def generated_site(
    host: str = "gen.test",
    n_pages: int = 2000,
    links_per_page: int = 20,
    seed: int = 0,
    latency: float = 0.0,
) -> GeneratedSite:
    """A deterministic site of n_pages HTML pages (5–15 KB each) plus 2 shared assets."""
    return GeneratedSite(host, n_pages, links_per_page, seed, latency)


def many_hosts(
    n_hosts: int = 50,
    pages_per_host: int = 50,
    latency: float = 0.05,
    links_per_page: int = 10,
    seed: int = 0,
) -> list[GeneratedSite]:
    """n_hosts generated sites host-000.bench.test ... each answering after `latency` s.

    The hosts do not link to each other: crawl them with every `site.seed` as a seed.
    """
    return [
        generated_site(f"host-{h:03d}.bench.test", pages_per_host, links_per_page, seed, latency)
        for h in range(n_hosts)
    ]
