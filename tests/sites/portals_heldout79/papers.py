"""heldout79 portals of single pages and single hops: a central bank's economics blog, a
policy-column site, a forecaster-survey release directory, a working-paper abstract
repository, a working-paper series site and a signposting open-access repository."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, links

from ._kit import bibtex, csv_file, pdf_file, portal, render, ris, site, text_file, zip_file

# --- central-bank economics blog (single_page) --------------------------------------------

MARLOW = portal(
    "www.marlowreserve.hx79.example",
    "Marlow Reserve Bank",
    [("/research", "Research"), ("/economic-insights/", "Economic Insights"), ("/data", "Data")],
    [("/about", "About the Bank"), ("/privacy", "Privacy"), ("/accessibility", "Accessibility")],
    title_format="{title} - {name}",
    home_main='<h1>Marlow Reserve Bank</h1><p><a href="/economic-insights/">Latest insights</a></p>',
)
POSTS = {
    "/economic-insights/2024/03/why-inventories-lagged-the-rebound": (
        "Why Inventories Lagged the Rebound",
        "ana-kessler",
    ),
    "/economic-insights/2024/05/wage-growth-by-job-switchers": (
        "Wage Growth by Job Switchers, Revisited",
        "tomas-ibarra",
    ),
    "/economic-insights/2024/06/reserve-demand-and-the-repo-spread": (
        "Reserve Demand and the Repo Spread",
        "ana-kessler",
    ),
}


def _marlow_post(path: str, title: str, author: str) -> str:
    others = [(p, t) for p, (t, _a) in POSTS.items() if p != path]
    body = (
        f'<article><h1>{escape(title)}</h1><p class="byline">By <a href="/people/{author}">'
        f'{author.replace("-", " ").title()}</a> · <a href="/economic-insights/tag/macro">macro'
        "</a></p><p>Our estimates suggest the gap closes within two quarters.</p>"
        '<figure><img src="/static/logo.png" alt="chart"><figcaption>Source: staff '
        "calculations.</figcaption></figure><p>The views expressed are those of the authors."
        "</p></article><aside><h2>Related posts</h2>" + links(others) + "</aside>"
        '<p><a href="http://www.linkedin.test/shareArticle?url=x">Share on LinkedIn</a></p>'
    )
    if "repo-spread" in path:
        # The harder post: part of a series, with footnotes citing the Bank's own staff
        # report (another artifact) and outside data, and a closed comment section.
        body = (
            '<p class="series">Part 2 of <a href="/economic-insights/series/money-markets">'
            "Money Markets in Transition</a></p>"
            + body
            + '<section class="notes"><h2>Notes</h2><ol><li>See <a href="/research/staff-'
            'reports/sr-1042">Staff Report 1042</a>.</li><li>Data: <a href="http://www.'
            'repodata.test/series/sofr">repo rate series</a>.</li></ol>'
            '<p>Comments are closed. <a href="/economic-insights/comment-policy">Comment '
            "policy</a></p></section>"
        )
    return render(MARLOW, title, body, share=MARLOW.url(path))


def _marlow() -> list[Site]:
    pages: dict[str, object] = {p: _marlow_post(p, t, a) for p, (t, a) in POSTS.items()}
    pages["/economic-insights/"] = render(
        MARLOW,
        "Economic Insights",
        "<h1>Economic Insights</h1>" + links([(p, t) for p, (t, _a) in POSTS.items()]),
    )
    pages["/economic-insights/tag/macro"] = render(MARLOW, "Tag: macro", "<h1>macro</h1>")
    pages["/economic-insights/series/money-markets"] = render(
        MARLOW, "Money Markets in Transition", "<h1>Series: Money Markets in Transition</h1>"
    )
    pages["/economic-insights/comment-policy"] = render(MARLOW, "Comment policy", "<h1>Policy</h1>")
    pages["/research/staff-reports/sr-1042"] = render(
        MARLOW, "Staff Report 1042: Reserve Scarcity", "<h1>Staff Report 1042</h1>"
    )
    for a in ("ana-kessler", "tomas-ibarra"):
        pages[f"/people/{a}"] = render(MARLOW, a.replace("-", " ").title(), "<h1>Staff</h1>")
    return [site(MARLOW, pages)]  # type: ignore[arg-type]


# --- policy-column site (single_page) ------------------------------------------------------

VELLUM = portal(
    "columns.vellumecon.hx79.example",
    "VellumEcon",
    [("/columns", "Columns"), ("/debates", "Debates"), ("/podcasts", "Podcasts")],
    [("/about", "About"), ("/terms", "Terms of use"), ("/newsletter", "Newsletter")],
    title_format="{title} | {name}",
)
COLUMNS = {
    "/columns/global-supply-chains-and-the-dollar-cycle": "Global supply chains and the dollar cycle",
    "/columns/bank-runs-in-the-age-of-mobile-apps": "Bank runs in the age of mobile apps",
    "/columns/carbon-border-taxes-and-trade-diversion": "Carbon border taxes and trade diversion",
}


def _vellum_column(path: str, title: str, comments: int) -> str:
    others = [(p, t) for p, t in COLUMNS.items() if p != path]
    thread = "".join(
        f'<li id="c{i}">Reader {i}: Interesting result. <a href="#c{i}">permalink</a></li>'
        for i in range(comments)
    )
    body = (
        f"<article><h1>{escape(title)}</h1><p>"
        '<a href="/authors/leni-aaltonen">Leni Aaltonen</a>, <a href="/authors/raj-mehta">'
        'Raj Mehta</a> · <a href="/topics/international-finance">International finance</a></p>'
        "<p>A column summarising recent research for a policy audience.</p>"
        '<h2>References</h2><ol><li>Earlier work, <a href="https://doi.org/10.1257/aer.x">'
        "American Economic Review</a>.</li></ol></article>"
        f"<section><h2>Comments</h2><ol>{thread}</ol></section>"
        "<aside><h2>More on this topic</h2>" + links(others) + "</aside>"
    )
    return render(VELLUM, title, body, share=VELLUM.url(path))


def _vellum() -> list[Site]:
    pages: dict[str, object] = {
        p: _vellum_column(p, t, 6 if "bank-runs" in p else 0) for p, t in COLUMNS.items()
    }
    pages["/topics/international-finance"] = render(VELLUM, "International finance", "<h1>t</h1>")
    for a in ("leni-aaltonen", "raj-mehta"):
        pages[f"/authors/{a}"] = render(VELLUM, a.replace("-", " ").title(), "<h1>Author</h1>")
    return [site(VELLUM, pages)]  # type: ignore[arg-type]


# --- forecaster-survey release directory (single_page_plus) ---------------------------------

QF = "http://releases.quintforecast.hx79.example"
QF_FILES = "http://files.quintforecast.hx79.example"


def _release_page(title: str, files: list[tuple[str, str]]) -> str:
    rows = "".join(f'<tr><td><a href="{u}">{escape(n)}</a></td></tr>' for u, n in files)
    return (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}</title></head>"
        f"<body><h1>{escape(title)}</h1><p>Released 08:30 ET. Files are final.</p>"
        f"<table>{rows}</table></body></html>"
    )


QF_Q2 = [
    (f"{QF}/spf/2024q2/mean_level.csv", "Mean forecasts, levels"),
    (f"{QF}/spf/2024q2/median_growth.csv", "Median forecasts, growth"),
    (f"{QF}/spf/2024q2/release-notes.txt", "Release notes"),
]
QF_Q3 = [
    (f"{QF}/spf/2024q3/mean_level.csv", "Mean forecasts, levels"),
    (f"{QF}/spf/2024q3/median_growth.csv", "Median forecasts, growth"),
    (f"{QF}/spf/2024q3/dispersion.csv", "Cross-sectional dispersion"),
    (f"{QF_FILES}/spf/2024q3/individual_responses.zip", "Individual responses (anonymised)"),
    (f"{QF_FILES}/spf/2024q3/probability_bins.csv", "Probability distributions"),
    (f"{QF_FILES}/docs/spf-documentation-2024q3.pdf", "Documentation"),
    (f"{QF}/spf/2024q3/errata.txt", "Errata (corrected 2024-08-20)"),
]


def _quint() -> list[Site]:
    main = Site("releases.quintforecast.hx79.example")
    files = Site("files.quintforecast.hx79.example")
    main.add(
        "/",
        "<!DOCTYPE html><html><head><title>Quint Forecaster Survey releases</title></head><body>"
        '<h1>Releases</h1><ul><li><a href="/spf/2024q2/">2024 Q2</a></li>'
        '<li><a href="/spf/2024q3/">2024 Q3</a></li></ul></body></html>',
    )
    main.add("/spf/2024q2/", _release_page("Survey of Forecasters, 2024 Q2 release", QF_Q2))
    main.add("/spf/2024q3/", _release_page("Survey of Forecasters, 2024 Q3 release", QF_Q3))
    for url, name in QF_Q2 + QF_Q3:
        host, path = url.split("/", 3)[2], "/" + url.split("/", 3)[3]
        target = main if host == main.host else files
        if path.endswith(".csv"):
            target.add(path, csv_file("year,quarter,variable,value", ["2024,3,RGDP,2.1"]))
        elif path.endswith(".zip"):
            target.add(path, zip_file({"responses.csv": "id,rgdp\n101,2.0\n"}))
        elif path.endswith(".pdf"):
            target.add(path, pdf_file("Survey of Forecasters documentation", name))
        else:
            target.add(path, text_file(f"{name}\n"))
    files.add("/", Response.redirect(QF + "/"))
    return [main, files]


# --- working-paper abstract repository (single_page_plus_ignored) ---------------------------

AV = portal(
    "papers.abstractvault.hx79.example",
    "AbstractVault",
    [("/browse", "Browse"), ("/networks", "Research networks"), ("/rankings", "Rankings")],
    [("/about", "About"), ("/terms", "Terms"), ("/privacy", "Privacy policy")],
    title_format="{title} :: {name}",
)
AV_DL = "http://dl.abstractvault.hx79.example"


def _av_paper(
    aid: int, title: str, authors: str, extra: list[tuple[str, str]], refs: bool, related: list[int]
) -> tuple[str, list[str], dict[str, object], list[tuple[str, object]]]:
    """(entry, truth, pages on the portal host, files on the download host)."""
    base = f"/abstract/{aid}"
    own = [
        (f"/delivery.cfm?abstractid={aid}", "Download this paper"),
        (f"{base}/cite.bib", "BibTeX"),
        (f"{base}/cite.ris", "RIS"),
        *extra,
    ]
    if refs:
        own.append((f"{base}/references", "References (42)"))
    rel = [(f"/abstract/{r}", f"Paper {r}") for r in related]
    main = (
        f"<h1>{escape(title)}</h1><p>{escape(authors)} · "
        '<a href="/author/88123">Author page</a> · JEL: <a href="/jel/E31">E31</a></p>'
        "<p>Abstract: We study the question with new micro data.</p>"
        f"<p>Number of pages: 48 · Posted: 2024-02-11</p>{links(own)}"
        f"<aside><h2>Recommended papers</h2>{links(rel)}</aside>"
    )
    pages: dict[str, object] = {
        base: render(AV, title, main, share=AV.url(base)),
        f"/delivery.cfm?abstractid={aid}": pdf_file(title, authors, "Working paper"),
        f"{base}/cite.bib": bibtex(f"av{aid}", title, authors, 2024),
        f"{base}/cite.ris": ris(title, authors, 2024),
    }
    if refs:
        pages[f"{base}/references"] = render(
            AV, f"References: {title}", f"<h1>References of {escape(title)}</h1><ol><li>A</li></ol>"
        )
    files = [(u, pdf_file(title, t)) for u, t in extra if u.startswith(AV_DL)]
    truth = [AV.url(base)] + [u if u.startswith("http") else AV.url(u) for u, _t in own]
    return AV.url(base), truth, pages, files


AV_A = _av_paper(
    4412876, "Menu Costs and Inflation Surges", "M. Ortega and J. Brandt", [], False, [4412902]
)
AV_B = _av_paper(
    4412902,
    "Dealer Balance Sheets and Treasury Market Liquidity",
    "P. Okafor and L. Sun",
    [
        (f"{AV_DL}/4412902/v1/Okafor_Sun_2023.pdf", "Version 1 (2023-05-02)"),
        (f"{AV_DL}/4412902/v2/Okafor_Sun_2023.pdf", "Version 2 (2023-11-19)"),
        (f"{AV_DL}/4412902/online-appendix.pdf", "Online appendix"),
        (f"{AV_DL}/4412902/data-and-code.zip", "Data and code"),
    ],
    True,
    [4412876, 4413555],
)


def _abstractvault() -> list[Site]:
    pages: dict[str, object] = {**AV_A[2], **AV_B[2]}
    pages["/abstract/4413555"] = render(AV, "Repo Haircuts", "<h1>Repo Haircuts</h1>")
    pages["/author/88123"] = render(AV, "Author page", "<h1>Author</h1>")
    pages["/jel/E31"] = render(AV, "JEL E31", "<h1>E31 Price Level; Inflation</h1>")
    dl = Site("dl.abstractvault.hx79.example")
    for url, value in AV_A[3] + AV_B[3]:
        path = url.removeprefix(AV_DL)
        dl.add(path, zip_file({"README.txt": "replication\n"}) if path.endswith(".zip") else value)  # type: ignore[arg-type]
    return [site(AV, pages), dl]  # type: ignore[arg-type]


# --- working-paper series site (single_page_plus_ignored) -----------------------------------

BWP = portal(
    "www.bureauwp.hx79.example",
    "Bureau of Economic Working Papers",
    [("/papers", "Working Papers"), ("/programs", "Programs"), ("/conferences", "Conferences")],
    [("/contact", "Contact"), ("/privacy", "Privacy"), ("/subscribe", "Subscribe")],
)


def _bwp_paper(
    wp: str, title: str, extra: list[tuple[str, str]]
) -> tuple[str, list[str], dict[str, object]]:
    own = [
        (f"/system/files/working_papers/{wp}/{wp}.pdf", "Download PDF"),
        (f"/papers/{wp}.bib", "BibTeX"),
        (f"/papers/{wp}.ris", "RIS"),
        *extra,
    ]
    main = (
        f"<h1>{escape(title)}</h1><p>Working Paper {wp} · DOI 10.3386/{wp} · Issue date "
        'January 2024 · Programs: <a href="/programs/me">Monetary Economics</a></p>'
        f"<p>Abstract text.</p>{links(own)}"
        '<p>Published version: <a href="http://journals.tollpress.test/article/99">journal</a></p>'
    )
    pages: dict[str, object] = {
        f"/papers/{wp}": render(BWP, title, main, share=BWP.url(f"/papers/{wp}")),
        own[0][0]: pdf_file(title, wp),
        own[1][0]: bibtex(wp, title, "Bureau authors", 2024),
        own[2][0]: ris(title, "Bureau authors", 2024),
    }
    for path, label in extra:
        pages[path] = (
            zip_file({"main.do": "* replication\n"})
            if path.endswith(".zip")
            else pdf_file(title, label)
        )
    return (
        BWP.url(f"/papers/{wp}"),
        [BWP.url(f"/papers/{wp}")] + [BWP.url(p) for p, _ in own],
        pages,
    )


BWP_A = _bwp_paper("w31877", "Trade Credit Chains and Monetary Transmission", [])
BWP_B = _bwp_paper(
    "w31902",
    "Minimum Wages and Firm Exit: Evidence from Payroll Records",
    [
        ("/system/files/working_papers/w31902/w31902.rev1.pdf", "Revision 1 (May 2024)"),
        ("/data-appendix/w31902/appendix.pdf", "Data appendix"),
        ("/data-appendix/w31902/replication.zip", "Replication files"),
    ],
)


def _bureau() -> list[Site]:
    pages = {
        **BWP_A[2],
        **BWP_B[2],
        "/programs/me": render(BWP, "Monetary Economics", "<h1>ME</h1>"),
    }
    return [site(BWP, pages)]


# --- signposting open-access repository (signposting) ----------------------------------------

EA = portal(
    "store.econarchiv.hx79.example",
    "EconArchiv",
    [("/discover", "Discover"), ("/communities", "Communities"), ("/deposit", "Deposit")],
    [("/imprint", "Imprint"), ("/privacy", "Data protection"), ("/oai", "OAI-PMH")],
    title_format="{name}: {title}",
)
EA_FILES = "http://files.econarchiv.hx79.example"


def _ea_record(
    handle: str, title: str, items: list[tuple[str, str]], described: list[tuple[str, str]]
) -> tuple[str, list[str], Response, list[tuple[str, str]]]:
    url = EA.url(f"/handle/10419/{handle}")
    absolute = [(u if u.startswith("http") else EA.url(u), t) for u, t in items + described]
    link = [f'<{u}>; rel="item"; type="{t}"' for u, t in absolute[: len(items)]]
    link += [f'<{u}>; rel="describedby"; type="{t}"' for u, t in absolute[len(items) :]]
    link += [
        f'<https://doi.org/10.79000/{handle}>; rel="cite-as"',
        '<https://schema.org/ScholarlyArticle>; rel="type"',
        '<https://creativecommons.org/licenses/by/4.0/>; rel="license"',
    ]
    main = (
        f"<h1>{escape(title)}</h1><p>Type: Working Paper · Series: "
        '<a href="/communities/kiel-wp">Kiel Working Papers</a></p>'
        "<h2>Files</h2>"
        + links([(u, u.rsplit("/", 1)[1]) for u, _t in absolute[: len(items)]])
        + "<h2>Export</h2>"
        + links([(u, t) for u, t in absolute[len(items) :]])
        + '<p><a href="/discover?author=x">Browse by author</a></p>'
    )
    page = Response.html(render(EA, title, main, share=url), headers=[("Link", ", ".join(link))])
    return url, [url] + [u for u, _t in absolute], page, absolute


EA_A = _ea_record(
    "278431",
    "Household Saving Rates after Pension Reform",
    [("/bitstream/10419/278431/1/wp-2024-07.pdf", "application/pdf")],
    [("/handle/10419/278431/datacite.xml", "application/vnd.datacite.datacite+xml")],
)
EA_B = _ea_record(
    "278432",
    "Energy Price Shocks and Industrial Output in Europe",
    [
        ("/bitstream/10419/278432/1/wp-2024-08.pdf", "application/pdf"),
        (f"{EA_FILES}/10419/278432/energy-shock-panel.csv", "text/csv"),
        (f"{EA_FILES}/10419/278432/replication-code.zip", "application/zip"),
    ],
    [
        ("/handle/10419/278432/datacite.xml", "application/vnd.datacite.datacite+xml"),
        ("/handle/10419/278432/schemaorg.json", "application/ld+json"),
    ],
)


def _econarchiv() -> list[Site]:
    pages: dict[str, object] = {
        "/communities/kiel-wp": render(EA, "Kiel Working Papers", "<h1>Series</h1>"),
        "/discover?author=x": render(EA, "Browse", "<h1>Browse</h1>"),
    }
    files = Site("files.econarchiv.hx79.example")
    for rec in (EA_A, EA_B):
        pages[rec[0].removeprefix(EA.origin)] = rec[2]
        for u, t in rec[3]:
            host_site_path = u.split("/", 3)
            path = "/" + host_site_path[3]
            collection = f'<{rec[0]}>; rel="collection"'
            if t == "application/pdf":
                body = pdf_file("EconArchiv working paper", path)
            elif t == "application/zip":
                body = zip_file({"run.R": "# replication\n"})
            else:
                body = text_file(f"record {path}\n", t)
            body.headers.append(("Link", collection))
            if host_site_path[2] == files.host:
                files.add(path, body)
            else:
                pages[path] = body
    return [site(EA, pages), files]  # type: ignore[arg-type]


# --- cases -----------------------------------------------------------------------------------

_P = list(POSTS)
_C = list(COLUMNS)

CASES: list[Case] = [
    # A central-bank blog post is one page (seed: blog posts are Single Artifact URI).
    case(
        "marlow-blog-inventories",
        "central-bank economics blog (short post)",
        "blog post",
        "single_page",
        MARLOW.url(_P[0]),
        [MARLOW.url(_P[0])],
        _marlow,
        [MARLOW.url(_P[1]), MARLOW.url(_P[2])],
    ),
    # Harder: a series post citing the Bank's staff report (another artifact): still one
    # page, the cited report and the series index are not part of the post.
    case(
        "marlow-blog-repo-spread",
        "central-bank economics blog (series post with footnoted staff report)",
        "blog post",
        "single_page",
        MARLOW.url(_P[2]),
        [MARLOW.url(_P[2])],
        _marlow,
        [MARLOW.url(_P[0]), MARLOW.url(_P[1]), MARLOW.url("/research/staff-reports/sr-1042")],
    ),
    # A policy column is an article like The Conversation's: Single Page.
    case(
        "vellum-column-dollar",
        "policy-column site (column)",
        "article",
        "single_page",
        VELLUM.url(_C[0]),
        [VELLUM.url(_C[0])],
        _vellum,
        [VELLUM.url(_C[1]), VELLUM.url(_C[2])],
    ),
    # Comments on the same page add nothing: the discussion lives in the one page.
    case(
        "vellum-column-bank-runs",
        "policy-column site (column with a comment thread)",
        "article",
        "single_page",
        VELLUM.url(_C[1]),
        [VELLUM.url(_C[1])],
        _vellum,
        [VELLUM.url(_C[0]), VELLUM.url(_C[2])],
    ),
    # A chromeless release page links only its files: Single Hop, and with no menu to
    # ignore plain Single Page+ gives exactly the release.
    case(
        "quint-spf-2024q2",
        "forecaster-survey release directory (quarterly release)",
        "data release",
        "single_page_plus",
        f"{QF}/spf/2024q2/",
        [f"{QF}/spf/2024q2/"] + [u for u, _n in QF_Q2],
        _quint,
    ),
    # Harder: more files, some on the survey's download host, documentation and errata.
    case(
        "quint-spf-2024q3",
        "forecaster-survey release directory (release with download host and errata)",
        "data release",
        "single_page_plus",
        f"{QF}/spf/2024q3/",
        [f"{QF}/spf/2024q3/"] + [u for u, _n in QF_Q3],
        _quint,
    ),
    # An SSRN-like abstract page: Single Hop with portal chrome (seed: SSRN -> Single Page+
    # with Ignores); the paper PDF and citation exports are one hop away.
    case(
        "abstractvault-menu-costs",
        "working-paper abstract repository (abstract page)",
        "preprint",
        "single_page_plus_ignored",
        AV_A[0],
        AV_A[1],
        _abstractvault,
        [AV.url("/abstract/4412902")],
    ),
    # Harder: earlier versions, appendix and data on the download host, references tab.
    case(
        "abstractvault-dealer-balance-sheets",
        "working-paper abstract repository (revised paper with versions and supplements)",
        "preprint",
        "single_page_plus_ignored",
        AV_B[0],
        AV_B[1],
        _abstractvault,
        [AV.url("/abstract/4412876"), AV.url("/abstract/4413555")],
    ),
    # A working-paper series landing page: like SSRN, one hop to PDF and citations.
    case(
        "bureau-w31877",
        "working-paper series site (working paper)",
        "preprint",
        "single_page_plus_ignored",
        BWP_A[0],
        BWP_A[1],
        _bureau,
    ),
    # Harder: a revision and a data appendix with replication files.
    case(
        "bureau-w31902",
        "working-paper series site (revised paper with data appendix)",
        "preprint",
        "single_page_plus_ignored",
        BWP_B[0],
        BWP_B[1],
        _bureau,
    ),
    # The repository announces its boundary in HTTP Link headers (item, describedby).
    case(
        "econarchiv-pension-reform",
        "signposting open-access repository (working paper)",
        "preprint",
        "signposting",
        EA_A[0],
        EA_A[1],
        _econarchiv,
    ),
    # Harder: items on a second host, two metadata formats.
    case(
        "econarchiv-energy-shocks",
        "signposting open-access repository (paper with data and code items)",
        "preprint",
        "signposting",
        EA_B[0],
        EA_B[1],
        _econarchiv,
    ),
]
