"""Talks and informal scholarly communication: a slide-sharing host, a research blog with
WordPress query-string permalinks and a post-publication discussion site (held-out set six).
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue
from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, pdf_file, ul

SLIDES = "slidewell.hx6.example"
SLIDES_IMG = "img.slidewell-cdn.hx6.example"
BLOG = "notebook-of-tides.hx6.example"
CHAT = "peerchat.hx6.example"


def slide_deck() -> Case:
    """A slide deck with one page per slide (navigated by "next" links, the second slide's
    only through an image map <area>), a transcript and a PDF download.

    The seed's Slideshare row: **path_based**.  Slide images are embedded (CDN).  Outside:
    the owner's profile, related decks, including /ikeller/reef-acoustics-2024-workshop
    whose path has the entry path as a string prefix, and category pages.
    """
    c = Chrome(
        SLIDES,
        "SlideWell",
        [("/explore", "Explore"), ("/upload", "Upload"), ("/pro", "Pro")],
        [("/legal/privacy", "Privacy"), ("/legal/terms", "Terms")],
        variant="bar",
        login="/login",
        login_param="from",
    )
    d = "/ikeller/reef-acoustics-2024"

    def slide(n: int) -> str:
        img = f'<img src="http://{SLIDES_IMG}/{d[1:]}/{n}.jpg" usemap="#nav{n}" alt="slide {n}">'
        nxt = f"{d}/{n + 1}"
        if n == 2:  # navigation only through the image map on this slide
            nav = f'<map name="nav{n}"><area shape="rect" coords="600,0,800,450" href="{nxt}" alt="next"></map>'
        elif n < 3:
            nav = f'<a rel="next" href="{nxt}">Next slide</a>'
        else:
            nav = f'<a href="{d}">Back to deck</a>'
        return c.page(f"Reef acoustics 2024 — slide {n}", img + nav, path=f"{d}/{n}")

    m = (
        f'<h1>Listening to reefs: acoustics 2024</h1><img src="http://{SLIDES_IMG}/{d[1:]}/0.jpg" alt="">'
        + ul(
            [
                (f"{d}/1", "Start slideshow"),
                (f"{d}/transcript", "Transcript"),
                (f"{d}/download", "Download PDF"),
                ("/ikeller", "Ines Keller"),
                ("/category/science", "Science"),
                ("/ikeller/reef-acoustics-2024-workshop", "Related: workshop version"),
                ("/jsmith/kelp-forest-soundscapes", "Related: Kelp forest soundscapes"),
            ]
        )
    )
    pages: dict[str, PageValue] = {
        d: c.page("Listening to reefs: acoustics 2024", m, path=d),
        f"{d}/transcript": c.page(
            "Transcript",
            "<h1>Transcript</h1><p>Slide 1: reefs are loud.</p>",
            path=f"{d}/transcript",
        ),
        f"{d}/download": pdf_file("Listening to reefs"),
    }
    pages.update({f"{d}/{n}": slide(n) for n in (1, 2, 3)})
    imgs = files_site(SLIDES_IMG, {f"/{d[1:]}/{n}.jpg": blob("tif", n) for n in range(4)})
    other = {
        "/ikeller/reef-acoustics-2024-workshop": c.page("Workshop version", "<h1>Workshop</h1>")
    }
    return Case(
        "hx6-slide-deck-area-map",
        "slide-sharing host",
        "Multi-Hop",
        "path_based",
        c.url(d),
        frozenset(c.url(x) for x in pages),
        lambda: [c.site({**pages, **other}), imgs],
        frozenset(
            {
                c.url("/ikeller/reef-acoustics-2024-workshop"),
                c.url("/jsmith/kelp-forest-soundscapes"),
            }
        ),
    )


def blog_post() -> Case:
    """A research blog post on WordPress with default permalinks (?p=412).

    A blog post is a single artifact URI: **single_page**.  Everything it links (category,
    author archive, previous/next posts, reply-to-comment variants of the same page, the
    comments feed in <link rel=alternate>, login) is navigation or another artifact.
    """
    c = Chrome(
        BLOG,
        "Notebook of Tides",
        [("/?page_id=2", "About"), ("/?cat=3", "Fieldwork"), ("/?cat=5", "Methods")],
        variant="table",
        title_format="{title} – {name}",
        login="/wp-login.php",
        login_param="redirect_to",
        search="/",
        search_field="s",
    )
    head = (
        '<link rel="alternate" type="application/rss+xml" title="Notebook of Tides » Feed" href="/?feed=rss2">'
        '<link rel="alternate" type="application/rss+xml" title="Comments Feed" href="/?feed=rss2&amp;p=412">'
        '<link rel="shortlink" href="/?p=412">'
    )
    m = (
        '<article><h1>Why our loggers drifted: a post-mortem</h1><p>Posted in <a href="/?cat=3">Fieldwork</a> by '
        '<a href="/?author=2">amara</a></p><p>We found the clock drift…</p></article>'
        '<section id="comments"><div id="comment-77">Great write-up! '
        '<a class="comment-reply-link" href="/?p=412&amp;replytocom=77#respond">Reply</a></div></section>'
        '<nav><a href="/?p=405" rel="prev">« Deploying loggers</a> <a href="/?p=419" rel="next">Winter survey »</a></nav>'
    )
    pages: dict[str, PageValue] = {
        "/?p=412": c.page("Why our loggers drifted: a post-mortem", m, path="/", head=head)
    }
    return Case(
        "hx6-blog-query-permalink",
        "research blog (WordPress)",
        "Single Artifact URI",
        "single_page",
        c.url("/?p=412"),
        frozenset({c.url("/?p=412")}),
        lambda: [c.site(pages)],
        frozenset({c.url("/?p=405"), c.url("/?p=419")}),
    )


def discussion() -> Case:
    """A post-publication discussion thread (PubPeer-like) with an uppercase hex id.

    The comments are on the page; the seed's PubPeer row: **single_page**.  The discussed
    article (a journal on another portal), comment anchors, the journal's other threads and
    the site's search are outside.
    """
    c = Chrome(
        CHAT,
        "PeerChat",
        [("/recent", "Recent"), ("/journals", "Journals"), ("/faq", "FAQ")],
        variant="app",
        login="/auth/login",
        search="/search",
        search_field="q",
    )
    t = "/publications/8FA2C91D0E5A0B"
    m = (
        "<h1>Grain-size records from the Kessel fjord, 1998–2023</h1>"
        '<p><a href="http://jsed-data.hx6.example/article/view/jsd.88">Journal of Sediment Data (2025)</a></p>'
        '<div id="1"><a href="#1">#1</a> Peer 1: Figure 3 seems to reuse Figure 2.</div>'
        '<div id="2"><a href="#2">#2</a> Author response: fixed in the erratum.</div>'
        '<p><a href="/journals/journal-of-sediment-data">More threads for this journal</a></p>'
    )
    pages: dict[str, PageValue] = {t: c.page("Grain-size records from the Kessel fjord", m, path=t)}
    return Case(
        "hx6-discussion-thread",
        "discussion thread (PubPeer-like)",
        "Single Artifact URI",
        "single_page",
        c.url(t),
        frozenset({c.url(t)}),
        lambda: [c.site(pages)],
        frozenset({"http://jsed-data.hx6.example/article/view/jsd.88"}),
    )


CASES: list[Case] = [slide_deck(), blog_post(), discussion()]
