"""Round 16 (recall): choices inference made too narrow, reconsidered after it decided.

Inference prefers the single hop when a record links downloads (rule 5) and takes the
identifier instead only when every other page the hop would take was probed and none is
a service keyed to the record (rule 5a).  On identifier-based records — a data portal's
dataset whose filtered searches (`/occurrence/search?datasetKey=<id>`), API documents
(`api.host/v1/dataset/<id>/document`) and file directories on another host
(`ftp.host/…/<id>/suppl/`) all carry the record's identifier — the hop loses what the
identifier keeps: a filtered search is a listing to the hop, and a directory's
sub-directories lie two hops out.  This module owns the reconsideration that compares
what each choice would lose (`identifier_over_hop`), read on the entry's structure only:
where the links go, which of them carry the identifier, what the probed pages link.
(Round 16's three reconsiderations of a `single_page` choice — pages named by the entry's
name going on, a short number among records of its kind, links below the entry leading
further — each moved one portal of the set it was written on and nothing else over 45
sets: removed in round 19, docs/artifacts.md.)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import unquote, urlsplit

from keepnet.artifacts.identifiers import contains_id, id_tokens, looks_like_id, shared_identifier
from keepnet.artifacts.inference import candidate_links
from keepnet.artifacts.kinship import (
    another_record,
    is_language_variant,
    keyed_alike,
    matches_hint,
    other_format,
    record_service,
    same_shape,
)
from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.model import Page, Plan
from keepnet.artifacts.titles import contains, filtered_title, split_site_name, usable
from keepnet.artifacts.urls import (
    is_action,
    is_ancestor,
    is_download,
    is_feed,
    is_request_form,
    strip_query,
)

HOPS = ("single_page_plus_ignored", "single_page_plus")
# Pages fetched at most by the reconsideration: carriers looked into, other pages checked.
BUDGET = 8
_DOI_PREFIX = re.compile(r"(?<=/)(10\.\d{4,9})(?=/[^/])")


def keyed_search(url: str, token: str, hints: Iterable[str]) -> bool:
    """Whether url is a listing of the portal filtered by the record: its path is a
    listing page (a knowledge-base hint: `/search`, `/browse`) and a query value is the
    identifier itself (`occurrence/search?datasetKey=<id>`, `search?type=task&
    source_data.data_id=<id>`).  It lists the record's own parts (the seed's GBIF
    example), so the hop, which leaves listings out, loses it and the identifier keeps it."""
    query = urlsplit(url).query
    values = {unquote(p.partition("=")[2]).lower() for p in query.split("&") if "=" in p}
    return token.lower() in values and matches_hint(strip_query(url), list(hints), True)


def folder_of(url: str, token: str) -> bool:
    """Whether url lies in a folder the identifier names (`…/GSE271044/`,
    `…/GSE271044/suppl/x.tar`): the record's own directory, not a listing."""
    segs = [unquote(s).lower() for s in urlsplit(url).path.split("/")]
    return token.lower() in segs[:-1]


def _titles(page: Page, home_title: str | None) -> list[str]:
    """The entry's title without its site name, as the homepage's title and the title's
    own separators tell it (either may be silent), the usable forms only."""
    if not page.title:
        return []
    forms = {split_site_name(page.title, side)[0] for side in ("right", "left")}
    if home_title:
        forms.add(filtered_title(page.title, home_title)[0])
    return sorted(f for f in forms if usable(f))


def _names_record(sub: Page, names: list[str], token: str) -> bool:
    """Whether a probed page names the record: its title, or its identifier in the text
    ("4 tasks on dataset 46121")."""
    return any(contains(sub.text, n) for n in names) or contains_id(sub.text, token)


async def identifier_over_hop(
    plan: Plan, page: Page, fetch: Fetch, home_title: str | None, services: Iterable[str] = ()
) -> bool:
    """Round 16, rule R1: inference chose the single hop, but two or more of the entry's
    links carry its identifier, so does every download it links, and the hop would lose
    some carriers — a listing filtered by the identifier, or pages a probed carrier links
    that carry it and the entry does not link (a directory's sub-directories) — while
    every page the hop alone would take beyond them is another record shaped like the
    entry, or, probed, neither holds the entry's title nor names it by another of its
    identifiers: the identifier loses nothing the hop keeps.  Switches the plan to
    `sig_uri` and says why; False (plan untouched) otherwise."""
    if plan.source != "inference" or plan.heuristic not in HOPS or plan.params.get("parts"):
        return False
    hints = [*plan.hints, *services]
    links, _ = candidate_links(page, plan.ignored, plan.portal_domains)
    counted = [u for u in links if not is_ancestor(u, page.url)]
    siblings = [
        u
        for u in links
        if same_shape(u, page.url)
        and not keyed_alike(u, page.url)
        and not other_format(u, page.url)
    ]
    prefixes = _DOI_PREFIX.findall(urlsplit(page.url).path)
    token, carriers = shared_identifier(page.url, counted, [*plan.ignored, *siblings, *prefixes])
    declared = {t for rel, t, _, _ in page.rels if rel.lower() in ("alternate", "shortlink")}
    content = [
        u
        for u in carriers
        if not is_feed(u) and u not in declared and not is_language_variant(u, page.url)
    ]
    if token is None or len(content) < 2:
        return False
    downloads = [u for u in counted if is_download(u)]
    if not downloads or not all(contains_id(u, token) for u in downloads):
        return False
    # A carrier that is a service keyed to the record (an action, a request form, the
    # login screen with the record's key) says the identifier runs through the site's
    # tools too: the identifier would take them.  The identifier's own folder is the
    # record's, and so is a listing filtered by it that names the record (its title):
    # `occurrence/search?datasetKey=<id>` titled "Occurrences in <dataset>", where the
    # login screen keyed `?eprintid=N` is titled after the site.
    names = _titles(page, home_title)
    linked = set(page.links) | set(page.aliases)
    lost: list[str] = []
    used = 0
    for u in content:
        if is_action(u) or is_request_form(u):
            return False
        if is_download(u) or folder_of(u, token):
            continue
        if keyed_search(u, token, hints):
            used += 1
            sub = await load(fetch, u)
            if not (sub.ok and sub.is_html and _names_record(sub, names, token)):
                return False
            lost.append(u)
        elif record_service(u, hints, plan.ignored, token):
            return False
    for u in content:
        if lost or used >= BUDGET // 2:
            break
        if is_download(u):
            continue
        used += 1
        sub = await load(fetch, u)
        if sub.ok and sub.is_html:
            lost += [v for v in sub.links if v not in linked and contains_id(v, token)]
    if not lost:
        return False
    marks = [t for t in id_tokens(page.url) if looks_like_id(t) and t != token]
    rest = [
        u
        for u in counted
        if u not in carriers
        and not is_download(u)
        and not matches_hint(u, hints, plural_out=True)
        and not same_shape(u, page.url)
        and not another_record(u, page.url)
    ]
    for u in rest:
        if any(contains_id(u, m) for m in marks):
            return False
        if used >= BUDGET:
            return False
        used += 1
        sub = await load(fetch, u)
        if sub.ok and sub.is_html and any(contains(sub.text, n) for n in names):
            return False
    plan.heuristic, plan.significant = "sig_uri", token
    plan.evidence.append(
        f"round 16: {len(content)} links carry the entry's identifier {token!r}, so do all "
        f"{len(downloads)} of its downloads, and the hop would lose {len(lost)} that carry it "
        f"(e.g. {lost[0]}); the {len(rest)} other pages it would take hold neither the title "
        "nor another identifier of the entry: the identifier keeps the artifact"
    )
    return True


def file_slot(url: str) -> str:
    """Round 16, rule S: the template a file's URL fills, its identifier-like segments
    made wildcards (`host/bitstreams/*/download` for `…/bitstreams/5b1c0e3a-a1f1/
    download`).  A download the entry links in the slot of a signposted item, the item's
    identifier swapped, is another file of the record the signposting left out (a DSpace
    item signposting its first bitstream only), as a file beside an item in its folder is
    (partial.py); a script or service elsewhere on the host fills another template."""
    parts = urlsplit(strip_query(url))
    segs = ["*" if looks_like_id(unquote(s)) else s for s in parts.path.split("/")]
    return f"{parts.netloc.lower()}{'/'.join(segs)}"


def file_directory(url: str, links: Iterable[str], more_formats: bool = True) -> bool:
    """Round 16, rule D: whether a fetched page is a directory of files — its URL a
    directory (`…/netcdf/`) and two or more of its links files directly in it, at least
    half of its links below it (an `Index of` listing, a data release's folder).  Taken
    as a leaf of the "+" hop, it gives its files: the artifact's data one hop past the
    folder the entry links, which every single hop would otherwise lose."""
    base = urlsplit(url)
    if not base.path.endswith("/") or base.query:
        return False
    below = [
        u
        for u in links
        if urlsplit(u).netloc.lower() == base.netloc.lower()
        and urlsplit(u).path.startswith(base.path)
        and urlsplit(u).path != base.path
    ]
    files = [
        u
        for u in below
        if is_download(u, more_formats=more_formats)
        and "/" not in urlsplit(u).path[len(base.path) :].rstrip("/")
    ]
    return len(files) >= 2 and 2 * len(files) >= len(below)


def prefixed_id(url: str, token: str) -> bool:
    """Whether url names the record by its identifier under a catalogue's letter prefix,
    as a whole query value or path segment (`webview/?study=SN8860` for `study?id=8860`):
    the same record in another service's notation, which `contains_id` (whole tokens
    only) does not see."""
    if not token.isdigit():
        return False
    pattern = re.compile(r"[A-Za-z]{1,4}0*" + re.escape(token))
    parts = urlsplit(url)
    values = [unquote(p.partition("=")[2]) for p in parts.query.split("&") if "=" in p]
    segs = [unquote(s) for s in parts.path.split("/") if s]
    return any(pattern.fullmatch(v) for v in [*values, *segs])


def identifier_notations(plan: Plan, page: Page) -> bool:
    """Round 16, rule N: under `sig_uri` chosen by inference, the entry's links on the
    portal that name the record by its number under a letter prefix (`?study=SN8860`, a
    data service's explorer for study 8860) are leaves of the artifact: the identifier as
    written there is not the token the strategy follows.  Adds them to the plan's leaves
    (`params.entry_files`); False when there is none."""
    token = plan.significant
    if plan.source != "inference" or plan.heuristic != "sig_uri" or not token:
        return False
    links, _ = candidate_links(page, plan.ignored, plan.portal_domains)
    named = [u for u in links if not contains_id(u, token) and prefixed_id(u, token)]
    if not named:
        return False
    files = list(plan.params.get("entry_files") or ())
    plan.params = {**plan.params, "entry_files": [*files, *named]}
    plan.evidence.append(
        f"round 16: {len(named)} links name the record {token!r} under a letter prefix "
        f"(e.g. {named[0]}): the record in another service's notation, kept as leaves"
    )
    return True


_PAGE_KEYS = frozenset({"page", "p", "pg", "pagenum", "page_no", "offset", "start"})


def paged(parent: str, url: str) -> bool:
    """Round 16, rule P: whether url is the page `parent` continued — its own path, or its
    name under another section, with a page number in the query and nothing else changed
    (`/toc/vol-2025?page=2` linked from `/volume/vol-2025` or from `/toc/vol-2025`): the
    rest of a paginated list of files, versions or contents.
    Under the content heuristics the continuation rarely repeats the title its first
    page holds, so the check would lose it; it is a leaf at least."""
    a, b = urlsplit(url), urlsplit(parent)
    if a.netloc.lower() != b.netloc.lower() or not a.query:
        return False
    name = b.path.rstrip("/").rsplit("/", 1)[-1]
    if a.path != b.path and not (len(name) >= 4 and a.path.rstrip("/").endswith("/" + name)):
        return False
    mine = [p.partition("=") for p in a.query.split("&") if p]
    theirs = {p for p in b.query.split("&") if p}
    keyed = [(k, v) for k, _, v in mine if k.lower() in _PAGE_KEYS and v.isdigit()]
    rest = {f"{k}={v}" for k, _, v in mine if k.lower() not in _PAGE_KEYS}
    return len(keyed) == 1 and rest == {p for p in theirs if p.split("=")[0] not in _PAGE_KEYS}
