"""The search results page (HTML) and its JSON form: every archived string escaped, no script.

Archived titles, text and URLs are hostile input: each is escaped with html.escape (quotes
included, so they are safe in attributes too); highlights become <mark> around escaped text.
Result links point into the replay server only: a relative "/COLLECTION/TIMESTAMP/URL"
memento path under the app's root path, never the archived URL itself.
"""

from __future__ import annotations

from html import escape as _html_escape
from urllib.parse import urlencode

from keepnet.search.base import Fragments, SearchHit, SearchResults
from keepnet.search.query import clean_text


def escape(text: str) -> str:
    """HTML-escaped (quotes too), control characters and lone surrogates made spaces."""
    return _html_escape(clean_text(text), quote=True)


_STYLE = """
body{font:16px/1.45 system-ui,sans-serif;max-width:52rem;margin:1.5rem auto;padding:0 1rem;color:#222}
form{display:flex;flex-wrap:wrap;gap:.5rem;margin-bottom:1rem}
input[name=q]{flex:1 1 20rem;font-size:1.1rem;padding:.3rem}
.r{margin:1.1rem 0}.r a{font-size:1.1rem}.u{color:#176117;font-size:.85rem;word-break:break-all}
.d{color:#666;font-size:.85rem}mark{background:#fe6}.n{color:#8a4b00}.e{color:#a00}
nav a{margin-right:1rem}
"""


def marked_html(fragments: Fragments) -> str:
    """Escaped text with its matches in <mark>."""
    return "".join(
        f"<mark>{escape(text)}</mark>" if hit else escape(text) for text, hit in fragments
    )


def memento_path(root: str, collection: str, hit: SearchHit) -> str:
    return f"{root}/{collection}/{hit.timestamp}/{hit.url}"


def human_date(ts: str) -> str:
    """20240512093000 -> 2024-05-12 09:30:00 UTC."""
    return f"{ts[0:4]}-{ts[4:6]}-{ts[6:8]} {ts[8:10]}:{ts[10:12]}:{ts[12:14]} UTC"


def results_json(
    results: SearchResults, q: str, page: int, root: str, collection: str
) -> dict[str, object]:
    return {
        "query": q,
        "terms": list(results.terms),
        "notes": list(results.notes),
        "total": results.total,
        "page": page,
        "limit": results.limit,
        "results": [
            {
                "url": h.url,
                "timestamp": h.timestamp,
                "title": h.title_text,
                "snippet": h.snippet_text,
                "snippet_html": marked_html(h.snippet),
                "score": round(h.score, 6),
                "memento": memento_path(root, collection, h),
            }
            for h in results.hits
        ],
    }


def results_page(
    params: dict[str, str],
    results: SearchResults | None,
    page: int,
    root: str,
    collection: str,
    error: str | None = None,
) -> str:
    """The whole HTML page: the search form (filled in), then results, notes or an error."""
    q = params.get("q", "")
    body = [_form(params, root)]
    if error:
        body.append(f'<p class="e">{escape(error)}</p>')
    if results is not None:
        body += [f'<p class="n">{escape(note)}</p>' for note in results.notes]
        first = results.offset + 1
        last = results.offset + len(results.hits)
        if results.hits:
            body.append(
                f'<p class="d">{first}–{last} of {results.total} captures matching '
                f"<b>{escape(q)}</b></p>"
            )
        elif q.strip():
            body.append(f"<p>No archived page matches <b>{escape(q)}</b>.</p>")
        body += [_hit(h, root, collection) for h in results.hits]
        body.append(_pager(params, results, page, root))
    title = f"{escape(q)} – search" if q else "Search the archive"
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}</title><style>{_STYLE}</style></head><body>"
        f'<h1><a href="{escape(root)}/">Archive</a> search</h1>' + "".join(body) + "</body></html>"
    )


def _form(params: dict[str, str], root: str) -> str:
    def field(name: str, label: str, size: int) -> str:
        value = escape(params.get(name, ""))
        return f'<label>{label} <input name="{name}" value="{value}" size="{size}"></label>'

    return (
        f'<form method="get" action="{escape(root)}/search" role="search">'
        f'<input name="q" value="{escape(params.get("q", ""))}" '
        'placeholder="words, &quot;a phrase&quot;, -excluded, prefix*" autofocus>'
        f"{field('site', 'site', 18)}{field('from', 'from', 8)}{field('to', 'to', 8)}"
        "<button>Search</button></form>"
    )


def _hit(hit: SearchHit, root: str, collection: str) -> str:
    href = escape(memento_path(root, collection, hit))
    title = marked_html(hit.title) if hit.title else escape(hit.url)
    return (
        f'<div class="r"><a href="{href}">{title}</a>'
        f'<div class="u">{escape(hit.url)}</div>'
        f'<div class="d">captured {human_date(hit.timestamp)}</div>'
        f"<div>{marked_html(hit.snippet)}</div></div>"
    )


def _pager(params: dict[str, str], results: SearchResults, page: int, root: str) -> str:
    links = []
    keep = {k: v for k, v in params.items() if k in ("q", "site", "from", "to") and v}
    if page > 1:
        links.append(
            f'<a href="{escape(root)}/search?{escape(urlencode({**keep, "page": page - 1}))}">'
            "← previous</a>"
        )
    if results.offset + len(results.hits) < results.total:
        links.append(
            f'<a href="{escape(root)}/search?{escape(urlencode({**keep, "page": page + 1}))}">'
            "next →</a>"
        )
    return f"<nav>{''.join(links)}</nav>" if links else ""
