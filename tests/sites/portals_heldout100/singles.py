"""Single-URI and bare single-hop portals of heldout100: a survey's field-notes blog, a
geoscience Q&A forum, a mineral and rock wiki (all one page: the seed's blog posts,
discussions and encyclopedia articles are Single Page) and a gravity-magnetics data-release
file index with no chrome at all (Single Page+: every link it prints is the release's).
"""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Chrome, blob, pdf_file, text, ul, zipfile_bytes

# ---------------------------------------------------------------- survey field-notes blog

BLOG = Chrome(
    host="blog.strataline.hx100.example",
    name="Strataline",
    tagline="Field notes from the Northern Provinces Geological Survey",
    menu=[
        ("/category/field-notes/", "Field notes"),
        ("/category/mapping/", "Mapping"),
        ("/category/hazards/", "Hazards"),
        ("/about/", "About the survey"),
        ("/subscribe/", "Newsletter"),
    ],
    footer=[
        ("/about/", "About"),
        ("/legal/privacy/", "Privacy"),
        ("/feed/", "RSS"),
        ("/contact/", "Contact"),
    ],
    social=[
        ("http://mastodon.test/@npgs", "Mastodon"),
        ("http://www.youtube.test/@npgs", "YouTube"),
    ],
    title_format="{title} – {name}",
    home_title="Strataline – Field notes from the Northern Provinces Geological Survey",
    login="/wp-login.php",
    register="/wp-login.php?action=register",
    search="/",
    cdn=True,
)
KARST = "/2023/06/14/mapping-karst-in-the-limestone-uplands/"
SLIP = "/2024/02/02/after-the-slip-inspecting-the-harrow-bank-landslide-part-3/"


def _comments(n: int, who: list[str]) -> str:
    return "".join(
        f'<li class="comment" id="comment-{200 + i}"><a class="author" href="/author/{w}/">{w}</a> '
        f"<time>2024-02-0{3 + i % 6}</time><p>Thanks, the photos of the scarp are really useful ({i}).</p>"
        f'<a class="reply" href="#respond">Reply</a></li>'
        for i, w in enumerate(who[:n])
    )


def _blog_post(
    title: str, path: str, body: str, tags: list[str], related: list[tuple[str, str]]
) -> str:
    tag_links = " ".join(f'<a rel="tag" href="/tag/{t}/">{t.replace("-", " ")}</a>' for t in tags)
    main = (
        f'<article class="post"><h1 class="entry-title">{escape(title)}</h1>'
        '<p class="byline">Posted by <a href="/author/r-okafor/">Rhiannon Okafor</a> in '
        f'<a href="/category/field-notes/">Field notes</a></p>{body}'
        f'<p class="tags">Tags: {tag_links}</p></article>'
    )
    aside = (
        "<h2>More from the field</h2>"
        + ul(related)
        + "<h2>Archives</h2>"
        + ul(
            [("/2024/02/", "February 2024"), ("/2023/06/", "June 2023"), ("/2023/05/", "May 2023")]
        )
    )
    return BLOG.page(title, main, aside=aside, share=BLOG.url(path))


def _blog_sites() -> list[Site]:
    karst = _blog_post(
        "Mapping karst in the limestone uplands",
        KARST,
        '<figure><img src="/wp-content/uploads/2023/06/doline-field-800x533.jpg" alt="Doline field">'
        "<figcaption>A doline field above Coldwell Scar.</figcaption></figure>"
        "<p>This June the mapping team walked the Coldwell plateau to record sinkholes, "
        "stream sinks and resurgences for the new 1:25 000 karst hazard layer. We logged 143 "
        "dolines, most aligned along two joint sets in the Great Scar Limestone.</p>"
        '<p>The layer will join the <a href="http://maps.quadsheet.hx100.example/">map-sheet '
        "catalogue</a> next spring.</p>",
        ["karst", "limestone", "geohazards"],
        [
            (SLIP, "After the slip, part 3"),
            ("/2023/05/22/logging-the-new-coldwell-borehole/", "Logging the new Coldwell borehole"),
        ],
    )
    slip_body = (
        '<nav class="series">Part of the series <a href="/series/harrow-bank-landslide/">Harrow Bank '
        'landslide</a>: <a href="/2023/11/20/harrow-bank-landslide-part-1/">Part 1</a> · '
        '<a href="/2023/12/18/harrow-bank-landslide-part-2-the-inclinometers/">Part 2</a> · Part 3</nav>'
        "<p>Three months after the January slip the survey returned to Harrow Bank with the "
        "county engineers. The rear scarp has retreated another 1.2 m and the inclinometer in "
        "borehole HB-07 sheared at 11.4 m, right at the clay-rich weathered mudstone.</p>"
        '<p>The borehole logs are in the <a href="http://www.wellvault.hx100.example/">well '
        "report repository</a>; the monitoring readings will follow.</p>"
        + "".join(
            f'<figure><img src="/wp-content/uploads/2024/02/scarp-{i}.jpg" alt=""></figure>'
            for i in range(1, 5)
        )
        + '<section id="comments"><h2>6 responses</h2><ol>'
        + _comments(6, ["jmcleod", "geotech-anna", "pwhitlock", "r-okafor", "sam-b", "dorothy-k"])
        + '</ol><div id="respond"><h3>Leave a reply</h3><p>You must be '
        '<a href="/wp-login.php">logged in</a> to comment.</p></div></section>'
    )
    slip = _blog_post(
        "After the slip: inspecting the Harrow Bank landslide (part 3)",
        SLIP,
        slip_body,
        ["landslides", "inclinometers", "harrow-bank", "geohazards"],
        [
            (KARST, "Mapping karst in the limestone uplands"),
            ("/2023/12/18/harrow-bank-landslide-part-2-the-inclinometers/", "Part 2"),
        ],
    )
    home = "<h1>Latest field notes</h1>" + ul(
        [(SLIP, "After the slip (part 3)"), (KARST, "Mapping karst in the limestone uplands")]
    )
    BLOG.home_main = home
    return [BLOG.site({KARST: karst, SLIP: slip})]


# ---------------------------------------------------------------- geoscience Q&A forum

QA = Chrome(
    host="ask.coreshack.hx100.example",
    name="Coreshack",
    tagline="Questions and answers for well-site and core geologists",
    menu=[
        ("/questions", "Questions"),
        ("/tags", "Tags"),
        ("/users", "Users"),
        ("/unanswered", "Unanswered"),
    ],
    footer=[
        ("/help", "Help"),
        ("/tour", "Tour"),
        ("/legal/terms", "Terms"),
        ("/legal/privacy", "Privacy"),
    ],
    social=[("http://bsky.test/profile/coreshack", "Bluesky")],
    title_format="{title} - {name}",
    home_title="Coreshack - Questions and answers for well-site and core geologists",
    login="/users/login",
    register="/users/signup",
)
GAMMA = "/questions/48213/correcting-gamma-ray-logs-for-borehole-diameter"
CORELOSS = "/questions/51907/how-do-you-report-core-loss-when-recovery-exceeds-100"


def _answer(n: int, user: str, votes: int, body: str, accepted: bool = False) -> str:
    mark = ' <span class="accepted" title="accepted">✓</span>' if accepted else ""
    return (
        f'<div class="answer" id="answer-{n}"><span class="votes">{votes}</span>{mark}{body}'
        f'<div class="signature"><a href="/users/{user}">{user}</a> · '
        f'<a href="/a/{n}" title="short permalink to this answer">share</a></div></div>'
    )


def _question(
    title: str, path: str, q: str, tags: list[str], answers: str, related: list[tuple[str, str]]
) -> str:
    tag_links = " ".join(f'<a class="post-tag" href="/questions/tagged/{t}">{t}</a>' for t in tags)
    main = (
        f'<div id="question-header"><h1>{escape(title)}</h1></div>'
        f'<div class="question"><div class="post-text">{q}</div><div class="tags">{tag_links}</div>'
        '<div class="owner">asked by <a href="/users/mud-logger-42">mud-logger-42</a></div></div>'
        f'<div id="answers">{answers}</div>'
        '<h2>Your answer</h2><p><a href="/users/login">Log in</a> to post an answer.</p>'
    )
    aside = (
        "<h4>Related</h4>"
        + ul(related)
        + "<h4>Hot questions</h4>"
        + ul(
            [
                (
                    "/questions/50022/why-is-my-neutron-porosity-negative-in-anhydrite",
                    "Why is my neutron porosity negative in anhydrite?",
                )
            ]
        )
    )
    return QA.page(title, main, aside=aside, share=QA.url(path))


def _qa_sites() -> list[Site]:
    gamma = _question(
        "Correcting gamma-ray logs for borehole diameter",
        GAMMA,
        "<p>Our old water wells were logged with a 38 mm natural gamma probe in holes that wash "
        "out from 150 to 300 mm. What correction do people apply before comparing with newer "
        "logs?</p>",
        ["gamma-ray", "borehole-geophysics", "las"],
        _answer(
            48220,
            "probe-wrangler",
            7,
            "<p>Use the caliper and the tool maker's chart; for "
            "an open hole with water, counts drop roughly 10% per 50 mm.</p>",
            accepted=True,
        )
        + _answer(
            48231, "hydro-jen", 2, "<p>If you have no caliper, at least flag the washouts.</p>"
        ),
        [(CORELOSS, "How do you report core loss when recovery exceeds 100%?")],
    )
    core = _question(
        "How do you report core loss when recovery exceeds 100%?",
        CORELOSS,
        "<p>In soft mudstone the core swells and our run recoveries come out at 103-108%. The "
        "box sheets have no column for negative loss. What do core stores expect?</p>"
        '<p>Related: <a href="/questions/31002/core-recovery-vs-rqd">Core recovery vs RQD</a>; see '
        'also the <a href="http://cores.drillcorestore.hx100.example/help/recovery">core store '
        "guidance</a>.</p>",
        ["core-logging", "rqd", "mudstone", "drilling"],
        _answer(
            51911,
            "corebox-pete",
            14,
            "<p>Record measured length and run length; report "
            "recovery as measured, and note expansion in the remarks.</p>",
            accepted=True,
        )
        + _answer(
            51915,
            "rqd-queen",
            6,
            "<p>Never cap at 100%: the overlap tells you about "
            'swelling. See <a href="/questions/31002/core-recovery-vs-rqd">this one</a>.</p>',
        )
        + _answer(51940, "geotech-anna", 3, "<p>Our lab adds a 'core gain' column.</p>")
        + _answer(52001, "hydro-jen", 1, "<p>Photograph before and after the swell.</p>"),
        [
            (GAMMA, "Correcting gamma-ray logs for borehole diameter"),
            ("/questions/31002/core-recovery-vs-rqd", "Core recovery vs RQD"),
        ],
    )
    QA.home_main = "<h1>Top questions</h1>" + ul(
        [(GAMMA, "Gamma-ray diameter correction"), (CORELOSS, "Core loss over 100%")]
    )
    return [QA.site({GAMMA: gamma, CORELOSS: core})]


# ---------------------------------------------------------------- mineral and rock wiki

WIKI = Chrome(
    host="en.petrapedia.hx100.example",
    name="Petrapedia",
    tagline="The free encyclopedia of minerals and rocks",
    menu=[
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Petrapedia:Contents", "Contents"),
        ("/wiki/Special:Random", "Random article"),
        ("/wiki/Help:Contents", "Help"),
    ],
    footer=[
        ("/wiki/Petrapedia:About", "About Petrapedia"),
        ("/wiki/Petrapedia:Disclaimers", "Disclaimers"),
        ("/wiki/Petrapedia:Privacy", "Privacy policy"),
    ],
    title_format="{title} - {name}",
    home_title="Petrapedia, the free encyclopedia of minerals and rocks",
    login="/w/index.php?title=Special:UserLogin",
    register="/w/index.php?title=Special:CreateAccount",
    search="/w/index.php",
    cookie=False,
    analytics=False,
)
SCOLECITE = "/wiki/Scolecite"
RAPAKIVI = "/wiki/Rapakivi_granite"


def _wiki_article(
    title: str, path: str, infobox: str, body: str, cats: list[str], langs: list[str]
) -> str:
    slug = path.rsplit("/", 1)[1]
    tools = ul(
        [
            (f"/w/index.php?title={slug}&action=edit", "Edit"),
            (f"/w/index.php?title={slug}&action=history", "View history"),
            (f"/wiki/Talk:{slug}", "Talk"),
            (f"/wiki/Special:WhatLinksHere/{slug}", "What links here"),
        ],
        "page-tools",
    )
    cat = " | ".join(f'<a href="/wiki/Category:{c}">{c.replace("_", " ")}</a>' for c in cats)
    lang = ul(
        [(f"http://{lg}.petrapedia.hx100.example{path}", lg) for lg in langs], "interlanguage"
    )
    main = (
        f'<h1 id="firstHeading">{escape(title)}</h1>{tools}<table class="infobox">{infobox}</table>'
        f'{body}<div id="catlinks">Categories: {cat}</div>'
    )
    return WIKI.page(title, main, aside="<h3>Languages</h3>" + lang)


def _wiki_sites() -> list[Site]:
    scol = _wiki_article(
        "Scolecite",
        SCOLECITE,
        '<tr><th>Category</th><td><a href="/wiki/Zeolite">Zeolite</a></td></tr>'
        "<tr><th>Formula</th><td>CaAl2Si3O10·3H2O</td></tr><tr><th>Crystal system</th>"
        '<td><a href="/wiki/Monoclinic_crystal_system">Monoclinic</a></td></tr>',
        "<p><b>Scolecite</b> is a calcium zeolite that forms radiating sprays of slender "
        'prisms in the vesicles of altered <a href="/wiki/Basalt">basalt</a>. Its name comes '
        "from the Greek for worm, for the way it curls when heated.</p>"
        '<h2>References</h2><ol class="references"><li>Coombs, D. S. (1997). '
        '<a href="http://doi.test/10.1180/minmag.1997.061.405.07">Recommended nomenclature for '
        "zeolite minerals</a>.</li></ol>",
        ["Zeolites", "Calcium_minerals", "Monoclinic_minerals"],
        ["de", "fr"],
    )
    rapa = _wiki_article(
        "Rapakivi granite",
        RAPAKIVI,
        '<tr><th>Type</th><td><a href="/wiki/Igneous_rock">Igneous</a></td></tr>'
        '<tr><th>Texture</th><td><a href="/wiki/Porphyritic">Porphyritic</a>, mantled feldspar</td></tr>',
        '<p><b>Rapakivi granite</b> is an A-type <a href="/wiki/Granite">granite</a> with '
        "large rounded alkali-feldspar ovoids mantled by plagioclase. The type area is the "
        '<a href="/wiki/Wiborg_batholith">Wiborg batholith</a> of south-east Finland.</p>'
        '<div id="toc"><a href="#Petrography">1 Petrography</a> <a href="#Origin">2 Origin</a> '
        '<a href="#Occurrences">3 Occurrences</a></div>'
        '<h2 id="Petrography">Petrography</h2><p>Ovoids reach 3 cm; the mantles are '
        '<a href="/wiki/Oligoclase">oligoclase</a>. See the <a href="/wiki/File:Rapakivi_ovoids.jpg">'
        "photograph of ovoids</a>.</p>"
        '<h2 id="Origin">Origin</h2><p>Models invoke <a href="/wiki/Magma_mixing">magma mixing</a> '
        'and decompression; see <a href="/wiki/Anorthosite">anorthosite</a>-mangerite-charnockite '
        "suites.</p>"
        '<h2 id="Occurrences">Occurrences</h2>'
        + ul(
            [
                ("/wiki/Wiborg_batholith", "Wiborg batholith"),
                ("/wiki/Salmi_batholith", "Salmi batholith"),
                ("/wiki/Sherman_granite", "Sherman granite"),
            ]
        )
        + '<h2>References</h2><ol class="references">'
        '<li><a href="http://doi.test/10.1016/0024-4937(95)00013-V">Haapala and Rämö (1995)</a></li>'
        '<li><a href="http://pubs.ofrshelf.hx100.example/">Open-file reports</a></li></ol>'
        '<p><a href="/wiki/Template:Granitoids">Granitoids navigation box</a></p>',
        ["Granite", "Plutonic_rocks", "Proterozoic_geology"],
        ["de", "fi", "sv", "ru"],
    )
    WIKI.home_main = (
        "<h1>Welcome to Petrapedia</h1><p>Featured article: "
        + f'<a href="{RAPAKIVI}">Rapakivi granite</a></p>'
    )
    pages: dict[str, str] = {SCOLECITE: scol, RAPAKIVI: rapa}
    other_langs = []
    for lg in ["de", "fr", "fi", "sv", "ru"]:
        c = Chrome(
            host=f"{lg}.petrapedia.hx100.example",
            name="Petrapedia",
            menu=WIKI.menu,
            title_format="{title} - {name}",
            cookie=False,
            analytics=False,
        )
        other_langs.append(
            c.site(
                {
                    SCOLECITE: c.page("Skolezit", "<h1>Skolezit</h1>"),
                    RAPAKIVI: c.page("Rapakivi", "<h1>Rapakivi</h1>"),
                }
            )
        )
    return [WIKI.site(pages), *other_langs]


# ---------------------------------------------------------------- bare data-release file index

RELEASE = "release.gravmagstore.hx100.example"
DR_SMALL = "/releases/DR-2021-07.html"
DR_BIG = "/releases/DR-2023-11.html"


def _obj(digest: str) -> str:
    return f"/objects/{digest[:2]}/{digest}"


SMALL_FILES = [
    ("4fa19c0e77d2b1", "bouguer_anomaly_1km.ers", "ER Mapper grid header"),
    ("9b03ee51aa6c40", "bouguer_anomaly_1km.grd", "grid"),
    ("c2d7701f3e9a58", "README.txt", "readme"),
]
BIG_FILES = [
    ("07aa5d3c1e2f91", "tmi_rtp_80m.grd", "grid"),
    ("1b6e0c94d7a233", "tmi_rtp_80m.ers", "ER Mapper grid header"),
    ("2c41f0e85b9d17", "flight_lines.csv", "line data"),
    ("3d92a7b06c5e48", "flight_path.zip", "zipped shapefile"),
    ("5e07b1c3d8f462", "survey_logistics_report.pdf", "report"),
    ("6f18c2d4e9a573", "metadata_iso19115.xml", "metadata"),
    ("8a29d3e5fab684", "SHA256SUMS", "checksums"),
    ("9b3ae4f60bc795", "LICENCE.txt", "licence"),
]


def _release_index(title: str, files: list[tuple[str, str, str]]) -> str:
    rows = "".join(
        f'<tr><td><a href="{_obj(d)}">{escape(n)}</a></td><td>{escape(k)}</td><td>{d}</td></tr>'
        for d, n, k in files
    )
    # Written by the release tool: no menu, no stylesheet, nothing but the release.
    return (
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{escape(title)}</title></head>'
        f"<body><h1>{escape(title)}</h1><p>Generated by relpack 0.9 on 2023-12-01. Files are "
        "stored by content digest.</p><table><tr><th>File</th><th>Kind</th><th>Digest</th></tr>"
        f"{rows}</table></body></html>"
    )


def _release_file(name: str, kind: str) -> object:
    if name.endswith(".pdf"):
        return pdf_file("Airborne magnetic survey logistics report", "Block 12, 80 m line spacing")
    if name.endswith(".zip"):
        return zipfile_bytes(name)
    if name.endswith(".grd"):
        return blob(name, 512)
    if name.endswith(".xml"):
        return text(
            '<?xml version="1.0"?><MD_Metadata><title>TMI RTP grid</title></MD_Metadata>',
            "application/xml",
        )
    if name.endswith(".csv"):
        return text("line,fid,x,y,tmi_nT\n1010,1,512300,6721000,57012.4\n", "text/csv")
    return text(f"{name}: {kind}\n")


def _release_sites() -> list[Site]:
    site = Site(RELEASE)
    site.add(
        "/",
        "<!DOCTYPE html><html><head><title>gravmagstore releases</title></head><body><h1>Releases</h1>"
        + ul([(DR_SMALL, "DR-2021-07"), (DR_BIG, "DR-2023-11")])
        + "</body></html>",
    )
    site.add(
        DR_SMALL,
        _release_index("DR-2021-07 Bouguer gravity anomaly grid, Ardmore block", SMALL_FILES),
    )
    site.add(
        DR_BIG,
        _release_index("DR-2023-11 Airborne magnetic survey, Block 12 (80 m lines)", BIG_FILES),
    )
    for d, n, k in SMALL_FILES + BIG_FILES:
        site.add(_obj(d), _release_file(n, k))  # type: ignore[arg-type]
    return [site]


# ---------------------------------------------------------------- cases


def _url(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # A survey blog post is one page: the seed's blog posts are Single Artifact URI.
    case(
        "strataline-karst",
        "geological survey field-notes blog (karst mapping post)",
        "single_artifact_uri",
        "single_page",
        BLOG.url(KARST),
        [BLOG.url(KARST)],
        _blog_sites,
        others=[BLOG.url(SLIP)],
    ),
    # Longer post in a series, with comments and a gallery: still one page (Single Page).
    case(
        "strataline-harrow-slip",
        "geological survey field-notes blog (landslide series part with comments)",
        "single_artifact_uri",
        "single_page",
        BLOG.url(SLIP),
        [BLOG.url(SLIP)],
        _blog_sites,
        others=[
            BLOG.url(KARST),
            BLOG.url("/2023/12/18/harrow-bank-landslide-part-2-the-inclinometers/"),
        ],
    ),
    # A Q&A thread is a discussion, like PubPeer's: Single Page.
    case(
        "coreshack-gamma",
        "geoscience Q&A forum (borehole gamma-ray question)",
        "single_artifact_uri",
        "single_page",
        QA.url(GAMMA),
        [QA.url(GAMMA)],
        _qa_sites,
        others=[QA.url(CORELOSS)],
    ),
    # Longer thread, four answers, linked questions: still one discussion page.
    case(
        "coreshack-core-loss",
        "geoscience Q&A forum (core recovery thread with linked questions)",
        "single_artifact_uri",
        "single_page",
        QA.url(CORELOSS),
        [QA.url(CORELOSS)],
        _qa_sites,
        others=[QA.url(GAMMA), QA.url("/questions/31002/core-recovery-vs-rqd")],
    ),
    # An encyclopedia article is Single Page (the seed's Wikipedia row).
    case(
        "petrapedia-scolecite",
        "mineral and rock wiki (zeolite mineral article)",
        "single_artifact_uri",
        "single_page",
        WIKI.url(SCOLECITE),
        [WIKI.url(SCOLECITE)],
        _wiki_sites,
        others=[WIKI.url("/wiki/Zeolite")],
    ),
    # Featured rock article with a contents box, interlanguage links and edit tools.
    case(
        "petrapedia-rapakivi",
        "mineral and rock wiki (featured rock article, five languages)",
        "single_artifact_uri",
        "single_page",
        WIKI.url(RAPAKIVI),
        [WIKI.url(RAPAKIVI)],
        _wiki_sites,
        others=[WIKI.url("/wiki/Wiborg_batholith"), _url("de.petrapedia.hx100.example", RAPAKIVI)],
    ),
    # A chrome-less release index: every link is one of the release's files, one hop away
    # and stored by digest (no common path or string): Single Page+ has nothing to ignore.
    case(
        "gravmag-dr2021",
        "gravity-magnetics data-release index (single grid release)",
        "single_hop",
        "single_page_plus",
        _url(RELEASE, DR_SMALL),
        [_url(RELEASE, DR_SMALL), *(_url(RELEASE, _obj(d)) for d, _n, _k in SMALL_FILES)],
        _release_sites,
    ),
    # Bigger release: grids, line data, shapefile, report, metadata, checksums, licence.
    case(
        "gravmag-dr2023",
        "gravity-magnetics data-release index (airborne survey, eight files)",
        "single_hop",
        "single_page_plus",
        _url(RELEASE, DR_BIG),
        [_url(RELEASE, DR_BIG), *(_url(RELEASE, _obj(d)) for d, _n, _k in BIG_FILES)],
        _release_sites,
    ),
]
