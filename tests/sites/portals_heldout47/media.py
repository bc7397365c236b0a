"""Media portals of heldout47: lecture capture (id in every URI), talk-video platform,
research-group podcast, video methods journal and a chrome-less static talk page."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case
from sites.portals_heldout47._kit import (
    Portal,
    chrome_page,
    data,
    escape,
    file_pdf,
    host,
    links,
    ris,
    serve,
)

MP4 = b"\x00\x00\x00\x18ftypmp42" + bytes(40)
MP3 = b"ID3\x03\x00\x00\x00\x00\x00\x00" + bytes(64)

# --- lecture capture: the session id is in every own URI, also on the media API host -> sig_uri

CAP = Portal(
    host("video", "lecturecast"),
    "LectureCast",
    [
        ("/Panopto/Pages/Home.aspx", "Home"),
        ("/Panopto/Pages/Sessions/List.aspx", "My folders"),
        ("/Panopto/Pages/Help.aspx", "Help"),
    ],
    [
        ("/Panopto/Pages/Privacy.aspx", "Privacy"),
        ("/Panopto/Pages/Accessibility.aspx", "Accessibility"),
    ],
    title_format="{title} - LectureCast",
)
CAP_API = host("api", "lecturecast-media")
CAP_SESSIONS = [
    ("3f9c2a71-5d0e-4b8a-9c61-a2e7d40f1b93", "BIO 210 Lecture 7: Membrane Transport", ["en"], 1),
    (
        "b7e04d5c-91af-4e26-8d3b-60c2f9a8e115",
        "ECON 330 Week 4: Auctions and Mechanism Design",
        ["en", "es", "zh"],
        3,
    ),
]
CAP_FOLDER = "e2d1c0b9-0000-4aaa-8bbb-cafe00000047"


def _cap_urls(sid: str, langs: list[str], streams: int) -> list[str]:
    out = [
        f"http://{CAP.host}/Panopto/Pages/Viewer.aspx?id={sid}",
        f"http://{CAP.host}/Panopto/Pages/Embed.aspx?id={sid}",
        f"http://{CAP.host}/Panopto/Podcast/Download/{sid}.mp4",
    ]
    out += [
        f"http://{CAP.host}/Panopto/Pages/Transcription/GenerateSRT.ashx?id={sid}&language={lang}"
        for lang in langs
    ]
    out += [f"http://{CAP_API}/v1/sessions/{sid}/streams/{i}" for i in range(1, streams + 1)]
    if streams > 1:
        out.append(f"http://{CAP_API}/v1/sessions/{sid}/slides.pdf")
    return out


def cap_build() -> list[Site]:
    p, pages, api = CAP, {}, {}
    for sid, title, langs, streams in CAP_SESSIONS:
        own = _cap_urls(sid, langs, streams)
        rel = [u.split(CAP.host, 1)[1] if CAP.host in u else u for u in own[1:]]
        main = (
            f"<h1>{escape(title)}</h1><p>Folder: <a href='/Panopto/Pages/Sessions/List.aspx?folderID={CAP_FOLDER}'>Spring term</a></p>"
            f"<div class='downloads'>{links([(u, u.rsplit('/', 1)[-1]) for u in rel])}</div>"
            f"<p>Next session: <a href='/Panopto/Pages/Viewer.aspx?id=0c0ffee0-1111-4222-8333-444455556666'>Lecture 8</a></p>"
        )
        pages[f"/Panopto/Pages/Viewer.aspx?id={sid}"] = chrome_page(p, title, main)
        pages[f"/Panopto/Pages/Embed.aspx?id={sid}"] = (
            f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head><body><video src='/Panopto/Podcast/Download/{sid}.mp4'></video></body></html>"
        )
        pages[f"/Panopto/Podcast/Download/{sid}.mp4"] = data(MP4, "video/mp4")
        for lang in langs:
            pages[f"/Panopto/Pages/Transcription/GenerateSRT.ashx?id={sid}&language={lang}"] = data(
                "1\n00:00:00,000 --> 00:00:03,000\nGood morning\n", "application/x-subrip"
            )
        for i in range(1, streams + 1):
            api[f"/v1/sessions/{sid}/streams/{i}"] = data(
                f'{{"session":"{sid}","stream":{i}}}', "application/json"
            )
        api[f"/v1/sessions/{sid}/slides.pdf"] = file_pdf(title, "Slides")
    pages["/Panopto/Pages/Viewer.aspx"] = chrome_page(p, "Lecture 8", "<h1>Lecture 8</h1>")
    return [serve(p, pages), Site(CAP_API, api)]


def cap_cases() -> list[Case]:
    return [
        Case(
            f"lecturecast-{sid[:8]}",
            f"lecture capture ({'session with three caption tracks, camera and screen streams and slides on the media API' if n else 'single-stream session'})",
            "Multi-Hop",
            # GBIF shape: the session id of the entry URI recurs in every own URI, on both hosts.
            "sig_uri",
            CAP.url(f"/Panopto/Pages/Viewer.aspx?id={sid}"),
            frozenset(_cap_urls(sid, langs, streams)),
            cap_build,
            others=frozenset(
                {CAP.url("/Panopto/Pages/Viewer.aspx?id=0c0ffee0-1111-4222-8333-444455556666")}
            ),
        )
        for n, (sid, _t, langs, streams) in enumerate(CAP_SESSIONS)
    ]


# --- talk-video platform: the talk is the page, the video embedded -> single_page (Benchfly)

TALK = Portal(
    host("tv", "scholartalks"),
    "ScholarTalks",
    [
        ("/talks", "Talks"),
        ("/topics", "Topics"),
        ("/speakers", "Speakers"),
        ("/playlists", "Playlists"),
        ("/events", "Events"),
    ],
    [
        ("/about", "About"),
        ("/partners", "Partners"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/press", "Press"),
    ],
    title_format="{title} | ScholarTalks",
)
TALKS = [
    ("2291", "why-coral-reefs-recover", "Why some coral reefs recover", "mara-quint", 3, False),
    (
        "3108",
        "the-statistics-of-small-samples",
        "The statistics of small samples",
        "deo-okafor",
        8,
        True,
    ),
]


def talk_build() -> list[Site]:
    p, pages = TALK, {}
    for tid, slug, title, who, nrel, chapters in TALKS:
        path = f"/talks/{tid}/{slug}"
        rel = [(f"/talks/{4000 + i}/related-talk-{i}", f"Related talk {i}") for i in range(nrel)]
        chap = ""
        if chapters:
            chap = (
                "<ol class='chapters'>"
                + "".join(f"<li><a href='#t={m * 60}'>{m}:00</a></li>" for m in range(0, 20, 4))
                + "</ol>"
            )
            chap += "<section class='transcript'><h2>Transcript</h2><p>So today I want to talk about…</p></section>"
        main = (
            f"<h1>{escape(title)}</h1><iframe src='/embed/{tid}' title='player'></iframe>{chap}"
            f"<p>Speaker: <a href='/speakers/{who}'>{who}</a> · <a href='/topics/science'>Science</a></p>"
            f"<aside><h2>Up next</h2>{links(rel)}</aside>"
            f"<section class='comments'><a href='/login?next={path}'>Log in to comment</a></section>"
        )
        pages[path] = chrome_page(p, title, main, share=p.url(path))
        pages[f"/embed/{tid}"] = (
            f"<!DOCTYPE html><html><head><title>{escape(title)}</title></head><body><video src='/media/{tid}.mp4'></video></body></html>"
        )
        pages[f"/media/{tid}.mp4"] = data(MP4, "video/mp4")
        for u, t in rel:
            pages[u] = chrome_page(p, t, f"<h1>{t}</h1>")
    return [serve(p, pages)]


def talk_cases() -> list[Case]:
    return [
        Case(
            f"scholartalks-{tid}",
            f"talk-video platform ({'talk with chapters, inline transcript and a long up-next list' if n else 'short talk'})",
            "Single Artifact URI",
            # Benchfly shape: the talk page is the artifact; player and video are embedded.
            "single_page",
            TALK.url(f"/talks/{tid}/{slug}"),
            frozenset({TALK.url(f"/talks/{tid}/{slug}")}),
            talk_build,
            others=frozenset({TALK.url("/talks/4000/related-talk-0")}),
        )
        for n, (tid, slug, *_r) in enumerate(TALKS)
    ]


# --- research-group podcast: episode page with embedded audio -> single_page (Story Collider)

POD = Portal(
    host("pod", "labwaves"),
    "LabWaves Podcast",
    [
        ("/episodes", "Episodes"),
        ("/hosts", "Hosts"),
        ("/subscribe", "Subscribe"),
        ("/support", "Support us"),
    ],
    [("/contact", "Contact"), ("/privacy", "Privacy"), ("/feed.xml", "RSS")],
    title_format="{title} — LabWaves Podcast",
)
EPISODES = [
    ("42", "ep-42-soil-microbes", "Ep. 42: What soil microbes eat", False),
    ("57", "ep-57-reproducibility-roundtable", "Ep. 57: A reproducibility roundtable", True),
]


def pod_build() -> list[Site]:
    p, pages = POD, {}
    for num, slug, title, long in EPISODES:
        path = f"/episodes/{slug}/"
        notes = "<h2>Show notes</h2><ul><li>Guest lab work, mentioned at 12:30</li></ul>"
        if long:
            notes += "<h2>Chapters</h2><ol><li>00:00 Intro</li><li>08:12 Preregistration</li><li>31:40 Q&amp;A</li></ol>"
            notes += "<h2>Transcript</h2><p>Welcome back to LabWaves…</p>"
        nav = f"<p><a href='/episodes/ep-{int(num) - 1}/'>Previous episode</a> · <a href='/hosts/ana-ruiz'>Ana Ruiz</a></p>"
        main = f"<h1>{escape(title)}</h1><audio controls src='/audio/labwaves-{num}.mp3'></audio>{notes}{nav}"
        pages[path] = chrome_page(p, title, main, share=p.url(path))
        pages[f"/audio/labwaves-{num}.mp3"] = data(MP3, "audio/mpeg")
        pages[f"/episodes/ep-{int(num) - 1}/"] = chrome_page(
            p, f"Episode {int(num) - 1}", f"<h1>Episode {int(num) - 1}</h1>"
        )
    pages["/feed.xml"] = data(
        "<?xml version='1.0'?><rss version='2.0'><channel><title>LabWaves</title></channel></rss>",
        "application/rss+xml",
    )
    return [serve(p, pages)]


def pod_cases() -> list[Case]:
    return [
        Case(
            f"labwaves-{num}",
            f"research podcast ({'long episode with chapters and transcript' if n else 'short episode'})",
            "Single Artifact URI",
            # Story Collider shape: one episode page, the audio embedded in it.
            "single_page",
            POD.url(f"/episodes/{slug}/"),
            frozenset({POD.url(f"/episodes/{slug}/")}),
            pod_build,
            others=frozenset({POD.url(f"/episodes/ep-{int(num) - 1}/")}),
        )
        for n, (num, slug, *_r) in enumerate(EPISODES)
    ]


# --- video methods journal: article page with its files one hop away -> single_page_plus_ignored (JoVE)

JVM = Portal(
    host("methods", "visprotocols"),
    "VisProtocols",
    [
        ("/sections", "Sections"),
        ("/education", "Education"),
        ("/subscribe", "Subscribe"),
        ("/authors", "For authors"),
    ],
    [
        ("/about", "About"),
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{title} | VisProtocols",
)
JVM_ARTICLES = [
    ("61234", "measuring-root-exudates", "Measuring Root Exudates in Hydroponic Maize", 0),
    ("63377", "zebrafish-larval-tracking", "High-throughput Tracking of Zebrafish Larvae", 2),
]


def _jvm_urls(aid: str, slug: str, supp: int) -> list[str]:
    out = [
        f"/v/{aid}/{slug}",
        f"/pdf/{aid}.pdf",
        f"/materials/{aid}-materials.xlsx",
        f"/cite/{aid}.ris",
    ]
    out += [f"/supplements/{aid}/movie-s{i}.mp4" for i in range(1, supp + 1)]
    if supp:
        out += [f"/subtitles/{aid}/es.vtt", f"/subtitles/{aid}/de.vtt"]
    return out


def jvm_build() -> list[Site]:
    p, pages = JVM, {}
    for aid, slug, title, supp in JVM_ARTICLES:
        own = _jvm_urls(aid, slug, supp)
        main = (
            f"<h1>{escape(title)}</h1><video src='/stream/{aid}.m3u8'></video>"
            f"<h2>Downloads</h2>{links([(u, u.rsplit('/', 1)[-1]) for u in own[1:]])}"
            f"<p>Section: <a href='/sections/biology'>Biology</a></p>"
            f"<aside><h2>Related videos</h2>{links([('/v/58001/root-imaging', 'Root imaging')])}</aside>"
        )
        pages[own[0]] = chrome_page(p, title, main, share=p.url(own[0]))
        pages[f"/pdf/{aid}.pdf"] = file_pdf(title, "Protocol")
        pages[f"/stream/{aid}.m3u8"] = data(
            "#EXTM3U\n#EXT-X-ENDLIST\n", "application/vnd.apple.mpegurl"
        )
        pages[f"/materials/{aid}-materials.xlsx"] = data(
            b"PK\x03\x04" + bytes(26),
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        )
        pages[f"/cite/{aid}.ris"] = ris(title, "VisProtocols authors", 2024, p.url(own[0]))
        for u in own[4:]:
            pages[u] = (
                data(MP4, "video/mp4") if u.endswith(".mp4") else data("WEBVTT\n", "text/vtt")
            )
    pages["/v/58001/root-imaging"] = chrome_page(p, "Root imaging", "<h1>Root imaging</h1>")
    return [serve(p, pages)]


def jvm_cases() -> list[Case]:
    return [
        Case(
            f"visprotocols-{aid}",
            f"video methods journal ({'article with supplementary movies and subtitles' if n else 'protocol video'})",
            "Single Hop",
            # JoVE shape: video article whose PDF, materials list and citation are one hop out.
            "single_page_plus_ignored",
            JVM.url(f"/v/{aid}/{slug}"),
            frozenset(JVM.url(u) for u in _jvm_urls(aid, slug, supp)),
            jvm_build,
            others=frozenset({JVM.url("/v/58001/root-imaging")}),
        )
        for n, (aid, slug, _t, supp) in enumerate(JVM_ARTICLES)
    ]


# --- static talk page: hand-written, no chrome, links only its own files -> single_page_plus

KIT = host("talks", "kestrelgroup")
KIT_TALKS = [
    (
        "/talks/2024-icml-sparse-probes/",
        "Sparse probes for language models (ICML 2024)",
        ["slides.pdf", "poster.pdf"],
    ),
    (
        "/talks/2025-neurips-tutorial/",
        "Tutorial: causal representation learning (NeurIPS 2025)",
        [
            "part1-slides.pdf",
            "part2-slides.pdf",
            "notebook.ipynb",
            "recording.mp4",
            "references.bib",
        ],
    ),
]


def kit_build() -> list[Site]:
    pages: dict[str, object] = {}
    for path, title, files in KIT_TALKS:
        items = links([(path + f, f) for f in files])
        pages[path] = (
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}</title></head><body><h1>{escape(title)}</h1><p>Materials:</p>{items}</body></html>"
        )
        for f in files:
            pages[path + f] = (
                file_pdf(title, f)
                if f.endswith(".pdf")
                else data(
                    MP4 if f.endswith(".mp4") else f"{title}\n".encode(), "application/octet-stream"
                )
            )
    pages["/"] = (
        "<!DOCTYPE html><html><head><title>Kestrel group talks</title></head><body><p>Talks of the Kestrel group.</p></body></html>"
    )
    return [Site(KIT, pages)]  # type: ignore[arg-type]


def kit_cases() -> list[Case]:
    return [
        Case(
            f"kestrel-talk-{n + 1}",
            f"static talk page ({'tutorial with slides, notebook, recording and references' if n else 'talk with slides and poster'})",
            "Single Hop",
            # A hand-written page with no menus: everything one hop away is the talk's (Single Page+).
            "single_page_plus",
            f"http://{KIT}{path}",
            frozenset({f"http://{KIT}{path}"} | {f"http://{KIT}{path}{f}" for f in files}),
            kit_build,
        )
        for n, (path, _t, files) in enumerate(KIT_TALKS)
    ]
