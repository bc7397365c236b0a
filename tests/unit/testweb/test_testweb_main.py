"""`python -m keepnet.testweb serve`: the out-of-process server the benchmarks use."""

from __future__ import annotations

import subprocess
import sys
import urllib.request


def test_serve_prints_its_url_and_answers_until_terminated() -> None:
    cmd = [sys.executable, "-m", "keepnet.testweb", "serve", "--web", "generated", "--pages", "20"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("listening http://127.0.0.1:")
        url = line.split()[1]
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({"http": url}))
        with opener.open("http://gen.test/", timeout=10) as resp:
            assert resp.status == 200 and b"<title>" in resp.read()
    finally:
        proc.terminate()
        assert proc.wait(timeout=10) == 0
