"""Local imitations of real web applications (forums, wikis, blogs), with ground truth.

Each module renders one application (its real URL scheme, markup, guest links and waste
views) from the content model in `model.py`; `APP_SITES` lists one instance per application
plus re-themed instances of the forum applications, and `app_web()` serves them all.
"""

from __future__ import annotations

import importlib

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.sites.apps.model import AppSite, WebObject

__all__ = ["APP_MODULES", "APP_SITES", "AppSite", "WebObject", "app_sites", "app_web"]

# (module, themed)
APP_MODULES: list[tuple[str, bool]] = [
    ("phpbb", False),
    ("phpbb", True),
    ("vbulletin", False),
    ("vbulletin", True),
    ("wordpress", False),
    ("mediawiki", False),
    ("drupal", False),
    ("discourse", False),
    ("discourse", True),
]


def app_sites() -> list[AppSite]:
    """Freshly built application sites (fresh request logs and session counters)."""
    return [
        importlib.import_module(f"keepnet.testweb.sites.apps.{name}").build(themed=themed)
        for name, themed in APP_MODULES
    ]


APP_SITES: list[AppSite] = app_sites()


def app_web(apps: list[AppSite] | None = None) -> VirtualWeb:
    """A VirtualWeb serving every application site (fresh ones unless `apps` is given)."""
    return VirtualWeb(s for a in (apps if apps is not None else app_sites()) for s in a.sites)
