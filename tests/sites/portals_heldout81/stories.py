"""heldout81 story portals: an NGO research blog, a foundation's podcast, a think tank's
commentary pages (all single-URI artifacts, the seed's blog-post shape: Single Page), a
data-story microsite per subdomain (the seed's Silk: Path-Based), an open-data hub of an
international organisation with dataset projects (GitLab-like: Path-Based) and a code
forge hosting working-paper replication packages with raw files and release assets on
other domains (GitHub-like: Path-Based with Externals).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import png
from keepnet.testweb.site import Response, Site
from sites.portals._portal import Case, case

from ._kit import Org, file_data, file_pdf, ul, xlsx

# --- NGO research blog (blog.fenwater.hx81.example) ----------------------------------------

FENWATER = Org(
    host="blog.fenwater.hx81.example",
    name="Fenwater Field Notes",
    menu=[
        ("/category/research/", "Research"),
        ("/category/field-stories/", "Field stories"),
        ("/about/", "About Fenwater"),
        ("/donate/", "Donate"),
    ],
    footer=[("/feed/", "RSS"), ("/privacy-policy/", "Privacy"), ("/contact/", "Contact")],
    title_fmt="{t} – {name}",
)
B1 = "/2024/04/17/groundwater-audits-in-rajasthan/"
B2 = "/2023/09/05/what-village-water-committees-taught-us-part-3/"


def _post(title: str, body: str, tags: list[str], extra: str) -> str:
    tag_links = " ".join(f'<a rel="tag" href="/tag/{t}/">{t.replace("-", " ")}</a>' for t in tags)
    return FENWATER.page(
        title,
        f'<article class="post hentry"><h1 class="entry-title">{escape(title)}</h1>'
        '<p class="meta">Posted in <a href="/category/research/">Research</a> by '
        '<a href="/author/asha-meena/">Asha Meena</a></p>'
        f'<div class="entry-content">{body}</div><p class="tags">Tags: {tag_links}</p>'
        f"{extra}</article>",
    )


def fenwater_sites() -> list[Site]:
    b1 = _post(
        "Groundwater audits in Rajasthan",
        "<p>We walked 40 villages with their water committees.</p>"
        '<p>See our <a href="/2023/11/02/borewell-census-method/">borewell census method</a> '
        'and the state report at <a href="http://www.cgwb.test/reports/2023">CGWB</a>.</p>',
        ["groundwater", "rajasthan"],
        '<nav class="post-nav"><a rel="prev" href="/2024/03/28/drip-irrigation-myths/">Previous'
        '</a> <a rel="next" href="/2024/05/09/monsoon-forecasts-for-farmers/">Next</a></nav>',
    )
    comments = "".join(
        f'<li id="comment-{n}"><p>Comment {n}</p><a class="reply" '
        f'href="{B2}?replytocom={n}#respond">Reply</a></li>'
        for n in (311, 312, 318)
    )
    b2 = _post(
        "What village water committees taught us, part 3",
        "<p>The last part of our series on committees in three districts.</p>"
        '<figure><img src="/wp-content/uploads/2023/09/committee-chart.png" alt="chart"></figure>'
        '<p>Read <a href="/2023/08/14/what-village-water-committees-taught-us-part-1/">part 1</a>'
        ' and <a href="/2023/08/28/what-village-water-committees-taught-us-part-2/">part 2</a>.'
        '</p><p>Method note in our <a href="/2023/11/02/borewell-census-method/">census post</a>.',
        ["water-committees", "governance", "series"],
        '<aside class="related"><h3>Related posts</h3>'
        + ul(
            [
                ("/2024/04/17/groundwater-audits-in-rajasthan/", "Groundwater audits"),
                ("/2022/12/01/tanks-and-tankers/", "Tanks and tankers"),
            ]
        )
        + f'</aside><section id="comments"><ol>{comments}</ol>'
        f'<a href="{B2}comment-page-2/#comments">Older comments</a></section>'
        '<div class="author-bio"><a href="/author/asha-meena/">More by Asha Meena</a></div>',
    )
    chart = Response.data(png(60, 40, (20, 120, 90)), "image/png")
    site = FENWATER.site({B1: b1, B2: b2, "/wp-content/uploads/2023/09/committee-chart.png": chart})
    return [site]


# --- foundation podcast (podcast.quillfield.hx81.example) ----------------------------------

QUILLFIELD = Org(
    host="podcast.quillfield.hx81.example",
    name="Evidence Matters, a Quillfield Foundation podcast",
    menu=[("/episodes", "Episodes"), ("/hosts", "Hosts"), ("/subscribe", "Subscribe")],
    footer=[("/foundation", "The Foundation"), ("/legal", "Legal")],
    title_fmt="{t} | Evidence Matters",
    home_title="Evidence Matters",
)
Q1 = "/episodes/112-counting-the-uncounted"
Q2 = "/episodes/131-randomised-trials-in-humanitarian-settings"


def _episode(n: int, title: str, notes: list[tuple[str, str]], transcript: str, extra: str) -> str:
    return QUILLFIELD.page(
        f"{n}: {title}",
        f'<div class="episode"><h1>Episode {n}: {escape(title)}</h1>'
        f'<audio controls preload="none"><source src="/cdn/audio/ep{n}.mp3" '
        'type="audio/mpeg"></audio>'
        f"<h2>Show notes</h2>{ul(notes, 'notes')}"
        f"<details open><summary>Transcript</summary>{transcript}</details>{extra}"
        '<p class="listen">Listen on <a href="http://podcasts.apple.test/evidence-matters">'
        'Apple Podcasts</a> or <a href="http://open.spotify.test/show/em">Spotify</a></p></div>',
    )


def quillfield_sites() -> list[Site]:
    e1 = _episode(
        112,
        "Counting the uncounted",
        [("http://www.census-unit.test/undercount-2020", "The undercount study")],
        "<p>HOST: Welcome back. GUEST: Thank you for having me.</p>",
        '<p><a href="/episodes/111-survey-fatigue">Previous episode</a></p>',
    )
    e2 = _episode(
        131,
        "Randomised trials in humanitarian settings",
        [
            ("http://www.trials-registry.test/HUM-2021-004", "Trial registration"),
            ("/episodes/98-ethics-of-experiments", "Our earlier episode on ethics"),
            ("/guests/dr-lena-haroun", "Guest: Dr Lena Haroun"),
        ],
        "<h3>00:00 Introduction</h3><p>HOST: Today we ask whether trials belong in crises.</p>"
        "<h3>12:40 Consent</h3><p>GUEST: Consent is the first question.</p>"
        "<h3>31:05 What next</h3><p>HOST: Thank you.</p>",
        '<nav><a href="/episodes/130-cash-or-kind">Previous</a> '
        '<a href="/episodes/132-measuring-resilience">Next</a></nav>'
        '<section class="comments"><a href="/account/sign-in">Sign in to comment</a></section>',
    )
    pages = {Q1: e1, Q2: e2}
    for n in (112, 131):
        pages[f"/cdn/audio/ep{n}.mp3"] = file_data(b"ID3\x03" + bytes(64), "audio/mpeg")
    return [QUILLFIELD.site(pages)]


# --- think-tank commentary (insights.astrelle.hx81.example) ---------------------------------

ASTRELLE = Org(
    host="insights.astrelle.hx81.example",
    name="Astrelle Council on Global Affairs",
    menu=[
        ("/insights", "Insights"),
        ("/programmes", "Programmes"),
        ("/people", "People"),
        ("/support-us", "Support us"),
    ],
    topics=[("/insights?region=black-sea", "Black Sea"), ("/insights?region=sahel", "Sahel")],
    footer=[("/press", "Press"), ("/privacy", "Privacy"), ("/terms", "Terms")],
    title_fmt="{t} | Astrelle",
)
A1 = "/insights/commentary/2024/why-grain-corridors-matter"
A2 = "/insights/commentary/2023/the-sahel-after-the-withdrawal"


def astrelle_sites() -> list[Site]:
    a1 = ASTRELLE.page(
        "Why grain corridors matter",
        '<article class="commentary"><p class="kicker">Commentary</p>'
        "<h1>Why grain corridors matter</h1>"
        '<p class="author">By <a href="/people/tomas-varga">Tomas Varga</a></p>'
        "<p>Shipping through the Black Sea shapes bread prices in Cairo.</p></article>",
    )
    fns = "".join(
        f'<li id="fn{i}"><a href="{h}">{escape(t)}</a></li>'
        for i, (h, t) in enumerate(
            [
                ("/research/reports/sahel-security-outlook-2022", "Sahel security outlook"),
                ("http://www.un-docs.test/S/2023/512", "UN document S/2023/512"),
                ("/insights/commentary/2021/mali-transition", "Earlier commentary on Mali"),
            ],
            1,
        )
    )
    a2 = ASTRELLE.page(
        "The Sahel after the withdrawal",
        '<article class="commentary long-read"><p class="kicker">Expert comment</p>'
        "<h1>The Sahel after the withdrawal</h1>"
        '<p class="author">By <a href="/people/awa-diallo">Awa Diallo</a> and '
        '<a href="/people/jonas-brandt">Jonas Brandt</a></p>'
        "<p>The departure of the mission leaves three gaps.<sup><a href='#fn1'>1</a></sup></p>"
        "<p>Regional bodies have not filled them.<sup><a href='#fn2'>2</a></sup></p>"
        f'<ol class="footnotes">{fns}</ol>'
        '<aside class="newsletter"><a href="/newsletter/signup?source=commentary">Get our '
        "weekly briefing</a></aside>"
        '<aside class="more">'
        + ul(
            [
                ("/programmes/africa", "Africa programme"),
                (
                    "/insights/commentary/2024/why-grain-corridors-matter",
                    "Why grain corridors matter",
                ),
            ]
        )
        + "</aside></article>",
    )
    return [ASTRELLE.site({A1: a1, A2: a2})]


# --- data-story microsites, one subdomain per story (*.aquilaviz.hx81.example) -------------

AQUILA = Org(
    host="www.aquilaviz.hx81.example",
    name="Aquila Data Stories",
    menu=[("/stories", "Stories"), ("/data", "Open data"), ("/about", "About")],
    footer=[("/privacy", "Privacy"), ("/contact", "Contact")],
    featured=[
        ("http://shrinking-lakes.aquilaviz.hx81.example/", "Shrinking lakes"),
        ("http://urban-heat.aquilaviz.hx81.example/", "Urban heat"),
    ],
)


def _story_page(host: str, story: str, title: str, main: str, nav: list[tuple[str, str]]) -> str:
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>{escape(title)}</title><link rel="stylesheet" href="/story.css">
<script src="/bundle.js" defer></script></head><body class="scrolly">
<header><a href="http://www.aquilaviz.hx81.example/">Aquila Data Stories</a> /
<a href="/">{escape(story)}</a></header><nav class="chapters">{ul(nav)}</nav>
<main>{main}</main><footer><a href="http://www.aquilaviz.hx81.example/about">About Aquila</a>
<a href="http://www.aquilaviz.hx81.example/privacy">Privacy</a></footer></body></html>"""


def _story_site(
    host: str, story: str, chapters: list[tuple[str, str]], downloads: dict[str, str]
) -> tuple[Site, list[str]]:
    site = Site(host)
    site.add("/story.css", Response.data(b"main{max-width:70ch}", "text/css"))
    site.add("/bundle.js", Response.data(b"/* d3 bundle */", "text/javascript"))
    nav = [
        ("/", "Overview"),
        *chapters,
        ("/methodology/", "Methodology"),
        ("/downloads/", "Download the data"),
    ]
    site.add("/", _story_page(host, story, story, f"<h1>{escape(story)}</h1>", nav))
    for path, name in chapters:
        chart = path.strip("/").replace("/", "-")
        site.add(
            path,
            _story_page(
                host,
                story,
                f"{name} - {story}",
                f'<h1>{escape(name)}</h1><div class="chart" data-src="/data/{chart}.json"></div>'
                f'<a href="/data/{chart}.json">Chart data</a>',
                nav,
            ),
        )
        site.add(f"/data/{chart}.json", file_data('{"series": []}', "application/json"))
    site.add(
        "/methodology/",
        _story_page(
            host,
            story,
            f"Methodology - {story}",
            "<h1>How we did it</h1><p>Sources: "
            '<a href="http://www.climate-reanalysis.test/era5">ERA5 reanalysis</a>.</p>',
            nav,
        ),
    )
    site.add(
        "/downloads/",
        _story_page(
            host, story, f"Data - {story}", "<h1>Data</h1>" + ul(list(downloads.items())), nav
        ),
    )
    for p in downloads:
        site.add(p, xlsx(story) if p.endswith(".xlsx") else file_data("year,value\n", "text/csv"))
    urls = sorted(site.url(p) for p in site.pages if not p.endswith((".css", ".js")))
    return site, urls


def aquila_sites() -> list[Site]:
    lakes, _ = _story_site(
        "shrinking-lakes.aquilaviz.hx81.example",
        "Shrinking lakes",
        [],
        {"/downloads/lake-levels-1990-2023.csv": "Lake levels (CSV)"},
    )
    heat, _ = _story_site(
        "urban-heat.aquilaviz.hx81.example",
        "Urban heat",
        [
            ("/chapter/1-hot-nights/", "Hot nights"),
            ("/chapter/2-who-is-exposed/", "Who is exposed"),
            ("/chapter/3-trees-and-roofs/", "Trees and roofs"),
            ("/chapter/4-what-cities-do/", "What cities do"),
        ],
        {
            "/downloads/heat-index-by-city.csv": "Heat index by city (CSV)",
            "/downloads/heat-index-by-city.xlsx": "Heat index by city (XLSX)",
            "/downloads/tree-cover-2022.csv": "Tree cover (CSV)",
        },
    )
    main = AQUILA.site(
        {"/stories": AQUILA.page("Stories", "<h1>Stories</h1>" + ul(AQUILA.featured))}
    )
    return [main, lakes, heat]


# --- open-data hub of an international organisation (data.norlund.hx81.example) -----------

NORLUND = Org(
    host="data.norlund.hx81.example",
    name="Norlund Development Data Hub",
    menu=[("/explore", "Explore"), ("/organisations", "Organisations"), ("/help", "Help")],
    footer=[("/api-docs", "API"), ("/terms", "Terms"), ("/status", "Status")],
    title_fmt="{t} · {name}",
)
N1 = "/datasets/norlund-stats/household-energy-survey-2021/"
N2 = "/datasets/norlund-stats/subnational-poverty-maps/"


def _project(base: str, title: str, tabs: dict[str, str], star: bool = True) -> dict[str, str]:
    """A dataset project: its tab bar on every page; `tabs` maps sub-paths to their main."""
    tab_paths = [p for p in tabs if p.endswith("/") and p.count("/") == 1]
    bar = ul([(base, "Overview")] + [(base + p, p.strip("/").title()) for p in tab_paths], "tabs")
    head = (
        f'<div class="project-head"><h1>{escape(title)}</h1><p>Owner: '
        '<a href="/organisations/norlund-stats">Norlund Statistics Office</a></p>'
        f'<form method="post" action="{base}star"><button>Star</button></form></div>{bar}'
    )
    pages = {base + p: NORLUND.page(f"{title} {p}", head + m) for p, m in tabs.items()}
    return pages


def norlund_sites() -> list[Site]:
    t1, t2 = "Household energy survey 2021", "Subnational poverty maps"
    p1 = _project(
        N1,
        t1,
        {
            "": f'<p>Nationally representative survey.</p><a href="{N1}files/">Browse files</a>',
            "files/": ul(
                [
                    (N1 + "files/hes2021-households.csv", "hes2021-households.csv"),
                    (N1 + "files/questionnaire.pdf", "questionnaire.pdf"),
                ]
            ),
            "changelog/": "<p>v1.0 initial release.</p>",
        },
    )
    p2 = _project(
        N2,
        t2,
        {
            "": f'<p>Small-area estimates.</p><a href="{N2}versions/">All versions</a>',
            "files/": ul(
                [
                    (N2 + "files/poverty-admin2.geojson", "poverty-admin2.geojson"),
                    (N2 + "files/poverty-admin2.csv", "poverty-admin2.csv"),
                    (N2 + "files/methodology-note.pdf", "methodology-note.pdf"),
                ]
            ),
            "versions/": ul(
                [(N2 + "versions/v2.0/", "v2.0 (current)"), (N2 + "versions/v1.1/", "v1.1")]
            ),
            "versions/v2.0/": ul([(N2 + "files/poverty-admin2.csv", "poverty-admin2.csv")]),
            "versions/v1.1/": ul(
                [(N2 + "versions/v1.1/files/poverty-admin2-v1.1.csv", "poverty-admin2-v1.1.csv")]
            ),
            "issues/": ul(
                [
                    (N2 + "issues/7", "#7 Missing district codes"),
                    (N2 + "issues/4", "#4 CRS of geojson"),
                ]
            )
            + f'<a href="{N2}issues/?page=2">Next page</a>',
            "issues/?page=2": ul([(N2 + "issues/1", "#1 Licence question")]),
            "issues/7": "<p>Fixed in v2.0.</p>",
            "issues/4": "<p>EPSG:4326.</p>",
            "issues/1": "<p>CC BY 4.0.</p>",
        },
    )
    pages: dict[str, str | Response] = {**p1, **p2}
    for base, t, files in (
        (N1, t1, ["files/hes2021-households.csv", "files/questionnaire.pdf"]),
        (
            N2,
            t2,
            [
                "files/poverty-admin2.geojson",
                "files/poverty-admin2.csv",
                "files/methodology-note.pdf",
                "versions/v1.1/files/poverty-admin2-v1.1.csv",
            ],
        ),
    ):
        for f in files:
            ext = f.rsplit(".", 1)[1]
            pages[base + f] = (
                file_pdf(t, f)
                if ext == "pdf"
                else file_data(
                    "id,value\n", {"csv": "text/csv", "geojson": "application/geo+json"}[ext]
                )
            )
    return [NORLUND.site(pages)]


# --- code forge with replication packages (code.hearthmoor.hx81.example) -------------------

FORGE = Org(
    host="code.hearthmoor.hx81.example",
    name="Hearthmoor Code",
    menu=[("/explore", "Explore"), ("/pricing", "Pricing"), ("/docs", "Docs")],
    footer=[("/site/terms", "Terms"), ("/site/privacy", "Privacy"), ("/site/status", "Status")],
    title_fmt="{t}",
    social=False,
)
RAW = "raw.hearthmoorcontent.hx81.example"
ASSETS = "objects.hearthmoorassets.hx81.example"
R1 = "/ofp-econ/wp-2023-17-replication/"
R2 = "/ofp-econ/fiscal-rules-dataset/"


def _repo(
    base: str, title: str, files: list[str], releases: dict[str, list[str]], extra: dict[str, str]
) -> tuple[dict[str, str], dict[str, bytes], dict[str, bytes]]:
    """Pages of one repository, and its raw files and release assets on the other hosts."""
    owner_repo = base.strip("/")
    tabs = ul([(base, "Code"), (base + "issues", "Issues"), (base + "releases", "Releases")])
    head = f'<h1><a href="/{owner_repo.split("/")[0]}">{owner_repo.split("/")[0]}</a> / {escape(title)}</h1>{tabs}'

    def pg(t: str, main: str) -> str:
        return FORGE.page(f"{t} · {owner_repo}", head + main)

    pages = {
        base: pg(
            owner_repo,
            ul([(f"{base}blob/main/{f}", f) for f in files])
            + '<div class="readme">Replication files.</div>',
        )
    }
    raws: dict[str, bytes] = {}
    for f in files:
        raw = f"/{owner_repo}/main/{f}"
        raws[raw] = f"* {f}\n".encode()
        pages[f"{base}blob/main/{f}"] = pg(f, f'<pre>...</pre><a href="http://{RAW}{raw}">Raw</a>')
    pages[base + "issues"] = pg("Issues", "<p>No open issues.</p>")
    assets: dict[str, bytes] = {}
    rel_list = []
    for tag, names in releases.items():
        links = []
        for n in names:
            ap = f"/{owner_repo}/releases/{tag}/{n}"
            assets[ap] = b"PK\x03\x04" + n.encode()
            links.append((f"http://{ASSETS}{ap}", n))
        pages[f"{base}releases/tag/{tag}"] = pg(tag, ul(links))
        rel_list.append((f"{base}releases/tag/{tag}", tag))
    pages[base + "releases"] = pg("Releases", ul(rel_list))
    pages.update({base + k: pg(k, v) for k, v in extra.items()})
    return pages, raws, assets


def forge_sites() -> list[Site]:
    p1, r1, a1 = _repo(
        R1,
        "wp-2023-17-replication",
        ["README.md", "analysis/main.do"],
        {"v1.0": ["replication-package.zip"]},
        {},
    )
    p2, r2, a2 = _repo(
        R2,
        "fiscal-rules-dataset",
        ["README.md", "data/fiscal_rules.csv", "code/build.R", "codebook.md"],
        {"v2.1": ["fiscal-rules-v2.1.zip", "codebook-v2.1.pdf"], "v2.0": ["fiscal-rules-v2.0.zip"]},
        {
            "commits/main": ul(
                [(R2 + "commit/9f3ac01", "Fix Chile 2019"), (R2 + "commit/77be2d4", "Add 2022")]
            )
            + f'<a href="{R2}commits/main?page=2">Older</a>',
            "commits/main?page=2": ul([(R2 + "commit/1a0c3e9", "Initial import")]),
            "commit/9f3ac01": "<pre>diff</pre>",
            "commit/77be2d4": "<pre>diff</pre>",
            "commit/1a0c3e9": "<pre>diff</pre>",
        },
    )
    p2[R2] = p2[R2].replace(
        '<div class="readme">', f'<a href="{R2}commits/main">History</a><div class="readme">'
    )
    forge = FORGE.site({**p1, **p2})
    raw, assets = Site(RAW), Site(ASSETS)
    for path, body in {**r1, **r2}.items():
        raw.add(path, Response.data(body, "text/plain; charset=utf-8"))
    for path, body in {**a1, **a2}.items():
        assets.add(path, Response.data(body, "application/zip"))
    return [forge, raw, assets]


def _host_urls(host: str) -> list[str]:
    sites = {s.host: s for s in (*aquila_sites(), *norlund_sites(), *forge_sites())}
    return [sites[host].url(p) for p in sites[host].pages]


def _under(host: str, base: str) -> list[str]:
    """Every page the built portal serves under `base` (the path-based truth)."""
    return sorted(
        u
        for u in _host_urls(host)
        if u.startswith(f"http://{host}{base}") and not u.endswith((".css", ".js"))
    )


def _forge_truth(base: str) -> list[str]:
    owner_repo = base.strip("/")
    others = [u for h in (RAW, ASSETS) for u in _host_urls(h) if f"/{owner_repo}/" in u]
    return _under(FORGE.host, base) + others


CASES: list[Case] = [
    # A research blog post is one URI (the seed's blog rows): Single Page.
    case(
        "fenwater-groundwater",
        "NGO research blog (field post)",
        "single_uri",
        "single_page",
        FENWATER.url(B1),
        [FENWATER.url(B1)],
        fenwater_sites,
    ),
    # Harder: part 3 of a series, comments with reply links, older-comments page, related
    # posts, tags and author links; still the post alone.
    case(
        "fenwater-committees",
        "NGO research blog (series post with comments)",
        "single_uri",
        "single_page",
        FENWATER.url(B2),
        [FENWATER.url(B2)],
        fenwater_sites,
        others=[FENWATER.url("/2023/08/14/what-village-water-committees-taught-us-part-1/")],
    ),
    # A podcast episode with embedded audio and inline transcript (the seed's Story
    # Collider audio row): Single Page.
    case(
        "quillfield-uncounted",
        "foundation podcast (episode with transcript)",
        "single_uri",
        "single_page",
        QUILLFIELD.url(Q1),
        [QUILLFIELD.url(Q1)],
        quillfield_sites,
    ),
    # Harder: chaptered transcript, guest page, earlier episode, prev/next and comments.
    case(
        "quillfield-trials",
        "foundation podcast (chaptered episode with guest links)",
        "single_uri",
        "single_page",
        QUILLFIELD.url(Q2),
        [QUILLFIELD.url(Q2)],
        quillfield_sites,
        others=[QUILLFIELD.url("/episodes/98-ethics-of-experiments")],
    ),
    # A commentary is an article (the seed's The Conversation row): Single Page.
    case(
        "astrelle-grain",
        "think-tank commentary (short comment)",
        "single_uri",
        "single_page",
        ASTRELLE.url(A1),
        [ASTRELLE.url(A1)],
        astrelle_sites,
    ),
    # Harder: two authors, footnotes to the org's own reports, newsletter and more links.
    case(
        "astrelle-sahel",
        "think-tank commentary (footnoted long read)",
        "single_uri",
        "single_page",
        ASTRELLE.url(A2),
        [ASTRELLE.url(A2)],
        astrelle_sites,
        others=[ASTRELLE.url("/research/reports/sahel-security-outlook-2022")],
    ),
    # A data story is a whole subdomain (the seed's Silk): Path-Based from "/".
    case(
        "aquila-lakes",
        "data-story microsite (single-page story with CSV)",
        "multi_hop",
        "path_based",
        "http://shrinking-lakes.aquilaviz.hx81.example/",
        _under("shrinking-lakes.aquilaviz.hx81.example", "/"),
        aquila_sites,
    ),
    # Harder: four chapters each with chart data, three downloads, methodology.
    case(
        "aquila-heat",
        "data-story microsite (four chapters, three downloads)",
        "multi_hop",
        "path_based",
        "http://urban-heat.aquilaviz.hx81.example/",
        _under("urban-heat.aquilaviz.hx81.example", "/"),
        aquila_sites,
    ),
    # A dataset project on a GitLab-like hub: every part lies under the project path.
    case(
        "norlund-energy",
        "open-data hub (dataset project)",
        "multi_hop",
        "path_based",
        NORLUND.url(N1),
        _under(NORLUND.host, N1),
        norlund_sites,
    ),
    # Harder: versions with their own files, paginated issues.
    case(
        "norlund-poverty",
        "open-data hub (versioned dataset with issues)",
        "multi_hop",
        "path_based",
        NORLUND.url(N2),
        _under(NORLUND.host, N2),
        norlund_sites,
    ),
    # A replication repository, raw files and release assets on other domains (the seed's
    # GitHub row): Path-Based with Externals.
    case(
        "forge-wp17",
        "code forge (replication package)",
        "multi_hop",
        "path_based_externals",
        FORGE.url(R1),
        _forge_truth(R1),
        forge_sites,
    ),
    # Harder: more files, two releases with several assets, paginated commit history.
    case(
        "forge-fiscal-rules",
        "code forge (dataset repository with releases)",
        "multi_hop",
        "path_based_externals",
        FORGE.url(R2),
        _forge_truth(R2),
        forge_sites,
    ),
]
