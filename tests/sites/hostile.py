"""The hostile web: every bad-input, trap, redirect, retry, robots, duplicate and link-form site.

`hostile_web()` puts them all behind one VirtualWeb; `scope_web()` is the separate scope
web.  Ground truth lives in each module (imported here so tests need one import):

=================  ====================  =====================================================
host               module                what it tests
=================  ====================  =====================================================
bad.test           sites.badinput        broken gzip, invalid UTF-8, >5 MB, slow, stall,
                                         reset, truncated, garbage, malformed, 5,000 links
trap.test          sites.traps           repeated segments, deep paths, long URLs, calendar,
                                         session ids
redirect.test      sites.redirects       chain of 5, loop A->B->A, self-redirect
flaky.test         sites.redirects       503/429 with Retry-After, then 200; always 503
polite.test        sites.robots          Crawl-delay: 1 and Disallow: /private/
robots500.test     sites.robots          robots.txt 500 -> complete disallow
robots404.test     sites.robots          robots.txt 404 -> allow all
dup.test           sites.duplicates      identical payloads -> revisit records
links.test,        sites.linkforms       every link form; Link header; robots Sitemap;
cdn.links.test                           sitemap index
=================  ====================  =====================================================
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Site
from sites import badinput, duplicates, linkforms, redirects, robots, scope, traps
from sites.badinput import BAD_CASE_URLS, BAD_EXPECT  # noqa: F401
from sites.scope import SCOPE_EXPECTED, SCOPE_SEED  # noqa: F401

HOSTILE_MODULES = (badinput, traps, redirects, robots, duplicates, linkforms)


def hostile_sites() -> list[Site]:
    return [
        badinput.build(),
        traps.build(),
        redirects.build_redirects(),
        redirects.build_flaky(),
        robots.build_polite(),
        robots.build_robots500(),
        robots.build_robots404(),
        duplicates.build(),
        *linkforms.build(),
    ]


def hostile_web() -> VirtualWeb:
    """A new VirtualWeb of every hostile site (fresh logs and retry counters)."""
    return VirtualWeb(hostile_sites())


def scope_web() -> VirtualWeb:
    """A new VirtualWeb of the scope sites (see sites.scope for the expected sets)."""
    return VirtualWeb(scope.build())
