"""A browser page's descendant states, read back from the WARC, laid out as a tree picture.

The states are the JSON `metadata` records of keepnet.browser.metadata (profile
keepnet-descendant-state/1) whose WARC-Target-URI is the page; quiet states summarised in
s0's record (`quietStates`) are drawn too, marked as adding nothing.  `layout` places the
nodes (depth left to right, siblings top to bottom) for the SVG template.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator

from keepnet.browser.metadata import PROFILE

MAX_STATES = 500
NODE_W, NODE_H, GAP_X, GAP_Y = 200, 54, 60, 14


@dataclass
class StateNode:
    id: str
    parent: str | None
    depth: int
    interaction: str
    new_resources: list[str] = field(default_factory=list)
    quiet: bool = False
    x: int = 0
    y: int = 0


def _last_step(page_timings: str) -> str:
    rows = list(csv.reader(io.StringIO(page_timings or "")))
    if not rows:
        return "load"
    event, action, target, value = (rows[-1] + ["", "", "", ""])[:4]
    text = f"{action or event} {target}".strip()
    return f"{text} = {value}" if value else text


def _level(state_id: str) -> int:
    """The level of a state id: s0 → 0, s1-2 → 1, s2-1 → 2."""
    try:
        return int(state_id[1:].split("-")[0])
    except ValueError:
        return 1


def read_states(root: Path, url: str) -> list[StateNode]:
    """The states recorded for the page url in the crawl at root (s0 first)."""
    nodes: dict[str, StateNode] = {}
    for warc in sorted((root / "archive").glob("*.warc.gz")):
        with warc.open("rb") as fh:
            for rec in ArchiveIterator(fh):
                if rec.rec_type != "metadata":
                    continue
                if rec.rec_headers.get_header("WARC-Target-URI") != url:
                    continue
                try:
                    data = json.loads(rec.content_stream().read())
                except ValueError:
                    continue
                if not isinstance(data, dict) or data.get("profile") != PROFILE:
                    continue
                sid = str(data.get("id"))
                nodes[sid] = StateNode(
                    sid,
                    data.get("parent"),
                    int(data.get("depth") or 0),
                    _last_step(str(data.get("pageTimings") or "")),
                    list(data.get("newResources") or []),
                )
                for q in data.get("quietStates") or []:
                    qid = str(q.get("id"))
                    nodes.setdefault(
                        qid,
                        StateNode(
                            qid,
                            q.get("parent"),
                            _level(qid),
                            _last_step(str(q.get("pageTimings") or "")),
                            quiet=True,
                        ),
                    )
                if len(nodes) >= MAX_STATES:
                    break
    return sorted(nodes.values(), key=lambda n: (n.depth, n.id))


def layout(nodes: list[StateNode]) -> tuple[int, int]:
    """Place the nodes; the picture's (width, height)."""
    rows: dict[int, int] = {}
    for n in nodes:
        row = rows.get(n.depth, 0)
        rows[n.depth] = row + 1
        n.x = 10 + n.depth * (NODE_W + GAP_X)
        n.y = 10 + row * (NODE_H + GAP_Y)
    width = 20 + (max(rows) + 1 if rows else 1) * (NODE_W + GAP_X)
    height = 20 + (max(rows.values()) if rows else 1) * (NODE_H + GAP_Y)
    return width, height
