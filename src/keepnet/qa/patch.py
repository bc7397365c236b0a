"""A patch crawl: the resources the replay check found missing, fetched into the same crawl.

The missing URLs become `page`-scope seeds (each fetched with its own embeds: a missing
stylesheet brings its fonts and images) of a job built from the crawl's own settings
(DIR/state/job.json: proxy, user agent, robots, politeness, canonicalization, WARC
prefix), with the page and time budgets lifted and the browser tier off.  The patch runs
as a separate keepnet crawl in DIR/state/patch-TIMESTAMP/ — the crawl's own frontier must
not be touched: it has the missing URLs as already *seen*, and would drop them as seeds —
and its WARCs are then moved into DIR/archive (under DIR's lock, keepnet.lock: a crawl
running in DIR refuses the patch before anything is touched), its crawl.log lines appended to DIR's,
and DIR's index and full-text index updated (keepnet.index.indexer.update_index,
keepnet.search.builder.update_search).  The patch's own state and logs stay in its
directory as the record of what was patched, when.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from keepnet.engine import Crawler
from keepnet.events import EventBus
from keepnet.index.cdxj import parse_line
from keepnet.index.indexer import update_index
from keepnet.layout import CrawlDir
from keepnet.lock import CrawlLock
from keepnet.search.builder import update_search
from keepnet.settings.job import JobSettings, build_job

# Settings of the original job that would stop a patch before it fetched what it must.
_LIFTED = ("max_pages", "max_bytes", "time_limit")


class PatchError(RuntimeError):
    """The crawl dir has no job to patch with (not a keepnet crawl)."""


@dataclass
class PatchReport:
    requested: list[str]
    fetched: list[str] = field(default_factory=list)  # archived as response/revisit
    statuses: dict[str, int] = field(default_factory=dict)  # their archived HTTP status
    failed: list[str] = field(default_factory=list)  # asked for, not archived
    warcs: list[str] = field(default_factory=list)  # new files in DIR/archive
    workdir: str = ""
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "requested": self.requested,
            "fetched": self.fetched,
            "statuses": self.statuses,
            "failed": self.failed,
            "warcs": self.warcs,
            "workdir": self.workdir,
            "seconds": round(self.seconds, 3),
        }


def patch_job(crawl_dir: Path, urls: list[str], proxy: str | None = None) -> JobSettings:
    """The patch crawl's job: DIR's job with `urls` as page-scope seeds."""
    path = CrawlDir(crawl_dir).state / "job.json"
    try:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise PatchError(f"{path}: cannot read the crawl's job ({exc})") from None
    data["seeds"] = [{"url": u, "scope": "page"} for u in urls]
    for name in _LIFTED:
        data[name] = None
    data["browser"] = {**data.get("browser", {}), "mode": "never"}
    if proxy is not None:
        data["proxy"] = proxy
    return build_job(data, source=str(path))


def patch(
    crawl_dir: Path,
    urls: list[str],
    proxy: str | None = None,
    bus: EventBus | None = None,
    lock: CrawlLock | None = None,
) -> PatchReport:
    """run_patch from synchronous code."""
    return asyncio.run(run_patch(crawl_dir, urls, proxy, bus, lock))


async def run_patch(
    crawl_dir: Path,
    urls: list[str],
    proxy: str | None = None,
    bus: EventBus | None = None,
    lock: CrawlLock | None = None,
) -> PatchReport:
    """Fetch `urls` (and their embeds) into `crawl_dir`'s archive and re-index it.

    `lock`: DIR's lock when the caller already holds it; otherwise it is taken here (and
    CrawlLocked raised, with nothing changed, when a crawl is running in DIR)."""
    t0 = time.monotonic()
    urls = sorted(set(urls))
    report = PatchReport(urls)
    if not urls:
        return report
    job = patch_job(crawl_dir, urls, proxy)
    own = CrawlLock(crawl_dir) if lock is None or not lock.held else None
    if own is not None:
        own.acquire("qa --patch")  # no crawl may be writing DIR meanwhile
    try:
        await _patch_locked(crawl_dir, job, urls, report, bus)
    finally:
        if own is not None:
            own.release()
    report.seconds = time.monotonic() - t0
    return report


async def _patch_locked(
    crawl_dir: Path, job: JobSettings, urls: list[str], report: PatchReport, bus: EventBus | None
) -> None:
    layout = CrawlDir(crawl_dir)
    stamp = datetime.now(UTC).strftime("%Y%m%d%H%M%S%f")
    work = layout.state / f"patch-{stamp}"
    report.workdir = str(work)
    await Crawler(job, work, bus).run()
    archived = _archived_statuses(CrawlDir(work).indexes / "index.cdxj")
    layout.archive.mkdir(parents=True, exist_ok=True)
    for warc in sorted(CrawlDir(work).archive.glob("*.warc.gz")):
        dest = _free_name(layout.archive, warc.name)
        warc.rename(dest)
        report.warcs.append(dest.name)
    _append_log(CrawlDir(work).crawl_log, layout.crawl_log)
    update_index(crawl_dir)
    update_search(crawl_dir)
    report.fetched = [u for u in urls if u in archived]
    report.statuses = {u: archived[u] for u in report.fetched}
    report.failed = [u for u in urls if u not in archived]


def _archived_statuses(index: Path) -> dict[str, int]:
    """URL -> HTTP status of the captures in the patch crawl's own index (it indexed itself)."""
    out: dict[str, int] = {}
    if not index.is_file():
        return out
    with index.open("rb") as fh:
        for line in fh:
            try:
                rec = parse_line(line)
            except ValueError:
                continue
            if rec.status is not None and rec.status.isdigit():
                out[rec.url] = int(rec.status)
    return out


def _free_name(folder: Path, name: str) -> Path:
    dest = folder / name
    n = 1
    while dest.exists():
        stem = name.removesuffix(".warc.gz")
        dest = folder / f"{stem}-patch{n}.warc.gz"
        n += 1
    return dest


def _append_log(src: Path, dest: Path) -> None:
    if not src.exists():
        return
    dest.parent.mkdir(parents=True, exist_ok=True)
    with src.open("rb") as fin, dest.open("ab") as fout:
        fout.write(fin.read())
