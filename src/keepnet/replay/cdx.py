"""The CDX server: `GET /cdx` with pywb's parameters and `GET /cdx/search/cdx` as IA's server.

pywb (https://pywb.readthedocs.io/en/latest/manual/cdxserver_api.html): url (required; a
trailing "*" means matchType=prefix, a leading "*." matchType=domain), matchType
exact|prefix|host|domain, from/to (partial timestamps padded low/high, inclusive), closest +
sort=closest, sort=reverse, limit, filter (repeatable: `[!][=|~]field:expr` — no modifier
"contains", `=` equals, `~` regex matched at the start, `!` negates), fl (field list),
output cdxj (default) | json (NDJSON) | text | link.
IA Wayback CDX server (internetarchive/wayback, wayback-cdx-server/README.md): the same
query under /cdx/search/cdx with IA's field names (urlkey timestamp original mimetype
statuscode digest length ...), IA filters (`[!]field:regex`, whole-value match), collapse
(field or field:N, adjacent duplicates dropped), negative limit (last N), offset, and
output=json as an array of arrays whose first row names the fields. Field-name aliases of
either dialect are accepted in both.
Order of operations: range lookup, from/to, filters, collapse, sort, offset, limit.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from starlette.datastructures import QueryParams

from keepnet.replay import times
from keepnet.replay.collection import Capture, Collection
from keepnet.url.surt import MATCH_TYPES, search_range

PYWB_FIELDS = (
    "urlkey",
    "timestamp",
    "url",
    "mime",
    "status",
    "digest",
    "length",
    "offset",
    "filename",
)
IA_FIELDS = ("urlkey", "timestamp", "original", "mimetype", "statuscode", "digest", "length")
# IA names (and a few other spellings) of pywb's fields
ALIASES = {
    "original": "url",
    "mimetype": "mime",
    "statuscode": "status",
    "key": "urlkey",
    "surt": "urlkey",
    "datetime": "timestamp",
    "redirect": "redirect",
    "robotflags": "robotflags",
    "warc": "filename",
}
IA_NAMES = {"url": "original", "mime": "mimetype", "status": "statuscode"}
OUTPUTS = ("cdxj", "json", "text", "link")

MAX_URL = 8192
MAX_PARAM = 2048
MAX_FILTERS = 16
MAX_RESULTS = 1_000_000


class CdxError(ValueError):
    """A bad CDX query (answered with 400 and this message)."""


def canonical_field(name: str) -> str:
    return ALIASES.get(name, name)


@dataclass
class Filter:
    field: str
    test: Callable[[str], bool]
    negate: bool

    def __call__(self, row: dict[str, str]) -> bool:
        value = row.get(self.field)
        ok = value is not None and self.test(value)
        return ok != self.negate


def parse_filter(spec: str, ia: bool) -> Filter:
    """One filter; pywb: `[!][=|~]field:expr`, IA: `[!]field:regex` (whole value)."""
    negate = spec.startswith("!")
    rest = spec[1:] if negate else spec
    mode = "~" if ia else "contains"
    if not ia and rest[:1] in ("=", "~"):
        mode, rest = rest[0], rest[1:]
    name, colon, expr = rest.partition(":")
    if not colon or not name:
        raise CdxError(f"filter must be field:expression: {spec[:100]!r}")
    test: Callable[[str], bool]
    if mode == "=":
        test = expr.__eq__
    elif mode == "contains":
        test = lambda v: expr in v  # noqa: E731
    else:
        try:
            rx = re.compile(expr)
        except (re.error, RecursionError, OverflowError) as exc:
            raise CdxError(f"bad filter regex {expr[:100]!r}: {exc}") from exc
        test = (
            (lambda v: rx.fullmatch(v) is not None) if ia else (lambda v: rx.match(v) is not None)
        )
    return Filter(canonical_field(name), test, negate)


def _timestamp(value: str | None, name: str, pad: Callable[[str], str]) -> str | None:
    if value is None or value == "":
        return None
    if not times.is_timestamp(value):
        raise CdxError(f"{name} must be 1 to 14 digits: {value[:40]!r}")
    return pad(value)


def _int(value: str | None, name: str) -> int | None:
    if value is None or value == "":
        return None
    if not re.fullmatch(r"-?\d{1,9}", value):
        raise CdxError(f"{name} must be an integer: {value[:40]!r}")
    return int(value)


@dataclass
class CdxQuery:
    url: str
    match_type: str = "exact"
    from_ts: str | None = None
    to_ts: str | None = None
    closest: str | None = None
    sort: str | None = None
    limit: int | None = None
    offset: int = 0
    filters: list[Filter] = field(default_factory=list)
    collapse: list[tuple[str, int | None]] = field(default_factory=list)
    fields: list[str] | None = None
    output: str = "cdxj"
    ia: bool = False

    @classmethod
    def from_params(cls, params: QueryParams, ia: bool = False) -> CdxQuery:
        for key, value in params.multi_items():
            limit = MAX_URL if key == "url" else MAX_PARAM
            if len(value) > limit:
                raise CdxError(f"parameter {key[:40]!r} is too long")
        url = params.get("url", "").strip()
        if not url:
            raise CdxError("the url parameter is required")
        match_type = params.get("matchType") or params.get("match_type") or "exact"
        if url.endswith("*"):
            url, match_type = url[:-1], "prefix"
        if url.startswith("*."):
            url, match_type = url[2:], "domain"
        if match_type not in MATCH_TYPES:
            raise CdxError(f"matchType must be one of {', '.join(MATCH_TYPES)}")
        sort = params.get("sort") or None
        if sort not in (None, "reverse", "closest"):
            raise CdxError("sort must be reverse or closest")
        closest = _timestamp(params.get("closest"), "closest", times.pad_low)
        if sort == "closest" and closest is None:
            raise CdxError("sort=closest needs closest=TIMESTAMP")
        if closest is not None and sort is None and not ia:
            sort = "closest"
        filters = params.getlist("filter")
        if len(filters) > MAX_FILTERS:
            raise CdxError(f"at most {MAX_FILTERS} filters")
        output = params.get("output") or ("text" if ia else "cdxj")
        if output not in OUTPUTS or (ia and output not in ("json", "text")):
            raise CdxError(f"output must be one of {', '.join(OUTPUTS)}")
        fl = params.get("fl")
        fields = [f.strip() for f in fl.split(",") if f.strip()] if fl else None
        collapse = []
        for spec in params.getlist("collapse"):
            name, _, n = spec.partition(":")
            collapse.append((canonical_field(name), _int(n, "collapse") if n else None))
        return cls(
            url=url,
            match_type=match_type,
            from_ts=_timestamp(params.get("from"), "from", times.pad_low),
            to_ts=_timestamp(params.get("to"), "to", times.pad_high),
            closest=closest,
            sort=sort,
            limit=_int(params.get("limit"), "limit"),
            offset=max(_int(params.get("offset"), "offset") or 0, 0),
            filters=[parse_filter(f, ia) for f in filters],
            collapse=collapse,
            fields=fields,
            output=output,
            ia=ia,
        )

    def run(self, collection: Collection) -> list[Capture]:
        """The captures this query selects, in output order."""
        try:
            start, end = search_range(self.url, self.match_type)
        except ValueError as exc:
            raise CdxError(str(exc)) from exc
        found = self._select(collection.lookup(start, end))
        if self.sort == "reverse":
            found.reverse()
        elif self.sort == "closest" and self.closest is not None:
            target = times.seconds(self.closest)
            found.sort(key=lambda c: abs(times.seconds(c.record.timestamp) - target))
        found = found[self.offset :]
        if self.limit is not None:
            found = found[self.limit :] if self.limit < 0 else found[: self.limit]
        return found

    def _select(self, captures: Iterator[Capture]) -> list[Capture]:
        out: list[Capture] = []
        last: dict[str, str | None] = {}
        # without sort or negative limit, the first `limit` matches are all we need
        stop = None
        if self.sort is None and self.limit is not None and self.limit >= 0:
            stop = self.offset + self.limit
        for cap in captures:
            ts = cap.record.timestamp
            if self.from_ts is not None and ts < self.from_ts:
                continue
            if self.to_ts is not None and ts > self.to_ts:
                continue
            if self.filters or self.collapse:
                row = fields_of(cap)
                if not all(f(row) for f in self.filters):
                    continue
                if self.collapse and _collapsed(row, self.collapse, last):
                    continue
            out.append(cap)
            if stop is not None and len(out) >= stop or len(out) >= MAX_RESULTS:
                break
        return out


def _collapsed(
    row: dict[str, str], rules: list[tuple[str, int | None]], last: dict[str, str | None]
) -> bool:
    """IA collapse: drop a line whose collapse fields equal the previous kept line's."""
    values = {name: (row.get(name) or "")[:n] if n else row.get(name) for name, n in rules}
    same = bool(last) and all(last.get(k) == v for k, v in values.items())
    if not same:
        last.clear()
        last.update(values)
    return same


def fields_of(capture: Capture) -> dict[str, str]:
    """Every field of a capture's index line, by pywb name, values as strings."""
    r = capture.record
    row = {"urlkey": r.key, "timestamp": r.timestamp}
    for k, v in r.json_fields().items():
        row[k] = v if isinstance(v, str) else str(v)
    return row
