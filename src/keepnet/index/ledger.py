"""DIR/indexes/indexed.json: which WARC files are in the index, as of which size and mtime.

A WARC whose size or modification time differs from its entry (it grew or was rewritten)
is re-indexed; an entry whose WARC is gone has its lines removed from the index. The file is
written atomically after the index itself, so a crash between the two only makes the next
run re-read some WARCs (their old lines are dropped by filename, never duplicated).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

FORMAT = "keepnet-indexed/1"


@dataclass(frozen=True, slots=True)
class WarcEntry:
    """What the index knows about one WARC: the stat it was read at and what it gave."""

    size: int
    mtime_ns: int
    records: int = 0
    problems: int = 0

    def same_file(self, st: os.stat_result) -> bool:
        return self.size == st.st_size and self.mtime_ns == st.st_mtime_ns


def load(path: Path) -> dict[str, WarcEntry]:
    """The ledger's entries by WARC file name; empty when the file is missing or unreadable.

    An unreadable ledger only costs a full re-index, which is always correct.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") != FORMAT:
            return {}
        return {name: WarcEntry(**entry) for name, entry in data["warcs"].items()}
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return {}


def save(path: Path, entries: dict[str, WarcEntry]) -> None:
    """Write the ledger atomically (temporary file + rename)."""
    data = {"format": FORMAT, "warcs": {n: asdict(e) for n, e in sorted(entries.items())}}
    fd, tmp = tempfile.mkstemp(prefix=".indexed.json.", dir=path.parent)
    os.fchmod(fd, 0o644)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
