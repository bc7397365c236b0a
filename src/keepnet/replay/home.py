"""The HTML home page: full-text search box, URL lookup, captures of a URL by year and month.

Everything taken from the request or the archive is HTML-escaped (html.escape) before it is
written out; URLs placed in links are additionally percent-encoded where they would leave
the attribute's meaning (keepnet.replay.home.href). The page lists, when no URL is asked
for, the pages the crawls recorded in DIR/pages/pages.jsonl (first MAX_PAGES of them).
"""

from __future__ import annotations

import html
import json
import logging
from collections import defaultdict
from pathlib import Path
from urllib.parse import quote

from keepnet.replay.collection import Capture

log = logging.getLogger(__name__)
MAX_PAGES = 200
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

_STYLE = """
body{font:15px/1.45 system-ui,sans-serif;margin:2em auto;max-width:60em;padding:0 1em;color:#222}
form{margin:.6em 0}input[type=text],input[type=search]{width:32em;max-width:90%;padding:.3em}
h1{font-size:1.5em}h2{font-size:1.15em;margin-top:1.4em}table{border-collapse:collapse}
td,th{padding:.2em .6em;text-align:left;vertical-align:top}tr:nth-child(even){background:#f4f4f4}
.muted{color:#777}.months span{display:inline-block;min-width:4.5em}
"""


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def href(url: str) -> str:
    """A URL made safe for an href (no quotes, spaces or controls), then HTML-escaped."""
    return esc(quote(url, safe="/:?&=#%;@+,!$'()*~[]-._"))


def page(title: str, body: str) -> str:
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        f"<title>{esc(title)}</title><style>{_STYLE}</style></head><body>"
        f'<p><a href="/">keepnet replay</a></p>{body}</body></html>'
    )


def forms(url: str = "", q: str = "", search: bool = False) -> str:
    out = []
    if search:
        out.append(
            '<form action="/search" method="get"><label>Search the archive: '
            f'<input type="search" name="q" value="{esc(q)}"></label> '
            '<button type="submit">Search</button></form>'
        )
    out.append(
        '<form action="/" method="get"><label>Look up a URL: '
        f'<input type="text" name="url" value="{esc(url)}" placeholder="http://example.com/">'
        '</label> <button type="submit">Show captures</button></form>'
    )
    return "".join(out)


def home_page(pages: list[dict[str, object]], search: bool, collection: str) -> str:
    rows = []
    for p in pages:
        url, ts = str(p.get("url", "")), _ts_of(str(p.get("ts", "")))
        link = f"/web/{ts}/{url}" if ts else f"/web/{url}"
        rows.append(
            f'<tr><td><a href="{href(link)}">{esc(p.get("title") or url)}</a></td>'
            f"<td class=muted>{esc(url)}</td><td>{esc(p.get('ts', ''))}</td></tr>"
        )
    listing = (
        f"<h2>Pages ({len(rows)})</h2><table>{''.join(rows)}</table>"
        if rows
        else "<p class=muted>No page list (pages/pages.jsonl) in this collection.</p>"
    )
    return page(
        "keepnet replay", f"<h1>Collection {esc(collection)}</h1>" + forms(search=search) + listing
    )


def captures_page(url: str, captures: list[Capture], search: bool) -> str:
    """Captures of one URL, grouped by year, then month, newest year first."""
    if not captures:
        body = f"<h1>Not in the archive</h1><p>No capture of <code>{esc(url)}</code>.</p>"
        return page("Not archived", forms(url, search=search) + body)
    by_year: dict[str, dict[int, list[Capture]]] = defaultdict(lambda: defaultdict(list))
    for c in captures:
        by_year[c.record.timestamp[:4]][int(c.record.timestamp[4:6])].append(c)
    parts = [
        f"<h1>{len(captures)} capture{'s' if len(captures) != 1 else ''} of "
        f"<code>{esc(url)}</code></h1>",
        f"<p class=months>{_year_summary(by_year)}</p>",
    ]
    for year in sorted(by_year, reverse=True):
        parts.append(f"<h2 id=y{esc(year)}>{esc(year)}</h2><table>")
        for month in sorted(by_year[year]):
            items = []
            for c in by_year[year][month]:
                ts = c.record.timestamp
                label = f"{ts[6:8]} {ts[8:10]}:{ts[10:12]}:{ts[12:14]}"
                note = " (revisit)" if c.record.is_revisit else ""
                items.append(
                    f'<a href="{href(f"/web/{ts}/{c.record.url}")}">{esc(label)}</a>'
                    f"<span class=muted> {esc(c.record.status or '-')}{note}</span>"
                )
            parts.append(
                f"<tr><th>{_MONTHS[month - 1] if 1 <= month <= 12 else month}</th>"
                f"<td>{'<br>'.join(items)}</td></tr>"
            )
        parts.append("</table>")
    return page(f"Captures of {url}", forms(url, search=search) + "".join(parts))


def _year_summary(by_year: dict[str, dict[int, list[Capture]]]) -> str:
    return " ".join(
        f'<span><a href="#y{esc(y)}">{esc(y)}</a>: {sum(len(v) for v in by_year[y].values())}'
        "</span>"
        for y in sorted(by_year)
    )


def _ts_of(iso: str) -> str:
    digits = "".join(ch for ch in iso if ch.isdigit())[:14]
    return digits if len(digits) == 14 else ""


def read_pages(paths: list[Path], limit: int = MAX_PAGES) -> list[dict[str, object]]:
    """Page entries of DIR/pages/pages.jsonl files (header lines skipped, bad lines too)."""
    out: list[dict[str, object]] = []
    for path in paths:
        if not path.is_file():
            continue
        try:
            with path.open(encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    try:
                        obj = json.loads(line)
                    except ValueError:
                        continue
                    if isinstance(obj, dict) and "url" in obj:
                        out.append(obj)
                        if len(out) >= limit:
                            return out
        except OSError as exc:
            log.warning("cannot read %s: %s", path, exc)
    return out


def message_page(title: str, message: str) -> str:
    return page(title, f"<h1>{esc(title)}</h1><p>{esc(message)}</p>")
