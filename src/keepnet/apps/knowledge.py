"""The application knowledge base: one YAML file per application, validated at load.

An entry (see kb/phpbb.yaml, documented in docs/apps.md) gives the application's detection
patterns (HTML and URL regexes, `min` of which a page must show), the query parameters that
only identify a session (`drop_params`) and those a content view keeps (`keep_params`), its
page levels (URL regexes; `terminal` levels hold the objects), what a guest sees but an
archive does not need (`skip`: URL regex and why), and its objects: per object type, the
level it is on, an XPath container and relative XPaths for id, title, author, date, text.
Users add an application by dropping a YAML file in the job's `apps.dir`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import yaml
from lxml import etree

CATEGORIES = ("forum", "wiki", "blog")


class KnowledgeError(ValueError):
    """A knowledge-base file is invalid; the message names the file and the field."""


@dataclass(frozen=True)
class Level:
    name: str
    url: re.Pattern[str]
    terminal: bool = False


@dataclass(frozen=True)
class Skip:
    url: re.Pattern[str]
    why: str


@dataclass(frozen=True)
class FieldRule:
    xpath: str
    regex: re.Pattern[str] | None = None
    # ids scoped by their page (Discourse: post 2 of topic 17 is "17/2"): the first group of
    # this regex over the page URL, then "/", then the value
    url_prefix: re.Pattern[str] | None = None
    join: bool = False  # every element the XPath finds, in order (a body's paragraphs)


@dataclass(frozen=True)
class ObjectRule:
    type: str
    level: str
    container: str
    fields: dict[str, FieldRule]  # id, title, author, date, text ("" xpath: none)


@dataclass(frozen=True)
class App:
    id: str
    name: str
    category: str
    detect_html: tuple[re.Pattern[str], ...]
    detect_url: tuple[re.Pattern[str], ...]
    detect_min: int
    drop_params: frozenset[str]
    keep_params: tuple[str, ...]
    levels: tuple[Level, ...]
    skip: tuple[Skip, ...]
    objects: tuple[ObjectRule, ...] = field(default=())
    source: str = ""
    skip_link_elements: bool = False  # <link> targets are aliases of the page (Drupal)
    default_params: dict[str, str] = field(default_factory=dict)  # start=0: the first page

    def signals(self, url: str, html: str) -> int:
        """How many detection patterns the page shows, or some number below `detect_min` once
        it cannot reach it.

        The URL patterns (one short string) go first; each HTML pattern searches the whole
        page, so the search stops when the patterns left could no longer make `detect_min`:
        on a page of no known application most apps stop one pattern short.  Above the
        minimum the count is exact (the detector ranks apps by it)."""
        n = sum(1 for p in self.detect_url if p.search(url))
        left = len(self.detect_html)
        for p in self.detect_html:
            if n + left < self.detect_min:
                break
            left -= 1
            if p.search(html):
                n += 1
        return n


def _compile(where: str, pattern: Any, flags: int = 0) -> re.Pattern[str]:
    if not isinstance(pattern, str):
        raise KnowledgeError(f"{where}: a regex string is needed, got {pattern!r}")
    try:
        return re.compile(pattern, flags)
    except re.error as exc:
        raise KnowledgeError(f"{where}: bad regex {pattern!r}: {exc}") from None


def _slow_search(pattern: re.Pattern[str]) -> bool:
    """Whether searching a page for this case-insensitive pattern is likely slow.

    `re` scans for a literal first character fast, but not for one with case variants (a
    letter, under re.I) nor for a group or an alternation: those try the pattern at every
    position of the page (10-100x slower on a 10 KB page).  `App.signals` stops before the
    last HTML patterns once an app cannot reach its minimum, so the slow ones go last; the
    order changes no count."""
    src = pattern.pattern
    if not src or src[0].isalpha() or src[0] in "(\\[.":
        return True
    depth, escaped = 0, False
    for ch in src:  # an alternation at the top level: no common first character
        if escaped:
            escaped = False
        elif ch == "\\":
            escaped = True
        elif ch in "()":
            depth += 1 if ch == "(" else -1
        elif ch == "|" and depth == 0:
            return True
    return False


def _xpath(where: str, expr: Any) -> str:
    if expr in ("", None):
        return ""
    if not isinstance(expr, str):
        raise KnowledgeError(f"{where}: an XPath string is needed, got {expr!r}")
    try:
        etree.XPath(expr)
    except etree.XPathSyntaxError as exc:
        raise KnowledgeError(f"{where}: bad XPath {expr!r}: {exc}") from None
    return expr


def parse_app(data: Any, source: str) -> App:
    """One application entry from plain data (a YAML file's content)."""
    if not isinstance(data, dict):
        raise KnowledgeError(f"{source}: an application entry must be a mapping")
    try:
        app_id, name, category = str(data["id"]), str(data["name"]), str(data["category"])
        detect = data["detect"]
        levels_raw = data["levels"]
    except KeyError as exc:
        raise KnowledgeError(f"{source}: missing field {exc.args[0]!r}") from None
    if category not in CATEGORIES:
        raise KnowledgeError(f"{source}: category must be one of {', '.join(CATEGORIES)}")
    levels = tuple(
        Level(
            str(lv["name"]),
            _compile(f"{source}: levels.{i}.url", lv["url"]),
            bool(lv.get("terminal")),
        )
        for i, lv in enumerate(levels_raw)
    )
    names = {lv.name for lv in levels}
    objects = []
    for otype, raw in (data.get("objects") or {}).items():
        where = f"{source}: objects.{otype}"
        if raw.get("level") not in names:
            raise KnowledgeError(f"{where}.level: {raw.get('level')!r} is no level of {app_id}")
        fields: dict[str, FieldRule] = {}
        for key in ("id", "title", "author", "date", "text"):
            value = raw.get(key, "")
            if isinstance(value, dict):
                regex, prefix = value.get("regex"), value.get("url_prefix")
                fields[key] = FieldRule(
                    _xpath(f"{where}.{key}", value.get("xpath", "")),
                    _compile(f"{where}.{key}.regex", regex) if regex else None,
                    _compile(f"{where}.{key}.url_prefix", prefix) if prefix else None,
                    bool(value.get("join")),
                )
            else:
                fields[key] = FieldRule(_xpath(f"{where}.{key}", value))
        objects.append(
            ObjectRule(
                str(otype),
                str(raw["level"]),
                _xpath(f"{where}.container", raw.get("container")),
                fields,
            )
        )
    return App(
        id=app_id,
        name=name,
        category=category,
        detect_html=tuple(
            sorted(
                (_compile(f"{source}: detect.html", p, re.I) for p in detect.get("html", ())),
                key=_slow_search,
            )
        ),
        detect_url=tuple(_compile(f"{source}: detect.url", p) for p in detect.get("url", ())),
        detect_min=int(detect.get("min", 2)),
        drop_params=frozenset(str(p) for p in data.get("drop_params") or ()),
        keep_params=tuple(str(p) for p in data.get("keep_params") or ()),
        levels=levels,
        skip=tuple(
            Skip(_compile(f"{source}: skip.{i}.url", s["url"]), str(s.get("why", "skipped")))
            for i, s in enumerate(data.get("skip") or ())
        ),
        objects=tuple(objects),
        source=source,
        skip_link_elements=data.get("link_elements") == "skip",
        default_params={str(k): str(v) for k, v in (data.get("default_params") or {}).items()},
    )


# libyaml's loader parses the bundled files ~10x faster than PyYAML's own (~50 ms of every
# crawl's start-up); it is used only for them (tested to give the same data), so a user's
# file is still read, and its errors worded, by the pure-Python loader.
_BUNDLED_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _load_file(path: Path | Any, source: str, loader: Any = yaml.SafeLoader) -> App:
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)  # noqa: S506
    except yaml.YAMLError as exc:
        raise KnowledgeError(f"{source}: not valid YAML: {exc}") from None
    return parse_app(data, source)


def load_apps(extra_dir: Path | None = None) -> list[App]:
    """The bundled applications, then those of extra_dir (same id: the user's wins)."""
    apps: dict[str, App] = {}
    bundled = resources.files("keepnet.apps") / "kb"
    for entry in sorted(bundled.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".yaml"):
            app = _load_file(entry, f"keepnet/apps/kb/{entry.name}", _BUNDLED_LOADER)
            apps[app.id] = app
    if extra_dir is not None:
        if not extra_dir.is_dir():
            raise KnowledgeError(f"{extra_dir}: the applications directory does not exist")
        for path in sorted(extra_dir.glob("*.y*ml")):
            app = _load_file(path, str(path))
            apps[app.id] = app
    return list(apps.values())
