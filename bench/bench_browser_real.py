"""The browser tier on real documentation sites, against `--browser never` and wget.

    .venv/bin/python bench/bench_browser_real.py

Each site is a Debian documentation package served by nginx on a free loopback port:
python3.11-doc (530 Sphinx pages) and python-black-doc (a Sphinx theme with more scripts).
For each: pages/s of `keepnet crawl --browser never`, of the default (`--browser auto`, with
learning per template), and of `wget --recursive --warc-file`; the pages the classifier
sent to the browser and how many were rendered, explored, and found something; state
metadata bytes against the bytes downloaded; URLs only the browser found.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from keepnet.index.cdxj import parse_line  # noqa: E402
from nginx_server import Nginx  # noqa: E402

SITES = {
    "python3.11-doc": Path("/usr/share/doc/python3.11/html"),
    "python-black-doc": Path("/usr/share/doc/python-black-doc/html"),
}
KEEPNET = [sys.executable, "-m", "keepnet.cli.main"]


def keepnet(url: str, out: Path, *extra: str) -> tuple[float, dict]:  # type: ignore[type-arg]
    t0 = time.monotonic()
    subprocess.run(
        [
            *KEEPNET,
            "crawl",
            url,
            "--scope",
            "host",
            "--delay",
            "0",
            "--allow-private",
            "--out",
            str(out),
            "-q",
            *extra,
        ],
        check=True,
        capture_output=True,
    )
    return time.monotonic() - t0, json.loads((out / "stats.json").read_text())


def wget(url: str, work: Path) -> tuple[float, int]:
    work.mkdir()
    t0 = time.monotonic()
    subprocess.run(
        [
            "wget",
            "--recursive",
            "--level=inf",
            "--no-parent",
            "--quiet",
            "--page-requisites",
            "--no-host-directories",
            "--warc-file=wget",
            url,
        ],
        cwd=work,
        check=False,
    )
    seconds = time.monotonic() - t0
    pages = sum(1 for p in work.rglob("*.html"))
    return seconds, pages


def urls(out: Path) -> set[str]:
    return {parse_line(x).url for x in (out / "indexes" / "index.cdxj").read_text().splitlines()}


def main() -> None:
    rows = []
    with tempfile.TemporaryDirectory(prefix="kn-real-") as tmpdir:
        tmp = Path(tmpdir)
        for name, root in SITES.items():
            if not (root / "index.html").exists():
                print(f"{name}: not installed (scripts/setup --test installs it)")
                continue
            server = Nginx(root, tmp / f"nginx-{name}")
            try:
                t_never, never = keepnet(server.url, tmp / f"{name}-never", "--browser", "never")
                t_auto, auto = keepnet(server.url, tmp / f"{name}-auto")
                t_wget, wget_pages = wget(server.url, tmp / f"{name}-wget")
            finally:
                server.stop()
            b = auto["browser"]
            templates = b.get("templates", {})
            explored = sum(t["explored"] for t in templates.values())
            found = sum(t["states_found"] for t in templates.values())
            extra = sorted(
                u.removeprefix(server.url)
                for u in urls(tmp / f"{name}-auto") - urls(tmp / f"{name}-never")
                if not u.startswith("urn:")
            )
            rows.append(
                (
                    name,
                    never["pages"],
                    never["pages"] / t_never,
                    auto["pages"] / t_auto,
                    wget_pages / t_wget,
                    b["decisions"].get("deferred", 0),
                    b["pages_rendered"],
                    explored,
                    found,
                    b["metadata_bytes"],
                    auto["bytes_downloaded"],
                    extra,
                )
            )
    print(
        f"{'site':18} {'pages':>5} {'never p/s':>9} {'default p/s':>11} {'wget p/s':>8} "
        f"{'default/never':>13} {'deferred':>8} {'rendered':>8} {'explored':>8} "
        f"{'found':>5} {'metadata/bytes':>14}"
    )
    for (
        name,
        pages,
        r_never,
        r_auto,
        r_wget,
        deferred,
        rendered,
        explored,
        found,
        meta,
        total,
        extra,
    ) in rows:
        print(
            f"{name:18} {pages:>5} {r_never:>9.1f} {r_auto:>11.1f} {r_wget:>8.1f} "
            f"{r_auto / r_never:>12.2f}x {deferred:>8} {rendered:>8} {explored:>8} "
            f"{found:>5} {meta / total:>13.1%}"
        )
        print(f"  only with the browser: {', '.join(extra) or 'nothing'}")


if __name__ == "__main__":
    main()
