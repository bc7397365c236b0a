"""How a URL stands to the entry: a view, version, record, format, language or DOI of it.

The boundary strategies ask of a URL beside the entry whether it shows the entry itself (a
view, another version, a language variant, another format, the entry's record under its
own query key, a DOI under the entry's) or names another artifact of the portal (a URL of
the entry's shape, a name that goes on from the entry's, another record, another DOI,
another object by number, a page whose links mirror the entry's with its own name in
place).  Also the knowledge base's listing hints, as they match a URL.  What a URL is on
its own or against a path root (hosts, downloads, actions, ancestors) is `urls.py`'s.
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

from keepnet.artifacts.identifiers import contains_id, id_tokens, looks_like_id
from keepnet.artifacts.urls import (
    host_of,
    is_action,
    is_index_page,
    path_root,
    strip_query,
    under_root,
)

_VERSION = re.compile(r"v\d+(?:[./?#+]|$)", re.I)  # "…08812" + "v1": a version of the entry
_ID_SEGMENT = re.compile(r"\d+|(?=.*\d)[\w.:~/%-]{4,}|[0-9a-f]{8,}", re.I)


def _shape_segment(s: str) -> str:
    slug = any(c in s for c in "-_+%") and len(s) > 8
    return "*" if slug or _ID_SEGMENT.fullmatch(s) else s.lower()


def _segments(url: str) -> tuple[str, ...]:
    """url's path segments and sorted query pairs, aligned with `shape`'s."""
    parts = urlsplit(url)
    out = [s for s in parts.path.split("/") if s]
    return (*out, *sorted(p for p in parts.query.split("&") if p))


def shape(url: str) -> tuple[str, ...]:
    """The template of url: identifier- and slug-like path segments and query values are "*".

    Query keys stay (sorted), so "dataset.xhtml?persistentId=doi:…" and another dataset's
    URL share a shape while "…&version=1.0" does not.
    """
    parts = urlsplit(url)
    out = [_shape_segment(s) for s in parts.path.split("/") if s]
    for pair in sorted(p for p in parts.query.split("&") if p):
        key, _, value = pair.partition("=")
        out.append(f"?{key}={_shape_segment(value) if value else ''}")
    return tuple(out)


def is_view(url: str, entry: str) -> bool:
    """Whether url shows the entry itself: its path with another query, below it, the
    entry URL extended (".../573456v2.full", "...v2.article-info", "...v2.full.pdf"), or
    another version of it and its views ("...573456v1", "...v1.full.pdf")."""
    bare, path = strip_query(entry).rstrip("/"), strip_query(url)
    # extended on a boundary: "...v2.full" is a view of "...v2", "...088123" is another id
    return (
        under_root(url, path_root(entry))
        or (bool(bare) and path.startswith(bare) and path[len(bare) : len(bare) + 1] in (".", "+"))
        # a version of an unversioned entry ("…08812v1" for "…08812", the latest)
        or (bool(bare) and path.startswith(bare) and bool(_VERSION.match(path[len(bare) :])))
        or is_other_version(url, entry)
    )


# A version marker ending the entry's last path segment: "…632870v2", "…/report-v3".
_VERSION_TAIL = re.compile(r"(?<=[0-9a-z])([_.-]?)v\d+$", re.I)


def is_other_version(url: str, entry: str) -> bool:
    """Whether url is another version of the entry, or a view of one: the entry's URL with
    the version marker that ends it changed ("…632870v1" or "…632870v1.full.pdf" for
    "…632870v2").  A portal that numbers versions in the URL keeps each as the same work
    (a preprint's earlier version): taking it costs a page the manifest can drop; losing
    it cannot be repaired."""
    bare = strip_query(entry).rstrip("/")
    m = _VERSION_TAIL.search(bare.rsplit("/", 1)[-1])
    if m is None or "?" in entry:
        return False
    base = bare[: len(bare) - len(m.group(0))]
    path = strip_query(url)
    if not path.startswith(base + m.group(1)):
        return False
    more = re.match(r"v(\d+)", path[len(base) + len(m.group(1)) :], re.I)
    own = m.group(0)[len(m.group(1)) + 1 :]
    if more is None or more.group(1).startswith(own) or own.startswith(more.group(1)):
        # the entry's own version (its views are is_view's), or digits that go on
        # ("…v23" for "…v2": another identifier as much as a version)
        return False
    rest = path[len(base) + len(m.group(1)) + more.end() :]
    return rest in ("", "/") or rest[:1] in (".", "+")


def name_goes_on(url: str, entry: str) -> bool:
    """Whether url is the entry's URL with its last name going on by words, on the same
    level ("tidyflux" → "tidyflux-extras", "citeproc-lite" → "citeproc-lite-cli"): another
    artifact named after the entry (a plugin, a companion package), not a view of it."""
    base = entry.split("#", 1)[0].rstrip("/")
    rest = url.split("#", 1)[0]
    if not rest.startswith(base) or "?" in base:
        return False
    tail = rest[len(base) :].rstrip("/")
    return tail[:1] in ("-", "_") and tail[1:].replace("-", "").replace("_", "").isalpha()


def same_shape(url: str, entry: str, names_go_on: bool = True) -> bool:
    """Whether url is shaped like the entry page (likely another artifact of the portal) —
    not a view of the entry itself (its URL extended: ".../573456v2.full"); a name that
    goes on ("river-gauges" → "river-gauges-monthly") is another artifact's (unless
    `names_go_on` is off: every extension is a view, the rule before portals not known by
    host name got this one)."""
    base = entry.split("#", 1)[0].rstrip("/")
    rest = url.split("#", 1)[0]
    if rest.startswith(base):
        more = rest[len(base) :]
        if not names_go_on or not (more[:1].isalnum() or more[:1] in ("-", "_")):
            return False
        if _VERSION.match(more):
            return False
        if name_goes_on(url, entry):
            # another artifact named after the entry, even when the entry's name is a
            # plain word its shape does not make a wildcard
            return True
    if names_go_on and is_other_version(url, entry):
        return False  # another version of the entry (portals not known by host name)
    a, b = shape(url), shape(entry)
    if names_go_on and _index_of_sibling_dir(url, entry):
        return True
    wild = any(seg == "*" or seg.endswith("=*") for seg in b)
    return wild and a == b and url.split("#", 1)[0] != entry.split("#", 1)[0]


def another_record(url: str, entry: str) -> bool:
    """Whether url names another record of the kind the entry's URL names: a name that goes
    on from the entry's (name_goes_on), or, on the entry's
    host, the entry's template with two identifier or slug segments or more (a name and a
    number: `articles/dataset/NAME/ID`, `handle/PREFIX/N`), identifiers where the entry
    has them, and at most one fixed segment changed (`articles/thesis/NAME/ID`, a record
    of another type; `channel/NAME/ID` for `media/NAME/ID`, one of another section).  A URL that names one record by two identifiers is a record of its
    own, whatever page links it or whatever title it cites; the entry's versions and views
    are not (is_view)."""
    if host_of(url) != host_of(entry) or strip_query(url) == strip_query(entry):
        return False
    if url.split("#", 1)[0] == entry.split("#", 1)[0] or is_view(url, entry):
        return False
    if name_goes_on(url, entry):
        return True
    a, b = shape(_undated(url)), shape(_undated(entry))
    if len(a) != len(b) or sum(s == "*" for s in b) < 2:
        return False
    if any((x == "*") != (y == "*") for x, y in zip(a, b, strict=True)):
        return False
    # (round 12: the entry's own identifiers, every one, under another fixed segment —
    # `…/94_123/_pdf/-char/ja` for `…/94_123/_article/-char/ja` — are its view or format)
    ra, rb = _segments(_undated(url)), _segments(_undated(entry))
    if len(ra) == len(b) and all(x == y for x, y, t in zip(ra, rb, b, strict=True) if t == "*"):
        return False
    return sum(x != y for x, y in zip(a, b, strict=True)) <= 1


# A date a path is filed under: a year, a month and perhaps a day (`/2025/02/05/slug/`).
_DATE_PATH = re.compile(r"/(19|20)\d\d/[01]?\d(/[0-3]?\d)?(?=/)")


def _undated(url: str) -> str:
    """url without the date its path is filed under (`/2025/02/05/day-2/` → `/day-2/`): a
    blog files every post by date, so a post is named by one name, its slug, not by two
    identifiers (round 8: a lab notebook's day entries, filed like their experiment)."""
    head, sep, rest = url.partition("://")
    host, _, path = rest.partition("/")
    return f"{head}{sep}{host}" + _DATE_PATH.sub("", "/" + path, count=1)


def _numbered_keys(url: str) -> dict[str, str]:
    """The query keys of url whose value is a number of four digits or more."""
    out = {}
    for pair in urlsplit(url).query.split("&"):
        key, _, value = pair.partition("=")
        if len(value) >= 4 and value.isdigit():
            out[key.lower()] = value
    return out


def keyed_alike(url: str, entry: str) -> bool:
    """Whether url, on the entry's host, names the entry's record under the entry's own
    query key (`export_ris.php?RecordID=512733` for `display_record.php?RecordID=512733`):
    the same record through another script (an export, a print view, a version), not
    another record shaped like it, even when the scripts' names make the shapes alike
    (round 8)."""
    if host_of(url) != host_of(entry):
        return False
    own = _keyed_ids(entry)
    return bool(own) and bool(own & _keyed_ids(url))


def other_format(url: str, entry: str) -> bool:
    """Whether url is the entry's path with another extension (`sboMODISchla8day.das`,
    `.dds`, `.graph` beside `sboMODISchla8day.html`: a data server's access forms and
    metadata): the entry's object in another format, not another object shaped like it
    (round 8)."""
    if host_of(url) != host_of(entry):
        return False
    a, b = strip_query(url).rstrip("/"), strip_query(entry).rstrip("/")
    ha, _, la = a.rpartition("/")
    hb, _, lb = b.rpartition("/")
    if ha != hb or "." not in la or "." not in lb or la == lb:
        return False
    (sa, ea), (sb, eb) = la.rsplit(".", 1), lb.rsplit(".", 1)
    # (extensions are words: `2025.03.14.643210v2` is a name with dots, not a format)
    return sa == sb and len(sb) >= 4 and ea.isalpha() and eb.isalpha()


def _keyed_ids(url: str) -> set[tuple[str, str]]:
    """The (key, value) pairs of url's query whose value looks like an identifier."""
    out = set()
    for pair in urlsplit(url).query.split("&"):
        key, _, value = pair.partition("=")
        if len(value) >= 4 and any(c.isdigit() for c in value):
            out.add((key.lower(), value.lower()))
    return out


def names_another_object(url: str, entry: str) -> bool:
    """Whether url, on the entry's host, names another kind of object by number than the
    entry does: the entry is named by a numbered query key (`papers.cfm?abstract_id=4718802`)
    and url by a number under another key (`AbsByAuth.cfm?per_id=3981123`,
    `…&journal_id=1204`: its author, its journal), without the entry's number.  The key
    says what the number names; the entry's own pages (downloads, exports, formats) carry
    the entry's number under its key or another (`Delivery.cfm?abstractid=4718802`)."""
    if host_of(url) != host_of(entry):
        return False
    own, theirs = _numbered_keys(entry), _numbered_keys(url)
    # (round 12: or under the entry's key through another script, `author_profile.asp?id=`
    # beside `item.asp?id=`: a generic key names whatever the script shows)
    script = urlsplit(url).path != urlsplit(entry).path
    if not own or not theirs or (set(theirs) & set(own) and not script):
        return False
    numbers = set(own.values())
    return not any(re.search(rf"(?<![0-9]){n}(?![0-9])", url) for n in numbers)


def _index_of_sibling_dir(url: str, entry: str) -> bool:
    """Whether url is the same index page of a sibling directory of an index-page entry
    (`packages/mclust/index.html` for `packages/rmixo/index.html`): the entry stands for
    its directory, so its sibling directory's index stands for another artifact."""
    u, e = urlsplit(url), urlsplit(entry)
    if u.netloc.lower() != e.netloc.lower() or u.query or e.query:
        return False
    us, es = u.path.split("/"), e.path.split("/")
    if len(us) != len(es) or len(es) < 4 or not is_index_page(e.path):
        return False
    return us[-1] == es[-1] and us[:-2] == es[:-2] and us[-2] != es[-2] and bool(us[-2])


def matches_hint(url: str, hints: list[str], plural_out: bool = False) -> bool:
    """Whether url's path or query contains one of the knowledge base's listing-page hints.

    `plural_out` (portals not known by host name, round 7): a hint naming an action or a
    service (`/register`, `/submit`, `/share`) does not match its plural, which names
    things — an archive's series of parish `/registers`, not a sign-up form."""
    low = url.split("://", 1)[-1].lower()
    low = low[low.find("/") :] if "/" in low else ""
    if not plural_out:
        return any(h in low for h in hints)
    return any(_hint_in(h.lower(), low) for h in hints)


def _hint_in(hint: str, low: str) -> bool:
    start = low.find(hint)
    while start >= 0:
        end = start + len(hint)
        plural = (
            hint[-1:].isalpha()
            and low[end : end + 1] == "s"
            and (end + 1 == len(low) or not low[end + 1].isalnum())
        )
        if not plural:
            return True
        start = low.find(hint, start + 1)
    return False


def own_hints(hints: tuple[str, ...], entry: str) -> tuple[str, ...]:
    """The listing hints that can tell a listing on the entry's portal: not those the
    entry's own URL shows (an Omeka S site named `collections` serves its items under
    `/s/collections/item/N`: there `/collections/` marks every page, listing or not)."""
    return tuple(h for h in hints if not matches_hint(entry, [h], plural_out=True))


# An interface language: a query key naming it, or a path prefix (`/ja/`, `/pt-br/`).
_LANG_KEYS = frozenset({"hl", "lang", "locale", "language", "lng", "ln"})
_LANG_CODE = re.compile(r"^[a-z]{2}(?:[-_][a-z]{2,4})?$", re.I)


def is_language_variant(url: str, entry: str) -> bool:
    """Whether url is the entry in another interface language: its URL with a language
    query added (`?hl=de`, `&lang=fr`), under a language prefix (`/ja/protocol/…` for
    `/protocol/…`) or with the language code ending its path swapped (`…/-char/en`).  The same page, translated chrome: not a part of the artifact (round 5;
    a translated *text* has its own URL and title and is another work)."""
    a, b = urlsplit(url), urlsplit(entry)
    if a.netloc.lower() != b.netloc.lower():
        return False
    if a.path == b.path:
        extra = [p for p in a.query.split("&") if p and p not in b.query.split("&")]
        return len(extra) == 1 and _lang_pair(extra[0])
    first, _, rest = a.path.lstrip("/").partition("/")
    head, _, last = a.path.rstrip("/").rpartition("/")
    ehead, _, elast = b.path.rstrip("/").rpartition("/")
    if a.query == b.query and head == ehead and head and last != elast:
        # (round 13: a language code ending the path swapped, `…/-char/en` for `…/-char/ja`)
        return bool(_LANG_CODE.match(last) and _LANG_CODE.match(elast))
    return (
        a.query == b.query
        and bool(_LANG_CODE.match(first))
        and "/" + rest.rstrip("/") == b.path.rstrip("/")
        and b.path.rstrip("/") != ""
    )


def _lang_pair(param: str) -> bool:
    key, _, value = param.partition("=")
    return key.lower() in _LANG_KEYS and bool(_LANG_CODE.match(value))


# A DOI in a URL (path or query value), up to the next query separator.
_DOI = re.compile(r"\b10\.\d{4,9}/[^\s?&#]+", re.I)
_DOI_VERSION = re.compile(r"v\d+(?=$|[./])", re.I)


# Word segments after a DOI in a path: the record's views (`…/fmicb.2021.654321/full`, `/pdf`).
_DOI_VIEW = re.compile(r"(/[a-z]+)+$")


def _doi_in(url: str, views: bool = False) -> str | None:
    m = _DOI.search(url.split("#", 1)[0])
    if not m:
        return None
    doi = _DOI_VERSION.sub("", m.group(0).rstrip("/").lower())
    return _DOI_VIEW.sub("", doi) if views and doi.count("/") > 1 else doi


def another_doi(url: str, entry: str, views: bool = False) -> bool:
    """Whether url, on the entry's host, names a record by a DOI of its own: both URLs carry
    a DOI and neither extends the other (`…/QX7ZPL/7AB1CD`, a file of dataset `…/QX7ZPL`,
    extends it; `…574321v1.full` and `…v2` are views and versions of one DOI).  A dataset page listing a
    "related dataset" of its dataverse links a record with its own persistent identifier:
    that record names the entry in its own related list and so holds its title, and is
    still another record (round 6: every author who wrote such a link left it out).
    `views`: word segments after the DOI are its views, not its name (round 11)."""
    if host_of(url) != host_of(entry):
        return False
    mine, theirs = _doi_in(entry, views), _doi_in(url, views)
    if not mine or not theirs or mine == theirs:
        return False
    return not any(
        a.startswith(b) and a[len(b)] in "/." for a, b in ((theirs, mine), (mine, theirs))
    )


def extends_doi(url: str, entry: str) -> bool:
    """Whether url, on the entry's host, names a DOI under the entry's own (`…/QX1ZKA/F4101`,
    a file of dataset `…/QX1ZKA`): a part of the record the entry names (round 9)."""
    if host_of(url) != host_of(entry):
        return False
    mine, theirs = _doi_in(entry), _doi_in(url)
    if not mine or not theirs or mine == theirs:
        return False
    return theirs.startswith(mine) and theirs[len(mine)] in "/."


_PARTS = re.compile(r"[/?&=;#]")


def mirrors(
    url: str,
    links: list[str],
    entry: str,
    entry_links: list[str] | frozenset[str],
    own: frozenset[str] = frozenset(),
) -> int:
    """How many of a page's links are the entry's own links with the page's name in place of
    the entry's: `/files/transcripts/131.pdf` on `/interviews/131` for the entry
    `/interviews/114` linking `/files/transcripts/114.pdf` (round 7).  A page shaped like
    the entry whose links repeat the entry's, each for its own name, is another record of
    the same kind (a related interview, another object of the collection), not a part of
    this one.  `own`: the two pages' own URLs and aliases, never counted."""
    a, b = _PARTS.split(url.split("#", 1)[0]), _PARTS.split(entry.split("#", 1)[0])
    if len(a) != len(b):
        return 0
    pairs = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    if not pairs or len(pairs) > 2 or any(len(x) < 2 or len(y) < 2 for x, y in pairs):
        return 0
    theirs = set(entry_links)
    count = shared = 0
    for u in dict.fromkeys(links):
        if u in own or u in (url, entry):
            continue
        v = u
        for x, y in pairs:
            v = v.replace(x, y)
        if v != u and v in theirs:
            # Share buttons carry the page's own URL (`intent/tweet?url=<page>`): a site
            # prints them on every page, parts and other records alike, so together they
            # count once (round 8: a book's chapters, a notebook's days repeat only them).
            if _carries(u, url):
                shared = 1
            else:
                count += 1
    return count + shared


def _carries(link: str, url: str) -> bool:
    """Whether link's query carries url whole (percent-encoded or not)."""
    query = link.partition("?")[2]
    return bool(query) and url.split("#", 1)[0] in unquote(query)


def named_directory(url: str, entry: str) -> bool:
    """Whether url is a directory named by the entry: its path ends with `/` and one of
    its segments is an identifier of the entry's URL (`/geo/series/GSE271nnn/GSE271044/`
    for `acc.cgi?acc=GSE271044`).  A listing word above it (`/series/`) files the entry's
    own folder; it lists the entry's files, not other artifacts (round 12)."""
    path = urlsplit(url).path
    if not path.endswith("/"):
        return False
    tokens = {t.lower() for t in id_tokens(entry) if looks_like_id(t)}
    return any(unquote(seg).lower() in tokens for seg in path.split("/") if seg)


def keyed_by_path_id(url: str, entry: str) -> bool:
    """Whether url, on the entry's host under another path, names the entry's record by
    the longest identifier of the entry's path as a query value (`/stamp/stamp.jsp?
    arnumber=10734102` for `/document/10734102`, `articulo.oa?id=515569583004` for
    `/journal/5155/515569583004/html/`): the record through another script (round 12)."""
    a, b = urlsplit(url), urlsplit(entry)
    if a.netloc.lower() != b.netloc.lower() or a.path == b.path or not a.query:
        return False
    ids = [t for t in id_tokens(f"{b.scheme}://{b.netloc}{b.path}") if looks_like_id(t)]
    if not ids or len(ids[0]) < 6:
        return False
    values = {unquote(p.partition("=")[2]).lower() for p in a.query.split("&")}
    return ids[0].lower() in values


def record_service(url: str, hints: list[str], chrome: frozenset[str], token: str) -> bool:
    """Round 12: a carrier of the identifier that is a service keyed to the record: an
    action, the site's chrome with the record's key (`/cgi/users/home?…&eprintid=N`,
    the login page's path), or a listing word with the identifier in its path (an
    endorsers list `/auth/show-endorsers/<id>`), or a service taking a query (`/alerts?`:
    round 11); a search filtered by the identifier as
    a query value (`occurrence/search?datasetKey=<id>`) lists the artifact's own parts."""
    if is_action(url) or strip_query(url) in chrome:
        return True
    # (a hint that takes a query, `/alerts?`, names a service whatever the query says)
    if matches_hint(url, [h for h in hints if h.endswith("?")], plural_out=True):
        return True
    return matches_hint(url, hints, plural_out=True) and contains_id(urlsplit(url).path, token)
