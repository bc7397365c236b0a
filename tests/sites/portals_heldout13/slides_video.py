"""Slide hosts, video hosts, a video journal and a podcast, under unfamiliar names.

Deckvault imitates Slideshare (path-based decks whose slides are pages of their own),
Labreel imitates Benchfly (one page per video, the stream embedded from a media CDN),
Protocolvision imitates JoVE (a protocol video with its article PDF, materials list and
citation one hop away), Fieldsound imitates Story Collider (one page per audio episode).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case

from ._kit import Shell, a, blob, doc, files_site, ris, ul

# --- Deckvault (Slideshare-like) -------------------------------------------------------

DV = Shell(
    host="www.deckvault.hx13.example",
    name="Deckvault",
    nav=(
        ("/explore", "Explore"),
        ("/c/science", "Science"),
        ("/c/education", "Education"),
        ("/upload", "Upload"),
    ),
    footer=(
        ("/about", "About"),
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/blog", "Blog"),
        ("/jobs", "Careers"),
    ),
    title_format="{title} - deck by {name}",
    layout="top",
    assets="/_dv",
)
DV_CDN = "http://media.deckvault-cdn.hx13.example"

# (user, slug-id, title, slides, has transcript)
DECKS = [
    (
        "mkowalczyk",
        "coastal-sediment-transport-storm-surges-48812",
        "Coastal Sediment Transport Under Storm Surges",
        4,
        False,
    ),
    (
        "tara-osei",
        "reproducible-pipelines-snakemake-workshop-51207",
        "Reproducible Pipelines with Snakemake: A Hands-on Workshop",
        3,
        True,
    ),
]
DV_OTHERS = [
    ("jlindqvist", "sediment-budgets-baltic-lagoons-40031", "Sediment Budgets of Baltic Lagoons"),
    ("hydro-lab-uu", "storm-surge-modelling-101-39920", "Storm Surge Modelling 101"),
    ("r-fernandes", "workflow-managers-compared-50118", "Workflow Managers Compared"),
]


def _dv_related() -> str:
    return (
        "<h3>Related decks</h3>"
        + ul([(f"/p/{u}/{s}/", t) for u, s, t in DV_OTHERS])
        + "<h3>Trending in Science</h3>"
        + ul(
            [
                ("/p/hydro-lab-uu/storm-surge-modelling-101-39920/", "Storm Surge Modelling 101"),
                ("/trending", "See all trending"),
            ]
        )
    )


def _deckvault() -> list[Site]:
    pages: dict[str, str | bytes] = {}
    cdn: dict[str, bytes] = {}
    for user, slug, title, n, transcript in DECKS:
        base = f"/p/{user}/{slug}/"
        for i in range(1, n + 1):
            cdn[f"/slides/{slug}/{i}-1024.png"] = png(32, 18)
            nav = " ".join(a(f"{base}slide/{j}", str(j)) for j in range(1, n + 1) if j != i)
            pages[f"{base}slide/{i}"] = DV.page(
                f"{title} (slide {i})",
                f'<h1>{escape(title)}</h1><img src="{DV_CDN}/slides/{slug}/{i}-1024.png" '
                f'alt="slide {i}"><p class="notes">Speaker notes for slide {i}.</p>'
                f"<p>Go to slide {nav} · {a(base, 'Back to deck')}</p>",
            )
        strip = "".join(
            f'<a href="{base}slide/{i}"><img src="{DV_CDN}/slides/{slug}/{i}-1024.png" '
            f'alt="{i}"></a>'
            for i in range(1, n + 1)
        )
        extra = a(f"{base}transcript", "Read the transcript") if transcript else ""
        pages[base] = DV.page(
            title,
            f'<div class="deck"><h1>{escape(title)}</h1>'
            f'<p class="by">by {a(f"/p/{user}/", user)} · {a(f"/p/{user}/followers", "Follow")}'
            f'</p><div class="strip">{strip}</div>'
            f"<p>{a(f'{base}download.pdf', 'Download PDF')} {extra} "
            f"{a(f'{base}report', 'Report this deck')}</p>"
            "<p>Licence: CC BY 4.0</p>"
            f'<p class="tags">Tags: {a("/tags/coastal", "coastal")} '
            f"{a('/tags/workshop', 'workshop')} {a('/tags/open-science', 'open-science')}</p>"
            f'<textarea readonly>&lt;iframe src="{DV.origin}{base}embed"&gt;</textarea></div>',
            aside=_dv_related(),
        )
        pages[f"{base}download.pdf"] = doc(title, f"Slides by {user}")
        pages[f"{base}report"] = DV.page("Report content", "<h1>Report this deck</h1><form></form>")
        pages[f"{base}embed"] = f"<!doctype html><title>{escape(title)}</title><div>player</div>"
        if transcript:
            pages[f"{base}transcript"] = DV.page(
                f"{title} (transcript)", f"<h1>{escape(title)}</h1><p>Transcript of the talk.</p>"
            )
        pages[f"/p/{user}/"] = DV.page(user, f"<h1>{user}</h1>{ul([(base, title)])}")
    for user, slug, title in DV_OTHERS:
        pages[f"/p/{user}/{slug}/"] = DV.page(title, f"<h1>{escape(title)}</h1><p>A deck.</p>")
    return [DV.site(pages), files_site("media.deckvault-cdn.hx13.example", cdn)]


def _dv_case(k: int, name: str) -> Case:
    user, slug, title, n, transcript = DECKS[k]
    base = DV.url(f"/p/{user}/{slug}/")
    truth = {base, base + "download.pdf", *(f"{base}slide/{i}" for i in range(1, n + 1))}
    if transcript:
        truth.add(base + "transcript")
    return Case(
        name=name,
        imitates="Slideshare (slide host: Deckvault)",
        artifact_class="Multi-Hop",
        expected="path_based",
        entry=base,
        truth=frozenset(truth),
        build=_deckvault,
        others=frozenset(DV.url(f"/p/{u}/{s}/") for u, s, _ in DV_OTHERS),
    )


# Slideshare is Path-Based in the seed's table: every slide page, the PDF download and the
# transcript live under the deck's path.  The slide images are embedded (from the CDN) so
# they are not artifact URIs.  "Report this deck" also sits under the path but is a form,
# not the deck: it is outside the truth (the seed's "depends on portal" for Path-Based).
# The embed player is only given as iframe code, not linked.
DV_CASES = [
    _dv_case(0, "deckvault-storm-surges"),
    _dv_case(1, "deckvault-snakemake-workshop"),
]

# --- Labreel (Benchfly-like) -----------------------------------------------------------

LR = Shell(
    host="www.labreel.hx13.example",
    name="Labreel",
    nav=(
        ("/browse", "Browse"),
        ("/channels", "Channels"),
        ("/live", "Live"),
        ("/studio", "Upload"),
    ),
    footer=(
        ("/company", "Company"),
        ("/creators", "Creators"),
        ("/tos", "Terms"),
        ("/cookies", "Cookies"),
    ),
    title_format="{title} - Labreel",
    layout="side",
    assets="/s",
    account=(("/accounts/login", "Log in"),),
)
LR_MEDIA = "http://stream.labreel-media.hx13.example"
VIDEOS = [
    (
        "Qx7Lm2",
        "Western Blot Transfer Without Bubbles: Five Tricks",
        "protein-lab-daily",
        ["western-blot", "protein", "tips"],
    ),
    (
        "Zr41Kp",
        "Calibrating a Micropipette Gravimetrically",
        "metrology-bench",
        ["pipetting", "calibration"],
    ),
]
LR_OTHERS = [
    ("Hn20Wq", "Casting Perfect SDS-PAGE Gels"),
    ("Tb88Ya", "How to Read a Safety Data Sheet"),
    ("Pc03Mm", "Micropipette Maintenance in Ten Minutes"),
]


def _labreel() -> list[Site]:
    pages: dict[str, str] = {}
    media: dict[str, bytes] = {}
    for vid, title, channel, tags in VIDEOS:
        media[f"/hls/{vid}/720.mp4"] = blob(vid, 900)
        media[f"/thumbs/{vid}.jpg"] = png(16, 9)
        comments = "".join(
            f"<li>{a(f'/u/{u}', '@' + u)}: {t}</li>"
            for u, t in (("kimlab", "Great tip at 2:10"), ("d_moreau", "Which buffer?"))
        )
        pages[f"/v/{vid}"] = LR.page(
            title,
            f'<video controls poster="{LR_MEDIA}/thumbs/{vid}.jpg">'
            f'<source src="{LR_MEDIA}/hls/{vid}/720.mp4" type="video/mp4"></video>'
            f"<h1>{escape(title)}</h1><p>{a(f'/c/{channel}', channel)} · "
            f"{a(f'/c/{channel}/subscribe', 'Subscribe')}</p>"
            "<p>A short demonstration filmed in our teaching lab. Standard YouTube-like licence.</p>"
            "<p>" + " ".join(a(f"/t/{t}", "#" + t) for t in tags) + "</p>"
            f"<p>Language: {a(f'/v/{vid}?hl=es', 'Español')} {a(f'/v/{vid}?hl=de', 'Deutsch')}</p>"
            f"<h2>Comments</h2><ol>{comments}</ol>",
            aside="<h3>Up next</h3>" + ul([(f"/v/{v}", t) for v, t in LR_OTHERS]),
        )
        pages[f"/c/{channel}"] = LR.page(channel, f"<h1>{channel}</h1>" + a(f"/v/{vid}", title))
    for vid, title in LR_OTHERS:
        pages[f"/v/{vid}"] = LR.page(title, f"<h1>{escape(title)}</h1><p>Video.</p>")
    return [LR.site(pages), files_site("stream.labreel-media.hx13.example", media)]


def _lr_case(k: int, name: str) -> Case:
    vid = VIDEOS[k][0]
    entry = LR.url(f"/v/{vid}")
    return Case(
        name=name,
        imitates="Benchfly (video host: Labreel)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=entry,
        truth=frozenset({entry}),
        build=_labreel,
        others=frozenset(LR.url(f"/v/{v}") for v, _ in LR_OTHERS),
    )


# Benchfly is Single Page in the seed's table: the video is embedded (a <source>, captured
# with the page), everything linked is chrome: the channel, tags, commenters, "Up next" and
# the same page with another interface language (?hl=es is the same video, not a part).
LR_CASES = [_lr_case(0, "labreel-western-blot"), _lr_case(1, "labreel-pipette-calibration")]

# --- Protocolvision (JoVE-like) --------------------------------------------------------

PV = Shell(
    host="www.protocolvision.hx13.example",
    name="Protocolvision",
    nav=(
        ("/sections", "Sections"),
        ("/section/neuroscience", "Neuroscience"),
        ("/section/biology", "Biology"),
        ("/authors/submit", "Publish with us"),
        ("/librarians", "Librarians"),
    ),
    footer=(
        ("/policies/ethics", "Ethics"),
        ("/policies/privacy", "Privacy"),
        ("/contact", "Contact"),
        ("/institutional-access", "Institutional access"),
    ),
    title_format="{name} | {title}",
    layout="mag",
    assets="/static/pv",
    account=(("/signin", "Sign in"), ("/subscribe", "Subscribe")),
)
PROTOCOLS = [
    (
        61842,
        "acute-hippocampal-slice-preparation",
        "Acute Hippocampal Slice Preparation for Patch-Clamp Recording in Adult Mice",
        ["Nadia Farouk", "Leo Brandt"],
        2023,
    ),
    (
        62207,
        "quantifying-biofilm-crystal-violet",
        "Quantifying Bacterial Biofilm Formation with a Crystal Violet Microtiter Assay",
        ["Ines Carvalho", "Tomasz Wrona", "Hye-jin Park"],
        2024,
    ),
]
PV_OTHERS = [
    (60115, "whole-cell-recording-basics", "Whole-Cell Recording Basics in Brain Slices"),
    (59983, "confocal-imaging-of-biofilms", "Confocal Imaging of Living Biofilms"),
]


def _protocolvision() -> list[Site]:
    pages: dict[str, str | bytes] = {}
    for pid, slug, title, authors, year in PROTOCOLS:
        doi = f"10.80041/{pid}"
        auth = ", ".join(a(f"/author/{x.lower().replace(' ', '-')}", x) for x in authors)
        pages[f"/protocol/{pid}/{slug}"] = PV.page(
            title,
            f'<iframe src="http://player.pvcdn-stream.hx13.example/embed/{pid}"></iframe>'
            f"<h1>{escape(title)}</h1><p>{auth}</p><p>DOI: {doi} · Published {year}</p>"
            f"<p>{a(f'/pdf/{pid}.pdf', 'Download article PDF')} · "
            f"{a(f'/materials/{pid}', 'Materials list')} · "
            f"{a(f'/cite/{pid}.ris', 'Cite (RIS)')}</p>"
            "<h2>Abstract</h2><p>Step by step protocol with video.</p>"
            f"<p>Read in {a(f'/ja/protocol/{pid}/{slug}', '日本語')} "
            f"{a(f'/zh/protocol/{pid}/{slug}', '中文')}</p>",
            aside="<h3>Related protocols</h3>"
            + ul([(f"/protocol/{o}/{s}", t) for o, s, t in PV_OTHERS])
            + "<h3>Most viewed this week</h3>"
            + ul(
                [
                    ("/protocol/60115/whole-cell-recording-basics", "Whole-cell basics"),
                    ("/most-viewed", "More"),
                ]
            ),
        )
        pages[f"/pdf/{pid}.pdf"] = doc(title, ", ".join(authors))
        pages[f"/materials/{pid}"] = PV.page(
            f"Materials for {title}",
            f"<h1>Table of materials</h1><p>{escape(title)}</p><table><tr><td>ACSF</td></tr></table>",
        )
        pages[f"/cite/{pid}.ris"] = ris(title, authors, year, doi, "JOUR")
        for lang in ("ja", "zh"):
            pages[f"/{lang}/protocol/{pid}/{slug}"] = PV.page(title, f"<h1>{lang}</h1>")
    for pid, slug, title in PV_OTHERS:
        pages[f"/protocol/{pid}/{slug}"] = PV.page(title, f"<h1>{escape(title)}</h1>")
    player = {
        f"/embed/{pid}": Response.html(
            f"<!doctype html><title>Player</title><video src=v{pid}.mp4>"
        )
        for pid, *_ in PROTOCOLS
    }
    return [PV.site(pages), files_site("player.pvcdn-stream.hx13.example", player)]


def _pv_case(k: int, name: str) -> Case:
    pid, slug = PROTOCOLS[k][:2]
    entry = PV.url(f"/protocol/{pid}/{slug}")
    return Case(
        name=name,
        imitates="JoVE (video journal: Protocolvision)",
        artifact_class="Single Hop",
        expected="single_page_plus_ignored",
        entry=entry,
        truth=frozenset(
            {
                entry,
                PV.url(f"/pdf/{pid}.pdf"),
                PV.url(f"/materials/{pid}"),
                PV.url(f"/cite/{pid}.ris"),
            }
        ),
        build=_protocolvision,
        others=frozenset(PV.url(f"/protocol/{o}/{s}") for o, s, _ in PV_OTHERS),
    )


# JoVE is Single Page+ with Ignores in the seed's table: the article PDF, the materials
# table and the citation file are one hop from the video page, on paths that do not
# contain the page's path.  The player is an iframe (embedded, on another domain); the
# Japanese and Chinese pages are translations of the landing page's interface, not parts.
PV_CASES = [
    _pv_case(0, "protocolvision-hippocampal-slices"),
    _pv_case(1, "protocolvision-biofilm-assay"),
]

# --- Fieldsound (Story Collider-like) --------------------------------------------------

FS = Shell(
    host="www.fieldsound.hx13.example",
    name="Fieldsound",
    nav=(
        ("/episodes/", "Episodes"),
        ("/seasons/", "Seasons"),
        ("/live-shows/", "Live shows"),
        ("/donate/", "Donate"),
    ),
    footer=(("/about/", "About"), ("/press/", "Press"), ("/privacy/", "Privacy")),
    title_format="{title} — {name}: true stories from science",
    layout="bare",
    assets="/wp-content/themes/fs",
    account=(),
    search="/",
)
EPISODE = ("/episodes/142-the-night-the-reactor-sang/", "The Night the Reactor Sang")
FS_OTHERS = [
    ("/episodes/141-lost-in-the-herbarium/", "Lost in the Herbarium"),
    ("/episodes/143-counting-owls/", "Counting Owls"),
]


def _fieldsound() -> list[Site]:
    path, title = EPISODE
    pages = {
        path: FS.page(
            title,
            f"<h1>{escape(title)}</h1><p>Season 9 · {a('/seasons/9/', 'All of season 9')}</p>"
            '<audio controls src="http://audio.fieldsound-cdn.hx13.example/ep/142.mp3"></audio>'
            "<p>A physicist remembers her first night shift at a research reactor.</p>"
            f"<p>Hosted by {a('/people/maya-ross/', 'Maya Ross')}. Transcript below.</p>"
            "<div class=transcript><p>It was two in the morning...</p></div>"
            '<p>Subscribe: <a href="http://podcasts.apple.test/fieldsound">Apple</a> '
            '<a href="http://open.spotify.test/show/fieldsound">Spotify</a> '
            f"{a('/feed/podcast/', 'RSS')}</p>"
            f"<p>{a(FS_OTHERS[0][0], '« Previous episode')} | {a(FS_OTHERS[1][0], 'Next episode »')}"
            "</p>",
        ),
        "/seasons/9/": FS.page("Season 9", "<h1>Season 9</h1>" + ul([EPISODE, *FS_OTHERS])),
        "/people/maya-ross/": FS.page("Maya Ross", "<h1>Maya Ross</h1>"),
        "/feed/podcast/": "<rss><channel><title>Fieldsound</title></channel></rss>",
    }
    for p, t in FS_OTHERS:
        pages[p] = FS.page(t, f"<h1>{escape(t)}</h1>")
    audio = files_site("audio.fieldsound-cdn.hx13.example", {"/ep/142.mp3": blob("ep142")})
    return [FS.site(pages), audio]


# Story Collider is Single Page: the audio is embedded and the transcript is on the page;
# the season, host, feed and neighbouring episodes are other things.
FS_CASE = Case(
    name="fieldsound-reactor-episode",
    imitates="Story Collider (audio stories: Fieldsound)",
    artifact_class="Single Artifact URI",
    expected="single_page",
    entry=FS.url(EPISODE[0]),
    truth=frozenset({FS.url(EPISODE[0])}),
    build=_fieldsound,
    others=frozenset(FS.url(p) for p, _ in FS_OTHERS),
)

CASES = [*DV_CASES, *LR_CASES, *PV_CASES, FS_CASE]
