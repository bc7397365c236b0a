"""keepnet.eventloop: which loop a crawl runs on, and the job setting that chooses it."""

from __future__ import annotations

import asyncio

import pytest

from keepnet import eventloop
from keepnet.settings.job import JobError, build_job


async def _loop_module() -> str:
    return type(asyncio.get_running_loop()).__module__


def test_auto_runs_on_uvloop() -> None:
    pytest.importorskip("uvloop")  # a dependency on every platform it builds for
    assert eventloop.run(_loop_module(), "auto").startswith("uvloop")


def test_asyncio_runs_on_the_standard_loop() -> None:
    assert eventloop.run(_loop_module(), "asyncio").startswith("asyncio")
    assert eventloop.loop_factory("asyncio") is None


def test_without_uvloop_auto_falls_back(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "uvloop", None)  # import uvloop now raises ImportError
    assert eventloop.loop_factory("auto") is None
    assert eventloop.run(_loop_module(), "auto").startswith("asyncio")


def test_run_returns_the_result_and_closes_the_loop() -> None:
    seen: list[asyncio.AbstractEventLoop] = []

    async def main() -> int:
        seen.append(asyncio.get_running_loop())
        return 7

    assert eventloop.run(main()) == 7
    assert seen[0].is_closed()


def test_job_setting() -> None:
    assert build_job({"seeds": ["http://a.test/"]}).event_loop == "auto"
    assert build_job({"seeds": ["http://a.test/"], "event_loop": "asyncio"}).event_loop == "asyncio"
    with pytest.raises(JobError, match="event_loop"):
        build_job({"seeds": ["http://a.test/"], "event_loop": "trio"})
