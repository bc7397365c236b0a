"""keepnet.browser.slots: Chromium slots handed out by priority, lent during politeness waits."""

from __future__ import annotations

import asyncio

from keepnet.browser.slots import PageSlots


async def test_a_freed_slot_goes_to_the_smallest_priority_then_first_come() -> None:
    slots = PageSlots(1)
    first = slots.ticket()
    await first.hold((0,))
    order: list[str] = []

    async def page(name: str, priority: tuple[float, ...]) -> None:
        ticket = slots.ticket()
        await ticket.hold(priority)
        order.append(name)
        await asyncio.sleep(0)
        ticket.release()

    tasks = [
        asyncio.create_task(page("explore, 2 interactions", (1, -2))),
        asyncio.create_task(page("s0 a", (0,))),
        asyncio.create_task(page("explore, 6 interactions", (1, -6))),
        asyncio.create_task(page("s0 b", (0,))),
    ]
    await asyncio.sleep(0.01)
    assert order == [] and slots.busy == 1
    first.release()
    await asyncio.gather(*tasks)
    assert order == ["s0 a", "s0 b", "explore, 6 interactions", "explore, 2 interactions"]
    assert slots.busy == 0


async def test_a_page_waiting_on_politeness_lends_its_slot_and_takes_it_back() -> None:
    slots = PageSlots(1)
    polite, other = slots.ticket(), slots.ticket()
    await polite.hold((0,))
    wake = asyncio.Event()

    async def waits() -> None:
        async with polite.idle(), polite.idle():  # two requests waiting: lent once
            await wake.wait()

    waiting = asyncio.create_task(waits())
    await asyncio.sleep(0)
    await asyncio.wait_for(other.hold((0,)), 1)  # the lent slot
    assert slots.busy == 1
    wake.set()
    await waiting
    assert slots.busy == 2  # taken back at once: briefly one page over the bound
    other.release()
    third = slots.ticket()
    hold = asyncio.create_task(third.hold((0,)))
    await asyncio.sleep(0.01)
    assert not hold.done()  # still full: the lender works again
    polite.release()
    await asyncio.wait_for(hold, 1)
    third.release()
    assert slots.busy == 0


async def test_releasing_during_a_lent_wait_frees_the_slot_once() -> None:
    slots = PageSlots(2)
    ticket = slots.ticket()
    await ticket.hold((0,))
    async with ticket.idle():
        assert slots.busy == 0
        ticket.release()
        assert slots.busy == 0
    assert slots.busy == 0
    ticket.release()  # twice: nothing more
    assert slots.busy == 0


async def test_a_cancelled_waiter_does_not_keep_a_slot() -> None:
    slots = PageSlots(1)
    first = slots.ticket()
    await first.hold((0,))
    waiter = asyncio.create_task(slots.ticket().hold((0,)))
    await asyncio.sleep(0)
    waiter.cancel()
    await asyncio.gather(waiter, return_exceptions=True)
    first.release()
    assert slots.busy == 0
    late = slots.ticket()
    await asyncio.wait_for(late.hold((0,)), 1)
    assert slots.busy == 1
