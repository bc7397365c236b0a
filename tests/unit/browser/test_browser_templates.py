"""Learning per template: which pages are one template, and when the browser stops paying."""

from __future__ import annotations

from keepnet.browser.templates import TemplateLearner, template_key

PAGE = b"<html><script src='a.js'></script><script>var x = 1;</script><p>%s</p></html>"


def test_pages_with_the_same_scripts_are_one_template() -> None:
    one = template_key("h", ["http://h/a.js?v=1"], PAGE % b"one")
    two = template_key("h", ["http://h/a.js?v=2"], PAGE % b"two, other text")
    assert one == two
    assert one != template_key("h", ["http://h/b.js"], PAGE % b"one")  # another script
    assert one != template_key("other", ["http://h/a.js"], PAGE % b"one")  # another host
    inline = PAGE.replace(b"var x = 1;", b"setImage('plus.png');")
    assert one != template_key("h", ["http://h/a.js"], inline)  # another inline script


def test_json_data_scripts_are_not_code() -> None:
    ld = b'<script type=\'application/ld+json\'>{"name": "%s"}</script>'
    assert template_key("h", [], PAGE % b"" + ld % b"a") == template_key(
        "h", [], PAGE % b"" + ld % b"b"
    )


def run(learner: TemplateLearner, n: int, states: int = 0, s0: int = 0) -> list[str]:
    actions = []
    for _ in range(n):
        plan = learner.plan("t")
        actions.append(plan.action)
        if plan.action != "wait":
            learner.record("t", plan.action, s0, states)
    return actions


def test_a_template_whose_pages_add_nothing_is_skipped_and_resampled() -> None:
    acts = run(TemplateLearner(learn=2, resample=50), 400)
    explored = [i for i, a in enumerate(acts) if a == "explore"]
    assert explored[:2] == [0, 1]
    assert explored[2:] == [52, 152, 352]  # re-samples, each interval twice the last
    assert acts.count("skip") == 400 - len(explored)


def test_a_template_whose_states_add_resources_is_always_explored() -> None:
    assert set(run(TemplateLearner(learn=2), 100, states=3)) == {"explore"}


def test_s0_only_when_s0_adds_but_states_do_not() -> None:
    acts = run(TemplateLearner(learn=2, resample=1000), 10, s0=2)
    assert acts[:2] == ["explore", "explore"] and set(acts[2:]) == {"s0"}


def test_a_sample_that_finds_something_resumes_exploration() -> None:
    t = TemplateLearner(learn=1, resample=5)
    assert run(t, 6)[1:] == ["skip"] * 5
    assert run(t, 1, states=1) == ["explore"]  # the sample at page 7 finds states
    # explored again until the last 3 explored pages found nothing
    assert run(t, 5) == ["explore", "explore", "explore", "skip", "skip"]


def test_pages_wait_while_the_learning_pages_render() -> None:
    t = TemplateLearner(learn=2)
    assert [t.plan("t").action for _ in range(4)] == ["explore", "explore", "wait", "wait"]
    t.record("t", "explore", 0, 0)
    assert t.plan("t", again=True).action == "wait"
    t.record("t", "explore", 0, 0)
    assert t.learned("t") and t.plan("t", again=True).action == "skip"
