"""What a re-crawl's package needs from the crawls before it (`export --with-previous`).

A re-crawl (`keepnet crawl --previous OLD`) records what did not change as revisits whose
payload is in OLD.  Packed alone, its WACZ would replay those pages as missing.  With
`--with-previous`, the original record of every revisit that is not in the crawl itself is
copied — its gzip member byte for byte, digests and record ids unchanged — into one extra
WARC of the package, `previous-originals.warc.gz`, after a warcinfo record naming the
crawls they come from; their index lines, pointing at the copy, join the package's index.
Only what the revisits refer to is copied, never OLD's other captures.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from warcio.warcwriter import WARCWriter

from keepnet import __version__
from keepnet.index.cdxj import format_line, parse_line
from keepnet.layout import crawl_chain
from keepnet.replay.collection import Capture, Collection

WARC_NAME = "previous-originals.warc.gz"


@dataclass(slots=True)
class Originals:
    """The originals copied: their index lines (sorted) and where they came from."""

    lines: list[bytes] = field(default_factory=list)
    crawls: list[str] = field(default_factory=list)  # the previous crawls used
    missing: int = 0  # revisits whose original is in none of them


def _revisits(collection: Collection) -> Iterator[Capture]:
    own = collection.sources[0]
    if own.index is None:
        return
    for line in own.index.lines("", "\U0010ffff"):
        try:
            rec = parse_line(line)
        except ValueError:
            continue
        if rec.is_revisit:
            yield Capture(rec, own.archive)


def _warcinfo(crawls: list[str]) -> bytes:
    buf = io.BytesIO()
    writer = WARCWriter(buf, gzip=True, warc_version="WARC/1.1")
    info = {
        "software": f"keepnet {__version__}",
        "description": "original records of this crawl's revisits, copied from earlier crawls",
        "isPartOf": " ".join(crawls),
    }
    writer.write_record(writer.create_warcinfo_record(WARC_NAME, info))
    return buf.getvalue()


def copy_originals(crawl_dir: Path, out: Path) -> Originals | None:
    """Write the originals of `crawl_dir`'s revisits found in its previous crawls to `out`
    (a WARC); None when the crawl has no revisit of another crawl's record."""
    chain = [d for d in crawl_chain([crawl_dir])[1:] if d.is_dir()]
    collection = Collection("with-previous", [crawl_dir, *chain])
    own = collection.sources[0].archive
    try:
        wanted: dict[tuple[Path, str, int], Capture] = {}
        result = Originals(crawls=[str(d) for d in chain])
        for revisit in _revisits(collection):
            original = collection.resolve_revisit(revisit)
            if original is None:
                result.missing += 1
            elif original.archive != own:
                where = (original.archive, original.record.filename, original.record.offset)
                wanted.setdefault(where, original)
        if not wanted:
            return None
        with out.open("wb") as fh:
            offset = fh.write(_warcinfo(result.crawls))
            for (archive, filename, start), cap in sorted(wanted.items()):
                with (archive / filename).open("rb") as src:
                    src.seek(start)
                    member = src.read(cap.record.length)
                fh.write(member)
                moved = cap.record._replace(filename=WARC_NAME, offset=offset)
                result.lines.append((format_line(moved) + "\n").encode("utf-8"))
                offset += len(member)
    finally:
        collection.close()
    result.lines.sort()
    return result
