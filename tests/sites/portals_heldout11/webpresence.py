"""Scholarly web presences: a lab project site, a research blog post, a wiki article,
a slide deck, a methods video and a conference poster."""

from __future__ import annotations

from keepnet.testweb.site import Site
from sites.portals._portal import Case, Portal, data, links

from ._kit import build, file_host, pdf_file

# --- Lab website with a project under /projects/<name>/ and a sibling project extending it.

LAB = Portal(
    "www.reeflab.hx11.example",
    "Reef Acoustics Lab",
    menu=[
        ("/people/", "People"),
        ("/projects/", "Projects"),
        ("/news/", "News"),
        ("/join/", "Join us"),
    ],
    footer=[
        ("/accessibility/", "Accessibility"),
        ("http://www.oceanuniv.hx11.example/", "Ocean University"),
        ("http://social.fediverse-lab.hx11.example/@reeflab", "Mastodon"),
    ],
    title_format="{title} — Reef Acoustics Lab",
)


def _lab() -> list[Site]:
    p = "/projects/soundscapes/"
    sub = links(
        [
            (p, "Overview"),
            (p + "methods/", "Methods"),
            (p + "data/", "Data"),
            (p + "publications/", "Publications"),
            (p + "team/", "Team"),
        ]
    )

    def page(title: str, body: str) -> str:
        return LAB.page(title, f"<nav class='project'>{sub}</nav><h1>{title}</h1>{body}")

    pages = {
        p: page(
            "Reef Soundscapes",
            "<p>Listening to recovering reefs.</p>"
            "<p>Follow-up: <a href='/projects/soundscapes-ii/'>Reef Soundscapes II</a></p>"
            "<p>Funded by <a href='http://www.marine-fund.hx11.example/grants/RS-2021'>Marine Fund</a></p>",
        ),
        p + "methods/": page(
            "Methods", f"<a href='{p}methods/hydrophone-protocol.pdf'>Hydrophone protocol (PDF)</a>"
        ),
        p + "methods/hydrophone-protocol.pdf": pdf_file("Hydrophone deployment protocol"),
        p + "data/": page(
            "Data",
            f"<a href='{p}data/site-list.csv'>Site list</a> "
            "<a href='http://records.opendeposit.hx11.example/records/771234'>Recordings on OpenDeposit</a>",
        ),
        p + "data/site-list.csv": data("site,lat,lon\nA,-16.1,145.8\n", "text/csv"),
        p + "publications/": page(
            "Publications",
            "<a href='http://journals.lakeside-press.hx11.example/index.php/jdpp/article/view/700'>Paper</a>",
        ),
        p + "team/": page("Team", "<a href='/people/dr-kim-ngata/'>Dr Kim Ngata</a>"),
        "/projects/soundscapes-ii/": LAB.page(
            "Reef Soundscapes II", "<h1>Reef Soundscapes II</h1>"
        ),
        "/people/dr-kim-ngata/": LAB.page("Dr Kim Ngata", "<h1>Dr Kim Ngata</h1>"),
    }
    return [build(LAB, pages)]


LAB_P = "/projects/soundscapes/"
LAB_TRUTH = frozenset(
    LAB.url(LAB_P + s)
    for s in (
        "",
        "methods/",
        "methods/hydrophone-protocol.pdf",
        "data/",
        "data/site-list.csv",
        "publications/",
        "team/",
    )
)

# --- Research blog post (Hypotheses-like): one page among comments, tags and archives.

BLOG = Portal(
    "archeonotes.hypoblog.hx11.example",
    "Archéo-notes",
    menu=[("/a-propos", "À propos"), ("/category/terrain/", "Terrain"), ("/feed/", "RSS")],
    footer=[
        ("http://www.hypoblog-platform.hx11.example/", "Hébergé par HypoBlog"),
        ("/mentions-legales", "Mentions légales"),
    ],
    title_format="{title} – {name}",
)


def _blog() -> list[Site]:
    p = "/2024/07/03/fouille-de-la-villa-des-pins/"
    t = "Fouille de la villa des Pins : premiers résultats"
    pages = {
        p: BLOG.page(
            t,
            f"<article><h1>{t}</h1><p>Publié le 3 juillet 2024 par <a href='/author/lmercier/'>Léa Mercier</a></p>"
            "<figure><img src='/wp-content/uploads/2024/07/sondage-2.jpg' alt=''></figure>"
            "<p>Catégories : <a href='/category/terrain/'>Terrain</a> · Mots-clés : <a href='/tag/epoque-romaine/'>époque romaine</a></p>"
            "<p><a href='/2024/06/18/preparation-campagne/'>← Article précédent</a> "
            "<a href='/2024/07/20/fouille-de-la-villa-des-pins-suite/'>Article suivant →</a></p>"
            f"<p><a href='{p}#comments'>3 commentaires</a> · <a href='{p}feed/'>Flux des commentaires</a></p>"
            "<p>Pour citer ce billet : Léa Mercier (3 juillet 2024). « " + t + " ». Archéo-notes. "
            "<a href='http://doi.resolve-hb.hx11.example/10.58079/11abc'>https://doi.org/10.58079/11abc</a></p></article>",
        ),
        "/wp-content/uploads/2024/07/sondage-2.jpg": data(b"\xff\xd8\xff\xe0jpeg", "image/jpeg"),
        p + "feed/": data(
            "<rss><channel><title>Commentaires</title></channel></rss>", "application/rss+xml"
        ),
        "/author/lmercier/": BLOG.page("Léa Mercier", "<h1>Léa Mercier</h1>"),
        "/tag/epoque-romaine/": BLOG.page("époque romaine", "<h1>époque romaine</h1>"),
        "/2024/06/18/preparation-campagne/": BLOG.page(
            "Préparation de la campagne", "<h1>Préparation</h1>"
        ),
        "/2024/07/20/fouille-de-la-villa-des-pins-suite/": BLOG.page(
            "Fouille de la villa des Pins : premiers résultats (suite)", "<h1>suite</h1>"
        ),
    }
    return [build(BLOG, pages)]


BLOG_P = "/2024/07/03/fouille-de-la-villa-des-pins/"

# --- Wiki article (MediaWiki-like): history, talk and edit links are not the article.

WIKI = Portal(
    "wiki.openhistory.hx11.example",
    "OpenHistoryWiki",
    menu=[
        ("/wiki/Main_Page", "Main page"),
        ("/wiki/Special:Random", "Random article"),
        ("/wiki/Help:Contents", "Help"),
    ],
    footer=[
        ("/wiki/OpenHistoryWiki:About", "About"),
        ("/wiki/OpenHistoryWiki:General_disclaimer", "Disclaimers"),
        ("http://creativecommons.licref-wiki.hx11.example/licenses/by-sa/4.0/", "CC BY-SA 4.0"),
    ],
    title_format="{title} - {name}",
)


def _wiki() -> list[Site]:
    a = "Hanseatic_salt_trade"
    t = "Hanseatic salt trade"
    pages = {
        f"/wiki/{a}": WIKI.page(
            t,
            f"<ul class='tabs'><li><a href='/wiki/{a}'>Article</a></li><li><a href='/wiki/Talk:{a}'>Talk</a></li>"
            f"<li><a href='/w/index.php?title={a}&amp;action=edit'>Edit</a></li>"
            f"<li><a href='/w/index.php?title={a}&amp;action=history'>View history</a></li></ul>"
            f"<h1>{t}</h1><p>The salt trade of the <a href='/wiki/Hanseatic_League'>Hanseatic League</a> ...</p>"
            f"<p>See also <a href='/wiki/{a}_in_L%C3%BCneburg'>{t} in Lüneburg</a></p>"
            f"<p><a href='/w/index.php?title={a}&amp;oldid=118204'>Permanent link</a> · "
            f"<a href='/w/index.php?title=Special:CiteThisPage&amp;page={a}'>Cite this page</a></p>",
        ),
        f"/wiki/Talk:{a}": WIKI.page(f"Talk:{t}", "<h1>Talk</h1>"),
        f"/w/index.php?title={a}&action=edit": WIKI.page(f"Editing {t}", "<h1>Editing</h1>"),
        f"/w/index.php?title={a}&action=history": WIKI.page(
            f"{t}: Revision history", "<h1>History</h1>"
        ),
        f"/w/index.php?title={a}&oldid=118204": WIKI.page(t, f"<h1>{t}</h1>"),
        f"/w/index.php?title=Special:CiteThisPage&page={a}": WIKI.page(
            "Cite this page", "<h1>Cite</h1>"
        ),
        "/wiki/Hanseatic_League": WIKI.page("Hanseatic League", "<h1>Hanseatic League</h1>"),
        f"/wiki/{a}_in_L%C3%BCneburg": WIKI.page(f"{t} in Lüneburg", "<h1>Lüneburg</h1>"),
    }
    return [build(WIKI, pages)]


# --- Slide deck (Speaker-Deck-like): per-slide query pages, PDF on a CDN.

SLIDES = Portal(
    "speakerhall.decks.hx11.example",
    "SpeakerHall",
    menu=[("/explore", "Explore"), ("/features", "Features"), ("/pro", "Pro")],
    footer=[("/terms", "Terms"), ("/privacy", "Privacy")],
    title_format="{title} - {name}",
)
SL_CDN = "files.decks-cdn.hx11.example"


def _slides() -> list[Site]:
    d = "/ngata/reef-soundscapes-at-icrs-2024"
    t = "Reef soundscapes at ICRS 2024"

    def slide(n: int) -> str:
        nav = links([(f"{d}?slide={k}", f"Slide {k}") for k in (1, 2, 3)])
        return SLIDES.page(
            t,
            f"<h1>{t}</h1><p>by <a href='/ngata'>Kim Ngata</a> · July 2024 · slide {n}</p>{nav}"
            f"<a href='http://{SL_CDN}/presentations/7f3a9c/reef-soundscapes.pdf'>Download PDF</a>"
            "<p>More decks: <a href='/ngata/reef-soundscapes-at-icrs-2024-workshop'>Reef soundscapes at ICRS 2024 (workshop)</a></p>"
            "<p>Category: <a href='/c/science'>Science</a></p>",
        )

    pages = {
        d: slide(1),
        **{f"{d}?slide={k}": slide(k) for k in (1, 2, 3)},
        "/ngata": SLIDES.page("Kim Ngata", "<h1>Kim Ngata</h1>"),
        "/ngata/reef-soundscapes-at-icrs-2024-workshop": SLIDES.page(
            "Reef soundscapes at ICRS 2024 (workshop)", "<h1>workshop</h1>"
        ),
        "/c/science": SLIDES.page("Science", "<h1>Science</h1>"),
    }
    cdn = file_host(SL_CDN, {"/presentations/7f3a9c/reef-soundscapes.pdf": pdf_file(t)})
    return [build(SLIDES, pages), cdn]


SL_D = "/ngata/reef-soundscapes-at-icrs-2024"
SL_TRUTH = frozenset(
    {
        SLIDES.url(SL_D),
        *(SLIDES.url(f"{SL_D}?slide={k}") for k in (1, 2, 3)),
        f"http://{SL_CDN}/presentations/7f3a9c/reef-soundscapes.pdf",
    }
)

# --- Methods video (JoVE-like): video page with transcript tab, materials list and PDF.

VID = Portal(
    "www.labvideos.hx11.example",
    "LabVideos",
    menu=[("/research", "Research"), ("/education", "Education"), ("/subscribe", "Subscribe")],
    footer=[
        ("/terms-of-use", "Terms of use"),
        ("/privacy", "Privacy"),
        ("http://yt.videohub.hx11.example/labvideos", "YouTube"),
    ],
    title_format="{title} | LabVideos",
)
VID_MEDIA = "media.labvideos-stream.hx11.example"


def _video() -> list[Site]:
    v = "/v/66213/extracting-environmental-dna-from-coral-mucus"
    t = "Extracting Environmental DNA from Coral Mucus"
    pages = {
        v: VID.page(
            f"{t} | Protocol",
            raw_title=True,
            main=f"<h1>{t}</h1><video src='http://{VID_MEDIA}/hls/66213/master.m3u8' controls></video>"
            f"<ul class='tabs'><li><a href='{v}?tab=transcript'>Transcript</a></li>"
            f"<li><a href='{v}?tab=materials'>Materials</a></li></ul>"
            "<a href='/pdf/66213/extracting-environmental-dna-from-coral-mucus.pdf'>Download protocol PDF</a> "
            "<a href='/api/v0/citation/66213?format=ris'>Cite (RIS)</a>"
            "<p>Related videos: <a href='/v/65120/sampling-coral-mucus'>Sampling Coral Mucus</a></p>"
            "<p>Authors: <a href='/author/ana-ribeiro'>Ana Ribeiro</a></p>",
        ),
        f"{v}?tab=transcript": VID.page(
            f"{t} | Protocol", raw_title=True, main=f"<h1>{t}</h1><p>Transcript ...</p>"
        ),
        f"{v}?tab=materials": VID.page(
            f"{t} | Protocol",
            raw_title=True,
            main=f"<h1>{t}</h1><table><tr><td>Lysis buffer</td></tr></table>",
        ),
        "/pdf/66213/extracting-environmental-dna-from-coral-mucus.pdf": pdf_file(t),
        "/api/v0/citation/66213?format=ris": data(
            f"TY  - JOUR\nTI  - {t}\n", "application/x-research-info-systems"
        ),
        "/v/65120/sampling-coral-mucus": VID.page(
            "Sampling Coral Mucus | Protocol", raw_title=True, main="<h1>Sampling Coral Mucus</h1>"
        ),
        "/author/ana-ribeiro": VID.page("Ana Ribeiro", "<h1>Ana Ribeiro</h1>"),
    }
    media = file_host(
        VID_MEDIA, {"/hls/66213/master.m3u8": data("#EXTM3U\n", "application/vnd.apple.mpegurl")}
    )
    return [build(VID, pages), media]


VID_V = "/v/66213/extracting-environmental-dna-from-coral-mucus"
VID_TRUTH = frozenset(
    VID.url(p)
    for p in (
        VID_V,
        f"{VID_V}?tab=transcript",
        f"{VID_V}?tab=materials",
        "/pdf/66213/extracting-environmental-dna-from-coral-mucus.pdf",
        "/api/v0/citation/66213?format=ris",
    )
)

# --- Conference poster on an event platform: poster page, PDF, lightning-talk video page.

POST = Portal(
    "posters.geoconf.hx11.example",
    "GeoConf 2025 Posters",
    menu=[("/programme", "Programme"), ("/sessions", "Sessions"), ("/venue", "Venue")],
    footer=[
        ("/code-of-conduct", "Code of conduct"),
        ("http://www.geo-society.hx11.example/", "Geo Society"),
    ],
    title_format="{title} | {name}",
)


def _poster() -> list[Site]:
    p = "/poster/GC25-1187"
    t = "Drone photogrammetry of moraine retreat, Jostedal 2015–2024"
    pages = {
        p: POST.page(
            t,
            f"<h1>{t}</h1><p>Session <a href='/sessions/CR3.2'>CR3.2 Glacier monitoring</a> · Hall X3 · Board 14</p>"
            "<p><a href='/files/GC25-1187/poster.pdf'>Display material (PDF, 12 MB)</a></p>"
            "<p><a href='/files/GC25-1187/abstract.pdf'>Abstract</a></p>"
            "<p>Presenter: <a href='/people/sigrid-hauge'>Sigrid Hauge</a></p>"
            "<p>Next poster: <a href='/poster/GC25-1188'>Moraine dating with cosmogenic nuclides</a></p>",
        ),
        "/files/GC25-1187/poster.pdf": pdf_file(t),
        "/files/GC25-1187/abstract.pdf": pdf_file(t + " (abstract)"),
        "/sessions/CR3.2": POST.page("CR3.2 Glacier monitoring", "<h1>CR3.2</h1>"),
        "/people/sigrid-hauge": POST.page("Sigrid Hauge", "<h1>Sigrid Hauge</h1>"),
        "/poster/GC25-1188": POST.page(
            "Moraine dating with cosmogenic nuclides", "<h1>GC25-1188</h1>"
        ),
    }
    return [build(POST, pages)]


CASES = [
    Case(
        # Silk-like project website: Path-Based.  The project lives under
        # /projects/soundscapes/ of the lab's site; truth is every page and file under it
        # (one PDF and one CSV two hops away); not soundscapes-ii (another project whose
        # path extends this one's without the slash), people, funder or linked papers/data
        # on other portals (other artifacts).
        name="hx11-reeflab-project",
        imitates="Lab project website",
        artifact_class="multi-hop",
        expected="path_based",
        entry=LAB.url(LAB_P),
        truth=LAB_TRUTH,
        build=_lab,
        others=frozenset({LAB.url("/projects/soundscapes-ii/")}),
    ),
    Case(
        # Hypotheses blog post: Single Page.  Truth: the post alone (its image is embedded;
        # the comment feed, author, tags and neighbouring posts are not the post).
        name="hx11-hypoblog-post",
        imitates="Hypotheses-like research blog",
        artifact_class="single",
        expected="single_page",
        entry=BLOG.url(BLOG_P),
        truth=frozenset({BLOG.url(BLOG_P)}),
        build=_blog,
        others=frozenset({BLOG.url("/2024/07/20/fouille-de-la-villa-des-pins-suite/")}),
    ),
    Case(
        # Wikipedia: Single Page.  Truth: the article only; talk, edit, history, permanent
        # link and citation helper are wiki machinery, and the Lüneburg article (whose title
        # extends this one's) is a different article.
        name="hx11-openhistory-wiki",
        imitates="MediaWiki article",
        artifact_class="single",
        expected="single_page",
        entry=WIKI.url("/wiki/Hanseatic_salt_trade"),
        truth=frozenset({WIKI.url("/wiki/Hanseatic_salt_trade")}),
        build=_wiki,
        others=frozenset({WIKI.url("/wiki/Hanseatic_League")}),
    ),
    Case(
        # Slideshare: Path-Based.  Truth: the deck page, its three per-slide views (query
        # strings on the deck path) and the PDF on the CDN; not the workshop deck whose
        # path extends this one's, the author or the category.
        name="hx11-speakerhall-deck",
        imitates="Speaker-Deck-like slide sharing",
        artifact_class="multi-hop",
        expected="path_based",
        entry=SLIDES.url(SL_D),
        truth=SL_TRUTH,
        build=_slides,
        others=frozenset({SLIDES.url("/ngata/reef-soundscapes-at-icrs-2024-workshop")}),
    ),
    Case(
        # JoVE: Single Page+ with ignores.  Truth: the video page, its transcript and
        # materials tabs, the protocol PDF and the citation; the HLS stream is embedded
        # (excluded); not related videos or author pages.
        name="hx11-labvideos-protocol",
        imitates="JoVE-like methods video",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=VID.url(VID_V),
        truth=VID_TRUTH,
        build=_video,
        others=frozenset({VID.url("/v/65120/sampling-coral-mucus")}),
    ),
    Case(
        # Not in the table.  Nearest kind: Figshare (a landing page and its files, single
        # hop).  Truth: the poster page, the poster PDF and the abstract; not the session,
        # presenter or the next poster.
        name="hx11-geoconf-poster",
        imitates="Conference poster platform",
        artifact_class="single-hop",
        expected="single_page_plus_ignored",
        entry=POST.url("/poster/GC25-1187"),
        truth=frozenset(
            POST.url(p)
            for p in (
                "/poster/GC25-1187",
                "/files/GC25-1187/poster.pdf",
                "/files/GC25-1187/abstract.pdf",
            )
        ),
        build=_poster,
        others=frozenset({POST.url("/poster/GC25-1188")}),
    ),
]
