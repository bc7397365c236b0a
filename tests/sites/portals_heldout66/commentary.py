"""Commentary and record portals of heldout66 whose artifact is one page or one hop: a legal
commentary blog, a parliamentary debates record and a think tank's policy-brief series."""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import Case, case

from ._kit import Chrome, a, data, pdf_file, ris, ul

# --- legal commentary blog: one post is the artifact -------------------------------------

BLOG = Chrome(
    "www.obiterlog.hx66.example",
    "Obiter Log",
    [
        ("/category/case-notes/", "Case notes"),
        ("/category/legislation-watch/", "Legislation watch"),
        ("/contributors/", "Contributors"),
        ("/about/", "About"),
        ("/subscribe/", "Subscribe"),
    ],
    footer=[("/about/", "About"), ("/comment-policy/", "Comment policy"), ("/privacy/", "Privacy")],
    title_format="{title} – {name}",
)

POSTS = {
    "/2024/03/11/proportionality-after-the-tenancy-reference/": (
        "Proportionality after the Tenancy Reference",
        "m-okafor",
        ["housing-law", "proportionality"],
        0,
    ),
    "/2024/06/02/the-arbitration-bill-in-committee-a-guide/": (
        "The Arbitration Bill in committee: a guide (part 2 of 3)",
        "j-tremaine",
        ["arbitration", "bills", "committee-stage", "commercial-law", "law-reform"],
        4,
    ),
}
OTHER_POSTS = {
    "/2024/02/20/standing-in-judicial-review-revisited/": "Standing in judicial review revisited",
    "/2024/05/19/the-arbitration-bill-in-committee-part-1/": "The Arbitration Bill: part 1",
    "/2024/06/20/the-arbitration-bill-in-committee-part-3/": "The Arbitration Bill: part 3",
}


def _post(path: str) -> str:
    title, author, tags, comments = POSTS[path]
    others = list(OTHER_POSTS.items())
    body = (
        f'<article class="post"><h1>{escape(title)}</h1><p class="byline">By '
        f"{a(f'/author/{author}/', author.replace('-', '. ').title())} · "
        f"{a('/category/case-notes/', 'Case notes')}</p>"
        "<p>The Court of Appeal's answer to the reference leaves three questions open. "
        f"As we argued {a(others[0][0], 'earlier this year')}, the test is not new.</p>"
        f"<p>Tags: {' '.join(a(f'/tag/{t}/', t) for t in tags)}</p>"
    )
    if comments:
        body += (
            f"<nav class='series'>{a(others[1][0], '« Part 1')} | {a(others[2][0], 'Part 3 »')}"
            "</nav><ol class='footnotes'>"
            + "".join(f"<li>{a(h, t)}</li>" for h, t in others)
            + "<li><a href='http://www.judisfera-mirror.test/x'>External report</a></li></ol>"
        )
    body += "</article><section id='comments'><h2>Comments</h2>"
    for n in range(comments):
        body += f"<div class='comment'><p>Comment {n + 1}</p>{a(f'?replytocom={880 + n}', 'Reply')}</div>"
    body += f"<p>{a('/account/login', 'Log in to comment')}</p></section>"
    return BLOG.page(
        title,
        body,
        head=f'\n<link rel="alternate" type="application/rss+xml" href="/feed/" title="{BLOG.name}">',
        aside="<h2>Archives</h2>"
        + ul([("/2024/06/", "June 2024"), ("/2024/05/", "May 2024"), ("/2024/03/", "March 2024")])
        + "<h2>Recent posts</h2>"
        + ul(others),
        share=BLOG.url(path),
    )


def obiterlog_sites() -> list[Site]:
    pages: dict[str, PageValue] = {p: _post(p) for p in POSTS}
    for path, title in OTHER_POSTS.items():
        pages[path] = BLOG.page(title, f"<h1>{escape(title)}</h1>")
    pages["/feed/"] = data(
        "<rss><channel><title>Obiter Log</title></channel></rss>", "application/rss+xml"
    )
    for month in ("/2024/06/", "/2024/05/", "/2024/03/"):
        pages[month] = BLOG.page("Archive", "<h1>Monthly archive</h1>")
    for _t, author, tags, _c in POSTS.values():
        pages[f"/author/{author}/"] = BLOG.page(author, f"<h1>Posts by {author}</h1>")
        for t in tags:
            pages[f"/tag/{t}/"] = BLOG.page(t, f"<h1>Posts tagged {t}</h1>")
    return [BLOG.site(pages)]


def _blog_case(name: str, detail: str, path: str) -> Case:
    return case(
        name,
        f"legal commentary blog ({detail})",
        "Single Artifact URI",
        # The seed's blog posts (ScienceBlogs, Hypotheses, SciLogs...): the post page is the
        # whole artifact; tags, archives, other posts and reply links are not part of it.
        "single_page",
        BLOG.url(path),
        [BLOG.url(path)],
        obiterlog_sites,
        others=[BLOG.url(p) for p in OTHER_POSTS],
    )


# --- parliamentary debates record: one debate section or one written answer --------------

HAN = Chrome(
    "hansard.chamberrec.hx66.example",
    "Chamber Record",
    [
        ("/sittings", "Sittings"),
        ("/written-questions", "Written questions"),
        ("/divisions", "Divisions"),
        ("/members", "Members"),
    ],
)

DEBATES = {
    "/debates/2023-11-14/housing-standards-bill-second-reading": (
        "Housing Standards Bill: Second Reading",
        [(4471, "Dame Ingrid Salway"), (5120, "Tomas Ferrier"), (3309, "Ruth Okonjo-Bell")],
        [("/debates/2023-11-14/business-of-the-house", "Previous: Business of the House")],
        ["/divisions/2023-11-14/188"],
    ),
    "/written-questions/2024-02-07/HL2291": (
        "Courts: Remote Hearings (HL2291)",
        [(6012, "Lord Pemberton of Hale"), (5120, "Tomas Ferrier"), (6690, "Baroness Kew")],
        [
            ("/written-questions/2024-01-15/HL1877", "Courts: Video Links (HL1877)"),
            ("/written-questions/2024-02-07/HL2292", "Tribunals: Remote Hearings (HL2292)"),
            ("/written-questions/2024-03-01/HL2560", "Courts: Digital Services (HL2560)"),
            ("/written-statements/2024-02-01/HLWS210", "Written statement HLWS210"),
        ],
        [],
    ),
}


def _debate(path: str) -> str:
    title, speakers, related, divisions = DEBATES[path]
    speeches = "".join(
        f"<div class='contribution'><h3>{a(f'/members/{mid}', who)}</h3>"
        f"<p>Contribution {n + 1} on {escape(title)}.</p></div>"
        for n, (mid, who) in enumerate(speakers)
    )
    div = "".join(f"<p>{a(d, 'Division: Ayes 301, Noes 188')}</p>" for d in divisions)
    return HAN.page(
        title,
        f"<h1>{escape(title)}</h1>{speeches}{div}",
        aside="<h2>Related</h2>" + ul(related) + "<h2>Sitting</h2>" + ul([("/sittings", "All")]),
        share=HAN.url(path),
        crumbs=[("/sittings", "Sittings"), ("/written-questions", "Questions")],
    )


def chamberrec_sites() -> list[Site]:
    pages: dict[str, PageValue] = {p: _debate(p) for p in DEBATES}
    for _t, speakers, related, divisions in DEBATES.values():
        for mid, who in speakers:
            pages[f"/members/{mid}"] = HAN.page(who, f"<h1>{escape(who)}</h1>")
        for path, title in related:
            pages[path] = HAN.page(title, f"<h1>{escape(title)}</h1>")
        for d in divisions:
            pages[d] = HAN.page("Division 188", "<h1>Division 188</h1>")
    return [HAN.site(pages)]


def _han_case(name: str, detail: str, path: str) -> Case:
    _t, _s, related, divisions = DEBATES[path]
    return case(
        name,
        f"parliamentary debates record ({detail})",
        "Single Artifact URI",
        # A debate or a written answer is one page of record, like the seed's Wikipedia or
        # PubPeer discussions: members, divisions and related questions are other records.
        "single_page",
        HAN.url(path),
        [HAN.url(path)],
        chamberrec_sites,
        others=[HAN.url(p) for p, _x in related] + [HAN.url(d) for d in divisions],
    )


# --- think tank policy briefs: landing page plus its downloads ---------------------------

MER = Chrome(
    "www.meridianpolicy.hx66.example",
    "Meridian Policy Institute",
    [
        ("/research", "Research"),
        ("/topics/justice", "Justice"),
        ("/topics/governance", "Governance"),
        ("/experts", "Experts"),
        ("/events", "Events"),
        ("/donate", "Donate"),
    ],
    footer=[
        ("/about", "About"),
        ("/funding", "Our funding"),
        ("/newsletter", "Newsletter"),
        ("/media", "Media enquiries"),
        ("/privacy", "Privacy"),
    ],
)

BRIEFS = {
    "/research/briefs/pb-24-07-court-backlogs": (
        "Clearing the Court Backlog: Options for 2025",
        "PB 24-07",
        [
            ("/documents/briefs/PB24-07.pdf", "Download the brief (PDF)"),
            ("/documents/briefs/PB24-07-data.xlsx", "Download the data (XLSX)"),
            ("/export/ris/4412", "Cite (RIS)"),
        ],
    ),
    "/research/briefs/pb-24-11-legal-aid-deserts": (
        "Legal Aid Deserts: Mapping Access to Civil Advice",
        "PB 24-11",
        [
            ("/documents/briefs/PB24-11.pdf", "Download the brief (PDF)"),
            ("/documents/briefs/PB24-11-fr.pdf", "Version française (PDF)"),
            ("/documents/briefs/PB24-11-es.pdf", "Versión en español (PDF)"),
            ("/documents/briefs/PB24-11-annex.pdf", "Technical annex (PDF)"),
            ("/documents/briefs/PB24-11-methodology.pdf", "Methodology note (PDF)"),
            ("/documents/data/PB24-11-providers.csv", "Provider locations (CSV)"),
            ("/documents/img/PB24-11-map.png", "Full-size map (PNG)"),
            ("/export/ris/4519", "Cite (RIS)"),
            ("/export/bibtex/4519", "Cite (BibTeX)"),
        ],
    ),
}


def _brief(path: str) -> str:
    title, number, files = BRIEFS[path]
    return MER.page(
        title,
        f"<article><p class='kicker'>Policy brief {escape(number)}</p><h1>{escape(title)}</h1>"
        f"<p class='authors'>{a('/experts/amara-lindqvist', 'Amara Lindqvist')}, "
        f"{a('/experts/david-osei', 'David Osei')}</p><p>Summary of the brief.</p>"
        f"<div class='downloads'>{ul(files)}</div>"
        f"<p>Series: {a('/research/series/justice-futures', 'Justice Futures')}</p></article>",
        aside="<h2>Related research</h2>"
        + ul(
            [
                ("/research/briefs/pb-23-19-tribunal-fees", "Tribunal fees revisited"),
                ("/podcast/episode-88-legal-aid", "Podcast: legal aid"),
            ]
        )
        + f"<p>{a('/newsletter', 'Get our briefs by email')}</p>",
        share=MER.url(path),
        crumbs=[("/research", "Research"), ("/research/briefs", "Policy briefs")],
    )


def meridian_sites() -> list[Site]:
    pages: dict[str, PageValue] = {p: _brief(p) for p in BRIEFS}
    for path, (title, number, files) in BRIEFS.items():
        for f, label in files:
            if f.endswith(".pdf"):
                pages[f] = pdf_file(f"{number} {title}", label)
            elif f.startswith("/export/ris/"):
                pages[f] = ris(title, "2024", MER.url(path), "RPRT")
            elif f.startswith("/export/bibtex/"):
                pages[f] = data(
                    f"@techreport{{pb2411, title={{{title}}}}}\n", "application/x-bibtex"
                )
            elif f.endswith(".png"):
                pages[f] = data(png(64, 48, (20, 120, 90)), "image/png")
            elif f.endswith(".csv"):
                pages[f] = data("provider,lat,lon\nNorth Law Centre,54.9,-1.6\n", "text/csv")
            else:
                pages[f] = data(b"PK\x03\x04xlsx" + b"\x00" * 40, "application/vnd.ms-excel")
    for path, title in [
        ("/experts/amara-lindqvist", "Amara Lindqvist"),
        ("/experts/david-osei", "David Osei"),
        ("/research/series/justice-futures", "Justice Futures series"),
        ("/research/briefs/pb-23-19-tribunal-fees", "Tribunal fees revisited"),
        ("/podcast/episode-88-legal-aid", "Podcast episode 88"),
        ("/research/briefs", "Policy briefs"),
    ]:
        pages[path] = MER.page(title, f"<h1>{escape(title)}</h1>")
    return [MER.site(pages)]


def _mer_case(name: str, detail: str, path: str) -> Case:
    files = [f for f, _l in BRIEFS[path][2]]
    return case(
        name,
        f"think tank policy-brief series ({detail})",
        "Single Hop",
        # Like Zenodo/SSRN in the seed: the brief's files and citation exports are one hop
        # from its landing page, amid site menus the homepage and 404 page share.
        "single_page_plus_ignored",
        MER.url(path),
        [MER.url(path), *(MER.url(f) for f in files)],
        meridian_sites,
        others=[
            MER.url("/research/briefs/pb-23-19-tribunal-fees"),
            MER.url("/podcast/episode-88-legal-aid"),
        ],
    )


CASES: list[Case] = [
    _blog_case(
        "obiterlog-case-note",
        "case note",
        "/2024/03/11/proportionality-after-the-tenancy-reference/",
    ),
    _blog_case(
        "obiterlog-series-post",
        "post in a series with footnotes and reply links",
        "/2024/06/02/the-arbitration-bill-in-committee-a-guide/",
    ),
    _han_case(
        "chamberrec-debate",
        "second-reading debate",
        "/debates/2023-11-14/housing-standards-bill-second-reading",
    ),
    _han_case(
        "chamberrec-written-answer",
        "written question and answer with grouped questions and a statement",
        "/written-questions/2024-02-07/HL2291",
    ),
    _mer_case(
        "meridian-brief", "brief with PDF and data", "/research/briefs/pb-24-07-court-backlogs"
    ),
    _mer_case(
        "meridian-brief-translated",
        "brief with translations, annexes, data, map and two citation formats",
        "/research/briefs/pb-24-11-legal-aid-deserts",
    ),
]
