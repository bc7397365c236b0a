"""`keepnet demo`: crawl the bundled demo web (local `.test` sites behind keepnet's proxy)."""

from __future__ import annotations

import asyncio
import json
import shutil
import sys
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from keepnet.cli.crawl import run_with_display
from keepnet.engine import Crawler
from keepnet.layout import CrawlDir
from keepnet.pages import read_pages
from keepnet.settings.job import build_job
from keepnet.testweb.demo import DEMO_SEEDS, demo_web
from keepnet.testweb.server import VirtualWeb, serve_in_thread
from keepnet.testweb.sites import codehub, datarepo, gallery, topics

# Artifact seeds (scope "artifact"): a dataset reached through its DOI, a software project.
DEMO_ARTIFACT_SEEDS: list[str] = [datarepo.DATASET_DOI, codehub.SOFTWARE_ENTRY]
# An interactive page: the browser tier finds its descendant states (keepnet.browser).
DEMO_BROWSER_SEEDS: list[str] = [gallery.ORIGIN + "/"]


@click.command("demo")
@click.option(
    "--out",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("demo-out"),
    show_default=True,
    help="Where to write the demo crawl (replaced if it holds one).",
)
@click.option("-q", "--quiet", is_flag=True, help="No progress display.")
@click.option(
    "--cockpit",
    "with_cockpit",
    is_flag=True,
    help="Start the demo crawl from the cockpit (keepnet cockpit) and keep serving it; "
    "its URL is printed.  The crawl goes to OUT-cockpit/demo.",
)
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=8090,
    show_default=True,
    help="The cockpit's port (with --cockpit).",
)
def command(out: Path, quiet: bool, with_cockpit: bool, port: int) -> None:
    """Serve the demo web on 127.0.0.1, crawl it into OUT and show what was captured."""
    if with_cockpit:
        cockpit_demo(out.with_name(out.name + "-cockpit"), port)
        return
    console = Console()
    if CrawlDir(out).is_crawl():
        shutil.rmtree(out)
    with serve_in_thread(demo_web()) as server:
        console.print(
            f"demo web: {len(DEMO_SEEDS) + len(DEMO_ARTIFACT_SEEDS) + len(DEMO_BROWSER_SEEDS)} seed(s) served through the proxy at {server.url}"
        )
        job = build_job(demo_job(server.url), source="demo")
        ok = run_with_display(job, out, quiet)
    if not ok:
        sys.exit(1)
    show_capture(console, CrawlDir(out))
    show_artifacts(console, CrawlDir(out))
    show_browser(console, CrawlDir(out))
    focused_demo(console, out.with_name(out.name + "-focused"))


def demo_job(proxy: str) -> dict[str, object]:
    """The demo crawl's job: the demo sites, two artifacts, an interactive page."""
    # The blog's calendar is an endless trap: the default settings bound it (its trap
    # family is capped once its pages add nothing), and the refusals show in
    # logs/refused.log and in the summary.
    seeds: list[object] = list(DEMO_SEEDS)
    # Two scholarly artifacts, each bounded by its own heuristic (keepnet.artifacts).
    seeds += [{"url": s, "scope": "artifact"} for s in DEMO_ARTIFACT_SEEDS]
    seeds += DEMO_BROWSER_SEEDS
    return {
        "seeds": seeds,
        "scope": "domain",
        "proxy": proxy,
        "delay": 0.05,
        "concurrency": 8,
        "browser": {"explore": "max-coverage", "max_states": 30},
    }


def cockpit_demo(data: Path, port: int) -> None:
    """The demo crawl started by the cockpit, which stays up (Ctrl-C stops both)."""
    from keepnet.cli.cockpit import serve
    from keepnet.cockpit.jobform import job_yaml

    with serve_in_thread(demo_web()) as server:
        job = build_job(demo_job(server.url), source="demo")

        def start(cockpit: object) -> None:
            from keepnet.cockpit.app import Cockpit

            assert isinstance(cockpit, Cockpit)
            root = cockpit.data / "demo"
            if root.exists():
                shutil.rmtree(root)
            root.mkdir(parents=True)
            (root / "job.yaml").write_text(job_yaml(job), encoding="utf-8")
            cockpit.runner.start_crawl(root)
            click.echo(
                f"demo crawl started: it shows at /crawls/demo (demo web at {server.url})", err=True
            )

        serve(data, "127.0.0.1", port, None, None, on_start=start)


FOCUS_KEYWORDS = ["volcano", "eruption", "lava", "magma"]
FOCUS_BUDGET = 20


def focused_demo(
    console: Console, out: Path, webs: tuple[int, ...] = (1, 2, 3)
) -> dict[str, float]:
    """Focused crawls of three generated five-topic webs against breadth-first ones, 20
    pages each: the mean harvest ratio (share of pages on the topic) of both.  OUT holds the
    focused crawl of the first web."""
    totals = {"breadth-first": 0.0, "focused": 0.0}
    for n in webs:
        web = topics.build(n)
        for name, focus in (("breadth-first", None), ("focused", {"keywords": FOCUS_KEYWORDS})):
            keep = focus is not None and n == webs[0]
            target = out if keep else out.with_name(f"{out.name}-{name}-{n}")
            if target.exists():
                shutil.rmtree(target)
            with serve_in_thread(VirtualWeb(web.sites)) as server:
                job = build_job(
                    {
                        "seeds": web.seeds,
                        "scope": "any",
                        "max_pages": FOCUS_BUDGET,
                        "proxy": server.url,
                        "delay": 0.0,
                        "concurrency": 2,  # the order matters here, not the speed
                        "browser": {"mode": "never"},
                        **({"focus": focus} if focus else {}),
                    },
                    source="demo",
                )
                asyncio.run(Crawler(job, target).run())
            pages = [p for p in read_pages(CrawlDir(target).pages) if p.get("status") == 200]
            on_topic = sum(web.topic_of.get(str(p.get("url"))) == "volcanoes" for p in pages)
            totals[name] += on_topic / len(pages) if pages else 0.0
            if not keep:
                shutil.rmtree(target)  # only its harvest is shown
    harvest = {k: v / len(webs) for k, v in totals.items()}
    console.print(
        f"\n[bold]focused crawl[/bold] ({out}): keywords {', '.join(FOCUS_KEYWORDS)}, "
        f"{FOCUS_BUDGET} pages of a generated web of five topics; over {len(webs)} such webs "
        f"the harvest ratio (pages on the topic) is {harvest['focused']:.0%}, against "
        f"{harvest['breadth-first']:.0%} for breadth-first crawls of the same budget "
        "(each page's relevance is in pages.jsonl)"
    )
    return harvest


def show_capture(console: Console, crawl: CrawlDir) -> None:
    """Where the WARCs are and which pages were captured."""
    warcs = sorted(crawl.archive.glob("*.warc.gz"))
    console.print(f"\n[bold]WARC files[/bold] ({crawl.archive}):")
    for w in warcs:
        console.print(f"  {w.name}  {w.stat().st_size:,} bytes")
    console.print(f"[bold]index[/bold]: {crawl.indexes / 'index.cdxj'}")
    pages = read_pages(crawl.pages)
    table = Table(title=f"{len(pages)} pages captured", show_lines=False)
    table.add_column("status", justify="right")
    table.add_column("url")
    table.add_column("title")
    for p in pages[:40]:
        table.add_row(str(p.get("status")), str(p.get("url")), str(p.get("title") or "")[:50])
    if len(pages) > 40:
        table.add_row("", f"... and {len(pages) - 40} more (see {crawl.pages})", "")
    console.print(table)
    console.print(f"crawl log: {crawl.crawl_log}   stats: {crawl.stats}")


def show_artifacts(console: Console, crawl: CrawlDir) -> None:
    """The artifact manifest: each artifact's heuristic and member URIs."""
    path = crawl.root / "artifacts" / "manifest.json"
    if not path.exists():
        return
    for a in json.loads(path.read_text()).get("artifacts", []):
        console.print(f"\n[bold]artifact[/bold] {a['entry']}  (seed {a['seed']})")
        console.print(
            f"  heuristic: {a['heuristic']} ({a['heuristic_name']}), decided by {a['source']}"
        )
        for m in a["members"]:
            console.print(f"  {m['status'] if m['status'] is not None else '-':>4} {m['url']}")
        if a["other_artifacts"]:
            console.print(f"  linked other artifacts: {', '.join(a['other_artifacts'])}")
    console.print(f"artifact manifest: {path}")


def show_browser(console: Console, crawl: CrawlDir) -> None:
    """One line about the browser tier: pages rendered, descendants, resources found."""
    b = json.loads(crawl.stats.read_text()).get("browser") if crawl.stats.exists() else None
    if not b or not b.get("pages_rendered"):
        console.print(f"browser tier: no page rendered ({(b or {}).get('status', 'off')})")
        return
    t4 = b["table4"]
    console.print(
        f"browser tier: {b['pages_rendered']} page(s) rendered, {b['descendants']} "
        f"descendant state(s) ({b['paths']} bringing new resources); embedded "
        f"resources |R0| {t4['R0']} -> |R0+R1+R2| {t4['R0+R1+R2']}; "
        f"state records: WARC metadata (JSON), screenshots: urn:view:"
    )
