"""The crawl job: every setting a crawl takes, validated once into a frozen typed object.

A job comes from a YAML file (`--job`), command-line flags, or both (flags win).  Unknown or
ill-typed fields are rejected with an error naming the field, e.g.
``job.yaml: seeds.1.scope: Input should be 'page', 'page+', ...``.  The defaults are
the ones an archivist expects from a polite crawler (1 s per-host delay, robots.txt obeyed,
private addresses refused).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from keepnet.eventloop import EventLoopChoice
from keepnet.url.parse import InvalidURL, parse_url

ScopeName = Literal["page", "page+", "prefix", "prefix+", "host", "domain", "artifact", "any"]
SCOPES: tuple[str, ...] = (
    "page",
    "page+",
    "prefix",
    "prefix+",
    "host",
    "domain",
    "artifact",
    "any",
)


class JobError(ValueError):
    """The job is invalid; the message names the bad field."""


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SeedSettings(_Frozen):
    """One seed and the settings it overrides for the URLs reached from it."""

    url: str
    scope: ScopeName | None = None
    max_hops: int | None = Field(default=None, ge=0)
    surt_prefixes: tuple[str, ...] = ()  # extra SURT prefixes in scope for this seed
    ignore_robots: bool | None = None
    # scope "artifact": the boundary heuristic (keepnet.artifacts; None = "auto")
    heuristic: str | None = None
    # scope "artifact": the curator's exclusions, regular expressions searched in each URL
    exclude: tuple[str, ...] = ()

    @field_validator("exclude")
    @classmethod
    def _valid_patterns(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        for pattern in v:
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(
                    f"exclude: {pattern!r} is not a regular expression: {exc}"
                ) from None
        return v

    @field_validator("url")
    @classmethod
    def _valid_url(cls, v: str) -> str:
        try:
            url = parse_url(v.strip())
        except InvalidURL as exc:
            raise ValueError(str(exc)) from None
        if not url.startswith(("http://", "https://")):
            raise ValueError(f"seed must be an http(s) URL, got {v!r}")
        return url


class TrapSettings(_Frozen):
    """Crawler-trap defences (Heritrix's decide rules are the model)."""

    max_url_length: int = Field(default=2083, ge=16)  # Heritrix TooLongUriDecideRule
    max_path_segments: int = Field(default=20, ge=1)  # TooManyPathSegmentsDecideRule
    max_segment_repeats: int = Field(default=2, ge=1)  # PathologicalPathDecideRule
    # URLs ever queued per host: large enough for real sites, a last bound for unknown traps.
    max_per_host: int | None = Field(default=100_000, ge=1)
    # A trap family (keepnet.scope.families) is capped after this many pages in a row that
    # added no new text and no new links; None: families are not judged.
    family_idle: int | None = Field(default=10, ge=1)
    max_outlinks: int = Field(default=6000, ge=1)  # per page, as Heritrix


class WarcSettings(_Frozen):
    prefix: str = "keepnet"
    max_size: int = Field(default=1_000_000_000, ge=10_000)


class CanonSettings(_Frozen):
    seen_profile: str = "heritrix"  # the frontier's seen-set key
    index_profile: str = "surt-ia"  # the CDXJ index key
    rules_file: Path | None = None


class BrowserSettings(_Frozen):
    """The browser tier (keepnet.browser): deferred representations and their descendants.

    `mode`: never (HTTP only), auto (a browser only for pages classified as deferred),
    always.  `explore`: none (s0 only), max-roi (s0 and s1), max-coverage (to `depth`).
    `max_states` and `page_time` bound the exploration of one page (infinite-state pages).
    """

    mode: Literal["never", "auto", "always"] = "auto"
    explore: Literal["none", "max-roi", "max-coverage"] = "max-roi"
    depth: int = Field(default=2, ge=1, le=10)
    max_states: int = Field(default=60, ge=1)
    page_time: float = Field(default=60.0, gt=0)
    # Chromium; default: $KEEPNET_CHROMIUM, else the headless shell, else chromium
    executable: str | None = None
    # Learning per template (keepnet.browser.templates): explore the first `learn_pages`
    # pages of a template, then only where exploring found something; re-sample every
    # `resample_every`-th page; states that add no resource are summarised in s0's record.
    # false: render and explore every deferred page, one record per state.
    templates: bool = True
    learn_pages: int = Field(default=2, ge=1)
    resample_every: int = Field(default=50, ge=2)
    learn_time: float = Field(
        default=1.5, gt=0
    )  # a sample gives up after this long if it finds nothing
    # Seconds of page time run at once (a fake clock) after load and after each interaction,
    # so that what timers load up to this long later is captured without waiting; 0: off.
    horizon: float = Field(default=5.0, ge=0, le=60)
    # Pages in Chromium at the same time (a browser context each).  Most of a page's time is
    # spent waiting (politeness, the network, settling), not computing: more than the cores.
    pages: int = Field(default=4, ge=1, le=32)
    # Seconds between two requests to a host for resources that pages in Chromium ask for
    # themselves (their scripts, at load and on interaction); the pages themselves keep the
    # job's `delay`.  None: a quarter of `delay`; never more than `delay`, never less than
    # robots.txt's Crawl-delay (keepnet.fetch.politeness.resource_delay).  One request at a
    # time per host either way.
    resource_delay: float | None = Field(default=None, ge=0)


class DistributedSettings(_Frozen):
    """Many workers on one crawl (keepnet.frontier.redis): where the shared state lives.

    `frontier`: redis://HOST:PORT/DB (None: the embedded SQLite frontier, one process).
    `crawl_id`: the crawl's name on that Redis (several crawls may share one server).
    `lease_seconds`: how long a worker's in-flight URL stays its own; a killed worker's
    URLs are fetched by the others after this long.  It must outlast the slowest fetch.
    """

    frontier: str | None = None
    crawl_id: str | None = None
    lease_seconds: float = Field(default=360.0, gt=0)

    @field_validator("frontier")
    @classmethod
    def _valid_location(cls, v: str | None) -> str | None:
        if v is not None and not v.startswith(("redis://", "rediss://", "unix://")):
            raise ValueError(f"expected redis://HOST:PORT/DB, got {v!r}")
        return v


# The scoring modules of a focused crawl, each a 0..1 score of an outlink (keepnet.focus).
SCORE_MODULES = ("parent", "anchor", "context", "url", "classifier", "link")


class FocusSettings(_Frozen):
    """A focused crawl (keepnet.focus, seed 003): what the topic is and how URLs are ranked.

    `keywords` (words and phrases) and `examples` (files or URLs of relevant pages; the seeds
    count as examples too) define the topic; `negative_examples` what it is not.  Outlinks
    are scored by `weights` of the parent page's relevance, their anchor text, the text
    around them, their URL's words, the page classifier's verdict on the parent and the link
    classifier's prediction (SCORE_MODULES); a URL found again gets its priority updated by
    `update` (FIRST, LAST, MAX, SUM, AVG).  Pages at least `relevant` relevant count as
    relevant (the harvest ratio).
    """

    keywords: tuple[str, ...] = ()
    examples: tuple[str, ...] = ()
    negative_examples: tuple[str, ...] = ()
    languages: tuple[str, ...] = ("english",)
    update: Literal["FIRST", "LAST", "MAX", "SUM", "AVG"] = "MAX"
    weights: dict[str, float] = Field(
        default_factory=lambda: {
            "parent": 0.2,
            "anchor": 0.2,
            "context": 0.1,
            "url": 0.1,
            "classifier": 0.2,
            "link": 0.2,
        }
    )
    relevant: float = Field(default=0.25, ge=0, le=1)
    # Batch prioritization (seed 003): the new scores of URLs already queued are applied
    # after every `batch` pages instead of at once (0: at once).
    batch: int = Field(default=0, ge=0)
    # Per-queue balance b_l (seed 003): a host gives at most `balance` URLs per round before
    # the other ready hosts get theirs (None: pure best-first; the embedded frontier only).
    balance: int | None = Field(default=None, ge=1)
    # The online-learned page and link classifiers (keepnet.focus.learned): on by default;
    # they learn from the crawl's confident verdicts every `learn_every` labelled pages.
    learn: bool = True
    learn_every: int = Field(default=20, ge=1)

    @field_validator("weights")
    @classmethod
    def _known_weights(cls, v: dict[str, float]) -> dict[str, float]:
        unknown = set(v) - set(SCORE_MODULES)
        if unknown:
            raise ValueError(
                f"unknown score weight(s) {sorted(unknown)}: {', '.join(SCORE_MODULES)}"
            )
        return v


_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw]?)\s*$")
_UNIT_SECONDS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


def parse_duration(value: float | str) -> float:
    """Seconds from a number or a string such as "90", "30m", "12h", "7d", "2w"."""
    if isinstance(value, int | float):
        if value < 0:
            raise ValueError(f"a duration cannot be negative: {value}")
        return float(value)
    m = _DURATION.match(value)
    if m is None:
        raise ValueError(f"not a duration: {value!r} (seconds, or a number with s, m, h, d, w)")
    return float(m[1]) * _UNIT_SECONDS[m[2]]


class RevisitSettings(_Frozen):
    """Which previously captured URLs a re-crawl fetches again (keepnet.pipeline.revisit).

    `all`: every URL (conditionally when it has validators).  `auto`: a URL is due when the
    time since its last capture reaches 1/λ (its estimated change rate), clamped to
    [min_interval, max_interval]; due URLs go first, the likeliest to have changed first,
    and a URL not yet due is not fetched: its links are taken from its last capture."""

    mode: Literal["all", "auto"] = "all"
    min_interval: float = 3600.0
    max_interval: float = 30 * 86400.0

    @field_validator("min_interval", "max_interval", mode="before")
    @classmethod
    def _duration(cls, v: float | str) -> float:
        return parse_duration(v)

    @model_validator(mode="after")
    def _ordered(self) -> RevisitSettings:
        if self.min_interval > self.max_interval:
            raise ValueError("min_interval is longer than max_interval")
        return self


class AppsSettings(_Frozen):
    """Application-aware crawling (keepnet.apps): `auto` recognises forums, wikis and blogs
    and crawls only their content views; `off` crawls every host generically.  `dir`: a
    directory of extra application files (YAML, the format of keepnet/apps/kb/)."""

    mode: Literal["auto", "off"] = "auto"
    dir: Path | None = None


class ApiSettings(_Frozen):
    """The crawl's control API (keepnet.api): off unless `listen` is given.

    Every request that changes the crawl needs `Authorization: Bearer TOKEN`; reading needs
    it too when the API listens on anything but loopback.  Without `token`, one is made at
    start and written to DIR/state/api-token (mode 0600)."""

    listen: str | None = None  # HOST:PORT
    token: str | None = Field(default=None, min_length=16)

    @field_validator("listen")
    @classmethod
    def _host_port(cls, v: str | None) -> str | None:
        if v is None:
            return None
        host, sep, port = v.rpartition(":")
        if not sep or not port.isdigit() or not 0 < int(port) < 65536:
            raise ValueError(f"api listen address must be HOST:PORT, got {v!r}")
        return f"{host or '127.0.0.1'}:{port}"


class JobSettings(_Frozen):
    """Everything a crawl needs to know; frozen once validated."""

    seeds: tuple[SeedSettings, ...] = Field(min_length=1)
    scope: ScopeName = "prefix"
    max_pages: int | None = Field(default=None, ge=1)
    max_hops: int | None = Field(default=20, ge=0)  # Heritrix's default; null: no limit
    # Heritrix stops at 2; a font behind a CSS @import needs 3 to render, so keepnet allows 3.
    max_transclusion_hops: int = Field(default=3, ge=0)
    max_bytes: int | None = Field(default=None, ge=1)
    time_limit: float | None = Field(default=None, gt=0)
    proxy: str | None = None
    concurrency: int = Field(default=16, ge=1, le=1024)
    host_concurrency: int = Field(default=1, ge=1, le=64)
    # Processes that extract links and text of HTML pages beside the crawl's event loop
    # (keepnet.pipeline.offload); None: one when the machine has a second core.
    extract_workers: int | None = Field(default=None, ge=0, le=1)
    # The crawl's event loop (keepnet.eventloop): auto = uvloop when installed, else asyncio.
    event_loop: EventLoopChoice = "auto"
    delay: float = Field(default=1.0, ge=0)
    # Host names on one IP address share its delay (shared hosting, CDNs; BUbiNG's rule).
    politeness_per_ip: bool = False
    crawl_delay_cap: float = Field(default=30.0, ge=0)
    ignore_robots: bool = False
    allow_private: bool = False
    user_agent: str = "keepnet/0.1 (+https://keepnet.invalid/bot; archival crawler)"
    connect_timeout: float = Field(default=10.0, gt=0)
    read_timeout: float = Field(default=30.0, gt=0)
    total_timeout: float = Field(default=300.0, gt=0)
    max_body_bytes: int = Field(default=100_000_000, ge=1)
    max_retries: int = Field(default=3, ge=0)
    retry_base_delay: float = Field(default=2.0, ge=0)
    retry_max_delay: float = Field(default=300.0, ge=0)
    sitemaps: bool = True
    traps: TrapSettings = TrapSettings()
    warc: WarcSettings = WarcSettings()
    canon: CanonSettings = CanonSettings()
    browser: BrowserSettings = BrowserSettings()
    distributed: DistributedSettings = DistributedSettings()
    focus: FocusSettings | None = None
    # Previous crawls of the same collection (keepnet.pipeline.history): conditional
    # requests and revisits of what did not change.
    previous: tuple[Path, ...] = ()
    revisit: RevisitSettings = RevisitSettings()
    api: ApiSettings = ApiSettings()
    apps: AppsSettings = AppsSettings()
    # Extra crawl extensions, "package.module:Class" each (keepnet.extensions: the registry).
    extensions: tuple[str, ...] = ()

    @field_validator("proxy")
    @classmethod
    def _valid_proxy(cls, v: str | None) -> str | None:
        if v is None:
            return None
        if not v.lower().startswith("http://"):
            raise ValueError(f"proxy must be an http:// URL, got {v!r}")
        try:
            url = parse_url(v)
        except InvalidURL as exc:
            raise ValueError(str(exc)) from None
        if "@" in url.split("/")[2]:
            # The fetcher sends no Proxy-Authorization, and the job is written into every
            # WARC's warcinfo: refuse credentials rather than leak or ignore them.
            raise ValueError("proxy credentials (user:password@) are not supported")
        if url.rstrip("/").count("/") > 2:
            raise ValueError(f"a proxy is host:port only, got a path in {v!r}")
        return url.rstrip("/")

    def seed_scope(self, seed: SeedSettings) -> str:
        return seed.scope or self.scope

    def seed_max_hops(self, seed: SeedSettings) -> int | None:
        return seed.max_hops if seed.max_hops is not None else self.max_hops

    def public_dict(self) -> dict[str, Any]:
        """The settings as plain JSON-able data (for warcinfo and state/job.json); secrets
        (the API token) left out."""
        return self.model_dump(mode="json", exclude={"api": {"token"}})

    def warcinfo(self, crawl_name: str, index_canon: dict[str, Any]) -> dict[str, str]:
        """Job fields for every WARC's warcinfo (software, format, hostname: the writer's)."""
        return {
            "isPartOf": crawl_name,
            "robots": "ignore" if self.ignore_robots else "obey",
            "http-header-user-agent": self.user_agent,
            "keepnet-job": json.dumps(self.public_dict(), sort_keys=True),
            # The seen-set profile is "the canonicalization in effect" (canonicalizer=...);
            # the index profile is recorded beside it so a later tool can rebuild either key.
            "keepnet-index-canon": json.dumps(index_canon, sort_keys=True),
        }


def _format_errors(source: str, exc: ValidationError) -> str:
    lines = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"]) or "(top level)"
        lines.append(f"{source}: {loc}: {err['msg']}")
    return "\n".join(lines)


def build_job(data: dict[str, Any], source: str = "job") -> JobSettings:
    """Validate a job given as plain data (seeds may be strings or mappings)."""
    data = dict(data)
    seeds = data.get("seeds")
    if isinstance(seeds, list | tuple):
        data["seeds"] = [{"url": s} if isinstance(s, str) else s for s in seeds]
    try:
        return JobSettings.model_validate(data)
    except ValidationError as exc:
        raise JobError(_format_errors(source, exc)) from None


def load_job_file(path: Path) -> dict[str, Any]:
    """Read a YAML job file into plain data (validated later, merged with flags)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise JobError(f"{path}: cannot read job file: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise JobError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except yaml.YAMLError as exc:
        raise JobError(f"{path}: not valid YAML: {exc}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise JobError(f"{path}: (top level): a job file must be a mapping of settings")
    return data


def read_seeds_file(path: Path) -> list[str]:
    """One seed URL per line; blank lines and '#' comments ignored."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise JobError(f"{path}: cannot read seeds file: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise JobError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    return [
        ln.strip() for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")
    ]
