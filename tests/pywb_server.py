"""pywb's `wayback` for the tests: in its own virtualenv (.venv-pywb, built by
scripts/setup-pywb when missing: CI has nothing preinstalled), serving a collections
directory on a free loopback port, stopped by its PID."""

from __future__ import annotations

import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
VENV = REPO / ".venv-pywb"


def wayback_bin() -> Path:
    """The `wayback` executable, pywb installed first if it is not."""
    if not (VENV / ".pywb-installed").exists():
        subprocess.run([str(REPO / "scripts" / "setup-pywb")], check=True, timeout=900)
    exe = VENV / "bin" / "wayback"
    if not exe.exists():
        raise RuntimeError(f"{exe} missing after scripts/setup-pywb")
    return exe


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def get(url: str) -> tuple[int, bytes, dict[str, str]]:
    """(status, body, headers) of a GET, HTTP errors included."""
    try:
        with urllib.request.urlopen(url, timeout=30) as resp:  # noqa: S310 - loopback only
            return resp.status, resp.read(), dict(resp.headers)
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read(), dict(exc.headers)


@contextmanager
def serve_wayback(root: Path) -> Iterator[str]:
    """Run `wayback` over ROOT/collections/*; yields its base URL."""
    port = free_port()
    log_path = root / "wayback.log"
    with log_path.open("wb") as log:
        proc = subprocess.Popen(
            [str(wayback_bin()), "-p", str(port), "-b", "127.0.0.1"],
            cwd=root,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            base = f"http://127.0.0.1:{port}"
            deadline = time.monotonic() + 60
            while True:
                try:
                    if get(f"{base}/")[0] == 200:
                        break
                except OSError:
                    pass
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("wayback did not start: " + log_path.read_text())
                time.sleep(0.2)
            yield base
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)
