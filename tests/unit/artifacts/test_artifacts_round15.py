"""Round 15's rules: links only in a consent notice or dialog are chrome (consent.py);
records named by a word beside the entry, found by what their pages repeat (siblings.py)."""

from __future__ import annotations

from keepnet.artifacts.consent import overlay_links
from keepnet.artifacts.discover import discover
from keepnet.artifacts.loader import load
from keepnet.artifacts.model import Page
from keepnet.artifacts.siblings import beside, word_sibling
from keepnet.testweb.server import VirtualWeb
from keepnet.testweb.site import PageValue, Site
from sites.portals.inproc import web_fetch

BANNER = (
    '<div class="cookie-notice" role="dialog"><p>We use cookies. '
    '<a href="/legal/cookies">Cookie policy</a></p><button>OK</button></div>'
)


def html(title: str, body: str) -> str:
    return f"<html><head><title>{title}</title></head><body>{body}</body></html>"


def _page(body: str, url: str = "http://p.test/rec/1") -> Page:
    return Page(url=url, status=200, mime="text/html", body=html("R", body).encode())


def test_a_link_only_in_a_consent_notice_or_dialog_is_an_overlay_link() -> None:
    assert overlay_links(_page(BANNER + '<a href="/about">About</a>')) == {
        "http://p.test/legal/cookies"
    }
    # shown in the page's own text too: not only the overlay's
    assert overlay_links(_page(BANNER + '<p><a href="/legal/cookies">policy</a></p>')) == set()
    # a modal offering the record's file keeps it: files are never overlay chrome
    modal = '<dialog><a href="/rec/1/data.csv">Download</a><a href="/terms">Terms</a></dialog>'
    assert overlay_links(_page(modal)) == {"http://p.test/terms"}
    assert overlay_links(_page('<div aria-modal="true"><a href="/x">x</a></div>')) == {
        "http://p.test/x"
    }
    assert overlay_links(_page('<div id="gdpr-box"><a href="/y">y</a></div>')) == {
        "http://p.test/y"
    }
    assert overlay_links(_page('<div class="main"><a href="/z">z</a></div>')) == set()


def _hop_web() -> VirtualWeb:
    entry = html(
        "Tide gauge residuals | Harbour Papers",
        BANNER
        + "<h1>Tide gauge residuals</h1>"
        + '<a href="/files/tide-paper.pdf">PDF</a> <a href="/files/tide-slides.pdf">Slides</a>',
    )
    pages: dict[str, PageValue] = {
        "/rec/1": entry,
        "/files/tide-paper.pdf": b"%PDF-1.4 paper",
        "/files/tide-slides.pdf": b"%PDF-1.4 slides",
        "/legal/cookies": html("Cookies | Harbour Papers", "<h1>Cookies</h1>"),
        "/": html("Harbour Papers", "<h1>Harbour Papers</h1>"),
    }
    return VirtualWeb([Site("papers.test", pages)])


async def test_the_single_hop_leaves_the_consent_notices_policy_page() -> None:
    report = await discover("http://papers.test/rec/1", web_fetch(_hop_web()))
    assert report.plan.heuristic.startswith("single_page_plus")
    assert "http://papers.test/files/tide-paper.pdf" in report.artifact_uris
    assert "http://papers.test/legal/cookies" not in report.artifact_uris


def test_beside_is_the_entrys_path_with_its_last_segment_changed() -> None:
    e = "http://c.test/conf/osdi25/talk/okafor"
    assert beside("http://c.test/conf/osdi25/talk/lindqvist", e)
    assert not beside("http://c.test/conf/osdi25/sessions", e)  # another level
    assert not beside("http://c.test/conf/osdi25/talk/okafor/slides", e)  # below it
    assert not beside("http://c.test/conf/osdi25/talk/lindqvist?x=1", e)
    assert not beside("http://c.test/conf/osdi25/talk/paper.pdf", e)  # a file
    assert not beside("http://d.test/conf/osdi25/talk/lindqvist", e)  # another host


def _talk(who: str, other: str) -> str:
    return html(
        f"Talk by {who} | Confsite",
        f"<h1>Talk by {who}</h1>"
        f'<a href="/files/osdi25-{who}.pdf">Paper</a> <a href="/files/osdi25-{who}-slides.pdf">'
        f'Slides</a> <a href="/bib/{who}.bib">BibTeX</a>'
        f'<p>Also in this session: <a href="/conf/osdi25/talk/{other}">{other}</a></p>'
        '<p><a href="/sponsors/osdi25">Our sponsors</a> <a href="/about">About</a></p>',
    )


def _conf_web() -> VirtualWeb:
    pages: dict[str, PageValue] = {
        "/conf/osdi25/talk/okafor": _talk("okafor", "lindqvist"),
        "/conf/osdi25/talk/lindqvist": _talk("lindqvist", "okafor"),
        "/sponsors/osdi25": html("Sponsors | Confsite", "<h1>Sponsors</h1>"),
        "/": html("Confsite", '<h1>Confsite</h1><a href="/about">About</a>'),
        "/about": html("About | Confsite", "<h1>About</h1>"),
    }
    for who in ("okafor", "lindqvist"):
        pages[f"/files/osdi25-{who}.pdf"] = b"%PDF-1.4"
        pages[f"/files/osdi25-{who}-slides.pdf"] = b"%PDF-1.4"
        pages[f"/bib/{who}.bib"] = b"@inproceedings{x}"
    return VirtualWeb([Site("conf.test", pages)])


async def test_a_word_named_record_beside_the_entry_repeating_its_links_is_a_sibling() -> None:
    fetch = web_fetch(_conf_web())
    entry = await load(fetch, "http://conf.test/conf/osdi25/talk/okafor")
    found = await word_sibling(fetch, entry, frozenset())
    assert found is not None and found[0] == "http://conf.test/conf/osdi25/talk/lindqvist"


async def test_the_sibling_and_the_chrome_both_records_share_leave_the_hop() -> None:
    report = await discover("http://conf.test/conf/osdi25/talk/okafor", web_fetch(_conf_web()))
    assert report.plan.heuristic == "single_page_plus_ignored"
    uris = set(report.artifact_uris)
    assert "http://conf.test/files/osdi25-okafor.pdf" in uris
    assert "http://conf.test/bib/okafor.bib" in uris
    # the session's other talk, and the sponsors page both talks link (named by the
    # conference's token, which the sibling's URL carries too: not the entry's own)
    assert "http://conf.test/conf/osdi25/talk/lindqvist" not in uris
    assert "http://conf.test/sponsors/osdi25" not in uris
