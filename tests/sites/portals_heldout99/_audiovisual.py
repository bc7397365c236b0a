"""Audio-visual portals of heldout99: a film and video collection archive (records, reels,
shot lists, streams), a wildlife sound archive (recordings with sonograms and annotations),
an oral-history collection (interviews with audio and transcripts) and a museum's
collection-stories blog.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, data, doc, jpeg, mp3, mp4, png_titled, table, ul, wav

# --- audio-visual collection archive: significant string from title+ with ignored URIs -------

AV = Chrome(
    host="film.lanternreel.hx99.example",
    name="Lanternreel Regional Film Archive",
    title_fmt="{title}",
    home_title="Lanternreel Regional Film Archive",
    menu=(
        ("/films", "Films"),
        ("/collections", "Collections"),
        ("/licensing", "Licensing footage"),
        ("/education", "Education"),
    ),
    home_main="<h1>Moving images of the region since 1896</h1><h2>Collections</h2>"
    + ul(
        [
            ("/collections/fishing-industry", "Fishing industry"),
            ("/collections/civic-events", "Civic events"),
        ]
    )
    + '<h2>Featured</h2><p><a href="/film/LR-1936-0007">Beach Donkeys (1936)</a></p>',
)
HERRING = ("LR-1958-0031", "Herring Fleet at Lowestoft (1958)")
CORONATION = ("LR-1953-0102", "Coronation Day in Norwich, Reels 1-3 (1953)")


def _film(fid: str, title: str, coll: str, body: str) -> str:
    return AV.page(
        title,
        f"<h1>{escape(title)}</h1><video controls poster='/stream/{fid}/poster.jpg'>"
        f"<source src='/stream/{fid}/720p.mp4' type='video/mp4'></video>" + body,
        crumbs=(("/", "Home"), (f"/collections/{coll}", coll.replace("-", " ").title())),
        raw_title=True,
    )


def build_av() -> list[Site]:
    pages: dict[str, PageValue] = {}
    fid, t = HERRING
    pages[f"/film/{fid}"] = _film(
        fid,
        t,
        "fishing-industry",
        table([("Reference", fid), ("Duration", "11 min"), ("Sound", "Silent")])
        + ul(
            [
                (f"/stream/{fid}/720p.mp4", "Download viewing copy (MP4)"),
                (f"/stream/{fid}/captions.en.vtt", "Intertitle transcription (WebVTT)"),
                (f"/film/{fid}/shotlist", "Shot list"),
                (f"/film/{fid}/cite.ris", "Cite this film (RIS)"),
            ]
        )
        + "<p>Rights: in copyright, educational use permitted.</p>",
    )
    pages[f"/film/{fid}/shotlist"] = AV.page(
        f"Shot list: {t}",
        f"<h1>Shot list</h1><p>{escape(t)}</p><ol><li>Drifters leave harbour</li>"
        "<li>Nets hauled at dawn</li></ol>"
        f'<p><a href="/stream/{fid}/shotlist-card.jpg">Scan of the original shot card</a></p>'
        f'<p><a href="/film/{fid}">Back to the film</a></p>',
        raw_title=True,
    )
    pages[f"/film/{fid}/cite.ris"] = data(f"TY  - VIDEO\nTI  - {t}\nER  -\n", "application/x-ris")
    pages[f"/stream/{fid}/720p.mp4"] = mp4(1)
    pages[f"/stream/{fid}/poster.jpg"] = jpeg(70)
    pages[f"/stream/{fid}/shotlist-card.jpg"] = jpeg(71)
    pages[f"/stream/{fid}/captions.en.vtt"] = data(
        "WEBVTT\n\n00:00.000 --> 00:04.000\nTHE SILVER HARVEST\n", "text/vtt"
    )

    fid, t = CORONATION
    reels = (1, 2, 3)
    pages[f"/film/{fid}"] = _film(
        fid,
        t,
        "civic-events",
        table([("Reference", fid), ("Duration", "3 reels, 34 min"), ("Gauge", "16mm")])
        + "<h2>Reels</h2>"
        + ul([(f"/film/{fid}/reel/{r}", f"Reel {r}") for r in reels])
        + ul(
            [
                (f"/film/{fid}/shotlist", "Shot list"),
                (f"/film/{fid}/technical", "Technical metadata"),
                (f"/film/{fid}/cite.ris", "Cite (RIS)"),
            ]
        ),
    )
    for r in reels:
        nxt = f'<a href="/film/{fid}/reel/{r + 1}">Next reel</a>' if r < 3 else ""
        pages[f"/film/{fid}/reel/{r}"] = AV.page(
            f"Reel {r} of {t}",
            f"<h1>Reel {r}</h1><p>Reel {r} of {escape(t)}</p>"
            + ul(
                [
                    (f"/stream/{fid}/reel{r}.mp4", "Viewing copy (MP4)"),
                    (f"/stream/{fid}/reel{r}.en.vtt", "Audio description (WebVTT)"),
                ]
            )
            + nxt,
            raw_title=True,
        )
        pages[f"/stream/{fid}/reel{r}.mp4"] = mp4(10 + r)
        pages[f"/stream/{fid}/reel{r}.en.vtt"] = data(
            f"WEBVTT\n\n00:00.000 --> 00:05.000\nCrowds along the route, part {r}\n", "text/vtt"
        )
    pages[f"/film/{fid}/shotlist"] = AV.page(
        f"Shot list: {t}",
        f"<h1>Shot list</h1><p>{escape(t)}, shots 1-40</p>"
        f'<p><a href="/film/{fid}/shotlist?page=2">Shots 41-77</a></p>',
        raw_title=True,
    )
    pages[f"/film/{fid}/shotlist?page=2"] = AV.page(
        f"Shot list (2): {t}",
        f"<h1>Shot list, page 2</h1><p>{escape(t)}, shots 41-77</p>"
        f'<p><a href="/stream/{fid}/shotlist-cards.pdf">Scans of the shot cards</a></p>',
        raw_title=True,
    )
    pages[f"/stream/{fid}/shotlist-cards.pdf"] = doc("Shot cards", ["LR-1953-0102 cards"])
    pages[f"/film/{fid}/technical"] = AV.page(
        f"Technical metadata: {t}",
        f"<h1>Technical metadata</h1><p>{escape(t)}</p>"
        + table([("Scan", "2K, 16 bit"), ("Source", "Reversal print")])
        + f'<p><a href="/film/{fid}/technical.xml">PBCore XML</a></p>',
        raw_title=True,
    )
    pages[f"/film/{fid}/technical.xml"] = data(
        f"<pbcoreInstantiationDocument><instantiationIdentifier>{fid}"
        "</instantiationIdentifier></pbcoreInstantiationDocument>",
        "application/xml",
    )
    pages[f"/film/{fid}/cite.ris"] = data(f"TY  - VIDEO\nTI  - {t}\nER  -\n", "application/x-ris")
    pages[f"/stream/{fid}/poster.jpg"] = jpeg(72)
    pages[f"/stream/{fid}/720p.mp4"] = mp4(2)
    pages["/film/LR-1936-0007"] = AV.page(
        "Beach Donkeys (1936)", "<h1>Beach Donkeys (1936)</h1>", raw_title=True
    )
    for c in ("fishing-industry", "civic-events"):
        pages[f"/collections/{c}"] = AV.page(c, f"<h1>Collection: {c}</h1>")
    return AV.sites(pages)


def _av_truth(fid: str, paths: list[str]) -> list[str]:
    return [AV.url(f"/film/{fid}")] + [AV.url(p.format(f=fid)) for p in paths]


# --- wildlife sound archive: significant string from filtered title (suffix) ----------------

SND = Chrome(
    host="sounds.chorus-wildlife.hx99.example",
    name="Chorus Wildlife Sound Archive",
    title_fmt="{title} - {name}",
    home_title="Listen to the wild - Chorus Wildlife Sound Archive",
    menu=(
        ("/explore", "Explore"),
        ("/species", "Species"),
        ("/recordists", "Recordists"),
        ("/contribute", "Contribute"),
    ),
)
WREN = ("CH-20441", "Eurasian wren (Troglodytes troglodytes), song, CH-20441")
DAWN = ("CH-31007", "Dawn chorus in Bialowieza old-growth forest, 4-channel, CH-31007")


def build_sounds() -> list[Site]:
    pages: dict[str, PageValue] = {}
    rid, s = WREN
    side = "<h2>Nearby recordings</h2>" + ul(
        [("/recording/CH-20437", "CH-20437"), ("/recording/CH-20450", "CH-20450")]
    )
    pages[f"/recording/{rid}"] = SND.page(
        s,
        f"<h1>{escape(s)}</h1><audio controls src='/audio/{rid}.wav'></audio>"
        + table(
            [
                ("Species", '<a href="/species/troglodytes-troglodytes">Eurasian wren</a>'),
                ("Recordist", '<a href="/recordists/a-novak">A. Novak</a>'),
                ("Equipment", "Telinga parabola, Sony PCM-D100"),
            ]
        )
        + ul(
            [
                (f"/audio/{rid}.wav", "Download WAV"),
                (f"/recording/{rid}/sonogram", "Sonogram"),
                (f"/recording/{rid}/annotations.csv", "Annotations (CSV)"),
                (f"/recording/{rid}/cite?format=bibtex", "Cite"),
            ]
        ),
        aside=side,
        share=SND.url(f"/recording/{rid}"),
    )
    pages[f"/recording/{rid}/sonogram"] = SND.page(
        f"{s}: sonogram",
        f"<h1>Sonogram</h1><p>{escape(s)}</p>"
        f'<p><a href="/recording/{rid}/sonogram.png">Full-size sonogram (PNG)</a></p>',
    )
    pages[f"/recording/{rid}/sonogram.png"] = png_titled(s)
    pages[f"/audio/{rid}.wav"] = wav(s)
    pages[f"/recording/{rid}/annotations.csv"] = data(
        f"# {s}\nstart,end,label\n0.4,2.1,song\n", "text/csv"
    )
    pages[f"/recording/{rid}/cite?format=bibtex"] = data(
        f"@misc{{{rid}, title={{{s}}}, publisher={{Chorus}}}}\n", "application/x-bibtex"
    )

    rid, s = DAWN
    chans = (1, 2, 3, 4)
    side = "<h2>Also recorded at this site</h2>" + ul(
        [("/recording/CH-31002", "CH-31002"), ("/recording/CH-31019", "CH-31019")]
    )
    pages[f"/recording/{rid}"] = SND.page(
        s,
        f"<h1>{escape(s)}</h1>"
        + table(
            [
                ("Recordist", '<a href="/recordists/j-kowalczyk">J. Kowalczyk</a>'),
                ("Duration", "41:12"),
            ]
        )
        + "<h2>Channels</h2>"
        + ul([(f"/recording/{rid}/channel/{c}", f"Channel {c}") for c in chans])
        + ul(
            [
                (f"/audio/{rid}-stereo-mix.mp3", "Stereo mix (MP3)"),
                (f"/recording/{rid}/species", "Species heard (17)"),
                (f"/recording/{rid}/sonogram", "Sonogram"),
                (f"/recording/{rid}/cite?format=bibtex", "Cite"),
            ]
        ),
        aside=side,
        share=SND.url(f"/recording/{rid}"),
    )
    for c in chans:
        pages[f"/recording/{rid}/channel/{c}"] = SND.page(
            f"{s}: channel {c}",
            f"<h1>Channel {c}</h1><p>Channel {c} of {escape(s)}</p>"
            f'<p><a href="/audio/{rid}-ch{c}.wav">Download channel {c} (WAV)</a></p>',
        )
        pages[f"/audio/{rid}-ch{c}.wav"] = wav(s)
    pages[f"/audio/{rid}-stereo-mix.mp3"] = mp3(s)
    heard = ["fringilla-coelebs", "erithacus-rubecula", "dendrocopos-major"]
    pages[f"/recording/{rid}/species"] = SND.page(
        f"{s}: species heard",
        f"<h1>Species heard</h1><p>In {escape(s)}</p>"
        + ul([(f"/species/{x}", x.replace("-", " ").capitalize()) for x in heard])
        + f'<p><a href="/recording/{rid}/species.csv">Species timeline (CSV)</a></p>',
    )
    pages[f"/recording/{rid}/species.csv"] = data(
        f"# {s}\ntime,species\n00:01:12,Fringilla coelebs\n", "text/csv"
    )
    pages[f"/recording/{rid}/sonogram"] = SND.page(
        f"{s}: sonogram",
        f"<h1>Sonogram</h1><p>{escape(s)}</p>"
        f'<p><a href="/recording/{rid}/sonogram.png">PNG</a></p>',
    )
    pages[f"/recording/{rid}/sonogram.png"] = png_titled(s, (20, 80, 40))
    pages[f"/recording/{rid}/cite?format=bibtex"] = data(
        f"@misc{{{rid}, title={{{s}}}}}\n", "application/x-bibtex"
    )
    for other in ("CH-20437", "CH-20450", "CH-31002", "CH-31019"):
        pages[f"/recording/{other}"] = SND.page(other, f"<h1>Recording {other}</h1>")
    for path in (
        "/species/troglodytes-troglodytes",
        *(f"/species/{x}" for x in heard),
        "/recordists/a-novak",
        "/recordists/j-kowalczyk",
    ):
        pages[path] = SND.page(path.rsplit("/", 1)[1], f"<h1>{escape(path)}</h1>")
    return SND.sites(pages)


# --- oral-history collection: single page plus with ignored URIs ----------------------------

ORAL = Chrome(
    host="voices.saltmarsh-museum.hx99.example",
    name="Saltmarsh Voices",
    tagline="Oral histories of the estuary",
    menu=(("/interviews", "Interviews"), ("/themes", "Themes"), ("/take-part", "Take part")),
    home_main="<h1>Saltmarsh Voices</h1><p>Over 600 recorded memories.</p>"
    '<p><a href="/themes/wildfowling">Wildfowling</a> · <a href="/themes/flood-1953">'
    "The 1953 flood</a></p>",
)
PYE = "OH-2003-117"
FLOOD = "OH-2011-042"


def build_oral() -> list[Site]:
    pages: dict[str, PageValue] = {}
    pages[f"/interviews/{PYE}"] = ORAL.page(
        "Margaret Pye on samphire picking",
        "<h1>Margaret Pye on samphire picking</h1>"
        f"<audio controls src='/media/{PYE}/interview.mp3'></audio>"
        + table([("Reference", PYE), ("Recorded", "14 May 2003"), ("Length", "52 min")])
        + ul(
            [
                (f"/media/{PYE}/interview.mp3", "Listen / download (MP3)"),
                (f"/media/{PYE}/transcript.pdf", "Transcript (PDF)"),
                (f"/media/{PYE}/summary.txt", "Summary (text)"),
                (f"/cite/{PYE}.ris", "Cite (RIS)"),
            ]
        ),
    )
    pages[f"/media/{PYE}/interview.mp3"] = mp3()
    pages[f"/media/{PYE}/transcript.pdf"] = doc("Transcript", ["MP: We went out at low tide."])
    pages[f"/media/{PYE}/summary.txt"] = data("Samphire, tides, family boats.\n", "text/plain")
    pages[f"/cite/{PYE}.ris"] = data("TY  - SOUND\nER  -\n", "application/x-ris")
    sessions = (1, 2, 3)
    files = [(f"/media/{FLOOD}/session{s}.mp3", f"Session {s} audio") for s in sessions]
    files += [
        (f"/media/{FLOOD}/session{s}-transcript.pdf", f"Session {s} transcript") for s in sessions
    ]
    files += [
        (f"/interviews/{FLOOD}/index", "Time-coded index"),
        (f"/media/{FLOOD}/consent-redacted.pdf", "Recording agreement (redacted)"),
        (f"/media/{FLOOD}/photo-1.jpg", "Photograph of the narrator, 2011"),
        (f"/media/{FLOOD}/photo-2.jpg", "Photograph: the sea wall, 1953"),
        (f"/cite/{FLOOD}.ris", "Cite (RIS)"),
        (f"/cite/{FLOOD}.bib", "Cite (BibTeX)"),
    ]
    pages[f"/interviews/{FLOOD}"] = ORAL.page(
        "Dennis Hart remembers the 1953 flood",
        "<h1>Dennis Hart remembers the 1953 flood</h1>"
        + table([("Reference", FLOOD), ("Sessions", "3"), ("Interviewer", "R. Okafor")])
        + "<h2>Recordings and documents</h2>"
        + ul(files),
    )
    for s in sessions:
        pages[f"/media/{FLOOD}/session{s}.mp3"] = mp3()
        pages[f"/media/{FLOOD}/session{s}-transcript.pdf"] = doc(f"Session {s}", ["DH: ..."])
    pages[f"/interviews/{FLOOD}/index"] = ORAL.page(
        "Time-coded index",
        "<h1>Index</h1><ol><li>00:02 Childhood</li><li>14:40 The night of 31 January</li></ol>",
    )
    pages[f"/media/{FLOOD}/consent-redacted.pdf"] = doc("Recording agreement", ["redacted"])
    pages[f"/media/{FLOOD}/photo-1.jpg"] = jpeg(81)
    pages[f"/media/{FLOOD}/photo-2.jpg"] = jpeg(82)
    pages[f"/cite/{FLOOD}.ris"] = data("TY  - SOUND\nER  -\n", "application/x-ris")
    pages[f"/cite/{FLOOD}.bib"] = data(f"@misc{{{FLOOD}}}\n", "application/x-bibtex")
    for path in ("/themes/wildfowling", "/themes/flood-1953"):
        pages[path] = ORAL.page(path.rsplit("/", 1)[1], f"<h1>{escape(path)}</h1>")
    return ORAL.sites(pages)


# --- collection-stories blog: single page ----------------------------------------------------

BLOG = Chrome(
    host="stories.fernhollow.hx99.example",
    name="Fernhollow Museum Stories",
    title_fmt="{title} – {name}",
    menu=(
        ("/category/behind-the-scenes/", "Behind the scenes"),
        ("/category/collections/", "Collections"),
        ("/category/science/", "Science"),
        ("/about-the-blog/", "About"),
    ),
)
DODO = "/2021/03/the-dodo-that-wasnt/"
MOA = "/2022/11/rebuilding-a-moa-skeleton-bone-by-bone/"


def _post(title: str, body: str, cats: list[str], tags: list[str], prev: str, nxt: str) -> str:
    meta = (
        '<p class="byline">By <a href="/author/ines-calder/">Ines Calder</a> in '
        + ", ".join(f'<a href="/category/{c}/">{c}</a>' for c in cats)
        + "</p>"
    )
    tagl = " ".join(f'<a rel="tag" href="/tag/{t}/">{t}</a>' for t in tags)
    return BLOG.page(
        title,
        f"<article><h1>{escape(title)}</h1>{meta}{body}<p class='tags'>{tagl}</p></article>"
        f'<nav class="post-nav"><a rel="prev" href="{prev}">Previous post</a> '
        f'<a rel="next" href="{nxt}">Next post</a></nav>'
        '<section id="comments"><h2>2 comments</h2><p>Lovely story! '
        '<a href="#respond">Reply</a></p></section>',
        head='<link rel="alternate" type="application/rss+xml" href="/feed/">',
        aside="<h2>Recent posts</h2>" + ul([(prev, "Previous post"), (nxt, "Next post")]),
        share=BLOG.url("/"),
    )


def build_blog() -> list[Site]:
    pages: dict[str, PageValue] = {}
    around = [
        "/2021/02/mending-a-mammoth-tusk/",
        "/2021/04/pins-labels-and-patience/",
        "/2022/10/a-week-in-the-spirit-store/",
        "/2022/12/the-christmas-beetle/",
    ]
    pages[DODO] = _post(
        "The dodo that wasn't",
        "<p>Our 'dodo' turned out to be a composite of swan and turkey bones.</p>"
        '<img src="/wp-content/uploads/2021/03/dodo.jpg" alt="">',
        ["collections"],
        ["dodo", "fakes"],
        around[0],
        around[1],
    )
    pages[MOA] = _post(
        "Rebuilding a moa skeleton, bone by bone",
        "<p>Five weeks, 212 bones and one very tall armature.</p>"
        + "".join(
            f'<figure><img src="/wp-content/uploads/2022/11/moa-{i}.jpg" alt=""></figure>'
            for i in (1, 2, 3)
        )
        + '<p>See the <a href="/category/behind-the-scenes/">conservation team\'s other '
        'work</a> and <a href="/collection-highlights/">collection highlights</a>.</p>',
        ["behind-the-scenes", "science"],
        ["moa", "conservation", "skeletons", "new-zealand"],
        around[2],
        around[3],
    )
    pages["/wp-content/uploads/2021/03/dodo.jpg"] = jpeg(90)
    for i in (1, 2, 3):
        pages[f"/wp-content/uploads/2022/11/moa-{i}.jpg"] = jpeg(90 + i)
    for p in around:
        pages[p] = BLOG.page(p.strip("/").rsplit("/", 1)[1], f"<h1>{escape(p)}</h1>")
    for path in (
        "/feed/",
        "/author/ines-calder/",
        "/category/collections/",
        "/category/behind-the-scenes/",
        "/category/science/",
        "/collection-highlights/",
        *(
            f"/tag/{t}/"
            for t in ("dodo", "fakes", "moa", "conservation", "skeletons", "new-zealand")
        ),
    ):
        pages.setdefault(path, BLOG.page(path.strip("/"), f"<h1>{escape(path)}</h1>"))
    pages["/feed/"] = data("<rss version='2.0'><channel/></rss>", "application/rss+xml")
    return BLOG.sites(pages)


# --- cases -------------------------------------------------------------------------------------

CASES: list[Case] = [
    # Dryad-like: the film's title recurs in its record, shot list and citation, but not in
    # the video streams, captions or card scans linked from them; the collection breadcrumb
    # and menus are on the homepage.  The seed's Significant String from Title+ with Ignored
    # URIs.
    case(
        "lanternreel-herring-fleet",
        "audio-visual collection archive (silent film with shot list and captions)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        AV.url(f"/film/{HERRING[0]}"),
        _av_truth(
            HERRING[0],
            [
                "/stream/{f}/720p.mp4",
                "/stream/{f}/captions.en.vtt",
                "/film/{f}/shotlist",
                "/film/{f}/cite.ris",
                "/stream/{f}/shotlist-card.jpg",
            ],
        ),
        build_av,
    ),
    # Harder: three reel pages, a two-page shot list and technical metadata, each naming
    # the film, with title-less streams, captions, XML and scans one hop out: still
    # Significant String from Title+ with Ignored URIs.
    case(
        "lanternreel-coronation-reels",
        "audio-visual collection archive (three reels, paginated shot list, technical metadata)",
        "Multi-Hop",
        "sig_title_plus_ignored",
        AV.url(f"/film/{CORONATION[0]}"),
        _av_truth(
            CORONATION[0],
            [
                *(f"/film/{{f}}/reel/{r}" for r in (1, 2, 3)),
                *(f"/stream/{{f}}/reel{r}.mp4" for r in (1, 2, 3)),
                *(f"/stream/{{f}}/reel{r}.en.vtt" for r in (1, 2, 3)),
                "/film/{f}/shotlist",
                "/film/{f}/shotlist?page=2",
                "/stream/{f}/shotlist-cards.pdf",
                "/film/{f}/technical",
                "/film/{f}/technical.xml",
                "/film/{f}/cite.ris",
            ],
        ),
        build_av,
    ),
    # Dataverse-like: every title ends " - Chorus Wildlife Sound Archive", which the member
    # pages and files (WAV INFO, MP3 ID3 and PNG tEXt titles, CSV headers) never carry after
    # the recording's name; stripping the homepage title's common end gives the significant
    # string.  The seed's Significant String from Filtered Title, from the title's end.
    case(
        "chorus-wren-song",
        "wildlife sound archive (recording with sonogram and annotations)",
        "Multi-Hop",
        "sig_filtered_title",
        SND.url(f"/recording/{WREN[0]}"),
        [
            SND.url(p.format(r=WREN[0]))
            for p in [
                "/recording/{r}",
                "/audio/{r}.wav",
                "/recording/{r}/sonogram",
                "/recording/{r}/sonogram.png",
                "/recording/{r}/annotations.csv",
                "/recording/{r}/cite?format=bibtex",
            ]
        ],
        build_sounds,
        others=[SND.url("/recording/CH-20437"), SND.url("/recording/CH-20450")],
    ),
    # Harder: four channel pages and WAVs, a stereo MP3 (ID3 title), a species page whose
    # species links lack the recording's name, a CSV and a sonogram: still Filtered Title.
    case(
        "chorus-bialowieza-dawn",
        "wildlife sound archive (four-channel soundscape, species list, stereo mix)",
        "Multi-Hop",
        "sig_filtered_title",
        SND.url(f"/recording/{DAWN[0]}"),
        [
            SND.url(p.format(r=DAWN[0]))
            for p in [
                "/recording/{r}",
                *(f"/recording/{{r}}/channel/{c}" for c in (1, 2, 3, 4)),
                *(f"/audio/{{r}}-ch{c}.wav" for c in (1, 2, 3, 4)),
                "/audio/{r}-stereo-mix.mp3",
                "/recording/{r}/species",
                "/recording/{r}/species.csv",
                "/recording/{r}/sonogram",
                "/recording/{r}/sonogram.png",
                "/recording/{r}/cite?format=bibtex",
            ]
        ],
        build_sounds,
        others=[SND.url("/recording/CH-31002"), SND.url("/recording/CH-31019")],
    ),
    # JoVE/Zenodo-like single hop: the interview page and its recordings and documents; all
    # other links are the site's chrome, found on the homepage and 404 page.  Single Page+
    # with Ignored URIs.
    case(
        "saltmarsh-samphire",
        "oral-history collection (interview with audio, transcript and summary)",
        "Single Hop",
        "single_page_plus_ignored",
        ORAL.url(f"/interviews/{PYE}"),
        [
            ORAL.url(p)
            for p in [
                f"/interviews/{PYE}",
                f"/media/{PYE}/interview.mp3",
                f"/media/{PYE}/transcript.pdf",
                f"/media/{PYE}/summary.txt",
                f"/cite/{PYE}.ris",
            ]
        ],
        build_oral,
    ),
    # Harder: three sessions, transcripts, an index page, an agreement, photographs and
    # two citation formats, all one hop from the interview: Single Page+ with Ignored URIs.
    case(
        "saltmarsh-flood-1953",
        "oral-history collection (three sessions, index, agreement, photographs)",
        "Single Hop",
        "single_page_plus_ignored",
        ORAL.url(f"/interviews/{FLOOD}"),
        [ORAL.url(f"/interviews/{FLOOD}")]
        + [
            ORAL.url(p)
            for p in [
                *(f"/media/{FLOOD}/session{s}.mp3" for s in (1, 2, 3)),
                *(f"/media/{FLOOD}/session{s}-transcript.pdf" for s in (1, 2, 3)),
                f"/interviews/{FLOOD}/index",
                f"/media/{FLOOD}/consent-redacted.pdf",
                f"/media/{FLOOD}/photo-1.jpg",
                f"/media/{FLOOD}/photo-2.jpg",
                f"/cite/{FLOOD}.ris",
                f"/cite/{FLOOD}.bib",
            ]
        ],
        build_oral,
    ),
    # A blog post is a single artifact URI (ScienceBlogs, Hypotheses in the seed's table):
    # Single Page, however many category, tag, neighbour-post and comment links it carries.
    case(
        "fernhollow-dodo-post",
        "museum collection-stories blog (post with tags and comments)",
        "Single Artifact URI",
        "single_page",
        BLOG.url(DODO),
        [BLOG.url(DODO)],
        build_blog,
    ),
    # Harder: more categories, tags, figures and in-site links; still a blog post, a single
    # artifact URI: Single Page.
    case(
        "fernhollow-moa-post",
        "museum collection-stories blog (illustrated post, four tags, two categories)",
        "Single Artifact URI",
        "single_page",
        BLOG.url(MOA),
        [BLOG.url(MOA)],
        build_blog,
    ),
]
