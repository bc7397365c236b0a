"""WARC records of a page's states: one JSON `metadata` record per state, a screenshot of s0.

Each state s_n of the interaction tree is described, as the seed proposes (its Table 6,
adapted from the IIPC's rendered-targets proposal), by a JSON object in a WARC 1.1
`metadata` record whose WARC-Target-URI is the page's URI-R:

================  =========================================================================
startedDateTime   when the interactions leading to the state began (ISO 8601, UTC)
id                the state's id: s0, s1-1, s1-2, s2-1... (level - order reached)
title             the URI-R of the descendant (the page), as the seed defines it
pageTimings       the interaction script from s0 as CSV: event,action,target,value
comment           what else is worth knowing: equivalence, blocked navigations, dialogs...
renderedContent   the serialized DOM of the state
renderedElements  RP: every embedded resource requested on the path from s0 to the state
map               the interactions available from the state (to reach s_n+1)
================  =========================================================================

keepnet adds `parent`, `depth`, `resources` (R_n), `newResources` (R_new), `documentTitle`
and `equivalentTo`.  The screenshot of s0 is a `resource` record named as Browsertrix names
its own (``urn:view:<URI-R>``, image/png), so tools that know one know the other.
"""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime
from typing import Any

from keepnet.browser.events import Interaction
from keepnet.browser.states import State, StateTree

PROFILE = "keepnet-descendant-state/1"


def iso(t: float) -> str:
    return datetime.fromtimestamp(t, UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def script_csv(script: tuple[Interaction, ...]) -> str:
    """The interaction script as CSV, one step per line: event,action,target,value."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    for step in script:
        writer.writerow([step.event or step.action, step.action, step.selector, step.arg])
    return buf.getvalue()


def state_json(
    tree: StateTree, state: State, extra_comments: list[str] | None = None
) -> dict[str, Any]:
    comments = list(state.comments) + list(extra_comments or [])
    if state.equivalent_to:
        comments.insert(0, f"equivalent to {state.equivalent_to} (same embedded resources)")
    return {
        "profile": PROFILE,
        "startedDateTime": iso(state.started),
        "id": state.id,
        "title": tree.url,
        "pageTimings": script_csv(state.script),
        "comment": "; ".join(comments),
        "renderedContent": state.dom,
        "renderedElements": sorted(state.path_resources),
        "map": [i.to_json() for i in state.interactions],
        "parent": state.parent,
        "depth": state.depth,
        "resources": sorted(state.resources),
        "newResources": sorted(state.new_resources),
        "documentTitle": state.title,
        "equivalentTo": state.equivalent_to,
    }


def screenshot_uri(url: str) -> str:
    return f"urn:view:{url}"


def write_states(
    writer: Any, tree: StateTree, page_comments: list[str], summarise_quiet: bool = False
) -> int:
    """Write one metadata record per state (page-level comments go on s0); bytes written.

    With `summarise_quiet`, descendant states that added no resource get no record of their
    own (no rendered DOM): s0's record lists them under `quietStates` (id, parent, the
    interaction script that reached them), so the archive still says what was tried.  On a
    site where interaction finds nothing this keeps state metadata to one record per page.
    """
    quiet = [st for st in tree.states if st.depth > 0 and not st.new_resources]
    recorded = [st for st in tree.states if not (summarise_quiet and st in quiet)]
    total = 0
    for state in recorded:
        extra = list(page_comments) if state.depth == 0 else None
        data_obj = state_json(tree, state, extra)
        if state.depth == 0 and summarise_quiet and quiet:
            data_obj["comment"] = "; ".join(
                filter(
                    None,
                    [
                        data_obj["comment"],
                        f"{len(quiet)} descendant state(s) added no resource: summarised in quietStates",
                    ],
                )
            )
            data_obj["quietStates"] = [
                {"id": q.id, "parent": q.parent, "pageTimings": script_csv(q.script)} for q in quiet
            ]
        data = json.dumps(data_obj, ensure_ascii=False).encode("utf-8")
        written = writer.write_metadata_json(tree.url, data)
        total += written.length
    return total


def write_screenshot(writer: Any, url: str, png: bytes) -> int:
    written = writer.write_resource(screenshot_uri(url), "image/png", png)
    return int(written.length)
