"""The recorded scholarly landing pages (corpora/scholarly/*/pages) served at their recorded URLs.

Each `<stem>.html` is served at the `url` of its `<stem>.json` sidecar with the recorded
status and response headers — Link (signposting) included — except the framing and coding
headers that no longer describe the stored body (it is stored decompressed, whole):
Content-Encoding, Transfer-Encoding, Content-Length.  The doi.org hops recorded in
`redirected_from` answer their recorded 302.  Every other URL of those hosts is a 404 (the
cassettes recorded neither homepages nor 404 pages: the unreachable-probe case, for real).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site

DROP = {"content-encoding", "transfer-encoding", "content-length"}


@dataclass(frozen=True)
class Recorded:
    stem: str
    url: str
    requested: str  # the first URL of the recorded redirect chain (a DOI) or url


def recorded_pages(corpus: Path) -> list[Recorded]:
    out = []
    for sidecar in sorted((corpus / "scholarly").glob("*/pages/*.json")):
        meta = json.loads(sidecar.read_text())
        chain = meta.get("redirected_from") or []
        out.append(Recorded(sidecar.stem, meta["url"], chain[0]["url"] if chain else meta["url"]))
    return out


def scholarly_web(corpus: Path) -> VirtualWeb:
    sites: dict[str, Site] = {}

    def site(url: str) -> Site:
        host = urlsplit(url).hostname or ""
        return sites.setdefault(host, Site(host))

    for sidecar in sorted((corpus / "scholarly").glob("*/pages/*.json")):
        meta = json.loads(sidecar.read_text())
        headers = [
            (k, v)
            for k, values in meta["response_headers"].items()
            if k.lower() not in DROP
            for v in values
        ]
        body = sidecar.with_suffix(".html").read_bytes()
        parts = urlsplit(meta["url"])
        path = parts.path + ("?" + parts.query if parts.query else "")
        site(meta["url"]).add(path, Response(meta["status"], headers, body))
        for hop in meta.get("redirected_from") or []:
            hp = urlsplit(hop["url"])
            site(hop["url"]).add(hp.path, Response.redirect(hop["location"], hop["status"]))
    return VirtualWeb(sites.values())
