"""heldout45 media: a slide-deck host, a lab-video platform and a science podcast."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import Chrome, data, pdf_file, ul

# --- slide-deck host (Speaker Deck/Slideshare-style: deck, per-slide pages, PDF) ---------

LS = Chrome(
    "decks.lanternslide.hx45.example",
    "Lanternslide",
    menu=[
        ("/c/science", "Science"),
        ("/c/technology", "Technology"),
        ("/c/education", "Education"),
        ("/upload", "Upload"),
    ],
    footer=[
        ("/about", "About"),
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/developers", "Embed API"),
    ],
    account=(("/signin", "Sign in"), ("/join", "Join free")),
    analytics="http://t.pulsemeter.hx45.example/ls.js",
)

_LS = [
    ("mira-santos", "reproducible-crawls-2026", "Reproducible crawls for web archives", 4, []),
    (
        "dr-ade-bello",
        "teaching-bayes-with-dice",
        "Teaching Bayesian inference with dice",
        12,
        ["bayes-for-ecologists", "priors-in-practice"],
    ),
]


def _ls_deck(
    user: str, slug: str, title: str, n: int, more: list[str]
) -> tuple[dict[str, object], frozenset[str]]:
    b = f"/{user}/{slug}/"
    own = [b, f"{b}download.pdf", f"{b}embed", f"{b}transcript"] + [
        f"{b}slides/{i}" for i in range(1, n + 1)
    ]
    thumbs = "".join(
        f'<a href="{b}slides/{i}"><img src="/thumbs/{slug}/{i}.png" alt="Slide {i}"></a>'
        for i in range(1, n + 1)
    )
    others = ul([(f"/{user}/{m}/", m.replace("-", " ")) for m in more])
    p: dict[str, object] = {
        b: LS.page(
            title,
            f"""<div class="deck"><h1>{escape(title)}</h1>
<p>by <a href="/{user}/">{user}</a> · <a href="/c/science">Science</a></p>
<div class="player">{thumbs}</div>
<p><a href="{b}download.pdf">Download PDF</a> · <a href="{b}embed">Embed</a> ·
<a href="{b}transcript">Transcript</a></p>
<aside><h3>More decks by {user}</h3>{others}</aside></div>""",
        )
    }
    p[f"{b}download.pdf"] = pdf_file(title, f"{n} slides")
    p[f"{b}embed"] = (
        f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head><body>{thumbs}</body></html>"
    )
    p[f"{b}transcript"] = LS.page(
        f"Transcript: {title}", f'<h1>{escape(title)}</h1><a href="{b}">Back</a>'
    )
    for i in range(1, n + 1):
        nav = "".join(
            [
                f'<a href="{b}slides/{i - 1}">Prev</a>' if i > 1 else "",
                f'<a href="{b}slides/{i + 1}">Next</a>' if i < n else "",
            ]
        )
        p[f"{b}slides/{i}"] = LS.page(
            f"Slide {i} of {title}", f'<img src="/thumbs/{slug}/{i}.png" alt="">{nav}'
        )
    for m in more:
        p[f"/{user}/{m}/"] = LS.page(m, f"<h1>{m}</h1>")
    p[f"/{user}/"] = LS.page(user, f"<h1>{user}</h1>" + ul([(b, title)]))
    return p, frozenset(LS.url(x) for x in own)


def _ls_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for d in _LS:
        pages.update(_ls_deck(*d)[0])
    return [LS.site(pages)]  # type: ignore[arg-type]


# --- lab-video platform (Benchfly-style protocol video) -------------------------------------

BC = Chrome(
    "watch.benchreel.hx45.example",
    "BenchReel",
    menu=[
        ("/browse/techniques", "Techniques"),
        ("/browse/channels", "Channels"),
        ("/playlists", "Playlists"),
    ],
    footer=[
        ("/company/about", "About"),
        ("/company/advertise", "Advertise"),
        ("/company/terms", "Terms"),
    ],
    account=(("/account/signin", "Sign in"),),
    title_fmt="{title} | {name}",
    analytics="http://t.pulsemeter.hx45.example/bc.js",
)
BC_CDN = "http://media.benchreel-cdn.hx45.example"

_BC = [
    (
        "8812",
        "pipetting-viscous-liquids",
        "Pipetting viscous liquids without bubbles",
        "wetlab-basics",
        [],
        [],
    ),
    (
        "9403",
        "western-blot-transfer-troubleshooting",
        "Western blot transfer: troubleshooting in six steps",
        "protein-methods",
        ["9401", "9402", "9405"],
        ["transfer", "blotting", "pvdf"],
    ),
]


def _bc_video(
    vid: str, slug: str, title: str, channel: str, related: list[str], tags: list[str]
) -> dict[str, object]:
    path = f"/v/{vid}/{slug}"
    rel = ul([(f"/v/{r}/related-{r}", f"Related protocol {r}") for r in related])
    tl = " ".join(f'<a href="/tag/{t}">#{t}</a>' for t in tags)
    chapters = "".join(f"<li>{i}:00 Step {i}</li>" for i in range(1, 7)) if tags else ""
    main = f"""<div class="watch"><video controls poster="{BC_CDN}/{vid}/poster.jpg">
<source src="{BC_CDN}/{vid}/720p.mp4" type="video/mp4"></video>
<h1>{escape(title)}</h1><p>From <a href="/channel/{channel}">{channel}</a> · 12,400 views</p>
<p>{tl}</p><ol class="chapters">{chapters}</ol>
<details><summary>Embed</summary><code>&lt;iframe src="/embed/{vid}"&gt;</code></details>
<aside><h3>Up next</h3>{rel}</aside></div>"""
    p: dict[str, object] = {path: BC.page(title, main)}
    p[f"/channel/{channel}"] = BC.stub(f"Channel {channel}")
    for t in tags:
        p[f"/tag/{t}"] = BC.stub(f"#{t}")
    for r in related:
        p[f"/v/{r}/related-{r}"] = BC.page(
            f"Related protocol {r}", f"<h1>Related protocol {r}</h1>"
        )
    return p


def _bc_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for v in _BC:
        pages.update(_bc_video(*v))
    return [BC.site(pages)]  # type: ignore[arg-type]


# --- science podcast (Story Collider-style episode page) -----------------------------------

TV = Chrome(
    "www.tidalvoice-pod.hx45.example",
    "Tidal Voice",
    menu=[
        ("/episodes", "Episodes"),
        ("/live", "Live shows"),
        ("/support-us", "Support us"),
        ("/team", "Team"),
    ],
    footer=[("/feed.xml", "RSS"), ("/press", "Press"), ("/contact", "Contact")],
    account=(),
    title_fmt="{title} — {name}",
)
TV_AUDIO = "http://audio.podpipe-hosting.hx45.example"

_TV = [
    ("/episodes/141-the-night-sky-over-atacama", "The night sky over Atacama", [], []),
    (
        "/episodes/142-fossils-in-the-attic",
        "Fossils in the attic: two stories of accidental discovery",
        ["/episodes/140-lost-in-the-cloud-forest", "/episodes/143-the-volcano-listener"],
        ["/people/grace-oduya", "/people/tom-henley"],
    ),
]


def _tv_episode(path: str, title: str, series: list[str], people: list[str]) -> dict[str, object]:
    slug = path.rsplit("/", 1)[1]
    sl = ul([(s, s.rsplit("/", 1)[1].split("-", 1)[1].replace("-", " ")) for s in series])
    pl = ul([(x, x.rsplit("/", 1)[1].replace("-", " ").title()) for x in people])
    notes = "<h2>Show notes</h2><p>Music by The Brine Quartet.</p>" + (
        f"<h3>Storytellers</h3>{pl}" if people else ""
    )
    main = f"""<article class="episode"><h1>{escape(title)}</h1>
<audio controls preload="none" src="{TV_AUDIO}/tidalvoice/{slug}.mp3"></audio>
{notes}<details><summary>Transcript</summary><p>[Applause] So it was 1987…</p></details>
<nav class="series">{sl}</nav></article>"""
    p: dict[str, object] = {path: TV.page(title, main)}
    for x in [*series, *people]:
        p[x] = TV.page(x.rsplit("/", 1)[1], f"<h1>{x.rsplit('/', 1)[1]}</h1>")
    return p


def _tv_sites() -> list[Site]:
    pages: dict[str, object] = {
        "/feed.xml": data(
            "<rss><channel><title>Tidal Voice</title></channel></rss>\n", "application/rss+xml"
        )
    }
    for e in _TV:
        pages.update(_tv_episode(*e))
    return [TV.site(pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # The seed's Slideshare row: a slideshow is Multi-Hop and path-based (slide pages,
    # PDF, embed and transcript all under the deck's path) -> path_based.
    Case(
        "lanternslide-crawls",
        "slide-deck host (Speaker Deck-style deck)",
        "presentation",
        "path_based",
        LS.url("/mira-santos/reproducible-crawls-2026/"),
        _ls_deck(*_LS[0])[1],
        _ls_sites,
    ),
    Case(
        "lanternslide-bayes-dice",
        "slide-deck host (Speaker Deck-style, twelve slides, more decks)",
        "presentation",
        "path_based",
        LS.url("/dr-ade-bello/teaching-bayes-with-dice/"),
        _ls_deck(*_LS[1])[1],
        _ls_sites,
        others=frozenset(
            {
                LS.url("/dr-ade-bello/bayes-for-ecologists/"),
                LS.url("/dr-ade-bello/priors-in-practice/"),
            }
        ),
    ),
    # The seed's Benchfly row: a video page is a Single Artifact URI (the video is embedded)
    # -> single_page.
    Case(
        "benchreel-pipetting",
        "lab-video platform (Benchfly-style protocol video)",
        "video",
        "single_page",
        BC.url("/v/8812/pipetting-viscous-liquids"),
        frozenset({BC.url("/v/8812/pipetting-viscous-liquids")}),
        _bc_sites,
    ),
    Case(
        "benchreel-western-blot",
        "lab-video platform (Benchfly-style, chapters, tags, related videos)",
        "video",
        "single_page",
        BC.url("/v/9403/western-blot-transfer-troubleshooting"),
        frozenset({BC.url("/v/9403/western-blot-transfer-troubleshooting")}),
        _bc_sites,
        others=frozenset(BC.url(f"/v/{r}/related-{r}") for r in ("9401", "9402", "9405")),
    ),
    # The seed's Story Collider row: an audio episode page with embedded audio -> single_page.
    Case(
        "tidalvoice-atacama",
        "science podcast (Story Collider-style episode)",
        "audio",
        "single_page",
        TV.url(_TV[0][0]),
        frozenset({TV.url(_TV[0][0])}),
        _tv_sites,
    ),
    Case(
        "tidalvoice-fossils",
        "science podcast (Story Collider-style, series and storytellers)",
        "audio",
        "single_page",
        TV.url(_TV[1][0]),
        frozenset({TV.url(_TV[1][0])}),
        _tv_sites,
        others=frozenset(TV.url(s) for s in _TV[1][2]),
    ),
]
