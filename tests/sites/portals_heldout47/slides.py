"""Slide, poster, conference and learning-object portals of heldout47: slide sharing,
poster repository, virtual poster hall, conference-talk archive, learning-object
repository with signposting and open-textbook library (title suffix)."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case
from sites.portals_heldout47._kit import (
    Portal,
    chrome_page,
    data,
    escape,
    file_pdf,
    file_png,
    host,
    links,
    serve,
)

# --- slide sharing: every slide, the transcript and the download under the deck path -> path_based

DECK = Portal(
    host("slides", "deckhive"),
    "DeckHive",
    [
        ("/explore", "Explore"),
        ("/categories", "Categories"),
        ("/upload", "Upload"),
        ("/business", "DeckHive for teams"),
    ],
    [
        ("/about", "About"),
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/blog", "Blog"),
    ],
)
DECKS = [
    ("mkovac", "reef-monitoring-with-drones", "Reef monitoring with drones", 4),
    ("t-osei", "intro-to-bayesian-workflow-lecture-3", "Intro to Bayesian workflow, lecture 3", 12),
]


def _deck_urls(user: str, slug: str, n: int) -> list[str]:
    b = f"/{user}/{slug}"
    out = [b, b + "/transcript", b + "/download", b + "/download/deck.pdf"]
    out += [b + f"/slide-{i}" for i in range(1, n + 1)]
    if n > 6:
        out.append(b + "?page=2")
    return out


def deck_build() -> list[Site]:
    p, pages = DECK, {}
    for user, slug, title, n in DECKS:
        b = f"/{user}/{slug}"
        first = links([(b + f"/slide-{i}", f"Slide {i}") for i in range(1, min(n, 6) + 1)])
        more = f"<a href='{b}?page=2'>More slides</a>" if n > 6 else ""
        main = (
            f"<h1>{escape(title)}</h1><p>by <a href='/{user}'>{user}</a></p>{first}{more}"
            f"<p><a href='{b}/transcript'>Transcript</a> · <a href='{b}/download'>Download</a></p>"
            f"<aside>More from this author: <a href='/{user}/older-deck'>Older deck</a></aside>"
        )
        pages[b] = chrome_page(p, title, main, share=p.url(b))
        if n > 6:
            pages[b + "?page=2"] = chrome_page(
                p,
                f"{title} (page 2)",
                links([(b + f"/slide-{i}", f"Slide {i}") for i in range(7, n + 1)]),
            )
        for i in range(1, n + 1):
            pages[b + f"/slide-{i}"] = chrome_page(
                p,
                f"{title}, slide {i}",
                f"<img src='/img/{slug}/{i}.png' alt=''><a href='{b}'>Back to deck</a>",
            )
            pages[f"/img/{slug}/{i}.png"] = file_png(i)
        pages[b + "/transcript"] = chrome_page(
            p, f"{title}: transcript", "<p>Slide 1. Welcome.</p>"
        )
        pages[b + "/download"] = chrome_page(
            p, f"Download {title}", f"<a href='{b}/download/deck.pdf'>Download PDF</a>"
        )
        pages[b + "/download/deck.pdf"] = file_pdf(title, "Slides")
        pages[f"/{user}/older-deck"] = chrome_page(p, "Older deck", "<h1>Older deck</h1>")
    return [serve(p, pages)]


def deck_cases() -> list[Case]:
    return [
        Case(
            f"deckhive-{slug[:20]}",
            f"slide sharing ({'12-slide lecture deck with paginated slide list' if n > 6 else 'short deck'})",
            "Multi-Hop",
            # Slideshare in the seed's table: Path-Based; the deck path prefixes all its pages.
            "path_based",
            DECK.url(f"/{user}/{slug}"),
            frozenset(DECK.url(u) for u in _deck_urls(user, slug, n)),
            deck_build,
            others=frozenset({DECK.url(f"/{user}/older-deck")}),
        )
        for user, slug, _t, n in DECKS
    ]


# --- poster repository: title on every metadata page, the files are not -> sig_title_plus_ignored (Dryad)

POST = Portal(
    host("posters", "sciposterarchive"),
    "SciPoster Archive",
    [("/browse", "Browse"), ("/conferences", "Conferences"), ("/deposit", "Deposit a poster")],
    [("/about", "About"), ("/policies", "Policies"), ("/contact", "Contact")],
    title_format="{title}",
    home_title="SciPoster Archive: posters from scientific meetings",
)
POSTERS = [
    ("7781", "Poster: Drought tolerance in sorghum landraces", ["poster.png"], 1),
    (
        "8015",
        "Poster: Microplastic uptake by estuarine mussels",
        ["poster.png", "poster-hires.png", "counts.csv"],
        2,
    ),
]


def _poster_urls(pid: str, files: list[str], versions: int) -> list[str]:
    out = [f"/poster/{pid}", f"/poster/{pid}/metadata", f"/poster/{pid}/cite"]
    out += [f"/bitstream/{pid}/{f}" for f in files]
    out += [f"/poster/{pid}.{v}" for v in range(1, versions)]
    return out


def poster_build() -> list[Site]:
    p, pages = POST, {}
    for pid, title, files, versions in POSTERS:
        t = escape(title)
        fl = links([(f"/bitstream/{pid}/{f}", f) for f in files])
        ver = links([(f"/poster/{pid}.{v}", f"Version {v}") for v in range(1, versions)])
        pages[f"/poster/{pid}"] = chrome_page(
            p,
            title,
            f"<h1>{t}</h1><h2>Files</h2>{fl}{ver}<a href='/poster/{pid}/metadata'>Full metadata</a> <a href='/poster/{pid}/cite'>Cite</a>"
            f"<aside>Same session: <a href='/poster/6502'>Poster: Root architecture</a></aside>",
            share=p.url(f"/poster/{pid}"),
        )
        pages[f"/poster/{pid}/metadata"] = chrome_page(
            p,
            f"Metadata: {title}",
            f"<h1>{t}</h1><table><tr><td>dc.type</td><td>Poster</td></tr></table><a href='/poster/{pid}'>Back</a>",
        )
        pages[f"/poster/{pid}/cite"] = chrome_page(
            p, f"Cite: {title}", f"<h1>{t}</h1><p>Authors (2024). {t}. SciPoster Archive.</p>"
        )
        for v in range(1, versions):
            pages[f"/poster/{pid}.{v}"] = chrome_page(
                p, f"{title} (version {v})", f"<h1>{t}</h1><p>Version {v}.</p>{fl}"
            )
        for i, f in enumerate(files):
            pages[f"/bitstream/{pid}/{f}"] = (
                file_png(int(pid) + i)
                if f.endswith(".png")
                else data("site,count\nA,12\n", "text/csv")
            )
    pages["/poster/6502"] = chrome_page(
        p, "Poster: Root architecture", "<h1>Poster: Root architecture</h1>"
    )
    return [serve(p, pages)]


def poster_cases() -> list[Case]:
    return [
        Case(
            f"sciposter-{pid}",
            f"poster repository ({'poster with hi-res file, data and an earlier version' if n else 'single poster image'})",
            "Multi-Hop",
            # Dryad shape: the title is on every page of the record but not in the files.
            "sig_title_plus_ignored",
            POST.url(f"/poster/{pid}"),
            frozenset(POST.url(u) for u in _poster_urls(pid, files, versions)),
            poster_build,
            others=frozenset({POST.url("/poster/6502")}),
        )
        for n, (pid, _t, files, versions) in enumerate(POSTERS)
    ]


# --- virtual poster hall: the poster's pages all repeat its title, media embedded -> sig_title

HALL = Portal(
    host("hall", "posterverse"),
    "Posterverse",
    [
        ("/events", "Events"),
        ("/halls", "Exhibit halls"),
        ("/schedule", "Schedule"),
        ("/lounge", "Networking lounge"),
    ],
    [("/support", "Support"), ("/privacy", "Privacy"), ("/terms", "Terms")],
    title_format="{title}",
    home_title="Posterverse virtual poster sessions",
)
HALL_POSTERS = [
    ("1234", "Glacial retreat mapped from citizen photographs", 0),
    ("2077", "Sleep spindles and memory consolidation in adolescents", 3),
]


def _hall_urls(pid: str, qa: int) -> list[str]:
    out = [f"/e/agu25/posters/{pid}", f"/abstracts/{pid}", f"/presenter-video/{pid}"]
    out += [f"/discussion/{pid}?page={i}" for i in range(1, qa + 1)]
    return out


def hall_build() -> list[Site]:
    p, pages = HALL, {}
    for pid, title, qa in HALL_POSTERS:
        t = escape(title)
        own = _hall_urls(pid, qa)
        pages[own[0]] = chrome_page(
            p,
            title,
            f"<h1>{t}</h1><img src='/img/posters/{pid}.png' alt=''>{links([(u, u) for u in own[1:]])}"
            f"<p>Hall: <a href='/halls/cryosphere'>Hall B</a> · <a href='/e/agu25/posters/999'>Next poster</a></p>",
        )
        pages[f"/img/posters/{pid}.png"] = file_png(int(pid))
        pages[f"/media/{pid}.mp4"] = data(b"\x00\x00\x00\x18ftypmp42" + bytes(40), "video/mp4")
        pages[own[1]] = chrome_page(p, f"Abstract · {title}", f"<h1>{t}</h1><p>Abstract text.</p>")
        pages[own[2]] = chrome_page(
            p, f"Presenter video · {title}", f"<h1>{t}</h1><video src='/media/{pid}.mp4'></video>"
        )
        for i in range(1, qa + 1):
            nxt = f"<a href='/discussion/{pid}?page={i + 1}'>Older questions</a>" if i < qa else ""
            pages[f"/discussion/{pid}?page={i}"] = chrome_page(
                p, f"Discussion · {title}", f"<h1>Questions on {t}</h1><p>Q{i}: How?</p>{nxt}"
            )
    pages["/e/agu25/posters/999"] = chrome_page(
        p, "Permafrost thaw ponds", "<h1>Permafrost thaw ponds</h1>"
    )
    return [serve(p, pages)]


def hall_cases() -> list[Case]:
    return [
        Case(
            f"posterverse-{pid}",
            f"virtual poster hall ({'poster with a three-page discussion thread' if n else 'poster with abstract and video'})",
            "Multi-Hop",
            # Every own page carries the poster title, the poster image and video are embedded:
            # Significant String from Title reaches all and nothing else.
            "sig_title",
            HALL.url(f"/e/agu25/posters/{pid}"),
            frozenset(HALL.url(u) for u in _hall_urls(pid, qa)),
            hall_build,
            others=frozenset({HALL.url("/e/agu25/posters/999")}),
        )
        for n, (pid, _t, qa) in enumerate(HALL_POSTERS)
    ]


# --- conference-talk archive: talk pages under the talk path, slides and video elsewhere
# -> path_based_externals

CONF = Portal(
    host("archive", "symposiacon"),
    "Symposiacon archive",
    [
        ("/2024/", "2024"),
        ("/2023/", "2023"),
        ("/sponsors", "Sponsors"),
        ("/code-of-conduct", "Code of conduct"),
    ],
    [("/contact", "Contact"), ("/imprint", "Imprint")],
)
SLIDEHOST = host("files", "confdeck-files")
VIDHOST = host("media", "confstream")
CONF_TALKS = [
    ("/2024/talks/graph-neural-pdes/", "Graph neural PDE solvers", 1, False),
    ("/2023/talks/keynote-open-hardware/", "Keynote: open hardware for labs", 3, True),
]


def _conf_urls(path: str, parts: int, qa: bool) -> list[str]:
    slug = path.strip("/").split("/")[-1]
    out = [CONF.url(path), CONF.url(path + "abstract/")]
    out += [f"http://{SLIDEHOST}/{slug}/slides-part{i}.pdf" for i in range(1, parts + 1)]
    out += [f"http://{VIDHOST}/v/{slug}-part{i}.mp4" for i in range(1, parts + 1)]
    if qa:
        out += [CONF.url(path + "qa/"), CONF.url(path + "qa/questions.txt")]
    return out


def conf_build() -> list[Site]:
    p, pages, sl, vid = CONF, {}, {}, {}
    for path, title, parts, qa in CONF_TALKS:
        own = _conf_urls(path, parts, qa)
        ext = [u for u in own if CONF.host not in u]
        sub = [(path + "abstract/", "Abstract")] + ([(path + "qa/", "Q&A")] if qa else [])
        pages[path] = chrome_page(
            p,
            title,
            f"<h1>{escape(title)}</h1>{links(sub)}<h2>Slides and recordings</h2>{links([(u, u.rsplit('/', 1)[-1]) for u in ext])}"
            f"<p>Session: <a href='{path.split('talks')[0]}sessions/ml'>ML track</a></p>",
        )
        pages[path + "abstract/"] = chrome_page(
            p, f"Abstract: {title}", f"<p>Abstract.</p><a href='{path}'>Back</a>"
        )
        if qa:
            pages[path + "qa/"] = chrome_page(
                p, f"Q&A: {title}", f"<a href='{path}qa/questions.txt'>Questions (text)</a>"
            )
            pages[path + "qa/questions.txt"] = data("Q1: cost?\n", "text/plain")
        for u in ext:
            (sl if SLIDEHOST in u else vid)[u.split(".example", 1)[1]] = (
                file_pdf(title)
                if u.endswith(".pdf")
                else data(b"\x00\x00\x00\x18ftypmp42" + bytes(40), "video/mp4")
            )
    return [serve(p, pages), Site(SLIDEHOST, sl), Site(VIDHOST, vid)]


def conf_cases() -> list[Case]:
    return [
        Case(
            f"symposiacon-{path.strip('/').split('/')[-1]}",
            f"conference-talk archive ({'three-part keynote with Q&A' if n else 'talk with slides and video elsewhere'})",
            "Multi-Hop",
            # GitHub/Kaggle shape: own pages under the talk path, own files on other hosts.
            "path_based_externals",
            CONF.url(path),
            frozenset(_conf_urls(path, parts, qa)),
            conf_build,
        )
        for n, (path, _t, parts, qa) in enumerate(CONF_TALKS)
    ]
