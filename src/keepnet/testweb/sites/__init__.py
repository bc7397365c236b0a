"""The demo web's sites, one module per host, each with a `build() -> Site` and a docstring of its ground truth.

To add a site to `keepnet demo` (later issues add scholarly portals and interactive pages):
write a module here with `HOST` and `build()`, add it to DEMO_MODULES, and link its front
page from sites/home.py's SITES_LISTED.
"""

from __future__ import annotations

DEMO_MODULES: list[str] = [
    "keepnet.testweb.sites.home",
    "keepnet.testweb.sites.news",
    "keepnet.testweb.sites.static",
    "keepnet.testweb.sites.blog",
    "keepnet.testweb.sites.datarepo",  # artifact demo: a dataset portal with signposting
    "keepnet.testweb.sites.doiresolver",
    "keepnet.testweb.sites.codehub",  # artifact demo: a software portal (path-based)
    "keepnet.testweb.sites.codehub_raw",
    "keepnet.testweb.sites.gallery",  # browser tier: content only a browser finds
]
