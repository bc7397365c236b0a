"""Recorded talks and talk write-ups: a talk-video portal, a lecture archive with slides and
downloads, a conference-report blog and a hallway-conversation podcast (8 cases).

Seed reasoning: a video or audio page whose media is embedded (Benchfly, Story Collider)
and a blog post (every blog in the seed's table) are Single Artifact URI -> single_page; a
video page that links its own downloads (JoVE) is Single Hop -> single_page_plus_ignored.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal

from ._kit import a, bibtex, case, chrome_site, cookie_banner, head, media, text, ul

# --- talk-video portal (TalkReel): a video page, the video embedded ------------------------

REEL = Portal(
    host="watch.talkreel.hx50.example",
    name="TalkReel",
    menu=[("/browse", "Browse"), ("/channels", "Channels"), ("/upload", "Upload")],
    footer=[
        ("/about", "About"),
        ("/terms", "Terms"),
        ("/privacy", "Privacy"),
        ("/contact", "Contact"),
    ],
    title_format="{title} - TalkReel",
)


def _reel_video(
    vid: str,
    title: str,
    channel: tuple[str, str],
    desc: str,
    related: list[tuple[str, str]],
    extra: str = "",
) -> str:
    side = "".join(
        f'<li><a href="/v/{r}"><img src="/thumbs/{r}.png" alt="">{escape(t)}</a></li>'
        for r, t in related
    )
    main = f"""<div class="player"><video controls poster="/thumbs/{vid}.png">
<source src="/media/{vid}/720.mp4" type="video/mp4"><track kind="captions" src="/media/{vid}/en.vtt"></video></div>
<h1>{escape(title)}</h1>
<div class="channel">{a(f"/c/{channel[0]}", channel[1])} <button>Subscribe</button></div>
<div class="actions"><button>Like</button> <button>Save</button> {a(f"/report?v={vid}", "Report")}</div>
<div class="description"><p>{desc}</p></div>{extra}
<details><summary>Embed</summary><textarea readonly>&lt;iframe src="http://watch.talkreel.hx50.example/embed/{vid}"&gt;&lt;/iframe&gt;</textarea></details>
<aside class="up-next"><h2>Up next</h2><ul>{side}</ul></aside>{cookie_banner()}"""
    return REEL.page(title, main, head=head(REEL.host), share=REEL.url(f"/v/{vid}"))


_REEL_OTHERS = [
    ("Nk4sPq7cVb", "Panel: reviewing at scale"),
    ("Gm0tWe3yHu", "Lightning talks, session B"),
    ("Pa9dLz6rTo", "Closing remarks and awards"),
    ("Yc2hFj8kMi", "Tutorial: reproducible notebooks"),
    ("Wb6xRs1nQe", "Keynote: the long tail of data"),
]


def reel_sites() -> list[Site]:
    pages: dict[str, str | bytes | Response] = {}
    pages["/v/Zq81kLm2xP"] = _reel_video(
        "Zq81kLm2xP",
        "Keynote: Why citation graphs mislead us",
        ("vissoc-talks", "Visualization Society Talks"),
        "Recorded at the 2023 annual meeting, main hall. Slides are available from the speaker.",
        _REEL_OTHERS[:3],
    )
    chapters = ul(
        [
            ("#t=0", "0:00 Introduction"),
            ("#t=312", "5:12 The measurement problem"),
            ("#t=1490", "24:50 Questions"),
        ],
        "chapters",
    )
    comments = (
        '<section class="comments"><h2>Comments (3)</h2><ol>'
        '<li><a href="/u/lin_wei">lin_wei</a>: Great point about sampling bias at 12:40.</li>'
        '<li><a href="/u/dr_haas">dr_haas</a>: Is the dataset public?</li>'
        '<li><a href="/u/kwame.o">kwame.o</a>: Thanks for uploading!</li></ol>'
        '<form action="/comment" method="post"><textarea name="c"></textarea></form></section>'
    )
    playlist = (
        '<aside class="playlist"><h2>Playlist: ACL Workshop on Evaluation 2024</h2><ol>'
        '<li><a href="/v/Gm0tWe3yHu?list=PLw7EvalWs24">Lightning talks, session B</a></li>'
        '<li class="current">Invited talk: benchmarks that age well</li>'
        '<li><a href="/v/Yc2hFj8kMi?list=PLw7EvalWs24">Tutorial: reproducible notebooks</a></li>'
        "</ol>" + a("/playlist?list=PLw7EvalWs24", "View full playlist") + "</aside>"
    )
    tags = " ".join(a(f"/t/{t}", f"#{t}") for t in ("evaluation", "benchmarks", "nlp"))
    pages["/v/Rt55nBq0wE"] = _reel_video(
        "Rt55nBq0wE",
        "Invited talk: benchmarks that age well",
        ("aclevalws", "ACL Evaluation Workshop"),
        f"Invited talk at the 2024 workshop on evaluation. {tags}",
        _REEL_OTHERS,
        extra=chapters + playlist + comments,
    )
    for vid, t in _REEL_OTHERS:
        pages[f"/v/{vid}"] = _reel_video(
            vid, t, ("vissoc-talks", "Visualization Society Talks"), "Recorded talk.", []
        )
    for vid in ["Zq81kLm2xP", "Rt55nBq0wE"] + [v for v, _ in _REEL_OTHERS]:
        pages[f"/media/{vid}/720.mp4"] = Response.data(
            media(b"\x00\x00\x00\x18ftypmp42"), "video/mp4"
        )
        pages[f"/media/{vid}/en.vtt"] = text(
            "WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome.\n", "text/vtt"
        )
        pages[f"/thumbs/{vid}.png"] = Response.data(png(16, 9), "image/png")
    extra = [
        ("/c/vissoc-talks", "Visualization Society Talks"),
        ("/c/aclevalws", "ACL Evaluation Workshop"),
        ("/report", "Report a video"),
        ("/playlist", "Playlist"),
        ("/u/lin_wei", "lin_wei"),
        ("/u/dr_haas", "dr_haas"),
        ("/u/kwame.o", "kwame.o"),
    ] + [(f"/t/{t}", f"#{t}") for t in ("evaluation", "benchmarks", "nlp")]
    return [chrome_site(REEL, pages, extra)]


# --- lecture archive (Lecturium): a lecture page that links its own files --------------------

LEC = Portal(
    host="lectures.lecturium.hx50.example",
    name="Lecturium",
    menu=[
        ("/events/", "Events"),
        ("/topics/", "Topics"),
        ("/speakers/", "Speakers"),
        ("/about/", "About"),
    ],
    footer=[
        ("/about/", "About"),
        ("/licence/", "Licence"),
        ("/privacy/", "Privacy"),
        ("/contact/", "Contact"),
    ],
    title_format="{title} - Lecturium",
    soft_404=True,  # unknown paths answer 200 with the chrome, as many lecture archives do
    home_main="<h1>Lectures from conferences and summer schools</h1><h2>Featured</h2>"
    '<p><a href="/lecture/ecml2024_moreau_offline_rl/">Offline RL with distribution shift</a></p>',
)


def _lecture(
    slug: str,
    title: str,
    speaker: tuple[str, str],
    event: tuple[str, str],
    files: list[tuple[str, str]],
    session: list[tuple[str, str]],
) -> str:
    main = f"""<nav class="crumbs">{a("/events/", "Events")} / {a(f"/events/{event[0]}/", event[1])}</nav>
<h1>{escape(title)}</h1><p class="speaker">{a(f"/speakers/{speaker[0]}/", speaker[1])}</p>
<div class="player"><video controls src="/stream/{slug}/index.m3u8"></video></div>
<section class="downloads"><h2>Downloads</h2>{ul(files)}</section>
<section class="cite"><h2>Cite this lecture</h2>{a(f"/lecture/{slug}/cite.bib", "BibTeX")}</section>
<aside><h2>More from this session</h2>{ul(session)}</aside>{cookie_banner()}"""
    return LEC.page(title, main, head=head(LEC.host), share=LEC.url(f"/lecture/{slug}/"))


def lec_sites() -> list[Site]:
    p: dict[str, str | bytes | Response] = {}
    s1 = "sdm2023_okafor_streaming"
    t1 = "Sketching streams of graph updates in small memory"
    f1 = [
        ("/media/slides/okafor-sketching-streams.pdf", "Slides (PDF)"),
        ("/media/video/okafor-sketching-streams-720p.mp4", "Video (720p, MP4)"),
    ]
    sess1 = [("/lecture/sdm2023_lindqvist_coresets/", "Coresets for clustering with outliers")]
    p[f"/lecture/{s1}/"] = _lecture(
        s1, t1, ("amaka-okafor", "Amaka Okafor"), ("sdm2023", "SDM 2023"), f1, sess1
    )
    s2 = "ecml2024_tutorial_causal_rl"
    t2 = "Tutorial: causal reinforcement learning in practice"
    f2 = [
        ("/media/slides/ecml24-causal-rl-tutorial.pdf", "Slides (PDF)"),
        ("/media/slides/ecml24-causal-rl-tutorial.pptx", "Slides (PowerPoint)"),
        ("/media/video/ecml24-causal-rl-tutorial-360p.mp4", "Video (360p)"),
        ("/media/video/ecml24-causal-rl-tutorial-720p.mp4", "Video (720p)"),
        ("/media/subtitles/ecml24-causal-rl-tutorial.en.vtt", "Subtitles (English)"),
        ("/media/subtitles/ecml24-causal-rl-tutorial.de.vtt", "Subtitles (German)"),
        ("/media/extra/ecml24-causal-rl-notebooks.zip", "Hands-on notebooks (zip)"),
    ]
    sess2 = [
        ("/lecture/ecml2024_moreau_offline_rl/", "Offline RL with distribution shift"),
        ("/lecture/sdm2023_lindqvist_coresets/", "Coresets for clustering with outliers"),
    ]
    p[f"/lecture/{s2}/"] = _lecture(
        s2, t2, ("ines-moreau", "Ines Moreau"), ("ecml2024", "ECML PKDD 2024"), f2, sess2
    )
    p[f"/lecture/{s1}/cite.bib"] = bibtex(
        "okafor2023", t1, "Okafor, Amaka", 2023, LEC.url(f"/lecture/{s1}/"), "misc"
    )
    p[f"/lecture/{s2}/cite.bib"] = bibtex(
        "moreau2024", t2, "Moreau, Ines and Tran, Bao", 2024, LEC.url(f"/lecture/{s2}/"), "misc"
    )
    for path, label in f1 + f2:
        if path.endswith(".pdf"):
            p[path] = Response.data(pdf(label, ["Lecture slides"]), "application/pdf")
        elif path.endswith(".vtt"):
            p[path] = text("WEBVTT\n\n00:00.000 --> 00:03.000\nHello.\n", "text/vtt")
        elif path.endswith(".mp4"):
            p[path] = Response.data(media(b"\x00\x00\x00\x18ftypisom"), "video/mp4")
        elif path.endswith(".zip"):
            p[path] = Response.data(b"PK\x05\x06" + bytes(18), "application/zip")
        else:
            p[path] = Response.data(
                b"PK\x03\x04pptx",
                "application/vnd.openxmlformats-officedocument.presentationml.presentation",
            )
    for slug, t in sess2:
        p[slug] = _lecture(
            slug.strip("/").split("/")[-1],
            t,
            ("ines-moreau", "Ines Moreau"),
            ("ecml2024", "ECML PKDD 2024"),
            [],
            [],
        )
    for slug in (s1, s2, "ecml2024_moreau_offline_rl", "sdm2023_lindqvist_coresets"):
        if slug not in (s1, s2):
            p[f"/lecture/{slug}/cite.bib"] = bibtex(
                slug, slug, "Speaker", 2024, LEC.url(f"/lecture/{slug}/"), "misc"
            )
        p[f"/stream/{slug}/index.m3u8"] = text("#EXTM3U\n", "application/vnd.apple.mpegurl")
    extra = [
        ("/events/sdm2023/", "SDM 2023"),
        ("/events/ecml2024/", "ECML PKDD 2024"),
        ("/speakers/amaka-okafor/", "Amaka Okafor"),
        ("/speakers/ines-moreau/", "Ines Moreau"),
    ]
    return [chrome_site(LEC, p, extra)]


# --- conference-report blog (Confnotes): one post, comments on the page ---------------------

BLOG = Portal(
    host="blog.confnotes.hx50.example",
    name="Confnotes",
    menu=[
        ("/category/meeting-reports/", "Meeting reports"),
        ("/category/interviews/", "Interviews"),
        ("/about/", "About"),
    ],
    footer=[("/about/", "About"), ("/feed/", "RSS"), ("/privacy-policy/", "Privacy policy")],
    title_format="{title} – Confnotes",
)


def _post(
    path: str,
    title: str,
    body: str,
    tags: list[str],
    prev: tuple[str, str],
    nxt: tuple[str, str] | None,
    comments: list[tuple[int, str, str]],
) -> str:
    tag_links = ", ".join(a(f"/tag/{t}/", t) for t in tags)
    cs = "".join(
        f'<li id="comment-{n}"><b>{escape(who)}</b><p>{escape(c)}</p>'
        f'<a class="reply" href="{path}?replytocom={n}#respond">Reply</a></li>'
        for n, who, c in comments
    )
    nav = a(prev[0], f"« {prev[1]}") + (" " + a(nxt[0], f"{nxt[1]} »") if nxt else "")
    main = f"""<article><h1>{escape(title)}</h1>
<p class="byline">Posted by {a("/author/rsen/", "Rhea Sen")} in {a("/category/meeting-reports/", "Meeting reports")}</p>
{body}<p class="tags">Tags: {tag_links}</p></article>
<nav class="post-nav">{nav}</nav>
<section id="comments"><h2>{len(comments)} comments</h2><ol>{cs}</ol>
<div id="respond"><form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea></form></div></section>
<link rel="alternate" type="application/rss+xml" href="{path}feed/">{cookie_banner("/privacy-policy/")}"""
    return BLOG.page(title, main, head=head(BLOG.host), share=BLOG.url(path))


def blog_sites() -> list[Site]:
    p: dict[str, str | bytes | Response] = {}
    p1 = "/2024/07/what-we-learned-at-the-biocuration-meeting/"
    body1 = (
        "<p>Three days, four tracks and one very crowded poster hall. Our highlights:</p>"
        "<ul><li>Curation at scale needs shared vocabularies.</li><li>Provenance beats"
        " precision.</li></ul><p>The full programme is on "
        '<a href="http://www.biocuration-meeting.test/2024/programme">the meeting site</a>.</p>'
    )
    p[p1] = _post(
        p1,
        "What we learned at the biocuration meeting",
        body1,
        ["biocuration", "conferences"],
        ("/2024/06/interview-with-a-programme-chair/", "Interview with a programme chair"),
        (
            "/2024/08/live-notes-from-the-scholarly-infrastructure-forum/",
            "Live notes from the scholarly infrastructure forum",
        ),
        [(101, "M. Tanaka", "Agree on vocabularies!"), (102, "Jo", "Will there be slides?")],
    )
    p2 = "/2024/08/live-notes-from-the-scholarly-infrastructure-forum/"
    body2 = (
        "<p><em>Updated 17:40: added the afternoon panel.</em></p>"
        '<h2 id="morning">Morning keynote</h2><p>The keynote argued that persistent identifiers'
        ' are infrastructure, not metadata.<sup><a href="#fn1">1</a></sup></p>'
        '<figure><img src="/wp-content/uploads/2024/08/forum-hall.png" alt="The hall">'
        "<figcaption>The main hall before the keynote.</figcaption></figure>"
        '<blockquote class="embedded-post"><p>Slides from my talk: '
        '<a href="http://slides.elsewhere.test/d/pid-infra">pid-infra</a></p>'
        '<script src="http://embed.microblog.test/widget.js"></script></blockquote>'
        '<h2 id="panel">Afternoon panel</h2><p>On funding open infrastructure.</p>'
        '<ol class="footnotes"><li id="fn1">See also our <a href="/2024/07/what-we-learned-at-the-biocuration-meeting/">'
        'biocuration notes</a>. <a href="#morning">↩</a></li></ol>'
    )
    p[p2] = _post(
        p2,
        "Live notes from the scholarly infrastructure forum",
        body2,
        ["live-blog", "infrastructure", "pids"],
        (
            "/2024/07/what-we-learned-at-the-biocuration-meeting/",
            "What we learned at the biocuration meeting",
        ),
        None,
        [
            (210, "A. Osei", "Thanks for the live notes."),
            (211, "K. Brandt", "Panel recording?"),
            (212, "Rhea Sen", "Coming next week."),
        ],
    )
    p3 = "/2024/06/interview-with-a-programme-chair/"
    p[p3] = _post(
        p3,
        "Interview with a programme chair",
        "<p>Q and A.</p>",
        ["interviews"],
        ("/", "Home"),
        (p1, "Biocuration"),
        [],
    )
    for post in (p1, p2, p3):
        p[f"{post}feed/"] = text(
            '<?xml version="1.0"?><rss version="2.0"><channel><title>Comments</title></channel></rss>',
            "application/rss+xml",
        )
    p["/feed/"] = text(
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Confnotes</title></channel></rss>',
        "application/rss+xml",
    )
    p["/wp-content/uploads/2024/08/forum-hall.png"] = Response.data(
        b"\x89PNG\r\n\x1a\n", "image/png"
    )
    extra = [("/author/rsen/", "Rhea Sen")] + [
        (f"/tag/{t}/", t)
        for t in ("biocuration", "conferences", "live-blog", "infrastructure", "pids", "interviews")
    ]
    return [chrome_site(BLOG, p, extra)]


# --- hallway-conversation podcast (Corridorcast): one episode page, audio embedded ----------

POD = Portal(
    host="pod.corridorcast.hx50.example",
    name="Corridorcast",
    menu=[("/episodes/", "All episodes"), ("/guests/", "Guests"), ("/subscribe/", "Subscribe")],
    footer=[("/about/", "About the show"), ("/feed.xml", "RSS feed"), ("/imprint/", "Imprint")],
    title_format="{title} | Corridorcast",
)


def _episode(
    slug: str,
    title: str,
    notes: str,
    guests: list[tuple[str, str]],
    prev: str | None,
    nxt: str | None,
) -> str:
    g = ", ".join(a(f"/guests/{s}/", n) for s, n in guests)
    nav = " ".join(
        x
        for x in (
            a(f"/episodes/{prev}/", "Previous episode") if prev else "",
            a(f"/episodes/{nxt}/", "Next episode") if nxt else "",
        )
        if x
    )
    main = f"""<article class="episode"><h1>{escape(title)}</h1><p>With {g}</p>
<audio controls preload="none" src="/audio/{slug}.mp3"></audio>
<section class="shownotes"><h2>Show notes</h2>{notes}</section>
<p class="listen">Listen on {a("http://podcasts.fruitco.test/show/corridorcast", "Fruit Podcasts")} ·
{a("http://open.streamly.test/show/corridorcast", "Streamly")}</p></article>
<nav>{nav}</nav>{cookie_banner("/imprint/")}"""
    return POD.page(title, main, head=head(POD.host), share=POD.url(f"/episodes/{slug}/"))


def pod_sites() -> list[Site]:
    p: dict[str, str | bytes | Response] = {}
    e1 = "41-posters-nobody-reads"
    p[f"/episodes/{e1}/"] = _episode(
        e1,
        "41: Posters nobody reads",
        "<p>Why poster sessions fail and how to fix them.</p>",
        [("mira-kovac", "Mira Kovac")],
        "40-the-conference-dinner",
        "42-open-review-at-scale",
    )
    e2 = "42-open-review-at-scale"
    notes2 = (
        "<ol><li>00:00 Intro</li><li>03:10 Why open review</li><li>31:45 Listener questions</li></ol>"
        "<p>Links: the "
        '<a href="http://forum.openreview-like.test/venue/2024">venue page</a>, '
        '<a href="http://www.society-guidelines.test/review-policy">the review policy</a>.</p>'
        "<p>Transcript: machine generated, below.</p><details><summary>Transcript</summary>"
        "<p>Welcome back to the corridor. Today we talk about reviewing in the open...</p></details>"
    )
    p[f"/episodes/{e2}/"] = _episode(
        e2,
        "42: Open review at scale",
        notes2,
        [("tomas-reyes", "Tomas Reyes"), ("ada-nwosu", "Ada Nwosu")],
        e1,
        None,
    )
    e0 = "40-the-conference-dinner"
    p[f"/episodes/{e0}/"] = _episode(
        e0,
        "40: The conference dinner",
        "<p>Seating charts.</p>",
        [("mira-kovac", "Mira Kovac")],
        None,
        e1,
    )
    for e in (e0, e1, e2):
        p[f"/audio/{e}.mp3"] = Response.data(media(b"ID3\x04\x00"), "audio/mpeg")
    p["/feed.xml"] = text(
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Corridorcast</title></channel></rss>',
        "application/rss+xml",
    )
    extra = [(f"/guests/{g}/", g) for g in ("mira-kovac", "tomas-reyes", "ada-nwosu")]
    return [chrome_site(POD, p, extra)]


def cases() -> list[Case]:
    r, lc, b, pd = REEL.url, LEC.url, BLOG.url, POD.url
    return [
        # Benchfly-like video page: the video is embedded, nothing to follow -> single_page.
        case(
            "reel-keynote",
            "talk video portal (single recorded keynote)",
            "Single Artifact URI",
            "single_page",
            r("/v/Zq81kLm2xP"),
            [r("/v/Zq81kLm2xP")],
            reel_sites,
            others=[r("/v/Nk4sPq7cVb")],
        ),
        # Same shape, heavier page: playlist, chapters, comments, tags; still one URI.
        case(
            "reel-invited-playlist",
            "talk video portal (invited talk in a playlist, comments)",
            "Single Artifact URI",
            "single_page",
            r("/v/Rt55nBq0wE"),
            [r("/v/Rt55nBq0wE")],
            reel_sites,
            others=[r("/v/Gm0tWe3yHu?list=PLw7EvalWs24"), r("/v/Wb6xRs1nQe")],
        ),
        # JoVE-like: the lecture page links its slides and video files one hop away -> spi.
        case(
            "lecturium-talk",
            "lecture archive (conference talk with slides)",
            "Single Hop",
            "single_page_plus_ignored",
            lc("/lecture/sdm2023_okafor_streaming/"),
            [
                lc("/lecture/sdm2023_okafor_streaming/"),
                lc("/media/slides/okafor-sketching-streams.pdf"),
                lc("/media/video/okafor-sketching-streams-720p.mp4"),
                lc("/lecture/sdm2023_okafor_streaming/cite.bib"),
            ],
            lec_sites,
            others=[lc("/lecture/sdm2023_lindqvist_coresets/")],
        ),
        case(
            "lecturium-tutorial",
            "lecture archive (tutorial with seven downloads)",
            "Single Hop",
            "single_page_plus_ignored",
            lc("/lecture/ecml2024_tutorial_causal_rl/"),
            [
                lc("/lecture/ecml2024_tutorial_causal_rl/"),
                lc("/lecture/ecml2024_tutorial_causal_rl/cite.bib"),
                lc("/media/slides/ecml24-causal-rl-tutorial.pdf"),
                lc("/media/slides/ecml24-causal-rl-tutorial.pptx"),
                lc("/media/video/ecml24-causal-rl-tutorial-360p.mp4"),
                lc("/media/video/ecml24-causal-rl-tutorial-720p.mp4"),
                lc("/media/subtitles/ecml24-causal-rl-tutorial.en.vtt"),
                lc("/media/subtitles/ecml24-causal-rl-tutorial.de.vtt"),
                lc("/media/extra/ecml24-causal-rl-notebooks.zip"),
            ],
            lec_sites,
            others=[lc("/lecture/ecml2024_moreau_offline_rl/")],
        ),
        # Blog post (HASTAC, Hypotheses...): Single Artifact URI -> single_page.
        case(
            "confnotes-report",
            "conference report blog (meeting report post)",
            "Single Artifact URI",
            "single_page",
            b("/2024/07/what-we-learned-at-the-biocuration-meeting/"),
            [b("/2024/07/what-we-learned-at-the-biocuration-meeting/")],
            blog_sites,
            others=[b("/2024/06/interview-with-a-programme-chair/")],
        ),
        # A live-blog with footnotes, embeds, reply links and a comment feed: still one post.
        case(
            "confnotes-liveblog",
            "conference report blog (live notes with embeds and replies)",
            "Single Artifact URI",
            "single_page",
            b("/2024/08/live-notes-from-the-scholarly-infrastructure-forum/"),
            [b("/2024/08/live-notes-from-the-scholarly-infrastructure-forum/")],
            blog_sites,
            others=[b("/2024/07/what-we-learned-at-the-biocuration-meeting/")],
        ),
        # Story Collider-like audio episode, audio embedded -> single_page.
        case(
            "corridorcast-41",
            "conference podcast (episode with one guest)",
            "Single Artifact URI",
            "single_page",
            pd("/episodes/41-posters-nobody-reads/"),
            [pd("/episodes/41-posters-nobody-reads/")],
            pod_sites,
            others=[pd("/episodes/40-the-conference-dinner/")],
        ),
        case(
            "corridorcast-42",
            "conference podcast (episode with chapters and transcript)",
            "Single Artifact URI",
            "single_page",
            pd("/episodes/42-open-review-at-scale/"),
            [pd("/episodes/42-open-review-at-scale/")],
            pod_sites,
            others=[pd("/episodes/41-posters-nobody-reads/")],
        ),
    ]
