"""Helpers for the WARC tests: exchanges as a fetcher would produce them, and the field's
tools (warcio check, cdxj-indexer) run as command-line programs."""

from __future__ import annotations

import gzip
import itertools
import json
import subprocess
import sys
from pathlib import Path

from keepnet.models import Exchange

BIN = Path(sys.executable).parent
STARTED = 1_700_000_000.25  # 2023-11-14T22:13:20.250000Z


def chunk(body: bytes, sizes: tuple[int, ...] = (5, 7)) -> bytes:
    """HTTP/1.1 chunked framing of `body`, cut in chunks of the given sizes (cycled)."""
    out, pos = [], 0
    for size in itertools.cycle(sizes):
        if pos >= len(body):
            break
        part = body[pos : pos + size]
        out.append(b"%x;ext=1\r\n" % len(part) if size == 7 else b"%x\r\n" % len(part))
        out.append(part + b"\r\n")
        pos += size
    return b"".join(out) + b"0\r\nX-Trailer: yes\r\n\r\n"


def make_exchange(
    url: str = "http://site.test/page",
    body: bytes = b"<p>hello world</p>",
    *,
    chunked: bool = False,
    gzipped: bool = False,
    status: int = 200,
    ip: str | None = "127.0.0.1",
    started: float = STARTED,
    truncated: str | None = None,
    sizes: tuple[int, ...] = (5, 7),
    extra_head: bytes = b"",
) -> Exchange:
    """An Exchange exactly as the fetcher keeps it (raw head bytes, wire body, payload)."""
    payload = gzip.compress(body, mtime=0) if gzipped else body
    wire = chunk(payload, sizes) if chunked else payload
    reason = {200: "OK", 404: "Not Found", 301: "Moved Permanently"}.get(status, "X")
    lines = [
        f"HTTP/1.1 {status} {reason}",
        "content-type:text/html; charset=utf-8",
        "Server:  quirky  ",
    ]
    if gzipped:
        lines.append("Content-Encoding: gzip")
    lines.append("Transfer-Encoding: chunked" if chunked else f"Content-Length: {len(payload)}")
    head = ("\r\n".join(lines) + "\r\n").encode("latin-1") + extra_head + b"\r\n"
    path = url.split("/", 3)[3] if url.count("/") >= 3 else ""
    req = (
        f"GET /{path} HTTP/1.1\r\nHost: {url.split('/')[2]}\r\n"
        "User-Agent: keepnet-test\r\nAccept-Encoding: gzip\r\n\r\n"
    ).encode()
    headers = [
        (k.strip(), v.strip())
        for k, v in (ln.split(":", 1) for ln in head.decode("latin-1").split("\r\n")[1:] if ln)
    ]
    return Exchange(
        url=url,
        started=started,
        request_head=req,
        status=status,
        reason=reason,
        headers=headers,
        response_head=head,
        wire_body=wire,
        payload=payload,
        ip=ip,
        truncated=truncated,
    )


def warcio_check(*paths: Path) -> subprocess.CompletedProcess[str]:
    """`warcio check -v` on files: the acceptance gate every keepnet WARC must pass."""
    return subprocess.run(
        [str(BIN / "warcio"), "check", "-v", *map(str, paths)],
        capture_output=True,
        text=True,
        check=False,
    )


def assert_warcio_check(*paths: Path) -> None:
    res = warcio_check(*paths)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "failed" not in res.stdout and "ArchiveLoadFailed" not in res.stdout, res.stdout


def cdxj_index(*paths: Path) -> list[dict[str, str]]:
    """cdxj-indexer over every record (`--records all`); the JSON block of each line."""
    res = subprocess.run(
        [str(BIN / "cdxj-indexer"), "--records", "all", *map(str, paths)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert not res.stderr.strip(), res.stderr
    lines = [ln for ln in res.stdout.splitlines() if ln and not ln.startswith("!")]
    return [json.loads(ln.split(" ", 2)[2]) for ln in lines]
