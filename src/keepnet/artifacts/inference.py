"""Choosing a heuristic for an unknown portal from the structure around its entry page.

The seed leaves open how to choose a heuristic automatically.  keepnet decides from
structure — where the entry's links go, what the member pages link to, which hosts serve
downloads, whether the title recurs — never from a portal's names or markup (that is the
knowledge base's job, signatures included).  The entry page's links are sorted first:
links to other portals and ignored URIs (chrome) are set aside; breadcrumbs (ancestors of
the entry path) are not counted; what is left, N, could belong.  Listing and profile pages
(knowledge-base hints) stay in N for the URI rules but are neither probed nor counted as
downloads.

Inference may fetch pages to look further (probes), within a budget of fetches
(`Thresholds.probe_budget`) that the evidence reports.  Every number below is a field of
`Thresholds` (defaults shown).  Rules, in order; the first that holds decides:

0. the entry is its host's homepage and links pages of its host
                                            → path_based rooted at the host (a microsite)
1. N empty and no file host                 → single_page
2. the entry's directory holds the artifact (only an index page stands for its directory):
   ≥2 links of N lie under it and make at least half of N, or fewer do and probing them
   finds further pages under it (multi-hop), or they are a minority but probing finds a
   tree (`tree_pages`) under it, or one or more of them lead to two pages strictly under
   it that the entry does not link (a chain: a deck's next slides); links under a twin
   root (the entry's name under another section, SourceForge's /p/NAME; an owner and
   name under another section, a registry's /layers/OWNER/NAME/TAG: round 10) count as
   under it,
   and an entry that is a view of its record (`/capsule/ID/tree/v2` beside
   `/capsule/ID/reproducible-run/N`) is rooted at the record's identifier (round 7),
   and so do the entry's own tabs (its path with a query: ?activeTab=code, ?slide=2; not
   its exports, feeds, share buttons or actions)
   — unless pages of the host outside the path show the entry in their breadcrumb trail
   (OSF's files under short ids of their own: round 7; or pages the probed members below
   the path link, ArchivesSpace's components: round 9; or, among those, pages titled after
   the artifact inside titles of their own, a plain-text trail: round 10; or the entry's
   links so titled on another host of its domain, an API host: round 11; or pages of the
   host outside the path titled "<artifact>: <subtitle>", or as the entry under a URL
   with its identifier, its versions: round 24b, workspaces.py); then the title
   decides (not rule 3's identifier, which would lose them too), holders that lead
   nowhere new included
                                            → path_based; _externals when the entry or the
                                              probed members link files or path copies on
                                              other hosts (raw files, release downloads);
                                              sig_uri when the path would lose links of the
                                              portal carrying the identifier that is its
                                              root's last segment (round 24c, keyed.py)
3. an identifier of the entry URI (one the chrome and the entry's siblings do not carry:
   not a DOI prefix or a path segment of every page; the entry's exports under its own
   query key and its path with another extension are the entry, not siblings: round 8)
   is in ≥2 links and ≥60% of N (records shaped like the entry aside when nothing lies below
   its path or outside it: idshare.py, round 23), and the probed carriers lead on to more
   that carry it (four carriers, then directories the identifier names while nothing is
   found: a data server's `/files/<id>/`, whose files count, round 8)
                                            → sig_uri
4. the (filtered) title is found in the content of probed pages of N (`title_probes`, more
   while none holds it, within the budget) that lead on to further pages (multi-hop); a
   page shaped like the entry that repeats the entry's links under its own name (its own
   transcript, export, images) is another record of its kind, not a holder, whatever it
   says of the entry (a "Related interview" line; round 7); two or more holders shaped
   like the entry that link back to it (a book's chapters) decide though they lead
   nowhere new (round 8)
                                            → sig_filtered_title when the homepage title
                                              shared a part with it, else sig_title_plus_ignored
                                              when members lead to downloads and the "+" hop
                                              adds pages (round 11), else sig_title;
                                              sig_uri when the entry's path is named by
                                              its identifier, every holder carries it and
                                              the entry links the site's listings filtered
                                              by it (round 23, filtered.py)
5a. (round 11) ≥2 links carry the identifier, so does every download, the other pages
   were probed without the title or another identifier of the entry, and no carrier is a
   service the boundary leaves (a chrome page filtered by the record alone is none: round
   24c, keyed.py)                             → sig_uri (the hop adds only other records)
5. N holds downloads (by URL shape, or by what the server sent a probe: round 8), or a
   file host serves the artifact's files; when a file host does, rule 2's probed tabs led
   to pages below the path the entry does not link, and no download of its host lies
   outside the path (a dataset's discussion threads: round 12) → path_based_externals, else
                                            → single_page_plus_ignored, or single_page_plus
                                              when no entry link is on the ignored list
6. the identifier of rule 3 is in ≥2 links (any share) but led nowhere further (tabs,
   exports, deliveries that carry it, no downloads; feeds, reply forms and the formats the
   head declares as alternate or shortlink are the entry again and do not count)
                                            → sig_uri, which keeps them where single_page
                                              would lose them all
6b. probed pages of the host titled after the artifact under paths and numbers of their
   own ("Steps: <protocol>" at /steps/63749; not keyed to the entry's name, not shaped
   like it, not below it: round 8)        → the single hop, which keeps them
6c. one link carries the identifier of rule 3 and, probed, leads on to more that carry
   it, its share buttons aside (a licence page per file whose "accept" link is the
   download: round 10; round 11)                → sig_uri
7. otherwise (article-like page)            → single_page; the single hop when the entry
   links files on a host that serves it nothing else (a CDN: round 11)

Before rules 5–7: a link to a directory on another host whose path ends with three or more
of the entry path's last segments under a prefix of its own, and whose own links lie below
it (a catalogue's data on a mirror: round 10) → path_based with that directory as a
further root.

When two readings are close, the one that loses nothing wins: externals are added whenever
a probed member links files elsewhere, and file hosts (other hosts serving this artifact's
downloads; never a portal the knowledge base names) are kept in `params.file_hosts` for
every heuristic that follows links, their files leaves of the artifact.  Precision lost
this way is repaired by the manifest; a lost URI cannot be.

This module owns the sorting of the entry's links and the order of the rules; the
thresholds and a rule's verdict are `verdict`, rule 2 (the path) `pathrule`, where the
artifact's files and roots lie `roots`, the budgeted probes of member pages `probes`, how
rule 4 reads the title `titlerule`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import unquote, urlsplit

from keepnet.artifacts import keyed
from keepnet.artifacts.filtered import identifier_over_title
from keepnet.artifacts.identifiers import contains_id, id_tokens, shared_identifier
from keepnet.artifacts.idshare import kin_aside, siblings_of
from keepnet.artifacts.kinship import (
    is_language_variant,
    is_view,
    matches_hint,
    own_hints,
)
from keepnet.artifacts.loader import Fetch
from keepnet.artifacts.model import Page
from keepnet.artifacts.pathrule import path_rule
from keepnet.artifacts.probes import (
    Probes,
    facet_parts,
    mirror_roots,
    parts_outside,
    probe_identifier,
)
from keepnet.artifacts.roots import (
    entry_file_hosts,
    entry_root,
    file_hosts,
    on_host,
    tail_copies,
)
from keepnet.artifacts.titlerule import title_rule
from keepnet.artifacts.titles import filtered_title, titled_after_entry
from keepnet.artifacts.trails import trail_parts
from keepnet.artifacts.urls import (
    host_of,
    is_ancestor,
    is_download,
    is_feed,
    is_site_home,
    on_portal,
    path_root,
    under_root,
)
from keepnet.artifacts.verdict import DEFAULT, Inference, Thresholds
from keepnet.artifacts.workspaces import lost_to_identifier, lost_to_path


def candidate_links(
    page: Page, ignored: frozenset[str], domains: frozenset[str]
) -> tuple[list[str], dict[str, int]]:
    """The entry's links that could belong (on the portal, not ignored, not the entry)."""
    counts = {"other portals": 0, "ignored": 0}
    out: list[str] = []
    aliases = set(page.aliases)
    for url in dict.fromkeys(page.links):
        if url in aliases:
            continue
        if not on_portal(url, domains):
            counts["other portals"] += 1
        elif url in ignored:
            counts["ignored"] += 1
        else:
            out.append(url)
    return out, counts


async def infer(
    fetch: Fetch,
    page: Page,
    ignored: frozenset[str],
    domains: frozenset[str],
    home_title: str | None,
    hints: tuple[str, ...],
    th: Thresholds = DEFAULT,
    known: Callable[[str], bool] | None = None,
    services: tuple[str, ...] = (),
) -> Inference:
    """The heuristic inferred for an entry page of an unknown portal (see module docstring);
    `known` says whether a URL is on a portal the knowledge base names (not a file host);
    `services`: the further listing hints the boundary applies on such portals (an alert, an
    endorsers list), which the rules read only where a heuristic would keep them."""
    probes = Probes(fetch, th.probe_budget)
    own = list(own_hints(hints, page.url))
    more = [*own, *own_hints(services, page.url)]
    inf = await _infer(probes, page, ignored, domains, home_title, own, th, known, more)
    inf.evidence.append(f"inference probed {probes.used} pages (budget {probes.budget})")
    return inf


async def _infer(
    probes: Probes,
    page: Page,
    ignored: frozenset[str],
    domains: frozenset[str],
    home_title: str | None,
    hints: list[str],
    th: Thresholds,
    known: Callable[[str], bool] | None,
    services: list[str],
) -> Inference:
    links, counts = candidate_links(page, ignored, domains)
    crumbs = [u for u in links if is_ancestor(u, page.url)]
    counted = [u for u in links if u not in crumbs]
    pages = [u for u in counted if not matches_hint(u, hints, plural_out=True)]
    hosts = file_hosts(page, [], domains, th.file_host_links, known)
    set_aside = ", ".join(f"{n} {k}" for k, n in counts.items() if n)
    ev = [
        f"inference: {len(links)} candidate links of the portal ({set_aside or 'none set aside'}"
        f"; {len(counted) - len(pages)} listing or profile pages, {len(crumbs)} breadcrumbs)"
    ]
    if hosts:
        ev.append(f"file hosts (other hosts serving this artifact's downloads): {', '.join(hosts)}")
    keep = {"file_hosts": hosts} if hosts else {}

    def keyed_or(path: Inference) -> Inference:
        """Round 24c (keyed.py): the path yields to the record's identifier when it would
        lose links elsewhere on the portal that carry it."""
        args = (links, counted, ignored, path.params, services, domains)
        if (found := keyed.lost_to_path_by_id(probes, page, *args)) is None:
            return path
        path.evidence.append(f"the path would lose {len(found[1])} links carrying {found[0]!r}")
        return Inference("sig_uri", keep, path.evidence, found[0])

    if is_site_home(page.url) and any(on_host(u, page.url) for u in counted):
        # The entry is its host's homepage (a project's microsite, a data story): the host
        # is the artifact, the way a directory is for rule 2.
        ev.append("the entry is its host's homepage and links pages of its host: a site of its own")
        return Inference("path_based", {"root": host_of(page.url)}, ev)
    if not counted and not hosts:
        return Inference("single_page", {}, [*ev, "no link could belong to the artifact"])
    path = await path_rule(probes, page, counted, domains, hints, ev, th, known)
    outside: list[str] = []
    elsewhere: list[str] = []  # (round 24b: those of `outside` workspaces.py found)
    trailed: list[str] = []  # (round 26: those of `outside` trails.py found)
    name = filtered_title(page.title, home_title)[0] if page.title and home_title else None
    if path is not None:
        outside = await parts_outside(
            probes, page, pages, path.params["root"], ignored, hints, name
        )
        if not outside:
            # Round 24b: what the path would lose, whatever the page prints around it
            # (workspaces.py): its parts elsewhere, titled after it.
            outside = elsewhere = await lost_to_path(
                probes, page, pages, path.params["root"], ignored, hints, name
            )
        if not outside:
            # Round 26 (trails.py): parts heading their pages with a trail through the entry
            outside = elsewhere = trailed = await trail_parts(
                probes, page, pages, path.params["root"], ignored, hints, name
            )
        if not outside:
            return keyed_or(path)
        ev.extend(path.evidence[len(ev) :])
        ev.append(
            f"{len(outside)} pages outside {path.params['root']} "
            + (
                "are titled after the artifact under a subtitle of their own, or are its "
                "versions (round 24b)"
                if elsewhere and not trailed
                else "head their pages with a trail through the entry (round 26)"
                if trailed
                else "show the entry in their breadcrumb trail (or, linked by its tabs, are "
                "titled after it)"
            )
            + ": the artifact is not its path"
        )
    # An identifier of this artifact: chrome and siblings shaped like the entry must not carry
    # it (a DOI prefix); the entry's record under its query key through another script, or its
    # path with another extension, is the entry, not a sibling (round 8)
    siblings = siblings_of(page.url, links)
    # (round 10: a DOI's registrant prefix in the entry's path names the registrant)
    prefixes = keyed.DOI_PREFIX.findall(urlsplit(page.url).path)
    token, carriers = shared_identifier(page.url, counted, [*ignored, *siblings, *prefixes])
    # carriers that did not lead on, or too few for rule 3 (see the last rule); a post's feed,
    # reply forms and the formats its head declares (<link rel="alternate"|"shortlink">: its
    # JSON, short URL) are the entry again for machines: nothing single_page would lose
    declared = {t for rel, t, _, _ in page.rels if rel.lower() in ("alternate", "shortlink")}
    content = [
        u
        for u in carriers
        if not is_feed(u) and u not in declared and not is_language_variant(u, page.url)
    ]
    id_carriers = token if token and len(content) >= th.min_id_links else None
    kin = kin_aside(page.url, counted, siblings, carriers, outside)  # (round 23: idshare.py)
    weighed = len(counted) - len(kin)
    # (round 24b: the parts outside the path workspaces.py found, when they do not carry
    # the identifier, would be lost to it as to the path: the title decides)
    if (
        token
        and len(carriers) >= th.min_id_links
        and len(carriers) >= th.id_share * weighed
        and not lost_to_identifier(elsewhere, token)
    ):
        # Like the title rule: the identifier must lead on (GBIF's occurrence search lists
        # records that carry it); a preprint's versions and PDF carry it one hop away only.
        onward = await probe_identifier(probes, page, carriers, token, hints)
        ev.append(
            f"identifier {token!r} of the entry URI is in {len(carriers)} of "
            f"{len(counted)} counted links"
            + (f" ({len(kin)} records shaped like the entry aside)" if kin else "")
            + f"; probed ones lead on to {onward} more that carry it"
        )
        if onward:
            return Inference("sig_uri", keep, ev, token)
    chosen = await title_rule(
        probes,
        page,
        pages,
        ignored,
        domains,
        home_title,
        hints,
        ev,
        th.title_probes,
        th.min_path_links,
        spans=bool(outside),
        carriers=tuple(content),
    )
    if chosen is None and not outside and "?" not in page.url:
        # Round 26 (trails.py): what the hop or the path would lose, parts outside the
        # entry's path that head their pages with a trail through it: the title keeps them.
        found = await trail_parts(probes, page, pages, entry_root(page.url), ignored, hints, name)
        if found:
            ev.append(
                f"{len(found)} pages the entry links outside its path head their pages with "
                f"a trail through it (e.g. {found[0]}): its parts (round 26)"
            )
            chosen = await title_rule(
                probes,
                page,
                pages,
                ignored,
                domains,
                home_title,
                hints,
                ev,
                th.title_probes,
                th.min_path_links,
                spans=True,
                carriers=tuple(content),
            )
    title = (
        Inference(chosen.heuristic, chosen.params, ev, chosen.significant)
        if chosen is not None
        else None
    )
    root = entry_root(page.url) if "?" not in page.url else ""
    if (
        title is not None
        and "/" in root
        and len(probes.holders) >= th.min_path_links
        and not outside
        and all(under_root(u, root) and path_root(u) != root for u in probes.holders)
    ):
        # Every page that holds the title lies below the entry (its tabs: data, code,
        # discussion): the directory holds the artifact, and its pages without the title
        # (a discussion thread) are the path's too, not the title's (round 5).
        path = await path_rule(
            probes, page, counted, domains, hints, [], th, known, late=True, holders_below=True
        )
        if path is not None:
            ev.append(f"every page holding the title ({len(probes.holders)}) lies below {root}")
            ev.extend(path.evidence)
            path.evidence = ev
            return keyed_or(path)
    if title is not None:
        title.params.update(keep)
        if over := identifier_over_title(page.url, counted, probes.holders, ev):  # (round 23)
            return Inference("sig_uri", keep, ev, over)
        return title
    path = await path_rule(probes, page, counted, domains, hints, [], th, known, late=True)
    if path is not None:
        ev.extend(path.evidence)
        path.evidence = ev
        return keyed_or(path)
    # Round 10: the artifact's files in a directory elsewhere named by the entry's path (a
    # catalogue's data on a mirror), listing files below it: a further root, kept whole.
    copies = await mirror_roots(probes, tail_copies(page, domains, known)[:2])
    if copies:
        ev.append(
            f"{len(copies)} directories on other hosts repeat the entry's path and list files "
            f"below it: {', '.join(copies)}: roots of the artifact"
        )
        # (Path-Based with further roots, not with Externals: the mirror's parent directory
        # and its other catalogues are not this artifact's)
        params: dict[str, Any] = {"root": entry_root(page.url), "also_roots": copies}
        return Inference("path_based", params, ev)
    downloads = [u for u in counted if is_download(u)]  # (a file is never a listing)
    # What the probes found to be files whatever their names (a trial record's protocol
    # PDF at `/editorial/retrieveFile/<uuid>/44501`, its JSON at `/api/trial/ID/format/x`):
    # downloads by what the server says (round 8, as the boundary's files by content).
    # What the head links (<link rel=…>: a blog's API root, its JSON) is for machines.
    heads = {t for _, t, _, _ in page.rels}
    served = [
        u
        for u in counted
        if u not in downloads
        and (sub := probes.pages.get(u)) is not None
        and sub.ok
        and not sub.is_html
        and on_host(u, page.url)
        # (the entry again, for machines: its feed, the formats its head declares, its
        # oEmbed keyed to its URL, its own path with a query; as rule 6 reads them)
        and not is_feed(u)
        and u not in heads
        and not is_view(u, page.url)
        and page.url.split("#", 1)[0] not in unquote(u)
    ]
    downloads += served
    parts = facet_parts(probes, page, ignored)
    # (its other pages, all probed, none holds the title: no part, version or view; round 22:
    # records shaped like it without its title aside, other records whether probed or not)
    others = [
        u for u in siblings if not titled_after_entry(probes.pages.get(u), page.title, home_title)
    ]
    rest = [u for u in pages if u not in [*carriers, *downloads, *others]]
    if id_carriers and downloads:  # (round 24c: what service_left reads, keyed.py)
        await keyed.look_at_filtered(probes, carriers, ignored, id_carriers, page.url)
    if (
        id_carriers
        and downloads
        and not parts
        and all(contains_id(u, id_carriers) for u in downloads)
        and all(u in probes.pages and u not in probes.holders for u in rest)
        # (nor names the entry by another of its identifiers: a figure page under the
        # publication's number, where the identifier is its number and slug)
        and not any(contains_id(u, t) for u in rest for t in id_tokens(page.url))
        # (and no carrier is a service keyed to the record: kinship.record_service, round 12;
        # round 24c: a chrome page filtered by the record alone is its part, keyed.py)
        and not any(
            keyed.service_left(u, services, ignored, id_carriers, page, probes.pages.get(u), name)
            for u in carriers
        )
    ):
        # Round 11: every download of the entry carries its identifier (its PDF, exports), so
        # the identifier loses none of what the single hop would take (files on file hosts are
        # kept as such); the hop would add only pages not naming it: its journal, its issue.
        ev.append(
            f"{len(carriers)} links carry the entry's identifier {id_carriers!r}, and so do "
            f"all {len(downloads)} of its downloads: the identifier keeps them all"
        )
        return Inference("sig_uri", keep, ev, id_carriers)
    # Round 12: the entry's tabs lead to pages below its path it does not link (a dataset's
    # threads), which a hop would lose; the path keeps them and its files on file hosts when
    # none of its host lies outside it (one page below: the files say it is no article).
    root, below = probes.below
    lost = any(on_host(u, page.url) and not under_root(u, root) for u in downloads)
    if hosts and below and not lost:
        ev.append(f"the entry's tabs lead to {len(below)} pages below {root} a hop would lose")
        return Inference("path_based_externals", {"root": root, "externals": hosts}, ev)
    if downloads or hosts:
        ev.append(
            f"{len(downloads)} counted links are downloads (files, exports"
            + (f"; {len(served)} files by what the server sent" if served else "")
            + ")"
            + (f", and {len(hosts)} file hosts" if hosts else "")
            + ": single hop"
        )
        if parts:
            keep = {**keep, "parts": parts}
        if counts["ignored"]:
            return Inference("single_page_plus_ignored", keep, ev)
        ev.append("no entry link is on the ignored list")
        return Inference("single_page_plus", keep, ev)
    if token and len(content) == 1 and not id_carriers:
        # One link carries the identifier, and it leads on to more that carry it (a
        # click-through licence page per file, whose "accept" link is the download): the
        # identifier holds the artifact, as rule 3's carriers that lead on (round 10).
        sub = await probes.get(content[0])
        known_links = set(page.links) | set(page.aliases)
        # (round 11: not its share buttons, which carry the probed page's own URL and so
        # the identifier: a "similar projects" page shared to a social site is no lead)
        led = (
            [
                u
                for u in sub.links
                if u not in known_links
                and contains_id(u, token)
                and not any(own in unquote(u) for own in (sub.url, *sub.aliases) if own != u)
            ]
            if sub is not None
            else []
        )
        if led:
            ev.append(
                f"the one link carrying the entry's identifier {token!r} leads on to "
                f"{len(led)} more that carry it"
            )
            id_carriers = token
    if id_carriers:
        # Links carry the page's own identifier (tabs, exports, deliveries, filtered
        # searches): not an article-like page.  sig_uri keeps them; single_page would not.
        ev.append(
            f"{len(carriers)} links carry the entry's identifier {id_carriers!r}: "
            "single_page would lose them, they are kept"
        )
        return Inference("sig_uri", keep, ev, id_carriers)
    if parts:
        # Pages titled after the artifact under numbers of their own (its steps, its
        # transcript): parts one hop away that single_page would lose (round 8).
        ev.append(
            f"{len(parts)} linked pages of the host, named by their own numbers, are titled "
            "after the artifact: its parts, one hop away: single hop"
        )
        keep = {**keep, "parts": parts}
        if counts["ignored"]:
            return Inference("single_page_plus_ignored", keep, ev)
        return Inference("single_page_plus", keep, ev)
    # Round 11: a file the entry links on a host of no known portal that serves the entry
    # nothing but files (an upload's PDF on a CDN) is this artifact's, as the boundary reads
    # it (roots.entry_file_hosts): single_page would lose it, the hop keeps it.  A host
    # where the entry also links pages is a portal citing another artifact by its landing
    # page beside its PDF (a paper index's preprint server).
    stores = [
        h
        for h in (entry_file_hosts(page, domains, known) if known else [])
        if all(is_download(u) for u in page.links if host_of(u) == h)
    ]
    if stores:
        ev.append(f"the entry links files on {', '.join(stores)}, and nothing else there")
        plus = "single_page_plus_ignored" if counts["ignored"] else "single_page_plus"
        return Inference(plus, {"file_hosts": stores}, ev)
    ev.append("no downloads and no multi-hop structure: an article-like page")
    return Inference("single_page", {}, ev)
