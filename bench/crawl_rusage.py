"""CPU of one `keepnet crawl`: the crawl process's and its extraction worker's.

    PYTHONPATH=TREE/src .venv/bin/python bench/crawl_rusage.py crawl URL --delay 0 \\
        --scope host --concurrency 4 --host-concurrency 4 --out DIR -q

Runs `keepnet crawl ARGS` in this process (the arguments are keepnet's own) and prints,
on standard error, one JSON line: wall seconds, user and system CPU seconds of this process
(the crawl, its threads included) and of its waited-for children (the extraction worker),
and its voluntary and involuntary context switches.  For A/B runs of two source trees on one
server (e.g. `nginx_site.py`'s), alternate the trees and compare the sums of CPU.
"""

from __future__ import annotations

import contextlib
import json
import resource
import runpy
import sys
import time

if __name__ == "__main__":
    sys.argv = ["keepnet", *sys.argv[1:]]
    t0 = time.perf_counter()
    with contextlib.suppress(SystemExit):  # the CLI's exit: the figures are printed anyway
        runpy.run_module("keepnet.cli.main", run_name="__main__")
    me = resource.getrusage(resource.RUSAGE_SELF)
    worker = resource.getrusage(resource.RUSAGE_CHILDREN)
    fields = {
        "wall": round(time.perf_counter() - t0, 2),
        "main_user": me.ru_utime,
        "main_sys": me.ru_stime,
        "worker_user": worker.ru_utime,
        "worker_sys": worker.ru_stime,
        "vcsw": me.ru_nvcsw,
        "ivcsw": me.ru_nivcsw,
    }
    print(json.dumps(fields), file=sys.stderr)
