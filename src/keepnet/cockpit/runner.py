"""Crawls and replay servers the cockpit starts, as child processes it stops by PID.

A crawl is `keepnet crawl --job DIR/job.yaml --out DIR --api 127.0.0.1:PORT --quiet` with
the API token in its environment (the cockpit made it, so it can steer the crawl at once);
its output goes to DIR/logs/cockpit-run.log.  A replay server is `keepnet replay DIR` on a
free loopback port, started the first time a page of that crawl is opened.  `close()`
asks every child to stop (SIGTERM; the crawl then stops cleanly and stays resumable) and
waits for it.
"""

from __future__ import annotations

import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

STOP_WAIT = 20.0


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _keepnet(*args: str) -> list[str]:
    return [sys.executable, "-m", "keepnet.cli.main", *args]


@dataclass
class Child:
    proc: subprocess.Popen[bytes]
    port: int
    token: str = ""

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None


class Runner:
    def __init__(self) -> None:
        self.crawls: dict[Path, Child] = {}
        self.replays: dict[Path, Child] = {}
        self.tasks: dict[Path, Child] = {}
        self.outputs: dict[Path, tuple[Path, Path]] = {}

    def start_crawl(self, root: Path) -> Child:
        """Start (or resume) the crawl in root from root/job.yaml."""
        current = self.crawls.get(root)
        if current is not None and current.alive:
            return current
        port, token = free_port(), secrets.token_urlsafe(24)
        (root / "logs").mkdir(parents=True, exist_ok=True)
        log = (root / "logs" / "cockpit-run.log").open("ab")
        env = {**os.environ, "KEEPNET_API_TOKEN": token}
        args = ["crawl", "--job", str(root / "job.yaml"), "--out", str(root)]
        args += ["--api", f"127.0.0.1:{port}", "--quiet"]
        proc = subprocess.Popen(
            _keepnet(*args), stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True
        )
        log.close()
        child = Child(proc, port, token)
        self.crawls[root] = child
        return child

    def run_task(self, root: Path, name: str, args: list[str], output: Path) -> bool:
        """Run `keepnet ARGS` for root in the background, stdout to output (a QA report...);
        False when the same task is still running."""
        key = root / f".task-{name}"
        current = self.tasks.get(key)
        if current is not None and current.alive:
            return False
        output.parent.mkdir(parents=True, exist_ok=True)
        tmp = output.with_suffix(output.suffix + ".part")
        with tmp.open("wb") as out, (root / "logs" / f"cockpit-{name}.log").open("ab") as err:
            proc = subprocess.Popen(
                _keepnet(*args),
                stdout=out,
                stderr=err,
                start_new_session=True,
            )
        self.tasks[key] = Child(proc, 0)
        self.outputs[key] = (tmp, output)
        return True

    def task_running(self, root: Path, name: str) -> bool:
        key = root / f".task-{name}"
        child = self.tasks.get(key)
        if child is None:
            return False
        if child.alive:
            return True
        tmp, output = self.outputs.pop(key, (None, None))
        if tmp is not None and output is not None and tmp.exists():
            if child.proc.returncode == 0:
                tmp.replace(output)
            else:
                tmp.unlink()
        return False

    def starting(self) -> set[str]:
        return {root.name for root, c in self.crawls.items() if c.alive}

    def replay(self, root: Path) -> int:
        """The port of a replay server for root, started if none runs."""
        current = self.replays.get(root)
        if current is not None and current.alive:
            return current.port
        port = free_port()
        proc = subprocess.Popen(
            _keepnet("replay", str(root), "--port", str(port)),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        self.replays[root] = Child(proc, port)
        _wait_for_port(port, proc)
        return port

    def close(self) -> None:
        children = [*self.crawls.values(), *self.replays.values(), *self.tasks.values()]
        for c in children:
            if c.alive:
                c.proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + STOP_WAIT
        for c in children:
            try:
                c.proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                c.proc.kill()
                c.proc.wait()


def _wait_for_port(port: int, proc: subprocess.Popen[bytes], timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
