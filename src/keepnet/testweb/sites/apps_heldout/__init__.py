"""A held-out second set of application instances (forums, wikis, blogs), with ground truth.

Written independently of keepnet's application knowledge base, in other versions and themes
and on other hosts than `keepnet.testweb.sites.apps`, to grade application-aware crawling
honestly.  Every instance is rendered from the shared content model
(`keepnet.testweb.sites.apps.model`), so its content views and objects are known exactly.
"""

from __future__ import annotations

import importlib

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.sites.apps.model import AppSite

__all__ = ["HELDOUT_APP_MODULES", "HELDOUT_APP_SITES", "heldout_app_sites", "heldout_app_web"]

# (module, themed)
HELDOUT_APP_MODULES: list[tuple[str, bool]] = [
    ("phpbb", False),
    ("phpbb", True),
    ("vbulletin", False),
    ("vbulletin", True),
    ("discourse", False),
    ("discourse", True),
    ("wordpress", False),
    ("drupal", False),
    ("mediawiki", False),
    ("mediawiki_timeless", False),
]


def heldout_app_sites() -> list[AppSite]:
    """Freshly built held-out application sites (fresh request logs and session counters)."""
    return [
        importlib.import_module(f"keepnet.testweb.sites.apps_heldout.{name}").build(themed=themed)
        for name, themed in HELDOUT_APP_MODULES
    ]


HELDOUT_APP_SITES: list[AppSite] = heldout_app_sites()


def heldout_app_web(apps: list[AppSite] | None = None) -> VirtualWeb:
    """A VirtualWeb serving every held-out application site (fresh ones unless given)."""
    sites = apps if apps is not None else heldout_app_sites()
    return VirtualWeb(s for a in sites for s in a.sites)
