"""A real nginx serving a directory on a free loopback port, stopped by its PID (tests, benches).

Debian's nginx (scripts/setup --test installs nginx-light) with a configuration of its own in
a temporary directory: no system service, no root paths, `daemon off` so the process we
start is the master we stop.
"""

from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

CONF = """daemon off;
worker_processes 1;
pid {work}/nginx.pid;
error_log {work}/error.log;
events {{ worker_connections 512; }}
http {{
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log {work}/access.log;
  client_body_temp_path {work}/body; proxy_temp_path {work}/proxy;
  fastcgi_temp_path {work}/fcgi; uwsgi_temp_path {work}/uwsgi; scgi_temp_path {work}/scgi;
  sendfile on;
  server {{ listen 127.0.0.1:{port}; root {root}; }}
}}
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Nginx:
    def __init__(self, root: Path, workdir: Path) -> None:
        exe = shutil.which("nginx") or "/usr/sbin/nginx"
        if not Path(exe).exists():
            raise RuntimeError("nginx not found: run scripts/setup --test")
        self.port = free_port()
        workdir.mkdir(parents=True, exist_ok=True)
        conf = workdir / "nginx.conf"
        conf.write_text(CONF.format(work=workdir, port=self.port, root=root))
        self.proc = subprocess.Popen(
            [exe, "-p", str(workdir), "-c", str(conf)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + 20
        while True:
            try:
                urllib.request.urlopen(self.url, timeout=2).close()
                break
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    if self.proc.poll() is None:  # running but not serving: stop it here
                        self.proc.terminate()  # nginx's fast shutdown: its workers go too
                        try:
                            self.proc.wait(timeout=10)
                        except subprocess.TimeoutExpired:
                            self.proc.kill()
                            self.proc.wait()
                    err = self.proc.stderr.read().decode() if self.proc.stderr else ""
                    raise RuntimeError(f"nginx did not start: {err}") from None
                time.sleep(0.05)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGQUIT)  # graceful: workers finish, master exits
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc.stderr is not None:
            self.proc.stderr.close()
