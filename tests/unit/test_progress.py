"""Terminal progress and the final summary: rows rendered from the crawl's counters."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from rich.table import Table

from keepnet.events import Event
from keepnet.progress import Progress, _fmt_bytes, print_summary, stats_table
from keepnet.stats import CrawlStats


def console(terminal: bool = False) -> Console:
    return Console(
        file=io.StringIO(), record=True, width=100, force_terminal=terminal, color_system=None
    )


def rendered(table: Table) -> str:
    c = console()
    c.print(table)
    return c.export_text()


def row_map(text: str) -> dict[str, str]:
    """ "label   value" lines of a rendered table -> {label: value}."""
    rows = {}
    for line in text.splitlines():
        parts = line.strip().rsplit("  ", 1)
        if len(parts) == 2:
            rows[parts[0].strip()] = parts[1].strip()
    return rows


def busy_stats() -> CrawlStats:
    s = CrawlStats()
    s.fetched, s.pages, s.revisits, s.failed = 12_345, 1_000, 7, 3
    s.retries, s.refused, s.out_of_scope = 2, 45, 6_789
    s.bytes_downloaded = 5 * 1024 * 1024 + 512 * 1024
    return s


def test_stats_table_rows() -> None:
    table = stats_table(busy_stats())
    assert table.title == "keepnet crawl"
    assert table.row_count == 9
    rows = row_map(rendered(table))
    assert rows["fetched"] == "12,345"
    assert rows["pages"] == "1,000"
    assert rows["revisits (duplicates)"] == "7"
    assert rows["failed"] == "3"
    assert rows["retries"] == "2"
    assert rows["refused (traps, budgets, robots)"] == "45"
    assert rows["out-of-scope links"] == "6,789"
    assert rows["downloaded"] == "5.5 MB"
    assert rows["rate"].endswith(" URLs/s")


@pytest.mark.parametrize(
    ("n", "text"),
    [
        (0, "0 B"),
        (1023, "1023 B"),
        (1024, "1.0 KB"),
        (1536, "1.5 KB"),
        (1024**2, "1.0 MB"),
        (3 * 1024**3, "3.0 GB"),
        (4096 * 1024**3, "4096.0 GB"),  # no TB: gigabytes keep counting
    ],
)
def test_fmt_bytes(n: int, text: str) -> None:
    assert _fmt_bytes(n) == text


def test_print_summary_adds_stop_reason_output_and_extra_rows() -> None:
    c = console()

    def extra(table: Table) -> None:
        table.add_row("warc files", "2")

    print_summary(c, busy_stats(), "/tmp/crawl-out", "max-pages reached", extra)
    text = c.export_text()
    assert "keepnet: crawl summary" in text
    rows = row_map(text)
    assert rows["stopped"] == "max-pages reached"
    assert rows["output"] == "/tmp/crawl-out"
    assert rows["warc files"] == "2"
    assert rows["fetched"] == "12,345"
    # the summary rows follow the counters
    assert text.index("downloaded") < text.index("stopped") < text.index("warc files")


def test_print_summary_without_extra() -> None:
    c = console()
    print_summary(c, CrawlStats(), "out", "finished")
    rows = row_map(c.export_text())
    assert rows["stopped"] == "finished" and rows["fetched"] == "0"


def test_progress_is_quiet_off_a_terminal() -> None:
    c = console(terminal=False)
    stats = CrawlStats()
    with Progress(stats, c) as p:
        p.on_event(Event("fetched", "http://a.test/x"))
        stats.on_event(Event("fetched", "http://a.test/x", {"status": 200}))
    assert c.export_text() == ""


def test_progress_panel_on_a_terminal_shows_counts_and_last_url() -> None:
    c = console(terminal=True)
    stats = CrawlStats()
    with Progress(stats, c) as p:
        stats.on_event(Event("fetched", "http://a.test/x", {"status": 200}))
        p.on_event(Event("fetched", "http://a.test/x"))
        p.on_event(Event("page", "http://a.test/ignored"))  # only fetches update the caption
    text = c.export_text()
    assert "http://a.test/x" in text
    assert "ignored" not in text
    assert row_map(text)["fetched"] == "1"


def test_progress_caption_keeps_the_last_100_characters() -> None:
    long_url = "http://a.test/" + "x" * 200 + "/END"
    p = Progress(CrawlStats(), console())
    p.on_event(Event("fetched", long_url))
    caption = p._render().caption
    assert caption == long_url[-100:]
