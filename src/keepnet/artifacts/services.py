"""Rule 5a's service guard read on the page (round 23): which of the entry's identifier
carriers are services keyed to the record rather than the record's own pages.

Round 12's `kinship.record_service` reads a carrier's URL: an action, a hint taking a
query, a listing word with the identifier in its path, or one of the site's chrome pages
with the record's key (`/cgi/users/home?screen=View&eprintid=N`: the login link's path).
That last reading also took the site's own map, sources listing and occurrence search
filtered by the record (`/map?focus=<id>`, `/sources?place=<id>`,
`/occurrence/search?datasetKey=<id>`: the seed's GBIF example) for services, and rule 5a
then left the record to the single hop, which loses them and what they page on to.

A chrome page keyed to the record is now a service only when it is an account page: its
path names one (`/users/`, `/account/`, `/login`), or, probed, it asks the reader to sign
in (a form posting to a login action, or a redirect to one).  A carrier that could not be
probed within the budget stays a service, as before.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from keepnet.artifacts.kinship import record_service
from keepnet.artifacts.model import Page
from keepnet.artifacts.probes import Probes
from keepnet.artifacts.urls import is_action, strip_query

# An account page of the site: the record's key on it opens the record's admin screen.
_ACCOUNT = re.compile(r"/(users?|accounts?|auth|login|signin|sign-in|my)(/|$)", re.I)


def _signs_in(sub: Page) -> bool:
    """Whether a fetched page is a sign-in screen: a form posting to a login action, or a
    redirect that ended on an account path."""
    return any(is_action(f) for f in sub.forms) or bool(_ACCOUNT.search(urlsplit(sub.url).path))


async def keyed_services(
    probes: Probes, carriers: list[str], hints: list[str], chrome: frozenset[str], token: str
) -> list[str]:
    """The carriers that are services keyed to the record (see the module docstring)."""
    out: list[str] = []
    for url in carriers:
        if not record_service(url, hints, chrome, token):
            continue
        base = strip_query(url)
        # (the chrome clause alone made it a service: not an action, an account or a hint)
        alone = base in chrome and not record_service(url, hints, chrome - {base}, token)
        if alone and not _ACCOUNT.search(urlsplit(url).path):
            sub = await probes.get(url)
            if sub is not None and sub.is_html and not _signs_in(sub):
                continue  # the site's map or listing filtered by the record: the record's
        out.append(url)
    return out
