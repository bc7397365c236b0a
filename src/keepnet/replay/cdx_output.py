"""Writing CDX query results: pywb's cdxj, json (NDJSON), text and link outputs, and IA's.

pywb: `cdxj` is "urlkey timestamp {json}" as in the index file; `json` one object per line
with urlkey and timestamp first; `text` space-separated values ("-" when a field is
missing); `link` one application/link-format memento entry per line. `fl` keeps only the
named fields, in the order given. IA: `text` space-separated in IA's default field order,
`json` an array of arrays whose first row holds the field names.
"""

from __future__ import annotations

import json

from keepnet.replay import times
from keepnet.replay.cdx import (
    IA_FIELDS,
    IA_NAMES,
    PYWB_FIELDS,
    CdxQuery,
    canonical_field,
    fields_of,
)
from keepnet.replay.collection import Capture
from keepnet.replay.memento import link_uri


def _names(query: CdxQuery, default: tuple[str, ...]) -> list[str]:
    return list(query.fields) if query.fields else list(default)


def render(
    query: CdxQuery, captures: list[Capture], base: str, prefix: str = "/web/"
) -> tuple[str, str]:
    """(body, content type) of a query's result."""
    if query.ia:
        return _render_ia(query, captures)
    if query.output == "json":
        names = _names(query, ())
        lines = []
        for cap in captures:
            row = fields_of(cap)
            if names:
                row = {n: row[canonical_field(n)] for n in names if canonical_field(n) in row}
            lines.append(json.dumps(row))
        return _join(lines), "text/x-ndjson"
    if query.output == "text":
        names = _names(query, PYWB_FIELDS)
        lines = [" ".join(_value(fields_of(c), n) for n in names) for c in captures]
        return _join(lines), "text/plain"
    if query.output == "link":
        lines = [
            f"<{link_uri(f'{base}{prefix}{c.record.timestamp}/{c.record.url}')}>; "
            f'rel="memento"; datetime="{times.http_date(c.record.timestamp)}"'
            for c in captures
        ]
        return ",\n".join(lines) + ("\n" if lines else ""), "application/link-format"
    return _join([_cdxj_line(query, c) for c in captures]), "text/x-cdxj"


def _cdxj_line(query: CdxQuery, cap: Capture) -> str:
    r = cap.record
    body = r.json_fields()
    if query.fields:
        wanted = [canonical_field(n) for n in query.fields]
        body = {k: v for k, v in body.items() if k in wanted}
    return f"{r.key} {r.timestamp} {json.dumps(body)}"


def _render_ia(query: CdxQuery, captures: list[Capture]) -> tuple[str, str]:
    names = _names(query, IA_FIELDS)
    rows = [[_value(fields_of(c), n) for n in names] for c in captures]
    if query.output == "json":
        header = [IA_NAMES.get(canonical_field(n), n) for n in names]
        return json.dumps([header] + rows if rows else []), "application/json"
    return _join([" ".join(r) for r in rows]), "text/plain"


def _value(row: dict[str, str], name: str) -> str:
    value = row.get(canonical_field(name))
    if value is None or value == "":
        return "-"
    # a space in a value would shift every later column of a space-separated line
    return value.replace(" ", "%20").replace("\n", "%0A")


def _join(lines: list[str]) -> str:
    return "".join(line + "\n" for line in lines)
