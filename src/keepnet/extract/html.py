"""Outlinks, title and robots directives of an HTML document, in one parse.

Hop letters follow Heritrix's ExtractorHTML: navigation (L) for a/area/form GET actions,
cite attributes and <link> relations that name other documents; transclusion (E) for
everything the page loads to render (img and srcset, picture/source, script, stylesheet and
icon links, iframe/frame, embed, object, video/audio/poster/track, input type=image,
background attributes, style attributes and <style> blocks); R for <meta http-equiv=refresh>;
X for URL-looking strings in inline scripts.  URLs resolve against the first <base href>
(HTML Standard "document base URL").  The document is decoded once (see charset.py), parsed
once with lexbor, and walked once over a single CSS selector query in document order.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from selectolax.lexbor import LexborCSSSelector, LexborHTMLParser, LexborNode

from keepnet.extract.charset import decode_to_utf8
from keepnet.extract.collect import OutlinkCollector, resolve
from keepnet.extract.css import collect_css
from keepnet.extract.microsyntax import parse_refresh, parse_srcset
from keepnet.extract.rels import rel_hop, rel_tokens
from keepnet.extract.speculative import collect_script_urls, is_javascript
from keepnet.extract.text import tree_text
from keepnet.models import Hop, Outlink

E, L, R = Hop.EMBED, Hop.LINK, Hop.REDIRECT

# One query, answered by lexbor in document order; the walk below dispatches on the tag.
_SELECTOR = ", ".join(
    [
        "a", "area[href]", "link[href]", "link[imagesrcset]", "img", "script",
        "iframe[src]", "frame[src]", "embed[src]", "object", "video", "audio", "source",
        "track[src]", "input[src]", "form[action]", "meta", "style", "image", "use",
        "blockquote[cite]", "q[cite]", "ins[cite]", "del[cite]", "[style]", "[background]",
        "base[href]",  # found in the same walk: a whole-document css_first costs as much
    ]
)  # fmt: skip

# Element -> attributes holding one URL and their hop (srcset-like attributes are separate).
_URL_ATTRS: dict[str, tuple[tuple[str, Hop], ...]] = {
    "a": (("href", L), ("xlink:href", L)),  # xlink:href: SVG links
    "area": (("href", L),),
    "img": (("src", E), ("data-src", E), ("lowsrc", E)),
    "iframe": (("src", E),),
    "frame": (("src", E),),
    "embed": (("src", E),),
    "video": (("src", E), ("poster", E)),
    "audio": (("src", E),),
    "source": (("src", E),),
    "track": (("src", E),),
    "image": (("href", E), ("xlink:href", E)),
    "use": (("href", E), ("xlink:href", E)),
    "blockquote": (("cite", L),),
    "q": (("cite", L),),
    "ins": (("cite", L),),
    "del": (("cite", L),),
}
_SRCSET_ATTRS: dict[str, tuple[str, ...]] = {
    "img": ("srcset", "data-srcset"),
    "source": ("srcset",),
    "link": ("imagesrcset",),
}
# The same with each outlink's context ("a/@href") made once, not per link.
_SIMPLE = {
    tag: tuple((name, hop, f"{tag}/@{name}") for name, hop in attrs)
    for tag, attrs in _URL_ATTRS.items()
}
_SRCSET = {
    tag: tuple((name, f"{tag}/@{name}") for name in names) for tag, names in _SRCSET_ATTRS.items()
}
# Elements with more to read than _SIMPLE and _SRCSET (see _element).
_OTHER = frozenset({"link", "script", "form", "input", "object"})


@dataclass(slots=True)
class HtmlExtract:
    """What one HTML document yields.  `base_url` is the URL relative references resolve against."""

    outlinks: list[Outlink]
    title: str | None
    base_url: str
    charset: str
    noindex: bool = False
    nofollow: bool = False
    truncated_outlinks: int = 0
    text: str | None = None  # visible text, only when asked for (with_text=True)
    refresh: list[str] = field(default_factory=list)  # meta refresh targets, for the pipeline


class _Engine(threading.local):
    """One lexbor CSS selector engine a thread, for every document it extracts.

    A parser's own (`tree.css`, `tree.css_first`) is made on its first query: lexbor's CSS
    parser and selector engine set up, ~10-14 us a page, as much as a small page's whole
    query.  An engine holds a query's state while it runs, hence one a thread."""

    def __init__(self) -> None:
        self.selector = LexborCSSSelector()


_engine = _Engine()


def _css(tree: LexborHTMLParser, query: str) -> list[LexborNode]:
    """`tree.css(query)`, by this thread's engine."""
    root = tree.root
    return [] if root is None else _engine.selector.find(query, root)


def _css_first(tree: LexborHTMLParser, query: str) -> LexborNode | None:
    """`tree.css_first(query)`, by this thread's engine (it stops at the first match)."""
    root = tree.root
    if root is None:
        return None
    found = _engine.selector.find_first(query, root)  # type: ignore[attr-defined]
    return found[0] if found else None


def _base_url(href: str | None, url: str) -> str:
    """The document's base URL, from the first <base href>'s value (`href`)."""
    if href:
        base = resolve(href, url)
        if base is not None:
            return base
    return url


def _title(tree: LexborHTMLParser) -> str | None:
    node = _css_first(tree, "title")
    if node is None:
        return None
    title = " ".join(node.text(deep=True).split())
    return title or None


def _meta(attrs: dict[str, str | None], out: HtmlExtract, c: OutlinkCollector) -> None:
    equiv = (attrs.get("http-equiv") or "").strip().lower()
    content = attrs.get("content") or ""
    if equiv == "refresh":
        target = parse_refresh(content)
        url = resolve(target, c.base) if target else None
        if url is not None:
            c.add_url(url, R, "meta/@content")
            out.refresh.append(url)
    elif (attrs.get("name") or "").strip().lower() == "robots":
        tokens = {t.strip() for t in content.lower().replace(",", " ").split()}
        out.noindex = out.noindex or bool(tokens & {"noindex", "none"})
        out.nofollow = out.nofollow or bool(tokens & {"nofollow", "none"})


def _element(tag: str, attrs: dict[str, str | None], c: OutlinkCollector) -> None:
    """Feed the URL-bearing attributes of one element (other than meta and style) to `c`."""
    for name, hop, ctx in _SIMPLE.get(tag, ()):
        value = attrs.get(name)
        if value:
            c.add(value, hop, ctx)
    for name, ctx in _SRCSET.get(tag, ()):
        value = attrs.get(name)
        if value:
            for ref in parse_srcset(value):
                c.add(ref, E, ctx)
    if tag not in _OTHER:
        return
    if tag == "link":
        link_hop = rel_hop(rel_tokens(attrs.get("rel")))
        if link_hop is not None:
            c.add(attrs.get("href"), link_hop, "link/@href")
    elif tag == "script":
        c.add(attrs.get("src"), E, "script/@src")
    elif tag == "form":
        method = (attrs.get("method") or "get").strip().lower()
        if method in ("get", ""):  # POST targets cannot be archived by a GET
            c.add(attrs.get("action"), L, "form/@action")
    elif tag == "input":
        if (attrs.get("type") or "").strip().lower() == "image":
            c.add(attrs.get("src"), E, "input/@src")
    elif tag == "object":
        _object(attrs, c)


def _object(attrs: dict[str, str | None], c: OutlinkCollector) -> None:
    # codebase is the base for data/archive (HTML 4.01 §13.3), as Heritrix resolves it.
    base = c.base
    codebase = attrs.get("codebase")
    if codebase:
        cb = resolve(codebase, c.base)
        if cb is not None:
            c.add_url(cb, E, "object/@codebase")
            base = cb
    data = attrs.get("data")
    if data:
        url = resolve(data, base)
        if url is not None:
            c.add_url(url, E, "object/@data")
    for ref in (attrs.get("archive") or "").split():
        url = resolve(ref, base)
        if url is not None:
            c.add_url(url, E, "object/@archive")


def parse_html(body: bytes, content_type: str | None = None) -> tuple[LexborHTMLParser, str]:
    """(lexbor tree, charset used): `body` decoded (never raises) and parsed; given to
    lexbor as is when it already is the decoded text's UTF-8 (decode_to_utf8)."""
    text, charset = decode_to_utf8(body, content_type)
    return LexborHTMLParser(text), charset


def extract_tree(
    tree: LexborHTMLParser,
    url: str,
    charset: str = "utf-8",
    max_outlinks: int | None = None,
    *,
    speculative: bool = True,
    with_text: bool = False,
    collector: OutlinkCollector | None = None,
) -> HtmlExtract:
    """Extract from an already parsed document (see extract_html).

    A `collector` that already holds outlinks (e.g. from the response headers) is re-based
    on the document's base URL and continued, so the cap and de-duplication span both.
    """
    nodes = _css(tree, _SELECTOR)
    tags = [node.tag or "" for node in nodes]
    # The document's base is its first <base href>, wherever it stands: every reference
    # resolves against it, those before it too.  A base matched for its style or
    # background alone (no href) is walked for them, like any element.
    href = None
    if "base" in tags:
        for node, tag in zip(nodes, tags, strict=True):
            if tag == "base" and "href" in (attrs := node.attributes):
                href = attrs["href"]
                break
    base = _base_url(href, url)
    c = collector if collector is not None else OutlinkCollector(base)
    c.rebase(base)
    out = HtmlExtract(outlinks=[], title=_title(tree), base_url=base, charset=charset)
    for node, tag in zip(nodes, tags, strict=True):
        attrs = node.attributes
        if tag == "meta":
            _meta(attrs, out, c)
        elif tag == "style":
            collect_css(node.text(deep=True), c, "style")
        else:
            _element(tag, attrs, c)
            if (
                speculative
                and tag == "script"
                and not attrs.get("src")
                and is_javascript(attrs.get("type"))
            ):
                collect_script_urls(node.text(deep=True), c)
        style = attrs.get("style")
        if style:
            collect_css(style, c, f"{tag}/@style")
        background = attrs.get("background")
        if background:
            c.add(background, E, f"{tag}/@background")
    out.outlinks, out.truncated_outlinks = c.outlinks(max_outlinks)
    if with_text:
        out.text = tree_text(tree)  # mutates the tree: keep it last
    return out


def extract_html(
    body: bytes,
    url: str,
    content_type: str | None = None,
    max_outlinks: int | None = None,
    *,
    speculative: bool = True,
    with_text: bool = False,
) -> HtmlExtract:
    """Outlinks, title, base URL, robots flags and charset of an HTML document.

    `url` is the document's own URL (absolute); `content_type` the HTTP Content-Type header,
    whose charset wins over in-document declarations.  Outlinks are absolute http(s) URLs
    without fragments, de-duplicated in first-seen order; over `max_outlinks` the excess is
    dropped (embeds kept first) and counted in `truncated_outlinks`.
    """
    tree, charset = parse_html(body, content_type)
    return extract_tree(
        tree, url, charset, max_outlinks, speculative=speculative, with_text=with_text
    )
