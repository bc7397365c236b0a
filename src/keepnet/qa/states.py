"""The recorded descendant states of a page, read back from the archive as interaction scripts.

The browser tier writes one JSON `metadata` record per state (keepnet.browser.metadata,
the seed's Table 6), indexed under the page's URL with mime application/json.  Its
`pageTimings` is the state's interaction script from s0, one CSV row per step:
event,action,target,value.  Replaying a page's states means running each script from a
fresh s0; a script that is a prefix of another is run on the way to the longer one, so
only the *maximal* scripts are run (`maximal_scripts`): every state on their paths is
reached, and so every resource those states request is asked for again.
"""

from __future__ import annotations

import csv
import io
import json
import logging
from collections.abc import Iterable, Mapping

from keepnet.browser.events import Interaction
from keepnet.browser.metadata import PROFILE
from keepnet.replay.load import LoadError, read_record
from keepnet.replay.resolve import Resolver

log = logging.getLogger(__name__)

Script = tuple[Interaction, ...]
STATE_MIME = "application/json"


def parse_script(page_timings: str) -> Script:
    """The steps of a `pageTimings` CSV (event,action,target,value per row)."""
    steps = []
    for row in csv.reader(io.StringIO(page_timings)):
        if not row:
            continue
        if len(row) != 4:
            raise ValueError(f"interaction step with {len(row)} fields, not 4: {row!r}")
        event, action, target, value = row
        steps.append(Interaction(action, target, value, event))
    return tuple(steps)


def state_records(resolver: Resolver, page_url: str) -> list[dict[str, object]]:
    """The state records (Table 6 JSON objects) archived for `page_url`, oldest first."""
    out: list[dict[str, object]] = []
    for cap in resolver.captures(page_url, mementos_only=False):
        if cap.record.mime != STATE_MIME or cap.record.status is not None:
            continue
        try:
            record, body = read_record(cap)
            if record.rec_type != "metadata":
                continue
            data = json.loads(body)
        except (LoadError, ValueError) as exc:
            log.warning("unreadable state record of %s: %s", page_url[:200], exc)
            continue
        if isinstance(data, dict) and data.get("profile") == PROFILE:
            out.append(data)
    return out


def recorded_scripts(records: Iterable[Mapping[str, object]]) -> list[Script]:
    """The distinct non-empty scripts of the records (s0's is empty), in record order."""
    seen: dict[Script, None] = {}
    for rec in records:
        timings = rec.get("pageTimings")
        if not isinstance(timings, str) or not timings.strip():
            continue
        try:
            script = parse_script(timings)
        except ValueError as exc:
            log.warning("bad interaction script in state %s: %s", rec.get("id"), exc)
            continue
        if script:
            seen.setdefault(script, None)
    return list(seen)


def maximal_scripts(scripts: Iterable[Script]) -> list[Script]:
    """The scripts that are not a proper prefix of another one (order kept)."""
    unique = list(dict.fromkeys(scripts))
    prefixes = {s[:i] for s in unique for i in range(1, len(s))}
    return [s for s in unique if s not in prefixes]
