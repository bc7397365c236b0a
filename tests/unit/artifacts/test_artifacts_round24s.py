"""Round 24s: the heuristics' own recall on causes that recur across set writers.

`report` is a noun as often as a verb: followed by more path (a review's `/report/55102`, a
round's `…/round/1/report/a/`) it names a report, which the seed's heuristics take; a path
ending on it is the form to report something (`/report`, `…/<deck>/report`, `…/report?x`).  A usage-statistics report stays out (the portal's count of visits).
Significant String from URI: a number behind a catalogue's capital prefix (`SN8860`,
`CIK0000712345`) is the identifier as another service of the portal writes it.  A
streaming manifest (`.m3u8`, `.mpd`) is a file, so the anchor to a recording's stream that
a `<video>` also shows is restored among the page's links (round 5's rule for files).
Path-Based with Externals: a licence's deed on a licence register is not the artifact's.
"""

from __future__ import annotations

from keepnet.artifacts.identifiers import contains_id
from keepnet.artifacts.model import Verdict
from keepnet.artifacts.strategies.base import Context
from keepnet.artifacts.strategies.path import PathBasedExternals, is_licence_deed
from keepnet.artifacts.urls import is_action, is_action_beyond, is_download


def test_report_names_a_report_on_a_portal_not_known_by_host() -> None:
    entry = "http://reviews.test/history/ms-2211/"
    assert not is_action_beyond("http://reviews.test/history/ms-2211/round/1/report/a/", entry)
    assert not is_action_beyond("http://reviews.test/report/55102", entry)
    # a path ending on it was the verb ("report this deck"); round 25 takes it below the
    # entry as the record's report (writers disagree: heldout67 and 76 count it, heldout13
    # does not), and elsewhere it is the verb still
    deck = "http://slides.test/p/tara/snakemake-workshop-51207"
    assert not is_action_beyond(deck + "/report", deck)
    assert is_action_beyond("http://slides.test/p/tara/report", deck)
    # the site's form to report something is the action still
    assert is_action_beyond("http://reviews.test/report", entry)
    assert is_action_beyond("http://reviews.test/report?site=ms-2211", entry)
    assert is_action_beyond("http://reviews.test/errata/report?doi=10.1/x", entry)
    assert is_action_beyond("http://reviews.test/report/abuse?id=ms-2211", entry)
    # a usage-statistics report is out as before; other actions as before
    assert is_action_beyond(
        "http://ep.test/cgi/stats/report/eprint/2281", "http://ep.test/id/eprint/2281/"
    )
    assert is_action_beyond("http://reviews.test/report/55102/edit", entry)
    # a portal known by host name (no entry): as before
    assert is_action("http://reviews.test/report/55102")
    assert is_action_beyond("http://reviews.test/report/55102", "")


def test_a_number_behind_a_catalogues_capital_prefix_is_the_accession() -> None:
    assert contains_id("http://x.test/webview/?study=SN8860", "8860", parts=True, prefixed=True)
    assert contains_id(
        "http://data.x.test/submissions/CIK0000712345.json", "0000712345", parts=True, prefixed=True
    )
    # not without `prefixed` (a portal known by host name keeps its rule), not a longer
    # number, not a lower-case word, not a short number or a token with letters
    assert not contains_id("http://x.test/webview/?study=SN8860", "8860", parts=True)
    assert not contains_id("http://x.test/?study=SN88601", "8860", parts=True, prefixed=True)
    assert not contains_id("http://x.test/page8860", "8860", parts=True, prefixed=True)
    assert not contains_id("http://x.test/ABCDE8860", "8860", parts=True, prefixed=True)
    assert not contains_id("http://x.test/SN886", "886", parts=True, prefixed=True)
    assert not contains_id("http://x.test/SNab12cd", "ab12cd", parts=True, prefixed=True)


def test_a_streaming_manifest_is_a_file() -> None:
    # a recording's HLS or DASH manifest, shown by <video> and offered as "Stream link"
    assert is_download("http://stream.media.test/hls/c821gk01/index.m3u8")
    assert is_download("http://stream.media.test/dash/c821gk01/manifest.mpd")
    assert not is_download("http://stream.media.test/hls/c821gk01/index.m3u8", more_formats=False)


def test_a_licence_deed_is_no_external_of_the_artifact() -> None:
    entry = "http://git.forge.test/lab/tidewatch"
    ctx = Context(entry=entry, aliases=frozenset({entry}), domains=frozenset({"forge.test"}))
    pbe = PathBasedExternals()
    for deed in (
        "http://creativecommons.test/licenses/by/4.0/",
        "http://opendefinition.test/licenses/odc-by",
        "http://licences.spdxref.test/MIT",
    ):
        assert is_licence_deed(deed)
        assert pbe.offer(ctx, False, deed) is not Verdict.LEAF
    # the artifact's own externals, and its own licence file, are still taken
    assert (
        pbe.offer(ctx, False, "http://raw.forgecontent.test/lab/tidewatch/main/LICENSE")
        is Verdict.LEAF
    )
    assert pbe.offer(ctx, False, "http://files.example.test/tidewatch-1.0.tar.gz") is Verdict.LEAF
    # a portal known by host name keeps its rule
    known = Context(
        entry=entry, aliases=frozenset({entry}), domains=frozenset({"forge.test"}), known_host=True
    )
    assert pbe.offer(known, False, "http://creativecommons.test/licenses/by/4.0/") is Verdict.LEAF
