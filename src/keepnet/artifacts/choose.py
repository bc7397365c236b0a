"""The automatic choice (`auto`): from an entry URL to a boundary Plan, with its evidence.

Decision order, each step reported as evidence:

1. load the entry page, following redirects (a DOI resolves to the landing page, which
   becomes the entry; the DOI is kept as an alias);
2. collect its signposting (Link headers, HTML <link>, linksets, OAI-ORE maps) and build
   the ignored-URI list (404 page and homepage, ignored.py);
3. choose: a forced heuristic (--heuristic NAME) > signposting when the portal publishes
   members ("when a portal publishes its boundary, use it") > the portal knowledge base
   (portals.yaml) > inference for unknown portals (inference.py);
4. derive the heuristic's parameters (significant string, identifier, path root, declared
   members); a heuristic that cannot work on this page (no title, no identifier) falls back
   to Single Page+ with ignored URIs, and says so.

Nothing here raises on bad pages: unreachable pages and soft 404s end up in the report.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from keepnet.artifacts.children import child_records
from keepnet.artifacts.consent import overlay_links
from keepnet.artifacts.elsewhere import named_elsewhere
from keepnet.artifacts.hoplost import HOPS, lost_to_hop
from keepnet.artifacts.identifiers import contains_id, id_tokens, looks_like_id, shared_identifier
from keepnet.artifacts.ignored import build_ignored
from keepnet.artifacts.inference import DEFAULT, Thresholds, infer
from keepnet.artifacts.kinship import is_language_variant, same_shape
from keepnet.artifacts.knowledge import KnowledgeBase, PortalEntry, load_knowledge
from keepnet.artifacts.loader import Fetch, load
from keepnet.artifacts.materials import names_material
from keepnet.artifacts.model import Page, Plan
from keepnet.artifacts.partial import completion, unaccounted_files
from keepnet.artifacts.recall import (
    identifier_notations,
    identifier_over_hop,
)
from keepnet.artifacts.roots import entry_file_hosts, entry_root, file_hosts
from keepnet.artifacts.siblings import listed_sibling, word_sibling
from keepnet.artifacts.signposting import Signposts, collect
from keepnet.artifacts.strategies import HEURISTICS, STRATEGIES
from keepnet.artifacts.strategies.base import Context
from keepnet.artifacts.strategies.path import artifact_root
from keepnet.artifacts.titles import filtered_title, split_site_name, usable
from keepnet.artifacts.urls import (
    domain_of,
    host_of,
    is_download,
    is_site_home,
    on_portal,
    path_root,
    under_root,
)
from keepnet.artifacts.versions import keep_versions

FALLBACK = "single_page_plus_ignored"


def _describe_signposts(sp: Signposts) -> str:
    rels = ", ".join(f"{rel} ×{len(urls)}" for rel, urls in sp.as_dict().items())
    return f"signposting: {rels} (from {', '.join(sp.sources)})"


async def plan_boundary(
    entry_url: str,
    fetch: Fetch,
    heuristic: str = "auto",
    kb: KnowledgeBase | None = None,
    thresholds: Thresholds = DEFAULT,
) -> Plan:
    """Decide the boundary of the artifact whose entry page is entry_url."""
    if heuristic != "auto" and heuristic not in HEURISTICS:
        raise ValueError(
            f"unknown heuristic {heuristic!r}; choose auto or one of: {', '.join(HEURISTICS)}"
        )
    kb = kb or load_knowledge()
    page = await load(fetch, entry_url)
    plan = Plan(
        entry=page.url,
        requested=entry_url,
        heuristic="single_page",
        source="fallback",
        aliases=frozenset(page.aliases),
        entry_page=page,
        portal_domains=frozenset({domain_of(page.url)}),
        hints=kb.listing_hints,
    )
    for src in page.chain:
        plan.evidence.append(f"{src} redirected; the landing page {page.url} is the entry")
    if not page.ok:
        why = page.error or f"status {page.status}"
        plan.warnings.append(f"entry page unavailable ({why}): the artifact is only its entry URI")
        plan.heuristic = heuristic if heuristic != "auto" else "single_page"
        plan.evidence.append(f"entry page could not be loaded: {why}")
        return plan
    title = f"title {page.title!r}" if page.title else "no <title>"
    plan.evidence.append(f"entry page {page.url}: {page.status} {page.mime or '?'}, {title}")
    portal = kb.match(page.url)
    plan.known_host = portal is not None
    if not plan.known_host:
        plan.hints = plan.hints + kb.unknown_listing_hints
    if portal is None and page.body:
        recognised = kb.match_page(page.url, page.body.decode("utf-8", "replace"))
        if recognised is not None:
            portal, sig = recognised
            plan.evidence.append(
                f"{page.url} is no known host, but the page shows "
                f"{portal.name} (signature: {sig.name})"
            )
            plan.recognised_by = sig.name
    if portal is not None:
        plan.portal_domains = plan.portal_domains | {d.lower() for d in portal.domains}
    signposts = await collect(fetch, page)
    plan.signposting = signposts.as_dict()
    plan.warnings.extend(signposts.warnings)
    ign = await build_ignored(fetch, page)
    plan.ignored, plan.homepage, plan.not_found = ign.uris, ign.homepage, ign.not_found
    plan.featured = ign.featured
    plan.warnings.extend(ign.warnings)
    plan.evidence.append(
        f"ignored URIs: {len(ign.uris)} (404 page {ign.not_found.status} at {ign.not_found.url}: "
        f"{ign.not_found.links} links; homepage {ign.homepage.status}: {ign.homepage.links} links)"
    )
    if not plan.known_host:
        _overlay_chrome(plan, page)
    if signposts.rels or signposts.resource_maps:
        plan.evidence.append(_describe_signposts(signposts))
    home_title = ign.home_page.title if ign.home_page is not None else None
    partial = unaccounted_files(
        page, signposts, plan.ignored, plan.portal_domains, kb.knows_host, plan.known_host
    )
    names_content = bool(signposts.get("item") or signposts.aggregated)
    if partial and heuristic == "auto":
        # Round 14: signposting that leaves out files the page links is not the whole
        # boundary: with items it is completed from the entry's own files; naming no
        # content (metadata only) it yields to the portal's shape, its members kept.
        plan.evidence.append(
            f"signposting is partial: the entry links {len(partial)} files of its own no "
            f"signposted member names (e.g. {partial[0]}): "
            + (
                "completed with them"
                if names_content
                else "it names no content, so the portal's shape decides, its members kept"
            )
        )
    else:
        partial = []
    yields = bool(partial) and not names_content
    await _choose(
        plan, heuristic, page, portal, signposts, kb, fetch, home_title, thresholds, yields
    )
    # Host-name matches keep their rules; elsewhere a file on a known portal is its own.
    unknown = not plan.known_host
    _finalize(plan, page, home_title, signposts, kb.knows_host if unknown else None)
    if partial:
        plan.declared = plan.declared | frozenset(signposts.members())
        if plan.heuristic == "signposting":
            more = completion(page, signposts, partial, plan.ignored)
            plan.declared = plan.declared | frozenset(more)
    if unknown:
        _entry_files(plan, page, kb)
        _undeclared_files(plan, page, signposts, kb)
        await _language_editions(plan, page, fetch)
        _identifier_files(plan, page)
        identifier_notations(plan, page)
        await _sibling_chrome(plan, page, fetch)
        await _children(plan, page, fetch)
    return plan


def _overlay_chrome(plan: Plan, page: Page) -> None:
    """Round 15 (portals not known by host name): the links the entry shows only in a
    cookie or consent notice or a dialog (consent.py) are chrome, with the ignored URIs."""
    overlay = overlay_links(page) - plan.ignored
    if overlay:
        plan.ignored = plan.ignored | overlay
        plan.evidence.append(
            f"{len(overlay)} links appear only in a consent notice or dialog: chrome"
        )


async def _children(plan: Plan, page: Page, fetch: Fetch) -> None:
    """Round 13: records shaped like the entry that declare it their parent
    (`children.child_kind`) are its parts, kept as leaves with their files: under the "+"
    hop that repository software's signature chose (by the title or the navigation), and
    under the path heuristics (by the navigation: an OSF-like project's components)."""
    title = plan.params.get("title")
    hop = plan.heuristic.startswith("single_page_plus")
    if not (hop and isinstance(title, str)) and not plan.heuristic.startswith("path_based"):
        return
    kids = await child_records(fetch, page, title if hop else None, plan.ignored)
    if kids:
        parts = list(plan.params.get("parts") or ())
        plan.params = {**plan.params, "parts": [*parts, *kids]}
        plan.evidence.append(
            f"{len(kids)} records shaped like the entry link back to it: "
            "its child records, kept with their files"
        )


async def _sibling_chrome(plan: Plan, page: Page, fetch: Fetch) -> None:
    """Round 12: for the "+ with ignored" hop, the links the entry shares with a sibling
    record (the first page it links shaped like it) are the records' chrome — a journal's
    submission guidelines, a badging policy, the conference's programme — unless they
    name the entry (its identifier) or are files; set aside with the ignored URIs."""
    if plan.heuristic != "single_page_plus_ignored":
        return
    own = set(page.aliases)
    sibling = next((u for u in page.links if u not in own and same_shape(u, page.url, True)), None)
    by_words = None if sibling is not None else await word_sibling(fetch, page, plan.ignored)
    if by_words is not None:
        # Round 15: a record named by a word, beside the entry, that repeats its links
        # under its own name (siblings.py): another record, and the chrome both share.
        sibling, sub = by_words
        plan.ignored = plan.ignored | {sibling}
        plan.evidence.append(
            f"{sibling} lies beside the entry and repeats its links under its own name: "
            "another record of the portal"
        )
    elif sibling is None:
        listed = await listed_sibling(fetch, page, plan.ignored)
        if listed is None:
            return
        sibling, sub = listed
        plan.evidence.append(f"a page the entry links lists records of its kind: {sibling}")
    else:
        sub = await load(fetch, sibling)
    if not sub.ok:
        return
    # (round 15: a token the sibling's URL carries too names their collection — a
    # conference, a journal volume — not the entry: what carries it is shared chrome)
    theirs = set(id_tokens(sibling))
    marks = [t for t in id_tokens(page.url) if looks_like_id(t) and t not in theirs]
    shared = {
        u
        for u in set(page.links) & set(sub.links)
        if u not in own
        and u not in plan.ignored
        and not is_download(u)
        and not any(contains_id(u, m) for m in marks)
    }
    if shared:
        plan.ignored = plan.ignored | shared
        plan.evidence.append(
            f"{len(shared)} links the entry shares with a sibling record ({sibling}): chrome"
        )


def _identifier_files(plan: Plan, page: Page) -> None:
    """Round 12: under the identifier (sig_uri), the files the entry links on its own host
    are its leaves whatever their names (a preprint's PDF at `download.htm?id=50871`): the
    identifier keeps what carries it, the entry's own downloads are its content."""
    sig = plan.significant
    if plan.heuristic != "sig_uri" or not sig:
        return
    # (those that carry it are the heuristic's to follow: a directory listing its files)
    files = [
        u
        for u in dict.fromkeys(page.links)
        if is_download(u)
        and host_of(u) == host_of(page.url)
        and u not in plan.ignored
        and not contains_id(u, sig)
    ]
    if files:
        plan.params = {**plan.params, "entry_files": files}
        plan.evidence.append(f"the entry links {len(files)} files on its host: its leaves")


async def _language_editions(plan: Plan, page: Page, fetch: Fetch, most: int = 3) -> None:
    """Round 12: the entry in another interface language (`?lang=en`, `&locale=en`) whose
    page links back to the entry is the record's edition in that language, each the
    other's alternate: a part, kept as a leaf.  One that does not link back (the same page
    re-rendered with a UI parameter, or nothing there) stays out (round 5)."""
    variants = [u for u in dict.fromkeys(page.links) if is_language_variant(u, page.url)]
    own = set(page.aliases)
    editions = []
    for url in variants[:most]:
        sub = await load(fetch, url)
        if sub.ok and sub.is_html and own & set(sub.links):
            editions.append(url)
    if editions:
        plan.params = {**plan.params, "editions": editions}
        plan.evidence.append(
            f"{len(editions)} pages of the entry in another language link back to it: "
            "its editions, kept"
        )


async def _choose(
    plan: Plan,
    heuristic: str,
    page: Page,
    portal: PortalEntry | None,
    signposts: Signposts,
    kb: KnowledgeBase,
    fetch: Fetch,
    home_title: str | None,
    thresholds: Thresholds,
    partial: bool = False,
) -> None:
    if heuristic != "auto":
        plan.heuristic, plan.source = heuristic, "forced"
        plan.evidence.append(f"heuristic forced: {heuristic}")
        if portal is not None and portal.heuristic == heuristic:
            plan.params = dict(portal.params)
    elif signposts.publishes_boundary and not partial:
        plan.heuristic, plan.source = "signposting", "signposting"
        plan.evidence.append("the portal publishes the artifact's boundary: signposting wins")
    elif portal is not None:
        if not plan.known_host:
            _own_pages_are_not_chrome(plan, page)
        plan.heuristic, plan.source, plan.params = (
            portal.heuristic,
            "knowledge-base",
            dict(portal.params),
        )
        plan.portal = portal.name
        plan.evidence.append(
            f"knowledge base: {page.url} is on {portal.name} ({portal.artifact}, "
            f"{portal.artifact_class}) → {portal.heuristic}"
            + (f"; {portal.note}" if portal.note else "")
        )
        if not plan.known_host and portal.heuristic in HOPS:
            await _hop_lost(plan, page, fetch, kb)
    else:
        plan.source = "inference"
        plan.evidence.append("portal not in the knowledge base: inferring from the entry page")
        _own_pages_are_not_chrome(plan, page)
        inf = await infer(
            fetch,
            page,
            plan.ignored,
            plan.portal_domains,
            home_title,
            kb.listing_hints,
            thresholds,
            kb.knows_host,
            kb.unknown_listing_hints,
        )
        plan.heuristic, plan.params = inf.heuristic, inf.params
        plan.evidence.extend(inf.evidence)
        if inf.significant is not None:
            plan.significant = inf.significant
        more = kb.unknown_listing_hints
        await identifier_over_hop(plan, page, fetch, home_title, more)
        named_elsewhere(plan, page, kb.knows_host)  # round 19 (elsewhere.py)
        keep_versions(plan, page)  # round 19 (versions.py)


async def _hop_lost(plan: Plan, page: Page, fetch: Fetch, kb: KnowledgeBase) -> None:
    """Round 25c (hoplost.py): a recognised portal's single hop yields to the path when
    the entry's members below its path lead to pages below it the entry does not link."""
    if (found := await lost_to_hop(fetch, page, plan.ignored, plan.hints)) is None:
        return
    root, lost = found
    hosts = file_hosts(page, [], plan.portal_domains, known=kb.knows_host)
    plan.heuristic = "path_based_externals" if hosts else "path_based"
    plan.params = {**plan.params, "root": root, **({"externals": hosts} if hosts else {})}
    plan.evidence.append(
        f"its members below {root} lead to {len(lost)} pages below it the entry does not "
        f"link (e.g. {lost[0]}): the hop would lose them, the path keeps them"
    )


def _own_pages_are_not_chrome(plan: Plan, page: Page) -> None:
    """A portal not known by host name (inferred, or recognised by a signature): pages
    below the entry's own directory are never chrome, even when the homepage or 404 page
    links them — a site that is the artifact (a project's documentation) shows its own
    pages there, and a page's relative links (an item's statistics) land below it."""
    root = entry_root(page.url)
    own = {
        u
        for u in plan.ignored
        if under_root(u, root) and ("/" in root or is_site_home(page.url)) and path_root(u) != root
    }
    if own:
        plan.ignored = plan.ignored - own
        plan.evidence.append(
            f"{len(own)} links of the homepage or 404 page lie below the entry's own path"
            f" {root}: the artifact's pages, not chrome"
        )
    featured = plan.featured & plan.ignored
    if featured:  # (round 23: ignored.featured_files)
        plan.ignored = plan.ignored - featured
        plan.evidence.append(
            f"{len(featured)} files the entry links are on the homepage beside the entry (and"
            " not on the 404 page): the featured artifact's, not chrome"
        )
    named = entry_named_files(page, plan.ignored)
    if named:
        plan.ignored = plan.ignored - named
        plan.evidence.append(
            f"{len(named)} files the entry links, named by its identifier, are also on the "
            "homepage or 404 page (the newest release featured): the artifact's, not chrome"
        )


# A page's extension is not part of the identifier it names (`/releases/2.1.0.html`).
_PAGE_EXT = re.compile(r"\.(?:s?html?|php|aspx?|jsp)$", re.I)


def entry_named_files(page: Page, ignored: frozenset[str]) -> frozenset[str]:
    """Round 12: the ignored URIs that are files the entry links and that carry an
    identifier of the entry's URL (`pathrouter-2.1.0.tar.gz` for `/releases/2.1.0.html`,
    `/downloads/v4.1/…` for `/releases/v4.1/`).  A site's homepage features its newest
    release or dataset; its files are that artifact's, not the site's chrome."""
    tokens = {_PAGE_EXT.sub("", t) for t in id_tokens(page.url)}
    tokens = {t for t in tokens if looks_like_id(t)}
    links = set(page.links)
    return frozenset(
        u
        for u in ignored
        if u in links
        and is_download(u)
        and any(contains_id(u, t) or names_material(u, t) for t in tokens)  # round 17
    )


def _fallback(plan: Plan, why: str) -> None:
    plan.warnings.append(f"{plan.heuristic} cannot apply: {why}; falling back to {FALLBACK}")
    plan.evidence.append(f"fallback to {FALLBACK}: {why}")
    plan.heuristic = FALLBACK


def _finalize(
    plan: Plan,
    page: Page,
    home_title: str | None,
    signposts: Signposts,
    known: Callable[[str], bool] | None = None,
) -> None:
    """Derive the chosen heuristic's parameters from the page."""
    h = plan.heuristic
    if h not in ("single_page", "signposting") and "file_hosts" not in plan.params:
        # Whoever chose (knowledge base, signature, a forced name), downloads served by a
        # separate file host are the artifact's files, not another portal's pages.
        hosts = file_hosts(page, [], plan.portal_domains, known=known)
        if hosts:
            plan.params["file_hosts"] = hosts
            plan.evidence.append(
                f"file hosts (serving this artifact's downloads): {', '.join(hosts)}"
            )
    if h in ("sig_title", "sig_title_plus_ignored"):
        plan.significant = page.title
        if not usable(plan.significant):
            plan.significant = None
            _fallback(plan, "the entry page has no usable <title>")
    elif h == "sig_filtered_title":
        _filtered(plan, page, home_title)
    elif h == "sig_uri":
        _identifier(plan, page)
    elif h == "signposting":
        plan.declared = frozenset(signposts.members())
        if not plan.declared:
            plan.warnings.append("no signposting members (item/describedby/linkset) published")
    elif h in ("single_page_plus", "single_page_plus_ignored") and page.title:
        # Leaf pages holding this title are about the artifact: their files belong too.
        if home_title:
            title, _ = filtered_title(page.title, home_title)
        else:
            title, _ = split_site_name(page.title, "right")
        if usable(title):
            plan.params["title"] = title
    elif h in ("path_based", "path_based_externals"):
        ctx = Context(plan.entry, plan.aliases, plan.portal_domains, params=plan.params)
        plan.params["root"] = artifact_root(ctx)
        plan.evidence.append(f"artifact root: {plan.params['root']}")
    if plan.significant is not None and h == plan.heuristic:
        plan.evidence.append(f"significant string: {plan.significant!r}")
    plan.evidence.append(f"heuristic: {plan.heuristic} ({STRATEGIES[plan.heuristic].name})")


def _undeclared_files(plan: Plan, page: Page, signposts: Signposts, kb: KnowledgeBase) -> None:
    """Signposting that declares no `item` (only its metadata: `describedby`) leaves the
    content out: a file the entry links on a host of no known portal, named by the entry's
    identifier (`/posters/15-412.pdf` for `/posters/15-412`), is the artifact's content
    (portals not known by host name, round 10)."""
    if plan.heuristic != "signposting" or signposts.get("item") or signposts.aggregated:
        return
    marks = [t for t in id_tokens(page.url) if looks_like_id(t)]
    hosts = sorted(
        {
            host_of(u)
            for u in page.links
            if is_download(u)
            and not on_portal(u, plan.portal_domains)
            and not kb.knows_host(u)
            and any(contains_id(u, m) for m in marks)
        }
    )
    if hosts:
        plan.params["file_hosts"] = sorted(set(plan.params.get("file_hosts") or ()) | set(hosts))
        plan.evidence.append(
            f"signposting declares no item; the entry links files named by its identifier "
            f"on {', '.join(hosts)}: file hosts of the artifact"
        )


def _entry_files(plan: Plan, page: Page, kb: KnowledgeBase) -> None:
    """A portal not known by host name: the hosts of files the entry links directly are
    file hosts too, one file being enough (host-name matches keep their rules)."""
    if plan.heuristic in ("single_page", "signposting"):
        return
    known = set(plan.params.get("file_hosts") or ())
    more = [h for h in entry_file_hosts(page, plan.portal_domains, kb.knows_host) if h not in known]
    if more:
        plan.params["file_hosts"] = sorted(known | set(more))
        plan.evidence.append(
            f"the entry links files directly on {', '.join(more)}: file hosts of the artifact"
        )


def _filtered(plan: Plan, page: Page, home_title: str | None) -> None:
    if not page.title:
        _fallback(plan, "the entry page has no <title>")
        return
    side = str(plan.params.get("side", "auto"))
    if home_title:
        sig, removed = filtered_title(page.title, home_title, side)
        if not removed and side != "auto" and not plan.known_host:
            # Round 13: an installation recognised by its software's signature may put its
            # site name on the other side than the software's default (`LDS | <title>`
            # where Dataverse ends titles with the name): the side the homepage shares.
            sig, removed = filtered_title(page.title, home_title, "auto")
        how = (
            f"removed {removed!r} shared with the homepage title {home_title!r}"
            if removed
            else f"the homepage title {home_title!r} shares nothing with it: whole title used"
        )
    else:
        sig, removed = split_site_name(page.title, "left" if side == "left" else "right")
        how = (
            f"no homepage title: removed the {side} segment {removed!r}"
            if removed
            else "no homepage title and no separator: whole title used"
        )
    plan.evidence.append(f"filtered title: {how}")
    plan.significant = sig
    if not usable(sig):
        plan.significant = None
        _fallback(plan, f"the filtered title {sig!r} is too short to be significant")


def _identifier(plan: Plan, page: Page) -> None:
    pattern = plan.params.get("id_pattern")
    token = plan.significant
    if token is None and isinstance(pattern, str):
        m = re.search(pattern, page.url)
        # the pattern's first group is the identifier when it has one ("r=([\w-]+)")
        token = (m.group(1) if m.re.groups else m.group(0)) if m else None
        if token:
            plan.evidence.append(f"identifier {token!r} matched the portal's id pattern")
    if token is None:
        links = [
            u for u in page.links if on_portal(u, plan.portal_domains) and u not in page.framed
        ]
        token, carriers = shared_identifier(page.url, links, url_values=not plan.known_host)
        if token:
            plan.evidence.append(f"identifier {token!r} shared with {len(carriers)} linked URIs")
    plan.significant = token
    if token is None:
        _fallback(plan, "no identifier of the entry URI is shared with its links")
