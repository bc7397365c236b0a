"""User search input made safe: query text to an FTS5 MATCH expression, site and date filters.

Whatever a person (or a hostile client) types, the MATCH expression built here is valid FTS5
syntax, because every term is emitted as an FTS5 string ("..." with '"' doubled) and only
this module writes the operators.  Understood, in the spirit of web search engines:

    words             all must occur (AND), in any column: title, text or URL
    "a phrase"        the words in this order (an unclosed quote runs to the end)
    -word, -"phrase"  must not occur (FTS5 NOT; a query of exclusions only matches nothing)
    a OR b            either (binds tighter than the implicit AND); NOT x is -x; AND is implied
    word*             prefix ("archiv*"); a '*' anywhere else is a separator
    title:w url:w text:w   the term in that column only
    site:example.org  the site filter (host or registered domain, subdomains included)

Everything else FTS5 would read as syntax (NEAR, parentheses, ':', '^', '+', lower-case
operators) is a word or a separator, never syntax.  Terms without a letter or digit are dropped (FTS5 would
read them as an empty phrase, which matches nothing).  Control characters and lone
surrogates are removed; input is cut at MAX_QUERY_CHARS and MAX_TERMS terms.
Reference: SQLite FTS5 full-text query syntax, https://sqlite.org/fts5.html#full_text_query_syntax
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from keepnet.url.parse import InvalidURL, hostname, implied_http
from keepnet.url.surt import reverse_host

MAX_QUERY_CHARS = 1000
MAX_TERMS = 32
COLUMNS = ("title", "text", "url")

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
# -? field:? ("phrase"? | word) *?
_TERM = re.compile(
    r'(?P<neg>-)?(?:(?P<field>[A-Za-z]+):)?(?:"(?P<phrase>[^"]*)"?|(?P<word>[^\s"]*[^\s"*]))(?P<star>\*)?'
)
_OPERATORS = frozenset({"AND", "OR", "NOT"})  # upper case only, as in FTS5 and web search
_DATE_SEPARATORS = re.compile(r"[-:/.\sTZ]")
_DATE_FIELDS = ((4, 1, 12), (6, 1, 31), (8, 0, 23), (10, 0, 59), (12, 0, 60))  # start, range


@dataclass(frozen=True, slots=True)
class ParsedQuery:
    match: str | None  # the FTS5 MATCH expression; None when nothing can match
    terms: tuple[str, ...]  # positive terms as understood (for display)
    excluded: tuple[str, ...]
    site: str | None  # from a site: term
    notes: tuple[str, ...]  # what was dropped, for the results page


# In UTF-8 (surrogates passed through), a C0 control or DEL is one byte below 0x20 or 0x7f
# (every byte of a longer sequence is 0x80 or above), a C1 control is C2 80-9F and a lone
# surrogate ED A0-BF: found by a translate and two literal-led scans, ~2x faster than
# _CONTROL's scan, which is the whole cost when there is nothing to replace (page text,
# cleaned by the live index's thread while holding the GIL)
_C0_TO_SPACE = bytes(32 if c < 32 or c == 127 else c for c in range(256))
_C1_UTF8 = re.compile(rb"\xc2[\x80-\x9f]")
_SURROGATE_UTF8 = re.compile(rb"\xed[\xa0-\xbf]")


def clean_text(text: str) -> str:
    """`text` with control characters and lone surrogates replaced by spaces."""
    data = text.encode("utf-8", "surrogatepass")
    if (
        data.translate(_C0_TO_SPACE) == data
        and _C1_UTF8.search(data) is None
        and _SURROGATE_UTF8.search(data) is None
    ):
        return text  # nothing to replace
    return _CONTROL.sub(" ", text)


def _fts_string(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'


def _has_token(text: str) -> bool:
    # unicode61 makes tokens of letters and numbers (Unicode L*, N*); anything else separates
    return any(c.isalnum() for c in text)


def parse_query(q: str) -> ParsedQuery:
    """Parse user input into a safe FTS5 expression; never raises on any str."""
    notes: list[str] = []
    if len(q) > MAX_QUERY_CHARS:
        q = q[:MAX_QUERY_CHARS]
        notes.append(f"query cut to its first {MAX_QUERY_CHARS} characters")
    q = clean_text(q)
    groups: list[list[str]] = []  # positive terms; the terms of a group are ORed
    negatives: list[str] = []
    shown: list[str] = []
    excluded: list[str] = []
    site: str | None = None
    pending_or = pending_not = False
    count = 0
    for m in _TERM.finditer(q):
        field = (m.group("field") or "").lower()
        phrase = m.group("phrase")
        text = phrase if phrase is not None else m.group("word")
        if phrase is None and not field and not m.group("neg") and text in _OPERATORS:
            pending_or = text == "OR" and bool(groups)
            pending_not = text == "NOT"
            continue
        if field == "site":
            site = site or text.strip()
            continue
        if phrase is None:
            text = text.replace("*", " ")  # a '*' inside a word only separates
        if field and field not in COLUMNS:
            text = f"{field} {text}"  # "foo:bar" is two words, not a column
            field = ""
        if not _has_token(text):
            continue
        if count >= MAX_TERMS:
            notes.append(f"only the first {MAX_TERMS} terms were used")
            break
        count += 1
        words = " ".join(text.split())
        expr = _fts_string(words) + ("*" if m.group("star") else "")
        label = (field + ":" if field else "") + words + (m.group("star") or "")
        if field:
            expr = f"{field} : {expr}"
        if m.group("neg") or pending_not:
            negatives.append(expr)
            excluded.append(label)
        elif pending_or:
            groups[-1].append(expr)
            shown.append("OR " + label)
        else:
            groups.append([expr])
            shown.append(label)
        pending_or = pending_not = False
    if not groups:
        if negatives:
            notes.append("a query of exclusions only matches nothing")
        return ParsedQuery(None, (), tuple(excluded), site, tuple(notes))
    match = " AND ".join(g[0] if len(g) == 1 else "(" + " OR ".join(g) + ")" for g in groups)
    for neg in negatives:
        match = f"({match}) NOT ({neg})"
    return ParsedQuery(match, tuple(shown), tuple(excluded), site, tuple(notes))


def site_key(host: str) -> str:
    """The sortable key of a host: labels reversed, comma-terminated ("org,example,www,").

    A site filter for S matches the hosts whose key starts with site_key(S), which are S
    and its subdomains (the trailing comma keeps "example" from matching "examples").
    """
    key = reverse_host(host.lower())
    return key if key.endswith(",") else key + ","


def site_range(site: str) -> tuple[str, str]:
    """[low, high) of the host keys a site filter matches; ValueError for a non-host.

    `site` may be a host ("example.org"), a domain with a leading "*." or ".", or a URL.
    """
    value = site.strip().lstrip("*").lstrip(".")
    try:
        host = hostname(implied_http(value)) if value else ""
    except InvalidURL:
        host = ""
    if not host:
        raise ValueError(f"not a host name: {site[:100]!r}")
    low = site_key(host)
    return low, low[:-1] + "-"  # '-' is the character after ','


def date_bound(value: str, end: bool = False) -> str:
    """A 14-digit timestamp bound from 4 to 14 digits (separators allowed: 2024-05-01).

    The start of the period for a lower bound, its last second for an upper one (end=True),
    so from=2024&to=2024 is the whole year, as in pywb's CDX server.
    """
    digits = _DATE_SEPARATORS.sub("", value.strip())
    if not (4 <= len(digits) <= 14 and digits.isascii() and digits.isdigit()) or any(
        not low <= int(digits[i : i + 2]) <= high
        for i, low, high in _DATE_FIELDS
        if len(digits) >= i + 2
    ):
        raise ValueError(f"not a date (YYYY[MM[DD[hh[mm[ss]]]]]): {value[:40]!r}")
    return digits + ("99999999999999" if end else "00000000000000")[len(digits) :]
