"""Runs `keepnet crawl` and kills itself with SIGKILL at a chosen point (crash-safety tests).

    python crash_worker.py MODE N -- CRAWL ARGS...

MODE "fetch": SIGKILL as the N-th fetch's response arrives, before it is archived (mid-fetch).
MODE "write": SIGKILL half-way through writing the N-th WARC record (mid-WARC-write: half a
gzip member is on disk).  MODE "none": just crawl.  Not a test module: the e2e crash test
starts it as a subprocess.
"""

from __future__ import annotations

import os
import signal
import sys


def _kill() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def install(mode: str, n: int) -> None:
    if mode == "fetch":
        from keepnet.fetch.http import HttpClient

        original_fetch = HttpClient.fetch
        count = 0

        async def fetch(self, url, headers=None):  # type: ignore[no-untyped-def]
            nonlocal count
            result = await original_fetch(self, url, headers)
            count += 1
            if count == n:
                _kill()
            return result

        HttpClient.fetch = fetch  # type: ignore[method-assign]
    elif mode == "write":
        from keepnet.warc import writer

        original_append = writer.WarcWriter._append
        records = 0

        def append(self, fh, record):  # type: ignore[no-untyped-def]
            nonlocal records
            records += 1
            if records == n:
                data = writer.rec.serialize(record, self._level)
                fh.write(data[: len(data) // 2])
                fh.flush()
                _kill()
            return original_append(self, fh, record)

        writer.WarcWriter._append = append  # type: ignore[method-assign]


def main() -> None:
    mode, n = sys.argv[1], int(sys.argv[2])
    args = sys.argv[sys.argv.index("--") + 1 :]
    install(mode, n)
    from keepnet.cli.main import main as keepnet_main

    sys.argv = ["keepnet", *args]
    keepnet_main()


if __name__ == "__main__":
    main()
