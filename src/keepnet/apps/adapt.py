"""Adapting extraction expressions to a host whose template differs (seed 003, section 4.1).

When a recognised host's terminal pages yield no object with the knowledge base's
expressions (a board with its own theme: other tag names, classes, ids), relaxed
expressions are generated and tried:

- the container: the knowledge base's expression with its tag name generalised and
  @class/@id swapped; the containers of the other applications of the same category
  (a forum's posts look like another forum's); and the repeated elements of the page itself
  (same tag and class token, or same tag and id prefix), favouring names the knowledge base
  uses (post, message, comment...);
- each field inside it: the knowledge base's expression, the same field of the category's
  other applications, generic forms (a `datetime` attribute, an author or user link), and
  the class tokens found inside the containers.

A relaxed rule is kept only when it holds on every sample page (at least MIN_PAGES of the
host's terminal pages): the container matches, and the fields are valid (a date that
parses, an author of one short line, a text) for most objects.  The report says what was
changed and why.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from lxml import etree

from keepnet.apps.extract import FIELDS, _value, clean, iso_date
from keepnet.apps.knowledge import App, FieldRule, ObjectRule

MIN_PAGES = 3
VALID_SHARE = 0.8
MAX_CONTAINERS = 40
_STEP = re.compile(r"^//([\w*]+)\[(.*)\]$")
_ID_PREFIX = re.compile(r"^([A-Za-z_-]+?)[-_]?\d+$")
_WORDS = re.compile(r"[a-z]+")

GENERIC: dict[str, list[str]] = {
    "date": [
        ".//time/@datetime",
        './/*[contains(.,"Posted")]/following-sibling::text()[1]',
        './/*[contains(text(),"Posted") or contains(text(),"posted")]',
        ".//*[@datetime]/@datetime",
        './/*[@itemprop="datePublished"]/@content',
        './/*[contains(@class,"date") or contains(@class,"time") or contains(@class,"posted")]',
    ],
    "author": [
        './/*[@itemprop="author"]',
        './/a[contains(@href,"member") or contains(@href,"profile") or contains(@href,"/u/")'
        ' or contains(@href,"user")]',
        './/*[contains(@class,"author") or contains(@class,"poster") or contains(@class,"username")]',
    ],
    "text": [
        './/*[contains(@class,"content") or contains(@class,"message") or contains(@class,"body")'
        ' or contains(@class,"text")]',
        ".//blockquote",
    ],
    "title": [".//h1", ".//h2", ".//h3", ".//h4", "//h1"],
    "id": ["@data-post-id", "@data-id", "@id", ".//a[@name]/@name", ".//*[@id]/@id"],
}
_DIGITS = re.compile(r"(\d+)")


@dataclass(frozen=True)
class Adaptation:
    rule: ObjectRule
    changes: list[str]
    pages: int

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.rule.type,
            "container": self.rule.container,
            "fields": {k: v.xpath for k, v in self.rule.fields.items()},
            "changes": self.changes,
            "verified_on_pages": self.pages,
        }


def _class_pred(tag: str, token: str) -> str:
    return f'//{tag}[contains(concat(" ",normalize-space(@class)," ")," {token} ")]'


def _swap_attrs(pred: str) -> str:
    return pred.replace("@class", "@__tmp").replace("@id", "@class").replace("@__tmp", "@id")


def _kb_containers(rule: ObjectRule, peers: Iterable[ObjectRule]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    m = _STEP.match(rule.container.split(" | ")[0].strip())
    if m:
        tag, pred = m.groups()
        out.append((f"//*[{pred}]", "tag name generalised"))
        out.append((f"//{tag}[{_swap_attrs(pred)}]", "@class and @id swapped"))
        out.append((f"//*[{_swap_attrs(pred)}]", "tag name generalised, @class and @id swapped"))
        first = pred.split(" and ")[0]
        if first != pred:
            out.append((f"//*[{first}]", "predicate dropped, tag name generalised"))
    out += [(p.container, f"container of another {p.type} rule of the category") for p in peers]
    return out


def _vocabulary(apps: Iterable[App]) -> set[str]:
    words: set[str] = set()
    for app in apps:
        for rule in app.objects:
            words.update(_WORDS.findall(rule.container.lower()))
    return {w for w in words if len(w) > 3} - {"contains", "class", "starts", "with", "normalize"}


def _dom_containers(trees: list[Any], vocabulary: set[str]) -> list[tuple[str, str]]:
    """Repeated elements with text: same tag and class token, or same tag and id prefix."""
    counts: Counter[str] = Counter()
    for tree in trees:
        seen: Counter[str] = Counter()
        for el in tree.iter():
            if not isinstance(el.tag, str) or el.tag in ("html", "body", "head", "script", "style"):
                continue
            if len(clean(el.text_content())) < 20:
                continue
            for token in (el.get("class") or "").split():
                seen[_class_pred(el.tag, token)] += 1
            m = _ID_PREFIX.match(el.get("id") or "")
            if m:
                seen[f'//{el.tag}[starts-with(@id,"{m.group(1)}")]'] += 1
        counts.update(k for k, n in seen.items() if n >= 1)
    ranked = sorted(
        (k for k, n in counts.items() if n >= len(trees)),
        key=lambda k: (-any(w in k.lower() for w in vocabulary), -counts[k], k),
    )
    return [(k, "repeated element of the host's pages") for k in ranked[:MAX_CONTAINERS]]


def _nodes(tree: Any, container: str) -> list[Any]:
    try:
        found = tree.xpath(container)
    except etree.XPathError:
        return []
    nodes = [n for n in found if isinstance(n, etree._Element)]
    ids = {id(n) for n in nodes}
    return [n for n in nodes if not any(id(a) in ids for a in n.iterancestors())]


def _valid(field: str, value: str, whole: str) -> bool:
    if field == "date":
        return bool(iso_date(value))
    if field == "author":
        return 0 < len(value) <= 60 and not iso_date(value)  # a name, not a date
    if field == "title":
        return 0 < len(value) <= 300
    if field == "id":
        return bool(value) and len(value) <= 120
    return bool(value) and len(value) < len(whole)  # text: not the whole container


def _field_score(
    nodes: list[Any], field: str, rule: FieldRule, chosen: dict[str, FieldRule] | None = None
) -> float:
    """How well rule reads field in the containers: the share of valid values, a small
    bonus unless the value is the same in every object (a "Profile" link text), and for
    texts, length without the object's title or author."""
    ok = 0
    total_len = 0
    values: list[str] = []
    others = {
        f: [_value(n, FieldRule(chosen[f].xpath)) for n in nodes]
        for f in ("title", "author", "date")
        if chosen and f in chosen and chosen[f].xpath
    }
    for i, node in enumerate(nodes):
        value = _value(node, rule)
        if field == "text" and any(
            v[i] and len(v[i]) > 3 and v[i] in value[: len(v[i]) + 20] for v in others.values()
        ):
            continue  # the title or author is part of this "text": not the body
        if _valid(field, value, clean(node.text_content())):
            ok += 1
            total_len += len(value)
            values.append(value)
    if not nodes:
        return 0.0
    share = ok / len(nodes)
    varied = 0.1 if len(set(values)) > 1 else 0.0  # a constant ("Profile") is no field
    if field == "date" and values:
        # Posts and comments follow each other in time: the dates of the objects read in
        # order (not a member's "joined" date); then the date alone, not a line holding one.
        stamps = [iso_date(v) for v in values]
        ordered = 0.1 if all(a <= b for a, b in zip(stamps, stamps[1:], strict=False)) else 0.0
        short = 0.02 * (1 - min(1.0, total_len / len(values) / 80))
        return share + varied + ordered + short
    return share + varied + (total_len / (len(nodes) * 10_000) if field == "text" else 0.0)


def _dom_fields(nodes: list[Any]) -> list[str]:
    tokens: Counter[str] = Counter()
    for node in nodes[:10]:
        for el in node.iterdescendants():
            if isinstance(el.tag, str):
                for token in (el.get("class") or "").split():
                    tokens[
                        f'.//*[contains(concat(" ",normalize-space(@class)," ")," {token} ")]'
                    ] += 1
    return [k for k, _ in tokens.most_common(30)]


def adapt(app: App, rule: ObjectRule, trees: list[Any], peers: list[App]) -> Adaptation | None:
    """A relaxed rule that holds on every tree (terminal pages of one host), or None."""
    if len(trees) < MIN_PAGES:
        return None
    same = [p for p in peers if p.category == app.category and p.id != app.id]
    peer_rules = [r for p in same for r in p.objects if r.type == rule.type] or [
        r for p in same for r in p.objects
    ]
    vocabulary = _vocabulary([app, *same])
    tried: set[str] = set()
    best: tuple[tuple[float, ...], Adaptation] | None = None
    candidates = [*_kb_containers(rule, peer_rules), *_dom_containers(trees, vocabulary)]
    for rank, (container, why) in enumerate(candidates):
        if container in tried:
            continue
        tried.add(container)
        per_page = [_nodes(t, container) for t in trees]
        if not all(per_page):
            continue  # must hold on every sample page
        nodes = [n for page in per_page for n in page]
        fields, changes = _fit_fields(rule, peer_rules, nodes)
        needed = [f for f in FIELDS if rule.fields[f].xpath and f != "title"]
        scores = {f: min(_field_score(nodes, f, fields[f], fields), 1.0) for f in needed}
        if any(v < VALID_SHARE for v in scores.values()):
            continue
        # Posts repeat: a container found once per page (the page body) is the last resort.
        repeated = max(len(p) for p in per_page) > 1
        key = (float(repeated), sum(min(v, 1.0) for v in scores.values()), float(len(nodes)), -rank)
        if best is None or key > best[0]:
            adaptation = Adaptation(
                replace(rule, container=container, fields=fields),
                [f"container {rule.container!r} → {container!r} ({why})", *changes],
                len(trees),
            )
            best = (key, adaptation)
    return best[1] if best else None


def _fit_fields(
    rule: ObjectRule, peer_rules: list[ObjectRule], nodes: list[Any]
) -> tuple[dict[str, FieldRule], list[str]]:
    """The best expression of each field inside the candidate containers."""
    fields: dict[str, FieldRule] = {}
    changes: list[str] = []
    dom = _dom_fields(nodes)
    for field in FIELDS:
        kb = rule.fields[field]
        if not kb.xpath:  # the application shows none (MediaWiki authors)
            fields[field] = kb
            continue
        options = [kb] + [
            FieldRule(r.fields[field].xpath, r.fields[field].regex, kb.url_prefix)
            for r in peer_rules
            if r.fields[field].xpath
        ]
        options += [
            FieldRule(x, _DIGITS, kb.url_prefix) if field == "id" else FieldRule(x)
            for x in GENERIC[field]
        ]
        if field in ("text", "author", "date", "title"):
            options += [FieldRule(x) for x in dom]
        chosen = max(options, key=lambda o: _field_score(nodes, field, o, fields))
        fields[field] = chosen
        if chosen.xpath != kb.xpath:
            changes.append(f"{field} {kb.xpath!r} → {chosen.xpath!r}")
    return fields, changes
