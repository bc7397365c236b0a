"""Lab and community pages: research-lab project sites (demo, code and data), a Mailman-like
mailing-list archive, an ML research blog and a Q&A site."""

from __future__ import annotations

from collections.abc import Callable

from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, links
from sites.portals_heldout28._kit import (
    binary,
    case,
    cookie_banner,
    fill,
    host,
    pdf_file,
    png_file,
    text,
)

# --------------------------------------------------------------------------------------------
# Lab project sites.  A project's page is titled with the project's full title and nothing
# else; its demo, dataset and software pages live in other sections of the lab site (no shared
# path or id) and each names the project by its full title; the paper, slides, video and data
# archives (which do not) hang one hop off those pages.  People pages, section indexes and news
# name projects by their short names only.  The seed's Dryad shape: Significant String from
# Title+ with Ignored URIs.

LAB_KIND = "Lab project site (demo, code and data)"
Files = dict[str, tuple[str, str]]  # path -> (label, kind: pdf, bib, txt or a content type)
Members = dict[
    str, tuple[str, str, Files]
]  # path -> (page title, paragraph naming the project, files)


def _lab(
    h: str,
    lab: str,
    title: str,
    entry: str,
    members: Members,
    files: Files,
    people: list[str],
    extra_links: str,
) -> list[Site]:
    """One lab's site around one project: `files` hang off the entry, `members` are the
    project's other pages (each with its own files)."""
    portal = Portal(
        h,
        lab,
        [
            ("/", "Home"),
            ("/research/", "Research"),
            ("/people/", "People"),
            ("/publications.html", "Publications"),
            ("/news.html", "News"),
            ("/join.html", "Join us"),
        ],
        [
            ("/contact.html", "Contact"),
            ("http://www.university28.test/", "University"),
            ("http://x.socialsite28.test/" + h.split(".")[1], "X"),
        ],
        title_format="{title} — " + lab,
        home_title=lab,
        home_main=f"<h1>{lab}</h1><p>We build systems that learn.</p>"
        + links([("/news.html", "Latest news"), ("/research/", "Our research")]),
    )
    p: dict[str, PageValue] = {}

    def file_links(fs: Files) -> str:
        return (
            "<ul>"
            + "".join(f'<li><a href="{f}">{label}</a></li>' for f, (label, _k) in fs.items())
            + "</ul>"
        )

    def serve(fs: Files) -> None:
        for f, (label, kind) in fs.items():
            if kind == "pdf":
                p[f] = pdf_file(label)
            elif kind == "bib":
                p[f] = text(
                    f"@inproceedings{{x,\n  title = {{{title}}}\n}}\n", "application/x-bibtex"
                )
            elif kind == "txt":
                p[f] = text(f"{label}\nSee the project page for details.\n")
            else:
                p[f] = binary(f, kind)

    authors = " ".join(f'<a href="/people/{x}.html">{x.title()}</a>' for x in people)
    p[entry] = portal.page(
        title,
        f"<h1>{title}</h1><p>{authors}</p><p>Project overview and results.</p>"
        + file_links(files)
        + "<h2>Resources</h2>"
        + links([(m, t) for m, (t, _para, _f) in members.items()])
        + extra_links,
        raw_title=True,
    )
    serve(files)
    for m, (t, para, fs) in members.items():
        p[m] = portal.page(
            t,
            f"<h1>{t}</h1><p>{para}</p>"
            + file_links(fs)
            + f'<p>Back to <a href="{entry}">the project page</a>.</p>',
        )
        serve(fs)
    short = title.split(":")[0]
    for x in people:
        p[f"/people/{x}.html"] = portal.page(
            x.title(),
            f'<h1>{x.title()}</h1><p>Projects: <a href="{entry}">{short}</a>, '
            '<a href="/research/">more</a></p>',
        )
    fill(
        p,
        portal,
        {
            "/research/": "Research",
            "/people/": "People",
            "/publications.html": "Publications",
            "/news.html": "News",
            "/join.html": "Join us",
            "/contact.html": "Contact",
            "/demos/": "Demos",
            "/datasets/": "Datasets",
            "/software/": "Software",
            "/talks/": "Talks",
            "/artifacts/": "Artifacts",
            "/projects/pmemfs/": "PMemFS",
        },
    )
    return [portal.site(p)]


HR = host("www", "halvorsen-robotics")
HR_TITLE = "TerraStep: Legged Locomotion over Deformable Terrain"
HR_ENTRY = "/research/terrastep.html"
HR_MEMBERS: Members = {
    "/demos/terrastep-sim/": (
        "TerraStep simulator demo",
        f'Interactive browser demo accompanying {HR_TITLE}. See <a href="/demos/">all demos</a>.',
        {},
    ),
    "/datasets/deformable-terrain-gaits.html": (
        "Deformable Terrain Gaits (DTG) dataset",
        f"The DTG dataset was collected for {HR_TITLE}: 41 hours of gait logs on sand, mud and snow. "
        'Part of our <a href="/datasets/">dataset collection</a>.',
        {
            "/datasets/files/dtg-v1.tar.gz": ("dtg-v1.tar.gz (3.1 GB)", "application/gzip"),
            "/datasets/files/dtg-v1-README.txt": ("DTG README", "txt"),
        },
    ),
    "/software/terrastep-controller.html": (
        "terrastep-controller",
        f"The gait controller of {HR_TITLE}, in C++ with ROS 2 bindings. Code: "
        '<a href="http://forge.lumenforge.hx28.example/halvorsen/terrastep-controller">forge</a>, archived at '
        '<a href="http://archive.codevault-heritage.hx28.example/browse/origin/directory/?origin_url='
        'https://git.halvorsen-robotics.hx28.example/terrastep/controller">Codevault</a>.',
        {},
    ),
}
HR_FILES: Files = {
    "/pubs/nakamura2025terrastep.pdf": ("Paper (PDF)", "pdf"),
    "/pubs/nakamura2025terrastep.bib": ("BibTeX", "bib"),
    "/media/terrastep-overview.mp4": ("Overview video (MP4)", "video/mp4"),
}


def halvorsen() -> list[Site]:
    return _lab(
        HR,
        "Halvorsen Robotics Lab",
        HR_TITLE,
        HR_ENTRY,
        HR_MEMBERS,
        HR_FILES,
        ["nakamura", "halvorsen"],
        '<p>Publisher version: <a href="http://ieeexplore.sigengx.hx28.example/document/10612345">Xplorex</a>'
        "</p>",
    )


MS = host("www", "mehta-sysgroup")
MS_TITLE = "Ferrite: Crash-Consistent Storage for Persistent Memory Key-Value Stores"
MS_ENTRY = "/projects/ferrite/"
MS_MEMBERS: Members = {
    "/talks/2025-osdi-ferrite.html": (
        "OSDI '25 talk",
        f"Slides and recording of our OSDI '25 talk on {MS_TITLE}.",
        {
            "/talks/slides/ferrite-osdi25.pdf": ("Slides (PDF)", "pdf"),
            "/talks/video/ferrite-osdi25.mp4": ("Recording (MP4)", "video/mp4"),
        },
    ),
    "/artifacts/ae-ferrite.html": (
        "Ferrite artifact",
        f"How to reproduce the results of {MS_TITLE} (Available, Functional, Reproduced).",
        {"/artifacts/ferrite-ae-v1.0.tar.gz": ("ferrite-ae-v1.0.tar.gz", "application/gzip")},
    ),
}
MS_FILES: Files = {
    "/papers/osdi25-ferrite.pdf": ("Paper (PDF)", "pdf"),
    "/papers/osdi25-ferrite-poster.pdf": ("Poster (PDF)", "pdf"),
}


def mehta() -> list[Site]:
    return _lab(
        MS,
        "Mehta Systems Group",
        MS_TITLE,
        MS_ENTRY,
        MS_MEMBERS,
        MS_FILES,
        ["mehta", "lindqvist"],
        '<p>Also: <a href="http://www.sysconf-assoc.hx28.example/conference/osdi25/presentation/lindqvist">'
        'Sysconf page</a> · <a href="/projects/pmemfs/">our earlier PMemFS project</a></p>',
    )


def _lab_case(
    slug: str, h: str, entry: str, members: Members, files: Files, build: Callable[[], list[Site]]
) -> Case:
    b = f"http://{h}"
    truth = [b + entry, *(b + f for f in files)]
    for m, (_t, _p, fs) in members.items():
        truth += [b + m, *(b + f for f in fs)]
    # sig_title_plus_ignored: the project title (the entry's whole <title>) is in the entry
    # and in every member page (demo, dataset, software, talk, artifact pages); one hop out of
    # those, past the lab menu, are the paper, BibTeX, video, slides and data archives.  Not
    # the people pages, section indexes, other projects, forge, Codevault or publisher pages.
    return case(
        f"lab-{slug}", LAB_KIND, "Multi-Hop", "sig_title_plus_ignored", b + entry, truth, build
    )


LABS = [
    _lab_case("terrastep", HR, HR_ENTRY, HR_MEMBERS, HR_FILES, halvorsen),
    _lab_case("ferrite", MS, MS_ENTRY, MS_MEMBERS, MS_FILES, mehta),
]


# --------------------------------------------------------------------------------------------
# Mlsysforum lists: a Mailman-like archive (pipermail) of a list without a subject prefix.  A
# thread's first message is titled with its subject; every reply carries "Re: <subject>" in
# its title and heading, at URIs (message numbers) that share nothing with the first message's.
# Prev/next-by-date links lead into other threads.  A discussion spread over pages that all
# carry the title: Significant String from Title.  (The month's date, thread, subject and author
# indexes list every subject of the month, this one too: they are the list's, not the thread's.)

ML = host("lists", "mlsysforum")
ML_DIR = "/pipermail/mlsys-users/2025-May"
ML_THREADS = {
    # first message: (subject, author, [(reply number, author)]); each thread came in a burst,
    # so only the messages just before and after it (by date) name it in their navigation
    "000412": (
        "GridWalk 1.0 released: sparse lattice routing for PyTorch",
        "Mira Okafor",
        [("000413", "Yuto Sato"), ("000414", "Mira Okafor"), ("000415", "Per Lindqvist")],
    ),
    "000405": (
        "Call for artifact evaluators: SysML 2025",
        "Asha Mehta",
        [("000406", "Kenji Nakamura"), ("000407", "Asha Mehta")],
    ),
}
ML_REFS = {
    "000412": "http://hub.modelquay.hx28.example/lumenlab/gridwalk-base",
    "000405": "http://results.aeboard-sys.hx28.example/sysml2025/results",
}
ML_OTHER = {
    "000403": "Slides from the May meetup",
    "000404": "Job: research engineer at Lumen Lab",
    "000408": "Mixed precision on MI300?",
    "000409": "Re: Mixed precision on MI300?",
    "000410": "Workshop deadline extended",
    "000411": "Re: Workshop deadline extended",
    "000416": "ONNX export of graph ops",
    "000417": "Re: ONNX export of graph ops",
}


def _ml_messages() -> list[tuple[str, str, str, list[str]]]:
    """(number, subject, author, thread order) for every message of the month, by number."""
    msgs: dict[str, tuple[str, str, list[str]]] = {}
    for first, (subj, who, replies) in ML_THREADS.items():
        order = [first, *(n for n, _a in replies)]
        msgs[first] = (subj, who, order)
        for n, a in replies:
            msgs[n] = (f"Re: {subj}", a, order)
    for n, subj in ML_OTHER.items():
        msgs[n] = (subj, "Someone Else", [n])
    return [(n, *msgs[n]) for n in sorted(msgs)]


def mlsysforum() -> list[Site]:
    s = Site(ML)
    msgs = _ml_messages()
    subj_of = {n: subj for n, subj, _a, _o in msgs}
    nums = [n for n, *_ in msgs]
    for i, (n, subj, who, order) in enumerate(msgs):
        k = order.index(n)
        prev_t = order[k - 1] if k > 0 else None
        next_t = order[k + 1] if k + 1 < len(order) else None
        prev_d = nums[i - 1] if i > 0 else None
        next_d = nums[i + 1] if i + 1 < len(nums) else None
        nav = "<P><UL>"
        if prev_d:
            nav += f'<LI>Previous message (by date): <A HREF="{prev_d}.html">{subj_of[prev_d]}</A></li>'
        if next_d:
            nav += f'<LI>Next message (by date): <A HREF="{next_d}.html">{subj_of[next_d]}</A></li>'
        if prev_t:
            nav += f'<LI>Previous message (by thread): <A HREF="{prev_t}.html">{subj_of[prev_t]}</A></li>'
        if next_t:
            nav += (
                f'<LI>Next message (by thread): <A HREF="{next_t}.html">{subj_of[next_t]}</A></li>'
            )
        num = int(n)
        nav += (
            f'<LI> <B>Messages sorted by:</B> <a href="date.html#{num}">[ date ]</a> '
            f'<a href="thread.html#{num}">[ thread ]</a> <a href="subject.html#{num}">[ subject ]</a> '
            f'<a href="author.html#{num}">[ author ]</a></LI></UL>'
        )
        first_who = msgs[[m[0] for m in msgs].index(order[0])][2]
        quote = "" if k == 0 else f"\n&gt; On Wed, {first_who} wrote:\n&gt; ...\n"
        ref = ML_REFS.get(order[0], "http://blog.lumen-notes.hx28.example/")
        s.add(
            f"{ML_DIR}/{n}.html",
            f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML><HEAD><TITLE> {subj}
</TITLE><LINK REL="Index" HREF="index.html" >
<LINK REL="made" HREF="mailto:mlsys-users%40lists.mlsysforum.hx28.example">
<META NAME="robots" CONTENT="index,nofollow"><style type="text/css">pre {{white-space: pre-wrap;}}</style>
{f'<LINK REL="Previous" HREF="{prev_d}.html">' if prev_d else ""}{f'<LINK REL="Next" HREF="{next_d}.html">' if next_d else ""}
</HEAD><BODY BGCOLOR="#ffffff"><H1>{subj}</H1>
<B>{who}</B> <A HREF="mailto:mlsys-users%40lists.mlsysforum.hx28.example" TITLE="{subj}">{who.split()[0].lower()} at lumenlab.example</A><BR>
<I>Wed May 14 09:{num % 60:02d}:44 UTC 2025</I>{nav}<HR>
<!--beginarticle--><PRE>{quote}Hi all,

Details at <A HREF="{ref}">{ref}</A>
</PRE><!--endarticle--><HR>{nav}<hr>
<a href="http://{ML}/mailman/listinfo/mlsys-users">More information about the Mlsys-users mailing list</a><br>
</body></html>
""",
        )
    rows = "".join(
        f'<LI><A HREF="{n}.html">{subj}</A><A NAME="{int(n)}">&nbsp;</A><I>{who}</I>'
        for n, subj, who, _o in msgs
    )
    for idx in ("date", "thread", "subject", "author"):
        s.add(
            f"{ML_DIR}/{idx}.html",
            f"<HTML><HEAD><TITLE>The Mlsys-users May 2025 Archive by {idx}</TITLE></HEAD>"
            f"<BODY><H1>May 2025 Archives by {idx}</H1><UL>{rows}</UL>"
            '<a href="/pipermail/mlsys-users/">Other months</a></BODY></HTML>',
        )
    s.add(f"{ML_DIR}/index.html", Response.redirect("thread.html"))
    s.add(
        "/pipermail/mlsys-users/",
        "<HTML><HEAD><TITLE>The Mlsys-users Archives</TITLE></HEAD><BODY>"
        '<a href="2025-May/thread.html">May 2025</a></BODY></HTML>',
    )
    s.add(
        "/mailman/listinfo/mlsys-users",
        "<HTML><HEAD><TITLE>Mlsys-users Info Page</TITLE></HEAD><BODY>"
        '<h1>Mlsys-users</h1><a href="/pipermail/mlsys-users/">Archives</a></BODY></HTML>',
    )
    s.add("/", Response.redirect("/mailman/listinfo"))
    s.add(
        "/mailman/listinfo",
        "<HTML><HEAD><TITLE>lists.mlsysforum Mailing Lists</TITLE></HEAD><BODY>"
        '<a href="/mailman/listinfo/mlsys-users">Mlsys-users</a></BODY></HTML>',
    )
    return [s]


def _ml_case(slug: str, first: str) -> Case:
    b = f"http://{ML}{ML_DIR}"
    subj, _w, replies = ML_THREADS[first]
    # sig_title: the subject (the first message's whole <title>) is in every message of the
    # thread; truth is those messages.  Not the month's indexes, the list info page or the
    # messages of other threads — though the indexes and the two messages just before and
    # after the thread (by date) show the subject as link text, so the heuristic, as the seed
    # defines it, also keeps those six pages.
    return case(
        f"mlsysforum-{slug}",
        "Mlsysforum lists (Mailman-pipermail-like) thread",
        "Multi-Hop",
        "sig_title",
        f"{b}/{first}.html",
        [f"{b}/{first}.html", *(f"{b}/{n}.html" for n, _a in replies)],
        mlsysforum,
    )


MLSYSFORUM = [_ml_case("gridwalk-release", "000412"), _ml_case("ae-call", "000405")]


# --------------------------------------------------------------------------------------------
# Lumen notes: an ML research blog.  A post is one page (comments inline); everything it links
# is chrome, tags, the author, neighbouring posts, the feed, or other artifacts it discusses.
# Single Artifact URI: Single Page (the seed's many blog rows).

BL = host("blog", "lumen-notes")
BLP = Portal(
    BL,
    "Lumen Lab notes",
    [("/", "Posts"), ("/tags/", "Tags"), ("/about/", "About"), ("/feed.xml", "RSS")],
    [
        ("/about/#license", "Posts CC BY 4.0"),
        ("http://x.socialsite28.test/lumenlab", "X"),
        ("http://masto.socialsite28.test/@lumenlab", "Mastodon"),
    ],
    title_format="{title} | {name}",
    home_title="Lumen Lab notes",
    home_main="<h1>Lumen Lab notes</h1>"
    + links(
        [
            ("/2025/05/14/routing-on-sparse-lattices/", "Routing on sparse lattices"),
            (
                "/2025/03/02/running-an-artifact-evaluation/",
                "What we learned running an artifact evaluation",
            ),
        ]
    ),
)
BL_POSTS = {
    "/2025/05/14/routing-on-sparse-lattices/": (
        "Routing on sparse lattices",
        ["graphs", "routing"],
        '<p>Today we release <a href="http://hub.modelquay.hx28.example/lumenlab/gridwalk-base">GridWalk-base</a>, '
        'trained on <a href="http://hub.modelquay.hx28.example/datasets/lumenlab/sparse-lattice-routes">Sparse '
        'Lattice Routes</a>; the <a href="http://export.preprintshelf.hx28.example/abs/2505.01234">paper</a> has '
        'the details.</p><figure><img src="/assets/2025/lattice.png" alt="a lattice"></figure>',
        "/2025/03/02/running-an-artifact-evaluation/",
    ),
    "/2025/03/02/running-an-artifact-evaluation/": (
        "What we learned running an artifact evaluation",
        ["reproducibility", "community"],
        '<p>We chaired the <a href="http://results.aeboard-sys.hx28.example/sysml2025/results">SysML \'25 AE</a>. '
        "Three lessons…</p>",
        "/2025/05/14/routing-on-sparse-lattices/",
    ),
}


def lumennotes() -> list[Site]:
    p: dict[str, PageValue] = {"/assets/2025/lattice.png": png_file((10, 120, 90))}
    for path, (title, tags, body, other) in BL_POSTS.items():
        p[path] = BLP.page(
            title,
            f'<article><h1>{title}</h1><p>May 2025 · by <a href="/authors/mira-okafor/">Mira Okafor</a> · '
            + " ".join(f'<a href="/tags/{t}/">#{t}</a>' for t in tags)
            + "</p>"
            + body
            + "</article>"
            '<section id="comments"><h2>2 comments</h2><p><b>Yuto</b>: Great write-up!</p>'
            '<p><b>Per</b>: Any plans for 3-D lattices?</p><form action="/comments/new" method="post">'
            "<textarea name=c></textarea></form></section>"
            f'<nav class="post-nav"><a href="{other}">{BL_POSTS[other][0]}</a></nav>'
            '<p><a href="/feed.xml">Subscribe via RSS</a></p>',
            share=f"http://{BL}{path}",
        )
        fill(p, BLP, {f"/tags/{t}/": f"#{t}" for t in tags})
    p["/feed.xml"] = text(
        '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"></feed>',
        "application/atom+xml",
    )
    fill(p, BLP, {"/authors/mira-okafor/": "Mira Okafor", "/tags/": "Tags", "/about/": "About"})
    return [BLP.site(p)]


def _bl_case(slug: str, path: str) -> Case:
    e = f"http://{BL}{path}"
    # single_page: the post (comments inline) is the whole artifact.
    return case(
        f"lumennotes-{slug}",
        "Lumen notes (ML research blog) post",
        "Single Artifact URI",
        "single_page",
        e,
        [e],
        lumennotes,
        others=[f"http://{BL}{BL_POSTS[path][3]}"],
    )


LUMENNOTES = [
    _bl_case("lattices", "/2025/05/14/routing-on-sparse-lattices/"),
    _bl_case("ae-lessons", "/2025/03/02/running-an-artifact-evaluation/"),
]


# --------------------------------------------------------------------------------------------
# Stackplexa AI: a Stack-Exchange-like Q&A site.  A question page holds the question, its
# answers and comments; the rest is tags, users, linked and related questions, the network's
# "hot questions" and share short links.  A discussion: Single Page (the seed's PubPeer row).

QA = host("ai", "stackplexa")
QAP = Portal(
    QA,
    "Stackplexa AI",
    [
        ("/questions", "Questions"),
        ("/tags", "Tags"),
        ("/users", "Users"),
        ("/unanswered", "Unanswered"),
    ],
    [
        ("/legal/terms-of-service", "Terms"),
        ("/legal/privacy-policy", "Privacy"),
        ("/legal/cookie-policy", "Cookies"),
        ("/help", "Help"),
        ("http://x.socialsite28.test/stackplexa", "X"),
    ],
    title_format="{title} - {name}",
    home_title="Stackplexa AI",
    home_main="<h1>Top questions</h1>"
    + links([("/questions/78090112/what-is-the-kv-cache", "What is the KV cache?")]),
)
QA_Q = "/questions/78123456/why-does-my-lora-fine-tune-diverge-with-bf16"


def stackplexa() -> list[Site]:
    p: dict[str, PageValue] = {}
    p[QA_Q] = QAP.page(
        "pytorch - Why does my LoRA fine-tune diverge with bf16?",
        cookie_banner("/legal/cookie-policy")
        + "<h1>Why does my LoRA fine-tune diverge with bf16?</h1><p>Asked 2 months ago · Viewed 3k times</p>"
        '<div class="question"><p>Loss goes to NaN after ~200 steps with bf16 but not fp32…</p>'
        '<a href="/questions/tagged/pytorch">pytorch</a> <a href="/questions/tagged/lora">lora</a> '
        '<a href="/questions/tagged/mixed-precision">mixed-precision</a>'
        '<p>asked by <a href="/users/18823/mokafor">mokafor</a> · <a href="/q/78123456">Share</a></p></div>'
        '<div class="answer"><h2>2 Answers</h2><p>Sorted by: Highest score</p>'
        "<p>Your optimizer states are in bf16 too; keep them in fp32 …</p>"
        '<p>answered by <a href="/users/20071/ysato">ysato</a> · <a href="/a/78124001">Share</a></p>'
        "<p>Also check the learning-rate warm-up.</p>"
        '<p>answered by <a href="/users/4410/plindqvist">plindqvist</a> · <a href="/a/78130877">Share</a></p></div>'
        '<aside><h3>Linked</h3><a href="/questions/77001234/bf16-vs-fp16-for-training">bf16 vs fp16 for training</a>'
        '<h3>Related</h3><a href="/questions/78090112/what-is-the-kv-cache">What is the KV cache?</a>'
        '<h3>Hot Network Questions</h3><a href="http://math.stackplexa.hx28.example/questions/4711/why-is-e-irrational">'
        "Why is e irrational?</a></aside>",
        share=f"http://{QA}{QA_Q}",
    )
    for short in ("/q/78123456", "/a/78124001", "/a/78130877"):
        p[short] = Response.redirect(QA_Q, 301)
    fill(
        p,
        QAP,
        {
            "/questions/tagged/pytorch": "Newest 'pytorch' Questions",
            "/questions/tagged/lora": "Newest 'lora' Questions",
            "/questions/tagged/mixed-precision": "Newest 'mixed-precision' Questions",
            "/users/18823/mokafor": "mokafor",
            "/users/20071/ysato": "ysato",
            "/users/4410/plindqvist": "plindqvist",
            "/questions/77001234/bf16-vs-fp16-for-training": "bf16 vs fp16 for training",
            "/questions/78090112/what-is-the-kv-cache": "What is the KV cache?",
            "/questions": "Questions",
            "/tags": "Tags",
            "/users": "Users",
            "/unanswered": "Unanswered",
            "/legal/terms-of-service": "Terms",
            "/legal/privacy-policy": "Privacy",
            "/legal/cookie-policy": "Cookies",
            "/help": "Help",
            "/login": "Log in",
            "/signup": "Sign up",
        },
    )
    return [QAP.site(p)]


STACKPLEXA = [
    # single_page: the question page with its answers is the discussion; the share short
    # links only redirect back to it.
    case(
        "stackplexa-lora-bf16",
        "Stackplexa AI (Stack-Exchange-like) question",
        "Single Artifact URI",
        "single_page",
        f"http://{QA}{QA_Q}",
        [f"http://{QA}{QA_Q}"],
        stackplexa,
        others=[f"http://{QA}/questions/77001234/bf16-vs-fp16-for-training"],
    ),
]

CASES: list[Case] = [*LABS, *MLSYSFORUM, *LUMENNOTES, *STACKPLEXA]
