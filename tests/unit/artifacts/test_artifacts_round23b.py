"""Round 23b: the heuristics' own recall on the old web — each collects what the seed defines.

A frameset's panes are the page (`<frame src>`: its navigation and its text), so Path-Based
from a mirrored site's root reaches the pages its panes link; and the old web's files
(compress(1)'s `.Z`, PostScript, Flash video) are files, not pages shaped like the entry.
A record published in many languages has editions beyond the few the plan probes; a
record's part filed by kind in a sibling directory (`/reports/p42-review-a.html` for
`/papers/p42.html`) is no other record."""

from __future__ import annotations

from keepnet.artifacts.boundary import Boundary
from keepnet.artifacts.discovery import discover
from keepnet.artifacts.identifiers import names_part
from keepnet.artifacts.kinship import is_edition, is_view, same_shape
from keepnet.artifacts.loader import load
from keepnet.artifacts.ownlists import named_record
from keepnet.artifacts.urls import is_download
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import Response, Site
from sites.portals.inproc import web_fetch
from sites.portals.plans import forced_plan

FRAMESET = (
    "<html><head><title>Workshop 2002</title></head>"
    '<frameset cols="180,*"><frame src="nav.html" name="nav"><frame src="main.html" name="m">'
    '<noframes><body><a href="cfp.html">Call</a></body></noframes></frameset></html>'
)


def mirror_web() -> VirtualWeb:
    return VirtualWeb(
        [
            Site(
                "ws2002.mirror.test",
                {
                    "/": Response.html(FRAMESET),
                    "/nav.html": Response.html(
                        '<a href="main.html">Welcome</a><a href="cfp.html">Call</a>'
                        '<a href="program.html">Programme</a>'
                    ),
                    "/main.html": Response.html(
                        '<h1>Workshop 2002</h1><a href="http://sponsor.test/">Sponsor</a>'
                    ),
                    "/cfp.html": Response.html("<p>Deadline</p>"),
                    "/program.html": Response.html('<a href="/papers/p1.pdf">Paper 1</a>'),
                    "/papers/p1.pdf": Response.data(b"%PDF-1.4", "application/pdf"),
                },
            ),
            Site("sponsor.test", {"/": Response.html("<p>Sponsor</p>")}),
        ]
    )


async def test_a_framesets_panes_are_its_links_but_not_an_iframe() -> None:
    web = VirtualWeb(
        [
            Site(
                "old.test",
                {
                    "/": Response.html(FRAMESET),
                    "/page": Response.html('<iframe src="/map.html"></iframe><p>Text</p>'),
                },
            )
        ]
    )
    page = await load(web_fetch(web), "http://old.test/")
    assert page.links == ["http://old.test/nav.html", "http://old.test/main.html"]
    assert page.framed == page.links
    # an iframe's page (a map, a player, an advert) stays a requisite
    other = await load(web_fetch(web), "http://old.test/page")
    assert other.links == [] and other.framed == []


async def test_path_based_reaches_a_mirrored_sites_pages_through_its_frames() -> None:
    entry = "http://ws2002.mirror.test/"
    report = await discover(entry, web_fetch(mirror_web()), "path_based")
    base = entry.rstrip("/")
    want = {entry, *(base + p for p in ("/nav.html", "/main.html", "/cfp.html", "/program.html"))}
    assert set(report.artifact_uris) == want | {base + "/papers/p1.pdf"}


def test_the_old_webs_files_are_downloads() -> None:
    for name in ("TR-98-22.ps.Z", "TR-98-22-src.tar.Z", "paper.ps", "thesis.dvi", "talk.flv"):
        assert is_download(f"http://trs.test/reports/1998/{name}"), name
    # a portal known by host name keeps the list it had
    assert not is_download("http://trs.test/reports/1998/TR-98-22.ps.Z", more_formats=False)
    # pages stay pages
    assert not is_download("http://trs.test/reports/1998/TR-98-22.html")


async def test_a_reports_compressed_postscript_is_taken_by_the_single_hop() -> None:
    entry = "http://trs.test/reports/1998/TR-98-22.html"
    web = VirtualWeb(
        [
            Site(
                "trs.test",
                {
                    "/reports/1998/TR-98-22.html": Response.html(
                        "<title>TR-98-22: Types</title>"
                        '<a href="TR-98-22.ps.Z">PostScript</a><a href="TR-98-22.pdf">PDF</a>'
                        '<a href="/">Home</a>'
                    ),
                    "/reports/1998/TR-98-22.ps.Z": Response.data(
                        b"\x1f\x9d", "application/x-compress"
                    ),
                    "/reports/1998/TR-98-22.pdf": Response.data(b"%PDF-1.4", "application/pdf"),
                    "/": Response.html('<title>Reports</title><a href="/reports/">All</a>'),
                },
            )
        ]
    )
    report = await discover(entry, web_fetch(web), "single_page_plus_ignored")
    assert "http://trs.test/reports/1998/TR-98-22.ps.Z" in report.artifact_uris


def test_a_language_beyond_the_probed_editions_is_an_edition_alike() -> None:
    entry = "http://docs.test/record/S-RES-2719-2024"
    fr = entry + "?lang=fr"
    assert is_edition(fr, [fr])
    assert is_edition(entry + "?lang=ar", [fr])
    # no edition probed: none assumed; the entry with another query is no edition
    assert not is_edition(entry + "?lang=ar", [])
    assert not is_edition(entry + "?page=2", [fr])


def test_sig_uri_follows_every_language_of_the_record() -> None:
    entry = "http://docs.test/record/S-RES-2719-2024"
    params = {"editions": [entry + "?lang=fr"]}
    b = Boundary(forced_plan(entry, "sig_uri", significant="S-RES-2719-2024", params=params))
    assert b.decide(entry, entry + "?lang=zh") == (True, "artifact: the entry's edition")
    assert b.followed(entry + "?lang=zh")
    # without a probed edition: round 25 (inclusive.language_view) takes it as the seed's
    # sig_uri would (it carries the identifier), a leaf, not followed
    plain = Boundary(forced_plan(entry, "sig_uri", significant="S-RES-2719-2024"))
    assert plain.decide(entry, entry + "?lang=zh")[0]
    assert not plain.followed(entry + "?lang=zh")


def test_a_part_filed_by_kind_in_a_sibling_directory() -> None:
    entry = "http://ae.test/2025/papers/p42.html"
    assert names_part("http://ae.test/2025/reports/p42-review-a.html", entry)
    assert names_part("http://ae.test/2025/logs/p42_reproduction.txt", entry)
    # another number, a number continuing it, another depth: not the record's part
    assert not names_part("http://ae.test/2025/reports/p43-review-a.html", entry)
    assert not names_part("http://ae.test/2025/reports/p42-2.html", entry)
    assert not names_part("http://ae.test/2025/x/reports/p42-review.html", entry)
    assert not names_part("http://ae.test/2024/reports/p42-review-a.html", entry)
    # beside the entry, the round-20 rule as it was: an underscore and a long identifier
    assert not names_part("http://ae.test/2025/papers/p42-review.html", entry)
    assert names_part("http://r.test/p/Paper52107_media.html", "http://r.test/p/Paper52107.html")


def test_sig_title_checks_a_review_filed_by_kind_but_not_another_paper() -> None:
    entry = "http://ae.test/2025/papers/p42.html"
    b = Boundary(forced_plan(entry, "sig_title", significant="Bit-Exact Replay"))
    assert b.decide(entry, "http://ae.test/2025/reports/p42-review-a.html")[0]
    assert not b.decide(entry, "http://ae.test/2025/papers/p43.html")[0]
    assert not b.decide(entry, "http://ae.test/2025/reports/p43-review-a.html")[0]


def test_an_unversioned_entrys_versions_joined_by_an_underscore_are_its_own() -> None:
    entry = "http://pp.test/preprints/psy/9xr3t"
    for v in ("9xr3t_v1", "9xr3t-v2", "9xr3t_v3.pdf"):
        assert is_view(f"http://pp.test/preprints/psy/{v}", entry), v
        assert not same_shape(f"http://pp.test/preprints/psy/{v}", entry), v
    # another record's identifier, or one continued by a word, is not a version
    assert same_shape("http://pp.test/preprints/psy/zz000", entry)
    assert not is_view("http://pp.test/preprints/psy/9xr3t_vision", entry)
    b = Boundary(forced_plan(entry, "single_page_plus_ignored"))
    assert b.decide(entry, "http://pp.test/preprints/psy/9xr3t_v1")[0]
    assert not b.decide(entry, "http://pp.test/preprints/psy/zz000")[0]


def test_a_slug_continued_by_a_version_may_be_another_work() -> None:
    # round 19's rule kept: `<title-words>-v2` beside `<title-words>` (a deck's second edition)
    entry = "http://p.test/view/rna-extraction-from-lichen-kx3b9pq"
    assert same_shape("http://p.test/view/rna-extraction-from-lichen-kx3b9pq-v2", entry)


def test_a_url_ending_with_the_entrys_own_name_names_its_record() -> None:
    entry = "http://cds.test/datasets/seaice-concentration-daily"
    api = "http://cds.test/api/catalogue/v1/collections/seaice-concentration-daily"
    assert named_record(api, entry)
    assert named_record("http://r.test/collections/ds-2291", "http://r.test/record/ds-2291")
    # another record, a bare word, another host, the entry itself: no
    assert not named_record("http://cds.test/api/collections/seaice-extent-daily", entry)
    assert not named_record("http://p.test/tags/data", "http://p.test/projects/data")
    assert not named_record("http://other.test/collections/seaice-concentration-daily", entry)
    assert not named_record(entry + "/", entry)


def test_a_title_heuristic_checks_the_records_api_document_under_a_listing_word() -> None:
    entry = "http://cds.test/datasets/seaice-concentration-daily"
    api = "http://cds.test/api/catalogue/v1/collections/seaice-concentration-daily"
    b = Boundary(
        forced_plan(entry, "sig_filtered_title", significant="Sea ice", hints=("/collections/",))
    )
    assert b.decide(entry, api)[0]
    assert not b.decide(entry, "http://cds.test/api/catalogue/v1/collections/")[0]
