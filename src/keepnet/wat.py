"""WAT: the metadata of every WARC record as JSON, in the shape of the Internet Archive's and
Common Crawl's WAT files (webarchive-commons' "Envelope"), for tools that read them.

One `metadata` record (Content-Type application/json, WARC-Refers-To the record described)
per record of the input WARCs, after a warcinfo:

    {"Container": {"Filename", "Compressed", "Offset"},
     "Envelope": {"Format": "WARC", "WARC-Header-Length", "Actual-Content-Length",
                  "Block-Digest", "WARC-Header-Metadata": {every WARC header},
                  "Payload-Metadata": {"Actual-Content-Type",
                      "HTTP-Response-Metadata" | "HTTP-Request-Metadata": {
                          "Response-Message": {"Version", "Status", "Reason"}
                            | "Request-Message": {"Method", "Path", "Version"},
                          "Headers": {...}, "Headers-Length", "Entity-Length",
                          "HTML-Metadata": {"Head": {"Title", "Metas", "Link", "Scripts"},
                                            "Links": [{"path": "A@/href", "url", "text"}...]}}}}}

Links are the page's own attributes as written (relative URLs stay relative, as in Common
Crawl's WAT); paths name the element and attribute as WAT does (A@/href, IMG@/src,
LINK@/href, SCRIPT@/src, FORM@/action, IFRAME@/src).  Not included: Gzip-Metadata (the
compression details of each member).
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from selectolax.lexbor import LexborHTMLParser
from warcio.archiveiterator import ArchiveIterator
from warcio.recordloader import ArcWarcRecord
from warcio.warcwriter import WARCWriter

from keepnet import __version__
from keepnet.extract.charset import decode

HTML = ("text/html", "application/xhtml+xml")
LINK_ATTRS = (
    ("a", "href", "A@/href"),
    ("area", "href", "AREA@/href"),
    ("img", "src", "IMG@/src"),
    ("iframe", "src", "IFRAME@/src"),
    ("form", "action", "FORM@/action"),
    ("embed", "src", "EMBED@/src"),
    ("source", "src", "SOURCE@/src"),
    ("video", "src", "VIDEO@/src"),
    ("audio", "src", "AUDIO@/src"),
)
PAYLOADS = ("response", "revisit", "request", "resource")
MAX_HTML = 5 << 20  # larger pages are described without their HTML metadata


def html_metadata(body: bytes, content_type: str | None) -> dict[str, Any]:
    text, _encoding = decode(body, content_type)
    tree = LexborHTMLParser(text)
    head: dict[str, Any] = {}
    title = tree.css_first("title")
    if title is not None:
        head["Title"] = title.text(strip=True)
    metas = [
        {k: v for k, v in node.attributes.items() if v is not None}
        for node in tree.css("meta")
        if node.attributes
    ]
    if metas:
        head["Metas"] = metas
    links = [
        {
            "path": "LINK@/href",
            "url": node.attributes["href"],
            "rel": node.attributes.get("rel") or "",
        }
        for node in tree.css("link[href]")
    ]
    if links:
        head["Link"] = links
    scripts = [{"path": "SCRIPT@/src", "url": n.attributes["src"]} for n in tree.css("script[src]")]
    if scripts:
        head["Scripts"] = scripts
    out: dict[str, Any] = {"Head": head}
    body_links: list[dict[str, str]] = []
    for tag, attr, path in LINK_ATTRS:
        for node in tree.css(f"{tag}[{attr}]"):
            url = node.attributes.get(attr)
            if not url:
                continue
            link = {"path": path, "url": url}
            if tag == "a":
                anchor = node.text(strip=True)
                if anchor:
                    link["text"] = anchor
            body_links.append(link)
    if body_links:
        out["Links"] = body_links
    return out


def _headers(http: Any) -> dict[str, str]:
    out: dict[str, str] = {}
    for k, v in http.headers:
        out[k] = f"{out[k]}, {v}" if k in out else v  # repeated headers joined, as WAT does
    return out


def envelope(record: ArcWarcRecord, body: bytes, filename: str, offset: int) -> dict[str, Any]:
    """The WAT JSON of one WARC record whose payload (decoded) is `body`."""
    warc_headers = dict(record.rec_headers.headers)
    payload: dict[str, Any] = {"Actual-Content-Type": warc_headers.get("Content-Type", "")}
    http = record.http_headers
    if http is not None and record.rec_type in ("response", "revisit"):
        version, _, rest = http.protocol, None, http.statusline
        status, _, reason = rest.partition(" ")
        meta: dict[str, Any] = {
            "Response-Message": {"Version": version, "Status": status, "Reason": reason},
            "Headers": _headers(http),
            "Headers-Length": str(len(http.to_bytes())),
            "Entity-Length": str(len(body)),
        }
        ctype = http.get_header("Content-Type")
        if (
            record.rec_type == "response"
            and (ctype or "").split(";")[0].strip().lower() in HTML
            and len(body) <= MAX_HTML
        ):
            meta["HTML-Metadata"] = html_metadata(body, ctype)
        payload["HTTP-Response-Metadata"] = meta
    elif http is not None and record.rec_type == "request":
        method, _, rest = http.protocol, None, http.statusline
        path, _, version = rest.rpartition(" ")
        payload["HTTP-Request-Metadata"] = {
            "Request-Message": {"Method": method, "Path": path, "Version": version},
            "Headers": _headers(http),
            "Headers-Length": str(len(http.to_bytes())),
            "Entity-Length": str(len(body)),
        }
    return {
        "Container": {
            "Filename": filename,
            "Compressed": filename.endswith(".gz"),
            "Offset": str(offset),
        },
        "Envelope": {
            "Format": "WARC",
            "WARC-Header-Length": str(
                len(record.rec_headers.protocol)
                + 2
                + sum(len(k) + len(v) + 4 for k, v in record.rec_headers.headers)
                + 2
            ),
            "Actual-Content-Length": str(record.length),
            "Block-Digest": warc_headers.get("WARC-Block-Digest", ""),
            "WARC-Header-Metadata": warc_headers,
            "Payload-Metadata": payload,
        },
    }


def wat_records(warc: Path) -> Iterator[tuple[ArcWarcRecord, dict[str, Any]]]:
    with warc.open("rb") as fh:
        it = ArchiveIterator(fh)
        for record in it:
            # the payload first: asking warcio for the offset skips the rest of the record
            body = record.content_stream().read() if record.rec_type in PAYLOADS else b""
            yield record, envelope(record, body, warc.name, it.get_record_offset())


def write_wat(warcs: list[Path], out: IO[bytes]) -> int:
    """Write the WAT of `warcs` to `out` (gzip members, WARC 1.1); records described."""
    writer = WARCWriter(out, gzip=True, warc_version="1.1")
    info = {"software": f"keepnet {__version__}", "format": "WAT: WARC record metadata as JSON"}
    writer.write_record(writer.create_warcinfo_record("metadata.wat.gz", info))
    n = 0
    for warc in warcs:
        for record, data in wat_records(warc):
            body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
            headers = {"Content-Type": "application/json"}
            rid = record.rec_headers.get_header("WARC-Record-ID")
            if rid:
                headers["WARC-Refers-To"] = rid
            date = record.rec_headers.get_header("WARC-Date")
            if date:
                headers["WARC-Date"] = date
            writer.write_record(
                writer.create_warc_record(
                    record.rec_headers.get_header("WARC-Target-URI") or f"filename:{warc.name}",
                    "metadata",
                    payload=io.BytesIO(body),
                    length=len(body),
                    warc_headers_dict=headers,
                )
            )
            n += 1
    return n
