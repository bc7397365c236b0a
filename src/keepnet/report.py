"""`keepnet report DIR... --out R`: a static HTML summary of a collection over time.

R/index.html (self-contained: inline SVG charts, no script, no network) shows, for the crawls
in time order: what each holds (captures, pages, bytes, first and last capture), captures per
crawl, the MIME and status mix, the top hosts, the change between consecutive crawls (new,
changed, status changed, unchanged, gone, back — keepnet.longitudinal.timeline) with the
share of the URLs captured in both that changed, and the host link graph's evolution
(edges added and removed).  Beside it, R/timeline.jsonl (one line per URL and crawl, with its
event) and R/host_links.jsonl (per step, each edge added or removed) for further analysis.
"""

from __future__ import annotations

import html
import json
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from keepnet.longitudinal import EVENTS, CrawlFacts, host_links, ordered, timeline

PALETTE = ("#3b6ea8", "#e08a2c", "#4f9d5b", "#c4473d", "#8a63b3", "#8c6d4f", "#d274b5", "#7f7f7f")
EVENT_COLORS = dict(
    zip(EVENTS, ("#4f9d5b", "#e08a2c", "#c4473d", "#9bb8d3", "#7f7f7f", "#8a63b3"), strict=True)
)
TOP = 6  # categories shown in a mix before "other"


@dataclass
class ReportResult:
    path: Path
    crawls: int
    events: Counter[str] = field(default_factory=Counter)


def _esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def _when(ts: str) -> str:
    return f"{ts[0:4]}-{ts[4:6]}-{ts[6:8]} {ts[8:10]}:{ts[10:12]}:{ts[12:14]}" if ts else "-"


def bar_chart(
    title: str, labels: list[str], series: dict[str, list[float]], colors: dict[str, str]
) -> str:
    """A stacked bar chart as inline SVG: one bar per label, one colour per series."""
    width, height, left, bottom, top = 520, 250, 56, 60, 28
    n = max(1, len(labels))
    totals = [sum(s[i] for s in series.values()) for i in range(len(labels))]
    peak = max(totals, default=0) or 1
    band = (width - left - 10) / n
    bar = min(60.0, band * 0.6)
    scale = (height - bottom - top) / peak
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'role="img" aria-label="{_esc(title)}">',
        f'<text x="{left}" y="16" font-size="13" font-weight="bold">{_esc(title)}</text>',
        f'<line x1="{left}" y1="{height - bottom}" x2="{width - 10}" y2="{height - bottom}" stroke="#444"/>',
        f'<text x="{left - 6}" y="{top + 4}" font-size="10" text-anchor="end">{peak:,.0f}</text>',
        f'<text x="{left - 6}" y="{height - bottom}" font-size="10" text-anchor="end">0</text>',
    ]
    for i, label in enumerate(labels):
        x = left + band * i + (band - bar) / 2
        y = float(height - bottom)
        for name, values in series.items():
            h = values[i] * scale
            if h <= 0:
                continue
            y -= h
            out.append(
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{bar:.1f}" height="{h:.1f}" '
                f'fill="{colors[name]}"><title>{_esc(name)}: {values[i]:,.0f}</title></rect>'
            )
        out.append(
            f'<text x="{x + bar / 2:.1f}" y="{height - bottom + 14}" font-size="10" '
            f'text-anchor="middle">{_esc(label[:24])}</text>'
        )
    lx = left
    for name in series:
        out.append(
            f'<rect x="{lx}" y="{height - 24}" width="10" height="10" fill="{colors[name]}"/>'
        )
        out.append(f'<text x="{lx + 14}" y="{height - 15}" font-size="10">{_esc(name[:22])}</text>')
        lx += 14 + 7 * min(len(name), 22) + 12
    out.append("</svg>")
    return "".join(out)


def _mix(facts: list[CrawlFacts], attr: str) -> tuple[dict[str, list[float]], dict[str, str]]:
    total: Counter[str] = Counter()
    for f in facts:
        total.update(getattr(f, attr))
    keep = [k for k, _ in total.most_common(TOP)]
    series: dict[str, list[float]] = {k: [] for k in keep}
    if len(total) > len(keep):
        series["other"] = []
    for f in facts:
        counts: Counter[str] = getattr(f, attr)
        for k in keep:
            series[k].append(counts.get(k, 0))
        if "other" in series:
            series["other"].append(sum(v for k, v in counts.items() if k not in keep))
    colors = {k: PALETTE[i % len(PALETTE)] for i, k in enumerate(series)}
    return series, colors


def _table(head: list[str], rows: list[list[object]]) -> str:
    th = "".join(f"<th>{_esc(h)}</th>" for h in head)
    body = "".join(
        "<tr>"
        + "".join(f"<td>{_esc(c if not isinstance(c, int) else f'{c:,}')}</td>" for c in r)
        + "</tr>"
        for r in rows
    )
    return f"<table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>"


def _seconds(ts: str) -> float:
    return datetime.strptime(ts, "%Y%m%d%H%M%S").replace(tzinfo=UTC).timestamp()


def write_report(crawls: list[Path], out: Path, title: str | None = None) -> ReportResult:
    out.mkdir(parents=True, exist_ok=True)
    facts = ordered(crawls)
    names = [f.name for f in facts]
    result = ReportResult(out / "index.html", len(facts))
    per_step: dict[str, Counter[str]] = {n: Counter() for n in names}
    with (out / "timeline.jsonl").open("w", encoding="utf-8") as fh:
        for obs in timeline(facts):
            per_step[obs.crawl][obs.event] += 1
            result.events[obs.event] += 1
            fh.write(json.dumps(_obs(obs)) + "\n")
    graphs, steps = host_links(facts)
    with (out / "host_links.jsonl").open("w", encoding="utf-8") as fh:
        for step in steps:
            for kind, edges in (("added", step.added), ("removed", step.removed)):
                for (src, dst), n in sorted(edges.items()):
                    fh.write(
                        json.dumps(
                            {
                                "from": step.old,
                                "to": step.new,
                                "event": kind,
                                "source_host": src,
                                "target_host": dst,
                                "links": n,
                            }
                        )
                        + "\n"
                    )

    parts = [
        "<!doctype html><html><head><meta charset='utf-8'>",
        f"<title>{_esc(title or 'keepnet report')}</title>",
        "<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222;max-width:1100px}"
        "table{border-collapse:collapse;margin:8px 0 20px}td,th{border:1px solid #ccc;padding:3px 8px;"
        "text-align:right}td:first-child,th:first-child{text-align:left}h2{margin-top:28px}"
        ".charts{display:flex;flex-wrap:wrap;gap:12px}</style></head><body>",
        f"<h1>{_esc(title or 'Collection report')}</h1>",
        f"<p>{len(facts)} crawl(s), made by keepnet on {datetime.now(UTC):%Y-%m-%d %H:%M} UTC.</p>",
        "<h2>Crawls</h2>",
        _table(
            ["crawl", "first capture", "last capture", "captures", "pages", "bytes", "hosts"],
            [
                [f.name, _when(f.first), _when(f.last), f.captures, f.pages, f.bytes, len(f.hosts)]
                for f in facts
            ],
        ),
        "<div class='charts'>",
        bar_chart(
            "Captures per crawl",
            names,
            {"captures": [f.captures for f in facts]},
            {"captures": PALETTE[0]},
        ),
    ]
    series, colors = _mix(facts, "mimes")
    parts.append(bar_chart("MIME types", names, series, colors))
    series, colors = _mix(facts, "statuses")
    parts.append(bar_chart("HTTP status", names, series, colors))
    events = {e: [float(per_step[n][e]) for n in names] for e in EVENTS}
    parts.append(bar_chart("Change since the crawl before", names, events, EVENT_COLORS))
    parts.append("</div>")

    hosts: Counter[str] = Counter()
    for f in facts:
        hosts.update(f.hosts)
    parts.append("<h2>Top hosts</h2>")
    parts.append(
        _table(
            ["host", *names],
            [[h, *(f.hosts.get(h, 0) for f in facts)] for h, _ in hosts.most_common(15)],
        )
    )
    parts.append("<h2>Change between crawls</h2>")
    rows = []
    for a, b in zip(facts, facts[1:], strict=False):
        c = per_step[b.name]
        compared = c["changed"] + c["status"] + c["unchanged"]
        seconds = _seconds(b.first) - _seconds(a.first) if a.first and b.first else 0.0
        share = (c["changed"] + c["status"]) / compared if compared else 0.0
        rows.append(
            [f"{a.name} → {b.name}", _interval(seconds), *(c[e] for e in EVENTS), f"{share:.1%}"]
        )
    parts.append(_table(["step", "interval", *EVENTS, "changed share"], rows))
    parts.append("<h2>Host link graph</h2>")
    parts.append(
        _table(
            ["crawl", "host edges", "page links"],
            [[n, len(graphs[n]), sum(graphs[n].values())] for n in names],
        )
    )
    for step in steps:
        parts.append(
            f"<h3>{_esc(step.old)} → {_esc(step.new)}: {len(step.added)} edges added, {len(step.removed)} removed</h3>"
        )
        rows = [["added", s, d, n] for (s, d), n in step.added.most_common(10)]
        rows += [["removed", s, d, n] for (s, d), n in step.removed.most_common(10)]
        if rows:
            parts.append(_table(["", "source host", "target host", "links"], rows))
    parts.append("</body></html>")
    result.path.write_text("".join(parts), encoding="utf-8")
    return result


def _interval(seconds: float) -> str:
    for unit, size in (("d", 86400), ("h", 3600), ("min", 60)):
        if seconds >= size:
            return f"{seconds / size:.1f} {unit}"
    return f"{seconds:.0f} s"


def _obs(obs: object) -> dict[str, object]:
    return {
        k: getattr(obs, k) for k in ("url", "host", "crawl", "time", "status", "digest", "event")
    }
