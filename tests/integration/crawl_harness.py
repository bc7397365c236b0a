"""Integration-test harness: one in-process keepnet crawl against a local VirtualWeb, read back.

`crawl(web, seeds, tmp_path, **settings)` serves `web` on loopback (keepnet reaches it
through `--proxy`, as it would a real site through a real proxy), runs the crawl to its end
and returns a `CrawlResult` holding everything a test asserts on: the WARC records (read
with warcio and keepnet.warc.reader), crawl.log and refused.log parsed, pages.jsonl and
the crawl events.  Every crawl's WARCs are checked on the way out — `warcio check` must
pass and keepnet.warc.reader must report no problem — so no test can produce an invalid
WARC without failing.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from warcio.archiveiterator import ArchiveIterator

from keepnet.engine import Crawler, CrawlSummary
from keepnet.events import Event, EventBus
from keepnet.layout import CrawlDir
from keepnet.settings.job import build_job
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from keepnet.warc.reader import RecordInfo, read_records

VENV_BIN = Path(sys.executable).parent
WARCIO = VENV_BIN / "warcio"
CDXJ_INDEXER = VENV_BIN / "cdxj-indexer"


@dataclass(frozen=True, slots=True)
class LogLine:
    """One crawl.log line (Heritrix order: see keepnet.crawllog)."""

    status: int
    size: int
    url: str
    hop_path: str  # "" for a seed
    via: str | None
    mime: str
    digest: str | None
    seed: str
    annotations: tuple[str, ...]

    @classmethod
    def parse(cls, line: str) -> LogLine:
        f = line.split()
        assert len(f) == 12, f"crawl.log line has {len(f)} fields, not 12: {line!r}"
        _ts, status, size, url, hops, via, mime, _worker, _start, digest, seed, notes = f
        return cls(
            status=int(status),
            size=int(size),
            url=url,
            hop_path="" if hops == "-" else hops,
            via=None if via == "-" else via,
            mime=mime,
            digest=None if digest == "-" else digest,
            seed=seed,
            annotations=() if notes == "-" else tuple(notes.split(",")),
        )


@dataclass(frozen=True, slots=True)
class RefusedLine:
    url: str
    via: str | None
    reason: str

    @classmethod
    def parse(cls, line: str) -> RefusedLine:
        _ts, url, via, reason = line.split(" ", 3)
        return cls(url, None if via == "-" else via, reason)


@dataclass(frozen=True, slots=True)
class Record:
    """A WARC record as a test sees it: keepnet.warc.reader's view plus the HTTP status."""

    file: str
    info: RecordInfo
    http_status: int | None

    @property
    def type(self) -> str:
        return self.info.rec_type

    @property
    def uri(self) -> str | None:
        return self.info.target_uri

    def header(self, name: str) -> str | None:
        return self.info.header(name)


@dataclass
class CrawlResult:
    out: Path
    summary: CrawlSummary
    records: list[Record]
    log: list[LogLine]
    refused: list[RefusedLine]
    pages_header: dict[str, Any] | None
    pages: list[dict[str, Any]]
    events: list[Event]
    stats: dict[str, Any] = field(default_factory=dict)

    @property
    def dir(self) -> CrawlDir:
        return CrawlDir(self.out)

    @property
    def warcs(self) -> list[Path]:
        return sorted(self.dir.archive.glob("*.warc.gz"))

    def captures(self, *types: str) -> list[Record]:
        """Records of the given types (default: response and revisit)."""
        wanted = types or ("response", "revisit")
        return [r for r in self.records if r.type in wanted]

    @property
    def archived(self) -> set[str]:
        """Target URIs of every response and revisit record."""
        return {r.uri for r in self.captures() if r.uri}

    @property
    def archived_pages(self) -> set[str]:
        """Archived URIs except robots.txt prerequisites."""
        return {u for u in self.archived if not u.endswith("/robots.txt")}

    def lines(self, url: str) -> list[LogLine]:
        return [ln for ln in self.log if ln.url == url]

    def line(self, url: str) -> LogLine:
        """The last crawl.log line of url (the final attempt)."""
        found = self.lines(url)
        assert found, f"no crawl.log line for {url}"
        return found[-1]

    def refusals(self, prefix: str = "") -> list[RefusedLine]:
        return [r for r in self.refused if r.reason.startswith(prefix)]


def requested_urls(web: VirtualWeb) -> Counter[str]:
    """How many times each URL was requested from the web (every site's log)."""
    return Counter(r.url for r in web.requests())


def crawl(
    web: VirtualWeb, seeds: list[str] | list[dict[str, Any]], out: Path, **settings: Any
) -> CrawlResult:
    """Crawl `seeds` on `web` into `out` with the given job settings (delay 0 by default)."""
    with serve_in_thread(web) as server:
        job = build_job({"seeds": seeds, "proxy": server.url, "delay": 0.0, **settings})
        events: list[Event] = []
        bus = EventBus()
        bus.subscribe(events.append)
        summary = asyncio.run(Crawler(job, out, bus).run())
    return read_crawl(out, summary, events)


def read_crawl(out: Path, summary: CrawlSummary, events: list[Event]) -> CrawlResult:
    d = CrawlDir(out)
    warcs = sorted(d.archive.glob("*.warc.gz"))
    assert warcs, "the crawl wrote no WARC file"
    assert not list(d.archive.glob("*.open")), "a WARC was left .open after the crawl"
    check_warcs(warcs)
    records: list[Record] = []
    for path in warcs:
        infos, problems = read_records(path, check_digests=True)
        assert not problems, f"{path.name}: {problems}"
        bad = [(i.target_uri, i.problems) for i in infos if i.problems]
        assert not bad, f"{path.name}: records with problems: {bad}"
        statuses = _http_statuses(path)
        assert len(statuses) == len(infos), "warcio and keepnet.warc.reader disagree on records"
        records.extend(Record(path.name, i, s) for i, s in zip(infos, statuses, strict=True))
    log = [LogLine.parse(ln) for ln in _lines(d.crawl_log)]
    refused = [RefusedLine.parse(ln) for ln in _lines(d.refused_log)]
    page_lines = [json.loads(ln) for ln in _lines(d.pages)]
    header = page_lines[0] if page_lines and "url" not in page_lines[0] else None
    pages = page_lines[1:] if header is not None else page_lines
    stats = json.loads(d.stats.read_text()) if d.stats.exists() else {}
    return CrawlResult(out, summary, records, log, refused, header, pages, events, stats)


def check_warcs(warcs: list[Path]) -> None:
    """`warcio check` must pass on every file (it verifies block and payload digests)."""
    proc = subprocess.run(
        [str(WARCIO), "check", "-v", *map(str, warcs)], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, f"warcio check failed:\n{proc.stdout}\n{proc.stderr}"


def warcio_index(warcs: list[Path]) -> list[dict[str, str]]:
    """What `warcio index` reads from the WARCs: one JSON object per record."""
    proc = subprocess.run(
        [str(WARCIO), "index", "-f", "warc-type,warc-target-uri,offset,filename", *map(str, warcs)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return [json.loads(ln) for ln in proc.stdout.splitlines() if ln.strip()]


def assert_warcio_index_reads_every_record(result: CrawlResult) -> None:
    """`warcio index` lists every record keepnet's reader found, at the same offsets."""
    listed = [
        (Path(e["filename"]).name, e["offset"], e["warc-type"]) for e in warcio_index(result.warcs)
    ]
    assert listed == [(r.file, str(r.info.offset), r.type) for r in result.records]


def cdxj_indexer(warcs: list[Path]) -> list[tuple[str, str, dict[str, Any]]]:
    """What cdxj-indexer (the pywb tool) reads from the WARCs: (key, timestamp, fields)."""
    proc = subprocess.run(
        [str(CDXJ_INDEXER), *map(str, warcs)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return parse_cdxj(proc.stdout)


def parse_cdxj(text: str) -> list[tuple[str, str, dict[str, Any]]]:
    out = []
    for line in text.splitlines():
        if not line.strip():
            continue
        key, ts, js = line.split(" ", 2)
        out.append((key, ts, json.loads(js)))
    return out


def _http_statuses(path: Path) -> list[int | None]:
    out: list[int | None] = []
    with open(path, "rb") as fh:
        for rec in ArchiveIterator(fh):
            code = None
            if rec.rec_type in ("response", "revisit") and rec.http_headers is not None:
                code = int(rec.http_headers.get_statuscode())
            out.append(code)
    return out


def _lines(path: Path) -> list[str]:
    if not path.exists():
        return []
    return [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]


def index_pairs(result: CrawlResult) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """(url, digest) of every response/revisit record, per keepnet's index and per cdxj-indexer.

    Entries are matched to records by (filename, offset), so that only response and revisit
    records are compared whatever else either indexer chooses to list.
    """
    captures = {(r.file, str(r.info.offset)) for r in result.captures()}

    def pairs(entries: list[tuple[str, str, dict[str, Any]]]) -> set[tuple[str, str]]:
        found = {(e["filename"], str(e["offset"])): (e["url"], e["digest"]) for _, _, e in entries}
        missing = captures - set(found)
        assert not missing, f"records missing from an index: {sorted(missing)[:5]}"
        return {found[k] for k in captures}

    ours = parse_cdxj((result.dir.indexes / "index.cdxj").read_text(encoding="utf-8"))
    return pairs(ours), pairs(cdxj_indexer(result.warcs))
