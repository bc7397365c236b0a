"""Focused crawling on a labelled topical web: harvest ratio of breadth-first, best-first and
keepnet's focused crawl (each update function, b_l 1 and 5, batch), seed 003's Tables 1 and
2 in shape.

    PYTHONPATH=src .venv/bin/python bench/bench_focused.py [--webs 1,2,3] [--budget 300]
        [--web island|topical]

The web: tests/sites/island.py (default; the topic a 5% island of ~10,500 pages, 528 of them
relevant, link locality as the literature measures it: docs/focused.md) or the older
tests/sites/topical.py (ACHE's pages among 580 others, 75% locality).  Web 1 is the one
keepnet's scoring was developed on; the others are differently seeded webs it was not.
Every crawl: scope any, max_pages BUDGET, the web's three seeds, politeness delay 0, the same
keywords, no examples.  Harvest ratio = relevant pages / pages fetched; the coverage columns:
relevant pages found after 100, 200 pages.

- breadth-first: `keepnet crawl` with no focus (FIFO within a host, hosts by ready time);
- best-first: focus with the parent page's relevance as the only score, FIRST, no learning;
- focused, TF-IDF only: the topic model's modules (parent, anchor, context, URL), MAX;
- focused: the default weights with the learned page and link classifiers, under each update
  function; MAX and AVG under the per-queue balance b_l = 1 and 5 (a host gives at most b_l
  URLs a round); AVG with batch updates every 20 pages and b_l 5.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from keepnet.engine import Crawler  # noqa: E402
from keepnet.pages import read_pages  # noqa: E402
from keepnet.settings.job import build_job  # noqa: E402
from keepnet.testweb.server import VirtualWeb, serve_in_thread  # noqa: E402
from sites import island, topical  # noqa: E402

CORPORA = next(  # ../shared/corpora, or the nearest above a git worktree
    (p / "shared" / "corpora" for p in REPO.parents if (p / "shared" / "corpora").is_dir()),
    REPO.parent / "shared" / "corpora",
)
KEYWORDS = ["ebola", "ebola virus", "ebola outbreak", "west africa", "hemorrhagic fever"]
ONLY_PARENT = {"parent": 1.0, "anchor": 0.0, "context": 0.0, "url": 0.0}


def run(
    web_seed: int, budget: int, focus: dict[str, Any] | None, tmp: Path, kind: str = "island"
) -> list[bool]:
    """Relevance of the pages the crawl fetched, in fetch order."""
    web = (island if kind == "island" else topical).build(CORPORA, web_seed)
    with serve_in_thread(VirtualWeb(web.sites)) as server:
        job = build_job(
            {
                "seeds": web.seeds,
                "scope": "any",
                "max_pages": budget,
                "proxy": server.url,
                "delay": 0.0,
                "concurrency": 4,
                "browser": {"mode": "never"},
                **({"focus": focus} if focus else {}),
            }
        )
        out = tmp / f"crawl-{web_seed}-{len(list(tmp.iterdir()))}"
        asyncio.run(Crawler(job, out).run())
    pages = [p for p in read_pages(out / "pages" / "pages.jsonl") if p.get("status") == 200]
    return [p["url"] in web.relevant for p in pages]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--webs", default="1,2,3")
    ap.add_argument("--budget", type=int, default=300)
    ap.add_argument("--web", choices=["island", "topical"], default="island")
    args = ap.parse_args()
    kw: dict[str, Any] = {"keywords": KEYWORDS}
    configs: list[tuple[str, dict[str, Any] | None]] = (
        [
            ("breadth-first", None),
            (
                "best-first (parent only, FIRST)",
                {**kw, "weights": ONLY_PARENT, "update": "FIRST", "learn": False},
            ),
            ("focused, TF-IDF only, MAX", {**kw, "update": "MAX", "learn": False}),
        ]
        + [
            (f"focused, {fn}", {**kw, "update": fn})
            for fn in ("FIRST", "LAST", "MAX", "SUM", "AVG")
        ]
        + [
            (f"focused, {fn}, b_l {bl}", {**kw, "update": fn, "balance": bl})
            for fn in ("MAX", "AVG")
            for bl in (1, 5)
        ]
        + [("focused, AVG, batch 20, b_l 5", {**kw, "update": "AVG", "batch": 20, "balance": 5})]
    )
    with tempfile.TemporaryDirectory(prefix="kn-focus-") as tmpdir:
        for web_seed in (int(w) for w in args.webs.split(",")):
            role = "developed on" if web_seed == 1 else "held out"
            print(f"\n{args.web} web {web_seed} ({role}), budget {args.budget} pages", flush=True)
            print(
                f"{'crawl':34} {'pages':>5} {'relevant':>8} {'harvest':>8} "
                f"{'@100':>5} {'@200':>5} {'vs BFS':>7}"
            )
            base = None
            for name, focus in configs:
                rel = run(web_seed, args.budget, focus, Path(tmpdir), args.web)
                harvest = sum(rel) / len(rel) if rel else 0.0
                base = base if base is not None else harvest
                print(
                    f"{name:34} {len(rel):>5} {sum(rel):>8} {harvest:>8.1%} "
                    f"{sum(rel[:100]):>5} {sum(rel[:200]):>5} "
                    f"{harvest / base - 1 if base else 0:>+7.0%}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
