"""keepnet.browser.slots: Chromium slots handed out by priority, lent during politeness waits."""

from __future__ import annotations

import asyncio

from keepnet.browser.slots import PageSlots, Priority, Ticket


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


async def test_an_exploration_gives_its_slot_to_a_better_one_between_two_steps() -> None:
    """Two slots held by explorations of 2 and 3 interactions.  An s0 render waiting does
    not make them pause (another phase); the trap's exploration (6) waiting does: the page
    that reaches a step first gives its slot up — to the best page waiting, the s0 render —
    then the next one to the trap; the paused pages get the next slots by priority."""
    slots = PageSlots(2)
    small, middle = slots.ticket(), slots.ticket()
    await small.hold((1, -2))
    await middle.hold((1, -3))
    assert await small.yield_to_better() == 0.0  # nobody waits
    s0, trap = slots.ticket(), slots.ticket()
    got: list[str] = []

    async def hold(name: str, ticket: Ticket, priority: Priority) -> None:
        await ticket.hold(priority)
        got.append(name)

    s0_hold = asyncio.create_task(hold("s0", s0, (0,)))
    await asyncio.sleep(0)
    assert await small.yield_to_better() == 0.0  # an s0 render: not for it
    trap_hold = asyncio.create_task(hold("trap", trap, (1, -6)))
    await asyncio.sleep(0)
    small_paused = asyncio.create_task(small.yield_to_better())
    await asyncio.wait_for(s0_hold, 1)
    middle_paused = asyncio.create_task(middle.yield_to_better())
    await asyncio.wait_for(trap_hold, 1)
    assert got == ["s0", "trap"] and slots.busy == 2
    assert not small_paused.done() and not middle_paused.done()
    s0.release()  # the paused pages come back by priority: 3 interactions, then 2
    assert await asyncio.wait_for(middle_paused, 1) > 0.0 and not small_paused.done()
    trap.release()
    assert await asyncio.wait_for(small_paused, 1) > 0.0
    assert small.held and small.priority == (1, -2) and middle.held
    small.release()
    middle.release()
    assert slots.busy == 0
