"""Single-object and bare single-hop records: a transient-alert circular service, a
cryogenics lab's engineering blog (both Single Artifact URI), and a DAQ's static run-summary
pages (Single Hop without chrome)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case

from ._kit import Skin, blob, cdn_site, li, png, text

# --- Transient-alert circulars (an ATel/GCN-like bulletin board) --------------------------

CIRC = Skin(
    host="bulletins.flarewatch.hx53.example",
    name="FlareWatch Circulars",
    menu=[
        ("/circulars", "Archive"),
        ("/events", "Events"),
        ("/submit", "Submit"),
        ("/subscribe", "Subscribe"),
        ("/docs/style-guide", "Style guide"),
    ],
    footer=[
        ("/about", "About"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
        ("/rss/circulars.xml", "RSS"),
    ],
    title_fmt="{name} | {title}",
    banner=False,
    analytics="http://stats.countly-mirror.test/c.js",
    tagline="Rapid communications on high-energy transients",
)

CIRCULARS = {
    41277: (
        "GRB 260311A: Optical afterglow candidate from the Kitt Ridge 1.3m",
        "EP260311a",
        [41270, 41274],
        "J. Okafor (KRO), L. Bianchi (INAF)",
    ),
    41302: (
        "EP260314b: Spectroscopic redshift z=1.87 from absorption lines",
        "EP260314b",
        [41288, 41291, 41295, 41299],
        "M. Sato, R. Delgado, T. Ivanova on behalf of the team",
    ),
}


def _circular_page(num: int) -> str:
    title, event, refs, authors = CIRCULARS[num]
    cites = li([(f"/circular/{r}", f"Circular {r}") for r in refs], "cites")
    body = (
        f'<article class="circular" data-number="{num}"><h1>{escape(title)}</h1>'
        f"<dl><dt>Number</dt><dd>{num}</dd><dt>Subject</dt><dd>{escape(title)}</dd>"
        f"<dt>From</dt><dd>{escape(authors)}</dd><dt>Date</dt><dd>2026-03-1{num % 7} UT</dd>"
        f'<dt>Event</dt><dd><a href="/events/{event}">{event}</a></dd></dl>'
        f"<pre>We report observations of {event} obtained {num % 5 + 2} h after the trigger. "
        "Magnitudes are in the AB system and not corrected for Galactic extinction.\n"
        f"  filter  mid-time   mag\n  r'      0.{num % 9}8 d   19.4 +/- 0.1\n</pre>"
        f"<p>This circular refers to:</p>{cites}</article>"
        f'<nav class="pager"><a rel="prev" href="/circular/{num - 1}">Previous</a> '
        f'<a rel="next" href="/circular/{num + 1}">Next</a></nav>'
    )
    aside = "<h2>Same event</h2>" + li([(f"/events/{event}", f"All circulars on {event}")])
    return CIRC.page(f"{num}: {title}", body, aside=aside)


def circular_sites() -> list[Site]:
    pages: dict[str, object] = {f"/circular/{n}": _circular_page(n) for n in CIRCULARS}
    return [CIRC.site(pages)]  # type: ignore[arg-type]


# --- Cryogenics lab engineering blog --------------------------------------------------------

BLOG = Skin(
    host="notebook.kelvinforge.hx53.example",
    name="KelvinForge Lab Notebook",
    menu=[
        ("/", "Posts"),
        ("/category/cryostats/", "Cryostats"),
        ("/category/instrumentation/", "Instrumentation"),
        ("/about-the-lab/", "The lab"),
    ],
    footer=[("/feed/", "Feed"), ("/privacy-policy/", "Privacy"), ("/wp-login.php", "Log in")],
    title_fmt="{title} – {name}",
    cdn="http://cdn.kelvinforge-static.hx53.example",
    login=("/wp-login.php", "Log in"),
    search="/",
    tagline="Notes from a millikelvin instrumentation group",
)

POSTS = {
    "/2025/11/18/taming-pulse-tube-vibration/": (
        "Taming pulse-tube vibration on the dilution fridge",
        "hsun",
        ["cryostats", "vibration"],
        [("/2025/10/02/bellows-for-the-still-line/", "bellows for the still line")],
        "",
    ),
    "/2026/02/07/thermometry-drift-after-the-cooldown/": (
        "Thermometry drift after the February cooldown, and what we changed",
        "aprzybylski",
        ["thermometry", "calibration", "ruox"],
        [
            ("/2025/11/18/taming-pulse-tube-vibration/", "the vibration post"),
            ("/2025/06/30/ruox-sensor-recalibration/", "the RuOx recalibration"),
            ("/2024/12/12/four-wire-readout-noise/", "four-wire readout noise"),
        ],
        '<p>The calibration tables we used are in our <a href="http://repo.calibrary.test/'
        'records/88812">public calibration deposit</a>.</p>',
    ),
}


def _post(path: str) -> str:
    title, author, tags, refs, extra = POSTS[path]
    tag_links = " ".join(f'<a rel="tag" href="/tag/{t}/">{t}</a>' for t in tags)
    ref_text = "".join(f' See also <a href="{h}">{escape(t)}</a>.' for h, t in refs)
    comments = "".join(
        f'<li id="comment-{i}"><b>{who}</b> <a href="{path}#comment-{i}">#</a><p>{what}</p></li>'
        for i, (who, what) in enumerate(
            [
                ("dmitri", "Did you try sorbothane pads under the compressor?"),
                ("hsun", "Yes, it helped a little above 40 Hz."),
            ],
            1,
        )
    )
    body = (
        f'<article class="post hentry"><h1 class="entry-title">{escape(title)}</h1>'
        f'<p class="byline">by <a href="/author/{author}/">{author}</a> in '
        f'<a href="/category/cryostats/">Cryostats</a></p>'
        f'<div class="entry-content"><p>Measurements at the mixing chamber plate showed '
        f"a 1.4 Hz line that we traced to the rotary valve.{ref_text}</p>"
        f'<figure><img src="/wp-content/uploads/{len(title) % 97}/plot.png" '
        f'alt="spectrum"></figure>{extra}</div>'
        f'<footer class="entry-meta">Tags: {tag_links}</footer></article>'
        f'<div class="sharedaddy">Share this: <a href="http://share.microblog.test/intent?url='
        f'{BLOG.url(path)}">Microblog</a> <a href="http://mastodon.test/share?text={BLOG.url(path)}'
        '">Mastodon</a> <a href="/?share=email">Email</a></div>'
        f'<section id="comments"><h2>2 comments</h2><ol>{comments}</ol>'
        f'<form action="/wp-comments-post.php" method="post"><textarea name="comment">'
        f"</textarea><button>Post comment</button></form></section>"
    )
    aside = "<h2>Recent posts</h2>" + li([(p, POSTS[p][0]) for p in POSTS])
    return BLOG.page(title, body, aside=aside)


def blog_sites() -> list[Site]:
    pages: dict[str, object] = {p: _post(p) for p in POSTS}
    for p in POSTS:
        title = POSTS[p][0]
        pages[f"/wp-content/uploads/{len(title) % 97}/plot.png"] = blob(png(32, 20))
    return [
        BLOG.site(pages),  # type: ignore[arg-type]
        cdn_site("cdn.kelvinforge-static.hx53.example", ["kelvinforge"]),
    ]


# --- DAQ run-summary pages (static HTML written by the acquisition system) -----------------

RUNS_HOST = "runlog.halbeam.hx53.example"
TAPE_HOST = "stage.tapevault.hx53.example"

RUNS = {
    "r04417": ("2025", ["config.xml", "elog.txt", "hv.csv", "scalers.csv", "rate.png"], []),
    "r04502": (
        "2026",
        [
            "config.xml",
            "elog.txt",
            "hv.csv",
            "scalers.csv",
            "trigger.csv",
            "beam.csv",
            "rate.png",
            "occupancy.png",
            "deadtime.txt",
        ],
        ["raw.evio.0", "raw.evio.1"],
    ),
}


def _run_page(run: str) -> str:
    year, files, tape = RUNS[run]
    rows = "".join(
        f'<tr><td><a href="{run}_{f}">{run}_{f}</a></td><td>{(len(f) * 313) % 900 + 12} kB'
        "</td></tr>"
        for f in files
    )
    tape_rows = "".join(
        f'<tr><td><a href="http://{TAPE_HOST}/mss/halbeam/{year}/{run}/{f}">{f}</a>'
        "</td><td>on tape (staged on request)</td></tr>"
        for f in tape
    )
    return f"""<html><head><title>Run {run[1:]} summary</title></head><body>
<h2>Run {run[1:]}</h2><p>Target: LH2 &nbsp; Beam: 10.6 GeV &nbsp; Events: {len(run) * 1.7:.1f} M
&nbsp; Shift crew: A/B</p>
<table border="1"><tr><th>File</th><th>Size</th></tr>{rows}{tape_rows}</table>
<p><i>Generated by rcdb-summary 2.3</i></p></body></html>
"""


def run_sites() -> list[Site]:
    home = "<html><head><title>halbeam run summaries</title></head><body><h2>Runs</h2><ul>"
    home += "".join(
        f'<li><a href="/runs/{y}/{r}.html">{r}</a></li>' for r, (y, _f, _t) in RUNS.items()
    )
    home += "</ul></body></html>"
    main = Site(RUNS_HOST)
    main.add("/", home)
    tape = Site(TAPE_HOST)
    tape.add(
        "/", "<html><head><title>tapevault staging</title></head><body>MSS stage</body></html>"
    )
    for run, (year, files, tfiles) in RUNS.items():
        main.add(f"/runs/{year}/{run}.html", _run_page(run))
        for f in files:
            p = f"/runs/{year}/{run}_{f}"
            if f.endswith(".png"):
                main.add(p, blob(png(40, 24), "image/png"))
            elif f.endswith(".xml"):
                main.add(p, text(f"<run id='{run}'><daq mode='physics'/></run>\n", "text/xml"))
            else:
                main.add(p, text(f"# {run} {f}\n1,2,3\n"))
        for f in tfiles:
            tape.add(f"/mss/halbeam/{year}/{run}/{f}", blob(bytes(range(256)) * 4))
    return [main, tape]


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES = [
    # Circular: one bulletin, one page; everything it links (cited circulars, the event
    # page, archive, pager) is another artifact or chrome -> Single Page, truth = entry.
    Case(
        "circular-afterglow",
        "transient-alert circular service (one optical afterglow circular)",
        "single_artifact_uri",
        "single_page",
        CIRC.url("/circular/41277"),
        frozenset({CIRC.url("/circular/41277")}),
        circular_sites,
        others=frozenset({CIRC.url("/circular/41270"), CIRC.url("/circular/41274")}),
    ),
    Case(
        "circular-redshift-many-refs",
        "transient-alert circular service (redshift circular citing four others)",
        "single_artifact_uri",
        "single_page",
        CIRC.url("/circular/41302"),
        frozenset({CIRC.url("/circular/41302")}),
        circular_sites,
        others=frozenset(CIRC.url(f"/circular/{n}") for n in (41288, 41291, 41295, 41299)),
    ),
    # Blog post: the seed's Single Artifact URI class -> Single Page.  Comments live on the
    # post itself; tags, authors and other posts are chrome or other artifacts.
    Case(
        "labblog-vibration",
        "lab engineering blog (post on cryocooler vibration)",
        "single_artifact_uri",
        "single_page",
        BLOG.url("/2025/11/18/taming-pulse-tube-vibration/"),
        frozenset({BLOG.url("/2025/11/18/taming-pulse-tube-vibration/")}),
        blog_sites,
    ),
    Case(
        "labblog-thermometry-xrefs",
        "lab engineering blog (post linking three earlier posts and a deposit)",
        "single_artifact_uri",
        "single_page",
        BLOG.url("/2026/02/07/thermometry-drift-after-the-cooldown/"),
        frozenset({BLOG.url("/2026/02/07/thermometry-drift-after-the-cooldown/")}),
        blog_sites,
        others=frozenset({BLOG.url("/2025/11/18/taming-pulse-tube-vibration/")}),
    ),
    # Run summary: a chrome-less page whose every link is one of the run's files: Single
    # Hop, and with nothing to ignore the seed's plain Single Page+ is exact.
    Case(
        "runsummary-4417",
        "DAQ run-summary pages (run with five files)",
        "single_hop",
        "single_page_plus",
        _u(RUNS_HOST, "/runs/2025/r04417.html"),
        frozenset(
            {_u(RUNS_HOST, "/runs/2025/r04417.html")}
            | {_u(RUNS_HOST, f"/runs/2025/r04417_{f}") for f in RUNS["r04417"][1]}
        ),
        run_sites,
    ),
    Case(
        "runsummary-4502-tape",
        "DAQ run-summary pages (run with nine files and raw files on a tape-staging host)",
        "single_hop",
        "single_page_plus",
        _u(RUNS_HOST, "/runs/2026/r04502.html"),
        frozenset(
            {_u(RUNS_HOST, "/runs/2026/r04502.html")}
            | {_u(RUNS_HOST, f"/runs/2026/r04502_{f}") for f in RUNS["r04502"][1]}
            | {_u(TAPE_HOST, f"/mss/halbeam/2026/r04502/{f}") for f in RUNS["r04502"][2]}
        ),
        run_sites,
    ),
]
