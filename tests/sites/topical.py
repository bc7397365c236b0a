"""A labelled topical web for focused crawling: ACHE's Ebola pages among off-topic pages.

Pages: the 170 on-topic (positive) and 200 off-topic (negative: other epidemics, diseases,
organ trafficking — hard negatives) pages of ../shared/corpora/focused/ache-ebola, plus the
380 real pages of corpora/html (news, blogs, docs: easy negatives).  Each page keeps its
title and visible text (re-served as plain HTML: the originals link to the live web) and
lives on one of HOSTS hosts, chosen by its original host name.

Links, generated from `seed` so that every web is different but reproducible, have the
locality of the real web: a page links LINKS others, LOCALITY of them of its own class
(relevant pages link relevant ones more often); a few pages are hubs with HUB_LINKS links;
an anchor is the target's title, or (GENERIC of the time) "read more"-style text; the
anchors sit inside paragraphs of the page's text.  Seeds: two relevant pages and one
off-topic page.
"""

from __future__ import annotations

import functools
import hashlib
import random
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

from selectolax.lexbor import LexborHTMLParser

from keepnet.testweb.site import Response, Site

HOSTS = 40
LINKS = 8
HUB_LINKS = 30
HUBS = 0.05
LOCALITY = 0.75
GENERIC = 0.35
GENERIC_ANCHORS = [
    "read more",
    "more",
    "here",
    "link",
    "continue reading",
    "full story",
    "click here",
    "details",
]


@dataclass(frozen=True)
class Doc:
    title: str
    text: str
    relevant: bool
    origin: str  # the original page's host


@functools.lru_cache(maxsize=2)
def documents(corpora: str) -> tuple[Doc, ...]:
    root = Path(corpora)
    docs: list[Doc] = []
    sources = [
        (root / "focused/ache-ebola/positive", True),
        (root / "focused/ache-ebola/negative", False),
    ]
    for folder, relevant in sources:
        for f in sorted(folder.iterdir()):
            docs.append(_doc(f.read_bytes(), relevant, urlsplit(unquote(f.name)).netloc))
    for f in sorted((root / "html").rglob("*.html")):
        docs.append(_doc(f.read_bytes(), False, f.parent.name))
    return tuple(d for d in docs if len(d.text) > 200)


def _doc(html: bytes, relevant: bool, origin: str) -> Doc:
    tree = LexborHTMLParser(html)
    for tag in ("script", "style", "noscript"):
        for node in tree.css(tag):
            node.decompose()
    title = (
        tree.css_first("title").text(strip=True) if tree.css_first("title") else ""
    ) or "Untitled"
    body = tree.body.text(separator=" ") if tree.body is not None else ""
    return Doc(title[:200], " ".join(body.split())[:20000], relevant, origin or "unknown")


@dataclass
class TopicalWeb:
    sites: list[Site]
    urls: list[str]
    relevant: set[str]
    seeds: list[str]


def build(corpora: Path, seed: int) -> TopicalWeb:
    docs = documents(str(corpora))
    rng = random.Random(seed)

    def host(doc: Doc) -> str:
        h = int(hashlib.sha1(f"{seed}:{doc.origin}".encode()).hexdigest(), 16) % HOSTS
        return f"site{h:02d}.topic.test"

    order = list(range(len(docs)))
    rng.shuffle(order)
    urls = [f"http://{host(docs[i])}/p/{n}" for n, i in enumerate(order)]
    by_url = {urls[n]: docs[i] for n, i in enumerate(order)}
    relevant = {u for u, d in by_url.items() if d.relevant}
    pos = [u for u in urls if u in relevant]
    neg = [u for u in urls if u not in relevant]
    sites: dict[str, Site] = {}
    for url, doc in by_url.items():
        n_links = HUB_LINKS if rng.random() < HUBS else LINKS
        targets = []
        for _ in range(n_links):
            same = rng.random() < LOCALITY
            pool = (pos if doc.relevant else neg) if same else (neg if doc.relevant else pos)
            targets.append(rng.choice(pool))
        paragraphs = _chunks(doc.text, len(targets) + 1)
        parts = [f"<p>{_esc(paragraphs[0])}</p>"]
        for target, para in zip(targets, paragraphs[1:], strict=False):
            anchor = rng.choice(GENERIC_ANCHORS) if rng.random() < GENERIC else by_url[target].title
            parts.append(f'<p>{_esc(para)} <a href="{target}">{_esc(anchor)}</a></p>')
        html = (
            f"<!doctype html><html><head><title>{_esc(doc.title)}</title></head><body>"
            f"<h1>{_esc(doc.title)}</h1>{''.join(parts)}</body></html>"
        )
        parts_url = urlsplit(url)
        site = sites.setdefault(parts_url.netloc, Site(parts_url.netloc))
        site.add(parts_url.path, Response.html(html))
    for site in sites.values():
        site.add("/robots.txt", Response.text("User-agent: *\nAllow: /\n"))
    seeds = [rng.choice(pos), rng.choice(pos), rng.choice(neg)]
    return TopicalWeb(list(sites.values()), urls, relevant, seeds)


def _chunks(text: str, n: int) -> list[str]:
    words = text.split()
    size = max(1, len(words) // n)
    return [" ".join(words[i * size : (i + 1) * size]) for i in range(n)]


def _esc(text: str) -> str:
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )
