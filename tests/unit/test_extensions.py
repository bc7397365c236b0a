"""The extension registry: extensions enable themselves from the job; the engine names none."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from keepnet.extensions import (
    EXTENSIONS,
    BaseExtension,
    ExtensionError,
    enabled_extensions,
    implementing,
    load_class,
)
from keepnet.settings.job import JobSettings, build_job

SRC = Path(__file__).resolve().parents[2] / "src" / "keepnet"


class Always(BaseExtension):
    name = "always"

    @classmethod
    def from_job(cls, job: JobSettings) -> Always | None:
        return cls()


def job(**data: object) -> JobSettings:
    return build_job({"seeds": ["http://a.test/"], **data})


DEFAULT_ON = ("trap-families", "apps")


def names(exts: list[object]) -> list[str]:
    """The extension names, less those every default job has (trap families, applications)."""
    return [e.name for e in exts if e.name not in DEFAULT_ON]  # type: ignore[attr-defined]


def test_browser_tier_enables_itself_unless_never() -> None:
    assert names(enabled_extensions(job())) == ["browser"]
    assert names(enabled_extensions(job(browser={"mode": "never"}))) == []
    assert [e.name for e in enabled_extensions(job(browser={"mode": "never"}))] == [
        "apps",
        "trap-families",
    ]  # on by default
    off = job(browser={"mode": "never"}, traps={"family_idle": None}, apps={"mode": "off"})
    assert enabled_extensions(off) == []


def test_artifact_extension_only_for_artifact_seeds() -> None:
    j = job(browser={"mode": "never"}, seeds=[{"url": "http://a.test/", "scope": "artifact"}])
    assert names(enabled_extensions(j)) == ["artifact"]


def test_job_adds_extensions_by_module_and_class() -> None:
    j = job(browser={"mode": "never"}, extensions=[f"{__name__}:Always"])
    assert names(enabled_extensions(j)) == ["always"]


def test_given_instances_replace_registry_entries_of_the_same_name() -> None:
    given = Always()
    given.name = "browser"  # type: ignore[misc]
    exts = enabled_extensions(job(), given=[given])
    assert exts[0] is given and names(exts) == ["browser"]


@pytest.mark.parametrize(
    "spec, message",
    [
        ("no_colon", "expected 'package.module:Class'"),
        ("keepnet.nope:X", "cannot import keepnet.nope"),
        ("keepnet.extensions:Nothing", "no class Nothing"),
        ("keepnet.extensions:load_class", "no class load_class"),
    ],
)
def test_bad_extension_names_give_clear_errors(spec: str, message: str) -> None:
    with pytest.raises(ExtensionError, match=message):
        load_class(spec)


def test_registry_entries_load() -> None:
    for spec in EXTENSIONS:
        assert issubclass(load_class(spec), BaseExtension)


def test_the_engine_imports_no_extension_module() -> None:
    tree = ast.parse((SRC / "engine.py").read_text())
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    extension_modules = {spec.partition(":")[0] for spec in EXTENSIONS}
    packages = {m.rsplit(".", 1)[0] for m in extension_modules}
    assert not {m for m in imported if m in extension_modules or m in packages}
    text = (SRC / "engine.py").read_text()
    assert "sqlite" not in text.lower()


class Refuser(BaseExtension):
    name = "refuser"

    def before_fetch(self, ctx: object, uri: object) -> str | None:
        return "no"


class Declared:
    """Not a BaseExtension: it declares its hooks itself."""

    name = "declared"

    def before_fetch(self, ctx: object, uri: object) -> str | None:
        return None


def test_implementing_lists_only_the_extensions_that_replace_a_no_op_hook() -> None:
    plain, refuser, declared = Always(), Refuser(), Declared()
    patched = Always()
    patched.before_fetch = lambda ctx, uri: "patched"  # type: ignore[method-assign]
    exts = [plain, refuser, declared, patched]
    assert implementing(exts, "before_fetch") == [refuser, declared, patched]
    assert implementing(exts, "on_links") == []  # Declared has no on_links: left out
    assert implementing(exts, "wants_shingles") == []
    # the extensions keepnet ships: each implements what the engine will call, in order
    shipped = enabled_extensions(job(browser={"mode": "auto"}))
    for hook in ("before_fetch", "on_links", "on_response", "wants_shingles"):
        kept = implementing(shipped, hook)
        assert kept == [e for e in shipped if e in kept]
        for ext in shipped:
            own = getattr(type(ext), hook) is not getattr(BaseExtension, hook)
            assert (ext in kept) == own
