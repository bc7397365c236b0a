"""Round 19: the path's project named on a host of another site (its own site there).

Inference chooses `path_based_externals` when the entry or its probed members link files
or copies of the path on other hosts (`roots.file_hosts`, `roots.path_copies`); a page of
the project served by another site under the project's *name* alone is neither: a forge
repository `/ecohydro/stomatal` whose documentation lives at `docs.pages-host/stomatal/`,
a GitLab project whose Pages site is `pages-host/flowmeter-cal/`.  The path heuristic
loses those pages; the seed's "Path-Based with Externals" keeps what the project's pages
link on other domains.

`named_elsewhere` reconsiders a path choice of inference on the entry's own links: a link
to another registrable domain — not a portal the knowledge base names (a mirror on a known
forge is that forge's artifact), not chrome (the ignored URIs) — whose path is the
project's name and nothing else (the root's last segment: a site of the project at
`host/<name>/`) is a further root of the artifact (`params.also_roots`): the path keeps
that site's pages and nothing else of its host (not the host as a whole: a social account
named like the project would bring every share button).  Not a path going on past the
name (`docs.host/<name>/en/latest/`, `docs.host/<name>/1.1.0`: a registry's package
documentation, which the sets' writers leave out; `forge/<owner>/<name>`: another
repository), not a DOI (a citation).  Read on structure only: where the link goes and what
its path names; nothing is fetched.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import unquote, urlsplit

from keepnet.artifacts.model import Page, Plan
from keepnet.artifacts.urls import domain_of, host_of, is_feed, on_portal

PATHS = ("path_based", "path_based_externals")
# A name shorter than this, or one of letters that is a common word of a path (`docs`,
# `main`), says nothing of the project.
MIN_NAME = 5
_GENERIC = frozenset(
    {"index", "about", "docs", "master", "issues", "wiki", "files", "download", "latest"}
)


def project_names(root: str) -> set[str]:
    """The name a project's root gives it on another site: its last segment, when it is
    long enough, not a bare number and not a common word of paths (`docs`, `main`)."""
    segs = [s.lower() for s in root.split("/", 1)[1].split("/") if s] if "/" in root else []
    if len(segs) < 2:
        return set()
    last = segs[-1]
    return (
        {last} if len(last) >= MIN_NAME and not last.isdigit() and last not in _GENERIC else set()
    )


def names_project(url: str, names: set[str]) -> bool:
    """Whether url's path is one of the project's names and nothing else: a site of the
    project at `host/<name>/`."""
    path = unquote(urlsplit(url).path).lower().strip("/")
    return path in names


def named_elsewhere(plan: Plan, page: Page, known: Callable[[str], bool]) -> bool:
    """Add to a path choice of inference, as further roots, the sites of other domains that
    serve the project under its name (see the module docstring); True when the plan
    changed."""
    root = plan.params.get("root")
    if plan.heuristic not in PATHS or not isinstance(root, str):
        return False
    names = project_names(root)
    if not names:
        return False
    own = domain_of(page.url)
    sites = sorted(
        {
            under
            for u in page.links
            if domain_of(u) != own
            and not on_portal(u, plan.portal_domains)
            and u not in plan.ignored
            and not known(u)
            and not is_feed(u)
            and names_project(u, names)
            # (the path as served: `under_root` compares paths case-sensitively)
            for under in [f"{host_of(u)}/{urlsplit(u).path.strip('/')}"]
        }
    )
    before = plan.params.get("also_roots")
    also = list(before) if isinstance(before, list) else []
    new = [r for r in sites if r not in also]
    if not new:
        return False
    plan.params = {**plan.params, "also_roots": [*also, *new]}
    plan.evidence.append(
        "round 19: the entry links the project's site under its name on other domains "
        f"({', '.join(new)}): further roots of the artifact"
    )
    return True
