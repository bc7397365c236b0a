"""How many requests per second the virtual web's server answers (it must not be a bench's bottleneck).

Starts `python -m keepnet.testweb serve --web generated` in a child process and drives it
through the proxy interface with a minimal asyncio client (absolute-form GETs, optional
keep-alive), so the number measures the server, not an HTTP library.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time

from keepnet.testweb.generated import page_path


async def _client(
    port: int, paths: list[str], keep_alive: bool, counter: list[int], nbytes: list[int]
) -> None:
    reader = writer = None
    for path in paths:
        if writer is None:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
        assert reader is not None
        conn = "keep-alive" if keep_alive else "close"
        writer.write(
            f"GET http://gen.test{path} HTTP/1.1\r\nHost: gen.test\r\nConnection: {conn}\r\n\r\n".encode()
        )
        head = await reader.readuntil(b"\r\n\r\n")
        length = int(head.lower().split(b"content-length: ", 1)[1].split(b"\r\n", 1)[0])
        body = await reader.readexactly(length)
        counter[0] += 1
        nbytes[0] += len(head) + len(body)
        if not keep_alive:
            writer.close()
            reader = writer = None
    if writer is not None:
        writer.close()


async def _drive(
    port: int, concurrency: int, n: int, pages: int, keep_alive: bool
) -> tuple[float, int, int]:
    paths = [page_path(i % pages) for i in range(n)]
    counter, nbytes = [0], [0]
    t0 = time.perf_counter()
    await asyncio.gather(
        *(
            _client(port, paths[k::concurrency], keep_alive, counter, nbytes)
            for k in range(concurrency)
        )
    )
    return time.perf_counter() - t0, counter[0], nbytes[0]


def run_loadtest(
    concurrency: int = 16, requests: int = 20000, pages: int = 2000, keep_alive: bool = True
) -> str:
    """Serve a generated site in a child process, hammer it, and describe the result."""
    cmd = [
        sys.executable,
        "-m",
        "keepnet.testweb",
        "serve",
        "--web",
        "generated",
        "--pages",
        str(pages),
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=dict(os.environ))
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        port = int(line.rsplit(":", 1)[1])
        asyncio.run(_drive(port, concurrency, min(requests, 500), pages, keep_alive))  # warm up
        elapsed, done, nbytes = asyncio.run(_drive(port, concurrency, requests, pages, keep_alive))
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    mode = "keep-alive" if keep_alive else "new connection per request"
    return (
        f"{done} requests in {elapsed:.2f}s = {done / elapsed:,.0f} req/s "
        f"({nbytes / elapsed / 1e6:,.1f} MB/s; {concurrency} clients, {mode})"
    )
