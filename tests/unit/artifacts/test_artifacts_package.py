"""keepnet.artifacts' lazy names: each is what it says, whatever was imported before it.

A submodule once shared the name of the function it exported (`discover`): importing the
submodule first set the package's attribute to the module, and `from keepnet.artifacts
import discover` then gave a module ("'module' object is not callable"), depending on
which test or caller had imported what.  Each case runs in a fresh interpreter.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

import keepnet.artifacts as artifacts

FIRST = [
    "",
    *(f"import keepnet.artifacts.{m}" for m in sorted(set(artifacts._LAZY.values()))),
]


@pytest.mark.parametrize("first", FIRST, ids=[f or "nothing" for f in FIRST])
def test_every_lazy_name_is_the_named_object_whatever_came_first(first: str) -> None:
    code = (
        f"{first}\n"
        "import inspect, keepnet.artifacts as a\n"
        "bad = [n for n in a._LAZY if inspect.ismodule(getattr(a, n))]\n"
        "from keepnet.artifacts import discover, walk\n"
        "assert callable(discover) and callable(walk), (discover, walk)\n"
        "assert not bad, bad\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_no_submodule_shares_a_lazy_name() -> None:
    assert not set(artifacts._LAZY) & set(artifacts._LAZY.values())
