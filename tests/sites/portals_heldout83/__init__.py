"""heldout83: a BLIND held-out set of mock genomics and bioinformatics portals (hosts
``*.hx83.example``) for grading keepnet's artifact-boundary heuristic choice.

Written blind.  Read only: the seed paper (/work/shared/seeds/000_79c60b0adc755801.txt),
tests/sites/portals/_portal.py, tests/sites/portals/checks.py,
src/keepnet/testweb/{site,server,assets}.py, tests/unit/artifacts/test_portal_sets_web.py and
the TEST_SUFFIXES tuple of tests/sites/portals/measure.py (a grep for it also showed a few
lines of that file's measuring function, which were not used).  Nothing of keepnet's artifact
code, knowledge base, docs or benches, nor any other portal set, was read, and keepnet's
artifact discovery was never run on these cases.

Each case's `expected` heuristic is what the seed's reasoning prescribes for its portal's
shape (a comment above each case says why); its truth is the artifact's own URIs as that
heuristic, correctly applied, would give them, without the portal's chrome.  Modules:
`seqdata` (read archive, assemblies, GWAS catalogue, data depot, release indexes),
`workflows` (workflow registry, pipeline sites, code forge, benchmark hub, ontology
repository with signposting), `scholarly` (Q&A forum, lab blogs, preprint server, model
repository, dataverse); `_kit` holds the shared chrome.
"""

from __future__ import annotations

from keepnet.testweb.server import VirtualWeb
from sites.portals._portal import Case

from . import scholarly, seqdata, workflows
from ._kit import web_of

CASES: list[Case] = [*seqdata.CASES, *workflows.CASES, *scholarly.CASES]


def heldout83_web(cases: list[Case] | None = None) -> VirtualWeb:
    """The sites of `cases` (default: all), each host once."""
    return web_of(CASES if cases is None else cases)
