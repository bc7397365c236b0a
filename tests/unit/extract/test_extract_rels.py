"""Relation types to hops."""

from __future__ import annotations

from keepnet.extract.rels import rel_hop, rel_tokens
from keepnet.models import Hop


def test_rel_hop() -> None:
    assert rel_hop(rel_tokens("Shortcut Icon")) is Hop.EMBED
    assert rel_hop(rel_tokens("alternate stylesheet")) is Hop.EMBED
    assert rel_hop(rel_tokens("preload")) is Hop.EMBED
    assert rel_hop(rel_tokens("next")) is Hop.LINK
    assert rel_hop(rel_tokens("cite-as")) is Hop.LINK
    assert rel_hop(rel_tokens("")) is Hop.LINK  # no rel: still a URL worth a look
    assert rel_hop(rel_tokens("preconnect dns-prefetch")) is None
    assert rel_hop(rel_tokens("preconnect next")) is Hop.LINK
