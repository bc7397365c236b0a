"""Slides, talk videos and preprints (SlideShare-, Speaker-Deck-, YouTube-, conference-page-,
SSRN- and arXiv-like).

Seed: SlideShare slideshows are Path-Based; a Speaker-Deck-like deck whose PDF lives on a
separate file host needs Path-Based with Externals; a video page is a Single Artifact URI
(Benchfly: Single Page); a conference talk page with its slides and abstract one hop away is
Single Hop (JoVE: Single Page+ with Ignores); SSRN and preprint servers are Single Page+ with
Ignores.  Recommended videos, other decks, playlists, other versions and authors' pages are
outside the artifact.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data

from ._kit import bibtex, cookie_banner, host, ris, sidebar, site_of, u

FOOT = [("/about", "About"), ("/legal/terms", "Terms"), ("/legal/privacy", "Privacy")]


# --- SlideShare-like: slide pages and download under the deck path --------------------------
SS = Portal(
    host("www", "slidewharf"),
    "SlideWharf",
    [("/explore", "Explore"), ("/upload", "Upload"), ("/pro", "Go Pro")],
    FOOT,
    title_format="{title} | SlideWharf",
)


def _slides(
    user: str, slug: str, title: str, n: int, others: list[str]
) -> tuple[dict[str, object], str, set[str], set[str]]:
    p = f"/{user}/{slug}/"
    entry = SS.url(p)
    pages: dict[str, object] = {}
    truth = {entry}
    nav = "".join(f'<a href="{p}slide-{i}">{i}</a> ' for i in range(1, n + 1))
    for i in range(1, n + 1):
        pages[f"{p}slide-{i}"] = SS.page(
            f"{title} - slide {i}", f"<h1>{escape(title)}</h1><p>Slide {i}</p><p>{nav}</p>"
        )
        truth.add(SS.url(f"{p}slide-{i}"))
    pages[f"{p}download"] = data(pdf(title, [f"{n} slides"]), "application/pdf")
    pages[f"{p}transcript"] = SS.page(f"{title} transcript", f"<h1>Transcript</h1><p>{nav}</p>")
    truth |= {SS.url(f"{p}download"), SS.url(f"{p}transcript")}
    for o in others:
        pages[f"/{user}/{o}/"] = SS.page(o, f"<h1>{escape(o)}</h1>")
    body = (
        f'<div class="player"><img src="/static/logo.png" alt="slide 1"><p>{nav}</p></div>'
        f'<h1>{escape(title)}</h1><p>by <a href="/{user}">{user}</a> · 1,204 views</p>'
        f'<a class="download" href="{p}download">Download PDF</a> '
        f'<a href="{p}transcript">Transcript</a>'
        + sidebar("More from this author", [(f"/{user}/{o}/", o) for o in others])
        + sidebar("Related", [("/explore?topic=science", "More science decks")])
        + cookie_banner()
    )
    pages[p] = SS.page(title, body, share=entry)
    return pages, entry, truth, {SS.url(f"/{user}/{o}/") for o in others}


def _slideshare_cases() -> list[Case]:
    # Expected: path_based (seed: Slideshare). Truth: deck page, slide pages, transcript, PDF.
    a = _slides(
        "dr-okonkwo",
        "malaria-vector-mapping",
        "Mapping malaria vectors with drones",
        3,
        ["grant-writing-101"],
    )
    b = _slides(
        "helga-strand",
        "permafrost-carbon-feedback-agu",
        "Permafrost carbon feedback",
        8,
        ["fieldwork-safety", "phd-defence", "teaching-with-r"],
    )
    pages = {**a[0], **b[0]}

    def build() -> list[Site]:
        return [site_of(SS, pages)]  # type: ignore[arg-type]

    return [
        Case(
            "wharf-simple",
            "SlideShare-like slides (simple)",
            "slideshow",
            "path_based",
            a[1],
            frozenset(a[2]),
            build,
            frozenset(a[3]),
        ),
        Case(
            "wharf-harder",
            "SlideShare-like slides (harder)",
            "slideshow",
            "path_based",
            b[1],
            frozenset(b[2]),
            build,
            frozenset(b[3]),
        ),
    ]


# --- Speaker-Deck-like: slide views under the deck path, PDF on a file host -----------------
SD = Portal(
    host("speakers", "lecternly"),
    "Lecternly",
    [("/c/featured", "Featured"), ("/c/science", "Science"), ("/signin", "Sign in")],
    FOOT,
    title_format="{title} - Lecternly",
)
SD_FILES = host("files", "lecternlycdn")


def _deck(
    user: str, slug: str, title: str, n: int, others: list[str]
) -> tuple[dict[str, object], dict[str, object], str, set[str], set[str]]:
    p = f"/{user}/{slug}/"
    entry = SD.url(p)
    truth = {entry}
    pages: dict[str, object] = {}
    for i in range(2, n + 1):
        pages[f"{p}?slide={i}"] = SD.page(title, f"<h1>{escape(title)}</h1><p>Slide {i}</p>")
        truth.add(SD.url(f"{p}?slide={i}"))
    fp = f"/presentations/{slug}.pdf"
    files = {fp: data(pdf(title, ["deck"]), "application/pdf")}
    truth.add(u(SD_FILES, fp))
    for o in others:
        pages[f"/{user}/{o}/"] = SD.page(o, f"<h1>{escape(o)}</h1>")
    body = (
        f'<div class="deck"><h1>{escape(title)}</h1><p><a href="/{user}">{user}</a> · '
        '<a href="/c/science">Science</a></p>'
        + "".join(f'<a href="{p}?slide={i}">{i}</a> ' for i in range(2, n + 1))
        + f'<a class="pdf" href="{u(SD_FILES, fp)}">Download PDF</a></div>'
        + sidebar(f"More decks by {user}", [(f"/{user}/{o}/", o) for o in others])
    )
    pages[p] = SD.page(title, body, share=entry)
    return pages, files, entry, truth, {SD.url(f"/{user}/{o}/") for o in others}


def _speakerdeck_cases() -> list[Case]:
    # Expected: path_based_externals (deck path plus the PDF on another domain). Truth: the
    # deck page, its ?slide=N views, the PDF on the file host.
    a = _deck("kwame-asante", "graph-neural-nets-for-chemistry", "GNNs for chemistry", 3, [])
    b = _deck(
        "lucia-ferraro",
        "reproducible-pipelines-nf",
        "Reproducible pipelines with Nextflow",
        6,
        ["containers-in-hpc", "carpentries-intro"],
    )
    pages, files = {**a[0], **b[0]}, {**a[1], **b[1]}

    def build() -> list[Site]:
        s = Site(SD_FILES)
        for k, v in files.items():
            s.add(k, v)
        return [site_of(SD, pages), s]  # type: ignore[arg-type]

    return [
        Case(
            "lectern-simple",
            "Speaker-Deck-like slides (simple)",
            "slideshow",
            "path_based_externals",
            a[2],
            frozenset(a[3]),
            build,
            frozenset(a[4]),
        ),
        Case(
            "lectern-harder",
            "Speaker-Deck-like slides (harder)",
            "slideshow",
            "path_based_externals",
            b[2],
            frozenset(b[3]),
            build,
            frozenset(b[4]),
        ),
    ]


# --- YouTube-like: a talk video page ---------------------------------------------------------
YT = Portal(
    host("www", "vidcairn"),
    "VidCairn",
    [
        ("/feed/trending", "Trending"),
        ("/feed/subscriptions", "Subscriptions"),
        ("/feed/library", "Library"),
    ],
    [
        ("/about", "About"),
        ("/t/terms", "Terms"),
        ("/t/privacy", "Privacy"),
        ("/creators", "Creators"),
    ],
    title_format="{title} - VidCairn",
)


def _video(
    vid: str, title: str, channel: str, recs: list[str]
) -> tuple[dict[str, object], str, set[str]]:
    p = f"/watch?v={vid}"
    pages: dict[str, object] = {}
    for r in recs:
        pages[f"/watch?v={r}"] = YT.page(f"Talk {r}", f"<h1>Talk {r}</h1>")
    pages[f"/@{channel}"] = YT.page(channel, f"<h1>{channel}</h1>")
    body = (
        f'<div id="player"><video src="http://media.vidcairncdn.hx-video.test/{vid}.mp4" controls>'
        f'</video></div><h1 class="title">{escape(title)}</h1>'
        f'<div id="owner"><a href="/@{channel}">{channel}</a> <a href="/@{channel}/subscribe">'
        'Subscribe</a></div><div id="description">Recorded at the annual meeting. '
        f'<a href="{p}&amp;t=95s">1:35</a> Methods <a href="{p}&amp;t=610s">10:10</a> '
        "Results</div>"
        + sidebar("Up next", [(f"/watch?v={r}", f"Talk {r}") for r in recs])
        + '<div id="comments"><a href="/login">Sign in to comment</a></div>'
        + cookie_banner()
    )
    pages[p] = YT.page(title, body)
    return pages, YT.url(p), {YT.url(f"/watch?v={r}") for r in recs}


def _youtube_cases() -> list[Case]:
    # Expected: single_page (seed: Benchfly video, Single Artifact URI). Truth: the watch
    # page only; the stream is embedded, chapter links are the same video, recs are others.
    a = _video("Qm3xT8aLw2c", "Keynote: open hardware for ecology", "ecohw-conf", ["Zt4nP0s1Ka9"])
    b = _video(
        "Rb7yU2cNe5d",
        "Session 4B: Bayesian phylogenetics at scale",
        "evol-meeting",
        ["Hk1oV6dWm3f", "Pj8sE4gTq0r", "Lc2wA9bYx7u", "Nd5mF3hZr1i"],
    )
    pages = {**a[0], **b[0]}

    def build() -> list[Site]:
        return [site_of(YT, pages)]  # type: ignore[arg-type]

    return [
        Case(
            "cairn-simple",
            "YouTube-like talk video (simple)",
            "video",
            "single_page",
            a[1],
            frozenset({a[1]}),
            build,
            frozenset(a[2]),
        ),
        Case(
            "cairn-harder",
            "YouTube-like talk video (harder)",
            "video",
            "single_page",
            b[1],
            frozenset({b[1]}),
            build,
            frozenset(b[2]),
        ),
    ]


# --- Conference talk page with a Vimeo-like embedded video ------------------------------------
CF = Portal(
    host("program", "bramblecon"),
    "BrambleCon 2025",
    [
        ("/program", "Program"),
        ("/speakers", "Speakers"),
        ("/venue", "Venue"),
        ("/register", "Register"),
    ],
    [("/code-of-conduct", "Code of conduct"), ("/sponsors", "Sponsors")],
    title_format="{title} — BrambleCon 2025",
)
VM = Portal(host("player", "vimlore"), "Vimlore", [("/watch", "Watch")])


def _talk(
    tid: int, title: str, speaker: str, vimeo: int, extras: list[str], session: list[int]
) -> tuple[dict[str, object], dict[str, object], str, set[str], set[str]]:
    p = f"/program/talk/{tid}"
    entry = CF.url(p)
    truth = {entry}
    pages: dict[str, object] = {}
    links = []
    for x in extras:
        fp = f"/media/{tid}/{x}"
        pages[fp] = data(pdf(title, [x]), "application/pdf")
        truth.add(CF.url(fp))
        links.append(f'<li><a href="{fp}">{escape(x)}</a></li>')
    pages[f"/speakers/{speaker.lower().replace(' ', '-')}"] = CF.page(
        speaker, f"<h1>{speaker}</h1>"
    )
    for s in session:
        pages[f"/program/talk/{s}"] = CF.page(f"Talk {s}", f"<h1>Talk {s}</h1>")
    vpages = {f"/video/{vimeo}": VM.page(title, f"<h1>{escape(title)}</h1><video></video>")}
    body = (
        f'<article class="talk"><h1>{escape(title)}</h1><p class="speaker"><a href="/speakers/'
        f'{speaker.lower().replace(" ", "-")}">{speaker}</a></p>'
        f'<iframe src="{u(VM.host, f"/video/{vimeo}")}" title="video"></iframe>'
        f'<p><a href="{u(VM.host, f"/video/{vimeo}")}">Watch on Vimlore</a></p>'
        f"<h2>Materials</h2><ul>{''.join(links)}</ul>"
        + sidebar("Same session", [(f"/program/talk/{s}", f"Talk {s}") for s in session])
        + "</article>"
    )
    pages[p] = CF.page(title, body)
    others = {CF.url(f"/program/talk/{s}") for s in session} | {u(VM.host, f"/video/{vimeo}")}
    return pages, vpages, entry, truth, others


def _conference_cases() -> list[Case]:
    # Expected: single_page_plus_ignored (seed: JoVE videos, Single Hop). Truth: the talk page
    # and its materials (slides, abstract, poster) on the conference host; the video is on
    # another portal (a separate artifact), the speaker and session talks are outside.
    a = _talk(
        101, "Citizen science for urban pollinators", "Amara Diallo", 8801234, ["slides.pdf"], [102]
    )
    b = _talk(
        214,
        "Long-read assembly of polyploid crop genomes",
        "Jonas Lindgren",
        8802466,
        ["slides.pdf", "extended-abstract.pdf", "poster.pdf"],
        [211, 212, 213, 215],
    )
    pages, vpages = {**a[0], **b[0]}, {**a[1], **b[1]}

    def build() -> list[Site]:
        return [site_of(CF, pages), site_of(VM, vpages)]  # type: ignore[arg-type]

    return [
        Case(
            "bramble-simple",
            "Conference talk page (simple)",
            "presentation",
            "single_page_plus_ignored",
            a[2],
            frozenset(a[3]),
            build,
            frozenset(a[4]),
        ),
        Case(
            "bramble-harder",
            "Conference talk page (harder)",
            "presentation",
            "single_page_plus_ignored",
            b[2],
            frozenset(b[3]),
            build,
            frozenset(b[4]),
        ),
    ]


# --- SSRN-like preprint ------------------------------------------------------------------------
SR = Portal(
    host("papers", "quorvale"),
    "Quorvale eLibrary",
    [("/en/browse", "Browse"), ("/en/submit", "Submit a paper"), ("/en/rankings", "Rankings")],
    FOOT,
    title_format="{title} by Authors :: Quorvale",
)
SR_DL = host("delivery", "quorvalefiles")


def _ssrn(
    aid: int, title: str, refs: bool, by_author: list[int]
) -> tuple[dict[str, object], dict[str, object], str, set[str], set[str]]:
    p = f"/sol3/papers.cfm?abstract_id={aid}"
    entry = SR.url(p)
    dl = f"/Delivery.cfm/{aid}.pdf?abstractid={aid}"
    truth = {entry, u(SR_DL, dl), SR.url(f"/sol3/cite.cfm?abstract_id={aid}&format=ris")}
    pages: dict[str, object] = {
        f"/sol3/cite.cfm?abstract_id={aid}&format=ris": data(
            ris(title, ["Author"], 2024, entry), "application/x-research-info-systems"
        )
    }
    if refs:
        pages[f"/sol3/references.cfm?abstract_id={aid}"] = SR.page(
            f"References: {title}", f"<h1>References of {escape(title)}</h1><ol><li>…</li></ol>"
        )
        truth.add(SR.url(f"/sol3/references.cfm?abstract_id={aid}"))
    for b in by_author:
        pages[f"/sol3/papers.cfm?abstract_id={b}"] = SR.page(f"Paper {b}", f"<h1>Paper {b}</h1>")
    body = (
        f"<h1>{escape(title)}</h1><p>Posted: 12 Feb 2024</p>"
        f'<a class="button-link primary" href="{u(SR_DL, dl)}">Download This Paper</a> '
        f'<a href="/sol3/cite.cfm?abstract_id={aid}&amp;format=ris">Export citation</a>'
        + (f' <a href="/sol3/references.cfm?abstract_id={aid}">References</a>' if refs else "")
        + '<p>Keywords: <a href="/en/browse?kw=taxation">taxation</a></p>'
        + sidebar(
            "Papers by this author",
            [(f"/sol3/papers.cfm?abstract_id={b}", f"Paper {b}") for b in by_author],
        )
        + cookie_banner()
    )
    pages[p] = SR.page(title, body)
    files = {dl: data(pdf(title, ["working paper"]), "application/pdf")}
    return (
        pages,
        files,
        entry,
        truth,
        {SR.url(f"/sol3/papers.cfm?abstract_id={b}") for b in by_author},
    )


def _ssrn_cases() -> list[Case]:
    # Expected: single_page_plus_ignored (seed: SSRN). Truth: abstract page, the PDF on the
    # delivery host, the RIS export (and the references page when the paper has one).
    a = _ssrn(4711203, "Carbon border taxes and small open economies", False, [4522018])
    b = _ssrn(
        4799310,
        "Algorithmic pricing and tacit collusion: evidence from fuel markets",
        True,
        [4100221, 4312987, 4650042],
    )
    pages, files = {**a[0], **b[0]}, {**a[1], **b[1]}

    def build() -> list[Site]:
        s = Site(SR_DL)
        for k, v in files.items():
            s.add(k, v)
        return [site_of(SR, pages), s]  # type: ignore[arg-type]

    return [
        Case(
            "quorvale-simple",
            "SSRN-like preprint (simple)",
            "preprint",
            "single_page_plus_ignored",
            a[2],
            frozenset(a[3]),
            build,
            frozenset(a[4]),
        ),
        Case(
            "quorvale-harder",
            "SSRN-like preprint (harder)",
            "preprint",
            "single_page_plus_ignored",
            b[2],
            frozenset(b[3]),
            build,
            frozenset(b[4]),
        ),
    ]


# --- arXiv-like preprint -------------------------------------------------------------------------
AX = Portal(
    host("export", "preprintorium"),
    "preprintorium",
    [("/list/recent", "Recent"), ("/help", "Help"), ("/donate", "Donate")],
    FOOT,
    title_format="{title}",
)


def _arxiv(
    aid: str, title: str, versions: int, cited_by: str
) -> tuple[dict[str, object], str, set[str], set[str]]:
    p = f"/abs/{aid}"
    entry = AX.url(p)
    pages: dict[str, object] = {
        f"/pdf/{aid}": data(pdf(title, ["preprint"]), "application/pdf"),
        f"/format/{aid}": AX.page("Other formats", f"<h1>Formats for {aid}</h1>"),
        f"/bibtex/{aid}": data(bibtex(aid, title, "Authors", 2025), "text/plain; charset=utf-8"),
    }
    truth = {entry, AX.url(f"/pdf/{aid}"), AX.url(f"/format/{aid}"), AX.url(f"/bibtex/{aid}")}
    others = {cited_by}
    hist = []
    for v in range(1, versions):
        pages[f"/abs/{aid}v{v}"] = AX.page(f"{aid}v{v}", f"<h1>{escape(title)} (v{v})</h1>")
        others.add(AX.url(f"/abs/{aid}v{v}"))
        hist.append(f'<li><a href="/abs/{aid}v{v}">[v{v}]</a> Mon, 6 Jan 2025</li>')
    body = (
        f'<div id="abs"><h1 class="title">{escape(title)}</h1><div class="authors"><a href="/a/'
        f'mbeki_t_1">T. Mbeki</a></div><blockquote>Abstract.</blockquote>'
        f'<div class="extra-services"><a href="/pdf/{aid}">View PDF</a> '
        f'<a href="/format/{aid}">Other formats</a> <a href="/bibtex/{aid}">Export BibTeX</a>'
        f'<a href="{cited_by}">NASA-like ADS</a></div>'
        f"<h2>Submission history</h2><ul>{''.join(hist)}<li>[v{versions}] current</li></ul>"
        f'<a href="/list/astro-ph.GA/new">new</a> | <a href="/list/astro-ph.GA/recent">recent</a>'
        "</div>"
    )
    pages[p] = AX.page(f"[{aid}] {title}", body)
    return pages, entry, truth, others


def _arxiv_cases() -> list[Case]:
    # Expected: single_page_plus_ignored (preprint server, Single Hop like BioRxiv). Truth: the
    # abstract page, PDF, other-formats page and BibTeX; older versions and ADS are others.
    ads = Portal(host("ui", "starindex"), "StarIndex", [("/search", "Search")])
    a = _arxiv("2501.04417", "Dust lanes in barred spirals", 1, ads.url("/abs/2501.04417"))
    b = _arxiv(
        "2503.11820", "A census of ultra-diffuse galaxies in Fornax", 3, ads.url("/abs/2503.11820")
    )
    pages = {**a[0], **b[0]}
    adspages = {"/abs/2501.04417": "<title>ADS</title>", "/abs/2503.11820": "<title>ADS</title>"}

    def build() -> list[Site]:
        return [site_of(AX, pages), site_of(ads, adspages)]  # type: ignore[arg-type]

    return [
        Case(
            "preprintorium-simple",
            "arXiv-like preprint (simple)",
            "preprint",
            "single_page_plus_ignored",
            a[1],
            frozenset(a[2]),
            build,
            frozenset(a[3]),
        ),
        Case(
            "preprintorium-harder",
            "arXiv-like preprint (harder)",
            "preprint",
            "single_page_plus_ignored",
            b[1],
            frozenset(b[2]),
            build,
            frozenset(b[3]),
        ),
    ]


CASES: list[Case] = [
    c
    for make in (
        _slideshare_cases,
        _speakerdeck_cases,
        _youtube_cases,
        _conference_cases,
        _ssrn_cases,
        _arxiv_cases,
    )
    for c in make()
]
