"""Learning per template: pay for the browser only where it finds something (seed 001, Table 5).

Pages of one host that load the same scripts (the resolved URLs of their external scripts
and the identifiers their inline code uses, its literals left out) are one *template*: on a documentation site every
page of the body text is one template, the search page (its own search scripts) another,
the module index (an inline script) a third.  Descendants of pages of one template share
most of their resources, so what a few pages of a template show holds for the rest:

1. **learn**: up to `learn` pages of a template, one after the other, are *learning*
   pages: rendered for s0, then explored (for at most `learn_time` seconds unless a state
   finds something) only if s0 added a resource to the crawl or the page's own code loads
   on interaction (keepnet.extract.tiering.INTERACTIVE) — a page whose s0 brings nothing
   and whose interactions belong to the site's shared scripts is not explored.  A learning
   page that found nothing ends the learning (the re-samples look again later); one that
   found something is followed by the next.  Pages of the template that arrive meanwhile
   wait beside the crawl, which goes on (keepnet.browser.tier: past WAITING of them, or
   its bytes, without their document, fetched again if they are rendered after all), and
   are decided when the learning is done;
2. then, if one of the last WINDOW explored pages had a state adding a resource, the
   template's pages are explored; else, while the s0 of the last rendered page added one
   (each page has deferred resources of its own), they are rendered for s0 only; else the
   template gets no browser at all (what its s0 loads is shared by its pages, and archived:
   seed 001, Table 5);
3. the template is re-sampled — one page learnt again — after `resample` more pages,
   then after twice as many, and so on (50, 100, 200...: a site of 500 pages of one
   template costs 3 samples, not 10), and a sample that finds something puts the template
   back to s0 rendering or full exploration.  A re-sample still exploring when the
   crawl's HTTP part ends stops at its next step unless it has found something: no page
   is left for its verdict to decide, and its template's other pages got no browser.

Across templates, per host (`SharedScripts`): a learning page explored only because
external scripts of its own both load and listen (keepnet.extract.tiering: Sphinx's
doctools.js, on every page of a Sphinx site whatever its template) has its descendants
explored only if one of those scripts was not tried yet on another page of the host, or
was and its states found something there; a script being tried on another page is
waited for.  The scripts are the same code on every page: trying their interactions on
one page of a template, and again on every other template and every re-sample, found
nothing on any of the real documentation sites (bench/bench_browser_real.py) and cost
each such page 1.5 s of exploration (its sample) or more.  A page whose s0 added a
resource is explored as before, and what its states find counts for its scripts too.

Each decision carries its reason, which the page's s0 record (or the tier's statistics, for
pages not rendered) keeps.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from keepnet.extract.tiering import TierDecision

_INLINE = re.compile(
    rb"<script(?![^>]*\bsrc\s*=)(?P<attrs>[^>]*)>(?P<body>.*?)</script\s*>", re.I | re.S
)
_NOT_JS = re.compile(
    rb"type\s*=\s*[\"']?(?:application/(?:ld\+)?json|text/template|"
    rb"text/x-template|importmap|speculationrules)",
    re.I,
)
# Inline code is compared by the identifiers it uses, without its literals: generators
# write per-page data into the same code (Javadoc's `var data = {"i0": 10, ...}` and
# `pathtoroot = "../../"`, a page's own id), which must not make every page a template.
_LITERAL = re.compile(
    rb""""(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`]*`|/\*.*?\*/|//[^\n]*""", re.S
)
_IDENT = re.compile(rb"[A-Za-z_$][\w$]*")
WINDOW = 3  # decisions look at the last WINDOW explored pages of a template
NOT_WORTH = "s0 added no resource and the page's own code does not load on interaction"


def worth_exploring(decision: TierDecision, s0_added: int) -> str:
    """Why a learning page's descendants are explored ("": they are not, NOT_WORTH)."""
    if s0_added:
        return f"s0 added {s0_added} resource(s) to the crawl"
    if decision.interactive:
        return "the page's own code loads on interaction"
    return ""


def document_key(url: str, document: bytes) -> bytes:
    """A page's document and directory (its relative URLs resolve the same): "/" and
    "/index.html" of a site are one page to render, not two."""
    directory = url.split("#", 1)[0].split("?", 1)[0].rsplit("/", 1)[0]
    return hashlib.sha1(directory.encode() + b"\0" + document).digest()


def template_key(host: str, script_urls: list[str], html: bytes) -> str:
    """The template of a page: its host, the scripts it loads and what its inline code
    uses (the set of identifiers, literals left out)."""
    h = hashlib.sha1(host.encode())
    for url in sorted(set(u.split("?", 1)[0].split("#", 1)[0] for u in script_urls)):
        h.update(b"src:" + url.encode())
    names: set[bytes] = set()
    for m in _INLINE.finditer(html):
        if _NOT_JS.search(m["attrs"]):
            continue  # data, not code: JSON-LD differs on every page
        names.update(_IDENT.findall(_LITERAL.sub(b" ", m["body"])))
    h.update(b"inline:" + b" ".join(sorted(names)))
    return f"{host}#{h.hexdigest()[:12]}"


@dataclass
class Plan:
    # "learn" (s0, then explored if it finds something), "explore" (s0 and descendants),
    # "s0" (s0 only), "skip" (no browser) or "wait" (for the template's learning pages)
    action: str
    reason: str
    sample: bool = False  # a learning or re-sampling page: a short look is enough
    resample: bool = False  # a re-sampling page (its template has learnt)


@dataclass
class Template:
    key: str
    pages: int = 0  # pages of the template classified deferred
    next_sample: int = 0  # the page count at which the template is re-sampled
    learning: int = 0  # learning pages handed out (their renders may still be running)
    learnt: int = 0  # learning pages whose render is done
    learn_done: bool = False  # a learning page found nothing: no more learning pages
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
        if t.learning < self.learn and t.learnt == t.learning and not t.learn_done:
            t.learning += 1
            return Plan(
                "learn",
                f"template {key}: learning ({t.learning} of {self.learn}): s0, explored "
                "only if it adds a resource or the page's own code loads on interaction",
                sample=True,
            )
        if not self.learned(key):  # a learning page is still in Chromium
            return Plan("wait", f"template {key}: waiting for its learning pages")
        if any(t.explored_found):
            return Plan("explore", f"template {key}: its states add resources")
        if t.next_sample == 0:
            t.interval = self.resample
            t.next_sample = t.pages + t.interval
        if t.pages >= t.next_sample:
            t.interval *= 2
            t.next_sample = t.pages + t.interval
            return Plan(
                "learn", f"template {key}: re-sampled at page {t.pages}", sample=True, resample=True
            )
        explored = f"{len(t.explored_found)} explored" if t.explored_found else "no page explored"
        if t.s0_found and t.s0_found[-1]:
            return Plan(
                "s0",
                f"template {key}: not explored ({explored}, no state adding a resource); "
                "the s0 of its last rendered page added a resource",
            )
        return Plan(
            "skip",
            f"template {key}: no browser: the s0 of its last rendered page added no "
            f"resource (what the template's s0 loads is archived), and no state did "
            f"({explored})",
        )

    def learned(self, key: str) -> bool:
        t = self.templates[key]
        return t.learn_done or t.learnt >= self.learn

    def s0_found_early(self, key: str) -> bool:
        """A learning page's s0 added a resource: the template's next learning page may go
        now, while this one's states are explored (True: counted; see `record`)."""
        t = self.templates[key]
        if t.learnt < t.learning:
            t.learnt += 1
            return True
        return False

    def record(
        self,
        key: str,
        action: str,
        s0_added: int,
        states_added: int,
        explored: bool = False,
        counted: bool = False,
    ) -> None:
        """A page's outcome: `explored` says whether a "learn" page went past s0, `counted`
        that its learning was counted when its s0 found something."""
        t = self.templates[key]
        if action == "skip":
            t.skipped += 1
            return
        t.rendered += 1
        t.s0_found.append(s0_added > 0)
        if action == "learn" and not counted and t.learnt < t.learning:
            t.learnt += 1
            # A learning page that found nothing ends the learning: the re-samples look
            # at more pages later.  One that found something is followed by another.
            t.learn_done = t.learn_done or (s0_added == 0 and states_added == 0)
        if action == "explore" or explored:
            t.explored += 1
            t.explored_found.append(states_added > 0)

    def report(self) -> dict[str, dict[str, Any]]:
        return {k: t.public() for k, t in self.templates.items()}


@dataclass
class _Tried:
    """A shared script's interactions, tried (or being tried) on a page of its host."""

    page: str
    done: asyncio.Event = field(default_factory=asyncio.Event)
    found: bool = False


class SharedScripts:
    """Per host, the external scripts whose interactions were explored on some page, and
    whether their states found anything (see the module docstring)."""

    def __init__(self) -> None:
        self._tried: dict[tuple[str, str], _Tried] = {}

    async def tried(self, host: str, scripts: tuple[str, ...]) -> str:
        """Why a page of `host` whose interactivity comes from `scripts` need not be
        explored ("": it must be): every one of them was tried on another page of the
        host, and found nothing.  Waits for the pages trying one of them now."""
        pages: list[str] = []
        for script in scripts:
            t = self._tried.get((host, script))
            if t is None:
                return ""
            await t.done.wait()
            if t.found:
                return ""
            pages.append(t.page)
        if not pages:
            return ""
        names = ", ".join(s.rsplit("/", 1)[-1] for s in scripts)
        return f"the interactions of its scripts ({names}) found nothing on {pages[0]}"

    def claim(self, host: str, scripts: tuple[str, ...], page: str) -> list[_Tried]:
        """`page` is about to try the interactions of those of `scripts` not tried yet."""
        mine = []
        for script in scripts:
            if (host, script) not in self._tried:
                mine.append(self._tried.setdefault((host, script), _Tried(page)))
        return mine

    def done(self, claimed: list[_Tried], found: bool) -> None:
        """The exploration of a page that claimed `claimed` ended; `found`: a state added a
        resource (or it was cut off: its scripts are not taken as tried)."""
        for t in claimed:
            t.found = found
            t.done.set()
