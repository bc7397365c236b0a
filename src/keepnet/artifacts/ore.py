"""OAI-ORE resource maps: the aggregated resources a portal publishes as one artifact.

OAI-ORE (Open Archives Initiative Object Reuse and Exchange, 2008) describes an Aggregation
of web resources in a Resource Map.  Discovery (ORE "Resource Map Discovery"): an HTML
`<link rel="resourcemap" href>` or an HTTP `Link: <…>; rel="resourcemap"`.  Serializations
read here: RDF/XML (`ore:aggregates rdf:resource`), Atom (`<link rel="…/ore/terms/aggregates"
href>`) and JSON-LD (`aggregates` / `ore:aggregates` with `@id`).  Only the aggregated URIs
matter for a boundary; everything else in the map is ignored.
"""

from __future__ import annotations

import json
from typing import Any

from lxml import etree

from keepnet.extract.collect import resolve

ORE = "http://www.openarchives.org/ore/terms/"
RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
ATOM = "http://www.w3.org/2005/Atom"
REMAP_RELS = frozenset({"resourcemap", ORE + "isDescribedBy"})


def is_resource_map(body: bytes) -> bool:
    """Whether a document looks like an ORE resource map (mentions the ORE vocabulary)."""
    return ORE.encode() in body[:200_000] or b"ore:aggregates" in body[:200_000]


def _from_xml(body: bytes, base: str) -> list[str]:
    parser = etree.XMLParser(resolve_entities=False, no_network=True, recover=True)
    try:
        root = etree.fromstring(body, parser)
    except etree.XMLSyntaxError:
        return []
    if root is None:
        return []
    out: list[str] = []
    for el in root.iter(f"{{{ORE}}}aggregates"):
        ref = el.get(f"{{{RDF}}}resource") or (el.text or "").strip()
        if ref:
            out.append(ref)
    for el in root.iter(f"{{{ATOM}}}link"):
        if el.get("rel") in (ORE + "aggregates", "aggregates"):
            ref = el.get("href")
            if ref:
                out.append(ref)
    return [u for u in (resolve(r, base) for r in out) if u is not None]


def _walk_json(node: Any, out: list[str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("aggregates", "ore:aggregates", ORE + "aggregates"):
                for item in value if isinstance(value, list) else [value]:
                    if isinstance(item, str):
                        out.append(item)
                    elif isinstance(item, dict) and isinstance(item.get("@id"), str):
                        out.append(item["@id"])
            _walk_json(value, out)
    elif isinstance(node, list):
        for item in node:
            _walk_json(item, out)


def aggregated(body: bytes, base: str) -> list[str]:
    """The absolute URIs a resource map says its aggregation aggregates (order kept)."""
    head = body.lstrip()[:1]
    refs: list[str] = []
    if head in (b"{", b"["):
        try:
            _walk_json(json.loads(body.decode("utf-8", "replace")), refs)
        except ValueError:
            return []
        urls = [resolve(r, base) for r in refs]
        found = [u for u in urls if u is not None]
    else:
        found = _from_xml(body, base)
    return list(dict.fromkeys(found))
