"""Learning per template: which pages are one template, and when the browser stops paying."""

from __future__ import annotations

import asyncio

from keepnet.browser.templates import SharedScripts, TemplateLearner, template_key

PAGE = b"<html><script src='a.js'></script><script>var x = 1;</script><p>%s</p></html>"


def test_pages_with_the_same_scripts_are_one_template() -> None:
    one = template_key("h", ["http://h/a.js?v=1"], PAGE % b"one")
    two = template_key("h", ["http://h/a.js?v=2"], PAGE % b"two, other text")
    assert one == two
    assert one != template_key("h", ["http://h/b.js"], PAGE % b"one")  # another script
    assert one != template_key("other", ["http://h/a.js"], PAGE % b"one")  # another host
    inline = PAGE.replace(b"var x = 1;", b"setImage('plus.png');")
    assert one != template_key("h", ["http://h/a.js"], inline)  # another inline script


def test_per_page_data_in_the_same_inline_code_is_one_template() -> None:
    # Javadoc writes each page's own data into the same code
    page = b"""<script>var pathtoroot = "%s"; loadScripts(document, 'script');
        var data = {%s}; // rows of the method table
        </script>"""
    one = template_key("h", [], page % (b"../../", b'"i0":10,"i1":9'))
    two = template_key("h", [], page % (b"../", b'"i0":6'))
    assert one == two
    other = page.replace(b"loadScripts", b"loadOtherScripts")  # other code: another one
    assert one != template_key("h", [], other % (b"../", b'"i0":6'))


def test_json_data_scripts_are_not_code() -> None:
    ld = b'<script type=\'application/ld+json\'>{"name": "%s"}</script>'
    assert template_key("h", [], PAGE % b"" + ld % b"a") == template_key(
        "h", [], PAGE % b"" + ld % b"b"
    )


def run(
    learner: TemplateLearner, n: int, states: int = 0, s0: int = 0, explores: bool = True
) -> list[str]:
    """n pages of template "t"; a learning page is explored when `explores` (as the tier
    does when s0 added something or the page's own code loads on interaction)."""
    actions = []
    for _ in range(n):
        plan = learner.plan("t")
        actions.append(plan.action)
        if plan.action != "wait":
            learner.record("t", plan.action, s0, states, explored=explores)
    return actions


def test_a_template_whose_pages_add_nothing_is_skipped_and_resampled() -> None:
    acts = run(TemplateLearner(learn=2, resample=50), 400)
    learnt = [i for i, a in enumerate(acts) if a == "learn"]
    assert learnt[:1] == [0]  # a learning page that finds nothing ends the learning
    assert learnt[1:] == [51, 151, 351]  # re-samples, each interval twice the last
    assert acts.count("skip") == 400 - len(learnt)
    assert "explore" not in acts and "s0" not in acts


def test_a_template_whose_states_add_resources_is_always_explored() -> None:
    acts = run(TemplateLearner(learn=2), 100, states=3)
    assert acts[:2] == ["learn", "learn"] and set(acts[2:]) == {"explore"}


def test_a_learning_page_not_explored_teaches_no_state_verdict() -> None:
    t = TemplateLearner(learn=2, resample=1000)
    acts = run(t, 10, s0=1, explores=False)
    assert acts[:2] == ["learn", "learn"] and set(acts[2:]) == {"s0"}
    assert t.templates["t"].explored == 0 and t.templates["t"].rendered == 10


def test_s0_only_when_s0_adds_but_states_do_not() -> None:
    acts = run(TemplateLearner(learn=2, resample=1000), 10, s0=2)
    assert acts[:2] == ["learn", "learn"] and set(acts[2:]) == {"s0"}


def test_a_sample_that_finds_something_resumes_exploration() -> None:
    t = TemplateLearner(learn=1, resample=5)
    assert run(t, 6)[1:] == ["skip"] * 5
    assert run(t, 1, states=1) == ["learn"]  # the sample at page 7 finds states
    # explored again until the last 3 explored pages found nothing
    assert run(t, 5) == ["explore", "explore", "explore", "skip", "skip"]


def test_learning_pages_go_one_at_a_time_and_the_others_wait() -> None:
    t = TemplateLearner(learn=2)
    assert [t.plan("t").action for _ in range(3)] == ["learn", "wait", "wait"]
    t.record("t", "learn", 1, 0)  # found something: the next page learns too
    assert not t.learned("t") and t.plan("t", again=True).action == "learn"
    assert t.plan("t", again=True).action == "wait"
    t.record("t", "learn", 0, 0)  # the second adds nothing: what s0 loads is shared
    assert t.learned("t") and t.plan("t", again=True).action == "skip"


def test_s0_renders_go_on_while_each_page_adds_resources_of_its_own() -> None:
    t = TemplateLearner(learn=2, resample=1000)
    assert run(t, 5, s0=1, explores=False) == ["learn", "learn", "s0", "s0", "s0"]
    assert run(t, 1, s0=0) == ["s0"]  # this one adds nothing...
    assert run(t, 3) == ["skip"] * 3  # ...and the template is left to the re-samples


def test_a_learning_page_that_finds_nothing_ends_the_learning() -> None:
    t = TemplateLearner(learn=3)
    assert t.plan("t").action == "learn"
    t.record("t", "learn", 0, 0, explored=True)
    assert t.learned("t") and t.plan("t").action == "skip"


def test_the_next_learning_page_goes_as_soon_as_an_s0_found_something() -> None:
    t = TemplateLearner(learn=2)
    assert t.plan("t").action == "learn"
    assert t.plan("t").action == "wait"
    assert t.s0_found_early("t")  # its states are still being explored...
    assert t.plan("t", again=True).action == "learn"  # ...the next learning page goes
    t.record("t", "learn", 3, 0, explored=True, counted=True)
    assert not t.learned("t")
    t.record("t", "learn", 0, 0)
    assert t.learned("t") and t.plan("t").action == "skip"


async def test_a_shared_script_is_tried_once_per_host() -> None:
    shared = SharedScripts()
    a, b = "http://h/doctools.js", "http://h/search.js"
    assert await shared.tried("h", (a,)) == ""  # never tried: explore
    claimed = shared.claim("h", (a,), "http://h/1.html")
    assert shared.claim("h", (a,), "http://h/2.html") == []  # claimed once
    # a page of another template waits for the page trying it, then learns its verdict
    waiting = asyncio.ensure_future(shared.tried("h", (a,)))
    await asyncio.sleep(0)
    assert not waiting.done()
    shared.done(claimed, found=False)
    assert "found nothing on http://h/1.html" in await waiting
    assert await shared.tried("h", (a, b)) == ""  # b was never tried: explore
    assert await shared.tried("other", (a,)) == ""  # per host


async def test_a_shared_script_whose_states_found_something_is_explored_again() -> None:
    shared = SharedScripts()
    a = "http://h/menu.js"
    shared.done(shared.claim("h", (a,), "http://h/1.html"), found=True)
    assert await shared.tried("h", (a,)) == ""
    assert await shared.tried("h", ()) == ""  # no shared script: not for this rule
