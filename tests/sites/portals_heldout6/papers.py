"""Papers on scholarly portals: conference proceedings with a media host, an open-review
forum, two preprint servers with versions, a data journal and a video journal
(held-out set six).

Versions: a preprint's versions share its identifier and are cited as one work, so they
belong to one artifact; a data journal's dataset lives on another portal, so it is another
artifact (the seed restricts an artifact to its portal's hosts).
"""

from __future__ import annotations

from keepnet.testweb.site import Response
from sites.portals._portal import Case

from ._chrome import Chrome, blob, files_site, pdf_file, text, ul

PROC = "proc.wlcs-conf.hx6.example"
VID = "vidhall-wlcs.hx6.example"
FORUM = "peerloop.hx6.example"
LUMEN = "prepress-lumen.hx6.example"
CAIRN = "prebio-cairn.hx6.example"
JODS = "jsed-data.hx6.example"
JODS_CDN = "static-jsed.hx6.example"
REPO = "sedbank.hx6.example"
CLIPS = "labclips.hx6.example"
CLIPS_MEDIA = "media-labclips.hx6.example"


def proceedings() -> Case:
    """A proceedings paper page (old uppercase paths) with PDF, supplementary zip, BibTeX
    and a talk video on the conference's own media host.

    Single Hop, like the seed's SSRN/bioRxiv: **single_page_plus_ignored**.  The video
    page is on the conference's media host (same portal), so it belongs; its mp4 is embedded.
    Session, previous/next papers, the volume and author index are other artifacts or chrome.
    """
    c = Chrome(
        PROC,
        "WLCS 2025 Proceedings",
        [
            ("/WLCS2025/", "Volume"),
            ("/WLCS2025/authors.html", "Authors"),
            ("/CFP.html", "Call for papers"),
            ("/Venue.html", "Venue"),
        ],
        [("/Imprint.html", "Imprint")],
        variant="table",
        title_format="{name}: {title}",
    )
    m = (
        "<h1>Sparse echoes: compressed sensing for side-scan sonar</h1>"
        '<p>Ilona Varga, Thabo Mbeki. <a href="/WLCS2025/Session4.html">Session 4: Sensing</a></p>'
        "<p><b>Abstract.</b> We recover sonar images from few pings.</p>"
        '<p><a href="pdf/WLCS2025-117.pdf">Paper (PDF)</a> | '
        '<a href="supp/WLCS2025-117-supp.zip">Supplementary material</a> | '
        '<a href="bib/WLCS2025-117.bib">BibTeX</a> | '
        f'<a href="//{VID}/watch?v=wl25-117">Talk video</a></p>'
        '<p><a href="Paper116.html">« previous</a> <a href="Paper118.html">next »</a></p>'
    )
    pages = {
        "/WLCS2025/Paper117.html": c.page("Sparse echoes", m, path="/WLCS2025/Paper117.html"),
        "/WLCS2025/pdf/WLCS2025-117.pdf": pdf_file("Sparse echoes"),
        "/WLCS2025/supp/WLCS2025-117-supp.zip": blob("zip", 117),
        "/WLCS2025/bib/WLCS2025-117.bib": text(
            "@inproceedings{wlcs25-117}\n", "application/x-bibtex"
        ),
        "/WLCS2025/Paper116.html": c.page("Paper 116", "<h1>Paper 116</h1>"),
    }
    v = Chrome(VID, "VidHall", [("/browse", "Browse"), ("/channels", "Channels")], variant="app")
    vpages = {
        "/watch?v=wl25-117": v.page(
            "Sparse echoes (WLCS 2025 talk)",
            '<video src="/media/wl25-117.mp4" controls></video>'
            '<p><a href="/channel?c=wlcs2025">WLCS 2025 channel</a></p>',
            path="/watch",
        ),
        "/media/wl25-117.mp4": blob("mp4", 117),
    }
    base = f"http://{PROC}/WLCS2025/"
    truth = frozenset(
        [
            base + "Paper117.html",
            base + "pdf/WLCS2025-117.pdf",
            base + "supp/WLCS2025-117-supp.zip",
            base + "bib/WLCS2025-117.bib",
            f"http://{VID}/watch?v=wl25-117",
        ]
    )
    return Case(
        "hx6-proceedings-paper-video",
        "conference proceedings site",
        "Single Hop",
        "single_page_plus_ignored",
        base + "Paper117.html",
        truth,
        lambda: [c.site(pages), v.site(vpages)],
        frozenset({base + "Paper116.html", base + "Session4.html"}),
    )


def review_forum() -> Case:
    """An open-review forum whose every object is addressed by a query-string id.

    The id Hq3kP0xZ is in every artifact URI (forum, note permalinks, PDF, revisions and
    the revision PDFs linked from them, supplementary attachment) and in no other link, so the seed's
    GBIF heuristic, **sig_uri**, is exact.  Venue, author profiles and a related forum are
    other artifacts.
    """
    c = Chrome(
        FORUM,
        "PeerLoop",
        [("/venues", "Venues"), ("/about", "About")],
        variant="app",
        login="/login",
        login_param="redirect",
        title_format="{title} | {name}",
    )
    fid = "Hq3kP0xZ"
    m = (
        f"<h1>Sparse echoes: compressed sensing for side-scan sonar</h1>"
        f'<p><a href="/profile?id=~Ilona_Varga1">Ilona Varga</a> · '
        f'<a href="/group?id=WLCS.cc/2025/Conference">WLCS 2025</a></p>'
        f'<p><a href="/pdf?id={fid}">PDF</a> <a href="/revisions?id={fid}">Revisions</a> '
        f'<a href="/attachment?id={fid}&amp;name=supplementary_material">Supplementary</a></p>'
        f'<div class="note" id="Kd9x"><a href="/forum?id={fid}&amp;noteId=Kd9x">Official review</a>: accept.</div>'
        f'<div class="note" id="Mm2p"><a href="/forum?id={fid}&amp;noteId=Mm2p">Meta review</a>: accept.</div>'
        '<p>Similar: <a href="/forum?id=Bz7wq1Lm">Learning sonar priors</a></p>'
    )
    rev = ul([(f"/pdf?id={fid}&version=1", "Version 1"), (f"/pdf?id={fid}&version=2", "Version 2")])
    pages = {
        f"/forum?id={fid}": c.page("Sparse echoes", m, path="/forum"),
        f"/forum?id={fid}&noteId=Kd9x": c.page("Sparse echoes", m, path="/forum"),
        f"/forum?id={fid}&noteId=Mm2p": c.page("Sparse echoes", m, path="/forum"),
        f"/pdf?id={fid}": pdf_file("Sparse echoes"),
        f"/pdf?id={fid}&version=1": pdf_file("Sparse echoes v1"),
        f"/pdf?id={fid}&version=2": pdf_file("Sparse echoes v2"),
        f"/revisions?id={fid}": c.page(
            "Revisions: Sparse echoes", "<h1>Revisions</h1>" + rev, path="/revisions"
        ),
        f"/attachment?id={fid}&name=supplementary_material": blob("zip", 3),
    }
    truth = frozenset(c.url(x) for x in pages)
    return Case(
        "hx6-review-forum-query-ids",
        "open review forum",
        "Multi-Hop",
        "sig_uri",
        c.url(f"/forum?id={fid}"),
        truth,
        lambda: [c.site(pages)],
        frozenset({c.url("/forum?id=Bz7wq1Lm"), c.url("/profile?id=~Ilona_Varga1")}),
    )


def preprint_versions() -> Case:
    """An arXiv-like preprint (unversioned entry = latest) with v1/v2, PDFs and full-text HTML.

    Versions share the identifier 2411.08812 and are one citable work, so v1 and its PDF
    belong (two hops: reached through the v1 abstract page).  The identifier is in every
    artifact URI, listing and author links carry none: **sig_uri**.
    """
    c = Chrome(
        LUMEN,
        "Lumen preprints",
        [("/list/physics.ao-ph/new", "New"), ("/help", "Help")],
        variant="bar",
        title_format="[{title}] {name}",
    )
    aid = "2411.08812"

    def abs_page(v: str) -> str:
        return c.page(
            f"{aid}{v}",
            "<h1>Sparse echoes</h1><p>Authors: <a href='/a/varga_i_1'>Varga</a></p>"
            + ul(
                [
                    (f"/pdf/{aid}{v or 'v2'}", "PDF"),
                    (f"/html/{aid}{v or 'v2'}/", "HTML (experimental)"),
                    (f"/abs/{aid}v1", "[v1] Tue, 12 Nov 2024"),
                    (f"/abs/{aid}v2", "[v2] Mon, 3 Feb 2025"),
                    (f"/bibtex/{aid}", "Export BibTeX"),
                    ("/list/physics.ao-ph/new", "new in physics.ao-ph"),
                ]
            ),
            path=f"/abs/{aid}{v}",
        )

    pages = {
        f"/abs/{aid}": abs_page(""),
        f"/abs/{aid}v2": abs_page("v2"),
        f"/pdf/{aid}v2": pdf_file("Sparse echoes v2"),
        f"/html/{aid}v2/": c.page(
            "Sparse echoes (HTML)",
            '<h1>Sparse echoes</h1><a href="#S2">2 Method</a><h2 id="S2">2 Method</h2>',
            path=f"/html/{aid}v2/",
        ),
        f"/bibtex/{aid}": text("@misc{varga2024sparse, eprint={2411.08812}}\n", "text/plain"),
    }
    v1 = {
        f"/abs/{aid}v1": c.page(
            f"{aid}v1",
            "<h1>Sparse echoes</h1>"
            + ul([(f"/pdf/{aid}v1", "PDF (v1)"), (f"/abs/{aid}", "Latest version")]),
            path=f"/abs/{aid}v1",
        ),
        f"/pdf/{aid}v1": pdf_file("Sparse echoes v1"),
    }
    truth = frozenset(c.url(x) for x in [*pages, *v1])
    return Case(
        "hx6-preprint-versions-html",
        "preprint server (arXiv-like)",
        "Multi-Hop",
        "sig_uri",
        c.url(f"/abs/{aid}"),
        truth,
        lambda: [c.site({**pages, **v1})],
        frozenset({c.url("/a/varga_i_1")}),
    )


def preprint_doi_paths() -> Case:
    """A bioRxiv-like preprint under a DOI path with suffix views (.full, .full.pdf,
    .supplementary-material) and a supplement under an unrelated path.

    Every view and the v1 page and PDF are linked from the entry (version history), so Single
    Hop: the seed's bioRxiv choice **single_page_plus_ignored**.  Subject collection,
    author search and the "related" preprint are other artifacts.
    """
    c = Chrome(
        CAIRN,
        "Cairn preprints",
        [("/collection/ecology", "Subject areas"), ("/about", "About"), ("/submit", "Submit")],
        variant="bar",
        login="/user/login",
        login_param="destination",
    )
    d = "/content/10.65432/2025.03.14.643210"
    supp = "/content/cairn/early/2025/03/16/2025.03.14.643210/DC1/embed/media-1.xlsx"
    m = "<h1>Kelp holdfast microbiomes across a wave gradient</h1>" + ul(
        [
            (f"{d}v2.full", "Full Text"),
            (f"{d}v2.full.pdf", "Full Text (PDF)"),
            (f"{d}v2.supplementary-material", "Supplementary Material"),
            (supp, "media-1.xlsx"),
            (f"{d}v1", "Previous version (v1)"),
            (f"{d}v1.full.pdf", "v1 PDF"),
            ("/search/author1%3AOkafor", "P. Okafor"),
            ("/collection/ecology", "Ecology"),
            ("/content/10.65432/2025.01.02.611111v1", "Related: Kelp forests in decline"),
        ]
    )
    pages = {
        f"{d}v2": c.page("Kelp holdfast microbiomes across a wave gradient", m, path=f"{d}v2"),
        f"{d}v2.full": c.page(
            "Kelp holdfast microbiomes (full text)", "<h1>Full text</h1>", path=f"{d}v2.full"
        ),
        f"{d}v2.full.pdf": pdf_file("Kelp holdfast microbiomes"),
        f"{d}v2.supplementary-material": c.page(
            "Supplementary material",
            f'<a href="{supp}">media-1.xlsx</a>',
            path=f"{d}v2.supplementary-material",
        ),
        supp: blob("xlsx", 1),
        f"{d}v1": c.page("Kelp holdfast microbiomes (v1)", "<h1>v1</h1>", path=f"{d}v1"),
        f"{d}v1.full.pdf": pdf_file("Kelp holdfast microbiomes v1"),
    }
    return Case(
        "hx6-preprint-doi-paths",
        "preprint server (bioRxiv-like)",
        "Single Hop",
        "single_page_plus_ignored",
        c.url(f"{d}v2"),
        frozenset(c.url(x) for x in pages),
        lambda: [c.site(pages)],
        frozenset({c.url("/content/10.65432/2025.01.02.611111v1")}),
    )


def data_journal() -> Case:
    """A data-journal article whose data sit on a separate repository (another portal).

    The article's own objects (full-text HTML, PDF, JATS XML, RIS export, the supplementary
    table on the journal's static host) are linked from it: **single_page_plus_ignored**.
    The dataset record on the repository host is another artifact (recorded in `others`).
    """
    c = Chrome(
        JODS,
        "Journal of Sediment Data",
        [("/issues", "Issues"), ("/authors", "For authors"), ("/about", "About")],
        [("/terms", "Terms")],
        variant="bar",
    )
    a = "/article/view/jsd.88"
    m = (
        "<h1>Grain-size records from the Kessel fjord, 1998–2023</h1>"
        '<div class="galleys">'
        f'<a class="galley" href="{a}/html">HTML</a> <a class="galley" href="{a}/pdf">PDF</a> '
        f'<a class="galley" href="{a}/xml">JATS XML</a></div>'
        f'<p>Cite: <a href="/citation/ris?articleId=88">RIS</a></p>'
        f'<p>Table S1: <a href="http://{JODS_CDN}/suppl/88/table-s1.xlsx">table-s1.xlsx</a></p>'
        f'<p>Data availability: <a href="http://{REPO}/records/7731">sedbank record 7731</a></p>'
        '<p>In this issue: <a href="/article/view/jsd.87">Porewater chemistry of ...</a></p>'
    )
    pages = {
        a: c.page("Grain-size records from the Kessel fjord", m, path=a),
        a + "/html": c.page(
            "Grain-size records (full text)", "<article><h1>Full text</h1></article>", path=a
        ),
        a + "/pdf": pdf_file("Grain-size records"),
        a + "/xml": text("<article><front/></article>", "application/xml"),
        "/citation/ris?articleId=88": text(
            "TY  - JOUR\nER  -\n", "application/x-research-info-systems"
        ),
    }
    r = Chrome(REPO, "SedBank", [("/records", "Records")], variant="table")
    rpages = {
        "/records/7731": r.page(
            "Kessel fjord grain sizes", "<h1>Dataset</h1>", path="/records/7731"
        )
    }
    cdn = files_site(JODS_CDN, {"/suppl/88/table-s1.xlsx": blob("xlsx", 88)})
    truth = frozenset([*(c.url(x) for x in pages), f"http://{JODS_CDN}/suppl/88/table-s1.xlsx"])
    return Case(
        "hx6-data-journal-external-data",
        "data journal",
        "Single Hop",
        "single_page_plus_ignored",
        c.url(a),
        truth,
        lambda: [c.site(pages), cdn, r.site(rpages)],
        frozenset({f"http://{REPO}/records/7731", c.url("/article/view/jsd.87")}),
    )


def video_protocol() -> Case:
    """A video-journal article (JoVE-like): the video page with protocol PDF, materials list,
    citation export and a download link to the video file on the media host.

    Single Hop, the seed's JoVE choice **single_page_plus_ignored**.  The player's poster and
    stream are embedded; the explicit "Download video" link is an artifact URI.
    """
    c = Chrome(
        CLIPS,
        "LabClips",
        [("/browse", "Browse"), ("/subjects", "Subjects"), ("/subscribe", "Subscribe")],
        variant="app",
        login="/account/login",
        login_param="ReturnUrl",
    )
    p = "/v/51923/calibrating-a-recirculating-flume"
    m = (
        f'<h1>Calibrating a recirculating flume</h1><video poster="//{CLIPS_MEDIA}/poster/51923.png">'
        f'<source src="//{CLIPS_MEDIA}/stream/51923.m3u8"></video>'
        + ul(
            [
                ("/pdf/51923.pdf", "Download protocol PDF"),
                ("/files/materials/51923_materials.xlsx", "Materials list"),
                ("/cite?id=51923&fmt=ris", "Cite (RIS)"),
                (f"//{CLIPS_MEDIA}/dl/51923_720p.mp4", "Download video"),
                ("/v/51800/measuring-sediment-transport", "Related: measuring sediment transport"),
            ]
        )
    )
    pages = {
        p: c.page("Calibrating a recirculating flume", m, path=p),
        "/pdf/51923.pdf": pdf_file("Calibrating a recirculating flume"),
        "/files/materials/51923_materials.xlsx": blob("xlsx", 19),
        "/cite?id=51923&fmt=ris": text(
            "TY  - JOUR\nER  -\n", "application/x-research-info-systems"
        ),
    }
    media = files_site(
        CLIPS_MEDIA,
        {
            "/dl/51923_720p.mp4": blob("mp4", 23),
            "/stream/51923.m3u8": Response.text("#EXTM3U\n", content_type="application/x-mpegURL"),
            "/poster/51923.png": blob("tif", 2),
        },
    )
    truth = frozenset([*(c.url(x) for x in pages), f"http://{CLIPS_MEDIA}/dl/51923_720p.mp4"])
    return Case(
        "hx6-video-protocol",
        "video journal",
        "Single Hop",
        "single_page_plus_ignored",
        c.url(p),
        truth,
        lambda: [c.site(pages), media],
        frozenset({c.url("/v/51800/measuring-sediment-transport")}),
    )


CASES: list[Case] = [
    proceedings(),
    review_forum(),
    preprint_versions(),
    preprint_doi_paths(),
    data_journal(),
    video_protocol(),
]
