"""An in-process fetch for the artifact layer: a VirtualWeb answered without sockets.

Serves any URL — https included, which the loopback proxy cannot (it has no TLS) — so the
recorded scholarly pages can be served at their recorded https URLs.  The response becomes an
Exchange as keepnet's HTTP client would build it (headers, status, body as payload).
"""

from __future__ import annotations

import time

from keepnet.artifacts.loader import Fetch
from keepnet.fetch import codes
from keepnet.models import Exchange, FetchFailure
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Raw


def web_fetch(web: VirtualWeb) -> Fetch:
    async def fetch(url: str) -> Exchange | FetchFailure:
        behaviour = await web.fetch(url)
        if isinstance(behaviour, Raw):
            return FetchFailure(url, codes.CONNECTION_LOST, "connection closed without a response")
        head = behaviour.head_bytes()
        return Exchange(
            url=url,
            started=time.time(),
            request_head=b"",
            status=behaviour.status,
            reason=behaviour.reason or "",
            headers=list(behaviour.headers),
            response_head=head,
            wire_body=behaviour.body,
            payload=behaviour.body,
        )

    return fetch
