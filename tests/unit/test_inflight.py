"""InFlight.wait answers as asyncio.wait(FIRST_COMPLETED) did for the engine's loop."""

from __future__ import annotations

import asyncio

import pytest

from keepnet.inflight import InFlight


async def job(gate: asyncio.Future[None], fail: bool = False) -> None:
    await gate
    if fail:
        raise RuntimeError("boom")


async def test_wait_returns_the_tasks_done_and_forgets_them() -> None:
    loop = asyncio.get_running_loop()
    gates = [loop.create_future() for _ in range(4)]
    tasks = InFlight()
    for gate in gates:
        tasks.start(job(gate))
    assert len(tasks) == 4
    # one moment for both (call_later twice makes two moments a few microseconds apart,
    # which a loop may run in two turns): done in the same turn, both are returned
    when = loop.time() + 0.01
    loop.call_at(when, gates[1].set_result, None)
    loop.call_at(when, gates[2].set_result, None)
    done = await tasks.wait(5.0)
    assert len(done) == 2 and all(t.done() for t in done) and len(tasks) == 2
    assert await tasks.wait(0.01) == []  # the timeout: nothing done
    gates[0].set_result(None)
    gates[3].set_exception(ValueError("x"))
    await asyncio.sleep(0.01)
    done = await tasks.wait(5.0)  # done before the wait: returned at once
    assert len(done) == 2 and len(tasks) == 0
    assert sorted(type(t.exception()).__name__ for t in done) == ["NoneType", "ValueError"]


async def test_wait_against_asyncio_wait_on_the_same_schedule() -> None:
    loop = asyncio.get_running_loop()

    async def numbered(gate: asyncio.Future[None], n: int, seen: list[int]) -> None:
        await gate
        seen.append(n)

    async def run(use_asyncio: bool) -> list[list[int]]:
        gates = [loop.create_future() for _ in range(8)]
        start = loop.time()  # equal delays at one moment (see above): the rounds are fixed
        for i, delay in enumerate([0.02, 0.01, 0.03, 0.01, 0.05, 0.02, 0.04, 0.03]):
            loop.call_at(start + delay, gates[i].set_result, None)
        seen: list[int] = []
        rounds: list[list[int]] = []
        if use_asyncio:
            pending = {asyncio.create_task(numbered(g, i, seen)) for i, g in enumerate(gates)}
            while pending:
                done, pending = await asyncio.wait(
                    pending, timeout=1.0, return_when=asyncio.FIRST_COMPLETED
                )
                rounds.append(sorted(seen[-len(done) :]))
        else:
            tasks = InFlight()
            for i, gate in enumerate(gates):
                tasks.start(numbered(gate, i, seen))
            while len(tasks):
                done_now = await tasks.wait(1.0)
                rounds.append(sorted(seen[-len(done_now) :]))
        assert sorted(seen) == list(range(8))
        return rounds

    assert await run(False) == await run(True)


async def test_a_cancelled_wait_leaves_no_timer_and_the_tasks() -> None:
    loop = asyncio.get_running_loop()
    gate = loop.create_future()
    tasks = InFlight()
    tasks.start(job(gate, fail=True))
    waiter = asyncio.create_task(tasks.wait(30.0))
    await asyncio.sleep(0.01)
    waiter.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiter
    assert len(tasks) == 1
    gate.set_result(None)
    done = await tasks.wait(5.0)
    assert isinstance(done[0].exception(), RuntimeError)
