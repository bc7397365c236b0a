"""Packing a crawl directory as a WACZ 1.1.1 file (`export_wacz`).

Layout of the ZIP (https://specs.webrecorder.net/wacz/1.1.1/):

    archive/*.warc.gz            the crawl's finished WARCs, stored (not deflated): replayers
                                 read records by offset straight from the ZIP
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
    info.file_size = size  # a known size lets zipfile use ZIP64 only when needed
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
    with index_path.open("rb") as fh:
        yield from fh


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
) -> WaczReport:
    """Write the WACZ of `crawl_dir` to `out`; raises ValueError when there is no WARC."""
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
            cdx_path = f"indexes/{CDX_NAME}"
            info = _entry(cdx_path, stamp, stored=True)  # size unknown: ZIP64 allowed
            with zf.open(info, "w", force_zip64=True) as entry:
                writer = _HashingWriter(entry)
                idx = write_compressed(_index_lines(index_path), writer)
            resources.append(writer.resource(cdx_path))
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
