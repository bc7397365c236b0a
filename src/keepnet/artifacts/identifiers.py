"""Significant string from URI: the identifier an entry URI shares with its artifact's URIs.

GBIF's entry http://www.gbif.org/dataset/98333cb6-… links its artifact URIs
/occurrence/search?datasetKey=98333cb6-… and http://api.gbif.org/v1/dataset/98333cb6-…/document:
the identifier, not the path, ties them together.  The seed suggests the longest common
substring between the entry's path elements and the linked URIs; keepnet takes the path
segments and query values of the entry (and their parts split at -_.:), keeps those that
look like identifiers (a digit, at least MIN_LEN characters, not a bare year), and picks the
one found in the most linked URIs, the longest on ties.  A query value that is itself an
absolute URL with a path (an archive's ?origin_url=https://forge/x/y, a viewer's ?url=…)
names what the page is about, digits or not: it is an identifier as a whole.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import unquote, urlsplit

MIN_LEN = 4
_YEAR = re.compile(r"(19|20)\d\d")
_PARTS = re.compile(r"[-_.:]")


def looks_like_id(token: str) -> bool:
    return (
        len(token) >= MIN_LEN
        and any(c.isdigit() for c in token)
        and not _YEAR.fullmatch(token)
        and not (token.isdigit() and len(token) < 4)
    )


def id_tokens(url: str, url_values: bool = True) -> list[str]:
    """Identifier-like tokens of url's path segments and query values, longest first
    (`url_values` off: a URL-valued query value is not one as a whole, the rule a portal
    known by host name keeps)."""
    parts = urlsplit(url)
    raw = [unquote(s) for s in parts.path.split("/") if s]
    tokens: set[str] = set()
    for pair in parts.query.split("&"):
        if "=" in pair:
            value = unquote(pair.split("=", 1)[1])
            raw.append(value)
            if url_values and _is_url_with_path(value):
                tokens.add(value)
    for item in raw:
        if looks_like_id(item):
            tokens.add(item)
        for sub in _PARTS.split(item):
            if looks_like_id(sub):
                tokens.add(sub)
    return sorted(tokens, key=lambda t: (-len(t), t))


def _is_url_with_path(value: str) -> bool:
    inner = urlsplit(value)
    return inner.scheme in ("http", "https") and bool(inner.netloc) and len(inner.path) > 1


def contains_id(
    url: str, token: str, parts: bool = False, prefixed: bool = False, codes: bool = False
) -> bool:
    """Whether url carries the identifier (as written or percent-decoded, case-insensitive)
    as a whole: not as the start of a longer one ("seabirds-2019" does not carry "seabirds",
    "r=ab12&v=1" does carry "ab12").  With `parts`, an identifier that holds a digit also
    as the stem of a name joined by an underscore, a part of the object it names
    (`1987.33.4_recto`, `03473000_samples_2023.csv`, `as2024kqwe_mww`), and with a
    version number (`0611203v2`: round 20); and a file named by it and a hyphenated word
    (`A-RES-78-214-EN.pdf`: round 21).  With `prefixed` (round 24s), a number of four
    digits or more also behind a catalogue's capital prefix (`SN8860` for study `8860`,
    `CIK0000712345` for filer `0000712345`): the accession as another service writes it.
    With `codes` (round 25), an identifier with a digit also followed by a part's short
    code ending its segment (`MB-00843-a`, `10091452-W01`)."""
    pattern = _whole(token, parts and any(c.isdigit() for c in token))
    if pattern.search(url) or pattern.search(unquote(url)):
        return True
    if codes and any(c.isdigit() for c in token):
        coded = re.compile(_START + re.escape(token) + _PART_CODE, re.I)
        if coded.search(url) or coded.search(unquote(url)):
            return True
    if not (prefixed and token.isdigit() and len(token) >= 4):
        return False
    accession = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2,4}" + pattern.pattern[len(_START) :])
    return bool(accession.search(url) or accession.search(unquote(url)))


# Round 21: a file name (an extension ends it) made of an identifier with a digit and a
# word joined by a hyphen names the record's part or its language version
# (`A-RES-78-214-EN.pdf`, `9TB7-assembly1.cif`, `50002-sample.html`); a slug or a query
# value so named is another record (`breeding-birds-2022-winter`), and a number there
# (`-2.pdf`) may be another's file.
_PART_WORD = r"(?:-[A-Za-z][A-Za-z0-9]{0,11}(?=\.[A-Za-z0-9]{1,5}(?:[?#]|$)))?"


# Round 25: an identifier (a digit in it) followed by a part's short code ending its path
# segment (`MB-00843-a`, `10091452-W01`, `<uuid>-S1`): the seed's URI contains the string.
_PART_CODE = r"-[A-Za-z]{1,2}\d{0,3}(?=[/?#&]|\.[A-Za-z0-9]{1,5}(?:[?#]|$)|$)"


def _whole(token: str, parts: bool = False) -> re.Pattern[str]:
    if parts:  # (and its versions: `0611203v2`; round 21: a word ending its segment)
        after = r"(?:v\d{1,3})?" + _PART_WORD + r"(?![A-Za-z0-9]|-[A-Za-z0-9])"
    else:
        after = r"(?![A-Za-z0-9]|[-_][A-Za-z0-9])"
    return re.compile(_START + re.escape(token) + after, re.I)


_START = r"(?<![A-Za-z0-9])"


def shared_identifier(
    entry: str, links: list[str], elsewhere: Iterable[str] = (), url_values: bool = True
) -> tuple[str | None, list[str]]:
    """(identifier, the linked URIs carrying it), or (None, []) when nothing is shared.

    A token that `elsewhere` carries too (the portal's chrome, other artifacts shaped like
    the entry) names the portal or a part of it — a path prefix every page shares, a DOI
    registrant prefix — not this artifact, and is not taken.
    """
    others = list(elsewhere)
    best: tuple[int, int, str] | None = None
    for token in id_tokens(entry, url_values):
        if any(contains_id(u, token) for u in others):
            continue
        count = sum(1 for u in links if contains_id(u, token))
        if count and (best is None or (count, len(token)) > (best[0], best[1])):
            best = (count, len(token), token)
    if best is None:
        return None, []
    token = best[2]
    return token, [u for u in links if contains_id(u, token)]


_PART = re.compile(r"_[A-Za-z]+(?:\.[A-Za-z0-9]+)?")
_SIBLING = re.compile(r"[-_][A-Za-z]{2,}(?:[-_][A-Za-z0-9]+)*(?:\.[A-Za-z0-9]+)?")


def names_part(url: str, entry: str) -> bool:
    """Whether url's last path segment is the entry's identifier (a digit in it) with a
    part's name joined by an underscore, beside it (`Paper52107_media.html`,
    `Paper52107_transcript.txt` for `Paper52107.html`): a part of the record, not another
    record shaped like it (round 20; a word going on, `tidyflux_extras`, is another)."""
    a, b = urlsplit(url), urlsplit(entry)
    head, _, last = a.path.rpartition("/")
    own_head, _, own = b.path.rpartition("/")
    stem = own.split(".", 1)[0]
    if a.netloc.lower() != b.netloc.lower() or not last.lower().startswith(stem.lower()):
        return False
    rest = last[len(stem) :]
    if head == own_head:
        return looks_like_id(stem) and bool(_PART.fullmatch(rest))
    # Round 23b: in a sibling directory, joined by a hyphen too (`/reports/p42-review-a.html`
    # beside `/papers/p42.html` and `/responses/p42.html`): the record's part filed by kind.
    numbered = any(c.isdigit() for c in stem) and not _YEAR.fullmatch(stem)
    sibling = head.rpartition("/")[0] == own_head.rpartition("/")[0]
    return numbered and sibling and bool(_SIBLING.fullmatch(rest))


def names_subdivision(url: str, entry: str) -> bool:
    """Whether a path segment of url, on the entry's host, is the entry's last path segment
    (a digit in it) continued by reference numbers: `207-1`, `207-1-3`, `207.2` for
    `/fonds/207`.  An archive numbers a fonds' series and files so (the reference code
    of each level extends its parent's): the record's own subdivisions, even filed under
    a word that names listings elsewhere (`/series/207-1`; round 21)."""
    a, b = urlsplit(url), urlsplit(entry)
    own = b.path.rstrip("/").rpartition("/")[2]
    if a.netloc.lower() != b.netloc.lower() or not any(c.isdigit() for c in own):
        return False
    pattern = re.compile(re.escape(own) + r"(?:[-.]\d{1,4})+", re.I)
    return any(pattern.fullmatch(unquote(s)) for s in a.path.split("/") if s)
