"""Serve the generated test site as files by nginx until SIGTERM; print its URL.

    .venv/bin/python bench/nginx_site.py [PAGES=10000] [DIR=/tmp/nginx_site]

The same site `bench_crawl.py --only nginx` crawls (keepnet.testweb.generated, written out
under DIR/root, nginx's prefix DIR/nginx, tests/nginx_server.py), kept up for profiling
and A/B runs (`crawl_stages.py`, `crawl_rusage.py`, py-spy).  DIR is emptied first.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from keepnet.testweb.generated import APP_JS, ROBOTS_TXT, STYLE_CSS, generated_site  # noqa: E402
from nginx_server import Nginx  # noqa: E402


def main() -> None:
    pages = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    tmp = Path(sys.argv[2] if len(sys.argv) > 2 else "/tmp/nginx_site")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    os.chmod(tmp, 0o755)  # nginx's workers run as another user
    site = generated_site("gen.test", pages)
    files: dict[str, str | bytes] = {
        "static/style.css": STYLE_CSS,
        "static/app.js": APP_JS,
        "robots.txt": ROBOTS_TXT,
    }
    for i, path in enumerate(site.page_paths):
        files[path.lstrip("/") or "index.html"] = site.render(i).body_bytes()
    for name, body in files.items():
        dest = tmp / "root" / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(body.encode() if isinstance(body, str) else body)
    srv = Nginx(tmp / "root", tmp / "nginx")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    print(srv.url, flush=True)
    try:
        while True:
            time.sleep(3600)
    finally:
        srv.stop()


if __name__ == "__main__":
    main()
