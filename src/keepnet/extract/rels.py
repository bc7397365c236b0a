"""Link relation types (HTML <link rel>, HTTP Link rel) mapped to Heritrix hop letters.

A relation that makes the browser load the target to render the current page (stylesheet,
icon, preload, manifest...) is a transclusion (E); every other relation (next, prev,
alternate, canonical, cite-as, describedby, item...) names another resource (L).  Hints that
name only an origin (preconnect, dns-prefetch) yield nothing.  Registry: IANA Link
Relations (RFC 8288) and the HTML Standard's link types.
"""

from __future__ import annotations

from collections.abc import Iterable

from keepnet.models import Hop

EMBED_RELS = frozenset(
    {
        "stylesheet",
        "icon",
        "apple-touch-icon",
        "apple-touch-icon-precomposed",
        "apple-touch-startup-image",
        "mask-icon",
        "fluid-icon",
        "preload",
        "modulepreload",
        "prefetch",
        "manifest",
        "image_src",
    }
)
ORIGIN_ONLY_RELS = frozenset({"preconnect", "dns-prefetch"})


def rel_tokens(rel: str | None) -> list[str]:
    """The lowercased, space-separated tokens of a rel value."""
    return rel.lower().split() if rel else []


def rel_hop(rels: Iterable[str]) -> Hop | None:
    """The hop for a target with these (lowercased) relation types; None to skip it."""
    tokens = set(rels)
    if tokens & EMBED_RELS:
        return Hop.EMBED
    if tokens and tokens <= ORIGIN_ONLY_RELS:
        return None
    return Hop.LINK
