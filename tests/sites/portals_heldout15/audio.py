"""Sound and talk: oral-history interviews (OHMS-like: audio, transcript, synchronised
index), a history department's podcast (WordPress with a podcast plugin, audio embedded
from a podcast host) and a conference programme's contributions (Indico-like: abstract,
slides, paper)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, links

from ._kit import audio, file_host, generator, html, pdf, portal, text, xml

# --- Oral-history interviews ---------------------------------------------------------------
OH = portal(
    "oralhistory.thornfield-univ.hx15.example",
    "Thornfield Oral History Centre",
    menu=[
        ("/collections", "Collections"),
        ("/interviews", "Interviews"),
        ("/ohms", "OHMS"),
        ("/about", "About"),
    ],
)
OH_MEDIA = "stream.thornfield-media.hx15.example"
OH_INTERVIEWS = {
    "2019oh114": ("Interview with Edna Whitlock, 14 May 2019", "coal-camp-voices"),
    "2019oh131": ("Interview with Roy Castell, 2 July 2019", "coal-camp-voices"),
}


def oral_history_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    media: dict[str, PageValue] = {}
    for acc, (title, coll) in OH_INTERVIEWS.items():
        other = next(a for a in OH_INTERVIEWS if a != acc)
        mp3 = f"http://{OH_MEDIA}/oh/{acc}.mp3"
        pages[f"/interviews/{acc}"] = html(
            OH.page(
                title,
                f"<h1>{escape(title)}</h1><p>Accession {acc}. Part of "
                f'<a href="/collections/{coll}">Coal Camp Voices</a>.</p>'
                f"<p>Interviewer: Dana Ruiz. Duration 01:12:40.</p>"
                + links(
                    [
                        (mp3, "Listen / download audio (MP3)"),
                        (f"/files/transcripts/{acc}.pdf", "Transcript (PDF)"),
                        (f"/ohms/viewer.php?cachefile={acc}.xml", "Searchable index (OHMS viewer)"),
                        (f"/ohms/cachefiles/{acc}.xml", "Index and metadata (OHMS XML)"),
                    ]
                )
                + f'<p><a href="/export/ris?id={acc}">Export citation (RIS)</a> · '
                f'<a href="/request?id={acc}">Request a copy</a> · <a href="/rights">Rights</a></p>'
                f'<p>Related interview: <a href="/interviews/{other}">{escape(OH_INTERVIEWS[other][0])}</a></p>',
                share=OH.url(f"/interviews/{acc}"),
            )
        )
        media[f"/oh/{acc}.mp3"] = audio(acc)
        pages[f"/files/transcripts/{acc}.pdf"] = pdf(
            f"Transcript: {title}", "DR: Where were you born?"
        )
        pages[f"/ohms/viewer.php?cachefile={acc}.xml"] = html(
            OH.page(
                f"{title} - OHMS",
                f"<h1>{escape(title)}</h1><ol><li>00:00 Childhood in the camp</li>"
                f"<li>14:20 The 1953 strike</li></ol><p><a href='{mp3}'>Audio</a></p>",
            )
        )
        pages[f"/ohms/cachefiles/{acc}.xml"] = xml(
            f"<ROOT><record id='{acc}'><title>{escape(title)}</title></record></ROOT>"
        )
        pages[f"/export/ris?id={acc}"] = text(
            f"TY  - SOUND\nTI  - {title}\nER  - \n", "application/x-research-info-systems"
        )
    pages["/collections/coal-camp-voices"] = html(
        OH.page(
            "Coal Camp Voices",
            "<h1>Coal Camp Voices</h1>"
            + links([(f"/interviews/{a}", t) for a, (t, _c) in OH_INTERVIEWS.items()]),
        )
    )
    return [OH.site(pages), file_host(OH_MEDIA, media)]


def _oh_case(acc: str) -> Case:
    # Expected single_page_plus_ignored: the interview is a Single Hop artifact (the
    # seed's Figshare/Zenodo shape): the landing page links its audio (on a streaming
    # host), the transcript, the OHMS index viewer and the OHMS XML, all one hop away,
    # among menus, a collection link, rights and request pages.  Truth: those five.  The
    # RIS citation export is left out as chrome (disputable: it is generated metadata).
    # Not: the collection (an `other`), the related interview.
    u = OH.url
    truth = {
        u(f"/interviews/{acc}"),
        f"http://{OH_MEDIA}/oh/{acc}.mp3",
        u(f"/files/transcripts/{acc}.pdf"),
        u(f"/ohms/viewer.php?cachefile={acc}.xml"),
        u(f"/ohms/cachefiles/{acc}.xml"),
    }
    other = next(a for a in OH_INTERVIEWS if a != acc)
    return Case(
        f"oral-history-{acc}",
        "OHMS-like oral history interview",
        "oral history interview",
        "single_page_plus_ignored",
        u(f"/interviews/{acc}"),
        frozenset(truth),
        oral_history_sites,
        others=frozenset({u("/collections/coal-camp-voices"), u(f"/interviews/{other}")}),
    )


# --- History department podcast (WordPress) ----------------------------------------------
POD = portal(
    "podcast.linwood-history.hx15.example",
    "Past Tense: the Linwood History Podcast",
    menu=[
        ("/episodes/", "Episodes"),
        ("/about/", "About"),
        ("/feed/podcast/", "RSS"),
        ("/contact/", "Contact"),
    ],
    title_format="{title} – {name}",
)
POD_CDN = "traffic.linwood-podhost.hx15.example"
EPISODES = {
    "/2024/03/episode-41-the-cotton-famine/": "Episode 41: The Cotton Famine in Lancashire",
    "/2024/04/episode-42-fenland-drainage-riots/": "Episode 42: The Fenland Drainage Riots",
}


def podcast_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {}
    head = (
        generator("WordPress 6.4.2")
        + '<link rel="alternate" type="application/rss+xml" href="/feed/podcast/">'
    )
    keys = list(EPISODES)
    for k, path in enumerate(keys):
        title = EPISODES[path]
        mp3 = f"http://{POD_CDN}/linwood/past-tense-{41 + k}.mp3"
        cdn[f"/linwood/past-tense-{41 + k}.mp3"] = audio(title)
        nav = "".join(
            f'<a rel="{rel}" href="{keys[j]}">{EPISODES[keys[j]]}</a> '
            for rel, j in (("prev", k - 1), ("next", k + 1))
            if 0 <= j < len(keys)
        )
        pages[path] = html(
            POD.page(
                title,
                f"<article><h1>{escape(title)}</h1><audio controls src='{mp3}'></audio>"
                "<p>Show notes: our guest discusses her new book "
                "<a href='http://press.example-books.test/cotton'>on the press's site</a>.</p>"
                "<p>Categories: <a href='/category/economic-history/'>Economic history</a></p>"
                f"<p>Subscribe: <a href='http://podcasts.apple.test/past-tense'>Apple Podcasts</a> · "
                f"<a href='/feed/podcast/'>RSS</a></p></article><nav class='post-navigation'>{nav}</nav>"
                f"<section id='comments'><form action='/wp-comments-post.php' method='post'></form></section>",
                head=head,
                share=POD.url(path),
            )
        )
    pages["/category/economic-history/"] = html(
        POD.page("Economic history", links([(p, t) for p, t in EPISODES.items()]), head=head)
    )
    pages["/feed/podcast/"] = xml(
        "<rss version='2.0'><channel><title>Past Tense</title></channel></rss>",
        "application/rss+xml",
    )
    return [POD.site(pages), file_host(POD_CDN, cdn)]


def _pod_case(path: str) -> Case:
    # Expected single_page: an episode page is the seed's Story Collider case (audio,
    # Single Artifact URI): the audio is embedded from the podcast host (an embedded
    # resource, outside the truth by this set's convention), and everything else is blog
    # chrome, feed, categories and neighbouring episodes (`others`).
    others = {POD.url(p) for p in EPISODES if p != path}
    return Case(
        "podcast-" + "-".join(path.strip("/").rsplit("/", 1)[-1].split("-")[:2]),
        "WordPress podcast episode",
        "podcast episode",
        "single_page",
        POD.url(path),
        frozenset({POD.url(path)}),
        podcast_sites,
        others=frozenset(others),
    )


# --- Conference programme (Indico-like) ----------------------------------------------------
INDICO = portal(
    "indico.ashdown-histsoc.hx15.example",
    "Ashdown Historical Society Events",
    menu=[
        ("/category/3/", "Conferences"),
        ("/user/dashboard/", "My profile"),
        ("/login/", "Login"),
    ],
    title_format="{title} · {name}",
)
EVENT = 42
CONTRIBUTIONS = {
    1187: ("Poor relief and the parish vestry in Sussex, 1790-1834", [(310, 512, "slides.pdf")]),
    1188: (
        "Women's friendly societies in the Weald",
        [(311, 515, "slides.pdf"), (312, 517, "paper.pdf")],
    ),
}


def indico_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    head = generator("Indico 3.3")
    ev = f"/event/{EVENT}"
    pages[f"{ev}/"] = html(
        INDICO.page(
            "Annual Conference 2025",
            "<h1>Annual Conference 2025</h1>"
            + links(
                [(f"{ev}/timetable/", "Timetable"), (f"{ev}/contributions/", "Contribution list")]
            ),
            head=head,
        )
    )
    pages[f"{ev}/timetable/"] = html(
        INDICO.page(
            "Timetable",
            links([(f"{ev}/contributions/{c}/", t) for c, (t, _a) in CONTRIBUTIONS.items()]),
            head=head,
        )
    )
    pages[f"{ev}/contributions/"] = pages[f"{ev}/timetable/"]
    pages[f"{ev}/sessions/77/"] = html(
        INDICO.page(
            "Session 3: Welfare and community",
            links([(f"{ev}/contributions/{c}/", t) for c, (t, _a) in CONTRIBUTIONS.items()]),
            head=head,
        )
    )
    for cid, (title, atts) in CONTRIBUTIONS.items():
        c = f"{ev}/contributions/{cid}"
        other = next(x for x in CONTRIBUTIONS if x != cid)
        att_links = [(f"{c}/attachments/{f}/{a}/{name}", name) for f, a, name in atts]
        pages[f"{c}/"] = html(
            INDICO.page(
                title,
                f'<nav class="event-nav"><a href="{ev}/">Annual Conference 2025</a> · <a href="{ev}/timetable/">Timetable</a> · '
                f'<a href="{ev}/contributions/">Contribution list</a></nav><h1>{escape(title)}</h1>'
                f"<p>Session: <a href='{ev}/sessions/77/'>Session 3: Welfare and community</a></p>"
                f"<h2>Abstract</h2><p>This paper examines …</p><h2>Presentation materials</h2>"
                + links(att_links)
                + f'<p><a href="{c}/contribution.pdf">Export to PDF</a></p>'
                f'<p>Next in session: <a href="{ev}/contributions/{other}/">{escape(CONTRIBUTIONS[other][0])}</a></p>',
                head=head,
            )
        )
        pages[f"{c}/contribution.pdf"] = pdf(title, "Abstract")
        for f, a, name in atts:
            pages[f"{c}/attachments/{f}/{a}/{name}"] = pdf(f"{title} ({name})", "…")
    return [INDICO.site(pages)]


def _indico_case(cid: int) -> Case:
    # Expected path_based: an Indico contribution (a talk: abstract, slides, paper) keeps
    # all its material under /event/<id>/contributions/<id>/ — the seed's path-based
    # software projects in miniature.  Truth: the contribution page, its PDF export of
    # the abstract, and every attachment.  Not: the event, timetable, contribution list,
    # the session and the neighbouring talk (`others`).
    title, atts = CONTRIBUTIONS[cid]
    c = INDICO.url(f"/event/{EVENT}/contributions/{cid}")
    truth = {
        f"{c}/",
        f"{c}/contribution.pdf",
        *(f"{c}/attachments/{f}/{a}/{n}" for f, a, n in atts),
    }
    other = next(x for x in CONTRIBUTIONS if x != cid)
    return Case(
        f"indico-contribution-{cid}",
        "Indico-like conference contribution",
        "conference abstract and slides",
        "path_based",
        f"{c}/",
        frozenset(truth),
        indico_sites,
        others=frozenset(
            {
                INDICO.url(f"/event/{EVENT}/"),
                INDICO.url(f"/event/{EVENT}/sessions/77/"),
                INDICO.url(f"/event/{EVENT}/contributions/{other}/"),
            }
        ),
    )


CASES = [
    _oh_case("2019oh114"),
    _oh_case("2019oh131"),
    *(_pod_case(p) for p in EPISODES),
    _indico_case(1187),
    _indico_case(1188),
]
