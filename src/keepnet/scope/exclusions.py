"""Exclusions added while a crawl runs (the control API): SURT prefixes and regexes.

An exclusion applies at once: a discovered URL that matches is refused by scope, and a URL
queued before the exclusion is refused when it is leased (keepnet.api's before_fetch), both
logged in refused.log with the rule that matched.  They are kept in DIR/state/exclusions.json
so a resumed crawl keeps them.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from keepnet.url.surt import to_surt


def _http_form(surt: str) -> str:
    return "http://" + surt[8:] if surt.startswith("https://") else surt


def as_surt_prefix(text: str) -> str:
    """A SURT prefix as given ("http://(org,example,)/private") or the SURT of a URL
    ("example.org/private": everything whose SURT starts with it)."""
    text = text.strip()
    if not text:
        raise ValueError("empty")
    if "://" not in text:
        text = "http://" + text
    if "(" in text:
        return _http_form(text)
    return _http_form(to_surt(text))


@dataclass
class Exclusions:
    surt_prefixes: list[str] = field(default_factory=list)
    regexes: list[str] = field(default_factory=list)
    _compiled: list[re.Pattern[str]] = field(default_factory=list, repr=False)

    def add(self, surt_prefixes: list[str], regexes: list[str]) -> list[tuple[str, str]]:
        """Add rules; (rule, why) for each one refused (a malformed regex or URL)."""
        refused: list[tuple[str, str]] = []
        for text in surt_prefixes:
            try:
                prefix = as_surt_prefix(text)
            except ValueError as exc:
                refused.append((text, f"not a SURT prefix or URL: {exc}"))
                continue
            if prefix not in self.surt_prefixes:
                self.surt_prefixes.append(prefix)
        for text in regexes:
            try:
                pattern = re.compile(text)
            except re.error as exc:
                refused.append((text, f"not a regular expression: {exc}"))
                continue
            if text not in self.regexes:
                self.regexes.append(text)
                self._compiled.append(pattern)
        return refused

    def match(self, url: str) -> str | None:
        """The reason `url` is excluded, or None."""
        if self.surt_prefixes:
            try:
                surt = _http_form(to_surt(url))
            except ValueError:
                surt = ""
            for prefix in self.surt_prefixes:
                if surt.startswith(prefix):
                    return f"excluded: SURT prefix {prefix}"
        for text, pattern in zip(self.regexes, self._compiled, strict=True):
            if pattern.search(url):
                return f"excluded: regex {text}"
        return None

    def to_json(self) -> dict[str, list[str]]:
        return {"surt_prefixes": list(self.surt_prefixes), "regexes": list(self.regexes)}

    def save(self, path: Path) -> None:
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.to_json(), indent=1))
        os.replace(tmp, path)

    def load(self, path: Path) -> None:
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            return
        self.add(list(data.get("surt_prefixes", [])), list(data.get("regexes", [])))
