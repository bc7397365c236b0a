"""Learning per template: pay for the browser only where it finds something (seed 001, Table 5).

Pages of one host that load the same scripts (the resolved URLs of their external scripts
and the text of their inline scripts) are one *template*: on a documentation site every
page of the body text is one template, the search page (its own search scripts) another,
the module index (an inline script) a third.  Descendants of pages of one template share
most of their resources, so what a few pages of a template show holds for the rest:

1. **learn**: the first `learn` pages of a template are rendered and explored (for at most
   `learn_time` seconds each); pages of the template that arrive meanwhile wait (up to
   WAITING of them; more are not rendered) and are decided when the learning is done;
2. then, if none of the last `learn` explored pages had a state adding a resource, the
   template stops being explored: its pages are rendered for s0 only — or not at all, if
   no rendered page's s0 added a resource beyond the HTTP capture either;
3. the template is re-sampled — one page explored again — after `resample` more pages,
   then after twice as many, and so on (50, 100, 200...: a site of 500 pages of one
   template costs 3 samples, not 10), and a sample that finds something puts the
   template back to full exploration.

Each decision carries its reason, which the page's s0 record (or the tier's statistics, for
pages not rendered) keeps.
"""

from __future__ import annotations

import hashlib
import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any

_INLINE = re.compile(
    rb"<script(?![^>]*\bsrc\s*=)(?P<attrs>[^>]*)>(?P<body>.*?)</script\s*>", re.I | re.S
)
_NOT_JS = re.compile(
    rb"type\s*=\s*[\"']?(?:application/(?:ld\+)?json|text/template|"
    rb"text/x-template|importmap|speculationrules)",
    re.I,
)
_SPACE = re.compile(rb"\s+")
WINDOW = 3  # decisions look at the last WINDOW pages of a template


def template_key(host: str, script_urls: list[str], html: bytes) -> str:
    """The template of a page: its host, the scripts it loads and its inline scripts."""
    h = hashlib.sha1(host.encode())
    for url in sorted(set(u.split("?", 1)[0].split("#", 1)[0] for u in script_urls)):
        h.update(b"src:" + url.encode())
    inline = set()
    for m in _INLINE.finditer(html):
        if _NOT_JS.search(m["attrs"]):
            continue  # data, not code: JSON-LD differs on every page
        body = _SPACE.sub(b" ", m["body"]).strip()
        if body:
            inline.add(hashlib.sha1(body).hexdigest())
    for digest in sorted(inline):
        h.update(b"inline:" + digest.encode())
    return f"{host}#{h.hexdigest()[:12]}"


@dataclass
class Plan:
    action: str  # "explore" (s0 and descendants), "s0" (s0 only), "skip" (no browser)
    reason: str
    sample: bool = False  # a learning or re-sampling page: a short look is enough


@dataclass
class Template:
    key: str
    pages: int = 0  # pages of the template classified deferred
    next_sample: int = 0  # the page count at which the template is re-sampled
    learning: int = 0  # learning pages handed out (their renders may still be running)
    interval: int = 0  # pages between two samples: doubles after each
    explored: int = 0
    rendered: int = 0
    skipped: int = 0
    explored_found: deque[bool] = field(default_factory=lambda: deque(maxlen=WINDOW))
    s0_found: deque[bool] = field(default_factory=lambda: deque(maxlen=WINDOW))

    def public(self) -> dict[str, Any]:
        return {
            "pages": self.pages,
            "explored": self.explored,
            "rendered": self.rendered,
            "skipped": self.skipped,
            "states_found": sum(self.explored_found),
            "s0_found": sum(self.s0_found),
        }


class TemplateLearner:
    def __init__(self, learn: int = 2, resample: int = 50) -> None:
        self.learn = learn
        self.resample = resample
        self.templates: dict[str, Template] = {}

    def plan(self, key: str, again: bool = False) -> Plan:
        """What to do with a page of template `key` (`again`: the same page, re-planned)."""
        t = self.templates.setdefault(key, Template(key))
        if not again:
            t.pages += 1
        if t.learning < self.learn:
            t.learning += 1
            return Plan(
                "explore", f"template {key}: learning ({t.learning} of {self.learn})", sample=True
            )
        if t.explored < self.learn:  # the learning pages are still in Chromium
            return Plan("wait", f"template {key}: waiting for its learning pages")
        if any(t.explored_found):
            return Plan("explore", f"template {key}: its states add resources")
        if t.next_sample == 0:
            t.interval = self.resample
            t.next_sample = t.pages + t.interval
        if t.pages >= t.next_sample:
            t.interval *= 2
            t.next_sample = t.pages + t.interval
            return Plan("explore", f"template {key}: re-sampled at page {t.pages}", sample=True)
        if any(t.s0_found):
            return Plan(
                "s0",
                f"template {key}: not explored: the last {len(t.explored_found)} "
                "explored pages had no state adding a resource; s0 adds some",
            )
        return Plan(
            "skip",
            f"template {key}: no browser: neither s0 nor any state of the last "
            f"{len(t.explored_found)} explored pages added a resource",
        )

    def learned(self, key: str) -> bool:
        t = self.templates[key]
        return t.explored >= self.learn

    def record(self, key: str, action: str, s0_added: int, states_added: int) -> None:
        t = self.templates[key]
        if action == "skip":
            t.skipped += 1
            return
        t.rendered += 1
        t.s0_found.append(s0_added > 0)
        if action == "explore":
            t.explored += 1
            t.explored_found.append(states_added > 0)

    def report(self) -> dict[str, dict[str, Any]]:
        return {k: t.public() for k, t in self.templates.items()}
