"""raw.codehubcontent.example.test: the raw-file host of the CodeHub demo portal (see codehub.py)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from keepnet.testweb.sites import codehub

HOST = codehub.RAW_HOST


def build() -> Site:
    return codehub.build_raw()
