"""Benchmark: URL canonicalizations per second, per profile, over 100,000 real URLs.

The URLs come from the corpora (../shared/corpora): links and embeds of the saved HTML pages
(resolved against their page URL), every WARC-Target-URI, and the URL test vectors.  When
there are fewer than 100,000 distinct ones, copies are varied (a query parameter is added)
so that every canonicalization works on a distinct string, as a crawl's outlinks do.

    .venv/bin/python bench/bench_canon.py [--n 100000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from pathlib import Path

from keepnet.url.canon import get_canonicalizer
from keepnet.url.parse import InvalidURL, try_parse
from keepnet.url.profiles import PROFILES
from keepnet.url.surt import index_key

# ../shared/corpora beside the checkout; a git worktree deeper down finds the nearest one above.
_REPO = Path(__file__).resolve().parents[1]
CORPORA = next(
    (d / "shared" / "corpora" for d in _REPO.parents if (d / "shared" / "corpora").is_dir()),
    _REPO.parent / "shared" / "corpora",
)


def html_urls() -> list[str]:
    from selectolax.lexbor import LexborHTMLParser

    html = CORPORA / "html"
    evaldata = json.loads((html / "trafilatura" / "evaldata.json").read_text(encoding="utf-8"))
    pages = [(html / "trafilatura" / "eval" / v["file"], u) for u, v in evaldata.items()]
    pages += [
        (p, "http://fakehost/test/page.html") for p in (html / "readability").glob("*/source.html")
    ]
    out = []
    for path, base in sorted(pages):
        if not path.is_file():
            continue
        tree = LexborHTMLParser(path.read_bytes())
        for node in tree.css("a[href], link[href], img[src], script[src], iframe[src]"):
            value = node.attributes.get("href") or node.attributes.get("src")
            url = try_parse(value.strip(), base) if value else None
            if url:
                out.append(url)
    return out


def warc_urls() -> list[str]:
    from warcio.archiveiterator import ArchiveIterator

    out = []
    for path in sorted((CORPORA / "warc").rglob("*.warc*")):
        if path.suffix == ".test":
            continue
        with path.open("rb") as fh:
            try:
                for rec in ArchiveIterator(fh):
                    uri = rec.rec_headers.get_header("WARC-Target-URI")
                    if uri:
                        out.append(uri)
            except Exception:  # the deliberately broken torture file
                pass
    return out


def vector_urls() -> list[str]:
    out = []
    for t in json.loads((CORPORA / "url" / "whatwg" / "urltestdata.json").read_text("utf-8")):
        if isinstance(t, dict) and t.get("href"):
            out.append(t["href"])
    return out


def gather(n: int) -> tuple[list[str], int]:
    distinct = list(dict.fromkeys(html_urls() + warc_urls() + vector_urls()))
    urls = list(distinct)
    i = 0
    while len(urls) < n:  # vary copies so that every input string is distinct
        base = distinct[i % len(distinct)]
        sep = "&" if "?" in base.split("#", 1)[0] else "?"
        head, hash_, frag = base.partition("#")
        urls.append(f"{head}{sep}kn={i}{hash_}{frag}")
        i += 1
    return urls[:n], len(distinct)


def bench(fn, urls: list[str], repeat: int) -> tuple[float, float]:
    """Best (wall, CPU) rates in URLs/s: CPU time (process_time) is what a shared,
    loaded machine does not inflate, so both are printed."""
    best_wall = best_cpu = float("inf")
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        for u in urls:
            with contextlib.suppress(InvalidURL):
                fn(u)
        best_wall = min(best_wall, time.perf_counter() - t0)
        best_cpu = min(best_cpu, max(time.process_time() - c0, 1e-9))
    return len(urls) / best_wall, len(urls) / best_cpu


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    urls, distinct = gather(args.n)
    print(f"{len(urls)} URLs ({distinct} distinct from the corpora), best of {args.repeat}")
    rates = {}
    for name in PROFILES:
        c = get_canonicalizer(name)
        rates[f"{name}.canonicalize"] = bench(c.canonicalize, urls, args.repeat)
    rates["surt.index_key"] = bench(index_key, urls, args.repeat)
    try:
        import surt  # test-only oracle, for the ratio only (never used by keepnet)

        rates["oracle surt.surt (IA python)"] = bench(surt.surt, urls, args.repeat)
    except ImportError:
        pass
    print(f"{'':32s} {'wall URLs/s':>12s} {'CPU URLs/s':>12s} {'CPU us/URL':>10s}")
    for name, (wall, cpu) in rates.items():
        print(f"{name:32s} {wall:12,.0f} {cpu:12,.0f} {1e6 / cpu:10.2f}")
    if "oracle surt.surt (IA python)" in rates:
        ratio = rates["surt.index_key"][1] / rates["oracle surt.surt (IA python)"][1]
        print(f"index_key vs surt.surt (CPU): {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
