"""doi.example.test: a DOI-style resolver answering 302 to the DataRepo demo landing page (see datarepo.py)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from keepnet.testweb.sites import datarepo

HOST = datarepo.DOI_HOST


def build() -> Site:
    return datarepo.build_doi()
