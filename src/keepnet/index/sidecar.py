"""CDXJ sidecars: the index lines of one WARC, written while the crawl wrote the WARC.

Layout: ``DIR/indexes/live/NAME.cdxj`` holds the lines of WARC ``DIR/archive/NAME`` in file
order (keepnet.index.live appends one per indexed record); ``NAME.cdxj.done`` marks it
complete: a small JSON object with the WARC's size and mtime_ns when it was closed and the
number of lines.  The marker is written only after the WARC got its final name (the writer
renamed it from ``NAME.open``), so a crawl killed before that leaves no marker, and a WARC
that `keepnet.warc.recover.recover_archive` later cut short never has one.  A sidecar is
trusted only when its marker parses, the WARC has exactly that size and mtime, and the
sidecar has exactly that many whole lines; anything else means "read the WARC" — the
sidecar is an optimisation and can never make the index differ from reading the WARC.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

LIVE_DIR = "live"
SUFFIX = ".cdxj"
DONE = ".done"


def live_dir(indexes: Path) -> Path:
    return indexes / LIVE_DIR


def sidecar_path(indexes: Path, warc_name: str) -> Path:
    return live_dir(indexes) / (warc_name + SUFFIX)


def marker_path(indexes: Path, warc_name: str) -> Path:
    return live_dir(indexes) / (warc_name + SUFFIX + DONE)


def mark_done(indexes: Path, warc_name: str, st: os.stat_result, lines: int) -> None:
    """Write the completeness marker (temporary file + rename, so it is whole or absent)."""
    data = {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "lines": lines}
    final = marker_path(indexes, warc_name)
    tmp = final.with_name(final.name + ".tmp")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    os.replace(tmp, final)


def take(indexes: Path, warc_name: str, st: os.stat_result) -> list[bytes] | None:
    """The sidecar's lines (each ending in a newline) if it is complete for the WARC as it
    is now (`st`), else None."""
    try:
        data = json.loads(marker_path(indexes, warc_name).read_text(encoding="utf-8"))
        if (data["size"], data["mtime_ns"]) != (st.st_size, st.st_mtime_ns):
            return None
        count = int(data["lines"])
        with sidecar_path(indexes, warc_name).open("rb") as fh:
            lines = fh.readlines()
    except (OSError, ValueError, TypeError, KeyError):
        return None
    if len(lines) != count or (lines and not lines[-1].endswith(b"\n")):
        return None
    return lines


def discard(indexes: Path, warc_name: str) -> None:
    """Remove a WARC's sidecar and marker, and a marker's temporary file a kill left."""
    marker = marker_path(indexes, warc_name)
    for path in (sidecar_path(indexes, warc_name), marker, marker.with_name(marker.name + ".tmp")):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


def stale(indexes: Path, archive: Path, indexed: set[str]) -> list[str]:
    """WARC names whose sidecar files can go: the WARC is in the index already, or it is
    gone altogether (neither closed nor ``.open``).  A sidecar of a WARC still being
    written, or closed but not yet indexed, is kept."""
    folder = live_dir(indexes)
    if not folder.is_dir():
        return []
    names = set()
    for path in folder.iterdir():
        name = path.name
        for end in (SUFFIX + DONE + ".tmp", SUFFIX + DONE, SUFFIX):
            if name.endswith(end):
                names.add(name[: -len(end)])
                break
    return sorted(
        n
        for n in names
        if n in indexed or not ((archive / n).exists() or (archive / (n + ".open")).exists())
    )
