"""Single pages and whole-site studies: a survey methodology blog and a data archive's
research-briefing magazine (one artifact URI each, however many links surround it), and a
platform that gives each survey study its own subdomain microsite (the whole subdomain is
the artifact, as the seed says of Silk).
"""

from __future__ import annotations

from keepnet.testweb.site import PageValue, Site
from sites.portals._portal import case

from ._kit import Chrome, bare_site, csv_file, finish, pdf_file, text, ul

# --- survey methodology blog ----------------------------------------------------------------

BLOG = Chrome(
    host="blog.surveymethodsnotes.hx93.example",
    name="Survey Methods Notes",
    menu=[
        ("/", "Latest"),
        ("/category/weighting/", "Weighting"),
        ("/category/questionnaire-design/", "Questionnaire design"),
        ("/category/nonresponse/", "Nonresponse"),
        ("/about/", "About"),
    ],
    footer=[
        ("/feed/", "RSS"),
        ("/contributors/", "Contributors"),
        ("/comment-policy/", "Comment policy"),
        ("http://creativecommons.test/licenses/by/4.0/", "CC BY 4.0"),
    ],
    title_format="{title} - {name}",
)

POSTS = {
    "/2023/04/weighting-nonprobability-panels/": (
        "Weighting nonprobability panels: what raking cannot fix",
        ["/tag/raking/", "/tag/online-panels/"],
        [("/2023/03/calibration-primer/", "Previous: a calibration primer")],
        2,
    ),
    "/2024/01/cognitive-interviews-on-trust-items/": (
        "What cognitive interviews taught us about generalised trust items",
        ["/tag/cognitive-testing/", "/tag/trust/", "/tag/pretesting/", "/tag/translation/"],
        [
            ("/2023/11/probing-techniques/", "Previous: probing techniques"),
            ("/2024/02/showcards-and-scales/", "Next: showcards and scales"),
            ("/2022/06/the-trust-battery-revisited/", "Related: the trust battery revisited"),
            ("/2021/09/translation-review/", "Related: TRAPD translation review"),
        ],
        7,
    ),
}


def _blog_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for path, (title, tags, nav, comments) in POSTS.items():
        cs = "".join(
            f"<li id='comment-{i}'><a href='/author/reader{i}/'>reader{i}</a>: Thanks, useful. "
            f"<a href='{path}?replytocom={i}#respond'>Reply</a></li>"
            for i in range(1, comments + 1)
        )
        pages[path] = BLOG.record(
            title,
            f"<article><h1>{title}</h1><p class='byline'>By <a href='/author/jmaier/'>J. Maier</a> "
            "in <a href='/category/weighting/'>Weighting</a></p>"
            f"<img src='/static/logo.png' alt=''><p>Long text about {title.lower()}, citing "
            "<a href='http://journal.poq.test/article/10.80093/poq.2211'>a POQ article</a>.</p>"
            "<p>Tags: " + " ".join(f"<a href='{t}'>{t.split('/')[2]}</a>" for t in tags) + "</p>"
            "</article>" + ul(nav, "post-nav") + f"<section id='comments'><ol>{cs}</ol>"
            "<form action='/wp-comments-post.php' method='post'><textarea name='comment'></textarea>"
            "</form></section>",
            share=BLOG.url(path),
        )
        for p, t in nav:
            pages.setdefault(p, BLOG.record(t.split(": ", 1)[1], f"<h1>{t.split(': ', 1)[1]}</h1>"))
    return [finish(BLOG, pages)]


BLOG_CASES = [
    # The seed's blog rows (Hypotheses, ScienceBlogs, ...): a blog post is a Single
    # Artifact URI; tags, categories, author and neighbouring posts are not the artifact.
    case(
        "smn-weighting-panels",
        "survey methodology blog (post with two comments)",
        "Single Artifact URI",
        "single_page",
        BLOG.url("/2023/04/weighting-nonprobability-panels/"),
        [BLOG.url("/2023/04/weighting-nonprobability-panels/")],
        _blog_sites,
    ),
    # Harder: seven comments with reply links (the post's own URI with a query), four
    # tags, four linked posts: still one artifact URI.
    case(
        "smn-cognitive-interviews",
        "survey methodology blog (long thread, related posts)",
        "Single Artifact URI",
        "single_page",
        BLOG.url("/2024/01/cognitive-interviews-on-trust-items/"),
        [BLOG.url("/2024/01/cognitive-interviews-on-trust-items/")],
        _blog_sites,
        others=[BLOG.url("/2022/06/the-trust-battery-revisited/")],
    ),
]

# --- data archive research-briefing magazine ------------------------------------------------

MAG = Chrome(
    host="news.dataarchivebriefs.hx93.example",
    name="Data Archive Briefings",
    menu=[
        ("/", "Home"),
        ("/briefings/", "Briefings"),
        ("/data-stories/", "Data stories"),
        ("/events/", "Events"),
        ("/subscribe/", "Subscribe"),
    ],
    footer=[
        ("/about-us/", "About us"),
        ("/editorial-policy/", "Editorial policy"),
        ("/privacy/", "Privacy"),
    ],
    title_format="{title} | {name}",
)

ARTICLES = {
    "/briefings/2024/census-2021-first-release/": (
        "First results from the 2021 census microdata",
        ["/briefings/2023/how-we-anonymise-census-data/"],
    ),
    "/data-stories/2024/09/what-young-people-told-us/": (
        "What young people told us: a decade of qualitative longitudinal research",
        [
            "/data-stories/2024/08/reusing-interviews-in-teaching/",
            "/data-stories/2023/12/consent-and-archiving/",
            "/briefings/2024/new-collections-autumn/",
        ],
    ),
}


def _mag_sites() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for path, (title, more) in ARTICLES.items():
        pages[path] = MAG.record(
            title,
            f"<article><h1>{title}</h1><p class='meta'>Published 12 September 2024 by "
            "<a href='/people/editorial-team/'>the editorial team</a></p>"
            "<p>Text of the briefing, with a pull quote and a chart.</p>"
            "<figure><img src='/static/logo.png' alt='chart'><figcaption>Source: archive "
            "holdings</figcaption></figure><p>Explore the data in the "
            "<a href='http://catalogue.national-archive.test/'>catalogue</a>.</p></article>"
            "<aside><h2>Read next</h2>"
            + ul((m, m.rstrip("/").rsplit("/", 1)[1].replace("-", " ")) for m in more)
            + "<p><a href='/subscribe/?source=article'>Get briefings by email</a></p></aside>",
            share=MAG.url(path),
        )
        for m in more:
            pages.setdefault(m, MAG.record(m.rsplit("/", 2)[1], f"<h1>{m}</h1>"))
    return [finish(MAG, pages)]


MAG_CASES = [
    # The seed's article rows (The Conversation, JSTOR Daily, Nautilus): one artifact URI.
    case(
        "briefings-census-first-release",
        "data archive research-briefing magazine (short briefing)",
        "Single Artifact URI",
        "single_page",
        MAG.url("/briefings/2024/census-2021-first-release/"),
        [MAG.url("/briefings/2024/census-2021-first-release/")],
        _mag_sites,
    ),
    # Harder: a long data story with three "read next" articles and an external catalogue.
    case(
        "briefings-young-people-story",
        "data archive research-briefing magazine (data story, read-next list)",
        "Single Artifact URI",
        "single_page",
        MAG.url("/data-stories/2024/09/what-young-people-told-us/"),
        [MAG.url("/data-stories/2024/09/what-young-people-told-us/")],
        _mag_sites,
    ),
]

# --- study microsite platform (one subdomain per study) -------------------------------------

PLATFORM = "www.studysitely.hx93.example"


def _micro(host: str, name: str, sections: dict[str, str], files: dict[str, str]) -> Site:
    """A study's own subdomain: a navigation bar of its sections, its files, and the
    platform's badge; every page on it belongs to the study."""
    nav = ul([("/", "Home"), *((p, t) for p, t in sections.items())])
    badge = f"<footer><a href='http://{PLATFORM}/'>Made with StudySitely</a></footer>"

    def page(title: str, main: str) -> str:
        return (
            f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title} | {name}</title>"
            "<link rel='stylesheet' href='/assets/site.css'></head>"
            f"<body><header>{name}</header><nav>{nav}</nav><main>{main}</main>{badge}</body></html>"
        )

    pages: dict[str, PageValue] = {"/assets/site.css": text("body{margin:0}", "text/css")}
    pages["/"] = page("Home", f"<h1>{name}</h1><p>Welcome to the study website.</p>")
    for p, t in sections.items():
        mine = {f: label for f, label in files.items() if f.startswith(p)}
        pages[p] = page(t, f"<h1>{t}</h1>" + ul(mine.items()))
    for f, label in files.items():
        if f.endswith(".csv"):
            pages[f] = csv_file(["id", "q1", "q2"], 5)
        elif f.endswith(".pdf"):
            pages[f] = pdf_file(label, name)
        else:
            pages[f] = page(label, f"<h1>{label}</h1><p>Documentation page.</p>")
    return bare_site(host, pages)


CES_HOST = "ces2019.studysitely.hx93.example"
UPS_HOST = "urbanpanel.studysitely.hx93.example"


def _micro_sites() -> list[Site]:
    ces = _micro(
        CES_HOST,
        "Civic Engagement Study 2019",
        {"/data/": "Data", "/questionnaire/": "Questionnaire", "/team/": "Team"},
        {
            "/data/ces2019_v2.csv": "Data (CSV, version 2)",
            "/data/codebook.html": "Codebook",
            "/questionnaire/ces2019_questionnaire.pdf": "Questionnaire (PDF)",
        },
    )
    ups = _micro(
        UPS_HOST,
        "Urban Households Panel",
        {
            "/waves/": "Waves",
            "/documentation/": "Documentation",
            "/publications/": "Publications",
            "/access/": "Data access",
        },
        {
            "/waves/wave1.html": "Wave 1 (2016)",
            "/waves/wave2.html": "Wave 2 (2018)",
            "/waves/wave3.html": "Wave 3 (2020)",
            "/documentation/user-guide.pdf": "User guide",
            "/documentation/sampling.html": "Sampling design",
            "/documentation/weights.html": "Weights",
            "/publications/working-papers.html": "Working papers",
            "/access/teaching-sample.csv": "Teaching sample (CSV)",
            "/access/licence.html": "End-user licence",
        },
    )
    home = bare_site(
        PLATFORM,
        {
            "/": "<!DOCTYPE html><html><head><title>StudySitely: websites for research studies</title>"
            "</head><body><h1>StudySitely</h1><p>Give your study a website.</p></body></html>"
        },
    )
    return [ces, ups, home]


def _micro_truth(host: str) -> list[str]:
    site = next(s for s in _micro_sites() if s.host == host)
    return sorted(f"http://{host}{p}" for p in site.pages if not p.startswith("/assets/"))


MICRO_CASES = [
    # The seed's Silk row: the study is its own subdomain, whose every page (sections,
    # codebook, data, questionnaire) belongs to it, and the path is the single slash:
    # Path-Based without externals (the platform's badge is not the study).
    case(
        "studysitely-ces2019",
        "study microsite platform (three sections)",
        "Multi-Hop",
        "path_based",
        f"http://{CES_HOST}/",
        _micro_truth(CES_HOST),
        _micro_sites,
    ),
    # Harder: four sections, three waves, documentation, a data-access licence page.
    case(
        "studysitely-urban-panel",
        "study microsite platform (panel study, four sections)",
        "Multi-Hop",
        "path_based",
        f"http://{UPS_HOST}/",
        _micro_truth(UPS_HOST),
        _micro_sites,
    ),
]
