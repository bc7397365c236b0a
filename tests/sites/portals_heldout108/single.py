"""Single-URI and single-hop artifacts of the theme: a MediaWiki aquifer article, a Discourse
forum topic, and two data pages of a hand-made soil-physics lab website (Single Page+)."""

from __future__ import annotations

from html import escape

from keepnet.testweb.site import Site
from sites.portals._portal import Case, case

from ._kit import Skin, assets, css, csv_file, doc, js, pdf_file, text_file, zip_file

# --------------------------------------------------------------------------- MediaWiki
MW = "wiki.groundwaterwiki.hx108.example"
MW_ART = "Nubian_Sandstone_Aquifer_System"


def _mw_layout(s: Skin, title: str, main: str, head: str) -> str:
    body = (
        '<div id="mw-page-base" class="noprint"></div><div id="content" class="mw-body" role="'
        f'main">{main}</div><div id="mw-navigation"><h2>Navigation menu</h2>'
        '<div id="p-personal"><ul><li><a href="/w/index.php?title=Special:CreateAccount">Create '
        'account</a></li><li><a href="/w/index.php?title=Special:UserLogin">Log in</a></li></ul>'
        '</div><div id="p-search"><form action="/w/index.php" id="searchform"><input type="search"'
        ' name="search"><input type="hidden" name="title" value="Special:Search"></form></div>'
        '<div id="mw-panel"><div id="p-logo"><a class="mw-wiki-logo" href="/wiki/Main_Page">'
        '</a></div><ul><li><a href="/wiki/Main_Page">Main page</a></li><li><a href="/wiki/'
        'Special:RecentChanges">Recent changes</a></li><li><a href="/wiki/Special:Random">Random '
        'page</a></li><li><a href="/wiki/Help:Contents">Help</a></li></ul></div></div>'
        '<div id="footer" role="contentinfo"><ul id="footer-places"><li><a href="/wiki/'
        'GroundwaterWiki:Privacy_policy">Privacy policy</a></li><li><a href="/wiki/Groundwater'
        'Wiki:About">About GroundwaterWiki</a></li><li><a href="/wiki/GroundwaterWiki:General_'
        'disclaimer">Disclaimers</a></li></ul><a href="http://www.mediawiki.test/"><img src="/'
        'resources/assets/poweredby_mediawiki.svg" alt="Powered by MediaWiki"></a></div>'
    )
    head = (
        '<link rel="stylesheet" href="/load.php?lang=en&amp;modules=skins.vector.styles&amp;'
        'only=styles&amp;skin=vector">' + head
    )
    return doc(
        title,
        head,
        body + js("/load.php?lang=en&modules=startup&only=scripts&skin=vector"),
        body_attrs=' class="mediawiki ltr skin-vector action-view"',
    )


def mediawiki_sites() -> list[Site]:
    s = Skin(
        host=MW,
        name="GroundwaterWiki",
        title_format="{title} - GroundwaterWiki",
        home_title="GroundwaterWiki",
        menu=[],
        home_main="<h1>Main Page</h1>",
        layout=_mw_layout,
    )
    pages: dict[str, object] = dict(
        assets("/load.php", "/resources/assets/poweredby_mediawiki.svg")
    )
    t = MW_ART.replace("_", " ")
    idx = f"/w/index.php?title={MW_ART}"
    main = (
        '<div class="vector-page-toolbar"><ul><li class="selected"><a href="/wiki/'
        f'{MW_ART}">Article</a></li><li><a href="/wiki/Talk:{MW_ART}">Talk</a></li>'
        f'<li><a href="/wiki/{MW_ART}">Read</a></li><li><a href="{idx}&amp;action=edit">Edit</a>'
        f'</li><li><a href="{idx}&amp;action=history">View history</a></li></ul></div>'
        f'<h1 id="firstHeading" class="firstHeading"><span class="mw-page-title-main">{t}</span>'
        '</h1><div id="bodyContent" class="vector-body"><div id="mw-content-text" class="mw-body'
        '-content"><div class="mw-parser-output"><p>The <b>Nubian Sandstone Aquifer System</b> '
        '(NSAS) is the world\'s largest known <a href="/wiki/Fossil_water">fossil water</a> '
        'aquifer, underlying parts of <a href="/wiki/Chad">Chad</a>, <a href="/wiki/Egypt">'
        'Egypt</a>, <a href="/wiki/Libya">Libya</a> and <a href="/wiki/Sudan">Sudan</a>.</p>'
        '<h2><span class="mw-headline" id="Hydrogeology">Hydrogeology</span></h2><p>Recharge '
        'ended with the <a href="/wiki/African_humid_period">African humid period</a>.</p>'
        '<h2><span class="mw-headline" id="References">References</span></h2><ol class='
        '"references"><li><a rel="nofollow" class="external text" href="http://www.iaea.test/'
        'nsas-project">IAEA Nubian project</a></li></ol></div></div>'
        '<div id="catlinks" class="catlinks"><a href="/wiki/Special:Categories">Categories</a>: '
        '<a href="/wiki/Category:Transboundary_aquifers">Transboundary aquifers</a></div></div>'
        '<div id="p-tb"><h3>Tools</h3><ul><li><a href="/wiki/Special:WhatLinksHere/'
        f'{MW_ART}">What links here</a></li><li><a href="{idx}&amp;oldid=48211">Permanent link'
        f'</a></li><li><a href="{idx}&amp;action=info">Page information</a></li><li><a href="/'
        f'w/index.php?title=Special:CiteThisPage&amp;page={MW_ART}&amp;id=48211">Cite this page'
        f'</a></li><li><a href="{idx}&amp;printable=yes">Printable version</a></li></ul></div>'
        '<div id="footer-info">This page was last edited on 2 October 2025, at 11:04. Text is '
        'available under the <a href="http://creativecommons.test/licenses/by-sa/4.0/">Creative '
        "Commons Attribution-ShareAlike License 4.0</a>.</div>"
    )
    pages[f"/wiki/{MW_ART}"] = s.page(t, main)
    for p in (
        "Fossil_water",
        "Chad",
        "Egypt",
        "Libya",
        "Sudan",
        "African_humid_period",
        f"Talk:{MW_ART}",
        "Category:Transboundary_aquifers",
        "Main_Page",
    ):
        pages[f"/wiki/{p}"] = s.page(p.replace("_", " "), f"<h1>{escape(p)}</h1>")
    return [s.site(pages)]  # type: ignore[arg-type]


# --------------------------------------------------------------------------- Discourse
DC = "discourse.hydroforum.hx108.example"
DC_TOPIC = "/t/gap-filling-winter-discharge-records-affected-by-ice/2841"


def discourse_sites() -> list[Site]:
    def layout(s: Skin, title: str, main: str, head: str) -> str:
        body = (
            '<header class="d-header"><div class="wrap"><div class="contents"><div class="title">'
            '<a href="/"><img src="/uploads/default/original/1X/hydroforum-logo.png" alt="'
            'HydroForum"></a></div></div></div></header><div id="main-outlet" class="wrap" '
            f'role="main">{main}</div><footer class="noscript-footer-nav"><a href="/">Home</a> '
            '<a href="/categories">Categories</a> <a href="/guidelines">FAQ/Guidelines</a> '
            '<a href="/tos">Terms of Service</a> <a href="/privacy">Privacy Policy</a></footer>'
            '<p class="powered-by-link">Powered by <a href="http://www.discourse.test/?utm_source='
            'discourse&amp;utm_medium=footer">Discourse</a>, best viewed with JavaScript enabled</p>'
        )
        return doc(
            title,
            css("/stylesheets/desktop_4f2a.css") + head,
            body + js("/assets/discourse-1c7e.js"),
            body_attrs=' class="crawler"',
        )

    s = Skin(
        host=DC,
        name="HydroForum",
        title_format="{title} - HydroForum",
        home_title="HydroForum",
        menu=[],
        layout=layout,
        home_main='<div class="topic-list"><a href="/latest">Latest</a></div>',
    )
    pages: dict[str, object] = dict(
        assets(
            "/stylesheets/desktop_4f2a.css",
            "/assets/discourse-1c7e.js",
            "/uploads/default/original/1X/hydroforum-logo.png",
        )
    )
    title = "Gap-filling winter discharge records affected by ice"
    posts = [
        (
            "kvirtanen",
            "Our Finnish stations have 3-4 months of ice-affected stage every winter. "
            "How do you estimate discharge for those periods?",
        ),
        ("bmcallister", "We use winter gaugings plus a recession model; see the WMO manual."),
        ("sarah_h", "Backwater corrections from air temperature worked for us in Manitoba."),
    ]
    post_html = "".join(
        f'<div class="topic-body crawler-post" id="post_{i}"><div class="crawler-post-meta">'
        f'<span class="creator"><a href="/u/{u}"><span>{u}</span></a></span><span class="crawler'
        f'-post-infos"><a href="{DC_TOPIC}/{i}">#{i}</a></span></div><div class="post" '
        f'itemprop="text"><p>{escape(txt)}</p></div></div>'
        for i, (u, txt) in enumerate(posts, 1)
    )
    main = (
        f'<div id="topic-title"><h1><a href="{DC_TOPIC}">{escape(title)}</a></h1>'
        '<div class="topic-category"><span class="category-name"><a href="/c/data-and-methods/12">'
        'Data and methods</a></span> <a class="discourse-tag" href="/tag/discharge">discharge</a>'
        ' <a class="discourse-tag" href="/tag/river-ice">river-ice</a></div></div>'
        f"{post_html}"
        '<div id="related-topics"><h3>Related topics</h3><a href="/t/estimating-discharge-'
        'under-ice-with-adcp/1920">Estimating discharge under ice with ADCP</a></div>'
    )
    pages[DC_TOPIC] = s.page(
        title, main, head=f'<link rel="canonical" href="http://{DC}{DC_TOPIC}">'
    )
    for i in range(1, len(posts) + 1):
        pages[f"{DC_TOPIC}/{i}"] = pages[DC_TOPIC]
    for u, _t in posts:
        pages[f"/u/{u}"] = s.page(u, f"<h1>{u}</h1>")
    for p in (
        "/c/data-and-methods/12",
        "/tag/discharge",
        "/tag/river-ice",
        "/latest",
        "/categories",
        "/t/estimating-discharge-under-ice-with-adcp/1920",
    ):
        pages[p] = s.page(p, f"<h1>{escape(p)}</h1>")
    return [s.site(pages)]  # type: ignore[arg-type]


# --------------------------------------------------------------------------- lab website
LAB = "www.soilphysicslab.hx108.example"
LAB_SETS = {
    "hupsel": (
        "/data/hupsel-infiltration-2019.html",
        "Hupsel Brook catchment: tension infiltrometer and ring infiltration runs, 2019",
        [
            "/data/hupsel2019/infiltrometer_runs.csv",
            "/data/hupsel2019/ring_infiltration.csv",
            "/data/hupsel2019/site_map.pdf",
            "/data/hupsel2019/README.txt",
            "/data/hupsel2019/hupsel2019_all.zip",
        ],
    ),
    "lysimeter": (
        "/data/lysimeter-drainage-2010-2024.html",
        "Weighing lysimeter drainage and evapotranspiration, Wageningen, 2010-2024",
        [
            "/data/lysimeter/lysimeter_daily_2010_2024.csv",
            "/data/lysimeter/lysimeter_report.pdf",
            "/data/lysimeter/README.txt",
        ],
    ),
}


def lab_sites() -> list[Site]:
    def layout(s: Skin, title: str, main: str, head: str) -> str:
        return doc(
            title, "<style>body{font-family:Georgia,serif;max-width:50em}</style>" + head, main
        )

    s = Skin(
        host=LAB,
        name="Soil Physics Lab",
        title_format="{title}",
        menu=[],
        layout=layout,
        home_title="Soil Physics Lab - Wageningen",
        home_main=(
            "<h1>Soil Physics Lab</h1><p>Field and laboratory measurements of water flow in "
            "soils.</p><h2>News</h2><ul>"
            '<li>2025-06: <a href="/data/hupsel-infiltration-2019.html">Hupsel infiltration data '
            'online</a> (<a href="/data/hupsel2019/hupsel2019_all.zip">download everything</a>)'
            '</li><li>2025-02: the <a href="/data/lysimeter/lysimeter_report.pdf">lysimeter '
            "report</a> is out</li></ul>"
            '<h2>People</h2><ul><li><a href="/people/vandenberg.html">M. van den Berg</a></li>'
            "</ul>"
        ),
    )
    pages: dict[str, object] = {}
    for key, (path, title, files) in LAB_SETS.items():
        items = "".join(f'<li><a href="{f}">{f.rsplit("/", 1)[1]}</a></li>' for f in files)
        pages[path] = s.page(
            title,
            f"<h1>{escape(title)}</h1><p>Measured by the Soil Physics Lab. Free to use with "
            f"attribution; please cite the README.</p><h2>Files</h2><ul>{items}</ul>"
            "<p><small>Last changed 2025-06-02.</small></p>",
        )
        for f in files:
            if f.endswith(".csv"):
                pages[f] = csv_file("date,plot,value", ["2019-05-14,H1,12.4"])
            elif f.endswith(".pdf"):
                pages[f] = pdf_file(title, key)
            elif f.endswith(".zip"):
                pages[f] = zip_file(key)
            else:
                pages[f] = text_file(f"{title}\nContact: soilphysics@lab.test\n")
    pages["/people/vandenberg.html"] = s.page("M. van den Berg", "<h1>M. van den Berg</h1>")
    return [s.site(pages)]  # type: ignore[arg-type]


def _u(host: str, path: str) -> str:
    return f"http://{host}{path}"


CASES: list[Case] = [
    # MediaWiki article on an aquifer: the seed's Wikipedia row, Single Page.  Talk,
    # history, edit, permanent link, info, cite and print variants, categories and linked
    # articles are not the article's artifact URIs.
    case(
        "mediawiki-nubian-aquifer-article",
        "MediaWiki (groundwater knowledge wiki)",
        "Single Artifact URI",
        "single_page",
        _u(MW, f"/wiki/{MW_ART}"),
        {_u(MW, f"/wiki/{MW_ART}")},
        mediawiki_sites,
    ),
    # Discourse topic (crawler view): a discussion, like the seed's PubPeer / PubMed
    # Commons rows: Single Page.  Post permalinks (/2841/N) serve the same topic; users,
    # category, tags and the related topic are outside.
    case(
        "discourse-ice-affected-discharge-topic",
        "Discourse (hydrology community forum)",
        "Single Artifact URI",
        "single_page",
        _u(DC, DC_TOPIC),
        {_u(DC, DC_TOPIC)},
        discourse_sites,
        others=[_u(DC, "/t/estimating-discharge-under-ice-with-adcp/1920")],
    ),
    # Hand-made lab data page: a bare page linking only its five files (Single Hop).  The
    # lab homepage links the dataset's "download everything" zip, so an Ignored URIs list
    # built from the homepage would drop an artifact URI: plain Single Page+ is the seed's
    # heuristic that collects exactly the artifact.  Truth = page + 5 files.
    case(
        "lab-hupsel-infiltration-data",
        "Hand-made lab website (soil physics group)",
        "Single Hop",
        "single_page_plus",
        _u(LAB, LAB_SETS["hupsel"][0]),
        {_u(LAB, LAB_SETS["hupsel"][0])} | {_u(LAB, f) for f in LAB_SETS["hupsel"][2]},
        lab_sites,
    ),
    # Second lab data page (lysimeter series): same shape; the homepage links its report
    # PDF.  Single Page+; truth = page + 3 files.
    case(
        "lab-lysimeter-drainage-data",
        "Hand-made lab website (soil physics group)",
        "Single Hop",
        "single_page_plus",
        _u(LAB, LAB_SETS["lysimeter"][0]),
        {_u(LAB, LAB_SETS["lysimeter"][0])} | {_u(LAB, f) for f in LAB_SETS["lysimeter"][2]},
        lab_sites,
    ),
]
