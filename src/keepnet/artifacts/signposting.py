"""FAIR Signposting: the boundary a landing page publishes through typed links.

Spec: FAIR Signposting profile (signposting.org/FAIR, level 1 and level 2) over RFC 8288
Web Linking.  Level 1: relations in HTTP `Link` headers or HTML `<link>` of the landing page:
`cite-as` (its persistent identifier), `describedby` (metadata records), `item` (the content
resources), `license`, `author`, `type`, `collection`.  Level 2: a `linkset` relation to a
Linkset document (RFC 9264): `application/linkset` (RFC 8288 link-values, one context per
`anchor`) or `application/linkset+json` (`{"linkset": [{"anchor": …, "<rel>": [{"href": …}]}]}`).

Boundary: the landing page, its `item`s, its `describedby` records and the linksets
themselves are the artifact; `cite-as` is an identifier that redirects to the landing page
(an alias), `license`/`author`/`type` name other resources (context, not the artifact).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.model import Page
from keepnet.artifacts.ore import REMAP_RELS, aggregated, is_resource_map
from keepnet.extract.collect import resolve
from keepnet.extract.headers import parse_link_header

SIGNPOSTING_RELS = (
    "cite-as",
    "describedby",
    "item",
    "license",
    "author",
    "type",
    "collection",
    "linkset",
)
MEMBER_RELS = ("describedby", "item", "linkset")
LINKSET_TYPES = ("application/linkset", "application/linkset+json")
MAX_LINKSETS = 4


@dataclass(slots=True)
class Signposts:
    """The typed links of one landing page, by relation (absolute URIs, first-seen order)."""

    rels: dict[str, list[str]] = field(default_factory=dict)
    sources: list[str] = field(default_factory=list)  # "http-link", "html-link", "linkset …"
    resource_maps: list[str] = field(default_factory=list)
    aggregated: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def add(self, rel: str, url: str) -> None:
        urls = self.rels.setdefault(rel, [])
        if url not in urls:
            urls.append(url)

    def get(self, rel: str) -> list[str]:
        return self.rels.get(rel, [])

    @property
    def publishes_boundary(self) -> bool:
        """Whether the portal published members (not only an identifier or a licence)."""
        return bool(
            self.get("item") or self.get("describedby") or self.get("linkset") or self.aggregated
        )

    def members(self) -> list[str]:
        """The declared artifact URIs besides the landing page itself."""
        out: list[str] = []
        for rel in MEMBER_RELS:
            out.extend(self.get(rel))
        out.extend(self.resource_maps)
        out.extend(self.aggregated)
        return list(dict.fromkeys(out))

    def as_dict(self) -> dict[str, list[str]]:
        data = {rel: list(self.get(rel)) for rel in SIGNPOSTING_RELS if self.get(rel)}
        if self.resource_maps:
            data["resourcemap"] = list(self.resource_maps)
            data["aggregates"] = list(self.aggregated)
        return data


def _norm(url: str) -> str:
    """Anchor comparison key: no trailing "index.html" or slash, scheme-insensitive."""
    u = url.split("://", 1)[-1]
    if u.endswith("/index.html"):
        u = u[: -len("index.html")]
    return u.rstrip("/")


def _linkset_text(body: bytes, base: str) -> list[tuple[str | None, str, str]]:
    """(anchor, rel, target) of an application/linkset document."""
    text = body.decode("utf-8", "replace").replace("\r", " ").replace("\n", " ")
    out: list[tuple[str | None, str, str]] = []
    for lv in parse_link_header(text):
        target = lv.target(base)
        if target is None:
            continue
        anchor = resolve(lv.anchor, base) if lv.anchor else None
        out.extend((anchor, rel, target) for rel in lv.rel)
    return out


def _linkset_json(body: bytes, base: str) -> list[tuple[str | None, str, str]]:
    """(anchor, rel, target) of an application/linkset+json document (RFC 9264 §4.2)."""
    data = json.loads(body.decode("utf-8", "replace"))
    out: list[tuple[str | None, str, str]] = []
    contexts = data.get("linkset", []) if isinstance(data, dict) else []
    for ctx in contexts if isinstance(contexts, list) else []:
        if not isinstance(ctx, dict):
            continue
        anchor = resolve(ctx["anchor"], base) if isinstance(ctx.get("anchor"), str) else None
        for rel, targets in ctx.items():
            if rel == "anchor" or not isinstance(targets, list):
                continue
            for t in targets:
                href = t.get("href") if isinstance(t, dict) else None
                url = resolve(href, base) if isinstance(href, str) else None
                if url is not None:
                    out.append((anchor, rel if ":" in rel else rel.lower(), url))
    return out


def parse_linkset(page: Page) -> list[tuple[str | None, str, str]]:
    """(anchor, rel, target) triples of a fetched linkset, JSON or text by type or sniffing."""
    body = page.body
    try:
        if page.mime.endswith("json") or body.lstrip()[:1] == b"{":
            return _linkset_json(body, page.url)
    except ValueError:
        return []
    return _linkset_text(body, page.url)


def from_page(page: Page) -> Signposts:
    """Level-1 signposts of a landing page (HTTP Link headers first, then HTML <link>)."""
    sp = Signposts()
    for rel, url, _type, source in page.rels:
        if rel in SIGNPOSTING_RELS:
            sp.add(rel, url)
            src = f"{source}-link"
            if src not in sp.sources:
                sp.sources.append(src)
        elif rel in REMAP_RELS and url not in sp.resource_maps:
            sp.resource_maps.append(url)
    return sp


async def collect(fetch: Fetch, page: Page) -> Signposts:
    """Every signpost of `page`: level 1, its linksets (level 2) and ORE resource maps."""
    sp = from_page(page)
    anchors = {_norm(u) for u in [*page.aliases, *sp.get("cite-as")]}
    for url in sp.get("linkset")[:MAX_LINKSETS]:
        doc = await load(fetch, url)
        if not doc.ok:
            sp.warnings.append(f"linkset {url} unavailable: {doc.error or doc.status}")
            continue
        triples = parse_linkset(doc)
        contexts = {a for a, _, _ in triples}
        # One context only: it is this page's linkset even if its anchor is spelled otherwise.
        single = len(contexts) == 1
        sp.sources.append(f"linkset {doc.mime or 'unknown type'}")
        for anchor, rel, target in triples:
            ours = anchor is None or _norm(anchor) in anchors or single
            if ours and rel in SIGNPOSTING_RELS and rel != "linkset":
                sp.add(rel, target)
        only = next(iter(contexts)) if single else None
        if only is not None and _norm(only) not in anchors:
            sp.warnings.append(
                f"linkset {url}: its only anchor is not the landing page; used anyway"
            )
    for url in sp.resource_maps[:MAX_LINKSETS]:
        doc = await load(fetch, url)
        if not doc.ok or not is_resource_map(doc.body):
            sp.warnings.append(f"resource map {url} unavailable or not OAI-ORE")
            continue
        sp.sources.append("oai-ore")
        for u in aggregated(doc.body, doc.url):
            if u not in sp.aggregated:
                sp.aggregated.append(u)
    return sp
