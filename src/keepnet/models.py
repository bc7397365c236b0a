"""The small value types that travel between keepnet's components.

Every component speaks in these: the frontier stores and hands out `CrawlURI`s, the fetcher
returns an `Exchange`, extractors return `Outlink`s. They are plain frozen dataclasses so they
cost little, compare by value and serialize to JSON without surprises.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field


class Hop(enum.StrEnum):
    """How a URL was reached from its parent: Heritrix's hop letters.

    The hop path of a URL is the string of these letters from its seed ("" for a seed),
    e.g. "LLE" = link, link, embed.  Scope counts navigation hops (L) and transclusion hops
    (E, X) separately, as Heritrix does.
    """

    LINK = "L"  # navigation: <a href>, <area>, sitemap entries, form GET actions
    EMBED = "E"  # transclusion: img, script, stylesheet, iframe, CSS url()...
    REDIRECT = "R"  # a Location header or meta refresh
    SPECULATIVE = "X"  # a URL-looking string found in script or attributes
    PREREQUISITE = "P"  # robots.txt and the like
    INFERRED = "I"  # derived, not seen (e.g. sitemap from robots.txt)

    @property
    def is_embed(self) -> bool:
        # a set made once: the tuple's `Hop.EMBED` lookups cost ~10x the test, which runs
        # for every outlink of every page, more than once
        return self in _EMBED_HOPS


_EMBED_HOPS = frozenset((Hop.EMBED, Hop.SPECULATIVE))
_HOP_OF = {hop.value: hop for hop in Hop}


@dataclass(frozen=True, slots=True)
class Outlink:
    """One URL found in a document, with how it was found.

    `url` is absolute and WHATWG-serialized (see keepnet.url.parse).  `context` says where
    it was found, e.g. "a/@href", "img/@srcset", "css/url()", "header/Link".
    """

    url: str
    hop: Hop
    context: str = ""

    def __reduce__(self) -> tuple[type[Outlink], tuple[str, Hop, str]]:
        # Pickled by its constructor's arguments: a frozen slots dataclass otherwise loads
        # through dataclasses' __setstate__ (fields() and a setattr loop per instance), and
        # every outlink of a page the extraction worker parses (keepnet.pipeline.offload)
        # is unpickled by the crawl's process: that halves the load of its answer.
        return (Outlink, (self.url, self.hop, self.context))


_new = object.__new__
_set_url, _set_hop, _set_context = (
    vars(Outlink)[name].__set__ for name in ("url", "hop", "context")
)


def outlinks_of(urls: list[str], hops: str, contexts: list[str]) -> list[Outlink]:
    """`[Outlink(url, Hop(letter), context) ...]` of parallel lists (`hops` one letter an
    outlink), made by setting each instance's three slots: a frozen dataclass's __init__
    sets them through object.__setattr__ by name, ~40% more (the crawl process rebuilds
    every outlink of the pages the extraction worker parses: keepnet.pipeline.offload).
    Outlink has no __post_init__ nor defaults to work out, so the instances are the same."""
    hop_of = _HOP_OF
    out = []
    for url, letter, context in zip(urls, hops, contexts, strict=True):
        link = _new(Outlink)
        _set_url(link, url)
        _set_hop(link, hop_of[letter])
        _set_context(link, context)
        out.append(link)
    return out


@dataclass(frozen=True, slots=True)
class CrawlURI:
    """A URL scheduled for fetching, as the frontier stores it.

    `url` is the exact URL to fetch and to write as WARC-Target-URI; `key` is its canonical
    form under the seen-set profile (two URLs with one key are fetched once).  `host` is the
    politeness queue (scheme-less "host:port").  `priority`: higher is fetched sooner.
    """

    url: str
    key: str
    host: str
    seed: str
    hop_path: str = ""
    via: str | None = None
    priority: float = 0.0
    attempts: int = 0

    @property
    def hops(self) -> int:
        """Total hops from the seed."""
        return len(self.hop_path)

    def child(self, url: str, key: str, host: str, hop: Hop, priority: float = 0.0) -> CrawlURI:
        """The CrawlURI of an outlink found on this page."""
        return CrawlURI(
            url=url,
            key=key,
            host=host,
            seed=self.seed,
            hop_path=self.hop_path + hop.value,
            via=self.url,
            priority=priority,
        )


@dataclass(slots=True)
class Exchange:
    """One HTTP request/response exactly as it went over the wire.

    `request_head` is the request line and headers as sent (CRLF-terminated, ending with an
    empty line).  `response_head` is the status line and raw header bytes as received, up to
    and including the blank line.  `wire_body` is the body exactly as received (chunked
    framing and content-encoding intact): response head + wire body is the WARC response
    block.  `payload` is the body with transfer-encoding removed but content-encoding kept
    (what link extraction decodes).  WARC-Payload-Digest is computed over `wire_body`, the
    convention warcio check and cdxj-indexer verify (see keepnet.warc.records); the two are
    equal unless the response was chunked.
    """

    url: str
    started: float  # epoch seconds when the request was sent (WARC-Date)
    request_head: bytes
    status: int
    reason: str
    headers: list[tuple[str, str]]
    response_head: bytes
    wire_body: bytes
    payload: bytes
    ip: str | None = None
    truncated: str | None = None  # WARC-Truncated reason: "length", "time", "disconnect"
    elapsed: float = 0.0
    request_body: bytes = b""
    # `mime`, worked out on first use: a crawled page is asked it by the engine, its logs and
    # several extensions, each a scan of the headers (`headers` is not changed once made)
    _mime: str | None = field(default=None, init=False, repr=False, compare=False)

    def header(self, name: str) -> str | None:
        """The first header of that name (case-insensitive), or None."""
        lname = name.lower()
        for k, v in self.headers:
            if k.lower() == lname:
                return v
        return None

    def header_all(self, name: str) -> list[str]:
        lname = name.lower()
        return [v for k, v in self.headers if k.lower() == lname]

    @property
    def mime(self) -> str:
        """The media type without parameters, lowercased ("" when absent)."""
        mime = self._mime
        if mime is None:
            ct = self.header("content-type") or ""
            mime = self._mime = ct.split(";", 1)[0].strip().lower()
        return mime


@dataclass(slots=True)
class FetchFailure:
    """A fetch that produced no HTTP response at all (DNS, refused, reset, timeout...).

    `code` follows Heritrix's negative fetch status codes in crawl.log (-2 connect failed,
    -6 DNS failure, -4 timeout, -3 connection lost...), `reason` is for people.
    """

    url: str
    code: int
    reason: str
    retryable: bool = True


@dataclass(slots=True)
class PageRecord:
    """One line of pages/pages.jsonl: what the crawl captured at a page URL."""

    url: str
    ts: str  # ISO 8601 UTC, as in WACZ pages.jsonl
    status: int
    title: str | None
    mime: str
    hops: int
    seed: str
    extra: dict[str, object] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        d: dict[str, object] = {
            "url": self.url,
            "ts": self.ts,
            "status": self.status,
            "title": self.title,
            "mime": self.mime,
            "hops": self.hops,
            "seed": self.seed,
        }
        d.update(self.extra)
        return d
