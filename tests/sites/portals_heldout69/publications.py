"""heldout69's publication-shaped portals: a registered-report journal and a psychology
preprint server (Single Hop: the seed's bioRxiv/SSRN rows), a cognitive-science lab blog
and a post-publication review forum (Single Artifact URI: the seed's blog/PubPeer rows).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import blob, page, portal, site, txt, ul

# --- Registered-report journal.  The article page links its PDF, supplements, citation
# exports and (stage 2) the stage-1 protocol and review history; menus and footer are on the
# 404 page and homepage, so the seed's Single Page+ with Ignored URIs.
RRJ = portal(
    "reports.corticalrr.hx69.example",
    "Cortical Reports",
    [
        ("/issues/current", "Current issue"),
        ("/authors", "For authors"),
        ("/rr-guidelines", "Registered Reports"),
    ],
)


def _rr_article(
    aid: str, title: str, extras: list[tuple[str, str]], related: str
) -> tuple[dict, list[str]]:
    b = f"/article/{aid}"
    own = [
        (f"{b}/pdf", "Download PDF"),
        (f"{b}/cite?format=bibtex", "BibTeX"),
        (f"{b}/cite?format=ris", "RIS"),
        *extras,
    ]
    pages: dict = {
        b: page(
            RRJ,
            title,
            f'<article><h1>{escape(title)}</h1><p class="abstract">We tested '
            "the preregistered hypotheses.</p>" + ul(own) + "</article><aside><h3>Related "
            f'articles</h3><a href="/article/{related}">A related registered report</a></aside>',
            share=RRJ.url(b),
        ),
        f"/article/{related}": page(RRJ, "Related report", "<h1>Related report</h1>"),
        f"{b}/pdf": Response.data(pdf(title, ["Registered Report"]), "application/pdf"),
        f"{b}/cite?format=bibtex": txt(f"@article{{{aid}, title={{{title}}}}}\n"),
        f"{b}/cite?format=ris": txt(f"TY  - JOUR\nTI  - {title}\nER  -\n"),
    }
    for href, label in extras:
        if href.endswith((".pdf", ".zip", ".docx", ".xml")):
            pages[href] = blob(href)
        else:
            pages[href] = page(RRJ, f"{label}: {title}", f"<h1>{escape(label)}</h1>")
    return pages, [RRJ.url(b)] + [RRJ.url(h) for h, _ in own]


RRJ_A = _rr_article(
    "rr-2024-0113",
    "Ego-depletion does not reduce Stroop performance",
    [("/article/rr-2024-0113/suppl/S1.pdf", "Supplement S1")],
    "rr-2023-0500",
)
RRJ_B = _rr_article(
    "rr-2023-0087",
    "No evidence for facial-feedback effects in a Stage 2 registered report",
    [
        ("/article/rr-2023-0087/stage1", "Stage 1 protocol (in-principle acceptance)"),
        ("/article/rr-2023-0087/review-history", "Peer review history"),
        ("/article/rr-2023-0087/fulltext.xml", "JATS XML"),
        ("/article/rr-2023-0087/suppl/S1.pdf", "Supplement S1"),
        ("/article/rr-2023-0087/suppl/S2.zip", "Supplement S2 (stimuli)"),
        ("/article/rr-2023-0087/suppl/S3.docx", "Supplement S3"),
    ],
    "rr-2022-0311",
)


def _rrj() -> list[Site]:
    return [site(RRJ, {**RRJ_A[0], **RRJ_B[0]})]


# --- Psychology preprint server: landing page with versions and downloads, Single Page+
# with Ignored URIs (the seed's preprint rows).
PPS = portal(
    "preprints.mindarchive.hx69.example",
    "MindArchive",
    [("/discover", "Discover"), ("/submit", "Submit a preprint"), ("/moderation", "Moderation")],
)


def _preprint(pid: str, title: str, versions: int, supp: list[str]) -> tuple[dict, list[str]]:
    b = f"/preprints/psy/{pid}"
    own = [(f"{b}/download", "Download")]
    own += [(f"{b}_v{v}", f"Version {v}") for v in range(1, versions)]
    own += [(f"{b}/supplement/{s}", s) for s in supp]
    pages: dict = {
        b: page(
            PPS,
            title,
            f"<h1>{escape(title)}</h1><p>Preprint, not peer reviewed.</p>"
            + ul(own)
            + '<aside>Similar: <a href="/preprints/psy/zz000">Priming</a></aside>',
            share=PPS.url(b),
        ),
        "/preprints/psy/zz000": page(PPS, "Priming", "<h1>Priming revisited</h1>"),
        f"{b}/download": Response.data(pdf(title, ["Preprint"]), "application/pdf"),
    }
    for v in range(1, versions):
        pages[f"{b}_v{v}"] = page(
            PPS, f"{title} (v{v})", f"<h1>{escape(title)}</h1><p>Version {v}</p>"
        )
    for s in supp:
        pages[f"{b}/supplement/{s}"] = blob(pid + s)
    return pages, [PPS.url(b)] + [PPS.url(h) for h, _ in own]


PPS_A = _preprint("4gk2w", "Sleep deprivation and emotional memory consolidation", 1, [])
PPS_B = _preprint(
    "9xr3t",
    "A computational account of serial dependence in perception",
    4,
    ["model_code.zip", "supplementary_figures.pdf"],
)


def _pps() -> list[Site]:
    return [site(PPS, {**PPS_A[0], **PPS_B[0]})]


# --- Cognitive-science lab blog: a post is one page (the seed's blog rows: Single Page).
BLOG = portal(
    "blog.synapticnotes.hx69.example",
    "Synaptic Notes",
    [("/archive", "Archive"), ("/tags", "Tags"), ("/about", "About the lab")],
    title_format="{title} – {name}",
)
POST_A = "/2024/03/why-we-preregister-our-eeg-studies/"
POST_B = "/2024/06/lessons-from-a-failed-replication/"


def _blog() -> list[Site]:
    def post(title: str, prev: str, ncomments: int) -> str:
        comments = "".join(
            f'<li id="c{i}">Comment {i} <a href="?replytocom={i}#respond">Reply</a></li>'
            for i in range(1, ncomments + 1)
        )
        return page(
            BLOG,
            title,
            f"<article><h1>{escape(title)}</h1><p>Post body.</p>"
            '<p>Tags: <a href="/tag/open-science">open science</a></p></article>'
            f'<nav><a href="{prev}">Previous post</a></nav><ol class="comments">{comments}</ol>',
            share=BLOG.url(prev),
        )

    pages = {
        POST_A: post("Why we preregister our EEG studies", "/2024/01/new-lab-members/", 2),
        POST_B: post("Lessons from a failed replication", POST_A, 14),
        "/2024/01/new-lab-members/": page(BLOG, "New lab members", "<h1>New lab members</h1>"),
        "/tag/open-science": page(BLOG, "open science", "<h1>Tag: open science</h1>"),
    }
    return [site(BLOG, pages)]


# --- Post-publication review forum (PubPeer-like): a thread is one page.
FORUM = portal(
    "forum.postpubpsych.hx69.example",
    "PostPub Psych",
    [("/recent", "Recent"), ("/journals", "Journals"), ("/how-it-works", "How it works")],
)
THREAD_A = "/publications/7C21E9A04B"
THREAD_B = "/publications/D3F0085C1E"


def _forum() -> list[Site]:
    def thread(tid: str, title: str, n: int) -> str:
        items = "".join(
            f'<li>#{i} Peer {i}: comment <a href="/login?next=comment">flag</a></li>'
            for i in range(1, n + 1)
        )
        return page(
            FORUM,
            title,
            f'<h1>{escape(title)}</h1><p><a href="http://doi.example/10.70069/x.{tid}">'
            f"Original article</a></p><ol>{items}</ol>"
            '<p><a href="/publications/AA00112233">Other thread by these authors</a></p>',
        )

    return [
        site(
            FORUM,
            {
                THREAD_A: thread("a", "Implausible effect sizes in a priming study", 3),
                THREAD_B: thread("b", "Duplicated fMRI activation maps across two papers", 27),
                "/publications/AA00112233": page(
                    FORUM, "Another thread", "<h1>Another thread</h1>"
                ),
            },
        )
    ]


CASES: list[Case] = [
    # Registered-report journal: the seed's bioRxiv/SSRN rows (Single Hop article with
    # files and exports), Single Page+ with Ignored URIs.
    case(
        "rr-ego-depletion-stroop",
        "registered-report journal (stage 2, one supplement)",
        "Single Hop",
        "single_page_plus_ignored",
        RRJ_A[1][0],
        RRJ_A[1],
        _rrj,
        others=[RRJ.url("/article/rr-2023-0500")],
    ),
    case(
        "rr-facial-feedback",
        "registered-report journal (stage 1 link, review history, three supplements)",
        "Single Hop",
        "single_page_plus_ignored",
        RRJ_B[1][0],
        RRJ_B[1],
        _rrj,
        others=[RRJ.url("/article/rr-2022-0311")],
    ),
    # Preprint server: the seed's bioRxiv/SSRN rows, Single Page+ with Ignored URIs.
    case(
        "preprint-sleep-emotion",
        "psychology preprint server (single version)",
        "Single Hop",
        "single_page_plus_ignored",
        PPS_A[1][0],
        PPS_A[1],
        _pps,
        others=[PPS.url("/preprints/psy/zz000")],
    ),
    case(
        "preprint-serial-dependence",
        "psychology preprint server (four versions, supplements)",
        "Single Hop",
        "single_page_plus_ignored",
        PPS_B[1][0],
        PPS_B[1],
        _pps,
        others=[PPS.url("/preprints/psy/zz000")],
    ),
    # Lab blog post: the seed's blog rows, Single Page.
    case(
        "blog-preregister-eeg",
        "lab blog (post)",
        "Single Artifact URI",
        "single_page",
        BLOG.url(POST_A),
        [BLOG.url(POST_A)],
        _blog,
    ),
    case(
        "blog-failed-replication",
        "lab blog (post with long comment thread)",
        "Single Artifact URI",
        "single_page",
        BLOG.url(POST_B),
        [BLOG.url(POST_B)],
        _blog,
        others=[BLOG.url(POST_A)],
    ),
    # Review forum thread: the seed's PubPeer row, Single Page.
    case(
        "forum-priming-effect-sizes",
        "post-publication review forum (thread)",
        "Single Artifact URI",
        "single_page",
        FORUM.url(THREAD_A),
        [FORUM.url(THREAD_A)],
        _forum,
        others=[FORUM.url("/publications/AA00112233")],
    ),
    case(
        "forum-duplicated-maps",
        "post-publication review forum (long thread)",
        "Single Artifact URI",
        "single_page",
        FORUM.url(THREAD_B),
        [FORUM.url(THREAD_B)],
        _forum,
        others=[FORUM.url("/publications/AA00112233")],
    ),
]
