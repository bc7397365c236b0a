"""Compile some of keepnet's modules with mypyc in a COPY of `src` (issue 14, branch t14m).

An experiment's tool, not part of keepnet's build: it writes C extensions (`*.so`) beside
the `.py` files of the tree it is given, which then shadow those `.py` files on import.
Never point it at a checkout's own `src`.

    git archive HEAD src | tar -x -C /tmp/t14m_src
    python3.11 -m venv /tmp/t14m_venv && /tmp/t14m_venv/bin/pip install mypy setuptools
    /tmp/t14m_venv/bin/python bench/mypyc_build.py --src /tmp/t14m_src/src \
        --python-executable .venv/bin/python [--opt 3] [MODULE.py ...]
    PYTHONPATH=/tmp/t14m_src/src .venv/bin/python -c "import keepnet.engine as e; print(e.__file__)"

The venv that builds must run the same CPython (minor version and ABI) as the one that
imports the result.  `--python-executable` lets mypy type-check against the venv keepnet
runs in (its third-party packages and stubs), as the project's own mypy run does; the
modules are checked with the project's `[tool.mypy]` settings (pyproject.toml, given with
`--config-file`).  Without modules, DEFAULT (the crawl's and the extraction worker's
hottest own modules, by py-spy self time; bench/README.md, "branch t14m") is compiled.
PATCHES (two one-line changes mypyc needs) are applied to the copy first.  `--clean`
removes the extensions (and mypyc's build directory) from the tree instead.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

DEFAULT = [
    "keepnet/scope/families.py",
    "keepnet/warc/records.py",
    "keepnet/engine.py",
    "keepnet/frontier/sqlite.py",
    "keepnet/warc/writer.py",
    "keepnet/pipeline/links.py",
    "keepnet/fetch/http.py",
    "keepnet/crawllog.py",
    "keepnet/index/live.py",
    # not keepnet/pipeline/offload.py: the worker is started as `python -m
    # keepnet.pipeline.offload`, and `-m` cannot run a compiled module ("No code object")
    "keepnet/fetch/robots.py",
    "keepnet/search/live.py",
    "keepnet/pipeline/traps.py",
    "keepnet/pages.py",
    "keepnet/pipeline/dedup.py",
    "keepnet/extract/collect.py",
    "keepnet/extract/html.py",
    # not keepnet/extract/tiering.py: its TierDecision (a frozen slots dataclass) travels
    # from the worker by pickle, and mypyc's dataclass lacks the __setstate__ that
    # dataclasses add for frozen slots classes (FrozenInstanceError on unpickling)
    "keepnet/extract/text.py",
    "keepnet/extract/dispatch.py",
    "keepnet/models.py",
    "keepnet/engine_state.py",
    "keepnet/fetch/body.py",
    "keepnet/fetch/wire.py",
    "keepnet/index/indexer.py",
    "keepnet/search/query.py",
    "keepnet/search/sqlite_fts.py",
    "keepnet/pipeline/archive.py",
    # the canonicalizer (bench_canon.py); parse.py needs chr(0xDC80) for its "\udc80"
    # literals ("Surrogate codepoints in string literals not supported")
    "keepnet/url/canon.py",
    "keepnet/url/iacanon.py",
    "keepnet/url/parse.py",
    "keepnet/url/parts.py",
    "keepnet/url/profiles.py",
    "keepnet/url/recode.py",
    "keepnet/url/rules.py",
    "keepnet/url/surt.py",
]

# What mypyc needs changed in the copy (applied before the build when the text is there):
PATCHES = [
    # mypyc names the attribute `_thread`'s C struct field `__thread`, a GCC keyword
    ("keepnet/search/live.py", "self._thread", "self._executor"),
    # "Surrogate codepoints in string literals not supported"
    ("keepnet/url/parse.py", r'"\udc80" <= c <= "\udcff"', "chr(0xDC80) <= c <= chr(0xDCFF)"),
]

SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify
args = sys.argv[sys.argv.index("--") + 1:]
sys.argv = sys.argv[:sys.argv.index("--")]
opt = args.pop(0)
setup(name="keepnet_mypyc_experiment", packages=[],
      ext_modules=mypycify(args, opt_level=opt, group_name="keepnet_mypyc"))
"""


def clean(src: Path) -> None:
    for so in src.rglob("*.so"):  # keepnet itself ships no extensions
        so.unlink()
    for d in ("build", ".mypy_cache"):
        shutil.rmtree(src / d, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", type=Path, required=True, help="the copied src directory")
    ap.add_argument(
        "--config-file", type=Path, default=Path(__file__).parents[1] / "pyproject.toml"
    )
    ap.add_argument("--python-executable", help="the Python keepnet runs with (for type info)")
    ap.add_argument("--opt", default="3", help="C optimisation level (mypyc's opt_level)")
    ap.add_argument("--clean", action="store_true")
    ap.add_argument("modules", nargs="*", help="paths under --src (default: DEFAULT)")
    args = ap.parse_args()
    src = args.src.resolve()
    if (src.parent / ".git").exists():
        sys.exit(f"{src} belongs to a git checkout: build in a copy (see the docstring)")
    if args.clean:
        clean(src)
        return
    mods = args.modules or DEFAULT
    for rel, old, new in PATCHES:
        path = src / rel
        text = path.read_text(encoding="utf-8")
        if old in text:
            path.write_text(text.replace(old, new), encoding="utf-8")
            print(f"patched {rel}: {old} -> {new}")
    mypy_args = ["--config-file", str(args.config_file.resolve())]
    if args.python_executable:
        mypy_args += ["--python-executable", str(Path(args.python_executable).absolute())]
    cmd = [sys.executable, "-c", SETUP, "build_ext", "--inplace", "--", args.opt, *mypy_args]
    env = dict(os.environ, MYPYC_OPT_LEVEL=args.opt)
    subprocess.run(cmd + mods, cwd=src, env=env, check=True)
    built = sorted(p.relative_to(src) for p in src.rglob("*.so") if "build" not in p.parts)
    print("\n".join(str(p) for p in built))


if __name__ == "__main__":
    main()
