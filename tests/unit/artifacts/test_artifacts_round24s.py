"""Round 24s: the heuristics' own recall on causes that recur across set writers.

`report` is a noun as often as a verb: a review's `/report/55102`, a round's
`…/round/1/report/a/`, a data package's `…/knb-lter-fen.41/report` name reports, which the
seed's heuristics take; the site's "report this page" form is `/report` alone or
`…/report?<what>`.  A usage-statistics report stays out (the portal's count of visits).
"""

from __future__ import annotations

from keepnet.artifacts.urls import is_action, is_action_beyond


def test_report_names_a_report_on_a_portal_not_known_by_host() -> None:
    entry = "http://reviews.test/history/ms-2211/"
    assert not is_action_beyond("http://reviews.test/history/ms-2211/round/1/report/a/", entry)
    assert not is_action_beyond("http://reviews.test/report/55102", entry)
    pkg = "http://lter.test/data/pkg/knb-lter-fen.41"
    assert not is_action_beyond("http://lter.test/data/pkg/knb-lter-fen.41/report", pkg)
    # the site's form to report something is the action still
    assert is_action_beyond("http://reviews.test/report", entry)
    assert is_action_beyond("http://reviews.test/report?site=ms-2211", entry)
    assert is_action_beyond("http://reviews.test/errata/report?doi=10.1/x", entry)
    # a usage-statistics report is out as before; other actions as before
    assert is_action_beyond(
        "http://ep.test/cgi/stats/report/eprint/2281", "http://ep.test/id/eprint/2281/"
    )
    assert is_action_beyond("http://reviews.test/report/55102/edit", entry)
    # a portal known by host name (no entry): as before
    assert is_action("http://reviews.test/report/55102")
    assert is_action_beyond("http://reviews.test/report/55102", "")
