"""Crawl extensions: the one way to add behaviour to a crawl, and the registry that lists them.

An extension (the browser tier, artifact boundaries, trap families, focused scoring, the
application-aware helper...) is a class named in `EXTENSIONS` ("module:Class", imported only
when a crawl starts).  Each decides from the job whether it takes part — `from_job(job)`
returns an instance or None, as Scrapy's `from_crawler` raising `NotConfigured` — so the
engine names no extension and imports none.  Extensions see the crawl only through
`CrawlContext`, the declared list of what they may use.

Hook points, in the order a crawl calls them:

- `start(ctx)`: after the crawl state is open (frontier, writer, fetcher), before the
  first fetch;
- `before_fetch(ctx, uri)`: a URL was leased and is about to be fetched; an extension may
  refuse it by returning the reason (logged in refused.log; the URL ends as failed) — a
  trap family capped, an exclusion added, after the URL was queued;
- `on_links(ctx, uri, ex, links)`: after a response was archived and its links scoped,
  *before* the admitted candidates are queued: an extension may drop candidates (returning
  their refusal reasons) or change their priorities; synchronous, so the per-page budget
  batch is never interleaved with another task's;
- `on_response(ctx, uri, ex, links)`: after the candidates were queued and the page logged,
  before the URL is marked done (a kill -9 re-runs it);
- `finish(ctx)`: when the crawl loop ended, before WARC files are closed and indexed.

`BaseExtension` gives every hook as a no-op, so an extension writes only the ones it needs;
the engine asks once (`implementing`) which extensions implement a per-URL hook and calls
only those (as Scrapy connects only the signals a component handles): a no-op hook called
per URL for each extension was work for nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self

from keepnet.models import CrawlURI, Exchange

if TYPE_CHECKING:
    from keepnet.crawllog import CrawlLog
    from keepnet.events import EventBus
    from keepnet.fetch.http import HttpClient
    from keepnet.fetch.robots import RobotsCache
    from keepnet.frontier.base import Frontier
    from keepnet.layout import CrawlDir
    from keepnet.pipeline.links import LinkProcessor, LinkResult
    from keepnet.scope.families import Judging
    from keepnet.scope.rules import Scope
    from keepnet.settings.job import JobSettings
    from keepnet.stats import CrawlStats
    from keepnet.url.canon import Canonicalizer
    from keepnet.warc.writer import WarcWriter

# The registry: every extension keepnet ships, in the order their hooks run.  A job can add
# its own with `extensions: ["package.module:Class"]`.
EXTENSIONS: tuple[str, ...] = (
    "keepnet.browser.tier:BrowserTier",
    "keepnet.artifacts.extension:ArtifactExtension",
    "keepnet.apps.extension:AppAware",
    "keepnet.distributed.extension:DistributedWorker",
    "keepnet.pipeline.traps:TrapFamilyGuard",
    "keepnet.focus:FocusedScoring",
    "keepnet.api.extension:ControlApi",
)


class CrawlContext(Protocol):
    """What an extension may use of a running crawl — nothing else of the engine."""

    job: JobSettings
    dir: CrawlDir
    bus: EventBus
    stats: CrawlStats
    frontier: Frontier
    scope: Scope
    links: LinkProcessor
    seen_canon: Canonicalizer
    client: HttpClient
    robots: RobotsCache
    log: CrawlLog
    writer: WarcWriter

    async def ingest(self, uri: CrawlURI, ex: Exchange) -> None:
        """An exchange fetched outside the loop goes down the crawl's pipeline (WARC, links, logs)."""
        ...

    def polite_wait(self, host: str, resource: bool = False) -> float:
        """Seconds before `host` may be asked again (`resource`: by a page in the browser,
        for a resource of its own: `browser.resource_delay` instead of `delay`)."""
        ...

    def note_request(self, host: str) -> None:
        """A request to `host` just ended outside the loop (politeness counts it)."""
        ...

    def request_stop(self, reason: str) -> None:
        """Ask the crawl to stop after the URLs in flight."""
        ...

    def pause(self) -> None:
        """Lease no more URLs until resume() (fetches in flight finish)."""
        ...

    def resume(self) -> None: ...

    @property
    def paused(self) -> bool: ...

    @property
    def stop_reason(self) -> str:
        """Why the crawl is stopping ("" while it runs; "signal SIGTERM" on a signal)."""
        ...


class CrawlExtension(Protocol):
    name: str

    async def start(self, ctx: CrawlContext) -> None: ...

    def before_fetch(self, ctx: CrawlContext, uri: CrawlURI) -> str | None: ...

    def on_links(
        self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: LinkResult
    ) -> None: ...

    async def on_response(
        self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: LinkResult
    ) -> None: ...

    async def finish(self, ctx: CrawlContext) -> None: ...


class BaseExtension:
    """Every hook as a no-op; `from_job` enables the extension for no job (override it)."""

    name: ClassVar[str] = "extension"

    @classmethod
    def from_job(cls, job: JobSettings) -> Self | None:
        return None

    async def start(self, ctx: CrawlContext) -> None:
        return None

    def wants_shingles(self, uri: CrawlURI) -> bool | Judging:
        """Will on_links read `links.shingles` of `uri`'s page (its text's word 3-shingles,
        keepnet.scope.families)?  The engine then has the extraction worker compute them.
        A Judging instead asks the worker for its Verdict on the text (a full trap family's
        page): `links.shingles` is then that Verdict."""
        return False

    def wants_tier_decision(self, uri: CrawlURI, ex: Exchange) -> bool:
        """Will on_response read `links.tier` of `uri`'s page (the browser tier's decision,
        keepnet.extract.tiering.classify)?  The engine then has the extraction worker make it."""
        return False

    def before_fetch(self, ctx: CrawlContext, uri: CrawlURI) -> str | None:
        return None

    def on_links(self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: LinkResult) -> None:
        return None

    async def on_response(
        self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: LinkResult
    ) -> None:
        return None

    async def finish(self, ctx: CrawlContext) -> None:
        return None


class ExtensionError(ValueError):
    """An extension named in the registry or the job cannot be loaded, or cannot start
    (e.g. its port is taken): the crawl stops with this message."""


def load_class(spec: str) -> type[Any]:
    """The class named by "package.module:Class"."""
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise ExtensionError(f"extension {spec!r}: expected 'package.module:Class'")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ExtensionError(f"extension {spec!r}: cannot import {module_name} ({exc})") from None
    cls = getattr(module, attr, None)
    if not isinstance(cls, type) or not callable(getattr(cls, "from_job", None)):
        raise ExtensionError(f"extension {spec!r}: no class {attr} with a from_job() classmethod")
    return cls


def enabled_extensions(
    job: JobSettings, specs: Iterable[str] | None = None, given: Sequence[CrawlExtension] = ()
) -> list[CrawlExtension]:
    """The extensions taking part in `job`: `given` instances first, then each registry entry
    whose `from_job` enables it, unless an extension of the same name was given."""
    out = list(given)
    names = {e.name for e in out}
    for spec in (*(EXTENSIONS if specs is None else specs), *job.extensions):
        cls = load_class(spec)
        if getattr(cls, "name", None) in names:
            continue
        ext = cls.from_job(job)
        if ext is not None:
            out.append(ext)
            names.add(ext.name)
    return out


def implementing(extensions: Iterable[Any], hook: str) -> list[Any]:
    """Those of `extensions`, in their order, whose `hook` can do something: every one
    that is not a BaseExtension (it declares its hooks itself), and a BaseExtension whose
    class or instance replaces BaseExtension's no-op (an extension without the hook at all
    is left out)."""
    base = getattr(BaseExtension, hook)
    out = []
    for ext in extensions:
        if not isinstance(ext, BaseExtension):
            if hasattr(ext, hook):
                out.append(ext)
        elif getattr(type(ext), hook, base) is not base or hook in getattr(ext, "__dict__", ()):
            out.append(ext)
    return out


def shingles_wanted(extensions: Iterable[Any], uri: CrawlURI) -> bool | Judging:
    """What `extensions` (those with `wants_shingles`) want of `uri`'s page text from the
    extraction worker: the first one's wish (True: its shingles; a Judging), else False."""
    for ext in extensions:
        wanted: bool | Judging = ext.wants_shingles(uri)
        if wanted:
            return wanted
    return False
