"""Command line for the virtual web: serve one in its own process, or measure the server.

    python -m keepnet.testweb serve --web demo --port 8099
    python -m keepnet.testweb serve --web generated --pages 2000
    python -m keepnet.testweb serve --web many-hosts --hosts 50 --pages 50 --latency 0.05
    python -m keepnet.testweb loadtest --concurrency 16 --requests 20000

`serve` prints "listening http://127.0.0.1:PORT" as its first line (benchmarks read it to
find the proxy) and runs until SIGINT/SIGTERM.  Serving from a separate process keeps the
server's CPU time out of the crawler's process, as a real web server would be.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys

from keepnet.testweb.server import ProxyServer, VirtualWeb


def build_web(args: argparse.Namespace) -> VirtualWeb:
    if args.web == "demo":
        from keepnet.testweb.demo import demo_web

        return demo_web()
    from keepnet.testweb.generated import generated_site, many_hosts

    if args.web == "generated":
        return VirtualWeb([generated_site(args.site_host, args.pages, latency=args.latency).warm()])
    return VirtualWeb(s.warm() for s in many_hosts(args.hosts, args.pages, args.latency))


async def serve(args: argparse.Namespace) -> None:
    server = ProxyServer(build_web(args), args.host, args.port)
    await server.start()
    print(f"listening {server.url}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await server.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m keepnet.testweb")
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("serve", help="serve a virtual web until interrupted")
    p.add_argument("--web", choices=["demo", "generated", "many-hosts"], default="demo")
    p.add_argument("--pages", type=int, default=2000, help="pages (per host for many-hosts)")
    p.add_argument("--hosts", type=int, default=50)
    p.add_argument("--latency", type=float, default=0.0)
    p.add_argument("--site-host", default="gen.test")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=0)
    lt = sub.add_parser("loadtest", help="measure the server's requests/s from another process")
    lt.add_argument("--concurrency", type=int, default=16)
    lt.add_argument("--requests", type=int, default=20000)
    lt.add_argument("--pages", type=int, default=2000)
    lt.add_argument("--no-keep-alive", action="store_true")
    args = parser.parse_args(argv)
    if args.cmd == "serve":
        with contextlib.suppress(KeyboardInterrupt):
            asyncio.run(serve(args))
        return 0
    from keepnet.testweb.loadtest import run_loadtest

    print(run_loadtest(args.concurrency, args.requests, args.pages, not args.no_keep_alive))
    return 0


if __name__ == "__main__":
    sys.exit(main())
