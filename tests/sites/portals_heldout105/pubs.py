"""Observatory publications: an observatory news blog (Single Page), a technical-report
series (Single Page+ with Ignored URIs, like SSRN/bioRxiv) and an astronomical image
deposit repository (Single Page+ with Ignored URIs, like Zenodo)."""

from __future__ import annotations

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import COOKIES, fits, head, host, site, text, ul

# ---------------------------------------------------------------- observatory news blog
NEWS = host("news", "altiplanoobs")
news_portal = Portal(
    NEWS,
    "Altiplano Observatory",
    [
        ("/news", "News"),
        ("/visit", "Visit us"),
        ("/telescopes", "Telescopes"),
        ("/outreach", "Outreach"),
        ("/jobs", "Jobs"),
    ],
    [("/privacy", "Privacy"), ("/press", "Press office"), ("/feed", "RSS feed")],
    title_format="{title} – Altiplano Observatory",
)


def news_sites() -> list[Site]:
    def post(
        title: str,
        body: str,
        tags: list[str],
        related: list[tuple[str, str]],
        comments: str,
        url: str,
    ) -> str:
        tag_links = ", ".join(f"<a href='/tag/{t}' rel='tag'>{t}</a>" for t in tags)
        return news_portal.page(
            title,
            f"<article><h1>{title}</h1>{COOKIES}<p class='byline'>By <a href='/author/mquispe'>"
            f"M. Quispe</a></p>{body}<p>Tags: {tag_links}</p></article>"
            f"<section class='comments'><h2>Comments</h2>{comments}</section>"
            "<aside><h3>Related posts</h3>" + ul(related) + "</aside>",
            share=url,
            head=head("wp.altiplanocdn.hx105.example"),
        )

    u1 = "/news/2024/03/first-light-wide-field-camera/"
    u2 = "/news/2024/09/twenty-years-of-sky-quality-monitoring/"
    pages: dict[str, PageValue] = {
        u1: post(
            "First light for the wide-field camera",
            "<p>The new 9-CCD camera saw first light on the night of 12 March ...</p>"
            "<img src='/wp-content/uploads/2024/03/firstlight.png' alt='M83'>",
            ["instruments", "first-light"],
            [(u2, "Twenty years of sky quality")],
            "<p>No comments yet.</p>",
            f"http://{NEWS}{u1}",
        ),
        u2: post(
            "Twenty years of sky-quality monitoring",
            "<p>Since 2004 our SQM network has logged 1.2 million readings ...</p>"
            "<img src='/wp-content/uploads/2024/09/sqm.png' alt='SQM map'>"
            "<p>Read the <a href='http://journals.test/pasp/136/094501'>paper</a>.</p>",
            ["site-testing", "light-pollution", "anniversary"],
            [
                (u1, "First light for the wide-field camera"),
                ("/news/2023/11/dark-sky-reserve/", "Dark-sky reserve"),
            ],
            "<div class='comment'>Great work! <a href='" + u2 + "?replytocom=88#respond'>"
            "Reply</a></div><a href='" + u2 + "comment-page-2/'>Older comments</a>",
            f"http://{NEWS}{u2}",
        ),
        "/news/2023/11/dark-sky-reserve/": news_portal.page(
            "Dark-sky reserve", "<h1>Dark-sky reserve</h1>"
        ),
        u2 + "?replytocom=88": news_portal.page(
            "Twenty years of sky-quality monitoring", "<h1>Reply</h1>"
        ),
        u2 + "comment-page-2/": news_portal.page("Comments page 2", "<h1>Older comments</h1>"),
        "/author/mquispe": news_portal.page("M. Quispe", "<h1>M. Quispe</h1>"),
        "/wp-content/uploads/2024/03/firstlight.png": Response.data(
            b"\x89PNG\r\n\x1a\n", "image/png"
        ),
        "/wp-content/uploads/2024/09/sqm.png": Response.data(b"\x89PNG\r\n\x1a\n", "image/png"),
    }
    for t in ("instruments", "first-light", "site-testing", "light-pollution", "anniversary"):
        pages[f"/tag/{t}"] = news_portal.page(t, f"<h1>Tag: {t}</h1>")
    return [site(news_portal, pages)]


# ---------------------------------------------------------------- technical-report series
TR = host("library", "obsreports")
tr_portal = Portal(
    TR,
    "Observatory Technical Reports",
    [
        ("/browse/year", "Browse by year"),
        ("/browse/instrument", "By instrument"),
        ("/submit", "Submit"),
        ("/about", "About the series"),
    ],
    [("/privacy", "Privacy"), ("/accessibility", "Accessibility"), ("/oai", "OAI-PMH")],
    title_format="{title} :: Observatory Technical Reports",
    home_main="<h1>Technical reports</h1><h2>Recently added</h2>"
    + ul(
        [
            ("/reports/tr-2021-009", "TR-2021-009 M1 actuator tests"),
            ("/reports/tr-2022-002", "TR-2022-002 Enclosure seeing"),
        ]
    ),
)


def tr_sites() -> list[Site]:
    def report(code: str, title: str, files: list[tuple[str, str]]) -> str:
        return tr_portal.page(
            f"{code.upper()} {title}",
            f"<h1>{title}</h1>{COOKIES}<p>Report {code.upper()}</p><h2>Download</h2>"
            + ul(files)
            + "<aside><h3>Recently added</h3>"
            + ul([("/reports/tr-2021-009", "TR-2021-009"), ("/reports/tr-2022-002", "TR-2022-002")])
            + "</aside>",
            head=head("cdn.trjs.hx105.example"),
        )

    r1, r2 = "/reports/tr-2021-017", "/reports/tr-2023-041"
    f1 = [
        (f"{r1}/full.pdf", "Full text (PDF)"),
        (f"{r1}/cite.bib", "BibTeX"),
        (f"{r1}/cite.ris", "RIS"),
    ]
    f2 = [
        (f"{r2}/v1/full.pdf", "Version 1 (PDF)"),
        (f"{r2}/v2/full.pdf", "Version 2 (PDF, current)"),
        (f"{r2}/supplement.zip", "Supplementary material"),
        (f"{r2}/tables.csv", "Data tables"),
        (f"{r2}/cite.bib", "BibTeX"),
        (f"{r2}/cite.ris", "RIS"),
        (f"{r2}/cite.enw", "EndNote"),
    ]
    pages: dict[str, PageValue] = {
        r1: report("tr-2021-017", "Adaptive-optics bench alignment procedure", f1),
        r2: report("tr-2023-041", "Spectrograph thermal stability: two years of monitoring", f2),
        "/reports/tr-2021-009": tr_portal.page("TR-2021-009", "<h1>M1 actuator tests</h1>"),
        "/reports/tr-2022-002": tr_portal.page("TR-2022-002", "<h1>Enclosure seeing</h1>"),
    }
    for path, label in f1 + f2:
        if path.endswith(".pdf"):
            pages[path] = Response.data(
                pdf(label, ["Observatory technical report"]), "application/pdf"
            )
        elif path.endswith(".zip"):
            pages[path] = Response.data(b"PK\x03\x04", "application/zip")
        elif path.endswith(".csv"):
            pages[path] = text("date,temp\n2022-01-01,11.2\n", "text/csv")
        else:
            pages[path] = text("@techreport{x}\n", "application/x-bibtex")
    return [site(tr_portal, pages)]


# ---------------------------------------------------------------- image deposit repository
DEP = host("deposits", "skyimagecommons")
dep_portal = Portal(
    DEP,
    "SkyImage Commons",
    [
        ("/search", "Search"),
        ("/communities", "Communities"),
        ("/upload", "Upload"),
        ("/faq", "FAQ"),
    ],
    [("/privacy", "Privacy"), ("/terms", "Terms"), ("/api-docs", "REST API")],
    title_format="{title} | SkyImage Commons",
    home_main="<h1>SkyImage Commons</h1><p>Featured communities:</p>"
    + ul(
        [
            ("/communities/amateur-spectroscopy", "Amateur spectroscopy"),
            ("/communities/remote-observatories", "Remote observatories"),
        ]
    ),
)


def dep_sites() -> list[Site]:
    def record(rid: int, title: str, files: list[str], exports: list[str]) -> tuple[str, list[str]]:
        base = f"/records/{rid}"
        fl = [f"{base}/files/{f}?download=1" for f in files]
        ex = [f"{base}/export/{e}" for e in exports]
        page = dep_portal.page(
            title,
            f"<h1>{title}</h1>{COOKIES}<h2>Files</h2>"
            + ul([(u, u.split("/")[-1]) for u in fl])
            + "<h2>Export</h2>"
            + ul([(e, e.rsplit("/", 1)[1]) for e in ex])
            + "<h3>Communities</h3>"
            + ul([("/communities/remote-observatories", "Remote observatories")]),
            head=head("cdn.depjs.hx105.example"),
        )
        return page, fl + ex

    pages: dict[str, PageValue] = {}
    p1, u1 = record(
        88213,
        "M42 in H-alpha, 36 x 300 s, 0.4-m remote telescope",
        ["m42_halpha_stack.fits"],
        ["json", "datacite-xml"],
    )
    p2, u2 = record(
        90477,
        "Nightly all-sky mosaics of the Milky Way, spring 2024",
        [
            "mosaic_2024-03-10.fits",
            "mosaic_2024-03-11.fits",
            "mosaic_2024-04-08.fits",
            "calibration_darks.fits",
            "observing_log.txt",
            "all_files.zip",
        ],
        ["json", "datacite-xml", "bibtex", "dcat"],
    )
    pages["/records/88213"], pages["/records/90477"] = p1, p2
    for u in u1 + u2:
        name = u.split("/")[-1].split("?")[0]
        if name.endswith(".fits"):
            pages[u] = fits([("OBJECT", name)])
        elif name.endswith(".zip"):
            pages[u] = Response.data(b"PK\x03\x04", "application/zip")
        else:
            pages[u] = text(f"{name}\n", "application/json" if name == "json" else "text/plain")
    for c in ("amateur-spectroscopy", "remote-observatories"):
        pages[f"/communities/{c}"] = dep_portal.page(c, f"<h1>{c}</h1>")
    return [site(dep_portal, pages)]


n, r, d = f"http://{NEWS}", f"http://{TR}", f"http://{DEP}"
_DEP2 = [
    "mosaic_2024-03-10.fits",
    "mosaic_2024-03-11.fits",
    "mosaic_2024-04-08.fits",
    "calibration_darks.fits",
    "observing_log.txt",
    "all_files.zip",
]
CASES: list[Case] = [
    # A blog post is one page (Academic Room, ScienceBlogs...): Single Page; tags, author,
    # related posts and comment pages are the blog's, not the post's.
    case(
        "altiplano-first-light",
        "observatory news blog (short post)",
        "publication",
        "single_page",
        f"{n}/news/2024/03/first-light-wide-field-camera/",
        [f"{n}/news/2024/03/first-light-wide-field-camera/"],
        news_sites,
    ),
    case(
        "altiplano-sqm-20y",
        "observatory news blog (post with comments, paper link, related)",
        "publication",
        "single_page",
        f"{n}/news/2024/09/twenty-years-of-sky-quality-monitoring/",
        [f"{n}/news/2024/09/twenty-years-of-sky-quality-monitoring/"],
        news_sites,
        others=[f"{n}/news/2024/03/first-light-wide-field-camera/"],
    ),
    # SSRN/bioRxiv preprint: landing page + PDFs and citation exports one hop away, menus and
    # "recently added" (also on the homepage) ignored -> Single Page+ with Ignored URIs.
    case(
        "obsreports-tr-2021-017",
        "technical-report series (one PDF)",
        "publication",
        "single_page_plus_ignored",
        f"{r}/reports/tr-2021-017",
        [f"{r}/reports/tr-2021-017"]
        + [f"{r}/reports/tr-2021-017/{x}" for x in ("full.pdf", "cite.bib", "cite.ris")],
        tr_sites,
    ),
    case(
        "obsreports-tr-2023-041",
        "technical-report series (two versions, supplement, data)",
        "publication",
        "single_page_plus_ignored",
        f"{r}/reports/tr-2023-041",
        [f"{r}/reports/tr-2023-041"]
        + [
            f"{r}/reports/tr-2023-041/{x}"
            for x in (
                "v1/full.pdf",
                "v2/full.pdf",
                "supplement.zip",
                "tables.csv",
                "cite.bib",
                "cite.ris",
                "cite.enw",
            )
        ],
        tr_sites,
        others=[f"{r}/reports/tr-2021-009"],
    ),
    # Zenodo: Single Page+ with Ignored URIs (files and exports one hop; communities on the
    # homepage).
    case(
        "skyimage-88213",
        "image deposit repository (one stacked frame)",
        "dataset",
        "single_page_plus_ignored",
        f"{d}/records/88213",
        [
            f"{d}/records/88213",
            f"{d}/records/88213/files/m42_halpha_stack.fits?download=1",
            f"{d}/records/88213/export/json",
            f"{d}/records/88213/export/datacite-xml",
        ],
        dep_sites,
    ),
    case(
        "skyimage-90477",
        "image deposit repository (six files, four exports)",
        "dataset",
        "single_page_plus_ignored",
        f"{d}/records/90477",
        [f"{d}/records/90477"]
        + [f"{d}/records/90477/files/{x}?download=1" for x in _DEP2]
        + [f"{d}/records/90477/export/{e}" for e in ("json", "datacite-xml", "bibtex", "dcat")],
        dep_sites,
    ),
]
