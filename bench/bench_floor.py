"""The floor of a crawler in Python on this machine: issue 14's prototype loop, measured.

    .venv/bin/python bench/bench_floor.py URL [--concurrency 4] [--rounds 3] [--out DIR]

Issue 14 quoted "a prototype loop of aiohttp + selectolax + warcio" at ~1,500 pages/s.  This
is that loop, written as plainly as it can be: uvloop, one aiohttp session (4 connections),
each response and its request written by warcio's WARCWriter (gzip), each HTML page parsed
by selectolax's lexbor and its `a[href]` links joined, cut at '#' and queued when on the
start's host and unseen (a set in memory).  No robots.txt, no canonicalization beyond
urljoin, no frontier on disk, no index, no full text, no trap families, no metadata
record, no politeness: what keepnet does beyond it is what the acceptance asks for.  It
prints pages/s and CPU ms a response (getrusage of this process, start-up excluded) per
round and their medians; run `bench_crawl.py --only nginx` in the same window to set them
beside wget's and keepnet's (bench/README, "Acceptance runs ... eleventh session").
Against `bench/nginx_site.py`'s server.
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import statistics
import tempfile
import time
from io import BytesIO
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import aiohttp
import uvloop
from selectolax.lexbor import LexborHTMLParser
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter


async def crawl(start: str, concurrency: int, warc: Path) -> int:
    host = urlsplit(start).netloc
    seen = {start}
    queue: asyncio.Queue[str] = asyncio.Queue()
    queue.put_nowait(start)
    done = 0
    with warc.open("wb") as fh:
        writer = WARCWriter(fh, gzip=True)
        connector = aiohttp.TCPConnector(limit=concurrency)
        async with aiohttp.ClientSession(connector=connector, auto_decompress=False) as session:

            async def worker() -> None:
                nonlocal done
                while True:
                    url = await queue.get()
                    try:
                        async with session.get(url, allow_redirects=False) as resp:
                            body = await resp.read()
                            headers = [
                                (k.decode("latin-1"), v.decode("latin-1"))
                                for k, v in resp.raw_headers
                            ]
                            status = f"{resp.status} {resp.reason}"
                            http = StatusAndHeaders(status, headers, protocol="HTTP/1.1")
                            response = writer.create_warc_record(
                                url, "response", payload=BytesIO(body), http_headers=http
                            )
                            target = urlsplit(url).path or "/"
                            req_head = StatusAndHeaders(
                                f"GET {target} HTTP/1.1", [("Host", host)], is_http_request=True
                            )
                            request = writer.create_warc_record(
                                url, "request", payload=BytesIO(b""), http_headers=req_head
                            )
                            writer.write_request_response_pair(request, response)
                            done += 1
                            if "html" in resp.headers.get("Content-Type", ""):
                                tree = LexborHTMLParser(body)
                                for a in tree.css("a[href]"):
                                    href = a.attributes.get("href")
                                    if not href:
                                        continue
                                    link = urljoin(url, href).split("#", 1)[0]
                                    if link not in seen and urlsplit(link).netloc == host:
                                        seen.add(link)
                                        queue.put_nowait(link)
                    except Exception as exc:  # noqa: BLE001 - a prototype: count and go on
                        print("error", url, exc)
                    finally:
                        queue.task_done()

            workers = [asyncio.create_task(worker()) for _ in range(concurrency)]
            await queue.join()
            for w in workers:
                w.cancel()
    return done


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("url")
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--out", type=Path, default=None)
    a = ap.parse_args()
    rates, cpus = [], []
    for rnd in range(1, a.rounds + 1):
        with tempfile.TemporaryDirectory(dir=a.out) as tmp:
            before = resource.getrusage(resource.RUSAGE_SELF)
            t0 = time.perf_counter()
            n = uvloop.run(crawl(a.url, a.concurrency, Path(tmp) / "floor.warc.gz"))
            wall = time.perf_counter() - t0
            after = resource.getrusage(resource.RUSAGE_SELF)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        rates.append(n / wall)
        cpus.append(cpu / n * 1000)
        print(
            f"round {rnd}: {n} responses in {wall:.2f}s = {n / wall:.1f}/s; CPU {cpus[-1]:.2f} ms/response"
        )
    print(
        f"median: {statistics.median(rates):.1f} pages/s, "
        f"CPU {statistics.median(cpus):.2f} ms/response (one process, start-up excluded)"
    )


if __name__ == "__main__":
    main()
