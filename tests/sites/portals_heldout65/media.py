"""Single-page education artifacts: a lecture-video portal, a teaching society's blog and
a teachers' question-and-answer forum.  The seed's Benchfly, Hypotheses/HASTAC and PubPeer
rows: the artifact is its one page; everything it links is chrome or another artifact.

Each portal's `build()` makes its whole host (both records and the pages they link).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Shell, data, ul

# --- Lecture-video portal -----------------------------------------------------------------

PC = Shell(
    "watch.profcast.hx65.example",
    "ProfCast",
    [("/channels", "Channels"), ("/topics", "Topics"), ("/upload", "Upload"), ("/live", "Live")],
    [("/about", "About"), ("/creators", "Creators"), ("/terms", "Terms"), ("/privacy", "Privacy")],
    chrome_extra={
        "/c/lab-pedagogy": "Lab Pedagogy",
        "/c/chem-intro": "Intro Chemistry",
        "/topics/assessment": "Assessment",
        "/topics/chemistry": "Chemistry",
        "/report?kind=video": "Report",
    },
)
PLAYER = "player.profcastcdn.hx65.example"
VIDEOS = {
    "/v/8842/how-to-grade-lab-reports-efficiently": (
        "How to Grade Lab Reports Efficiently",
        "lab-pedagogy",
        "assessment",
        ["/v/8790/rubrics-for-inquiry-labs", "/v/8901/peer-review-in-lab-courses"],
        False,
    ),
    "/v/9120/stoichiometry-lecture-3-limiting-reagents": (
        "Stoichiometry Lecture 3: Limiting Reagents",
        "chem-intro",
        "chemistry",
        [f"/v/{9117 + i}/stoichiometry-lecture-{i}" for i in (1, 2)]
        + [f"/v/{9120 + i}/stoichiometry-lecture-{3 + i}" for i in (1, 2, 3)],
        True,
    ),
}


def pc_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    cdn: dict[str, PageValue] = {"/": "<!DOCTYPE html><title>player</title><p>player cdn</p>"}
    for path, (title, chan, topic, related, rich) in VIDEOS.items():
        vid = path.split("/")[2]
        player = (
            f'<iframe src="http://{PLAYER}/embed/{vid}"></iframe>'
            if rich
            else f'<video poster="/thumbs/{vid}.png" controls><source src="http://{PLAYER}/media/{vid}/720p.mp4">'
            f'<track kind="captions" src="http://{PLAYER}/media/{vid}/en.vtt"></video>'
        )
        chapters = ul(
            [(f"#t={s}", f"{s // 60}:{s % 60:02d} part {i}") for i, s in enumerate((0, 95, 310), 1)]
        )
        transcript = (
            "<details><summary>Transcript</summary><p>Today we look at limiting reagents, "
            "the reactant used up first.</p></details>"
            if rich
            else ""
        )
        side = "Up next (playlist)" if rich else "Related videos"
        pages[path] = PC.page(
            title,
            f"{player}<h1>{escape(title)}</h1>"
            f'<p><a href="/c/{chan}">Channel</a> · <a href="/topics/{topic}">{topic.title()}</a></p>'
            f"<h2>Chapters</h2>{chapters}{transcript}"
            "<h2>Comments (3)</h2><ol><li>Very useful, thanks!</li><li>Great pacing.</li>"
            "<li>Could you share the rubric?</li></ol>"
            f'<textarea readonly>&lt;iframe src="http://{PLAYER}/embed/{vid}"&gt;</textarea>'
            f"<aside><h2>{side}</h2>{ul([(r, r.rsplit('/', 1)[1]) for r in related])}</aside>"
            '<p><a href="/report?kind=video">Report</a></p>',
            share=PC.url(path),
        )
        pages[f"/thumbs/{vid}.png"] = png(16, 9)
        cdn[f"/embed/{vid}"] = (
            f"<!DOCTYPE html><title>player</title><video src='/media/{vid}/720p.mp4'></video>"
        )
        cdn[f"/media/{vid}/720p.mp4"] = b"\x00\x00\x00\x18ftypmp42"
        cdn[f"/media/{vid}/en.vtt"] = data("WEBVTT\n", "text/vtt")
        for r in related:
            pages[r] = PC.page(r.rsplit("/", 1)[1], f"<h1>{escape(r)}</h1>")
    return [PC.site(pages), Site(PLAYER, cdn)]


def _pc_cases() -> list[Case]:
    u = PC.url
    v1, v2 = list(VIDEOS)
    return [
        # The seed's Benchfly video: the video page is the artifact; the stream is an
        # embedded resource, the rest chrome or other videos -> Single Page.
        case(
            "profcast-grading-lab-reports",
            "Lecture-video portal (single video with related videos)",
            "Single Artifact URI",
            "single_page",
            u(v1),
            [u(v1)],
            pc_build,
            others=[u(r) for r in VIDEOS[v1][3]],
        ),
        # Harder: an embedded player from a CDN host, chapters, inline transcript and a
        # five-video playlist sidebar (other artifacts) -> still Single Page.
        case(
            "profcast-stoichiometry-lecture",
            "Lecture-video portal (lecture in a playlist with player embed)",
            "Single Artifact URI",
            "single_page",
            u(v2),
            [u(v2)],
            pc_build,
            others=[u(r) for r in VIDEOS[v2][3]],
        ),
    ]


# --- Teaching society blog (WordPress/Hypotheses-like) -----------------------------------

HT = Shell(
    "teaching.histeachsoc.hx65.example",
    "History Teaching Society Blog",
    [
        ("/category/classroom/", "Classroom"),
        ("/category/resources/", "Resources"),
        ("/membership/", "Membership"),
        ("/events/", "Events"),
    ],
    [
        ("/about/", "About the Society"),
        ("/code-of-conduct/", "Code of conduct"),
        ("/contact/", "Contact"),
    ],
    title_format="{title} – {name}",
    chrome_extra={
        "/author/jmwangi/": "J. Mwangi",
        "/author/sfalk/": "S. Falk",
        "/tag/maps/": "maps",
        "/tag/reformation/": "reformation",
        "/tag/oral-history/": "oral history",
        "/tag/primary-sources/": "primary sources",
        "/feed/": "Feed",
        "/2024/": "2024",
        "/2025/": "2025",
    },
)
POSTS = {
    "/2024/03/12/teaching-the-reformation-with-maps/": (
        "Teaching the Reformation with Maps",
        "jmwangi",
        ["maps", "reformation"],
        "/2024/02/27/using-woodcuts-as-evidence/",
        "/2024/03/26/printing-press-simulation/",
        [],
    ),
    "/2025/01/09/oral-history-projects-part-2-interview-skills/": (
        "Oral History Projects, Part 2: Interview Skills",
        "sfalk",
        ["oral-history", "primary-sources"],
        "/2025/01/02/oral-history-projects-part-1-planning/",
        "/2025/01/16/oral-history-projects-part-3-archiving/",
        [
            "/2025/01/23/oral-history-projects-part-4-presenting/",
            "/2024/11/05/listening-to-veterans/",
        ],
    ),
}


def ht_build() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/feed/": data("<rss version='2.0'><channel/></rss>", "application/rss+xml")
    }
    for path, (title, who, tags, prev, nxt, more) in POSTS.items():
        tag_links = " ".join(
            f'<a rel="tag" href="/tag/{t}/">{t.replace("-", " ")}</a>' for t in tags
        )
        comments = "".join(
            f'<li id="comment-{c}"><p>Comment {c}.</p><a class="reply" href="{path}?replytocom={c}#respond">Reply</a></li>'
            for c in (211, 214, 230)
        )
        series = ""
        if more:
            series = (
                "<aside><h2>In this series</h2>"
                + ul([(prev, "Part 1"), (nxt, "Part 3"), (more[0], "Part 4")])
                + "</aside>"
            )
            series += (
                "<aside><h2>Related posts</h2>"
                + ul([(more[1], "Listening to veterans")])
                + "</aside>"
            )
        pages[path] = HT.page(
            title,
            f'<article><h1>{escape(title)}</h1><p class="meta">By <a href="/author/{who}/">{who}</a> · '
            f'<a href="/{path.split("/")[1]}/">{path.split("/")[1]}</a></p>'
            '<p>Maps and first-hand sources help pupils see change over time.<sup><a href="#fn1">1</a></sup></p>'
            '<ol class="footnotes"><li id="fn1">See the society handbook.</li></ol>'
            f'<p>Tags: {tag_links}</p><nav class="post-nav"><a rel="prev" href="{prev}">Previous post</a> '
            f'<a rel="next" href="{nxt}">Next post</a></nav>{series}'
            f'<section id="comments"><h2>3 comments</h2><ol>{comments}</ol>'
            '<form id="respond" action="/wp-comments-post.php" method="post"><textarea></textarea></form></section>'
            f'<p><a href="{path}?print=1">Print</a></p></article>',
            share=HT.url(path),
            head='<link rel="alternate" type="application/rss+xml" href="/feed/">',
        )
        for other in (prev, nxt, *more):
            pages[other] = HT.page(
                other.strip("/").rsplit("/", 1)[1], f"<article><h1>{other}</h1></article>"
            )
    return [HT.site(pages)]


def _ht_cases() -> list[Case]:
    u = HT.url
    p1, p2 = list(POSTS)
    return [
        # A blog post is a Single Artifact URI in the seed (Hypotheses, HASTAC...): tags,
        # archives, comment-reply links and neighbouring posts are not part -> Single Page.
        case(
            "histeach-reformation-maps",
            "Teaching society blog (post with comments)",
            "Single Artifact URI",
            "single_page",
            u(p1),
            [u(p1)],
            ht_build,
            others=[u(POSTS[p1][3]), u(POSTS[p1][4])],
        ),
        # Harder: a post in a four-part series with series and related-post sidebars,
        # footnotes, print and reply variants of its own URI -> Single Page.
        case(
            "histeach-oral-history-part-2",
            "Teaching society blog (post in a series with related posts)",
            "Single Artifact URI",
            "single_page",
            u(p2),
            [u(p2)],
            ht_build,
            others=[u(POSTS[p2][3]), u(POSTS[p2][4]), *(u(m) for m in POSTS[p2][5])],
        ),
    ]


# --- Teachers' question-and-answer forum (PubPeer-like discussion) -----------------------

PS = Shell(
    "ask.pedagostack.hx65.example",
    "PedagoStack",
    [
        ("/questions", "Questions"),
        ("/tags", "Tags"),
        ("/users", "Users"),
        ("/unanswered", "Unanswered"),
    ],
    [
        ("/help/on-topic", "What is on topic"),
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
    ],
    title_format="{title} - {name}",
    chrome_extra={
        "/tags/mathematics": "mathematics",
        "/tags/proof": "proof",
        "/tags/feedback": "feedback",
        "/tags/grading": "grading",
        "/users/1204/ada-k": "ada-k",
        "/users/877/t-brennan": "t-brennan",
        "/users/3310/msouza": "msouza",
    },
)
QUESTIONS = {
    "/questions/48213/how-do-you-scaffold-proof-writing-in-grade-9": (
        "How do you scaffold proof writing in grade 9?",
        ["mathematics", "proof"],
        [48220, 48231],
        ["/questions/40017/two-column-proofs-worth-teaching"],
        None,
    ),
    "/questions/51590/is-comment-only-marking-better-than-grades": (
        "Is comment-only marking better than grades?",
        ["feedback", "grading"],
        [51592, 51600, 51611, 51640, 51702],
        ["/questions/33001/feedback-without-grades-research", "/questions/47788/marking-workload"],
        "/questions/29411/does-giving-grades-reduce-attention-to-feedback",
    ),
}


def ps_build() -> list[Site]:
    pages: dict[str, PageValue] = {}
    users = ["/users/1204/ada-k", "/users/877/t-brennan", "/users/3310/msouza"]
    for path, (title, tags, answers, linked, dup) in QUESTIONS.items():
        ans = "".join(
            f'<div class="answer" id="answer-{a}"><p>Answer {a}: start from worked examples.</p>'
            f'<a href="#answer-{a}">Share</a> <a href="{users[i % 3]}">{users[i % 3].rsplit("/", 1)[1]}</a></div>'
            for i, a in enumerate(answers)
        )
        dupe = (
            f'<div class="notice">Possible duplicate of <a href="{dup}">Does giving grades reduce attention to feedback?</a></div>'
            if dup
            else ""
        )
        pages[path] = PS.page(
            title,
            f'{dupe}<h1>{escape(title)}</h1><p>Asked by <a href="{users[0]}">ada-k</a></p>'
            + " ".join(f'<a class="tag" href="/tags/{t}">{t}</a>' for t in tags)
            + f"<h2>{len(answers)} answers</h2>{ans}"
            + f"<aside><h2>Linked</h2>{ul([(q, q.rsplit('/', 1)[1]) for q in linked])}</aside>"
            + f"<aside><h2>Hot questions</h2>{ul([('/questions/50001/exit-tickets', 'Exit tickets?')])}</aside>",
            share=PS.url(path),
        )
        for q in [*linked, *([dup] if dup else [])]:
            pages[q] = PS.page(q.rsplit("/", 1)[1], f"<h1>{q}</h1>")
    pages["/questions/50001/exit-tickets"] = PS.page("Exit tickets?", "<h1>Exit tickets?</h1>")
    return [PS.site(pages)]


def _ps_cases() -> list[Case]:
    u = PS.url
    q1, q2 = list(QUESTIONS)
    return [
        # A discussion thread is a Single Artifact URI in the seed (PubPeer, PubMed
        # Commons): answers are on the page -> Single Page.
        case(
            "pedagostack-proof-scaffolding",
            "Teacher Q&A forum (question with two answers)",
            "Single Artifact URI",
            "single_page",
            u(q1),
            [u(q1)],
            ps_build,
            others=[u(q) for q in QUESTIONS[q1][3]],
        ),
        # Harder: five answers, a duplicate notice, linked and hot-question sidebars.
        case(
            "pedagostack-comment-only-marking",
            "Teacher Q&A forum (question with five answers and a duplicate notice)",
            "Single Artifact URI",
            "single_page",
            u(q2),
            [u(q2)],
            ps_build,
            others=[u(q) for q in QUESTIONS[q2][3]]
            + [u("/questions/29411/does-giving-grades-reduce-attention-to-feedback")],
        ),
    ]


CASES: list[Case] = [*_pc_cases(), *_ht_cases(), *_ps_cases()]
