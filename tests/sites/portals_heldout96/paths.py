"""Path-shaped conference portals of heldout96: the entry URI prefixes every artifact URI.

- a slide-sharing site (a deck's slides, transcript and download under the deck's path:
  Slideshare in the seed's table, Path-Based);
- a workshop-website host giving each workshop its own subdomain (the whole subdomain is the
  artifact, as the seed says of Silk: Path-Based on "/");
- an artifact-evaluation code forge (a repository's tree, issues and releases under its
  path, raw files and release assets on the forge's content domain: GitHub, Path-Based with
  Externals);
- a shared-task platform (a task's data, leaderboard, baselines and discussion under its
  path, data files on the platform's storage domain: Kaggle, Path-Based with Externals).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal, case, data, links

from ._kit import cookie_banner, head, serve

# --- slide-sharing site -----------------------------------------------------------------

SLIDES = Portal(
    "www.slidekeel.hx96.example",
    "SlideKeel",
    menu=[
        ("/explore", "Explore"),
        ("/topics/conferences", "Conference decks"),
        ("/upload", "Upload"),
        ("/pro", "SlideKeel Pro"),
    ],
    footer=[
        ("/about", "About"),
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/support", "Support"),
    ],
    title_format="{title} | {name}",
)


def _deck(
    base: str,
    title: str,
    owner: str,
    n: int,
    *,
    per_page: int = 0,
    comments_pages: int = 0,
    notes: bool = False,
    more_decks: tuple[str, ...] = (),
) -> dict[str, PageValue]:
    """A deck at `base` (ending in "/"): its page, one page per slide, transcript, PDF."""
    pages: dict[str, PageValue] = {}
    hd = head("cdn.keelstatic.test", "px.adsignal.test", og_title=title)
    slide_links = [(f"{base}slide/{i}", f"Slide {i}") for i in range(1, n + 1)]
    listing = slide_links[:per_page] if per_page else slide_links
    more = f'<a class="next" href="{base}?page=2">More slides</a>' if per_page else ""
    extra = [(f"{base}notes", "Speaker notes")] if notes else []
    com = f'<a href="{base}comments">Comments ({comments_pages * 10})</a>' if comments_pages else ""
    main = (
        f'<h1>{escape(title)}</h1><p>Uploaded by <a href="/{owner}/">{owner}</a> · '
        f'{n} slides</p><div class="viewer"><img src="{base}img/1.png" alt="slide 1"></div>'
        + links(listing)
        + more
        + links([(f"{base}transcript", "Transcript"), (f"{base}download", "Download PDF"), *extra])
        + com
        + f"<aside><h3>More from {owner}</h3>"
        + links(
            [*[(d, d.strip("/").split("/")[-1]) for d in more_decks], (f"/{owner}/", "All decks")]
        )
        + "</aside>"
        + cookie_banner("/legal/privacy")
    )
    pages[base] = SLIDES.page(title, main, head=hd, share=SLIDES.url(base))
    if per_page:
        pages[f"{base}?page=2"] = SLIDES.page(
            f"{title} (slides {per_page + 1}-{n})",
            f"<h1>{escape(title)}</h1>"
            + links(slide_links[per_page:])
            + f'<a href="{base}">Back to the deck</a>',
            head=hd,
        )
    for i in range(1, n + 1):
        nav = f'<a href="{base}">Deck</a>'
        if i < n:
            nav += f' <a rel="next" href="{base}slide/{i + 1}">Next</a>'
        pages[f"{base}slide/{i}"] = SLIDES.page(
            f"{title} - slide {i}", f'<img src="{base}img/{i}.png" alt=""><p>{nav}</p>', head=hd
        )
        pages[f"{base}img/{i}.png"] = data(png(16, 9, (i * 9 % 255, 60, 120)), "image/png")
    pages[f"{base}transcript"] = SLIDES.page(
        f"{title} - transcript",
        "".join(f"<p>Slide {i}: text of slide {i}.</p>" for i in range(1, n + 1))
        + f'<a href="{base}">Back</a>',
        head=hd,
    )
    pages[f"{base}download"] = data(pdf(title, [f"{n} slides"]), "application/pdf")
    if notes:
        pages[f"{base}notes"] = SLIDES.page(f"{title} - notes", "<p>Speaker notes.</p>", head=hd)
    for k in range(1, comments_pages + 1):
        q = "" if k == 1 else f"?page={k}"
        nxt = (
            f'<a href="{base}comments?page={k + 1}">Older comments</a>'
            if k < comments_pages
            else ""
        )
        pages[f"{base}comments{q}"] = SLIDES.page(
            f"{title} - comments", f"<p>Comment page {k}.</p>{nxt}", head=hd
        )
    return pages


DECK1 = "/mira-h/kv-cache-eviction-at-scale/"
DECK2 = "/eventslab/artifact-evaluation-tutorial-2025/"


def _deck1_uris() -> list[str]:
    b = DECK1
    return [b, *[f"{b}slide/{i}" for i in range(1, 7)], f"{b}transcript", f"{b}download"]


def _deck2_uris() -> list[str]:
    b = DECK2
    return [
        b,
        f"{b}?page=2",
        *[f"{b}slide/{i}" for i in range(1, 19)],
        f"{b}transcript",
        f"{b}download",
        f"{b}notes",
        f"{b}comments",
        f"{b}comments?page=2",
        f"{b}comments?page=3",
    ]


def slide_sites() -> list[Site]:
    pages = {
        **_deck(
            DECK1,
            "KV-cache eviction at scale",
            "mira-h",
            6,
            more_decks=("/mira-h/paged-attention-101/",),
        ),
        **_deck(
            DECK2,
            "Artifact evaluation tutorial 2025",
            "eventslab",
            18,
            per_page=8,
            comments_pages=3,
            notes=True,
        ),
        **_deck("/mira-h/paged-attention-101/", "Paged attention 101", "mira-h", 2),
    }
    return [serve(SLIDES, pages)]


# --- workshop-website host (one subdomain per workshop) ---------------------------------

WS_ORG = "wkspharbor.hx96.example"
WS_WWW = f"www.{WS_ORG}"
WS1 = f"edgeml-2025.{WS_ORG}"
WS2 = f"repro-hpc-2026.{WS_ORG}"
WS2_PAST = f"repro-hpc-2025.{WS_ORG}"


def _ws_page(title: str, ws: str, menu: list[tuple[str, str]], main: str) -> str:
    nav = "".join(f'<a href="{h}">{escape(t)}</a>' for h, t in menu)
    return (
        f"<!DOCTYPE html><html><head><title>{escape(title)} | {escape(ws)}</title>"
        '<link rel="stylesheet" href="/assets/theme.css">'
        '<script async src="http://tag.sitevisits.test/v.js"></script></head><body>'
        f"<header><h2>{escape(ws)}</h2><nav>{nav}</nav></header><main>{main}</main>"
        f'<footer>Built with <a href="http://{WS_WWW}/">WkspHarbor</a> · '
        f'<a href="http://{WS_WWW}/report-abuse">Report abuse</a></footer></body></html>'
    )


def _workshop(
    host: str, name: str, pages_main: dict[str, tuple[str, str]], files: dict[str, bytes]
) -> Site:
    # Only top-level pages are in the menu: paper pages sit one level down.
    menu = [(p, t) for p, (t, _m) in pages_main.items() if p.count("/") == 1]
    site = Site(host)
    for path, (title, main) in pages_main.items():
        site.add(path, _ws_page(title, name, menu, main))
    for path, body in files.items():
        ctype = "application/pdf" if path.endswith(".pdf") else "application/zip"
        site.add(path, data(body, ctype))
    site.add("/assets/theme.css", data("header{background:#124}", "text/css"))
    return site


def _ws1() -> tuple[Site, list[str]]:
    papers = [f"/papers/edgeml25-{i}.pdf" for i in range(1, 4)]
    pm = {
        "/": (
            "Home",
            "<h1>EdgeML 2025</h1><p>Workshop on machine learning at the edge, "
            "co-located with a systems conference.</p>",
        ),
        "/cfp": ("Call for papers", "<p>Deadline: 1 March.</p>"),
        "/program": ("Program", links([(p, f"Paper {i}") for i, p in enumerate(papers, 1)])),
        "/organizers": ("Organizers", "<p>Two chairs and a PC of twenty.</p>"),
    }
    site = _workshop(WS1, "EdgeML 2025", pm, {p: pdf(p, ["EdgeML"]) for p in papers})
    return site, [*pm, *papers]


def _ws2() -> tuple[Site, list[str]]:
    accepted = [
        f"/accepted/{s}"
        for s in (
            "fp-determinism",
            "mpi-traces",
            "container-drift",
            "gpu-nondeterminism",
            "seed-audits",
        )
    ]
    files = {f"/files/{a.rsplit('/', 1)[1]}.pdf": pdf(a, ["RHPC"]) for a in accepted}
    files |= {f"/files/{a.rsplit('/', 1)[1]}-slides.pdf": pdf(a, ["slides"]) for a in accepted}
    files["/files/mpi-traces-artifact.zip"] = b"PK\x03\x04traces"
    files["/files/seed-audits-artifact.zip"] = b"PK\x03\x04seeds"
    pm: dict[str, tuple[str, str]] = {
        "/": (
            "Home",
            "<h1>Reproducible HPC 2026</h1><p>Second edition. Previous edition: "
            f'<a href="http://{WS2_PAST}/">RHPC 2025</a>.</p>',
        ),
        "/cfp": ("Call for papers", '<p>See also the <a href="/ae">artifact track</a>.</p>'),
        "/ae": ("Artifact evaluation", "<p>Badges: available, functional, reproduced.</p>"),
        "/accepted": ("Accepted papers", links([(a, a.rsplit("/", 1)[1]) for a in accepted])),
        "/program": ("Program", '<p>Day 1 and <a href="/program/day-2">day 2</a>.</p>'),
        "/program/day-2": ("Program, day 2", "<p>Afternoon sessions.</p>"),
        "/keynote": ("Keynote", "<p>Keynote abstract.</p>"),
        "/organizers": ("Organizers", "<p>Chairs and AE chairs.</p>"),
    }
    for a in accepted:
        s = a.rsplit("/", 1)[1]
        fl = [(f"/files/{s}.pdf", "Paper"), (f"/files/{s}-slides.pdf", "Slides")]
        if f"/files/{s}-artifact.zip" in files:
            fl.append((f"/files/{s}-artifact.zip", "Artifact (badge: reproduced)"))
        pm[a] = (s, f"<h1>{s}</h1>" + links(fl))
    site = _workshop(WS2, "RHPC 2026", pm, files)
    return site, [*pm, *files]


def workshop_sites() -> list[Site]:
    www = serve(
        Portal(
            WS_WWW,
            "WkspHarbor",
            menu=[("/features", "Features"), ("/pricing", "Pricing"), ("/examples", "Examples")],
            footer=[("/report-abuse", "Report abuse"), ("/terms", "Terms")],
        ),
        {},
    )
    past = _workshop(WS2_PAST, "RHPC 2025", {"/": ("Home", "<h1>RHPC 2025</h1>")}, {})
    return [www, _ws1()[0], _ws2()[0], past]


# --- artifact-evaluation code forge -----------------------------------------------------

FORGE = Portal(
    "code.reprocrate.hx96.example",
    "ReproCrate",
    menu=[
        ("/explore", "Explore"),
        ("/badges", "AE badges"),
        ("/conferences", "Conferences"),
        ("/docs", "Docs"),
    ],
    footer=[
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/status", "Status"),
        ("/docs/api", "API"),
    ],
    title_format="{title} · {name}",
)
RAW = "raw.reprocratecdn.hx96.example"
OBJ = "objects.reprocratecdn.hx96.example"


def _repo(
    base: str,
    name: str,
    files: list[str],
    issues: int,
    releases: list[str],
) -> tuple[dict[str, PageValue], list[str], dict[str, PageValue], dict[str, PageValue]]:
    """A repository at `base` ("/<group>/<repo>/"): its forge pages, its artifact URIs on the
    forge, and its raw and release-asset files on the content domain."""
    hd = head("assets.reprocrate-cdn.test", "t.forgemetrics.test", og_title=name)
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    obj: dict[str, PageValue] = {}
    owner = base.strip("/").split("/")[0]
    tabs = links(
        [
            (base, "Code"),
            (f"{base}issues", f"Issues ({issues})"),
            (f"{base}releases", "Releases"),
            (f"{base}badges", "AE badges"),
        ]
    )
    tree = links([(f"{base}blob/main/{f}", f) for f in files])
    pages[base] = FORGE.page(
        name,
        f'<p><a href="/{owner}">{owner}</a> / <b>{escape(name)}</b></p>{tabs}{tree}'
        f"<p>Clone: <code>http://{FORGE.host}{base.rstrip('/')}.git</code></p>" + cookie_banner(),
        head=hd,
    )
    pages[f"{base}badges"] = FORGE.page(
        f"{name} badges",
        tabs + '<p>Artifacts Available, Functional.</p><a href="/badges">What badges mean</a>',
        head=hd,
    )
    for f in files:
        rpath = f"{base.rstrip('/')}/main/{f}"
        pages[f"{base}blob/main/{f}"] = FORGE.page(
            f"{f} at main",
            f"{tabs}<pre>contents of {escape(f)}</pre>"
            f'<a href="http://{RAW}{rpath}">Raw</a> <a href="{base}commits/main">History</a>',
            head=hd,
        )
        raw[rpath] = data(f"contents of {f}\n", "text/plain")
    pages[f"{base}commits/main"] = FORGE.page(
        f"Commits of {name}", tabs + "<p>42 commits</p>", head=hd
    )
    pages[f"{base}issues"] = FORGE.page(
        f"Issues of {name}",
        tabs + links([(f"{base}issues/{i}", f"Issue #{i}") for i in range(1, issues + 1)]),
        head=hd,
    )
    for i in range(1, issues + 1):
        pages[f"{base}issues/{i}"] = FORGE.page(f"Issue #{i}", f"{tabs}<p>Report {i}.</p>", head=hd)
    rel = []
    for tag in releases:
        asset = f"/{owner}/{name}/releases/{tag}/{name}-{tag}.tar.gz"
        obj[asset] = data(b"\x1f\x8b\x08\x00tarball", "application/gzip")
        pages[f"{base}releases/tag/{tag}"] = FORGE.page(
            f"Release {tag}",
            f'{tabs}<p>Release {tag}</p><a href="http://{OBJ}{asset}">{name}-{tag}.tar.gz</a>',
            head=hd,
        )
        rel.append((f"{base}releases/tag/{tag}", tag))
    pages[f"{base}releases"] = FORGE.page(f"Releases of {name}", tabs + links(rel), head=hd)
    forge_uris = [p for p in pages if p.startswith(base)]
    return pages, forge_uris, raw, obj


REPO1 = "/sysrepro/lsm-compaction-artifact/"
REPO2 = "/hpcrepro/mpi-jitter-study/"


def _repos() -> list[
    tuple[dict[str, PageValue], list[str], dict[str, PageValue], dict[str, PageValue]]
]:
    return [
        _repo(REPO1, "lsm-compaction-artifact", ["README.md", "run.sh"], 1, ["v1.0"]),
        _repo(
            REPO2,
            "mpi-jitter-study",
            ["README.md", "INSTALL.md", "scripts/reproduce.sh", "data/README.md", "Dockerfile"],
            4,
            ["ae-submitted", "ae-camera-ready", "v2.1"],
        ),
    ]


def forge_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    raw: dict[str, PageValue] = {}
    obj: dict[str, PageValue] = {}
    for p, _u, r, o in _repos():
        pages |= p
        raw |= r
        obj |= o
    raw["/"] = "<!DOCTYPE html><html><head><title>ReproCrate content</title></head></html>"
    obj["/"] = raw["/"]
    return [serve(FORGE, pages), Site(RAW, raw), Site(OBJ, obj)]


def _forge_truth(i: int) -> list[str]:
    _p, forge, raw, obj = _repos()[i]
    return (
        [FORGE.url(u) for u in forge]
        + [f"http://{RAW}{r}" for r in raw]
        + [f"http://{OBJ}{o}" for o in obj]
    )


# --- shared-task platform ---------------------------------------------------------------

TASKS = Portal(
    "www.sharedtaskhub.hx96.example",
    "SharedTaskHub",
    menu=[
        ("/tasks", "Tasks"),
        ("/workshops", "Workshops"),
        ("/leaderboards", "Leaderboards"),
        ("/learn", "Learn"),
    ],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy"), ("/host-a-task", "Host a task")],
    title_format="{title} | {name}",
)
STORE = "files.sharedtaskstore.hx96.example"


def _task(
    slug: str, title: str, data_files: list[str], lb_pages: int, threads: int, phases: list[str]
) -> tuple[dict[str, PageValue], list[str], dict[str, PageValue]]:
    base = f"/tasks/{slug}/"
    hd = head("static.taskhubcdn.test", "events.metricfox.test", og_title=title)
    tabs = links(
        [
            (base, "Overview"),
            (f"{base}data", "Data"),
            (f"{base}leaderboard", "Leaderboard"),
            (f"{base}code", "Baselines"),
            (f"{base}discussion", "Discussion"),
        ]
    )
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {}
    ph = links([(f"{base}phases/{p}", p) for p in phases])
    pages[base] = TASKS.page(
        title, f"<h1>{escape(title)}</h1>{tabs}<p>Phases:</p>{ph}" + cookie_banner(), head=hd
    )
    for p in phases:
        pages[f"{base}phases/{p}"] = TASKS.page(f"{title}: {p}", f"{tabs}<p>{p}</p>", head=hd)
    dl = []
    for f in data_files:
        store[f"/{slug}/{f}"] = data(f"{f}\n", "application/octet-stream")
        dl.append((f"http://{STORE}/{slug}/{f}", f))
    pages[f"{base}data"] = TASKS.page(f"{title}: data", tabs + links(dl), head=hd)
    for k in range(1, lb_pages + 1):
        q = "" if k == 1 else f"?page={k}"
        nxt = f'<a href="{base}leaderboard?page={k + 1}">Next</a>' if k < lb_pages else ""
        pages[f"{base}leaderboard{q}"] = TASKS.page(
            f"{title}: leaderboard",
            f'{tabs}<table><tr><td><a href="/users/team{k}">team{k}'
            f"</a></td><td>0.{90 - k}</td></tr></table>{nxt}",
            head=hd,
        )
    pages[f"{base}code"] = TASKS.page(
        f"{title}: baselines",
        tabs + links([(f"{base}code/baseline", "Official baseline")]),
        head=hd,
    )
    pages[f"{base}code/baseline"] = TASKS.page(f"{title}: baseline", "<pre>print(1)</pre>", head=hd)
    pages[f"{base}discussion"] = TASKS.page(
        f"{title}: discussion",
        tabs + links([(f"{base}discussion/{i}", f"Thread {i}") for i in range(1, threads + 1)]),
        head=hd,
    )
    for i in range(1, threads + 1):
        pages[f"{base}discussion/{i}"] = TASKS.page(f"Thread {i}", "<p>Question.</p>", head=hd)
    return pages, list(pages), store


def _tasks() -> list[tuple[dict[str, PageValue], list[str], dict[str, PageValue]]]:
    return [
        _task(
            "claim-span-detection-2025",
            "Claim span detection 2025",
            ["train.jsonl", "dev.jsonl"],
            1,
            2,
            ["development"],
        ),
        _task(
            "multilingual-event-coref-2026",
            "Multilingual event coreference 2026",
            [
                "train-en.jsonl",
                "train-de.jsonl",
                "train-sw.jsonl",
                "dev.jsonl",
                "test-blind.jsonl",
                "scorer.zip",
            ],
            3,
            5,
            ["trial", "development", "evaluation", "post-evaluation"],
        ),
    ]


def task_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    store: dict[str, PageValue] = {
        "/": "<!DOCTYPE html><html><head><title>files</title></head></html>"
    }
    for p, _u, s in _tasks():
        pages |= p
        store |= s
    return [serve(TASKS, pages), Site(STORE, store)]


def _task_truth(i: int) -> list[str]:
    _p, uris, store = _tasks()[i]
    return [TASKS.url(u) for u in uris] + [f"http://{STORE}{s}" for s in store]


# --- cases ------------------------------------------------------------------------------


def cases() -> list[Case]:
    return [
        # Slideshare in the seed's table is Path-Based: every slide, the transcript and the
        # download sit under the deck's URI; the owner's page and other decks do not.
        case(
            "slidekeel-deck",
            "slide-sharing site (six-slide deck)",
            "Multi-Hop",
            "path_based",
            SLIDES.url(DECK1),
            [SLIDES.url(u) for u in _deck1_uris()],
            slide_sites,
            others=[SLIDES.url("/mira-h/paged-attention-101/")],
        ),
        # Harder: slide listing paginated, comments paginated, speaker notes.
        case(
            "slidekeel-tutorial",
            "slide-sharing site (18 slides, paginated, comments)",
            "Multi-Hop",
            "path_based",
            SLIDES.url(DECK2),
            [SLIDES.url(u) for u in _deck2_uris()],
            slide_sites,
        ),
        # Silk-like: the workshop is its own subdomain, the whole subdomain is the artifact
        # (Path-Based on "/"); the host's "built with" links go to another host.
        case(
            "wkspharbor-edgeml",
            "workshop-website host (small workshop site)",
            "Multi-Hop",
            "path_based",
            f"http://{WS1}/",
            [f"http://{WS1}{p}" for p in _ws1()[1]],
            workshop_sites,
        ),
        # Harder: accepted-paper pages two hops down, slides and AE artifact ZIPs, and a
        # link to the previous edition (another artifact on a sibling subdomain).
        case(
            "wkspharbor-rhpc",
            "workshop-website host (papers, slides, AE artifacts)",
            "Multi-Hop",
            "path_based",
            f"http://{WS2}/",
            [f"http://{WS2}{p}" for p in _ws2()[1]],
            workshop_sites,
            others=[f"http://{WS2_PAST}/"],
        ),
        # GitHub-like: the repository's pages share its path; raw files and release assets
        # live on the forge's content domain (Path-Based with Externals).
        case(
            "reprocrate-repo",
            "artifact-evaluation code forge (small AE repository)",
            "Multi-Hop",
            "path_based_externals",
            FORGE.url(REPO1),
            _forge_truth(0),
            forge_sites,
        ),
        case(
            "reprocrate-repo-releases",
            "artifact-evaluation code forge (issues, three releases, nested files)",
            "Multi-Hop",
            "path_based_externals",
            FORGE.url(REPO2),
            _forge_truth(1),
            forge_sites,
        ),
        # Kaggle-like (Path-Based with Externals in the seed): data, leaderboard, baselines
        # and discussion under the task's path, data files on the storage domain.
        case(
            "sharedtaskhub-task",
            "shared-task platform (task with two data files)",
            "Multi-Hop",
            "path_based_externals",
            TASKS.url("/tasks/claim-span-detection-2025/"),
            _task_truth(0),
            task_sites,
        ),
        case(
            "sharedtaskhub-task-phases",
            "shared-task platform (four phases, paginated leaderboard, six files)",
            "Multi-Hop",
            "path_based_externals",
            TASKS.url("/tasks/multilingual-event-coref-2026/"),
            _task_truth(1),
            task_sites,
        ),
    ]
