"""The outlink collector every extractor feeds: resolve, filter, de-duplicate, cap.

A reference found in a document becomes an outlink only if it resolves (WHATWG URL, via
keepnet.url.parse) to an absolute http(s) URL; the fragment is dropped because it is never
sent over HTTP.  Duplicates keep their first position, but a later, stronger sighting
upgrades the hop (E > R > L > X): a resource the page embeds must be fetched as an embed
even if an <a> pointed at it first, or scope would treat it as navigation.
"""

from __future__ import annotations

import re
from functools import lru_cache

from keepnet.models import Hop, Outlink
from keepnet.url.parse import strip_fragment, try_parse

# Leading/trailing C0 controls and space are stripped by the WHATWG URL parser; doing it
# first lets the scheme fast path below see the real start of the reference.
_C0_SPACE = "".join(chr(i) for i in range(0x21))
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:")
_FETCHABLE = ("http://", "https://")

# How strongly a sighting ties the URL to the page (higher wins on duplicates).
_RANK = {
    Hop.SPECULATIVE: 0,
    Hop.INFERRED: 0,
    Hop.LINK: 1,
    Hop.PREREQUISITE: 2,
    Hop.REDIRECT: 2,
    Hop.EMBED: 3,
}
# Which outlinks survive max_outlinks first: what renders the page, then navigation, then guesses.
_KEEP_TIER = {Hop.SPECULATIVE: 2, Hop.INFERRED: 1, Hop.LINK: 1}


def resolve(ref: str, base: str) -> str | None:
    """`ref` resolved against `base` without its fragment, or None if not fetchable http(s)."""
    ref = ref.strip(_C0_SPACE)
    if not ref or ref[0] == "#":  # same-document reference
        return None
    m = _SCHEME.match(ref)
    # Fast path: skip javascript:, mailto:, data: (possibly megabytes) without parsing them.
    if m is not None and m.group().lower() not in ("http:", "https:"):
        return None
    return _resolve_cached(_effective_base(ref, base, m is not None), ref)


def _effective_base(ref: str, base: str, has_scheme: bool) -> str:
    """The shortest base that resolves `ref` exactly as `base` does.

    Menus, footers and asset references repeat across every page of a site; reducing the
    base to what the reference actually depends on (nothing, the scheme, the origin, the
    directory) lets one cache serve the whole crawl.
    """
    if has_scheme:
        # "http:rel" is relative to a base of the same special scheme (WHATWG quirk).
        return "" if "//" in ref[:10] else base
    if ref.startswith("//"):
        return base[: base.find(":") + 1] + "//x/"
    if ref[0] == "/" or ref[0] == "\\":
        end = base.find("/", base.find("//") + 2)
        return base if end < 0 else base[: end + 1]
    if ref[0] == "?":
        return base
    path_start = base.find("/", base.find("//") + 2)
    if path_start < 0:
        return base
    cut = len(base)
    for ch in "?#":
        i = base.find(ch, path_start)
        if i >= 0:
            cut = min(cut, i)
    return base[: base.rfind("/", path_start, cut) + 1] or base


@lru_cache(maxsize=8192)
def _resolve_cached(base: str, ref: str) -> str | None:
    url = try_parse(ref, base or None)
    if url is None or not url.startswith(_FETCHABLE):
        return None
    return strip_fragment(url)


def _directory(base: str) -> str:
    """The part of an http(s) `base` every reference but "?query" and "http:rel" resolves
    against: _effective_base of a path-relative reference.  The others' effective bases
    (nothing, the scheme, the origin) are prefixes of it, so a reference's resolution
    against two bases of one directory is the same (see OutlinkCollector.add)."""
    return _effective_base("x", base, False)


def _origin(base: str) -> str:
    """The part of an http(s) `base` a path-absolute reference resolves against (the
    effective base of "/"): scheme-relative and absolute ones need less of it."""
    return _effective_base("/", base, False)


_PAGE, _DIRECTORY, _ORIGIN = 0, 1, 2


def _sharing(ref: str) -> int:
    """Over which bases `ref` resolves the same (see _effective_base): every base of one
    origin (absolute, scheme-relative and path-absolute references, and those never
    fetchable), of one directory (path-relative), or only this page's ("?query",
    "http:rel", against the whole base)."""
    ref = ref.strip(_C0_SPACE)
    if not ref or ref[0] == "#":
        return _ORIGIN  # never an outlink
    if ref[0] == "/" or ref[0] == "\\":
        return _ORIGIN
    if ref[0] == "?":
        return _PAGE
    m = _SCHEME.match(ref)
    if m is None:
        return _DIRECTORY
    if m.group().lower() not in ("http:", "https:"):
        return _ORIGIN  # never fetchable
    return _ORIGIN if "//" in ref[:10] else _PAGE  # "http:rel": the whole base


# origin or directory -> {reference: resolve(reference, any base of it)}, across the pages
# of a crawl: menus, footers and assets repeat on every page, and links to a site's other
# pages are mostly path-absolute (shared by all its directories) or relative to the
# page's directory (a page's own URL differs from the next page's only after it).
# Bounded by the references held in all (emptied past it): ~6 MB at most (tracemalloc:
# 13,208 references of the 2,000 generated pages held 1.2 MB, 33,237 of Debian docs 4.2 MB).
_BY_DIRECTORY: dict[str, dict[str, str | None]] = {}
_BY_ORIGIN: dict[str, dict[str, str | None]] = {}
_MAX_SHARED = 50_000
_shared_count = 0


def _share(shared: dict[str, str | None], ref: str, url: str | None) -> None:
    global _shared_count
    if _shared_count >= _MAX_SHARED:
        for held in (*_BY_DIRECTORY.values(), *_BY_ORIGIN.values()):
            held.clear()  # the collectors in use keep theirs
        _BY_DIRECTORY.clear()
        _BY_ORIGIN.clear()
        _shared_count = 0
    shared[ref] = url
    _shared_count += 1


def _held(by: dict[str, dict[str, str | None]], key: str) -> dict[str, str | None]:
    shared = by.get(key)
    if shared is None:
        shared = by[key] = {}
    return shared


class OutlinkCollector:
    """Accumulates outlinks of one document in first-seen order."""

    __slots__ = ("base", "_index", "_items", "_resolved", "_shared", "_origin")

    def __init__(self, base: str) -> None:
        self._index: dict[str, int] = {}
        self._items: list[list[object]] = []  # [url, hop, context], mutable for upgrades
        self._use(base)

    def _use(self, base: str) -> None:
        self.base = base
        # Pages repeat references (menus, "#", the same image): resolve each text once,
        # and once for all the pages of an origin or of a directory when it does not
        # depend on more of the base (_sharing; the others are kept for this page only).
        self._resolved: dict[str, str | None] = {}
        if base.startswith(_FETCHABLE):
            self._origin = _held(_BY_ORIGIN, _origin(base))
            self._shared = _held(_BY_DIRECTORY, _directory(base))
        else:  # no origin to share with other pages: all of them this page's own
            self._origin = self._shared = self._resolved

    def rebase(self, base: str) -> None:
        """Resolve further references against `base` (e.g. the document's <base href>)."""
        if base != self.base:
            self._use(base)

    def __len__(self) -> int:
        return len(self._items)

    def add(self, ref: str | None, hop: Hop, context: str) -> None:
        """Resolve `ref` against the collector's base and record it if fetchable."""
        if ref:
            origin = self._origin
            if ref in origin:
                url = origin[ref]
            else:
                shared = self._shared
                if ref in shared:
                    url = shared[ref]
                else:
                    resolved = self._resolved
                    if ref in resolved:
                        url = resolved[ref]
                    else:
                        url = resolve(ref, self.base)
                        sharing = _sharing(ref)
                        if sharing == _PAGE or origin is resolved:
                            resolved[ref] = url
                        else:
                            _share(origin if sharing == _ORIGIN else shared, ref, url)
            if url is not None:
                self.add_url(url, hop, context)

    def add_url(self, url: str, hop: Hop, context: str) -> None:
        """Record an already absolute, fragment-less URL."""
        i = self._index.get(url)
        if i is None:
            self._index[url] = len(self._items)
            self._items.append([url, hop, context])
            return
        item = self._items[i]
        if _RANK[hop] > _RANK[item[1]]:  # type: ignore[index]
            item[1] = hop
            item[2] = context

    def outlinks(self, max_outlinks: int | None = None) -> tuple[list[Outlink], int]:
        """(outlinks in document order, how many max_outlinks dropped).

        Over the cap, embeds and redirects are kept before links and links before
        speculative guesses, so a page with 10,000 links still gets its images.
        """
        items = self._items
        if max_outlinks is not None and len(items) > max_outlinks:
            order = sorted(
                range(len(items)),
                key=lambda i: (_KEEP_TIER.get(items[i][1], 0), i),  # type: ignore[call-overload]
            )
            keep = sorted(order[: max(max_outlinks, 0)])
            dropped = len(items) - len(keep)
            items = [items[i] for i in keep]
        else:
            dropped = 0
        return [Outlink(u, h, c) for u, h, c in items], dropped  # type: ignore[arg-type]
