"""heldout106's one-page and one-hop portals: a design-research lab journal and an
architecture-criticism magazine (Single Page), a drawing-set transmittal service
(Single Page+), an institutional design repository and an architecture preprint server
(Single Page+ with Ignored URIs)."""

from __future__ import annotations

from dataclasses import replace
from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case, Portal, case

from ._kit import anchors, chrome_pages, merge, render, text

# --- design-research lab journal (blog posts: Single Page) -------------------------------

LAB = Portal(
    "journal.morphostudio.hx106.example",
    "Morpho Studio Journal",
    [("/projects", "Projects"), ("/journal", "Journal"), ("/people", "People"), ("/about", "Lab")],
    [("/privacy", "Privacy"), ("/imprint", "Imprint"), ("/feed.xml", "RSS")],
    title_format="{title} — {name}",
)
LAB_POSTS = {
    "/journal/2025/03/timber-gridshell-field-notes": (
        "Field notes from the timber gridshell workshop",
        ["gridshell", "timber"],
        1,
    ),
    "/journal/2025/05/reading-the-perimeter-block": (
        "Reading the perimeter block: a studio retrospective",
        ["housing", "typology", "studio"],
        14,
    ),
}


def _lab_post(path: str) -> str:
    title, tags, ncomments = LAB_POSTS[path]
    others = [(p, t) for p, (t, _g, _n) in LAB_POSTS.items() if p != path]
    comments = "".join(
        f'<li id="c{i}"><b>Reader {i}</b> <a href="#c{i}">#</a><p>Comment {i} on the '
        f"{escape(tags[0])} piece.</p></li>"
        for i in range(1, ncomments + 1)
    )
    figs = "".join(
        f'<figure><img src="/media/{escape(path.rsplit("/", 1)[1])}-{i}.png" alt="">'
        f"<figcaption>Figure {i}</figcaption></figure>"
        for i in range(1, 3)
    )
    tag_links = " ".join(f'<a href="/tag/{t}">#{t}</a>' for t in tags)
    main = (
        f'<article class="post"><h1>{escape(title)}</h1><p class="byline">By the lab, '
        f"filed under {tag_links}</p>{figs}"
        "<p>We spent the week bending larch laths into a doubly curved lattice and measuring "
        "how far a hand-built form drifts from its digital twin.</p></article>"
        f'<section class="comments"><h2>{ncomments} comments</h2><ol>{comments}</ol>'
        '<form action="/comments/post" method="post"><textarea name="c"></textarea>'
        "<button>Post</button></form></section>"
        f"<aside><h2>More from the journal</h2>{anchors(others)}"
        '<p><a href="/journal?page=2">Older posts</a></p></aside>'
    )
    return render(LAB, title, main, share=LAB.url(path))


def lab_sites() -> list[Site]:
    tags = {t for _t, g, _n in LAB_POSTS.values() for t in g}
    pages: dict[str, PageValue] = {p: _lab_post(p) for p in LAB_POSTS}
    for t in tags:
        pages[f"/tag/{t}"] = render(LAB, f"#{t}", f"<h1>Posts tagged {t}</h1>")
    for p in LAB_POSTS:
        pages[f"/media/{p.rsplit('/', 1)[1]}-1.png"] = Response.data(png(6, 4), "image/png")
        pages[f"/media/{p.rsplit('/', 1)[1]}-2.png"] = Response.data(png(4, 6), "image/png")
    pages["/journal?page=2"] = render(LAB, "Journal, page 2", "<h1>Older posts</h1>")
    pages["/feed.xml"] = text("<rss version='2.0'><channel/></rss>", "application/rss+xml")
    return [LAB.site(merge(chrome_pages(LAB), pages))]


# --- architecture-criticism magazine (articles: Single Page) ----------------------------

MAG = Portal(
    "read.plinthquarterly.hx106.example",
    "Plinth Quarterly",
    [("/issues", "Issues"), ("/essays", "Essays"), ("/reviews", "Reviews"), ("/shop", "Shop")],
    [("/subscribe", "Subscribe"), ("/privacy", "Privacy"), ("/contact", "Contact")],
    title_format="{title} · {name}",
)
MAG_ARTICLES = {
    "/essays/the-quiet-civic-room": ("The quiet civic room", 1),
    "/reviews/2025/the-library-that-learned-to-listen": (
        "The library that learned to listen: reviewing a decade of branch libraries",
        3,
    ),
}


def _mag_article(path: str) -> str:
    title, npages = MAG_ARTICLES[path]
    others = [(p, t) for p, (t, _n) in MAG_ARTICLES.items() if p != path]
    # The long review is printed whole on one page; the page links only act as anchors.
    sections = "".join(
        f'<section id="part-{i}"><h2>Part {i}</h2><p>Part {i} of the text on {escape(title)}.'
        "</p></section>"
        for i in range(1, npages + 1)
    )
    toc = " ".join(f'<a href="#part-{i}">Part {i}</a>' for i in range(1, npages + 1))
    main = (
        f'<article><p class="kicker"><a href="/issues/41">Issue 41</a></p><h1>{escape(title)}'
        f'</h1><p class="author">By <a href="/contributors/ines-varga">Ines Varga</a></p>'
        f'<nav class="toc">{toc}</nav>{sections}</article>'
        '<div class="paywall-nudge">Enjoying this? <a href="/subscribe">Subscribe</a></div>'
        f"<aside><h2>Also in this issue</h2>{anchors(others)}</aside>"
    )
    return render(MAG, title, main, share=MAG.url(path))


def mag_sites() -> list[Site]:
    pages: dict[str, PageValue] = {p: _mag_article(p) for p in MAG_ARTICLES}
    pages["/issues/41"] = render(
        MAG,
        "Issue 41",
        f"<h1>Issue 41</h1>{anchors([(p, t) for p, (t, _n) in MAG_ARTICLES.items()])}",
    )
    pages["/contributors/ines-varga"] = render(MAG, "Ines Varga", "<h1>Ines Varga</h1>")
    return [MAG.site(merge(chrome_pages(MAG), pages))]


# --- drawing-set transmittal (a bare share page: Single Page+) --------------------------

SEND = "send.plotroom.hx106.example"
TRANSMITTALS = {
    "7QK2MX9A": (
        "Stage 3 planning set, Canal Street mews",
        ["A-100 Site plan", "A-200 Elevations"],
    ),
    "R4ZT81WC": (
        "Tender issue, Northgate primary school extension",
        [
            "A-001 Location plan",
            "A-101 Ground floor GA",
            "A-102 First floor GA",
            "A-201 Sections AA-BB",
            "A-301 Elevations",
            "S-100 Foundation plan",
        ],
    ),
}


def _slug(sheet: str) -> str:
    return sheet.split(" ", 1)[0]


def send_sites() -> list[Site]:
    """The service's share pages carry no chrome at all: just the files and a manifest, so
    everything one hop from the share page is the transmittal."""
    site = Site(SEND)
    site.add("/", "<!DOCTYPE html><title>PlotRoom</title><p>Secure drawing transfer.</p>")
    for token, (title, sheets) in TRANSMITTALS.items():
        base = f"/t/{token}"
        files = [(f"{base}/f/{_slug(s)}.pdf", f"{s} (PDF)") for s in sheets]
        files.append((f"{base}/manifest.csv", "Drawing register (CSV)"))
        files.append((f"{base}/all.zip", "Download everything (ZIP)"))
        body = (
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)} - "
            f"PlotRoom transfer</title><style>body{{font:14px sans-serif}}</style></head><body>"
            f"<h1>{escape(title)}</h1><p>{len(sheets)} drawings, expires in 14 days.</p>"
            f"{anchors(files)}<p><small>Sent with PlotRoom</small></p></body></html>"
        )
        site.add(base, body)
        for s in sheets:
            site.add(f"{base}/f/{_slug(s)}.pdf", Response.data(pdf(s, [title]), "application/pdf"))
        reg = "number,title\n" + "".join(f"{_slug(s)},{s.split(' ', 1)[1]}\n" for s in sheets)
        site.add(f"{base}/manifest.csv", text(reg, "text/csv"))
        site.add(f"{base}/all.zip", Response.data(b"PK\x05\x06" + b"\0" * 18, "application/zip"))
    return [site]


# --- institutional design repository (record + files: Single Page+ with Ignored URIs) ---

DEP = Portal(
    "deposit.kestrelarch.hx106.example",
    "Kestrel School of Architecture Deposit",
    [("/browse", "Browse"), ("/collections", "Collections"), ("/deposit", "Deposit")],
    [
        ("/policies", "Policies"),
        ("/privacy", "Privacy"),
        ("/accessibility", "Accessibility"),
        ("/oai", "OAI-PMH"),
    ],
    title_format="{title} - {name}",
    home_title="Kestrel School of Architecture Deposit",
)
DEP_SUBJECTS = ["adaptive-reuse", "daylighting", "housing", "timber"]
DEP_ITEMS = {
    "2291": (
        "Adaptive reuse of interwar garages: measured survey and proposals",
        ["adaptive-reuse"],
        ["survey-drawings.pdf", "report.pdf"],
    ),
    "3107": (
        "Daylight autonomy in deep-plan timber housing: simulation results",
        ["daylighting", "housing", "timber"],
        [
            "thesis.pdf",
            "appendix-a-sim-inputs.zip",
            "appendix-b-results.csv",
            "models/floorplate-01.3dm",
            "models/floorplate-02.3dm",
            "poster.pdf",
        ],
    ),
}


def _dep_home() -> str:
    recent = [(f"/items/{k}", t) for k, (t, _s, _f) in DEP_ITEMS.items()]
    subj = [(f"/browse/subject/{s}", s.replace("-", " ")) for s in DEP_SUBJECTS]
    return f"<h1>Deposit</h1><h2>Recent deposits</h2>{anchors(recent)}<h2>Subjects</h2>" + anchors(
        subj
    )


def _dep_item(key: str) -> str:
    title, subjects, files = DEP_ITEMS[key]
    rows = "".join(
        f'<tr><td><a href="/items/{key}/files/{f}">{escape(f)}</a></td><td>1.2 MB</td></tr>'
        for f in files
    )
    related = [(f"/items/{k}", t) for k, (t, _s, _f) in DEP_ITEMS.items() if k != key]
    main = (
        f'<nav class="crumbs"><a href="/">Home</a> › <a href="/collections">Collections</a>'
        f"</nav><h1>{escape(title)}</h1><dl><dt>Subjects</dt><dd>"
        + " ".join(f'<a href="/browse/subject/{s}">{s}</a>' for s in subjects)
        + f"</dd><dt>Handle</dt><dd>kestrel/{key}</dd></dl>"
        f'<table class="files"><tr><th>File</th><th>Size</th></tr>{rows}</table>'
        f'<p class="export">Export: <a href="/export/{key}?format=bibtex">BibTeX</a> '
        f'<a href="/export/{key}?format=ris">RIS</a> <a href="/export/{key}?format=dc">'
        "Dublin Core</a></p>"
        f"<aside><h2>Related deposits</h2>{anchors(related)}</aside>"
    )
    return render(DEP, title, main, share=DEP.url(f"/items/{key}"))


def dep_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for key, (title, _s, files) in DEP_ITEMS.items():
        pages[f"/items/{key}"] = _dep_item(key)
        for f in files:
            pages[f"/items/{key}/files/{f}"] = Response.data(
                pdf(title, [f]) if f.endswith(".pdf") else f"{title}\n{f}\n".encode(),
                "application/pdf" if f.endswith(".pdf") else "application/octet-stream",
            )
        for fmt, ctype in (
            ("bibtex", "application/x-bibtex"),
            ("ris", "application/x-research-info-systems"),
            ("dc", "application/xml"),
        ):
            pages[f"/export/{key}?format={fmt}"] = text(f"{fmt}: {title}\n", ctype)
    for s in DEP_SUBJECTS:
        pages[f"/browse/subject/{s}"] = render(DEP, s, f"<h1>Subject: {s}</h1>")
    portal = replace(DEP, home_main=_dep_home())
    return [portal.site(merge(chrome_pages(DEP), pages))]


# --- architecture preprint server (preprint + pdf + supplements: Single Page+ w/ Ignored) -

PRE = Portal(
    "www.archrxiv.hx106.example",
    "archRxiv",
    [("/collection", "Subject areas"), ("/submit", "Submit"), ("/about", "About")],
    [("/about/faq", "FAQ"), ("/privacy", "Privacy"), ("/alerts", "Alerts"), ("/api-docs", "API")],
    home_title="archRxiv: the preprint server for architecture and the built environment",
)
PRE_PAPERS = {
    "2025.01.22.0041v1": (
        "Post-occupancy evaluation of two naturally ventilated schools",
        "environmental-design",
        [],
    ),
    "2025.04.03.0309v2": (
        "Pedestrian network centrality and ground-floor vacancy in mid-sized cities",
        "urbanism",
        ["media-1.xlsx", "media-2.gpkg", "media-3.pdf"],
    ),
}


def _pre_supp(doi: str) -> list[tuple[str, str]]:
    return [(f"/content/early/{doi}/DC{i}/{f}", f) for i, f in enumerate(PRE_PAPERS[doi][2], 1)]


def _pre_paper(doi: str) -> str:
    title, area, supp = PRE_PAPERS[doi]
    base = f"/content/10.55730/{doi}"
    supp_link = (
        f'<li><a href="{base}.supplementary-material">Supplementary material</a></li>'
        if supp
        else ""
    )
    supp_files = "<h2>Supplementary files</h2>" + anchors(_pre_supp(doi)) if supp else ""
    main = (
        f'<p class="area"><a href="/collection/{area}">{area}</a></p><h1>{escape(title)}</h1>'
        f'<p>doi: 10.55730/{doi}</p><ul class=tabs><li><a href="{base}.full">Full text</a></li>'
        f'<li><a href="{base}.full.pdf">Download PDF</a></li>{supp_link}'
        f'<li><a href="{base}.article-metrics">Metrics</a></li></ul>'
        f"<h2>Abstract</h2><p>We study {escape(title.lower())}.</p>{supp_files}"
        f'<p class="cite">Cite: <a href="/highwire/citation/{doi}/ris">RIS</a> '
        f'<a href="/highwire/citation/{doi}/bibtex">BibTeX</a></p>'
    )
    return render(PRE, title, main, share=PRE.url(base))


def pre_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for doi, (title, area, supp) in PRE_PAPERS.items():
        base = f"/content/10.55730/{doi}"
        pages[base] = _pre_paper(doi)
        pages[base + ".full"] = render(PRE, title, f"<h1>{escape(title)}</h1><p>Full text.</p>")
        pages[base + ".full.pdf"] = Response.data(pdf(title, ["preprint"]), "application/pdf")
        pages[base + ".article-metrics"] = render(PRE, title, "<h1>Article usage</h1>")
        for fmt in ("ris", "bibtex"):
            pages[f"/highwire/citation/{doi}/{fmt}"] = text(f"{fmt} {title}\n")
        if supp:
            files = _pre_supp(doi)
            pages[base + ".supplementary-material"] = render(
                PRE, title, f"<h1>Supplementary material</h1>{anchors(files)}"
            )
            for href, f in files:
                pages[href] = Response.data(f"{title} {f}".encode(), "application/octet-stream")
        pages[f"/collection/{area}"] = render(PRE, area, f"<h1>{area}</h1>")
    areas = [(f"/collection/{a}", a) for _t, a, _s in PRE_PAPERS.values()]
    home = f"<h1>archRxiv</h1><h2>Browse by subject</h2>{anchors(areas)}"
    portal = replace(PRE, home_main=home)
    return [portal.site(merge(chrome_pages(PRE), pages))]


def _u(portal: Portal | str, path: str) -> str:
    host = portal if isinstance(portal, str) else portal.host
    return f"http://{host}{path}"


def cases() -> list[Case]:
    out: list[Case] = []
    for i, (p, (_t, _g, _n)) in enumerate(LAB_POSTS.items()):
        others = [_u(LAB, q) for q in LAB_POSTS if q != p]
        # A lab journal post is a blog post: the seed's table gives blog posts Single Page;
        # tags, comments (on the page itself), figures and "more posts" are not the post.
        out.append(
            case(
                f"lab-journal-{i + 1}",
                "design-research lab journal ("
                + ("short post" if i == 0 else "long post, 14 comments")
                + ")",
                "blog post",
                "single_page",
                _u(LAB, p),
                [_u(LAB, p)],
                lab_sites,
                others,
            )
        )
    for i, p in enumerate(MAG_ARTICLES):
        others = [_u(MAG, q) for q in MAG_ARTICLES if q != p]
        # An online magazine article (The Conversation, Nautilus in the seed): Single Page;
        # the multi-part review is one page with in-page anchors.
        out.append(
            case(
                f"criticism-article-{i + 1}",
                "architecture criticism magazine ("
                + ("essay" if i == 0 else "three-part review")
                + ")",
                "article",
                "single_page",
                _u(MAG, p),
                [_u(MAG, p)],
                mag_sites,
                others,
            )
        )
    for i, (token, (_t, sheets)) in enumerate(TRANSMITTALS.items()):
        base = f"/t/{token}"
        truth = [_u(SEND, base), _u(SEND, f"{base}/manifest.csv"), _u(SEND, f"{base}/all.zip")]
        truth += [_u(SEND, f"{base}/f/{_slug(s)}.pdf") for s in sheets]
        # Single Hop with no chrome on the entry: every link on the share page is a file of
        # the transmittal, so plain Single Page+ takes exactly the artifact.
        out.append(
            case(
                f"transmittal-{i + 1}",
                f"drawing-set transmittal service ({len(sheets)} sheets)",
                "drawing set",
                "single_page_plus",
                _u(SEND, base),
                truth,
                send_sites,
            )
        )
    for i, (key, (_t, _s, files)) in enumerate(DEP_ITEMS.items()):
        truth = [_u(DEP, f"/items/{key}")]
        truth += [_u(DEP, f"/items/{key}/files/{f}") for f in files]
        truth += [_u(DEP, f"/export/{key}?format={f}") for f in ("bibtex", "ris", "dc")]
        others = [_u(DEP, f"/items/{k}") for k in DEP_ITEMS if k != key]
        # A Zenodo/Figshare-like deposit: Single Hop, Single Page+ with Ignores. Subjects,
        # related deposits and chrome are all on the homepage or the 404 page.
        out.append(
            case(
                f"design-deposit-{i + 1}",
                f"institutional design repository ({len(files)} files)",
                "thesis",
                "single_page_plus_ignored",
                _u(DEP, f"/items/{key}"),
                truth,
                dep_sites,
                others,
            )
        )
    for i, (doi, (_t, _a, supp)) in enumerate(PRE_PAPERS.items()):
        base = f"/content/10.55730/{doi}"
        truth = [_u(PRE, base + s) for s in ("", ".full", ".full.pdf", ".article-metrics")]
        truth += [_u(PRE, f"/highwire/citation/{doi}/{f}") for f in ("ris", "bibtex")]
        if supp:
            truth.append(_u(PRE, base + ".supplementary-material"))
            truth += [_u(PRE, h) for h, _f in _pre_supp(doi)]
        # A bioRxiv-like preprint: Single Hop, Single Page+ with Ignores (the seed's row).
        # Its supplement files are listed on the abstract page itself, one hop out.
        out.append(
            case(
                f"arch-preprint-{i + 1}",
                "architecture preprint server ("
                + ("no supplements" if not supp else "3 supplements")
                + ")",
                "preprint",
                "single_page_plus_ignored",
                _u(PRE, base),
                truth,
                pre_sites,
            )
        )
    return out
