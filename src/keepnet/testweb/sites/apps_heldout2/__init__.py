"""A second held-out set of application instances (forums, wikis, blogs), with ground truth.

Written without looking at keepnet's application knowledge base or the two earlier sets of
instances, in other versions, themes, configurations and on other hosts: phpBB 3.2 under
/forum/ with app.php routes, vBulletin 4.2 with friendly URLs, Discourse 3.2 under
/community/, WordPress 6.5 with plain ?p=N permalinks, Drupal 10 (Bootstrap Barrio) with
/blog/slug aliases and a French-localised MediaWiki 1.41 with /wiki/ short URLs, plus a
re-themed instance of each forum application.  Every instance is rendered from the shared
content model (`keepnet.testweb.sites.apps.model`), so its content views and objects are
known exactly.
"""

from __future__ import annotations

import importlib

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.sites.apps.model import AppSite

__all__ = [
    "HELDOUT2_APP_MODULES",
    "HELDOUT2_APP_SITES",
    "heldout2_app_sites",
    "heldout2_app_web",
]

# (module, themed)
HELDOUT2_APP_MODULES: list[tuple[str, bool]] = [
    ("phpbb", False),
    ("phpbb", True),
    ("vbulletin", False),
    ("vbulletin", True),
    ("discourse", False),
    ("discourse", True),
    ("wordpress", False),
    ("wordpress_pretty", False),
    ("drupal", False),
    ("mediawiki", False),
]


def heldout2_app_sites() -> list[AppSite]:
    """Freshly built application sites (fresh request logs and session counters)."""
    return [
        importlib.import_module(f"keepnet.testweb.sites.apps_heldout2.{name}").build(themed=themed)
        for name, themed in HELDOUT2_APP_MODULES
    ]


HELDOUT2_APP_SITES: list[AppSite] = heldout2_app_sites()


def heldout2_app_web(apps: list[AppSite] | None = None) -> VirtualWeb:
    """A VirtualWeb serving every instance of this set (fresh ones unless given)."""
    sites = apps if apps is not None else heldout2_app_sites()
    return VirtualWeb(s for a in sites for s in a.sites)
