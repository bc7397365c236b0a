"""heldout76 community and publication portals: an eDNA deposit repository (Zenodo-like
records), citizen-science project sites (one subdomain per project, like the seed's Silk),
a data-paper journal, a naturalist field blog and a field-station newsletter.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf, png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case, data

from ._kit import EcoPortal, banner, build, csv, tracker, ul

# ---------------------------------------------------------------- eDNA deposit repository
EDNA = EcoPortal(
    host="edna.seqdepot.hx76.example",
    name="SeqDepot eDNA",
    menu=[
        ("/", "Home"),
        ("/communities", "Communities"),
        ("/deposit/new", "Upload"),
        ("/docs", "Docs"),
    ],
    footer=[
        ("/about", "About"),
        ("/privacy", "Privacy"),
        ("/terms", "Terms"),
        ("/status", "Status"),
    ],
    home_main="<h1>Recent uploads</h1>"
    + ul([("/records/77120", "Pond eDNA metabarcoding, Cheshire")]),
    banner=banner(),
    analytics=tracker("seqdepot"),
)
EDNA_RECS = {
    "77120": (
        "Pond eDNA metabarcoding for great crested newt, Cheshire 2022",
        ["reads_R1.fastq.gz", "reads_R2.fastq.gz", "samples.tsv"],
        [],
        [],
    ),
    "90433": (
        "Riverine fish eDNA (12S MiFish) along the Severn, monthly 2021-2023",
        [
            "run1_R1.fastq.gz",
            "run1_R2.fastq.gz",
            "run2_R1.fastq.gz",
            "run2_R2.fastq.gz",
            "asv_table.tsv",
            "taxonomy.tsv",
            "field_blanks.xlsx",
        ],
        ["90431", "90432"],
        ["12S", "MiFish", "metabarcoding"],
    ),
}
EDNA_COMMUNITY = "/communities/freshwater-edna"


def edna_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        EDNA_COMMUNITY: EDNA.page("Freshwater eDNA", "<h1>Freshwater eDNA</h1>")
    }
    for rid, (title, files, versions, keywords) in EDNA_RECS.items():
        base = f"/records/{rid}"
        flist = ul([(f"{base}/files/{f}?download=1", f) for f in files], "files")
        for f in files:
            ctype = "text/tab-separated-values" if f.endswith(".tsv") else "application/gzip"
            pages[f"{base}/files/{f}"] = data(f"{rid} {f}\n", ctype)
        exports = [(f"{base}/export/{x}", x) for x in ("bibtex", "datacite-xml", "json-ld")]
        for u, x in exports:
            pages[u] = data(f"{x}: {title}\n", "text/plain")
        side = ""
        if versions:
            side += "<h3>Versions</h3>" + ul(
                [(f"/records/{v}", f"Version {i + 1}") for i, v in enumerate(versions)]
            )
            for i, v in enumerate(versions):
                pages[f"/records/{v}"] = EDNA.page(
                    f"{title} (v{i + 1})", f"<h1>{escape(title)}</h1><p>Version {i + 1}</p>"
                )
            side += f'<h3>Communities</h3><a href="{EDNA_COMMUNITY}">Freshwater eDNA</a>'
        kw = " ".join(f'<a class="kw" href="/search?q=keywords:{k}">{k}</a>' for k in keywords)
        pages[base] = EDNA.page(
            title,
            f"""<div class="record"><h1>{escape(title)}</h1><p class="doi">DOI 10.80476/seqdepot.{rid}</p>
<p>Metabarcoding reads and sample sheet. {kw}</p><h2>Files</h2>{flist}
<aside><h3>Export</h3>{ul(exports)}{side}</aside></div>""",
            share=EDNA.url(base),
        )
    return [build(EDNA, pages)]


def _edna_truth(rid: str) -> set[str]:
    _t, files, versions, _k = EDNA_RECS[rid]
    base = EDNA.url(f"/records/{rid}")
    t = {base} | {f"{base}/files/{f}?download=1" for f in files}
    t |= {f"{base}/export/{x}" for x in ("bibtex", "datacite-xml", "json-ld")}
    return t | {EDNA.url(f"/records/{v}") for v in versions}


# ---------------------------------------------------------------- citizen-science project sites
HUB = EcoPortal(
    host="hub.swiftwatch.hx76.example",
    name="SwiftWatch",
    menu=[("/", "All projects"), ("/join", "Join"), ("/blog", "Blog")],
    footer=[("/privacy", "Privacy"), ("/about", "About")],
    banner=banner(),
    analytics=tracker("swiftwatch"),
)
CITSCI = {
    "garden-moths": (
        "Garden Moth Night",
        {"/method": "How to take part", "/results": "Results"},
        ["records-2022.csv", "records-2023.csv"],
        2,
    ),
    "swift-nest-census": (
        "Swift Nest Census",
        {
            "/method": "Method",
            "/results/2021": "Results 2021",
            "/results/2022": "Results 2022",
            "/results/2023": "Results 2023",
            "/data-paper": "Data paper",
        },
        [
            "nests-2019.csv",
            "nests-2020.csv",
            "nests-2021.csv",
            "nests-2022.csv",
            "nests-2023.csv",
            "volunteers-anonymised.csv",
        ],
        3,
    ),
}


def _project_page(host: str, name: str, title: str, main: str, nav: dict[str, str]) -> str:
    # The project site's own menu is relative; account, search and legal links go to the hub.
    menu = "".join(
        f'<a href="{p}">{escape(t)}</a> '
        for p, t in [("/", "Overview"), *nav.items(), ("/exports/", "Downloads")]
    )
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)} - {escape(name)}</title>
<script src="http://{HUB.host}/static/site.js"></script>{tracker("swiftwatch")}</head><body>
<header><a href="http://{HUB.host}/"><img src="http://{HUB.host}/static/logo.png" alt="SwiftWatch"></a>
<nav>{menu}</nav><a href="http://{HUB.host}/login">Log in</a></header>
<main>{main}</main><footer><a href="http://{HUB.host}/privacy">Privacy</a> · <a href="http://{HUB.host}/about">About SwiftWatch</a></footer>
</body></html>"""


def citsci_sites() -> list[Site]:
    sites = []
    home = "<h1>Projects</h1>" + ul(
        [(f"http://{slug}.swiftwatch.hx76.example/", n) for slug, (n, *_r) in CITSCI.items()]
    )
    hub = build(HUB, {"/": HUB.page("SwiftWatch", home, raw_title=True)})
    sites.append(hub)
    for slug, (name, nav, exports, per_page) in CITSCI.items():
        host = f"{slug}.swiftwatch.hx76.example"
        site = Site(host)
        for path, t in nav.items():
            extra = ""
            if path == "/data-paper":
                extra = '<p>Read it in <a href="http://journal.ecodatapapers.hx76.example/articles/edp.2024.003">Ecological Data Papers</a>.</p>'
            site.add(
                path,
                _project_page(
                    host, name, t, f"<h1>{escape(t)}</h1><p>{escape(name)}.</p>{extra}", nav
                ),
            )
        chunks = [exports[i : i + per_page] for i in range(0, len(exports), per_page)]
        for p, chunk in enumerate(chunks):
            pager = " ".join(
                f'<a href="/exports/{f"?page={k + 1}" if k else ""}">{k + 1}</a>'
                for k in range(len(chunks))
            )
            site.add(
                "/exports/" + (f"?page={p + 1}" if p else ""),
                _project_page(
                    host,
                    name,
                    "Downloads",
                    "<h1>Downloads</h1>"
                    + ul([(f"/exports/{f}", f) for f in chunk])
                    + (f"<p>{pager}</p>" if len(chunks) > 1 else ""),
                    nav,
                ),
            )
            for f in chunk:
                site.add(f"/exports/{f}", data(csv("date,lat,lon,count", 5, len(f)), "text/csv"))
        site.add(
            "/",
            _project_page(
                host,
                name,
                "Overview",
                f"<h1>{escape(name)}</h1><p>A SwiftWatch volunteer survey.</p>"
                f'<p><a href="/exports/">Download the data</a></p>',
                nav,
            ),
        )
        sites.append(site)
    return sites


def _citsci_truth(slug: str) -> set[str]:
    _n, nav, exports, per_page = CITSCI[slug]
    origin = f"http://{slug}.swiftwatch.hx76.example"
    t = {origin + "/", origin + "/exports/"} | {origin + p for p in nav}
    t |= {
        origin + f"/exports/?page={p + 1}"
        for p in range(1, (len(exports) + per_page - 1) // per_page)
    }
    return t | {origin + f"/exports/{f}" for f in exports}


# ---------------------------------------------------------------- data-paper journal
EDP = EcoPortal(
    host="journal.ecodatapapers.hx76.example",
    name="Ecological Data Papers",
    menu=[
        ("/", "Home"),
        ("/issues/current", "Current issue"),
        ("/submit", "Submit"),
        ("/about", "About"),
    ],
    footer=[("/privacy", "Privacy"), ("/editorial-board", "Editorial board"), ("/rss", "RSS")],
    home_main="<h1>Latest data papers</h1>" + ul([("/articles/edp.2024.003", "Swift Nest Census")]),
    banner=banner(),
    analytics=tracker("ecodatapapers"),
)
EDP_ARTS = {
    "edp.2024.003": (
        "Swift Nest Census: five years of volunteer nest counts",
        ["S1_nest_sites.csv"],
        False,
    ),
    "edp.2024.011": (
        "A trait database for ground beetles of upland Britain",
        ["S1_traits.csv", "S2_sources.csv", "S3_protocol.pdf", "S4_r_scripts.zip"],
        True,
    ),
}


def edp_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/subjects/ecology": EDP.page("Ecology", "<h1>Ecology</h1>")
    }
    for aid, (title, supps, revised) in EDP_ARTS.items():
        base = f"/articles/{aid}"
        own = [
            (f"{base}/pdf", "PDF"),
            (f"{base}/jats.xml", "JATS XML"),
            (f"{base}/cite.ris", "Citation (RIS)"),
        ]
        pages[f"{base}/pdf"] = Response.data(pdf(title, ["Data paper"]), "application/pdf")
        pages[f"{base}/jats.xml"] = data(
            f"<article><title>{title}</title></article>", "application/xml"
        )
        pages[f"{base}/cite.ris"] = data(
            f"TY  - JOUR\nTI  - {title}\nER  - \n", "application/x-research-info-systems"
        )
        for s in supps:
            pages[f"{base}/suppl/{s}"] = data(f"{aid} {s}\n", "application/octet-stream")
        extra = ""
        if revised:
            own += [
                (f"{base}/v1", "Version 1 (submitted)"),
                (f"{base}/reviews", "Peer review reports"),
            ]
            pages[f"{base}/v1"] = EDP.page(
                f"{title} (v1)", f"<h1>{escape(title)}</h1><p>Version 1.</p>"
            )
            pages[f"{base}/reviews"] = EDP.page("Peer review", "<h1>Peer review reports</h1>")
            extra = '<p>Subject: <a href="/subjects/ecology">Ecology</a></p>'
        pages[base] = EDP.page(
            title,
            f"""<article><h1>{escape(title)}</h1><p class="authors">R. Volunteer, S. Curator</p>
<section class="abstract"><h2>Abstract</h2><p>We describe the dataset and its collection.</p></section>
<div class="article-tools">{ul(own)}</div><h2>Supplementary material</h2>
{ul([(f"{base}/suppl/{s}", s) for s in supps])}{extra}</article>""",
            share=EDP.url(base),
        )
    return [build(EDP, pages)]


def _edp_truth(aid: str) -> set[str]:
    _t, supps, revised = EDP_ARTS[aid]
    base = EDP.url(f"/articles/{aid}")
    t = {base, base + "/pdf", base + "/jats.xml", base + "/cite.ris"} | {
        f"{base}/suppl/{s}" for s in supps
    }
    return t | ({base + "/v1", base + "/reviews"} if revised else set())


# ---------------------------------------------------------------- naturalist field blog
BLOG = EcoPortal(
    host="notes.hedgerowfieldbook.hx76.example",
    name="The Hedgerow Fieldbook",
    menu=[
        ("/", "Home"),
        ("/about/", "About"),
        ("/category/birds/", "Birds"),
        ("/category/moths/", "Moths"),
    ],
    footer=[("/feed/", "RSS"), ("/privacy/", "Privacy")],
    title_format="{title} – {name}",
    banner=banner("/privacy/"),
    analytics=tracker("hedgerowfieldbook"),
)
POSTS = {
    "/2023/05/14/first-nightingale-of-the-season/": ("First nightingale of the season", 0),
    "/2023/08/02/moth-trap-totals-and-a-data-export/": ("Moth trap totals and a data export", 4),
}


def blog_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/author/hedgerow-ann/": BLOG.page("Ann", "<h1>Posts by Ann</h1>")
    }
    paths = list(POSTS)
    for i, (path, (title, imgs)) in enumerate(POSTS.items()):
        nxt = paths[(i + 1) % len(paths)]
        gallery = "".join(
            f'<img src="/wp-content/uploads/2023/08/trap-{k}.png" alt="trap {k}">'
            for k in range(imgs)
        )
        for k in range(imgs):
            pages[f"/wp-content/uploads/2023/08/trap-{k}.png"] = Response.data(
                png(6, 6), "image/png"
            )
        extra = ""
        if imgs:
            extra = (
                '<p>The totals are in the <a href="http://garden-moths.swiftwatch.hx76.example/exports/">Garden Moth Night downloads</a>'
                ' and on <a href="/tag/light-trap/">light-trap</a> and <a href="/tag/data/">data</a> posts.</p>'
                '<section class="comments"><h3>2 comments</h3><p>Lovely catch! <a href="#respond">Reply</a></p></section>'
            )
            pages["/tag/light-trap/"] = BLOG.page("light-trap", "<h1>Tag: light-trap</h1>")
            pages["/tag/data/"] = BLOG.page("data", "<h1>Tag: data</h1>")
        pages[path] = BLOG.page(
            title,
            f"""<article class="post"><h1 class="entry-title">{escape(title)}</h1>
<p class="byline">by <a href="/author/hedgerow-ann/">Ann</a></p><div class="entry-content">
<p>Notes from the hedgerow transect this week.</p>{gallery}{extra}</div>
<nav class="post-nav"><a href="{nxt}" rel="next">{escape(POSTS[nxt][0])}</a></nav></article>""",
            share=BLOG.url(path),
        )
    return [build(BLOG, pages)]


# ---------------------------------------------------------------- field-station newsletter
NEWS = EcoPortal(
    host="news.marshstation.hx76.example",
    name="Marsh Field Station",
    menu=[
        ("/", "Home"),
        ("/news/", "News"),
        ("/research/", "Research"),
        ("/visit/", "Visit"),
        ("/data/", "Data"),
    ],
    footer=[
        ("/contact/", "Contact"),
        ("/privacy", "Privacy"),
        ("/accessibility/", "Accessibility"),
    ],
    title_format="{title} | {name}",
    banner=banner(),
    analytics=tracker("marshstation"),
)
NEWS_ITEMS = {
    "/news/2024/booming-bitterns-counted/": ("Booming bitterns counted on the reedbed", False),
    "/news/2024/new-flux-tower-data-online/": ("New flux tower data online", True),
}


def news_sites() -> list[Site]:
    pages: dict[str, str | Response] = {
        "/news/?page=2": NEWS.page("News", "<h1>News (page 2)</h1>"),
        "/events/open-day-2024/": NEWS.page("Open day", "<h1>Open day</h1>"),
        "/data/flux-tower/": NEWS.page("Flux tower data", "<h1>Flux tower data</h1>"),
    }
    for path, (title, rich) in NEWS_ITEMS.items():
        extra = ""
        if rich:
            extra = (
                '<figure><img src="/media/flux-tower.png" alt="tower"><figcaption>The tower.</figcaption></figure>'
                '<p>Browse the <a href="/data/flux-tower/">flux tower data</a>, or meet the team at our '
                '<a href="/events/open-day-2024/">open day</a>.</p><aside><h2>More news</h2>'
                + ul([(p, t) for p, (t, _r) in NEWS_ITEMS.items() if p != path])
                + '<a href="/news/?page=2">Older news</a></aside>'
            )
        pages[path] = NEWS.page(
            title,
            f"""<article><h1>{escape(title)}</h1><time>2024-04-18</time>
<p>Station staff report on this season's monitoring.</p>{extra}</article>""",
            share=NEWS.url(path),
        )
    pages["/media/flux-tower.png"] = Response.data(png(10, 10), "image/png")
    return [build(NEWS, pages)]


# ---------------------------------------------------------------- cases
_BIT, _FLUX = list(NEWS_ITEMS)
_NIGHT, _MOTH = list(POSTS)

CASES: list[Case] = [
    # Zenodo-like deposit: landing page plus files and exports one hop away, amid chrome
    # that the homepage and the 404 page also carry: the seed's Zenodo row, Single Page+
    # with Ignored URIs.
    case(
        "edna-newt-ponds",
        "eDNA deposit repository (record with three files)",
        "dataset",
        "single_page_plus_ignored",
        EDNA.url("/records/77120"),
        _edna_truth("77120"),
        edna_sites,
    ),
    # Harder: seven files, three exports, two earlier version records, keyword and
    # community links: still one hop from the landing page, Single Page+ with Ignored URIs.
    case(
        "edna-severn-fish",
        "eDNA deposit repository (record with versions and keywords)",
        "dataset",
        "single_page_plus_ignored",
        EDNA.url("/records/90433"),
        _edna_truth("90433"),
        edna_sites,
        others={EDNA.url(EDNA_COMMUNITY)},
    ),
    # A citizen-science project gets its own subdomain whose whole site is the artifact,
    # the seed's Silk shape: Path-Based from the subdomain root.
    case(
        "citsci-garden-moths",
        "citizen-science project site (project subdomain with exports)",
        "dataset",
        "path_based",
        "http://garden-moths.swiftwatch.hx76.example/",
        _citsci_truth("garden-moths"),
        citsci_sites,
    ),
    # Harder: yearly results pages, paginated downloads, a data-paper page linking off-site:
    # Path-Based.
    case(
        "citsci-swift-nests",
        "citizen-science project site (yearly results and paginated downloads)",
        "dataset",
        "path_based",
        "http://swift-nest-census.swiftwatch.hx76.example/",
        _citsci_truth("swift-nest-census"),
        citsci_sites,
    ),
    # Data-paper journal: article page with PDF, XML, citation and supplements one hop
    # away, like the seed's bioRxiv/SSRN rows: Single Page+ with Ignored URIs.
    case(
        "edp-swift-census-paper",
        "data-paper journal (article with one supplement)",
        "paper",
        "single_page_plus_ignored",
        EDP.url("/articles/edp.2024.003"),
        _edp_truth("edp.2024.003"),
        edp_sites,
    ),
    # Harder: four supplements, the submitted version and review reports, a subject link:
    # Single Page+ with Ignored URIs.
    case(
        "edp-beetle-traits",
        "data-paper journal (revised article with supplements and reviews)",
        "paper",
        "single_page_plus_ignored",
        EDP.url("/articles/edp.2024.011"),
        _edp_truth("edp.2024.011"),
        edp_sites,
        others={EDP.url("/subjects/ecology")},
    ),
    # A blog post is a single artifact URI (the seed's many blog rows): Single Page.
    case(
        "blog-nightingale",
        "naturalist field blog (short post)",
        "blog_post",
        "single_page",
        BLOG.url(_NIGHT),
        {BLOG.url(_NIGHT)},
        blog_sites,
        others={BLOG.url(_MOTH)},
    ),
    # Harder: gallery, tags, comments, a link to a project's downloads: still Single Page.
    case(
        "blog-moth-totals",
        "naturalist field blog (post with gallery, tags and comments)",
        "blog_post",
        "single_page",
        BLOG.url(_MOTH),
        {BLOG.url(_MOTH)},
        blog_sites,
        others={BLOG.url(_NIGHT)},
    ),
    # Station news item: an article page, the seed's news/article rows: Single Page.
    case(
        "news-bitterns",
        "field-station newsletter (news item)",
        "article",
        "single_page",
        NEWS.url(_BIT),
        {NEWS.url(_BIT)},
        news_sites,
    ),
    # Harder: figure, related news, links to the station's data and events: Single Page.
    case(
        "news-flux-tower",
        "field-station newsletter (news item with figure and related items)",
        "article",
        "single_page",
        NEWS.url(_FLUX),
        {NEWS.url(_FLUX)},
        news_sites,
        others={NEWS.url(_BIT), NEWS.url("/data/flux-tower/")},
    ),
]
