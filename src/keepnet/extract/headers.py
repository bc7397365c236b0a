"""Outlinks in HTTP response headers: Location, Content-Location, Refresh and Link (RFC 8288).

`parse_link_header` is a complete RFC 8288 §3 parser (also used by signposting and artifact
detection): every link-value with its target, relation types and all parameters, robust to
commas and semicolons inside <URI> and quoted strings, RFC 8187 ext-values (title*=UTF-8''..)
decoded.  Hops follow Heritrix's ExtractorHTTP: Location and Content-Location are R; a Link
target is E when its relation makes the client load it for this resource (stylesheet,
preload, icon...; see rels.py), L otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import unquote

from keepnet.extract.collect import OutlinkCollector, resolve
from keepnet.extract.microsyntax import parse_refresh
from keepnet.extract.rels import rel_hop
from keepnet.models import Exchange, Hop, Outlink

_OWS = " \t"
_TOKEN_END = frozenset(";,=" + _OWS)


@dataclass(frozen=True, slots=True)
class LinkValue:
    """One link-value: `uri` as written (unresolved), `rel` tokens, every parameter in order.

    Registered relation types are lowercased (they compare case-insensitively); extension
    relation types (URIs) are kept as written.  Parameter names are lowercased; a value is
    None for a bare parameter (";crossorigin").  Per RFC 8288 §3.3 only the first rel
    parameter counts.
    """

    uri: str
    rel: tuple[str, ...] = ()
    params: tuple[tuple[str, str | None], ...] = ()

    def get(self, name: str) -> str | None:
        """The first value of parameter `name` (ext-values of "x*" names decoded)."""
        name = name.lower()
        for k, v in self.params:
            if k == name:
                return _decode_ext(v) if name.endswith("*") and v is not None else v
        return None

    def get_all(self, name: str) -> list[str | None]:
        name = name.lower()
        return [v for k, v in self.params if k == name]

    @property
    def anchor(self) -> str | None:
        return self.get("anchor")

    @property
    def type(self) -> str | None:
        return self.get("type")

    @property
    def title(self) -> str | None:
        """title* (RFC 8187, preferred per RFC 8288 §3.4.1) or title."""
        return self.get("title*") or self.get("title")

    @property
    def profile(self) -> str | None:
        return self.get("profile")

    def target(self, base: str) -> str | None:
        """The target resolved against `base` (the request URL), None if not http(s)."""
        return resolve(self.uri, base)


def _decode_ext(value: str) -> str:
    """RFC 8187 ext-value: charset'language'percent-encoded; the raw value if malformed."""
    parts = value.split("'", 2)
    if len(parts) != 3:
        return value
    charset = parts[0].strip().lower() or "utf-8"
    try:
        return unquote(parts[2], encoding=charset, errors="replace")
    except LookupError:
        return unquote(parts[2], encoding="utf-8", errors="replace")


def _skip(s: str, pos: int, chars: str) -> int:
    while pos < len(s) and s[pos] in chars:
        pos += 1
    return pos


def _quoted(s: str, pos: int) -> tuple[str, int]:
    """The quoted-string starting at s[pos] == '"', unescaped, and the position after it."""
    out: list[str] = []
    pos += 1
    while pos < len(s):
        c = s[pos]
        if c == "\\" and pos + 1 < len(s):
            out.append(s[pos + 1])
            pos += 2
        elif c == '"':
            return "".join(out), pos + 1
        else:
            out.append(c)
            pos += 1
    return "".join(out), pos  # unterminated: take the rest


def _params(s: str, pos: int) -> tuple[list[tuple[str, str | None]], int]:
    """The ;-separated parameters from pos up to the ',' ending the link-value."""
    params: list[tuple[str, str | None]] = []
    n = len(s)
    while True:
        pos = _skip(s, pos, _OWS)
        if pos >= n or s[pos] == ",":
            return params, pos
        if s[pos] != ";":  # junk between parameters: skip it, quotes respected
            if s[pos] == '"':
                _, pos = _quoted(s, pos)
            else:
                pos += 1
            continue
        pos = _skip(s, pos + 1, _OWS)
        start = pos
        while pos < n and s[pos] not in _TOKEN_END:
            pos += 1
        name = s[start:pos].lower()
        pos = _skip(s, pos, _OWS)
        value: str | None = None
        if pos < n and s[pos] == "=":
            pos = _skip(s, pos + 1, _OWS)
            if pos < n and s[pos] == '"':
                value, pos = _quoted(s, pos)
            else:
                start = pos
                while pos < n and s[pos] not in ";," and s[pos] not in _OWS:
                    pos += 1
                value = s[start:pos]
        if name:
            params.append((name, value))


def _rel_tokens(value: str | None) -> tuple[str, ...]:
    if not value:
        return ()
    return tuple(t if ":" in t else t.lower() for t in value.split())


def parse_link_header(value: str) -> list[LinkValue]:
    """Every link-value of a Link header field value (several fields: join with ", ")."""
    links: list[LinkValue] = []
    pos, n = 0, len(value)
    while pos < n:
        pos = _skip(value, pos, _OWS + ",")
        if pos >= n:
            break
        if value[pos] != "<":  # not a link-value: resynchronise at the next top-level comma
            _, pos = _params(value, pos)
            continue
        end = value.find(">", pos + 1)
        if end < 0:
            end = n
        uri = value[pos + 1 : end].strip()
        params, pos = _params(value, end + 1)
        rel = next((v for k, v in params if k == "rel"), None)
        links.append(LinkValue(uri=uri, rel=_rel_tokens(rel), params=tuple(params)))
    return links


def link_header_values(exchange: Exchange) -> list[LinkValue]:
    """The parsed link-values of all Link header fields of a response."""
    return [lv for field in exchange.header_all("link") for lv in parse_link_header(field)]


def collect_headers(exchange: Exchange, collector: OutlinkCollector) -> None:
    """Feed the header outlinks of `exchange`, resolved against the request URL, to a collector."""
    base = exchange.url
    for name, context in (
        ("location", "header/Location"),
        ("content-location", "header/Content-Location"),
    ):
        ref = exchange.header(name)
        url = resolve(ref, base) if ref else None
        if url is not None and url != base:
            collector.add_url(url, Hop.REDIRECT, context)
    refresh = exchange.header("refresh")  # non-standard, but every browser honours it
    target = parse_refresh(refresh) if refresh else None
    url = resolve(target, base) if target else None
    if url is not None:
        collector.add_url(url, Hop.REDIRECT, "header/Refresh")
    for lv in link_header_values(exchange):
        hop = rel_hop(lv.rel)
        url = lv.target(base) if hop is not None else None
        if url is not None and hop is not None:
            collector.add_url(url, hop, "header/Link")


def extract_headers(exchange: Exchange) -> list[Outlink]:
    """Outlinks in the response headers, resolved against the request URL."""
    collector = OutlinkCollector(exchange.url)
    collect_headers(exchange, collector)
    return collector.outlinks()[0]
