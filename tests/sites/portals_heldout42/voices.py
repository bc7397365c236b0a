"""heldout42 voices and commentary: an oral-history archive, a sound archive with
downloads, a scholarly blog platform and a learned society's newsletter."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, Portal

from ._kit import file, host, make_case, page, portal_site, ul

# --- oral-history archive (single_page) --------------------------------------------------
# An interview page plays its audio in an embedded player and prints the transcript in the
# page; every link is to other interviews, themes or chrome.  Like Story Collider in the
# seed (audio, Single Artifact URI): Single Page.
OH = Portal(
    host("voices", "millstreetoralhistory"),
    "Mill Street Voices",
    [
        ("/interviews", "Interviews"),
        ("/themes", "Themes"),
        ("/places", "Map"),
        ("/take-part", "Take part"),
    ],
    [("/about", "About the project"), ("/ethics", "Ethics and consent"), ("/privacy", "Privacy")],
    title_format="{title} | {name}",
)


def _interview(slug: str, name: str, chapters: list[str], related: list[str]) -> str:
    toc = "".join(f'<li><a href="#ch{i}">{escape(c)}</a></li>' for i, c in enumerate(chapters, 1))
    tr = "".join(
        f'<h3 id="ch{i}">{escape(c)}</h3><p>Transcript of part {i}.</p>'
        for i, c in enumerate(chapters, 1)
    )
    return page(
        OH,
        f"Interview with {name}",
        f"<h1>Interview with {escape(name)}</h1>"
        f'<audio controls src="/media/audio/{slug}.mp3" preload="none"></audio>'
        f"<nav><ol>{toc}</ol></nav>{tr}"
        '<p>Themes: <a href="/themes/weaving">Weaving</a> <a href="/themes/strikes">Strikes</a></p>'
        "<aside><h2>More interviews</h2>"
        + ul([(f"/interviews/{r}", r.replace("-", " ").title()) for r in related])
        + "</aside>",
        share=OH.url(f"/interviews/{slug}"),
    )


def oh_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        f"/interviews/{r}": page(OH, r, f"<h1>{r}</h1>")
        for r in ("edna-pollitt", "frank-mather", "lily-osei")
    }
    pages["/themes/weaving"] = page(OH, "Weaving", "<h1>Weaving</h1>")
    pages["/themes/strikes"] = page(OH, "Strikes", "<h1>Strikes</h1>")
    pages["/interviews/mary-holt"] = _interview(
        "mary-holt", "Mary Holt", ["Childhood"], ["edna-pollitt"]
    )
    pages["/interviews/joseph-adeyemi"] = _interview(
        "joseph-adeyemi",
        "Joseph Adeyemi",
        ["Arriving in 1961", "Night shifts", "The 1969 strike", "Union work", "Closure"],
        ["frank-mather", "lily-osei", "edna-pollitt"],
    )
    for s in ("mary-holt", "joseph-adeyemi"):
        pages[f"/media/audio/{s}.mp3"] = file(b"ID3\x03\x00audio", "audio/mpeg")
    return [portal_site(OH, pages)]


OH_CASES = [
    # Story Collider-like audio: the page is the whole artifact.
    make_case(
        "oralhistory-holt",
        "oral-history archive (short interview)",
        "single artifact URI",
        "single_page",
        OH.url("/interviews/mary-holt"),
        [OH.url("/interviews/mary-holt")],
        oh_sites,
    ),
    # harder: in-page chapter anchors and a related-interviews sidebar.
    make_case(
        "oralhistory-adeyemi",
        "oral-history archive (five-part transcript, related)",
        "single artifact URI",
        "single_page",
        OH.url("/interviews/joseph-adeyemi"),
        [OH.url("/interviews/joseph-adeyemi")],
        oh_sites,
        others=[OH.url("/interviews/frank-mather")],
    ),
]

# --- sound archive (single_page_plus_ignored) --------------------------------------------
# A recording's catalogue entry links its downloadable audio, the field notes and a
# rights statement for this recording one hop away, among collection chrome: like JoVE or
# Zenodo in the seed, Single Hop: Single Page+ with Ignored URIs.  "Recently added" is the
# homepage's own list.
SA = Portal(
    host("sounds", "fenlandfolkarchive"),
    "Fenland Folk Sound Archive",
    [("/collections", "Collections"), ("/singers", "Singers"), ("/listen", "Listening guide")],
    [("/reuse", "Reusing recordings"), ("/privacy", "Privacy"), ("/donate", "Donate")],
    title_format="{title} - {name}",
)
SA_RECENT = [
    ("/recording/FFA-0099", "Hop pickers' song"),
    ("/recording/FFA-0102", "Eel catcher's call"),
]
SA.home_main = (
    "<h1>Fenland Folk Sound Archive</h1><h2>Recently added</h2>"
    + ul(SA_RECENT)
    + "<h2>Featured</h2>"
    + ul([("/singers/ada-kettle", "Ada Kettle"), ("/collections/wisbech-1958", "Wisbech 1958")])
)


def _rec(rid: str, title: str, files: list[str]) -> tuple[dict[str, PageValue], list[str]]:
    land = f"/recording/{rid}"
    dls = [f"/download/{rid}/{f}" for f in files]
    notes = f"/download/{rid}/fieldnotes.pdf"
    pages: dict[str, PageValue] = {
        land: page(
            SA,
            title,
            f"<h1>{escape(title)}</h1><audio controls src='/stream/{rid}.m3u8'></audio>"
            + "<h2>Downloads</h2>"
            + ul([(d, d.rsplit("/", 1)[1]) for d in dls] + [(notes, "Field notes")])
            + '<p><a href="/singers/ada-kettle">Singer: Ada Kettle</a> · <a href="/collections/wisbech-1958">Wisbech recordings 1958</a></p>'
            + "<aside><h3>Recently added</h3>"
            + ul(SA_RECENT)
            + "</aside>",
            share=SA.url(land),
        ),
        notes: file(pdf(title, ["Field notes"]), "application/pdf"),
    }
    for d in dls:
        pages[d] = file(
            b"RIFF\x00\x00WAVE" if d.endswith(".wav") else b"ID3audio",
            "audio/wav" if d.endswith(".wav") else "audio/mpeg",
        )
    return pages, [SA.url(p) for p in pages]


SA1 = ("FFA-0031", "The Ouse is wide (sung by Ada Kettle)", ["FFA-0031.mp3"])
SA2 = (
    "FFA-0047",
    "Skating song and talk about the 1895 frost",
    ["FFA-0047-side-a.wav", "FFA-0047-side-b.wav", "FFA-0047-side-a.mp3", "FFA-0047-side-b.mp3"],
)


def sa_sites() -> list[Site]:
    pages: dict[str, PageValue] = {p: page(SA, t, f"<h1>{t}</h1>") for p, t in SA_RECENT}
    pages["/singers/ada-kettle"] = page(SA, "Ada Kettle", "<h1>Ada Kettle</h1>")
    pages["/collections/wisbech-1958"] = page(SA, "Wisbech recordings 1958", "<h1>Wisbech</h1>")
    for s in (SA1, SA2):
        pages.update(_rec(*s)[0])
    return [portal_site(SA, pages)]


SA_CASES = [
    # JoVE/Zenodo-like single hop: downloads and field notes beside chrome.
    make_case(
        "sound-ouse",
        "sound archive (song, one MP3, field notes)",
        "single hop",
        "single_page_plus_ignored",
        SA.url("/recording/FFA-0031"),
        _rec(*SA1)[1],
        sa_sites,
    ),
    # harder: two sides in two formats.
    make_case(
        "sound-skating",
        "sound archive (two sides in WAV and MP3, field notes)",
        "single hop",
        "single_page_plus_ignored",
        SA.url("/recording/FFA-0047"),
        _rec(*SA2)[1],
        sa_sites,
    ),
]

# --- scholarly blog platform (single_page) -----------------------------------------------
# A Hypotheses-like research blog post: tags, archives, comments and a blogroll around a
# post that is itself the whole artifact (Hypotheses in the seed: Single Page).
BL = Portal(
    host("carnets", "atelierhistoire"),
    "Carnets d'atelier",
    [("/category/archives", "Archives"), ("/category/seminar", "Seminar"), ("/about", "About")],
    [("/legal", "Legal notice"), ("/feed", "RSS"), ("/wp-login.php", "Log in")],
    title_format="{title} – {name}",
)


def _post(path: str, title: str, comments: int) -> str:
    cm = "".join(
        f'<li id="comment-{i}"><p>Comment {i}.</p><a href="{path}?replytocom={i}#respond">Reply</a></li>'
        for i in range(1, comments + 1)
    )
    return page(
        BL,
        title,
        f'<article><h1>{escape(title)}</h1><p>Posted in <a href="/category/seminar">Seminar</a></p>'
        "<p>Notes from the reading room.</p></article>"
        f'<section id="comments"><ol>{cm}</ol></section>'
        '<p><a href="/2024/01/15/reading-notarial-hands/">Previous post</a></p>',
        share=BL.url(path),
    )


BP1 = ("/2024/02/09/a-parish-register-with-two-hands/", "A parish register with two hands")
BP2 = (
    "/2024/04/22/seminar-report-confraternities-and-the-city/",
    "Seminar report: confraternities and the city",
)


def bl_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/2024/01/15/reading-notarial-hands/": page(
            BL, "Reading notarial hands", "<h1>Notarial hands</h1>"
        ),
        BP1[0]: _post(BP1[0], BP1[1], 0),
        BP2[0]: _post(BP2[0], BP2[1], 3),
    }
    for i in range(1, 4):
        pages[f"{BP2[0]}?replytocom={i}"] = _post(BP2[0], BP2[1], 3)
    return [portal_site(BL, pages)]


BL_CASES = [
    # Hypotheses-like blog post: Single Page.
    make_case(
        "blog-parish",
        "scholarly blog (short post)",
        "single artifact URI",
        "single_page",
        BL.url(BP1[0]),
        [BL.url(BP1[0])],
        bl_sites,
    ),
    # harder: comment threads with reply links back to the post.
    make_case(
        "blog-seminar",
        "scholarly blog (seminar report with comment threads)",
        "single artifact URI",
        "single_page",
        BL.url(BP2[0]),
        [BL.url(BP2[0])],
        bl_sites,
        others=[BL.url("/2024/01/15/reading-notarial-hands/")],
    ),
]

# --- society newsletter (single_page) -----------------------------------------------------
# One issue of a learned society's newsletter, published as a single web page among back
# issues and membership chrome: an article-like Single Artifact URI, so Single Page.
NL = Portal(
    host("news", "leyburnantiquaries"),
    "Leyburn Antiquarian Society",
    [("/newsletter", "Newsletter"), ("/lectures", "Lectures"), ("/join", "Join")],
    [
        ("/constitution", "Constitution"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact the secretary"),
    ],
    title_format="{title} :: {name}",
)


def _issue(num: int, items: list[str]) -> str:
    body = "".join(f"<h2>{escape(i)}</h2><p>Report.</p>" for i in items)
    return page(
        NL,
        f"Newsletter no. {num}",
        f"<h1>Newsletter no. {num}</h1>{body}"
        f'<p><a href="/newsletter/{num - 1}">Previous issue</a> · <a href="/lectures/2024">Lecture programme</a></p>',
        share=NL.url(f"/newsletter/{num}"),
    )


def nl_sites() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/newsletter/87": _issue(87, ["Chairman's letter", "Excavation at Swinithwaite"]),
        "/newsletter/92": _issue(
            92,
            [
                "Chairman's letter",
                "Field walking report",
                "Obituary",
                "Book reviews",
                "Summer excursion",
            ],
        ),
        "/newsletter/86": page(NL, "Newsletter no. 86", "<h1>No. 86</h1>"),
        "/newsletter/91": page(NL, "Newsletter no. 91", "<h1>No. 91</h1>"),
        "/lectures/2024": page(NL, "Lectures 2024", "<h1>Lectures</h1>"),
    }
    return [portal_site(NL, pages)]


NL_CASES = [
    # article-like issue page: Single Page.
    make_case(
        "newsletter-87",
        "society newsletter (two-item issue)",
        "single artifact URI",
        "single_page",
        NL.url("/newsletter/87"),
        [NL.url("/newsletter/87")],
        nl_sites,
    ),
    # harder: five items and back-issue links.
    make_case(
        "newsletter-92",
        "society newsletter (five-item issue)",
        "single artifact URI",
        "single_page",
        NL.url("/newsletter/92"),
        [NL.url("/newsletter/92")],
        nl_sites,
        others=[NL.url("/newsletter/91")],
    ),
]

CASES: list[Case] = [*OH_CASES, *SA_CASES, *BL_CASES, *NL_CASES]
