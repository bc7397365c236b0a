"""Loading one artifact page: fetch (following redirects), decode, extract links, rels and text.

The fetch function is injected (`Fetch`: `HttpClient.fetch` in the CLI and the crawl, an
in-process adapter in tests), so the artifact layer never opens sockets itself.  Redirects
are followed up to MAX_REDIRECTS (DOI-style URLs answer 30x to the landing page); the chain
is kept so the requested URL becomes an alias of the landing page.  Link relations come from
both places FAIR Signposting allows them: HTTP `Link` headers (RFC 8288) and HTML
`<link rel>` elements in the document head.  A document a page frames (an `<iframe>`,
`<object>` or `<embed>` showing a PDF: a journal's galley viewer) is also one of its links:
the extractor keeps one hop per URL, so the viewer's "Download" anchor to the same file is
otherwise lost, and the file is the content the page shows, not a requisite of it.
So is every pane of a frameset (`<frame src>`, round 23b): a frameset page has no content
of its own (its `<noframes>` text is not parsed), its panes are its navigation and text,
and an old site's pages are reached only through them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from selectolax.lexbor import LexborHTMLParser

from keepnet.artifacts.model import Page
from keepnet.artifacts.urls import is_download
from keepnet.extract.collect import resolve
from keepnet.extract.dispatch import extract
from keepnet.extract.headers import link_header_values
from keepnet.fetch.content import decode_content
from keepnet.models import Exchange, FetchFailure

Fetch = Callable[[str], Awaitable[Exchange | FetchFailure]]

MAX_REDIRECTS = 8
REDIRECTS = (301, 302, 303, 307, 308)
FRAMES = ("iframe", "frame", "object", "embed")  # elements that show a document, not style it


def _pane(context: str) -> bool:
    """Whether an embed's context is a frameset's pane (`frame/src`): the page itself, not
    a requisite of it (an `<iframe>` may be an advert, a map or a player: not taken)."""
    return context.split("/", 1)[0].lower() == "frame"


def html_rels(body: bytes, base: str) -> list[tuple[str, str, str | None, str]]:
    """(rel, absolute href, type) of every <link rel href> in an HTML document."""
    out: list[tuple[str, str, str | None, str]] = []
    tree = LexborHTMLParser(body.decode("utf-8", "replace"))
    for node in tree.css("link[rel][href]"):
        attrs = node.attributes
        href = resolve(attrs.get("href") or "", base)
        if href is None:
            continue
        for rel in (attrs.get("rel") or "").split():
            out.append((rel if ":" in rel else rel.lower(), href, attrs.get("type"), "html"))
    return out


def anchor_hrefs(body: bytes, base: str) -> set[str]:
    """Absolute targets of every <a href> of an HTML document."""
    tree = LexborHTMLParser(body.decode("utf-8", "replace"))
    out: set[str] = set()
    for node in tree.css("a[href]"):
        href = resolve(node.attributes.get("href") or "", base)
        if href is not None:
            out.add(href)
    return out


def header_rels(ex: Exchange) -> list[tuple[str, str, str | None, str]]:
    """(rel, absolute target, type) of every HTTP Link header value of a response."""
    out: list[tuple[str, str, str | None, str]] = []
    for lv in link_header_values(ex):
        target = lv.target(ex.url)
        if target is None:
            continue
        for rel in lv.rel:
            out.append((rel, target, lv.type, "http"))
    return out


def page_from_exchange(ex: Exchange, chain: list[str] | None = None) -> Page:
    """A Page from one final (non-redirect) response."""
    decoded, _error = decode_content(ex)
    extracted = extract(ex, decoded, None, want_text=True, speculative=False)
    links = [o.url for o in extracted.outlinks if not o.hop.is_embed and o.url != ex.url]
    embeds = [o.url for o in extracted.outlinks if o.hop.is_embed]
    framed = [
        o.url
        for o in extracted.outlinks
        if o.hop.is_embed
        and o.context.split("/", 1)[0].lower() in FRAMES
        and (is_download(o.url, more_formats=False) or _pane(o.context))
        and o.url not in links
    ]
    # A file the page shows (a <video> source) and also offers as a download anchor: the
    # extractor keeps one hop per URL (the embed), so the anchor is restored here, among
    # the links a portal not known by host name sees (round 5).
    # Round 9: so is a page it shows in a frame and also offers by an anchor (a 3D
    # model's viewer at `/models/<id>/embed`, linked as "Embed" beside the iframe).
    shown_pages = [
        o.url
        for o in extracted.outlinks
        if o.hop.is_embed and o.context.split("/", 1)[0].lower() in FRAMES
    ]
    embedded_files = [
        u
        for u in embeds
        if u not in links and u not in framed and (is_download(u) or u in shown_pages)
    ]
    if embedded_files and extracted.kind == "html":
        anchored = anchor_hrefs(decoded, ex.url)
        framed += [u for u in dict.fromkeys(embedded_files) if u in anchored]
    links += framed
    forms = [o.url for o in extracted.outlinks if o.context.startswith("form/")]
    page = Page(
        url=ex.url,
        status=ex.status,
        mime=ex.mime,
        title=extracted.title,
        text=extracted.text or "",
        links=links,
        embeds=embeds,
        framed=framed,
        forms=forms,
        rels=header_rels(ex),
        chain=list(chain or []),
        body=decoded,
    )
    if extracted.kind == "html":
        page.rels.extend(html_rels(decoded, ex.url))
    elif not page.text and decoded:
        # Binary or unknown types: a significant string may still be in the bytes (e.g. a
        # CSV); a lossy decode is enough for a substring test.
        page.text = " ".join(decoded[:2_000_000].decode("utf-8", "replace").split())
    return page


async def load(fetch: Fetch, url: str, max_redirects: int = MAX_REDIRECTS) -> Page:
    """Fetch url, following redirects; never raises (a failure is a Page with `error`)."""
    chain: list[str] = []
    current = url
    for _ in range(max_redirects + 1):
        try:
            result = await fetch(current)
        except Exception as exc:  # a broken fetcher must not crash boundary discovery
            return Page(url=current, status=0, chain=chain, error=f"fetch error: {exc!r}"[:200])
        if isinstance(result, FetchFailure):
            return Page(url=current, status=0, chain=chain, error=result.reason)
        location = result.header("location")
        if result.status in REDIRECTS and location:
            target = resolve(location, current)
            if target is None or target == current or target in chain:
                return Page(
                    url=current,
                    status=result.status,
                    chain=chain,
                    error=f"bad or looping redirect to {location!r}",
                )
            chain.append(current)
            current = target
            continue
        return page_from_exchange(result, chain)
    return Page(url=current, status=0, chain=chain, error=f"more than {max_redirects} redirects")
