"""A conference's output: the proceedings paper on an ACL-Anthology-style site (PDF, BibTeX
and software attachment named by the paper id), its slides on a Speaker-Deck-style host and
the talk video on a PeerTube instance (each its own artifact on its own host)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, data

from ._kit import anchor_list, pdf_file

FOOT = [("/about", "About"), ("/privacy", "Privacy"), ("/contact", "Contact")]

# --- Anthology-style proceedings: every file of a paper is named by its id.
ANTH = Portal(
    "anthology.fennick-conf.hx14.example",
    "Fennick Anthology",
    [("/", "Home"), ("/venues/", "Venues"), ("/events/", "Events"), ("/faq/", "FAQ")],
    [("/info/corrections/", "Corrections"), ("http://creativecommons.test/by/4.0/", "CC BY 4.0")],
    title_format="{title} - Fennick Anthology",
    home_title="Fennick Anthology",
)
SLIDES_HOST = "slides.orlan-decks.hx14.example"
TUBE_HOST = "tube.halden-media.hx14.example"
ANTH_PAPERS = {
    "2025.coastsci-main.17": (
        "Filling gaps in tide-gauge records with sequence models",
        "Kirsten Aalto",
        True,
    ),
    "2025.coastsci-main.18": (
        "Citizen-science shoreline photographs as a calibration source",
        "Bruno Salcedo",
        False,
    ),
}


def _anth_site() -> Site:
    pages: dict[str, Response | str] = {}
    for pid, (title, author, software) in ANTH_PAPERS.items():
        slug = author.lower().replace(" ", "-")
        buttons = [(f"/{pid}.pdf", "PDF"), (f"/{pid}.bib", "Cite")]
        if software:
            buttons.append((f"/attachments/{pid}.Software.zip", "Software"))
        extra = ""
        if software:
            extra = (
                f'<a class="btn" href="http://{SLIDES_HOST}/kaalto/tide-gauge-gaps-coastsci-2025">Slides</a> '
                f'<a class="btn" href="http://{TUBE_HOST}/w/9c2Xq7pLmN3sRt5u">Video</a>'
            )
        main = (
            f'<h2 id="title"><a href="/{pid}.pdf">{escape(title)}</a></h2>'
            f'<p class="lead"><a href="/people/{slug[0]}/{slug}/">{escape(author)}</a></p>'
            f'<dl><dt>Volume:</dt><dd><a href="/volumes/2025.coastsci-main/">Proceedings of CoastSci 2025</a></dd>'
            f'<dt>Anthology ID:</dt><dd>{pid}</dd><dt>URL:</dt><dd><a href="/{pid}/">/{pid}/</a></dd>'
            f'<dt>Event:</dt><dd><a href="/events/coastsci-2025/">CoastSci 2025</a></dd></dl>'
            f'<div class="acl-paper-link-block">{anchor_list(buttons)}{extra}</div>'
        )
        head = (
            f'<meta name="citation_title" content="{escape(title)}">'
            f'<meta name="citation_pdf_url" content="{ANTH.url("/" + pid + ".pdf")}">'
        )
        pages[f"/{pid}/"] = ANTH.page(title, main, head=head)
        pages[f"/{pid}.pdf"] = pdf_file(title, author)
        pages[f"/{pid}.bib"] = data(
            f'@inproceedings{{aalto-2025-filling, title = "{title}"}}\n', "application/x-bibtex"
        )
        if software:
            pages[f"/attachments/{pid}.Software.zip"] = data(
                b"PK\x03\x04 tides " * 10, "application/zip"
            )
        pages[f"/people/{slug[0]}/{slug}/"] = ANTH.page(author, f"<h1>{escape(author)}</h1>")
    vol = anchor_list([(f"/{p}/", t) for p, (t, *_r) in ANTH_PAPERS.items()])
    pages["/volumes/2025.coastsci-main/"] = ANTH.page("Proceedings of CoastSci 2025", vol)
    pages["/events/coastsci-2025/"] = ANTH.page("CoastSci 2025", vol)
    return ANTH.site(pages)


def _anth_case(name: str, pid: str) -> Case:
    truth = {ANTH.url(f"/{pid}/"), ANTH.url(f"/{pid}.pdf"), ANTH.url(f"/{pid}.bib")}
    if ANTH_PAPERS[pid][2]:
        truth.add(ANTH.url(f"/attachments/{pid}.Software.zip"))
    return Case(
        name,
        "Anthology-style proceedings",
        "conference paper",
        "sig_uri",
        ANTH.url(f"/{pid}/"),
        frozenset(truth),
        lambda: [_anth_site()],
        frozenset({ANTH.url("/volumes/2025.coastsci-main/")}),
    )


# Expected sig_uri, the seed's GBIF shape: the paper's id ("2025.coastsci-main.17") is the
# significant string of every artifact URI (landing, PDF, BibTeX, software attachment) but
# the landing's path is not a prefix of the files'.  The slides and the talk video are on
# other hosts: separate artifacts of the same talk (disputable — an archivist capturing "the
# paper with its presentation" may bundle them; captured here as the cases below).  Volume,
# event and author pages are containers or people.
ANTH_PAPER = _anth_case("anthology-paper-with-attachment", "2025.coastsci-main.17")
ANTH_SHORT = _anth_case("anthology-paper-plain", "2025.coastsci-main.18")


# --- Speaker-Deck-style slides: one deck, its slides as ?slide=N, its PDF download.
DECKS = Portal(
    SLIDES_HOST,
    "Orlan Decks",
    [("/c/featured", "Featured"), ("/c/science", "Science"), ("/signin", "Sign in")],
    [("/terms", "Terms"), ("/privacy", "Privacy")],
    title_format="{title} - Orlan Decks",
    home_title="Orlan Decks",
)
DECK = "/kaalto/tide-gauge-gaps-coastsci-2025"
N_SLIDES = 5


def _deck_site() -> Site:
    slides = "".join(
        f'<a href="{DECK}?slide={i}"><img src="http://cdn.orlan-decks.test/slide_{i}.jpg" alt="Slide {i}"></a>'
        for i in range(1, N_SLIDES + 1)
    )
    main = (
        f'<h1>Filling gaps in tide-gauge records with sequence models</h1><p>by <a href="/kaalto">Kirsten Aalto</a></p>'
        f'<div class="deck">{slides}</div><a href="{DECK}/download">Download PDF</a>'
        f"<p>Transcript: slide 1 Filling gaps ... slide 5 Questions?</p>"
        "<h3>More decks by Kirsten Aalto</h3>"
        + anchor_list([("/kaalto/baltic-sea-level-2024", "Baltic sea level 2024")])
    )
    pages: dict[str, Response | str] = {
        DECK: DECKS.page("Filling gaps in tide-gauge records", main, share=DECKS.url(DECK))
    }
    for i in range(1, N_SLIDES + 1):
        pages[f"{DECK}?slide={i}"] = DECKS.page(
            f"Filling gaps in tide-gauge records (slide {i})", main
        )
    pages[f"{DECK}/download"] = pdf_file("Filling gaps in tide-gauge records (slides)")
    pages["/kaalto"] = DECKS.page(
        "Kirsten Aalto",
        anchor_list([(DECK, "Filling gaps"), ("/kaalto/baltic-sea-level-2024", "Baltic")]),
    )
    pages["/kaalto/baltic-sea-level-2024"] = DECKS.page(
        "Baltic sea level 2024", "<h1>Baltic sea level 2024</h1>"
    )
    return DECKS.site(pages)


# Expected path_based, the seed's call for Slideshare: the deck's slide views and its PDF are
# under the deck's URI.  The author's other deck and profile are not this artifact.
DECK_CASE = Case(
    "speakerdeck-style-slides",
    "Speaker-Deck-style slide host",
    "slides",
    "path_based",
    DECKS.url(DECK),
    frozenset(
        {DECKS.url(DECK), DECKS.url(f"{DECK}/download")}
        | {DECKS.url(f"{DECK}?slide={i}") for i in range(1, N_SLIDES + 1)}
    ),
    lambda: [_deck_site()],
    frozenset({DECKS.url("/kaalto/baltic-sea-level-2024")}),
)


# --- PeerTube: the watch page is the artifact; the player loads the video by script.
TUBE = Portal(
    TUBE_HOST,
    "Halden Media",
    [
        ("/videos/local", "Local videos"),
        ("/videos/trending", "Trending"),
        ("/about/instance", "About"),
        ("/login", "Login"),
    ],
    [("/about/instance#terms", "Terms"), ("http://joinpeertube.test", "Powered by PeerTube")],
    title_format="{title} - Halden Media",
    home_title="Halden Media",
)
TUBE_VIDEOS = {
    "9c2Xq7pLmN3sRt5u": "CoastSci 2025 - Filling gaps in tide-gauge records (K. Aalto)",
    "4hJ8kWb2Zx6VnQ1e": "Inaugural lecture: Rivers remember - Prof. Oyelaran",
    "7mP3sD9fGh2JkL5a": "CoastSci 2025 - Opening keynote",
}


def _tube_site() -> Site:
    pages: dict[str, Response | str] = {}
    for vid, title in TUBE_VIDEOS.items():
        head = (
            f'<meta property="og:type" content="video"><meta property="og:title" content="{escape(title)}">'
            f'<meta property="og:video:url" content="{TUBE.url("/videos/embed/" + vid)}">'
            f'<link rel="alternate" type="application/json+oembed" href="/services/oembed?url={TUBE.url("/w/" + vid)}">'
        )
        others = [(f"/w/{o}", t) for o, t in TUBE_VIDEOS.items() if o != vid]
        main = (
            f'<div id="video-wrapper"><video poster="/lazy-static/previews/{vid}.jpg"></video></div>'
            f'<h1>{escape(title)}</h1><p>Published on <a href="/c/coastsci/videos">CoastSci channel</a></p>'
            "<button>Share</button><button>Download</button><button>Support</button>"
            f"<h3>Other videos</h3>{anchor_list(others)}"
        )
        pages[f"/w/{vid}"] = TUBE.page(title, main, head=head)
        pages[f"/lazy-static/previews/{vid}.jpg"] = data(
            b"\xff\xd8\xff" + vid.encode(), "image/jpeg"
        )
        pages[f"/videos/embed/{vid}"] = Response.html(
            f"<!doctype html><title>{escape(title)}</title><video></video>"
        )
    pages["/c/coastsci/videos"] = TUBE.page(
        "CoastSci channel", anchor_list([(f"/w/{v}", t) for v, t in TUBE_VIDEOS.items()])
    )
    return TUBE.site(pages)


def _tube_case(name: str, vid: str) -> Case:
    return Case(
        name,
        "PeerTube (video)",
        "video",
        "single_page",
        TUBE.url(f"/w/{vid}"),
        frozenset({TUBE.url(f"/w/{vid}")}),
        lambda: [_tube_site()],
        frozenset(TUBE.url(f"/w/{o}") for o in TUBE_VIDEOS if o != vid),
    )


# Expected single_page, the seed's call for Benchfly videos: the watch page is the artifact;
# the video stream is loaded by the player (an embedded resource), downloads need a click
# in a dialog, and the oEmbed document is a service.  Other videos are other artifacts.
TUBE_TALK = _tube_case("peertube-conference-talk", "9c2Xq7pLmN3sRt5u")
TUBE_LECTURE = _tube_case("peertube-inaugural-lecture", "4hJ8kWb2Zx6VnQ1e")
