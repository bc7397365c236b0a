"""The demo web `keepnet demo` crawls: the sites of keepnet.testweb.sites, built fresh.

A fresh build per call matters: sites keep request logs (and some keep state), so two
crawls — or two tests — never share them.
"""

from __future__ import annotations

import importlib

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from keepnet.testweb.sites import DEMO_MODULES

DEMO_SEEDS: list[str] = [
    "http://www.keepnet-demo.test/",
    "http://news.example.test/",
    "http://blog.example.test/",
]

# URL prefixes under which a demo site has infinitely many URLs: the demo crawl must bound
# them (trap rules, --max-hops or a per-host budget) or it never ends.
DEMO_TRAP_PREFIXES: list[str] = ["http://blog.example.test/calendar/"]


def demo_sites() -> list[Site]:
    sites: list[Site] = []
    for name in DEMO_MODULES:
        sites.append(importlib.import_module(name).build())
    return sites


def demo_web() -> VirtualWeb:
    """A new VirtualWeb of every demo site."""
    return VirtualWeb(demo_sites())


def demo_hosts() -> list[str]:
    return sorted(site.host for site in demo_sites())
