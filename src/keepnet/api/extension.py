"""Serving the control API beside the crawl loop (`--api HOST:PORT`, job `api.listen`).

The server (uvicorn) runs as a task of the crawl's event loop, so every call sees the crawl
between two of its steps: no locks, no threads.  It leaves SIGINT/SIGTERM to the crawl.  A
port already taken fails the crawl at start with that reason.  The token is the job's or one
made at start, written to DIR/state/api-token (0600) and shown on stderr.  Exclusions are
saved in DIR/state/exclusions.json; URLs queued before an exclusion are refused when leased.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import socket
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from keepnet.extensions import BaseExtension, ExtensionError
from keepnet.models import CrawlURI, Exchange
from keepnet.settings.job import JobSettings

if TYPE_CHECKING:
    import uvicorn

    from keepnet.api.control import CrawlControl
    from keepnet.extensions import CrawlContext
    from keepnet.pipeline.links import LinkResult

START_TIMEOUT = 10.0


def _server(config: uvicorn.Config) -> uvicorn.Server:
    """A uvicorn server that leaves the signals to the crawl.  uvicorn and the web app are
    imported here, not with the module: every crawl imports this module to ask `from_job`,
    few serve the API (~25 ms of start-up)."""
    import uvicorn

    class _Server(uvicorn.Server):
        @contextlib.contextmanager
        def capture_signals(self) -> Iterator[None]:  # the crawl owns SIGINT and SIGTERM
            yield

    return _Server(config)


class ControlApi(BaseExtension):
    name = "api"

    def __init__(self, listen: str, token: str | None) -> None:
        host, _, port = listen.rpartition(":")
        self.host, self.port = host.strip("[]"), int(port)
        self.token = token
        self._server: uvicorn.Server | None = None
        self._task: asyncio.Task[None] | None = None
        self._address: Path | None = None
        self._control: CrawlControl | None = None

    @classmethod
    def from_job(cls, job: JobSettings) -> ControlApi | None:
        if job.api.listen is None:
            return None
        return cls(job.api.listen, job.api.token)

    async def start(self, ctx: CrawlContext) -> None:
        import uvicorn  # here, not at the top: see _server

        from keepnet.api.app import create_app
        from keepnet.api.control import CrawlControl

        state = ctx.dir.state
        ctx.scope.exclusions.load(state / "exclusions.json")
        if self.token is None:
            self.token = secrets.token_urlsafe(32)
        token_file = state / "api-token"
        fd = os.open(token_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(self.token + "\n")
        control = CrawlControl(ctx, lambda: ctx.scope.exclusions.save(state / "exclusions.json"))
        self._control = control
        app = create_app(control, self.token, self.host, self.port)
        config = uvicorn.Config(
            app, host=self.host, port=self.port, log_level="warning", lifespan="off"
        )
        # Bound here, not by uvicorn, which exits the process when it cannot bind.
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self.host, self.port))
        except OSError as exc:
            sock.close()
            raise ExtensionError(
                f"the control API cannot listen on {self.host}:{self.port}: {exc.strerror}"
            ) from None
        self._server = _server(config)
        self._task = asyncio.create_task(self._server.serve(sockets=[sock]))
        loop = asyncio.get_running_loop()
        deadline = loop.time() + START_TIMEOUT
        while not self._server.started:
            if self._task.done() or loop.time() > deadline:
                raise ExtensionError(f"the control API did not start on {self.host}:{self.port}")
            await asyncio.sleep(0.02)
        # Where the API listens, for tools that find crawls by their directory (the cockpit).
        self._address = state / "api.json"
        tmp = self._address.with_suffix(".tmp")
        tmp.write_text(json.dumps({"listen": f"{self.host}:{self.port}", "pid": os.getpid()}))
        os.replace(tmp, self._address)
        sys.stderr.write(
            f"keepnet: control API on http://{self.host}:{self.port}/api/crawl,"
            f" token in {token_file}\n"
        )

    def before_fetch(self, ctx: CrawlContext, uri: CrawlURI) -> str | None:
        return ctx.scope.exclusions.match(uri.url)  # queued before the exclusion came

    async def on_response(
        self, ctx: CrawlContext, uri: CrawlURI, ex: Exchange, links: LinkResult
    ) -> None:
        if self._control is not None:
            self._control.note_response(uri.host, ex.status)

    async def finish(self, ctx: CrawlContext) -> None:
        if self._address is not None:
            self._address.unlink(missing_ok=True)
        if self._server is not None and self._task is not None:
            self._server.should_exit = True
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._task, timeout=5.0)
