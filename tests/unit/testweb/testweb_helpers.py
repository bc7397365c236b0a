"""Helpers for the test web's own tests: a raw-socket HTTP client (we test bytes on the wire).

A plain module, not a conftest, so that its name is unique on sys.path.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from keepnet.testweb import ProxyServer, Site, VirtualWeb


async def read_all(reader: asyncio.StreamReader, timeout: float = 10.0) -> bytes:
    """Everything until the server closes the connection."""
    return await asyncio.wait_for(reader.read(), timeout)


async def raw_exchange(port: int, data: bytes, timeout: float = 10.0) -> bytes:
    """Send bytes, return everything the server sends until it closes."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(data)
        await writer.drain()
        return await read_all(reader, timeout)
    finally:
        writer.close()


async def read_response(reader: asyncio.StreamReader) -> tuple[bytes, bytes]:
    """One Content-Length-framed response: (head, body)."""
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
    return head, await asyncio.wait_for(reader.readexactly(length), 10)


@asynccontextmanager
async def serve(*sites: Site) -> AsyncIterator[ProxyServer]:
    """`async with serve(site, ...) as server:` a ProxyServer of those sites."""
    async with ProxyServer(VirtualWeb(sites)) as server:
        yield server
