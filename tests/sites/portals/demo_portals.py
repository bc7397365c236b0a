"""The two demo-web portals (keepnet.testweb.sites.codehub and .datarepo) as test cases."""

from __future__ import annotations

from keepnet.testweb.site import Site
from keepnet.testweb.sites import codehub, datarepo
from sites.portals._portal import Case


def _software() -> list[Site]:
    return [codehub.build(), codehub.build_raw()]


def _dataset() -> list[Site]:
    return [datarepo.build(), datarepo.build_doi()]


SOFTWARE = Case(
    "software project",
    "GitHub",
    "Multi-Hop",
    "path_based_externals",
    codehub.SOFTWARE_ENTRY,
    frozenset([*codehub.SOFTWARE_PAGES, *codehub.SOFTWARE_EXTERNALS]),
    _software,
    others=frozenset({codehub.OTHER_REPO}),
)
DATASET = Case(
    "dataset (DOI)",
    "(signposting repository)",
    "Declared",
    "signposting",
    datarepo.DATASET_DOI,
    frozenset(datarepo.DATASET_MEMBERS),
    _dataset,
    others=frozenset({datarepo.OTHER_RECORD}),
    landing=datarepo.DATASET_LANDING,
)
