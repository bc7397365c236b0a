"""Web presence and media: a lab's project site, a blog post, a wiki article, a podcast
episode, a video article, a conference poster.

- Lab project website on a department server (nearest: the Silk row, a site devoted to one
  project, Path-Based): the project's pages all live under
  ``/geo/research/projects/coralsense/`` (team, publications, data index, a data file, news).
  Truth: those.  The department pages above it and the follow-up project
  ``/coralsense-ii/`` (its path extends this one's) are not; papers linked from the
  publication list are on journals (other portals).
- WordPress blog post (the seed's blog rows, Single Page): the post only.  Categories, tags,
  author archive, previous/next posts, the comments feed and the shortlink are not the post
  (comments are shown in the page itself).
- MediaWiki article (the Wikipedia row, Single Page): the article only; history, edit, talk,
  printable, permanent link, "cite this page" and "what links here" are wiki machinery.
- Podcast episode (the Story Collider audio row, Single Page): the episode page; its audio
  is embedded from the host's CDN with ``<audio>`` (an embedded resource, not an artifact
  URI); feed, directory and player links are not.
- Video article (the JoVE row, Single Page+ with Ignores): the article page, its PDF, the
  materials list and citation exports; the video itself is embedded.  Related videos are
  other artifacts.
- Conference poster host (nearest: the Figshare/Zenodo rows, an item with its files one hop
  away): the poster page, the PDF on the host's file CDN (another registrable domain) and
  its RIS citation; the session page and other posters are other artifacts.
"""

from __future__ import annotations

from keepnet.testweb.site import Response, Site
from sites.portals._portal import Portal

from ._kit import (
    LICENCE_BY,
    a,
    citation_meta,
    csv,
    files_host,
    generator,
    host,
    image,
    jsonld,
    make_case,
    pdf,
    site,
    social,
    text,
    ul,
)

# ---------------------------------------------------------------- lab project site

LAB = host("www", "tamsin-univ")
lab = Portal(
    LAB,
    "Tamsin University — School of Geosciences",
    [
        ("/geo/", "School home"),
        ("/geo/research/", "Research"),
        ("/geo/study/", "Study"),
        ("/geo/people/", "People"),
        ("/geo/contact/", "Contact"),
    ],
    [
        ("/accessibility", "Accessibility"),
        ("/cookies", "Cookies"),
        ("/freedom-of-information", "FOI"),
    ],
    title_format="{title} | {name}",
)
LP = "/geo/research/projects/coralsense/"
LAB_PAGES = ["", "team.html", "publications.html", "data/", "news/2024-field-season.html"]
LAB_FILE = LP + "data/reef-temps-2023.csv"


def _lab_sites() -> list[Site]:
    nav = ul(
        a(LP + p, label)
        for p, label in zip(
            LAB_PAGES, ["Overview", "Team", "Publications", "Data", "News"], strict=True
        )
    )
    bodies = {
        "": "<h1>CoralSense</h1><p>Low-cost sensors for reef heat stress.</p>"
        + a(LP + "news/2024-field-season.html", "2024 field season")
        + "<p>Follow-up: "
        + a("/geo/research/projects/coralsense-ii/", "CoralSense II")
        + "</p>",
        "team.html": "<h1>Team</h1>" + a("/geo/people/m-ahanu/", "Dr Mere Ahanu"),
        "publications.html": "<h1>Publications</h1>"
        + a("http://doi.test/10.5555/reef.2023.77", "Ahanu et al. 2023"),
        "data/": "<h1>Data</h1>"
        + a(LAB_FILE, "reef-temps-2023.csv")
        + " "
        + a(LICENCE_BY, "CC BY 4.0"),
        "news/2024-field-season.html": "<h1>2024 field season</h1><p>Back from the reef.</p>",
    }
    pages: dict[str, object] = {
        LP + p: lab.page(
            "CoralSense"
            if not p
            else f"{p.split('/')[0].removesuffix('.html').title()} - CoralSense",
            nav + bodies[p],
        )
        for p in LAB_PAGES
    }
    pages[LAB_FILE] = csv("site,time,temp", "R1,2023-01-01T00:00,28.4")
    pages["/geo/research/projects/coralsense-ii/"] = lab.page(
        "CoralSense II", "<h1>CoralSense II</h1>"
    )
    pages["/geo/people/m-ahanu/"] = lab.page("Dr Mere Ahanu", "<h1>Dr Mere Ahanu</h1>")
    return [site(lab, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- WordPress blog post

WP = host("blog", "pellmore-lab")
wp = Portal(
    WP,
    "Pellmore Lab Notes",
    [
        ("/about/", "About"),
        ("/people/", "People"),
        ("/publications/", "Publications"),
        ("/category/fieldwork/", "Fieldwork"),
    ],
    [("/feed/", "RSS"), ("http://wordpress.test/", "Proudly powered by WordPress")],
    title_format="{title} – {name}",
)
wp.home_main = "<h1>Pellmore Lab Notes</h1><h2>Recent posts</h2>" + ul(
    [
        a("/2024/03/11/why-our-sediment-cores-disagree/", "Why our sediment cores disagree"),
        a("/2024/02/20/new-corer/", "A new corer"),
    ]
)
WPP = "/2024/03/11/why-our-sediment-cores-disagree/"
WP_TITLE = "Why our sediment cores disagree"


def _wp_sites() -> list[Site]:
    head = (
        generator("WordPress 6.4.3") + f'<link rel="shortlink" href="{wp.url("/?p=4182")}">'
        f'<link rel="alternate" type="application/rss+xml" href="{WPP}feed/">'
        f'<link rel="https://api.w.org/" href="{wp.url("/wp-json/")}">'
    )
    main = (
        f"<article><h1 class=entry-title>{WP_TITLE}</h1><p class=byline>by {a('/author/hannah/', 'Hannah Oyelaran')}"
        "</p><img src='/wp-content/uploads/2024/03/core-300x200.jpg' alt='core'>"
        "<p>Two cores taken a metre apart gave dates 400 years apart...</p>"
        f"<p>Posted in {a('/category/fieldwork/', 'Fieldwork')} · Tagged {a('/tag/radiocarbon/', 'radiocarbon')}</p>"
        f"<nav class=post-navigation>{a('/2024/02/20/new-corer/', '← A new corer')} "
        f"{a('/2024/04/02/lake-drilling-diary/', 'Lake drilling diary →')}</nav>"
        f"<div id=comments><h2>2 thoughts</h2><p>Great post!</p>{a(WPP + '#respond', 'Reply')}</div></article>"
        + social(wp.url(WPP))
    )
    pages: dict[str, object] = {
        WPP: wp.page(WP_TITLE, main, head=head),
        "/wp-content/uploads/2024/03/core-300x200.jpg": image("image/jpeg"),
        WPP + "feed/": text(
            "<rss><channel><title>Comments</title></channel></rss>", "application/rss+xml"
        ),
        "/?p=4182": Response.redirect(wp.url(WPP), 301),
        "/author/hannah/": wp.page("Hannah Oyelaran", "<h1>Hannah Oyelaran</h1>"),
        "/tag/radiocarbon/": wp.page("radiocarbon", "<h1>Tag: radiocarbon</h1>"),
        "/2024/02/20/new-corer/": wp.page("A new corer", "<h1>A new corer</h1>"),
        "/2024/04/02/lake-drilling-diary/": wp.page(
            "Lake drilling diary", "<h1>Lake drilling diary</h1>"
        ),
        "/wp-json/": text("{}", "application/json"),
    }
    return [site(wp, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- MediaWiki

MW = host("wiki", "openlore")
mw = Portal(
    MW,
    "Openlore",
    [
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Openlore:Contents", "Contents"),
        ("/wiki/Special:Random", "Random article"),
        ("/wiki/Special:RecentChanges", "Recent changes"),
    ],
    [
        ("/wiki/Openlore:Privacy_policy", "Privacy policy"),
        ("/wiki/Openlore:About", "About Openlore"),
        ("/wiki/Openlore:General_disclaimer", "Disclaimers"),
    ],
    title_format="{title} - {name}",
)
MWP = "/wiki/Tidal_bore"


def _mw_sites() -> list[Site]:
    tools = [
        ("/wiki/Talk:Tidal_bore", "Talk"),
        ("/w/index.php?title=Tidal_bore&action=edit", "Edit"),
        ("/w/index.php?title=Tidal_bore&action=history", "View history"),
        ("/wiki/Special:WhatLinksHere/Tidal_bore", "What links here"),
        ("/w/index.php?title=Tidal_bore&oldid=118822", "Permanent link"),
        ("/w/index.php?title=Special:CiteThisPage&page=Tidal_bore&id=118822", "Cite this page"),
        ("/w/index.php?title=Tidal_bore&printable=yes", "Printable version"),
    ]
    main = (
        f"<h1 id=firstHeading>Tidal bore</h1>{ul(a(h, t) for h, t in tools)}"
        f"<p>A <b>tidal bore</b> is a {a('/wiki/Tide', 'tidal')} phenomenon in which the leading edge of the "
        f"incoming tide forms a wave travelling up a {a('/wiki/River', 'river')}. See also "
        f"{a('/wiki/Tidal_bore_surfing', 'Tidal bore surfing')}.</p>"
        f"<p>{a('http://doi.test/10.5555/jfm.1987.22', 'Chanson 1987')}</p>"
        f"<p>Categories: {a('/wiki/Category:Tides', 'Tides')}</p>"
    )
    pages: dict[str, object] = {
        MWP: mw.page("Tidal bore", main, head=generator("MediaWiki 1.41.0")),
        "/wiki/Tide": mw.page("Tide", "<h1>Tide</h1>"),
        "/wiki/River": mw.page("River", "<h1>River</h1>"),
        "/wiki/Tidal_bore_surfing": mw.page("Tidal bore surfing", "<h1>Tidal bore surfing</h1>"),
        "/wiki/Category:Tides": mw.page("Category:Tides", "<h1>Category:Tides</h1>"),
    }
    for h, t in tools:
        pages[h] = mw.page(f"{t}: Tidal bore", f"<h1>Tidal bore</h1><p>{t}</p>")
    return [site(mw, pages)]  # type: ignore[arg-type]


# ---------------------------------------------------------------- podcast episode

POD = host("www", "fieldnotes-pod")
POD_CDN = host("media", "podhostcdn")
pod = Portal(
    POD,
    "Field Notes — a podcast about doing science outdoors",
    [("/episodes/", "Episodes"), ("/about/", "About"), ("/support/", "Support us")],
    [
        ("/feed.xml", "RSS"),
        ("http://podcasts.apple.test/fieldnotes", "Apple Podcasts"),
        ("http://open.spotify.test/show/fn", "Spotify"),
    ],
    title_format="{title} — Field Notes",
)
pod.home_main = "<h1>Field Notes</h1><h2>Latest episodes</h2>" + ul(
    [
        a("/episodes/57-the-salt-marsh-sound/", "57: The salt marsh sound"),
        a("/episodes/56-counting-bats/", "56: Counting bats"),
    ]
)
PODP = "/episodes/57-the-salt-marsh-sound/"


def _pod_sites() -> list[Site]:
    mp3 = f"http://{POD_CDN}/fieldnotes/57/fieldnotes-057.mp3"
    main = (
        "<h1>57: The salt marsh sound</h1><p>With guest Dr Tomasz Wren, acoustic ecologist.</p>"
        f"<audio controls preload=none><source src='{mp3}' type='audio/mpeg'></audio>"
        f"<p>Previous: {a('/episodes/56-counting-bats/', '56: Counting bats')} · "
        f"Next: {a('/episodes/58-ice-cores/', '58: Ice cores')}</p>"
        f"<p>Guest page: {a('http://www.wren-lab.test/', 'Wren lab')}</p>"
        + jsonld(
            {
                "@type": "PodcastEpisode",
                "name": "The salt marsh sound",
                "episodeNumber": 57,
                "associatedMedia": {"@type": "MediaObject", "contentUrl": mp3},
            }
        )
    )
    pages: dict[str, object] = {
        PODP: pod.page("57: The salt marsh sound", main),
        "/episodes/56-counting-bats/": pod.page("56: Counting bats", "<h1>56</h1>"),
        "/episodes/58-ice-cores/": pod.page("58: Ice cores", "<h1>58</h1>"),
        "/feed.xml": text("<rss/>", "application/rss+xml"),
    }
    cdn = files_host(
        POD_CDN, {"/fieldnotes/57/fieldnotes-057.mp3": Response.data(b"ID3\x04audio", "audio/mpeg")}
    )
    return [site(pod, pages), cdn]  # type: ignore[arg-type]


# ---------------------------------------------------------------- video article

JV = host("www", "labvidjournal")
JV_CDN = host("video", "labvidstream")
jv = Portal(
    JV,
    "LabVid Journal of Experiments",
    [
        ("/journal", "Journal"),
        ("/encyclopedia", "Encyclopedia"),
        ("/education", "Education"),
        ("/subscribe", "Subscribe"),
    ],
    [
        ("/about", "About"),
        ("/privacy", "Privacy"),
        ("/terms", "Terms"),
        ("http://facebook.test/labvid", "Facebook"),
    ],
    title_format="{title} | Protocol",
)
JVP = "/v/61234/measuring-stomatal-conductance-in-field-grown-maize"
JV_TRUTH = [
    JVP,
    "/pdf/61234/measuring-stomatal-conductance-in-field-grown-maize.pdf",
    "/files/materials/61234/Materials.xlsx",
    "/cite/61234/ris",
    "/cite/61234/bibtex",
]
JV_TITLE = "Measuring Stomatal Conductance in Field-Grown Maize"


def _jv_sites() -> list[Site]:
    main = (
        f"<h1>{JV_TITLE}</h1><video controls src='http://{JV_CDN}/hls/61234/master.m3u8'></video>"
        f"<p>{a(JV_TRUTH[1], 'Download PDF')} · {a(JV_TRUTH[2], 'Materials List')} · "
        f"Cite: {a(JV_TRUTH[3], 'RIS')} {a(JV_TRUTH[4], 'BibTeX')}</p>"
        f"<h3>Related videos</h3>{ul([a('/v/60871/leaf-gas-exchange-in-rice', 'Leaf gas exchange in rice')])}"
        f"<p>{a('/author/nkemdirim-okeke', 'Nkemdirim Okeke')}</p>"
    )
    pages: dict[str, object] = {
        JVP: jv.page(
            JV_TITLE,
            main,
            head=citation_meta(
                JV_TITLE, ["Okeke, Nkemdirim"], "2021/05/14", pdf_url=jv.url(JV_TRUTH[1])
            ),
        ),
        JV_TRUTH[1]: pdf(JV_TITLE, "Protocol"),
        JV_TRUTH[2]: Response.data(
            b"PK\x03\x04xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        ),
        JV_TRUTH[3]: text(f"TI  - {JV_TITLE}"),
        JV_TRUTH[4]: text(f"@article{{x, title={{{JV_TITLE}}}}}"),
        "/v/60871/leaf-gas-exchange-in-rice": jv.page("Leaf Gas Exchange in Rice", "<h1>Rice</h1>"),
        "/author/nkemdirim-okeke": jv.page("Nkemdirim Okeke", "<h1>Okeke</h1>"),
    }
    cdn = files_host(
        JV_CDN, {"/hls/61234/master.m3u8": text("#EXTM3U\n", "application/vnd.apple.mpegurl")}
    )
    return [site(jv, pages), cdn]  # type: ignore[arg-type]


# ---------------------------------------------------------------- poster host

PO = host("posters", "ridgeline-conf")
PO_CDN = host("cdn", "posterboardfiles")
po = Portal(
    PO,
    "Ridgeline Ecology Meeting 2024 — Posters",
    [("/sessions/", "Sessions"), ("/authors/", "Authors"), ("/programme/", "Programme")],
    [("/code-of-conduct/", "Code of conduct"), ("http://ridgeline.test/", "Ridgeline Society")],
    title_format="{name}: {title}",
)
POP = "/p/8812"
PO_PDF = f"http://{PO_CDN}/ridgeline2024/8812/poster_8812_v2.pdf"
PO_TITLE = "Drought legacy effects on beech saplings"


def _po_sites() -> list[Site]:
    main = (
        f"<h1>{PO_TITLE}</h1><img src='http://{PO_CDN}/ridgeline2024/8812/thumb.png' alt='poster'>"
        f"<p>Session {a('/sessions/s14/', 'S14 Forest resilience')} · Board 22</p>"
        f"<p>{a(PO_PDF, 'Download poster (PDF)')} · {a(POP + '/cite.ris', 'Cite (RIS)')}</p>"
        f"<p>Next poster: {a('/p/8813', 'Beech mast and rodent cycles')}</p>"
    )
    pages: dict[str, object] = {
        POP: po.page(
            PO_TITLE, main, head=citation_meta(PO_TITLE, ["Lindahl, Sigrid"], "2024/06/04")
        ),
        POP + "/cite.ris": text(f"TY  - CONF\nTI  - {PO_TITLE}\n"),
        "/sessions/s14/": po.page("S14 Forest resilience", "<h1>S14</h1>"),
        "/p/8813": po.page("Beech mast and rodent cycles", "<h1>Beech mast</h1>"),
    }
    cdn = files_host(
        PO_CDN,
        {
            "/ridgeline2024/8812/poster_8812_v2.pdf": pdf(PO_TITLE, "Poster"),
            "/ridgeline2024/8812/thumb.png": image(),
        },
    )
    return [site(po, pages), cdn]  # type: ignore[arg-type]


CASES = [
    make_case(
        "tamsin_lab_coralsense",
        "lab project website (department server)",
        "Multi-Hop",
        "path_based",
        lab.url(LP),
        {lab.url(LP + p) for p in LAB_PAGES} | {lab.url(LAB_FILE)},
        _lab_sites,
        others={lab.url("/geo/research/projects/coralsense-ii/")},
    ),
    make_case(
        "pellmore_blog_cores",
        "WordPress blog post",
        "Single Artifact URI",
        "single_page",
        wp.url(WPP),
        {wp.url(WPP)},
        _wp_sites,
        others={wp.url("/2024/02/20/new-corer/"), wp.url("/2024/04/02/lake-drilling-diary/")},
    ),
    make_case(
        "openlore_wiki_tidal_bore",
        "MediaWiki encyclopedia article",
        "Single Artifact URI",
        "single_page",
        mw.url(MWP),
        {mw.url(MWP)},
        _mw_sites,
        others={mw.url("/wiki/Tide"), mw.url("/wiki/River"), mw.url("/wiki/Tidal_bore_surfing")},
    ),
    make_case(
        "fieldnotes_podcast_57",
        "podcast episode",
        "Single Artifact URI",
        "single_page",
        pod.url(PODP),
        {pod.url(PODP)},
        _pod_sites,
        others={pod.url("/episodes/56-counting-bats/"), pod.url("/episodes/58-ice-cores/")},
    ),
    make_case(
        "labvid_stomata_video",
        "video journal article (JoVE-like)",
        "Single Hop",
        "single_page_plus_ignored",
        jv.url(JVP),
        {jv.url(u) for u in JV_TRUTH},
        _jv_sites,
        others={jv.url("/v/60871/leaf-gas-exchange-in-rice")},
    ),
    make_case(
        "ridgeline_poster_beech",
        "conference poster host",
        "Single Hop",
        "single_page_plus_ignored",
        po.url(POP),
        {po.url(POP), po.url(POP + "/cite.ris"), PO_PDF},
        _po_sites,
        others={po.url("/p/8813"), po.url("/sessions/s14/")},
    ),
]
