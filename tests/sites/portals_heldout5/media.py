"""Slides, video-protocol and notebook hosts under unfamiliar host names.

Slides (seed row Slideshare: **path_based**): a deck /<user>/<deck> whose slide pages
(/<user>/<deck>/slide/<n>, each linking the next), transcript and PDF download all sit
under the deck's path.  Truth: those.  Not in it: the author's profile (a prefix of the
deck's path, not under it), a sibling deck whose slug extends this one's
(coastal-erosion-models-2024-workshop: `others`), related decks, categories.

Video protocol (seed row JoVE: **single_page_plus_ignored**): the video page links the
video file on a media host, the caption track, the transcript, the materials list and a
citation export, all one hop away and at unrelated paths.  Truth: those and the page.  Not
in it: related videos, subject listings, subscription pages, author searches.

Notebook viewer (a rendered notebook, its .ipynb and its data file: one hop, different
paths, so **single_page_plus_ignored**).  Not in it: the notebook it was forked from
(`others`), the external "run" service, the notebook's author page.
"""

from __future__ import annotations

from html import escape

from sites.portals._portal import Case

from ._skin import Skin, a, blob, export, file_host, share, ul

# --- slides --------------------------------------------------------------------------------

DECKS = "decks.quillon.hx5.example"
DECK = "/mirela-oduya/coastal-erosion-models-2024"
SLIDES = 4


def _deck_sites():
    skin = Skin(
        host=DECKS,
        name="Quillon Decks",
        shell="""<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}
<link rel="stylesheet" href="/_next/static/css/5e1f0c.css"></head><body><div id="__next">
<header class="Header_root__x1"><a href="/" class="Header_logo__q2">{name}</a><form action="{search}"><input name="searchfrom" placeholder="Search"></form>
{nav}<a href="/login" class="Header_login__r4">Log in</a> <a href="/signup">Sign up</a></header>
<main class="Page_main__p9">{main}</main><footer class="Footer_root__f0">{footer}</footer></div>
<script src="/_next/static/chunks/main-9b2c41.js" async></script></body></html>""",
        title_fmt="{t} | {n}",
        head='<meta property="og:site_name" content="Quillon Decks"><meta name="next-head-count" content="4">',
        nav=[("/explore", "Explore"), ("/upload", "Upload"), ("/categories", "Categories")],
        footer=[
            ("/about", "About"),
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/help", "Help"),
        ],
        assets=["/_next/static/css/5e1f0c.css", "/_next/static/chunks/main-9b2c41.js"],
        search="/search",
    )
    title = "Coastal erosion models: what the 2024 storms taught us"
    author = f'<div class="Author_root">{a("/mirela-oduya", "Mirela Oduya")} {a("/mirela-oduya/followers", "Follow")}</div>'
    player = f'<div class="Player_root"><img src="/_next/static/media/slide-1-thumb.png" alt="slide 1">{a(f"{DECK}/slide/1", "Start slideshow")}</div>'
    related = ul(
        [
            (f"{DECK}-workshop", "Coastal erosion models 2024: workshop handout"),
            ("/haruto-sakai/dune-migration-lidar", "Dune migration from LiDAR"),
        ],
        "Related_list",
    )
    main = (
        f"<h1>{escape(title)}</h1>{author}{player}"
        f'<div class="Actions">{a(f"{DECK}/download", "Download PDF")} {a(f"{DECK}/transcript", "Transcript")}</div>'
        f'<div class="Category">{a("/categories/science", "Science")}</div>{share(skin.url(DECK))}<aside>{related}</aside>'
    )
    pages: dict = {
        DECK: skin.page(title, main),
        "/_next/static/media/slide-1-thumb.png": blob("png", "thumb"),
    }
    for n in range(1, SLIDES + 1):
        nxt = a(f"{DECK}/slide/{n + 1}", "Next slide") if n < SLIDES else a(DECK, "Back to deck")
        pages[f"{DECK}/slide/{n}"] = skin.page(
            f"{title} (slide {n})", f"<h1>Slide {n}</h1><p>Slide {n} text.</p>{nxt}"
        )
    pages[f"{DECK}/transcript"] = skin.page(
        f"{title}: transcript", "<ol><li>Slide 1 text.</li></ol>" + a(DECK, "Deck")
    )
    pages[f"{DECK}/download"] = blob("pdf", title)
    for p in (
        "/explore",
        "/upload",
        "/categories",
        "/about",
        "/terms",
        "/privacy",
        "/help",
        "/search",
        "/login",
        "/signup",
        "/mirela-oduya",
        "/mirela-oduya/followers",
        f"{DECK}-workshop",
        "/haruto-sakai/dune-migration-lidar",
        "/categories/science",
    ):
        pages[p] = skin.page(
            p.strip("/").split("/")[-1].replace("-", " ").title(), f"<h1>{escape(p)}</h1>"
        )
    return [skin.site(pages)]


def _deck_truth() -> frozenset[str]:
    paths = [
        DECK,
        f"{DECK}/transcript",
        f"{DECK}/download",
        *(f"{DECK}/slide/{n}" for n in range(1, SLIDES + 1)),
    ]
    return frozenset(f"http://{DECKS}{p}" for p in paths)


# --- video protocols ---------------------------------------------------------------------

VID = "protocols.orrin-visual.hx5.example"
VMEDIA = "media.orrin-visual.hx5.example"
VPAGE = "/v/61234/soil-core-extraction-from-peatlands"
VTITLE = "Soil Core Extraction from Peatlands with a Russian Corer"
VMEMBERS = [
    "/v/61234/transcript",
    "/v/61234/captions/en.vtt",
    "/files/materials/61234_materials.pdf",
    "/v/61234/cite?format=ris",
]


def _video_sites():
    skin = Skin(
        host=VID,
        name="Orrin Visual Protocols",
        shell="""<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}
<link rel="stylesheet" href="/assets/css/orrin.min.css?v=88"></head><body class="video-page">
<div class="top-bar"><a href="/" id="logo">{name}</a><ul id="main-menu">{nav}</ul>
<form id="search" action="{search}"><input name="q"></form><a href="/account/signin" id="signin">Sign in</a>
<a href="/subscribe" class="btn-trial">Request trial</a></div><div id="page">{main}</div>
<div id="footer">{footer}</div><script src="/assets/js/orrin-player.min.js?v=88"></script></body></html>""",
        title_fmt="{t} | {n}",
        head='<meta property="og:type" content="video.other"><meta property="og:site_name" content="Orrin Visual Protocols">',
        nav=[
            ("/subjects", "Subjects"),
            ("/collections", "Collections"),
            ("/authors/publish", "Publish"),
            ("/about", "About"),
        ],
        footer=[("/privacy", "Privacy"), ("/terms", "Terms"), ("/contact", "Contact")],
        assets=["/assets/css/orrin.min.css?v=88", "/assets/js/orrin-player.min.js?v=88"],
        search="/search",
    )
    mp4 = f"http://{VMEDIA}/61234/61234_720p.mp4"
    main = f"""<div class="video-header"><h1>{escape(VTITLE)}</h1><p>{a("/search?author=Naomi+Ferreira", "Naomi Ferreira")}, Orrin Institute</p></div>
<div class="player"><video controls poster="/assets/img/poster-61234.png"><source src="{mp4}" type="video/mp4">
<track kind="captions" src="/v/61234/captions/en.vtt" srclang="en"></video>
<ul class="chapters"><li><a href="#ch1">Introduction</a></li><li><a href="#ch2">Protocol</a></li></ul></div>
<div class="video-tools">{a(mp4, "Download video")} {a("/v/61234/captions/en.vtt", "Captions (VTT)")}
{a("/v/61234/transcript", "Transcript")} {a("/files/materials/61234_materials.pdf", "Materials list")}
{a("/v/61234/cite?format=ris", "Cite (RIS)")}</div>
<div class="related-videos"><h3>Related videos</h3>{ul([("/v/60001/peat-bulk-density", "Peat Bulk Density"), ("/v/59410/pollen-extraction", "Pollen Extraction")])}</div>
<div class="subject">{a("/subjects/environment", "Environment")}</div>{share(skin.url(VPAGE))}"""
    pages: dict = {
        VPAGE: skin.page(VTITLE, main),
        "/assets/img/poster-61234.png": blob("png", "poster"),
    }
    pages["/v/61234/transcript"] = skin.page(
        f"{VTITLE}: transcript", f"<h1>{escape(VTITLE)}</h1><p>Transcript...</p>{a(VPAGE, 'Video')}"
    )
    pages["/v/61234/captions/en.vtt"] = blob("vtt", "captions")
    pages["/files/materials/61234_materials.pdf"] = blob("pdf", "materials")
    pages["/v/61234/cite?format=ris"] = export("ris", VTITLE, "61234")
    for p in (
        "/subjects",
        "/collections",
        "/authors/publish",
        "/about",
        "/privacy",
        "/terms",
        "/contact",
        "/search",
        "/account/signin",
        "/subscribe",
        "/v/60001/peat-bulk-density",
        "/v/59410/pollen-extraction",
        "/subjects/environment",
    ):
        pages[p] = skin.page(
            p.strip("/").split("/")[-1].replace("-", " ").title(), f"<h1>{escape(p)}</h1>"
        )
    return [skin.site(pages), file_host(VMEDIA, {"/61234/61234_720p.mp4": blob("mp4", "video")})]


# --- notebook viewer ---------------------------------------------------------------------

NB = "notebooks.calder-institute.hx5.example"
NBPAGE = "/n/7f3a2b/ferry-salinity-analysis"
NBMEMBERS = ["/n/7f3a2b/ferry-salinity-analysis.ipynb", "/n/7f3a2b/files/ferry_salinity.csv"]


def _nb_sites():
    skin = Skin(
        host=NB,
        name="Calder Notebooks",
        shell="""<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}
<link rel="stylesheet" href="/static/build/styles.css"><script src="/static/components/requirejs/require.js"></script></head>
<body class="nbviewer"><nav class="navbar navbar-default"><a class="navbar-brand" href="/">{name}</a>{nav}
<form action="{search}"><input name="q" placeholder="Find a notebook"></form><a href="/hub/login">Sign in</a></nav>
<div class="container container-main">{main}</div><footer class="footer">{footer}</footer></body></html>""",
        title_fmt="{t} | {n}",
        head='<meta name="generator" content="nbconvert 7.16">',
        nav=[("/explore", "Explore"), ("/faq", "FAQ"), ("/about", "About")],
        footer=[("/privacy", "Privacy"), ("/status", "Service status")],
        assets=["/static/build/styles.css", "/static/components/requirejs/require.js"],
        search="/search",
    )
    main = f"""<div class="notebook-header"><h1>Ferry salinity analysis</h1>
<p>by {a("/u/ekarlsson", "E. Karlsson")} · forked from {a("/n/19cc02/ferry-transect-template", "ferry-transect-template")}</p>
<div class="btn-group">{a(NBMEMBERS[0], "Download notebook")} {a("http://binder.calder.test/v2/n/7f3a2b", "Run")}</div></div>
<div id="notebook-container"><div class="cell text_cell"><p>Data: {a(NBMEMBERS[1], "ferry_salinity.csv")}</p></div>
<div class="cell code_cell"><pre>df = pd.read_csv("ferry_salinity.csv")</pre></div></div>{share(skin.url(NBPAGE))}"""
    pages: dict = {NBPAGE: skin.page("Ferry salinity analysis", main)}
    pages[NBMEMBERS[0]] = blob("ipynb", "nb")
    pages[NBMEMBERS[1]] = blob("csv", "data")
    for p in (
        "/explore",
        "/faq",
        "/about",
        "/privacy",
        "/status",
        "/search",
        "/hub/login",
        "/u/ekarlsson",
        "/n/19cc02/ferry-transect-template",
    ):
        pages[p] = skin.page(
            p.strip("/").split("/")[-1].replace("-", " ").title(), f"<h1>{escape(p)}</h1>"
        )
    return [skin.site(pages)]


CASES: list[Case] = [
    Case(
        name="hx5_slide_deck",
        imitates="Slides host",
        artifact_class="multi-hop",
        expected="path_based",
        entry=f"http://{DECKS}{DECK}",
        truth=_deck_truth(),
        build=_deck_sites,
        others=frozenset({f"http://{DECKS}{DECK}-workshop"}),
    ),
    Case(
        name="hx5_video_protocol",
        imitates="Video protocols host",
        artifact_class="single hop",
        expected="single_page_plus_ignored",
        entry=f"http://{VID}{VPAGE}",
        truth=frozenset(
            [f"http://{VID}{VPAGE}", f"http://{VMEDIA}/61234/61234_720p.mp4"]
            + [f"http://{VID}{p}" for p in VMEMBERS]
        ),
        build=_video_sites,
    ),
    Case(
        name="hx5_notebook_viewer",
        imitates="Notebook viewer",
        artifact_class="single hop",
        expected="single_page_plus_ignored",
        entry=f"http://{NB}{NBPAGE}",
        truth=frozenset(f"http://{NB}{p}" for p in [NBPAGE, *NBMEMBERS]),
        build=_nb_sites,
        others=frozenset({f"http://{NB}/n/19cc02/ferry-transect-template"}),
    ),
]
