"""MediaWiki 1.35 with the Timeless skin and short URLs (/wiki/X), for held-out grading."""

from __future__ import annotations

from keepnet.testweb.sites.apps.model import AppSite
from keepnet.testweb.sites.apps_heldout.mediawiki import build_wiki


def build(themed: bool = False) -> AppSite:
    return build_wiki(
        "quarryhill-wiki.test",
        "heldout-mediawiki-timeless",
        "timeless",
        short_urls=True,
        version="1.35.14",
    )
