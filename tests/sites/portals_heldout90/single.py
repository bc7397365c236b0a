"""heldout90's one-page and one-hop portals: a cohort study's news blog and an activity
research forum (Single Page), a cohort data deposit repository and a nutrition preprint
server (Single Page+ with Ignored URIs), and a questionnaire repository that announces its
boundary with Signposting Link headers."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, Portal, case
from sites.portals_heldout90._kit import (
    COOKIES,
    anchors,
    binary,
    chrome_site,
    csv,
    head,
    json_file,
    pdf_file,
)

# --- cohort study news blog (Single Page) ------------------------------------------------

BLOG = Portal(
    "news.stridecohort.hx90.example",
    "STRIDE Cohort News",
    [
        ("/", "Home"),
        ("/about", "About the study"),
        ("/blog", "News"),
        ("/participants", "For participants"),
    ],
    [("/privacy", "Privacy"), ("/contact", "Contact"), ("/accessibility", "Accessibility")],
    title_format="{title} – {name}",
)
BLOG_POSTS = {
    "/blog/2024/03/wave-4-clinic-visits-begin": (
        "Wave 4 clinic visits begin",
        "Our fourth wave of clinic visits started this month in three towns.",
        ["/blog/2023/11/thank-you-to-our-participants"],
    ),
    "/blog/2024/06/what-your-step-counts-told-us": (
        "What your step counts told us",
        "Six years of wrist-worn accelerometer data from 9,412 participants show weekend"
        " activity falling faster than weekday activity after the age of sixty.",
        ["/blog/2024/03/wave-4-clinic-visits-begin", "/blog/2023/11/thank-you-to-our-participants"],
    ),
    "/blog/2023/11/thank-you-to-our-participants": (
        "Thank you to our participants",
        "A note of thanks from the study team.",
        [],
    ),
}


def _blog_post(path: str) -> str:
    title, text, related = BLOG_POSTS[path]
    rel = anchors([(p, BLOG_POSTS[p][0]) for p in related], "related")
    comments = "".join(
        f'<li id="comment-{i}"><b>{who}</b>: {escape(c)} <a href="{path}#comment-{i}">#</a></li>'
        for i, (who, c) in enumerate([("Maria", "Great to see this."), ("J. Okafor", "Thanks!")])
    )
    main = (
        f'<article><h1>{escape(title)}</h1><p class="byline">By the STRIDE study team · '
        f'<a href="/blog/tag/findings">findings</a> · <a href="/blog/tag/wave-4">wave 4</a></p>'
        f"<p>{escape(text)}</p></article><aside><h2>More news</h2>{rel}</aside>"
        f'<section class="comments"><h2>Comments</h2><ol>{comments}</ol>'
        f'<a href="/login">Log in to comment</a></section>{COOKIES}'
    )
    return BLOG.page(title, main, head=head("stridecohort"), share=BLOG.url(path))


def _blog_sites() -> list[Site]:
    pages: dict[str, str] = {p: _blog_post(p) for p in BLOG_POSTS}
    for tag in ("findings", "wave-4"):
        pages[f"/blog/tag/{tag}"] = BLOG.page(f"Tag: {tag}", f"<h1>Posts tagged {tag}</h1>")
    return [chrome_site(BLOG, pages)]


# --- physical-activity research forum (Single Page) ----------------------------------------

FORUM = Portal(
    "talk.activemetrics.hx90.example",
    "ActiveMetrics Community",
    [("/latest", "Latest"), ("/categories", "Categories"), ("/top", "Top")],
    [("/faq", "FAQ"), ("/tos", "Terms"), ("/privacy", "Privacy")],
)
THREADS = {
    "/t/wrist-vs-hip-cut-points-for-mvpa/4412": (
        "Wrist vs hip cut-points for MVPA",
        [
            ("k_lindqvist", "Which cut-points do you use for wrist-worn devices in older adults?"),
            ("dr_amadi", "We moved to ENMO thresholds; see the thread on calibration."),
        ],
        ["/t/auto-calibration-of-raw-acceleration/3981"],
    ),
    "/t/handling-non-wear-in-7-day-protocols/4530": (
        "Handling non-wear in 7-day protocols",
        [
            ("p_sato", "How do you treat a 90-minute gap with zero counts?"),
            (
                "k_lindqvist",
                "We flag 60+ minutes of zeros as non-wear, allowing 2 minutes of noise.",
            ),
            ("m_ferreira", "Agree, and check temperature if the device records it."),
            ("dr_amadi", "Also relevant: the cut-points and calibration threads."),
        ],
        [
            "/t/wrist-vs-hip-cut-points-for-mvpa/4412",
            "/t/auto-calibration-of-raw-acceleration/3981",
        ],
    ),
    "/t/auto-calibration-of-raw-acceleration/3981": (
        "Auto-calibration of raw acceleration",
        [("m_ferreira", "Sphere fitting works well on free-living data.")],
        [],
    ),
}


def _thread(path: str) -> str:
    title, posts, related = THREADS[path]
    body = "".join(
        f'<article class="post" id="post_{i + 1}"><a class="user" href="/u/{u}">{u}</a>'
        f'<p>{escape(t)}</p><a href="{path}/{i + 1}">#{i + 1}</a></article>'
        for i, (u, t) in enumerate(posts)
    )
    rel = anchors([(p, THREADS[p][0]) for p in related], "suggested")
    main = (
        f'<h1>{escape(title)}</h1><p><a href="/c/methods">Methods</a></p>{body}'
        f"<h3>Suggested topics</h3>{rel}"
    )
    return FORUM.page(title, main, head=head("activemetrics"))


def _forum_sites() -> list[Site]:
    pages: dict[str, object] = {}
    users = set()
    for p, (_t, posts, _r) in THREADS.items():
        pages[p] = _thread(p)
        for i, (u, _x) in enumerate(posts):
            users.add(u)
            pages[f"{p}/{i + 1}"] = Response.redirect(f"{p}#post_{i + 1}")
    for u in users:
        pages[f"/u/{u}"] = FORUM.page(u, f"<h1>{u}</h1><p>Member since 2021.</p>")
    pages["/c/methods"] = FORUM.page("Methods", "<h1>Methods</h1>")
    return [chrome_site(FORUM, pages)]  # type: ignore[arg-type]


# --- cohort data deposit repository (Single Page+ with Ignored URIs) --------------------

DEPOSIT = Portal(
    "deposit.cohortvault.hx90.example",
    "CohortVault",
    [("/search", "Search records"), ("/communities", "Communities"), ("/deposit", "Upload")],
    [("/about", "About"), ("/policies", "Policies"), ("/api-docs", "Developers")],
    home_main=(
        "<h1>CohortVault</h1><p>Featured communities: "
        '<a href="/communities/nutrition-epi">Nutritional epidemiology</a> · '
        '<a href="/communities/activity-sleep">Activity and sleep</a></p>'
    ),
)
DEPOSIT_RECORDS = {
    48211: (
        "Food frequency questionnaire responses, Tromsland Youth Cohort wave 2",
        ["ffq_wave2.csv", "codebook.pdf"],
        "nutrition-epi",
    ),
    51907: (
        "Hip accelerometer epochs and sleep diaries, Harbourtown Ageing Study 2016-2019",
        [
            "epochs_60s_part1.csv",
            "epochs_60s_part2.csv",
            "sleep_diary.csv",
            "README.txt",
            "processing_scripts.zip",
        ],
        "activity-sleep",
    ),
}


def _deposit_files(rid: int) -> list[str]:
    return [f"/records/{rid}/files/{f}?download=1" for f in DEPOSIT_RECORDS[rid][1]]


def _deposit_exports(rid: int) -> list[str]:
    return [f"/records/{rid}/export/{fmt}" for fmt in ("bibtex", "datacite-json", "csl")]


def _deposit_record(rid: int) -> str:
    title, files, comm = DEPOSIT_RECORDS[rid]
    rows = "".join(
        f'<tr><td>{escape(f)}</td><td><a href="/records/{rid}/files/{f}?download=1">Download</a>'
        "</td></tr>"
        for f in files
    )
    exports = anchors([(u, u.rsplit("/", 1)[1]) for u in _deposit_exports(rid)], "exports")
    main = (
        f'<h1>{escape(title)}</h1><p class="doi">DOI 10.90090/cv.{rid}</p>'
        f'<p>Part of <a href="/communities/{comm}">{comm}</a></p>'
        f'<table class="files">{rows}</table><h2>Export</h2>{exports}{COOKIES}'
    )
    return DEPOSIT.page(title, main, head=head("cohortvault"), share=DEPOSIT.url(f"/records/{rid}"))


def _deposit_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for rid, (title, files, _c) in DEPOSIT_RECORDS.items():
        pages[f"/records/{rid}"] = _deposit_record(rid)
        for f in files:
            body = csv(("id", "value"), (1, 2)) if f.endswith(".csv") else binary(f)
            if f.endswith(".pdf"):
                body = pdf_file(title, "Codebook")
            pages[f"/records/{rid}/files/{f}"] = body
        pages[f"/records/{rid}/export/bibtex"] = Response.text(
            f"@dataset{{cv{rid}, title={{{title}}}}}\n", content_type="application/x-bibtex"
        )
        pages[f"/records/{rid}/export/datacite-json"] = json_file({"titles": [{"title": title}]})
        pages[f"/records/{rid}/export/csl"] = json_file({"title": title})
    for comm in ("nutrition-epi", "activity-sleep"):
        pages[f"/communities/{comm}"] = DEPOSIT.page(comm, f"<h1>Community {comm}</h1>")
    return [chrome_site(DEPOSIT, pages)]  # type: ignore[arg-type]


# --- nutrition preprint server (Single Page+ with Ignored URIs) -------------------------

PREPRINT = Portal(
    "www.nutrixiv.hx90.example",
    "nutriXiv",
    [("/collection", "Subject areas"), ("/submit", "Submit"), ("/alerts", "Alerts")],
    [("/about", "About"), ("/faq", "FAQ"), ("/content/rss", "RSS")],
    title_format="{title} | {name}",
    home_main='<h1>nutriXiv</h1><p><a href="/collection/dietetics">Dietetics</a></p>',
)
PREPRINTS = {
    "2024.02.19.581203v1": (
        "Ultra-processed food intake and grip strength in mid-life",
        ["media-1.xlsx"],
    ),
    "2024.07.02.603377v2": (
        "Sodium reformulation and urinary sodium in two national surveys",
        ["media-1.pdf", "media-2.xlsx", "media-3.docx"],
    ),
}
PREFIX = "/content/10.90133/"


def _preprint_links(key: str) -> list[str]:
    base = PREFIX + key
    return [
        base + ".full",
        base + ".full.pdf",
        base + ".article-metrics",
        *(f"{PREFIX}{key}/{m}" for m in PREPRINTS[key][1]),
        f"/highwire/citation/{key}/bibtext",
        f"/highwire/citation/{key}/ris",
    ]


def _preprint_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for key, (title, media) in PREPRINTS.items():
        base = PREFIX + key
        tabs = [
            (base + ".full", "Full text"),
            (base + ".full.pdf", "PDF"),
            (base + ".article-metrics", "Metrics"),
        ]
        supp = [(f"{PREFIX}{key}/{m}", f"Supplementary file {m}") for m in media]
        cites = [
            (f"/highwire/citation/{key}/bibtext", "BibTeX"),
            (f"/highwire/citation/{key}/ris", "RIS"),
        ]
        main = (
            f'<div class="pane-tabs">{anchors(tabs)}</div><h1 id="page-title">{escape(title)}</h1>'
            f"<h2>Supplementary material</h2>{anchors(supp)}<h2>Download citation</h2>"
            f'{anchors(cites)}<p><a href="/collection/dietetics">Dietetics</a></p>{COOKIES}'
        )
        pages[base] = PREPRINT.page(title, main, head=head("nutrixiv"), share=PREPRINT.url(base))
        pages[base + ".full"] = PREPRINT.page(title, f"<h1>{escape(title)}</h1><p>Full text.</p>")
        pages[base + ".full.pdf"] = pdf_file(title, "Preprint")
        pages[base + ".article-metrics"] = PREPRINT.page(title, "<h1>Article usage</h1>")
        for m in media:
            pages[f"{PREFIX}{key}/{m}"] = binary(m)
        for fmt in ("bibtext", "ris"):
            pages[f"/highwire/citation/{key}/{fmt}"] = Response.text(f"TI  - {title}\n")
    pages["/collection/dietetics"] = PREPRINT.page("Dietetics", "<h1>Dietetics</h1>")
    return [chrome_site(PREPRINT, pages)]  # type: ignore[arg-type]


# --- questionnaire repository with Signposting ------------------------------------------

QREPO = Portal(
    "instruments.qshare.hx90.example",
    "QShare Instrument Library",
    [
        ("/instruments", "Browse instruments"),
        ("/translations", "Translations"),
        ("/deposit", "Deposit"),
    ],
    [("/about", "About"), ("/licences", "Licences"), ("/contact", "Contact")],
)
INSTRUMENTS = {
    ("hx-paq-short", "v3"): (
        "Short Leisure Activity Questionnaire (SLAQ) version 3",
        ["en"],
        ["v2"],
    ),
    ("kid-diet-screener", "v5"): (
        "Children's Dietary Screener (CDS-25) version 5",
        ["en", "es", "pt-br", "fr", "ar", "sw"],
        ["v4", "v3"],
    ),
}


def _qitems(slug: str, ver: str) -> list[str]:
    _t, langs, _o = INSTRUMENTS[(slug, ver)]
    base = f"/instruments/{slug}/{ver}"
    return [f"{base}/forms/{slug}-{ver}-{lang}.pdf" for lang in langs] + [
        f"{base}/scoring/{slug}-{ver}-scoring.sps"
    ]


def _qrepo_sites() -> list[Site]:
    pages: dict[str, object] = {}
    for (slug, ver), (title, _langs, older) in INSTRUMENTS.items():
        base = f"/instruments/{slug}/{ver}"
        items, meta = _qitems(slug, ver), f"{base}/metadata.jsonld"
        link = ", ".join(
            [
                f'<{QREPO.url(base)}>; rel="cite-as"',
                f'<{QREPO.url(meta)}>; rel="describedby"; type="application/ld+json"',
            ]
            + [f'<{QREPO.url(i)}>; rel="item"' for i in items]
        )
        forms = anchors([(i, i.rsplit("/", 1)[1]) for i in items], "files")
        vers = anchors([(f"/instruments/{slug}/{o}", f"{title[:-2].rstrip()} {o}") for o in older])
        main = (
            f"<h1>{escape(title)}</h1><h2>Forms and scoring</h2>{forms}"
            f'<p><a href="{meta}">Metadata (JSON-LD)</a></p><h2>Other versions</h2>{vers}'
            f'<p><a href="/translations">All translations</a></p>{COOKIES}'
        )
        pages[base] = Response.html(
            QREPO.page(title, main, head=head("qshare")), headers=[("Link", link)]
        )
        pages[meta] = json_file({"@type": "Dataset", "name": title}, "application/ld+json")
        for i in items:
            pages[i] = pdf_file(title, i) if i.endswith(".pdf") else Response.text("COMPUTE.\n")
        for o in older:
            pages[f"/instruments/{slug}/{o}"] = QREPO.page(
                f"{title} ({o})", f"<h1>{escape(slug)} {o}</h1><p>Superseded.</p>"
            )
    return [chrome_site(QREPO, pages)]  # type: ignore[arg-type]


CASES: list[Case] = [
    # A news post is a Single Artifact URI (seed: blog posts -> Single Page); the related
    # posts and tags are the blog's, not this post's.
    case(
        "stride-wave4-post",
        "cohort study news blog (clinic visit announcement)",
        "blog post",
        "single_page",
        BLOG.url("/blog/2024/03/wave-4-clinic-visits-begin"),
        [BLOG.url("/blog/2024/03/wave-4-clinic-visits-begin")],
        _blog_sites,
        others=[BLOG.url("/blog/2023/11/thank-you-to-our-participants")],
    ),
    # Same blog, a findings post with more related posts, tags and comment permalinks:
    # still one URI (seed: blog post -> Single Page).
    case(
        "stride-step-counts-post",
        "cohort study news blog (findings post with comments)",
        "blog post",
        "single_page",
        BLOG.url("/blog/2024/06/what-your-step-counts-told-us"),
        [BLOG.url("/blog/2024/06/what-your-step-counts-told-us")],
        _blog_sites,
        others=[
            BLOG.url("/blog/2024/03/wave-4-clinic-visits-begin"),
            BLOG.url("/blog/2023/11/thank-you-to-our-participants"),
        ],
    ),
    # A discussion thread (seed: PubPeer, PubMed Commons discussion -> Single Page).
    case(
        "activemetrics-cut-points",
        "activity research forum (short thread)",
        "discussion",
        "single_page",
        FORUM.url("/t/wrist-vs-hip-cut-points-for-mvpa/4412"),
        [FORUM.url("/t/wrist-vs-hip-cut-points-for-mvpa/4412")],
        _forum_sites,
        others=[FORUM.url("/t/auto-calibration-of-raw-acceleration/3981")],
    ),
    # Longer thread with post permalinks (redirects to anchors of the same page), user
    # profiles and suggested topics: still a single discussion URI.
    case(
        "activemetrics-non-wear",
        "activity research forum (long thread, permalinks)",
        "discussion",
        "single_page",
        FORUM.url("/t/handling-non-wear-in-7-day-protocols/4530"),
        [FORUM.url("/t/handling-non-wear-in-7-day-protocols/4530")],
        _forum_sites,
        others=[
            FORUM.url("/t/wrist-vs-hip-cut-points-for-mvpa/4412"),
            FORUM.url("/t/auto-calibration-of-raw-acceleration/3981"),
        ],
    ),
    # Zenodo-like deposit: everything one hop away (files, exports) minus the chrome and the
    # communities featured on the homepage (seed: Zenodo/Figshare -> Single Page+ w/ Ignores).
    case(
        "cohortvault-ffq-wave2",
        "cohort data deposit repository (two-file record)",
        "dataset",
        "single_page_plus_ignored",
        DEPOSIT.url("/records/48211"),
        [
            DEPOSIT.url(u)
            for u in ["/records/48211", *_deposit_files(48211), *_deposit_exports(48211)]
        ],
        _deposit_sites,
    ),
    case(
        "cohortvault-harbourtown-epochs",
        "cohort data deposit repository (five files, scripts)",
        "dataset",
        "single_page_plus_ignored",
        DEPOSIT.url("/records/51907"),
        [
            DEPOSIT.url(u)
            for u in ["/records/51907", *_deposit_files(51907), *_deposit_exports(51907)]
        ],
        _deposit_sites,
    ),
    # bioRxiv-like preprint: tabs, PDF, supplements and citations one hop away, the subject
    # collection is on the homepage (seed: BioRxiv/SSRN -> Single Page+ with Ignores).
    case(
        "nutrixiv-upf-grip",
        "nutrition preprint server (one supplement)",
        "preprint",
        "single_page_plus_ignored",
        PREPRINT.url(PREFIX + "2024.02.19.581203v1"),
        [
            PREPRINT.url(u)
            for u in [PREFIX + "2024.02.19.581203v1", *_preprint_links("2024.02.19.581203v1")]
        ],
        _preprint_sites,
    ),
    case(
        "nutrixiv-sodium-reformulation",
        "nutrition preprint server (v2, three supplements)",
        "preprint",
        "single_page_plus_ignored",
        PREPRINT.url(PREFIX + "2024.07.02.603377v2"),
        [
            PREPRINT.url(u)
            for u in [PREFIX + "2024.07.02.603377v2", *_preprint_links("2024.07.02.603377v2")]
        ],
        _preprint_sites,
    ),
    # The landing page's Link header names its boundary (cite-as itself, describedby, items):
    # Signposting, which the seed names as the machine-friendly boundary; other versions are
    # separate artifacts.
    case(
        "qshare-slaq-v3",
        "questionnaire repository (signposted, one form)",
        "questionnaire",
        "signposting",
        QREPO.url("/instruments/hx-paq-short/v3"),
        [
            QREPO.url(u)
            for u in [
                "/instruments/hx-paq-short/v3",
                "/instruments/hx-paq-short/v3/metadata.jsonld",
                *_qitems("hx-paq-short", "v3"),
            ]
        ],
        _qrepo_sites,
        others=[QREPO.url("/instruments/hx-paq-short/v2")],
    ),
    case(
        "qshare-cds25-v5",
        "questionnaire repository (signposted, six translations)",
        "questionnaire",
        "signposting",
        QREPO.url("/instruments/kid-diet-screener/v5"),
        [
            QREPO.url(u)
            for u in [
                "/instruments/kid-diet-screener/v5",
                "/instruments/kid-diet-screener/v5/metadata.jsonld",
                *_qitems("kid-diet-screener", "v5"),
            ]
        ],
        _qrepo_sites,
        others=[
            QREPO.url("/instruments/kid-diet-screener/v4"),
            QREPO.url("/instruments/kid-diet-screener/v3"),
        ],
    ),
]
