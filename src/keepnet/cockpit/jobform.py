"""The new-crawl form: its fields, the job they make, and errors per field.

The job is validated by `keepnet.settings.job` — the rules `keepnet crawl` applies — and an
error is shown beside the field it concerns (`seeds.2.url` beside the seeds box).  A job
file uploaded with the form is the base; the form's non-empty fields go on top, as flags go
on top of `--job` on the command line.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml
from pydantic import ValidationError

from keepnet.settings.job import SCOPES, JobSettings

# form field -> the job paths whose errors are shown beside it
FIELDS: dict[str, tuple[str, ...]] = {
    "name": (),
    "seeds": ("seeds",),
    "scope": ("scope",),
    "max_pages": ("max_pages",),
    "max_hops": ("max_hops",),
    "delay": ("delay",),
    "concurrency": ("concurrency",),
    "proxy": ("proxy",),
    "browser": ("browser",),
    "explore": ("browser.explore",),
    "focus": ("focus",),
    "apps": ("apps",),
    "job_file": ("(top level)",),
}
BROWSER_MODES = ("never", "auto", "always")
EXPLORE = ("none", "max-roi", "max-coverage")


class FormError(ValueError):
    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__("; ".join(f"{k}: {', '.join(v)}" for k, v in errors.items()))
        self.errors = errors


@dataclass
class JobForm:
    """The form's values as submitted (strings), and the job they make."""

    values: dict[str, str] = field(default_factory=dict)
    errors: dict[str, list[str]] = field(default_factory=dict)

    def get(self, key: str, default: str = "") -> str:
        return self.values.get(key, default)

    def error(self, key: str, message: str) -> None:
        self.errors.setdefault(key, []).append(message)


def _number(form: JobForm, key: str, kind: type) -> Any:
    raw = form.get(key).strip()
    if not raw:
        return None
    try:
        return kind(raw)
    except ValueError:
        form.error(key, f"not a {'whole ' if kind is int else ''}number: {raw!r}")
        return None


def _field_of(loc: str) -> str:
    for name, paths in FIELDS.items():
        if any(loc == p or loc.startswith(p + ".") for p in paths):
            return name
    return "job_file"


def job_data(form: JobForm, base: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The job as plain data: the uploaded job file (base) with the form's fields on top."""
    data: dict[str, Any] = dict(base or {})
    seeds = [s.strip() for s in form.get("seeds").splitlines() if s.strip()]
    artifact = form.get("artifact") == "on"
    if seeds:
        data["seeds"] = [{"url": s, "scope": "artifact"} if artifact else s for s in seeds]
    if form.get("scope"):
        data["scope"] = form.get("scope")
    for key, kind in (("max_pages", int), ("max_hops", int), ("concurrency", int)):
        value = _number(form, key, kind)
        if value is not None:
            data[key] = value
    delay = _number(form, "delay", float)
    if delay is not None:
        data["delay"] = delay
    if form.get("proxy").strip():
        data["proxy"] = form.get("proxy").strip()
    for flag in ("allow_private", "ignore_robots"):
        if form.get(flag) == "on":
            data[flag] = True
    browser = dict(data.get("browser") or {})
    if form.get("browser"):
        browser["mode"] = form.get("browser")
    if form.get("explore"):
        browser["explore"] = form.get("explore")
    if browser:
        data["browser"] = browser
    if form.get("apps") in ("auto", "off"):
        data["apps"] = {**(data.get("apps") or {}), "mode": form.get("apps")}
    keywords = [k.strip() for k in form.get("focus").split(",") if k.strip()]
    if keywords:
        data["focus"] = {**(data.get("focus") or {}), "keywords": keywords}
    return data


def validate(form: JobForm, base: Mapping[str, Any] | None = None) -> JobSettings | None:
    """The job the form makes, or None with form.errors filled in per field."""
    if form.get("scope") and form.get("scope") not in SCOPES:
        form.error("scope", f"choose one of {', '.join(SCOPES)}")
    if form.get("browser") and form.get("browser") not in BROWSER_MODES:
        form.error("browser", f"choose one of {', '.join(BROWSER_MODES)}")
    if form.get("explore") and form.get("explore") not in EXPLORE:
        form.error("explore", f"choose one of {', '.join(EXPLORE)}")
    data = job_data(form, base)
    if not data.get("seeds"):
        form.error("seeds", "give at least one seed URL (one per line)")
        return None
    data["seeds"] = [{"url": s} if isinstance(s, str) else s for s in data["seeds"]]
    try:
        job = JobSettings.model_validate(data)
    except ValidationError as exc:  # every error at once, each beside its field
        for err in exc.errors():
            loc = ".".join(str(p) for p in err["loc"]) or "(top level)"
            form.error(_field_of(loc), f"{loc}: {err['msg']}")
        return None
    return None if form.errors else job


def parse_job_file(text: str) -> dict[str, Any]:
    """An uploaded job file (YAML) as plain data; FormError naming the problem otherwise."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise FormError({"job_file": [f"not valid YAML: {exc}"]}) from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise FormError({"job_file": ["a job file must be a mapping of settings"]})
    return data


def job_yaml(job: JobSettings) -> str:
    """The job as the YAML file `keepnet crawl --job` reads (no secrets)."""
    return yaml.safe_dump(job.public_dict(), sort_keys=False, allow_unicode=True)
