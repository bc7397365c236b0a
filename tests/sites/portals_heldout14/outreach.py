"""Scholarly outreach and early communication: a WordPress research blog's series posts, a
podcast episode, a bioRxiv-style preprint with versions, and a lab's Hugo project website."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, data

from ._kit import anchor_list, pdf_file

# --- WordPress research blog (a Hypotheses-style academic blog), a three-part series.
BLOG = Portal(
    "marginalia.tessaly-blogs.hx14.example",
    "Marginalia — notes from the county record office",
    [
        ("/about/", "About"),
        ("/category/methods/", "Methods"),
        ("/category/sources/", "Sources"),
        ("/contact/", "Contact"),
    ],
    [
        ("/feed/", "RSS"),
        ("http://wordpress.test/", "Proudly powered by WordPress"),
        ("/mentions-legales/", "Legal notice"),
    ],
    title_format="{title} – Marginalia",
    home_title="Marginalia – notes from the county record office",
)
SERIES = {
    "/2025/03/14/reading-merchant-ledgers-part-1/": "Reading merchant ledgers, part 1: the hands",
    "/2025/04/02/reading-merchant-ledgers-part-2/": "Reading merchant ledgers, part 2: the money of account",
    "/2025/05/09/reading-merchant-ledgers-part-3/": "Reading merchant ledgers, part 3: what the gaps say",
}


def _blog_site() -> Site:
    pages: dict[str, Response | str] = {}
    paths = list(SERIES)
    for i, (path, title) in enumerate(SERIES.items()):
        nav = ""
        if i > 0:
            nav += f'<a rel="prev" href="{paths[i - 1]}">← Previous post</a> '
        if i + 1 < len(paths):
            nav += f'<a rel="next" href="{paths[i + 1]}">Next post →</a>'
        main = (
            f'<article class="post"><h1 class="entry-title">{escape(title)}</h1>'
            '<p class="byline">by <a href="/author/rhaldane/">Ruth Haldane</a> in <a href="/category/sources/">Sources</a></p>'
            f'<div class="entry-content"><p>This post is part of a series: {anchor_list(list(SERIES.items()))}</p>'
            f'<p>The ledger (<a href="http://exhibits.penrice-dh.test/merchant-ledger/">online exhibit</a>) ...</p>'
            '<figure><img src="/wp-content/uploads/2025/03/ledger-f12r-300x200.jpg" alt="folio 12r"></figure>'
            f'<p class="cite">Ruth Haldane (2025). "{escape(title)}". <em>Marginalia</em>. ISSN 2999-0012.</p></div>'
            '<p>Tags: <a href="/tag/palaeography/">palaeography</a> <a href="/tag/accounting/">accounting</a></p>'
            f'<nav class="post-navigation">{nav}</nav>'
            '<section id="comments"><h2>2 comments</h2><p>Great post! — A. Reader</p>'
            f'<a class="comment-reply-link" href="{path}?replytocom=88#respond">Reply</a></section></article>'
        )
        head = (
            '<meta name="generator" content="WordPress 6.5.3">'
            f'<link rel="alternate" type="application/rss+xml" href="{path}feed/" title="Comments feed">'
            f'<link rel="shortlink" href="/?p={120 + i}">'
            f'<link rel="alternate" type="application/json" href="/wp-json/wp/v2/posts/{120 + i}">'
        )
        pages[path] = BLOG.page(title, main, head=head, share=BLOG.url(path))
        pages[f"{path}feed/"] = data(
            f"<rss><channel><title>Comments on: {escape(title)}</title></channel></rss>",
            "application/rss+xml",
        )
    pages["/wp-content/uploads/2025/03/ledger-f12r-300x200.jpg"] = data(
        b"\xff\xd8\xff ledger", "image/jpeg"
    )
    return BLOG.site(pages)


def _blog_case(name: str, path: str) -> Case:
    return Case(
        name,
        "WordPress research blog",
        "blog post",
        "single_page",
        BLOG.url(path),
        frozenset({BLOG.url(path)}),
        lambda: [_blog_site()],
        frozenset(BLOG.url(p) for p in SERIES if p != path),
    )


# Expected single_page, the seed's call for blog posts (Hypotheses, HASTAC, SciLogs): the
# post is one page; its image is embedded.  The other parts of the series are other
# artifacts (each post is captured on its own; an archivist asked for "the series" would
# capture three); comment feeds, REST and shortlink alternates, tags and author pages are
# WordPress plumbing or chrome.
BLOG_PART1 = _blog_case("wordpress-series-part-1", "/2025/03/14/reading-merchant-ledgers-part-1/")
BLOG_PART2 = _blog_case("wordpress-series-part-2", "/2025/04/02/reading-merchant-ledgers-part-2/")


# --- Podcast episode page (hosted podcast platform), audio in an embedded player.
POD = Portal(
    "podcast.varnholt-audio.hx14.example",
    "Deep Field — the Varnholt science podcast",
    [("/episodes", "Episodes"), ("/about", "About"), ("/subscribe", "Subscribe")],
    [("/feed.xml", "RSS feed"), ("/privacy", "Privacy")],
    title_format="{title} | Deep Field",
    home_title="Deep Field",
)
POD_EP = "/episodes/47-counting-fish-with-sound"


def _pod_site() -> Site:
    main = (
        "<h1>47: Counting fish with sound</h1><p>Season 3 · 38 min · Guests: Dr Amara Ndiaye</p>"
        '<audio controls preload="none"><source src="http://media.varnholt-cdn.test/deepfield/ep47.mp3" type="audio/mpeg"></audio>'
        "<h2>Show notes</h2><p>Hydroacoustic surveys, echosounders and why herring are loud.</p>"
        '<p>Paper discussed: <a href="http://doi.test/10.9999/fish.2025.11">Ndiaye et al. 2025</a></p>'
        '<p><a href="/episodes/46-the-weight-of-clouds">← Episode 46</a> <a href="/episodes/48-what-bees-see">Episode 48 →</a></p>'
        '<p>Listen on <a href="http://podcasts.apple.test/deep-field">Apple Podcasts</a> · <a href="http://open.spotify.test/show/deepfield">Spotify</a></p>'
    )
    return POD.site(
        {
            POD_EP: POD.page("47: Counting fish with sound", main, share=POD.url(POD_EP)),
            "/episodes/46-the-weight-of-clouds": POD.page(
                "46: The weight of clouds", "<h1>46</h1>"
            ),
            "/episodes/48-what-bees-see": POD.page("48: What bees see", "<h1>48</h1>"),
            "/feed.xml": data(
                "<rss><channel><title>Deep Field</title></channel></rss>", "application/rss+xml"
            ),
        }
    )


# Expected single_page, the seed's call for Story Collider audio: the episode page with its
# embedded player (the MP3 is an embedded resource of the player on a CDN host) and show
# notes.  Neighbouring episodes are other artifacts; the show's RSS feed is chrome.
# Disputable: some archivists would add the MP3 as a separate artifact URI.
PODCAST = Case(
    "podcast-episode",
    "Podcast host",
    "audio",
    "single_page",
    POD.url(POD_EP),
    frozenset({POD.url(POD_EP)}),
    lambda: [_pod_site()],
    frozenset(
        {POD.url("/episodes/46-the-weight-of-clouds"), POD.url("/episodes/48-what-bees-see")}
    ),
)


# --- bioRxiv-style preprint server (HighWire): versions, tabs, supplementary material.
RXIV = Portal(
    "www.prelinde-rxiv.hx14.example",
    "prelindeRxiv",
    [
        ("/collection", "Subject Areas"),
        ("/submit-a-manuscript", "Submit"),
        ("/about-prelinderxiv", "About"),
        ("/alertsrss", "Alerts/RSS"),
    ],
    [
        ("/content/about-prelinderxiv", "About"),
        ("/content/privacy", "Privacy"),
        ("http://twitter.test/prelinderxiv", "Twitter"),
    ],
    title_format="{title} | prelindeRxiv",
    home_title="prelindeRxiv.org - the preprint server for Biology",
)
RXIV_PAPERS = {
    "2025.03.04.512345": ("Lateral line development in cave and surface morphs of Astyanax", 2),
    "2025.06.19.520811": ("A single-cell atlas of the regenerating axolotl limb", 1),
}


def _rxiv_urls(pid: str) -> tuple[set[str], set[str]]:
    """(truth, tabs that are services) paths of one preprint at its latest version."""
    _t, v = RXIV_PAPERS[pid]
    cur = f"/content/10.99101/{pid}v{v}"
    truth = {
        cur,
        f"{cur}.full",
        f"{cur}.full.pdf",
        f"{cur}.supplementary-material",
        f"{cur}.article-info",
        f"/content/prelinderxiv/early/2025/{pid[5:7]}/20/{pid}/DC1/embed/media-1.xlsx",
        f"/highwire/citation/{pid.replace('.', '')}/bibtext",
        f"/highwire/citation/{pid.replace('.', '')}/ris",
    }
    for old in range(1, v):
        truth |= {f"/content/10.99101/{pid}v{old}", f"/content/10.99101/{pid}v{old}.full.pdf"}
    return truth, {f"{cur}.article-metrics"}


def _rxiv_site() -> Site:
    pages: dict[str, Response | str] = {}
    for pid, (title, v) in RXIV_PAPERS.items():
        truth, services = _rxiv_urls(pid)
        cur = f"/content/10.99101/{pid}v{v}"
        media = next(p for p in truth if p.endswith("media-1.xlsx"))
        nid = pid.replace(".", "")
        tabs = anchor_list(
            [
                (cur, "Abstract"),
                (f"{cur}.full", "Full Text"),
                (f"{cur}.article-info", "Info/History"),
                (f"{cur}.article-metrics", "Metrics"),
                (f"{cur}.supplementary-material", "Supplementary material"),
                (f"{cur}.full.pdf", "Preview PDF"),
            ],
            "tabs",
        )
        olds = "".join(
            f'<li><a href="/content/10.99101/{pid}v{o}">Version {o}</a> (<a href="/content/10.99101/{pid}v{o}.full.pdf">PDF</a>)</li>'
            for o in range(1, v)
        )
        versions = f"<h3>Previous versions</h3><ul>{olds}</ul>" if olds else ""
        main = (
            f'<h1 class="highwire-cite-title">{escape(title)}</h1><div class="highwire-cite-metadata">doi: '
            f'<a href="http://doi.test/10.99101/{pid}">10.99101/{pid}</a></div>{tabs}{versions}'
            f'<div class="cite">Download citation: <a href="/highwire/citation/{nid}/bibtext">BibTeX</a> '
            f'<a href="/highwire/citation/{nid}/ris">RIS</a></div>'
            '<p>Subject Area: <a href="/collection/developmental-biology">Developmental Biology</a></p>'
            '<p><a href="/content/10.99101/2025.01.12.500001v1">Related: A zebrafish neuromast atlas</a></p>'
        )
        head = f'<meta name="citation_title" content="{escape(title)}"><meta name="citation_pdf_url" content="{RXIV.url(cur + ".full.pdf")}">'
        for p in truth | services:
            if p.endswith(".pdf"):
                pages[p] = pdf_file(title)
            elif p.endswith(".xlsx"):
                pages[p] = data(
                    b"PK\x03\x04 xlsx",
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                )
            elif "/highwire/citation/" in p:
                pages[p] = data(f"@article {{{nid}, title = {{{title}}}}}", "text/plain")
            elif p.endswith(".supplementary-material"):
                pages[p] = RXIV.page(
                    title,
                    f'{tabs}<h2>Supplementary Material</h2><a href="{media}">media-1.xlsx</a>',
                )
            elif p == cur:
                pages[p] = RXIV.page(title, main, head=head)
            else:
                pages[p] = RXIV.page(title, f"<h1>{escape(title)}</h1>{tabs}")
    pages["/content/10.99101/2025.01.12.500001v1"] = RXIV.page(
        "A zebrafish neuromast atlas", "<h1>A zebrafish neuromast atlas</h1>"
    )
    pages["/collection/developmental-biology"] = RXIV.page(
        "Developmental Biology", "<h1>Developmental Biology</h1>"
    )
    return RXIV.site(pages)


def _rxiv_case(name: str, pid: str) -> Case:
    _t, v = RXIV_PAPERS[pid]
    truth, _s = _rxiv_urls(pid)
    return Case(
        name,
        "bioRxiv-style preprint server",
        "preprint",
        "single_page_plus_ignored",
        RXIV.url(f"/content/10.99101/{pid}v{v}"),
        frozenset(RXIV.url(p) for p in truth),
        lambda: [_rxiv_site()],
        frozenset({RXIV.url("/content/10.99101/2025.01.12.500001v1")}),
    )


# Expected single_page_plus_ignored, the seed's call for bioRxiv.  Truth: the current
# version's abstract, full text, PDF, info/history tab, supplementary tab and its file (two
# hops: the tab lists it), citation downloads, and the earlier versions' abstract and PDF (a
# preprint's versions are one work; disputable — each version has its own URI and could be
# taken as its own artifact).  The metrics tab is a statistics service; subject collection
# and related preprint are others.
RXIV_VERSIONED = _rxiv_case("biorxiv-style-preprint-v2", "2025.03.04.512345")
RXIV_SINGLE = _rxiv_case("biorxiv-style-preprint-v1", "2025.06.19.520811")


# --- A lab's project website (Hugo), its own host: the whole site is the artifact.
LAB_HOST = "tidewatch.morlaix-lab.hx14.example"
LAB_PAGES = {
    "/": "TideWatch: community tide observation on the Morlaix estuary",
    "/about/": "About the project",
    "/team/": "Team",
    "/data/": "Data",
    "/publications/": "Publications",
    "/news/": "News",
    "/news/2025-field-season/": "2025 field season report",
    "/news/volunteer-training/": "Volunteer training days",
}


def _lab_page(path: str) -> str:
    title = LAB_PAGES[path]
    nav = anchor_list(
        [(p, t.split(":")[0]) for p, t in LAB_PAGES.items() if p.count("/") == 2 or p == "/"],
        "menu",
    )
    body = f"<h1>{escape(title)}</h1>"
    if path == "/news/":
        body += anchor_list(
            [(p, t) for p, t in LAB_PAGES.items() if p.startswith("/news/") and p != "/news/"]
        )
    if path == "/publications/":
        body += '<a href="/publications/tidewatch-report-2024.pdf">Annual report 2024 (PDF)</a>'
    if path == "/data/":
        body += (
            '<a href="/data/tidewatch-observations-2024.csv">Observations 2024 (CSV)</a> '
            '<a href="http://data.morlaix-univ.test/records/tw-2024">Archived copy at the university repository</a>'
        )
    if path == "/team/":
        body += '<a href="http://www.morlaix-univ.test/people/yann-le-goff">Yann Le Goff</a>'
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="generator" content="Hugo 0.125.4"><title>{escape(title)} | TideWatch</title>
<link rel="stylesheet" href="/css/main.min.css"><link rel="alternate" type="application/rss+xml" href="/index.xml"></head>
<body><header><a href="/"><img src="/images/logo.svg" alt="TideWatch"></a>{nav}</header><main>{body}</main>
<footer>Funded by <a href="http://www.regional-research-council.test/">the Regional Research Council</a> ·
<a href="http://www.morlaix-univ.test/">Morlaix University</a> · Built with <a href="http://gohugo.test/">Hugo</a></footer></body></html>"""


def _lab_site() -> Site:
    site = Site(LAB_HOST)
    for p in LAB_PAGES:
        site.add(p, _lab_page(p))
    site.add(
        "/index.xml",
        data("<rss><channel><title>TideWatch</title></channel></rss>", "application/rss+xml"),
    )
    site.add("/publications/tidewatch-report-2024.pdf", pdf_file("TideWatch annual report 2024"))
    site.add("/data/tidewatch-observations-2024.csv", Response.data(b"time,height_m\n", "text/csv"))
    site.add("/css/main.min.css", Response.data(b"body{}", "text/css"))
    site.add(
        "/images/logo.svg",
        Response.data(b"<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"),
    )
    return site


# Expected path_based, the seed's Silk case: a project site on its own host is the artifact,
# every URI under "/".  Truth: all pages, the RSS feed, the report and the CSV.  Funder,
# university and the archived data record are outside (other hosts, other artifacts).
LAB_SITE = Case(
    "lab-project-website",
    "Hugo lab project site",
    "project website",
    "path_based",
    f"http://{LAB_HOST}/",
    frozenset(
        {f"http://{LAB_HOST}{p}" for p in LAB_PAGES}
        | {
            f"http://{LAB_HOST}/index.xml",
            f"http://{LAB_HOST}/publications/tidewatch-report-2024.pdf",
            f"http://{LAB_HOST}/data/tidewatch-observations-2024.csv",
        }
    ),
    lambda: [_lab_site()],
)
