"""Test data loaders for the URL tests: urlcanon/WHATWG vectors and real URLs from the corpora.

Imported by the tests at collection time (parametrize needs the data before fixtures run).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

# ../shared/corpora beside the checkout; a git worktree deeper down finds the nearest one above.
_REPO = Path(__file__).resolve().parents[3]
CORPORA = next(
    (d / "shared" / "corpora" for d in _REPO.parents if (d / "shared" / "corpora").is_dir()),
    _REPO.parent / "shared" / "corpora",
)
URLCANON = CORPORA / "url" / "urlcanon"
WHATWG = CORPORA / "url" / "whatwg"
HTML_SAMPLE_SIZE = 1000


def urlcanon_json(name: str) -> Any:
    """A urlcanon vector file as urlcanon's own tests read it: each string is bytes, read
    as latin-1 (its files hold UTF-8 bytes as \\u00XX escapes), given to keepnet as bytes."""

    def rebytes(obj: object) -> object:
        if isinstance(obj, str):
            return obj.encode("latin-1")
        if isinstance(obj, dict):
            return {rebytes(k): rebytes(v) for k, v in obj.items()}
        if isinstance(obj, list):
            return [rebytes(v) for v in obj]
        return obj

    return rebytes(json.loads((URLCANON / name).read_text(encoding="latin-1")))


def text(b: Any) -> Any:
    """A vector string back as the JSON file wrote it (expected outputs are all ASCII)."""
    return None if b is None else b.decode("latin-1")


def warc_urls() -> list[str]:
    """Every WARC-Target-URI of every WARC under corpora/warc/ (unreadable records skipped)."""
    from warcio.archiveiterator import ArchiveIterator
    from warcio.exceptions import ArchiveLoadFailed

    urls: list[str] = []
    for path in sorted((CORPORA / "warc").rglob("*.warc*")):
        if path.suffix == ".test":
            continue
        with path.open("rb") as fh:
            try:
                for record in ArchiveIterator(fh):
                    uri = record.rec_headers.get_header("WARC-Target-URI")
                    if uri:
                        urls.append(uri)
            except ArchiveLoadFailed:  # the deliberately broken torture file stops here
                pass
    return urls


def html_pages() -> list[tuple[Path, str]]:
    """(saved page, URL it was captured from): trafilatura's evaldata.json, readability's
    fakehost base URL."""
    html = CORPORA / "html"
    evaldata = json.loads((html / "trafilatura" / "evaldata.json").read_text(encoding="utf-8"))
    pages = [(html / "trafilatura" / "eval" / v["file"], url) for url, v in evaldata.items()]
    pages.sort(key=lambda pu: pu[0].name)
    pages += [
        (p, "http://fakehost/test/page.html")
        for p in sorted((html / "readability").glob("*/source.html"))
    ]
    return [(p, u) for p, u in pages if p.is_file()]


def page_links(path: Path, base: str) -> list[str]:
    """Absolute URLs of a page's links and embeds, resolved like a browser (WHATWG)."""
    from selectolax.lexbor import LexborHTMLParser

    from keepnet.url.parse import try_parse

    tree = LexborHTMLParser(path.read_bytes())
    node = tree.css_first("base[href]")
    if node is not None:
        base = try_parse((node.attributes.get("href") or "").strip(), base) or base
    out = []
    for node in tree.css("a[href], link[href], img[src], script[src], iframe[src], source[src]"):
        value = node.attributes.get("href") or node.attributes.get("src")
        url = try_parse(value.strip(), base) if value else None
        if url:
            out.append(url)
    return out


def html_urls(n: int = HTML_SAMPLE_SIZE) -> list[str]:
    """n distinct URLs, taken round-robin from every page so that all sites contribute."""
    per_page = [list(dict.fromkeys(page_links(p, u))) for p, u in html_pages()]
    seen: dict[str, None] = {}
    depth = 0
    while len(seen) < n and any(depth < len(links) for links in per_page):
        for links in per_page:
            if depth < len(links):
                seen.setdefault(links[depth])
        depth += 1
    return list(seen)[:n]
