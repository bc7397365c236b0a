"""Talks, decks, videos and posters as they look in 2026: a SlideShare-like deck host, a
YouTube-like and a Vimeo-like video host, a SlidesLive-like talk host and an F1000-like
poster platform."""

from __future__ import annotations

from urllib.parse import quote

from sites.portals._portal import Case, Portal
from sites.portals_heldout21._kit import Hub, a, blob, host, linkset, meta, pdf_file, stub, ul

# --------------------------------------------------------------------------- slideshare-like
DS = host("www", "deckshare")
DSIMG = host("image", "deckcdn")
ds = Hub(
    Portal(
        DS,
        "Deckshare",
        menu=[("/", "Home"), ("/explore", "Explore"), ("/upload", "Upload"), ("/pro", "Get Pro")],
        footer=[
            ("/about", "About"),
            ("/privacy", "Privacy"),
            ("/terms", "Terms"),
            ("/help", "Help"),
            ("/sitemap", "Sitemap"),
        ],
        title_format="{title} | Deckshare",
        home_title="Deckshare: share presentations, documents and infographics",
    ),
    "Deckshare (SlideShare-like deck host)",
)


def deck(base: str, title: str, n: int, related: list[str]) -> tuple[str, set[str]]:
    head = (
        meta(og_site_name="Deckshare", og_type="presentation", og_title=title)
        + '<script src="/_next/static/chunks/pages/slideshow-4b7d.js"></script>'
    )
    slides = []
    for i in range(1, n + 1):
        img = ds.raw(
            f"http://{DSIMG}{base.replace('/slideshow', '')}/{i}.jpg",
            blob(b"\xff\xd8\xff\xe0", "image/jpeg"),
        )
        slides.append(
            ds.page(
                f"{base}/{i}",
                f"{title} - slide {i}",
                f'<h1>{title}</h1><img src="{img}" alt="slide {i}"><p>{a(base, "All slides")}'
                + (f" {a(f'{base}/{i + 1}', 'Next')}" if i < n else "")
                + "</p>",
                head=head,
            )
        )
    dl = ds.raw(ds.url(f"{base}/download"), pdf_file(title, "slides"))
    transcript = ds.page(
        f"{base}/transcript",
        f"{title} - transcript",
        f"<h1>Transcript</h1><ol><li>{title}</li></ol>",
        head=head,
    )
    landing = ds.page(
        base,
        title,
        f"""<h1>{title}</h1><p>by {a("/mroberts", "Maya Roberts")} · 1.2k views</p>
<div class="slides">{ul([(u, f"Slide {i}") for i, u in enumerate(slides, 1)])}</div>
<p>{a(f"{base}/download", "Download now")} · {a(f"{base}/transcript", "Transcript")}</p>
<aside><h2>More from Maya Roberts</h2>{ul([(r, r.rsplit("/", 1)[1]) for r in related])}</aside>""",
        head=head,
    )
    return landing, {landing, *slides, dl, transcript}


ds_user = stub(ds, "/mroberts", "Maya Roberts presentations")
ds1, ds1_truth = deck(
    "/slideshow/tidewatch-harmonic-forecasting-for-estuaries/271828182",
    "tidewatch: harmonic forecasting for estuaries",
    3,
    ["/mroberts/sea-level-2025-talk-v2"],
)
ds2, ds2_truth = deck(
    "/mroberts/sea-level-2025-talk",
    "Sea level 2025: what the gauges say",
    2,
    ["/mroberts/sea-level-2025-talk-v2"],
)
ds_v2 = stub(
    ds, "/mroberts/sea-level-2025-talk-v2", "Sea level 2025: what the gauges say (updated)"
)

DS_CASES = [
    # Seed: Slideshare -> Path-Based.  Slide pages, transcript and PDF download are all under
    # the deck URI; slide images are embedded (on the image CDN).  Not the author or decks in
    # "More from".
    ds.case(
        "deckshare-deck",
        "slide deck",
        "multi_hop",
        "path_based",
        ds1,
        ds1_truth,
        others={ds_user, ds_v2},
    ),
    # A legacy /user/slug deck: same shape.  The user's updated deck
    # /mroberts/sea-level-2025-talk-v2 shares the string prefix but not the path.
    ds.case(
        "deckshare-legacy-deck",
        "legacy slide deck",
        "multi_hop",
        "path_based",
        ds2,
        ds2_truth,
        others={ds_user, ds_v2},
    ),
]

# --------------------------------------------------------------------------- youtube-like
VT = host("www", "vidtube")
VTIMG = host("i", "vidimg")
vt = Hub(
    Portal(
        VT,
        "VidTube",
        menu=[
            ("/", "Home"),
            ("/feed/trending", "Trending"),
            ("/feed/subscriptions", "Subscriptions"),
            ("/feed/library", "Library"),
        ],
        footer=[
            ("/about/", "About"),
            ("/about/press/", "Press"),
            ("/t/terms", "Terms"),
            ("/t/privacy", "Privacy"),
            ("/howyoutubeworks/", "How VidTube works"),
        ],
        title_format="{title} - VidTube",
        home_title="VidTube",
    ),
    "VidTube (YouTube-like video host)",
)
VID = "Qx7TmR2aB9c"
watch = f"/watch?v={VID}"
chapters = [(0, "Introduction"), (95, "Gauge data"), (410, "Harmonic fit"), (902, "Results")]
chap_urls = [vt.url(f"/watch?v={VID}&t={t}s") for t, _ in chapters[1:]]
caps = {
    lang: vt.raw(
        vt.url(f"/api/timedtext?v={VID}&lang={lang}&fmt=vtt"),
        blob("WEBVTT\n\n00:00.000 --> 00:04.000\nHello\n", "text/vtt"),
    )
    for lang in ("en", "de")
}
oembed = vt.raw(
    vt.url(f"/oembed?url={quote(vt.url(watch), safe='')}&format=json"),
    blob('{"type": "video", "provider_name": "VidTube"}', "application/json+oembed"),
)
vt_channel = stub(vt, "/@tidelab", "Tide Lab")
vt_next = stub(vt, "/watch?v=Lm3Pq8Rs0Tu", "Storm surges explained")
vt_playlist = stub(vt, "/playlist?list=PLt1d3w4tch0Ceanl4b", "Coastal ML 2026 talks")
VT_HEAD = (
    meta(og_site_name="VidTube", og_type="video.other", og_video=f"http://{VT}/embed/{VID}")
    + '<script src="/s/player/9a1f3c7e/player_ias.vflset/en_US/base.js"></script>'
    + f'<link rel="alternate" type="application/json+oembed" href="{oembed.replace("&", "&amp;")}" title="oEmbed">'
    + f'<link rel="canonical" href="{vt.url(watch)}">'
)
chap_html = "".join(
    f"<li>{a(f'/watch?v={VID}&t={t}s' if t else watch, f'{t // 60}:{t % 60:02d} {name}')}</li>"
    for t, name in chapters
)
for vid in (VID, "Kd93Lm0pQ2w"):
    vt.raw(f"http://{VTIMG}/vi/{vid}/maxresdefault.jpg", blob(b"\xff\xd8\xff\xe0", "image/jpeg"))
video_main = f"""<div id="player"><img src="http://{VTIMG}/vi/{VID}/maxresdefault.jpg" alt=""></div>
<h1>Harmonic tide forecasting with gauge residuals (Coastal ML 2026)</h1>
<p>{a("/@tidelab", "Tide Lab")} · 3.4K views · Chapters:</p><ol class="chapters">{chap_html}</ol>
<section class="transcript"><h2>Subtitles</h2>{a(caps["en"], "English (VTT)")} {a(caps["de"], "Deutsch (VTT)")}</section>
<p>In playlist {a("/playlist?list=PLt1d3w4tch0Ceanl4b", "Coastal ML 2026 talks")}</p>
<aside><h2>Up next</h2>{a("/watch?v=Lm3Pq8Rs0Tu", "Storm surges explained")}</aside>"""
vt_watch = vt.page(
    watch,
    "Harmonic tide forecasting with gauge residuals (Coastal ML 2026)",
    video_main,
    head=VT_HEAD,
)
for u in chap_urls:
    vt.page(
        u.replace(vt.portal.origin, ""),
        "Harmonic tide forecasting with gauge residuals (Coastal ML 2026)",
        video_main,
        head=VT_HEAD,
    )
vt_short = vt.page(
    "/shorts/Kd93Lm0pQ2w",
    "King tide at the harbour wall #shorts",
    f"""<div id="player"><img src="http://{VTIMG}/vi/Kd93Lm0pQ2w/maxresdefault.jpg" alt=""></div>
<h1>King tide at the harbour wall #shorts</h1><p>{a("/@tidelab", "Tide Lab")} · {a("/hashtag/shorts", "#shorts")}</p>
<aside>{a("/watch?v=Lm3Pq8Rs0Tu", "Storm surges explained")} {a(watch, "Harmonic tide forecasting")}</aside>""",
    head=meta(og_site_name="VidTube", og_type="video.other"),
)

VT_CASES = [
    # The video id is in the watch URI, every chapter link (&t=), both caption tracks and the
    # oEmbed metadata, and in nothing else; chapters and captions are what make the talk
    # usable -> Significant String from URI (seed: GBIF's id-in-every-URI).  Not the channel,
    # the playlist or the next video.
    vt.case(
        "vidtube-video",
        "video with captions and chapters",
        "multi_hop",
        "sig_uri",
        vt.url(watch),
        {vt_watch, *chap_urls, *caps.values(), oembed},
        others={vt_channel, vt_next, vt_playlist},
    ),
    # A short with neither captions nor chapters: seed: Benchfly video -> Single Page.
    vt.case(
        "vidtube-short",
        "short video",
        "single_uri",
        "single_page",
        vt_short,
        {vt_short},
        others={vt_channel, vt_watch},
    ),
]

# --------------------------------------------------------------------------- vimeo-like
VM = host("www", "reelhost")
VMPLAYER = host("player", "reelhost")
vm = Hub(
    Portal(
        VM,
        "Reelhost",
        menu=[
            ("/features", "Features"),
            ("/watch", "Watch"),
            ("/upgrade", "Pricing"),
            ("/log_in", "Log in"),
            ("/join", "Join"),
        ],
        footer=[
            ("/about", "About"),
            ("/help", "Help Center"),
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/cookie_policy", "Cookies"),
        ],
        title_format="{title} on Reelhost",
        home_title="Reelhost: the world's video platform",
    ),
    "Reelhost (Vimeo-like video host)",
)
SC = "/showcase/11223344"
sc_videos = {}
for vid, title in (
    (987654321, "Deploying the buoy"),
    (987654322, "Calibrating in the flume"),
    (987654323, "Reading the residuals"),
):
    vm.raw(
        f"http://{VMPLAYER}/video/{vid}",
        blob(
            f"<html><body><video src='http://{VMPLAYER}/play/{vid}.mp4'></video></body></html>",
            "text/html",
        ),
    )
    sc_videos[vid] = vm.page(
        f"{SC}/video/{vid}",
        title,
        f"""<iframe src="http://{VMPLAYER}/video/{vid}" allowfullscreen></iframe><h1>{title}</h1>
<p>From the showcase {a(SC, "Tide Lab field methods")} by {a("/tidelab", "Tide Lab")}</p>
<p>{a(f"/{vid}", "Open on Reelhost")}</p>""",
        head=meta(og_site_name="Reelhost", og_type="video.other"),
    )
vm_showcase = vm.page(
    SC,
    "Tide Lab field methods",
    f"<h1>Tide Lab field methods</h1><p>A showcase by {a('/tidelab', 'Tide Lab')}</p>"
    + ul([(u, str(v)) for v, u in sc_videos.items()])
    + f"<p>{a('/channels/staffpicks', 'Staff Picks')}</p>",
    head=meta(og_site_name="Reelhost") + '<script src="/_rv/js/showcase.d3a1.js"></script>',
)
vm_single = vm.page(
    "/987654321",
    "Deploying the buoy",
    f"""<iframe src="http://{VMPLAYER}/video/987654321" allowfullscreen></iframe><h1>Deploying the buoy</h1>
<p>{a("/tidelab", "Tide Lab")} · {a("/987654999", "More from Tide Lab: Winter storms on the pier")}</p>
<p>Part of {a(SC, "Tide Lab field methods")}</p>""",
    head=meta(og_site_name="Reelhost", og_type="video.other"),
)
vm_user = stub(vm, "/tidelab", "Tide Lab")
vm_other = stub(vm, "/987654999", "Winter storms on the pier")

VM_CASES = [
    # A showcase is the collection of its videos: the showcase page and its video pages, all
    # under /showcase/11223344 (the player iframes are embedded) -> Path-Based.  Not the
    # uploader, Staff Picks, nor the stand-alone /987654321 page of the same video.
    vm.case(
        "reelhost-showcase",
        "showcase",
        "multi_hop",
        "path_based",
        vm_showcase,
        {vm_showcase, *sc_videos.values()},
        others={vm_user, vm_single},
    ),
    # One video page: the player is an embedded iframe; nothing else belongs -> Single Page.
    vm.case(
        "reelhost-video",
        "video",
        "single_uri",
        "single_page",
        vm_single,
        {vm_single},
        others={vm_user, vm_other, vm_showcase},
    ),
]

# --------------------------------------------------------------------------- slideslive-like
TC = host("www", "talkcast")
TCM = host("slides", "talkcast-media")
tc = Hub(
    Portal(
        TC,
        "TalkCast",
        menu=[
            ("/conferences", "Conferences"),
            ("/speakers", "Speakers"),
            ("/for-organizers", "For organizers"),
            ("/login", "Sign in"),
        ],
        footer=[
            ("/about", "About"),
            ("/terms", "Terms"),
            ("/privacy", "Privacy"),
            ("/contact", "Contact"),
        ],
        title_format="{title} · TalkCast",
        home_title="TalkCast · conference talks with synchronised slides",
    ),
    "TalkCast (SlidesLive-like talk host)",
)
TID = "38912345"
tc_slides = tc.raw(
    f"http://{TCM}/presentations/{TID}/slides.pdf", pdf_file("Harmonic tide forecasting", "slides")
)
tc_json = tc.raw(
    f"http://{TCM}/presentations/{TID}/slides.json", blob('{"slides": 24}', "application/json")
)
tc_subs = tc.raw(f"http://{TCM}/presentations/{TID}/subtitles/en.vtt", blob("WEBVTT\n", "text/vtt"))
tc_conf = stub(tc, "/conference/coastal-ml-2026", "Coastal ML 2026")
tc_speaker = stub(tc, "/speakers/maya-roberts", "Maya Roberts")
tc_other = stub(tc, "/38912399/storm-surge-nowcasting", "Storm surge nowcasting")
tc_talk = tc.page(
    f"/{TID}/harmonic-tide-forecasting-with-gauge-residuals",
    "Harmonic tide forecasting with gauge residuals",
    f"""<div id="player" data-presentation-id="{TID}"></div><h1>Harmonic tide forecasting with gauge residuals</h1>
<p>{a("/speakers/maya-roberts", "Maya Roberts")} · {a("/conference/coastal-ml-2026", "Coastal ML 2026")}</p>
<p>{a(tc_slides, "Download slides (PDF)")} · {a(tc_json, "Slide timings")} · {a(tc_subs, "Subtitles (English)")}</p>
<aside>Next in session: {a("/38912399/storm-surge-nowcasting", "Storm surge nowcasting")}</aside>""",
    head=meta(og_site_name="TalkCast", og_type="video.other")
    + '<script src="/embed/player/v4/embed.min.js"></script>',
)
tc_keynote = tc.page(
    "/38912400/opening-keynote-coasts-in-2050",
    "Opening keynote: coasts in 2050",
    f"""<div id="player" data-presentation-id="38912400"></div><h1>Opening keynote: coasts in 2050</h1>
<p>{a("/conference/coastal-ml-2026", "Coastal ML 2026")}</p>""",
    head=meta(og_site_name="TalkCast"),
)

TC_CASES = [
    # The presentation id is in the talk URI and in the slides PDF, slide timings and
    # subtitles on the media host -> Significant String from URI.  Not the conference, the
    # speaker page or the next talk.
    tc.case(
        "talkcast-talk",
        "talk with slides",
        "multi_hop",
        "sig_uri",
        tc_talk,
        {tc_talk, tc_slides, tc_json, tc_subs},
        others={tc_conf, tc_speaker, tc_other},
    ),
    # A keynote without slides: the page is the artifact -> Single Page.
    tc.case(
        "talkcast-keynote",
        "talk without slides",
        "single_uri",
        "single_page",
        tc_keynote,
        {tc_keynote},
        others={tc_conf},
    ),
]

# --------------------------------------------------------------------------- f1000-like posters
PF = host("www", "posterfield")
PFDATA = host("data", "posterfield-files")
PFDOI = host("doi", "pfhandle")
pf = Hub(
    Portal(
        PF,
        "Posterfield",
        menu=[
            ("/browse/articles", "Browse"),
            ("/gateways", "Gateways"),
            ("/collections", "Collections"),
            ("/for-authors", "How to publish"),
            ("/about", "About"),
        ],
        footer=[
            ("/contact", "Contact"),
            ("/privacy", "Privacy"),
            ("/terms", "Terms"),
            ("/sitemap", "Sitemap"),
        ],
        title_format="{title} | Posterfield",
        home_title="Posterfield | Open for Science",
    ),
    "Posterfield (F1000-like poster platform)",
)
pf_coll = stub(pf, "/collections/coastal-ml", "Coastal ML collection")
pf_author = stub(pf, "/authors/maya-roberts", "Maya Roberts")


def poster(pid: str, doi: str, title: str, sign: bool) -> tuple[str, set[str]]:
    pdf_url = pf.raw(f"http://{PFDATA}/posters/{pid}.pdf", pdf_file(title, "poster"))
    pf.raw(f"http://{PFDATA}/posters/{pid}-thumb.png", blob(b"\x89PNG\r\n", "image/png"))
    ris = pf.raw(
        pf.url(f"/posters/{pid}/citation?format=ris"),
        blob("TY  - GEN\n", "application/x-research-info-systems"),
    )
    bib = pf.raw(
        pf.url(f"/posters/{pid}/citation?format=bibtex"), blob("@misc{x}\n", "text/x-bibtex")
    )
    jsonld = pf.raw(pf.url(f"/posters/{pid}/metadata.jsonld"), blob("{}", "application/ld+json"))
    link = None
    if sign:
        link = linkset(
            (f"http://{PFDOI}/{doi}", "cite-as"),
            (pdf_url, "item", "application/pdf"),
            (jsonld, "describedby", "application/ld+json"),
            ("http://orcid.hx21.example/0000-0002-1825-0097", "author"),
            ("http://schema.hx21.example/Poster", "type"),
        )
    url = pf.page(
        f"/posters/{pid}",
        title,
        f"""<h1>{title}</h1><p>{a("/authors/maya-roberts", "Maya Roberts")} · Presented at Coastal ML 2026 ·
{a(f"http://{PFDOI}/{doi}", "https://doi.org/" + doi)}</p>
<div class="poster-preview"><img src="http://{PFDATA}/posters/{pid}-thumb.png" alt=""></div>
<p>{a(pdf_url, "Download poster (PDF)")}</p>
<p>Cite: {a(ris.replace(pf.portal.origin, ""), "RIS")} {a(bib.replace(pf.portal.origin, ""), "BibTeX")}</p>
<p>In collection {a("/collections/coastal-ml", "Coastal ML")}</p>""",
        head=meta(citation_title=title, citation_doi=doi, og_site_name="Posterfield")
        + f'<link rel="describedby" type="application/ld+json" href="{jsonld}">',
        link=link,
    )
    pf.redirect(f"http://{PFDOI}/{doi}", url, 302)
    return url, {url, pdf_url, ris, bib, jsonld}


pf1, pf1_truth = poster(
    "15-412",
    "10.7490/posterfield.1119876.1",
    "Gauge residuals as an early warning for storm surge",
    False,
)
pf2, pf2_truth = poster(
    "15-433", "10.7490/posterfield.1119901.1", "Low-cost pressure loggers for estuary tides", True
)

PF_CASES = [
    # Seed: like JoVE/SSRN single-hop items -> Single Page+ with Ignored URIs: the poster page,
    # its PDF on the data host, the RIS and BibTeX citations and the JSON-LD metadata.
    pf.case(
        "posterfield-poster",
        "poster",
        "single_hop",
        "single_page_plus_ignored",
        pf1,
        pf1_truth,
        others={pf_coll, pf_author},
    ),
    # The same platform in 2026 signposts its newer posters, entered by DOI: cite-as, item
    # (PDF) and describedby (JSON-LD) -> Signposting.  The citation exports are on the page
    # only, yet the archivist wants them too.
    pf.case(
        "posterfield-poster-doi",
        "poster via DOI",
        "single_hop",
        "signposting",
        f"http://{PFDOI}/10.7490/posterfield.1119901.1",
        pf2_truth,
        others={pf_coll, pf_author},
        landing=pf2,
    ),
]

CASES: list[Case] = DS_CASES + VT_CASES + VM_CASES + TC_CASES + PF_CASES
