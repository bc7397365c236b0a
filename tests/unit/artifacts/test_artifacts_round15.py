"""Round 15's rules: links only in a consent notice or dialog are chrome (consent.py);
records named by a word beside the entry, found by what their pages repeat (siblings.py)."""

from __future__ import annotations

from keepnet.artifacts.consent import overlay_links
from keepnet.artifacts.discovery import discover
from keepnet.artifacts.loader import load
from keepnet.artifacts.mentions import links_entry_as_neighbour
from keepnet.artifacts.model import Page
from keepnet.artifacts.neighbours import other_menu_section
from keepnet.artifacts.partial import unaccounted_files
from keepnet.artifacts.siblings import beside, listed_sibling, word_sibling
from keepnet.artifacts.signposting import from_page
from keepnet.artifacts.urls import is_reply_form, is_resorted
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


def test_a_page_under_another_top_section_the_menus_link_is_another_object() -> None:
    entry = "http://lib.test/article/n/climate-and-wheat"
    menus = frozenset({"http://lib.test/journal", "http://lib.test/about"})
    assert other_menu_section("http://lib.test/journal/n/agrarian-bulletin", entry, menus)
    # the entry's own section (its subject under /article) is not "another" section
    assert not other_menu_section("http://lib.test/article/c/agriculture", entry, menus)
    # a section the chrome does not link tells nothing
    assert not other_menu_section("http://lib.test/files/x/paper.pdf", entry, menus)
    # what carries the entry's name is its own, whatever section serves it
    api = frozenset({"http://lib.test/journal/"})
    assert not other_menu_section("http://lib.test/journal/climate-and-wheat/export", entry, api)


def _library_web() -> VirtualWeb:
    menu = '<nav><a href="/journal">Journals</a> <a href="/about">About</a></nav>'
    pages: dict[str, PageValue] = {
        "/article/n/climate-and-wheat": html(
            "Climate and wheat | Library",
            menu
            + '<div class="info"><a href="/journal/n/agrarian-bulletin">Agrarian Bulletin</a></div>'
            + '<h1>Climate and wheat</h1><a href="/files/climate-and-wheat.pdf">PDF</a>',
        ),
        "/files/climate-and-wheat.pdf": b"%PDF-1.4",
        "/journal/n/agrarian-bulletin": html("Agrarian Bulletin | Library", menu + "<h1>AB</h1>"),
        "/journal": html("Journals | Library", menu + "<h1>Journals</h1>"),
        "/about": html("About | Library", menu + "<h1>About</h1>"),
        "/": html("Library", menu + "<h1>Library</h1>"),
    }
    return VirtualWeb([Site("lib.test", pages)])


async def test_the_single_hop_leaves_the_records_journal_in_another_menu_section() -> None:
    report = await discover(
        "http://lib.test/article/n/climate-and-wheat", web_fetch(_library_web())
    )
    assert report.plan.heuristic == "single_page_plus_ignored"
    assert "http://lib.test/files/climate-and-wheat.pdf" in report.artifact_uris
    assert "http://lib.test/journal/n/agrarian-bulletin" not in report.artifact_uris


def _item(n: int) -> str:
    return html(
        f"Weir photograph {n} | Town Museum",
        '<a href="/contact">Contact</a>'
        f"<h1>Weir photograph {n}</h1>"
        f'<a href="/media/weir-{n}.jpg">Full image</a>'
        '<p>In <a href="/sets/mills">Mills of the river</a></p>'
        '<p><a href="/pages/about-the-mills">About this collection</a></p>',
    )


def _museum_web() -> VirtualWeb:
    pages: dict[str, PageValue] = {
        "/items/305": _item(305),
        "/items/212": _item(212),
        "/media/weir-305.jpg": b"\xff\xd8\xff",
        "/media/weir-212.jpg": b"\xff\xd8\xff",
        "/sets/mills": html(
            "Mills of the river | Town Museum",
            "<h1>Mills</h1>" + "".join(f'<a href="/items/{n}">{n}</a>' for n in (212, 305, 330)),
        ),
        "/pages/about-the-mills": html("About the mills | Town Museum", "<h1>About</h1>"),
        "/": html("Town Museum", '<h1>Town Museum</h1><a href="/contact">Contact</a>'),
        "/contact": html("Contact | Town Museum", "<h1>Contact</h1>"),
    }
    return VirtualWeb([Site("museum.test", pages)])


async def test_a_sibling_found_through_a_listing_the_entry_links_tells_the_chrome() -> None:
    fetch = web_fetch(_museum_web())
    entry = await load(fetch, "http://museum.test/items/305")
    found = await listed_sibling(fetch, entry, frozenset({"http://museum.test/contact"}))
    assert found is not None and found[0] == "http://museum.test/items/212"
    report = await discover("http://museum.test/items/305", web_fetch(_museum_web()))
    assert report.plan.heuristic == "single_page_plus_ignored"
    assert "http://museum.test/media/weir-305.jpg" in report.artifact_uris
    # the collection's page that every item of the set links: chrome of the records
    assert "http://museum.test/pages/about-the-mills" not in report.artifact_uris


E = frozenset({"http://blog.test/2024/05/14/a-bar-that-feeds/"})


def test_a_page_that_links_the_entry_only_as_its_neighbour() -> None:
    base = "http://blog.test/2024/06/02/weighing-again/"
    prev = b'<nav class="post-nav"><a href="/2024/05/14/a-bar-that-feeds/">A bar</a></nav>'
    assert links_entry_as_neighbour(prev, base, E)
    rel = b'<div><a rel="prev" href="/2024/05/14/a-bar-that-feeds/">A bar</a></div>'
    assert links_entry_as_neighbour(rel, base, E)
    related = b'<aside><ul><li><a href="/2024/05/14/a-bar-that-feeds/">A bar</a></li></ul></aside>'
    assert links_entry_as_neighbour(related, base, E)
    # a part names its whole elsewhere too: "Part of" in its text, a trail
    part = prev + b'<p>Part of <a href="/2024/05/14/a-bar-that-feeds/">A bar</a></p>'
    assert not links_entry_as_neighbour(part, base, E)
    assert not links_entry_as_neighbour(b'<a href="/other/">x</a>', base, E)  # no link to it


def _post(slug: str, title: str, prev: tuple[str, str] | None, part_of: bool = False) -> str:
    link = ""
    if prev is not None:
        href, text = prev
        link = (
            f'<p>Part of <a href="{href}">{text}</a></p>'
            if part_of
            else f'<nav class="post-navigation"><a rel="prev" href="{href}">{text}</a></nav>'
        )
    return html(
        f"{title} | Field Notes",
        f'<a href="/about/">About</a><h1>{title}</h1><p>Text of {slug}.</p>{link}'
        '<a href="/category/notes/">Notes</a>',
    )


def _blog_web(part_of: bool) -> VirtualWeb:
    entry = "/2024/05/14/a-bar-that-feeds/"
    nxt = "/2024/06/02/weighing-the-w-again/"
    pages: dict[str, PageValue] = {
        entry: _post("a", "A bar that feeds the center", None).replace(
            "</body>", f'<a href="{nxt}">Next: Weighing the W again</a></body>'
        ),
        nxt: _post(
            "b", "Weighing the W again", (entry, "A bar that feeds the center"), part_of
        ).replace("</body>", '<a href="/2024/07/01/third-post/">more</a></body>'),
        "/2024/07/01/third-post/": _post("c", "Third post", None),
        "/about/": html("About | Field Notes", "<h1>About</h1>"),
        "/category/notes/": html("Notes | Field Notes", "<h1>Notes</h1>"),
        "/": html("Field Notes", '<h1>Field Notes</h1><a href="/about/">About</a>'),
    }
    return VirtualWeb([Site("blog.test", pages)])


async def test_the_next_post_naming_the_entry_in_its_previous_link_is_no_part() -> None:
    url = "http://blog.test/2024/05/14/a-bar-that-feeds/"
    report = await discover(url, web_fetch(_blog_web(part_of=False)))
    assert not report.plan.heuristic.startswith("sig_")
    assert "http://blog.test/2024/06/02/weighing-the-w-again/" not in report.artifact_uris
    # the same page naming the entry as its whole ("Part of") is still a part
    report = await discover(url, web_fetch(_blog_web(part_of=True)))
    assert report.plan.heuristic.startswith("sig_")


def test_a_query_that_only_orders_the_page_is_the_page_resorted() -> None:
    assert is_resorted("http://ftp.test/pub/x/?C=N;O=D")
    assert is_resorted("http://ftp.test/pub/x/?sort=size&order=desc")
    assert not is_resorted("http://ftp.test/pub/x/")
    # a search or a listing page that also filters is content of its own
    assert not is_resorted("http://h.test/records?q=&p=1&sort=newest")
    assert not is_resorted("http://h.test/search?type=run&task=3&sort=error")


def _autoindex(path: str, entries: list[str]) -> str:
    sort = "".join(f'<a href="?C={c};O=D">{c}</a> ' for c in "NMSD")
    rows = "".join(f'<a href="{e}">{e}</a><br>' for e in entries)
    return html(f"Index of {path}", f'<h1>Index of {path}</h1>{sort}<a href="../">Parent</a>{rows}')


async def test_the_path_leaves_a_directory_listing_resorted() -> None:
    pages: dict[str, PageValue] = {
        "/pub/gauges-2021/": _autoindex("/pub/gauges-2021/", ["daily/", "README.txt"]),
        "/pub/gauges-2021/daily/": _autoindex("/pub/gauges-2021/daily/", ["d1.csv", "d2.csv"]),
        "/pub/gauges-2021/README.txt": b"readme",
        "/pub/gauges-2021/daily/d1.csv": b"a,b\n",
        "/pub/gauges-2021/daily/d2.csv": b"a,b\n",
        "/pub/": _autoindex("/pub/", ["gauges-2021/", "tides-2020/"]),
        "/": html("Geodesy FTP", '<h1>FTP</h1><a href="/pub/">pub</a>'),
    }
    web = VirtualWeb([Site("ftp.test", pages)])
    report = await discover("http://ftp.test/pub/gauges-2021/", web_fetch(web))
    assert report.plan.heuristic.startswith("path_based")
    assert "http://ftp.test/pub/gauges-2021/daily/d2.csv" in report.artifact_uris
    assert not [u for u in report.artifact_uris if "?C=" in u]


async def test_the_hop_leaves_the_entrys_own_comment_reply_form() -> None:
    assert is_reply_form("http://b.test/2026/02/03/post/?replytocom=57")
    assert not is_reply_form("http://b.test/2026/02/03/post/?output=atom")
    post = "/2026/02/03/what-the-gauges-said/"
    pages: dict[str, PageValue] = {
        post: html(
            "What the gauges said | Saltwater Notes",
            '<a href="/about/">About</a><h1>What the gauges said</h1>'
            '<a href="/wp-content/uploads/gauges-jan.csv">Data (CSV)</a>'
            f'<div class="comment">Nice! <a href="{post}?replytocom=57">Reply</a></div>',
        ),
        "/wp-content/uploads/gauges-jan.csv": b"t,h\n",
        "/about/": html("About | Saltwater Notes", "<h1>About</h1>"),
        "/": html("Saltwater Notes", '<h1>Saltwater Notes</h1><a href="/about/">About</a>'),
    }
    report = await discover(f"http://b.test{post}", web_fetch(VirtualWeb([Site("b.test", pages)])))
    assert report.plan.heuristic.startswith("single_page_plus")
    assert "http://b.test/wp-content/uploads/gauges-jan.csv" in report.artifact_uris
    assert f"http://b.test{post}?replytocom=57" not in report.artifact_uris


def _unknown(_url: str) -> bool:
    return False


def test_a_file_beside_a_signposted_item_by_its_identifier_completes_the_signposting() -> None:
    item = "http://repo.test/bitstreams/5b1c0e3a-a1f0/download"
    more = [
        "http://repo.test/bitstreams/5b1c0e3a-a1f1/download",
        "http://repo.test/bitstreams/5b1c0e3a-a1f2/download",
    ]
    service = "http://repo.test/statistics/download"  # a word, not an identifier, changed
    entry = "http://repo.test/items/5b1c0e3a-7d2f"
    page = Page(entry, 200, links=[item, *more, service], rels=[("item", item, None, "http")])
    got = unaccounted_files(page, from_page(page), frozenset(), frozenset({"repo.test"}), _unknown)
    assert got == more


def test_a_folder_or_category_key_is_no_sort_key() -> None:
    assert not is_resorted("http://files.test/index.php?dir=raw/2021")
    assert not is_resorted("http://news.test/?c=3")


def test_a_page_wrapped_in_a_consent_state_is_no_overlay() -> None:
    wrapped = '<div class="cookies-accepted"><main><h1>R</h1><a href="/files/x">x</a></main></div>'
    assert overlay_links(_page(wrapped)) == set()
    many = "".join(f'<a href="/p/{n}">{n}</a>' for n in range(12))
    assert overlay_links(_page(f'<div role="dialog">{many}</div>')) == set()
