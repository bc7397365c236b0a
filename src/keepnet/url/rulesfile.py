"""Canonicalization rules as data: the YAML rules file, each rule scoped by SURT prefix and time.

A rules file extends a profile with extra rules.  Each rule may carry a SURT-prefix `scope`
and a capture-time range (`from` inclusive, `to` exclusive), so a rule that is right for one
site in one period is applied nowhere else.  The format is documented in docs/formats.md.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import yaml

from keepnet.url import rules as r
from keepnet.url.parts import URLParts

FORMAT_KEY = "keepnet-canon-rules"
FORMAT_VERSION = 1
_NAME = re.compile(r"[a-z0-9][a-z0-9._-]*")
_COMMON_KEYS = {"name", "action", "scope", "from", "to"}


class RulesFileError(ValueError):
    """The rules file is not valid YAML of the documented shape."""


@dataclass(frozen=True)
class FileRule:
    """One rule of a rules file: an action, where it applies (SURT prefix) and when."""

    rule: r.Rule
    scope: str | None = None
    start: datetime | None = None
    end: datetime | None = None

    @property
    def timed(self) -> bool:
        return self.start is not None or self.end is not None

    def applies(self, surt: str, when: datetime) -> bool:
        if self.scope is not None and not surt.startswith(self.scope):
            return False
        if self.start is not None and when < self.start:
            return False
        return self.end is None or when < self.end

    def spec(self) -> dict[str, object]:
        out = self.rule.spec()
        out = {"name": out.pop("rule"), **out}
        if self.scope is not None:
            out["scope"] = self.scope
        if self.start is not None:
            out["from"] = self.start.isoformat()
        if self.end is not None:
            out["to"] = self.end.isoformat()
        return out


def _names(spec: dict[str, Any]) -> list[str]:
    names = spec.get("params")
    if isinstance(names, str):
        names = [names]
    if not names or not all(isinstance(n, str) and n for n in names):
        raise RulesFileError(f"rule {spec['name']!r}: 'params' must be a list of names")
    return [n.lower() for n in names]


def _matcher(names: list[str]) -> Callable[[str], bool]:
    pattern = re.compile("|".join(fnmatch.translate(n) for n in names))
    return lambda name: bool(pattern.match(name.lower()))


def _regex_replace(spec: dict[str, Any]) -> Callable[[URLParts], None]:
    component = spec.get("component")
    if component not in ("host", "path", "query"):
        raise RulesFileError(f"rule {spec['name']!r}: 'component' must be host, path or query")
    try:
        pattern = re.compile(str(spec["pattern"]))
    except (KeyError, re.error) as exc:
        raise RulesFileError(f"rule {spec['name']!r}: bad or missing 'pattern': {exc}") from exc
    replacement = str(spec.get("replacement", ""))

    def regex_replace(p: URLParts) -> None:
        value = getattr(p, component)
        if value:
            setattr(p, component, pattern.sub(replacement, value))

    return regex_replace


def _params_action(spec: dict[str, Any], keep: bool) -> Callable[[URLParts], None]:
    match = _matcher(_names(spec))
    return lambda p: r.drop_query_params(p, lambda k, _v: match(k) != keep)


def _strip_path_params(spec: dict[str, Any]) -> Callable[[URLParts], None]:
    match = _matcher(_names(spec))

    def strip(p: URLParts) -> None:
        if ";" in p.path:
            segs = p.path.split("/")
            for i, seg in enumerate(segs):
                head, *params = seg.split(";")
                segs[i] = ";".join([head] + [x for x in params if not match(x.split("=")[0])])
            p.path = "/".join(segs)

    return strip


_FIXED: dict[str, Callable[[URLParts], None]] = {
    "sort-query": r.sort_query,
    "drop-query": lambda p: setattr(p, "query", None),
    "lowercase-path": r.lowercase_path,
    "lowercase-query": r.lowercase_query,
    "strip-trailing-slash": r.strip_trailing_slash,
    "https-to-http": r.https_to_http,
    "strip-www": r.strip_www_any,
}
_BUILDERS: dict[str, tuple[set[str], Callable[[dict[str, Any]], Callable[[URLParts], None]]]] = {
    "strip-query-params": ({"params"}, lambda s: _params_action(s, keep=False)),
    "keep-query-params": ({"params"}, lambda s: _params_action(s, keep=True)),
    "strip-path-params": ({"params"}, _strip_path_params),
    "regex-replace": ({"component", "pattern", "replacement"}, _regex_replace),
}
ACTIONS = sorted([*_FIXED, *_BUILDERS])


def _when(value: object, key: str, name: str) -> datetime | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        dt = value
    elif isinstance(value, date):
        dt = datetime(value.year, value.month, value.day)
    elif isinstance(value, str | int):
        text = str(value)
        try:
            dt = (
                datetime.strptime(text, "%Y%m%d%H%M%S")
                if re.fullmatch(r"\d{14}", text)
                else datetime.fromisoformat(text)
            )
        except ValueError as exc:
            raise RulesFileError(f"rule {name!r}: {key!r} is not a date: {value!r}") from exc
    else:
        raise RulesFileError(f"rule {name!r}: {key!r} is not a date: {value!r}")
    return as_utc(dt)


def as_utc(dt: datetime) -> datetime:
    """Aware UTC datetime; a naive one is taken to be UTC already (WARC-Date is UTC)."""
    return dt.replace(tzinfo=UTC) if dt.tzinfo is None else dt.astimezone(UTC)


def build_rule(spec: dict[str, Any]) -> FileRule:
    """One validated FileRule from its YAML mapping."""
    if not isinstance(spec, dict):
        raise RulesFileError(f"each rule must be a mapping, not {spec!r}")
    name, action = spec.get("name"), spec.get("action")
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise RulesFileError(f"rule name must match {_NAME.pattern}: {name!r}")
    allowed: set[str]
    if action in _FIXED:
        allowed, fn = set(), _FIXED[action]
    elif action in _BUILDERS:
        allowed, builder = _BUILDERS[action]
        fn = builder(spec)
    else:
        raise RulesFileError(f"rule {name!r}: unknown action {action!r} (known: {ACTIONS})")
    extra = set(spec) - _COMMON_KEYS - allowed
    if extra:
        raise RulesFileError(f"rule {name!r}: unknown keys {sorted(extra)}")
    scope = spec.get("scope")
    if scope is not None and (not isinstance(scope, str) or not scope):
        raise RulesFileError(f"rule {name!r}: 'scope' must be a SURT prefix string")
    start, end = _when(spec.get("from"), "from", name), _when(spec.get("to"), "to", name)
    if start and end and end <= start:
        raise RulesFileError(f"rule {name!r}: 'to' must be after 'from'")
    params = tuple((k, spec[k]) for k in sorted(allowed) if k in spec)
    params = tuple((k, v if isinstance(v, str | int) else list(v)) for k, v in params)
    return FileRule(r.Rule(name, fn, (("action", action),) + params), scope, start, end)


def load_rules(path: Path, profile: str) -> list[FileRule]:
    """Read and validate a rules file that extends `profile`; raises RulesFileError."""
    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise RulesFileError(f"cannot read rules file {path}: {exc}") from exc
    if not isinstance(data, dict) or data.get(FORMAT_KEY) != FORMAT_VERSION:
        raise RulesFileError(f"{path}: not a rules file (needs '{FORMAT_KEY}: {FORMAT_VERSION}')")
    extra = set(data) - {FORMAT_KEY, "extends", "rules"}
    if extra:
        raise RulesFileError(f"{path}: unknown top-level keys {sorted(extra)}")
    extends = data.get("extends", profile)
    if extends != profile:
        raise RulesFileError(f"{path} extends profile {extends!r}, not {profile!r}")
    specs = data.get("rules") or []
    if not isinstance(specs, list):
        raise RulesFileError(f"{path}: 'rules' must be a list")
    built = [build_rule(s) for s in specs]
    names = [b.rule.name for b in built]
    if len(set(names)) != len(names):
        raise RulesFileError(f"{path}: rule names must be unique")
    return built
