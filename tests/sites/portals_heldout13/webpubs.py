"""Blogs, a magazine, a discussion site, a wiki, a project site, a multi-chapter report
and a monograph platform, under unfamiliar names.

Quillpost imitates Hypotheses (a subdomain per blog, heavy blog chrome), Thinkwire imitates
The Conversation, Postreview imitates PubPeer, Lorewiki imitates Wikipedia, Pagesmith
imitates Silk (a whole subdomain is one project), Policylens is a think tank whose reports
span chapter pages under the report's path, and Openleaf an open-access monograph platform
whose chapters have URIs of their own but all carry the book's title.
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.assets import pdf
from keepnet.testweb.site import PageValue, Response, Site
from sites.portals._portal import Case

from ._kit import Shell, a, files_site, ul

# --- Quillpost (Hypotheses-like blog platform) -----------------------------------------

QP_HOME = Shell(
    host="www.quillpost.hx13.example",
    name="Quillpost",
    nav=(("/blogs/", "All blogs"), ("/open-a-blog/", "Open a blog"), ("/help/", "Help")),
    footer=(("/legal/", "Legal notice"), ("/privacy/", "Privacy")),
    title_format="{title} – Quillpost",
    layout="top",
    assets="/wp-includes",
)
# (blog subdomain, blog name, date path, slug, title, categories, previous, next, translation)
POSTS = [
    (
        "archeonumerique",
        "Archéo-numérique",
        "2024/03/18",
        "photogrammetry-of-waterlogged-timbers",
        "Photogrammetry of waterlogged timbers: what worked and what did not",
        ["methods", "wetland-archaeology"],
        ("2024/02/29/a-season-at-the-crannog", "A season at the crannog"),
        ("2024/04/05/dendro-sampling-ethics", "Dendro sampling and ethics"),
        "fr/2024/03/18/photogrammetrie-des-bois-gorges-deau",
    ),
    (
        "fieldlinguist",
        "Notes from the Field Linguist",
        "2023/11/02",
        "recording-tone-in-noisy-markets",
        "Recording tone in noisy markets",
        ["fieldwork", "phonetics"],
        ("2023/10/12/consent-forms-in-oral-cultures", "Consent forms in oral cultures"),
        ("2023/12/01/a-cheap-headset-shootout", "A cheap headset shoot-out"),
        None,
    ),
]


def _blog_shell(sub: str, name: str) -> Shell:
    return Shell(
        host=f"{sub}.quillpost.hx13.example",
        name=name,
        nav=(("/", "Home"), ("/about/", "About this blog"), ("/contact/", "Contact")),
        footer=(
            ("http://www.quillpost.hx13.example/", "A Quillpost blog"),
            ("/feed/", "RSS"),
            ("/legal-notice/", "Legal notice"),
        ),
        title_format="{title} | {name}",
        layout="mag",
        assets="/wp-content/themes/quill",
        account=(("/wp-login.php", "Log in"),),
        search="/",
    )


def _quillpost() -> list[Site]:
    sites = [
        QP_HOME.site(
            {
                "/blogs/": QP_HOME.page(
                    "All blogs",
                    ul([(f"http://{s}.quillpost.hx13.example/", n) for s, n, *_ in POSTS]),
                )
            }
        )
    ]
    for sub, name, date, slug, title, cats, prev, nxt, trans in POSTS:
        sh = _blog_shell(sub, name)
        path = f"/{date}/{slug}/"
        other_blog = next(p for p in POSTS if p[0] != sub)
        trending = [
            (
                f"http://{other_blog[0]}.quillpost.hx13.example/{other_blog[2]}/{other_blog[3]}/",
                other_blog[4],
            )
        ]
        lang = f"<p>{a(f'/{trans}/', 'Lire en français')}</p>" if trans else ""
        pages: dict[str, PageValue] = {
            path: sh.page(
                title,
                f'<header class="entry-header"><h1 class="entry-title">{escape(title)}</h1>'
                f"<p>Posted on {date.replace('/', '-')} by {a('/author/editor/', 'the editor')}</p></header>"
                f'{lang}<div class="entry-content"><p>Long post text…</p>'
                f'<img src="/wp-content/uploads/{date[:7]}/figure1.jpg" alt="figure"></div>'
                f"<p>Categories: {' '.join(a(f'/category/{c}/', c) for c in cats)}</p>"
                f"<p>Tags: {a('/tag/open-data/', 'open data')} {a('/tag/workshop/', 'workshop')}</p>"
                f'<nav class="post-navigation">{a(f"/{prev[0]}/", "← " + prev[1])} '
                f"{a(f'/{nxt[0]}/', nxt[1] + ' →')}</nav>"
                '<div id="comments"><h3>2 comments</h3><ol><li>Great post! '
                f"{a(f'{path}?replytocom=311#respond', 'Reply')}</li></ol></div>",
                aside="<h3>Recent posts</h3>"
                + ul([(f"/{prev[0]}/", prev[1]), (f"/{nxt[0]}/", nxt[1])])
                + "<h3>Archives</h3>"
                + ul(
                    [
                        ("/2024/03/", "March 2024"),
                        ("/2024/02/", "February 2024"),
                        ("/page/2/", "Older entries"),
                    ]
                )
                + "<h3>Trending on Quillpost</h3>"
                + ul(trending),
            ),
            f"/wp-content/uploads/{date[:7]}/figure1.jpg": Response.data(
                b"\xff\xd8\xff\xe0jpeg", "image/jpeg"
            ),
            f"{path}?replytocom=311": sh.page(title, "<h1>Reply</h1><form></form>"),
        }
        for p, t in (prev, nxt):
            pages[f"/{p}/"] = sh.page(t, f"<h1>{escape(t)}</h1>")
        if trans:
            pages[f"/{trans}/"] = sh.page("Photogrammétrie des bois gorgés d'eau", "<h1>FR</h1>")
        home = "<h1>" + escape(name) + "</h1>" + ul([(path, title), (f"/{prev[0]}/", prev[1])])
        sh.home_body = home
        sites.append(sh.site(pages))
    return sites


def _qp_case(k: int, name: str) -> Case:
    sub, _n, date, slug, _t, _c, prev, nxt, _tr = POSTS[k]
    origin = f"http://{sub}.quillpost.hx13.example"
    entry = f"{origin}/{date}/{slug}/"
    return Case(
        name=name,
        imitates="Hypotheses (blog platform: Quillpost)",
        artifact_class="Single Artifact URI",
        expected="single_page",
        entry=entry,
        truth=frozenset({entry}),
        build=_quillpost,
        others=frozenset({f"{origin}/{prev[0]}/", f"{origin}/{nxt[0]}/"}),
    )


# Hypotheses is Single Page: the post (its figure embedded, its comments inline) is the
# artifact.  Categories, tags, archives, "older entries" pagination, the neighbouring posts,
# the reply form, the platform's trending widget and the French translation (another text,
# published as its own post) are outside it.
QP_CASES = [_qp_case(0, "quillpost-waterlogged-timbers"), _qp_case(1, "quillpost-tone-recording")]

# --- Thinkwire (The Conversation-like) -------------------------------------------------

TW = Shell(
    host="www.thinkwire.hx13.example",
    name="Thinkwire",
    nav=(
        ("/global/environment", "Environment"),
        ("/global/health", "Health"),
        ("/global/science-tech", "Science + Tech"),
        ("/global/politics", "Politics"),
        ("/newsletters", "Newsletters"),
    ),
    footer=(
        ("/who-we-are", "Who we are"),
        ("/our-charter", "Our charter"),
        ("/republishing-guidelines", "Republish"),
        ("/donate", "Donate"),
        ("/privacy-policy", "Privacy"),
    ),
    title_format="{title}",
    home_title="Thinkwire: academic rigour, journalistic flair",
    layout="mag",
    assets="/assets/tw",
    account=(("/sign_in", "Sign in"), ("/become-an-author", "Become an author")),
)
TW_PATH = "/why-peat-fires-smoulder-for-months-218734"
TW_TITLE = "Why peat fires smoulder for months – and what it takes to put them out"
TW_OTHERS = [
    ("/the-hidden-carbon-under-northern-bogs-215502", "The hidden carbon under northern bogs"),
    (
        "/wildfire-smoke-travels-further-than-we-thought-219011",
        "Wildfire smoke travels further than we thought",
    ),
]


def _thinkwire() -> list[Site]:
    pages: dict[str, PageValue] = {
        TW_PATH: TW.page(
            TW_TITLE,
            f'<div class="editions">{a("/uk", "UK")} {a("/au", "Australia")} {a("/fr", "France")}</div>'
            f"<h1>{escape(TW_TITLE)}</h1><p>Author: {a('/profiles/guillermo-rein-11823', 'Guillermo Rein')}, "
            "Professor of Fire Science</p><p>Published: 4 July 2024</p>"
            '<figure><img src="http://images.thinkwire-img.hx13.example/files/605511/peat.jpg" alt=""></figure>'
            "<p>Article text under Creative Commons licence…</p>"
            f"<p>{a(f'{TW_PATH}/republish', 'Republish this article')}</p>"
            f"<p>Topics: {a('/topics/wildfires-2201', 'Wildfires')} {a('/topics/peatlands-11902', 'Peatlands')}</p>"
            "<p>Disclosure: the author receives funding from a research council.</p>",
            aside="<h3>Most read</h3>"
            + ul(TW_OTHERS)
            + "<h3>Events</h3>"
            + ul([("/events", "All events")]),
        ),
        f"{TW_PATH}/republish": TW.page(
            "Republish this article", f"<h1>Republish</h1><textarea>{escape(TW_TITLE)}</textarea>"
        ),
    }
    for p, t in TW_OTHERS:
        pages[p] = TW.page(t, f"<h1>{escape(t)}</h1>")
    img = files_site(
        "images.thinkwire-img.hx13.example", {"/files/605511/peat.jpg": b"\xff\xd8\xffjpeg"}
    )
    return [TW.site(pages), img]


# The Conversation is Single Page: the article is one page.  The republish page under its
# path is a tool (a copy box), editions, topics, the author's profile and "most read" are
# chrome or other articles.
TW_CASE = Case(
    name="thinkwire-peat-fires",
    imitates="The Conversation (news magazine: Thinkwire)",
    artifact_class="Single Artifact URI",
    expected="single_page",
    entry=TW.url(TW_PATH),
    truth=frozenset({TW.url(TW_PATH)}),
    build=_thinkwire,
    others=frozenset(TW.url(p) for p, _ in TW_OTHERS),
)

# --- Postreview (PubPeer-like) ---------------------------------------------------------

PR = Shell(
    host="www.postreview.hx13.example",
    name="Postreview",
    nav=(
        ("/recent", "Recent"),
        ("/journals", "Journals"),
        ("/faq", "FAQ"),
        ("/extensions", "Browser extension"),
    ),
    footer=(("/about", "About"), ("/guidelines", "Commenting guidelines"), ("/privacy", "Privacy")),
    title_format="Postreview - {title}",
    layout="side",
    assets="/build",
    account=(("/signin", "Sign in"),),
)
PR_THREAD = "/threads/8F2A61C0E9B7D54A31"
PR_TITLE = "Mitochondrial fission drives senescence in human fibroblasts"


def _postreview() -> list[Site]:
    pages: dict[str, PageValue] = {
        PR_THREAD: PR.page(
            PR_TITLE,
            f"<h1>{escape(PR_TITLE)}</h1><p>Cell Ageing (2021) · "
            '<a href="http://doi.test/10.5555/ca.2021.0042">doi:10.5555/ca.2021.0042</a></p>'
            '<div class="comments">'
            f"<div>#1 {a('/users/Hoya-camphorifolia', 'Hoya camphorifolia')}: Figure 3B and 5D lanes "
            "appear duplicated.</div>"
            f"<div>#2 {a('/users/author-response', 'Author response')}: We thank the commenter…</div>"
            "</div>"
            f"<p>{a('/journals/cell-ageing', 'More threads on Cell Ageing')}</p>"
            f"<p>Other papers by these authors: {a('/threads/11C40E7A9F0B2D6E88', 'Fission inhibitors extend lifespan in worms')}</p>",
        ),
        "/threads/11C40E7A9F0B2D6E88": PR.page(
            "Fission inhibitors extend lifespan in worms", "<h1>Thread</h1>"
        ),
        "/journals/cell-ageing": PR.page("Cell Ageing", "<h1>Cell Ageing</h1>"),
    }
    return [PR.site(pages)]


# PubPeer is Single Page: the discussion thread is one page with all comments.  The
# article it discusses is on a publisher (another artifact), the journal listing and other
# threads are not this discussion.
PR_CASE = Case(
    name="postreview-fission-thread",
    imitates="PubPeer (post-publication discussion: Postreview)",
    artifact_class="Single Artifact URI",
    expected="single_page",
    entry=PR.url(PR_THREAD),
    truth=frozenset({PR.url(PR_THREAD)}),
    build=_postreview,
    others=frozenset({PR.url("/threads/11C40E7A9F0B2D6E88")}),
)

# --- Lorewiki (Wikipedia-like) ---------------------------------------------------------

LW = Shell(
    host="en.lorewiki.hx13.example",
    name="Lorewiki",
    nav=(
        ("/page/Main_Page", "Main page"),
        ("/page/Special:Random", "Random article"),
        ("/page/Lorewiki:Community_portal", "Community portal"),
        ("/page/Special:RecentChanges", "Recent changes"),
    ),
    footer=(
        ("/page/Lorewiki:About", "About Lorewiki"),
        ("/page/Lorewiki:General_disclaimer", "Disclaimers"),
        ("/page/Lorewiki:Privacy", "Privacy policy"),
    ),
    title_format="{title} — Lorewiki",
    layout="side",
    assets="/skins/quill",
    account=(
        ("/page/Special:CreateAccount", "Create account"),
        ("/page/Special:UserLogin", "Log in"),
    ),
    search="/page/Special:Search",
)
LW_PAGE = "/page/Stomatal_conductance"


def _lorewiki() -> list[Site]:
    t = "Stomatal conductance"
    body = (
        f"<h1>{t}</h1>"
        f"<p>{a(LW_PAGE, 'Article')} {a('/page/Talk:Stomatal_conductance', 'Talk')} "
        f"{a('/index.php?title=Stomatal_conductance&action=edit', 'Edit')} "
        f"{a('/index.php?title=Stomatal_conductance&action=history', 'View history')}</p>"
        f"<p><b>Stomatal conductance</b> is the rate of passage of CO2 and water vapour through the "
        f"{a('/page/Stoma', 'stomata')} of a {a('/page/Leaf', 'leaf')}; see also "
        f"{a('/page/Transpiration', 'transpiration')} and {a('/page/Photosynthesis', 'photosynthesis')}.</p>"
        '<ol class="references"><li><a href="http://doi.test/10.5555/pce.1998">Plant Cell Environ. 1998</a></li></ol>'
        f"<p>Categories: {a('/page/Category:Plant_physiology', 'Plant physiology')}</p>"
        f'<p>Other languages: <a href="http://de.lorewiki.hx13.example/page/Stomatäre_Leitfähigkeit">Deutsch</a> '
        f'<a href="http://es.lorewiki.hx13.example/page/Conductancia_estomática">Español</a></p>'
        "<p>Text is available under CC BY-SA 4.0.</p>"
    )
    pages: dict[str, PageValue] = {LW_PAGE: LW.page(t, body)}
    for p in (
        "Talk:Stomatal_conductance",
        "Stoma",
        "Leaf",
        "Transpiration",
        "Photosynthesis",
        "Category:Plant_physiology",
    ):
        pages[f"/page/{p}"] = LW.page(p.replace("_", " "), f"<h1>{p}</h1>")
    for act in ("edit", "history"):
        pages[f"/index.php?title=Stomatal_conductance&action={act}"] = LW.page(
            f"{act} {t}", f"<h1>{act}</h1>"
        )
    return [LW.site(pages)]


# Wikipedia is Single Page: the encyclopedia article.  Its talk page, edit form and
# revision history, the articles it links to, its categories and its versions in other
# languages (other hosts, other texts) are outside it.
LW_CASE = Case(
    name="lorewiki-stomatal-conductance",
    imitates="Wikipedia (encyclopedia: Lorewiki)",
    artifact_class="Single Artifact URI",
    expected="single_page",
    entry=LW.url(LW_PAGE),
    truth=frozenset({LW.url(LW_PAGE)}),
    build=_lorewiki,
    others=frozenset({LW.url("/page/Transpiration"), LW.url("/page/Photosynthesis")}),
)

# --- Pagesmith (Silk-like project subdomain) --------------------------------------------

PS = Shell(
    host="reefwatch.pagesmith.hx13.example",
    name="ReefWatch Caribbean",
    nav=(
        ("/", "Overview"),
        ("/map", "Map"),
        ("/data", "Data"),
        ("/methods", "Methods"),
        ("/about", "About"),
    ),
    footer=(
        ("http://www.pagesmith.hx13.example/", "Made with Pagesmith"),
        ("http://www.pagesmith.hx13.example/report-abuse", "Report abuse"),
    ),
    title_format="{title} – {name}",
    home_title="ReefWatch Caribbean",
    home_body="<h1>ReefWatch Caribbean</h1><p>Coral bleaching surveys by volunteer divers, "
    '2016–2024.</p><p><a href="/map">Explore the map</a> · <a href="/data">Browse the survey '
    "data</a></p>",
    layout="bare",
    assets="/_ps",
    account=(),
    search=None,
)
PS_PLATFORM = Shell(
    host="www.pagesmith.hx13.example",
    name="Pagesmith",
    nav=(("/templates", "Templates"), ("/pricing", "Pricing"), ("/gallery", "Gallery")),
    footer=(("/terms", "Terms"),),
    title_format="{title} · Pagesmith",
    layout="top",
    assets="/static",
)


def _pagesmith() -> list[Site]:
    pages: dict[str, PageValue] = {
        "/map": PS.page(
            "Map",
            f"<h1>Survey sites</h1><p>{a('/data/sites/14', 'Site 14')} "
            f"{a('/data/sites/15', 'Site 15')}</p>",
        ),
        "/data": PS.page(
            "Data",
            "<h1>Data</h1>"
            + ul(
                [
                    ("/data/sites/14", "Site 14: Bonaire North"),
                    ("/data/sites/15", "Site 15: Klein Curaçao"),
                    ("/data/export.csv", "Download all surveys (CSV)"),
                ]
            ),
        ),
        "/data/sites/14": PS.page("Site 14", f"<h1>Bonaire North</h1>{a('/data', 'All sites')}"),
        "/data/sites/15": PS.page("Site 15", f"<h1>Klein Curaçao</h1>{a('/data', 'All sites')}"),
        "/data/export.csv": Response.data(b"site,year,bleached_pct\n14,2023,37\n", "text/csv"),
        "/methods": PS.page("Methods", "<h1>Methods</h1><p>Belt transects.</p>"),
        "/about": PS.page("About", "<h1>About</h1><p>Volunteer network.</p>"),
    }
    platform = PS_PLATFORM.site(
        {
            "/report-abuse": PS_PLATFORM.page("Report abuse", "<h1>Report</h1>"),
            "/gallery": PS_PLATFORM.page(
                "Gallery",
                "<h1>Gallery</h1>"
                + ul([("http://reefwatch.pagesmith.hx13.example/", "ReefWatch")]),
            ),
        }
    )
    return [PS.site(pages), platform]


_PS_TRUTH = frozenset(
    PS.url(p)
    for p in (
        "/",
        "/map",
        "/data",
        "/data/sites/14",
        "/data/sites/15",
        "/data/export.csv",
        "/methods",
        "/about",
    )
)

# Silk is Path-Based: the project owns a whole subdomain, so everything under "/" of that
# host is the artifact (the CSV export included).  The hosting platform's pages (Made with
# Pagesmith, report abuse) are on www.pagesmith, same registrable domain, not the project.
PS_CASE = Case(
    name="pagesmith-reefwatch",
    imitates="Silk (data project sites: Pagesmith)",
    artifact_class="Multi-Hop",
    expected="path_based",
    entry=PS.url("/"),
    truth=_PS_TRUTH,
    build=_pagesmith,
)

# --- Policylens (think-tank multi-chapter report) ---------------------------------------

PL = Shell(
    host="www.policylens.hx13.example",
    name="Policylens Institute",
    nav=(
        ("/research/", "Research"),
        ("/topics/", "Topics"),
        ("/experts/", "Experts"),
        ("/events/", "Events"),
        ("/news/", "News"),
    ),
    footer=(
        ("/about/", "About us"),
        ("/funding/", "Funding"),
        ("/careers/", "Careers"),
        ("/privacy/", "Privacy"),
        ("/newsletter/", "Newsletter"),
    ),
    title_format="{title} | Policylens Institute",
    layout="top",
    assets="/dist/pl",
    account=(("/donate/", "Donate"),),
)
PL_BASE = "/research/2023/managed-retreat-coastal-housing/"
PL_TITLE = "Managed Retreat: Housing Policy for Eroding Coasts"
PL_PARTS = [
    ("1-introduction/", "1. Introduction"),
    ("2-who-is-exposed/", "2. Who is exposed"),
    ("3-buyouts-and-land-swaps/", "3. Buyouts and land swaps"),
    ("4-recommendations/", "4. Recommendations"),
    ("appendix-data-sources/", "Appendix: data sources"),
]
PL_OTHERS = [
    ("/research/2022/flood-insurance-affordability/", "Flood Insurance Affordability"),
    ("/research/2024/heat-and-renters/", "Heat and Renters"),
]


def _policylens() -> list[Site]:
    toc = ul([(PL_BASE + p, t) for p, t in PL_PARTS], "toc")
    pages: dict[str, PageValue] = {
        PL_BASE: PL.page(
            PL_TITLE,
            f"<p class=eyebrow>Report · September 2023</p><h1>{escape(PL_TITLE)}</h1>"
            f"<p>By {a('/experts/noor-haddad/', 'Noor Haddad')} and {a('/experts/jim-okafor/', 'Jim Okafor')}</p>"
            f"<h2>Contents</h2>{toc}<p>{a(PL_BASE + 'full-report.pdf', 'Download the full report (PDF)')}</p>"
            f"<p>{a('/news/2023/press-release-managed-retreat/', 'Press release')} · "
            f"{a('/events/2023/launch-managed-retreat/', 'Launch event')}</p>"
            f"<p>Topics: {a('/topics/climate-adaptation/', 'Climate adaptation')} {a('/topics/housing/', 'Housing')}</p>",
            aside="<h3>Related research</h3>" + ul(PL_OTHERS),
        ),
        PL_BASE + "full-report.pdf": pdf(PL_TITLE, ["Policylens Institute, 2023"]),
    }
    for i, (p, t) in enumerate(PL_PARTS):
        nav = []
        if i:
            nav.append(a(PL_BASE + PL_PARTS[i - 1][0], "Previous: " + PL_PARTS[i - 1][1]))
        if i + 1 < len(PL_PARTS):
            nav.append(a(PL_BASE + PL_PARTS[i + 1][0], "Next: " + PL_PARTS[i + 1][1]))
        pages[PL_BASE + p] = PL.page(
            f"{t} – {PL_TITLE}",
            f"<p>{a(PL_BASE, PL_TITLE)}</p><h1>{escape(t)}</h1><p>Chapter text…</p>{' '.join(nav)}",
        )
    pages["/news/2023/press-release-managed-retreat/"] = PL.page(
        "Press release", f"<h1>New report: {escape(PL_TITLE)}</h1>"
    )
    pages["/events/2023/launch-managed-retreat/"] = PL.page("Launch event", "<h1>Launch</h1>")
    for p, t in PL_OTHERS:
        pages[p] = PL.page(t, f"<h1>{escape(t)}</h1>")
    return [PL.site(pages)]


# A multi-chapter report is not in the seed's table; its nearest rows are Slideshare and
# Silk (pages of one work under one path): Path-Based.  Chapters (reached one from the
# next as well as from the contents) and the full PDF are under the report's path.  The
# press release and launch event are separate publications about the report.
PL_CASE = Case(
    name="policylens-managed-retreat-report",
    imitates="think-tank report site (multi-chapter report: Policylens)",
    artifact_class="Multi-Hop",
    expected="path_based",
    entry=PL.url(PL_BASE),
    truth=frozenset(
        {
            PL.url(PL_BASE),
            PL.url(PL_BASE + "full-report.pdf"),
            *(PL.url(PL_BASE + p) for p, _ in PL_PARTS),
        }
    ),
    build=_policylens,
    others=frozenset(PL.url(p) for p, _ in PL_OTHERS),
)

# --- Openleaf (open-access monograph platform) ------------------------------------------

OL = Shell(
    host="read.openleaf.hx13.example",
    name="Openleaf",
    nav=(
        ("/browse/subjects", "Subjects"),
        ("/browse/presses", "Presses"),
        ("/for-authors", "For authors"),
        ("/for-libraries", "For libraries"),
    ),
    footer=(("/about", "About Openleaf"), ("/accessibility", "Accessibility"), ("/terms", "Terms")),
    title_format="{title}",
    home_title="Openleaf — open access books",
    layout="side",
    assets="/static/leaf",
)
# (book id, title, chapters [(chapter id, chapter title)], companion (id, title) quoting this)
BOOKS = [
    (
        2231,
        "Rivers of Salt: An Environmental History of the Aral Basin",
        [(7781, "Introduction"), (7782, "Cotton and Canals"), (7783, "The Shrinking Sea")],
        None,
    ),
    (
        2304,
        "Listening to Glaciers: Sound, Science and the Alpine Ice",
        [(8120, "Prelude: Microphones on the Ice"), (8121, "Calving and Its Echoes")],
        (2390, "Ice Archives: A Companion Reader"),
    ),
]
OL_OTHERS = [(2017, "Water Wars of Central Asia")]


def _openleaf() -> list[Site]:
    pages: dict[str, PageValue] = {}
    for bid, title, chapters, companion in BOOKS:
        also = (
            f"<h3>Readers also viewed</h3>{ul([(f'/book/{companion[0]}', companion[1])])}"
            if companion
            else "<h3>Readers also viewed</h3>" + ul([(f"/book/{o}", t) for o, t in OL_OTHERS])
        )
        toc = "".join(
            f"<li>{a(f'/chapter/{c}', ct)} {a(f'/read/pdf/{c}', 'PDF')}</li>" for c, ct in chapters
        )
        pages[f"/book/{bid}"] = OL.page(
            title,
            f"<h1>{escape(title)}</h1><p>{a('/press/steppe-university-press', 'Steppe University Press')}, 2022</p>"
            f"<p>{a(f'/read/pdf/book-{bid}', 'Download full book (PDF)')}</p><ol>{toc}</ol>"
            "<p>Licence: CC BY-NC 4.0</p>"
            f"<p>Subjects: {a('/browse/subjects/environmental-history', 'Environmental history')}</p>",
            aside=also,
        )
        pages[f"/read/pdf/book-{bid}"] = Response.data(pdf(title, ["Full book"]), "application/pdf")
        for c, ct in chapters:
            pages[f"/chapter/{c}"] = OL.page(
                f"{ct} — {title}",
                f"<p>{a(f'/book/{bid}', title)}</p><h1>{escape(ct)}</h1><p>Chapter of {escape(title)}.</p>"
                f"<p>{a(f'/read/pdf/{c}', 'Chapter PDF')}</p>",
                aside=also,
            )
            pages[f"/read/pdf/{c}"] = Response.data(pdf(title, [ct]), "application/pdf")
        if companion:
            pages[f"/book/{companion[0]}"] = OL.page(
                companion[1],
                f"<h1>{escape(companion[1])}</h1><p>A companion reader to {escape(title)}.</p>",
            )
    for o, t in OL_OTHERS:
        pages[f"/book/{o}"] = OL.page(t, f"<h1>{escape(t)}</h1>")
    return [OL.site(pages)]


def _ol_case(k: int, name: str) -> Case:
    bid, _t, chapters, companion = BOOKS[k]
    truth = {OL.url(f"/book/{bid}"), OL.url(f"/read/pdf/book-{bid}")}
    for c, _ct in chapters:
        truth |= {OL.url(f"/chapter/{c}"), OL.url(f"/read/pdf/{c}")}
    others = (
        {OL.url(f"/book/{companion[0]}")}
        if companion
        else {OL.url(f"/book/{o}") for o, _ in OL_OTHERS}
    )
    return Case(
        name=name,
        imitates="open-access monograph platform (books: Openleaf)",
        artifact_class="Multi-Hop",
        expected="sig_title",
        entry=OL.url(f"/book/{bid}"),
        truth=frozenset(truth),
        build=_openleaf,
        others=frozenset(others),
    )


# Not in the seed's table; its nearest row is Dryad's, a multi-hop artifact whose pages
# do not share a path but all carry its title.  Here every object — chapter pages and the
# chapter and book PDFs, whose text names the book — contains the title, and the page
# title is the bare book title, so Significant String from Title suffices (no extra hop,
# no filtering).  The second book's companion reader quotes its title ("A companion
# reader to …") yet is another book.
OL_CASES = [_ol_case(0, "openleaf-rivers-of-salt"), _ol_case(1, "openleaf-listening-to-glaciers")]

CASES = [*QP_CASES, TW_CASE, PR_CASE, LW_CASE, PS_CASE, PL_CASE, *OL_CASES]
