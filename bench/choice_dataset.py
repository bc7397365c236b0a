"""A labelled dataset for learning the boundary choice (issue 16, round 24): one JSON line per case.

    PYTHONPATH=$PWD/src .venv/bin/python bench/choice_dataset.py [--out FILE] [--jobs 2] [SET ...]

For every case of the portal sets (dev, heldout .. heldout91 by default) it records

- `auto`: what the cascade chose (heuristic, source, the rule that decided, read from its
  evidence) and how its URI set scores against the case's truth;
- `features`: STRUCTURAL numbers about the entry page and inference's probes (counts and
  shares; never host names or strings), computed with inference's own helpers
  (`candidate_links`, `shared_identifier`, `siblings_of`, `file_hosts`, `entry_root`...) on
  the plan's entry page, ignored list and domains, and read from the `Probes` instance
  inference used (captured by wrapping the class: inference.py is at its size limit);
- `forced`: each of the ten heuristics forced (`measure(case, h)`), with its hits, URI
  count, whether its URI set equals the seed heuristic's (`same`) and whether it is
  acceptable as bench_artifacts.py defines it (the seed's heuristic, the same URI set, or
  no worse on both precision and recall).

The output (JSON lines, one per case) is written set by set and appended, so a run can be
resumed; sets already in the file are skipped.  `--jobs 2` runs two worker processes, each
on every other set.  Used by bench/choice_loso.py.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import re
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "bench"))

from bench_artifacts import HELDOUT_SETS, cases_of  # noqa: E402

import keepnet.artifacts.inference as inference  # noqa: E402
from keepnet.artifacts.identifiers import contains_id, shared_identifier  # noqa: E402
from keepnet.artifacts.idshare import siblings_of  # noqa: E402
from keepnet.artifacts.kinship import matches_hint, same_shape  # noqa: E402
from keepnet.artifacts.knowledge import load_knowledge  # noqa: E402
from keepnet.artifacts.model import Plan  # noqa: E402
from keepnet.artifacts.probes import Probes  # noqa: E402
from keepnet.artifacts.roots import entry_file_hosts, entry_root, file_hosts, on_host  # noqa: E402
from keepnet.artifacts.strategies import HEURISTICS  # noqa: E402
from keepnet.artifacts.titles import contains, filtered_title, usable  # noqa: E402
from keepnet.artifacts.urls import (  # noqa: E402
    is_ancestor,
    is_download,
    is_site_home,
    path_root,
    under_root,
)
from sites.portals._portal import Case  # noqa: E402
from sites.portals.measure import Measured, measure  # noqa: E402

DEFAULT_OUT = Path("/work/notes/inf24_data.jsonl")


class _Recorded(Probes):
    """Inference's Probes, remembered so the dataset can read what inference probed."""

    last: Probes | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _Recorded.last = self


# The decisive rule, read from the cascade's evidence (last matching line wins: the recall
# overrides after inference speak last).
RULES = [
    ("R0_site_home", re.compile(r"a site of its own")),
    ("R1_nothing", re.compile(r"no link could belong")),
    ("R2_path", re.compile(r"counted links lie under (?!.*the probed ones lead to)")),
    ("R2_path_late", re.compile(r"a minority, but no page elsewhere|every page holding the title")),
    ("R3_identifier", re.compile(r"of the entry URI is in \d+ of .* lead on to [1-9]")),
    ("R4_title", re.compile(r"probed pages hold .* and lead on to|shares a part with the entry")),
    ("R4_id_over_title", re.compile(r"are filtered by its identifier")),
    ("R5a_id_downloads", re.compile(r"and so do all \d+ of its downloads")),
    ("R5_tabs_below", re.compile(r"tabs lead to \d+ pages below")),
    ("R5_downloads", re.compile(r"counted links are downloads")),
    ("R6_identifier", re.compile(r"single_page would lose them|the one link carrying")),
    ("R6b_parts", re.compile(r"named by their own numbers")),
    ("R7_store", re.compile(r"and nothing else there")),
    ("R7_article", re.compile(r"an article-like page")),
    ("mirror", re.compile(r"directories on other hosts repeat")),
    ("R16_id_over_hop", re.compile(r"^round 16: ")),
    ("fallback", re.compile(r"^fallback to")),
]


def decisive_rule(evidence: list[str]) -> str:
    rule = "other"
    for line in evidence:
        for name, pattern in RULES:
            if pattern.search(line):
                rule = name
    return rule


def _share(n: int, d: int) -> float:
    return round(n / d, 4) if d else 0.0


def features(plan: Plan, probes: Probes | None) -> dict[str, float]:
    """Structural numbers about the entry page and inference's probes (no names, no strings)."""
    kb = load_knowledge()
    page = plan.entry_page
    f: dict[str, float] = {}
    if page is None or not page.ok:
        return {"entry_ok": 0.0}
    f["entry_ok"] = 1.0
    domains = plan.portal_domains
    hints = list(plan.hints)
    links, counts = inference.candidate_links(page, plan.ignored, domains)
    crumbs = [u for u in links if is_ancestor(u, page.url)]
    counted = [u for u in links if u not in crumbs]
    pages = [u for u in counted if not matches_hint(u, hints, plural_out=True)]
    n = len(counted)
    f["links"] = len(dict.fromkeys(page.links))
    f["candidates"] = len(links)
    f["other_portal_links"] = counts["other portals"]
    f["ignored_links"] = counts["ignored"]
    f["ignored_share"] = _share(counts["ignored"], f["links"])
    f["crumbs"] = len(crumbs)
    f["counted"] = n
    f["listing_links"] = n - len(pages)
    f["ignored_total"] = len(plan.ignored)
    split = urlsplit(page.url)
    f["entry_query"] = float(bool(split.query))
    f["entry_depth"] = len([s for s in split.path.split("/") if s])
    f["entry_site_home"] = float(is_site_home(page.url))
    f["redirected"] = float(bool(page.chain))
    f["entry_html"] = float(page.is_html)
    f["embeds"] = len(page.embeds)
    f["forms"] = len(page.forms)
    f["framed"] = len(page.framed)
    f["rels"] = len(page.rels)
    f["signposting_rels"] = sum(len(v) for v in plan.signposting.values())
    f["known_host"] = float(plan.known_host)
    f["recognised"] = float(plan.recognised_by is not None)
    root = entry_root(page.url) if "?" not in page.url else ""
    under = [u for u in counted if root and under_root(u, root) and path_root(u) != root]
    f["under_path"] = len(under)
    f["under_share"] = _share(len(under), n)
    f["same_host"] = sum(on_host(u, page.url) for u in counted)
    f["other_host_share"] = _share(n - f["same_host"], n)
    siblings = siblings_of(page.url, links)
    f["siblings"] = len(siblings)
    f["siblings_share"] = _share(len(siblings), n)
    token, carriers = shared_identifier(page.url, counted, [*plan.ignored, *siblings])
    f["has_identifier"] = float(token is not None)
    f["id_carriers"] = len(carriers)
    f["id_share"] = _share(len(carriers), n)
    f["id_token_len"] = len(token) if token else 0
    f["id_token_digits"] = _share(sum(c.isdigit() for c in token), len(token)) if token else 0.0
    downloads = [u for u in counted if is_download(u)]
    f["downloads"] = len(downloads)
    f["downloads_share"] = _share(len(downloads), n)
    f["downloads_with_id"] = sum(contains_id(u, token) for u in downloads) if token else 0
    f["downloads_under"] = sum(1 for u in downloads if root and under_root(u, root))
    f["all_downloads"] = sum(is_download(u) for u in page.links)
    f["file_hosts"] = len(file_hosts(page, [], domains, known=kb.knows_host))
    f["entry_file_hosts"] = len(entry_file_hosts(page, domains, kb.knows_host))
    home_title = plan.homepage.title if plan.homepage is not None else None
    f["has_title"] = float(bool(page.title))
    f["home_title"] = float(bool(home_title))
    sig = page.title or ""
    if page.title and home_title:
        sig, removed = filtered_title(page.title, home_title)
        f["title_shares_home"] = float(bool(removed))
    else:
        f["title_shares_home"] = 0.0
    f["title_words"] = len(sig.split())
    f["title_usable"] = float(usable(sig))
    # what inference's probes saw
    probed = list(probes.pages.values()) if probes is not None else []
    ok = [p for p in probed if p.ok]
    html = [p for p in ok if p.is_html]
    f["probed"] = len(probed)
    f["probed_ok"] = len(ok)
    f["probed_failed"] = len(probed) - len(ok)
    f["probed_files"] = len(ok) - len(html)
    holders = [p for p in html if usable(sig) and contains(f"{p.title or ''} {p.text}", sig)]
    f["probe_title_holders"] = len(holders)
    f["probe_title_share"] = _share(len(holders), len(html))
    f["holders_under_path"] = sum(1 for p in holders if root and under_root(p.url, root))
    f["holders_shaped"] = sum(1 for p in holders if same_shape(p.url, page.url))
    f["holders_with_id"] = sum(1 for p in holders if token and contains_id(p.url, token))
    f["rule4_holders"] = len(probes.holders) if probes is not None else 0
    below = probes.below[1] if probes is not None else []
    f["tree_below"] = len(below)
    known = set(page.links)
    onward = {u for p in html for u in p.links if u not in known}
    f["probe_new_links"] = len(onward)
    f["probe_new_under"] = sum(1 for u in onward if root and under_root(u, root))
    f["probe_new_with_id"] = sum(1 for u in onward if token and contains_id(u, token))
    f["probe_new_downloads"] = sum(is_download(u) for u in onward)
    f["probe_files_elsewhere"] = len(file_hosts(page, html, domains, known=kb.knows_host))
    f["evidence_lines"] = len(plan.evidence)
    return f


def _scored(m: Measured) -> dict[str, Any]:
    return {"hits": m.hits, "got": len(m.uris), "fetched": m.report.fetched}


async def record(set_name: str, case: Case) -> dict[str, Any]:
    _Recorded.last = None
    auto = await measure(case)
    plan = auto.report.plan
    probes = _Recorded.last if plan.source == "inference" else None
    feats = features(plan, probes)
    seed = await measure(case, case.expected)
    forced: dict[str, Any] = {}
    for h in HEURISTICS:
        m = seed if h == case.expected else await measure(case, h)
        same = m.uris == seed.uris
        no_worse = m.precision >= seed.precision and m.recall >= seed.recall
        forced[h] = {
            **_scored(m),
            "same": same,
            "acceptable": h == case.expected or same or no_worse,
        }
    auto_same = auto.uris == seed.uris
    auto_ok = (
        auto.heuristic == case.expected
        or auto_same
        or (auto.precision >= seed.precision and auto.recall >= seed.recall)
    )
    return {
        "set": set_name,
        "case": case.name,
        "imitates": case.imitates,
        "expected": case.expected,
        "truth": len(case.truth),
        "auto": {
            "heuristic": auto.heuristic,
            "source": auto.source,
            "rule": decisive_rule(plan.evidence) if plan.source == "inference" else plan.source,
            "evidence": plan.evidence[-4:],
            **_scored(auto),
            "same": auto_same or auto.heuristic == case.expected,
            "acceptable": auto_ok,
        },
        "features": feats,
        "forced": forced,
    }


def run_sets(names: list[str], out: str) -> None:
    inference.Probes = _Recorded  # type: ignore[misc]
    for name in names:
        rows = [asyncio.run(record(name, c)) for c in cases_of(name)]
        with open(out, "a", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r) + "\n" for r in rows)
        print(f"{name}: {len(rows)} cases", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="*", default=["dev", *HELDOUT_SETS])
    parser.add_argument("--out", default=str(DEFAULT_OUT))
    parser.add_argument("--jobs", type=int, default=1, choices=(1, 2))
    args = parser.parse_args()
    done: set[str] = set()
    if Path(args.out).exists():
        done = {json.loads(line)["set"] for line in Path(args.out).read_text().splitlines()}
    todo = [s for s in args.sets if s not in done]
    if args.jobs == 1:
        run_sets(todo, args.out)
        return
    parts = [f"{args.out}.part{i}" for i in range(2)]
    procs = [
        multiprocessing.Process(target=run_sets, args=(todo[i::2], parts[i])) for i in range(2)
    ]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    with open(args.out, "a", encoding="utf-8") as fh:
        for part in parts:
            if Path(part).exists():
                fh.write(Path(part).read_text())
                Path(part).unlink()


if __name__ == "__main__":
    main()
