"""Partial signposting (round 14): signposting that does not account for the record's files.

A portal that publishes FAIR Signposting may publish only part of the boundary: items
capped at the first N files, `describedby`/`cite-as` with no `item` at all (a Dataverse
over its item limit with the linkset switched off, an EPrints plugin), a figure whose file
is never signposted.  Followed alone, such signposting loses the files the landing page
itself links.  The structural test: a download-shaped link of the entry, on the entry's
host, on a host an `item` names, or on a file host of no portal the knowledge base knows
(a CDN, a file store), that no signposted member names and that is not chrome (the 404
page's or homepage's links).  When there is one, the signposted set is not the whole
artifact.  Signposting that names content (`item`s, an ORE aggregation) is completed from
the entry's own links (`completion`); signposting that names metadata only yields the
choice to the knowledge base or inference, whose heuristics collect the page's own
downloads, its members kept beside them (choose.py wires both: nothing signposted is
lost).  Complete signposting (every file the page links is a member or a form of one) is
untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urlsplit

from keepnet.artifacts.model import Page
from keepnet.artifacts.recall import file_slot
from keepnet.artifacts.roots import entry_file_hosts
from keepnet.artifacts.signposting import Signposts
from keepnet.artifacts.urls import file_name, host_of, is_download, on_portal, strip_query


def unaccounted_files(
    page: Page,
    signposts: Signposts,
    ignored: frozenset[str],
    domains: frozenset[str],
    known: Callable[[str], bool],
    known_host: bool = False,
) -> list[str]:
    """The entry's downloads of its own record that no signposted member names (a portal
    named by host keeps round 14's folder test: `known_host`)."""
    if not signposts.publishes_boundary:
        return []
    declared = [*signposts.members(), *signposts.get("cite-as"), *page.aliases]
    # A member spelled under another host name (an IRI's punycode, a mirror) is the member.
    # A file of a member's name on its host is that member, copied (`metadata.ttl` beside
    # a declared `…/metadata.ttl` of another folder).
    forms = set(declared) | {_local(u) for u in declared} | {_file(u) for u in declared}
    places: set[str] | None = None  # without items: any download of the record's hosts
    if signposts.get("item") or signposts.aggregated:
        # Signposting that names content: other forms of its members are those members,
        # and a file it leaves out lies where its members lie (`/files/N` beside the
        # items `/files/M`), not in a service of the site (`/cite?for=<entry>`).
        # Without any item it names metadata only, and any other download is content.
        forms |= {_form(u) for u in declared} | {_name(u) for u in declared}
        places = {_place(u) for u in signposts.members()}
    # A file in a signposted member's slot, its identifier swapped (DSpace 8's
    # `/bitstreams/<id>/download`), is another file of the record; a portal named by
    # host keeps its folder test alone.
    slots = set() if known_host else {file_slot(u) for u in signposts.members()}
    hosts = {host_of(u) for u in signposts.get("item")}
    hosts |= set(entry_file_hosts(page, domains, known))
    return [
        u
        for u in dict.fromkeys(page.links)
        if not {u, _local(u), _file(u), _form(u), _name(u)} & forms
        and u not in ignored
        and is_download(u)
        and (on_portal(u, domains) or host_of(u) in hosts)
        and (places is None or _place(u) in places or file_slot(u) in slots)
    ]


def _file(url: str) -> str:
    """A named file (`metadata.ttl`) by host and name; a script's URL stays whole."""
    name = file_name(url)
    return f"{host_of(url)} {name}" if name else url


def _local(url: str) -> str:
    """A URL without its scheme and host: its path and query."""
    parts = urlsplit(url)
    return f"{parts.path}?{parts.query}"


def _place(url: str) -> str:
    """The folder a URL's file lies in, with its host."""
    return _form(url).rsplit("/", 1)[0]


def _form(url: str) -> str:
    """A member in another form is the member: the same path with another query (a
    metadata export with another `exporter=`, a file with `?download=1`)."""
    return strip_query(url).rstrip("/")


def _name(url: str) -> str:
    """The file a URL serves, by host and name: a preview of a signposted file
    (`/records/x/preview/a.csv` beside the item `/records/x/files/a.csv`) is that file."""
    name = file_name(url)
    return f"{host_of(url)} {name}" if name else _form(url)


def completion(
    page: Page, signposts: Signposts, partial: list[str], ignored: frozenset[str]
) -> list[str]:
    """What completes partial signposting that names content: the left-out files, and the
    entry's other links that lie in a folder a signposted member lies in (the exports
    beside the one declared, `/export/dc` beside `/export/datacite`) or on a file store
    serving its items, a host other than the entry's (Figshare's "Download all").

    Round 25s: a signposted member in another form (`/files/a.csv?download=1` beside
    the item `/files/a.csv`) is that member, not another one: never taken.  A portal
    that signposts several metadata records (`/export/json-ld`, `/export/datacite-xml`)
    has chosen the formats it declares: the other exports in their folder
    (`/export/bibtex`, `/export/csl`), where no item lies, are left out.  One declared
    record may be a sample of the record's formats: its siblings still complete it.
    Pooled over all sets, the exports beside several declared records are 2 truth URIs
    against 23 outside; beside one, 12 against 4."""
    members = signposts.members()
    places = {_place(u) for u in members}
    content = {_place(u) for u in [*signposts.get("item"), *signposts.aggregated]}
    described = signposts.get("describedby")
    records = {_place(u) for u in described} - content if len(described) > 1 else set()
    stores = {host_of(u) for u in signposts.get("item")} - {host_of(page.url)}
    named = set(members) | set(page.aliases) | {page.url}
    forms = {_form(u) for u in members}
    more = [
        u
        for u in dict.fromkeys(page.links)
        if u not in named and u not in ignored and (_place(u) in places or host_of(u) in stores)
    ]
    return [
        u
        for u in dict.fromkeys([*partial, *more])
        if u not in named and _form(u) not in forms and _place(u) not in records
    ]
