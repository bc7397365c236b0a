"""The layers of docs/architecture.md, enforced: a lower layer never imports a higher one.

Every `keepnet.*` import in src/ (TYPE_CHECKING imports included: a type is a dependency
too) is checked against LAYERS and FORBIDDEN below; the table is the one in
docs/architecture.md ("Layers"), and a test checks the two agree.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "keepnet"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "architecture.md"

# Lowest first.  A package may import its own layer and the layers below.
LAYERS: list[tuple[str, set[str]]] = [
    ("base", {"models", "url", "events", "layout", "lock", "eventloop", "inflight"}),
    (
        "formats and state",
        {"warc", "extract", "settings", "frontier", "crawllog", "pages", "stats", "engine_state"},
    ),
    ("network and policy", {"fetch", "scope"}),
    ("stores", {"index", "search"}),
    ("pipeline", {"pipeline", "extensions"}),
    (
        "crawl",
        {"engine", "browser", "artifacts", "progress", "distributed", "focus", "api", "apps"},
    ),
    ("access", {"replay", "export", "qa", "derive", "wat", "longitudinal", "report"}),
    ("services", {"cli", "testweb", "cockpit"}),
]

# Edges the ranks would allow but the architecture does not.
FORBIDDEN: dict[str, set[str]] = {
    "index": {"search"},  # the live pipeline composes them (keepnet.pipeline.live)
    "engine": {
        "browser",
        "artifacts",
        "distributed",
        "focus",
        "api",
        "apps",
    },  # extensions: from the registry only
    "replay": {"engine", "pipeline", "fetch", "frontier", "scope", "browser", "artifacts"},
    "export": {"engine", "pipeline", "fetch", "frontier", "scope", "browser", "artifacts"},
    "derive": {"engine", "pipeline", "fetch", "frontier", "scope", "browser", "artifacts"},
    "wat": {"engine", "pipeline", "fetch", "frontier", "scope", "browser", "artifacts"},
    "longitudinal": {"engine", "pipeline", "fetch", "frontier", "scope", "browser", "artifacts"},
    "report": {"engine", "pipeline", "fetch", "frontier", "scope", "browser", "artifacts"},
    # the cockpit runs crawls as child processes and steers them through their control API
    "cockpit": {"engine", "pipeline", "frontier", "api"},
}

# The one service-to-crawl edge of the access layer: a QA patch *is* a crawl, started
# through the engine's public entry exactly as `keepnet crawl` starts one.
ALLOWED: set[tuple[str, str]] = {("qa.patch", "engine")}


def rank(package: str) -> int:
    for i, (_, members) in enumerate(LAYERS):
        if package in members:
            return i
    raise AssertionError(f"keepnet.{package} is in no layer: add it to LAYERS and the docs")


def imports() -> list[tuple[str, str, int]]:
    """(importing module, imported top-level package, line) for every keepnet import."""
    out = []
    for path in SRC.rglob("*.py"):
        module = ".".join(path.relative_to(SRC).with_suffix("").parts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                if name.startswith("keepnet."):
                    out.append((module, name.split(".")[1], node.lineno))
    return out


def test_every_package_has_a_layer() -> None:
    packages = {
        p.name if p.is_dir() else p.stem
        for p in SRC.iterdir()
        if (p.is_dir() and (p / "__init__.py").exists())
        or (p.suffix == ".py" and p.name != "__init__.py")
    }
    for package in sorted(packages):
        rank(package)


def test_no_lower_layer_imports_a_higher_one() -> None:
    wrong = []
    for module, target, line in imports():
        package = module.split(".")[0]
        if package == target or (module, target) in ALLOWED:
            continue
        if rank(target) > rank(package) or target in FORBIDDEN.get(package, set()):
            wrong.append(f"keepnet.{module}:{line} imports keepnet.{target}")
    assert wrong == []


def test_docs_state_the_same_layers() -> None:
    text = DOCS.read_text(encoding="utf-8")
    section = text[text.index("## Layers") :]
    section = section[: section.find("\n## ", 5)]
    for name, members in LAYERS:
        line = next((ln for ln in section.splitlines() if f"**{name}**" in ln), None)
        assert line is not None, f"docs/architecture.md does not name the layer {name!r}"
        assert set(re.findall(r"`([a-z_]+)`", line)) == members, name
