"""CPU per fetch of the crawl's HTTP client on asyncio's event loop and on uvloop (t14h).

    PYTHONPATH=$PWD/src .venv/bin/python bench/bench_loop.py [--fetches 4000] [--rounds 5]

Serves the generated test web (`keepnet.testweb serve --web generated --pages 2000`) in a
child process and fetches its pages through the proxy interface with `keepnet.fetch.http.
HttpClient`, `--concurrency` at a time, as a crawl of one fast host does, each round once on
each loop (alternating, in fresh child processes so neither warms the other's caches).
What is measured is the client process's own CPU (getrusage) over the fetches, divided by
their number: the event loop's work (selector, callbacks, transports, timeouts) plus the
client's parsing of heads and bodies, which is the same code on both loops.  Also timed:
`loop.call_soon` callbacks and a ping-pong of 1-byte messages over a socket pair with
streams, the loop's own costs without HTTP.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

CHILD = r"""
import asyncio, json, resource, socket, sys, time
from keepnet import eventloop
from keepnet.fetch.http import FetchSettings, HttpClient
from keepnet.testweb.generated import page_path

choice, proxy, n, conc = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])

def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime

async def fetches():
    client = HttpClient(FetchSettings(proxy=proxy, allow_private=True))
    urls = [f"http://gen.test{page_path(i % 2000)}" for i in range(n)]
    async def one(part):
        for u in part:
            ex = await client.fetch(u)
            assert getattr(ex, "status", None) == 200, ex
    await asyncio.gather(*(one(urls[: n // 4][k::conc]) for k in range(conc)))  # warm: connections
    c0 = cpu()
    await asyncio.gather(*(one(urls[k::conc]) for k in range(conc)))
    return (cpu() - c0) / n * 1e6

async def callbacks(k=200_000):
    loop = asyncio.get_running_loop()
    done = loop.create_future()
    left = [k]
    def tick():
        left[0] -= 1
        if left[0]:
            loop.call_soon(tick)
        else:
            done.set_result(None)
    c0 = cpu()
    loop.call_soon(tick)
    await done
    return (cpu() - c0) / k * 1e6

async def pingpong(k=20_000):
    a, b = socket.socketpair()
    ra, wa = await asyncio.open_connection(sock=a)
    rb, wb = await asyncio.open_connection(sock=b)
    async def echo():
        for _ in range(k):
            wb.write(await rb.readexactly(1))
    task = asyncio.ensure_future(echo())
    c0 = cpu()
    for _ in range(k):
        wa.write(b"x")
        await ra.readexactly(1)
    t = (cpu() - c0) / k * 1e6
    await task
    wa.close(); wb.close()
    return t

async def main():
    return {"fetch": await fetches(), "call_soon": await callbacks(), "pingpong": await pingpong(),
            "loop": type(asyncio.get_running_loop()).__module__}

print(json.dumps(eventloop.run(main(), choice)))
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fetches", type=int, default=4000)
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    server = subprocess.Popen(
        [sys.executable, "-m", "keepnet.testweb", "serve", "--web", "generated", "--pages", "2000"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        proxy = server.stdout.readline().split()[-1]
        got: dict[str, list[dict[str, float]]] = {"asyncio": [], "auto": []}
        for r in range(args.rounds):
            for choice in got:
                out = subprocess.run(
                    [
                        sys.executable,
                        "-c",
                        CHILD,
                        choice,
                        proxy,
                        str(args.fetches),
                        str(args.concurrency),
                    ],
                    check=True,
                    capture_output=True,
                    text=True,
                    env=dict(os.environ),
                ).stdout
                row = json.loads(out)
                got[choice].append(row)
                load = os.getloadavg()[0]
                print(
                    f"round {r + 1} {row['loop']:<16} fetch {row['fetch']:6.1f} us  "
                    f"call_soon {row['call_soon']:5.2f} us  pingpong {row['pingpong']:5.1f} us"
                    f"  load {load:.1f}",
                    flush=True,
                )
        for key in ("fetch", "call_soon", "pingpong"):
            a = [row[key] for row in got["asyncio"]]
            u = [row[key] for row in got["auto"]]
            diffs = " ".join(f"{y - x:+.2f}" for x, y in zip(a, u, strict=False))
            print(
                f"{key}: asyncio median {statistics.median(a):.2f} us, uvloop median "
                f"{statistics.median(u):.2f} us; paired differences {diffs}"
            )
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
