"""heldout74's event and teaching portals: conference websites on their own subdomains, a
slide-sharing service, a professor's hand-written talk pages and a lecture-video library."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, bare_site, binary, image, pdf_file, text_file, ul

# ------------------------------------------------ conference websites (one subdomain each)

CONF_ORG = "confhub-fennwick"


def _conf_page(host: str, name: str, nav: list[tuple[str, str]], title: str, main: str) -> str:
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)} - {escape(name)}</title>
<link rel="stylesheet" href="/theme/conf.css"><script src="http://cdn.fontfarm.test/loader.js"></script></head>
<body><header class="hero"><a href="/">{escape(name)}</a><nav>{ul(nav)}</nav>
<a class="cta" href="http://tickets.eventpay.test/e/{host.split(".")[0]}">Register</a></header>
<main>{main}</main><footer>Organised by the <a href="http://news.fennwick-cs.hx74.example/events">
Fennwick CS department</a> &middot; <a href="http://www.fennwick-univ.test/privacy">Privacy</a></footer>
</body></html>"""


def _conf_site(slug: str, name: str, rich: bool) -> tuple[Site, list[str]]:
    """The whole subdomain is the artifact; returns the site and its artifact paths."""
    host = f"{slug}.{CONF_ORG}.hx74.example"
    nav = [
        ("/call-for-papers/", "Call for papers"),
        ("/program/", "Program"),
        ("/committee/", "Committee"),
        ("/venue/", "Venue & travel"),
    ]
    if rich:
        nav += [("/proceedings/", "Proceedings"), ("/news/", "News"), ("/gallery/", "Photos")]
    pages: dict[str, PageValue] = {
        "/": _conf_page(host, name, nav, "Home", f"<h1>{escape(name)}</h1><p>Welcome.</p>"),
        "/call-for-papers/": _conf_page(
            host,
            name,
            nav,
            "Call for papers",
            '<h1>CfP</h1><a href="/files/cfp.pdf">CfP as PDF</a>',
        ),
        "/files/cfp.pdf": pdf_file(name + " call for papers", "Deadline: 1 March"),
        "/committee/": _conf_page(host, name, nav, "Committee", "<h1>Programme committee</h1>"),
        "/venue/": _conf_page(host, name, nav, "Venue", "<h1>Venue</h1><img src='/theme/map.png'>"),
    }
    sessions = 6 if rich else 2
    prog = ul(
        [(f"/program/session-{i}/", f"Session {i}") for i in range(1, sessions + 1)]
        + [("/program/keynotes/", "Keynotes"), ("/files/program.pdf", "Program (PDF)")]
    )
    if rich:
        prog += ul([("/program/?day=2", "Day 2"), ("/program/?day=3", "Day 3")])
        for d in (2, 3):
            pages[f"/program/?day={d}"] = _conf_page(
                host, name, nav, f"Program day {d}", f"<h1>Day {d}</h1>{prog}"
            )
    pages["/program/"] = _conf_page(host, name, nav, "Program", f"<h1>Program</h1>{prog}")
    pages["/program/keynotes/"] = _conf_page(host, name, nav, "Keynotes", "<h1>Keynotes</h1>")
    pages["/files/program.pdf"] = pdf_file(name + " program", "Day 1", "Day 2")
    for i in range(1, sessions + 1):
        papers = (
            [(f"/proceedings/paper-{i:02d}{k}.pdf", f"Paper {i}{k}") for k in "ab"] if rich else []
        )
        pages[f"/program/session-{i}/"] = _conf_page(
            host, name, nav, f"Session {i}", f"<h1>Session {i}</h1>{ul(papers)}"
        )
        for p, t in papers:
            pages[p] = pdf_file(t, name)
    if rich:
        pages["/proceedings/"] = _conf_page(
            host,
            name,
            nav,
            "Proceedings",
            "<h1>Proceedings</h1>" + ul([("/proceedings/front-matter.pdf", "Front matter")]),
        )
        pages["/proceedings/front-matter.pdf"] = pdf_file(name + " proceedings", "Preface")
        posts = [
            ("/news/2026-02-accepted/", "Accepted papers"),
            ("/news/2026-04-awards/", "Awards"),
        ]
        pages["/news/"] = _conf_page(host, name, nav, "News", "<h1>News</h1>" + ul(posts))
        for p, t in posts:
            pages[p] = _conf_page(host, name, nav, t, f"<h1>{t}</h1>")
        pages["/gallery/"] = _conf_page(
            host,
            name,
            nav,
            "Photos",
            "<h1>Photos</h1><img src='/theme/g1.png'><img src='/theme/g2.png'>",
        )
    artifact = sorted(pages)
    pages["/theme/conf.css"] = Response.data(b"header{background:#123}\n", "text/css")
    for img in ("map", "g1", "g2"):
        pages[f"/theme/{img}.png"] = image((10, 140, 90))
    return Site(host, pages), artifact


def conf_build() -> list[Site]:
    return [_conf_site(s, n, r)[0] for s, n, r in CONFS]


CONFS = [
    ("arcsys2026", "Workshop on Archival Systems 2026", False),
    ("dhwinter26", "Digital Humanities Winter School 2026", True),
]


def _conf_case(name: str, i: int, detail: str) -> Case:
    site, paths = _conf_site(*CONFS[i])
    return case(
        name,
        f"conference website ({detail})",
        "Multi-Hop",
        # Silk-like in the seed: the whole subdomain is the artifact, the path is "/" ->
        # Path-Based, without externals (registration and department links are not it)
        "path_based",
        site.url("/"),
        [site.url(p) for p in paths],
        conf_build,
    )


# ------------------------------------------------ slide sharing (Slideshare-like)

SL = Chrome(
    "slides.deckhive.hx74.example",
    "DeckHive",
    [("/explore", "Explore"), ("/upload", "Upload"), ("/pricing", "Pro")],
    [("/about", "About"), ("/legal/terms", "Terms"), ("/legal/cookies", "Cookie policy")],
    title_format="{title} | {name}",
    login="/login",
)
DECKS = {
    ("kmori", "web-archiving-101"): ("Web archiving 101", 4),
    ("kmori", "provenance-for-crawlers"): ("Provenance for crawlers", 3),
    ("lindqvist", "research-data-management-for-phd-students"): (
        "Research data management for PhD students",
        12,
    ),
}


def _deck_paths(user: str, slug: str) -> list[str]:
    n = DECKS[(user, slug)][1]
    base = f"/{user}/{slug}"
    return [
        base,
        *(f"{base}/slide-{i}" for i in range(1, n + 1)),
        f"{base}/download",
        f"{base}/transcript",
    ]


def sl_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    users = {u for u, _s in DECKS}
    for (user, slug), (title, n) in DECKS.items():
        base = f"/{user}/{slug}"
        more = ul(
            [(f"/{u}/{s}", t) for (u, s), (t, _n) in DECKS.items() if u == user and s != slug]
        )
        thumbs = ul([(f"{base}/slide-{i}", f"Slide {i}") for i in range(1, n + 1)])
        pages[base] = SL.page(
            title,
            (
                f'<h1>{escape(title)}</h1><p>by <a href="/{user}">{user}</a></p>'
                f'<div class="player"><img src="http://img.deckcdn.test/{slug}/1.jpg" alt=""></div>'
                f'{thumbs}<p><a href="{base}/download">Download PDF</a> '
                f'<a href="{base}/transcript">Transcript</a></p>'
                f"<aside><h2>More from {user}</h2>{more}</aside>"
            ),
            share=SL.url(base),
        )
        for i in range(1, n + 1):
            nav = [(base, "Back to deck")]
            if i < n:
                nav.append((f"{base}/slide-{i + 1}", "Next slide"))
            pages[f"{base}/slide-{i}"] = SL.page(
                f"{title} - slide {i}", f"<h1>Slide {i}</h1>{ul(nav)}"
            )
        pages[f"{base}/download"] = pdf_file(title, *(f"Slide {i}" for i in range(1, n + 1)))
        pages[f"{base}/transcript"] = SL.page(f"{title} - transcript", "<h1>Transcript</h1>")
    for u in users:
        decks = ul([(f"/{u}/{s}", t) for (uu, s), (t, _n) in DECKS.items() if uu == u])
        pages[f"/{u}"] = SL.page(u, f"<h1>{u}</h1>{decks}")
    return [SL.site(pages)]


def _sl_case(name: str, user: str, slug: str, detail: str) -> Case:
    return case(
        name,
        f"slide sharing service ({detail})",
        "Multi-Hop",
        # Slideshare in the seed's table: every slide, transcript and the download sit under
        # the deck's own path -> Path-Based
        "path_based",
        SL.url(f"/{user}/{slug}"),
        [SL.url(p) for p in _deck_paths(user, slug)],
        sl_build,
        others=[SL.url(f"/{u}/{s}") for (u, s) in DECKS if u == user and s != slug],
    )


# ------------------------------------------------ a professor's own talk pages

STAFF = "staff.hallbeck-univ.hx74.example"
MEDIA = "media.hallbeck-stream.hx74.example"
TALKS = {
    "ipres2026": ("Keeping the crawl honest (iPRES 2026)", ["slides.pdf", "handout.pdf"], []),
    "dlf2026": (
        "What a scholarly artifact is (DLF Forum 2026)",
        ["slides.pdf", "speaker-notes.txt", "demo-dataset.zip", "talk.bib"],
        ["88213.mp4", "88213.vtt"],
    ),
}


def _talk_links(key: str) -> list[str]:
    _t, files, media = TALKS[key]
    return [f"http://{STAFF}/~kmori/talks/{key}/{f}" for f in files] + [
        f"http://{MEDIA}/v/{m}" for m in media
    ]


def talk_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    media: dict[str, PageValue] = {}
    for key, (title, files, vids) in TALKS.items():
        items = "".join(
            f'<li><a href="{u}">{u.rsplit("/", 1)[1]}</a></li>' for u in _talk_links(key)
        )
        pages[f"/~kmori/talks/{key}.html"] = (
            f"<html><head><title>{escape(title)}</title></head><body><h2>{escape(title)}</h2>"
            f"<p>K. Mori, invited talk.</p><ul>{items}</ul><hr><address>kmori at hallbeck</address>"
            "</body></html>"
        )
        for f in files:
            p = f"/~kmori/talks/{key}/{f}"
            pages[p] = (
                pdf_file(title, f)
                if f.endswith(".pdf")
                else binary(key + f)
                if f.endswith(".zip")
                else text_file(f"{title}\n{f}\n")
            )
        for v in vids:
            media[f"/v/{v}"] = (
                binary(v, "video/mp4")
                if v.endswith(".mp4")
                else text_file("WEBVTT\n\n00:00.000 --> 00:05.000\nHello\n", "text/vtt")
            )
    return [bare_site(STAFF, pages), bare_site(MEDIA, media)]


def _talk_case(name: str, key: str, detail: str) -> Case:
    entry = f"http://{STAFF}/~kmori/talks/{key}.html"
    return case(
        name,
        f"professor's talk page ({detail})",
        "Single Hop",
        # a hand-written page with no site chrome at all: everything it links is the talk's
        # material, one hop away -> Single Page+ (nothing to ignore)
        "single_page_plus",
        entry,
        [entry, *_talk_links(key)],
        talk_build,
    )


# ------------------------------------------------ lecture-video library (JoVE-like)

LV = Chrome(
    "www.lectiovid.hx74.example",
    "Lectio Video Library",
    [("/browse", "Browse"), ("/subjects", "Subjects"), ("/institutions", "For institutions")],
    [("/about", "About"), ("/help", "Help"), ("/terms", "Terms")],
    title_format="{title} | {name}",
)
LV_CDN = "dl.lectio-cdn.hx74.example"
VIDEOS = {
    "64120": ("knot-tying-for-field-hydrology", "Knot tying for field hydrology", False),
    "64311": ("calibrating-a-benchtop-spectrometer", "Calibrating a benchtop spectrometer", True),
    "63990": ("pipetting-viscous-liquids", "Pipetting viscous liquids", False),
    "64002": ("sterile-field-setup", "Sterile field setup", False),
}


def _lv_members(vid: str) -> tuple[list[str], list[str]]:
    slug, _t, rich = VIDEOS[vid]
    local = [f"/v/{vid}/{slug}/transcript", f"/v/{vid}/{slug}/materials", f"/v/{vid}/cite.ris"]
    if rich:
        local.append(f"/v/{vid}/{slug}/protocol.pdf")
        return local, [
            f"http://{LV_CDN}/{vid}/{q}" for q in ("1080p.mp4", "720p.mp4", "captions-en.vtt")
        ]
    return local + [f"/media/{vid}/720p.mp4"], []


def lv_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    for vid, (slug, title, _r) in VIDEOS.items():
        local, ext = _lv_members(vid)
        related = ul([(f"/v/{v}/{s}", t) for v, (s, t, _x) in VIDEOS.items() if v != vid][:2])
        pages[f"/v/{vid}/{slug}"] = LV.page(
            title,
            (
                f'<h1>{escape(title)}</h1><video poster="/media/{vid}/poster.png" controls></video>'
                + ul([(p, p.rsplit("/", 1)[1]) for p in local + ext])
                + f'<button data-share="{vid}">Share</button><aside><h2>Related videos</h2>{related}</aside>'
            ),
        )
        pages[f"/media/{vid}/poster.png"] = image((200, 120, 0))
        for p in local:
            if p.endswith(".ris"):
                pages[p] = text_file(f"TY  - VIDEO\nTI  - {title}\nER  -\n")
            elif p.endswith(".pdf"):
                pages[p] = pdf_file(title, "Protocol")
            elif p.endswith(".mp4"):
                pages[p] = binary(vid, "video/mp4")
            else:
                pages[p] = LV.page(f"{title} - {p.rsplit('/', 1)[1]}", f"<h1>{escape(title)}</h1>")
        for u in ext:
            cdn["/" + u.split("/", 3)[3]] = (
                binary(u, "video/mp4") if u.endswith(".mp4") else text_file("WEBVTT\n", "text/vtt")
            )
    LV.home_main = "<h1>Lectio</h1><h2>New videos</h2>" + ul(
        [(f"/v/{v}/{s}", t) for v, (s, t, _x) in VIDEOS.items()]
    )
    return [LV.site(pages), bare_site(LV_CDN, cdn)]


def _lv_case(name: str, vid: str, detail: str) -> Case:
    slug = VIDEOS[vid][0]
    entry = LV.url(f"/v/{vid}/{slug}")
    local, ext = _lv_members(vid)
    related = [LV.url(f"/v/{v}/{s}") for v, (s, _t, _x) in VIDEOS.items() if v != vid][:2]
    return case(
        name,
        f"lecture video library ({detail})",
        "Single Hop",
        # JoVE in the seed's table: the video page plus what it links (transcript, materials,
        # downloads), minus menus; related videos are featured on the homepage ->
        # Single Page+ with Ignores
        "single_page_plus_ignored",
        entry,
        [entry, *(LV.url(p) for p in local), *ext],
        lv_build,
        others=related,
    )


CASES: list[Case] = [
    _conf_case("conf-arcsys", 0, "small workshop site"),
    _conf_case("conf-dh-winter", 1, "winter school with sessions, proceedings and news"),
    _sl_case("sl-web-archiving-101", "kmori", "web-archiving-101", "short deck"),
    _sl_case(
        "sl-rdm-phd",
        "lindqvist",
        "research-data-management-for-phd-students",
        "twelve-slide deck with transcript",
    ),
    _talk_case("talk-ipres", "ipres2026", "slides and handout"),
    _talk_case("talk-dlf", "dlf2026", "notes, data, citation and a recording on a media host"),
    _lv_case("lv-knots", "64120", "video with transcript and materials"),
    _lv_case("lv-spectrometer", "64311", "video with protocol and CDN downloads"),
]
