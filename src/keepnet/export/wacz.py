"""Packing a crawl directory as a WACZ 1.1.1 file (`export_wacz`).

Layout of the ZIP (https://specs.webrecorder.net/wacz/1.1.1/):

    archive/*.warc.gz            the crawl's finished WARCs, stored (not deflated): replayers
                                 read records by offset straight from the ZIP; with
                                 --with-previous also previous-originals.warc.gz, the
                                 originals of a re-crawl's revisits (keepnet.export.originals)
    indexes/index.cdx.gz         the CDXJ index in gzip blocks, stored; indexes/index.idx
                                 its block index (see keepnet.export.cdxgz)
    pages/pages.jsonl            the crawl's pages (json-pages-1.0), or, when the directory
                                 has none, the HTML captures of status 200 from the index
    datapackage.json             Frictionless data package: every file above with its
                                 sha256 and size, wacz_version, created, title, mainPageURL
    datapackage-digest.json      the sha256 of datapackage.json

The CDX index is brought up to date first (keepnet.index.update_index), so the WACZ always
indexes every WARC it holds.  WARCs are streamed into the ZIP and hashed on the way, never
read into memory; the ZIP is written beside FILE and renamed into place when complete.
py-wacz's `wacz validate` is the oracle the tests check the output against.
"""

from __future__ import annotations

import hashlib
import heapq
import json
import os
import shutil
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from keepnet import __version__
from keepnet.export.cdxgz import CDX_NAME, write_compressed
from keepnet.export.originals import WARC_NAME as ORIGINALS
from keepnet.export.originals import copy_originals
from keepnet.index.cdxj import parse_line
from keepnet.index.indexer import WARC_SUFFIXES, update_index
from keepnet.pages import HEADER as PAGES_HEADER

WACZ_VERSION = "1.1.1"
_CHUNK = 1 << 20
_HTML = frozenset({"text/html", "application/xhtml+xml"})


@dataclass(slots=True)
class WaczReport:
    """What export_wacz wrote."""

    path: Path
    warcs: list[str] = field(default_factory=list)
    index_lines: int = 0
    pages: int = 0
    size: int = 0  # bytes of the WACZ file
    index_problems: int = 0  # malformed WARC records met by the index update
    originals: int = 0  # --with-previous: revisit originals copied from earlier crawls
    originals_missing: int = 0  # revisits whose original no earlier crawl holds


class _HashingWriter:
    """A write-only stream that hashes and counts what passes through to `out`."""

    def __init__(self, out: IO[bytes]) -> None:
        self.out = out
        self.sha256 = hashlib.sha256()
        self.size = 0

    def write(self, data: bytes) -> int:
        self.sha256.update(data)
        self.size += len(data)
        self.out.write(data)
        return len(data)

    def resource(self, path: str) -> dict[str, Any]:
        return {
            "name": os.path.basename(path).lower(),
            "path": path,
            "hash": "sha256:" + self.sha256.hexdigest(),
            "bytes": self.size,
        }


def _zip_time(t: float) -> tuple[int, int, int, int, int, int]:
    d = datetime.fromtimestamp(max(t, 315532800), UTC)  # ZIP dates start in 1980
    return (d.year, d.month, d.day, d.hour, d.minute, d.second)


def _entry(path: str, mtime: float, *, stored: bool, size: int = 0) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(path, _zip_time(mtime))
    info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    # Zip64 only where an entry needs it, and then in both headers: zipfile puts a Zip64
    # local header on any entry declared larger than ZIP64_LIMIT / 1.05, but a Zip64 central
    # record only on one larger than ZIP64_LIMIT; an entry in between got Zip64 in one header
    # and not the other (the shape ReplayWeb.page misreads).  So an entry that fits is
    # declared as size 0 (zipfile then checks after writing that it did fit, and rewrites
    # its local header with the real sizes); a larger one is declared with its size.
    info.file_size = size if size > zipfile.ZIP64_LIMIT else 0
    return info


def _add_bytes(zf: zipfile.ZipFile, path: str, data: bytes, now: float) -> dict[str, Any]:
    """Add a small generated file (deflated) and return its datapackage resource."""
    with zf.open(_entry(path, now, stored=False, size=len(data)), "w") as out:
        w = _HashingWriter(out)
        w.write(data)
    return w.resource(path)


def _add_file(zf: zipfile.ZipFile, path: str, src: Path) -> dict[str, Any]:
    st = src.stat()
    info = _entry(path, st.st_mtime, stored=True, size=st.st_size)
    with src.open("rb") as fh, zf.open(info, "w") as out:
        w = _HashingWriter(out)
        shutil.copyfileobj(fh, w, _CHUNK)
    return w.resource(path)


def _index_lines(index_path: Path) -> Iterator[bytes]:
    """The crawl's index lines for the WACZ, less the ones a replay client would take for
    the page itself: status-less records (the browser tier's JSON state records) filed
    under the URL of a page that has an HTTP capture.  ReplayWeb.page opens a URL at its
    latest entry, and the state records come seconds after the page; offered them, it
    showed "Archived Page Not Found" for every explored page.  The records stay in the
    WARCs (and in DIR/indexes/index.cdxj, which equals cdxj-indexer's)."""
    with index_path.open("rb") as fh:
        group: list[tuple[bytes, str, bool]] = []  # lines of one key: (line, url, has status)
        key = b""
        for line in fh:
            k = line.split(b" ", 1)[0]
            if k != key and group:
                yield from _replayable(group)
                group = []
            key = k
            try:
                rec = parse_line(line)
            except ValueError:
                group.append((line, "", True))  # not ours to judge: kept
                continue
            group.append((line, rec.url, rec.is_capture))
        if group:
            yield from _replayable(group)


def _replayable(group: list[tuple[bytes, str, bool]]) -> Iterator[bytes]:
    captured = {url for _, url, has_status in group if has_status}
    for line, url, has_status in group:
        if has_status or url not in captured:
            yield line


def _iso(ts: str) -> str:
    return f"{ts[0:4]}-{ts[4:6]}-{ts[6:8]}T{ts[8:10]}:{ts[10:12]}:{ts[12:14]}Z"


def _page_id(url: str, ts: str) -> str:
    return hashlib.sha1(f"{ts} {url}".encode(), usedforsecurity=False).hexdigest()[:24]


def _pages(crawl_dir: Path, index_path: Path) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """(page objects, header): the crawl's pages.jsonl, or pages derived from the index."""
    header: dict[str, Any] = dict(PAGES_HEADER)
    pages: list[dict[str, Any]] = []
    path = crawl_dir / "pages" / "pages.jsonl"
    if path.is_file():
        with path.open(encoding="utf-8", errors="replace") as fh:
            for line in fh:
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError:
                    continue  # the torn last line of a killed crawl
                if not isinstance(obj, dict):
                    continue
                if "format" in obj and "url" not in obj:
                    header = obj
                elif isinstance(obj.get("url"), str) and isinstance(obj.get("ts"), str):
                    pages.append(obj)
    else:
        for raw in _index_lines(index_path):
            try:
                rec = parse_line(raw)
            except ValueError:
                continue
            if rec.status == "200" and (rec.mime or "").lower() in _HTML:
                pages.append({"url": rec.url, "ts": _iso(rec.timestamp)})
    for page in pages:
        page.setdefault("id", _page_id(page["url"], page["ts"]))
    return pages, header


def export_wacz(
    crawl_dir: Path,
    out: Path,
    *,
    title: str | None = None,
    description: str | None = None,
    with_previous: bool = False,
) -> WaczReport:
    """Write the WACZ of `crawl_dir` to `out`; raises ValueError when there is no WARC.

    `with_previous`: a re-crawl's package also holds the original records of its revisits
    found in the crawls before it (keepnet.export.originals), so that it replays alone."""
    archive = crawl_dir / "archive"
    warcs = sorted(
        p
        for p in (archive.iterdir() if archive.is_dir() else [])
        if p.name.endswith(WARC_SUFFIXES) and p.is_file()
    )
    if not warcs:
        raise ValueError(f"no finished WARC files in {archive}")
    index_report = update_index(crawl_dir)
    index_path = crawl_dir / "indexes" / "index.cdxj"
    report = WaczReport(out, [p.name for p in warcs], index_report.total_lines)
    report.index_problems = len(index_report.problems)
    now = datetime.now(UTC)
    stamp = now.timestamp()
    resources: list[dict[str, Any]] = []
    out.parent.mkdir(parents=True, exist_ok=True)
    part = out.with_name(out.name + ".part")
    try:
        with zipfile.ZipFile(part, "w", allowZip64=True) as zf:
            for warc in warcs:
                resources.append(_add_file(zf, f"archive/{warc.name}", warc))
            index_lines: Iterator[bytes] = _index_lines(index_path)
            if with_previous:
                copied = out.with_name(out.name + ".originals.part")
                try:
                    originals = copy_originals(crawl_dir, copied)
                    if originals is not None:
                        resources.append(_add_file(zf, f"archive/{ORIGINALS}", copied))
                        report.warcs.append(ORIGINALS)
                        report.originals = len(originals.lines)
                        report.originals_missing = originals.missing
                        report.index_lines += len(originals.lines)
                        index_lines = heapq.merge(index_lines, iter(originals.lines))
                finally:
                    copied.unlink(missing_ok=True)
            # The compressed index is written to a file first, so that its entry is added
            # with its size known: local and central headers then agree, with ZIP64 fields
            # only where a size or offset needs them.  (Streamed with force_zip64, the local
            # header said 0xFFFFFFFF and the central directory did not: ReplayWeb.page, which
            # finds entry data from the central directory, read garbage and found no page.)
            cdx_tmp = out.with_name(out.name + ".cdx.gz.part")
            try:
                with cdx_tmp.open("wb") as fh:
                    idx = write_compressed(index_lines, fh)
                resources.append(_add_file(zf, f"indexes/{CDX_NAME}", cdx_tmp))
            finally:
                cdx_tmp.unlink(missing_ok=True)
            resources.append(_add_bytes(zf, "indexes/index.idx", idx, stamp))
            pages, header = _pages(crawl_dir, index_path)
            report.pages = len(pages)
            lines = [json.dumps(header, ensure_ascii=False)]
            lines += [json.dumps(p, ensure_ascii=False) for p in pages]
            data = ("\n".join(lines) + "\n").encode("utf-8")
            resources.append(_add_bytes(zf, "pages/pages.jsonl", data, stamp))
            package: dict[str, Any] = {
                "profile": "data-package",
                "resources": resources,
                "wacz_version": WACZ_VERSION,
                "title": title or crawl_dir.resolve().name,
                "created": now.strftime("%Y-%m-%dT%H:%M:%SZ"),
                "modified": now.strftime("%Y-%m-%dT%H:%M:%SZ"),
                "software": f"keepnet {__version__}",
            }
            if description:
                package["description"] = description
            if pages:
                package["mainPageURL"] = pages[0]["url"]
                package["mainPageDate"] = pages[0]["ts"]
            package_bytes = json.dumps(package, indent=2).encode("utf-8")
            _add_bytes(zf, "datapackage.json", package_bytes, stamp)
            digest = {
                "path": "datapackage.json",
                "hash": "sha256:" + hashlib.sha256(package_bytes).hexdigest(),
            }
            _add_bytes(zf, "datapackage-digest.json", json.dumps(digest, indent=2).encode(), stamp)
        os.replace(part, out)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    report.size = out.stat().st_size
    return report
