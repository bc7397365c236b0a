"""Media: a history podcast, an Indico-like conference with talk recordings, a static
departmental lecture archive and an oral-history archive."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal
from sites.portals_heldout27._kit import (
    a,
    audio,
    bare,
    binary,
    cookie_banner,
    host,
    make_case,
    pdf_file,
    ul,
)

# --------------------------------------------------------------------------------------
# A history podcast.  Episode 42's page embeds its audio (an <audio> element: an embedded
# resource) and links only show notes, chrome and other episodes: Single Page (the seed's
# Story Collider).  Episode 43's page also offers an MP3 download and a transcript PDF on
# the podcast's CDN: Single Page+ with Ignored URIs.
# --------------------------------------------------------------------------------------

FA = Portal(
    host=host("www", "fenairwaves"),
    name="Fen Airwaves",
    menu=[
        ("/episodes", "Episodes"),
        ("/about", "About the show"),
        ("/guests", "Guests"),
        ("/support", "Support us on Patreon"),
        ("/feed.xml", "RSS"),
    ],
    footer=[
        ("http://podcasts.apple.example/podcast/fen-airwaves/id1580021", "Apple Podcasts"),
        ("http://open.spotify.example/show/4fenair", "Spotify"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{title} — {name}",
)
FA_CDN = host("cdn", "fenairhosting")


def _episode(n: int, title: str, guest: str, extra: str) -> str:
    return FA.page(
        f"{n}. {title}",
        f"""{cookie_banner("/privacy")}
<article class="episode"><h1>Episode {n}: {escape(title)}</h1>
<p class="meta">With {a("/guests/" + guest.lower().replace(" ", "-"), guest)} · 48 min</p>
<audio controls preload="none" src="http://{FA_CDN}/audio/fa-ep{n:03d}.mp3"></audio>
{extra}
<h2>Show notes</h2><ul><li>{a("http://stacks.books.example/details/fenlandsketches", "Fenland sketches and legends (1891)")}</li>
<li>{a("http://www.floodmemorial.example/", "The 1953 flood memorial project")}</li></ul>
<p>Music: {a("http://freemusic.example/artist/the-washers", "The Washers")}</p>
<nav class="episode-nav">{a(f"/episodes/{n - 1}", "← Previous episode")} {a(f"/episodes/{n + 1}", "Next episode →")}</nav>
<section class="comments"><h2>2 comments</h2><p>Lovely episode! {a(f"/episodes/{n}?replytocom=31", "Reply")}</p></section>
</article>""",
        share=FA.url(f"/episodes/{n}"),
    )


def fenair_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/episodes/42": _episode(
            42, "The drowned villages of Whittlesey Mere", "Ruth Kesteven", ""
        ),
        "/episodes/43": _episode(
            43,
            "Voices from the 1953 flood",
            "Dr Alan Pybus",
            '<div class="downloads">'
            + a(f"http://{FA_CDN}/audio/fa-ep043.mp3?download=1", "Download MP3")
            + " · "
            + a(f"http://{FA_CDN}/transcripts/fa-ep043-transcript.pdf", "Read the transcript (PDF)")
            + "</div>",
        ),
    }
    for n in (41, 44):
        pages[f"/episodes/{n}"] = FA.page(f"Episode {n}", f"<h1>Episode {n}</h1>")
    pages["/feed.xml"] = Response.data(
        b"<rss version='2.0'><channel/></rss>", "application/rss+xml"
    )
    cdn: dict[str, PageValue] = {
        "/audio/fa-ep042.mp3": audio("ep42"),
        "/audio/fa-ep043.mp3": audio("ep43"),
        "/transcripts/fa-ep043-transcript.pdf": pdf_file("Transcript: Voices from the 1953 flood"),
    }
    return [FA.site(pages), Portal(FA_CDN, "Fen Airwaves hosting", []).site(cdn)]


# --------------------------------------------------------------------------------------
# Indico-like conference system.  A contribution's page, its attachment folder (files two
# hops away) and its PDF export all lie under /event/512/contributions/<id>/.  Talk 4471's
# recording is on the conference's video store, another registrable domain: Path-Based
# with Externals (the seed's GitHub / raw.githubusercontent).  Talk 4480 has no recording:
# Path-Based.
# --------------------------------------------------------------------------------------

IN = Portal(
    host=host("indico", "fenhumconf"),
    name="Fen Humanities Conference 2026",
    menu=[
        ("/event/512/", "Overview"),
        ("/event/512/timetable/", "Timetable"),
        ("/event/512/contributions/", "Contribution list"),
        ("/event/512/registrations/", "Registration"),
        ("/event/512/page/venue", "Venue"),
    ],
    footer=[
        ("http://getindico.example/", "Powered by Indico"),
        ("/privacy", "Privacy"),
        ("http://social.fenhumconf.hx27.example/@fenhum", "Follow us"),
    ],
    title_format="{title} · {name} (12-14 June 2026)",
)
VIDEO = host("video", "fenhumstream")

TALKS = {
    4471: ("Reading marginalia at scale", "Ines Kessler", 1290, [2201, 2202], True),
    4480: ("Sound maps of the Wash", "Tom Odowd", 1297, [2231], False),
}


def _talk_files(folder: int, files: list[int]) -> list[tuple[int, str]]:
    names = ["slides.pdf", "handout.pdf"]
    return [(f, names[i]) for i, f in enumerate(files)]


def indico_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    video: dict[str, PageValue] = {}
    for cid, (title, speaker, folder, files, recorded) in TALKS.items():
        base = f"/event/512/contributions/{cid}/"
        fl = [(f"{base}attachments/{folder}/{f}/{n}", n) for f, n in _talk_files(folder, files)]
        rec = (
            f"<dt>Recording</dt><dd>{a(f'http://{VIDEO}/e512/c{cid}/recording.mp4', 'Video (MP4)')}</dd>"
            if recorded
            else ""
        )
        pages[base] = IN.page(
            title,
            f"""<div class="contribution"><h1>{escape(title)}</h1>
<p>{a(f"/event/512/contributions/{cid}.ics", "iCal export")} · {a(f"{base}contribution.pdf", "Export to PDF")}</p>
<dl><dt>Speaker</dt><dd>{a(f"/event/512/contributions/speakers#{cid}", speaker)}
({a("http://www.univ-speaker.example/~" + speaker.split()[1].lower(), "homepage")})</dd>
<dt>Session</dt><dd>{a("/event/512/sessions/77/", "Sound and text")}</dd>
<dt>Materials</dt><dd>{a(f"{base}attachments/{folder}/", "Slides and handouts")} {ul(fl)}</dd>{rec}</dl>
<p>{a(f"/event/512/contributions/{cid + 1}/", "Next contribution")}</p></div>""",
            share=IN.url(base),
        )
        pages[f"{base}attachments/{folder}/"] = IN.page(
            f"Materials - {title}", f"<h1>Materials</h1>{ul(fl)}<p>{a(base, 'Back')}</p>"
        )
        for href, n in fl:
            pages[href] = pdf_file(f"{title} ({n})", speaker)
        pages[f"{base}contribution.pdf"] = pdf_file(title, speaker, "Abstract")
        pages[f"/event/512/contributions/{cid}.ics"] = Response.data(
            b"BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", "text/calendar"
        )
        pages[f"/event/512/contributions/{cid + 1}/"] = IN.page("Next talk", "<h1>Talk</h1>")
        if recorded:
            video[f"/e512/c{cid}/recording.mp4"] = binary("mp4", "video/mp4")
    sites = [IN.site(pages)]
    sites.append(Portal(VIDEO, "Fen Humanities video store", []).site(video))
    return sites


def _talk_truth(cid: int) -> set[str]:
    _t, _s, folder, files, recorded = TALKS[cid]
    base = f"/event/512/contributions/{cid}/"
    out = {
        IN.url(base),
        IN.url(f"{base}attachments/{folder}/"),
        IN.url(f"{base}contribution.pdf"),
        *(IN.url(f"{base}attachments/{folder}/{f}/{n}") for f, n in _talk_files(folder, files)),
    }
    if recorded:
        out.add(f"http://{VIDEO}/e512/c{cid}/recording.mp4")
    return out


# --------------------------------------------------------------------------------------
# A departmental lecture archive: hand-written static HTML with no site chrome at all
# (its homepage and its server's 404 page link nothing).  A lecture page links its
# recording, handout and slides in sibling folders under unrelated names: Single Page+
# (there is nothing for an ignored-URI list to remove).
# --------------------------------------------------------------------------------------

HL = host("lectures", "hollingshist")


def hollings_sites() -> list[Site]:
    site = Site(HL)
    site.add(
        "/",
        bare(
            "Hollings Lectures in Regional History",
            "<h1>Hollings Lectures in Regional History</h1><p>Recordings of the annual "
            "lecture, 2015-2022. Links to individual lectures are circulated to members.</p>",
        ),
    )
    site.add(
        "/lectures/2019-kessler.html",
        bare(
            "Hollings Lecture 2019: Ines Kessler, Margins of the Fens",
            "<h1>Margins of the Fens: annotated almanacs, 1700-1850</h1>"
            "<p>The 2019 Hollings Lecture, given by Ines Kessler on 14 March 2019.</p><ul>"
            f"<li>{a('../media/lec0412.mp3', 'Recording (MP3, 52 min)')}</li>"
            f"<li>{a('../handouts/kessler-marginalia.pdf', 'Handout (PDF)')}</li>"
            f"<li>{a('../slides/hl19.pdf', 'Slides (PDF)')}</li></ul>",
        ),
    )
    site.add(
        "/lectures/2021-odowd.html",
        bare(
            "Hollings Lecture 2021: Tom Odowd, Listening to the Levels",
            "<h1>Listening to the Levels</h1><p>Delivered online, 9 June 2021.</p>"
            f"<p>{a('../media/lec0588.mp3', 'Audio')} · {a('../transcripts/odowd2021.txt', 'Transcript')}</p>"
            f"<p>{a('index.html', 'All lectures')}</p>",
        ),
    )
    site.add(
        "/lectures/index.html",
        bare(
            "Hollings Lectures",
            ul([("2019-kessler.html", "2019 Kessler"), ("2021-odowd.html", "2021 Odowd")]),
        ),
    )
    site.add("/media/lec0412.mp3", audio("lec0412"))
    site.add("/media/lec0588.mp3", audio("lec0588"))
    site.add("/handouts/kessler-marginalia.pdf", pdf_file("Margins of the Fens: handout"))
    site.add("/slides/hl19.pdf", pdf_file("Margins of the Fens: slides"))
    site.add("/transcripts/odowd2021.txt", Response.text("Listening to the Levels\n..."))
    return [site]


# --------------------------------------------------------------------------------------
# An oral-history archive.  Every page title starts "Fenland Voices | " (so does the
# homepage's: "Fenland Voices | Home").  An interview's sessions and transcripts live at
# opaque ids outside any common path, transcripts two hops away, and each shows the
# interview title: Significant String from Filtered Title (the seed's OSF).  Audio is
# embedded in session pages, so not an artifact URI of its own.
# --------------------------------------------------------------------------------------

FV = Portal(
    host=host("www", "fenlandvoices"),
    name="Fenland Voices",
    menu=[
        ("/interviews", "Interviews"),
        ("/narrators", "Narrators"),
        ("/themes", "Themes"),
        ("/map", "Map"),
        ("/about", "About the project"),
    ],
    footer=[
        ("/using-the-archive", "Using the archive"),
        ("/takedown", "Takedown policy"),
        ("/privacy", "Privacy"),
        ("http://www.fenheritagelottery.example/", "Funded by the Heritage Lottery"),
    ],
    title_format="{name} | {title}",
    home_title="Fenland Voices | Home",
)

INTERVIEWS = {
    "ohc-0193": (
        "Margaret Ely on eel catching at Welney, 1978",
        "margaret-ely",
        [("8812", "t8812a"), ("8813", "t8813b")],
    ),
    "ohc-0207": (
        "Reg Turner on the Denver Sluice and the 1953 flood",
        "reg-turner",
        [("9120", "t9120c")],
    ),
}


def fenlandvoices_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for oid, (title, narrator, sessions) in INTERVIEWS.items():
        srows = ul([(f"/sessions/{s}", f"Session {i + 1}") for i, (s, _t) in enumerate(sessions)])
        pages[f"/interviews/{oid}"] = FV.page(
            title,
            f"""{cookie_banner("/privacy")}<h1>{escape(title)}</h1>
<p>Narrator: {a(f"/narrators/{narrator}", narrator.replace("-", " ").title())} · Interviewer:
{a("/interviewers/j-sayle", "Jean Sayle")} · Reference {oid.upper()}</p>
<h2>Sessions</h2>{srows}
<p>Themes: {a("/themes/eels", "Eels")}, {a("/themes/floods", "Floods")}</p>
<p>{a("/using-the-archive#reuse", "Request reuse")} · {a("/interviews?narrator=" + narrator, "More from this narrator")}</p>""",
            share=FV.url(f"/interviews/{oid}"),
        )
        for i, (s, t) in enumerate(sessions):
            pages[f"/sessions/{s}"] = FV.page(
                f"Session {i + 1}: {title}",
                f"<h1>{escape(title)}</h1><h2>Session {i + 1}</h2>"
                f'<audio controls src="/media/{s}.mp3"></audio>'
                f"<p>{a(f'/transcripts/{t}.txt', 'Transcript (plain text)')} · "
                f"{a(f'/interviews/{oid}', 'Back to interview')}</p>",
            )
            pages[f"/media/{s}.mp3"] = audio(s)
            pages[f"/transcripts/{t}.txt"] = Response.text(
                f"Fenland Voices oral history {oid.upper()}\n{title}\nSession {i + 1}\n\nJS: So tell me..."
            )
        pages[f"/narrators/{narrator}"] = FV.page(
            narrator.replace("-", " ").title(), "<h1>Narrator</h1><p>Born 1902, Welney.</p>"
        )
    return [FV.site(pages)]


def _fv_truth(oid: str) -> set[str]:
    sessions = INTERVIEWS[oid][2]
    return {
        FV.url(f"/interviews/{oid}"),
        *(FV.url(f"/sessions/{s}") for s, _t in sessions),
        *(FV.url(f"/transcripts/{t}.txt") for _s, t in sessions),
    }


CASES: list[Case] = [
    # single_page: audio embedded, everything linked is chrome, notes or other episodes.
    make_case(
        name="fenair-ep42",
        imitates="History podcast episode",
        artifact_class="single_uri",
        expected="single_page",
        entry=FA.url("/episodes/42"),
        truth={FA.url("/episodes/42")},
        build=fenair_sites,
        others={FA.url("/episodes/41"), FA.url("/episodes/43")},
    ),
    # single_page_plus_ignored: + MP3 download and transcript PDF on the CDN.
    make_case(
        name="fenair-ep43",
        imitates="History podcast episode",
        artifact_class="single_hop",
        expected="single_page_plus_ignored",
        entry=FA.url("/episodes/43"),
        truth={
            FA.url("/episodes/43"),
            f"http://{FA_CDN}/audio/fa-ep043.mp3?download=1",
            f"http://{FA_CDN}/transcripts/fa-ep043-transcript.pdf",
        },
        build=fenair_sites,
        others={FA.url("/episodes/42"), FA.url("/episodes/44")},
    ),
    # path_based_externals: contribution page, materials folder, files, PDF export, and
    # the recording on the video store.
    make_case(
        name="fenhum-marginalia",
        imitates="Indico conference contribution",
        artifact_class="multi_hop",
        expected="path_based_externals",
        entry=IN.url("/event/512/contributions/4471/"),
        truth=_talk_truth(4471),
        build=indico_sites,
        others={IN.url("/event/512/contributions/4472/")},
    ),
    # path_based: the same without a recording.
    make_case(
        name="fenhum-soundmaps",
        imitates="Indico conference contribution",
        artifact_class="multi_hop",
        expected="path_based",
        entry=IN.url("/event/512/contributions/4480/"),
        truth=_talk_truth(4480),
        build=indico_sites,
        others={IN.url("/event/512/contributions/4481/")},
    ),
    # single_page_plus: page + recording + handout + slides (no chrome at all).
    make_case(
        name="hollings-2019",
        imitates="Static lecture archive page",
        artifact_class="single_hop",
        expected="single_page_plus",
        entry=f"http://{HL}/lectures/2019-kessler.html",
        truth={
            f"http://{HL}/lectures/2019-kessler.html",
            f"http://{HL}/media/lec0412.mp3",
            f"http://{HL}/handouts/kessler-marginalia.pdf",
            f"http://{HL}/slides/hl19.pdf",
        },
        build=hollings_sites,
    ),
    # single_page_plus: page + audio + transcript; the "All lectures" index is not part.
    make_case(
        name="hollings-2021",
        imitates="Static lecture archive page",
        artifact_class="single_hop",
        expected="single_page_plus",
        entry=f"http://{HL}/lectures/2021-odowd.html",
        truth={
            f"http://{HL}/lectures/2021-odowd.html",
            f"http://{HL}/media/lec0588.mp3",
            f"http://{HL}/transcripts/odowd2021.txt",
        },
        build=hollings_sites,
    ),
    # sig_filtered_title: interview page, session pages, transcripts (all show the
    # interview title once "Fenland Voices | " is filtered off).
    make_case(
        name="fenlandvoices-ely",
        imitates="Oral-history archive interview",
        artifact_class="multi_hop",
        expected="sig_filtered_title",
        entry=FV.url("/interviews/ohc-0193"),
        truth=_fv_truth("ohc-0193"),
        build=fenlandvoices_sites,
        others={FV.url("/narrators/margaret-ely")},
    ),
    make_case(
        name="fenlandvoices-turner",
        imitates="Oral-history archive interview",
        artifact_class="multi_hop",
        expected="sig_filtered_title",
        entry=FV.url("/interviews/ohc-0207"),
        truth=_fv_truth("ohc-0207"),
        build=fenlandvoices_sites,
        others={FV.url("/narrators/reg-turner")},
    ),
]
