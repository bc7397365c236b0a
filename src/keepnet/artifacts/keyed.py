"""What the path would lose that carries the record's identifier (round 24c).

A record keyed by an identifier (a dataset's UUID, a docket's number, a monument's
reference) keeps pages under the identifier's path — its tabs, its files, its views —
and further pages elsewhere on its portal that name it by the same identifier: an
occurrence search filtered by it (`/occurrence/search?dataset_key=<id>`), a map or GIS
viewer focused on it (`maps.<portal>/map?listentry=<id>`), its record in the API
(`api.<portal>/…/dockets/<id>/`), its logged files on a store (`store.<portal>/artifacts/
<id>/…`), its PDF through a script (`getPDF.jsp?arnumber=<id>`).  Rule 2 of inference
(the path) sees the tabs below the entry and decides; the path heuristic then loses the
rest.  The seed's heuristic for such records is Significant String from URI, which keeps
both: every page below a root named by the identifier carries it.

The rule here looks at what the path would lose: links of the entry, and of its probed
members below the path, outside the path (and its twin roots), on the portal, that carry
the identifier as a whole token — and only an identifier that is the record's own by the
checks rule 3 applies (`identifiers.shared_identifier`: not a token the chrome or the
entry's siblings carry, not a DOI registrant prefix) and that names the path's root
itself, so that the identifier keeps whatever the path keeps.  When such a link exists
(`min_links`), `sig_uri` decides.

Not losses: feeds, the formats the entry's head declares (the entry again, for machines),
the entry in another interface language, actions and services keyed to the record that
the boundary leaves whatever was chosen (`kinship.record_service`: a login with
`?next=<entry>`, an alert form), files on the hosts the path already keeps as externals,
and ancestors of the entry.  Round 18 showed that taking identifier-carrying URIs
indiscriminately costs precision; these are the guards the other identifier rules apply.
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

from keepnet.artifacts.identifiers import contains_id, shared_identifier
from keepnet.artifacts.idshare import siblings_of
from keepnet.artifacts.kinship import is_language_variant, record_service
from keepnet.artifacts.model import Page
from keepnet.artifacts.probes import Probes
from keepnet.artifacts.titles import contains
from keepnet.artifacts.urls import (
    host_of,
    is_action,
    is_ancestor,
    is_download,
    is_feed,
    on_portal,
    strip_query,
    under_root,
)

# A DOI registrant prefix followed by a suffix in a path: `/content/10.1101/2026.01.12.6123`.
DOI_PREFIX = re.compile(r"(?<=/)(10\.\d{4,9})(?=/[^/])")


def lost_to_path_by_id(
    probes: Probes,
    page: Page,
    links: list[str],
    counted: list[str],
    ignored: frozenset[str],
    params: dict[str, object],
    services: list[str],
    domains: frozenset[str],
    min_links: int = 1,
) -> tuple[str, list[str]] | None:
    """(identifier, the links carrying it that the path heuristic with `params` would
    lose), or None when the path loses fewer than `min_links` of them (see the module
    docstring).  Reads only pages already probed."""
    root = str(params.get("root", ""))
    if "/" not in root:
        return None
    roots = [root, *(str(r) for r in params.get("also_roots", []) or [])]  # type: ignore[attr-defined]
    externals = {str(h) for h in params.get("externals", []) or []}  # type: ignore[attr-defined]
    members = [p for u, p in list(probes.pages.items()) if p.ok and under_root(u, root)]
    further = [u for m in members for u in m.links if on_portal(u, domains)]
    seen = list(dict.fromkeys([*counted, *further]))
    # (records shaped like the entry among the members' links too: a project's forks
    # under other owners carry its name as theirs)
    siblings = siblings_of(page.url, [*links, *further])
    prefixes = DOI_PREFIX.findall(urlsplit(page.url).path)
    token, carriers = shared_identifier(page.url, seen, [*ignored, *siblings, *prefixes])
    # The identifier must be the root's last segment, the record's own key: then it keeps
    # whatever the path keeps (not a container's number above it: a conference's event,
    # a newspaper's title, a conductor's class; not a word of a slug).
    if token is None or unquote(root.rstrip("/").rpartition("/")[2]).lower() != token.lower():
        return None
    # Files the path keeps that do not carry it (a report's supplements on a file store):
    # the identifier would lose them.
    if any(is_download(u) and not contains_id(u, token) for u in seen):
        return None
    declared = {t for rel, t, _, _ in page.rels if rel.lower() in ("alternate", "shortlink")}
    own = {page.url, *page.aliases}
    lost = [
        u
        for u in carriers
        if u not in own
        and u not in ignored
        and not any(under_root(u, r) for r in roots)
        and not is_feed(u)
        and u not in declared
        and not is_language_variant(u, page.url)
        and not is_ancestor(u, page.url)
        and not record_service(u, services, ignored, token)
        and not (is_download(u) and host_of(u) in externals)
        and contains_id(u, token)
    ]
    return (token, lost) if len(lost) >= min_links else None


def service_left(
    url: str,
    services: list[str],
    chrome: frozenset[str],
    token: str,
    entry: Page,
    seen: Page | None,
    name: str | None,
) -> bool:
    """Round 11's guard on the identifier over the single hop (`kinship.record_service`:
    a service keyed to the record, which the boundary leaves), less the site's pages
    filtered by the record alone (round 24c): a chrome page (`/map`, `/occurrence/search`,
    `/sparql`) whose query is one parameter, the identifier or the entry's URL
    (`?focus=<id>`, `?datasetKey=<id>`, `?query=DESCRIBE <entry>`), and which, probed
    (`seen`), names the record (its identifier or its title, `name`, in its text) or at
    least is no sign-in screen (no form posting to an action) — a map focused on it, the
    occurrences it lists — shows this record's part; the hop would lose it, the identifier
    keeps it.  An action (a login's `?next=`), the same key on a login screen, or a page
    not probed, stays a service."""
    if not record_service(url, services, chrome, token):
        return False
    pairs = [p for p in urlsplit(url).query.split("&") if p]
    value = unquote(pairs[0].partition("=")[2]) if len(pairs) == 1 else ""
    # (the identifier itself, or the entry's URL: not a query expression around it, a
    # citing search `?q=refersto:recid:<id>`, which lists other records)
    filtered = value.lower() == token.lower() or page_url_in(entry.url, value)
    # (probed, it names the record, or at least is no sign-in screen: a form posting to
    # an action, the same key on a login page)
    shown = (
        seen is not None
        and seen.ok
        and (
            contains_id(seen.text, token)
            or bool(name and contains(seen.text, name))
            or not any(is_action(f) for f in seen.forms)
        )
    )
    return not (host_of(url) == host_of(entry.url) and filtered and shown and not is_action(url))


# Chrome pages filtered by the record looked at for `service_left`, beyond those probed.
LOOKS = 3


async def look_at_filtered(
    probes: Probes, carriers: list[str], chrome: frozenset[str], token: str, entry: str
) -> None:
    """Probe (within the budget, at most `LOOKS`) the carriers that are chrome pages with a
    one-parameter query carrying the identifier, so that `service_left` can read them."""
    fresh = [
        u
        for u in carriers
        if u not in probes.pages
        and strip_query(u) in chrome
        and len([p for p in urlsplit(u).query.split("&") if p]) == 1
        and contains_id(unquote(urlsplit(u).query), token)
    ]
    for u in fresh[:LOOKS]:
        await probes.get(u)


def page_url_in(entry: str, value: str) -> bool:
    """Whether a query value names the entry by its URL (`DESCRIBE <entry>`)."""
    bare = entry.split("://", 1)[-1].split("#", 1)[0].rstrip("/")
    return len(bare) > 8 and bare.lower() in value.lower()
